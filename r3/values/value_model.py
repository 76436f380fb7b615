"""The neutral value model every backend converts its results into.

Why one model: the embedded engine, NebulaGraph, Neo4j and LadybugDB all return results in
their own types; the TCK runner, the gold-result replay and the evaluator must compare them
with each other and with NebulaGraph's printed text. So everything meets here.

Mapping of Python natives:
- scalars stay plain Python ``bool``, ``int`` (64-bit), ``float`` and ``str``;
- nulls are explicit :class:`Null` objects (``NULL`` and NebulaGraph's typed nulls), never
  ``None``; :data:`EMPTY` (a missing value, e.g. an edge column of another edge type) is a
  separate singleton;
- collections, dates and graph elements are immutable classes defined here.

Equality (``==``) and hashing are *structural and type-strict*: ``List([1]) != List([True])
!= List([1.0])``, lists are ordered, maps and sets are not. That makes rows (tuples of values)
usable as dict keys and multiset members. The TCK harness's looser rules (lists compared
order-insensitively, float tolerance, relax mode, regex cells) live in
:mod:`r3.values.harness_compare`, not in ``==``.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

# --------------------------------------------------------------------------- nulls, EMPTY

NULL_KINDS = (
    "NULL",
    "NaN",
    "BAD_DATA",
    "BAD_TYPE",
    "ERR_OVERFLOW",
    "UNKNOWN_PROP",
    "DIV_BY_ZERO",
    "OUT_OF_RANGE",
)
"""NebulaGraph's null types. ``NULL`` is the plain one (``__NULL__`` in console output)."""


@dataclass(frozen=True)
class Null:
    """A null value of one of NebulaGraph's kinds; two nulls are equal iff their kinds are."""

    kind: str = "NULL"

    def __post_init__(self) -> None:
        if self.kind not in NULL_KINDS:
            raise ValueError(f"unknown null kind {self.kind!r}; expected one of {', '.join(NULL_KINDS)}")

    def __repr__(self) -> str:
        return self.kind

    @property
    def is_plain(self) -> bool:
        """True for plain ``NULL``; typed nulls (``BAD_TYPE`` …) are errors in disguise."""
        return self.kind == "NULL"


NULL = Null("NULL")
NAN_NULL = Null("NaN")
BAD_DATA = Null("BAD_DATA")
BAD_TYPE = Null("BAD_TYPE")
ERR_OVERFLOW = Null("ERR_OVERFLOW")
UNKNOWN_PROP = Null("UNKNOWN_PROP")
DIV_BY_ZERO = Null("DIV_BY_ZERO")
OUT_OF_RANGE = Null("OUT_OF_RANGE")


class Empty:
    """NebulaGraph's ``EMPTY``: no value at all (distinct from NULL). Use the :data:`EMPTY` singleton."""

    _instance: Empty | None = None

    def __new__(cls) -> Empty:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "EMPTY"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Empty, ())


EMPTY = Empty()

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

# --------------------------------------------------------------------------- canonical keys


class _Canonical:
    """Mixin: ``==`` and ``hash`` through a type-tagged canonical key (see :func:`canon`)."""

    __slots__ = ()

    def _canon(self) -> Hashable:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Canonical):
            return NotImplemented
        return canon(self) == canon(other)  # type: ignore[arg-type]

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash(canon(self))  # type: ignore[arg-type]


def canon(value: Value | Tags | Step) -> Hashable:
    """A hashable key that is equal for structurally equal values and tags every type.

    Why: Python says ``True == 1 == 1.0`` and ``nan != nan``; NebulaGraph's values must keep
    bools, ints and floats apart and a row with NaN must still equal itself.
    """
    t = type(value)
    if t is bool:
        return ("b", value)
    if t is int:
        return ("i", value)
    if t is float:
        return ("f", "nan") if math.isnan(value) else ("f", value)  # type: ignore[arg-type]
    if t is str:
        return ("s", value)
    if isinstance(value, (Null, Empty, Date, Time, DateTime, Duration, Regex)):
        return value
    if isinstance(value, _Canonical):
        return value._canon()
    raise TypeError(f"not an r3 value: {value!r} ({t.__name__})")


# --------------------------------------------------------------------------- temporal values


@dataclass(frozen=True, order=True)
class Date:
    """A calendar date; text form ``1984-10-11``."""

    year: int
    month: int
    day: int

    def __str__(self) -> str:
        return f"{self.year}-{self.month:02d}-{self.day:02d}"


@dataclass(frozen=True, order=True)
class Time:
    """A time of day (UTC, microseconds); text form ``12:31:14.000000``."""

    hour: int
    minute: int
    second: int
    microsecond: int = 0

    def __str__(self) -> str:
        return f"{self.hour:02d}:{self.minute:02d}:{self.second:02d}.{self.microsecond:06d}"


@dataclass(frozen=True, order=True)
class DateTime:
    """A date and time (UTC, microseconds); text form ``1984-10-11T12:31:14.000000``."""

    year: int
    month: int
    day: int
    hour: int = 0
    minute: int = 0
    second: int = 0
    microsecond: int = 0

    def __str__(self) -> str:
        return (
            f"{self.year}-{self.month:02d}-{self.day:02d}T"
            f"{self.hour:02d}:{self.minute:02d}:{self.second:02d}.{self.microsecond:06d}"
        )


@dataclass(frozen=True)
class Duration:
    """NebulaGraph's duration: months plus seconds plus microseconds (no normalisation between
    months and days, as NebulaGraph keeps them apart); text form ``P17MT58390.000000000S``."""

    months: int = 0
    seconds: int = 0
    microseconds: int = 0

    def __str__(self) -> str:
        total_us = self.seconds * 1_000_000 + self.microseconds
        sign = "-" if total_us < 0 else ""
        secs, micros = divmod(abs(total_us), 1_000_000)
        return f"P{self.months}MT{sign}{secs}.{micros:06d}000S"


@dataclass(frozen=True)
class Regex:
    """An expected-side pattern cell of a TCK table (``/[\\s\\w]+/``); only meaningful in comparison."""

    pattern: str

    def __str__(self) -> str:
        return f"/{self.pattern}/"


# --------------------------------------------------------------------------- collections


class List(_Canonical):
    """An ordered list of values (NebulaGraph ``[1, 2]``)."""

    __slots__ = ("items", "_key")

    def __init__(self, items: Iterable[Value] = ()) -> None:
        self.items: tuple[Value, ...] = tuple(items)
        self._key: Hashable | None = None

    def _canon(self) -> Hashable:
        if self._key is None:
            self._key = ("list", tuple(canon(v) for v in self.items))
        return self._key

    def __iter__(self) -> Iterator[Value]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, index: int) -> Value:
        return self.items[index]

    def __repr__(self) -> str:
        return f"List({list(self.items)!r})"


class Set(_Canonical):
    """A set of values (NebulaGraph ``{1, 2}``). Duplicates (by type-strict equality) are
    dropped; the first-seen order is kept only for printing."""

    __slots__ = ("items", "_key")

    def __init__(self, items: Iterable[Value] = ()) -> None:
        seen: dict[Hashable, Value] = {}
        for v in items:
            seen.setdefault(canon(v), v)
        self.items: tuple[Value, ...] = tuple(seen.values())
        self._key: Hashable | None = ("set", frozenset(seen))

    def _canon(self) -> Hashable:
        return self._key

    def __iter__(self) -> Iterator[Value]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __repr__(self) -> str:
        return f"Set({list(self.items)!r})"


class _FrozenMapping(_Canonical, Mapping[str, Any]):
    """Immutable str-keyed mapping; insertion order kept for printing, ignored by ``==``."""

    __slots__ = ("_data", "_key")

    def __init__(self, data: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()) -> None:
        pairs = data.items() if isinstance(data, Mapping) else data
        built: dict[str, Any] = {}
        for k, v in pairs:
            if not isinstance(k, str):
                raise TypeError(f"map keys must be strings, got {k!r}")
            built[k] = self._convert(v)
        self._data = built
        self._key: Hashable | None = None

    def _convert(self, v: Any) -> Any:
        return v

    def _value_key(self, v: Any) -> Hashable:
        return canon(v)

    def _canon(self) -> Hashable:
        if self._key is None:
            self._key = (
                type(self).__name__,
                frozenset((k, self._value_key(v)) for k, v in self._data.items()),
            )
        return self._key

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._data!r})"

    # Mapping defines __eq__ too; keep the type-strict one from _Canonical.
    __eq__ = _Canonical.__eq__
    __hash__ = _Canonical.__hash__


class Map(_FrozenMapping):
    """A map from string keys to values (NebulaGraph ``{k: v}``); key order does not matter."""

    __slots__ = ()

    def __getitem__(self, key: str) -> Value:
        return self._data[key]


class Tags(_FrozenMapping):
    """A vertex's tags: tag name → its property :class:`Map`, or ``None`` when a TCK cell names
    the tag without writing a property map (relax comparison then checks only the name)."""

    __slots__ = ()

    def _convert(self, v: Any) -> Any:
        if v is None or isinstance(v, Map):
            return v
        if isinstance(v, Mapping):
            return Map(v)
        raise TypeError(f"tag properties must be a mapping or None, got {v!r}")

    def _value_key(self, v: Any) -> Hashable:
        return None if v is None else canon(v)

    def __getitem__(self, key: str) -> Map | None:
        return self._data[key]


# --------------------------------------------------------------------------- graph elements


@dataclass(frozen=True, eq=False)
class Vertex(_Canonical):
    """A vertex: its id (a string or an int) and its tags with their properties."""

    vid: Value
    tags: Tags = field(default_factory=Tags)

    def __post_init__(self) -> None:
        if not isinstance(self.tags, Tags):
            object.__setattr__(self, "tags", Tags(self.tags))

    def _canon(self) -> Hashable:
        return ("vertex", canon(self.vid), canon(self.tags))

    def props(self, tag: str) -> Map:
        """The properties of ``tag`` (empty when the tag is absent or its map was not written)."""
        return self.tags.get(tag) or Map()


@dataclass(frozen=True, eq=False)
class Edge(_Canonical):
    """An edge as NebulaGraph stores it: ``src -[type @rank]-> dst`` with properties.

    NebulaGraph stores each edge once, in one direction. ``reversed`` records only that it was
    traversed/written against that direction (``[:like "b"<-"a"]`` is the stored edge a→b);
    it is presentation, so it takes no part in ``==``. ``rank``/``props`` are ``None`` only in
    relax-comparison patterns that do not write them.
    """

    src: Value
    dst: Value
    type: str
    rank: int | None = 0
    props: Map | None = field(default_factory=Map)
    reversed: bool = False

    def __post_init__(self) -> None:
        if self.props is not None and not isinstance(self.props, Map):
            object.__setattr__(self, "props", Map(self.props))

    def _canon(self) -> Hashable:
        props = None if self.props is None else canon(self.props)
        return ("edge", canon(self.src), canon(self.dst), self.type, self.rank, props)

    @property
    def from_vid(self) -> Value:
        """The id on the side the edge was traversed from (``src`` unless ``reversed``)."""
        return self.dst if self.reversed else self.src

    @property
    def to_vid(self) -> Value:
        """The id on the side the edge was traversed to."""
        return self.src if self.reversed else self.dst


@dataclass(frozen=True, eq=False)
class Step(_Canonical):
    """One hop of a path: the edge taken (``edge.reversed`` = walked against its direction) and
    the vertex reached."""

    edge: Edge
    vertex: Vertex

    def _canon(self) -> Hashable:
        return ("step", canon(self.edge), self.edge.reversed, canon(self.vertex))


@dataclass(frozen=True, eq=False)
class Path(_Canonical):
    """A path: a start vertex and zero or more steps."""

    start: Vertex
    steps: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        steps = tuple(s if isinstance(s, Step) else Step(*s) for s in self.steps)
        object.__setattr__(self, "steps", steps)

    def _canon(self) -> Hashable:
        return ("path", canon(self.start), tuple(canon(s) for s in self.steps))

    @property
    def vertices(self) -> tuple[Vertex, ...]:
        return (self.start, *(s.vertex for s in self.steps))

    @property
    def edges(self) -> tuple[Edge, ...]:
        return tuple(s.edge for s in self.steps)

    def __len__(self) -> int:
        return len(self.steps)


Value = (
    Null
    | Empty
    | bool
    | int
    | float
    | str
    | Date
    | Time
    | DateTime
    | Duration
    | List
    | Set
    | Map
    | Vertex
    | Edge
    | Path
    | Regex
)
"""Any r3 value. ``Regex`` appears only on the expected side of a comparison."""

Row = tuple[Value, ...]

_SCALARS = (bool, int, float, str)
_OBJECTS = (Null, Empty, Date, Time, DateTime, Duration, List, Set, Map, Vertex, Edge, Path, Regex)


def is_value(obj: object) -> TypeGuard[Value]:
    """True if ``obj`` is an r3 value (without looking inside collections)."""
    return isinstance(obj, (_SCALARS, _OBJECTS))


def from_native(obj: object) -> Value:
    """Convert plain Python data (as a driver might return it) into r3 values.

    ``None`` → NULL, ``dict`` → :class:`Map`, ``list``/``tuple`` → :class:`List`,
    ``set``/``frozenset`` → :class:`Set`; r3 values pass through unchanged.
    """
    if obj is None:
        return NULL
    if isinstance(obj, (_OBJECTS, _SCALARS)):
        return obj
    if isinstance(obj, Mapping):
        return Map((str(k), from_native(v)) for k, v in obj.items())
    if isinstance(obj, (list, tuple)):
        return List(from_native(v) for v in obj)
    if isinstance(obj, (set, frozenset)):
        return Set(from_native(v) for v in obj)
    raise TypeError(f"cannot convert {type(obj).__name__} {obj!r} to an r3 value")
