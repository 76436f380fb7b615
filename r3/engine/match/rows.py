"""What flows between the steps of a MATCH plan, and the scope a row is evaluated in.

Why a module of its own: the MATCH steps (:mod:`r3.engine.exec_match`), the WITH/RETURN
steps (:mod:`r3.engine.match.project`) and pattern expressions all need the same row types
and the same :class:`MatchScope`, whose pattern hook runs the matcher for ``WHERE
(v)-[:like]->()`` and ``WITH (v)-->() AS p``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from r3.engine.match.compile import Namer, compile_pattern, is_user_name
from r3.engine.match.conditions import as_predicate, condition_holds
from r3.engine.match.expand import Binding, Matcher
from r3.engine.plan import evaluator
from r3.engine.scope import MISSING, Resolved, Scope
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.values import Empty, List, Null, Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext


@dataclass
class Table:
    """Rows between clauses: the variables in scope and one dict per row.

    ``rows`` is consumed once: steps hand rows on lazily where they can, so a LIMIT without
    ORDER BY stops the pattern walk early.
    """

    scope: list[str]
    rows: Iterable[Binding]


@dataclass
class Tuples:
    """Rows of a WITH/RETURN body between its project, dedup, sort and limit steps."""

    names: list[str]
    rows: list[tuple[Value, ...]]

    def __len__(self) -> int:
        return len(self.rows)


class MatchScope(Scope):
    """A row of a MATCH statement: its bindings, plus the pattern-expression hook the
    evaluator calls (``WHERE (v)-[:like]->()``, ``WITH (v)-->() AS p``)."""

    __slots__ = ("ctx",)
    typed_properties = False

    def __init__(self, ctx: ExecContext, bindings: Mapping[str, Value]) -> None:
        super().__init__(bindings)
        self.ctx = ctx

    def pattern(self, expr: A.Expr, scope: Scope) -> Resolved:
        if isinstance(expr, A.PatternExpr):
            return pattern_paths(self.ctx, expr.pattern, scope)
        if isinstance(expr, A.PatternComprehension):
            return pattern_comprehension(self.ctx, expr, scope)
        return MISSING


def pattern_paths(ctx: ExecContext, pattern: A.PathPattern, scope: Scope) -> List:
    """The paths a pattern expression matches, its named parts taken from ``scope`` when bound.

    A WHERE pattern predicate is true when this list is not empty; ``WITH (v)-->() AS p``
    binds the list itself.
    """
    spec = compile_pattern(pattern, ctx.space.schema, Namer())
    path_var = spec.path_var = spec.path_var or "#path"
    var_length = {r.name for r in spec.rels if r.var_length}
    binding: Binding = {}
    for name in spec.names():
        if not is_user_name(name):
            continue
        value = scope.lookup(name)
        if value is MISSING:
            continue
        if name in var_length:
            raise QuerySemanticError(
                f"Unsupported type of variable '{name}` used in multiple patterns: list of edges."
            )
        if isinstance(value, (Null, Empty)):
            return List()
        binding[name] = value
    ev = evaluator(ctx)
    matcher = Matcher(ctx, ev.eval)
    paths: list[Value] = []
    for b in matcher.match(spec, binding, [], scope):
        paths.append(b[path_var])
        if not len(paths) & 0x3FF:
            ctx.check_rows(len(paths))
            ctx.check_deadline()
    return List(paths)


def pattern_comprehension(ctx: ExecContext, e: A.PatternComprehension, scope: Scope) -> List:
    """``[p = (a)-->(b) WHERE cond | projection]``: one projected value per match."""
    spec = compile_pattern(e.pattern, ctx.space.schema, Namer())
    binding: Binding = {}
    for name in spec.names():
        value = scope.lookup(name) if is_user_name(name) else MISSING
        if value is not MISSING:
            binding[name] = value
    ev = evaluator(ctx)
    matcher = Matcher(ctx, ev.eval)
    out: list[Value] = []
    for b in matcher.match(spec, binding, [], scope):
        inner = scope.child({k: v for k, v in b.items() if is_user_name(k)})
        if e.where is not None and not condition_holds(ev, as_predicate(e.where), e.where, inner):
            continue
        out.append(ev.eval(e.projection, inner))
        if not len(out) & 0x3FF:
            ctx.check_rows(len(out))
            ctx.check_deadline()
    return List(out)


__all__ = ["MatchScope", "Table", "Tuples", "pattern_comprehension", "pattern_paths"]
