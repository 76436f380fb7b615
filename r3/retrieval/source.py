"""Where an index's records come from: a storage dump, or a live backend scanned like one.

Why the dump's record lines everywhere: an index stores each owner record (a vertex's tag
record, an edge) as the dump writes it (:mod:`r3.graph.dump_manifest`), and computes the
dump's order-independent checksum while reading. So an index built from ``--graph URL``
carries the same identity as one built from a dump of that graph, and "this index belongs
to that graph" is one comparison of :class:`GraphIdentity`, whichever way either was made.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict

from r3.contracts.backend import GraphBackend
from r3.engine.storage_codec import schema_to_json
from r3.errors import UserInputError
from r3.graph.connect import open_backend, redact
from r3.graph.dump import pick_space, scan_total
from r3.graph.dump_manifest import (
    add_checksums,
    checked_lines,
    checksum_hex,
    data_dir,
    edge_line,
    file_name,
    manifest_path,
    parse_checksum,
    read_manifest,
    record_hash,
    vertex_line,
)
from r3.graph.embedded import EmbeddedBackend
from r3.values.json import JsonObject, json_object, json_scalar, json_text


@dataclass(frozen=True)
class GraphIdentity:
    """Which graph version an index was built from: space, counts and the dump checksum."""

    space: str
    checksum: str
    vertices: int
    vertex_records: int
    edges: int
    source: str = ""
    created: str | None = None
    #: Per dump file (``vertex.player.jsonl`` …): kind, name, records, checksum.
    files: dict[str, JsonObject] = field(default_factory=dict)

    def same_graph(self, other: GraphIdentity) -> bool:
        return self.space == other.space and self.checksum == other.checksum

    def describe(self) -> str:
        when = f", dumped {self.created}" if self.created else ""
        return (
            f"space `{self.space}' ({self.vertices} vertices, {self.edges} edges, "
            f"checksum {self.checksum[:12]}…{when})"
        )

    def changes_from(self, old: GraphIdentity) -> list[str]:
        """Per-file differences (``edge.like.jsonl: 81 → 82 records``): what an update re-reads."""
        out = []
        for name in sorted(set(self.files) | set(old.files)):
            new_f, old_f = self.files.get(name), old.files.get(name)
            if new_f is None:
                out.append(f"{name}: removed")
            elif old_f is None:
                out.append(f"{name}: new ({new_f.get('records')} records)")
            elif new_f.get("checksum") != old_f.get("checksum"):
                out.append(f"{name}: {old_f.get('records')} → {new_f.get('records')} records, changed")
        return out

    def to_json(self) -> JsonObject:
        files: JsonObject = dict(self.files)
        return {
            "space": self.space,
            "checksum": self.checksum,
            "vertices": self.vertices,
            "vertex_records": self.vertex_records,
            "edges": self.edges,
            "source": self.source,
            "created": self.created,
            "files": files,
        }

    @classmethod
    def from_json(cls, data: JsonObject) -> GraphIdentity:
        created = data.get("created")
        return cls(
            space=str(data["space"]),
            checksum=str(data["checksum"]),
            vertices=int(json_scalar(data.get("vertices", 0))),
            vertex_records=int(json_scalar(data.get("vertex_records", 0))),
            edges=int(json_scalar(data.get("edges", 0))),
            source=str(data.get("source", "")),
            created=None if created is None else json_text(created),
            files={name: json_object(f) for name, f in json_object(data.get("files") or {}).items()},
        )


class RecordSource:
    """Record lines (dump format) of one space, plus the identity of what was read.

    ``lines()`` yields ``(kind, name, line)``: vertex records first, then edges. ``identity``
    is known before reading for a dump; for a backend it is complete once ``lines()`` ends.
    """

    space: str
    total: int | None = None
    schema_json: JsonObject | None = None
    #: True when ``identity()`` is known before reading (a dump's manifest): an unchanged
    #: graph is then recognised without reading a record.
    identity_known: bool = False

    def lines(self) -> Iterator[tuple[str, str | None, bytes]]:
        raise NotImplementedError

    def identity(self) -> GraphIdentity:
        raise NotImplementedError


class DumpSource(RecordSource):
    """A storage dump directory (``r3 dump --out DIR``), checked file by file while it is read."""

    def __init__(self, path: str | Path) -> None:
        self.manifest_file = manifest_path(path)
        self.manifest = read_manifest(path)
        self.folder = data_dir(self.manifest_file, self.manifest)
        self.space = str(self.manifest["space"])
        counts = self.manifest.get("counts") or {}
        self.total = int(counts.get("vertex_records", 0)) + int(counts.get("edges", 0))
        self.schema_json = self.manifest.get("schema")
        self.identity_known = True

    def identity(self) -> GraphIdentity:
        counts = self.manifest.get("counts") or {}
        files = {
            name: {k: meta.get(k) for k in ("kind", "name", "records", "checksum")}
            for name, meta in (self.manifest.get("files") or {}).items()
        }
        return GraphIdentity(
            space=self.space,
            checksum=str(self.manifest["checksum"]),
            vertices=int(counts.get("vertices", 0)),
            vertex_records=int(counts.get("vertex_records", 0)),
            edges=int(counts.get("edges", 0)),
            source=f"dump {self.manifest_file.parent}",
            created=self.manifest.get("created"),
            files=files,
        )

    def lines(self) -> Iterator[tuple[str, str | None, bytes]]:
        files = self.manifest.get("files") or {}
        ordered = sorted(files.items(), key=lambda kv: (kv[1].get("kind") != "vertex", kv[0]))
        for fname, meta in ordered:
            kind, name = str(meta.get("kind")), meta.get("name")
            for line in checked_lines(self.folder / fname, meta):
                yield kind, name, line


class _FileCount(TypedDict):
    """What :class:`BackendSource` counts per dump file while it reads."""

    kind: str
    name: str | None
    records: int
    sum: int


class BackendSource(RecordSource):
    """A GraphBackend's scans turned into dump record lines (identity computed on the way)."""

    def __init__(self, backend: GraphBackend, space: str | None = None, *, source: str = "") -> None:
        self.backend = backend
        self.space, schema = pick_space(backend, space)
        self.source = source
        try:
            import json

            self.schema_json = json.loads(schema_to_json(schema))
        except (ImportError, TypeError, ValueError):
            self.schema_json = None
        self.total = scan_total(backend, self.space)
        self._files: dict[str, _FileCount] = {}
        self._vertices = 0
        self._done = False

    def _add(self, kind: str, name: str | None, line: bytes) -> None:
        fname = file_name(kind, name)
        f = self._files.get(fname)
        if f is None:
            f = self._files[fname] = {"kind": kind, "name": name, "records": 0, "sum": 0}
        f["records"] += 1
        f["sum"] += record_hash(line)

    def lines(self) -> Iterator[tuple[str, str | None, bytes]]:
        self._files, self._vertices, self._done = {}, 0, False
        for vertex in self.backend.scan_vertices(self.space):
            self._vertices += 1
            tags = list(vertex.tags.items()) if vertex.tags else [(None, None)]
            for tag, props in tags:
                line = vertex_line(vertex.vid, tag, props)
                self._add("vertex", tag, line)
                yield "vertex", tag, line
        for edge in self.backend.scan_edges(self.space):
            line = edge_line(edge)
            self._add("edge", edge.type, line)
            yield "edge", edge.type, line
        self._done = True

    def identity(self) -> GraphIdentity:
        if not self._done:
            for _ in self.lines():
                pass
        counted = sorted(self._files.items())
        checksums = {name: checksum_hex(f["sum"]) for name, f in counted}
        files: dict[str, JsonObject] = {
            name: {"kind": f["kind"], "name": f["name"], "records": f["records"], "checksum": checksums[name]}
            for name, f in counted
        }
        total = add_checksums(*(parse_checksum(c) for c in checksums.values()))
        return GraphIdentity(
            space=self.space,
            checksum=checksum_hex(total),
            vertices=self._vertices,
            vertex_records=sum(f["records"] for _, f in counted if f["kind"] == "vertex"),
            edges=sum(f["records"] for _, f in counted if f["kind"] == "edge"),
            source=self.source,
            files=files,
        )


def open_source(
    *,
    dump: str | Path | None = None,
    graph: str | None = None,
    graphs: str | Path | None = None,
    space: str | None = None,
) -> RecordSource:
    """The one record source the options name (exactly one of dump, graph URL, graphs folder)."""
    given = [name for name, value in (("--dump", dump), ("--graph", graph), ("--graphs", graphs)) if value]
    if len(given) != 1:
        raise UserInputError("name exactly one of --dump DIR, --graph URL or --graphs DIR (with --space)")
    if dump is not None:
        return DumpSource(dump)
    if graph is not None:
        return BackendSource(open_backend(graph), space, source=redact(graph))
    assert graphs is not None
    folder = Path(graphs)
    if not folder.is_dir():
        raise UserInputError(f"--graphs {folder} is not a folder")
    if not space:
        known = ", ".join(sorted(p.name for p in folder.iterdir() if p.is_dir())) or "none"
        raise UserInputError(f"--graphs needs --space NAME (spaces there: {known})")
    if not (folder / space).is_dir():
        known = ", ".join(sorted(p.name for p in folder.iterdir() if p.is_dir())) or "none"
        raise UserInputError(f"no space {space!r} in {folder} (spaces there: {known})")

    backend = EmbeddedBackend.open(folder / space, space=space)
    return BackendSource(backend, space, source=f"graphs {folder / space}")


__all__ = ["BackendSource", "DumpSource", "GraphIdentity", "RecordSource", "open_source"]
