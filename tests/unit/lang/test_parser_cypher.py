"""openCypher parser: AST shapes of Cypher-only constructs and what must stay nGQL-only."""

from __future__ import annotations

import pytest

from r3.errors import QuerySyntaxError
from r3.lang import ast as A
from r3.lang.parser import _cached_parser, parse, parse_expression, parse_statement

pytestmark = pytest.mark.quick

V = A.Variable
L = A.Literal
P = A.Property
F = A.FunctionCall
B = A.BinaryOp


def cy(text: str) -> A.Statement:
    return parse_statement(text, "cypher")


def ex(text: str) -> A.Expr:
    return parse_expression(text, "cypher")


def node(var: str | None = None, *labels: str, props: A.Expr | None = None) -> A.NodePattern:
    return A.NodePattern(var, list(labels), props)


def path(*elements: A.NodePattern | A.RelPattern, variable: str | None = None) -> A.PathPattern:
    return A.PathPattern(list(elements), variable)


def ret(*items: A.YieldItem, **kw: object) -> A.ReturnClause:
    return A.ReturnClause(A.Projection(list(items), **kw))  # type: ignore[arg-type]


def item(expr: A.Expr, alias: str | None = None) -> A.YieldItem:
    return A.YieldItem(expr, alias)


EXPRESSIONS: list[tuple[str, A.Expr]] = [
    ("a = 1 AND b <> 'x'", B("AND", B("=", V("a"), L(1)), B("<>", V("b"), L("x")))),
    ("a OR b XOR c AND d", B("OR", V("a"), B("XOR", V("b"), B("AND", V("c"), V("d"))))),
    ("a = b IN c", B("=", V("a"), B("IN", V("b"), V("c")))),
    ("NOT a IN ['x']", A.UnaryOp("NOT", B("IN", V("a"), A.ListLiteral([L("x")])))),
    ("2 ^ 3 ^ 2", B("^", B("^", L(2), L(3)), L(2))),
    ("-2 ^ 2", B("^", L(-2), L(2))),
    ("n:Person", A.LabelCheck(V("n"), ["Person"])),
    (
        "n:Person:Actor OR m:Movie",
        B("OR", A.LabelCheck(V("n"), ["Person", "Actor"]), A.LabelCheck(V("m"), ["Movie"])),
    ),
    ("n.name STARTS WITH 'A'", B("STARTS WITH", P(V("n"), "name"), L("A"))),
    ("n.x IS NULL", A.IsNull(P(V("n"), "x"))),
    ("$param", A.Parameter("param")),
    ("n.name = $name", B("=", P(V("n"), "name"), A.Parameter("name"))),
    ("'single' + \"double\"", B("+", L("single"), L("double"))),
    ("[x IN [1, 2]]", A.ListComprehension("x", A.ListLiteral([L(1), L(2)]))),
    (
        "[x IN l WHERE x % 2 = 0 | x * x]",
        A.ListComprehension("x", V("l"), B("=", B("%", V("x"), L(2)), L(0)), B("*", V("x"), V("x"))),
    ),
    (
        "[(n)-->(m) | m.name]",
        A.PatternComprehension(path(node("n"), A.RelPattern("out"), node("m")), None, P(V("m"), "name")),
    ),
    (
        "[p = (n)-[:KNOWS]->(m) WHERE m.age > 3 | length(p)]",
        A.PatternComprehension(
            path(node("n"), A.RelPattern("out", types=["KNOWS"]), node("m"), variable="p"),
            B(">", P(V("m"), "age"), L(3)),
            F("length", [V("p")]),
        ),
    ),
    (
        "exists((n)-[:KNOWS]->())",
        F("exists", [A.PatternExpr(path(node("n"), A.RelPattern("out", types=["KNOWS"]), node()))]),
    ),
    ("exists(n.name)", F("exists", [P(V("n"), "name")])),
    ("apoc.coll.sum([1])", F("apoc.coll.sum", [A.ListLiteral([L(1)])])),
    ("count(DISTINCT n)", F("count", [V("n")], distinct=True)),
    ("any(x IN l WHERE x = 1)", A.ListPredicate("any", "x", V("l"), B("=", V("x"), L(1)))),
    ("reduce(acc = 0, x IN l | acc + x)", A.Reduce("acc", L(0), "x", V("l"), B("+", V("acc"), V("x")))),
    ("CASE n.kind WHEN 1 THEN 'a' ELSE 'c' END", A.Case(P(V("n"), "kind"), [(L(1), L("a"))], L("c"))),
    ("{name: n.name, count: 1}", A.MapLiteral([("name", P(V("n"), "name")), ("count", L(1))])),
    ("n.list[1..3]", A.Slice(P(V("n"), "list"), L(1), L(3))),
    ("answer(n.bio, 'question?')", F("answer", [P(V("n"), "bio"), L("question?")])),
]


@pytest.mark.parametrize(("text", "expected"), EXPRESSIONS, ids=[t for t, _ in EXPRESSIONS])
def test_expression_shapes(text: str, expected: A.Expr) -> None:
    assert ex(text) == expected


STATEMENTS: list[tuple[str, A.Statement]] = [
    (
        "MATCH (n:Person {name: 'Tom'})-[:ACTED_IN]->(m:Movie) WHERE n.born > 1950 RETURN m.title AS t ORDER BY t SKIP 1 LIMIT 5",
        A.CypherQuery(
            [
                A.MatchClause(
                    [
                        path(
                            node("n", "Person", props=A.MapLiteral([("name", L("Tom"))])),
                            A.RelPattern("out", types=["ACTED_IN"]),
                            node("m", "Movie"),
                        )
                    ],
                    B(">", P(V("n"), "born"), L(1950)),
                ),
                ret(item(P(V("m"), "title"), "t"), order_by=[A.OrderItem(V("t"))], skip=L(1), limit=L(5)),
            ]
        ),
    ),
    (
        "OPTIONAL MATCH (a)-[r]-(b) WHERE a.age > 10 RETURN a",
        A.CypherQuery(
            [
                A.MatchClause(
                    [path(node("a"), A.RelPattern("both", "r"), node("b"))],
                    B(">", P(V("a"), "age"), L(10)),
                    True,
                ),
                ret(item(V("a"))),
            ]
        ),
    ),
    (
        "CREATE (n:Person {name: $name})-[:KNOWS]->(m)",
        A.CypherQuery(
            [
                A.CreateClause(
                    [
                        path(
                            node("n", "Person", props=A.MapLiteral([("name", A.Parameter("name"))])),
                            A.RelPattern("out", types=["KNOWS"]),
                            node("m"),
                        )
                    ]
                )
            ]
        ),
    ),
    (
        "MERGE (n:Person {name: 'Bob'}) ON CREATE SET n.created = timestamp() ON MATCH SET n.seen = n.seen + 1",
        A.CypherQuery(
            [
                A.MergeClause(
                    path(node("n", "Person", props=A.MapLiteral([("name", L("Bob"))]))),
                    [A.SetItem(P(V("n"), "created"), F("timestamp", []))],
                    [A.SetItem(P(V("n"), "seen"), B("+", P(V("n"), "seen"), L(1)))],
                )
            ]
        ),
    ),
    (
        "MATCH (n) SET n.age = 31, n += {city: 'B'}, n:Employee:Manager, n = $props",
        A.CypherQuery(
            [
                A.MatchClause([path(node("n"))]),
                A.SetClause(
                    [
                        A.SetItem(P(V("n"), "age"), L(31)),
                        A.SetItem(V("n"), A.MapLiteral([("city", L("B"))]), "+="),
                        A.SetLabels("n", ["Employee", "Manager"]),
                        A.SetItem(V("n"), A.Parameter("props")),
                    ]
                ),
            ]
        ),
    ),
    (
        "MATCH (n) REMOVE n.age, n:Employee RETURN n",
        A.CypherQuery(
            [
                A.MatchClause([path(node("n"))]),
                A.RemoveClause([P(V("n"), "age"), A.SetLabels("n", ["Employee"])]),
                ret(item(V("n"))),
            ]
        ),
    ),
    (
        "MATCH (n)-[r]-() DETACH DELETE n, r",
        A.CypherQuery(
            [
                A.MatchClause([path(node("n"), A.RelPattern("both", "r"), node())]),
                A.DeleteClause([V("n"), V("r")], detach=True),
            ]
        ),
    ),
    (
        "CALL db.index.fulltext.queryNodes('idx', 'x') YIELD node, score AS s WHERE s > 1 RETURN node",
        A.CypherQuery(
            [
                A.CallClause(
                    "db.index.fulltext.queryNodes",
                    [L("idx"), L("x")],
                    [item(V("node")), item(V("score"), "s")],
                    B(">", V("s"), L(1)),
                ),
                ret(item(V("node"))),
            ]
        ),
    ),
    ("CALL db.labels()", A.CypherQuery([A.CallClause("db.labels")])),
    (
        "MATCH (n) WITH n, count(*) AS c WHERE c > 1 RETURN n.name, c",
        A.CypherQuery(
            [
                A.MatchClause([path(node("n"))]),
                A.WithClause(
                    A.Projection([item(V("n")), item(F("count", [], star=True), "c")]), B(">", V("c"), L(1))
                ),
                ret(item(P(V("n"), "name")), item(V("c"))),
            ]
        ),
    ),
    (
        "MATCH p = allShortestPaths((a)-[:KNOWS*..5]-(b)) RETURN *, p",
        A.CypherQuery(
            [
                A.MatchClause(
                    [
                        A.PathPattern(
                            [
                                node("a"),
                                A.RelPattern("both", None, ["KNOWS"], None, A.VarLength(None, 5)),
                                node("b"),
                            ],
                            "p",
                            "allShortestPaths",
                        )
                    ]
                ),
                ret(item(V("p")), star=True),
            ]
        ),
    ),
    (
        "MATCH (n:Person) RETURN n.name AS name UNION MATCH (m:Movie) RETURN m.title AS name",
        A.SetOperation(
            "UNION",
            A.CypherQuery([A.MatchClause([path(node("n", "Person"))]), ret(item(P(V("n"), "name"), "name"))]),
            A.CypherQuery([A.MatchClause([path(node("m", "Movie"))]), ret(item(P(V("m"), "title"), "name"))]),
        ),
    ),
    (
        "EXPLAIN MATCH (n) RETURN n",
        A.Explain(A.Script([A.CypherQuery([A.MatchClause([path(node("n"))]), ret(item(V("n")))])])),
    ),
    (
        "MATCH (`weird name`:`Label X`) RETURN `weird name`",
        A.CypherQuery([A.MatchClause([path(node("weird name", "Label X"))]), ret(item(V("weird name")))]),
    ),
    ("MATCH (node) RETURN node", A.CypherQuery([A.MatchClause([path(node("node"))]), ret(item(V("node")))])),
]


@pytest.mark.parametrize(("text", "expected"), STATEMENTS, ids=[t[:60] for t, _ in STATEMENTS])
def test_statement_shapes(text: str, expected: A.Statement) -> None:
    assert cy(text) == expected


def test_shared_match_clause_parses_the_same_in_both_dialects() -> None:
    text = "MATCH (v:player)-[e:like*1..2]->(v2) WHERE v.age > 30 RETURN v2.name AS n ORDER BY n LIMIT 3"
    assert parse(text, "cypher") == parse(text, "ngql")


NGQL_ONLY = [
    'GO FROM "a" OVER like YIELD like._dst',
    "MATCH (n) RETURN $-.x",
    "MATCH (n) RETURN $^.player.name",
    "MATCH (n) RETURN $$",
    "LOOKUP ON player YIELD id(vertex)",
    'FETCH PROP ON player "a" YIELD properties(vertex)',
    "MATCH (n) RETURN n.a AS a | YIELD $-.a",
    "GROUP BY $-.a YIELD count(*)",
    'FIND SHORTEST PATH FROM "a" TO "b" OVER * YIELD path AS p',
    "MATCH (n) WHERE n.a == 1 RETURN n",
    "MATCH (n) WHERE n.a != 1 RETURN n",
    "MATCH (n) WHERE n.a NOT IN [1] RETURN n",
    "MATCH (n) RETURN 1 > 0 ? 1 : 2",
    "MATCH (n) RETURN (int)n.a",
    "MATCH (n) RETURN n.a IS EMPTY",
    "MATCH (n) RETURN {1, 2}",
    "MATCH (n) WHERE n.a > 1 && n.b < 2 RETURN n",
    "MATCH (n)",
    "MATCH (n) RETURN n MATCH (m) RETURN m",
]


@pytest.mark.parametrize("text", NGQL_ONLY)
def test_ngql_constructs_are_syntax_errors_in_cypher(text: str) -> None:
    with pytest.raises(QuerySyntaxError):
        parse(text, "cypher")


def test_every_rule_has_a_callback() -> None:
    """A rule without a callback would leak a Lark Tree into the AST."""
    for dialect in ("ngql", "cypher"):
        lark = _cached_parser(dialect).lark
        builder = lark.options.transformer
        for rule in lark.rules:
            name = rule.alias or rule.origin.name
            if name.startswith("_"):
                continue
            kept = [
                s
                for s in rule.expansion
                if not getattr(s, "filter_out", False) and not s.name.startswith("_")
            ]
            if rule.options.expand1 and rule.alias is None and len(kept) <= 1:
                continue
            assert hasattr(builder, name), f"{dialect}: no callback for {name} ({rule})"
