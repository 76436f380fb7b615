"""What one client of the HTTP API may do to others (issue 28, items 8, 9, 11): writing the
memory of corrections needs its own permission and only the author (or an admin) changes an
entry; no query leaves the request's space; conversations are the server's ids, bound to their
owner, and one client's flood evicts no one else's; requests are strict (types, Unicode, counts).
On a copy of the demo graph, the offline pipeline."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient  # noqa: E402

from r3.api import create_app  # noqa: E402
from r3.pipeline.conversation import ConversationStore  # noqa: E402

ADA = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'
FANS = 'GO FROM "Hana Upshaw" OVER like REVERSELY YIELD src(edge) AS fan'
QUESTION = "Which teams did Ada Lind play for?"
API, ALICE, BOB, ADMIN = (
    "api-token-0123456789",
    "alice-token-0123456789",
    "bob-token-0123456789",
    "admin-0123456789",
)


def _auth(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def _error(response: Any, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["error"]["code"] == code and "Traceback" not in response.text
    message = str(body["error"]["message"])
    assert "\n" not in message
    return message


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from r3.demo import demo_dir

    folder = tmp_path_factory.mktemp("api-clients") / "demo"
    shutil.copytree(demo_dir(), folder)
    return folder


def _app(graph: Path, **kwargs: Any) -> Any:
    from r3.pipeline.pipeline import Pipeline

    pipeline = Pipeline.from_config("offline", overrides={"demos": str(graph / "demos.jsonl")})
    return create_app(pipeline, graph=f"embedded://{graph}?space=demo", **kwargs)


@pytest.fixture(scope="module")
def client(graph: Path) -> Iterator[TestClient]:
    """API token for all, two feedback tokens (two authors), one admin token."""
    app = _app(graph, token=API, feedback_tokens=[ALICE, BOB], admin_tokens=[ADMIN])
    with TestClient(app) as c:
        yield c


# --------------------------------------------------------------------------- the memory


@pytest.mark.parametrize(
    ("settings", "headers"),
    [
        ({}, {}),  # the default: no one writes the memory
        ({"token": API}, _auth(API)),  # the API token reads, it does not write
        ({"token": API, "feedback_tokens": [ALICE]}, _auth(API)),
    ],
)
def test_writing_the_memory_needs_its_own_permission(
    graph: Path, settings: dict[str, Any], headers: dict[str, str]
) -> None:
    with TestClient(_app(graph, **settings)) as c:
        for correct in (True, False):
            body = {"question": QUESTION, "query": ADA, "correct": correct}
            assert "feedback token" in _error(
                c.post("/v1/feedback", json=body, headers=headers), 403, "forbidden"
            )
        assert c.post("/v1/run", json={"query": FANS}, headers=headers).status_code == 200
    assert not (graph / ".r3" / "memory.sqlite").exists()  # nothing was written


def test_a_wrong_feedback_token_is_401_and_open_feedback_lets_anyone_write(graph: Path) -> None:
    with TestClient(_app(graph, feedback_tokens=[ALICE])) as c:
        body = {"question": "How old is Ada Lind?", "query": ADA, "correct": True}
        _error(c.post("/v1/feedback", json=body, headers=_auth("guess")), 401, "unauthorized")
        assert c.post("/v1/run", json={"query": FANS}).status_code == 200  # no API token: reads are open
    with TestClient(_app(graph, open_feedback=True)) as c:
        stored = c.post("/v1/feedback", json=body)
        assert stored.status_code == 200 and stored.json()["stored"] is True
        forgot = c.post("/v1/feedback", json={**body, "correct": False}).json()
        assert forgot["removed"] == 1


def test_only_the_author_or_an_admin_replaces_or_forgets(client: TestClient) -> None:
    def feedback(token: str, query: str, correct: bool = True) -> Any:
        return client.post(
            "/v1/feedback",
            json={"question": QUESTION, "query": query, "correct": correct},
            headers=_auth(token),
        )

    def answered() -> str:
        return str(client.post("/v1/query", json={"question": QUESTION}, headers=_auth(API)).json()["query"])

    from r3.api.auth import token_identity

    stored = feedback(ALICE, ADA).json()
    assert stored["stored"] is True and stored["author"] == token_identity(ALICE) and ALICE not in str(stored)
    assert "another client" in _error(feedback(BOB, FANS), 403, "forbidden")
    assert "another client" in _error(feedback(BOB, ADA, correct=False), 403, "forbidden")
    _error(feedback(API, FANS), 403, "forbidden")
    assert answered() == ADA  # alice's answer stands for everyone
    replaced = feedback(ALICE, ADA + " | LIMIT 10")
    assert replaced.status_code == 200 and answered() == ADA + " | LIMIT 10"
    assert feedback(ADMIN, ADA).status_code == 200 and answered() == ADA
    assert feedback(ADMIN, ADA, correct=False).json()["removed"] == 1


def test_caps_on_corrections(graph: Path, tmp_path: Path) -> None:
    from r3.pipeline.memory import MAX_QUERY_CHARS, QueryMemory
    from r3.pipeline.pipeline import Pipeline

    pipeline = Pipeline.from_config("offline", overrides={"demos": str(graph / "demos.jsonl")})
    pipeline.memory = QueryMemory(tmp_path / "memory.sqlite", max_entries=2)
    app = create_app(pipeline, graph=f"embedded://{graph}?space=demo", open_feedback=True)
    with TestClient(app) as c:
        long = ADA + " -- " + "x" * MAX_QUERY_CHARS
        big = {"question": QUESTION, "query": long, "correct": True}
        assert "too long" in _error(c.post("/v1/feedback", json=big), 413, "too_large")
        for question in ("Which teams did Ada Lind play for?", "Who does Ada Lind play for now?"):
            assert (
                c.post("/v1/feedback", json={"question": question, "query": ADA, "correct": True}).status_code
                == 200
            )
        full = {"question": "Where did Ada Lind play?", "query": ADA, "correct": True}
        assert "full" in _error(c.post("/v1/feedback", json=full), 409, "memory_full")
    pipeline.close()


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/v1/run", {"query": "USE other; " + FANS}),
        ("/v1/run", {"query": "USE `other`;" + FANS}),
        ("/v1/run", {"query": FANS + "; USE other; " + FANS}),
        ("/v1/run", {"query": "USE other MATCH (n) RETURN n"}),  # Cypher's USE, parsed or not
        (
            "/v1/feedback",
            {"question": "Who likes Hana Upshaw?", "query": "USE other; " + FANS, "correct": True},
        ),
    ],
)
def test_no_query_leaves_the_requests_space(client: TestClient, path: str, body: dict[str, Any]) -> None:
    message = _error(client.post(path, json=body, headers=_auth(ALICE)), 403, "other_space")
    assert "'demo'" in message


def test_use_of_the_requests_own_space_runs(client: TestClient) -> None:
    ran = client.post("/v1/run", json={"query": "USE demo; " + FANS}, headers=_auth(API))
    assert ran.status_code == 200 and ran.json()["row_count"] > 0


# --------------------------------------------------------------------------- conversations


def test_conversations_are_the_servers_and_their_owners(graph: Path) -> None:
    app = _app(graph, token=API, feedback_tokens=[ALICE, BOB])
    with TestClient(app, client=("10.0.0.1", 1000)) as alice:
        first = alice.post(
            "/v1/query", json={"question": "How old is Ada Lind?"}, headers=_auth(ALICE)
        ).json()
        cid = first["conversation_id"]
        assert len(cid) >= 20
        follow = {"question": "which teams did she play for?", "conversation_id": cid}
        others = [
            (TestClient(app, client=("10.0.0.1", 1001)), _auth(BOB)),  # same address, another token
            (TestClient(app, client=("10.0.0.2", 1000)), _auth(ALICE)),  # same token, another address
        ]
        for other, headers in others:
            for path in ("/v1/query", "/v1/query?stream=true", "/v1/generate"):
                _error(other.post(path, json=follow, headers=headers), 404, "unknown_conversation")
        chosen = {"question": "How old is Ada Lind?", "conversation_id": "my-own-id"}
        _error(alice.post("/v1/query", json=chosen, headers=_auth(ALICE)), 404, "unknown_conversation")
        second = alice.post("/v1/query", json=follow, headers=_auth(ALICE)).json()
        assert second["conversation_id"] == cid and "Ada Lind" in second["resolved"]


def test_a_flood_of_new_conversations_evicts_only_the_flooders(graph: Path) -> None:
    app = _app(graph)
    app.state.service.conversations = ConversationStore(max_conversations=6, max_per_owner=3)
    with TestClient(app, client=("10.0.0.1", 1000)) as victim:
        cid = victim.post("/v1/generate", json={"question": "How old is Ada Lind?"}).json()["conversation_id"]
        flooder = TestClient(app, client=("10.0.0.9", 1000))
        for _ in range(12):
            assert flooder.post("/v1/generate", json={"question": "How old is Kit Vance?"}).status_code == 200
        follow = victim.post(
            "/v1/generate", json={"question": "which teams did she play for?", "conversation_id": cid}
        )
        assert follow.status_code == 200 and "Ada Lind" in follow.json()["resolved"]


def test_a_flood_from_the_same_client_spares_its_live_conversation(graph: Path) -> None:
    """One script asking id-less questions in a loop, from the address and token of another
    client's live conversation: that conversation survives (the flood is answered without one)."""
    app = _app(graph)
    app.state.service.conversations = ConversationStore(max_conversations=50, max_per_owner=4, live_s=600)
    with TestClient(app) as c:
        cid = c.post("/v1/generate", json={"question": "How old is Ada Lind?"}).json()["conversation_id"]
        ids = [c.post("/v1/generate", json={"question": "How old is Kit Vance?"}).json() for _ in range(8)]
        assert all(body["query"] for body in ids) and ids[-1]["conversation_id"] is None
        follow = c.post(
            "/v1/generate", json={"question": "which teams did she play for?", "conversation_id": cid}
        )
        assert follow.status_code == 200 and "Ada Lind" in follow.json()["resolved"]


# --------------------------------------------------------------------------- strict requests


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/v1/run", {"query": FANS, "max_rows": "5"}, "max_rows"),
        ("/v1/run", {"query": FANS, "offset": 1.0}, "offset"),
        ("/v1/run", {"query": FANS, "max_rows": True}, "max_rows"),
        ("/v1/run", {"query": 5}, "query"),
        ("/v1/query", {"question": "Who?", "answer": "no"}, "answer"),
        ("/v1/query", {"question": "Who?", "options": {"trace": 1}}, "options.trace"),
        ("/v1/query", {"question": "Who?", "options": {"max_retries": "1"}}, "options.max_retries"),
        ("/v1/generate", {"question": ["Who?"]}, "question"),
        ("/v1/feedback", {"question": QUESTION, "query": ADA, "correct": "yes"}, "correct"),
        ("/v1/feedback", {"question": QUESTION, "query": ADA, "correct": 1}, "correct"),
        ("/v1/run", {"query": FANS, "offset": 2**63}, "offset"),
        ("/v1/run", {"query": FANS, "max_rows": 2**64}, "max_rows"),
    ],
)
def test_lax_types_are_refused(client: TestClient, path: str, body: dict[str, Any], field: str) -> None:
    assert field in _error(client.post(path, json=body, headers=_auth(ALICE)), 422, "bad_request")


@pytest.mark.parametrize(
    ("path", "raw", "field"),
    [
        ("/v1/query", '{"question": "Who likes \\ud800?"}', "question"),
        ("/v1/query?stream=true", '{"question": "Who likes \\ud800?"}', "question"),
        ("/v1/generate", '{"question": "Who?", "space": "\\udfff"}', "space"),
        ("/v1/run", '{"query": "MATCH (n) RETURN \'\\ud800\'"}', "query"),
        (
            "/v1/feedback",
            '{"question": "q \\ud800", "query": "MATCH (n) RETURN 1", "correct": true}',
            "question",
        ),
        ("/v1/query", '{"question": "Who?", "conversation_id": "\\ud800"}', "conversation_id"),
    ],
)
def test_lone_surrogates_are_refused_before_anything_runs(
    client: TestClient, path: str, raw: str, field: str
) -> None:
    headers = {**_auth(ALICE), "content-type": "application/json"}
    message = _error(client.post(path, content=raw, headers=headers), 422, "bad_request")
    assert field in message and "surrogate" in message


@pytest.mark.parametrize(
    "query",
    [
        FANS + " | LIMIT 9223372036854775807, 2",
        "MATCH (p:player) RETURN p.player.name AS n SKIP 9223372036854775807 LIMIT 9223372036854775807",
        "MATCH (p:player) RETURN p.player.name AS n ORDER BY n SKIP 9223372036854775807",
        "MATCH (p:player) RETURN p.player.name AS n LIMIT 9223372036854775808",
    ],
)
def test_huge_skip_and_limit_are_an_answer_not_a_500(client: TestClient, query: str) -> None:
    response = client.post("/v1/run", json={"query": query, "offset": 2**63 - 1}, headers=_auth(API))
    assert response.status_code in (200, 422), response.text
    if response.status_code == 200:
        assert response.json()["rows"] == []
    else:
        assert response.json()["error"]["code"] == "query_failed"
