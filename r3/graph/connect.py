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
than ``space`` (``read_only=false``, ``timeout=5``) are passed to the adapter as options;
``ladybug://`` also takes ``timeout_s=5`` (the same) and ``workers=N`` (the worker processes
that run its user queries, 0: in this process; see :mod:`r3.graph.worker_pool`).
Credentials missing from a nebula/neo4j URL come from ``R3_NEBULA_USER``/``R3_NEBULA_PASSWORD``
or ``R3_NEO4J_USER``/``R3_NEO4J_PASSWORD``. Never print a URL without :func:`redact`.
"""

from __future__ import annotations

import importlib
import inspect
import math
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import SupportsFloat, SupportsIndex
from urllib.parse import parse_qsl, unquote, urlsplit

from r3.contracts.backend import GraphBackend
from r3.errors import UserInputError
from r3.graph.embedded import EmbeddedBackend
from r3.inputs import parse_bool
from r3.registry import Registry, load_reference, require

#: Opens a parsed URL: (url, options) → backend. ``options`` are the URL's query options
#: merged with the caller's (``space`` already folded into ``url.space``); the opener pops
#: what it reads and names the rest as unknown.
Opener = Callable[["GraphUrl", dict[str, object]], GraphBackend]


@dataclass(frozen=True)
class BackendKind:
    """One URL scheme: how to open it, and how to parse its URLs.

    ``opener`` is the function (or a lazy ``"module:attribute"`` reference to it).
    ``local``: the URL holds a path (``scheme:///abs`` or ``scheme://rel``), not hosts.
    ``default_port``/``credentials_env`` (``R3_X`` → ``R3_X_USER``/``R3_X_PASSWORD``) are for
    servers; ``many_hosts``: the URL may list several (``h1:9669,h2:9669``).
    """

    opener: Opener | str
    local: bool = False
    default_port: int | None = None
    credentials_env: str | None = None
    form: str = ""
    many_hosts: bool = False

    def open(self, url: GraphUrl, options: dict[str, object]) -> GraphBackend:
        opener = load_reference(self.opener) if isinstance(self.opener, str) else self.opener
        backend: GraphBackend = opener(url, options)
        return backend


#: Every graph backend, by URL scheme (aliases: the extra schemes of one adapter).
BACKENDS: Registry[BackendKind] = Registry("backend", entry_points="r3.backends")


def register_backend(
    scheme: str,
    opener: Opener | str,
    *,
    local: bool = False,
    default_port: int | None = None,
    credentials_env: str | None = None,
    form: str = "",
    many_hosts: bool = False,
    aliases: tuple[str, ...] = (),
    description: str = "",
) -> None:
    """Make ``scheme://…`` open with ``opener`` (see :class:`BackendKind`)."""
    kind = BackendKind(opener, local, default_port, credentials_env, form or f"{scheme}://…", many_hosts)
    BACKENDS.register(scheme, kind, description=description or kind.form, aliases=aliases)


_SECRET_PARAMS = frozenset({"password", "pass", "passwd", "pwd", "token", "secret", "key", "api_key"})


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
    text: str = field(default="", repr=False, compare=False)  # the URL as given (may hold a password)

    @property
    def is_server(self) -> bool:
        return not _kind(self.scheme).local


def _kind(scheme: str) -> BackendKind:
    kind = BACKENDS.get(scheme)
    if not isinstance(kind, BackendKind):  # an entry point naming a bare opener: a server
        kind = BackendKind(kind)
    return kind


def _accepted() -> str:
    return "accepted forms: " + "; ".join(accepted_forms())


def accepted_forms() -> tuple[str, ...]:
    """One line per registered scheme (its URL form)."""
    return tuple(_kind(name).form for name in BACKENDS.names())


def parse_url(url: str, *, env: Mapping[str, str] | None = None) -> GraphUrl:
    """Split ``url`` into its parts, filling missing credentials from ``env`` (default os.environ).

    Raises UserInputError (naming the URL without its password, and the accepted forms) for
    an unknown scheme, a missing host, a bad port or a bad query string.
    """
    env = os.environ if env is None else env
    text = url.strip()
    scheme, sep, _rest = text.partition("://")
    scheme = scheme.lower()
    if not sep or scheme not in BACKENDS:
        raise UserInputError(f"not a graph URL: {redact(text)!r}; {_accepted()}")
    kind = _kind(scheme)
    if kind.local:
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
    if len(hosts) > 1 and not kind.many_hosts:
        raise UserInputError(
            f"graph URL {redact(text)!r}: only nebula:// takes several hosts (h1:9669,h2:9669)"
        )
    options = _query(parts.query, text)
    raw_user, colon, raw_password = userinfo.partition(":")
    user = unquote(raw_user) if raw_user else None
    password = unquote(raw_password) if colon else None
    prefix = kind.credentials_env
    if user is None and prefix:
        user = env.get(f"{prefix}_USER") or None
    if password is None and prefix:
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
        text=text,
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
        default = _kind(scheme).default_port
        if default is None:
            raise UserInputError(f"graph URL {redact(url)!r} names no port")
        return host, default
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
    return GraphUrl(scheme=scheme, path=path, space=space, options=options, text=text)


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


def bool_option(options: dict[str, object], name: str, default: bool) -> bool:
    """Pop a boolean option given as text (``read_only=false``) or as a bool."""
    value = options.pop(name, None)
    if value is None:
        return default
    parsed = parse_bool(value)
    if parsed is None:
        raise UserInputError(f"option {name}={value!r} must be true or false")
    return parsed


def float_option(options: dict[str, object], name: str) -> float | None:
    value = options.pop(name, None)
    if value is None:
        return None
    try:
        if not isinstance(value, (str, bytes, bytearray, memoryview, SupportsFloat, SupportsIndex)):
            raise TypeError  # what float() raises for it
        number = float(value)
    except (TypeError, ValueError):
        raise UserInputError(f"option {name}={value!r} must be a number") from None
    if number <= 0:
        raise UserInputError(f"option {name}={value!r} must be positive")
    return number


def open_backend(url: str, **options: object) -> GraphBackend:
    """The backend ``url`` names, opened; keyword ``options`` override the URL's query options.

    Common options: ``space`` (default space), ``read_only`` (embedded/ladybug: refuse
    ``allow_writes``; default true), ``timeout`` (seconds per query). Server adapters get the
    host, port, credentials and space/database as keywords plus the remaining options.
    The scheme picks the opener in :data:`BACKENDS`.
    """
    parsed = parse_url(url)
    merged: dict[str, object] = {**parsed.options, **options}
    space = merged.pop("space", None) or parsed.space
    if not isinstance(space, (str, type(None))):
        raise UserInputError(f"option space={space!r} must be a space name")
    target = GraphUrl(
        scheme=parsed.scheme,
        path=parsed.path,
        host=parsed.host,
        port=parsed.port,
        hosts=parsed.hosts,
        user=parsed.user,
        password=parsed.password,
        space=space,
        options=dict(parsed.options),
        text=url,
    )
    return _kind(parsed.scheme).open(target, merged)


# --------------------------------------------------------------------------- the built-in openers


def _open_embedded(url: GraphUrl, options: dict[str, object]) -> GraphBackend:
    read_only = bool_option(options, "read_only", True)
    timeout_s = float_option(options, "timeout")
    _no_more(options, url.text)
    return EmbeddedBackend.open(url.path, space=url.space, read_only=read_only, timeout_s=timeout_s)


def _open_ladybug(url: GraphUrl, options: dict[str, object]) -> GraphBackend:
    backend_class = load_reference("r3.graph.ladybug:LadybugBackend")
    timeout = float_option(options, "timeout")
    alias = float_option(options, "timeout_s")  # the name the API and configs use
    read_only = bool_option(options, "read_only", True)
    workers = _count_option(options, "workers")
    _no_more(options, url.text)
    backend: GraphBackend = backend_class(
        url.path,
        space=url.space,
        read_only=read_only,
        timeout_s=timeout if timeout is not None else alias,
        workers=workers,
    )
    return backend


def _count_option(options: dict[str, object], name: str) -> int | None:
    """Pop a whole number ≥ 0 given as text (``workers=2``) or as an int."""
    value = options.pop(name, None)
    if value is None:
        return None
    try:
        number = int(str(value).strip())
    except ValueError:
        raise UserInputError(f"option {name}={value!r} must be a whole number") from None
    if number < 0:
        raise UserInputError(f"option {name}={value!r} must be 0 or more")
    return number


def server_options(url: GraphUrl, options: dict[str, object]) -> dict[str, object]:
    """A server's options: ``timeout`` → ``timeout_s``, ``read_only`` dropped; fails without a user."""
    timeout = float_option(options, "timeout")
    if timeout is not None:
        options["timeout_s"] = timeout
    options.pop("read_only", None)  # server adapters refuse writes unless allow_writes, always
    if url.user is None:
        prefix = _kind(url.scheme).credentials_env
        where = f"set {prefix}_USER/{prefix}_PASSWORD" if prefix else "there is no other place"
        raise UserInputError(f"{redact(url.text)}: no user name; put user:password@ in the URL or {where}")
    return options


def _open_nebula(url: GraphUrl, options: dict[str, object]) -> GraphBackend:
    options = server_options(url, options)
    adapter = _import_adapter("r3.graph.nebula", "nebula3", "nebula")
    settings = adapter.NebulaOptions(
        **_typed_options(options, adapter.NebulaOptions, url.text, "NebulaBackend")
    )
    backend: GraphBackend = adapter.NebulaBackend(
        list(url.hosts), url.user, url.password or "", space=url.space, options=settings
    )
    return backend


def _open_neo4j(url: GraphUrl, options: dict[str, object]) -> GraphBackend:
    options = server_options(url, options)
    cls = _import_adapter("r3.graph.neo4j", "neo4j", "neo4j").Neo4jBackend
    host = f"[{url.host}]" if url.host and ":" in url.host else url.host
    extra = _typed_options(options, cls, url.text)
    uri = f"{url.scheme}://{host}:{url.port}"
    backend: GraphBackend = cls(uri, url.user, url.password or "", database=url.space, **extra)
    return backend


def _typed_options(
    options: dict[str, object], cls: type, url: str, adapter: str | None = None
) -> dict[str, object]:
    """Options ``cls`` takes (the adapter's constructor, or its options class), with URL text
    turned into numbers/bools; ``adapter`` names it in the error (default: ``cls``)."""
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
        raise UserInputError(
            f"unknown option(s) {', '.join(unknown)} in {redact(url)!r} for {adapter or cls.__name__}"
        )
    params = inspect.signature(cls).parameters
    return {k: _checked(k, _typed(v), params[k]) for k, v in options.items()}


def _checked(name: str, value: object, param: inspect.Parameter) -> object:
    """``value`` when it fits the kind the constructor declares (a number where the default or
    annotation is a number, a bool where it is a bool), else a one-line error naming the option:
    ``?timeout_s=abc`` must not reach the adapter as text and fail there with a traceback."""
    default, hint = param.default, str(param.annotation)
    wants_bool = isinstance(default, bool) or hint.split(" | ")[0] == "bool"
    wants_number = not wants_bool and (
        isinstance(default, (int, float)) or any(t in ("int", "float") for t in hint.split(" | "))
    )
    if wants_bool and not isinstance(value, bool):
        raise UserInputError(f"option {name}={value!r} must be true or false")
    if wants_number and (
        isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
    ):
        raise UserInputError(f"option {name}={value!r} must be a number")
    whole = isinstance(default, int) and not isinstance(default, bool) or hint.split(" | ")[0] == "int"
    if wants_number and whole and not isinstance(value, int):
        raise UserInputError(f"option {name}={value!r} must be a whole number")
    return value


def _typed(value: object) -> object:
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


def _no_more(options: dict[str, object], url: str) -> None:
    """Local backends take no further options: name the unknown ones instead of ignoring them."""
    if options:
        raise UserInputError(
            f"unknown option(s) {', '.join(sorted(options))} in {redact(url)!r} "
            "(embedded/ladybug take space, read_only, timeout; ladybug also timeout_s, workers)"
        )


def _import_adapter(module: str, client: str, extra: str) -> ModuleType:
    """The adapter module, or a one-line install hint when its client library is missing."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name == module:
            raise UserInputError(f"the {extra} adapter ({module}) is not part of this r3 build") from e
        if e.name and e.name.split(".")[0] == client:
            require(client, extra, what=f"talking to {extra}")  # raises the one install hint
        raise


_NEO4J_ALIASES = ("neo4j+s", "neo4j+ssc", "bolt", "bolt+s", "bolt+ssc")

register_backend(
    "embedded",
    _open_embedded,
    local=True,
    form="embedded://[/path/to/store.sqlite|graphs_dir|config.yaml|script.ngql][?space=NAME]",
    description="r3's own engine: an SQLite graph store, a graphs folder, a config or an nGQL script",
)
register_backend(
    "ladybug",
    _open_ladybug,
    local=True,
    form="ladybug://[/path/to/db]",
    description="LadybugDB, embedded Cypher (r3-nl2gql[ladybug])",
)
register_backend(
    "nebula",
    _open_nebula,
    default_port=9669,
    credentials_env="R3_NEBULA",
    many_hosts=True,
    form="nebula://[user:password@]host[:9669][/space]",
    description="NebulaGraph graphd (r3-nl2gql[nebula])",
)
register_backend(
    "neo4j",
    _open_neo4j,
    default_port=7687,
    credentials_env="R3_NEO4J",
    aliases=_NEO4J_ALIASES,
    form="neo4j://[user:password@]host[:7687][/database] (or neo4j+s, neo4j+ssc, bolt, bolt+s, bolt+ssc)",
    description="Neo4j over Bolt (r3-nl2gql[neo4j])",
)

register_backend(
    "falkordb",
    "r3.graph.falkordb:open_falkordb",
    default_port=6379,
    credentials_env="R3_FALKORDB",
    form="falkordb://[user:password@]host[:6379]/graph",
    description="FalkorDB, a Redis module (r3-nl2gql[falkordb])",
)

#: The forms of the built-in schemes (:func:`accepted_forms` lists registered ones too).
ACCEPTED_FORMS = accepted_forms()
NEO4J_SCHEMES = ("neo4j", *_NEO4J_ALIASES)
SCHEMES = ("embedded", "ladybug", "nebula", *NEO4J_SCHEMES)


__all__ = [
    "ACCEPTED_FORMS",
    "BACKENDS",
    "BackendKind",
    "GraphUrl",
    "Opener",
    "NEO4J_SCHEMES",
    "SCHEMES",
    "bool_option",
    "float_option",
    "accepted_forms",
    "open_backend",
    "parse_url",
    "redact",
    "register_backend",
    "server_options",
]
