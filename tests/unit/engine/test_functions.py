"""Built-in scalar functions: NebulaGraph's results, NULL handling and type errors.

Expectations from NebulaGraph's docs and TCK (function/, expression/Null.feature,
expression/function/TypeConversion.feature, yield/yield.feature).
"""

from __future__ import annotations

import math

import pytest

from r3.engine.evaluator import ExpressionEvaluator
from r3.engine.functions import is_function, lookup, registry
from r3.engine.functions_string import hash_bytes
from r3.engine.functions_time import parse_datetime, parse_duration
from r3.engine.scope import Scope
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.lang.parser import parse_statement
from r3.values import (
    BAD_DATA,
    BAD_TYPE,
    EMPTY,
    NULL,
    Date,
    DateTime,
    Duration,
    Edge,
    List,
    Map,
    Path,
    Set,
    Step,
    Tags,
    Time,
    Value,
    Vertex,
    canon,
)

pytestmark = pytest.mark.quick

TIM = Vertex(
    "Tim Duncan", Tags({"player": {"name": "Tim Duncan", "age": 42}, "bachelor": {"speciality": "psy"}})
)
TONY = Vertex("Tony Parker", Tags({"player": {"name": "Tony Parker", "age": 36}}))
LIKE = Edge("Tim Duncan", "Tony Parker", "like", 3, Map({"likeness": 95}))
BACK = Edge("Tim Duncan", "Tony Parker", "like", 0, Map({"likeness": 95}), reversed=True)
BINDINGS: dict[str, Value] = {"v": TIM, "e": LIKE, "r": BACK, "p": Path(TIM, (Step(LIKE, TONY),))}


def ev(text: str) -> Value:
    stmt = parse_statement(f"YIELD {text}")
    assert isinstance(stmt, A.Yield)
    return ExpressionEvaluator().eval(stmt.yield_.items[0].expr, Scope(BINDINGS))


def call(name: str, *args: object) -> Value:
    """Call a function on literals or AST arguments directly (for names the statement grammar
    treats specially)."""
    nodes: list[A.Expr] = [a if isinstance(a, A.Expr) else A.Literal(a) for a in args]  # type: ignore[arg-type]
    return ExpressionEvaluator().eval(A.FunctionCall(name, nodes), Scope())


def same(a: Value, b: Value) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-15) or (math.isnan(a) and math.isnan(b))
    return canon(a) == canon(b)


CASES: list[tuple[str, Value]] = [
    # math
    ("abs(-1)", 1),
    ("abs(-1.5)", 1.5),
    ("aBs(-3)", 3),
    ("floor(9.9)", 9.0),
    ("floor(-9.1)", -10.0),
    ("ceil(9.1)", 10.0),
    ("round(3.5)", 4.0),
    ("round(-2.5)", -3.0),
    ("round(3.14159, 2)", 3.14),
    ("round(1.249, 1, 'up')", 1.3),
    ("round(-1.251, 1, 'up')", -1.3),
    ("round(1.25, 1, 'up')", 1.3),
    ("round(-1.35, 1, 'up')", -1.4),
    ("round(1.249, 1, 'down')", 1.2),
    ("round(-1.251, 1, 'down')", -1.2),
    ("round(1.249, 1, 'ceiling')", 1.3),
    ("round(-1.251, 1, 'ceiling')", -1.2),
    ("round(-1.35, 1, 'ceiling')", -1.3),
    ("round(1.25, 1, 'floor')", 1.2),
    ("round(-1.251, 1, 'floor')", -1.3),
    ("round(1.249, 1, 'half_up')", 1.2),
    ("round(1.25, 1, 'half_up')", 1.3),
    ("round(-1.35, 1, 'half_up')", -1.4),
    ("round(1.25, 1, 'half_down')", 1.2),
    ("round(-1.35, 1, 'half_down')", -1.3),
    ("round(-1.251, 1, 'half_down')", -1.3),
    ("round(1.25, 1, 'half_even')", 1.2),
    ("round(-1.35, 1, 'half_even')", -1.4),
    ("sqrt(16)", 4.0),
    ("sqrt(-1)", math.nan),
    ("cbrt(27)", 3.0),
    ("hypot(3, 4)", 5.0),
    ("pow(2, 3)", 8),
    ("pow(2, 0.5)", math.sqrt(2)),
    ("exp(0)", 1.0),
    ("exp2(3)", 8.0),
    ("log(0)", -math.inf),
    ("log2(8)", 3.0),
    ("log10(1000)", 3.0),
    ("sin(0)", 0.0),
    ("cos(0)", 1.0),
    ("tan(0)", 0.0),
    ("asin(1)", math.pi / 2),
    ("acos(1)", 0.0),
    ("atan(0)", 0.0),
    ("radians(180)", math.pi),
    ("sign(-5)", -1),
    ("sign(0.0)", 0),
    ("sign(2.5)", 1),
    ("pi()", math.pi),
    ("e()", math.e),
    ("bit_and(12, 10)", 8),
    ("bit_or(12, 10)", 14),
    ("bit_Or(1, 2)", 3),
    ("bit_xor(12, 10)", 6),
    ("bit_or(NULL, NULL)", NULL),
    # NULL in, NULL out (expression/Null.feature)
    ("abs(NULL)", NULL),
    ("floor(NULL)", NULL),
    ("round(NULL)", NULL),
    ("sqrt(NULL)", NULL),
    ("cbrt(NULL)", NULL),
    ("exp2(NULL)", NULL),
    ("log10(NULL)", NULL),
    ("asin(NULL)", NULL),
    ("size(NULL)", NULL),
    ("sign(NULL)", NULL),
    ("radians(NULL)", NULL),
    # strings
    ("lower('ABC')", "abc"),
    ("toLower('ABC')", "abc"),
    ("upper('abc')", "ABC"),
    ("toUpper('abc')", "ABC"),
    ("length('abc')", 3),
    ("length('哈利')", 6),
    ("size('abc')", 3),
    ("trim('  a b  ')", "a b"),
    ("ltrim('  a ')", "a "),
    ("rtrim('  a ')", "  a"),
    ("right('abcdef', 2)", "ef"),
    ("right('abc', 10)", "abc"),
    ("lpad('abc', 6, 'xy')", "xyxabc"),
    ("lpad('abcd', 2, 'x')", "ab"),
    ("rpad('abc', 5, '-')", "abc--"),
    ("substr('abcdef', 2, 3)", "cde"),
    ("substring('abcdef', 2)", "cdef"),
    ("substr('abc', 5, 1)", ""),
    ("substr('abc', -1, 1)", BAD_DATA),
    ("reverse('abc')", "cba"),
    ("reverse([1, 2, 3])", List([3, 2, 1])),
    ("replace('abcabc', 'b', 'X')", "aXcaXc"),
    ("split('123,456,789', ',')", List(["123", "456", "789"])),
    ("concat('a', 'b', 'c')", "abc"),
    ("concat('a', NULL)", NULL),
    ("concat_ws('-', 'a', NULL, 'c')", "a-c"),
    ("strcasecmp('abc', 'ABC')", 0),
    ("strcasecmp('a', 'b') < 0", True),
    ("extract('a1b22c333', '\\\\d+')", List(["1", "22", "333"])),
    # conversions (TypeConversion.feature)
    ("toBoolean('trUe')", True),
    ("toBoolean('3.14')", NULL),
    ("toBoolean(NULL)", NULL),
    ("toFloat(1)", 1.0),
    ("toFloat('3.14')", 3.14),
    ("toFloat('trUe')", NULL),
    ("tofloat(3)", 3.0),
    ("toInteger(3.14)", 3),
    ("toInteger('3.14')", 3),
    ("toInteger('1e3')", 1000),
    ("toInteger('1.5E4')", 15000),
    ("toInteger('trUe')", NULL),
    ("toString(1.0)", "1"),
    ("toString(2.5)", "2.5"),
    ("toString(true)", "true"),
    ("toString(NULL)", NULL),
    ("toSet([1, 2, 3, 1, 2])", Set([1, 2, 3])),
    ("toSet({1, 2})", Set([1, 2])),
    ("hash('Hello')", 2275118702903107253),
    ("hash('Boris')", 9126854228122744212),
    ("hash(123)", 123),
    ("hash(123 + 456)", 579),
    ("hash(123.0)", -2256853663865737834),
    ("hash(!false)", 1),
    ("coalesce(null, 1)", 1),
    ("coalesce(1, 2, 3)", 1),
    ("coalesce(null)", NULL),
    ("coalesce(null, [1, 2, 3])", List([1, 2, 3])),
    # json_extract (function/json_extract.feature)
    ('JSON_EXTRACT(\'{"a": "foo", "b": 0.2, "c": true}\')', Map({"a": "foo", "b": 0.2, "c": True})),
    (
        'JSON_EXTRACT(\'{"a": 1, "b": {}, "c": {"d": true}}\')',
        Map({"a": 1, "b": Map(), "c": Map({"d": True})}),
    ),
    ("JSON_EXTRACT('{}')", Map()),
    ("JSON_EXTRACT('fuzz')", BAD_DATA),
    (
        'JSON_EXTRACT(\'{"a": "foo", "b": false, "c": {"d": {"e": 0.1}}}\')',
        Map({"a": "foo", "b": False, "c": Map()}),
    ),
    ('JSON_EXTRACT(\'{"a": "foo", "b": false, "c": [1, 2, 3]}\')', Map({"a": "foo", "b": False})),
    # lists
    ("range(1, 5)", List([1, 2, 3, 4, 5])),
    ("range(1, 10, 3)", List([1, 4, 7, 10])),
    ("range(5, 1, -2)", List([5, 3, 1])),
    ("head([1, 2])", 1),
    ("head([])", NULL),
    ("last([1, 2])", 2),
    ("tail([1, 2, 3])", List([2, 3])),
    ("tail([])", List([])),
    ("size([1, 2])", 2),
    ("size({a: 1})", 1),
    ("keys({b: 1, a: 2})", List(["a", "b"])),
    # graph elements
    ("id(v)", "Tim Duncan"),
    ("labels(v)", List(["player", "bachelor"])),
    ("keys(v)", List(["age", "name", "speciality"])),
    ("properties(v)", Map({"name": "Tim Duncan", "age": 42, "speciality": "psy"})),
    ("properties(e)", Map({"likeness": 95})),
    ("properties(v).age", 42),
    ("type(e)", "like"),
    ("src(e)", "Tim Duncan"),
    ("dst(e)", "Tony Parker"),
    ("rank(e)", 3),
    ("src(r)", "Tim Duncan"),
    ("none_direct_src(r)", "Tony Parker"),
    ("none_direct_dst(r)", "Tim Duncan"),
    ("keys(e)", List(["likeness"])),
    ("startNode(p)", TIM),
    ("endNode(p)", TONY),
    ("length(p)", 1),
    ("nodes(p)", List([TIM, TONY])),
    ("relationships(p)", List([LIKE])),
    ("id(NULL)", NULL),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_function(text: str, expected: Value) -> None:
    got = ev(text)
    assert same(got, expected), f"{text} → {got!r}, expected {expected!r}"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("round(3.125, 3.2)", "`round(3.125,3.2)' is not a valid expression : Parameter's type error"),
        ("round(3.125, 3.2, 42)", "`round(3.125,3.2,42)' is not a valid expression : Parameter's type error"),
        ('round("3.124", 3)', "`round(\"3.124\",3)' is not a valid expression : Parameter's type error"),
        ('round(1.4, "fs", "half_up")', "Parameter's type error"),
        ("toBoolean(1)", "Type error `toBoolean(1)'"),
        ("toFloat(true)", "Type error `toFloat(true)'"),
        ("toInteger(true)", "Type error `toInteger(true)'"),
        ("toSet(true)", "`toSet(true)' is not a valid expression : Parameter's type error"),
        ("toSet(3.4)", "`toSet(3.4)' is not a valid expression : Parameter's type error"),
        ("JSON_EXTRACT(3.1415926)", "`JSON_EXTRACT(3.1415926)' is not a valid expression"),
        ("abs('a')", "Parameter's type error"),
        ("id(e)", "Parameter's type error"),
        ("lower(1)", "Parameter's type error"),
    ],
)
def test_type_errors(text: str, message: str) -> None:
    with pytest.raises(QuerySemanticError) as info:
        ev(text)
    assert message in str(info.value)


def test_temporal_constructors() -> None:
    assert call("date", "2021-07-19") == Date(2021, 7, 19)
    assert call("date", "2021-13-01") is BAD_DATA
    assert call("time", "02:59:40") == Time(2, 59, 40)
    assert call("time", "12:31:14.123") == Time(12, 31, 14, 123000)
    assert call("datetime", "2012-03-04T22:11") == DateTime(2012, 3, 4, 22, 11)
    assert call("datetime", "2021-07-19T02:59:40+08:00") == DateTime(2021, 7, 18, 18, 59, 40)
    assert call("datetime", 0) == DateTime(1970, 1, 1)
    assert call("timestamp", "1970-01-02T00:00:00") == 86400
    assert call("date", A.MapLiteral([("year", A.Literal(2020)), ("month", A.Literal(2))])) == Date(
        2020, 2, 1
    )
    assert call("date", NULL) is NULL
    assert isinstance(call("date"), Date) and isinstance(call("now"), int)
    assert parse_datetime("1984-10-11 12:31:14") == DateTime(1984, 10, 11, 12, 31, 14)
    assert parse_duration("P1Y2M3DT4H5M6S") == Duration(14, 3 * 86400 + 4 * 3600 + 5 * 60 + 6, 0)
    assert call("duration", A.MapLiteral([("days", A.Literal(1.5))])) is BAD_DATA
    with pytest.raises(QuerySemanticError, match="Parameter's type error"):
        call("date", True)


def test_random_functions() -> None:
    for _ in range(20):
        r = ev("rand()")
        assert isinstance(r, float) and 0 <= r < 1
        n = ev("rand32(5, 10)")
        assert isinstance(n, int) and 5 <= n < 10
    assert not lookup("rand").pure and lookup("abs").pure


def test_registry() -> None:
    table = registry()
    for name in ("abs", "tolower", "json_extract", "none_direct_src", "answer", "summary"):
        assert name in table
    assert is_function("ToLower") and not is_function("no_such_function")
    with pytest.raises(QuerySemanticError, match="Function `nope' not defined"):
        lookup("nope")


def test_hash_bytes_matches_libstdcxx() -> None:
    assert hash_bytes(b"") != hash_bytes(b"a")
    assert hash_bytes(b"Hello") == 2275118702903107253
    assert ev("hash('abcdefghijk')") == hash_bytes(b"abcdefghijk")
    assert ev("hash([1, 2])") == ev("hash([1, 2])")


def test_keyword_named_functions() -> None:
    """Functions whose names are nGQL keywords (the grammar may treat them specially)."""
    assert call("left", "abcdef", 2) == "ab"
    assert call("left", "abc", 10) == "abc"
    assert call("left", "abc", -1) is BAD_DATA
    e = ExpressionEvaluator()
    assert e.eval(A.FunctionCall("tags", [A.Variable("v")]), Scope(BINDINGS)) == List(["player", "bachelor"])
    assert e.eval(A.FunctionCall("bit_and", [A.Literal(1), A.Literal(None)]), Scope()) is NULL
    with pytest.raises(QuerySemanticError, match=r"`bit_and\(1,\"a\"\)' is not a valid expression"):
        e.eval(A.FunctionCall("bit_and", [A.Literal(1), A.Literal("a")]), Scope())
    # EMPTY (another edge type's column in GO) is not an error, the result is BAD_TYPE
    assert e.eval(A.FunctionCall("abs", [A.Variable("x")]), Scope({"x": EMPTY})) is BAD_TYPE
