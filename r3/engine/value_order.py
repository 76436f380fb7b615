"""NebulaGraph's equality and ordering of values, as the engine needs them.

Why not :mod:`r3.values.harness_compare`: that module is the *test harness's* comparison (relaxed
lists, float tolerance). The engine must behave like NebulaGraph itself, which has three
different notions that this module keeps apart:

- **expression comparison** (``a == b``, ``a < b`` in WHERE/YIELD): NULL in → NULL out, EMPTY
  propagates, an int equals a float of the same value, values of different types are never
  equal and ordering them is ``BAD_TYPE`` (so are maps, sets and durations); see
  :func:`compare`;
- **sort order** (ORDER BY, ``max``/``min``): a total order — values of different types are
  ranked by NebulaGraph's type enum (EMPTY first, then bool, numbers, strings, dates, …,
  NULL last); see :func:`sort_key` / :func:`order_compare`;
- **grouping identity** (DISTINCT, GROUP BY, ``collect_set``, ``count(DISTINCT)``):
  type-strict structural equality, i.e. :func:`r3.values.canon`; see :func:`group_key`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

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
    Time,
    Value,
    Vertex,
    canon,
)

# --------------------------------------------------------------------------- type names

_TYPE_NAMES: dict[type, str] = {
    Empty: "__EMPTY__",
    bool: "BOOL",
    int: "INT",
    float: "FLOAT",
    str: "STRING",
    Date: "DATE",
    Time: "TIME",
    DateTime: "DATETIME",
    Vertex: "VERTEX",
    Edge: "EDGE",
    Path: "PATH",
    List: "LIST",
    Map: "MAP",
    Set: "SET",
    Duration: "DURATION",
    Null: "NULL",
}


def type_name(value: object) -> str:
    """NebulaGraph's name of the value's type (``INT``, ``STRING``, ``__EMPTY__``, ``NULL`` …)."""
    return _TYPE_NAMES.get(type(value), type(value).__name__.upper())


def is_numeric(value: object) -> bool:
    """int or float, never bool (NebulaGraph keeps bools apart from numbers)."""
    t = type(value)
    return t is int or t is float


# --------------------------------------------------------------------------- equality


def equal(a: Value, b: Value) -> Value:
    """``a == b`` as an expression: NULL if either side is NULL, EMPTY only equals EMPTY."""
    ta, tb = type(a), type(b)
    if ta is Empty:
        return NULL if tb is Null else tb is Empty
    if ta is Null or tb is Null:
        return NULL
    if tb is Empty:
        return False
    return same(a, b)


def not_equal(a: Value, b: Value) -> Value:
    r = equal(a, b)
    return (not r) if type(r) is bool else r


def same(a: Value, b: Value) -> bool:
    """Structural equality used inside containers and by CASE/IN: numbers compare by value,
    everything else type-strict; vertices by id, edges by (src, dst, type, rank)."""
    ta, tb = type(a), type(b)
    if ta is not tb:
        if (ta is int or ta is float) and (tb is int or tb is float):
            return a == b
        return False
    # from here both have one type: each check names it for both sides
    if type(a) is float and type(b) is float:
        return a == b or (math.isnan(a) and math.isnan(b))
    if ta in (bool, int, str, Date, Time, DateTime, Duration, Null, Empty):
        return a == b
    if type(a) is List and type(b) is List:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if type(a) is Vertex and type(b) is Vertex:
        return same(a.vid, b.vid)
    if type(a) is Edge and type(b) is Edge:
        return _edge_key(a) == _edge_key(b)
    if type(a) is Path and type(b) is Path:
        return len(a) == len(b) and all(
            same(x, y) for x, y in zip(_path_parts(a), _path_parts(b), strict=True)
        )
    if type(a) is Map and type(b) is Map:
        return set(a) == set(b) and all(same(a[k], b[k]) for k in a)
    return bool(a == b)


def _path_parts(p: Path) -> tuple[Value, ...]:
    return (*p.vertices, *p.edges)


def _edge_key(e: Edge) -> tuple[Hashable, ...]:
    return (canon(e.src), canon(e.dst), e.type, e.rank or 0)


def contains(container: List | Set | tuple[Value, ...], item: Value) -> bool:
    """Membership by :func:`same` (so ``1 IN [1.0]`` holds, like NebulaGraph)."""
    return any(same(item, x) for x in container)


# --------------------------------------------------------------------------- ordering (expressions)

_UNORDERED = (Map, Set, Duration)


def compare(a: Any, b: Any, op: str) -> Value:
    """``a op b`` for ``== != < <= > >=`` with NebulaGraph's NULL/EMPTY/BAD_TYPE results.

    Ordering operators: EMPTY on either side gives EMPTY (NULL when the other side is NULL),
    NULL gives NULL, numbers compare by value, other types must match and be orderable
    (maps, sets and durations are not) or the result is ``BAD_TYPE`` (plain NULL for ``<=``
    and ``>=`` between two types, as the manual's ``2 >= "2"`` shows).
    """
    if op == "==" or op == "=":
        return equal(a, b)
    if op == "!=" or op == "<>":
        return not_equal(a, b)
    ta, tb = type(a), type(b)
    if ta is Empty or tb is Empty:
        return NULL if (ta is Null or tb is Null) else EMPTY
    if ta is Null or tb is Null:
        return NULL
    if (ta is int or ta is float) and (tb is int or tb is float):
        if a != a or b != b:  # NaN is unordered: every ordering comparison is false
            return False
        c = (a > b) - (a < b)
    elif ta is not tb:
        # 5.operators/1.comparison.md: `2 >= "2"` is NULL; `<`/`>` across types stay BAD_TYPE
        # (a Filter on them fails). NebulaGraph derives `<=`/`>=` by negating the strict
        # comparison, and a negated error null is a plain NULL.
        return NULL if op in ("<=", ">=") else BAD_TYPE
    elif ta in _UNORDERED:
        return BAD_TYPE
    elif ta in (bool, str, Date, Time, DateTime):
        c = (a > b) - (a < b)
    else:
        c = order_compare(a, b)
    if op == "<":
        return c < 0
    if op == "<=":
        return c <= 0
    if op == ">":
        return c > 0
    if op == ">=":
        return c >= 0
    raise ValueError(f"not a comparison operator: {op!r}")


# --------------------------------------------------------------------------- sort order

_RANK_EMPTY, _RANK_BOOL, _RANK_NUM, _RANK_STR = 0, 1, 2, 3
_RANKS: dict[type, int] = {
    Empty: 0,
    bool: 1,
    int: 2,
    float: 2,
    str: 3,
    Date: 4,
    Time: 5,
    DateTime: 6,
    Vertex: 7,
    Edge: 8,
    Path: 9,
    List: 10,
    Map: 11,
    Set: 12,
    Duration: 13,
    Null: 99,
}


def sort_key(value: Value) -> tuple[object, ...]:
    """A key realising NebulaGraph's total order of values (ascending).

    Different types order by type (EMPTY < bool < numbers < string < date < time < datetime
    < vertex < edge < path < list < map < set < duration < NULL); ints and floats compare
    by value; all NULL kinds tie.
    """
    t = type(value)
    rank = _RANKS.get(t)
    if rank is None:
        raise TypeError(f"not an r3 value: {value!r}")
    if type(value) is float:
        return (2, (math.inf, 1) if math.isnan(value) else (value, 0))
    if t is int:
        return (2, (value, 0))
    if t is bool or t is str:
        return (rank, value)
    if t is Null or t is Empty:
        return (rank,)
    if t is Date or t is Time or t is DateTime:
        return (rank, value)
    if type(value) is Duration:
        return (rank, (value.months, value.seconds, value.microseconds))
    if type(value) is Vertex:
        return (rank, sort_key(value.vid))
    if type(value) is Edge:
        return (rank, sort_key(value.src), sort_key(value.dst), value.type, value.rank or 0)
    if type(value) is Path:
        return (
            rank,
            sort_key(value.start),
            tuple(sort_key(s.edge) + sort_key(s.vertex) for s in value.steps),
        )
    if type(value) is List:
        return (rank, tuple(sort_key(x) for x in value))
    if type(value) is Set:
        return (rank, tuple(sorted(sort_key(x) for x in value)))
    if type(value) is Map:
        return (rank, tuple(sorted((k, sort_key(v)) for k, v in value.items())))
    raise TypeError(f"not an r3 value: {value!r}")


def order_compare(a: Value, b: Value) -> int:
    """-1/0/1 by :func:`sort_key` (for ``functools.cmp_to_key`` and max/min)."""
    ka, kb = sort_key(a), sort_key(b)
    return (ka > kb) - (ka < kb)


# --------------------------------------------------------------------------- grouping identity


def group_key(value: Value) -> Hashable:
    """Identity for DISTINCT / GROUP BY / collect_set: type-strict structural (``canon``)."""
    return canon(value)


def row_key(row: tuple[Value, ...] | list[Value]) -> Hashable:
    """Identity of a whole row (DISTINCT over several columns)."""
    return tuple(canon(v) for v in row)


__all__ = [
    "compare",
    "contains",
    "equal",
    "group_key",
    "is_numeric",
    "not_equal",
    "order_compare",
    "row_key",
    "same",
    "sort_key",
    "type_name",
]
