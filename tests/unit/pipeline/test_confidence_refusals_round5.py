"""Refusals, round 5: what is asked of a vertex is read past an operator word leading the
phrase (the *top* speed of X) and past ``who is X <participle>``; an ``-ed`` word WordNet knows
as a base form (speed) is a plain word; a question whose every naming word names only what
other kinds of things hold — nothing one walk away from the vertex's tag — is refused (a
relation between people asked of a boat); and a modifier that is one part of a compound
property name (service → ``service_years``) keeps the asked phrase answerable.

The graph is built here (people who sail boats and mentor each other, marinas; a Chinese
comment on the mentoring edge's property). Each row says whether it reads the lexical index (WordNet
lemmas); the others run with it switched off (``R3_LEXICAL=off``).
"""

from __future__ import annotations

import pytest
from helpers import write_graphs

from r3.contracts.schema import SpaceSchema
from r3.lexical import default_index
from r3.pipeline.confidence import answerability
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE fjord (vid_type = FIXED_STRING(32));
USE fjord;
CREATE TAG person(name string, born int);
CREATE TAG marina(name string, city string);
CREATE TAG boat(name string, length double, service_years int COMMENT "years in use");
CREATE EDGE mentors(since int COMMENT "师傅收徒弟的年份");
CREATE EDGE sails(since int);
CREATE EDGE moored_at(berth int);
INSERT VERTEX person(name, born) VALUES "p1":("Ann Berg", 1980), "p2":("Bo Lund", 1990);
INSERT VERTEX marina(name, city) VALUES "m1":("North Marina", "Oslo");
INSERT VERTEX boat(name, length, service_years) VALUES "b1":("Harbour Star", 12.5, 9);
INSERT EDGE mentors(since) VALUES "p1"->"p2":(2012);
INSERT EDGE sails(since) VALUES "p1"->"b1":(2018);
INSERT EDGE moored_at(berth) VALUES "b1"->"m1":(7);
"""
#: name → (vid, tag)
NAMES = {
    "Ann Berg": ("p1", "person"),
    "Bo Lund": ("p2", "person"),
    "North Marina": ("m1", "marina"),
    "Harbour Star": ("b1", "boat"),
}


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> SpaceSchema:
    tmp = tmp_path_factory.mktemp("refusals5")
    folder = write_graphs(tmp, {"fjord": GRAPH}) / "fjord"
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    with Pipeline(config) as p:
        return p.schema("fjord", graph=str(folder))


def _links(question: str) -> list[Link]:
    """The stored names of the question as a linker would hand them over (exact matches)."""
    return [
        Link(vid, "vertex", at, at + len(name), matched=name, tags=(tag,))
        for name, (vid, tag) in NAMES.items()
        if (at := question.find(name)) >= 0
    ]


def _verdict(request: pytest.FixtureRequest, space: SpaceSchema, question: str, index: bool) -> bool:
    monkeypatch = request.getfixturevalue("monkeypatch")
    if index:
        request.getfixturevalue("user_model_cache")  # where `r3 models fetch lexicon` put it
    if index and default_index() is None:
        pytest.skip("the lexical index is not built (r3 models fetch lexicon)")
    if not index:
        monkeypatch.setenv("R3_LEXICAL", "off")
    return answerability(question, space, _links(question)).answerable


# (question, reads the lexical index, why) — each must be refused.
REFUSED = [
    # an operator word leading the asked phrase qualifies it: speed is asked
    ("What is the top speed of Harbour Star?", False, "top leads the phrase; speed is asked"),
    # an -ed word WordNet knows as its own base is a plain word (entity + nothing else named)
    ("How much speed does Harbour Star have?", True, "speed is no verb form"),
    # who is X <participle> (to): the participle is asked
    ("Who is Ann Berg married to?", False, "the participle after who is X"),
    # the question's naming words name only what other kinds of things hold
    ("Harbour Star的徒弟有哪些？", False, "a relation between people asked of a boat (Chinese comment)"),
    ("Who mentored Harbour Star?", False, "a relation between people asked of a boat (who <verb> X)"),
    ("What is North Marina's mentor?", False, "a relation word naming an edge that misses the marina"),
    # a modifier naming a whole one-word property does not save an unknown head
    ("What is the fuel consumption of Harbour Star?", False, "fuel is no part of a compound name"),
]

# (question, reads the lexical index, why) — each must stay answerable.
ANSWERABLE = [
    ("Who mentored Bo Lund?", False, "the relation between people asked of a person"),
    ("Bo Lund的师傅是谁？", False, "the comment's role word asked of a person"),
    ("Who sails Harbour Star?", False, "an edge of the boat's own"),
    ("Who mentors the sailor of Harbour Star?", False, "a walk on: sails reaches the boat"),
    ("Where is the marina of Harbour Star?", False, "another tag named"),
    # one part of a compound property name, and another word for its other part
    ("What is the service life of Harbour Star?", False, "service is one part of service_years"),
    ("What is the top length of Harbour Star?", False, "top leads the phrase; length is the boat's"),
    # session 6: an age asked of a birth year; the query language's network / apart
    ("Ann Berg和Bo Lund谁年纪大？", False, "年纪 asks an age of born"),
    ("show me Ann Berg's network", False, "network is the query language's neighbourhood"),
    ("how many hops apart are Ann Berg and Bo Lund", False, "apart is the query language's distance"),
]


@pytest.mark.parametrize(("question", "index", "why"), REFUSED)
def test_refused(
    request: pytest.FixtureRequest, space: SpaceSchema, question: str, index: bool, why: str
) -> None:
    assert not _verdict(request, space, question, index), why


@pytest.mark.parametrize(("question", "index", "why"), ANSWERABLE)
def test_answerable(
    request: pytest.FixtureRequest, space: SpaceSchema, question: str, index: bool, why: str
) -> None:
    assert _verdict(request, space, question, index), why


def test_a_fuzzy_link_keeps_the_other_kind_rule_out(
    space: SpaceSchema, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A name the linker only guessed may be a word of the question taken for a name: the rule
    for another kind's relation needs exact links."""
    monkeypatch.setenv("R3_LEXICAL", "off")
    question = "Who mentored Harbour Star?"
    at = question.find("Harbour Star")
    fuzzy = [Link("b1", "vertex", at, at + 12, matched="Harbour Star", tags=("boat",), exact=False)]
    assert answerability(question, space, fuzzy).answerable
