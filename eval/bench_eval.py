"""How fast is a whole evaluation of the dev set, and what do threads buy the embedded engine?

    python eval/bench_eval.py [--shared ../shared] [--rounds 2] [--workers 4] [--json OUT]

Each round times, on ``nl2gql/dev.jsonl`` (graphs from ``nl2gql/graphs``), end to end and
each starting from nothing (graphs loaded, the dataset's writes applied):

- **replay** (the baseline): ``Replayer(...).run(rows)`` — parse, execute and compare every
  gold query with ``gold_result`` (what ``r3 replay`` does). Timed in the same round, so a
  busy machine slows both sides of the ratio alike;
- **eval gold**: ``SystemEvaluator.run`` with the ``gold`` system, offline providers
  (hash n-gram CA embedder, hash-token BERTScore), no cache: gold execution, prediction
  parse + validation + execution (memoised: the same text), CA, paper and clean EA, EX,
  slices — the whole evaluation;
- **eval perturbed-gold**: the same with the deliberately wrong system, whose items differ from
  gold and so pay for jieba, TF-IDF/BM25 and BERTScore in both EA modes;
- **execute, serial vs threads**: all 688 gold queries on one in-memory copy in one thread,
  against the same queries split over ``--threads`` threads with one private copy of the
  graphs each (copies loaded before the clock starts). This is the measurement behind the
  harness running executions in the main thread.

jieba's dictionary and scikit-learn are loaded once before the first round (a one-off
~1–2 s per process that would otherwise land in round 1). Numbers are medians over rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import add_shared_arg, on_path  # noqa: E402

on_path()


def _load_rows(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def time_replay(graphs: Path, rows: list[dict[str, Any]]) -> float:
    from r3.eval.replay import Replayer

    started = time.perf_counter()
    Replayer(graphs, dataset_rows=rows).run(rows)
    return time.perf_counter() - started


def time_eval(
    graphs: Path, rows: list[dict[str, Any]], system_name: str, workers: int
) -> tuple[float, dict[str, Any]]:
    from r3.eval.harness import EngineBackend, EvalSettings, SystemEvaluator
    from r3.eval.systems import SystemContext, build_system

    started = time.perf_counter()
    backend = EngineBackend(graphs, rows, writes="prepared", timeout_s=20)
    evaluator = SystemEvaluator(backend, settings=EvalSettings(graphs_dir=graphs, cache_dir=None, workers=workers))
    system = build_system(system_name, SystemContext(rows, graphs, None, backend.pool))
    run = evaluator.run(rows, system, dataset_sha="bench")
    wall = time.perf_counter() - started
    return wall, {"final_line": run.final_line, "timing": run.summary["timing"]}


def time_execution(graphs: Path, rows: list[dict[str, Any]], threads: int) -> tuple[float, float]:
    """(serial seconds, threaded seconds) to execute every gold query read-only (writes skipped)."""
    from r3.engine.engine import Engine
    from r3.engine.runner import run_query
    from r3.eval.replay import Replayer

    def make_pool() -> Any:
        replayer = Replayer(graphs, dataset_rows=rows)
        for space in sorted({r["space"] for r in rows}):
            replayer.pool.shared(space)  # load before the clock starts
        return replayer

    reads = [r for r in rows if not r["gold"].lstrip().upper().startswith("INSERT")]

    def run(replayer: Any, part: list[dict[str, Any]]) -> None:
        for r in part:
            engine = Engine(replayer.pool.shared(r["space"]), space=r["space"], limits=replayer.limits)
            run_query(engine, r["gold"], allow_writes=False, hard_limit_s=None)

    serial_pool = make_pool()
    started = time.perf_counter()
    run(serial_pool, reads)
    serial = time.perf_counter() - started

    pools = [make_pool() for _ in range(threads)]
    parts = [reads[i::threads] for i in range(threads)]
    workers = [threading.Thread(target=run, args=(p, part)) for p, part in zip(pools, parts, strict=True)]
    started = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    threaded = time.perf_counter() - started
    return serial, threaded


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_shared_arg(parser)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workers", type=int, default=4, help="prediction threads of the evaluator")
    parser.add_argument("--threads", type=int, default=2, help="threads for the execution comparison")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)

    dataset = args.shared / "datasets" / "nl2gql" / "dev.jsonl"
    graphs = args.shared / "datasets" / "nl2gql" / "graphs"
    if not dataset.is_file():
        print(f"error: {dataset} not found (pass --shared DIR)", file=sys.stderr)
        return 2
    rows = _load_rows(dataset)
    n = len(rows)

    from r3.eval.metrics.lexical import paper_lexsim

    paper_lexsim("warm up jieba", "and scikit-learn")  # one-off loading, outside the rounds

    samples: dict[str, list[float]] = {k: [] for k in ("replay", "gold", "perturbed", "serial", "threaded")}
    details: dict[str, Any] = {}
    for number in range(1, args.rounds + 1):
        samples["replay"].append(time_replay(graphs, rows))
        wall, details["gold"] = time_eval(graphs, rows, "gold", args.workers)
        samples["gold"].append(wall)
        wall, details["perturbed"] = time_eval(graphs, rows, "perturbed-gold", args.workers)
        samples["perturbed"].append(wall)
        serial, threaded = time_execution(graphs, rows, args.threads)
        samples["serial"].append(serial)
        samples["threaded"].append(threaded)
        print(
            f"round {number}: replay {samples['replay'][-1]:.2f} s, eval gold {samples['gold'][-1]:.2f} s, "
            f"eval perturbed {samples['perturbed'][-1]:.2f} s, execute serial {serial:.2f} s / "
            f"{args.threads} threads {threaded:.2f} s",
            file=sys.stderr,
        )

    med = {k: statistics.median(v) for k, v in samples.items()}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"\n{n} dev items, {args.rounds} rounds, {os.cpu_count()} CPUs, load average {load:.1f}\n")
    print("| run | wall s (median) | items/s | ÷ replay (same round) |")
    print("|---|---:|---:|---:|")
    ratios = {
        k: statistics.median(s / r for s, r in zip(samples[k], samples["replay"], strict=True))
        for k in samples
    }
    for key, label in (
        ("replay", "replay (baseline)"),
        ("gold", "eval, gold system"),
        ("perturbed", "eval, perturbed-gold system"),
    ):
        print(f"| {label} | {med[key]:.2f} | {n / med[key]:.1f} | {ratios[key]:.2f} |")
    print(
        f"\nexecute all read-only gold queries: serial {med['serial']:.2f} s, "
        f"{args.threads} threads with a private copy each {med['threaded']:.2f} s "
        f"(speed-up {med['serial'] / med['threaded']:.2f}×)"
    )
    for key in ("gold", "perturbed"):
        print(f"{key}: {details[key]['final_line']}; phases (last round, s): {details[key]['timing']}")
    if args.json is not None:
        args.json.write_text(
            json.dumps(
                {"n": n, "samples": samples, "median": med, "ratios": ratios, "details": details}, indent=1
            )
            + "\n",
            encoding="utf-8",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
