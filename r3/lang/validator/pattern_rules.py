"""Pattern and name rules added for Cypher parity: relationship direction against the schema's
endpoint pairs, edge-type and label names inside strings (``type(r) = 'X'``), and pattern
predicates that introduce variables.

Split from :mod:`r3.lang.validator.expressions` to keep modules small; :class:`ExprChecker`
inherits these rules and provides ``space``, ``report``, ``soft`` and ``unknown_name``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager

from r3.contracts.schema import SpaceSchema
from r3.lang import ast
from r3.lang.dialects import Dialect
from r3.lang.validator import issues as codes
from r3.lang.validator.labels import LabelEvidence, label_names
from r3.lang.validator.scope import Binding, Frame


class PatternRules:
    """Mixin of :class:`r3.lang.validator.expressions.ExprChecker`."""

    space: SpaceSchema
    report: Callable[..., None]
    soft: Callable[[], AbstractContextManager[None]]
    unknown_name: Callable[..., None]
    evidence: LabelEvidence
    lang: Dialect
    may_carry: Callable[[str | None, Iterable[str]], set[str] | None]

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

    def infer_relationship_types(self, patterns: list[ast.PathPattern], scope: dict[str, Binding]) -> None:
        """Give an untyped relationship variable the types that can join its two nodes' labels
        (``(p:Person)-[r]->(m:Movie)``: r is ACTED_IN or DIRECTED), so ``r.prop`` is checked
        against them. Only when every type has endpoint pairs, at least one side's labels are
        known, and the relationship is a single hop (``[r*]`` is a list)."""
        edges = self.space.edges
        if not edges or any(not it.endpoints for it in edges.values()):
            return
        for p in patterns:
            els = p.elements
            for i in range(1, len(els) - 1, 2):
                rel, left, right = els[i], els[i - 1], els[i + 1]
                if (
                    not isinstance(rel, ast.RelPattern)
                    or isinstance(rel, ast.QuantifiedPath)
                    or rel.variable is None
                    or rel.types
                    or rel.label_expr is not None
                    or rel.length is not None
                    or not isinstance(left, ast.NodePattern)
                    or not isinstance(right, ast.NodePattern)
                ):
                    continue
                binding = scope.get(rel.variable)
                if binding is None or binding.kind != "rel" or binding.labels:
                    continue
                src, dst = self._may_carry_node(left, scope), self._may_carry_node(right, scope)
                if rel.direction == "in":
                    src, dst = dst, src
                if src is None and dst is None:
                    continue

                def joins(a: set[str] | None, b: set[str] | None, s: str, d: str) -> bool:
                    return (a is None or s in a) and (b is None or d in b)

                types = tuple(
                    name
                    for name, it in edges.items()
                    if any(
                        joins(src, dst, s, d) or (rel.direction == "both" and joins(dst, src, s, d))
                        for s, d in it.endpoints
                    )
                )
                if types:
                    scope[rel.variable] = Binding("rel", types, inferred=True)

    def _may_carry_node(self, el: ast.NodePattern, scope: dict[str, Binding]) -> set[str] | None:
        labels = label_names(el)
        binding = scope.get(el.variable) if el.variable is not None else None
        if binding is not None and binding.kind == "node":
            labels += binding.labels
        return self.may_carry(el.variable, labels)

    def _node_labels(self, node: ast.NodePattern, f: Frame) -> set[str] | None:
        """The tags a node pattern's node carries as far as written labels tell (the pattern's,
        its variable's and the whole query's for that variable); None when unknown: only labels
        inferred from relationships, or an unknown name. No co-tags: endpoint pairs are recorded
        per tag, so a node with several tags already has a pair for each of them."""
        names = label_names(node)
        if node.label_expr is not None and not names:
            return None  # `!A`, `%`: no certain label
        if node.variable is not None:
            binding = f.scope.get(node.variable)
            if binding is not None and binding.kind == "node" and not binding.inferred:
                names += binding.labels
            if names:
                names += self.evidence.written_for(node.variable)
        if not names or any(n not in self.space.tags for n in names):
            return None
        return set(names)

    def direction(self, left: ast.NodePattern, rel: ast.RelPattern, right: ast.NodePattern, f: Frame) -> None:
        """A relationship whose types never join the two nodes' labels: reversed (the types join
        them only the other way round: ``wrong-direction``, with the arrow as the fix) or not at
        all (``wrong-schema``).

        Only certain cases are reported: the types are known, every type has endpoint pairs in
        the schema (from the data, Neo4j or LadybugDB) and at least one side has written labels.
        A variable-length relationship is checked at its ends: the first node must be a source
        of its types, the last one a target (undirected: each end must touch them).
        """
        if isinstance(rel, ast.QuantifiedPath) or not rel.types or rel.label_expr is not None:
            return
        items = [self.space.edges.get(t) for t in rel.types]
        if any(it is None or not it.endpoints for it in items):
            return
        pairs = [pair for it in items if it is not None for pair in it.endpoints]
        src, dst = (left, right) if rel.direction != "in" else (right, left)
        src_tags, dst_tags = self._node_labels(src, f), self._node_labels(dst, f)
        if src_tags is None and dst_tags is None:
            return
        types = "|".join(rel.types)
        shown = ", ".join(f"{s}->{d}" for s, d in pairs)
        if rel.length is not None and rel.length.min == 0:
            return  # zero hops: the two ends may be the same node
        sources, targets = {s for s, _ in pairs}, {d for _, d in pairs}
        hops = rel.length is not None and not (rel.length.min == rel.length.max == 1)
        if hops and rel.direction == "both":  # each hop either way: each end must touch the types
            touched = sources | targets
            if any(tags is not None and not tags & touched for tags in (src_tags, dst_tags)):
                self._never_joins(rel, types, src_tags, shown, dst_tags)
            return

        def joins(a: set[str] | None, b: set[str] | None) -> bool:
            if hops:  # the first hop leaves a, the last one enters b
                return (a is None or bool(a & sources)) and (b is None or bool(b & targets))
            return any((a is None or s in a) and (b is None or d in b) for s, d in pairs)

        if joins(src_tags, dst_tags):
            return
        if joins(dst_tags, src_tags):
            if rel.direction == "both":
                return
            arrow = "<-" if rel.direction == "out" else "->"
            self.report(
                codes.WRONG_DIRECTION,
                f"`{types}` relationships point the other way between these labels ({shown}); "
                f"reverse the arrow",
                rel,
                arrow,
            )
            return
        self._never_joins(rel, types, src_tags, shown, dst_tags)

    def _never_joins(
        self,
        rel: ast.RelPattern,
        types: str,
        src: set[str] | None,
        shown: str,
        dst: set[str] | None = None,
    ) -> None:
        """``wrong-schema``: the relationship can match nothing between these labels. No fix is
        offered (another type would change what the query asks); the message names the types
        that do join them. Only where the dialect reasons from endpoint pairs (Cypher: Neo4j and
        LadybugDB list a pair for every label); nGQL schemas often hold a cover of pairs read
        from vertices with several tags, which need not list each tag."""
        if not self.lang.infers_match_labels:
            return

        def side(tags: set[str] | None) -> str:
            return "|".join(sorted(tags)) if tags else "any label"

        joining = sorted(
            it.name
            for it in self.space.edges.values()
            if any(
                ((src is None or s in src) and (dst is None or d in dst))
                or (rel.direction == "both" and (src is None or d in src) and (dst is None or s in dst))
                for s, d in it.endpoints
            )
        )
        hint = f"; types that do: {', '.join(joining)}" if joining else ""
        self.report(
            codes.WRONG_SCHEMA,
            f"`{types}` relationships never connect {side(src)} to {side(dst)} here "
            f"(the schema has {shown}){hint}",
            rel,
        )
