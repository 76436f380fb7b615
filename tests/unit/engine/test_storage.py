"""The embedded engine's storage: reads, writes, type checks, atomicity, persistence, DDL."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.storage import EdgeRecord, GraphStore, Space
from r3.errors import QueryExecutionError, QuerySemanticError, UserInputError
from r3.values import Date, DateTime

pytestmark = pytest.mark.quick


def nba_schema(
    name: str = "nba", *, vid_type: str = "fixed_string", vid_length: int | None = 16
) -> SpaceSchema:
    s = SpaceSchema(name=name, vid_type=vid_type, vid_length=vid_length)
    s.add(SchemaItem("player", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int")]))
    s.add(SchemaItem("team", "tag", [PropertyDef("name", "string")]))
    s.add(
        SchemaItem("bachelor", "tag", [PropertyDef("speciality", "string", default="none", has_default=True)])
    )
    s.add(SchemaItem("like", "edge", [PropertyDef("likeness", "int")]))
    s.add(SchemaItem("serve", "edge", [PropertyDef("start_year", "int"), PropertyDef("end_year", "int")]))
    s.add_index(IndexDef("player_age", "tag", "player", ["age"]))
    s.add_index(IndexDef("like_likeness", "edge", "like", ["likeness"]))
    return s


def fill(sp: Space) -> None:
    with sp.batch() as b:
        b.insert_vertex("Tim", {"player": {"name": "Tim", "age": 42}, "bachelor": {"speciality": "psy"}})
        b.insert_vertex("Tony", {"player": {"name": "Tony", "age": 36}})
        b.insert_vertex("Manu", {"player": {"name": "Manu", "age": 41}})
        b.insert_vertex("Spurs", {"team": {"name": "Spurs"}})
        b.insert_edge("Tim", "like", "Tony", 0, {"likeness": 95})
        b.insert_edge("Tim", "like", "Manu", 0, {"likeness": 95})
        b.insert_edge("Tony", "like", "Tim", 0, {"likeness": 95})
        b.insert_edge("Tim", "serve", "Spurs", 0, {"start_year": 1997, "end_year": 2016})
        b.insert_edge("Tony", "serve", "Spurs", 1, {"start_year": 1999, "end_year": 2018})
        b.insert_edge("Tony", "like", "Ghost", 0, {"likeness": 1})  # dangling: Ghost is no vertex


@pytest.fixture
def sp() -> Space:
    space = GraphStore().create_space(nba_schema())
    fill(space)
    return space


def test_reads(sp: Space) -> None:
    tim = sp.get_vertex("Tim")
    assert tim is not None and dict(tim.tags["player"]) == {"name": "Tim", "age": 42}
    assert set(tim.tags) == {"player", "bachelor"}
    assert sp.vertex_props("Tony", "team") is None and sp.get_vertex("Ghost") is None
    assert not sp.vertex_exists("Ghost") and sp.vertex_exists("Spurs")
    assert {(e.dst, e.type) for e in sp.out_edges("Tim")} == {
        ("Tony", "like"),
        ("Manu", "like"),
        ("Spurs", "serve"),
    }
    assert [e.dst for e in sp.out_edges("Tim", ["serve"])] == ["Spurs"]
    assert {e.src for e in sp.in_edges("Spurs")} == {"Tim", "Tony"}
    assert [e.key for e in sp.in_edges("Ghost")] == [("Tony", "like", 0, "Ghost")]
    assert sp.get_edge("Tony", "serve", "Spurs", 1) == EdgeRecord(
        "Tony", "Spurs", "serve", 1, {"start_year": 1999, "end_year": 2018}
    )
    assert sp.get_edge("Tony", "serve", "Spurs") is None  # rank 0 does not exist
    assert sp.degree("Tim") == 3 and sp.degree("Tim", ["like"], "both") == 3
    assert sorted(sp.vids("player")) == ["Manu", "Tim", "Tony"]
    assert len(list(sp.scan_vertices())) == 4 and len(list(sp.scan_edges("like"))) == 4
    stats = sp.stats()
    assert (stats.vertices, stats.edges) == (4, 6)
    assert stats.tags == {"player": 3, "team": 1, "bachelor": 1}
    assert stats.edge_types == {"like": 4, "serve": 2}
    assert list(sp.out_edges("Nobody")) == [] and list(sp.out_edges("Tim", ["no_such_edge"])) == []


def test_insert_overwrites_and_defaults(sp: Space) -> None:
    sp.insert_vertex("Tim", {"player": {"name": "Timmy"}})  # age not given: NULL
    assert dict(sp.vertex_props("Tim", "player") or {}) == {"name": "Timmy", "age": None}
    assert sp.vertex_props("Tim", "bachelor") is not None  # other tags stay
    sp.insert_vertex("New", {"bachelor": {}})
    assert dict(sp.vertex_props("New", "bachelor") or {}) == {"speciality": "none"}
    sp.insert_edge("Tim", "like", "Tony", 0, {"likeness": 10})
    assert [e.props["likeness"] for e in sp.out_edges("Tim", ["like"]) if e.dst == "Tony"] == [10]
    sp.insert_edge("Tim", "like", "Tony", 0, {"likeness": 99}, if_not_exists=True)
    assert sp.get_edge("Tim", "like", "Tony").props["likeness"] == 10  # type: ignore[union-attr]
    assert sp.stats().edges == 6


@pytest.mark.parametrize(
    ("tag", "props", "error"),
    [
        ("player", {"age": "old"}, QueryExecutionError),
        ("player", {"age": 2.0**63}, QueryExecutionError),  # a float is rounded (1.numeric.md), if in range
        ("player", {"age": True}, QueryExecutionError),
        ("player", {"age": 2**63}, QueryExecutionError),
        ("player", {"name": 3}, QueryExecutionError),
        ("player", {"height": 2}, QuerySemanticError),
        ("coach", {"name": "x"}, QueryExecutionError),  # TagNotFound comes from meta: an ExecutionError
    ],
)
def test_type_errors(sp: Space, tag: str, props: dict, error: type) -> None:
    with pytest.raises(error):
        sp.insert_vertex("X", {tag: props})
    assert not sp.vertex_exists("X")


def test_typed_values() -> None:
    s = SpaceSchema("t", vid_type="int64", vid_length=None)
    s.add(
        SchemaItem(
            "t",
            "tag",
            [
                PropertyDef("f", "double"),
                PropertyDef("small", "int8"),
                PropertyDef("code", "fixed_string", length=4),
                PropertyDef("born", "date"),
                PropertyDef("at", "datetime"),
                PropertyDef("ts", "timestamp"),
                PropertyDef("ok", "bool", nullable=False),
            ],
        )
    )
    sp = GraphStore().create_space(s)
    sp.insert_vertex(
        1, {"t": {"f": 2, "small": -128, "code": "abcdef", "born": Date(2020, 1, 2), "ok": True}}
    )
    props = sp.vertex_props(1, "t") or {}
    assert props["f"] == 2.0 and isinstance(props["f"], float)
    assert props["code"] == "abcd" and props["born"] == Date(2020, 1, 2) and props["at"] is None
    sp.insert_vertex(2, {"t": {"ts": "1970-01-02T00:00:00", "ok": False}})
    assert (sp.vertex_props(2, "t") or {})["ts"] == 86400
    with pytest.raises(QueryExecutionError, match="not null"):
        sp.insert_vertex(3, {"t": {"f": 1.0}})
    with pytest.raises(QueryExecutionError, match="Out of range"):
        sp.insert_vertex(3, {"t": {"small": 128, "ok": True}})
    with pytest.raises(QueryExecutionError):
        sp.insert_vertex(3, {"t": {"born": "2020-01-02", "ok": True}})  # a string is not a date


def test_vid_rules() -> None:
    store = GraphStore()
    sp = store.create_space(nba_schema(vid_length=8))
    sp.insert_vertex("12345678", {"team": {"name": "ok"}})
    with pytest.raises(QueryExecutionError, match="VID"):
        sp.insert_vertex("123456789", {"team": {"name": "too long"}})
    with pytest.raises(QueryExecutionError, match="VID"):
        sp.insert_vertex("ééééé", {"team": {"name": "10 bytes"}})
    with pytest.raises(QuerySemanticError, match="vid type"):
        sp.insert_vertex(5, {"team": {"name": "int vid"}})
    with pytest.raises(QuerySemanticError, match="vid type"):
        sp.insert_edge("a", "like", 5, 0, {"likeness": 1})
    ints = store.create_space(nba_schema("ints", vid_type="int64", vid_length=None))
    ints.insert_vertex(-7, {"team": {"name": "x"}})
    with pytest.raises(QuerySemanticError, match="INT64"):
        ints.insert_vertex("7", {"team": {"name": "x"}})
    assert ints.get_vertex(-7) is not None and ints.get_vertex("-7") is None


def test_failing_batch_leaves_previous_state(sp: Space) -> None:
    before = (sp.stats(), sp.get_vertex("Tim"), sorted(e.key for e in sp.scan_edges()))
    for error in (RuntimeError("boom"), KeyboardInterrupt()):
        with pytest.raises(type(error)), sp.batch() as b:
            b.insert_vertex("Tim", {"player": {"name": "changed", "age": 1}})
            b.delete_vertex("Tony", with_edges=True)
            b.insert_edge("Manu", "like", "Tim", 0, {"likeness": 5})
            b.delete_tags("Tim", ["bachelor"])
            raise error
        assert (sp.stats(), sp.get_vertex("Tim"), sorted(e.key for e in sp.scan_edges())) == before
        assert sp.index_seek("player_age", eq=1) == []


def test_failing_operation_is_atomic_and_batch_goes_on(sp: Space) -> None:
    with sp.batch() as b:
        with pytest.raises(QueryExecutionError):
            b.insert_vertex("Y", {"player": {"name": "Y", "age": 1}, "team": {"name": 7}})
        b.insert_vertex("Z", {"team": {"name": "Z"}})
    assert not sp.vertex_exists("Y") and sp.vertex_exists("Z")


def test_nested_batches_join(sp: Space) -> None:
    with pytest.raises(RuntimeError), sp.batch() as outer:
        sp.insert_vertex("N", {"team": {"name": "N"}})  # opens a nested batch: joins the outer one
        assert sp.vertex_exists("N")  # reads see the open batch
        assert outer is not None
        raise RuntimeError
    assert not sp.vertex_exists("N")


def test_deletes(sp: Space) -> None:
    assert sp.delete_edge("Tim", "like", "Tony") and not sp.delete_edge("Tim", "like", "Tony")
    assert sp.delete_vertex("Tim")  # edges stay: dangling
    assert not sp.vertex_exists("Tim") and [e.dst for e in sp.out_edges("Tim", ["serve"])] == ["Spurs"]
    assert sp.delete_vertex("Tony", with_edges=True)
    assert list(sp.in_edges("Tony")) == [] and list(sp.out_edges("Tony")) == []
    assert sp.get_edge("Tony", "like", "Ghost") is None
    with sp.batch() as b:
        b.delete_tags("Manu", ["player"])  # last tag gone: the vertex is gone
        b.insert_vertex("Bare", {})  # a vertex without tags
    assert not sp.vertex_exists("Manu")
    bare = sp.get_vertex("Bare")
    assert bare is not None and dict(bare.tags) == {}
    assert sp.stats().vertices == 2 and sp.stats().tags["player"] == 0


def test_updates(sp: Space) -> None:
    with sp.batch() as b:
        b.update_vertex("Tim", "player", {"age": 43})
        b.update_edge("Tim", "serve", "Spurs", 0, {"end_year": 2017})
        b.update_vertex("New", "team", {"name": "New"}, upsert=True)
    assert dict(sp.vertex_props("Tim", "player") or {}) == {"name": "Tim", "age": 43}
    assert dict(sp.get_edge("Tim", "serve", "Spurs").props) == {"start_year": 1997, "end_year": 2017}  # type: ignore[union-attr]
    assert sp.vertex_props("New", "team") == {"name": "New"}
    with pytest.raises(QueryExecutionError, match="not found"), sp.batch() as b:
        b.update_vertex("Spurs", "player", {"age": 1})
    with pytest.raises(QuerySemanticError, match="Unknown column"), sp.batch() as b:
        b.update_vertex("Tim", "player", {"weight": 1})


def test_index_seek(sp: Space) -> None:
    assert (
        sp.find_index("tag", "player", "age") is not None and sp.find_index("tag", "player", "name") is None
    )
    assert sp.index_seek("player_age", eq=42) == ["Tim"]
    assert sorted(sp.index_seek("player_age", lo=41)) == ["Manu", "Tim"]
    assert sp.index_seek("player_age", lo=36, lo_inclusive=False, hi=42, hi_inclusive=False) == ["Manu"]
    assert sp.index_seek("player_age", hi=36) == ["Tony"]
    sp.insert_vertex("Old", {"player": {"name": "Old", "age": 99}})  # the cached index follows writes
    sp.insert_vertex("Nul", {"player": {"name": "Nul"}})  # NULL is never found
    assert sp.index_seek("player_age", lo=90) == ["Old"] and sp.index_seek("player_age", eq=None) == []
    assert {r.key for r in sp.index_seek("like_likeness", eq=95)} == {
        ("Tim", "like", 0, "Tony"),
        ("Tim", "like", 0, "Manu"),
        ("Tony", "like", 0, "Tim"),
    }
    with pytest.raises(QuerySemanticError, match="IndexNotFound"):
        sp.index_seek("nope", eq=1)
    with pytest.raises(QuerySemanticError):
        sp.index_seek("player_age", lo="a")


def test_ddl(sp: Space) -> None:
    with pytest.raises(QueryExecutionError, match="Existed"):
        sp.create_schema(SchemaItem("player", "tag", []))
    assert not sp.create_schema(SchemaItem("player", "tag", []), if_not_exists=True)
    sp.create_schema(SchemaItem("coach", "tag", [PropertyDef("name", "string")]))
    sp.insert_vertex("Pop", {"coach": {"name": "Pop"}})
    sp.alter_schema("tag", "player", add=[PropertyDef("height", "double", default=2.0, has_default=True)])
    assert dict(sp.vertex_props("Tony", "player") or {}) == {"name": "Tony", "age": 36, "height": 2.0}
    with pytest.raises(QueryExecutionError, match="Conflict"):
        sp.alter_schema("tag", "player", drop=["age"])  # indexed
    sp.alter_schema("tag", "player", drop=["name"])
    assert dict(sp.vertex_props("Tony", "player") or {}) == {"age": 36, "height": 2.0}
    with pytest.raises(QueryExecutionError, match="Conflict"):
        sp.drop_schema("tag", "player")
    sp.drop_index("player_age")
    sp.drop_schema("tag", "player")
    assert sp.vertex_exists("Tim") and not sp.vertex_exists("Tony")  # Tim keeps bachelor
    assert sp.schema.tag("player") is None and "player" not in sp.stats().tags
    sp.drop_schema("edge", "serve")
    assert sp.stats().edges == 4 and list(sp.out_edges("Tim", ["serve"])) == []
    sp.create_index(IndexDef("coach_name", "tag", "coach", ["name"]))
    assert sp.index_seek("coach_name", eq="Pop") == ["Pop"]
    with pytest.raises(QuerySemanticError):
        sp.create_index(IndexDef("bad", "tag", "coach", ["nope"]))
    with pytest.raises(QueryExecutionError, match="TagNotFound: TagName `player`"):
        sp.drop_schema("tag", "player")
    assert not sp.drop_schema("tag", "player", if_exists=True)


def test_persistence(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    with GraphStore(path) as store:
        sp = store.create_space(nba_schema())
        fill(sp)
        s2 = SpaceSchema("dates", vid_type="int64", vid_length=None)
        s2.add(SchemaItem("ev", "tag", [PropertyDef("on", "date"), PropertyDef("at", "datetime")]))
        store.create_space(s2).insert_vertex(
            1, {"ev": {"on": Date(2021, 3, 4), "at": DateTime(2021, 3, 4, 5, 6, 7, 8)}}
        )
        sp.create_schema(SchemaItem("coach", "tag", [PropertyDef("name", "string")]))
        expected = (sp.stats(), sorted(e for e in sp.scan_edges()), sorted(sp.scan_vertices()))
    with GraphStore(path) as store:
        assert store.space_names() == ["dates", "nba"]
        sp = store.space("nba")
        assert (sp.stats(), sorted(e for e in sp.scan_edges()), sorted(sp.scan_vertices())) == expected
        assert sp.schema.tag("coach") is not None and "player_age" in sp.schema.indexes
        assert sp.index_seek("player_age", eq=36) == ["Tony"]
        assert store.space("dates").vertex_props(1, "ev") == {
            "on": Date(2021, 3, 4),
            "at": DateTime(2021, 3, 4, 5, 6, 7, 8),
        }
        with pytest.raises(QueryExecutionError, match="Existed"):
            store.create_space(nba_schema())
        assert store.drop_space("dates") and not store.drop_space("dates", if_exists=True)
        with pytest.raises(QuerySemanticError, match="SpaceNotFound"):
            store.space("dates")
    with GraphStore(path) as store:
        assert store.space_names() == ["nba"] and store.schema().space("nba").tag("coach") is not None


def test_failed_batch_is_not_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    with GraphStore(path) as store:
        sp = store.create_space(nba_schema())
        fill(sp)
        with pytest.raises(KeyboardInterrupt), sp.batch() as b:
            for i in range(100):
                b.insert_vertex(f"p{i}", {"player": {"name": f"p{i}", "age": i}})
            raise KeyboardInterrupt
    with GraphStore(path) as store:
        assert store.space("nba").stats().vertices == 4


def test_refresh_sees_other_writers(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    reader = GraphStore(path)
    with GraphStore(path) as writer:
        fill(writer.create_space(nba_schema()))
    assert reader.refresh() and reader.space("nba").stats().edges == 6
    assert not reader.refresh()
    reader.close()


def test_not_a_store(tmp_path: Path) -> None:
    bad = tmp_path / "x.sqlite"
    bad.write_text("this is not sqlite" * 100)
    with pytest.raises(UserInputError, match="not a usable"):
        GraphStore(bad)
    conn = sqlite3.connect(tmp_path / "other.sqlite")
    conn.execute("CREATE TABLE r3_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    conn.execute("INSERT INTO r3_meta VALUES('format', '999')")
    conn.commit()
    conn.close()
    with pytest.raises(UserInputError, match="format"):
        GraphStore(tmp_path / "other.sqlite")


# --------------------------------------------------------------------------- data versions


@pytest.mark.parametrize("on_disk", [False, True])
def test_data_versions_move_with_each_commit_and_only_for_what_it_wrote(
    tmp_path: Path, on_disk: bool
) -> None:
    store = GraphStore(tmp_path / "g.sqlite" if on_disk else ":memory:")
    sp = store.create_space(nba_schema())
    created = store.space_version("nba")
    assert created > 0 and store.type_versions("nba") == {}  # no rows written yet
    fill(sp)
    filled, types = store.space_version("nba"), store.type_versions("nba")
    assert filled > created
    assert set(types) == {("tag", t) for t in ("player", "bachelor", "team", "")} | {
        ("edge", "like"),
        ("edge", "serve"),
    }
    sp.insert_edge("Manu", "serve", "Spurs", 0, {"start_year": 2002, "end_year": 2018})
    after_edge = store.type_versions("nba")
    assert store.space_version("nba") > filled
    assert {k for k in after_edge if after_edge[k] != types[k]} == {("edge", "serve")}
    sp.insert_vertex("Spurs", {"team": {"name": "San Antonio"}})
    after_vertex = store.type_versions("nba")  # a vertex write also moves the tagless vertices' version
    assert {k for k in after_vertex if after_vertex[k] != after_edge[k]} == {("tag", "team"), ("tag", "")}
    before = store.space_version("nba"), store.type_versions("nba")
    with pytest.raises(QueryExecutionError), sp.batch() as b:  # rolled back: no new version
        b.insert_vertex("Zed", {"player": {"name": "Zed", "age": 1}})
        raise QueryExecutionError("boom")
    assert (store.space_version("nba"), store.type_versions("nba")) == before
    sp.alter_schema("tag", "team", add=[PropertyDef("city", "string")])  # rewrites the team rows
    assert store.space_version("nba") > before[0]
    assert store.type_versions("nba")[("tag", "team")] > before[1][("tag", "team")]
    assert store.type_versions("nba")[("tag", "player")] == before[1][("tag", "player")]


def test_data_versions_persist_never_repeat_and_are_seen_by_readers(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    with GraphStore(path) as store:
        fill(store.create_space(nba_schema()))
        old, old_id = store.space_version("nba"), store.store_id
    reader = GraphStore(path)
    assert reader.space_version("nba") == old and reader.store_id == old_id  # no load of the graph needed
    assert "nba" not in reader._spaces
    with GraphStore(path) as writer:
        writer.space("nba").delete_vertex("Manu")
        assert reader.space_version("nba") > old  # another connection's commit, seen at once
        deleted = reader.space_version("nba")
        writer.drop_space("nba")
        again = writer.create_space(nba_schema())
        recreated = writer.space_version("nba")
        assert recreated > deleted  # a re-created space never takes an old version
        fill(again)
        assert reader.space_version("nba") > recreated  # the reader follows the new space
    reader.close()
    assert GraphStore().store_id != GraphStore().store_id
    with pytest.raises(QuerySemanticError, match="SpaceNotFound"):
        GraphStore().space_version("nowhere")
