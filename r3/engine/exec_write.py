"""INSERT / UPDATE / UPSERT / DELETE: the nGQL statements that change data.

Each statement is one storage write batch, so it is applied completely or not at all (a bad
row rolls the whole statement back, as one NebulaGraph request would fail). Values are full
expressions (``now()``, ``1 + 1``); piped forms (``GO … | DELETE EDGE like $-.src -> $-.dst``)
evaluate their keys once per input row. Writes run only when the context allows them: the
engine refuses write statements unless ``allow_writes`` is set.

UPDATE/UPSERT: ``SET`` values see the current props by bare name (``age = age + 1``) or as
``tag.prop``; ``WHEN`` false skips the update (YIELD still reports the current values) but not
an UPSERT's insert, whose SET always applies; YIELD reports the props after the update.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from r3.contracts.backend import ResultSet
from r3.engine.context import props_map
from r3.engine.exec_go import space_vid, vid_type_name
from r3.engine.plan import Plan, Project, columns_of, evaluator, expr_text, schema_not_found
from r3.engine.refs import check_refs, refs_of, row_dicts
from r3.engine.scope import MISSING, Resolved, Scope
from r3.engine.storage_codec import Props, PropValue, default_value
from r3.errors import QueryError, QueryExecutionError, QuerySemanticError
from r3.lang import ast as A
from r3.values import NULL, Null, Row, Value

if TYPE_CHECKING:
    from r3.contracts.schema import PropertyDef, SchemaItem
    from r3.engine.context import ExecContext
    from r3.engine.evaluator import ExpressionEvaluator
    from r3.engine.storage import Space, WriteBatch
    from r3.engine.storage_codec import Vid


def require_writes(ctx: ExecContext) -> None:
    if not ctx.allow_writes:
        raise QuerySemanticError("write statements are disabled (read-only); pass allow_writes=True")


def storable(value: Value) -> PropValue:
    """An r3 value as storage keeps it (NULL → None)."""
    return None if isinstance(value, Null) else value


def _row_scopes(exprs: list[A.Expr], ctx: ExecContext, data: ResultSet | None) -> list[Scope]:
    """One scope per piped/variable row when the expressions read ``$-``/``$var``, else one empty scope."""
    refs = refs_of(exprs)
    check_refs(refs, ctx, data)
    if refs.input_props:
        return [Scope(input=r) for r in row_dicts(data)] if data is not None else []
    if refs.variables:
        var = refs.variables[0]
        return [Scope(variables={var: r}) for r in row_dicts(ctx.variables[var])]
    return [Scope()]


def _vid(space: Space, value: Value, expr: A.Expr) -> Vid:
    vid = space_vid(space, value)
    if vid is None:
        kind = "INT64" if space.schema.vid_is_int else "FIXED_STRING"
        raise QuerySemanticError(
            f"`{expr_text(expr)}', the vid should be type of {kind}, but was`{vid_type_name(value)}'"
        )
    return vid


def _done(ctx: ExecContext) -> ResultSet:
    ctx.invalidate()
    return ResultSet([])


@contextmanager
def _writing(ctx: ExecContext) -> Iterator[tuple[Space, ExpressionEvaluator, WriteBatch]]:
    """The space, an evaluator and one write batch of a write statement (refused when read-only)."""
    require_writes(ctx)
    space = ctx.space
    ev = evaluator(ctx)
    with space.batch() as batch:
        yield space, ev, batch


# --------------------------------------------------------------------------- INSERT


def _schema_props(item: SchemaItem) -> list[str]:
    """The property names of a tag or edge type in schema order (an INSERT with no list)."""
    return [p.name for p in item.properties]


def plan_insert_vertex(stmt: A.InsertVertex, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    for tp in stmt.tags:
        if tp.tag not in schema.tags:
            raise schema_not_found("tag", tp.tag)
    # ``INSERT VERTEX t VALUES …`` with no list: the values fill every property in schema order.
    listed = [tp.props if tp.props_listed else _schema_props(schema.tags[tp.tag]) for tp in stmt.tags]
    width = sum(len(props) for props in listed)

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        with _writing(ctx) as (space, ev, batch):
            for row in stmt.rows:
                if len(row.values) != width:
                    raise QuerySemanticError("Column count doesn't match value count.")
                values = [storable(ev.eval(v, Scope())) for v in row.values]
                tags: dict[str, dict[str, PropValue]] = {}
                pos = 0
                for tp, props in zip(stmt.tags, listed, strict=True):
                    tags[tp.tag] = dict(zip(props, values[pos : pos + len(props)], strict=True))
                    pos += len(props)
                vid = _vid(space, ev.eval(row.vid, Scope()), row.vid)
                batch.insert_vertex(vid, tags, if_not_exists=stmt.if_not_exists)
        return _done(ctx)

    return Plan.of("InsertVertices", run, f"{len(stmt.rows)} rows")


def plan_insert_edge(stmt: A.InsertEdge, ctx: ExecContext) -> Plan:
    edges = ctx.space.schema.edges
    if stmt.edge not in edges:
        raise schema_not_found("edge", stmt.edge)
    listed = stmt.props if stmt.props_listed else _schema_props(edges[stmt.edge])

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        with _writing(ctx) as (space, ev, batch):
            for row in stmt.rows:
                if len(row.values) != len(listed):
                    raise QuerySemanticError("Column count doesn't match value count.")
                props = {p: storable(ev.eval(v, Scope())) for p, v in zip(listed, row.values, strict=True)}
                src = _vid(space, ev.eval(row.src, Scope()), row.src)
                dst = _vid(space, ev.eval(row.dst, Scope()), row.dst)
                rank = 0 if row.rank is None else ev.eval(row.rank, Scope())
                if type(rank) is not int:
                    raise QuerySemanticError(f"`{expr_text(row.rank or row.src)}', the rank should be an int")
                batch.insert_edge(src, stmt.edge, dst, rank, props, if_not_exists=stmt.if_not_exists)
        return _done(ctx)

    return Plan.of("InsertEdges", run, f"{stmt.edge}, {len(stmt.rows)} rows")


# --------------------------------------------------------------------------- UPDATE / UPSERT


class PropsScope(Scope):
    """Props of the row being updated, by bare name and as ``owner.prop``.

    A vertex's props are also ``$^.owner.prop``: NebulaGraph's UpdateValidator rewrites a
    source property of the updated tag to the prop (``UPDATE VERTEX "101" SET course.credits
    = $^.course.credits + 1``); on an edge ``$^``/``$$`` stay errors.
    """

    __slots__ = ("_owner", "_props", "_extra", "_vertex")

    def __init__(
        self,
        owner: str,
        props: dict[str, Value],
        extra: dict[str, Value] | None = None,
        *,
        vertex: bool = False,
    ) -> None:
        super().__init__()
        self._owner = owner
        self._props = props
        self._extra = extra or {}
        self._vertex = vertex

    def src_prop(self, tag: str, prop: str) -> Resolved:
        if self._vertex and tag == self._owner:
            return self._props.get(prop, MISSING)
        return MISSING

    def _name_hook(self, name: str) -> Resolved:
        if name in self._props:
            return self._props[name]
        return MISSING

    def schema_prop(self, owner: str, prop: str) -> Resolved:
        if owner == self._owner:
            if prop in self._extra:
                return self._extra[prop]
            return self._props.get(prop, MISSING)
        return MISSING


def _set_target(item: A.SetItem, owner: str) -> str:
    t = item.target
    if isinstance(t, A.Variable):
        return t.name
    if isinstance(t, A.Property) and isinstance(t.obj, A.Variable) and t.obj.name == owner:
        return t.name
    raise QuerySemanticError(f"`{expr_text(t)}' cannot be updated on `{owner}'")


def _update(
    ctx: ExecContext,
    owner: str,
    current: dict[str, Value],
    stmt: A.UpdateVertex | A.UpdateEdge,
    extra: dict[str, Value],
    *,
    inserting: bool = False,
) -> tuple[dict[str, PropValue] | None, dict[str, Value]]:
    """The changes to apply (None when WHEN is false) and the props after them.

    An UPSERT that inserts ignores WHEN (12.vertex-statements/3.upsert-vertex.md: "it is
    created no matter the conditions in the WHEN clause are met or not, and the SET clause
    always takes effect")."""
    ev = evaluator(ctx)
    scope = PropsScope(owner, current, extra, vertex=isinstance(stmt, A.UpdateVertex))
    if not inserting and stmt.when is not None and not ev.truthy(stmt.when, scope):
        return None, current
    changes: dict[str, PropValue] = {}
    after = dict(current)
    for item in stmt.set:
        name = _set_target(item, owner)
        if name not in current:
            raise QuerySemanticError(f"`{owner}.{name}', not found the property `{name}'.")
        value = ev.eval(item.value, scope)
        changes[name] = storable(value)
        after[name] = value
    return changes, after


def _yield(
    ctx: ExecContext,
    stmt: A.UpdateVertex | A.UpdateEdge,
    owner: str,
    props: dict[str, Value],
    extra: dict[str, Value],
) -> ResultSet:
    if stmt.yield_ is None:
        return ResultSet([])
    scope = PropsScope(owner, props, extra, vertex=isinstance(stmt, A.UpdateVertex))
    return Project(columns_of(stmt.yield_.items)).run(ctx, [scope])


#: One row of an UPDATE: its extra names (``_id`` / ``_src``, ``_dst``, ``_rank``), a reader of
#: the stored props (None when there is no such row) and a writer of the changes.
_UpdateRow = tuple[dict[str, Value], Callable[[], "Props | None"], Callable[[dict[str, PropValue]], None]]


def _run_update(
    ctx: ExecContext,
    data: ResultSet | None,
    stmt: A.UpdateVertex | A.UpdateEdge,
    owner: str,
    item: SchemaItem,
    exprs: list[A.Expr],
    bind: Callable[[ExecContext, Scope], _UpdateRow],
) -> ResultSet:
    """UPDATE/UPSERT of a vertex's tag or of an edge, once per piped row; YIELD's rows."""
    require_writes(ctx)
    results: list[Row] = []
    columns: list[str] = []
    for scope in _row_scopes(exprs, ctx, data):
        extra, read, write = bind(ctx, scope)
        stored = read()
        if stored is None and not stmt.upsert:
            raise QueryExecutionError("Storage Error: Vertex or edge not found.")
        if stored is None:
            current = {p.name: _default(p) for p in item.properties}
        else:
            current = dict(props_map(stored))
        changes, after = _update(ctx, owner, current, stmt, extra, inserting=stored is None)
        if changes is not None or (stored is None and stmt.upsert):
            write(changes or {})
            fresh = read()
            after = dict(props_map(fresh)) if fresh is not None else after
        out = _yield(ctx, stmt, owner, after, extra)
        columns = out.columns
        results.extend(out.rows)
    return ResultSet(columns, results)


def plan_update_vertex(stmt: A.UpdateVertex, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    tag = stmt.tag
    if tag is None:
        owners = {
            it.target.obj.name
            for it in stmt.set
            if isinstance(it.target, A.Property) and isinstance(it.target.obj, A.Variable)
        }
        if len(owners) != 1:
            raise QuerySemanticError("UPDATE VERTEX needs ON <tag> (or SET <tag>.<prop> = … of one tag)")
        tag = owners.pop()
    if tag not in schema.tags:
        raise schema_not_found("tag", tag)
    item = schema.tags[tag]

    def row(ctx: ExecContext, scope: Scope) -> _UpdateRow:
        space = ctx.space
        vid = _vid(space, evaluator(ctx).eval(stmt.vid, scope), stmt.vid)

        def write(changes: dict[str, PropValue]) -> None:
            with space.batch() as batch:
                batch.update_vertex(vid, tag, changes, upsert=stmt.upsert)
            ctx.invalidate()

        return {"_id": vid}, lambda: space.vertex_props(vid, tag), write

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        return _run_update(ctx, data, stmt, tag, item, [stmt.vid], row)

    return Plan.of("UpdateVertex", run, f"tag: {tag}")


def _default(prop: PropertyDef) -> Value:
    """What UPSERT starts a missing row's prop at: its default, else NULL."""
    if not prop.has_default or prop.default is None:
        return NULL
    try:
        value = default_value(prop.default)
    except QueryError:
        return NULL
    return NULL if value is None else value


def plan_update_edge(stmt: A.UpdateEdge, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    if stmt.edge not in schema.edges:
        raise schema_not_found("edge", stmt.edge)
    item = schema.edges[stmt.edge]
    key = stmt.key

    def row(ctx: ExecContext, scope: Scope) -> _UpdateRow:
        space = ctx.space
        ev = evaluator(ctx)
        src = _vid(space, ev.eval(key.src, scope), key.src)
        dst = _vid(space, ev.eval(key.dst, scope), key.dst)
        # not checked to be an int: storage finds no edge under another value (an UPSERT then
        # fails on inserting it), and 0.0 finds rank 0, as before
        rank: Any = 0 if key.rank is None else ev.eval(key.rank, scope)

        def read() -> Props | None:
            rec = space.get_edge(src, stmt.edge, dst, rank)
            return None if rec is None else rec.props

        def write(changes: dict[str, PropValue]) -> None:
            with space.batch() as batch:
                batch.update_edge(src, stmt.edge, dst, rank, changes, upsert=stmt.upsert)

        return {"_src": src, "_dst": dst, "_rank": rank}, read, write

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        exprs = [x for x in (key.src, key.dst, key.rank) if x is not None]
        return _run_update(ctx, data, stmt, stmt.edge, item, exprs, row)

    return Plan.of("UpdateEdge", run, f"edge: {stmt.edge}")


# --------------------------------------------------------------------------- DELETE


def _for_each_vid(
    ctx: ExecContext, data: ResultSet | None, vids: list[A.Expr], op: Callable[[WriteBatch, Vid], object]
) -> ResultSet:
    """``op(batch, vid)`` for each valid vid the expressions give (per piped row), in one batch."""
    with _writing(ctx) as (space, ev, batch):
        for scope in _row_scopes(vids, ctx, data):
            for e in vids:
                vid = space_vid(space, ev.eval(e, scope))
                if vid is not None:
                    op(batch, vid)
    return _done(ctx)


def plan_delete_vertex(stmt: A.DeleteVertex, ctx: ExecContext) -> Plan:
    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        return _for_each_vid(
            ctx, data, stmt.vids, lambda b, vid: b.delete_vertex(vid, with_edges=stmt.with_edge)
        )

    return Plan.of("DeleteVertices", run, "with edges" if stmt.with_edge else "")


def plan_delete_edge(stmt: A.DeleteEdge, ctx: ExecContext) -> Plan:
    if stmt.edge not in ctx.space.schema.edges:
        raise schema_not_found("edge", stmt.edge)

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        exprs = [x for k in stmt.keys for x in (k.src, k.dst, k.rank) if x is not None]
        with _writing(ctx) as (space, ev, batch):
            for scope in _row_scopes(exprs, ctx, data):
                for k in stmt.keys:
                    src_value, dst_value = ev.eval(k.src, scope), ev.eval(k.dst, scope)
                    rank = 0 if k.rank is None else ev.eval(k.rank, scope)
                    src, dst = space_vid(space, src_value), space_vid(space, dst_value)
                    if src is not None and dst is not None and type(rank) is int:
                        batch.delete_edge(src, stmt.edge, dst, rank)
        return _done(ctx)

    return Plan.of("DeleteEdges", run, stmt.edge)


def plan_delete_tag(stmt: A.DeleteTag, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    names = None if stmt.tags == ["*"] else stmt.tags
    for t in names or ():
        if t not in schema.tags:
            raise schema_not_found("tag", t)

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        return _for_each_vid(ctx, data, stmt.vids, lambda b, vid: b.delete_tags(vid, names))

    return Plan.of("DeleteTags", run, ", ".join(stmt.tags))


__all__ = ["require_writes", "storable"]
