"""The neighbourhood of a named vertex: "show everything connected to X", "X周围一步以内的关系图".

Why its own shape: a subgraph question asks for vertices *and* edges around the anchor, in
NebulaGraph's ``GET SUBGRAPH`` form. Two conventions a reader wants: the number of steps the
question writes (one by default), and the vertices' and edges' properties (``WITH PROP``)
when the question asks for them or when vertex ids are opaque (the question wrote a name and
the graph stores ``d017``: bare ids would show nothing a person can read).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from r3.lang import ast as A
from r3.understand.intent import Intent
from r3.understand.operators import CONNECTED, SUBGRAPH, WANT_PROPERTIES
from r3.understand.reading import Reading
from r3.understand.shapes.path import opaque
from r3.understand.shapes.score import score


class SubgraphShape:
    name = "subgraph"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("Show me everything directly connected to {a}.", "Show the subgraph around {a}."),
        "zh": ("给我看看{a}周围一步以内的关系图。", "{a}的子图是什么样的？"),
    }

    def detect(self, r: Reading) -> bool:
        q = r.question
        return bool(r.anchors) and bool(SUBGRAPH.search(q) or (len(r.anchors) == 1 and CONNECTED.search(q)))

    def intents(self, r: Reading) -> list[Intent]:
        asked = bool(WANT_PROPERTIES.search(r.question))
        base = Intent("subgraph", anchors=tuple(r.anchors[:1]), steps=r.steps, reasons=("a subgraph cue",))
        props = asked or opaque(r)
        return [
            score(r, base.with_(with_properties=props), 0.9),
            score(r, base.with_(with_properties=not props), 0.6),
        ]

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        if not intent.anchors:
            return None
        directions: list[tuple[Any, list[str]]] = []
        if intent.hops:
            directions = [("BOTH", sorted({h.edge for h in intent.hops}))]
        return A.Script(
            [
                A.GetSubgraph(
                    [A.Literal(a.vid) for a in intent.anchors],
                    with_prop=intent.with_properties,
                    steps=intent.steps or 1,
                    directions=directions,
                    yield_=A.YieldClause(
                        [
                            A.YieldItem(A.Variable("VERTICES"), "nodes"),
                            A.YieldItem(A.Variable("EDGES"), "relationships"),
                        ]
                    ),
                )
            ]
        )


SHAPE = SubgraphShape()

__all__ = ["SHAPE", "SubgraphShape"]
