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

from r3.eval.cypher_backend import CypherEvalBackend
from r3.graph.ladybug_spaces import LadybugSpaces
from r3.values.json import JsonObject


class LadybugEvalBackend(CypherEvalBackend):
    """LadybugDB per space of ``graphs_dir`` (see the module doc)."""

    spaces: LadybugSpaces

    def __init__(
        self,
        graphs_dir: Path,
        dataset_rows: Sequence[JsonObject],
        *,
        writes: str,
        timeout_s: float,
        cache_dir: Path | None = None,
    ) -> None:
        super().__init__(graphs_dir, dataset_rows, writes=writes, timeout_s=timeout_s)
        self.spaces = LadybugSpaces(self.replayer.pool, cache_dir=cache_dir, timeout_s=timeout_s)
        self.description = f"LadybugDB built from {graphs_dir} (writes={writes})"

    def fingerprint(self) -> JsonObject:
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
