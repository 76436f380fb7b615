"""Callbacks for Cypher's updating and procedure clauses (CREATE, MERGE, SET, …).

Split from :mod:`r3.lang.astbuilder` only to keep modules small: the shared expression,
pattern and clause callbacks are inherited.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Literal, TypeVar

from lark import Token, v_args

from r3.lang import ast
from r3.lang import cypher_checks as checks
from r3.lang.astbuilder import (
    INT64_MAX,
    AstBuilder,
    Elements,
    _CallArgs,
    _error,
    _in_head,
    _unescape,
    _with_span,
    count_value,
    integer_value,
)
from r3.lang.printer import to_text

T = TypeVar("T")


_BAD_UNICODE_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u(?![0-9a-fA-F]{4})")


def _word(tok: Token | None) -> str:
    """A keyword upper-cased, a name as written (back-quoted when it must be)."""
    if tok is None:
        return ""
    text = str(tok)
    if tok.type in ("NAME", "BQNAME"):
        return to_text(ast.Variable(text), "cypher")
    return text.upper()


def _pattern_text(elements: Elements) -> str:
    return to_text(ast.PathPattern(elements), "cypher")


def _flatten(items: Iterable[T | None | list[T | None]]) -> list[T]:
    """The items with nested lists spliced in and absent ones (None) dropped."""
    out: list[T] = []
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

    def __init__(self, expr: ast.Expr) -> None:
        self.expr = expr


class _Selector:
    """``.prop`` (``is_property``) or ``var`` in a map projection."""

    __slots__ = ("key", "token", "is_property")

    def __init__(self, key: str, token: Token, is_property: bool) -> None:
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

    def __init__(
        self,
        variable: Token | None,
        types: _LabelExpression | None,
        length: ast.VarLength | None,
        properties: ast.Expr | None,
        where: _Where | None,
    ) -> None:
        self.variable = variable
        self.types = types
        self.length = length
        self.properties = properties
        self.where = where


_NodePart = Token | _LabelExpression | _Where | ast.Expr | None
"""What can stand between a node pattern's parentheses: name, $parameter, labels, map, WHERE."""
_PathPart = ast.NodePattern | ast.RelPattern | _Projection
"""A node, a relationship or a map projection read as a node, in a pattern."""


@v_args(inline=True)
class CypherAstBuilder(AstBuilder):
    """AST callbacks for the openCypher grammar."""

    def create_clause(self, tok: Token, patterns: list[ast.PathPattern]) -> ast.CreateClause:
        checks.check_creation(patterns, "CREATE", _error)
        return _with_span(ast.CreateClause(patterns), tok, patterns)

    def merge_clause(
        self, tok: Token, pattern: ast.PathPattern, *actions: tuple[str, list[ast.SetItem | ast.SetLabels]]
    ) -> ast.MergeClause:
        checks.check_creation([pattern], "MERGE", _error)
        checks.check_pattern_parameters([pattern], "MERGE", _error)
        node = ast.MergeClause(pattern)
        for kind, items in actions:
            (node.on_create if kind == "CREATE" else node.on_match).extend(items)
        return _with_span(node, tok, pattern, list(actions))

    def merge_action(
        self, tok: Token, *items: ast.SetItem | ast.SetLabels
    ) -> tuple[str, list[ast.SetItem | ast.SetLabels]]:
        return (str(tok).upper(), list(items))

    def set_clause(self, tok: Token, *items: ast.SetItem | ast.SetLabels) -> ast.SetClause:
        return _with_span(ast.SetClause(list(items)), [tok, *items])

    def set_assign(self, target: ast.Expr, value: ast.Expr) -> ast.SetItem:
        if not isinstance(target, (ast.Variable, ast.Property)):
            raise _error("SET needs a variable or a property on the left of `=`", target)
        return _with_span(ast.SetItem(target, value), target, value)

    def set_merge(self, var: Token, _op: Token, value: ast.Expr) -> ast.SetItem:
        target = self.variable(var)
        return _with_span(ast.SetItem(target, value, "+="), var, value)

    def remove_clause(self, tok: Token, *items: ast.Property | ast.SetLabels) -> ast.RemoveClause:
        return _with_span(ast.RemoveClause(list(items)), [tok, *items])

    def remove_property(self, target: ast.Expr) -> ast.Property:
        if not isinstance(target, ast.Property):
            raise _error("REMOVE needs a property (n.prop) or labels (n:Label)", target)
        return target

    def delete_clause(self, detach: Token | None, tok: Token, exprs: list[ast.Expr]) -> ast.DeleteClause:
        for e in exprs:
            if isinstance(e, (ast.LabelCheck, ast.Literal, ast.BinaryOp, ast.UnaryOp)):
                raise _error(
                    "DELETE takes nodes, relationships or paths (to drop a label: REMOVE n:Label)", e
                )
        return _with_span(ast.DeleteClause(exprs, detach is not None), detach, tok, exprs)

    def call_clause(
        self,
        tok: Token,
        proc: str,
        args: list[ast.Expr] | None,
        yielded: tuple[list[ast.YieldItem], ast.Expr | None, bool] | None,
    ) -> ast.CallClause:
        items, where, star = yielded if yielded is not None else ([], None, False)
        names = [i.alias or (i.expr.name if isinstance(i.expr, ast.Variable) else "") for i in items]
        for i, name in enumerate(names):
            if name and name in names[:i]:
                raise _error(f"column `{name}` is yielded twice", items[i])
        node = ast.CallClause(proc, args or [], items, where, star)
        return _with_span(node, tok, args, items, where)

    def procedure_name(self, *parts: Token) -> str:
        return ".".join(str(x) for x in parts)

    # ------------------------------------------------------------------ Cypher 5 additions

    # compile-time checks Neo4j makes (r3.lang.cypher_checks)

    def float_literal(self, tok: Token) -> ast.Literal:
        lit = super().float_literal(tok)
        checks.check_float(float(lit.value), _error, tok)  # type: ignore[arg-type]
        return lit

    def string_literal(self, tok: Token) -> ast.Literal:
        text = str(tok)
        if "\\u" in text and _BAD_UNICODE_ESCAPE.search(text):
            raise _error("invalid unicode escape: \\u needs four hex digits", tok)
        return super().string_literal(tok)

    def where(self, expr: ast.Expr) -> ast.Expr:
        """No aggregate in WHERE, except inside a subquery, which aggregates on its own."""
        for node in checks.aggregates_in(expr, self._is_aggregate):
            raise _error("Invalid use of aggregating function in where clause.", node, node.name)
        return expr

    def match_clause(
        self, optional: Token | None, tok: Token, patterns: list[ast.PathPattern], where: ast.Expr | None
    ) -> ast.MatchClause:
        clause = super().match_clause(optional, tok, patterns, where)
        checks.check_pattern_parameters(clause.patterns, "MATCH", _error)
        return clause

    def with_clause(self, tok: Token, projection: ast.Projection, where: ast.Expr | None) -> ast.WithClause:
        clause = super().with_clause(tok, projection, where)
        checks.check_projection(clause.projection, "WITH", _error, self._is_aggregate)
        return clause

    def return_clause(self, tok: Token, projection: ast.Projection) -> ast.ReturnClause:
        clause = super().return_clause(tok, projection)
        checks.check_projection(clause.projection, "RETURN", _error, self._is_aggregate)
        return clause

    def call(self, callee: ast.Expr, args: _CallArgs, rpar: Token) -> ast.FunctionCall:
        node = super().call(callee, args, rpar)
        if self._is_aggregate(node):
            checks.check_aggregate_call(node, _error, self._is_aggregate)
        return node

    def cypher_union_op(
        self, left: ast.Statement, tok: Token, qualifier: Token | None, right: ast.CypherQuery
    ) -> ast.SetOperation:
        node = super().cypher_union_op(left, tok, qualifier, right)
        checks.check_union(node.left, node.op, _error, tok)
        return node

    def cypher_query(self, *clauses: ast.Clause) -> ast.CypherQuery:
        checks.check_standalone_yield_star(list(clauses), _error)
        return super().cypher_query(*clauses)

    def int_literal(self, tok: Token) -> ast.Literal:
        """openCypher's ``0o17`` octal; -0x8000000000000000 and its octal twin are valid."""
        text = str(tok)
        digits = Token.new_borrow_pos(tok.type, "0" + text[2:], tok) if text[:2] == "0o" else tok
        value = integer_value(digits)
        if value == INT64_MAX + 1 and text[:2] in ("0x", "0X", "0o"):
            return _with_span(ast.Literal(value), tok)  # valid only after a minus sign
        lit = super().int_literal(digits)
        return _with_span(lit, tok)

    def parameter(self, tok: Token) -> ast.Parameter:
        name = str(tok)[1:]
        if name.startswith("`"):
            name = name[1:-1].replace("``", "`")
        return _with_span(ast.Parameter(name), tok)

    # label expressions

    def label_name(self, name: Token) -> ast.LabelExpr:
        return _with_span(ast.LabelExpr("name", name=str(name)), name)

    def label_wildcard(self, tok: Token) -> ast.LabelExpr:
        return _with_span(ast.LabelExpr("%"), tok)

    def label_group(self, lpar: Token, expr: ast.LabelExpr, rpar: Token) -> ast.LabelExpr:
        return expr

    def label_negation(self, bang: Token, operand: ast.LabelExpr) -> ast.LabelExpr:
        return _with_span(ast.LabelExpr("!", [operand]), bang, operand)

    def _label_join(self, op: Literal["&", "|"], left: ast.LabelExpr, right: ast.LabelExpr) -> ast.LabelExpr:
        operands = (left.operands if left.op == op else [left]) + [right]
        return _with_span(ast.LabelExpr(op, operands), left, right)

    def label_disjunction(
        self, left: ast.LabelExpr, bar: Token, colon: Token | None, right: ast.LabelExpr
    ) -> ast.LabelExpr:
        return self._label_join("|", left, right)

    def label_conjunction(self, left: ast.LabelExpr, op: Token, right: ast.LabelExpr) -> ast.LabelExpr:
        return self._label_join("&", left, right)

    def label_list(self, expr: ast.LabelExpr) -> _LabelExpression:
        return _LabelExpression(expr)

    label_check_list = label_list

    def rel_types(self, expr: ast.LabelExpr) -> _LabelExpression:
        return _LabelExpression(expr)

    def label_check(self, operand: ast.Expr, labels: _LabelExpression) -> ast.LabelCheck:
        names = labels.conjunction()
        node = ast.LabelCheck(operand, names or [], None if names else labels.expr)
        return _with_span(node, operand, labels.expr)

    def set_labels(self, name: Token, labels: _LabelExpression) -> ast.SetLabels:
        names = labels.conjunction()
        if not names:
            raise _error("SET and REMOVE take plain labels (n:A:B), not a label expression", labels.expr)
        return _with_span(ast.SetLabels(str(name), names), name)

    # node patterns

    def _cypher_node(self, parts: Sequence[_NodePart], start: Token, end: object) -> ast.NodePattern:
        var: str | None = None
        labels: _LabelExpression | None = None
        props: ast.Expr | None = None
        where: ast.Expr | None = None
        for part in parts:
            if isinstance(part, Token) and part.type == "VARIABLE":
                props = self.parameter(part)
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

    def node_simple(self, lpar: Token, *rest: _NodePart) -> ast.NodePattern:
        return self._cypher_node(rest[:-1], lpar, rest[-1])

    def node_labels_props(self, lpar: Token, *rest: _NodePart) -> ast.NodePattern:
        return self._cypher_node(rest[:-1], lpar, rest[-1])

    node_props_where = node_var_props = node_var_labels_where = node_var_param = node_var_where = (
        node_labels_props
    )

    def pattern_where(self, expr: ast.Expr) -> _Where:
        return _Where(expr)

    def node_projection(
        self, lpar: Token, proj: _Projection, where: _Where | None, rpar: Token
    ) -> ast.NodePattern | _Projection:
        """``(n {a: 1})``: a node pattern when every entry is ``key: value``, else a map projection."""
        if proj.selectors:
            if where is not None:
                raise _error("a node pattern's property map needs `key: value` entries", proj.node)
            return proj
        props = _with_span(ast.MapLiteral(list(proj.node.items)), proj.node)
        node = ast.NodePattern(proj.node.variable, [], props, None, None if where is None else where.expr)
        return _with_span(node, lpar, rpar)

    def projection_as_expr(self, item: ast.NodePattern | _Projection) -> ast.Expr:
        if isinstance(item, _Projection):
            return item.node
        if item.where is not None:
            raise _error("a node pattern with WHERE is not an expression", item)
        # node_projection's node: its variable's name and a map of `key: value` entries
        assert item.variable is not None and isinstance(item.properties, ast.MapLiteral)
        proj = ast.MapProjection(item.variable, list(item.properties.items))
        return _with_span(proj, item)

    def map_projection_expr(self, proj: _Projection) -> ast.MapProjection:
        return proj.node

    def node_as_expr(self, node: ast.NodePattern) -> ast.Expr:
        if node.where is not None:
            raise _error("a node pattern with WHERE is not an expression", node)
        if node.label_expr is not None:
            assert node.variable is not None  # node_simple: `(name:…)`
            var = _with_span(ast.Variable(node.variable), node)
            return _with_span(ast.LabelCheck(var, [], node.label_expr), node)
        return super().node_as_expr(node)

    def pattern_expr(self, *parts: _PathPart) -> ast.PatternExpr:
        return super().pattern_expr(*self.pattern_element(*parts))

    # map projections

    def map_projection(
        self, var: Token, _lbrace: Token, *rest: tuple[str, ast.Expr] | _Selector | str | None
    ) -> _Projection:
        items, rbrace = rest[:-1], rest[-1]
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
                    else self.variable(item.token)
                )
                node.items.append((key, value))
            elif isinstance(item, tuple):  # `key: value`
                node.items.append(item)
        return _Projection(_with_span(node, var, rbrace), selectors)

    def projection_property(self, dot: Token, name: Token) -> _Selector:
        return _Selector(str(name), name, True)

    def projection_all(self, dot: Token, star: Token) -> str:
        return "*"

    def projection_variable(self, name: Token) -> _Selector:
        return _Selector(str(name), name, False)

    # relationships

    def rel_detail(
        self,
        variable: Token | None,
        types: _LabelExpression | None,
        length: ast.VarLength | None,
        properties: ast.Expr | None,
        where: _Where | None,
    ) -> _CypherRelDetail:
        return _CypherRelDetail(variable, types, length, properties, where)

    def _rel(
        self,
        direction: Literal["out", "in", "both"],
        open_tok: Token,
        d: _CypherRelDetail,
        close_tok: Token,
        quantifier: ast.VarLength | None,
    ) -> ast.RelPattern:
        types = d.types.disjunction() if d.types is not None else []
        length = d.length
        if quantifier is not None:
            if length is not None:
                raise _error("a relationship takes `*` or a quantifier like {1,3}, not both", close_tok)
            length = quantifier
        rel = ast.RelPattern(
            direction,
            None if d.variable is None else str(d.variable),
            types or [],
            d.properties,
            length,
            None if d.types is None or types is not None else d.types.expr,
            None if d.where is None else d.where.expr,
        )
        return _with_span(rel, open_tok, close_tok, quantifier)

    def rel_right_open(
        self, open_tok: Token, d: _CypherRelDetail, close_tok: Token, quantifier: ast.VarLength | None
    ) -> ast.RelPattern:
        return self._rel("both", open_tok, d, close_tok, quantifier)

    def rel_right_out(
        self, open_tok: Token, d: _CypherRelDetail, close_tok: Token, quantifier: ast.VarLength | None
    ) -> ast.RelPattern:
        return self._rel("out", open_tok, d, close_tok, quantifier)

    def rel_left_in(
        self, open_tok: Token, d: _CypherRelDetail, close_tok: Token, quantifier: ast.VarLength | None
    ) -> ast.RelPattern:
        return self._rel("in", open_tok, d, close_tok, quantifier)

    def rel_left_both(
        self, open_tok: Token, d: _CypherRelDetail, close_tok: Token, quantifier: ast.VarLength | None
    ) -> ast.RelPattern:
        return self._rel("both", open_tok, d, close_tok, quantifier)

    def rel_short(self, tok: Token, quantifier: ast.VarLength | None) -> ast.RelPattern:
        rel = self._short_rel(tok)
        rel.length = quantifier
        return _with_span(rel, tok, quantifier)

    def quantifier_plus(self, tok: Token) -> ast.VarLength:
        return _with_span(ast.VarLength(1, None), tok)

    def quantifier_star(self, tok: Token) -> ast.VarLength:
        return _with_span(ast.VarLength(0, None), tok)

    def quantifier_exact(self, lbrace: Token, n: Token, rbrace: Token) -> ast.VarLength:
        hops = count_value(n, "hop count")
        return _with_span(ast.VarLength(hops, hops), lbrace, rbrace)

    def quantifier_range(
        self, lbrace: Token, low: Token | None, _comma: Token, high: Token | None, rbrace: Token
    ) -> ast.VarLength:
        lo = count_value(low, "hop count") if low is not None else 0
        hi = count_value(high, "hop count") if high is not None else None
        if hi is not None and hi < lo:
            raise _error(f"the quantifier's upper bound {hi} is below its lower bound {lo}", lbrace)
        return _with_span(ast.VarLength(lo, hi), lbrace, rbrace)

    # quantified path patterns and path selectors

    def pattern_element(self, *parts: _PathPart | list[_PathPart | None]) -> Elements:
        """Nodes, relationships and quantified groups, with an anonymous node wherever two
        groups (or a group and an end) meet, so elements alternate node / relationship."""
        out: Elements = []
        flat: list[_PathPart] = _flatten(parts)
        for item in flat:
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

    def path_link(self, rel: ast.RelPattern | None, factor: _PathPart) -> list[_PathPart | None]:
        return [rel, factor]

    def quantified_path(
        self, lpar: Token, elements: Elements, where: ast.Expr | None, _rpar: Token, quantifier: ast.VarLength
    ) -> ast.QuantifiedPath:
        inner = _with_span(ast.PathPattern(elements), elements)
        node = ast.QuantifiedPath("both", length=quantifier, where=where, path=inner)
        return _with_span(node, lpar, quantifier)

    def path_pattern(self, var: Token | None, selector: str | None, elements: Elements) -> ast.PathPattern:
        node = ast.PathPattern(elements, None if var is None else str(var), None, selector)
        return _with_span(node, var, selector, elements)

    def selector_words(self, *words: Token | None) -> str:
        """``ANY SHORTEST PATH`` → ``'ANY SHORTEST'``: PATH/PATHS are noise words."""
        return " ".join(
            str(x).upper() for x in words if x is not None and str(x).upper() not in ("PATH", "PATHS")
        )

    # USE, CYPHER options, schema commands

    def use_clause(self, tok: Token, *names: Token) -> ast.UseClause:
        return _with_span(ast.UseClause(".".join(str(x) for x in names)), tok, names[-1])

    def cypher_prefixed(self, tok: Token, *rest: Token | ast.Statement | None) -> ast.Statement:
        """``CYPHER 5 runtime=slotted query``: the options steer the planner only; the query stays."""
        query = rest[-1]
        assert isinstance(query, ast.Statement)  # the rule ends with the query
        return query

    def query_option(self, key: Token, eq: Token, value: Token) -> None:
        return None

    def _schema(
        self, words: Sequence[str | None | list[str | None]], start: object, end: object
    ) -> ast.SchemaCommand:
        text = [w if isinstance(w, str) else _word(w) for w in _flatten(words)]
        return _with_span(ast.SchemaCommand([w for w in text if w]), start, end)

    def create_index(
        self,
        create: Token,
        kind: Token | None,
        index: Token,
        name: Token | None,
        if_: Token | None,
        not_: Token | None,
        exists: Token | None,
        for_: Token,
        pattern: Elements,
        on: str,
        target: Token | None,
        options: str | None,
    ) -> ast.SchemaCommand:
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

    def create_constraint(
        self,
        create: Token,
        constraint: Token,
        name: Token | None,
        if_: Token | None,
        not_: Token | None,
        exists: Token | None,
        for_: Token,
        pattern: Elements,
        require: Token,
        target: str,
        kind: str,
        options: str | None,
    ) -> ast.SchemaCommand:
        parts = [create, constraint, name, if_, not_, exists, for_, _pattern_text(pattern), require]
        parts += [target, kind, options]
        return self._schema(parts, create, options or kind)

    def drop_schema(self, *words: Token | None) -> ast.SchemaCommand:
        return self._schema(list(words), words[0], [x for x in words if x is not None][-1])

    def show_command(
        self, show: Token, modifier: Token | None, target: Token, where: ast.Expr | None
    ) -> ast.SchemaCommand:
        condition = None if where is None else "WHERE " + to_text(where, "cypher")
        return self._schema([show, modifier, target, condition], show, where or target)

    def show_yield(
        self,
        show: Token,
        modifier: Token | None,
        target: Token,
        items: Token | list[ast.YieldItem],
        where: ast.Expr | None,
        ret: ast.ReturnClause | None,
    ) -> ast.SchemaCommand:
        listed = "*" if isinstance(items, Token) else ", ".join(to_text(i, "cypher") for i in items)
        parts = [show, modifier, target, "YIELD", listed]
        parts.append(None if where is None else "WHERE " + to_text(where, "cypher"))
        parts.append(None if ret is None else to_text(ret, "cypher"))
        return self._schema(parts, show, ret or where or items)

    def constraint_target(self, *parts: ast.Expr | list[ast.Expr] | Token) -> str:
        if len(parts) == 1:  # `postfix`
            assert isinstance(parts[0], ast.Expr)
            return to_text(parts[0], "cypher")
        _lpar, first, rest, _rpar = parts  # `LPAR expr "," expr_list RPAR`
        assert isinstance(first, ast.Expr) and isinstance(rest, list)
        return "(" + ", ".join(to_text(e, "cypher") for e in [first, *rest]) + ")"

    def index_type(self, tok: Token, *more: Token) -> Token:
        return tok

    show_modifier = show_target = index_type

    def index_on(self, tok: Token, body: list[ast.Expr] | ast.Expr, *rpar: Token) -> str:
        if isinstance(body, list):  # `LPAR expr_list RPAR`
            return "(" + ", ".join(to_text(e, "cypher") for e in body) + ")"
        return "EACH " + to_text(body, "cypher")

    def constraint_kind(self, *words: Token | None) -> str:
        return " ".join(_word(x) for x in words if x is not None)

    def schema_options(self, tok: Token, options: ast.MapLiteral) -> str:
        return "OPTIONS " + to_text(options, "cypher")

    # subqueries and the clauses around them

    def subquery_query(self, *clauses: ast.Clause) -> ast.CypherQuery:
        return _with_span(ast.CypherQuery(list(clauses)), list(clauses))

    def subquery_pattern(self, patterns: list[ast.PathPattern], where: ast.Expr | None) -> ast.CypherQuery:
        match = _with_span(ast.MatchClause(patterns, where), patterns, where)
        return _with_span(ast.CypherQuery([match]), match)

    def subquery_body(self, query: ast.Statement) -> ast.Statement:
        return query

    def _subquery(
        self, kind: Literal["EXISTS", "COUNT", "COLLECT"], tok: Token, query: ast.Statement, rbrace: Token
    ) -> ast.Subquery:
        checks.check_read_only_subquery(query, kind, _error)
        return _with_span(ast.Subquery(kind, query), tok, rbrace)

    def exists_subquery(
        self, tok: Token, _lbrace: Token, query: ast.Statement, rbrace: Token
    ) -> ast.Subquery:
        return self._subquery("EXISTS", tok, query, rbrace)

    def count_subquery(self, tok: Token, _lbrace: Token, query: ast.Statement, rbrace: Token) -> ast.Subquery:
        return self._subquery("COUNT", tok, query, rbrace)

    def collect_subquery(
        self, tok: Token, _lbrace: Token, query: ast.Statement, rbrace: Token
    ) -> ast.Subquery:
        return self._subquery("COLLECT", tok, query, rbrace)

    def call_subquery(
        self,
        tok: Token,
        scope: list[str] | None,
        _lbrace: Token,
        query: ast.Statement,
        rbrace: Token,
        tx: tuple[ast.Expr | None, str | None] | None,
    ) -> ast.CallSubquery:
        node = ast.CallSubquery(query, scope)
        if tx is not None:
            node.in_transactions = True
            node.batch_size, node.on_error = tx
        return _with_span(node, tok, rbrace, tx)

    def subquery_scope(self, lpar: Token, *rest: Token | None) -> list[str]:
        names = [x for x in rest[:-1] if x is not None]
        star = any(isinstance(x, Token) and x.type == "STAR" for x in names)
        return ["*"] if star else [str(x) for x in names]

    def in_transactions(self, *parts: Token | ast.Expr | None) -> tuple[ast.Expr | None, str | None]:
        batch = next((x for x in parts if isinstance(x, ast.Expr)), None)
        words = [str(x).upper() for x in parts if isinstance(x, Token)]
        on_error = words[-1] if "ERROR" in words else None
        return (batch, on_error)

    def foreach_clause(
        self, tok: Token, _lpar: Token, head: ast.Expr, _bar: Token, *rest: ast.Clause | Token
    ) -> ast.Foreach:
        clauses = [x for x in rest[:-1] if isinstance(x, ast.Clause)]  # every one: `clause+`
        rpar = rest[-1]
        in_head = _in_head(head)
        if in_head is None:
            raise _error("expected `variable IN list` after FOREACH (", head)
        node = ast.Foreach(in_head[0], in_head[1], clauses)
        return _with_span(node, tok, rpar)

    def load_csv_clause(self, *parts: Token | ast.Expr | None) -> ast.LoadCsv:
        load, source = parts[0], next(x for x in parts if isinstance(x, ast.Expr))
        words = [x for x in parts if isinstance(x, Token)]
        alias = words[words.index(next(w for w in words if w.type == "FROM")) + 1]
        quoted = [w for w in words if w.type == "QUOTED"]
        sep = _unescape(str(quoted[0])[1:-1]) if quoted else None
        headers = any(w.type == "HEADERS" for w in words)
        node = ast.LoadCsv(source, str(alias), headers, sep)
        return _with_span(node, load, parts[-1] if parts[-1] is not None else alias)

    def call_yield(
        self, items: Token | list[ast.YieldItem], where: ast.Expr | None
    ) -> tuple[list[ast.YieldItem], ast.Expr | None, bool]:
        if isinstance(items, Token):  # YIELD *
            return ([], where, True)
        return (items, where, False)
