"""Callbacks for Cypher's updating and procedure clauses (CREATE, MERGE, SET, …).

Split from :mod:`r3.lang.astbuilder` only to keep modules small: the shared expression,
pattern and clause callbacks are inherited.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from r3.lang import ast
from r3.lang import cypher_checks as checks
from r3.lang.astbuilder import (
    INT64_MAX,
    AstBuilder,
    _error,
    _unescape,
    _with_span,
    count_value,
    integer_value,
)
from r3.lang.printer import to_text


class CypherAstBuilder(AstBuilder):
    """AST callbacks for the openCypher grammar."""

    def create_clause(self, c: list[Any]) -> ast.CreateClause:
        checks.check_creation(c[1], "CREATE", _error)
        return _with_span(ast.CreateClause(c[1]), c[0], c[1])

    def merge_clause(self, c: list[Any]) -> ast.MergeClause:
        tok, pattern, *actions = c
        checks.check_creation([pattern], "MERGE", _error)
        checks.check_pattern_parameters([pattern], "MERGE", _error)
        node = ast.MergeClause(pattern)
        for kind, items in actions:
            (node.on_create if kind == "CREATE" else node.on_match).extend(items)
        return _with_span(node, tok, pattern, actions)

    def merge_action(self, c: list[Any]) -> tuple[str, list[Any]]:
        return (str(c[0]).upper(), c[1:])

    def set_clause(self, c: list[Any]) -> ast.SetClause:
        return _with_span(ast.SetClause(c[1:]), c)

    def set_assign(self, c: list[Any]) -> ast.SetItem:
        target, value = c
        if not isinstance(target, (ast.Variable, ast.Property)):
            raise _error("SET needs a variable or a property on the left of `=`", target)
        return _with_span(ast.SetItem(target, value), target, value)

    def set_merge(self, c: list[Any]) -> ast.SetItem:
        var, _op, value = c
        target = self.variable([var])
        return _with_span(ast.SetItem(target, value, "+="), var, value)

    def remove_clause(self, c: list[Any]) -> ast.RemoveClause:
        return _with_span(ast.RemoveClause(c[1:]), c)

    def remove_property(self, c: list[Any]) -> ast.Property:
        if not isinstance(c[0], ast.Property):
            raise _error("REMOVE needs a property (n.prop) or labels (n:Label)", c[0])
        return c[0]

    def delete_clause(self, c: list[Any]) -> ast.DeleteClause:
        detach, tok, exprs = c
        for e in exprs:
            if isinstance(e, (ast.LabelCheck, ast.Literal, ast.BinaryOp, ast.UnaryOp)):
                raise _error(
                    "DELETE takes nodes, relationships or paths (to drop a label: REMOVE n:Label)", e
                )
        return _with_span(ast.DeleteClause(exprs, detach is not None), detach, tok, exprs)

    def call_clause(self, c: list[Any]) -> ast.CallClause:
        tok, proc, args, yielded = c
        items, where, star = yielded if yielded is not None else ([], None, False)
        names = [i.alias or (i.expr.name if isinstance(i.expr, ast.Variable) else "") for i in items]
        for i, name in enumerate(names):
            if name and name in names[:i]:
                raise _error(f"column `{name}` is yielded twice", items[i])
        node = ast.CallClause(proc, args or [], items, where, star)
        return _with_span(node, tok, args, items, where)

    def procedure_name(self, c: list[Any]) -> str:
        return ".".join(str(x) for x in c)

    # ------------------------------------------------------------------ Cypher 5 additions

    # compile-time checks Neo4j makes (r3.lang.cypher_checks)

    def float_literal(self, c: list[Any]) -> ast.Literal:
        lit = super().float_literal(c)
        checks.check_float(float(lit.value), _error, c[0])  # type: ignore[arg-type]
        return lit

    def string_literal(self, c: list[Any]) -> ast.Literal:
        text = str(c[0])
        if "\\u" in text and _BAD_UNICODE_ESCAPE.search(text):
            raise _error("invalid unicode escape: \\u needs four hex digits", c[0])
        return super().string_literal(c)

    def where(self, c: list[Any]) -> Any:
        """No aggregate in WHERE, except inside a subquery, which aggregates on its own."""
        for node in checks.aggregates_in(c[0], self._is_aggregate):
            raise _error("Invalid use of aggregating function in where clause.", node, node.name)
        return c[0]

    def match_clause(self, c: list[Any]) -> ast.MatchClause:
        clause = super().match_clause(c)
        checks.check_pattern_parameters(clause.patterns, "MATCH", _error)
        return clause

    def with_clause(self, c: list[Any]) -> ast.WithClause:
        clause = super().with_clause(c)
        checks.check_projection(clause.projection, "WITH", _error, self._is_aggregate)
        return clause

    def return_clause(self, c: list[Any]) -> ast.ReturnClause:
        clause = super().return_clause(c)
        checks.check_projection(clause.projection, "RETURN", _error, self._is_aggregate)
        return clause

    def call(self, c: list[Any]) -> ast.FunctionCall:
        node = super().call(c)
        if self._is_aggregate(node):
            checks.check_aggregate_call(node, _error, self._is_aggregate)
        return node

    def cypher_union_op(self, c: list[Any]) -> ast.SetOperation:
        node = super().cypher_union_op(c)
        checks.check_union(node.left, node.op, _error, c[1])
        return node

    def cypher_query(self, c: list[Any]) -> ast.CypherQuery:
        checks.check_standalone_yield_star(c, _error)
        return super().cypher_query(c)

    def int_literal(self, c: list[Any]) -> ast.Literal:
        """openCypher's ``0o17`` octal; -0x8000000000000000 and its octal twin are valid."""
        tok = c[0]
        text = str(tok)
        if text[:2] == "0o":
            tok = Token.new_borrow_pos(tok.type, "0" + text[2:], tok)
        value = integer_value(tok)
        if value == INT64_MAX + 1 and text[:2] in ("0x", "0X", "0o"):
            return _with_span(ast.Literal(value), c[0])  # valid only after a minus sign
        lit = super().int_literal([tok])
        return _with_span(lit, c[0])

    def parameter(self, c: list[Any]) -> ast.Parameter:
        name = str(c[0])[1:]
        if name.startswith("`"):
            name = name[1:-1].replace("``", "`")
        return _with_span(ast.Parameter(name), c[0])

    # label expressions

    def label_name(self, c: list[Any]) -> ast.LabelExpr:
        return _with_span(ast.LabelExpr("name", name=str(c[0])), c[0])

    def label_wildcard(self, c: list[Any]) -> ast.LabelExpr:
        return _with_span(ast.LabelExpr("%"), c[0])

    def label_group(self, c: list[Any]) -> ast.LabelExpr:
        return c[1]

    def label_negation(self, c: list[Any]) -> ast.LabelExpr:
        return _with_span(ast.LabelExpr("!", [c[1]]), c[0], c[1])

    def _label_join(self, op: str, left: ast.LabelExpr, right: ast.LabelExpr) -> ast.LabelExpr:
        operands = (left.operands if left.op == op else [left]) + [right]
        return _with_span(ast.LabelExpr(op, operands), left, right)  # type: ignore[arg-type]

    def label_disjunction(self, c: list[Any]) -> ast.LabelExpr:
        return self._label_join("|", c[0], c[-1])

    def label_conjunction(self, c: list[Any]) -> ast.LabelExpr:
        return self._label_join("&", c[0], c[-1])

    def label_list(self, c: list[Any]) -> _LabelExpression:  # type: ignore[override]
        return _LabelExpression(c[0])

    label_check_list = label_list

    def rel_types(self, c: list[Any]) -> _LabelExpression:  # type: ignore[override]
        return _LabelExpression(c[0])

    def label_check(self, c: list[Any]) -> ast.LabelCheck:
        operand, labels = c
        names = labels.conjunction()
        node = ast.LabelCheck(operand, names or [], None if names else labels.expr)
        return _with_span(node, operand, labels.expr)

    def set_labels(self, c: list[Any]) -> ast.SetLabels:
        names = c[1].conjunction()
        if not names:
            raise _error("SET and REMOVE take plain labels (n:A:B), not a label expression", c[1].expr)
        return _with_span(ast.SetLabels(str(c[0]), names), c[0])

    # node patterns

    def _cypher_node(self, parts: list[Any], start: Any, end: Any) -> ast.NodePattern:
        var: str | None = None
        labels: _LabelExpression | None = None
        props: ast.Expr | None = None
        where: ast.Expr | None = None
        for part in parts:
            if isinstance(part, Token) and part.type == "VARIABLE":
                props = self.parameter([part])
            elif isinstance(part, Token):
                var = str(part)
            elif isinstance(part, _LabelExpression):
                labels = part
            elif isinstance(part, _Where):
                where = part.expr
            elif isinstance(part, ast.Expr):
                props = part
        names = labels.conjunction() if labels is not None else []
        expr = None if labels is None or names is not None else labels.expr
        node = ast.NodePattern(var, names or [], props, expr, where)
        return _with_span(node, start, end)

    def node_simple(self, c: list[Any]) -> ast.NodePattern:
        return self._cypher_node(c[1:-1], c[0], c[-1])

    def node_labels_props(self, c: list[Any]) -> ast.NodePattern:
        return self._cypher_node(c[1:-1], c[0], c[-1])

    node_props_where = node_var_props = node_var_labels_where = node_var_param = node_var_where = (
        node_labels_props
    )

    def pattern_where(self, c: list[Any]) -> _Where:
        return _Where(c[0])

    def node_projection(self, c: list[Any]) -> ast.NodePattern | _Projection:
        """``(n {a: 1})``: a node pattern when every entry is ``key: value``, else a map projection."""
        lpar, proj, where, rpar = c
        if proj.selectors:
            if where is not None:
                raise _error("a node pattern's property map needs `key: value` entries", proj.node)
            return proj
        props = _with_span(ast.MapLiteral(list(proj.node.items)), proj.node)
        node = ast.NodePattern(proj.node.variable, [], props, None, None if where is None else where.expr)
        return _with_span(node, lpar, rpar)

    def projection_as_expr(self, c: list[Any]) -> ast.Expr:
        item = c[0]
        if isinstance(item, _Projection):
            return item.node
        if item.where is not None:
            raise _error("a node pattern with WHERE is not an expression", item)
        proj = ast.MapProjection(item.variable, list(item.properties.items))
        return _with_span(proj, item)

    def map_projection_expr(self, c: list[Any]) -> ast.MapProjection:
        return c[0].node

    def node_as_expr(self, c: list[Any]) -> ast.Expr:
        node = c[0]
        if node.where is not None:
            raise _error("a node pattern with WHERE is not an expression", node)
        if node.label_expr is not None:
            var = _with_span(ast.Variable(node.variable), node)
            return _with_span(ast.LabelCheck(var, [], node.label_expr), node)
        return super().node_as_expr(c)

    def pattern_expr(self, c: list[Any]) -> ast.PatternExpr:
        return super().pattern_expr(self.pattern_element(c))

    # map projections

    def map_projection(self, c: list[Any]) -> _Projection:
        var, _lbrace, *items = c
        rbrace = items.pop()
        node = ast.MapProjection(str(var))
        selectors = False
        for item in items:
            if item is None:
                continue
            if item == "*":
                node.all_properties = selectors = True
                continue
            if isinstance(item, _Selector):
                selectors = True
                key = item.key
                value = (
                    _with_span(ast.Property(_with_span(ast.Variable(str(var)), var), key), item.token)
                    if item.is_property
                    else self.variable([item.token])
                )
                node.items.append((key, value))
            else:
                node.items.append(item)
        return _Projection(_with_span(node, var, rbrace), selectors)

    def projection_property(self, c: list[Any]) -> _Selector:
        return _Selector(str(c[1]), c[1], True)

    def projection_all(self, c: list[Any]) -> str:
        return "*"

    def projection_variable(self, c: list[Any]) -> _Selector:
        return _Selector(str(c[0]), c[0], False)

    # relationships

    def rel_detail(self, c: list[Any]) -> _CypherRelDetail:  # type: ignore[override]
        return _CypherRelDetail(*c)

    def _rel(self, direction: str, c: list[Any]) -> ast.RelPattern:
        open_tok, d, close_tok, quantifier = c
        types = d.types.disjunction() if d.types is not None else []
        length = d.length
        if quantifier is not None:
            if length is not None:
                raise _error("a relationship takes `*` or a quantifier like {1,3}, not both", close_tok)
            length = quantifier
        rel = ast.RelPattern(
            direction,  # type: ignore[arg-type]
            None if d.variable is None else str(d.variable),
            types or [],
            d.properties,
            length,
            None if d.types is None or types is not None else d.types.expr,
            None if d.where is None else d.where.expr,
        )
        return _with_span(rel, open_tok, close_tok, quantifier)

    def rel_short(self, c: list[Any]) -> ast.RelPattern:
        tok, quantifier = c
        rel = super().rel_short([tok])
        rel.length = quantifier
        return _with_span(rel, tok, quantifier)

    def quantifier_plus(self, c: list[Any]) -> ast.VarLength:
        return _with_span(ast.VarLength(1, None), c[0])

    def quantifier_star(self, c: list[Any]) -> ast.VarLength:
        return _with_span(ast.VarLength(0, None), c[0])

    def quantifier_exact(self, c: list[Any]) -> ast.VarLength:
        n = count_value(c[1], "hop count")
        return _with_span(ast.VarLength(n, n), c[0], c[-1])

    def quantifier_range(self, c: list[Any]) -> ast.VarLength:
        lbrace, low, _comma, high, rbrace = c
        lo = count_value(low, "hop count") if low is not None else 0
        hi = count_value(high, "hop count") if high is not None else None
        if hi is not None and hi < lo:
            raise _error(f"the quantifier's upper bound {hi} is below its lower bound {lo}", lbrace)
        return _with_span(ast.VarLength(lo, hi), lbrace, rbrace)

    # quantified path patterns and path selectors

    def pattern_element(self, c: list[Any]) -> list[Any]:
        """Nodes, relationships and quantified groups, with an anonymous node wherever two
        groups (or a group and an end) meet, so elements alternate node / relationship."""
        out: list[Any] = []
        for item in _flatten(c):
            if isinstance(item, _Projection):
                raise _error(
                    "a node pattern's property map needs `key: value` entries, not `.prop` or `var`",
                    item.node,
                )
            last_is_node = bool(out) and isinstance(out[-1], ast.NodePattern)
            if isinstance(item, ast.NodePattern):
                if last_is_node:
                    raise _error("two node patterns need a relationship between them", item)
            elif not last_is_node:
                out.append(ast.NodePattern())
            out.append(item)
        if not isinstance(out[-1], ast.NodePattern):
            out.append(ast.NodePattern())
        return out

    def path_link(self, c: list[Any]) -> list[Any]:
        return c

    def quantified_path(self, c: list[Any]) -> ast.QuantifiedPath:
        lpar, elements, where, _rpar, quantifier = c
        inner = _with_span(ast.PathPattern(elements), elements)
        node = ast.QuantifiedPath("both", length=quantifier, where=where, path=inner)
        return _with_span(node, lpar, quantifier)

    def path_pattern(self, c: list[Any]) -> ast.PathPattern:
        var, selector, elements = c
        node = ast.PathPattern(elements, None if var is None else str(var), None, selector)
        return _with_span(node, var, selector, elements)

    def selector_words(self, c: list[Any]) -> str:
        """``ANY SHORTEST PATH`` → ``'ANY SHORTEST'``: PATH/PATHS are noise words."""
        return " ".join(
            str(x).upper() for x in c if x is not None and str(x).upper() not in ("PATH", "PATHS")
        )

    # USE, CYPHER options, schema commands

    def use_clause(self, c: list[Any]) -> ast.UseClause:
        return _with_span(ast.UseClause(".".join(str(x) for x in c[1:])), c[0], c[-1])

    def cypher_prefixed(self, c: list[Any]) -> Any:
        """``CYPHER 5 runtime=slotted query``: the options steer the planner only; the query stays."""
        return c[-1]

    def query_option(self, c: list[Any]) -> None:
        return None

    def _schema(self, words: list[Any], start: Any, end: Any) -> ast.SchemaCommand:
        text = [w if isinstance(w, str) else _word(w) for w in _flatten(words)]
        return _with_span(ast.SchemaCommand([w for w in text if w]), start, end)

    def create_index(self, c: list[Any]) -> ast.SchemaCommand:
        create, kind, index, name, if_, not_, exists, for_, pattern, on, target, options = c
        parts = [
            create,
            kind,
            index,
            name,
            if_,
            not_,
            exists,
            for_,
            _pattern_text(pattern),
            on,
            target,
            options,
        ]
        return self._schema(parts, create, options or target)

    def create_constraint(self, c: list[Any]) -> ast.SchemaCommand:
        create, constraint, name, if_, not_, exists, for_, pattern, require, target, kind, options = c
        parts = [create, constraint, name, if_, not_, exists, for_, _pattern_text(pattern), require]
        parts += [target, kind, options]
        return self._schema(parts, create, options or kind)

    def drop_schema(self, c: list[Any]) -> ast.SchemaCommand:
        return self._schema(c, c[0], [x for x in c if x is not None][-1])

    def show_command(self, c: list[Any]) -> ast.SchemaCommand:
        show, modifier, target, where = c
        condition = None if where is None else "WHERE " + to_text(where, "cypher")
        return self._schema([show, modifier, target, condition], show, where or target)

    def show_yield(self, c: list[Any]) -> ast.SchemaCommand:
        show, modifier, target, items, where, ret = c
        listed = "*" if isinstance(items, Token) else ", ".join(to_text(i, "cypher") for i in items)
        parts = [show, modifier, target, "YIELD", listed]
        parts.append(None if where is None else "WHERE " + to_text(where, "cypher"))
        parts.append(None if ret is None else to_text(ret, "cypher"))
        return self._schema(parts, show, ret or where or items)

    def constraint_target(self, c: list[Any]) -> str:
        if len(c) == 1:
            return to_text(c[0], "cypher")
        return "(" + ", ".join(to_text(e, "cypher") for e in [c[1], *c[2]]) + ")"

    def index_type(self, c: list[Any]) -> Token:
        return c[0]

    show_modifier = show_target = index_type

    def index_on(self, c: list[Any]) -> str:
        if isinstance(c[0], Token) and c[0].type == "LPAR":
            return "(" + ", ".join(to_text(e, "cypher") for e in c[1]) + ")"
        return "EACH " + to_text(c[1], "cypher")

    def constraint_kind(self, c: list[Any]) -> str:
        return " ".join(_word(x) for x in c if x is not None)

    def schema_options(self, c: list[Any]) -> str:
        return "OPTIONS " + to_text(c[1], "cypher")

    # subqueries and the clauses around them

    def subquery_query(self, c: list[Any]) -> ast.CypherQuery:
        return _with_span(ast.CypherQuery(c), c)

    def subquery_pattern(self, c: list[Any]) -> ast.CypherQuery:
        patterns, where = c
        match = _with_span(ast.MatchClause(patterns, where), patterns, where)
        return _with_span(ast.CypherQuery([match]), match)

    def subquery_body(self, c: list[Any]) -> Any:
        return c[0]

    def _subquery(self, kind: str, c: list[Any]) -> ast.Subquery:
        tok, _lbrace, query, rbrace = c
        checks.check_read_only_subquery(query, kind, _error)
        return _with_span(ast.Subquery(kind, query), tok, rbrace)  # type: ignore[arg-type]

    def exists_subquery(self, c: list[Any]) -> ast.Subquery:
        return self._subquery("EXISTS", c)

    def count_subquery(self, c: list[Any]) -> ast.Subquery:
        return self._subquery("COUNT", c)

    def collect_subquery(self, c: list[Any]) -> ast.Subquery:
        return self._subquery("COLLECT", c)

    def call_subquery(self, c: list[Any]) -> ast.CallSubquery:
        tok, scope, _lbrace, query, rbrace, tx = c
        node = ast.CallSubquery(query, scope)
        if tx is not None:
            node.in_transactions = True
            node.batch_size, node.on_error = tx
        return _with_span(node, tok, rbrace, tx)

    def subquery_scope(self, c: list[Any]) -> list[str]:
        names = [x for x in c[1:-1] if x is not None]
        star = any(isinstance(x, Token) and x.type == "STAR" for x in names)
        return ["*"] if star else [str(x) for x in names]

    def in_transactions(self, c: list[Any]) -> tuple[Any, str | None]:
        batch = next((x for x in c if isinstance(x, ast.Expr)), None)
        words = [str(x).upper() for x in c if isinstance(x, Token)]
        on_error = words[-1] if "ERROR" in words else None
        return (batch, on_error)

    def foreach_clause(self, c: list[Any]) -> ast.Foreach:
        tok, _lpar, head, _bar, *clauses = c
        rpar = clauses.pop()
        if not self._is_in(head):
            raise _error("expected `variable IN list` after FOREACH (", head)
        node = ast.Foreach(head.left.name, head.right, clauses)
        return _with_span(node, tok, rpar)

    def load_csv_clause(self, c: list[Any]) -> ast.LoadCsv:
        load, source = c[0], next(x for x in c if isinstance(x, ast.Expr))
        words = [x for x in c if isinstance(x, Token)]
        alias = words[words.index(next(w for w in words if w.type == "FROM")) + 1]
        quoted = [w for w in words if w.type == "QUOTED"]
        sep = _unescape(str(quoted[0])[1:-1]) if quoted else None
        headers = any(w.type == "HEADERS" for w in words)
        node = ast.LoadCsv(source, str(alias), headers, sep)
        return _with_span(node, load, c[-1] if c[-1] is not None else alias)

    def call_yield(self, c: list[Any]) -> tuple[list[Any], Any, bool]:
        items, where = c
        if isinstance(items, Token):  # YIELD *
            return ([], where, True)
        return (items, where, False)


_BAD_UNICODE_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u(?![0-9a-fA-F]{4})")


def _word(tok: Any) -> str:
    """A keyword upper-cased, a name as written (back-quoted when it must be)."""
    if tok is None:
        return ""
    text = str(tok)
    if tok.type in ("NAME", "BQNAME"):
        return to_text(ast.Variable(text), "cypher")
    return text.upper()


def _pattern_text(elements: list[Any]) -> str:
    return to_text(ast.PathPattern(elements), "cypher")


def _flatten(items: list[Any]) -> list[Any]:
    out: list[Any] = []
    for item in items:
        if isinstance(item, list):
            out.extend(_flatten(item))
        elif item is not None:
            out.append(item)
    return out


class _LabelExpression:
    """What follows ``:`` in a pattern or a label check, with its plain-list readings."""

    __slots__ = ("expr",)

    def __init__(self, expr: ast.LabelExpr) -> None:
        self.expr = expr

    def _names(self, op: str) -> list[str] | None:
        e = self.expr
        if e.op == "name":
            return [str(e.name)]
        if e.op == op and all(o.op == "name" for o in e.operands):
            return [str(o.name) for o in e.operands]
        return None

    def conjunction(self) -> list[str] | None:
        """``A:B`` / ``A&B`` as names (node labels), or None for any other expression."""
        return self._names("&")

    def disjunction(self) -> list[str] | None:
        """``A|B`` as names (relationship types), or None for any other expression."""
        return self._names("|")


class _Where:
    __slots__ = ("expr",)

    def __init__(self, expr: Any) -> None:
        self.expr = expr


class _Selector:
    """``.prop`` (``is_property``) or ``var`` in a map projection."""

    __slots__ = ("key", "token", "is_property")

    def __init__(self, key: str, token: Any, is_property: bool) -> None:
        self.key = key
        self.token = token
        self.is_property = is_property


class _Projection:
    """A map projection while parsing; ``selectors``: it used ``.prop``, ``.*`` or ``var``
    entries, so it cannot also be read as a node pattern's property map."""

    __slots__ = ("node", "selectors")

    def __init__(self, node: ast.MapProjection, selectors: bool) -> None:
        self.node = node
        self.selectors = selectors


class _CypherRelDetail:
    __slots__ = ("variable", "types", "length", "properties", "where")

    def __init__(self, variable: Any, types: Any, length: Any, properties: Any, where: Any) -> None:
        self.variable = variable
        self.types = types
        self.length = length
        self.properties = properties
        self.where = where
