"""Repairs on the query text, for slips that keep it from parsing.

Why at the text level: a tree can only be repaired once the text parses, and these slips are
what stops it — typographic quotes around a string, ``=`` where nGQL compares with ``==``,
``==`` where Cypher compares with ``=``. Quotes are straightened only outside strings (a
stored name may hold a ’). An operator is changed only where the parser stopped at it, and
only when the changed text parses past that point: the parser, not a pattern, decides.
"""

from __future__ import annotations

from r3.errors import QuerySyntaxError
from r3.lang.parser import parse
from r3.pipeline.repair.fix import Fix

#: Typographic quotes and the straight quote each stands for.
CURLY_QUOTES = {
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
}
_STRAIGHT = ('"', "'", "`")
#: How many parser-guided edits one query may get (each moves the parse further on).
MAX_EDITS = 8


def straighten_quotes(text: str) -> tuple[str, list[Fix]]:
    """``text`` with typographic quotes outside strings made straight."""
    out: list[str] = []
    inside: str | None = None
    changed: list[str] = []
    i = 0
    curly = False  # the string being read was opened by a typographic quote
    while i < len(text):
        ch = text[i]
        if inside is not None:
            if curly and CURLY_QUOTES.get(ch) == inside:  # its typographic closing quote
                out.append(inside)
                changed.append(ch)
                inside = None
                i += 1
                continue
            out.append(ch)
            if ch == "\\" and i + 1 < len(text):
                out.append(text[i + 1])
                i += 2
                continue
            if ch == inside:
                inside = None
        elif ch in _STRAIGHT:
            inside, curly = ch, False
            out.append(ch)
        elif ch in CURLY_QUOTES:
            inside, curly = CURLY_QUOTES[ch], True
            out.append(inside)
            changed.append(ch)
        else:
            out.append(ch)
        i += 1
    if not changed:
        return text, []
    shown = "".join(dict.fromkeys(changed))
    straight = "".join(dict.fromkeys(CURLY_QUOTES[c] for c in changed))
    return "".join(out), [Fix("quotes", shown, straight)]


def _offset(text: str, line: int, column: int) -> int:
    lines = text.split("\n")
    return sum(len(row) + 1 for row in lines[: line - 1]) + column - 1


def _parse_error(text: str, dialect: str) -> QuerySyntaxError | None:
    try:
        parse(text, dialect)
    except QuerySyntaxError as e:
        return e
    except RecursionError:
        return None
    return None


def _error_offset(error: QuerySyntaxError, text: str) -> int | None:
    if error.line is None or error.column is None:
        return None
    return _offset(text, error.line, error.column)


def _operator_edits(text: str, at: int) -> list[tuple[str, Fix]]:
    """The operator spellings worth trying where the parser stopped at ``at``."""
    if not 0 <= at < len(text) or text[at] != "=":
        return []
    before = text[at - 1] if at > 0 else ""
    after = text[at + 1] if at + 1 < len(text) else ""
    if before == "=":  # ``==`` where the dialect compares with ``=``
        return [(text[:at] + text[at + 1 :], Fix("operator", "==", "="))]
    if before not in "!<>=:+-*/%" and after not in "=~":  # a lone ``=`` where ``==`` compares
        return [(text[:at] + "==" + text[at + 1 :], Fix("operator", "=", "=="))]
    return []


def fix_operators(text: str, dialect: str) -> tuple[str, list[Fix]]:
    """``text`` with each comparison operator the parser rejects written the dialect's way."""
    fixes: list[Fix] = []
    for _ in range(MAX_EDITS):
        error = _parse_error(text, dialect)
        at = _error_offset(error, text) if error is not None else None
        if error is None or at is None:
            break
        for candidate, fix in _operator_edits(text, at):
            later = _parse_error(candidate, dialect)
            later_at = _error_offset(later, candidate) if later is not None else None
            if later is None or (later_at is not None and later_at > at + 1):
                text = candidate
                fixes.append(fix)
                break
        else:
            break
    return text, fixes


__all__ = ["CURLY_QUOTES", "fix_operators", "straighten_quotes"]
