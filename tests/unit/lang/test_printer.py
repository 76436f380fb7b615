"""The printer on hand-built trees: exact canonical text, independent of the parser."""

from __future__ import annotations

import random

import pytest
from helpers import lit, prop, var

from r3.errors import R3Error
from r3.lang import ast as A
from r3.lang.printer import format_float, quote_string, to_text

pytestmark = pytest.mark.quick


def bop(op: str, left: A.Expr, right: A.Expr) -> A.BinaryOp:
    return A.BinaryOp(op, left, right)


a, b, c, d = var("a"), var("b"), var("c"), var("d")


# --------------------------------------------------------------------------- literals and names


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (None, "NULL"),
        (True, "true"),
        (False, "false"),
        (0, "0"),
        (-7, "-7"),
        (12345678901234, "12345678901234"),
        (1.0, "1.0"),
        (0.1, "0.1"),
        (-2.5, "-2.5"),
        (1e20, "1.0e20"),
        (1.5e-7, "1.5e-7"),
        (-3e-10, "-3.0e-10"),
        ("", '""'),
        ("Tim Duncan", '"Tim Duncan"'),
        ('say "hi"', '"say \\"hi\\""'),
        ("back\\slash", '"back\\\\slash"'),
        ("line\nbreak\ttab\r", '"line\\nbreak\\ttab\\r"'),
        ("bell\x07", '"bell\\u0007"'),
        ("it's", '"it\'s"'),
        ("姚明", '"姚明"'),
    ],
)
def test_literal(value: object, text: str) -> None:
    assert to_text(lit(value)) == text


@pytest.mark.parametrize("value", [0.1, 1e20, 1e-300, 123456789.125, 2.0**60, 5e-324, -0.5])
def test_format_float_reads_back_as_the_same_float(value: float) -> None:
    text = format_float(value)
    assert float(text) == value
    assert "." in text.split("e")[0]


def test_non_finite_float_is_an_error() -> None:
    with pytest.raises(R3Error, match="no literal form"):
        to_text(lit(float("inf")))


def test_quote_string_escapes_control_characters() -> None:
    assert quote_string("\b\f") == '"\\b\\f"'


@pytest.mark.parametrize(
    ("name", "ngql", "cypher"),
    [
        ("player", "player", "player"),
        ("_src", "_src", "_src"),
        ("order", "`order`", "`order`"),
        ("Tag", "`Tag`", "Tag"),  # reserved in nGQL only
        ("merge", "merge", "`merge`"),  # reserved in Cypher only
        ("count", "count", "count"),  # a keyword, but not reserved
        ("first name", "`first name`", "`first name`"),
        ("2nd", "`2nd`", "`2nd`"),
        ("球员", "`球员`", "`球员`"),
        ("a`b", "`a``b`", "`a``b`"),
    ],
)
def test_names_are_quoted_only_when_needed(name: str, ngql: str, cypher: str) -> None:
    assert to_text(var(name), "ngql") == ngql
    assert to_text(var(name), "cypher") == cypher


def test_vertex_and_edge_keywords_stay_bare_in_ngql() -> None:
    assert to_text(A.FunctionCall("id", [var("vertex")])) == "id(vertex)"
    assert to_text(A.FunctionCall("properties", [var("edge")])) == "properties(edge)"
    assert to_text(A.FunctionCall("id", [var("vertex")]), "cypher") == "id(vertex)"


def test_parameters_and_references() -> None:
    assert to_text(prop(A.Parameter("var"), "id")) == "$var.id"
    assert to_text(prop(A.InputRef(), "name")) == "$-.name"
    assert to_text(prop(A.SrcRef(), "player", "age")) == "$^.player.age"
    assert to_text(prop(A.DstRef(), "team", "name")) == "$$.team.name"
    assert to_text(prop(var("like"), "_dst")) == "like._dst"
    assert to_text(A.Parameter("name"), "cypher") == "$name"
    assert to_text(prop(var("v"), "player", "order")) == "v.player.`order`"


# --------------------------------------------------------------------------- precedence


@pytest.mark.parametrize(
    ("tree", "text"),
    [
        (bop("-", bop("-", a, b), c), "a - b - c"),
        (bop("-", a, bop("-", b, c)), "a - (b - c)"),
        (bop("+", a, bop("+", b, c)), "a + (b + c)"),
        (bop("*", bop("+", a, b), c), "(a + b) * c"),
        (bop("+", bop("*", a, b), c), "a * b + c"),
        (bop("%", a, bop("*", b, c)), "a % (b * c)"),
        (bop("^", bop("^", a, b), c), "(a ^ b) ^ c"),
        (bop("^", a, bop("^", b, c)), "a ^ (b ^ c)"),
        (bop("AND", bop("OR", a, b), c), "(a OR b) AND c"),
        (bop("OR", bop("AND", a, b), c), "a AND b OR c"),
        (bop("OR", a, bop("XOR", b, c)), "a OR (b XOR c)"),
        (bop("XOR", bop("OR", a, b), c), "(a OR b) XOR c"),
        (bop("XOR", bop("AND", a, b), c), "a AND b XOR c"),
        (bop("&&", bop("||", a, b), c), "(a || b) && c"),
        (bop("==", bop("<", a, b), c), "(a < b) == c"),
        (bop("==", a, bop("IN", b, c)), "a == (b IN c)"),
        (bop("<", bop("+", a, b), bop("*", c, d)), "a + b < c * d"),
        (bop("and", bop("=~", a, lit("x.*")), b), 'a =~ "x.*" AND b'),
        (bop("not in", a, A.ListLiteral([lit(1)])), "a NOT IN [1]"),
        (bop("STARTS WITH", a, lit("T")), 'a STARTS WITH "T"'),
        (A.UnaryOp("NOT", bop("==", a, b)), "NOT a == b"),
        (A.UnaryOp("NOT", A.UnaryOp("NOT", a)), "NOT NOT a"),
        (bop("AND", A.UnaryOp("NOT", a), b), "NOT a AND b"),
        (A.UnaryOp("NOT", bop("AND", a, b)), "NOT (a AND b)"),
        (bop("==", A.UnaryOp("NOT", a), b), "(NOT a) == b"),
        (A.UnaryOp("!", bop("==", a, b)), "!(a == b)"),
        (bop("==", A.UnaryOp("!", a), b), "!a == b"),
        (A.UnaryOp("!", A.UnaryOp("!", a)), "!(!a)"),
        (A.UnaryOp("-", a), "-a"),
        (A.UnaryOp("-", bop("+", a, b)), "-(a + b)"),
        (A.UnaryOp("-", A.UnaryOp("-", a)), "-(-a)"),
        (A.UnaryOp("-", lit(1)), "-1"),  # the parser folds both -1 and -(1) into Literal(-1)
        (A.UnaryOp("-", lit(-1)), "-(-1)"),
        (A.UnaryOp("+", lit(2.5)), "+2.5"),
        (bop("-", a, lit(-1)), "a - -1"),
        (bop("*", lit(-2), a), "-2 * a"),
        (bop("^", A.UnaryOp("-", a), lit(2)), "-a ^ 2"),
        (A.UnaryOp("-", bop("^", a, lit(2))), "-(a ^ 2)"),
        (prop(lit(-1), "x"), "(-1).x"),
        (A.Subscript(bop("+", a, b), lit(0)), "(a + b)[0]"),
        (A.IsNull(bop("+", a, b)), "a + b IS NULL"),
        (A.IsNull(a, negated=True, kind="EMPTY"), "a IS NOT EMPTY"),
        (bop("==", A.IsNull(a), b), "(a IS NULL) == b"),
        (A.UnaryOp("NOT", A.IsNull(a)), "NOT a IS NULL"),
        (A.Conditional(bop(">", a, lit(1)), lit("x"), lit("y")), 'a > 1 ? "x" : "y"'),
        (A.Conditional(a, b, A.Conditional(c, d, a)), "a ? b : (c ? d : a)"),
        (bop("+", A.Conditional(a, b, c), d), "(a ? b : c) + d"),
        (A.TypeCast("int", prop(var("v"), "age")), "(int)v.age"),
        (A.TypeCast("float", bop("+", a, b)), "(float)(a + b)"),
        (A.TypeCast("int", lit(-1)), "(int)(-1)"),
        (bop("+", A.TypeCast("string", a), b), "(string)a + b"),
        (prop(A.TypeCast("int", a), "x"), "((int)a).x"),
    ],
)
def test_minimal_parentheses(tree: A.Expr, text: str) -> None:
    assert to_text(tree) == text


# --------------------------------------------------------------------------- expression forms


@pytest.mark.parametrize(
    ("tree", "text"),
    [
        (A.FunctionCall("count", star=True), "count(*)"),
        (A.FunctionCall("COUNT", [a], distinct=True), "COUNT(DISTINCT a)"),
        (
            A.FunctionCall("answer", [prop(var("v"), "player", "name"), lit("who?")]),
            'answer(v.player.name, "who?")',
        ),
        (A.FunctionCall("db.labels"), "db.labels()"),
        (A.ListLiteral([]), "[]"),
        (A.ListLiteral([lit(1), lit("a"), lit(None)]), '[1, "a", NULL]'),
        (A.SetLiteral([lit(1), lit(2)]), "{1, 2}"),
        (A.MapLiteral([("name", lit("x")), ("order", lit(1))]), '{name: "x", `order`: 1}'),
        (A.Subscript(a, lit(0)), "a[0]"),
        (A.Slice(a, lit(1), lit(3)), "a[1..3]"),
        (A.Slice(a, None, lit(-1)), "a[..-1]"),
        (A.Slice(a, lit(2), None), "a[2..]"),
        (
            A.Case(None, [(bop(">", a, lit(1)), lit("big"))], lit("small")),
            'CASE WHEN a > 1 THEN "big" ELSE "small" END',
        ),
        (
            A.Case(a, [(lit(1), lit("one")), (lit(2), lit("two"))]),
            'CASE a WHEN 1 THEN "one" WHEN 2 THEN "two" END',
        ),
        (A.ListComprehension("x", a), "[x IN a]"),
        (
            A.ListComprehension("x", a, bop(">", var("x"), lit(1)), bop("*", var("x"), lit(2))),
            "[x IN a WHERE x > 1 | x * 2]",
        ),
        (A.ListComprehension("x", bop("+", a, b), None, var("x")), "[x IN a + b | x]"),
        (A.ListComprehension("x", bop("IN", a, b)), "[x IN (a IN b)]"),
        (A.ListPredicate("all", "x", a, bop(">", var("x"), lit(0))), "all(x IN a WHERE x > 0)"),
        (A.ListPredicate("none", "x", a, A.IsNull(var("x"))), "none(x IN a WHERE x IS NULL)"),
        (A.Reduce("s", lit(0), "x", a, bop("+", var("s"), var("x"))), "reduce(s = 0, x IN a | s + x)"),
    ],
)
def test_expression_forms(tree: A.Expr, text: str) -> None:
    assert to_text(tree) == text


@pytest.mark.parametrize(
    ("tree", "cypher", "ngql"),
    [
        (A.LabelCheck(var("n"), ["player", "team"]), "n:player:team", "(n:player:team)"),
        (bop("AND", A.LabelCheck(var("n"), ["A"]), b), "n:A AND b", "(n:A) AND b"),
        (prop(A.LabelCheck(var("n"), ["A"]), "x"), "(n:A).x", "(n:A).x"),
        (A.UnaryOp("NOT", A.LabelCheck(var("order"), ["A"])), "NOT `order`:A", "NOT (`order`:A)"),
    ],
)
def test_label_checks(tree: A.Expr, cypher: str, ngql: str) -> None:
    assert to_text(tree, "cypher") == cypher
    assert to_text(tree, "ngql") == ngql


def test_label_check_opening_a_group_is_parenthesised() -> None:
    check = A.LabelCheck(var("n"), ["A"])
    assert to_text(bop("=", A.IsNull(check), b), "cypher") == "((n:A) IS NULL) = b"
    assert to_text(bop("AND", bop("OR", check, b), c), "cypher") == "((n:A) OR b) AND c"
    assert to_text(bop("AND", bop("OR", b, check), c), "cypher") == "(b OR n:A) AND c"


def test_ngql_label_check_needs_a_variable() -> None:
    with pytest.raises(R3Error, match="labels of a variable"):
        to_text(A.LabelCheck(prop(a, "b"), ["A"]), "ngql")


# --------------------------------------------------------------------------- patterns


def node(v: str | None = None, *labels: str, props: A.Expr | None = None) -> A.NodePattern:
    return A.NodePattern(v, list(labels), props)


@pytest.mark.parametrize(
    ("part", "text"),
    [
        (node(), "()"),
        (node("v"), "(v)"),
        (node("v", "player", "team"), "(v:player:team)"),
        (node(None, "player"), "(:player)"),
        (node("v", "player", props=A.MapLiteral([("name", lit("Tim"))])), '(v:player {name: "Tim"})'),
        (node(props=A.MapLiteral([("a", lit(1))])), "({a: 1})"),
        (node("n", props=A.Parameter("p")), "(n $p)"),
        (A.RelPattern("out"), "-->"),
        (A.RelPattern("in"), "<--"),
        (A.RelPattern("both"), "--"),
        (A.RelPattern("out", "e"), "-[e]->"),
        (A.RelPattern("in", None, ["like", "serve"]), "<-[:like|serve]-"),
        (
            A.RelPattern("both", "e", ["like"], A.MapLiteral([("likeness", lit(90))])),
            "-[e:like {likeness: 90}]-",
        ),
        (A.RelPattern("out", None, [], A.MapLiteral([("w", lit(1))])), "-[{w: 1}]->"),
        (A.RelPattern("out", None, [], None, A.VarLength()), "-[*]->"),
        (A.RelPattern("out", "e", ["like"], None, A.VarLength(2, 2)), "-[e:like*2]->"),
        (A.RelPattern("out", None, ["like"], None, A.VarLength(1, 3)), "-[:like*1..3]->"),
        (A.RelPattern("out", None, [], None, A.VarLength(None, 3)), "-[*..3]->"),
        (A.RelPattern("out", None, [], None, A.VarLength(2, None)), "-[*2..]->"),
        (A.PathPattern([node("a"), A.RelPattern("out"), node("b")]), "(a)-->(b)"),
        (A.PathPattern([node("a"), A.RelPattern("out"), node("b")], "p"), "p = (a)-->(b)"),
        (
            A.PathPattern(
                [node("a"), A.RelPattern("both", None, [], None, A.VarLength()), node("b")],
                "p",
                "shortestPath",
            ),
            "p = shortestPath((a)-[*]-(b))",
        ),
    ],
)
def test_patterns(part: A.Node, text: str) -> None:
    assert to_text(part) == text
    assert to_text(part, "cypher") == text


# --------------------------------------------------------------------------- nGQL statements


def go_example() -> A.Go:
    dst_name = prop(A.DstRef(), "player", "name")
    return A.Go(
        from_=[lit("Tim Duncan")],
        over=A.OverClause(["like"], "in"),
        steps=A.StepRange(2),
        where=bop(">", prop(A.DstRef(), "player", "age"), lit(30)),
        yield_=A.YieldClause([A.YieldItem(dst_name, "name")], distinct=True),
    )


def test_go_pipe_canonical_form() -> None:
    tree = A.Pipe([go_example(), A.OrderBy([A.OrderItem(prop(A.InputRef(), "name"), True)]), A.Limit(3)])
    assert to_text(tree) == (
        'GO 2 STEPS FROM "Tim Duncan" OVER like REVERSELY WHERE $$.player.age > 30 '
        "YIELD DISTINCT $$.player.name AS name | ORDER BY $-.name DESC | LIMIT 3"
    )
    assert to_text(tree, pretty=True) == (
        'GO 2 STEPS FROM "Tim Duncan"\n  OVER like REVERSELY\n  WHERE $$.player.age > 30\n'
        "  YIELD DISTINCT $$.player.name AS name\n| ORDER BY $-.name DESC\n| LIMIT 3"
    )


def yi(e: A.Expr, alias: str | None = None) -> A.YieldItem:
    return A.YieldItem(e, alias)


def y(*items: A.YieldItem, distinct: bool = False) -> A.YieldClause:
    return A.YieldClause(list(items), distinct)


edge_key = A.EdgeKey(lit("a"), lit("b"), lit(0))


@pytest.mark.parametrize(
    ("tree", "text"),
    [
        (
            A.Go(
                [lit("a"), lit("b")],
                A.OverClause(["*"], "both"),
                A.StepRange(1, 3),
                sample=A.ListLiteral([lit(2), lit(3)]),
            ),
            'GO 1 TO 3 STEPS FROM "a", "b" OVER * BIDIRECT SAMPLE [2, 3]',
        ),
        (A.Go([prop(A.InputRef(), "id")], A.OverClause(["like", "serve"])), "GO FROM $-.id OVER like, serve"),
        (
            A.FetchVertices(["player", "team"], [lit("a")], y(yi(var("vertex"), "v"))),
            'FETCH PROP ON player, team "a" YIELD vertex AS v',
        ),
        (A.FetchVertices(["*"], [lit(1), lit(2)]), "FETCH PROP ON * 1, 2"),
        (
            A.FetchEdges(
                "serve", [edge_key, A.EdgeKey(lit("c"), lit("d"))], y(yi(prop(var("serve"), "start_year")))
            ),
            'FETCH PROP ON serve "a"->"b"@0, "c"->"d" YIELD serve.start_year',
        ),
        (
            A.FetchEdges("e", [A.EdgeKey(prop(A.InputRef(), "s"), prop(A.InputRef(), "d"), lit(-1))]),
            "FETCH PROP ON e $-.s->$-.d@-1",
        ),
        (
            A.Lookup(
                "player",
                bop(">=", prop(var("player"), "age"), lit(29.5)),
                y(yi(A.FunctionCall("id", [var("vertex")]), "name")),
            ),
            "LOOKUP ON player WHERE player.age >= 29.5 YIELD id(vertex) AS name",
        ),
        (
            A.FindPath(
                "SHORTEST",
                [lit("a")],
                [lit("b"), lit("c")],
                A.OverClause(["*"], "in"),
                True,
                None,
                5,
                y(yi(var("path"), "p")),
            ),
            'FIND SHORTEST PATH WITH PROP FROM "a" TO "b", "c" OVER * REVERSELY UPTO 5 STEPS YIELD path AS p',
        ),
        (
            A.GetSubgraph(
                [lit("a")],
                True,
                2,
                [("IN", ["like"]), ("OUT", ["serve", "like"])],
                None,
                y(yi(var("VERTICES"), "v"), yi(var("edges"), "e")),
            ),
            'GET SUBGRAPH WITH PROP 2 STEPS FROM "a" IN like OUT serve, like YIELD VERTICES AS v, EDGES AS e',
        ),
        (
            A.Yield(y(yi(lit(1), "x"), distinct=True), bop(">", var("x"), lit(0))),
            "YIELD DISTINCT 1 AS x WHERE x > 0",
        ),
        (
            A.GroupBy(
                [prop(A.InputRef(), "team")],
                y(yi(prop(A.InputRef(), "team")), yi(A.FunctionCall("count", star=True), "n")),
            ),
            "GROUP BY $-.team YIELD $-.team, count(*) AS n",
        ),
        (A.Limit(3, 2), "LIMIT 2, 3"),
        (A.Sample(4), "SAMPLE 4"),
        (
            A.InsertVertex(
                [A.TagProps("player", ["name", "age"]), A.TagProps("bachelor", [])],
                [A.VertexRow(lit("p1"), [lit("Tim"), lit(42)])],
                True,
            ),
            'INSERT VERTEX IF NOT EXISTS player(name, age), bachelor() VALUES "p1":("Tim", 42)',
        ),
        (
            A.InsertEdge(
                "like",
                ["likeness"],
                [A.EdgeRow(lit("a"), lit("b"), [lit(90)], lit(1)), A.EdgeRow(lit("b"), lit("c"), [lit(80)])],
            ),
            'INSERT EDGE like(likeness) VALUES "a"->"b"@1:(90), "b"->"c":(80)',
        ),
        (
            A.UpdateVertex(
                lit("p1"),
                [A.SetItem(var("age"), bop("+", var("age"), lit(1)))],
                "player",
                bop(">", var("age"), lit(0)),
                y(yi(var("age"), "a")),
            ),
            'UPDATE VERTEX ON player "p1" SET age = age + 1 WHEN age > 0 YIELD age AS a',
        ),
        (
            A.UpdateVertex(lit("p1"), [A.SetItem(prop(var("player"), "age"), lit(3))], upsert=True),
            'UPSERT VERTEX "p1" SET player.age = 3',
        ),
        (
            A.UpdateEdge("serve", edge_key, [A.SetItem(var("start_year"), lit(2000))], upsert=True),
            'UPSERT EDGE ON serve "a"->"b"@0 SET start_year = 2000',
        ),
        (A.DeleteVertex([lit("a"), lit("b")], True), 'DELETE VERTEX "a", "b" WITH EDGE'),
        (A.DeleteEdge("like", [edge_key]), 'DELETE EDGE like "a"->"b"@0'),
        (A.DeleteTag(["*"], [lit("a")]), 'DELETE TAG * FROM "a"'),
        (A.DeleteTag(["t1", "t2"], [lit("a")]), 'DELETE TAG t1, t2 FROM "a"'),
        (
            A.CreateSpace(
                "nba",
                [("partition_num", lit(10)), ("vid_type", A.TypeSpec("fixed_string", 32))],
                True,
                "demo",
            ),
            'CREATE SPACE IF NOT EXISTS nba (partition_num = 10, vid_type = fixed_string(32)) COMMENT = "demo"',
        ),
        (
            A.CreateSchema(
                "TAG",
                "player",
                [
                    A.ColumnDef("name", A.TypeSpec("string"), False, None, "full name"),
                    A.ColumnDef("age", A.TypeSpec("int"), True, lit(0)),
                ],
                True,
                [("ttl_duration", lit(100)), ("ttl_col", lit("age"))],
            ),
            'CREATE TAG IF NOT EXISTS player(name string NOT NULL COMMENT "full name", age int NULL DEFAULT 0) '
            'ttl_duration = 100, ttl_col = "age"',
        ),
        (A.CreateSchema("EDGE", "follow", []), "CREATE EDGE follow()"),
        (
            A.AlterSchema(
                "TAG",
                "t",
                [
                    ("ADD", [A.ColumnDef("p", A.TypeSpec("int"))]),
                    ("DROP", [A.ColumnDef("q", A.TypeSpec(""))]),
                ],
            ),
            "ALTER TAG t ADD (p int), DROP (q)",
        ),
        (
            A.CreateIndex(
                "TAG", "player_name", "player", [A.IndexField("name", 10), A.IndexField("age")], comment="c"
            ),
            'CREATE TAG INDEX player_name ON player(name(10), age) COMMENT "c"',
        ),
        (A.Drop("TAG INDEX", "i", True), "DROP TAG INDEX IF EXISTS i"),
        (A.Use("nba"), "USE nba"),
        (A.Show("TAGS"), "SHOW TAGS"),
        (A.Show("CREATE TAG", "player"), "SHOW CREATE TAG player"),
        (A.Describe("EDGE", "like"), "DESCRIBE EDGE like"),
        (A.AdminCommand(["SUBMIT", "JOB", "STATS"]), "SUBMIT JOB STATS"),
    ],
)
def test_ngql_statements(tree: A.Node, text: str) -> None:
    assert to_text(tree) == text


def test_statement_combinators() -> None:
    g1 = A.Go([lit("a")], A.OverClause(["like"]))
    g2 = A.Go([lit("b")], A.OverClause(["like"]))
    union = A.SetOperation("UNION", g1, g2)
    assert (
        to_text(A.SetOperation("union all", union, g1))
        == 'GO FROM "a" OVER like UNION GO FROM "b" OVER like UNION ALL GO FROM "a" OVER like'
    )
    assert to_text(A.SetOperation("MINUS", g1, union)) == (
        'GO FROM "a" OVER like MINUS (GO FROM "a" OVER like UNION GO FROM "b" OVER like)'
    )
    assert (
        to_text(A.Pipe([union, A.Limit(1)]))
        == '(GO FROM "a" OVER like UNION GO FROM "b" OVER like) | LIMIT 1'
    )
    assert (
        to_text(A.SetOperation("INTERSECT", A.Pipe([g1, A.Limit(1)]), g2))
        == 'GO FROM "a" OVER like | LIMIT 1 INTERSECT GO FROM "b" OVER like'
    )
    assert to_text(A.Assignment("v", A.Pipe([g1, A.Limit(1)]))) == '$v = GO FROM "a" OVER like | LIMIT 1'
    script = A.Script([A.Assignment("v", g1), A.Yield(y(yi(prop(A.Parameter("v"), "id"))))])
    assert to_text(script) == '$v = GO FROM "a" OVER like; YIELD $v.id'
    assert to_text(script, pretty=True) == '$v = GO FROM "a"\n  OVER like;\nYIELD $v.id'
    assert (
        to_text(A.Explain(script), pretty=True)
        == 'EXPLAIN {\n  $v = GO FROM "a"\n    OVER like;\n  YIELD $v.id\n}'
    )


def test_explain_and_profile() -> None:
    show = A.Show("SPACES")
    assert to_text(A.Explain(A.Script([show]))) == "EXPLAIN SHOW SPACES"
    assert to_text(A.Explain(A.Script([show]), format="dot")) == 'EXPLAIN FORMAT="dot" SHOW SPACES'
    assert (
        to_text(A.Explain(A.Script([show, A.Use("nba")]), profile=True)) == "PROFILE {SHOW SPACES; USE nba}"
    )


# --------------------------------------------------------------------------- Cypher clauses


def test_cypher_query() -> None:
    n, m = node("n", "Person"), node("m")
    q = A.CypherQuery(
        [
            A.MatchClause(
                [A.PathPattern([n, A.RelPattern("out", "r", ["KNOWS"]), m])],
                bop(">", prop(var("n"), "age"), lit(30)),
            ),
            A.MatchClause([A.PathPattern([node("m"), A.RelPattern("out"), node("x")])], optional=True),
            A.WithClause(
                A.Projection([yi(var("n")), yi(A.FunctionCall("count", [var("x")]), "k")], distinct=True),
                bop(">", var("k"), lit(1)),
            ),
            A.UnwindClause(A.ListLiteral([lit(1), lit(2)]), "i"),
            A.ReturnClause(
                A.Projection(
                    [yi(prop(var("n"), "name"), "name")],
                    star=True,
                    order_by=[A.OrderItem(var("name"), True), A.OrderItem(var("i"))],
                    skip=lit(1),
                    limit=A.Parameter("lim"),
                )
            ),
        ]
    )
    text = (
        "MATCH (n:Person)-[r:KNOWS]->(m) WHERE n.age > 30 OPTIONAL MATCH (m)-->(x) "
        "WITH DISTINCT n, count(x) AS k WHERE k > 1 UNWIND [1, 2] AS i "
        "RETURN *, n.name AS name ORDER BY name DESC, i SKIP 1 LIMIT $lim"
    )
    assert to_text(q, "cypher") == text
    assert to_text(q, "ngql") == text
    assert to_text(q, "cypher", pretty=True).count("\n") == 4


@pytest.mark.parametrize(
    ("clause", "text"),
    [
        (
            A.CreateClause([A.PathPattern([node("a", "A", props=A.MapLiteral([("x", lit(1))]))])]),
            "CREATE (a:A {x: 1})",
        ),
        (
            A.MergeClause(
                A.PathPattern([node("n", "P")]),
                [A.SetItem(prop(var("n"), "created"), A.FunctionCall("timestamp"))],
                [A.SetItem(prop(var("n"), "seen"), bop("+", prop(var("n"), "seen"), lit(1)))],
            ),
            "MERGE (n:P) ON CREATE SET n.created = timestamp() ON MATCH SET n.seen = n.seen + 1",
        ),
        (
            A.SetClause(
                [
                    A.SetItem(prop(var("n"), "x"), lit(1)),
                    A.SetLabels("n", ["A", "B"]),
                    A.SetItem(var("n"), A.MapLiteral([]), "+="),
                ]
            ),
            "SET n.x = 1, n:A:B, n += {}",
        ),
        (A.RemoveClause([prop(var("n"), "x"), A.SetLabels("n", ["A"])]), "REMOVE n.x, n:A"),
        (A.DeleteClause([var("n"), var("r")], detach=True), "DETACH DELETE n, r"),
        (A.DeleteClause([var("r")]), "DELETE r"),
        (
            A.CallClause("db.labels", [], [yi(var("label"), "l")], bop("<>", var("l"), lit(""))),
            'CALL db.labels() YIELD label AS l WHERE l <> ""',
        ),
        (A.CallClause("apoc.do.it", [lit(1), A.Parameter("x")]), "CALL apoc.do.it(1, $x)"),
    ],
)
def test_cypher_clauses(clause: A.Node, text: str) -> None:
    assert to_text(clause, "cypher") == text


def test_cypher_union() -> None:
    ret = A.CypherQuery([A.ReturnClause(A.Projection([yi(lit(1), "x")]))])
    assert to_text(A.SetOperation("UNION ALL", ret, ret), "cypher") == "RETURN 1 AS x UNION ALL RETURN 1 AS x"
    nested = A.SetOperation("UNION", ret, A.SetOperation("UNION", ret, ret))
    with pytest.raises(R3Error, match="parentheses"):
        to_text(nested, "cypher")


# --------------------------------------------------------------------------- dialect checks


@pytest.mark.parametrize(
    "tree",
    [
        A.InputRef(),
        prop(A.SrcRef(), "player", "name"),
        A.Conditional(a, b, c),
        A.TypeCast("int", a),
        A.SetLiteral([lit(1)]),
        go_example(),
        A.Pipe([go_example(), A.Limit(1)]),
        A.Lookup("player"),
        A.Show("TAGS"),
        A.Assignment("x", go_example()),
    ],
)
def test_ngql_only_nodes_are_refused_in_cypher(tree: A.Node) -> None:
    with pytest.raises(R3Error, match="only in nGQL"):
        to_text(tree, "cypher")


@pytest.mark.parametrize(
    "tree",
    [
        A.CreateClause([A.PathPattern([node("a")])]),
        A.MergeClause(A.PathPattern([node("a")])),
        A.DeleteClause([a]),
        A.CallClause("db.labels"),
        A.CypherQuery([A.SetClause([A.SetLabels("n", ["A"])])]),
    ],
)
def test_cypher_only_nodes_are_refused_in_ngql(tree: A.Node) -> None:
    with pytest.raises(R3Error, match="only in Cypher"):
        to_text(tree, "ngql")


def test_unknown_dialect_is_a_user_error() -> None:
    with pytest.raises(R3Error, match="unknown dialect"):
        to_text(a, "sparql")


# --------------------------------------------------------------------------- random trees


_OPS = {
    "ngql": "OR,XOR,AND,||,&&,==,!=,<>,<,<=,>,>=,+,-,*,/,%,IN,NOT IN,CONTAINS,NOT CONTAINS,"
    "STARTS WITH,NOT STARTS WITH,ENDS WITH,NOT ENDS WITH,=~",
    "cypher": "OR,XOR,AND,=,<>,<,<=,>,>=,+,-,*,/,%,^,IN,CONTAINS,STARTS WITH,ENDS WITH,=~",
}
_ATOMS: list[object] = [0, 1, 7, -3, 2.5, -0.5, 1e20, "s", 'q"\\', True, None]


def _random_expr(rng: random.Random, dialect: str, depth: int) -> A.Expr:
    """A random expression tree that the dialect's parser can produce."""
    ops = _OPS[dialect].split(",")
    if depth == 0 or rng.random() < 0.2:
        kind = rng.randrange(3)
        if kind == 0:
            return lit(rng.choice(_ATOMS))
        if kind == 1:
            return var(rng.choice(["a", "b", "order", "vertex" if dialect == "ngql" else "c"]))
        return prop(var("v"), "player", rng.choice(["age", "end"]))
    sub = lambda: _random_expr(rng, dialect, depth - 1)  # noqa: E731
    choice = rng.randrange(14)
    if choice < 5:
        return bop(rng.choice(ops), sub(), sub())
    if choice == 5:
        op, operand = rng.choice(["NOT", "-", "+"] + (["!"] if dialect == "ngql" else [])), sub()
        value = operand.value if isinstance(operand, A.Literal) else None
        if op == "-" and type(value) in (int, float) and value >= 0:  # type: ignore[operator]
            return lit(-value)  # type: ignore[operator]  # the parser folds the sign
        return A.UnaryOp(op, operand)
    if choice == 6:
        return A.IsNull(
            sub(), rng.random() < 0.5, "EMPTY" if dialect == "ngql" and rng.random() < 0.3 else "NULL"
        )
    if choice == 7:
        if dialect == "ngql":
            return A.Conditional(sub(), sub(), sub())
        return A.LabelCheck(A.Subscript(var("m"), sub()), ["A", "B"][: rng.randrange(1, 3)])
    if choice == 8:
        if dialect == "ngql":
            return A.TypeCast(rng.choice(["int", "float", "string", "bool"]), sub())
        return A.LabelCheck(var("n"), ["Person"])
    if choice == 9:
        return A.Subscript(sub(), sub()) if rng.random() < 0.5 else A.Slice(sub(), sub(), None)
    if choice == 10:
        return A.Property(sub(), "x")
    if choice == 11:
        return A.ListLiteral([sub(), sub()]) if rng.random() < 0.5 else A.MapLiteral([("k", sub())])
    if choice == 12:
        return (
            A.Case(None, [(sub(), sub())], sub()) if rng.random() < 0.5 else A.Case(sub(), [(sub(), sub())])
        )
    return (
        A.ListComprehension("x", sub(), sub(), sub()) if rng.random() < 0.5 else A.FunctionCall("f", [sub()])
    )


@pytest.mark.parametrize("dialect", ["ngql", "cypher"])
def test_random_expressions_round_trip(dialect: str) -> None:
    """Precedence and grouping hold for trees nobody thought to write down."""
    parser = pytest.importorskip("r3.lang.parser")
    rng = random.Random(20240611)
    for _ in range(400):
        tree = _random_expr(rng, dialect, 4)
        text = to_text(tree, dialect)
        # Parsed inside a statement (``YIELD``/``RETURN``) to stay clear of parse_expression's start rule.
        script = parser.parse(f"{'YIELD' if dialect == 'ngql' else 'RETURN'} {text} AS x", dialect)
        assert _single_item(script) == tree, text


def _single_item(script: A.Script) -> A.Expr:
    (stmt,) = script.statements
    if isinstance(stmt, A.Yield):
        return stmt.yield_.items[0].expr
    assert isinstance(stmt, A.CypherQuery) and isinstance(stmt.clauses[0], A.ReturnClause)
    return stmt.clauses[0].projection.items[0].expr
