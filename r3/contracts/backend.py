"""The GraphBackend protocol, the traits a backend declares, and the ResultSet it returns.

Why a protocol: the evaluator, the pipeline's dry-run step, the dump, the API, the MCP server
and the CLI talk to the embedded engine, LadybugDB, FalkorDB, NebulaGraph and Neo4j the same
way. Each adapter converts its client's values into r3's neutral value model (:mod:`r3.values`)
and its errors into r3's exception tree, so nothing above this layer sees a driver type.

Why everything is written here: a caller that needs a fact about a backend (is it a server,
how does it dry-run, does it hold one graph per database, what does it lack) reads a declared
member — :class:`BackendTraits` on the backend — instead of testing the adapter's class or
probing it with ``getattr``. A new backend (Memgraph, say) is then this page: subclass
:class:`BaseBackend` for the defaults, declare ``traits``, and implement the five queries.
``tests/unit/test_backend_contract.py`` checks that every registered adapter implements the
whole protocol and that no code outside :mod:`r3.graph` tests a concrete adapter class.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar, runtime_checkable

from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.errors import UserInputError
from r3.values.value_model import Edge, Value, Vertex

#: The name of a dialect registered in :mod:`r3.lang.dialects` (``"ngql"``, ``"cypher"`` …).
DialectName = str


@dataclass
class ResultSet:
    """Named columns and rows of neutral values (:mod:`r3.values`), plus optional run facts."""

    columns: list[str]
    rows: list[tuple[Value, ...]] = field(default_factory=list)
    #: The space the statement ran in (``USE`` may change it); None when not applicable.
    space: str | None = None
    #: Wall time of the execution in seconds, when measured.
    elapsed_s: float | None = None
    #: Human-readable plan text (for ``EXPLAIN``/``PROFILE``), when the backend produced one.
    plan: str | None = None
    #: How the rows were made, for people (e.g. who answered ``answer()``/``summary()``).
    notes: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[tuple[Value, ...]]:
        return iter(self.rows)

    def column(self, name: str) -> list[Value]:
        """The values of one column; KeyError names the columns that exist."""
        try:
            i = self.columns.index(name)
        except ValueError:
            raise KeyError(f"no column {name!r} (columns: {', '.join(self.columns)})") from None
        return [row[i] for row in self.rows]


#: How a backend dry-runs a candidate query (:attr:`BackendTraits.dry_run`).
DryRun = Literal["explain", "read_only_run", "none"]


@dataclass(frozen=True)
class BackendTraits:
    """Facts about a kind of database, declared once on its adapter class.

    Why declared, not guessed from the class: the pipeline dry-runs a candidate differently on
    a server (``EXPLAIN``: a plan, no rows) and in this process (the read itself, so the checks
    see its rows); the dump names a space only where a database holds several; the checks name
    what a backend cannot run before it runs (:mod:`r3.graph.features`). Code outside
    :mod:`r3.graph` reads these, never the type. Whether a backend runs in this process is no
    trait: nothing decides on it (``store`` says r3's own engine, ``dry_run`` how to check).
    """

    #: How messages name this kind of database ("LadybugDB", "NebulaGraph").
    name: str
    #: ``explain``: the server plans the query (no rows); ``read_only_run``: the read itself
    #: runs, read-only and under the query timeout, so the checks see its rows (the embedded
    #: engine, LadybugDB, FalkorDB); ``none``: nothing can dry-run it, the schema validation
    #: before is the check.
    dry_run: DryRun
    #: A database is one graph (the Cypher databases); False: it holds named spaces.
    one_graph_per_database: bool
    #: Features of its dialect this backend does not run (names from the adapter's own table,
    #: e.g. :data:`r3.graph.falkordb_cypher.FALKORDB_CYPHER`; ``parameters``: no ``$name``
    #: values in :meth:`GraphBackend.execute`). The pipeline's checks refuse a query using one
    #: that :data:`r3.graph.features.DETECTORS` can find, in one line naming it.
    lacks: frozenset[str] = frozenset()


class LoadedSpace(Protocol):
    """What :meth:`GraphBackend.load_space` reports (LadybugDB's and FalkorDB's summaries)."""

    space: str
    vertex_rows: int
    edges: int


@runtime_checkable
class GraphBackend(Protocol):
    """What r3 needs from a graph database: every member any caller uses is declared here."""

    dialect: DialectName

    # Facts, read-only to callers (an adapter may hold any of them as a plain attribute).
    @property
    def traits(self) -> BackendTraits:
        """What kind of database this is (:class:`BackendTraits`)."""
        ...

    @property
    def read_only(self) -> bool:
        """Writes are refused even when a caller passes ``allow_writes=True``."""
        ...

    @property
    def space(self) -> str | None:
        """The current (or only) space: NebulaGraph's ``USE``, a URL's ``?space=``/path, the one
        graph of a Cypher database; None when the backend has none yet."""
        ...

    @property
    def vid_property(self) -> str:
        """The node property that holds a vertex's id in Cypher (``vid`` unless configured)."""
        ...

    @property
    def source(self) -> str | None:
        """Where the graph came from (a path), for messages, aliases and caches; None for servers."""
        ...

    @property
    def store(self) -> Any:
        """The embedded engine's :class:`~r3.engine.storage.GraphStore` when this backend is r3's
        own engine (the pipeline opens a fresh session per query on it), else None."""
        ...

    @property
    def engine(self) -> Any:
        """The :class:`~r3.engine.engine.Engine` session behind this backend when it is r3's own
        engine (``answer()``/``summary()`` written anywhere in a query hook into it), else None."""
        ...

    def schema(self) -> GraphSchema:
        """Every space (or the one database, for Cypher backends) with tags/labels, edges, indexes."""
        ...

    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run one query text (possibly several ``;``-separated statements) and return the last result.

        Raises QuerySyntaxError / QuerySemanticError / QueryExecutionError. Write statements
        are refused unless ``allow_writes`` is set: generated queries run read-only by default.
        ``params`` are ``$name`` values (r3 values or plain Python data); a backend whose
        traits say it ``lacks`` ``parameters`` refuses them with a QuerySemanticError.
        """
        ...

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]:
        """Stream every vertex (``r3.values`` Vertex) without loading the graph into memory."""
        ...

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]:
        """Stream every edge (``r3.values`` Edge)."""
        ...

    def counts(self, space: str | None = None) -> dict[str, int] | None:
        """``{"vertices": n, "edges": m}`` without a scan (a progress total), or None when unknown."""
        ...

    def change_token(self, space: str | None = None) -> str | None:
        """A text that changes whenever the space's data changes; None when the backend cannot tell."""
        ...

    def change_tokens(self, space: str | None = None) -> dict[tuple[str, str | None], str] | None:
        """:meth:`change_token` per dump file (``("vertex", tag)``, ``("edge", type)``), or None."""
        ...

    def load_space(
        self,
        schema: SpaceSchema,
        vertices: Iterable[Vertex],
        edges: Iterable[Edge],
        *,
        replace: bool = False,
        progress: bool = False,
    ) -> LoadedSpace:
        """Load a whole space (vertices first), landing whole or not at all; a UserInputError
        when this backend cannot be loaded this way."""
        ...

    def close(self) -> None:
        """Release connections, files and worker processes. Safe to call twice."""
        ...

    def __enter__(self) -> GraphBackend: ...

    def __exit__(self, *exc: object) -> None: ...


@runtime_checkable
class SpacePool(Protocol):
    """A graphs folder loaded once per space, as the evaluator hands it to the pipeline.

    Why declared: the pipeline runs a pool's spaces differently by what the pool holds — the
    embedded engine's stores only (:class:`r3.engine.runner.GraphPool`, nGQL), or beside them a
    Cypher database per space (LadybugDB, FalkorDB: ``backend(space)``), where the answers are
    written in that database's dialect. Reading these members replaces probing the pool.
    """

    #: What the answers are written in: ``ngql`` for the engine's stores, else the databases'.
    dialect: DialectName

    @property
    def graphs_dir(self) -> Path:
        """The folder with one sub-folder per space (``aliases.yaml`` beside a space is read)."""
        ...

    def shared(self, space: str) -> Any:
        """The embedded engine's loaded, read-only store of ``space`` (a ``GraphStore``)."""
        ...

    def backend(self, space: str) -> GraphBackend | None:
        """The database holding ``space`` in :attr:`dialect`, or None when the pool has only the
        engine's stores."""
        ...


_Backend = TypeVar("_Backend", bound="BaseBackend")


class BaseBackend:
    """The answers most backends give, so an adapter writes only what differs.

    Subclass it, declare ``dialect``, ``traits``, ``read_only`` and ``space``, and implement
    ``schema``, ``execute``, ``scan_vertices`` and ``scan_edges``; override a default below
    when the database can do better (cheap counts, a data version, a whole-space load).
    """

    dialect: DialectName
    traits: BackendTraits
    vid_property: str = "vid"
    source: str | None = None
    store: Any = None
    engine: Any = None

    def counts(self, space: str | None = None) -> dict[str, int] | None:
        return None

    def change_token(self, space: str | None = None) -> str | None:
        return None

    def change_tokens(self, space: str | None = None) -> dict[tuple[str, str | None], str] | None:
        return None

    def load_space(
        self,
        schema: SpaceSchema,
        vertices: Iterable[Vertex],
        edges: Iterable[Edge],
        *,
        replace: bool = False,
        progress: bool = False,
    ) -> LoadedSpace:
        raise UserInputError(
            f"r3 cannot load a dump into {self.traits.name}: "
            "load it into an embedded://, ladybug:// or falkordb:// graph"
        )

    def close(self) -> None:
        """Nothing to release by default."""

    def __enter__(self: _Backend) -> _Backend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = [
    "BackendTraits",
    "BaseBackend",
    "DialectName",
    "DryRun",
    "GraphBackend",
    "LoadedSpace",
    "ResultSet",
    "SpacePool",
]
