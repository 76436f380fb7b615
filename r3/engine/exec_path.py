"""FIND SHORTEST | SINGLE SHORTEST | ALL | NOLOOP PATH: plan and run a path search.

NebulaGraph 3.x semantics reproduced here (the search itself is :mod:`r3.engine.pathfind`):

- FROM and TO are vid lists, or one ``$-.col`` / ``$var.col`` each (they may read different
  inputs). The pairs searched are every distinct source × every distinct target — not the
  rows of the input. NULL/EMPTY cells are skipped; a piped value of another type than the
  space's vids is a SemanticError (see :func:`read_vids`).
- OVER names edge types (``*``: all); ``REVERSELY`` walks edges backwards, ``BIDIRECT``
  both ways; ``UPTO n STEPS`` bounds the path length (default 5; 0 finds nothing).
- WHERE filters the edges walked (like ``like.likeness > 90``; a property of another edge
  type is EMPTY there), it is not a filter on whole paths.
- The one column is the alias of ``YIELD path`` (``path`` without alias). Without ``WITH
  PROP`` the path holds bare vertex ids and edges without properties, as NebulaGraph prints
  ``<("a")-[:like@0 {}]->("b")>``; with it, every tag and property.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from r3.contracts.backend import ResultSet
from r3.engine.exec_go import GoScope, check_props, collect_starts, start_spec, valid_vid, vid_type_name
from r3.engine.pathfind import DEFAULT_UPTO, Direction, EdgeFilter, RawPath, all_paths, shortest_paths
from r3.engine.plan import Plan, Step, evaluator, expr_text
from r3.engine.refs import check_refs, no_aggregates, refs_of, row_dicts
from r3.engine.scope import Scope
from r3.errors import QuerySemanticError
from r3.lang import ast as A
from r3.values import Empty, Null, Path

if TYPE_CHECKING:
    from r3.contracts.schema import SpaceSchema
    from r3.engine.context import ExecContext
    from r3.engine.exec_go import StartSpec
    from r3.engine.storage import EdgeRecord
    from r3.engine.storage_codec import Vid


def path_edge_types(over: A.OverClause, schema: SpaceSchema, space: str) -> list[str]:
    """The edge types of FIND PATH's OVER; an unknown one is NebulaGraph's SemanticError."""
    if "*" in over.edges:
        return list(schema.edges)
    out: list[str] = []
    for name in over.edges:
        if name not in schema.edges:
            raise QuerySemanticError(f"{name} not found in space [{space}].")
        if name not in out:
            out.append(name)
    return out


def yield_column(clause: A.YieldClause | None) -> str:
    """The result column: FIND PATH can only ``YIELD path [AS alias]``."""
    if clause is None:
        raise QuerySemanticError("Missing yield clause.")
    if len(clause.items) != 1:
        raise QuerySemanticError("Only support yield path")
    item = clause.items[0]
    if not (isinstance(item.expr, A.Variable) and item.expr.name.lower() == "path"):
        text = expr_text(item.expr) + (f" AS {item.alias}" if item.alias else "")
        raise QuerySemanticError(f"Illegal yield clauses `{text}'. only support yield path")
    return item.alias if item.alias is not None else "path"


def read_vids(spec: StartSpec, ctx: ExecContext, data: ResultSet | None) -> list[Vid]:
    """The distinct vids of FROM / TO (GET SUBGRAPH's FROM too), checked like NebulaGraph does.

    Why the type check on piped values: NebulaGraph's validator knows the type of ``$-.col``
    and refuses a column of another type than the vids (``$$.player.age`` as a start) with a
    SemanticError, while NULL/EMPTY cells are merely skipped at run time. Without a type
    system the same is decided on the values: any non-null value of the wrong type fails.
    """
    check_refs(refs_of(spec.exprs), ctx, data)
    if spec.kind != "const":
        space = ctx.space
        vid_kind = "INT64" if space.schema.vid_is_int else "FIXED_STRING"
        ev = evaluator(ctx)
        expr = spec.exprs[0]
        if spec.kind == "input":
            rows = row_dicts(data) if data is not None else []
            scopes = [Scope(input=r) for r in rows]
        else:
            assert spec.var is not None
            scopes = [Scope(variables={spec.var: r}) for r in row_dicts(ctx.variables[spec.var])]
        for scope in scopes:
            v = ev.eval(expr, scope)
            if not valid_vid(space, v) and not isinstance(v, (Null, Empty)):
                raise QuerySemanticError(
                    f"`{expr_text(expr)}', the srcs should be type of {vid_kind}, but was`{vid_type_name(v)}'"
                )
    return collect_starts(spec, ctx, data).vids


def edge_filter(ctx: ExecContext, where: A.Expr | None, types: dict[str, int]) -> EdgeFilter | None:
    """The WHERE clause as a per-edge predicate, evaluated like GO's WHERE on one edge."""
    if where is None:
        return None
    truthy = evaluator(ctx).truthy

    def keep(rec: EdgeRecord, reversed: bool) -> bool:
        return bool(truthy(where, GoScope(ctx, rec, reversed, types), strict=False))

    return keep


class PathEnds(Step):
    """Evaluate FROM and TO into distinct vid lists."""

    name = "PathEnds"

    def __init__(self, src: StartSpec, dst: StartSpec) -> None:
        self.src = src
        self.dst = dst

    def info(self) -> str:
        return f"from: {self.src.describe()}, to: {self.dst.describe()}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> tuple[list[Vid], list[Vid]]:
        return read_vids(self.src, ctx, data), read_vids(self.dst, ctx, data)


class PathSearch(Step):
    """Run the search and return the paths as r3 values."""

    def __init__(
        self,
        kind: str,
        edges: list[str],
        direction: Direction,
        upto: int,
        where: A.Expr | None,
        with_prop: bool,
        types: dict[str, int],
    ) -> None:
        self.kind = kind
        self.edges = edges
        self.direction = direction
        self.upto = upto
        self.where = where
        self.with_prop = with_prop
        self.types = types
        self.name = {
            "SHORTEST": "ShortestPath",
            "SINGLE SHORTEST": "SingleShortestPath",
            "ALL": "AllPaths",
            "NOLOOP": "NoLoopPaths",
        }[kind]

    def info(self) -> str:
        text = f"over: {', '.join(self.edges)} ({self.direction}), upto: {self.upto}"
        if self.where is not None:
            text += f", filter: {expr_text(self.where)}"
        return text + (", with prop" if self.with_prop else "")

    def run(self, ctx: ExecContext, ends: tuple[list[Vid], list[Vid]]) -> list[Path]:
        srcs, dsts = ends
        keep = edge_filter(ctx, self.where, self.types)
        search: Callable[..., list[RawPath]]
        if self.kind in ("SHORTEST", "SINGLE SHORTEST"):
            search = functools.partial(shortest_paths, single=self.kind == "SINGLE SHORTEST")
        else:
            search = functools.partial(all_paths, no_loop=self.kind == "NOLOOP")
        found = search(ctx, srcs, dsts, self.edges, self.direction, self.upto, edge_filter=keep)
        ctx.check_rows(len(found))
        return [p.to_value(ctx, with_props=self.with_prop) for p in found]


class PathRows(Step):
    name = "Project"

    def __init__(self, column: str) -> None:
        self.column = column

    def info(self) -> str:
        return f"columns: {self.column}"

    def run(self, ctx: ExecContext, paths: list[Path]) -> ResultSet:
        return ResultSet([self.column], [(p,) for p in paths])


#: What FIND PATH's WHERE may not read: vertex properties ($^/$$) and piped or variable columns.
_NOT_EDGE = (A.SrcRef, A.DstRef, A.InputRef, A.Parameter)


def edges_only(where: A.Expr | None) -> None:
    """6.find-path.md: "FIND PATH only supports filtering properties of edges with WHERE clauses.
    Filtering properties of vertices … not supported" — a SemanticError, as NebulaGraph's
    validator words it."""
    if where is not None and any(isinstance(n, _NOT_EDGE) for n in where.walk()):
        raise QuerySemanticError(f"Not support `{expr_text(where)}' in where sentence.")


def plan_find_path(stmt: A.FindPath, ctx: ExecContext) -> Plan:
    space = ctx.space
    schema = space.schema
    edges = path_edge_types(stmt.over, schema, schema.name)
    column = yield_column(stmt.yield_)
    src = start_spec(stmt.from_)
    dst = start_spec(stmt.to)
    no_aggregates([stmt.where], "where")
    edges_only(stmt.where)
    check_props([stmt.where], schema, edges)
    upto = DEFAULT_UPTO if stmt.upto is None else stmt.upto
    types = {name: i + 1 for i, name in enumerate(schema.edges)}
    return Plan(
        [
            PathEnds(src, dst),
            PathSearch(stmt.kind, edges, stmt.over.direction, upto, stmt.where, stmt.with_prop, types),
            PathRows(column),
        ]
    )


__all__ = ["edge_filter", "path_edge_types", "plan_find_path", "read_vids", "yield_column"]
