"""GET SUBGRAPH: the vertices within n steps of the start vertices, one result row per step.

NebulaGraph 3.x semantics reproduced here (checked against its TCK and recorded results):

- Row ``k`` (k = 0 … n) holds the vertices first reached at step ``k`` (row 0: the distinct
  start vertices, also ones that do not exist) and the edges found by expanding them, each
  edge once over the whole result (an edge seen from both ends is not repeated). In the last
  row (k = n) only the edges whose other end was collected in some row are kept. The rows
  stop early when a step reaches no new vertex (``10000000000000 STEPS`` is fine).
- Without IN/OUT/BOTH every edge type is walked both ways; ``IN like OUT serve`` walks each
  listed type its own way (a type listed twice, both ways). Default: 1 step.
- WHERE filters the edges as they are expanded (``like.likeness > 90``; ``$$.tag.prop`` is
  the vertex reached); an edge type the filter names must be one of the walked types.
- ``WITH PROP``: vertices and edges with all their properties. Without it, vertices keep
  their tag names with empty property maps (``("a" :player{})``) and edges keep only the
  properties the WHERE clause reads; a vertex that does not exist is bare in both cases.
- ``YIELD VERTICES AS a, EDGES AS b`` (either or both, any order) names the columns. A row
  whose yielded lists are all empty is left out (``YIELD EDGES`` alone drops a last step that
  found no edge).
- A piped ``$-.col`` / ``$var.col`` holding values of another type than the space's vids is a
  SemanticError (NebulaGraph checks the column's type before running).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from r3.contracts.backend import ResultSet
from r3.engine.context import props_map
from r3.engine.exec_go import PSEUDO, GoScope, start_spec
from r3.engine.exec_path import read_vids
from r3.engine.plan import Plan, Step, evaluator, expr_text, schema_not_found
from r3.engine.refs import no_aggregates
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.values import Edge, List, Map, Row, Tags, Vertex

if TYPE_CHECKING:
    from r3.contracts.schema import SpaceSchema
    from r3.engine.context import ExecContext
    from r3.engine.exec_go import StartSpec
    from r3.engine.pathfind import EdgeFilter
    from r3.engine.storage import EdgeRecord, Space
    from r3.engine.storage_codec import EdgeKey, Vid

DEFAULT_STEPS = 1


def walked_types(stmt: A.GetSubgraph, schema: SpaceSchema) -> dict[str, set[str]]:
    """Edge type -> the directions (``out``/``in``) it is walked in."""
    out: dict[str, set[str]] = {}
    if not stmt.directions:
        return {name: {"out", "in"} for name in schema.edges}
    for direction, names in stmt.directions:
        ways = {"OUT": {"out"}, "IN": {"in"}, "BOTH": {"out", "in"}}[direction]
        for name in names:
            if name == "*":
                for edge in schema.edges:
                    out.setdefault(edge, set()).update(ways)
                continue
            if name not in schema.edges:
                raise schema_not_found("edge", name)
            out.setdefault(name, set()).update(ways)
    return out


def yield_columns(clause: A.YieldClause | None) -> list[tuple[str, str]]:
    """``(column name, "vertices" | "edges")`` for each YIELD item."""
    if clause is None:
        raise QuerySemanticError("Missing yield clause.")
    columns: list[tuple[str, str]] = []
    for item in clause.items:
        expr = item.expr
        what = expr.name.lower() if isinstance(expr, A.Variable) else None
        if what not in ("vertices", "edges"):
            raise QuerySemanticError("Get Subgraph only support YIELD vertices OR edges")
        assert what is not None
        columns.append((item.alias if item.alias is not None else what, what))
    return columns


def filter_props(where: A.Expr | None, types: dict[str, set[str]]) -> dict[str, list[str]]:
    """The edge properties a WHERE clause reads, per edge type (checked against the walked
    types: NebulaGraph refuses a filter on a type it does not walk)."""
    found: dict[str, list[str]] = {}
    if where is None:
        return found
    for node in where.walk():
        if isinstance(node, A.Property) and isinstance(node.obj, A.Variable):
            name = node.obj.name
            if name.lower() in ("edge", "vertex"):
                continue
            if name not in types:
                walked = ",".join(reversed(list(types)))
                raise QuerySemanticError(
                    f'Edge type "{name}" in filter "{expr_text(where)}" is not in the edge types [{walked}]'
                )
            if node.name not in PSEUDO and node.name not in found.setdefault(name, []):
                found[name].append(node.name)
    return found


class SubgraphStarts(Step):
    name = "Start"

    def __init__(self, spec: StartSpec) -> None:
        self.spec = spec

    def info(self) -> str:
        return f"from: {self.spec.describe()}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> list[Vid]:
        return read_vids(self.spec, ctx, data)


class Subgraph(Step):
    """Expand step by step and build one row per step (see the module docstring)."""

    name = "Subgraph"

    def __init__(
        self,
        steps: int,
        types: dict[str, set[str]],
        where: A.Expr | None,
        with_prop: bool,
        columns: list[tuple[str, str]],
        all_types: dict[str, int],
    ) -> None:
        self.steps = steps
        self.types = types
        self.where = where
        self.with_prop = with_prop
        self.columns = columns
        self.all_types = all_types
        self.read_props = filter_props(where, types)

    def info(self) -> str:
        walked = ", ".join(f"{t} ({'/'.join(sorted(d))})" for t, d in self.types.items())
        text = f"steps: {self.steps}, edges: {walked}"
        if self.where is not None:
            text += f", filter: {expr_text(self.where)}"
        return text + (", with prop" if self.with_prop else "")

    def run(self, ctx: ExecContext, starts: list[Vid]) -> ResultSet:
        layers = self.expand(ctx, starts)
        rows: list[Row] = []
        for vids, recs in layers:
            vertices = List(self._vertex(ctx, v) for v in vids)
            edges = List(self._edge(rec) for rec in recs)
            row = tuple(vertices if what == "vertices" else edges for _, what in self.columns)
            if any(row):  # a row of empty lists only (EDGES alone, last step) is not returned
                rows.append(row)
        return ResultSet([name for name, _ in self.columns], rows)

    def expand(self, ctx: ExecContext, starts: list[Vid]) -> list[tuple[list[Vid], list[EdgeRecord]]]:
        """``(vertex ids, edge records)`` per step."""
        space = ctx.space
        keep = self._filter(ctx)
        current = list(dict.fromkeys(starts))
        if not current:
            return []
        seen_vids = set(current)
        seen_edges: set[EdgeKey] = set()
        layers: list[tuple[list[Vid], list[EdgeRecord]]] = []
        step = 0
        while True:
            last = step >= self.steps
            edges: list[EdgeRecord] = []
            fresh: dict[Vid, None] = {}
            for vid in current:
                for rec, other in self._neighbours(space, vid, keep):
                    if last and other not in seen_vids:
                        continue
                    key = rec.key
                    if key not in seen_edges:
                        seen_edges.add(key)
                        edges.append(rec)
                    if not last and other not in seen_vids:
                        fresh[other] = None
                ctx.charge()
            layers.append((current, edges))
            ctx.check_rows(len(seen_edges))
            if last or not fresh:
                return layers
            seen_vids.update(fresh)
            current = list(fresh)
            step += 1
            ctx.check_steps(step)

    def _neighbours(self, space: Space, vid: Vid, keep: EdgeFilter | None) -> list[tuple[EdgeRecord, Vid]]:
        out: list[tuple[EdgeRecord, Vid]] = []
        for etype, ways in self.types.items():
            if "out" in ways:
                for rec in space.out_edges(vid, (etype,)):
                    if keep is None or keep(rec, False):
                        out.append((rec, rec.dst))
            if "in" in ways:
                for rec in space.in_edges(vid, (etype,)):
                    if keep is None or keep(rec, True):
                        out.append((rec, rec.src))
        return out

    def _filter(self, ctx: ExecContext) -> EdgeFilter | None:
        where = self.where
        if where is None:
            return None
        truthy = evaluator(ctx).truthy
        types = self.all_types

        def keep(rec: EdgeRecord, reversed: bool) -> bool:
            return bool(truthy(where, GoScope(ctx, rec, reversed, types), strict=False))

        return keep

    def _vertex(self, ctx: ExecContext, vid: Vid) -> Vertex:
        if self.with_prop:
            return ctx.vertex_or_bare(vid)
        rec = ctx.space.get_vertex(vid)
        if rec is None:
            return Vertex(vid)
        return Vertex(vid, Tags({tag: Map() for tag in rec.tags}))

    def _edge(self, rec: EdgeRecord) -> Edge:
        if self.with_prop:
            props = props_map(rec.props or {})
        else:
            wanted = self.read_props.get(rec.type, ())
            props = props_map({p: rec.props[p] for p in wanted if p in rec.props})
        return Edge(rec.src, rec.dst, rec.type, rec.rank, props)


#: What GET SUBGRAPH's WHERE may not hold (7.get-subgraph.md: "Only support the AND operator",
#: "Only support filter destination vertex", as `$$.tag.prop`): OR, `$^`, piped or variable columns.
_NOT_IN_SUBGRAPH_WHERE = (A.SrcRef, A.InputRef, A.Parameter)


def check_subgraph_where(where: A.Expr | None) -> None:
    """Refuse what the manual lists, worded as NebulaGraph's validator words its WHERE refusals."""
    if where is None:
        return
    for node in where.walk():
        if isinstance(node, _NOT_IN_SUBGRAPH_WHERE) or (
            isinstance(node, A.BinaryOp) and node.op.upper() in ("OR", "||")
        ):
            raise QuerySemanticError(f"Not support `{expr_text(where)}' in where sentence.")


def plan_subgraph(stmt: A.GetSubgraph, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    types = walked_types(stmt, schema)
    columns = yield_columns(stmt.yield_)
    spec = start_spec(stmt.from_)
    no_aggregates([stmt.where], "where")
    check_subgraph_where(stmt.where)
    steps = DEFAULT_STEPS if stmt.steps is None else stmt.steps
    if steps < 0:
        raise QuerySemanticError(f"invalid steps: {steps}")
    all_types = {name: i + 1 for i, name in enumerate(schema.edges)}
    return Plan(
        [
            SubgraphStarts(spec),
            Subgraph(steps, types, stmt.where, stmt.with_prop, columns, all_types),
        ]
    )


__all__ = ["filter_props", "plan_subgraph", "walked_types", "yield_columns"]
