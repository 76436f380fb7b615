"""Size caps on values a query builds, and the regex engine that user patterns run on.

Why one module: a runaway query exhausts the machine in two ways besides time — one huge value
(``lpad("a", 1000000000, "b")``, ``range(1, 400000000)``, ``reduce(s = "a", x IN range(1, 40)
| s + s)``) or many rows of moderate ones (a cross product). The first is stopped where the
value is built, *before* it is allocated, by the helpers here (string/list functions, ``+``,
list comprehensions, ``collect``); the second by :meth:`ExecContext.check_rows` and the
per-query byte budget that the builders charge through :func:`charge_bytes`. Every stop is a
:class:`~r3.errors.QueryExecutionError` naming the cap, so a caller sees a clean one-line error
and not a ``MemoryError``/500 at gigabytes.

User regular expressions (``=~``, ``extract``) run on the ``regex`` package with a hard
``timeout``: Python's ``re`` holds the interpreter for as long as a catastrophic pattern
backtracks (``"aaaa…!" =~ "(a+)+$"``) and cannot be interrupted, which froze the whole HTTP
server. ``regex`` releases the interpreter while it matches a ``str`` and gives up at the
timeout. Compiled patterns are cached (a WHERE clause compiles its pattern once per query, not
once per row).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

import regex

from r3.engine.scope import Scope
from r3.errors import QueryExecutionError
from r3.values import List, Map, Set, Tags

if TYPE_CHECKING:
    from r3.engine.context import ExecContext

#: Characters in one string value (a ``str`` of this size takes 10–40 MB).
MAX_STRING_LENGTH = 10_000_000
#: Items in one list/set value (a list of ints of this size takes ~40 MB).
MAX_LIST_LENGTH = 1_000_000
#: Estimated bytes that one query may build in strings/lists (cumulative, like
#: ``Limits.max_expansions`` for traversals) and hold in one step's rows.
MAX_QUERY_BYTES = 512 * 1024 * 1024
#: Seconds one regex match may run (the query's own deadline caps it further).
REGEX_TIMEOUT_S = 1.0
#: Cached compiled patterns.
REGEX_CACHE_SIZE = 256

_LIST_ITEM_BYTES = 40  # pointer + a small object; a rough but monotone estimate


def too_big(what: str, size: int, limit: int, unit: str) -> QueryExecutionError:
    """The one error every size cap raises."""
    return QueryExecutionError(f"query stopped: {what} of {size} {unit} exceeds the limit of {limit} {unit}")


def check_string_length(n: int, what: str = "a string") -> None:
    """Raise before a string of ``n`` characters is built when it would pass the cap."""
    if n > MAX_STRING_LENGTH:
        raise too_big(what, n, MAX_STRING_LENGTH, "characters")


def check_list_length(n: int, what: str = "a list") -> None:
    """Raise before a list of ``n`` items is built when it would pass the cap."""
    if n > MAX_LIST_LENGTH:
        raise too_big(what, n, MAX_LIST_LENGTH, "items")


def string_bytes(n: int) -> int:
    return 49 + n


def list_bytes(n: int) -> int:
    return 56 + n * _LIST_ITEM_BYTES


def charge_bytes(ctx: ExecContext | None, n: int) -> None:
    """Count ``n`` estimated bytes against the query's budget (no-op outside a query)."""
    if ctx is not None:
        ctx.charge_bytes(n)


def approx_size(value: object, budget: int = MAX_QUERY_BYTES) -> int:
    """A cheap estimate of the bytes ``value`` holds; stops counting once past ``budget``.

    Iterative (no recursion on nested lists) and early-exit, so checking a huge value costs
    about as much as the budget allows, not as much as the value.
    """
    total = 0
    stack: list[object] = [value]
    while stack:
        v = stack.pop()
        t = type(v)
        if type(v) is str:
            total += 49 + len(v)
        elif t in (int, float, bool) or v is None:
            total += 28
        elif type(v) is tuple or type(v) is list:
            total += 56 + 8 * len(v)
            stack.extend(v)
        elif type(v) is dict:
            total += 64 + 16 * len(v)
            stack.extend(v.values())
        elif isinstance(v, (List, Set)):
            total += 56 + 8 * len(v.items)
            stack.extend(v.items)
        elif isinstance(v, (Map, Tags)):
            total += 64 + 64 + 16 * len(v)  # the object and the dict it holds
            stack.extend(v.values())
        elif isinstance(v, Scope):
            total += 64
            stack.append(v.input)
            if isinstance(v.bindings, dict):
                stack.append(v.bindings)
        else:  # a vertex, an edge, a path, a date …: a small object
            total += 64 + 28
        if total > budget:
            return total
    return total


def rows_bytes(rows: Sequence[object], sample: int = 32) -> int:
    """The estimated bytes of a list of rows, from up to ``sample`` evenly spaced rows."""
    n = len(rows)
    if not n:
        return 0
    stride = max(1, n // sample)
    picked = range(0, n, stride)
    measured = sum(approx_size(rows[i]) for i in picked)
    return 56 + 8 * n + measured * n // len(picked)


# --------------------------------------------------------------------------- regex


@functools.lru_cache(maxsize=REGEX_CACHE_SIZE)
def compile_pattern(pattern: str) -> regex.Pattern[str] | None:
    """The compiled pattern, or None when it is not a valid regex (cached either way)."""
    try:
        return regex.compile(pattern, regex.VERSION0)
    except (regex.error, ValueError, OverflowError, RecursionError):
        return None


def _regex_timeout(ctx: ExecContext | None) -> float:
    if ctx is None:
        return REGEX_TIMEOUT_S
    left = ctx.deadline - time.monotonic()
    if left <= 0:
        ctx.charge(0)  # raises the time-limit error
    return max(0.001, min(REGEX_TIMEOUT_S, left))


def _timed_out(pattern: str) -> QueryExecutionError:
    shown = pattern if len(pattern) <= 60 else pattern[:57] + "..."
    return QueryExecutionError(
        f"query stopped: the regular expression {shown!r} ran longer than its time limit "
        "(simplify the pattern: nested repetition like (a+)+ backtracks exponentially)"
    )


def regex_fullmatch(compiled: regex.Pattern[str], text: str, ctx: ExecContext | None = None) -> bool:
    """Whether ``text`` matches all of ``compiled``, within the regex time limit."""
    try:
        return compiled.fullmatch(text, timeout=_regex_timeout(ctx)) is not None
    except TimeoutError as e:
        raise _timed_out(compiled.pattern) from e


def regex_findall(compiled: regex.Pattern[str], text: str, ctx: ExecContext | None = None) -> list[str]:
    """Every non-overlapping match of ``compiled`` in ``text``, within the regex time limit."""
    out: list[str] = []
    try:
        matches: Iterator[regex.Match[str]] = compiled.finditer(text, timeout=_regex_timeout(ctx))
        for m in matches:
            out.append(m.group(0))
            if len(out) > MAX_LIST_LENGTH:
                raise too_big("the matches of extract()", len(out), MAX_LIST_LENGTH, "items")
    except TimeoutError as e:
        raise _timed_out(compiled.pattern) from e
    return out


__all__ = [
    "MAX_LIST_LENGTH",
    "MAX_QUERY_BYTES",
    "MAX_STRING_LENGTH",
    "REGEX_TIMEOUT_S",
    "approx_size",
    "charge_bytes",
    "check_list_length",
    "check_string_length",
    "compile_pattern",
    "list_bytes",
    "regex_findall",
    "regex_fullmatch",
    "rows_bytes",
    "string_bytes",
    "too_big",
]
