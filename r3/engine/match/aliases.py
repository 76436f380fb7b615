"""One alias-scope checker for MATCH statements: what each name is bound to, clause by clause.

Why one place: NebulaGraph's MatchValidator keeps a table of aliases and their types (node,
edge, path, or a plain value from WITH/UNWIND) while it walks the clauses, and refuses a
query before reading any data when a name is bound twice in a way that cannot mean a join.
The rules, each with the source it follows:

- A node alias may repeat — in one path, across comma-separated patterns and across
  clauses — and then means the same vertex (a cycle ``(v)-->()-->(v)`` or a join). It may
  never name an edge or a path as well (NebulaGraph: "`v': Redefined alias"; openCypher
  TCK ``VariableTypeConflict``).
- An edge alias names one edge of one MATCH clause: a second use in the same clause is
  "`e': Redefined alias" (NebulaGraph's ``buildEdgeInfo``; openCypher TCK
  ``RelationshipUniquenessViolation``/``VariableAlreadyBound``). A later MATCH may reuse it
  as an edge (NebulaGraph 3.5+ joins on it).
- A path alias is always new: ``p = …`` where ``p`` is bound already, in this clause or an
  earlier one, is "`p': Redefined alias" (NebulaGraph's ``buildPathExpr``).
- ``WITH`` projects values that later clauses read by name, so an item that is not a bare
  variable needs ``AS`` ("Expression in WITH must be aliased (use AS)", openCypher TCK
  ``NoExpressionAlias``) and two items may not share a name (``ColumnNameConflict``).
- ``UNWIND … AS x`` introduces ``x``; a name already in scope is refused (openCypher TCK
  ``VariableAlreadyBound``).

Plain values (WITH/UNWIND aliases) keep an unknown type: ``WITH v AS x MATCH (x)`` is
fine, so a value may later be used as a node or an edge without complaint.
"""

from __future__ import annotations

from typing import Literal

from r3.errors import QuerySemanticError
from r3.lang import ast as A

AliasKind = Literal["node", "edge", "path", "value"]


def redefined(name: str) -> QuerySemanticError:
    return QuerySemanticError(f"`{name}': Redefined alias")


def check_aliases(stmt: A.CypherQuery) -> None:
    """Walk the clauses of a MATCH statement and raise the first alias conflict."""
    scope: dict[str, AliasKind] = {}
    for clause in stmt.clauses:
        if isinstance(clause, A.MatchClause):
            scope.update(_match_aliases(clause, scope))
        elif isinstance(clause, A.WithClause):
            scope = _with_aliases(clause.projection, scope)
        elif isinstance(clause, A.UnwindClause):
            if clause.alias in scope:
                raise QuerySemanticError(f"Variable `{clause.alias}` already declared")
            scope[clause.alias] = "value"


def _match_aliases(clause: A.MatchClause, scope: dict[str, AliasKind]) -> dict[str, AliasKind]:
    """The aliases one MATCH clause binds, checked against each other and the scope before it."""
    new: dict[str, AliasKind] = {}

    def claim(name: str, kind: AliasKind) -> None:
        before = new.get(name, scope.get(name))
        if before is None:
            new[name] = kind
            return
        if kind == "path" or before == "path":
            raise redefined(name)
        if kind == "edge" and name in new:
            raise redefined(name)
        if before != kind and before != "value":
            raise redefined(name)
        new[name] = kind

    for pattern in clause.patterns:
        if pattern.variable:
            claim(pattern.variable, "path")
        for element in pattern.elements:
            if element.variable:
                claim(element.variable, "node" if isinstance(element, A.NodePattern) else "edge")
    return new


def _with_aliases(projection: A.Projection, scope: dict[str, AliasKind]) -> dict[str, AliasKind]:
    """The scope after a WITH: its items by name (a bare variable keeps its kind)."""
    out: dict[str, AliasKind] = dict(scope) if projection.star else {}
    named: set[str] = set()
    for item in projection.items:
        expr = item.expr
        if item.alias is None and not isinstance(expr, A.Variable):
            raise QuerySemanticError("Expression in WITH must be aliased (use AS)")
        name = item.alias if item.alias is not None else expr.name  # type: ignore[attr-defined]
        if name in named:
            raise QuerySemanticError(f"Duplicate Column Name : `{name}'")
        named.add(name)
        out[name] = scope.get(expr.name, "value") if isinstance(expr, A.Variable) else "value"
    return out


__all__ = ["AliasKind", "check_aliases", "redefined"]
