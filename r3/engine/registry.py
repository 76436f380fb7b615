"""Which planner compiles which statement: the seam between the engine and the executors.

Why a registry: the engine facade (:mod:`r3.engine.engine`) must not know every statement
kind, and the MATCH, FIND PATH and GET SUBGRAPH executors are written separately. Each
executor module registers a *planner* for the AST node types it handles::

    from r3.engine.plan import Plan, FnStep
    from r3.engine.registry import executor

    @executor(ast.CypherQuery)
    def plan_match(stmt: ast.CypherQuery, ctx: ExecContext) -> Plan:
        return Plan([FnStep("MatchPattern (v:player)", lambda ctx, rows: ...)])

A planner compiles a statement into a :class:`~r3.engine.plan.Plan` (a list of steps, each
with ``describe()`` and ``run(ctx, data)``); it must not read or change the graph itself —
that is what the steps do, so ``EXPLAIN`` can show a plan without running it. The first
step receives the piped-in :class:`~r3.contracts.backend.ResultSet` (``$-``) or ``None``; the
last step returns the statement's ResultSet.

The seam: the modules in :data:`EXECUTOR_MODULES` are imported lazily on first use, and a
module that does not exist yet is skipped (``exec_match`` for MATCH, ``exec_path`` for FIND
PATH, ``exec_subgraph`` for GET SUBGRAPH are written by other parts of the project). A
statement with no registered planner fails with a clear ExecutionError.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from r3.errors import QueryExecutionError
from r3.lang import ast as A

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.engine.context import ExecContext
    from r3.engine.plan import Plan

Planner = Callable[[Any, "ExecContext"], "Plan"]
"""``planner(stmt, ctx) -> Plan``: compiles one statement (see the module docstring)."""

F = TypeVar("F", bound=Callable[..., Any])

#: Modules that register planners when imported; missing ones are skipped.
EXECUTOR_MODULES = (
    "r3.engine.exec_pipe",
    "r3.engine.exec_go",
    "r3.engine.exec_fetch",
    "r3.engine.exec_lookup",
    "r3.engine.exec_write",
    "r3.engine.exec_admin",
    "r3.engine.exec_match",
    "r3.engine.exec_path",
    "r3.engine.exec_subgraph",
)

_PLANNERS: dict[type, Planner] = {}
_loaded = False
_lock = threading.Lock()


def executor(*node_types: type[A.Statement]) -> Callable[[F], F]:
    """Register the decorated function as the planner of ``node_types`` (AST statement classes).

    A later registration of the same type replaces the earlier one (so a test can swap in a
    stub); the function is returned unchanged.
    """
    if not node_types:
        raise TypeError("executor() needs at least one AST node type")

    def register(fn: F) -> F:
        for t in node_types:
            _PLANNERS[t] = fn
        return fn

    return register


def load_executors() -> None:
    """Import every executor module that exists (once); their decorators fill the registry."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if _loaded:
            return
        for name in EXECUTOR_MODULES:
            try:
                importlib.import_module(name)
            except ModuleNotFoundError as e:
                if e.name != name:  # the module exists but one of *its* imports is missing
                    raise
        _loaded = True


def planner_for(stmt: A.Statement) -> Planner:
    """The planner registered for ``stmt``'s class (or the nearest base class)."""
    load_executors()
    for cls in type(stmt).__mro__:
        fn = _PLANNERS.get(cls)
        if fn is not None:
            return fn
    raise QueryExecutionError(f"the embedded engine does not support {type(stmt).__name__} statements yet")


def plan_statement(stmt: A.Statement, ctx: ExecContext) -> Plan:
    """Compile ``stmt`` into its plan without running it (what ``EXPLAIN`` shows)."""
    return planner_for(stmt)(stmt, ctx)


def run_statement(stmt: A.Statement, ctx: ExecContext, input: ResultSet | None = None) -> ResultSet:
    """Compile and run one statement; ``input`` is the ``$-`` of a pipe (None when not piped)."""
    return plan_statement(stmt, ctx).run(ctx, input)


__all__ = [
    "EXECUTOR_MODULES",
    "Planner",
    "executor",
    "load_executors",
    "plan_statement",
    "planner_for",
    "run_statement",
]
