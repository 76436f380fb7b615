"""Hostile and broken input: always a clear QuerySyntaxError (or a parse), in bounded time.

Never a crash, RecursionError, MemoryError or hang; never a Lark exception.
"""

from __future__ import annotations

import random
import time

import pytest

from r3.errors import QuerySyntaxError
from r3.lang.parser import (
    MAX_AST_DEPTH,
    MAX_NESTING,
    MAX_QUERY_LENGTH,
    MAX_TOKENS,
    parse,
    parse_expression,
    parse_statement,
)

pytestmark = pytest.mark.quick

#: Generous bound per case; every case here takes well under a second on an idle machine.
TIME_LIMIT_S = 5.0


def _junk(seed: int, size: int) -> str:
    rng = random.Random(seed)
    return bytes(rng.randrange(256) for _ in range(size)).decode("utf-8", errors="replace")


CASES: dict[str, str] = {
    "empty": "",
    "whitespace": "  \n\t  ",
    "only comments": "# nothing\n// here\n/* at all */",
    "nul bytes": 'GO FROM "a"\x00 OVER like',
    "binary junk": _junk(1, 4000),
    "binary junk after a query": "YIELD 1;" + _junk(2, 500),
    "replacement chars": "\ufffd" * 100,
    "unterminated string": 'YIELD "abc',
    "unterminated block comment": "YIELD 1 /* never closed",
    "unbalanced parens": "YIELD ((1)",
    "1000 nested parentheses": "YIELD " + "(" * 1000 + "1" + ")" * 1000,
    "1000 nested lists": "YIELD " + "[" * 1000 + "]" * 1000,
    "1000 nested calls": "YIELD " + "abs(" * 1000 + "1" + ")" * 1000,
    "1000 nested maps": "YIELD " + "{a: " * 1000 + "1" + "}" * 1000,
    "1000 nested node patterns": "MATCH " + "(" * 1000 + "v" + ")" * 1000 + " RETURN v",
    "1000 NOTs": "YIELD " + "NOT " * 1000 + "true",
    "1000 unary minus": "YIELD " + "- " * 1000 + "1",
    "5000-term sum": "YIELD " + " + ".join(["1"] * 5000),
    "2000-long property chain": "YIELD $-" + ".a" * 2000,
    "600 nested CASE": "YIELD " + "CASE WHEN true THEN " * 600 + "1" + " END" * 600,
    "1 MB string literal": 'GO FROM "' + "x" * (MAX_QUERY_LENGTH - 50) + '" OVER like',
    "1 MB unterminated string": 'GO FROM "' + "x" * (MAX_QUERY_LENGTH - 50),
    "1 MB of vids": "GO FROM " + ", ".join(f'"v{i}"' for i in range(90_000)) + " OVER like",
    "1 MB of tiny tokens": "YIELD " + ",".join(["1"] * ((MAX_QUERY_LENGTH - 10) // 2)),
    "over 1 MB": "YIELD 1" + " " * MAX_QUERY_LENGTH,
}


@pytest.mark.parametrize("dialect", ["ngql", "cypher"])
@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_ends_in_a_clear_error_quickly(name: str, dialect: str) -> None:
    parse("RETURN 1", dialect)  # build the parser outside the timed part
    text = CASES[name]
    started = time.perf_counter()
    try:
        parse(text, dialect)
    except QuerySyntaxError as e:
        assert str(e)  # a readable one-line message
        assert "\n" not in e.message
    elapsed = time.perf_counter() - started
    assert elapsed < TIME_LIMIT_S, f"{name} took {elapsed:.1f}s"


def test_empty_input_message() -> None:
    with pytest.raises(QuerySyntaxError, match="empty query"):
        parse("   ")
    with pytest.raises(QuerySyntaxError, match="empty query"):
        parse("-- only a comment")


def test_nesting_limit_is_named_in_the_error() -> None:
    with pytest.raises(QuerySyntaxError, match=str(MAX_NESTING)) as info:
        parse("YIELD " + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1))
    assert info.value.line == 1 and info.value.column is not None


def test_depth_limit_is_named_in_the_error() -> None:
    with pytest.raises(QuerySyntaxError, match=str(MAX_AST_DEPTH)):
        parse("YIELD " + "NOT " * (MAX_AST_DEPTH + 5) + "true")


def test_nesting_below_the_limits_still_parses() -> None:
    parse("YIELD " + "(" * 150 + "1" + ")" * 150)
    parse("YIELD " + "abs(" * 100 + "1" + ")" * 100)
    parse("YIELD " + " + ".join(["1"] * 200))


def test_too_long_query_is_rejected_with_the_limit() -> None:
    with pytest.raises(QuerySyntaxError, match="too long"):
        parse("YIELD 1" + " " * MAX_QUERY_LENGTH)
    with pytest.raises(QuerySyntaxError, match=f"more than {MAX_TOKENS} tokens"):
        parse("YIELD " + ",".join(["1"] * MAX_TOKENS))


@pytest.mark.parametrize("value", [None, b"YIELD 1", 42, ["YIELD 1"]])
def test_non_string_input(value: object) -> None:
    for fn in (parse, parse_statement, parse_expression):
        with pytest.raises(QuerySyntaxError, match="must be a string"):
            fn(value)  # type: ignore[arg-type]


def test_unknown_dialect_is_a_clear_error() -> None:
    with pytest.raises(QuerySyntaxError, match="unknown dialect"):
        parse("YIELD 1", "sql")


def test_error_carries_position_token_and_readable_expectations() -> None:
    with pytest.raises(QuerySyntaxError) as info:
        parse('GO FROM "a"\nOVR like')
    err = info.value
    assert (err.line, err.column, err.token) == (2, 1, "OVR")
    assert "'OVER'" in err.expected
    assert "line 2, column 1" in str(err) and "'OVER'" in str(err)


def test_unexpected_end_reports_the_end_position() -> None:
    with pytest.raises(QuerySyntaxError) as info:
        parse("GO FROM 'a' OVER")
    err = info.value
    assert (err.line, err.column) == (1, 17)
    assert "identifier" in err.expected and "'*'" in err.expected


def test_parse_statement_wants_exactly_one() -> None:
    with pytest.raises(QuerySyntaxError, match="exactly one statement") as info:
        parse_statement("YIELD 1; YIELD 2")
    assert info.value.column == 10
    assert parse_statement("YIELD 1;") == parse("YIELD 1").statements[0]


def test_reserved_word_as_a_name_points_at_it() -> None:
    with pytest.raises(QuerySyntaxError) as info:
        parse("YIELD 1 AS where")
    assert info.value.token == "where" and info.value.column == 12
    assert parse("YIELD 1 AS `where`").statements
