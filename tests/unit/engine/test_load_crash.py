"""Crash-safe loads: kill -9 during `r3 load` never leaves a partial space (a few real kills)."""

from __future__ import annotations

import random
import warnings
from pathlib import Path

import pytest
from helpers import load_script

from r3.engine.loader import run_load_command
from r3.engine.storage import GraphStore, UnfinishedLoadWarning

_BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_kill_load.py"


def _bench():  # type: ignore[no-untyped-def]
    return load_script(_BENCH, "bench_kill_load")


def test_an_interrupted_load_keeps_the_old_space_says_so_and_completes(tmp_path: Path) -> None:
    bench = _bench()
    v1 = bench.write_graph(tmp_path / "g1", 300, 1)
    v2 = bench.write_graph(tmp_path / "g2", 300, 2)
    db = tmp_path / "s.sqlite"
    run_load_command(v1, space="g", db=db, progress=False)
    old = bench.fingerprint(db)
    with GraphStore(db) as store:  # what a load killed after its first batches leaves behind
        staging = store.begin_load("g", str(v2.resolve()), replace=True)
        store.create_space(store.schema().spaces["g"].__class__(name=staging))
    with pytest.warns(UnfinishedLoadWarning, match="unfinished load of space `g'"):
        GraphStore(db).close()
    assert bench.fingerprint(db)[:3] == old[:3]
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnfinishedLoadWarning)
        run_load_command(v2, space="g", db=db, replace=True, progress=False)
        after = bench.fingerprint(db)
    assert after[0] == 314 and not after[3]  # version 2: 300 + 2 × 7 vertices


def test_r3_query_warns_about_an_unfinished_load(tmp_path: Path) -> None:
    from r3.cli import cli
    from tests.helpers import cli_runner

    bench = _bench()
    db = tmp_path / "s.sqlite"
    run_load_command(bench.write_graph(tmp_path / "g1", 50, 1), space="g", db=db, progress=False)
    with GraphStore(db) as store:
        store.begin_load("g", "/elsewhere/config.yaml", replace=True)
    result = cli_runner().invoke(cli, ["query", "SHOW TAGS", "--graph", f"embedded://{db}?space=g"])
    assert result.exit_code == 0 and "warning: " in result.stderr and "unfinished load" in result.stderr


def test_kill_9_at_random_points_leaves_an_intact_store(tmp_path: Path) -> None:
    bench = _bench()
    graphs = {v: bench.write_graph(tmp_path / f"g{v}", 3000, v) for v in (1, 2)}
    expected = {}
    for v in (1, 2):
        db = tmp_path / f"ref{v}.sqlite"
        duration = bench.run_load(graphs[v], db, False)
        expected[v] = bench.fingerprint(db)[:3]
    rng = random.Random(7)
    for i in range(2):
        ok, line = bench.trial(tmp_path, graphs, expected, duration, rng, replace=i == 0)
        assert ok, line
