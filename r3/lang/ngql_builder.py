"""Callbacks for nGQL's own statements (GO, FETCH, LOOKUP, …, DDL and admin).

Split from :mod:`r3.lang.astbuilder` only to keep modules small: the shared expression,
pattern and clause callbacks are inherited.
"""

from __future__ import annotations

import re
from typing import Literal, NoReturn

from lark import Token, v_args

from r3.lang import ast
from r3.lang.astbuilder import (
    AstBuilder,
    Elements,
    _end,
    _error,
    _plain,
    _present,
    _unescape,
    _with_span,
    count_value,
    scalar_text,
)
from r3.lang.dialects.ngql import LOWERCASED_NAMES

_DIRECTIONS = {"REVERSELY": "in", "BIDIRECT": "both"}
_PATH_KINDS: dict[str, Literal["SHORTEST", "ALL", "NOLOOP", "SINGLE SHORTEST"]] = {
    "SHORTEST": "SHORTEST",
    "ALL": "ALL",
    "NOLOOP": "NOLOOP",
    "SINGLE SHORTEST": "SINGLE SHORTEST",
}
_SUBGRAPH_DIRECTIONS: dict[str, Literal["IN", "OUT", "BOTH"]] = {"IN": "IN", "OUT": "OUT", "BOTH": "BOTH"}


def _is_ref(expr: ast.Expr) -> bool:
    """``$-.x`` / ``$var.x``: a whole column used as the source of ids."""
    return isinstance(expr, ast.Property) and isinstance(expr.obj, (ast.InputRef, ast.Parameter))


#: One escape of an nGQL string: NebulaGraph's scanner reads ``\\uXXXX``, ``\\UXXXX``,
#: ``\\xXXXX`` and ``\\XXXXX`` (four hex digits: a code point, ``"\\x70EB"`` is "烫") and
#: ``\\NNN`` (one to three octal digits, ``"\\101"`` is "A"); anything else is a common escape.
_NGQL_ESCAPE = re.compile(r"\\([uUxX][0-9a-fA-F]{4}|[0-7]{1,3}|[\s\S])")


def _ngql_escape(m: re.Match[str]) -> str:
    code = m.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    if code[0] in "01234567":
        return chr(int(code, 8))
    return _unescape(m.group(0))


def _string(tok: Token) -> str:
    """The value of an nGQL string token (quotes removed, escapes read as NebulaGraph reads them)."""
    return scalar_text(_NGQL_ESCAPE.sub(_ngql_escape, str(tok)[1:-1]), tok)


def _schema_kind(tok: Token) -> Literal["TAG", "EDGE"]:
    """``TAG`` or ``EDGE``, the only two words the grammar allows there."""
    return "TAG" if tok.upper() == "TAG" else "EDGE"


class _Labels(list[str]):
    """Label names, plus the property maps nGQL lets each label carry (``:player{age: 1}``)."""

    maps: list[ast.MapLiteral]


class _RelDetail:
    __slots__ = ("variable", "types", "length", "properties")

    def __init__(
        self,
        variable: Token | None,
        types: list[str] | None,
        length: ast.VarLength | None,
        properties: ast.Expr | None,
    ) -> None:
        self.variable = variable
        self.types = types
        self.length = length
        self.properties = properties


class _LoweredName(Token):
    """A non-reserved keyword used as a name, lower-cased; ``written`` is its spelling."""

    written: str


@v_args(inline=True)
class NgqlAstBuilder(AstBuilder):
    """AST callbacks for the nGQL grammar."""

    def string_literal(self, tok: Token) -> ast.Literal:
        return _with_span(ast.Literal(_string(tok)), tok)

    def name(self, tok: Token) -> Token:
        """A non-reserved keyword used as a name is lower-cased (``YIELD 1 AS Value`` is column
        ``value``, ``CREATE TAG SPACE(…)`` creates ``space``); back-quoted it keeps its spelling."""
        if tok.type in LOWERCASED_NAMES or (tok.type == "NAME" and tok.upper() in LOWERCASED_NAMES):
            lowered = _LoweredName.new_borrow_pos("NAME", str(tok).lower(), tok)
            lowered.written = str(tok)
            return lowered
        return super().name(tok)

    def any_name(self, tok: Token) -> Token:
        # any_name: name | <reserved words>: a NAME has been through name() already.
        return tok if tok.type == "NAME" else super().name(tok)

    # ------------------------------------------------------------------ patterns

    @staticmethod
    def _node(var: Token | None, labels: _Labels | None, props: ast.Expr | None) -> ast.NodePattern:
        if labels is not None and labels.maps:
            items = [item for m in labels.maps for item in m.items]
            if isinstance(props, ast.MapLiteral):
                items += props.items
            elif props is not None:
                raise _error("a node cannot combine label property maps with a $parameter", props)
            props = _with_span(ast.MapLiteral(items), labels.maps)
        return ast.NodePattern(_plain(var), list(labels or []), props)

    def node_simple(self, lpar: Token, var: Token, labels: _Labels | None, rpar: Token) -> ast.NodePattern:
        return _with_span(self._node(var, labels, None), lpar, rpar)

    def node_labels_props(
        self, lpar: Token, labels: _Labels, props: ast.Expr | None, rpar: Token
    ) -> ast.NodePattern:
        return _with_span(self._node(None, labels, props), lpar, rpar)

    def node_var_props(
        self, lpar: Token, var: Token, labels: _Labels | None, props: ast.Expr, rpar: Token
    ) -> ast.NodePattern:
        return _with_span(self._node(var, labels, props), lpar, rpar)

    def label_list(self, *items: Token | tuple[Token, ast.MapLiteral]) -> _Labels:
        labels = _Labels(str(x[0]) if isinstance(x, tuple) else str(x) for x in items)
        labels.maps = [x[1] for x in items if isinstance(x, tuple)]
        return labels

    def label_item(
        self, name: Token, props: ast.MapLiteral | None = None
    ) -> Token | tuple[Token, ast.MapLiteral]:
        return name if props is None else (name, props)

    def rel_detail(
        self,
        variable: Token | None,
        types: list[str] | None,
        length: ast.VarLength | None,
        properties: ast.Expr | None,
    ) -> _RelDetail:
        return _RelDetail(variable, types, length, properties)

    def rel_types(self, *names: Token) -> list[str]:
        return [str(x) for x in names]

    def _rel(
        self, direction: Literal["out", "in", "both"], open_tok: Token, d: _RelDetail, close_tok: Token
    ) -> ast.RelPattern:
        rel = ast.RelPattern(direction, _plain(d.variable), d.types or [], d.properties, d.length)
        return _with_span(rel, open_tok, close_tok)

    def rel_right_open(self, open_tok: Token, d: _RelDetail, close_tok: Token) -> ast.RelPattern:
        return self._rel("both", open_tok, d, close_tok)

    def rel_right_out(self, open_tok: Token, d: _RelDetail, close_tok: Token) -> ast.RelPattern:
        return self._rel("out", open_tok, d, close_tok)

    def rel_left_in(self, open_tok: Token, d: _RelDetail, close_tok: Token) -> ast.RelPattern:
        return self._rel("in", open_tok, d, close_tok)

    def rel_left_both(self, open_tok: Token, d: _RelDetail, close_tok: Token) -> ast.RelPattern:
        return self._rel("both", open_tok, d, close_tok)

    def rel_short(self, tok: Token) -> ast.RelPattern:
        return self._short_rel(tok)

    def path_pattern(self, var: Token | None, elements: Elements) -> ast.PathPattern:
        return _with_span(ast.PathPattern(elements, _plain(var)), var, elements)

    # ------------------------------------------------------------------ vids and keys

    def vid_list(self, *vids: ast.Expr) -> list[ast.Expr]:
        if len(vids) > 1:
            for vid in vids:
                if _is_ref(vid):
                    # NebulaGraph's grammar takes a reference only alone, so it stops at the
                    # comma after one (``syntax error near `, $-.dst'``).
                    after = _end(vids[0]) if _is_ref(vids[0]) else None
                    raise _error(
                        "a `$-.prop` or `$var.prop` reference must be the only vid source",
                        vid,
                        span=None if after is None else (after, after + 1),
                        headline="syntax error",
                    )
        return list(vids)

    def variable_vid(self, tok: Token) -> NoReturn:
        """``GO FROM $var``: NebulaGraph's parser refuses a whole variable as a vid."""
        raise _error("Variable is not supported in vid", tok, quote=tok)

    def from_clause(self, vids: list[ast.Expr]) -> list[ast.Expr]:
        return vids

    to_clause = from_clause

    def vid_call(self, name: Token, args: list[ast.Expr] | None) -> ast.FunctionCall:
        return _with_span(ast.FunctionCall(str(name), args or []), name, args)

    def edge_key(self, src: ast.Expr, arrow: Token, dst: ast.Expr, rank: ast.Expr | None) -> ast.EdgeKey:
        return _with_span(ast.EdgeKey(src, dst, rank), src, arrow, dst, rank)

    def rank(self, value: ast.Expr) -> ast.Expr:
        return value

    # ------------------------------------------------------------------ reads

    def go(
        self,
        tok: Token,
        steps: ast.StepRange | None,
        vids: list[ast.Expr],
        over: ast.OverClause,
        where: ast.Expr | None,
        yield_: ast.YieldClause | None,
        truncate: tuple[str, ast.Expr] | None,
    ) -> ast.Go:
        if yield_ is not None and "aggregate_in_go_yield" in self.checks:
            self._reject_aggregates(
                yield_, "Invalid use of aggregating function in yield clause.", yield_.items
            )
        node = ast.Go(vids, over, steps, where, yield_)
        if truncate is not None:
            kind, expr = truncate
            if kind == "SAMPLE":
                node.sample = expr
            else:
                node.limit = expr
        return _with_span(node, tok, [steps, vids, over, where, yield_, truncate])

    def steps_one(self, n: Token) -> ast.StepRange:
        return _with_span(ast.StepRange(count_value(n)), n)

    def steps_range(self, low: Token, high: Token) -> ast.StepRange:
        return _with_span(ast.StepRange(count_value(low), count_value(high)), low, high)

    def over_clause(self, edges: list[str], direction: Token | None) -> ast.OverClause:
        node = ast.OverClause(edges, _DIRECTIONS[direction.upper()] if direction else "out")  # type: ignore[arg-type]
        return _with_span(node, direction)

    def edges_all(self, star: Token) -> list[str]:
        return ["*"]

    def edges_list(self, *names: Token) -> list[str]:
        return [str(x) for x in names]

    def over_direction(self, tok: Token) -> Token:
        return tok

    def truncate(self, kind: Token, expr: ast.Expr) -> tuple[str, ast.Expr]:
        return (str(kind).upper(), expr)

    def yield_clause(self, tok: Token, distinct: Token | None, items: list[ast.YieldItem]) -> ast.YieldClause:
        if "yield_alias_required" in self.checks:
            for item in items:
                if item.alias is None and isinstance(item.expr, ast.Variable):
                    name = item.expr.name
                    if name in ("vertex", "edge", "vertices", "edges"):
                        raise _error(
                            f"please add alias when using `{name}'.", item.expr, name, quote=item.expr
                        )
        return _with_span(ast.YieldClause(items, distinct is not None), tok, items)

    def lookup(
        self, tok: Token, name: Token, where: ast.Expr | None, yield_: ast.YieldClause | None
    ) -> ast.Lookup:
        return _with_span(ast.Lookup(str(name), where, yield_), tok, name, where, yield_)

    def fetch(
        self, tok: Token, names: list[str], *rest: ast.Expr | ast.EdgeKey | ast.YieldClause | None
    ) -> ast.Statement:
        *targets, yield_ = rest
        assert yield_ is None or isinstance(yield_, ast.YieldClause)  # `[yield_clause]` comes last
        keys = [t for t in targets if isinstance(t, ast.EdgeKey)]
        if keys and len(keys) != len(targets):
            raise _error("FETCH cannot mix vertex ids and edge keys", targets[0])
        if keys:
            if len(names) != 1 or names[0] == "*":
                raise _error("FETCH PROP ON edges takes exactly one edge type", tok)
            node: ast.Statement = ast.FetchEdges(names[0], keys, yield_)
        else:
            vids = [t for t in targets if isinstance(t, ast.Expr)]  # every target: no edge key here
            node = ast.FetchVertices(names, self.vid_list(*vids), yield_)
        return _with_span(node, tok, targets, yield_)

    def find_path(
        self,
        tok: Token,
        kind: Literal["SHORTEST", "ALL", "NOLOOP", "SINGLE SHORTEST"],
        with_prop: bool | None,
        src: list[ast.Expr],
        dst: list[ast.Expr],
        over: ast.OverClause,
        where: ast.Expr | None,
        upto: int | None,
        yield_: ast.YieldClause | None,
    ) -> ast.FindPath:
        node = ast.FindPath(kind, src, dst, over, with_prop is not None, where, upto, yield_)
        return _with_span(node, tok, [kind, with_prop, src, dst, over, where, upto, yield_])

    def path_kind(self, *words: Token) -> Literal["SHORTEST", "ALL", "NOLOOP", "SINGLE SHORTEST"]:
        return _PATH_KINDS[" ".join(str(t).upper() for t in words)]

    def with_prop(self) -> bool:
        return True

    def upto(self, n: Token) -> int:
        return count_value(n)

    def subgraph(
        self,
        tok: Token,
        with_prop: bool | None,
        steps: int | None,
        vids: list[ast.Expr],
        in_e: tuple[Literal["IN", "OUT", "BOTH"], list[str]] | None,
        out_e: tuple[Literal["IN", "OUT", "BOTH"], list[str]] | None,
        both_e: tuple[Literal["IN", "OUT", "BOTH"], list[str]] | None,
        where: ast.Expr | None,
        yield_: ast.YieldClause | None,
    ) -> ast.GetSubgraph:
        directions = _present([in_e, out_e, both_e])
        node = ast.GetSubgraph(vids, with_prop is not None, steps, directions, where, yield_)
        return _with_span(node, tok, [with_prop, steps, vids, in_e, out_e, both_e, where, yield_])

    def subgraph_steps(self, n: Token) -> int:
        return count_value(n)

    def _edges_dir(self, tok: Token, *names: Token) -> tuple[Literal["IN", "OUT", "BOTH"], list[str]]:
        return (_SUBGRAPH_DIRECTIONS[str(tok).upper()], [str(x) for x in names])

    in_edges = out_edges = both_edges = _edges_dir

    def yield_stmt(
        self, yield_: ast.YieldClause, join: ast.YieldJoin | None, where: ast.Expr | None
    ) -> ast.Yield:
        return _with_span(ast.Yield(yield_, where, join), yield_, join, where)

    def yield_join(
        self, tok: Token, left: Token, kind: str, _join: Token, right: Token, _on: Token, on: ast.Expr
    ) -> ast.YieldJoin:
        return _with_span(ast.YieldJoin(kind, str(left)[1:], str(right)[1:], on), tok, on)

    def join_kind(self, tok: Token, *outer: Token | None) -> str:
        return str(tok).upper()

    def group_by(self, tok: Token, keys: list[ast.Expr], yield_: ast.YieldClause) -> ast.GroupBy:
        return _with_span(ast.GroupBy(keys, yield_), tok, yield_)

    def order_by_stmt(self, items: list[ast.OrderItem]) -> ast.OrderBy:
        return _with_span(ast.OrderBy(items), items)

    def limit_stmt(self, tok: Token, first: Token, second: Token | None) -> ast.Limit:
        node = (
            ast.Limit(count_value(first))
            if second is None
            else ast.Limit(count_value(second), count_value(first))
        )
        return _with_span(node, tok, first, second)

    def limit_offset(self, tok: Token, count: Token, offset: Token) -> ast.Limit:
        return _with_span(ast.Limit(count_value(count), count_value(offset)), tok, offset)

    def offset_limit(self, tok: Token, offset: Token, count: Token) -> ast.Limit:
        return _with_span(ast.Limit(count_value(count), count_value(offset)), tok, count)

    def sample_stmt(self, tok: Token, n: Token) -> ast.Sample:
        return _with_span(ast.Sample(count_value(n)), tok, n)

    # ------------------------------------------------------------------ writes

    def props_omitted(self, name: Token) -> ast.TagProps:
        return _with_span(ast.TagProps(str(name), [], props_listed=False), name)

    def props_listed(self, name: Token, props: list[str] | None) -> ast.TagProps:
        return _with_span(ast.TagProps(str(name), props or []), name)

    def name_list(self, *names: Token) -> list[str]:
        return [str(x) for x in names]

    def if_not_exists(self) -> bool:
        return True

    if_exists = with_edge = if_not_exists

    def insert_vertex(
        self, tok: Token, ine: bool | None, *rest: ast.TagProps | ast.VertexRow
    ) -> ast.InsertVertex:
        tags = [x for x in rest if isinstance(x, ast.TagProps)]
        rows = [x for x in rest if isinstance(x, ast.VertexRow)]
        return _with_span(ast.InsertVertex(tags, rows, ine is not None), tok, rows)

    def insert_edge(
        self, tok: Token, ine: bool | None, props: ast.TagProps, *rows: ast.EdgeRow
    ) -> ast.InsertEdge:
        node = ast.InsertEdge(props.tag, props.props, list(rows), ine is not None, props.props_listed)
        return _with_span(node, tok, list(rows))

    def vertex_row(self, vid: ast.Expr, values: list[ast.Expr] | None) -> ast.VertexRow:
        return _with_span(ast.VertexRow(vid, values or []), vid, values)

    def edge_row(
        self,
        src: ast.Expr,
        _arrow: Token,
        dst: ast.Expr,
        rank: ast.Expr | None,
        values: list[ast.Expr] | None,
    ) -> ast.EdgeRow:
        return _with_span(ast.EdgeRow(src, dst, values or [], rank), src, values)

    def update_vertex(
        self,
        tok: Token,
        tag: Token | None,
        vid: ast.Expr,
        items: list[ast.SetItem],
        when: ast.Expr | None,
        yield_: ast.YieldClause | None,
    ) -> ast.UpdateVertex:
        node = ast.UpdateVertex(vid, items, _plain(tag), when, yield_, tok.upper() == "UPSERT")
        return _with_span(node, tok, [tag, vid, items, when, yield_])

    def update_edge(
        self,
        tok: Token,
        name: Token,
        key: ast.EdgeKey,
        items: list[ast.SetItem],
        when: ast.Expr | None,
        yield_: ast.YieldClause | None,
    ) -> ast.UpdateEdge:
        node = ast.UpdateEdge(str(name), key, items, when, yield_, tok.upper() == "UPSERT")
        return _with_span(node, tok, [name, key, items, when, yield_])

    def update_edge_of(
        self,
        tok: Token,
        key: ast.EdgeKey,
        name: Token,
        items: list[ast.SetItem],
        when: ast.Expr | None,
        yield_: ast.YieldClause | None,
    ) -> ast.UpdateEdge:
        return self.update_edge(tok, name, key, items, when, yield_)

    def update_items(self, *items: ast.SetItem) -> list[ast.SetItem]:
        return list(items)

    def update_name(self, name: Token, value: ast.Expr) -> ast.SetItem:
        return _with_span(ast.SetItem(self.variable(name), value), name, value)

    def update_prop(self, name: Token, prop: Token, value: ast.Expr) -> ast.SetItem:
        target = _with_span(ast.Property(self.variable(name), str(prop)), name, prop)
        return _with_span(ast.SetItem(target, value), name, value)

    def when(self, expr: ast.Expr) -> ast.Expr:
        return expr

    def delete_vertex(self, tok: Token, vids: list[ast.Expr], with_edge: bool | None) -> ast.DeleteVertex:
        return _with_span(ast.DeleteVertex(vids, with_edge is not None), tok, vids)

    def delete_edge(self, tok: Token, name: Token, *keys: ast.EdgeKey) -> ast.DeleteEdge:
        return _with_span(ast.DeleteEdge(str(name), list(keys)), tok, list(keys))

    def delete_tag(self, tok: Token, names: list[str], vids: list[ast.Expr]) -> ast.DeleteTag:
        return _with_span(ast.DeleteTag(names, vids), tok, vids)

    # ------------------------------------------------------------------ DDL

    def create_space(
        self,
        tok: Token,
        ine: bool | None,
        name: Token,
        opts: list[tuple[str, ast.Expr | ast.TypeSpec]] | None,
        comment: str | None,
    ) -> ast.CreateSpace:
        node = ast.CreateSpace(str(name), opts or [], ine is not None, comment)
        return _with_span(node, tok, [ine, name, opts, comment])

    def create_space_as(self, tok: Token, ine: bool | None, name: Token, other: Token) -> ast.AdminCommand:
        words = ["CREATE", "SPACE"] + (["IF", "NOT", "EXISTS"] if ine else []) + [str(name), "AS", str(other)]
        return _with_span(ast.AdminCommand(words), tok, other)

    def space_opts(
        self, *opts: tuple[str, ast.Expr | ast.TypeSpec] | None
    ) -> list[tuple[str, ast.Expr | ast.TypeSpec]]:
        return _present(opts)

    def space_opt(self, key: Token, value: ast.Expr | ast.TypeSpec) -> tuple[str, ast.Expr | ast.TypeSpec]:
        return (str(key), value)

    def comment_opt(self, tok: Token) -> str:
        return _string(tok)

    def create_schema(
        self,
        tok: Token,
        kind: Token,
        ine: bool | None,
        name: Token,
        columns: list[ast.ColumnDef],
        opts: list[tuple[str, ast.Expr]] | None,
    ) -> ast.CreateSchema:
        node = ast.CreateSchema(_schema_kind(kind), str(name), columns, ine is not None, opts or [])
        return _with_span(node, tok, [kind, ine, name, columns, opts])

    def column_defs(self, *columns: ast.ColumnDef | None) -> list[ast.ColumnDef]:
        return _present(columns)

    def column_def(
        self, name: Token, type_: ast.TypeSpec, *props: tuple[str, bool | ast.Expr | str]
    ) -> ast.ColumnDef:
        col = ast.ColumnDef(str(name), type_)
        for key, value in props:
            if key == "null":
                assert isinstance(value, bool)
                col.nullable = value
            elif key == "default":
                assert isinstance(value, ast.Expr)
                col.default = value
            else:
                assert isinstance(value, str)
                col.comment = value
        return _with_span(col, name, type_, [v for _, v in props if isinstance(v, ast.Node)])

    def col_null(self, tok: Token) -> tuple[str, bool]:
        return ("null", True)

    def col_not_null(self) -> tuple[str, bool]:
        return ("null", False)

    def col_default(self, expr: ast.Expr) -> tuple[str, ast.Expr]:
        return ("default", expr)

    def col_comment(self, tok: Token) -> tuple[str, str]:
        return ("comment", _string(tok))

    def schema_opts(self, *opts: tuple[str, ast.Expr]) -> list[tuple[str, ast.Expr]]:
        return list(opts)

    def schema_opt(self, key: Token, value: ast.Expr) -> tuple[str, ast.Expr]:
        return (str(key), value)

    def type_spec(self, tok: Token, arg: Token | None = None) -> ast.TypeSpec:
        name = str(tok).lower()
        if name == "fixed_string":
            assert arg is not None  # `FIXED_STRING "(" INTEGER ")"`
            return _with_span(ast.TypeSpec(name, count_value(arg)), tok, arg)
        if name == "geography" and arg is not None:
            return _with_span(ast.TypeSpec(f"geography({str(arg).lower()})"), tok, arg)
        return _with_span(ast.TypeSpec(name), tok)

    def container_type(self, tok: Token, _lt: Token, inner: ast.TypeSpec, gt: Token) -> ast.TypeSpec:
        return _with_span(ast.TypeSpec(f"{str(tok).lower()}<{inner.name}>"), tok, gt)

    def alter_schema(
        self,
        tok: Token,
        kind: Token,
        name: Token,
        body: tuple[
            list[tuple[Literal["ADD", "CHANGE", "DROP"], list[ast.ColumnDef]]], list[tuple[str, ast.Expr]]
        ],
    ) -> ast.AlterSchema:
        actions, opts = body
        node = ast.AlterSchema(_schema_kind(kind), str(name), actions, opts)
        return _with_span(node, tok, name, actions, opts)

    def alter_body(
        self,
        *parts: tuple[Literal["ADD", "CHANGE", "DROP"], list[ast.ColumnDef]]
        | list[tuple[str, ast.Expr]]
        | None,
    ) -> tuple[
        list[tuple[Literal["ADD", "CHANGE", "DROP"], list[ast.ColumnDef]]], list[tuple[str, ast.Expr]]
    ]:
        actions = [x for x in parts if isinstance(x, tuple)]
        last = parts[-1]
        opts = last if isinstance(last, list) else []
        return (actions, opts)

    def alter_action(
        self, tok: Token, *rest: ast.ColumnDef | list[str]
    ) -> tuple[Literal["ADD", "CHANGE", "DROP"], list[ast.ColumnDef]]:
        op = str(tok).upper()
        if op == "DROP":
            names = rest[0]  # `DROP "(" name_list ")"`
            assert isinstance(names, list)
            return ("DROP", [ast.ColumnDef(n, ast.TypeSpec("")) for n in names])
        return ("ADD" if op == "ADD" else "CHANGE", [x for x in rest if isinstance(x, ast.ColumnDef)])

    def create_index(
        self,
        tok: Token,
        kind: Token,
        ine: bool | None,
        name: Token,
        schema: Token,
        fields: list[ast.IndexField],
        options: object,
        comment: str | None,
    ) -> ast.CreateIndex:
        # ``options`` (a geography index's S2 tuning) only shape NebulaGraph's index cells, not
        # what a seek finds: kept for SHOW CREATE
        opts = list(options) if isinstance(options, list) else []
        node = ast.CreateIndex(
            _schema_kind(kind), str(name), str(schema), fields, ine is not None, comment, opts
        )
        return _with_span(node, tok, [kind, ine, name, schema, fields, comment])

    def index_opts(self, *opts: object) -> list[object]:
        return list(opts)

    def index_opt(self, key: Token, value: Token) -> tuple[str, int]:
        return (str(key), int(value))

    def index_fields(self, *fields: ast.IndexField | None) -> list[ast.IndexField]:
        return _present(fields)

    def index_field(self, name: Token, length: Token | None) -> ast.IndexField:
        return _with_span(
            ast.IndexField(str(name), count_value(length) if length is not None else None), name, length
        )

    def drop_stmt(self, tok: Token, kind: str, if_exists: bool | None, name: Token) -> ast.Drop:
        return _with_span(ast.Drop(kind, str(name), if_exists is not None), tok, name)

    def drop_kind(self, *words: Token) -> str:
        return " ".join(str(t).upper() for t in words)

    describe_kind = drop_kind

    def use_stmt(self, tok: Token, name: Token) -> ast.Use:
        return _with_span(ast.Use(str(name)), tok, name)

    def describe_stmt(self, tok: Token, kind: str, name: Token) -> ast.Describe:
        return _with_span(ast.Describe(kind, str(name)), tok, name)

    def show_stmt(self, tok: Token, *words: Token) -> ast.Show:
        upper = [w.upper() for w in words]
        for size in range(len(upper), 0, -1):
            key = tuple(upper[:size])
            if key not in self.dialect.show_targets:
                continue
            rest = words[size:]
            takes_name = self.dialect.show_targets[key]
            if rest and not takes_name:
                continue
            if len(rest) > 1 and not all(w.type in ("INTEGER", "COMMA") for w in rest):
                continue
            name = " ".join(str(w) for w in rest) if rest else None
            return _with_span(ast.Show(" ".join(key), name), tok, list(words))
        raise _error(f"unknown SHOW target {' '.join(upper)!r}", words[0] if words else tok)

    def admin_stmt(self, head: list[Token], *words: Token) -> ast.AdminCommand:
        return _with_span(
            ast.AdminCommand([str(w).upper() for w in head] + [str(w) for w in words]), head, list(words)
        )

    def callable_kw(self, tok: Token) -> Token:
        return tok

    def admin_head(self, *words: Token) -> list[Token]:
        return list(words)

    def admin_word(self, tok: Token) -> Token:
        # The words of a statement r3 only recognises keep their spelling.
        return Token.new_borrow_pos("NAME", tok.written, tok) if isinstance(tok, _LoweredName) else tok
