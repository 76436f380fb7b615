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

- A pattern expression (``WHERE (v)-[:like]->()``, ``WITH (v)-->() AS p``) only reads
  bound aliases: a new name is "PatternExpression are not allowed to introduce new
  variables: `x'.", a node position needs a node alias ("`p' should be Node."), a
  single-hop edge an edge alias ("`v' should be Edge."), and a variable-length edge cannot
  reuse a bound list of edges (NebulaGraph's ``validateMatchPathExpr``; its TCK,
  match/PathExprRefLocalVariable.feature).

``WITH v AS x`` keeps ``v``'s type; a literal (``WITH 123 AS n``, ``WITH [n] AS l``) is
never a node or an edge ("`n' should be Node."; openCypher TCK Match1
``VariableTypeConflict``); other WITH/UNWIND aliases are plain values, which a later MATCH
clause may still use as a node or an edge (the rows decide), but a pattern expression may not.
"""

from __future__ import annotations

from typing import Literal

from r3.errors import QuerySemanticError
from r3.lang import ast as A

AliasKind = Literal["node", "edge", "edges", "path", "value", "literal"]


def redefined(name: str) -> QuerySemanticError:
    return QuerySemanticError(f"`{name}': Redefined alias")


def check_aliases(stmt: A.CypherQuery) -> None:
    """Walk the clauses of a MATCH statement and raise the first alias conflict."""
    scope: dict[str, AliasKind] = {}
    for clause in stmt.clauses:
        if isinstance(clause, A.MatchClause):
            scope.update(_match_aliases(clause, scope))
            check_pattern_exprs(clause.where, scope)
        elif isinstance(clause, A.WithClause):
            before = scope
            for item in clause.projection.items:
                check_pattern_exprs(item.expr, before)
            scope = _with_aliases(clause.projection, before)
            check_pattern_exprs(clause.where, {**before, **scope})
        elif isinstance(clause, A.UnwindClause):
            check_pattern_exprs(clause.expr, scope)
            if clause.alias in scope:
                raise QuerySemanticError(f"Variable `{clause.alias}` already declared")
            scope[clause.alias] = "value"
        elif isinstance(clause, A.ReturnClause):
            for item in clause.projection.items:
                check_pattern_exprs(item.expr, scope)


def check_pattern_exprs(expr: A.Expr | None, scope: dict[str, AliasKind]) -> None:
    """The names of a pattern expression (``WHERE (v)-[:like]->()``) must be bound already,
    as a node where they name a node and as an edge where they name a single-hop edge.

    NebulaGraph's ``validateMatchPathExpr``: "PatternExpression are not allowed to introduce
    new variables: `x'.", "`p' should be Node.", "`v' should be Edge.". Variables of an
    enclosing list comprehension / reduce / quantifier are checked when evaluated instead.
    """
    if expr is None:
        return
    _walk_patterns(expr, scope, frozenset())


def _walk_patterns(n: A.Node, scope: dict[str, AliasKind], local: frozenset[str]) -> None:
    if isinstance(n, A.PatternExpr):
        _check_pattern(n.pattern, scope, local)
        return
    if isinstance(n, (A.ListComprehension, A.ListPredicate)):
        local = local | {n.variable}
    elif isinstance(n, A.Reduce):
        local = local | {n.accumulator, n.variable}
    for child in n.children():
        _walk_patterns(child, scope, local)


def _check_pattern(pattern: A.PathPattern, scope: dict[str, AliasKind], local: frozenset[str]) -> None:
    for element in pattern.elements:
        name = element.variable
        if not name or name in local:
            continue
        if name not in scope:
            raise QuerySemanticError(
                f"PatternExpression are not allowed to introduce new variables: `{name}'."
            )
        if isinstance(element, A.NodePattern):
            if scope[name] != "node":
                raise QuerySemanticError(f"`{name}' should be Node.")
        elif element.length is None and scope[name] != "edge":
            raise QuerySemanticError(f"`{name}' should be Edge.")
        elif element.length is not None:
            raise QuerySemanticError(
                f"Unsupported type of variable '{name}` used in multiple patterns: list of edges."
            )


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
        if before == "literal":
            raise QuerySemanticError(f"`{name}' should be {'Node' if kind == 'node' else 'Edge'}.")
        if kind in ("edge", "edges") and name in new:
            raise redefined(name)
        if before != kind and before != "value":
            raise redefined(name)
        new[name] = kind

    for pattern in clause.patterns:
        if pattern.variable:
            claim(pattern.variable, "path")
        for element in pattern.elements:
            if isinstance(element, A.NodePattern):
                kind: AliasKind = "node"
            else:
                kind = "edge" if element.length is None else "edges"
            if element.variable:
                claim(element.variable, kind)
    return new


def _kind_of(expr: A.Expr, scope: dict[str, AliasKind]) -> AliasKind:
    """What a WITH item binds: a bare variable keeps its kind; a literal (``123``, ``'foo'``,
    ``[n]``, ``{x: 1}``) can never be a node or an edge (openCypher TCK Match1
    ``VariableTypeConflict``); anything else is only known when it runs."""
    if isinstance(expr, A.Variable):
        return scope.get(expr.name, "value")
    if isinstance(expr, A.Literal) and expr.value is not None:
        return "literal"
    if isinstance(expr, (A.ListLiteral, A.MapLiteral, A.SetLiteral)):
        return "literal"
    return "value"


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
        out[name] = _kind_of(expr, scope)
    return out


__all__ = ["AliasKind", "check_aliases", "check_pattern_exprs", "redefined"]
