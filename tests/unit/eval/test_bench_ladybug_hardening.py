"""eval/bench_ladybug_hardening.py at its smallest: every reproducer stopped, r3 survives a kill -9.

The full run (more trials, the bare "before" runs, the overhead table) is the benchmark's;
here one trial of each part checks that the benchmark itself works and still passes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import load_script

pytest.importorskip("real_ladybug", reason="LadybugDB is not installed (pip install 'r3-nl2gql[ladybug]')")

BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_ladybug_hardening.py"


def test_the_smallest_run_passes(tmp_path: Path) -> None:
    bench = load_script(BENCH, "bench_ladybug_hardening_under_test")
    out = tmp_path / "report.json"
    code = bench.main(
        ["--trials", "1", "--queries", "6", "--timeout", "2", "--skip-before", "--json", str(out)]
    )
    report = json.loads(out.read_text(encoding="utf-8"))
    assert code == 0, report["failed"]
    assert len(report["reproducers"]) == len(bench.REPRODUCERS)
    assert all(r["after"]["next_query_ok"] and r["after"]["end"] != "ran" for r in report["reproducers"])
    assert report["kill9"] == {"trials": 1, "survived": 1}
    assert all(r["refused"] and not r["file_written"] for r in report["file_gate"])
    assert report["overhead"]["worker"]["median_ms"] > 0
