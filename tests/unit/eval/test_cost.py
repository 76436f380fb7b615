"""Cost per item and per system from the pipeline trace (r3.eval.cost)."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.eval.cost import cost_totals, item_cost, read_prices

TRACE = {
    "stages": {
        "reranker": {"calls": [{"model": "small", "prompt_tokens": 1000, "completion_tokens": 20}]},
        "refiner": {
            "calls": [
                {"model": "big", "prompt_tokens": 2000, "completion_tokens": 100},
                {"model": "big", "prompt_tokens": 2000, "completion_tokens": 100, "cached": True},
            ]
        },
    }
}
PRICES = {"big": {"prompt": 10.0, "completion": 30.0}, "*": {"prompt": 1.0, "completion": 2.0}}


def test_item_cost_prices_each_call_by_its_model() -> None:
    cost = item_cost(TRACE, 0.5, PRICES)
    assert (cost["model_calls"], cost["cached_calls"]) == (3, 1)
    assert (cost["prompt_tokens"], cost["completion_tokens"]) == (5000, 220)
    # small via "*": 1000·1 + 20·2 = 1040; big: 2000·10 + 100·30 = 23000; the cached call is free
    assert cost["cost"] == pytest.approx((1040 + 23000) / 1e6)


def test_unpriced_models_make_the_cost_unknown_not_zero() -> None:
    assert item_cost(TRACE, 0.5, {"big": {"prompt": 1.0}})["cost"] is None
    assert item_cost(TRACE, 0.5, None)["cost"] is None
    assert item_cost(None, 0.1, PRICES) == {
        "latency_s": 0.1,
        "model_calls": 0,
        "cached_calls": 0,
        "prompt_tokens": 0,
        "completion_tokens": 0,
        "cost": 0.0,
    }


def test_totals_sum_items_and_take_latency_quantiles() -> None:
    records = [{"cost": item_cost(None, s, PRICES)} for s in (0.1, 0.2, 0.3, 0.4)]
    totals = cost_totals(records)
    assert totals["latency_s_total"] == pytest.approx(1.0)
    assert totals["latency_s_mean"] == pytest.approx(0.25)
    # sorted latencies [0.1, 0.2, 0.3, 0.4]: p50 is element int(0.5·4) = 2, p95 element 3
    assert (totals["latency_s_p50"], totals["latency_s_p95"]) == (0.3, 0.4)
    assert totals["cost"] == 0.0 and totals["cost_per_item"] == 0.0


def test_price_table_file(tmp_path: Path) -> None:
    good = tmp_path / "prices.yaml"
    good.write_text("gpt-4o: {prompt: 2.5, completion: 10}\n", "utf-8")
    assert read_prices(good) == {"gpt-4o": {"prompt": 2.5, "completion": 10.0}}
    bad = tmp_path / "bad.yaml"
    bad.write_text("gpt-4o: {input: 2.5}\n", "utf-8")
    with pytest.raises(UserInputError, match="prompt and/or completion"):
        read_prices(bad)
