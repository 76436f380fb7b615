"""Graph URLs: parsing, credentials from the environment, redaction, dispatch to adapters."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from r3.errors import UserInputError
from r3.graph import connect
from r3.graph.connect import open_backend, parse_url, redact

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("url", "scheme", "host", "port", "user", "password", "space"),
    [
        ("nebula://root:nebula@graphd:9669/nba", "nebula", "graphd", 9669, "root", "nebula", "nba"),
        ("nebula://root:p%40ss@graphd/nba", "nebula", "graphd", 9669, "root", "p@ss", "nba"),
        (
            "neo4j://neo4j:pw@db.example.org:7687/movies",
            "neo4j",
            "db.example.org",
            7687,
            "neo4j",
            "pw",
            "movies",
        ),
        ("neo4j+s://u:p@x.databases.neo4j.io", "neo4j+s", "x.databases.neo4j.io", 7687, "u", "p", None),
        ("bolt://u:p@localhost:7688", "bolt", "localhost", 7688, "u", "p", None),
        ("bolt+ssc://u:p@[::1]:7687/db", "bolt+ssc", "::1", 7687, "u", "p", "db"),
        ("nebula://u:p@h:1?space=s", "nebula", "h", 1, "u", "p", "s"),
    ],
)
def test_server_urls(
    url: str, scheme: str, host: str, port: int, user: str, password: str, space: str | None
) -> None:
    parsed = parse_url(url, env={})
    assert (parsed.scheme, parsed.host, parsed.port, parsed.user, parsed.password, parsed.space) == (
        scheme,
        host,
        port,
        user,
        password,
        space,
    )
    assert parsed.is_server
    assert "password" not in repr(parsed)  # the password field is kept out of repr


def test_nebula_takes_several_hosts_and_neo4j_does_not() -> None:
    parsed = parse_url("nebula://u:p@h1:9669,h2,h3:19669/nba", env={})
    assert parsed.hosts == (("h1", 9669), ("h2", 9669), ("h3", 19669))
    with pytest.raises(UserInputError, match="only nebula"):
        parse_url("neo4j://u:p@h1,h2/db", env={})


def test_credentials_come_from_the_environment_only_when_missing() -> None:
    env = {
        "R3_NEBULA_USER": "envuser",
        "R3_NEBULA_PASSWORD": "envpw",
        "R3_NEO4J_USER": "n",
        "R3_NEO4J_PASSWORD": "q",
    }
    p = parse_url("nebula://graphd:9669/nba", env=env)
    assert (p.user, p.password) == ("envuser", "envpw")
    p = parse_url("nebula://me:mine@graphd/nba", env=env)
    assert (p.user, p.password) == ("me", "mine")
    p = parse_url("bolt://db:7687", env=env)
    assert (p.user, p.password) == ("n", "q")


@pytest.mark.parametrize(
    ("url", "path", "space", "options"),
    [
        ("embedded://", None, None, {}),
        ("embedded:///abs/store.sqlite?space=nba", "/abs/store.sqlite", "nba", {}),
        ("embedded://rel/graphs?space=nba&read_only=false", "rel/graphs", "nba", {"read_only": "false"}),
        ("embedded:///a%20b/config.yaml", "/a b/config.yaml", None, {}),
        ("ladybug:///data/nba.lbdb", "/data/nba.lbdb", None, {}),
        ("ladybug://", None, None, {}),
    ],
)
def test_local_urls(url: str, path: str | None, space: str | None, options: dict[str, str]) -> None:
    parsed = parse_url(url, env={})
    assert (parsed.path, parsed.space, parsed.options) == (path, space, options)
    assert not parsed.is_server


@pytest.mark.parametrize(
    "url",
    [
        "",
        "nba",
        "mysql://u:p@h/db",
        "nebula://",
        "nebula://u:p@h:notaport/x",
        "nebula://u:p@h:99999",
        "neo4j://u:p@h/a/b",
    ],
)
def test_bad_urls_name_the_accepted_forms(url: str) -> None:
    with pytest.raises(UserInputError) as info:
        parse_url(url, env={})
    text = str(info.value)
    assert "p@" not in text  # never the password
    if "://" not in url or url.startswith("mysql"):
        assert "accepted forms" in text and "ladybug://" in text


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("nebula://root:s3cret@h:9669/nba", "nebula://root:***@h:9669/nba"),
        ("neo4j+s://u:p/w?d@h/db?password=x&timeout=3", "neo4j+s://u:***@h/db?password=***&timeout=3"),
        ("neo4j://u:pw@h/db?email=a@b.org&token=t", "neo4j://u:***@h/db?email=a@b.org&token=***"),
        ("bolt://u@h:7687", "bolt://u@h:7687"),
        ("embedded:///tmp/x.sqlite?space=a", "embedded:///tmp/x.sqlite?space=a"),
        ("not a url", "not a url"),
    ],
)
def test_redact_hides_passwords_and_keeps_the_rest(url: str, shown: str) -> None:
    assert redact(url) == shown


def test_open_embedded_backends(tiny_graph: Path, tmp_path: Path) -> None:
    from r3.graph.embedded import EmbeddedBackend

    empty = open_backend("embedded://")
    assert isinstance(empty, EmbeddedBackend) and empty.store.space_names() == []
    folder = open_backend(f"embedded://{tiny_graph.parent}?space=tiny")
    assert isinstance(folder, EmbeddedBackend) and folder.space == "tiny" and folder.read_only
    config = open_backend(f"embedded://{tiny_graph / 'config.yaml'}", read_only=False)
    assert isinstance(config, EmbeddedBackend) and not config.read_only
    with pytest.raises(UserInputError, match="unknown option"):
        open_backend("embedded://?colour=blue")
    with pytest.raises(UserInputError, match="no graph store"):
        open_backend(f"embedded://{tmp_path / 'missing.sqlite'}")


def test_open_ladybug_backend_in_memory() -> None:
    pytest.importorskip("real_ladybug")
    from r3.graph.ladybug import LadybugBackend

    backend = open_backend("ladybug://?timeout=5")
    try:
        assert isinstance(backend, LadybugBackend) and backend.dialect == "cypher"
    finally:
        backend.close()


@dataclass(frozen=True)
class _FakeNebulaOptions:
    """Stands in for the NebulaGraph adapter's options (what URL options it takes)."""

    timeout_s: float = 60.0
    pool_size: int = 10


class _FakeServer:
    """Stands in for an adapter class: records what the dispatcher passed."""

    def __init__(self, target: Any, user: str, password: str, *, space: Any = None, database: Any = None,
                 timeout_s: float = 60.0, pool_size: int = 10, options: Any = None) -> None:  # fmt: skip
        if options is not None:  # NebulaGraph's URL options come as one object
            timeout_s, pool_size = options.timeout_s, options.pool_size
        self.args = {"target": target, "user": user, "password": password, "space": space,
                     "database": database, "timeout_s": timeout_s, "pool_size": pool_size}  # fmt: skip


class _FakeModule:
    NebulaBackend = _FakeServer
    NebulaOptions = _FakeNebulaOptions
    Neo4jBackend = _FakeServer


def test_dispatch_to_server_adapters(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(connect, "_import_adapter", lambda module, client, extra: _FakeModule)
    monkeypatch.setenv("R3_NEO4J_USER", "neo4j")
    monkeypatch.setenv("R3_NEO4J_PASSWORD", "envpw")
    nebula: Any = open_backend("nebula://root:nebula@h1:9669,h2/nba?timeout=2.5&pool_size=4")
    assert nebula.args == {
        "target": [("h1", 9669), ("h2", 9669)], "user": "root", "password": "nebula", "space": "nba",
        "database": None, "timeout_s": 2.5, "pool_size": 4,
    }  # fmt: skip
    neo: Any = open_backend("neo4j+s://db.example.org/movies")
    assert neo.args["target"] == "neo4j+s://db.example.org:7687"
    assert (neo.args["user"], neo.args["password"], neo.args["database"]) == ("neo4j", "envpw", "movies")
    with pytest.raises(UserInputError, match="unknown option"):
        open_backend("bolt://u:p@h?colour=red")


def test_server_url_without_user_says_where_credentials_go(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("R3_NEBULA_USER", raising=False)
    with pytest.raises(UserInputError, match="R3_NEBULA_USER"):
        open_backend("nebula://graphd:9669/nba")


def test_missing_client_library_gives_an_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    def fail(name: str) -> Any:
        raise ModuleNotFoundError(f"No module named '{name}'", name="nebula3")

    monkeypatch.setattr(importlib, "import_module", fail)
    with pytest.raises(UserInputError, match=r"pip install 'r3-nl2gql\[nebula\]'"):
        connect._import_adapter("r3.graph.nebula", "nebula3", "nebula")
