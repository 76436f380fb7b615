"""Paths between two named vertices: "how is A connected to B", "trace the chain from A to B",
"how many hops from A to B", "A到B要几站".

Why its own shape: a path question is not a walk to an answer tag. Its reading is which edge
types the path may use and in which direction: the edge types the question's words name
(over ``*`` when it names none), first in their stored direction from the first-named
vertex ("from A to B", "从A到B"), then reversed and in both directions. "How many hops /
几站 / 几步" asks for the path's length, not the path. When vertex ids are opaque (the
question wrote a name, the graph stores ``p017``) the path carries its vertices' properties
(``WITH PROP``), so a reader sees names.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.intent import Direction, Hop, Intent
from r3.understand.operators import CONNECTED, FROM_TO, LENGTH, PATH, length_asked
from r3.understand.reading import Reading
from r3.understand.shapes.score import score

#: The lowest score of the best path reading (its words often name nothing in the schema).
FLOOR = 0.8


def opaque(r: Reading) -> bool:
    """The question wrote a stored property value, not the vertex id, for a named vertex (a
    name written in lower case is still the id: "greta holm" of ``"Greta Holm"``)."""
    return any(a.prop is not None and str(a.value).strip().lower() != str(a.vid).lower() for a in r.anchors)


#: The bound of a path search the question sets none for, tried after the default (5 steps):
#: a shortest path is the same under any bound that holds it.
LONG_SEARCH = 10


#: A relation the connection goes through, named even where no schema word matches ("通过先修关系
#: 联系起来", "linked via mentoring"): its direction counts.
VIA = re.compile(r"通过|经由|沿着|\bvia\b|\bthrough\b|\bby way of\b", re.IGNORECASE)


def _towards(r: Reading) -> bool:
    """Whether the words between the two named vertices lead from one to the other ("A到B",
    "A至B", "A → B"): a direction is asked, not a connection either way ("from A to B" is
    :data:`~r3.understand.operators.FROM_TO`'s; the "to" of "linked to" leads nowhere)."""
    (a, b), (pa, pb) = r.anchors[:2], r.anchor_pos[:2]
    first, second = (pa, a), (pb, b)
    if pb < pa:
        first, second = second, first
    start = first[0] + len(str(first[1].value or first[1].vid))
    return re.search(r"到|至|->|→", r.question[start : second[0]]) is not None


class PathShape:
    name = "path"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": (
            "How is {a} connected to {b}?",
            "Trace the chain from {a} to {b}.",
            "How many hops from {a} to {b}?",
        ),
        "zh": ("{a}和{b}之间是怎么联系起来的？", "从{a}到{b}的链路是怎样的？", "从{a}到{b}要几步？"),
    }

    def detect(self, r: Reading) -> bool:
        q = r.question
        return len(r.anchors) >= 2 and bool(PATH.search(q) or CONNECTED.search(q) or length_asked(r))

    def intents(self, r: Reading) -> list[Intent]:
        a = tuple(r.anchors[:2])
        length = length_asked(r)
        props = opaque(r) and not length
        # Only edge types a path between these vertices can use: one end at an anchor's tag
        # ("经过" may name ``runs_on``; no path between two players runs over it alone).
        ends = {x.tag for x in a}
        # … and not named by the query language's own word ("怎么*连*上的" is no ``joined``)
        cues = [m.span() for pat in (CONNECTED, PATH) for m in pat.finditer(r.question)]
        named = [
            e
            for e, m in r.edges().items()
            if (any(s in ends or d in ends for s, d in r.profile.pairs(e)) or not r.profile.pairs(e))
            and not any(a_ <= m.start < b_ for a_, b_ in cues)
        ]
        why = ("a path between two named vertices", *(("its length",) if length else ()))
        base = Intent(
            "path", anchors=a, steps=r.steps, path_length=length, with_properties=props, reasons=why
        )
        out: list[Intent] = []
        if named:
            for direction, fit in (("out", 0.9), ("in", 0.6), ("both", 0.7)):
                hops = tuple(Hop(e, direction) for e in named)  # type: ignore[arg-type]
                out.append(score(r, base.with_(hops=hops), fit))
        # No relation named: "how is A connected to B" asks the connection either way first; a
        # chain "from A to B" (从A到B, "trace … down to") follows the edges' direction first.
        either = CONNECTED.search(r.question) is not None and not (
            FROM_TO.search(r.question) or PATH.search(r.question) or _towards(r) or VIA.search(r.question)
        )
        ways: tuple[tuple[Direction, float], ...] = (
            (("both", 0.8), ("out", 0.6)) if either else (("out", 0.8), ("both", 0.6))
        )
        for way, fit in ways:  # the order counts: the floor below ranks them as listed
            out.append(score(r, base.with_(hops=(Hop("*", way),)), fit if not named else fit - 0.3))
        # The question asks for a path by name: its readings come before any walk's.
        out = [i.with_(score=max(i.score, round(FLOOR - 0.05 * n, 4))) for n, i in enumerate(out)]
        if props:  # the same paths without properties, a little below (ids are what was stored)
            out += [i.with_(with_properties=False, score=round(i.score - 0.05, 4)) for i in out]
        if r.steps is None:  # no bound written: the same searches beyond the default 5 steps, just below
            out += [i.with_(steps=LONG_SEARCH, score=round(i.score - 0.01, 4)) for i in out]
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        if len(intent.anchors) < 2:
            return None
        edges = sorted({h.edge for h in intent.hops}) or ["*"]
        direction = intent.hops[0].direction if intent.hops else "out"
        src, dst = intent.anchors[0], intent.anchors[1:]
        find = A.FindPath(
            "SHORTEST",
            [A.Literal(src.vid)],
            [A.Literal(a.vid) for a in dst],
            A.OverClause(edges, direction),
            with_prop=intent.with_properties,
            upto=intent.steps,
            yield_=A.YieldClause([A.YieldItem(A.Variable("path"), "p")]),
        )
        if not intent.path_length:
            return A.Script([find])
        # One number: several shortest paths have one length ("最少要几步" is 4, not 4, 4).
        hops = A.Yield(
            A.YieldClause(
                [A.YieldItem(A.FunctionCall("length", [A.Property(A.InputRef(), "p")]), "hops")],
                distinct=True,
            )
        )
        return A.Script([A.Pipe([find, hops])])


SHAPE = PathShape()

__all__ = ["LENGTH", "SHAPE", "PathShape", "opaque"]
