"""The JSON form keeps every type and reads back to an equal value."""

from __future__ import annotations

import json
import math

import pytest

from r3.values import (
    BAD_TYPE,
    EMPTY,
    NULL,
    Date,
    Duration,
    List,
    Map,
    Regex,
    Set,
    ValueJsonError,
    from_json,
    parse_value,
    to_json,
    values_equal,
)

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    "text",
    [
        "1",
        "1.0",
        "true",
        '"中文"',
        "NULL",
        "BAD_TYPE",
        "EMPTY",
        "[1, 2.5, [true]]",
        "{1, 2}",
        "{a: 1, b: {c: NULL}}",
        "{type: 1, other: 2}",
        "1984-10-11",
        "12:31:14.500000",
        "1984-10-11T12:31:14.000000",
        "P3MT10.5S",
        "/\\d+/",
        '("a" :player{age: 42, type: "x"} :bachelor{} :t2)',
        '[:like "b"<-"a" @3 {likeness: 90}]',
        '[:like "a"->"b"]',
        '<("a" :t{})-[:e@0 {}]->("b")<-[:f@1 {x: 1.5}]-("c")>',
    ],
)
def test_round_trip_through_json_text(text: str) -> None:
    value = parse_value(text)
    back = from_json(json.loads(json.dumps(to_json(value))))
    assert back == value
    assert type(back) is type(value)


def test_plain_json_where_possible() -> None:
    assert to_json(NULL) is None
    assert to_json(List([1, "a"])) == [1, "a"]
    assert to_json(Map({"a": 1})) == {"a": 1}
    assert to_json(Map({"type": 1})) == {"type": "map", "entries": {"type": 1}}
    assert to_json(BAD_TYPE) == {"type": "null", "kind": "BAD_TYPE"}
    assert to_json(EMPTY) == {"type": "empty"}
    assert to_json(Set([1])) == {"type": "set", "items": [1]}
    assert to_json(Date(2020, 1, 2)) == {"type": "date", "value": "2020-01-02"}
    assert to_json(Regex("a")) == {"type": "regex", "pattern": "a"}
    assert to_json(Duration(1, 2, 3))["months"] == 1


def test_int_and_float_stay_apart() -> None:
    assert type(from_json(json.loads(json.dumps(to_json(2.0))))) is float
    assert type(from_json(json.loads(json.dumps(to_json(2))))) is int


def test_non_finite_floats() -> None:
    for f in (math.inf, -math.inf, math.nan):
        encoded = json.dumps(to_json(f), allow_nan=False)  # stays standard JSON
        assert values_equal(from_json(json.loads(encoded)), f)


def test_plain_objects_read_as_maps() -> None:
    assert from_json({"a": [1, None]}) == Map({"a": List([1, NULL])})
    assert from_json({"type": 3}) == Map({"type": 3})  # a non-string "type" is just a key


@pytest.mark.parametrize(
    "data",
    [
        {"type": "bogus"},
        {"type": "vertex"},
        {"type": "null", "kind": "NOPE"},
        {"type": "date", "value": "12:00:00"},
        {"type": "edge", "src": "a"},
    ],
)
def test_bad_json_raises(data: dict) -> None:
    with pytest.raises(ValueJsonError):
        from_json(data)


def test_non_json_input_raises() -> None:
    with pytest.raises(ValueJsonError):
        from_json(object())
