"""NebulaGraph as a :class:`~r3.contracts.backend.GraphBackend`, through nebula3-python.

What this adapter owns (the architecture's "wrap it behind our adapter; own the pool"):

- one ``ConnectionPool``, opened on first use and closed by :meth:`NebulaBackend.close` (or
  leaving a ``with`` block);
- one session per space: checked out on first use, switched with ``USE`` only when the
  session is not already in that space (a query's own ``USE`` is noticed from the response);
- bounded retries with exponential backoff when a session expires or the connection breaks.
  A statement that may have reached the server is re-sent only when it is read-only;
  writes are retried only when they demonstrably never ran (session lost, no connection);
- read-only by default: write statements are refused before anything is sent
  (:mod:`r3.graph.readonly`), since NebulaGraph sessions have no read-only mode;
- conversion of every result and error into r3 types (:mod:`r3.graph.nebula_convert`).

Scans read storage directly (the R³ paper's point: dump the graph from storaged rather than
querying everything through graphd): a ``MetaCache`` finds partition leaders and schema ids,
and ``ScanVertex``/``ScanEdge`` requests walk every partition in key order, ``batch_size``
rows at a time. One ScanVertex request names every tag, so a vertex with several tags comes
back as one row and is yielded once with all its tags. When storaged cannot be reached (a
common case with Docker, where storaged registers under a container host name), the scan
falls back to the graph service: ``MATCH (v:`tag`) RETURN v SKIP n LIMIT b`` per tag and
``MATCH ()-[e:`type`]->() RETURN e SKIP n LIMIT b`` per edge type. Limits of the fallback:
it needs NebulaGraph 3.x (label scans without an index are allowed only with LIMIT), each
page re-scans the skipped rows (total cost grows with the square of the graph size over the
batch size), and pages are consistent only while nobody writes. Vertices without any tag
are invisible to both paths.

Credentials are kept on the instance only to open sessions; they are never logged and
never part of a message or ``repr``.
"""

from __future__ import annotations

import logging
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Literal

from r3.contracts.backend import BackendTraits, BaseBackend, DialectName, ResultSet
from r3.contracts.schema import GraphSchema, SchemaKind, SpaceSchema
from r3.errors import GraphConnectionError, QueryError, QueryExecutionError, UserInputError
from r3.graph import nebula_convert as C
from r3.graph.nebula_client import NebulaPool, NebulaSession
from r3.graph.readonly import refuse_writes
from r3.registry import require
from r3.values import Edge, Value, Vertex

log = logging.getLogger(__name__)

Host = tuple[str, int]
ScanVia = Literal["auto", "storage", "graph"]

DEFAULT_GRAPH_PORT = 9669
DEFAULT_META_PORT = 9559
#: Errors that only mean "the schema change has not reached every service yet".
_SCHEMA_NOT_READY = re.compile(
    r"not found|no schema found|not exist|space was not chosen|SpaceNotFound|TagNotFound|EdgeNotFound",
    re.IGNORECASE,
)


def _nebula3() -> ModuleType:
    """Import nebula3 lazily: it is an optional dependency."""
    return require("nebula3.Config", "nebula", what="NebulaGraph support (the nebula3-python client)")


def connection_errors() -> tuple[type[BaseException], ...]:
    """Exceptions nebula3-python raises when a socket, session or pool fails (not query errors)."""
    from nebula3.Exception import (
        AuthFailedException,
        ClientServerIncompatibleException,
        InValidHostname,
        IOErrorException,
        NotValidConnectionException,
        NoValidSessionException,
    )
    from nebula3.fbthrift.transport.TTransport import TTransportException

    return (
        IOErrorException,
        AuthFailedException,
        NotValidConnectionException,
        NoValidSessionException,
        InValidHostname,
        ClientServerIncompatibleException,
        TTransportException,
        OSError,
        RuntimeError,
    )


def _retriable() -> tuple[type[BaseException], ...]:
    """Failures before the statement was sent: safe to retry with a new session."""
    return (_SessionLost, *connection_errors())


def _is_timeout(exc: BaseException) -> bool:
    from nebula3.Exception import IOErrorException

    return isinstance(exc, IOErrorException) and exc.type == IOErrorException.E_TIMEOUT


def _is_auth(exc: BaseException) -> bool:
    from nebula3.Exception import AuthFailedException

    return isinstance(exc, AuthFailedException)


def _quote(name: str) -> str:
    """A schema name as an nGQL identifier (backticks always: names may be keywords)."""
    return "`" + name.replace("`", "``") + "`"


class _SessionLost(Exception):
    """A session the server no longer knows (seen while switching space): get a new one."""


@dataclass
class _Checked:
    """A session and the space it is in (as the server last told us)."""

    session: NebulaSession
    current: str | None


@dataclass(frozen=True)
class NebulaOptions:
    """How a :class:`NebulaBackend` talks to the server (the ``?key=value`` options of a
    ``nebula://`` URL). ``meta_hosts`` (default: the graphd host names on port 9559) are only
    needed for storage scans; ``scan_via``: ``auto`` scans storaged and falls back to nGQL
    when it cannot be reached, ``storage`` makes that an error, ``graph`` never tries it."""

    pool_size: int = 10
    timeout_s: float = 60.0
    retries: int = 3
    backoff_s: float = 0.5
    meta_hosts: Sequence[Host] | None = None
    scan_batch_size: int = 1000
    scan_via: ScanVia = "auto"

    def __post_init__(self) -> None:
        if self.scan_via not in ("auto", "storage", "graph"):
            raise UserInputError(
                f"NebulaGraph: scan_via must be auto, storage or graph, not {self.scan_via!r}"
            )
        if self.scan_batch_size < 1 or self.pool_size < 1 or self.retries < 0:
            raise UserInputError("NebulaGraph: scan_batch_size and pool_size must be >= 1, retries >= 0")


@dataclass(frozen=True)
class NebulaClients:
    """The client objects a :class:`NebulaBackend` makes, for tests (and callers with special
    needs) to inject: ``pool_factory(hosts, config) -> pool``, an initialised
    ``ConnectionPool``-like object (``get_session(user, password, retry_connect)``,
    ``close()``); ``storage_factory(meta_hosts, timeout_ms) -> (meta_cache, storage_client)``;
    ``sleep`` between retries."""

    pool_factory: Callable[[list[Host], object], NebulaPool] | None = None
    storage_factory: Callable[[list[Host], int], tuple[Any, Any]] | None = None
    sleep: Callable[[float], None] = time.sleep


#: NebulaGraph as a backend: a server of named spaces that EXPLAINs what it would run.
NEBULA_TRAITS = BackendTraits(name="NebulaGraph", dry_run="explain", one_graph_per_database=False)


class NebulaBackend(BaseBackend):
    """NebulaGraph 3.x through nebula3-python (see the module docstring for the policies).

    ``hosts`` are graphd addresses; ``options`` how to talk to them (:class:`NebulaOptions`);
    ``clients`` the client objects to use instead of nebula3's (:class:`NebulaClients`).
    Not safe for concurrent use from several threads beyond the internal lock around each
    call; give each worker its own backend.
    """

    dialect: DialectName = "ngql"
    traits = NEBULA_TRAITS
    #: Sessions have no read-only mode: reads are gated here, ``allow_writes`` runs writes.
    read_only = False

    def __init__(
        self,
        hosts: Sequence[Host],
        user: str,
        password: str,
        *,
        space: str | None = None,
        options: NebulaOptions | None = None,
        clients: NebulaClients | None = None,
    ) -> None:
        if not hosts:
            raise UserInputError("NebulaGraph: no graphd host given (expected e.g. [('127.0.0.1', 9669)])")
        options = options or NebulaOptions()
        clients = clients or NebulaClients()
        self.hosts: list[Host] = [(str(h), int(p)) for h, p in hosts]
        self.user = user
        self._password = password
        self.space = space
        self.pool_size = options.pool_size
        self.timeout_s = options.timeout_s
        self.retries = options.retries
        self.backoff_s = options.backoff_s
        self.meta_hosts: list[Host] = (
            [(str(h), int(p)) for h, p in options.meta_hosts]
            if options.meta_hosts
            else [(h, DEFAULT_META_PORT) for h, _ in self.hosts]
        )
        self.scan_batch_size = options.scan_batch_size
        self.scan_via: ScanVia = options.scan_via
        self._pool_factory = clients.pool_factory
        self._storage_factory = clients.storage_factory
        self._sleep = clients.sleep
        self._pool: NebulaPool | None = None
        self._sessions: dict[str | None, _Checked] = {}
        self._storage: tuple[Any, Any] | None = None
        self._lock = threading.RLock()
        self._closed = False

    def __repr__(self) -> str:
        hosts = ",".join(f"{h}:{p}" for h, p in self.hosts)
        return f"NebulaBackend(hosts={hosts}, user={self.user!r}, space={self.space!r})"

    @property
    def where(self) -> str:
        """How messages name this server (hosts only; never the credentials)."""
        return "NebulaGraph at " + ", ".join(f"{h}:{p}" for h, p in self.hosts)

    # ------------------------------------------------------------------ lifecycle
    def __enter__(self) -> NebulaBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release every session, close the pool and the storage clients. Safe to call twice."""
        with self._lock:
            for key in list(self._sessions):
                self._discard(key, release=True)
            if self._pool is not None:
                self._quietly(self._pool.close)
                self._pool = None
            if self._storage is not None:
                meta, storage = self._storage
                self._quietly(storage.close)
                self._quietly(meta.close)
                self._storage = None
            self._closed = True

    def _quietly(self, fn: Callable[[], object]) -> None:
        """Run a cleanup step; a broken connection must not stop the rest of the cleanup."""
        try:
            fn()
        except connection_errors() as e:
            log.debug("NebulaGraph cleanup step failed: %s", e)

    def _open_pool(self) -> NebulaPool:
        if self._pool is not None:
            return self._pool
        if self._closed:
            raise GraphConnectionError(f"{self.where}: this backend was closed; open a new one")
        config_module = _nebula3()
        config = config_module.Config()
        config.max_connection_pool_size = self.pool_size
        config.timeout = int(self.timeout_s * 1000) if self.timeout_s else 0
        try:
            if self._pool_factory is not None:
                pool = self._pool_factory(list(self.hosts), config)
            else:
                from nebula3.gclient.net import ConnectionPool

                pool = ConnectionPool()
                pool.init(list(self.hosts), config)
        except connection_errors() as e:
            raise GraphConnectionError(
                f"cannot reach {self.where} ({type(e).__name__}: {_msg(e)}); is graphd running "
                "(docker compose up -d) and is the host:port right?"
            ) from e
        self._pool = pool
        return pool

    # ------------------------------------------------------------------ sessions
    def _new_session(self) -> NebulaSession:
        pool = self._open_pool()
        try:
            session = pool.get_session(self.user, self._password, False)
        except connection_errors() as e:
            if _is_auth(e):
                raise GraphConnectionError(
                    f"{self.where} refused user {self.user!r}: {_msg(e)}; check the user name and password"
                ) from e
            raise
        if session is None:
            raise GraphConnectionError(f"{self.where}: no free connection in the pool")
        return session

    def _checkout(self, space: str | None) -> _Checked:
        """The session for ``space``, created and switched (``USE``) as needed."""
        entry = self._sessions.get(space)
        if entry is None:
            entry = _Checked(self._new_session(), None)
            self._sessions[space] = entry
        if space is not None and entry.current != space:
            raw = entry.session.execute(f"USE {_quote(space)}")
            code = raw.error_code()
            if code != C.SUCCEEDED:
                if code in C.SESSION_LOST or code in C.UNREACHABLE:
                    self._discard(space)
                    raise _SessionLost(C.text(raw.error_msg()) or C.error_name(code))
                raise C.error_for(code, C.text(raw.error_msg()), where=self.where)
            entry.current = space
        return entry

    def _discard(self, space: str | None, *, release: bool = False) -> None:
        """Forget a session after a failure (its connection may be broken) or on close."""
        entry = self._sessions.pop(space, None)
        if entry is not None and release:
            self._quietly(entry.session.release)

    # ------------------------------------------------------------------ queries
    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run ``query`` (one or more ``;``-separated statements) in ``space`` (default: the
        backend's space) and return the last result.

        ``params`` are bound as ``$name`` parameters (r3 values or plain Python data).
        Raises QuerySyntaxError / QuerySemanticError / QueryExecutionError, and
        GraphConnectionError when the server cannot be reached after the retries.
        """
        if not allow_writes:
            refuse_writes(query, "ngql", backend="NebulaGraph")
        return self._run(query, space if space is not None else self.space, params, resend=not allow_writes)

    def _run(
        self, query: str, space: str | None, params: Mapping[str, object] | None, *, resend: bool
    ) -> ResultSet:
        wire_params = C.params_to_nebula(params)
        attempt = 0
        with self._lock:
            while True:
                try:
                    entry = self._checkout(space)
                except _retriable() as e:
                    # Nothing was sent: retrying is safe for any statement.
                    self._discard(space)
                    attempt = self._backoff_or_raise(attempt, e)
                    continue
                started = time.perf_counter()
                try:
                    execute_parameter = getattr(entry.session, "execute_parameter", None)
                    if execute_parameter is not None:
                        raw = execute_parameter(query, wire_params)
                    elif wire_params:
                        raise QueryExecutionError("this nebula3-python client cannot send parameters")
                    else:
                        raw = entry.session.execute(query)
                except connection_errors() as e:
                    self._discard(space)
                    if _is_timeout(e):
                        raise QueryExecutionError(
                            f"{self.where}: query timed out after {self.timeout_s:g}s"
                        ) from e
                    if not resend:
                        raise GraphConnectionError(
                            f"{self.where}: connection lost while running a write; it may or may "
                            f"not have been applied ({_msg(e)})"
                        ) from e
                    attempt = self._backoff_or_raise(attempt, e)
                    continue
                elapsed = time.perf_counter() - started
                code = raw.error_code()
                if code == C.SUCCEEDED:
                    entry.current = C.text(raw.space_name()) or entry.current
                    return C.result_to_r3(raw, elapsed_s=elapsed)
                if code in C.SESSION_LOST or code in C.UNREACHABLE:
                    # The server did not run the statement: a new session may.
                    self._discard(space)
                    if attempt < self.retries:
                        attempt = self._backoff(attempt)
                        continue
                raise C.error_for(code, C.text(raw.error_msg()), where=self.where)

    def run_script(
        self,
        script: str,
        *,
        space: str | None = None,
        wait_s: float = 60.0,
        poll_s: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> int:
        """Run an nGQL script (DDL and data, e.g. a demo graph) statement by statement, writes
        allowed; returns how many statements ran.

        Why not one ``execute``: NebulaGraph applies schema changes asynchronously (metad
        heartbeats, 10 s by default), so a ``USE`` right after ``CREATE SPACE`` or an INSERT
        right after ``CREATE TAG`` fails for a while. Each statement that fails with such a
        "not found yet" error is retried every ``poll_s`` for up to ``wait_s``; any other
        error stops the script. Without ``space``, a ``USE`` in the script carries over to
        the statements after it (with ``space``, every statement runs in that space).
        """
        statements = split_statements(script)
        for n, text in enumerate(statements, 1):
            deadline = clock() + wait_s
            while True:
                try:
                    self._run(text, space, None, resend=False)
                    break
                except QueryError as e:
                    if not _SCHEMA_NOT_READY.search(str(e)) or clock() >= deadline:
                        raise type(e)(f"statement {n} of the script failed: {e}") from e
                    log.info("NebulaGraph: statement %d not ready yet (%s); retrying", n, e)
                    self._sleep(poll_s)
        return len(statements)

    def _backoff(self, attempt: int) -> int:
        self._sleep(self.backoff_s * (2**attempt))
        return attempt + 1

    def _backoff_or_raise(self, attempt: int, exc: BaseException) -> int:
        if attempt >= self.retries:
            raise GraphConnectionError(
                f"{self.where}: gave up after {attempt + 1} attempts ({type(exc).__name__}: {_msg(exc)})"
            ) from exc
        log.info("NebulaGraph: %s; retrying (%d/%d)", type(exc).__name__, attempt + 1, self.retries)
        return self._backoff(attempt)

    # ------------------------------------------------------------------ schema
    def schema(self, spaces: Sequence[str] | None = None) -> GraphSchema:
        """Every space (or ``spaces``) with its tags, edge types, indexes and vid type.

        Spaces the user may not read are skipped (with a log line), not an error. Edge
        endpoints stay empty: NebulaGraph does not declare them.
        """
        names = (
            list(spaces)
            if spaces is not None
            else C.names_from_show(self._run("SHOW SPACES", None, None, resend=True))
        )
        graph = GraphSchema()
        for name in names:
            try:
                graph.spaces[name] = self.space_schema(name)
            except QueryExecutionError as e:
                if spaces is not None or "permission" not in str(e).lower():
                    raise
                log.info("NebulaGraph: skipping space %s (%s)", name, e)
        return graph

    def space_schema(self, name: str) -> SpaceSchema:
        """One space from DESCRIBE SPACE, SHOW/DESCRIBE TAG|EDGE and SHOW/DESCRIBE … INDEX."""
        space = C.space_from_describe(
            name, self._run(f"DESCRIBE SPACE {_quote(name)}", None, None, resend=True)
        )
        for kind, keyword in (("tag", "TAG"), ("edge", "EDGE")):
            k: SchemaKind = "tag" if kind == "tag" else "edge"
            for item_name in C.names_from_show(self._run(f"SHOW {keyword}S", name, None, resend=True)):
                rs = self._run(f"DESCRIBE {keyword} {_quote(item_name)}", name, None, resend=True)
                space.add(C.item_from_describe(item_name, k, rs))
            for index in C.indexes_from_show(
                k, self._run(f"SHOW {keyword} INDEXES", name, None, resend=True)
            ):
                try:
                    rs = self._run(f"DESCRIBE {keyword} INDEX {_quote(index.name)}", name, None, resend=True)
                except QueryError as e:
                    log.info("NebulaGraph: cannot describe index %s (%s)", index.name, e)
                else:
                    C.index_fields_from_describe(index, rs)
                space.add_index(index)
        return space

    def _names(self, keyword: str, space: str) -> list[str]:
        return C.names_from_show(self._run(f"SHOW {keyword}", space, None, resend=True))

    # ------------------------------------------------------------------ scans
    def scan_vertices(
        self, space: str | None = None, *, tags: Sequence[str] | None = None, batch_size: int | None = None
    ) -> Iterator[Vertex]:
        """Stream every vertex of ``space`` (each once, with all its tags), from storage when
        it can be reached, else through the graph service (see the module docstring)."""
        name = self._scan_space(space)
        batch = batch_size or self.scan_batch_size
        tag_names = list(tags) if tags is not None else self._names("TAGS", name)
        storage = self._storage_or_none()
        if storage is not None:
            yield from self._storage_vertices(storage, name, tag_names, batch)
        else:
            yield from self._graph_vertices(name, tag_names, batch)

    def scan_edges(
        self,
        space: str | None = None,
        *,
        edge_types: Sequence[str] | None = None,
        batch_size: int | None = None,
    ) -> Iterator[Edge]:
        """Stream every edge of ``space`` in its stored direction (storage first, like vertices)."""
        name = self._scan_space(space)
        batch = batch_size or self.scan_batch_size
        names = list(edge_types) if edge_types is not None else self._names("EDGES", name)
        storage = self._storage_or_none()
        if storage is not None:
            yield from self._storage_edges(storage, name, names, batch)
        else:
            yield from self._graph_edges(name, names, batch)

    def _scan_space(self, space: str | None) -> str:
        name = space if space is not None else self.space
        if not name:
            raise UserInputError(
                "NebulaGraph: which space to scan? pass space=... or open the backend with one"
            )
        return name

    def _storage_or_none(self) -> tuple[Any, Any] | None:
        """The (MetaCache, GraphStorageClient) pair, or None when the scan must use graphd."""
        if self.scan_via == "graph":
            return None
        try:
            return self._open_storage()
        except GraphConnectionError as e:
            if self.scan_via == "storage":
                raise
            log.warning("NebulaGraph: storage scan unavailable (%s); scanning through graphd instead", e)
            return None

    def _open_storage(self) -> tuple[Any, Any]:
        if self._storage is not None:
            return self._storage
        timeout_ms = int(self.timeout_s * 1000) if self.timeout_s else 0
        try:
            if self._storage_factory is not None:
                pair = self._storage_factory(list(self.meta_hosts), timeout_ms)
            else:
                _nebula3()
                from nebula3.mclient import MetaCache
                from nebula3.sclient.GraphStorageClient import GraphStorageClient

                meta = MetaCache(list(self.meta_hosts), timeout_ms)
                pair = (meta, GraphStorageClient(meta, None, timeout_ms))
        except connection_errors() as e:
            metas = ", ".join(f"{h}:{p}" for h, p in self.meta_hosts)
            raise GraphConnectionError(
                f"cannot reach NebulaGraph metad/storaged via {metas} ({type(e).__name__}: {_msg(e)}); "
                "storaged must be reachable under the host name it registered with (see SHOW HOSTS)"
            ) from e
        self._storage = pair
        return pair

    def _storage_vertices(
        self, storage: tuple[Any, Any], space: str, tags: list[str], batch: int
    ) -> Iterator[Vertex]:
        from nebula3.storage.ttypes import ScanVertexRequest, VertexProp

        meta, _ = storage
        columns = []
        for tag in tags:
            props = [b"_vid", *(col.name for col in meta.get_tag_schema(space, tag).columns)]
            columns.append(VertexProp(tag=meta.get_tag_id(space, tag), props=props))
        if not columns:
            return
        req = ScanVertexRequest(
            space_id=meta.get_space_id(space),
            return_columns=columns,
            limit=batch,
            start_time=0,
            end_time=sys.maxsize,
            only_latest_version=False,
            enable_read_from_follower=True,
        )
        for part, datasets in self._scan_parts(storage, space, req, vertex=True):
            stitcher = C.VertexStitcher()
            for dataset in datasets:
                yield from stitcher.feed(C.vertices_from_scan(dataset))
            yield from stitcher.finish()
            log.debug("NebulaGraph: scanned vertices of part %s", part)

    def _storage_edges(
        self, storage: tuple[Any, Any], space: str, names: list[str], batch: int
    ) -> Iterator[Edge]:
        from nebula3.storage.ttypes import EdgeProp, ScanEdgeRequest

        meta, _ = storage
        for name in names:
            props = [b"_src", b"_type", b"_rank", b"_dst"]
            props += [col.name for col in meta.get_edge_schema(space, name).columns]
            req = ScanEdgeRequest(
                space_id=meta.get_space_id(space),
                return_columns=[EdgeProp(type=meta.get_edge_type(space, name), props=props)],
                limit=batch,
                start_time=0,
                end_time=sys.maxsize,
                only_latest_version=False,
                enable_read_from_follower=True,
            )
            for _, datasets in self._scan_parts(storage, space, req, vertex=False):
                for dataset in datasets:
                    yield from C.edges_from_scan(dataset)

    def _scan_parts(
        self, storage: tuple[Any, Any], space: str, req: Any, *, vertex: bool
    ) -> Iterator[tuple[int, Iterator[Any]]]:
        """For every partition (in order): its id and its datasets, one scan request at a time.

        Why not the client's ``ScanResult``: it runs partitions in parallel threads and merges
        their datasets, which loses the partition boundaries the vertex stitching needs.
        """
        meta, client = storage
        conns = {_addr(c.storage_addr()): c for c in client.get_conns()}
        for part, leader in sorted(meta.get_part_leaders(space).items()):
            yield part, self._scan_one_part(conns, space, part, leader, req, vertex)

    def _scan_one_part(
        self, conns: dict[Host, Any], space: str, part: int, leader: Any, req: Any, vertex: bool
    ) -> Iterator[Any]:
        import copy

        from nebula3.storage.ttypes import ScanCursor

        request = copy.copy(req)
        cursor = ScanCursor()
        moves = 0
        while True:
            conn = conns.get(_addr(leader))
            if conn is None:
                raise GraphConnectionError(
                    f"NebulaGraph: no storage connection to {_addr(leader)} (leader of part {part} of {space})"
                )
            request.parts = {part: cursor}
            try:
                resp = conn.scan_vertex(request) if vertex else conn.scan_edge(request)
            except connection_errors() as e:
                raise GraphConnectionError(
                    f"NebulaGraph: storage scan of part {part} of {space} failed ({type(e).__name__}: {_msg(e)})"
                ) from e
            failed = list(getattr(resp.result, "failed_parts", None) or ())
            if failed:
                first = failed[0]
                if first.code == C.E_LEADER_CHANGED and first.leader is not None and moves < self.retries:
                    leader, moves = first.leader, moves + 1
                    continue
                raise QueryExecutionError(
                    f"NebulaGraph: storage scan of part {part} of {space} failed: {C.error_name(first.code)}"
                )
            if resp.props is not None and resp.props.rows:
                yield resp.props
            nxt = (resp.cursors or {}).get(part)
            if nxt is None or not nxt.next_cursor:
                return
            cursor = ScanCursor(next_cursor=nxt.next_cursor)

    def _graph_vertices(self, space: str, tags: list[str], batch: int) -> Iterator[Vertex]:
        for i, tag in enumerate(tags):
            earlier = set(tags[:i])
            for row in self._pages(f"MATCH (v:{_quote(tag)}) RETURN v", space, batch):
                v = row[0]
                # A vertex with several tags is yielded by the scan of its first tag only.
                if isinstance(v, Vertex) and not earlier.intersection(v.tags):
                    yield v

    def _graph_edges(self, space: str, names: list[str], batch: int) -> Iterator[Edge]:
        for name in names:
            for row in self._pages(f"MATCH ()-[e:{_quote(name)}]->() RETURN e", space, batch):
                e = row[0]
                if isinstance(e, Edge):
                    yield e

    def _pages(self, query: str, space: str, batch: int) -> Iterator[tuple[Value, ...]]:
        offset = 0
        while True:
            rs = self._run(f"{query} SKIP {offset} LIMIT {batch}", space, None, resend=True)
            yield from rs.rows
            if len(rs.rows) < batch:
                return
            offset += batch


_LEXEME = re.compile(
    r"""
      (?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)
    | (?P<comment>//[^\n]*|--[^\n]*|\#[^\n]*|/\*.*?\*/)
    | (?P<semi>;)
    """,
    re.VERBOSE | re.DOTALL,
)


def split_statements(script: str) -> list[str]:
    """The statements of an nGQL script, split at top-level ``;``, comments removed.

    Lexical on purpose: a loader must send exactly the text the author wrote, and a ``;``
    inside a string (``"a;b"``) or a comment does not end a statement.
    """
    out: list[str] = []
    parts: list[str] = []
    pos = 0
    for m in _LEXEME.finditer(script):
        parts.append(script[pos : m.start()])
        if m.group("string") is not None:
            parts.append(m.group())
        elif m.group("semi") is not None:
            out.append("".join(parts).strip())
            parts = []
        pos = m.end()
    parts.append(script[pos:])
    out.append("".join(parts).strip())
    return [s for s in out if s]


def _addr(address: Any) -> Host:
    """A ``HostAddr`` (or a tuple) as a hashable ``(host, port)``."""
    if isinstance(address, tuple):
        return (str(address[0]), int(address[1]))
    return (str(address.host), int(address.port))


def _msg(exc: BaseException) -> str:
    """The useful text of a client exception (nebula3's carry it in ``.message``)."""
    message = getattr(exc, "message", None)
    if isinstance(message, bytes):
        message = message.decode("utf-8", errors="replace")
    return str(message or exc or type(exc).__name__)
