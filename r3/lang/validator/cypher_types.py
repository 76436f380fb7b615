"""Static type errors Neo4j finds when it compiles Cypher: ``NOT 1``, ``1 IN 'a'``, ``length(n)`` of a node.

Why only these: an operand's type is certain only for literals and for pattern variables
(a node, a relationship, a path); everything else (properties, parameters, function
results) is left alone. Neo4j refuses such queries (``InvalidArgumentType``), so they are
errors, not warnings.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Literal

from r3.contracts.schema import PropertyDef
from r3.lang import ast
from r3.lang.validator.scope import Binding

_BOOLEAN_OPS = frozenset({"AND", "OR", "XOR"})
_WORD = {"node": "a node", "rel": "a relationship", "path": "a path"}
#: Function → the binding kinds its one argument may be.
_GRAPH_FUNCTIONS: dict[str, frozenset[str]] = {
    "length": frozenset({"path"}),
    "labels": frozenset({"node"}),
    "type": frozenset({"rel"}),
    "size": frozenset(),  # strings and lists, never a graph element
    "nodes": frozenset({"path"}),
    "relationships": frozenset({"path"}),
    "startnode": frozenset({"rel"}),
    "endnode": frozenset({"rel"}),
}


def property_category(prop: PropertyDef) -> Literal["number", "string", "bool"] | None:
    """The kind of literal a property compares with: ``number``, ``string``, ``bool``; None for
    other types (dates, …). The validator's type checks and the schema grammar both sort by it."""
    if prop.is_numeric:
        return "number"
    if prop.is_string:
        return "string"
    if prop.type == "bool":
        return "bool"
    return None


def literal_kind(e: ast.Expr | None) -> str | None:
    """``'boolean'``, ``'integer'``, ``'float'``, ``'string'``, ``'list'``, ``'map'`` for literals, else None."""
    if isinstance(e, ast.Literal):
        v = e.value
        if v is None:
            return None
        if isinstance(v, bool):
            return "boolean"
        return {int: "integer", float: "float", str: "string"}.get(type(v))
    if isinstance(e, ast.ListLiteral):
        return "list"
    if isinstance(e, ast.MapLiteral):
        return "map"
    return None


def _kind(e: ast.Expr, scope: Mapping[str, Binding], shadow: frozenset[str]) -> str | None:
    if isinstance(e, ast.Variable) and e.name not in shadow:
        binding = scope.get(e.name)
        if binding is not None and binding.kind in _WORD:
            return binding.kind
    return None


def type_problems(
    e: ast.Expr, scope: Mapping[str, Binding], shadow: frozenset[str] = frozenset()
) -> Iterator[tuple[str, ast.Node]]:
    """``(message, node)`` for each certain type error in ``e``'s own operands (not deeper)."""
    if isinstance(e, ast.BinaryOp) and e.op.upper() in _BOOLEAN_OPS:
        for side in (e.left, e.right):
            kind = literal_kind(side)
            if kind not in (None, "boolean"):
                yield f"{e.op.upper()} needs booleans, not a {kind}", side
    elif isinstance(e, ast.UnaryOp) and e.op.upper() == "NOT":
        kind = literal_kind(e.operand)
        if kind not in (None, "boolean"):
            yield f"NOT needs a boolean, not a {kind}", e.operand
    elif isinstance(e, ast.BinaryOp) and e.op.upper() in ("IN", "NOT IN"):
        kind = literal_kind(e.right) or _kind(e.right, scope, shadow)
        if kind not in (None, "list"):
            yield f"IN needs a list on its right, not {_WORD.get(kind, 'a ' + kind)}", e.right
    elif isinstance(e, ast.FunctionCall) and len(e.args) == 1:
        name = e.name.lower()
        arg = e.args[0]
        if name == "properties":
            kind = literal_kind(arg)
            if kind not in (None, "map"):
                yield f"properties() takes a node, a relationship or a map, not a {kind}", arg
            elif _kind(arg, scope, shadow) == "path":
                yield "properties() takes a node, a relationship or a map, not a path", arg
        elif name in _GRAPH_FUNCTIONS:
            kind = _kind(arg, scope, shadow)
            if kind is not None and kind not in _GRAPH_FUNCTIONS[name]:
                yield f"{e.name}() cannot take {_WORD[kind]}", arg
    elif isinstance(e, ast.Property) and _kind(e.obj, scope, shadow) == "path":
        yield f"a path has no properties: `{e.name}`", e
