"""Relational databases as :class:`~r3.ingest.tables.Table` objects: SQLite files, PostgreSQL URLs.

Why read the whole table and the catalogue at once: ``r3 init`` decides from the declared
primary and foreign keys *and* from the values (types, dangling references), and then
writes every row out as CSV; one pass over a read-only connection serves all three. SQLite
is read through the standard library (``mode=ro``: the file is never changed); PostgreSQL
through ``psycopg`` or ``psycopg2`` when one is installed (a one-line install hint when not).

Cells become text the way the CSV loader reads them back: NULL → ``None``, booleans →
``true``/``false``, numbers as Python writes them, dates and times in ISO 8601. A column of
binary data (BLOB, bytea) cannot be a property and is skipped, with a note.
"""

from __future__ import annotations

import datetime as _dt
import importlib
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import ModuleType

from r3.errors import UserInputError
from r3.ingest.property_types import type_word
from r3.ingest.tables import ForeignKey, Table
from r3.registry import require

_SQLITE_MAGIC = b"SQLite format 3\x00"
_POSTGRES_SCHEMES = ("postgres://", "postgresql://")


def is_sqlite(path: Path) -> bool:
    """Whether ``path`` is a SQLite database file (by its first bytes, not its name)."""
    try:
        with open(path, "rb") as f:
            return f.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    except OSError:
        return False


def is_postgres(source: str) -> bool:
    return source.startswith(_POSTGRES_SCHEMES)


def cell_text(value: object) -> str | None:
    """A database value as the text the CSV loader reads back (None: NULL)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (_dt.datetime, _dt.date, _dt.time)):
        return value.isoformat()
    if isinstance(value, (bytes, bytearray, memoryview)):
        return None
    text = str(value)
    return text if text != "" else None


def read_sqlite(path: Path) -> tuple[list[Table], list[str]]:
    """Every table of a SQLite file, and notes on what was skipped."""
    try:
        conn = sqlite3.connect(f"file:{path.resolve()}?mode=ro", uri=True)
    except sqlite3.Error as e:
        raise UserInputError(f"cannot open {path} as SQLite: {e}") from e
    try:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        views = [
            r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name")
        ]
        notes = [f"view {v} skipped (views repeat their tables' rows)" for v in views]
        tables = []
        for name in names:
            q = _quote(name)
            info = conn.execute(f"PRAGMA table_info({q})").fetchall()  # cid, name, type, notnull, default, pk
            columns = [str(r[1]) for r in info]
            declared = [str(r[2] or "") for r in info]
            pk = tuple(i for _, i in sorted((r[5], n) for n, r in enumerate(info) if r[5]))
            fks: dict[int, list[tuple[str, str, str | None]]] = {}
            for fk in conn.execute(f"PRAGMA foreign_key_list({q})"):  # id, seq, table, from, to, …
                fks.setdefault(int(fk[0]), []).append((str(fk[2]), str(fk[3]), fk[4]))
            cursor = conn.execute(f"SELECT * FROM {q}")
            table = _table(
                name,
                f"{path.name} table {name}",
                columns,
                declared,
                pk,
                [(ref[0][0], [c for _, c, _ in ref], [t for _, _, t in ref]) for ref in fks.values()],
                cursor,
                notes,
            )
            tables.append(table)
    except sqlite3.Error as e:
        raise UserInputError(f"cannot read {path}: {e}") from e
    finally:
        conn.close()
    if not tables:
        raise UserInputError(f"{path}: the database has no tables")
    return tables, notes


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _table(
    name: str,
    source: str,
    columns: list[str],
    declared: list[str],
    pk: Sequence[int],
    fks: Iterable[tuple[str, list[str], list[str | None]]],
    rows: Iterable[Sequence[object]],
    notes: list[str],
) -> Table:
    data: list[list[str | None]] = []
    binary: set[int] = set()
    for raw in rows:
        for i, value in enumerate(raw):
            if isinstance(value, (bytes, bytearray, memoryview)):
                binary.add(i)
        data.append([cell_text(v) for v in raw])
    table = Table(name, source, columns, data, list(range(1, len(data) + 1)), header=list(columns))
    table.primary_key = tuple(pk)
    for i, word in enumerate(declared):
        kind = type_word(word) if word else None
        if kind is not None:
            table.declared[i] = kind
        if word.lower() in ("blob", "bytea") or i in binary:
            table.roles[i] = "IGNORE"
    for i in sorted(binary | {i for i, w in enumerate(declared) if w.lower() in ("blob", "bytea")}):
        notes.append(f"{source} column {columns[i]} skipped: binary data is no property")
    for target, cols, target_cols in fks:
        try:
            indexes = tuple(columns.index(c) for c in cols)
        except ValueError:
            continue
        table.foreign_keys.append(ForeignKey(indexes, target, tuple(c for c in target_cols if c)))
    return table


# --------------------------------------------------------------------------- PostgreSQL

_PG_TABLES = (
    "SELECT table_name FROM information_schema.tables "
    "WHERE table_schema = %s AND table_type = 'BASE TABLE' ORDER BY table_name"
)
_PG_COLUMNS = (
    "SELECT column_name, data_type FROM information_schema.columns "
    "WHERE table_schema = %s AND table_name = %s ORDER BY ordinal_position"
)
_PG_PRIMARY = (
    "SELECT kcu.column_name FROM information_schema.table_constraints tc "
    "JOIN information_schema.key_column_usage kcu ON tc.constraint_name = kcu.constraint_name "
    "AND tc.table_schema = kcu.table_schema AND tc.table_name = kcu.table_name "
    "WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = %s AND tc.table_name = %s "
    "ORDER BY kcu.ordinal_position"
)
_PG_FOREIGN = (
    "SELECT tc.constraint_name, kcu.column_name, ccu.table_name, ccu.column_name "
    "FROM information_schema.table_constraints tc "
    "JOIN information_schema.key_column_usage kcu ON tc.constraint_name = kcu.constraint_name "
    "AND tc.table_schema = kcu.table_schema "
    "JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name "
    "AND ccu.table_schema = tc.table_schema "
    "WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = %s AND tc.table_name = %s "
    "ORDER BY tc.constraint_name, kcu.ordinal_position"
)


def postgres_driver() -> ModuleType:
    """``psycopg2`` when installed, else ``psycopg`` (3) — or the one install hint."""
    try:
        return importlib.import_module("psycopg2")
    except ImportError:
        return require("psycopg", "postgres", what="reading a PostgreSQL database")


def read_postgres(
    url: str, *, schema: str = "public", driver: ModuleType | None = None
) -> tuple[list[Table], list[str]]:
    """Every base table of ``schema`` in the PostgreSQL database at ``url``, and notes."""
    module = driver or postgres_driver()
    errors: tuple[type[BaseException], ...] = (
        (module.Error,) if isinstance(getattr(module, "Error", None), type) else ()
    )
    try:
        conn = module.connect(url)
    except errors as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise UserInputError(f"cannot connect to PostgreSQL: {first}") from e
    notes: list[str] = []
    tables = []
    try:
        cur = conn.cursor()
        cur.execute(_PG_TABLES, (schema,))
        for (name,) in cur.fetchall():
            cur.execute(_PG_COLUMNS, (schema, name))
            cols = cur.fetchall()
            columns = [str(c[0]) for c in cols]
            cur.execute(_PG_PRIMARY, (schema, name))
            pk = [columns.index(str(r[0])) for r in cur.fetchall() if str(r[0]) in columns]
            cur.execute(_PG_FOREIGN, (schema, name))
            grouped: dict[str, tuple[str, list[str], list[str | None]]] = {}
            for constraint, column, target, target_column in cur.fetchall():
                entry = grouped.setdefault(str(constraint), (str(target), [], []))
                if str(column) not in entry[1]:
                    entry[1].append(str(column))
                    entry[2].append(str(target_column) if target_column else None)
            cur.execute(f"SELECT * FROM {_quote(schema)}.{_quote(name)}")
            tables.append(
                _table(
                    str(name),
                    f"postgres table {name}",
                    columns,
                    [str(c[1]) for c in cols],
                    pk,
                    grouped.values(),
                    cur.fetchall(),
                    notes,
                )
            )
    except errors as e:
        raise UserInputError(
            f"cannot read the PostgreSQL catalogue or rows: {str(e).strip().splitlines()[0]}"
        ) from e
    finally:
        conn.close()
    if not tables:
        raise UserInputError(f"the PostgreSQL schema {schema!r} has no tables")
    return tables, notes


__all__ = ["cell_text", "is_postgres", "is_sqlite", "postgres_driver", "read_postgres", "read_sqlite"]
