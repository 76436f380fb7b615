"""The ScoringBackend protocol: what the evaluator runs gold and predicted queries on.

Why a protocol of its own: "backend" meant two things (issue 26 §4). A
:class:`~r3.contracts.backend.GraphBackend` is a database r3 talks to; a *scoring* backend is
the evaluator's view of a whole benchmark's graphs — the embedded engine over a graphs folder
in the dataset's prepared state (:class:`~r3.eval.harness.EngineBackend`), one live database
(:class:`~r3.eval.harness.LiveBackend`), or a Cypher database per space built from the folder
(:class:`~r3.eval.ladybug_backend.LadybugEvalBackend`,
:class:`~r3.eval.falkordb_backend.FalkorEvalBackend`). It answers per ``space`` with an
:class:`~r3.eval.metrics.item.Execution` (rows or a one-line error, never an exception), names
the dialect its rows are scored in, hands the systems its graph pool, and is closed by whoever
opened it — the evaluator's callers read these members, never the class.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from r3.contracts.backend import DialectName, SpacePool
from r3.contracts.schema import SpaceSchema
from r3.eval.metrics.item import Execution
from r3.lang import ast as A
from r3.values.json import JsonObject


@runtime_checkable
class ScoringBackend(Protocol):
    """Runs a benchmark's queries per space for the scorer (see the module doc)."""

    #: The dialect queries are run (and EX compared) in: ``ngql`` on the engine, else the database's.
    dialect: DialectName
    #: One line for the report: what the rows come from.
    description: str

    @property
    def pool(self) -> SpacePool | None:
        """What systems get as their graph pool; None for a live database (systems get its URL)."""
        ...

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        """Run ``query`` (parsed as ``script`` when it parses) in ``space``; errors are rows' absence."""
        ...

    def schema(self, space: str) -> SpaceSchema | None:
        """The schema of ``space``, or None when it cannot be read (scoring goes on without checks)."""
        ...

    def fingerprint(self) -> JsonObject:
        """What the cached records depend on (which graphs, which files)."""
        ...

    def close(self) -> None:
        """Stop what this started for the run (a server, database connections). Safe to call twice."""
        ...


__all__ = ["ScoringBackend"]
