"""WHERE conditions of MATCH statements, evaluated the way NebulaGraph's Filter does.

Why not just ``ExpressionEvaluator.truthy``: NebulaGraph treats a list as a boolean wherever a
condition is expected (non-empty is true), so ``WHERE (v)-[:like]->()`` and ``WHERE [x IN
nodes(p) WHERE (v)-->(x)]`` keep a row when something matched, and a condition that yields
an error null or a non-boolean fails the query with "Failed to evaluate condition: …".
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any, TypeVar

from r3.engine.match.compile import expr_text
from r3.engine.plan import FILTER_HINT
from r3.engine.scope import Scope
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.lang import ast as A
from r3.values import Empty, List, Null

if TYPE_CHECKING:
    from r3.engine.evaluator import ExpressionEvaluator

_LOGIC = ("AND", "OR", "XOR", "&&", "||")
NodeT = TypeVar("NodeT", bound=A.Node)


def as_shown_in_errors(e: A.Expr, names: set[str], *, piped: bool) -> A.Expr:
    """``e`` as NebulaGraph prints a MATCH filter in "Failed to evaluate condition": its
    planner has turned the aliases into column references — ``$-.v`` when the clause reads
    its own rows (the first part of the query), ``$v`` when it joins earlier parts — while
    ``v.tag.prop`` keeps its label (``(id($v1) IN $id_list)``, ``(v1.player.name IN $names)``).
    Only the message uses this form."""

    def ref(name: str) -> A.Expr:
        return A.Property(A.InputRef(), name) if piped else A.Parameter(name)

    def walk(n: Any) -> Any:
        if isinstance(n, A.Variable) and n.name in names:
            return ref(n.name)
        if isinstance(n, A.Property) and isinstance(n.obj, A.Property) and isinstance(n.obj.obj, A.Variable):
            return n  # v.tag.prop
        if isinstance(n, A.Node):
            changes = {f.name: _map(getattr(n, f.name), walk) for f in fields(n)}  # type: ignore[arg-type]
            return replace(n, **changes)  # type: ignore[type-var]
        return n

    shown: A.Expr = walk(e)
    return shown


def _map(value: Any, fn: Any) -> Any:
    if isinstance(value, A.Node):
        return fn(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_map(v, fn) for v in value)
    return value


_LITERAL_TYPES = {int: "INT", float: "FLOAT", str: "STRING"}


def check_filter_type(where: A.Expr | None) -> None:
    """A MATCH or WITH WHERE that is a literal of another type than boolean is refused while
    validating, as NebulaGraph's MatchValidator::validateFilter does with the type it deduces
    (the message of GO's WHERE, TCK go/GO.feature); a property's type is unknown there, so
    ``WHERE v.player.age`` still fails only when it runs ("Failed to evaluate condition")."""
    if isinstance(where, A.Literal) and type(where.value) in _LITERAL_TYPES:
        found = _LITERAL_TYPES[type(where.value)]
        raise QuerySemanticError(f"`{expr_text(where)}', expected boolean, but was `{found}'")


def condition_error(original: A.Expr) -> QueryExecutionError:
    return QueryExecutionError(f"Failed to evaluate condition: {expr_text(original)}. {FILTER_HINT}")


def condition_holds(ev: ExpressionEvaluator, cond: A.Expr, original: A.Expr, scope: Scope) -> bool:
    """True keeps the row; false, NULL and EMPTY drop it; a list is true when not empty;
    anything else (an error null included) is an ExecutionError naming ``original``."""
    v = ev.eval(cond, scope)
    if v is True:
        return True
    if v is False or isinstance(v, Empty):
        return False
    if isinstance(v, Null) and v.kind == "NULL":
        return False
    if isinstance(v, List):
        return len(v) > 0
    raise condition_error(original)


def maybe_true(ev: ExpressionEvaluator, checks: list[A.Expr], scope: Scope) -> bool:
    """False when a conjunct is already false or NULL, so the whole condition cannot hold.

    An error null (``BAD_TYPE`` …) does not reject the row: the whole condition decides,
    and reports it, later.
    """
    for c in checks:
        v = ev.eval(c, scope)
        if v is False or isinstance(v, Empty) or (isinstance(v, Null) and v.kind == "NULL"):
            return False
    return True


def seek_holds(ev: ExpressionEvaluator, checks: list[A.Expr], scope: Scope) -> bool:
    """Whether a row is inside the range of the index seek that consumed ``checks``.

    Why not :func:`maybe_true`: a conjunct NebulaGraph turns into an index range is not
    evaluated by a Filter again, so a comparison with a value of another type
    (``v.player.age > "40"``: BAD_TYPE) neither fails the query nor keeps the row — the
    index holds no entry for it. Only a true result is inside the range.
    """
    return all(ev.eval(c, scope) is True for c in checks)


def and_all(parts: list[A.Expr]) -> A.Expr | None:
    """``a AND b AND …`` (left-associative), None for no parts."""
    out: A.Expr | None = None
    for p in parts:
        out = p if out is None else A.BinaryOp("AND", out, p)
    return out


def as_predicate(e: A.Expr) -> A.Expr:
    """``e`` ready to be evaluated as a condition (see :func:`rewrite_predicates`), with its
    pattern expressions and list comprehensions in boolean positions (the whole condition,
    operands of AND/OR/XOR/NOT) turned into ``size(x) > 0``."""
    return _boolean(rewrite_predicates(e))


def _boolean(e: A.Expr) -> A.Expr:
    if isinstance(e, A.BinaryOp) and e.op.upper() in _LOGIC:
        return A.BinaryOp(e.op, _boolean(e.left), _boolean(e.right))
    if isinstance(e, A.UnaryOp) and e.op.upper() in ("NOT", "!"):
        return A.UnaryOp(e.op, _boolean(e.operand))
    if isinstance(e, (A.PatternExpr, A.ListComprehension, A.PatternComprehension)):
        return A.BinaryOp(">", A.FunctionCall("size", [e]), A.Literal(0))
    return e


def rewrite_predicates(e: NodeT) -> NodeT:
    """A copy of ``e`` whose list-comprehension / quantifier / CASE-WHEN conditions are
    boolean (so ``[ii IN relationships(p) WHERE (v)-[ii]->()]`` filters on a pattern match)."""
    if isinstance(e, A.ListComprehension) and e.where is not None:
        return replace(
            e,
            source=rewrite_predicates(e.source),
            where=_boolean(rewrite_predicates(e.where)),
            projection=None if e.projection is None else rewrite_predicates(e.projection),
        )
    if isinstance(e, A.ListPredicate) and e.where is not None:
        return replace(e, source=rewrite_predicates(e.source), where=_boolean(rewrite_predicates(e.where)))
    if isinstance(e, A.Case) and e.subject is None:
        return replace(
            e,
            whens=[(_boolean(rewrite_predicates(c)), rewrite_predicates(r)) for c, r in e.whens],
            default=None if e.default is None else rewrite_predicates(e.default),
        )
    if isinstance(e, A.Node):
        changes = {}
        for f in fields(e):  # type: ignore[arg-type]
            old = getattr(e, f.name)
            new = _rewrite_value(old)
            if new is not old:
                changes[f.name] = new
        return replace(e, **changes) if changes else e  # type: ignore[type-var]
    return e


def _rewrite_value(value: object) -> object:
    if isinstance(value, A.Node):
        return rewrite_predicates(value)
    if isinstance(value, (list, tuple)):
        items = [_rewrite_value(v) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return type(value)(items)
    return value


__all__ = [
    "and_all",
    "as_shown_in_errors",
    "as_predicate",
    "condition_error",
    "condition_holds",
    "maybe_true",
    "rewrite_predicates",
    "seek_holds",
]
