"""WITH / RETURN: projection, implicit-grouping aggregation, DISTINCT, ORDER BY, SKIP, LIMIT.

Why the ORDER BY rule lives here: NebulaGraph sorts a MATCH result only by its output
columns — an order item must be a column's alias or exactly the text of an unaliased column
(``ORDER BY v.player.age`` after ``RETURN v.player.age AS Age`` is "Only column name can be
used as sort item"), so an item resolves to a column index once, at compile time.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from r3.engine.match.compile import check_defined, is_user_name
from r3.engine.match.conditions import rewrite_predicates
from r3.engine.plan import Column, columns_of, evaluator
from r3.engine.scope import Scope
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.values import Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext

Row = dict[str, Value]


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

    def describe(self) -> str:
        parts = ["columns: " + ", ".join(self.names)]
        if self.aggregated:
            parts.append("aggregate")
        if self.distinct:
            parts.append("distinct")
        if self.order:
            parts.append(
                "order by " + ", ".join(self.names[i] + (" DESC" if d else "") for i, d in self.order)
            )
        return "; ".join(parts)

    # ------------------------------------------------------------------ running

    def run(
        self, ctx: ExecContext, rows: Iterable[Row], input_scope: Callable[[Row], Scope]
    ) -> list[tuple[Value, ...]]:
        """The projected rows (tuples in column order), sorted, deduplicated and sliced.

        Without aggregation, DISTINCT or ORDER BY the input is consumed only up to
        SKIP + LIMIT rows, so ``MATCH … RETURN v LIMIT 3`` stops the walk early.
        """
        skip = self._count(ctx, self.skip, "SKIP")
        limit = self._count(ctx, self.limit, "LIMIT")
        streaming = not (self.aggregated or self.distinct or self.order)
        if streaming and limit is not None:
            rows = itertools.islice(rows, skip, skip + limit)
            skip, limit = 0, None
        if self.aggregated:
            out = self._aggregate(ctx, (input_scope(r) for r in rows))
        else:
            ev = evaluator(ctx)
            exprs = [c.expr for c in self.columns]
            out = []
            for i, row in enumerate(rows):
                if not i & 0x3FF:
                    ctx.charge(0)
                    ctx.check_rows(i)
                scope = input_scope(row)
                out.append(tuple(ev.eval(e, scope) for e in exprs))
        if self.distinct:
            from r3.engine.compare import row_key

            seen: set[Any] = set()
            unique = []
            for tup in out:
                key = row_key(tup)
                if key not in seen:
                    seen.add(key)
                    unique.append(tup)
            out = unique
        if self.order:
            out.sort(key=functools.cmp_to_key(_row_cmp(self.order)))
        if skip or limit is not None:
            out = out[skip : None if limit is None else skip + limit]
        return out

    def _aggregate(self, ctx: ExecContext, scopes: Iterable[Scope]) -> list[tuple[Value, ...]]:
        """Implicit grouping: rows with equal non-aggregate items form one group."""
        from r3.engine.aggregates import Aggregation
        from r3.engine.compare import row_key

        ev = evaluator(ctx)
        agg = Aggregation([c.expr for c in self.columns], ev)
        groups: dict[Any, tuple[Scope, list[Any]]] = {}
        for i, scope in enumerate(scopes):
            if not i & 0x3FF:
                ctx.charge(0)
                ctx.check_rows(len(groups))
            key = row_key([ev.eval(k, scope) for k in self.keys]) if self.keys else ()
            group = groups.get(key)
            if group is None:
                group = groups[key] = (scope, agg.new_group())
            agg.feed(group[1], scope)
        if not groups and not self.keys:
            groups[()] = (Scope(), agg.new_group())
        return [tuple(agg.results(state, first)) for first, state in groups.values()]

    @staticmethod
    def _count(ctx: ExecContext, e: A.Expr | None, what: str) -> Any:
        if e is None:
            return 0 if what == "SKIP" else None
        value = evaluator(ctx).eval(e, Scope())
        if type(value) is not int:
            raise QuerySemanticError(f"{what} must be a non-negative integer, got `{value!r}'")
        if value < 0:
            raise QuerySemanticError(f"{what} must be a non-negative integer, got {value}")
        return value


def _row_cmp(order: list[tuple[int, bool]]) -> Callable[[Any, Any], int]:
    from r3.engine.compare import order_compare

    def cmp(a: tuple[Value, ...], b: tuple[Value, ...]) -> int:
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
    from r3.engine.aggregates import aggregate_calls, check_call, contains_aggregate

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
    order: list[tuple[int, bool]] = []
    for oi in proj.order_by:
        order.append((_order_column(oi.expr, names), oi.descending))
    for e in (proj.skip, proj.limit):
        if e is not None:
            check_defined(e, [])
    if where is not None:
        check_defined(where, names)
        if contains_aggregate(where):
            raise QuerySemanticError("Invalid use of aggregating function in this context.")
    return Projector(columns, any(agg), keys, proj.distinct, order, proj.skip, proj.limit, where)


def _order_column(e: A.Expr, names: list[str]) -> int:
    from r3.engine.names import column_name

    if isinstance(e, A.Variable):
        if e.name in names:
            return names.index(e.name)
        raise QuerySemanticError(f"Column `{e.name}' not found")
    text = column_name(e)
    if text in names:
        return names.index(text)
    raise QuerySemanticError("Only column name can be used as sort item")


__all__ = ["Projector", "compile_projection"]
