"""Can one query take a LadybugDB-backed r3 down? Issue 28's reproducers before/after, kill -9, overhead.

Builds the demo graph (``data/demo/config.yaml``) into a LadybugDB file, then:

- **reproducers**: each query of issue 28 (items 1–3, 6) run *before* — by LadybugDB itself in
  a child process with no r3 in front (exit code, peak RSS; the memory ones are skipped
  unless ``--unsafe-before``, they took 5.9 and 21.9 GB) — and *after* — through
  :class:`~r3.graph.ladybug.LadybugBackend` as ``r3 serve`` opens it (the one-line error,
  seconds, whether the next query answers);
- **kill -9**: ``--trials`` times, a slow query runs in a worker and the worker is killed
  with SIGKILL at a random moment; the query must fail in one line and the next query must
  give the right answer;
- **overhead**: ``--queries`` small queries through a worker and in this process (the same
  queries, the same run): median and p90 per query, and the ratio;
- **concurrency**: a slow query holds one worker while small queries run on another.

    .venv/bin/python eval/bench_ladybug_hardening.py [--trials 10] [--queries 90] [--json OUT]

Exit code 1 when a check fails (a reproducer not stopped, a trial where r3 did not survive).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _bench_common import REPO_ROOT, on_path  # noqa: E402

on_path()

from r3.errors import R3Error  # noqa: E402
from r3.graph.ladybug import LadybugBackend  # noqa: E402
from r3.graph.ladybug_cypher import to_ladybug  # noqa: E402

DEMO = REPO_ROOT / "data" / "demo" / "config.yaml"
SLOW = "UNWIND range(1, 1000000) AS x UNWIND range(1, 1000000) AS y RETURN count(*) AS c"
CHECK = "MATCH (a:player)-[:like]->(b:player) RETURN count(*) AS c"

#: (name, query, issue item, safe to run "before"): the issue's reproducers and their classes.
REPRODUCERS: list[tuple[str, str, str, bool]] = [
    (
        "nested quantifier over nodes(p)",
        "MATCH p=(a:player)-[:like*1..2]->(b) WHERE any(n IN nodes(p) WHERE all(m IN nodes(p) WHERE m = n)) "
        "RETURN count(*) AS c",
        "1",
        True,
    ),
    (
        "node from UNWIND compared in a list predicate (not gated)",
        "MATCH (a)-[]->(b) WITH collect(a) AS ks, collect(b) AS l UNWIND ks AS z "
        "WITH z, l WHERE any(x IN l WHERE x = z) RETURN count(*) AS c",
        "1",
        True,
    ),
    ("CALL READ_CSV_PARALLEL", "CALL READ_CSV_PARALLEL('/etc/hostname') RETURN *", "1", True),
    (
        "ORDER BY with a huge SKIP and LIMIT (top-k)",
        "MATCH (p:player) RETURN p.name ORDER BY p.name SKIP 9223372036854775806 LIMIT 9223372036854775807",
        "1",
        True,
    ),
    ("slow cross product (timeout 3 s)", SLOW, "2", True),
    ("lpad of 10^9 (literal)", "RETURN size(lpad('a', 1000000000, 'b')) AS n", "3", False),
    ("range of 4*10^8 (literal)", "UNWIND range(1, 400000000) AS x RETURN count(*) AS c", "3", False),
    (
        "range of 4*10^8 (computed)",
        "UNWIND range(1, to_int64('400000000')) AS x RETURN count(*) AS c",
        "3",
        False,
    ),
    (
        "lpad of 10^9 (computed)",
        "RETURN size(lpad('a', to_int64('1000000000'), 'b')) AS n",
        "3",
        False,
    ),
    ("3*10^6 rows returned", "UNWIND range(1, 1000000) AS x UNWIND [1, 2, 3] AS y RETURN x, y", "3", True),
]
#: Host-file statements under ``--allow-writes`` (item 6): run on a writable copy.
FILE_REPRODUCERS = [
    ("COPY TO after `--`", "MATCH (a)--(b) RETURN a LIMIT 1 ; COPY (MATCH (n) RETURN n.name) TO '{out}'"),
    (
        "LOAD FROM after `--`",
        "MATCH (a)--(b) RETURN a LIMIT 1 ; LOAD FROM '/etc/hostname' (header=false) RETURN *",
    ),
    ("UNINSTALL", "UNINSTALL httpfs"),
    ("FILE_INFO", "CALL FILE_INFO('/etc/hostname') RETURN *"),
]
SMALL = [
    "MATCH (a:player) RETURN a.name ORDER BY a.name LIMIT 5",
    "MATCH (a:player)-[e:like]->(b:player) RETURN a, e, b LIMIT 20",
    "MATCH (a:player) RETURN count(*) AS c",
]

_BEFORE = """
import resource, sys, real_ladybug as lb
db = lb.Database(sys.argv[1], read_only=True)
c = lb.Connection(db)
try:
    r = c.execute(sys.argv[2]); r.get_all(); print("ok")
except Exception as e:
    print("error:", str(e).splitlines()[0][:120])
"""


def build(folder: Path) -> Path:
    path = folder / "demo.lbug"
    with LadybugBackend(path, read_only=False) as backend:
        backend.load_graph(DEMO)
    return path


def before(path: Path, query: str, timeout_s: float) -> dict[str, Any]:
    """LadybugDB alone, in a child (no r3 gate, no worker, no caps): how it ends."""
    started = time.perf_counter()
    try:
        proc = subprocess.run(  # noqa: S603
            [sys.executable, "-c", _BEFORE, str(path), to_ladybug(query)],
            capture_output=True,
            text=True,
            timeout=timeout_s,
        )
        end = proc.stdout.strip() or f"exit {proc.returncode}"
        code: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        end, code = f"still running after {timeout_s:g} s (killed)", None
    return {"exit": code, "end": end[:100], "s": round(time.perf_counter() - started, 2)}


def after(backend: LadybugBackend, query: str, expected: Any) -> dict[str, Any]:
    """Through r3 (a worker): the one-line error, and whether the next query answers."""
    started = time.perf_counter()
    try:
        backend.execute(query)
        end = "ran"
    except R3Error as e:
        end = f"{type(e).__name__}: {e}"
    took = time.perf_counter() - started
    survived = backend.execute(CHECK).rows == expected
    return {"end": end[:140], "one_line": "\n" not in end, "s": round(took, 2), "next_query_ok": survived}


def kill_trials(backend: LadybugBackend, trials: int, expected: Any, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    ok = 0
    for _ in range(trials):
        pool = backend.workers
        assert pool is not None
        errors: list[str] = []
        thread = threading.Thread(target=_run_slow, args=(backend, errors))
        thread.start()
        time.sleep(0.3 + rng.random())
        idle = set(pool.pids())
        for pid in _worker_pids():
            if pid not in idle:  # the busy one
                os.kill(pid, 9)
        thread.join(60)
        fine = len(errors) == 1 and "crashed" in errors[0] and "\n" not in errors[0]
        fine = fine and backend.execute(CHECK).rows == expected
        ok += fine
    return {"trials": trials, "survived": ok}


def _run_slow(backend: LadybugBackend, errors: list[str]) -> None:
    try:
        backend.execute(SLOW)
    except R3Error as e:
        errors.append(str(e))


def _worker_pids() -> list[int]:
    """This process's worker children."""
    out = subprocess.run(
        ["ps", "-o", "pid=,args=", "--ppid", str(os.getpid())], capture_output=True, text=True
    )
    return [int(line.split()[0]) for line in out.stdout.splitlines() if "r3.graph.worker_pool" in line]


def overhead(path: Path, n: int) -> dict[str, Any]:
    worker = LadybugBackend(path, workers=1)
    inproc = LadybugBackend(path, workers=0)
    try:
        worker.execute("RETURN 1")  # started: the pool's start-up is measured apart
        times: dict[str, list[float]] = {"worker": [], "in_process": []}
        for i in range(n):
            q = SMALL[i % len(SMALL)]
            for name, backend in (("worker", worker), ("in_process", inproc)):
                t = time.perf_counter()
                backend.execute(q)
                times[name].append(time.perf_counter() - t)
        stats = {name: _ms(ts) for name, ts in times.items()}
        ratio = stats["worker"]["median_ms"] / max(stats["in_process"]["median_ms"], 1e-6)
        cold = LadybugBackend(path, workers=1)
        t = time.perf_counter()
        cold.execute("RETURN 1")
        start_s = time.perf_counter() - t
        cold.close()
        return {**stats, "median_ratio": round(ratio, 2), "worker_start_s": round(start_s, 2)}
    finally:
        worker.close()
        inproc.close()


def concurrency(backend: LadybugBackend) -> dict[str, Any]:
    assert backend.workers is not None
    backend.workers.warm()  # start-up is measured apart (overhead's worker_start_s)
    slow_end: list[float] = []

    def slow() -> None:
        with contextlib.suppress(R3Error):
            backend.execute(SLOW)
        slow_end.append(time.perf_counter())

    thread = threading.Thread(target=slow)
    thread.start()
    time.sleep(0.3)
    lat = []
    for q in SMALL * 3:
        t = time.perf_counter()
        backend.execute(q)
        lat.append(time.perf_counter() - t)
    done = time.perf_counter()
    thread.join(60)
    return {**_ms(lat), "answered_while_slow_ran": bool(slow_end) and done < slow_end[0]}


def _ms(ts: list[float]) -> dict[str, float]:
    ts = sorted(ts)
    return {
        "median_ms": round(1000 * statistics.median(ts), 2),
        "p90_ms": round(1000 * ts[min(len(ts) - 1, int(0.9 * len(ts)))], 2),
    }


def file_gate(path: Path, folder: Path) -> list[dict[str, Any]]:
    writable = folder / "writable.lbug"
    with LadybugBackend(writable, read_only=False) as backend:
        backend.load_graph(DEMO)
        rows: list[dict[str, Any]] = []
        for name, template in FILE_REPRODUCERS:
            out = folder / f"leak-{len(rows)}.csv"
            try:
                backend.execute(template.format(out=out), allow_writes=True)
                end = "ran"
            except R3Error as e:
                end = f"{type(e).__name__}: {e}"
            rows.append(
                {"name": name, "end": end[:120], "refused": end != "ran", "file_written": out.exists()}
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--trials", type=int, default=10, help="kill -9 trials")
    parser.add_argument("--queries", type=int, default=90, help="small queries per mode for the overhead")
    parser.add_argument("--timeout", type=float, default=3.0, help="the query timeout r3 runs under")
    parser.add_argument("--unsafe-before", action="store_true", help="also run the memory reproducers bare")
    parser.add_argument("--skip-before", action="store_true", help="do not run any reproducer bare")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)

    report: dict[str, Any] = {}
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="r3-bench-lb-") as tmp:
        folder = Path(tmp)
        path = build(folder)
        backend = LadybugBackend(path, timeout_s=args.timeout, workers=2)
        try:
            expected = backend.execute(CHECK).rows
            rows = []
            for name, query, item, safe in REPRODUCERS:
                row: dict[str, Any] = {"name": name, "item": item}
                if not args.skip_before and (safe or args.unsafe_before):
                    row["before"] = before(path, query, timeout_s=max(20.0, 4 * args.timeout))
                row["after"] = after(backend, query, expected)
                ok = (
                    row["after"]["end"] != "ran"
                    and row["after"]["one_line"]
                    and row["after"]["next_query_ok"]
                )
                if not ok:
                    failed.append(f"reproducer: {name}")
                rows.append(row)
                print(json.dumps(row, ensure_ascii=False))
            report["reproducers"] = rows
            report["file_gate"] = file_gate(path, folder)
            for row in report["file_gate"]:
                print(json.dumps(row, ensure_ascii=False))
                if not row["refused"] or row["file_written"]:
                    failed.append(f"file gate: {row['name']}")
            report["kill9"] = kill_trials(backend, args.trials, expected, args.seed)
            print("kill -9:", report["kill9"])
            if report["kill9"]["survived"] != args.trials:
                failed.append("kill -9")
            report["concurrency"] = concurrency(backend)
            print("concurrency:", report["concurrency"])
            if not report["concurrency"]["answered_while_slow_ran"]:
                failed.append("concurrency")
            report["replaced_workers"] = backend.workers.replaced if backend.workers else 0
        finally:
            backend.close()
        report["overhead"] = overhead(path, args.queries)
        print("overhead:", report["overhead"])
    report["peak_child_rss_mb"] = round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1)
    print("peak RSS of any child (worker or bare run):", report["peak_child_rss_mb"], "MB")
    report["failed"] = failed
    print("failed:", failed or "none")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
