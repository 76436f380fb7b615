"""The vertices at one end of the edges that meet a filter, no vertex named: on the edge —
"哪些节目是早上播的" (programmes whose ``airs_on`` edge has the slot "morning"), "打过5分的读者
有几位" (``read.rating == 5``, the readers counted) — or on its far end, counted ("how many
different teams have raced at national level": teams at ``raced`` edges to a national race).

Why its own shape: with no named vertex the common walk lists the vertices of one tag and can
only filter *their* properties; a filter the question puts on a relation (a time slot, a
placing, a yes/no of the edge) needs the walk over that relation, the test on the edge, and
the answer's own end only — ``MATCH (t:T)-[e0:E]-(:U) WHERE e0.p == v RETURN DISTINCT t``
(:mod:`.pairs` answers with both ends, when both are asked). Detected when no vertex is named
and a stored value, a yes/no word or a number of the question lands on an edge's property
(a number only where it fits no tag's property better); a count word counts the answers, and
a count of the tag right after the count word (or the head noun before a Chinese one) counts
it at the edges whose far end a stored value filters.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.build import TARGET, condition, prop
from r3.understand.intent import Condition, Direction, Hop, Intent
from r3.understand.operators import (
    EACH,
    conditions_for,
    count_asked,
    counted_tag,
    edge_flag_conditions,
    holds_time,
    limit_of,
    place_number,
    two_asked,
)
from r3.understand.reading import Reading
from r3.understand.shapes.pairs import TWO_ASKED, ends_listed, on_an_end
from r3.understand.shapes.score import score

#: A count of people: "多少人", "几个人", "几位", "how many people".
PEOPLE_COUNTED = re.compile(
    r"多少(?:个)?人|几(?:个)?人|几位|\bhow many (?:people|persons|folks)\b", re.IGNORECASE
)
#: The fit of one end of filtered edges: above a plain listing of the tag (which ignores the
#: filter), below a named walk's.
FIT = 0.6
#: What counting the end the count word does not name costs.
OTHER_END = 0.1
#: Least strength of a word naming the edge's number for a number of the question to filter it.
NUMBER_WORD = 0.7
#: The variables of the edge and its far end (the answer is the builder's ``t``; its filters
#: on the edge read ``e0``, as :func:`~r3.understand.build.condition` writes them).
EDGE, FAR = "e0", "x"


class EdgeFilterShape:
    name = "edge_filter"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("Which {T} {E} a {T2} with {P} {v}?",),
        "zh": ("哪些{T}{E}的{P}是{v}？",),
    }

    def detect(self, r: Reading) -> bool:
        # "每个小屋各有几名…": a count per group is the group shape's, never one list or count
        return not r.anchors and not EACH.search(r.question) and bool(r.numbers or r.values or r.found)

    def intents(self, r: Reading) -> list[Intent]:
        _, used = limit_of(r)
        counting = count_asked(r)
        counted = counted_tag(r) if counting else None
        both = two_asked(r.question)
        # the counted tag; "多少人", "how many people": the graph's tags of people
        counted_ends = (
            {counted} if counted else (set(r.profile.people) if PEOPLE_COUNTED.search(r.question) else set())
        )
        out: list[Intent] = []
        for edge in r.profile.schema.edges:
            on_edge, unplaced = _edge_filters(r, edge, used)
            for target, direction, far in _ends(r, edge):
                hop = Hop(edge, direction, far)
                if on_edge and not on_an_end(r, hop.tag or "", target, edge):
                    others = tuple(c for c in r.values if c.owner == target and c.on == "target")
                    why = (f"{target} at a {edge} edge with {', '.join(c.prop for c in on_edge)} as asked",)
                    intent = Intent(target=target, hops=(hop,), conditions=(*on_edge, *others), reasons=why)
                    # two question words ask for both ends, or the two are listed (pairs): one end is half the answer
                    asked = both or ends_listed(r, edge)
                    out.append(score(r, intent, FIT - (TWO_ASKED if asked else 0.0), unplaced))
                    if counting:  # "打过5分的读者有几位": the answers counted, each once
                        # ("来复诊过的*病人*有几个": the counted tag's end, not the other)
                        fit = FIT - (OTHER_END if counted_ends and target not in counted_ends else 0.0)
                        out.append(score(r, intent.with_(aggregate="count"), fit, unplaced))
                at_far = tuple(c for c in r.values if c.owner == far and c.on == "target")
                if counting and not on_edge and not at_far and edge in r.edges() and target in counted_ends:
                    # "how many different couriers have delivered something", "有多少人独奏过": the
                    # counted tag's vertices that have the named relation, each once
                    why = (f"{target} with a {edge} edge",)
                    intent = Intent(target=target, hops=(hop,), aggregate="count", reasons=why)
                    out.append(score(r, intent, FIT))
                if counted == target and far != target and at_far:
                    # "how many different teams have raced at national level": the counted tag
                    # at the edges whose far end a stored value filters, each once
                    why = (f"{target} at a {edge} edge to a {far} with {', '.join(c.prop for c in at_far)}",)
                    intent = Intent(
                        target=target, hops=(hop,), conditions=at_far, aggregate="count", reasons=why
                    )
                    out.append(score(r, intent, FIT))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """``MATCH (t:T)-[e0:E]-(x:U) WHERE e0.p == v … RETURN DISTINCT t.T.<display>``."""
        if not intent.hops or intent.target is None or intent.anchors:
            return None
        hop = intent.hops[0]
        walk = A.PathPattern(
            [
                A.NodePattern(TARGET, [intent.target]),
                A.RelPattern(hop.direction, EDGE, [hop.edge]),
                A.NodePattern(FAR, [hop.tag] if hop.tag else []),
            ]
        )
        where: A.Expr | None = None
        for c in intent.conditions:
            test: A.Expr
            if c.on == "target" and c.owner != intent.target:  # on the far end
                test = A.BinaryOp(c.op, prop(FAR, c.owner, c.prop), A.Literal(c.value))
            else:
                test = condition(c, intent.target)
            where = test if where is None else A.BinaryOp("AND", where, test)
        shown = display.get(intent.target)
        item: A.Expr = (
            prop(TARGET, intent.target, shown) if shown else A.FunctionCall("id", [A.Variable(TARGET)])
        )
        if intent.aggregate == "count":
            counted = A.FunctionCall("count", [A.Variable(TARGET)], distinct=True)
            projection = A.Projection([A.YieldItem(counted)])
        else:
            projection = A.Projection([A.YieldItem(item)], distinct=True)
        return A.Script([A.CypherQuery([A.MatchClause([walk], where), A.ReturnClause(projection)])])


def _edge_filters(r: Reading, edge: str, used: set[int]) -> tuple[tuple[Condition, ...], int]:
    """The question's filters on ``edge``: a stored value of the edge, a yes/no or a time of a
    property the question names (2021年以后*入职*: the works_at date), a number only where it fits no tag's property better (绩点低于2.3,
    选课人数达到10人 stay the tags'; :mod:`.pairs` reads a number on an edge when both ends are
    asked); and the numbers left unplaced."""
    conds, unplaced, _ = conditions_for(r, None, edge, used)
    taken = {c.prop for c in conds if c.owner == edge}
    conds += [c for c in edge_flag_conditions(r, edge) if c.prop not in taken]  # "当过主演", "没骑完"
    named = r.props(edge)
    stored = {(c.prop, c.value) for c in r.values if c.owner == edge}
    # "2023年投过厨余的": a year dates the relation named, where it has one time of its own
    item = r.profile.schema.item(edge)
    own = [p.name for p in item.properties] if item is not None and edge in r.edges() else []
    times = [p for p in own if holds_time(r, edge, p)]
    dated = set(times) if len(times) == 1 else set()
    kept = tuple(
        Condition(c.owner, c.prop, c.op, c.value, on="edge")
        for c in conds
        if c.owner == edge
        and (
            (c.prop, c.value) in stored
            or ((c.prop in named or c.prop in dated) and isinstance(c.value, bool | datetime.date))
            or _the_edges_number(r, edge, c)
        )
    )
    return kept, unplaced


def _ends(r: Reading, edge: str) -> list[tuple[str, Direction, str]]:
    """(answer tag, direction from it, far tag) for both ends of each tag pair the edge joins."""
    out: list[tuple[str, Direction, str]] = []
    for src, dst in r.profile.pairs(edge):
        if not src or not dst:
            continue
        out.append((src, "out", dst))
        if dst != src:
            out.append((dst, "in", src))
    return out


def _the_edges_number(r: Reading, edge: str, c: Condition) -> bool:
    """Whether a number of the question speaks of this edge's property before any tag's: placed
    among every tag and this edge, it lands there ("打过5分": a rating of 5 points, not an age of
    5; "绩点低于2.3的学生" stays the student's grade point)."""
    if isinstance(c.value, bool) or not isinstance(c.value, (int, float)):
        return False
    word = r.props(edge).get(c.prop)
    if word is not None and word.score < NUMBER_WORD:
        return False  # a weak word for the edge's property (绩点 ~ score 0.5) is no evidence
    owners = [*r.profile.schema.tags, *r.profile.schema.edges]  # where another edge's word names it, there
    for number, start, _ in r.numbers:
        if number == c.value:
            found = place_number(r, owners, number, start)
            return found is not None and found[:2] == (edge, c.prop)
    return False


SHAPE = EdgeFilterShape()

__all__ = ["SHAPE", "EdgeFilterShape"]
