"""The part of the ``falkordb`` client (and the ``redis`` connection under it) that r3 uses.

Why protocols: the client ships no type information, so these name what
:mod:`r3.graph.falkordb` calls and reads (and what a test double must offer), no more.
Result cells and property values stay ``Any``: they are whatever the server sent (ints,
strings, lists, nodes …), read by :mod:`r3.graph.falkordb_convert` by their Python type.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol


class FalkorNode(Protocol):
    id: int
    labels: list[str]
    properties: dict[str, Any]


class FalkorEdge(Protocol):
    relation: str
    src_node: int
    dest_node: int
    properties: dict[str, Any]


class FalkorPath(Protocol):
    def nodes(self) -> list[FalkorNode]: ...

    def edges(self) -> list[FalkorEdge]: ...


class FalkorResult(Protocol):
    """A query's reply: ``header`` pairs (column type, name), rows of driver values, counters."""

    header: list[list[Any]]
    result_set: list[list[Any]]
    nodes_created: int
    relationships_created: int


class FalkorQuery(Protocol):
    def __call__(
        self, q: str, params: Mapping[str, object] | None = None, timeout: int | None = None
    ) -> FalkorResult: ...


class FalkorGraph(Protocol):
    query: FalkorQuery
    ro_query: FalkorQuery


class RedisPipeline(Protocol):
    def rename(self, src: str, dst: str) -> object: ...

    def set(self, name: str, value: str) -> object: ...

    def execute(self) -> list[object]: ...


class RedisConnection(Protocol):
    def execute_command(self, *args: object) -> object: ...

    def pipeline(self, transaction: bool = True) -> RedisPipeline: ...

    def close(self) -> None: ...


class FalkorClient(Protocol):
    connection: RedisConnection

    def select_graph(self, graph_id: str) -> FalkorGraph: ...

    def list_graphs(self) -> list[str]: ...
