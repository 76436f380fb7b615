"""Live Neo4j: schema, execute and scans on the nba graph (opt-in, see docs/backends.md).

Runs only when ``R3_NEO4J_URL`` is set, e.g. ``neo4j://neo4j:r3-neo4j-pass@127.0.0.1:7687``
(a path names the database). With ``R3_E2E_LOAD=1`` an empty database is loaded with the
nba graph first: the embedded engine reads ``../shared``'s ``nebula-nba/nba.ngql`` and
:meth:`Neo4jBackend.load_graph` writes it (vids in ``_vid``, ranks in ``_rank``). The
expectations come from the same engine, so nothing here is a remembered number.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from r3.errors import GraphConnectionError, QueryExecutionError, QuerySemanticError, QuerySyntaxError

URL = os.environ.get("R3_NEO4J_URL", "")

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(
        not URL, reason="set R3_NEO4J_URL (e.g. neo4j://neo4j:r3-neo4j-pass@127.0.0.1:7687) to run live tests"
    ),
]


def parse_url(url: str) -> tuple[str, str, str, str | None]:
    """``neo4j://user:pass@host:7687/db`` → (driver URI without credentials, user, password, db)."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    uri = f"{parts.scheme}://{host}:{parts.port or 7687}"
    database = parts.path.strip("/") or None
    return uri, unquote(parts.username or "neo4j"), unquote(parts.password or ""), database


@pytest.fixture(scope="module")
def engine(shared_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Any:
    from r3.engine.engine import Engine

    path = tmp_path_factory.mktemp("nba") / "nba.ngql"
    path.write_text(
        (shared_dir / "datasets" / "nebula-nba" / "nba.ngql").read_text(encoding="utf-8"), encoding="utf-8"
    )
    return Engine.open_graph(path, "nba")


@pytest.fixture(scope="module")
def neo(engine: Any) -> Iterator[Any]:
    if not URL:
        pytest.skip(
            "set R3_NEO4J_URL (e.g. neo4j://neo4j:r3-neo4j-pass@127.0.0.1:7687) to run live Neo4j tests"
        )
    from r3.graph.neo4j import Neo4jBackend
    from r3.graph.neo4j_convert import label_properties_from

    uri, user, password, database = parse_url(URL)
    backend = Neo4jBackend(
        uri,
        user,
        password,
        database=database,
        vid_property="_vid",
        rank_property="_rank",
        label_properties=label_properties_from(engine.schema().space("nba")),
    )
    try:
        count = backend.execute("MATCH (n) RETURN count(n) AS c").rows[0][0]
    except GraphConnectionError as e:
        pytest.skip(f"Neo4j not reachable: {e}")
    if count == 0:
        if os.environ.get("R3_E2E_LOAD") != "1":
            pytest.skip("the Neo4j database is empty: load nba (docs/backends.md) or set R3_E2E_LOAD=1")
        backend.load_graph(engine.scan_vertices(), engine.scan_edges())
    yield backend
    backend.close()


def test_schema_has_the_nba_labels_types_and_endpoints(neo: Any, engine: Any) -> None:
    graph = neo.schema()
    (space,) = graph.spaces.values()
    expected = engine.schema().space("nba")
    assert set(space.tags) == set(expected.tags) and set(space.edges) == set(expected.edges)
    assert space.tags["player"].prop("age").type == "int64"
    assert ("player", "team") in space.edges["serve"].endpoints
    assert any(ix.schema == "player" and ix.fields == ["_vid"] for ix in space.indexes.values())


def test_execute_agrees_with_the_engine(neo: Any, engine: Any) -> None:
    live = neo.execute(
        "MATCH (p:player {name: $name})-[e:like]->(f) RETURN f.name AS id, e.likeness AS likeness",
        params={"name": "Tim Duncan"},
    )
    expected = engine.execute(
        'GO FROM "Tim Duncan" OVER like YIELD dst(edge) AS id, properties(edge).likeness AS likeness'
    )
    assert sorted(live.rows) == sorted(expected.rows)


def test_vertices_edges_and_paths_convert(neo: Any, engine: Any) -> None:
    rs = neo.execute("MATCH p = (a:player {name: 'Tim Duncan'})<-[:like]-(b) RETURN a, p LIMIT 1")
    tim, path = rs.rows[0]
    expected = engine.execute('FETCH PROP ON * "Tim Duncan" YIELD vertex AS v').rows[0][0]
    assert tim == expected  # labels → tags, properties split per tag, vid from _vid
    assert path.steps[0].edge.reversed and path.steps[0].edge.dst == "Tim Duncan"


def test_errors_are_r3_errors(neo: Any) -> None:
    with pytest.raises(QuerySyntaxError) as info:
        neo.execute("MATCH (n) RETRN n")
    assert info.value.line == 1
    with pytest.raises(QuerySemanticError):
        neo.execute("MATCH (n) RETURN m")
    with pytest.raises(QueryExecutionError):
        neo.execute("RETURN 1 / 0 AS x")
    with pytest.raises(QuerySemanticError, match="read-only"):
        neo.execute("CREATE (n:r3_probe) RETURN n")


def test_scans_match_the_engine(neo: Any, engine: Any) -> None:
    vertices = list(neo.scan_vertices(batch_size=7))
    edges = list(neo.scan_edges(batch_size=7))
    expected_vertices = list(engine.scan_vertices())
    vids = {v.vid for v in expected_vertices}
    expected_edges = [
        e for e in engine.scan_edges() if e.src in vids and e.dst in vids
    ]  # Neo4j: no dangling edges
    assert sorted(vertices, key=repr) == sorted(expected_vertices, key=repr)
    assert sorted(edges, key=repr) == sorted(expected_edges, key=repr)
