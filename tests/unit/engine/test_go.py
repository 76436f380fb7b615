"""GO on a small hand-built graph: steps, directions, EMPTY columns, joins with ``$-``/``$var``,
per-step LIMIT/SAMPLE, default columns and NebulaGraph's errors.

The graph (space ``g``)::

    a:person{A,30} -knows(2010)-> b:person{B,25} -knows(2011)-> c:person{C,35}
    c -knows(2012)-> a,  a -knows(2013)-> c,  c -knows(2014)-> "ghost" (no such vertex)
    a -lives(2000)-> x:city{X},  b -lives(2001)-> x,  d:person{D,NULL} (no edges)
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import engine_with, rows

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.values import EMPTY, NULL, Edge, Vertex

pytestmark = pytest.mark.quick

SETUP = """
CREATE SPACE g (vid_type = FIXED_STRING(16));
USE g;
CREATE TAG person(name string, age int);
CREATE TAG city(name string);
CREATE EDGE knows(since int);
CREATE EDGE lives(year int);
INSERT VERTEX person(name, age) VALUES "a":("A", 30), "b":("B", 25), "c":("C", 35), "d":("D", NULL);
INSERT VERTEX city(name) VALUES "x":("X");
INSERT EDGE knows(since) VALUES "a"->"b":(2010), "b"->"c":(2011), "c"->"a":(2012), "a"->"c":(2013),
    "c"->"ghost":(2014);
INSERT EDGE lives(year) VALUES "a"->"x":(2000), "b"->"x":(2001);
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with(SETUP)


def test_one_step_with_props_of_both_ends(engine: Engine) -> None:
    res = engine.execute(
        'GO FROM "a" OVER knows YIELD $^.person.name, knows._dst, knows.since, $$.person.age'
    )
    assert res.columns == ["$^.person.name", "knows._dst", "knows.since", "$$.person.age"]
    assert Counter(res.rows) == Counter([("A", "b", 2010, 25), ("A", "c", 2013, 35)])


def test_start_vids_are_deduplicated_and_missing_ones_ignored(engine: Engine) -> None:
    assert rows(engine, 'GO FROM "b", "b", "nobody" OVER knows YIELD knows._dst') == Counter([("c",)])


def test_m_steps_expand_distinct_vertices_without_visited_set(engine: Engine) -> None:
    # step 1 from a: b, c; step 2 from {b, c}: b->c, c->a, c->ghost
    assert rows(engine, 'GO 2 STEPS FROM "a" OVER knows YIELD knows._dst') == Counter(
        [("c",), ("a",), ("ghost",)]
    )
    assert rows(engine, 'GO 1 TO 2 STEPS FROM "a" OVER knows YIELD knows._dst') == Counter(
        [("b",), ("c",), ("c",), ("a",), ("ghost",)]
    )
    assert rows(engine, 'GO 0 TO 1 STEPS FROM "a" OVER knows YIELD knows._dst') == rows(
        engine, 'GO FROM "a" OVER knows YIELD knows._dst'
    )
    assert engine.execute('GO 0 STEPS FROM "a" OVER knows YIELD knows._dst').rows == []
    assert engine.execute('GO 5 STEPS FROM "x" OVER knows YIELD knows._dst').rows == []


def test_where_filters_output_but_not_the_walk(engine: Engine) -> None:
    # a->c (2013) is filtered out of step 1's rows, yet c is still expanded at step 2
    got = rows(engine, 'GO 1 TO 2 STEPS FROM "a" OVER knows WHERE knows.since < 2013 YIELD knows._dst')
    assert got == Counter([("b",), ("c",), ("a",)])


def test_reversely_and_bidirect(engine: Engine) -> None:
    res = engine.execute(
        'GO FROM "c" OVER knows REVERSELY YIELD knows._src, knows._dst, $$.person.name, edge AS e'
    )
    got = sorted(res.rows, key=lambda r: r[1])
    assert [r[:3] for r in got] == [("c", "a", "A"), ("c", "b", "B")]
    e = got[0][3]
    assert isinstance(e, Edge) and (e.src, e.dst, e.reversed) == ("a", "c", True)
    both = rows(engine, 'GO FROM "b" OVER knows BIDIRECT YIELD knows._dst')
    assert both == Counter([("c",), ("a",)])


def test_other_edge_types_are_empty_and_tagless_ends_are_empty_or_null(engine: Engine) -> None:
    got = rows(engine, 'GO FROM "a" OVER * YIELD knows._dst, lives._dst, $$.city.name, $$.person.name')
    assert got == Counter([("b", EMPTY, EMPTY, "B"), ("c", EMPTY, EMPTY, "C"), (EMPTY, "x", "X", EMPTY)])
    # the dangling edge's missing end: NULL, not EMPTY
    assert rows(
        engine, 'GO FROM "c" OVER knows WHERE knows._dst == "ghost" YIELD $$.person.name, $$'
    ) == Counter([(NULL, Vertex("ghost"))])


def test_default_columns_without_yield(engine: Engine) -> None:
    res = engine.execute('GO FROM "a" OVER knows, lives')
    assert res.columns == ["knows._dst", "lives._dst"]
    assert Counter(res.rows) == Counter([("b", EMPTY), ("c", EMPTY), (EMPTY, "x")])


def test_pipe_input_is_joined_back(engine: Engine) -> None:
    q = 'GO FROM "a" OVER knows YIELD knows._dst AS id, knows.since AS s | GO FROM $-.id OVER knows YIELD $-.s, knows._dst'
    assert rows(engine, q) == Counter([(2010, "c"), (2013, "a"), (2013, "ghost")])
    # a duplicated input row duplicates its results
    q2 = '(YIELD "b" AS id UNION ALL YIELD "b" AS id) | GO FROM $-.id OVER knows YIELD knows._dst'
    assert rows(engine, q2) == Counter([("c",), ("c",)])


def test_multi_step_join_keeps_the_starts_each_row_came_from(engine: Engine) -> None:
    q = '(YIELD "a" AS id UNION ALL YIELD "b" AS id) | GO 2 STEPS FROM $-.id OVER knows YIELD $-.id, knows._dst'
    # from a: step-1 set {b, c} -> b->c, c->a, c->ghost; from b: {c} -> c->a, c->ghost
    assert rows(engine, q) == Counter([("a", "c"), ("a", "a"), ("a", "ghost"), ("b", "a"), ("b", "ghost")])


def test_variables_as_start_and_in_yield(engine: Engine) -> None:
    q = '$v = GO FROM "a" OVER knows YIELD knows._dst AS id, knows.since AS s; GO FROM $v.id OVER lives YIELD $v.s, lives.year'
    assert rows(engine, q) == Counter([(2010, 2001)])


def test_step_limit_and_sample_lists(engine: Engine) -> None:
    assert len(engine.execute('GO 2 STEPS FROM "a" OVER knows YIELD knows._dst LIMIT [1, 1]').rows) == 1
    assert len(engine.execute('GO 2 STEPS FROM "a" OVER knows YIELD knows._dst SAMPLE [2, 2]').rows) == 2
    with pytest.raises(QuerySemanticError):
        engine.execute('GO FROM "a" OVER knows YIELD knows._dst LIMIT [1, 2]')
    with pytest.raises(QuerySemanticError):
        engine.execute('GO FROM "a" OVER knows YIELD knows._dst SAMPLE ["1"]')


def test_distinct_and_type_pseudo_props(engine: Engine) -> None:
    assert rows(engine, 'GO 1 TO 3 STEPS FROM "a" OVER knows YIELD DISTINCT knows._src') == Counter(
        [("a",), ("b",), ("c",)]
    )
    (t_out,), (t_in,) = (
        engine.execute('GO FROM "b" OVER knows YIELD knows._type').rows[0],
        engine.execute('GO FROM "c" OVER knows REVERSELY WHERE knows._dst == "b" YIELD knows._type').rows[0],
    )
    assert t_out == -t_in != 0


@pytest.mark.parametrize(
    ("query", "error", "message"),
    [
        ('GO FROM "a" OVER nope YIELD 1', QueryExecutionError, "EdgeNotFound"),
        ('GO FROM "a" OVER knows YIELD knows.nope', QuerySemanticError, "not found the property `nope'"),
        ('GO FROM "a" OVER knows YIELD $^.person.nope', QuerySemanticError, "`$^.person.nope'"),
        ('GO FROM "a" OVER knows YIELD $$.nope.name', QueryExecutionError, "TagNotFound"),
        ('GO FROM "a" OVER knows YIELD lives._dst', QuerySemanticError, "not in OVER"),
        ('GO FROM "a" OVER knows WHERE knows.since YIELD 1', QuerySemanticError, "expected boolean"),
        ('GO FROM "a" OVER knows YIELD $-.id', QuerySemanticError, "`$-.id', not exist prop `id'"),
        ('YIELD "a" AS id | GO FROM "a" OVER knows YIELD $-.id', QuerySemanticError, "$- must be referred"),
        ('$v = YIELD "a" AS id; GO FROM "a" OVER knows YIELD $v.id', QuerySemanticError, "A variable must"),
        ("GO FROM $nope.id OVER knows YIELD 1", QuerySemanticError, "not exist variable `nope'"),
        ("GO FROM 1 OVER knows YIELD 1", QuerySemanticError, "should be type of FIXED_STRING"),
        (
            'GO FROM "a" OVER knows YIELD knows._dst AS id, knows.since AS id | GO FROM $-.id OVER knows',
            QuerySemanticError,
            "Duplicate Column Name : `id'",
        ),
    ],
)
def test_errors(engine: Engine, query: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as info:
        engine.execute(query)
    assert message in str(info.value)


def test_aggregates_are_refused_in_go(engine: Engine) -> None:
    with pytest.raises(QuerySyntaxError, match="aggregating function"):
        engine.execute('GO FROM "a" OVER knows YIELD count(*)')
