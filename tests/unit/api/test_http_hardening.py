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
from r3.demo import DEMO_SPACE, demo_dir  # noqa: E402
from r3.graph.connect import open_backend  # noqa: E402
from r3.pipeline.api import Pipeline  # noqa: E402
from r3.pipeline.config import PipelineConfig  # noqa: E402
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


class _CountingGraph:
    """The demo graph, counting the queries run on it."""

    def __init__(self) -> None:
        self.inner = open_backend(f"embedded://{demo_dir()}?space={DEMO_SPACE}")
        self.runs = 0
        self.dialect = "ngql"

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
    from r3.cli_serve import default_allowed_hosts

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
        assert body.recv(200).split(b"\r\n")[0] in (
            b"HTTP/1.1 408 Request Timeout",
            b"HTTP/1.1 400 Bad Request",
        )  # answered, not held
        body.close()
    finally:
        server.should_exit = True
        thread.join(10)
