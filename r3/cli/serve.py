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
from dataclasses import asdict, dataclass, field
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

    from r3.api.limits import ApiLimits

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


@dataclass(frozen=True)
class ServeOptions:
    """What ``r3 serve`` was asked for: one field per command-line option (the defaults are the
    command's), so the steps below take one object instead of 25 parameters."""

    config: str = "offline"
    sets: tuple[str, ...] = ()
    graph_url: str | None = None
    demos: Path | None = None
    #: ``--reranker``/``--rewriter``/``--refiner``/``--answer-model`` as config overrides.
    stages: dict[str, str] = field(default_factory=dict)
    host: str = "127.0.0.1"
    port: int = 8000
    token_env: str = "R3_API_TOKEN"
    workers: int = 1
    concurrency: int = 8
    queue: int = 128
    timeout: float = 60.0
    max_body: int = 64 * 1024
    max_rows: int = 1000
    warm_up: bool = True
    allowed_hosts: tuple[str, ...] = ()
    cors_origins: tuple[str, ...] = ()
    header_timeout: float = 10.0
    read_timeout: float = 30.0
    max_connections: int | None = None
    max_per_client: int = 32
    feedback_token_env: str = "R3_FEEDBACK_TOKEN"
    admin_token_env: str = "R3_ADMIN_TOKEN"
    open_feedback: bool = False
    log_level: str = "info"

    def limits(self) -> ApiLimits:
        """The API's request limits."""
        # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
        from r3.api.limits import ApiLimits

        return ApiLimits(
            max_body_bytes=self.max_body,
            timeout_s=self.timeout,
            max_concurrency=self.concurrency,
            max_queue=self.queue,
            max_rows=self.max_rows,
        )

    def settings(self) -> dict[str, Any]:
        """What :func:`build_app` builds the app from (JSON: it travels to ``--workers`` processes)."""
        return {
            "config": self.config,
            "sets": list(self.sets),
            "graph": self.graph_url,
            "demos": str(self.demos) if self.demos else None,
            "stages": self.stages,
            "token_env": self.token_env,
            "limits": asdict(self.limits()),
            "warm_up": self.warm_up,
            "allowed_hosts": default_allowed_hosts(self.host, self.allowed_hosts),
            "cors_origins": list(self.cors_origins),
            "read_timeout": self.read_timeout,
            "feedback_token_env": self.feedback_token_env,
            "admin_token_env": self.admin_token_env,
            "open_feedback": self.open_feedback,
        }

    def server_options(self) -> dict[str, Any]:
        """uvicorn's connection limits and timeouts (:func:`r3.api.server.uvicorn_options`)."""
        # lazy: r3.api imports FastAPI (the optional 'api' extra) at module level
        from r3.api.server import uvicorn_options

        return uvicorn_options(
            header_timeout_s=self.header_timeout,
            read_timeout_s=self.read_timeout,
            max_connections=self.max_connections or max(64, 2 * (self.concurrency + self.queue)),
            max_per_client=self.max_per_client,
            workers=self.workers,
        )


#: The command's defaults, read by its options below (one place for each).
_DEFAULT = ServeOptions()


@click.command("serve")
@click.option(
    "--config",
    default=_DEFAULT.config,
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
@click.option("--host", default=_DEFAULT.host, show_default=True, help="Interface to listen on.")
@click.option(
    "--port",
    default=_DEFAULT.port,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port (0: any free one).",
)
@click.option(
    "--token-env",
    default=_DEFAULT.token_env,
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the bearer token; when it is unset the API needs no token.",
)
@workers_option(_DEFAULT.workers, "server processes")
@click.option(
    "--concurrency",
    default=_DEFAULT.concurrency,
    show_default=True,
    type=click.IntRange(1, 256),
    help="Questions answered at once.",
)
@click.option(
    "--queue",
    default=_DEFAULT.queue,
    show_default=True,
    type=click.IntRange(0),
    help="Questions waiting for a worker.",
)
@click.option(
    "--timeout",
    default=_DEFAULT.timeout,
    show_default=True,
    type=click.FloatRange(min=0.1),
    help="Seconds per request.",
)
@click.option(
    "--max-body",
    default=_DEFAULT.max_body,
    show_default=True,
    type=click.IntRange(1),
    help="Largest body (bytes).",
)
@click.option(
    "--max-rows",
    default=_DEFAULT.max_rows,
    show_default=True,
    type=click.IntRange(1),
    help="Rows /v1/query returns.",
)
@click.option(
    "--warm-up/--no-warm-up",
    default=_DEFAULT.warm_up,
    show_default=True,
    help="Answer one question before serving.",
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
    default=_DEFAULT.header_timeout,
    show_default=True,
    type=click.FloatRange(min=0.1),
    help="Seconds a client has to send a request's line and headers before the connection is closed.",
)
@click.option(
    "--read-timeout",
    default=_DEFAULT.read_timeout,
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
    default=_DEFAULT.max_per_client,
    show_default=True,
    type=click.IntRange(1),
    help="Connections one client address holds at once; one more drops that address's oldest one "
    "still sending (429 when all are being answered).",
)
@click.option(
    "--feedback-token-env",
    default=_DEFAULT.feedback_token_env,
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the token(s) that may write the memory of corrections "
    "(POST /v1/feedback); comma-separated tokens are separate authors. Unset: only --open-feedback "
    "lets anyone write it.",
)
@click.option(
    "--admin-token-env",
    default=_DEFAULT.admin_token_env,
    show_default=True,
    metavar="NAME",
    help="Environment variable holding the token(s) that may also replace or forget anyone's correction.",
)
@click.option(
    "--open-feedback/--no-open-feedback",
    default=_DEFAULT.open_feedback,
    show_default=True,
    help="Let every client write the memory of corrections (each only replaces its own entries).",
)
@click.option(
    "--log-level",
    default=_DEFAULT.log_level,
    show_default=True,
    type=click.Choice(["critical", "error", "warning", "info", "debug"]),
)
def serve(**given: Any) -> None:
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
    run_server(ServeOptions(**given))


def run_server(options: ServeOptions) -> None:
    """Check the settings (an app is built before the port is bound), say what is served, serve."""
    uvicorn = require("uvicorn", "api", what="r3 serve")
    settings, server_options = options.settings(), options.server_options()
    token = _token(options.token_env)
    feedback = _tokens(options.feedback_token_env)
    _tokens(options.admin_token_env)  # an empty one fails here, before the port is bound
    _announce(options, token is not None, bool(feedback))
    if options.workers > 1:
        build_app(settings | {"warm_up": False}).state.service.close()  # fail here, once, on a bad setting
        os.environ[SETTINGS_ENV] = json.dumps(settings)
        uvicorn.run(
            "r3.cli.serve:app_from_env",
            factory=True,
            host=options.host,
            port=options.port,
            workers=options.workers,
            log_level=options.log_level,
            **server_options,
        )
        return
    app = build_app(settings)
    uvicorn.run(app, host=options.host, port=options.port, log_level=options.log_level, **server_options)


def _announce(options: ServeOptions, auth: bool, feedback_tokens: bool) -> None:
    """The warning for an open non-local server, and the one line saying what is served."""
    host = options.host
    if not auth and host not in _LOOPBACK:
        click.secho(
            f"warning: serving on {host} without a token: anyone who can reach the port can use the API "
            f"(set ${options.token_env})",
            fg="yellow",
            err=True,
        )
    feedback = "open" if options.open_feedback else "by token" if feedback_tokens else "off"
    workers = options.workers
    click.echo(
        f"r3 serve: http://{host}:{options.port}  (ask on the page at /, API docs /docs, auth {'on' if auth else 'off'}, "
        f"feedback {feedback}, "
        f"{workers} process{'es' if workers > 1 else ''} × {options.concurrency} workers)",
        err=True,
    )


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

__all__ = [
    "SERVE_COMMANDS",
    "SETTINGS_ENV",
    "ServeOptions",
    "app_from_env",
    "build_app",
    "run_server",
    "serve",
]
