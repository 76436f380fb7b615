"""How an r3 graph maps onto a FalkorDB graph, and FalkorDB values/errors back onto r3's.

Why a module apart from the adapter: the loader, the schema reader, the scans and the result
converter must apply one mapping. FalkorDB has no DDL and no table comments, so:

- **vertex → one node** with every tag as a label (FalkorDB nodes carry several labels), the
  vid in the property ``vid`` (what r3's Cypher reads, :func:`r3.pipeline.ngql_on_cypher.vid_key_of`),
  the props of all its tags merged (a prop name two tags of one vertex share must agree).
- **tagless vertices** and the missing endpoints of dangling edges get the label
  ``_r3_vertex`` and ``real`` true/false, as in the LadybugDB mapping; scans skip ``real = false``.
- **edge → one relationship** of its type; its rank in the property ``rank`` (0 too, so that
  ``e.rank = 0`` holds: a missing property would read NULL).
- **the vid index**: each label gets a FalkorDB index on ``vid``, except a label with a vid
  the index would not find (:func:`index_keeps`: FalkorDB's index trims ASCII whitespace at
  a string's ends, so ``"帕金 "`` is not found and ``"帕金"`` finds it): there every lookup
  scans, and reads stay exact.
- **types**: bool/int/float/string are native; date → ``date``, datetime → ``localdatetime``,
  time → ``localtime``; duration and geography are stored as their r3 text (FalkorDB's
  duration has no month/second split), read back wherever the r3 type is known.
- **the r3 schema** (types, comments, indexes, vid type) is kept in a plain Redis key beside
  the graph (:func:`meta_key`), written in the same transaction as the graph's rename; a graph
  made by someone else has none, and its schema is read from the data (:func:`infer_type`).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping

from r3.errors import QueryError, QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.values import NULL, Date, DateTime, Duration, List, Map, Null, Set, Time, parse_value
from r3.values.value_model import Edge, Path, Value, Vertex

VID = "vid"
RANK = "rank"
HIDDEN_LABEL = "_r3_vertex"
META_VERSION = 1

#: What FalkorDB's string index trims off a key's ends (measured on FalkorDB 4.16.3).
INDEX_TRIMS = " \t\n\r\v\f"


def index_keeps(vid: object) -> bool:
    """Whether FalkorDB's index on ``vid`` finds this vid exactly (ints: always; strings:
    when no whitespace it trims sits at an end)."""
    return not isinstance(vid, str) or vid == vid.strip(INDEX_TRIMS)


#: r3 type → the FalkorDB function that turns its text into a stored value ("" : stored as is).
STORE_FUNCTIONS = {"date": "date", "datetime": "localdatetime", "time": "localtime"}
#: r3 types stored as their r3 text and parsed back (no exact FalkorDB twin).
TEXT_TYPES = frozenset({"duration", "geography"})


def meta_key(graph: str) -> str:
    """The Redis key holding r3's schema of ``graph`` (not a graph key: queries never see it)."""
    return f"r3:schema:{graph}"


def quote_name(name: str) -> str:
    """A label/type/property as a back-quoted Cypher identifier."""
    return "`" + name.replace("`", "``") + "`"


def store_value(value: object, r3_type: str) -> object:
    """A value as the query parameter the loader sends (text for temporal and text types)."""
    if value is None or isinstance(value, Null):
        return None
    if r3_type in STORE_FUNCTIONS or r3_type in TEXT_TYPES:
        return str(value)
    if isinstance(value, (List, Set, list, tuple)):
        return [store_value(v, "") for v in value]
    if isinstance(value, Mapping):
        return {str(k): store_value(v, "") for k, v in value.items()}
    if isinstance(value, (Date, DateTime, Time, Duration)):
        return str(value)
    return value


def store_expr(param: str, r3_type: str) -> str:
    """The Cypher expression that stores parameter ``param`` as the column type of ``r3_type``."""
    fn = STORE_FUNCTIONS.get(r3_type)
    return f"{fn}({param})" if fn else param


def infer_type(value: object) -> str:
    """The r3 type of a stored value, for a graph without r3's schema."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int64"
    if isinstance(value, float):
        return "double"
    if isinstance(value, _dt.datetime):
        return "datetime"
    if isinstance(value, _dt.date):
        return "date"
    if isinstance(value, _dt.time):
        return "time"
    return "string"


def from_falkor_scalar(value: object, r3_type: str | None = None) -> Value:
    """A FalkorDB scalar (or list/map) as an r3 value; ``r3_type`` parses text-stored types."""
    if value is None:
        return NULL
    t = type(value)
    if type(value) is str and r3_type in TEXT_TYPES and r3_type == "duration":
        try:
            parsed = parse_value(value)
        except ValueError:
            return value
        return parsed if isinstance(parsed, Duration) else value
    if t in (bool, int, float, str):
        assert isinstance(value, (bool, int, float, str))
        return value
    if type(value) is _dt.datetime:
        if value.tzinfo is not None:
            value = value.astimezone(_dt.timezone.utc).replace(tzinfo=None)
        return DateTime(
            value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
        )
    if type(value) is _dt.date:
        return Date(value.year, value.month, value.day)
    if type(value) is _dt.time:
        return Time(value.hour, value.minute, value.second, value.microsecond)
    if isinstance(value, (list, tuple)):
        return List(from_falkor_scalar(v) for v in value)
    if isinstance(value, dict):
        return Map({str(k): from_falkor_scalar(v) for k, v in value.items()})
    return str(value)


def to_param(value: object) -> object:
    """An r3 value (or plain data) as a FalkorDB query parameter; graph elements refused."""
    if value is None or isinstance(value, Null):
        return None
    if isinstance(value, (Vertex, Edge, Path)):
        raise QueryExecutionError(
            f"a {type(value).__name__} cannot be a query parameter; pass its id or props"
        )
    return store_value(value, "")


#: Server message fragments → r3's error class (the first match wins; else execution error).
ERROR_CLASSES: tuple[tuple[str, type[QueryError]], ...] = (
    ("errMsg: Invalid input", QuerySyntaxError),
    ("Invalid input", QuerySyntaxError),
    ("syntax error", QuerySyntaxError),
    ("Unknown function", QuerySemanticError),
    ("not defined", QuerySemanticError),
    ("to be executed only on read-only queries", QuerySemanticError),
    ("Type mismatch", QuerySemanticError),
    ("empty key", QuerySemanticError),  # the graph does not exist
)


def error_class(message: str) -> type[QueryError]:
    for fragment, cls in ERROR_CLASSES:
        if fragment.lower() in message.lower():
            return cls
    return QueryExecutionError


__all__ = [
    "HIDDEN_LABEL",
    "INDEX_TRIMS",
    "META_VERSION",
    "RANK",
    "VID",
    "error_class",
    "from_falkor_scalar",
    "index_keeps",
    "infer_type",
    "meta_key",
    "quote_name",
    "store_expr",
    "store_value",
    "to_param",
]
