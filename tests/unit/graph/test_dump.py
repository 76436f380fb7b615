"""Storage dumps: format, checksum, round trips through both backends, resume, --since, CLI."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import cli_runner

from r3.cli import cli
from r3.contracts.backend import BaseBackend
from r3.engine.engine import Engine
from r3.engine.storage import GraphStore
from r3.errors import UserInputError
from r3.graph.dump import DumpReader, dump_graph, load_dump, verify_dump
from r3.graph.dump_manifest import add_checksums, edge_line, file_name, record_hash, vertex_line
from r3.graph.embedded import EmbeddedBackend
from r3.values import NULL, Date, Edge, Vertex

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def backend(tiny_graph: Path) -> EmbeddedBackend:
    """Read-only and shared: tests that change data open their own."""
    return EmbeddedBackend.open(tiny_graph)


def lines(folder: Path, name: str) -> list[dict[str, Any]]:
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    text = (folder / manifest["data_dir"] / name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


class Interrupted(Exception):
    pass


class Flaky(BaseBackend):
    """A backend that fails after ``after`` scanned items (vertices then edges), like a crash."""

    def __init__(self, inner: Any, after: int) -> None:
        self.inner, self.after, self.seen = inner, after, 0
        self.dialect, self.traits, self.read_only = inner.dialect, inner.traits, True
        self.space = inner.space

    def execute(self, query: str, **kwargs: Any) -> Any:
        return self.inner.execute(query, **kwargs)

    def schema(self) -> Any:
        return self.inner.schema()

    def _tick(self, items: Iterator[Any]) -> Iterator[Any]:
        for item in items:
            self.seen += 1
            if self.seen > self.after:
                raise Interrupted(f"crash after {self.after}")
            yield item

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]:
        return self._tick(self.inner.scan_vertices(space))

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]:
        return self._tick(self.inner.scan_edges(space))


# --------------------------------------------------------------------------- format


def test_dump_layout_records_and_manifest(backend: EmbeddedBackend, tmp_path: Path) -> None:
    out = tmp_path / "dump"
    result = dump_graph(backend, out, source="nebula://root:s3cret@graphd:9669/tiny")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest == result.manifest
    assert manifest["format"] == "r3-dump" and manifest["format_version"] == 1 and manifest["space"] == "tiny"
    assert manifest["counts"] == {"vertices": 6, "vertex_records": 7, "edges": 10, "files": 5}
    assert manifest["source"]["backend"] == "nebula://root:***@graphd:9669/tiny"
    assert "s3cret" not in (out / "manifest.json").read_text(encoding="utf-8")
    assert set(manifest["files"]) == {
        "vertex.player.jsonl", "vertex.team.jsonl", "vertex.bachelor.jsonl", "edge.follow.jsonl", "edge.serve.jsonl",
    }  # fmt: skip
    assert manifest["schema"]["tags"]["player"]["properties"][2]["type"] == "date"
    assert manifest["created"] and manifest["since"] is None and not manifest["resumed"]
    players = {r["vid"]: r for r in lines(out, "vertex.player.jsonl")}
    assert players["Tim Duncan"] == {
        "kind": "vertex", "vid": "Tim Duncan", "tag": "player",
        "props": {"age": 42, "born": {"type": "date", "value": "1976-04-25"}, "name": "Tim Duncan"},
    }  # fmt: skip
    assert players["Nobody"]["props"] == {"age": None, "born": None, "name": ""}
    serve = lines(out, "edge.serve.jsonl")
    assert {"kind": "edge", "src": "Tony Parker", "dst": "Spurs", "type": "serve", "rank": 1,
            "props": {"end_year": 2021, "joined": None, "start_year": 2020}} in serve  # fmt: skip
    assert sum(f["records"] for f in manifest["files"].values()) == 17
    assert verify_dump(out)["checksum"] == manifest["checksum"]
    assert result.records_written == 17 and result.mode == "full"


def test_file_names_are_safe_and_distinct() -> None:
    assert file_name("vertex", "player") == "vertex.player.jsonl"
    assert file_name("vertex", None) == "vertex.jsonl"
    assert file_name("edge", "a.b") != file_name("edge", "a_b")
    assert file_name("edge", "a.b") == "edge.a%2Eb.jsonl"
    assert "/" not in file_name("vertex", "x/y é")


def test_checksum_ignores_order_but_not_duplicates() -> None:
    a = vertex_line("a", "t", {"x": 1, "y": NULL})
    b = edge_line(Edge("a", "b", "e", 2, {"d": Date(2020, 1, 2)}))
    assert vertex_line("a", "t", {"y": NULL, "x": 1}) == a  # props are written sorted
    h = [record_hash(a), record_hash(b)]
    assert add_checksums(*h) == add_checksums(*reversed(h))
    assert add_checksums(*h, h[0]) != add_checksums(*h)


def test_same_data_loaded_in_another_order_has_the_same_checksum(
    backend: EmbeddedBackend, tmp_path: Path
) -> None:
    first = dump_graph(backend, tmp_path / "a").manifest
    store = GraphStore()
    sp = store.create_space(backend.schema().space("tiny"))
    with sp.batch() as b:
        for e in reversed(list(backend.scan_edges())):
            b.insert_edge(e.src, e.type, e.dst, e.rank or 0, dict(e.props or {}))
        for v in reversed(list(backend.scan_vertices())):
            for tag, props in reversed(list(v.tags.items())):
                b.insert_vertex(v.vid, {tag: dict(props or {})})
    second = dump_graph(EmbeddedBackend(Engine(store)), tmp_path / "b").manifest
    assert second["checksum"] == first["checksum"] and second["counts"] == first["counts"]
    with sp.batch() as b:
        b.update_edge("Tim Duncan", "follow", "Tony Parker", 0, {"degree": 94})
    third = dump_graph(EmbeddedBackend(Engine(store)), tmp_path / "c").manifest
    assert third["checksum"] != first["checksum"] and third["counts"] == first["counts"]


# --------------------------------------------------------------------------- round trips


def test_round_trip_through_the_embedded_store(backend: EmbeddedBackend, tmp_path: Path) -> None:
    first = dump_graph(backend, tmp_path / "one").manifest
    target = tmp_path / "copy.sqlite"
    summary = load_dump(tmp_path / "one", f"embedded://{target}")
    assert (summary.vertex_records, summary.edges) == (7, 10)
    with EmbeddedBackend.open(target) as copy:
        second = dump_graph(copy, tmp_path / "two").manifest
        assert copy.schema().space("tiny").indexes == backend.schema().space("tiny").indexes
    assert (second["counts"], second["checksum"]) == (first["counts"], first["checksum"])
    with pytest.raises(UserInputError, match="already exists"):
        load_dump(tmp_path / "one", f"embedded://{target}")
    load_dump(tmp_path / "one", f"embedded://{target}", replace=True, space="tiny2")
    with EmbeddedBackend.open(target, space="tiny2") as copy:
        assert dump_graph(copy, tmp_path / "three").manifest["checksum"] == first["checksum"]


def test_round_trip_through_ladybug(backend: EmbeddedBackend, tmp_path: Path) -> None:
    pytest.importorskip("real_ladybug")
    from r3.graph.ladybug import LadybugBackend

    first = dump_graph(backend, tmp_path / "one").manifest
    with LadybugBackend(tmp_path / "lb", read_only=False) as lb:
        load_dump(tmp_path / "one", lb)
        second = dump_graph(lb, tmp_path / "two", source=f"ladybug://{tmp_path / 'lb'}").manifest
    assert (second["counts"], second["checksum"]) == (first["counts"], first["checksum"])
    assert second["source"]["dialect"] == "cypher"
    store = GraphStore()
    load_dump(tmp_path / "two", store)  # and back into the embedded engine
    third = dump_graph(EmbeddedBackend(Engine(store)), tmp_path / "three").manifest
    assert third["checksum"] == first["checksum"]


def test_damaged_dumps_are_refused(backend: EmbeddedBackend, tmp_path: Path) -> None:
    dump_graph(backend, tmp_path / "d")
    manifest = json.loads((tmp_path / "d" / "manifest.json").read_text(encoding="utf-8"))
    path = tmp_path / "d" / manifest["data_dir"] / "edge.follow.jsonl"
    text = path.read_text(encoding="utf-8").replace('"degree":95', '"degree":96', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserInputError, match="does not match its manifest"):
        load_dump(tmp_path / "d", GraphStore())
    with pytest.raises(UserInputError, match="no dump"):
        DumpReader(tmp_path / "nothing")


# --------------------------------------------------------------------------- resume and swap


@pytest.mark.parametrize("after", [2, 5, 9, 15])  # inside the vertices, at the switch, inside the edges
def test_interrupted_dump_resumes_without_duplicates(
    backend: EmbeddedBackend, tmp_path: Path, after: int
) -> None:
    clean = dump_graph(backend, tmp_path / "clean").manifest
    out = tmp_path / "resumed"
    with pytest.raises(Interrupted):
        dump_graph(Flaky(backend, after), out, checkpoint_every=1)
    assert not (out / "manifest.json").exists() and (out / ".partial" / "progress.json").is_file()
    result = dump_graph(backend, out, checkpoint_every=1)
    assert result.mode == "resumed" and result.records_skipped > 0
    assert result.records_written + result.records_skipped == 17
    manifest = verify_dump(out)
    assert (manifest["checksum"], manifest["counts"]) == (clean["checksum"], clean["counts"])
    assert manifest["resumed"] and not (out / ".partial").exists()


def test_resume_after_the_data_changed_starts_over(tiny_graph: Path, tmp_path: Path) -> None:
    writable = EmbeddedBackend.open(tiny_graph, read_only=False)
    out = tmp_path / "d"
    with pytest.raises(Interrupted):
        dump_graph(Flaky(writable, 3), out, checkpoint_every=1)
    writable.execute('UPDATE VERTEX ON player "Tim Duncan" SET age = 43', allow_writes=True)
    result = dump_graph(writable, out, checkpoint_every=1)
    assert result.mode == "full" and any("started over" in n for n in result.notes)
    tim = next(r for r in lines(out, "vertex.player.jsonl") if r["vid"] == "Tim Duncan")
    assert tim["props"]["age"] == 43
    assert verify_dump(out)["counts"]["vertex_records"] == 7


def test_previous_dump_stays_valid_until_the_new_one_is_complete(
    backend: EmbeddedBackend, tmp_path: Path
) -> None:
    out = tmp_path / "d"
    old = dump_graph(backend, out).manifest
    with pytest.raises(Interrupted):
        dump_graph(Flaky(backend, 12), out, checkpoint_every=4)
    assert verify_dump(out)["checksum"] == old["checksum"]  # still the complete previous dump
    new = dump_graph(backend, out).manifest
    assert new["data_dir"] != old["data_dir"] and not (out / old["data_dir"]).exists()
    assert sorted(p.name for p in out.iterdir()) == [new["data_dir"], "manifest.json"]


# --------------------------------------------------------------------------- --since


class Versioned(EmbeddedBackend):
    """An embedded backend whose store can tell a per-space data version (what --since needs)."""

    version = 1

    def change_token(self, space: str | None = None) -> str | None:
        return f"tiny@{self.version}"


def test_since_reuses_an_unchanged_dump_and_redumps_otherwise(
    backend: EmbeddedBackend, tmp_path: Path
) -> None:
    out = tmp_path / "d"
    first = dump_graph(backend, out)
    plain = dump_graph(backend, out, since=out)
    assert plain.mode == "full" and any("cannot tell" in n for n in plain.notes)
    assert plain.manifest["since"]["mode"] == "full"
    versioned = Versioned(backend.engine)
    base = dump_graph(versioned, out)
    same = dump_graph(versioned, out, since=out / "manifest.json")
    assert same.mode == "unchanged" and same.records_written == 0
    assert same.manifest["data_dir"] == base.manifest["data_dir"]
    elsewhere = dump_graph(versioned, tmp_path / "e", since=out)
    assert (
        elsewhere.mode == "unchanged"
        and verify_dump(tmp_path / "e")["checksum"] == first.manifest["checksum"]
    )
    versioned.version = 2
    changed = dump_graph(versioned, out, since=out)
    assert changed.mode == "full" and changed.records_written == 17


def test_since_on_a_store_file_redumps_nothing_or_only_the_changed_files(
    store_file: Path, tmp_path: Path
) -> None:
    out = tmp_path / "d"
    backend = EmbeddedBackend.open(store_file)  # read-only: sees the writer's commits
    first = dump_graph(backend, out)
    tokens = first.manifest["source"]["file_tokens"]
    assert first.manifest["source"]["change_token"] and set(tokens) >= set(first.manifest["files"])
    same = dump_graph(backend, out, since=out)
    assert same.mode == "unchanged" and same.records_written == 0
    assert same.manifest["checksum"] == first.manifest["checksum"]

    writer = EmbeddedBackend.open(store_file, read_only=False)
    writer.execute('UPDATE VERTEX ON player "Tim Duncan" SET age = 43', allow_writes=True)
    changed = dump_graph(backend, out, since=out)
    assert changed.mode == "partial" and changed.manifest["since"]["mode"] == "partial"
    assert changed.records_written == 4 and changed.records_reused == 17 - 4  # vertex.player.jsonl only
    assert changed.manifest["since"]["reused_files"] == sorted(
        set(first.manifest["files"]) - {"vertex.player.jsonl"}
    )
    tim = next(r for r in lines(out, "vertex.player.jsonl") if r["vid"] == "Tim Duncan")
    assert tim["props"]["age"] == 43
    full = dump_graph(backend, tmp_path / "full").manifest  # the same data dumped from scratch
    assert (verify_dump(out)["checksum"], changed.manifest["counts"]) == (full["checksum"], full["counts"])

    writer.execute('INSERT EDGE follow(degree) VALUES "Spurs"->"Tim Duncan":(1)', allow_writes=True)
    writer.close()
    edge = dump_graph(backend, out, since=out)
    assert edge.mode == "partial" and edge.records_written == 6  # edge.follow.jsonl only, one edge more
    assert verify_dump(out)["counts"]["edges"] == 11
    assert dump_graph(backend, out, since=out).mode == "unchanged"


def test_an_interrupted_partial_dump_resumes(store_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "d"
    backend = EmbeddedBackend.open(store_file)
    dump_graph(backend, out)
    writer = EmbeddedBackend.open(store_file, read_only=False)
    writer.execute('INSERT EDGE follow(degree) VALUES "Spurs"->"Tim Duncan":(1)', allow_writes=True)
    writer.close()
    flaky = Flaky(backend, 9)  # crashes among the edges, after some follow records
    flaky.change_token, flaky.change_tokens = backend.change_token, backend.change_tokens
    with pytest.raises(Interrupted):
        dump_graph(flaky, out, since=out, checkpoint_every=1)
    resumed = dump_graph(backend, out, since=out, checkpoint_every=1)
    assert resumed.mode == "resumed" and resumed.records_skipped > 0
    assert resumed.records_written + resumed.records_skipped == 6 and resumed.records_reused == 12
    full = dump_graph(backend, tmp_path / "full").manifest
    assert verify_dump(out)["checksum"] == full["checksum"]


# --------------------------------------------------------------------------- CLI


def test_cli_dump_and_load_dump(tiny_graph: Path, tmp_path: Path) -> None:
    run = cli_runner()
    result = run.invoke(
        cli, ["dump", "--graph", f"embedded://{tiny_graph}", "--out", str(tmp_path / "d"), "-q"]
    )
    assert result.exit_code == 0, result.output
    assert "6 vertices (7 vertex records), 10 edges in 5 files" in result.stdout
    target = f"embedded://{tmp_path / 'copy.sqlite'}"
    result = run.invoke(cli, ["load-dump", str(tmp_path / "d"), "--graph", target, "-q"])
    assert result.exit_code == 0 and "7 vertex records, 10 edges" in result.stdout
    result = run.invoke(cli, ["dump", "--graph", f"{target}?space=tiny", "--out", str(tmp_path / "e"), "-q"])
    assert result.exit_code == 0
    checksums = [json.loads((tmp_path / d / "manifest.json").read_text())["checksum"] for d in ("d", "e")]
    assert checksums[0] == checksums[1]
    bad = run.invoke(cli, ["dump", "--graph", "mysql://u:pw@h/db", "--out", str(tmp_path / "f")])
    assert bad.exit_code == 2 and "accepted forms" in bad.stderr and "pw" not in bad.stderr
    bad = run.invoke(cli, ["load-dump", str(tmp_path / "d"), "--graph", "nebula://u:p@h/x"])
    assert bad.exit_code == 2 and "writes into a file" in bad.stderr


def test_cli_dump_since_skips_an_unchanged_store(store_file: Path, tmp_path: Path) -> None:
    run = cli_runner()
    args = ["dump", "--graph", f"embedded://{store_file}", "--out", str(tmp_path / "d"), "-q"]
    assert run.invoke(cli, args).exit_code == 0
    again = run.invoke(cli, [*args, "--since", str(tmp_path / "d")])
    assert again.exit_code == 0 and "nothing re-dumped" in again.stdout, again.output
