"""Datasets may say a question is unanswerable: the reader accepts the rows, the evaluator scores
a refusal right and any rows wrong, and the summary reports refusal precision/recall and the
calibration of the system's statuses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import write_graphs, write_jsonl

from r3.errors import UserInputError
from r3.eval.harness import EngineBackend, EvalSettings, SystemEvaluator
from r3.eval.refusals import calibration, refusal_metrics, summary_line
from r3.eval.report import markdown
from r3.eval.systems import Prediction
from r3.inputs import read_dataset

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE mini (vid_type = FIXED_STRING(16));
USE mini;
CREATE TAG person(name string, age int);
INSERT VERTEX person(name, age) VALUES "alice":("Alice", 30), "bob":("Bob", 25);
"""
AGE = 'FETCH PROP ON person "alice" YIELD person.age AS age'
WRONG = 'FETCH PROP ON person "bob" YIELD person.age AS age'


def answerable(rid: str) -> dict[str, Any]:
    return {"id": rid, "space": "mini", "question": "How old is Alice?", "gold": AGE, "gold_result": ["[30]"]}


def unanswerable(rid: str) -> dict[str, Any]:
    return {"id": rid, "space": "mini", "question": "What is Alice's phone number?", "unanswerable": True}


class Scripted:
    """A system answering each id as told: (query, status)."""

    name = "scripted"
    config_hash = "scripted"

    def __init__(self, answers: dict[str, tuple[str, str]]) -> None:
        self.answers = answers

    def predict(self, row: dict[str, Any]) -> Prediction:
        query, status = self.answers[str(row["id"])]
        return Prediction(query, {"status": status}, None if query else "refused")


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ('{"id": 1, "space": "s", "question": "q", "unanswerable": true}', None),
        ('{"id": 1, "space": "s", "question": "q", "unanswerable": "yes"}', None),
        ('{"id": 1, "space": "s", "question": "q", "unanswerable": "maybe"}', "must be true or false"),
        ('{"id": 1, "space": "s", "question": "q", "gold": "GO", "unanswerable": true}', "has no gold query"),
        ('{"id": 1, "space": "s", "question": "q", "gold": "GO", "unanswerable": false}', None),
    ],
)
def test_the_reader_accepts_unanswerable_rows(tmp_path: Path, line: str, problem: str | None) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    if problem is None:
        row = read_dataset(path)[0]
        assert isinstance(row["unanswerable"], bool)
    else:
        with pytest.raises(UserInputError, match=problem):
            read_dataset(path)


@pytest.fixture
def evaluator(tmp_path: Path) -> SystemEvaluator:
    graphs = write_graphs(tmp_path / "graphs", {"mini": GRAPH})
    rows = [answerable("a1")]
    return SystemEvaluator(
        EngineBackend(graphs, rows, writes="prepared", timeout_s=10),
        settings=EvalSettings(graphs_dir=graphs, cache_dir=None),
    )


@pytest.mark.parametrize(
    ("answers", "ex", "precision", "recall", "false_refusals"),
    [
        # a1, a2 answerable; u1, u2 unanswerable
        (
            {"a1": (AGE, "ok"), "a2": (AGE, "ok"), "u1": ("", "unanswerable"), "u2": ("", "unanswerable")},
            4,
            1.0,
            1.0,
            0,
        ),
        (
            {"a1": (AGE, "ok"), "a2": (AGE, "ok"), "u1": (AGE, "ok"), "u2": ("", "unanswerable")},
            3,
            1.0,
            0.5,
            0,
        ),
        (
            {
                "a1": ("", "unanswerable"),
                "a2": (AGE, "ok"),
                "u1": (AGE, "uncertain"),
                "u2": ("", "unanswerable"),
            },
            2,
            0.5,
            0.5,
            1,
        ),
        ({"a1": (AGE, "ok"), "a2": (AGE, "ok"), "u1": (AGE, "ok"), "u2": ("", "no-query")}, 2, None, 0.0, 0),
    ],
)
def test_refusals_are_scored_and_counted(
    evaluator: SystemEvaluator,
    answers: dict[str, tuple[str, str]],
    ex: int,
    precision: float | None,
    recall: float,
    false_refusals: int,
) -> None:
    rows = [answerable("a1"), answerable("a2"), unanswerable("u1"), unanswerable("u2")]
    run = evaluator.run(rows, Scripted(answers), dataset_sha="x")
    assert sum(r["ex"] for r in run.records) == ex
    for r in run.records:
        if r["id"].startswith("u"):
            assert r["ex"] == (answers[r["id"]][1] == "unanswerable")
            assert r["error"] is None or r["error"]["primary"] in ("answered unanswerable", "no prediction")
    ref = run.summary["refusals"]
    assert (ref["precision"], ref["recall"], ref["false_refusals"]) == (precision, recall, false_refusals)
    assert ref["unanswerable"] == 2
    line = summary_line(ref, run.summary["calibration"])
    assert line is not None and "refusals: precision" in line
    assert "refusals: precision" in markdown(run.summary, run.records)


@pytest.mark.parametrize(
    ("statuses", "wrong_flagged", "right_flagged"),
    [
        # (ex, status) per answerable item
        ([(1, "ok"), (1, "ok"), (0, "uncertain"), (0, "uncertain")], 1.0, 0.0),
        ([(1, "uncertain"), (1, "ok"), (0, "ok"), (0, "uncertain")], 0.5, 0.5),
        ([(1, "ok"), (0, "unanswerable"), (0, "invalid")], 0.5, 0.0),
    ],
)
def test_calibration_shares(
    statuses: list[tuple[int, str]], wrong_flagged: float, right_flagged: float
) -> None:
    records = [
        {"id": str(i), "ex": ex, "gold_reproduced": True, "trace": {"status": s}}
        for i, (ex, s) in enumerate(statuses)
    ]
    records.append(
        {
            "id": "u",
            "unanswerable": True,
            "ex": 1,
            "gold_reproduced": True,
            "trace": {"status": "unanswerable"},
        }
    )
    records.append({"id": "x", "ex": 0, "gold_reproduced": False, "trace": {"status": "ok"}})
    c = calibration(records)
    assert (c["wrong_flagged"], c["right_flagged"]) == (wrong_flagged, right_flagged)
    assert c["n"] == len(statuses)
    assert refusal_metrics(records)["unanswerable"] == 1


def test_a_system_without_statuses_reports_no_calibration(evaluator: SystemEvaluator, tmp_path: Path) -> None:
    class Plain:
        name = "plain"
        config_hash = "plain"

        def predict(self, row: dict[str, Any]) -> Prediction:
            return Prediction(WRONG)

    run = evaluator.run([answerable("a1")], Plain(), dataset_sha="y")
    assert run.summary["calibration"]["n"] == 0 and run.summary["refusals"]["refused"] == 0
    assert summary_line(run.summary["refusals"], run.summary["calibration"]) is None
    write_jsonl(tmp_path / "unused.jsonl", [])
