"""What a question asks, as data: the intermediate form between reading a question and writing a query.

Why an intermediate form: reading ("which tag is the answer, over which edges, with which
filter?") and writing (MATCH or FIND PATH, nGQL or Cypher) are separate decisions. The
composer reads a question into :class:`Intent` hypotheses (:mod:`.reading`), the builder
turns each into a query tree (:mod:`.build`), and demonstration synthesis enumerates intents
over a schema and verbalizes them (:mod:`r3.pipeline.offline.synth`) — one vocabulary for all three.

An intent is a walk: start at the ``anchors`` (vertices the question names), follow ``hops``
(edge types with directions) to the answer vertices of tag ``target``, keep those meeting
``conditions``, and return their ``returns`` properties (the display property when empty),
or an aggregate of them, ordered and cut to ``limit``. Several anchors walk the same hops
to the same answer vertex ("both A and B"). ``negated`` keeps the answer vertices the walk
does *not* reach. ``kind`` ``path`` / ``subgraph`` ask for paths between / the neighbourhood
of the anchors instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

Direction = Literal["out", "in", "both"]
IntentKind = Literal["select", "path", "subgraph"]
#: Comparison operators a condition may use (nGQL spelling); ``IN`` takes a tuple of values.
OPERATORS = ("==", "!=", ">", ">=", "<", "<=", "CONTAINS", "IN")
AGGREGATES = ("count", "sum", "avg", "max", "min")


@dataclass(frozen=True)
class Anchor:
    """A vertex the question names: its id, its tag and how the question wrote it.

    ``prop``/``value``: the property whose stored value the question wrote (``name`` =
    ``"Ada Lind"``); ``None`` when the question wrote the vertex id itself.
    """

    vid: Any
    tag: str
    prop: str | None = None
    value: Any = None


@dataclass(frozen=True)
class Hop:
    """One edge step: the edge type, its direction as stored, and the tag reached (None: any)."""

    edge: str
    direction: Direction = "out"
    tag: str | None = None
    #: With ``tag`` None: the tags the edge type reaches there (``recommends`` from a reader or a
    #: club), whose display names the answer shows.
    ends: tuple[str, ...] = ()


@dataclass(frozen=True)
class Condition:
    """A filter ``owner.prop OP value`` on the answer vertex (``on="target"``) or the last hop's edge."""

    owner: str
    prop: str
    op: str
    value: Any
    on: Literal["target", "edge"] = "target"


@dataclass(frozen=True)
class Order:
    """Sort the answer by a property of the answer's tag (``owner.prop``)."""

    owner: str
    prop: str
    descending: bool = False


@dataclass(frozen=True)
class FreeText:
    """A question about a free-text property of the answer vertex (SUQL's ``answer()``):
    ``use='filter'`` keeps the vertices whose text says yes, ``'return'`` returns the answer,
    and ``question`` None asks for a ``summary()``."""

    owner: str
    prop: str
    question: str | None
    use: Literal["filter", "return"] = "filter"


@dataclass(frozen=True)
class Intent:
    """One reading of a question (module doc). ``score`` is the reader's confidence in it (0..1)."""

    kind: IntentKind = "select"
    target: str | None = None
    anchors: tuple[Anchor, ...] = ()
    hops: tuple[Hop, ...] = ()
    conditions: tuple[Condition, ...] = ()
    negated: bool = False
    returns: tuple[str, ...] = ()
    aggregate: str | None = None
    aggregate_prop: str | None = None
    order: Order | None = None
    limit: int | None = None
    #: Ranked answers passed over before the limit: the second oldest is ``skip=1, limit=1``.
    skip: int = 0
    distinct: bool = True
    steps: int | None = None
    #: A subgraph with the vertices' and edges' properties (``GET SUBGRAPH WITH PROP``).
    with_properties: bool = False
    #: Per answer vertex, the walk to the vertices an aggregate counts ("drugs that treat the
    #: most diseases": per = treats→disease, aggregate count, order by it).
    per: tuple[Hop, ...] = ()
    #: A filter on the per-answer aggregate ("authors with at least 3 books": ``>= 3``).
    having: tuple[str, Any] | None = None
    #: Group by this property of the answer tag ("how many employees at each level").
    group_prop: str | None = None
    #: The aggregate reads the last hop's edge property instead of the answer's.
    aggregate_on_edge: bool = False
    #: Properties of the last hop's edge returned after the answer's columns ("the teams X
    #: served and the years": ``e.start_year``, ``e.end_year``).
    edge_returns: tuple[str, ...] = ()
    #: Further named vertices, each with its own walk to the answer ("the players Tony Parker
    #: likes who served the Spurs": like from one anchor, serve from the other).
    also: tuple[tuple[Anchor, tuple[Hop, ...]], ...] = ()
    #: Questions about free-text properties of the answer (:class:`FreeText`).
    free_text: tuple[FreeText, ...] = ()
    #: The anchors are a list ("A, B and C"), not an intersection: one row per anchor, its
    #: display property beside the asked value (:mod:`.shapes.entities`).
    per_anchor: bool = False
    #: The tag at the far end of a negated walk with no named vertex ("stations no *line*
    #: stops at": ``NOT (:line)-[:stops_at]->(t)``).
    negated_from: str | None = None
    #: Filters inside the negated walk, on its far vertex (``on="target"``, owner its tag) or
    #: its edge (``on="edge"``): "never took a course taught in French", "从没演过主角".
    negated_where: tuple[Condition, ...] = ()
    #: One-hop walks the answer must have besides the one it lacks ("readers who borrowed
    #: but never rated": ``(t)-[:borrowed]->()`` and ``NOT (t)-[:rated]->()``).
    requires: tuple[Hop, ...] = ()
    #: One-hop walks from the answer it must not have, beside the anchored walk that reaches it
    #: ("people at Fix-It Corner who havent trained anyone": the walk from the café, then
    #: ``NOT (t)-[:trained]->()``); :attr:`negated_where` filters inside them.
    lacks: tuple[Hop, ...] = ()
    #: Count the walk's edges, not the vertices reached ("how many times", :mod:`.shapes.times`).
    count_edges: bool = False
    #: A path's length instead of the path ("how many hops", "几站", :mod:`.shapes.path`).
    path_length: bool = False
    #: One row per edge, both ends shown: the source tag of the walk, no named vertex
    #: ("players who joined a team in 2001 and their teams", :mod:`.shapes.pairs`).
    pairs: str | None = None
    #: Several relations out of the anchor, the ends of each in a column of its own ("what
    #: X works for and likes", :mod:`.shapes.fan`).
    fan: tuple[Hop, ...] = ()
    #: The edge joining the first two anchors is the answer: its properties (``edge_returns``)
    #: are asked ("how many hours has A played B", :mod:`.shapes.between`).
    between: bool = False
    #: The other vertices of the anchor's tag that reach the same neighbour over the same
    #: relation, the anchor left out ("who else rides X's horses", :mod:`.shapes.peers`).
    peers: bool = False
    #: Filters on the vertices a per-group aggregate counts ("how many horses born after 2015
    #: does each barn have": ``x.horse.born > 2015``, :mod:`.shapes.group`).
    per_where: tuple[Condition, ...] = ()
    score: float = 0.5
    #: Why the reader believes this (shown in explanations and confidence reasons).
    reasons: tuple[str, ...] = field(default=(), compare=False)

    @property
    def shape(self) -> str:
        """The question shape this intent has (the labels of the unseen-graph development set)."""
        if self.kind != "select":
            return self.kind
        if self.pairs:
            return "pairs"
        if self.between:
            return "between"
        if self.peers:
            return "peers"
        if self.count_edges and not self.anchors:
            return "edges"
        if self.aggregate_on_edge and self.hops and not (self.anchors or self.per):
            return "edge_values"  # a relation's own number over all its edges (:mod:`.shapes.edge_values`)
        if self.fan:
            return "fan"
        if self.negated or self.lacks:
            return "negation"
        if self.per_anchor:
            return "entities"
        if self.per and (self.aggregate_on_edge or self.per_where):
            return "group"  # the edge's own number, or a filtered count, per group vertex (:mod:`.shapes.group` builds it)
        if self.per or self.group_prop:
            return "aggregate"
        if (len(self.anchors) > 1 and self.hops) or self.also:
            return "both"
        if (
            self.hops
            and not (self.anchors or self.per or self.group_prop or self.order)
            and self.aggregate in (None, "count")
            and (
                not self.conditions or any(c.on == "edge" or c.owner != self.target for c in self.conditions)
            )
        ):
            # one end of the edges a filter on the edge or its far end keeps, or of every such
            # edge ("how many couriers have delivered": :mod:`.shapes.edge_filter`)
            return "edge_filter"
        if self.aggregate == "count":
            return "count"
        if self.aggregate:
            return "aggregate"
        if self.order is not None and self.limit is not None:
            return "top-k"
        if len(self.hops) >= 2:
            return "two-hop"
        if self.hops and self.conditions:
            return "filter-hop"
        if self.hops:
            return "reverse" if self.hops[0].direction == "in" else "one-hop"
        if self.conditions:
            return "comparison"
        return "property"

    def with_(self, **changes: Any) -> Intent:
        return replace(self, **changes)


__all__ = [
    "AGGREGATES",
    "OPERATORS",
    "Anchor",
    "Condition",
    "Direction",
    "FreeText",
    "Hop",
    "Intent",
    "IntentKind",
    "Order",
]
