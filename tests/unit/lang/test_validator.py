"""Schema validator: every issue kind, the scoping rules, and valid queries that must stay clean."""

from __future__ import annotations

import pytest

from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema
from r3.lang import ast, parser
from r3.lang.validator import ISSUE_CODES, Issue, validate

pytestmark = pytest.mark.quick


def _space(indexes: bool = True) -> SpaceSchema:
    space = SpaceSchema("nba", vid_type="fixed_string", vid_length=32)
    for name, props in {
        "player": [("name", "string"), ("age", "int64")],
        "team": [("name", "string")],
        "bachelor": [("name", "string"), ("speciality", "string")],
    }.items():
        space.add(SchemaItem(name, "tag", [PropertyDef(n, t) for n, t in props]))
    for name, props in {
        "like": [("likeness", "int64")],
        "serve": [("start_year", "int64"), ("end_year", "int64")],
        "teammate": [("start_year", "int64"), ("end_year", "int64")],
        "award": [("won", "bool"), ("score", "double")],
    }.items():
        space.add(SchemaItem(name, "edge", [PropertyDef(n, t) for n, t in props]))
    space.tags["player"].co_tags = ["bachelor"]  # as in the data: some players are bachelors too
    if indexes:
        space.add_index(IndexDef("player_name_index", "tag", "player", ["name"], [64]))
        space.add_index(IndexDef("player_age_index", "tag", "player", ["age"]))
        space.add_index(IndexDef("team_name_index", "tag", "team", ["name"], [64]))
        space.add_index(IndexDef("like_likeness_index", "edge", "like", ["likeness"]))
    return space


SPACE = _space()


# --------------------------------------------------------------------------- without the parser


def test_hand_built_tree_reports_every_problem() -> None:
    """The validator works on trees from anywhere (no spans → no positions)."""
    go = ast.Go(
        from_=[ast.Literal("Tim Duncan")],
        over=ast.OverClause(["likes"]),
        yield_=ast.YieldClause(
            [
                ast.YieldItem(ast.Property(ast.DstRef(), "name")),
                ast.YieldItem(ast.Property(ast.Property(ast.DstRef(), "player"), "agee")),
            ]
        ),
    )
    found = validate(go, SPACE)
    assert [i.code for i in found] == ["unknown-edge", "missing-tag-qualifier", "unknown-property"]
    assert found[0].suggestion == "like"
    assert found[1].suggestion == "$$.player.name"
    assert found[2].suggestion == "age"
    assert all(i.line is None for i in found)


def test_hand_built_match_scopes() -> None:
    v_name = ast.Property(ast.Variable("v"), "name")
    query = ast.CypherQuery(
        [
            ast.MatchClause([ast.PathPattern([ast.NodePattern("v", ["player"])])]),
            ast.ReturnClause(ast.Projection([ast.YieldItem(v_name)])),
        ]
    )
    assert [i.code for i in validate(query, SPACE)] == ["missing-tag-qualifier"]
    assert validate(query, SPACE, dialect="cypher") == []


def test_issue_is_a_plain_record() -> None:
    issue = Issue("unknown-tag", "unknown tag `x`", 1, 5, "player")
    assert str(issue) == "1:5: unknown-tag: unknown tag `x`"
    assert "unknown-tag" in ISSUE_CODES


# --------------------------------------------------------------------------- with the parser


def codes(
    query: str, *, dialect: str = "ngql", read_only: bool = False, space: SpaceSchema = SPACE
) -> list[str]:
    return [
        i.code
        for i in validate(parser.parse(query, dialect=dialect), space, dialect=dialect, read_only=read_only)
    ]


VALID_NGQL = [
    # GO: edge props, $^/$$ tag props, builtins, keyword objects, functions
    "GO FROM 'Tim Duncan' OVER like BIDIRECT WHERE like.likeness > 90 "
    "YIELD $^.player.name, like._dst, $$.player.name, like.likeness",
    "GO FROM 'Tim Duncan' OVER * YIELD like._dst AS src, serve._src AS dst, $$.team.name",
    "GO 3 STEPS FROM 'Tim Duncan' OVER like, serve WHERE size(labels($$)) > 0 AND $$.player.age > 40 YIELD $$ AS v",
    "GO 1 TO 4 STEPS FROM 'Tim Duncan' OVER like YIELD like.likeness, edge AS e, dst(edge), id($$)",
    "GO FROM 'Tim Duncan' OVER like WHERE like.likeness >= 80.5 YIELD properties($$).name AS n",
    "GO FROM 'Tim Duncan' OVER serve WHERE serve.start_year == NULL YIELD serve._dst",
    # pipes and variables
    "GO FROM 'Tim Duncan' OVER like YIELD like._dst AS id | GO FROM $-.id OVER serve YIELD serve._dst",
    "GO FROM 'Tim Duncan' OVER like YIELD like._dst AS src, serve._src AS dst "
    "| FIND SHORTEST PATH FROM $-.src TO $-.dst OVER like UPTO 5 STEPS YIELD path AS p | ORDER BY $-.p | LIMIT 10",
    "$a = LOOKUP ON player WHERE player.age == 40 YIELD id(vertex) AS id; FETCH PROP ON player $a.id YIELD player.name",
    "$v = GO FROM 'x' OVER like YIELD like._src AS src, like._dst AS dst; "
    "GO FROM $v.dst OVER teammate YIELD $v.src AS src, $v.dst, teammate._dst AS dst",
    "GET SUBGRAPH 2 STEPS FROM 'Tim Duncan' BOTH like YIELD edges AS e | UNWIND $-.e AS a | YIELD $-.a AS a",
    "GO FROM 'Tony Parker' OVER like YIELD id($$) AS vid | RETURN $-.vid AS dst",
    "GO FROM 'x' OVER like YIELD like._dst AS id | YIELD $-.id AS id WHERE $-.id != 'a'",
    "YIELD 'Yao Ming' AS src, 'Tony Parker' AS dst | FIND SHORTEST PATH FROM $-.src TO $-.dst OVER * YIELD path AS p",
    "GO FROM 'x' OVER serve YIELD $$.team.name AS team, serve.start_year AS y "
    "| GROUP BY $-.team YIELD $-.team AS team, count(*) AS n | ORDER BY $-.n DESC",
    # FETCH / LOOKUP
    "FETCH PROP ON player 'Boris Diaw' YIELD vertex AS node",
    "FETCH PROP ON player 'Tony Parker' YIELD player.name, player.age, properties(vertex).age",
    "FETCH PROP ON * 'Tony Parker' YIELD player.name, team.name",
    "FETCH PROP ON serve 'Tony Parker' -> 'Spurs' YIELD serve.start_year, src(edge), serve._dst",
    "LOOKUP ON player WHERE player.age >= 29.5 YIELD id(vertex) AS name, player.age AS Age",
    "LOOKUP ON player WHERE player.name STARTS WITH 'T' YIELD properties(vertex).name",
    "LOOKUP ON like WHERE like.likeness > 90 YIELD src(edge) AS s, like._dst, edge AS e",
    "GET SUBGRAPH WITH PROP 2 STEPS FROM 'Tim Duncan' WHERE like.likeness > 95 YIELD vertices AS n, edges AS r",
    # MATCH: node tags, relationship props, aliases, comprehension variables, patterns
    "MATCH (v:player)-[e:like]->(v2) WHERE id(v) == 'Tim Duncan' RETURN properties(e) AS props, e, e.likeness",
    "MATCH (v1)-[:like]->(v2)-[:like]->(v3) RETURN v1.player.name AS P, v2.player.name, v3.team.name",
    "MATCH (n:player)-[:serve]-(n1:team) RETURN n1.player.name",
    "MATCH (player)-[s:serve]->(team) WHERE s.start_year == 2001 RETURN player.player.name AS player, team.team.name",
    "MATCH (:player{name:'Tracy McGrady'})-[e:serve|like{start_year: 2000}]-(v) RETURN e, v",
    "MATCH (v:player{age: 1 + 19}) RETURN v",
    "MATCH (v:player) WITH (v)-[:teammate]->() AS p RETURN p",
    "MATCH (v:player) WHERE [t IN [v] | (v)-[:like]->(t)] RETURN v.player.name AS name",
    "MATCH (v:player) WITH v, v.player.age AS age WHERE age > 30 RETURN v.player.name, age ORDER BY age",
    "MATCH (v:player) WITH v AS u RETURN u.player.name",
    "MATCH (v:player) WITH v.player.name AS n UNWIND [1] AS x RETURN n, x ORDER BY n",
    "MATCH (v:player) OPTIONAL MATCH (v)-[e:like]->(w) RETURN v, w.player.age, reduce(s = 0, x IN [1] | s + x)",
    "MATCH (v:player) UNWIND [1, 2] AS x RETURN x.name, [v IN [1] | v.name] AS y",
    "MATCH p = (a:player)-[e:serve*..3]-(b:team) WHERE a.player.name == 'Tim' RETURN p, length(p), nodes(p)",
    "MATCH p2 = (:player{name:'Tim Duncan'})-[e:like*1..2]-(:player) RETURN e.likeness AS e1",
    "MATCH (v:player) WHERE v.player.name == 'x' RETURN v.player",
    "MATCH (v:player) RETURN answer(v.player.name, 'who is unknown_thing?') AS a, "
    "summary('not_a_tag.not_a_prop')",
    "MATCH (v)-[e]-(w) WHERE e.start_year IS NULL OR e.likeness > 1 RETURN e._dst",
    # writes are valid unless read_only
    "INSERT VERTEX player(name, age) VALUES 'x':('x', 1)",
    "INSERT EDGE like(likeness) VALUES 'a'->'b':(99)",
    "UPDATE VERTEX ON player 'x' SET age = age + 1 WHEN name == 'x' YIELD name AS n",
    "UPSERT EDGE ON serve 'a' -> 'b' SET start_year = 2000, end_year = start_year + 1",
    "DELETE EDGE like 'a' -> 'b'",
    "CREATE TAG INDEX team_idx ON team(name(20))",
    "CREATE TAG t2(a int); INSERT VERTEX t2(a) VALUES 'x':(1)",
    # GO's own LIMIT/SAMPLE: one count per step; MATCH sorts by column names (or constants)
    "GO 1 TO 3 STEPS FROM 'x' OVER like YIELD like._dst LIMIT [1, 2, 3]",
    "GO FROM 'x' OVER like YIELD like._dst SAMPLE [2]",
    "MATCH (v:player) RETURN v ORDER BY v",
    "MATCH (v:player) RETURN v.player.age AS Age ORDER BY Age DESC, 1",
]


@pytest.mark.parametrize("query", VALID_NGQL)
def test_valid_ngql_has_no_issue(query: str) -> None:
    assert validate(parser.parse(query, dialect="ngql"), SPACE) == []


VALID_CYPHER = [
    "MATCH (n:player {name: 'Tim'})-[r:like]->(m) WHERE r.likeness > 90 RETURN n.name, m.age, r.likeness",
    "MATCH (n:player) WITH n, n.age AS a RETURN a, n.speciality ORDER BY a",
    "MATCH (n) WHERE n.name = $name RETURN properties(n).age",
    "MATCH (n:player) RETURN [(n)-[:like]->(m) | m.name] AS friends",
    "MATCH (n:player) RETURN count(*) AS c, collect(n.name)[0] AS first",
    "CREATE (n:player {name: 'x', age: 3})-[:like {likeness: 1}]->(m:team {name: 'y'})",
    "MERGE (n:player {name: 'x'}) ON CREATE SET n.age = 1 RETURN n",
]


@pytest.mark.parametrize("query", VALID_CYPHER)
def test_valid_cypher_has_no_issue(query: str) -> None:
    assert validate(parser.parse(query, dialect="cypher"), SPACE, dialect="cypher") == []


INVALID_NGQL = [
    # unknown names, with their kind of statement deciding what the name must be
    ("GO FROM 'x' OVER likes YIELD like._dst", ["unknown-edge"]),
    ("GO FROM 'x' OVER like YIELD likes._dst", ["unknown-edge"]),
    ("GO FROM 'x' OVER like YIELD like.likness", ["unknown-property"]),
    ("GO FROM 'x' OVER like YIELD $$.palyer.name", ["unknown-tag"]),
    ("GO FROM 'x' OVER like YIELD $^.player.nmae", ["unknown-property"]),
    ("MATCH (v:plyer) RETURN v", ["unknown-tag"]),
    ("MATCH (v:player)-[:likes]->(w) RETURN w", ["unknown-edge"]),
    ("MATCH (v:player{nmae: 'x'}) RETURN v", ["unknown-property"]),
    ("MATCH (v)-[e:like{likness: 1}]->(w) RETURN w", ["unknown-property"]),
    ("MATCH (v)-[e:like]->(w) RETURN e.start_year", ["unknown-property"]),
    ("MATCH (v:player) RETURN v.player.agee", ["unknown-property"]),
    ("MATCH (v:player) RETURN v.palyer.age", ["unknown-tag"]),
    ("MATCH (v:player) RETURN properties(v).agee", ["unknown-property"]),
    ("FETCH PROP ON plyer 'x' YIELD vertex AS v", ["unknown-tag"]),
    ("FETCH PROP ON player 'x' YIELD player.nme", ["unknown-property"]),
    ("FETCH PROP ON player 'x' YIELD tema.name", ["unknown-tag"]),
    ("FETCH PROP ON serv 'a' -> 'b' YIELD edge AS e", ["unknown-edge"]),
    ("LOOKUP ON plyer YIELD id(vertex)", ["unknown-index-target"]),
    ("LOOKUP ON player WHERE player.nam == 'x' YIELD id(vertex)", ["unknown-property"]),
    ("INSERT VERTEX player(name, agee) VALUES 'x':('x', 1)", ["unknown-property"]),
    ("INSERT EDGE likes(likeness) VALUES 'a'->'b':(1)", ["unknown-edge"]),
    ("UPDATE VERTEX ON player 'x' SET agee = 1", ["unknown-property"]),
    ("CREATE TAG INDEX i ON plyer(name)", ["unknown-index-target"]),
    ("CREATE TAG INDEX i ON player(nme)", ["unknown-property"]),
    # missing / wrong qualifiers
    ("MATCH (v:player) RETURN v.name", ["missing-tag-qualifier"]),
    ("MATCH (v)-[:like]->(w) WHERE w.age > 3 RETURN w", ["missing-tag-qualifier"]),
    ("GO FROM 'x' OVER like YIELD $$.name", ["missing-tag-qualifier"]),
    ("GO FROM 'x' OVER like WHERE $^.age > 3 YIELD like._dst", ["missing-tag-qualifier"]),
    ("MATCH (v{name: 'Tim Duncan'}) RETURN v", ["missing-tag-qualifier"]),
    ("MATCH (v)-[e:like]->(w) RETURN e.like.likeness", ["wrong-qualifier"]),
    # wrong kinds
    ("GO FROM 'x' OVER player YIELD $$.team.name", ["wrong-kind"]),
    ("GO FROM 'x' OVER like YIELD $$.like.likeness", ["wrong-kind"]),
    ("GO FROM 'x' OVER like YIELD player.name", ["wrong-kind"]),
    ("MATCH (v:like) RETURN v", ["wrong-kind"]),
    ("MATCH (v)-[:player]->(w) RETURN w", ["wrong-kind"]),
    ("MATCH (v:player) RETURN v.like.likeness", ["wrong-kind"]),
    ("MATCH (v)-[e:like]->(w) RETURN e.player.name", ["wrong-kind"]),
    ("FETCH PROP ON like 'x' YIELD vertex AS v", ["wrong-kind"]),
    ("FETCH PROP ON player 'x' YIELD like.likeness", ["wrong-kind"]),
    ("LOOKUP ON like WHERE player.age > 3 YIELD edge AS e", ["wrong-kind"]),
    ("LOOKUP ON player WHERE player.age > 3 YIELD src(edge)", ["wrong-kind"]),
    ("LOOKUP ON like WHERE like.likeness > 3 YIELD id(vertex)", ["wrong-kind"]),
    ("LOOKUP ON player WHERE team.name == 'x' YIELD id(vertex)", ["wrong-schema"]),
    ("GET SUBGRAPH FROM 'x' BOTH serve WHERE like.likeness < 90 YIELD vertices AS v", ["wrong-schema"]),
    ("INSERT VERTEX like(likeness) VALUES 'x':(1)", ["wrong-kind"]),
    ("CREATE EDGE INDEX i ON player(name)", ["wrong-kind"]),
    # types
    ("LOOKUP ON player WHERE player.age == 'thirty' YIELD id(vertex)", ["type-mismatch"]),
    ("MATCH (v:player) WHERE v.player.name > 3 RETURN v", ["type-mismatch"]),
    ("MATCH (v:player{age: 'x'}) RETURN v", ["type-mismatch"]),
    ("GO FROM 'x' OVER award WHERE award.won == 1 YIELD award.score", ["type-mismatch"]),
    ("GO FROM 'x' OVER like WHERE like.likeness IN ['a', 'b'] YIELD like._dst", ["type-mismatch"]),
    ("GO FROM 'x' OVER like WHERE $$.player.name STARTS WITH 3 YIELD like._dst", ["type-mismatch"]),
    ("GO FROM 1 OVER like YIELD like._dst", ["type-mismatch"]),
    # columns and variables
    (
        "GO FROM 'x' OVER like YIELD like._dst AS id | GO FROM $-.idd OVER serve YIELD serve._dst",
        ["unknown-column"],
    ),
    (
        "$a = GO FROM 'x' OVER like YIELD like._dst AS id; FETCH PROP ON player $a.di YIELD vertex AS v",
        ["unknown-column"],
    ),
    ("FETCH PROP ON player $b.id YIELD vertex AS v", ["unknown-variable"]),
    (
        "GO FROM 'x' OVER like YIELD like._dst AS id, like._src AS id | GO FROM $-.id OVER like",
        ["duplicate-column"],
    ),
    # references that do not exist where they are used
    ("MATCH (v) WHERE id(x) == 'a' RETURN v", ["unknown-variable"]),
    ("MATCH (m)-[]-(n) WITH n, n.player.name AS n1 RETURN m", ["unknown-variable"]),
    ("MATCH (v:player) RETURN w.player.name", ["unknown-variable"]),
    ("MATCH (v:player) RETURN $$.player.age AS a", ["misplaced-reference"]),
    ("FETCH PROP ON player 'x' YIELD $^.player.name", ["misplaced-reference"]),
    ("YIELD like._dst", ["misplaced-reference"]),
    ("GET SUBGRAPH FROM $-.id YIELD vertices AS v", ["misplaced-reference"]),
    ("FETCH PROP ON player 'x' YIELD edge AS e", ["wrong-kind"]),
    ("FETCH PROP ON serve 'a' -> 'b' YIELD src(vertex)", ["wrong-kind"]),
    # LOOKUP needs indexes and index-friendly filters
    ("LOOKUP ON bachelor YIELD id(vertex)", ["no-index"]),
    ("LOOKUP ON serve WHERE serve.start_year > 1 YIELD edge AS e", ["no-index"]),
    ("LOOKUP ON team WHERE team.name CONTAINS 'A' YIELD id(vertex)", ["unsupported-filter"]),
    # what NebulaGraph 3.x refuses although it parses (found by running small models)
    ("GO FROM 'x' OVER like YIELD like._dst LIMIT 100000", ["invalid-truncate"]),
    ("GO FROM 'x' OVER like YIELD like._dst SAMPLE 3", ["invalid-truncate"]),
    ("GO 1 TO 3 STEPS FROM 'x' OVER like YIELD like._dst LIMIT [1, 2]", ["invalid-truncate"]),
    ("MATCH (v:player)-[:like]->(v2) RETURN v2 AS x ORDER BY v2.player.age", ["sort-item-not-column"]),
    ("MATCH (v:player) RETURN v.player.age AS Age ORDER BY v.player.age DESC", ["sort-item-not-column"]),
    ("MATCH (v:player) RETURN v.player.age AS Age ORDER BY age", ["unknown-column"]),
    ("MATCH (v:player) WITH v.player.age AS a ORDER BY v.player.age RETURN a", ["sort-item-not-column"]),
]


@pytest.mark.parametrize(("query", "expected"), INVALID_NGQL)
def test_invalid_ngql_is_reported(query: str, expected: list[str]) -> None:
    assert codes(query) == expected


INVALID_CYPHER = [
    ("MATCH (n:plyer) RETURN n", ["unknown-tag"]),
    ("MATCH (n)-[:likes]->(m) RETURN m", ["unknown-edge"]),
    ("MATCH (n:player) RETURN n.nmae", ["unknown-property"]),
    ("MATCH (n:player) RETURN n.player.name", ["wrong-qualifier"]),
    ("MATCH (n:player {age: 'old'}) RETURN n", ["type-mismatch"]),
    ("MATCH (n)-[r:like]->(m) WHERE r.start_year > 1 RETURN m", ["unknown-property"]),
    ("MATCH (n:like) RETURN n", ["wrong-kind"]),
    ("MATCH (n:player) SET n.age = 1", ["write-statement"]),
    ("MATCH (n) RETURN m", ["unknown-variable"]),
]


@pytest.mark.parametrize(("query", "expected"), INVALID_CYPHER)
def test_invalid_cypher_is_reported(query: str, expected: list[str]) -> None:
    assert codes(query, dialect="cypher", read_only="SET" in query) == expected


def test_every_problem_is_reported_with_positions() -> None:
    query = "MATCH (v:player)-[e:likes]->(w:tem)\nWHERE v.name == 'x'\nRETURN w.team.nme, e.likeness"
    found = validate(parser.parse(query), SPACE)
    assert [i.code for i in found] == [
        "unknown-edge",
        "unknown-tag",
        "missing-tag-qualifier",
        "unknown-property",
    ]
    assert [i.line for i in found] == [1, 1, 2, 3]
    assert all(i.column is not None for i in found)
    assert [i.suggestion for i in found] == ["like", "team", "v.player.name", "name"]


def test_severity_says_whether_the_database_refuses_the_query() -> None:
    def severities(query: str, dialect: str = "ngql") -> list[str]:
        tree = parser.parse(query, dialect=dialect)
        return [i.severity for i in validate(tree, SPACE, dialect=dialect, read_only=True)]

    # NebulaGraph runs these and reads NULL / matches nothing
    assert (
        severities("MATCH (v:player) RETURN v.name, v.player.nmae, v.tem.name, properties(v).x")
        == ["warning"] * 4
    )
    assert (
        severities("MATCH (v:player{age: 'x'})-[e:like{likness: 1}]->() WHERE v.player.age == 'y' RETURN e")
        == ["warning"] * 3
    )
    assert severities("GO FROM 'x' OVER like WHERE like.likeness == 'x' YIELD like._dst") == ["warning"]
    # and refuses these
    assert severities("MATCH (v:plyer)-[:likes]->(w) WHERE id(x) == 1 RETURN w") == ["error"] * 3
    assert severities("GO FROM 'x' OVER like YIELD like.nope, $$.player.nope, $$.name") == ["error"] * 3
    assert severities("LOOKUP ON player WHERE player.age == 'x' YIELD id(vertex)") == ["error"]
    assert severities("INSERT VERTEX player(name) VALUES 'x':('x')") == ["error"]
    # Neo4j runs Cypher with unknown names (it only warns), but not writes in read-only mode or unbound names
    assert severities("MATCH (n:plyer) RETURN n.nmae", "cypher") == ["warning", "warning"]
    assert severities("MATCH (n) SET n.age = 1 RETURN m", "cypher") == ["error", "error"]


def test_read_only_reports_writes() -> None:
    assert codes("INSERT EDGE like(likeness) VALUES 'a'->'b':(1)", read_only=True) == ["write-statement"]
    assert codes("DELETE VERTEX 'x'", read_only=True) == ["write-statement"]
    assert codes("CREATE TAG t(a int)", read_only=True) == ["write-statement"]
    assert codes("GO FROM 'x' OVER like YIELD like._dst", read_only=True) == []
    assert codes("MATCH (v) DETACH DELETE v", dialect="cypher", read_only=True) == ["write-statement"]


def test_lookup_index_rules_need_index_information() -> None:
    bare = _space(indexes=False)
    assert codes("LOOKUP ON bachelor YIELD id(vertex)", space=bare) == []
    assert codes("LOOKUP ON serve WHERE serve.start_year > 1 YIELD edge AS e", space=bare) == []


def test_unknown_variable_only_when_the_whole_script_is_seen() -> None:
    stmt = parser.parse_statement("FETCH PROP ON player $b.id YIELD vertex AS v")
    assert validate(stmt, SPACE) == []


def test_did_you_mean_lists_tags_with_the_property() -> None:
    [issue] = validate(parser.parse("GO FROM 'x' OVER like YIELD $$.speciality"), SPACE)
    assert issue.suggestion == "$$.bachelor.speciality"
    [issue] = validate(parser.parse("MATCH (v:team) RETURN v.name"), SPACE)
    assert issue.suggestion == "v.team.name"  # the node's own label first
    assert "v.player.name" in issue.message


def test_text_is_parsed_with_the_dialect() -> None:
    assert [i.code for i in validate("MATCH (n:player) RETURN n.nmae", SPACE, dialect="cypher")] == [
        "unknown-property"
    ]
