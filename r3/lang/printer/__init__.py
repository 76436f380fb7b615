"""AST → canonical query text for nGQL and openCypher.

The canonical form is one line, keywords upper-case, strings double-quoted, names
back-quoted only when they must be, and the fewest parentheses that keep the tree — so
``parse(to_text(tree)) == tree`` holds, and the same query always prints the same way (it
is what goes into prompts, training labels and result column names).

``pretty=True`` puts each clause on its own line (``r3 lint --explain``); it parses back to
the same tree.
"""

from __future__ import annotations

from r3.lang import ast
from r3.lang.printer.clauses import ClausePrinter
from r3.lang.printer.core import format_float, quote_string

__all__ = ["Printer", "format_float", "quote_string", "to_text"]


class Printer(ClausePrinter):
    """Prints any AST node in one dialect; see :func:`to_text`."""


def to_text(node: ast.Node, dialect: str = "ngql", *, pretty: bool = False) -> str:
    """The canonical text of ``node`` (a Script, statement, clause, expression or pattern part).

    Raises :class:`r3.errors.UserInputError` for a node the dialect cannot express (``GO`` or
    ``$-`` as Cypher, ``MERGE`` as nGQL) or an unknown dialect name.
    """
    return Printer(dialect, pretty=pretty).node(node)
