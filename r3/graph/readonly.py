"""Does this query write? The one read-only gate for every backend, ``r3 query`` and the API.

Why one module: generated queries run read-only by default (see
:class:`~r3.contracts.backend.GraphBackend`), NebulaGraph has no read-only session mode, and
LadybugDB/Neo4j read-only modes do not cover everything (procedures, files, transaction
control). So the decision is made here, from r3's own parser, the same way for nGQL and
Cypher, before anything reaches a database:

- text r3 cannot parse is **refused** (a word scan once let disguised writes through:
  homoglyph keywords, ``--`` read as a comment, fenced code, strings holding statements);
- NUL anywhere, and control, zero-width/format or any other non-ASCII character outside
  string literals and back-quoted names, is refused rather than normalised: the server and
  r3 must read the same tokens, and a name that really needs such characters can be quoted;
- a write statement or clause anywhere in the tree is refused, under ``EXPLAIN`` and
  ``PROFILE`` too (the read-only gate does not argue about what a wrapper runs);
- a procedure ``CALL`` is refused unless it is on :data:`READ_PROCEDURES` (procedures such as
  ``apoc.periodic.iterate`` run statements given as strings), and so is a namespaced function
  outside :data:`READ_FUNCTION_NAMESPACES`;
- in Cypher, ``--`` is only a relationship (``(a)--(b)``), never a comment: r3's grammar
  reads ``--`` as an nGQL comment, so a ``--`` anywhere else is refused.

:func:`check_read_only` raises :class:`WriteRefused`; :func:`read_only_problem` returns the
reason. :func:`find_writes` names the writes for reports (EXPLAIN bodies excluded).
"""

from __future__ import annotations

import re
import unicodedata

from r3.contracts.backend import DialectName
from r3.errors import QueryError, QuerySemanticError
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.writes import parsed_writes, write_name, write_statements

#: Procedures a read-only query may CALL (compared lower-cased; ``*`` ends a prefix).
READ_PROCEDURES = frozenset(
    {
        "db.labels",
        "db.relationshiptypes",
        "db.propertykeys",
        "db.schema.*",
        "db.indexes",
        "db.constraints",
        "dbms.components",
        # LadybugDB's catalog functions
        "show_tables",
        "table_info",
        "show_connection",
        "db_version",
    }
)

#: Namespaces of built-in functions that only compute (``date.truncate``, ``duration.between`` …).
READ_FUNCTION_NAMESPACES = frozenset(
    {"date", "datetime", "localdatetime", "time", "localtime", "duration", "point", "vector"}
)

#: Words that start a write statement or clause in nGQL or Cypher (admin commands included).
WRITE_WORDS = frozenset(
    {
        "INSERT", "UPDATE", "UPSERT", "DELETE", "CREATE", "ALTER", "DROP", "CLEAR", "SUBMIT",
        "REBUILD", "BALANCE", "GRANT", "REVOKE", "CHANGE", "KILL", "STOP", "RECOVER", "DOWNLOAD",
        "INGEST", "SIGN", "ADD", "MERGE", "SET", "REMOVE", "DETACH", "FOREACH", "LOAD", "RESTORE",
        "FLUSH",
    }
)  # fmt: skip

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
#: The same for Cypher: its only comments are ``//`` and ``/* */``.
_CYPHER_SKIPPED = re.compile(
    r"""
      "(?:[^"\\]|\\.)*"
    | '(?:[^'\\]|\\.)*'
    | `[^`]*`
    | //[^\n]*
    | /\*.*?\*/
    """,
    re.VERBOSE | re.DOTALL,
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
#: Literals and comments, for the character check (strings keep their content, the rest is code).
_TOKENS = re.compile(
    r"""(?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
      | (?P<name>`[^`]*`)
      | (?P<comment>//[^\n]*|/\*.*?\*/)
      | (?P<ngql_comment>\#[^\n]*)""",
    re.VERBOSE | re.DOTALL,
)


class WriteRefused(QuerySemanticError):
    """A query refused by the read-only gate (a write, an unknown procedure, unreadable text)."""


def read_only_problem(query: str, dialect: DialectName | str) -> str | None:
    """Why ``query`` may not run read-only, or None when it only reads."""
    return _verdict(query, str(dialect))[0]


def _verdict(query: str, dialect: str) -> tuple[str | None, Exception | None]:
    """(the problem, the parser's error when that is the problem)."""
    if not query.strip():
        return "the query is empty", None
    bad = _bad_characters(query, dialect)
    if bad:
        return bad, None

    try:
        script = parse(query, dialect)
    except (QueryError, RecursionError) as e:
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        return f"r3 cannot parse it, so it cannot be shown to only read ({first})", e
    writes = write_statements(script, explained=True)
    if writes:
        return "it writes: " + ", ".join(dict.fromkeys(write_name(w) for w in writes)), None
    return _callable_problem(script), None


def check_read_only(query: str, dialect: DialectName | str, *, backend: str = "") -> None:
    """Raise unless ``query`` only reads; ``backend`` prefixes the message.

    Text r3 cannot parse raises the parser's own :class:`~r3.errors.QuerySyntaxError` (with
    its line and column: it is refused, and the user learns where); everything else raises
    :class:`WriteRefused`.
    """
    problem, parse_error = _verdict(query, str(dialect))
    if isinstance(parse_error, QueryError):
        raise parse_error
    if problem:
        prefix = f"{backend}: " if backend else ""
        raise WriteRefused(
            f"{prefix}refused in read-only mode: {problem}; pass allow_writes=True (r3 query --allow-writes) "
            "to run writes"
        )


def refuse_writes(query: str, dialect: DialectName, *, backend: str) -> None:
    """The adapters' name for :func:`check_read_only`."""
    check_read_only(query, dialect, backend=backend)


def find_writes(query: str, dialect: DialectName) -> list[str]:
    """What in ``query`` writes data or schema (statement names), or ``[]`` for a read.

    For reports (EXPLAIN bodies are not counted; text r3 cannot parse gets the word scan).
    Whether a query may run is :func:`check_read_only`'s decision, not this list's.
    """

    writes = parsed_writes(query, dialect)
    if writes is None:
        return lexical_writes(query)
    return [write_name(node) for node in writes]


def code_text(query: str, dialect: DialectName | str | None = None) -> str:
    """``query`` with strings, quoted names and comments blanked.

    ``dialect`` picks the comment syntax: Cypher has only ``//`` and ``/* */`` (``--`` is a
    relationship, ``#`` no comment), nGQL adds ``--`` and ``#``. Without one, every comment
    form of both is skipped (for reports on text of unknown dialect, never for a refusal).
    """
    if dialect is not None and get_dialect(str(dialect)).double_dash_only_in_patterns:
        return _CYPHER_SKIPPED.sub(" ", query)
    return _SKIPPED.sub(" ", query)


def code_words(query: str, dialect: DialectName | str | None = None) -> list[str]:
    """The words of ``query`` outside strings, comments (of ``dialect``, see :func:`code_text`)
    and quoted names, not after ``.``/``:``/``$`` (so ``n.copy``, ``:Load`` and ``$import`` are
    names, not keywords)."""
    text = code_text(query, dialect)
    return [
        m.group()
        for m in _WORD.finditer(text)
        if text[max(m.start() - 1, 0) : m.start()] not in (".", ":", "$")
    ]


def lexical_writes(query: str) -> list[str]:
    """Write keywords in ``query`` outside strings, comments and quoted names (upper-cased).

    A heuristic for reports on text r3 cannot parse; never a read-only decision.
    """
    text = _SKIPPED.sub(" ", query)
    words = [w.upper() for w in _WORD.findall(text)]
    return list(dict.fromkeys(w for w in words if w in WRITE_WORDS))


def character_problem(query: str, dialect: DialectName | str) -> str | None:
    """The character check of the gate on its own (NUL; control, zero-width, fullwidth or other
    non-ASCII outside strings and quoted names; Cypher ``--`` outside a pattern), for gates
    that hold in write mode too (:mod:`r3.graph.ladybug_gate`)."""
    return _bad_characters(query, str(dialect))


# --------------------------------------------------------------------------- helpers


def _bad_characters(query: str, dialect: str) -> str | None:
    """NUL anywhere; control/format/non-ASCII outside strings and quoted names; Cypher ``--`` comments."""
    if "\x00" in query:
        return "it holds a NUL character"
    lang = get_dialect(dialect)
    code: list[str] = []  # the query with strings, names and comments blanked
    pos = 0
    for m in _TOKENS.finditer(query):
        code.append(query[pos : m.start()])
        kind = m.lastgroup
        if kind in ("comment", "ngql_comment"):
            if kind == "ngql_comment" and not lang.hash_comments:
                code.append(m.group())  # '#' is no comment here (Cypher): let the parser judge it
            else:
                bad = _odd_char(m.group(), allow_text=True)
                if bad:
                    return f"its comment holds the character {bad}"
                code.append(" ")
        else:
            code.append(" ")
        pos = m.end()
    code.append(query[pos:])
    text = "".join(code)
    bad = _odd_char(text, allow_text=False)
    if bad:
        return f"it holds the character {bad} outside quotes (quote names that need it with back-quotes)"
    if lang.double_dash_only_in_patterns:
        for m in re.finditer(r"--", text):
            before = text[: m.start()].rstrip()[-1:]
            after = text[m.end() :].lstrip()[:1]
            if before not in (")", "<") or after not in ("(", ">"):
                return "it holds '--' outside a relationship pattern (Cypher has no '--' comments)"
    return None


def _odd_char(text: str, *, allow_text: bool) -> str | None:
    for ch in text:
        if ch in "\t\n\r" or " " <= ch <= "~":
            continue
        category = unicodedata.category(ch)
        if allow_text and category[0] in "LNPSZ" and category != "Zl" and category != "Zp":
            continue
        return f"U+{ord(ch):04X} ({unicodedata.name(ch, category)})"
    return None


def _callable_problem(script: object) -> str | None:
    """A procedure CALL off the allow-list, or a namespaced function that is not a built-in."""

    assert isinstance(script, A.Node)
    for node in script.walk():
        if isinstance(node, A.CallClause) and not _read_procedure(node.procedure):
            return f"it calls the procedure {node.procedure} (read-only queries may call only {_listed()})"
        if isinstance(node, A.FunctionCall) and "." in node.name:
            namespace = node.name.split(".", 1)[0].lower()
            if namespace not in READ_FUNCTION_NAMESPACES:
                return f"it calls the function {node.name}, which r3 does not know to only read"
    return None


def _read_procedure(name: str) -> bool:
    low = name.lower()
    return low in READ_PROCEDURES or any(p.endswith(".*") and low.startswith(p[:-1]) for p in READ_PROCEDURES)


def _listed() -> str:
    return ", ".join(sorted(READ_PROCEDURES))


__all__ = [
    "READ_FUNCTION_NAMESPACES",
    "READ_PROCEDURES",
    "WRITE_WORDS",
    "WriteRefused",
    "character_problem",
    "check_read_only",
    "code_text",
    "code_words",
    "find_writes",
    "lexical_writes",
    "read_only_problem",
    "refuse_writes",
]
