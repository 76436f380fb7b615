"""eval/redteam.py at its smallest: four quick checks over four surfaces pass, and a check can fail.

The whole script (85+ attacks, a few minutes) is an eval run; here four of its cheapest
checks — the LadybugDB file gate, a graph folder's path out, ``USE`` of another space over
HTTP, an injected review — run through its ``main`` as a user runs it, and the folder check is
run once more with the user's opt-in to read outside the folder set, where it must FAIL (so a
PASS means something).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import load_script

from r3.engine.loader_csv import OUTSIDE_ENV

pytest.importorskip("fastapi")
pytest.importorskip("real_ladybug")

SCRIPT = Path(__file__).resolve().parents[3] / "eval" / "redteam.py"
QUICK = [
    "CALL READ_CSV_PARALLEL",
    "a CSV path ../../../../etc/passwd",
    "/v1/run with USE of another space",
    "a stored review with Question:/Answer: lines",
]


def test_four_quick_checks_pass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(OUTSIDE_ENV, raising=False)
    redteam = load_script(SCRIPT, "redteam_under_test")
    out = tmp_path / "report.json"
    code = redteam.main(["--only", *QUICK, "--json", str(out)])
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["checks"] == len(QUICK), [r["name"] for r in report["results"]]
    assert code == 0, [r for r in report["results"] if not r["ok"]]
    assert {r["surface"] for r in report["results"]} == {"ladybug", "folder", "http", "prompt"}


def test_a_check_fails_when_the_defence_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(OUTSIDE_ENV, "1")  # the child r3 inherits it: /etc/passwd is read as a CSV
    redteam = load_script(SCRIPT, "redteam_under_test_off")
    out = tmp_path / "report.json"
    code = redteam.main(["--only", QUICK[1], "--json", str(out)])
    report = json.loads(out.read_text(encoding="utf-8"))
    assert code == 1 and report["passed"] == 0, report["results"]


def test_there_are_fifty_checks_or_more_with_unique_names() -> None:
    redteam = load_script(SCRIPT, "redteam_under_test_names")
    names = [c.name for c in redteam.CHECKS]
    assert len(names) >= 50 and len(set(names)) == len(names)
