"""Connection strings: one URL names any graph r3 can talk to.

Why URLs: the CLI (``r3 dump --graph URL``), the HTTP service and the evaluator configs all
need to say "this graph" in one string, and the adapters behind them (embedded engine,
LadybugDB, NebulaGraph, Neo4j) take very different arguments. :func:`open_backend` parses the
string once and imports the adapter lazily, so a user who never talks to NebulaGraph does not
need ``nebula3-python`` installed.

Accepted forms::

    embedded://                                   empty in-memory engine
    embedded:///abs/store.sqlite?space=nba        an r3 SQLite graph store (``r3 load`` writes one)
    embedded:///abs/graphs_dir?space=nba          a graphs folder, loaded in memory
    embedded:///abs/config.yaml  | …/nba.ngql     an importer config / nGQL script, in memory
    ladybug://                                    empty in-memory LadybugDB
    ladybug:///abs/path/db                        a LadybugDB database file
    nebula://user:pass@host:9669/space            NebulaGraph (graphd)
    neo4j://user:pass@host:7687/db                Neo4j (also neo4j+s, neo4j+ssc, bolt, bolt+s, bolt+ssc)

``embedded://rel/path`` is a path relative to the working directory. Query parameters other
than ``space`` (``read_only=false``, ``timeout=5``) are passed to the adapter as options.
Credentials missing from a nebula/neo4j URL come from ``R3_NEBULA_USER``/``R3_NEBULA_PASSWORD``
or ``R3_NEO4J_USER``/``R3_NEO4J_PASSWORD``. Never print a URL without :func:`redact`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, unquote, urlsplit

from r3.errors import UserInputError

if TYPE_CHECKING:
    from r3.contracts.backend import GraphBackend

ACCEPTED_FORMS = (
    "embedded://[/path/to/store.sqlite|graphs_dir|config.yaml|script.ngql][?space=NAME]",
    "ladybug://[/path/to/db]",
    "nebula://[user:password@]host[:9669][/space]",
    "neo4j://[user:password@]host[:7687][/database] (or neo4j+s, neo4j+ssc, bolt, bolt+s, bolt+ssc)",
)
NEO4J_SCHEMES = ("neo4j", "neo4j+s", "neo4j+ssc", "bolt", "bolt+s", "bolt+ssc")
SCHEMES = ("embedded", "ladybug", "nebula", *NEO4J_SCHEMES)
_DEFAULT_PORTS = {"nebula": 9669, **{s: 7687 for s in NEO4J_SCHEMES}}
_SECRET_PARAMS = frozenset({"password", "pass", "passwd", "pwd", "token", "secret", "key", "api_key"})
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class GraphUrl:
    """A parsed connection string; ``password`` is kept out of ``repr``."""

    scheme: str
    path: str | None = None  # embedded / ladybug: the file or folder (None: in memory)
    host: str | None = None
    port: int | None = None
    hosts: tuple[tuple[str, int], ...] = ()  # servers: every (host, port); nebula may list several
    user: str | None = None
    password: str | None = field(default=None, repr=False)
    space: str | None = None  # nebula: the space; neo4j: the database; embedded: ?space=
    options: dict[str, str] = field(default_factory=dict)

    @property
    def is_server(self) -> bool:
        return self.scheme not in ("embedded", "ladybug")


def _accepted() -> str:
    return "accepted forms: " + "; ".join(ACCEPTED_FORMS)


def parse_url(url: str, *, env: Mapping[str, str] | None = None) -> GraphUrl:
    """Split ``url`` into its parts, filling missing credentials from ``env`` (default os.environ).

    Raises UserInputError (naming the URL without its password, and the accepted forms) for
    an unknown scheme, a missing host, a bad port or a bad query string.
    """
    env = os.environ if env is None else env
    text = url.strip()
    scheme, sep, _rest = text.partition("://")
    scheme = scheme.lower()
    if not sep or scheme not in SCHEMES:
        raise UserInputError(f"not a graph URL: {redact(text)!r}; {_accepted()}")
    if scheme in ("embedded", "ladybug"):
        return _parse_local(scheme, text)
    try:
        parts = urlsplit(text)
    except ValueError as e:
        raise UserInputError(f"bad graph URL {redact(text)!r} ({e}); {_accepted()}") from e
    userinfo, at, hostlist = parts.netloc.rpartition("@")
    if not at:
        userinfo, hostlist = "", parts.netloc
    hosts = tuple(_host(h, scheme, text) for h in hostlist.split(",") if h.strip())
    if not hosts:
        raise UserInputError(f"graph URL {redact(text)!r} names no host; {_accepted()}")
    if len(hosts) > 1 and scheme != "nebula":
        raise UserInputError(
            f"graph URL {redact(text)!r}: only nebula:// takes several hosts (h1:9669,h2:9669)"
        )
    options = _query(parts.query, text)
    raw_user, colon, raw_password = userinfo.partition(":")
    user = unquote(raw_user) if raw_user else None
    password = unquote(raw_password) if colon else None
    prefix = "R3_NEBULA" if scheme == "nebula" else "R3_NEO4J"
    if user is None:
        user = env.get(f"{prefix}_USER") or None
    if password is None:
        password = env.get(f"{prefix}_PASSWORD")
    space = unquote(parts.path.strip("/")) or options.pop("space", "") or None
    if space is not None and "/" in space:
        raise UserInputError(f"graph URL {redact(text)!r}: the path must be one space/database name")
    return GraphUrl(
        scheme=scheme,
        host=hosts[0][0],
        port=hosts[0][1],
        hosts=hosts,
        user=user,
        password=password,
        space=space,
        options=options,
    )


def _host(text: str, scheme: str, url: str) -> tuple[str, int]:
    """``host[:port]`` (``[v6addr]:port`` too) with the scheme's default port."""
    text = text.strip()
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    else:
        host, _, port_text = text.partition(":")
    if not host:
        raise UserInputError(f"graph URL {redact(url)!r} names no host; {_accepted()}")
    if not port_text:
        return host, _DEFAULT_PORTS[scheme]
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise UserInputError(f"graph URL {redact(url)!r}: bad port {port_text!r}")
    return host, int(port_text)


def _parse_local(scheme: str, text: str) -> GraphUrl:
    """``embedded://`` / ``ladybug://`` + a path (absolute with a third slash, else relative)."""
    rest = text.split("://", 1)[1]
    path_part, _, query = rest.partition("?")
    options = _query(query, text)
    path = unquote(path_part) or None
    space = options.pop("space", None) or None
    return GraphUrl(scheme=scheme, path=path, space=space, options=options)


def _query(query: str, url: str) -> dict[str, str]:
    try:
        pairs = parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query))
    except ValueError as e:
        raise UserInputError(f"bad query string in graph URL {redact(url)!r}: {e}") from e
    return dict(pairs)


def redact(url: str) -> str:
    """``url`` with its password (and secret-looking query parameters) replaced by ``***``.

    Works on the text (nothing else is normalised), so it is safe on URLs that do not parse
    and on passwords holding ``/``, ``?`` or ``@``; text without ``://`` comes back unchanged.
    """
    if "://" not in url:
        return url
    scheme, rest = url.split("://", 1)
    at = _userinfo_end(rest)
    if at >= 0:
        user, colon, _password = rest[:at].partition(":")
        if colon:
            rest = f"{user}:***{rest[at:]}"
    head, q, query = rest.partition("?")
    if q:
        query = _SECRET_PARAM.sub(lambda m: f"{m.group(1)}{m.group(2)}=***", "?" + query)[1:]
    return f"{scheme}://{head}{q}{query}"


def _userinfo_end(rest: str) -> int:
    """Where ``user:password`` ends: the right-most ``@`` followed by a host list (-1: none)."""
    at = len(rest)
    while (at := rest.rfind("@", 0, at)) >= 0:
        if _HOSTS.match(rest, at + 1):
            return at
    return -1


_HOSTS = re.compile(r"[\w.\-\[\]:,]*(?=$|[/?#])")
_SECRET_PARAM = re.compile(
    r"([?&])(" + "|".join(sorted(_SECRET_PARAMS)) + r")=[^&#]*",
    re.IGNORECASE,
)


def bool_option(options: dict[str, Any], name: str, default: bool) -> bool:
    """Pop a boolean option given as text (``read_only=false``) or as a bool."""
    value = options.pop(name, None)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise UserInputError(f"option {name}={value!r} must be true or false")


def float_option(options: dict[str, Any], name: str) -> float | None:
    value = options.pop(name, None)
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise UserInputError(f"option {name}={value!r} must be a number") from None
    if number <= 0:
        raise UserInputError(f"option {name}={value!r} must be positive")
    return number


def open_backend(url: str, **options: Any) -> GraphBackend:
    """The backend ``url`` names, opened; keyword ``options`` override the URL's query options.

    Common options: ``space`` (default space), ``read_only`` (embedded/ladybug: refuse
    ``allow_writes``; default true), ``timeout`` (seconds per query). Server adapters get the
    host, port, credentials and space/database as keywords plus the remaining options.
    """
    parsed = parse_url(url)
    merged: dict[str, Any] = {**parsed.options, **options}
    space = merged.pop("space", None) or parsed.space
    if parsed.scheme == "embedded":
        from r3.graph.embedded import EmbeddedBackend

        return EmbeddedBackend.open(
            parsed.path,
            space=space,
            read_only=bool_option(merged, "read_only", True),
            timeout_s=float_option(merged, "timeout"),
            **_no_more(merged, url),
        )
    if parsed.scheme == "ladybug":
        from r3.graph.ladybug import LadybugBackend

        return LadybugBackend(
            parsed.path,
            space=space,
            read_only=bool_option(merged, "read_only", True),
            timeout_s=float_option(merged, "timeout"),
            **_no_more(merged, url),
        )
    timeout = float_option(merged, "timeout")
    if timeout is not None:
        merged["timeout_s"] = timeout
    merged.pop("read_only", None)  # server adapters refuse writes unless allow_writes, always
    if parsed.user is None:
        env = (
            "R3_NEBULA_USER/R3_NEBULA_PASSWORD"
            if parsed.scheme == "nebula"
            else "R3_NEO4J_USER/R3_NEO4J_PASSWORD"
        )
        raise UserInputError(f"{redact(url)}: no user name; put user:password@ in the URL or set {env}")
    if parsed.scheme == "nebula":
        module = _import_adapter("r3.graph.nebula", "nebula3", "nebula")
        cls = module.NebulaBackend
        extra = _typed_options(merged, cls, url)
        return cls(list(parsed.hosts), parsed.user, parsed.password or "", space=space, **extra)
    module = _import_adapter("r3.graph.neo4j", "neo4j", "neo4j")
    cls = module.Neo4jBackend
    host = f"[{parsed.host}]" if parsed.host and ":" in parsed.host else parsed.host
    extra = _typed_options(merged, cls, url)
    uri = f"{parsed.scheme}://{host}:{parsed.port}"
    return cls(uri, parsed.user, parsed.password or "", database=space, **extra)


def _typed_options(options: dict[str, Any], cls: type, url: str) -> dict[str, Any]:
    """Options the adapter's constructor takes, with URL text turned into numbers/bools."""
    import inspect

    accepted = set(inspect.signature(cls).parameters) - {
        "hosts",
        "uri",
        "user",
        "password",
        "space",
        "database",
    }
    unknown = sorted(set(options) - accepted)
    if unknown:
        raise UserInputError(f"unknown option(s) {', '.join(unknown)} in {redact(url)!r} for {cls.__name__}")
    return {k: _typed(v) for k, v in options.items()}


def _typed(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    low = value.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            continue
    return value


def _no_more(options: dict[str, Any], url: str) -> dict[str, Any]:
    """Local backends take no further options: name the unknown ones instead of ignoring them."""
    if options:
        raise UserInputError(
            f"unknown option(s) {', '.join(sorted(options))} in {redact(url)!r} "
            "(embedded/ladybug take space, read_only, timeout)"
        )
    return {}


def _import_adapter(module: str, client: str, extra: str) -> Any:
    """The adapter module, or a one-line install hint when its client library is missing."""
    import importlib

    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name == module:
            raise UserInputError(f"the {extra} adapter ({module}) is not part of this r3 build") from e
        if e.name and e.name.split(".")[0] == client:
            raise UserInputError(
                f"talking to {extra} needs the {client} client: pip install 'r3[{extra}]'"
            ) from e
        raise


__all__ = [
    "ACCEPTED_FORMS",
    "GraphUrl",
    "NEO4J_SCHEMES",
    "SCHEMES",
    "bool_option",
    "float_option",
    "open_backend",
    "parse_url",
    "redact",
]
