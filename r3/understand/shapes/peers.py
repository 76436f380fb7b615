"""The others who share a neighbour with a named vertex: "who else rides a horse X rides",
"the other horses in the same barn as X", "X的同事", "还有谁和X照看同一只宠物".

Why its own shape: the common walk from X over one relation and back ends at X itself too
(X rides the horse it rides), and a one-hop walk answers with the shared neighbour (the
barn) instead of the peers. The question asks for the vertices *of X's own tag* that reach
the same neighbour over the same relation, X left out: ``MATCH (a:A)-[:e]->(m:M)<-[:e]-(t:A)
WHERE id(a) == X AND id(t) <> id(a) RETURN DISTINCT t.name``. Detected by one named vertex
and a word of the query language for "the others" (else, other, same, 其他, 还有, 同一) or a
peer noun (colleague, teammate, 同事, 队友); the peer noun's English glosses ("co-worker",
"teammate") name the relation or the shared tag through :mod:`r3.lexical` ("worker" →
``works_at``, "team" → ``team``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from r3.lang import ast as A
from r3.lexical import glosses, relatedness
from r3.text import is_cjk
from r3.understand.intent import Anchor, Direction, Hop, Intent
from r3.understand.reading import Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import first_steps

#: "The others": the answer is not the named vertex itself ("X的师父*还*教过谁": whom else; 还没 is "not yet").
OTHERS = re.compile(
    r"\belse\b|\bothers?\b|\bsame\b|其他|其它|别的|还有|还(?![没未不])|另外|同一|相同|一样", re.IGNORECASE
)
#: Nouns for a peer (the query language's own: a relation of sharing, whatever is shared).
PEER = re.compile(
    r"\bco-\w+|\bco(?:workers?|stars?|authors?)\b|\bcolleagues?\b|\bpeers?\b"
    r"|\b(?:team|class|room|flat|house|play|ship|work|band|school)mates?\b"
    r"|同事|同学|队友|同伴|战友|室友|同僚",
    re.IGNORECASE,
)
#: The fit of a peer walk when the question says "the others"; a related peer noun adds NAMED.
FIT = 0.7
NAMED = 0.2
#: Relatedness from which a peer noun's part names a relation or the shared tag.
RELATED_MIN = 0.8


def _peer_parts(question: str) -> list[str]:
    """The English words a peer noun is made of ("co-worker" → worker, "teammates" → team),
    through CC-CEDICT's glosses for a Chinese one (同事 → colleague, co-worker)."""
    words: list[str] = []
    for m in PEER.finditer(question):
        word = m.group(0).lower()
        words += list(glosses(word)) if is_cjk(word[0]) else [word]
    parts: list[str] = []
    for word in words:
        for piece in re.split(r"[-\s]+", word):
            piece = re.sub(r"mates?$", "", piece)
            if len(piece) >= 3 and piece not in ("co",):
                parts.append(piece)
    return parts


def _peer_fit(parts: list[str], edge: str, middle: str) -> float:
    """How strongly the peer noun names the relation or the shared tag."""
    best = 0.0
    for part in parts:
        best = max(best, relatedness(part, edge), relatedness(part, middle))
    return NAMED if best >= RELATED_MIN else 0.0


def _opposite(direction: str) -> Direction:
    return "in" if direction == "out" else "out"


class PeersShape:
    name = "peers"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("Who else {E} the same {T} as {a}?", "Which other {T} share a {E} with {a}?"),
        "zh": ("还有谁和{a}{E}同一个{T}？", "{a}的同伴有哪些？"),
    }

    def detect(self, r: Reading) -> bool:
        return len(r.anchors) == 1 and bool(OTHERS.search(r.question) or PEER.search(r.question))

    def intents(self, r: Reading) -> list[Intent]:
        anchor: Anchor = r.anchors[0]
        parts = _peer_parts(r.question)
        out: list[Intent] = []
        for edge, direction in first_steps(r, anchor):
            for s, d in r.profile.pairs(edge):
                if direction == "out" and s == anchor.tag:
                    middle = d
                elif direction == "in" and d == anchor.tag:
                    middle = s
                else:
                    continue
                intent = Intent(
                    target=anchor.tag,
                    anchors=(anchor,),
                    hops=(Hop(edge, direction, middle), Hop(edge, _opposite(direction), anchor.tag)),  # type: ignore[arg-type]
                    peers=True,
                    reasons=(f"the other {anchor.tag} vertices sharing a {middle} over {edge}",),
                )
                out.append(score(r, intent, FIT + _peer_fit(parts, edge, middle)))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """``MATCH (a:A)-[:e]->(m:M)<-[:e]-(t:A) WHERE id(a) == … AND id(t) <> id(a) RETURN DISTINCT t.A.name``."""
        if not intent.peers or not intent.anchors or len(intent.hops) != 2:
            return None
        a = intent.anchors[0]
        first, back = intent.hops
        walk = A.PathPattern(
            [
                A.NodePattern("a", [a.tag]),
                A.RelPattern(first.direction, None, [first.edge]),
                A.NodePattern("m", [first.tag] if first.tag else []),
                A.RelPattern(back.direction, None, [back.edge]),
                A.NodePattern("t", [a.tag]),
            ]
        )
        where = A.BinaryOp(
            "AND",
            A.BinaryOp("==", A.FunctionCall("id", [A.Variable("a")]), A.Literal(a.vid)),
            A.BinaryOp(
                "!=", A.FunctionCall("id", [A.Variable("t")]), A.FunctionCall("id", [A.Variable("a")])
            ),
        )
        shown = display.get(a.tag)
        item = A.Property(A.Property(A.Variable("t"), a.tag), shown) if shown else A.Variable("t")
        projection = A.Projection([A.YieldItem(item)], distinct=True)
        return A.Script([A.CypherQuery([A.MatchClause([walk], where), A.ReturnClause(projection)])])


SHAPE = PeersShape()

__all__ = ["OTHERS", "PEER", "SHAPE", "PeersShape"]
