"""``YIELD … FROM $a INNER JOIN $b ON $a.x == $b.y`` (and ``LEFT JOIN``): NebulaGraph 3.x's
join of two variables' rows.

Why a module of its own: every other row statement reads *one* input (``$-`` or one
``$var``, "Only one variable allowed to use."); a join reads two and pairs their rows
before WHERE and the projection run, so it replaces the row source of a YIELD, nothing
else. The rules follow ``8.clauses-and-options/joins.md``: the two tables are
user-defined variables and must differ, the condition is one equality between a column of
each, and the YIELD names the columns it returns from either table. Keys match as
NebulaGraph's hash join matches them: by value (``1`` and ``1.0`` differ, NULL meets
NULL). ``LEFT JOIN`` keeps every row of the left table and fills the right one's columns
with NULL.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from r3.engine.plan import Step, distinct_key, expr_text
from r3.engine.refs import Refs, check_refs, row_dicts
from r3.engine.scope import Scope
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.values import NULL, Value

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.engine.context import ExecContext


def join_keys(join: A.YieldJoin) -> tuple[str, str]:
    """The ``(left column, right column)`` of the ON condition; SemanticError unless it is
    one ``==`` between a column of each table."""
    on = join.on
    if join.left == join.right:
        raise QuerySemanticError(f"`${join.left}': the two tables of a JOIN must be different variables")
    if isinstance(on, A.BinaryOp) and on.op in ("==", "="):
        sides = {_var_column(on.left), _var_column(on.right)}
        found = dict(s for s in sides if s is not None)
        if len(sides) == 2 and join.left in found and join.right in found:
            return found[join.left], found[join.right]
    raise QuerySemanticError(
        f"`{expr_text(on)}': a JOIN condition must be `$left.column == $right.column' "
        f"of ${join.left} and ${join.right}"
    )


def _var_column(e: A.Expr) -> tuple[str, str] | None:
    if isinstance(e, A.Property) and isinstance(e.obj, A.Parameter) and e.name != "*":
        return e.obj.name, e.name
    return None


def check_join_refs(join: A.YieldJoin, refs: Refs) -> None:
    """A joined YIELD reads its two tables only: no ``$-`` and no third variable."""
    if refs.input_props:
        raise QuerySemanticError("Not support both input and variable.")
    for var in refs.variables:
        if var not in (join.left, join.right):
            raise QuerySemanticError(f"`${var}' is not a table of the JOIN (${join.left}, ${join.right})")


class JoinRows(Step):
    """The paired rows of the two tables, as scopes where ``$a.x`` and ``$b.y`` both resolve."""

    name = "HashJoin"

    def __init__(self, join: A.YieldJoin, refs: Refs) -> None:
        self.join = join
        self.refs = refs
        self.keys = join_keys(join)

    def info(self) -> str:
        return f"{self.join.kind} JOIN ${self.join.left}, ${self.join.right} ON {expr_text(self.join.on)}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> list[Scope]:
        j = self.join
        left_key, right_key = self.keys
        on_refs = Refs(var_props=[(j.left, left_key), (j.right, right_key)])
        check_refs(on_refs, ctx, None)
        check_refs(self.refs, ctx, None)
        right_rows = row_dicts(ctx.variables[j.right])
        table: dict[Hashable, list[dict[str, Value]]] = {}
        for row in right_rows:
            table.setdefault(distinct_key((row[right_key],)), []).append(row)
        blank: dict[str, Value] = {c: NULL for c in ctx.variables[j.right].columns}
        out: list[Scope] = []
        for row in row_dicts(ctx.variables[j.left]):
            matches = table.get(distinct_key((row[left_key],)), [])
            if not matches and j.kind == "LEFT":
                matches = [blank]
            out.extend(Scope(variables={j.left: row, j.right: other}) for other in matches)
        return out


__all__ = ["JoinRows", "check_join_refs", "join_keys"]
