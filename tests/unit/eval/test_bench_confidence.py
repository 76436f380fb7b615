"""eval/bench_confidence.py's scoring and fitting: the shares it reports and the cut it places."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from helpers import load_script

BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_confidence.py"

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script(BENCH, "bench_confidence_under_test")


def rec(rid: str, ex: int, status: str, space: str = "g", reproduced: bool = True) -> dict[str, Any]:
    return {"id": rid, "ex": ex, "status": status, "space": space, "gold_reproduced": reproduced}


@pytest.mark.parametrize(
    ("records", "wrong_flagged", "right_flagged"),
    [
        ([rec("a", 1, "ok"), rec("b", 0, "uncertain")], 1.0, 0.0),
        ([rec("a", 1, "uncertain"), rec("b", 0, "ok"), rec("c", 0, "unanswerable")], 0.5, 1.0),
        ([rec("a", 1, "ok"), rec("b", 0, "ok", reproduced=False)], None, 0.0),
    ],
)
def test_calibration_shares(
    bench: ModuleType, records: list[dict[str, Any]], wrong_flagged: float | None, right_flagged: float
) -> None:
    c = bench.calibration(records)
    assert (c["wrong_flagged"], c["right_flagged"]) == (wrong_flagged, right_flagged)


def test_refusals_count_false_ones(bench: ModuleType) -> None:
    answerable = [rec("a", 1, "ok"), rec("b", 0, "unanswerable")]
    unanswerable = [{"question": "q1", "status": "unanswerable"}, {"question": "q2", "status": "ok"}]
    r = bench.refusals(answerable, unanswerable)
    assert (r["precision"], r["recall"], r["false_refusals"], r["missed"]) == (0.5, 0.5, 1, ["q2"])


@pytest.mark.parametrize("target", [0.5, 0.85, 1.0])
def test_the_cut_flags_the_target_share_of_wrong_answers(bench: ModuleType, target: float) -> None:
    rng = np.random.default_rng(0)
    scores, y = rng.normal(size=200), (rng.random(200) > 0.5).astype(float)
    cut = bench.cut_for(scores, y, target)
    share = float((scores[y == 0] < cut).mean())
    assert target <= share <= target + 0.02


def test_graph_weights_give_each_graph_the_same_total(bench: ModuleType) -> None:
    w = bench.graph_weights(["big"] * 90 + ["small"] * 10)
    assert w[:90].sum() == pytest.approx(w[90:].sum()) and w.sum() == pytest.approx(100)


def test_the_fit_finds_the_separating_direction(bench: ModuleType) -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(300, 2))
    y = (x[:, 0] > 0).astype(float)  # only the first feature decides
    w, _bias = bench.fit_logistic(x, y, 1.0)
    assert w[0] > 1.0 and abs(w[1]) < 0.5 * w[0]
