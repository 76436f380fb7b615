"""A graph folder loaded once: its SQLite store and linking indexes kept in a user cache.

Why: ``r3 ask "…" --graph FOLDER`` used to load the folder's CSVs (parsing its DDL) and build
the entity linker's index on every call — most of a second on a small graph, minutes on a
large one — although the folder had not changed. Now the first call writes an r3 graph store
(the same SQLite file ``r3 load`` writes) and, per space, the character index of
:mod:`r3.retrieval`, into ``$R3_CACHE_DIR`` (default ``$XDG_CACHE_HOME/r3`` or
``~/.cache/r3``) under a key of the folder's *content*: every file's relative name, size and
modification time (cheap: one ``stat`` per file, no reads), the requested space name and the
store format. Later calls open the store; a changed folder has another key, so it gets a new
store and index (old entries stay until the cache folder is cleared).

Crash-safe: both are written under a temporary name and renamed into place only when
complete, so a call killed halfway leaves an orphan temporary file, never a half store that a
later call would trust.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from r3.cache import cache_root
from r3.engine.loader import load_graph
from r3.engine.storage import FORMAT_VERSION, GraphStore
from r3.errors import UserInputError
from r3.graph.embedded import EmbeddedBackend

#: Bump when what is cached changes meaning (the store's own format is part of the key too).
CACHE_VERSION = "1"
_GRAPH_SUFFIXES = (".yaml", ".yml", ".ngql", ".nql", ".gql")


def is_graph_path(target: str) -> bool:
    """Whether ``target`` is a local graph folder or config/script (not a URL, not a store)."""
    if "://" in target:
        return False
    path = Path(target).expanduser()
    return path.is_dir() or (path.is_file() and path.suffix.lower() in _GRAPH_SUFFIXES)


def folder_key(path: str | Path, space: str | None = None) -> str:
    """A short hash of the folder's files (relative name, size, mtime), ``space`` and the formats."""
    p = Path(path).expanduser().resolve()
    root = p if p.is_dir() else p.parent
    digest = hashlib.sha256(f"r3-graph:{CACHE_VERSION}:{FORMAT_VERSION}:{space or ''}".encode())
    if not p.is_dir():
        digest.update(b"\0file:" + p.name.encode("utf-8", "surrogateescape"))
    for file in sorted(f for f in root.rglob("*") if f.is_file()):
        rel = file.relative_to(root).as_posix()
        if any(part.startswith(".") for part in rel.split("/")):
            continue  # editor swap files, .git: not the graph
        st = file.stat()
        digest.update(f"\0{rel}\0{st.st_size}\0{st.st_mtime_ns}".encode("utf-8", "surrogateescape"))
    return digest.hexdigest()[:24]


@dataclass(frozen=True)
class CachedGraph:
    """One cache entry: the store of a folder and the place of its spaces' indexes."""

    source: Path
    root: Path

    @property
    def store(self) -> Path:
        return self.root / "store.sqlite"

    def index_dir(self, space: str) -> Path:
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in space)
        return self.root / f"index-{safe}"


def cached_graph(path: str | Path, *, space: str | None = None, loader: Any = None) -> CachedGraph:
    """The cache entry of the graph folder ``path``, loading it into a new store when absent.

    ``loader(path, store, space)`` loads the folder (default :func:`r3.engine.loader.load_graph`).
    """
    source = Path(path).expanduser().resolve()
    if not source.exists():
        raise UserInputError(f"graph folder {source} does not exist")
    entry = CachedGraph(source, cache_root() / "graphs" / folder_key(source, space))
    if entry.store.is_file():
        return entry
    _build_store(entry, space, loader)
    return entry


def _build_store(entry: CachedGraph, space: str | None, loader: Any) -> None:
    if loader is None:

        def loader(path: Path, store: Any, space: str | None) -> Any:
            return load_graph(path, store, space, progress=False)

    try:
        entry.root.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UserInputError(
            f"cannot write the graph cache {entry.root}: {e.strerror or e}; set R3_CACHE_DIR"
        ) from e
    tmp = entry.root / f"store.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp"
    try:
        store = GraphStore(tmp)
        try:
            loader(entry.source, store, space)
        finally:
            store.close()
        _drop_sidecars(tmp)
        os.replace(tmp, entry.store)  # atomic: the store appears complete or not at all
    finally:
        if tmp.exists():
            tmp.unlink()
        _drop_sidecars(tmp)


def _drop_sidecars(path: Path) -> None:
    for suffix in ("-wal", "-shm", "-journal"):
        with contextlib.suppress(OSError):
            Path(str(path) + suffix).unlink()


def cached_index(entry: CachedGraph, space: str, build: Any) -> Path:
    """The index folder of ``space`` in ``entry``; ``build(folder)`` writes one when absent."""
    final = entry.index_dir(space)
    if final.is_dir():
        return final
    tmp = final.with_name(f"{final.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        build(tmp)
        try:
            os.replace(tmp, final)
        except OSError:
            if not final.is_dir():  # another process finished first: use its index
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return final


def open_cached(path: str | Path, *, space: str | None = None) -> tuple[Any, CachedGraph]:
    """An embedded backend on the cached store of the graph folder ``path`` (read-only)."""
    entry = cached_graph(path, space=space)
    return EmbeddedBackend.open(entry.store, space=space, read_only=True), entry


__all__ = [
    "CACHE_VERSION",
    "CachedGraph",
    "cache_root",
    "cached_graph",
    "cached_index",
    "folder_key",
    "is_graph_path",
    "open_cached",
]
