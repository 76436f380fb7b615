"""An aggregate of a relation's own number, no vertex named: "所有合同加起来一年多少钱",
"what is the highest fee ever paid for personal training", "average shifts per assignment".

Why its own shape: the plain walk aggregates a property of the answer *tag*; here the number
is the *edge's* (a contract's amount, a session's fee), and no vertex anchors the walk — every
edge of the type counts: ``MATCH (:depot)-[e:contracts]->(:customer) RETURN sum(e.amount)``.
The aggregate is the question's word (total, average, the highest / 最贵 …); the property is
the edge's number the question names, else the one a "how much" concept names (多少钱 →
money), else the edge's only number.
"""

from __future__ import annotations

from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.intent import Hop, Intent
from r3.understand.operators import (
    AVERAGE,
    EACH,
    MAXIMUM,
    MINIMUM,
    TOTAL,
    WHO,
    asked_concept,
    count_asked,
    sum_asked,
    summable,
    superlative,
    wh_tag,
)
from r3.understand.reading import Mention, Reading
from r3.understand.shapes.edges import every_edge
from r3.understand.shapes.score import score

#: The fit of an edge aggregate, and what naming its property adds.
FIT = 0.75
NAMED = 0.1
#: Least strength of a tag's word for its own numbers to take the words naming them.
TAG_NAMED = 0.6


def asked_function(r: Reading) -> str | None:
    """avg / sum / max / min: the aggregate the question's words ask for."""
    if AVERAGE.search(r.question):
        return "avg"
    if TOTAL.search(r.plain) and sum_asked(r.plain, count_asked(r)):
        return "sum"
    sup = superlative(r)
    if MAXIMUM.search(r.question) or (sup is not None and sup[1]):
        return "max"
    if MINIMUM.search(r.question) or (sup is not None and not sup[1]):
        return "min"
    return None


def _edges(r: Reading) -> list[str]:
    """The edge types the question names, itself or by one of their properties."""
    edges = r.profile.schema.edges
    named = [e for e in r.edges() if e in edges]
    for key in r.found:
        owner = key[5:].partition(".")[0] if key.startswith("prop:") else ""
        if owner in edges and owner not in named:
            named.append(owner)
    return named


def _number(r: Reading, edge: str, fn: str) -> tuple[str, bool] | None:
    """The edge's number the question asks ``fn`` of, and whether a word names it (a sum of
    years means nothing: :func:`~r3.understand.operators.summable`)."""
    claimed = {p for p, m in r.props(edge).items() if _a_tags(r, m)}  # a named tag's numbers
    numbers = [p for p in summable(r, edge, fn) if p not in claimed]
    functions = [x.span() for pat in (AVERAGE, TOTAL, MAXIMUM, MINIMUM) for x in pat.finditer(r.question)]
    named = sorted(
        (m.start, p)
        for p, m in r.props(edge).items()
        if p in numbers and not any(a <= m.start < b for a, b in functions)
    )  # "average" is the function asked, no word for an amount
    if named:
        return named[0][1], True
    for p in asked_concept(r, edge, numbers):
        return p, False
    tag_number = any(
        set(r.props(t)) & set(summable(r, t, fn)) for t, m in r.tags().items() if m.score >= TAG_NAMED
    )  # "the average litres of a mural": a named tag's named number, no edge's only one
    return (numbers[0], False) if len(numbers) == 1 and not tag_number else None


def _a_tags(r: Reading, m: Mention) -> bool:
    """Whether the word naming an edge's number names as strongly a number of a tag the question
    names ("the average size of a *pressing* in *litres*": the pressing's litres, not a sale's)."""
    for tag, tm in r.tags().items():
        if tm.score < TAG_NAMED:
            continue
        own = r.props(tag)
        if any(o.start == m.start and o.score >= m.score for o in own.values()):
            return True
    return False


class EdgeValuesShape:
    name = "edge_values"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("What is the total {P} of all {E}?", "What is the highest {P} of any {E}?"),
        "zh": ("所有{E}的{P}加起来是多少？", "{E}的{P}最高是多少？"),
    }

    def detect(self, r: Reading) -> bool:
        if r.anchors or EACH.search(r.question) or wh_tag(r) is not None or WHO.search(r.question):
            return False  # a named vertex walks; "each"/"每位" groups; "which book …", "who …" ask a vertex
        return bool(_edges(r)) and asked_function(r) is not None

    def intents(self, r: Reading) -> list[Intent]:
        fn = asked_function(r)
        out: list[Intent] = []
        for edge in _edges(r):
            found = _number(r, edge, fn) if fn is not None else None
            pairs = [(s, d) for s, d in r.profile.pairs(edge) if s and d]
            if found is None or not pairs or fn is None:
                continue
            p, named = found
            src, dst = pairs[0] if len(pairs) == 1 else (None, None)
            intent = Intent(
                target=dst,
                hops=(Hop(edge, "out", src),),
                aggregate=fn,
                aggregate_prop=p,
                aggregate_on_edge=True,
                reasons=(f"{fn} of every {edge} edge's {p}",),
            )
            out.append(score(r, intent, FIT + (NAMED if named else 0.0)))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """``MATCH (:src)-[e:edge]->(:dst) RETURN fn(e.p)``."""
        if intent.anchors or not intent.hops or not intent.aggregate_prop:
            return None
        walk = every_edge(intent.hops[0], intent.target)
        value = A.FunctionCall(
            intent.aggregate or "sum", [A.Property(A.Variable("e"), intent.aggregate_prop)]
        )
        return A.Script(
            [A.CypherQuery([A.MatchClause([walk], None), A.ReturnClause(A.Projection([A.YieldItem(value)]))])]
        )


SHAPE = EdgeValuesShape()

__all__ = ["SHAPE", "EdgeValuesShape", "asked_function"]
