"""WITH / RETURN: projection, implicit-grouping aggregation, DISTINCT, ORDER BY, SKIP, LIMIT.

Why the ORDER BY rule lives here: NebulaGraph sorts a MATCH result only by its output
columns — an order item must be a column's alias or exactly the text of an unaliased column
(``ORDER BY v.player.age`` after ``RETURN v.player.age AS Age`` is "Only column name can be
used as sort item"), so an item resolves to a column index once, at compile time.
"""

from __future__ import annotations

import functools
import itertools
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from r3.contracts.backend import ResultSet
from r3.engine.aggregates import aggregate_calls, aggregate_groups, check_call, contains_aggregate
from r3.engine.evaluator import is_constant
from r3.engine.match.compile import check_defined, expr_text, is_user_name
from r3.engine.match.conditions import as_predicate, check_filter_type, condition_holds, rewrite_predicates
from r3.engine.match.rows import MatchScope, Table, Tuples
from r3.engine.plan import Column, Step, columns_of, evaluator, unique_rows
from r3.engine.scope import Scope
from r3.engine.value_order import order_compare
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.values import Row, Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext


@dataclass
class Projector:
    """A compiled WITH or RETURN body (see the module docstring)."""

    columns: list[Column]
    aggregated: bool
    keys: list[A.Expr]
    distinct: bool
    order: list[tuple[int, bool]]  # (column index, descending)
    skip: A.Expr | None
    limit: A.Expr | None
    where: A.Expr | None = None

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.columns]

    def steps(self, is_return: bool) -> list[Step]:
        """The plan steps of this body: [Limit] Project|Aggregate [Dedup] [Sort] [Limit] Return|With.

        Without aggregation, DISTINCT or ORDER BY the LIMIT comes first and reads its input
        lazily, so ``MATCH … RETURN v LIMIT 3`` stops the pattern walk early.
        """
        out: list[Step] = []
        streaming = not (self.aggregated or self.distinct or self.order)
        paging = self.skip is not None or self.limit is not None
        if streaming and paging:
            out.append(LimitRows(self.skip, self.limit))
        out.append(AggregateRows(self) if self.aggregated else ProjectRows(self))
        if self.distinct:
            out.append(DedupRows())
        if self.order:
            out.append(SortRows(self.order, self.names))
        if paging and not streaming:
            out.append(LimitTuples(self.skip, self.limit))
        out.append(ReturnRows() if is_return else WithRows(self.where))
        return out


# --------------------------------------------------------------------------- steps


def _skip(ctx: ExecContext, e: A.Expr | None) -> int:
    """SKIP's row count (0 when not given)."""
    n = _count(ctx, e, "SKIP")
    return 0 if n is None else n


def _count(ctx: ExecContext, e: A.Expr | None, what: str) -> int | None:
    if e is None:
        return None
    # NebulaGraph's MatchValidator::validatePagination, with its messages
    if any(isinstance(n, (A.Variable, A.Property, A.InputRef, A.PatternExpr)) for n in e.walk()):
        raise QuerySemanticError(f"{what} should be instantly evaluable")
    value = evaluator(ctx).eval(e, Scope())
    if type(value) is not int:
        raise QuerySemanticError(f"{what} should be of type integer")
    if value < 0:
        raise QuerySemanticError(f"{what} should not be negative")
    return value


def _paging_info(skip: A.Expr | None, limit: A.Expr | None) -> str:
    parts = []
    if skip is not None:
        parts.append(f"offset: {expr_text(skip)}")
    if limit is not None:
        parts.append(f"count: {expr_text(limit)}")
    return ", ".join(parts)


class LimitRows(Step):
    """SKIP/LIMIT before the projection: reads only the rows it passes on."""

    name = "Limit"

    def __init__(self, skip: A.Expr | None, limit: A.Expr | None) -> None:
        self.skip, self.limit = skip, limit

    def info(self) -> str:
        return _paging_info(self.skip, self.limit)

    def run(self, ctx: ExecContext, data: Table) -> Table:
        skip = _skip(ctx, self.skip)
        limit = _count(ctx, self.limit, "LIMIT")
        # SKIP and LIMIT each fit in 64 bits; their sum may not, and no table has that many rows
        stop = None if limit is None else min(skip + limit, sys.maxsize)
        return Table(data.scope, itertools.islice(data.rows, skip, stop))


class ProjectRows(Step):
    """Evaluate the columns for every row."""

    name = "Project"

    def __init__(self, p: Projector) -> None:
        self.p = p

    def info(self) -> str:
        return "columns: " + ", ".join(self.p.names)

    def run(self, ctx: ExecContext, data: Table) -> Tuples:
        ev = evaluator(ctx)
        exprs = [c.expr for c in self.p.columns]
        out: list[tuple[Value, ...]] = []
        for i, row in enumerate(data.rows):
            if not i & 0x3FF:
                ctx.charge(0)
                ctx.check_rows(i)
            scope = MatchScope(ctx, row)
            out.append(tuple(ev.eval(e, scope) for e in exprs))
            if not i & 0xFFFF and i:
                ctx.check_rows(len(out), out)
        return Tuples(self.p.names, out)


class AggregateRows(Step):
    """Implicit grouping: rows with equal non-aggregate items form one group."""

    name = "Aggregate"

    def __init__(self, p: Projector) -> None:
        self.p = p

    def info(self) -> str:
        keys = ", ".join(expr_text(k) for k in self.p.keys)
        return f"group keys: {keys}; columns: " + ", ".join(self.p.names)

    def run(self, ctx: ExecContext, data: Table) -> Tuples:
        scopes = (MatchScope(ctx, row) for row in data.rows)
        exprs = [c.expr for c in self.p.columns]
        rows = aggregate_groups(ctx, exprs, self.p.keys, scopes, evaluator(ctx), check_groups=True)
        return Tuples(self.p.names, rows)


class DedupRows(Step):
    """DISTINCT: the first of equal rows is kept."""

    name = "Dedup"

    def run(self, ctx: ExecContext, data: Tuples) -> Tuples:
        return Tuples(data.names, unique_rows(data.rows))


class SortRows(Step):
    """ORDER BY output columns, in NebulaGraph's total order of values."""

    name = "Sort"

    def __init__(self, order: list[tuple[int, bool]], names: list[str]) -> None:
        self.order, self.names = order, names

    def info(self) -> str:
        return ", ".join(f"{self.names[i]} {'DESC' if d else 'ASC'}" for i, d in self.order)

    def run(self, ctx: ExecContext, data: Tuples) -> Tuples:
        return Tuples(data.names, sorted(data.rows, key=functools.cmp_to_key(_row_cmp(self.order))))


class LimitTuples(LimitRows):
    """SKIP/LIMIT after a sort, a DISTINCT or an aggregation."""

    def run(self, ctx: ExecContext, data: Tuples) -> Tuples:  # type: ignore[override]
        skip = _skip(ctx, self.skip)
        limit = _count(ctx, self.limit, "LIMIT")
        return Tuples(data.names, data.rows[skip : None if limit is None else skip + limit])


class ReturnRows(Step):
    """The statement's result table (column names may repeat, as NebulaGraph allows)."""

    name = "Return"

    def run(self, ctx: ExecContext, data: Tuples) -> ResultSet:
        return ResultSet(list(data.names), data.rows)


class WithRows(Step):
    """WITH: the projected rows become the next clause's variables, filtered by its WHERE."""

    name = "With"

    def __init__(self, where: A.Expr | None) -> None:
        self.where = where
        self.condition = None if where is None else as_predicate(where)

    def info(self) -> str:
        return "" if self.where is None else f"where: {expr_text(self.where)}"

    def run(self, ctx: ExecContext, data: Tuples) -> Table:
        dicts = [dict(zip(data.names, r, strict=True)) for r in data.rows]
        if self.where is not None and self.condition is not None:
            ev = evaluator(ctx)
            where, cond = self.where, self.condition
            dicts = [d for d in dicts if condition_holds(ev, cond, where, MatchScope(ctx, d))]
        return Table(list(dict.fromkeys(data.names)), dicts)


def _row_cmp(order: list[tuple[int, bool]]) -> Callable[[Row, Row], int]:
    def cmp(a: Row, b: Row) -> int:
        for index, desc in order:
            c = order_compare(a[index], b[index])
            if c:
                return -c if desc else c
        return 0

    return cmp


def compile_projection(
    proj: A.Projection, scope: list[str], *, where: A.Expr | None = None, is_return: bool
) -> Projector:
    """Check a WITH/RETURN body against the variables in scope and compile it."""
    items: list[A.YieldItem] = []
    if proj.star:
        visible = [n for n in scope if is_user_name(n)]
        if not visible:
            what = "RETURN" if is_return else "WITH"
            raise QuerySemanticError(f"{what} * is not allowed when there are no variables in scope")
        items = [A.YieldItem(A.Variable(n)) for n in visible]
    items += list(proj.items)
    for it in items:
        check_defined(it.expr, scope)
    # names come from the text as written; the expressions evaluated are condition-ready
    columns = [Column(c.name, rewrite_predicates(c.expr)) for c in columns_of(items)]
    for c in columns:
        for call in aggregate_calls(c.expr):
            check_call(call)
    agg = [contains_aggregate(c.expr) for c in columns]
    keys = [c.expr for c, a in zip(columns, agg, strict=True) if not a]
    names = [c.name for c in columns]
    order = _sort_keys(proj.order_by, names)
    for e in (proj.skip, proj.limit):
        if e is not None:
            check_defined(e, [])
    if where is not None:
        check_filter_type(where)
        check_defined(where, names)
        if contains_aggregate(where):
            raise QuerySemanticError("Invalid use of aggregating function in this context.")
    return Projector(columns, any(agg), keys, proj.distinct, order, proj.skip, proj.limit, where)


def _sort_keys(items: list[A.OrderItem], names: list[str]) -> list[tuple[int, bool]]:
    """ORDER BY of a WITH/RETURN as (column index, descending), as NebulaGraph's
    MatchValidator::validateOrderBy reads it: the columns' names must be unique, an item
    that reads nothing (a constant) is skipped, any other item must be a column's name —
    not an expression, even one written as a column is (TCK match/Base.feature)."""
    if not items:
        return []
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise QuerySemanticError(f"Duplicated columns not allowed: {name}")
        seen.add(name)
    order: list[tuple[int, bool]] = []
    for oi in items:
        if is_constant(oi.expr):
            continue
        if not isinstance(oi.expr, A.Variable):
            raise QuerySemanticError("Only column name can be used as sort item")
        if oi.expr.name not in names:
            raise QuerySemanticError(f"Column `{oi.expr.name}' not found")
        order.append((names.index(oi.expr.name), oi.descending))
    return order


__all__ = ["Projector", "compile_projection"]
