"""A Cypher graph (LadybugDB, Neo4j) seen as something that runs nGQL, for the offline refiner.

Why: the offline refiner composes and adapts nGQL trees and dry-runs every candidate to
score it (rows, empty columns, agreement). On a Cypher backend it still does, through this
adapter: each nGQL query is transpiled (:func:`r3.lang.transpile.transpile`, with the space's
schema and the backend's vid key) and run there. A construct with no Cypher equivalent fails
the candidate's dry run like any other error, so the refiner picks another candidate. Scans
and the schema pass through, so linking and profiling work unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from r3.contracts.backend import GraphBackend
from r3.contracts.schema import SpaceSchema
from r3.errors import QuerySemanticError
from r3.lang.transpile import TranspileError, transpile


def vid_key_of(backend: GraphBackend | None) -> str:
    """The node property holding the vid: the backend's declared ``vid_property`` (``vid``
    without a backend, e.g. for a pool of loaded spaces)."""
    return "vid" if backend is None else backend.vid_property


class NgqlOnCypher:
    """``execute(nGQL)`` on a Cypher backend (see the module doc)."""

    dialect = "ngql"

    def __init__(self, backend: GraphBackend, space: str, schema: SpaceSchema | None) -> None:
        self.backend = backend
        self.space = space
        self.space_schema = schema
        self.vid_key = vid_key_of(backend)

    def cypher(self, query: str) -> str:
        try:
            return transpile(query, "ngql", "cypher", schema=self.space_schema, vid_key=self.vid_key)
        except TranspileError as e:
            raise QuerySemanticError(str(e)) from e

    def execute(self, query: str, *, allow_writes: bool = False, space: str | None = None) -> Any:
        if allow_writes:
            raise QuerySemanticError("the offline refiner's dry runs only read")
        return self.backend.execute(self.cypher(query), space=space or self.space)

    def schema(self) -> Any:
        return self.backend.schema()

    def scan_vertices(self, space: str | None = None) -> Iterator[Any]:
        return iter(self.backend.scan_vertices(space or self.space))

    def scan_edges(self, space: str | None = None) -> Iterator[Any]:
        return iter(self.backend.scan_edges(space or self.space))


__all__ = ["NgqlOnCypher", "vid_key_of"]
