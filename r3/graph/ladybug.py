"""LadybugDB (embedded Cypher, ``pip install 'r3-nl2gql[ladybug]'``) as a GraphBackend.

Why LadybugDB: it runs Cypher in-process with no server, so the Cypher half of r3 (generated
Cypher, dry runs, evaluation) can be exercised in CI and on a laptop the way the embedded
nGQL engine exercises the nGQL half. The same graph folders load into both, and
:mod:`r3.graph.dump` moves data between them.

How an r3 graph becomes tables (tags, multi-tag vertices, ranks, dangling edges, types) is
decided and documented in :mod:`r3.graph.ladybug_convert`. A Ladybug database holds one
graph; the ``space`` name is its label in :meth:`schema` and in dumps, never a filter.

Read-only runs are enforced twice: :mod:`r3.graph.readonly` refuses anything r3's parser does
not show to only read (writes, procedures off its allow-list, unparseable text such as
``/* x */ COMMIT; …``), and reads run on a read-only connection (the database opened
``read_only``, the default), so the database itself refuses a write that got that far; a
writable database runs reads in a ``READ ONLY`` transaction. :mod:`r3.graph.ladybug_gate`
refuses, in every mode, statements that reach the host's files (``LOAD FROM``, ``COPY``,
``EXPORT``/``IMPORT``, ``ATTACH``, extensions, the ``READ_*`` readers), connection settings,
the shapes known to crash LadybugDB and constant sizes over the engine's caps.

One query must not take a server down: user queries on a database file opened read-only run
in worker processes (:mod:`r3.graph.worker_pool`; a crash or a query past its deadline costs
that query), every connection has a query timeout (:data:`DEFAULT_TIMEOUT_S` unless given), a
bounded buffer pool and database reservation, and results are capped at
:data:`MAX_RESULT_ROWS` rows.
"""

from __future__ import annotations

import csv
import heapq
import json
import os
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO, TypeVar

from r3.contracts.backend import BackendTraits, BaseBackend, DialectName, ResultSet
from r3.contracts.schema import GraphSchema, PropertyDef, SpaceSchema
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.loader import load_graph
from r3.engine.storage import GraphStore
from r3.errors import QueryError, QueryExecutionError, QuerySemanticError, UserInputError
from r3.graph.ladybug_convert import (
    HIDDEN_TABLE,
    InternalId,
    ResultConverter,
    TableMeta,
    ladybug_type,
    query_error,
    quote_name,
    r3_type,
    string_literal,
    tag_set_name,
    to_csv_cell,
    to_ladybug_value,
)
from r3.graph.ladybug_cypher import to_ladybug
from r3.graph.ladybug_gate import refuse_file_access, refuse_hazards
from r3.graph.readonly import check_read_only
from r3.graph.worker_pool import WorkerPool, WorkerSpec
from r3.progress import progress_bar
from r3.registry import require
from r3.values import NULL, Edge, Map, Tags, Value, Vertex
from r3.values.json import JsonValue

T = TypeVar("T")
PAGE = 20_000  # rows per scan query: memory stays bounded on big tables


def import_ladybug() -> ModuleType:
    """The ``real_ladybug`` module, or a one-line install hint."""
    return require("real_ladybug", "ladybug", what="LadybugDB")


@dataclass
class Catalog:
    """The tables of the database as r3 sees them (read once, refreshed after writes)."""

    tables: dict[str, TableMeta] = field(default_factory=dict)  # in creation order
    node_ids: dict[int, str] = field(default_factory=dict)  # table id -> node table name
    connections: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # rel -> (from, to)

    def of_kind(self, kind: str) -> list[TableMeta]:
        return [m for m in self.tables.values() if m.kind == kind]

    def tag_sets(self) -> dict[str, list[str]]:
        """Each tag → the tag-set tables holding it (vertices of several tags), for the Cypher
        adapter's labels (:func:`~r3.graph.ladybug_cypher.to_ladybug`); empty when none."""
        out: dict[str, list[str]] = {}
        for meta in self.of_kind("tagset"):
            for tag in meta.tags:
                out.setdefault(tag, []).append(meta.name)
        return out

    def first_tag(self, table: str) -> str:
        """A node table as the tag r3's schema names: a tag set's first tag, else the table."""
        meta = self.tables.get(table)
        return meta.tags[0] if meta is not None and meta.kind == "tagset" and meta.tags else table


@dataclass
class LadybugLoadSummary:
    """What :meth:`LadybugBackend.load_space` wrote."""

    space: str
    vertices: int = 0  # distinct vertices
    vertex_rows: int = 0  # node rows (a vertex of several tags is one row of its tag set's table)
    edges: int = 0
    dangling_endpoints: int = 0
    elapsed_s: float = 0.0
    notes: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        text = (
            f"loaded `{self.space}' into LadybugDB: {self.vertices} vertices ({self.vertex_rows} node rows), "
            f"{self.edges} edges in {self.elapsed_s:.2f} s"
        )
        if self.dangling_endpoints:
            text += f"; {self.dangling_endpoints} dangling endpoints kept in {HIDDEN_TABLE}"
        return "\n".join([text, *(f"note: {n}" for n in self.notes)])


#: Seconds a user query may run when the caller gives no timeout (the embedded engine's default).
DEFAULT_TIMEOUT_S = Limits().timeout_s
#: Rows one query may return (the embedded engine's cap on a step's rows).
MAX_RESULT_ROWS = Limits().max_rows
#: LadybugDB's buffer pool for a database opened read-only (its default is 80% of the machine).
READ_BUFFER_POOL_BYTES = 1 << 30
#: Workers (child processes, one connection each) that run a read-only database's user queries.
DEFAULT_WORKERS = 4
#: Address space a worker may map beyond its database reservation and buffer pool
#: (the interpreter, r3, LadybugDB's code, threads, the result in transit).
WORKER_HEADROOM_BYTES = 2 << 30
#: Threads one worker's LadybugDB runs a query on.
WORKER_THREADS = min(4, os.cpu_count() or 1)


#: LadybugDB as a backend: in this process, one graph per database file, one label per node.
LADYBUG_TRAITS = BackendTraits(
    name="LadybugDB",
    dry_run="read_only_run",
    one_graph_per_database=True,
    lacks=frozenset({"multiple_labels"}),  # a node is a row of one table: (v:a:b) reads as a OR b
)


class LadybugBackend(BaseBackend):
    """A LadybugDB database (a file, or in memory when ``path`` is None).

    User queries (:meth:`execute`) on a database file opened read-only run in a pool of
    ``workers`` child processes (:mod:`r3.graph.worker_pool`): a query that crashes LadybugDB,
    runs past ``timeout_s`` (default :data:`DEFAULT_TIMEOUT_S`) or allocates past the worker's
    memory cap costs that query, not the process. ``workers=0`` runs them in this process,
    as an in-memory or writable database must (no other process can open those). r3's own
    queries (catalog, scans, loading) run here, on this process's connection.
    """

    dialect: DialectName = "cypher"
    traits = LADYBUG_TRAITS

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        space: str | None = None,
        read_only: bool = True,
        timeout_s: float | None = None,
        workers: int | None = None,
        buffer_pool_bytes: int | None = None,
        max_db_bytes: int | None = None,
        threads: int | None = None,
    ) -> None:
        lb = import_ladybug()
        in_memory = path is None or str(path) in ("", ":memory:")
        #: An empty in-memory database has nothing to protect: it is always writable.
        self.read_only = read_only and not in_memory
        self.path = None if in_memory else Path(path).expanduser()  # type: ignore[arg-type]
        self.source = None if self.path is None else str(self.path)
        if self.path is not None and self.read_only and not self.path.exists():
            raise UserInputError(
                f"no LadybugDB database at {self.path}; load one first (r3 load-dump … --graph ladybug://{self.path})"
            )
        if workers is not None and workers < 0:
            raise UserInputError(f"workers must be 0 (in this process) or more, got {workers}")
        self.timeout_s = float(timeout_s) if timeout_s else DEFAULT_TIMEOUT_S
        if buffer_pool_bytes is None and self.read_only:
            buffer_pool_bytes = READ_BUFFER_POOL_BYTES
        if max_db_bytes is None and self.read_only and self.path is not None:
            # LadybugDB reserves max_db_size of address space up front (8 TiB by default, which
            # no address-space cap allows): 4x the file, at least 1 GiB, a power of two.
            max_db_bytes = _power_of_two(max(4 * _disk_size(self.path), 1 << 30))
        options: dict[str, object] = {"read_only": self.read_only}
        if buffer_pool_bytes:
            options["buffer_pool_size"] = int(buffer_pool_bytes)
        if max_db_bytes:
            options["max_db_size"] = int(max_db_bytes)
        if threads:
            options["max_num_threads"] = int(threads)
        try:
            self._db = lb.Database(None if self.path is None else str(self.path), **options)
            self._conn = lb.Connection(self._db)
            self._conn.set_query_timeout(int(self.timeout_s * 1000))
        except RuntimeError as e:
            raise UserInputError(f"cannot open LadybugDB database {self.path or ':memory:'}: {e}") from e
        self._lock = threading.RLock()
        self._catalog_cache: Catalog | None = None
        self._space = space
        size = DEFAULT_WORKERS if workers is None else workers
        self._pool: WorkerPool | None = None
        if size and self.read_only and self.path is not None:
            assert buffer_pool_bytes and max_db_bytes
            # started by the first query that passes the gates: a refused query costs no process
            self._pool = WorkerPool(
                self._worker_spec(buffer_pool_bytes, max_db_bytes), size=size, prestart=False
            )

    def _worker_spec(self, pool_bytes: int, reserve: int) -> WorkerSpec:
        """A worker opens the same file read-only, with the same limits, in a bounded address space:
        its database reservation plus the buffer pool plus :data:`WORKER_HEADROOM_BYTES`."""
        assert self.path is not None
        return WorkerSpec(
            factory="r3.graph.ladybug:LadybugBackend",
            kwargs={
                "path": str(self.path),
                "space": self._space,
                "read_only": True,
                "timeout_s": self.timeout_s,
                "workers": 0,
                "buffer_pool_bytes": pool_bytes,
                "max_db_bytes": reserve,
                "threads": WORKER_THREADS,  # the worker's address space counts every thread's stack
            },
            label="LadybugDB",
            memory_bytes=reserve + pool_bytes + WORKER_HEADROOM_BYTES,
        )

    @property
    def workers(self) -> WorkerPool | None:
        """The pool that runs user queries (None: they run in this process)."""
        return self._pool

    # ------------------------------------------------------------------ low level
    def _run(
        self, query: str, params: Mapping[str, object] | None = None, *, capped: bool = False
    ) -> tuple[list[str], list[list[Any]]]:
        """Run ``query``; columns and raw rows of its last statement (results closed here).

        ``capped`` (user queries): more than :data:`MAX_RESULT_ROWS` rows is an error, raised
        before the rows become Python objects.
        """
        with self._lock:
            try:
                raw = self._conn.execute(query, dict(params or {}))
            except (RuntimeError, ValueError) as e:
                raise query_error(e, query) from e
            results = raw if isinstance(raw, list) else [raw]
            try:
                last = results[-1]
                if capped and last.get_num_tuples() > MAX_RESULT_ROWS:
                    raise QueryExecutionError(
                        f"query stopped: the result has {last.get_num_tuples()} rows, over the limit of "
                        f"{MAX_RESULT_ROWS} rows (add a LIMIT)"
                    )
                return last.get_column_names(), last.get_all()
            except RuntimeError as e:
                raise query_error(e, query) from e
            finally:
                for r in results:
                    r.close()

    def _rows(self, query: str, params: Mapping[str, object] | None = None) -> list[list[Any]]:
        return self._run(query, params)[1]

    def _catalog(self) -> Catalog:
        if self._catalog_cache is None:
            self._catalog_cache = self._read_catalog()
        return self._catalog_cache

    def _read_catalog(self) -> Catalog:
        cat = Catalog()
        listed = sorted(self._rows("CALL show_tables() RETURN id, name, type, comment"), key=lambda r: r[0])
        for tid, name, kind, comment in listed:
            if kind not in ("NODE", "REL"):
                continue
            info = self._rows(f"CALL table_info({string_literal(name)}) RETURN *")
            meta = TableMeta.from_comment(name, comment or "")
            columns = [(row[1], row[2]) for row in info]
            if meta is None or not _matches(meta, columns, kind):
                meta = _introspect(name, kind, info)
            cat.tables[name] = meta
            if kind == "NODE":
                cat.node_ids[int(tid)] = name
            else:
                cat.connections[name] = [
                    (r[0], r[1]) for r in self._rows(f"CALL show_connection({string_literal(name)}) RETURN *")
                ]
        return cat

    def invalidate(self) -> None:
        """Forget the cached catalog (after DDL)."""
        self._catalog_cache = None

    # ------------------------------------------------------------------ GraphBackend
    @property
    def space(self) -> str:
        """The one graph of the database (:attr:`space_name`)."""
        return self.space_name

    @property
    def space_name(self) -> str:
        """The graph's name: given, else recorded at load time, else the database file's stem."""
        if self._space:
            return self._space
        for meta in self._catalog().tables.values():
            if meta.space:
                return meta.space
        return self.path.stem if self.path is not None else "ladybug"

    def schema(self) -> GraphSchema:
        """The graph's schema: r3's own definitions where r3 made the tables, else the catalog's."""
        cat = self._catalog()
        space = SpaceSchema(name=self.space_name)
        nodes = cat.of_kind("tag")
        first = nodes[0] if nodes else next(iter(cat.of_kind("hidden")), None)
        if first is not None:
            space.vid_type = first.vid_type
            space.vid_length = first.vid_length
        for meta in cat.tables.values():
            if meta.kind in ("hidden", "tagset"):
                continue
            item = meta.item()
            if meta.kind == "edge":
                pairs = [
                    (cat.first_tag(a), cat.first_tag(b))
                    for a, b in cat.connections.get(meta.name, [])
                    if HIDDEN_TABLE not in (a, b)
                ]
                item.endpoints = list(dict.fromkeys(pairs))
            space.add(item)
            for ix in meta.indexes:
                space.add_index(ix)
        return GraphSchema(spaces={space.name: space})

    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run Cypher (several ``;``-separated statements: the last one's result).

        ``space`` is accepted for the protocol and ignored (one graph per database).
        """
        if allow_writes and self.read_only:
            raise QuerySemanticError(
                "write statements are disabled: this database was opened read-only (open it with read_only=false)"
            )
        refuse_file_access(query)
        if not allow_writes:
            check_read_only(query, "cypher", backend="LadybugDB")
        refuse_hazards(query)
        if self._pool is not None:
            return self._pool.execute(
                query, timeout_s=self.timeout_s, space=space, allow_writes=allow_writes, params=params
            )
        # after the gate: LadybugDB's spellings are not r3 Cypher
        query = to_ladybug(query, self._catalog().connections, self._catalog().tag_sets())
        started = time.perf_counter()
        with self._lock:
            values = {k: to_ladybug_value(v) for k, v in (params or {}).items()}
            if allow_writes:
                columns, raw_rows = self._run(query, values, capped=True)
                self.invalidate()
            else:
                columns, raw_rows = self._read(query, values)
            converter = ResultConverter(self._catalog().tables, self._lookup_vids, self._tags_of)
            rows = converter.convert_rows(raw_rows)
        return ResultSet(columns, rows, space=self.space_name, elapsed_s=time.perf_counter() - started)

    def _read(self, query: str, values: dict[str, object]) -> tuple[list[str], list[list[Any]]]:
        """Run a read where the database itself refuses writes.

        A database opened read-only (the default for URLs, ``r3 query`` and the API) is a
        read-only connection; a writable one (loading, tests) runs reads in a ``READ ONLY``
        transaction, after :func:`~r3.graph.readonly.check_read_only` refused anything that is
        not plain r3 Cypher (``COMMIT`` included).
        """
        if self.read_only:
            return self._run(query, values, capped=True)
        self._rows("BEGIN TRANSACTION READ ONLY")
        try:
            return self._run(query, values, capped=True)
        finally:
            self._end_transaction()

    def _end_transaction(self) -> None:
        try:
            self._rows("ROLLBACK")
        except QueryError as e:  # a failed statement already rolled the transaction back
            if "No active transaction" not in str(e):
                raise

    def _lookup_vids(self, ids: set[InternalId]) -> dict[InternalId, Any]:
        """The vids of nodes known only by internal id (relationship endpoints): one query per table."""
        cat = self._catalog()
        by_table: dict[int, list[int]] = {}
        for table, offset in ids:
            by_table.setdefault(table, []).append(offset)
        found: dict[InternalId, Any] = {}
        for table, offsets in by_table.items():
            name = cat.node_ids.get(table)
            meta = cat.tables.get(name) if name else None
            if meta is None:
                continue
            rows = self._rows(
                f"MATCH (n:{quote_name(name)}) WHERE offset(id(n)) IN $offsets "  # type: ignore[arg-type]
                f"RETURN offset(id(n)), n.{quote_name(meta.key)}",
                {"offsets": offsets},
            )
            for offset, vid in rows:
                found[(table, int(offset))] = vid
        return found

    def _tags_of(self, vids: set[Value]) -> dict[Value, dict[str, Map]]:
        """Every tag (with its props) of those of ``vids`` that have more than one, in table order.

        Why: a node row holds one tag (see :mod:`r3.graph.ladybug_convert`), but an r3
        vertex value carries all of them, as the embedded engine and NebulaGraph return it.
        One query per tag table; nothing when the graph has a single tag table, nor for tables
        of layout 2 (a vertex of several tags is one row of its tag set's table).
        """
        tags = [m for m in self._catalog().of_kind("tag") if m.layout < 2]
        if len(tags) < 2 or not vids:
            return {}
        found: dict[Value, dict[str, Map]] = {}
        wanted = list(vids)
        for meta in tags:
            rows = self._rows(
                f"MATCH (n:{quote_name(meta.name)}) WHERE n.{quote_name(meta.key)} IN $vids "
                f"RETURN n.{quote_name(meta.key)}, n",
                {"vids": wanted},
            )
            for vid, raw in rows:
                found.setdefault(vid, {})[meta.name] = meta.read_props(raw)
        return {vid: t for vid, t in found.items() if len(t) > 1}

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]:
        """Every vertex with all its tags, by vid: the rows of one vid in several tag tables merged."""
        cat = self._catalog()
        streams: list[Iterator[tuple[Value, int, dict[str, Map]]]] = []
        for order, meta in enumerate([*cat.of_kind("tag"), *cat.of_kind("tagset")]):
            streams.append(self._scan_nodes(meta, order))
        for meta in cat.of_kind("hidden"):
            streams.append(self._scan_nodes(meta, -1, where="n.real = true"))
        current: Value = NULL  # set with started
        tags: dict[str, Map | None] = {}
        started = False
        for vid, _order, found in heapq.merge(*streams, key=lambda r: (r[0], r[1])):
            if started and vid != current:
                yield Vertex(current, Tags(tags))
                tags = {}
            current, started = vid, True
            tags.update(found)
        if started:
            yield Vertex(current, Tags(tags))

    def _scan_nodes(
        self, meta: TableMeta, order: int, where: str | None = None
    ) -> Iterator[tuple[Value, int, dict[str, Map]]]:
        """``(vid, order, {tag: props})`` of one node table, sorted by vid, a page at a time."""
        key = f"n.{quote_name(meta.key)}"
        names = meta.prop_names if meta.kind != "hidden" else []
        cols = ", ".join([key, *(f"n.{quote_name(p)}" for p in names)])
        last: Any = None
        while True:
            conds = [c for c in (where, f"{key} > $last" if last is not None else None) if c]
            query = (
                f"MATCH (n:{quote_name(meta.name)}) {'WHERE ' + ' AND '.join(conds) if conds else ''} "
                f"RETURN {cols} ORDER BY {key} LIMIT {PAGE}"
            )
            rows = self._rows(query, {"last": last} if last is not None else None)
            for row in rows:
                if last is not None and not last < row[0]:  # the merge by vid needs Python's order
                    raise QueryExecutionError(f"LadybugDB returned {meta.name} rows out of vid order")
                last = row[0]
                yield row[0], order, meta.read_tags(dict(zip(names, row[1:], strict=True)))
            if len(rows) < PAGE:
                return

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]:
        """Every edge, rel table by rel table, a page of source nodes at a time."""
        cat = self._catalog()
        for meta in cat.of_kind("edge"):
            names = meta.prop_names
            rank = f", e.{quote_name(meta.rank)}" if meta.rank else ""
            props = "".join(f", e.{quote_name(p)}" for p in names)
            for src_table, dst_table in cat.connections.get(meta.name, []):
                src_meta, dst_meta = cat.tables[src_table], cat.tables[dst_table]
                top = self._rows(f"MATCH (a:{quote_name(src_table)}) RETURN max(offset(id(a)))")
                hi = top[0][0] if top and top[0][0] is not None else -1
                query = (
                    f"MATCH (a:{quote_name(src_table)})-[e:{quote_name(meta.name)}]->(b:{quote_name(dst_table)}) "
                    "WHERE offset(id(a)) >= $lo AND offset(id(a)) < $hi "
                    f"RETURN a.{quote_name(src_meta.key)}, b.{quote_name(dst_meta.key)}{rank}{props}"
                )
                for lo in range(0, hi + 1, PAGE):
                    for row in self._rows(query, {"lo": lo, "hi": lo + PAGE}):
                        r = row[2] if meta.rank else 0
                        values = row[3:] if meta.rank else row[2:]
                        yield Edge(
                            row[0],
                            row[1],
                            meta.name,
                            r if isinstance(r, int) else 0,
                            meta.read_props(dict(zip(names, values, strict=True))),
                        )

    def counts(self, space: str | None = None) -> dict[str, int]:
        """Node rows (a multi-tag vertex counts once, or once per tag in a layout-1 database) and
        edges: a progress-bar total."""
        cat = self._catalog()
        vids = 0
        for meta in [*cat.of_kind("tag"), *cat.of_kind("tagset"), *cat.of_kind("hidden")]:
            where = " WHERE n.real = true" if meta.kind == "hidden" else ""
            vids += self._rows(f"MATCH (n:{quote_name(meta.name)}){where} RETURN count(*)")[0][0]
        edges = sum(
            self._rows(f"MATCH ()-[e:{quote_name(m.name)}]->() RETURN count(*)")[0][0]
            for m in cat.of_kind("edge")
        )
        return {"vertices": vids, "edges": edges}

    def change_token(self, space: str | None = None) -> str | None:
        """LadybugDB keeps no data version r3 can read: None (dumps are full re-dumps)."""
        return None

    # ------------------------------------------------------------------ creating and loading
    def create_from_schema(
        self,
        space: SpaceSchema,
        *,
        endpoints: Mapping[str, Iterable[tuple[str, str]]] | None = None,
        hidden: bool = False,
        replace: bool = False,
        tag_sets: Iterable[tuple[str, ...]] = (),
    ) -> None:
        """Create the node and rel tables for ``space`` (see :mod:`r3.graph.ladybug_convert`).

        ``endpoints`` gives each edge type's ``(src table, dst table)`` pairs seen in the
        data; without it (or for a type with none) the declared endpoints are used, else
        every tag pair. ``hidden`` also creates the table for tagless/dangling vertices;
        ``tag_sets`` (two tags or more each, in schema order) the tables of multi-tag vertices.
        """
        self._require_writable()
        existing = [m.name for m in self._catalog().tables.values()]
        if existing:
            if not replace:
                raise UserInputError(
                    f"LadybugDB database {self.path or ':memory:'} already has tables ({', '.join(existing)}); "
                    "load into a new database or pass replace=True"
                )
            self.drop_all()
        vid_type = "INT64" if space.vid_is_int else "STRING"
        vid_length = None if space.vid_is_int else space.vid_length
        tag_names = list(space.tags)
        for tag in space.tags.values():
            key = "_r3_vid" if tag.prop("vid") is not None else "vid"
            cols = [f"{quote_name(key)} {vid_type} PRIMARY KEY"]
            cols += [f"{quote_name(p.name)} {ladybug_type(p.type)}" for p in tag.properties]
            meta = TableMeta(
                tag.name, "tag", list(tag.properties), key=key, rank=None, comment=tag.comment,
                indexes=space.indexes_on("tag", tag.name), space=space.name,
                vid_type=space.vid_type, vid_length=vid_length,
            )  # fmt: skip
            self._ddl(f"CREATE NODE TABLE {quote_name(tag.name)}({', '.join(cols)})", meta)
        set_names = []
        for tags in tag_sets:
            meta = _tag_set_meta(space, tuple(tags), vid_length)
            cols = [f"{quote_name(meta.key)} {vid_type} PRIMARY KEY"]
            cols += [f"{quote_name(p.name)} {ladybug_type(p.type)}" for p in meta.props]
            self._ddl(f"CREATE NODE TABLE {quote_name(meta.name)}({', '.join(cols)})", meta)
            set_names.append(meta.name)
        tag_names = [*tag_names, *set_names]
        if hidden or not tag_names:
            meta = TableMeta(
                HIDDEN_TABLE,
                "hidden",
                [],
                rank=None,
                space=space.name,
                vid_type=space.vid_type,
                vid_length=vid_length,
            )
            self._ddl(f"CREATE NODE TABLE {HIDDEN_TABLE}(vid {vid_type} PRIMARY KEY, real BOOL)", meta)
            tables = [*tag_names, HIDDEN_TABLE]
        else:
            tables = tag_names
        for edge in space.edges.values():
            pairs = list(dict.fromkeys((endpoints or {}).get(edge.name, ())))
            if not pairs:
                pairs = [p for p in edge.endpoints if p[0] in tables and p[1] in tables]
            if not pairs:
                pairs = [(a, b) for a in tag_names for b in tag_names] or [(HIDDEN_TABLE, HIDDEN_TABLE)]
            rank = "_r3_rank" if edge.prop("rank") is not None else "rank"
            cols = [f"FROM {quote_name(a)} TO {quote_name(b)}" for a, b in pairs]
            cols += [f"{quote_name(p.name)} {ladybug_type(p.type)}" for p in edge.properties]
            cols.append(f"{quote_name(rank)} INT64")
            meta = TableMeta(
                edge.name, "edge", list(edge.properties), rank=rank, comment=edge.comment,
                indexes=space.indexes_on("edge", edge.name), space=space.name,
                vid_type=space.vid_type, vid_length=vid_length,
            )  # fmt: skip
            self._ddl(f"CREATE REL TABLE {quote_name(edge.name)}({', '.join(cols)})", meta)
        self._space = self._space or space.name
        self.invalidate()

    def _ddl(self, statement: str, meta: TableMeta) -> None:
        self._rows(statement)
        self._rows(f"COMMENT ON TABLE {quote_name(meta.name)} IS {string_literal(meta.to_comment())}")

    def drop_all(self) -> None:
        """Drop every table (rel tables first): what ``replace=True`` does before a load."""
        self._require_writable()
        cat = self._catalog()
        for kind in ("edge", "tag", "tagset", "hidden"):
            for meta in cat.of_kind(kind):
                self._rows(f"DROP TABLE {quote_name(meta.name)}")
        self.invalidate()

    def load_space(
        self,
        schema: SpaceSchema,
        vertices: Iterable[Vertex],
        edges: Iterable[Edge],
        *,
        replace: bool = False,
        progress: bool = False,
    ) -> LadybugLoadSummary:
        """Create the tables for ``schema`` and bulk-load the vertices and edges (COPY from CSV).

        Vertices may come in pieces (the same vid again with other tags, as a dump stores
        them); every vertex must come before the edges. Keeps one small entry per vid in
        memory (to route edges to the primary table); rows go through temporary files.
        """
        self._require_writable()
        started = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="r3-ladybug-") as tmp:
            loader = _Loader(schema, Path(tmp))
            for vertex in _progress(vertices, "vertices", progress):
                loader.add_vertex(vertex)
            for edge in _progress(edges, "edges", progress):
                loader.add_edge(edge)
            loader.finish()
            self.create_from_schema(
                schema, endpoints=loader.endpoints(), hidden=loader.needs_hidden, replace=replace,
                tag_sets=loader.tag_sets(),
            )  # fmt: skip
            loader.copy_into(self)
        summary = loader.summary(schema.name)
        summary.elapsed_s = time.perf_counter() - started
        return summary

    def load_graph(
        self,
        path_or_dir: str | Path,
        space: str | None = None,
        *,
        on_error: str = "skip",
        replace: bool = False,
        progress: bool = False,
    ) -> LadybugLoadSummary:
        """Load a graph folder / importer config.yaml (+ CSVs) / .ngql script, as ``r3 load`` reads it.

        The files are read by the embedded engine's loader (one reading of the importer
        rules for both backends) into a temporary in-memory store, then copied over.
        """

        self._require_writable()
        store = GraphStore()
        loaded = load_graph(path_or_dir, store, space, on_error, progress=progress)
        sp = store.space(loaded.space)

        engine = Engine(store, space=loaded.space)
        summary = self.load_space(
            sp.schema, engine.scan_vertices(), engine.scan_edges(), replace=replace, progress=progress
        )
        if loaded.rejected_count:
            summary.notes.append(f"{loaded.rejected_count} rows rejected by the loader (see r3 load)")
        summary.notes.extend(loaded.notes)
        return summary

    def _require_writable(self) -> None:
        if self.read_only:
            raise UserInputError(
                f"LadybugDB database {self.path} was opened read-only; open it with read_only=false to load"
            )

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._db.close()
                self._conn = None

    def __enter__(self) -> LadybugBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --------------------------------------------------------------------------- helpers


def _disk_size(path: Path) -> int:
    """Bytes of a database file (or of every file in a database folder)."""
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return path.stat().st_size if path.exists() else 0


def _power_of_two(n: int) -> int:
    return 1 << max(int(n) - 1, 1).bit_length()


def _matches(meta: TableMeta, columns: list[tuple[str, str]], kind: str) -> bool:
    """Whether r3's recorded metadata still describes the table's columns (not altered since)."""
    names = [c[0] for c in columns]
    if kind == "NODE":
        expected = [meta.key, *(["real"] if meta.kind == "hidden" else meta.prop_names)]
    else:
        expected = [*meta.prop_names, *([meta.rank] if meta.rank else [])]
    return meta.kind in (("tag", "hidden", "tagset") if kind == "NODE" else ("edge",)) and names == expected


def _introspect(name: str, kind: str, info: list[list[Any]]) -> TableMeta:
    """Metadata for a table r3 did not create: every column is a prop, the primary key is the vid."""
    props = [PropertyDef(row[1], r3_type(str(row[2]))) for row in info]
    if kind == "NODE":
        key_row = next((row for row in info if len(row) > 4 and row[4] is True), info[0] if info else None)
        key = key_row[1] if key_row else "vid"
        key_type = r3_type(str(key_row[2])) if key_row else "string"
        is_int = key_type.startswith("int")
        meta = TableMeta(
            name, "tag", props, key=key, rank=None,
            vid_type="int64" if is_int else "fixed_string", vid_length=None,
        )  # fmt: skip
        meta.key_is_synthetic = False
        meta.layout = 1  # a vid may be a row of several tables r3 did not make
        return meta
    return TableMeta(name, "edge", props, rank=None)


def _tag_set_meta(space: SpaceSchema, tags: tuple[str, ...], vid_length: int | None) -> TableMeta:
    """The table of the vertices with exactly ``tags``: every tag's props, a name two tags share
    once (the first tag's definition), the key ``_r3_vid`` where a tag has a prop ``vid``."""
    columns: dict[str, PropertyDef] = {}
    for tag in tags:
        for p in space.tags[tag].properties:
            columns.setdefault(p.name, p)
    return TableMeta(
        tag_set_name(tags), "tagset", list(columns.values()), key="_r3_vid" if "vid" in columns else "vid",
        rank=None, space=space.name, vid_type=space.vid_type, vid_length=vid_length,
        tag_props={tag: list(space.tags[tag].properties) for tag in tags},
    )  # fmt: skip


# --------------------------------------------------------------------------- bulk loading

_COPY_BATCH = 2_000  # rows per parameterised COPY (rows CSV cannot carry)


def _progress(items: Iterable[T], desc: str, enabled: bool) -> Iterator[T]:

    with progress_bar(None, unit="rec", desc=desc, enabled=enabled) as bar:
        for item in items:
            bar.update(1)
            yield item


class _Sink:
    """The rows bound for one table (or one FROM/TO pair of a rel table), in temporary files.

    Rows go to a CSV file for COPY, except rows holding an empty string (Ladybug reads an
    empty CSV field as NULL): those go to a JSONL file and are copied through parameters.
    """

    def __init__(self, folder: Path, n: int, types: list[str]) -> None:
        self.types = types  # Ladybug type of each column (for the parameterised COPY)
        self.csv_path = folder / f"t{n}.csv"
        self.exact_path = folder / f"t{n}.jsonl"
        self._csv = open(self.csv_path, "w", newline="", encoding="utf-8")  # noqa: SIM115 - closed in close()
        self._writer = csv.writer(self._csv, quoting=csv.QUOTE_ALL, lineterminator="\n")
        self._exact: TextIO | None = None
        self.csv_rows = 0
        self.exact_rows = 0

    def write(self, cells: list[str | None]) -> None:
        if "" in cells:
            if self._exact is None:
                self._exact = open(self.exact_path, "w", encoding="utf-8")  # noqa: SIM115
            self._exact.write(json.dumps(cells, ensure_ascii=False) + "\n")
            self.exact_rows += 1
        else:
            self._writer.writerow(cells)
            self.csv_rows += 1

    def close(self) -> None:
        self._csv.close()
        if self._exact is not None:
            self._exact.close()

    def rows(self) -> Iterator[list[str | None]]:
        """The cells written (after :meth:`close`): an empty CSV field is NULL, as COPY reads it."""
        with open(self.csv_path, newline="", encoding="utf-8") as f:
            for cells in csv.reader(f):
                yield [c if c != "" else None for c in cells]
        if self._exact is not None:
            with open(self.exact_path, encoding="utf-8") as f:
                for line in f:
                    yield json.loads(line)

    def copy(self, backend: LadybugBackend, table: str, options: str = "") -> None:
        target = quote_name(table)
        if self.csv_rows:
            extra = f"{options}, " if options else ""
            backend._rows(
                f"COPY {target} FROM {string_literal(str(self.csv_path))} ({extra}header=false, parallel=false)"
            )
        if self.exact_rows:
            casts = ", ".join(f"CAST(r[{i + 1}] AS {t})" for i, t in enumerate(self.types))
            query = (
                f"COPY {target} FROM (UNWIND $rows AS r RETURN {casts}){f' ({options})' if options else ''}"
            )
            with open(self.exact_path, encoding="utf-8") as f:
                batch: list[JsonValue] = []
                for line in f:
                    batch.append(json.loads(line))
                    if len(batch) >= _COPY_BATCH:
                        backend._rows(query, {"rows": batch})
                        batch = []
                if batch:
                    backend._rows(query, {"rows": batch})


class _Loader:
    """Routes vertices and edges of one space into per-table sinks, then COPYs them in order.

    Keeps one int per vid (a bit per tag it carries, plus one for "tagless vertex") to find a
    vertex's table when its edges arrive, and the set of dangling endpoints. A vertex may come
    in pieces (a dump's), so each piece goes to its tag's sink first; :meth:`finish` moves the
    rows of vertices of several tags into their tag set's sink (read back from the files: the
    cells of those vertices only are held in memory, and only when there are any).
    """

    def __init__(self, schema: SpaceSchema, folder: Path) -> None:
        self.schema = schema
        self.folder = folder
        self.tags = list(schema.tags)
        self.order = {t: i for i, t in enumerate(self.tags)}
        self.tagless_bit = 1 << len(self.tags)
        self.vid_type = "INT64" if schema.vid_is_int else "STRING"
        self.masks: dict[Value, int] = {}
        self.dangling: set[Value] = set()
        self.nodes: dict[str, _Sink] = {}
        self.rels: dict[tuple[str, str, str], _Sink] = {}
        self.hidden: _Sink | None = None
        self.sets: dict[str, _Sink] = {}  # tag-set table -> its rows
        self.vertex_rows = 0
        self.edges = 0
        self.notes: list[str] = []
        self.files = 0

    def _vid_cell(self, vid: Value) -> str:
        if self.schema.vid_is_int:
            if type(vid) is not int:
                raise UserInputError(f"space `{self.schema.name}' has INT64 vids, got {vid!r}")
            return str(vid)
        if type(vid) is not str:
            raise UserInputError(f"space `{self.schema.name}' has string vids, got {vid!r}")
        if vid == "":
            raise UserInputError("an empty string is not a vertex id LadybugDB can key")
        return vid

    def _sink(self, types: list[str]) -> _Sink:
        self.files += 1  # each sink its own files
        return _Sink(self.folder, self.files, types)

    def add_vertex(self, vertex: Vertex) -> None:
        vid_cell = self._vid_cell(vertex.vid)
        mask = self.masks.get(vertex.vid, 0)
        if not vertex.tags:
            mask |= self.tagless_bit
        for tag, props in vertex.tags.items():
            i = self.order.get(tag)
            if i is None:
                raise UserInputError(f"vertex {vertex.vid!r} has tag `{tag}' that the schema does not define")
            if mask >> i & 1:
                raise UserInputError(f"vertex {vertex.vid!r} comes twice with tag `{tag}'")
            mask |= 1 << i
            item = self.schema.tags[tag]
            sink = self.nodes.get(tag)
            if sink is None:
                types = [self.vid_type, *(ladybug_type(p.type) for p in item.properties)]
                sink = self.nodes[tag] = self._sink(types)
            values = props or {}
            sink.write([vid_cell, *(to_csv_cell(values.get(p.name), p.type) for p in item.properties)])
            self.vertex_rows += 1
        self.masks[vertex.vid] = mask

    def _tags_in(self, mask: int) -> tuple[str, ...]:
        return tuple(t for i, t in enumerate(self.tags) if mask >> i & 1)

    def _table_of(self, vid: Value) -> str:
        mask = self.masks.get(vid)
        tag_bits = (mask or 0) & (self.tagless_bit - 1)
        if not tag_bits:
            if mask is None:
                self.dangling.add(vid)
            return HIDDEN_TABLE
        if tag_bits & (tag_bits - 1):  # several tags: the tag set's table
            return tag_set_name(self._tags_in(tag_bits))
        return self.tags[tag_bits.bit_length() - 1]

    def tag_sets(self) -> list[tuple[str, ...]]:
        """The tag sets of two tags or more that vertices have, each once, in first-seen order."""
        every = self.tagless_bit - 1
        seen = dict.fromkeys(m & every for m in self.masks.values() if (m & every) & ((m & every) - 1))
        return [self._tags_in(m) for m in seen]

    def add_edge(self, edge: Edge) -> None:
        item = self.schema.edges.get(edge.type)
        if item is None:
            raise UserInputError(f"edge type `{edge.type}' is not defined by the schema")
        src, dst = self._vid_cell(edge.src), self._vid_cell(edge.dst)
        key = (edge.type, self._table_of(edge.src), self._table_of(edge.dst))
        sink = self.rels.get(key)
        if sink is None:
            types = [self.vid_type, self.vid_type, *(ladybug_type(p.type) for p in item.properties), "INT64"]
            sink = self.rels[key] = self._sink(types)
        props: Mapping[str, Value] = edge.props or {}
        cells = [src, dst, *(to_csv_cell(props.get(p.name), p.type) for p in item.properties)]
        sink.write([*cells, str(edge.rank or 0)])
        self.edges += 1

    @property
    def needs_hidden(self) -> bool:
        return bool(self.dangling) or any(m & self.tagless_bit for m in self.masks.values())

    def finish(self) -> None:
        for sink in self.nodes.values():
            sink.close()
        if self.tag_sets():
            self._move_multi_tag_rows()
        if self.needs_hidden:
            self.hidden = self._sink([self.vid_type, "BOOL"])
            for vid, mask in self.masks.items():
                if mask & self.tagless_bit and not mask & (self.tagless_bit - 1):
                    self.hidden.write([self._vid_cell(vid), "true"])
            for vid in self.dangling:
                self.hidden.write([self._vid_cell(vid), "false"])
        for sink in [*self.rels.values(), *([self.hidden] if self.hidden else [])]:
            sink.close()

    def _vid_of_cell(self, cell: str | None) -> Value:
        if cell is None:
            return NULL
        return int(cell) if self.schema.vid_is_int else cell

    def _move_multi_tag_rows(self) -> None:
        """Each tag sink keeps its one-tag vertices; a vertex of several tags becomes one row of
        its tag set's sink (a prop name its tags share: the first tag's value, noted if another differs)."""
        every = self.tagless_bit - 1
        pieces: dict[Value, dict[str, list[str | None]]] = {}
        for tag, sink in list(self.nodes.items()):
            kept = self._sink(sink.types)
            for cells in sink.rows():
                vid = self._vid_of_cell(cells[0])
                mask = self.masks.get(vid, 0) & every
                if mask & (mask - 1):
                    pieces.setdefault(vid, {})[tag] = cells
                else:
                    kept.write(cells)
            kept.close()
            self.nodes[tag] = kept
        differ = 0
        self.vertex_rows -= sum(len(by_tag) - 1 for by_tag in pieces.values())
        for vid, by_tag in pieces.items():
            tags = self._tags_in(self.masks[vid] & every)
            name = tag_set_name(tags)
            columns: dict[str, tuple[PropertyDef, str | None]] = {}
            for tag in tags:
                props = self.schema.tags[tag].properties
                for p, cell in zip(props, by_tag[tag][1:], strict=True):
                    first = columns.setdefault(p.name, (p, cell))
                    if first[1] != cell or first[0].type != p.type:
                        differ += 1
            target = self.sets.get(name)
            if target is None:
                types = [self.vid_type, *(ladybug_type(p.type) for p, _ in columns.values())]
                target = self.sets[name] = self._sink(types)
            target.write([by_tag[tags[0]][0], *(cell for _, cell in columns.values())])
        for sink in self.sets.values():
            sink.close()
        if differ:
            self.notes.append(
                f"{differ} props of vertices with several tags differ from the same-named prop of "
                "an earlier tag; LadybugDB keeps the earlier tag's (one column per name)"
            )

    def endpoints(self) -> dict[str, list[tuple[str, str]]]:
        out: dict[str, list[tuple[str, str]]] = {}
        for etype, a, b in self.rels:
            out.setdefault(etype, []).append((a, b))
        return out

    def copy_into(self, backend: LadybugBackend) -> None:
        for tag, sink in self.nodes.items():
            sink.copy(backend, tag)
        for name, sink in self.sets.items():
            sink.copy(backend, name)
        if self.hidden is not None:
            self.hidden.copy(backend, HIDDEN_TABLE)
        for (etype, a, b), sink in self.rels.items():
            sink.copy(backend, etype, f"from={string_literal(a)}, to={string_literal(b)}")

    def summary(self, space: str) -> LadybugLoadSummary:
        real = sum(1 for m in self.masks.values() if m)
        return LadybugLoadSummary(
            space=space,
            vertices=real,
            vertex_rows=self.vertex_rows,
            edges=self.edges,
            dangling_endpoints=len(self.dangling),
            notes=list(self.notes),
        )


__all__ = [
    "DEFAULT_TIMEOUT_S",
    "DEFAULT_WORKERS",
    "MAX_RESULT_ROWS",
    "LadybugBackend",
    "LadybugLoadSummary",
    "import_ladybug",
    "refuse_file_access",
]
