"""Any input parses or raises QuerySyntaxError — never another exception (hardening issue).

The table covers the crashes found (hex numbers where a count is expected, integers past
Python's 4,300-digit ``int()`` limit); the property test throws token soup built from real
query fragments and hostile tokens at both parsers with a small fixed budget.
"""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from r3.errors import QuerySyntaxError
from r3.lang import ast as A
from r3.lang.parser import parse

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("query", "check"),
    [
        ("GO 0x3 STEPS FROM 'a' OVER e YIELD dst(edge)", lambda s: s.statements[0].steps.low == 3),
        ("MATCH (a)-[e*0..0x10]->(b) RETURN b", lambda s: "VarLength(min=0, max=16)" in repr(s)),
        ("GO FROM 'a' OVER e YIELD dst(edge) AS d | LIMIT 0x3", lambda s: "Limit(count=3" in repr(s)),
        (
            "FIND SHORTEST PATH FROM 'a' TO 'b' OVER * UPTO 0x3 STEPS YIELD path AS p",
            lambda s: s.statements[0].upto == 3,
        ),
        ("GO 010 STEPS FROM 'a' OVER e YIELD dst(edge)", lambda s: s.statements[0].steps.low == 8),
    ],
)
def test_hex_and_octal_counts_parse(query: str, check: object) -> None:
    script = parse(query, "ngql")
    assert isinstance(script, A.Script) and check(script)  # type: ignore[operator]


@pytest.mark.parametrize(
    "query",
    [
        "YIELD " + "9" * 5000,
        "YIELD 0" + "9" * 5000,
        "YIELD 0x" + "f" * 5000,
        "GO " + "9" * 5000 + " STEPS FROM 'a' OVER e YIELD dst(edge)",
        "GO 99999999999999999999 STEPS FROM 'a' OVER e YIELD dst(edge)",
        "MATCH (a)-[e*0..99999999999999999999]->(b) RETURN b",
        "GO FROM 'a' OVER e YIELD dst(edge) AS d | LIMIT " + "1" * 5000,
        "YIELD 9223372036854775808",
    ],
)
def test_huge_integers_are_syntax_errors(query: str) -> None:
    with pytest.raises(QuerySyntaxError, match="Out of range"):
        parse(query, "ngql")


# fmt: off
_FRAGMENTS = [
    "GO", "1", "0x3", "0X1f", "077", "9" * 25, "9" * 4400, "STEPS", "UPTO", "FROM", "'a'", '"b"', "OVER", "e", "*",
    "YIELD", "dst(edge)", "AS", "d", "|", "LIMIT", "OFFSET", "SAMPLE", "MATCH", "(a)", "-[", "]->", "<-[", "]-",
    "*0..0x10", "RETURN", "WHERE", "=~", "AND", "(", ")", "[", "]", "{", "}", ",", ";", ".", "..", "$-.d", "$^",
    "FIND", "SHORTEST", "PATH", "TO", "LOOKUP", "ON", "FETCH", "PROP", "UNWIND", "WITH", "ORDER", "BY", "-", "+",
    "`x`", "\\", "'", '"', "\x00", "\ufeff", "é", "/*", "//", "\n",
]
# fmt: on
_SOUP = st.lists(st.sampled_from(_FRAGMENTS), min_size=1, max_size=14).map(" ".join)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(_SOUP, st.text(max_size=40)), st.sampled_from(["ngql", "cypher"]))
def test_any_input_parses_or_is_a_syntax_error(text: str, dialect: str) -> None:
    with contextlib.suppress(QuerySyntaxError):  # anything else fails the test
        parse(text, dialect)
