"""Callbacks for nGQL's own statements (GO, FETCH, LOOKUP, …, DDL and admin).

Split from :mod:`r3.lang.astbuilder` only to keep modules small: the shared expression,
pattern and clause callbacks are inherited.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from r3.lang import ast
from r3.lang.astbuilder import (
    AstBuilder,
    _end,
    _error,
    _plain,
    _present,
    _unescape,
    _with_span,
    count_value,
    scalar_text,
)

_DIRECTIONS = {"REVERSELY": "in", "BIDIRECT": "both"}


def _is_ref(expr: Any) -> bool:
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


class NgqlAstBuilder(AstBuilder):
    """AST callbacks for the nGQL grammar."""

    def string_literal(self, c: list[Any]) -> ast.Literal:
        return _with_span(ast.Literal(_string(c[0])), c[0])

    # ------------------------------------------------------------------ vids and keys

    def vid_list(self, c: list[Any]) -> list[Any]:
        if len(c) > 1:
            for vid in c:
                if _is_ref(vid):
                    # NebulaGraph's grammar takes a reference only alone, so it stops at the
                    # comma after one (``syntax error near `, $-.dst'``).
                    after = _end(c[0]) if _is_ref(c[0]) else None
                    raise _error(
                        "a `$-.prop` or `$var.prop` reference must be the only vid source",
                        vid,
                        span=None if after is None else (after, after + 1),
                        headline="syntax error",
                    )
        return c

    def variable_vid(self, c: list[Any]) -> Any:
        """``GO FROM $var``: NebulaGraph's parser refuses a whole variable as a vid."""
        raise _error("Variable is not supported in vid", c[0], quote=c[0])

    def from_clause(self, c: list[Any]) -> list[Any]:
        return c[0]

    to_clause = from_clause

    def vid_call(self, c: list[Any]) -> ast.FunctionCall:
        name, args = c
        return _with_span(ast.FunctionCall(str(name), args or []), name, args)

    def edge_key(self, c: list[Any]) -> ast.EdgeKey:
        src, arrow, dst, rank = c
        return _with_span(ast.EdgeKey(src, dst, rank), src, arrow, dst, rank)

    def rank(self, c: list[Any]) -> Any:
        return c[0]

    # ------------------------------------------------------------------ reads

    def go(self, c: list[Any]) -> ast.Go:
        tok, steps, vids, over, where, yield_, truncate = c
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
        return _with_span(node, tok, c[1:])

    def steps_one(self, c: list[Any]) -> ast.StepRange:
        return _with_span(ast.StepRange(count_value(c[0])), c[0])

    def steps_range(self, c: list[Any]) -> ast.StepRange:
        return _with_span(ast.StepRange(count_value(c[0]), count_value(c[1])), c[0], c[1])

    def over_clause(self, c: list[Any]) -> ast.OverClause:
        edges, direction = c
        node = ast.OverClause(edges, _DIRECTIONS[direction.upper()] if direction else "out")  # type: ignore[arg-type]
        return _with_span(node, direction)

    def edges_all(self, c: list[Any]) -> list[str]:
        return ["*"]

    def edges_list(self, c: list[Any]) -> list[str]:
        return [str(x) for x in c]

    def over_direction(self, c: list[Any]) -> Token:
        return c[0]

    def truncate(self, c: list[Any]) -> tuple[str, Any]:
        return (str(c[0]).upper(), c[1])

    def yield_clause(self, c: list[Any]) -> ast.YieldClause:
        tok, distinct, items = c
        if "yield_alias_required" in self.checks:
            for item in items:
                if item.alias is None and isinstance(item.expr, ast.Variable):
                    name = item.expr.name
                    if name in ("vertex", "edge", "vertices", "edges"):
                        raise _error(
                            f"please add alias when using `{name}'.", item.expr, name, quote=item.expr
                        )
        return _with_span(ast.YieldClause(items, distinct is not None), tok, items)

    def lookup(self, c: list[Any]) -> ast.Lookup:
        tok, name, where, yield_ = c
        return _with_span(ast.Lookup(str(name), where, yield_), tok, name, where, yield_)

    def fetch(self, c: list[Any]) -> ast.Statement:
        tok, names, *targets = c
        yield_ = targets.pop()
        keys = [t for t in targets if isinstance(t, ast.EdgeKey)]
        if keys and len(keys) != len(targets):
            raise _error("FETCH cannot mix vertex ids and edge keys", targets[0])
        if keys:
            if len(names) != 1 or names[0] == "*":
                raise _error("FETCH PROP ON edges takes exactly one edge type", tok)
            node: ast.Statement = ast.FetchEdges(names[0], keys, yield_)
        else:
            node = ast.FetchVertices(names, self.vid_list(targets), yield_)
        return _with_span(node, tok, targets, yield_)

    def find_path(self, c: list[Any]) -> ast.FindPath:
        tok, kind, with_prop, src, dst, over, where, upto, yield_ = c
        node = ast.FindPath(kind, src, dst, over, with_prop is not None, where, upto, yield_)
        return _with_span(node, tok, c[1:])

    def path_kind(self, c: list[Any]) -> str:
        return " ".join(str(t).upper() for t in c)

    def with_prop(self, c: list[Any]) -> bool:
        return True

    def upto(self, c: list[Any]) -> int:
        return count_value(c[0])

    def subgraph(self, c: list[Any]) -> ast.GetSubgraph:
        tok, with_prop, steps, vids, in_e, out_e, both_e, where, yield_ = c
        directions = _present([in_e, out_e, both_e])
        node = ast.GetSubgraph(vids, with_prop is not None, steps, directions, where, yield_)
        return _with_span(node, tok, c[1:])

    def subgraph_steps(self, c: list[Any]) -> int:
        return count_value(c[0])

    def _edges_dir(self, c: list[Any]) -> tuple[str, list[str]]:
        return (str(c[0]).upper(), [str(x) for x in c[1:]])

    in_edges = out_edges = both_edges = _edges_dir

    def yield_stmt(self, c: list[Any]) -> ast.Yield:
        yield_, join, where = c
        return _with_span(ast.Yield(yield_, where, join), yield_, join, where)

    def yield_join(self, c: list[Any]) -> ast.YieldJoin:
        tok, left, kind, _join, right, _on, on = c
        return _with_span(ast.YieldJoin(kind, str(left)[1:], str(right)[1:], on), tok, on)

    def join_kind(self, c: list[Any]) -> str:
        return str(c[0]).upper()

    def group_by(self, c: list[Any]) -> ast.GroupBy:
        tok, keys, yield_ = c
        return _with_span(ast.GroupBy(keys, yield_), tok, yield_)

    def order_by_stmt(self, c: list[Any]) -> ast.OrderBy:
        return _with_span(ast.OrderBy(c[0]), c[0])

    def limit_stmt(self, c: list[Any]) -> ast.Limit:
        tok, first, second = c
        node = (
            ast.Limit(count_value(first))
            if second is None
            else ast.Limit(count_value(second), count_value(first))
        )
        return _with_span(node, tok, first, second)

    def limit_offset(self, c: list[Any]) -> ast.Limit:
        tok, count, offset = c
        return _with_span(ast.Limit(count_value(count), count_value(offset)), tok, offset)

    def offset_limit(self, c: list[Any]) -> ast.Limit:
        tok, offset, count = c
        return _with_span(ast.Limit(count_value(count), count_value(offset)), tok, count)

    def sample_stmt(self, c: list[Any]) -> ast.Sample:
        return _with_span(ast.Sample(count_value(c[1])), c[0], c[1])

    # ------------------------------------------------------------------ writes

    def props_omitted(self, c: list[Any]) -> ast.TagProps:
        return _with_span(ast.TagProps(str(c[0]), [], props_listed=False), c[0])

    def props_listed(self, c: list[Any]) -> ast.TagProps:
        name, props = c
        return _with_span(ast.TagProps(str(name), props or []), name)

    def name_list(self, c: list[Any]) -> list[str]:
        return [str(x) for x in c]

    def if_not_exists(self, c: list[Any]) -> bool:
        return True

    if_exists = with_edge = if_not_exists

    def insert_vertex(self, c: list[Any]) -> ast.InsertVertex:
        tok, ine, *rest = c
        tags = [x for x in rest if isinstance(x, ast.TagProps)]
        rows = [x for x in rest if isinstance(x, ast.VertexRow)]
        return _with_span(ast.InsertVertex(tags, rows, ine is not None), tok, rows)

    def insert_edge(self, c: list[Any]) -> ast.InsertEdge:
        tok, ine, props, *rows = c
        node = ast.InsertEdge(props.tag, props.props, rows, ine is not None, props.props_listed)
        return _with_span(node, tok, rows)

    def vertex_row(self, c: list[Any]) -> ast.VertexRow:
        vid, values = c
        return _with_span(ast.VertexRow(vid, values or []), vid, values)

    def edge_row(self, c: list[Any]) -> ast.EdgeRow:
        src, _arrow, dst, rank, values = c
        return _with_span(ast.EdgeRow(src, dst, values or [], rank), src, values)

    def update_vertex(self, c: list[Any]) -> ast.UpdateVertex:
        tok, tag, vid, items, when, yield_ = c
        node = ast.UpdateVertex(vid, items, _plain(tag), when, yield_, tok.upper() == "UPSERT")
        return _with_span(node, tok, c[1:])

    def update_edge(self, c: list[Any]) -> ast.UpdateEdge:
        tok, name, key, items, when, yield_ = c
        node = ast.UpdateEdge(str(name), key, items, when, yield_, tok.upper() == "UPSERT")
        return _with_span(node, tok, c[1:])

    def update_edge_of(self, c: list[Any]) -> ast.UpdateEdge:
        tok, key, name, items, when, yield_ = c
        return self.update_edge([tok, name, key, items, when, yield_])

    def update_items(self, c: list[Any]) -> list[Any]:
        return c

    def update_name(self, c: list[Any]) -> ast.SetItem:
        name, value = c
        return _with_span(ast.SetItem(self.variable([name]), value), name, value)

    def update_prop(self, c: list[Any]) -> ast.SetItem:
        name, prop, value = c
        target = _with_span(ast.Property(self.variable([name]), str(prop)), name, prop)
        return _with_span(ast.SetItem(target, value), name, value)

    def when(self, c: list[Any]) -> Any:
        return c[0]

    def delete_vertex(self, c: list[Any]) -> ast.DeleteVertex:
        tok, vids, with_edge = c
        return _with_span(ast.DeleteVertex(vids, with_edge is not None), tok, vids)

    def delete_edge(self, c: list[Any]) -> ast.DeleteEdge:
        tok, name, *keys = c
        return _with_span(ast.DeleteEdge(str(name), keys), tok, keys)

    def delete_tag(self, c: list[Any]) -> ast.DeleteTag:
        tok, names, vids = c
        return _with_span(ast.DeleteTag(names, vids), tok, vids)

    # ------------------------------------------------------------------ DDL

    def create_space(self, c: list[Any]) -> ast.CreateSpace:
        tok, ine, name, opts, comment = c
        node = ast.CreateSpace(str(name), opts or [], ine is not None, comment)
        return _with_span(node, tok, c[1:])

    def create_space_as(self, c: list[Any]) -> ast.AdminCommand:
        tok, ine, name, other = c
        words = ["CREATE", "SPACE"] + (["IF", "NOT", "EXISTS"] if ine else []) + [str(name), "AS", str(other)]
        return _with_span(ast.AdminCommand(words), tok, other)

    def space_opts(self, c: list[Any]) -> list[Any]:
        return _present(c)

    def space_opt(self, c: list[Any]) -> tuple[str, Any]:
        return (str(c[0]), c[1])

    def comment_opt(self, c: list[Any]) -> str:
        return _string(c[0])

    def create_schema(self, c: list[Any]) -> ast.CreateSchema:
        tok, kind, ine, name, columns, opts = c
        node = ast.CreateSchema(kind.upper(), str(name), columns, ine is not None, opts or [])
        return _with_span(node, tok, c[1:])

    def column_defs(self, c: list[Any]) -> list[Any]:
        return _present(c)

    def column_def(self, c: list[Any]) -> ast.ColumnDef:
        name, type_, *props = c
        col = ast.ColumnDef(str(name), type_)
        for key, value in props:
            if key == "null":
                col.nullable = value
            elif key == "default":
                col.default = value
            else:
                col.comment = value
        return _with_span(col, name, type_, [v for _, v in props if isinstance(v, ast.Node)])

    def col_null(self, c: list[Any]) -> tuple[str, Any]:
        return ("null", True)

    def col_not_null(self, c: list[Any]) -> tuple[str, Any]:
        return ("null", False)

    def col_default(self, c: list[Any]) -> tuple[str, Any]:
        return ("default", c[0])

    def col_comment(self, c: list[Any]) -> tuple[str, Any]:
        return ("comment", _string(c[0]))

    def schema_opts(self, c: list[Any]) -> list[Any]:
        return c

    def schema_opt(self, c: list[Any]) -> tuple[str, Any]:
        return (str(c[0]), c[1])

    def type_spec(self, c: list[Any]) -> ast.TypeSpec:
        tok = c[0]
        name = str(tok).lower()
        if name == "fixed_string":
            return _with_span(ast.TypeSpec(name, count_value(c[1])), tok, c[1])
        if name == "geography" and len(c) > 1 and c[1] is not None:
            return _with_span(ast.TypeSpec(f"geography({str(c[1]).lower()})"), tok, c[1])
        return _with_span(ast.TypeSpec(name), tok)

    def container_type(self, c: list[Any]) -> ast.TypeSpec:
        tok, _lt, inner, gt = c
        return _with_span(ast.TypeSpec(f"{str(tok).lower()}<{inner.name}>"), tok, gt)

    def alter_schema(self, c: list[Any]) -> ast.AlterSchema:
        tok, kind, name, (actions, opts) = c
        node = ast.AlterSchema(kind.upper(), str(name), actions, opts)
        return _with_span(node, tok, name, actions, opts)

    def alter_body(self, c: list[Any]) -> tuple[list[Any], list[Any]]:
        actions = [x for x in c if isinstance(x, tuple)]
        opts = c[-1] if isinstance(c[-1], list) else []
        return (actions, opts)

    def alter_action(self, c: list[Any]) -> tuple[str, list[ast.ColumnDef]]:
        op = str(c[0]).upper()
        if op == "DROP":
            return (op, [ast.ColumnDef(n, ast.TypeSpec("")) for n in c[1]])
        return (op, c[1:])

    def create_index(self, c: list[Any]) -> ast.CreateIndex:
        tok, kind, ine, name, schema, fields, comment = c
        node = ast.CreateIndex(kind.upper(), str(name), str(schema), fields, ine is not None, comment)
        return _with_span(node, tok, c[1:])

    def index_fields(self, c: list[Any]) -> list[Any]:
        return _present(c)

    def index_field(self, c: list[Any]) -> ast.IndexField:
        name, length = c
        return _with_span(
            ast.IndexField(str(name), count_value(length) if length is not None else None), name, length
        )

    def drop_stmt(self, c: list[Any]) -> ast.Drop:
        tok, kind, if_exists, name = c
        return _with_span(ast.Drop(kind, str(name), if_exists is not None), tok, name)

    def drop_kind(self, c: list[Any]) -> str:
        return " ".join(str(t).upper() for t in c)

    describe_kind = drop_kind

    def use_stmt(self, c: list[Any]) -> ast.Use:
        return _with_span(ast.Use(str(c[1])), c[0], c[1])

    def describe_stmt(self, c: list[Any]) -> ast.Describe:
        tok, kind, name = c
        return _with_span(ast.Describe(kind, str(name)), tok, name)

    def show_stmt(self, c: list[Any]) -> ast.Show:
        tok, *words = c
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
            return _with_span(ast.Show(" ".join(key), name), tok, words)
        raise _error(f"unknown SHOW target {' '.join(upper)!r}", words[0] if words else tok)

    def admin_stmt(self, c: list[Any]) -> ast.AdminCommand:
        head, *words = c
        return _with_span(
            ast.AdminCommand([str(w).upper() for w in head] + [str(w) for w in words]), head, words
        )

    def callable_kw(self, c: list[Any]) -> Token:
        return c[0]

    def admin_head(self, c: list[Any]) -> list[Token]:
        return c

    def admin_word(self, c: list[Any]) -> Token:
        return c[0]
