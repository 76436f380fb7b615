"""Aggregates (NULL/EMPTY handling, DISTINCT, expressions around aggregates) and the engine's
ordering/equality rules (ORDER BY across types, DISTINCT keys)."""

from __future__ import annotations

import functools
import math

import pytest

from r3.engine.aggregates import (
    Aggregation,
    aggregate_calls,
    aggregate_rows,
    contains_aggregate,
    is_aggregate,
)
from r3.engine.evaluator import ExpressionEvaluator
from r3.engine.scope import Scope
from r3.engine.value_order import compare, group_key, order_compare, row_key, sort_key, type_name
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.column_names import column_name
from r3.lang.parser import parse_statement
from r3.values import (
    BAD_TYPE,
    EMPTY,
    ERR_OVERFLOW,
    NULL,
    Date,
    Duration,
    Edge,
    List,
    Map,
    Set,
    Tags,
    Value,
    Vertex,
    canon,
)

pytestmark = pytest.mark.quick


def items(query: str) -> list[A.Expr]:
    stmt = parse_statement(query)
    assert isinstance(stmt, A.Yield)
    return [it.expr for it in stmt.yield_.items]


def agg(query: str, values: list[Value]) -> list[Value]:
    """Aggregate ``$-.a`` over one row per value (a piped YIELD)."""
    scopes = [Scope(input={"a": v}) for v in values]
    return aggregate_rows(items(query), scopes, ExpressionEvaluator())


def same(a: Value, b: Value) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-12)
    return canon(a) == canon(b)


@pytest.mark.parametrize(
    ("query", "values", "expected"),
    [
        ("YIELD count(*), count($-.a)", [1, 2, NULL], [3, 2]),
        ("YIELD sum($-.a), avg($-.a), min($-.a), max($-.a)", [1, 2, NULL], [3, 1.5, 1, 2]),
        ("YIELD collect($-.a), collect(DISTINCT $-.a)", [1, 2, NULL, 2], [List([1, 2, 2]), List([1, 2])]),
        ("YIELD sum($-.a), avg($-.a), min($-.a), collect($-.a)", [NULL, NULL], [0, NULL, NULL, List()]),
        ("YIELD count($-.a), sum($-.a), avg($-.a), std($-.a)", [], [0, 0, NULL, NULL]),
        ("YIELD bit_and($-.a), bit_or($-.a), bit_xor($-.a)", [], [NULL, NULL, NULL]),
        ("YIELD bit_and($-.a), bit_or($-.a), bit_xor($-.a)", [12, 10, NULL], [8, 14, 6]),
        ("YIELD sum(DISTINCT $-.a)", [1, 2, 3, 3], [6]),
        ("YIELD sum($-.a)", [1, 1.5], [2.5]),
        ("YIELD avg($-.a)", [34, 36, 34], [104 / 3]),
        ("YIELD std($-.a)", [2, 4, 4, 4, 5, 5, 7, 9], [2.0]),
        ("YIELD std($-.a)", [5], [0.0]),
        ("YIELD sum($-.a)", [1, "x"], [BAD_TYPE]),
        ("YIELD avg($-.a)", ["x", 1], [BAD_TYPE]),
        ("YIELD bit_or($-.a)", [1, 1.5], [BAD_TYPE]),
        ("YIELD sum($-.a)", [9223372036854775807, 1], [ERR_OVERFLOW]),
        ("YIELD max($-.a), min($-.a)", ["b", 1, "a", 2.5], ["b", 1]),
        ("YIELD max($-.a)", [EMPTY, 3], [3]),
        ("YIELD collect_set($-.a)", ["x", "y", "x", NULL], [Set(["x", "y"])]),
        ("YIELD count(DISTINCT $-.a)", [1, 1.0, 1], [2]),
        # expressions around aggregates
        ("YIELD count(*) + 1, 1 + 2, (INT)abs(count(2))", [7], [2, 3, 1]),
        ("YIELD collect($-.a)[0], size(collect($-.a))", [5, 6], [5, 2]),
        ("YIELD any(n IN collect($-.a) WHERE n > 5)", [2, 4, 6], [True]),
        ("YIELD reduce(t = 10, n IN collect($-.a) | t + n * 2)", [1, 2], [16]),
        ("YIELD [n IN collect($-.a) WHERE n > 1 | n]", [1, 2, 3], [List([2, 3])]),
        ("YIELD 1 IN collect($-.a)", [1, 2], [True]),
        ("YIELD {n: collect($-.a)}", [1], [Map({"n": List([1])})]),
        ("YIELD CASE count($-.a) == 1 WHEN true THEN 1 ELSE 0 END", [3], [1]),
        ("YIELD count(CASE WHEN NULL THEN NULL ELSE 1 END)", [0], [1]),
        ("YIELD counT(*), aVg(3), bit_Or(1)", [0], [1, 3.0, 1]),
    ],
)
def test_aggregate(query: str, values: list[Value], expected: list[Value]) -> None:
    got = agg(query, values)
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        assert same(g, e), f"{query} over {values}: {got} != {expected}"


def test_grouping() -> None:
    """GROUP BY $-.k YIELD $-.k, sum($-.v): one Aggregation, one state per group."""
    exprs = items("YIELD $-.k, sum($-.v) + 1, collect($-.v)")
    rows: list[dict[str, Value]] = [{"k": "a", "v": 1}, {"k": "b", "v": 10}, {"k": "a", "v": 2}]
    ev = ExpressionEvaluator()
    aggregation = Aggregation(exprs, ev)
    groups: dict[object, tuple[list, Scope]] = {}
    for row in rows:
        scope = Scope(input=row)
        key = group_key(ev.eval(exprs[0], scope))
        state, _ = groups.setdefault(key, (aggregation.new_group(), scope))
        aggregation.feed(state, scope)
    out = {r[0]: r[1:] for r in (aggregation.results(s, sc) for s, sc in groups.values())}
    assert out == {"a": [4, List([1, 2])], "b": [11, List([10])]}
    assert aggregation.has_aggregates


def test_aggregate_detection_and_errors() -> None:
    count_star, bit2 = items("YIELD count(*), bit_and(1, 2)")
    assert is_aggregate(count_star)  # type: ignore[arg-type]
    assert not is_aggregate(bit2)  # type: ignore[arg-type]
    e = items("YIELD abs(sum($-.a)) + count(*)")[0]
    assert contains_aggregate(e)
    assert [column_name(c) for c in aggregate_calls(e)] == ["sum($-.a)", "count(*)"]
    assert not contains_aggregate(items("YIELD abs($-.a)")[0])
    ev = ExpressionEvaluator()
    with pytest.raises(QuerySemanticError, match="Aggregate function nesting is not allowed"):
        Aggregation(items("YIELD avg(DISTINCT count($-.a))"), ev)
    with pytest.raises(QuerySyntaxError, match="non-deterministic"):
        Aggregation(items("YIELD count(rand32())"), ev)
    with pytest.raises(QuerySyntaxError, match="Could not apply aggregation function on `\\*`"):
        Aggregation([A.FunctionCall("avg", [], star=True)], ev)
    with pytest.raises(QuerySyntaxError, match="Unknown function"):
        Aggregation([A.FunctionCall("COUNT", [A.Literal(1), A.Literal(2)])], ev)


# --------------------------------------------------------------------------- ordering & equality


def test_sort_order_across_types() -> None:
    v = Vertex("a")
    values: list[Value] = [
        NULL,
        List([1]),
        v,
        Date(2020, 1, 1),
        "b",
        2.5,
        1,
        True,
        EMPTY,
        Map({"a": 1}),
        Edge("a", "b", "like"),
        Duration(1, 0, 0),
        Set([1]),
    ]
    ordered = sorted(values, key=sort_key)
    assert [type_name(x) for x in ordered] == [
        "__EMPTY__",
        "BOOL",
        "INT",
        "FLOAT",
        "STRING",
        "DATE",
        "VERTEX",
        "EDGE",
        "LIST",
        "MAP",
        "SET",
        "DURATION",
        "NULL",
    ]
    assert sorted([3, 1.5, 2, -1.0], key=sort_key) == [-1.0, 1.5, 2, 3]
    assert sorted([List([1, 2]), List([1]), List([0, 9])], key=sort_key) == [
        List([0, 9]),
        List([1]),
        List([1, 2]),
    ]
    assert order_compare(NULL, BAD_TYPE) == 0
    assert sorted([5, 1, 3], key=functools.cmp_to_key(order_compare)) == [1, 3, 5]
    assert sort_key(math.nan) > sort_key(math.inf)


@pytest.mark.parametrize(
    ("a", "op", "b", "expected"),
    [
        (1, "<", 1.5, True),
        (1, "==", 1.0, True),
        ("a", "<", 1, BAD_TYPE),
        ("a", "==", 1, False),
        (NULL, "<", 1, NULL),
        (EMPTY, "<", 1, EMPTY),
        (EMPTY, "==", EMPTY, True),
        (EMPTY, "==", NULL, NULL),
        (EMPTY, "!=", 1, True),
        (Duration(0, 1, 0), "<", Duration(0, 2, 0), BAD_TYPE),
        (Set([1]), "<=", Set([1]), BAD_TYPE),
        (Date(2020, 1, 2), ">", Date(2020, 1, 1), True),
        (Vertex("a"), "<", Vertex("b"), True),
        (Vertex("a", Tags({"t": {"x": 1}})), "==", Vertex("a"), True),
        (List([1, 2]), "==", List([1, 2.0]), True),
        (math.nan, "<", 1, False),
        (True, ">", False, True),
    ],
)
def test_compare(a: Value, op: str, b: Value, expected: Value) -> None:
    assert canon(compare(a, b, op)) == canon(expected)


def test_group_keys_are_type_strict() -> None:
    assert group_key(1) != group_key(1.0) != group_key(True)
    assert group_key(List([1, 2])) == group_key(List([1, 2]))
    assert row_key([1, "a"]) == row_key((1, "a"))
    assert group_key(NULL) != group_key(BAD_TYPE)
