"""Several relations out of one named vertex, one column each: "the IDs of what X works for and likes".

Why its own shape: the common walk follows *one* relation (or a chain); a question that
names two or three relations of the same vertex side by side asks for the ends of each,
not for a chain through them nor for one of them. NebulaGraph's form is one ``GO`` over the
edge types, one ``e._dst`` column per type in the order the question names them (a row has
a value in the column of its own edge type and ``__EMPTY__`` in the others). Detected when
one vertex is named, the ids are asked for, and two or more edge types leaving its tag are
named at different places of the question.
"""

from __future__ import annotations

from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.intent import Hop, Intent
from r3.understand.operators import WANT_ID
from r3.understand.reading import Reading
from r3.understand.shapes.score import score

#: Mention strength from which a relation word counts as one of the relations listed.
NAMED = 0.45


class FanShape:
    name = "fan"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("What are the IDs of everything {a} {E} and {E2}?",),
        "zh": ("{a}{E}和{E2}的所有实体的ID是什么？",),
    }

    def detect(self, r: Reading) -> bool:
        return len(r.anchors) == 1 and bool(WANT_ID.search(r.question)) and len(_listed(r)) >= 2

    def intents(self, r: Reading) -> list[Intent]:
        edges = _listed(r)
        base = Intent(
            anchors=tuple(r.anchors[:1]),
            fan=tuple(Hop(e, "out") for e in edges),
            returns=("id()",),
            reasons=(f"the ends of {', '.join(edges)} from one named vertex",),
        )
        return [score(r, base, 0.6)]

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        if not intent.fan or not intent.anchors:
            return None
        edges = [h.edge for h in intent.fan]
        items = [A.YieldItem(A.Property(A.Variable(e), "_dst")) for e in edges]
        return A.Script(
            [
                A.Go(
                    [A.Literal(intent.anchors[0].vid)],
                    A.OverClause(edges),
                    yield_=A.YieldClause(items),
                )
            ]
        )


def _listed(r: Reading) -> list[str]:
    """Edge types leaving the anchor's tag that the question names, each at its own place, in order."""
    anchor = r.anchors[0]
    # From the schema, not the anchor's own edges: a relation it happens to lack is still asked.
    leaving = {e for e in r.profile.schema.edges if any(s == anchor.tag for s, _ in r.profile.pairs(e))}
    by_place: dict[int, tuple[float, str]] = {}
    for edge, m in r.edges().items():
        if (
            edge in leaving
            and m.score >= NAMED
            and (m.start not in by_place or by_place[m.start][0] < m.score)
        ):
            by_place[m.start] = (m.score, edge)
    return list(dict.fromkeys(e for _, (_, e) in sorted(by_place.items())))


SHAPE = FanShape()

__all__ = ["SHAPE", "FanShape"]
