"""Confidence, round 6: the length of the query's walk (its edge steps, a walk of open length)
and how many content words the composer had to read are facts of the answer.

The graph is built here (people who know people and live in cities); every query of the table
runs on it, so the table holds queries the engine takes, not only strings.
"""

from __future__ import annotations

import pytest
from helpers import engine_with

from r3.pipeline.confidence import Facts, features, gather, rate
from r3.pipeline.types import Origin

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE town (vid_type = FIXED_STRING(16));
USE town;
CREATE TAG person(name string, age int);
CREATE TAG city(name string);
CREATE EDGE knows(since int);
CREATE EDGE lives_in();
CREATE TAG INDEX person_index ON person();
CREATE TAG INDEX city_index ON city();
INSERT VERTEX person(name, age) VALUES "p1":("Ada", 41), "p2":("Bo", 35), "p3":("Cy", 29);
INSERT VERTEX city(name) VALUES "c1":("Oslo");
INSERT EDGE knows(since) VALUES "p1"->"p2":(2010), "p2"->"p3":(2012);
INSERT EDGE lives_in() VALUES "p1"->"c1":(), "p3"->"c1":();
"""

#: query → (edge steps, walks an open length)
TABLE = [
    ('MATCH (v:person) WHERE v.person.name == "Ada" RETURN v.person.age * 2', 0, False),
    ('MATCH (a:person)-[:knows]->(b:person) WHERE a.person.name == "Ada" RETURN b.person.name', 1, False),
    (
        'MATCH (a:person)-[:knows]->(b:person)-[:lives_in]->(c:city) WHERE a.person.name == "Ada" '
        "RETURN c.city.name",
        2,
        False,
    ),
    ('MATCH (a:person)-[:knows*1..2]->(b:person) WHERE a.person.name == "Ada" RETURN b.person.name', 1, True),
    ('GO 1 TO 2 STEPS FROM "p1" OVER knows YIELD dst(edge) AS friend', 1, True),
    ('GO FROM "p1" OVER knows YIELD dst(edge) AS friend', 1, False),
    ("MATCH (v:person)<-[:lives_in]-(c:city) RETURN count(*)", 1, False),
]


@pytest.fixture(scope="module")
def town():  # type: ignore[no-untyped-def]
    engine = engine_with(GRAPH)
    return engine, engine.schema().space("town")


@pytest.mark.parametrize(("query", "steps", "open_length"), TABLE)
def test_the_walk_of_a_query(town, query: str, steps: int, open_length: bool) -> None:  # type: ignore[no-untyped-def]
    engine, space = town
    engine.execute(query)  # the table's queries are ones the engine takes
    facts = gather("Who does Ada know?", space, query)
    assert (facts.steps, facts.variable_length) == (steps, open_length)
    assert features(facts)["steps"] == float(min(steps, 3))
    assert features(facts)["variable_length"] == float(open_length)


@pytest.mark.parametrize(
    ("margin", "root"),
    [(None, 0.0), (-1.0, 0.0), (0.25, 0.5), (1.0, 1.0), (9.0, 3.0**0.5)],  # clipped to 0..3
)
def test_the_margins_root(margin: float | None, root: float) -> None:
    origin = Origin(source="composed", score=None if margin is None else 2.0 + margin, runner_up=2.0)
    assert features(Facts(origin=origin))["margin_root"] == pytest.approx(root)


@pytest.mark.parametrize(
    ("unexplained", "expected"),
    [((), 0.0), (("colour",), 1.0), (("的", "colour"), 2.0), (tuple("abcdef"), 4.0)],  # uncut, capped
)
def test_unexplained_count(unexplained: tuple[str, ...], expected: float) -> None:
    facts = Facts(origin=Origin(source="composed", read_words=unexplained, unexplained=unexplained))
    assert features(facts)["unexplained_count"] == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ((), 0.0),
        (("friends", "city"), 2.0),
        (("的", "friends"), 1.0),  # a stop word is not counted (the confidence's own list)
        (tuple(f"word{i}" for i in range(12)), 8.0),  # capped
    ],
)
def test_read_words_counts_the_composers_content_words(words: tuple[str, ...], expected: float) -> None:
    facts = Facts(origin=Origin(source="composed", read_words=words))
    assert features(facts)["read_words"] == expected


def _composed(**kw: object) -> Facts:
    origin = Origin(source="composed", ids=("compose:one-hop",), prior=1.0, score=2.0, runner_up=1.0)
    return Facts(**{"origin": origin, "judged": 2, "names": 1, "names_used": 1, "ran": True, "rows": 2, **kw})  # type: ignore[arg-type]


def test_a_longer_or_open_walk_lowers_the_confidence() -> None:
    """The fitted direction (round 6): each further step, and a walk of open length, cost."""
    one, two, open_ = _composed(steps=1), _composed(steps=2), _composed(steps=1, variable_length=True)
    assert rate(two).confidence < rate(one).confidence
    assert rate(open_).confidence < rate(one).confidence


def test_more_words_to_read_lower_the_confidence() -> None:
    """The fitted direction (round 6): the more content words the composer read, the more
    readings it chose among."""
    few = Facts(origin=Origin(source="composed", prior=1.0, read_words=("friends",)), ran=True, rows=1)
    many = Facts(
        origin=Origin(
            source="composed", prior=1.0, read_words=("friends", "city", "since", "older", "lives")
        ),
        ran=True,
        rows=1,
    )
    assert rate(many).confidence < rate(few).confidence


@pytest.mark.parametrize(
    ("source", "expected"),
    [("model", 0.5), ("demo", 0.5), ("composed", 0.0)],  # a composed reading has its own words' fact
)
def test_uncovered_words_count_again_where_no_composer_read(source: str, expected: float) -> None:
    facts = Facts(origin=Origin(source=source), judged=2, missing=("movies",), ran=True, rows=1)  # type: ignore[arg-type]
    assert features(facts)["uncovered_share_unread"] == expected
    assert features(facts)["uncovered_count_unread"] == (1.0 if expected else 0.0)


def test_a_model_query_that_misses_a_word_loses_more_than_one_with_more_rows() -> None:
    """Two model queries for one question: the one that covers every word and returns six rows
    stays above the one that misses a word and returns one (the self-consistency tie's order)."""
    covers = Facts(origin=Origin(source="model"), judged=3, names=1, names_used=1, ran=True, rows=6, steps=1)
    misses = Facts(
        origin=Origin(source="model"),
        judged=3,
        missing=("like",),
        names=1,
        names_used=1,
        ran=True,
        rows=1,
        steps=1,
    )
    assert rate(covers).confidence > rate(misses).confidence
