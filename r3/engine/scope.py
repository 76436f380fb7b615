"""Name resolution for one row while an expression is evaluated.

Why a class with hooks: the same expression syntax means different things per statement —
``like.likeness`` is the edge being traversed in GO, ``player.name`` the fetched vertex's
tag property in FETCH/LOOKUP, ``$$.player.name`` the destination vertex, ``$-.name`` a
column of the piped-in row, ``v`` a MATCH binding. The evaluator
(:mod:`r3.engine.evaluator`) handles operators and functions once; each statement executor
subclasses :class:`Scope` (or fills its fields) to say what those references mean.

A hook returns :data:`MISSING` when it does not know the name, and the evaluator then raises
NebulaGraph's SemanticError for it.
"""

from __future__ import annotations

from collections.abc import Mapping

from r3.engine.missing import MISSING, Missing
from r3.lang import ast as A
from r3.values import Value

Resolved = Value | Missing
"""What a hook answers: the value, or :data:`MISSING` when the scope does not resolve the name."""


class Scope:
    """Bindings of one row. ``bindings`` holds MATCH variables, aliases, UNWIND and
    list-comprehension variables; ``input`` the ``$-`` row (column -> value); ``variables``
    the ``$var`` rows of the current row-wise evaluation (var -> column -> value)."""

    __slots__ = ("bindings", "input", "variables", "parent")

    #: Whether ``x.tag.prop`` / ``x.prop`` have a type the validator knows (the schema's, in
    #: GO/FETCH/LOOKUP). In a MATCH statement they do not: NebulaGraph types them
    #: ``__EMPTY__``, so a function given a property of the wrong type returns BAD_TYPE at
    #: run time instead of failing validation (see :class:`r3.engine.match.rows.MatchScope`).
    typed_properties = True

    def __init__(
        self,
        bindings: Mapping[str, Value] | None = None,
        *,
        input: Mapping[str, Value] | None = None,
        variables: Mapping[str, Mapping[str, Value]] | None = None,
        parent: Scope | None = None,
    ) -> None:
        self.bindings: Mapping[str, Value] = {} if bindings is None else bindings
        self.input = input
        self.variables = variables
        self.parent = parent

    def child(self, bindings: Mapping[str, Value]) -> Scope:
        """A nested scope (list comprehension, reduce, quantifiers) that falls back to this one."""
        return Scope(bindings, parent=self)

    # -- plain names ------------------------------------------------------------------
    def lookup(self, name: str) -> Resolved:
        scope: Scope | None = self
        while scope is not None:
            if name in scope.bindings:
                return scope.bindings[name]
            scope = scope.parent
        return self.root()._name_hook(name)

    def root(self) -> Scope:
        scope = self
        while scope.parent is not None:
            scope = scope.parent
        return scope

    def _name_hook(self, name: str) -> Resolved:
        """Names a statement resolves itself (``vertex``/``edge`` in GO/FETCH/LOOKUP)."""
        return MISSING

    # -- nGQL references ---------------------------------------------------------------
    def input_prop(self, name: str) -> Resolved:
        """``$-.name``."""
        root = self.root()
        if root.input is None:
            return MISSING
        return root.input.get(name, MISSING)

    def var_prop(self, var: str, name: str) -> Resolved:
        """``$var.name``."""
        root = self.root()
        if root.variables is None or var not in root.variables:
            return MISSING
        return root.variables[var].get(name, MISSING)

    def src_prop(self, tag: str, prop: str) -> Resolved:
        """``$^.tag.prop``."""
        return MISSING

    def dst_prop(self, tag: str, prop: str) -> Resolved:
        """``$$.tag.prop``."""
        return MISSING

    def src_vertex(self) -> Resolved:
        """``$^``."""
        return MISSING

    def dst_vertex(self) -> Resolved:
        """``$$``."""
        return MISSING

    def schema_prop(self, owner: str, prop: str) -> Resolved:
        """``edge.prop`` in GO (EMPTY for another edge type), ``tag.prop`` in FETCH/LOOKUP."""
        return MISSING

    def pattern(self, expr: A.Expr, scope: Scope) -> Resolved:
        """A pattern expression (``(v)-[:like]->()`` in WHERE, pattern comprehensions), evaluated
        with ``scope``'s bindings by the MATCH executor; the evaluator calls it on the root scope."""
        return MISSING


__all__ = ["MISSING", "Missing", "Resolved", "Scope"]
