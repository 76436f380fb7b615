"""How many times: "how many times has X been borrowed", "X被借了多少次", "次数".

Why its own shape: "how many times" counts *events* — the edges of a walk — not the distinct
vertices it reaches (a reader who borrowed a book twice counts twice). So the intent counts
the last hop's edges (``count(e0)``), for each walk from the named vertex.
"""

from __future__ import annotations

from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.intent import Intent
from r3.understand.operators import TIMES_WORDS
from r3.understand.reading import Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import walks

TIMES = TIMES_WORDS


class TimesShape:
    name = "times"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("How many times has {a} been {E}?",),
        "zh": ("{a}被{E}了多少次？",),
    }

    def detect(self, r: Reading) -> bool:
        return bool(r.anchors) and bool(TIMES.search(r.question))

    def intents(self, r: Reading) -> list[Intent]:
        anchor = r.anchors[0]
        out: list[Intent] = []
        for hops, target, fit in walks(r, anchor, max_hops=2):
            why = (f"counts the {hops[-1].edge} edges of {anchor.value or anchor.vid}",)
            intent = Intent(
                target=target, anchors=(anchor,), hops=hops, aggregate="count", count_edges=True, reasons=why
            )
            out.append(score(r, intent, fit + 0.2))
        return out

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        return None  # a select with ``count_edges``: the common builder


SHAPE = TimesShape()

__all__ = ["SHAPE", "TIMES", "TimesShape"]
