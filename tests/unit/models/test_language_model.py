"""The model contract, the response cache, retries, the fake model and load_model specs."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from r3.errors import R3Error, UserInputError
from r3.models import (
    BaseLanguageModel,
    Defaults,
    Generation,
    LanguageModel,
    Message,
    ModelConfigError,
    ModelError,
    RateLimitError,
    RetryPolicy,
    Usage,
    load_model,
    parse_spec,
)
from r3.models.fake import FakeModel, count_tokens
from r3.models.language_model import BadResponseError, RetryableError, normalize_messages, retry_call
from r3.models.response_cache import ResponseCache

pytestmark = pytest.mark.quick


# --------------------------------------------------------------------------- messages and usage


def test_messages_normalised_from_dicts_strings_and_objects() -> None:
    msgs = normalize_messages([{"role": "system", "content": "s"}, Message("user", "q")])
    assert msgs == [Message("system", "s"), Message("user", "q")]
    assert normalize_messages("hello") == [Message("user", "hello")]


@pytest.mark.parametrize(
    "bad, match",
    [
        ([{"role": "robot", "content": "x"}], "role 'robot'"),
        ([{"content": "x"}], "message 0"),
        ([{"role": "user", "content": 3}], "must be a string"),
        ([], "no messages"),
    ],
)
def test_bad_messages_are_one_line_errors(bad: list, match: str) -> None:
    with pytest.raises(ModelConfigError, match=match) as info:
        normalize_messages(bad)
    assert isinstance(info.value, UserInputError) and isinstance(info.value, R3Error)


def test_usage_adds_up() -> None:
    total = Usage(10, 2, 0.5) + Usage(1, 1, None) + Usage(0, 3, 0.25)
    assert (total.prompt_tokens, total.completion_tokens, total.total_tokens) == (11, 6, 17)
    assert total.cost_usd == pytest.approx(0.75)
    assert (Usage(1, 1) + Usage(2, 2)).cost_usd is None


# --------------------------------------------------------------------------- retries


def test_retry_call_backs_off_and_gives_up() -> None:
    waits: list[float] = []
    calls = 0

    def flaky() -> str:
        nonlocal calls
        calls += 1
        raise RetryableError(RateLimitError("still 429"), retry_after=0.3)

    policy = RetryPolicy(max_retries=3, base_delay=0.1, max_delay=1.0)
    with pytest.raises(RateLimitError, match="still 429"):
        retry_call(flaky, policy, sleep=waits.append, rng=random.Random(0))
    assert calls == 4 and len(waits) == 3
    assert all(0.3 <= w <= 1.0 for w in waits)  # retry-after honoured, capped by max_delay


def test_retry_delay_is_jittered_and_bounded() -> None:
    policy = RetryPolicy(max_retries=10, base_delay=0.5, max_delay=4.0)
    rng = random.Random(1)
    delays = [policy.delay(k, rng) for k in range(10)]
    assert all(0 <= d <= min(4.0, 0.5 * 2**k) for k, d in enumerate(delays))
    assert len(set(delays)) == len(delays)


def test_retry_call_returns_after_transient_failure() -> None:
    outcomes = iter([RetryableError(ModelError("boom")), "ok"])

    def call() -> str:
        item = next(outcomes)
        if isinstance(item, Exception):
            raise item
        return item

    assert retry_call(call, RetryPolicy(max_retries=2), sleep=lambda _s: None) == "ok"


# --------------------------------------------------------------------------- cache


def test_cache_key_depends_on_everything_that_decides_the_answer() -> None:
    msgs = [Message("user", "q")]
    base = ResponseCache.key({"m": "a"}, msgs, {"temperature": 0.0}, None)
    assert base == ResponseCache.key({"m": "a"}, list(msgs), {"temperature": 0.0}, None)
    assert base != ResponseCache.key({"m": "b"}, msgs, {"temperature": 0.0}, None)
    assert base != ResponseCache.key({"m": "a"}, [Message("user", "q2")], {"temperature": 0.0}, None)
    assert base != ResponseCache.key({"m": "a"}, msgs, {"temperature": 0.1}, None)
    assert base != ResponseCache.key({"m": "a"}, msgs, {"temperature": 0.0}, "start: /a/")


def test_cache_round_trip_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "cache.sqlite"
    cache = ResponseCache(path)
    gen = Generation("RETURN 1", Usage(3, 2, 0.01), finish_reason="length", model="m", raw={"id": "x"})
    cache.put("k", gen)
    again = ResponseCache(path).get("k")
    assert again == gen
    assert len(cache) == 1 and cache.get("missing") is None
    cache.clear()
    assert len(cache) == 0


def test_cache_modes() -> None:
    cache = ResponseCache(":memory:")
    model = FakeModel(queue=["a", "b", "c", "d"], cache=cache)
    assert model.generate("q").text == "a"
    assert model.generate("q").text == "a"  # temperature 0: served from the cache
    assert model.generate("q", temperature=0.8).text == "b"  # sampled: not cached by default
    always = FakeModel(queue=["x", "y"], cache=ResponseCache(":memory:"), cache_mode="always")
    assert [always.generate("q", temperature=0.8).text for _ in range(2)] == ["x", "x"]
    off = FakeModel(queue=["x", "y"], cache=ResponseCache(":memory:"), cache_mode="off")
    assert [off.generate("q").text for _ in range(2)] == ["x", "y"]
    with pytest.raises(ModelConfigError, match="cache_mode"):
        FakeModel(cache_mode="sometimes")  # type: ignore[arg-type]


# --------------------------------------------------------------------------- fake model


def test_fake_rules_queue_echo_and_default() -> None:
    model = FakeModel(
        [
            (r"user: .*Tim Duncan", 'MATCH (v:player{name: "Tim Duncan"}) RETURN v'),
            (r"age over (\d+)", r"LOOKUP ON player WHERE player.age > \1 YIELD player.name"),
            (r"^system: rewrite", lambda msgs, m: msgs[-1].content.upper()),
        ],
        queue=["queued"],
        default="fallback",
    )
    assert model.generate("Who likes Tim Duncan?").text.startswith("MATCH")
    assert model.generate("players with age over 35").text.endswith("> 35 YIELD player.name")
    conv = [{"role": "system", "content": "rewrite it"}, {"role": "user", "content": "shout"}]
    assert model.generate(conv).text == "SHOUT"
    assert model.generate("nothing matches").text == "queued"
    assert model.generate("nothing matches").text == "fallback"
    assert FakeModel(echo=True).generate("say this").text == "say this"
    with pytest.raises(BadResponseError, match="no rule"):
        FakeModel().generate("q")
    with pytest.raises(ModelConfigError, match="regular expression"):
        FakeModel([("(", "x")])


def test_fake_counts_usage_truncates_and_records() -> None:
    model = FakeModel(default="MATCH (v) RETURN v.player.name LIMIT 10")
    gen = model.generate("Who?", max_tokens=100, grammar="start: /x/")
    assert gen.usage == Usage(count_tokens("Who?"), count_tokens(gen.text), 0.0)
    assert gen.grammar_mode == "ignored" and gen.finish_reason == "stop"
    short = model.generate("Who?", max_tokens=3)
    assert short.finish_reason == "length" and short.text == "MATCH (v"
    assert model.usage.total_tokens == gen.usage.total_tokens + short.usage.total_tokens
    assert model.requests[0]["grammar"] == "start: /x/" and model.calls == 2
    assert isinstance(model, LanguageModel) and isinstance(model, BaseLanguageModel)


def test_defaults_apply_when_parameters_are_omitted() -> None:
    model = FakeModel(default="x", defaults=Defaults(max_tokens=7, temperature=0.2, top_p=0.7))
    model.generate("q")
    assert {k: model.requests[0][k] for k in ("max_tokens", "temperature", "top_p")} == {
        "max_tokens": 7,
        "temperature": 0.2,
        "top_p": 0.7,
    }
    with pytest.raises(ModelConfigError, match="top_p"):
        model.generate("q", top_p=0.0)
    with pytest.raises(ModelConfigError, match="max_tokens"):
        model.generate("q", max_tokens=0)


# --------------------------------------------------------------------------- specs


def test_parse_spec_forms() -> None:
    spec = parse_spec("hf:/models/qwen?adapter=/runs/lora&dtype=bfloat16")
    assert (spec.provider, spec.model, spec.options) == (
        "hf",
        "/models/qwen",
        {"adapter": "/runs/lora", "dtype": "bfloat16"},
    )
    assert parse_spec("openai:llama3:8b?base_url=http://x/v1").model == "llama3:8b"
    assert parse_spec({"provider": "fake", "model": "echo", "temperature": 0.5}).options == {
        "temperature": 0.5
    }


@pytest.mark.parametrize(
    "spec, match",
    [
        ("gpt-4o", "no provider"),
        ("claude:x", "unknown model provider"),
        ("openai:gpt-4o?api_key=sk-1", "do not put API keys"),
        ("fake:echo?temprature=0.1", "unknown option.*temprature"),
        ("fake:echo?max_tokens=many", "must be an integer"),
        ("fake:const", "needs \\?text="),
        ("hf:", "needs a model path"),
    ],
)
def test_bad_specs_fail_with_one_line(spec: str, match: str) -> None:
    with pytest.raises(ModelConfigError, match=match):
        load_model(spec)


def test_load_fake_models(tmp_path: Path) -> None:
    model = load_model("fake:const?text=YIELD 1&temperature=0.2&cache=memory")
    assert model.generate("q").text == "YIELD 1"
    assert isinstance(model, FakeModel) and model.defaults.temperature == 0.2
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps([{"pattern": "likes", "response": "GO FROM 1 OVER like"}]))
    assert load_model(f"fake:{rules}").generate("who likes x").text == "GO FROM 1 OVER like"
    yaml_rules = tmp_path / "rules.yaml"
    yaml_rules.write_text("- pattern: serve\n  response: GO FROM 1 OVER serve\n")
    assert load_model(f"fake:{yaml_rules}").generate("who serve").text == "GO FROM 1 OVER serve"
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(ModelConfigError, match="not valid"):
        load_model(f"fake:{tmp_path / 'bad.json'}")
    assert load_model(model) is model


def test_missing_dependency_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    from r3.models.language_model import MissingDependencyError, require

    real_import = builtins.__import__

    def no_torch(name: str, *args: object, **kw: object) -> object:
        if name == "torch_not_here":
            raise ImportError(name)
        return real_import(name, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_torch)
    with pytest.raises(MissingDependencyError, match=r"pip install 'r3-nl2gql\[hf\]'"):
        require("torch_not_here", "hf")
