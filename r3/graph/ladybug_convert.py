"""How an r3 graph maps onto LadybugDB tables, and Ladybug values/errors back onto r3's.

Why a module apart from the adapter: the mapping is a set of decisions (documented here)
that the loader, the schema reader, the scans and the result converter must all apply the
same way.

Mapping (decided for r3; LadybugDB nodes have exactly one label):

- **tag → node table** named after the tag, primary key ``vid`` (``STRING`` or ``INT64`` as
  the space's vid type), then the tag's props in schema order. If a tag has a prop called
  ``vid`` the key column is ``_r3_vid`` instead (recorded in the table metadata).
- **multi-tag vertices**: one node table per *tag set* seen in the data with two tags or more,
  named by its tags in schema order joined by ``|`` (``player|bachelor``), holding the vertex
  once: its key, then every prop of its tags (a prop name two of the tags share is one column,
  of the first tag's type and value; the load notes a value or type that differs). So an
  unlabelled ``MATCH (v)`` finds the vertex once, and its edges are stored once, on that row.
  A label names a tag: the Cypher adapter reads ``(n:bachelor)`` as every table holding the
  tag (``(n:bachelor:`player|bachelor`)``, LadybugDB's labels being a disjunction), ``labels(n)``
  as the table name split at ``|`` and ``"bachelor" IN labels(n)`` as ``label(n) = …`` of those
  tables (:mod:`r3.graph.ladybug_cypher`), so ``MATCH (n:bachelor)-[e]->()`` sees the edges of
  a vertex whatever its first tag. The plain tag tables hold the vertices of that one tag only
  (they exist for every tag, empty or not). A node value converted to r3 carries every tag of
  its table; scans give one :class:`~r3.values.Vertex` per row. (Databases of layout 1, one
  row per tag with the edges on the first tag's row, are still read: a node value of theirs
  gets the other tags' rows read after the query.)
- **edge type → rel table** with a ``FROM a TO b`` pair per endpoint pair seen in the data
  (declared :attr:`~r3.contracts.schema.SchemaItem.endpoints`, or every tag pair when there is
  no data), its props in schema order, then ``rank INT64`` (``_r3_rank`` on a name clash).
- **vertices without a tag** and the missing endpoints of dangling edges (NebulaGraph allows
  both) live in a node table ``_r3_vertex(vid, real BOOL)``, created only when needed:
  ``real`` is true for tagless vertices, false for endpoints that are not vertices. Scans
  skip the ``real = false`` rows. An unlabelled ``MATCH (n)`` sees those rows too.
- **types**: bool → BOOL, intN → INTN, timestamp → INT64 (epoch seconds, as NebulaGraph),
  float/double → DOUBLE (Python floats are doubles: no precision lost), string/fixed_string →
  STRING, date → DATE, datetime → TIMESTAMP; ``time``, ``duration`` and ``geography`` have no
  exact Ladybug type (no TIME; INTERVAL folds months into days) and are stored as their r3
  text (``12:00:00.000000``, ``P1MT0.000000000S``, WKT), converted back wherever the column's
  r3 type is known (node/rel values and scans; a bare ``RETURN n.t`` stays text).
- **metadata**: each table's comment holds ``r3:`` + JSON (space name, vid type, the item's
  r3 property definitions, indexes), so :meth:`schema` gives back the r3 schema exactly. A
  database made by someone else has no such comments: its schema is read from the catalog.
"""

from __future__ import annotations

import datetime as _dt
import decimal
import json
import re
import uuid
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem
from r3.errors import QueryError, QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.values import (
    NULL,
    Date,
    DateTime,
    Duration,
    Edge,
    List,
    Map,
    Null,
    Path,
    Set,
    Step,
    Tags,
    Time,
    Value,
    Vertex,
    parse_value,
)
from r3.values.value_text import scalar_text

HIDDEN_TABLE = "_r3_vertex"
META_PREFIX = "r3:"
#: r3's table layout: 2 stores a vertex of several tags once, in its tag set's table (1: one
#: row per tag). Part of the cache fingerprint of :mod:`r3.graph.ladybug_spaces`.
META_VERSION = 2
#: Layouts whose comments this reads.
READ_VERSIONS = (1, 2)
#: What joins the tags of a tag-set table's name (no nGQL tag name holds it unquoted).
TAG_SET_SEPARATOR = "|"

TableKind = Literal["tag", "edge", "hidden", "tagset"]
TABLE_KINDS = ("tag", "edge", "hidden", "tagset")


def tag_set_name(tags: tuple[str, ...] | list[str]) -> str:
    """The node table of the vertices with exactly ``tags`` (in schema order)."""
    return TAG_SET_SEPARATOR.join(tags)


#: r3 property type → Ladybug column type.
LADYBUG_TYPES = {
    "bool": "BOOL",
    "int8": "INT8",
    "int16": "INT16",
    "int32": "INT32",
    "int64": "INT64",
    "timestamp": "INT64",
    "float": "DOUBLE",
    "double": "DOUBLE",
    "string": "STRING",
    "fixed_string": "STRING",
    "date": "DATE",
    "datetime": "TIMESTAMP",
    "time": "STRING",
    "duration": "STRING",
    "geography": "STRING",
}
#: Ladybug column type → r3 type, for databases without r3 metadata.
_R3_TYPES = {
    "BOOL": "bool",
    "INT8": "int8",
    "INT16": "int16",
    "INT32": "int32",
    "INT64": "int64",
    "INT128": "int64",
    "UINT8": "int16",
    "UINT16": "int32",
    "UINT32": "int64",
    "UINT64": "int64",
    "SERIAL": "int64",
    "FLOAT": "float",
    "DOUBLE": "double",
    "STRING": "string",
    "DATE": "date",
    "TIMESTAMP": "datetime",
    "INTERVAL": "duration",
}


def ladybug_type(r3_type: str) -> str:
    return LADYBUG_TYPES.get(r3_type, "STRING")


def r3_type(ladybug_type_name: str) -> str:
    """The r3 type of a Ladybug column (unknown and nested types read as ``string``)."""
    name = ladybug_type_name.upper()
    if name.startswith("TIMESTAMP"):
        return "datetime"
    if name.startswith("DECIMAL"):
        return "double"
    return _R3_TYPES.get(name, "string")


def quote_name(name: str) -> str:
    """A table or property name as a back-quoted Cypher identifier (always quoted: no keyword clash)."""
    return "`" + name.replace("`", "``") + "`"


def string_literal(text: str) -> str:
    """``text`` as a single-quoted Cypher string literal (backslash escapes, as Ladybug reads them)."""
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


# --------------------------------------------------------------------------- table metadata


@dataclass
class TableMeta:
    """What r3 knows about one Ladybug table: its role and the r3 definitions of its columns."""

    name: str
    kind: TableKind
    props: list[PropertyDef] = field(default_factory=list)
    key: str = "vid"  # node tables: the primary-key column holding the vid
    rank: str | None = "rank"  # rel tables: the column holding the rank (None: rank 0)
    comment: str | None = None
    indexes: list[IndexDef] = field(default_factory=list)
    space: str | None = None
    vid_type: str = "fixed_string"
    vid_length: int | None = None
    #: True when the key column is r3's own (not a property of the data).
    key_is_synthetic: bool = True
    #: Tag-set tables: each tag of the set with its own props (their columns are :attr:`props`).
    tag_props: dict[str, list[PropertyDef]] = field(default_factory=dict)
    #: The layout the table was made in (:data:`META_VERSION`; 1 for tables of older r3, and
    #: for tables r3 did not make: a vid may be a row of several of them).
    layout: int = META_VERSION
    #: Per-prop converters from the stored value to the r3 value (time/duration stored as text).
    _readers: dict[str, Callable[[object], Value]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._readers = {p.name: _reader(p.type) for p in self.props}

    @property
    def tags(self) -> list[str]:
        """The tags a node of this table has: its own name, or a tag set's tags."""
        if self.kind == "tagset":
            return list(self.tag_props)
        return [self.name] if self.kind == "tag" else []

    def read_tags(self, raw: Mapping[str, Any]) -> dict[str, Map]:
        """Every tag of a node row with its props (a tag table: one; a tag set's table: each)."""
        if self.kind != "tagset":
            return {self.name: self.read_props(raw)} if self.kind == "tag" else {}
        return {
            tag: Map({p.name: _reader(p.type)(raw.get(p.name)) for p in props})
            for tag, props in self.tag_props.items()
        }

    @property
    def prop_names(self) -> list[str]:
        return [p.name for p in self.props]

    def item(self) -> SchemaItem:
        kind: Literal["tag", "edge"] = "edge" if self.kind == "edge" else "tag"
        return SchemaItem(self.name, kind, [PropertyDef(**asdict(p)) for p in self.props], self.comment)

    def read_props(self, raw: Mapping[str, Any]) -> Map:
        """The table's own props of a node/rel dict as an r3 Map (other tables' columns dropped)."""
        return Map({name: read(raw.get(name)) for name, read in self._readers.items()})

    def to_comment(self) -> str:
        data: dict[str, Any] = {
            "r3": META_VERSION,
            "kind": self.kind,
            "space": self.space,
            "vid_type": self.vid_type,
            "vid_length": self.vid_length,
            "key": self.key,
            "rank": self.rank,
            "comment": self.comment,
            "props": [_prop_json(p) for p in self.props],
            "indexes": [asdict(ix) for ix in self.indexes],
        }
        if self.kind == "tagset":
            data["tags"] = [[tag, [_prop_json(p) for p in props]] for tag, props in self.tag_props.items()]
        return META_PREFIX + json.dumps(data, ensure_ascii=True, separators=(",", ":"))

    @classmethod
    def from_comment(cls, name: str, comment: str) -> TableMeta | None:
        """The metadata r3 wrote into a table comment, or None when the comment is not r3's."""
        if not comment.startswith(META_PREFIX):
            return None
        try:
            data = json.loads(comment[len(META_PREFIX) :])
            if data.get("r3") not in READ_VERSIONS or data.get("kind") not in TABLE_KINDS:
                return None
            return cls(
                name=name,
                kind=data["kind"],
                props=[PropertyDef(**p) for p in data.get("props", [])],
                key=data.get("key") or "vid",
                rank=data.get("rank"),
                comment=data.get("comment"),
                indexes=[IndexDef(**ix) for ix in data.get("indexes", [])],
                space=data.get("space"),
                vid_type=data.get("vid_type") or "fixed_string",
                vid_length=data.get("vid_length"),
                tag_props={tag: [PropertyDef(**p) for p in props] for tag, props in data.get("tags", [])},
                layout=int(data["r3"]),
            )
        except (ValueError, TypeError, KeyError):
            return None


def _prop_json(p: PropertyDef) -> dict[str, object]:
    out = asdict(p)
    default = out.get("default")
    if default is not None and not isinstance(default, (bool, int, float, str)):
        out["default"] = {"__unstored__": str(default)}  # an expression: kept as text, like storage does
    return out


def _reader(ptype: str) -> Callable[[object], Value]:
    """How a column of r3 type ``ptype`` reads back.

    A node (relationship) bound over several tables, as an unlabelled ``MATCH (v)``, a path's
    nodes or ``[r:a|b]``, gets one type per property name: where the tables disagree (``born``
    an INT64 in one, a DATE in another) LadybugDB sends the common type, STRING (or DOUBLE for
    INT32/DOUBLE), so a value of the column's own type comes back as its text (``'1992'``,
    ``'True'``, ``'2017-12-04'``) or as a double (``7.0``): read back as the column's type.
    """
    if ptype == "time":
        return lambda v: _parse_text(v, Time)
    if ptype == "duration":
        return lambda v: _parse_text(v, Duration)
    return _UNIFIED_READERS.get(ptype, from_ladybug_scalar)


def _read_int(value: object) -> Value:
    if type(value) is str:
        try:
            return int(value)
        except ValueError:
            return value
    if type(value) is float and value.is_integer():
        return int(value)
    return from_ladybug_scalar(value)


def _read_float(value: object) -> Value:
    if type(value) is str:
        try:
            return float(value)
        except ValueError:
            return value
    if type(value) is int:
        return float(value)
    return from_ladybug_scalar(value)


def _read_bool(value: object) -> Value:
    if type(value) is str and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return from_ladybug_scalar(value)


def _read_temporal(parse: Callable[[str], object]) -> Callable[[object], Value]:
    def read(value: object) -> Value:
        if type(value) is str:
            try:
                return from_ladybug_scalar(parse(value))
            except ValueError:
                return value
        return from_ladybug_scalar(value)

    return read


#: r3 type → the reader that undoes LadybugDB's common type (see :func:`_reader`).
_UNIFIED_READERS: dict[str, Callable[[object], Value]] = {
    **{t: _read_int for t in ("int8", "int16", "int32", "int64", "timestamp")},
    "float": _read_float,
    "double": _read_float,
    "bool": _read_bool,
    "date": _read_temporal(_dt.date.fromisoformat),
    "datetime": _read_temporal(_dt.datetime.fromisoformat),
}


def _parse_text(value: object, cls: type) -> Value:
    if value is None:
        return NULL
    if isinstance(value, str):
        try:
            parsed = parse_value(value)
        except ValueError:
            return value
        return parsed if isinstance(parsed, cls) else value
    return from_ladybug_scalar(value)


# --------------------------------------------------------------------------- values: r3 -> Ladybug


def to_ladybug_value(value: object) -> object:
    """An r3 value (or plain Python data) as a Ladybug query parameter.

    Dates and timestamps become Python ``date``/``datetime``; a time, and a duration with
    months, have no Ladybug twin and go as their r3 text; graph elements are refused.
    """
    if value is None or isinstance(value, Null):
        return None
    if isinstance(value, DateTime):
        return _dt.datetime(
            value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
        )
    if isinstance(value, Date):
        return _dt.date(value.year, value.month, value.day)
    if isinstance(value, Duration):
        if value.months:
            return str(value)
        return _dt.timedelta(seconds=value.seconds, microseconds=value.microseconds)
    if isinstance(value, Time):
        return str(value)
    if isinstance(value, (List, Set, list, tuple)):
        return [to_ladybug_value(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): to_ladybug_value(v) for k, v in value.items()}
    if isinstance(value, (Vertex, Edge, Path)):
        raise QueryExecutionError(
            f"a {type(value).__name__} cannot be a query parameter; pass its id or props"
        )
    return value


def to_csv_cell(value: object, r3_type_name: str) -> str | None:
    """A value as the CSV text Ladybug's COPY reads back exactly; None for NULL.

    Empty strings cannot go through CSV (Ladybug reads an empty field as NULL): callers send
    rows holding one through a parameterised COPY instead.
    """
    if value is None or isinstance(value, Null):
        return None
    text = scalar_text(value, repr, str)
    if text is not None:
        return text
    if isinstance(value, DateTime):
        return (
            f"{value.year:04d}-{value.month:02d}-{value.day:02d} "
            f"{value.hour:02d}:{value.minute:02d}:{value.second:02d}.{value.microsecond:06d}"
        )
    if isinstance(value, Date):
        return f"{value.year:04d}-{value.month:02d}-{value.day:02d}"
    return str(value)


# --------------------------------------------------------------------------- values: Ladybug -> r3


def from_ladybug_scalar(value: object) -> Value:
    """A Ladybug scalar (or nested list/struct/map) as an r3 value; graph values not included."""
    if value is None:
        return NULL
    t = type(value)
    if t in (bool, int, float, str):
        assert isinstance(value, (bool, int, float, str))
        return value
    if type(value) is _dt.date:
        return Date(value.year, value.month, value.day)
    if type(value) is _dt.datetime:
        if value.tzinfo is not None:
            value = value.astimezone(_dt.timezone.utc).replace(tzinfo=None)
        return DateTime(
            value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
        )
    if type(value) is _dt.time:
        return Time(value.hour, value.minute, value.second, value.microsecond)
    if type(value) is _dt.timedelta:
        return Duration(0, value.days * 86400 + value.seconds, value.microseconds)
    if type(value) is decimal.Decimal:
        return float(value)
    if t is uuid.UUID:
        return str(value)
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    if isinstance(value, (list, tuple)):
        return List(from_ladybug_scalar(v) for v in value)
    if isinstance(value, dict):
        return Map({str(k): from_ladybug_scalar(v) for k, v in value.items()})
    return str(value)


InternalId = tuple[int, int]  # (table id, offset)


def internal_id(raw: Mapping[str, Any]) -> InternalId:
    return (int(raw["table"]), int(raw["offset"]))


def is_node(value: object) -> bool:
    return isinstance(value, dict) and "_LABEL" in value and "_ID" in value and "_SRC" not in value


def is_rel(value: object) -> bool:
    return isinstance(value, dict) and "_SRC" in value and "_DST" in value and "_LABEL" in value


def is_recursive(value: object) -> bool:
    return isinstance(value, dict) and "_NODES" in value and "_RELS" in value


class ResultConverter:
    """Turns the raw rows of one result into r3 values.

    Ladybug's relationship values name their endpoints by internal id, not by vid. The
    converter first walks the rows to learn the vids of the nodes it sees, then asks
    ``lookup`` for the endpoints it did not see (one query per table), then converts.
    """

    def __init__(
        self,
        tables: Mapping[str, TableMeta],
        lookup: Callable[[set[InternalId]], dict[InternalId, Any]],
        other_tags: Callable[[set[Value]], dict[Value, dict[str, Map]]] | None = None,
    ) -> None:
        self.tables = tables
        self.lookup = lookup
        self.other_tags = other_tags
        self.vids: dict[InternalId, Any] = {}
        #: vid -> every tag of the vertex with its props (vertices with several tags only).
        self.tags: dict[Value, dict[str, Map]] = {}

    def convert_rows(self, rows: list[list[Any]]) -> list[tuple[Value, ...]]:
        needed: set[InternalId] = set()
        for row in rows:
            for value in row:
                self._collect(value, needed)
        missing = needed - self.vids.keys()
        if missing:
            self.vids.update(self.lookup(missing))
        if self.other_tags is not None and self.vids:
            # A node row holds one tag; the vertex may have more (rows in other tag tables).
            self.tags = self.other_tags({v for v in self.vids.values() if v is not None})
        return [tuple(self.value(v) for v in row) for row in rows]

    def _collect(self, value: object, needed: set[InternalId]) -> None:
        if isinstance(value, dict):
            if is_node(value):
                meta = self.tables.get(value["_LABEL"])
                if meta is not None:
                    self.vids[internal_id(value["_ID"])] = value.get(meta.key)
                return
            if is_rel(value):
                needed.add(internal_id(value["_SRC"]))
                needed.add(internal_id(value["_DST"]))
                return
            for v in value.values():
                self._collect(v, needed)
        elif isinstance(value, list):
            for v in value:
                self._collect(v, needed)

    def value(self, value: object) -> Value:
        if isinstance(value, dict):
            if is_node(value):
                return self.vertex(value)
            if is_rel(value):
                return self.edge(value)
            if is_recursive(value):
                return self.path_or_edges(value)
            return Map({str(k): self.value(v) for k, v in value.items()})
        if isinstance(value, list):
            return List(self.value(v) for v in value)
        return from_ladybug_scalar(value)

    def vertex(self, raw: Mapping[str, Any]) -> Vertex:
        meta = self.tables.get(raw["_LABEL"])
        if meta is None:  # a table r3 does not know (created after the catalog was read)
            props = {k: from_ladybug_scalar(v) for k, v in raw.items() if not k.startswith("_")}
            return Vertex(self.vids.get(internal_id(raw["_ID"]), NULL), Tags({raw["_LABEL"]: props}))
        vid = raw.get(meta.key, NULL)
        if meta.kind == "hidden":
            return Vertex(vid, Tags())
        if meta.kind == "tagset":
            return Vertex(vid, Tags(meta.read_tags(raw)))
        every = self.tags.get(vid)
        if every is not None and meta.name in every:
            return Vertex(vid, Tags(dict(every)))
        return Vertex(vid, Tags({meta.name: meta.read_props(raw)}))

    def edge(self, raw: Mapping[str, Any], *, reversed: bool = False) -> Edge:
        meta = self.tables.get(raw["_LABEL"])
        src = self.vids.get(internal_id(raw["_SRC"]), NULL)
        dst = self.vids.get(internal_id(raw["_DST"]), NULL)
        if meta is None:
            props = {k: from_ladybug_scalar(v) for k, v in raw.items() if not k.startswith("_")}
            return Edge(src, dst, raw["_LABEL"], 0, Map(props), reversed)
        rank = raw.get(meta.rank) if meta.rank else 0
        return Edge(src, dst, meta.name, rank if isinstance(rank, int) else 0, meta.read_props(raw), reversed)

    def path_or_edges(self, raw: Mapping[str, Any]) -> Path | List:
        """A named path (nodes = rels + 1) as a Path; a var-length rel variable as a list of edges."""
        nodes, rels = raw["_NODES"], raw["_RELS"]
        for n in nodes:
            self._collect(n, set())
        if len(nodes) != len(rels) + 1:
            return List(self.edge(r) for r in rels)
        steps = []
        for i, rel in enumerate(rels):
            prev = internal_id(nodes[i]["_ID"])
            steps.append(
                Step(self.edge(rel, reversed=internal_id(rel["_SRC"]) != prev), self.vertex(nodes[i + 1]))
            )
        return Path(self.vertex(nodes[0]), tuple(steps))


# --------------------------------------------------------------------------- errors

_LOCATION = re.compile(r"\(line: (\d+), offset: (\d+)\)")
_READ_ONLY = ("read-only transaction", "read-only database")


def query_error(error: BaseException, query: str) -> QueryError:
    """A Ladybug exception as r3's: parser → syntax, binder/catalog → semantic, the rest → execution."""
    text = str(error).strip()
    first = text.splitlines()[0] if text else type(error).__name__
    if first.startswith("Parser exception"):
        m = _LOCATION.search(first)
        message = _LOCATION.sub("", first).replace("Parser exception: ", "").strip()
        if m:
            return QuerySyntaxError(message, line=int(m.group(1)), column=int(m.group(2)) + 1)
        return QuerySyntaxError(message)
    if first.startswith(("Binder exception", "Catalog exception")):
        return QuerySemanticError(first)
    if first.rstrip(".") == "Interrupted":  # its query timeout (set on every connection r3 opens)
        return QueryExecutionError("query stopped: it ran past its time limit (LadybugDB interrupted it)")
    if "bad_alloc" in first or "Buffer manager exception" in first and "memory" in first.lower():
        return QueryExecutionError(
            f"query stopped: LadybugDB ran out of the memory it may use ({first}); add a LIMIT or build smaller values"
        )
    if any(marker in first for marker in _READ_ONLY):
        return QuerySemanticError(
            "write statements are disabled (read-only): the query writes; pass allow_writes=True"
        )
    return QueryExecutionError(first)


__all__ = [
    "HIDDEN_TABLE",
    "LADYBUG_TYPES",
    "ResultConverter",
    "TAG_SET_SEPARATOR",
    "TableMeta",
    "from_ladybug_scalar",
    "ladybug_type",
    "query_error",
    "quote_name",
    "r3_type",
    "string_literal",
    "tag_set_name",
    "to_csv_cell",
    "to_ladybug_value",
]
