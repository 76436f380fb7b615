"""The harness comparison: strict vs relax, int vs float, tolerance, regex, row multisets."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable

import pytest

from r3.values import (
    BAD_TYPE,
    EMPTY,
    NULL,
    Date,
    DateTime,
    Duration,
    Map,
    Regex,
    Set,
    Time,
    floats_close,
    match_multisets,
    parse_value,
    rows_equal,
    values_equal,
)

pytestmark = pytest.mark.quick


def eq(actual: str, expected: str, *, relax: bool = False) -> bool:
    return values_equal(parse_value(actual), parse_value(expected), relax=relax)


@pytest.mark.parametrize(
    ("actual", "expected", "equal"),
    [
        ("1", "1", True),
        ("1", "1.0", False),
        ("1.0", "1", False),
        ("true", "1", False),
        ("1", "true", False),
        ("True", "true", True),
        ('"a"', "'a'", True),
        ('"a"', '"A"', False),
        ("NULL", "__NULL__", True),
        ("NULL", "BAD_TYPE", False),
        ("BAD_TYPE", "BAD_TYPE", True),
        ("EMPTY", "NULL", False),
        ("EMPTY", "__EMPTY__", True),
        ("[1, 2, 3]", "[3, 1, 2]", True),  # lists compare order-insensitively
        ("[1, 1, 2]", "[1, 2, 2]", False),  # … but as multisets
        ("[1, 2]", "[1, 2, 3]", False),
        ("[1, 2]", "{1, 2}", False),
        ("{1, 2}", "{2, 1}", True),
        ("{a: 1, b: 2}", "{b: 2, a: 1}", True),
        ("{a: 1, b: 2}", "{a: 1}", False),
        ("{a: 1}", "{a: 1.0}", False),
        ("{a: [1, 2]}", "{a: [2, 1]}", True),
        ("set()", "{}", True),  # '{}' cannot tell an empty set from an empty map
        ("{}", "set()", False),
    ],
)
def test_strict_scalars_and_collections(actual: str, expected: str, equal: bool) -> None:
    assert eq(actual, expected) is equal


def test_float_tolerance() -> None:
    assert values_equal(0.1 + 0.2, 0.3)
    assert values_equal(1e-9, 0.0)
    assert not values_equal(1e-7, 0.0)
    assert values_equal(1e12 + 1e-3, 1e12)  # relative for large numbers
    assert not values_equal(1.0001, 1.0)
    assert values_equal(math.nan, math.nan)
    assert values_equal(math.inf, math.inf) and not values_equal(math.inf, -math.inf)
    assert floats_close(1.0, 1.0 + 5e-9)


def test_temporal_values_against_their_text() -> None:
    assert values_equal(Date(1997, 3, 25), "1997-03-25")
    assert values_equal(Time(4, 44, 24), "04:44:24.000000")
    assert values_equal(DateTime(1997, 3, 26, 4, 44, 24), "1997-03-26T04:44:24.000000")
    assert not values_equal(Date(1997, 3, 25), "1997-3-25")
    assert not values_equal("1997-03-25", Date(1997, 3, 25))  # only the expected side may be text
    assert values_equal(Duration(1, 2), Duration(1, 2)) and not values_equal(Duration(1, 2), Duration(0, 2))


def test_regex_cells_match_the_whole_text() -> None:
    assert values_equal("Tony Parker", Regex(r"[\s\w]+"))
    assert not values_equal("Tony-Parker", Regex(r"[\s\w]+"))
    assert values_equal(-3, Regex(r"-?\d+"))
    assert not values_equal(3.5, Regex(r"\d+"))
    assert not values_equal("ab1", Regex(r"\d+"))


VERTEX = '("a" :player{age: 42, name: "a"} :bachelor{name: "a", speciality: "x"})'


@pytest.mark.parametrize(
    ("expected", "strict", "relax"),
    [
        (VERTEX, True, True),
        ('("a" :bachelor{speciality: "x", name: "a"} :player{name: "a", age: 42})', True, True),
        ('("a")', False, True),  # relax: only the id is checked
        ('("b")', False, False),
        ('("a" :player{age: 42, name: "a"})', False, True),  # relax: extra tags allowed
        ('("a" :player)', False, True),  # relax: tag named, its map not written
        ('("a" :player{age: 42})', False, False),  # a written map must match completely
        ('("a" :player{age: 42.0, name: "a"})', False, False),
        ('("a" :team{name: "a"})', False, False),
        ('("a" :player{} :bachelor{})', False, False),
    ],
)
def test_vertex_strict_and_relax(expected: str, strict: bool, relax: bool) -> None:
    assert eq(VERTEX, expected) is strict
    assert eq(VERTEX, expected, relax=True) is relax


EDGE = '[:like "a"->"b" @0 {likeness: 90}]'


@pytest.mark.parametrize(
    ("expected", "strict", "relax"),
    [
        (EDGE, True, True),
        ('[:like "b"<-"a" @0 {likeness: 90}]', True, True),  # same stored edge
        ('("a")-[:like@0{likeness: 90}]->("b")', True, True),  # console form
        ('[:like "a"->"b"]', False, True),  # relax: rank and props not written
        ('[:like "b"<-"a"]', False, True),
        ('[:like "a"->"b" @0]', False, True),
        ('[:like "a"->"b" @1]', False, False),
        ('[:like "b"->"a"]', False, False),  # the other direction is another edge
        ('[:serve "a"->"b"]', False, False),
        ('[:like "a"->"b" @0 {}]', False, False),  # a written map must match completely
        ('[:like "a"->"b" @0 {likeness: 91}]', False, False),
    ],
)
def test_edge_strict_and_relax(expected: str, strict: bool, relax: bool) -> None:
    assert eq(EDGE, expected) is strict
    assert eq(EDGE, expected, relax=True) is relax


def test_strict_defaults_for_unwritten_rank_and_props() -> None:
    assert eq('[:like "a"->"b" @0 {}]', '[:like "a"->"b"]')
    assert not eq('[:like "a"->"b" @2 {}]', '[:like "a"->"b"]')


PATH = '<("a" :player{age: 1})-[:like@0 {likeness: 90}]->("b" :player{age: 2})<-[:serve@0 {y: 1}]-("c")>'


@pytest.mark.parametrize(
    ("expected", "strict", "relax"),
    [
        (PATH, True, True),
        (
            '("a" :player{age: 1})-[:like@0{likeness: 90}]->("b" :player{age: 2})<-[:serve@0{y: 1}]-("c" )',
            True,
            True,
        ),
        ('<("a")-[:like]->("b")<-[:serve]-("c")>', False, True),
        ('<("a")-[:like@0 {likeness: 90}]->("b")<-[:serve@0 {y: 1}]-("c")>', False, True),
        ('<("a")-[:like]->("b")-[:serve]->("c")>', False, False),  # direction of a step
        ('<("a")-[:like]->("b")>', False, False),  # length
        ('<("a")-[:like]->("x")<-[:serve]-("c")>', False, False),
        ('<("a")-[:like@0 {}]->("b")<-[:serve]-("c")>', False, False),
    ],
)
def test_path_strict_and_relax(expected: str, strict: bool, relax: bool) -> None:
    assert eq(PATH, expected) is strict
    assert eq(PATH, expected, relax=True) is relax


def test_relax_reaches_into_lists() -> None:
    actual = '[("a" :player{age: 1}), ("b" :team{name: "b"})]'
    assert eq(actual, '[("b"), ("a")]', relax=True)
    assert not eq(actual, '[("b"), ("a")]')
    assert not eq(actual, '[("b"), ("b")]', relax=True)


def test_ordered_lists_option() -> None:
    assert values_equal(parse_value("[1, 2]"), parse_value("[2, 1]"))
    assert not values_equal(parse_value("[1, 2]"), parse_value("[2, 1]"), ordered_lists=True)
    assert values_equal(parse_value("[1, 2]"), parse_value("[1, 2]"), ordered_lists=True)


def test_rows_any_order() -> None:
    actual = [("a", 1), ("b", 2), ("a", 1)]
    assert rows_equal(actual, [("a", 1), ("a", 1), ("b", 2)])
    r = rows_equal(actual, [("a", 1), ("b", 2), ("b", 2)])
    assert not r
    assert r.missing == [(2, ("b", 2))]
    assert r.unexpected == [(2, ("a", 1))]
    text = r.diff()
    assert "missing" in text and "unexpected" in text and '| "b" | 2 |' in text


def test_rows_in_order() -> None:
    assert rows_equal([(1,), (2,)], [(1,), (2,)], ordered=True)
    r = rows_equal([(1,), (2,)], [(2,), (1,)], ordered=True)
    assert not r and len(r.mismatched) == 2
    assert rows_equal([(1,), (2,)], [(2,), (1,)])
    short = rows_equal([(1,)], [(1,), (2,)], ordered=True)
    assert short.missing == [(1, (2,))] and "different" not in short.diff()


def test_rows_int_vs_float_and_tolerance() -> None:
    assert not rows_equal([(1,)], [(1.0,)])
    assert rows_equal([(0.1 + 0.2,)], [(0.3,)])
    assert not rows_equal([(1, 2)], [(1,)])  # row width differs


def test_rows_relax_needs_a_full_matching_not_a_greedy_one() -> None:
    # The first expected pattern fits both actual rows; greedy pairing could take the
    # row the second pattern needs.
    actual = [(parse_value('("a" :t{x: 1})'),), (parse_value('("a" :u{y: 2})'),)]
    expected = [(parse_value('("a")'),), (parse_value('("a" :t{x: 1})'),)]
    assert rows_equal(actual, expected, relax=True)
    assert not rows_equal(actual, expected)


def test_rows_with_regex_nulls_and_empty() -> None:
    actual = [(EMPTY, "James Harden", NULL, -2), (EMPTY, "Paul George", BAD_TYPE, -2)]
    expected = [
        (EMPTY, "Paul George", BAD_TYPE, Regex(r"-?\d+")),
        (EMPTY, "James Harden", NULL, Regex(r"-?\d+")),
    ]
    assert rows_equal(actual, expected, relax=True)
    assert not rows_equal(actual, expected, ordered=True, relax=True)
    assert rows_equal(actual, list(reversed(expected)), ordered=True, relax=True)


def test_match_multisets_reports_leftovers() -> None:
    missing, unexpected = match_multisets([1, 2, 3], [3, 4], lambda a, e: a == e)
    assert missing == [1] and unexpected == [0, 1]
    # "a*" first takes "a", then "a" needs it: an augmenting path re-routes "a*" to "ab"
    actual = ["a", "ab"]
    expected = ["a*", "a"]

    def fits(a: str, e: str) -> bool:
        return a.startswith(e.rstrip("*")) if e.endswith("*") else a == e

    unique = itertools.count()
    assert match_multisets(actual, expected, fits, key=lambda _: next(unique)) == ([], [])
    assert match_multisets(["a", "b"], expected, fits, key=lambda _: next(unique)) == ([1], [1])


def test_equal_rows_report() -> None:
    r = rows_equal([(Map({"a": 1}),), (Set([1]),)], [(Set([1]),), (Map({"a": 1}),)])
    assert r.equal and r.diff() == "2 rows equal"


def _within(pairs: set[tuple[int, int]]) -> Callable[[int, int], bool]:
    return lambda a, e: (a, e) in pairs


def test_match_multisets_finds_a_maximum_matching() -> None:
    rng = random.Random(7)
    unique = itertools.count()
    for _ in range(300):
        n_a, n_e = rng.randint(0, 5), rng.randint(0, 5)
        edges = {(i, j) for i in range(n_a) for j in range(n_e) if rng.random() < 0.4}
        missing, unexpected = match_multisets(
            list(range(n_a)), list(range(n_e)), _within(edges), key=lambda _: next(unique)
        )
        best = 0
        for perm in itertools.permutations(range(max(n_a, n_e)), n_e):
            best = max(best, sum((perm[j], j) in edges for j in range(n_e)))
        assert n_e - len(missing) == best == n_a - len(unexpected)


@pytest.mark.parametrize(
    ("actual", "expected", "strict", "as_values"),
    [
        ("360617.0", "360617", False, True),  # LadybugDB's sum() of ints against NebulaGraph's
        ("360617", "360617.0", False, True),
        ("1.5", "1", False, False),  # numbers as values, not rounded
        ("2", "2", True, True),
        ("true", "1", False, False),  # a bool is never a number
        ("1.0", "true", False, False),
        ("[1.0, 2]", "[2, 1]", False, True),  # inside lists too
        ("{a: 3.0}", "{a: 3}", False, True),
        ('"3"', "3", False, False),
    ],
)
def test_numbers_as_values_only_when_asked(actual: str, expected: str, strict: bool, as_values: bool) -> None:
    a, e = parse_value(actual), parse_value(expected)
    assert values_equal(a, e) is strict
    assert values_equal(a, e, numbers_as_values=True) is as_values


def test_rows_numbers_as_values() -> None:
    got, gold = [(parse_value('"x"'), parse_value("206.0"))], [(parse_value('"x"'), parse_value("206"))]
    assert not rows_equal(got, gold)
    assert rows_equal(got, gold, numbers_as_values=True)


@pytest.mark.parametrize(
    ("actual", "expected", "strict", "by_identity"),
    [
        # a vertex: its vid
        ('("a" :player{name: "A", age: 30})', '("a")', False, True),
        ('("a" :player{name: "A"})', '("a" :player{})', False, True),
        ('("a" :player{name: "A"})', '("b")', False, False),
        ('("a")', '("a" :player{name: "A"})', False, False),  # the gold's properties are checked
        ('("a" :player{name: "B"})', '("a" :player{name: "A"})', False, False),
        # an edge: src, dst, type, rank
        ('[:like "a"->"b" @0 {w: 90}]', '[:like "a"->"b" @0 {}]', False, True),
        ('[:like "b"<-"a" @0 {w: 90}]', '[:like "a"->"b" @0 {}]', False, True),  # stored direction
        ('[:like "b"->"a" @0 {w: 90}]', '[:like "a"->"b" @0 {}]', False, False),
        ('[:like "a"->"b" @1 {w: 90}]', '[:like "a"->"b" @0 {}]', False, False),
        ('[:serve "a"->"b" @0 {w: 90}]', '[:like "a"->"b" @0 {}]', False, False),
        ('[:like "a"->"b" @0 {w: 80}]', '[:like "a"->"b" @0 {w: 90}]', False, False),
        # a path: the same steps, each element so
        ('<("a" :p{n: 1})-[:like@0{w: 9}]->("b" :p{n: 2})>', '<("a")-[:like@0{}]->("b")>', False, True),
        ('<("a" :p{n: 1})-[:like@0{w: 9}]->("c" :p{n: 2})>', '<("a")-[:like@0{}]->("b")>', False, False),
        ('<("a" :p{n: 1})<-[:like@0{w: 9}]-("b" :p{n: 2})>', '<("a")-[:like@0{}]->("b")>', False, False),
        ('<("a" :p{n: 1})>', '<("a")-[:like@0{}]->("b")>', False, False),
        ('<("a")-[:like@0{}]->("b")>', '<("a" :p{n: 1})-[:like@0{w: 9}]->("b" :p{n: 2})>', False, False),
        ('<("a")-[:like@0{}]->("b")>', '<("a")-[:like@0{}]->("b")>', True, True),
        # inside lists, and numbers stay strict unless asked
        ('[("b" :p{n: 2}), ("a" :p{n: 1})]', '[("a"), ("b")]', False, True),
        ("2.0", "2", False, False),
    ],
)
def test_bare_elements_by_identity_only_when_asked(
    actual: str, expected: str, strict: bool, by_identity: bool
) -> None:
    a, e = parse_value(actual), parse_value(expected)
    assert values_equal(a, e) is strict
    assert values_equal(a, e, bare_elements_by_identity=True) is by_identity


def test_rows_bare_elements_by_identity() -> None:
    got = [(parse_value('("a" :player{name: "A"})'), parse_value("206.0"))]
    gold = [(parse_value('("a")'), parse_value("206"))]
    assert not rows_equal(got, gold)
    assert not rows_equal(got, gold, bare_elements_by_identity=True)  # the number still differs
    assert rows_equal(got, gold, numbers_as_values=True, bare_elements_by_identity=True)
