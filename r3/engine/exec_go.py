"""GO: walk edges out of start vertices, ``M STEPS`` or ``M TO N STEPS``, and project each edge.

NebulaGraph 3.x semantics this reproduces (checked against its TCK and recorded results):

- Start vertices are de-duplicated; each step expands the *distinct* vertices reached by the
  previous one (no visited set: cycles come back), and the result holds the edges of step M
  only (``M STEPS``) or of every step from M to N (``M TO N STEPS``; step 0 adds nothing).
- WHERE filters the output rows, it does not prune the walk.
- ``FROM $-.col`` / ``FROM $var.col`` joins every result row back to the input rows whose
  column holds the start vertex (so duplicated input rows duplicate results, and ``$-.x`` is
  usable in WHERE/YIELD); for several steps a row joins the starts it was reached from.
- ``REVERSELY`` walks edges against their direction: ``e._src`` is the vertex walked from,
  ``e._dst`` and ``$$`` the vertex reached; ``edge`` is the stored edge marked reversed.
- A column of an edge type other than the row's (``serve._dst`` on a ``like`` row) is EMPTY,
  so are ``$$.tag.prop`` / ``$^.tag.prop`` when the vertex lacks the tag; they are NULL when
  the vertex does not exist at all (a dangling edge).
- ``SAMPLE [n1, …]`` / ``LIMIT [n1, …]`` keep n_k edges of step k (random / first).
- Without YIELD the columns are ``<edge>._dst`` per edge type in OVER.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from r3.engine.plan import (
    Column,
    Dedup,
    Filter,
    Plan,
    Project,
    Step,
    columns_of,
    evaluator,
    expr_text,
    schema_not_found,
)
from r3.engine.refs import Refs, check_refs, no_aggregates, refs_of, row_dicts
from r3.engine.scope import MISSING, Resolved, Scope
from r3.engine.value_order import type_name
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.values import EMPTY, NULL, Empty, List, Value

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.contracts.schema import SpaceSchema
    from r3.engine.context import ExecContext
    from r3.engine.storage import EdgeRecord, Space
    from r3.engine.storage_codec import PropValue, Vid

PSEUDO = ("_src", "_dst", "_rank", "_type")


# --------------------------------------------------------------------------- shared with FETCH / LOOKUP


def value_of(raw: PropValue) -> Value:
    """A stored property value as an r3 value (storage keeps NULL as ``None``)."""
    return NULL if raw is None else raw


def resolve_over(over: A.OverClause, schema: SpaceSchema) -> list[str]:
    """The edge types of an OVER clause (``*``: all of them, in schema order)."""
    if over.edges == ["*"] or "*" in over.edges:
        return list(schema.edges)
    out: list[str] = []
    for name in over.edges:
        if name not in schema.edges:
            raise schema_not_found("edge", name)
        if name not in out:
            out.append(name)
    return out


@dataclass
class StartSpec:
    """Where the start vertices of GO (and FETCH) come from."""

    kind: str  # "const", "input" or "var"
    exprs: list[A.Expr]
    var: str | None = None

    def describe(self) -> str:
        return ", ".join(expr_text(e) for e in self.exprs)


def start_spec(exprs: list[A.Expr], what: str = "vid") -> StartSpec:
    """Classify FROM / FETCH vertex expressions: constants, one ``$-`` column or one ``$var`` column."""
    for e in exprs:
        if isinstance(e, A.Parameter):
            raise QuerySyntaxError(f"Variable is not supported in {what} near `${e.name}'")
        if isinstance(e, A.InputRef):
            raise QuerySyntaxError("syntax error near `$-'")
    refs = refs_of(exprs)
    if refs.input_props or refs.variables:
        if len(exprs) != 1:
            raise QuerySyntaxError(f"syntax error near `, {expr_text(exprs[1])}'")
        if refs.input_props and refs.variables:
            raise QuerySemanticError("Not support both input and variable.")
        if len(refs.variables) > 1:
            raise QuerySemanticError("Only one variable allowed to use.")
        if refs.variables:
            return StartSpec("var", exprs, refs.variables[0])
        return StartSpec("input", exprs)
    return StartSpec("const", exprs)


def vid_type_name(value: Value) -> str:
    """:func:`type_name`, but ``EMPTY`` for the empty value (as NebulaGraph's vid checks say it)."""
    return "EMPTY" if type(value) is Empty else type_name(value)


def valid_vid(space: Space, value: Value) -> bool:
    return space_vid(space, value) is not None


def space_vid(space: Space, value: Value) -> Vid | None:
    """``value`` when it is a vid of ``space``'s vid type, else None."""
    if space.schema.vid_is_int:
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    return value if isinstance(value, str) else None


@dataclass
class Starts:
    """Distinct start vids, and (when joining) the input rows per start vid."""

    vids: list[Vid]
    join: dict[Vid, list[dict[str, Value]]] | None = None
    var: str | None = None


def collect_starts(
    spec: StartSpec, ctx: ExecContext, data: ResultSet | None, *, what: str = "srcs"
) -> Starts:
    """Evaluate the start vertices; constants of the wrong type are SemanticErrors, piped ones are skipped."""
    ev = evaluator(ctx)
    space = ctx.space
    vid_kind = "INT64" if space.schema.vid_is_int else "FIXED_STRING"
    if spec.kind == "const":
        vids: dict[Vid, None] = {}
        for e in spec.exprs:
            value = ev.eval(e, Scope())
            values = list(value) if isinstance(value, List) and what != "srcs" else [value]
            for v in values:
                vid = space_vid(space, v)
                if vid is None:
                    raise QuerySemanticError(
                        f"`{expr_text(e)}', the {what} should be type of {vid_kind}, but was`{vid_type_name(v)}'"
                    )
                vids.setdefault(vid, None)
        return Starts(list(vids))
    if spec.kind == "input":
        rows = row_dicts(data) if data is not None else []
        scopes = [Scope(input=r) for r in rows]
    else:
        assert spec.var is not None
        rows = row_dicts(ctx.variables[spec.var])
        scopes = [Scope(variables={spec.var: r}) for r in rows]
    join: dict[Vid, list[dict[str, Value]]] = {}
    expr = spec.exprs[0]
    for row, scope in zip(rows, scopes, strict=True):
        vid = space_vid(space, ev.eval(expr, scope))
        if vid is not None:
            join.setdefault(vid, []).append(row)
    return Starts(list(join), join, spec.var)


# --------------------------------------------------------------------------- the row scope


class GoScope(Scope):
    """One traversed edge: ``like.x``, ``$^``, ``$$``, ``edge``, plus the joined ``$-``/``$var`` row."""

    __slots__ = ("_ctx", "_rec", "_rev", "_types")

    def __init__(
        self,
        ctx: ExecContext,
        rec: EdgeRecord,
        rev: bool,
        types: dict[str, int],
        input: dict[str, Value] | None = None,
        variables: dict[str, dict[str, Value]] | None = None,
    ) -> None:
        super().__init__(input=input, variables=variables)
        self._ctx = ctx
        self._rec = rec
        self._rev = rev
        self._types = types

    @property
    def src_vid(self) -> Vid:
        return self._rec.dst if self._rev else self._rec.src

    @property
    def dst_vid(self) -> Vid:
        return self._rec.src if self._rev else self._rec.dst

    def _name_hook(self, name: str) -> Resolved:
        if name.lower() == "edge":
            return self._ctx.edge(self._rec, reversed=self._rev)
        return MISSING

    def schema_prop(self, owner: str, prop: str) -> Resolved:
        rec = self._rec
        if owner != rec.type:
            return EMPTY if owner in self._types else MISSING
        if prop == "_src":
            return self.src_vid
        if prop == "_dst":
            return self.dst_vid
        if prop == "_rank":
            return rec.rank
        if prop == "_type":
            t = self._types[owner]
            return -t if self._rev else t
        raw = rec.props.get(prop, MISSING)
        return MISSING if raw is MISSING else value_of(raw)

    def _vertex_prop(self, vid: Vid, tag: str, prop: str) -> Value:
        space = self._ctx.space
        props = space.vertex_props(vid, tag)
        if props is None:
            # a vertex without the tag: EMPTY; no vertex at all (a dangling edge): NULL
            return EMPTY if space.vertex_exists(vid) else NULL
        return value_of(props.get(prop))

    def src_prop(self, tag: str, prop: str) -> Resolved:
        return self._vertex_prop(self.src_vid, tag, prop)

    def dst_prop(self, tag: str, prop: str) -> Resolved:
        return self._vertex_prop(self.dst_vid, tag, prop)

    def src_vertex(self) -> Resolved:
        return self._ctx.vertex_or_bare(self.src_vid)

    def dst_vertex(self) -> Resolved:
        return self._ctx.vertex_or_bare(self.dst_vid)


# --------------------------------------------------------------------------- static checks


def check_props(exprs: list[A.Expr | None], schema: SpaceSchema, over: list[str]) -> None:
    """Unknown edge types, tags and properties in WHERE/YIELD, the way NebulaGraph reports them."""
    for e in exprs:
        if e is None:
            continue
        for node in e.walk():
            if not isinstance(node, A.Property):
                continue
            obj = node.obj
            if isinstance(obj, A.Variable):
                name = obj.name
                edge = schema.edges.get(name)
                if edge is None:
                    if name.lower() in ("edge", "vertex", "$^", "$$"):
                        continue
                    if name in schema.tags:
                        raise QuerySemanticError(
                            f"`{expr_text(node)}', not found edge `{name}' in OVER clause"
                        )
                    raise QuerySemanticError(f"Invalid label identifiers: {name}")
                if name not in over:
                    raise QuerySemanticError(f"`{expr_text(node)}', edge `{name}' is not in OVER clause")
                if node.name not in PSEUDO and edge.prop(node.name) is None:
                    raise QuerySemanticError(f"`{expr_text(node)}', not found the property `{node.name}'.")
            elif isinstance(obj, A.Property) and isinstance(obj.obj, (A.SrcRef, A.DstRef)):
                tag = schema.tags.get(obj.name)
                if tag is None:
                    raise schema_not_found("tag", obj.name)
                if tag.prop(node.name) is None:
                    raise QuerySemanticError(f"`{expr_text(node)}', not found the property `{node.name}'.")


_TYPE_NAMES = {
    "bool": "BOOL",
    "int8": "INT",
    "int16": "INT",
    "int32": "INT",
    "int64": "INT",
    "timestamp": "INT",
    "float": "FLOAT",
    "double": "FLOAT",
    "string": "STRING",
    "fixed_string": "STRING",
    "date": "DATE",
    "time": "TIME",
    "datetime": "DATETIME",
    "duration": "DURATION",
    "geography": "GEOGRAPHY",
}


def check_condition_type(expr: A.Expr | None, schema: SpaceSchema) -> None:
    """A WHERE that is plainly not boolean (a non-bool property or literal) is a SemanticError."""
    if expr is None:
        return
    found: str | None = None
    if isinstance(expr, A.Literal) and expr.value is not None and not isinstance(expr.value, bool):
        found = vid_type_name(expr.value)
    elif isinstance(expr, A.Property):
        obj = expr.obj
        prop = None
        if isinstance(obj, A.Variable) and obj.name in schema.edges:
            prop = schema.edges[obj.name].prop(expr.name)
            if expr.name in ("_src", "_dst"):
                found = "STRING" if not schema.vid_is_int else "INT"
            elif expr.name in ("_rank", "_type"):
                found = "INT"
        elif isinstance(obj, A.Property) and isinstance(obj.obj, (A.SrcRef, A.DstRef)):
            tag = schema.tags.get(obj.name)
            prop = tag.prop(expr.name) if tag is not None else None
        if prop is not None and prop.type != "bool":
            found = _TYPE_NAMES.get(prop.type, prop.type.upper())
    if found is not None:
        raise QuerySemanticError(f"`{expr_text(expr)}', expected boolean, but was `{found}'")


_ROW_READS = (A.Variable, A.InputRef, A.Parameter, A.SrcRef, A.DstRef)


def _step_list(expr: A.Expr | None, what: str, steps: int, ctx: ExecContext) -> list[int] | None:
    """GO's ``LIMIT [n1, n2, …]`` / ``SAMPLE [...]``: one count per step (3.x; see
    8.clauses-and-options/limit.md). A plain integer is refused; an item may be any
    expression that reads no row (``rand32(5)``, ``1+1``) and gives a non-negative integer."""
    if expr is None:
        return None
    if not isinstance(expr, A.ListLiteral):
        raise QuerySemanticError(f"{what} list must be a list of integers, got `{expr_text(expr)}'")
    values: list[int] = []
    ev = evaluator(ctx)
    for item in expr.items:
        value = None
        if not any(isinstance(n, _ROW_READS) for n in item.walk()):
            value = ev.eval(item, Scope())
        if type(value) is not int or value < 0:
            raise QuerySemanticError(f"{what} list must hold non-negative integers, got `{expr_text(item)}'")
        values.append(value)
    if len(values) != steps:
        raise QuerySemanticError(
            f"{what} list size must be equal to the number of steps ({steps}), got {len(values)}"
        )
    return values


# --------------------------------------------------------------------------- steps


class GoStart(Step):
    name = "Start"

    def __init__(self, spec: StartSpec, refs: Refs) -> None:
        self.spec = spec
        self.refs = refs

    def info(self) -> str:
        return f"from: {self.spec.describe()}"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> Starts:
        spec = self.spec
        check_refs(refs_of(spec.exprs), ctx, data)
        check_refs(self.refs, ctx, data)
        if self.refs.input_props and spec.kind != "input":
            raise QuerySemanticError("$- must be referred in FROM before used in WHERE or YIELD")
        variables = self.refs.variables
        if len(variables) > 1 or (variables and spec.var is not None and variables[0] != spec.var):
            raise QuerySemanticError("Multiple variable property is not supported in WHERE or YIELD")
        if variables and spec.kind != "var":
            raise QuerySemanticError("A variable must be referred in FROM before used in WHERE or YIELD")
        return collect_starts(spec, ctx, data)


def _out_key(rec: EdgeRecord) -> tuple[int, bool, Vid]:
    return (rec.rank, type(rec.dst) is str, rec.dst)


def _in_key(rec: EdgeRecord) -> tuple[int, bool, Vid]:
    return (rec.rank, type(rec.src) is str, rec.src)


class Expand(Step):
    """Walk ``low..high`` steps over ``edges`` and emit one scope per edge of the kept steps."""

    name = "Expand"

    def __init__(
        self,
        edges: list[str],
        direction: str,
        low: int,
        high: int,
        types: dict[str, int],
        limits: list[int] | None,
        samples: list[int] | None,
    ) -> None:
        self.edges = edges
        self.direction = direction
        self.low = low
        self.high = high
        self.types = types
        self.limits = limits
        self.samples = samples

    def info(self) -> str:
        steps = f"{self.low}" if self.low == self.high else f"{self.low} to {self.high}"
        return f"over: {', '.join(self.edges)} ({self.direction}), steps: {steps}"

    def _neighbours(self, space: Space, vid: Vid) -> list[tuple[EdgeRecord, bool]]:
        """Edges of ``vid`` type by type, each type's in NebulaGraph's storage order (rank, then
        the other end), so that LIMIT and ties in ORDER BY pick what NebulaGraph picks."""
        out: list[tuple[EdgeRecord, bool]] = []
        for etype in self.edges:
            if self.direction in ("out", "both"):
                found = list(space.out_edges(vid, (etype,)))
                if len(found) > 1:
                    found.sort(key=_out_key)
                out.extend((rec, False) for rec in found)
            if self.direction in ("in", "both"):
                found = list(space.in_edges(vid, (etype,)))
                if len(found) > 1:
                    found.sort(key=_in_key)
                out.extend((rec, True) for rec in found)
        return out

    def run(self, ctx: ExecContext, starts: Starts) -> list[GoScope]:
        space = ctx.space
        join = starts.join
        frontier: dict[Vid, set[Vid] | None] = {v: ({v} if join is not None else None) for v in starts.vids}
        rows: list[GoScope] = []
        low = max(self.low, 1)
        step = 0
        while frontier and step < self.high:
            step += 1
            ctx.check_steps(step)
            hits: list[tuple[EdgeRecord, bool, set[Vid] | None]] = []
            for vid, origins in frontier.items():
                found = self._neighbours(space, vid)
                ctx.charge(len(found) + 1)
                hits.extend((rec, rev, origins) for rec, rev in found)
            if self.limits is not None:
                hits = hits[: self.limits[step - 1]]
            if self.samples is not None and len(hits) > self.samples[step - 1]:
                hits = random.sample(hits, self.samples[step - 1])
            if step >= low:
                self._emit(ctx, hits, starts, rows)
            if step < self.high:
                nxt: dict[Vid, set[Vid] | None] = {}
                for rec, rev, origins in hits:
                    nb = rec.src if rev else rec.dst
                    if join is None:
                        nxt[nb] = None
                    else:
                        have = nxt.get(nb)
                        if have is None:
                            nxt[nb] = set(origins or ())
                        else:
                            have.update(origins or ())
                frontier = nxt
        return rows

    def _emit(
        self,
        ctx: ExecContext,
        hits: list[tuple[EdgeRecord, bool, set[Vid] | None]],
        starts: Starts,
        rows: list[GoScope],
    ) -> None:
        types = self.types
        join = starts.join
        if join is None:
            rows.extend(GoScope(ctx, rec, rev, types) for rec, rev, _ in hits)
        else:
            var = starts.var
            for rec, rev, origins in hits:
                for origin in origins or ():
                    for row in join.get(origin, ()):
                        if var is None:
                            rows.append(GoScope(ctx, rec, rev, types, input=row))
                        else:
                            rows.append(GoScope(ctx, rec, rev, types, variables={var: row}))
        ctx.check_rows(len(rows))


def _no_vertex_keyword(item: A.YieldItem) -> None:
    """GO yields ``$^``/``$$``, never the ``VERTEX`` of FETCH and LOOKUP (GoValidator::validateYield:
    "`VERTEX AS v' is not support in go sentence.", the column as it prints)."""
    if any(isinstance(n, A.Variable) and n.name.lower() == "vertex" for n in item.expr.walk()):
        text = expr_text(item.expr) + ("" if item.alias is None else f" AS {item.alias}")
        raise QuerySemanticError(f"`{text}' is not support in go sentence.")


def plan_go(stmt: A.Go, ctx: ExecContext) -> Plan:
    schema = ctx.space.schema
    spec = start_spec(stmt.from_)
    edges = resolve_over(stmt.over, schema)
    if stmt.steps is None:
        low, high = 1, 1
    else:
        low = stmt.steps.low
        high = stmt.steps.high if stmt.steps.high is not None else low
        if low < 0 or high < low:  # NebulaGraph's Validator::validateStep, with its message
            raise QuerySemanticError(
                f"`{low} TO {high} STEPS', upper bound steps should be greater than lower bound."
            )
    items = stmt.yield_.items if stmt.yield_ is not None else None
    if items is None:
        columns = [Column(f"{e}._dst", A.Property(A.Variable(e), "_dst")) for e in edges]
    else:
        for it in items:
            if isinstance(it.expr, A.Parameter):
                raise QuerySyntaxError(f"Direct output of variable is prohibited near `${it.expr.name}'")
            _no_vertex_keyword(it)
        no_aggregates([it.expr for it in items], "yield")
        columns = columns_of(items)
    no_aggregates([stmt.where], "where")
    check_condition_type(stmt.where, schema)
    exprs = [stmt.where, *(c.expr for c in columns)]
    check_props(exprs, schema, edges)
    refs = refs_of(exprs)
    limits = _step_list(stmt.limit, "LIMIT", high, ctx)
    samples = _step_list(stmt.sample, "SAMPLE", high, ctx)
    types = {name: i + 1 for i, name in enumerate(schema.edges)}
    steps: list[Step] = [
        GoStart(spec, refs),
        Expand(edges, stmt.over.direction, low, high, types, limits, samples),
    ]
    if stmt.where is not None:
        steps.append(Filter(stmt.where, strict=False))
    steps.append(Project(columns))
    if stmt.yield_ is not None and stmt.yield_.distinct:
        steps.append(Dedup())
    return Plan(steps)


__all__ = ["GoScope", "Starts", "StartSpec", "collect_starts", "resolve_over", "start_spec", "value_of"]
