"""The HTTP API's user-facing additions: answers, conversations, streamed stages, paging,
``/v1/run``, ``/v1/feedback`` and offline docs — on a copy of the demo graph (feedback writes
its memory beside the graph)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient  # noqa: E402

from r3.api import ApiLimits, create_app  # noqa: E402

FANS = 'GO FROM "Hana Upshaw" OVER like REVERSELY YIELD src(edge) AS fan'
ADA = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'
TOKEN = "user-features-token-0123"


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from r3.demo import demo_dir

    folder = tmp_path_factory.mktemp("api-user") / "demo"
    shutil.copytree(demo_dir(), folder)
    return folder


@pytest.fixture(scope="module")
def client(graph: Path) -> Iterator[TestClient]:
    from r3.pipeline.pipeline import Pipeline

    pipeline = Pipeline.from_config("offline", overrides={"demos": str(graph / "demos.jsonl")})
    app = create_app(
        pipeline, graph=f"embedded://{graph}?space=demo", limits=ApiLimits(max_rows=3), open_feedback=True
    )
    with TestClient(app) as c:
        yield c
    pipeline.close()


def _error(response: Any, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["error"]["code"] == code and "Traceback" not in response.text
    return str(body["error"]["message"])


def test_query_answers_in_words_and_pages(client: TestClient) -> None:
    first = client.post("/v1/query", json={"question": "Who likes Hana Upshaw?", "max_rows": 2}).json()
    assert first["row_count"] > 2 and len(first["rows"]) == 2
    assert (first["offset"], first["next_offset"], first["truncated"]) == (0, 2, True)
    assert first["answer"].startswith(f"{first['row_count']} ")
    pages = [first["rows"]]
    offset = first["next_offset"]
    while offset is not None:
        page = client.post(
            "/v1/query", json={"question": "Who likes Hana Upshaw?", "max_rows": 2, "offset": offset}
        ).json()
        pages.append(page["rows"])
        offset = page["next_offset"]
    rows = [row for page in pages for row in page]
    assert len(rows) == first["row_count"] and all(row[0] in first["answer"] for row in rows)
    quiet = client.post("/v1/query", json={"question": "Who likes Hana Upshaw?", "answer": False}).json()
    assert quiet["answer"] is None
    assert len(quiet["rows"]) == 3  # the server's cap


def test_conversation_follow_up(client: TestClient) -> None:
    first = client.post("/v1/query", json={"question": "How old is Ada Lind?"}).json()
    cid = first["conversation_id"]
    assert cid and first["resolved"] is None
    second = client.post(
        "/v1/query", json={"question": "which teams did she play for?", "conversation_id": cid}
    ).json()
    assert second["conversation_id"] == cid
    assert second["question"] == "which teams did she play for?"
    assert "Ada Lind" in second["resolved"] and "Ada Lind" in second["query"]
    other = client.post("/v1/query", json={"question": "which teams did she play for?"}).json()
    assert other["conversation_id"] != cid and other["resolved"] is None
    _error(client.post("/v1/query", json={"question": "x?", "conversation_id": "a b"}), 422, "bad_request")
    _error(
        client.post("/v1/query", json={"question": "x?", "conversation_id": "mine"}),
        404,
        "unknown_conversation",
    )


def _events(text: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for block in text.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines())
        out.append((lines["event"], json.loads(lines["data"])))
    return out


def test_streamed_query(client: TestClient) -> None:
    response = client.post("/v1/query?stream=true", json={"question": "Who likes Hana Upshaw?"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    events = _events(response.text)
    kinds = [kind for kind, _ in events]
    assert kinds[-1] == "result" and set(kinds[:-1]) == {"stage"}
    stages = [data["stage"] for kind, data in events if kind == "stage"]
    assert stages.index("rerank+rewrite") < stages.index("refine+check") < stages.index("execute")
    assert stages[-1] == "answer"
    result = events[-1][1]
    plain = client.post("/v1/query", json={"question": "Who likes Hana Upshaw?"}).json()
    assert (result["query"], result["rows"], result["answer"]) == (
        plain["query"],
        plain["rows"],
        plain["answer"],
    )


def test_streamed_error_ends_the_stream(client: TestClient) -> None:
    response = client.post(
        "/v1/query?stream=true", json={"question": "What is the capital of Mars?", "space": "demo"}
    )
    events = _events(response.text)
    assert events[-1][0] in ("result", "error")
    if events[-1][0] == "error":
        assert set(events[-1][1]) == {"error"}
    # a bad request is refused before any stream starts
    _error(client.post("/v1/query?stream=true", json={"question": " "}), 422, "bad_request")


def test_run(client: TestClient) -> None:
    page = client.post("/v1/run", json={"query": FANS, "max_rows": 2, "offset": 1}).json()
    assert page["offset"] == 1 and len(page["rows"]) == 2 and page["columns"] == ["fan"]
    assert page["space"] == "demo" and page["query"] == FANS
    assert "read-only" in _error(
        client.post("/v1/run", json={"query": 'DELETE VERTEX "Ada Lind"'}), 403, "write_refused"
    )
    assert "syntax" in _error(client.post("/v1/run", json={"query": "GO FROM FROM"}), 422, "query_failed")
    _error(client.post("/v1/run", json={"query": " "}), 422, "bad_request")
    _error(client.post("/v1/run", json={"query": FANS, "space": "nope"}), 404, "unknown_space")


def test_feedback_remembers_and_forgets(client: TestClient, graph: Path) -> None:
    question = "Which teams did Ada Lind play for?"
    bad = {"question": question, "query": 'GO FROM "Ada Lind" OVER serv YIELD dst(edge)', "correct": True}
    assert "serv" in _error(client.post("/v1/feedback", json=bad), 422, "invalid_query")
    write = {"question": question, "query": 'DELETE VERTEX "Ada Lind"', "correct": True}
    _error(client.post("/v1/feedback", json=write), 403, "write_refused")
    stored = client.post("/v1/feedback", json={"question": question, "query": ADA, "correct": True}).json()
    assert stored["stored"] is True and stored["rows"] >= 1
    assert (graph / ".r3" / "memory.sqlite").is_file()
    again = client.post("/v1/query", json={"question": question.lower()}).json()
    assert (again["query"], again["status"], again["reasons"][0]) == (ADA, "ok", "from memory")
    forgot = client.post("/v1/feedback", json={"question": question, "query": ADA, "correct": False}).json()
    assert forgot["stored"] is False and forgot["removed"] == 1
    after = client.post("/v1/query", json={"question": question}).json()
    assert after["reasons"][0] != "from memory"


def test_docs_are_served_offline(client: TestClient) -> None:
    for page in ("/docs", "/redoc"):
        html = client.get(page).text
        assert "/docs-assets/" in html and "cdn.jsdelivr.net" not in html and "fonts.googleapis" not in html
    for asset in ("swagger-ui-bundle.js", "swagger-ui.css", "redoc.standalone.js"):
        response = client.get(f"/docs-assets/{asset}")
        assert response.status_code == 200 and len(response.content) > 10_000


def test_docs_open_without_a_token_and_limits_are_integers(graph: Path) -> None:
    from r3.pipeline.pipeline import Pipeline

    pipeline = Pipeline.from_config("offline", overrides={"demos": str(graph / "demos.jsonl")})
    app = create_app(
        pipeline, graph=f"embedded://{graph}?space=demo", token=TOKEN, limits=ApiLimits(timeout_s=30)
    )
    with TestClient(app) as c:
        assert c.get("/docs-assets/swagger-ui.css").status_code == 200
        assert c.get("/docs").status_code == 200
        _error(c.post("/v1/run", json={"query": FANS}), 401, "unauthorized")
        limits = c.get("/healthz").json()["limits"]
    pipeline.close()
    assert limits["timeout_s"] == 30 and isinstance(limits["timeout_s"], int)
    assert all(isinstance(v, int) for v in limits.values())
