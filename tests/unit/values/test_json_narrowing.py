"""The JSON narrowing helpers of r3.values.json, and the malformed tagged values they guard.

Why: readers of decoded JSON (records, run files, index metadata) say what they expect in a
field through these helpers; a field of the wrong JSON type must fail as a TypeError there
(inside ``from_json``: one ValueJsonError naming the value type), not as an AttributeError
further on.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from r3.values.json import (
    JsonValue,
    ValueJsonError,
    from_json,
    json_array,
    json_number,
    json_object,
    json_scalar,
    json_text,
)


def test_each_helper_returns_its_argument_when_the_type_fits() -> None:
    obj: JsonValue = {"a": 1}
    arr: JsonValue = [1, "x"]
    assert json_object(obj) is obj
    assert json_array(arr) is arr
    assert json_text("x") == "x"
    assert json_number(2.5) == 2.5
    assert json_number(True) is True  # a bool is an int, as in Python
    assert json_scalar("3") == "3"


@pytest.mark.parametrize(
    ("helper", "value"),
    [
        (json_object, [1]),
        (json_object, None),
        (json_array, {"a": 1}),
        (json_array, "ab"),
        (json_text, 1),
        (json_text, None),
        (json_number, "1"),
        (json_number, None),
        (json_scalar, [1]),
        (json_scalar, None),
    ],
)
def test_each_helper_refuses_another_json_type(
    helper: Callable[[JsonValue], object], value: JsonValue
) -> None:
    with pytest.raises(TypeError, match="expected a JSON"):
        helper(value)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "map", "entries": [1, 2]},
        {"type": "set", "items": {"a": 1}},
        {"type": "vertex", "vid": "a", "tags": ["player"]},
        {"type": "path", "start": {"type": "vertex", "vid": "a", "tags": {}}, "steps": [1]},
        {"type": "duration", "months": [], "seconds": 0, "microseconds": 0},
        {"type": "null", "kind": 3},
    ],
)
def test_a_field_of_the_wrong_json_type_is_a_value_json_error(data: JsonValue) -> None:
    with pytest.raises(ValueJsonError, match="bad JSON for a"):
        from_json(data)
