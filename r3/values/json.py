"""A JSON form of r3 values that keeps every type.

Why: results travel through JSONL files (evaluation traces, caches, the HTTP API), and plain
JSON would lose the difference between ``1`` and ``1.0`` only when floats are printed
badly, but it always loses sets, typed nulls, dates and graph elements. So:

- ``bool``, ``int``, ``str``, finite ``float`` and plain ``NULL`` stay plain JSON
  (``true``, ``1``, ``"a"``, ``1.0``, ``null``); lists are JSON arrays;
- maps are plain JSON objects unless they have a key ``"type"``, in which case they are
  wrapped as ``{"type": "map", "entries": {…}}`` so that decoding stays unambiguous;
- everything else is an object tagged by ``"type"``: ``null`` (typed nulls), ``empty``,
  ``float`` (non-finite), ``set``, ``date``/``time``/``datetime``/``duration``, ``regex``,
  ``vertex``, ``edge``, ``path``.

Floats must be written with ``json.dumps`` (which prints ``1.0``, not ``1``) to keep their type.
"""

from __future__ import annotations

import math
from typing import TypeAlias

from r3.errors import UserInputError
from r3.values.value_model import (
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
    Regex,
    Set,
    Step,
    Tags,
    Time,
    Value,
    Vertex,
)
from r3.values.value_text import parse_value

JsonValue: TypeAlias = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]
"""What ``json.dumps`` accepts and ``json.loads`` returns."""

JsonObject: TypeAlias = dict[str, JsonValue]
"""A JSON object."""


class ValueJsonError(UserInputError):
    """JSON that is not the r3 JSON form of a value."""


def to_json(value: Value) -> JsonValue:
    """The JSON-serialisable form of ``value`` (see the module doc)."""
    t = type(value)
    if t in (bool, int, str) and isinstance(value, (bool, int, str)):  # exact types only
        return value
    if t is float and isinstance(value, float):
        if math.isfinite(value):
            return value
        return {"type": "float", "value": repr(value)}
    if isinstance(value, Null):
        return None if value.kind == "NULL" else {"type": "null", "kind": value.kind}
    if isinstance(value, Empty):
        return {"type": "empty"}
    if isinstance(value, List):
        return [to_json(v) for v in value.items]
    if isinstance(value, Set):
        return {"type": "set", "items": [to_json(v) for v in value.items]}
    if isinstance(value, Map):
        entries = {k: to_json(v) for k, v in value.items()}
        return {"type": "map", "entries": entries} if "type" in entries else entries
    if isinstance(value, (Date, Time, DateTime)):
        return {"type": t.__name__.lower(), "value": str(value)}
    if isinstance(value, Duration):
        return {
            "type": "duration",
            "months": value.months,
            "seconds": value.seconds,
            "microseconds": value.microseconds,
        }
    if isinstance(value, Regex):
        return {"type": "regex", "pattern": value.pattern}
    if isinstance(value, Vertex):
        return _vertex(value)
    if isinstance(value, Edge):
        return _edge(value)
    if isinstance(value, Path):
        return {
            "type": "path",
            "start": _vertex(value.start),
            "steps": [{"edge": _edge(s.edge), "vertex": _vertex(s.vertex)} for s in value.steps],
        }
    raise TypeError(f"not an r3 value: {value!r}")


def _props(m: Map | None) -> dict[str, JsonValue] | None:
    return None if m is None else {k: to_json(v) for k, v in m.items()}


def _vertex(v: Vertex) -> dict[str, JsonValue]:
    return {"type": "vertex", "vid": to_json(v.vid), "tags": {t: _props(p) for t, p in v.tags.items()}}


def _edge(e: Edge) -> dict[str, JsonValue]:
    out: dict[str, JsonValue] = {
        "type": "edge",
        "src": to_json(e.src),
        "dst": to_json(e.dst),
        "edge_type": e.type,
        "rank": e.rank,
        "props": _props(e.props),
    }
    if e.reversed:
        out["reversed"] = True
    return out


def from_json(data: JsonValue) -> Value:
    """The value whose JSON form is ``data``; raises :class:`ValueJsonError` on anything else."""
    if data is None:
        return NULL
    if isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return List(from_json(x) for x in data)
    if not isinstance(data, dict):
        raise ValueJsonError(f"not a JSON value: {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str):
        return Map((k, from_json(v)) for k, v in data.items())
    try:
        return _tagged(kind, data)
    except (KeyError, TypeError, ValueError) as e:
        raise ValueJsonError(f"bad JSON for a {kind!r} value: {e}") from e


def _tagged(kind: str, data: JsonObject) -> Value:
    if kind == "map":
        return Map((k, from_json(v)) for k, v in json_object(data["entries"]).items())
    if kind == "null":
        return Null(json_text(data["kind"]))
    if kind == "empty":
        return EMPTY
    if kind == "float":
        return float(json_scalar(data["value"]))
    if kind == "set":
        return Set(from_json(x) for x in json_array(data["items"]))
    if kind in ("date", "time", "datetime"):
        v = parse_value(json_text(data["value"]))
        expected = {"date": Date, "time": Time, "datetime": DateTime}[kind]
        if type(v) is not expected:
            raise ValueError(f"{data['value']!r} is not a {kind}")
        return v
    if kind == "duration":
        return Duration(
            int(json_scalar(data["months"])),
            int(json_scalar(data["seconds"])),
            int(json_scalar(data["microseconds"])),
        )
    if kind == "regex":
        return Regex(str(data["pattern"]))
    if kind == "vertex":
        return _vertex_from(data)
    if kind == "edge":
        return _edge_from(data)
    if kind == "path":
        steps = tuple(
            Step(_edge_from(json_object(s)["edge"]), _vertex_from(json_object(s)["vertex"]))
            for s in json_array(data["steps"])
        )
        return Path(_vertex_from(data["start"]), steps)
    raise ValueError(f"unknown value type {kind!r}")


def _props_from(data: JsonValue) -> Map | None:
    return None if data is None else Map((k, from_json(v)) for k, v in json_object(data).items())


def _vertex_from(value: JsonValue) -> Vertex:
    data = json_object(value)
    return Vertex(
        from_json(data["vid"]), Tags((t, _props_from(p)) for t, p in json_object(data["tags"]).items())
    )


def _edge_from(value: JsonValue) -> Edge:
    data = json_object(value)
    rank = data.get("rank")
    return Edge(
        from_json(data["src"]),
        from_json(data["dst"]),
        str(data["edge_type"]),
        None if rank is None else int(json_scalar(rank)),
        _props_from(data.get("props")),
        bool(data.get("reversed", False)),
    )


# ---------------------------------------------------------------- narrowing a JSON value
# Each returns its argument when it has the named JSON type, else raises TypeError (so a caller
# reading a field of decoded JSON says in one place what it expects there).


def json_object(value: JsonValue) -> JsonObject:
    if not isinstance(value, dict):
        raise TypeError(f"expected a JSON object, got {type(value).__name__}")
    return value


def json_array(value: JsonValue) -> list[JsonValue]:
    if not isinstance(value, list):
        raise TypeError(f"expected a JSON array, got {type(value).__name__}")
    return value


def json_text(value: JsonValue) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected a JSON string, got {type(value).__name__}")
    return value


def json_number(value: JsonValue) -> int | float:
    """A number (a bool included, as ``int`` has it)."""
    if isinstance(value, (int, float)):
        return value
    raise TypeError(f"expected a JSON number, got {type(value).__name__}")


def json_scalar(value: JsonValue) -> int | float | str:
    """A number (a bool included) or a string, for ``int()`` / ``float()`` to convert."""
    if isinstance(value, (int, float, str)):
        return value
    raise TypeError(f"expected a JSON number or string, got {type(value).__name__}")
