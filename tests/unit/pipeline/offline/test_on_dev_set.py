"""Floors of the offline pipeline on a slice of nl2gql/dev.jsonl (skips without ../shared).

The full measurement is ``eval/bench_offline.py``; this keeps a regression from passing
unnoticed: every answer must run, and questions whose gold query is excluded from the pool
(``gold-out``) must still be answered right at a rate well above chance.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.conformance


@pytest.fixture(scope="module")
def setup(shared_dir: Path, dev_rows: list[dict[str, Any]]) -> dict[str, Any]:
    from r3.engine.engine import Engine
    from r3.eval.harness import EngineBackend, EvalSettings, SystemEvaluator
    from r3.lang.ddl import load_space_schema
    from r3.pipeline.offline import DemoPool, OfflineRefiner, demos_from_rows
    from r3.understand.linking import StoreLinker

    graphs = shared_dir / "datasets" / "nl2gql" / "graphs"
    backend = EngineBackend(graphs, dev_rows, writes="prepared", timeout_s=20.0)
    evaluator = SystemEvaluator(backend, settings=EvalSettings(graphs_dir=graphs, cache_dir=None, workers=1))
    spaces = sorted({r["space"] for r in dev_rows})
    schemas = {s: load_space_schema(graphs, s) for s in spaces}

    def engine(space: str) -> Engine:
        return Engine(backend.pool.shared(space), space=space)

    linkers = {s: StoreLinker.from_engine(engine(s), s) for s in spaces}
    pool = DemoPool(demos_from_rows(dev_rows), schema_for_space=schemas.get, linker_for_space=linkers.get)
    refiner = OfflineRefiner(engine, schemas.get, pool, linkers.get)
    return {"refiner": refiner, "evaluator": evaluator}


def _run(
    setup: dict[str, Any], rows: list[dict[str, Any]], exclude: dict[str, set[str]]
) -> tuple[float, float]:
    from r3.eval.systems import Prediction

    sa = ex = 0
    for row in rows:
        result = setup["refiner"].generate(row["question"], row["space"], exclude_ids=exclude[row["id"]])
        record = setup["evaluator"].evaluate_item(row, Prediction(result.query))
        sa += record["sa"]
        ex += record["ex"]
    return sa / len(rows), ex / len(rows)


def test_leave_one_out_slice(setup: dict[str, Any], dev_rows: list[dict[str, Any]]) -> None:
    rows = dev_rows[::12]
    sa, ex = _run(setup, rows, {r["id"]: {r["id"]} for r in rows})
    assert sa == 1.0
    assert ex >= 0.6


def test_gold_out_slice(setup: dict[str, Any], dev_rows: list[dict[str, Any]]) -> None:
    same: dict[str, set[str]] = defaultdict(set)
    for r in dev_rows:
        same[" ".join(r["gold"].split())].add(r["id"])
    rows = dev_rows[5::12]
    sa, ex = _run(setup, rows, {r["id"]: same[" ".join(r["gold"].split())] for r in rows})
    assert sa >= 0.95
    assert ex >= 0.25
