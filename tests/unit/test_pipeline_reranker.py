"""The reranker stage: noisy model output, unknown names, the paper's fallback."""

from __future__ import annotations

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
