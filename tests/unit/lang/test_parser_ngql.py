"""nGQL parser: the AST shapes of the tricky constructs (table-first, sqlglot style)."""

from __future__ import annotations

import pytest
from lark import Tree

from r3.errors import QuerySyntaxError
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse, parse_expression, parse_statement

pytestmark = pytest.mark.quick

V = A.Variable
L = A.Literal
P = A.Property
F = A.FunctionCall
B = A.BinaryOp
IN = A.InputRef()


def prop(obj: A.Expr, *names: str) -> A.Expr:
    for n in names:
        obj = P(obj, n)
    return obj


def item(expr: A.Expr, alias: str | None = None) -> A.YieldItem:
    return A.YieldItem(expr, alias)


def yields(*items: A.YieldItem, distinct: bool = False) -> A.YieldClause:
    return A.YieldClause(list(items), distinct)


def node(var: str | None = None, *labels: str, props: A.Expr | None = None) -> A.NodePattern:
    return A.NodePattern(var, list(labels), props)


EXPRESSIONS: list[tuple[str, A.Expr]] = [
    ("$-.id", P(IN, "id")),
    ("$-.*", P(IN, "*")),
    ("$^.player.name", prop(A.SrcRef(), "player", "name")),
    ("$$.team.name", prop(A.DstRef(), "team", "name")),
    ("$$", A.DstRef()),
    ("$var.id", P(A.Parameter("var"), "id")),
    ("like._dst", P(V("like"), "_dst")),
    ("v.group.name", prop(V("v"), "group", "name")),
    ("v.player.count + v.t.path", B("+", prop(V("v"), "player", "count"), prop(V("v"), "t", "path"))),
    ("`group`.`name`", P(V("group"), "name")),
    ("id(vertex)", F("id", [V("vertex")])),
    ("properties(Edge).likeness", P(F("properties", [V("edge")]), "likeness")),
    ("src(edge) == dst(EDGE)", B("==", F("src", [V("edge")]), F("dst", [V("edge")]))),
    ('(int)"1" + 1', B("+", A.TypeCast("int", L("1")), L(1))),
    ("(FLOAT)x", A.TypeCast("float", V("x"))),
    ("-5", L(-5)),
    ("-9223372036854775808", L(-(2**63))),
    ("- x", A.UnaryOp("-", V("x"))),
    ("!true", A.UnaryOp("!", L(True))),
    ("NOT a == b", A.UnaryOp("NOT", B("==", V("a"), V("b")))),
    ("!a == b", B("==", A.UnaryOp("!", V("a")), V("b"))),
    ("1 + 2 * 3 % 4", B("+", L(1), B("%", B("*", L(2), L(3)), L(4)))),
    ("a OR b XOR c", B("XOR", B("OR", V("a"), V("b")), V("c"))),
    ("a || b && c", B("||", V("a"), B("&&", V("b"), V("c")))),
    ("a and not b", B("AND", V("a"), A.UnaryOp("NOT", V("b")))),
    ("a != b AND c <> d", B("AND", B("!=", V("a"), V("b")), B("<>", V("c"), V("d")))),
    ("a IN [1, 2]", B("IN", V("a"), A.ListLiteral([L(1), L(2)]))),
    ("a NOT IN b", B("NOT IN", V("a"), V("b"))),
    ("a not  contains 'x'", B("NOT CONTAINS", V("a"), L("x"))),
    ("a STARTS WITH 'x'", B("STARTS WITH", V("a"), L("x"))),
    ("a NOT ENDS WITH 'x'", B("NOT ENDS WITH", V("a"), L("x"))),
    ('a =~ "\\\\d+"', B("=~", V("a"), L("\\d+"))),
    ("a IS NOT NULL", A.IsNull(V("a"), True)),
    ("a is empty", A.IsNull(V("a"), False, "EMPTY")),
    (
        "a > 1 ? 'x' : b ? 'y' : 'z'",
        A.Conditional(B(">", V("a"), L(1)), L("x"), A.Conditional(V("b"), L("y"), L("z"))),
    ),
    ("CASE WHEN a THEN 1 ELSE 2 END", A.Case(None, [(V("a"), L(1))], L(2))),
    ("case x when 1 then 'a' when 2 then 'b' end", A.Case(V("x"), [(L(1), L("a")), (L(2), L("b"))])),
    (
        "[x IN range(1, 3) WHERE x > 1 | x * 2]",
        A.ListComprehension("x", F("range", [L(1), L(3)]), B(">", V("x"), L(1)), B("*", V("x"), L(2))),
    ),
    ("[x IN l | x]", A.ListComprehension("x", V("l"), None, V("x"))),
    ("[x IN l]", A.ListLiteral([B("IN", V("x"), V("l"))])),
    (
        "all(n IN nodes(p) WHERE n.age > 1)",
        A.ListPredicate("all", "n", F("nodes", [V("p")]), B(">", P(V("n"), "age"), L(1))),
    ),
    ("single(x IN l WHERE x)", A.ListPredicate("single", "x", V("l"), V("x"))),
    (
        "reduce(s = 0, x IN [1, 2] | s + x)",
        A.Reduce("s", L(0), "x", A.ListLiteral([L(1), L(2)]), B("+", V("s"), V("x"))),
    ),
    ("l[1]", A.Subscript(V("l"), L(1))),
    ("l[1..3]", A.Slice(V("l"), L(1), L(3))),
    ("l[..-1]", A.Slice(V("l"), None, L(-1))),
    ("l[2..]", A.Slice(V("l"), L(2), None)),
    ("nodes(p)[0].player.name", prop(A.Subscript(F("nodes", [V("p")]), L(0)), "player", "name")),
    ("{a: 1, type: 'x'}", A.MapLiteral([("a", L(1)), ("type", L("x"))])),
    ("{}", A.MapLiteral([])),
    ("{1, 2}", A.SetLiteral([L(1), L(2)])),
    ("{a}", A.SetLiteral([V("a")])),
    ("list[1, 2]", A.ListLiteral([L(1), L(2)])),
    ("set{1}", A.SetLiteral([L(1)])),
    ("count(*)", F("count", [], star=True)),
    ("COUNT(DISTINCT $-.a)", F("COUNT", [P(IN, "a")], distinct=True)),
    ("bit_or(1, 2)", F("bit_or", [L(1), L(2)])),
    ("date('2020-01-01')", F("date", [L("2020-01-01")])),
    ("timestamp()", F("timestamp", [])),
    ("answer(v.player.name, 'who?')", F("answer", [prop(V("v"), "player", "name"), L("who?")])),
    ("summary($$.team.name)", F("summary", [prop(A.DstRef(), "team", "name")])),
    ("exists(v.player.name)", F("exists", [prop(V("v"), "player", "name")])),
    ('"a\\"b" + \'it\\\'s\' + "\\t"', B("+", B("+", L('a"b'), L("it's")), L("\t"))),
    ("0x1F + 017 + 1.5e3 + .5", B("+", B("+", B("+", L(31), L(15)), L(1500.0)), L(0.5))),
    ("TRUE AND null", B("AND", L(True), L(None))),
    ("path", V("path")),
    (
        "(v)-[:like]->()",
        A.PatternExpr(A.PathPattern([node("v"), A.RelPattern("out", types=["like"]), node()])),
    ),
    ("(v)", V("v")),
    ("(v) - 1", B("-", V("v"), L(1))),
]


@pytest.mark.parametrize(("text", "expected"), EXPRESSIONS, ids=[t for t, _ in EXPRESSIONS])
def test_expression_shapes(text: str, expected: A.Expr) -> None:
    assert parse_expression(text) == expected


GO_FULL = (
    'GO 2 TO 3 STEPS FROM "a", "b" OVER like, serve REVERSELY WHERE like.likeness > 90 '
    "YIELD DISTINCT like._dst AS d LIMIT [1, 2]"
)

STATEMENTS: list[tuple[str, A.Statement]] = [
    (
        GO_FULL,
        A.Go(
            [L("a"), L("b")],
            A.OverClause(["like", "serve"], "in"),
            A.StepRange(2, 3),
            B(">", P(V("like"), "likeness"), L(90)),
            yields(item(P(V("like"), "_dst"), "d"), distinct=True),
            limit=A.ListLiteral([L(1), L(2)]),
        ),
    ),
    ("GO FROM $-.id OVER * BIDIRECT", A.Go([P(IN, "id")], A.OverClause(["*"], "both"))),
    (
        "GO 1 STEPS FROM hash('x'), -1 OVER e SAMPLE [2]",
        A.Go([F("hash", [L("x")]), L(-1)], A.OverClause(["e"]), A.StepRange(1), sample=A.ListLiteral([L(2)])),
    ),
    (
        "FETCH PROP ON player, team 'a' YIELD properties(vertex) AS p",
        A.FetchVertices(["player", "team"], [L("a")], yields(item(F("properties", [V("vertex")]), "p"))),
    ),
    ("FETCH PROP ON * $var.id", A.FetchVertices(["*"], [P(A.Parameter("var"), "id")])),
    (
        'FETCH PROP ON like "a"->"b"@0, "c"->"d" YIELD like.likeness',
        A.FetchEdges(
            "like",
            [A.EdgeKey(L("a"), L("b"), L(0)), A.EdgeKey(L("c"), L("d"))],
            yields(item(P(V("like"), "likeness"))),
        ),
    ),
    (
        "FETCH PROP ON like $-.src->$-.dst@$-.rank",
        A.FetchEdges("like", [A.EdgeKey(P(IN, "src"), P(IN, "dst"), P(IN, "rank"))]),
    ),
    (
        "LOOKUP ON player WHERE player.age > 40 YIELD id(vertex) AS vid",
        A.Lookup("player", B(">", P(V("player"), "age"), L(40)), yields(item(F("id", [V("vertex")]), "vid"))),
    ),
    (
        'FIND SHORTEST PATH WITH PROP FROM "a" TO "b", "c" OVER like BIDIRECT WHERE like.x > 1 UPTO 5 STEPS YIELD path AS p',
        A.FindPath(
            "SHORTEST",
            [L("a")],
            [L("b"), L("c")],
            A.OverClause(["like"], "both"),
            True,
            B(">", P(V("like"), "x"), L(1)),
            5,
            yields(item(V("path"), "p")),
        ),
    ),
    (
        'FIND SINGLE SHORTEST PATH FROM "a" TO "b" OVER * YIELD path AS p',
        A.FindPath(
            "SINGLE SHORTEST", [L("a")], [L("b")], A.OverClause(["*"]), yield_=yields(item(V("path"), "p"))
        ),
    ),
    (
        'GET SUBGRAPH WITH PROP 2 STEPS FROM "a" IN like OUT serve BOTH t1, t2 WHERE $$.p.a > 1 '
        "YIELD VERTICES AS nodes, EDGES AS rels",
        A.GetSubgraph(
            [L("a")],
            True,
            2,
            [("IN", ["like"]), ("OUT", ["serve"]), ("BOTH", ["t1", "t2"])],
            B(">", prop(A.DstRef(), "p", "a"), L(1)),
            yields(item(V("vertices"), "nodes"), item(V("edges"), "rels")),
        ),
    ),
    ("YIELD 1 AS a WHERE true", A.Yield(yields(item(L(1), "a")), L(True))),
    (
        "GO FROM 'a' OVER e YIELD e._dst AS a | YIELD $-.a AS a | ORDER BY $-.a DESC | LIMIT 1, 2",
        A.Pipe(
            [
                A.Go([L("a")], A.OverClause(["e"]), yield_=yields(item(P(V("e"), "_dst"), "a"))),
                A.Yield(yields(item(P(IN, "a"), "a"))),
                A.OrderBy([A.OrderItem(P(IN, "a"), True)]),
                A.Limit(2, 1),
            ]
        ),
    ),
    ("YIELD 1 AS a | LIMIT 3 OFFSET 2", A.Pipe([A.Yield(yields(item(L(1), "a"))), A.Limit(3, 2)])),
    ("YIELD 1 AS a | OFFSET 2 LIMIT 3", A.Pipe([A.Yield(yields(item(L(1), "a"))), A.Limit(3, 2)])),
    (
        "YIELD 1 AS a | GROUP BY $-.a YIELD $-.a, count(*)",
        A.Pipe(
            [
                A.Yield(yields(item(L(1), "a"))),
                A.GroupBy([P(IN, "a")], yields(item(P(IN, "a")), item(F("count", [], star=True)))),
            ]
        ),
    ),
    (
        "YIELD 1 AS a UNION YIELD 2 AS a | YIELD $-.a AS b",
        A.SetOperation(
            "UNION",
            A.Yield(yields(item(L(1), "a"))),
            A.Pipe([A.Yield(yields(item(L(2), "a"))), A.Yield(yields(item(P(IN, "a"), "b")))]),
        ),
    ),
    (
        "(YIELD 1 AS a UNION ALL YIELD 2 AS a) | YIELD $-.a AS b",
        A.Pipe(
            [
                A.SetOperation(
                    "UNION ALL", A.Yield(yields(item(L(1), "a"))), A.Yield(yields(item(L(2), "a")))
                ),
                A.Yield(yields(item(P(IN, "a"), "b"))),
            ]
        ),
    ),
    (
        "YIELD 1 AS a MINUS YIELD 2 AS a INTERSECT YIELD 3 AS a",
        A.SetOperation(
            "INTERSECT",
            A.SetOperation("MINUS", A.Yield(yields(item(L(1), "a"))), A.Yield(yields(item(L(2), "a")))),
            A.Yield(yields(item(L(3), "a"))),
        ),
    ),
    (
        "GO FROM 'a' OVER e YIELD id($$) AS vid | RETURN $-.vid AS dst",
        A.Pipe(
            [
                A.Go([L("a")], A.OverClause(["e"]), yield_=yields(item(F("id", [A.DstRef()]), "vid"))),
                A.CypherQuery([A.ReturnClause(A.Projection([item(P(IN, "vid"), "dst")]))]),
            ]
        ),
    ),
    (
        "YIELD [1, 2] AS l | UNWIND $-.l AS x | YIELD $-.x",
        A.Pipe(
            [
                A.Yield(yields(item(A.ListLiteral([L(1), L(2)]), "l"))),
                A.UnwindClause(P(IN, "l"), "x"),
                A.Yield(yields(item(P(IN, "x")))),
            ]
        ),
    ),
    (
        "$a = GO FROM 'a' OVER e YIELD e._dst AS id",
        A.Assignment("a", A.Go([L("a")], A.OverClause(["e"]), yield_=yields(item(P(V("e"), "_dst"), "id")))),
    ),
    (
        'MATCH p = (v:player{name: "x"})-[e:like|serve*1..3]->(v2) WHERE id(v) == "x" '
        "RETURN DISTINCT v2.player.name AS n ORDER BY n DESC SKIP 1 LIMIT 2",
        A.CypherQuery(
            [
                A.MatchClause(
                    [
                        A.PathPattern(
                            [
                                node("v", "player", props=A.MapLiteral([("name", L("x"))])),
                                A.RelPattern("out", "e", ["like", "serve"], None, A.VarLength(1, 3)),
                                node("v2"),
                            ],
                            "p",
                        )
                    ],
                    B("==", F("id", [V("v")]), L("x")),
                ),
                A.ReturnClause(
                    A.Projection(
                        [item(prop(V("v2"), "player", "name"), "n")],
                        distinct=True,
                        order_by=[A.OrderItem(V("n"), True)],
                        skip=L(1),
                        limit=L(2),
                    )
                ),
            ]
        ),
    ),
    (
        "MATCH (v:player{age: 23}:bachelor)<-[e]-(), (a)<-->(b)--(c)-->(d)<--(e) RETURN *",
        A.CypherQuery(
            [
                A.MatchClause(
                    [
                        A.PathPattern(
                            [
                                node("v", "player", "bachelor", props=A.MapLiteral([("age", L(23))])),
                                A.RelPattern("in", "e"),
                                node(),
                            ]
                        ),
                        A.PathPattern(
                            [
                                node("a"),
                                A.RelPattern("both"),
                                node("b"),
                                A.RelPattern("both"),
                                node("c"),
                                A.RelPattern("out"),
                                node("d"),
                                A.RelPattern("in"),
                                node("e"),
                            ]
                        ),
                    ]
                ),
                A.ReturnClause(A.Projection([], star=True)),
            ]
        ),
    ),
    (
        "MATCH (a)-[e:like|:serve*2]-(b)-[*]->(c)-[*..3]->(d)-[*0..]->(x) RETURN e",
        A.CypherQuery(
            [
                A.MatchClause(
                    [
                        A.PathPattern(
                            [
                                node("a"),
                                A.RelPattern("both", "e", ["like", "serve"], None, A.VarLength(2, 2)),
                                node("b"),
                                A.RelPattern("out", length=A.VarLength()),
                                node("c"),
                                A.RelPattern("out", length=A.VarLength(None, 3)),
                                node("d"),
                                A.RelPattern("out", length=A.VarLength(0, None)),
                                node("x"),
                            ]
                        )
                    ]
                ),
                A.ReturnClause(A.Projection([item(V("e"))])),
            ]
        ),
    ),
    (
        "MATCH p = shortestPath((a)-[e*..5]-(b)) RETURN p",
        A.CypherQuery(
            [
                A.MatchClause(
                    [
                        A.PathPattern(
                            [node("a"), A.RelPattern("both", "e", length=A.VarLength(None, 5)), node("b")],
                            "p",
                            "shortestPath",
                        )
                    ]
                ),
                A.ReturnClause(A.Projection([item(V("p"))])),
            ]
        ),
    ),
    (
        "OPTIONAL MATCH (v) WITH v.player.age AS a WHERE a > 1 UNWIND [a] AS x RETURN x",
        A.CypherQuery(
            [
                A.MatchClause([A.PathPattern([node("v")])], optional=True),
                A.WithClause(A.Projection([item(prop(V("v"), "player", "age"), "a")]), B(">", V("a"), L(1))),
                A.UnwindClause(A.ListLiteral([V("a")]), "x"),
                A.ReturnClause(A.Projection([item(V("x"))])),
            ]
        ),
    ),
    (
        "MATCH (v:player) WITH (v)-[:teammate]->() AS p RETURN p",
        A.CypherQuery(
            [
                A.MatchClause([A.PathPattern([node("v", "player")])]),
                A.WithClause(
                    A.Projection(
                        [
                            item(
                                A.PatternExpr(
                                    A.PathPattern(
                                        [node("v"), A.RelPattern("out", types=["teammate"]), node()]
                                    )
                                ),
                                "p",
                            )
                        ]
                    )
                ),
                A.ReturnClause(A.Projection([item(V("p"))])),
            ]
        ),
    ),
    (
        "MATCH (v) RETURN v UNION ALL MATCH (v) RETURN v",
        A.SetOperation(
            "UNION ALL",
            A.CypherQuery(
                [A.MatchClause([A.PathPattern([node("v")])]), A.ReturnClause(A.Projection([item(V("v"))]))]
            ),
            A.CypherQuery(
                [A.MatchClause([A.PathPattern([node("v")])]), A.ReturnClause(A.Projection([item(V("v"))]))]
            ),
        ),
    ),
    (
        'INSERT VERTEX IF NOT EXISTS player(name, age), t() VALUES "a":("A", 1), hash("b"):("B", 2)',
        A.InsertVertex(
            [A.TagProps("player", ["name", "age"]), A.TagProps("t", [])],
            [A.VertexRow(L("a"), [L("A"), L(1)]), A.VertexRow(F("hash", [L("b")]), [L("B"), L(2)])],
            True,
        ),
    ),
    (
        'INSERT VERTEX person VALUES "Tom":("Tom")',
        A.InsertVertex([A.TagProps("person", [], props_listed=False)], [A.VertexRow(L("Tom"), [L("Tom")])]),
    ),
    (
        'INSERT EDGE like(likeness) VALUES "a"->"b"@1:(90), "c"->"d":(80)',
        A.InsertEdge(
            "like",
            ["likeness"],
            [A.EdgeRow(L("a"), L("b"), [L(90)], L(1)), A.EdgeRow(L("c"), L("d"), [L(80)])],
        ),
    ),
    (
        'UPSERT VERTEX ON player "a" SET age = age + 1, name = "x" WHEN age > 1 YIELD age AS a',
        A.UpdateVertex(
            L("a"),
            [A.SetItem(V("age"), B("+", V("age"), L(1))), A.SetItem(V("name"), L("x"))],
            "player",
            B(">", V("age"), L(1)),
            yields(item(V("age"), "a")),
            upsert=True,
        ),
    ),
    (
        'UPDATE VERTEX "a" SET player.age = 1',
        A.UpdateVertex(L("a"), [A.SetItem(P(V("player"), "age"), L(1))]),
    ),
    (
        'UPDATE EDGE ON serve "a"->"b"@0 SET start_year = 2000',
        A.UpdateEdge("serve", A.EdgeKey(L("a"), L("b"), L(0)), [A.SetItem(V("start_year"), L(2000))]),
    ),
    ('DELETE VERTEX "a", "b" WITH EDGE', A.DeleteVertex([L("a"), L("b")], True)),
    (
        "DELETE EDGE like $-.s->$-.d@$-.r",
        A.DeleteEdge("like", [A.EdgeKey(P(IN, "s"), P(IN, "d"), P(IN, "r"))]),
    ),
    ('DELETE TAG * FROM "a"', A.DeleteTag(["*"], [L("a")])),
    (
        "CREATE SPACE IF NOT EXISTS `nba` (partition_num = 10, replica_factor = 1, charset = utf8, "
        'collate = utf8_bin, vid_type = FIXED_STRING(32)) COMMENT = "x"',
        A.CreateSpace(
            "nba",
            [
                ("partition_num", L(10)),
                ("replica_factor", L(1)),
                ("charset", V("utf8")),
                ("collate", V("utf8_bin")),
                ("vid_type", A.TypeSpec("fixed_string", 32)),
            ],
            True,
            "x",
        ),
    ),
    (
        'CREATE TAG `character` ( `name` string NULL, `group` string NULL) ttl_duration = 0, ttl_col = ""',
        A.CreateSchema(
            "TAG",
            "character",
            [
                A.ColumnDef("name", A.TypeSpec("string"), True),
                A.ColumnDef("group", A.TypeSpec("string"), True),
            ],
            options=[("ttl_duration", L(0)), ("ttl_col", L(""))],
        ),
    ),
    (
        'CREATE EDGE IF NOT EXISTS e(a int64 NOT NULL DEFAULT 0 COMMENT "c", t timestamp DEFAULT now())',
        A.CreateSchema(
            "EDGE",
            "e",
            [
                A.ColumnDef("a", A.TypeSpec("int64"), False, L(0), "c"),
                A.ColumnDef("t", A.TypeSpec("timestamp"), None, F("now", [])),
            ],
            True,
        ),
    ),
    ("CREATE EDGE `belong_to` ()", A.CreateSchema("EDGE", "belong_to", [])),
    (
        "CREATE TAG INDEX IF NOT EXISTS `i` ON `player` ( `name`(64), age)",
        A.CreateIndex("TAG", "i", "player", [A.IndexField("name", 64), A.IndexField("age")], True),
    ),
    ("CREATE EDGE INDEX e_i ON like()", A.CreateIndex("EDGE", "e_i", "like", [])),
    (
        "ALTER TAG t ADD (a int, b string), DROP (c) ttl_duration = 10",
        A.AlterSchema(
            "TAG",
            "t",
            [
                ("ADD", [A.ColumnDef("a", A.TypeSpec("int")), A.ColumnDef("b", A.TypeSpec("string"))]),
                ("DROP", [A.ColumnDef("c", A.TypeSpec(""))]),
            ],
            [("ttl_duration", L(10))],
        ),
    ),
    ("DROP TAG INDEX IF EXISTS i", A.Drop("TAG INDEX", "i", True)),
    ("USE nba", A.Use("nba")),
    ("SHOW TAGS", A.Show("TAGS")),
    ("show create tag player", A.Show("CREATE TAG", "player")),
    ("SHOW TAG INDEXES BY player", A.Show("TAG INDEXES BY", "player")),
    ("DESC TAG player", A.Describe("TAG", "player")),
    ("SUBMIT JOB STATS", A.AdminCommand(["SUBMIT", "JOB", "STATS"])),
    (
        'EXPLAIN format="row" YIELD 1',
        A.Explain(A.Script([A.Yield(yields(item(L(1))))]), False, "row"),
    ),
    (
        "PROFILE {YIELD 1; YIELD 2;}",
        A.Explain(A.Script([A.Yield(yields(item(L(1)))), A.Yield(yields(item(L(2))))]), True),
    ),
    ("RETURN $rA IF $rA IS NOT NULL", A.ReturnIfNotNull("rA", "rA")),
    ("RETURN 1 + 1 AS r", A.CypherQuery([A.ReturnClause(A.Projection([item(B("+", L(1), L(1)), "r")]))])),
]


@pytest.mark.parametrize(("text", "expected"), STATEMENTS, ids=[t[:60] for t, _ in STATEMENTS])
def test_statement_shapes(text: str, expected: A.Statement) -> None:
    assert parse_statement(text) == expected


def test_script_comments_and_separators() -> None:
    text = '# leading\n-- dashes at line start\nGO FROM "a" OVER like // trailing\n/* block */ ;;\nYIELD 1;'
    script = parse(text)
    assert [type(s) for s in script.statements] == [A.Go, A.Yield]


def test_dash_dash_mid_line_is_an_edge_not_a_comment() -> None:
    stmt = parse_statement("MATCH (a)--(b) RETURN a")
    assert isinstance(stmt, A.CypherQuery)
    match = stmt.clauses[0]
    assert isinstance(match, A.MatchClause)
    assert match.patterns[0].elements[1] == A.RelPattern("both")


def test_keywords_are_case_insensitive() -> None:
    upper = parse_statement('GO FROM "a" OVER like WHERE like.x IS NOT NULL YIELD DISTINCT like._dst')
    lower = parse_statement('go from "a" over like where like.x is not null yield distinct like._dst')
    assert upper == lower


def test_non_reserved_keywords_work_as_names() -> None:
    stmt = parse_statement("GO FROM 'a' OVER group YIELD group.name AS count, $$.path.type AS space")
    assert isinstance(stmt, A.Go)
    assert stmt.over.edges == ["group"]
    assert stmt.yield_ is not None
    assert [i.alias for i in stmt.yield_.items] == ["count", "space"]


def test_spans_point_into_the_source() -> None:
    text = 'GO FROM "a" OVER like\nWHERE like.likeness > 90 YIELD like._dst'
    stmt = parse_statement(text)
    assert isinstance(stmt, A.Go)
    assert stmt.span is not None and stmt.span.start == 0 and stmt.span.line == 1
    assert stmt.where is not None and stmt.where.span is not None
    span = stmt.where.span
    assert (span.line, span.column) == (2, 7)
    assert text[span.start : span.end] == "like.likeness > 90"


def _contains_parse_tree(node: A.Node) -> bool:
    stack: list[object] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, Tree):
            return True
        if isinstance(item, A.Node):
            stack.extend(vars(item).values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return False


def test_every_table_entry_builds_only_ast_nodes() -> None:
    for text, _ in STATEMENTS:
        assert not _contains_parse_tree(parse(text)), text


def test_dialect_tables() -> None:
    d = get_dialect("nGQL")
    assert d.name == "ngql" and d.grammar == "ngql.lark"
    assert {"MATCH", "GO", "YIELD", "VERTEX"} <= d.reserved_words
    assert not {"GROUP", "COUNT", "PATH", "TYPE", "NAME"} & d.reserved_words


# ----------------------------------------------------------------- rejections NebulaGraph's parser makes

REJECTED: list[tuple[str, str]] = [
    ("YIELD avg(*)", "aggregation function on `*`"),
    ("YIELD count(1, 2)", "Unknown function"),
    ("GO FROM 'a' OVER e WHERE count(*) > 1", "aggregating function in where clause"),
    ("MATCH (v) WHERE sum(v.a) > 1 RETURN v", "aggregating function in where clause"),
    ("GO FROM 'a' OVER e YIELD count(*)", "aggregating function in yield clause"),
    ("YIELD count(rand32())", "non-deterministic"),
    ("FETCH PROP ON player 'a' YIELD vertex", "please add alias when using `vertex'"),
    ("GET SUBGRAPH FROM 'a' YIELD edges", "please add alias when using `edges'"),
    ("YIELD $v", "Direct output of variable"),
    ("OPTIONAL MATCH (v) WHERE id(v) == 'a' RETURN v", "Where clause in optional match"),
    ("MATCH (v) RETURN exists('abc')", "exists only accept"),
    ("YIELD 9223372036854775808", "Out of range"),
    ("YIELD 0x8000000000000000", "Out of range"),
    ("GO FROM $var OVER e", "Variable is not supported in vid near `$var'"),  # TCK go/GO.feature
    ("GO FROM $-.a, $-.b OVER e", "only vid source"),
    ("FETCH PROP ON team $-", "syntax error"),
    ("GO -1 STEPS FROM 'a' OVER e", "syntax error"),
    ("YIELD 1 | LIMIT 1 + 2", "syntax error"),
    ("YIELD 1; LIMIT 1", "syntax error"),
    ("GO FROM 'a' OVER e YIELD e._dst AS id | MATCH (v) RETURN v", "syntax error"),
    ("MATCH (v) RETURN v | YIELD 1", "syntax error"),
    ("$a = MATCH (v) RETURN v", "syntax error"),
    ("MATCH (v:player)", "syntax error"),
    ("MATCH (v) WHERE v.a = 1 RETURN v", "syntax error"),
    ("MATCH (match) RETURN match", "syntax error"),
    ("SHOW NOTHING", "unknown SHOW target"),
    ("CREATE (n:Person)", "syntax error"),
    ("MERGE (n:Person)", "syntax error"),
]


@pytest.mark.parametrize(("text", "message"), REJECTED, ids=[t for t, _ in REJECTED])
def test_rejections(text: str, message: str) -> None:
    with pytest.raises(QuerySyntaxError) as info:
        parse(text)
    assert message in str(info.value)
    assert info.value.line is not None and info.value.column is not None


#: LALR shift/reduce conflicts the grammars resolve on purpose (Lark shifts):
#: `all(`/`reduce(` … start a quantifier, not a call of a variable named `all`; `(v)` and
#: `({…})` are node patterns that double as expressions; `$-.` / `$a.` continue a column
#: reference; nGQL's `:label{…}` takes its property map.
KNOWN_CONFLICTS = {
    ("LPAR", "<name : ALL>"),
    ("LPAR", "<name : ANY>"),
    ("LPAR", "<name : NONE>"),
    ("LPAR", "<name : SINGLE>"),
    ("LPAR", "<name : REDUCE>"),
    ("RPAR", "<atom : name>"),
    ("RPAR", "<atom : map_literal>"),
    ("COLON", "<atom : name>"),
    ("DOT", "<atom : INPUT_REF>"),
    ("DOT", "<atom : VARIABLE>"),
    ("LBRACE", "<label_item : COLON any_name>"),
    # nGQL: `INSERT VERTEX VALUES values(…)`: with the tag list optional (a vertex without
    # tags, 1.insert-vertex.md), the first VALUES is the keyword, not a tag named `values`.
    ("VALUES", "<name : VALUES>"),
    # Cypher: `count {` / `collect {` open a subquery, not a map projection of a variable
    # named count; `(n {a: 1})` is a node pattern that doubles as a map projection.
    ("LBRACE", "<name : COUNT>"),
    ("LBRACE", "<name : COLLECT>"),
    ("RPAR", "<atom : map_projection>"),
    # Cypher: `n:A |` continues the label expression; only a comprehension's WHERE (read by
    # a `|`-free copy of the ladder) or an iteration source (`x IN n:A | …`, a type error
    # anyway) could mean the other `|`.
    ("VBAR", "<label_list : COLON label_or>"),
}


@pytest.mark.parametrize("dialect", ["ngql", "cypher"])
def test_grammar_conflicts_are_the_known_ones(dialect: str, caplog: pytest.LogCaptureFixture) -> None:
    import logging

    from lark import Lark, logger

    from r3.lang.parser import grammar_text

    previous = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        with caplog.at_level(logging.DEBUG, logger="lark"):
            Lark(
                grammar_text(dialect),
                parser="lalr",
                start=["start", "expr_start"],
                debug=True,
                maybe_placeholders=True,
            )
    finally:
        logger.setLevel(previous)
    found = set()
    terminal = ""
    for record in caplog.records:  # "Shift/Reduce conflict for terminal X: …" then " * <rule>" lines
        for line in record.getMessage().splitlines():
            if line.startswith("Shift/Reduce conflict for terminal"):
                terminal = line.split("terminal ")[1].split(":")[0]
            elif line.strip().startswith("* ") and terminal:
                found.add((terminal, line.strip()[2:]))
    assert found, "no conflicts were logged (Lark changed its messages?)"
    assert found <= KNOWN_CONFLICTS, sorted(found - KNOWN_CONFLICTS)
