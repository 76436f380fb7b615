"""Benchmark: ``r3 dump`` of a generated embedded graph — speed, flat memory, interrupt + resume.

    python eval/bench_dump.py [--vertices 50000] [--edges 300000] [--rounds 3] [--json OUT] [--tracemalloc] [--ladybug]

One run, on the same graph (the generator of ``eval/bench_engine_load.py``: people and teams,
by default 50k vertices and 300k edges, loaded into an in-memory embedded store):

- **baseline**: the same scans turned into the same record dicts and ``json.dumps``'d, with
  no hashing, no I/O and no checkpoints — what any JSON dump must pay at least;
- **dump**: :func:`r3.graph.dump.dump_graph` into a fresh directory (records/s, and the
  ratio to the baseline), with the process RSS sampled every 20 ms before/during/after: a
  streaming dump keeps RSS flat (the graph itself is already in memory). Baseline and dump
  alternate for ``--rounds`` rounds and the medians are reported;
- **interrupt + resume**: the scan is made to fail after half of the vertices+edges (an
  injected exception, as a crash would), then the dump is run again; it must resume from its
  last checkpoint, write no duplicates, and end with the clean dump's counts and checksum;
- ``--tracemalloc``: a further dump under tracemalloc, reporting the peak of memory the dump
  allocated on top of the graph (slower; off by default);
- ``--ladybug``: the dump loaded into a LadybugDB file (``load_dump``) and dumped again from
  there; the checksum must equal the embedded dump's.
"""

from __future__ import annotations

import argparse
import gc
import json
import resource
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
for _p in (REPO_ROOT, Path(__file__).resolve().parent):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from bench_engine_load import generate  # noqa: E402  (eval/ is not a package)


def rss_mb() -> float:
    """The current resident set size (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class RssSampler:
    """Samples RSS in a background thread while a block runs; ``peak`` is the highest seen."""

    def __init__(self, every_s: float = 0.02) -> None:
        self.every_s = every_s
        self.peak = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, rss_mb())
            self._stop.wait(self.every_s)

    def __enter__(self) -> RssSampler:
        self.peak = rss_mb()
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, rss_mb())


class Crash(Exception):
    """The injected failure of the interrupted dump."""


class CrashingBackend:
    """Delegates to a backend, but its scans raise :class:`Crash` after ``after`` items."""

    def __init__(self, inner: Any, after: int) -> None:
        self.inner, self.after, self.seen = inner, after, 0
        self.dialect = inner.dialect

    def schema(self) -> Any:
        return self.inner.schema()

    def counts(self, space: str | None = None) -> dict[str, int]:
        return self.inner.counts(space)  # type: ignore[no-any-return]

    def _tick(self, items: Iterator[Any]) -> Iterator[Any]:
        for item in items:
            self.seen += 1
            if self.seen > self.after:
                raise Crash(f"injected failure after {self.after} scanned items")
            yield item

    def scan_vertices(self, space: str | None = None) -> Iterator[Any]:
        return self._tick(self.inner.scan_vertices(space))

    def scan_edges(self, space: str | None = None) -> Iterator[Any]:
        return self._tick(self.inner.scan_edges(space))


def baseline(backend: Any) -> tuple[float, int]:
    """The dump's records built and json.dumps'd without hashing or I/O: (seconds, records)."""
    from r3.graph.dump_manifest import record_props, record_value

    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    started = time.perf_counter()
    n = 0
    for v in backend.scan_vertices():
        for tag, props in v.tags.items():
            dumps({"kind": "vertex", "vid": record_value(v.vid), "tag": tag, "props": record_props(props)})
            n += 1
    for e in backend.scan_edges():
        record = {
            "kind": "edge",
            "src": record_value(e.src),
            "dst": record_value(e.dst),
            "type": e.type,
            "rank": e.rank,
        }
        record["props"] = record_props(e.props)
        dumps(record)
        n += 1
    return time.perf_counter() - started, n


def main(argv: list[str] | None = None) -> dict[str, Any]:
    from r3.engine.engine import Engine
    from r3.engine.loader import load_graph
    from r3.engine.storage import GraphStore
    from r3.graph.dump import dump_graph, verify_dump
    from r3.graph.embedded import EmbeddedBackend

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vertices", type=int, default=50_000)
    parser.add_argument("--edges", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=3, help="median of this many baseline/dump pairs")
    parser.add_argument("--checkpoint-every", type=int, default=100_000)
    parser.add_argument("--tracemalloc", action="store_true", help="also measure the dump's own allocations")
    parser.add_argument(
        "--ladybug", action="store_true", help="also load the dump into LadybugDB and re-dump"
    )
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--json", type=Path, help="also write the numbers to this JSON file")
    args = parser.parse_args(argv)

    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="r3-bench-dump-") as tmp:
        folder = Path(tmp)
        (folder / "graph").mkdir()
        counts = generate(folder / "graph", args.vertices, args.edges, args.seed)
        store = GraphStore()
        started = time.perf_counter()
        load_graph(folder / "graph" / "config.yaml", store, progress=args.progress)
        out["load_s"] = time.perf_counter() - started
        backend = EmbeddedBackend(Engine(store))
        gc.collect()

        # baseline and dump alternate for --rounds rounds; medians, so a busy machine slows both
        base_times: list[float] = []
        dump_times: list[float] = []
        peaks: list[float] = []
        befores: list[float] = []
        afters: list[float] = []
        result = None
        base_records = 0
        for n in range(max(1, args.rounds)):
            base_s, base_records = baseline(backend)
            base_times.append(base_s)
            shutil.rmtree(folder / "dump", ignore_errors=True)
            gc.collect()
            befores.append(rss_mb())
            with RssSampler() as sampler:
                result = dump_graph(
                    backend, folder / "dump", progress=args.progress, checkpoint_every=args.checkpoint_every
                )
            peaks.append(sampler.peak)
            dump_times.append(result.elapsed_s)
            gc.collect()
            afters.append(rss_mb())
            print(f"round {n + 1}: baseline {base_s:.2f} s, dump {result.elapsed_s:.2f} s", file=sys.stderr)
        assert result is not None
        out["records"] = base_records
        out["baseline_json_s"] = statistics.median(base_times)
        out["dump_s"] = statistics.median(dump_times)
        out["dump_records_per_s"] = base_records / out["dump_s"]
        out["baseline_records_per_s"] = base_records / out["baseline_json_s"]
        out["dump_vs_baseline"] = out["dump_s"] / out["baseline_json_s"]
        out["rss_before_mb"] = statistics.median(befores)
        out["rss_during_peak_mb"] = max(peaks)
        out["rss_after_mb"] = statistics.median(afters)
        out["peak_rss_process_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        out["dump_mb"] = sum(f["bytes"] for f in result.manifest["files"].values()) / 2**20
        clean = result.manifest
        if clean["counts"]["vertex_records"] + clean["counts"]["edges"] != base_records:
            print("warning: the dump and the baseline saw different record counts")

        # interrupted after half of the scanned items, then resumed
        half = (clean["counts"]["vertices"] + clean["counts"]["edges"]) // 2
        target = folder / "resumed"
        started = time.perf_counter()
        try:
            dump_graph(CrashingBackend(backend, half), target, checkpoint_every=args.checkpoint_every)
            raise SystemExit("the injected failure did not happen")
        except Crash:
            pass
        out["interrupted_after_items"] = half
        out["interrupted_s"] = time.perf_counter() - started
        resumed = dump_graph(backend, target, checkpoint_every=args.checkpoint_every)
        check = verify_dump(target)  # re-reads every file: counts and checksums match the manifest
        out["resume_s"] = resumed.elapsed_s
        out["resume_mode"] = resumed.mode
        out["resume_records_skipped"] = resumed.records_skipped
        out["resume_records_written"] = resumed.records_written
        out["resume_matches_clean"] = (check["checksum"], check["counts"]) == (
            clean["checksum"],
            clean["counts"],
        )
        out["resume_no_duplicates"] = (
            resumed.records_skipped + resumed.records_written == base_records
            and check["counts"]["vertex_records"] + check["counts"]["edges"] == base_records
        )

        if args.ladybug:  # the same dump loaded into LadybugDB and dumped from there: same checksum?
            from r3.graph.dump import load_dump
            from r3.graph.ladybug import LadybugBackend

            with LadybugBackend(folder / "bench.lbdb", read_only=False) as lb:
                started = time.perf_counter()
                load_dump(folder / "dump", lb)
                out["ladybug_load_s"] = time.perf_counter() - started
                again = dump_graph(lb, folder / "dump-ladybug", checkpoint_every=args.checkpoint_every)
                out["ladybug_dump_s"] = again.elapsed_s
                out["ladybug_dump_records_per_s"] = base_records / again.elapsed_s
                out["ladybug_checksum_matches"] = (again.manifest["checksum"], again.manifest["counts"]) == (
                    clean["checksum"],
                    clean["counts"],
                )

        if args.tracemalloc:
            import tracemalloc

            shutil.rmtree(folder / "dump", ignore_errors=True)
            gc.collect()
            tracemalloc.start()
            traced = dump_graph(backend, folder / "dump", checkpoint_every=args.checkpoint_every)
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            out["tracemalloc_peak_mb"] = peak / 2**20
            out["tracemalloc_dump_s"] = traced.elapsed_s

    print(f"generated {counts} (seed {args.seed}); loaded in {out['load_s']:.1f} s")
    width = max(map(len, out))
    for key, value in out.items():
        if isinstance(value, float):
            print(f"  {key:<{width}}  {value:,.3f}")
        else:
            print(f"  {key:<{width}}  {value}")
    flat = out["rss_during_peak_mb"] - out["rss_before_mb"]
    ok = out["resume_matches_clean"] and out["resume_no_duplicates"] and out["resume_mode"] == "resumed"
    print(f"RSS growth during the dump: {flat:.1f} MB; resume correct: {'yes' if ok else 'NO'}")
    if args.json:
        args.json.write_text(
            json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in out.items()}, indent=2)
            + "\n"
        )
    return out


if __name__ == "__main__":
    main()
