"""Column names of unaliased YIELD/RETURN items: NebulaGraph's ``Expression::toString``."""

from __future__ import annotations

import pytest

from r3.lang import ast as A
from r3.lang.column_names import Constant, column_name, format_float, literal_text
from r3.lang.parser import parse_statement

pytestmark = pytest.mark.quick


def first_item(query: str) -> A.Expr:
    stmt = parse_statement(query)
    if isinstance(stmt, A.Yield):
        return stmt.yield_.items[0].expr
    if isinstance(stmt, A.Go) and stmt.yield_ is not None:
        return stmt.yield_.items[0].expr
    if isinstance(stmt, A.CypherQuery):
        ret = stmt.clauses[-1]
        assert isinstance(ret, A.ReturnClause)
        return ret.projection.items[0].expr
    raise AssertionError(f"no projection in {query!r}")


@pytest.mark.parametrize(
    ("query", "name"),
    [
        # arithmetic and comparison: parenthesised, no spaces
        ("YIELD 2+3", "(2+3)"),
        ("YIELD 2 * (3 - 1)", "(2*(3-1))"),
        ("YIELD 7 % 2", "(7%2)"),
        ("YIELD 1 >= 2", "(1>=2)"),
        ("YIELD 1 <> 2", "(1!=2)"),
        ("YIELD 'a' =~ 'b'", '("a"=~"b")'),
        # keyword operators keep spaces
        ("YIELD 1 IN [1, 2]", "(1 IN [1,2])"),
        ("YIELD 'ab' STARTS WITH 'a'", '("ab" STARTS WITH "a")'),
        ("YIELD 'ab' NOT CONTAINS 'c'", '("ab" NOT CONTAINS "c")'),
        ("YIELD false OR true", "(false OR true)"),
        ("YIELD true && false", "(true AND false)"),
        ("YIELD true XOR false", "(true XOR false)"),
        # unary operators wrap their operand; negative literals too
        ("YIELD NOT true", "!(true)"),
        ("YIELD !false", "!(false)"),
        ("YIELD -5", "-(5)"),
        ("YIELD -2.5", "-(2.5)"),
        ("YIELD 3 - -2", "(3--(2))"),
        ("YIELD abs(-7)", "abs(-(7))"),
        ("YIELD -9223372036854775808", "-9223372036854775808"),
        # literals
        ("YIELD 42", "42"),
        ("YIELD 2.0", "2"),
        ("YIELD 0.25", "0.25"),
        ("YIELD 'txt'", '"txt"'),
        ("YIELD NULL", "NULL"),
        ("YIELD [1, 'a', true]", '[1,"a",true]'),
        ("YIELD {x: 1, y: 'b'}", '{x:1,y:"b"}'),
        # calls: name as written, DISTINCT lower-case, args without spaces
        ("YIELD COUNT(*)", "COUNT(*)"),
        ("YIELD Sum(1)", "Sum(1)"),
        ("YIELD count(DISTINCT 1)", "count(distinct 1)"),
        ("YIELD range(1, 4)", "range(1,4)"),
        ("YIELD hash(1 + 2)", "hash((1+2))"),
        ("YIELD COUNT(*) + 1", "(COUNT(*)+1)"),
        # casts, CASE, subscripts, slices
        ("YIELD (int)'7'", '(INT)"7"'),
        ("YIELD (float)(1 + 2)", "(FLOAT)(1+2)"),
        ("YIELD (string)false", "(STRING)false"),
        ("YIELD CASE 2 WHEN 1 THEN 'a' ELSE 'b' END", 'CASE 2 WHEN 1 THEN "a" ELSE "b" END'),
        ("YIELD CASE WHEN 1 > 2 THEN 1 END", "CASE WHEN (1>2) THEN 1 END"),
        ("YIELD [4, 5, 6][1]", "[4,5,6][1]"),
        ("YIELD [4, 5, 6][1..2]", "[4,5,6][1..2]"),
        ("YIELD [4, 5, 6][..2]", "[4,5,6][..2]"),
        # list comprehension, predicates, reduce
        ("YIELD [x IN [1, 2] WHERE x > 1 | x * 2]", "[x IN [1,2] WHERE (x>1) | (x*2)]"),
        ("YIELD any(x IN [1, 2] WHERE x > 1)", "any(x IN [1,2] WHERE (x>1))"),
        ("YIELD NONE(x IN [1, 2] WHERE x > 1)", "none(x IN [1,2] WHERE (x>1))"),
        ("YIELD reduce(s = 0, x IN [1, 2] | s + x)", "reduce(s = 0, x IN [1,2] | (s+x))"),
        # references
        ("YIELD $-.name", "$-.name"),
        ("YIELD $var.name", "$var.name"),
        ("GO FROM 'a' OVER like YIELD like._dst", "like._dst"),
        ("GO FROM 'a' OVER like YIELD like.likeness > 90", "(like.likeness>90)"),
        ("GO FROM 'a' OVER like YIELD $^.player.name", "$^.player.name"),
        ("GO FROM 'a' OVER like YIELD $$.team.name", "$$.team.name"),
        ("GO FROM 'a' OVER like YIELD id($$)", "id($$)"),
        ("GO FROM 'a' OVER like YIELD src(edge)", "src(EDGE)"),
        ("MATCH (v) RETURN v.player.age", "v.player.age"),
        ("MATCH (v) RETURN properties(v).age", "properties(v).age"),
        ("MATCH (v) RETURN v.player.hobby[0]", "v.player.hobby[0]"),
        ("MATCH (v) RETURN count(v)", "count(v)"),
        ("MATCH (v) RETURN {n: v.player.name}", "{n:v.player.name}"),
    ],
)
def test_column_name(query: str, name: str) -> None:
    assert column_name(first_item(query)) == name


def test_nodes_built_directly() -> None:
    assert column_name(A.Variable("vertex")) == "VERTEX"
    assert column_name(A.FunctionCall("EXISTS", [A.Property(A.Variable("m"), "a")])) == "exists(m.a)"
    assert column_name(A.IsNull(A.Variable("x"), negated=True)) == "x IS NOT NULL"
    assert column_name(A.IsNull(A.Variable("x"), kind="EMPTY")) == "x IS EMPTY"
    assert column_name(A.Conditional(A.Variable("c"), A.Literal(1), A.Literal(2))) == "(c ? 1 : 2)"
    assert column_name(A.LabelCheck(A.Variable("v"), ["player"])) == "v:player"
    assert column_name(A.SetLiteral([A.Literal(1), A.Literal(2)])) == "{1,2}"
    assert column_name(A.BinaryOp("*", Constant(-2), Constant(3))) == "(-2*3)"
    pattern = A.PathPattern(
        [A.NodePattern("v"), A.RelPattern("out", None, ["like"]), A.NodePattern(None, ["player"])]
    )
    assert column_name(A.PatternExpr(pattern)) == "(v)-[:like]->(:player)"


def test_literal_helpers() -> None:
    assert format_float(1e-7) == "1E-7"
    assert format_float(3.0) == "3"
    assert literal_text(-3) == "-(3)"
    assert literal_text(False) == "false"
