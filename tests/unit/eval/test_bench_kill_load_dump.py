"""eval/bench_kill_load_dump.py at its smallest, and what a killed swapped load leaves behind.

The full run (20 trials per engine, kill -9 at random moments) is the benchmark's; here two
trials per engine check that the benchmark works and passes, and one test fakes the moment
a kill leaves a staging file beside a LadybugDB database: the old database is read as it
was and the next load-dump clears the leftover.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers import load_script

from r3.graph.dump import LADYBUG_STAGING_SUFFIX, load_dump

BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_kill_load_dump.py"


def _bench():  # type: ignore[no-untyped-def]
    return load_script(BENCH, "bench_kill_load_dump_under_test")


@pytest.mark.parametrize("engine", ["embedded", "ladybug"])
def test_the_smallest_run_passes(engine: str, tmp_path: Path) -> None:
    if engine == "ladybug":
        pytest.importorskip("real_ladybug")
    bench = _bench()
    dumps = bench.make_dumps(tmp_path, 300)
    intact, lines = bench.run_engine(tmp_path, engine, dumps, 2, random.Random(0))
    assert intact == 2, lines


def test_a_killed_swap_leaves_the_old_database_and_the_next_load_clears_it(tmp_path: Path) -> None:
    pytest.importorskip("real_ladybug")
    bench = _bench()
    dumps = bench.make_dumps(tmp_path, 200)
    db = tmp_path / "g.lbug"
    load_dump(dumps[1], f"ladybug://{db}")
    old = bench.fingerprint("ladybug", db, tmp_path / "c1")
    staged = db.with_name(f".{db.name}{LADYBUG_STAGING_SUFFIX}")
    staged.write_bytes(b"half a database")  # what a kill -9 in the middle of the copy leaves
    assert bench.fingerprint("ladybug", db, tmp_path / "c2") == old
    assert bench.unfinished("ladybug", db)
    load_dump(dumps[2], f"ladybug://{db}", replace=True)
    new = bench.fingerprint("ladybug", db, tmp_path / "c3")
    assert new != old and new[0] == old[0] + 7  # version 2: 7 more vertices
    assert not bench.unfinished("ladybug", db)
