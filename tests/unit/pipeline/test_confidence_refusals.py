"""Refusals that do not misfire, and the asks an answer can be checked against (en/zh).

The graph is built here (people who know each other and work at companies); no lexical index
is read (the cache is a fresh folder), so only the query language's own words and the schema's
names decide — what a user without ``r3 models fetch lexicon`` gets.
"""

from __future__ import annotations

import pytest
from helpers import write_graphs

from r3.contracts.schema import SpaceSchema
from r3.pipeline.confidence import answer_kind_mismatch, answerability, unmet_asks
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE people (vid_type = FIXED_STRING(32));
USE people;
CREATE TAG person(name string, age int);
CREATE TAG company(name string, city string);
CREATE EDGE knows();
CREATE EDGE works_at(since int);
INSERT VERTEX person(name, age) VALUES "Ada Lind":("Ada Lind", 40), "Bo Chen":("Bo Chen", 31);
INSERT VERTEX company(name, city) VALUES "Acme":("Acme", "Oslo");
INSERT EDGE knows() VALUES "Ada Lind"->"Bo Chen":();
INSERT EDGE works_at(since) VALUES "Ada Lind"->"Acme":(2019);
"""
NAMES = ("Ada Lind", "Bo Chen", "Acme")


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> SpaceSchema:
    tmp = tmp_path_factory.mktemp("refusals")
    folder = write_graphs(tmp, {"people": GRAPH}) / "people"
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    with Pipeline(config) as p:
        return p.schema("people", graph=str(folder))


@pytest.fixture(autouse=True)
def _no_lexical_index(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_LEXICAL", "off")


def _links(question: str) -> list[Link]:
    """The stored names of the question as a linker would hand them over."""
    out: list[Link] = []
    for name in NAMES:
        at = question.find(name)
        if at >= 0:
            out.append(Link(name, "vertex", at, at + len(name)))
    return out


@pytest.mark.parametrize(
    "question",
    [
        "Who are Ada Lind's friends?",  # knows: a relation word, not a schema word
        "Who are the friends of Bo Chen?",
        "What is Ada Lind's employer?",  # works_at
        "Who is Bo Chen's boss?",
        "Who are the colleagues of Ada Lind?",
        "Who is on the staff of Acme?",
        "How old is Ada Lind?",  # old → age (the glossary)
        "Where is Acme located? Which city?",
        "Ada Lind的朋友有哪些？",
        "Ada Lind的同事是谁？",
        "Bo Chen的上司是谁？",
        "Acme的员工有哪些？",
    ],
)
def test_relation_words_and_schema_words_are_answerable(space: SpaceSchema, question: str) -> None:
    verdict = answerability(question, space, _links(question))
    assert verdict.answerable, verdict.reason


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("What is Ada Lind's phone number?", "phone"),
        ("What is the salary of Bo Chen?", "salary"),
        ("Who is the dentist of Ada Lind?", "dentist"),
        ("Who is Ada Lind's spouse?", "spouse"),  # a specific relation, not a generic role
        ("What is Ada Lind's home address?", "home"),  # the head is 'address': 'home' speaks for nothing
        ("How tall is Bo Chen?", "tall"),
        ("Where was Ada Lind born?", "born"),
        ("Ada Lind的工资是多少？", "工资"),
        ("Bo Chen的电话号码是什么？", "电话"),
    ],
)
def test_attributes_the_graph_lacks_are_refused_naming_the_word(
    space: SpaceSchema, question: str, word: str
) -> None:
    verdict = answerability(question, space, _links(question))
    assert not verdict.answerable
    # The reason names the asked phrase that found nothing ('home address').
    assert word in verdict.reason.split("'")[1].split()


def test_a_query_language_word_that_is_a_schema_name_is_no_refusal(space: SpaceSchema) -> None:
    # "knows" is no content word the cut keeps ("know" is plain English), yet it names the edge.
    assert answerability("Who knows whom?", space, []).answerable
    assert not answerability("What is the weather today?", space, []).answerable


@pytest.mark.parametrize(
    ("question", "query", "unmet"),
    [
        ("How many people does Ada Lind know?", "MATCH (a)-[:knows]->(b) RETURN b", ("count",)),
        ("How many people does Ada Lind know?", "MATCH (a)-[:knows]->(b) RETURN count(b)", ()),
        ("Ada Lind认识几个人？", "MATCH (a)-[:knows]->(b) RETURN b", ("count",)),
        ("Ada Lind的年龄是多少？", "MATCH (a) RETURN a.person.age", ()),  # 多少 alone asks a value
        ("Who is the oldest person?", "MATCH (a:person) RETURN a.person.name", ("extreme",)),
        ("谁年龄最大？", "MATCH (a:person) RETURN a ORDER BY a.person.age DESC LIMIT 1", ()),
        ("Who does not know Bo Chen?", "MATCH (a:person) RETURN a", ("negation",)),
        ("哪些人没有工作？", "MATCH (a:person) WHERE NOT (a)-[:works_at]->() RETURN a", ()),
        (
            "What is the average age per company?",
            "MATCH (a)-[:works_at]->(c) RETURN c, a",
            ("average", "group"),
        ),
    ],
)
def test_unmet_asks(question: str, query: str, unmet: tuple[str, ...]) -> None:
    assert unmet_asks(question, query) == unmet


@pytest.mark.parametrize(
    ("question", "rows", "mismatch"),
    [
        ("How many people does Ada Lind know?", [(1,)], False),
        ("How many people does Ada Lind know?", [("Bo Chen",)], True),
        ("Ada Lind认识几个人？", [("Bo Chen",), ("Cy",)], True),
        ("Who does Ada Lind know?", [("Bo Chen",)], False),
        ("Who does Ada Lind know?", [(31,)], True),
        ("谁认识Bo Chen？", [(40,)], True),
        ("Since which year does Ada Lind work at Acme?", [(2019,)], False),
        ("When did Ada Lind join Acme?", [("Acme",)], True),
        ("Ada Lind哪一年加入Acme？", [(2019,)], False),
        ("What is Ada Lind's age?", [("forty",)], False),  # no kind asked: nothing to hold against
    ],
)
def test_answer_kind_mismatch(question: str, rows: list[tuple[object, ...]], mismatch: bool) -> None:
    assert answer_kind_mismatch(question, rows) is mismatch
