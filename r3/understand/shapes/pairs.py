"""Both ends of every edge that meets a filter: "players who joined a team in 2001 and their teams".

Why its own shape: with no named vertex, the common walk has nowhere to start, so it can only
list vertices of one tag; a question that filters on an *edge* property (a year, a weight)
and asks for the vertices on both sides wants one row per edge — ``MATCH (s)-[e]->(t) WHERE
e.p … RETURN s.name, t.name``. Detected when no vertex is named, an edge type is named
clearly and a number or stored value of the question lands on that edge's properties.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping

from r3.lang import ast as A
from r3.retrieval.english_words import stem
from r3.understand.build import literal
from r3.understand.intent import Condition, Hop, Intent, Order
from r3.understand.operators import (
    MAGNITUDE,
    TOP_K,
    VALUE_ASKED,
    concept_props,
    conditions_for,
    edge_flag_conditions,
    limit_of,
    place_number,
    props_of_kind,
    summable,
    superlative,
    two_asked,
    wh_tag,
)
from r3.understand.reading import Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import LICENSE

#: Mention strength from which a named tag counts as one end of the edge (both ends named
#: is itself strong evidence, so weaker than a walk's licence).
END_TAG = 0.4
#: The variables of the edge's two ends in the query.
SOURCE, TARGET = "s", "t"


class PairsShape:
    name = "pairs"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("Which {T} {E} a {T2} with {P} {v}, and which {T2}?",),
        "zh": ("{P}为{v}时{E}的{T}和对应的{T2}有哪些？",),
    }

    def detect(self, r: Reading) -> bool:
        if r.anchors:
            return False
        edges = _edges(r)
        flags = any(edge_flag_conditions(r, e) for e in edges)  # "rentals that came back *damaged*"
        return (bool(r.numbers or r.values or flags) and bool(edges)) or _ranks(r)

    def intents(self, r: Reading) -> list[Intent]:
        _, used = limit_of(r)
        out: list[Intent] = _ranked(r) if _ranks(r) else []
        both = two_asked(r.question)
        for edge in _edges(r):
            conds, unplaced, _ = conditions_for(r, None, edge, used)
            filtered = {(c.owner, c.prop) for c in conds}
            conds += [c for c in edge_flag_conditions(r, edge) if (c.owner, c.prop) not in filtered]
            on_edge = [
                c for c in conds if c.owner == edge and isinstance(c.value, (int, float, str, datetime.date))
            ]
            if not on_edge:
                continue
            for src, dst in r.profile.pairs(edge):
                if not src or not dst or on_an_end(r, src, dst, edge):
                    continue
                intent = Intent(
                    target=dst,
                    hops=(Hop(edge, "out", dst),),
                    conditions=tuple(Condition(c.owner, c.prop, c.op, c.value, on="edge") for c in on_edge),
                    pairs=src,
                    reasons=(
                        f"every {edge} edge whose {', '.join(dict.fromkeys(c.prop for c in on_edge))} is asked",
                    ),
                )
                asked = both or _edge_head(r, edge) or ends_listed(r, edge)
                out.append(score(r, intent, PAIRS_FIT + (TWO_ASKED if asked else 0.0), unplaced))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        if not intent.pairs or not intent.hops or intent.target is None:
            return None
        hop = intent.hops[0]
        walk = A.PathPattern(
            [
                A.NodePattern(SOURCE, [intent.pairs]),
                A.RelPattern("out", "e0", [hop.edge]),
                A.NodePattern(TARGET, [intent.target]),
            ]
        )
        where: A.Expr | None = None
        for c in intent.conditions:
            test = A.BinaryOp(c.op, A.Property(A.Variable("e0"), c.prop), literal(c.value))
            where = test if where is None else A.BinaryOp("AND", where, test)
        items = [_shown(SOURCE, intent.pairs, display), _shown(TARGET, intent.target, display)]
        match = A.MatchClause([walk], where)
        if intent.order is None:
            return A.Script([A.CypherQuery([match, A.ReturnClause(A.Projection(items))])])
        # the k edges with the largest (smallest) number: sorted on a named column, then shown
        ranked = A.WithClause(
            A.Projection(
                [
                    A.YieldItem(A.Variable(SOURCE)),
                    A.YieldItem(A.Variable(TARGET)),
                    A.YieldItem(A.Property(A.Variable("e0"), intent.order.prop), "k"),
                ],
                order_by=[A.OrderItem(A.Variable("k"), intent.order.descending)],
                skip=A.Literal(intent.skip) if intent.skip else None,
                limit=A.Literal(intent.limit) if intent.limit is not None else None,
            )
        )
        return A.Script([A.CypherQuery([match, ranked, A.ReturnClause(A.Projection(items))])])


#: Strength from which a word names the edge's number that ranks the edges.
RANK_WORD = 0.7
#: What ranking by an edge's one number no word names costs (:func:`_ranked`).
UNNAMED_RANK = 0.05


def _ranks(r: Reading) -> bool:
    """Whether the question ranks edges: "top 3 …", "the two biggest …", 最…的前三次 — with no
    question word naming the answer's tag ("which 2 bills …": the bills rank) and no single
    value asked ("最贵的一节多少钱": the maximum)."""
    return (
        bool(TOP_K.search(r.question) or superlative(r))
        and (wh_tag(r) is None or two_asked(r.question))  # "…, which team and which quiz"
        and not VALUE_ASKED.search(r.question)
    )


def _ranked(r: Reading) -> list[Intent]:
    """ "top 3 single donations by packets: donor and seed": the k edges with the largest
    (smallest) number of their own, both ends shown. The edge's number must be named, or be
    the one of the superlative's concept ("which 3 firings ran *hottest*": a temperature)."""
    k, _ = limit_of(r)
    sup = superlative(r)
    descending = sup[1] if sup is not None else True
    edges = r.edges()
    named = {t for t, m in r.tags().items() if m.score >= LICENSE}
    out: list[Intent] = []
    concept = sup[0] if sup is not None and sup[0] not in (None, MAGNITUDE) else None
    both = two_asked(r.question)
    for edge in r.profile.schema.edges:
        numbers = props_of_kind(r, edge, "number")
        ranking = [p for p, m in r.props(edge).items() if p in numbers and m.score >= RANK_WORD]
        if not ranking and concept is not None:  # "ran hottest": the edge's number of that concept
            ranking = concept_props(r, edge, numbers, concept)
        guessed = 0.0
        if not ranking and (both or ends_listed(r, edge)):
            # "three biggest cheques - who and for which project": both ends asked, the edge's one
            # number (no year) is what ranks them, though no word names it
            plain = summable(r, edge, "sum")
            ranking, guessed = (plain, UNNAMED_RANK) if len(plain) == 1 else ([], 0.0)
        for p in ranking:
            asked = both or ends_listed(r, edge)
            fit = 0.55 + (0.1 if edge in edges else 0.0) + (TWO_ASKED if asked else 0.0) - guessed
            for src, dst in r.profile.pairs(edge):
                if not src or not dst or (named and not {src, dst} <= named and not asked):
                    continue  # "top 3 tournaments by budget": one end named, that end ranks
                intent = Intent(
                    target=dst,
                    hops=(Hop(edge, "out", dst),),
                    pairs=src,
                    order=Order(edge, p, descending),
                    limit=k or 1,
                    reasons=(f"the {edge} edges ranked by {p}",),
                )
                out.append(score(r, intent, fit, limit_used=k is not None))
    return out


def on_an_end(r: Reading, src: str, dst: str, edge: str) -> bool:
    """Whether a number of the question speaks of a property of one of the two end tags
    ("books rated at least 4.7" with a ``book.rating``): then it filters that tag, not the edge."""
    for value, start, _ in r.numbers:
        found = place_number(r, [src, dst, edge], value, start)
        if found is not None and found[0] != edge:
            return True
    return False


#: Fit gained when two question words ask for both ends ("who scored over 75 at which quiz").
TWO_ASKED = 0.15
#: The fit of both ends where no word asks for both: just below one end's listing
#: (:data:`~r3.understand.shapes.edge_filter.FIT`), which has no column nobody asked for.
PAIRS_FIT = 0.59


#: The edge's own noun heading the question, then a relative word: the edges are asked
#: ("*bookings* that havent been paid", "rentals where …", "list the loans with …").
_HEAD_NOUN = re.compile(r"^\s*(?:(?:list|show|find|all|the|every)\s+)*$", re.IGNORECASE)
_RELATIVE_AFTER = re.compile(r"^\w*\s+(?:that|which|where|with|without|whose)\b", re.IGNORECASE)


#: The second of two things asked, after a conjunction: "the trail *and the hut*", "… in 2015
#: *and the names of their clubs*", "赞助商*和球队*", "*以及对应的*球队".
_AND_THE = re.compile(
    r"(?:,|&|\band\b)\s*(?:the\s+names?\s+of\s+)?(?:(?:the|its|their|each)\s+)?([a-z]+)\b"
    r"|(?:和|与|以及|及|跟|、)(?:对应的|他们的|它们的|其)?([\u4e00-\u9fff]{1,4})",
    re.IGNORECASE,
)


def ends_listed(r: Reading, edge: str) -> bool:
    """Whether the question asks for the edge's second end after a conjunction, the first named
    before it ("give the trail and the hut", "members who joined a club in 2015 and their
    clubs", "赞助商和球队"): both ends are asked."""
    pairs = [(s, d) for s, d in r.profile.pairs(edge) if s and d and s != d]
    tags = r.tags()
    at = {m.start: t for t, m in tags.items() if m.score >= END_TAG}
    for m in _AND_THE.finditer(r.question):
        group = 1 if m.group(1) else 2
        second = at.get(m.start(group)) or _names(r, m.group(group))
        for src, dst in pairs:
            if second not in (src, dst):
                continue
            first = tags.get(dst if second == src else src)
            if first is not None and first.score >= END_TAG and first.start < m.start():
                return True
    return False


def _names(r: Reading, word: str) -> str | None:
    """The tag one word names by the tag's own words (a Latin word's stem, a Chinese word
    starting the run after the conjunction), else None."""
    for tag in r.profile.schema.tags:
        words = r.profile.words.get(f"tag:{tag}")
        if words is None:
            continue
        if word.isascii():
            if words.latin.get(stem(word.lower()), 0.0) >= END_TAG:
                return tag
        elif any(len(w) > 1 and word.startswith(w) for w in words.cjk):
            return tag
    return None


def _edge_head(r: Reading, edge: str) -> bool:
    """Whether the question starts with a noun for ``edge`` followed by a relative word."""
    m = r.edges().get(edge)
    if m is None or m.score < LICENSE:
        return False
    return bool(_HEAD_NOUN.match(r.question[: m.start]) and _RELATIVE_AFTER.match(r.question[m.start :]))


def _edges(r: Reading) -> list[str]:
    """Edge types the question names clearly, or whose two end tags it names ("球员" and "球队"),
    or — when two question words ask for both ends — whose property it names."""
    named = {e for e, m in r.edges().items() if m.score >= LICENSE}
    if two_asked(r.question):  # … any edge, then, that a number or a yes/no word of it filters
        named |= {
            e
            for e in r.profile.schema.edges
            if r.props(e) or any(place_number(r, [e], v, start) for v, start, _ in r.numbers)
        }
    tags = {t for t, m in r.tags().items() if m.score >= END_TAG}
    for edge in r.profile.schema.edges:
        if any(s in tags and d in tags and s != d for s, d in r.profile.pairs(edge)):
            named.add(edge)
    return sorted(named)


def _shown(var: str, tag: str, display: Mapping[str, str]) -> A.YieldItem:
    """The display property of the vertex (its id when the tag has none)."""
    if tag in display:
        return A.YieldItem(A.Property(A.Property(A.Variable(var), tag), display[tag]))
    return A.YieldItem(A.FunctionCall("id", [A.Variable(var)]))


SHAPE = PairsShape()

__all__ = ["SHAPE", "PairsShape", "on_an_end"]
