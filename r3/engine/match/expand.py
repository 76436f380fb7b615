"""Enumerate the bindings of one path pattern: pick a start node, then walk the edges.

Why a hand-written depth-first walk instead of NebulaGraph's operator pipeline
(IndexScan → AppendVertices → Traverse → …): the results are the same multiset, and one
recursive walk over the in-memory adjacency needs no intermediate tables. What must match
NebulaGraph exactly is encoded here:

- the start: a bound variable, else the cheapest of ``id(v) ==/IN`` conjuncts, an index seek
  on a ``{prop: value}`` map or a ``v.tag.prop ==`` conjunct, a tag scan, a full scan;
- a vertex that does not exist (the missing end of a dangling edge) is walked through as a
  vertex without tags, but a path whose last node (in walk order) does not exist is dropped,
  as NebulaGraph's final AppendVertices does;
- an edge is used at most once in one path (relationship uniqueness), identified by
  ``(src, type, rank, dst)``; an undirected relationship matches each stored edge once per
  direction it can be walked;
- a variable-length relationship binds the list of its edges; ``*0..n`` also yields the
  zero-length hop, where both ends are the same vertex.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from r3.engine.context import vid_of
from r3.engine.functions_core import TYPE_ERROR
from r3.engine.match.compile import NodeSpec, PatternSpec, RelSpec, SeekHint
from r3.engine.scope import MISSING, Scope
from r3.engine.storage_codec import EdgeKey, EdgeRecord, PropValue, Vid
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.lang.column_names import column_name
from r3.values import Edge, Empty, List, Null, Path, Set, Step, Value, Vertex

if TYPE_CHECKING:
    from r3.engine.context import ExecContext

Binding = dict[str, Value]
EvalFn = Callable[[A.Expr, Scope], Value]

_FLIP = {"out": "in", "in": "out", "both": "both"}


def prop_equal(stored: PropValue, value: Value) -> bool:
    """``stored == value`` as a pattern's property map compares: NULL never matches, numbers by
    value (``{age: 20.0}`` finds 20), everything else of the same type only."""
    if stored is None or isinstance(stored, (Null, Empty)) or isinstance(value, (Null, Empty)):
        return False
    if isinstance(stored, bool) or isinstance(value, bool):
        return type(stored) is type(value) and stored == value
    if isinstance(stored, (int, float)) and isinstance(value, (int, float)):
        return bool(stored == value)
    return type(stored) is type(value) and bool(stored == value)


@dataclass
class _Hop:
    """What one relationship matched: its edges (left-to-right) and the vertices between them."""

    edges: list[Edge]
    inner: list[Vertex]
    keys: list[EdgeKey]
    end: Vid  # vid reached


class Matcher:
    """Matches path patterns against one space for one query (see the module docstring)."""

    def __init__(self, ctx: ExecContext, eval_fn: EvalFn) -> None:
        self.ctx = ctx
        self.space = ctx.space
        self.eval = eval_fn
        self._edges: dict[tuple[Vid, str, int, Vid, bool], Edge] = {}

    def edge_value(self, rec: EdgeRecord, reversed: bool) -> Edge:
        """The r3 value of a stored edge walked one way (cached: paths share their edges)."""
        key = (rec.src, rec.type, rec.rank, rec.dst, reversed)
        edge = self._edges.get(key)
        if edge is None:
            edge = self._edges[key] = self.ctx.edge(rec, reversed=reversed)
        return edge

    # ------------------------------------------------------------------ entry point

    def _prop_value(self, e: A.Expr, scope: Scope) -> Value:
        """A pattern's property value; a constant of the wrong types is NebulaGraph's
        "Type error `("24"-1)'" (its MatchValidator folds the map, TCK match/Base.feature)."""
        try:
            return self.eval(e, scope)
        except QuerySemanticError as err:
            if "is not a valid expression, can not apply" not in str(err):
                raise
            raise QuerySemanticError(TYPE_ERROR.format(expr=column_name(e))) from err

    def match(
        self,
        spec: PatternSpec,
        binding: Mapping[str, Value],
        hints: Sequence[SeekHint] = (),
        scope: Scope | None = None,
    ) -> Iterator[Binding]:
        """Every extension of ``binding`` by one match of ``spec`` (a new dict each)."""
        scope = scope or Scope(dict(binding))
        node_props = [[(t, p, self._prop_value(e, scope)) for t, p, e in n.props] for n in spec.nodes]
        rel_props = [[(p, self._prop_value(e, scope)) for p, e in r.props] for r in spec.rels]
        run = _Run(self, spec, dict(binding), node_props, rel_props)
        start, candidates = self._start(spec, run, hints, scope)
        if candidates is None:
            return
        n = len(spec.nodes)
        run.moves = [(i, i, i + 1, True) for i in range(start, n - 1)]
        run.moves += [(i - 1, i, i - 1, False) for i in range(start, 0, -1)]
        seen: set[Vid] = set()
        for vid in candidates:
            if vid in seen:
                continue
            seen.add(vid)
            if not run.bind_node(start, vid):
                continue
            yield from run.walk(0)
            run.unbind_node(start)

    # ------------------------------------------------------------------ start node

    def _start(
        self, spec: PatternSpec, run: _Run, hints: Sequence[SeekHint], scope: Scope
    ) -> tuple[int, list[Vid] | None]:
        """The node to start from and its candidate vids (None: nothing can match)."""
        best: tuple[float, int, list[Vid] | None] | None = None
        for i, node in enumerate(spec.nodes):
            cost, cands = self.candidates(node, run.node_props[i], run.bound, hints, scope)
            if best is None or cost < best[0]:
                best = (cost, i, cands)
            if cost == 0:
                break
        assert best is not None
        _, index, cands = best
        if cands is None:
            cands = self.scan(spec.nodes[index], run.node_props[index])
        return index, cands

    def candidates(
        self,
        node: NodeSpec,
        props: list[tuple[str, str, Value]],
        bound: Mapping[str, Value],
        hints: Sequence[SeekHint],
        scope: Scope,
    ) -> tuple[float, list[Vid] | None]:
        """(cost, vids) for starting at ``node``; vids None means "scan later if chosen"."""
        if node.name in bound:
            value = bound[node.name]
            return 0, [vid_of(value)] if isinstance(value, Vertex) else []
        best: tuple[float, list[Vid] | None] | None = None
        for h in hints:
            if h.var != node.name or not h.needs <= bound.keys() | _scope_names(scope):
                continue
            vids = self._hint_vids(h, scope)
            if vids is not None and (best is None or len(vids) < best[0]):
                best = (len(vids), vids)
        for tag, prop, value in props:
            ix = self.space.find_index("tag", tag, prop)
            if ix is not None and not isinstance(value, (Null, Empty)):
                vids = self._index_eq(ix.name, value)
                if vids is not None and (best is None or len(vids) < best[0]):
                    best = (len(vids), vids)
        if best is not None:
            return best[0] + 0.5, best[1]
        stats = self.space.stats()
        if node.labels:
            return min(stats.tags.get(t, 0) for t in node.labels) + 1.0, None
        return stats.vertices + 2.0, None

    def _hint_vids(self, h: SeekHint, scope: Scope) -> list[Vid] | None:
        value = self.eval(h.value, scope)
        if h.kind == "id_eq":
            return [value] if isinstance(value, (str, int)) and not isinstance(value, bool) else []
        if h.kind == "id_in":
            if isinstance(value, (List, Set)):
                return [v for v in value if isinstance(v, (str, int)) and not isinstance(v, bool)]
            return None  # not a list: let the WHERE clause report it
        assert h.tag is not None and h.prop is not None
        ix = self.space.find_index("tag", h.tag, h.prop)
        if ix is None or isinstance(value, (Null, Empty)):
            return None
        return self._index_eq(ix.name, value)

    def _index_eq(self, index: str, value: Value) -> list[Vid] | None:
        if isinstance(value, (List, Set, Vertex, Edge, Path)):
            return None
        try:
            found = self.space.index_seek(index, eq=value)
            # a tag index holds vids; equal values sit in the index by vid (its key: value, vid)
            return sorted(dict.fromkeys(v for v in found if not isinstance(v, EdgeRecord)))
        except TypeError:
            return None

    def scan(self, node: NodeSpec, props: list[tuple[str, str, Value]]) -> list[Vid]:
        """Every vertex ``node`` may be, in key order (NebulaGraph's storage is a sorted key-value
        store: a label's IndexScan or a ScanVertices meets the vertices by vid, not by load order,
        which a LIMIT without ORDER BY shows)."""
        self.ctx.charge()
        if node.labels:
            smallest = min(node.labels, key=lambda t: self.space.stats().tags.get(t, 0))
            return sorted(self.space.vids(smallest))
        return sorted(self.space.vids())

    # ------------------------------------------------------------------ hops

    def edges_from(self, vid: Vid, rel: RelSpec, forward: bool) -> Iterator[tuple[EdgeRecord, Vid, bool]]:
        """``(record, other end, reversed)`` for every stored edge ``rel`` may walk from ``vid``.

        ``reversed`` is relative to the pattern's left-to-right reading: True when that
        reading walks the stored edge from its dst to its src.
        """
        direction = rel.direction if forward else _FLIP[rel.direction]
        types = rel.types
        if direction in ("out", "both"):
            for rec in self.space.out_edges(vid, types):
                yield rec, rec.dst, not forward
        if direction in ("in", "both"):
            for rec in self.space.in_edges(vid, types):
                yield rec, rec.src, forward

    def edge_ok(self, rec: EdgeRecord, props: list[tuple[str, Value]]) -> bool:
        return all(prop_equal(rec.props.get(prop), value) for prop, value in props)

    def node_ok(self, node: NodeSpec, vertex: Vertex | None, props: list[tuple[str, str, Value]]) -> bool:
        if vertex is None:
            return False
        tags = vertex.tags
        for label in node.labels:
            if label not in tags:
                return False
        for tag, prop, value in props:
            tprops = tags.get(tag)
            if tprops is None or not prop_equal(tprops.get(prop), value):
                return False
        return True


def _scope_names(scope: Scope) -> set[str]:
    names: set[str] = set()
    s: Scope | None = scope
    while s is not None:
        names.update(s.bindings.keys())
        s = s.parent
    return names


class _Run:
    """The mutable state of matching one pattern for one input binding."""

    def __init__(
        self,
        m: Matcher,
        spec: PatternSpec,
        bound: Binding,
        node_props: list[list[tuple[str, str, Value]]],
        rel_props: list[list[tuple[str, Value]]],
    ) -> None:
        self.m = m
        self.ctx = m.ctx
        self.spec = spec
        self.bound = bound
        self.node_props = node_props
        self.rel_props = rel_props
        n = len(spec.nodes)
        self.vertices: list[Vertex | None] = [None] * n
        self.hops: list[_Hop | None] = [None] * len(spec.rels)
        self.used: set[EdgeKey] = set()
        self.moves: list[tuple[int, int, int, bool]] = []
        self._owned: list[bool] = [False] * n  # whether node i's name was bound here

    # -- nodes
    def bind_node(self, i: int, vid: Vid, *, must_exist: bool = True) -> bool:
        """Bind node ``i`` to ``vid``. Only the start and the node a walk ends on must exist:
        NebulaGraph traverses through a dangling edge's missing vertex (a vertex with no tags)
        and drops the path only at the final AppendVertices."""
        node = self.spec.nodes[i]
        prior = self.bound.get(node.name, MISSING)
        if prior is not MISSING and (not isinstance(prior, Vertex) or prior.vid != vid):
            return False
        vertex = self.ctx.vertex(vid) if must_exist else self.ctx.vertex_or_bare(vid)
        if vertex is None or not self.m.node_ok(node, vertex, self.node_props[i]):
            return False
        self.vertices[i] = vertex
        if prior is MISSING:
            self.bound[node.name] = vertex
            self._owned[i] = True
        return True

    def unbind_node(self, i: int) -> None:
        if self._owned[i]:
            del self.bound[self.spec.nodes[i].name]
            self._owned[i] = False
        self.vertices[i] = None

    # -- the walk
    def walk(self, k: int) -> Iterator[Binding]:
        if k == len(self.moves):
            yield self.result()
            return
        rel_i, frm, to, forward = self.moves[k]
        rel = self.spec.rels[rel_i]
        from_vertex = self.vertices[frm]
        assert from_vertex is not None
        hops = (
            self.var_hops(rel, rel_i, from_vertex, forward)
            if rel.var_length
            else self.one_hop(rel, rel_i, vid_of(from_vertex), forward)
        )
        for hop in hops:
            if not self.bind_rel(rel, rel_i, hop):
                continue
            if self.bind_node(to, hop.end, must_exist=k == len(self.moves) - 1):
                yield from self.walk(k + 1)
                self.unbind_node(to)
            self.unbind_rel(rel, rel_i, hop)

    def bind_rel(self, rel: RelSpec, i: int, hop: _Hop) -> bool:
        prior = self.bound.get(rel.name, MISSING)
        value: Value = List(hop.edges) if rel.var_length else hop.edges[0]
        if prior is not MISSING and prior != value:
            return False
        for key in hop.keys:
            if key in self.used:
                return False
        self.used.update(hop.keys)
        self.hops[i] = hop
        return True

    def unbind_rel(self, rel: RelSpec, i: int, hop: _Hop) -> None:
        self.used.difference_update(hop.keys)
        self.hops[i] = None

    def one_hop(self, rel: RelSpec, i: int, vid: Vid, forward: bool) -> Iterator[_Hop]:
        props = self.rel_props[i]
        prior = self.bound.get(rel.name, MISSING)
        for rec, other, rev in self.m.edges_from(vid, rel, forward):
            self.ctx.charge()
            if not self.m.edge_ok(rec, props):
                continue
            edge = self.m.edge_value(rec, rev)
            if prior is not MISSING and prior != edge:
                continue
            yield _Hop([edge], [], [rec.key], other)

    def var_hops(self, rel: RelSpec, i: int, start: Vertex, forward: bool) -> Iterator[_Hop]:
        """Trails of ``min..max`` edges from ``start`` (edges never repeat within the trail)."""
        lo, hi = rel.min_hops, rel.max_hops
        props = self.rel_props[i]
        ctx, m = self.ctx, self.m
        trail: list[tuple[EdgeRecord, bool, Vertex]] = []
        in_trail: set[EdgeKey] = set()
        used = self.used

        # an anonymous relationship outside a named path: only its end and edge keys matter
        values = rel.user or self.spec.path_var is not None

        def snapshot() -> _Hop:
            keys = [rec.key for rec, _, _ in trail]
            end = vid_of(trail[-1][2])
            if not values:
                return _Hop([], [], keys, end)
            edges = [m.edge_value(rec, rev) for rec, rev, _ in trail]
            inner = [v for _, _, v in trail[:-1]]
            if not forward:
                edges.reverse()
                keys.reverse()
                inner.reverse()
            return _Hop(edges, inner, keys, end)

        if lo == 0:
            yield _Hop([], [], [], vid_of(start))

        def deeper(vid: Vid, depth: int) -> Iterator[_Hop]:
            if hi is not None and depth >= hi:
                return
            if hi is None:
                ctx.check_steps(depth + 1)
            for rec, other, rev in m.edges_from(vid, rel, forward):
                ctx.charge()
                key = rec.key
                if key in in_trail or key in used or not m.edge_ok(rec, props):
                    continue
                vertex = ctx.vertex_or_bare(other)
                trail.append((rec, rev, vertex))
                in_trail.add(key)
                if depth + 1 >= lo:
                    yield snapshot()
                yield from deeper(other, depth + 1)
                trail.pop()
                in_trail.discard(key)

        yield from deeper(vid_of(start), 0)

    # -- results
    def result(self) -> Binding:
        out = dict(self.bound)
        spec = self.spec
        for i, rel in enumerate(spec.rels):
            hop = self.hops[i]
            assert hop is not None
            out[rel.name] = List(hop.edges) if rel.var_length else hop.edges[0]
        if spec.path_var:
            out[spec.path_var] = self.path()
        return out

    def path(self) -> Path:
        start = self.vertices[0]
        assert start is not None
        steps: list[Step] = []
        for i, hop in enumerate(self.hops):
            assert hop is not None
            end = self.vertices[i + 1]
            assert end is not None
            along = [*hop.inner, end]
            for edge, vertex in zip(hop.edges, along[len(along) - len(hop.edges) :], strict=True):
                steps.append(Step(edge, vertex))
        return Path(start, tuple(steps))


__all__ = ["Binding", "Matcher", "prop_equal"]
