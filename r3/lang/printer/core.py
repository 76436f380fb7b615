"""Shared machinery of the printer: dialect tables, names, literals and node dispatch.

Why a class split over mixins (expressions, nGQL statements, Cypher clauses): each part stays
a small module with one job, while dispatch stays one ``getattr`` on the node's class name —
the sqlglot ``Generator`` layout. Everything a dialect changes is data in :class:`_Rules`.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from r3.errors import UserInputError
from r3.lang import ast
from r3.lang.dialects import Dialect, dialect_names, get_dialect
from r3.lang.writes import WRITE_CLAUSES, WRITE_STATEMENTS
from r3.registry import load_reference
from r3.values.value_text import scalar_text

_PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_PARAM_NAME = re.compile(r"[A-Za-z0-9_]+\Z")

# Escapes both parsers read back; anything else below U+0020 becomes \uXXXX.
_STRING_ESCAPES = {
    "\\": "\\\\",
    '"': '\\"',
    "\n": "\\n",
    "\t": "\\t",
    "\r": "\\r",
    "\b": "\\b",
    "\f": "\\f",
}

# Node kinds that exist in only one dialect: printing them in the other is a user mistake
# (a dialect names the set it lacks as its ``foreign_nodes``).
NGQL_ONLY_NODES: frozenset[type[ast.Node]] = frozenset(
    {
        ast.InputRef,
        ast.SrcRef,
        ast.DstRef,
        ast.SetLiteral,
        ast.Conditional,
        ast.TypeCast,
        ast.Pipe,
        ast.Assignment,
        ast.ReturnIfNotNull,
        ast.Go,
        ast.FetchVertices,
        ast.FetchEdges,
        ast.Lookup,
        ast.FindPath,
        ast.GetSubgraph,
        ast.Yield,
        ast.GroupBy,
        ast.OrderBy,
        ast.Limit,
        ast.Sample,
        *WRITE_STATEMENTS,  # every nGQL write statement
        ast.Use,
        ast.Show,
        ast.Describe,
        ast.AdminCommand,
    }
)
CYPHER_ONLY_NODES: frozenset[type[ast.Node]] = frozenset(
    {
        *WRITE_CLAUSES,  # every Cypher write clause
        ast.CallClause,
        ast.PatternComprehension,
        ast.MapProjection,
        ast.Subquery,
        ast.LabelExpr,
        ast.CallSubquery,
        ast.Foreach,
        ast.LoadCsv,
        ast.QuantifiedPath,
        ast.SchemaCommand,
        ast.UseClause,
    }
)


@dataclass(frozen=True)
class _Rules:
    """What the printer needs to know about a dialect beyond its reserved words (the
    dialect's printer tables, with its ``foreign_nodes`` reference resolved)."""

    dialect: Dialect
    forbidden: frozenset[type[ast.Node]]
    # nGQL's ``vertex``/``edge`` in expression position are keywords, not names: print bare.
    bare_variables: frozenset[str]
    # Whether ``(stmt)`` groups statements (nGQL) — Cypher has no parenthesised queries.
    statement_parens: bool
    # nGQL reads a label check only as a one-node pattern ``(v:tag)``; Cypher has ``v:tag``.
    label_check_in_parens: bool
    # Operators written differently from their AST name: Cypher's concatenation is ``||``
    # (nGQL's ``||`` is OR; its ``+`` concatenates strings).
    operator_text: dict[str, str]


def rules_for(name: str | Dialect) -> _Rules:
    dialect = get_dialect(name)
    return _Rules(
        dialect,
        _node_set(dialect.foreign_nodes),
        dialect.bare_variables,
        statement_parens=dialect.statement_parens,
        label_check_in_parens=dialect.label_check_in_parens,
        operator_text=dialect.operator_text,
    )


@functools.cache
def _node_set(reference: str) -> frozenset[type[ast.Node]]:
    """The node kinds a ``"module:attribute"`` reference names (none for ``""``)."""
    return frozenset(load_reference(reference)) if reference else frozenset()


def _dialects_with(kind: type[ast.Node]) -> str:
    """Display names of the registered dialects that have node kind ``kind`` (for messages)."""
    have = []
    for name in dialect_names():
        other = get_dialect(name)
        if kind not in _node_set(other.foreign_nodes):
            have.append(other.display_name)
    return ", ".join(have) or "no registered dialect"


class PrinterBase:
    """State and helpers every printing mixin uses."""

    def __init__(self, dialect: str = "ngql", pretty: bool = False) -> None:
        self.rules = rules_for(dialect)
        self.dialect = self.rules.dialect
        self.pretty = pretty
        # ids of label checks that must be written ``(n:A)`` (see ExpressionPrinter.expr).
        self.grouped_labels: set[int] = set()

    # -- dispatch ------------------------------------------------------------------------

    def node(self, node: ast.Node) -> str:
        """Text of any node, dispatched on its class name (``p_<ClassName>``)."""
        kind = type(node)
        if kind in self.rules.forbidden:
            raise UserInputError(
                f"{kind.__name__} exists only in {_dialects_with(kind)}; "
                f"it cannot be printed as {self.dialect.name}"
            )
        method = getattr(self, f"p_{kind.__name__}", None)
        if method is None:
            raise UserInputError(f"the printer does not know how to print {kind.__name__} nodes")
        text: str = method(node)
        return text

    def expr(self, e: ast.Expr, min_level: int = 0) -> str:
        """Text of an expression, parenthesised when it binds looser than ``min_level``."""
        raise NotImplementedError

    def exprs(self, items: list[ast.Expr], min_level: int = 0) -> str:
        return ", ".join(self.expr(e, min_level) for e in items)

    def clauses(self, parts: list[str], *, indent: bool = True) -> str:
        """Join the clause texts of one statement: one line, or one clause per line if pretty.

        Pretty continuation lines are indented (``GO … / OVER … / YIELD …``) unless the parts
        are peers (the clauses of a Cypher query, the sides of a UNION).
        """
        sep = ("\n  " if indent else "\n") if self.pretty else " "
        return sep.join(p for p in parts if p)

    # -- names and literals --------------------------------------------------------------

    def name(self, name: str) -> str:
        """An identifier, back-quoted when reserved or not a plain ``[A-Za-z_][A-Za-z0-9_]*``."""
        if _PLAIN_NAME.match(name) and not self.dialect.is_reserved(name):
            return name
        return "`" + name.replace("`", "``") + "`"

    def names(self, names: list[str]) -> str:
        return ", ".join(self.name(n) for n in names)

    def param(self, name: str) -> str:
        return "$" + (name if _PARAM_NAME.match(name) else self.name(name))

    def literal(self, value: None | bool | int | float | str) -> str:
        if value is None:
            return "NULL"
        text = scalar_text(value, format_float, quote_string)
        if text is None:
            raise UserInputError(f"a Literal cannot hold a {type(value).__name__} value: {value!r}")
        return text


def quote_string(text: str) -> str:
    """``text`` as a double-quoted literal with escapes both dialect parsers read back."""
    out = []
    for ch in text:
        esc = _STRING_ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def format_float(value: float) -> str:
    """Shortest text that reads back as the same float *and* still lexes as a float.

    ``repr`` already round-trips; we only make sure a mantissa has a dot (``1e+20`` →
    ``1.0e20``: openCypher has no ``+`` in exponents, and ``1e20`` is not a float in every lexer).
    """
    if not math.isfinite(value):
        raise UserInputError(f"{value!r} has no literal form in nGQL or Cypher")
    text = repr(value)
    if "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    if "." not in mantissa:
        mantissa += ".0"
    sign = "-" if exponent.startswith("-") else ""
    return f"{mantissa}e{sign}{exponent.lstrip('+-').lstrip('0') or '0'}"
