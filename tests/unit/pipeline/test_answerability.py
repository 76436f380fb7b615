"""Refusals: a question that asks a stored entity for something the graph does not hold is
``unanswerable`` (nothing runs), and filter values, names and the language of questions never
refuse."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import write_graphs

from r3.contracts.aliases import Aliases
from r3.lang.ddl import load_space_schema
from r3.models.fake import FakeModel
from r3.pipeline.confidence import answerability, asked_words
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link, LinkKind

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE films (vid_type = FIXED_STRING(32));
USE films;
CREATE TAG actor(name string, age int);
CREATE TAG movie(title string, year int, genre string);
CREATE EDGE acted_in(role string);
INSERT VERTEX actor(name, age) VALUES "Ada Lind":("Ada Lind", 40), "林雨晴":("林雨晴", 35);
INSERT VERTEX movie(title, year, genre) VALUES "Night Train":("Night Train", 1999, "drama");
INSERT EDGE acted_in(role) VALUES "Ada Lind"->"Night Train":("Mara"), "林雨晴"->"Night Train":("Lu");
"""
NAMES = ("Ada Lind", "林雨晴", "Night Train")
VALUES = ("drama",)


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> object:
    folder = write_graphs(tmp_path_factory.mktemp("graphs"), {"films": GRAPH})
    return load_space_schema(folder, "films")


def links(question: str) -> list[Link]:
    """What a linker finds: every stored name (a vertex) and stored value written in the question."""
    out: list[Link] = []
    kinds: list[tuple[str, LinkKind]] = [*((n, "vertex") for n in NAMES), *((v, "value") for v in VALUES)]
    for text, kind in kinds:
        at = question.lower().find(text.lower())
        if at >= 0:
            out.append(Link(text, kind, at, at + len(text)))
    return out


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("What is Ada Lind's phone number?", "phone"),
        ("What is the salary of Ada Lind?", "salary"),
        ("Who is Ada Lind's dentist?", "dentist"),
        ("what's ada lind's email address", "email address"),  # the reason quotes the asked phrase
        ("Ada Lind的工资是多少？", "工资"),
        ("林雨晴的电话号码是什么？", "电话"),
        ("Night Train的导演的电话号码是多少？", "电话"),
    ],
)
def test_refuses_what_the_graph_does_not_hold(space: object, question: str, word: str) -> None:
    verdict = answerability(question, space, links(question))  # type: ignore[arg-type]
    assert not verdict.answerable
    assert verdict.reason.startswith(f"{word!r} matches no property or relation of the graph 'films'")


@pytest.mark.parametrize(
    "question",
    [
        "How old is Ada Lind?",  # no attribute in the asked position
        "What is Ada Lind's age?",  # a property
        "What is the title of Night Train?",
        "Who are Night Train's actors?",  # a tag
        "What was Ada Lind's role in Night Train?",  # an edge property
        "Which of Ada Lind's drama films came out in 1999?",  # a stored value, then a tag
        "What is Ada Lind's 1999 movie?",  # a number is never the asked word
        "Tell me Ada Lind's details",  # the language of questions
        "林雨晴的信息是什么？",
        "林雨晴和Ada Lind是什么关系？",
        "林雨晴的年龄是多少？",  # glossary: 年龄 → age
        "林雨晴的嘟叽是什么？",  # a Chinese word r3 cannot read: never a refusal
        "What is Ada Lind's agee?",  # a typo of a property
        "What is the weather of the week?",  # no entity asked of (and not about the graph: other rule)
    ],
)
def test_does_not_refuse_filter_values_names_or_question_words(space: object, question: str) -> None:
    verdict = answerability(question, space, links(question))  # type: ignore[arg-type]
    if "weather" in question:
        assert not verdict.answerable and "names nothing" in verdict.reason
    else:
        assert verdict.answerable, verdict.reason


def test_aliases_and_the_lexicon_name_items(space: object) -> None:
    question = "What is Ada Lind's shoe size?"
    assert not answerability(question, space, links(question)).answerable  # type: ignore[arg-type]
    aliases = Aliases.from_mapping({"actor.age": ["shoe size"]}, space)  # type: ignore[arg-type]
    assert answerability(question, space, links(question), aliases=aliases).answerable  # type: ignore[arg-type]
    lexicon = {"shoe": {"prop:actor.age": 0.9}}
    assert answerability(question, space, links(question), lexicon=lambda t: lexicon.get(t, {})).answerable  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("What is Ada Lind's phone number?", ["phone"]),
        ("What is Ada Lind's team in 2019?", ["team"]),
        ("What is the home city of Ada Lind?", ["home", "city"]),
        ("Ada Lind的电话号码是多少", ["电话"]),
        ("Ada Lind acted in what?", []),
    ],
)
def test_asked_words_are_the_attribute_position(question: str, asked: list[str]) -> None:
    assert [w.text for w in asked_words(question, links(question))] == asked


def test_the_pipeline_refuses_before_running_anything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    folder = write_graphs(tmp_path, {"films": GRAPH}) / "films"
    config = {
        "name": "test",
        "reranker": {"kind": "none"},
        "rewriter": {"kind": "offline"},
        "refiner": {"kind": "model", "model": "fake:echo"},
        "repair": {"retries": 0},
        "synth_demos": False,
    }
    query = 'MATCH (v:actor) WHERE id(v) == "Ada Lind" RETURN v.actor.age'
    with Pipeline(build_config(config), models={"refiner": FakeModel(default=query)}) as p:
        refused = p.ask("What is Ada Lind's phone number?", graph=str(folder))
        answered = p.ask("What is Ada Lind's age?", graph=str(folder))
    assert refused.status == "unanswerable" and refused.query == "" and not refused.trace.attempts
    assert "'phone'" in (refused.error or "") and refused.confidence == 0.0
    assert answered.status in ("ok", "uncertain") and answered.rows == [(40,)]
