"""The HTTP API (r3.api): every route, auth, limits, error shape, write refusal, concurrency.

Two kinds of app: the real offline pipeline over the demo graph (what ``r3 serve`` runs by
default), and a fake pipeline whose answers, delays and failures the test controls — the
only way to reach the timeout, write and crash paths on purpose.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient  # noqa: E402

from r3.api import ApiLimits, create_app  # noqa: E402
from r3.api.app import write_statement_names  # noqa: E402
from r3.demo import DEMO_QUESTIONS, DEMO_SPACE, demo_dir  # noqa: E402
from r3.errors import UserInputError  # noqa: E402
from r3.graph.connect import open_backend  # noqa: E402
from r3.models.language_model import ModelTimeoutError  # noqa: E402
from r3.pipeline.config import PipelineConfig  # noqa: E402
from r3.pipeline.pipeline import Pipeline  # noqa: E402
from r3.pipeline.result import Result  # noqa: E402
from r3.pipeline.trace import Attempt, Check, Trace  # noqa: E402
from r3.values import to_json  # noqa: E402

TOKEN = "test-token-0123456789"


def _demo_url() -> str:
    return f"embedded://{demo_dir()}?space={DEMO_SPACE}"


def _error(response: Any, status: int, code: str) -> str:
    """Assert the one error shape; return the message."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}, body
    assert body["error"]["code"] == code, body
    message = body["error"]["message"]
    assert isinstance(message, str) and message
    assert "Traceback" not in response.text
    return message


# --------------------------------------------------------------------------- the real pipeline


@pytest.fixture(scope="module")
def demo_client() -> Iterator[TestClient]:
    from r3.pipeline.pipeline import Pipeline

    pipeline = Pipeline.from_config("offline", overrides={"demos": str(demo_dir() / "demos.jsonl")})
    app = create_app(pipeline, graph=_demo_url(), limits=ApiLimits(max_concurrency=4, timeout_s=60))
    with TestClient(app) as client:
        yield client
    pipeline.close()


def test_healthz(demo_client: TestClient) -> None:
    body = demo_client.get("/healthz").json()
    assert body["status"] == "ok"
    assert body["dialect"] == "ngql"
    assert body["config"] == "offline"
    assert body["auth"] is False
    assert body["workers"]["workers"] == 4


def test_spaces_and_schema(demo_client: TestClient) -> None:
    spaces = demo_client.get("/v1/spaces").json()
    assert spaces["default"] == DEMO_SPACE
    (demo,) = spaces["spaces"]
    assert demo["name"] == DEMO_SPACE
    assert {"player", "team", "coach"} <= set(demo["tags"])
    assert {"like", "serve", "coach_of"} <= set(demo["edges"])

    schema = demo_client.get(f"/v1/spaces/{DEMO_SPACE}/schema").json()
    assert schema["space"] == DEMO_SPACE
    assert "class" in schema["code"] and "player" in schema["code"]
    tags = {t["name"]: t for t in schema["schema"]["tags"]}
    assert [p["name"] for p in tags["player"]["properties"]] == ["name", "age"]
    assert "like(likeness" in schema["text"]
    paper = demo_client.get(f"/v1/spaces/{DEMO_SPACE}/schema", params={"paper": "true"}).json()
    assert paper["code"] != schema["code"]


def test_schema_of_unknown_space(demo_client: TestClient) -> None:
    response = demo_client.get("/v1/spaces/nba/schema")
    message = _error(response, 404, "unknown_space")
    assert "nba" in message and DEMO_SPACE in message
    assert response.json()["error"]["details"]["spaces"] == [DEMO_SPACE]


def test_generate(demo_client: TestClient) -> None:
    from r3.lang.parser import parse

    response = demo_client.post(
        "/v1/generate", json={"question": "Whom does Ada Lind like?", "space": DEMO_SPACE}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    # a checked query; whether r3 is sure of it is the confidence model's call (its own tests)
    assert body["valid"] is True and body["status"] in ("ok", "uncertain")
    assert 0.0 < body["confidence"] <= 1.0 and body["reasons"]
    assert (body["status"] == "ok") == (body["confidence"] >= 0.55)  # the config's threshold
    assert "Ada Lind" in body["query"]
    parse(body["query"], "ngql")
    assert body["dry_run"]["check"] == "execute" and body["dry_run"]["ok"] is True
    assert body["attempts"] >= 1
    assert body["timings"]["server"] >= body["timings"]["total"] > 0
    assert body["trace"] is None and body["explain"] is None


def test_generate_with_trace_and_explain(demo_client: TestClient) -> None:
    options = {"trace": True, "explain": True, "prompts": False}
    body = demo_client.post(
        "/v1/generate", json={"question": "Who likes Kit Vance?", "options": options}
    ).json()
    assert {"reranker", "rewriter", "refiner"} <= set(body["trace"]["stages"])
    assert body["trace"]["attempts"][-1]["query"] == body["query"]
    assert body["explain"].startswith("question")


def test_query_returns_the_rows_of_the_generated_query(demo_client: TestClient) -> None:
    from r3.demo import open_demo_engine

    response = demo_client.post("/v1/query", json={"question": "Whom does Ada Lind like?"})
    assert response.status_code == 200, response.text
    body = response.json()
    expected = open_demo_engine().execute(body["query"])
    assert body["columns"] == expected.columns
    assert body["rows"] == [[to_json(v) for v in row] for row in expected.rows]
    assert body["row_count"] == len(expected.rows) > 0 and body["truncated"] is False

    capped = demo_client.post(
        "/v1/query", json={"question": "Whom does Ada Lind like?", "max_rows": 1}
    ).json()
    assert (
        len(capped["rows"]) == 1 and capped["truncated"] is True and capped["row_count"] == len(expected.rows)
    )


def test_bad_requests_get_json_errors_and_the_server_stays_up(demo_client: TestClient) -> None:
    bad_json = demo_client.post(
        "/v1/generate", content=b'{"question": ', headers={"content-type": "application/json"}
    )
    assert "not valid JSON" in _error(bad_json, 400, "bad_request")
    assert "question" in _error(demo_client.post("/v1/generate", json={}), 422, "bad_request")
    assert "optoins" in _error(
        demo_client.post("/v1/generate", json={"question": "hi", "optoins": {}}), 422, "bad_request"
    )
    _error(demo_client.post("/v1/generate", json={"question": 42}), 422, "bad_request")
    _error(demo_client.post("/v1/generate", json={"question": "   "}), 422, "bad_request")
    _error(demo_client.post("/v1/generate", json=["question"]), 422, "bad_request")
    not_json = demo_client.post(
        "/v1/generate", content=b'{"question": "hi"}', headers={"content-type": "text/plain"}
    )
    assert "application/json" in _error(not_json, 415, "bad_request")
    assert "nba" in _error(
        demo_client.post("/v1/generate", json={"question": "Who likes Kit Vance?", "space": "nba"}),
        404,
        "unknown_space",
    )
    assert "cypher" in _error(
        demo_client.post("/v1/generate", json={"question": "hi", "dialect": "cypher"}), 422, "bad_request"
    )
    _error(demo_client.get("/v1/nothing"), 404, "not_found")
    _error(demo_client.get("/v1/generate"), 405, "method_not_allowed")
    assert demo_client.post("/v1/generate", json={"question": "Who likes Kit Vance?"}).status_code == 200


def test_one_megabyte_question_is_refused_without_reading_it(demo_client: TestClient) -> None:
    big = "x" * (1 << 20)
    message = _error(demo_client.post("/v1/generate", json={"question": big}), 413, "too_large")
    assert "65536" in message

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
        yield b'{"question": "'
        for _ in range(64):
            yield b"x" * (16 * 1024)
        yield b'"}'

    chunked = demo_client.post("/v1/query", content=chunks(), headers={"content-type": "application/json"})
    _error(chunked, 413, "too_large")
    # Under the body limit but over the question limit.
    _error(demo_client.post("/v1/generate", json={"question": "y" * 5000}), 413, "too_large")
    assert demo_client.post("/v1/generate", json={"question": "How old is Pia Lomax?"}).status_code == 200


def test_concurrent_generate_requests_all_succeed_and_match_sequential_answers(
    demo_client: TestClient,
) -> None:
    questions = [DEMO_QUESTIONS[i % len(DEMO_QUESTIONS)] for i in range(50)]
    sequential = {
        q: demo_client.post("/v1/generate", json={"question": q}).json()["query"] for q in DEMO_QUESTIONS
    }

    def ask(question: str) -> tuple[str, int, str]:
        response = demo_client.post("/v1/generate", json={"question": question})
        return question, response.status_code, response.json().get("query", "")

    with ThreadPoolExecutor(max_workers=16) as pool:
        answers = list(pool.map(ask, questions))
    assert [status for _, status, _ in answers] == [200] * 50
    # Shared pipeline, many threads: every answer is the one the same question got alone.
    assert all(query == sequential[q] for q, _, query in answers)


# --------------------------------------------------------------------------- a fake pipeline


class FakePipeline(Pipeline):
    """``generate`` answers with ``answer(question)``: a query text, or an exception to raise;
    ``ask`` is ``generate`` (nothing run: the API runs the query itself)."""

    def __init__(self, answer: Callable[[str], Any], *, status: str = "ok") -> None:
        super().__init__(PipelineConfig(name="fake"))
        self.answer = answer
        self.status = status
        self.calls = 0

    def ask(self, question: str, *, space: str | None = None, graph: Any = None, **_: Any) -> Result:  # type: ignore[override]
        return self.generate(question, space=space, graph=graph)

    def generate(self, question: str, *, space: str | None = None, graph: Any = None, **_: Any) -> Result:  # type: ignore[override]
        self.calls += 1
        out = self.answer(question)
        if isinstance(out, BaseException):
            raise out
        trace = Trace(question, space or "", "ngql")
        trace.attempts.append(Attempt(1, 0, out, self.status, checks=[Check("parse", True)]))
        trace.timings["total"] = 0.001
        return Result(question, space or "", "ngql", out, self.status, None, question, trace=trace)  # type: ignore[arg-type]


class RetryingFake(FakePipeline):
    def generate(  # type: ignore[override]
        self,
        question: str,
        *,
        space: str | None = None,
        graph: Any = None,
        retries: int | None = None,
        **_: Any,
    ) -> Result:
        return super().generate(f"{question} retries={retries}", space=space, graph=graph)


@pytest.fixture(scope="module")
def writable_demo() -> Iterator[Any]:
    """The demo graph opened WRITABLE: only the API's own rule can keep writes out."""
    backend = open_backend(_demo_url(), read_only=False)
    yield backend
    backend.close()


def _client(pipeline: Any, graph: Any, **kwargs: Any) -> TestClient:
    return TestClient(create_app(pipeline, graph=graph, **kwargs))


def _players(graph: Any) -> int:
    return len(graph.execute("MATCH (p:player) RETURN p").rows)


@pytest.mark.quick
@pytest.mark.parametrize(
    "query",
    [
        'INSERT VERTEX player(name, age) VALUES "Zed":("Zed", 1)',
        'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id | DELETE VERTEX $-.id',
        "DROP SPACE demo",
    ],
)
def test_write_statements_are_refused_even_when_the_pipeline_lets_them_through(
    writable_demo: Any, query: str
) -> None:
    before = _players(writable_demo)
    fake = FakePipeline(lambda q: query if q.startswith("write") else "MATCH (p:player) RETURN count(p) AS n")
    with _client(fake, writable_demo) as client:
        message = _error(client.post("/v1/query", json={"question": "write something"}), 403, "write_refused")
        assert "read-only" in message
        assert client.post("/v1/query", json={"question": "count"}).json()["rows"] == [[before]]
    assert _players(writable_demo) == before


@pytest.mark.quick
def test_a_write_the_pipeline_refused_is_a_403_too(writable_demo: Any) -> None:
    fake = FakePipeline(lambda q: 'DELETE VERTEX "Ada Lind"', status="refused")
    with _client(fake, writable_demo) as client:
        _error(client.post("/v1/query", json={"question": "delete Ada"}), 403, "write_refused")
        # /v1/generate only reports it: nothing runs there.
        body = client.post("/v1/generate", json={"question": "delete Ada"}).json()
        assert body["valid"] is False and body["status"] == "refused"


@pytest.mark.quick
def test_invalid_generation_and_failing_query_on_v1_query(writable_demo: Any) -> None:
    invalid = FakePipeline(lambda q: "MATCH (p:plyer) RETURN p", status="invalid")
    with _client(invalid, writable_demo) as client:
        # r3 found no valid query: an answer that says so (200), not a bad request (4xx)
        response = client.post("/v1/query", json={"question": "q"})
        body = response.json()
        assert response.status_code == 200, body
        assert (body["status"], body["valid"], body["query"]) == (
            "invalid",
            False,
            "MATCH (p:plyer) RETURN p",
        )
        assert body["rows"] == [] and body["columns"] == []
    failing = FakePipeline(lambda q: 'GO FROM "Ada Lind" OVER nosuch YIELD dst(edge) AS x')
    with _client(failing, writable_demo) as client:
        response = client.post("/v1/query", json={"question": "q"})
        assert "nosuch" in _error(response, 422, "query_failed")
        details = response.json()["error"]["details"]
        assert details["error_class"] == "ExecutionError" and "nosuch" in details["query"]


@pytest.mark.quick
def test_auth(writable_demo: Any) -> None:
    fake = FakePipeline(lambda q: "SHOW TAGS")
    with _client(fake, writable_demo, token=TOKEN) as client:
        missing = client.post("/v1/generate", json={"question": "q"})
        _error(missing, 401, "unauthorized")
        assert missing.headers["www-authenticate"] == "Bearer"
        _error(
            client.post("/v1/generate", json={"question": "q"}, headers={"Authorization": "Bearer nope"}),
            401,
            "unauthorized",
        )
        _error(client.get("/v1/spaces", headers={"Authorization": TOKEN}), 401, "unauthorized")
        # 401 comes before the body is looked at: bad JSON from a stranger is still a 401.
        _error(
            client.post("/v1/generate", content=b"{", headers={"content-type": "application/json"}),
            401,
            "unauthorized",
        )
        good = {"Authorization": f"Bearer {TOKEN}"}
        assert (
            client.post("/v1/generate", json={"question": "q"}, headers=good).json()["query"] == "SHOW TAGS"
        )
        assert client.get("/v1/spaces", headers={"authorization": f"bearer {TOKEN}"}).status_code == 200
        health = client.get("/healthz")
        assert health.status_code == 200 and health.json()["auth"] is True
        assert client.get("/openapi.json").json()["paths"].keys() >= {"/v1/generate", "/v1/query"}
        assert client.get("/docs").status_code == 200
        _error(client.get("/v1/no-such-route"), 401, "unauthorized")  # routes are not revealed either
        assert fake.calls == 1
    with _client(fake, writable_demo) as open_client:
        assert open_client.post("/v1/generate", json={"question": "q"}).status_code == 200


@pytest.mark.quick
def test_timeout_returns_504_and_the_server_keeps_serving(writable_demo: Any) -> None:
    release = threading.Event()

    def answer(question: str) -> str:
        if question == "slow":
            release.wait(10)
        return "SHOW TAGS"

    fake = FakePipeline(answer)
    try:
        with _client(fake, writable_demo, limits=ApiLimits(timeout_s=0.3, max_concurrency=2)) as client:
            started = time.perf_counter()
            message = _error(client.post("/v1/generate", json={"question": "slow"}), 504, "timeout")
            assert time.perf_counter() - started < 5
            assert "0.3 s" in message
            assert client.post("/v1/generate", json={"question": "fast"}).status_code == 200
            stats = client.get("/healthz").json()["workers"]
            # The abandoned call still holds its worker until it really ends.
            assert stats["timed_out"] == 1 and stats["running"] == 1
    finally:
        release.set()


@pytest.mark.quick
def test_busy_when_every_worker_and_the_queue_are_taken(writable_demo: Any) -> None:
    release, entered = threading.Event(), threading.Event()

    def answer(question: str) -> str:
        if question == "hold":
            entered.set()
            release.wait(10)
        return "SHOW TAGS"

    limits = ApiLimits(max_concurrency=1, max_queue=0, timeout_s=10)
    with _client(FakePipeline(answer), writable_demo, limits=limits) as client, ThreadPoolExecutor(1) as pool:
        held = pool.submit(client.post, "/v1/generate", json={"question": "hold"})
        assert entered.wait(5)
        busy = client.post("/v1/generate", json={"question": "other"})
        _error(busy, 503, "busy")
        assert busy.headers["retry-after"] == "1"
        release.set()
        assert held.result(timeout=10).status_code == 200
        assert client.post("/v1/generate", json={"question": "other"}).status_code == 200


@pytest.mark.quick
def test_requests_run_in_parallel(writable_demo: Any) -> None:
    """Four requests on four workers must all be inside the pipeline at the same moment."""
    barrier = threading.Barrier(4, timeout=5)

    def answer(question: str) -> str:
        barrier.wait()  # BrokenBarrierError (→ 500) if the requests were serialised
        return "SHOW TAGS"

    limits = ApiLimits(max_concurrency=4)
    with _client(FakePipeline(answer), writable_demo, limits=limits) as client, ThreadPoolExecutor(4) as pool:
        statuses = list(
            pool.map(lambda i: client.post("/v1/generate", json={"question": f"q{i}"}).status_code, range(4))
        )
    assert statuses == [200] * 4


@pytest.mark.quick
def test_crashes_are_logged_500s_without_traceback(
    writable_demo: Any, caplog: pytest.LogCaptureFixture
) -> None:
    def answer(question: str) -> Any:
        return RuntimeError("secret internals at /srv/app.py") if question == "crash" else "SHOW TAGS"

    with _client(FakePipeline(answer), writable_demo) as client:
        with caplog.at_level("ERROR", logger="r3.api"):
            response = client.post("/v1/generate", json={"question": "crash"})
        message = _error(response, 500, "internal")
        assert "secret" not in response.text and "RuntimeError" not in response.text
        incident = message.split("incident ")[1].split(")")[0]
        assert any(incident in r.getMessage() and r.exc_info for r in caplog.records)
        assert client.post("/v1/generate", json={"question": "fine"}).status_code == 200


@pytest.mark.quick
def test_r3_errors_map_to_their_codes(writable_demo: Any) -> None:
    errors = {
        "input": UserInputError("the question is empty"),
        "model": ModelTimeoutError("no answer after 30 s"),
    }
    with _client(FakePipeline(lambda q: errors[q]), writable_demo) as client:
        assert "empty" in _error(client.post("/v1/generate", json={"question": "input"}), 400, "bad_request")
        assert "30 s" in _error(client.post("/v1/generate", json={"question": "model"}), 504, "timeout")


@pytest.mark.quick
def test_max_retries_option(writable_demo: Any) -> None:
    with _client(FakePipeline(lambda q: "SHOW TAGS"), writable_demo) as client:
        fixed = client.post("/v1/generate", json={"question": "q", "options": {"max_retries": 0}})
        assert "fixed 2" in _error(fixed, 422, "bad_request")
        same = client.post("/v1/generate", json={"question": "q", "options": {"max_retries": 2}})
        assert same.status_code == 200
    with _client(RetryingFake(lambda q: q), writable_demo, limits=ApiLimits(max_retries=3)) as client:
        body = client.post("/v1/generate", json={"question": "q", "options": {"max_retries": 1}}).json()
        assert body["query"] == "q retries=1"
        _error(
            client.post("/v1/generate", json={"question": "q", "options": {"max_retries": 9}}),
            422,
            "bad_request",
        )
        _error(
            client.post("/v1/generate", json={"question": "q", "options": {"max_retries": -1}}),
            422,
            "bad_request",
        )


@pytest.mark.quick
def test_setup_errors() -> None:
    with pytest.raises(UserInputError, match="needs a graph"):
        create_app(FakePipeline(lambda q: "SHOW TAGS"))
    with pytest.raises(UserInputError, match="token is empty"):
        create_app(FakePipeline(lambda q: "SHOW TAGS"), graph=_demo_url(), token=" ")
    with pytest.raises(UserInputError, match="max_body_bytes"):
        ApiLimits(max_body_bytes=0)
    with pytest.raises(UserInputError, match="max_queue"):
        ApiLimits(max_queue=-1)


@pytest.mark.quick
def test_write_statement_names() -> None:
    assert write_statement_names('INSERT VERTEX player(name) VALUES "a":("a")', "ngql") == ["InsertVertex"]
    assert write_statement_names("MATCH (n) DETACH DELETE n", "cypher") == ["DeleteClause"]
    assert write_statement_names("MATCH (n) SET n.x = 1 RETURN n", "cypher") == ["SetClause"]
    assert write_statement_names("MATCH (n:player) RETURN n LIMIT 3", "cypher") == []
    assert write_statement_names('GO FROM "a" OVER like YIELD dst(edge)', "ngql") == []
    assert write_statement_names("EXPLAIN DROP SPACE demo", "ngql") == []
    assert write_statement_names("not a query", "ngql") == []


@pytest.mark.quick
def test_serve_command_help_and_token_env(monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from r3.cli import cli
    from r3.cli.serve import _token

    result = CliRunner().invoke(cli, ["serve", "--help"])
    assert result.exit_code == 0 and "--token-env" in result.output
    monkeypatch.setenv("R3_TEST_TOKEN", "  ")
    with pytest.raises(UserInputError, match="empty"):
        _token("R3_TEST_TOKEN")
    monkeypatch.setenv("R3_TEST_TOKEN", "abc")
    assert _token("R3_TEST_TOKEN") == "abc"
    monkeypatch.delenv("R3_TEST_TOKEN")
    assert _token("R3_TEST_TOKEN") is None


def test_serve_settings_build_the_demo_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """What `r3 serve` runs with no --graph: the demo graph, its demonstrations, the token from the env."""
    from r3.cli.serve import build_app

    monkeypatch.setenv("R3_TEST_TOKEN", TOKEN)
    app = build_app({"token_env": "R3_TEST_TOKEN", "limits": {"max_rows": 2}, "sets": ["repair.retries=1"]})
    with TestClient(app) as client:
        health = client.get("/healthz").json()
        assert health["auth"] is True and health["graph"] == "embedded"  # no paths
        assert health["config"] == "offline"
        _error(client.post("/v1/query", json={"question": "Who likes Kit Vance?"}), 401, "unauthorized")
        body = client.post(
            "/v1/query",
            json={"question": "Which players are older than 33?"},
            headers={"Authorization": f"Bearer {TOKEN}"},
        ).json()
        assert body["valid"] is True and len(body["rows"]) <= 2
