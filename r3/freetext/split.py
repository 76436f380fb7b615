"""Split a query with ``answer()``/``summary()`` into what the database runs and what r3 runs.

Why a rewrite of the AST: a server (NebulaGraph, Neo4j) or LadybugDB cannot call r3's model,
and must never be sent an ``answer()`` call. So r3 keeps the structural part of the query —
the pattern, the structural conjuncts of WHERE (SUQL's predicate ordering: they run first,
in the database), a structural ORDER BY — and replaces the RETURN by *hidden columns*: every
maximal structural sub-expression the free-text part needs (the review text, a name, the
truth of a disjunct's structural conjuncts). The free-text part is then rewritten over those
columns and evaluated by r3 on the rows that come back (:mod:`r3.freetext.executor`).

The shape handled is the one generated queries take, in both dialects: ``… MATCH … [WHERE]``
(or ``WITH … [WHERE]``) ``RETURN [DISTINCT] … [ORDER BY] [SKIP] [LIMIT]`` with free text in
that last WHERE, the RETURN items and ORDER BY. Anything else raises :class:`Unsupported`
with the reason; the embedded engine then evaluates the query as written.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from r3.engine.aggregates import is_aggregate
from r3.freetext.dnf import (
    conjunction,
    disjunction,
    free_text_calls,
    has_free_text,
    is_free_text_call,
    to_dnf,
)
from r3.lang import ast as A

__all__ = ["HIDDEN_PREFIX", "OutputColumn", "SplitQuery", "Unsupported", "split_query"]

#: Hidden column names start with this (kept plain: both dialects accept it unquoted).
HIDDEN_PREFIX = "r3ft_"
_SCOPING = (A.ListComprehension, A.ListPredicate, A.Reduce, A.PatternComprehension, A.PatternExpr)


class Unsupported(Exception):
    """The query's free text is somewhere r3 cannot split off; ``reason`` says where."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class OutputColumn:
    """A column of the final result: its name and its value's expression over hidden columns."""

    name: str
    expr: A.Expr


@dataclass
class SplitQuery:
    """The pushed query and the local part (every local expression reads hidden columns)."""

    pushed: A.CypherQuery
    hidden: list[str]
    columns: list[OutputColumn]
    #: Local condition (free-text conjuncts ordered cheapest first); None: all pushed.
    where: A.Expr | None
    #: Local ORDER BY (only when it needs free text); empty: the pushed query's order holds.
    order: list[A.OrderItem]
    #: Whether the query had an ORDER BY at all (decides relevance order, see the executor).
    ordered: bool
    distinct: bool
    skip: int
    limit: int | None
    #: ``answer(text, question)`` calls of WHERE (local form): the dense prefilter ranks by them.
    where_calls: list[A.Expr] = field(default_factory=list)

    @property
    def local_rows_needed(self) -> bool:
        """Whether r3 filters, orders or de-duplicates (else the database's SKIP/LIMIT hold)."""
        return self.where is not None or bool(self.order) or self.distinct


class _Hoister:
    """Replaces maximal structural sub-expressions by hidden columns of the pushed RETURN."""

    def __init__(self) -> None:
        self.items: list[A.YieldItem] = []
        self._by_key: dict[str, str] = {}

    def column(self, expr: A.Expr, kind: str) -> A.Variable:
        key = _key(expr)
        name = self._by_key.get(key)
        if name is None:
            name = f"{HIDDEN_PREFIX}{kind}{len(self.items)}"
            self._by_key[key] = name
            self.items.append(A.YieldItem(expr, name))
        return A.Variable(name)

    def local(self, expr: A.Expr) -> A.Expr:
        """``expr`` with every maximal structural, non-literal part replaced by a hidden column."""
        if not has_free_text(expr):
            return expr if isinstance(expr, A.Literal) else self.column(expr, "c")
        if isinstance(expr, _SCOPING):
            raise Unsupported("answer()/summary() inside a list comprehension, quantifier or pattern")
        if is_aggregate(expr) if isinstance(expr, A.FunctionCall) else False:
            raise Unsupported("answer()/summary() inside an aggregate")
        clone = copy.copy(expr)
        for name, value in vars(expr).items():
            if name == "span":
                continue
            setattr(clone, name, self._local_value(value))
        return clone

    def _local_value(self, value: object) -> object:
        if isinstance(value, A.Expr):
            return self.local(value)
        if isinstance(value, list):
            return [self._local_value(v) for v in value]
        if isinstance(value, tuple):
            return tuple(self._local_value(v) for v in value)
        return value


def _int_literal(expr: A.Expr | None, what: str) -> int | None:
    if expr is None:
        return None
    if isinstance(expr, A.Literal) and isinstance(expr.value, int) and not isinstance(expr.value, bool):
        return expr.value
    raise Unsupported(f"{what} must be a number literal in a query with answer()/summary()")


def _conjunct_cost(expr: A.Expr) -> tuple[int, int]:
    """Cheapest first: fewer model calls, and answer() before summary() (shorter outputs)."""
    calls = free_text_calls(expr)
    return (len(calls), sum(c.name.lower() == "summary" for c in calls))


def split_query(
    stmt: A.Statement,
    name_of: Callable[[A.Expr], str],
    *,
    mode: Literal["optimized", "udf", "naive"] = "optimized",
) -> SplitQuery:
    """Split ``stmt`` (see the module doc). ``name_of(expr) -> str`` names unaliased columns
    the way the backend's dialect does. The baselines: ``mode='naive'`` pushes no part of a
    WHERE that has free text (every candidate row meets every predicate); ``mode='udf'``
    pushes its top-level structural conjuncts and keeps the rest as written."""
    query, ret, before, last_where = _splittable(stmt)
    proj = ret.projection
    skip = _int_literal(proj.skip, "SKIP") or 0
    limit = _int_literal(proj.limit, "LIMIT")
    # The hoister names hidden columns in the order it meets them: WHERE, RETURN, ORDER BY.
    hoist = _Hoister()
    pushed_where, local_where = _split_where(last_where, hoist, mode)
    columns = [
        OutputColumn(it.alias if it.alias is not None else name_of(it.expr), hoist.local(it.expr))
        for it in proj.items
    ]
    order_exprs = _order_items(proj)
    pushed_order, order = _split_order(order_exprs, hoist)
    distinct = proj.distinct
    where_calls = _where_calls(last_where, hoist) if local_where is not None else []
    local = local_where is not None or bool(order) or distinct
    pushed_proj = A.Projection(
        items=list(hoist.items) or [A.YieldItem(A.Literal(1), f"{HIDDEN_PREFIX}one")],
        order_by=pushed_order,
        skip=None if local else proj.skip,
        limit=None if local else proj.limit,
    )
    return SplitQuery(
        pushed=_pushed_query(query, before, last_where, pushed_where, pushed_proj),
        hidden=[it.alias or "" for it in pushed_proj.items],
        columns=columns,
        where=local_where,
        order=order,
        ordered=bool(order_exprs),
        distinct=distinct,
        skip=skip if local else 0,
        limit=limit if local else None,
        where_calls=where_calls,
    )


def _splittable(
    stmt: A.Statement,
) -> tuple[A.CypherQuery, A.ReturnClause, A.Clause | None, A.Expr | None]:
    """The query, its RETURN, the clause before it and that clause's WHERE, when the free text
    is only where r3 can take it (the last WHERE, the RETURN items, ORDER BY); else Unsupported."""
    if (
        not isinstance(stmt, A.CypherQuery)
        or not stmt.clauses
        or not isinstance(stmt.clauses[-1], A.ReturnClause)
    ):
        raise Unsupported("answer()/summary() outside a MATCH … RETURN query")
    ret = stmt.clauses[-1]
    before = stmt.clauses[-2] if len(stmt.clauses) > 1 else None
    for clause in stmt.clauses[:-2]:
        if has_free_text(clause):
            raise Unsupported("answer()/summary() in a clause before the last WHERE")
    last_where = _last_where(before) if before is not None else None
    proj = ret.projection
    if proj.star and has_free_text(ret):
        raise Unsupported("answer()/summary() with RETURN *")
    if any(is_aggregate(n) for it in proj.items for n in it.expr.walk() if isinstance(n, A.FunctionCall)):
        raise Unsupported("answer()/summary() with aggregation in RETURN")
    return stmt, ret, before, last_where


def _last_where(before: A.Clause) -> A.Expr | None:
    """The WHERE of the clause before RETURN (a MATCH or a WITH), checked for free text elsewhere."""
    if isinstance(before, A.MatchClause):
        if any(has_free_text(p) for p in before.patterns) or (
            before.optional and has_free_text(before.where)
        ):
            raise Unsupported("answer()/summary() in a pattern or an OPTIONAL MATCH")
        return before.where
    if isinstance(before, A.WithClause):
        if has_free_text(before.projection):
            raise Unsupported("answer()/summary() in a WITH projection")
        return before.where
    if has_free_text(before):
        raise Unsupported(f"answer()/summary() in a {type(before).__name__}")
    return None


def _order_items(proj: A.Projection) -> list[A.OrderItem]:
    """ORDER BY with each RETURN alias replaced by the expression it names."""
    aliases = {it.alias: it.expr for it in proj.items if it.alias is not None}
    return [
        A.OrderItem(
            aliases[o.expr.name] if isinstance(o.expr, A.Variable) and o.expr.name in aliases else o.expr,
            o.descending,
        )
        for o in proj.order_by
    ]


def _split_order(
    order_exprs: list[A.OrderItem], hoist: _Hoister
) -> tuple[list[A.OrderItem], list[A.OrderItem]]:
    """(pushed ORDER BY over hidden columns, local ORDER BY): all local when any key needs free text."""
    if any(has_free_text(o.expr) for o in order_exprs):
        return [], [A.OrderItem(hoist.local(o.expr), o.descending) for o in order_exprs]
    return [A.OrderItem(hoist.column(o.expr, "k"), o.descending) for o in order_exprs], []


def _where_calls(last_where: A.Expr | None, hoist: _Hoister) -> list[A.Expr]:
    """The answer() calls of WHERE, once each as written (the DNF may repeat a call in several
    disjuncts; every mode must rank alike), over hidden columns."""
    if last_where is None:
        return []
    return [hoist.local(c) for c in free_text_calls(last_where) if c.name.lower() == "answer"]


def _pushed_query(
    stmt: A.CypherQuery,
    before: A.Clause | None,
    last_where: A.Expr | None,
    pushed_where: A.Expr | None,
    projection: A.Projection,
) -> A.CypherQuery:
    """The query the database runs: the clauses before RETURN (the last one with the pushed
    WHERE), then RETURN of the hidden columns."""
    clauses = list(stmt.clauses[:-1])
    if before is not None and last_where is not None:
        clauses[-1] = copy.copy(before)
        clauses[-1].where = pushed_where  # type: ignore[attr-defined]
    return A.CypherQuery([*clauses, A.ReturnClause(projection)])


def _split_where(where: A.Expr | None, hoist: _Hoister, mode: str) -> tuple[A.Expr | None, A.Expr | None]:
    """(pushed WHERE, local WHERE over hidden columns)."""
    if where is None or not has_free_text(where):
        return where, None
    if mode == "naive":  # every candidate row of the pattern meets every predicate
        return None, hoist.local(where)
    if mode == "udf":
        return _split_as_udf(where, hoist)
    dnf = to_dnf(where)
    if dnf is None:
        return None, hoist.local(where)
    structural = [[c for c in d if not has_free_text(c)] for d in dnf]
    free = [sorted((c for c in d if has_free_text(c)), key=_conjunct_cost) for d in dnf]
    if len(dnf) == 1:
        return conjunction(structural[0]), conjunction([hoist.local(c) for c in free[0]])
    return _split_disjuncts(structural, free, hoist)


def _split_as_udf(where: A.Expr, hoist: _Hoister) -> tuple[A.Expr | None, A.Expr | None]:
    """What a database does with a user-defined function: top-level structural conjuncts
    filter first; the rest is evaluated as written on every row left (no DNF, no reordering)."""
    top = _and_operands(where)
    pushed_parts = [c for c in top if not has_free_text(c)]
    as_written = conjunction([c for c in top if has_free_text(c)])
    assert as_written is not None  # the WHERE has free text
    return conjunction(pushed_parts), hoist.local(as_written)


def _split_disjuncts(
    structural: list[list[A.Expr]], free: list[list[A.Expr]], hoist: _Hoister
) -> tuple[A.Expr | None, A.Expr | None]:
    """A WHERE of several disjuncts: conjuncts every disjunct shares are pushed once, outside the
    OR (an index can serve them), then the OR of the rest when every disjunct has some; locally
    each disjunct is its structural rest (a hidden truth column) AND its free-text conjuncts."""
    keys = [[_key(c) for c in s] for s in structural]
    common_keys = set(keys[0]).intersection(*keys[1:])
    common = [c for c, k in zip(structural[0], keys[0], strict=True) if k in common_keys]
    rest = [
        [c for c, k in zip(s, ks, strict=True) if k not in common_keys]
        for s, ks in zip(structural, keys, strict=True)
    ]
    pushed_or = None if any(not r for r in rest) else disjunction([conjunction(r) for r in rest])  # type: ignore[misc]
    pushed = conjunction([*common, *([pushed_or] if pushed_or is not None else [])])
    local_parts: list[A.Expr] = []
    for r, f in zip(rest, free, strict=True):
        head = [hoist.column(conjunction(r), "s")] if r and len(rest) > 1 else []  # type: ignore[arg-type]
        local_parts.append(conjunction([*head, *(hoist.local(c) for c in f)]) or A.Literal(True))
    return pushed, disjunction(local_parts)


def _key(expr: A.Expr) -> str:
    return repr(A.strip_spans(copy.deepcopy(expr)))


def _and_operands(expr: A.Expr) -> list[A.Expr]:
    """The operands of a chain of ANDs (``a AND (b AND c)`` gives a, b, c)."""
    if isinstance(expr, A.BinaryOp) and expr.op.upper() in ("AND", "&&"):
        return [*_and_operands(expr.left), *_and_operands(expr.right)]
    return [expr]


def is_free_text_query(stmt: A.Node) -> bool:
    """Whether a statement calls ``answer()``/``summary()`` anywhere."""
    return any(is_free_text_call(n) for n in stmt.walk())
