"""The value model: type-strict equality, hashing, immutability, native conversion."""

from __future__ import annotations

import math

import pytest

from r3.values import (
    BAD_TYPE,
    EMPTY,
    NULL,
    Date,
    DateTime,
    Duration,
    Edge,
    Empty,
    List,
    Map,
    Null,
    Path,
    Set,
    Step,
    Tags,
    Time,
    Vertex,
    canon,
    from_native,
    is_value,
)

pytestmark = pytest.mark.quick


def test_nulls_and_empty() -> None:
    assert Null() == NULL
    assert Null("BAD_TYPE") == BAD_TYPE
    assert NULL != BAD_TYPE
    assert NULL != EMPTY
    assert Empty() is EMPTY
    assert NULL.is_plain and not BAD_TYPE.is_plain
    with pytest.raises(ValueError, match="unknown null kind"):
        Null("WHATEVER")


def test_bool_int_float_stay_apart_inside_collections() -> None:
    assert List([1]) != List([True])
    assert List([1]) != List([1.0])
    assert Map({"a": 1}) != Map({"a": 1.0})
    assert len(Set([1, True, 1.0])) == 3
    assert len({List([1]), List([True]), List([1.0])}) == 3


def test_nan_equals_itself_structurally() -> None:
    assert List([math.nan]) == List([math.nan])
    assert canon(math.nan) == canon(float("nan"))


def test_list_is_ordered_set_and_map_are_not() -> None:
    assert List([1, 2]) != List([2, 1])
    assert Set([1, 2]) == Set([2, 1])
    assert Map({"a": 1, "b": 2}) == Map([("b", 2), ("a", 1)])
    assert hash(Map({"a": 1, "b": 2})) == hash(Map({"b": 2, "a": 1}))
    assert list(Map([("b", 2), ("a", 1)])) == ["b", "a"]  # insertion order kept for printing


def test_set_drops_duplicates_keeping_first_seen_order() -> None:
    s = Set(["b", "a", "b"])
    assert s.items == ("b", "a")


def test_map_keys_must_be_strings() -> None:
    with pytest.raises(TypeError):
        Map({1: 2})  # type: ignore[dict-item]


def test_rows_of_values_are_hashable() -> None:
    v = Vertex("Tim Duncan", {"player": {"age": 42, "name": "Tim Duncan"}})
    row = (v, List([1, Map({"k": Set([1])})]), NULL, EMPTY, Date(2021, 7, 19))
    counts = {row: 1}
    same = (
        Vertex("Tim Duncan", {"player": {"name": "Tim Duncan", "age": 42}}),
        List([1, Map({"k": Set([1])})]),
        Null(),
        EMPTY,
        Date(2021, 7, 19),
    )
    assert counts[same] == 1


def test_vertex_tags_normalise_and_allow_unwritten_props() -> None:
    v = Vertex("a", {"player": {"age": 1}, "bachelor": None})
    assert isinstance(v.tags, Tags)
    assert isinstance(v.tags["player"], Map)
    assert v.tags["bachelor"] is None
    assert v.props("bachelor") == Map()
    assert v.props("missing") == Map()
    assert v != Vertex("a", {"player": {"age": 1}, "bachelor": {}})


def test_edge_equality_ignores_written_direction() -> None:
    stored = Edge("a", "b", "like", 0, {"likeness": 90})
    seen_reversed = Edge("a", "b", "like", 0, {"likeness": 90}, reversed=True)
    assert stored == seen_reversed
    assert seen_reversed.from_vid == "b" and seen_reversed.to_vid == "a"
    assert stored != Edge("b", "a", "like", 0, {"likeness": 90})
    assert stored != Edge("a", "b", "like", 1, {"likeness": 90})
    assert isinstance(stored.props, Map)


def test_path_direction_counts() -> None:
    a, b = Vertex("a"), Vertex("b")
    forward = Path(a, (Step(Edge("a", "b", "like"), b),))
    backward = Path(a, ((Edge("a", "b", "like", reversed=True), b),))  # tuples become Steps
    assert isinstance(backward.steps[0], Step)
    assert forward != backward
    assert forward.vertices == (a, b)
    assert len(forward) == 1 and forward.edges[0].type == "like"


def test_values_are_immutable() -> None:
    v = Vertex("a")
    with pytest.raises(AttributeError):
        v.vid = "b"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        Date(2020, 1, 1).year = 2021  # type: ignore[misc]


def test_temporal_text() -> None:
    assert str(Date(1984, 10, 11)) == "1984-10-11"
    assert str(Time(4, 44, 24)) == "04:44:24.000000"
    assert str(DateTime(1997, 3, 26, 4, 44, 24, 500)) == "1997-03-26T04:44:24.000500"
    assert str(Duration(17, 58390)) == "P17MT58390.000000000S"
    assert str(Duration(0, -1, 500000)) == "P0MT-0.500000000S"


def test_from_native() -> None:
    v = from_native({"a": [1, None, {2}], "b": (True, 1.5)})
    assert v == Map({"a": List([1, NULL, Set([2])]), "b": List([True, 1.5])})
    assert from_native(EMPTY) is EMPTY
    with pytest.raises(TypeError):
        from_native(object())
    assert is_value(1) and is_value(NULL) and not is_value(None) and not is_value([1])


def test_canon_rejects_non_values() -> None:
    with pytest.raises(TypeError, match="not an r3 value"):
        canon([1])  # type: ignore[arg-type]
