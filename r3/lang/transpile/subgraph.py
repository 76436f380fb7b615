"""``GET SUBGRAPH`` → Cypher: one row per step, the vertices first reached there and their edges.

NebulaGraph's semantics (its manual, and :mod:`r3.engine.exec_subgraph` which reproduces them):
row ``k`` (``k = 0 … n``) holds the vertices first reached at step ``k`` (row 0: the start
vertices) and the edges found by expanding them — each edge once over the whole result, and in
the last row only edges whose other end was reached; rows stop when a step reaches nothing new.

Why one ``UNION ALL`` branch per step, each recomputing the layers hop by hop (``l0``, ``l1`` …
as lists of vids): LadybugDB returns no zero-length path for ``*0..n`` (so distances cannot
come from a variable-length pattern) and a node taken out of a list cannot start a pattern, so
every layer is a list of ids and each hop an ``OPTIONAL MATCH`` whose start id is in the last
layer and whose end id is in no earlier one. Row ``k``'s edges are, for each group of edge
types walked the same way, the edges leaving a vertex of ``l_k`` that way — ``BOTH``: whose
other end is in no earlier layer (those were listed before), ``DISTINCT`` (both ends may be in
``l_k``); in the last row, whose other end is in some layer. Written only up to
:data:`MAX_SUBGRAPH_STEPS` steps (the query grows with the square of the steps).

``WHERE`` is written on every hop and every edge list (NebulaGraph filters each edge as it
expands); not written (a one-line :class:`~.layout.TranspileError`): a WHERE reading an edge's
stored ends (``src(edge)``) on types walked ``BOTH`` ways. Where the rows still differ: start vertices that do not exist appear, bare, in
nGQL's row 0 and not in Cypher's (no node to return).
"""

from __future__ import annotations

from r3.contracts.schema import SpaceSchema
from r3.lang import ast as A
from r3.lang.transpile.expressions import ExprTranslator
from r3.lang.transpile.layout import EdgeVar, Layout, Scope, TranspileError, and_all, var

#: Most steps written out (one branch per step, each with every hop before it).
MAX_SUBGRAPH_STEPS = 8
DEFAULT_STEPS = 1
_WAYS = {"OUT": {"out"}, "IN": {"in"}, "BOTH": {"out", "in"}}


def walked_groups(g: A.GetSubgraph, schema: SpaceSchema | None) -> list[tuple[str, list[str]]]:
    """``(Cypher direction, edge types)`` groups: the types walked the same way, together."""
    ways: dict[str, set[str]] = {}
    if not g.directions:
        if schema is None:
            raise TranspileError(
                "GET SUBGRAPH without IN/OUT/BOTH", "the schema is needed to name the edge types"
            )
        ways = {name: {"out", "in"} for name in schema.edges}
    for direction, names in g.directions:
        for name in names:
            if name == "*":
                if schema is None:
                    raise TranspileError("GET SUBGRAPH … *", "the schema is needed to name the edge types")
                for edge in schema.edges:
                    ways.setdefault(edge, set()).update(_WAYS[direction])
            else:
                ways.setdefault(name, set()).update(_WAYS[direction])
    groups: dict[str, list[str]] = {}
    for name, w in ways.items():
        groups.setdefault("both" if w == {"out", "in"} else next(iter(w)), []).append(name)
    return [(d, groups[d]) for d in ("out", "in", "both") if d in groups]


def yielded(g: A.GetSubgraph) -> list[tuple[str, str]]:
    """``(column name, "vertices" | "edges")`` per YIELD item, as NebulaGraph names them."""
    if g.yield_ is None:
        raise TranspileError("GET SUBGRAPH without YIELD", "NebulaGraph needs YIELD VERTICES/EDGES")
    out = []
    for item in g.yield_.items:
        what = item.expr.name.lower() if isinstance(item.expr, A.Variable) else ""
        if what not in ("vertices", "edges"):
            raise TranspileError("GET SUBGRAPH … YIELD", "only VERTICES and EDGES can be yielded")
        out.append((item.alias or what, what))
    return out


class SubgraphWriter:
    """Writes the branches of one GET SUBGRAPH (see the module doc)."""

    def __init__(self, layout: Layout, g: A.GetSubgraph) -> None:
        self.where = g.where
        self.layout = layout
        self.key = layout.vid_key
        self.steps = DEFAULT_STEPS if g.steps is None else g.steps
        if self.steps > MAX_SUBGRAPH_STEPS:
            raise TranspileError(
                f"GET SUBGRAPH {self.steps} STEPS", f"one branch per step: write at most {MAX_SUBGRAPH_STEPS}"
            )
        self.groups = walked_groups(g, layout.schema)
        self.columns = yielded(g)
        if self.where is not None and any(d == "both" for d, _ in self.groups) and _reads_ends(self.where):
            raise TranspileError(
                "GET SUBGRAPH … BOTH … WHERE src/dst", "an edge walked both ways has no one stored end here"
            )

    def _filter(self, direction: str, types: list[str]) -> A.Expr | None:
        """The WHERE, on ``(a)-[r]->(b)`` walked from ``a``: the edge is ``r``, ``$$`` is ``b``
        (NebulaGraph filters every edge as it expands, so an edge it drops is neither listed
        nor walked)."""
        if self.where is None:
            return None
        scope = Scope(self.layout)
        scope.node("a")
        scope.node("b")
        src, dst = ("b", "a") if direction == "in" else ("a", "b")
        scope.edges["r"] = EdgeVar("r", src, dst, list(types))
        scope.start, scope.end, scope.edge = "a", "b", "r"
        return ExprTranslator(scope)(self.where)

    def branches(self, start: list[A.Clause]) -> list[tuple[list[A.Clause], A.Projection]]:
        """Per step ``k``: the clauses (``start`` ends in a WITH binding ``l0``) and the RETURN."""
        return [self._branch(start, k) for k in range(self.steps + 1)]

    def _layer(self, k: int) -> A.Variable:
        return var(f"l{k}")

    def _earlier(self, k: int) -> A.Expr:
        """Every vid of layers ``0 … k`` (one list, ``_s{k}``: LadybugDB reads ``x IN a + b`` as
        ``(x IN a) + b``, so the sum is named in a WITH)."""
        return var(f"_s{k}") if k > 0 else self._layer(0)

    def _held(self, k: int) -> list[A.YieldItem]:
        held = [A.YieldItem(self._layer(0))]
        return held + [A.YieldItem(v) for i in range(1, k + 1) for v in (self._layer(i), self._earlier(i))]

    def _pattern(self, direction: str, types: list[str], edge: str | None = None) -> A.PathPattern:
        return A.PathPattern([A.NodePattern("a"), A.RelPattern(direction, edge, types), A.NodePattern("b")])  # type: ignore[arg-type]

    def _key(self, node: str) -> A.Expr:
        return A.Property(var(node), self.key)

    def _collected(self, held: list[A.YieldItem], expr: A.Expr, name: str) -> A.WithClause:
        listed = A.FunctionCall(
            "coalesce", [A.FunctionCall("collect", [expr], distinct=True), A.ListLiteral([])]
        )
        return A.WithClause(A.Projection([*held, A.YieldItem(listed, name)]))

    def _branch(self, start: list[A.Clause], k: int) -> tuple[list[A.Clause], A.Projection]:
        clauses = list(start)
        for step in range(k):  # layer step+1: ends of edges from layer step not in any earlier layer
            parts: list[str] = []
            for i, (direction, types) in enumerate(self.groups):
                clauses.append(A.UnwindClause(self._layer(step), "_x"))
                cond = and_all(
                    [
                        A.BinaryOp("=", self._key("a"), var("_x")),
                        A.UnaryOp("NOT", A.BinaryOp("IN", self._key("b"), self._earlier(step))),
                        self._filter(direction, types),
                    ]
                )
                edge = "r" if self.where is not None else None
                clauses.append(A.MatchClause([self._pattern(direction, types, edge)], cond, optional=True))
                part = f"_n{i}"
                clauses.append(
                    self._collected(
                        self._held(step) + [A.YieldItem(var(p)) for p in parts], self._key("b"), part
                    )
                )
                parts.append(part)
            fresh: A.Expr = A.ListLiteral([])
            for p in parts:
                fresh = var(p) if isinstance(fresh, A.ListLiteral) else A.BinaryOp("+", fresh, var(p))
            # Two WITHs: LadybugDB fails ("Cannot evaluate expression with type PROPERTY") on
            # ``WITH _n0 AS l1, l0 + _n0 AS _s1`` (one variable both renamed and read).
            layer = self._layer(step + 1)
            clauses.append(A.WithClause(A.Projection([*self._held(step), A.YieldItem(fresh, layer.name)])))
            seen = A.BinaryOp("+", self._earlier(step), layer)
            kept = [*self._held(step), A.YieldItem(layer), A.YieldItem(seen, f"_s{step + 1}")]
            clauses.append(A.WithClause(A.Projection(kept)))
        held = self._held(k)
        node = A.PathPattern([A.NodePattern("v")])
        # ``UNWIND`` and ``=``, not ``v.vid IN l``: LadybugDB's ``IN`` on a node of any label
        # returns rows of other tables (``["Tim Duncan"]`` gave the team "Bulls" too).
        clauses.append(A.UnwindClause(self._layer(k), "_x"))
        clauses.append(A.MatchClause([node], A.BinaryOp("=", self._key("v"), var("_x"))))
        # One node per vid: LadybugDB keeps a node row per tag of a vertex (each value carries
        # every tag), so keep the row of the least label (``head(collect(v))`` is refused there).
        first = A.Subscript(A.FunctionCall("labels", [var("v")]), A.Literal(0))
        least = A.FunctionCall("min", [first])
        clauses.append(A.WithClause(A.Projection([*held, A.YieldItem(var("_x")), A.YieldItem(least, "_l")])))
        clauses.append(
            A.MatchClause(
                [node],
                A.BinaryOp(
                    "AND", A.BinaryOp("=", self._key("v"), var("_x")), A.BinaryOp("=", first, var("_l"))
                ),
            )
        )
        clauses.append(self._collected(held, var("v"), "_vs"))
        held.append(A.YieldItem(var("_vs")))
        edge_lists: list[str] = []
        for i, (direction, types) in enumerate(self.groups):
            clauses.append(A.UnwindClause(self._layer(k), "_x"))
            conds: list[A.Expr | None] = [A.BinaryOp("=", self._key("a"), var("_x"))]
            if direction == "both" and k > 0:
                conds.append(A.UnaryOp("NOT", A.BinaryOp("IN", self._key("b"), self._earlier(k - 1))))
            if k == self.steps:
                conds.append(A.BinaryOp("IN", self._key("b"), self._earlier(k)))
            conds.append(self._filter(direction, types))
            clauses.append(
                A.MatchClause([self._pattern(direction, types, "r")], and_all(conds), optional=True)
            )
            name = f"_es{i}"
            clauses.append(self._collected(held + [A.YieldItem(var(e)) for e in edge_lists], var("r"), name))
            edge_lists.append(name)
        edges: A.Expr = A.ListLiteral([])
        for e in edge_lists:
            edges = var(e) if isinstance(edges, A.ListLiteral) else A.BinaryOp("+", edges, var(e))
        values = {"vertices": var("_vs"), "edges": edges}
        items = [A.YieldItem(values[what], name) for name, what in self.columns]
        # A row whose yielded lists are all empty is not returned (YIELD EDGES alone, last step).
        nonempty = None
        for name, _ in self.columns:
            size = A.BinaryOp(">", A.FunctionCall("size", [var(name)]), A.Literal(0))
            nonempty = size if nonempty is None else A.BinaryOp("OR", nonempty, size)
        clauses.append(A.WithClause(A.Projection(items), nonempty))
        return clauses, A.Projection([A.YieldItem(var(name)) for name, _ in self.columns])


def _reads_ends(where: A.Expr) -> bool:
    """Whether a filter reads an edge's stored ends (``src(edge)``, ``like._dst`` …)."""
    for node in where.walk():
        if isinstance(node, A.FunctionCall) and node.name.lower() in ("src", "dst"):
            return True
        if isinstance(node, A.Property) and node.name in ("_src", "_dst"):
            return True
    return False


__all__ = ["DEFAULT_STEPS", "MAX_SUBGRAPH_STEPS", "SubgraphWriter", "walked_groups", "yielded"]
