"""Cypher → nGQL, where nGQL can say it: reading MATCH queries.

nGQL's MATCH is openCypher with NebulaGraph's property access, so a reading Cypher query
maps clause for clause; what changes is in the expressions:

- ``n.name`` on a node → ``n.player.name`` (the node's label, else the one tag that owns
  ``name`` in the schema; a property no tag or several tags own is an error naming it);
- the key property (``n.vid``) → ``id(n)``;
- ``=`` → ``==``, ``<>`` → ``!=``; ``toLower``/``toUpper`` → ``lower``/``upper``.

Writes (``CREATE``, ``MERGE``, ``SET`` …), procedure calls and pattern comprehensions have no
nGQL MATCH equivalent: :class:`~.layout.TranspileError` names them.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from r3.lang import ast as A
from r3.lang.transpile.layout import Layout, TranspileError

_OPERATORS = {"=": "==", "<>": "!="}
_FUNCTIONS = {"tolower": "lower", "toupper": "upper"}
_READING = (A.MatchClause, A.WithClause, A.UnwindClause, A.ReturnClause)
_CLAUSE_WORDS: dict[type, str] = {
    A.CreateClause: "CREATE", A.MergeClause: "MERGE", A.SetClause: "SET", A.RemoveClause: "REMOVE",
    A.DeleteClause: "DELETE", A.CallClause: "CALL",
}  # fmt: skip


class NgqlWriter:
    """Translates one Cypher script (see the module doc)."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.labels: dict[str, str | None] = {}  # node variable -> its label (None: unknown)
        self.relationships: set[str] = set()

    def script(self, script: A.Script) -> A.Script:
        return A.Script([self.statement(st) for st in script.statements])

    def statement(self, st: A.Statement) -> A.Statement:
        if isinstance(st, A.SetOperation):
            return A.SetOperation(st.op, self.statement(st.left), self.statement(st.right))
        if not isinstance(st, A.CypherQuery):
            raise TranspileError(type(st).__name__, "only MATCH queries are written as nGQL")
        self.labels, self.relationships = {}, set()
        for clause in st.clauses:
            if not isinstance(clause, _READING):
                word = _CLAUSE_WORDS.get(type(clause), type(clause).__name__)
                raise TranspileError(word, "nGQL MATCH only reads; write nGQL's own statements")
            if isinstance(clause, A.MatchClause):
                for p in clause.patterns:
                    self._declare(p)
        copied = self._copy(st)
        for clause in copied.clauses:
            if isinstance(clause, (A.WithClause, A.ReturnClause)):
                clause.projection = _ordered_by_names(clause.projection)
        return copied

    def _declare(self, p: A.PathPattern) -> None:
        for el in p.elements:
            if isinstance(el, A.NodePattern) and el.variable:
                known = self.labels.get(el.variable)
                self.labels[el.variable] = el.labels[0] if len(el.labels) == 1 else known
            elif isinstance(el, A.RelPattern) and el.variable:
                self.relationships.add(el.variable)

    # ------------------------------------------------------------------ the copy
    def _copy(self, node: Any) -> Any:
        if isinstance(node, A.PatternComprehension):
            raise TranspileError("a pattern comprehension", "nGQL has none; MATCH the pattern and collect()")
        if isinstance(node, A.Property):
            return self._property(node)
        if isinstance(node, A.BinaryOp):
            return A.BinaryOp(_OPERATORS.get(node.op, node.op), self._copy(node.left), self._copy(node.right))
        if isinstance(node, A.FunctionCall):
            renamed = _FUNCTIONS.get(node.name.lower())
            call = self._fields(node)
            return replace(call, name=renamed) if renamed else call
        if isinstance(node, A.Node):
            return self._fields(node)
        if isinstance(node, list):
            return [self._copy(v) for v in node]
        if isinstance(node, tuple):
            return tuple(self._copy(v) for v in node)
        return node

    def _fields(self, node: Any) -> Any:
        changes = {f.name: self._copy(getattr(node, f.name)) for f in fields(node)}
        return replace(node, **changes)

    def _property(self, e: A.Property) -> A.Expr:
        obj = e.obj
        if isinstance(obj, A.Variable) and obj.name in self.labels:
            label = self.labels[obj.name]
            if e.name == self.layout.key_of(label):
                return A.FunctionCall("id", [obj])
            return A.Property(A.Property(obj, self._owner(obj.name, label, e.name)), e.name)
        return A.Property(self._copy(obj), e.name)

    def _owner(self, node: str, label: str | None, name: str) -> str:
        if label is not None:
            return label
        owners = self.layout.owners(name)
        if len(owners) == 1:
            return owners[0]
        why = "no tag has it" if not owners else f"tags {', '.join(owners)} all have it"
        raise TranspileError(f"{node}.{name}", f"give {node} a label: {why}")


def _ordered_by_names(p: A.Projection) -> A.Projection:
    """nGQL's MATCH sorts by column names only ("Only column name can be used as sort item"):
    an ORDER BY item that is one of the projected expressions sorts by that column, named
    (``RETURN c.coach.since AS _o0 ORDER BY _o0``) when it had no name."""
    if not p.order_by or p.star:
        return p
    items = list(p.items)
    order: list[A.OrderItem] = []
    for o in p.order_by:
        at = next((i for i, it in enumerate(items) if it.expr == o.expr), None)
        if at is None or isinstance(o.expr, A.Variable):
            order.append(o)
            continue
        if items[at].alias is None:
            items[at] = replace(items[at], alias=f"_o{at}")
        order.append(replace(o, expr=A.Variable(items[at].alias or "")))
    return replace(p, items=items, order_by=order)


__all__ = ["NgqlWriter"]
