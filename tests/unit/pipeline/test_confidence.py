"""Confidence and status: unanswerable questions run nothing, covered answers are ok, the rest uncertain."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from helpers import write_graphs

from r3.models.fake import FakeModel
from r3.pipeline.confidence import answerability, assess, content_words
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE movies (vid_type = FIXED_STRING(32));
USE movies;
CREATE TAG actor(name string, age int);
CREATE TAG movie(title string, year int);
CREATE EDGE acted_in();
INSERT VERTEX actor(name, age) VALUES "Ada Lind":("Ada Lind", 40), "Bo Chen":("Bo Chen", 31);
INSERT VERTEX movie(title, year) VALUES "m1":("Night Train", 1999);
INSERT EDGE acted_in() VALUES "Ada Lind"->"m1":();
"""
AGE = 'MATCH (v:actor) WHERE id(v) == "Ada Lind" RETURN v.actor.age AS age'


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    return write_graphs(tmp_path, {"movies": GRAPH}) / "movies"


def _pipeline(query: str, **confidence: Any) -> Pipeline:
    config = {
        "name": "test",
        "reranker": {"kind": "none"},
        "rewriter": {"kind": "offline"},
        "refiner": {"kind": "model", "model": "fake:echo"},
        "repair": {"retries": 0},
        "synth_demos": False,
        "confidence": confidence,
    }
    return Pipeline(build_config(config), models={"refiner": FakeModel(default=query)})


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("What is the weather in Paris?", ["weather", "paris"]),
        ("How many movies did 'Ada Lind' act in?", ["movies", "act"]),
        ("Return all vertices and count them", []),
        ("巴黎的天气怎么样？", ["巴黎", "天气"]),
        ("请问所有演员的年龄是多少？", ["演员", "年龄"]),
    ],
)
def test_content_words_leave_out_stop_and_operator_words(question: str, words: list[str]) -> None:
    from r3.pipeline.confidence import entity_spans

    assert [w.text for w in content_words(question, entity_spans(question, []))] == words


def test_answerability_table(folder: Path) -> None:
    with _pipeline(AGE) as p:
        space = p._context(str(folder), None).schema("movies")
    weather = answerability("What is the weather in Paris?", space, [])
    assert not weather.answerable and "'weather'" in weather.reason
    assert answerability("How old are the actors?", space, []).answerable  # actor, old → age
    assert answerability("Who is 'Zed Q'?", space, []).answerable  # a quoted name may be new data
    # Chinese words on an English schema: judged only with a lexicon (or the glossary).
    assert answerability("巴黎的天气怎么样？", space, []).answerable
    lexicon = {"演员": {"tag:actor": 0.9}}
    assert not answerability("巴黎的天气怎么样？", space, [], lexicon=lambda t: lexicon.get(t, {})).answerable
    assert answerability("演员有哪些？", space, [], lexicon=lambda t: lexicon.get(t, {})).answerable


@pytest.mark.parametrize(
    ("question", "status", "exit_code"),
    [
        ("What is the weather in Paris?", "unanswerable", 3),
        ("How old is Ada Lind?", "ok", 0),
        ("Which movies did Ada Lind act in?", "uncertain", 3),
    ],
)
def test_status_and_confidence(folder: Path, question: str, status: str, exit_code: int) -> None:
    with _pipeline(AGE) as p:
        result = p.ask(question, graph=str(folder))
    assert result.status == status, result.reasons
    assert 0.0 <= result.confidence <= 1.0 and result.reasons
    assert result.trace.status == status and result.trace.confidence == result.confidence
    if status == "unanswerable":
        assert result.query == "" and not result.trace.attempts and result.rows is None
        assert result.confidence == 0.0 and "nothing the graph" in (result.error or "")
    else:
        assert result.executed and result.rows == [(40,)]
        assert (result.confidence >= 0.5) == (status == "ok")


def test_threshold_comes_from_the_config(folder: Path) -> None:
    with _pipeline(AGE, threshold=0.95) as p:
        assert p.ask("How old is Ada Lind?", graph=str(folder)).status == "uncertain"
    with _pipeline(AGE, answerable=False) as p:
        assert p.ask("What is the weather in Paris?", graph=str(folder)).status != "unanswerable"


def test_assess_weighs_checks_and_origin(folder: Path) -> None:
    from r3.pipeline.confidence import CheckFacts
    from r3.pipeline.types import Origin

    with _pipeline(AGE) as p:
        space = p._context(str(folder), None).schema("movies")
    q = "How old is Ada Lind?"
    links = [Link("Ada Lind", "vertex", 11, 19)]
    demo = Origin(source="demo", similarity=0.9)
    good, facts = assess(q, space, AGE, origin=demo, links=links, checks=CheckFacts(True, 1, values=[(40,)]))
    empty, _ = assess(q, space, AGE, origin=demo, links=links, checks=CheckFacts(True, 0))
    tie, _ = assess(
        q,
        space,
        AGE,
        origin=Origin(source="composed", prior=0.5, ids=("compose:property",), score=1.0, runner_up=0.95),
        links=links,
        checks=CheckFacts(True, 1, repaired=True),
    )
    echo, echo_facts = assess(
        q, space, AGE, origin=demo, links=links, checks=CheckFacts(True, 1, values=[("Ada Lind",)])
    )
    assert (facts.names, facts.names_used, facts.echo, echo_facts.echo) == (1, 1, False, True)
    assert good.confidence > empty.confidence > 0
    assert good.confidence > tie.confidence
    assert good.confidence > echo.confidence
    assert any("similarity 0.90" in r for r in good.reasons)
    assert any("no rows" in r for r in empty.reasons)
    assert any("runner-up" in r for r in tie.reasons) and any("repair" in r for r in tie.reasons)
    assert any("repeat the names" in r for r in echo.reasons)


def test_r3_ask_exit_codes_and_json(folder: Path) -> None:
    from r3.cli import cli

    runner = CliRunner()
    out = runner.invoke(cli, ["ask", "What is the weather in Paris?", "--graph", str(folder)])
    assert out.exit_code == 3, out.output
    assert "unanswerable" in out.output
    out = runner.invoke(cli, ["ask", "What is the weather in Paris?", "--graph", str(folder), "--json"])
    body = json.loads(out.stdout)
    assert out.exit_code == 3 and body["status"] == "unanswerable"
    assert body["confidence"] == 0.0 and body["reasons"] and body["trace"]["status"] == "unanswerable"
    assert "exit" in runner.invoke(cli, ["ask", "--help"]).output.lower()
