"""Refusals, round 6: a schema read from a server (no edge endpoints seen in data) takes them
from the edge's comment (``A -> B`` between tags, by name or by a Chinese comment's head), so
the rule for another kind's relation fires there too; ``who <verb> X?`` asks the verb (a past
form of no common verb, nothing after the name); a role word asked with no 的 or possessive
(X带过哪些徒弟) is what is asked; ``how <adjective> is X`` is answered by the attribute WordNet
gives the adjective (long → length ~ ``distance``) or, for a bare size, by any number of the
tag; a time head after a schema word's derivation (opening years ~ ``opened``) asks that
property; a typo keeps the word's length (mentor ≁ ``metr``), two swapped letters are one;
``X(附近)有什么<noun>`` asks the noun; a time of day (几点, "what time") is refused on a graph
that holds none; a Chinese word of dictionary words and one last known character (明天会) is
read whole where only stored values are named.

The graph is built here (gardeners who mentor each other and grow plants in greenhouses, walking
trails), then its endpoints are dropped, as a NebulaGraph server's schema has none. Each row
says whether it reads the lexical index (WordNet lemmas and attributes); the others run with it
switched off (``R3_LEXICAL=off``).
"""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest
from helpers import write_graphs

from r3.contracts.schema import SpaceSchema
from r3.lexical import default_index
from r3.pipeline.confidence import answerability
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

#: The module (the package's ``answerability`` name is the function).
rules = importlib.import_module("r3.pipeline.confidence.answerability")

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE orchard (vid_type = FIXED_STRING(32));
USE orchard;
CREATE TAG gardener(name string, born int);
CREATE TAG plant(name string);
CREATE TAG greenhouse(name string, town string, area double COMMENT "square metres", opened int);
CREATE TAG trail(name string, distance double COMMENT "km per loop");
CREATE EDGE mentors(since int);
CREATE EDGE grows(beds int);
CREATE EDGE housed_in();
CREATE EDGE walks();
INSERT VERTEX gardener(name, born) VALUES "g1":("Ann Lee", 1970), "g2":("Bo Ma", 1990);
INSERT VERTEX plant(name) VALUES "p1":("Blue Fern");
INSERT VERTEX greenhouse(name, town, area, opened) VALUES "h1":("Glasshouse One", "上海", 420.0, 1998), "h2":("Palm House", "上海", 900.0, 2004);
INSERT VERTEX trail(name, distance) VALUES "t1":("Ridge Loop", 7.5);
INSERT EDGE mentors(since) VALUES "g1"->"g2":(2012);
INSERT EDGE grows(beds) VALUES "g1"->"p1":(3), "g2"->"p1":(1);
INSERT EDGE housed_in() VALUES "p1"->"h1":();
INSERT EDGE walks() VALUES "g1"->"t1":();
"""
#: The tags' and edges' comments, as a server's schema carries them (set on the schema read here).
COMMENTS = {
    "gardener": "园丁",
    "plant": "植物",
    "greenhouse": "温室",
    "mentors": "师傅 -> 徒弟（园丁 -> 园丁）",
    "grows": "gardener -> plant",
    "housed_in": "植物 -> 所在温室",
    "walks": "who walks which trail",
}
#: name → (vid, tag)
NAMES = {
    "Ann Lee": ("g1", "gardener"),
    "Bo Ma": ("g2", "gardener"),
    "Blue Fern": ("p1", "plant"),
    "Glasshouse One": ("h1", "greenhouse"),
    "Palm House": ("h2", "greenhouse"),
    "Ridge Loop": ("t1", "trail"),
}


@pytest.fixture(scope="module")
def embedded(tmp_path_factory: pytest.TempPathFactory) -> SpaceSchema:
    """The schema as the pipeline reads it off an embedded graph (endpoints from the data)."""
    tmp = tmp_path_factory.mktemp("refusals6")
    folder = write_graphs(tmp, {"orchard": GRAPH}) / "orchard"
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    with Pipeline(config) as p:
        schema = p.schema("orchard", graph=str(folder))
    return replace(
        schema,
        tags={n: replace(t, comment=COMMENTS.get(n)) for n, t in schema.tags.items()},
        edges={n: replace(e, comment=COMMENTS.get(n)) for n, e in schema.edges.items()},
    )


@pytest.fixture(scope="module")
def space(embedded: SpaceSchema) -> SpaceSchema:
    """The same schema with no endpoints (a server's: nothing read from the data)."""
    return replace(embedded, edges={n: replace(e, endpoints=[]) for n, e in embedded.edges.items()})


#: stored value → (tag, property)
VALUES = {"上海": ("greenhouse", "town")}


def _links(question: str) -> list[Link]:
    """The stored names and values of the question as a linker would hand them over (exact)."""
    vertices = [
        Link(vid, "vertex", at, at + len(name), matched=name, tags=(tag,))
        for name, (vid, tag) in NAMES.items()
        if (at := question.find(name)) >= 0
    ]
    values = [
        Link(value, "value", at, at + len(value), schema=tag, prop=prop)
        for value, (tag, prop) in VALUES.items()
        if (at := question.find(value)) >= 0
    ]
    return [*vertices, *values]


def _verdict(request: pytest.FixtureRequest, space: SpaceSchema, question: str, index: bool) -> bool:
    monkeypatch = request.getfixturevalue("monkeypatch")
    if index:
        request.getfixturevalue("user_model_cache")  # where `r3 models fetch lexicon` put it
    if index and default_index() is None:
        pytest.skip("the lexical index is not built (r3 models fetch lexicon)")
    if not index:
        monkeypatch.setenv("R3_LEXICAL", "off")
    return answerability(question, space, _links(question)).answerable


# (edge, the endpoints its comment gives) — on the schema without endpoints.
COMMENT_ENDPOINTS = [
    ("mentors", [("gardener", "gardener")]),  # the roles' pair names no tag; the one in brackets does
    ("grows", [("gardener", "plant")]),  # tag names
    ("housed_in", [("plant", "greenhouse")]),  # Chinese comment heads: 所在温室 ends in 温室
    ("walks", []),  # no arrow: every tag may be its end
]


@pytest.mark.parametrize(("edge", "expected"), COMMENT_ENDPOINTS)
def test_endpoints_from_the_comment(
    space: SpaceSchema, monkeypatch: pytest.MonkeyPatch, edge: str, expected: list[tuple[str, str]]
) -> None:
    monkeypatch.setenv("R3_LEXICAL", "off")
    assert rules.with_comment_endpoints(space).edges[edge].endpoints == expected


def test_endpoints_read_from_the_data_are_kept(embedded: SpaceSchema) -> None:
    """An edge whose endpoints the data gave keeps them: the comment only fills a gap."""
    data = {n: list(e.endpoints) for n, e in embedded.edges.items()}
    assert {n: list(e.endpoints) for n, e in rules.with_comment_endpoints(embedded).edges.items()} == data


# (question, reads the lexical index, why) — each must be refused.
REFUSED = [
    (
        "Glasshouse One的徒弟有哪些？",
        False,
        "a relation between gardeners asked of a greenhouse (comment endpoints)",
    ),
    ("Who mentored Glasshouse One?", False, "the same in English; mentored is no typo of metr(es)"),
    ("Glasshouse One带过哪些徒弟？", False, "a role word asked with no 的"),
    ("Who repaired Glasshouse One?", True, "who <verb> X: the verb is asked and names nothing"),
    ("Who repaired Ridge Loop?", True, "the same, asked of a tag with no edge of its own in the comments"),
    ("How heavy is Glasshouse One?", True, "heavy asks a weight, which the greenhouse lacks"),
    ("Glasshouse One附近有什么餐厅？", True, "X有什么<noun>: the noun is asked and names nothing"),
    ("Glasshouse One几点关门？", False, "a time of day on a graph holding only years and numbers"),
    ("What time does Palm House open?", False, "the same in English"),
    ("上海明天会下雨吗？", True, "a stored value only; 明天 + 会 + 下雨 are read, none names anything"),
]

# (question, reads the lexical index, why) — each must stay answerable.
ANSWERABLE = [
    ("Who mentored Bo Ma?", False, "the relation between gardeners asked of a gardener"),
    ("Bo Ma的徒弟有哪些？", False, "the comment's role word asked of a gardener"),
    ("Ann Lee带过哪些徒弟？", False, "a role word asked of a gardener with no 的"),
    ("Who grows Blue Fern?", False, "an edge of the plant's own"),
    ("Who visited Glasshouse One?", True, "a common verb may be any relation: not read"),
    ("Who repaired Glasshouse One and Palm House last year?", True, "more than one name: not read"),
    ("How big is Glasshouse One?", True, "a bare size: the greenhouse holds a number (area)"),
    ("How long is Ridge Loop?", True, "long → length ~ distance"),
    ("opening years of Glasshouse One and Palm House", False, "years after a derivation of opened"),
    ("what do Ann Lee and Bo Ma both grwo", False, "two swapped letters: grow(s)"),
    ("Glasshouse One里有哪些植物？", True, "X有哪些<noun>: the noun names a tag"),
    ("Glasshouse One附近有哪些餐厅开着？", True, "a verb after the noun: not read as the asked noun"),
    ("上海有哪些温室？", True, "a stored value and a tag's comment"),
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


# (word, a schema stem, whether the word may be a misspelling of it)
TYPOS = [
    ("mentor", "metr", False),  # ratio 80, two letters longer: no typo
    ("grwo", "grow", True),  # neighbours swapped
    ("agee", "age", True),  # one letter more
    ("wrog", "grow", False),  # not neighbours
]


@pytest.mark.parametrize(("word", "stem", "typo"), TYPOS)
def test_typos_keep_their_length(monkeypatch: pytest.MonkeyPatch, word: str, stem: str, typo: bool) -> None:
    monkeypatch.setenv("R3_LEXICAL", "off")
    word_ = rules.Word(word, 0)
    assert rules._near_schema_word(word_, {stem: {"p:x"}}) is typo


def test_a_time_of_day_is_answered_where_the_graph_holds_one(
    space: SpaceSchema, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The clock rule needs a graph with no time of day: a property commented 开门时间 (or of a
    time type) may hold one, and the question stays answerable."""
    monkeypatch.setenv("R3_LEXICAL", "off")
    house = space.tags["greenhouse"]
    props = [*house.properties, replace(house.properties[0], name="opens", type="string", comment="开门时间")]
    clocked = replace(space, tags={**space.tags, "greenhouse": replace(house, properties=props)})
    for question in ("Glasshouse One几点关门？", "What time does Palm House open?"):
        assert not answerability(question, space, _links(question)).answerable
        assert answerability(question, clocked, _links(question)).answerable
