"""``r3 serve``: the HTTP API (:mod:`r3.api`) under uvicorn.

Why a module apart from :mod:`r3.cli`: it keeps ``r3/cli/__init__.py`` a short table of commands, and
FastAPI/uvicorn are imported only when ``serve`` runs (they are the optional ``api`` extra).
The app is built before the port is bound, so a bad config, graph URL or token setting is one
``error: …`` line, not a server that starts and then fails every request.

The bearer token never appears on the command line (where ``ps`` shows it): ``--token-env``
names the environment variable holding it. With ``--workers N > 1`` uvicorn starts N
processes; each builds its own pipeline from the same settings (passed in
``R3_SERVE_SETTINGS``), so memory grows N-fold — threads (``--concurrency``) are the cheaper
way to serve concurrent requests, since the pipeline waits on models and queries.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from r3.cli.common import workers_option
from r3.cli.session import stage_options
from r3.demo import demo_dir
from r3.errors import UserInputError
from r3.pipeline.config import load_config, parse_override
from r3.pipeline.pipeline import Pipeline
from r3.registry import require

if TYPE_CHECKING:  # the optional 'api' extra: only for the annotations
    from fastapi import FastAPI

#: The environment variable carrying the settings to ``--workers`` processes.
SETTINGS_ENV = "R3_SERVE_SETTINGS"
_LOOPBACK = ("127.0.0.1", "localhost", "::1")


def build_app(settings: dict[str, Any]) -> FastAPI:
    """The FastAPI app for ``r3 serve``'s settings (also run in each ``--workers`` process)."""
    # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
    from r3.api import ApiLimits, create_app

    overrides = dict(parse_override(item) for item in settings.get("sets", []))
    overrides.update(settings.get("stages") or {})
    if settings.get("demos"):
        overrides["demos"] = settings["demos"]
    config = load_config(settings.get("config") or "offline", overrides=overrides)
    graph = settings.get("graph") or config.graph
    if not graph:
        graph = f"embedded://{demo_dir()}?space=demo"
        if not config.demos:
            config = load_config(config, overrides={"demos": str(demo_dir() / "demos.jsonl")})
    token = _token(settings.get("token_env"))
    limits = ApiLimits(**settings.get("limits", {}))
    app = create_app(
        Pipeline(config),
        graph=graph,
        token=token,
        limits=limits,
        allowed_hosts=settings.get("allowed_hosts"),
        cors_origins=settings.get("cors_origins") or None,
        body_timeout_s=float(settings.get("read_timeout", 30.0)),
        feedback_tokens=_tokens(settings.get("feedback_token_env")),
        admin_tokens=_tokens(settings.get("admin_token_env")),
        open_feedback=bool(settings.get("open_feedback", False)),
    )
    if settings.get("warm_up", True):
        app.state.service.warm_up()
    return app


def app_from_env() -> FastAPI:
    """uvicorn's factory for ``--workers`` processes: the settings come from ``R3_SERVE_SETTINGS``."""
    text = os.environ.get(SETTINGS_ENV)
    if not text:
        raise UserInputError(f"{SETTINGS_ENV} is not set: start the server with 'r3 serve'")
    return build_app(json.loads(text))


def _token(env_name: str | None) -> str | None:
    if not env_name:
        return None
    value = os.environ.get(env_name)
    if value is None:
        return None
    if not value.strip():
        raise UserInputError(
            f"${env_name} is set but empty: set a long random token, or unset it to serve without auth"
        )
    return value.strip()


def _tokens(env_name: str | None) -> tuple[str, ...]:
    """The comma-separated tokens in ``$env_name`` (none when unset); empty is a mistake."""
    if not env_name or env_name not in os.environ:
        return ()
    # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
    from r3.api.auth import split_tokens

    tokens = split_tokens(os.environ[env_name])
    if not tokens:
        raise UserInputError(
            f"${env_name} is set but empty: set long random tokens (comma-separated), or unset it"
        )
    return tokens


@click.command("serve")
@click.option(
    "--config",
    default="offline",
    show_default=True,
    metavar="NAME|FILE",
    help="Pipeline config: a built-in name or a YAML/TOML file.",
)
@click.option(
    "--set", "sets", multiple=True, metavar="KEY=VALUE", help="Override a config key, e.g. repair.retries=1."
)
@click.option(
    "--graph",
    "graph_url",
    metavar="URL|FOLDER",
    help="Graph to answer on: a URL or a graph folder (default: the config's graph, else the demo "
    "graph of data/demo).",
)
@click.option("--demos", type=click.Path(dir_okay=False, path_type=Path), help="Demonstration pool (JSONL).")
@stage_options
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option(
    "--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help="Port (0: any free one)."
)
@click.option(
    "--token-env",
    default="R3_API_TOKEN",
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the bearer token; when it is unset the API needs no token.",
)
@workers_option(1, "server processes")
@click.option(
    "--concurrency",
    default=8,
    show_default=True,
    type=click.IntRange(1, 256),
    help="Questions answered at once.",
)
@click.option(
    "--queue", default=128, show_default=True, type=click.IntRange(0), help="Questions waiting for a worker."
)
@click.option(
    "--timeout", default=60.0, show_default=True, type=click.FloatRange(min=0.1), help="Seconds per request."
)
@click.option(
    "--max-body", default=64 * 1024, show_default=True, type=click.IntRange(1), help="Largest body (bytes)."
)
@click.option(
    "--max-rows", default=1000, show_default=True, type=click.IntRange(1), help="Rows /v1/query returns."
)
@click.option(
    "--warm-up/--no-warm-up", default=True, show_default=True, help="Answer one question before serving."
)
@click.option(
    "--allowed-host",
    "allowed_hosts",
    multiple=True,
    metavar="NAME",
    help="A Host header name served ('*.example.com', '*' for any); default: the localhost names when "
    "--host is loopback, any host otherwise. Guards against DNS rebinding.",
)
@click.option(
    "--cors-origin",
    "cors_origins",
    multiple=True,
    metavar="ORIGIN",
    help="A browser origin allowed to call the API (e.g. https://app.example.com); default: none.",
)
@click.option(
    "--header-timeout",
    default=10.0,
    show_default=True,
    type=click.FloatRange(min=0.1),
    help="Seconds a client has to send a request's line and headers before the connection is closed.",
)
@click.option(
    "--read-timeout",
    default=30.0,
    show_default=True,
    type=click.FloatRange(min=0.1),
    help="Seconds a client has to send a whole request (line, headers and body together) before it "
    "gets 408 and the connection is closed.",
)
@click.option(
    "--max-connections",
    type=click.IntRange(1),
    metavar="N",
    help="Connections held at once; one more drops the oldest one still sending its request "
    "[default: 2 × (concurrency + queue), at least 64].",
)
@click.option(
    "--max-per-client",
    default=32,
    show_default=True,
    type=click.IntRange(1),
    help="Connections one client address holds at once; one more drops that address's oldest one "
    "still sending (429 when all are being answered).",
)
@click.option(
    "--feedback-token-env",
    default="R3_FEEDBACK_TOKEN",
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the token(s) that may write the memory of corrections "
    "(POST /v1/feedback); comma-separated tokens are separate authors. Unset: only --open-feedback "
    "lets anyone write it.",
)
@click.option(
    "--admin-token-env",
    default="R3_ADMIN_TOKEN",
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the token(s) that may also replace or forget anyone's correction.",
)
@click.option(
    "--open-feedback/--no-open-feedback",
    default=False,
    show_default=True,
    help="Let every client write the memory of corrections (each only replaces its own entries).",
)
@click.option(
    "--log-level",
    default="info",
    show_default=True,
    type=click.Choice(["critical", "error", "warning", "info", "debug"]),
)
def serve(
    config: str,
    sets: tuple[str, ...],
    graph_url: str | None,
    demos: Path | None,
    stages: dict[str, str],
    host: str,
    port: int,
    token_env: str,
    workers: int,
    concurrency: int,
    queue: int,
    timeout: float,
    max_body: int,
    max_rows: int,
    warm_up: bool,
    allowed_hosts: tuple[str, ...],
    cors_origins: tuple[str, ...],
    header_timeout: float,
    read_timeout: float,
    max_connections: int | None,
    max_per_client: int,
    feedback_token_env: str,
    admin_token_env: str,
    open_feedback: bool,
    log_level: str,
) -> None:
    """Serve the HTTP API: POST /v1/query (answers, paging, ?stream=true), /v1/generate, /v1/run,
    /v1/feedback, GET /v1/spaces, a page to ask in at /, docs at /docs and /redoc (offline).

    Without --graph (and no 'graph:' in the config) it serves the demo graph with its
    demonstrations. /v1/query runs generated queries read-only, always. Writing the memory of
    corrections needs a feedback token ($R3_FEEDBACK_TOKEN) or --open-feedback; conversation ids
    are issued by the server and belong to the client (token and address) that started them.
    Slow clients are bounded: --header-timeout and --read-timeout per request,
    --max-per-client and --max-connections per server.

    \b
    Example:
      r3 serve --graph ./films --port 8000
      R3_API_TOKEN=$(openssl rand -hex 24) r3 serve --graph nebula://root@graphd:9669/nba --host 0.0.0.0
    """
    uvicorn = require("uvicorn", "api", what="r3 serve")
    # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
    from r3.api.limits import ApiLimits

    limits = ApiLimits(
        max_body_bytes=max_body,
        timeout_s=timeout,
        max_concurrency=concurrency,
        max_queue=queue,
        max_rows=max_rows,
    )
    settings: dict[str, Any] = {
        "config": config,
        "sets": list(sets),
        "graph": graph_url,
        "demos": str(demos) if demos else None,
        "stages": stages,
        "token_env": token_env,
        "limits": asdict(limits),
        "warm_up": warm_up,
        "allowed_hosts": default_allowed_hosts(host, allowed_hosts),
        "cors_origins": list(cors_origins),
        "read_timeout": read_timeout,
        "feedback_token_env": feedback_token_env,
        "admin_token_env": admin_token_env,
        "open_feedback": open_feedback,
    }
    # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
    from r3.api.server import uvicorn_options

    server_options = uvicorn_options(
        header_timeout_s=header_timeout,
        read_timeout_s=read_timeout,
        max_connections=max_connections or max(64, 2 * (concurrency + queue)),
        max_per_client=max_per_client,
        workers=workers,
    )
    token = _token(token_env)
    feedback = _tokens(feedback_token_env)
    _tokens(admin_token_env)  # an empty one fails here, before the port is bound
    if token is None and host not in _LOOPBACK:
        click.secho(
            f"warning: serving on {host} without a token: anyone who can reach the port can use the API "
            f"(set ${token_env})",
            fg="yellow",
            err=True,
        )
    click.echo(
        f"r3 serve: http://{host}:{port}  (ask on the page at /, API docs /docs, auth {'on' if token else 'off'}, "
        f"feedback {'open' if open_feedback else 'by token' if feedback else 'off'}, "
        f"{workers} process{'es' if workers > 1 else ''} × {concurrency} workers)",
        err=True,
    )
    if workers > 1:
        build_app(settings | {"warm_up": False}).state.service.close()  # fail here, once, on a bad setting
        os.environ[SETTINGS_ENV] = json.dumps(settings)
        uvicorn.run(
            "r3.cli.serve:app_from_env",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            log_level=log_level,
            **server_options,
        )
        return
    app = build_app(settings)
    uvicorn.run(app, host=host, port=port, log_level=log_level, **server_options)


def default_allowed_hosts(host: str, given: tuple[str, ...] | list[str]) -> list[str] | None:
    """The Host names to serve: the given ones, else the localhost names on loopback, else any (None)."""
    if given:
        return list(given)
    if host in _LOOPBACK:
        # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
        from r3.api.server import LOCAL_HOSTS

        return list(LOCAL_HOSTS)
    return None


SERVE_COMMANDS = (serve,)

__all__ = ["SERVE_COMMANDS", "SETTINGS_ENV", "app_from_env", "build_app", "serve"]
