"""A projection's DISTINCT aggregates written after its other aggregates.

Why: LadybugDB mis-counts a projection that groups by a key and has a plain aggregate after a
DISTINCT one — ``RETURN i.name, count(DISTINCT g), count(s)`` gives ``0`` for ``count(s)``,
and ``… count(DISTINCT g), sum(x), collect(y)`` aborts the process (glibc malloc assertion);
the same aggregates with the DISTINCT ones last are right. Every Cypher sent to LadybugDB
meets it (the transpiler's and what users write), so :func:`r3.graph.ladybug_cypher.to_ladybug`
applies it. Cypher names a ``WITH``'s columns,
so there the items are only reordered; a ``RETURN`` keeps its column order with a ``WITH``
first (the reordered items, each named) and a ``RETURN`` of the names, its ORDER BY, SKIP and
LIMIT moved onto the names. A ``RETURN`` whose ORDER BY reads anything but its own columns is
left as it is.
"""

from __future__ import annotations

from dataclasses import replace

from r3.lang import ast as A
from r3.lang.dialects.cypher import AGGREGATES
from r3.lang.printer import to_text

__all__ = ["distinct_aggregates_last"]


def distinct_aggregates_last(st: A.Statement) -> A.Statement:
    """``st`` with every WITH/RETURN holding a plain aggregate after a DISTINCT one rewritten."""
    if isinstance(st, A.SetOperation):
        return replace(st, left=distinct_aggregates_last(st.left), right=distinct_aggregates_last(st.right))
    if not isinstance(st, A.CypherQuery):
        return st
    clauses: list[A.Clause] = []
    for clause in st.clauses:
        if isinstance(clause, A.WithClause) and _misordered(clause.projection):
            clauses.append(replace(clause, projection=_reordered(clause.projection)))
        elif isinstance(clause, A.ReturnClause) and _misordered(clause.projection):
            clauses += _return_in_two(clause)
        else:
            clauses.append(clause)
    return replace(st, clauses=clauses)


def _kind(item: A.YieldItem) -> int:
    """0: no aggregate, 1: plain aggregates only, 2: a DISTINCT aggregate."""
    calls = [n for n in item.expr.walk() if isinstance(n, A.FunctionCall) and n.name.upper() in AGGREGATES]
    if any(c.distinct for c in calls):
        return 2
    return 1 if calls else 0


def _misordered(p: A.Projection) -> bool:
    if p.star:
        return False
    kinds = [_kind(i) for i in p.items]
    return any(k == 1 and 2 in kinds[:i] for i, k in enumerate(kinds)) and 0 in kinds


def _reordered(p: A.Projection) -> A.Projection:
    return replace(p, items=sorted(p.items, key=lambda i: _kind(i) == 2))


def _return_in_two(clause: A.ReturnClause) -> list[A.Clause]:
    p = clause.projection
    names = [
        i.alias or (i.expr.name if isinstance(i.expr, A.Variable) else f"_r{n}")
        for n, i in enumerate(p.items)
    ]
    by_expr = {_key(i.expr): name for i, name in zip(p.items, names, strict=True)}
    order: list[A.OrderItem] = []
    for o in p.order_by:
        if isinstance(o.expr, A.Variable) and o.expr.name in names:
            order.append(o)
        elif _key(o.expr) in by_expr:
            order.append(replace(o, expr=A.Variable(by_expr[_key(o.expr)])))
        else:
            return [clause]  # ORDER BY reads something the RETURN does not name
    named = [
        A.YieldItem(i.expr, None if _same(i.expr, name) else name)
        for i, name in zip(p.items, names, strict=True)
    ]
    first = A.WithClause(_reordered(A.Projection(named, distinct=p.distinct)))
    # each column keeps the name the RETURN showed: its alias, else its expression's text
    shown = [
        A.YieldItem(A.Variable(name), None if i.alias or _same(i.expr, name) else _key(i.expr))
        for i, name in zip(p.items, names, strict=True)
    ]
    return [first, A.ReturnClause(A.Projection(shown, order_by=order, skip=p.skip, limit=p.limit))]


def _same(e: A.Expr, name: str) -> bool:
    return isinstance(e, A.Variable) and e.name == name


def _key(e: A.Expr) -> str:
    return to_text(e, "cypher")
