"""Path search over the in-memory adjacency: shortest paths and bounded path enumeration.

Shared by ``FIND PATH`` (:mod:`r3.engine.exec_path`) and usable by MATCH's
``shortestPath``/``allShortestPaths``. Results are :class:`RawPath` (vertex ids and edge
records); :meth:`RawPath.to_value` turns one into an r3 :class:`~r3.values.Path` with or
without properties, because FIND PATH prints bare vertices unless ``WITH PROP`` is given.

What NebulaGraph 3.x does, and this module reproduces:

- **Shortest paths** (``BFSShortestPath`` / ``MultiShortestPath``) are found by a
  bidirectional breadth-first search per (source, target) pair: round ``k`` grows the
  source's layer ``k`` and the target's (backward) layer ``k``; the pair meets at the
  vertices of the source's layer ``k`` that are in the target's layer ``k-1`` (paths of
  length ``2k-1``) or, failing that and if ``2k <= UPTO``, layer ``k`` (length ``2k``).
  Every combination of a shortest half from each side is a path, except those that use the
  same stored edge twice; the pair is then finished, even if that filter left nothing. Each
  side keeps its own visited set, so a search never returns to its own root: FROM "a" TO
  "a" therefore yields the shortest cycles through "a" (at least two distinct edges).
  ``single`` keeps one path per pair (``FIND SINGLE SHORTEST PATH``).
- **All paths** (``FIND ALL PATH``) are the walks of 1..UPTO edges from a source to a
  target that use no stored edge twice — vertices may repeat, also the target itself;
  ``FIND NOLOOP PATH`` wants no repeated vertex instead. The enumeration is depth-first,
  pruned by a backward BFS (a vertex farther from every target than the steps left is not
  entered), and charged to the context's guards so that ``UPTO 100 STEPS`` on a dense graph
  stops with a clean error instead of running for ever.
- A vertex that does not exist (the dangling end of an edge) is walked like any other:
  NebulaGraph's storage lists a vid's edges whether or not the vertex has tags.
- The optional ``edge_filter(record, reversed)`` is the WHERE clause pushed into the
  expansion: an edge it rejects is not walked. ``reversed`` tells whether the edge is
  walked against its stored direction from the vertex being expanded (NebulaGraph's
  ``GetNeighbors`` view, where ``_src`` is the expanded vertex).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Literal, NamedTuple

from r3.values import Edge, Map, Path, Step, Vertex

if TYPE_CHECKING:
    from r3.engine.context import ExecContext
    from r3.engine.storage import EdgeRecord
    from r3.engine.storage_codec import EdgeKey, Vid

Direction = Literal["out", "in", "both"]
EdgeFilter = Callable[["EdgeRecord", bool], bool]
"""``edge_filter(record, reversed) -> keep``; see the module docstring."""

DEFAULT_UPTO = 5
"""``UPTO`` when a FIND PATH does not say (NebulaGraph's default)."""


class Hop(NamedTuple):
    """One edge of a path, in walking order: ``reversed`` when walked from ``rec.dst`` to ``rec.src``."""

    rec: EdgeRecord
    reversed: bool

    @property
    def source(self) -> Vid:
        return self.rec.dst if self.reversed else self.rec.src

    @property
    def target(self) -> Vid:
        return self.rec.src if self.reversed else self.rec.dst


class RawPath(NamedTuple):
    """A found path as ids and edge records (cheap to build; converted once at the end)."""

    start: Vid
    hops: tuple[Hop, ...]

    @property
    def end(self) -> Vid:
        return self.hops[-1].target if self.hops else self.start

    def to_value(self, ctx: ExecContext, *, with_props: bool) -> Path:
        """An r3 Path: stored tags and properties with ``with_props``, else bare vertices and
        edges without properties (FIND PATH without ``WITH PROP``)."""
        if with_props:
            vertex: Callable[[Vid], Vertex] = ctx.vertex_or_bare
        else:
            vertex = Vertex
        steps = tuple(Step(_edge_value(ctx, h, with_props), vertex(h.target)) for h in self.hops)
        return Path(vertex(self.start), steps)


def _edge_value(ctx: ExecContext, hop: Hop, with_props: bool) -> Edge:
    rec = hop.rec
    if with_props:
        return ctx.edge(rec, reversed=hop.reversed)
    return Edge(rec.src, rec.dst, rec.type, rec.rank, Map(), reversed=hop.reversed)


def has_duplicate_edges(hops: Iterable[Hop]) -> bool:
    """Whether a path walks one stored edge twice (in either direction)."""
    seen: set[EdgeKey] = set()
    for h in hops:
        key = h.rec.key
        if key in seen:
            return True
        seen.add(key)
    return False


# --------------------------------------------------------------------------- adjacency


class Neighbours:
    """The edges to follow from a vertex, cached per vid and charged to the context's guards.

    ``backward=False``: the hops that leave ``vid`` in the walking direction, paired with the
    vertex they reach. ``backward=True``: the hops that *arrive* at ``vid`` (the search from
    a target), paired with the vertex they come from; hops keep the orientation of the final
    path, so the two halves of a meeting can simply be concatenated.
    """

    def __init__(
        self,
        ctx: ExecContext,
        edge_types: Iterable[str],
        direction: Direction,
        edge_filter: EdgeFilter | None = None,
        *,
        backward: bool = False,
    ) -> None:
        self.ctx = ctx
        self.space = ctx.space
        self.edge_types = tuple(edge_types)
        self.direction = direction
        self.edge_filter = edge_filter
        self.backward = backward
        self._cache: dict[Vid, list[tuple[Hop, Vid]]] = {}

    def __call__(self, vid: Vid) -> list[tuple[Hop, Vid]]:
        found = self._cache.get(vid)
        if found is None:
            found = self._cache[vid] = self._load(vid)
        return found

    def _load(self, vid: Vid) -> list[tuple[Hop, Vid]]:
        space, types, keep = self.space, self.edge_types, self.edge_filter
        walk_out = self.direction in ("out", "both")
        walk_in = self.direction in ("in", "both")
        out: list[tuple[Hop, Vid]] = []
        # stored edges leaving vid: walked forwards (out) — or, searching backwards for an
        # "in" walk, the final path crosses them from their dst to vid, i.e. reversed
        if (walk_out and not self.backward) or (walk_in and self.backward):
            rev = self.backward
            for rec in space.out_edges(vid, types):
                if keep is None or keep(rec, False):
                    out.append((Hop(rec, rev), rec.dst))
        if (walk_in and not self.backward) or (walk_out and self.backward):
            rev = not self.backward
            for rec in space.in_edges(vid, types):
                if keep is None or keep(rec, True):
                    out.append((Hop(rec, rev), rec.src))
        self.ctx.charge(len(out) + 1)
        return out


# --------------------------------------------------------------------------- shortest paths


class _Layers:
    """One side of a bidirectional BFS: ``layers[k]`` maps each vertex first reached at depth
    ``k`` to its ``(previous vertex, hop)`` predecessors (every edge that reached it then)."""

    __slots__ = ("root", "layers", "visited", "nb")

    def __init__(self, root: Vid, nb: Neighbours) -> None:
        self.root = root
        self.nb = nb
        self.layers: list[dict[Vid, list[tuple[Vid, Hop]]]] = [{root: []}]
        self.visited: set[Vid] = {root}

    def layer(self, k: int) -> dict[Vid, list[tuple[Vid, Hop]]]:
        while len(self.layers) <= k:
            frontier = self.layers[-1]
            nxt: dict[Vid, list[tuple[Vid, Hop]]] = {}
            visited = self.visited
            for vid in frontier:
                for hop, other in self.nb(vid):
                    if other in visited:
                        continue
                    preds = nxt.get(other)
                    if preds is None:
                        nxt[other] = [(vid, hop)]
                    else:
                        preds.append((vid, hop))
            visited.update(nxt)
            self.layers.append(nxt)
        return self.layers[k]

    def chains(self, vid: Vid, depth: int) -> Iterator[list[Hop]]:
        """Every hop chain between the root and ``vid`` (found at ``depth``), in walking order
        (root first for a forward side, ``vid`` first for a backward side)."""
        if depth == 0:
            yield []
            return
        backward = self.nb.backward
        for prev, hop in self.layers[depth][vid]:
            for chain in self.chains(prev, depth - 1):
                yield [hop, *chain] if backward else [*chain, hop]


def shortest_paths(
    ctx: ExecContext,
    sources: Iterable[Vid],
    targets: Iterable[Vid],
    edge_types: Iterable[str],
    direction: Direction,
    max_steps: int,
    *,
    single: bool = False,
    edge_filter: EdgeFilter | None = None,
) -> list[RawPath]:
    """The shortest paths of at most ``max_steps`` edges from each source to each target.

    ``sources``/``targets`` are vertex ids (duplicates ignored; ids without edges find
    nothing); ``edge_types`` the edge type names to walk; ``direction`` ``"out"`` (follow
    edges), ``"in"`` (walk them backwards, REVERSELY) or ``"both"`` (BIDIRECT). Every
    shortest path of each (source, target) pair is returned, or one per pair with
    ``single``. A pair whose ends are the same vertex yields its shortest cycles. See the
    module docstring for the exact NebulaGraph semantics, and ``edge_filter``.
    """
    srcs = list(dict.fromkeys(sources))
    dsts = list(dict.fromkeys(targets))
    out: list[RawPath] = []
    if not srcs or not dsts or max_steps < 1:
        return out
    types = tuple(edge_types)
    fwd = Neighbours(ctx, types, direction, edge_filter)
    bwd = Neighbours(ctx, types, direction, edge_filter, backward=True)
    left = {s: _Layers(s, fwd) for s in srcs}
    right = {t: _Layers(t, bwd) for t in dsts}
    pending = [(s, t) for s in srcs for t in dsts]
    rounds = (max_steps + 1) // 2
    for k in range(1, rounds + 1):
        ctx.check_steps(2 * k - 1)
        still: list[tuple[Vid, Vid]] = []
        for s, t in pending:
            ls, rt = left[s], right[t]
            here = ls.layer(k)
            meet = [v for v in here if v in rt.layer(k - 1)]
            depth = k - 1
            if not meet and 2 * k <= max_steps:
                theirs = rt.layer(k)
                meet = [v for v in here if v in theirs]
                depth = k
            if meet:
                _join(ctx, ls, rt, meet, k, depth, single, out)
            elif k < rounds and here and rt.layer(k):
                still.append((s, t))  # both sides can still grow: try the next round
        pending = still
        if not pending:
            break
    return out


def _join(
    ctx: ExecContext,
    ls: _Layers,
    rt: _Layers,
    meet: list[Vid],
    left_depth: int,
    right_depth: int,
    single: bool,
    out: list[RawPath],
) -> None:
    """Append the paths of one pair that meet at ``meet`` (halves of the given depths)."""
    start = ls.root
    for v in meet:
        rights = list(rt.chains(v, right_depth))
        for lp in ls.chains(v, left_depth):
            for rp in rights:
                hops = (*lp, *rp)
                ctx.charge()
                if has_duplicate_edges(hops):
                    continue
                out.append(RawPath(start, hops))
                if single:
                    return
        ctx.check_rows(len(out))


# --------------------------------------------------------------------------- all paths


def all_paths(
    ctx: ExecContext,
    sources: Iterable[Vid],
    targets: Iterable[Vid],
    edge_types: Iterable[str],
    direction: Direction,
    max_steps: int,
    *,
    no_loop: bool = False,
    edge_filter: EdgeFilter | None = None,
) -> list[RawPath]:
    """Every path of 1..``max_steps`` edges from a source to a target (FIND ALL / NOLOOP PATH).

    ALL: no stored edge twice (vertices may repeat); ``no_loop``: no vertex twice. Arguments
    as in :func:`shortest_paths`. The walk is charged to ``ctx`` (expansion, row and time
    guards), so a search that would explode stops with a QueryExecutionError.
    """
    srcs = list(dict.fromkeys(sources))
    goal = set(targets)
    out: list[RawPath] = []
    if not srcs or not goal or max_steps < 1:
        return out
    types = tuple(edge_types)
    nb = Neighbours(ctx, types, direction, edge_filter)
    dist = _distances_to(goal, Neighbours(ctx, types, direction, edge_filter, backward=True), max_steps)
    for s in srcs:
        if s in dist:
            _walk(ctx, s, nb, goal, dist, max_steps, no_loop, out)
    return out


def _distances_to(goal: set[Vid], bwd: Neighbours, limit: int) -> dict[Vid, int]:
    """Fewest edges from each vertex to the nearest target (within ``limit``): a lower bound
    that lets the enumeration skip vertices it could not come back from in time."""
    dist = dict.fromkeys(goal, 0)
    frontier = list(goal)
    for depth in range(1, limit + 1):
        nxt = []
        for vid in frontier:
            for _, other in bwd(vid):
                if other not in dist:
                    dist[other] = depth
                    nxt.append(other)
        if not nxt:
            break
        frontier = nxt
    return dist


def _walk(
    ctx: ExecContext,
    start: Vid,
    nb: Neighbours,
    goal: set[Vid],
    dist: dict[Vid, int],
    max_steps: int,
    no_loop: bool,
    out: list[RawPath],
) -> None:
    """Depth-first enumeration from ``start`` with an explicit stack (no recursion limit)."""
    hops: list[Hop] = []
    used: set[EdgeKey] = set()  # stored edge keys on the path (ALL) …
    on_path: set[Vid] = {start}  # … or vertices on the path (NOLOOP)
    stack: list[Iterator[tuple[Hop, Vid]]] = [iter(nb(start))]
    deepest = 0
    while stack:
        nxt = next(stack[-1], None)
        if nxt is None:
            stack.pop()
            if hops:
                _undo(hops.pop(), used, on_path, no_loop)
            continue
        hop, other = nxt
        depth = len(hops) + 1
        if no_loop:
            if other in on_path:
                continue
        elif hop.rec.key in used:
            continue
        if dist.get(other, max_steps + 1) > max_steps - depth:
            continue  # no target within the steps left
        ctx.charge()
        hops.append(hop)
        if no_loop:
            on_path.add(other)
        else:
            used.add(hop.rec.key)
        if other in goal:
            out.append(RawPath(start, tuple(hops)))
            if not len(out) & 0x3FF:
                ctx.check_rows(len(out))
        if depth > deepest:
            deepest = depth
            ctx.check_steps(depth)
        if depth < max_steps:
            stack.append(iter(nb(other)))
        else:
            _undo(hops.pop(), used, on_path, no_loop)


def _undo(hop: Hop, used: set[EdgeKey], on_path: set[Vid], no_loop: bool) -> None:
    if no_loop:
        on_path.discard(hop.target)
    else:
        used.discard(hop.rec.key)


__all__ = [
    "DEFAULT_UPTO",
    "Direction",
    "EdgeFilter",
    "Hop",
    "Neighbours",
    "RawPath",
    "all_paths",
    "has_duplicate_edges",
    "shortest_paths",
]
