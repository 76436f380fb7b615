"""Pattern and name rules added for Cypher parity: relationship direction against the schema's
endpoint pairs, edge-type and label names inside strings (``type(r) = 'X'``), and pattern
predicates that introduce variables.

Split from :mod:`r3.lang.validator.expressions` to keep modules small; :class:`ExprChecker`
inherits these rules and provides ``space``, ``report``, ``soft`` and ``unknown_name``.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from r3.contracts.schema import SpaceSchema
from r3.lang import ast
from r3.lang.validator import issues as codes
from r3.lang.validator.scope import Frame


class PatternRules:
    """Mixin of :class:`r3.lang.validator.expressions.ExprChecker`."""

    space: SpaceSchema
    report: Callable[..., None]
    soft: Callable[[], AbstractContextManager[None]]
    unknown_name: Callable[..., None]

    def pattern_predicate_variables(self, p: ast.PathPattern, f: Frame) -> None:
        """A pattern used as a predicate (``WHERE (a)-[r]->(b)``) cannot introduce variables."""
        for el in p.elements:
            name = el.variable
            if name is not None and name not in f.scope and name not in f.shadow:
                self.report(
                    codes.UNKNOWN_VARIABLE,
                    f"`{name}` is new here, but a pattern predicate cannot introduce variables "
                    "(use EXISTS {{ MATCH … }} or bind it in MATCH)",
                    el,
                    severity="error",
                )

    def schema_name_literals(self, e: ast.BinaryOp, op: str) -> None:
        """``type(r) = 'likes'``, ``type(r) IN [...]``, ``'Playr' IN labels(n)``: strings that
        name no edge type / tag, so the comparison is never true."""
        checks: list[tuple[ast.Expr, ast.Expr, str]] = []  # (call, literal side, kind)
        if op in ("=", "==", "<>", "!="):
            checks = [(e.left, e.right, "edge"), (e.right, e.left, "edge")]
        elif op in ("IN", "NOT IN"):
            checks = [(e.left, e.right, "edge"), (e.right, e.left, "tag")]
        for call, other, kind in checks:
            wanted = ("type",) if kind == "edge" else ("labels", "tags")
            if not (
                isinstance(call, ast.FunctionCall) and len(call.args) == 1 and call.name.lower() in wanted
            ):
                continue
            values = other.items if isinstance(other, ast.ListLiteral) and kind == "edge" else [other]
            pool = self.space.edges if kind == "edge" else self.space.tags
            for value in values:
                if (
                    isinstance(value, ast.Literal)
                    and isinstance(value.value, str)
                    and value.value not in pool
                ):
                    self.unknown_name(value.value, kind, value, fmt='"{}"')

    def _node_labels(self, node: ast.NodePattern, f: Frame) -> set[str] | None:
        """The tags a node pattern can have, None when anything goes (or unknown names)."""
        names = list(node.labels)
        if not names and node.variable is not None:
            binding = f.scope.get(node.variable)
            if binding is not None and binding.kind == "node":
                names = list(binding.labels)
        if not names or node.label_expr is not None or any(n not in self.space.tags for n in names):
            return None
        return set(names)

    def direction(self, left: ast.NodePattern, rel: ast.RelPattern, right: ast.NodePattern, f: Frame) -> None:
        """A directed relationship whose every type joins the two labels only the other way round.

        Only certain cases are reported: the types and both sides' labels are known and every
        type has endpoint pairs in the schema (from the data, Neo4j or LadybugDB).
        """
        if rel.direction == "both" or not rel.types or rel.label_expr is not None:
            return
        items = [self.space.edges.get(t) for t in rel.types]
        if any(it is None or not it.endpoints for it in items):
            return
        src, dst = (left, right) if rel.direction == "out" else (right, left)
        src_tags, dst_tags = self._node_labels(src, f), self._node_labels(dst, f)
        if src_tags is None and dst_tags is None:
            return

        def joins(a: set[str] | None, b: set[str] | None) -> bool:
            return any(
                (a is None or s in a) and (b is None or d in b)
                for it in items
                if it is not None
                for s, d in it.endpoints
            )

        if joins(src_tags, dst_tags) or not joins(dst_tags, src_tags):
            return
        types = "|".join(rel.types)
        arrow = "<-" if rel.direction == "out" else "->"
        self.report(
            codes.WRONG_DIRECTION,
            f"`{types}` relationships point the other way between these labels "
            f"({', '.join(f'{s}->{d}' for it in items if it is not None for s, d in it.endpoints)}); "
            f"reverse the arrow",
            rel,
            arrow,
        )
