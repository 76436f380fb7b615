"""One LadybugDB database per space of a graphs folder, built once and cached on disk.

Why: every nGQL benchmark should also be a Cypher benchmark. The evaluator, the transpiler
benchmark and the pipeline's Cypher checks need, for each space of a graphs folder, a
LadybugDB database holding exactly the graph the embedded engine answers on — including the
writes a dataset applies first (``writes="prepared"`` of :class:`r3.eval.replay.Replayer`). So
the database is copied from the engine's loaded store (one reading of the importer rules,
as :meth:`~r3.graph.ladybug.LadybugBackend.load_graph` does), not loaded a second way.

Databases are cached under ``cache_dir`` (default: the user cache, ``ladybug/``) by a
fingerprint of the space's files, the setup writes and r3's table layout, so a second run
opens the file read-only instead of loading; a database is built in a temporary file and
moved into place, so an interrupted build leaves nothing half-written behind.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Protocol

from r3.cache import private_dir
from r3.engine.engine import Engine
from r3.engine.storage import GraphStore
from r3.graph.ladybug import LadybugBackend
from r3.graph.ladybug_convert import META_VERSION


class SpaceSource(Protocol):
    """What this needs of :class:`r3.engine.runner.GraphPool`: loaded stores and how they were made."""

    graphs_dir: Path
    setup: dict[str, list[str]]

    def shared(self, space: str) -> GraphStore: ...


def default_cache_dir() -> Path | None:
    """``<user cache>/ladybug`` when it can be made private, else None (build in memory)."""

    return private_dir("ladybug")


class LadybugSpaces:
    """``backend(space)`` → a read-only :class:`LadybugBackend` with that space's graph (thread-safe).

    It is also a graph pool for the pipeline (``shared(space)``: the engine's store, where the
    offline refiner dry-runs its nGQL trees; ``dialect``: what the answers are written in).
    """

    dialect = "cypher"

    def __init__(
        self,
        source: SpaceSource,
        *,
        cache_dir: Path | None = None,
        use_cache: bool = True,
        timeout_s: float | None = None,
    ) -> None:
        self.source = source
        self.cache_dir = (cache_dir or default_cache_dir()) if use_cache else None
        self.timeout_s = timeout_s
        self._backends: dict[str, LadybugBackend] = {}
        self._lock = threading.Lock()

    @property
    def graphs_dir(self) -> Path:
        return Path(self.source.graphs_dir)

    @property
    def setup(self) -> dict[str, list[str]]:
        return self.source.setup

    def shared(self, space: str) -> GraphStore:
        """The embedded engine's loaded store of ``space`` (what the database is copied from)."""
        return self.source.shared(space)

    def fingerprint(self, space: str) -> str:
        """Changes when the space's files, the setup writes or r3's table layout change."""
        digest = hashlib.sha256(f"layout {META_VERSION}\n".encode())
        folder = self.graphs_dir / space
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            st = path.stat()
            digest.update(f"{path.relative_to(folder)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
        for query in self.setup.get(space, []):
            digest.update(f"setup {query}\n".encode())
        return digest.hexdigest()[:16]

    def backend(self, space: str) -> LadybugBackend:
        with self._lock:
            found = self._backends.get(space)
            if found is None:
                found = self._backends[space] = self._open(space)
            return found

    def _open(self, space: str) -> LadybugBackend:
        if self.cache_dir is None:
            db = LadybugBackend(None, space=space, timeout_s=self.timeout_s)
            self._fill(db, space)
            return db
        path = self.cache_dir / f"{_safe(space)}-{self.fingerprint(space)}.lbug"
        if not path.exists():
            self._build_file(path, space)
        return LadybugBackend(path, space=space, read_only=True, timeout_s=self.timeout_s)

    def _build_file(self, path: Path, space: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{_safe(space)}-", dir=path.parent))
        try:
            temp = work / "db.lbug"
            with LadybugBackend(temp, space=space, read_only=False) as db:
                self._fill(db, space)
            for leftover in work.iterdir():  # the database file plus any side files (WAL)
                if leftover.name != "db.lbug":
                    leftover.unlink()
            os.replace(temp, path)
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def _fill(self, db: LadybugBackend, space: str) -> None:

        store = self.source.shared(space)
        engine = Engine(store, space=space)
        db.load_space(store.space(space).schema, engine.scan_vertices(), engine.scan_edges())

    def close(self) -> None:
        with self._lock:
            for db in self._backends.values():
                db.close()
            self._backends.clear()


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in name) or "space"


__all__ = ["LadybugSpaces", "SpaceSource", "default_cache_dir"]
