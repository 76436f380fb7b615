"""Issue 13: the pipeline's answerer is one config key (``freetext``), used by its dry runs and
its execution, and ``--answerer`` on ``r3 ask`` / ``r3 query``; tested with the FakeModel."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from r3.cli import cli
from r3.errors import UserInputError
from r3.models.fake import FakeModel
from r3.pipeline.config import FreeTextConfig, load_config
from r3.pipeline.pipeline import Pipeline

SPACE = Path(__file__).resolve().parents[3] / "data" / "restaurants"
GRAPH = f"embedded://{SPACE}?space=restaurants"
QUESTIONS = {
    q["id"]: q for q in map(json.loads, (SPACE / "questions.jsonl").read_text(encoding="utf-8").splitlines())
}
LIST_QUESTION = QUESTIONS["list-2"]["question"]  # "Which italian restaurants … good for kids …?"

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("overrides", "want"),
    [
        ({}, FreeTextConfig("offline", 1000, 300.0)),
        ({"freetext.answerer": "local:smollm2-135m"}, FreeTextConfig("local:smollm2-135m", 1000, 300.0)),
        ({"freetext.max_calls": 5, "freetext.max_seconds": 2}, FreeTextConfig("offline", 5, 2.0)),
    ],
)
def test_the_freetext_key_reads(overrides: dict[str, Any], want: FreeTextConfig) -> None:
    assert load_config("offline", overrides=overrides).freetext == want


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"freetext.max_calls": 0}, "freetext.max_calls: must be at least 1, got 0"),
        ({"freetext.max_seconds": 0}, "freetext.max_seconds: must be positive"),
        ({"freetext.answerer": " "}, "freetext.answerer: must be 'offline', 'lexical:T' or a model spec"),
        ({"freetext.answerr": "x"}, "did you mean 'answerer'?"),
    ],
)
def test_bad_freetext_values_are_one_line(overrides: dict[str, Any], message: str) -> None:
    with pytest.raises(UserInputError, match=message):
        load_config("offline", overrides=overrides)


def test_the_default_keeps_the_config_hash() -> None:
    """Configs written before the key (and every cached eval run) keep their hash."""
    default = load_config("offline")
    spelled_out = load_config(
        "offline", overrides={"freetext.answerer": "offline", "freetext.max_calls": 1000}
    )
    assert spelled_out.config_hash() == default.config_hash()
    other = load_config("offline", overrides={"freetext.answerer": "fake:echo"})
    assert other.config_hash() != default.config_hash()


@pytest.mark.parametrize("reply", ["Yes", "No"])
def test_the_configured_model_answers_in_the_pipeline(reply: str) -> None:
    """A FakeModel injected as the ``freetext`` model decides the yes/no filter of the query
    the offline refiner writes: every candidate row with "Yes", none with "No"."""
    model = FakeModel(default=reply, name=f"fake-{reply}")
    config = {"freetext.answerer": "fake:injected", "freetext.max_calls": 500}
    with Pipeline.from_config("offline", graph=GRAPH, overrides=config, models={"freetext": model}) as pipe:
        result = pipe.ask(LIST_QUESTION, answer=False)
    assert "answer(" in (result.query or "")
    assert any(r.startswith(f"free text by model fake-{reply}") for r in result.reasons), result.reasons
    assert model.requests, "the model was asked"
    assert all("Yes or No" in str(req) for req in model.requests[:3])
    assert (result.rows == []) == (reply == "No")


def test_offline_stays_the_default_and_loads_no_model() -> None:
    model = FakeModel(default="Yes")
    with Pipeline.from_config("offline", graph=GRAPH, models={"freetext": model}) as pipe:
        result = pipe.ask(LIST_QUESTION, answer=False)
    assert any(r.startswith("free text by offline-lexical (no model)") for r in result.reasons)
    assert model.requests == []


def test_a_budget_from_the_config_fails_the_dry_run_clearly() -> None:
    """The budget holds in dry runs too: the candidate with answer() fails its check with the
    budget's one line (and the knob to turn), and the repair loop moves on."""
    model = FakeModel(default="Yes", name="fake-budget")
    config = {"freetext.answerer": "fake:injected", "freetext.max_calls": 1}
    with Pipeline.from_config("offline", graph=GRAPH, overrides=config, models={"freetext": model}) as pipe:
        result = pipe.ask(LIST_QUESTION, answer=False)
    trace = json.dumps(result.to_dict(), default=str)
    assert "query stopped: call budget of 1 model calls spent" in trace
    assert "freetext.max_calls/max_seconds in a pipeline config" in trace
    assert "answer(" not in (result.query or "") and len(model.requests) <= 1


@pytest.mark.parametrize(
    ("args", "named"),
    [
        ([], "free text by offline-lexical (no model)"),
        (["--answerer", "fake:const?text=Yes"], "free text by model fake:const"),
        (["--answerer", "lexical:0.9"], "free text by offline-lexical (no model)"),
    ],
)
def test_ask_and_query_take_answerer(args: list[str], named: str) -> None:
    runner = CliRunner()
    ask = runner.invoke(cli, ["ask", LIST_QUESTION, "--graph", GRAPH, "--explain", "--no-answer", *args])
    assert ask.exit_code in (0, 3), ask.output
    assert named in ask.output
    query = QUESTIONS["list-2"]["ngql"]
    out = runner.invoke(cli, ["query", query, "--graph", GRAPH, *args])
    assert out.exit_code == 0, out.output
    assert named in out.stderr


def test_a_bad_answerer_is_one_line() -> None:
    out = CliRunner().invoke(cli, ["ask", LIST_QUESTION, "--graph", GRAPH, "--answerer", "nope:x"])
    assert out.exit_code == 2 and "Traceback" not in out.output
    assert out.output.strip().splitlines()[-1].startswith("error: ")
