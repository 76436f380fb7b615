"""What one HTTP client can cost the others: issue 28's items 7–9 before/after, on loopback.

- **slow bodies** (item 7): ``--slow`` connections from 127.0.0.1 each send their headers and
  one byte of a 40-byte body, then wait. *Before*: uvicorn's own h11 protocol with the
  ``limit_concurrency`` r3 serve used (2 × (8 + 128) = 272): ``/healthz`` and a question from
  a new connection. *After*: :func:`r3.api.server.uvicorn_options` with the same connection
  budget. Then (after) a body trickled one byte every 0.5 s: how long until the server answers
  it (before this change the deadline was per chunk, so such a body was never cut off).
- **memory** (item 8): the median latency of ``POST /v1/query`` (a question the memory does not
  hold, and one it holds near-exactly) with an empty memory, and with the memory filled to
  ``--entries`` entries of the largest size the caps allow — the ratio is the cost of a full
  memory, measured in the same process; then the issue's flood (``--flood`` corrections of
  60 KB) through ``/v1/feedback``: how many are accepted.
- **conversations** (item 9): ``--flood`` id-less questions from one client; does another
  client's live conversation survive (through ``/v1/generate``, the API's store as served)?

    .venv/bin/python eval/bench_http_hardening.py [--slow 271] [--entries 2000] [--json OUT]

Exit code 1 when a check of the *after* side fails.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _bench_common import on_path  # noqa: E402

on_path()

from fastapi.testclient import TestClient  # noqa: E402

from r3.api import create_app  # noqa: E402
from r3.api.server import uvicorn_options  # noqa: E402
from r3.demo import demo_dir  # noqa: E402
from r3.pipeline.memory import MAX_QUERY_CHARS, QueryMemory  # noqa: E402
from r3.pipeline.pipeline import Pipeline  # noqa: E402

SLOW_HEAD = (
    b"POST /v1/query HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
    b"Content-Length: 40\r\n\r\n{"
)
QUESTION = b'{"question": "Who likes Hana Upshaw?"}'
ADA = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'


# --------------------------------------------------------------------------- a served app


@contextlib.contextmanager
def serving(app: Any, options: dict[str, Any]) -> Iterator[int]:
    """``app`` under uvicorn on a free loopback port, in a thread; yields the port."""
    import uvicorn

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="critical", **options))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(15)


def _status(port: int, request: bytes) -> tuple[str, float]:
    """The status line a new connection gets for ``request``, and the seconds it took."""
    started = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(request)
            line = sock.recv(200).split(b"\r\n")[0].decode("latin-1") or "closed"
    except OSError as e:
        line = f"error: {type(e).__name__}"
    return line, round(time.monotonic() - started, 4)


def slow_bodies(app: Any, options: dict[str, Any], count: int, trickle_s: float | None) -> dict[str, Any]:
    """Open ``count`` slow-body connections, then ask for /healthz and a question (module doc)."""
    with serving(app, options) as port:
        socks = []
        for _ in range(count):
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            sock.sendall(SLOW_HEAD)
            socks.append(sock)
        time.sleep(0.5)
        health, health_s = _status(
            port, b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        )
        query_request = (
            b"POST /v1/query HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n"
            + f"Content-Length: {len(QUESTION)}\r\n\r\n".encode()
            + QUESTION
        )
        query, query_s = _status(port, query_request)
        held = 0
        for sock in socks:
            sock.settimeout(0.01)
            try:
                sock.recv(1)  # an answer (503, 408) or the close: not held
            except TimeoutError:
                held += 1
            except OSError:
                pass
            sock.close()
        trickled = trickle(port, trickle_s) if trickle_s else None
    return {
        "slow_connections": count,
        "still_held": held,
        "healthz": health,
        "healthz_s": health_s,
        "query": query,
        "query_s": query_s,
        "trickle": trickled,
    }


def trickle(port: int, give_up_s: float) -> dict[str, Any]:
    """A body sent one byte every 0.5 s: what the server answers, and after how long."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(SLOW_HEAD)
    started = time.monotonic()
    answer = b""
    sock.settimeout(0.5)
    while time.monotonic() - started < give_up_s and not answer:
        try:
            sock.sendall(b" ")
            answer = sock.recv(200)
        except TimeoutError:
            continue
        except OSError:
            answer = b"closed"
    sock.close()
    line = answer.split(b"\r\n")[0].decode("latin-1") if answer else f"still open after {give_up_s:g} s"
    return {"answer": line, "seconds": round(time.monotonic() - started, 2)}


# --------------------------------------------------------------------------- the memory


def _median_ms(client: TestClient, body: dict[str, Any], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        response = client.post("/v1/query", json=body)
        times.append(time.perf_counter() - started)
        assert response.status_code == 200, response.text
    return round(statistics.median(times) * 1000, 2)


def memory_cost(graph: Path, entries: int, flood: int, runs: int) -> dict[str, Any]:
    """Query latency with an empty and a full memory, and the issue's flood (module doc)."""
    path = graph / ".r3" / "memory.sqlite"
    pipeline = Pipeline.from_config("offline", overrides={"demos": str(graph / "demos.jsonl")})
    pipeline.memory = QueryMemory(path, max_entries=max(entries, 1))
    app = create_app(pipeline, graph=f"embedded://{graph}?space=demo", open_feedback=True)
    asked = {"question": "Who likes Hana Upshaw?"}
    remembered = {"question": "Which teams did Ada Lind play for?"}
    out: dict[str, Any] = {"entries": entries}
    with TestClient(app) as client:
        client.post("/v1/feedback", json={**remembered, "query": ADA, "correct": True})
        out["empty_ms"] = {
            "asked": _median_ms(client, asked, runs),
            "remembered": _median_ms(client, remembered, runs),
        }
        padding = " -- " + "x" * (MAX_QUERY_CHARS - len(ADA) - 4)
        for i in range(entries - 1):
            words = f"Which players older than {i} did Coach{i} train in season {i}?"
            pipeline.memory.add(words, ADA + padding, "demo", "ngql", author=f"bench{i % 7}")
        out["stored"] = len(pipeline.memory.entries())
        out["full_ms"] = {
            "asked": _median_ms(client, asked, runs),
            "remembered": _median_ms(client, remembered, runs),
        }
        out["ratio"] = {k: round(out["full_ms"][k] / out["empty_ms"][k], 2) for k in ("asked", "remembered")}
        big = ADA + " -- " + "x" * 60_000
        codes: dict[str, int] = {}
        for i in range(flood):
            response = client.post(
                "/v1/feedback", json={"question": f"Flood question {i}?", "query": big, "correct": True}
            )
            key = str(response.status_code)
            codes[key] = codes.get(key, 0) + 1
        out["flood_60kb"] = {"sent": flood, "status_codes": codes, "accepted": codes.get("200", 0)}
    pipeline.close()
    return out


# --------------------------------------------------------------------------- conversations


def conversation_flood(graph: Path, flood: int) -> dict[str, Any]:
    app = create_app("offline", graph=f"embedded://{graph}?space=demo", demos=None)
    with TestClient(app, client=("10.0.0.1", 1000)) as victim:
        cid = victim.post("/v1/generate", json={"question": "How old is Ada Lind?"}).json()["conversation_id"]
        flooder = TestClient(app, client=("10.0.0.9", 1000))
        service = app.state.service
        started = time.perf_counter()
        for _ in range(flood):  # the store as the API uses it, without the pipeline's cost per question
            service.conversations.start("peer:10.0.0.9@10.0.0.9")
        flood_s = time.perf_counter() - started
        extra = flooder.post("/v1/generate", json={"question": "How old is Kit Vance?"})
        follow = victim.post(
            "/v1/generate", json={"question": "which teams did she play for?", "conversation_id": cid}
        )
        stolen = flooder.post("/v1/generate", json={"question": "and her age?", "conversation_id": cid})
    return {
        "flood": flood,
        "flood_s": round(flood_s, 3),
        "flooder_answered": extra.status_code,
        "victim_follow_up": follow.status_code,
        "victim_resolved": (follow.json().get("resolved") if follow.status_code == 200 else None),
        "another_client_naming_the_id": stolen.status_code,
        "store_size": len(service.conversations),
    }


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--slow", type=int, default=271, help="slow-body connections (the issue's 271)")
    parser.add_argument("--entries", type=int, default=2000, help="memory entries (default: the cap)")
    parser.add_argument("--flood", type=int, default=1500, help="60 KB corrections / id-less conversations")
    parser.add_argument("--runs", type=int, default=15, help="timed requests per memory case")
    parser.add_argument("--read-timeout", type=float, default=5.0, help="the after side's --read-timeout")
    parser.add_argument("--skip-before", action="store_true", help="do not run the stock-uvicorn side")
    parser.add_argument("--json", type=Path, help="also write the report here")
    args = parser.parse_args(argv)

    report: dict[str, Any] = {}
    failed: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        graph = Path(tmp) / "demo"
        shutil.copytree(demo_dir(), graph)
        url = f"embedded://{graph}?space=demo"
        budget = 2 * (8 + 128)
        if not args.skip_before:  # an app per server: a server's shutdown closes its app's workers
            before_options = {"http": "h11", "limit_concurrency": budget, "timeout_keep_alive": 5}
            app = create_app("offline", graph=url, body_timeout_s=args.read_timeout)
            # no trickle here: the app's own body deadline is today's (total) one on both sides
            report["slow_bodies_before"] = slow_bodies(app, before_options, args.slow, None)
        app = create_app("offline", graph=url, body_timeout_s=args.read_timeout)
        after_options = uvicorn_options(
            header_timeout_s=min(10.0, args.read_timeout),
            read_timeout_s=args.read_timeout,
            max_connections=budget,
        )
        after = report["slow_bodies_after"] = slow_bodies(
            app, after_options, args.slow, 3 * args.read_timeout
        )
        if not after["healthz"].endswith("200 OK") or not after["query"].endswith("200 OK"):
            failed.append("slow bodies: /healthz or a question was not answered")
        if (
            not after["trickle"]["answer"].startswith("HTTP/1.1 408")
            or after["trickle"]["seconds"] > args.read_timeout + 2
        ):
            failed.append("slow bodies: a trickled body was not cut off at the deadline")
        memory = report["memory"] = memory_cost(graph, args.entries, args.flood, args.runs)
        if memory["flood_60kb"]["accepted"]:
            failed.append("memory: 60 KB corrections were accepted")
        if memory["stored"] > args.entries:
            failed.append("memory: more entries than the cap")

        convo = report["conversations"] = conversation_flood(graph, args.flood)
        if convo["victim_follow_up"] != 200 or convo["another_client_naming_the_id"] != 404:
            failed.append("conversations: a flood evicted another client's, or another client read it")
    report["failed"] = failed
    text = json.dumps(report, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
