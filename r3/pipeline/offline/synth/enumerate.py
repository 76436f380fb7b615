"""Intents from a graph's schema and data: the questions worth asking about *this* graph.

Why enumerate from the data (GQL2NL, as the R³-NL2GQL paper builds its corpus): a
question is only a useful demonstration when its query returns something, so every anchor
is a real vertex that has the edge the intent walks, every compared value is one the data
holds, and every threshold is placed between values the data has. One generator per shape
yields candidates forever-ish in a seeded order; the runner (:mod:`.synthesize`) executes them and
keeps the first ``per_shape`` that pass, so a shape the graph cannot serve simply yields
nothing useful and costs a bounded number of tries.

A step ``(edge, direction, from tag, to tag)`` is learned from the scanned edges' endpoint
tags, never from names.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from r3.pipeline.offline.synth.data import GraphData
from r3.understand.intent import Anchor, Condition, Hop, Intent, Order

#: (edge, direction, anchor tag, reached tag)
Step = tuple[str, str, str, str]
#: The shapes in the order they are synthesized (labels of :attr:`Intent.shape`).
SHAPES = (
    "one-hop",
    "reverse",
    "property",
    "comparison",
    "count",
    "aggregate",
    "top-k",
    "two-hop",
    "filter-hop",
    "both",
    "negation",
    "path",
    "subgraph",
)
_NUMERIC_OPS = (">", "<", ">=", "<=")


class Enumerator:
    """Candidate intents per shape over one :class:`GraphData` (seeded, deterministic)."""

    def __init__(self, data: GraphData, *, seed: int = 0, max_rows: int = 50) -> None:
        self.data = data
        self.seed = seed
        self.max_rows = max_rows
        #: step → vertices (of the step's anchor tag) that have it, in scan order.
        self.starts: dict[Step, dict[Any, None]] = {}
        for vid, edges in data.out_edges.items():
            self._index(vid, edges, "out")
        for vid, edges in data.in_edges.items():
            self._index(vid, edges, "in")
        self.steps = sorted(self.starts)

    def _index(self, vid: Any, edges: list[tuple[str, Any, Mapping[str, Any]]], direction: str) -> None:
        for edge, other, _ in edges:
            for s in self.data.tags_of(vid):
                for t in self.data.tags_of(other):
                    self.starts.setdefault((edge, direction, s, t), {})[vid] = None

    # ------------------------------------------------------------------ helpers
    def rng(self, shape: str) -> random.Random:
        """One generator per shape, so adding a shape never reshuffles another's picks."""
        return random.Random(f"{self.seed}:{shape}")

    def anchor(self, vid: Any, tag: str) -> Anchor | None:
        """A named anchor, or None when the vertex has no unambiguous display value."""
        name = self.data.name_of(vid, tag)
        if name is None:
            return None
        prop = self.data.display.get(tag)
        return Anchor(vid, tag, prop, name)

    def neighbours(self, vid: Any, step: Step) -> list[tuple[Any, Mapping[str, Any]]]:
        edge, direction, _, tag = step
        edges = self.data.out_edges if direction == "out" else self.data.in_edges
        return [
            (o, p) for e, o, p in edges.get(vid, ()) if e == edge and tag in self.data.vertices.get(o, {})
        ]

    def pick(
        self, rng: random.Random, step: Step, *, min_degree: int = 1
    ) -> tuple[Anchor, list[tuple[Any, Mapping[str, Any]]]] | None:
        """A named vertex having ``step`` at least ``min_degree`` times, and its neighbours."""
        vids = list(self.starts.get(step, {}))
        for vid in rng.sample(vids, min(len(vids), 12)):
            a = self.anchor(vid, step[2])
            nb = self.neighbours(vid, step)
            if a is not None and len({o for o, _ in nb}) >= min_degree:
                return a, nb
        return None

    def cycle(self, rng: random.Random, items: list[Any]) -> Iterator[Any]:
        """Items round-robin in a seeded order, reshuffled each round (every item gets turns)."""
        if not items:
            return
        for _ in range(64):
            order = list(items)
            rng.shuffle(order)
            yield from order

    def generate(self, shape: str) -> Iterator[Intent]:
        """The candidate intents of ``shape`` (one of :data:`SHAPES`), in a seeded order."""
        makers: dict[str, Callable[[random.Random], Iterator[Intent]]] = {
            "one-hop": self._one_hop,
            "reverse": self._reverse,
            "property": self._property,
            "comparison": self._comparison,
            "count": self._count,
            "aggregate": self._aggregate,
            "top-k": self._top_k,
            "two-hop": self._two_hop,
            "filter-hop": self._filter_hop,
            "both": self._both,
            "negation": self._negation,
            "path": self._path,
            "subgraph": self._subgraph,
        }
        if shape not in makers:
            raise ValueError(f"unknown shape {shape!r}; known: {', '.join(SHAPES)}")
        return makers[shape](self.rng(shape))

    # ------------------------------------------------------------------ shapes
    def _one_hop(self, rng: random.Random) -> Iterator[Intent]:
        yield from self._hop(rng, "out")

    def _reverse(self, rng: random.Random) -> Iterator[Intent]:
        yield from self._hop(rng, "in")

    def _hop(self, rng: random.Random, direction: str) -> Iterator[Intent]:
        for step in self.cycle(rng, [s for s in self.steps if s[1] == direction]):
            found = self.pick(rng, step)
            if found:
                yield Intent(target=step[3], anchors=(found[0],), hops=(_hop(step),))

    def _property(self, rng: random.Random) -> Iterator[Intent]:
        pairs = [
            (tag, p.name)
            for tag, item in sorted(self.data.schema.tags.items())
            for p in item.properties
            if p.name != self.data.display.get(tag) and (tag, p.name) in self.data.props
        ]
        for tag, prop in self.cycle(rng, pairs):
            vids = self.data.by_tag.get(tag, [])
            for vid in rng.sample(vids, min(len(vids), 8)):
                a = self.anchor(vid, tag)
                if a is not None and self.data.value(vid, tag, prop) is not None:
                    yield Intent(target=tag, anchors=(a,), returns=(prop,))
                    break

    def _conditions(self, rng: random.Random) -> list[tuple[str, str, str]]:
        out = [(t, p, "num") for t in sorted(self.data.by_tag) for p in self.data.numeric_props(t)]
        out += [(t, p, "cat") for t in sorted(self.data.by_tag) for p in self.data.categorical_props(t)]
        return out

    def condition(
        self, rng: random.Random, owner: str, prop: str, kind: str, on: str = "target"
    ) -> Condition | None:
        """A condition whose value comes from the data and keeps a small share of the vertices."""
        stats = self.data.props.get((owner, prop))
        if stats is None or not stats.sample:
            return None
        if kind == "cat":
            values = sorted(stats.distinct, key=str)
            return Condition(owner, prop, "==", rng.choice(values), on=on) if values else None  # type: ignore[arg-type]
        values = sorted(v for v in stats.sample if isinstance(v, (int, float)))
        if len(set(values)) < 2:
            return None
        op = rng.choice((*_NUMERIC_OPS, "=="))
        if op == "==":
            return Condition(owner, prop, op, rng.choice(values), on=on)  # type: ignore[arg-type]
        total = max(self.data.tag_counts.get(owner, 0), stats.seen, 1)
        share = min(0.25, max(3.0, self.max_rows / 3) / total)
        high = op.startswith(">")
        rank = int((1 - share if high else share) * (len(values) - 1))
        return Condition(owner, prop, op, values[rank], on=on)  # type: ignore[arg-type]

    def _comparison(self, rng: random.Random) -> Iterator[Intent]:
        for tag, prop, kind in self.cycle(rng, self._conditions(rng)):
            c = self.condition(rng, tag, prop, kind)
            if c is not None:
                yield Intent(target=tag, conditions=(c,))

    def _count(self, rng: random.Random) -> Iterator[Intent]:
        conditions = self._conditions(rng)
        for i, step in enumerate(self.cycle(rng, self.steps)):
            found = self.pick(rng, step, min_degree=2)
            if found:
                yield Intent(target=step[3], anchors=(found[0],), hops=(_hop(step),), aggregate="count")
            if conditions and i % 2:
                tag, prop, kind = rng.choice(conditions)
                c = self.condition(rng, tag, prop, kind)
                if c is not None:
                    yield Intent(target=tag, conditions=(c,), aggregate="count")

    def _aggregate(self, rng: random.Random) -> Iterator[Intent]:
        options = [(s, p) for s in self.steps for p in self.data.numeric_props(s[3])]
        for step, prop in self.cycle(rng, options):
            found = self.pick(rng, step, min_degree=2)
            if found:
                agg = rng.choice(("avg", "max", "min", "sum"))
                yield Intent(
                    target=step[3],
                    anchors=(found[0],),
                    hops=(_hop(step),),
                    aggregate=agg,
                    aggregate_prop=prop,
                )

    def _top_k(self, rng: random.Random) -> Iterator[Intent]:
        options: list[tuple[Step | None, str, str]] = [
            (s, s[3], p) for s in self.steps for p in self.data.numeric_props(s[3])
        ]
        options += [(None, t, p) for t in sorted(self.data.by_tag) for p in self.data.numeric_props(t)]
        for step, tag, prop in self.cycle(rng, options):
            k = rng.randint(2, 5)
            order = Order(tag, prop, descending=rng.random() < 0.6)
            if step is None:
                if self.data.tag_counts[tag] > k:
                    yield Intent(target=tag, order=order, limit=k)
                continue
            found = self.pick(rng, step, min_degree=k + 1)
            if found:
                yield Intent(target=tag, anchors=(found[0],), hops=(_hop(step),), order=order, limit=k)

    def _two_hop(self, rng: random.Random) -> Iterator[Intent]:
        for first in self.cycle(rng, self.steps):
            found = self.pick(rng, first)
            if not found:
                continue
            anchor, nb = found
            mid = rng.choice(nb)[0]
            seconds = [s for s in self.steps if s[2] == first[3] and mid in self.starts.get(s, {})]
            # Walking the first edge straight back mostly finds the anchor again.
            seconds = [
                s for s in seconds if not (s[0] == first[0] and s[1] != first[1] and s[3] == first[2])
            ] or seconds
            if seconds:
                second = rng.choice(seconds)
                yield Intent(target=second[3], anchors=(anchor,), hops=(_hop(first), _hop(second)))

    def _filter_hop(self, rng: random.Random) -> Iterator[Intent]:
        for step in self.cycle(rng, self.steps):
            found = self.pick(rng, step, min_degree=2)
            if not found:
                continue
            anchor, nb = found
            options = [
                (p, "target") for p in self.data.numeric_props(step[3]) + self.data.categorical_props(step[3])
            ]
            options += [(p, "edge") for p in self.data.numeric_props(step[0])]
            if not options:
                continue
            prop, on = rng.choice(options)
            if on == "edge":
                values = [p.get(prop) for _, p in nb]
            else:
                values = [self.data.value(o, step[3], prop) for o, _ in nb]
            c = _split(rng, step[0] if on == "edge" else step[3], prop, values, on)
            if c is not None:
                yield Intent(target=step[3], anchors=(anchor,), hops=(_hop(step),), conditions=(c,))

    def _both(self, rng: random.Random) -> Iterator[Intent]:
        for step in self.cycle(rng, self.steps):
            # Two anchors reaching the same vertex: look from a reached vertex back along the step.
            edge, direction, s, t = step
            back: Step = (edge, "in" if direction == "out" else "out", t, s)
            shared = [v for v in self.starts.get(back, {}) if len(self.neighbours(v, back)) >= 2]
            if not shared:
                continue
            middle = rng.choice(shared)
            names = [
                a for a in (self.anchor(o, s) for o, _ in self.neighbours(middle, back)) if a is not None
            ]
            unique = list({a.vid: a for a in names}.values())
            if len(unique) >= 2:
                a, b = rng.sample(unique, 2)
                yield Intent(target=t, anchors=(a, b), hops=(_hop(step),))

    def _negation(self, rng: random.Random) -> Iterator[Intent]:
        small = [s for s in self.steps if self.data.tag_counts[s[3]] <= 4 * self.max_rows]
        for step in self.cycle(rng, small):
            found = self.pick(rng, step)
            if found:
                yield Intent(target=step[3], anchors=(found[0],), hops=(_hop(step),), negated=True)

    def _path(self, rng: random.Random) -> Iterator[Intent]:
        starts = [v for v in self.data.out_edges if self.data.tags_of(v)]
        for _ in range(len(starts) and 400):
            vid = rng.choice(starts)
            here, seen = vid, {vid}
            for _ in range(rng.randint(2, 3)):
                nxt = [o for _, o, _ in self.data.out_edges.get(here, ()) if o not in seen]
                if not nxt:
                    break
                here = rng.choice(nxt)
                seen.add(here)
            if here == vid or not self.data.tags_of(here):
                continue
            a, b = self.anchor(vid, self.data.tags_of(vid)[0]), self.anchor(here, self.data.tags_of(here)[0])
            if a is not None and b is not None and a.value != b.value:
                yield Intent(kind="path", anchors=(a, b))

    def _subgraph(self, rng: random.Random) -> Iterator[Intent]:
        vids = [v for v in self.data.vertices if v in self.data.out_edges or v in self.data.in_edges]
        for vid in rng.sample(vids, min(len(vids), 400)):
            degree = len(self.data.out_edges.get(vid, ())) + len(self.data.in_edges.get(vid, ()))
            tags = self.data.tags_of(vid)
            if not tags or not 1 <= degree <= 12:
                continue
            a = self.anchor(vid, tags[0])
            if a is not None:
                yield Intent(kind="subgraph", anchors=(a,), steps=1)


def _hop(step: Step) -> Hop:
    return Hop(step[0], step[1], step[3])  # type: ignore[arg-type]


def _split(rng: random.Random, owner: str, prop: str, values: list[Any], on: str) -> Condition | None:
    """A condition that keeps some but not all of ``values`` (the neighbours' own values)."""
    nums = sorted({v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)})
    if len(nums) >= 2:
        if rng.random() < 0.5:
            return Condition(owner, prop, ">", nums[rng.randrange(len(nums) - 1)], on=on)  # type: ignore[arg-type]
        return Condition(owner, prop, "<", nums[rng.randrange(1, len(nums))], on=on)  # type: ignore[arg-type]
    texts = sorted({v for v in values if isinstance(v, str) and v.strip()})
    if len(texts) >= 2:
        return Condition(owner, prop, "==", rng.choice(texts), on=on)  # type: ignore[arg-type]
    return None


__all__ = ["SHAPES", "Enumerator", "Step"]
