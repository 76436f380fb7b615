"""nGQL ⇄ Cypher (``r3.lang.transpile``) judged by results, not by text.

Each nGQL query of the table runs on the embedded engine; its Cypher translation runs on a
LadybugDB database copied from the same loaded graph (the demo graph of ``data/demo``: three
tags, three edge types, vertices with two tags). The rows must be equal as values. The reverse
table does the same for Cypher MATCH queries translated to nGQL. Constructs with no
equivalent must fail with an error naming them. The names in the queries come from the
demo graph's CSV files.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("real_ladybug")

from r3.engine.engine import Engine  # noqa: E402
from r3.engine.runner import GraphPool, run_query  # noqa: E402
from r3.errors import UserInputError  # noqa: E402
from r3.graph.ladybug_spaces import LadybugSpaces  # noqa: E402
from r3.lang.ddl import load_space_schema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.transpile import TranspileError, transpile  # noqa: E402
from r3.values import rows_equal  # noqa: E402

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo"
SPACE = "demo"

#: nGQL reads whose Cypher translation must return the same rows on LadybugDB.
NGQL_SAME_ROWS = [
    'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend, like.likeness AS how',
    'GO FROM "Ada Lind" OVER like',
    'GO FROM "Ada Lind" OVER like REVERSELY YIELD src(edge), dst(edge), like._dst, $$.player.name',
    'GO FROM "Ada Lind" OVER like BIDIRECT YIELD DISTINCT like._dst',
    'GO 2 STEPS FROM "Ada Lind" OVER like YIELD dst(edge), $^.player.name',
    'GO 1 TO 2 STEPS FROM "Ada Lind" OVER like YIELD like._dst, like.likeness',
    'GO FROM "Ada Lind", "Orla Quarles" OVER serve WHERE serve.start_year > 2012 YIELD $$.team.name AS team',
    'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id | GO FROM $-.id OVER serve YIELD $-.id, serve._dst',
    'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id | GO FROM $-.id OVER like YIELD dst(edge) AS d',
    '$a = GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id; GO FROM $a.id OVER serve YIELD $a.id, dst(edge)',
    'FETCH PROP ON player "Ada Lind", "Kit Vance" YIELD player.name, player.age',
    'FETCH PROP ON * "Kit Vance" YIELD vertex AS v',
    'FETCH PROP ON like "Ada Lind"->"Kit Vance" YIELD like.likeness, edge AS e',
    "LOOKUP ON player WHERE player.age > 33 YIELD id(vertex) AS id, player.age",
    "LOOKUP ON player WHERE player.age >= 32.5 YIELD player.name",
    "LOOKUP ON like WHERE like.likeness > 95 YIELD src(edge) AS s, dst(edge) AS d",
    "LOOKUP ON coach WHERE coach.since > 2015",
    'MATCH (v:player)-[e:like]->(f) WHERE id(v) == "Ada Lind" RETURN f.player.name, e.likeness',
    'MATCH (v:player)-[:serve]->(t:team) WHERE t.team.name == "River Foxes" RETURN count(*)',
    "MATCH (v)-[:coach_of]->(t) RETURN v, t",
    'MATCH (v:player)-[e:like*1..2]->(f) WHERE id(v) == "Ada Lind" RETURN count(*)',
    'MATCH (v:player) WHERE id(v) == "Ada Lind" RETURN properties(v).age AS age, properties(v)',
    "MATCH (v:player) WITH v.player.age AS age, count(*) AS n WHERE n > 1 RETURN age, n ORDER BY age",
    "LOOKUP ON player WHERE player.age > 30 YIELD player.name AS n, player.age AS a | ORDER BY $-.a DESC, $-.n | LIMIT 3",
    "LOOKUP ON player YIELD player.age AS a | GROUP BY $-.a YIELD $-.a AS a, count(*) AS n",
    'YIELD "Ada Lind" AS src, "Kit Vance" AS dst | FIND SHORTEST PATH WITH PROP FROM $-.src TO $-.dst OVER like '
    "UPTO 4 STEPS YIELD path AS p",
    # issue 29 §2: GET SUBGRAPH (one UNION ALL branch per step), set operations, piped projections
    'GET SUBGRAPH WITH PROP 1 STEPS FROM "Ada Lind" OUT like YIELD VERTICES AS v, EDGES AS e',
    'GET SUBGRAPH WITH PROP 2 STEPS FROM "Ada Lind" BOTH like, serve YIELD EDGES AS e',
    'GET SUBGRAPH WITH PROP 1 STEPS FROM "River Foxes" IN serve YIELD VERTICES AS v',
    'GET SUBGRAPH WITH PROP 2 STEPS FROM "Ada Lind" OUT like WHERE like.likeness > 90 YIELD VERTICES AS v, EDGES AS e',
    'GET SUBGRAPH WITH PROP 1 STEPS FROM "River Foxes" IN serve WHERE $$.player.age > 30 YIELD EDGES AS e',
    'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id | GET SUBGRAPH WITH PROP 2 STEPS FROM $-.id OUT serve '
    "YIELD VERTICES AS v, EDGES AS e",
    'GET SUBGRAPH WITH PROP 2 STEPS FROM "Ada Lind" OUT like YIELD EDGES AS e | UNWIND $-.e AS x | YIELD $-.x AS x',
    'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS p INTERSECT GO FROM "Kit Vance" OVER like YIELD dst(edge) AS p',
    "MATCH (v:player) RETURN v.player.age AS a MINUS MATCH (v:player) WHERE v.player.age > 33 RETURN v.player.age AS a",
    "LOOKUP ON player YIELD player.age AS a UNION LOOKUP ON player WHERE player.age > 30 YIELD player.age AS a",
    "LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id | YIELD count(*) AS n",
    "LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id | YIELD 1 AS one",
    'FIND SHORTEST PATH FROM "Ada Lind" TO "Kit Vance" OVER like YIELD path AS p | YIELD length($-.p) AS n',
    '$a = LOOKUP ON player WHERE player.name == "Ada Lind" YIELD id(vertex) AS id; '
    'FIND SHORTEST PATH WITH PROP FROM $a.id TO "Kit Vance" OVER like YIELD path AS p',
    "$a = LOOKUP ON player WHERE player.age > 35 YIELD id(vertex) AS id; $b = LOOKUP ON player WHERE player.age < 25 "
    "YIELD id(vertex) AS id; FIND SHORTEST PATH WITH PROP FROM $a.id TO $b.id OVER like UPTO 3 STEPS YIELD path AS p",
    "MATCH (t:team) OPTIONAL MATCH (t)<-[:serve]-(p:player) WITH t, collect(p.player.age > 30) AS old "
    "WHERE NOT true IN old RETURN t.team.name AS team",
]

#: Cypher reads whose nGQL translation must return the same rows on the embedded engine.
CYPHER_SAME_ROWS = [
    'MATCH (v:player)-[e:like]->(f:player) WHERE v.vid = "Ada Lind" RETURN f.name, e.likeness',
    'MATCH (t:team)<-[s:serve]-(p:player) WHERE t.name = "River Foxes" AND s.end_year <> 2024 RETURN p.age',
    "MATCH (c:coach) RETURN toUpper(c.name), c.since ORDER BY c.since",
]

#: Queries with no equivalent, and the construct the error must name.
NO_EQUIVALENT = [
    (
        "ngql",
        'GET SUBGRAPH 1 STEPS FROM "Ada Lind" BOTH like WHERE src(edge) == "Ada Lind" YIELD VERTICES AS v',
        "GET SUBGRAPH … BOTH … WHERE src/dst",
    ),
    ("ngql", 'GET SUBGRAPH 100 STEPS FROM "Ada Lind" YIELD VERTICES AS v', "GET SUBGRAPH 100 STEPS"),
    (
        "ngql",
        'GO FROM "Kit Vance" OVER like YIELD dst(edge) AS p MINUS (GO FROM "Ada Lind" OVER like '
        'YIELD dst(edge) AS p UNION GO FROM "Kit Vance" OVER serve YIELD dst(edge) AS p)',
        "MINUS by a UNION",
    ),
    ("ngql", 'INSERT VERTEX team(name) VALUES "X":("X")', "INSERT"),
    ("ngql", 'GO FROM "Ada Lind" OVER like YIELD dst(edge) LIMIT [2]', "LIMIT"),
    (
        "ngql",
        "$a = LOOKUP ON player YIELD id(vertex) AS id; $b = LOOKUP ON team YIELD id(vertex) AS id; "
        "GO FROM $a.id OVER serve YIELD $b.id AS t",
        "several variables",
    ),
    ("cypher", "CREATE (n:player {name: 'x'})", "CREATE"),
    ("cypher", "MATCH (n) RETURN n.name", "n.name"),
]


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("transpile") / "graphs"
    shutil.copytree(
        DEMO, root / SPACE, ignore=shutil.ignore_patterns("*.py", "*.jsonl", "*.yaml", "*.sqlite")
    )
    shutil.copy(DEMO / "config.yaml", root / SPACE / "config.yaml")
    return root


@pytest.fixture(scope="module")
def pool(graphs: Path) -> GraphPool:
    return GraphPool(graphs)


@pytest.fixture(scope="module")
def ladybug(pool: GraphPool) -> Iterator[Any]:
    spaces = LadybugSpaces(pool, use_cache=False)
    yield spaces.backend(SPACE)
    spaces.close()


@pytest.fixture(scope="module")
def schema(graphs: Path) -> Any:
    return load_space_schema(graphs, SPACE)


def engine_rows(pool: GraphPool, query: str) -> list[tuple[Any, ...]]:
    out = run_query(Engine(pool.shared(SPACE), space=SPACE), query, allow_writes=False, hard_limit_s=20)
    assert out.result is not None, out.error_line()
    return list(out.result.rows)


@pytest.mark.parametrize("query", NGQL_SAME_ROWS)
def test_ngql_transpiled_to_cypher_returns_the_same_rows(
    query: str, pool: GraphPool, ladybug: Any, schema: Any
) -> None:
    expected = engine_rows(pool, query)
    cypher = transpile(query, "ngql", "cypher", schema=schema)
    parse(cypher, "cypher")  # what it writes is Cypher r3 reads back
    got = ladybug.execute(cypher).rows
    comparison = rows_equal(got, expected)
    assert comparison, f"{cypher}\n{comparison.diff()}"


@pytest.mark.parametrize("query", CYPHER_SAME_ROWS)
def test_cypher_transpiled_to_ngql_returns_the_same_rows(
    query: str, pool: GraphPool, ladybug: Any, schema: Any
) -> None:
    expected = ladybug.execute(query).rows
    ngql = transpile(query, "cypher", "ngql", schema=schema)
    comparison = rows_equal(engine_rows(pool, ngql), expected)
    assert comparison, f"{ngql}\n{comparison.diff()}"


@pytest.mark.parametrize(("dialect", "query", "construct"), NO_EQUIVALENT)
def test_no_equivalent_is_an_error_naming_the_construct(
    dialect: str, query: str, construct: str, schema: Any
) -> None:
    target = "cypher" if dialect == "ngql" else "ngql"
    with pytest.raises(TranspileError) as info:
        transpile(query, dialect, target, schema=schema)
    message = str(info.value)
    assert construct in message and "\n" not in message
    assert isinstance(info.value, UserInputError)


def test_vid_key_follows_the_layout(schema: Any) -> None:
    """Neo4j graphs loaded by r3 keep the vid in ``_vid``: the key property is a parameter."""
    for key in ("vid", "_vid"):
        cypher = transpile(
            'FETCH PROP ON player "Ada Lind" YIELD id(vertex) AS id',
            "ngql",
            "cypher",
            schema=schema,
            vid_key=key,
        )
        tree = parse(cypher, "cypher")
        names = {getattr(n, "name", None) for n in tree.walk()}
        assert key in names


def test_same_dialect_is_the_query_itself() -> None:
    query = 'GO FROM "a" OVER like YIELD dst(edge)'
    assert parse(transpile(query, "ngql", "ngql"), "ngql") == parse(query, "ngql")


def test_unknown_dialect_is_a_user_error() -> None:
    with pytest.raises(UserInputError, match="unknown dialect"):
        transpile("RETURN 1", "sql", "cypher")
