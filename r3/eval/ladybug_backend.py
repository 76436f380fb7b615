"""``r3 eval --backend ladybug``: score generated Cypher on LadybugDB built from the same graphs.

Why: every nGQL benchmark should also be a Cypher benchmark. This backend holds the graphs
folder twice — the embedded engine's loaded stores in the dataset's prepared state
(:class:`~r3.eval.replay.Replayer`) and a LadybugDB database per space copied from them and
cached on disk (:class:`~r3.graph.ladybug_spaces.LadybugSpaces`) — and hands the systems the
LadybugDB side as their graph pool, so a pipeline writes and checks Cypher there.

Queries run on LadybugDB. The dataset's gold queries are nGQL (the dataset's dialect): they
are recognised by their text and transpiled (:func:`r3.lang.transpile.transpile`) before they
run, so ``gold not reproduced`` also reports what the transpiler cannot write; EX compares
with the rows of ``gold_result`` as always.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.engine.context import Limits
from r3.eval.harness import folder_schema, timed_execution
from r3.eval.metrics.item import Execution
from r3.eval.replay import Replayer
from r3.graph.ladybug_spaces import LadybugSpaces
from r3.lang import ast as A
from r3.lang.transpile import transpile


class LadybugEvalBackend:
    """LadybugDB per space of ``graphs_dir`` (see the module doc)."""

    dialect = "cypher"

    def __init__(
        self,
        graphs_dir: Path,
        dataset_rows: Sequence[dict[str, Any]],
        *,
        writes: str,
        timeout_s: float,
        cache_dir: Path | None = None,
    ) -> None:

        self.graphs_dir = graphs_dir
        replayer = Replayer(
            graphs_dir, writes=writes, dataset_rows=dataset_rows, limits=Limits(timeout_s=timeout_s)
        )
        self.spaces = LadybugSpaces(replayer.pool, cache_dir=cache_dir, timeout_s=timeout_s)
        self.gold_queries = {str(r.get("gold")) for r in dataset_rows if isinstance(r.get("gold"), str)}
        self._schemas: dict[str, SpaceSchema | None] = {}
        self.description = f"LadybugDB built from {graphs_dir} (writes={writes})"

    @property
    def pool(self) -> Any:
        """What systems get as their graph pool: the engine's stores plus ``backend(space)``."""
        return self.spaces

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        def run() -> Any:
            text = self._cypher(space, query) if query in self.gold_queries else query
            return self.spaces.backend(space).execute(text)

        return timed_execution(run)

    def _cypher(self, space: str, query: str) -> str:

        return transpile(query, "ngql", "cypher", schema=self.schema(space))

    def schema(self, space: str) -> SpaceSchema | None:
        return folder_schema(self.graphs_dir, space, self._schemas)

    def fingerprint(self) -> dict[str, Any]:
        digest = hashlib.sha256()
        for space in sorted(p.name for p in self.graphs_dir.iterdir() if p.is_dir()):
            digest.update(f"{space}:{self.spaces.fingerprint(space)}\n".encode())
        return {
            "backend": "ladybug",
            "graphs": str(self.graphs_dir.resolve()),
            "files": digest.hexdigest()[:16],
        }

    def close(self) -> None:
        self.spaces.close()


__all__ = ["LadybugEvalBackend"]
