"""Expression evaluation with NebulaGraph semantics: operators, NULL/EMPTY, properties, errors.

Expectations come from NebulaGraph's documented behaviour and its TCK features
(expression/, yield/yield.feature); each row is ``nGQL expression text → value``.
"""

from __future__ import annotations

import math

import pytest

from r3.engine.evaluator import ExpressionEvaluator, is_constant
from r3.engine.scope import MISSING, Scope
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.parser import parse_statement
from r3.values import (
    BAD_TYPE,
    DIV_BY_ZERO,
    EMPTY,
    ERR_OVERFLOW,
    NULL,
    OUT_OF_RANGE,
    UNKNOWN_PROP,
    Date,
    Duration,
    Edge,
    List,
    Map,
    Path,
    Set,
    Step,
    Tags,
    Value,
    Vertex,
    canon,
)

pytestmark = pytest.mark.quick

TIM = Vertex(
    "Tim Duncan", Tags({"player": {"name": "Tim Duncan", "age": 42}, "bachelor": {"name": "Tim Duncan"}})
)
TONY = Vertex("Tony Parker", Tags({"player": {"name": "Tony Parker", "age": 36}}))
LIKE = Edge("Tim Duncan", "Tony Parker", "like", 0, Map({"likeness": 95}))
BINDINGS: dict[str, Value] = {
    "v": TIM,
    "e": LIKE,
    "m": Map({"a": NULL, "b": 1, "c": False}),
    "l": List([1, 2, 3]),
    "n": NULL,
    "x": 7,
    "p": Path(TIM, (Step(LIKE, TONY),)),
}


def expr(text: str) -> A.Expr:
    """Parse one nGQL expression (through a YIELD so the statement grammar is exercised)."""
    stmt = parse_statement(f"YIELD {text}")
    assert isinstance(stmt, A.Yield)
    return stmt.yield_.items[0].expr


def ev(text: str, scope: Scope | None = None) -> Value:
    return ExpressionEvaluator().eval(expr(text), scope or Scope(BINDINGS))


def same(a: Value, b: Value) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-12) or (math.isnan(a) and math.isnan(b))
    return canon(a) == canon(b)


CASES: list[tuple[str, Value]] = [
    # arithmetic
    ("1 + 2 * 3", 7),
    ("7 / 2", 3),
    ("-7 / 2", -3),
    ("7 % -3", 1),
    ("-7 % 3", -1),
    ("7.0 / 2", 3.5),
    ("2.5 % 1.2", 0.10000000000000009),
    ("1 + 1.5", 2.5),
    ("x / 0", DIV_BY_ZERO),
    ("x % 0", DIV_BY_ZERO),
    ("x * 9223372036854775807", ERR_OVERFLOW),
    ("-2 * 4611686018427387904", -9223372036854775808),
    ("-9223372036854775808", -9223372036854775808),
    ("1 - -1", 2),
    ('"a" + 1', "a1"),
    ('1.5 + "a"', "1.5a"),
    ('"a" + true', "atrue"),
    ('"ab" + "cd"', "abcd"),
    ("[1] + 2", List([1, 2])),
    ("0 + [1]", List([0, 1])),
    ("[1] + [2, 3]", List([1, 2, 3])),
    ("1 + true", BAD_TYPE) if False else ("x + true", BAD_TYPE),
    ("n + 1", NULL),
    ("-n", NULL),
    ("+x", 7),
    # comparisons
    ("1 == 1.0", True),
    ("1 != 1.0", False),
    ('1 == "1"', False),
    ('x < "a"', BAD_TYPE),
    ("2 > 1.5", True),
    ('"abc" < "abd"', True),
    ("[1, 2] < [1, 3]", True),
    ("NULL == NULL", NULL),
    ("NULL != NULL", NULL),
    ("NULL >= NULL", NULL),
    ("n < 1", NULL),
    ("{a: 1} == {a: 1}", True),
    ("{a: 1} < {a: 2}", BAD_TYPE),
    ("v == v", True),
    # logic (three-valued, NULL AND false is false)
    ("true AND false", False),
    ("NULL AND false", False),
    ("NULL AND true", NULL),
    ("NULL OR true", True),
    ("NULL OR false", NULL),
    ("true XOR true", False),
    ("true XOR NULL", NULL),
    ("NOT NULL", NULL),
    ("NOT false OR false AND false XOR false", True),
    ("(NOT false OR false) AND false XOR true", True),
    ("NOT((NOT TRUE) XOR TRUE)", False),
    ("x AND true", BAD_TYPE),
    # IS NULL / EMPTY, IN, string predicates, regex
    ("NULL IS NULL", True),
    ("n IS NOT NULL", False),
    ("1 IS NULL", False),
    ("1 IS NOT EMPTY", True),
    ("1 IN [1, 2]", True),
    ("1 IN [1.0]", True),
    ("3 IN [1, 2]", False),
    ("3 IN [1, NULL]", NULL),
    ("3 NOT IN [1, 2]", True),
    ("NULL IN [1]", NULL),
    ('"a" IN {a: 1}', True),
    ("1 IN {1, 2}", True),
    ("1 IN 1", BAD_TYPE),
    ('"Tony Parker" CONTAINS "Park"', True),
    ('"Tony Parker" STARTS WITH "To"', True),
    ('"Tony Parker" NOT STARTS WITH "To"', False),
    ('"Tony Parker" ENDS WITH "ker"', True),
    ('"Tony Parker" NOT ENDS WITH "x"', True),
    ('n CONTAINS "a"', NULL),
    ('x CONTAINS "a"', BAD_TYPE),
    ('"Tony Parker" =~ "T\\\\w+\\\\s\\\\w+"', True),
    ('"a good person" =~ "a\\\\s\\\\w+"', False),
    ('"010-12345" =~ "\\\\d{3}\\\\-\\\\d{3,8}"', True),
    # CASE, ?:, casts
    ("CASE 1 WHEN 1 THEN 2 ELSE 3 END", 2),
    ("CASE x WHEN 1 THEN 2 END", NULL),
    ("CASE WHEN x > 5 THEN 'big' ELSE 'small' END", "big"),
    ("CASE WHEN NULL THEN NULL ELSE 1 END", 1),
    ("x > 5 ? 'big' : 'small'", "big"),
    ("n ? 1 : 2", 2),
    ('(int)"1"', 1),
    ("(int)3.14", 3),
    ('(int)"3.14"', 3),
    ('(int)"abc"', NULL),
    ("(float)1", 1.0),
    ("(string)(1+1)", "2"),
    ("(string)true", "true"),
    ('(bool)"true"', True),
    # subscripts and slices
    ("[1, 2, 3][2]", 3),
    ("[1, 2, 3][-1]", 3),
    # 3.data-types/6.list.md: "in nGQL, return OUT_OF_RANGE when querying a single out-of-bound element"
    ("[1, 2, 3][5]", OUT_OF_RANGE),
    ("[1, 2, 3][-4]", OUT_OF_RANGE),
    ("[1, 2, 3][0..1]", List([1])),
    ("[1, 2, 3][1..]", List([2, 3])),
    ("[1, 2, 3][..-1]", List([1, 2])),
    ("[1, 2, 3][3..1]", List([])),
    ("[1, 2, 3][-10..10]", List([1, 2, 3])),
    ('{a: 1}["a"]', 1),
    ('{a: 1}["b"]', NULL),
    ('v["age"]', 42),
    ('e["likeness"]', 95),
    ("n[0]", NULL),
    # collections
    ("{1, 2, 2}", Set([1, 2])),
    ("{p1: 1, p2: true}", Map({"p1": 1, "p2": True})),
    ("[i IN [1, 2, 3] WHERE i > 1 | i + 1]", List([3, 4])),
    ("[i IN l | i * 2]", List([2, 4, 6])),
    ("[i IN n | i]", NULL),
    ("all(n IN range(1, 5) WHERE n > 2)", False),
    ("any(n IN [1, 2, 3, 4, 5] WHERE n > 2)", True),
    ("single(n IN range(1, 5) WHERE n == 3)", True),
    ("none(n IN range(1, 3) WHERE n == 0)", True),
    ("ALL(a IN [2, 3, NULL] WHERE a > 0)", NULL),
    ("Any(a IN [2, 3, NULL] WHERE a > 3)", NULL),
    ("Single(a IN [2, 3, NULL] WHERE a == 3)", NULL),
    ("Single(a IN [2, 3, 4] WHERE a >= 2)", False),
    ("None(a IN [2, 3, NULL] WHERE a > 1)", False),
    ("None(a IN [2, 3, NULL] WHERE a > 3)", NULL),
    ("ALL(n IN NULL WHERE TRUE)", NULL),
    ("reduce(totalNum = 10, n IN range(1, 3) | totalNum + n)", 16),
    ("reduce(totalNum = -4 * 5, n IN [1, 2] | totalNum + n * 2)", -14),
    ("reduce(x = 10, n IN [1, 2, NULL] | n - x)", NULL),
    ("reduce(t = 0, i IN l | t + i + x)", 27),
    # properties on values
    ("v.player.name", "Tim Duncan"),
    ("v.player.Name", NULL),
    ("v.player", Map({"name": "Tim Duncan", "age": 42})),
    ("v.name", NULL),
    ("v.name.not_exists_attr", NULL),
    ("v.player.name.test", BAD_TYPE),
    ("e.likeness", 95),
    ("e.Likeness", NULL),
    ("e._src", "Tim Duncan"),
    ("e._dst", "Tony Parker"),
    ("e._rank", 0),
    ("e._type", "like"),
    ("{k1: 1, k2: true}.k1", 1),
    ("{k1: 1, k2: true}.K1", NULL),
    ("m.a", NULL),
    ("n.a", NULL),
    # exists
    ("exists(m.a)", False),
    ("exists(m.b)", True),
    ("exists({a: 12}.a)", True),
    ("exists({abc: 123}.ab)", False),
    ('exists(e["likeness"])', True),
    ('exists(v["nope"])', False),
    ("exists(v.player.name)", True),
    ("exists(n.a)", NULL),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_expression(text: str, expected: Value) -> None:
    got = ev(text)
    assert same(got, expected), f"{text} → {got!r}, expected {expected!r}"


def test_temporal_properties_and_arithmetic() -> None:
    def call(name: str, *args: A.Expr) -> A.FunctionCall:
        return A.FunctionCall(name, list(args))

    e = ExpressionEvaluator()
    s = Scope()
    date = call("date", A.Literal("2021-07-19"))
    assert e.eval(A.Property(date, "MoNth"), s) == 7
    assert e.eval(A.Property(date, "not_exists_attr"), s) is UNKNOWN_PROP
    t = call("time", A.Literal("02:59:40"))
    assert e.eval(A.Property(t, "minute"), s) == 59
    d = call(
        "duration",
        A.MapLiteral(
            [
                ("years", A.Literal(12)),
                ("months", A.Literal(5)),
                ("days", A.Literal(14)),
                ("hours", A.Literal(16)),
                ("minutes", A.Literal(12)),
                ("seconds", A.Literal(70)),
            ]
        ),
    )
    base = call("date", A.Literal("1984-10-11"))
    assert e.eval(A.BinaryOp("+", base, d), s) == Date(1997, 3, 25)
    assert e.eval(A.BinaryOp("-", base, d), s) == Date(1972, 4, 27)
    dt = call("datetime", A.Literal("1984-10-11T12:31:14"))
    assert str(e.eval(A.BinaryOp("+", dt, d), s)) == "1997-03-26T04:44:24.000000"
    assert str(e.eval(A.BinaryOp("-", dt, d), s)) == "1972-04-26T20:18:04.000000"
    t2 = call("time", A.Literal("12:31:14"))
    assert str(e.eval(A.BinaryOp("+", t2, d), s)) == "04:44:24.000000"
    assert str(e.eval(A.BinaryOp("-", t2, d), s)) == "20:18:04.000000"
    # durations are not ordered, only compared for equality
    d30 = call("duration", A.MapLiteral([("days", A.Literal(30))]))
    m1 = call("duration", A.MapLiteral([("months", A.Literal(1))]))
    assert e.eval(A.BinaryOp("<", d30, m1), s) is BAD_TYPE
    assert e.eval(A.BinaryOp(">=", d30, m1), s) is BAD_TYPE
    assert e.eval(A.BinaryOp("==", d30, m1), s) is False
    assert e.eval(A.BinaryOp("!=", d30, d30), s) is False
    assert e.eval(d30, s) == Duration(0, 30 * 86400, 0)


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("9223372036854775807 + 1", QuerySemanticError, "result of (9223372036854775807+1) cannot be"),
        ("-9223372036854775807 - 2", QuerySemanticError, "result of (-9223372036854775807-2) cannot be"),
        ("9223372036854775807 * -2", QuerySemanticError, "result of (9223372036854775807*-2) cannot be"),
        ("- -9223372036854775808", QuerySemanticError, "result of -(-9223372036854775808) cannot be"),
        ("1 / 0", QuerySemanticError, "Divide by 0"),
        ("2 % 0", QuerySemanticError, "Divide by 0"),
        ("abs(1 / 0)", QuerySemanticError, "Divide by 0"),
        ("-1 AND TRUE", QuerySemanticError, "can not apply `&&' or `AND' operator to `INT' and `BOOL'"),
        ("(true).attr", QuerySemanticError, "`true.attr', expected type with attribute like Date"),
        ('single(n IN "Tom" WHERE n == 3)', QuerySemanticError, '`"Tom"\', expected LIST, but was STRING'),
        ('reduce(t = 10, n IN "jerry" | t + n)', QuerySemanticError, "expected LIST"),
        ("nosuchfn(1)", QuerySemanticError, "Function `nosuchfn' not defined"),
        ("abs(1, 2)", QuerySemanticError, "Arity not match"),
        ("count(*) + 1", QuerySemanticError, "aggregating function"),
        ('exists("abc")', QuerySyntaxError, "The exists only accept"),
        ("undefined_name", QuerySemanticError, "Invalid label identifiers: undefined_name"),
    ],
)
def test_errors(text: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as info:
        ExpressionEvaluator().eval(expr(text), Scope())
    assert message in str(info.value)


def test_label_checks() -> None:
    e = ExpressionEvaluator()
    s = Scope(BINDINGS)
    assert e.eval(A.LabelCheck(A.Variable("v"), ["player", "bachelor"]), s) is True
    assert e.eval(A.LabelCheck(A.Variable("v"), ["team"]), s) is False
    assert e.eval(A.LabelCheck(A.Variable("e"), ["like"]), s) is True
    assert e.eval(A.LabelCheck(A.Variable("n"), ["like"]), s) is NULL


def test_constant_detection() -> None:
    assert is_constant(expr("1 + abs(-2) * [1, 2][0]"))
    assert not is_constant(expr("x + 1"))
    assert not is_constant(expr("rand() + 1"))
    assert not is_constant(expr("$-.a + 1"))


class GoScope(Scope):
    """A GO-like scope: edge props by name, $^/$$ props, one piped row and a $var row."""

    def schema_prop(self, owner: str, prop: str) -> Value:
        if owner == "like":
            props: dict[str, Value] = {"likeness": 90, "_dst": "Tony Parker"}
            return props.get(prop, MISSING)
        if owner == "serve":
            return EMPTY
        return MISSING

    def src_prop(self, tag: str, prop: str) -> Value:
        return TIM.props(tag).get(prop, NULL)

    def dst_prop(self, tag: str, prop: str) -> Value:
        return TONY.props(tag).get(prop, NULL)

    def dst_vertex(self) -> Value:
        return TONY


def test_scope_hooks() -> None:
    scope = GoScope(input={"name": "Tony"}, variables={"var": {"age": 36}})
    e = ExpressionEvaluator()
    assert e.eval(expr("like.likeness + 1"), scope) == 91
    assert e.eval(expr("serve.start_year"), scope) is EMPTY
    assert e.eval(expr("serve.start_year > 2000"), scope) is EMPTY
    assert e.eval(expr("$^.player.age - $$.player.age"), scope) == 6
    assert e.eval(expr("$-.name"), scope) == "Tony"
    assert e.eval(expr("$var.age"), scope) == 36
    assert e.eval(expr("id($$)"), scope) == "Tony Parker"
    # hooks stay reachable inside nested scopes (list predicates, reduce)
    assert e.eval(expr("any(x IN [5, 10] WHERE like.likeness + $$.player.age + x > 130)"), scope) is True
    with pytest.raises(QuerySemanticError, match=r"`\$-\.abc', not exist prop `abc'"):
        e.eval(expr("$-.abc"), scope)
    with pytest.raises(QuerySemanticError, match=r"`\$var\.abc', not exist prop `abc'"):
        e.eval(expr("$var.abc"), scope)
    with pytest.raises(QuerySemanticError, match="Invalid label identifiers: nope"):
        e.eval(expr("nope.prop"), scope)
    with pytest.raises(QuerySemanticError):
        e.eval(expr("$^"), scope)


def test_truthy() -> None:
    e = ExpressionEvaluator()
    s = Scope(BINDINGS)
    assert e.truthy(expr("x > 5"), s)
    assert not e.truthy(expr("n > 5"), s)
    assert not e.truthy(expr("x > 5 AND n"), s)
    with pytest.raises(QueryExecutionError, match="Wrong type result"):
        e.truthy(expr("x + 1"), s)
    with pytest.raises(QueryExecutionError):
        e.truthy(expr('x < "a"'), s)
    assert not e.truthy(expr('x < "a"'), s, strict=False)


def test_free_text_functions() -> None:
    with pytest.raises(QueryExecutionError, match="needs an LLM executor"):
        ev('answer("text", "is it about basketball?")')
    calls: list[tuple[str, list[Value]]] = []

    def fake(name: str, args: object) -> Value:
        calls.append((name, list(args)))  # type: ignore[call-overload]
        return True

    got = ExpressionEvaluator(free_text=fake).eval(expr('summary("a long text")'), Scope())
    assert got is True and calls == [("summary", ["a long text"])]


def test_parameters() -> None:
    e = ExpressionEvaluator(params={"p": 5})
    assert e.eval(A.BinaryOp("+", A.Parameter("p"), A.Literal(1)), Scope()) == 6
