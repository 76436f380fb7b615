"""Neo4jBackend against a fake driver that returns the driver's own Record/Node objects."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pytest

neo4j = pytest.importorskip("neo4j")

from neo4j import READ_ACCESS, WRITE_ACCESS, Record  # noqa: E402
from neo4j import exceptions as X  # noqa: E402
from neo4j import time as nt  # noqa: E402

from r3.contracts.backend import GraphBackend  # noqa: E402
from r3.errors import (  # noqa: E402
    GraphConnectionError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    UserInputError,
)
from r3.graph.neo4j import Neo4jBackend  # noqa: E402
from r3.values import NULL, Date, Edge, Map, Vertex  # noqa: E402

pytestmark = pytest.mark.quick

PASSWORD = "s3cret-pw"


def hydrator() -> Any:
    mod = pytest.importorskip("neo4j._codec.hydration.bolt.v1.hydration_handler")
    return mod._GraphHydrator()


# --------------------------------------------------------------------------- fakes

Handler = Callable[[str, dict[str, Any], str], tuple[list[str], list[list[Any]]]]


class Summary:
    def __init__(self, database: str | None, plan: Any = None) -> None:
        self.database, self.plan, self.profile = database, plan, None


class FakeResult:
    def __init__(self, keys: list[str], rows: list[list[Any]], database: str | None) -> None:
        self._keys, self._rows, self._db = keys, rows, database
        self.plan: Any = None

    def keys(self) -> list[str]:
        return self._keys

    def __iter__(self) -> Any:
        return iter(Record(zip(self._keys, row, strict=True)) for row in self._rows)

    def consume(self) -> Summary:
        return Summary(self._db, self.plan)


class FakeSession:
    def __init__(self, driver: FakeDriver, config: dict[str, Any]) -> None:
        self.driver, self.config = driver, config
        self.closed = False

    def __enter__(self) -> FakeSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.closed = True

    def _result(self, query: str, params: dict[str, Any] | None, how: str) -> FakeResult:
        self.driver.log.append((how, query, params or {}, self.config))
        keys, rows = self.driver.handler(query, params or {}, how)
        return FakeResult(keys, rows, self.config.get("database") or "neo4j")

    def execute_read(self, fn: Any) -> Any:
        return fn(FakeTx(self, "read"))

    def execute_write(self, fn: Any) -> Any:
        return fn(FakeTx(self, "write"))

    def run(self, query: str, params: dict[str, Any] | None = None) -> FakeResult:
        return self._result(query, params, "run")


class FakeTx:
    def __init__(self, session: FakeSession, how: str) -> None:
        self.session, self.how = session, how

    def run(self, query: str, params: dict[str, Any] | None = None) -> FakeResult:
        return self.session._result(query, params, self.how)


class FakeDriver:
    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.log: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = []
        self.closed = False

    def session(self, **config: Any) -> FakeSession:
        return FakeSession(self, config)

    def close(self) -> None:
        self.closed = True


def make(handler: Handler, **kw: Any) -> tuple[Neo4jBackend, list[Any]]:
    made: list[Any] = []

    def factory(uri: str, auth: tuple[str, str], config: dict[str, Any]) -> FakeDriver:
        assert uri == "neo4j://localhost:7687" and auth == ("neo4j", PASSWORD)
        driver = FakeDriver(handler)
        driver.config = config  # type: ignore[attr-defined]
        made.append(driver)
        return driver

    return Neo4jBackend("neo4j://localhost:7687", "neo4j", PASSWORD, driver_factory=factory, **kw), made


def table(keys: list[str], *rows: list[Any]) -> Handler:
    return lambda query, params, how: (keys, [list(r) for r in rows])


# --------------------------------------------------------------------------- execute


def test_lazy_driver_read_session_and_conversion() -> None:
    h = hydrator()
    node = h.hydrate_node(1, ["player"], {"name": "Tim", "age": 42}, "4:db:1")
    b, made = make(table(["n", "n.age"], [node, 42]), database="nba", timeout_s=12.0, fetch_size=50)
    assert isinstance(b, GraphBackend) and b.dialect == "cypher" and made == []
    with b:
        rs = b.execute("MATCH (n:player) RETURN n, n.age")
        assert rs.columns == ["n", "n.age"]
        assert rs.rows == [(Vertex("4:db:1", {"player": {"name": "Tim", "age": 42}}), 42)]
        assert rs.space == "nba"
        driver = made[0]
        how, query, _, config = driver.log[0]
        assert how == "read" and config == {
            "database": "nba",
            "default_access_mode": READ_ACCESS,
            "fetch_size": 50,
        }
        assert driver.config == {"connection_timeout": 12.0, "max_transaction_retry_time": 12.0}
    assert made[0].closed
    with pytest.raises(GraphConnectionError, match="closed"):
        b.execute("RETURN 1")


def test_space_selects_the_database_and_params_become_driver_values() -> None:
    b, made = make(table(["x"], [1]))
    b.execute("RETURN $d AS x", space="other", params={"d": Date(2020, 1, 2), "xs": [1, None]})
    _, _, params, config = made[0].log[0]
    assert config["database"] == "other"
    assert params == {"d": nt.Date(2020, 1, 2), "xs": [1, None]}


def test_writes_are_refused_then_run_in_write_transactions() -> None:
    b, made = make(table(["count(n)"], [1]))
    for query in (
        "CREATE (n:player {name: 'x'})",
        "MATCH (n) SET n.age = 1",
        "MATCH (n) DETACH DELETE n",
        "MERGE (n:x)",
    ):
        with pytest.raises(QuerySemanticError, match="read-only"):
            b.execute(query)
    assert made == []  # nothing was even connected
    b.execute("CREATE (n:player {name: 'x'}) RETURN count(n)", allow_writes=True)
    how, _, _, config = made[0].log[0]
    assert how == "write" and config["default_access_mode"] == WRITE_ACCESS


def test_server_errors_become_r3_errors() -> None:
    def raising(exc: Exception) -> Handler:
        def handler(query: str, params: dict[str, Any], how: str) -> Any:
            raise exc

        return handler

    syntax = X.Neo4jError._hydrate_neo4j(
        code="Neo.ClientError.Statement.SyntaxError",
        message="Invalid input 'RETRN' (line 1, column 11 (offset: 10))",
    )
    b, _ = make(raising(syntax))
    with pytest.raises(QuerySyntaxError) as info:
        b.execute("MATCH (n) RETRN n")
    assert (info.value.line, info.value.column, info.value.token) == (1, 11, "RETRN")
    b2, _ = make(raising(X.ServiceUnavailable("Couldn't connect")))
    with pytest.raises(GraphConnectionError, match="localhost:7687"):
        b2.execute("RETURN 1")
    mode = X.Neo4jError._hydrate_neo4j(
        code="Neo.ClientError.Statement.AccessMode", message="Writing in read access"
    )
    b3, _ = make(raising(mode))
    with pytest.raises(QuerySemanticError, match="read-only"):
        b3.execute("CALL apoc.create.node(['x'], {})")  # a write the client check cannot see
    b4, _ = make(
        raising(X.Neo4jError._hydrate_neo4j(code="Neo.ClientError.Statement.TypeError", message="bad"))
    )
    with pytest.raises(QueryExecutionError):
        b4.execute("RETURN 1 + 'a'")


def test_credentials_never_shown(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    b = Neo4jBackend("neo4j://neo4j:pw-in-uri@localhost:7687", "neo4j", PASSWORD)
    assert PASSWORD not in repr(b) and "pw-in-uri" not in repr(b) and "pw-in-uri" not in b.where
    with pytest.raises(UserInputError):
        Neo4jBackend("localhost:7687", "neo4j", PASSWORD)
    assert PASSWORD not in caplog.text


def test_plan_text_from_the_summary() -> None:
    class PlanResult(FakeResult):
        def consume(self) -> Summary:
            return Summary(
                "neo4j",
                {
                    "operatorType": "ProduceResults@neo4j",
                    "args": {"EstimatedRows": 1.0},
                    "children": [{"operatorType": "AllNodesScan@neo4j", "args": {}, "children": []}],
                },
            )

    b, made = make(table([]))
    b._get_driver()
    made[0].session = lambda **config: type(  # type: ignore[method-assign]
        "S",
        (FakeSession,),
        {"_result": lambda self, q, p, how: PlanResult([], [], "neo4j")},
    )(made[0], config)
    plan = b.execute("EXPLAIN MATCH (n) RETURN n").plan
    assert plan is not None and plan.splitlines() == [
        'ProduceResults@neo4j {"EstimatedRows": 1.0}',
        "  AllNodesScan@neo4j",
    ]


@pytest.mark.parametrize(("lookup_fails", "ends"), [(False, ("Tim", "Spurs")), (True, ("4:db:1", "4:db:2"))])
def test_relationships_sent_without_their_nodes_get_their_vids_looked_up(
    lookup_fails: bool, ends: tuple[str, str]
) -> None:
    """``RETURN r`` sends r's end nodes without properties: one read fetches their vids
    (``vid_property``), so an edge alone names the same vertices as the rest of r3."""
    rel = hydrator().hydrate_relationship(
        7, 1, 2, "serve", {"start_year": 1997}, "5:db:7", "4:db:1", "4:db:2"
    )

    def handler(query: str, params: dict[str, Any], how: str) -> Any:
        if "elementId(n) IN $ids" in query:
            if lookup_fails:
                raise X.Neo4jError._hydrate_neo4j(code="Neo.ClientError.Statement.SyntaxError", message="old")
            assert sorted(params["ids"]) == ["4:db:1", "4:db:2"] and params["vid"] == "_vid"
            return ["id", "vid"], [["4:db:1", "Tim"], ["4:db:2", "Spurs"]]
        return ["r"], [[rel]]

    b, _ = make(handler, vid_property="_vid")
    (edge,) = b.execute("MATCH ()-[r:serve]->() RETURN r").column("r")
    assert (edge.src, edge.dst, edge.props) == (*ends, Map({"start_year": 1997}))


# --------------------------------------------------------------------------- schema


def test_schema_from_the_schema_procedures() -> None:
    h = hydrator()
    player = h.hydrate_node(-1, ["player"], {"name": "player"}, "-1")
    team = h.hydrate_node(-2, ["team"], {"name": "team"}, "-2")
    serve = h.hydrate_relationship(-3, -1, -2, "serve", {}, "-3", "-1", "-2")

    def handler(query: str, params: dict[str, Any], how: str) -> Any:
        assert how == "read"
        if "nodeTypeProperties" in query:
            return ["nodeType", "nodeLabels", "propertyName", "propertyTypes", "mandatory"], [
                [":`player`", ["player"], "name", ["String"], False],
                [":`team`", ["team"], "name", ["String"], False],
            ]
        if "relTypeProperties" in query:
            return ["relType", "propertyName", "propertyTypes", "mandatory"], [
                [":`serve`", "start_year", ["Long"], False]
            ]
        if "visualization" in query:
            return ["nodes", "relationships"], [[[player, team], [serve]]]
        if query.startswith("SHOW INDEXES"):
            raise X.Neo4jError._hydrate_neo4j(
                code="Neo.ClientError.Statement.SyntaxError", message="old server"
            )
        raise AssertionError(query)

    b, _ = make(handler)
    graph = b.schema()
    space = graph.space("neo4j")
    assert list(space.tags) == ["player", "team"] and list(space.edges) == ["serve"]
    assert space.edges["serve"].endpoints == [("player", "team")]
    assert space.indexes == {}  # SHOW INDEXES failed: no indexes, not an error


@pytest.mark.parametrize(("vid", "rank", "tag_props", "edge_props"), [
    (None, None, ["_vid", "name"], ["_rank", "since"]),
    ("_vid", "_rank", ["name"], ["since"]),
])  # fmt: skip
def test_the_vid_and_rank_properties_are_not_schema_properties(
    vid: str | None, rank: str | None, tag_props: list[str], edge_props: list[str]
) -> None:
    """Values carry them as the vid and the rank, so the schema does not list them as properties."""

    def handler(query: str, params: dict[str, Any], how: str) -> Any:
        if "nodeTypeProperties" in query:
            return ["nodeType", "nodeLabels", "propertyName", "propertyTypes", "mandatory"], [
                [":`player`", ["player"], "_vid", ["String"], True],
                [":`player`", ["player"], "name", ["String"], False],
            ]
        if "relTypeProperties" in query:
            return ["relType", "propertyName", "propertyTypes", "mandatory"], [
                [":`like`", "_rank", ["Long"], False],
                [":`like`", "since", ["Long"], False],
            ]
        return (["nodes", "relationships"], [[[], []]]) if "visualization" in query else (["name"], [])

    b, _ = make(handler, vid_property=vid, rank_property=rank)
    space = b.schema().space("neo4j")
    assert [p.name for p in space.tags["player"].properties] == tag_props
    assert [p.name for p in space.edges["like"].properties] == edge_props


# --------------------------------------------------------------------------- scans


def test_scans_stream_plain_values_with_the_vid_policy() -> None:
    def handler(query: str, params: dict[str, Any], how: str) -> Any:
        assert how == "run"  # one auto-commit streaming query
        if query.startswith("MATCH (n)"):
            return ["id", "labels", "props"], [
                ["4:db:1", ["player"], {"_vid": "a", "age": 1}],
                ["4:db:2", [], {}],
            ]
        assert params == {"vid": "_vid"}
        return ["type", "props", "src_id", "src_vid", "dst_id", "dst_vid"], [
            ["like", {"likeness": 90, "_rank": 3}, "4:db:1", "a", "4:db:2", None],
        ]

    b, made = make(handler, vid_property="_vid", rank_property="_rank", fetch_size=7)
    assert list(b.scan_vertices(batch_size=2)) == [Vertex("a", {"player": {"age": 1}}), Vertex("4:db:2", {})]
    assert made[0].log[0][3]["fetch_size"] == 2 and made[0].log[0][3]["default_access_mode"] == READ_ACCESS
    assert list(b.scan_edges()) == [Edge("a", "4:db:2", "like", 3, Map({"likeness": 90}))]
    assert made[0].log[1][3]["fetch_size"] == 7


def test_scan_errors_are_mapped() -> None:
    def handler(query: str, params: dict[str, Any], how: str) -> Any:
        raise X.SessionExpired("lost")

    b, _ = make(handler)
    with pytest.raises(GraphConnectionError):
        list(b.scan_vertices())


# --------------------------------------------------------------------------- loading


def test_load_graph_groups_by_labels_and_skips_dangling_edges() -> None:
    written: list[tuple[str, Any]] = []

    def handler(query: str, params: dict[str, Any], how: str) -> Any:
        assert how == "write"
        written.append((query, params.get("rows")))
        rows = params.get("rows") or []
        return ["count"], [[len(rows)]]

    b, _ = make(handler)
    vertices = [
        Vertex(
            "Tim", {"player": {"name": "Tim", "age": 42}, "bachelor": {"name": "Tim", "speciality": NULL}}
        ),
        Vertex("Spurs", {"team": {"name": "Spurs"}}),
        Vertex("Tony", {"player": {"name": "Tony", "age": 36}}),
    ]
    edges = [
        Edge("Tim", "Spurs", "serve", 0, {"start_year": 1997}),
        Edge("Tony", "Tim", "like", 2, {"likeness": 95}),
        Edge("Tim", "Nobody", "like", 0, {}),
    ]
    counts = b.load_graph(vertices, edges, batch_size=1)
    assert (counts.nodes, counts.relationships, counts.skipped_edges) == (3, 2, 1)
    queries = [q for q, _ in written]
    assert queries[0] == "UNWIND $rows AS row CREATE (n:`bachelor`:`player`) SET n = row RETURN count(n)"
    assert written[0][1] == [{"name": "Tim", "age": 42, "_vid": "Tim"}]  # nulls dropped
    assert "CREATE INDEX `r3_vid_bachelor` IF NOT EXISTS FOR (n:`bachelor`) ON (n.`_vid`)" in queries
    serve = next(q for q in queries if "[r:`serve`]" in q)
    assert "MATCH (a:`bachelor` {`_vid`: row.src}) MATCH (b:`team` {`_vid`: row.dst})" in serve
    like_rows = next(rows for q, rows in written if "[r:`like`]" in q)
    assert like_rows == [{"src": "Tony", "dst": "Tim", "props": {"likeness": 95, "_rank": 2}}]


def test_connectivity_is_verified_once_and_refused_credentials_fail_fast() -> None:
    class Verified(FakeDriver):
        calls = 0

        def verify_connectivity(self) -> None:
            Verified.calls += 1

    drivers: list[Any] = []

    def factory(uri: str, auth: tuple[str, str], config: dict[str, Any]) -> Any:
        drivers.append(Verified(table(["x"], [1])))
        return drivers[-1]

    b = Neo4jBackend("neo4j://localhost:7687", "neo4j", PASSWORD, driver_factory=factory)
    b.execute("RETURN 1 AS x")
    b.execute("RETURN 1 AS x")
    assert Verified.calls == 1 and len(drivers) == 1

    class Refusing(FakeDriver):
        def verify_connectivity(self) -> None:
            raise X.Neo4jError._hydrate_neo4j(
                code="Neo.ClientError.Security.Unauthorized", message="The client is unauthorized"
            )

    refused: list[Any] = []
    b2 = Neo4jBackend(
        "neo4j://localhost:7687",
        "neo4j",
        PASSWORD,
        driver_factory=lambda uri, auth, config: refused.append(Refusing(table([]))) or refused[-1],
    )
    with pytest.raises(GraphConnectionError, match="credentials") as info:
        b2.execute("RETURN 1")
    assert refused[0].closed and PASSWORD not in str(info.value)
