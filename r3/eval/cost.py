"""What a system costs per question: latency, model calls, tokens and money.

Why here and not in the pipeline: every call a pipeline system makes is already recorded in
its trace (:class:`r3.pipeline.trace.ModelCall`: model, prompt and completion tokens,
whether the response cache answered); the evaluator only has to read it back and price it.
Systems without a trace (gold, a predictions file) cost their latency and nothing else.

Prices are a table ``model → {prompt, completion}`` in units of currency per **million**
tokens, read from YAML/JSON/TOML (``r3 eval --prices FILE``); the key ``"*"`` prices every
model the table does not name. Without a table the cost is unknown (None) rather than 0:
a free local model and an unpriced API look different in a report. Cached calls cost 0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from r3.errors import UserInputError
from r3.inputs import read_config
from r3.values.json import JsonObject, JsonValue, json_array, json_number, json_object, json_scalar

PriceTable = Mapping[str, Mapping[str, float]]


def read_prices(path: Path) -> dict[str, dict[str, float]]:
    """A price table file (see the module doc), checked: every entry has numeric prices."""

    data = read_config(path, "price table")
    if not isinstance(data, Mapping):
        raise UserInputError(f"{path}: expected a mapping model → {{prompt: …, completion: …}}")
    table: dict[str, dict[str, float]] = {}
    for model, entry in data.items():
        if not isinstance(entry, Mapping) or not set(entry) <= {"prompt", "completion"}:
            raise UserInputError(
                f"{path}: {model!r} needs prompt and/or completion prices per million tokens"
            )
        try:
            table[str(model)] = {k: float(v) for k, v in entry.items()}
        except (TypeError, ValueError) as e:
            raise UserInputError(f"{path}: {model!r}: prices must be numbers") from e
    return table


def _calls(trace: JsonValue) -> list[JsonObject]:
    if not isinstance(trace, Mapping):
        return []
    stages = trace.get("stages")
    if not isinstance(stages, Mapping):
        return []
    return [
        json_object(c)
        for s in stages.values()
        if isinstance(s, Mapping)
        for c in json_array(s.get("calls") or [])
    ]


def item_cost(trace: JsonValue, latency_s: JsonValue, prices: PriceTable | None = None) -> JsonObject:
    """Latency, calls, tokens and cost of one prediction, from its trace."""
    calls = _calls(trace)
    prompt = sum(int(json_scalar(c.get("prompt_tokens") or 0)) for c in calls)
    completion = sum(int(json_scalar(c.get("completion_tokens") or 0)) for c in calls)
    cost: float | None = None
    if prices:
        cost = 0.0
        for c in calls:
            if c.get("cached"):
                continue
            price = prices.get(str(c.get("model", ""))) or prices.get("*")
            if price is None:
                cost = None
                break
            cost += (
                int(json_scalar(c.get("prompt_tokens") or 0)) * price.get("prompt", 0.0)
                + int(json_scalar(c.get("completion_tokens") or 0)) * price.get("completion", 0.0)
            ) / 1e6
    return {
        "latency_s": None if latency_s is None else round(json_number(latency_s), 6),
        "model_calls": len(calls),
        "cached_calls": sum(1 for c in calls if c.get("cached")),
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "cost": cost,
    }


def _quantile(values: Sequence[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cost_totals(records: Sequence[Mapping[str, JsonValue]]) -> JsonObject:
    """Per-system totals and means of the records' ``cost`` entries (p50/p95 of latency)."""
    costs = [json_object(r.get("cost") or {}) for r in records]
    latencies = [float(json_scalar(c["latency_s"])) for c in costs if c.get("latency_s") is not None]
    priced = [json_number(c["cost"]) for c in costs if c.get("cost") is not None]
    n = len(records)
    total = round(sum(priced), 6) if priced and len(priced) == n else None
    return {
        "items": n,
        "timed_items": len(latencies),
        "latency_s_total": round(sum(latencies), 3),
        "latency_s_mean": round(sum(latencies) / len(latencies), 4) if latencies else None,
        "latency_s_p50": _quantile(latencies, 0.5),
        "latency_s_p95": _quantile(latencies, 0.95),
        "model_calls": sum(int(json_scalar(c.get("model_calls") or 0)) for c in costs),
        "cached_calls": sum(int(json_scalar(c.get("cached_calls") or 0)) for c in costs),
        "prompt_tokens": sum(int(json_scalar(c.get("prompt_tokens") or 0)) for c in costs),
        "completion_tokens": sum(int(json_scalar(c.get("completion_tokens") or 0)) for c in costs),
        "cost": total,
        "cost_per_item": None if total is None or not n else round(total / n, 8),
    }


__all__ = ["PriceTable", "cost_totals", "item_cost", "read_prices"]
