"""What a question asks of a named entity, and the facts that say an answer may be wrong (en/zh).

The graph is built here (people who know each other, work at companies and belong to
teams); the lexical index is switched off unless a row says it needs it, so the query
language's own words and the schema's names decide.
"""

from __future__ import annotations

import pytest
from helpers import write_graphs

from r3.contracts.schema import SpaceSchema
from r3.lexical import default_index
from r3.pipeline.confidence import CheckFacts, answerability, content_words, gather, one_way_same_tag
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE crew (vid_type = FIXED_STRING(32));
USE crew;
CREATE TAG person(name string, age int);
CREATE TAG company(name string, city string);
CREATE EDGE knows();
CREATE EDGE works_at(since int);
CREATE EDGE wrote(year int);
INSERT VERTEX person(name, age) VALUES "p1":("Ada Lind", 40), "p2":("Bo Chen", 31);
INSERT VERTEX company(name, city) VALUES "c1":("Acme", "Oslo");
INSERT EDGE knows() VALUES "p1"->"p2":();
INSERT EDGE works_at(since) VALUES "p1"->"c1":(2019);
"""
NAMES = {"Ada Lind": "p1", "Bo Chen": "p2", "Acme": "c1"}
#: The tests that read the lexical index (skipped without it).
NEEDS_INDEX = {"test_words_meet_schema_names_through_their_lemmas"}


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> SpaceSchema:
    tmp = tmp_path_factory.mktemp("asked")
    folder = write_graphs(tmp, {"crew": GRAPH}) / "crew"
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    with Pipeline(config) as p:
        return p.schema("crew", graph=str(folder))


@pytest.fixture(autouse=True)
def _no_lexical_index(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    if request.function.__name__ not in NEEDS_INDEX:
        monkeypatch.setenv("R3_LEXICAL", "off")


def _links(question: str, *, fuzzy: str = "", cut: str = "") -> list[Link]:
    """The stored names of the question as a linker would hand them over; ``fuzzy``: a word the
    linker only guessed a name for; ``cut``: a name linked by its first word only."""
    out = [
        Link(vid, "vertex", at, at + len(name), matched=name)
        for name, vid in NAMES.items()
        if (at := question.find(name)) >= 0
    ]
    if fuzzy:
        at = question.find(fuzzy)
        out.append(Link("c1", "vertex", at, at + len(fuzzy), score=0.6, exact=False, matched="Acme"))
    if cut:
        at = question.find(cut)
        out.append(Link("p1", "vertex", at, at + len(cut), score=0.6, exact=False, matched="Ada Lind"))
    if (at := question.find("bo chens")) >= 0:  # a lower-case name typed with a bare possessive
        out.append(Link("p2", "vertex", at, at + len("bo chens"), score=0.8, exact=False, matched="Bo Chen"))
    return out


@pytest.mark.parametrize(
    ("question", "word", "fuzzy", "cut"),
    [
        ("What is Ada Lind's phone number?", "phone", "phone", ""),  # a guessed name asks nothing
        ("Bo Chen的ISBN是多少？", "isbn", "", ""),  # a Latin word after 的
        ("Weather forecast for Acme tomorrow?", "weather", "", ""),  # '<words> for X' opening the question
        ("what's ada lind's phone number", "phone", "", "ada"),  # the linker took the first name only
        ("whats bo chens phone number", "phone", "", ""),  # a possessive typed without its apostrophe
    ],
)
def test_asked_attributes_the_graph_lacks_are_refused(
    space: SpaceSchema, question: str, word: str, fuzzy: str, cut: str
) -> None:
    verdict = answerability(question, space, _links(question, fuzzy=fuzzy, cut=cut))
    assert not verdict.answerable
    # The reason names the asked phrase that found nothing ('weather forecast').
    assert word in verdict.reason.split("'")[1].split()


@pytest.mark.parametrize(
    "question",
    [
        "What are Ada Lind's teams?",  # a group word asks a walk, whatever the edge is called
        "Which club is Bo Chen in?",
        "Ada Lind的团队有哪些？",
        "What is the age of Ada Lind?",
        "Bo Chen的age是多少？",  # a Latin schema word after 的
    ],
)
def test_relation_and_schema_words_in_the_asked_position_are_answerable(
    space: SpaceSchema, question: str
) -> None:
    verdict = answerability(question, space, _links(question))
    assert verdict.answerable, verdict.reason


def test_a_stored_name_linked_exactly_in_the_asked_position_is_asked_about(space: SpaceSchema) -> None:
    question = "What is Ada Lind's Acme?"
    assert answerability(question, space, _links(question)).answerable


@pytest.mark.parametrize(
    ("query", "one_way"),
    [
        ("MATCH (a:person)-[e:knows]->(b:person) RETURN b", True),
        ("MATCH (a:person)<-[:knows]-(b:person) RETURN b", True),
        ("MATCH (a:person)-[e:knows]-(b:person) RETURN b", False),  # both ways: no guess
        ("MATCH (a:person)-[e:works_at]->(c:company) RETURN c", False),  # two tags: the types say
        ("MATCH (a:person)-[:works_at]->(:company)<-[:works_at]-(b:person) RETURN b", False),
    ],
)
def test_one_way_walks_between_vertices_of_one_tag(query: str, one_way: bool) -> None:
    assert one_way_same_tag(query) is one_way


@pytest.mark.parametrize(
    ("question", "absent"),
    [
        ("Which people never worked at Acme before 2019?", {"never", "before"}),
        ("Who else knows Bo Chen, besides the others?", {"else", "others"}),
        ("Who aren't working at Acme?", {"aren't"}),
    ],
)
def test_query_language_words_are_no_content_words(question: str, absent: set[str]) -> None:
    words = {w.text for w in content_words(question)}
    assert not (words & absent), words


def test_a_relation_word_is_covered_by_any_walk(space: SpaceSchema) -> None:
    question = "Who are Ada Lind's colleagues?"
    walk = 'MATCH (a:person)-[:works_at]->(:company)<-[:works_at]-(b:person) WHERE id(a) == "p1" RETURN b.person.name'
    lookup = 'MATCH (a:person) WHERE id(a) == "p1" RETURN a.person.name'
    checks = CheckFacts(ran=True, rows=1, values=[("Bo Chen",)])
    assert "colleagues" not in gather(question, space, walk, links=_links(question), checks=checks).missing
    assert "colleagues" in gather(question, space, lookup, links=_links(question), checks=checks).missing


@pytest.mark.parametrize(
    ("question", "query"),
    [
        ("What did Ada Lind write?", 'MATCH (a:person)-[:wrote]->(b) WHERE id(a) == "p1" RETURN b'),
        ("Who knew Bo Chen?", 'MATCH (a:person)-[:knows]->(b:person) WHERE id(b) == "p2" RETURN a'),
    ],
)
def test_words_meet_schema_names_through_their_lemmas(space: SpaceSchema, question: str, query: str) -> None:
    if default_index() is None:
        pytest.skip("the lexical index is not built (r3 models fetch lexicon)")
    facts = gather(question, space, query, links=_links(question), checks=CheckFacts(ran=True, rows=1))
    assert not facts.missing, facts.missing
