"""kill -9 during ``r3 load``: is the store always either the old or the new complete space?

Each trial loads a first version of a generated graph completely, then starts ``r3 load
--replace`` of a second version (or a plain load into an empty store) and kills it with SIGKILL
at a random moment between 0 and the measured duration of a full load. Then it checks:

- the space holds exactly one complete version (never a partial one): vertex and edge counts
  and a checksum of every row equal those of the old or the new version;
- a store holding an interrupted load says so when opened (UnfinishedLoadWarning);
- running the same load again completes it (the new version, no marker left).

    .venv/bin/python eval/bench_kill_load.py --trials 20 --vertices 50000

Prints one line per trial and ``intact K/K``; exit code 1 when a trial is not intact.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

CONFIG = """\
version: v3
space:
  name: g
  vidType: FIXED_STRING(32)
schema:
  tags:
    - {name: node, props: [{name: name, type: string}, {name: version, type: int}]}
  edges:
    - {name: link, props: [{name: w, type: int}]}
files:
  - path: ./node.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {index: 0}
      tags:
        - name: node
          props:
            - {name: name, type: string, index: 1}
            - {name: version, type: int, index: 2}
  - path: ./link.csv
    withHeader: true
    type: edge
    edge:
      name: link
      srcVID: {index: 0}
      dstVID: {index: 1}
      props:
        - {name: w, type: int, index: 2}
"""


def write_graph(folder: Path, vertices: int, version: int) -> Path:
    """A chain-and-skip graph: ``vertices`` nodes, about 2×``vertices`` edges, tagged with ``version``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.yaml").write_text(CONFIG, encoding="utf-8")
    n = vertices + version * 7  # versions differ in size, so counts tell them apart
    with open(folder / "node.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["vid", "name", "version"])
        w.writerows([f"v{i}", f"node {i} of {version}", version] for i in range(n))
    with open(folder / "link.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["src", "dst", "w"])
        for i in range(n - 1):
            w.writerow([f"v{i}", f"v{i + 1}", version])
            w.writerow([f"v{i}", f"v{(i * 31 + 7) % n}", version])
    return folder / "config.yaml"


def fingerprint(db: Path) -> tuple[int, int, str, bool]:
    """(vertices, edges, checksum of every row, unfinished-load marker seen) of space ``g``."""
    from r3.engine.storage import GraphStore, UnfinishedLoadWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        store = GraphStore(db)
    warned = any(issubclass(w.category, UnfinishedLoadWarning) for w in caught)
    with store:
        if not store.has_space("g"):
            return 0, 0, "", warned
        sp = store.space("g")
        digest = hashlib.sha256()
        vs = sorted((str(v.vid), repr(sorted(v.tags.items()))) for v in sp.scan_vertices())
        es = sorted((str(e.src), str(e.dst), repr(e.props)) for e in sp.scan_edges())
        for row in [*vs, *es]:
            digest.update(repr(row).encode())
        return len(vs), len(es), digest.hexdigest()[:16], warned


def load_command(config: Path, db: Path, replace: bool) -> list[str]:
    cmd = [sys.executable, "-m", "r3.cli", "load", str(config), "--space", "g", "--db", str(db), "--quiet"]
    return [*cmd, "--replace"] if replace else cmd


def run_load(config: Path, db: Path, replace: bool) -> float:
    started = time.perf_counter()
    subprocess.run(load_command(config, db, replace), check=True, capture_output=True)
    return time.perf_counter() - started


def trial(
    work: Path,
    graphs: dict[int, Path],
    expected: dict[int, tuple],
    duration: float,
    rng: random.Random,
    replace: bool,
) -> tuple[bool, str]:
    db = work / f"t{rng.random():.9f}.sqlite"
    if replace:
        run_load(graphs[1], db, False)
    proc = subprocess.Popen(
        load_command(graphs[2], db, replace), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    delay = rng.uniform(0.0, duration)
    time.sleep(delay)
    killed = proc.poll() is None
    if killed:
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    after = fingerprint(db)
    old = expected[1] if replace else (0, 0, "")
    state = "new" if after[:3] == expected[2] else "old" if after[:3] == old else "PARTIAL"
    ok = state != "PARTIAL"
    run_load(graphs[2], db, replace)
    final = fingerprint(db)
    completed = final[:3] == expected[2] and not final[3]
    for p in db.parent.glob(db.name + "*"):
        p.unlink()
    line = (
        f"{'replace' if replace else 'fresh  '} kill at {delay:5.2f}s ({'killed' if killed else 'done'}): "
        f"{state} ({after[0]} vertices, {after[1]} edges, marker {'yes' if after[3] else 'no'}); "
        f"re-run {'complete' if completed else 'NOT COMPLETE'}"
    )
    return ok and completed, line


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=20)
    ap.add_argument("--vertices", type=int, default=50_000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="r3-kill-") as tmp:
        work = Path(tmp)
        graphs = {v: write_graph(work / f"graph{v}", args.vertices, v) for v in (1, 2)}
        expected = {}
        for v in (1, 2):
            db = work / f"ref{v}.sqlite"
            seconds = run_load(graphs[v], db, False)
            expected[v] = fingerprint(db)[:3]
            print(
                f"reference load of version {v}: {expected[v][0]} vertices, {expected[v][1]} edges in {seconds:.2f} s"
            )
        duration = seconds
        intact = 0
        for i in range(args.trials):
            ok, line = trial(work, graphs, expected, duration, rng, replace=i % 2 == 0)
            intact += ok
            print(f"trial {i + 1:2d}: {'ok ' if ok else 'BAD'} {line}", flush=True)
    print(f"intact {intact}/{args.trials}")
    return 0 if intact == args.trials else 1


if __name__ == "__main__":
    sys.exit(main())
