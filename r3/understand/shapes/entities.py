"""Several named entities of one kind: "the ages of A and B", "A、B和C的价格", "which is older, A or B?",
"A和B哪个更贵", "what did A and B direct?".

Why its own shape: the composer used to read a list of named vertices either as its first
name only or as an intersection ("both A and B"). A list asks for one row per entity with
the asked value beside its name (``RETURN t.name, t.age``); a comparison between two
entities asks for the winner (ordered by the compared property, the first row) — or both
values, ordered — never for a walk between them. With a walk ("the movies A and B
directed") each row carries the entity it came from; with a comparison over a walk ("who
directed more movies, A or B?") the walk is counted per entity.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from r3.lang import ast as A
from r3.understand.build import TARGET, prop
from r3.understand.glossary import CLASSIFIERS
from r3.understand.intent import Anchor, Intent, Order
from r3.understand.operators import (
    INTERSECTION,
    RESPECTIVELY,
    asked_props,
    comparative,
    concept_props,
    holds_time,
    names_concept,
    props_of_kind,
)
from r3.understand.reading import Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import links_between, walks

#: "which of them", "哪个/哪一个/谁" — the question asks for the winner of a comparison.
WHICH = re.compile(r"\bwhich\b|\bwho\b|哪一|哪(?=[" + CLASSIFIERS + r"次回趟])|谁", re.IGNORECASE)


def compared_prop(r: Reading, tag: str, concept: str | None) -> str | None:
    """The property of ``tag`` a comparison speaks of: the numeric one named, the one the
    concept names ("older" → ``age``; no age → born first), the only numeric one."""
    numeric = props_of_kind(r, tag, "number") + props_of_kind(r, tag, "date")
    named = sorted((m.start, p) for p, m in r.props(tag).items() if p in numeric)
    if named:
        return named[0][1]
    if concept is not None:
        for p in concept_props(r, tag, numeric, concept)[:1]:
            return p
    if concept in ("year", "age"):  # "哪个开得早", "which is older": the one property holding a time
        times = [p for p in numeric if holds_time(r, tag, p)]
        if len(times) == 1:
            return times[0]
    only = props_of_kind(r, tag, "number")
    return only[0] if len(only) == 1 else None


def _same_tag(r: Reading) -> list[Anchor]:
    first = r.anchors[0]
    return [a for a in r.anchors if a.tag == first.tag]


#: What a walk from the named vertices costs when the question compares a property of theirs.
COMPARED = 0.3
#: Strength from which a word naming an edge's property asks for it beside each named vertex.
EDGE_VALUE = 0.7


class EntitiesShape:
    name = "entities"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("What are the {P}s of {a} and {b}?", "Which is {C}, {a} or {b}?"),
        "zh": ("{a}和{b}的{P}分别是多少？", "{a}和{b}哪个{C}？"),
    }

    def detect(self, r: Reading) -> bool:
        return len(r.anchors) >= 2 and len(_same_tag(r)) >= 2

    def intents(self, r: Reading) -> list[Intent]:
        named = _same_tag(r)
        tag = named[0].tag
        anchors = tuple(named)
        listed = -0.1 if INTERSECTION.search(r.question) else 0.2  # "both A and B": one set, not a list
        why = (f"{len(anchors)} named {tag} vertices: one row each",)
        out: list[Intent] = []
        comp = comparative(r.question)
        asked = asked_props(r, tag)
        base = Intent(target=tag, anchors=anchors, per_anchor=True, reasons=why)
        if asked:  # below a comparison's readings when the question compares
            fit = 0.6 + listed - (0.3 if comp else 0.0) + (0.3 if RESPECTIVELY.search(r.question) else 0.0)
            out.append(score(r, base.with_(returns=asked), fit))
        if comp is not None:
            p = compared_prop(r, tag, comp[0])
            if p is not None:
                # "older" on a birth year or any point in time (formed, founded, opened): the first
                born = (
                    comp[0] == "age"
                    and not names_concept(r, tag, p, "age")
                    and (names_concept(r, tag, p, "birth") or holds_time(r, tag, p))
                )
                order = Order(tag, p, comp[1] != born)
                winner = WHICH.search(r.question) is not None
                because = (*why, f"compares {p}")
                out.append(
                    score(r, base.with_(order=order, limit=1, reasons=because), 0.8 if winner else 0.6)
                )
                out.append(
                    score(r, base.with_(order=order, returns=(p,), reasons=because), 0.7 if winner else 0.8)
                )
        if not asked:  # "majority for A and B": a number of an edge at each named vertex
            for hop in links_between(r, tag):
                for p, m in sorted(r.props(hop.edge).items(), key=lambda kv: kv[1].start)[:1]:
                    if m.score < EDGE_VALUE:
                        continue
                    valued = base.with_(
                        target=hop.tag,
                        hops=(hop,),
                        edge_returns=(p,),
                        reasons=(*why, f"{hop.edge}.{p} of each"),
                    )
                    out.append(score(r, valued, 0.6 + listed))
        # "哪个历史更久", "which is older": a comparison of the named vertices' own property —
        # their neighbours are not asked (a word loosely naming a tag does not make it a walk)
        compared = comp is not None and comp[0] is not None and compared_prop(r, tag, comp[0]) is not None
        for hops, target, fit in walks(r, named[0], max_hops=2):
            walked = base.with_(
                target=target, hops=hops, reasons=(*why, "walks " + " → ".join(h.edge for h in hops))
            )
            out.append(score(r, walked, fit + listed - (COMPARED if compared else 0.0)))
            if comp is not None and comp[0] is None:  # "who directed more movies, A or B?"
                counted = walked.with_(aggregate="count", order=Order(tag, "count", comp[1]), limit=1)
                out.append(score(r, counted, fit + 0.2))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        return build_entities(intent, display) if intent.per_anchor and intent.anchors else None


def build_entities(intent: Intent, display: Mapping[str, str]) -> A.Script:
    """``MATCH (a:tag)[-[:e]->(t:x)] WHERE id(a) IN [...] RETURN a.name, <asked>`` (module doc)."""
    anchors: Sequence[Anchor] = intent.anchors
    tag = anchors[0].tag
    var = "a" if intent.hops else TARGET
    elements: list[A.NodePattern | A.RelPattern] = [A.NodePattern(var, [tag])]
    for i, hop in enumerate(intent.hops):
        last = i == len(intent.hops) - 1
        elements.append(A.RelPattern(hop.direction, "e0" if last else None, [hop.edge]))
        node_tag = intent.target if last else hop.tag
        elements.append(A.NodePattern(TARGET if last else None, [node_tag] if node_tag else []))
    ids = A.ListLiteral([A.Literal(a.vid) for a in anchors])
    where = A.BinaryOp("IN", A.FunctionCall("id", [A.Variable(var)]), ids)
    name: A.Expr = prop(var, tag, display[tag]) if tag in display else A.FunctionCall("id", [A.Variable(var)])
    clauses: list[A.Clause] = [A.MatchClause([A.PathPattern(elements)], where)]
    if intent.hops and intent.aggregate == "count":
        counted = A.FunctionCall("count", [A.Variable(TARGET)], distinct=True)
        order = [A.OrderItem(A.Variable("k"), intent.order.descending)] if intent.order else []
        limit = A.Literal(intent.limit) if intent.limit is not None else None
        proj = A.Projection(
            [A.YieldItem(name, "name"), A.YieldItem(counted, "k")], order_by=order, limit=limit
        )
        clauses.append(A.WithClause(proj))
        clauses.append(A.ReturnClause(A.Projection([A.YieldItem(A.Variable("name"))])))
        return A.Script([A.CypherQuery(clauses)])
    if intent.order is not None and not intent.hops:
        key = prop(var, tag, intent.order.prop)
        order = [A.OrderItem(A.Variable("k"), intent.order.descending)]
        limit = A.Literal(intent.limit) if intent.limit is not None else None
        clauses.append(
            A.WithClause(
                A.Projection(
                    [A.YieldItem(A.Variable(var)), A.YieldItem(key, "k")], order_by=order, limit=limit
                )
            )
        )
        shown = [A.YieldItem(name)] + ([A.YieldItem(A.Variable("k"))] if intent.returns else [])
        clauses.append(A.ReturnClause(A.Projection(shown)))
        return A.Script([A.CypherQuery(clauses)])
    items = [A.YieldItem(name)]
    if intent.hops and intent.edge_returns:  # "majority for A and B": the edge's own value beside each
        items += [A.YieldItem(A.Property(A.Variable("e0"), p)) for p in intent.edge_returns]
    elif intent.hops:
        target = intent.target or ""
        shown_prop = display.get(target)
        items.append(
            A.YieldItem(
                prop(TARGET, target, shown_prop) if shown_prop else A.FunctionCall("id", [A.Variable(TARGET)])
            )
        )
    else:
        items += [A.YieldItem(prop(var, tag, p)) for p in intent.returns if p != display.get(tag)]
    clauses.append(A.ReturnClause(A.Projection(items, distinct=bool(intent.hops))))
    return A.Script([A.CypherQuery(clauses)])


SHAPE = EntitiesShape()

__all__ = [
    "RESPECTIVELY",
    "SHAPE",
    "EntitiesShape",
    "build_entities",
    "compared_prop",
]
