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
from collections.abc import Iterable
from typing import Any

from lark import Token, Transformer

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


# --------------------------------------------------------------------------- helpers


def _unescape(body: str, at: Any = None) -> str:
    def sub(m: re.Match[str]) -> str:
        s = m.group(1)
        if len(s) == 5:
            return chr(int(s[1:], 16))
        return _ESCAPES.get(s, s)

    return scalar_text(_ESCAPE_RE.sub(sub, body), at)


_SURROGATE = re.compile("[\ud800-\udfff]")


def scalar_text(text: str, at: Any = None) -> str:
    """A string literal's value with escaped surrogate pairs (``\\ud83d\\ude00``) joined into
    their character; a lone surrogate (``\\ud800``) is no character — no database, file or
    terminal can hold it — so it is a syntax error here, not an encoder traceback later."""
    if not _SURROGATE.search(text):
        return text
    joined = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    lone = _SURROGATE.search(joined)
    if lone:
        raise _error(f"invalid unicode escape: U+{ord(lone.group()):04X} is a lone surrogate, not a character", at)
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


def _start(item: Any) -> tuple[int, int, int] | None:
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


def _end(item: Any) -> int | None:
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


def _with_span(node: Any, *parts: Any) -> Any:
    """Set ``node.span`` to cover ``parts`` (tokens, nodes, lists); returns ``node``."""
    start = _start(parts)
    if start is not None:
        end = _end(parts)
        node.span = ast.Span(start[0], start[1], start[2], start[2] if end is None else end)
    return node


def _error(
    message: str,
    at: Any = None,
    token: str | None = None,
    *,
    quote: Any = None,
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
    extra: dict[str, Any] = {"token": token, "span": offsets, "headline": headline}
    if pos is None:
        return QuerySyntaxError(message, **extra)
    return QuerySyntaxError(message, line=pos[0], column=pos[1], **extra)


def _walk_exprs(root: Any) -> Iterable[Any]:
    """Every node below ``root`` (iteratively), including inside tuples and lists."""
    stack = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, ast.Node):
            yield item
            stack.extend(vars(item).values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)


def _present(children: list[Any]) -> list[Any]:
    return [c for c in children if c is not None]


def _plain(name: Any) -> str | None:
    """A token (or None) as a plain ``str``: AST fields never hold Lark tokens."""
    return str(name) if name is not None else None


class _CallArgs:
    """What is between the parentheses of a call; folded into FunctionCall by ``call``."""

    __slots__ = ("args", "distinct", "star", "token")

    def __init__(self, args: list[ast.Expr], distinct: bool, star: bool, token: Any) -> None:
        self.args = args
        self.distinct = distinct
        self.star = star
        self.token = token


class _Labels(list):
    """Label names, plus the property maps nGQL lets each label carry (``:player{age: 1}``)."""

    maps: list[ast.MapLiteral]


class _RelDetail:
    __slots__ = ("variable", "types", "length", "properties")

    def __init__(self, variable: Any, types: Any, length: Any, properties: Any) -> None:
        self.variable = variable
        self.types = types
        self.length = length
        self.properties = properties


# --------------------------------------------------------------------------- the builder


#: Function names that are keywords of nGQL (3.data-types/4.date-and-time.md: `RETURN DATE("23333")`
#: is headed `date("23333")`).
_KEYWORD_FUNCTIONS = frozenset({"date", "time", "datetime", "timestamp"})


class AstBuilder(Transformer):
    """Builds :mod:`r3.lang.ast` nodes for the shared sub-grammar (expressions, patterns,
    MATCH/UNWIND/WITH/RETURN, scripts); the dialect builders add their own statements.

    Stateless, so one instance serves every parse of its Lark parser (and every thread).
    """

    def __init__(self, dialect: Dialect) -> None:
        super().__init__(visit_tokens=False)
        self.dialect = dialect
        self.checks = dialect.parser_checks
        self.aggregates = dialect.aggregate_functions

    # ------------------------------------------------------------------ names and literals

    def name(self, c: list[Any]) -> Token:
        tok: Token = c[0]
        if tok.type == "BQNAME":
            return Token.new_borrow_pos("NAME", tok[1:-1].replace("``", "`"), tok)
        return tok

    any_name = name

    def int_literal(self, c: list[Any]) -> ast.Literal:
        tok = c[0]
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

    def int_literal_plus(self, c: list[Any]) -> ast.Literal:
        lit = self.int_literal([c[1]])
        return _with_span(lit, c[0], c[1])

    def negative_int(self, c: list[Any]) -> ast.Literal:
        lit = self.int_literal([c[1]])
        return _with_span(ast.Literal(-lit.value), c[0], c[1])  # type: ignore[operator]

    def float_literal(self, c: list[Any]) -> ast.Literal:
        return _with_span(ast.Literal(float(c[0])), c[0])

    def string_literal(self, c: list[Any]) -> ast.Literal:
        tok = c[0]
        return _with_span(ast.Literal(_unescape(str(tok)[1:-1], tok)), tok)

    def true_literal(self, c: list[Any]) -> ast.Literal:
        return _with_span(ast.Literal(True), c[0])

    def false_literal(self, c: list[Any]) -> ast.Literal:
        return _with_span(ast.Literal(False), c[0])

    def null_literal(self, c: list[Any]) -> ast.Literal:
        return _with_span(ast.Literal(None), c[0])

    # ------------------------------------------------------------------ expressions

    def variable(self, c: list[Any]) -> ast.Variable:
        return _with_span(ast.Variable(str(c[0])), c[0])

    def parameter(self, c: list[Any]) -> ast.Parameter:
        return _with_span(ast.Parameter(str(c[0])[1:]), c[0])

    def keyword_variable(self, c: list[Any]) -> ast.Variable:
        return _with_span(ast.Variable(str(c[0]).lower()), c[0])

    def input_ref(self, c: list[Any]) -> ast.InputRef:
        return _with_span(ast.InputRef(), c[0])

    def src_ref(self, c: list[Any]) -> ast.SrcRef:
        return _with_span(ast.SrcRef(), c[0])

    def dst_ref(self, c: list[Any]) -> ast.DstRef:
        return _with_span(ast.DstRef(), c[0])

    def input_prop(self, c: list[Any]) -> ast.Property:
        ref = _with_span(ast.InputRef(), c[0])
        return _with_span(ast.Property(ref, str(c[1])), c[0], c[1])

    def var_prop(self, c: list[Any]) -> ast.Property:
        ref = self.parameter([c[0]])
        return _with_span(ast.Property(ref, str(c[1])), c[0], c[1])

    def input_star(self, c: list[Any]) -> ast.Property:
        ref = _with_span(ast.InputRef(), c[0])
        return _with_span(ast.Property(ref, "*"), c[0], c[1])

    def var_star(self, c: list[Any]) -> ast.Property:
        ref = self.parameter([c[0]])
        return _with_span(ast.Property(ref, "*"), c[0], c[1])

    def unary_op(self, c: list[Any]) -> ast.Expr:
        tok, operand = c
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

    def binary_op(self, c: list[Any]) -> ast.BinaryOp:
        left, tok, right = c
        op = _OP_BY_TOKEN.get(tok.type)
        if op is None:
            op = str(tok).upper() if str(tok).isalpha() else str(tok)
        return _with_span(ast.BinaryOp(op, left, right), left, right)

    def comp_op(self, c: list[Any]) -> Token:
        return c[0]

    def is_null(self, c: list[Any]) -> ast.IsNull:
        operand, negated, kind = c
        node = ast.IsNull(operand, negated is not None, "EMPTY" if kind.type == "EMPTY" else "NULL")
        return _with_span(node, operand, kind)

    def conditional(self, c: list[Any]) -> ast.Conditional:
        return _with_span(ast.Conditional(c[0], c[1], c[2]), c[0], c[2])

    def type_name(self, c: list[Any]) -> Token:
        return c[0]

    def type_cast(self, c: list[Any]) -> ast.TypeCast:
        return _with_span(ast.TypeCast(str(c[0]).lower(), c[1]), c[0], c[1])

    def property(self, c: list[Any]) -> ast.Property:
        return _with_span(ast.Property(c[0], str(c[1])), c[0], c[1])

    def subscript(self, c: list[Any]) -> ast.Subscript:
        return _with_span(ast.Subscript(c[0], c[1]), c[0], c[1])

    def slice(self, c: list[Any]) -> ast.Slice:
        obj, start, dots, end = c
        return _with_span(ast.Slice(obj, start, end), obj, dots, end)

    def label_check(self, c: list[Any]) -> ast.LabelCheck:
        return _with_span(ast.LabelCheck(c[0], self._bare_labels(c[1])), c[0], c[1])

    @staticmethod
    def _bare_labels(labels: _Labels) -> list[str]:
        if labels.maps:
            raise _error("a property map is only allowed on a node pattern", labels.maps[0])
        return list(labels)

    def expr_list(self, c: list[Any]) -> list[Any]:
        return c

    def set_literal(self, c: list[Any]) -> ast.SetLiteral:
        return _with_span(ast.SetLiteral(c[-1]), c)

    def typed_list(self, c: list[Any]) -> ast.ListLiteral:
        return _with_span(ast.ListLiteral(c[2] or []), c[0], c[3])

    def typed_map(self, c: list[Any]) -> ast.MapLiteral:
        return _with_span(c[1], c[0], c[1])

    # calls

    def call_args(self, c: list[Any]) -> _CallArgs:
        distinct, args = c
        return _CallArgs(args or [], distinct is not None, False, distinct)

    def call_star(self, c: list[Any]) -> _CallArgs:
        return _CallArgs([], False, True, c[0])

    def call(self, c: list[Any]) -> ast.FunctionCall:
        callee, args, rpar = c
        name = self._function_name(callee)
        return self._make_call(name, args, callee, rpar)

    def keyword_call(self, c: list[Any]) -> ast.FunctionCall:
        tok, args, *rest = c
        return self._make_call(str(tok), args, tok, rest or args.args)

    def exists_call(self, c: list[Any]) -> ast.FunctionCall:
        tok, arg = c
        if "exists_argument" in self.checks and not isinstance(arg, (ast.Property, ast.Subscript)):
            raise _error("The exists only accept LabelAttribute, Attribute and Subscript", arg, "exists")
        return _with_span(ast.FunctionCall(str(tok), [arg]), tok, arg)

    def _function_name(self, callee: Any) -> str:
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

    def _make_call(self, name: str, args: _CallArgs, start: Any, end: Any) -> ast.FunctionCall:
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

    def list_empty(self, c: list[Any]) -> ast.ListLiteral:
        return _with_span(ast.ListLiteral([]), c[0], c[1])

    def list_literal(self, c: list[Any]) -> ast.Expr:
        lsqb, items, rsqb = c
        if self.dialect.bare_list_comprehension and len(items) == 1 and self._is_in(items[0]):
            return self._comprehension(items[0], None, None, lsqb, rsqb)
        return _with_span(ast.ListLiteral(items), lsqb, rsqb)

    def comprehension_where(self, c: list[Any]) -> ast.Expr:
        return self._comprehension(c[1], c[2], None, c[0], c[3])

    def comprehension_where_proj(self, c: list[Any]) -> ast.Expr:
        return self._comprehension(c[1], c[2], c[3], c[0], c[4])

    def comprehension_proj(self, c: list[Any]) -> ast.Expr:
        return self._comprehension(c[1], None, c[2], c[0], c[3])

    @staticmethod
    def _is_in(expr: Any) -> bool:
        return isinstance(expr, ast.BinaryOp) and expr.op == "IN" and isinstance(expr.left, ast.Variable)

    def _comprehension(self, head: Any, where: Any, proj: Any, start: Any, end: Any) -> ast.Expr:
        if self._is_in(head):
            node: ast.Expr = ast.ListComprehension(head.left.name, head.right, where, proj)
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

    def map_literal(self, c: list[Any]) -> ast.MapLiteral:
        items = [item for item in c[1:-1] if item is not None]
        return _with_span(ast.MapLiteral(items), c[0], c[-1])

    def map_item(self, c: list[Any]) -> tuple[str, Any]:
        return (str(c[0]), c[1])

    def case_expr(self, c: list[Any]) -> ast.Case:
        tok, subject, *rest = c
        default = rest.pop()
        return _with_span(ast.Case(subject, rest, default), tok, rest, default)

    def case_when(self, c: list[Any]) -> tuple[Any, Any]:
        return (c[0], c[1])

    def else_part(self, c: list[Any]) -> Any:
        return c[0]

    def list_predicate(self, c: list[Any]) -> ast.ListPredicate:
        tok, head, where = c
        if not self._is_in(head):
            raise _error(f"expected `variable IN list` in {str(tok).lower()}(…)", head)
        node = ast.ListPredicate(str(tok).lower(), head.left.name, head.right, where)  # type: ignore[arg-type]
        return _with_span(node, tok, where)

    def reduce_expr(self, c: list[Any]) -> ast.Reduce:
        tok, acc, init, head, expr = c
        if not self._is_in(head):
            raise _error("expected `variable IN list` in reduce(…)", head)
        return _with_span(ast.Reduce(str(acc), init, head.left.name, head.right, expr), tok, expr)

    # ------------------------------------------------------------------ patterns

    @staticmethod
    def _node(var: Any, labels: _Labels | None, props: Any) -> ast.NodePattern:
        if labels is not None and labels.maps:
            items = [item for m in labels.maps for item in m.items]
            if isinstance(props, ast.MapLiteral):
                items += props.items
            elif props is not None:
                raise _error("a node cannot combine label property maps with a $parameter", props)
            props = _with_span(ast.MapLiteral(items), labels.maps)
        return ast.NodePattern(_plain(var), list(labels or []), props)

    def node_simple(self, c: list[Any]) -> ast.NodePattern:
        lpar, var, labels, rpar = c
        return _with_span(self._node(var, labels, None), lpar, rpar)

    def node_map(self, c: list[Any]) -> ast.NodePattern:
        return _with_span(ast.NodePattern(None, [], c[1]), c[0], c[2])

    def node_empty(self, c: list[Any]) -> ast.NodePattern:
        return _with_span(ast.NodePattern(), c[0], c[1])

    def node_labels_props(self, c: list[Any]) -> ast.NodePattern:
        lpar, labels, props, rpar = c
        return _with_span(self._node(None, labels, props), lpar, rpar)

    def node_var_props(self, c: list[Any]) -> ast.NodePattern:
        lpar, var, labels, props, rpar = c
        return _with_span(self._node(var, labels, props), lpar, rpar)

    def node_as_expr(self, c: list[Any]) -> ast.Expr:
        node: ast.NodePattern = c[0]
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

    def label_list(self, c: list[Any]) -> _Labels:
        labels = _Labels(str(x[0]) if isinstance(x, tuple) else str(x) for x in c)
        labels.maps = [x[1] for x in c if isinstance(x, tuple)]
        return labels

    def label_item(self, c: list[Any]) -> Any:
        return (c[0], c[1]) if len(c) > 1 else c[0]

    def properties(self, c: list[Any]) -> ast.Expr:
        item = c[0]
        return self.parameter([item]) if isinstance(item, Token) else item

    def rel_detail(self, c: list[Any]) -> _RelDetail:
        return _RelDetail(*c)

    def rel_types(self, c: list[Any]) -> list[str]:
        return [str(x) for x in c]

    def var_length(self, c: list[Any]) -> ast.VarLength:
        star, low, dots, high = c
        lo = count_value(low, "hop count") if low is not None else None
        if dots is None:
            node = ast.VarLength(lo, lo)
        else:
            node = ast.VarLength(lo, count_value(high, "hop count") if high is not None else None)
        return _with_span(node, star, low, dots, high)

    def _rel(self, direction: str, c: list[Any]) -> ast.RelPattern:
        open_tok, d, close_tok = c
        rel = ast.RelPattern(
            direction,  # type: ignore[arg-type]
            _plain(d.variable),
            d.types or [],
            d.properties,
            d.length,
        )
        return _with_span(rel, open_tok, close_tok)

    def rel_right_open(self, c: list[Any]) -> ast.RelPattern:
        return self._rel("both", c)

    def rel_right_out(self, c: list[Any]) -> ast.RelPattern:
        return self._rel("out", c)

    def rel_left_in(self, c: list[Any]) -> ast.RelPattern:
        return self._rel("in", c)

    def rel_left_both(self, c: list[Any]) -> ast.RelPattern:
        return self._rel("both", c)

    def rel_short(self, c: list[Any]) -> ast.RelPattern:
        tok = c[0]
        direction = {"REL_OUT": "out", "REL_IN": "in"}.get(tok.type, "both")
        return _with_span(ast.RelPattern(direction), tok)  # type: ignore[arg-type]

    def pattern_element(self, c: list[Any]) -> list[Any]:
        return c

    def pattern_expr(self, c: list[Any]) -> ast.PatternExpr:
        path = _with_span(ast.PathPattern(c), c)
        return _with_span(ast.PatternExpr(path), c)

    def pattern(self, c: list[Any]) -> list[Any]:
        return c

    def path_pattern(self, c: list[Any]) -> ast.PathPattern:
        var, elements = c
        return _with_span(ast.PathPattern(elements, _plain(var)), var, elements)

    def path_pattern_fn(self, c: list[Any]) -> ast.PathPattern:
        var, fn, elements = c
        name = "shortestPath" if fn.upper() == "SHORTESTPATH" else "allShortestPaths"
        return _with_span(ast.PathPattern(elements, _plain(var), name), var, fn, elements)

    def path_function(self, c: list[Any]) -> Token:
        return c[0]

    # ------------------------------------------------------------------ clauses

    def where(self, c: list[Any]) -> Any:
        expr = c[0]
        if "aggregate_in_where" in self.checks:
            self._reject_aggregates(expr, "Invalid use of aggregating function in where clause.", expr)
        return expr

    def _reject_aggregates(self, root: Any, message: str, quote: Any) -> None:
        for sub in _walk_exprs(root):
            if isinstance(sub, ast.FunctionCall) and self._is_aggregate(sub):
                raise _error(message, sub, sub.name, quote=quote)

    def match_clause(self, c: list[Any]) -> ast.MatchClause:
        optional, tok, patterns, where = c
        if optional is not None and where is not None and "optional_match_where" in self.checks:
            raise _error(
                "Where clause in optional match is not supported.", where, span=(_end(patterns), _end(where))
            )
        return _with_span(
            ast.MatchClause(patterns, where, optional is not None), optional, tok, patterns, where
        )

    def unwind_clause(self, c: list[Any]) -> ast.UnwindClause:
        tok, expr, alias = c
        return _with_span(ast.UnwindClause(expr, str(alias)), tok, alias)

    def with_clause(self, c: list[Any]) -> ast.WithClause:
        tok, projection, where = c
        return _with_span(ast.WithClause(projection, where), tok, projection, where)

    def return_clause(self, c: list[Any]) -> ast.ReturnClause:
        tok, projection = c
        return _with_span(ast.ReturnClause(projection), tok, projection)

    def projection(self, c: list[Any]) -> ast.Projection:
        distinct, (star, items), order, skip, limit = c
        node = ast.Projection(items, distinct is not None, star, order or [], skip, limit)
        return _with_span(node, distinct, items, order, skip, limit)

    def items_star(self, c: list[Any]) -> tuple[bool, list[Any]]:
        return (True, [])

    def items_star_more(self, c: list[Any]) -> tuple[bool, list[Any]]:
        return (True, c[1])

    def items_list(self, c: list[Any]) -> tuple[bool, list[Any]]:
        return (False, c[0])

    def yield_items(self, c: list[Any]) -> list[Any]:
        return c

    def yield_item(self, c: list[Any]) -> ast.YieldItem:
        expr, alias = c
        if "variable_output" in self.checks:
            self._reject_bare_variables(expr)
        return _with_span(ast.YieldItem(expr, _plain(alias)), expr, alias)

    @staticmethod
    def _reject_bare_variables(expr: Any) -> None:
        """nGQL: ``YIELD $v`` (a whole variable, not ``$v.col``) is rejected by the parser."""
        nodes = list(_walk_exprs(expr))
        as_object = {id(n.obj) for n in nodes if isinstance(n, ast.Property)}
        for n in nodes:
            if isinstance(n, ast.Parameter) and id(n) not in as_object:
                # NebulaGraph quotes the whole column (TCK: near `{k: $var}').
                raise _error("Direct output of variable is prohibited", n, f"${n.name}", quote=expr)

    def order_by(self, c: list[Any]) -> list[Any]:
        return c

    def order_item(self, c: list[Any]) -> ast.OrderItem:
        expr, direction = c
        desc = direction is not None and direction.upper().startswith("DESC")
        return _with_span(ast.OrderItem(expr, desc), expr, direction)

    def order_direction(self, c: list[Any]) -> Token:
        return c[0]

    def skip(self, c: list[Any]) -> Any:
        return c[0]

    limit = skip

    # ------------------------------------------------------------------ scripts and composition

    def start(self, c: list[Any]) -> ast.Script:
        return c[0]

    def expr_start(self, c: list[Any]) -> ast.Expr:
        return c[0]

    def script(self, c: list[Any]) -> ast.Script:
        return _with_span(ast.Script(c), c)

    def pipe(self, c: list[Any]) -> ast.Pipe:
        left, right = c
        parts = left.parts + [right] if isinstance(left, ast.Pipe) else [left, right]
        return _with_span(ast.Pipe(parts), left, right)

    def set_op(self, c: list[Any]) -> Token:
        tok = c[0]
        word = str(tok).upper()
        if word == "UNION" and len(c) > 1 and c[1] is not None and c[1].upper() == "ALL":
            word = "UNION ALL"
        return Token.new_borrow_pos("SET_OP", word, tok)

    def set_operation(self, c: list[Any]) -> ast.SetOperation:
        left, op, right = c
        return _with_span(ast.SetOperation(str(op), left, right), left, right)

    def cypher_union(self, c: list[Any]) -> Any:
        return c[0]

    def cypher_union_op(self, c: list[Any]) -> ast.SetOperation:
        left, tok, qualifier, right = c
        op = "UNION ALL" if qualifier is not None and qualifier.upper() == "ALL" else "UNION"
        return _with_span(ast.SetOperation(op, left, right), left, right)

    def cypher_query(self, c: list[Any]) -> ast.CypherQuery:
        for i, clause in enumerate(c[:-1]):
            if isinstance(clause, ast.ReturnClause):
                raise _error("RETURN must be the last clause of a query", c[i + 1])
        last = c[-1]
        if isinstance(last, (ast.MatchClause, ast.WithClause, ast.UnwindClause)):
            raise _error("a query cannot end with MATCH, WITH or UNWIND; add RETURN", last)
        return _with_span(ast.CypherQuery(c), c)

    def assignment(self, c: list[Any]) -> ast.Assignment:
        var, stmt = c
        return _with_span(ast.Assignment(str(var)[1:], stmt), var, stmt)

    def explain(self, c: list[Any]) -> ast.Explain:
        tok, fmt, body = c
        if any(isinstance(s, ast.Explain) for s in body.statements):
            raise _error("EXPLAIN/PROFILE cannot be nested", body)
        return _with_span(ast.Explain(body, tok.upper() == "PROFILE", fmt), tok, body)

    def explain_cypher(self, c: list[Any]) -> ast.Explain:
        tok, query = c
        body = _with_span(ast.Script([query]), query)
        return _with_span(ast.Explain(body, tok.upper() == "PROFILE"), tok, query)

    def explain_format(self, c: list[Any]) -> str:
        return _unescape(str(c[0])[1:-1])

    def explain_single(self, c: list[Any]) -> ast.Script:
        return _with_span(ast.Script(c), c)

    explain_block = explain_single

    def return_if(self, c: list[Any]) -> ast.ReturnIfNotNull:
        tok, var, cond = c
        return _with_span(ast.ReturnIfNotNull(str(var)[1:], str(cond)[1:]), tok, cond)

    # nGQL statements: r3.lang.ngql_builder; Cypher updating clauses: r3.lang.cypher_builder.
