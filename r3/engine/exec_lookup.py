"""LOOKUP ON tag_or_edge [WHERE …] [YIELD …]: find vertices or edges by property through an index.

NebulaGraph only runs a LOOKUP when the tag or edge type has an index (any index: without a
usable prefix it scans the index fully), and only accepts WHERE conditions an index can
answer: comparisons / IN / STARTS WITH between a property of the looked-up schema and a
constant, joined by AND/OR. Text matching (CONTAINS, ENDS WITH, regex) needs a full-text
index and NOT is refused; both are SemanticErrors with NebulaGraph's messages.

An equality (or IN) on the first field of an index seeks it; anything else scans the
schema's rows, filtering with the whole condition. ``vertex`` holds only the looked-up tag.
Without YIELD the columns are ``VertexID`` (tags) or ``SrcVID``, ``DstVID``, ``Ranking``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from r3.engine.context import props_map
from r3.engine.exec_fetch import EdgeScope, VertexScope
from r3.engine.exec_go import PSEUDO
from r3.engine.plan import Column, Dedup, Filter, Plan, Project, Step, columns_of, evaluator, expr_text
from r3.engine.refs import refs_of
from r3.engine.scope import Scope
from r3.engine.storage_codec import EdgeRecord, Vid
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.lang import ast as A
from r3.values import List, Set, Tags, Value, Vertex

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.contracts.schema import IndexDef, SchemaItem, SpaceSchema
    from r3.engine.context import ExecContext

_FULLTEXT_OPS = {"CONTAINS", "NOT CONTAINS", "ENDS WITH", "NOT ENDS WITH", "NOT STARTS WITH", "=~"}
_INDEX_OPS = {"==", "=", "!=", "<>", "<", "<=", ">", ">=", "IN", "NOT IN", "STARTS WITH"}


def _prop_of(expr: A.Expr, schema: str) -> str | None:
    """``schema.prop`` → ``prop`` (None for anything else)."""
    if isinstance(expr, A.Property) and isinstance(expr.obj, A.Variable) and expr.obj.name == schema:
        return expr.name
    return None


def _is_constant(expr: A.Expr) -> bool:
    for node in expr.walk():
        if isinstance(node, (A.Property, A.Variable, A.Parameter, A.InputRef, A.SrcRef, A.DstRef)):
            return False
    return True


def check_filter(expr: A.Expr, item: SchemaItem, unknown: list[str] | None = None) -> None:
    """Refuse the conditions NebulaGraph's LOOKUP refuses (SemanticError, its messages).

    A property the schema does not have is not an error in NebulaGraph's LOOKUP (no index
    entry can match it, so nothing is found); such names are appended to ``unknown``.
    """
    if isinstance(expr, A.BinaryOp) and expr.op.upper() in ("AND", "OR", "&&", "||"):
        check_filter(expr.left, item, unknown)
        check_filter(expr.right, item, unknown)
        return
    if isinstance(expr, A.UnaryOp) and expr.op.upper() in ("NOT", "!"):
        raise QuerySemanticError(f"Expression {expr_text(expr)} not supported yet")
    if isinstance(expr, A.IsNull):
        if _prop_of(expr.operand, item.name) is None:
            raise QuerySemanticError(f"Expression {expr_text(expr)} not supported yet")
        return
    if isinstance(expr, A.FunctionCall) and expr.name.lower() in GEO_PREDICATES:
        _check_geo_predicate(expr, item)
        return
    if not isinstance(expr, A.BinaryOp):
        raise QuerySemanticError(f"Expression {expr_text(expr)} not supported yet")
    op = expr.op.upper()
    if op in _FULLTEXT_OPS:
        raise QuerySemanticError(
            f"Expression {expr_text(expr)} is not supported, please use full-text index as an optimal solution"
        )
    if op not in _INDEX_OPS:
        raise QuerySemanticError(f"Expression {expr_text(expr)} not supported yet")
    distance = [
        s
        for s in (expr.left, expr.right)
        if isinstance(s, A.FunctionCall) and s.name.lower() == "st_distance"
    ]
    if distance and op in ("<", "<=", ">", ">="):  # ST_Distance(t.geo, <shape>) < d: a geo index range
        _check_geo_predicate(distance[0], item)
        bound = expr.right if distance[0] is expr.left else expr.left
        if not _is_constant(bound):
            raise QuerySemanticError(f"'{expr_text(bound)}' is not an evaluable expression.")
        return
    left, right = _prop_of(expr.left, item.name), _prop_of(expr.right, item.name)
    prop, other = (left, expr.right) if left is not None else (right, expr.left)
    if prop is None:
        for side in (expr.left, expr.right):
            for node in side.walk():
                if isinstance(node, A.Property) and isinstance(node.obj, A.Variable):
                    raise QuerySemanticError(f"Schema name error: {node.obj.name}")
        raise QuerySemanticError(f"Expression {expr_text(expr)} not supported yet")
    if item.prop(prop) is None:
        if unknown is None:
            raise QuerySemanticError(f"`{item.name}.{prop}', not found the property `{prop}'.")
        unknown.append(prop)
    if not _is_constant(other):
        raise QuerySemanticError(f"'{expr_text(other)}' is not an evaluable expression.")
    if op == "STARTS WITH" and isinstance(other, A.Literal) and not isinstance(other.value, str):
        raise QuerySemanticError(f"Column type error : {prop}")
    _check_literal_type(item, prop, other)


#: Geography predicates a LOOKUP may filter on (NebulaGraph seeks its geo index with them).
GEO_PREDICATES = frozenset({"st_intersects", "st_covers", "st_coveredby", "st_dwithin"})


def _check_geo_predicate(call: A.FunctionCall, item: SchemaItem) -> None:
    """``ST_Intersects(t.geo, <constant>)`` (either order; ST_DWithin's distance a constant):
    one argument is a geography property of the looked-up schema, the others constants."""
    props = [_prop_of(a, item.name) for a in call.args[:2]]
    named = [p for p in props if p is not None]
    others = [a for a, p in zip(call.args, props + [None] * len(call.args), strict=False) if p is None]
    if len(named) != 1 or not all(_is_constant(a) for a in others):
        raise QuerySemanticError(f"Expression {expr_text(call)} not supported yet")
    pdef = item.prop(named[0])
    if pdef is None:
        raise QuerySemanticError(f"`{item.name}.{named[0]}', not found the property `{named[0]}'.")
    if pdef.type != "geography":
        raise QuerySemanticError(f"Column type error : {named[0]}")


def _check_literal_type(item: SchemaItem, prop: str, other: A.Expr) -> None:
    """LookupValidator::checkConstExpr: the constant a property is compared with has the
    property's type — numbers of either kind compare with numbers (the index range is
    rounded), a list of an IN may hold anything; otherwise "Column type error : prop"."""
    pdef = item.prop(prop)
    if pdef is None or not isinstance(other, A.Literal) or other.value is None:
        return
    value = other.value
    if isinstance(value, bool):
        fits = pdef.type == "bool"
    elif isinstance(value, (int, float)):
        fits = pdef.is_numeric or (pdef.type == "timestamp" and isinstance(value, int))
    elif isinstance(value, str):
        fits = pdef.is_string
    else:
        return
    if not fits:
        raise QuerySemanticError(f"Column type error : {prop}")


def _check_yield(items: list[A.YieldItem], item: SchemaItem, is_edge: bool) -> None:
    for it in items:
        refs = refs_of([it.expr])
        if refs.input_props or refs.variables:
            raise QuerySemanticError("unsupported input/variable property expression in yield.")
        for node in it.expr.walk():
            if isinstance(node, (A.SrcRef, A.DstRef)):
                raise QuerySemanticError("unsupported src/dst property expression in yield.")
            if isinstance(node, A.Variable) and node.name.lower() == ("vertex" if is_edge else "edge"):
                raise QuerySemanticError(f"illegal yield clauses `{expr_text(it.expr)}'")
            if isinstance(node, A.Property) and isinstance(node.obj, A.Variable):
                owner = node.obj.name
                if owner.lower() in ("vertex", "edge"):
                    continue
                if owner != item.name:
                    raise QuerySemanticError(f"Schema name error: {owner}")
                if not (is_edge and node.name in PSEUDO) and item.prop(node.name) is None:
                    raise QuerySemanticError(f"`{expr_text(node)}', not found the property `{node.name}'.")


def _seek_values(expr: A.Expr | None, schema: str, field: str, ctx: ExecContext) -> list[Value] | None:
    """Values to seek ``field`` with, when the condition is ``f == c`` / ``f IN [..]`` (or ANDs one)."""
    if expr is None:
        return None
    if isinstance(expr, A.BinaryOp):
        op = expr.op.upper()
        if op in ("AND", "&&"):
            return _seek_values(expr.left, schema, field, ctx) or _seek_values(expr.right, schema, field, ctx)
        if op in ("==", "=", "IN"):
            if _prop_of(expr.left, schema) == field and _is_constant(expr.right):
                value = evaluator(ctx).eval(expr.right, Scope())
                if op == "IN":
                    return list(value) if isinstance(value, (List, Set)) else None
                return [value]
            if op != "IN" and _prop_of(expr.right, schema) == field and _is_constant(expr.left):
                return [evaluator(ctx).eval(expr.left, Scope())]
    return None


class IndexScan(Step):
    """The looked-up schema's vertices or edges: an index seek when the condition allows, else a scan."""

    name = "IndexScan"

    def __init__(self, schema: str, is_edge: bool, where: A.Expr | None, *, nothing: bool = False) -> None:
        self.schema = schema
        self.is_edge = is_edge
        self.where = where
        self.nothing = nothing  # the condition names a property no index can hold

    def info(self) -> str:
        return f"{'edge' if self.is_edge else 'tag'}: {self.schema}" + (
            " (matches nothing)" if self.nothing else ""
        )

    def run(self, ctx: ExecContext, data: ResultSet | None) -> list[Scope]:
        if self.nothing:
            return []
        space = ctx.space
        index, seek = self._choose(ctx)
        fields = index.fields if index is not None else []
        rows: list[Scope] = []
        if self.is_edge:
            type_id = list(space.schema.edges).index(self.schema) + 1
            if index is not None and seek is not None:
                found = {
                    rec.key: rec
                    for value in seek
                    for rec in space.index_seek(index.name, eq=value)
                    if isinstance(rec, EdgeRecord)  # an edge index holds records
                }
                recs = list(found.values())
            else:
                recs = list(space.scan_edges(self.schema))
            # NebulaGraph returns index entries in key order: field values, then src, rank, dst
            recs.sort(
                key=lambda r: (
                    *(_field_key(r.props.get(f)) for f in fields),
                    _id_key(r.src),
                    r.rank,
                    _id_key(r.dst),
                )
            )
            for rec in recs:
                ctx.charge()
                rows.append(EdgeScope(ctx, rec, type_id))
        else:
            if index is not None and seek is not None:
                vids = list(
                    dict.fromkeys(
                        v
                        for value in seek
                        for v in space.index_seek(index.name, eq=value)
                        if not isinstance(v, EdgeRecord)  # a tag index holds vids
                    )
                )
            else:
                vids = list(space.vids(self.schema))
            props_of = [(vid, space.vertex_props(vid, self.schema)) for vid in vids]
            props_of.sort(key=lambda p: (*(_field_key((p[1] or {}).get(f)) for f in fields), _id_key(p[0])))
            wanted = frozenset((self.schema,))
            for vid, props in props_of:
                ctx.charge()
                if props is None:
                    continue
                vertex = Vertex(vid, Tags({self.schema: props_map(props)}))
                rows.append(VertexScope(vertex, wanted))
        ctx.check_rows(len(rows))
        return rows

    def _choose(self, ctx: ExecContext) -> tuple[IndexDef | None, list[Value] | None]:
        """The index NebulaGraph would scan: one it can seek by equality, else one whose first
        field the condition constrains, else the schema's first index."""
        indexes = ctx.space.schema.indexes_on("edge" if self.is_edge else "tag", self.schema)
        for ix in indexes:
            if ix.fields:
                seek = _seek_values(self.where, self.schema, ix.fields[0], ctx)
                if seek is not None:
                    return ix, seek
        used = set()
        if self.where is not None:
            used = {
                n.name for n in self.where.walk() if isinstance(n, A.Property) and _prop_of(n, self.schema)
            }
        for ix in indexes:
            if ix.fields and ix.fields[0] in used:
                return ix, None
        return (indexes[0] if indexes else None), None


def _field_key(value: Value | None) -> tuple[object, ...]:
    if value is None:
        return (1,)
    if isinstance(value, bool):
        return (0, int(value))
    if isinstance(value, (int, float)):
        return (0, value)
    if isinstance(value, str):
        return (0, value.encode())
    return (0, str(value))


def _id_key(vid: Vid) -> bytes | int:
    return vid.encode() if isinstance(vid, str) else vid


def plan_lookup(stmt: A.Lookup, ctx: ExecContext) -> Plan:
    schema: SpaceSchema = ctx.space.schema
    item = schema.tags.get(stmt.schema)
    is_edge = item is None
    if item is None:
        item = schema.edges.get(stmt.schema)
    if item is None:
        raise QueryExecutionError(f"SchemaNotFound: `{stmt.schema}' is neither a tag nor an edge type")
    if not schema.indexes_on("edge" if is_edge else "tag", stmt.schema):
        raise QuerySemanticError("There is no index to use at runtime")
    unknown: list[str] = []
    if stmt.where is not None:
        check_filter(stmt.where, item, unknown)
    if stmt.yield_ is None:
        if is_edge:
            columns = [
                Column("SrcVID", A.Property(A.Variable(stmt.schema), "_src")),
                Column("DstVID", A.Property(A.Variable(stmt.schema), "_dst")),
                Column("Ranking", A.Property(A.Variable(stmt.schema), "_rank")),
            ]
        else:
            columns = [Column("VertexID", A.FunctionCall("id", [A.Variable("vertex")]))]
    else:
        _check_yield(stmt.yield_.items, item, is_edge)
        columns = columns_of(stmt.yield_.items)
    steps: list[Step] = [IndexScan(stmt.schema, is_edge, stmt.where, nothing=bool(unknown))]
    if stmt.where is not None and not unknown:
        steps.append(Filter(stmt.where))
    steps.append(Project(columns))
    if stmt.yield_ is not None and stmt.yield_.distinct:
        steps.append(Dedup())
    return Plan(steps)


__all__ = ["check_filter"]
