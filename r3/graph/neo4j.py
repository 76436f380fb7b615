"""Neo4j as a :class:`~r3.contracts.backend.GraphBackend`, through the official ``neo4j`` driver.

Policies:

- one driver per backend, created on first use and closed by :meth:`Neo4jBackend.close`;
  a session per call, in the configured ``database`` (or the server's default);
- read-only twice over: write statements are refused on the client before anything is sent
  (:mod:`r3.graph.readonly`, the same check as the NebulaGraph adapter), and reads run in
  ``READ_ACCESS`` sessions as ``execute_read`` transactions, so the server refuses anything
  that still tries to write (a procedure, say). ``allow_writes=True`` runs the query with
  ``execute_write`` instead. Managed transactions retry transient failures (leader
  switches, deadlocks) for up to ``timeout_s``;
- ``timeout_s`` is both the server-side transaction timeout and the driver's retry budget;
- results are converted by :class:`r3.graph.neo4j_convert.Converter` (how vids, tags and
  ranks are chosen is documented there) and errors by status code
  (:func:`r3.graph.neo4j_convert.error_for`).

Scans stream one auto-commit query each (``MATCH (n) RETURN elementId(n), labels(n),
properties(n)``), pulled from the server ``batch_size`` records at a time by the driver's
fetch-size back-pressure: memory stays bounded (plain values are returned, not driver
nodes, which a result would otherwise keep in its graph) and each record is read once,
where SKIP/LIMIT or keyset pages would re-scan or re-sort the store for every page. The
price is one long-running read transaction per scan.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from r3.contracts.backend import BackendTraits, BaseBackend, DialectName, ResultSet
from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.errors import GraphConnectionError, QueryError, UserInputError
from r3.graph import neo4j_convert as C
from r3.graph.readonly import refuse_writes
from r3.registry import require
from r3.values import Edge, Value, Vertex

if TYPE_CHECKING:
    from neo4j import Driver, ManagedTransaction

log = logging.getLogger(__name__)

#: Property that :meth:`Neo4jBackend.load_graph` stores vids in when no vid_property is set.
DEFAULT_VID_PROPERTY = "_vid"
DEFAULT_RANK_PROPERTY = "_rank"


def _driver_errors() -> tuple[type[BaseException], ...]:
    from neo4j import exceptions as X

    return (X.Neo4jError, X.DriverError, OSError)


def _quote(name: str) -> str:
    """A label, type or property name as a Cypher identifier."""
    return "`" + name.replace("`", "``") + "`"


@dataclass
class _Raw:
    """What one query returned, before conversion (conversion needs the whole result)."""

    keys: list[str]
    rows: list[list[Any]]
    database: str | None
    plan: str | None


@dataclass
class LoadCounts:
    """What :meth:`Neo4jBackend.load_graph` wrote."""

    nodes: int = 0
    relationships: int = 0
    skipped_edges: int = 0


#: Neo4j as a backend: a server; a database is one graph; EXPLAIN plans a query.
NEO4J_TRAITS = BackendTraits(name="Neo4j", dry_run="explain", one_graph_per_database=True)


class Neo4jBackend(BaseBackend):
    """Neo4j 5 through the official driver (see the module docstring for the policies).

    ``uri`` is a driver URI (``neo4j://host:7687``, ``bolt://…``, ``neo4j+s://…``).
    ``vid_property`` / ``rank_property`` / ``label_properties`` choose how nodes and
    relationships become r3 vertices and edges (:class:`r3.graph.neo4j_convert.Converter`).
    ``driver_factory(uri, auth, config) -> driver`` lets tests inject a fake driver.
    """

    dialect: DialectName = "cypher"
    traits = NEO4J_TRAITS
    #: Reads run in READ_ACCESS sessions; ``allow_writes`` runs writes (``execute_write``).
    read_only = False

    def __init__(
        self,
        uri: str,
        user: str,
        password: str,
        *,
        database: str | None = None,
        timeout_s: float = 60.0,
        fetch_size: int = 1000,
        vid_property: str | None = None,
        rank_property: str | None = None,
        label_properties: Mapping[str, Iterable[str]] | None = None,
        driver_factory: Callable[[str, tuple[str, str], dict[str, object]], Driver] | None = None,
    ) -> None:
        if not uri or "://" not in uri:
            raise UserInputError(f"Neo4j: {uri!r} is not a driver URI (expected e.g. neo4j://localhost:7687)")
        if fetch_size < 1:
            raise UserInputError("Neo4j: fetch_size must be >= 1")
        self.uri = uri
        self.user = user
        self._password = password
        self.database = database or None
        self.timeout_s = timeout_s
        self.fetch_size = fetch_size
        self.convert = C.Converter(
            vid_property=vid_property,
            rank_property=rank_property,
            label_properties=(
                {k: frozenset(v) for k, v in label_properties.items()}
                if label_properties is not None
                else None
            ),
        )
        #: The Cypher property holding a vid (``vid`` when vids are element ids).
        self.vid_property = vid_property or "vid"
        self._driver_factory = driver_factory
        self._driver: Driver | None = None
        self._closed = False

    def __repr__(self) -> str:
        return f"Neo4jBackend(uri={self._safe_uri()!r}, user={self.user!r}, database={self.database!r})"

    def _safe_uri(self) -> str:
        scheme, _, rest = self.uri.partition("://")
        return f"{scheme}://{rest.rpartition('@')[2]}"  # never show user:password@ from a URI

    @property
    def where(self) -> str:
        return f"Neo4j at {self._safe_uri()}"

    @property
    def space(self) -> str | None:
        """The database queries run in (None: the server's default)."""
        return self.database

    # ------------------------------------------------------------------ lifecycle
    def __enter__(self) -> Neo4jBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the driver (and its connection pool). Safe to call twice."""
        if self._driver is not None:
            try:
                self._driver.close()
            except _driver_errors() as e:
                log.debug("Neo4j: closing the driver failed: %s", e)
            self._driver = None
        self._closed = True

    def _get_driver(self) -> Driver:
        if self._driver is not None:
            return self._driver
        if self._closed:
            raise GraphConnectionError(f"{self.where}: this backend was closed; open a new one")
        config: dict[str, object] = {}
        if self.timeout_s:
            config["connection_timeout"] = min(float(self.timeout_s), 30.0)
            config["max_transaction_retry_time"] = float(self.timeout_s)
        auth = (self.user, self._password)
        driver: Driver | None = None
        try:
            if self._driver_factory is not None:
                driver = self._driver_factory(self.uri, auth, config)
            else:
                neo4j = require("neo4j", "neo4j", what="Neo4j support (the neo4j driver)")
                driver = neo4j.GraphDatabase.driver(self.uri, auth=auth, **config)
            # Fail fast (and with the real reason, e.g. refused credentials) instead of
            # letting managed transactions retry an unreachable server for timeout_s.
            verify = getattr(driver, "verify_connectivity", None)
            if callable(verify):
                verify()
        except _driver_errors() + (ValueError,) as e:
            if driver is not None:
                driver.close()
            raise C.error_for(e, where=self.where) from e
        self._driver = driver
        return driver

    # ------------------------------------------------------------------ queries
    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run one Cypher query in ``space`` (a database name; default: the backend's).

        Raises QuerySyntaxError / QuerySemanticError / QueryExecutionError, and
        GraphConnectionError when the server cannot be reached or refuses the credentials.
        """
        if not allow_writes:
            refuse_writes(query, "cypher", backend="Neo4j")
        native = {str(k): C.to_native(v) for k, v in (params or {}).items()}
        raw = self._collect(query, native, space, write=allow_writes)
        convert = self.convert
        if convert.vid_property is not None:
            missing = C.unbound_ends(raw.rows, convert.vid_property)
            if missing:  # relationships sent without their end nodes: read those nodes' vids
                try:
                    convert = replace(convert, known_vids=self._vids_of(sorted(missing), space))
                except QueryError as e:  # the rows stand; those ends keep their element ids
                    log.info("Neo4j: cannot read the vids of %d end nodes (%s)", len(missing), e)
        rows = [tuple(convert.value(v) for v in row) for row in raw.rows]
        return ResultSet(raw.keys, rows, space=raw.database, plan=raw.plan)

    def _vids_of(self, element_ids: list[str], space: str | None) -> dict[str, object]:
        """``vid_property`` of the nodes with these element ids (one read)."""
        found = self._collect(
            "MATCH (n) WHERE elementId(n) IN $ids RETURN elementId(n) AS id, n[$vid] AS vid",
            {"ids": element_ids, "vid": self.convert.vid_property},
            space,
            write=False,
        )
        return {str(row[0]): row[1] for row in found.rows if row[1] is not None}

    def _collect(self, query: str, params: dict[str, object], space: str | None, *, write: bool) -> _Raw:
        driver = self._get_driver()  # first: it says how to install the driver when it is missing
        from neo4j import READ_ACCESS, WRITE_ACCESS, unit_of_work

        def work(tx: ManagedTransaction) -> tuple[list[str], list[list[Any]], object]:
            result = tx.run(query, params)
            keys = list(result.keys())
            rows = [list(record.values()) for record in result]
            return keys, rows, result.consume()

        unit = unit_of_work(timeout=self.timeout_s)(work) if self.timeout_s else work
        database = space if space is not None else self.database
        try:
            with driver.session(
                database=database,
                default_access_mode=WRITE_ACCESS if write else READ_ACCESS,
                fetch_size=self.fetch_size,
            ) as session:
                keys, rows, summary = session.execute_write(unit) if write else session.execute_read(unit)
        except _driver_errors() as e:
            raise C.error_for(e, where=self.where) from e
        db = getattr(summary, "database", None) or database
        return _Raw(keys, rows, db, _plan_text(summary))

    # ------------------------------------------------------------------ schema
    def schema(self) -> GraphSchema:
        """The one database as a one-space GraphSchema (labels → tags, types → edge types)."""
        space = self.space_schema()
        return GraphSchema(spaces={space.name: space})

    def space_schema(self, space: str | None = None) -> SpaceSchema:
        """Labels, relationship types (with endpoint labels) and indexes of one database."""
        rows = C.SchemaRows()
        nodes = self._collect("CALL db.schema.nodeTypeProperties()", {}, space, write=False)
        rows.node_types = [dict(zip(nodes.keys, r, strict=False)) for r in nodes.rows]
        rels = self._collect("CALL db.schema.relTypeProperties()", {}, space, write=False)
        rows.rel_types = [dict(zip(rels.keys, r, strict=False)) for r in rels.rows]
        viz = self._collect("CALL db.schema.visualization()", {}, space, write=False)
        if viz.rows:
            first = dict(zip(viz.keys, viz.rows[0], strict=False))
            rows.viz_nodes = list(first.get("nodes") or ())
            rows.viz_relationships = list(first.get("relationships") or ())
        try:
            idx = self._collect(
                "SHOW INDEXES YIELD name, type, entityType, labelsOrTypes, properties", {}, space, write=False
            )
        except QueryError as e:  # servers before 4.2 have no SHOW INDEXES
            log.info("Neo4j: cannot list indexes (%s)", e)
        else:
            rows.indexes = [dict(zip(idx.keys, r, strict=False)) for r in idx.rows]
        name = space or self.database or nodes.database or "neo4j"
        found = C.space_from_rows(name, rows)
        # The vid and rank live in properties on every node/relationship, but the values r3
        # reads carry them as the vid and rank, not as properties: the schema says the same.
        for item, hidden in [
            *((t, self.convert.vid_property) for t in found.tags.values()),
            *((e, self.convert.rank_property) for e in found.edges.values()),
        ]:
            if hidden is not None:
                item.properties = [p for p in item.properties if p.name != hidden]
        return found

    # ------------------------------------------------------------------ scans
    def scan_vertices(self, space: str | None = None, *, batch_size: int | None = None) -> Iterator[Vertex]:
        """Stream every node as an r3 Vertex (see the module docstring for how)."""
        query = "MATCH (n) RETURN elementId(n) AS id, labels(n) AS labels, properties(n) AS props"
        for rec in self._stream(query, {}, space, batch_size):
            yield self.convert.vertex_from(rec[0], rec[1] or (), rec[2] or {})

    def scan_edges(self, space: str | None = None, *, batch_size: int | None = None) -> Iterator[Edge]:
        """Stream every relationship as an r3 Edge, in its stored direction."""
        query = (
            "MATCH (a)-[r]->(b) RETURN type(r) AS type, properties(r) AS props, "
            "elementId(a) AS src_id, a[$vid] AS src_vid, elementId(b) AS dst_id, b[$vid] AS dst_vid"
        )
        vid_key = self.convert.vid_property or ""
        for rec in self._stream(query, {"vid": vid_key}, space, batch_size):
            src = self.convert.vid_from(rec[2], {vid_key: rec[3]} if vid_key else None)
            dst = self.convert.vid_from(rec[4], {vid_key: rec[5]} if vid_key else None)
            yield self.convert.edge_from(rec[0], rec[1] or {}, src, dst)

    def _stream(
        self, query: str, params: dict[str, object], space: str | None, batch_size: int | None
    ) -> Iterator[list[Any]]:
        driver = self._get_driver()
        from neo4j import READ_ACCESS

        database = space if space is not None else self.database
        try:
            with driver.session(
                database=database, default_access_mode=READ_ACCESS, fetch_size=batch_size or self.fetch_size
            ) as session:
                for record in session.run(query, params):
                    yield list(record.values())
        except _driver_errors() as e:
            raise C.error_for(e, where=self.where) from e

    # ------------------------------------------------------------------ loading
    def load_graph(
        self,
        vertices: Iterable[Vertex],
        edges: Iterable[Edge],
        *,
        space: str | None = None,
        batch_size: int = 500,
    ) -> LoadCounts:
        """Write r3 vertices and edges (e.g. a NebulaGraph space loaded by the embedded engine)
        as nodes and relationships, so the same data can be queried in Cypher.

        Each vertex becomes one node with a label per tag and the union of its tags'
        properties (nulls dropped: Neo4j does not store them), plus its vid in
        ``vid_property`` (default ``_vid``); a rank other than 0 goes into ``rank_property``
        (default ``_rank``). Edges whose endpoint vertex was not among ``vertices`` are
        skipped (NebulaGraph allows dangling edges, Neo4j does not) and counted. Keeps one
        vid → label map in memory to find endpoints through a per-label index.
        """
        vid_key = self.convert.vid_property or DEFAULT_VID_PROPERTY
        rank_key = self.convert.rank_property or DEFAULT_RANK_PROPERTY
        counts = LoadCounts()
        first_label: dict[tuple[str, Value], str] = {}
        groups: dict[tuple[str, ...], list[dict[str, object]]] = {}
        for v in vertices:
            props: dict[str, object] = {}
            for tag_props in v.tags.values():
                for k, val in (tag_props or {}).items():
                    if not C.is_absent(val):
                        props[k] = C.to_native(val)
            props[vid_key] = C.to_native(v.vid)
            labels = tuple(sorted(v.tags))
            first_label[_key(v.vid)] = labels[0] if labels else ""
            rows = groups.setdefault(labels, [])
            rows.append(props)
            if len(rows) >= batch_size:
                counts.nodes += self._create_nodes(labels, rows, space)
                groups[labels] = []
        for labels, rows in groups.items():
            if rows:
                counts.nodes += self._create_nodes(labels, rows, space)
        for label in sorted({lb for lb in first_label.values() if lb}):
            self._collect(
                f"CREATE INDEX {_quote('r3_vid_' + label)} IF NOT EXISTS FOR (n:{_quote(label)}) ON (n.{_quote(vid_key)})",
                {},
                space,
                write=True,
            )
        edge_groups: dict[tuple[str, str, str], list[dict[str, object]]] = {}
        for e in edges:
            src_label, dst_label = first_label.get(_key(e.src)), first_label.get(_key(e.dst))
            if src_label is None or dst_label is None:
                counts.skipped_edges += 1
                continue
            props = {k: C.to_native(val) for k, val in (e.props or {}).items() if not C.is_absent(val)}
            if e.rank:
                props[rank_key] = e.rank
            key = (e.type, src_label, dst_label)
            rows = edge_groups.setdefault(key, [])
            rows.append({"src": C.to_native(e.src), "dst": C.to_native(e.dst), "props": props})
            if len(rows) >= batch_size:
                counts.relationships += self._create_edges(key, vid_key, rows, space)
                edge_groups[key] = []
        for key, rows in edge_groups.items():
            if rows:
                counts.relationships += self._create_edges(key, vid_key, rows, space)
        return counts

    def _create_nodes(self, labels: tuple[str, ...], rows: list[dict[str, object]], space: str | None) -> int:
        label_text = "".join(f":{_quote(lb)}" for lb in labels)
        raw = self._collect(
            f"UNWIND $rows AS row CREATE (n{label_text}) SET n = row RETURN count(n)",
            {"rows": rows},
            space,
            write=True,
        )
        return int(raw.rows[0][0]) if raw.rows else 0

    def _create_edges(
        self, key: tuple[str, str, str], vid_key: str, rows: list[dict[str, object]], space: str | None
    ) -> int:
        etype, src_label, dst_label = key
        src = f"(a{':' + _quote(src_label) if src_label else ''} {{{_quote(vid_key)}: row.src}})"
        dst = f"(b{':' + _quote(dst_label) if dst_label else ''} {{{_quote(vid_key)}: row.dst}})"
        query = (
            f"UNWIND $rows AS row MATCH {src} MATCH {dst} "
            f"CREATE (a)-[r:{_quote(etype)}]->(b) SET r = row.props RETURN count(r)"
        )
        raw = self._collect(query, {"rows": rows}, space, write=True)
        return int(raw.rows[0][0]) if raw.rows else 0


def _key(vid: Value) -> tuple[str, Value]:
    return (type(vid).__name__, vid)


def _plan_text(summary: object) -> str | None:
    """The EXPLAIN/PROFILE plan of a result summary as indented text, if there is one."""
    plan = getattr(summary, "profile", None) or getattr(summary, "plan", None)
    if not plan:
        return None
    lines: list[str] = []

    def walk(node: Mapping[str, Any], depth: int) -> None:
        args = node.get("args") or {}
        facts = {k: args[k] for k in ("EstimatedRows", "Rows", "DbHits", "Details") if k in args}
        for k in ("rows", "dbHits"):
            if k in node:
                facts[k] = node[k]
        extra = f" {json.dumps(facts, default=str)}" if facts else ""
        lines.append(f"{'  ' * depth}{node.get('operatorType', '?')}{extra}")
        for child in node.get("children") or ():
            walk(child, depth + 1)

    if isinstance(plan, Mapping):
        walk(plan, 0)
    else:
        lines.append(str(plan))
    return "\n".join(lines)
