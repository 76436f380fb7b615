"""Refusals, round 4: rules that carry over to new graphs — English words meet a schema's
Chinese comments through their glosses, derived forms meet the schema's words, a named
entity with no other word naming anything is refused, what is asked of a vertex is read
against its own tag, and a Chinese asked phrase is cut before 多少/几 and read with a nominal
suffix (手机+号).

The graph is built here (people who sail boats, marinas, clubs; Chinese comments on some
names). Each row says whether it reads the lexical index (CC-CEDICT glosses, WordNet
lemmas); the others run with it switched off (``R3_LEXICAL=off``), so only the query
language's words, the schema's names and the rules decide.
"""

from __future__ import annotations

import pytest
from helpers import write_graphs

from r3.contracts.schema import SpaceSchema
from r3.lexical import default_index
from r3.pipeline.confidence import answerability
from r3.pipeline.confidence.words import derivation_root, same_root
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE regatta (vid_type = FIXED_STRING(32));
USE regatta;
CREATE TAG person(name string, born int, role string COMMENT "位置：舵手/鼓手");
CREATE TAG marina(name string, city string, opened int);
CREATE TAG club(name string, founded int);
CREATE TAG boat(name string, length double);
CREATE EDGE trained(year int);
CREATE EDGE mentors(since int COMMENT "师傅收徒弟的年份");
CREATE EDGE sails(since int);
CREATE EDGE moored_at(berth int);
CREATE EDGE member_of();
INSERT VERTEX person(name, born, role) VALUES "p1":("Ann Berg", 1980, "鼓手"), "p2":("Bo Lund", 1990, "舵手");
INSERT VERTEX marina(name, city, opened) VALUES "m1":("North Marina", "Oslo", 1960);
INSERT VERTEX club(name, founded) VALUES "c1":("Sea Club", 1901);
INSERT VERTEX boat(name, length) VALUES "b1":("Harbour Star", 12.5);
INSERT EDGE trained(year) VALUES "p1"->"p2":(2015);
INSERT EDGE mentors(since) VALUES "p1"->"p2":(2012);
INSERT EDGE sails(since) VALUES "p1"->"b1":(2018);
INSERT EDGE moored_at(berth) VALUES "b1"->"m1":(7);
INSERT EDGE member_of() VALUES "p1"->"c1":();
"""
#: name → (vid, tag)
NAMES = {
    "Ann Berg": ("p1", "person"),
    "Bo Lund": ("p2", "person"),
    "North Marina": ("m1", "marina"),
    "Sea Club": ("c1", "club"),
    "Harbour Star": ("b1", "boat"),
}
VALUES = {"Oslo": "marina.city"}


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> SpaceSchema:
    tmp = tmp_path_factory.mktemp("refusals4")
    folder = write_graphs(tmp, {"regatta": GRAPH}) / "regatta"
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    with Pipeline(config) as p:
        return p.schema("regatta", graph=str(folder))


def _links(question: str) -> list[Link]:
    """The stored names and values of the question as a linker would hand them over."""
    out = [
        Link(vid, "vertex", at, at + len(name), matched=name, tags=(tag,))
        for name, (vid, tag) in NAMES.items()
        if (at := question.find(name)) >= 0
    ]
    for value, prop in VALUES.items():
        if (at := question.find(value)) >= 0:
            tag, _, name = prop.partition(".")
            out.append(Link(value, "value", at, at + len(value), schema=tag, prop=name))
    return out


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
    # a named entity, and no other word names anything the graph holds (plain English nouns)
    ("How much does a night at North Marina cost?", False, "entity + nothing named"),
    ("Does North Marina have wifi?", False, "entity + nothing named"),
    ("Where did Ann Berg go to university?", False, "entity + nothing named"),
    # what is asked of a vertex is another tag's property: founded is a club's, not a marina's
    ("Who is the founder of North Marina?", False, "another tag's property"),
    ("North Marina的创始人是谁？", True, "another tag's property, through its gloss (founder)"),
    # an edge whose known endpoints miss the entity's tag is no walk out of it (berth: a boat's)
    ("What is Ann Berg's berth?", False, "an edge property the entity's edges lack"),
    # a Chinese asked phrase ends before 多少 / 几 (门票 is asked, not 门票多少钱)
    ("North Marina的门票多少钱？", True, "the asked phrase cut before 多少"),
    # a dictionary word and a nominal suffix is understood (手机 + 号), and names nothing
    ("Ann Berg的手机号是多少？", True, "a Chinese word with a nominal suffix"),
    # only a stored value named, and a compound of dictionary words (明天 + 天气) that names nothing
    ("Oslo明天天气怎么样？", True, "a compound read where nothing is asked of an entity"),
]

# (question, reads the lexical index, why) — each must stay answerable.
ANSWERABLE = [
    # an English word meets a Chinese comment through its CC-CEDICT gloss
    ("Who are the drummers?", True, "鼓手 glossed drummer (a listed category value)"),
    ("Who is Bo Lund's master?", True, "师傅 glossed master (an edge property's comment)"),
    # a Chinese word meets an English schema name through its own gloss
    ("Bo Lund的教练是谁？", True, "教练 glossed trainer ~ trained"),
    # derived forms of a schema word (the prefix rule misses short roots: sail), with no entity
    # named (where a misspelling is not looked for)
    ("List the sailors.", False, "sailor ~ sails"),
    ("Who is Harbour Star's sailor?", False, "sailor ~ sails (or a misspelling of it)"),
    # a phrasal verb may be the relation in other words
    ("When did Harbour Star come out?", False, "a particle after the word: a verb"),
    ("Who looks after Harbour Star?", True, "an inflected verb (looks)"),
    # a quoted text may be a relation's own name
    ("Who has a 'rivalry' with Ann Berg?", False, "a quoted word"),
    # the entity's own property; another tag's once the question names that tag
    ("When was Sea Club founded?", False, "the club's own property"),
    ("When was the club of Ann Berg founded?", False, "a tag named: its properties may be asked"),
    ("When did North Marina open?", False, "opened ~ open"),
    ("What is Harbour Star's berth?", False, "an edge property of the boat's own edge"),
    # a compound asked of an entity may name a property in parts: not judged whole
    ("Ann Berg的逝世日期是什么？", True, "a compound asked of an entity"),
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


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("sailor", "sail", True),
        ("coach", "coached", True),
        ("designers", "designed", True),
        ("difficult", "difficulty", True),
        ("origin", "originate", True),
        ("payer", "player", False),
        ("station", "state", False),
        ("night", "nigh", False),
    ],
)
def test_same_root(a: str, b: str, same: bool) -> None:
    assert same_root(a, b) is same, (derivation_root(a), derivation_root(b))
