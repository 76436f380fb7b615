"""Confidence, round 4: the content words the composer's chosen reading leaves unexplained
(:mod:`r3.understand.explained`) reach the confidence through the composed answer's
:class:`~r3.pipeline.types.Origin` and become features.

The graph is built here (researchers, projects); no lexical index is read (``R3_LEXICAL=off``),
so the composer's matching rests on the schema's names and comments only: the comment
"grant money" lets "money" and "grant" name ``funding``, "年龄" names ``age``.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers import engine_with

from r3.pipeline.confidence import Facts, features
from r3.pipeline.offline.demos import DemoPool
from r3.pipeline.offline.refiner import OfflineRefiner, RefinerResult
from r3.pipeline.offline.select import Candidate
from r3.pipeline.refiner import OfflineRefinerStage
from r3.pipeline.types import Origin
from r3.understand.cues import question_facts
from r3.understand.explained import Explained, content_words, explained, used_keys
from r3.understand.intent import Anchor, Condition, Hop, Intent, Order
from r3.understand.linking import StoreLinker, as_links, resolve_links
from r3.understand.profile import GraphProfile
from r3.understand.reading import read

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE lab (vid_type = FIXED_STRING(32));
USE lab;
CREATE TAG researcher(name string, age int COMMENT "年龄");
CREATE TAG project(title string, funding double COMMENT "grant money in euros");
CREATE EDGE works_on(since int);
CREATE TAG INDEX researcher_index ON researcher();
CREATE TAG INDEX project_index ON project();
INSERT VERTEX researcher(name, age) VALUES "r1":("Ada Lind", 41), "r2":("Bo Chen", 35);
INSERT VERTEX project(title, funding) VALUES "p1":("Deep Sea", 120000.0), "p2":("Cold Star", 90000.0);
INSERT EDGE works_on(since) VALUES "r1"->"p1":(2019), "r2"->"p1":(2020), "r2"->"p2":(2021);
"""

ADA = Anchor("r1", "researcher", "name", "Ada Lind")
BO = Anchor("r2", "researcher", "name", "Bo Chen")
SEA = Anchor("p1", "project", "title", "Deep Sea")
#: The readings a row chooses from (hand-written: the test decides which one was chosen).
FUNDING = Intent(target="project", anchors=(SEA,), returns=("funding",))
WORKERS = Intent(target="researcher", anchors=(SEA,), hops=(Hop("works_on", "in", "researcher"),))
AGE = Intent(target="researcher", anchors=(ADA,), returns=("age",))
PROJECTS = Intent(target="project", anchors=(BO,), hops=(Hop("works_on", "out", "project"),))
BO_AGE = Intent(target="researcher", anchors=(BO,), returns=("age",))


@pytest.fixture(autouse=True)
def _no_lexical_index(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_LEXICAL", "off")


@pytest.fixture(scope="module")
def world() -> dict[str, Any]:
    engine = engine_with(GRAPH)
    schema = engine.schema().space("lab")
    linker = StoreLinker.from_engine(engine, "lab")
    return {
        "engine": engine,
        "schema": schema,
        "linker": linker,
        "profile": GraphProfile.from_engine(engine, "lab", schema),
    }


def _reading(world: dict[str, Any], question: str) -> Any:
    links = resolve_links(as_links(world["linker"].link(question, 10), question))
    facts = question_facts(question, names=[lk.span for lk in links])
    return read(question, links, facts, world["profile"])


@pytest.mark.parametrize(
    ("question", "intent", "unexplained", "words"),
    [
        # a paraphrase the composer resolved (the comment's "money") is explained by the item read
        ("How much money does Deep Sea have?", FUNDING, (), ("money",)),
        ("What is the grant of Deep Sea?", FUNDING, (), ("grant",)),
        # … and unexplained by a reading that walks elsewhere
        ("How much money does Deep Sea have?", WORKERS, ("money",), ("money",)),
        # words naming nothing in the graph stay unexplained whatever the reading
        ("What is the favourite colour of Ada Lind?", AGE, ("favourite", "colour"), ("favourite", "colour")),
        # the tag and the edge named, both used; the linked name is no content word
        ("Which projects does Bo Chen work on?", PROJECTS, (), ("projects", "work")),
        ("Which projects does Bo Chen work on?", BO_AGE, ("projects", "work"), ("projects", "work")),
        # Chinese: a phrase of the schema's comment, read or not
        ("Ada Lind的年龄是多少？", AGE, (), ("年龄",)),
        ("Ada Lind的年龄是多少？", WORKERS, ("年龄",), ("年龄",)),
    ],
)
def test_unexplained_words_of_the_chosen_reading(
    world: dict[str, Any], question: str, intent: Intent, unexplained: tuple[str, ...], words: tuple[str, ...]
) -> None:
    assert explained(_reading(world, question), intent) == Explained(unexplained, words)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("Show me the projects with funding above 100000", ["projects", "funding"]),  # cue and number out
        ("Who is the oldest researcher?", ["researcher"]),  # a superlative orders: no content word
        ("Which researchers work on Cold Star?", ["researchers", "work"]),  # a linked name is out
    ],
)
def test_content_words_leave_out_names_numbers_and_query_words(
    world: dict[str, Any], question: str, words: list[str]
) -> None:
    assert [w.text for w in content_words(_reading(world, question))] == words


def test_used_keys_cover_walks_filters_and_orders() -> None:
    intent = Intent(
        target="project",
        anchors=(BO,),
        hops=(Hop("works_on", "out", "project"),),
        conditions=(Condition("works_on", "since", ">", 2019, on="edge"),),
        order=Order("project", "funding", True),
        returns=("title",),
    )
    keys = used_keys(intent)
    assert {"tag:project", "tag:researcher", "edge:works_on", "prop:works_on.since"} <= keys
    assert {"prop:project.funding", "prop:project.title", "prop:researcher.name"} <= keys
    assert "prop:researcher.age" not in keys


def test_the_composed_pick_carries_its_unexplained_words(world: dict[str, Any]) -> None:
    """End to end on the graph: the offline refiner keeps each composed query's explained
    words and the stage's :class:`Origin` of the pick carries them."""
    engine, schema, linker = world["engine"], world["schema"], world["linker"]
    refiner = OfflineRefiner(lambda s: engine, lambda s: schema, DemoPool([]), lambda s: linker)
    result = refiner.generate("What is the favourite colour of Ada Lind?", "lab")
    assert result.query and result.query in result.explained
    origin = OfflineRefinerStage(refiner)._origin(result, result.query.strip())
    assert origin.source == "composed"
    assert origin.unexplained == result.explained[result.query].unexplained
    assert {"favourite", "colour"} <= set(origin.unexplained)
    assert origin.read_words == result.explained[result.query].words


def test_a_demonstration_pick_has_no_composer_words() -> None:
    cand = Candidate("Q1", "demo", score=1.0, origin=["d1"])
    cand.executed_ok = True
    result = RefinerResult("Q1", [cand], explained={"Q1": Explained(("x",), ("x", "y"))})
    stage = OfflineRefinerStage(OfflineRefiner(lambda s: None, lambda s: None, DemoPool([])))
    origin = stage._origin(result, "Q1")
    assert (origin.unexplained, origin.read_words) == ((), ())


@pytest.mark.parametrize(
    ("origin", "any_", "share"),
    [
        (
            Origin(
                source="composed", read_words=("money", "grant", "people", "team"), unexplained=("money",)
            ),
            1.0,
            0.25,
        ),
        (Origin(source="composed", read_words=("money", "grant")), 0.0, 0.0),
        # the confidence's own operator and stop words are not counted (the composer's lists are shorter)
        (Origin(source="composed", read_words=("average", "money"), unexplained=("average",)), 0.0, 0.0),
        (
            Origin(
                source="composed", read_words=("然后", "您好", "颜色"), unexplained=("然后", "您好", "颜色")
            ),
            1.0,
            1.0,
        ),
        (Origin(source="composed"), 0.0, 0.0),  # not read: no words, no share
        (Origin(source="demo"), 0.0, 0.0),
    ],
)
def test_unexplained_features(origin: Origin, any_: float, share: float) -> None:
    x = features(Facts(origin=origin))
    assert (x["unexplained_any"], x["unexplained_share"]) == (any_, share)


def test_origin_shows_the_words_and_round_trips() -> None:
    o = Origin(source="composed", read_words=("money", "team"), unexplained=("money",))
    shown = o.to_dict()
    assert shown["unexplained"] == ["money"] and shown["read_words"] == ["money", "team"]
    back = {**shown, "unexplained": tuple(shown["unexplained"]), "read_words": tuple(shown["read_words"])}
    assert Origin(**back) == o
