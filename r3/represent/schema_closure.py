"""Which schema classes a query may need: the reranker's choice closed under paths, in a budget.

Why: a reranker names the classes it thinks a question needs, and on its own it is often
wrong in one direction — it names the tags (``author``, ``book``) and misses the edge type
between them (``wrote``), so a model shown only its choice can never write the edge. A query
walks the schema graph (tags joined by edge types), so what it can use is what lies on short
walks between the classes the question points at. The closure, in order:

1. **the core** (always kept): the chosen classes and the linked ones (the tags of vertices the
   question names, the tag or edge type holding a value it names — which brings the property
   along, since a class is shown whole), the endpoint tags of every core edge type, and every
   edge type joining two core tags;
2. **the neighbourhood**: edge types one hop out from the core tags and their other endpoints
   (rank 1), then one more hop (rank 2) … up to ``hops``. An edge type whose endpoints are not
   known (a server that does not say) may join anything: rank 1.

Within a token ``budget`` the core is kept whole and the neighbourhood is added nearest first
(ties: the reranker's score, then schema order); an edge type always comes with its endpoint
tags, so no kept edge points at a tag the prompt lacks. Classes beyond ``hops`` or outside the
budget are what is pruned: far-away ones go first. Whether the whole schema fits (then nothing is
pruned at all) is the caller's decision (:func:`r3.represent.schema_subset.closed_schema`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from r3.contracts.schema import SchemaItem, SpaceSchema
from r3.text import spaced

#: How many edge hops from the core the neighbourhood reaches (walks of 2–3 hops between
#: kept tags are what multi-hop questions use).
DEFAULT_HOPS = 2
#: The rank of classes no walk of ``hops`` reaches.
UNREACHED = 1_000_000


@dataclass
class Closure:
    """The classes kept (schema order), and how each was ranked."""

    kept: list[str]
    #: class name → 0 for the core, n for n hops out, :data:`UNREACHED` beyond ``hops``.
    rank: dict[str, int] = field(default_factory=dict)
    #: Reachable classes the budget left out, nearest first.
    pruned: list[str] = field(default_factory=list)
    #: The core needed more than the budget (kept anyway: a missing class hurts more).
    over_budget: bool = False

    @property
    def core(self) -> list[str]:
        return [name for name in self.kept if self.rank.get(name) == 0]


def endpoint_tags(space: SpaceSchema, edge: SchemaItem) -> set[str]:
    """The tags an edge type joins, as far as the schema knows (empty: unknown)."""
    return {tag for pair in edge.endpoints for tag in pair if tag in space.tags}


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def named_classes(space: SpaceSchema, question: str) -> list[str]:
    """The classes whose names the question writes as words: ``kitchen_event`` in "kitchen
    events", ``hasSymptom`` in "has symptom", ``player`` in "players", ``company`` in "companies"
    (3 letters at least; English plurals allowed). A class the reranker missed but the question
    names still belongs to the core."""
    text = f" {spaced(question)} "
    out: list[str] = []
    for name in [*space.tags, *space.edges]:
        words = " ".join(spaced(_CAMEL.sub(" ", name)).split())
        plural = (
            rf"{re.escape(words[:-1])}(?:y|ies)" if words.endswith("y") else rf"{re.escape(words)}(?:e?s)?"
        )
        if len(words) >= 3 and re.search(rf"(?<= ){plural}(?= )", text):
            out.append(name)
    return out


def _stem(word: str) -> str:
    for suffix in ("ies", "es", "ed", "ing", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def word_overlap(space: SpaceSchema, question: str) -> dict[str, float]:
    """Class → the share of its name's words (3 letters or more, plurals and tenses folded) that
    the question uses: ``has_symptom`` scores 0.5 for "which symptoms …?". Only a tie-break among
    classes equally near the core (a question rarely names the edge it needs in full)."""
    asked = {_stem(w) for w in spaced(question).split() if len(w) >= 3}
    out: dict[str, float] = {}
    for name in [*space.tags, *space.edges]:
        words = {_stem(w) for w in spaced(_CAMEL.sub(" ", name)).split() if len(w) >= 3}
        if words and asked & words:
            out[name] = len(asked & words) / len(words)
    return out


def rank_classes(space: SpaceSchema, seeds: Iterable[str], *, hops: int = DEFAULT_HOPS) -> dict[str, int]:
    """Every class's distance from the core that ``seeds`` (tag and edge names) span (module doc)."""
    ends = {name: endpoint_tags(space, e) for name, e in space.edges.items()}
    seeds = [s for s in seeds if s in space.tags or s in space.edges]
    core_tags = {s for s in seeds if s in space.tags}
    for s in seeds:
        core_tags |= ends.get(s, set())
    rank: dict[str, int] = dict.fromkeys(core_tags, 0)
    rank.update((s, 0) for s in seeds if s in space.edges)
    for name, edge in space.edges.items():
        if any(src in core_tags and dst in core_tags for src, dst in edge.endpoints):
            rank.setdefault(name, 0)
    frontier = set(core_tags)
    for hop in range(1, hops + 1):
        reached: set[str] = set()
        for name in space.edges:
            if name in rank:
                continue
            if not ends[name]:  # endpoints unknown: it may join anything
                if hop == 1 and rank:
                    rank[name] = 1
                continue
            if ends[name] & frontier:
                rank[name] = hop
                for tag in ends[name] - rank.keys():
                    rank[tag] = hop
                    reached.add(tag)
        frontier = reached
    return {name: rank.get(name, UNREACHED) for name in [*space.tags, *space.edges]}


def close_classes(
    space: SpaceSchema,
    seeds: Iterable[str],
    *,
    cost: Callable[[str], int],
    budget: int | None,
    fixed_cost: int = 0,
    scores: Mapping[str, float] | None = None,
    hops: int = DEFAULT_HOPS,
) -> Closure:
    """The core of ``seeds`` plus as much of its neighbourhood as ``budget`` allows.

    ``cost(name)`` is the tokens one class adds to the text (its block and the join), and
    ``fixed_cost`` what the text costs with no class (headers); ``budget`` None keeps every
    reachable class. ``scores`` (class → relevance, e.g. the reranker's vote) orders classes of
    one rank.
    """
    rank = rank_classes(space, seeds, hops=hops)
    scores = scores or {}
    order = {name: i for i, name in enumerate([*space.tags, *space.edges])}
    kept = {name for name, r in rank.items() if r == 0}
    total = fixed_cost + sum(cost(name) for name in kept)
    over = budget is not None and total > budget

    def group(edge: str) -> list[str]:
        """An edge type with the endpoint tags the text does not hold yet."""
        item = space.edges[edge]
        return [edge, *sorted(endpoint_tags(space, item) - kept, key=order.__getitem__)]

    def priority(edge: str) -> tuple[int, float, int]:
        members = group(edge)
        return (rank[edge], -max(scores.get(m, 0.0) for m in members), order[edge])

    pruned: list[str] = []
    reachable = [name for name in space.edges if 0 < rank[name] < UNREACHED]
    for edge in sorted(reachable, key=priority):
        members = [m for m in group(edge) if m not in kept]
        if not members:
            continue
        extra = sum(cost(m) for m in members)
        if budget is not None and total + extra > budget:
            pruned.extend(m for m in members if m not in pruned)
            continue
        kept.update(members)
        total += extra
    # A tag reached only through a pruned edge stays out with it (a tag no kept edge joins is
    # no use to a walk); the ones kept through another edge leave the pruned list.
    pruned = [name for name in pruned if name not in kept]
    return Closure(
        kept=[name for name in order if name in kept],
        rank=rank,
        pruned=sorted(pruned, key=lambda n: (rank[n], order[n])),
        over_budget=over,
    )


__all__ = [
    "DEFAULT_HOPS",
    "UNREACHED",
    "Closure",
    "close_classes",
    "endpoint_tags",
    "named_classes",
    "rank_classes",
    "word_overlap",
]
