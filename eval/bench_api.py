"""What does serving r3 over HTTP cost, and does it hold up under concurrent requests?

    python eval/bench_api.py [--requests 50] [--in-flight 50] [--server-concurrency 8]
        [--server-workers 1] [--rounds 3] [--config offline] [--graph URL] [--deadline 300] [--json OUT]

Starts ``r3 serve`` (uvicorn) on 127.0.0.1 on a free port in a subprocess, with the offline
default pipeline over the demo graph (or ``--config``/``--graph``), and measures in the same
run, on the same questions:

1. **baseline** — ``Pipeline.generate`` called directly in this process, one question after
   the other (no HTTP, no JSON, no threads);
2. **HTTP, sequential** — the same questions as ``POST /v1/generate``, one at a time: the
   difference to (1) is the per-request cost of HTTP + JSON + the worker hand-off;
3. **HTTP, concurrent** — ``--requests`` requests with up to ``--in-flight`` in flight at
   once (httpx async client); meanwhile ``/healthz`` is probed to show the event loop is not
   blocked by the work.

Both sides answer every distinct question once before timing (the pipeline builds its
indexes lazily). Each response carries the server's own time for it (``timings.server``), so
the HTTP overhead is also measured per request (client latency minus server time), which
the load on a shared machine disturbs far less than two separate passes. The three passes are repeated ``--rounds`` times, interleaved, so a ratio
compares numbers taken moments apart (a shared machine drifts); the medians of the
per-round ratios are the summary. Reported: p50/p95/max latency, throughput, ratios to the
baseline, status codes, and whether every HTTP answer equals the in-process answer for the
same question.
Everything stays on the loopback interface; the run is bounded by ``--deadline`` seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def summary(latencies: list[float], wall: float) -> dict[str, float]:
    ordered = sorted(latencies)
    p95 = ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
    return {
        "n": len(ordered),
        "p50_ms": statistics.median(ordered) * 1000,
        "p95_ms": p95 * 1000,
        "max_ms": ordered[-1] * 1000,
        "wall_s": wall,
        "throughput_rps": len(ordered) / wall if wall > 0 else 0.0,
    }


# --------------------------------------------------------------------------- baseline


def baseline_round(pipeline: Any, questions: list[str]) -> dict[str, float]:
    latencies = []
    started = time.perf_counter()
    for q in questions:
        t = time.perf_counter()
        pipeline.generate(q)
        latencies.append(time.perf_counter() - t)
    return summary(latencies, time.perf_counter() - started)


# --------------------------------------------------------------------------- the server


def start_server(port: int, args: argparse.Namespace) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "r3.cli", "serve", "--host", "127.0.0.1", "--port", str(port)]
    command += ["--config", args.config, "--concurrency", str(args.server_concurrency)]
    command += ["--workers", str(args.server_workers), "--queue", str(max(args.requests, 1))]
    command += ["--log-level", "warning"]
    if args.graph:
        command += ["--graph", args.graph]
    if args.demos:
        command += ["--demos", args.demos]
    env = {k: v for k, v in os.environ.items() if k != "R3_API_TOKEN"}
    return subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


async def wait_ready(base: str, proc: subprocess.Popen[bytes], deadline: float) -> float:
    import httpx

    started = time.perf_counter()
    async with httpx.AsyncClient(base_url=base, timeout=2) as client:
        while time.perf_counter() < deadline:
            if proc.poll() is not None:
                err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                raise SystemExit(f"r3 serve exited with code {proc.returncode}:\n{err}")
            try:
                if (await client.get("/healthz")).status_code == 200:
                    return time.perf_counter() - started
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.2)
    raise SystemExit("r3 serve did not become ready before the deadline")


async def http_round(
    base: str, questions: list[str], in_flight: int, deadline: float, *, warm_up: bool
) -> dict[str, Any]:
    """One sequential and one concurrent pass over ``questions``, with /healthz probes during the latter."""
    import httpx

    limits = httpx.Limits(max_connections=in_flight + 1, max_keepalive_connections=in_flight + 1)
    timeout = max(5.0, deadline - time.perf_counter())
    async with httpx.AsyncClient(base_url=base, timeout=timeout, limits=limits) as client:

        async def one(question: str) -> tuple[float, int, str, float]:
            t = time.perf_counter()
            response = await client.post("/v1/generate", json={"question": question})
            elapsed = time.perf_counter() - t
            body = response.json() if response.status_code == 200 else {}
            server = float(body.get("timings", {}).get("server", 0.0))
            return elapsed, response.status_code, body.get("query", ""), server

        if warm_up:
            for q in dict.fromkeys(questions):
                await one(q)

        started = time.perf_counter()
        sequential = [await one(q) for q in questions]
        seq_wall = time.perf_counter() - started

        gate = asyncio.Semaphore(in_flight)
        probes: list[float] = []
        done = asyncio.Event()

        async def gated(question: str) -> tuple[float, int, str, float]:
            async with gate:
                return await one(question)

        async def probe() -> None:
            while not done.is_set():
                t = time.perf_counter()
                await client.get("/healthz")
                probes.append(time.perf_counter() - t)
                await asyncio.sleep(0.05)

        prober = asyncio.create_task(probe())
        started = time.perf_counter()
        concurrent = await asyncio.gather(*(gated(q) for q in questions))
        con_wall = time.perf_counter() - started
        done.set()
        await prober
    return {
        "sequential": sequential,
        "sequential_stats": summary([t for t, _, _, _ in sequential], seq_wall),
        # Client latency minus the server's own time for the same request: HTTP + JSON + hand-off.
        "overhead_ms": [(t - server) * 1000 for t, _, _, server in sequential],
        "concurrent": concurrent,
        "concurrent_stats": summary([t for t, _, _, _ in concurrent], con_wall),
        "healthz_ms": [p * 1000 for p in probes],
    }


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=50, help="Requests per pass.")
    parser.add_argument("--in-flight", type=int, default=50, help="Concurrent requests at most.")
    parser.add_argument("--rounds", type=int, default=3, help="Rounds of baseline + HTTP passes.")
    parser.add_argument("--server-concurrency", type=int, default=8, help="r3 serve --concurrency.")
    parser.add_argument("--server-workers", type=int, default=1, help="r3 serve --workers (processes).")
    parser.add_argument("--config", default="offline")
    parser.add_argument("--graph", help="Graph URL (default: the demo graph).")
    parser.add_argument("--demos", help="Demonstrations JSONL (default: the demo graph's).")
    parser.add_argument("--deadline", type=float, default=300.0, help="Seconds for the whole run.")
    parser.add_argument("--json", dest="json_out", help="Also write the numbers here.")
    args = parser.parse_args(argv)

    from r3.demo import DEMO_QUESTIONS, demo_dir
    from r3.pipeline.pipeline import Pipeline

    deadline = time.perf_counter() + args.deadline
    graph = args.graph or f"embedded://{demo_dir()}?space=demo"
    demos = args.demos or (None if args.graph else str(demo_dir() / "demos.jsonl"))
    questions = [DEMO_QUESTIONS[i % len(DEMO_QUESTIONS)] for i in range(args.requests)]

    rounds: list[dict[str, Any]] = []
    port = free_port()
    proc = start_server(port, args)
    overrides = {"demos": demos} if demos else None
    try:
        with Pipeline.from_config(args.config, graph=graph, overrides=overrides) as pipeline:
            expected = {q: pipeline.generate(q).query for q in dict.fromkeys(questions)}  # also the warm-up
            base_url = f"http://127.0.0.1:{port}"
            startup = asyncio.run(wait_ready(base_url, proc, deadline))
            for number in range(args.rounds):
                if time.perf_counter() > deadline:
                    break
                base = baseline_round(pipeline, questions)
                http = asyncio.run(
                    http_round(base_url, questions, args.in_flight, deadline, warm_up=number == 0)
                )
                rounds.append({"baseline": base, **http})
    finally:
        stop(proc)

    report = make_report(args, rounds, questions, expected, startup)
    print_report(report)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0 if report["statuses"] == [200] and report["answers_differing_from_in_process"] == 0 else 1


def make_report(
    args: argparse.Namespace,
    rounds: list[dict[str, Any]],
    questions: list[str],
    expected: dict[str, str],
    startup: float,
) -> dict[str, Any]:
    statuses: set[int] = set()
    mismatches = 0
    per_round = []
    for r in rounds:
        base, seq, con = r["baseline"], r["sequential_stats"], r["concurrent_stats"]
        for answers in (r["sequential"], r["concurrent"]):
            statuses.update(s for _, s, _, _ in answers)
            mismatches += sum(
                1 for (_, _, q2, _), q in zip(answers, questions, strict=True) if q2 != expected[q]
            )
        probes = r["healthz_ms"]
        per_round.append(
            {
                "baseline_in_process": base,
                "http_sequential": seq,
                "http_concurrent": con,
                "http_overhead_ms_p50": seq["p50_ms"] - base["p50_ms"],
                "http_overhead_same_request_ms_p50": statistics.median(r["overhead_ms"]),
                "seq_p50_ratio": seq["p50_ms"] / base["p50_ms"],
                "seq_throughput_ratio": seq["throughput_rps"] / base["throughput_rps"],
                "concurrent_throughput_ratio": con["throughput_rps"] / base["throughput_rps"],
                "healthz_during_burst_ms": {
                    "probes": len(probes),
                    "p50": statistics.median(probes) if probes else None,
                    "max": max(probes) if probes else None,
                },
            }
        )
    keys = (
        "http_overhead_ms_p50",
        "http_overhead_same_request_ms_p50",
        "seq_p50_ratio",
        "seq_throughput_ratio",
        "concurrent_throughput_ratio",
    )
    medians = {k: statistics.median(r[k] for r in per_round) for k in keys} if per_round else {}
    return {
        "setup": {
            "config": args.config,
            "graph": args.graph or "demo",
            "requests": args.requests,
            "in_flight": args.in_flight,
            "rounds": len(rounds),
            "server_concurrency": args.server_concurrency,
            "server_workers": args.server_workers,
            "cpus": os.cpu_count(),
            "server_startup_s": round(startup, 2),
        },
        "rounds": per_round,
        "median_over_rounds": medians,
        "statuses": sorted(statuses),
        "answers_differing_from_in_process": mismatches,
    }


def print_report(r: dict[str, Any]) -> None:
    s = r["setup"]
    print(
        f"r3 serve bench: config {s['config']}, graph {s['graph']}, {s['requests']} requests per pass, "
        f"{s['in_flight']} in flight, server {s['server_workers']} process(es) x {s['server_concurrency']} "
        f"threads, {s['cpus']} CPUs, server ready in {s['server_startup_s']} s"
    )
    print(f"{'round / run':<26}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'req/s':>9}{'wall s':>9}")
    for number, x in enumerate(r["rounds"], start=1):
        for name, key in (
            ("in-process (baseline)", "baseline_in_process"),
            ("HTTP sequential", "http_sequential"),
            ("HTTP concurrent", "http_concurrent"),
        ):
            y = x[key]
            print(
                f"{number} {name:<24}{y['p50_ms']:>9.1f}{y['p95_ms']:>9.1f}{y['max_ms']:>9.1f}"
                f"{y['throughput_rps']:>9.1f}{y['wall_s']:>9.2f}"
            )
        print(
            f"  HTTP overhead p50: {x['http_overhead_same_request_ms_p50']:.1f} ms per request "
            "(client latency - server time, same request)"
        )
        h = x["healthz_during_burst_ms"]
        if h["probes"]:
            print(
                f"  /healthz during the burst: {h['probes']} probes, p50 {h['p50']:.1f} ms, max {h['max']:.1f} ms"
            )
    m = r["median_over_rounds"]
    if m:
        print(
            f"median over rounds: HTTP overhead p50 {m['http_overhead_same_request_ms_p50']:.1f} ms per "
            f"request; sequential p50 {m['http_overhead_ms_p50']:+.1f} ms vs baseline "
            f"(x{m['seq_p50_ratio']:.2f}); throughput vs baseline: sequential "
            f"x{m['seq_throughput_ratio']:.2f}, concurrent x{m['concurrent_throughput_ratio']:.2f}"
        )
    print(
        f"statuses {r['statuses']}; answers differing from in-process: {r['answers_differing_from_in_process']}"
    )


if __name__ == "__main__":
    sys.exit(main())
