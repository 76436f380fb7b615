"""A value as a person reads it in a table cell: display names, arrows, no JSON.

Why not the JSON form or NebulaGraph's value text: a path is a vertex map per hop, so one
two-hop path printed whole is a 1,500-character line. People want
``(Ann Lee)-[:acted_in]->(Night Harbor)``: each vertex by its display name (the property
named like a name, else its id), each edge by its type and direction. ``--json`` keeps
every value whole (:func:`r3.values.to_json`); this is only the terminal's text.

Edges carry only the ids of their ends, so names are collected from every vertex in the rows
first (:func:`vertex_names`): a subgraph's edge list then reads with the names of the vertex
list beside it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from r3.pipeline.answer import vertex_name
from r3.values import Edge, List, Map, Null, Path, Set, Value, Vertex, render


def vertex_names(rows: Iterable[Sequence[Any]]) -> dict[Any, str]:
    """Vertex id → display name, for every vertex that carries a name property in ``rows``."""
    names: dict[Any, str] = {}
    for row in rows:
        for value in row:
            for vertex in _vertices(value):
                name = vertex_name(vertex, {})
                if name != vertex.vid and vertex.vid not in names:
                    names[vertex.vid] = name
    return names


def cell_text(value: Value, names: Mapping[Any, str] | None = None) -> str:
    """The text of one cell (module doc); ``names`` names vertex ids (:func:`vertex_names`)."""
    names = names or {}
    if isinstance(value, Vertex):
        return f"({_name(value.vid, names, value)})"
    if isinstance(value, Edge):
        return _edge(value, names)
    if isinstance(value, Path):
        return _path(value, names)
    if isinstance(value, (List, Set)):
        items = [cell_text(v, names) for v in value]
        if items and all(isinstance(v, (Vertex, Edge, Path)) for v in value):
            return ", ".join(items)  # a subgraph's vertex or edge list
        return "[" + ", ".join(items) + "]"
    if isinstance(value, Map):
        return "{" + ", ".join(f"{k}: {cell_text(v, names)}" for k, v in value.items()) + "}"
    if isinstance(value, str):
        return value
    if isinstance(value, Null) or value is None:
        return "NULL"
    return render(value)


def format_table(
    columns: Sequence[str], rows: Sequence[Sequence[Any]], *, limit: int | None = None, cap: int | None = None
) -> str:
    """A plain text table of :func:`cell_text` cells, aligned for a terminal (CJK characters take
    two columns), at most ``limit`` rows, cells cut at ``cap`` columns; the last line counts rows."""
    names = vertex_names(rows)
    shown = rows if limit is None else rows[:limit]
    cells = [[cell_text(v, names) for v in row] for row in shown]
    widths = [_width(c) for c in columns]
    for row in cells:
        widths = [max(w, _width(c)) for w, c in zip(widths, row, strict=False)]
    if cap is not None:
        widths = [min(w, max(cap, _width(c))) for w, c in zip(widths, columns, strict=True)]

    def line(values: Sequence[str]) -> str:
        return " | ".join(_pad(_cut(v, w), w) for v, w in zip(values, widths, strict=False)).rstrip()

    lines = [line(columns), "-+-".join("-" * w for w in widths)]
    lines.extend(line(row) for row in cells)
    more = len(rows) - len(shown)
    if more > 0:
        lines.append(f"… {more} more row{'s' if more > 1 else ''}")
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


def _width(text: str) -> int:
    """Columns ``text`` takes in a terminal (CJK characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _cut(text: str, width: int) -> str:
    if _width(text) <= width:
        return text
    out = ""
    for ch in text:
        if _width(out + ch) > width - 1:
            break
        out += ch
    return out + "…"


def _name(vid: Any, names: Mapping[Any, str], vertex: Vertex | None = None) -> str:
    if vertex is not None:
        own = vertex_name(vertex, {})
        if own != vertex.vid:
            return own
    return names.get(vid) or (vid if isinstance(vid, str) else render(vid))


def _edge(edge: Edge, names: Mapping[Any, str]) -> str:
    arrow = f"-[:{edge.type}]->"
    return f"({_name(edge.src, names)}){arrow}({_name(edge.dst, names)})"


def _path(path: Path, names: Mapping[Any, str]) -> str:
    parts = [f"({_name(path.start.vid, names, path.start)})"]
    for step in path.steps:
        link = f"<-[:{step.edge.type}]-" if step.edge.reversed else f"-[:{step.edge.type}]->"
        parts.append(f"{link}({_name(step.vertex.vid, names, step.vertex)})")
    return "".join(parts)


def _vertices(value: Value) -> Iterator[Vertex]:
    if isinstance(value, Vertex):
        yield value
    elif isinstance(value, Path):
        yield from value.vertices
    elif isinstance(value, (List, Set)):
        for item in value:
            yield from _vertices(item)


__all__ = ["cell_text", "format_table", "vertex_names"]
