"""The embedded nGQL engine behind the :class:`~r3.contracts.backend.GraphBackend` protocol.

Why an adapter when :class:`~r3.engine.engine.Engine` already has the protocol's methods:
callers that hold a backend from a URL (the dump, the CLI, the evaluator) need more than a
session: a way to open a store, a graphs folder or a config by path, a default space when the
store has only one, a read-only switch that holds even when a caller passes
``allow_writes=True``, a cheap "did the data change" token for incremental dumps, and
``close()``. Queries, scans and schema are the engine's own.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from r3.contracts.backend import BaseBackend, DialectName, ResultSet
from r3.contracts.schema import GraphSchema
from r3.engine.context import Limits
from r3.engine.engine import ENGINE_TRAITS, Engine, refuse_params
from r3.engine.storage import GraphStore
from r3.errors import QuerySemanticError, UserInputError
from r3.graph.readonly import check_read_only
from r3.values import Edge, Vertex

_STORE_SUFFIXES = (".sqlite", ".sqlite3", ".db")
_SQLITE_MAGIC = b"SQLite format 3\x00"
_GRAPH_SUFFIXES = (".yaml", ".yml", ".ngql", ".nql", ".gql")


def _is_sqlite_file(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(16) == _SQLITE_MAGIC
    except OSError:
        return False


class EmbeddedBackend(BaseBackend):
    """A session on the embedded engine, read-only unless opened with ``read_only=False``.

    ``space`` is the session's current space; when the store holds exactly one space it is
    chosen without being named.
    """

    dialect: DialectName = "ngql"
    traits = ENGINE_TRAITS

    def __init__(self, engine: Engine, *, read_only: bool = True, source: str | None = None) -> None:
        self.engine = engine
        self.store: GraphStore = engine.store
        self.read_only = read_only
        #: Where the graph came from (a path, or None in memory): shown in dumps and messages.
        self.source = source
        if engine.space is None:
            names = engine.store.space_names()
            if len(names) == 1:
                engine.space = names[0]

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        space: str | None = None,
        read_only: bool = True,
        timeout_s: float | None = None,
    ) -> EmbeddedBackend:
        """Open a SQLite graph store, or load a graphs folder / config.yaml / .ngql script in memory.

        ``path`` None (or empty) is an empty in-memory engine. A SQLite store that does not
        exist is created only when ``read_only`` is false.
        """
        limits = Limits(timeout_s=timeout_s) if timeout_s else None
        if path is None or str(path) in ("", ":memory:"):
            return cls(Engine(GraphStore(), limits=limits), read_only=read_only)
        p = Path(path).expanduser()
        if p.is_dir() or (p.is_file() and p.suffix.lower() in _GRAPH_SUFFIXES):
            engine = Engine.open_graph(p, space, limits=limits)
            return cls(engine, read_only=read_only, source=str(p))
        if p.is_file() and not _is_sqlite_file(p):
            raise UserInputError(
                f"{p} is neither an r3 graph store (SQLite), a graphs folder, a config.yaml nor an .ngql script"
            )
        if not p.exists() and (read_only or p.suffix.lower() not in _STORE_SUFFIXES):
            raise UserInputError(
                f"no graph store at {p}; create one with 'r3 load … --db {p}' "
                "(or open it with read_only=false to start an empty .sqlite store)"
            )
        store = GraphStore(p)
        if space is not None and not store.has_space(space):
            known = ", ".join(store.space_names()) or "none"
            store.close()
            raise UserInputError(f"{p} has no space {space!r} (spaces: {known})")
        return cls(Engine(store, space=space, limits=limits), read_only=read_only, source=str(p))

    # ------------------------------------------------------------------ GraphBackend
    @property
    def space(self) -> str | None:
        return self.engine.space

    def schema(self) -> GraphSchema:
        self._refresh()
        return self.engine.schema()

    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run nGQL text; writes need ``allow_writes`` and a backend opened with read_only=False."""
        refuse_params(params)
        if allow_writes and self.read_only:
            raise QuerySemanticError(
                "write statements are disabled: this graph was opened read-only (open it with read_only=false)"
            )
        if not allow_writes:
            check_read_only(query, "ngql", backend="embedded engine")
        self._refresh()
        return self.engine.execute(query, space=space, allow_writes=allow_writes)

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]:
        """Every vertex of the space with all its tags (tagless vertices with none)."""
        self._refresh()
        return self.engine.scan_vertices(self.resolve_space(space))

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]:
        self._refresh()
        return self.engine.scan_edges(self.resolve_space(space))

    # ------------------------------------------------------------------ extras
    def resolve_space(self, space: str | None = None) -> str:
        """``space``, else the session's space, else the store's only space; a clear error otherwise."""
        name = space or self.engine.space
        names = self.store.space_names()
        if name is None:
            if len(names) == 1:
                return names[0]
            known = ", ".join(names) or "none"
            raise UserInputError(f"name a space: the graph holds {known}")
        if name not in names:
            known = ", ".join(names) or "none"
            raise UserInputError(f"unknown space {name!r} (spaces: {known})")
        return name

    def counts(self, space: str | None = None) -> dict[str, int]:
        """Vertices and edges of the space: the dump's progress-bar total, without a scan."""
        stats = self.store.space(self.resolve_space(space)).stats()
        return {"vertices": stats.vertices, "edges": stats.edges}

    def change_token(self, space: str | None = None) -> str | None:
        """A text that changes whenever the space's data changes, or None when storage cannot tell.

        Incremental dumps (``r3 dump --since``) compare it with the token in the previous
        manifest: the store's data version of the space (:meth:`GraphStore.space_version`),
        qualified by the store's id. An in-memory graph has no previous state to compare
        with, so it answers None.
        """
        if self.store.path is None:
            return None
        name = self.resolve_space(space)
        return f"{self.store.path.resolve()}#{name}@{self.store.store_id}:{self.store.space_version(name)}"

    def change_tokens(self, space: str | None = None) -> dict[tuple[str, str | None], str] | None:
        """Like :meth:`change_token`, per dump file: ``("vertex", tag)`` (tag None: vertices
        without tags) and ``("edge", type)``; a type no commit has written is absent.

        A changed space is then re-dumped file by file: only the files whose token moved.
        """
        if self.store.path is None:
            return None
        name = self.resolve_space(space)
        store_id = self.store.store_id
        return {
            ("vertex", tname or None) if kind == "tag" else ("edge", tname): f"{store_id}:{version}"
            for (kind, tname), version in self.store.type_versions(name).items()
        }

    def _refresh(self) -> None:
        """A read-only session picks up what another process committed to the same store file."""
        if self.read_only:
            self.store.refresh()

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> EmbeddedBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = ["EmbeddedBackend"]
