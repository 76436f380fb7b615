"""Rows as the web page shows them: cell text with display names, and the graph to draw.

Why on the server: the display-name rules (:mod:`r3.pipeline.cells`) already exist in Python
and the terminal uses them; the page gets the same text instead of a second copy of those
rules in JavaScript. The graph (vertices and edges of every vertex, edge and path in the rows,
each once) is what the page lays out and draws; the full values stay in ``rows``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from r3.pipeline.answer import vertex_name
from r3.pipeline.cells import cell_text, vertex_names
from r3.values import Edge, List, Map, Path, Set, Value, Vertex, render

#: Most vertices the page draws: a larger picture is unreadable (the table still has them all).
MAX_NODES = 200


def cells(rows: Sequence[Sequence[Value]], names: Mapping[Value, str]) -> list[list[str]]:
    """Every value of ``rows`` as a person reads it (``(Ann Lee)-[:acted_in]->(Night Harbor)``)."""
    return [[cell_text(v, names) for v in row] for row in rows]


def graph_view(rows: Sequence[Sequence[Value]], names: Mapping[Value, str]) -> dict[str, object] | None:
    """The vertices and edges in ``rows`` as ``{"nodes": […], "edges": […], "truncated": bool}``;
    None when the rows hold no graph element (a table of names and numbers draws nothing)."""
    nodes: dict[str, dict[str, object]] = {}
    edges: dict[tuple[str, str, str, int | None], dict[str, object]] = {}
    truncated = False

    def node(vid: Value, vertex: Vertex | None = None) -> str | None:
        nonlocal truncated
        key = _key(vid)
        if key in nodes:
            if vertex is not None and not nodes[key]["tags"]:
                nodes[key]["tags"] = list(vertex.tags)
            return key
        if len(nodes) >= MAX_NODES:
            truncated = True
            return None
        label = vertex_name(vertex, {}) if vertex is not None else vid
        if label == vid:
            label = names.get(vid, vid)
        tags = list(vertex.tags) if vertex is not None else []
        nodes[key] = {"id": key, "label": label if isinstance(label, str) else render(label), "tags": tags}
        return key

    def edge(e: Edge) -> None:
        src, dst = node(e.src), node(e.dst)
        if src is None or dst is None:
            return
        edges.setdefault((src, dst, e.type, e.rank), {"source": src, "target": dst, "type": e.type})

    found = False
    for row in rows:
        for value in row:
            for element in _elements(value):
                found = True
                if isinstance(element, Vertex):
                    node(element.vid, element)
                elif isinstance(element, Edge):
                    edge(element)
                else:
                    for vertex in element.vertices:
                        node(vertex.vid, vertex)
                    for e in element.edges:
                        edge(e)
    if not found:
        return None
    return {"nodes": list(nodes.values()), "edges": list(edges.values()), "truncated": truncated}


def rows_view(rows: Sequence[Sequence[Value]], page: Sequence[Sequence[Value]]) -> dict[str, object]:
    """``cells`` and ``graph`` for the rows of one ``page`` (names read from every row)."""
    names = vertex_names(rows)
    return {"cells": cells(page, names), "graph": graph_view(page, names)}


def _key(vid: Value) -> str:
    """A vertex id as one string, ints and strings kept apart (``"1"`` is not ``1``)."""
    return f"s:{vid}" if isinstance(vid, str) else f"v:{render(vid)}"


def _elements(value: Value) -> Iterator[Vertex | Edge | Path]:
    if isinstance(value, (Vertex, Edge, Path)):
        yield value
    elif isinstance(value, (List, Set)):
        for item in value:
            yield from _elements(item)
    elif isinstance(value, Map):
        for item in value.values():
            yield from _elements(item)


__all__ = ["MAX_NODES", "cells", "graph_view", "rows_view"]
