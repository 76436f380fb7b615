"""Pipes, variables, set operations and the statements that work on rows: YIELD, GROUP BY,
ORDER BY, LIMIT, SAMPLE and piped UNWIND.

Why these live together: they all read ``$-`` (the rows piped in) or ``$var`` (rows an
earlier ``$var = …`` stored), and NebulaGraph checks those references the same way for every
statement — a ``$-.col`` must name a column of the input, a ``$var`` must exist, a statement
reads at most one variable. :func:`~r3.engine.refs.refs_of` and
:func:`~r3.engine.refs.check_refs` are that check, shared with GO and FETCH.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from r3.contracts.backend import ResultSet
from r3.engine.aggregates import aggregate_groups, contains_aggregate
from r3.engine.exec_join import JoinRows, check_join_refs, join_keys
from r3.engine.plan import (
    Column,
    Dedup,
    Filter,
    Limit,
    Plan,
    Project,
    Sample,
    Step,
    columns_of,
    distinct_key,
    evaluator,
    expr_text,
    schema_not_found,
)
from r3.engine.planners import plan_statement
from r3.engine.refs import Refs, check_duplicate_columns, check_refs, no_aggregates, refs_of, row_dicts
from r3.engine.scope import Scope
from r3.engine.value_order import order_compare
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.column_names import column_name
from r3.values import Empty, List, Null, Row, Set, Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext

# --------------------------------------------------------------------------- pipes, sets, variables


class SubPlan(Step):
    """Run another statement's plan on the data (a pipe part, a set-operation side)."""

    def __init__(self, name: str, plan: Plan, *, check_input: bool = False) -> None:
        self.name = name
        self.plan = plan
        self.check_input = check_input

    def children(self) -> list[Plan]:
        return [self.plan]

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        if self.check_input and data is not None:
            check_duplicate_columns(data.columns)
        return self.plan.run(ctx, data)


def _piped_return(part: A.Statement) -> A.Statement:
    """``… | RETURN $-.a AS x``: NebulaGraph runs a lone RETURN on piped rows like a YIELD."""
    if (
        isinstance(part, A.CypherQuery)
        and len(part.clauses) == 1
        and isinstance(part.clauses[0], A.ReturnClause)
    ):
        proj = part.clauses[0].projection
        if not (proj.star or proj.order_by or proj.skip is not None or proj.limit is not None):
            return A.Yield(A.YieldClause(proj.items, proj.distinct))
    return part


def plan_pipe(stmt: A.Pipe, ctx: ExecContext) -> Plan:
    steps: list[Step] = []
    for i, part in enumerate(stmt.parts):
        if i > 0:
            part = _piped_return(part)
        steps.append(
            SubPlan(f"Pipe[{i}] {type(part).__name__}", plan_statement(part, ctx), check_input=i > 0)
        )
    return Plan(steps)


class Assign(Step):
    name = "Assign"

    def __init__(self, variable: str, plan: Plan) -> None:
        self.variable = variable
        self.plan = plan

    def info(self) -> str:
        return f"${self.variable}"

    def children(self) -> list[Plan]:
        return [self.plan]

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        if self.variable in ctx.variables:
            raise QuerySemanticError(f"Variable `{self.variable}' already exists")
        result = self.plan.run(ctx, data)
        ctx.variables[self.variable] = result
        return result


def plan_assignment(stmt: A.Assignment, ctx: ExecContext) -> Plan:
    return Plan([Assign(stmt.variable, plan_statement(stmt.statement, ctx))])


class SetOp(Step):
    """UNION [ALL] / INTERSECT / MINUS of two sub-plans run on the same input."""

    def __init__(self, op: str, left: Plan, right: Plan) -> None:
        self.name = op.title().replace(" ", "")
        self.op = op
        self.left = left
        self.right = right

    def children(self) -> list[Plan]:
        return [self.left, self.right]

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        left = self.left.run(ctx, data)
        right = self.right.run(ctx, data)
        # NebulaGraph's SetValidator compares the two sides' output columns
        if len(left.columns) != len(right.columns):
            raise QuerySemanticError("number of columns to UNION/INTERSECT/MINUS must be same")
        if list(left.columns) != list(right.columns):
            raise QuerySemanticError("different column names to UNION/INTERSECT/MINUS are not supported")
        if self.op == "UNION ALL":
            return ResultSet(left.columns, left.rows + right.rows)
        if self.op == "UNION":
            return Dedup().run(ctx, ResultSet(left.columns, left.rows + right.rows))
        keys = {distinct_key(r) for r in right.rows}
        keep = self.op == "INTERSECT"
        return ResultSet(left.columns, [r for r in left.rows if (distinct_key(r) in keys) == keep])


def plan_set_operation(stmt: A.SetOperation, ctx: ExecContext) -> Plan:
    op = " ".join(stmt.op.upper().split())
    if op not in ("UNION", "UNION ALL", "UNION DISTINCT", "INTERSECT", "MINUS"):
        raise QuerySyntaxError(f"unknown set operation {stmt.op!r}")
    op = "UNION" if op == "UNION DISTINCT" else op
    return Plan([SetOp(op, plan_statement(stmt.left, ctx), plan_statement(stmt.right, ctx))])


# --------------------------------------------------------------------------- row sources


class RowScopes(Step):
    """Rows to evaluate a YIELD / GROUP BY on: the piped input, a variable's rows, or one empty row.

    Also does the reference checks, since they need the input's columns.
    """

    name = "Rows"

    def __init__(self, refs: Refs, sentence: str = "") -> None:
        self.refs = refs
        self.sentence = sentence  # "GroupBy" for aggregating statements (it shows in one message)

    def run(self, ctx: ExecContext, data: ResultSet | None) -> list[Scope]:
        variables = self.refs.variables
        if self.refs.input_props and variables:
            where = f" in {self.sentence} sentence" if self.sentence else ""
            raise QuerySemanticError(f"Not support both input and variable{where}.")
        if len(variables) > 1:
            raise QuerySemanticError("Only one variable allowed to use.")
        check_refs(self.refs, ctx, data)
        if variables:
            var = variables[0]
            return [Scope(variables={var: row}) for row in row_dicts(ctx.variables[var])]
        if data is not None:
            return [Scope(input=row) for row in row_dicts(data)]
        return [Scope()]


def _expand_stars(items: list[A.YieldItem], ctx: ExecContext, data: ResultSet | None) -> list[A.YieldItem]:
    """``$-.*`` / ``$var.*`` become one item per column, named ``$-.col`` / ``$var.col``."""
    out: list[A.YieldItem] = []
    for it in items:
        e = it.expr
        if isinstance(e, A.Property) and e.name == "*" and isinstance(e.obj, (A.InputRef, A.Parameter)):
            if isinstance(e.obj, A.InputRef):
                cols = data.columns if data is not None else []
            else:
                found = ctx.variables.get(e.obj.name)
                cols = found.columns if found is not None else []
            out.extend(A.YieldItem(A.Property(e.obj, c)) for c in cols)
        else:
            out.append(it)
    return out


def _check_labels(exprs: Iterable[A.Expr | None], where: str, ctx: ExecContext) -> None:
    """Names that only mean something inside GO/FETCH/LOOKUP are errors in a row statement
    (checked expression by expression, the first problem wins, as NebulaGraph reports it)."""
    only = f"Only support input and variable in {where} sentence."
    for e in exprs:
        if e is None:
            continue
        bound: set[str] = set()
        for node in e.walk():
            if isinstance(node, (A.ListComprehension, A.ListPredicate)):
                bound.add(node.variable)
            elif isinstance(node, A.Reduce):
                bound.update((node.accumulator, node.variable))
        for node in e.walk():
            if (
                isinstance(node, A.Property)
                and isinstance(node.obj, A.Variable)
                and node.obj.name not in bound
            ):
                if node.name in ("_src", "_dst", "_rank", "_type"):
                    raise QuerySemanticError(only)
                raise QuerySemanticError(f"Invalid label identifiers: {node.obj.name}")
            if (
                isinstance(node, A.Property)
                and isinstance(node.obj, A.Property)
                and isinstance(node.obj.obj, (A.SrcRef, A.DstRef))
            ):
                tag = node.obj.name
                if ctx.space_name is not None and tag not in ctx.space.schema.tags:
                    raise schema_not_found("tag", tag)
                raise QuerySemanticError(only)
            if isinstance(node, (A.SrcRef, A.DstRef)):
                raise QuerySemanticError(only)
            if isinstance(node, A.Variable) and node.name not in bound:
                if where == "GroupBy":
                    raise QuerySemanticError(f"Not supported expression `{node.name}' for props deduction.")
                raise QuerySemanticError(f"Invalid label identifiers: {node.name}")


def _built_from(expr: A.Node, key_texts: set[str]) -> bool:
    """Whether every ``$-``/``$var`` column ``expr`` reads sits inside one of the GROUP BY keys."""
    if isinstance(expr, A.Expr) and expr_text(expr) in key_texts:
        return True
    if isinstance(expr, A.Property) and isinstance(expr.obj, (A.InputRef, A.Parameter)):
        return False
    return all(_built_from(child, key_texts) for child in expr.children())


def _check_direct_var(items: list[A.YieldItem]) -> None:
    for it in items:
        if isinstance(it.expr, A.Parameter):
            raise QuerySyntaxError(f"Direct output of variable is prohibited near `${it.expr.name}'")


# --------------------------------------------------------------------------- YIELD and GROUP BY


class YieldRows(Step):
    """Standalone / piped YIELD: filter, then project (or aggregate when items aggregate)."""

    name = "Yield"

    def __init__(self, stmt: A.Yield) -> None:
        self.stmt = stmt

    def info(self) -> str:
        return ", ".join(expr_text(it.expr) for it in self.stmt.yield_.items)

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        items = _expand_stars(self.stmt.yield_.items, ctx, data)
        exprs = [it.expr for it in items]
        refs = refs_of([*exprs, self.stmt.where])
        grouped = any(contains_aggregate(e) for e in exprs)
        scopes = self.rows(ctx, data, refs, grouped)
        if self.stmt.where is not None:
            scopes = Filter(self.stmt.where).run(ctx, scopes)
        columns = columns_of(items)
        if grouped:
            # the non-aggregate items group the rows (NebulaGraph's implicit GROUP BY)
            keys = [e for e in exprs if not contains_aggregate(e)]
            result = aggregate(ctx, scopes, keys, columns)
        else:
            result = Project(columns).run(ctx, scopes)
        if self.stmt.yield_.distinct:
            result = Dedup().run(ctx, result)
        return result

    def rows(self, ctx: ExecContext, data: ResultSet | None, refs: Refs, grouped: bool) -> list[Scope]:
        """The scopes to filter and project: the input / one variable, or a join's pairs."""
        if self.stmt.join is None:
            return RowScopes(refs, "GroupBy" if grouped else "").run(ctx, data)
        return JoinRows(self.stmt.join, refs).run(ctx, data)


def plan_yield(stmt: A.Yield, ctx: ExecContext) -> Plan:
    items = stmt.yield_.items
    _check_direct_var(items)
    if stmt.join is not None:
        join_keys(stmt.join)
        check_join_refs(stmt.join, refs_of([*(it.expr for it in items), stmt.where]))
    no_aggregates([stmt.where], "where")
    _check_labels([*(it.expr for it in items), stmt.where], "yield", ctx)
    return Plan([YieldRows(stmt)])


class GroupRows(Step):
    name = "Aggregate"

    def __init__(self, stmt: A.GroupBy) -> None:
        self.stmt = stmt

    def info(self) -> str:
        keys = ", ".join(expr_text(k) for k in self.stmt.keys)
        return f"group keys: {keys}; items: " + ", ".join(expr_text(i.expr) for i in self.stmt.yield_.items)

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        items = self.stmt.yield_.items
        refs = refs_of([*self.stmt.keys, *(it.expr for it in items)])
        scopes = RowScopes(refs, "GroupBy").run(ctx, data)
        if data is None and not refs.variables:
            scopes = []
        result = aggregate(ctx, scopes, self.stmt.keys, columns_of(items))
        if self.stmt.yield_.distinct:
            result = Dedup().run(ctx, result)
        return result


def plan_group_by(stmt: A.GroupBy, ctx: ExecContext) -> Plan:
    items = stmt.yield_.items
    _check_direct_var(items)
    key_texts = set()
    for key in stmt.keys:
        if contains_aggregate(key) or isinstance(key, A.Variable):
            raise QuerySemanticError(f"Group `{expr_text(key)}' invalid")
        if not refs_of([key]).input_props and not refs_of([key]).var_props:
            raise QuerySemanticError(f"Group `{expr_text(key)}' invalid")
        key_texts.add(expr_text(key))
    _check_labels([*stmt.keys, *(it.expr for it in items)], "GroupBy", ctx)
    for it in items:
        if contains_aggregate(it.expr):
            continue
        if not _built_from(it.expr, key_texts):
            raise QuerySemanticError(
                f"Yield non-agg expression `{expr_text(it.expr)}' must be functionally dependent on items in GROUP BY clause"
            )
    return Plan([GroupRows(stmt)])


def aggregate(ctx: ExecContext, scopes: list[Scope], keys: list[A.Expr], columns: list[Column]) -> ResultSet:
    """Group the rows by ``keys`` and evaluate ``columns`` once per group (one global group
    without keys, which yields one row even over no input: ``YIELD count(*)`` is 0)."""
    rows = aggregate_groups(ctx, [c.expr for c in columns], keys, scopes, evaluator(ctx))
    return ResultSet([c.name for c in columns], rows)


# --------------------------------------------------------------------------- ORDER BY, LIMIT, SAMPLE


class Sort(Step):
    name = "Sort"

    def __init__(self, items: list[A.OrderItem]) -> None:
        self.items = items

    def info(self) -> str:
        return ", ".join(f"{expr_text(i.expr)} {'DESC' if i.descending else 'ASC'}" for i in self.items)

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        if data is None:
            raise QuerySemanticError("ORDER BY needs piped input (`... | ORDER BY $-.col')")
        for item in self.items:
            # OrderByValidator: since 2.5 an item is `$-.col' (order-by.md), nothing else
            if not (
                isinstance(item.expr, A.Property) and isinstance(item.expr.obj, (A.InputRef, A.Parameter))
            ):
                raise QuerySemanticError(f"Order by with invalid expression `{column_name(item.expr)}'")
        refs = refs_of([i.expr for i in self.items])
        check_refs(refs, ctx, data)
        if refs.var_props:
            raise QuerySemanticError("Only support input property in ORDER BY")
        ev = evaluator(ctx)
        keyed: list[_Keyed] = []
        for row, values in zip(data.rows, row_dicts(data), strict=True):
            scope = Scope(input=values)
            keyed.append(([ev.eval(i.expr, scope) for i in self.items], row))
        descending = [i.descending for i in self.items]
        keyed.sort(key=functools.cmp_to_key(_row_cmp(descending)))
        return ResultSet(data.columns, [row for _, row in keyed])


#: A row of ORDER BY: its sort keys and the row itself.
_Keyed = tuple[list[Value], Row]


def _row_cmp(descending: list[bool]) -> Callable[[_Keyed, _Keyed], int]:
    def cmp(a: _Keyed, b: _Keyed) -> int:
        for x, y, desc in zip(a[0], b[0], descending, strict=True):
            c = order_compare(x, y)
            if c:
                return -c if desc else c
        return 0

    return cmp


def plan_order_by(stmt: A.OrderBy, ctx: ExecContext) -> Plan:
    return Plan([Sort(stmt.items)])


class NeedInput(Step):
    """Refuses to run without piped rows: ``YIELD 1; LIMIT 1`` is a dangling LIMIT."""

    name = "Argument"

    def __init__(self, keyword: str) -> None:
        self.keyword = keyword

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        if data is None:
            raise QuerySyntaxError(f"{self.keyword} needs piped input (`... | {self.keyword} n')")
        return data


def plan_limit(stmt: A.Limit, ctx: ExecContext) -> Plan:
    if stmt.count < 0 or (stmt.offset or 0) < 0:
        raise QuerySyntaxError("LIMIT and OFFSET must not be negative")
    return Plan([NeedInput("LIMIT"), Limit(stmt.count, stmt.offset or 0)])


def plan_sample(stmt: A.Sample, ctx: ExecContext) -> Plan:
    if stmt.count < 0:
        raise QuerySyntaxError("SAMPLE count must not be negative")
    return Plan([NeedInput("SAMPLE"), Sample(stmt.count)])


# --------------------------------------------------------------------------- piped UNWIND


class Unwind(Step):
    name = "Unwind"

    def __init__(self, stmt: A.UnwindClause) -> None:
        self.stmt = stmt

    def info(self) -> str:
        return f"{expr_text(self.stmt.expr)} AS {self.stmt.alias}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        refs = refs_of([self.stmt.expr])
        scopes = RowScopes(refs).run(ctx, data)
        ev = evaluator(ctx)
        rows: list[Row] = []
        for scope in scopes:
            value = ev.eval(self.stmt.expr, scope)
            if isinstance(value, (List, Set)):
                rows.extend((v,) for v in value)
            elif isinstance(value, (Null, Empty)):
                continue
            else:
                rows.append((value,))
            ctx.check_rows(len(rows))
        return ResultSet([self.stmt.alias], rows)


def check_unwind_input(expr: A.Expr) -> None:
    """NebulaGraph's UNWIND validators (the nGQL sentence and the MATCH clause) refuse an
    aggregate in the unwound expression before anything runs."""
    if contains_aggregate(expr):
        raise QuerySemanticError(f"Can't use aggregating expressions in unwind clause, `{expr_text(expr)}'")


def plan_unwind(stmt: A.UnwindClause, ctx: ExecContext) -> Plan:
    check_unwind_input(stmt.expr)
    return Plan([Unwind(stmt)])


__all__ = [
    "Refs",
    "aggregate",
    "check_duplicate_columns",
    "check_refs",
    "check_unwind_input",
    "no_aggregates",
    "refs_of",
    "row_dicts",
]
