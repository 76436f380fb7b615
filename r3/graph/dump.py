"""Storage dump: every vertex and edge of a backend as JSONL files plus a manifest, and back.

Why: the rewriter links question words to the graph's own nodes and edges ("node:
attributes, edge: attributes"), so retrieval indexes are built from a dump, and a dump is
how a graph moves between backends (embedded engine ⇄ LadybugDB) and how a run records the
exact data it saw (counts + an order-independent checksum). The format is in
:mod:`r3.graph.dump_manifest`.

How it stays safe on big graphs:

- **streaming**: records go from the backend's scans straight to per-tag/per-edge-type files
  through buffered writes; memory does not grow with the graph;
- **resumable**: work happens in ``DIR/.partial/``; every ``checkpoint_every`` records the
  files are fsync'd and ``progress.json`` records, per file, the records written, the byte
  offset and the checksum so far. A rerun truncates each file to its offset and skips that
  many records of the scan, checking that the skipped records have the recorded checksum
  (if the data changed meanwhile it starts over instead of mixing two states);
- **atomic**: the finished files move into a new ``DIR/data-NNNNNN/`` and ``DIR/manifest.json``
  is replaced last, so the previous complete dump stays valid until the new one is complete;
- **incremental** (``since``): a backend that can tell whether a space changed offers
  ``change_token(space)``; an unchanged space reuses the previous dump's files. One that can
  also tell it per file offers ``change_tokens(space)`` (``{("vertex", tag) | ("edge", type):
  token}``): a changed space then re-writes only the files whose token moved and links the
  others from the previous dump. The embedded store answers both from its data versions;
  other backends cannot tell and get a full re-dump, and the result says so.
"""

from __future__ import annotations

import contextlib
import copy
import datetime as _dt
import hashlib
import json
import os
import shutil
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from glob import escape as glob_escape
from pathlib import Path
from typing import Any, Protocol, TypeVar

from r3.contracts.backend import GraphBackend
from r3.contracts.schema import SpaceSchema
from r3.engine.storage import GraphStore
from r3.engine.storage_codec import gc_paused, schema_from_json, schema_to_json
from r3.errors import UserInputError
from r3.graph.connect import open_backend, parse_url, redact
from r3.graph.dump_manifest import (
    FORMAT,
    FORMAT_VERSION,
    MANIFEST,
    PARTIAL,
    PROGRESS,
    add_checksums,
    checked_lines,
    checksum_hex,
    data_dir,
    edge_line,
    file_name,
    manifest_path,
    parse_checksum,
    parse_record,
    read_manifest,
    record_edge,
    record_hash,
    record_vertex,
    vertex_line,
    write_json_atomic,
)
from r3.graph.embedded import EmbeddedBackend
from r3.graph.ladybug import LadybugBackend
from r3.progress import new_bar
from r3.values import Edge, Vertex

_MOD = 1 << 128


@dataclass
class DumpResult:
    """What :func:`dump_graph` did."""

    out_dir: Path
    manifest: dict[str, Any]
    mode: str  # "full", "resumed", "partial" (changed files only) or "unchanged"
    records_written: int = 0  # records this run wrote (a resumed run does not rewrite old ones)
    records_skipped: int = 0  # records an interrupted run had already dumped (verified, not rewritten)
    records_reused: int = 0  # records of unchanged files taken from the previous dump (partial)
    elapsed_s: float = 0.0
    notes: list[str] = field(default_factory=list)

    @property
    def records_per_s(self) -> float:
        return (self.records_written + self.records_skipped) / self.elapsed_s if self.elapsed_s else 0.0

    def summary_line(self) -> str:
        c = self.manifest["counts"]
        return (
            f"dumped space `{self.manifest['space']}': {c['vertices']} vertices ({c['vertex_records']} "
            f"vertex records), {c['edges']} edges in {c['files']} files; checksum {self.manifest['checksum']}"
        )


class _DataChanged(Exception):
    """A resumed dump found that the records before its checkpoint are not the ones it wrote."""


class _Writer:
    """One output file: appends record lines and keeps its count, byte size and checksum."""

    def __init__(self, path: Path, kind: str, name: str | None, state: dict[str, Any] | None = None) -> None:
        self.path, self.kind, self.name = path, kind, name
        if state is None:
            self.file = open(path, "wb", buffering=1 << 20)  # noqa: SIM115 - closed in close()
            self.records, self.bytes, self.checksum = 0, 0, 0
        else:
            self.file = open(path, "r+b", buffering=1 << 20)  # noqa: SIM115
            self.records, self.bytes = int(state["records"]), int(state["bytes"])
            self.checksum = parse_checksum(state["checksum"])
            self.file.truncate(self.bytes)
            self.file.seek(self.bytes)
        self.to_skip = self.records  # records of the scan already in the file (resume)
        self.skipped = 0
        self._skip_sum = 0

    def add(self, line: bytes) -> bool:
        """Write the record, or count it as already written (resume); True when written."""
        h = record_hash(line)
        if self.skipped < self.to_skip:
            self._skip_sum += h
            self.skipped += 1
            if self.skipped == self.to_skip and self._skip_sum % _MOD != self.checksum:
                raise _DataChanged(self.path.name)
            return False
        self.file.write(line + b"\n")
        self.records += 1
        self.bytes += len(line) + 1
        self.checksum = (self.checksum + h) % _MOD
        return True

    def check_complete(self) -> None:
        if self.skipped != self.to_skip:
            raise _DataChanged(self.path.name)

    def sync(self) -> None:
        self.file.flush()
        os.fsync(self.file.fileno())

    def state(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": self.name,
            "records": self.records,
            "bytes": self.bytes,
            "checksum": checksum_hex(self.checksum),
        }

    def close(self) -> None:
        self.file.close()


class _Run:
    """One dump into ``out/.partial``: phases, checkpoints, then the swap."""

    def __init__(
        self,
        backend: GraphBackend,
        out: Path,
        space: str,
        schema: SpaceSchema,
        source: str,
        *,
        progress: bool,
        checkpoint_every: int,
        reuse: dict[str, dict[str, Any]] | None = None,
        reuse_dir: Path | None = None,
    ) -> None:
        self.backend, self.out, self.space, self.schema = backend, out, space, schema
        # files of the previous dump whose data did not change: linked, not written (partial)
        self.reuse, self.reuse_dir = reuse or {}, reuse_dir
        self.source = source
        self.partial = out / PARTIAL
        self.progress = progress
        self.checkpoint_every = checkpoint_every

        self.schema_json = json.loads(schema_to_json(schema))
        # What must match to resume: the space and its schema. Where the records come from is not
        # part of it: the skipped records are checked against the checkpoint's checksums instead.
        self.fingerprint: dict[str, Any] = {
            "space": space,
            "schema": hashlib.sha256(json.dumps(self.schema_json, sort_keys=True).encode()).hexdigest(),
        }
        if self.reuse:  # a partial dump resumes only into the same partial dump
            self.fingerprint["reuse"] = {name: f["checksum"] for name, f in sorted(self.reuse.items())}
        self.writers: dict[str, _Writer] = {}
        self._by_name: dict[tuple[str, str | None], _Writer | None] = {}
        self.done_files: dict[str, dict[str, Any]] = {}  # files of a finished phase (resume)
        self.vertices = 0
        self.vertices_done = False
        self.written = 0
        self.skipped = 0
        self.resumed = False
        self.notes: list[str] = []

    # ------------------------------------------------------------------ state
    def _load_progress(self) -> dict[str, Any] | None:
        path = self.partial / PROGRESS
        try:
            state = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if state.get("format_version") != FORMAT_VERSION or state.get("fingerprint") != self.fingerprint:
            self.notes.append("an unfinished dump of other data was in the way: discarded, started over")
            return None
        return state

    def _fresh_partial(self) -> None:
        shutil.rmtree(self.partial, ignore_errors=True)
        self.partial.mkdir(parents=True)
        if self.reuse_dir is not None:
            _link_files(self.reuse_dir, self.partial, self.reuse)
        self.done_files.update(self.reuse)

    def _checkpoint(self, phase: str) -> None:
        for w in self.writers.values():
            w.sync()
        files = dict(self.done_files)
        files.update({name: w.state() for name, w in self.writers.items()})
        state = {
            "format_version": FORMAT_VERSION,
            "fingerprint": self.fingerprint,
            "phase": phase,
            "vertices_done": self.vertices_done,
            "vertices": self.vertices if self.vertices_done else None,
            "files": files,
            "updated": _now(),
        }
        write_json_atomic(self.partial / PROGRESS, state)

    # ------------------------------------------------------------------ phases
    def start(self) -> None:
        state = self._load_progress() if self.partial.is_dir() else None
        if state is None:
            self._fresh_partial()
            return
        self.resumed = True
        self.vertices_done = bool(state.get("vertices_done"))
        if self.vertices_done:
            self.vertices = int(state.get("vertices") or 0)
        for name, fstate in state.get("files", {}).items():
            path = self.partial / name
            if not path.is_file() or path.stat().st_size < int(fstate["bytes"]):
                raise _DataChanged(name)  # a file shorter than its checkpoint: start over
            if name in self.reuse or (fstate["kind"] == "vertex" and self.vertices_done):
                self.done_files[name] = fstate
            else:
                self.writers[name] = _Writer(path, fstate["kind"], fstate["name"], fstate)

    def _writer(self, kind: str, name: str | None) -> _Writer | None:
        """The file a record of ``kind``/``name`` goes to; None when it is reused unchanged."""
        key = (kind, name)
        if key in self._by_name:
            return self._by_name[key]
        fname = file_name(kind, name)
        w = None if fname in self.reuse else self.writers.get(fname)
        if w is None and fname not in self.reuse:
            w = self.writers[fname] = _Writer(self.partial / fname, kind, name)
        self._by_name[key] = w
        return w

    def run_phases(self) -> None:
        bar = _bar(scan_total(self.backend, self.space), self.progress)
        try:
            since = 0
            if not self.vertices_done:
                for vertex in self.backend.scan_vertices(self.space):
                    self.vertices += 1
                    tags = vertex.tags.items() if vertex.tags else [(None, None)]
                    for tag, props in tags:
                        w = self._writer("vertex", tag)
                        if w is not None:
                            self._count(w.add(vertex_line(vertex.vid, tag, props)))
                    since += 1
                    if since >= self.checkpoint_every:
                        self._checkpoint("vertices")
                        since = 0
                    bar.update(1)
                for w in self.writers.values():
                    w.check_complete()
                self.vertices_done = True
                self._checkpoint("edges")
            else:
                bar.update(self.vertices)
            for edge in self.backend.scan_edges(self.space):
                w = self._writer("edge", edge.type)
                if w is not None:
                    self._count(w.add(edge_line(edge)))
                since += 1
                if since >= self.checkpoint_every:
                    self._checkpoint("edges")
                    since = 0
                bar.update(1)
            for w in self.writers.values():
                w.check_complete()
        except (_DataChanged, OSError):
            raise
        except BaseException:
            with contextlib.suppress(OSError):  # keep the work done so far for the rerun
                self._checkpoint("vertices" if not self.vertices_done else "edges")
            raise
        finally:
            bar.close()

    def _count(self, written: bool) -> None:
        if written:
            self.written += 1
        else:
            self.skipped += 1

    # ------------------------------------------------------------------ commit
    def manifest(
        self,
        elapsed_s: float,
        token: str | None,
        since: dict[str, Any] | None,
        file_tokens: dict[str, str] | None = None,
    ) -> dict[str, Any]:
        files = dict(self.done_files)
        files.update({name: w.state() for name, w in self.writers.items()})
        files = dict(sorted(files.items()))
        total = add_checksums(*(parse_checksum(f["checksum"]) for f in files.values()))
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "created": _now(),
            "elapsed_s": round(elapsed_s, 3),
            "space": self.space,
            "source": {
                "backend": self.source,
                "dialect": self.backend.dialect,
                "change_token": token,
                "file_tokens": file_tokens,
            },
            "data_dir": ".",
            "counts": {
                "vertices": self.vertices,
                "vertex_records": sum(f["records"] for f in files.values() if f["kind"] == "vertex"),
                "edges": sum(f["records"] for f in files.values() if f["kind"] == "edge"),
                "files": len(files),
            },
            "checksum": checksum_hex(total),
            "files": files,
            "schema": self.schema_json,
            "resumed": self.resumed,
            "since": since,
        }

    def close(self) -> None:
        for w in self.writers.values():
            w.close()


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


class _Progress(Protocol):
    """What the dump does with a progress bar (a tqdm bar)."""

    def update(self, n: int = 1) -> object: ...

    def close(self) -> None: ...


T = TypeVar("T")


def _bar(total: int | None, enabled: bool) -> _Progress:
    return new_bar(total, unit="rec", desc="dump", enabled=enabled)


# --------------------------------------------------------------------------- public API


def scan_total(backend: GraphBackend, space: str) -> int | None:
    """Vertices + edges of ``space`` where the backend can count them (``counts``), else None."""
    try:
        c = backend.counts(space)
        return None if c is None else int(c["vertices"]) + int(c["edges"])
    except (UserInputError, AttributeError, KeyError, TypeError):
        return None


def pick_space(backend: GraphBackend, space: str | None) -> tuple[str, SpaceSchema]:
    """The space to dump and its schema: ``space``, else the backend's current or only one."""
    graph = backend.schema()
    if space is None:
        current = backend.space
        space = current if current in graph.spaces else None
    if space is not None and space in graph.spaces:
        return space, graph.spaces[space]
    if len(graph.spaces) == 1 and (space is None or backend.traits.one_graph_per_database):
        name, schema = next(iter(graph.spaces.items()))  # a Cypher database is one graph, whatever its name
        return name, schema
    known = ", ".join(sorted(graph.spaces)) or "none"
    if space is None:
        raise UserInputError(f"name the space to dump (--space): the graph holds {known}")
    raise UserInputError(f"unknown space {space!r} (spaces: {known})")


def dump_graph(
    backend: GraphBackend,
    out_dir: str | Path,
    *,
    space: str | None = None,
    since: str | Path | None = None,
    source: str | None = None,
    progress: bool = False,
    checkpoint_every: int = 100_000,
) -> DumpResult:
    """Dump one space of ``backend`` (a GraphBackend) into ``out_dir``.

    ``source`` is how the manifest names the backend (pass the URL: it is redacted here).
    A previous unfinished dump in ``out_dir/.partial`` of the same data is resumed. With
    ``since`` (a previous dump or its manifest.json) an unchanged space is not dumped again
    when the backend can tell (see the module doc). Raises UserInputError for bad input.
    """
    if checkpoint_every < 1:
        raise UserInputError(f"checkpoint_every must be positive, got {checkpoint_every}")
    started = time.perf_counter()
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise UserInputError(f"--out {out} is a file; give a directory")
    out.mkdir(parents=True, exist_ok=True)
    name, schema = pick_space(backend, space)
    described = redact(source) if source else _describe(backend)
    token = backend.change_token(name)  # before the scan: a later write moves it
    file_tokens = _file_tokens(backend, name)
    since_info: dict[str, Any] | None = None
    reuse: dict[str, dict[str, Any]] = {}
    reuse_dir: Path | None = None
    if since is not None:
        reused = _try_unchanged(out, since, name, token, started)
        if reused is not None:
            return reused
        prev_file = manifest_path(since)
        prev = read_manifest(since)
        reuse = _unchanged_files(prev, name, file_tokens)
        reuse_dir = data_dir(prev_file, prev)
        if reuse:
            reason = (
                f"{len(reuse)} of {len(prev['files'])} files unchanged since {prev_file}: "
                "re-dumped only the changed ones"
            )
        elif token is None:
            reason = "the backend cannot tell what changed: full re-dump"
        else:
            reason = "the data changed (or the previous dump is of another space): full re-dump"
        since_info = {
            "manifest": str(prev_file),
            "base_checksum": prev.get("checksum"),
            "mode": "partial" if reuse else "full",
            "reason": reason,
        }
        if reuse:
            since_info["reused_files"] = sorted(reuse)
    for attempt in range(2):
        run = _Run(
            backend,
            out,
            name,
            schema,
            described,
            progress=progress,
            checkpoint_every=checkpoint_every,
            reuse=reuse,
            reuse_dir=reuse_dir,
        )
        try:
            run.start()
            run.run_phases()
        except _DataChanged as e:
            run.close()
            shutil.rmtree(run.partial, ignore_errors=True)
            if attempt:
                raise UserInputError(
                    f"the graph changed while it was being dumped ({e}); dump again"
                ) from None
            continue
        except BaseException:
            run.close()
            raise
        notes = list(run.notes)
        if since_info is not None:
            notes.append(since_info["reason"])
        if attempt:
            notes.append("the data changed since the interrupted dump: started over")
        manifest = run.manifest(time.perf_counter() - started, token, since_info, file_tokens)
        run.close()
        _commit(out, run.partial, manifest)
        finished = {n: f for n, f in run.done_files.items() if n not in reuse}
        mode = "resumed" if run.resumed and not attempt else "partial" if reuse else "full"
        return DumpResult(
            out_dir=out,
            manifest=manifest,
            mode=mode,
            records_written=run.written,
            records_skipped=run.skipped + sum(int(f["records"]) for f in finished.values()),
            records_reused=sum(int(f["records"]) for f in reuse.values()),
            elapsed_s=time.perf_counter() - started,
            notes=notes,
        )
    raise AssertionError("unreachable")  # pragma: no cover


def _describe(backend: GraphBackend) -> str:
    where = backend.source
    return f"{type(backend).__name__}({where})" if where else type(backend).__name__


def _try_unchanged(
    out: Path, since: str | Path, space: str, token: str | None, started: float
) -> DumpResult | None:
    """Reuse the previous dump when the backend's change token says nothing changed."""
    prev_file = manifest_path(since)
    prev = read_manifest(since)
    if token is None or prev.get("space") != space or (prev.get("source") or {}).get("change_token") != token:
        return None
    prev_dir = data_dir(prev_file, prev)
    current = out / MANIFEST
    note = f"unchanged since {prev_file} (change token {token}): nothing re-dumped"
    if current.is_file():
        cur = read_manifest(current)
        if data_dir(current, cur) == prev_dir:
            return DumpResult(out, cur, "unchanged", elapsed_s=time.perf_counter() - started, notes=[note])
    partial = out / PARTIAL
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    _link_files(prev_dir, partial, prev["files"])
    manifest = dict(prev)
    manifest.update(
        created=_now(),
        data_dir=".",
        since={"manifest": str(prev_file), "base_checksum": prev.get("checksum"), "mode": "unchanged"},
    )
    _commit(out, partial, manifest)
    return DumpResult(out, manifest, "unchanged", elapsed_s=time.perf_counter() - started, notes=[note])


def _link_files(src_dir: Path, dst_dir: Path, names: Iterable[str]) -> None:
    """Hard-link (copy across filesystems) files of a finished dump into a new one."""
    for fname in names:
        try:
            os.link(src_dir / fname, dst_dir / fname)
        except OSError:
            shutil.copy2(src_dir / fname, dst_dir / fname)


def _file_tokens(backend: GraphBackend, space: str) -> dict[str, str] | None:
    """The backend's per-file change tokens (``change_tokens``) by dump file name, if it has them."""
    tokens = backend.change_tokens(space)
    if tokens is None:
        return None
    return {file_name(kind, name): str(token) for (kind, name), token in tokens.items()}


def _unchanged_files(
    prev: dict[str, Any], space: str, file_tokens: dict[str, str] | None
) -> dict[str, dict[str, Any]]:
    """The previous dump's files whose change token is still the same (their states, by name).

    A file without a token on either side (a backend that cannot tell, an older dump) is
    not reused: it is dumped again.
    """
    before = (prev.get("source") or {}).get("file_tokens")
    if not file_tokens or not isinstance(before, dict) or prev.get("space") != space:
        return {}
    return {
        fname: state
        for fname, state in prev.get("files", {}).items()
        if before.get(fname) is not None and before.get(fname) == file_tokens.get(fname)
    }


def _commit(out: Path, partial: Path, manifest: dict[str, Any]) -> None:
    """Swap a finished ``.partial`` in: new ``data-N`` folder, then the top manifest, then cleanup."""
    (partial / PROGRESS).unlink(missing_ok=True)
    write_json_atomic(partial / MANIFEST, manifest)
    current = out / MANIFEST
    number = 0
    for p in out.glob("data-*"):
        with contextlib.suppress(ValueError):
            number = max(number, int(p.name.split("-", 1)[1]))
    gen = f"data-{number + 1:06d}"
    os.replace(partial, out / gen)
    top = dict(manifest, data_dir=gen)
    write_json_atomic(current, top)
    manifest["data_dir"] = gen
    for p in out.glob("data-*"):  # the previous dump, and leftovers of a swap that crashed
        if p.name != gen and p.is_dir():
            shutil.rmtree(p, ignore_errors=True)


# --------------------------------------------------------------------------- reading dumps


@dataclass
class LoadDumpSummary:
    """What :func:`load_dump` loaded."""

    space: str
    target: str
    vertex_records: int = 0
    edges: int = 0
    elapsed_s: float = 0.0

    def __str__(self) -> str:
        return (
            f"loaded dump of `{self.space}' into {self.target}: {self.vertex_records} vertex records, "
            f"{self.edges} edges in {self.elapsed_s:.2f} s"
        )


class DumpReader:
    """Streams a dump's records back as r3 values, checking every file's count and checksum."""

    def __init__(self, path: str | Path) -> None:
        self.manifest_file = manifest_path(path)
        self.manifest = read_manifest(path)
        self.folder = data_dir(self.manifest_file, self.manifest)

    def schema(self) -> SpaceSchema:
        try:
            return schema_from_json(json.dumps(self.manifest["schema"]))
        except (KeyError, TypeError, ValueError) as e:
            raise UserInputError(
                f"{self.manifest_file}: the schema in the manifest cannot be read ({e})"
            ) from e

    def _records(self, kind: str) -> Iterator[dict[str, Any]]:
        for fname, meta in self.manifest.get("files", {}).items():
            if meta.get("kind") != kind:
                continue
            path = self.folder / fname
            for number, line in enumerate(checked_lines(path, meta), start=1):
                yield parse_record(line, f"{path}:{number}")

    def vertices(self) -> Iterator[Vertex]:
        """One Vertex per record (a multi-tag vertex comes once per tag)."""
        return (record_vertex(r) for r in self._records("vertex"))

    def edges(self) -> Iterator[Edge]:
        return (record_edge(r) for r in self._records("edge"))


def load_dump(
    path: str | Path,
    target: object,
    *,
    space: str | None = None,
    replace: bool = False,
    progress: bool = False,
    batch_size: int = 20_000,
    _verify: bool = True,
) -> LoadDumpSummary:
    """Load a dump into ``target``: a GraphStore, an EmbeddedBackend, a LadybugBackend or a graph URL.

    The space is created from the dump's schema (named ``space`` when given). An existing
    space/database is an error unless ``replace``.

    Atomic: the whole dump (manifest, every file's count and checksum) is checked before the
    target is touched, so a damaged dump raises UserInputError and changes nothing. The load
    then goes into a staged copy that is swapped in at the end: a staging space in an
    embedded store (swapped in one transaction, as ``r3 load`` does), a new database file
    beside a LadybugDB file named by URL (swapped by a rename). A kill at any moment leaves
    the old graph or the new one, never a half-loaded one.
    """
    started = time.perf_counter()
    reader = DumpReader(path)
    schema = reader.schema()
    if space:
        schema.name = space
    if _verify:
        verify_dump(path)
    if isinstance(target, str):
        swapped = _ladybug_file_to_swap(target, replace)
        if swapped is not None:
            summary = _load_ladybug_swapped(path, swapped, space=space, replace=replace, progress=progress)
            summary.target = redact(target)
            summary.elapsed_s = time.perf_counter() - started
            return summary
        with open_backend(target, read_only=False) as backend:
            summary = load_dump(path, backend, space=space, replace=replace, progress=progress, _verify=False)
        summary.target = redact(target)
        return summary
    counts = reader.manifest["counts"]
    total = int(counts["vertex_records"]) + int(counts["edges"])
    if isinstance(target, GraphStore):
        store = target
    elif not isinstance(target, GraphBackend):
        raise UserInputError(f"cannot load a dump into a {type(target).__name__}")
    elif target.store is None:  # a database that loads a whole space at once (or says why it cannot)
        bar = _bar(total, progress)
        try:
            result = target.load_space(
                schema, _ticking(reader.vertices(), bar), _ticking(reader.edges(), bar), replace=replace
            )
        finally:
            bar.close()
        return LoadDumpSummary(
            schema.name,
            f"{target.traits.name} graph {target.space}",
            result.vertex_rows,
            result.edges,
            time.perf_counter() - started,
        )
    else:  # r3's own engine: resumable batches into its store
        if target.read_only:
            raise UserInputError(
                "the embedded graph was opened read-only; open it with read_only=false to load"
            )
        store = target.store
        if isinstance(target, EmbeddedBackend) and target.engine.space is None:
            target.engine.space = schema.name  # the session's space: the one just loaded
    summary = _load_store(reader, schema, store, replace=replace, progress=progress, batch_size=batch_size)
    summary.elapsed_s = time.perf_counter() - started
    return summary


def _ticking(items: Iterable[T], bar: _Progress) -> Iterator[T]:
    for item in items:
        bar.update(1)
        yield item


def _load_store(
    reader: DumpReader,
    schema: SpaceSchema,
    store: GraphStore,
    *,
    replace: bool,
    progress: bool,
    batch_size: int,
) -> LoadDumpSummary:
    if store.has_space(schema.name) and not replace:
        raise UserInputError(
            f"space `{schema.name}' already exists in the graph store; pass replace to overwrite it"
        )
    # staged: rows go into an empty staging space, swapped in as schema.name in one transaction
    staging = store.begin_load(schema.name, f"dump {reader.manifest_file}", replace=True)
    store.drop_space(staging, if_exists=True)  # a dump load restarts; it never resumes
    staged_schema = copy.copy(schema)
    staged_schema.name = staging
    try:
        summary = _fill_space(
            reader, store.create_space(staged_schema), schema.name, store, progress, batch_size
        )
    except BaseException:
        store.abandon_load(schema.name, staging)
        raise
    store.finish_load(schema.name, staging)
    return summary


def _fill_space(
    reader: DumpReader, sp: Any, name: str, store: GraphStore, progress: bool, batch_size: int
) -> LoadDumpSummary:
    """Insert the dump's vertices, then its edges, into ``sp`` in batches."""
    from itertools import islice

    summary = LoadDumpSummary(name, f"embedded store {store.path or ':memory:'}")
    bar = _bar(
        int(reader.manifest["counts"]["vertex_records"]) + int(reader.manifest["counts"]["edges"]), progress
    )
    try:
        with gc_paused():
            vertices = reader.vertices()
            while chunk := list(islice(vertices, batch_size)):
                with sp.batch() as b:
                    for v in chunk:
                        b.insert_vertex(v.vid, {t: dict(p or {}) for t, p in v.tags.items()})
                summary.vertex_records += len(chunk)
                bar.update(len(chunk))
            edges = reader.edges()
            while edge_chunk := list(islice(edges, batch_size)):
                with sp.batch() as b:
                    for e in edge_chunk:
                        b.insert_edge(e.src, e.type, e.dst, e.rank or 0, dict(e.props or {}))
                summary.edges += len(edge_chunk)
                bar.update(len(edge_chunk))
    finally:
        bar.close()
    return summary


#: Suffix of the database file a swapped LadybugDB load writes beside its target.
LADYBUG_STAGING_SUFFIX = ".r3-staging"


def _ladybug_file_to_swap(url: str, replace: bool) -> Path | None:
    """The LadybugDB database file a load of ``url`` builds beside and renames over, or None
    to load in place (not LadybugDB, in memory, a folder, or an existing database without
    ``replace``: that one refuses a database with tables, as before)."""
    parsed = parse_url(url)
    if parsed.scheme != "ladybug" or not parsed.path or parsed.path == ":memory:":
        return None
    dest = Path(parsed.path).expanduser()
    if dest.is_dir() or (dest.exists() and not replace):
        return None
    if set(parsed.options) - {"space"}:
        return None  # options the staged database would not get: load in place
    return dest


def _staging_files(staged: Path) -> list[Path]:
    """The staging database and the side files LadybugDB keeps beside it (``.wal``, …)."""
    return [staged, *staged.parent.glob(glob_escape(staged.name) + ".*")]


def _load_ladybug_swapped(
    path: str | Path, dest: Path, *, space: str | None, replace: bool, progress: bool
) -> LoadDumpSummary:
    """Load into ``.DEST.r3-staging`` beside ``dest``, close it, rename it over ``dest``."""
    staged = dest.with_name(f".{dest.name}{LADYBUG_STAGING_SUFFIX}")
    for leftover in _staging_files(staged):  # a swapped load that was killed
        leftover.unlink(missing_ok=True)
    dest.parent.mkdir(parents=True, exist_ok=True)
    backend = LadybugBackend(staged, read_only=False, workers=0)
    try:
        summary = load_dump(path, backend, space=space, replace=False, progress=progress, _verify=False)
    except BaseException:
        backend.close()
        for leftover in _staging_files(staged):
            leftover.unlink(missing_ok=True)
        raise
    backend.close()
    extra = [p for p in _staging_files(staged) if p != staged]
    if extra:  # a closed database keeps no side files; if this one did, do not swap half of it
        raise UserInputError(
            f"LadybugDB left {', '.join(p.name for p in extra)} beside {staged}; {dest} is unchanged"
        )
    for side in dest.parent.glob(glob_escape(dest.name) + ".*"):
        if side.suffix == ".wal":  # an old database's log must not replay onto the new one
            side.unlink(missing_ok=True)
    _fsync(staged)
    os.replace(staged, dest)
    _fsync(dest.parent)
    return summary


def _fsync(path: Path) -> None:
    """Flush ``path`` (a file or a folder) to disk, so a rename after it is durable."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def verify_dump(path: str | Path) -> dict[str, Any]:
    """Re-read every file of a dump and check counts and checksums; returns the manifest."""
    reader = DumpReader(path)
    for _ in reader._records("vertex"):
        pass
    for _ in reader._records("edge"):
        pass
    return reader.manifest


__all__ = [
    "DumpReader",
    "DumpResult",
    "LoadDumpSummary",
    "dump_graph",
    "load_dump",
    "pick_space",
    "scan_total",
    "verify_dump",
]
