"""FETCH PROP ON (vertices and edges) and LOOKUP ON on a small hand-built graph.

The graph (space ``g``)::

    a:person{A,30}:fan{club:"X"}   b:person{B,25}   c:person{C,35}   d:person{D,NULL}   x:city{X}
    a -knows(2010)-> b,  a -knows@1(2011)-> b,  b -knows(2011)-> c

Indexes: person(age), person(name(16)), knows(since); ``city`` and ``fan`` have none.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import engine_with, rows

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.values import EMPTY, NULL, Edge, List, Map, Vertex

pytestmark = pytest.mark.quick

SETUP = """
CREATE SPACE g (vid_type = FIXED_STRING(16));
USE g;
CREATE TAG person(name string, age int);
CREATE TAG fan(club string);
CREATE TAG city(name string);
CREATE EDGE knows(since int);
CREATE TAG INDEX person_age ON person(age);
CREATE TAG INDEX person_name ON person(name(16));
CREATE EDGE INDEX knows_since ON knows(since);
INSERT VERTEX person(name, age), fan(club) VALUES "a":("A", 30, "X");
INSERT VERTEX person(name, age) VALUES "b":("B", 25), "c":("C", 35), "d":("D", NULL);
INSERT VERTEX city(name) VALUES "x":("X");
INSERT EDGE knows(since) VALUES "a"->"b":(2010), "a"->"b"@1:(2011), "b"->"c":(2011);
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with(SETUP)


# --------------------------------------------------------------------------- FETCH vertices


def test_fetch_one_tag_keeps_duplicates_and_skips_missing(engine: Engine) -> None:
    res = engine.execute('FETCH PROP ON person "a", "a", "nobody", "x" YIELD person.name, person.age')
    assert res.columns == ["person.name", "person.age"]
    assert res.rows == [("A", 30), ("A", 30)]


def test_fetch_several_tags_and_star(engine: Engine) -> None:
    got = rows(engine, 'FETCH PROP ON person, fan "a", "b" YIELD person.name, fan.club')
    assert got == Counter([("A", "X"), ("B", EMPTY)])
    star = rows(engine, 'FETCH PROP ON * "a", "x" YIELD id(vertex), city.name')
    assert star == Counter([("a", EMPTY), ("x", "X")])


def test_fetch_vertex_value_holds_only_the_fetched_tags(engine: Engine) -> None:
    (node,) = engine.execute('FETCH PROP ON fan "a" YIELD vertex AS node').rows[0]
    assert node == Vertex("a", {"fan": Map({"club": "X"})})
    (node,) = engine.execute('FETCH PROP ON * "a" YIELD vertex AS node').rows[0]
    assert set(node.tags) == {"person", "fan"}


def test_fetch_default_column_and_null_props(engine: Engine) -> None:
    res = engine.execute('FETCH PROP ON person "d"')
    assert res.columns == ["vertices_"]
    assert res.rows[0][0].tags["person"]["age"] == NULL


def test_fetch_from_pipe_and_variable(engine: Engine) -> None:
    # two edges a->b (ranks 0 and 1): the piped vids are de-duplicated
    q = 'GO FROM "a" OVER knows YIELD knows._dst AS id | FETCH PROP ON person $-.id YIELD person.name'
    assert rows(engine, q) == Counter([("B",)])
    q = '$v = YIELD "c" AS id; FETCH PROP ON person $v.id YIELD person.age AS age'
    assert engine.execute(q).rows == [(35,)]


@pytest.mark.parametrize(
    ("query", "error", "message"),
    [
        ('FETCH PROP ON nope "a" YIELD 1', QueryExecutionError, "TagNotFound"),
        ('FETCH PROP ON person "a" YIELD person.nope', QuerySemanticError, "not found the property `nope'"),
        ('FETCH PROP ON person "a" YIELD $^.person.name', QuerySemanticError, "src/dst"),
        ('FETCH PROP ON person "a" YIELD edge AS e', QuerySemanticError, "illegal yield clauses"),
        ('YIELD "a" AS id | FETCH PROP ON person "a" YIELD $-.id', QuerySemanticError, "input/variable"),
        ("FETCH PROP ON person 1 YIELD person.name", QuerySemanticError, "FIXED_STRING"),
    ],
)
def test_fetch_errors(engine: Engine, query: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as info:
        engine.execute(query)
    assert message in str(info.value)


# --------------------------------------------------------------------------- FETCH edges


def test_fetch_edges_by_key_and_rank(engine: Engine) -> None:
    res = engine.execute('FETCH PROP ON knows "a"->"b", "a"->"b"@1, "a"->"c" YIELD knows.since, knows._rank')
    assert Counter(res.rows) == Counter([(2010, 0), (2011, 1)])
    res = engine.execute('FETCH PROP ON knows "b"->"c"')
    assert res.columns == ["edges_"]
    assert res.rows == [(Edge("b", "c", "knows", 0, {"since": 2011}),)]


def test_fetch_edges_from_pipe(engine: Engine) -> None:
    q = (
        'GO FROM "a" OVER knows YIELD knows._src AS s, knows._dst AS d, knows._rank AS r '
        "| FETCH PROP ON knows $-.s -> $-.d @ $-.r YIELD knows.since AS since"
    )
    assert rows(engine, q) == Counter([(2010,), (2011,)])


# --------------------------------------------------------------------------- LOOKUP


def test_lookup_tag_by_equality_range_and_in(engine: Engine) -> None:
    assert rows(engine, "LOOKUP ON person WHERE person.age == 30 YIELD id(vertex) AS id") == Counter([("a",)])
    assert rows(engine, "LOOKUP ON person WHERE person.age > 26 YIELD person.name") == Counter(
        [("A",), ("C",)]
    )
    got = rows(
        engine, 'LOOKUP ON person WHERE person.name IN ["B", "C", "Z"] OR person.age < 0 YIELD person.age'
    )
    assert got == Counter([(25,), (35,)])
    assert rows(engine, 'LOOKUP ON person WHERE person.name STARTS WITH "A" YIELD person.age') == Counter(
        [(30,)]
    )


def test_lookup_default_columns_and_vertex(engine: Engine) -> None:
    res = engine.execute("LOOKUP ON person WHERE person.age == 25")
    assert res.columns == ["VertexID"] and res.rows == [("b",)]
    (node,) = engine.execute("LOOKUP ON person WHERE person.age == 30 YIELD vertex AS v").rows[0]
    assert set(node.tags) == {"person"}  # only the looked-up tag, not fan
    res = engine.execute("LOOKUP ON knows WHERE knows.since == 2011")
    assert res.columns == ["SrcVID", "DstVID", "Ranking"]
    assert Counter(res.rows) == Counter([("a", "b", 1), ("b", "c", 0)])


def test_lookup_edges_yield(engine: Engine) -> None:
    got = rows(
        engine, "LOOKUP ON knows WHERE knows.since < 2011 YIELD src(edge) AS s, dst(edge) AS d, edge AS e"
    )
    assert got == Counter([("a", "b", Edge("a", "b", "knows", 0, {"since": 2010}))])


def test_lookup_results_come_in_index_order(engine: Engine) -> None:
    res = engine.execute("LOOKUP ON person WHERE person.age > 0 YIELD person.age AS age")
    assert [r[0] for r in res.rows] == [25, 30, 35]


def test_lookup_unknown_property_matches_nothing(engine: Engine) -> None:
    assert engine.execute("LOOKUP ON knows WHERE knows.grade == 1 YIELD src(edge)").rows == []


@pytest.mark.parametrize(
    ("query", "error", "message"),
    [
        ("LOOKUP ON city YIELD city.name", QuerySemanticError, "There is no index to use at runtime"),
        ('LOOKUP ON person WHERE person.name CONTAINS "A" YIELD 1', QuerySemanticError, "full-text index"),
        ('LOOKUP ON person WHERE person.name =~ "A.*" YIELD 1', QuerySemanticError, "full-text index"),
        ("LOOKUP ON person WHERE NOT person.age == 1 YIELD 1", QuerySemanticError, "not supported yet"),
        (
            "LOOKUP ON person WHERE person.name STARTS WITH 1 YIELD 1",
            QuerySemanticError,
            "Column type error : name",
        ),
        (
            '$v = YIELD "A" AS n; LOOKUP ON person WHERE person.name == $v.n YIELD 1',
            QuerySemanticError,
            "evaluable",
        ),
        ("LOOKUP ON person WHERE person.age == 1 YIELD $-.x", QuerySemanticError, "input/variable"),
        ("LOOKUP ON nope YIELD 1", QueryExecutionError, "nope"),
    ],
)
def test_lookup_errors(engine: Engine, query: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as info:
        engine.execute(query)
    assert message in str(info.value)


def test_lookup_properties_and_list_results(engine: Engine) -> None:
    (props,) = engine.execute("LOOKUP ON person WHERE person.age == 35 YIELD properties(vertex) AS p").rows[0]
    assert props == Map({"name": "C", "age": 35})
    (ages,) = engine.execute(
        "LOOKUP ON person WHERE person.age > 0 YIELD person.age AS a | YIELD collect($-.a) AS c"
    ).rows[0]
    assert isinstance(ages, List) and sorted(ages) == [25, 30, 35]


def test_vertex_alias_is_required(engine: Engine) -> None:
    with pytest.raises(QuerySyntaxError):
        engine.execute('FETCH PROP ON person "a" YIELD vertex')
