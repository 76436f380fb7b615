"""One graph as the pipeline uses it: per space, its schema, a query runner, an engine, a linker.

Why a separate object: the stages need different views of the same graph — the reranker
and refiner the schema, the offline refiner an engine to dry-run candidates on, the
rewriter an entity linker over the stored strings, the checker a runner — and each is
costly enough to build once per space and share between questions (and between the
evaluator's threads, hence the lock). Two sources exist: a graph (any
:class:`~r3.contracts.backend.GraphBackend`, or an :class:`~r3.engine.engine.Engine`) and the
evaluator's :class:`~r3.engine.runner.GraphPool` of loaded spaces.

Linkers come from a persisted retrieval index (``retrieval.index``, built by ``r3 index``),
from the user cache of a graph folder (:mod:`r3.pipeline.graph_cache`), or else from a
character-only index built in a temporary folder on first use and removed on
:meth:`GraphContext.close`.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
import threading
import weakref
from collections.abc import Callable
from typing import Any

from r3.contracts.aliases import find_aliases_file, load_aliases, schema_words
from r3.contracts.backend import GraphBackend, SpacePool
from r3.contracts.schema import SpaceSchema
from r3.embedders import get_embedder
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.errors import R3Error, SchemaError, UserInputError
from r3.freetext.run import FreeTextSetup
from r3.graph.connect import open_backend
from r3.lang.dialects import get_dialect
from r3.pipeline.checks import EngineRunner, InProcessRunner, QueryRunner, runner_for
from r3.pipeline.config import RetrievalConfig
from r3.pipeline.graph_cache import CachedGraph, cached_index
from r3.pipeline.ngql_on_cypher import NgqlOnCypher, vid_key_of
from r3.represent.schema_code import fill_edge_endpoints
from r3.retrieval.index import RetrievalIndex, build_index
from r3.retrieval.linker import Linker
from r3.retrieval.source import BackendSource


class GraphContext:
    """Schemas, runners, engines and linkers of one graph's spaces (thread-safe, built lazily)."""

    def __init__(
        self,
        graph: GraphBackend | None = None,
        *,
        pool: SpacePool | None = None,
        dialect: str = "ngql",
        timeout_s: float = 10.0,
        retrieval: RetrievalConfig | None = None,
        owns_graph: bool = False,
        aliases: str | None = None,
        source: str | None = None,
        index_cache: CachedGraph | None = None,
        free_text: FreeTextSetup | None = None,
    ) -> None:
        if graph is None and pool is None:
            raise UserInputError("the pipeline needs a graph: pass a graph URL (or a backend)")
        self.graph = graph
        self.pool = pool
        #: The dialect queries are written in: the graph's own when it cannot run nGQL.
        spoken = graph.dialect if graph is not None else pool.dialect if pool is not None else None
        self.dialect = resolve_dialect(dialect, spoken)
        self.timeout_s = timeout_s
        self.retrieval = retrieval or RetrievalConfig()
        #: Who answers answer()/summary() in dry runs and execution (the pipeline's ``freetext``).
        self.free_text = free_text or FreeTextSetup()
        self._owns_graph = owns_graph
        #: A :class:`~r3.pipeline.graph_cache.CachedGraph` whose index folders outlive the process.
        self.index_cache = index_cache
        #: An explicit aliases file, and where the graph came from (an ``aliases.yaml`` beside it counts).
        self._aliases_file = aliases
        self._source = source
        self._aliases: dict[str, Any] = {}
        self._lock = threading.RLock()
        self._schemas: dict[str, SpaceSchema] = {}
        self._linkers: dict[str, Linker | None] = {}
        self._linker_errors: dict[str, str] = {}
        self._temp_dirs: list[str] = []
        self._cleanup = weakref.finalize(self, _remove_dirs, self._temp_dirs)

    def _graph(self) -> GraphBackend:
        """The graph, where there is no pool (the constructor takes one of the two)."""
        if self.graph is None:
            raise UserInputError("the pipeline needs a graph: pass a graph URL (or a backend)")
        return self.graph

    @property
    def source(self) -> str | None:
        """The URL or folder the graph was opened from (None for a given backend or a pool)."""
        return self._source

    # ------------------------------------------------------------------ spaces
    def default_space(self) -> str:
        """The graph's current space, else its only space; a clear error when it has several."""
        if self.graph is None:
            raise UserInputError("name the space of the question (space=...)")
        current = self.graph.space
        spaces = self.graph.schema().spaces
        if isinstance(current, str) and current in spaces:
            return current
        filled = [name for name, s in spaces.items() if s.tags or s.edges] or list(spaces)
        if len(filled) == 1:
            return filled[0]
        known = ", ".join(sorted(spaces)) or "none"
        raise UserInputError(f"name the space of the question (--space NAME): the graph holds {known}")

    def schema(self, space: str) -> SpaceSchema:
        with self._lock:
            found = self._schemas.get(space)
            if found is None:
                found = self._schemas[space] = self._load_schema(space)
            return found

    def schema_or_none(self, space: str) -> SpaceSchema | None:
        try:
            return self.schema(space)
        except R3Error:
            return None

    def _load_schema(self, space: str) -> SpaceSchema:
        """The space's schema; on the embedded engine the edge endpoints (``player -[serve]->
        team``) are read from the data too, for the rich code schema (a sampled scan)."""
        source = self.pool.shared(space) if self.pool is not None else self._graph()
        try:
            schema: SpaceSchema = source.schema().space(space)
        except SchemaError as e:
            raise UserInputError(f"unknown space {space!r}: {e}") from e
        if self._is_embedded() and any(not item.endpoints for item in schema.edges.values()):
            with contextlib.suppress(R3Error):  # endpoints are a hint; the schema itself is complete
                fill_edge_endpoints(schema, self.engine(space), sample=2_000)
        return schema

    def _is_embedded(self) -> bool:
        """Whether the queries run on r3's own engine (a pool of loaded spaces, or a backend with its store)."""
        return self.pool is not None or self._graph().store is not None

    # ------------------------------------------------------------------ running
    def runner(self, space: str) -> QueryRunner:
        """Dry runs and execution in ``space`` (a fresh engine session per query when embedded).

        A pool that also holds each space in a Cypher database (``pool.backend(space)``, see
        :class:`r3.graph.ladybug_spaces.LadybugSpaces`) runs Cypher there; Cypher written for
        a graph that only runs nGQL is validated, never run (:class:`UnrunnableRunner`).
        """
        engine_runs_it = get_dialect(self.dialect).runs_on_embedded_engine
        if self.pool is not None:
            if engine_runs_it:
                return EngineRunner(
                    self.pool.shared(space), space, timeout_s=self.timeout_s, free_text=self.free_text
                )
            database = self.pool.backend(space)
            if database is None:
                return UnrunnableRunner(self.dialect)
            # the pool's database of this space, dry-run as its traits say
            return runner_for(database, space, self.dialect, free_text=self.free_text)
        if not engine_runs_it and self._is_embedded():
            return UnrunnableRunner(self.dialect)
        return runner_for(
            self._graph(), space, self.dialect, timeout_s=self.timeout_s, free_text=self.free_text
        )

    @property
    def vid_key(self) -> str:
        """The Cypher node property holding a vertex's id on this graph."""
        return vid_key_of(self.graph)  # None for a pool: "vid"

    def engine(self, space: str) -> Any:
        """Something with ``execute`` (and scans) for the offline refiner's own dry runs."""
        if self.pool is not None:
            return Engine(self.pool.shared(space), space=space, limits=Limits(timeout_s=self.timeout_s))
        graph = self._graph()
        if graph.store is not None:
            return Engine(graph.store, space=space, limits=Limits(timeout_s=self.timeout_s))
        if not get_dialect(graph.dialect).runs_on_embedded_engine:
            return NgqlOnCypher(graph, space, self.schema_or_none(space))
        return graph

    # ------------------------------------------------------------------ aliases
    def aliases(self, space: str) -> Any:
        """The user aliases of ``space`` (:class:`r3.contracts.aliases.Aliases`, empty when none).

        The explicit file (``aliases:`` in the config, ``--aliases``) is checked against the
        schema and its errors are the user's; without one, ``aliases.yaml`` beside the graph
        (its folder, config.yaml, script or store; the pool's ``DIR/<space>/``) is read.
        """
        with self._lock:
            if space not in self._aliases:
                near: Any = self._source
                if self.pool is not None:
                    near = self.pool.graphs_dir / space
                file = self._aliases_file or find_aliases_file(near)
                self._aliases[space] = load_aliases(file, self.schema_or_none(space))
            return self._aliases[space]

    # ------------------------------------------------------------------ linking
    def linker(self, space: str) -> Linker | None:
        """The entity linker of ``space`` (a :class:`r3.retrieval.linker.Linker`), built once."""
        with self._lock:
            if space not in self._linkers:
                self._linkers[space] = self._build_linker(space)
            return self._linkers[space]

    def linker_error(self, space: str) -> str | None:
        """Why ``space`` has no linker (None when it has one or none was tried)."""
        return self._linker_errors.get(space)

    def _build_linker(self, space: str) -> Linker:
        config = self.retrieval
        if config.index:
            index = RetrievalIndex.open(config.index.replace("{space}", space))
            spec = config.embedder or index.embedder_spec
        elif self.index_cache is not None:
            source = BackendSource(self._scannable(space), space)
            cached = cached_index(self.index_cache, space, lambda out: build_index(source, out))
            index = RetrievalIndex.open(cached)
            spec = None
        else:
            folder = tempfile.mkdtemp(prefix=f"r3-index-{space}-")
            self._temp_dirs.append(folder)
            build_index(BackendSource(self._scannable(space), space), folder)
            index = RetrievalIndex.open(folder)
            spec = None
        embedder = get_embedder(spec) if spec else None

        aliases = self.aliases(space)
        return Linker(
            index,
            embedder,
            signal=config.signal if embedder is not None else "char",
            vocabulary=schema_words(self.schema_or_none(space), aliases),
            aliases=aliases,
        )

    def _scannable(self, space: str) -> GraphBackend:
        if self.pool is not None:
            return Engine(self.pool.shared(space), space=space)
        return self._graph()

    def linker_for(self) -> Callable[[str], Any]:
        """``space → linker`` for the stages (None when no linker can be built for a space)."""

        def get(space: str) -> Any:
            try:
                return self.linker(space)
            except R3Error as e:
                with self._lock:
                    self._linker_errors[space] = str(e)
                    self._linkers[space] = None
                return None

        return get

    def close(self) -> None:
        """Remove temporary indexes and close a graph this context opened."""
        self._cleanup()
        if self._owns_graph and self.graph is not None:
            self.graph.close()


def _remove_dirs(folders: list[str]) -> None:
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)
    folders.clear()


def resolve_dialect(configured: str, spoken: str | None) -> str:
    """The dialect to write for a graph that speaks ``spoken``: its own when it cannot run nGQL
    (LadybugDB, Neo4j, FalkorDB: ``ladybug://``, ``neo4j://``, ``falkordb://`` URLs), else the
    configured one."""
    if isinstance(spoken, str) and not get_dialect(spoken).runs_on_embedded_engine:
        return spoken
    return configured


class UnrunnableRunner:
    """The runner of a graph that cannot run the configured dialect (Cypher on the embedded
    engine): checks stop at the schema validation, and running is a clear error."""

    embedded = False

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect

    def run(self, query: str, *, allow_writes: bool = False) -> Any:
        raise UserInputError(
            f"this graph runs nGQL and the query is {self.dialect}: ask a {self.dialect} graph "
            "(ladybug://, neo4j://) or set dialect=ngql"
        )

    def explain(self, query: str) -> None:
        """Nothing to dry-run it on: the schema validation before is the check."""


#: A graph as the pipeline takes one: a URL or graph folder, or an open backend.
GraphSource = str | GraphBackend


def open_graph(graph: GraphSource, *, space: str | None = None) -> tuple[GraphBackend, bool]:
    """A backend for ``graph`` (a URL is opened; anything else is used as is) and whether we opened it."""
    if isinstance(graph, str):
        options = {"space": space} if space else {}
        return open_backend(graph, **options), True
    return graph, False


__all__ = ["GraphContext", "InProcessRunner", "UnrunnableRunner", "open_graph", "resolve_dialect"]
