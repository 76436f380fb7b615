"""Compare values and result tables the way NebulaGraph's test harness does.

Named for whose comparison it is: NebulaGraph's own ``==``/``<``/ORDER BY, which the engine
needs, are :mod:`r3.engine.value_order`; comparing two ``r3 eval`` runs is :mod:`r3.eval.compare`.

Why a separate notion from ``==``: the harness is deliberately looser than structural
equality, and the TCK runner, the gold replay and the evaluator must all agree on it:

- ints never equal floats and bools never equal ints; floats are equal within 1e-8
  (relative or absolute); NaN equals NaN;
- lists and sets compare order-insensitively (as multisets), maps by keys;
- a null equals a null of the same kind only; EMPTY equals only EMPTY;
- an expected string equals an actual date/time/datetime whose text it is (TCK tables write
  temporal results as strings, e.g. ``'1997-03-25'``);
- an expected ``/regex/`` cell matches the actual value's text (a string's content, else its
  ``ngql`` text) as a whole;
- an expected ``{}`` also matches an actual empty set (the text cannot tell them apart);
- relax mode: in vertices, edges and paths only what the expected side writes is checked —
  extra tags are allowed, an unwritten id/rank/property map is not checked — but a property
  map that is written must match completely;
- edges compare by their stored direction (``[:like "b"<-"a"]`` equals ``[:like "a"->"b"]``).

In strict mode an unwritten rank counts as 0 and an unwritten property map as empty.
Column names are compared by the callers.

``numbers_as_values=True`` (off by default) compares an int and a float as numbers, as
Cypher's own ``=`` does (``360617 = 360617.0``): for scoring rows of one backend against rows
recorded by another (a Cypher ``sum()`` of ints is a double on LadybugDB, an int in
NebulaGraph). Within one backend int vs float stays strict: there it is a real difference.

``bare_elements_by_identity=True`` (off by default, the same cross-backend case) lets an
expected vertex or edge *without* properties — NebulaGraph's ``FIND PATH``/``GET SUBGRAPH``
without ``WITH PROP`` (``("a")``, ``("a" :player{})``, ``[:like "a"->"b" @0 {}]``) — equal an
actual one of the same identity (a vertex: its vid; an edge: src, dst, type, rank) whatever
properties the actual one carries: a Cypher node or relationship always carries its
properties, so no Cypher value has the bare form. Paths compare step by step, each element so.
An expected element that writes properties compares them as always; within one backend a
path WITH PROP and one without stay different.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict, deque
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

from r3.values.value_model import (
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
    Time,
    Value,
    Vertex,
    canon,
)
from r3.values.value_text import Style, render

FLOAT_TOLERANCE = 1e-8

A = TypeVar("A")
E = TypeVar("E")


def floats_close(a: float, b: float) -> bool:
    """Equal within 1e-8, relative for large numbers and absolute near zero; NaN equals NaN."""
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return math.isclose(a, b, rel_tol=FLOAT_TOLERANCE, abs_tol=FLOAT_TOLERANCE)


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def values_equal(
    actual: Value,
    expected: Value,
    *,
    relax: bool = False,
    ordered_lists: bool = False,
    numbers_as_values: bool = False,
    bare_elements_by_identity: bool = False,
) -> bool:
    """Whether ``actual`` (a result) satisfies ``expected`` (a gold/TCK value); see the module doc.

    ``ordered_lists=True`` makes lists compare position by position (sets never do); the
    harness's own behaviour is the default, order-insensitive lists. ``numbers_as_values``,
    ``bare_elements_by_identity``: see the module doc (cross-backend scoring only).
    """
    return _Comparer(relax, ordered_lists, numbers_as_values, bare_elements_by_identity).eq(actual, expected)


def _is_number(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _bare_vertex(v: Vertex) -> bool:
    """A vertex without properties: no tags, or tags with empty property maps (``("a")``, ``("a" :player{})``)."""
    return not any(v.tags.values())


class _Comparer:
    def __init__(
        self,
        relax: bool,
        ordered_lists: bool,
        numbers_as_values: bool = False,
        bare_elements_by_identity: bool = False,
    ) -> None:
        self.relax = relax
        self.ordered_lists = ordered_lists
        self.numbers_as_values = numbers_as_values
        self.bare_elements_by_identity = bare_elements_by_identity

    def eq(self, a: Value, e: Value) -> bool:
        if isinstance(e, Regex):
            text = a if isinstance(a, str) else render(a)
            return _compiled(e.pattern).fullmatch(text) is not None
        if isinstance(e, bool):  # before int: bool is an int subclass in Python
            return isinstance(a, bool) and a == e
        if self.numbers_as_values and _is_number(e) and _is_number(a) and type(a) is not type(e):
            assert isinstance(a, (int, float)) and isinstance(e, (int, float))
            return floats_close(float(a), float(e))
        if isinstance(e, float):
            return isinstance(a, float) and floats_close(a, e)
        if isinstance(e, int):
            return type(a) is int and a == e
        if isinstance(e, str):
            if isinstance(a, (Date, Time, DateTime)):
                return str(a) == e
            return isinstance(a, str) and a == e
        if isinstance(e, (Null, Empty, Date, Time, DateTime, Duration)):
            return type(a) is type(e) and a == e
        if isinstance(e, List):
            if not isinstance(a, List):
                return False
            if self.ordered_lists:
                return len(a) == len(e) and all(self.eq(x, y) for x, y in zip(a, e, strict=True))
            return self.bag(a.items, e.items)
        if isinstance(e, Set):
            return isinstance(a, Set) and self.bag(a.items, e.items)
        if isinstance(e, Map):
            if isinstance(a, Set) and not a and not e:  # '{}' is both the empty map and the empty set
                return True
            return isinstance(a, Map) and self.map(a, e)
        if isinstance(e, Vertex):
            return isinstance(a, Vertex) and self.vertex(a, e)
        if isinstance(e, Edge):
            return isinstance(a, Edge) and self.edge(a, e)
        if isinstance(e, Path):
            return isinstance(a, Path) and self.path(a, e)
        raise TypeError(f"cannot compare with {type(e).__name__} {e!r}: not an r3 value")

    def bag(self, actual: Sequence[Value], expected: Sequence[Value]) -> bool:
        if len(actual) != len(expected):
            return False
        missing, unexpected = match_multisets(actual, expected, self.eq)
        return not missing and not unexpected

    def map(self, a: Map, e: Map) -> bool:
        """Property/value maps always compare completely, also in relax mode."""
        if len(a) != len(e):
            return False
        return all(k in a and self.eq(a[k], v) for k, v in e.items())

    def vertex(self, a: Vertex, e: Vertex) -> bool:
        if not self.eq(a.vid, e.vid):
            return False
        if self.bare_elements_by_identity and _bare_vertex(e):
            return True
        if not self.relax and set(a.tags) != set(e.tags):
            return False
        for tag, props in e.tags.items():
            if tag not in a.tags:
                return False
            if props is None and self.relax:
                continue
            if not self.map(a.tags[tag] or Map(), props or Map()):
                return False
        return True

    def edge(self, a: Edge, e: Edge) -> bool:
        if a.type != e.type:
            return False
        if not (self.eq(a.src, e.src) and self.eq(a.dst, e.dst)):
            return False
        if (e.rank is not None or not self.relax) and (a.rank or 0) != (e.rank or 0):
            return False
        if e.props is None and self.relax:
            return True
        if self.bare_elements_by_identity and not e.props:
            return True
        return self.map(a.props or Map(), e.props or Map())

    def path(self, a: Path, e: Path) -> bool:
        if len(a.steps) != len(e.steps) or not self.vertex(a.start, e.start):
            return False
        return all(
            self.edge(sa.edge, se.edge) and self.vertex(sa.vertex, se.vertex)
            for sa, se in zip(a.steps, e.steps, strict=True)
        )


# --------------------------------------------------------------------------- multisets


def match_multisets(
    actual: Sequence[A],
    expected: Sequence[E],
    eq: Callable[[A, E], bool],
    key: Callable[[Any], Hashable] | None = None,
) -> tuple[list[int], list[int]]:
    """Pair items of ``actual`` with items of ``expected`` one-to-one under ``eq``.

    Returns the indices left over on each side: ``(missing expected, unexpected actual)``.
    Why not greedy: with tolerance, regexes or relax patterns one expected item may fit
    several actual ones, and a greedy choice can strand a later item; augmenting paths find
    a maximum matching. Structurally identical items (same ``key``) are paired first, so
    the quadratic part only sees what is left.
    """
    key = key or _canon_key
    pending_actual: dict[Hashable, deque[int]] = defaultdict(deque)
    for i, a_item in enumerate(actual):
        pending_actual[key(a_item)].append(i)
    left_expected: list[int] = []
    for j, e_item in enumerate(expected):
        bucket = pending_actual.get(key(e_item))
        if bucket:
            bucket.popleft()
        else:
            left_expected.append(j)
    left_actual = sorted(i for bucket in pending_actual.values() for i in bucket)
    if not left_expected or not left_actual:
        return left_expected, left_actual

    cache: dict[tuple[int, int], bool] = {}

    def fits(i: int, j: int) -> bool:
        if (i, j) not in cache:
            cache[(i, j)] = eq(actual[i], expected[j])
        return cache[(i, j)]

    owner: dict[int, int] = {}  # actual index -> the expected index it is paired with
    partner: dict[int, int] = {}  # expected index -> the actual index it is paired with
    for j0 in left_expected:
        # search the alternating tree from expected j0 for a free actual item
        parent: dict[int, int] = {}  # actual i -> the expected j that reached it
        stack = [j0]
        found: int | None = None
        while stack and found is None:
            j = stack.pop()
            for i in left_actual:
                if i in parent or not fits(i, j):
                    continue
                parent[i] = j
                if i not in owner:
                    found = i
                    break
                stack.append(owner[i])
        i_or_none = found
        while i_or_none is not None:  # flip the alternating path back to j0
            i = i_or_none
            j = parent[i]
            i_or_none = partner.get(j)
            owner[i] = j
            partner[j] = i
    missing = [j for j in left_expected if j not in partner]
    unexpected = [i for i in left_actual if i not in owner]
    return missing, unexpected


def _canon_key(item: Any) -> Hashable:
    if isinstance(item, tuple):
        return tuple(canon(v) for v in item)
    return canon(item)


# --------------------------------------------------------------------------- result tables


@dataclass
class RowsComparison:
    """The outcome of comparing result rows; truthy when they are equal.

    ``missing``/``unexpected`` hold ``(index, row)`` of expected rows nobody matched and of
    actual rows nobody asked for; ``mismatched`` (ordered mode) holds ``(index, actual,
    expected)`` for positions that differ.
    """

    equal: bool
    ordered: bool
    actual_count: int
    expected_count: int
    missing: list[tuple[int, tuple[Value, ...]]] = field(default_factory=list)
    unexpected: list[tuple[int, tuple[Value, ...]]] = field(default_factory=list)
    mismatched: list[tuple[int, tuple[Value, ...], tuple[Value, ...]]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.equal

    def diff(self, *, style: Style = "ngql", limit: int = 20) -> str:
        """A readable report of the differences, for test failures and evaluation reports."""
        if self.equal:
            return f"{self.actual_count} rows equal"

        def show(row: tuple[Value, ...]) -> str:
            return "| " + " | ".join(render(v, style=style) for v in row) + " |"

        lines = [f"rows differ: {self.actual_count} actual, {self.expected_count} expected"]
        for title, items in (
            ("missing (expected, not returned)", self.missing),
            ("unexpected (returned, not expected)", self.unexpected),
        ):
            if items:
                lines.append(f"{title}: {len(items)}")
                lines += [f"  #{i}: {show(r)}" for i, r in items[:limit]]
                if len(items) > limit:
                    lines.append(f"  … {len(items) - limit} more")
        if self.mismatched:
            lines.append(f"different at {len(self.mismatched)} positions:")
            for i, a, e in self.mismatched[:limit]:
                lines.append(f"  #{i}: actual   {show(a)}")
                lines.append(f"  #{i}: expected {show(e)}")
            if len(self.mismatched) > limit:
                lines.append(f"  … {len(self.mismatched) - limit} more")
        return "\n".join(lines)


def rows_equal(
    actual_rows: Sequence[Sequence[Value]],
    expected_rows: Sequence[Sequence[Value]],
    *,
    ordered: bool = False,
    relax: bool = False,
    numbers_as_values: bool = False,
    bare_elements_by_identity: bool = False,
) -> RowsComparison:
    """Compare result rows as a multiset (``ordered=False``, "in any order") or row by row
    (``numbers_as_values``, ``bare_elements_by_identity``: see the module doc)."""
    comparer = _Comparer(relax, False, numbers_as_values, bare_elements_by_identity)
    actual = [tuple(r) for r in actual_rows]
    expected = [tuple(r) for r in expected_rows]

    def row_eq(a: tuple[Value, ...], e: tuple[Value, ...]) -> bool:
        return len(a) == len(e) and all(comparer.eq(x, y) for x, y in zip(a, e, strict=True))

    result = RowsComparison(False, ordered, len(actual), len(expected))
    if ordered:
        for i, (a, e) in enumerate(zip(actual, expected, strict=False)):
            if not row_eq(a, e):
                result.mismatched.append((i, a, e))
        result.missing = [(j, expected[j]) for j in range(len(actual), len(expected))]
        result.unexpected = [(i, actual[i]) for i in range(len(expected), len(actual))]
    else:
        missing, unexpected = match_multisets(actual, expected, row_eq)
        result.missing = [(j, expected[j]) for j in missing]
        result.unexpected = [(i, actual[i]) for i in unexpected]
    result.equal = not (result.missing or result.unexpected or result.mismatched)
    return result
