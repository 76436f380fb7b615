"""HTTP hardening: Host checks, no paths in /healthz, CORS, one run per query, slow sockets."""

from __future__ import annotations

import socket
import threading
import time
from typing import Any

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

from r3.api import create_app  # noqa: E402
from r3.api.server import host_name, uvicorn_options  # noqa: E402
from r3.contracts.backend import BaseBackend  # noqa: E402
from r3.demo import DEMO_SPACE, demo_dir  # noqa: E402
from r3.graph.connect import open_backend  # noqa: E402
from r3.pipeline.config import PipelineConfig  # noqa: E402
from r3.pipeline.pipeline import Pipeline  # noqa: E402
from r3.pipeline.result import Result  # noqa: E402
from r3.values import to_json  # noqa: E402


class _Pipe(Pipeline):
    """Answers with a fixed query whose dry run (already executed) gave ``rows``."""

    def __init__(self, config: PipelineConfig | None = None) -> None:
        super().__init__(config or PipelineConfig(name="fake"))

    def generate(self, question: str, *, space: str | None = None, graph: Any = None, **_: Any) -> Result:
        return Result(question, space or "", "ngql", "MATCH (p:player) RETURN count(p) AS n", "ok",
                      columns=["n"], rows=[(123,)], executed=True)  # fmt: skip

    ask = generate


class _CountingGraph(BaseBackend):
    """The demo graph, counting the queries run on it."""

    def __init__(self) -> None:
        self.inner = open_backend(f"embedded://{demo_dir()}?space={DEMO_SPACE}")
        self.runs = 0
        self.dialect, self.traits, self.read_only = "ngql", self.inner.traits, True
        self.space = DEMO_SPACE

    def schema(self) -> Any:
        return self.inner.schema()

    def execute(self, query: str, **kwargs: Any) -> Any:
        self.runs += 1
        return self.inner.execute(query, **kwargs)

    def scan_vertices(self, space: str | None = None) -> Any:
        return self.inner.scan_vertices(space)

    def scan_edges(self, space: str | None = None) -> Any:
        return self.inner.scan_edges(space)


def test_query_runs_once_reusing_the_dry_run() -> None:
    graph = _CountingGraph()
    with TestClient(create_app(_Pipe(), graph=graph)) as client:
        body = client.post("/v1/query", json={"question": "how many?"}).json()
    assert body["rows"] == [[to_json(123)]] and graph.runs == 0


def test_host_check_healthz_without_paths_and_cors() -> None:
    url = f"embedded://{demo_dir()}?space={DEMO_SPACE}"
    app = create_app(
        _Pipe(), graph=url, allowed_hosts=["localhost", "127.0.0.1"], cors_origins=["https://ok.example"]
    )
    with TestClient(app, base_url="http://localhost:8000") as client:
        health = client.get("/healthz")
        assert health.status_code == 200 and health.json()["graph"] == "embedded"
        assert str(demo_dir()) not in health.text
        evil = client.get("/healthz", headers={"host": "evil.example:8000"})
        assert evil.status_code == 421 and evil.json()["error"]["code"] == "bad_host"
        pre = client.options(
            "/v1/query", headers={"origin": "https://ok.example", "access-control-request-method": "POST"}
        )
        assert pre.headers.get("access-control-allow-origin") == "https://ok.example"
    assert host_name("[::1]:8000") == "::1" and host_name("LocalHost:1") == "localhost"


def test_serve_defaults_to_localhost_names_on_loopback() -> None:
    from r3.cli.serve import default_allowed_hosts

    assert default_allowed_hosts("127.0.0.1", ()) == ["localhost", "127.0.0.1", "::1"]
    assert default_allowed_hosts("0.0.0.0", ()) is None
    assert default_allowed_hosts("0.0.0.0", ("api.example",)) == ["api.example"]


def test_a_pipeline_config_that_allows_writes_is_refused() -> None:
    from r3.errors import UserInputError

    pipe = _Pipe(PipelineConfig(name="fake", allow_writes=True))
    with pytest.raises(UserInputError, match="allow_writes"):
        create_app(pipe, graph=f"embedded://{demo_dir()}?space={DEMO_SPACE}")


def test_slow_sockets_are_closed_and_health_still_answers() -> None:
    """A real server on 127.0.0.1: 20 sockets dribbling headers are closed after the header timeout."""
    uvicorn = pytest.importorskip("uvicorn")
    app = create_app(_Pipe(), graph=f"embedded://{demo_dir()}?space={DEMO_SPACE}", body_timeout_s=1.0)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, log_level="error", **uvicorn_options(header_timeout_s=1.0)
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 10
        while not server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        slow = []
        for _ in range(20):
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n")
            slow.append(sock)
        started = time.monotonic()
        with socket.create_connection(("127.0.0.1", port), timeout=5) as ok:
            ok.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            assert ok.recv(100).startswith(b"HTTP/1.1 200")
        closed = 0
        for sock in slow:
            try:
                sock.sendall(b"X-Slow: 1\r\n")
                sock.settimeout(max(0.1, 4 - (time.monotonic() - started)))
                closed += sock.recv(100) == b""
            except OSError:
                closed += 1
            finally:
                sock.close()
        assert closed == 20
        body = socket.create_connection(("127.0.0.1", port), timeout=5)
        body.sendall(
            b"POST /v1/query HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"
        )
        body.settimeout(5)
        assert body.recv(200).split(b"\r\n")[0] == b"HTTP/1.1 408 Request Timeout"  # answered, not held
        body.close()
    finally:
        server.should_exit = True
        thread.join(10)


class _Served:
    """A real uvicorn server on 127.0.0.1 with r3's socket limits, in a thread."""

    def __init__(self, **limits: Any) -> None:
        uvicorn = pytest.importorskip("uvicorn")
        app = create_app(_Pipe(), graph=f"embedded://{demo_dir()}?space={DEMO_SPACE}", body_timeout_s=30.0)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        config = uvicorn.Config(
            app, host="127.0.0.1", port=self.port, log_level="error", **uvicorn_options(**limits)
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> _Served:
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        return self

    def __exit__(self, *_: Any) -> None:
        self.server.should_exit = True
        self.thread.join(10)

    def slow_body(self, source: str = "127.0.0.1") -> socket.socket:
        """A connection that sent its headers and one byte of a 40-byte body."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=5, source_address=(source, 0))
        sock.sendall(
            b"POST /v1/query HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            b"Content-Length: 40\r\n\r\n{"
        )
        return sock

    def health(self) -> bytes:
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as ok:
            ok.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            return ok.recv(100).split(b"\r\n")[0]


def _closed(sock: socket.socket, wait_s: float = 0.5) -> bool:
    """Whether the server closed ``sock`` (it answered and hung up, or reset it)."""
    sock.settimeout(wait_s)
    try:
        data = sock.recv(4096)
        while data:
            data = sock.recv(4096)
        return True
    except TimeoutError:
        return False
    except OSError:
        return True


@pytest.mark.parametrize(("slow", "per_client", "max_connections"), [(40, 8, 30), (60, 32, 20)])
def test_slow_bodies_hold_no_one_out(slow: int, per_client: int, max_connections: int) -> None:
    """Many slow-body connections from one address: /healthz still answers at once, and the
    address holds at most its cap (the oldest slow senders are dropped to make room)."""
    with _Served(max_per_client=per_client, max_connections=max_connections, read_timeout_s=20) as served:
        socks = [served.slow_body() for _ in range(slow)]
        time.sleep(0.3)
        started = time.monotonic()
        assert served.health() == b"HTTP/1.1 200 OK"
        assert time.monotonic() - started < 2
        still_open = [s for s in socks if not _closed(s, 0.05)]
        assert len(still_open) <= min(per_client, max_connections)
        for sock in socks:
            sock.close()


def test_the_whole_request_has_a_deadline_however_it_trickles() -> None:
    """A body sent a byte every 0.3 s never stalls for long, and still gets 408 at the deadline."""
    with _Served(read_timeout_s=1.5, header_timeout_s=1.0) as served:
        sock = served.slow_body()
        started = time.monotonic()
        answer = b""
        sock.settimeout(0.3)
        while time.monotonic() - started < 6 and not answer:
            try:
                sock.sendall(b" ")
                answer = sock.recv(200)
            except TimeoutError:
                continue
            except OSError:
                break
        took = time.monotonic() - started
        sock.close()
        assert answer.startswith(b"HTTP/1.1 408") and b'"timeout"' in answer
        assert took < 3


def test_the_cap_is_per_address() -> None:
    """One address over its cap drops its own oldest connection, not another address's."""
    with _Served(max_per_client=4, max_connections=64) as served:
        mine = [served.slow_body("127.0.0.1") for _ in range(4)]
        theirs = [served.slow_body("127.0.0.2") for _ in range(5)]
        time.sleep(0.3)
        assert not any(_closed(s, 0.05) for s in mine)
        assert _closed(theirs[0]) and not any(_closed(s, 0.05) for s in theirs[1:])
        for sock in mine + theirs:
            sock.close()


@pytest.mark.parametrize(("chunks", "gap_s", "deadline_s"), [(12, 0.1, 0.5), (4, 0.3, 0.6)])
def test_the_app_bounds_the_whole_body_not_each_chunk(chunks: int, gap_s: float, deadline_s: float) -> None:
    """Without r3 serve's socket guard (create_app under another server), a body whose chunks
    each come quickly still gets 408 ``timeout`` once the whole is late."""
    import asyncio
    import json

    app = create_app(_Pipe(), graph=f"embedded://{demo_dir()}?space={DEMO_SPACE}", body_timeout_s=deadline_s)
    sent: list[dict[str, Any]] = []

    async def main() -> float:
        async def receive() -> dict[str, Any]:
            await asyncio.sleep(gap_s)
            return {"type": "http.request", "body": b" ", "more_body": True}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/v1/query",
            "raw_path": b"/v1/query",
            "query_string": b"",
            "root_path": "",
            "headers": [(b"host", b"localhost"), (b"content-type", b"application/json")],
            "client": ("127.0.0.1", 5000),
            "server": ("127.0.0.1", 8000),
        }
        started = time.monotonic()
        await asyncio.wait_for(app(scope, receive, send), 5)
        return time.monotonic() - started

    took = asyncio.run(main())
    assert sent[0]["status"] == 408
    body = json.loads(b"".join(m.get("body", b"") for m in sent[1:]))
    assert body["error"]["code"] == "timeout"
    assert took < deadline_s + 2 * gap_s + 0.5


def test_worker_processes_get_the_same_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """--workers N: the protocol is named by import string (a run-time class does not pickle)
    and built in each worker from the limits in the environment."""
    import pickle

    from r3.api.connections import LIMITS_ENV

    monkeypatch.delenv(LIMITS_ENV, raising=False)
    options = uvicorn_options(
        header_timeout_s=2, read_timeout_s=7, max_connections=50, max_per_client=5, workers=3
    )
    pickle.dumps(options)  # what uvicorn does to hand its config to a worker
    from r3.api.worker_protocol import limits_from_env

    limits = limits_from_env()
    assert (
        limits.header_timeout_s,
        limits.read_timeout_s,
        limits.max_connections,
        limits.max_per_client,
    ) == (
        2,
        7,
        50,
        5,
    )
    assert options["http"] == "r3.api.worker_protocol:WorkerH11Protocol"
