"""Records and typed values of the embedded engine's storage: checking, JSON, schema JSON.

Why a module of its own: this is the one place that decides how a property value looks in
memory (Python scalars, ``None`` for NULL, :mod:`r3.values` ``Date``/``Time``/``DateTime``/
``Duration`` for temporal types) and in SQLite (JSON text, temporal values as ISO text), and
how a schema is stored so a file reopens without its DDL. Loaders use the same conversions.
"""

from __future__ import annotations

import datetime as _dt
import gc
import json
import math
import struct
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from json.encoder import encode_basestring as _enc_str  # C-accelerated; keeps non-ASCII text
from typing import Any, Literal, NamedTuple, TypeVar, cast

from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.evaluator import ExpressionEvaluator
from r3.engine.geo import normalise as normalise_wkt
from r3.engine.missing import MISSING
from r3.engine.scope import Scope
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.lang import ast as A
from r3.values.value_model import Date, DateTime, Duration, List, Null, Set, Time, Value

INT_LIMITS = {"int8": 2**7, "int16": 2**15, "int32": 2**31, "int64": 2**63, "timestamp": 2**63}
TEMPORAL = ("date", "time", "datetime")
_TEMPORAL_CLASS: dict[str, type] = {"date": Date, "time": Time, "datetime": DateTime}
_FLOAT32 = struct.Struct("<f")
_FLOAT32_MAX = 3.4028234663852886e38
ERR_TYPE = "Storage Error: The data type does not meet the requirements. Use the correct type of data."


# --------------------------------------------------------------------------- records

Vid = str | int
#: An edge's identity: ``(src, edge type, rank, dst)``.
EdgeKey = tuple[Vid, str, int, Vid]
Kind = Literal["tag", "edge"]
#: A stored property value: a scalar or temporal value as :func:`check_value` leaves it,
#: ``None`` for NULL (a geography value is kept as it was given).
PropValue = Value | None
#: One tag's or edge's props, name → value.
Props = Mapping[str, PropValue]


class VertexRecord(NamedTuple):
    """A vertex: its id and ``{tag: {prop: value}}`` (props in schema order, read-only)."""

    vid: Vid
    tags: Mapping[str, Props]


class EdgeRecord(NamedTuple):
    """An edge as stored; :attr:`key` is its identity ``(src, type, rank, dst)``."""

    src: Vid
    dst: Vid
    type: str
    rank: int
    props: Props

    @property
    def key(self) -> EdgeKey:
        return (self.src, self.type, self.rank, self.dst)


@dataclass(frozen=True)
class SpaceStats:
    """Sizes of a space, for guards (max rows / expansions) and load summaries."""

    vertices: int
    edges: int
    tags: dict[str, int]
    edge_types: dict[str, int]


K = TypeVar("K", bound="tuple[Vid, str] | EdgeKey")

tuple_new = tuple.__new__  # builds a NamedTuple without NamedTuple.__new__'s keyword handling


# --------------------------------------------------------------------------- values


def parse_temporal(ptype: str, text: str) -> Date | Time | DateTime:
    """``date``/``time``/``datetime`` text (ISO 8601, as nGQL's ``date("…")`` takes it) → value.

    Values are :mod:`r3.values` ``Date``/``Time``/``DateTime``; offsets are folded into UTC
    the way NebulaGraph stores them.
    """
    if ptype not in ("date", "time"):
        return _parse_datetime(text, ptype)
    raw = text.strip()
    try:
        if ptype == "date":
            d = _dt.date.fromisoformat(raw)
            return Date(d.year, d.month, d.day)
        if ptype == "time":
            t = _dt.time.fromisoformat(raw)
            if t.utcoffset():
                t = (_dt.datetime.combine(_dt.date(2000, 1, 1), t) - t.utcoffset()).time()  # type: ignore[operator]
        return Time(t.hour, t.minute, t.second, t.microsecond)
    except ValueError as e:
        raise QueryExecutionError(f"invalid {ptype} value {text!r}: {e}") from e


def _parse_datetime(text: str, ptype: str = "datetime") -> DateTime:
    try:
        return _datetime_value(_dt.datetime.fromisoformat(text.strip()))
    except ValueError as e:
        raise QueryExecutionError(f"invalid {ptype} value {text!r}: {e}") from e


def _datetime_value(value: _dt.datetime) -> DateTime:
    if value.tzinfo is not None:
        value = value.astimezone(_dt.timezone.utc).replace(tzinfo=None)
    return DateTime(
        value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
    )


def to_value(value: PropValue | _dt.date | _dt.time) -> PropValue:
    """Python ``datetime``/``date``/``time`` → the r3.values type; anything else unchanged."""
    if isinstance(value, _dt.datetime):
        return _datetime_value(value)
    if isinstance(value, _dt.date):
        return Date(value.year, value.month, value.day)
    if isinstance(value, _dt.time):
        return Time(value.hour, value.minute, value.second, value.microsecond)
    return value


def _epoch(value: DateTime) -> int:
    stamp = _dt.datetime(value.year, value.month, value.day, value.hour, value.minute, value.second)
    return int(stamp.replace(tzinfo=_dt.timezone.utc).timestamp())


def _json_default(value: object) -> str | list[Any]:
    if isinstance(value, (Date, Time, DateTime)):
        return str(value)
    if isinstance(value, (List, Set)):  # a list<…>/set<…> property: a JSON array of its scalars
        return list(value.items)
    if isinstance(value, Duration):
        return [value.months, value.seconds, value.microseconds]
    raise TypeError(f"cannot store a {type(value).__name__} value")


def collection_type(ptype: str) -> tuple[str, str] | None:
    """``("list"|"set", element type)`` for a ``list<…>``/``set<…>`` property type, else None.

    NebulaGraph 3.8 has ``List< string|int|float >`` and ``Set< … >`` properties
    (``DESCRIBE`` prints ``list_string``, ``set_int`` …).
    """
    for kind in ("list", "set"):
        if ptype.startswith(kind + "<") and ptype.endswith(">"):
            return kind, ptype[len(kind) + 1 : -1].strip()
    return None


def _check_collection(prop: PropertyDef, kind: str, element: str, value: PropValue) -> List | Set:
    """A list/set property value: the right collection, every item checked as the element type."""
    if not isinstance(value, List if kind == "list" else Set):
        raise ValueError(f"{ERR_TYPE} (`{prop.name}' is {prop.type}, got {type(value).__name__} {value!r})")
    item_prop = PropertyDef(prop.name, element, nullable=False)
    # the element is not nullable, so check_value never returns None here
    items = [cast(Value, check_value(item_prop, item)) for item in value.items]
    return List(items) if kind == "list" else Set(items)


def _decode_temporal(ptype: str, raw: object) -> object:
    if ptype == "duration":
        return Duration(*raw) if isinstance(raw, list) else raw
    return parse_temporal(ptype, raw) if isinstance(raw, str) else raw


_encode_json = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=_json_default).encode


def literal_value(expr: object) -> PropValue:
    """The value of a constant AST expression (literals, ``-n``, ``date("…")`` & co), else KeyError.

    Why here: loaders and schema defaults need constants long before the expression evaluator
    exists, and both must agree on what ``datetime("2019-01-01T00:00:00")`` stores.
    """
    if isinstance(expr, A.Literal):
        return expr.value
    if isinstance(expr, A.UnaryOp) and expr.op in ("-", "+"):
        inner = literal_value(expr.operand)
        if isinstance(inner, (int, float)) and not isinstance(inner, bool):
            return -inner if expr.op == "-" else inner
    if isinstance(expr, A.FunctionCall) and len(expr.args) == 1:
        name = expr.name.lower()
        arg = literal_value(expr.args[0])
        if name in TEMPORAL and isinstance(arg, str):
            return parse_temporal(name, arg)
        if name == "timestamp" and isinstance(arg, (str, int)) and not isinstance(arg, bool):
            return check_value(PropertyDef("timestamp", "timestamp"), arg)
        if name == "st_geogfromtext" and isinstance(arg, str):
            try:
                return normalise_wkt(arg)
            except ValueError:
                raise QueryExecutionError("Invalid parm!") from None  # meta's answer to a bad default
    if isinstance(expr, A.FunctionCall) and expr.name.lower() == "st_point" and len(expr.args) == 2:
        x, y = (literal_value(a) for a in expr.args)
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (x, y)):
            return normalise_wkt(f"POINT({x} {y})")
    raise KeyError(type(expr).__name__)


def default_value(default: object) -> PropValue:
    """What a column's DEFAULT gives a row written without the column, at the time of writing.

    NebulaGraph keeps a DEFAULT as an expression and evaluates it on every write that leaves
    the column out, so ``DEFAULT 1+1`` stores 2 and ``timestamp DEFAULT now()`` the time of
    each INSERT (the meta service evaluated it once at CREATE to check its type; see
    :func:`check_default`). Constants were folded when the column was declared.
    """
    if default is None or isinstance(default, (bool, int, float, str, Date, Time, DateTime, Duration)):
        return cast(PropValue, default)
    try:
        return literal_value(default)
    except KeyError:
        pass
    if not isinstance(default, A.Expr):
        return cast(PropValue, default)
    value = ExpressionEvaluator(None).eval(default, Scope())
    return None if isinstance(value, Null) else cast(PropValue, value)


#: The value kinds a DEFAULT may have per column type, as meta's ``SchemaUtil::checkType``
#: asks (numbers: a float column also takes an int, which it stores as a float).
_DEFAULT_KINDS: dict[str, tuple[type, ...]] = {
    "bool": (bool,),
    "string": (str,),
    "fixed_string": (str,),
    "double": (int, float),
    "float": (int, float),
    "timestamp": (int,),
    "date": (Date,),
    "time": (Time,),
    "datetime": (DateTime,),
    "duration": (Duration,),
}


def check_default(prop: PropertyDef) -> None:
    """CREATE / ALTER: refuse a DEFAULT the column cannot hold, as NebulaGraph's meta does.

    Meta evaluates the default once and answers ``E_INVALID_PARM`` ("Invalid parm!", the text
    NebulaGraph's TCK expects for a bad geography default) when its value is not of the
    column's type (``age int DEFAULT "hello"``), an integer is out of the column's range, or
    it is NULL on a NOT NULL column.
    """
    if not prop.has_default:
        return
    try:
        value = default_value(prop.default)
    except (QueryExecutionError, QuerySemanticError, ValueError, ArithmeticError):
        raise QueryExecutionError("Invalid parm!") from None
    if value is None:
        if not prop.nullable:
            raise QueryExecutionError("Invalid parm!")
        return
    t = prop.type
    if t in INT_LIMITS and t != "timestamp":
        ok = (
            isinstance(value, int) and not isinstance(value, bool) and -INT_LIMITS[t] <= value < INT_LIMITS[t]
        )
    elif t in _DEFAULT_KINDS:
        kinds = _DEFAULT_KINDS[t]
        ok = isinstance(value, kinds) and (bool in kinds or not isinstance(value, bool))
        if t == "timestamp" and isinstance(value, str):  # a timestamp text the column converts
            ok = True
    else:
        ok = True  # geography, collections: their own checks
    if not ok:
        raise QueryExecutionError("Invalid parm!")


def check_value(prop: PropertyDef, value: PropValue) -> PropValue:
    """``value`` converted to what ``prop`` stores, or ValueError with NebulaGraph's reason."""
    t = prop.type
    if value is None or isinstance(value, Null):
        if not prop.nullable:
            raise ValueError("Storage Error: The not null field cannot be null.")
        return None
    if t in INT_LIMITS:
        if isinstance(value, int) and not isinstance(value, bool):
            lim = INT_LIMITS[t]
            if not -lim <= value < lim:
                raise ValueError(f"Storage Error: Out of range value {value} for {t}.")
            return value
        if isinstance(value, float) and t != "timestamp":
            return _rounded_int(value, t)
        if t == "timestamp" and isinstance(value, (DateTime, str)):
            return _epoch(_parse_datetime(value) if isinstance(value, str) else value)
    elif t == "double":
        if isinstance(value, float):
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return float(value)
    elif t == "float":
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return _single_precision(float(value))
    elif t == "string":
        if isinstance(value, str):
            return value
    elif t == "fixed_string":
        if isinstance(value, str):
            n = prop.length
            if n is not None and len(value) * 4 > n and len(value.encode()) > n:
                return value.encode()[:n].decode("utf-8", "ignore")  # NebulaGraph truncates
            return value
    elif t == "bool":
        if isinstance(value, bool):
            return value
    elif t in TEMPORAL:
        value = to_value(value)
        if isinstance(value, _TEMPORAL_CLASS[t]):
            return value
    elif t == "duration":
        if isinstance(value, Duration):
            return value
    elif (collection := collection_type(t)) is not None:
        return _check_collection(prop, *collection, value)
    elif isinstance(value, str):  # geography: normalised WKT text (r3.engine.geo)
        try:
            return normalise_wkt(value)
        except ValueError:
            pass
    raise ValueError(f"{ERR_TYPE} (`{prop.name}' is {t}, got {type(value).__name__} {value!r})")


def _rounded_int(value: float, ptype: str) -> int:
    """A float written to an integer column, rounded half away from zero (1.numeric.md: "Round
    a FLOAT/DOUBLE value when inserting it to an INT column"; the range is checked before
    rounding, as NebulaGraph's row writer does)."""
    lim = INT_LIMITS[ptype]
    if not -lim <= value <= lim - 1:  # NaN fails both comparisons
        raise ValueError(f"Storage Error: Out of range value {value} for {ptype}.")
    whole = math.floor(abs(value) + 0.5)
    return int(whole if value >= 0 else -whole)


def _single_precision(value: float) -> float:
    """A FLOAT property keeps a 32-bit float and reads back as the DOUBLE of it (1.numeric.md:
    FLOAT has "6~7 bits" of precision, its "resulted data type" is DOUBLE: 3.14 reads
    3.140000104904175); beyond the FLOAT range it is out of range."""
    if math.isfinite(value) and abs(value) > _FLOAT32_MAX:
        raise ValueError(f"Storage Error: Out of range value {value} for float.")
    return float(_FLOAT32.unpack(_FLOAT32.pack(value))[0])


def _checker(prop: PropertyDef, shape: str | None = None) -> Callable[[PropValue], PropValue]:
    """A fast :func:`check_value` for one property: common good values skip the general path."""
    t = prop.type
    if shape is not None:

        def check_shape(v: PropValue) -> PropValue:
            v = check_value(prop, v)
            if isinstance(v, str) and not v.lower().startswith(shape):
                raise ValueError(f"{ERR_TYPE} (`{prop.name}' is geography({shape}), got {v})")
            return v

        return check_shape
    if t in INT_LIMITS and t != "timestamp":
        lim = INT_LIMITS[t]

        def check_int(v: PropValue) -> PropValue:
            return v if type(v) is int and -lim <= v < lim else check_value(prop, v)

        return check_int
    if t == "string":
        return lambda v: v if type(v) is str else check_value(prop, v)
    if t == "double":
        return lambda v: v if type(v) is float else check_value(prop, v)
    return lambda v: check_value(prop, v)


def _enc_other(value: PropValue) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, float):
        if value != value:
            return "NaN"
        if value in (float("inf"), float("-inf")):
            return "Infinity" if value > 0 else "-Infinity"
        return float.__repr__(value)
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, str):
        return _enc_str(value)
    return _encode_json(value)


class PropPlan:
    """How to validate, encode and decode the props of one tag or edge type (cached per schema).

    Why hand-rolled JSON: encoding props is the hottest step of a bulk load, and a
    specialised encoder for flat scalar maps is several times faster than ``json.dumps``
    while producing JSON that ``json.loads`` reads back exactly.
    """

    __slots__ = ("item", "props", "names", "temporal", "collections", "_checks", "_keys")

    def __init__(self, item: SchemaItem, shapes: Mapping[str, str] | None = None) -> None:
        """``shapes``: the one geography shape (``point`` …) a ``geography(shape)`` column takes."""
        self.item = item
        self.props = tuple(item.properties)
        self.names = frozenset(p.name for p in self.props)
        self.temporal = tuple((p.name, p.type) for p in self.props if p.type in (*TEMPORAL, "duration"))
        self.collections = tuple(
            (p.name, List if c[0] == "list" else Set) for p in self.props if (c := collection_type(p.type))
        )
        self._checks = tuple((p, p.name, _checker(p, (shapes or {}).get(p.name))) for p in self.props)
        self._keys = {p.name: _enc_str(p.name) + ":" for p in self.props}

    def default(self, prop: PropertyDef) -> PropValue:
        if prop.has_default:
            return default_value(prop.default)
        if not prop.nullable:
            raise ValueError("Storage Error: The not null field doesn't have a default value.")
        return None

    def build(self, given: Props) -> dict[str, PropValue]:
        """A full props dict (schema order) from the given subset; unknown names are errors."""
        out: dict[str, PropValue] = {}
        seen = 0
        for p, name, check in self._checks:
            v = given.get(name, MISSING)
            if v is MISSING:
                out[name] = check_value(p, self.default(p))
            else:
                seen += 1
                out[name] = check(v)
        if seen != len(given):
            self._unknown(given)
        return out

    def merge(self, old: Props, changes: Props) -> dict[str, PropValue]:
        self._unknown(changes)
        out = dict(old)
        for p in self.props:
            if p.name in changes:
                out[p.name] = check_value(p, changes[p.name])
        return out

    def _unknown(self, given: Props) -> None:
        for name in given:
            if name not in self.names:
                raise QuerySemanticError(f"Unknown column `{name}' in schema `{self.item.name}'")

    def encode(self, props: Props) -> str:
        """Props as JSON text (keys must be this plan's names; values as :func:`check_value` left them)."""
        keys = self._keys
        parts = []
        for k, v in props.items():
            if type(v) is str:
                parts.append(keys[k] + _enc_str(v))
            elif type(v) is int:
                parts.append(keys[k] + int.__repr__(v))
            elif v is None:
                parts.append(keys[k] + "null")
            else:
                parts.append(keys[k] + _enc_other(v))
        return "{" + ",".join(parts) + "}"

    def decode(self, text: str) -> dict[str, PropValue]:
        # JSON that :meth:`encode` wrote: scalars, temporal values as text, durations as lists
        props: dict[str, Any] = json.loads(text)
        for name, ptype in self.temporal:
            raw = props.get(name)
            if raw is not None:
                props[name] = _decode_temporal(ptype, raw)
        for name, collection in self.collections:
            raw = props.get(name)
            if isinstance(raw, list):
                props[name] = collection(raw)
        return props


# --------------------------------------------------------------------------- schema <-> JSON


def schema_to_json(schema: SpaceSchema) -> str:
    """The schema as JSON text (what the ``spaces`` table stores)."""
    return json.dumps(asdict(schema), ensure_ascii=False, default=_json_default_schema)


def _json_default_schema(value: object) -> str | list[int] | dict[str, str]:
    try:
        return _json_default(value)
    except TypeError:
        return {"__unstored__": str(value)}


def schema_from_json(text: str) -> SpaceSchema:
    raw = json.loads(text)

    def item(d: dict[str, Any]) -> SchemaItem:  # a decoded SchemaItem: its fields by name
        props = [PropertyDef(**p) for p in d.pop("properties")]
        d["endpoints"] = [tuple(e) for e in d.get("endpoints", [])]
        return SchemaItem(properties=props, **d)

    return SpaceSchema(
        name=raw["name"],
        vid_type=raw["vid_type"],
        vid_length=raw["vid_length"],
        tags={k: item(v) for k, v in raw["tags"].items()},
        edges={k: item(v) for k, v in raw["edges"].items()},
        indexes={k: IndexDef(**v) for k, v in raw["indexes"].items()},
        options=raw.get("options", {}),
    )


# --------------------------------------------------------------------------- helpers


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic GC while building many acyclic containers (it would rescan them all)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def sorted_rows(items: Iterable[tuple[K, str | None]]) -> list[tuple[K, str | None]]:
    """Pending rows in key order: inserting into SQLite's B-trees in order touches each page once."""
    rows = list(items)
    with suppress(TypeError):  # keys of mixed types cannot be ordered: any order is as correct
        rows.sort(key=_first_item)
    return rows


def _first_item(item: tuple[K, object]) -> K:
    return item[0]


def build_props(plan: PropPlan, props: Props) -> dict[str, PropValue]:
    try:
        return plan.build(props)
    except ValueError as e:
        raise QueryExecutionError(f"{e} [in `{plan.item.name}']") from e


def merge_props(plan: PropPlan, old: Props, changes: Props) -> dict[str, PropValue]:
    try:
        return plan.merge(old, changes)
    except ValueError as e:
        raise QueryExecutionError(f"{e} [in `{plan.item.name}']") from e
