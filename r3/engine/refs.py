"""What a row statement reads — ``$-.col``, ``$var.col``, bare ``$var`` — and NebulaGraph's
checks of those references.

Why a module of its own: YIELD, GROUP BY, GO, FETCH, FIND PATH, the writes and the JOIN of
two variables all check their references the same way (a ``$-.col`` must name a column of
the input, a ``$var`` must exist, a statement reads at most one variable); :func:`refs_of`
and :func:`check_refs` are that check, below every executor that uses it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from r3.contracts.backend import ResultSet
from r3.engine.aggregates import contains_aggregate
from r3.engine.plan import expr_text
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.values import Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext


@dataclass
class Refs:
    """The ``$-`` and ``$var`` references of some expressions."""

    input_props: list[str] = field(default_factory=list)
    var_props: list[tuple[str, str]] = field(default_factory=list)
    bare_vars: list[str] = field(default_factory=list)

    @property
    def variables(self) -> list[str]:
        return list(dict.fromkeys([v for v, _ in self.var_props] + self.bare_vars))


def refs_of(exprs: Iterable[A.Node | None]) -> Refs:
    """Collect ``$-.col``, ``$var.col`` and bare ``$var`` references (in source order)."""
    refs = Refs()
    for expr in exprs:
        if expr is None:
            continue
        for node in expr.walk():
            if isinstance(node, A.Property):
                if isinstance(node.obj, A.InputRef):
                    refs.input_props.append(node.name)
                elif isinstance(node.obj, A.Parameter):
                    refs.var_props.append((node.obj.name, node.name))
        covered = {
            id(n.obj) for n in expr.walk() if isinstance(n, A.Property) and isinstance(n.obj, A.Parameter)
        }
        for node in expr.walk():
            if isinstance(node, A.Parameter) and id(node) not in covered:
                refs.bare_vars.append(node.name)
    return refs


def check_refs(refs: Refs, ctx: ExecContext, input: ResultSet | None) -> None:
    """NebulaGraph's checks of ``$-.col`` / ``$var.col`` against what exists (SemanticError)."""
    have = set(input.columns) if input is not None else set()
    for name in refs.input_props:
        if name != "*" and name not in have:
            raise QuerySemanticError(f"`$-.{name}', not exist prop `{name}'")
        if name == "*" and input is None:
            raise QuerySemanticError("`$-.*', not exist prop `*'")
    for var, name in refs.var_props:
        found = ctx.variables.get(var)
        if found is None:
            raise QuerySemanticError(f"`${var}.{name}', not exist variable `{var}'")
        check_duplicate_columns(found.columns)
        if name != "*" and name not in found.columns:
            raise QuerySemanticError(f"`${var}.{name}', not exist prop `{name}'")
    for var in refs.bare_vars:
        if var not in ctx.variables:
            raise QuerySemanticError(f"`${var}', not exist variable `{var}'")


def check_duplicate_columns(columns: list[str]) -> None:
    """A statement reading rows whose column names repeat cannot tell them apart."""
    seen: set[str] = set()
    for name in columns:
        if name in seen:
            raise QuerySemanticError(f"Duplicate Column Name : `{name}'")
        seen.add(name)


def row_dicts(data: ResultSet) -> list[dict[str, Value]]:
    cols = data.columns
    return [dict(zip(cols, row, strict=False)) for row in data.rows]


def no_aggregates(exprs: Iterable[A.Expr | None], where: str, *, allowed: bool = False) -> None:
    """SyntaxError for an aggregate call where NebulaGraph's grammar refuses one."""
    for e in exprs:
        if e is not None and contains_aggregate(e):
            raise QuerySyntaxError(
                f"Invalid use of aggregating function in {where} clause. near `{expr_text(e)}'"
            )


__all__ = ["Refs", "check_duplicate_columns", "check_refs", "no_aggregates", "refs_of", "row_dicts"]
