"""r3 compare (paired tests), r3 leaderboard and the report's new sections, on hand-made runs."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from r3.cli import cli
from r3.eval.compare import compare_runs
from r3.eval.leaderboard import write_leaderboard
from r3.eval.report import failures_markdown, markdown
from r3.eval.slices import SLICES, by_slice, summarize


def item(i: int, ex: int, space: str = "nba") -> dict[str, Any]:
    return {
        "id": f"q{i}",
        "question": f"question {i}",
        "gold": 'GO FROM "Tim Duncan" OVER like YIELD like._dst',
        "prediction": 'GO FROM "Tim Duncan" OVER like YIELD like._dst'
        if ex
        else 'GO FROM "Tony Parker" OVER like YIELD like._dst',
        "sa": 1,
        "ca": 1.0 if ex else 0.8,
        "ea": 1.0 if ex else 0.5,
        "ea_clean": 1.0 if ex else 0.4,
        "ex": ex,
        "syntax_paper": 1,
        "parsed": True,
        "valid": True,
        "executed": True,
        "gold_reproduced": True,
        "reason": "" if ex else "differs: rows differ",
        "slices": {name: space if name == "space" else "x" for name in SLICES},
    }


def run(system: str, outcomes: list[int], spaces: list[str] | None = None) -> dict[str, Any]:
    items = [item(i, ex, (spaces or ["nba"] * len(outcomes))[i]) for i, ex in enumerate(outcomes)]
    return {
        "summary": {
            "system": system,
            "metrics": summarize(items),
            "providers": {"ca": "hash", "bertscore": "hash"},
            "dataset_sha256": "d",
        },
        "items": items,
    }


# A right on q0 and q7; B right on q1..q7: b = 1, c = 6 → McNemar p = 16/128 = 0.125
A = run("A", [1, 0, 0, 0, 0, 0, 0, 1])
B = run("B", [0, 1, 1, 1, 1, 1, 1, 1])


def test_compare_prints_the_paired_tests() -> None:
    text = compare_runs(A, B)
    assert "McNemar exact on EX: 1 items only A gets right, 6 only B; p = 0.1250" in text
    ex_line = next(line for line in text.splitlines() if line.startswith("EX "))
    # EX 25.00 → 87.50: +62.50
    assert "25.00" in ex_line and "87.50" in ex_line and "+62.50" in ex_line
    assert "EX flips: 6 gained (0→1), 1 lost (1→0)" in text
    # the primary category of every failure here is the wrong name
    assert "entity" in text.split("error categories")[1].splitlines()[1]


def test_compare_command_and_eval_compare_agree(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(A), "utf-8")
    b.write_text(json.dumps(B), "utf-8")
    runner = CliRunner()
    own = runner.invoke(cli, ["compare", str(a), str(b)])
    old = runner.invoke(cli, ["eval", "--compare", str(a), str(b)])
    assert own.exit_code == 0, own.output
    assert own.output == old.output
    missing = runner.invoke(cli, ["compare", str(a), str(tmp_path / "nope.json")])
    assert missing.exit_code == 2


def test_leaderboard_keeps_shared_items_and_writes_every_format(tmp_path: Path) -> None:
    c = run("C", [1, 1, 1])  # only q0..q2
    paths, text = write_leaderboard([A, B, c], tmp_path / "lb")
    assert {p.name for p in paths} >= {"leaderboard.md", "leaderboard.csv", "items.csv"}
    assert "3 items scored by every run" in text
    assert "A: 5 items not scored by every run left out" in text
    with (tmp_path / "lb" / "leaderboard.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    # on q0..q2: A is right on q0 only, B on q1 and q2, C on all three
    assert [(r["system"], round(float(r["EX"]), 4)) for r in rows] == [
        ("A", 0.3333),
        ("B", 0.6667),
        ("C", 1.0),
    ]
    assert rows[0]["p_mcnemar"] == ""  # the baseline is not tested against itself
    with (tmp_path / "lb" / "items.csv").open(encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == 9


def test_small_slices_are_flagged_not_shown_as_percentages() -> None:
    items = B["items"][:3] + [item(10 + i, 1, "harrypotter") for i in range(10)]
    summary = {
        "system": "B",
        "metrics": summarize(items),
        "slices": {"space": by_slice(items, "space")},
    }
    text = markdown(summary, items)
    assert "| nba | 3 (< 10) |" in text
    assert "| harrypotter | 10 | 100.00 |" in text


def test_failures_list_question_gold_prediction_category_and_diff() -> None:
    records = [dict(r) for r in A["items"][1:2]]
    records[0]["error"] = {"primary": "entity", "categories": ["entity"], "diff": 'x [-"Tim Duncan"-]'}
    text = failures_markdown({"system": "A"}, records)
    assert "## q1 — entity" in text
    for part in (
        "- question: question 1",
        '- gold: `GO FROM "Tim Duncan"',
        '- prediction: `GO FROM "Tony Parker"',
    ):
        assert part in text
    assert '- diff: `x [-"Tim Duncan"-]`' in text
