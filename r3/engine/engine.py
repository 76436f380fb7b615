"""The embedded nGQL engine as a :class:`~r3.contracts.backend.GraphBackend`.

Why a facade: callers (the pipeline's dry run, the evaluator, the TCK and replay runners, the
CLI) want NebulaGraph's interface — a session with a current space that runs query text and
returns a result table — not the parser, the registry of statement planners and the store.
``Engine`` parses a script, plans and runs its statements one after the other in one
:class:`~r3.engine.context.ExecContext` (so ``$var = …`` assignments and ``USE`` carry to the
next statement), and returns the last result. Like a NebulaGraph session it remembers the
current space between calls.

Generated queries run read-only unless ``allow_writes`` is set: the whole script is checked
before anything runs, so a refused write leaves no partial effect.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from r3.contracts.backend import BackendTraits, BaseBackend, DialectName, ResultSet
from r3.contracts.schema import GraphSchema
from r3.engine.context import ExecContext, Limits, props_map
from r3.engine.loader import load_graph
from r3.engine.plan import Plan
from r3.engine.planners import plan_statement
from r3.engine.storage import GraphStore
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.writes import write_statements
from r3.values import Edge, Tags, Vertex

if TYPE_CHECKING:
    from r3.engine.evaluator import FreeText

#: The embedded engine as a backend (also :class:`r3.graph.embedded.EmbeddedBackend`'s).
ENGINE_TRAITS = BackendTraits(
    name="the embedded engine",
    dry_run="read_only_run",
    one_graph_per_database=False,
    lacks=frozenset({"parameters"}),
)


class Engine(BaseBackend):
    """NebulaGraph 3.x semantics over an embedded :class:`~r3.engine.storage.GraphStore`.

    ``Engine()`` starts with an empty in-memory store; pass a store, a SQLite path, or use
    :meth:`open_graph` to load a graph folder. ``space`` is the session's current space.
    A session runs writes whenever a call passes ``allow_writes`` (``read_only`` False).
    """

    dialect: DialectName = "ngql"
    traits = ENGINE_TRAITS
    read_only = False

    def __init__(
        self,
        store: GraphStore | str | Path = ":memory:",
        *,
        space: str | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.store = store if isinstance(store, GraphStore) else GraphStore(store)
        self.limits = limits if limits is not None else Limits()
        self.space = space
        #: Executes ``answer()``/``summary()`` (set by :mod:`r3.freetext`); None: they fail clearly.
        self.free_text: FreeText | None = None
        if space is not None and not self.store.has_space(space):
            known = ", ".join(self.store.space_names()) or "none"
            raise QueryExecutionError(f"SpaceNotFound: SpaceName `{space}` (known: {known})")

    @property
    def engine(self) -> Engine:
        """The backend contract's engine session: an Engine used as a graph is its own."""
        return self

    @classmethod
    def open_graph(
        cls, path_or_dir: str | Path, space: str | None = None, *, limits: Limits | None = None
    ) -> Engine:
        """Load a graph folder / config.yaml / .ngql script into memory and open a session on it."""
        store = GraphStore()
        summary = load_graph(path_or_dir, store, space, progress=False)
        return cls(store, space=summary.space, limits=limits)

    # ------------------------------------------------------------------ GraphBackend
    def schema(self) -> GraphSchema:
        return self.store.schema()

    def execute(
        self,
        query: str,
        *,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run a ``;``-separated script and return the last statement's result.

        Raises QuerySyntaxError / QuerySemanticError / QueryExecutionError. ``space`` switches
        the session's space first (like ``USE``). ``params`` are refused (the traits say so).
        """
        refuse_params(params)
        script = self._parse(query)
        if not allow_writes:
            writes = write_statements(script)
            if writes:
                raise QuerySemanticError(
                    f"write statements are disabled (read-only): {type(writes[0]).__name__}; "
                    "pass allow_writes=True"
                )
        if space is not None:
            self.use(space)
        ctx = self._context(allow_writes)
        started = time.perf_counter()
        result = ResultSet([])
        try:
            for stmt in script.statements:
                result = self._run(stmt, ctx)
        finally:
            self.space = ctx.space_name
        result.space = ctx.space_name
        result.elapsed_s = time.perf_counter() - started
        return result

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]:
        ctx = self._context(False, space)
        sp = ctx.space
        for rec in sp.scan_vertices():
            yield Vertex(rec.vid, Tags({t: props_map(p) for t, p in rec.tags.items()}))

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]:
        ctx = self._context(False, space)
        sp = ctx.space
        for rec in sp.scan_edges():
            yield ExecContext.edge(rec)

    # ------------------------------------------------------------------ extras
    def use(self, space: str) -> None:
        """Make ``space`` the session's current space (``USE space``)."""
        ctx = self._context(False)
        ctx.use(space)
        self.space = space

    def explain(self, query: str) -> str:
        """The plan of every statement of ``query`` as text, without running anything."""
        script = self._parse(query)
        ctx = self._context(False)
        parts: list[str] = []
        for stmt in script.statements:
            if isinstance(stmt, A.Explain):
                parts.extend(plan_statement(s, ctx).text() for s in stmt.body.statements)
            else:
                parts.append(plan_statement(stmt, ctx).text())
        return "\n".join(parts)

    # ------------------------------------------------------------------ internals
    def _context(self, allow_writes: bool, space: str | None = None) -> ExecContext:
        name = space if space is not None else self.space
        if name is not None and not self.store.has_space(name):
            raise QueryExecutionError(f"SpaceNotFound: SpaceName `{name}`")
        return ExecContext(self.store, name, allow_writes, self.limits, free_text=self.free_text)

    @staticmethod
    def _parse(query: str) -> A.Script:
        return parse(query, "ngql")

    def _run(self, stmt: A.Statement, ctx: ExecContext) -> ResultSet:
        if isinstance(stmt, A.Explain):
            return self._explain(stmt, ctx)
        try:
            return plan_statement(stmt, ctx).run(ctx, None)
        except RecursionError as e:
            raise QueryExecutionError("query too deeply nested to run") from e

    def _explain(self, stmt: A.Explain, ctx: ExecContext) -> ResultSet:
        """EXPLAIN: the plan table; PROFILE: the last statement's result, with the timed plan attached."""
        plans: list[Plan] = []
        result: ResultSet | None = None
        for inner in stmt.body.statements:
            plan = plan_statement(inner, ctx)
            plans.append(plan)
            if stmt.profile:
                result = plan.run(ctx, None, profile=True)
        text = "\n".join(p.text() for p in plans)
        if stmt.profile and result is not None:
            table_text = "\n".join(_render_table(p.table()) for p in plans)
            result.plan = f"{text}\n\n{table_text}" if table_text else text
            return result
        table = plans[-1].table() if plans else ResultSet(["id"])
        table.plan = text
        return table


def refuse_params(params: Mapping[str, object] | None) -> None:
    """The engine has no ``$name`` parameters: a clear error instead of a silent NULL."""
    if params:
        raise QuerySemanticError(
            f"the embedded engine takes no query parameters (got {', '.join(sorted(params))}); "
            "write the values into the query"
        )


def _render_table(table: ResultSet) -> str:
    return "\n".join(" | ".join(str(c) for c in row) for row in [tuple(table.columns), *table.rows])


__all__ = ["Engine", "write_statements"]
