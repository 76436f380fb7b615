"""What the Cypher scoring backends share (``r3 eval --backend ladybug|falkordb``).

Why one base: both hold the graphs folder twice — the embedded engine's stores (the dataset's
prepared state, :class:`~r3.eval.replay.Replayer`) and a Cypher database per space built from
them — hand the systems the Cypher side as their graph pool, and run the dataset's gold nGQL
(recognised by its text) through the transpiler first. Only how the per-space databases are
made, fingerprinted and closed differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from r3.contracts.backend import ResultSet, SpacePool
from r3.contracts.schema import SpaceSchema
from r3.engine.context import Limits
from r3.errors import UserInputError
from r3.eval.harness import folder_schema, timed_execution
from r3.eval.metrics.item import Execution
from r3.eval.replay import Replayer
from r3.lang import ast as A
from r3.lang.transpile import transpile
from r3.values.json import JsonObject


class CypherEvalBackend:
    """Runs queries on ``self.spaces.backend(space)``; subclasses set ``spaces`` and ``description``
    (a :class:`~r3.eval.scoring_backend.ScoringBackend`)."""

    dialect = "cypher"
    spaces: SpacePool
    description: str

    def __init__(
        self, graphs_dir: Path, dataset_rows: Sequence[JsonObject], *, writes: str, timeout_s: float
    ) -> None:
        self.graphs_dir = graphs_dir
        self.replayer = Replayer(
            graphs_dir, writes=writes, dataset_rows=dataset_rows, limits=Limits(timeout_s=timeout_s)
        )
        self.gold_queries = {str(r.get("gold")) for r in dataset_rows if isinstance(r.get("gold"), str)}
        self._schemas: dict[str, SpaceSchema | None] = {}

    @property
    def pool(self) -> SpacePool:
        """What systems get as their graph pool: the engine's stores plus ``backend(space)``."""
        return self.spaces

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        def run() -> ResultSet:
            text = self._cypher(space, query) if query in self.gold_queries else query
            database = self.spaces.backend(space)
            if database is None:  # a Cypher pool holds a database for every space it has
                raise UserInputError(f"no {self.dialect} database for space {space!r}")
            return database.execute(text)

        return timed_execution(run)

    def _cypher(self, space: str, query: str) -> str:
        return transpile(query, "ngql", "cypher", schema=self.schema(space))

    def schema(self, space: str) -> SpaceSchema | None:
        return folder_schema(self.graphs_dir, space, self._schemas)


__all__ = ["CypherEvalBackend"]
