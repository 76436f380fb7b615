"""Pattern variables bound twice: a node reused as a relationship, a path variable redefined.

Why a rule of its own: Neo4j (and the openCypher TCK) refuse these at compile time
(``VariableTypeConflict``, ``VariableAlreadyBound``), schema or not, so the validator reports
them as errors before any schema lookup. Values of unknown kind (``WITH 1 AS n``) are left
alone: only what patterns bound is certain.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from r3.contracts.schema import SpaceSchema
from r3.lang import ast
from r3.lang.validator.labels import endpoint_sides
from r3.lang.validator.scope import Binding

_WORD = {"node": "a node", "rel": "a relationship", "path": "a path"}


def binding_conflicts(
    patterns: list[ast.PathPattern], scope: Mapping[str, Binding], *, creating: bool
) -> Iterator[tuple[str, ast.Node]]:
    """``(message, node)`` for each variable a MATCH/CREATE/MERGE pattern binds in conflict
    with ``scope`` or with itself. ``creating``: CREATE/MERGE, which cannot redeclare a bound
    node with labels or properties, nor a bound relationship."""
    seen: dict[str, str] = {name: b.kind for name, b in scope.items() if b.kind != "value"}
    fresh: set[str] = set()
    for p in patterns:
        if p.variable is not None:
            if p.variable in seen or p.variable in scope:
                yield f"variable `{p.variable}` is already bound; a path needs a new name", p
            inner = {el.variable for el in p.elements if el.variable is not None}
            if p.variable in inner:
                yield f"variable `{p.variable}` names both the path and an element of it", p
        for el in p.elements:
            if el.variable is None:
                continue
            kind = "node" if isinstance(el, ast.NodePattern) else "rel"
            prior = seen.get(el.variable)
            if prior is not None and prior != kind:
                yield (
                    f"variable `{el.variable}` is {_WORD[kind]} here but was bound as {_WORD[prior]}",
                    el,
                )
            elif creating and el.variable in scope and el.variable not in fresh and _redeclares(el):
                yield f"variable `{el.variable}` is already bound; CREATE/MERGE cannot declare it again", el
            if prior is None:
                fresh.add(el.variable)
            seen[el.variable] = kind
        if p.variable is not None:
            seen[p.variable] = "path"


def _redeclares(el: ast.NodePattern | ast.RelPattern) -> bool:
    if isinstance(el, ast.RelPattern):
        return True
    return bool(el.labels or el.label_expr or el.properties is not None)


def infer_labels(
    patterns: list[ast.PathPattern],
    scope: dict[str, Binding],
    space: SpaceSchema,
    only: set[str] | None = None,
) -> None:
    """Give unlabelled node variables the labels their relationships' endpoints allow.

    Only when every type of the relationship has endpoint pairs (from the data, Neo4j or
    LadybugDB). A node next to several relationships may carry the labels of each (a node can
    have several labels), so it gets their union. ``only``: the variables that may be given
    labels (an OPTIONAL MATCH constrains only the variables it binds first: ``MATCH (n)
    OPTIONAL MATCH (n)-[:ACTED_IN]->(m)`` keeps every ``n``).
    """
    allowed: dict[str, set[str]] = {}
    for p in patterns:
        els = p.elements
        for i in range(1, len(els) - 1, 2):
            rel = els[i]
            sides = endpoint_sides(rel, space) if isinstance(rel, ast.RelPattern) else None
            if sides is None:
                continue
            for node, labels in ((els[i - 1], sides[0]), (els[i + 1], sides[1])):
                if isinstance(node, ast.NodePattern) and node.variable is not None:
                    allowed.setdefault(node.variable, set()).update(labels)
    for name, labels in allowed.items():
        binding = scope.get(name)
        if only is not None and name not in only:
            continue
        if binding is not None and binding.kind == "node" and not binding.labels and labels:
            scope[name] = Binding("node", tuple(sorted(labels)), inferred=True)
