"""OpenAI-compatible provider against a chat-completions server on 127.0.0.1 started by the test."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

pytest.importorskip("openai")

from r3.models.factory import load_model  # noqa: E402
from r3.models.language_model import (  # noqa: E402
    BadResponseError,
    GrammarUnsupportedError,
    ModelConfigError,
    ModelConnectionError,
    ModelTimeoutError,
    RateLimitError,
    RetryPolicy,
)
from r3.models.openai_compat import OpenAIModel  # noqa: E402
from r3.models.response_cache import ResponseCache  # noqa: E402

pytestmark = pytest.mark.quick

FAST_RETRY = RetryPolicy(max_retries=3, base_delay=0.001, max_delay=0.01)


@dataclass
class Reply:
    """One scripted answer: HTTP status, body and an optional delay before answering."""

    status: int = 200
    body: dict[str, Any] | None = None
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def completion(text: str, prompt_tokens: int = 11, completion_tokens: int = 7, finish: str = "stop") -> Reply:
    return Reply(
        200,
        {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 0,
            "model": "gpt-4o",
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": finish}
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        },
    )


class Server:
    """A chat-completions endpoint answering from a script; records every request body."""

    def __init__(self) -> None:
        self.script: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.auth: list[str | None] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                length = int(self.headers.get("content-length", 0))
                outer.requests.append(json.loads(self.rfile.read(length)))
                outer.auth.append(self.headers.get("authorization"))
                reply = (
                    outer.script.pop(0) if outer.script else Reply(500, {"error": {"message": "no script"}})
                )
                if reply.delay:
                    time.sleep(reply.delay)
                data = json.dumps(reply.body or {"error": {"message": "scripted error"}}).encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> Iterator[Server]:
    s = Server()
    yield s
    s.close()


def model(server: Server, **kw: Any) -> OpenAIModel:
    kw.setdefault("retry", FAST_RETRY)
    return OpenAIModel("gpt-4o", base_url=server.url, api_key="sk-test-secret", timeout=2.0, **kw)


MESSAGES = [{"role": "system", "content": "You write nGQL."}, {"role": "user", "content": "Who likes Tim?"}]


def test_success_and_usage(server: Server) -> None:
    server.script = [completion("MATCH (v) RETURN v", 100, 20)]
    m = model(server)
    gen = m.generate(MESSAGES, max_tokens=64, temperature=0.2, top_p=0.7)
    assert gen.text == "MATCH (v) RETURN v"
    assert (gen.usage.prompt_tokens, gen.usage.completion_tokens) == (100, 20)
    assert gen.usage.cost_usd == pytest.approx((100 * 2.50 + 20 * 10.00) / 1e6)
    assert gen.grammar_mode == "none" and gen.finish_reason == "stop"
    sent = server.requests[0]
    assert sent["messages"] == MESSAGES
    assert (sent["max_tokens"], sent["temperature"], sent["top_p"]) == (64, 0.2, 0.7)
    assert server.auth[0] == "Bearer sk-test-secret"
    assert m.usage.total_tokens == 120 and m.calls == 1


def test_length_finish_and_price_override(server: Server) -> None:
    server.script = [completion("MATCH", 10, 5, finish="length")]
    m = model(server, prices={"gpt-4o": (1.0, 2.0)})
    gen = m.generate("q", max_tokens=5)
    assert gen.finish_reason == "length"
    assert gen.usage.cost_usd == pytest.approx((10 * 1.0 + 5 * 2.0) / 1e6)
    server.script = [completion("x")]
    assert model(server, prices={}).generate("q").usage.cost_usd is None


def test_retries_on_500_and_429_then_success(server: Server) -> None:
    server.script = [
        Reply(500),
        Reply(429, headers={"retry-after": "0"}),
        Reply(503),
        completion("GO FROM 1 OVER e"),
    ]
    gen = model(server).generate(MESSAGES)
    assert gen.text == "GO FROM 1 OVER e"
    assert len(server.requests) == 4


def test_retries_are_bounded(server: Server) -> None:
    server.script = [Reply(429)] * 10
    with pytest.raises(RateLimitError, match="429"):
        model(server).generate(MESSAGES)
    assert len(server.requests) == FAST_RETRY.max_retries + 1
    server.requests.clear()
    server.script = [Reply(502)] * 10
    with pytest.raises(ModelConnectionError, match="502"):
        model(server).generate(MESSAGES)
    assert len(server.requests) == FAST_RETRY.max_retries + 1


def test_client_errors_are_not_retried(server: Server) -> None:
    server.script = [Reply(400, {"error": {"message": "bad max_tokens"}})]
    with pytest.raises(BadResponseError, match="400"):
        model(server).generate(MESSAGES)
    assert len(server.requests) == 1
    server.script = [Reply(401, {"error": {"message": "bad key"}})]
    with pytest.raises(ModelConfigError) as info:
        model(server).generate(MESSAGES)
    assert "sk-test-secret" not in str(info.value)


def test_timeout_becomes_model_error(server: Server) -> None:
    server.script = [Reply(delay=1.0, body=completion("late").body)] * 2
    m = OpenAIModel(
        "gpt-4o",
        base_url=server.url,
        api_key="k",
        timeout=0.2,
        retry=RetryPolicy(max_retries=1, base_delay=0.001, max_delay=0.001),
    )
    with pytest.raises(ModelTimeoutError, match="0.2s"):
        m.generate(MESSAGES)
    assert len(server.requests) == 2


def test_connection_refused_is_reported() -> None:
    s = Server()
    url = s.url
    s.close()
    m = OpenAIModel("gpt-4o", base_url=url, api_key="k", timeout=1.0, retry=RetryPolicy(max_retries=0))
    with pytest.raises(ModelConnectionError, match="cannot reach"):
        m.generate(MESSAGES)


def test_no_text_is_a_bad_response(server: Server) -> None:
    body = completion("x").body
    assert body is not None
    body["choices"] = []
    server.script = [Reply(200, body)]
    with pytest.raises(BadResponseError, match="no choices"):
        model(server).generate(MESSAGES)


def test_cache_hit_avoids_second_request(server: Server) -> None:
    server.script = [completion("MATCH (v) RETURN v", 30, 5), completion("different", 30, 5)]
    cache = ResponseCache(":memory:")
    m = model(server, cache=cache)
    first = m.generate(MESSAGES, temperature=0.0)
    second = m.generate(MESSAGES, temperature=0.0)
    assert len(server.requests) == 1
    assert second.text == first.text and second.cached and not first.cached
    assert m.usage.total_tokens == 35 and m.cache_hits == 1
    # a sampled request is not served from the cache by default
    third = m.generate(MESSAGES, temperature=0.7)
    assert third.text == "different" and len(server.requests) == 2


def test_cache_persists_on_disk(server: Server, tmp_path: Any) -> None:
    server.script = [completion("YIELD 1")]
    path = tmp_path / "c.sqlite"
    model(server, cache=ResponseCache(path)).generate(MESSAGES)
    again = model(server, cache=ResponseCache(path)).generate(MESSAGES)
    assert again.cached and again.text == "YIELD 1" and len(server.requests) == 1


def test_grammar_forwarded_when_enabled(server: Server) -> None:
    grammar = 'start: "MATCH" /[a-z]+/'
    server.script = [completion("MATCH x"), completion("MATCH y"), completion("MATCH z")]
    gen = model(server, grammar_param="guided_grammar", grammar_backend="guidance").generate(
        MESSAGES, grammar=grammar
    )
    assert gen.grammar_mode == "server"
    assert server.requests[0]["guided_grammar"] == grammar
    assert server.requests[0]["guided_decoding_backend"] == "guidance"
    gen = model(server, grammar_param="structured_outputs").generate(MESSAGES, grammar=grammar)
    assert server.requests[1]["structured_outputs"] == {"grammar": grammar}
    gen = model(server).generate(MESSAGES, grammar=grammar)
    assert gen.grammar_mode == "ignored"
    assert "guided_grammar" not in server.requests[2] and "structured_outputs" not in server.requests[2]


def test_grammar_refused_when_configured(server: Server) -> None:
    with pytest.raises(GrammarUnsupportedError):
        model(server, grammar_param="refuse").generate(MESSAGES, grammar="start: /a/")
    assert server.requests == []


def test_key_from_environment_and_never_shown(server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_OPENAI_KEY", "sk-from-env")
    server.script = [completion("ok")]
    m = OpenAIModel("gpt-4o", base_url=server.url, retry=FAST_RETRY)
    m.generate("q")
    assert server.auth[0] == "Bearer sk-from-env"
    assert "sk-from-env" not in repr(m)


def test_missing_key_without_base_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("R3_OPENAI_KEY", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ModelConfigError, match="OPENAI_API_KEY"):
        OpenAIModel("gpt-4o")


def test_factory_spec(server: Server) -> None:
    server.script = [completion("RETURN 1")]
    m = load_model(
        f"openai:gpt-4o?base_url={server.url}&grammar_param=guided_grammar&temperature=0.2&top_p=0.7"
    )
    assert isinstance(m, OpenAIModel)
    m.generate("q", grammar="start: /x/")
    assert server.requests[0]["temperature"] == 0.2 and server.requests[0]["top_p"] == 0.7
    assert server.requests[0]["guided_grammar"] == "start: /x/"
