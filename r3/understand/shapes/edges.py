"""How many relations of one kind there are, no vertex named: "how many follow relationships are
there", "一共记录了多少条亲子关系", "how many times were books borrowed".

Why its own shape: with no named vertex the common walk counts the vertices of a tag; a
question whose counted noun is a *relation* (a relationship, link, record, 关系, 记录) or that
asks "how many times" counts the edges of the type it names — every edge counts, also two
between the same vertices (``MATCH (:a)-[e:follows]->(:b) RETURN count(e)``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.build import literal, prop
from r3.understand.intent import Condition, Hop, Intent
from r3.understand.operators import (
    conditions_for,
    count_asked,
    counted_events,
    edge_flag_conditions,
    limit_of,
)
from r3.understand.reading import Mention, Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.times import TIMES

#: Nouns that make a count one of relations, not of vertices (general vocabulary).
RELATION = re.compile(
    r"\brelation(?:ship)?s\b|\blinks\b|\bconnections\b|\bedges\b|\brecords\b|\bentries\b|\bpairs\b"
    r"|关系|联系|记录|连接|连线",
    re.IGNORECASE,
)
#: The fit of a count of relations (asked by a relation noun or "how many times").
FIT = 0.8
#: What a filter of the edge's own adds: the count keeps what the question writes of the edges.
OWN_FILTER = 0.1


class EdgesShape:
    name = "edges"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("How many {E} relationships are there?", "How many times has a {T} been {E}?"),
        "zh": ("一共有多少条{E}关系？", "{T}一共被{E}了多少次？"),
    }

    def detect(self, r: Reading) -> bool:
        if r.anchors or not count_asked(r):
            return False
        return bool(_named(r)) or (bool(r.values) and bool(TIMES.search(r.question)))

    def intents(self, r: Reading) -> list[Intent]:
        counted = _counted_edge(r)
        if not (RELATION.search(r.question) or TIMES.search(r.question) or counted or counted_events(r)):
            return []  # the count of a tag's vertices is the plain walk's
        out: list[Intent] = _filtered(r)
        _, used = limit_of(r)
        for edge, mention in _named(r).items():
            pairs = [(s, d) for s, d in r.profile.pairs(edge) if s and d]
            src, dst = pairs[0] if len(pairs) == 1 else (None, None)
            intent = Intent(
                target=dst,
                hops=(Hop(edge, "out", src),),
                aggregate="count",
                count_edges=True,
                reasons=(f"counts every {edge} edge",),
            )
            out.append(score(r, intent, FIT + 0.1 * mention.score))
            own = _own_filters(r, edge, used, by_props=edge not in r.edges())
            if (
                own
            ):  # "how many deliveries were *late*", "5 star reviews": the edges a filter of their own keeps
                why = (f"counts the {edge} edges with {', '.join(dict.fromkeys(c.prop for c in own))}",)
                out.append(
                    score(
                        r, intent.with_(conditions=own, reasons=why), FIT + 0.1 * mention.score + OWN_FILTER
                    )
                )
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """``MATCH (:src)-[e:edge]->(:dst) RETURN count(e)`` (the source tag rides on the hop)."""
        if not intent.hops or intent.anchors:
            return None
        hop = intent.hops[0]
        places = {hop.edge: "e"}
        if hop.tag:
            places[hop.tag] = "s"
        if intent.target and intent.target != hop.tag:
            places[intent.target] = "d"
        if any(c.owner not in places for c in intent.conditions):
            return None
        walk = every_edge(hop, intent.target, ends=bool(intent.conditions))  # ends named only for a filter
        tests: A.Expr | None = None
        for c in intent.conditions:
            var = places[c.owner]
            left = A.Property(A.Variable(var), c.prop) if var == "e" else prop(var, c.owner, c.prop)
            test = A.BinaryOp(c.op, left, literal(c.value))
            tests = test if tests is None else A.BinaryOp("AND", tests, test)
        counted = A.YieldItem(A.FunctionCall("count", [A.Variable("e")]))
        return A.Script(
            [A.CypherQuery([A.MatchClause([walk], tests), A.ReturnClause(A.Projection([counted]))])]
        )


def every_edge(hop: Hop, target: str | None, *, ends: bool = False) -> A.PathPattern:
    """``(s:src)-[e:edge]->(d:dst)``: every edge of the hop's type between its tags, the edge as
    ``e`` (the ends as ``s`` and ``d`` when ``ends``)."""
    start = A.NodePattern("s" if ends else None, [hop.tag] if hop.tag else [])
    end = A.NodePattern("d" if ends else None, [target] if target else [])
    return A.PathPattern([start, A.RelPattern("out", "e", [hop.edge]), end])


def _named(r: Reading) -> dict[str, Mention]:
    """The edge types the question names: by their own word, else by a word for one of their
    properties ("*血小板*一共采了几次": a donation's platelet flag)."""
    named = dict(r.edges())
    for key, m in r.found.items():
        owner = key[5:].partition(".")[0] if key.startswith("prop:") else ""
        if owner in r.profile.schema.edges and owner not in named:
            named[owner] = m
    return named


def _own_filters(r: Reading, edge: str, used: set[int], *, by_props: bool) -> tuple[Condition, ...]:
    """The question's filters on the edge's own properties: its numbers and dates placed on them,
    its yes/no words ("organic", "damaged") — any yes/no word of it where such words are all that
    name the edge (``by_props``: "*血小板*一共采了几次")."""
    conds, _, _ = conditions_for(r, None, edge, used)
    own = [c for c in conds if c.owner == edge]
    taken = {c.prop for c in own}
    own += [c for c in edge_flag_conditions(r, edge) if c.prop not in taken]
    if by_props:
        taken = {c.prop for c in own}
        own += [
            Condition(edge, p, "==", True, on="edge")
            for p in r.props(edge)
            if p not in taken and r.profile.kind_of(edge, p) == "bool"
        ]
    return tuple(Condition(c.owner, c.prop, c.op, c.value, on="edge") for c in own)


#: "how many *donations*", "多少笔*捐赠*": the count word's noun (one word on) names an edge type.
_COUNT_THEN = re.compile(r"\bhow many\s+|\bnumber of\s+|多少[笔条次回]?|几[笔条次回]", re.IGNORECASE)


def _counted_edge(r: Reading) -> str | None:
    """The edge type the counted noun names ("how many donations came in": ``donated``) where
    no tag is named as strongly by that word: the relation's events are counted."""
    tags = r.tags().values()
    for m in _COUNT_THEN.finditer(r.question):
        for edge, mention in r.edges().items():
            between = r.question[m.end() : mention.start]
            near = mention.start == m.end() or (
                mention.start > m.end()
                and len(between.split()) <= 2
                and re.search(r"\d", between) is not None
            )  # "how many 5 star reviews": a filter's number and unit between
            if near and not any(t.start == mention.start and t.score >= mention.score for t in tags):
                return edge
    return None


#: The fit of a count of the edges at a filtered tag, below a count of a named relation's.
AT_FILTER = 0.7


def _filtered(r: Reading) -> list[Intent]:
    """ "how many times is a diesel truck put on a route", "搏击课一共被报了几次": the edges at
    the tag a stored value filters (the other end named, or the relation), each edge once,
    with the value's filter on its end."""
    out: list[Intent] = []
    tags, edges = r.tags(), r.edges()
    for value in r.values:
        if value.on != "target" or value.owner not in r.profile.schema.tags:
            continue
        for edge in r.profile.schema.edges:
            for src, dst in r.profile.pairs(edge):
                if not (src and dst) or src == dst or value.owner not in (src, dst):
                    continue
                other = dst if value.owner == src else src
                fit = AT_FILTER + (0.1 if other in tags else 0.0) + (0.1 if edge in edges else 0.0)
                why = (f"counts the {edge} edges at a {value.owner} with {value.prop} {value.value}",)
                intent = Intent(
                    target=dst,
                    hops=(Hop(edge, "out", src),),
                    conditions=(value,),
                    aggregate="count",
                    count_edges=True,
                    reasons=why,
                )
                out.append(score(r, intent, fit))
    return out


SHAPE = EdgesShape()

__all__ = ["RELATION", "SHAPE", "EdgesShape", "every_edge"]
