"""What does serving r3 over HTTP cost, and does it hold up under concurrent requests?

    python eval/bench_api.py [--requests 50] [--in-flight 50] [--server-concurrency 8]
        [--config offline] [--graph URL] [--deadline 300] [--json OUT]

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
indexes lazily). Reported: p50/p95/max latency, throughput, ratios to the baseline, status
codes, and whether every HTTP answer equals the in-process answer for the same question.
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

# Questions written for the demo graph (names from data/demo/players.csv).
QUESTIONS = [
    "Whom does Ada Lind like?",
    "Who likes Kit Vance?",
    "How old is Pia Lomax?",
    "Which teams has Milo Marsh played for?",
    "Which players are older than 33?",
    "How many players are there?",
    "Who coaches the River Foxes?",
    "List every team.",
    "Which players does Hana Upshaw like?",
    "Who is the youngest player?",
]


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


def baseline(
    questions: list[str], config: str, graph: str, demos: str | None
) -> tuple[dict[str, float], dict[str, str]]:
    from r3.pipeline.api import Pipeline

    overrides = {"demos": demos} if demos else None
    with Pipeline.from_config(config, graph=graph, overrides=overrides) as pipeline:
        answers = {q: pipeline.generate(q).query for q in dict.fromkeys(questions)}  # warm-up
        latencies = []
        started = time.perf_counter()
        for q in questions:
            t = time.perf_counter()
            pipeline.generate(q)
            latencies.append(time.perf_counter() - t)
        wall = time.perf_counter() - started
    return summary(latencies, wall), answers


# --------------------------------------------------------------------------- the server


def start_server(port: int, args: argparse.Namespace) -> subprocess.Popen[bytes]:
    command = [
        sys.executable,
        "-m",
        "r3.cli",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--config",
        args.config,
        "--concurrency",
        str(args.server_concurrency),
        "--queue",
        str(max(args.requests, 1)),
        "--log-level",
        "warning",
    ]
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


async def http_runs(base: str, questions: list[str], in_flight: int, deadline: float) -> dict[str, Any]:
    import httpx

    limits = httpx.Limits(max_connections=in_flight, max_keepalive_connections=in_flight)
    timeout = max(5.0, deadline - time.perf_counter())
    async with httpx.AsyncClient(base_url=base, timeout=timeout, limits=limits) as client:

        async def one(question: str) -> tuple[float, int, str]:
            t = time.perf_counter()
            response = await client.post("/v1/generate", json={"question": question})
            elapsed = time.perf_counter() - t
            query = response.json().get("query", "") if response.status_code == 200 else ""
            return elapsed, response.status_code, query

        for q in dict.fromkeys(questions):  # warm-up, as for the baseline
            await one(q)

        started = time.perf_counter()
        sequential = [await one(q) for q in questions]
        seq_wall = time.perf_counter() - started

        gate = asyncio.Semaphore(in_flight)
        probes: list[float] = []
        done = asyncio.Event()

        async def gated(question: str) -> tuple[float, int, str]:
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
        health = (await client.get("/healthz")).json()
    return {
        "sequential": sequential,
        "sequential_wall": seq_wall,
        "concurrent": concurrent,
        "concurrent_wall": con_wall,
        "healthz_probes": probes,
        "server_workers": health.get("workers", {}),
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
    parser.add_argument("--requests", type=int, default=50, help="Requests per HTTP run.")
    parser.add_argument("--in-flight", type=int, default=50, help="Concurrent requests at most.")
    parser.add_argument("--server-concurrency", type=int, default=8, help="r3 serve --concurrency.")
    parser.add_argument("--config", default="offline")
    parser.add_argument("--graph", help="Graph URL (default: the demo graph).")
    parser.add_argument("--demos", help="Demonstrations JSONL (default: the demo graph's).")
    parser.add_argument("--deadline", type=float, default=300.0, help="Seconds for the whole run.")
    parser.add_argument("--json", dest="json_out", help="Also write the numbers here.")
    args = parser.parse_args(argv)

    from r3.demo import demo_dir

    deadline = time.perf_counter() + args.deadline
    graph = args.graph or f"embedded://{demo_dir()}?space=demo"
    demos = args.demos or (None if args.graph else str(demo_dir() / "demos.jsonl"))
    questions = [QUESTIONS[i % len(QUESTIONS)] for i in range(args.requests)]

    base_stats, expected = baseline(questions, args.config, graph, demos)
    port = free_port()
    proc = start_server(port, args)
    try:
        base_url = f"http://127.0.0.1:{port}"
        startup = asyncio.run(wait_ready(base_url, proc, deadline))
        runs = asyncio.run(http_runs(base_url, questions, args.in_flight, deadline))
    finally:
        stop(proc)

    seq, con = runs["sequential"], runs["concurrent"]
    seq_stats = summary([t for t, _, _ in seq], runs["sequential_wall"])
    con_stats = summary([t for t, _, _ in con], runs["concurrent_wall"])
    statuses = sorted({s for _, s, _ in seq + con})
    mismatches = sum(1 for (_, _, query), q in zip(con, questions, strict=True) if query != expected[q])
    probes = runs["healthz_probes"]
    report = {
        "setup": {
            "config": args.config,
            "graph": "demo" if not args.graph else args.graph,
            "requests": args.requests,
            "in_flight": args.in_flight,
            "server_concurrency": args.server_concurrency,
            "cpus": os.cpu_count(),
            "server_startup_s": round(startup, 2),
        },
        "baseline_in_process": base_stats,
        "http_sequential": seq_stats,
        "http_concurrent": con_stats,
        "ratios": {
            "http_seq_p50_over_baseline_p50": seq_stats["p50_ms"] / base_stats["p50_ms"],
            "http_seq_throughput_over_baseline": seq_stats["throughput_rps"] / base_stats["throughput_rps"],
            "http_concurrent_throughput_over_baseline": con_stats["throughput_rps"]
            / base_stats["throughput_rps"],
        },
        "http_overhead_ms_p50": seq_stats["p50_ms"] - base_stats["p50_ms"],
        "statuses": statuses,
        "answers_differing_from_in_process": mismatches,
        "healthz_during_burst": {
            "probes": len(probes),
            "max_ms": max(probes) * 1000 if probes else None,
            "p50_ms": statistics.median(probes) * 1000 if probes else None,
        },
        "server_workers_after": runs["server_workers"],
    }
    print_report(report)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0 if statuses == [200] and mismatches == 0 else 1


def print_report(r: dict[str, Any]) -> None:
    s = r["setup"]
    print(
        f"r3 serve bench: config {s['config']}, graph {s['graph']}, {s['requests']} requests, "
        f"{s['in_flight']} in flight, server concurrency {s['server_concurrency']}, {s['cpus']} CPUs, "
        f"server ready in {s['server_startup_s']} s"
    )
    print(f"{'run':<24}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'req/s':>9}{'wall s':>9}")
    for name, key in (
        ("in-process (baseline)", "baseline_in_process"),
        ("HTTP sequential", "http_sequential"),
        ("HTTP concurrent", "http_concurrent"),
    ):
        x = r[key]
        print(
            f"{name:<24}{x['p50_ms']:>9.1f}{x['p95_ms']:>9.1f}{x['max_ms']:>9.1f}"
            f"{x['throughput_rps']:>9.1f}{x['wall_s']:>9.2f}"
        )
    ratios = r["ratios"]
    print(
        f"HTTP overhead p50 {r['http_overhead_ms_p50']:+.1f} ms "
        f"(sequential p50 ×{ratios['http_seq_p50_over_baseline_p50']:.2f}); throughput vs baseline: "
        f"sequential ×{ratios['http_seq_throughput_over_baseline']:.2f}, "
        f"concurrent ×{ratios['http_concurrent_throughput_over_baseline']:.2f}"
    )
    h = r["healthz_during_burst"]
    if h["probes"]:
        print(
            f"/healthz during the burst: {h['probes']} probes, p50 {h['p50_ms']:.1f} ms, max {h['max_ms']:.1f} ms"
        )
    print(
        f"statuses {r['statuses']}; answers differing from in-process: {r['answers_differing_from_in_process']}"
    )


if __name__ == "__main__":
    sys.exit(main())
