"""Refuse write statements before they reach a live database.

Why on the client: generated queries run read-only by default (see
:class:`~r3.graph.backend.GraphBackend`), and NebulaGraph has no read-only session mode, so
the adapter must decide itself. The decision comes from r3's own parser (the same AST the
embedded engine uses, so both refuse the same statements). Text the parser cannot read may
still be valid for the server (r3's grammar is a subset), so it is not refused outright:
a conservative word scan refuses it when any write keyword appears outside string literals,
comments and quoted names, and lets the server report any syntax error otherwise.
"""

from __future__ import annotations

import re

from r3.errors import QueryError, QuerySemanticError
from r3.graph.backend import Dialect

#: Words that start a write statement or clause in nGQL or Cypher (admin commands included).
WRITE_WORDS = frozenset(
    {
        "INSERT",
        "UPDATE",
        "UPSERT",
        "DELETE",
        "CREATE",
        "ALTER",
        "DROP",
        "CLEAR",
        "SUBMIT",
        "REBUILD",
        "BALANCE",
        "GRANT",
        "REVOKE",
        "CHANGE",
        "KILL",
        "STOP",
        "RECOVER",
        "DOWNLOAD",
        "INGEST",
        "SIGN",
        "ADD",
        "MERGE",
        "SET",
        "REMOVE",
        "DETACH",
        "FOREACH",
        "LOAD",
        "RESTORE",
        "FLUSH",
    }
)

_SKIPPED = re.compile(
    r"""
      "(?:[^"\\]|\\.)*"        # double-quoted string
    | '(?:[^'\\]|\\.)*'        # single-quoted string
    | `[^`]*`                  # quoted name
    | //[^\n]*                 # line comment
    | --[^\n]*                 # nGQL line comment
    | \#[^\n]*                 # nGQL line comment
    | /\*.*?\*/                # block comment
    """,
    re.VERBOSE | re.DOTALL,
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")


def find_writes(query: str, dialect: Dialect) -> list[str]:
    """What in ``query`` writes data or schema (statement names), or ``[]`` for a read."""
    from r3.lang.parser import parse

    try:
        script = parse(query, dialect)
    except (QueryError, RecursionError):
        return lexical_writes(query)
    from r3.engine.engine import write_statements

    return [_describe(node) for node in write_statements(script)]


def lexical_writes(query: str) -> list[str]:
    """Write keywords in ``query`` outside strings, comments and quoted names (upper-cased).

    Deliberately over-cautious: a property literally named ``set`` makes a read look like a
    write. It is only used for text r3's parser cannot read.
    """
    text = _SKIPPED.sub(" ", query)
    words = [w.upper() for w in _WORD.findall(text)]
    return list(dict.fromkeys(w for w in words if w in WRITE_WORDS))


def refuse_writes(query: str, dialect: Dialect, *, backend: str) -> None:
    """Raise QuerySemanticError when ``query`` would write; ``backend`` names the server."""
    writes = find_writes(query, dialect)
    if writes:
        raise QuerySemanticError(
            f"{backend}: write statements are disabled (read-only): {', '.join(writes)}; "
            "pass allow_writes=True to run them"
        )


def _describe(node: object) -> str:
    words = getattr(node, "words", None)
    if words:
        return " ".join(str(w) for w in words[:2]).upper()
    name = type(node).__name__.removesuffix("Clause")
    return " ".join(re.findall(r"[A-Z][a-z]*", name)).upper() or name
