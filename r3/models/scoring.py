"""Scoring given texts with a model: the log-likelihood of each continuation after a prompt.

Why a second contract beside ``generate``: a small local model (135M–0.5B parameters) cannot
write a whole query from a long prompt, but it can still tell which of a few checked queries
reads most like the answer to the question. Scoring needs no decoding — one prefill of the
prompt and one short forward pass per continuation — so it is far cheaper than generation, and
it is exactly what R³'s small models do best (choose among candidates, not write from scratch).

Only providers that see the logits can score (``hf``, ``local``, ``fake``); an
OpenAI-compatible chat endpoint cannot score a given text, so callers check
``isinstance(model, Scorer)`` and fall back to what the model can do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from r3.models.language_model import MessageLike

__all__ = ["Score", "Scorer", "choice_shares"]


@dataclass(frozen=True)
class Score:
    """The model's log-probability of one continuation (natural log, summed over ``tokens``)."""

    logprob: float
    tokens: int

    @property
    def mean(self) -> float:
        """The per-token log-probability (length-normalised: a longer query is not worse for it)."""
        return self.logprob / self.tokens if self.tokens else 0.0


@runtime_checkable
class Scorer(Protocol):
    """A model that can score given continuations of a conversation."""

    name: str

    def score(self, messages: Sequence[MessageLike] | str, continuations: Sequence[str]) -> list[Score]:
        """One :class:`Score` per continuation, each read as the assistant's reply to ``messages``."""
        ...


def choice_shares(scores: Sequence[Score], *, normalise: bool = True) -> list[float]:
    """The model's choice among the continuations as shares summing to 1 (a softmax of the
    per-token log-probabilities, or of the sums with ``normalise=False``).

    Why per-token by default: summed log-probabilities always prefer the shortest query, and a
    query that writes the question's filter is longer than one that drops it."""
    if not scores:
        return []
    values = [s.mean if normalise else s.logprob for s in scores]
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
