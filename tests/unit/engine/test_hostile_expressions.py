"""Hostile expressions stop cleanly: regex backtracking, huge values, loops past the deadline.

Each test names the finding of the hardening issue it guards. Work that would run for minutes
on a regression runs in a daemon thread joined with a timeout, so the test fails instead of
hanging; and the thread itself shows the limits hold without signals (the HTTP server runs
queries in worker threads, where ``signal.alarm`` cannot reach).
"""

from __future__ import annotations

import threading
from typing import Any

import pytest

from r3.engine import limits
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.errors import QueryExecutionError

pytestmark = pytest.mark.quick


def run_in_thread(engine: Engine, query: str, wait_s: float = 20.0) -> Any:
    """The query's result or exception, from a worker thread; fails the test past ``wait_s``."""
    out: dict[str, Any] = {}

    def work() -> None:
        try:
            out["result"] = engine.execute(query)
        except Exception as e:
            out["error"] = e

    t = threading.Thread(target=work, daemon=True)
    t.start()
    t.join(wait_s)
    assert not t.is_alive(), f"query still running after {wait_s} s: {query}"
    return out.get("error", out.get("result"))


# --------------------------------------------------------------------------- 1. regex DoS


def test_catastrophic_regex_from_the_issue_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "REGEX_TIMEOUT_S", 0.2)
    r = run_in_thread(Engine(), 'YIELD "aaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" =~ "(a+)+$" AS m')
    assert not isinstance(r, Exception) and r.rows == [(False,)]


@pytest.mark.parametrize(
    "query",
    [
        'YIELD "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" =~ "(a|a)+b"',
        'YIELD extract("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "(a|a)+b")',
    ],
)
def test_backtracking_regex_stops_with_a_clear_error(monkeypatch: pytest.MonkeyPatch, query: str) -> None:
    monkeypatch.setattr(limits, "REGEX_TIMEOUT_S", 0.2)
    r = run_in_thread(Engine(), query)
    assert isinstance(r, QueryExecutionError)
    assert "regular expression" in str(r) and "time limit" in str(r)


def test_regex_keeps_its_semantics_and_caches_patterns() -> None:
    engine = Engine()
    assert engine.execute('YIELD "abc" =~ "a.c", "abcd" =~ "a.c", "x" =~ "("').rows[0][:2] == (True, False)
    assert engine.execute('YIELD extract("a1b22", "\\\\d+") AS e').rows[0][0].items == ("1", "22")
    assert limits.compile_pattern("a.c") is limits.compile_pattern("a.c")
    assert limits.compile_pattern("(") is None


# --------------------------------------------------------------------------- 2. memory caps


@pytest.mark.parametrize(
    ("query", "what"),
    [
        ('YIELD lpad("a", 1000000000, "b")', "lpad()"),
        ('YIELD rpad("a", 1000000000, "b")', "rpad()"),
        ("YIELD range(1, 400000000)", "range()"),
        ('YIELD replace("aaaaaaaaaa", "a", lpad("b", 2000000, "b"))', "replace()"),
        ('YIELD reduce(s = "a", x IN range(1, 40) | s + s)', "string concatenation"),
        ("YIELD reduce(l = [1], x IN range(1, 40) | l + l)", "list concatenation"),
        ('YIELD concat(lpad("a", 6000000, "b"), lpad("a", 6000000, "b"))', "concatenated string"),
    ],
)
def test_huge_values_are_refused_before_they_are_built(query: str, what: str) -> None:
    with pytest.raises(QueryExecutionError, match=rf"query stopped: .*{what}.* exceeds the limit"):
        Engine().execute(query)


def test_many_moderate_values_hit_the_query_byte_budget() -> None:
    with pytest.raises(QueryExecutionError, match="MiB of strings and lists"):
        Engine().execute("YIELD size([x IN range(1, 1000000) | range(1, 1000)])")


def test_intermediate_rows_hit_the_byte_budget() -> None:
    engine = Engine(limits=Limits(max_bytes=16 * 2**20))
    with pytest.raises(QueryExecutionError, match="intermediate result of .* rows exceeded 16 MiB"):
        engine.execute('UNWIND range(1, 200000) AS x RETURN x, "some text that takes room" + toString(x)')


def test_values_under_the_caps_still_work() -> None:
    row = Engine().execute('YIELD size(lpad("a", 100000, "b")), size(range(1, 100000))').rows[0]
    assert row == (100000, 100000)


def test_approx_size_stops_early_on_huge_values() -> None:
    nested = [["x" * 100] * 1000] * 1000
    assert limits.approx_size(nested, budget=10_000) < 100_000


# --------------------------------------------------------------------------- 3. cooperative deadline


@pytest.mark.parametrize(
    "query",
    [
        "YIELD reduce(s = 0, x IN range(1, 1000000) | s + size([y IN range(1, 1000) WHERE y > 0]))",
        "YIELD size([x IN range(1, 1000000) WHERE any(y IN range(1, 1000) WHERE y < 0)])",
        "UNWIND range(1, 1000000) AS x UNWIND range(1, 1000000) AS y RETURN count(*)",
    ],
)
def test_loops_check_the_deadline_in_a_worker_thread(query: str) -> None:
    engine = Engine(limits=Limits(timeout_s=0.5, max_bytes=2**62))
    r = run_in_thread(engine, query)
    assert isinstance(r, QueryExecutionError)
    assert "time limit of 0.5 s exceeded" in str(r)
