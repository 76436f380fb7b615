"""EmbeddedBackend: opening by path, the GraphBackend protocol, read-only guard, scans."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.contracts.backend import GraphBackend
from r3.engine.storage import GraphStore
from r3.errors import QuerySemanticError, QuerySyntaxError, UserInputError
from r3.graph.embedded import EmbeddedBackend
from r3.values import NULL, Date, DateTime, Edge, Vertex

pytestmark = pytest.mark.quick


def test_opens_folders_configs_and_store_files(tiny_graph: Path, store_file: Path) -> None:
    for path in (tiny_graph, tiny_graph / "config.yaml", tiny_graph.parent, store_file):
        backend = EmbeddedBackend.open(path, space="tiny")
        assert isinstance(backend, GraphBackend)
        assert backend.space == "tiny" and backend.dialect == "ngql"
        assert backend.counts() == {"vertices": 6, "edges": 10}
        backend.close()
    only = EmbeddedBackend.open(store_file)  # one space: chosen without being named
    assert only.space == "tiny"
    only.close()


def test_bad_paths_and_spaces_are_user_errors(tmp_path: Path, store_file: Path) -> None:
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    with pytest.raises(UserInputError, match="neither"):
        EmbeddedBackend.open(tmp_path / "notes.txt")
    with pytest.raises(UserInputError, match="no graph store"):
        EmbeddedBackend.open(tmp_path / "new.sqlite")
    with pytest.raises(UserInputError, match="no space 'nba'"):
        EmbeddedBackend.open(store_file, space="nba")
    created = EmbeddedBackend.open(tmp_path / "new.sqlite", read_only=False)
    assert created.store.space_names() == []
    with pytest.raises(UserInputError, match="name a space"):
        created.resolve_space()
    created.close()


def test_schema_and_queries(tiny_graph: Path) -> None:
    backend = EmbeddedBackend.open(tiny_graph)
    space = backend.schema().space("tiny")
    assert list(space.tags) == ["player", "team", "bachelor"]
    assert space.edge("serve") is not None and space.edge("serve").prop("joined").type == "datetime"  # type: ignore[union-attr]
    result = backend.execute('GO FROM "Tony Parker" OVER serve YIELD serve._dst AS team, serve._rank AS r')
    assert sorted(result.rows) == [("Hornets", 0), ("Spurs", 0), ("Spurs", 1)]
    assert result.space == "tiny"
    with pytest.raises(QuerySyntaxError):
        backend.execute("GO FROM OVER")


def test_read_only_by_default(tiny_graph: Path) -> None:
    backend = EmbeddedBackend.open(tiny_graph)
    insert = 'INSERT VERTEX team(name) VALUES "Lakers":("Lakers")'
    with pytest.raises(QuerySemanticError, match="read-only"):
        backend.execute(insert)
    with pytest.raises(QuerySemanticError, match="opened read-only"):
        backend.execute(insert, allow_writes=True)
    writable = EmbeddedBackend.open(tiny_graph, read_only=False)
    writable.execute(insert, allow_writes=True)
    assert writable.counts()["vertices"] == 7
    assert backend.counts()["vertices"] == 6  # a separate in-memory copy


def test_scans_stream_r3_values(tiny_graph: Path) -> None:
    backend = EmbeddedBackend.open(tiny_graph)
    vertices = {v.vid: v for v in backend.scan_vertices()}
    assert all(isinstance(v, Vertex) for v in vertices.values())
    assert set(vertices) == {"Tim Duncan", "Tony Parker", "Manu Ginóbili", "Nobody", "Spurs", "Hornets"}
    tim = vertices["Tim Duncan"]
    assert list(tim.tags) == ["player", "bachelor"]
    assert tim.props("player")["born"] == Date(1976, 4, 25)
    nobody = vertices["Nobody"].props("player")
    assert (nobody["name"], nobody["age"], nobody["born"]) == ("", NULL, NULL)
    edges = list(backend.scan_edges())
    assert len(edges) == 10 and all(isinstance(e, Edge) for e in edges)
    assert Edge("Tony Parker", "Ghost", "follow", 0, {"degree": 10}) in edges  # dangling edges are kept
    ranks = sorted(e.rank for e in edges if (e.src, e.dst, e.type) == ("Tony Parker", "Spurs", "serve"))
    assert ranks == [0, 1]
    joined = {e.rank: e.props["joined"] for e in edges if (e.src, e.dst) == ("Tony Parker", "Spurs")}
    assert joined[0] == NULL and joined[1] == NULL
    hornets = next(e for e in edges if e.dst == "Hornets")
    assert hornets.props["joined"] == DateTime(2018, 7, 6, 9, 30, 15, 250000)


def test_read_only_session_sees_commits_of_another_connection(store_file: Path) -> None:
    backend = EmbeddedBackend.open(store_file)
    assert backend.counts()["vertices"] == 6
    with GraphStore(store_file) as writer:
        writer.space("tiny").insert_vertex("Lakers", {"team": {"name": "Lakers"}})
    assert sum(1 for _ in backend.scan_vertices()) == 7
    backend.close()


def test_change_token_follows_the_store_version(store_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert EmbeddedBackend.open(None).change_token() is None  # in memory: nothing to compare with
    backend = EmbeddedBackend.open(store_file)
    store_id = backend.store.store_id
    real = backend.change_token()
    assert real is not None and real.endswith(f"#tiny@{store_id}:{backend.store.space_version('tiny')}")
    assert backend.change_token() == real  # reading changes nothing
    with GraphStore(store_file) as writer:  # a commit of another connection moves it at once
        writer.space("tiny").insert_vertex("Lakers", {"team": {"name": "Lakers"}})
    assert backend.change_token() != real
    versions = {"tiny": 3}
    monkeypatch.setattr(GraphStore, "space_version", lambda self, name: versions[name])
    first = backend.change_token()
    assert first is not None and first.endswith(f"#tiny@{store_id}:3")
    versions["tiny"] = 4
    assert backend.change_token() != first
    backend.close()
