"""Callbacks for Cypher's updating and procedure clauses (CREATE, MERGE, SET, …).

Split from :mod:`r3.lang.astbuilder` only to keep modules small: the shared expression,
pattern and clause callbacks are inherited.
"""

from __future__ import annotations

from typing import Any

from r3.lang import ast
from r3.lang.astbuilder import AstBuilder, _error, _with_span


class CypherAstBuilder(AstBuilder):
    """AST callbacks for the openCypher grammar."""

    def create_clause(self, c: list[Any]) -> ast.CreateClause:
        return _with_span(ast.CreateClause(c[1]), c[0], c[1])

    def merge_clause(self, c: list[Any]) -> ast.MergeClause:
        tok, pattern, *actions = c
        node = ast.MergeClause(pattern)
        for kind, items in actions:
            (node.on_create if kind == "CREATE" else node.on_match).extend(items)
        return _with_span(node, tok, pattern, actions)

    def merge_action(self, c: list[Any]) -> tuple[str, list[Any]]:
        return (str(c[0]).upper(), c[1:])

    def set_clause(self, c: list[Any]) -> ast.SetClause:
        return _with_span(ast.SetClause(c[1:]), c)

    def set_assign(self, c: list[Any]) -> ast.SetItem:
        target, value = c
        if not isinstance(target, (ast.Variable, ast.Property)):
            raise _error("SET needs a variable or a property on the left of `=`", target)
        return _with_span(ast.SetItem(target, value), target, value)

    def set_merge(self, c: list[Any]) -> ast.SetItem:
        var, _op, value = c
        target = self.variable([var])
        return _with_span(ast.SetItem(target, value, "+="), var, value)

    def set_labels(self, c: list[Any]) -> ast.SetLabels:
        return _with_span(ast.SetLabels(str(c[0]), self._bare_labels(c[1])), c[0])

    def remove_clause(self, c: list[Any]) -> ast.RemoveClause:
        return _with_span(ast.RemoveClause(c[1:]), c)

    def remove_property(self, c: list[Any]) -> ast.Property:
        if not isinstance(c[0], ast.Property):
            raise _error("REMOVE needs a property (n.prop) or labels (n:Label)", c[0])
        return c[0]

    def delete_clause(self, c: list[Any]) -> ast.DeleteClause:
        detach, tok, exprs = c
        return _with_span(ast.DeleteClause(exprs, detach is not None), detach, tok, exprs)

    def call_clause(self, c: list[Any]) -> ast.CallClause:
        tok, proc, args, yielded = c
        items, where = yielded if yielded is not None else ([], None)
        node = ast.CallClause(proc, args or [], items, where)
        return _with_span(node, tok, args, items, where)

    def procedure_name(self, c: list[Any]) -> str:
        return ".".join(str(x) for x in c)

    def call_yield(self, c: list[Any]) -> tuple[list[Any], Any]:
        return (c[0], c[1])
