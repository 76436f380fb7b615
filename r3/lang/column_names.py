"""NebulaGraph's text of an expression: the name of an unaliased YIELD/RETURN column.

Why exact: NebulaGraph names a column without ``AS`` after ``Expression::toString()`` of the
parsed expression, and conformance tables compare column names literally (``COUNT(*)``,
``(1+1)``, ``abs(-(1))``, ``like._dst``, ``id(VERTEX)``). The same text appears in
NebulaGraph's error messages (``result of (9223372036854775807+1) cannot be represented as
an integer``), so the evaluator uses it there too.

The rules, learned from NebulaGraph's TCK tables:

- arithmetic and comparisons are parenthesised without spaces: ``(1+1)``, ``(n>2)``;
  keyword operators keep spaces: ``(a IN [1,2])``, ``(true AND false)``;
- unary operators wrap their operand: ``-(1)``, ``!(false)`` (``NOT`` prints as ``!``);
- function names are kept as written (``counT(*)``), ``DISTINCT`` prints lower-case, arguments
  are comma-separated without spaces; ``exists`` and list predicates print lower-case;
- strings print double-quoted, floats in their shortest form (``123.0`` → ``123``), lists
  ``[1,2,3]``, maps ``{k:v}``; casts ``(INT)x``;
- ``vertex``/``edge`` print as ``VERTEX``/``EDGE``; ``$-``, ``$^``, ``$$`` and ``$var`` as written.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from r3.lang import ast as A
from r3.values import Value, render
from r3.values.value_model import INT64_MIN
from r3.values.value_text import scalar_text

_KEYWORD_OPS = {
    "AND": " AND ",
    "&&": " AND ",
    "OR": " OR ",
    "||": " OR ",
    "XOR": " XOR ",
    "IN": " IN ",
    "NOT IN": " NOT IN ",
    "CONTAINS": " CONTAINS ",
    "NOT CONTAINS": " NOT CONTAINS ",
    "STARTS WITH": " STARTS WITH ",
    "NOT STARTS WITH": " NOT STARTS WITH ",
    "ENDS WITH": " ENDS WITH ",
    "NOT ENDS WITH": " NOT ENDS WITH ",
}
_SYMBOL_OPS = {"=": "==", "<>": "!="}
_CAST_NAMES = {
    "int": "INT",
    "int8": "INT",
    "int16": "INT",
    "int32": "INT",
    "int64": "INT",
    "integer": "INT",
    "float": "FLOAT",
    "double": "FLOAT",
    "string": "STRING",
    "bool": "BOOL",
    "boolean": "BOOL",
}
_LOWER_FUNCTIONS = frozenset({"exists"})


def format_float(f: float) -> str:
    """A float as NebulaGraph prints it in expression text and ``toString``: shortest form,
    integral values without a fraction (``123.0`` → ``123``)."""
    if math.isnan(f):
        return "NaN"
    if math.isinf(f):
        return "Infinity" if f > 0 else "-Infinity"
    if f == int(f) and abs(f) < 1e21:
        return str(int(f))
    text = repr(f)
    if "e" in text:
        mantissa, exp = text.split("e")
        text = f"{mantissa}E{int(exp)}"
    return text


def literal_text(value: None | bool | int | float | str) -> str:
    """A literal's text; negative numbers print as ``-(n)`` (except the int64 minimum)."""
    if value is None:
        return "NULL"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        if value < 0 and value != INT64_MIN:
            return f"-({-value})"
        return str(value)
    if isinstance(value, float):
        if value < 0 or (value == 0 and math.copysign(1.0, value) < 0):
            return f"-({format_float(-value)})"
        return format_float(value)
    return f'"{value}"'


@dataclass(eq=True)
class Constant(A.Expr):
    """A folded constant inside an error message's expression text.

    NebulaGraph folds constant sub-expressions before it reports an error, so the message
    shows ``(-9223372036854775807*-2)`` where the column name shows ``-(2)``.
    """

    value: Value


def value_text(value: Value) -> str:
    """A folded value's text (``ConstantExpression::toString``): ``-2``, ``1.5``, ``"a"``."""
    if value is None or type(value).__name__ == "Null":
        return "NULL"
    text = scalar_text(value, format_float, _quoted)
    return render(value) if text is None else text


def _quoted(text: str) -> str:
    return f'"{text}"'


def column_name(expr: A.Expr) -> str:
    """NebulaGraph's name for an unaliased YIELD/RETURN column (``Expression::toString``)."""
    fn = _PRINTERS.get(type(expr))
    if fn is None:
        raise TypeError(f"cannot name a {type(expr).__name__} expression")
    return fn(expr)


expr_text = column_name
"""Alias: the same text is used inside NebulaGraph's error messages."""


def _join(items: list[A.Expr]) -> str:
    return ",".join(column_name(e) for e in items)


def _variable(e: A.Variable) -> str:
    low = e.name.lower()
    if low in ("vertex", "edge"):
        return low.upper()
    return e.name


def _call(e: A.FunctionCall) -> str:
    name = e.name.lower() if e.name.lower() in _LOWER_FUNCTIONS else e.name
    if e.star:
        return f"{name}(*)"
    return f"{name}({'distinct ' if e.distinct else ''}{_join(e.args)})"


def _unary(e: A.UnaryOp) -> str:
    op = e.op.upper()
    operand = e.operand
    if op == "-" and isinstance(operand, A.Literal) and operand.value == -INT64_MIN:
        return str(INT64_MIN)  # the lexer reads ``-9223372036854775808`` as one literal
    sym = "!" if op in ("NOT", "!") else e.op
    return f"{sym}({column_name(operand)})"


def _binary(e: A.BinaryOp) -> str:
    op = e.op.upper()
    sym = _KEYWORD_OPS.get(op) or _SYMBOL_OPS.get(e.op, e.op)
    return f"({column_name(e.left)}{sym}{column_name(e.right)})"


def _is_null(e: A.IsNull) -> str:
    return f"{column_name(e.operand)} IS {'NOT ' if e.negated else ''}{e.kind}"


def case_text(e: A.Case, text: Callable[[A.Expr], str]) -> str:
    """``CASE [subject] WHEN … THEN … [ELSE …] END`` with each expression written by ``text``
    (column names and the query printer spell the same shape)."""
    parts = ["CASE"]
    if e.subject is not None:
        parts.append(text(e.subject))
    for cond, then in e.whens:
        parts.append(f"WHEN {text(cond)} THEN {text(then)}")
    if e.default is not None:
        parts.append(f"ELSE {text(e.default)}")
    parts.append("END")
    return " ".join(parts)


def _case(e: A.Case) -> str:
    return case_text(e, column_name)


def _conditional(e: A.Conditional) -> str:
    return f"({column_name(e.condition)} ? {column_name(e.then)} : {column_name(e.otherwise)})"


def _cast(e: A.TypeCast) -> str:
    return f"({_CAST_NAMES.get(e.type_name.lower(), e.type_name.upper())}){column_name(e.operand)}"


def _map(e: A.MapLiteral) -> str:
    return "{" + ",".join(f"{k}:{column_name(v)}" for k, v in e.items) + "}"


def _slice(e: A.Slice) -> str:
    start = "" if e.start is None else column_name(e.start)
    end = "" if e.end is None else column_name(e.end)
    return f"{column_name(e.obj)}[{start}..{end}]"


def _comprehension(e: A.ListComprehension) -> str:
    text = f"[{e.variable} IN {column_name(e.source)}"
    if e.where is not None:
        text += f" WHERE {column_name(e.where)}"
    if e.projection is not None:
        text += f" | {column_name(e.projection)}"
    return text + "]"


def _predicate(e: A.ListPredicate) -> str:
    where = "" if e.where is None else f" WHERE {column_name(e.where)}"
    return f"{e.kind.lower()}({e.variable} IN {column_name(e.source)}{where})"


def _reduce(e: A.Reduce) -> str:
    return (
        f"reduce({e.accumulator} = {column_name(e.initial)}, "
        f"{e.variable} IN {column_name(e.source)} | {column_name(e.expr)})"
    )


def _node_pattern(n: A.NodePattern) -> str:
    labels = "".join(f":{label}" for label in n.labels)
    props = "" if n.properties is None else column_name(n.properties)
    return f"({n.variable or ''}{labels}{props})"


def _rel_pattern(r: A.RelPattern) -> str:
    inner = (r.variable or "") + (":" + "|".join(r.types) if r.types else "")
    if r.length is not None:
        lo = "" if r.length.min is None else str(r.length.min)
        hi = "" if r.length.max is None else str(r.length.max)
        inner += f"*{lo}..{hi}" if lo != hi else f"*{lo}"
    if r.properties is not None:
        inner += column_name(r.properties)
    body = f"[{inner}]"
    if r.direction == "out":
        return f"-{body}->"
    if r.direction == "in":
        return f"<-{body}-"
    return f"-{body}-"


def pattern_text(p: A.PathPattern) -> str:
    """A path pattern's text (for pattern expressions used as columns)."""
    text = "".join(
        _node_pattern(el) if isinstance(el, A.NodePattern) else _rel_pattern(el) for el in p.elements
    )
    if p.function:
        text = f"{p.function}({text})"
    return f"{p.variable} = {text}" if p.variable else text


def _pattern_comprehension(e: A.PatternComprehension) -> str:
    where = "" if e.where is None else f" WHERE {column_name(e.where)}"
    return f"[{pattern_text(e.pattern)}{where} | {column_name(e.projection)}]"


_PRINTERS: dict[type, Callable[..., str]] = {
    Constant: lambda e: value_text(e.value),
    A.Literal: lambda e: literal_text(e.value),
    A.Variable: _variable,
    A.Parameter: lambda e: f"${e.name}",
    A.InputRef: lambda e: "$-",
    A.SrcRef: lambda e: "$^",
    A.DstRef: lambda e: "$$",
    A.Property: lambda e: f"{column_name(e.obj)}.{e.name}",
    A.FunctionCall: _call,
    A.UnaryOp: _unary,
    A.BinaryOp: _binary,
    A.IsNull: _is_null,
    A.LabelCheck: lambda e: column_name(e.operand) + "".join(f":{label}" for label in e.labels),
    A.Case: _case,
    A.Conditional: _conditional,
    A.TypeCast: _cast,
    A.ListLiteral: lambda e: f"[{_join(e.items)}]",
    A.SetLiteral: lambda e: "{" + _join(e.items) + "}",
    A.MapLiteral: _map,
    A.Subscript: lambda e: f"{column_name(e.obj)}[{column_name(e.index)}]",
    A.Slice: _slice,
    A.ListComprehension: _comprehension,
    A.ListPredicate: _predicate,
    A.Reduce: _reduce,
    A.PatternExpr: lambda e: pattern_text(e.pattern),
    A.PatternComprehension: _pattern_comprehension,
}

__all__ = [
    "Constant",
    "column_name",
    "expr_text",
    "format_float",
    "literal_text",
    "pattern_text",
    "value_text",
]
