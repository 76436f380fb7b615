"""Refusals, round 3: the head of an asked phrase decides, a number alone names nothing, a
question that names only stored values and no schema word is refused; a Chinese word is not
judged without the lexical index (nothing refused on it here).

The graph is built here (trucks, drivers, depots); no lexical index is read, so only the
query language's words and the schema's names decide.
"""

from __future__ import annotations

import pytest
from helpers import write_graphs

from r3.contracts.schema import SpaceSchema
from r3.pipeline.confidence import answerability, schema_vocabulary
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE haulage (vid_type = FIXED_STRING(32));
USE haulage;
CREATE TAG truck(name string, fuel string, payload double COMMENT "tons at the last inspection");
CREATE TAG driver(name string, age int);
CREATE TAG depot(name string, city string);
CREATE EDGE drives(since int);
CREATE EDGE based_at();
INSERT VERTEX truck(name, fuel, payload) VALUES "t1":("Truck Seven", "diesel", 12.5);
INSERT VERTEX driver(name, age) VALUES "d1":("Ann Berg", 44);
INSERT VERTEX depot(name, city) VALUES "p1":("North Yard", "Oslo"), "p2":("南区场站", "上海");
INSERT EDGE drives(since) VALUES "d1"->"t1":(2020);
INSERT EDGE based_at() VALUES "t1"->"p1":();
"""
VERTICES = ("Truck Seven", "Ann Berg", "North Yard", "南区场站")
VALUES = ("Oslo", "上海", "diesel")


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> SpaceSchema:
    tmp = tmp_path_factory.mktemp("refusals3")
    folder = write_graphs(tmp, {"haulage": GRAPH}) / "haulage"
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    with Pipeline(config) as p:
        return p.schema("haulage", graph=str(folder))


@pytest.fixture(autouse=True)
def _no_lexical_index(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_LEXICAL", "off")


def _links(question: str) -> list[Link]:
    """The stored names and values of the question as a linker would hand them over."""
    out: list[Link] = []
    for text, kind in [*((v, "vertex") for v in VERTICES), *((v, "value") for v in VALUES)]:
        at = question.find(text)
        if at >= 0:
            out.append(Link(text, kind, at, at + len(text)))  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize(
    ("question", "phrase"),
    [
        # the head names nothing, whatever its modifier names (fuel is a property)
        ("What is the fuel consumption of Truck Seven?", "fuel consumption"),
        ("What is Ann Berg's blood pressure?", "blood pressure"),
        # a number alone names nothing the graph holds
        ("convert 30 celsius to fahrenheit", "celsius"),
        # only stored values named, and no word of the schema
        ("Will it rain in Oslo tomorrow?", "rain"),
    ],
)
def test_refused_naming_the_words(space: SpaceSchema, question: str, phrase: str) -> None:
    verdict = answerability(question, space, _links(question))
    assert not verdict.answerable
    assert phrase in verdict.reason


@pytest.mark.parametrize(
    "question",
    [
        "What fuel does Truck Seven use?",  # the asked word names a property
        "Which of Ann Berg's trucks registered after 2015?",  # a verb ends the run: trucks is the head
        "Which trucks carry more than 30 tons?",  # a number and a schema word
        "Which depots are in Oslo?",  # a value and a tag
        "Which drivers are older than 40?",  # no name: a tag and a number
        "哪些场站在上海？",  # a value and the tag's own word (no lexicon: judged by the schema)
        "How many trucks run on diesel?",
    ],
)
def test_answerable(space: SpaceSchema, question: str) -> None:
    verdict = answerability(question, space, _links(question))
    assert verdict.answerable, verdict.reason


def test_a_comments_stop_and_operator_words_name_nothing(space: SpaceSchema) -> None:
    vocab = schema_vocabulary(space)
    assert "p:payload" in vocab["ton"] or "p:payload" in vocab.get("tons", set())
    assert "p:payload" in vocab["inspection"]
    for word in ("the", "at", "last"):
        assert "p:payload" not in vocab.get(word, set())
