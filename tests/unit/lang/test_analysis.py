"""Query analysis: CRUD functions, clauses, schema items, literals, hops and paper labels.

The first part builds ASTs by hand so the analysis is pinned independently of the parser;
the second part (``parsed``) checks the same facts on parsed text.
"""

from __future__ import annotations

import pytest
from helpers import lit, prop, var

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.lang import ast as A
from r3.lang.analysis import PaperLabels, analyze, parse_reason, render_reason

pytestmark = pytest.mark.quick


def yld(*exprs: A.Expr, distinct: bool = False) -> A.YieldClause:
    return A.YieldClause([A.YieldItem(e) for e in exprs], distinct=distinct)


def node(v: str | None = None, *labels: str, props: dict[str, A.Expr] | None = None) -> A.NodePattern:
    m = A.MapLiteral(list(props.items())) if props else None
    return A.NodePattern(v, list(labels), m)


def space() -> SpaceSchema:
    s = SpaceSchema("demo")
    s.add(SchemaItem("player", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int")]))
    s.add(SchemaItem("team", "tag", [PropertyDef("name", "string")]))
    s.add(SchemaItem("like", "edge", [PropertyDef("likeness", "int")]))
    s.add(SchemaItem("serve", "edge", [PropertyDef("start_year", "int"), PropertyDef("end_year", "int")]))
    return s


# --------------------------------------------------------------------------- nGQL reads


def test_go_pipe_everything() -> None:
    # GO 2 STEPS FROM "Tim" OVER like WHERE $$.player.age > 30
    #   YIELD like._dst AS id, like.likeness, $$.player.name | ORDER BY $-.id | LIMIT 5
    go = A.Go(
        from_=[lit("Tim")],
        over=A.OverClause(["like"]),
        steps=A.StepRange(2),
        where=A.BinaryOp(">", prop(A.DstRef(), "player", "age"), lit(30)),
        yield_=A.YieldClause(
            [
                A.YieldItem(prop(var("like"), "_dst"), "id"),
                A.YieldItem(prop(var("like"), "likeness")),
                A.YieldItem(prop(A.DstRef(), "player", "name")),
            ]
        ),
    )
    q = A.Pipe([go, A.OrderBy([A.OrderItem(prop(A.InputRef(), "id"))]), A.Limit(5)])
    a = analyze(q)
    assert a.crud == ["GO"]
    assert a.clauses == ["PIPE", "WHERE", "YIELD", "ORDER BY", "LIMIT"]
    assert a.tags == ["player"]
    assert a.edge_types == ["like"]
    assert a.properties == [("player", "age"), ("like", "likeness"), ("player", "name")]
    assert a.string_literals == ["Tim"]
    assert a.number_literals == [30, 5]
    assert a.hops == 2
    labels = a.paper_labels()
    assert labels == PaperLabels(["QUERY"], ["WHERE", "ORDER_BY", "LIMIT"], ["player", "like"])


def test_go_range_steps_and_reversely_star() -> None:
    go = A.Go(
        [lit("a")],
        A.OverClause(["*"], "in"),
        steps=A.StepRange(1, 3),
        yield_=yld(prop(var("serve"), "start_year")),
    )
    a = analyze(go)
    assert a.hops == 3
    assert a.edge_types == ["serve"]  # '*' is not a name; serve.start_year names the edge
    assert a.properties == [("serve", "start_year")]


def test_lookup_tag_or_edge_by_syntax_and_schema() -> None:
    on_edge = A.Lookup(
        "like", yield_=yld(A.FunctionCall("src", [var("edge")]), prop(var("like"), "likeness"))
    )
    a = analyze(on_edge)
    assert (a.tags, a.edge_types) == ([], ["like"])
    assert a.properties == [("like", "likeness")]

    on_tag = A.Lookup(
        "player",
        where=A.BinaryOp(">", prop(var("player"), "age"), lit(40)),
        yield_=yld(A.FunctionCall("id", [var("vertex")])),
    )
    a = analyze(on_tag)
    assert (a.tags, a.edge_types, a.clauses) == (["player"], [], ["WHERE", "YIELD"])
    assert a.properties == [("player", "age")]

    # no syntactic hint: tag by default, the schema knows better
    bare = A.Lookup("serve", where=A.BinaryOp(">", prop(var("serve"), "start_year"), lit(2000)))
    assert analyze(bare).tags == ["serve"]
    a = analyze(bare, schema=space())
    assert (a.tags, a.edge_types) == ([], ["serve"])


def test_fetch_vertices_and_edges() -> None:
    fv = A.FetchVertices(
        ["player"], [lit("a"), lit("b")], yld(prop(A.FunctionCall("properties", [var("vertex")]), "name"))
    )
    a = analyze(fv)
    assert (a.crud, a.statements, a.tags) == (["FETCH"], ["FETCH VERTEX"], ["player"])
    assert a.properties == [("player", "name")]
    assert a.string_literals == ["a", "b"]

    fe = A.FetchEdges("serve", [A.EdgeKey(lit("a"), lit("b"), lit(0))], yld(prop(var("serve"), "start_year")))
    a = analyze(fe)
    assert (a.edge_types, a.properties, a.number_literals) == (["serve"], [("serve", "start_year")], [0])


def test_find_path_and_subgraph_hops() -> None:
    fp = A.FindPath("SHORTEST", [lit("a")], [lit("b")], A.OverClause(["*"]), upto=4, yield_=yld(var("path")))
    a = analyze(fp)
    assert (a.crud, a.edge_types, a.hops) == (["FIND PATH"], [], 4)
    assert a.paper_labels().crud == ["FIND_PATH"]
    assert analyze(A.FindPath("ALL", [lit("a")], [lit("b")], A.OverClause(["like"]))).hops == 5

    sg = A.GetSubgraph([lit("a")], steps=2, directions=[("OUT", ["like"]), ("IN", ["serve"])])
    a = analyze(sg)
    assert (a.crud, a.edge_types, a.hops) == (["GET SUBGRAPH"], ["like", "serve"], 2)
    assert a.paper_labels().crud == ["GET_SUBGRPAH"]


def test_set_operations_take_the_longest_branch() -> None:
    left = A.Go([lit("a")], A.OverClause(["like"]))
    right = A.Go([lit("a")], A.OverClause(["serve"]), steps=A.StepRange(3))
    a = analyze(A.SetOperation("UNION ALL", left, right))
    assert a.clauses == ["UNION"]
    assert a.hops == 3
    assert a.edge_types == ["like", "serve"]


def test_assignment_script_adds_hops_and_ignores_column_refs() -> None:
    first = A.Assignment("a", A.Go([lit("x")], A.OverClause(["like"]), yield_=yld(prop(var("like"), "_dst"))))
    second = A.Go(
        [prop(A.Parameter("a"), "id")], A.OverClause(["serve"]), yield_=yld(prop(A.DstRef(), "team", "name"))
    )
    a = analyze(A.Script([first, second]))
    assert a.hops == 2
    assert a.clauses == ["ASSIGNMENT", "YIELD"]
    assert a.properties == [("team", "name")]  # $a.id is a column, like._dst a pseudo-property
    assert (a.tags, a.edge_types) == (["team"], ["like", "serve"])


def test_standalone_yield_literals() -> None:
    y = A.Yield(
        A.YieldClause(
            [
                A.YieldItem(A.UnaryOp("-", lit(5))),
                A.YieldItem(lit(2.5)),
                A.YieldItem(lit(1)),
                A.YieldItem(lit(1.0)),
                A.YieldItem(lit(True)),
                A.YieldItem(lit(1)),
            ],
            distinct=True,
        ),
        where=A.BinaryOp("==", lit("x"), lit("x")),
    )
    a = analyze(y)
    assert a.crud == ["YIELD"]
    assert a.clauses == ["DISTINCT", "WHERE"]
    assert a.number_literals == [-5, 2.5, 1, 1.0]
    assert [type(n) for n in a.number_literals] == [int, float, int, float]
    assert a.string_literals == ["x"]
    assert a.paper_labels().crud == ["OTHER"]


def test_piped_yield_does_not_add_other() -> None:
    go = A.Go([lit("a")], A.OverClause(["like"]), yield_=yld(prop(var("like"), "_dst")))
    a = analyze(A.Pipe([go, A.Yield(yld(prop(A.InputRef(), "x")))]))
    assert a.crud == ["GO", "YIELD"]
    assert a.paper_labels().crud == ["QUERY"]


def test_bare_name_resolved_by_schema() -> None:
    y = A.Yield(yld(prop(var("like"), "likeness"), prop(var("player"), "age")))
    a = analyze(y)
    assert (a.tags, a.edge_types) == ([], [])
    assert a.properties == [(None, "likeness"), (None, "age")]
    a = analyze(y, schema=space())
    assert (a.tags, a.edge_types) == (["player"], ["like"])
    assert a.properties == [("like", "likeness"), ("player", "age")]


# --------------------------------------------------------------------------- nGQL writes and DDL


def test_insert_update_upsert_delete() -> None:
    ins = A.InsertVertex(
        [A.TagProps("player", ["name", "age"])], [A.VertexRow(lit("x"), [lit("x"), lit(33)])]
    )
    a = analyze(ins)
    assert (a.crud, a.tags, a.properties) == (["INSERT"], ["player"], [("player", "name"), ("player", "age")])
    assert a.is_write
    assert a.paper_labels().crud == ["INSERT"]

    ine = A.InsertEdge("like", ["likeness"], [A.EdgeRow(lit("a"), lit("b"), [lit(90)])])
    assert analyze(ine).properties == [("like", "likeness")]

    upd = A.UpdateVertex(
        lit("x"),
        [A.SetItem(var("age"), A.BinaryOp("+", var("age"), lit(1)))],
        tag="player",
        when=A.BinaryOp("==", var("name"), lit("x")),
        yield_=yld(var("age")),
    )
    a = analyze(upd)
    assert (a.crud, a.clauses) == (["UPDATE"], ["WHEN", "YIELD"])
    assert a.properties == [("player", "age"), ("player", "name")]

    old_style = A.UpdateVertex(lit("x"), [A.SetItem(prop(var("player"), "age"), lit(3))], tag="player")
    assert analyze(old_style).properties == [("player", "age")]

    ups = A.UpdateEdge(
        "serve", A.EdgeKey(lit("a"), lit("b")), [A.SetItem(var("start_year"), lit(2001))], upsert=True
    )
    a = analyze(ups)
    assert (a.crud, a.statements, a.edge_types) == (["UPSERT"], ["UPSERT EDGE"], ["serve"])
    assert a.properties == [("serve", "start_year")]
    assert a.paper_labels().crud == ["UPSERT"]

    dels = A.Script(
        [
            A.DeleteVertex([lit("a")], with_edge=True),
            A.DeleteEdge("like", [A.EdgeKey(lit("a"), lit("b"))]),
            A.DeleteTag(["*"], [lit("a")]),
        ]
    )
    a = analyze(dels)
    assert (a.crud, a.edge_types, a.tags) == (["DELETE"], ["like"], [])
    assert a.statements == ["DELETE VERTEX", "DELETE EDGE", "DELETE TAG"]


def test_ddl_paper_labels() -> None:
    script = A.Script(
        [
            A.CreateSpace("s", [("vid_type", A.TypeSpec("fixed_string", 32))]),
            A.Use("s"),
            A.CreateSchema("TAG", "person", [A.ColumnDef("name", A.TypeSpec("string"))]),
            A.CreateSchema("EDGE", "knows", [A.ColumnDef("since", A.TypeSpec("int64"))]),
            A.CreateIndex("TAG", "person_name", "person", [A.IndexField("name", 10)]),
            A.Drop("TAG INDEX", "old_index"),
        ]
    )
    a = analyze(script)
    assert a.crud == ["CREATE", "USE", "DROP"]
    assert a.statements == [
        "CREATE SPACE",
        "USE",
        "CREATE TAG",
        "CREATE EDGE",
        "CREATE TAG INDEX",
        "DROP TAG INDEX",
    ]
    assert (a.tags, a.edge_types) == (["person"], ["knows"])
    assert a.properties == [("person", "name"), ("knows", "since")]
    assert a.paper_labels() == PaperLabels(["CREATE_SPACE", "CREATE_Tag_Edge"], [], ["person", "knows"])


def test_show_describe_are_other() -> None:
    a = analyze(A.Script([A.Show("TAGS"), A.Show("CREATE TAG", "player"), A.Describe("EDGE", "like")]))
    assert a.crud == ["SHOW", "DESCRIBE"]
    assert (a.tags, a.edge_types) == (["player"], ["like"])
    assert a.paper_labels().crud == ["OTHER"]
    assert not a.is_write


# --------------------------------------------------------------------------- MATCH / Cypher


def _match_query() -> A.CypherQuery:
    # MATCH (v:player{name:"Tim"})-[e:like*1..3]->(v2:player) WHERE e.likeness > 90
    # RETURN v2.player.name AS n ORDER BY n DESC SKIP 1 LIMIT 3
    pattern = A.PathPattern(
        [
            node("v", "player", props={"name": lit("Tim")}),
            A.RelPattern("out", "e", ["like"], length=A.VarLength(1, 3)),
            node("v2", "player"),
        ]
    )
    return A.CypherQuery(
        [
            A.MatchClause([pattern], where=A.BinaryOp(">", prop(var("e"), "likeness"), lit(90))),
            A.ReturnClause(
                A.Projection(
                    [A.YieldItem(prop(var("v2"), "player", "name"), "n")],
                    order_by=[A.OrderItem(var("n"), descending=True)],
                    skip=lit(1),
                    limit=lit(3),
                )
            ),
        ]
    )


def test_match_ngql() -> None:
    a = analyze(_match_query())
    assert a.crud == ["MATCH"]
    assert a.clauses == ["WHERE", "RETURN", "ORDER BY", "SKIP", "LIMIT"]
    assert (a.tags, a.edge_types) == (["player"], ["like"])
    assert a.properties == [("player", "name"), ("like", "likeness")]
    assert a.hops == 3
    assert a.string_literals == ["Tim"]
    assert a.number_literals == [90, 1, 3]
    assert a.paper_labels() == PaperLabels(
        ["QUERY"], ["WHERE", "ORDER_BY", "SKIP", "LIMIT"], ["player", "like"]
    )


def test_match_with_unwind_optional_and_untyped_rels() -> None:
    # MATCH (a)-[r]-(b), (b)-[:like|serve]->() OPTIONAL MATCH (a)-[s:like|serve]->()
    # WITH a AS x, s WHERE x.player.age > 1 UNWIND [1] AS u RETURN DISTINCT x.team, r.w, s.likeness
    q = A.CypherQuery(
        [
            A.MatchClause(
                [
                    A.PathPattern([node("a"), A.RelPattern("both", "r"), node("b")]),
                    A.PathPattern([node("b"), A.RelPattern("out", None, ["like", "serve"]), node()]),
                ]
            ),
            A.MatchClause(
                [A.PathPattern([node("a"), A.RelPattern("out", "s", ["like", "serve"]), node()])],
                optional=True,
            ),
            A.WithClause(
                A.Projection([A.YieldItem(var("a"), "x"), A.YieldItem(var("s"))]),
                where=A.BinaryOp(">", prop(var("x"), "player", "age"), lit(1)),
            ),
            A.UnwindClause(A.ListLiteral([lit(1)]), "u"),
            A.ReturnClause(
                A.Projection(
                    [
                        A.YieldItem(prop(var("x"), "team")),
                        A.YieldItem(prop(var("r"), "w")),
                        A.YieldItem(prop(var("s"), "likeness")),
                    ],
                    distinct=True,
                )
            ),
        ]
    )
    a = analyze(q)
    assert a.crud == ["MATCH"]
    assert a.clauses == ["OPTIONAL MATCH", "WITH", "WHERE", "UNWIND", "RETURN", "DISTINCT"]
    assert a.hops == 3
    assert a.edge_types == ["like", "serve"]
    # x.team: 'team' is not a known tag here, so it reads as a property of an unlabelled node
    assert a.properties == [("player", "age"), (None, "team"), (None, "w"), (None, "likeness")]
    # with the schema, s.likeness can only belong to `like`, and `team` is a tag
    a = analyze(q, schema=space())
    assert a.properties == [("player", "age"), (None, "w"), ("like", "likeness")]
    assert a.tags == ["player", "team"]


def test_cypher_dialect_properties_belong_to_labels() -> None:
    # MATCH (n:Person {name:'A'}) SET n.age = 3, n += {city: 'X'} RETURN n.name
    q = A.CypherQuery(
        [
            A.MatchClause([A.PathPattern([node("n", "Person", props={"name": lit("A")})])]),
            A.SetClause(
                [
                    A.SetItem(prop(var("n"), "age"), lit(3)),
                    A.SetItem(var("n"), A.MapLiteral([("city", lit("X"))]), "+="),
                ]
            ),
            A.ReturnClause(A.Projection([A.YieldItem(prop(var("n"), "name"))])),
        ]
    )
    a = analyze(q, dialect="cypher")
    assert a.crud == ["MATCH", "SET"]
    assert a.tags == ["Person"]
    assert a.properties == [("Person", "name"), ("Person", "age"), ("Person", "city")]
    assert a.paper_labels().crud == ["QUERY", "UPDATE"]
    assert a.is_write


def test_cypher_create_merge_delete_and_plain_return() -> None:
    create = A.CypherQuery(
        [
            A.CreateClause(
                [
                    A.PathPattern(
                        [
                            node("a", "P"),
                            A.RelPattern("out", None, ["KNOWS"], A.MapLiteral([("since", lit(2020))])),
                            node("b", "P"),
                        ]
                    )
                ]
            )
        ]
    )
    a = analyze(create, dialect="cypher")
    assert (a.crud, a.tags, a.edge_types, a.hops) == (["CREATE"], ["P"], ["KNOWS"], 0)
    assert a.properties == [("KNOWS", "since")]
    assert a.paper_labels().crud == ["INSERT"]

    merge = A.CypherQuery(
        [A.MergeClause(A.PathPattern([node("a", "P")])), A.DeleteClause([var("a")], detach=True)]
    )
    assert analyze(merge, dialect="cypher").paper_labels().crud == ["UPSERT", "DELETE"]

    ret = A.CypherQuery([A.ReturnClause(A.Projection([A.YieldItem(lit(1))]))])
    a = analyze(ret, dialect="cypher")
    assert (a.crud, a.clauses) == (["RETURN"], ["RETURN"])
    assert a.paper_labels().crud == ["OTHER"]


def test_explain_wraps_the_body() -> None:
    a = analyze(A.Explain(A.Script([_match_query()]), profile=True))
    assert a.crud == ["PROFILE", "MATCH"]
    assert a.paper_labels().crud == ["QUERY"]
    assert a.hops == 3


# --------------------------------------------------------------------------- reason text


def test_render_reason_matches_the_paper_format() -> None:
    text = render_reason(PaperLabels(["QUERY"], ["WHERE"], ["like", "serve"]))
    assert text == (
        "#the request CRUD function : ['QUERY()']\n"
        "#the request clauses : ['WHERE()']\n"
        "#the request class : ['like()', 'serve()']"
    )
    assert render_reason(PaperLabels()).splitlines()[1] == "#the request clauses : []"


@pytest.mark.parametrize(
    "labels",
    [
        PaperLabels(["QUERY", "GET_SUBGRPAH"], ["ORDER_BY", "LIMIT"], ["player", "team", "like"]),
        PaperLabels(["CREATE_Tag_Edge"], [], ["球员"]),
        PaperLabels(),
    ],
)
def test_reason_round_trip(labels: PaperLabels) -> None:
    assert parse_reason(labels.render()) == labels


def test_parse_reason_is_tolerant() -> None:
    messy = (
        "Sure! Here is the reasoning.\n"
        'the request class: [like(), "serve()"]\n'
        "  # The request CRUD functions:  ['query()', 'GET_SUBGRAPH()']\n"
        "#the request clauses : [ORDER BY, 'group by()']   trailing words\n"
    )
    got = parse_reason(messy)
    assert got.crud == ["QUERY", "GET_SUBGRPAH"]
    assert got.clauses == ["ORDER_BY", "GROUP_BY"]
    assert got.classes == ["like", "serve"]

    no_brackets = "#the request CRUD function : QUERY(), UPDATE()\n#the request class : player"
    got = parse_reason(no_brackets)
    assert (got.crud, got.clauses, got.classes) == (["QUERY", "UPDATE"], [], ["player"])

    assert parse_reason("") == PaperLabels()
    assert parse_reason("nonsense without keys") == PaperLabels()
    # a list that never closes still yields what is on its line
    assert parse_reason("#the request class : ['like()', 'serve()'").classes == ["like", "serve"]


def test_untyped_variable_property_owner_from_schema() -> None:
    # MATCH (a)-[e]-(b {name: "x"}) WHERE e.likeness > 1 RETURN b
    q = A.CypherQuery(
        [
            A.MatchClause(
                [A.PathPattern([node("a"), A.RelPattern("both", "e"), node("b", props={"name": lit("x")})])],
                where=A.BinaryOp(">", prop(var("e"), "likeness"), lit(1)),
            ),
            A.ReturnClause(A.Projection([A.YieldItem(var("b"))])),
        ]
    )
    a = analyze(q)
    assert (a.edge_types, a.properties) == ([], [(None, "name"), (None, "likeness")])
    a = analyze(q, schema=space())
    # `name` is on two tags: unknown owner; `likeness` only on `like`, which is then used
    assert (a.tags, a.edge_types) == ([], ["like"])
    assert a.properties == [(None, "name"), ("like", "likeness")]


# --------------------------------------------------------------------------- parsed text


def test_parsed_ngql_pipe() -> None:
    text = 'GO 2 STEPS FROM "a" OVER like WHERE $$.player.age > 30 YIELD $$.player.name AS n | ORDER BY $-.n | LIMIT 2, 3'
    a = analyze(text)
    assert (a.crud, a.clauses) == (["GO"], ["PIPE", "WHERE", "YIELD", "ORDER BY", "LIMIT"])
    assert (a.tags, a.edge_types, a.hops) == (["player"], ["like"], 2)
    assert a.properties == [("player", "age"), ("player", "name")]
    assert (a.string_literals, a.number_literals) == (["a"], [30, 2, 3])


def test_parsed_match_and_lookup_with_schema() -> None:
    from r3.lang.parser import parse

    tree = parse(
        'MATCH (v:player)-[e:like*..2]->(v2) WHERE id(v) == "x" AND e.likeness > -5 RETURN v2.player.name LIMIT 3'
    )
    a = analyze(tree)
    assert (a.crud, a.clauses, a.hops) == (["MATCH"], ["WHERE", "RETURN", "LIMIT"], 2)
    assert a.properties == [("like", "likeness"), ("player", "name")]
    assert a.number_literals == [-5, 3]

    lookup = parse("LOOKUP ON serve WHERE serve.start_year > 2000 YIELD serve.end_year")
    assert analyze(lookup).tags == ["serve"]  # no schema, no edge syntax: read as a tag
    a = analyze(lookup, schema=space())
    assert (a.tags, a.edge_types) == ([], ["serve"])
    assert a.properties == [("serve", "start_year"), ("serve", "end_year")]


def test_parsed_cypher_and_reason_text() -> None:
    a = analyze("MATCH (n:Person {name: 'A'}) SET n.age = 3 RETURN n", dialect="cypher")
    assert (a.crud, a.tags, a.properties) == (
        ["MATCH", "SET"],
        ["Person"],
        [("Person", "name"), ("Person", "age")],
    )
    assert a.paper_labels().render() == (
        "#the request CRUD function : ['QUERY()', 'UPDATE()']\n"
        "#the request clauses : []\n"
        "#the request class : ['Person()']"
    )
