"""Write an :class:`~.intent.Intent` as a query tree.

Why trees, not text: the tree is what the checker, the printer and (later) the Cypher
printer share; building it directly means every query the composer proposes is well-formed
by construction and prints in any dialect the printer knows.

Forms (nGQL 3.x, chosen because each works on any graph without knowing its indexes when an
anchor is given — MATCH starts from ``id(a) == …`` seeks):

- ``select`` → ``MATCH (a:tag)-[:e]->(t:tag) WHERE id(a) == … AND <conditions>
  [WITH t, <sort key> AS k ORDER BY k LIMIT n] RETURN [DISTINCT] <returns | aggregate>``;
  several anchors walk the same hops to the same ``t``; ``negated`` turns the walk into a
  pattern predicate ``NOT (a)-[:e]->(t)`` over every ``t`` of the target tag;
- ``path``, ``subgraph`` and one row per named entity → the shape module's own form
  (:mod:`.shapes.path`, :mod:`.shapes.subgraph`, :mod:`.shapes.entities`).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.transpile import transpile
from r3.understand.intent import Anchor, Condition, FreeText, Hop, Intent
from r3.understand.shapes import build_by_shape

#: The answer vertex's variable, the anchors' (a, b, c …) and the hidden intermediate ones.
TARGET = "t"
_ANCHOR_VARS = "abcdefg"


class BuildError(ValueError):
    """The intent cannot be written (e.g. a path with fewer than two anchors)."""


def prop(var: str, owner: str, name: str) -> A.Property:
    """``var.owner.name`` — nGQL's tag-qualified property access (the printer handles dialects)."""
    return A.Property(A.Property(A.Variable(var), owner), name)


def literal(value: Any) -> A.Expr:
    """A condition's value as an expression: a list literal, ``date("…")`` for a date, else itself."""
    if isinstance(value, (list, tuple)):
        return A.ListLiteral([A.Literal(v) for v in value])
    if isinstance(value, datetime.date):
        return A.FunctionCall("date", [A.Literal(value.isoformat())])
    return A.Literal(value)


def _and(parts: Sequence[A.Expr]) -> A.Expr | None:
    out: A.Expr | None = None
    for p in parts:
        out = p if out is None else A.BinaryOp("AND", out, p)
    return out


def _anchor_test(var: str, anchor: Anchor) -> A.Expr:
    """``id(a) == vid`` (the stored id, whatever the question wrote)."""
    return A.BinaryOp("==", A.FunctionCall("id", [A.Variable(var)]), A.Literal(anchor.vid))


def _chain(
    anchor_var: str, anchor: Anchor, hops: Sequence[Hop], target_tag: str | None, n: int
) -> A.PathPattern:
    """``(a:tag)-[:e1]->(:x)-[:e2]->(t:target)``: the anchor's walk to the answer."""
    elements: list[A.NodePattern | A.RelPattern] = [A.NodePattern(anchor_var, [anchor.tag])]
    for i, hop in enumerate(hops):
        last = i == len(hops) - 1
        elements.append(A.RelPattern(hop.direction, f"e{n}" if last else None, [hop.edge]))
        if last:
            elements.append(A.NodePattern(TARGET, [target_tag] if target_tag else []))
        else:
            elements.append(A.NodePattern(None, [hop.tag] if hop.tag else []))
    return A.PathPattern(elements)


def condition(c: Condition, target: str | None) -> A.Expr:
    """The test of one filter: on the answer ``t`` (its owner's property) or on the walk's first edge ``e0``."""
    if c.on == "edge":
        left: A.Expr = A.Property(A.Variable("e0"), c.prop)
    else:
        left = prop(TARGET, c.owner or target or "", c.prop)
    return A.BinaryOp(c.op, left, literal(c.value))


def _free_text(f: FreeText) -> A.Expr:
    """``answer(t.tag.text, "question?") == "Yes"`` (a filter), ``answer(…)`` or ``summary(…)``."""
    text = prop(TARGET, f.owner, f.prop)
    if f.question is None:
        return A.FunctionCall("summary", [text])
    call = A.FunctionCall("answer", [text, A.Literal(f.question)])
    return A.BinaryOp("==", call, A.Literal("Yes")) if f.use == "filter" else call


def _returns(intent: Intent, display: dict[str, str]) -> list[A.YieldItem]:
    target = intent.target
    if intent.aggregate == "count" and intent.count_edges and intent.hops:
        return [A.YieldItem(A.FunctionCall("count", [A.Variable("e0")]))]  # events: every edge counts
    if intent.aggregate == "count":
        arg: list[A.Expr] = [A.Variable(TARGET)]
        return [A.YieldItem(A.FunctionCall("count", arg, distinct=intent.distinct and bool(intent.anchors)))]
    if intent.aggregate:
        if intent.aggregate_prop is None or (target is None and not intent.aggregate_on_edge):
            raise BuildError(f"{intent.aggregate}() needs a property of the answer")
        last = len(intent.anchors) - 1 if intent.anchors else 0
        operand: A.Expr = (
            A.Property(A.Variable(f"e{max(last, 0)}"), intent.aggregate_prop)
            if intent.aggregate_on_edge
            else prop(TARGET, target or "", intent.aggregate_prop)
        )
        return [A.YieldItem(A.FunctionCall(intent.aggregate, [operand]))]
    if target is None:
        ends = intent.hops[-1].ends if intent.hops else ()
        shown = [prop(TARGET, tag, display[tag]) for tag in ends if tag in display]
        if len(shown) >= 2:  # several tags at the far end: the name of whichever the vertex has
            return [A.YieldItem(A.FunctionCall("coalesce", list(shown)))]
        return [A.YieldItem(A.Variable(TARGET))]
    asked = [f for f in intent.free_text if f.use == "return"]
    if asked:
        return [A.YieldItem(_free_text(f), "summary" if f.question is None else "answer") for f in asked]
    names = list(intent.returns) or ([display[target]] if target in display else ["id()"])
    edge = A.Variable("e0")
    return [A.YieldItem(_returned(target, n)) for n in names] + [
        A.YieldItem(A.Property(edge, p)) for p in intent.edge_returns
    ]


def _returned(target: str, name: str) -> A.Expr:
    """A returned column: ``*`` the vertex itself, ``id()`` its id, else a property."""
    if name == "*":
        return A.Variable(TARGET)
    if name == "id()":
        return A.FunctionCall("id", [A.Variable(TARGET)])
    return prop(TARGET, target, name)


def _select(intent: Intent, display: dict[str, str]) -> A.Script:
    target = intent.target
    patterns: list[A.PathPattern] = []
    where: list[A.Expr] = []
    if intent.negated:
        node = A.NodePattern(TARGET, [target] if target else [])
        patterns.append(A.PathPattern([node]))
        for hop in intent.requires:  # walks the answer must have: (t)-[:e]->(:x)
            needed = A.PathPattern([A.NodePattern(TARGET), A.RelPattern(hop.direction, None, [hop.edge])])
            needed.elements.append(A.NodePattern(None, [hop.tag] if hop.tag else []))
            patterns.append(needed)
        for i, anchor in enumerate(intent.anchors):
            var = _ANCHOR_VARS[i]
            patterns.append(A.PathPattern([A.NodePattern(var, [anchor.tag])]))
            where.append(_anchor_test(var, anchor))
        walk = _negated_walk(intent)
        where.append(A.UnaryOp("NOT", A.PatternExpr(walk)))
    elif intent.anchors and intent.hops:
        for i, anchor in enumerate(intent.anchors):
            var = _ANCHOR_VARS[i]
            patterns.append(_chain(var, anchor, intent.hops, target, i))
            where.append(_anchor_test(var, anchor))
        for j, (anchor, hops) in enumerate(intent.also, start=len(intent.anchors)):
            var = _ANCHOR_VARS[j]
            patterns.append(_chain(var, anchor, hops, target, j))
            where.append(_anchor_test(var, anchor))
        where.extend(A.UnaryOp("NOT", A.PatternExpr(_lacked(intent, hop))) for hop in intent.lacks)
    elif intent.anchors:
        # The anchor is the answer: its own properties are asked.
        anchor = intent.anchors[0]
        patterns.append(A.PathPattern([A.NodePattern(TARGET, [anchor.tag])]))
        where.append(_anchor_test(TARGET, anchor))
    else:
        if target is None:
            raise BuildError("a question without a named vertex needs an answer tag")
        patterns.append(A.PathPattern([A.NodePattern(TARGET, [target])]))
    where.extend(condition(c, target) for c in intent.conditions)
    where.extend(_free_text(f) for f in intent.free_text if f.use == "filter")
    if intent.per or intent.group_prop:
        return _grouped(intent, patterns, where, display)
    clauses: list[A.Clause] = [A.MatchClause(patterns, _and(where))]
    items = _returns(intent, display)
    distinct = intent.distinct and not intent.aggregate and len(intent.hops) > 0
    if intent.order is not None and not intent.aggregate:
        on_edge = bool(intent.hops) and intent.order.owner == intent.hops[-1].edge
        key = (
            A.Property(A.Variable("e0"), intent.order.prop)  # the walk's last edge, named e0
            if on_edge
            else prop(TARGET, intent.order.owner, intent.order.prop)
        )
        clauses.append(
            A.WithClause(
                A.Projection(
                    [A.YieldItem(A.Variable(TARGET)), A.YieldItem(key, "k")],
                    distinct=distinct,
                    order_by=[A.OrderItem(A.Variable("k"), intent.order.descending)],
                    skip=A.Literal(intent.skip) if intent.skip else None,
                    limit=A.Literal(intent.limit) if intent.limit is not None else None,
                )
            )
        )
        clauses.append(A.ReturnClause(A.Projection(items)))
    else:
        limit = A.Literal(intent.limit) if intent.limit is not None else None
        clauses.append(A.ReturnClause(A.Projection(items, distinct=distinct, limit=limit)))
    return A.Script([A.CypherQuery(clauses)])


def _grouped(
    intent: Intent, patterns: list[A.PathPattern], where: list[A.Expr], display: dict[str, str]
) -> A.Script:
    """Aggregates per answer vertex (``per``) or per value of a property (``group_prop``)."""
    target = intent.target or ""
    if intent.per:
        walk = patterns[-1].elements
        on_edge = intent.aggregate not in (None, "count") and intent.aggregate_on_edge
        for i, hop in enumerate(intent.per):
            last = i == len(intent.per) - 1
            walk.append(A.RelPattern(hop.direction, "e" if last and on_edge else None, [hop.edge]))
            walk.append(A.NodePattern("x" if last else None, [hop.tag] if hop.tag else []))
        key: A.Expr = A.Variable(TARGET)
        counted: A.Expr = A.FunctionCall("count", [A.Variable("x")])
        measured = intent.per[-1].tag
        if on_edge and intent.aggregate and intent.aggregate_prop:  # the edge's own number per vertex
            counted = A.FunctionCall(intent.aggregate, [A.Property(A.Variable("e"), intent.aggregate_prop)])
        elif intent.aggregate not in (None, "count") and intent.aggregate_prop and measured:
            counted = A.FunctionCall(intent.aggregate, [prop("x", measured, intent.aggregate_prop)])
        shown: A.Expr = (
            prop(TARGET, target, display[target]) if target in display else A.FunctionCall("id", [key])
        )
    else:
        key = prop(TARGET, target, intent.group_prop or "")
        counted = A.FunctionCall("count", [A.Variable(TARGET)])
        if intent.aggregate not in (None, "count") and intent.aggregate_prop:
            counted = A.FunctionCall(intent.aggregate, [prop(TARGET, target, intent.aggregate_prop)])
        shown = A.Variable("g")
    clauses: list[A.Clause] = [A.MatchClause(patterns, _and(where))]
    ranked = intent.order is not None or intent.having is not None
    if not ranked:
        first = prop(TARGET, target, display[target]) if intent.per and target in display else key
        items = [A.YieldItem(first), A.YieldItem(counted)]
        clauses.append(A.ReturnClause(A.Projection(items)))
        return A.Script([A.CypherQuery(clauses)])
    having = None
    if intent.having is not None:
        having = A.BinaryOp(intent.having[0], A.Variable("k"), literal(intent.having[1]))
    alias = "t" if intent.per else "g"
    order = [A.OrderItem(A.Variable("k"), intent.order.descending)] if intent.order is not None else []
    clauses.append(
        A.WithClause(
            A.Projection(
                [A.YieldItem(key, None if intent.per else alias), A.YieldItem(counted, "k")],
                order_by=order,
                skip=A.Literal(intent.skip) if intent.skip and order else None,
                limit=A.Literal(intent.limit) if intent.limit is not None and order else None,
            ),
            where=having,
        )
    )
    items = [A.YieldItem(shown)]
    if intent.returns == ("count",):
        items.append(A.YieldItem(A.Variable("k")))
    clauses.append(A.ReturnClause(A.Projection(items)))
    return A.Script([A.CypherQuery(clauses)])


def _negated_walk(intent: Intent) -> A.PathPattern:
    """The walk a negated intent must not find: from the anchor (or anyone) to ``t``, reversed."""
    hops = list(intent.hops)
    if not hops:
        raise BuildError("a negated question needs the edge it negates")
    far = [intent.negated_from] if intent.negated_from else []
    on_far = _property_map([c for c in intent.negated_where if c.on == "target"])
    on_edge = _property_map([c for c in intent.negated_where if c.on == "edge"])
    start = A.NodePattern(_ANCHOR_VARS[0]) if intent.anchors else A.NodePattern(None, far, on_far)
    elements: list[A.NodePattern | A.RelPattern] = [start]
    for i, hop in enumerate(hops):
        first = i == 0
        elements.append(A.RelPattern(hop.direction, None, [hop.edge], on_edge if first else None))
        last = i == len(hops) - 1
        elements.append(A.NodePattern(TARGET) if last else A.NodePattern(None))
    return A.PathPattern(elements)


def _lacked(intent: Intent, hop: Hop) -> A.PathPattern:
    """``(t)-[:e {…}]->(:x {…})``: a walk from the answer it must not have (:attr:`Intent.lacks`)."""
    on_far = _property_map([c for c in intent.negated_where if c.on == "target"])
    on_edge = _property_map([c for c in intent.negated_where if c.on == "edge"])
    return A.PathPattern(
        [
            A.NodePattern(TARGET),
            A.RelPattern(hop.direction, None, [hop.edge], on_edge),
            A.NodePattern(None, [hop.tag] if hop.tag else [], on_far),
        ]
    )


def _property_map(conds: Sequence[Condition]) -> A.Expr | None:
    """``{prop: value, …}`` of equality filters (a pattern's inline map), None when there are none."""
    items = [(c.prop, literal(c.value)) for c in conds if c.op == "=="]
    return A.MapLiteral(items) if items else None


def in_dialect(query: str, dialect: str, schema: SpaceSchema | None = None, *, vid_key: str = "vid") -> str:
    """A composed or adapted nGQL query printed in ``dialect`` (the backend's).

    Why print at the end: the composer, the adapter and the dry runs all work on nGQL trees,
    so every capability serves both dialects; a Cypher backend gets the same tree transpiled
    (:mod:`r3.lang.transpile`). Raises :class:`~r3.lang.transpile.TranspileError` for a tree
    with no equivalent there (the caller moves on to the next candidate).
    """
    source, target = "ngql", get_dialect(dialect).name  # the composer writes nGQL trees
    if target == source:
        return query
    return transpile(query, source, target, schema=schema, vid_key=vid_key)


def build(intent: Intent, display: dict[str, str] | None = None) -> A.Script:
    """The query tree of ``intent``; ``display`` maps a tag to the property shown for its vertices.

    A shape module that writes its own form (:mod:`.shapes`: paths, subgraphs, one row per
    named entity) builds it; every other intent is a ``MATCH`` written here.
    """
    tree = build_by_shape(intent, display or {})
    if tree is not None:
        return tree
    if intent.kind != "select":
        raise BuildError(f"a {intent.kind} intent needs what its shape asks for (named vertices)")
    return _select(intent, display or {})


__all__ = ["TARGET", "BuildError", "build", "condition", "in_dialect", "literal", "prop"]
