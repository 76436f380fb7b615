"""``shortestPath`` / ``allShortestPaths`` patterns: breadth-first search per start vertex.

Why per (start, end) pair: NebulaGraph computes the shortest paths between every start
candidate and every end candidate, then filters with WHERE. A conjunct about only the start
(or only the end) therefore selects candidates before the search without changing the
result, which is what keeps ``allShortestPaths((a:player)-[*..5]-(b:team)) WHERE
a.player.name == …`` cheap. When start and end are the same vertex (two variables bound to
one vertex), NebulaGraph returns the shortest cycles through it (never the empty path).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from r3.engine.context import vid_of
from r3.engine.match.compile import PatternSpec, RelSpec, SeekHint
from r3.engine.match.expand import Binding, Matcher
from r3.engine.scope import Scope
from r3.values import List, Path, Step, Value, Vertex

if TYPE_CHECKING:
    from r3.engine.storage import EdgeRecord
    from r3.engine.storage_codec import Vid

#: ``accept(binding, names)``: whether ``binding`` passes the WHERE conjuncts that read
#: exactly the pattern variables ``names`` (and the input row): one end, or both ends.
Accept = Callable[[Binding, frozenset[str]], bool]

_Pred = tuple["Vid", "EdgeRecord", bool]


def match_shortest(
    m: Matcher,
    spec: PatternSpec,
    binding: Mapping[str, Value],
    hints: list[SeekHint],
    scope: Scope,
    accept: Accept | None = None,
) -> Iterator[Binding]:
    """Every binding of ``spec`` (a one-relationship shortest-path pattern) extending ``binding``."""
    ctx = m.ctx
    bound = dict(binding)
    node_props = [[(t, p, m.eval(e, scope)) for t, p, e in n.props] for n in spec.nodes]
    rel = spec.rels[0]
    rel_props = [(p, m.eval(e, scope)) for p, e in rel.props]
    ends: list[list[Vertex]] = []
    for i, node in enumerate(spec.nodes):
        cost, vids = m.candidates(node, node_props[i], bound, hints, scope)
        if vids is None:
            vids = m.scan(node, node_props[i])
        found: list[Vertex] = []
        for vid in dict.fromkeys(vids):
            vertex = ctx.vertex(vid)
            if vertex is None or not m.node_ok(node, vertex, node_props[i]):
                continue
            if (
                accept is not None
                and node.name not in bound
                and not accept({**bound, node.name: vertex}, frozenset([node.name]))
            ):
                continue
            found.append(vertex)
        ends.append(found)
    starts, targets = ends
    if not starts or not targets:
        return
    hi = rel.max_hops if rel.max_hops is not None else ctx.limits.max_steps
    only_one = spec.shortest == "shortestPath"
    by_vid = {vid_of(t): t for t in targets}
    a_name, b_name = spec.nodes[0].name, spec.nodes[1].name
    pair = frozenset([a_name, b_name])
    for a in starts:
        if rel.max_hops == 0:
            continue  # ``*0``: a zero-length shortest path is never returned
        wanted = set(by_vid)
        if accept is not None and a_name not in bound and b_name not in bound:
            wanted = {t for t in wanted if accept({**bound, a_name: a, b_name: by_vid[t]}, pair)}
        if not wanted:
            continue
        paths = _search(m, rel, rel_props, a, wanted, hi)
        for b_vid, found_paths in paths.items():
            b = by_vid[b_vid]
            for steps in found_paths[:1] if only_one else found_paths:
                out = dict(bound)
                out[a_name] = a
                out[b_name] = b
                edges = [s.edge for s in steps]
                out[rel.name] = List(edges) if rel.var_length else edges[0]
                if spec.path_var:
                    out[spec.path_var] = Path(a, tuple(steps))
                yield out


def _search(
    m: Matcher, rel: RelSpec, props: list[tuple[str, Value]], a: Vertex, targets: set[Vid], hi: int
) -> dict[Vid, list[list[Step]]]:
    """Shortest paths from ``a`` to each reachable target (cycles when ``a`` is a target)."""
    out: dict[Vid, list[list[Step]]] = {}
    start = vid_of(a)
    others = targets - {start}
    if others:
        out.update(_bfs(m, rel, props, a, others, hi))
    if start in targets:
        cycles = _cycles(m, rel, props, a, hi)
        if cycles:
            out[start] = cycles
    return out


def _layers(
    m: Matcher,
    rel: RelSpec,
    props: list[tuple[str, Value]],
    a: Vertex,
    hi: int,
    targets: set[Vid] | None,
    forward: bool = True,
) -> dict[Vid, list[_Pred]]:
    """Breadth-first search from ``a``: every vertex's shortest-path predecessors, up to ``hi``
    hops (stopping early once all ``targets`` are reached); ``forward=False`` walks the
    relationship against its direction (the end-side half of a bidirectional search)."""
    ctx = m.ctx
    start = vid_of(a)
    dist: dict[Vid, int] = {start: 0}
    preds: dict[Vid, list[_Pred]] = {}
    frontier = [start]
    remaining = None if targets is None else set(targets)
    depth = 0
    while frontier and remaining != set() and depth < hi:
        depth += 1
        nxt: list[Vid] = []
        for vid in frontier:
            for rec, other, rev in m.edges_from(vid, rel, forward):
                ctx.charge()
                if not m.edge_ok(rec, props):
                    continue
                d = dist.get(other)
                if d is None:
                    if ctx.vertex(other) is None:
                        continue
                    dist[other] = depth
                    preds[other] = [(vid, rec, rev)]
                    nxt.append(other)
                elif d == depth:
                    preds[other].append((vid, rec, rev))
        if remaining is not None:
            remaining -= set(nxt)
        frontier = nxt
    return preds


def _bfs(
    m: Matcher, rel: RelSpec, props: list[tuple[str, Value]], a: Vertex, targets: set[Vid], hi: int
) -> dict[Vid, list[list[Step]]]:
    preds = _layers(m, rel, props, a, hi, targets)
    start = vid_of(a)
    return {t: list(_unwind(m, t, start, preds)) for t in targets if t in preds}


def _unwind(m: Matcher, vid: Vid, start: Vid, preds: dict[Vid, list[_Pred]]) -> Iterator[list[Step]]:
    """Every predecessor chain from ``vid`` back to ``start``, as steps in walking order."""
    if vid == start:
        yield []
        return
    vertex = m.ctx.vertex(vid)
    assert vertex is not None
    for prev, rec, rev in preds[vid]:
        step = Step(m.edge_value(rec, rev), vertex)
        for head in _unwind(m, prev, start, preds):
            yield [*head, step]


def _cycles(m: Matcher, rel: RelSpec, props: list[tuple[str, Value]], a: Vertex, hi: int) -> list[list[Step]]:
    """The shortest cycles through ``a``, as NebulaGraph's bidirectional search finds them.

    One half of the search walks from ``a`` along the relationship, the other from ``a``
    against it; they meet at a vertex ``x`` reached by both at the same depth d. A cycle is
    a shortest path ``a → x`` followed by a shortest path ``x → a``; so only even lengths
    ``2d <= hi`` exist. The search stops at the first depth where the halves meet and only
    then drops the walks that use an edge twice: when every walk of that depth does (``a``'s
    one edge out and back again), there is no cycle, not a longer one — NebulaGraph's TCK
    counts 1062 paths for ``allShortestPaths((a)-[e*..5]-(b)) WHERE id(a) == 'Tim Duncan'
    OR id(b) IN [...]``, without the two 4-edge cycles through "Yao Ming" a longer search finds.
    """
    out_preds = _layers(m, rel, props, a, hi // 2, None, True)
    in_preds = _layers(m, rel, props, a, hi // 2, None, False)
    by_depth: dict[int, list[Vid]] = {}
    outs: dict[Vid, list[list[Step]]] = {}
    ins: dict[Vid, list[list[Step]]] = {}
    start = vid_of(a)
    for x in out_preds.keys() & in_preds.keys():
        outs[x] = list(_unwind(m, x, start, out_preds))
        ins[x] = list(_unwind(m, x, start, in_preds))
        if len(outs[x][0]) == len(ins[x][0]):
            by_depth.setdefault(len(outs[x][0]), []).append(x)
    if not by_depth:
        return []
    found: list[list[Step]] = []
    for x in by_depth[min(by_depth)]:
        for left in outs[x]:
            for right in ins[x]:
                back = _walk_back(right, a)
                keys = [(s.edge.src, s.edge.type, s.edge.rank, s.edge.dst) for s in (*left, *back)]
                if len(set(keys)) == len(keys):
                    found.append([*left, *back])
    return found


def _walk_back(steps: list[Step], start: Vertex) -> list[Step]:
    """A path found walking from ``start`` against the relationship, read the other way:
    ending at ``start`` (its edges already carry the direction of that reading)."""
    vertices = [start, *(s.vertex for s in steps)]
    return [Step(steps[i].edge, vertices[i]) for i in range(len(steps) - 1, -1, -1)]


__all__ = ["Accept", "match_shortest"]
