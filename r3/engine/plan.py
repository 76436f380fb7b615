"""Plans: a statement compiled into a short list of steps that run one after the other.

Why plan-then-run (the sqlglot planner/executor lesson): ``EXPLAIN`` can show what a
statement will do without doing it, ``PROFILE`` can time each step, and a failure can say
which step failed. A step receives what the previous step produced (the first one gets the
piped-in :class:`~r3.contracts.backend.ResultSet`, or None) and the last one returns the
statement's ResultSet. What flows between the inner steps is up to the executor that built
the plan (vertex ids, traversal rows, scopes); the generic steps below
(:class:`Filter`, :class:`Project`, :class:`Dedup`, …) work on scopes and ResultSets.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from r3.contracts.backend import ResultSet
from r3.engine import value_order
from r3.engine.evaluator import ExpressionEvaluator
from r3.errors import QueryError, QueryExecutionError, R3Error
from r3.lang import ast as A
from r3.lang.column_names import column_name
from r3.lang.column_names import expr_text as nebula_text
from r3.lang.printer import to_text
from r3.values import Empty, List, Null, Row

if TYPE_CHECKING:
    from r3.engine.context import ExecContext
    from r3.engine.scope import Scope

PLAN_COLUMNS = ["id", "name", "dependencies", "profiling data", "operator info"]
"""The columns of NebulaGraph's ``EXPLAIN format="row"`` table."""


class Step:
    """One operator of a plan. Subclasses set :attr:`name` and implement :meth:`run`."""

    name = "Step"

    def describe(self) -> str:
        """One line for EXPLAIN: the operator and what it works on."""
        info = self.info()
        return f"{self.name} {info}" if info else self.name

    def info(self) -> str:
        """Operator details shown after the name (columns, conditions, limits)."""
        return ""

    def run(self, ctx: ExecContext, data: Any) -> Any:
        raise NotImplementedError

    def children(self) -> list[Plan]:
        """Sub-plans this step runs (pipe parts, set-operation sides), for EXPLAIN."""
        return []


class FnStep(Step):
    """A step made of a function ``fn(ctx, data) -> data`` and a description."""

    def __init__(self, name: str, fn: Callable[[ExecContext, Any], Any], info: str = "") -> None:
        self.name = name
        self._fn = fn
        self._info = info

    def info(self) -> str:
        return self._info

    def run(self, ctx: ExecContext, data: Any) -> Any:
        return self._fn(ctx, data)


@dataclass
class StepProfile:
    """What PROFILE measured for one step."""

    step: Step
    seconds: float
    rows: int | None


@dataclass
class Plan:
    """Steps run in order; see the module docstring."""

    steps: list[Step]
    profile: list[StepProfile] | None = field(default=None, repr=False)

    @classmethod
    def of(cls, name: str, fn: Callable[[ExecContext, Any], Any], info: str = "") -> Plan:
        """A one-step plan (statements that are a single operation: DDL, SHOW, writes)."""
        return cls([FnStep(name, fn, info)])

    def run(self, ctx: ExecContext, input: ResultSet | None = None, *, profile: bool = False) -> ResultSet:
        """Run every step; a failing step's error keeps its class and gains ``.step`` and a note."""
        data: Any = input
        if profile:
            self.profile = []
        for i, step in enumerate(self.steps, 1):
            started = time.perf_counter()
            try:
                data = step.run(ctx, data)
            except QueryError as e:
                raise annotate(e, step, i) from None
            if self.profile is not None:
                rows = len(data) if isinstance(data, (ResultSet, list)) else None
                self.profile.append(StepProfile(step, time.perf_counter() - started, rows))
        if not isinstance(data, ResultSet):
            raise TypeError(f"the last step of a plan must return a ResultSet, got {type(data).__name__}")
        return data

    # ---------------------------------------------------------------- EXPLAIN

    def lines(self, indent: int = 0) -> list[str]:
        """The plan as indented text lines, sub-plans below the step that runs them."""
        out: list[str] = []
        for i, step in enumerate(self.steps, 1):
            out.append(f"{'  ' * indent}{i}. {step.describe()}")
            for child in step.children():
                out.extend(child.lines(indent + 1))
        return out

    def text(self) -> str:
        return "\n".join(self.lines())

    def table(self) -> ResultSet:
        """The plan as NebulaGraph's row-format EXPLAIN table (last operator first, as it prints)."""
        rows: list[Row] = []
        counter = [0]

        def emit(plan: Plan) -> int | None:
            dep: int | None = None
            for step in plan.steps:
                child_ids = [cid for cid in (emit(c) for c in step.children()) if cid is not None]
                counter[0] += 1
                sid = counter[0]
                deps = [*child_ids, *([] if dep is None else [dep])]
                timing = ""
                if plan.profile is not None:
                    found = [p for p in plan.profile if p.step is step]
                    if found:
                        rows_txt = "" if found[0].rows is None else f", rows: {found[0].rows}"
                        timing = f"exec: {found[0].seconds * 1e6:.0f}(us){rows_txt}"
                rows.append((sid, step.name, ",".join(map(str, deps)), timing, step.info()))
                dep = sid
            return dep

        emit(self)
        rows.reverse()
        return ResultSet(list(PLAN_COLUMNS), rows, plan=self.text())


# --------------------------------------------------------------------------- generic steps
#
# The expression evaluator, column naming and value ordering live in modules of their own
# (r3.engine.evaluator / names / compare).


def expr_text(expr: A.Expr) -> str:
    """An expression as NebulaGraph prints it (``Expression::toString``), for messages and EXPLAIN."""
    try:
        return nebula_text(expr)
    except TypeError:
        try:
            return to_text(expr, "ngql")
        except R3Error:
            return type(expr).__name__


def evaluator(ctx: ExecContext) -> ExpressionEvaluator:
    return ExpressionEvaluator(ctx, free_text=ctx.free_text)


@dataclass
class Column:
    """One output column: its name (alias, or NebulaGraph's text of the expression) and expression."""

    name: str
    expr: A.Expr


def columns_of(items: list[A.YieldItem]) -> list[Column]:
    """YIELD items as columns, unaliased ones named the way NebulaGraph names them."""
    return [Column(it.alias if it.alias is not None else column_name(it.expr), it.expr) for it in items]


#: NebulaGraph's FilterExecutor (3.x): a condition that is neither boolean, NULL, EMPTY nor a
#: list — an error null such as BAD_TYPE included — fails the query, naming the condition.
FILTER_HINT = (
    "For boolean conditions, please write in their full forms like <condition> == <true/false> "
    "or <condition> IS [NOT] NULL."
)


def filter_error(condition: A.Expr) -> QueryExecutionError:
    return QueryExecutionError(f"Failed to evaluate condition: {nebula_text(condition)}. {FILTER_HINT}")


class Filter(Step):
    """Keep the rows (scopes) whose condition is true (NULL and EMPTY drop the row; a list is
    true when it is not empty). ``strict``: anything else fails the query, as NebulaGraph's
    FilterExecutor does (a YIELD's WHERE after a pipe, the rest of a LOOKUP's WHERE)."""

    name = "Filter"

    def __init__(self, condition: A.Expr, *, strict: bool = True) -> None:
        self.condition = condition
        self.strict = strict  # False where NebulaGraph filters in storage (GO): bad types drop rows

    def info(self) -> str:
        return f"condition: {expr_text(self.condition)}"

    def run(self, ctx: ExecContext, data: Iterable[Scope]) -> list[Scope]:
        ev = evaluator(ctx)
        cond, strict = self.condition, self.strict
        out = []
        for i, scope in enumerate(data):
            if not i & 0x3FF:
                ctx.check_deadline()
            if not strict:
                if ev.truthy(cond, scope, strict=False):
                    out.append(scope)
                continue
            v = ev.eval(cond, scope)
            if v is True or (isinstance(v, List) and len(v) > 0):
                out.append(scope)
            elif not (
                v is False or isinstance(v, (Empty, List)) or (isinstance(v, Null) and v.kind == "NULL")
            ):
                raise filter_error(cond)
        return out


class Project(Step):
    """Evaluate the columns for every row (scope): scopes in, ResultSet out."""

    name = "Project"

    def __init__(self, columns: list[Column]) -> None:
        self.columns = columns

    def info(self) -> str:
        return "columns: " + ", ".join(c.name for c in self.columns)

    def run(self, ctx: ExecContext, data: Sequence[Scope]) -> ResultSet:
        ev = evaluator(ctx)
        exprs = [c.expr for c in self.columns]
        rows: list[Row] = []
        for i, scope in enumerate(data):
            rows.append(tuple(ev.eval(e, scope) for e in exprs))
            if not i & 0x3FF:
                ctx.check_rows(len(data))
                ctx.charge(0)
            if not i & 0xFFFF and i:
                ctx.check_rows(len(rows), rows)
        return ResultSet([c.name for c in self.columns], rows)


def distinct_key(row: Row) -> Hashable:
    """The key under which two rows are duplicates (NebulaGraph's DISTINCT)."""
    return value_order.row_key(row)


class Dedup(Step):
    """Drop duplicate rows, keeping the first of each (DISTINCT)."""

    name = "Dedup"

    def run(self, ctx: ExecContext, data: ResultSet) -> ResultSet:
        return ResultSet(data.columns, unique_rows(data.rows))


def unique_rows(rows: Iterable[Row]) -> list[Row]:
    """The rows without duplicates (NebulaGraph's DISTINCT), the first of equal rows kept."""
    seen: set[Hashable] = set()
    out = []
    for row in rows:
        key = distinct_key(row)
        if key not in seen:
            seen.add(key)
            out.append(row)
    return out


class Limit(Step):
    """``LIMIT [offset,] count`` on a ResultSet."""

    name = "Limit"

    def __init__(self, count: int, offset: int = 0) -> None:
        self.count = count
        self.offset = offset

    def info(self) -> str:
        return f"offset: {self.offset}, count: {self.count}"

    def run(self, ctx: ExecContext, data: ResultSet) -> ResultSet:
        return ResultSet(data.columns, data.rows[self.offset : self.offset + self.count])


class Sample(Step):
    """``SAMPLE n``: n rows picked at random (all of them when there are fewer)."""

    name = "Sample"

    def __init__(self, count: int) -> None:
        self.count = count

    def info(self) -> str:
        return f"count: {self.count}"

    def run(self, ctx: ExecContext, data: ResultSet) -> ResultSet:
        import random

        if len(data.rows) <= self.count:
            return data
        picked = sorted(random.sample(range(len(data.rows)), self.count))
        return ResultSet(data.columns, [data.rows[i] for i in picked])


def schema_not_found(kind: str, name: str) -> QueryExecutionError:
    """NebulaGraph's error for an unknown tag (``kind`` ``tag``/``TAG``…) or edge type."""
    if kind.lower().startswith("tag"):
        return QueryExecutionError(f"TagNotFound: TagName `{name}`")
    return QueryExecutionError(f"EdgeNotFound: EdgeName `{name}`")


def annotate(error: QueryError, step: Step, index: int) -> QueryError:
    """Record on ``error`` the step it came from (innermost step wins), keeping class and message.

    Why not a new message: NebulaGraph's error text is compared by the conformance runner, so
    the step goes into ``error.step`` and an exception note (shown in tracebacks) instead.
    """
    if error.step is None:
        error.step = step.describe()
        if sys.version_info >= (3, 11):  # exception notes are 3.11+
            error.add_note(f"in plan step {index}: {step.describe()}")
    return error


__all__ = [
    "schema_not_found",
    "PLAN_COLUMNS",
    "Column",
    "Dedup",
    "Filter",
    "FnStep",
    "Limit",
    "Plan",
    "Project",
    "Sample",
    "Step",
    "StepProfile",
    "annotate",
    "columns_of",
    "distinct_key",
    "evaluator",
    "expr_text",
]
