"""LadybugBackend: the same graph folder as the embedded engine, in embedded Cypher.

The pipeline is the one the embedded backend runs (load the importer config, schema,
execute, scan); scans must give the very same r3 values as the embedded engine's.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("real_ladybug")

from r3.contracts.backend import GraphBackend  # noqa: E402
from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema  # noqa: E402
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError, UserInputError  # noqa: E402
from r3.graph.embedded import EmbeddedBackend  # noqa: E402
from r3.graph.ladybug import LadybugBackend  # noqa: E402
from r3.values import NULL, Date, DateTime, Duration, Edge, List, Map, Time, Vertex  # noqa: E402
from r3.values import Path as GPath

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def graph_dir(tiny_graph: Path) -> Path:
    return tiny_graph


@pytest.fixture(scope="module")
def db_path(graph_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lb") / "tiny.lbdb"
    with LadybugBackend(path, read_only=False) as backend:
        summary = backend.load_graph(graph_dir)
    assert (summary.vertices, summary.vertex_rows, summary.edges, summary.dangling_endpoints) == (6, 6, 10, 1)
    return path


@pytest.fixture
def lb(db_path: Path) -> Iterator[LadybugBackend]:
    backend = LadybugBackend(db_path)  # read-only: what generated queries get
    yield backend
    backend.close()


@pytest.fixture(scope="module")
def embedded(graph_dir: Path) -> EmbeddedBackend:
    return EmbeddedBackend.open(graph_dir)


def test_is_a_graph_backend(lb: LadybugBackend) -> None:
    assert isinstance(lb, GraphBackend) and lb.dialect == "cypher" and lb.read_only


def test_schema_round_trips_through_table_metadata(lb: LadybugBackend, embedded: EmbeddedBackend) -> None:
    got = lb.schema().space("tiny")
    want = embedded.schema().space("tiny")
    assert (got.vid_type, got.vid_length) == (want.vid_type, want.vid_length)
    assert list(got.tags) == list(want.tags)
    for name in want.tags:
        assert got.tags[name].properties == want.tags[name].properties
    for name in want.edges:
        assert got.edges[name].properties == want.edges[name].properties
    assert got.indexes == want.indexes
    assert got.edges["serve"].endpoints == [("player", "team")]  # the pairs seen in the data


def test_scans_equal_the_embedded_engine(lb: LadybugBackend, embedded: EmbeddedBackend) -> None:
    vertices = list(lb.scan_vertices())
    assert sorted(vertices, key=lambda v: v.vid) == sorted(embedded.scan_vertices(), key=lambda v: v.vid)
    assert [v.vid for v in vertices] == sorted(v.vid for v in vertices)  # merged by vid, in vid order
    edges = list(lb.scan_edges())
    assert len(edges) == 10 and set(edges) == set(embedded.scan_edges())
    assert lb.counts() == {"vertices": 6, "edges": 10}  # a node row per vertex (several tags: one row)


def test_execute_converts_graph_values(lb: LadybugBackend) -> None:
    rows = lb.execute(
        "MATCH (a:player)-[e:serve]->(t:team) WHERE a.name = 'Tony Parker' RETURN a, e, t ORDER BY e.start_year"
    ).rows
    assert [r[1].rank for r in rows] == [0, 0, 1]
    a, e, t = rows[1]
    assert a == Vertex(
        "Tony Parker", {"player": {"name": "Tony Parker", "age": 36, "born": Date(1982, 5, 17)}}
    )
    assert e == Edge("Tony Parker", "Hornets", "serve", 0, {"start_year": 2018, "end_year": 2019,
                                                           "joined": DateTime(2018, 7, 6, 9, 30, 15, 250000)})  # fmt: skip
    assert t == Vertex("Hornets", {"team": {"name": "Hornets"}})
    # relationship endpoints come back as vids even when the nodes are not returned
    (only,) = lb.execute("MATCH (:player {name: 'Tim Duncan'})-[e:follow]->() RETURN e").rows
    assert only[0] == Edge("Tim Duncan", "Tony Parker", "follow", 0, {"degree": 95})


def test_execute_paths_lists_and_scalars(lb: LadybugBackend) -> None:
    result = lb.execute(
        "MATCH p = (a:player {name: 'Tim Duncan'})-[:follow*2..2]->(b:player) "
        "RETURN p, b.name, length(p) ORDER BY b.name"
    )
    assert result.columns[1] == "b.name"
    path, name, hops = result.rows[0]
    assert isinstance(path, GPath) and hops == 2 and name == "Manu Ginóbili"
    assert [v.vid for v in path.vertices] == ["Tim Duncan", "Tony Parker", "Manu Ginóbili"]
    (rels,) = lb.execute(
        "MATCH (a:player {name: 'Tim Duncan'})-[r:follow*2..2]->(b {name: 'Tim Duncan'}) RETURN r"
    ).rows[0]
    assert isinstance(rels, List) and [e.dst for e in rels] == ["Tony Parker", "Tim Duncan"]
    (row,) = lb.execute("RETURN 1 + 1, 2.5, 'x', NULL, [1, 2], {k: date('2020-01-02')}, true").rows
    assert row == (2, 2.5, "x", NULL, List([1, 2]), Map({"k": Date(2020, 1, 2)}), True)
    born = lb.execute("MATCH (n:player) WHERE n.born = $d RETURN n.name", params={"d": Date(1976, 4, 25)})
    assert born.rows == [("Tim Duncan",)]  # r3 values as parameters
    count = lb.execute("MATCH (n:player) WHERE n.age IS NULL RETURN count(*) AS c")
    assert count.columns == ["c"] and count.rows == [(1,)]


def test_multi_tag_vertex_is_one_row_of_its_tag_set(lb: LadybugBackend, embedded: EmbeddedBackend) -> None:
    (vertex,) = lb.execute("MATCH (n:bachelor) RETURN n").rows[0]
    # a node value is the whole vertex, every tag with its props, as the embedded engine returns it
    (expected,) = embedded.execute("MATCH (n:bachelor) RETURN n").rows[0]
    assert vertex == expected and set(vertex.tags) == {"player", "bachelor"}
    # its edges are seen from either tag's label, and an unlabelled MATCH finds it once
    for query in (
        "MATCH (:player {name: 'Tim Duncan'})-[e]->() RETURN count(e)",
        "MATCH (:bachelor)-[e]->() RETURN count(e)",
    ):
        assert lb.execute(query).rows == embedded.execute(query).rows == [(2,)]
    once = embedded.execute("MATCH (n) WHERE n.player.name == 'Tim Duncan' RETURN count(*)").rows
    assert lb.execute("MATCH (n) WHERE n.name = 'Tim Duncan' RETURN count(*)").rows == once == [(1,)]


def test_errors_become_r3_errors(lb: LadybugBackend) -> None:
    with pytest.raises(QuerySyntaxError) as info:
        lb.execute("MATCH (n RETURN n")
    assert info.value.line == 1 and info.value.column is not None
    with pytest.raises(QuerySemanticError, match="nosuch"):
        lb.execute("MATCH (n:nosuch) RETURN n")
    with pytest.raises(QueryExecutionError):
        lb.execute("RETURN 1 / 0")


def test_read_only_refuses_writes_r3_can_and_cannot_parse(lb: LadybugBackend, tmp_path: Path) -> None:
    with pytest.raises(QuerySemanticError, match="it writes: CREATE"):
        lb.execute("CREATE (:team {vid: 'Lakers', name: 'Lakers'})")
    (tmp_path / "t.csv").write_text('"Lakers","Lakers"\n', encoding="utf-8")
    with pytest.raises(QuerySemanticError, match="host's files"):
        lb.execute(f"COPY team FROM '{tmp_path / 't.csv'}'")
    with pytest.raises(QuerySyntaxError):  # not r3's Cypher: refused, never run "as probably a read"
        lb.execute("COMMIT; CREATE (:team {vid: 'Lakers', name: 'Lakers'})")
    with pytest.raises(QuerySemanticError, match="opened read-only"):
        lb.execute("CREATE (:team {vid: 'Lakers'})", allow_writes=True)
    assert lb.execute("MATCH (t:team) RETURN count(*)").rows == [(2,)]


def test_writes_when_allowed_and_tables_guarded(graph_dir: Path, tmp_path: Path) -> None:
    with LadybugBackend(tmp_path / "w.lbdb", read_only=False) as backend:
        backend.load_graph(graph_dir)
        backend.execute("CREATE (:team {vid: 'Lakers', name: 'Lakers'})", allow_writes=True)
        assert backend.execute("MATCH (t:team) RETURN count(*)").rows == [(3,)]
        with pytest.raises(UserInputError, match="already has tables"):
            backend.load_graph(graph_dir)
        backend.load_graph(graph_dir, replace=True)
        assert backend.execute("MATCH (t:team) RETURN count(*)").rows == [(2,)]
    with pytest.raises(UserInputError, match="no LadybugDB database"):
        LadybugBackend(tmp_path / "missing.lbdb")


def _odd_space() -> SpaceSchema:
    space = SpaceSchema(name="odd", vid_type="int64", vid_length=None)
    space.add(SchemaItem("event", "tag", [PropertyDef("at", "time"), PropertyDef("took", "duration"),
                                          PropertyDef("score", "double"), PropertyDef("note", "string"),
                                          PropertyDef("vid", "int")]))  # fmt: skip
    space.add(SchemaItem("next", "edge", [PropertyDef("rank", "int"), PropertyDef("ok", "bool")]))
    return space


def test_types_without_a_ladybug_twin_int_vids_and_name_clashes() -> None:
    vertices = [
        Vertex(
            1,
            {
                "event": {
                    "at": Time(12, 30, 5, 7),
                    "took": Duration(14, 3605, 9),
                    "score": float("nan"),
                    "note": "",
                    "vid": 10,
                }
            },
        ),  # fmt: skip
        Vertex(2, {"event": {"at": NULL, "took": NULL, "score": -0.0, "note": 'x,"y"\nz', "vid": NULL}}),
        Vertex(3, {}),  # a vertex without tags
    ]
    edges = [
        Edge(1, 2, "next", 0, {"rank": 5, "ok": True}),
        Edge(2, 99, "next", 3, {"rank": NULL, "ok": False}),
    ]
    with LadybugBackend(None) as backend:
        backend.load_space(_odd_space(), vertices, edges)
        got = {v.vid: v for v in backend.scan_vertices()}
        assert set(got) == {1, 2, 3}  # 99 is only a dangling endpoint
        one = got[1].props("event")
        assert one["at"] == Time(12, 30, 5, 7) and one["took"] == Duration(14, 3605, 9)
        assert one["score"] != one["score"] and one["note"] == "" and one["vid"] == 10
        assert got[2] == vertices[1] and got[3] == Vertex(3, {})
        assert set(backend.scan_edges()) == set(edges)
        assert backend.schema().space("odd").tags["event"].properties == _odd_space().tags["event"].properties
        (row,) = backend.execute("MATCH (a:event)-[e:next]->(b) WHERE e.`rank` = 5 RETURN e, b").rows
        assert row == (edges[0], vertices[1])


def test_a_database_r3_did_not_make_is_read_from_its_catalog(tmp_path: Path) -> None:
    path = tmp_path / "foreign.lbdb"
    with LadybugBackend(path, read_only=False) as backend:
        for q in (
            "CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64)",
            "CREATE REL TABLE KNOWS(FROM Person TO Person, since INT64)",
            "CREATE (:Person {name: 'Ann', born: 1990}), (:Person {name: 'Bob', born: 1985})",
            "MATCH (a:Person {name: 'Ann'}), (b:Person {name: 'Bob'}) CREATE (a)-[:KNOWS {since: 2010}]->(b)",
        ):
            backend.execute(q, allow_writes=True)
    with LadybugBackend(path) as backend:
        space = backend.schema().space("foreign")
        assert [p.name for p in space.tags["Person"].properties] == ["name", "born"]
        assert space.vid_type == "fixed_string" and space.edges["KNOWS"].endpoints == [("Person", "Person")]
        assert sorted(v.vid for v in backend.scan_vertices()) == ["Ann", "Bob"]
        assert list(backend.scan_edges()) == [Edge("Ann", "Bob", "KNOWS", 0, {"since": 2010})]
        (row,) = backend.execute("MATCH (p:Person {name: 'Ann'}) RETURN p").rows
        assert row[0] == Vertex("Ann", {"Person": {"name": "Ann", "born": 1990}})
