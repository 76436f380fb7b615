"""Live NebulaGraph: schema, execute and scans on the nba space (opt-in, see docs/backends.md).

Runs only when ``R3_NEBULA_URL`` is set, e.g. ``nebula://root:nebula@127.0.0.1:9669/nba``.
With ``R3_E2E_LOAD=1`` a missing space is created and loaded from ``../shared``'s
``nebula-nba/nba.ngql`` first. Every expectation comes from the embedded engine run on the
same script, so the test checks the adapter, not remembered numbers.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from r3.errors import GraphConnectionError, QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.values import Edge, Vertex, rows_equal

URL = os.environ.get("R3_NEBULA_URL", "")

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(
        not URL, reason="set R3_NEBULA_URL (e.g. nebula://root:nebula@127.0.0.1:9669/nba) to run live tests"
    ),
]
SPACE_DDL = "partition_num=1, replica_factor=1, vid_type=FIXED_STRING(32)"


def parse_url(url: str) -> tuple[list[tuple[str, int]], str, str, str]:
    """``nebula://user:pass@h1:9669,h2:9669/space`` → (hosts, user, password, space)."""
    rest = url.split("://", 1)[1]
    cred, _, rest = rest.rpartition("@")
    user, _, password = cred.partition(":")
    netloc, _, space = rest.partition("/")
    hosts = []
    for part in netloc.split(","):
        host, _, port = part.partition(":")
        hosts.append((host, int(port or 9669)))
    return hosts, unquote(user or "root"), unquote(password or "nebula"), space.strip("/") or "nba"


@pytest.fixture(scope="module")
def nba_script(shared_dir: Path) -> str:
    return (shared_dir / "datasets" / "nebula-nba" / "nba.ngql").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def engine(nba_script: str, tmp_path_factory: pytest.TempPathFactory) -> Any:
    from r3.engine.engine import Engine

    path = tmp_path_factory.mktemp("nba") / "nba.ngql"
    path.write_text(nba_script, encoding="utf-8")
    return Engine.open_graph(path, "nba")


def _make(**kw: Any) -> Any:
    from r3.graph.nebula import NebulaBackend, NebulaOptions

    hosts, user, password, space = parse_url(URL)
    return NebulaBackend(hosts, user, password, space=space, options=NebulaOptions(**kw))


@pytest.fixture(scope="module")
def nebula(nba_script: str) -> Iterator[Any]:
    if not URL:
        pytest.skip(
            "set R3_NEBULA_URL (e.g. nebula://root:nebula@127.0.0.1:9669/nba) to run live NebulaGraph tests"
        )
    backend = _make()
    try:
        spaces = {row[0] for row in backend.execute("SHOW SPACES", space=None).rows}
    except GraphConnectionError as e:
        pytest.skip(f"NebulaGraph not reachable: {e}")
    if backend.space not in spaces:
        if os.environ.get("R3_E2E_LOAD") != "1":
            pytest.skip(
                f"space {backend.space!r} is missing: load it (docs/backends.md) or set R3_E2E_LOAD=1"
            )
        script = (
            f"CREATE SPACE IF NOT EXISTS `{backend.space}`({SPACE_DDL}); USE `{backend.space}`;\n{nba_script}"
        )
        loader = _make()
        loader.space = None
        with loader:
            loader.run_script(script, wait_s=120.0)
    yield backend
    backend.close()


def test_schema_matches_the_script(nebula: Any, engine: Any) -> None:
    live = nebula.schema([nebula.space]).space(nebula.space)
    expected = engine.schema().space("nba")
    assert (live.vid_type, live.vid_length) == (expected.vid_type, expected.vid_length)
    assert set(live.tags) == set(expected.tags) and set(live.edges) == set(expected.edges)
    for name, item in expected.tags.items():
        assert [(p.name, p.type) for p in live.tags[name].properties] == [
            (p.name, p.type) for p in item.properties
        ]
    for name, ix in expected.indexes.items():
        if name in live.indexes:
            assert (live.indexes[name].schema, live.indexes[name].fields) == (ix.schema, ix.fields)
    assert "player_name_index" in live.indexes and live.indexes["player_name_index"].lengths == [64]


@pytest.mark.parametrize(
    "query",
    [
        'GO FROM "Tim Duncan" OVER like YIELD dst(edge) AS id, properties(edge).likeness AS likeness',
        'GO FROM "Tim Duncan" OVER like REVERSELY YIELD edge AS e',
        'FETCH PROP ON * "Tim Duncan" YIELD vertex AS v',
        'MATCH (v:player)-[e:serve]->(t:team) WHERE v.player.name == "Tony Parker" RETURN v, e, t',
        'FIND SHORTEST PATH FROM "Tim Duncan" TO "Tony Parker" OVER like YIELD path AS p',
        "LOOKUP ON player WHERE player.age > 40 YIELD id(vertex) AS id, player.age AS age",
        "YIELD 1 AS i, 1.5 AS f, true AS b, NULL AS n, [1, 2] AS l, {a: 1} AS m, date('2019-01-02') AS d",
    ],
)
def test_execute_agrees_with_the_embedded_engine(nebula: Any, engine: Any, query: str) -> None:
    live = nebula.execute(query)
    expected = engine.execute(query)
    assert live.columns == expected.columns
    assert rows_equal(live.rows, expected.rows), (live.rows, expected.rows)
    assert live.space == nebula.space


def test_parameters(nebula: Any) -> None:
    rs = nebula.execute("RETURN $name AS name, $n + 1 AS n", params={"name": "Tim", "n": 41})
    assert rs.rows == [("Tim", 42)]


def test_errors_are_r3_errors(nebula: Any) -> None:
    with pytest.raises(QuerySyntaxError):
        nebula.execute("MATCH (v:player) RETRUN v")
    with pytest.raises(QuerySemanticError):
        nebula.execute("GO FROM 'Tim Duncan' OVER no_such_edge YIELD dst(edge)")
    with pytest.raises(QueryExecutionError):
        nebula.execute("YIELD 1", space="r3_no_such_space")
    with pytest.raises(QuerySemanticError, match="read-only"):
        nebula.execute('INSERT VERTEX team(name) VALUES "r3-x":("x")')


@pytest.mark.parametrize("via", ["storage", "graph"])
def test_scans_match_the_script(via: str, engine: Any) -> None:
    with _make(scan_via=via, scan_batch_size=7) as backend:
        try:
            vertices = list(backend.scan_vertices())
        except GraphConnectionError as e:
            pytest.skip(f"{via} scan unavailable here: {e}")
        edges = list(backend.scan_edges())
    assert all(isinstance(v, Vertex) for v in vertices) and all(isinstance(e, Edge) for e in edges)
    assert len({v.vid for v in vertices}) == len(vertices)  # each vertex once, all tags merged
    assert sorted(vertices, key=repr) == sorted(engine.scan_vertices(), key=repr)
    assert sorted(edges, key=repr) == sorted(engine.scan_edges(), key=repr)
