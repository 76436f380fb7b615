"""eval/bench_http_hardening.py at its smallest: slow bodies answered, floods refused, owners kept.

The full run (271 slow connections before/after, a memory at its cap, 1,500-item floods) is the
benchmark's; here a small run checks that the benchmark itself works and its checks pass.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import load_script

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_http_hardening.py"


def test_the_smallest_run_passes(tmp_path: Path) -> None:
    bench = load_script(BENCH, "bench_http_hardening_under_test")
    out = tmp_path / "report.json"
    code = bench.main(
        ["--slow", "40", "--entries", "40", "--flood", "20", "--runs", "2", "--read-timeout", "1.5"]
        + ["--skip-before", "--json", str(out)]
    )
    report = json.loads(out.read_text(encoding="utf-8"))
    assert code == 0, report["failed"]
    after = report["slow_bodies_after"]
    assert after["healthz"].endswith("200 OK") and after["trickle"]["answer"].startswith("HTTP/1.1 408")
    assert report["memory"]["flood_60kb"]["accepted"] == 0 and report["memory"]["stored"] <= 40
    assert report["conversations"]["victim_follow_up"] == 200
    assert report["conversations"]["another_client_naming_the_id"] == 404
