"""NebulaBackend against fake pools, sessions and storage clients built on nebula3's own types."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pytest

T = pytest.importorskip("nebula3.common.ttypes")

from nebula3.data.ResultSet import ResultSet as NebulaResultSet  # noqa: E402
from nebula3.Exception import AuthFailedException, IOErrorException  # noqa: E402
from nebula3.graph import ttypes as G  # noqa: E402
from nebula3.meta import ttypes as M  # noqa: E402
from nebula3.storage import ttypes as S  # noqa: E402

from r3.contracts.backend import GraphBackend  # noqa: E402
from r3.errors import (  # noqa: E402
    GraphConnectionError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    UserInputError,
)
from r3.graph.nebula import NebulaBackend, NebulaClients, NebulaOptions, split_statements  # noqa: E402
from r3.values import NULL, Edge, Map, Tags, Vertex  # noqa: E402

pytestmark = pytest.mark.quick

PASSWORD = "s3cret-pw"


# --------------------------------------------------------------------------- fakes


def val(x: Any) -> Any:
    if x is None:
        return T.Value(nVal=0)
    if isinstance(x, T.Value):
        return x
    if isinstance(x, bool):
        return T.Value(bVal=x)
    if isinstance(x, int):
        return T.Value(iVal=x)
    if isinstance(x, str):
        return T.Value(sVal=x.encode())
    if isinstance(x, list):
        return T.Value(lVal=T.NList(values=[val(v) for v in x]))
    raise TypeError(x)


def dataset(columns: list[str], rows: list[list[Any]]) -> Any:
    return T.DataSet(
        column_names=[c.encode() for c in columns], rows=[T.Row(values=[val(v) for v in r]) for r in rows]
    )


def ok(
    columns: list[str] | None = None, rows: list[list[Any]] | None = None, space: str = ""
) -> NebulaResultSet:
    data = dataset(columns, rows or []) if columns is not None else None
    resp = G.ExecutionResponse(error_code=0, latency_in_us=1, data=data, space_name=space.encode())
    return NebulaResultSet(resp, all_latency=1)


def err(code: int, message: str) -> NebulaResultSet:
    resp = G.ExecutionResponse(error_code=code, latency_in_us=1, error_msg=message.encode(), space_name=b"")
    return NebulaResultSet(resp, all_latency=1)


Handler = Callable[["FakeSession", str, Any], NebulaResultSet]


class FakeSession:
    def __init__(self, server: FakeServer, sid: int) -> None:
        self.server, self.sid = server, sid
        self.space = ""
        self.released = False

    def execute(self, stmt: str) -> NebulaResultSet:
        return self.execute_parameter(stmt, None)

    def execute_parameter(self, stmt: str, params: Any) -> NebulaResultSet:
        self.server.log.append((self.sid, stmt, params))
        if self.server.raise_next:
            raise self.server.raise_next.pop(0)
        if stmt.startswith("USE `"):
            name = stmt[4:].strip("`")
            if name not in self.server.spaces:
                return err(T.ErrorCode.E_EXECUTION_ERROR, f"SpaceNotFound: SpaceName `{name}`")
            self.space = name
            return ok(space=name)
        return self.server.handler(self, stmt, params)

    def release(self) -> None:
        self.released = True


class FakeServer:
    def __init__(self, handler: Handler | None = None, spaces: tuple[str, ...] = ("nba", "other")) -> None:
        self.handler: Handler = handler or (lambda sess, stmt, params: ok(["x"], [[1]], sess.space))
        self.spaces = spaces
        self.log: list[tuple[int, str, Any]] = []
        self.raise_next: list[BaseException] = []
        self.sessions: list[FakeSession] = []
        self.session_errors: list[BaseException] = []

    def statements(self) -> list[str]:
        return [stmt for _, stmt, _ in self.log]


class FakePool:
    def __init__(self, server: FakeServer) -> None:
        self.server = server
        self.closed = False
        self.users: list[tuple[str, str, bool]] = []

    def get_session(self, user: str, password: str, retry_connect: bool = True) -> FakeSession:
        self.users.append((user, password, retry_connect))
        if self.server.session_errors:
            raise self.server.session_errors.pop(0)
        session = FakeSession(self.server, len(self.server.sessions))
        self.server.sessions.append(session)
        return session

    def close(self) -> None:
        self.closed = True


def backend(server: FakeServer, **kw: Any) -> tuple[NebulaBackend, list[FakePool], list[float]]:
    pools: list[FakePool] = []
    sleeps: list[float] = []

    def factory(hosts: list[tuple[str, int]], config: Any) -> FakePool:
        assert hosts == [("graphd", 9669)]
        pool = FakePool(server)
        pool.config = config  # type: ignore[attr-defined]
        pools.append(pool)
        return pool

    kw.setdefault("scan_via", "graph")
    space = kw.pop("space", None)
    clients = NebulaClients(
        pool_factory=factory, sleep=sleeps.append, storage_factory=kw.pop("storage_factory", None)
    )
    b = NebulaBackend(
        [("graphd", 9669)], "root", PASSWORD, space=space, options=NebulaOptions(**kw), clients=clients
    )
    return b, pools, sleeps


# --------------------------------------------------------------------------- lifecycle and sessions


def test_pool_is_lazy_owned_and_closed() -> None:
    server = FakeServer()
    b, pools, _ = backend(server, space="nba", pool_size=4, timeout_s=2.5)
    assert isinstance(b, GraphBackend) and b.dialect == "ngql"
    assert pools == []  # nothing opened yet
    with b:
        rs = b.execute("YIELD 1 AS x")
        assert rs.columns == ["x"] and rs.rows == [(1,)] and rs.space == "nba"
        assert len(pools) == 1
        assert pools[0].config.max_connection_pool_size == 4 and pools[0].config.timeout == 2500
        assert pools[0].users == [("root", PASSWORD, False)]  # the adapter owns retries
    assert pools[0].closed and all(s.released for s in server.sessions)
    with pytest.raises(GraphConnectionError, match="closed"):
        b.execute("YIELD 1")


def test_one_session_per_space_and_use_only_when_needed() -> None:
    server = FakeServer()
    b, _, _ = backend(server, space="nba")
    b.execute("YIELD 1 AS x")
    b.execute("YIELD 2 AS x")
    b.execute("YIELD 3 AS x", space="other")
    b.execute("YIELD 4 AS x")
    assert [(sid, stmt) for sid, stmt, _ in server.log] == [
        (0, "USE `nba`"),
        (0, "YIELD 1 AS x"),
        (0, "YIELD 2 AS x"),
        (1, "USE `other`"),
        (1, "YIELD 3 AS x"),
        (0, "YIELD 4 AS x"),
    ]


def test_a_query_that_switches_space_is_noticed() -> None:
    def handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        if stmt.startswith("USE other;"):
            sess.space = "other"
        return ok(["x"], [[1]], sess.space)

    server = FakeServer(handler)
    b, _, _ = backend(server, space="nba")
    assert b.execute("USE other; YIELD 1 AS x").space == "other"
    b.execute("YIELD 2 AS x")
    assert server.statements()[-2:] == ["USE `nba`", "YIELD 2 AS x"]


def test_no_space_runs_without_use() -> None:
    server = FakeServer(lambda sess, stmt, params: ok(["Name"], [["nba"]]))
    b, _, _ = backend(server)
    assert b.execute("SHOW SPACES").rows == [("nba",)]
    assert server.statements() == ["SHOW SPACES"]


def test_unknown_space_is_an_execution_error() -> None:
    b, _, _ = backend(FakeServer(), space="nope")
    with pytest.raises(QueryExecutionError, match="SpaceNotFound"):
        b.execute("YIELD 1")


def test_parameters_are_sent_as_thrift_values() -> None:
    server = FakeServer()
    b, _, _ = backend(server, space="nba")
    b.execute("MATCH (v:player) WHERE v.player.name == $name RETURN v", params={"name": "Tim", "n": None})
    params = server.log[-1][2]
    assert params[b"name"] == T.Value(sVal=b"Tim") and params[b"n"] == T.Value(nVal=0)


def test_bad_arguments() -> None:
    with pytest.raises(UserInputError):
        NebulaBackend([], "root", "x")
    with pytest.raises(UserInputError):
        NebulaBackend([("h", 1)], "root", "x", options=NebulaOptions(scan_via="fast"))  # type: ignore[arg-type]


# --------------------------------------------------------------------------- read-only


def test_writes_are_refused_before_anything_is_sent() -> None:
    server = FakeServer()
    b, pools, _ = backend(server, space="nba")
    for query in (
        'INSERT VERTEX player(name, age) VALUES "x":("x", 1)',
        'UPDATE VERTEX ON player "x" SET age = 2',
        "DROP TAG player",
        "SUBMIT JOB STATS",
        "CREATE TAG t(a int)",
        'PROFILE DELETE VERTEX "x"',
        "NOT NGQL AT ALL; DELETE it",  # unparseable: refused (a syntax error), never sent
    ):
        with pytest.raises((QuerySemanticError, QuerySyntaxError)):
            b.execute(query)
    assert server.log == [] and pools == []
    b.execute('INSERT VERTEX player(name, age) VALUES "x":("x", 1)', allow_writes=True)
    assert server.statements()[-1].startswith("INSERT VERTEX")


def test_reads_the_parser_cannot_read_are_refused_read_only() -> None:
    server = FakeServer(
        lambda sess, stmt, params: err(T.ErrorCode.E_SYNTAX_ERROR, "SyntaxError: syntax error near `MTACH'")
    )
    b, _, _ = backend(server, space="nba")
    with pytest.raises(QuerySyntaxError):
        b.execute("MTACH (v) RETURN v")
    assert server.statements() == []  # read-only: what r3 cannot read is never sent
    with pytest.raises(QuerySyntaxError) as info:  # with writes allowed the server judges it
        b.execute("MTACH (v) RETURN v", allow_writes=True)
    assert info.value.token == "MTACH"
    assert server.statements()[-1] == "MTACH (v) RETURN v"


def test_explain_of_a_write_is_refused_read_only() -> None:
    server = FakeServer()
    b, _, _ = backend(server, space="nba")
    with pytest.raises(QuerySemanticError, match="it writes"):
        b.execute('EXPLAIN INSERT VERTEX player(name, age) VALUES "x":("x", 1)')
    assert server.statements() == []


# --------------------------------------------------------------------------- errors and retries


@pytest.mark.parametrize(
    ("code", "message", "exc"),
    [
        (T.ErrorCode.E_SYNTAX_ERROR, "SyntaxError: syntax error near `x'", QuerySyntaxError),
        (T.ErrorCode.E_SEMANTIC_ERROR, "SemanticError: `x' is not defined", QuerySemanticError),
        (T.ErrorCode.E_EXECUTION_ERROR, "Storage Error: The leader has changed", QueryExecutionError),
        (T.ErrorCode.E_BAD_PERMISSION, "PermissionError: No permission", QueryExecutionError),
    ],
)
def test_error_codes_become_r3_errors(code: int, message: str, exc: type[Exception]) -> None:
    b, _, sleeps = backend(FakeServer(lambda sess, stmt, params: err(code, message)), space="nba")
    with pytest.raises(exc) as info:
        b.execute("YIELD 1")
    assert message.split(":")[-1].strip() in str(info.value)
    assert sleeps == []  # query errors are not retried


def test_expired_session_is_replaced_and_the_query_retried() -> None:
    calls = {"n": 0}

    def handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        calls["n"] += 1
        if calls["n"] <= 2:
            return err(T.ErrorCode.E_SESSION_INVALID, "Session not existed!")
        return ok(["x"], [[7]], sess.space)

    server = FakeServer(handler)
    b, _, sleeps = backend(server, space="nba", backoff_s=0.1)
    assert b.execute("YIELD 7 AS x").rows == [(7,)]
    assert len(server.sessions) == 3 and sleeps == [0.1, 0.2]
    assert [stmt for stmt in server.statements() if stmt.startswith("USE")] == ["USE `nba`"] * 3


def test_retries_are_bounded() -> None:
    server = FakeServer(lambda sess, stmt, params: err(T.ErrorCode.E_SESSION_TIMEOUT, "Session timeout"))
    b, _, sleeps = backend(server, space="nba", retries=2, backoff_s=1.0)
    with pytest.raises(GraphConnectionError, match="session expired"):
        b.execute("YIELD 1")
    assert sleeps == [1.0, 2.0]
    # Even writes are re-sent after a session error: the server did not run them.
    server2 = FakeServer(lambda sess, stmt, params: err(T.ErrorCode.E_SESSION_INVALID, "gone"))
    b2, _, sleeps2 = backend(server2, space="nba", retries=1)
    with pytest.raises(GraphConnectionError):
        b2.execute('INSERT VERTEX player(name) VALUES "x":("x")', allow_writes=True)
    assert len([s for s in server2.statements() if s.startswith("INSERT")]) == 2


def test_broken_connection_retries_reads_but_not_writes() -> None:
    server = FakeServer()
    b, _, sleeps = backend(server, space="nba")
    server.raise_next = [IOErrorException(IOErrorException.E_CONNECT_BROKEN, "broken pipe")]
    assert b.execute("YIELD 1 AS x").rows == [(1,)]
    assert len(server.sessions) == 2 and len(sleeps) == 1

    server.raise_next = [IOErrorException(IOErrorException.E_CONNECT_BROKEN, "broken pipe")]
    write = 'INSERT VERTEX player(name) VALUES "x":("x")'
    with pytest.raises(GraphConnectionError, match="may or may not"):
        b.execute(write, allow_writes=True)
    assert server.statements().count(write) == 1


def test_connection_failures_exhaust_into_a_connection_error() -> None:
    server = FakeServer()
    b, _, sleeps = backend(server, space="nba", retries=2)
    server.raise_next = [IOErrorException(IOErrorException.E_CONNECT_BROKEN, "x")] * 3
    with pytest.raises(GraphConnectionError, match="gave up after 3 attempts"):
        b.execute("YIELD 1")
    assert len(sleeps) == 2


def test_timeout_is_an_execution_error_and_drops_the_session() -> None:
    server = FakeServer()
    b, _, sleeps = backend(server, space="nba", timeout_s=1.5)
    b.execute("YIELD 0")
    server.raise_next = [IOErrorException(IOErrorException.E_TIMEOUT, "timed out")]
    with pytest.raises(QueryExecutionError, match=r"timed out after 1\.5s"):
        b.execute("GO 5 STEPS FROM 'a' OVER like YIELD dst(edge)")
    assert sleeps == []
    b.execute("YIELD 1")
    assert len(server.sessions) == 2


def test_failed_session_checkout_is_retried() -> None:
    server = FakeServer()
    server.session_errors = [IOErrorException(IOErrorException.E_CONNECT_BROKEN, "refused")]
    b, _, sleeps = backend(server, space="nba")
    assert b.execute("YIELD 1 AS x").rows == [(1,)] and len(sleeps) == 1


def test_auth_failure_names_the_user_not_the_password(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    server = FakeServer()
    server.session_errors = [AuthFailedException("Invalid password")]
    b, _, sleeps = backend(server, space="nba")
    with pytest.raises(GraphConnectionError) as info:
        b.execute("YIELD 1")
    assert "'root'" in str(info.value) and PASSWORD not in str(info.value) and sleeps == []
    assert PASSWORD not in repr(b) and PASSWORD not in caplog.text


def test_unreachable_server_gives_a_hint() -> None:
    def factory(hosts: Any, config: Any) -> Any:
        raise RuntimeError("The services status exception: [services: ('graphd', 9669), status: BAD]")

    b = NebulaBackend([("graphd", 9669)], "root", PASSWORD, clients=NebulaClients(pool_factory=factory))
    with pytest.raises(GraphConnectionError, match="docker compose up") as info:
        b.execute("YIELD 1")
    assert "graphd:9669" in str(info.value) and PASSWORD not in str(info.value)


# --------------------------------------------------------------------------- schema


def schema_handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
    desc = ["Field", "Type", "Null", "Default", "Comment"]
    tables: dict[str, NebulaResultSet] = {
        "SHOW SPACES": ok(["Name"], [["nba"]]),
        "DESCRIBE SPACE `nba`": ok(
            ["ID", "Name", "Partition Number", "Replica Factor", "Charset", "Collate", "Vid Type"],
            [[1, "nba", 1, 1, "utf8", "utf8_bin", "FIXED_STRING(32)"]],
        ),
        "SHOW TAGS": ok(["Name"], [["player"], ["team"]], "nba"),
        "SHOW EDGES": ok(["Name"], [["serve"]], "nba"),
        "DESCRIBE TAG `player`": ok(
            desc, [["name", "string", "YES", None, None], ["age", "int64", "NO", "0", None]]
        ),
        "DESCRIBE TAG `team`": ok(desc, [["name", "string", "YES", None, None]]),
        "DESCRIBE EDGE `serve`": ok(
            desc, [["start_year", "int64", "YES", None, None], ["end_year", "int64", "YES", None, None]]
        ),
        "SHOW TAG INDEXES": ok(
            ["Index Name", "By Tag", "Columns"],
            [["player_name_index", "player", ["name"]], ["team_index", "team", []]],
        ),
        "DESCRIBE TAG INDEX `player_name_index`": ok(["Field", "Type"], [["name", "fixed_string(64)"]]),
        "DESCRIBE TAG INDEX `team_index`": err(T.ErrorCode.E_EXECUTION_ERROR, "Index not found"),
        "SHOW EDGE INDEXES": ok(
            ["Index Name", "By Edge", "Columns"], [["serve_index", "serve", ["start_year"]]]
        ),
        "DESCRIBE EDGE INDEX `serve_index`": ok(["Field", "Type"], [["start_year", "int64"]]),
    }
    return tables[stmt]


def test_schema_from_show_and_describe() -> None:
    b, _, _ = backend(FakeServer(schema_handler))
    graph = b.schema()
    nba = graph.space("nba")
    assert (nba.vid_type, nba.vid_length) == ("fixed_string", 32)
    assert list(nba.tags) == ["player", "team"] and list(nba.edges) == ["serve"]
    age = nba.tags["player"].prop("age")
    assert age is not None and (age.type, age.nullable, age.default) == ("int64", False, 0)
    assert nba.edges["serve"].property_names == ["start_year", "end_year"]
    ix = nba.indexes["player_name_index"]
    assert (ix.kind, ix.schema, ix.fields, ix.lengths) == ("tag", "player", ["name"], [64])
    assert nba.indexes["team_index"].fields == []  # DESCRIBE failed: SHOW's columns are kept
    assert nba.indexes_on("edge", "serve")[0].fields == ["start_year"]


def test_schema_skips_spaces_without_permission() -> None:
    def handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        if stmt == "SHOW SPACES":
            return ok(["Name"], [["secret"]])
        return err(T.ErrorCode.E_BAD_PERMISSION, "PermissionError: No permission to read space.")

    b, _, _ = backend(FakeServer(handler, spaces=("secret",)))
    assert b.schema().spaces == {}
    with pytest.raises(QueryExecutionError, match="No permission"):
        b.schema(["secret"])


# --------------------------------------------------------------------------- scans through graphd


def graph_scan_handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
    def vertex(vid: str, tags: dict[str, dict[str, Any]]) -> Any:
        return T.Value(
            vVal=T.Vertex(
                vid=val(vid),
                tags=[
                    T.Tag(name=t.encode(), props={k.encode(): val(v) for k, v in p.items()})
                    for t, p in tags.items()
                ],
            )
        )

    def edge(src: str, dst: str, name: str, rank: int) -> Any:
        return T.Value(
            eVal=T.Edge(src=val(src), dst=val(dst), type=1, name=name.encode(), ranking=rank, props={})
        )

    pages = {
        "MATCH (v:`player`) RETURN v SKIP 0 LIMIT 2": [
            [vertex("a", {"player": {"age": 1}})],
            [vertex("b", {"player": {"age": 2}, "team": {"name": "B"}})],
        ],
        "MATCH (v:`player`) RETURN v SKIP 2 LIMIT 2": [[vertex("c", {"player": {"age": None}})]],
        "MATCH (v:`team`) RETURN v SKIP 0 LIMIT 2": [
            [vertex("b", {"player": {"age": 2}, "team": {"name": "B"}})],
            [vertex("t", {"team": {"name": "T"}})],
        ],
        "MATCH (v:`team`) RETURN v SKIP 2 LIMIT 2": [],
        "MATCH ()-[e:`like`]->() RETURN e SKIP 0 LIMIT 2": [
            [edge("a", "b", "like", 0)],
            [edge("a", "c", "like", 1)],
        ],
        "MATCH ()-[e:`like`]->() RETURN e SKIP 2 LIMIT 2": [],
    }
    if stmt == "SHOW TAGS":
        return ok(["Name"], [["player"], ["team"]], sess.space)
    if stmt == "SHOW EDGES":
        return ok(["Name"], [["like"]], sess.space)
    return ok(["v"], pages[stmt], sess.space)


def test_graph_scan_pages_and_yields_each_vertex_once() -> None:
    b, _, _ = backend(FakeServer(graph_scan_handler), space="nba", scan_batch_size=2)
    vertices = list(b.scan_vertices())
    assert [v.vid for v in vertices] == ["a", "b", "c", "t"]
    assert vertices[1] == Vertex("b", Tags({"player": Map({"age": 2}), "team": Map({"name": "B"})}))
    assert vertices[2].props("player")["age"] == NULL
    assert list(b.scan_edges()) == [Edge("a", "b", "like", 0, Map()), Edge("a", "c", "like", 1, Map())]


def test_scan_needs_a_space() -> None:
    b, _, _ = backend(FakeServer())
    with pytest.raises(UserInputError, match="which space"):
        list(b.scan_vertices())


# --------------------------------------------------------------------------- scans from storage


class Column:
    def __init__(self, name: str) -> None:
        self.name = name.encode()


class FakeMeta:
    closed = False

    def get_space_id(self, space: str) -> int:
        assert space == "nba"
        return 1

    def get_tag_id(self, space: str, tag: str) -> int:
        return {"player": 10, "team": 11}[tag]

    def get_tag_schema(self, space: str, tag: str) -> Any:
        return M.Schema(columns=[Column(c) for c in {"player": ["name", "age"], "team": ["name"]}[tag]])

    def get_edge_type(self, space: str, edge: str) -> int:
        return {"like": 20}[edge]

    def get_edge_schema(self, space: str, edge: str) -> Any:
        return M.Schema(columns=[Column("likeness")])

    def get_part_leaders(self, space: str) -> dict[int, Any]:
        return {2: T.HostAddr("s2", 9779), 1: T.HostAddr("s1", 9779)}

    def close(self) -> None:
        self.closed = True


VCOLS = ["_vid", "player._vid", "player.name", "player.age", "team._vid", "team.name"]
E = T.Value()  # EMPTY


class FakeStorageConn:
    """Serves scripted batches per (part, cursor); moves part 2's leader once."""

    def __init__(self, addr: Any, log: list[Any]) -> None:
        self.addr, self.log = addr, log

    def storage_addr(self) -> Any:
        return self.addr

    def _reply(self, part: int, rows: list[list[Any]], cols: list[str], nxt: bytes | None) -> Any:
        return S.ScanResponse(
            result=S.ResponseCommon(failed_parts=[]),
            props=dataset(cols, rows),
            cursors={part: S.ScanCursor(next_cursor=nxt)},
        )

    def scan_vertex(self, req: Any) -> Any:
        ((part, cursor),) = req.parts.items()
        self.log.append((self.addr.host, "v", part, cursor.next_cursor, [c.tag for c in req.return_columns]))
        assert [c.props[0] for c in req.return_columns] == [b"_vid", b"_vid"] and req.limit == 2
        if part == 2 and self.addr.host == "s2":
            return S.ScanResponse(
                result=S.ResponseCommon(
                    failed_parts=[
                        S.PartitionResult(
                            code=T.ErrorCode.E_LEADER_CHANGED, part_id=2, leader=T.HostAddr("s1", 9779)
                        )
                    ]
                )
            )
        if part == 1 and cursor.next_cursor is None:
            # the batch ends in the middle of vertex "b": its team row comes next
            rows = [["a", "a", "A", 1, E, E], ["b", "b", "B", 2, E, E]]
            return self._reply(1, rows, VCOLS, b"k1")
        if part == 1:
            return self._reply(1, [["b", E, E, E, "b", "Bteam"]], VCOLS, None)
        return self._reply(2, [["t", E, E, E, "t", "T"]], VCOLS, b"")

    def scan_edge(self, req: Any) -> Any:
        ((part, cursor),) = req.parts.items()
        assert req.return_columns[0].props[:4] == [b"_src", b"_type", b"_rank", b"_dst"]
        cols = ["like._src", "like._type", "like._rank", "like._dst", "like.likeness"]
        if part == 1:
            return self._reply(1, [["a", 20, 0, "b", 90], ["b", -20, 0, "a", 90]], cols, None)
        if self.addr.host == "s2":
            return self._reply(2, [["t", 20, 3, "a", 10]], cols, None)
        return S.ScanResponse(result=S.ResponseCommon(failed_parts=[S.PartitionResult(code=-3, part_id=2)]))


class FakeStorageClient:
    def __init__(self, log: list[Any]) -> None:
        self.conns = [
            FakeStorageConn(T.HostAddr("s1", 9779), log),
            FakeStorageConn(T.HostAddr("s2", 9779), log),
        ]
        self.closed = False

    def get_conns(self) -> list[Any]:
        return self.conns

    def close(self) -> None:
        self.closed = True


def storage_backend(**kw: Any) -> tuple[NebulaBackend, list[Any], list[Any]]:
    """A backend scanning through fake storaged clients (``kw`` overrides its options)."""
    log: list[Any] = []
    made: list[Any] = []

    def storage_factory(meta_hosts: list[tuple[str, int]], timeout_ms: int) -> tuple[Any, Any]:
        assert meta_hosts == [("graphd", 9559)] and timeout_ms == 60000
        pair = (FakeMeta(), FakeStorageClient(log))
        made.append(pair)
        return pair

    b, _, _ = backend(
        FakeServer(graph_scan_handler),
        space="nba",
        scan_via="auto",
        scan_batch_size=2,
        **{"storage_factory": storage_factory, **kw},
    )
    return b, log, made


def test_storage_scan_walks_parts_follows_cursors_and_stitches_vertices() -> None:
    b, log, made = storage_backend()
    vertices = list(b.scan_vertices())
    assert vertices == [
        Vertex("a", {"player": {"name": "A", "age": 1}}),
        Vertex("b", {"player": {"name": "B", "age": 2}, "team": {"name": "Bteam"}}),
        Vertex("t", {"team": {"name": "T"}}),
    ]
    # part 1 twice (cursor followed), part 2 on s2 (leader moved) then on s1
    assert [(host, part, cur) for host, _, part, cur, _ in log] == [
        ("s1", 1, None),
        ("s1", 1, b"k1"),
        ("s2", 2, None),
        ("s1", 2, None),
    ]
    assert log[0][4] == [10, 11]  # one request names every tag
    b.close()
    meta, client = made[0]
    assert meta.closed and client.closed


def test_storage_edge_scan_skips_in_edges_and_reports_failed_parts() -> None:
    b, _, _ = storage_backend()
    edges = b.scan_edges()
    assert next(edges) == Edge("a", "b", "like", 0, Map({"likeness": 90}))
    assert next(edges) == Edge("t", "a", "like", 3, Map({"likeness": 10}))
    b2, _, _ = storage_backend(retries=0)
    with pytest.raises(QueryExecutionError, match="part 2"):
        list(b2.scan_vertices())


def test_unreachable_storage_falls_back_to_graphd_or_fails_when_required(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(meta_hosts: Any, timeout_ms: int) -> Any:
        raise OSError("Name or service not known: storaged0")

    b, _, _ = storage_backend(storage_factory=broken)
    with caplog.at_level(logging.WARNING):
        assert [v.vid for v in b.scan_vertices()] == ["a", "b", "c", "t"]
    assert "graphd instead" in caplog.text
    b2, _, _ = backend(
        FakeServer(graph_scan_handler), space="nba", scan_via="storage", storage_factory=broken
    )
    with pytest.raises(GraphConnectionError, match="SHOW HOSTS"):
        list(b2.scan_vertices())


# --------------------------------------------------------------------------- scripts


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_run_script_waits_for_schema_changes_to_propagate() -> None:
    clock = Clock()
    seen: dict[str, int] = {}

    def handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        seen[stmt] = seen.get(stmt, 0) + 1
        clock.now += 1.0
        if stmt == "USE nba" and seen[stmt] < 3:
            return err(T.ErrorCode.E_EXECUTION_ERROR, "SpaceNotFound: SpaceName `nba`")
        if stmt == "USE nba":
            sess.space = "nba"
        if stmt.startswith("INSERT") and seen[stmt] < 2:
            return err(T.ErrorCode.E_SEMANTIC_ERROR, "SemanticError: No schema found for `player'")
        return ok(space=sess.space)

    server = FakeServer(handler)
    b, _, sleeps = backend(server)
    script = (
        "CREATE SPACE IF NOT EXISTS nba(partition_num=1, replica_factor=1, vid_type=FIXED_STRING(32));\n"
        "USE nba;\n-- data\nCREATE TAG IF NOT EXISTS player(name string, age int);\n"
        'INSERT VERTEX player(name, age) VALUES "a;b":("a", 1);'
    )
    assert b.run_script(script, clock=clock, poll_s=0.5) == 4
    assert seen["USE nba"] == 3 and seen['INSERT VERTEX player(name, age) VALUES "a;b":("a", 1)'] == 2
    assert sleeps == [0.5, 0.5, 0.5]
    # the script's USE carried over: the INSERT ran in the session that is in nba
    assert server.sessions[-1].space == "nba"


def test_run_script_stops_at_a_real_error_or_after_waiting() -> None:
    clock = Clock()

    def handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        clock.now += 10.0
        if stmt.startswith("CREATE TAG"):
            return err(T.ErrorCode.E_SEMANTIC_ERROR, "SemanticError: bad type `strin'")
        return err(T.ErrorCode.E_EXECUTION_ERROR, "TagNotFound: Tag `player` not found")

    b, _, _ = backend(FakeServer(handler))
    with pytest.raises(QuerySemanticError, match="statement 1 of the script failed"):
        b.run_script("CREATE TAG t(a string); YIELD 1", clock=clock)
    with pytest.raises(QueryExecutionError, match="statement 1"):
        b.run_script('INSERT VERTEX player(name) VALUES "a":("a")', clock=clock, wait_s=25.0)


def test_run_script_reads_the_shared_nba_script(shared_dir: Any) -> None:
    script = (shared_dir / "datasets" / "nebula-nba" / "nba.ngql").read_text(encoding="utf-8")
    server = FakeServer(lambda sess, stmt, params: ok(space=sess.space))
    b, _, _ = backend(server, space="nba")
    count = b.run_script(script)
    sent = [s for s in server.statements() if not s.startswith("USE")]
    from r3.lang.parser import parse

    assert count == len(sent) == len(parse(script, "ngql").statements)
    assert sent[0].startswith("CREATE TAG") and " ".join(sent[-1].split()).startswith("INSERT EDGE")
    assert all(not s.rstrip().endswith(";") for s in sent)


def test_split_statements_respects_strings_and_comments() -> None:
    script = """-- a comment; with a semicolon
    CREATE TAG t(a string);  # trailing; comment
    INSERT VERTEX t(a) VALUES "x;y":("it's; fine");
    /* block; */ YIELD 'a;b' AS `c;d`
    ;;
    """
    assert split_statements(script) == [
        "CREATE TAG t(a string)",
        'INSERT VERTEX t(a) VALUES "x;y":("it\'s; fine")',
        "YIELD 'a;b' AS `c;d`",
    ]
    assert split_statements("  -- only a comment\n") == []


def test_session_lost_while_switching_space_is_retried() -> None:
    uses = {"n": 0}

    def handler(sess: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        return ok(["x"], [[1]], sess.space)

    server = FakeServer(handler)
    original = FakeSession.execute_parameter

    def flaky(self: FakeSession, stmt: str, params: Any) -> NebulaResultSet:
        if stmt.startswith("USE `"):
            uses["n"] += 1
            if uses["n"] == 1:
                self.server.log.append((self.sid, stmt, params))
                return err(T.ErrorCode.E_SESSION_INVALID, "Session not existed!")
        return original(self, stmt, params)

    b, _, sleeps = backend(server, space="nba")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(FakeSession, "execute_parameter", flaky)
        assert b.execute("YIELD 1 AS x").rows == [(1,)]
    assert len(server.sessions) == 2 and len(sleeps) == 1


def test_write_detection_used_by_both_adapters() -> None:
    from r3.graph.readonly import find_writes, lexical_writes

    assert find_writes('INSERT VERTEX player(name) VALUES "a":("a")', "ngql") == ["INSERT VERTEX"]
    assert find_writes("SUBMIT JOB STATS", "ngql") == ["SUBMIT JOB"]
    assert find_writes("SHOW TAGS; DESCRIBE TAG player; MATCH (v) RETURN v LIMIT 1", "ngql") == []
    assert find_writes("MATCH (n) DETACH DELETE n", "cypher") == ["DELETE"]
    assert find_writes("CALL db.schema.visualization()", "cypher") == []
    # unparseable text: words inside strings, comments and quoted names do not count
    assert lexical_writes("FOO 'delete' `set` // create\n /* drop */ BAR") == []
    assert lexical_writes("FOO bar; merge x SET y") == ["MERGE", "SET"]
