"""kill -9 during ``r3 load-dump``: is the graph always the old or the new complete version?

The same trials as ``bench_kill_load.py`` (whose generated graphs it reuses), for loading a
dump, on both engines that load-dump writes into a file: the embedded store and LadybugDB.
Each trial loads the dump of a first version completely, then starts ``r3 load-dump
--replace`` of the dump of a second version (or a plain load-dump into nothing) and kills it
with SIGKILL at a random moment between the end of the interpreter's start (measured: the
time of ``r3 load-dump --help``; a kill before it cannot touch anything) and the measured
duration of a full load-dump.
Then it checks:

- the graph holds exactly one complete version (never a partial one): the vertex record and
  edge counts and the dump checksum of every row equal those of the old or the new version
  (for a plain load killed early: no graph at all);
- running the same load-dump again completes it (the new version, no staging file left
  beside a LadybugDB database, no unfinished-load marker in the embedded store).

    .venv/bin/python eval/bench_kill_load_dump.py --trials 20 --vertices 20000
    .venv/bin/python eval/bench_kill_load_dump.py --engine ladybug --trials 20

Prints one line per trial and ``intact K/K`` per engine; exit code 1 when a trial is not intact.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_kill_load import write_graph  # noqa: E402 - a sibling script, not a package

ENGINES = ("embedded", "ladybug")


def graph_url(engine: str, db: Path) -> str:
    return f"{engine}://{db}"


def fingerprint(engine: str, db: Path, scratch: Path) -> tuple[int, int, str]:
    """(vertex records, edges, dump checksum) of the graph in ``db``; (0, 0, "") when there is none."""
    from r3.graph.connect import open_backend
    from r3.graph.dump import dump_graph

    if not db.exists():
        return 0, 0, ""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # an embedded store with an unfinished load says so: counted below
        backend = open_backend(graph_url(engine, db))
    try:
        names = list(backend.schema().spaces)
        if not names or (engine == "ladybug" and not backend.schema().spaces[names[0]].tags):
            return 0, 0, ""
        m = dump_graph(backend, scratch, space=names[0], progress=False).manifest
    finally:
        backend.close()
    return int(m["counts"]["vertex_records"]), int(m["counts"]["edges"]), str(m["checksum"])


def unfinished(engine: str, db: Path) -> bool:
    """Whether a staging file or an unfinished-load marker is left."""
    if engine == "ladybug":
        return any(db.parent.glob(f".{db.name}.r3-staging*"))
    from r3.engine.storage import GraphStore

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        store = GraphStore(db)
    with store:
        return bool(store.unfinished_loads())


def load_dump_command(dump: Path, engine: str, db: Path, replace: bool) -> list[str]:
    cmd = [
        sys.executable,
        "-m",
        "r3.cli",
        "load-dump",
        str(dump),
        "--graph",
        graph_url(engine, db),
        "--quiet",
    ]
    return [*cmd, "--replace"] if replace else cmd


def run_load_dump(dump: Path, engine: str, db: Path, replace: bool) -> float:
    started = time.perf_counter()
    subprocess.run(load_dump_command(dump, engine, db, replace), check=True, capture_output=True)
    return time.perf_counter() - started


def startup_seconds() -> float:
    """How long ``r3 load-dump`` takes to start (imports): kills before that touch nothing."""
    started = time.perf_counter()
    cmd = [sys.executable, "-m", "r3.cli", "load-dump", "--help"]
    subprocess.run(cmd, check=True, capture_output=True)
    return time.perf_counter() - started


def make_dumps(work: Path, vertices: int) -> dict[int, Path]:
    """The dumps of versions 1 and 2 of the generated graph (loaded with r3 load, then dumped)."""
    from r3.engine.loader import run_load_command
    from r3.graph.connect import open_backend
    from r3.graph.dump import dump_graph

    dumps = {}
    for v in (1, 2):
        config = write_graph(work / f"graph{v}", vertices, v)
        db = work / f"source{v}.sqlite"
        run_load_command(config, space="g", db=db, progress=False)
        with open_backend(f"embedded://{db}?space=g") as backend:
            dump_graph(backend, work / f"dump{v}", progress=False)
        dumps[v] = work / f"dump{v}"
    return dumps


def trial(
    work: Path,
    engine: str,
    dumps: dict[int, Path],
    expected: dict[int, tuple[int, int, str]],
    window: tuple[float, float],
    rng: random.Random,
    replace: bool,
) -> tuple[bool, str]:
    db = work / f"t{rng.random():.9f}.{'sqlite' if engine == 'embedded' else 'lbug'}"
    if replace:
        run_load_dump(dumps[1], engine, db, False)
    proc = subprocess.Popen(
        load_dump_command(dumps[2], engine, db, replace), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    delay = rng.uniform(*window)
    time.sleep(delay)
    killed = proc.poll() is None
    if killed:
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    after = fingerprint(engine, db, work / f"check-{db.name}")
    old = expected[1] if replace else (0, 0, "")
    state = "new" if after == expected[2] else "old" if after == old else "PARTIAL"
    # a fresh load-dump killed after it created the file: the re-run needs --replace (as a user would)
    run_load_dump(dumps[2], engine, db, replace or db.exists())
    final = fingerprint(engine, db, work / f"final-{db.name}")
    completed = final == expected[2] and not unfinished(engine, db)
    line = (
        f"{engine:8s} {'replace' if replace else 'fresh  '} kill at {delay:5.2f}s "
        f"({'killed' if killed else 'done'}): {state} ({after[0]} vertex records, {after[1]} edges); "
        f"re-run {'complete' if completed else 'NOT COMPLETE'}"
    )
    return state != "PARTIAL" and completed, line


def run_engine(
    work: Path, engine: str, dumps: dict[int, Path], trials: int, rng: random.Random
) -> tuple[int, list[str]]:
    expected = {}
    seconds = 0.0
    for v in (1, 2):
        db = work / f"ref-{engine}{v}.{'sqlite' if engine == 'embedded' else 'lbug'}"
        seconds = max(seconds, run_load_dump(dumps[v], engine, db, False))
        expected[v] = fingerprint(engine, db, work / f"ref-check-{engine}{v}")
        print(
            f"{engine}: reference load-dump of version {v}: {expected[v][0]} vertex records, "
            f"{expected[v][1]} edges in {seconds:.2f} s",
            flush=True,
        )
    window = (min(startup_seconds(), seconds / 2), seconds)
    print(f"{engine}: kills between {window[0]:.2f} s and {window[1]:.2f} s", flush=True)
    intact = 0
    lines = []
    for i in range(trials):
        ok, line = trial(work, engine, dumps, expected, window, rng, replace=i % 2 == 0)
        intact += ok
        lines.append(line)
        print(f"trial {i + 1:2d}: {'ok ' if ok else 'BAD'} {line}", flush=True)
    print(f"{engine}: intact {intact}/{trials}", flush=True)
    return intact, lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--trials", type=int, default=20, help="Trials per engine.")
    ap.add_argument("--vertices", type=int, default=20_000)
    ap.add_argument("--engine", choices=[*ENGINES, "both"], default="both")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    engines = ENGINES if args.engine == "both" else (args.engine,)
    ok = True
    with tempfile.TemporaryDirectory(prefix="r3-kill-dump-") as tmp:
        work = Path(tmp)
        dumps = make_dumps(work, args.vertices)
        for engine in engines:
            intact, _ = run_engine(work, engine, dumps, args.trials, rng)
            ok = ok and intact == args.trials
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
