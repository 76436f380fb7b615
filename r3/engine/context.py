"""What every executor step shares while one query runs: the store, the space, variables, guards.

Why one object: guards (row, expansion and time limits) must be enforced in every loop that
can blow up — GO with many steps, var-length patterns, path search — and the conversion of
storage records into r3 values must be done one way (and cached) for every statement kind.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from r3.engine.limits import MAX_QUERY_BYTES, rows_bytes
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.values import NULL, Edge, Map, Tags, Vertex

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.engine.evaluator import FreeText
    from r3.engine.storage import EdgeRecord, GraphStore, Space
    from r3.engine.storage_codec import Props, Vid


@dataclass(frozen=True)
class Limits:
    """Guards that make a runaway query fail cleanly instead of exhausting the machine.

    ``max_rows``: rows one step may hold; ``max_expansions``: edges/paths visited by one
    query; ``timeout_s``: wall time of one query; ``max_steps``: traversal depth (GO steps,
    var-length upper bound, path length) accepted at all; ``max_bytes``: estimated bytes one
    step's rows may hold, and strings/lists one query may build (:mod:`r3.engine.limits`).
    """

    max_rows: int = 2_000_000
    max_expansions: int = 20_000_000
    timeout_s: float = 60.0
    max_steps: int = 64
    max_bytes: int = MAX_QUERY_BYTES


@dataclass
class ExecContext:
    """Per-query state. Executors read the graph through ``space`` and report work to ``charge``."""

    store: GraphStore
    space_name: str | None = None
    allow_writes: bool = False
    limits: Limits = field(default_factory=Limits)
    #: ``$var`` results of earlier ``$var = …`` statements in the same script.
    variables: dict[str, ResultSet] = field(default_factory=dict)
    expansions: int = 0
    #: Estimated bytes of strings/lists built so far (see :mod:`r3.engine.limits`).
    built_bytes: int = 0
    deadline: float = 0.0
    #: Executes ``answer()``/``summary()`` (:data:`r3.engine.evaluator.FreeText`); None: they fail clearly.
    free_text: FreeText | None = None
    _vertex_cache: dict[Vid, Vertex | None] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not self.deadline:
            self.deadline = time.monotonic() + self.limits.timeout_s

    # ---------------------------------------------------------------- space

    @property
    def space(self) -> Space:
        """The current space; NebulaGraph's "Space was not chosen." when there is none."""
        if self.space_name is None:
            raise QuerySemanticError("Space was not chosen.")
        return self.store.space(self.space_name)

    def use(self, name: str) -> None:
        if not self.store.has_space(name):
            raise QueryExecutionError(f"SpaceNotFound: SpaceName `{name}`")
        self.space_name = name
        self._vertex_cache.clear()

    # ---------------------------------------------------------------- guards

    def charge(self, expansions: int = 1) -> None:
        """Count traversal work and check the time; raise a clean error past a limit."""
        self.expansions += expansions
        if self.expansions > self.limits.max_expansions:
            raise QueryExecutionError(
                f"query stopped: more than {self.limits.max_expansions} expansions "
                "(narrow the traversal or raise Limits.max_expansions)"
            )
        self.check_deadline()

    def check_deadline(self) -> None:
        """Raise once the query's time is up: the cooperative cancellation point of every loop."""
        if time.monotonic() > self.deadline:
            raise QueryExecutionError(f"query stopped: time limit of {self.limits.timeout_s:g} s exceeded")

    def charge_bytes(self, n: int) -> None:
        """Count bytes of strings/lists the query builds; raise past the per-query budget."""
        self.built_bytes += n
        if self.built_bytes > self.limits.max_bytes:
            raise QueryExecutionError(
                f"query stopped: it built more than {self.limits.max_bytes // 2**20} MiB of "
                "strings and lists (narrow the query or raise Limits.max_bytes)"
            )

    def check_rows(self, n: int, rows: Sequence[object] | None = None) -> None:
        """Raise when a step holds more than ``max_rows`` rows or, given ``rows``, more than
        ``max_bytes`` (estimated from a sample of them)."""
        if n > self.limits.max_rows:
            raise QueryExecutionError(
                f"query stopped: an intermediate result exceeded {self.limits.max_rows} rows"
            )
        if rows is not None and n >= 4096 and rows_bytes(rows) > self.limits.max_bytes:
            raise QueryExecutionError(
                f"query stopped: an intermediate result of {n} rows exceeded "
                f"{self.limits.max_bytes // 2**20} MiB (narrow the query or raise Limits.max_bytes)"
            )

    def check_steps(self, n: int) -> None:
        if n > self.limits.max_steps:
            raise QueryExecutionError(
                f"query stopped: {n} steps exceeds the limit of {self.limits.max_steps} "
                "(raise Limits.max_steps to allow deeper traversals)"
            )

    # ---------------------------------------------------------------- values

    def vertex(self, vid: Vid) -> Vertex | None:
        """The stored vertex as an r3 value (cached per query), or None if it does not exist."""
        if vid in self._vertex_cache:
            return self._vertex_cache[vid]
        rec = self.space.get_vertex(vid)
        value = None if rec is None else Vertex(vid, Tags({t: props_map(p) for t, p in rec.tags.items()}))
        self._vertex_cache[vid] = value
        return value

    def vertex_or_bare(self, vid: Vid) -> Vertex:
        """The stored vertex, or a vertex with no tags for a dangling edge's missing endpoint."""
        return self.vertex(vid) or Vertex(vid, Tags())

    @staticmethod
    def edge(rec: EdgeRecord, *, reversed: bool = False) -> Edge:
        """An edge record as an r3 value; ``reversed`` when it was walked against its direction."""
        return Edge(rec.src, rec.dst, rec.type, rec.rank, props_map(rec.props or {}), reversed=reversed)

    def invalidate(self) -> None:
        """Forget cached vertices after a write."""
        self._vertex_cache.clear()


def vid_of(vertex: Vertex) -> Vid:
    """The id of a vertex the engine built (:meth:`ExecContext.vertex`): always a vid of its
    space, a str or an int (the value model types ``Vertex.vid`` as any value)."""
    vid = vertex.vid
    assert isinstance(vid, (str, int)), f"not a vertex of the embedded engine: {vertex!r}"
    return vid


def props_map(props: Props) -> Map:
    """Stored props as an r3 Map: storage keeps NULL as ``None``, the value model as :data:`NULL`."""
    return Map({k: NULL if v is None else v for k, v in props.items()})


__all__ = ["ExecContext", "Limits", "props_map", "vid_of"]
