"""Property types read off the values: which nGQL type every cell of a column fits.

Why the loader's own tests: a type is only right if ``r3.engine.loader_csv`` then reads every
cell of the column without a rejected row, so an ``int`` is what its ``^[+-]?\\d+$`` takes (in
INT64's range), a ``double`` what its float pattern takes, a ``bool`` ``true``/``false`` in any
case, and ``date``/``time``/``datetime`` what :func:`r3.engine.storage.parse_temporal` parses.
NULLs (``None`` cells: an empty CSV cell, a SQL NULL) say nothing about the type. A number
written with a leading zero (``007``, ``02134``: codes, not quantities) keeps the column a
string, so no zero is lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from r3.engine.storage import parse_temporal
from r3.errors import R3Error

#: The property types ``r3 init`` writes, in the order a column is tried against them.
TYPES = ("bool", "int", "double", "date", "datetime", "time", "string")

_INT = re.compile(r"^[+-]?\d+$")
_FLOAT = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_LEADING_ZERO = re.compile(r"^[+-]?0\d")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$")
_TIME = re.compile(r"^\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$")
_INT64 = 2**63

#: Type names users and other tools write (Neo4j-admin headers, SQL declarations, ``--type``).
TYPE_WORDS: dict[str, str] = {
    **dict.fromkeys(
        (
            "int",
            "int8",
            "int16",
            "int32",
            "int64",
            "integer",
            "long",
            "short",
            "byte",
            "bigint",
            "smallint",
            "tinyint",
            "mediumint",
            "serial",
            "bigserial",
        ),
        "int",
    ),
    **dict.fromkeys(("double", "float", "real", "numeric", "decimal", "float4", "float8"), "double"),
    **dict.fromkeys(("bool", "boolean"), "bool"),
    **dict.fromkeys(("date",), "date"),
    **dict.fromkeys(("datetime", "timestamp", "localdatetime", "timestamptz"), "datetime"),
    **dict.fromkeys(("time", "localtime", "timetz"), "time"),
    **dict.fromkeys(("string", "str", "text", "char", "varchar", "character", "clob", "uuid"), "string"),
}


def _temporal(kind: str) -> Callable[[str], bool]:
    shape = {"date": _DATE, "datetime": _DATETIME, "time": _TIME}[kind]

    def fits(cell: str) -> bool:
        s = cell.strip()
        if kind == "datetime" and _DATE.match(s):
            pass  # a date alone is midnight of that day, as the loader reads it
        elif not shape.match(s):
            return False
        try:
            parse_temporal(kind, s)
        except R3Error:
            return False
        return True

    return fits


def _int(cell: str) -> bool:
    s = cell.strip()
    return bool(_INT.match(s)) and not _LEADING_ZERO.match(s) and -_INT64 <= int(s) < _INT64


def _double(cell: str) -> bool:
    s = cell.strip()
    return bool(_FLOAT.match(s)) and not _LEADING_ZERO.match(s)


def _bool(cell: str) -> bool:
    return cell.strip().lower() in ("true", "false")


FITS: dict[str, Callable[[str], bool]] = {
    "bool": _bool,
    "int": _int,
    "double": _double,
    "date": _temporal("date"),
    "datetime": _temporal("datetime"),
    "time": _temporal("time"),
    "string": lambda cell: True,
}


def fits(kind: str, cell: str) -> bool:
    """Whether the loader reads ``cell`` as a value of ``kind`` (``str(cell)`` for strings)."""
    return FITS[kind](cell)


def infer_type(cells: Iterable[str | None]) -> tuple[str, int]:
    """The first of :data:`TYPES` every non-NULL cell fits, and how many cells were not NULL.

    A column of NULLs only is a ``string`` (nothing says otherwise).
    """
    alive = list(TYPES[:-1])
    seen = 0
    for cell in cells:
        if cell is None:
            continue
        seen += 1
        alive = [kind for kind in alive if FITS[kind](cell)]
        if not alive:
            break
    return (alive[0] if alive and seen else "string"), seen


def type_word(word: str) -> str | None:
    """The property type a declared or written type means (``VARCHAR(20)`` → string, ``long``
    → int, ``boolean`` → bool); None when the word names none (``geometry``, ``int[]``)."""
    low = word.strip().lower()
    base = re.sub(r"\s*\(.*\)\s*$", "", low)
    if base in TYPE_WORDS:
        return TYPE_WORDS[base]
    first = base.split()[0] if base.split() else ""
    if first in ("double", "character", "timestamp", "time"):  # "double precision", "time with time zone"
        return TYPE_WORDS.get(first, "double" if first == "double" else None)
    return None


def utf8_length(text: str) -> int:
    """Bytes of ``text`` in UTF-8: what FIXED_STRING(n) and index lengths count."""
    return len(text.encode("utf-8"))


__all__ = ["FITS", "TYPES", "TYPE_WORDS", "fits", "infer_type", "type_word", "utf8_length"]
