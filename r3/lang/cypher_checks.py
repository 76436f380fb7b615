"""Checks Neo4j 5 makes when it compiles Cypher, before it looks at any data.

Why in the parser: Neo4j (and the openCypher TCK) report these as SyntaxError at compile
time, the way NebulaGraph's parser rejects aggregates in WHERE; a query that breaks them
never runs, so r3 refuses it with a one-line message instead of passing it on. Each check
raises :class:`r3.errors.QuerySyntaxError` through ``error(message, at)``; only certain
cases are refused (a variable of unknown kind, a function call in SKIP, … pass).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator

from r3.errors import QuerySyntaxError
from r3.lang import ast

ErrorFactory = Callable[[str, object], QuerySyntaxError]
IsAggregate = Callable[[ast.FunctionCall], bool]

_UPDATING = (
    ast.CreateClause,
    ast.MergeClause,
    ast.SetClause,
    ast.RemoveClause,
    ast.DeleteClause,
    ast.Foreach,
)


def _nodes(root: object) -> Iterator[ast.Node]:
    if isinstance(root, ast.Node):
        yield from root.walk()
    elif isinstance(root, (list, tuple)):
        for item in root:
            yield from _nodes(item)


def _without_subqueries(root: ast.Node) -> Iterator[ast.Node]:
    """The nodes of an expression, not descending into subqueries and comprehensions' scopes."""
    stack: list[ast.Node] = [root]
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (ast.Subquery, ast.PatternComprehension)):
            stack.extend(node.children())


def aggregates_in(expr: ast.Node, is_aggregate: IsAggregate) -> list[ast.FunctionCall]:
    """The aggregate calls in ``expr`` outside its subqueries and pattern comprehensions."""
    return [n for n in _without_subqueries(expr) if isinstance(n, ast.FunctionCall) and is_aggregate(n)]


def has_aggregate(expr: ast.Node, is_aggregate: IsAggregate) -> bool:
    return bool(aggregates_in(expr, is_aggregate))


def check_pattern_parameters(patterns: Iterable[ast.PathPattern], clause: str, error: ErrorFactory) -> None:
    """MATCH and MERGE take property maps, not ``$parameter`` maps (``(n $props)``)."""
    for node in _nodes(list(patterns)):
        if isinstance(node, (ast.NodePattern, ast.RelPattern)) and isinstance(node.properties, ast.Parameter):
            raise error(
                f"{clause} cannot take a $parameter as a property map; write {{key: $param.key}}", node
            )


def check_creation(patterns: Iterable[ast.PathPattern], clause: str, error: ErrorFactory) -> None:
    """CREATE/MERGE relationships: one type, no variable length; CREATE also needs a direction."""
    for p in patterns:
        if p.selector or p.function:
            raise error(f"{clause} cannot use a path selector or {p.function}()", p)
        for el in p.elements:
            if isinstance(el, ast.QuantifiedPath):
                raise error(f"{clause} cannot use a quantified path pattern", el)
            if not isinstance(el, ast.RelPattern):
                continue
            if len(el.types) != 1 or el.label_expr is not None:
                raise error(f"a relationship in {clause} needs exactly one type: -[:TYPE]->", el)
            if el.length is not None:
                raise error(f"{clause} cannot create a variable-length relationship", el)
            if clause == "CREATE" and el.direction == "both":
                raise error("a relationship in CREATE needs a direction: -[:TYPE]-> or <-[:TYPE]-", el)


def check_count(expr: ast.Expr | None, word: str, error: ErrorFactory) -> None:
    """SKIP/LIMIT: a constant non-negative integer (literals, parameters and their arithmetic)."""
    if expr is None:
        return
    for node in _nodes(expr):
        if isinstance(node, (ast.Variable, ast.Property, ast.PatternExpr, ast.Subquery)):
            raise error(f"{word} needs a constant: it cannot read variables or properties", node)
    if isinstance(expr, ast.Literal):
        value = expr.value
        if isinstance(value, bool) or not isinstance(value, int):
            raise error(f"{word} needs an integer, not {value!r}", expr)
        if value < 0:
            raise error(f"{word} cannot be negative ({value})", expr)


def check_projection(
    proj: ast.Projection, clause: str, error: ErrorFactory, is_aggregate: IsAggregate
) -> None:
    check_count(proj.skip, "SKIP", error)
    check_count(proj.limit, "LIMIT", error)
    names: set[str] = set()
    for item in proj.items:
        name = item.alias or (item.expr.name if isinstance(item.expr, ast.Variable) else None)
        if clause == "WITH" and name is None:
            raise error("an expression in WITH needs a name: … AS name", item)
        if name is not None and name in names:
            raise error(f"column `{name}` is projected twice", item)
        if name is not None:
            names.add(name)
    aggregating = any(has_aggregate(i.expr, is_aggregate) for i in proj.items)
    if not aggregating:
        for order in proj.order_by:
            if has_aggregate(order.expr, is_aggregate):
                raise error(f"ORDER BY cannot aggregate when {clause} does not", order)


def check_aggregate_call(call: ast.FunctionCall, error: ErrorFactory, is_aggregate: IsAggregate) -> None:
    """No aggregate inside an aggregate (``count(count(*))``)."""
    for arg in call.args:
        if has_aggregate(arg, is_aggregate):
            raise error(f"{call.name}() cannot contain another aggregate", arg)


def check_union(left: ast.Statement, op: str, error: ErrorFactory, at: object) -> None:
    if isinstance(left, ast.SetOperation) and left.op != op:
        raise error("UNION and UNION ALL cannot be mixed in one query", at)


def check_read_only_subquery(query: ast.Statement, kind: str, error: ErrorFactory) -> None:
    for node in query.walk():
        if isinstance(node, _UPDATING):
            raise error(f"a {kind} subquery cannot change the graph", node)


def check_standalone_yield_star(clauses: list[ast.Clause], error: ErrorFactory) -> None:
    if len(clauses) > 1:
        for c in clauses:
            if isinstance(c, ast.CallClause) and c.yield_star:
                raise error("YIELD * is only allowed in a query that is just the CALL", c)


def check_float(value: float, error: ErrorFactory, at: object) -> None:
    if not math.isfinite(value):
        raise error("floating point literal is too large", at)
