"""A model as chooser: the offline refiner's checked candidates re-ranked by the model's likelihood.

Why (R³'s own design): the small models of R³-NL2GQL choose; they do not write. A 135M–0.5B
model cannot write a whole query from a long prompt, but it can read the question and the schema
and say how likely each checked query is as the answer (:class:`r3.models.scoring.Scorer`: one
prefill, one short pass per candidate, no decoding). Its choice is fused with the composer's
own score as a product of experts, so the model moves the pick only where the composer's
margin is small and the model's preference is clear:

    combined(i) = (1 - w) · log p_composer(i) + w · log p_model(i)

``p_composer`` is a softmax of the composer's scores at :data:`COMPOSER_TEMPERATURE`,
``p_model`` the model's per-token shares (:func:`r3.models.scoring.choice_shares`), ``w`` the
config's ``refiner.model_weight`` (0: the composer's order, 1: the model's).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from r3.models.scoring import Scorer, choice_shares
from r3.pipeline.trace import ModelCall, StageTrace

#: The composer's scores as choice shares: a score gap of 0.25 is a factor e in odds. Its
#: scores run about 0.7–3 and the gap between a right first pick and the runner-up is mostly
#: 0.2–1.2 (measured on eval/unseen, eval/holdout, eval/devshapes).
COMPOSER_TEMPERATURE = 0.25


@dataclass(frozen=True)
class Ranked:
    """One candidate after the fusion: its text, the composer's score, the model's share (None
    when the model did not score it), the fused value and its ``place`` in the composer's order."""

    query: str
    composer: float
    model: float | None
    combined: float
    place: int = 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"query": self.query, "place": self.place, "composer": round(self.composer, 4)}
        if self.model is not None:
            out["model"] = round(self.model, 4)
        out["combined"] = round(self.combined, 4)
        return out


def softmax(values: Sequence[float], temperature: float) -> list[float]:
    """Shares summing to 1 (``temperature`` > 0)."""
    if not values:
        return []
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def fuse(composer: Sequence[float], model: Sequence[float], weight: float) -> list[float]:
    """The product-of-experts value of each candidate (module doc); ``model`` holds shares."""
    shares = softmax(composer, COMPOSER_TEMPERATURE)
    w = min(max(weight, 0.0), 1.0)
    return [
        (1.0 - w) * math.log(max(c, 1e-12)) + w * math.log(max(m, 1e-12))
        for c, m in zip(shares, model, strict=True)
    ]


def rerank(
    model: Scorer,
    messages: list[dict[str, str]],
    queries: Sequence[str],
    composer: Sequence[float],
    weight: float,
    trace: StageTrace,
) -> list[Ranked]:
    """``queries`` (in the composer's order, with its ``composer`` scores) ordered by the
    fused value; ties keep the composer's order. The scoring call lands in ``trace``."""
    started = time.perf_counter()
    scores = model.score(messages, list(queries))
    elapsed = time.perf_counter() - started
    shares = choice_shares(scores)
    trace.calls.append(
        ModelCall(
            model=str(model.name),
            messages=[dict(m) for m in messages],
            output=json.dumps([round(s.mean, 4) for s in scores]),
            elapsed_s=elapsed,
            params={"score": len(queries)},
            prompt_tokens=0,
            completion_tokens=0,
            finish_reason="scored",
        )
    )
    combined = fuse(composer, shares, weight)
    ranked = [
        Ranked(q, c, m, v, i)
        for i, (q, c, m, v) in enumerate(zip(queries, composer, shares, combined, strict=True))
    ]
    order = sorted(range(len(ranked)), key=lambda i: (-ranked[i].combined, i))
    return [ranked[i] for i in order]


__all__ = ["COMPOSER_TEMPERATURE", "Ranked", "fuse", "rerank", "softmax"]
