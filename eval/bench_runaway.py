"""Peak memory and wall time of runaway queries on the embedded engine, one subprocess each.

Why a subprocess per query: peak RSS (``ru_maxrss`` from ``os.wait4``) is per process, and a
runaway query that is *not* stopped must not take the benchmark (or the machine) down with it
— each child runs under an address-space cap (``--cap-gb``, default 3) and a wall-clock
timeout, and a child killed by either is reported as such.

    python eval/bench_runaway.py                       # this checkout
    python eval/bench_runaway.py --src /tmp/r3-before  # another copy of r3 (e.g. git archive HEAD)

The graph is the NBA sample (``../shared/datasets/nebula-nba``); the time limit of each query
is ``--timeout`` seconds (the engine's own ``Limits.timeout_s``).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GRAPH = ROOT.parent / "shared" / "datasets" / "nebula-nba"

QUERIES = {
    "regex_redos": 'YIELD "aaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" =~ "(a+)+$"',
    "regex_redos_alt": 'YIELD "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" =~ "(a|a)+b"',
    "lpad_1e9": 'YIELD size(lpad("a", 1000000000, "b"))',
    "range_4e8": "YIELD size(range(1, 400000000))",
    "doubling_string": 'YIELD size(reduce(s = "a", x IN range(1, 40) | s + s))',
    "nested_ranges": "YIELD size([x IN range(1, 1000000) | range(1, 1000)])",
    "unwind_cross": "UNWIND range(1, 1000000) AS x UNWIND range(1, 1000000) AS y RETURN count(*)",
    "match_cross": "MATCH (a), (b), (c) RETURN a, b, c",
    "go_deep": "GO 12 STEPS FROM 'Tim Duncan' OVER * BIDIRECT YIELD dst(edge)",
}

_CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from r3.engine.engine import Engine
from r3.engine.context import Limits
engine = Engine.open_graph(sys.argv[2], limits=Limits(timeout_s=float(sys.argv[4])))
t = time.perf_counter()
try:
    r = engine.execute(sys.argv[3])
    out = {"outcome": "ok", "rows": len(r.rows)}
except Exception as e:
    out = {"outcome": type(e).__name__, "message": str(e)[:160]}
out["elapsed_s"] = round(time.perf_counter() - t, 2)
print(json.dumps(out))
"""


def run_one(src: Path, query: str, timeout: float, cap_gb: float) -> dict[str, object]:
    cap = int(cap_gb * 2**30)

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(src), str(GRAPH), query, str(timeout)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=limit,
        text=True,
    )
    try:
        out, err = proc.communicate(timeout=timeout * 4 + 30)
        killed = False
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        killed = True
    # communicate() reaped the child: RUSAGE_CHILDREN's max is its peak, as this process
    # (started fresh by main() for each query) has no other child.
    wall = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    result: dict[str, object] = {"wall_s": round(wall, 1), "children_peak_rss_mb": round(peak_mb)}
    if killed:
        result["outcome"] = f"killed after {timeout * 4 + 30:g} s"
    else:
        lines = [ln for ln in out.splitlines() if ln.startswith("{")]
        if lines:
            result.update(json.loads(lines[-1]))
        else:
            tail = err.strip().splitlines()[-1:] or [f"exit {proc.returncode}"]
            result["outcome"] = f"crashed: {tail[0][:160]}"
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, default=ROOT, help="folder that holds the r3 package to measure")
    ap.add_argument("--timeout", type=float, default=10.0, help="the engine's time limit per query (s)")
    ap.add_argument("--cap-gb", type=float, default=3.0, help="address-space cap of each child (GB)")
    ap.add_argument("--only", nargs="*", help="names of the queries to run (default: all)")
    args = ap.parse_args()
    names = args.only or list(QUERIES)
    print(f"r3 from {args.src}; graph {GRAPH.name}; time limit {args.timeout:g} s; cap {args.cap_gb:g} GB")
    print(f"{'query':<18} {'peak RSS MB':>11} {'wall s':>7}  outcome")
    for name in names:
        # A fresh interpreter per query so RUSAGE_CHILDREN's max is this child's own peak.
        r = json.loads(
            subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--child-of",
                    str(args.src),
                    str(args.timeout),
                    str(args.cap_gb),
                    name,
                ],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        )
        outcome = r.get("outcome", "?")
        if "message" in r:
            outcome = f"{outcome}: {r['message']}"
        print(
            f"{name:<18} {r['children_peak_rss_mb']:>11} {r['wall_s']:>7}  {str(outcome)[:110]}", flush=True
        )


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child-of":
        _, _, src, timeout, cap_gb, name = sys.argv
        print(json.dumps(run_one(Path(src), QUERIES[name], float(timeout), float(cap_gb))))
    else:
        main()
