"""Convert nebula3-python's thrift values, results and errors into r3's own types.

Why a module of its own: the conversion is pure (no sockets), so every rule — typed nulls,
multi-tag vertices, the sign of an edge's type, paths, storage-scan datasets, DESCRIBE
tables, error codes — is unit-tested on the client's own ``ttypes`` objects without a
server. :mod:`r3.graph.nebula` only moves bytes and calls these functions; nothing of the
thrift types leaves this layer (the architecture's "never let thrift types leak out").

Rules worth knowing:

- strings, names and map keys arrive as ``bytes`` and are decoded as UTF-8 (undecodable
  bytes become U+FFFD rather than failing a whole result);
- ``Value()`` with no field set is NebulaGraph's ``EMPTY``; ``nVal`` kinds map onto
  :class:`~r3.values.Null` kinds (``__NULL__`` is plain ``NULL``);
- dates and times are kept exactly as the server sends them (UTC), with no local-time shift
  (the client's ``ValueWrapper`` would apply the session's time zone; r3 compares the
  stored values, as NebulaGraph's own tests do);
- an edge whose ``type`` is negative was read from its destination's side: it is the stored
  edge ``dst -> src`` traversed backwards, so src/dst are swapped back and ``reversed`` set;
- geography values become their WKT text (``POINT(3 8)``) and a nested ``DataSet`` value a
  list of row maps, as r3's value model has neither type.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from r3.contracts.backend import ResultSet
from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SchemaKind, SpaceSchema
from r3.errors import (
    GraphConnectionError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    R3Error,
)
from r3.values import (
    EMPTY,
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
    Value,
    ValueParseError,
    Vertex,
    parse_value,
)

# ttypes.Value field ids (thrift union tags); mirrored here so this module can be read and
# tested without importing the client, and checked against it in the tests.
F_EMPTY, F_NULL, F_BOOL, F_INT, F_FLOAT, F_STR = 0, 1, 2, 3, 4, 5
F_DATE, F_TIME, F_DATETIME, F_VERTEX, F_EDGE, F_PATH = 6, 7, 8, 9, 10, 11
F_LIST, F_MAP, F_SET, F_DATASET, F_GEOGRAPHY, F_DURATION = 12, 13, 14, 15, 16, 17

#: ttypes.NullType value → r3 null kind.
NULL_KIND_BY_CODE = {
    0: "NULL",
    1: "NaN",
    2: "BAD_DATA",
    3: "BAD_TYPE",
    4: "ERR_OVERFLOW",
    5: "UNKNOWN_PROP",
    6: "DIV_BY_ZERO",
    7: "OUT_OF_RANGE",
}


def text(raw: bytes | str | None) -> str:
    """A name or string from the wire (bytes) as ``str``."""
    if raw is None:
        return ""
    if isinstance(raw, bytes):
        return raw.decode("utf-8", errors="replace")
    return str(raw)


# --------------------------------------------------------------------------- values


def to_r3(value: Any) -> Value:
    """Convert one ``nebula3.common.ttypes.Value`` into an r3 value (by which union field is set)."""
    field = getattr(value, "field", None)
    if field is None:
        raise TypeError(f"not a nebula Value: {value!r}")
    convert = _BY_FIELD.get(field)
    if convert is None:
        raise TypeError(f"unknown nebula Value field {field}")
    return convert(value.value)


def _null(code: Any) -> Null:
    return Null(NULL_KIND_BY_CODE.get(code, "NULL"))


def _date(raw: Any) -> Date:
    return Date(raw.year, raw.month, raw.day)


def _time(raw: Any) -> Time:
    return Time(raw.hour, raw.minute, raw.sec, raw.microsec or 0)


def _datetime(raw: Any) -> DateTime:
    return DateTime(raw.year, raw.month, raw.day, raw.hour, raw.minute, raw.sec, raw.microsec or 0)


def _list(raw: Any) -> List:
    return List(to_r3(v) for v in (raw.values or ()))


def _map(raw: Any) -> Map:
    return Map((text(k), to_r3(v)) for k, v in (raw.kvs or {}).items())


def _set(raw: Any) -> Set:
    return Set(to_r3(v) for v in (raw.values or ()))


def _dataset(raw: Any) -> List:
    """A DataSet value as a list of row maps (column → value)."""
    columns = [text(c) for c in (raw.column_names or ())]
    return List(
        Map(zip(columns, (to_r3(v) for v in row.values or ()), strict=False)) for row in raw.rows or ()
    )


def _duration(raw: Any) -> Duration:
    return Duration(months=raw.months or 0, seconds=raw.seconds or 0, microseconds=raw.microseconds or 0)


def _props(props: Mapping[bytes, Any] | None) -> Map:
    return Map((text(k), to_r3(v)) for k, v in (props or {}).items())


def vertex_to_r3(vertex: Any) -> Vertex:
    """A ``ttypes.Vertex`` (vid + tags, each with its properties) as an r3 Vertex."""
    tags = Tags((text(tag.name), _props(tag.props)) for tag in vertex.tags or ())
    return Vertex(to_r3(vertex.vid), tags)


def edge_to_r3(edge: Any) -> Edge:
    """A ``ttypes.Edge``; a negative ``type`` means the stored edge ``dst -> src`` read backwards."""
    src, dst = to_r3(edge.src), to_r3(edge.dst)
    backwards = (edge.type or 0) < 0
    if backwards:
        src, dst = dst, src
    return Edge(src, dst, text(edge.name), int(edge.ranking or 0), _props(edge.props), reversed=backwards)


def path_to_r3(path: Any) -> Path:
    """A ``ttypes.Path``: each step's sign says whether it was walked along the stored edge."""
    start = vertex_to_r3(path.src)
    steps: list[Step] = []
    here = start.vid
    for step in path.steps or ():
        there = vertex_to_r3(step.dst)
        backwards = (step.type or 0) < 0
        src, dst = (there.vid, here) if backwards else (here, there.vid)
        edge = Edge(src, dst, text(step.name), int(step.ranking or 0), _props(step.props), reversed=backwards)
        steps.append(Step(edge, there))
        here = there.vid
    return Path(start, tuple(steps))


def geography_wkt(geo: Any) -> str:
    """WKT text of a ``ttypes.Geography`` (NebulaGraph prints geography values this way)."""

    def coord(c: Any) -> str:
        return f"{_num(c.x)} {_num(c.y)}"

    field, raw = geo.field, geo.value
    if field == 1:  # ptVal
        return f"POINT({coord(raw.coord)})"
    if field == 2:  # lsVal
        return f"LINESTRING({', '.join(coord(c) for c in raw.coordList or ())})"
    if field == 3:  # pgVal
        rings = ", ".join(f"({', '.join(coord(c) for c in ring)})" for ring in raw.coordListList or ())
        return f"POLYGON({rings})"
    raise TypeError(f"unknown nebula Geography field {field}")


def _num(x: float) -> str:
    return f"{x:.15g}"


#: A Value's union field → the conversion of what it holds.
_BY_FIELD: dict[int, Callable[[Any], Value]] = {
    F_EMPTY: lambda _raw: EMPTY,
    F_NULL: _null,
    F_BOOL: bool,
    F_INT: int,
    F_FLOAT: float,
    F_STR: text,
    F_DATE: _date,
    F_TIME: _time,
    F_DATETIME: _datetime,
    F_VERTEX: vertex_to_r3,
    F_EDGE: edge_to_r3,
    F_PATH: path_to_r3,
    F_LIST: _list,
    F_MAP: _map,
    F_SET: _set,
    F_DATASET: _dataset,
    F_GEOGRAPHY: geography_wkt,
    F_DURATION: _duration,
}


def dataset_rows(dataset: Any) -> tuple[list[str], list[tuple[Value, ...]]]:
    """Column names and converted rows of a ``ttypes.DataSet`` (None → no columns, no rows)."""
    if dataset is None:
        return [], []
    columns = [text(c) for c in dataset.column_names or ()]
    rows = [tuple(to_r3(v) for v in row.values or ()) for row in dataset.rows or ()]
    return columns, rows


# --------------------------------------------------------------------------- parameters


def from_r3(value: object) -> Any:
    """An r3 value (or plain Python data) as a ``ttypes.Value``, for ``execute_parameter``.

    Why not the client's ``_build_byte_param``: it casts ``datetime`` as a date (``datetime``
    is a ``date`` subclass) and has no maps, sets or nulls.
    """
    import datetime as _dt

    from nebula3.common import ttypes as T

    if value is None or isinstance(value, Null):
        code = 0 if value is None else next(c for c, k in NULL_KIND_BY_CODE.items() if k == value.kind)
        return T.Value(nVal=code)
    if isinstance(value, Empty):
        return T.Value()
    if isinstance(value, bool):
        return T.Value(bVal=value)
    if isinstance(value, int):
        return T.Value(iVal=value)
    if isinstance(value, float):
        return T.Value(fVal=value)
    if isinstance(value, str):
        return T.Value(sVal=value.encode("utf-8"))
    if isinstance(value, DateTime):
        return T.Value(
            dtVal=T.DateTime(
                value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
            )
        )
    if isinstance(value, _dt.datetime):
        return T.Value(
            dtVal=T.DateTime(
                value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
            )
        )
    if isinstance(value, (Date, _dt.date)):
        return T.Value(dVal=T.Date(value.year, value.month, value.day))
    if isinstance(value, Time):
        return T.Value(tVal=T.Time(value.hour, value.minute, value.second, value.microsecond))
    if isinstance(value, _dt.time):
        return T.Value(tVal=T.Time(value.hour, value.minute, value.second, value.microsecond))
    if isinstance(value, Duration):
        return T.Value(
            duVal=T.Duration(seconds=value.seconds, microseconds=value.microseconds, months=value.months)
        )
    if isinstance(value, (List, list, tuple)):
        return T.Value(lVal=T.NList(values=[from_r3(v) for v in value]))
    if isinstance(value, (Set, set, frozenset)):
        return T.Value(uVal=T.NSet(values={from_r3(v) for v in value}))
    if isinstance(value, Mapping):
        return T.Value(mVal=T.NMap(kvs={str(k).encode("utf-8"): from_r3(v) for k, v in value.items()}))
    raise TypeError(f"cannot pass {type(value).__name__} {value!r} as a NebulaGraph parameter")


def params_to_nebula(params: Mapping[str, object] | None) -> dict[bytes, Any] | None:
    """A parameter map for ``execute_parameter`` (keys are bytes on the wire)."""
    if not params:
        return None
    return {str(k).encode("utf-8"): from_r3(v) for k, v in params.items()}


# --------------------------------------------------------------------------- errors

# nebula3.common.ttypes.ErrorCode values used below.
SUCCEEDED = 0
E_DISCONNECTED = -1
E_FAIL_TO_CONNECT = -2
E_RPC_FAILURE = -3
E_LEADER_CHANGED = -4
E_SPACE_NOT_FOUND = -5
E_BAD_USERNAME_PASSWORD = -1001
E_SESSION_INVALID = -1002
E_SESSION_TIMEOUT = -1003
E_SYNTAX_ERROR = -1004
E_EXECUTION_ERROR = -1005
E_STATEMENT_EMPTY = -1006
E_BAD_PERMISSION = -1008
E_SEMANTIC_ERROR = -1009
E_TOO_MANY_CONNECTIONS = -1010
E_PARTIAL_SUCCEEDED = -1011
E_SESSION_NOT_FOUND = -2069
E_PLAN_IS_KILLED = -3060

#: Codes after which the session (or its connection) is gone: get a new one and retry.
SESSION_LOST = frozenset({E_SESSION_INVALID, E_SESSION_TIMEOUT, E_SESSION_NOT_FOUND})
#: Codes that say the statement never ran because the graph service could not be reached.
UNREACHABLE = frozenset({E_DISCONNECTED, E_FAIL_TO_CONNECT, E_RPC_FAILURE})

_NEAR = re.compile(r"near `(?P<token>.*)'", re.DOTALL)


def error_name(code: int) -> str:
    """NebulaGraph's name of an error code (``E_SYNTAX_ERROR``), or the number."""
    try:
        from nebula3.common.ttypes import ErrorCode
    except ImportError:  # pragma: no cover - the client is an optional dependency
        return str(code)
    return str(ErrorCode._VALUES_TO_NAMES.get(code, code))


def error_for(code: int, message: str, *, where: str = "NebulaGraph") -> R3Error:
    """The r3 exception for a failed response (``code`` from ``ttypes.ErrorCode``).

    Syntax errors keep the token NebulaGraph quotes (``near `RETRUN'``) so a repair loop can
    point at it; NebulaGraph does not report line/column.
    """
    msg = message.strip() or error_name(code)
    if code in (E_SYNTAX_ERROR, E_STATEMENT_EMPTY):
        m = _NEAR.search(msg)
        return QuerySyntaxError(msg, token=m.group("token") if m else None)
    if code == E_SEMANTIC_ERROR:
        return QuerySemanticError(msg)
    if code == E_BAD_USERNAME_PASSWORD:
        return GraphConnectionError(f"{where} refused the user name or password: {msg}")
    if code in SESSION_LOST:
        return GraphConnectionError(f"{where}: the session expired or was closed ({msg}); reconnect")
    if code in UNREACHABLE:
        return GraphConnectionError(f"{where} is unreachable ({error_name(code)}: {msg})")
    if code == E_TOO_MANY_CONNECTIONS:
        return GraphConnectionError(
            f"{where} has too many connections ({msg}); lower pool_size or retry later"
        )
    if code == E_PARTIAL_SUCCEEDED:
        return QueryExecutionError(f"partial result only (some storage parts failed): {msg}")
    if code == E_EXECUTION_ERROR:
        return QueryExecutionError(msg)
    name = error_name(code)
    return QueryExecutionError(msg if msg.startswith(name) else f"{name}: {msg}")


# --------------------------------------------------------------------------- results


def plan_text(plan: Any) -> str | None:
    """A compact text form of a ``PlanDescription`` (``EXPLAIN``/``PROFILE``): one line per node."""
    if plan is None or not getattr(plan, "plan_node_descs", None):
        return None
    lines = [f"format: {text(plan.format) or 'row'}"]
    for node in plan.plan_node_descs:
        deps = ",".join(str(d) for d in node.dependencies or ())
        line = f"{node.id}\t{text(node.name)}\tdeps=[{deps}]"
        for prof in node.profiles or ():
            line += (
                f"\trows={prof.rows} exec={prof.exec_duration_in_us}us total={prof.total_duration_in_us}us"
            )
        for pair in node.description or ():
            line += f"\t{text(pair.key)}={text(pair.value)}"
        lines.append(line)
    return "\n".join(lines)


def result_to_r3(result: Any, *, elapsed_s: float | None = None) -> ResultSet:
    """A successful ``nebula3.data.ResultSet.ResultSet`` as an r3 ResultSet."""
    names = result.keys()  # a list; the ResultSet itself iterates over records
    columns = [text(c) for c in names]
    rows = [tuple(to_r3(v) for v in row.values or ()) for row in result.rows()]
    space = text(result.space_name()) or None
    return ResultSet(columns, rows, space=space, elapsed_s=elapsed_s, plan=plan_text(result.plan_desc()))


# --------------------------------------------------------------------------- schema


def _cells(rs: ResultSet) -> list[dict[str, Value]]:
    return [dict(zip(rs.columns, row, strict=False)) for row in rs.rows]


def _str(v: object) -> str | None:
    if isinstance(v, (Null, Empty)) or v is None:
        return None
    return v if isinstance(v, str) else str(v)


_TYPE_LEN = re.compile(r"^\s*([A-Za-z_]+)\s*\(\s*(\d+)\s*\)\s*$")


def split_type(type_text: str) -> tuple[str, int | None]:
    """``fixed_string(32)`` → (``fixed_string``, 32); ``geography(point)`` → (``geography``, None)."""
    m = _TYPE_LEN.match(type_text)
    if m:
        return m.group(1).lower(), int(m.group(2))
    return type_text.strip().lower(), None


def names_from_show(rs: ResultSet) -> list[str]:
    """The names in a ``SHOW SPACES``/``SHOW TAGS``/``SHOW EDGES`` result (column ``Name``)."""
    column = "Name" if "Name" in rs.columns else rs.columns[0] if rs.columns else None
    if column is None:
        return []
    return [n for n in (_str(v) for v in rs.column(column)) if n]


def space_from_describe(name: str, rs: ResultSet) -> SpaceSchema:
    """A SpaceSchema (no tags yet) from ``DESCRIBE SPACE name``: vid type, partitions, charset…"""
    space = SpaceSchema(name=name)
    rows = _cells(rs)
    if not rows:
        return space
    row = rows[0]
    vid = _str(row.get("Vid Type")) or ""
    base, length = split_type(vid)
    if base.startswith("int"):
        space.vid_type, space.vid_length = "int64", None
    else:
        space.vid_type, space.vid_length = "fixed_string", length
    for column, key in (
        ("Partition Number", "partition_num"),
        ("Replica Factor", "replica_factor"),
        ("Charset", "charset"),
        ("Collate", "collate"),
        ("Atomic Edge", "atomic_edge"),
        ("Comment", "comment"),
    ):
        value = row.get(column)
        if value is not None and not isinstance(value, (Null, Empty)):
            space.options[key] = value
    return space


def _default(raw: Any) -> tuple[Any, bool]:
    """DESCRIBE's Default cell is the default expression's text: read literals, keep the rest."""
    if raw is None or isinstance(raw, (Null, Empty)):
        return None, False
    if not isinstance(raw, str):
        return raw, True

    try:
        value = parse_value(raw)
    except ValueParseError:
        return raw, True
    if isinstance(value, (bool, int, float, str, Null)):
        return value, True
    return raw, True


def item_from_describe(name: str, kind: SchemaKind, rs: ResultSet) -> SchemaItem:
    """A tag or edge type from ``DESCRIBE TAG|EDGE name`` (columns Field, Type, Null, Default, Comment)."""
    props: list[PropertyDef] = []
    for row in _cells(rs):
        field = _str(row.get("Field"))
        if not field:
            continue
        base, length = split_type(_str(row.get("Type")) or "string")
        default, has_default = _default(row.get("Default"))
        null = (_str(row.get("Null")) or "YES").upper()
        props.append(
            PropertyDef(
                name=field,
                type=base,
                nullable=null != "NO",
                default=default,
                has_default=has_default,
                comment=_str(row.get("Comment")) or None,
                length=length if base == "fixed_string" else None,
            )
        )
    return SchemaItem(name=name, kind=kind, properties=props)


def indexes_from_show(kind: SchemaKind, rs: ResultSet) -> list[IndexDef]:
    """Indexes from ``SHOW TAG|EDGE INDEXES`` (``Index Name``, ``By Tag|By Edge``, ``Columns``)."""
    by = "By Tag" if kind == "tag" else "By Edge"
    out: list[IndexDef] = []
    for row in _cells(rs):
        name = _str(row.get("Index Name") or row.get("Name"))
        if not name:
            continue
        fields_cell = row.get("Columns")
        fields = [f for f in (_str(v) for v in fields_cell)] if isinstance(fields_cell, List) else []
        out.append(
            IndexDef(name=name, kind=kind, schema=_str(row.get(by)) or "", fields=[f for f in fields if f])
        )
    return out


def index_fields_from_describe(index: IndexDef, rs: ResultSet) -> IndexDef:
    """Fill an index's fields and string prefix lengths from ``DESCRIBE TAG|EDGE INDEX name``."""
    fields: list[str] = []
    lengths: list[int | None] = []
    for row in _cells(rs):
        field = _str(row.get("Field"))
        if not field:
            continue
        _, length = split_type(_str(row.get("Type")) or "")
        fields.append(field)
        lengths.append(length)
    if fields:
        index.fields = fields
        index.lengths = lengths
    elif not index.lengths:
        index.lengths = [None] * len(index.fields)
    return index


# --------------------------------------------------------------------------- storage scans


def _group_columns(columns: list[str]) -> tuple[int | None, dict[str, dict[str, int]]]:
    """Split scan columns ``_vid``, ``tag._vid``, ``tag.prop`` into (vid column, {tag: {prop: i}})."""
    vid_col: int | None = None
    groups: dict[str, dict[str, int]] = {}
    for i, col in enumerate(columns):
        owner, dot, prop = col.partition(".")
        if not dot:
            if owner == "_vid" and vid_col is None:
                vid_col = i
            continue
        groups.setdefault(owner, {})[prop] = i
    return vid_col, groups


def _absent(values: Iterable[Value]) -> bool:
    return all(isinstance(v, Empty) for v in values)


def vertices_from_scan(dataset: Any) -> Iterator[Vertex]:
    """Vertices of one storage ``ScanVertex`` dataset.

    Columns are ``_vid`` then ``tag._vid``/``tag.prop`` for every requested tag; a vertex
    that lacks a tag has EMPTY in that tag's columns, so the tag is left out.
    """
    columns, rows = dataset_rows(dataset)
    vid_col, groups = _group_columns(columns)
    for row in rows:
        tags: dict[str, Map] = {}
        vid: Value = row[vid_col] if vid_col is not None else EMPTY
        for tag, cols in groups.items():
            if _absent(row[i] for i in cols.values()):
                continue
            if isinstance(vid, Empty) and "_vid" in cols:
                vid = row[cols["_vid"]]
            tags[tag] = Map((p, row[i]) for p, i in cols.items() if not p.startswith("_"))
        if isinstance(vid, Empty):
            continue
        yield Vertex(vid, Tags(tags))


def edges_from_scan(dataset: Any) -> Iterator[Edge]:
    """Edges of one storage ``ScanEdge`` dataset (``edge._src``, ``edge._type``, ``edge._rank``,
    ``edge._dst``, then properties). In-edge copies (negative ``_type``) are skipped: storage
    keeps every edge twice and the out-edge is the stored direction."""
    columns, rows = dataset_rows(dataset)
    _, groups = _group_columns(columns)
    for row in rows:
        for name, cols in groups.items():
            if "_src" not in cols or isinstance(row[cols["_src"]], (Empty, Null)):
                continue
            etype = row[cols["_type"]] if "_type" in cols else 1
            if isinstance(etype, int) and not isinstance(etype, bool) and etype < 0:
                continue
            rank = row[cols["_rank"]] if "_rank" in cols else 0
            props = Map((p, row[i]) for p, i in cols.items() if not p.startswith("_"))
            yield Edge(
                row[cols["_src"]], row[cols["_dst"]], name, rank if isinstance(rank, int) else 0, props
            )


class VertexStitcher:
    """Merge the parts of one vertex that a scan split across batches.

    Storage scans return each partition in key order (all tags of a vertex are adjacent),
    but a batch may end in the middle of a vertex's tags; the rest arrives at the start of
    that partition's next batch. The last vertex of every dataset is therefore held back
    until it is known to be complete — at most one vertex per partition is held in memory.
    """

    def __init__(self) -> None:
        self._held: dict[tuple[str, Value], Vertex] = {}

    def feed(self, vertices: Iterable[Vertex]) -> Iterator[Vertex]:
        """Take the vertices of one dataset (one partition's batch, in order); yield finished ones."""
        current: Vertex | None = None
        for v in vertices:
            key = _vid_key(v.vid)
            if current is None and key in self._held:
                current = self._held.pop(key)
            if current is not None and _vid_key(current.vid) == key:
                current = _merge(current, v)
                continue
            if current is not None:
                yield current
            current = v
        if current is not None:
            self._held[_vid_key(current.vid)] = current

    def finish(self) -> Iterator[Vertex]:
        """The vertices still held back, once the scan is complete."""
        held, self._held = self._held, {}
        yield from held.values()


def _vid_key(vid: Value) -> tuple[str, Value]:
    return (type(vid).__name__, vid)


def _merge(a: Vertex, b: Vertex) -> Vertex:
    tags = dict(a.tags.items())
    tags.update(b.tags.items())
    return Vertex(a.vid, Tags(tags))
