"""What the data says about a graph: one bounded scan feeding intent enumeration.

Why read the data and not only the schema: a schema says ``serve`` exists, not that it
goes from ``player`` to ``team`` (endpoint pairs), which string property names a vertex
(display), which properties are categories worth filtering on, which numbers are typical,
nor which vertices actually have a ``serve`` edge. Intents built from the schema alone ask
about vertices that do not exist or edges nobody has; intents built from the data return
rows.

Why bounded: a graph of ~100k vertices must be profiled in seconds, so the scan stops
after ``max_vertices`` / ``max_edges`` records (the prefix is a fair sample of the types;
the samples inside it are seeded reservoirs) and keeps only what enumeration needs.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from r3.contracts.backend import GraphBackend
from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.graph.display import display_property
from r3.understand.profile import DISPLAY_SAMPLE

#: Property names that read as a vertex's name (exact, or as the last ``_`` part).
#: A string property with at most this many distinct values (and repeats) is a category.
MAX_CATEGORIES = 40
_RESERVOIR = 400


@dataclass
class PropStats:
    """Values seen for one ``owner.prop``: how many, a sample, distinct counts (capped)."""

    seen: int = 0
    sample: list[Any] = field(default_factory=list)
    distinct: Counter[Any] = field(default_factory=Counter)
    capped: bool = False

    def add(self, value: Any, rng: random.Random) -> None:
        self.seen += 1
        if len(self.sample) < _RESERVOIR:
            self.sample.append(value)
        else:
            j = int(rng.random() * self.seen)
            if j < _RESERVOIR:
                self.sample[j] = value
        if not self.capped:
            self.distinct[value] += 1
            if len(self.distinct) > 4 * MAX_CATEGORIES:
                self.capped = True


@dataclass
class GraphData:
    """The profile of one space (see the module doc); built by :func:`profile_graph`."""

    space: str
    schema: SpaceSchema
    #: vid → {tag: props} of every scanned vertex.
    vertices: dict[Any, Mapping[str, Mapping[str, Any]]] = field(default_factory=dict)
    tag_counts: Counter[str] = field(default_factory=Counter)
    #: Vertices per tag, in scan order (anchors are drawn from here).
    by_tag: dict[str, list[Any]] = field(default_factory=dict)
    #: (edge, src tag, dst tag) → count, read from the scanned edges' endpoint vertices.
    endpoints: Counter[tuple[str, str, str]] = field(default_factory=Counter)
    #: Adjacency: vid → [(edge, other vid, edge props)] out and in.
    out_edges: dict[Any, list[tuple[str, Any, Mapping[str, Any]]]] = field(default_factory=dict)
    in_edges: dict[Any, list[tuple[str, Any, Mapping[str, Any]]]] = field(default_factory=dict)
    #: (owner, prop) → value statistics, for tags (``owner`` a tag) and edges.
    props: dict[tuple[str, str], PropStats] = field(default_factory=dict)
    #: tag → display property (a name-like string property); absent: the vid is the name.
    display: dict[str, str] = field(default_factory=dict)
    #: tag → display value → how many vertices carry it (an ambiguous name is no anchor).
    display_counts: dict[str, Counter[Any]] = field(default_factory=dict)
    truncated: bool = False

    # ------------------------------------------------------------------ reading
    def tags_of(self, vid: Any) -> list[str]:
        return list(self.vertices.get(vid, {}))

    def value(self, vid: Any, tag: str, prop: str) -> Any:
        return self.vertices.get(vid, {}).get(tag, {}).get(prop)

    def name_of(self, vid: Any, tag: str) -> Any:
        """The vertex's display value, or None when it has none / shares it with another vertex."""
        prop = self.display.get(tag)
        if prop is None:
            return vid if isinstance(vid, str) and vid.strip() else None
        value = self.value(vid, tag, prop)
        if not isinstance(value, str) or not value.strip():
            return None
        if self.display_counts.get(tag, Counter())[value] > 1:
            return None
        return value

    def edge_pairs(self) -> list[tuple[str, str, str]]:
        """(edge, src tag, dst tag) pairs seen in the data, most frequent first per edge."""
        return [k for k, _ in sorted(self.endpoints.items(), key=lambda kv: (kv[0][0], -kv[1], kv[0]))]

    def numeric_props(self, owner: str) -> list[str]:
        item = self.schema.tag(owner) or self.schema.edge(owner)
        if item is None:
            return []
        return [p.name for p in item.properties if p.is_numeric and self._has_values(owner, p.name)]

    def categorical_props(self, owner: str) -> list[str]:
        """String properties whose values repeat: few distinct values, each held by several vertices."""
        item = self.schema.tag(owner) or self.schema.edge(owner)
        if item is None:
            return []
        out = []
        for p in item.properties:
            st = self.props.get((owner, p.name))
            if not p.is_string or st is None or st.capped or p.name == self.display.get(owner):
                continue
            if 2 <= len(st.distinct) <= MAX_CATEGORIES and st.seen >= 2 * len(st.distinct):
                out.append(p.name)
        return out

    def _has_values(self, owner: str, prop: str) -> bool:
        st = self.props.get((owner, prop))
        return st is not None and len({v for v in st.sample}) >= 2


def profile_graph(
    backend: GraphBackend,
    space: str,
    schema: SpaceSchema,
    *,
    seed: int = 0,
    max_vertices: int = 200_000,
    max_edges: int = 400_000,
    on_record: Callable[[], None] | None = None,
) -> GraphData:
    """Scan ``space`` of ``backend`` (vertices, then edges) into a :class:`GraphData`."""
    rng = random.Random(seed)
    data = GraphData(space, schema)
    for n, vertex in enumerate(_scan(backend, "scan_vertices", space)):
        if n >= max_vertices:
            data.truncated = True
            break
        tags = vertex.tags
        data.vertices[vertex.vid] = tags
        for tag, props in tags.items():
            data.tag_counts[tag] += 1
            data.by_tag.setdefault(tag, []).append(vertex.vid)
            for name, value in (props or {}).items():
                if _usable(value):
                    _stats(data, tag, name).add(value, rng)
        if on_record is not None:
            on_record()
    for n, edge in enumerate(_scan(backend, "scan_edges", space)):
        if n >= max_edges:
            data.truncated = True
            break
        props = edge.props or {}
        data.out_edges.setdefault(edge.src, []).append((edge.type, edge.dst, props))
        data.in_edges.setdefault(edge.dst, []).append((edge.type, edge.src, props))
        for s in data.tags_of(edge.src):
            for d in data.tags_of(edge.dst):
                data.endpoints[(edge.type, s, d)] += 1
        for name, value in props.items():
            if _usable(value):
                _stats(data, edge.type, name).add(value, rng)
        if on_record is not None:
            on_record()
    for tag, vids in data.by_tag.items():
        item = schema.tag(tag)
        strings = [p.name for p in item.properties if p.is_string] if item is not None else []
        rows = (data.vertices[v].get(tag) or {} for v in vids[:DISPLAY_SAMPLE])
        prop = display_property(rows, string_props=strings)
        if prop is not None:
            data.display[tag] = prop
            data.display_counts[tag] = Counter(
                data.value(v, tag, prop) for v in data.by_tag[tag] if data.value(v, tag, prop) is not None
            )
    return data


def _usable(value: Any) -> bool:
    """Plain values only: NULLs, lists and temporal values are not drawn into conditions."""
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return value == value  # not NaN
    return isinstance(value, str) and bool(value.strip())


def _stats(data: GraphData, owner: str, name: str) -> PropStats:
    found = data.props.get((owner, name))
    if found is None:
        found = data.props[(owner, name)] = PropStats()
    return found


def _scan(backend: GraphBackend, method: str, space: str) -> Iterable[Any]:
    """The backend's scan (``method``: ``scan_vertices`` or ``scan_edges``); on the embedded
    engine (a backend with a ``store``) its storage records (same ``vid``/``tags``,
    ``src``/``dst``/``type``/``props`` fields, NULL as None), skipping the conversion into
    value objects that dominates a scan of a large graph."""
    vertices = method == "scan_vertices"
    if backend.store is not None:
        try:
            stored = backend.store.space(space)
            return stored.scan_vertices() if vertices else stored.scan_edges()
        except (KeyError, R3Error):
            pass
    return backend.scan_vertices(space) if vertices else backend.scan_edges(space)


__all__ = ["GraphData", "PropStats", "profile_graph"]
