"""Tables: what ``r3 init`` reads, from a folder of CSV files or from a database.

Why one model for both sources: a CSV export and a SQL table are the same thing once read —
named columns, rows of text cells (``None`` for NULL), the line each row came from — plus
what the source *declares* (a Neo4j-admin or nebula-importer header's id columns and types;
a database's primary and foreign keys and column types). The planners
(:mod:`r3.ingest.infer_csv`, :mod:`r3.ingest.infer_sql`) read only this model.

CSV rules: UTF-8 (a BOM is fine), the first line is the header, the delimiter is the one of
``, ; TAB |`` found most often in the header line (``.tsv``: TAB), blank lines are skipped,
an empty cell is NULL, and every row has as many cells as the header — a ragged row is an
error naming its file and line.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

from r3.errors import UserInputError
from r3.ingest.property_types import type_word

_CSV_SUFFIXES = (".csv", ".tsv")
_DELIMITERS = (",", ";", "\t", "|")

#: Neo4j-admin (``:ID(Person)``, ``name:string``, ``:START_ID``) and nebula-importer
#: (``:VID(string)``, ``player.name:string``, ``:SRC_VID``) header cells.
_ROLE_CELL = re.compile(
    r"^(?P<name>[^:]*):(?P<role>ID|START_ID|END_ID|TYPE|LABEL|IGNORE|VID|SRC_VID|DST_VID|RANK)"
    r"(?:\((?P<group>[^)]*)\))?$",
    re.IGNORECASE,
)
_TYPED_CELL = re.compile(r"^(?P<name>[^:]+):(?P<type>[A-Za-z_]+\w*(?:\[\])?)$")
_ROLE_WORDS = {"VID": "ID", "SRC_VID": "START_ID", "DST_VID": "END_ID"}


@dataclass(frozen=True)
class ForeignKey:
    """A declared reference: ``columns`` of this table hold values of ``target``'s ``target_columns``
    (empty: the target's primary key)."""

    columns: tuple[int, ...]
    target: str
    target_columns: tuple[str, ...] = ()


@dataclass
class Table:
    """One file or database table, read whole."""

    name: str  # file stem or table name
    source: str  # how messages name it: "people.csv", "shop.sqlite table orders"
    columns: list[str]  # plain column names (header decorations removed)
    rows: list[list[str | None]]
    lines: list[int]  # the line (CSV) or row number (SQL) of each row
    #: Declared column roles: index → ``ID`` / ``START_ID`` / ``END_ID`` / ``TYPE`` /
    #: ``LABEL`` / ``IGNORE`` / ``RANK`` (a Neo4j-admin or nebula-importer header).
    roles: dict[int, str] = field(default_factory=dict)
    #: The id group a role names (``:ID(Person)``, ``:START_ID(Person)``).
    groups: dict[int, str] = field(default_factory=dict)
    #: Types the source insists on (a typed header cell, ``--type``): a cell that does not fit is an error.
    forced: dict[int, str] = field(default_factory=dict)
    #: Why a forced type is forced, for the error message ("the header `age:int`").
    forced_by: dict[int, str] = field(default_factory=dict)
    #: Types a database declares: used when every value fits them, else the values decide.
    declared: dict[int, str] = field(default_factory=dict)
    primary_key: tuple[int, ...] = ()
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    #: Header cells as written (for COMMENTs).
    header: list[str] = field(default_factory=list)

    def column(self, name: str) -> int | None:
        """The index of the column called ``name`` (exactly, else ignoring case)."""
        if name in self.columns:
            return self.columns.index(name)
        folded = [c.casefold() for c in self.columns]
        return folded.index(name.casefold()) if name.casefold() in folded else None

    def values(self, index: int) -> list[str | None]:
        return [row[index] for row in self.rows]

    def where(self, row: int) -> str:
        """``file:line`` of a row, for messages."""
        return f"{self.source}:{self.lines[row]}"


def csv_files(folder: Path) -> list[Path]:
    """The CSV/TSV files of ``folder`` (not its sub-folders), sorted by name."""
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in _CSV_SUFFIXES)
    if not files:
        raise UserInputError(
            f"{folder} holds no .csv or .tsv files; give a folder of CSV files or a database"
        )
    return files


def read_csv(path: Path, *, label: str | None = None) -> Table:
    """Read one CSV file into a :class:`Table` (one-line errors naming ``file:line``)."""
    source = label or path.name
    text = _text(path, source)
    if not text.strip():
        raise UserInputError(f"{source}:1: the file is empty; a header line and at least one row are needed")
    first = text.lstrip("\r\n").split("\n", 1)[0]
    delimiter = "\t" if path.suffix.lower() == ".tsv" else _delimiter(first)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    header: list[str] | None = None
    rows: list[list[str | None]] = []
    lines: list[int] = []
    line = 1
    try:
        for cells in reader:
            if not cells or (len(cells) == 1 and not cells[0].strip()):
                line = reader.line_num + 1
                continue
            if header is None:
                header = [c.strip() for c in cells]
            elif len(cells) != len(header):
                raise UserInputError(
                    f"{source}:{line}: {len(cells)} cells, the header has {len(header)} "
                    "(a stray delimiter, or a quote left open?)"
                )
            else:
                rows.append([c if c != "" else None for c in cells])
                lines.append(line)
            line = reader.line_num + 1
    except csv.Error as e:
        raise UserInputError(f"{source}:{line}: not CSV: {e}") from e
    assert header is not None
    if not rows:
        raise UserInputError(
            f"{source}:2: the file has a header but no rows: nothing to read types and ids from"
        )
    table = Table(path.stem, source, [], rows, lines, header=header)
    _read_header(table, header)
    return table


def _text(path: Path, source: str) -> str:
    try:
        data = path.read_bytes()
    except OSError as e:
        raise UserInputError(f"cannot read {source}: {e.strerror or e}") from e
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise UserInputError(
            f"{source}:{line}: not UTF-8 text (byte 0x{data[e.start]:02x}); save the file as UTF-8"
        ) from e


def _delimiter(line: str) -> str:
    """The delimiter of a header line: the candidate found most often outside quotes."""
    outside = re.sub(r'"[^"]*"', "", line)
    counts = {d: outside.count(d) for d in _DELIMITERS}
    best = max(_DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def _read_header(table: Table, header: list[str]) -> None:
    """Plain column names, plus the roles, groups and types a decorated header declares."""
    for i, cell in enumerate(header):
        role = _ROLE_CELL.match(cell)
        typed = _TYPED_CELL.match(cell)
        name = cell
        if role is not None:
            word = role.group("role").upper()
            word = _ROLE_WORDS.get(word, word)
            table.roles[i] = word
            group = role.group("group")
            if group and word in ("ID", "START_ID", "END_ID"):
                if role.group("role").upper() in _ROLE_WORDS:  # nebula-importer: :VID(string) names the type
                    kind = type_word(group)
                    if kind == "int":
                        table.forced[i], table.forced_by[i] = "int", f"the header {cell}"
                else:
                    table.groups[i] = group
            name = role.group("name") or {"ID": "id", "START_ID": "src", "END_ID": "dst"}.get(
                word, word.lower()
            )
        elif typed is not None:
            prop, kind_word = typed.group("name"), typed.group("type")
            kind = type_word(kind_word)
            if "." in prop:  # nebula-importer: tag.prop:type
                prop = prop.split(".", 1)[1]
            if kind is not None:
                table.forced[i], table.forced_by[i] = kind, f"the header {cell}"
                name = prop
            elif kind_word.endswith("[]") or kind_word.lower() in ("duration", "point"):
                name = prop  # arrays, durations, points: kept as their text
        table.columns.append(name)


__all__ = ["ForeignKey", "Table", "csv_files", "read_csv"]
