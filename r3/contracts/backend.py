"""The GraphBackend protocol and the ResultSet every backend returns.

Why a protocol: the evaluator, the pipeline's dry-run step, the dump and the CLI talk to the
embedded engine, NebulaGraph, Neo4j and LadybugDB the same way. Each adapter converts its
client's values into r3's neutral value model (:mod:`r3.values`) and its errors into r3's
exception tree, so nothing above this layer sees a driver type.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from r3.contracts.schema import GraphSchema

#: The name of a dialect registered in :mod:`r3.lang.dialects` (``"ngql"``, ``"cypher"`` …).
DialectName = str


@dataclass
class ResultSet:
    """Named columns and rows of neutral values (:mod:`r3.values`), plus optional run facts."""

    columns: list[str]
    rows: list[tuple[Any, ...]] = field(default_factory=list)
    #: The space the statement ran in (``USE`` may change it); None when not applicable.
    space: str | None = None
    #: Wall time of the execution in seconds, when measured.
    elapsed_s: float | None = None
    #: Human-readable plan text (for ``EXPLAIN``/``PROFILE``), when the backend produced one.
    plan: str | None = None
    #: How the rows were made, for people (e.g. who answered ``answer()``/``summary()``).
    notes: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self.rows)

    def column(self, name: str) -> list[Any]:
        """The values of one column; KeyError names the columns that exist."""
        try:
            i = self.columns.index(name)
        except ValueError:
            raise KeyError(f"no column {name!r} (columns: {', '.join(self.columns)})") from None
        return [row[i] for row in self.rows]


@runtime_checkable
class GraphBackend(Protocol):
    """What r3 needs from a graph database."""

    dialect: DialectName

    def schema(self) -> GraphSchema:
        """Every space (or the one database, for Cypher backends) with tags/labels, edges, indexes."""
        ...

    def execute(self, query: str, *, space: str | None = None, allow_writes: bool = False) -> ResultSet:
        """Run one query text (possibly several ``;``-separated statements) and return the last result.

        Raises QuerySyntaxError / QuerySemanticError / QueryExecutionError. Write statements
        are refused unless ``allow_writes`` is set: generated queries run read-only by default.
        """
        ...

    def scan_vertices(self, space: str | None = None) -> Iterator[Any]:
        """Stream every vertex (``r3.values`` Vertex) without loading the graph into memory."""
        ...

    def scan_edges(self, space: str | None = None) -> Iterator[Any]:
        """Stream every edge (``r3.values`` Edge)."""
        ...
