"""EX: rows equal as values — multiset or ordered (ties interchangeable), names and key order ignored."""

from __future__ import annotations

import pytest

from r3.eval.metrics.exact import CROSS_BACKEND_RULE, STRICT_RULE, exact_match, order_key_columns
from r3.eval.metrics.item import ScoreSettings, cross_backend
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


@pytest.mark.parametrize(
    ("got", "ordered", "strict", "cross_backend"),
    [
        (('["a", 360617.0]',), False, False, True),  # a Cypher sum() of ints on LadybugDB
        (('["a", 360617]',), False, True, True),
        (('["a", 360617.5]',), False, False, False),
        (('["b", 2.0]', '["a", 1]'), True, False, True),  # ordered, each position as values
        (('["a", 1.0]', '["b", 2]'), True, False, False),  # … and still in order
    ],
)
def test_cross_backend_numbers(
    got: tuple[str, ...], ordered: bool, strict: bool, cross_backend: bool
) -> None:
    gold = rows('["a", 360617]') if not ordered else rows('["b", 2]', '["a", 1]')
    assert exact_match(rows(*got), gold, ordered=ordered).equal is strict
    assert exact_match(rows(*got), gold, ordered=ordered, cross_backend=True).equal is cross_backend


@pytest.mark.parametrize(
    ("dialect", "gold_from", "cross"),
    [("cypher", "result", True), ("ngql", "result", False), ("cypher", "execute", False)],
)
def test_cross_backend_is_the_gold_rows_of_another_backend(dialect: str, gold_from: str, cross: bool) -> None:
    settings = ScoreSettings(gold_from, dialect=dialect, cross_backend=cross_backend(dialect, gold_from))
    assert settings.cross_backend is cross
    assert settings.ex_rule == (CROSS_BACKEND_RULE if cross else STRICT_RULE)


# A gold FIND PATH / GET SUBGRAPH without WITH PROP holds elements without properties; the
# prediction (Cypher, another backend) carries them. Same identity: equal across backends only.
BARE_PATH = '[("a")-[:like@0{}]->("b" :player{})]'
FULL_PATH = '[("a" :player{name: "A"})-[:like@0{w: 90}]->("b" :player{name: "B"})]'


@pytest.mark.parametrize(
    ("got", "gold", "ordered", "strict", "cross"),
    [
        ([f"[{FULL_PATH}]"], [f"[{BARE_PATH}]"], False, False, True),
        ([f"[{BARE_PATH}]"], [f"[{BARE_PATH}]"], False, True, True),
        ([f"[{BARE_PATH}]"], [f"[{FULL_PATH}]"], False, False, False),  # gold properties are checked
        (
            ['[[("b" :player{name: "B"}), ("a" :player{name: "A"})], 2]'],
            ['[[("a"), ("b")], 2]'],
            False,
            False,
            True,
        ),
        (
            ['[[("a" :player{name: "A"})], 2.0]'],
            ['[[("a")], 2]'],
            False,
            False,
            True,
        ),  # both parts of the rule
        (
            ['[("a" :player{name: "A"})]', '[("b" :player{})]'],
            ['[("b")]', '[("a")]'],
            True,
            False,
            False,
        ),  # order kept
        (['[("c" :player{name: "C"})]'], ['[("a")]'], False, False, False),  # another vertex
    ],
)
def test_cross_backend_bare_elements(
    got: list[str], gold: list[str], ordered: bool, strict: bool, cross: bool
) -> None:
    assert exact_match(rows(*got), rows(*gold), ordered=ordered).equal is strict
    assert exact_match(rows(*got), rows(*gold), ordered=ordered, cross_backend=True).equal is cross
