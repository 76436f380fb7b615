"""``r3 serve`` through its options object: the command's defaults, the settings that travel to
worker processes, and the run itself with uvicorn stood in for (no port is bound)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

pytest.importorskip("fastapi")

from r3.cli import serve as S  # noqa: E402


def _parsed(args: list[str], monkeypatch: pytest.MonkeyPatch) -> S.ServeOptions:
    """The options the command builds from ``args`` (the server itself is not started)."""
    seen: list[S.ServeOptions] = []
    monkeypatch.setattr(S, "run_server", seen.append)
    result = CliRunner().invoke(S.serve, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return seen[0]


def test_the_command_without_options_gives_the_default_options(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _parsed([], monkeypatch) == S.ServeOptions()


def test_every_option_reaches_its_field(monkeypatch: pytest.MonkeyPatch) -> None:
    options = _parsed(
        ["--port", "0", "--concurrency", "3", "--queue", "0", "--no-warm-up", "--cors-origin", "https://a.example",
         "--set", "repair.retries=1", "--refiner", "offline", "--open-feedback", "--max-connections", "70"],
        monkeypatch,
    )  # fmt: skip
    assert (options.port, options.concurrency, options.queue, options.warm_up) == (0, 3, 0, False)
    assert options.cors_origins == ("https://a.example",) and options.sets == ("repair.retries=1",)
    assert options.stages == {"refiner.kind": "offline"} and options.open_feedback
    assert options.server_options()["limit_concurrency"] == 70 + 1  # uvicorn's own bound, one above ours


def test_settings_are_json_and_name_the_hosts_served() -> None:
    local = S.ServeOptions(max_rows=5, demos=None).settings()
    assert json.loads(json.dumps(local)) == local  # they travel to --workers processes as JSON
    assert local["limits"]["max_rows"] == 5 and local["allowed_hosts"]
    assert S.ServeOptions(host="0.0.0.0").settings()["allowed_hosts"] is None  # any host
    assert S.ServeOptions(host="0.0.0.0", allowed_hosts=("a.example",)).settings()["allowed_hosts"] == [
        "a.example"
    ]


class _Uvicorn:
    def __init__(self) -> None:
        self.calls: list[tuple[Any, dict[str, Any]]] = []

    def run(self, app: Any, **kwargs: Any) -> None:
        self.calls.append((app, kwargs))


def test_run_server_builds_the_app_then_serves_it(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _Uvicorn()
    monkeypatch.setattr(S, "require", lambda *_a, **_k: fake)
    monkeypatch.delenv("R3_API_TOKEN", raising=False)
    S.run_server(S.ServeOptions(port=0, warm_up=False))
    (app, kwargs), = fake.calls  # fmt: skip
    assert app.state.service is not None
    assert kwargs["host"] == "127.0.0.1" and kwargs["port"] == 0 and kwargs["log_level"] == "info"
    assert (
        kwargs["ws"] == "none" and kwargs["limit_concurrency"] == 2 * (8 + 128) + 1
    )  # the connection limits


def test_several_workers_get_the_settings_through_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _Uvicorn()
    monkeypatch.setattr(S, "require", lambda *_a, **_k: fake)
    from r3.api.worker_protocol import LIMITS_ENV

    for name in (S.SETTINGS_ENV, LIMITS_ENV):  # set by the run; monkeypatch unsets them afterwards
        monkeypatch.setenv(name, "")
    options = S.ServeOptions(workers=2, warm_up=False)
    S.run_server(options)
    (target, kwargs), = fake.calls  # fmt: skip
    assert target == "r3.cli.serve:app_from_env" and kwargs["factory"] and kwargs["workers"] == 2
    import os

    assert json.loads(os.environ[S.SETTINGS_ENV]) == options.settings()


def test_an_empty_token_fails_before_anything_is_served(monkeypatch: pytest.MonkeyPatch) -> None:
    from r3.errors import UserInputError

    fake = _Uvicorn()
    monkeypatch.setattr(S, "require", lambda *_a, **_k: fake)
    monkeypatch.setenv("R3_TEST_EMPTY", " ")
    with pytest.raises(UserInputError, match="set but empty"):
        S.run_server(S.ServeOptions(token_env="R3_TEST_EMPTY", warm_up=False))
    assert not fake.calls
