"""WHERE as an OR of ANDs, and which parts need a model (r3.freetext.dnf, r3.freetext.split)."""

from __future__ import annotations

import pytest

from r3.freetext.dnf import has_free_text, to_dnf
from r3.freetext.split import Unsupported, split_query
from r3.lang.parser import parse_expression, parse_statement
from r3.lang.printer import to_text

pytestmark = pytest.mark.quick


def _dnf_text(expr: str) -> list[list[str]] | None:
    dnf = to_dnf(parse_expression(expr, "cypher"))
    return None if dnf is None else [[to_text(c, "cypher") for c in d] for d in dnf]


@pytest.mark.parametrize(
    ("expr", "want"),
    [
        ("a AND b", [["a", "b"]]),
        ("a OR b", [["a"], ["b"]]),
        ("a AND (b OR c)", [["a", "b"], ["a", "c"]]),
        ("(a OR b) AND (c OR d)", [["a", "c"], ["a", "d"], ["b", "c"], ["b", "d"]]),
        ("NOT (a OR b)", [["NOT a", "NOT b"]]),
        ("NOT (a AND b)", [["NOT a"], ["NOT b"]]),
        ("NOT NOT a", [["a"]]),
        ("a XOR b", [["a XOR b"]]),
    ],
)
def test_dnf_distributes_and_pushes_not_inwards(expr: str, want: list[list[str]]) -> None:
    assert _dnf_text(expr) == want


def test_dnf_gives_up_past_its_size_cap() -> None:
    wide = " AND ".join(f"(a{i} OR b{i})" for i in range(6))  # 2**6 = 64 disjuncts
    assert _dnf_text(wide) is None


@pytest.mark.parametrize(
    ("expr", "free"),
    [
        ('answer(r.t, "q") = "Yes"', True),
        ("summary(r.t)", True),
        ("r.a > 1", False),
        ("ANSWER(x, 'q')", True),
    ],
)
def test_free_text_is_found_at_any_depth(expr: str, free: bool) -> None:
    assert has_free_text(parse_expression(expr, "cypher")) is free


def _split(query: str, mode: str = "optimized") -> tuple[str, str | None]:
    split = split_query(parse_statement(query, "cypher"), lambda e: to_text(e, "cypher"), mode=mode)  # type: ignore[arg-type]
    local = None if split.where is None else to_text(split.where, "cypher")
    return to_text(split.pushed, "cypher"), local


def test_structural_conjuncts_go_to_the_database_and_free_text_stays() -> None:
    pushed, local = _split(
        'MATCH (r:R) WHERE answer(r.t, "q") = "Yes" AND r.a > 1 RETURN r.n AS n ORDER BY n LIMIT 3'
    )
    assert "answer" not in pushed and "r.a > 1" in pushed and "LIMIT" not in pushed
    assert local is not None and local.startswith("answer(")


def test_shared_conjuncts_are_pushed_once_outside_the_or() -> None:
    pushed, local = _split(
        'MATCH (r:R) WHERE r.c = 1 AND (answer(r.t, "q") = "Yes" OR r.a = 2 AND answer(r.t, "p") = "Yes") RETURN r.n'
    )
    assert "WHERE r.c = 1 RETURN" in pushed.replace("\n", " ")  # the OR keeps a disjunct with no structure
    assert local is not None and " OR " in local


def test_the_naive_split_pushes_nothing_of_a_free_text_where() -> None:
    pushed, local = _split('MATCH (r:R) WHERE r.a > 1 AND answer(r.t, "q") = "Yes" RETURN r.n', "naive")
    assert "WHERE" not in pushed and local is not None


def test_a_query_without_free_text_in_where_keeps_its_limit_on_the_server() -> None:
    pushed, local = _split("MATCH (r:R) WHERE r.a > 1 RETURN summary(r.t) AS s ORDER BY r.a LIMIT 2")
    assert local is None and "LIMIT 2" in pushed and "summary" not in pushed


@pytest.mark.parametrize(
    "query",
    [
        'MATCH (r:R) WITH r, answer(r.t, "q") AS a RETURN a',
        'MATCH (r:R) WHERE answer(r.t, "q") = "Yes" RETURN count(r)',
        "MATCH (r:R) RETURN [x IN r.list | summary(x)] AS s",
        'UNWIND [1] AS x MATCH (r:R) OPTIONAL MATCH (r)-->(m) WHERE answer(m.t, "q") = "Yes" RETURN r',
    ],
)
def test_shapes_r3_cannot_split_say_why(query: str) -> None:
    with pytest.raises(Unsupported) as err:
        _split(query)
    assert "answer()/summary()" in err.value.reason
