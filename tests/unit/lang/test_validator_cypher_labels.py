"""Cypher checks per variable: a property must belong to a label the variable may carry.

Table-first: each row is a query on a small movie schema built here and the issue codes it
must raise ([] for a clean query). One row per route by which a variable gets its labels, one
per false-alarm guard (a node may carry several labels, unknown labels, dynamic keys, maps,
aggregates, schemas without endpoint pairs).
"""

from __future__ import annotations

import pytest

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.lang.validator import issues as codes
from r3.lang.validator import validate

pytestmark = pytest.mark.quick

PROPERTY, SCHEMA, DIRECTION = codes.UNKNOWN_PROPERTY, codes.WRONG_SCHEMA, codes.WRONG_DIRECTION


def _space(*, endpoints: bool = True, co_tags: bool = False) -> SpaceSchema:
    space = SpaceSchema("movies")
    for name, props in {
        "Person": {"name": "string", "born": "int64"},
        "Actor": {"name": "string", "screen_name": "string"},
        "Movie": {"title": "string", "released": "int64"},
        "Genre": {"name": "string"},
        "User": {"name": "string", "user_id": "string"},
    }.items():
        space.add(SchemaItem(name, "tag", [PropertyDef(p, t) for p, t in props.items()]))
    for name, props, pairs in [
        ("ACTED_IN", {"roles": "string"}, [("Person", "Movie"), ("Actor", "Movie")]),
        ("IN_GENRE", {}, [("Movie", "Genre")]),
        ("RATED", {"rating": "double"}, [("User", "Movie")]),
        ("FOLLOWS", {}, [("User", "User")]),
    ]:
        item = SchemaItem(name, "edge", [PropertyDef(p, t) for p, t in props.items()])
        item.endpoints = list(pairs) if endpoints else []
        space.add(item)
    if co_tags:
        space.tags["Person"].co_tags = ["Actor"]
        space.tags["Actor"].co_tags = ["Person"]
    return space


FLAGGED = [
    # how a variable gets its labels: each route, one row
    ("written label", "MATCH (p:Person) RETURN p.title", [PROPERTY]),
    ("from its relationship", "MATCH (p)-[:ACTED_IN]->(m) RETURN m.name", [PROPERTY]),
    ("relationship typed by the other side", "MATCH (:User)-[:RATED]->(m) RETURN m.born", [PROPERTY]),
    ("WITH rename", "MATCH (m:Movie) WITH m AS film RETURN film.name", [PROPERTY]),
    ("WITH keeps it", "MATCH (m:Movie) WITH m, 1 AS one WHERE m.born > 1 RETURN one", [PROPERTY]),
    ("UNWIND of collect", "MATCH (m:Movie) WITH collect(m) AS ms UNWIND ms AS x RETURN x.name", [PROPERTY]),
    (
        "UNWIND of collect DISTINCT",
        "MATCH (g:Genre) WITH collect(DISTINCT g) AS gs UNWIND gs AS x RETURN x.title",
        [PROPERTY],
    ),
    (
        "OPTIONAL MATCH binds a new variable",
        "MATCH (p:Person) OPTIONAL MATCH (p)-[:ACTED_IN]->(m) RETURN m.born",
        [PROPERTY],
    ),
    ("pattern comprehension", "MATCH (p:Person) RETURN [(p)-[:ACTED_IN]->(m) | m.born] AS b", [PROPERTY]),
    (
        "EXISTS subquery",
        "MATCH (p:Person) WHERE EXISTS { (p)-[:ACTED_IN]->(m) WHERE m.born > 1 } RETURN p.name",
        [PROPERTY],
    ),
    (
        "CALL subquery",
        "MATCH (p:Person) CALL { WITH p MATCH (p)-[:ACTED_IN]->(m) RETURN collect(m.born) AS b } RETURN b",
        [PROPERTY],
    ),
    ("label expression A|B", "MATCH (x:Movie|Genre) RETURN x.born", [PROPERTY]),
    ("list comprehension over collect", "MATCH (m:Movie) RETURN [x IN collect(m) | x.born] AS b", [PROPERTY]),
    (
        "list predicate over a collected list",
        "MATCH (m:Movie) WITH collect(m) AS ms RETURN any(x IN ms WHERE x.born > 1) AS b",
        [PROPERTY],
    ),
    ("untyped relationship typed by its ends", "MATCH (p:Person)-[r]->(m:Movie) RETURN r.rating", [PROPERTY]),
    # where the read sits
    ("subscript with a literal key", "MATCH (m:Movie) RETURN m['born']", [PROPERTY]),
    ("map projection", "MATCH (m:Movie) RETURN m {.title, .born}", [PROPERTY]),
    ("pattern property map", "MATCH (m:Movie {born: 1999}) RETURN m.title", [PROPERTY]),
    ("WHERE", "MATCH (m:Movie) WHERE m.born > 1 RETURN m.title", [PROPERTY]),
    ("ORDER BY", "MATCH (m:Movie) RETURN m.title ORDER BY m.born", [PROPERTY]),
    ("relationship variable", "MATCH (:User)-[r:RATED]->(:Movie) RETURN r.roles", [PROPERTY]),
    # relationship types against the endpoint labels
    ("type that never joins them", "MATCH (g:Genre)-[:ACTED_IN]->(m:Movie) RETURN m.title", [SCHEMA]),
    ("one side written", "MATCH (u:User)-[:ACTED_IN]->(m) RETURN m", [SCHEMA]),
    ("undirected, never joins", "MATCH (u:User)-[:IN_GENRE]-(x) RETURN x", [SCHEMA]),
    ("variable length, label never touched", "MATCH (g:Genre)-[:FOLLOWS*1..3]->(u) RETURN u", [SCHEMA]),
    ("reversed", "MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p.name", [DIRECTION]),
    ("variable length, never a target", "MATCH (u:User)-[:FOLLOWS*1..3]->(p:Person) RETURN p", [SCHEMA]),
    ("variable length, reversed", "MATCH (m:Movie)-[:ACTED_IN*1..2]->(p:Person) RETURN p", [DIRECTION]),
    (
        "reversed, label via WITH",
        "MATCH (m:Movie) WITH m MATCH (m)-[:ACTED_IN]->(p:Person) RETURN p",
        [DIRECTION],
    ),
]

CLEAN = [
    ("several written labels", "MATCH (p:Person:Actor) RETURN p.screen_name"),
    ("label tested in WHERE", "MATCH (p:Person) WHERE p:Actor RETURN p.screen_name"),
    ("label literal in labels()", "MATCH (p:Person) WHERE 'Actor' IN labels(p) RETURN p.screen_name"),
    ("label written in a later MATCH", "MATCH (p:Person) WHERE p.screen_name = 'x' MATCH (p:Actor) RETURN p"),
    (
        "label written on an alias",
        "MATCH (p:Person) WHERE p.screen_name = 'x' WITH p AS q MATCH (q:Actor) RETURN q",
    ),
    ("endpoints give the union", "MATCH (x)-[:ACTED_IN]->(m:Movie) RETURN x.screen_name, x.born"),
    ("undirected: either end", "MATCH (m:Movie)-[:ACTED_IN]-(p:Person) RETURN p.name, m.title"),
    ("unknown label", "MATCH (n) RETURN n.title, n.born"),
    ("label negation", "MATCH (n:!Movie) RETURN n.born"),
    (
        "OPTIONAL MATCH leaves a bound variable open",
        "MATCH (n) OPTIONAL MATCH (n)-[:ACTED_IN]->(m) RETURN n.title",
    ),
    ("dynamic key", "MATCH (m:Movie) WITH m, 'born' AS k RETURN m[k]"),
    ("properties() and keys()", "MATCH (m:Movie) RETURN properties(m), keys(m)"),
    ("a map, not a node", "WITH {born: 1} AS m RETURN m.born"),
    ("WITH rebinds the name to a map", "MATCH (m:Movie) WITH {born: m.released} AS m RETURN m.born"),
    ("aggregation output", "MATCH (m:Movie) WITH collect(m.title) AS m UNWIND m AS t RETURN t"),
    ("element of a list expression", "MATCH (m:Movie) WITH collect(m)[0] AS x RETURN x.born"),
    ("nodes() of a path", "MATCH p = (:Movie)-[:IN_GENRE]->(:Genre) UNWIND nodes(p) AS n RETURN n.born"),
    (
        "name reused after WITH drops it",
        "MATCH (p:Person) WITH count(p) AS c MATCH (p:Movie) RETURN p.title, c",
    ),
    (
        "list comprehension over nodes()",
        "MATCH p = (:Movie)-[:IN_GENRE]->(:Genre) RETURN [x IN nodes(p) | x.born]",
    ),
    ("untyped relationship, ends unknown", "MATCH (a)-[r]->(b) RETURN r.rating"),
    ("untyped relationship, a type fits", "MATCH (p:Person)-[r]->(m:Movie) RETURN r.roles"),
    ("SET on an untyped relationship", "MATCH (p:Person)-[r]->(m:Movie) SET r.rating = 1"),
    ("CREATE may add a property", "CREATE (m:Movie {born: 1})"),
    ("SET may add a property", "MATCH (m:Movie) SET m.born = 1"),
    ("relationship the right way", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)-[:IN_GENRE]->(g) RETURN g.name"),
    ("variable length within the type", "MATCH (u:User)-[:FOLLOWS*1..3]->(v) RETURN v.user_id"),
    ("variable length, source to target", "MATCH (p:Person)-[:ACTED_IN*1..2]->(m:Movie) RETURN m.title"),
    ("undirected variable length", "MATCH (a:Actor)-[:ACTED_IN*2]-(b:Actor) RETURN b.screen_name"),
    ("zero hops", "MATCH (g:Genre)-[:ACTED_IN*0..1]->(m) RETURN m"),
]


@pytest.mark.parametrize(("why", "query", "expected"), FLAGGED, ids=[r[0] for r in FLAGGED])
def test_reads_and_relationships_the_labels_lack_are_flagged(
    why: str, query: str, expected: list[str]
) -> None:
    assert [i.code for i in validate(query, _space(), dialect="cypher")] == expected


@pytest.mark.parametrize(("why", "query"), CLEAN, ids=[r[0] for r in CLEAN])
def test_valid_queries_stay_clean(why: str, query: str) -> None:
    assert validate(query, _space(), dialect="cypher") == []


@pytest.mark.parametrize(
    ("space", "expected"),
    [(_space(co_tags=True), []), (_space(), [PROPERTY])],
    ids=["co-tags known", "no co-tags"],
)
def test_co_tags_let_a_node_read_the_other_labels_properties(space: SpaceSchema, expected: list[str]) -> None:
    assert [
        i.code for i in validate("MATCH (p:Person) RETURN p.screen_name", space, dialect="cypher")
    ] == expected


@pytest.mark.parametrize(
    "query",
    [
        "MATCH (p)-[:ACTED_IN]->(m) RETURN m.name",
        "MATCH (g:Genre)-[:ACTED_IN]->(m:Movie) RETURN m.title",
        "MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p.name",
    ],
)
def test_without_endpoint_pairs_relationships_say_nothing(query: str) -> None:
    assert validate(query, _space(endpoints=False), dialect="cypher") == []


@pytest.mark.parametrize(
    ("query", "suggestion", "mentions"),
    [
        ("MATCH (m:Movie) RETURN m.titel", "m.title", "Movie"),
        ("MATCH (p:Person) RETURN p.title", None, "belongs to Movie"),
        ("MATCH (m:Movie) RETURN m['titel']", "m.title", "Movie"),
        ("MATCH (m:Movie {titel: 'x'}) RETURN m", "title", "Movie"),
        ("MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p", "<-", "reverse"),
        ("MATCH (u:User)-[:ACTED_IN]->(m:Movie) RETURN m", None, "types that do: RATED"),
    ],
)
def test_the_suggestion_is_the_replacement_and_the_message_says_why(
    query: str, suggestion: str | None, mentions: str
) -> None:
    (issue,) = validate(query, _space(), dialect="cypher")
    assert issue.suggestion == suggestion
    assert mentions in issue.message
    assert issue.severity == "warning"  # Neo4j runs it and returns nothing


def test_never_joining_is_left_to_cypher() -> None:
    """nGQL schemas often hold a cover of endpoint pairs (vertices carry several tags), so a
    relationship that joins none of them is not certain to be wrong there."""
    assert validate("MATCH (g:Genre)-[:ACTED_IN]->(m:Movie) RETURN m", _space(), dialect="ngql") == []


def test_wrong_schema_fails_the_repair_loop_like_the_other_schema_codes() -> None:
    assert codes.WRONG_SCHEMA in codes.SCHEMA_CODES
