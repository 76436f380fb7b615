"""``r3 compare A.json B.json``: did B do better than A, beyond noise?

Why paired: both runs score the *same* items, so item difficulty cancels; a paired test
detects a real 2-point EX gain that two independent intervals would call a tie. Per metric:
A, B, B − A with the paired-bootstrap 95% interval and p-value (:mod:`r3.eval.stats`), and
for EX McNemar's exact test as well; ``*`` marks p < 0.05. Then the items that changed —
EX flips first (they are unambiguous), then SA flips, then the largest EA moves — and the
error categories that grew or shrank.

Only items present in both runs are compared; a difference in dataset or metric providers
is warned about, because deltas across them do not mean what they seem.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TypedDict

import numpy as np

from r3.errors import UserInputError
from r3.eval.report import METRIC_LABELS, pct, plain_text
from r3.eval.slices import METRICS, metric_arrays
from r3.eval.stats import ALPHA, mcnemar_exact, paired_bootstrap
from r3.eval.taxonomy import CATEGORIES, GOLD_UNUSABLE, classify
from r3.values.json import JsonObject, JsonValue, json_array, json_number, json_object


def load_run(path: Path) -> JsonObject:
    """A ``--json`` file of ``r3 eval`` ({summary, items})."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise UserInputError(f"cannot read {path}: {e.strerror or e}") from e
    except json.JSONDecodeError as e:
        raise UserInputError(f"{path}: not JSON ({e.msg})") from e
    if not isinstance(data, dict) or "summary" not in data or "items" not in data:
        raise UserInputError(f"{path}: not an 'r3 eval --json' file (needs summary and items)")
    return data


def paired_items(
    a: Mapping[str, JsonValue], b: Mapping[str, JsonValue]
) -> tuple[list[JsonObject], list[JsonObject]]:
    """The records of the items both runs scored, in A's order."""
    items_b: dict[JsonValue, JsonObject] = {r["id"]: r for r in _items(b)}
    shared = [r for r in _items(a) if r["id"] in items_b]
    return shared, [items_b[r["id"]] for r in shared]


def _items(run: Mapping[str, JsonValue]) -> list[JsonObject]:
    return [json_object(r) for r in json_array(run["items"])]


class _McNemar(TypedDict, total=False):
    """McNemar's exact test, on EX only."""

    mcnemar_b: int
    mcnemar_c: int
    p_mcnemar: float


class PairedTest(_McNemar):
    """One metric of two runs on the same items (:func:`paired_tests`)."""

    A: float | None
    B: float | None
    delta: float | None
    interval: list[float] | None
    p_bootstrap: float | None


def paired_tests(
    ra: Sequence[Mapping[str, JsonValue]],
    rb: Sequence[Mapping[str, JsonValue]],
    metrics: Sequence[str] = METRICS,
) -> dict[str, PairedTest]:
    """Per metric: A, B, delta, paired-bootstrap interval and p; McNemar on EX."""
    out: dict[str, PairedTest] = {}
    for metric in metrics:
        aa, bb = metric_arrays(ra, metric), metric_arrays(rb, metric)
        result = paired_bootstrap(aa, bb)
        entry: PairedTest = {
            "A": _ratio(*aa),
            "B": _ratio(*bb),
            "delta": None if result is None else result.delta,
            "interval": None if result is None else result.interval.to_list(),
            "p_bootstrap": None if result is None else result.p_value,
        }
        if metric == "EX":
            test = mcnemar_exact([_ex(r) for r in ra], [_ex(r) for r in rb])
            entry["mcnemar_b"], entry["mcnemar_c"], entry["p_mcnemar"] = test.b, test.c, test.p_value
        out[metric] = entry
    return out


def _ex(record: Mapping[str, JsonValue]) -> int:
    ex = record["ex"]
    if not isinstance(ex, int):  # a bool is an int
        raise TypeError(f"EX must be 0 or 1, got {ex!r}")
    return ex


def _ratio(values: np.ndarray, weights: np.ndarray) -> float | None:
    total = float(weights.sum())
    return float((values * weights).sum() / total) if total > 0 else None


def format_p(value: float | None) -> str:
    """A p-value for people: 4 decimals, scientific below 0.001, ``*`` when significant."""
    if value is None:
        return "-"
    text = f"{value:.4f}" if value >= 0.001 else f"{value:.1e}"
    return text + (" *" if value < ALPHA else "")


def compare_runs(a: Mapping[str, JsonValue], b: Mapping[str, JsonValue], *, limit: int = 20) -> str:
    """The comparison as text (see the module doc)."""
    sa, sb = json_object(a["summary"]), json_object(b["summary"])
    na, nb = json_object(sa["metrics"])["n"], json_object(sb["metrics"])["n"]
    lines = [f"A: {sa['system']} ({na} items)    B: {sb['system']} ({nb} items)"]
    for key in ("dataset_sha256", "providers"):
        if sa.get(key) != sb.get(key):
            lines.append(f"warning: the runs differ in {key}; deltas may not mean what they seem")
    ra, rb = paired_items(a, b)
    lines.append(
        f"paired on the {len(ra)} items both runs scored; 95% paired-bootstrap intervals "
        "(2,000 resamples); * marks p < 0.05"
    )
    tests = paired_tests(ra, rb)
    lines += ["", f"{'metric':<12} {'A':>8} {'B':>8} {'B−A':>8} {'95% CI of B−A':>18} {'p':>9}"]
    for key in METRICS:
        t = tests[key]
        delta = "-" if t["delta"] is None else f"{100 * t['delta']:+.2f}"
        interval = (
            "-"
            if t["interval"] is None
            else (f"[{100 * t['interval'][0]:+.2f}, {100 * t['interval'][1]:+.2f}]")
        )
        lines.append(
            f"{METRIC_LABELS[key]:<12} {pct(t['A']):>8} {pct(t['B']):>8} {delta:>8} {interval:>18} "
            f"{format_p(t['p_bootstrap']):>9}"
        )
    ex = tests["EX"]
    if "p_mcnemar" in ex:
        lines.append(
            f"McNemar exact on EX: {ex['mcnemar_b']} items only A gets right, {ex['mcnemar_c']} only B; "
            f"p = {format_p(ex['p_mcnemar'])}"
        )
    lines += _flips(ra, rb, limit)
    lines += _category_moves(ra, rb)
    only_a, only_b = len(json_array(a["items"])) - len(ra), len(json_array(b["items"])) - len(rb)
    if only_a or only_b:
        lines += ["", f"items only in A: {only_a}; only in B: {only_b}"]
    return "\n".join(lines)


def _flips(
    ra: Sequence[Mapping[str, JsonValue]], rb: Sequence[Mapping[str, JsonValue]], limit: int
) -> list[str]:
    lines: list[str] = []
    pairs = list(zip(ra, rb, strict=True))
    for metric, title in (("ex", "EX"), ("sa", "SA")):
        gained = [(x, y) for x, y in pairs if json_number(y[metric]) > json_number(x[metric])]
        lost = [(x, y) for x, y in pairs if json_number(y[metric]) < json_number(x[metric])]
        lines += ["", f"{title} flips: {len(gained)} gained (0→1), {len(lost)} lost (1→0)"]
        for label, flips in (("+", gained), ("-", lost)):
            for _x, y in flips[:limit]:
                lines.append(f"  {label} {y['id']}: {plain_text(y.get('reason') or 'correct', 110)}")
            if len(flips) > limit:
                lines.append(f"  {label} … {len(flips) - limit} more")
    moved = sorted(pairs, key=lambda p: -_ea_change(*p))
    moved = [p for p in moved if _ea_change(*p) >= 0.05][:limit]
    if moved:
        lines += ["", "largest EA changes:"]
        lines += [f"  {y['id']}: {x['ea']:.3f} → {y['ea']:.3f}" for x, y in moved]
    return lines


def _ea_change(x: Mapping[str, JsonValue], y: Mapping[str, JsonValue]) -> float:
    return abs(json_number(y["ea"]) - json_number(x["ea"]))


def _primary(record: Mapping[str, JsonValue]) -> str | None:
    error = record.get("error")
    if isinstance(error, Mapping):
        return str(error.get("primary"))
    if "error" in record:  # scored correct
        return None
    verdict = classify(record)
    return None if verdict is None else verdict.primary


def _category_moves(
    ra: Sequence[Mapping[str, JsonValue]], rb: Sequence[Mapping[str, JsonValue]]
) -> list[str]:
    from collections import Counter

    ca = Counter(p for r in ra if r.get("gold_reproduced") and (p := _primary(r)))
    cb = Counter(p for r in rb if r.get("gold_reproduced") and (p := _primary(r)))
    if not ca and not cb:
        return []
    lines = ["", "error categories (primary, items whose gold is reproduced): A → B"]
    for category in (c for c in (*CATEGORIES, GOLD_UNUSABLE) if ca[c] or cb[c]):
        lines.append(
            f"  {category:<22} {ca[category]:>5} → {cb[category]:<5} ({cb[category] - ca[category]:+d})"
        )
    return lines


__all__ = ["compare_runs", "format_p", "load_run", "paired_items", "paired_tests"]
