"""Lark callbacks that build r3's typed AST while the LALR parser runs.

Why inline callbacks (Lark's ``transformer=``) and not a parse tree + visitor: the LALR
parser calls them bottom-up as it reduces, without recursion, so there is no intermediate
tree and deep input cannot hit Python's recursion limit here.

Each method is named after a rule or alias of ``r3/lang/grammars/*.lark`` and receives
that rule's kept children (named terminals as tokens, rules as whatever their callback
returned, ``None`` for an absent ``[optional]``). Checks that NebulaGraph's own parser makes
in its actions (aggregates in WHERE, ``count(*)`` only, aliases for ``vertex`` …) live here
too, switched on per dialect by :attr:`r3.lang.dialects.Dialect.parser_checks`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import TypeVar

from lark import Token, Transformer, v_args

from r3.errors import QuerySyntaxError
from r3.lang import ast
from r3.lang.dialects import Dialect

INT64_MAX = 2**63 - 1
_RANDOM_FUNCTIONS = frozenset({"RAND", "RAND32", "RAND64"})
_YIELD_KEYWORD_VARIABLES = frozenset({"vertex", "edge", "vertices", "edges"})
_OP_BY_TOKEN = {
    "NOT_IN": "NOT IN",
    "NOT_CONTAINS": "NOT CONTAINS",
    "STARTS_WITH": "STARTS WITH",
    "NOT_STARTS_WITH": "NOT STARTS WITH",
    "ENDS_WITH": "ENDS WITH",
    "NOT_ENDS_WITH": "NOT ENDS WITH",
}
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "0": "\0"}
_ESCAPE_RE = re.compile(r"\\(u[0-9a-fA-F]{4}|[\s\S])")

N = TypeVar("N", bound=ast.Node)
T = TypeVar("T")
Elements = list[ast.NodePattern | ast.RelPattern]
"""A path pattern's elements, as ``pattern_element`` builds them."""


# --------------------------------------------------------------------------- helpers


def _unescape(body: str, at: object = None) -> str:
    def sub(m: re.Match[str]) -> str:
        s = m.group(1)
        if len(s) == 5:
            return chr(int(s[1:], 16))
        return _ESCAPES.get(s, s)

    return scalar_text(_ESCAPE_RE.sub(sub, body), at)


_SURROGATE = re.compile("[\ud800-\udfff]")


def scalar_text(text: str, at: object = None) -> str:
    """A string literal's value with escaped surrogate pairs (``\\ud83d\\ude00``) joined into
    their character; a lone surrogate (``\\ud800``) is no character — no database, file or
    terminal can hold it — so it is a syntax error here, not an encoder traceback later."""
    if not _SURROGATE.search(text):
        return text
    joined = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    lone = _SURROGATE.search(joined)
    if lone:
        raise _error(
            f"invalid unicode escape: U+{ord(lone.group()):04X} is a lone surrogate, not a character", at
        )
    return joined


def integer_value(tok: Token) -> int:
    """The value of an ``INTEGER`` token: hex ``0x1F``, octal ``017`` (NebulaGraph) or decimal.

    Why not ``int(tok)``: that rejects hex and, past 4,300 digits, any decimal with a bare
    ``ValueError``; a literal longer than 64 bits can need is out of range here, as a
    :class:`QuerySyntaxError`. The value may still be ``INT64_MAX + 1`` (valid after a minus).
    """
    text = str(tok)
    if text[:2] in ("0x", "0X"):
        digits, base = text[2:], 16
    elif len(text) > 1 and text[0] == "0" and text.isdigit() and "8" not in text and "9" not in text:
        digits, base = text, 8
    else:
        digits, base = text, 10
    if len(digits.lstrip("0")) > 22 or not digits:  # 2**64 has 20 decimal, 16 hex, 22 octal digits
        raise _error(
            "Out of range: integer literal does not fit in 64 bits", tok, quote=tok, headline="Out of range:"
        )
    try:
        return int(digits, base)
    except ValueError:
        raise _error(f"invalid integer literal {text!r}", tok) from None


def count_value(tok: Token, what: str = "count") -> int:
    """An ``INTEGER`` token where a count is expected (steps, LIMIT, ``*1..3``): 0 … INT64_MAX."""
    value = integer_value(tok)
    if value > INT64_MAX:
        raise _error(
            f"Out of range: {what} {tok} does not fit in 64 bits", tok, quote=tok, headline="Out of range:"
        )
    return value


def _start(item: object) -> tuple[int, int, int] | None:
    """(line, column, offset) where a token, node or list of them starts."""
    if isinstance(item, Token):
        return None if item.start_pos is None else (item.line or 0, item.column or 0, item.start_pos)
    if isinstance(item, ast.Node):
        span = item.span
        return None if span is None else (span.line, span.column, span.start)
    if isinstance(item, (list, tuple)):
        for sub in item:
            pos = _start(sub)
            if pos is not None:
                return pos
    return None


def _end(item: object) -> int | None:
    """Offset where a token, node or list of them ends."""
    if isinstance(item, Token):
        return item.end_pos
    if isinstance(item, ast.Node):
        span = item.span
        return None if span is None else span.end
    if isinstance(item, (list, tuple)):
        for sub in reversed(item):
            pos = _end(sub)
            if pos is not None:
                return pos
    return None


def _with_span(node: N, *parts: object) -> N:
    """Set ``node.span`` to cover ``parts`` (tokens, nodes, lists); returns ``node``."""
    start = _start(parts)
    if start is not None:
        end = _end(parts)
        node.span = ast.Span(start[0], start[1], start[2], start[2] if end is None else end)
    return node


def _error(
    message: str,
    at: object = None,
    token: str | None = None,
    *,
    quote: object = None,
    span: tuple[int | None, int | None] | None = None,
    headline: str | None = None,
) -> QuerySyntaxError:
    """A builder check's error at ``at``.

    ``quote`` (tokens/nodes) or ``span`` (offsets) is the source text NebulaGraph's parser
    names in its message (``… near `COUNT(*) > 2'``), ``headline`` its wording when it is
    not ``message``; the parser cuts the text out, as only it holds the whole query.
    """
    pos = _start(at) if at is not None else None
    if token is None and isinstance(at, Token):
        token = str(at)
    if quote is not None:
        first = _start(quote)
        span = (None if first is None else first[2], _end(quote))
    offsets = None
    if span is not None and span[0] is not None and span[1] is not None:
        offsets = (span[0], span[1])
    if pos is None:
        return QuerySyntaxError(message, token=token, span=offsets, headline=headline)
    return QuerySyntaxError(message, line=pos[0], column=pos[1], token=token, span=offsets, headline=headline)


def _walk_exprs(root: object) -> Iterator[ast.Node]:
    """Every node below ``root`` (iteratively), including inside tuples and lists."""
    stack: list[object] = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, ast.Node):
            yield item
            stack.extend(vars(item).values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)


def _present(children: Iterable[T | None]) -> list[T]:
    return [c for c in children if c is not None]


def _plain(name: Token | None) -> str | None:
    """A token (or None) as a plain ``str``: AST fields never hold Lark tokens."""
    return str(name) if name is not None else None


class _CallArgs:
    """What is between the parentheses of a call; folded into FunctionCall by ``call``."""

    __slots__ = ("args", "distinct", "star", "token")

    def __init__(self, args: list[ast.Expr], distinct: bool, star: bool, token: Token | None) -> None:
        self.args = args
        self.distinct = distinct
        self.star = star
        self.token = token


# --------------------------------------------------------------------------- the builder


#: Function names that are keywords of nGQL (3.data-types/4.date-and-time.md: `RETURN DATE("23333")`
#: is headed `date("23333")`).
_KEYWORD_FUNCTIONS = frozenset({"date", "time", "datetime", "timestamp"})


@v_args(inline=True)
class AstBuilder(Transformer):
    """Builds :mod:`r3.lang.ast` nodes for the shared sub-grammar (expressions, patterns,
    MATCH/UNWIND/WITH/RETURN, scripts); the dialect builders add their own statements.

    Each callback takes its rule's children as positional arguments (``v_args(inline=True)``),
    typed as the grammar produces them. Stateless, so one instance serves every parse of its
    Lark parser (and every thread).
    """

    def __init__(self, dialect: Dialect) -> None:
        super().__init__(visit_tokens=False)
        self.dialect = dialect
        self.checks = dialect.parser_checks
        self.aggregates = dialect.aggregate_functions

    # ------------------------------------------------------------------ names and literals

    def name(self, tok: Token) -> Token:
        if tok.type == "BQNAME":
            return Token.new_borrow_pos("NAME", tok[1:-1].replace("``", "`"), tok)
        return tok

    any_name = name

    def int_literal(self, tok: Token) -> ast.Literal:
        text = str(tok)
        value = integer_value(tok)
        if value > INT64_MAX + 1 or (value > INT64_MAX and text != str(value)):
            # 9223372036854775808 is only valid right after a minus sign (checked later).
            raise _error(
                "Out of range: integer literal does not fit in 64 bits",
                tok,
                quote=tok,
                headline="Out of range:",
            )
        return _with_span(ast.Literal(value), tok)

    def int_literal_plus(self, plus: Token, tok: Token) -> ast.Literal:
        lit = self.int_literal(tok)
        return _with_span(lit, plus, tok)

    def negative_int(self, minus: Token, tok: Token) -> ast.Literal:
        lit = self.int_literal(tok)
        return _with_span(ast.Literal(-lit.value), minus, tok)  # type: ignore[operator]

    def float_literal(self, tok: Token) -> ast.Literal:
        return _with_span(ast.Literal(float(tok)), tok)

    def string_literal(self, tok: Token) -> ast.Literal:
        return _with_span(ast.Literal(_unescape(str(tok)[1:-1], tok)), tok)

    def true_literal(self, tok: Token) -> ast.Literal:
        return _with_span(ast.Literal(True), tok)

    def false_literal(self, tok: Token) -> ast.Literal:
        return _with_span(ast.Literal(False), tok)

    def null_literal(self, tok: Token) -> ast.Literal:
        return _with_span(ast.Literal(None), tok)

    # ------------------------------------------------------------------ expressions

    def variable(self, name: Token) -> ast.Variable:
        return _with_span(ast.Variable(str(name)), name)

    def parameter(self, tok: Token) -> ast.Parameter:
        return _with_span(ast.Parameter(str(tok)[1:]), tok)

    def keyword_variable(self, tok: Token) -> ast.Variable:
        return _with_span(ast.Variable(str(tok).lower()), tok)

    def input_ref(self, tok: Token) -> ast.InputRef:
        return _with_span(ast.InputRef(), tok)

    def src_ref(self, tok: Token) -> ast.SrcRef:
        return _with_span(ast.SrcRef(), tok)

    def dst_ref(self, tok: Token) -> ast.DstRef:
        return _with_span(ast.DstRef(), tok)

    def input_prop(self, tok: Token, name: Token) -> ast.Property:
        ref = _with_span(ast.InputRef(), tok)
        return _with_span(ast.Property(ref, str(name)), tok, name)

    def var_prop(self, var: Token, name: Token) -> ast.Property:
        ref = self.parameter(var)
        return _with_span(ast.Property(ref, str(name)), var, name)

    def input_star(self, tok: Token, star: Token) -> ast.Property:
        ref = _with_span(ast.InputRef(), tok)
        return _with_span(ast.Property(ref, "*"), tok, star)

    def var_star(self, var: Token, star: Token) -> ast.Property:
        ref = self.parameter(var)
        return _with_span(ast.Property(ref, "*"), var, star)

    def unary_op(self, tok: Token, operand: ast.Expr) -> ast.Expr:
        op = str(tok).upper() if tok.type == "NOT" else str(tok)
        if (
            op == "-"
            and isinstance(operand, ast.Literal)
            and type(operand.value) in (int, float)
            and operand.value >= 0  # type: ignore[operator]
        ):
            # `-5` is the literal -5 (and -9223372036854775808 is representable only so).
            return _with_span(ast.Literal(-operand.value), tok, operand)  # type: ignore[operator]
        return _with_span(ast.UnaryOp(op, operand), tok, operand)

    def binary_op(self, left: ast.Expr, tok: Token, right: ast.Expr) -> ast.BinaryOp:
        op = _OP_BY_TOKEN.get(tok.type)
        if op is None:
            op = str(tok).upper() if str(tok).isalpha() else str(tok)
        return _with_span(ast.BinaryOp(op, left, right), left, right)

    def comp_op(self, tok: Token) -> Token:
        return tok

    def is_null(self, operand: ast.Expr, negated: Token | None, kind: Token) -> ast.IsNull:
        node = ast.IsNull(operand, negated is not None, "EMPTY" if kind.type == "EMPTY" else "NULL")
        return _with_span(node, operand, kind)

    def conditional(self, condition: ast.Expr, then: ast.Expr, otherwise: ast.Expr) -> ast.Conditional:
        return _with_span(ast.Conditional(condition, then, otherwise), condition, otherwise)

    def type_name(self, tok: Token) -> Token:
        return tok

    def type_cast(self, type_name: Token, operand: ast.Expr) -> ast.TypeCast:
        return _with_span(ast.TypeCast(str(type_name).lower(), operand), type_name, operand)

    def property(self, obj: ast.Expr, name: Token) -> ast.Property:
        return _with_span(ast.Property(obj, str(name)), obj, name)

    def subscript(self, obj: ast.Expr, index: ast.Expr) -> ast.Subscript:
        return _with_span(ast.Subscript(obj, index), obj, index)

    def slice(self, obj: ast.Expr, start: ast.Expr | None, dots: Token, end: ast.Expr | None) -> ast.Slice:
        return _with_span(ast.Slice(obj, start, end), obj, dots, end)

    def expr_list(self, *exprs: ast.Expr) -> list[ast.Expr]:
        return list(exprs)

    def set_literal(self, *parts: Token | list[ast.Expr]) -> ast.SetLiteral:
        items = parts[-1]  # `{…}` or `SET {…}`: the expression list comes last
        assert isinstance(items, list)
        return _with_span(ast.SetLiteral(items), list(parts))

    def typed_list(
        self, tok: Token, lsqb: Token, items: list[ast.Expr] | None, rsqb: Token
    ) -> ast.ListLiteral:
        return _with_span(ast.ListLiteral(items or []), tok, rsqb)

    def typed_map(self, tok: Token, literal: ast.MapLiteral) -> ast.MapLiteral:
        return _with_span(literal, tok, literal)

    # calls

    def call_args(self, distinct: Token | None, args: list[ast.Expr] | None) -> _CallArgs:
        return _CallArgs(args or [], distinct is not None, False, distinct)

    def call_star(self, star: Token) -> _CallArgs:
        return _CallArgs([], False, True, star)

    def call(self, callee: ast.Expr, args: _CallArgs, rpar: Token) -> ast.FunctionCall:
        name = self._function_name(callee)
        return self._make_call(name, args, callee, rpar)

    def keyword_call(self, tok: Token, args: _CallArgs, rpar: Token) -> ast.FunctionCall:
        return self._make_call(str(tok), args, tok, [rpar])

    def exists_call(self, tok: Token, arg: ast.Expr) -> ast.FunctionCall:
        if "exists_argument" in self.checks and not isinstance(arg, (ast.Property, ast.Subscript)):
            raise _error("The exists only accept LabelAttribute, Attribute and Subscript", arg, "exists")
        return _with_span(ast.FunctionCall(str(tok), [arg]), tok, arg)

    def _function_name(self, callee: ast.Expr) -> str:
        parts: list[str] = []
        node = callee
        while isinstance(node, ast.Property) and self.dialect.dotted_function_names:
            parts.append(node.name)
            node = node.obj
        if not isinstance(node, ast.Variable) or node.name in _YIELD_KEYWORD_VARIABLES:
            raise _error("only a function name can be called", callee)
        parts.append(node.name)
        return ".".join(reversed(parts))

    def _is_aggregate(self, call: ast.FunctionCall) -> bool:
        upper = call.name.upper()
        if upper not in self.aggregates:
            return False
        return call.star or len(call.args) == 1 or upper not in self.dialect.scalar_overloads

    def _make_call(self, name: str, args: _CallArgs, start: object, end: object) -> ast.FunctionCall:
        upper = name.upper()
        if upper in self.aggregates and (
            args.star or len(args.args) == 1 or upper not in self.dialect.scalar_overloads
        ):
            if args.star and upper != "COUNT":
                raise _error("Could not apply aggregation function on `*`", start, quote=start)
            arity = 2 if upper in self.dialect.two_argument_aggregates else 1
            if not args.star and len(args.args) != arity:
                raise _error(
                    f"Unknown function {name} with {len(args.args)} arguments",
                    start,
                    quote=start,
                    headline="Unknown function ",
                )
            if "random_in_aggregate" in self.checks:
                for sub in _walk_exprs(args.args):
                    if isinstance(sub, ast.FunctionCall) and sub.name.upper() in _RANDOM_FUNCTIONS:
                        raise _error(
                            "Can't use non-deterministic (random) functions inside of aggregate functions",
                            sub,
                            quote=args.args,
                        )
        elif args.star:
            raise _error("Could not apply aggregation function on `*`", start, quote=start)
        elif args.distinct:
            raise _error(f"DISTINCT is only allowed in aggregate functions, not in {name}()", args.token)
        if "keyword_function_names" in self.checks and name.lower() in _KEYWORD_FUNCTIONS:
            # Why: these names are keywords in NebulaGraph's grammar and its rules build the call
            # as "date"/"time"/… whatever the spelling, so `DATE("x")` is headed `date("x")`.
            name = name.lower()
        call = ast.FunctionCall(name, args.args, args.distinct, args.star)
        return _with_span(call, start, end)

    # lists, maps, CASE, quantifiers

    def list_empty(self, lsqb: Token, rsqb: Token) -> ast.ListLiteral:
        return _with_span(ast.ListLiteral([]), lsqb, rsqb)

    def list_literal(self, lsqb: Token, items: list[ast.Expr], rsqb: Token) -> ast.Expr:
        if self.dialect.bare_list_comprehension and len(items) == 1 and _in_head(items[0]) is not None:
            return self._comprehension(items[0], None, None, lsqb, rsqb)
        return _with_span(ast.ListLiteral(items), lsqb, rsqb)

    def comprehension_where(self, lsqb: Token, head: ast.Expr, where: ast.Expr, rsqb: Token) -> ast.Expr:
        return self._comprehension(head, where, None, lsqb, rsqb)

    def comprehension_where_proj(
        self, lsqb: Token, head: ast.Expr, where: ast.Expr, proj: ast.Expr, rsqb: Token
    ) -> ast.Expr:
        return self._comprehension(head, where, proj, lsqb, rsqb)

    def comprehension_proj(self, lsqb: Token, head: ast.Expr, proj: ast.Expr, rsqb: Token) -> ast.Expr:
        return self._comprehension(head, None, proj, lsqb, rsqb)

    def _comprehension(
        self, head: ast.Expr, where: ast.Expr | None, proj: ast.Expr | None, start: Token, end: Token
    ) -> ast.Expr:
        in_head = _in_head(head)
        if in_head is not None:
            node: ast.Expr = ast.ListComprehension(in_head[0], in_head[1], where, proj)
            return _with_span(node, start, end)
        if self.dialect.pattern_comprehension:
            pattern = None
            if isinstance(head, ast.PatternExpr):
                pattern = head.pattern
            elif (
                isinstance(head, ast.BinaryOp)
                and head.op == "="
                and isinstance(head.left, ast.Variable)
                and isinstance(head.right, ast.PatternExpr)
            ):
                pattern = head.right.pattern
                pattern.variable = head.left.name
            if pattern is not None:
                if proj is None:
                    raise _error("a pattern comprehension needs `| projection`", end)
                return _with_span(ast.PatternComprehension(pattern, where, proj), start, end)
        raise _error("expected `variable IN list` at the start of a list comprehension", head)

    def map_literal(self, lbrace: Token, *rest: tuple[str, ast.Expr] | Token | None) -> ast.MapLiteral:
        items = [item for item in rest[:-1] if isinstance(item, tuple)]  # the others: absent ones (None)
        return _with_span(ast.MapLiteral(items), lbrace, rest[-1])

    def map_item(self, key: Token, value: ast.Expr) -> tuple[str, ast.Expr]:
        return (str(key), value)

    def case_expr(
        self, tok: Token, subject: ast.Expr | None, *rest: tuple[ast.Expr, ast.Expr] | ast.Expr | None
    ) -> ast.Case:
        whens = [w for w in rest[:-1] if isinstance(w, tuple)]  # every one: `case_when+`
        default = rest[-1]
        assert not isinstance(default, tuple)  # `[else_part]`: an expression or None
        return _with_span(ast.Case(subject, whens, default), tok, whens, default)

    def case_when(self, condition: ast.Expr, then: ast.Expr) -> tuple[ast.Expr, ast.Expr]:
        return (condition, then)

    def else_part(self, expr: ast.Expr) -> ast.Expr:
        return expr

    def list_predicate(self, tok: Token, head: ast.Expr, where: ast.Expr) -> ast.ListPredicate:
        in_head = _in_head(head)
        if in_head is None:
            raise _error(f"expected `variable IN list` in {str(tok).lower()}(…)", head)
        node = ast.ListPredicate(str(tok).lower(), in_head[0], in_head[1], where)  # type: ignore[arg-type]
        return _with_span(node, tok, where)

    def reduce_expr(
        self, tok: Token, acc: Token, init: ast.Expr, head: ast.Expr, expr: ast.Expr
    ) -> ast.Reduce:
        in_head = _in_head(head)
        if in_head is None:
            raise _error("expected `variable IN list` in reduce(…)", head)
        return _with_span(ast.Reduce(str(acc), init, in_head[0], in_head[1], expr), tok, expr)

    # ------------------------------------------------------------------ patterns
    # (node, label and relationship forms differ per dialect: r3.lang.ngql_builder, r3.lang.cypher_builder)

    def node_map(self, lpar: Token, props: ast.MapLiteral, rpar: Token) -> ast.NodePattern:
        return _with_span(ast.NodePattern(None, [], props), lpar, rpar)

    def node_empty(self, lpar: Token, rpar: Token) -> ast.NodePattern:
        return _with_span(ast.NodePattern(), lpar, rpar)

    def node_as_expr(self, node: ast.NodePattern) -> ast.Expr:
        if node.variable is None:
            assert node.properties is not None
            return node.properties
        var = ast.Variable(node.variable)
        var.span = node.span
        if node.properties is not None:
            raise _error("a node pattern with properties is not an expression", node)
        if node.labels:
            return _with_span(ast.LabelCheck(var, node.labels), node)
        return var

    def properties(self, item: ast.MapLiteral | Token) -> ast.Expr:
        return self.parameter(item) if isinstance(item, Token) else item

    def var_length(
        self, star: Token, low: Token | None, dots: Token | None, high: Token | None
    ) -> ast.VarLength:
        lo = count_value(low, "hop count") if low is not None else None
        if dots is None:
            node = ast.VarLength(lo, lo)
        else:
            node = ast.VarLength(lo, count_value(high, "hop count") if high is not None else None)
        return _with_span(node, star, low, dots, high)

    @staticmethod
    def _short_rel(tok: Token) -> ast.RelPattern:
        """``-->``, ``<--``, ``--``, ``<-->``: a relationship with nothing between its brackets."""
        direction = {"REL_OUT": "out", "REL_IN": "in"}.get(tok.type, "both")
        return _with_span(ast.RelPattern(direction), tok)  # type: ignore[arg-type]

    def pattern_element(self, *elements: ast.NodePattern | ast.RelPattern) -> Elements:
        return list(elements)

    def pattern_expr(self, *elements: ast.NodePattern | ast.RelPattern) -> ast.PatternExpr:
        path = _with_span(ast.PathPattern(list(elements)), list(elements))
        return _with_span(ast.PatternExpr(path), list(elements))

    def pattern(self, *parts: ast.PathPattern) -> list[ast.PathPattern]:
        return list(parts)

    def path_pattern_fn(self, var: Token | None, fn: Token, elements: Elements) -> ast.PathPattern:
        name = "shortestPath" if fn.upper() == "SHORTESTPATH" else "allShortestPaths"
        return _with_span(ast.PathPattern(elements, _plain(var), name), var, fn, elements)

    def path_function(self, tok: Token) -> Token:
        return tok

    # ------------------------------------------------------------------ clauses

    def where(self, expr: ast.Expr) -> ast.Expr:
        if "aggregate_in_where" in self.checks:
            self._reject_aggregates(expr, "Invalid use of aggregating function in where clause.", expr)
        return expr

    def _reject_aggregates(self, root: object, message: str, quote: object) -> None:
        for sub in _walk_exprs(root):
            if isinstance(sub, ast.FunctionCall) and self._is_aggregate(sub):
                raise _error(message, sub, sub.name, quote=quote)

    def match_clause(
        self, optional: Token | None, tok: Token, patterns: list[ast.PathPattern], where: ast.Expr | None
    ) -> ast.MatchClause:
        if optional is not None and where is not None and "optional_match_where" in self.checks:
            raise _error(
                "Where clause in optional match is not supported.", where, span=(_end(patterns), _end(where))
            )
        return _with_span(
            ast.MatchClause(patterns, where, optional is not None), optional, tok, patterns, where
        )

    def unwind_clause(self, tok: Token, expr: ast.Expr, alias: Token) -> ast.UnwindClause:
        return _with_span(ast.UnwindClause(expr, str(alias)), tok, alias)

    def with_clause(self, tok: Token, projection: ast.Projection, where: ast.Expr | None) -> ast.WithClause:
        return _with_span(ast.WithClause(projection, where), tok, projection, where)

    def return_clause(self, tok: Token, projection: ast.Projection) -> ast.ReturnClause:
        return _with_span(ast.ReturnClause(projection), tok, projection)

    def projection(
        self,
        distinct: Token | None,
        listed: tuple[bool, list[ast.YieldItem]],
        order: list[ast.OrderItem] | None,
        skip: ast.Expr | None,
        limit: ast.Expr | None,
    ) -> ast.Projection:
        star, items = listed
        node = ast.Projection(items, distinct is not None, star, order or [], skip, limit)
        return _with_span(node, distinct, items, order, skip, limit)

    def items_star(self, star: Token) -> tuple[bool, list[ast.YieldItem]]:
        return (True, [])

    def items_star_more(self, star: Token, items: list[ast.YieldItem]) -> tuple[bool, list[ast.YieldItem]]:
        return (True, items)

    def items_list(self, items: list[ast.YieldItem]) -> tuple[bool, list[ast.YieldItem]]:
        return (False, items)

    def yield_items(self, *items: ast.YieldItem) -> list[ast.YieldItem]:
        return list(items)

    def yield_item(self, expr: ast.Expr, alias: Token | None) -> ast.YieldItem:
        if "variable_output" in self.checks:
            self._reject_bare_variables(expr)
        return _with_span(ast.YieldItem(expr, _plain(alias)), expr, alias)

    @staticmethod
    def _reject_bare_variables(expr: ast.Expr) -> None:
        """nGQL: ``YIELD $v`` (a whole variable, not ``$v.col``) is rejected by the parser."""
        nodes = list(_walk_exprs(expr))
        as_object = {id(n.obj) for n in nodes if isinstance(n, ast.Property)}
        for n in nodes:
            if isinstance(n, ast.Parameter) and id(n) not in as_object:
                # NebulaGraph quotes the whole column (TCK: near `{k: $var}').
                raise _error("Direct output of variable is prohibited", n, f"${n.name}", quote=expr)

    def order_by(self, *items: ast.OrderItem) -> list[ast.OrderItem]:
        return list(items)

    def order_item(self, expr: ast.Expr, direction: Token | None) -> ast.OrderItem:
        desc = direction is not None and direction.upper().startswith("DESC")
        return _with_span(ast.OrderItem(expr, desc), expr, direction)

    def order_direction(self, tok: Token) -> Token:
        return tok

    def skip(self, expr: ast.Expr) -> ast.Expr:
        return expr

    limit = skip

    # ------------------------------------------------------------------ scripts and composition

    def start(self, script: ast.Script) -> ast.Script:
        return script

    def expr_start(self, expr: ast.Expr) -> ast.Expr:
        return expr

    def script(self, *statements: ast.Statement) -> ast.Script:
        return _with_span(ast.Script(list(statements)), list(statements))

    def pipe(self, left: ast.Statement, right: ast.Statement) -> ast.Pipe:
        parts = left.parts + [right] if isinstance(left, ast.Pipe) else [left, right]
        return _with_span(ast.Pipe(parts), left, right)

    def set_op(self, tok: Token, qualifier: Token | None = None) -> Token:
        word = str(tok).upper()
        if word == "UNION" and qualifier is not None and qualifier.upper() == "ALL":
            word = "UNION ALL"
        return Token.new_borrow_pos("SET_OP", word, tok)

    def set_operation(self, left: ast.Statement, op: Token, right: ast.Statement) -> ast.SetOperation:
        return _with_span(ast.SetOperation(str(op), left, right), left, right)

    def cypher_union(self, query: ast.CypherQuery) -> ast.CypherQuery:
        return query

    def cypher_union_op(
        self, left: ast.Statement, tok: Token, qualifier: Token | None, right: ast.CypherQuery
    ) -> ast.SetOperation:
        op = "UNION ALL" if qualifier is not None and qualifier.upper() == "ALL" else "UNION"
        return _with_span(ast.SetOperation(op, left, right), left, right)

    def cypher_query(self, *clauses: ast.Clause) -> ast.CypherQuery:
        for i, clause in enumerate(clauses[:-1]):
            if isinstance(clause, ast.ReturnClause):
                raise _error("RETURN must be the last clause of a query", clauses[i + 1])
        last = clauses[-1]
        if isinstance(last, (ast.MatchClause, ast.WithClause, ast.UnwindClause)):
            raise _error("a query cannot end with MATCH, WITH or UNWIND; add RETURN", last)
        return _with_span(ast.CypherQuery(list(clauses)), list(clauses))

    def assignment(self, var: Token, stmt: ast.Statement) -> ast.Assignment:
        return _with_span(ast.Assignment(str(var)[1:], stmt), var, stmt)

    def explain(self, tok: Token, fmt: str | None, body: ast.Script) -> ast.Explain:
        if any(isinstance(s, ast.Explain) for s in body.statements):
            raise _error("EXPLAIN/PROFILE cannot be nested", body)
        return _with_span(ast.Explain(body, tok.upper() == "PROFILE", fmt), tok, body)

    def explain_cypher(self, tok: Token, query: ast.Statement) -> ast.Explain:
        body = _with_span(ast.Script([query]), query)
        return _with_span(ast.Explain(body, tok.upper() == "PROFILE"), tok, query)

    def explain_format(self, tok: Token) -> str:
        return _unescape(str(tok)[1:-1])

    def explain_single(self, *statements: ast.Statement) -> ast.Script:
        return _with_span(ast.Script(list(statements)), list(statements))

    explain_block = explain_single

    def return_if(self, tok: Token, var: Token, cond: Token) -> ast.ReturnIfNotNull:
        return _with_span(ast.ReturnIfNotNull(str(var)[1:], str(cond)[1:]), tok, cond)

    # nGQL statements: r3.lang.ngql_builder; Cypher updating clauses: r3.lang.cypher_builder.


def _in_head(expr: ast.Expr) -> tuple[str, ast.Expr] | None:
    """``x IN source`` (a comprehension's or quantifier's head) as ``(x, source)``; else None."""
    if isinstance(expr, ast.BinaryOp) and expr.op == "IN" and isinstance(expr.left, ast.Variable):
        return (expr.left.name, expr.right)
    return None
