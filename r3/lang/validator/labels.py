"""Which labels a Cypher node variable may carry: one evidence pass over the whole query.

Why a pass before the checks: a property read is checked where it sits, but the same node
may be given more labels elsewhere (``MATCH (p:Person) … MATCH (p:Actor)``, ``WHERE
p:Actor``, ``'Actor' IN labels(p)``, a relationship whose endpoints are Directors, ``WITH p
AS q … (q:Writer)``). Neo4j nodes carry several labels, so a read is flagged only when no
label the variable may carry anywhere in the query — nor a tag the schema says those nodes
also carry (``SchemaItem.co_tags``) — has the property. Written labels always count; a
relationship's endpoint labels count when the labels known so far do not already fit it
(``(d:Director)-[:DIRECTED]-(m)`` says nothing new about ``d``, ``(p:Person)-[:WROTE]->(b)``
with only Writers writing says ``p`` is a Writer too). Evidence only widens the set.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.lang import ast
from r3.lang.validator.scope import Binding

_LABEL_FUNCTIONS = frozenset({"labels", "tags"})


def label_names(el: ast.NodePattern) -> list[str]:
    """The labels a node pattern gives its node: ``:A:B`` and ``:A|B``/``:A&B`` (a node matching
    ``A|B`` may carry either). Empty for ``!A``/``%`` expressions, which name no certain label."""
    names = list(el.labels)
    if el.label_expr is not None:
        ops = {n.op for n in el.label_expr.walk() if isinstance(n, ast.LabelExpr)}
        if ops <= {"name", "|", "&"}:
            names += el.label_expr.names()
    return names


def endpoint_sides(rel: ast.RelPattern, space: SpaceSchema) -> tuple[set[str], set[str]] | None:
    """(labels of the left node, labels of the right node) a relationship pattern allows, from
    its types' endpoint pairs; None when that is not certain (no type, a type without endpoint
    pairs, a label expression, a quantified group, a zero-length pattern)."""
    if isinstance(rel, ast.QuantifiedPath) or not rel.types or rel.label_expr is not None:
        return None
    if rel.length is not None and rel.length.min == 0:
        return None  # zero hops: the two ends may be the same node
    items = [space.edges.get(t) for t in rel.types]
    if any(it is None or not it.endpoints for it in items):
        return None
    pairs = [pair for it in items if it is not None for pair in it.endpoints]
    sources, targets = {s for s, _ in pairs}, {d for _, d in pairs}
    if rel.direction == "out":
        return sources, targets
    if rel.direction == "in":
        return targets, sources
    return sources | targets, sources | targets


def with_co_tags(labels: Iterable[str], space: SpaceSchema) -> set[str]:
    """``labels`` and every tag the schema says nodes of those labels also carry."""
    out = set(labels)
    for name in list(out):
        item = space.tags.get(name)
        if item is not None:
            out.update(item.co_tags)
    return out


@dataclass
class LabelEvidence:
    """Labels each variable is written with (``written``) or given by its relationships
    (``related``) anywhere in one query; names joined by ``WITH x AS y``, ``collect(x) AS y``
    or ``UNWIND y AS x`` share one entry."""

    written: dict[str, set[str]] = field(default_factory=dict)
    #: One set per relationship the variable touches: it carries at least one of those labels.
    related: dict[str, list[set[str]]] = field(default_factory=dict)
    _parent: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, query: ast.Node, space: SpaceSchema) -> LabelEvidence:
        found = cls()
        nodes = list(query.walk())
        for node in nodes:
            found._links(node)
        for node in nodes:
            found._labels(node, space)
        return found

    def root(self, name: str) -> str:
        while self._parent.get(name, name) != name:
            name = self._parent[name]
        return name

    def join(self, a: str, b: str) -> None:
        ra, rb = self.root(a), self.root(b)
        if ra != rb:
            self._parent[rb] = ra

    def written_for(self, name: str) -> set[str]:
        return self.written.get(self.root(name), set())

    def may_carry(self, name: str | None, labels: Iterable[str], space: SpaceSchema) -> set[str] | None:
        """Every tag a node bound with ``labels`` may carry (see the module docstring, co-tags
        included); None when that is not known: no label, or a name the schema lacks."""
        known = set(labels)
        if not known:
            return None
        if name is not None:
            known |= self.written_for(name)
        if any(t not in space.tags for t in known):
            return None
        wider = with_co_tags(known, space)
        for needed in self.related.get(self.root(name), []) if name is not None else []:
            if not needed & wider:
                known |= needed
                wider = with_co_tags(known, space)
        return wider

    def _add(self, table: dict[str, set[str]], name: str, labels: Iterable[str]) -> None:
        table.setdefault(self.root(name), set()).update(labels)

    def _links(self, node: ast.Node) -> None:
        if isinstance(node, ast.YieldItem) and node.alias:
            source = collected_variable(node.expr)
            if source is not None:
                self.join(source, node.alias)
        elif isinstance(node, ast.UnwindClause) and isinstance(node.expr, ast.Variable):
            self.join(node.expr.name, node.alias)
        elif isinstance(node, (ast.ListComprehension, ast.ListPredicate)):
            source = collected_variable(node.source)
            if source is not None:
                self.join(source, node.variable)

    def _labels(self, node: ast.Node, space: SpaceSchema) -> None:
        if isinstance(node, ast.NodePattern) and node.variable is not None:
            self._add(self.written, node.variable, label_names(node))
            if node.label_expr is not None:  # even `!A` names labels the node may be tested for
                self._add(self.written, node.variable, node.label_expr.names())
        elif isinstance(node, ast.LabelCheck) and isinstance(node.operand, ast.Variable):
            names = node.labels + (node.label_expr.names() if node.label_expr is not None else [])
            self._add(self.written, node.operand.name, names)
        elif isinstance(node, ast.BinaryOp):
            self._label_literals(node)
        elif isinstance(node, ast.PathPattern):
            els = node.elements
            for i in range(1, len(els) - 1, 2):
                rel = els[i]
                sides = endpoint_sides(rel, space) if isinstance(rel, ast.RelPattern) else None
                if sides is None:
                    continue
                for el, labels in ((els[i - 1], sides[0]), (els[i + 1], sides[1])):
                    if isinstance(el, ast.NodePattern) and el.variable is not None:
                        self.related.setdefault(self.root(el.variable), []).append(labels)

    def _label_literals(self, e: ast.BinaryOp) -> None:
        """``'Actor' IN labels(p)``, ``labels(p) = ['Actor']``, ``labels(p)[0] = 'Actor'``."""
        for call, other in ((e.left, e.right), (e.right, e.left)):
            if isinstance(call, ast.Subscript):
                call = call.obj
            if not (
                isinstance(call, ast.FunctionCall)
                and call.name.lower() in _LABEL_FUNCTIONS
                and len(call.args) == 1
                and isinstance(call.args[0], ast.Variable)
            ):
                continue
            values = other.items if isinstance(other, ast.ListLiteral) else [other]
            names = [v.value for v in values if isinstance(v, ast.Literal) and isinstance(v.value, str)]
            self._add(self.written, call.args[0].name, names)


def element_binding(expr: ast.Expr, scope: Mapping[str, Binding]) -> Binding | None:
    """What the elements of the list ``expr`` are bound to, when certain: ``collect(p)`` of a
    node or relationship, or a variable holding such a list (``WITH collect(p) AS ps``)."""
    if isinstance(expr, ast.Variable):
        binding = scope.get(expr.name)
        return binding.element if binding is not None else None
    name = collected_variable(expr)
    element = scope.get(name) if name is not None else None
    return element if element is not None and element.kind in ("node", "rel") else None


def collected_variable(expr: ast.Expr) -> str | None:
    """The variable ``expr`` passes on as itself or as the elements of a list: ``x``,
    ``collect(x)``, ``collect(DISTINCT x)``; None for anything else."""
    if isinstance(expr, ast.Variable):
        return expr.name
    if (
        isinstance(expr, ast.FunctionCall)
        and expr.name.lower() == "collect"
        and len(expr.args) == 1
        and isinstance(expr.args[0], ast.Variable)
    ):
        return expr.args[0].name
    return None
