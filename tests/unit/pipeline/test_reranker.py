"""The reranker stage: noisy model output, unknown names, the paper's fallback."""

from __future__ import annotations

from typing import Any

import pytest

from r3.demo import demo_schema
from r3.models.fake import FakeModel
from r3.pipeline.config import RerankerConfig
from r3.pipeline.reranker import ModelReranker, resolve_rerank, run_reranker, skeleton_for
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import StageInput

pytestmark = pytest.mark.quick


def _rerank(output: str, **config: object) -> tuple[object, StageTrace, FakeModel]:
    model = FakeModel(default=output)
    stage = ModelReranker(model, RerankerConfig(kind="model", model="fake:echo", **config))  # type: ignore[arg-type]
    trace = StageTrace("reranker")
    out = run_reranker(stage, StageInput("Which teams did Ada Lind play for?", demo_schema()), trace)
    return out, trace, model


def test_reads_the_three_steps_through_noise() -> None:
    noisy = (
        "Sure! Here is the inference.\n"
        "1. the request CRUD function: [QUERY()]\n"
        "* #the request clauses : ['order by()', \"LIMIT\"]\n"
        "#The Request Class : ['player()', serve(), 'team']\n"
        "Hope this helps."
    )
    out, trace, model = _rerank(noisy)
    assert out.crud == ["GO", "FETCH", "LOOKUP", "MATCH"]  # the paper's QUERY covers all four
    assert out.clauses == ["ORDER_BY", "LIMIT"]
    assert out.classes == ["player", "team", "serve"]
    assert out.schema_classes == ["player", "team", "serve"]
    assert out.skeleton_functions == ["GO", "FETCH", "LOOKUP", "MATCH", "ORDER_BY", "LIMIT"]
    assert not trace.warnings
    # the call is in the trace with the paper's prompt
    assert len(trace.calls) == 1 and trace.calls[0].messages[0]["content"].startswith(
        "[task]:Please generate"
    )
    assert trace.calls[0].output == noisy
    assert trace.output["classes"] == ["player", "team", "serve"]
    assert model.requests[0]["temperature"] == 0.0


def test_unknown_names_mean_the_full_context_under_the_paper_rule() -> None:
    out, trace, _ = _rerank(
        "#the request CRUD function : ['QUERY()']\n#the request clauses : ['WHERE()']\n"
        "#the request class : ['player()', 'plays_for()', 'team()']"
    )
    assert out.dropped == ["plays_for"]
    assert out.classes == ["player", "team"]
    assert out.schema_classes is None and out.skeleton_functions is None
    assert any("plays_for" in w for w in trace.warnings)
    assert any("paper rule" in w for w in trace.warnings)


def test_drop_policy_keeps_the_known_names() -> None:
    out, trace, _ = _rerank(
        "#the request CRUD function : ['QUERY()', 'TELEPORT()']\n#the request clauses : []\n"
        "#the request class : ['player()', 'plays_for()', 'team()']",
        on_unknown="drop",
    )
    assert out.dropped == ["TELEPORT", "plays_for"]
    assert out.schema_classes == ["player", "team"]
    assert out.skeleton_functions == ["GO", "FETCH", "LOOKUP", "MATCH"]
    assert any("TELEPORT" in w for w in trace.warnings)


def test_fewer_than_two_classes_means_the_full_schema() -> None:
    out, trace, _ = _rerank(
        "#the request CRUD function : ['QUERY()']\n#the request clauses : []\n#the request class : ['player()']"
    )
    assert out.classes == ["player"] and out.schema_classes is None
    assert out.skeleton_functions == ["GO", "FETCH", "LOOKUP", "MATCH"]
    assert any("fewer than 2" in w for w in trace.warnings)
    out, _, _ = _rerank(
        "#the request CRUD function : ['QUERY()']\n#the request clauses : []\n#the request class : ['player()']",
        min_classes=1,
    )
    assert out.schema_classes == ["player"]


def test_unreadable_output_falls_back_without_failing() -> None:
    out, trace, _ = _rerank("I am not sure what you mean.")
    assert out.schema_classes is None and out.skeleton_functions is None
    assert any("could not read" in w for w in trace.warnings)


def test_a_failing_model_degrades_to_the_full_context() -> None:
    stage = ModelReranker(
        FakeModel(), RerankerConfig(kind="model", model="fake:echo")
    )  # no rule: BadResponseError
    trace = StageTrace("reranker")
    out = run_reranker(stage, StageInput("q", demo_schema()), trace)
    assert out.schema_classes is None and trace.error and "BadResponseError" in trace.error


def test_resolve_accepts_r3_names_and_analysis_spellings() -> None:
    out = resolve_rerank(
        demo_schema(),
        skeleton_for("ngql"),
        crud=["GO", "FETCH PROP"],
        clauses=["ORDER BY", "GROUP BY", "YIELD"],
        classes=["like", "player"],
    )
    assert out.crud == ["GO", "FETCH"] and out.clauses == ["ORDER_BY", "GROUP_BY", "YIELD"]  # as written
    assert out.classes == ["player", "like"] and not out.dropped


class _WordTokenizer:
    """Counts words and punctuation runs: enough to test a token budget without a real model."""

    def __call__(self, text: str, add_special_tokens: bool = False) -> dict[str, list[int]]:
        import re

        return {"input_ids": [0] * len(re.findall(r"\w+|[^\w\s]+", text))}


class _TokenizedFake(FakeModel):
    """A fake local model: a tokenizer and a chat wrapping (``user: …``) to count tokens in."""

    tokenizer = _WordTokenizer()

    def prompt_text(self, messages: Any) -> str:
        return "\n".join(f"{m.role}: {m.content}" for m in messages)


def _sent_prompt(model: FakeModel) -> str:
    return str(model.requests[-1]["messages"][-1]["content"])


def test_prompt_tokens_cuts_the_prompt_as_training_did() -> None:
    from r3.pipeline.reranker_budget import token_counter

    reply = "#the request CRUD function : ['QUERY()']\n#the request clauses : []\n#the request class : ['player()', 'team()']"
    _, _, full_model = _rerank(reply)
    full = _sent_prompt(full_model)

    model = _TokenizedFake(default=reply)
    stage = ModelReranker(model, RerankerConfig(kind="model", model="fake:echo", prompt_tokens=600))
    trace = StageTrace("reranker")
    run_reranker(stage, StageInput("Which teams did Ada Lind play for?", demo_schema()), trace)
    cut = _sent_prompt(model)
    count = token_counter(model.tokenizer)
    assert count(cut) <= 600 < count(full), "the budget is kept, and it did cut something"
    for name in demo_schema().tags | demo_schema().edges:
        assert f"class {name}(" in cut, f"every schema class keeps its line: {name}"
    assert not trace.warnings


def test_prompt_tokens_without_a_tokenizer_sends_the_full_prompt_with_a_warning() -> None:
    out, trace, model = _rerank("", prompt_tokens=600)
    _, _, plain = _rerank("")
    assert _sent_prompt(model) == _sent_prompt(plain)
    assert any("prompt_tokens needs a local model" in w for w in trace.warnings)
