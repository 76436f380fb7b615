"""Convert the neo4j driver's values, schema tables and errors into r3's own types.

Pure functions and one small policy class, unit-tested on the driver's own ``Node``,
``Relationship``, ``Path`` and ``neo4j.time`` objects; :mod:`r3.graph.neo4j` only moves data.

How graph elements map onto r3's NebulaGraph-shaped value model (Neo4j has no vids, tags or
ranks, so each is a documented choice):

- **vid**: a node's ``element_id`` (a string such as ``4:…:12``) by default. With
  ``vid_property`` set (``_vid`` for graphs loaded by r3, see
  :meth:`r3.graph.neo4j.Neo4jBackend.load_graph`), the value of that property when the node
  has it — and the property is then not repeated among the tag properties. An endpoint of a
  relationship whose node did not appear anywhere in the same result carries no properties
  in the driver, so it falls back to its element id.
- **tags**: one per label, in sorted order. Neo4j properties belong to the node, not to a
  label, so by default every tag gets all of the node's properties. Give
  ``label_properties`` (label → property names, e.g. from a NebulaGraph schema via
  :func:`label_properties_from`) to give each tag only its own properties.
- **edges**: ``type`` is the relationship type, ``src``/``dst`` its start/end node (the
  stored direction), rank 0 unless ``rank_property`` names a property holding it. In a path,
  a relationship walked from its end node to its start node is marked ``reversed``.
- temporal values become r3's UTC-based ones: zoned times and datetimes are moved to UTC,
  local ones are kept as written; nanoseconds are truncated to microseconds; a duration's
  days fold into its seconds (NebulaGraph keeps months and seconds only).
- points become WKT-like text (``POINT(1 2)``), byte arrays lists of ints, vectors lists.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SchemaKind, SpaceSchema
from r3.errors import (
    GraphConnectionError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    R3Error,
    UserInputError,
)
from r3.values import (
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
    Value,
    Vertex,
)

if TYPE_CHECKING:
    from neo4j import graph as neo4j_graph

_US_PER_S = 1_000_000


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Converter:
    """Driver values → r3 values under one vid/rank/tag-property policy (module docstring)."""

    vid_property: str | None = None
    rank_property: str | None = None
    label_properties: Mapping[str, Collection[str]] | None = None
    #: Vids of nodes by element id, for the end nodes of relationships a result sends without
    #: their properties (:meth:`r3.graph.neo4j.Neo4jBackend.execute` looks them up).
    known_vids: Mapping[str, object] = field(default_factory=dict)

    def value(self, obj: object) -> Value:
        """Convert one value from a record (recursively)."""
        from neo4j import graph as g
        from neo4j import time as t

        if obj is None:
            return NULL
        if isinstance(obj, (bool, int, float, str)):
            return obj
        if isinstance(obj, g.Node):
            return self.node(obj)
        if isinstance(obj, g.Relationship):
            return self.relationship(obj)
        if isinstance(obj, g.Path):
            return self.path(obj)
        if isinstance(obj, (t.Date, t.Time, t.DateTime, t.Duration, _dt.date, _dt.time, _dt.timedelta)):
            return temporal(obj)
        from neo4j.spatial import Point

        if isinstance(obj, Point):
            return "POINT(" + " ".join(f"{c:.15g}" for c in obj) + ")"
        if isinstance(obj, (bytes, bytearray)):
            return List(int(b) for b in obj)
        if isinstance(obj, Mapping):
            return Map((str(k), self.value(v)) for k, v in obj.items())
        if isinstance(obj, (list, tuple)):
            return List(self.value(v) for v in obj)
        to_native = getattr(obj, "to_native", None)  # neo4j.vector.Vector
        if callable(to_native):
            return self.value(list(to_native()))
        raise TypeError(f"cannot convert {type(obj).__name__} {obj!r} from Neo4j to an r3 value")

    def vid(self, node: neo4j_graph.Node) -> Value:
        """The vid of a driver ``Node`` (see the module docstring)."""
        return self.vid_from(node.element_id, node)

    def vid_from(self, element_id: str, props: Mapping[str, object] | None) -> Value:
        """The vid from a node's element id and properties (or the value of ``vid_property``)."""
        if self.vid_property is not None and props is not None:
            raw = props.get(self.vid_property)
            if raw is not None:
                return self.value(raw)
        known = self.known_vids.get(element_id)
        return self.value(known) if known is not None else str(element_id)

    def node(self, node: neo4j_graph.Node) -> Vertex:
        return self.vertex_from(node.element_id, node.labels, dict(node.items()))

    def vertex_from(self, element_id: str, labels: Iterable[str], props: Mapping[str, object]) -> Vertex:
        """A Vertex from a node's parts (what a scan returns: no driver Node is built)."""
        own_props = {k: self.value(v) for k, v in props.items() if k != self.vid_property}
        tags: dict[str, Map] = {}
        for label in sorted(labels):
            own = self.label_properties.get(label) if self.label_properties is not None else None
            tags[label] = Map(own_props if own is None else {k: v for k, v in own_props.items() if k in own})
        return Vertex(self.vid_from(element_id, props), Tags(tags))

    def edge_from(
        self, rel_type: str, props: Mapping[str, object], src: Value, dst: Value, *, backwards: bool = False
    ) -> Edge:
        """An Edge from a relationship's parts and its endpoints' vids."""
        converted = {k: self.value(v) for k, v in props.items()}
        rank = 0
        if self.rank_property is not None and self.rank_property in converted:
            raw = converted.pop(self.rank_property)
            rank = raw if isinstance(raw, int) and not isinstance(raw, bool) else 0
        return Edge(src, dst, rel_type, rank, Map(converted), reversed=backwards)

    def relationship(self, rel: neo4j_graph.Relationship, *, backwards: bool = False) -> Edge:
        start, end = rel.start_node, rel.end_node
        src = self.vid(start) if start is not None else NULL
        dst = self.vid(end) if end is not None else NULL
        return self.edge_from(rel.type, dict(rel.items()), src, dst, backwards=backwards)

    def path(self, path: neo4j_graph.Path) -> Path:
        nodes = path.nodes
        steps: list[Step] = []
        for i, rel in enumerate(path.relationships):
            here, there = nodes[i], nodes[i + 1]
            backwards = rel.start_node is not None and rel.start_node.element_id != here.element_id
            steps.append(Step(self.relationship(rel, backwards=backwards), self.node(there)))
        return Path(self.node(nodes[0]), tuple(steps))


def temporal(obj: object) -> Value:
    """A ``neo4j.time`` (or Python ``datetime``) value as an r3 one (UTC, microseconds)."""
    from neo4j import time as t

    if isinstance(obj, t.Duration):
        seconds = int(obj.days) * 86_400 + int(obj.seconds)
        return Duration(months=int(obj.months), seconds=seconds, microseconds=int(obj.nanoseconds) // 1000)
    if isinstance(obj, _dt.timedelta):
        return Duration(seconds=obj.days * 86_400 + obj.seconds, microseconds=obj.microseconds)
    if isinstance(obj, t.DateTime):
        native = obj.to_native()
        if native.tzinfo is not None:
            native = native.astimezone(_dt.timezone.utc)
        return DateTime(
            native.year,
            native.month,
            native.day,
            native.hour,
            native.minute,
            native.second,
            obj.nanosecond // 1000,
        )
    if isinstance(obj, _dt.datetime):
        if obj.tzinfo is not None:
            obj = obj.astimezone(_dt.timezone.utc)
        return DateTime(obj.year, obj.month, obj.day, obj.hour, obj.minute, obj.second, obj.microsecond)
    if isinstance(obj, (t.Date, _dt.date)):
        return Date(obj.year, obj.month, obj.day)
    if isinstance(obj, t.Time):
        micros = obj.nanosecond // 1000
        hour, minute, second = obj.hour, obj.minute, obj.second
    elif isinstance(obj, _dt.time):
        micros, hour, minute, second = obj.microsecond, obj.hour, obj.minute, obj.second
    else:
        raise TypeError(f"not a temporal value: {obj!r}")
    offset = obj.utcoffset()
    if offset:
        total = (hour * 3600 + minute * 60 + second - int(offset.total_seconds())) % 86_400
        hour, rest = divmod(total, 3600)
        minute, second = divmod(rest, 60)
    return Time(hour, minute, second, micros)


def to_native(value: object) -> object:
    """An r3 value (or plain Python data) as a driver parameter value."""
    from neo4j import time as t

    if value is None or isinstance(value, (Null, Empty)):
        return None
    if isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, DateTime):
        return t.DateTime(
            value.year,
            value.month,
            value.day,
            value.hour,
            value.minute,
            value.second,
            value.microsecond * 1000,
        )
    if isinstance(value, Date):
        return t.Date(value.year, value.month, value.day)
    if isinstance(value, Time):
        return t.Time(value.hour, value.minute, value.second, value.microsecond * 1000)
    if isinstance(value, Duration):
        return t.Duration(months=value.months, seconds=value.seconds, microseconds=value.microseconds)
    if isinstance(value, (List, Set, list, tuple, set, frozenset)):
        return [to_native(v) for v in value]
    if isinstance(value, Mapping) and not isinstance(value, Tags):
        return {str(k): to_native(v) for k, v in value.items()}
    if isinstance(value, (_dt.date, _dt.time, _dt.timedelta)):
        return value
    raise TypeError(f"cannot pass {type(value).__name__} {value!r} as a Neo4j parameter")


def label_properties_from(space: SpaceSchema) -> dict[str, list[str]]:
    """label → property names from a (NebulaGraph-shaped) schema, for :class:`Converter`."""
    return {name: item.property_names for name, item in space.tags.items()}


# --------------------------------------------------------------------------- schema

#: Neo4j property type names (db.schema.*TypeProperties) → r3 property types.
NEO4J_TYPES = {
    "string": "string",
    "long": "int64",
    "integer": "int64",
    "int": "int64",
    "double": "double",
    "float": "double",
    "boolean": "bool",
    "date": "date",
    "localtime": "time",
    "time": "time",
    "localdatetime": "datetime",
    "datetime": "datetime",
    "duration": "duration",
    "point": "geography",
}


def r3_type(neo4j_types: Iterable[str] | None) -> tuple[str, str | None]:
    """The r3 type for a property's Neo4j types, and a comment when they disagree.

    ``["Long", "Double"]`` is read as ``double``; any other mix keeps the first type and says
    so in the comment; ``StringArray`` becomes ``list_string`` (NebulaGraph's spelling).
    """
    names = [str(n) for n in neo4j_types or () if n]
    if not names:
        return "string", "type unknown"
    mapped = [_one_type(n) for n in names]
    unique = list(dict.fromkeys(mapped))
    if len(unique) == 1:
        return unique[0], None
    if set(unique) <= {"int64", "double"}:
        return "double", f"mixed types: {', '.join(names)}"
    return unique[0], f"mixed types: {', '.join(names)}"


def _one_type(name: str) -> str:
    low = name.strip().lower()
    if low.endswith("array"):
        return "list_" + _one_type(low[: -len("array")]).replace("int64", "int").replace("double", "float")
    return NEO4J_TYPES.get(low, low)


def _label_name(raw: str) -> str:
    """``:`player``` → ``player`` (the type column of db.schema.relTypeProperties)."""
    return raw.lstrip(":").strip("`").replace("``", "`")


def _prop(name: str, types: Iterable[str] | None, mandatory: object) -> PropertyDef:
    type_name, comment = r3_type(types)
    return PropertyDef(name=name, type=type_name, nullable=not bool(mandatory), comment=comment)


@dataclass
class SchemaRows:
    """The raw rows of the four schema queries (dicts of driver values)."""

    node_types: list[Mapping[str, Any]] = field(default_factory=list)
    rel_types: list[Mapping[str, Any]] = field(default_factory=list)
    viz_nodes: list[Any] = field(default_factory=list)
    viz_relationships: list[Any] = field(default_factory=list)
    indexes: list[Mapping[str, Any]] = field(default_factory=list)


def space_from_rows(name: str, rows: SchemaRows) -> SpaceSchema:
    """A SpaceSchema for one Neo4j database.

    Tags are labels. A label's properties come from the nodes where it is the only label
    when there are such nodes (so ``:player:bachelor`` nodes do not give ``player`` the
    ``speciality`` of ``bachelor``), else from every label combination it appears in; the
    labels a label shares nodes with are its ``co_tags`` (``player`` → ``bachelor``).
    Edge endpoints come from ``db.schema.visualization()``.
    """
    space = SpaceSchema(name=name, vid_type="string", vid_length=None)
    alone: dict[str, dict[str, PropertyDef]] = {}
    mixed: dict[str, dict[str, PropertyDef]] = {}
    order: list[str] = []
    for row in rows.node_types:
        labels = [str(x) for x in row.get("nodeLabels") or ()]
        target = alone if len(labels) == 1 else mixed
        for label in labels:
            if label not in order:
                order.append(label)
            props = target.setdefault(label, {})
            pname = row.get("propertyName")
            if pname and pname not in props:
                props[pname] = _prop(pname, row.get("propertyTypes"), row.get("mandatory"))
    together: dict[str, set[str]] = {}  # label → the labels it shares nodes with (co-tags)
    for row in rows.node_types:
        labels = [str(x) for x in row.get("nodeLabels") or ()]
        for label in labels:
            together.setdefault(label, set()).update(x for x in labels if x != label)
    for label in order:
        props = alone[label] if label in alone else mixed.get(label, {})
        item = SchemaItem(name=label, kind="tag", properties=list(props.values()))
        item.co_tags = sorted(together.get(label, ()))
        space.add(item)
    edges: dict[str, SchemaItem] = {}
    for row in rows.rel_types:
        rname = _label_name(str(row.get("relType") or ""))
        if not rname:
            continue
        item = edges.setdefault(rname, SchemaItem(name=rname, kind="edge"))
        pname = row.get("propertyName")
        if pname and item.prop(pname) is None:
            item.properties.append(_prop(pname, row.get("propertyTypes"), row.get("mandatory")))
    for rel in rows.viz_relationships:
        rname = rel.type
        item = edges.setdefault(rname, SchemaItem(name=rname, kind="edge"))
        for src in _viz_labels(rel.start_node):
            for dst in _viz_labels(rel.end_node):
                if (src, dst) not in item.endpoints:
                    item.endpoints.append((src, dst))
    for item in edges.values():
        if item.name in space.tags:  # a label and a type of the same name: keep the label
            continue
        space.add(item)
    for index in indexes_from_rows(rows.indexes):
        space.add_index(index)
    return space


def _viz_labels(node: Any) -> list[str]:
    if node is None:
        return []
    labels = sorted(node.labels)
    if labels:
        return labels
    name = node.get("name")
    return [str(name)] if name else []


def indexes_from_rows(rows: Iterable[Mapping[str, Any]]) -> list[IndexDef]:
    """Indexes from ``SHOW INDEXES`` rows; token-lookup indexes (no label) are skipped."""
    out: list[IndexDef] = []
    for row in rows:
        owners = [str(x) for x in row.get("labelsOrTypes") or ()]
        if not owners:
            continue
        kind: SchemaKind = "edge" if str(row.get("entityType", "")).upper().startswith("REL") else "tag"
        fields = [str(p) for p in row.get("properties") or ()]
        name = str(row.get("name"))
        comment = str(row.get("type")) if row.get("type") else None
        for owner in owners:
            out.append(
                IndexDef(
                    name=name if len(owners) == 1 else f"{name}:{owner}",
                    kind=kind,
                    schema=owner,
                    fields=fields,
                    lengths=[None] * len(fields),
                    comment=comment,
                )
            )
    return out


# --------------------------------------------------------------------------- errors

_POSITION = re.compile(r"\(line (\d+), column (\d+)")
_INPUT = re.compile(r"Invalid input '([^']*)'")
#: Neo.ClientError.Statement.* codes that report a failure while running, not a bad query.
_RUNTIME_STATEMENT = frozenset(
    {
        "ArithmeticError",
        "TypeError",
        "EntityNotFound",
        "PropertyNotFound",
        "ArgumentError",
        "ExecutionFailed",
        "ExternalResourceFailed",
        "RemoteExecutionFailed",
    }
)
_AUTH = frozenset({"Unauthorized", "AuthenticationRateLimit", "CredentialsExpired", "TokenExpired"})


def error_for(exc: BaseException, *, where: str = "Neo4j") -> R3Error:
    """The r3 exception for a driver exception (by Neo4j status code where there is one)."""
    from neo4j import exceptions as X

    code = str(getattr(exc, "code", None) or "")
    if isinstance(exc, X.Neo4jError):  # the server's own message
        message = str(getattr(exc, "message", None) or exc).strip()
    else:  # driver-side errors: the text they were raised with (``.message`` may be generic)
        message = str(exc.args[0] if exc.args and isinstance(exc.args[0], str) else exc).strip()
    parts = code.split(".")
    category = parts[2] if len(parts) > 2 else ""
    title = parts[3] if len(parts) > 3 else ""
    if isinstance(exc, X.CypherSyntaxError) or (category == "Statement" and title == "SyntaxError"):
        pos = _POSITION.search(message)
        token = _INPUT.search(message)
        first = message.splitlines()[0] if message else "syntax error"
        return QuerySyntaxError(
            first,
            line=int(pos.group(1)) if pos else None,
            column=int(pos.group(2)) if pos else None,
            token=token.group(1) if token else None,
        )
    if isinstance(exc, X.AuthError) or (category == "Security" and title in _AUTH):
        return GraphConnectionError(
            f"{where} refused the credentials: {message}; check the user name and password"
        )
    if category == "Statement":
        if title == "AccessMode":
            return QuerySemanticError(f"{where}: write refused in a read-only session: {message}")
        if title in _RUNTIME_STATEMENT:
            return QueryExecutionError(message)
        return QuerySemanticError(message)
    if category == "Procedure":
        if title in ("ProcedureNotFound", "TypeError"):
            return QuerySemanticError(message)
        return QueryExecutionError(message)
    if category == "Database" and title == "DatabaseNotFound":
        return GraphConnectionError(f"{where}: {message}; check the database name (the path of the URL)")
    if category == "Transaction" and "TimedOut" in title:
        return QueryExecutionError(f"{where}: query timed out: {message}")
    if isinstance(exc, (X.ConfigurationError, ValueError)):
        return UserInputError(f"{where}: bad connection settings: {message}")
    if isinstance(exc, (X.ServiceUnavailable, X.SessionExpired, X.DriverError, OSError)):
        return GraphConnectionError(
            f"cannot reach {where} ({type(exc).__name__}: {message}); is the server running "
            "(docker compose up -d) and is the URL right?"
        )
    return QueryExecutionError(f"{code}: {message}" if code else message)


def unbound_ends(rows: Iterable[Iterable[object]], vid_property: str) -> set[str]:
    """Element ids of relationship end nodes that came without ``vid_property`` (a result that
    returns a relationship but not its nodes): their vids must be looked up."""
    from neo4j import graph as g

    found: set[str] = set()
    stack: list[object] = [cell for row in rows for cell in row]
    while stack:
        obj = stack.pop()
        if isinstance(obj, g.Relationship):
            for node in (obj.start_node, obj.end_node):
                if node is not None and node.get(vid_property) is None:
                    found.add(str(node.element_id))
        elif isinstance(obj, Mapping):
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple)):
            stack.extend(obj)
    return found


def is_absent(value: Value | None) -> bool:
    """True for values that cannot be stored as a Neo4j property (null, EMPTY)."""
    return value is None or isinstance(value, (Null, Empty))
