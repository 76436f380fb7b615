"""Scopes: what a bare name or ``$-``/``$var`` column means at a point of a query.

Kept apart from the checks so the rules stay readable: a :class:`Frame` says which
statement an expression sits in (GO resolves ``like.likeness`` as an edge property, FETCH as
a tag property, MATCH through pattern variables), :class:`Binding` records what a MATCH
variable was bound to, and :class:`Columns` the columns a pipe or an ``$var`` carries.
Anything the validator cannot pin down is *open*, and open means "say nothing".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from r3.contracts.schema import SchemaItem
from r3.lang import ast

BindingKind = Literal["node", "rel", "path", "value"]
FrameMode = Literal["plain", "yield", "go", "fetch_vertex", "fetch_edge", "lookup", "match", "update"]


@dataclass(frozen=True)
class Binding:
    """A MATCH/WITH variable: a node (labels = tags), a relationship (labels = edge types),
    a path, or any other value (aliases of unknown origin)."""

    kind: BindingKind
    labels: tuple[str, ...] = ()
    #: The labels were not written but follow from the relationship types' endpoint pairs
    #: (``(p:Person)-[:ACTED_IN]->(m)``: m is a Movie), so they are all the node can be.
    inferred: bool = False
    #: A list of nodes or relationships (``collect(p) AS ps``): its elements' binding, so
    #: ``UNWIND ps AS x`` gives ``x`` what ``p`` was.
    element: Binding | None = None

    def merge(self, other: Binding | None) -> Binding:
        """The binding after the same variable appears again (labels accumulate)."""
        if other is None:
            return self
        if other.kind != self.kind:
            return self if other.kind == "value" else Binding("value")
        if other.inferred and not self.inferred:
            return self if self.labels else other
        labels = tuple(dict.fromkeys(other.labels + self.labels))
        return Binding(self.kind, labels, self.inferred and other.inferred)


@dataclass(frozen=True)
class Columns:
    """The columns a statement yields. ``open`` means there may be columns we cannot name."""

    names: frozenset[str] = frozenset()
    open: bool = True
    duplicates: frozenset[str] = frozenset()

    def plus(self, name: str) -> Columns:
        return Columns(self.names | {name}, self.open, self.duplicates)


OPEN = Columns()


@dataclass(frozen=True)
class Frame:
    """Where an expression is being checked.

    ``edges``: edge types a GO / FIND PATH / GET SUBGRAPH traverses (None = every type);
    ``strict_edges``: an edge property of another type is an error (GET SUBGRAPH filters);
    ``target``: the tag/edge of a LOOKUP, FETCH PROP ON edge or UPDATE; ``scope``: MATCH
    bindings; ``input``: the ``$-`` columns (None when nothing is piped in); ``shadow``:
    names rebound by a list comprehension / reduce, which hide outer meanings;
    ``filter``: the expression is a LOOKUP WHERE (index-backed filters only).
    """

    mode: FrameMode = "plain"
    edges: frozenset[str] | None = None
    strict_edges: bool = False
    target: SchemaItem | None = None
    scope: Mapping[str, Binding] = field(default_factory=dict)
    input: Columns | None = None
    shadow: frozenset[str] = frozenset()
    filter: bool = False

    def shadowing(self, *names: str) -> Frame:
        return replace(self, shadow=self.shadow | frozenset(names))

    def with_scope(self, scope: Mapping[str, Binding]) -> Frame:
        return replace(self, scope=scope, shadow=self.shadow - frozenset(scope))


_REF_TEXT: dict[type, str] = {ast.InputRef: "$-", ast.SrcRef: "$^", ast.DstRef: "$$"}


def expr_text(expr: ast.Expr) -> str | None:
    """NebulaGraph's default column name for simple expressions (``like._dst``, ``$$.team.name``).

    None for anything else: such a column makes the column set open rather than guessed.
    """
    if isinstance(expr, ast.Variable):
        return expr.name
    if isinstance(expr, ast.Parameter):
        return f"${expr.name}"
    for kind, text in _REF_TEXT.items():
        if isinstance(expr, kind):
            return text
    if isinstance(expr, ast.Property):
        base = expr_text(expr.obj)
        return None if base is None else f"{base}.{expr.name}"
    return None


def yield_columns(items: list[ast.YieldItem]) -> Columns:
    """The columns of YIELD / RETURN items (aliases, else the default names)."""
    names: list[str] = []
    is_open = False
    for item in items:
        name = item.alias or expr_text(item.expr)
        if name is None:
            is_open = True
        else:
            names.append(name)
    dups = frozenset(n for n in names if names.count(n) > 1)
    return Columns(frozenset(names), is_open, dups)
