"""EX: rows equal as values — multiset or ordered (ties interchangeable), names and key order ignored."""

from __future__ import annotations

import pytest

from r3.eval.metrics.exact import exact_match, order_key_columns
from r3.eval.replay import final_order_keys
from r3.lang.parser import parse
from r3.values import parse_gold_result

pytestmark = pytest.mark.quick


def rows(*texts: str) -> list[tuple]:
    return [tuple(r) for r in parse_gold_result(list(texts))]


def test_multiset_and_values() -> None:
    gold = rows('["a", 1]', '["b", 2]')
    assert exact_match(rows('["b", 2]', '["a", 1]'), gold).equal
    assert not exact_match(rows('["a", 1]'), gold).equal
    assert not exact_match(rows('["a", 1]', '["b", 2.0]'), gold).equal  # an int never equals a float
    assert not exact_match(rows('["a", 1]', '["a", 1]', '["b", 2]'), gold).equal  # multiset, not set
    assert exact_match(rows("[{b: 1, a: [2, 3]}]"), rows("[{a: [3, 2], b: 1}]")).equal  # key/list order


def test_failed_execution_is_never_equal() -> None:
    got = exact_match(None, [])
    assert (got.equal, got.diff) == (False, "did not execute")


def test_ordered_with_ties() -> None:
    q = "LOOKUP ON p YIELD id(vertex) AS id, p.age AS age | ORDER BY $-.age"
    keys = final_order_keys(parse(q))
    cols = order_key_columns(keys, ["id", "age"], q)
    assert cols == [1]
    gold = rows('["b", 25]', '["a", 30]', '["c", 30]')
    assert exact_match(
        rows('["b", 25]', '["c", 30]', '["a", 30]'), gold, ordered=True, key_columns=cols
    ).equal
    wrong = exact_match(rows('["a", 30]', '["b", 25]', '["c", 30]'), gold, ordered=True, key_columns=cols)
    assert not wrong.equal and "order" in wrong.diff
    # without known key columns every row must be in place
    assert not exact_match(rows('["b", 25]', '["c", 30]', '["a", 30]'), gold, ordered=True).equal
    assert order_key_columns(None, ["id"], q) is None
    assert order_key_columns(keys, None, q) is None


def test_diff_is_one_line() -> None:
    got = exact_match(rows('["z"]'), rows('["a"]'))
    assert not got.equal and "\n" not in got.diff and "rows differ" in got.diff
