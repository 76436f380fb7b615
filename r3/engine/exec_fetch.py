"""FETCH PROP ON tags vids / FETCH PROP ON edge src->dst@rank.

NebulaGraph 3.x semantics reproduced here:

- one row per given vid (constant duplicates kept, piped / variable vids de-duplicated); a
  vertex that does not exist or has none of the named tags is skipped; ``*`` means every tag;
- ``tag.prop`` of a named tag the vertex lacks is EMPTY; ``vertex`` carries only the fetched
  tags (all of them for ``*``); without YIELD the one column ``vertices_`` holds it;
- edges: one row per key that exists (rank 0 when not given); without YIELD the column is
  ``edges_``;
- YIELD may not use ``$-``/``$var`` (the vids come from them), ``$^``/``$$`` nor, for vertices,
  ``edge``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from r3.engine.exec_go import PSEUDO, StartSpec, space_vid, start_spec, value_of, vid_type_name
from r3.engine.plan import (
    Column,
    Dedup,
    Plan,
    Project,
    Step,
    columns_of,
    evaluator,
    expr_text,
    schema_not_found,
)
from r3.engine.refs import check_refs, refs_of, row_dicts
from r3.engine.scope import MISSING, Resolved, Scope
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.values import EMPTY, List, Tags, Vertex

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.contracts.schema import SpaceSchema
    from r3.engine.context import ExecContext
    from r3.engine.storage import EdgeRecord
    from r3.engine.storage_codec import Vid


def check_yield(items: list[A.YieldItem], *, kind: str) -> None:
    """The YIELD forms FETCH refuses (NebulaGraph's messages)."""
    other = "edge" if kind == "vertex" else "vertex"
    for it in items:
        e = it.expr
        if isinstance(e, A.Variable) and e.name.lower() == kind and it.alias is None and kind == "vertex":
            raise QuerySyntaxError("please add alias when using `vertex'. near `vertex'")
        refs = refs_of([e])
        if "*" in refs.input_props:
            raise QuerySemanticError("`$-.*', not exist prop `*'")
        if refs.input_props or refs.variables:
            raise QuerySemanticError("unsupported input/variable property expression in yield.")
        for node in e.walk():
            if isinstance(node, (A.SrcRef, A.DstRef)):
                raise QuerySemanticError("unsupported src/dst property expression in yield.")
            if isinstance(node, A.Variable) and node.name.lower() == other:
                shown = expr_text(e) + (f" AS {it.alias}" if it.alias else "")
                raise QuerySemanticError(f"illegal yield clauses `{shown}'")


def _owned_props(items: list[A.YieldItem]) -> Iterator[tuple[A.Property, str]]:
    """Every ``owner.prop`` the YIELD items read, with its owner (``vertex.…``/``edge.…`` left out)."""
    for it in items:
        for node in it.expr.walk():
            if isinstance(node, A.Property) and isinstance(node.obj, A.Variable):
                owner = node.obj.name
                if owner.lower() not in ("vertex", "edge"):
                    yield node, owner


def _check_tag_props(items: list[A.YieldItem], schema: SpaceSchema) -> None:
    for node, owner in _owned_props(items):
        tag = schema.tags.get(owner)
        if tag is None:
            raise schema_not_found("tag", owner)
        if tag.prop(node.name) is None:
            raise QuerySemanticError(f"`{expr_text(node)}', not found the property `{node.name}'.")


# --------------------------------------------------------------------------- vertices


class VertexScope(Scope):
    """A fetched / looked-up vertex: ``tag.prop``, ``vertex``."""

    __slots__ = ("_vertex", "_tags")

    def __init__(self, vertex: Vertex, tags: frozenset[str]) -> None:
        super().__init__()
        self._vertex = vertex
        self._tags = tags

    def _name_hook(self, name: str) -> Resolved:
        return self._vertex if name.lower() == "vertex" else MISSING

    def schema_prop(self, owner: str, prop: str) -> Resolved:
        props = self._vertex.tags.get(owner)
        if props is None:
            return EMPTY if owner in self._tags else MISSING
        return props.get(prop, EMPTY)


def fetch_vids(spec: StartSpec, ctx: ExecContext, data: ResultSet | None) -> list[Vid]:
    """The vids to fetch, in order; constants keep duplicates (NebulaGraph fetches each one given)."""
    ev = evaluator(ctx)
    space = ctx.space
    vid_kind = "INT64" if space.schema.vid_is_int else "FIXED_STRING"
    check_refs(refs_of(spec.exprs), ctx, data)
    if spec.kind == "const":
        out = []
        for e in spec.exprs:
            value = ev.eval(e, Scope())
            for v in list(value) if isinstance(value, List) else [value]:
                vid = space_vid(space, v)
                if vid is None:
                    raise QuerySemanticError(
                        f"`{expr_text(e)}', the vid should be type of {vid_kind}, but was`{vid_type_name(v)}'"
                    )
                out.append(vid)
        return out
    if spec.kind == "input":
        scopes = [Scope(input=r) for r in row_dicts(data)] if data is not None else []
    else:
        assert spec.var is not None
        scopes = [Scope(variables={spec.var: r}) for r in row_dicts(ctx.variables[spec.var])]
    # piped / variable vids are de-duplicated (NebulaGraph's runtime input ends in a Dedup)
    values = dict.fromkeys(ev.eval(spec.exprs[0], s) for s in scopes)
    return [vid for vid in (space_vid(space, v) for v in values) if vid is not None]


class FetchVertices(Step):
    name = "GetVertices"

    def __init__(self, spec: StartSpec, tags: list[str] | None) -> None:
        self.spec = spec
        self.tags = tags  # None: every tag

    def info(self) -> str:
        return f"tags: {'*' if self.tags is None else ', '.join(self.tags)}, vids: {self.spec.describe()}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> list[VertexScope]:
        space = ctx.space
        wanted = frozenset(space.schema.tags if self.tags is None else self.tags)
        rows: list[VertexScope] = []
        for vid in fetch_vids(self.spec, ctx, data):
            ctx.charge()
            vertex = ctx.vertex(vid)
            if vertex is None:
                continue
            if self.tags is not None:
                kept = {t: p for t, p in vertex.tags.items() if t in wanted}
                if not kept:
                    continue
                vertex = Vertex(vertex.vid, Tags(kept))
            elif not vertex.tags:
                continue
            rows.append(VertexScope(vertex, wanted))
        ctx.check_rows(len(rows))
        return rows


def plan_fetch_vertices(stmt: A.FetchVertices, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    tags: list[str] | None
    if stmt.tags == ["*"] or "*" in stmt.tags:
        tags = None
    else:
        for t in stmt.tags:
            if t not in schema.tags:
                raise schema_not_found("tag", t)
        tags = list(dict.fromkeys(stmt.tags))
    spec = start_spec(stmt.vids)
    if stmt.yield_ is None:
        columns = [Column("vertices_", A.Variable("vertex"))]
    else:
        check_yield(stmt.yield_.items, kind="vertex")
        _check_tag_props(stmt.yield_.items, schema)
        columns = columns_of(stmt.yield_.items)
    steps: list[Step] = [FetchVertices(spec, tags), Project(columns)]
    if stmt.yield_ is not None and stmt.yield_.distinct:
        steps.append(Dedup())
    return Plan(steps)


# --------------------------------------------------------------------------- edges


class EdgeScope(Scope):
    """A fetched / looked-up edge: ``e.prop``, ``e._src`` …, ``edge``."""

    __slots__ = ("_ctx", "_rec", "_type_id")

    def __init__(self, ctx: ExecContext, rec: EdgeRecord, type_id: int) -> None:
        super().__init__()
        self._ctx = ctx
        self._rec = rec
        self._type_id = type_id

    def _name_hook(self, name: str) -> Resolved:
        return self._ctx.edge(self._rec) if name.lower() == "edge" else MISSING

    def schema_prop(self, owner: str, prop: str) -> Resolved:
        rec = self._rec
        if owner != rec.type:
            return MISSING
        if prop == "_src":
            return rec.src
        if prop == "_dst":
            return rec.dst
        if prop == "_rank":
            return rec.rank
        if prop == "_type":
            return self._type_id
        raw = rec.props.get(prop, MISSING)
        return MISSING if raw is MISSING else value_of(raw)


class FetchEdges(Step):
    name = "GetEdges"

    def __init__(self, edge: str, keys: list[A.EdgeKey]) -> None:
        self.edge = edge
        self.keys = keys

    def info(self) -> str:
        return f"edge: {self.edge}, keys: {len(self.keys)}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> list[EdgeScope]:
        space = ctx.space
        ev = evaluator(ctx)
        exprs = [x for k in self.keys for x in (k.src, k.dst, k.rank) if x is not None]
        refs = refs_of(exprs)
        check_refs(refs, ctx, data)
        if refs.input_props:
            scopes = [Scope(input=r) for r in row_dicts(data)] if data is not None else []
        elif refs.variables:
            var = refs.variables[0]
            scopes = [Scope(variables={var: r}) for r in row_dicts(ctx.variables[var])]
        else:
            scopes = [Scope()]
        type_id = list(space.schema.edges).index(self.edge) + 1
        rows: list[EdgeScope] = []
        for scope in scopes:
            for key in self.keys:
                src_value, dst_value = ev.eval(key.src, scope), ev.eval(key.dst, scope)
                rank = 0 if key.rank is None else ev.eval(key.rank, scope)
                src, dst = space_vid(space, src_value), space_vid(space, dst_value)
                if src is None or dst is None:
                    if not refs.input_props and not refs.variables:
                        raise QuerySemanticError(
                            f"`{expr_text(key.src)}->{expr_text(key.dst)}', the src/dst should be a vid"
                        )
                    continue
                if type(rank) is not int:
                    if not refs.input_props and not refs.variables:
                        raise QuerySemanticError(
                            f"`{expr_text(key.rank or key.src)}', the rank should be an int"
                        )
                    continue
                ctx.charge()
                rec = space.get_edge(src, self.edge, dst, rank)
                if rec is not None:
                    rows.append(EdgeScope(ctx, rec, type_id))
        ctx.check_rows(len(rows))
        return rows


def _check_edge_props(items: list[A.YieldItem], edge: str, schema: SpaceSchema) -> None:
    item = schema.edges[edge]
    for node, owner in _owned_props(items):
        if owner != edge:
            raise QuerySemanticError(f"`{expr_text(node)}', not found edge `{owner}' in FETCH")
        if node.name not in PSEUDO and item.prop(node.name) is None:
            raise QuerySemanticError(f"`{expr_text(node)}', not found the property `{node.name}'.")


def plan_fetch_edges(stmt: A.FetchEdges, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    if stmt.edge not in schema.edges:
        raise schema_not_found("edge", stmt.edge)
    refs = refs_of([x for k in stmt.keys for x in (k.src, k.dst, k.rank) if x is not None])
    if (refs.input_props or refs.variables) and len(stmt.keys) != 1:
        raise QuerySyntaxError("syntax error: only one piped edge key is allowed")
    if stmt.yield_ is None:
        columns = [Column("edges_", A.Variable("edge"))]
    else:
        check_yield(stmt.yield_.items, kind="edge")
        _check_edge_props(stmt.yield_.items, stmt.edge, schema)
        columns = columns_of(stmt.yield_.items)
    steps: list[Step] = [FetchEdges(stmt.edge, stmt.keys), Project(columns)]
    if stmt.yield_ is not None and stmt.yield_.distinct:
        steps.append(Dedup())
    return Plan(steps)


__all__ = ["EdgeScope", "VertexScope", "check_yield"]
