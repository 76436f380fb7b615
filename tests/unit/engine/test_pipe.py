"""Row statements: pipes, variables, YIELD (standalone / piped / aggregating), GROUP BY,
ORDER BY, LIMIT, SAMPLE, piped UNWIND and UNION / INTERSECT / MINUS.

The graph (space ``g``)::

    a:person{A,30} -knows(2010)-> b:person{B,25},  a -knows(2013)-> c:person{C,35},
    b -knows(2011)-> c,  c -knows(2012)-> a
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import KNOWS_GRAPH, engine_with, rows

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.values import List

pytestmark = pytest.mark.quick

EDGES = 'GO FROM "a", "b", "c" OVER knows YIELD knows._src AS src, knows._dst AS dst, knows.since AS since'


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with(KNOWS_GRAPH)


def test_standalone_yield_and_where(engine: Engine) -> None:
    res = engine.execute('YIELD 1 + 1 AS two, "x"')
    assert res.columns == ["two", '"x"'] and res.rows == [(2, "x")]
    assert engine.execute("YIELD 1 AS x WHERE 1 > 2").rows == []


def test_piped_yield_runs_per_input_row(engine: Engine) -> None:
    got = rows(engine, f"{EDGES} | YIELD $-.dst AS d WHERE $-.since > 2010")
    assert got == Counter([("c",), ("c",), ("a",)])
    res = engine.execute(f"{EDGES} | YIELD DISTINCT $-.dst")
    assert res.columns == ["$-.dst"] and Counter(res.rows) == Counter([("a",), ("b",), ("c",)])
    res = engine.execute(f"{EDGES} | YIELD $-.*")
    assert res.columns == ["$-.src", "$-.dst", "$-.since"] and len(res.rows) == 4


def test_yield_aggregates_over_input_with_implicit_grouping(engine: Engine) -> None:
    assert engine.execute(f"{EDGES} | YIELD count(*) AS n, max($-.since) AS m").rows == [(4, 2013)]
    got = rows(engine, f"{EDGES} | YIELD $-.src AS s, count(*) AS n")
    assert got == Counter([("a", 2), ("b", 1), ("c", 1)])
    # over no rows, a global aggregate still yields one row
    assert engine.execute('GO FROM "zz" OVER knows YIELD knows._dst AS d | YIELD count(*) AS n').rows == [
        (0,)
    ]


def test_group_by(engine: Engine) -> None:
    q = f"{EDGES} | GROUP BY $-.dst YIELD $-.dst AS d, count(*) AS n, collect($-.src) AS srcs"
    got = {r[0]: (r[1], sorted(r[2])) for r in engine.execute(q).rows}
    assert got == {"a": (1, ["c"]), "b": (1, ["a"]), "c": (2, ["a", "b"])}
    q = f"{EDGES} | GROUP BY $-.since % 2 YIELD $-.since % 2 AS odd, sum($-.since) AS s"
    assert rows(engine, q) == Counter([(0, 4022), (1, 4024)])


@pytest.mark.parametrize(
    ("query", "message"),
    [
        (f"{EDGES} | GROUP BY $-.dst YIELD $-.src, count(*)", "functionally dependent"),
        (f"{EDGES} | GROUP BY 1 + 1 YIELD count(*)", "Group `(1+1)' invalid"),
        (f"{EDGES} | GROUP BY $-.nope YIELD count(*)", "`$-.nope', not exist prop `nope'"),
        (f"{EDGES} | GROUP BY $-.dst YIELD count($$.person.name)", "Only support input and variable"),
    ],
)
def test_group_by_errors(engine: Engine, query: str, message: str) -> None:
    with pytest.raises(QuerySemanticError) as info:
        engine.execute(query)
    assert message in str(info.value)


def test_order_by_limit_offset_sample(engine: Engine) -> None:
    res = engine.execute(f"{EDGES} | ORDER BY $-.since DESC | LIMIT 1, 2")
    assert [r[2] for r in res.rows] == [2012, 2011]
    res = engine.execute(f"{EDGES} | ORDER BY $-.dst, $-.since DESC | LIMIT 3")
    assert [(r[1], r[2]) for r in res.rows] == [("a", 2012), ("b", 2010), ("c", 2013)]
    assert len(engine.execute(f"{EDGES} | SAMPLE 2").rows) == 2
    assert len(engine.execute(f"{EDGES} | SAMPLE 10").rows) == 4


def test_dangling_limit_is_refused(engine: Engine) -> None:
    with pytest.raises(QuerySyntaxError):
        engine.execute("LIMIT 1")


def test_variables(engine: Engine) -> None:
    q = f"$e = {EDGES}; $n = YIELD count($e.dst) AS n; YIELD $n.n + 1 AS m"
    assert engine.execute(q).rows == [(5,)]
    with pytest.raises(QuerySemanticError, match="Variable `v' already exists"):
        engine.execute("$v = YIELD 1 AS a; $v = YIELD 2 AS a")
    with pytest.raises(QuerySemanticError, match="Only one variable"):
        engine.execute("$v = YIELD 1 AS a; $w = YIELD 2 AS a; YIELD $v.a, $w.a")
    with pytest.raises(QuerySemanticError, match="Not support both input and variable"):
        engine.execute("$v = YIELD 1 AS a; YIELD 2 AS b | YIELD $v.a, $-.b")
    with pytest.raises(QuerySemanticError, match="not exist prop `b'"):
        engine.execute("$v = YIELD 1 AS a; YIELD $v.b")
    with pytest.raises(QuerySyntaxError, match="Direct output of variable"):
        engine.execute("$v = YIELD 1 AS a; YIELD $v")


def test_labels_outside_go_are_errors(engine: Engine) -> None:
    with pytest.raises(QuerySemanticError, match="Invalid label identifiers: knows"):
        engine.execute("YIELD knows.since")
    with pytest.raises(QuerySemanticError, match="Only support input and variable in yield sentence"):
        engine.execute("YIELD knows._dst")
    with pytest.raises(QueryExecutionError, match="TagNotFound"):
        engine.execute("YIELD $$.nope.name")


def test_set_operations(engine: Engine) -> None:
    a = 'GO FROM "a" OVER knows YIELD knows._dst AS v'
    b = 'GO FROM "b" OVER knows YIELD knows._dst AS v'
    assert rows(engine, f"{a} UNION ALL {b}") == Counter([("b",), ("c",), ("c",)])
    assert rows(engine, f"{a} UNION {b}") == Counter([("b",), ("c",)])
    assert rows(engine, f"{a} INTERSECT {b}") == Counter([("c",)])
    assert rows(engine, f"{a} MINUS {b}") == Counter([("b",)])
    with pytest.raises(QuerySemanticError, match="different column names to UNION/INTERSECT/MINUS"):
        engine.execute(f'{a} UNION GO FROM "b" OVER knows YIELD knows._dst AS w')


def test_piped_unwind(engine: Engine) -> None:
    res = engine.execute("YIELD [1, 2, 3] AS xs | UNWIND $-.xs AS x | YIELD $-.x * 10 AS y")
    assert res.rows == [(10,), (20,), (30,)]
    assert engine.execute("YIELD NULL AS xs | UNWIND $-.xs AS x").rows == []


def test_piped_return_reads_the_input(engine: Engine) -> None:
    res = engine.execute('GO FROM "a" OVER knows YIELD id($$) AS v | RETURN $-.v AS dst')
    assert res.columns == ["dst"] and Counter(res.rows) == Counter([("b",), ("c",)])


def test_pipe_into_go_with_empty_input(engine: Engine) -> None:
    q = 'GO FROM "zz" OVER knows YIELD knows._dst AS id | GO FROM $-.id OVER knows YIELD knows._dst'
    res = engine.execute(q)
    assert res.columns == ["knows._dst"] and res.rows == []


def test_collect_is_a_list(engine: Engine) -> None:
    (xs,) = engine.execute(f"{EDGES} | YIELD collect($-.since) AS xs").rows[0]
    assert isinstance(xs, List) and sorted(xs) == [2010, 2011, 2012, 2013]
