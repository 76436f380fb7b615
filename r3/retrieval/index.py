"""The persisted retrieval index: build from a dump (or a live graph), open memory-mapped, update.

Why this layout: the rewriter needs, per question, a few dozen exact hash probes, a fuzzy
prefilter and a vector search over every string the graph stores. All of those are sorted
numpy arrays (:mod:`r3.retrieval.sorted_arrays`), opened with ``mmap_mode="r"``: opening costs the
same for a thousand strings as for ten million, and a process pays in memory only for the
pages a query touches.

What is indexed: every distinct string that is a vertex id or the value of a string
property of a vertex tag or an edge, plus the ids of dangling edge endpoints. Each string
keeps up to ``max_occurrences`` occurrences (kind, tag/edge type, property, owner record);
the owner record is the dump's record line, so the linker can show a node's attributes and
tell a vid from a name property (records that hold no indexed string, such as an edge
with only numeric properties, are not kept). Strings longer than :data:`MAX_STRING` characters (notes,
descriptions) are not names and are skipped.

A folder ``OUT`` holds ``CURRENT.json`` naming the live version folder (``v-000001`` …).
A build writes a new version into ``OUT/.building-<pid>`` and swaps ``CURRENT.json``
atomically at the end: an interrupted build leaves the previous index untouched (and its
leftovers are removed by the next build). The version folder's ``index.json`` records the
graph identity (dump checksum, counts), the embedder and the counts.

Incremental update (``update=True``): if the graph identity is unchanged (and the embedder
too) nothing is done; otherwise the tables are rebuilt from the new records — seconds per
million strings — and the vectors of strings the old index already had are copied instead
of embedded again, which is the expensive part with a real model.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
import shutil
import time
from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from numpy.typing import DTypeLike

from r3.embedders import Embedder
from r3.errors import UserInputError
from r3.graph.dump_manifest import write_json_atomic
from r3.progress import ProgressBar, new_bar
from r3.retrieval.ann import (
    ExactSearcher,
    FaissSearcher,
    IVFSearcher,
    VectorSearcher,
    build_ivf,
    choose_ann,
)
from r3.retrieval.normalize import cjk_substrings, fnv64_many, grams_many, token_runs, tokens
from r3.retrieval.sorted_arrays import KeyTable, Postings, TextStore, load_array, save_array
from r3.retrieval.source import GraphIdentity, RecordSource
from r3.text import compact
from r3.values.json import JsonObject, json_array, json_object, json_text

FORMAT = "r3-retrieval-index"
FORMAT_VERSION = 1
CURRENT = "CURRENT.json"
META = "index.json"
#: Strings longer than this (characters) are not indexed: descriptions, not names.
MAX_STRING = 256
#: Compact keys longer than this get no fuzzy grams.
MAX_GRAM_KEY = 64
NONE16 = 0xFFFF
_decode = json.JSONDecoder().decode

KIND_VID, KIND_PROP, KIND_EDGE_PROP, KIND_EDGE_END = 0, 1, 2, 3
KIND_NAMES = ("vid", "prop", "edge_prop", "edge_end")


@dataclass
class BuildResult:
    """What :func:`build_index` did."""

    path: Path
    version: str
    identity: GraphIdentity
    mode: str  # "full", "updated" or "unchanged"
    strings: int = 0
    records: int = 0
    skipped_long: int = 0
    vectors_reused: int = 0
    vectors_embedded: int = 0
    ann: str = "none"
    elapsed_s: float = 0.0
    size_bytes: int = 0
    changes: list[str] = field(default_factory=list)

    def summary_line(self) -> str:
        if self.mode == "unchanged":
            return f"index {self.path} is up to date with {self.identity.describe()}"
        extra = f", {self.vectors_reused} vectors reused" if self.vectors_reused else ""
        return (
            f"indexed {self.identity.describe()}: {self.strings} strings from {self.records} records, "
            f"{self.vectors_embedded} embedded{extra}, ann {self.ann}, {self.size_bytes / 1e6:.1f} MB, "
            f"{self.elapsed_s:.1f} s ({self.mode})"
        )


# --------------------------------------------------------------------------- building


class _Collector:
    """Streams records: interns strings, records occurrences, writes owner lines."""

    def __init__(self, folder: Path) -> None:
        self.strings: dict[str, int] = {}
        self.texts: list[str] = []
        self.occ_sid = array("I")
        self.occ_kind = array("B")
        self.occ_schema = array("H")
        self.occ_prop = array("H")
        self.occ_owner = array("I")
        self.schema_names: dict[str, int] = {}
        self.prop_names: dict[str, int] = {}
        self.owner_off = array("q", [0])
        self.owners = open(folder / "owners.bin", "wb", buffering=1 << 20)  # noqa: SIM115 - closed in close()
        self.skipped_long = 0

    def _name(self, table: dict[str, int], name: str | None) -> int:
        if name is None:
            return NONE16
        i = table.get(name)
        if i is None:
            if len(table) >= NONE16:
                raise UserInputError(
                    "the graph has more than 65535 tags/edge types/properties: not supported"
                )
            i = table[name] = len(table)
        return i

    def _add(self, text: str, kind: int, schema: int, prop: int, owner: int) -> bool:
        if len(text) > MAX_STRING:
            self.skipped_long += 1
            return False
        if not text.strip():
            return False
        sid = self.strings.get(text)
        if sid is None:
            sid = self.strings[text] = len(self.texts)
            self.texts.append(text)
        self.occ_sid.append(sid)
        self.occ_kind.append(kind)
        self.occ_schema.append(schema)
        self.occ_prop.append(prop)
        self.occ_owner.append(owner)
        return True

    def add(self, kind: str, line: bytes, number: int) -> None:
        """Index one record line; it is kept as an owner only when it holds an indexed string."""
        owner = len(self.owner_off) - 1  # its number if kept
        try:
            rec = _decode(line.decode("utf-8"))
        except ValueError as e:
            raise UserInputError(f"record {number} is not JSON ({e}); the dump is damaged") from e
        props = rec.get("props") or {}
        used = False
        if kind == "vertex":
            tag = self._name(self.schema_names, rec.get("tag"))
            vid = rec.get("vid")
            if isinstance(vid, str):
                used |= self._add(vid, KIND_VID, tag, NONE16, owner)
            for key, value in props.items():
                if isinstance(value, str):
                    used |= self._add(value, KIND_PROP, tag, self._name(self.prop_names, key), owner)
        else:
            etype = self._name(self.schema_names, rec.get("type"))
            for key, value in props.items():
                if isinstance(value, str):
                    used |= self._add(value, KIND_EDGE_PROP, etype, self._name(self.prop_names, key), owner)
            for role in ("src", "dst"):
                end = rec.get(role)
                if isinstance(end, str) and end not in self.strings:  # a dangling endpoint
                    used |= self._add(
                        end, KIND_EDGE_END, etype, self._name(self.prop_names, f"_{role}"), owner
                    )
        if used:
            self.owners.write(line + b"\n")
            self.owner_off.append(self.owner_off[-1] + len(line) + 1)

    def close(self) -> None:
        self.owners.close()


def _version_name(out: Path) -> str:
    number = 0
    for p in out.glob("v-*"):
        with contextlib.suppress(ValueError):
            number = max(number, int(p.name.split("-", 1)[1]))
    return f"v-{number + 1:06d}"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _clean_leftovers(out: Path) -> None:
    """Remove unfinished builds of processes that are gone."""
    for p in out.glob(".building-*"):
        try:
            pid = int(p.name.split("-")[1])
        except (IndexError, ValueError):
            pid = -1
        if pid != os.getpid() and not _pid_alive(pid):
            shutil.rmtree(p, ignore_errors=True)


def _bar(total: int | None, desc: str, enabled: bool, unit: str = "rec") -> ProgressBar:
    return new_bar(total, unit=unit, enabled=enabled, desc=desc)


def build_index(
    source: RecordSource,
    out: str | Path,
    *,
    embedder: Embedder | None = None,
    ann: str = "auto",
    update: bool = False,
    max_occurrences: int = 8,
    ivf_threshold: int = 100_000,
    progress: bool = False,
) -> BuildResult:
    """Build (or with ``update``, refresh) the index of ``source`` in the folder ``out``.

    ``embedder`` None builds a character-only index (no vectors). Raises UserInputError for
    bad input (an ``out`` that is a file, a damaged dump, an unknown ANN kind).
    """
    started = time.perf_counter()
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise UserInputError(f"--out {out} is a file; give a folder for the index")
    out.mkdir(parents=True, exist_ok=True)
    _clean_leftovers(out)
    old: RetrievalIndex | None = None
    if update and (out / CURRENT).is_file():
        old = RetrievalIndex.open(out)
        if old.identity.space != source.space:
            raise UserInputError(
                f"the index at {out} is of space `{old.identity.space}', not `{source.space}': "
                "an update refreshes the same graph; build into another folder (or drop --update)"
            )
        same_embedder = (old.embedder_spec or None) == (embedder.spec if embedder else None)
        if source.identity_known and same_embedder:
            ident = source.identity()
            if ident.same_graph(old.identity):
                return BuildResult(out, old.version, ident, "unchanged", strings=old.n_strings)
    tmp = out / f".building-{os.getpid()}-{int(time.time() * 1000) % 1_000_000}"
    tmp.mkdir()
    try:
        result = _build_into(
            tmp,
            source,
            embedder=embedder,
            ann=ann,
            old=old,
            max_occurrences=max_occurrences,
            ivf_threshold=ivf_threshold,
            progress=progress,
        )
        if old is not None and result.identity.same_graph(old.identity) and result.vectors_embedded == 0:
            shutil.rmtree(tmp, ignore_errors=True)
            return BuildResult(out, old.version, result.identity, "unchanged", strings=old.n_strings)
        version = _version_name(out)
        os.replace(tmp, out / version)
        write_json_atomic(out / CURRENT, {"format": FORMAT, "version": version})
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    for p in out.glob("v-*"):
        if p.name != version and p.is_dir():
            shutil.rmtree(p, ignore_errors=True)
    result.path, result.version = out, version
    result.mode = "updated" if old is not None else "full"
    if old is not None:
        result.changes = result.identity.changes_from(old.identity)
    result.size_bytes = sum(f.stat().st_size for f in (out / version).iterdir() if f.is_file())
    result.elapsed_s = time.perf_counter() - started
    return result


def _build_into(
    folder: Path,
    source: RecordSource,
    *,
    embedder: Embedder | None,
    ann: str,
    old: RetrievalIndex | None,
    max_occurrences: int,
    ivf_threshold: int,
    progress: bool,
) -> BuildResult:
    col = _Collector(folder)
    bar = _bar(source.total, "index: read", progress)
    records = 0
    try:
        for kind, _name, line in source.lines():
            records += 1
            col.add(kind, line, records)
            bar.update(1)
    finally:
        bar.close()
        col.close()
    identity = source.identity()
    save_array(folder, "owners_off", np.frombuffer(col.owner_off, dtype=np.int64))
    texts = col.texts
    n = len(texts)
    TextStore.write(folder, "strings", texts)
    keys = _write_key_tables(folder, texts, progress)
    _write_occurrences(folder, col, n, max_occurrences)
    result = BuildResult(
        folder, "", identity, "full", strings=n, records=records, skipped_long=col.skipped_long
    )
    meta: dict[str, object] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "created": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
        "graph": identity.to_json(),
        "schema_names": list(col.schema_names),
        "prop_names": list(col.prop_names),
        "strings": n,
        "records": records,
        "skipped_long": col.skipped_long,
        "max_string": MAX_STRING,
        "max_occurrences": max_occurrences,
        "schema": source.schema_json,
        "embedder": None,
        "dim": None,
        "ann": "none",
    }
    if embedder is not None and n:
        reused, embedded = _write_vectors(folder, texts, keys, embedder, old, progress)
        kind = choose_ann(ann, n, ivf_threshold=ivf_threshold)
        vectors = load_array(folder, "vectors")
        if kind == "ivf":
            bar = _bar(n, "index: ivf", progress, unit="vec")
            try:
                build_ivf(folder, vectors, tick=bar.update)
            finally:
                bar.close()
        elif kind == "faiss":
            FaissSearcher.build(folder, vectors)
        meta.update(embedder=embedder.spec, dim=int(vectors.shape[1]), ann=kind)
        result.vectors_reused, result.vectors_embedded, result.ann = reused, embedded, kind
    with open(folder / META, "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
    return result


def _write_key_tables(folder: Path, texts: list[str], progress: bool, chunk: int = 200_000) -> list[str]:
    """Compact keys (stored) + exact, token and part hash tables + fuzzy gram postings."""
    keys: list[str] = []
    exact_h: list[np.ndarray] = []
    tok_h: list[np.ndarray] = []
    tok_ids: list[np.ndarray] = []
    part_h: list[np.ndarray] = []
    part_ids: list[np.ndarray] = []
    gram_k: list[np.ndarray] = []
    gram_ids: list[np.ndarray] = []
    bar = _bar(len(texts), "index: keys", progress, unit="str")
    try:
        for lo in range(0, len(texts), chunk):
            batch = texts[lo : lo + chunk]
            bkeys = [compact(t) for t in batch]
            keys.extend(bkeys)
            exact_h.append(fnv64_many(bkeys))
            t_keys: list[str] = []
            t_ids: list[int] = []
            p_keys: list[str] = []
            p_ids: list[int] = []
            for i, text in enumerate(batch, start=lo):
                toks = tokens(text)
                if 1 < len(toks) <= 16:
                    for run in token_runs(toks, max_run=3 if len(toks) <= 8 else 1):
                        t_keys.append(run)
                        t_ids.append(i)
                for tok in toks:
                    if 3 <= len(tok) <= 12:
                        for sub in cjk_substrings(tok):
                            p_keys.append(sub)
                            p_ids.append(i)
            tok_h.append(fnv64_many(t_keys))
            tok_ids.append(np.asarray(t_ids, dtype=np.uint32))
            part_h.append(fnv64_many(p_keys))
            part_ids.append(np.asarray(p_ids, dtype=np.uint32))
            short = [k if len(k) <= MAX_GRAM_KEY else "" for k in bkeys]
            owner, gram = grams_many(short)
            gram_k.append(gram)
            gram_ids.append((owner + lo).astype(np.uint32))
            bar.update(len(batch))
    finally:
        bar.close()
    TextStore.write(folder, "keys", keys)
    lengths = np.fromiter((len(k) for k in keys), dtype=np.int32, count=len(keys))
    ids_all = np.arange(len(keys), dtype=np.uint32)
    KeyTable.build(_cat(exact_h, np.uint64), ids_all).save(folder, "exact")
    for name, hs, ids in (("token", tok_h, tok_ids), ("part", part_h, part_ids)):
        ids_cat = _cat(ids, np.uint32)
        KeyTable.build(_cat(hs, np.uint64), ids_cat, lengths[ids_cat] if len(ids_cat) else None).save(
            folder, name
        )
    Postings.build(_cat(gram_k, np.uint64), _cat(gram_ids, np.uint32)).save(folder, "gram")
    return keys


def _cat(parts: list[np.ndarray], dtype: DTypeLike) -> np.ndarray:
    return np.concatenate(parts).astype(dtype, copy=False) if parts else np.zeros(0, dtype=dtype)


def _write_occurrences(folder: Path, col: _Collector, n: int, cap: int) -> None:
    """Occurrences sorted by string (vids and vertex properties first), at most ``cap`` per string."""
    sid = np.frombuffer(col.occ_sid, dtype=np.uint32)
    kind = np.frombuffer(col.occ_kind, dtype=np.uint8)
    order = np.lexsort((kind, sid))
    sid_s = sid[order]
    counts = np.bincount(sid_s, minlength=n).astype(np.int64)
    starts = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(counts, out=starts[1:])
    rank = np.arange(len(sid_s)) - starts[sid_s]
    keep = order[rank < cap]
    kept = np.minimum(counts, cap)
    kept_start = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(kept, out=kept_start[1:])
    save_array(folder, "occ_kind", kind[keep])
    save_array(folder, "occ_schema", np.frombuffer(col.occ_schema, dtype=np.uint16)[keep])
    save_array(folder, "occ_prop", np.frombuffer(col.occ_prop, dtype=np.uint16)[keep])
    save_array(folder, "occ_owner", np.frombuffer(col.occ_owner, dtype=np.uint32)[keep])
    save_array(folder, "occ_start", kept_start)
    save_array(folder, "occ_total", counts.astype(np.uint32))


def _write_vectors(
    folder: Path,
    texts: list[str],
    keys: list[str],
    embedder: Embedder,
    old: RetrievalIndex | None,
    progress: bool,
    batch: int = 4096,
) -> tuple[int, int]:
    """float16 vectors of every string; rows the old index has (same embedder) are copied."""
    n = len(texts)
    reuse = np.full(n, -1, dtype=np.int64)
    if old is not None and old.vectors is not None and old.embedder_spec == embedder.spec:
        found = old.exact_ids(keys)
        for i, cands in enumerate(found):
            for c in cands.tolist():
                if old.string(c) == texts[i]:
                    reuse[i] = c
                    break
    todo = np.flatnonzero(reuse < 0)
    if len(todo):
        dim = int(embedder.embed([texts[int(todo[0])]]).shape[1])
    else:
        assert old is not None and old.vectors is not None
        dim = int(old.vectors.shape[1])
    path = folder / "vectors.npy"
    vectors = np.lib.format.open_memmap(path, mode="w+", dtype=np.float16, shape=(n, dim))
    have = np.flatnonzero(reuse >= 0)
    if len(have):
        assert old is not None and old.vectors is not None
        if old.vectors.shape[1] != dim:
            raise UserInputError("the embedder's dimension changed: rebuild the index without --update")
        for lo in range(0, len(have), 65_536):
            rows = have[lo : lo + 65_536]
            vectors[rows] = old.vectors[reuse[rows]]
    bar = _bar(len(todo), "index: embed", progress, unit="str")
    try:
        for lo in range(0, len(todo), batch):
            rows = todo[lo : lo + batch]
            emb = embedder.embed([texts[int(i)] for i in rows])
            if emb.shape != (len(rows), dim):
                raise UserInputError(f"embedder {embedder.spec} returned vectors of shape {emb.shape}")
            vectors[rows] = emb.astype(np.float16)
            bar.update(len(rows))
    finally:
        bar.close()
    vectors.flush()
    del vectors
    return int(len(have)), int(len(todo))


# --------------------------------------------------------------------------- reading


@dataclass(frozen=True)
class Occurrence:
    """Where a string occurs: a vid, a vertex/edge property value, or a dangling edge endpoint."""

    kind: str  # "vid" | "prop" | "edge_prop" | "edge_end"
    schema: str | None  # tag or edge type
    prop: str | None  # property name (``_src``/``_dst`` for edge ends), None for a vid
    owner: int  # record number in the index (see RetrievalIndex.record)


class RetrievalIndex:
    """An opened index (memory-mapped); see the module doc for what it holds."""

    def __init__(self, folder: Path, meta: JsonObject, *, nprobe: int = 16) -> None:
        self.folder = folder
        self.meta = meta
        self.version = folder.name
        self.identity = GraphIdentity.from_json(json_object(meta["graph"]))
        self.schema_names: list[str] = [json_text(s) for s in json_array(meta.get("schema_names") or [])]
        self.prop_names: list[str] = [json_text(s) for s in json_array(meta.get("prop_names") or [])]
        embedder = meta.get("embedder")
        self.embedder_spec: str | None = None if embedder is None else json_text(embedder)
        self.strings = TextStore.load(folder, "strings")
        self.keys = TextStore.load(folder, "keys")
        self.n_strings = len(self.strings)
        self.exact = KeyTable.load(folder, "exact")
        self.token = KeyTable.load(folder, "token")
        self.part = KeyTable.load(folder, "part")
        self.gram = Postings.load(folder, "gram")
        self.occ_kind = load_array(folder, "occ_kind")
        self.occ_schema = load_array(folder, "occ_schema")
        self.occ_prop = load_array(folder, "occ_prop")
        self.occ_owner = load_array(folder, "occ_owner")
        self.occ_start = load_array(folder, "occ_start")
        self.occ_total = load_array(folder, "occ_total")
        self._owners = TextStore.load(folder, "owners")
        self.vectors: np.ndarray | None = None
        self.searcher: VectorSearcher | None = None
        if self.embedder_spec:
            self.vectors = load_array(folder, "vectors")
            ann = meta.get("ann", "exact")
            if ann == "ivf":
                self.searcher = IVFSearcher.load(folder, self.vectors, nprobe=nprobe)
            elif ann == "faiss":
                self.searcher = FaissSearcher.load(folder, nprobe=nprobe)
            else:
                self.searcher = ExactSearcher(self.vectors)

    @classmethod
    def open(
        cls, path: str | Path, *, expect: GraphIdentity | None = None, nprobe: int = 16
    ) -> RetrievalIndex:
        """Open the index at ``path`` (the ``--out`` folder or a version folder).

        With ``expect``, an index of another graph version is refused with a message that
        names both versions and the command to rebuild.
        """
        p = Path(path)
        folder = p
        current = p / CURRENT
        if current.is_file():
            try:
                pointer = json.loads(current.read_text(encoding="utf-8"))
                folder = p / str(pointer["version"])
            except (OSError, ValueError, KeyError, TypeError) as e:
                raise UserInputError(f"{current} is damaged ({e}); build the index again") from e
        meta_path = folder / META
        if not meta_path.is_file():
            raise UserInputError(f"no retrieval index at {p}; build one with 'r3 index --dump DIR --out {p}'")
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise UserInputError(f"{meta_path} is damaged ({e}); build the index again") from e
        if meta.get("format") != FORMAT:
            raise UserInputError(f"{meta_path} is not an r3 retrieval index")
        if meta.get("format_version") != FORMAT_VERSION:
            raise UserInputError(
                f"{p}: index format version {meta.get('format_version')} is not {FORMAT_VERSION}; "
                "build the index again"
            )
        index = cls(folder, meta, nprobe=nprobe)
        if expect is not None:
            index.check_identity(expect)
        return index

    # ------------------------------------------------------------------ identity
    def check_identity(self, expected: GraphIdentity) -> None:
        """UserInputError unless the index was built from the graph version ``expected``."""
        if not self.identity.same_graph(expected):
            raise UserInputError(
                f"the index at {self.folder.parent} was built from {self.identity.describe()}, "
                f"but the graph is {expected.describe()}; update it with "
                "'r3 index --update --dump DIR --out INDEX' (or rebuild)"
            )

    def check_embedder(self, embedder: Embedder | None) -> None:
        if embedder is None or self.embedder_spec is None:
            return
        if embedder.spec != self.embedder_spec:
            raise UserInputError(
                f"the index vectors were made with embedder {self.embedder_spec!r}, not {embedder.spec!r}; "
                f"link with --embedder {self.embedder_spec} or rebuild the index"
            )

    # ------------------------------------------------------------------ strings
    def string(self, sid: int) -> str:
        return self.strings[int(sid)]

    def key(self, sid: int) -> str:
        return self.keys[int(sid)]

    def exact_ids(self, keys: list[str]) -> list[np.ndarray]:
        """Ids of strings whose compact key is exactly each of ``keys`` (hash hits verified)."""
        found = self.exact.lookup(fnv64_many(keys))
        out = []
        for key, ids in zip(keys, found, strict=True):
            if len(ids):
                ids = np.asarray([i for i in ids.tolist() if self.keys[i] == key], dtype=np.uint32)
            out.append(ids)
        return out

    def token_ids(self, keys: list[str], *, limit: int = 64) -> list[np.ndarray]:
        """Ids of strings that have each key as a token or token run (shortest strings first)."""
        return self.token.lookup(fnv64_many(keys), limit=limit)

    def part_ids(self, keys: list[str], *, limit: int = 64) -> list[np.ndarray]:
        """Ids of strings with a CJK token that contains each key (shortest strings first)."""
        return self.part.lookup(fnv64_many(keys), limit=limit)

    # ------------------------------------------------------------------ occurrences and records
    def occurrence_count(self, sid: int) -> int:
        return int(self.occ_total[int(sid)])

    def occurrences(self, sid: int) -> list[Occurrence]:
        a, b = int(self.occ_start[int(sid)]), int(self.occ_start[int(sid) + 1])
        out = []
        for j in range(a, b):
            schema = int(self.occ_schema[j])
            prop = int(self.occ_prop[j])
            out.append(
                Occurrence(
                    kind=KIND_NAMES[int(self.occ_kind[j])],
                    schema=None if schema == NONE16 else self.schema_names[schema],
                    prop=None if prop == NONE16 else self.prop_names[prop],
                    owner=int(self.occ_owner[j]),
                )
            )
        return out

    def record(self, owner: int) -> JsonObject:
        """The dump record (parsed JSON) of an owner: a (vertex, tag) record or an edge."""
        return dict(json.loads(self._owners.raw(owner)))

    def vertex_records(self, vid: str) -> list[JsonObject]:
        """Every (vertex, tag) record of a string vid (up to the occurrence cap)."""
        found = self.exact_ids([compact(vid)])[0]
        for sid in found.tolist():
            if self.string(sid) == vid:
                return [self.record(o.owner) for o in self.occurrences(sid) if o.kind == "vid"]
        return []

    def iter_strings(self) -> Iterator[str]:
        for i in range(self.n_strings):
            yield self.strings[i]

    def size_bytes(self) -> int:
        return sum(f.stat().st_size for f in self.folder.iterdir() if f.is_file())


__all__ = [
    "BuildResult",
    "CURRENT",
    "FORMAT",
    "FORMAT_VERSION",
    "KIND_NAMES",
    "MAX_STRING",
    "Occurrence",
    "RetrievalIndex",
    "build_index",
]
