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


def _answer(rid: str, space: str, ex: int, missing: tuple[str, ...]) -> dict[str, Any]:
    """An answer with the facts the confidence records (``missing``: uncovered words)."""
    facts = {"judged": 3, "missing": list(missing), "names": 1, "names_used": 1, "ran": True, "rows": 2}
    facts["origin"] = {"source": "composed", "ids": ["compose:one-hop"], "prior": 0.8, "score": 2.0}
    return {"id": rid, "space": space, "ex": ex, "status": "ok", "facts": facts, "gold_reproduced": True}


@pytest.mark.parametrize("spec_features", [("uncovered_share",), ("uncovered_share", "empty", "tie")])
def test_leave_one_graph_out_flags_what_the_other_graphs_taught(
    bench: ModuleType, spec_features: tuple[str, ...]
) -> None:
    # On every graph an answer that leaves a word uncovered is wrong, one that covers all is right:
    # fitted on the other graphs, the held-out graph's wrong answers are flagged, its right ones not.
    records = [
        _answer(f"{g}-{i}", g, ex, () if ex else ("word",))
        for g in ("a", "b", "c")
        for i, ex in enumerate([1, 1, 1, 0, 0, 1, 0, 1] * 4)  # enough support to fit (MIN_SUPPORT)
    ]
    out = bench.logo(records, bench.Spec("t", spec_features, (), 1.0))
    for space in ("a", "b", "c"):
        assert out["by_space"][space]["wrong_flagged"] == 1.0
        assert out["by_space"][space]["right_flagged"] == 0.0
    assert out["macro"]["wrong_flagged"] == 1.0


def test_a_probability_cut_is_no_quantile(bench: ModuleType) -> None:
    # With the cut at p < 0.6 nothing is flagged when every answer was right elsewhere.
    records = [_answer(f"{g}-{i}", g, 1, ()) for g in ("a", "b") for i in range(30)]
    records += [_answer(f"{g}-w{i}", g, 0, ("word",)) for g in ("a", "b") for i in range(12)]
    out = bench.logo(records, bench.Spec("t", ("uncovered_share",), (), 1.0, 0.6))
    assert out["pooled"]["right_flagged"] == 0.0


@pytest.mark.parametrize(("monotone", "dropped"), [(False, False), (True, True)])
def test_a_monotone_fit_drops_a_weight_against_the_facts_meaning(
    bench: ModuleType, monotone: bool, dropped: bool
) -> None:
    # Here an echoed answer ("echo", a bad fact) happens to be right: a free fit rewards it,
    # a monotone one gives it no weight and keeps the margin's.
    rng = np.random.default_rng(2)
    echo = (rng.random(200) > 0.5).astype(float)
    margin = rng.normal(size=200)
    y = ((echo + margin + 0.3 * rng.normal(size=200)) > 0.5).astype(float)
    x = np.stack([echo, margin], axis=1)
    spec = bench.Spec("t", ("echo", "margin"), (), 1.0, None, monotone)
    w, _b = bench.fit_spec(x, y, ["echo", "margin"], spec, np.ones(200), np.zeros(200))
    assert bool(w[0] == 0.0) is dropped and w[1] > 0


def _folder(root: Path, name: str, graphs: list[str], rows: list[dict[str, Any]]) -> Path:
    import json

    folder = root / name
    for graph in graphs:
        (folder / "graphs" / graph).mkdir(parents=True)
    (folder / "questions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    return folder


def test_a_graph_name_two_folders_share_keeps_the_first_folders_questions(
    bench: ModuleType, tmp_path: Path
) -> None:
    first = _folder(tmp_path, "a", ["kitchen"], [{"id": 1, "space": "kitchen", "question": "q1"}])
    second = _folder(
        tmp_path,
        "b",
        ["kitchen", "lab"],
        [{"id": 2, "space": "kitchen", "question": "q2"}, {"id": 3, "space": "lab", "question": "q3"}],
    )
    out = bench.combined_folder([first, second], tmp_path / "out")
    lines = (out / "questions.jsonl").read_text("utf-8").splitlines()
    assert [line for line in lines if '"q2"' in line] == []
    assert len(lines) == 2
    assert (out / "graphs" / "kitchen").resolve() == (first / "graphs" / "kitchen").resolve()


def test_unanswerable_rows_of_the_development_folders_join_the_refusal_set(
    bench: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    side = tmp_path / "unanswerable.jsonl"
    side.write_text('{"id": "u1", "space": "lab", "question": "weather?", "unanswerable": true}\n', "utf-8")
    dev = _folder(
        tmp_path,
        "devshapes9",
        ["lab"],
        [
            {"id": 1, "space": "lab", "question": "phone of X?", "unanswerable": True},
            {"id": 2, "space": "lab", "question": "who?", "gold": "MATCH (n) RETURN n"},
        ],
    )
    monkeypatch.setattr(bench, "DEV_FOLDERS", (dev,))
    rows = bench.unanswerable_questions(side, ["lab"])
    assert [r["id"] for r in rows] == ["u1", "devshapes9/1"]
    assert bench.unanswerable_questions(side, ["zoo"]) == []
