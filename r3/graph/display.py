"""The display property of a tag: the property that names its vertices (name, title, 名称 …).

Why from the data: in a graph whose vertex ids are opaque (``p01``, ``d017``) the words a
user writes are in a property, and which one differs from graph to graph (``name``,
``title``, ``label``, ``名称``, ``full_name``). The vid is for ``id(v) ==`` and the display
property for ``v.tag.prop ==`` and for answers; mixing them up returns nothing. The
display property is a short string property whose values are (nearly) unique per vertex,
preferring one named like a name; :func:`display_properties` reads a sample of the data.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Protocol

from r3.values import Value, Vertex

#: Property names that say "this names the vertex", best first (compared lower-cased).
NAME_WORDS = (
    "name",
    "title",
    "label",
    "名称",
    "名字",
    "姓名",
    "标题",
    "caption",
    "display_name",
    "full_name",
)
#: Parts of property names that say the same less surely (``player_name``, ``movie_title``).
NAME_PARTS = ("name", "title", "label", "名称", "名字", "姓名", "标题")
#: Longest mean value length (characters) of a display property: longer values are prose.
MAX_MEAN_LENGTH = 64
#: Least share of distinct values among a property's values for it to name vertices.
MIN_UNIQUE = 0.8


def name_rank(prop: str) -> int:
    """How much ``prop``'s name says it names vertices: 2 (``name``), 1 (``movie_title``), 0."""
    low = prop.lower()
    if low in NAME_WORDS:
        return 2
    return 1 if any(part in low for part in NAME_PARTS) else 0


def is_display_name(prop: str | None) -> bool:
    """Whether a property is named like one that names vertices (without looking at data)."""
    return prop is not None and name_rank(prop) > 0


#: A vertex id that reads as a name, not a code: words with a space ("Engine 41", "Harbour Fish
#: Co"), Chinese, or one word of letters only ("Fulmar") — not ``pl07``, ``cu5``, ``rt3``.
_READABLE_ID = re.compile(r"^(?=.*\s)\S.*\S$|[\u4e00-\u9fff]|^[A-Za-z][a-z]{3,}$")
#: Share of a tag's sampled ids that must read as names for the ids to name the vertices.
READABLE_SHARE = 0.8


def readable_ids(vids: Iterable[object]) -> bool:
    """Whether a tag's vertex ids are its names (a graph with names as ids): then only a
    property *named* like a name may be shown instead (a yacht's ``sail_no`` is unique too,
    but "Fulmar" is what a person reads)."""
    seen = [str(v) for v in vids]
    return bool(seen) and sum(1 for v in seen if _READABLE_ID.search(v)) >= READABLE_SHARE * len(seen)


def display_property(
    rows: Iterable[Mapping[str, object]],
    *,
    string_props: Iterable[str] | None = None,
    names_as_ids: bool = False,
) -> str | None:
    """The display property of one tag, from its vertices' property maps (module doc).

    ``string_props`` limits the choice (e.g. the schema's string properties). None when no
    property is a short, mostly unique string — or, with ``names_as_ids`` (the ids read as
    names: :func:`readable_ids`), when none is named like a name: the id is shown.
    """
    allowed = set(string_props) if string_props is not None else None
    values: dict[str, list[str]] = {}
    total = 0
    for props in rows:
        total += 1
        for prop, value in props.items():
            if allowed is not None and prop not in allowed:
                continue
            if isinstance(value, str) and value.strip():
                values.setdefault(prop, []).append(value)
    best: tuple[float, str] | None = None
    for prop, vals in values.items():
        unique = len(set(vals)) / max(1, total)
        mean = sum(len(v) for v in vals) / len(vals)
        rank = name_rank(prop)
        if mean > MAX_MEAN_LENGTH or (unique < MIN_UNIQUE and rank < 2) or (names_as_ids and rank == 0):
            continue
        score = 2.0 * rank + unique - mean / (4 * MAX_MEAN_LENGTH)
        if best is None or score > best[0]:
            best = (score, prop)
    return best[1] if best else None


class VertexSource(Protocol):
    """Anything that lists a space's vertices (a backend, the embedded engine)."""

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]: ...


def display_properties(
    source: VertexSource, space: str | None = None, *, sample: int = 2_000
) -> dict[str, str]:
    """Tag → its display property, from up to ``sample`` vertices per tag of ``source``.

    ``source`` is anything with ``scan_vertices(space)`` (a backend, the embedded engine).
    Tags without a fitting property are left out.
    """
    rows: dict[str, list[Mapping[str, Value]]] = {}
    for v in source.scan_vertices(space):
        for tag, props in v.tags.items():
            bucket = rows.setdefault(tag, [])
            if len(bucket) < sample:
                bucket.append(props or {})
    out: dict[str, str] = {}
    for tag, props in rows.items():
        chosen = display_property(props)
        if chosen is not None:
            out[tag] = chosen
    return out


__all__ = [
    "NAME_WORDS",
    "display_properties",
    "display_property",
    "is_display_name",
    "name_rank",
    "readable_ids",
]
