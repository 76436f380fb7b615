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

from r3.errors import QuerySemanticError
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
    from r3.lang.writes import parsed_writes, write_name

    writes = parsed_writes(query, dialect)
    if writes is None:
        return lexical_writes(query)
    return [write_name(node) for node in writes]


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
