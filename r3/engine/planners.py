"""Which planner compiles which statement: the seam between the engine and the executors.

Why a registry: the engine facade (:mod:`r3.engine.engine`) must not know every statement
kind, and the executors (GO, FETCH, MATCH, FIND PATH, …) are written separately.
:data:`PLANNERS` is a :class:`~r3.registry.Registry` from *statement kind* — the name of the
AST class (:mod:`r3.lang.ast`) — to the *planner* that compiles it, listed below one line
each as a ``"module:function"`` reference. The reference is imported on first use, so this
module imports none of the executor modules (they import it, to plan sub-statements) and
the list cannot name a module that does not exist without
``tests/unit/engine/test_planner_registry.py`` failing.

A planner compiles a statement into a :class:`~r3.engine.plan.Plan` (a list of steps, each
with ``describe()`` and ``run(ctx, data)``); it must not read or change the graph itself —
that is what the steps do, so ``EXPLAIN`` can show a plan without running it. The first
step receives the piped-in :class:`~r3.contracts.backend.ResultSet` (``$-``) or ``None``; the
last step returns the statement's ResultSet. Another planner (a test stub, an extension)
is added with :func:`executor`::

    @executor(MyStatement)
    def plan_mine(stmt: MyStatement, ctx: ExecContext) -> Plan:
        return Plan([FnStep("Mine", lambda ctx, rows: ...)])

A statement with no registered planner (for its class or a base class) fails with a clear
ExecutionError.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from r3.errors import QueryExecutionError
from r3.lang import ast as A
from r3.registry import Registry

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.engine.context import ExecContext
    from r3.engine.plan import Plan

Planner = Callable[[Any, "ExecContext"], "Plan"]
"""``planner(stmt, ctx) -> Plan``: compiles one statement (see the module docstring)."""

F = TypeVar("F", bound=Callable[..., Any])

PLANNERS: Registry[Planner] = Registry("statement kind")
"""AST class name → planner (or its ``"module:function"`` reference)."""

_PLANNERS = {
    # rows, pipes, variables and set operations
    A.Pipe: "r3.engine.exec_pipe:plan_pipe",
    A.Assignment: "r3.engine.exec_pipe:plan_assignment",
    A.SetOperation: "r3.engine.exec_pipe:plan_set_operation",
    A.Yield: "r3.engine.exec_pipe:plan_yield",
    A.GroupBy: "r3.engine.exec_pipe:plan_group_by",
    A.OrderBy: "r3.engine.exec_pipe:plan_order_by",
    A.Limit: "r3.engine.exec_pipe:plan_limit",
    A.Sample: "r3.engine.exec_pipe:plan_sample",
    A.UnwindClause: "r3.engine.exec_pipe:plan_unwind",
    # reads
    A.Go: "r3.engine.exec_go:plan_go",
    A.FetchVertices: "r3.engine.exec_fetch:plan_fetch_vertices",
    A.FetchEdges: "r3.engine.exec_fetch:plan_fetch_edges",
    A.Lookup: "r3.engine.exec_lookup:plan_lookup",
    A.CypherQuery: "r3.engine.exec_match:plan_match",
    A.FindPath: "r3.engine.exec_path:plan_find_path",
    A.GetSubgraph: "r3.engine.exec_subgraph:plan_subgraph",
    # writes
    A.InsertVertex: "r3.engine.exec_write:plan_insert_vertex",
    A.InsertEdge: "r3.engine.exec_write:plan_insert_edge",
    A.UpdateVertex: "r3.engine.exec_write:plan_update_vertex",
    A.UpdateEdge: "r3.engine.exec_write:plan_update_edge",
    A.DeleteVertex: "r3.engine.exec_write:plan_delete_vertex",
    A.DeleteEdge: "r3.engine.exec_write:plan_delete_edge",
    A.DeleteTag: "r3.engine.exec_write:plan_delete_tag",
    # schema and administration
    A.CreateSpace: "r3.engine.exec_admin:plan_create_space",
    A.CreateSchema: "r3.engine.exec_admin:plan_create_schema",
    A.AlterSchema: "r3.engine.exec_admin:plan_alter_schema",
    A.CreateIndex: "r3.engine.exec_admin:plan_create_index",
    A.Drop: "r3.engine.exec_admin:plan_drop",
    A.Use: "r3.engine.exec_admin:plan_use",
    A.AdminCommand: "r3.engine.exec_admin:plan_admin",
    A.Describe: "r3.engine.exec_admin:plan_describe",
    A.Show: "r3.engine.exec_admin:plan_show",
}
for _node_type, _reference in _PLANNERS.items():
    PLANNERS.register(_node_type.__name__, _reference, description=_reference)
del _node_type, _reference


def executor(*node_types: type[A.Statement]) -> Callable[[F], F]:
    """Register the decorated function as the planner of ``node_types`` (AST statement classes).

    A later registration of the same type replaces the earlier one (so a test can swap in a
    stub); the function is returned unchanged.
    """
    if not node_types:
        raise TypeError("executor() needs at least one AST node type")

    def register(fn: F) -> F:
        for t in node_types:
            PLANNERS.register(t.__name__, fn, description=f"{fn.__module__}:{fn.__qualname__}")
        return fn

    return register


def planner_for(stmt: A.Statement) -> Planner:
    """The planner registered for ``stmt``'s class (or the nearest base class)."""
    for cls in type(stmt).__mro__:
        if cls.__name__ in PLANNERS:
            return PLANNERS.get(cls.__name__)
    raise QueryExecutionError(f"the embedded engine does not support {type(stmt).__name__} statements yet")


def plan_statement(stmt: A.Statement, ctx: ExecContext) -> Plan:
    """Compile ``stmt`` into its plan without running it (what ``EXPLAIN`` shows)."""
    return planner_for(stmt)(stmt, ctx)


def run_statement(stmt: A.Statement, ctx: ExecContext, input: ResultSet | None = None) -> ResultSet:
    """Compile and run one statement; ``input`` is the ``$-`` of a pipe (None when not piped)."""
    return plan_statement(stmt, ctx).run(ctx, input)


__all__ = [
    "PLANNERS",
    "Planner",
    "executor",
    "plan_statement",
    "planner_for",
    "run_statement",
]
