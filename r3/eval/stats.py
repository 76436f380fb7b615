"""Uncertainty of evaluation numbers: bootstrap confidence intervals and paired tests.

Why: on a 688-item dev set one EX point is 7 items; a 2-point gain between two systems may
be noise. Every headline metric gets a percentile-bootstrap 95% interval over items, and
``r3 compare`` tests a difference on the *same* items with two paired tests:

- **paired bootstrap** — resample item indices once per round and recompute both systems'
  metric on the same resample; the interval of B − A and a two-sided p-value (twice the
  smaller tail of the resampled differences around 0, at least 1/rounds);
- **McNemar's exact test** on EX — only items where exactly one system is right count:
  ``b`` (A right, B wrong) and ``c`` (A wrong, B right); under "no difference" they split
  like fair coin flips, ``p = min(1, 2·P(X ≤ min(b, c)))``, ``X ~ Binomial(b + c, 1/2)``.

Metrics are ratios of per-item sums, ``Σ value_i·w_i / Σ w_i`` with ``w_i ∈ {0, 1}``: a plain
mean (w = 1) or a mean over a subset (IEA averages over items with syntax score 1), so one
vectorised routine serves every metric of :data:`r3.eval.slices.METRICS`. Seeded: the same
records give the same intervals.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from r3.eval.slices import metric_arrays
from r3.values.json import JsonValue

DEFAULT_ROUNDS = 2000
DEFAULT_SEED = 0
LEVEL = 0.95
#: Differences whose p-value is below this are marked significant.
ALPHA = 0.05


@dataclass(frozen=True)
class Interval:
    low: float
    high: float

    def to_list(self) -> list[float]:
        return [round(self.low, 6), round(self.high, 6)]


def _ratios(values: np.ndarray, weights: np.ndarray, index: np.ndarray) -> np.ndarray:
    """Σ v·w / Σ w per resample row of ``index`` (NaN where a resample has no weight)."""
    num = (values * weights)[index].sum(axis=1)
    den = weights[index].sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, num / np.where(den > 0, den, 1), np.nan)


def _resample(n: int, rounds: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, n, size=(rounds, n))


def bootstrap_interval(
    values: Sequence[float] | np.ndarray,
    weights: Sequence[float] | np.ndarray | None = None,
    *,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = DEFAULT_SEED,
    level: float = LEVEL,
) -> Interval | None:
    """Percentile-bootstrap interval of ``Σ v·w / Σ w`` (a mean when ``weights`` is None)."""
    v = np.asarray(values, dtype=np.float64)
    w = np.ones_like(v) if weights is None else np.asarray(weights, dtype=np.float64)
    if len(v) == 0 or w.sum() == 0:
        return None
    stats = _ratios(v, w, _resample(len(v), rounds, seed))
    stats = stats[~np.isnan(stats)]
    tail = 100 * (1 - level) / 2
    low, high = np.percentile(stats, [tail, 100 - tail], method="inverted_cdf")
    return Interval(float(low), float(high))


def metric_intervals(
    records: Sequence[Mapping[str, JsonValue]],
    metrics: Sequence[str],
    *,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = DEFAULT_SEED,
) -> dict[str, list[float] | None]:
    """The 95% interval of each metric over ``records`` (``[low, high]`` fractions, None if undefined)."""
    out: dict[str, list[float] | None] = {}
    for metric in metrics:
        values, weights = metric_arrays(records, metric)
        interval = bootstrap_interval(values, weights, rounds=rounds, seed=seed)
        out[metric] = interval.to_list() if interval else None
    return out


@dataclass(frozen=True)
class PairedResult:
    """B − A on paired items: the observed difference, its interval and a two-sided p-value."""

    delta: float
    interval: Interval
    p_value: float

    @property
    def significant(self) -> bool:
        return self.p_value < ALPHA


def paired_bootstrap(
    a: tuple[np.ndarray, np.ndarray],
    b: tuple[np.ndarray, np.ndarray],
    *,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = DEFAULT_SEED,
    level: float = LEVEL,
) -> PairedResult | None:
    """Paired bootstrap of metric(B) − metric(A); ``a``/``b`` are :func:`metric_arrays` of the same items."""
    (va, wa), (vb, wb) = a, b
    if len(va) == 0 or len(va) != len(vb) or wa.sum() == 0 or wb.sum() == 0:
        return None
    delta = float((vb * wb).sum() / wb.sum() - (va * wa).sum() / wa.sum())
    index = _resample(len(va), rounds, seed)
    diffs = _ratios(vb, wb, index) - _ratios(va, wa, index)
    diffs = diffs[~np.isnan(diffs)]
    tail = 100 * (1 - level) / 2
    low, high = np.percentile(diffs, [tail, 100 - tail], method="inverted_cdf")
    if np.all(diffs == 0):
        p = 1.0
    else:
        p = 2 * min(float(np.mean(diffs <= 0)), float(np.mean(diffs >= 0)))
        p = min(1.0, max(p, 1 / len(diffs)))
    return PairedResult(delta, Interval(float(low), float(high)), p)


@dataclass(frozen=True)
class McNemarResult:
    #: A right, B wrong
    b: int
    #: A wrong, B right
    c: int
    p_value: float

    @property
    def significant(self) -> bool:
        return self.p_value < ALPHA


def mcnemar_exact(a_correct: Sequence[int | bool], b_correct: Sequence[int | bool]) -> McNemarResult:
    """McNemar's exact (binomial) test on paired right/wrong outcomes (see the module doc)."""
    if len(a_correct) != len(b_correct):
        raise ValueError("McNemar needs the same items for both systems")
    b = sum(1 for x, y in zip(a_correct, b_correct, strict=True) if x and not y)
    c = sum(1 for x, y in zip(a_correct, b_correct, strict=True) if y and not x)
    n = b + c
    if n == 0:
        return McNemarResult(0, 0, 1.0)
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1)) / 2**n
    return McNemarResult(b, c, min(1.0, 2 * tail))


__all__ = [
    "ALPHA",
    "DEFAULT_ROUNDS",
    "Interval",
    "McNemarResult",
    "PairedResult",
    "bootstrap_interval",
    "mcnemar_exact",
    "metric_intervals",
    "paired_bootstrap",
]
