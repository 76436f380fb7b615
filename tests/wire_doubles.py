"""Server doubles that speak a driver's wire types, answered by r3's own engines.

Why: no NebulaGraph or Neo4j server runs here, and canned rows per query text would only test
the fake. These doubles *answer* queries: the NebulaGraph one runs each statement on the
embedded engine (r3's NebulaGraph-faithful engine) and sends back nebula3's thrift
``ExecutionResponse``; the Neo4j one runs Cypher on LadybugDB and sends back the driver's own
``Record``/``Node``/``Relationship``/``Path`` objects (built by the driver's hydrator). The
adapters (:class:`r3.graph.nebula.NebulaBackend`, :class:`r3.graph.neo4j.Neo4jBackend`) then do
everything they do against a real server: sessions, ``USE``, the read-only gate, decoding,
error mapping, timeouts. What the doubles cannot show is the real servers' own semantics; the
live runs (``R3_NEBULA_URL``, ``R3_NEO4J_URL``) do.

Each double keeps a ``log`` of what reached it, so a test can prove that a refused write was
never sent. ``stall_s`` makes the next queries take that long, so a timeout has to hold: the
NebulaGraph double honours the client's socket timeout (``config.timeout``, ms) and raises the
client's ``IOErrorException(E_TIMEOUT)``; the Neo4j double honours the transaction timeout the
adapter sets and raises Neo4j's ``TransactionTimedOut`` status.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from r3.engine.engine import Engine
from r3.errors import QueryError, QuerySemanticError, QuerySyntaxError
from r3.values import Edge, Path, Vertex
from r3.values.value_model import List, Map, Set

# --------------------------------------------------------------------------- NebulaGraph


def nebula_value(value: Any) -> Any:
    """An r3 value as nebula3's ``ttypes.Value``, as graphd would send it."""
    from nebula3.common import ttypes as T

    from r3.graph.nebula_convert import from_r3

    if isinstance(value, Vertex):
        return T.Value(vVal=_nebula_vertex(value))
    if isinstance(value, Edge):
        src, dst = (value.dst, value.src) if value.reversed else (value.src, value.dst)
        return T.Value(
            eVal=T.Edge(
                src=nebula_value(src),
                dst=nebula_value(dst),
                type=-1 if value.reversed else 1,
                name=value.type.encode(),
                ranking=value.rank or 0,
                props=_nebula_props(value.props),
            )
        )
    if isinstance(value, Path):
        steps = [
            T.Step(
                dst=_nebula_vertex(step.vertex),
                type=-1 if step.edge.reversed else 1,
                name=step.edge.type.encode(),
                ranking=step.edge.rank or 0,
                props=_nebula_props(step.edge.props),
            )
            for step in value.steps
        ]
        return T.Value(pVal=T.Path(src=_nebula_vertex(value.start), steps=steps))
    if isinstance(value, List):
        return T.Value(lVal=T.NList(values=[nebula_value(v) for v in value]))
    if isinstance(value, Set):
        return T.Value(uVal=T.NSet(values={nebula_value(v) for v in value}))
    if isinstance(value, Map):
        return T.Value(mVal=T.NMap(kvs={str(k).encode(): nebula_value(v) for k, v in value.items()}))
    return from_r3(value)  # scalars: the same thrift shapes r3 sends as parameters


def _nebula_props(props: Any) -> dict[bytes, Any]:
    return {str(k).encode(): nebula_value(v) for k, v in (props or {}).items()}


def _nebula_vertex(v: Vertex) -> Any:
    from nebula3.common import ttypes as T

    tags = [T.Tag(name=name.encode(), props=_nebula_props(props)) for name, props in v.tags.items()]
    return T.Vertex(vid=nebula_value(v.vid), tags=tags)


class EngineGraphd:
    """A graphd whose sessions run statements on the embedded engine (see the module doc)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.log: list[str] = []
        self.stall_s = 0.0
        self.timeout_ms = 0

    def pool_factory(self, hosts: list[tuple[str, int]], config: Any) -> _Pool:
        self.timeout_ms = int(config.timeout or 0)
        return _Pool(self)

    def respond(self, session: _NebulaSession, stmt: str) -> Any:
        from nebula3.common import ttypes as T
        from nebula3.data.ResultSet import ResultSet as NebulaResultSet
        from nebula3.Exception import IOErrorException
        from nebula3.graph import ttypes as G

        self.log.append(stmt)
        if self.stall_s:
            limit = self.timeout_ms / 1000 if self.timeout_ms else None
            if limit is not None and self.stall_s > limit:
                time.sleep(limit)
                raise IOErrorException(IOErrorException.E_TIMEOUT, "timed out")
            time.sleep(self.stall_s)
        try:
            rs = session.engine.execute(stmt, allow_writes=True)  # graphd runs what it gets
        except QueryError as e:
            code = (
                T.ErrorCode.E_SYNTAX_ERROR
                if isinstance(e, QuerySyntaxError)
                else T.ErrorCode.E_SEMANTIC_ERROR
                if isinstance(e, QuerySemanticError)
                else T.ErrorCode.E_EXECUTION_ERROR
            )
            resp = G.ExecutionResponse(
                error_code=code, latency_in_us=1, error_msg=str(e).encode(), space_name=b""
            )
            return NebulaResultSet(resp, all_latency=1)
        data = T.DataSet(
            column_names=[c.encode() for c in rs.columns],
            rows=[T.Row(values=[nebula_value(v) for v in row]) for row in rs.rows],
        )
        space = (session.engine.space or "").encode()
        resp = G.ExecutionResponse(error_code=0, latency_in_us=1, data=data, space_name=space)
        return NebulaResultSet(resp, all_latency=1)


class _NebulaSession:
    def __init__(self, server: EngineGraphd) -> None:
        self.server = server
        self.engine = Engine(server.engine.store)  # a session of its own: its own current space

    def execute(self, stmt: str) -> Any:
        return self.server.respond(self, stmt)

    def execute_parameter(self, stmt: str, params: Any) -> Any:
        if params:
            raise AssertionError("the double runs no parameters (the engine has none)")
        return self.server.respond(self, stmt)

    def release(self) -> None:
        pass


class _Pool:
    def __init__(self, server: EngineGraphd) -> None:
        self.server = server

    def get_session(self, user: str, password: str, retry_connect: bool = True) -> _NebulaSession:
        return _NebulaSession(self.server)

    def close(self) -> None:
        pass


# --------------------------------------------------------------------------- Neo4j

#: r3's error classes as Neo4j status codes (what the server would send).
_NEO4J_CODES = {
    QuerySyntaxError: "Neo.ClientError.Statement.SyntaxError",
    QuerySemanticError: "Neo.ClientError.Statement.SemanticError",
}


class _Elements:
    """Neo4j graph objects for r3 values, one hydrator (one result's graph) at a time."""

    def __init__(self, vid_property: str, ids: dict[Any, int]) -> None:
        from neo4j._codec.hydration.bolt.v1.hydration_handler import _GraphHydrator

        self.h = _GraphHydrator()
        self.vid_property = vid_property
        self.ids = ids  # the server's: element ids are stable across results, as in a database

    def _id(self, key: Any) -> int:
        return self.ids.setdefault(key, len(self.ids) + 1)

    def node(self, v: Vertex) -> Any:
        props: dict[str, Any] = {self.vid_property: v.vid}
        for tag_props in v.tags.values():
            props.update({k: self.native(x) for k, x in (tag_props or {}).items()})
        n = self._id(("n", v.vid))
        return self.h.hydrate_node(n, sorted(v.tags), props, f"4:db:{n}")

    def relationship(self, e: Edge) -> Any:
        r = self._id(("r", e.src, e.dst, e.type, e.rank))
        a, b = self._id(("n", e.src)), self._id(("n", e.dst))
        props = {k: self.native(x) for k, x in (e.props or {}).items()}
        return self.h.hydrate_relationship(r, a, b, e.type, props, f"5:db:{r}", f"4:db:{a}", f"4:db:{b}")

    def path(self, p: Path) -> Any:
        nodes = [self.node(p.start)] + [self.node(s.vertex) for s in p.steps]
        rels = [self.h.hydrate_unbound_relationship(*self._unbound(s.edge)) for s in p.steps]
        sequence: list[int] = []
        for i, step in enumerate(p.steps):
            sequence += [-(i + 1) if step.edge.reversed else i + 1, i + 1]
        return self.h.hydrate_path(nodes, rels, sequence)

    def _unbound(self, e: Edge) -> tuple[Any, ...]:
        r = self._id(("r", e.src, e.dst, e.type, e.rank))
        return r, e.type, {k: self.native(x) for k, x in (e.props or {}).items()}, f"5:db:{r}"

    def native(self, value: Any) -> Any:
        from r3.graph.neo4j_convert import to_native

        if isinstance(value, Vertex):
            return self.node(value)
        if isinstance(value, Edge):
            return self.relationship(value)
        if isinstance(value, Path):
            return self.path(value)
        if isinstance(value, (List, Set)):
            return [self.native(v) for v in value]
        if isinstance(value, Map):
            return {str(k): self.native(v) for k, v in value.items()}
        return to_native(value)


class LadybugBolt:
    """A Neo4j server whose transactions run Cypher on a LadybugDB backend (see the module doc)."""

    def __init__(self, db: Any, *, vid_property: str = "vid") -> None:
        self.db = db
        self.vid_property = vid_property
        self.log: list[tuple[str, str]] = []
        self.stall_s = 0.0
        self.ids: dict[Any, int] = {}

    def driver_factory(self, uri: str, auth: tuple[str, str], config: dict[str, Any]) -> _Driver:
        return _Driver(self)

    def run(self, query: str, params: dict[str, Any], how: str, timeout: float | None) -> _Result:
        from neo4j import exceptions as X

        self.log.append((how, query))
        if self.stall_s:
            if timeout is not None and self.stall_s > timeout:
                time.sleep(timeout)
                raise X.Neo4jError._hydrate_neo4j(
                    code="Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration",
                    message=f"The transaction has been terminated: it ran past its {timeout:g} s timeout",
                )
            time.sleep(self.stall_s)
        elements = _Elements(self.vid_property, self.ids)
        try:
            if query.startswith("MATCH (n) WHERE elementId(n) IN $ids"):  # the adapter's vid lookup
                vids = {f"4:db:{n}": key[1] for key, n in self.ids.items() if key[0] == "n"}
                keys, rows = ["id", "vid"], [[i, vids[i]] for i in params["ids"] if i in vids]
            elif query.startswith("MATCH (n) RETURN elementId(n)"):  # the adapter's vertex scan
                keys = ["id", "labels", "props"]
                rows = [
                    [el.element_id, sorted(el.labels), dict(el)]
                    for el in map(elements.node, self.db.scan_vertices())
                ]
            elif query.startswith(("CALL db.schema.", "SHOW INDEXES")):  # the catalog, from the data
                keys, rows = self._catalog(query, elements)
            elif query.startswith("MATCH (a)-[r]->(b) RETURN type(r)"):  # its edge scan
                keys = ["type", "props", "src_id", "src_vid", "dst_id", "dst_vid"]
                rows = [
                    [
                        e.type,
                        {k: elements.native(v) for k, v in (e.props or {}).items()},
                        "",
                        e.src,
                        "",
                        e.dst,
                    ]
                    for e in self.db.scan_edges()
                ]
            else:
                rs = self.db.execute(query, allow_writes=how == "write", params=params or None)
                keys, rows = list(rs.columns), [[elements.native(v) for v in row] for row in rs.rows]
        except QueryError as e:
            code = next((c for cls, c in _NEO4J_CODES.items() if isinstance(e, cls)), None)
            raise X.Neo4jError._hydrate_neo4j(
                code=code or "Neo.DatabaseError.Statement.ExecutionFailed", message=str(e)
            ) from None
        return _Result(keys, rows)

    def _catalog(self, query: str, elements: _Elements) -> tuple[list[str], list[list[Any]]]:
        """What Neo4j's schema procedures answer: every property stored on nodes of a label
        combination (the vid property too: it is stored on every node), per relationship type."""
        if query.startswith("CALL db.schema.nodeTypeProperties"):
            seen: dict[tuple[tuple[str, ...], str], str] = {}
            for node in map(elements.node, self.db.scan_vertices()):
                for key, value in dict(node).items():
                    seen.setdefault((tuple(sorted(node.labels)), key), _neo4j_type(value))
            keys = ["nodeType", "nodeLabels", "propertyName", "propertyTypes", "mandatory"]
            return keys, [[":" + ":".join(ls), list(ls), k, [t], False] for (ls, k), t in seen.items()]
        if query.startswith("CALL db.schema.relTypeProperties"):
            rels: dict[tuple[str, str], str] = {}
            for e in self.db.scan_edges():
                for key, value in (e.props or {}).items():
                    rels.setdefault((e.type, key), _neo4j_type(value))
            keys = ["relType", "propertyName", "propertyTypes", "mandatory"]
            return keys, [[f":`{t}`", k, [ty], False] for (t, k), ty in rels.items()]
        if query.startswith("CALL db.schema.visualization"):
            return ["nodes", "relationships"], [[[], []]]
        return ["name", "type", "entityType", "labelsOrTypes", "properties"], []


def _neo4j_type(value: Any) -> str:
    if isinstance(value, bool):
        return "Boolean"
    if isinstance(value, int):
        return "Long"
    if isinstance(value, float):
        return "Double"
    return "String"


class _Summary:
    database = "neo4j"
    plan = None
    profile = None


class _Result:
    def __init__(self, keys: list[str], rows: list[list[Any]]) -> None:
        self._keys, self._rows = keys, rows

    def keys(self) -> list[str]:
        return self._keys

    def __iter__(self) -> Iterator[Any]:
        from neo4j import Record

        return iter(Record(zip(self._keys, row, strict=True)) for row in self._rows)

    def consume(self) -> _Summary:
        return _Summary()


class _Tx:
    def __init__(self, server: LadybugBolt, how: str, timeout: float | None) -> None:
        self.server, self.how, self.timeout = server, how, timeout

    def run(self, query: str, params: dict[str, Any] | None = None) -> _Result:
        return self.server.run(query, params or {}, self.how, self.timeout)


class _BoltSession:
    def __init__(self, server: LadybugBolt) -> None:
        self.server = server

    def __enter__(self) -> _BoltSession:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def execute_read(self, fn: Any) -> Any:
        return fn(_Tx(self.server, "read", getattr(fn, "timeout", None)))

    def execute_write(self, fn: Any) -> Any:
        return fn(_Tx(self.server, "write", getattr(fn, "timeout", None)))

    def run(self, query: str, params: dict[str, Any] | None = None) -> _Result:
        return self.server.run(query, params or {}, "run", None)


class _Driver:
    def __init__(self, server: LadybugBolt) -> None:
        self.server = server

    def verify_connectivity(self) -> None:
        pass

    def session(self, **config: Any) -> Any:
        return _BoltSession(self.server)

    def close(self) -> None:
        pass
