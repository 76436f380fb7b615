"""sqlglot-style identity table for openCypher: ``to_text(parse(q)) == q`` and the tree survives printing.

A plain string is a canonical query (it must print back exactly); a ``(query, canonical)``
pair is a non-canonical spelling and the canonical text it must print as.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.quick

parser = pytest.importorskip("r3.lang.parser", reason="the Cypher parser is not available yet")
from r3.lang.printer import to_text  # noqa: E402

DIALECT = "cypher"


def validate_identity(query: str, write: str | None = None) -> None:
    tree = parser.parse(query, dialect=DIALECT)
    text = to_text(tree, DIALECT)
    assert text == (write if write is not None else query)
    assert parser.parse(text, dialect=DIALECT) == tree, "printing changed the tree"
    assert parser.parse(to_text(tree, DIALECT, pretty=True), dialect=DIALECT) == tree, (
        "pretty form changed the tree"
    )


MATCH = [
    "MATCH (n) RETURN n",
    "MATCH (n:Person) RETURN n.name",
    "MATCH (n:Person:Actor) RETURN n",
    'MATCH (n:Person {name: "Tom Hanks"}) RETURN n',
    "MATCH (n {name: $name}) RETURN n",
    "MATCH (a)-[r]->(b) RETURN a, r, b",
    "MATCH (a)-[:KNOWS]->(b) RETURN b",
    "MATCH (a)<-[:KNOWS]-(b) RETURN b",
    "MATCH (a)-[:KNOWS]-(b) RETURN b",
    "MATCH (a)-->(b) RETURN b",
    "MATCH (a)<--(b) RETURN b",
    "MATCH (a)--(b) RETURN b",
    "MATCH (a)-[r:KNOWS|LIKES]->(b) RETURN type(r)",
    "MATCH (a)-[*]->(b) RETURN b",
    "MATCH (a)-[*2]->(b) RETURN b",
    "MATCH (a)-[*1..3]->(b) RETURN b",
    "MATCH (a)-[*..3]->(b) RETURN b",
    "MATCH (a)-[*2..]->(b) RETURN b",
    "MATCH (a)-[r:KNOWS*1..2 {since: 2000}]->(b) RETURN r",
    "MATCH (a)-[{since: 2000}]->(b) RETURN b",
    'MATCH ({name: "x"})-->(b) RETURN b',
    "MATCH (:Person)-->(b:Movie) RETURN b",
    "MATCH p = (a)-[:KNOWS*]->(b) RETURN p, length(p)",
    "MATCH p = shortestPath((a:Person)-[*]-(b:Person)) RETURN p",
    "MATCH p = allShortestPaths((a)-[:KNOWS*..5]-(b)) RETURN nodes(p), relationships(p)",
    "MATCH shortestPath((a)-[*]-(b)) RETURN a",
    "MATCH (a), (b) WHERE a.id = b.id RETURN a, b",
    "MATCH (a)-[:X]->(b)-[:Y]->(c) RETURN c",
    "MATCH (a)-[:X]->(b), (b)<-[:Y]-(c) RETURN c",
    "OPTIONAL MATCH (n) RETURN n",
    "MATCH (a) OPTIONAL MATCH (a)-[r]->(b) RETURN a, r, b",
    "MATCH (a) OPTIONAL MATCH (a)-->(b) WHERE b.x > 1 RETURN b",
    "MATCH (n) WHERE n:Person RETURN n",
    "MATCH (n) WHERE n:Person:Actor OR n:Director RETURN n",
    "MATCH (n) WHERE NOT n:Person RETURN n",
    "MATCH (n) WHERE (n)-[:KNOWS]->() RETURN n",
    "MATCH (n) WHERE NOT (n)-[:KNOWS]->(:Person) RETURN n",
    "MATCH (n) WHERE exists(n.name) RETURN n",
    "MATCH (n:`My Label`) RETURN n",
    "MATCH (n) RETURN n.`first name`",
    "MATCH (`order`) RETURN `order`",
    "MATCH (n)-[rel:HAS]->(m) RETURN m",
    "MATCH (n:Tag) RETURN n",
    "MATCH (a)-[r:`REL TYPE`]->(b) RETURN r",
    ("match (n) where n.a = 1 return n", "MATCH (n) WHERE n.a = 1 RETURN n"),
    ("MATCH (n:Person{name:'Tom'}) RETURN n", 'MATCH (n:Person {name: "Tom"}) RETURN n'),
    ("MATCH (a)-[]->(b) RETURN b", "MATCH (a)-->(b) RETURN b"),
    ("MATCH (a)-[]-(b) RETURN b", "MATCH (a)--(b) RETURN b"),
    ("MATCH (a)<-[]-(b) RETURN b", "MATCH (a)<--(b) RETURN b"),
    ("MATCH (a)-[r:A|:B]->(b) RETURN r", "MATCH (a)-[r:A|B]->(b) RETURN r"),
    ("MATCH (a)-[*1..1]->(b) RETURN b", "MATCH (a)-[*1]->(b) RETURN b"),
    ("MATCH (`n`) RETURN `n`", "MATCH (n) RETURN n"),
    ("MATCH (n) WHERE (n:Person) RETURN n", "MATCH (n) WHERE n:Person RETURN n"),
    ("MATCH (a)<-->(b) RETURN b", "MATCH (a)--(b) RETURN b"),
    ("MATCH (a)<-[r]->(b) RETURN r", "MATCH (a)-[r]-(b) RETURN r"),
    "MATCH (n) WHERE ((n:Person) OR n:Actor) AND n.age > 1 RETURN n",
]

WHERE = [
    "MATCH (n) WHERE n.age > 30 AND n.age < 40 RETURN n",
    'MATCH (n) WHERE n.age >= 30 OR n.name = "x" RETURN n',
    "MATCH (n) WHERE n.age <> 30 RETURN n",
    'MATCH (n) WHERE n.name STARTS WITH "A" RETURN n',
    'MATCH (n) WHERE n.name ENDS WITH "z" RETURN n',
    'MATCH (n) WHERE n.name CONTAINS "om" RETURN n',
    'MATCH (n) WHERE n.name =~ "A.*" RETURN n',
    "MATCH (n) WHERE n.age IN [1, 2] RETURN n",
    "MATCH (n) WHERE n.age IS NULL RETURN n",
    "MATCH (n) WHERE n.age IS NOT NULL RETURN n",
    "MATCH (n) WHERE n.a XOR n.b RETURN n",
    "MATCH (n) WHERE NOT n.a RETURN n",
    "MATCH (n) WHERE (n.a OR n.b) AND n.c RETURN n",
    "MATCH (n) WHERE n.a OR n.b AND n.c RETURN n",
    "MATCH (n) WHERE n.age > $minAge RETURN n",
    "MATCH (n) WHERE id(n) = 1 RETURN n",
    "MATCH (n) WHERE elementId(n) = $id RETURN n",
    "MATCH (n) WHERE n.name IN $names RETURN n",
    "MATCH (n) WHERE all(x IN n.list WHERE x > 0) RETURN n",
    "MATCH (n) WHERE any(x IN n.list WHERE x > 0) RETURN n",
    "MATCH (n) WHERE none(x IN n.list WHERE x > 0) RETURN n",
    "MATCH (n) WHERE single(x IN n.list WHERE x > 0) RETURN n",
    "MATCH (n) WHERE size(n.name) > 3 RETURN n",
    "MATCH (n) WHERE NOT n.age > 30 RETURN n",
    "MATCH (n) WHERE NOT (n.a AND n.b) RETURN n",
    "MATCH (n) WHERE n.a AND NOT n.b RETURN n",
    "MATCH (n) WHERE n.x + 1 > n.y * 2 RETURN n",
    'MATCH (a)-[r]->(b) WHERE type(r) = "KNOWS" AND startNode(r) = a RETURN b',
    (
        "MATCH (n) WHERE n.age > 30 and n.age < 40 RETURN n",
        "MATCH (n) WHERE n.age > 30 AND n.age < 40 RETURN n",
    ),
    ("MATCH (n) WHERE (n.a) RETURN n", "MATCH (n) WHERE n.a RETURN n"),
    ("MATCH (n) WHERE n.a or (n.b and n.c) RETURN n", "MATCH (n) WHERE n.a OR n.b AND n.c RETURN n"),
]

PROJECTION = [
    "MATCH (n) RETURN n.name AS name ORDER BY name",
    "MATCH (n) RETURN n.name AS name ORDER BY name DESC SKIP 5 LIMIT 10",
    "MATCH (n) RETURN n.name AS name, n.age AS age ORDER BY age DESC, name",
    "MATCH (n) RETURN DISTINCT n.name",
    "MATCH (n) RETURN count(*)",
    "MATCH (n) RETURN count(DISTINCT n.name) AS c",
    "MATCH (n) RETURN collect(n.name) AS names",
    "MATCH (n) RETURN avg(n.age), min(n.age), max(n.age), sum(n.age)",
    "MATCH (n) RETURN *",
    "MATCH (n) RETURN *, n.name AS name",
    "MATCH (n) WITH n ORDER BY n.age DESC LIMIT 3 RETURN n.name",
    "MATCH (n) WITH n, count(*) AS c WHERE c > 1 RETURN n",
    "MATCH (n) WITH DISTINCT n.city AS city RETURN city",
    "MATCH (n) WITH * RETURN n",
    "MATCH (n) WITH n SKIP 1 LIMIT 2 WHERE n.x > 0 RETURN n",
    "WITH 1 AS x RETURN x",
    "RETURN 1",
    "RETURN 1 + 2 AS three",
    "RETURN $param",
    "MATCH (n) RETURN n SKIP $s LIMIT $l",
    "MATCH (n) RETURN n LIMIT 1 + 1",
    "MATCH (n) RETURN n.name AS `the name`",
    "MATCH (n) RETURN n AS `order`",
    "UNWIND [1, 2, 3] AS x RETURN x",
    "UNWIND $list AS x WITH x WHERE x > 1 RETURN collect(x) AS xs",
    ("MATCH (n) RETURN n ORDER BY n.name ASC", "MATCH (n) RETURN n ORDER BY n.name"),
    ("MATCH (n) RETURN n ORDER BY n.name ASCENDING", "MATCH (n) RETURN n ORDER BY n.name"),
    ("MATCH (n) RETURN n ORDER BY n.name DESCENDING", "MATCH (n) RETURN n ORDER BY n.name DESC"),
    (
        "match (n) return distinct n.x as x order by x desc skip 1 limit 2",
        "MATCH (n) RETURN DISTINCT n.x AS x ORDER BY x DESC SKIP 1 LIMIT 2",
    ),
    ("MATCH (n) RETURN n;", "MATCH (n) RETURN n"),
    ("MATCH (n)\nRETURN n", "MATCH (n) RETURN n"),
]

EXPRESSIONS = [
    'RETURN "a\\"b"',
    'RETURN "a\\\\b"',
    'RETURN "tab\\there"',
    "RETURN true, false, NULL",
    "RETURN 1.5",
    "RETURN -1",
    "RETURN -1.5",
    "RETURN 1.0e20",
    "RETURN 10000000000.0",
    "RETURN 0",
    "RETURN [1, 2, 3]",
    "RETURN []",
    "RETURN {a: 1, b: [1, 2]}",
    "RETURN {}",
    "RETURN {a: {b: 1}}.a.b",
    "RETURN [1, 2, 3][0]",
    "RETURN [1, 2, 3][1..2]",
    "RETURN [1, 2, 3][..2]",
    "RETURN [1, 2, 3][1..]",
    "RETURN $list[$i]",
    "RETURN $map.key",
    "RETURN 2 ^ 3",
    "RETURN (2 ^ 3) ^ 2",
    "RETURN -2 ^ 2",
    "WITH 1 AS x RETURN -x",
    "WITH 1 AS x RETURN -(x + 1)",
    "RETURN 10 % 3",
    "RETURN 10 / 3 * 2",
    "RETURN 10 / (3 * 2)",
    "RETURN 1 - (2 - 3)",
    "RETURN (1 + 2) * 3",
    "RETURN 1 - -1",
    'RETURN CASE WHEN 1 < 2 THEN "a" ELSE "b" END',
    'RETURN CASE 1 WHEN 1 THEN "one" WHEN 2 THEN "two" END',
    "RETURN [x IN range(1, 10) WHERE x % 2 = 0 | x * x]",
    "RETURN [x IN [1, 2] | x + 1]",
    "RETURN [x IN [1, 2] WHERE x > 1]",
    "RETURN reduce(acc = 0, x IN [1, 2, 3] | acc + x)",
    "MATCH (a) RETURN [(a)-->(b) | b.name]",
    "MATCH (a) RETURN [p = (a)-[:KNOWS]->(b) WHERE b.age > 30 | p]",
    "MATCH (a) RETURN size([(a)-[:KNOWS]->() | 1]) AS degree",
    'RETURN toUpper("a"), toLower("A"), trim(" a "), substring("abc", 1, 1), replace("a", "a", "b")',
    'RETURN split("a,b", ","), toString(1), toInteger("1"), toFloat("1.5"), coalesce(NULL, 1)',
    "RETURN head([1]), last([1]), tail([1, 2]), size([1]), keys({a: 1}), range(0, 3)",
    'RETURN date("2020-01-01"), datetime(), timestamp(), duration({days: 1})',
    "RETURN date().year",
    "RETURN 1 = 1 AND NOT 2 = 3",
    "RETURN (1 < 2) = true",
    "RETURN (1 IN [1, 2]) = true",
    "RETURN 1 = 1 OR (2 = 2 XOR 3 = 3)",
    "RETURN NOT NOT true",
    "RETURN abs(-5), sign(-1), round(1.5), sqrt(16), log(10), exp(1)",
    "RETURN count(*) AS c",
    "RETURN collect(DISTINCT 1)",
    "RETURN 1 AS `count(*)`",
    'RETURN "中文"',
    "RETURN 9223372036854775807",
    "RETURN 0.1 + 0.2",
    "RETURN 1.5e-7",
    "RETURN [1, [2, 3], {a: NULL}]",
    'RETURN "it\'s"',
    ("RETURN 'single'", 'RETURN "single"'),
    ("RETURN 'it\\'s'", 'RETURN "it\'s"'),
    ("RETURN null", "RETURN NULL"),
    ("RETURN TRUE", "RETURN true"),
    ("RETURN 2 ^ 3 ^ 2", "RETURN (2 ^ 3) ^ 2"),
    ("RETURN (1 + 2)", "RETURN 1 + 2"),
    ("RETURN 1 + (2 * 3)", "RETURN 1 + 2 * 3"),
    ("RETURN [1,2]", "RETURN [1, 2]"),
    ("RETURN {a:1}", "RETURN {a: 1}"),
    ("RETURN 1e10", "RETURN 10000000000.0"),
    ("RETURN CASE WHEN true THEN 1 ELSE 2 end", "RETURN CASE WHEN true THEN 1 ELSE 2 END"),
    ("RETURN 1 IN [1, 2] = true", "RETURN (1 IN [1, 2]) = true"),
]

WRITES = [
    'CREATE (n:Person {name: "Tom", age: 30})',
    'CREATE (n:Person {name: "Tom"}) RETURN n',
    "CREATE (a)-[:KNOWS {since: 2020}]->(b)",
    "CREATE (a:A), (b:B)",
    "CREATE p = (a)-[:R]->(b) RETURN p",
    "MATCH (a:A), (b:B) CREATE (a)-[r:R]->(b) RETURN r",
    "CREATE (n $props)",
    "CREATE (n:Person $props) RETURN n",
    'MERGE (n:Person {name: "Tom"})',
    'MERGE (n:Person {name: "Tom"}) ON CREATE SET n.created = timestamp()',
    'MERGE (n:Person {name: "Tom"}) ON MATCH SET n.seen = n.seen + 1',
    "MERGE (n:P) ON CREATE SET n.a = 1, n.b = 2 ON MATCH SET n.c = 3",
    "MATCH (a), (b) MERGE (a)-[:R]->(b)",
    "MATCH (a), (b) MERGE (a)-[r:R]->(b) RETURN r",
    'MATCH (n) SET n.name = "x"',
    'MATCH (n) SET n.name = "x", n.age = 1 RETURN n',
    "MATCH (n) SET n:Label",
    "MATCH (n) SET n:A:B",
    "MATCH (n) SET n += {a: 1}",
    "MATCH (n) SET n = {a: 1}",
    "MATCH (n) SET n = $props",
    "MATCH (n) SET n.x = NULL",
    "MATCH (n) REMOVE n.name",
    "MATCH (n) REMOVE n:Label",
    "MATCH (n) REMOVE n.a, n:A:B",
    "MATCH (n) DELETE n",
    "MATCH (n) DETACH DELETE n",
    "MATCH (n)-[r]->() DELETE r, n",
    "MATCH (n) WITH n LIMIT 1 DELETE n",
    "UNWIND [1, 2, 3] AS x CREATE (:N {v: x})",
    "UNWIND $rows AS row MERGE (n:P {id: row.id}) SET n += row",
    "MATCH (n:Person {name: $name}) SET n.age = n.age + 1 RETURN n.age",
    (
        "MERGE (n:P) ON MATCH SET n.c = 3 ON CREATE SET n.a = 1",
        "MERGE (n:P) ON CREATE SET n.a = 1 ON MATCH SET n.c = 3",
    ),
    ("match (n) detach delete n", "MATCH (n) DETACH DELETE n"),
    ("CREATE (a)-[:R{w:1}]->(b)", "CREATE (a)-[:R {w: 1}]->(b)"),
]

CALLS_AND_UNIONS = [
    "CALL db.labels()",
    ("CALL db.labels", "CALL db.labels()"),
    'CALL db.labels() YIELD label WHERE label <> "x" RETURN label',
    "CALL db.labels() YIELD label",
    "CALL db.labels() YIELD label RETURN label",
    'CALL db.labels() YIELD label AS l WHERE l STARTS WITH "P" RETURN l',
    'CALL apoc.help("x") YIELD name, text',
    "MATCH (n) CALL db.labels() YIELD label RETURN n, label",
    "CALL db.propertyKeys() YIELD propertyKey RETURN count(propertyKey) AS n",
    "MATCH (a:A) RETURN a.name AS name UNION MATCH (b:B) RETURN b.name AS name",
    "MATCH (a:A) RETURN a.name AS name UNION ALL MATCH (b:B) RETURN b.name AS name",
    "RETURN 1 AS x UNION RETURN 2 AS x UNION RETURN 3 AS x",
    "EXPLAIN MATCH (n) RETURN n",
    "PROFILE MATCH (n) RETURN n",
    ("MATCH (a) RETURN a union MATCH (b) RETURN b AS a", "MATCH (a) RETURN a UNION MATCH (b) RETURN b AS a"),
    ("explain MATCH (n) RETURN n", "EXPLAIN MATCH (n) RETURN n"),
]


def _params(cases: list[str | tuple[str, str]]) -> list:
    return [
        pytest.param(*(c if isinstance(c, tuple) else (c, None)), id=c if isinstance(c, str) else c[0])
        for c in cases
    ]


ALL = MATCH + WHERE + PROJECTION + EXPRESSIONS + WRITES + CALLS_AND_UNIONS


@pytest.mark.parametrize(("query", "write"), _params(ALL))
def test_identity(query: str, write: str | None) -> None:
    validate_identity(query, write)


def test_table_is_large() -> None:
    assert len(ALL) >= 150
