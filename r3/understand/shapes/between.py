"""What an edge between two named vertices holds: "how many hours has A played B", "A给B打了几分",
"when did A join B".

Why its own shape: with two named vertices of different tags, the common walk starts at one
and constrains the answer through the other ("the players A likes who served B"), so an
asked property of the *edge* that joins them has no reading: the answer is neither vertex,
it is the edge's own value (``MATCH (a)-[e]->(b) WHERE id(a) == … AND id(b) == … RETURN
e.hours``). Detected when two named vertices of different tags are joined by an edge type
whose property the question names.
"""

from __future__ import annotations

from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.intent import Hop, Intent
from r3.understand.reading import Reading
from r3.understand.shapes.score import score

#: The fit of an edge property asked between two named vertices (above a walk's: both are named).
FIT = 0.9


def _joined(r: Reading) -> list[tuple[int, int, str, str]]:
    """(first anchor, second anchor, edge, direction from the first) for anchors of different
    tags joined by an edge type whose property the question names."""
    out: list[tuple[int, int, str, str]] = []
    for i, a in enumerate(r.anchors):
        for j, b in enumerate(r.anchors):
            if j <= i or a.tag == b.tag:
                continue
            for edge in r.profile.schema.edges:
                if not r.props(edge):
                    continue
                for s, d in r.profile.pairs(edge):
                    if (s, d) == (a.tag, b.tag):
                        out.append((i, j, edge, "out"))
                    elif (s, d) == (b.tag, a.tag):
                        out.append((i, j, edge, "in"))
    return out


class BetweenShape:
    name = "between"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("What is the {P} of the {E} between {a} and {b}?", "How many {P} has {a} {E} {b}?"),
        "zh": ("{a}和{b}之间的{E}的{P}是多少？", "{a}{E}{b}的{P}是多少？"),
    }

    def detect(self, r: Reading) -> bool:
        return len({a.tag for a in r.anchors}) >= 2 and bool(_joined(r))

    def intents(self, r: Reading) -> list[Intent]:
        out: list[Intent] = []
        for i, j, edge, direction in _joined(r):
            a, b = r.anchors[i], r.anchors[j]
            asked = tuple(p for p, _ in sorted(r.props(edge).items(), key=lambda kv: kv[1].start))
            intent = Intent(
                target=b.tag,
                anchors=(a, b),
                hops=(Hop(edge, direction, b.tag),),  # type: ignore[arg-type]
                edge_returns=asked,
                between=True,
                reasons=(f"the {edge} edge between {a.value or a.vid} and {b.value or b.vid}",),
            )
            out.append(score(r, intent, FIT))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """``MATCH (a:x)-[e0:edge]->(t:y) WHERE id(a) == … AND id(t) == … RETURN e0.p``."""
        if not intent.between or len(intent.anchors) < 2 or not intent.hops:
            return None
        a, b = intent.anchors[:2]
        hop = intent.hops[0]
        walk = A.PathPattern(
            [
                A.NodePattern("a", [a.tag]),
                A.RelPattern(hop.direction, "e0", [hop.edge]),
                A.NodePattern("t", [b.tag]),
            ]
        )
        where = A.BinaryOp(
            "AND",
            A.BinaryOp("==", A.FunctionCall("id", [A.Variable("a")]), A.Literal(a.vid)),
            A.BinaryOp("==", A.FunctionCall("id", [A.Variable("t")]), A.Literal(b.vid)),
        )
        items = [A.YieldItem(A.Property(A.Variable("e0"), p)) for p in intent.edge_returns]
        return A.Script([A.CypherQuery([A.MatchClause([walk], where), A.ReturnClause(A.Projection(items))])])


SHAPE = BetweenShape()

__all__ = ["SHAPE", "BetweenShape"]
