"""``r3 eval --backend falkordb``: score generated Cypher on a FalkorDB server r3 runs for the run.

Why: the Cypher benchmarks should meet a real server, not only in-process LadybugDB. Like
:class:`~r3.eval.ladybug_backend.LadybugEvalBackend`, this holds the graphs folder twice — the
embedded engine's stores in the dataset's prepared state (:class:`~r3.eval.replay.Replayer`)
and, on a ``redis-server`` + FalkorDB process started on a free loopback port
(:class:`~r3.graph.falkordb_server.LocalFalkorDB`), one graph per space copied from them on
first use (nothing cached: the server keeps nothing on disk). The server stops in ``close``.

The dataset's gold queries are nGQL: recognised by their text and transpiled before they run.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path

from r3.engine.engine import Engine
from r3.engine.runner import GraphPool
from r3.engine.storage import GraphStore
from r3.eval.cypher_backend import CypherEvalBackend
from r3.graph.falkordb import FalkorDBBackend
from r3.graph.falkordb_server import LocalFalkorDB
from r3.values.json import JsonObject


class FalkorSpaces:
    """``backend(space)`` → a read-only :class:`FalkorDBBackend` holding that space (thread-safe).

    Also a graph pool for the pipeline (``shared(space)``: the engine's store, where the
    offline refiner dry-runs its nGQL; ``dialect``: what answers are written in).
    """

    dialect = "cypher"

    def __init__(self, source: GraphPool, server: LocalFalkorDB, *, timeout_s: float | None = None) -> None:
        self.source = source
        self.server = server
        self.timeout_s = timeout_s
        self._backends: dict[str, FalkorDBBackend] = {}
        self._lock = threading.Lock()

    @property
    def graphs_dir(self) -> Path:
        return Path(self.source.graphs_dir)

    @property
    def setup(self) -> dict[str, list[str]]:
        return dict(self.source.setup)

    def shared(self, space: str) -> GraphStore:
        return self.source.shared(space)

    def backend(self, space: str) -> FalkorDBBackend:
        with self._lock:
            found = self._backends.get(space)
            if found is None:
                found = self._backends[space] = self._fill(space)
            return found

    def _fill(self, space: str) -> FalkorDBBackend:
        store = self.source.shared(space)
        engine = Engine(store, space=space)
        with FalkorDBBackend("127.0.0.1", self.server.port, space, read_only=False, timeout_s=600) as writer:
            writer.load_space(
                store.space(space).schema, engine.scan_vertices(), engine.scan_edges(), replace=True
            )
        return FalkorDBBackend("127.0.0.1", self.server.port, space, read_only=True, timeout_s=self.timeout_s)

    def close(self) -> None:
        with self._lock:
            for db in self._backends.values():
                db.close()
            self._backends.clear()


class FalkorEvalBackend(CypherEvalBackend):
    """FalkorDB per space of ``graphs_dir`` (see the module doc)."""

    spaces: FalkorSpaces

    def __init__(
        self, graphs_dir: Path, dataset_rows: Sequence[JsonObject], *, writes: str, timeout_s: float
    ) -> None:
        super().__init__(graphs_dir, dataset_rows, writes=writes, timeout_s=timeout_s)
        self.server = LocalFalkorDB().start()
        self.spaces = FalkorSpaces(self.replayer.pool, self.server, timeout_s=timeout_s)
        self.description = f"FalkorDB (local server) built from {graphs_dir} (writes={writes})"

    def fingerprint(self) -> JsonObject:
        digest = hashlib.sha256()
        for space in sorted(p.name for p in self.graphs_dir.iterdir() if p.is_dir()):
            folder = self.graphs_dir / space
            for path in sorted(p for p in folder.rglob("*") if p.is_file()):
                st = path.stat()
                digest.update(f"{space}/{path.relative_to(folder)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
        return {
            "backend": "falkordb",
            "graphs": str(self.graphs_dir.resolve()),
            "files": digest.hexdigest()[:16],
        }

    def close(self) -> None:
        try:
            self.spaces.close()
        finally:
            self.server.stop()


__all__ = ["FalkorEvalBackend", "FalkorSpaces"]
