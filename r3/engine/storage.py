"""Storage of the embedded nGQL engine: a SQLite file for durability, dicts for speed.

Why two layers: the executor walks the graph hop by hop (GO, MATCH, FIND PATH), and a
SQLite query per hop would dominate every query. So each space lives in memory as
adjacency dicts (``out[edge_type][src][dst or (dst, rank)] -> EdgeRecord``, the key is the
bare vid for rank 0, and the mirror ``in``), and SQLite only makes it durable: one row per (vertex, tag) and one per edge, props as JSON
text, the schema as JSON in the ``spaces`` table so reopening needs no DDL.

Every write goes through a :class:`WriteBatch` (one per statement or per load batch). Each
operation is validated completely before it touches anything, then applied to memory at once
(later operations of the same batch see it) with an undo entry; on exit the final state of
the touched rows is written to SQLite in one transaction. An exception (or Ctrl-C) inside the
batch rolls SQLite back and undoes memory, so the last committed state is what remains.

Every commit also bumps the space's **data version** (and the version of each tag / edge type
whose rows it wrote) to the next number of one store-wide counter, in the same transaction:
:meth:`GraphStore.space_version` and :meth:`GraphStore.type_versions`. Incremental dumps use
them to tell an unchanged space (or file) from a changed one without reading the data.

Records handed out (:class:`VertexRecord`, :class:`EdgeRecord`, props mappings) are shared
read-only snapshots: writes replace them rather than mutate them. Do not mutate them, and do
not write to a space while iterating one of its scans (materialise the scan first).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
import uuid
import warnings
from collections.abc import Iterable
from copy import deepcopy
from pathlib import Path

from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.engine.storage_codec import (
    EdgeKey,
    EdgeRecord,
    Kind,
    SpaceStats,
    VertexRecord,
    Vid,
    literal_value,
    parse_temporal,
    schema_from_json,
    schema_to_json,
)
from r3.engine.storage_space import Space, WriteBatch, _Transaction
from r3.errors import QueryExecutionError, QuerySemanticError, UserInputError

FORMAT_VERSION = "1"
#: Spaces named with this prefix hold a load in progress (hidden from :meth:`GraphStore.space_names`).
STAGING_PREFIX = "__r3_staging__"
#: ``r3_meta`` keys ``load:<space>`` mark a staged load that has not been swapped in yet.
_LOAD_MARK = "load:"


class UnfinishedLoadWarning(UserWarning):
    """The store holds a load that was interrupted: the space still has its previous data."""


# --------------------------------------------------------------------------- SQLite file

_TABLES = """
CREATE TABLE IF NOT EXISTS r3_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS spaces(id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, schema TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS vertices(space INTEGER NOT NULL, vid NOT NULL, tag TEXT NOT NULL,
    props TEXT NOT NULL, PRIMARY KEY(space, vid, tag)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS edges(space INTEGER NOT NULL, src NOT NULL, etype TEXT NOT NULL,
    rank INTEGER NOT NULL, dst NOT NULL, props TEXT NOT NULL,
    PRIMARY KEY(space, src, etype, rank, dst)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS versions(space INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
    version INTEGER NOT NULL, PRIMARY KEY(space, kind, name)) WITHOUT ROWID;
"""
#: ``versions`` rows: kind ``space`` (name ``''``) for the space, ``tag`` / ``edge`` per type.
#: Tag ``''`` stands for the vertices without tags.
SPACE_VERSION = ("space", "")


def _connect(path: Path) -> sqlite3.Connection:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # in WAL mode: never corrupt, durable at checkpoints
        conn.execute("PRAGMA cache_size=-65536")
        conn.executescript(_TABLES)
        row = conn.execute("SELECT value FROM r3_meta WHERE key='format'").fetchone()
        if row is None:
            conn.execute("INSERT INTO r3_meta VALUES('format', ?)", (FORMAT_VERSION,))
        elif row[0] != FORMAT_VERSION:
            raise UserInputError(
                f"{path}: graph store format {row[0]} is not {FORMAT_VERSION}; reload the graphs"
            )
    except (sqlite3.DatabaseError, OSError) as e:
        raise UserInputError(f"{path} is not a usable r3 graph store ({e}); pass another --db path") from e
    return conn


class GraphStore:
    """Every space of the embedded engine, durable in one SQLite file or only in memory.

    ``GraphStore()`` (or ``":memory:"``) keeps everything in memory (tests, TCK scenarios);
    ``GraphStore("graphs.sqlite")`` persists. One process should write a file at a time; a
    process that only reads calls :meth:`refresh` to pick up what another one committed.
    """

    def __init__(self, path: str | Path | None = ":memory:") -> None:
        self.path = None if path is None or str(path) == ":memory:" else Path(path)
        self._conn = _connect(self.path) if self.path is not None else None
        self._lock = threading.RLock()
        self._spaces: dict[str, Space] = {}
        self._catalog: dict[str, tuple[int, str]] = {}  # stored but not yet opened: name -> (id, schema)
        self._next_id = 1
        self._data_version = -1
        self._seq = 0  # in memory only: the last data version handed out
        self._mem_versions: dict[int, dict[tuple[str, str], int]] = {}  # in memory only: per space id
        self._mem_id = uuid.uuid4().hex  # in memory only: the store's id
        self._read_catalog()
        message = self.unfinished_loads_message()
        if message:
            warnings.warn(message, UnfinishedLoadWarning, stacklevel=2)

    def _read_catalog(self) -> None:
        self._spaces.clear()
        self._catalog.clear()
        if self._conn is not None:
            for sid, name, text in self._conn.execute("SELECT id, name, schema FROM spaces"):
                self._catalog[name] = (sid, text)
                self._next_id = max(self._next_id, sid + 1)
            self._data_version = self._conn.execute("PRAGMA data_version").fetchone()[0]

    # ------------------------------------------------------------------ spaces
    def space_names(self) -> list[str]:
        return sorted(n for n in {*self._spaces, *self._catalog} if not n.startswith(STAGING_PREFIX))

    def has_space(self, name: str) -> bool:
        return name in self._spaces or name in self._catalog

    def space(self, name: str) -> Space:
        """The space called ``name``; its graph is read into memory on first use."""
        sp = self._spaces.get(name)
        if sp is not None:
            return sp
        with self._lock:
            if name not in self._catalog:
                known = ", ".join(self.space_names()) or "none"
                raise QuerySemanticError(f"SpaceNotFound: space `{name}' does not exist (known: {known})")
            sid, text = self._catalog[name]
            try:
                sp = Space(self, sid, schema_from_json(text))
                sp._load()
            except (ValueError, KeyError, TypeError, sqlite3.DatabaseError) as e:
                raise UserInputError(
                    f"{self.path}: space `{name}' cannot be read ({e}); load it again"
                ) from e
            self._spaces[name] = sp
            del self._catalog[name]
            return sp

    def schema(self) -> GraphSchema:
        """Every space's schema, as copies (change schemas through :class:`Space` DDL methods)."""
        out = GraphSchema()
        for name in self.space_names():
            sp = self._spaces.get(name)
            out.spaces[name] = deepcopy(sp.schema) if sp else schema_from_json(self._catalog[name][1])
        return out

    def create_space(self, schema: SpaceSchema, *, if_not_exists: bool = False) -> Space:
        """Create a space from ``schema`` (its tags, edges and indexes included)."""
        with self._lock:
            if self.has_space(schema.name):
                if if_not_exists:
                    return self.space(schema.name)
                raise QueryExecutionError(f"Existed! (space `{schema.name}' already exists)")
            if schema.vid_type not in ("int64", "fixed_string"):
                raise QuerySemanticError(
                    f"vid_type must be INT64 or FIXED_STRING(N), got {schema.vid_type!r}"
                )
            schema = deepcopy(schema)
            sid = self._next_id
            if self._conn is not None:
                with _Transaction(self._conn) as conn:
                    conn.execute(
                        "INSERT INTO spaces(id, name, schema) VALUES(?, ?, ?)",
                        (sid, schema.name, schema_to_json(schema)),
                    )
                    self._bump_versions(sid, ())
            else:
                self._bump_versions(sid, ())
            self._next_id += 1
            sp = self._spaces[schema.name] = Space(self, sid, schema)
            return sp

    def drop_space(self, name: str, *, if_exists: bool = False) -> bool:
        with self._lock:
            if not self.has_space(name):
                if if_exists:
                    return False
                raise QueryExecutionError(f"SpaceNotFound: space `{name}' does not exist")
            sid = self._spaces[name]._sid if name in self._spaces else self._catalog[name][0]
            if self._conn is not None:
                with _Transaction(self._conn) as conn:
                    conn.execute("DELETE FROM vertices WHERE space=?", (sid,))
                    conn.execute("DELETE FROM edges WHERE space=?", (sid,))
                    conn.execute("DELETE FROM spaces WHERE id=?", (sid,))
                    conn.execute("DELETE FROM versions WHERE space=?", (sid,))
            self._mem_versions.pop(sid, None)
            self._spaces.pop(name, None)
            self._catalog.pop(name, None)
            return True

    # ------------------------------------------------------------------ staged loads
    def unfinished_loads(self) -> dict[str, dict[str, object]]:
        """Space name -> what its interrupted load was (``source``, ``replace``, ``started``)."""
        if self._conn is None:
            return {}
        with self._lock:
            rows = self._conn.execute("SELECT key, value FROM r3_meta WHERE key LIKE 'load:%'").fetchall()
        return {key[len(_LOAD_MARK) :]: json.loads(value) for key, value in rows}

    def unfinished_loads_message(self) -> str | None:
        """One line naming the interrupted loads, or None when there are none."""
        loads = self.unfinished_loads()
        if not loads:
            return None
        parts = [f"`{name}' (from {info.get('source', '?')})" for name, info in sorted(loads.items())]
        return (
            f"{self.path}: unfinished load of space {', '.join(parts)}: it was interrupted, the space still "
            "holds its previous data (or does not exist yet); run the same r3 load again to complete it"
        )

    def begin_load(self, name: str, source: str, *, replace: bool) -> str:
        """Start (or resume) a staged load of space ``name``; returns the staging space to load into.

        The staging space starts as a copy of ``name`` (empty with ``replace``) and the load's
        marker is written in the same transaction. An unfinished load of the same source and
        mode is resumed as it is (loads overwrite rows, so finishing it is safe); any other is
        thrown away first.
        """
        staging = STAGING_PREFIX + name
        wanted = {"source": source, "replace": replace}
        with self._lock:
            mark = self.unfinished_loads().get(name)
            if mark is not None and {k: mark.get(k) for k in wanted} == wanted and self.has_space(staging):
                return staging
            self.drop_space(staging, if_exists=True)
            if self._conn is None:
                return staging
            with _Transaction(self._conn) as conn:
                if not replace and self.has_space(name):
                    self._copy_space(conn, name, staging)
                conn.execute(
                    "INSERT OR REPLACE INTO r3_meta VALUES(?, ?)",
                    (_LOAD_MARK + name, json.dumps({**wanted, "started": time.time()})),
                )
            self._read_catalog()
            return staging

    def _copy_space(self, conn: sqlite3.Connection, name: str, staging: str) -> None:
        (sid,) = conn.execute("SELECT id FROM spaces WHERE name=?", (name,)).fetchone()
        schema = schema_from_json(conn.execute("SELECT schema FROM spaces WHERE id=?", (sid,)).fetchone()[0])
        schema.name = staging
        new = max(
            self._next_id, int(conn.execute("SELECT coalesce(max(id), 0) FROM spaces").fetchone()[0]) + 1
        )
        conn.execute(
            "INSERT INTO spaces(id, name, schema) VALUES(?, ?, ?)", (new, staging, schema_to_json(schema))
        )
        conn.execute("INSERT INTO vertices SELECT ?, vid, tag, props FROM vertices WHERE space=?", (new, sid))
        conn.execute(
            "INSERT INTO edges SELECT ?, src, etype, rank, dst, props FROM edges WHERE space=?", (new, sid)
        )
        self._next_id = new + 1

    def finish_load(self, name: str, staging: str) -> None:
        """Swap the finished staging space in as ``name`` and clear the marker: one transaction."""
        with self._lock:
            if self._conn is None:
                sp = self._spaces.pop(staging, None)
                if sp is not None:
                    self.drop_space(name, if_exists=True)
                    sp.schema.name = name
                    self._spaces[name] = sp
                return
            with _Transaction(self._conn) as conn:
                found = conn.execute("SELECT id, schema FROM spaces WHERE name=?", (staging,)).fetchone()
                if found is not None:
                    old = conn.execute("SELECT id FROM spaces WHERE name=?", (name,)).fetchone()
                    if old is not None:
                        for table in ("vertices", "edges", "versions"):
                            conn.execute(f"DELETE FROM {table} WHERE space=?", (old[0],))
                        conn.execute("DELETE FROM spaces WHERE id=?", (old[0],))
                    schema = schema_from_json(found[1])
                    schema.name = name
                    conn.execute(
                        "UPDATE spaces SET name=?, schema=? WHERE id=?",
                        (name, schema_to_json(schema), found[0]),
                    )
                    self._bump_versions(found[0], ())
                conn.execute("DELETE FROM r3_meta WHERE key=?", (_LOAD_MARK + name,))
            self._read_catalog()

    def abandon_load(self, name: str, staging: str) -> None:
        """Throw a staged load away (the space keeps its previous data)."""
        with self._lock:
            self.drop_space(staging, if_exists=True)
            if self._conn is not None:
                self._conn.execute("DELETE FROM r3_meta WHERE key=?", (_LOAD_MARK + name,))

    # ------------------------------------------------------------------ data versions
    def space_version(self, name: str) -> int:
        """The data version of space ``name``: it changes with every commit that writes the space
        (rows or schema) and never repeats in this store, so equal versions mean equal data.

        It is read from the file, so a reader sees the commits of other processes at once.
        A space that no commit has written since versions exist reads 0.
        """
        return self._versions(name).get(SPACE_VERSION, 0)

    def type_versions(self, name: str) -> dict[tuple[str, str], int]:
        """The data version of each tag ``("tag", t)`` / edge type ``("edge", e)`` of space ``name``.

        A type's version changes with every commit that writes one of its rows (a changed
        schema rewrites the rows it changes). ``("tag", "")`` covers the vertices without
        tags; since any vertex write can add or remove one, every vertex write bumps it. A type
        no commit has written is absent.
        """
        versions = self._versions(name)
        versions.pop(SPACE_VERSION, None)
        return versions

    @property
    def store_id(self) -> str:
        """A random id of this store (of its file, made once): versions of two stores never compare equal."""
        if self._conn is None:
            return self._mem_id
        with self._lock:
            row = self._conn.execute("SELECT value FROM r3_meta WHERE key='store_id'").fetchone()
            if row is None:
                self._conn.execute("INSERT OR IGNORE INTO r3_meta VALUES('store_id', ?)", (uuid.uuid4().hex,))
                row = self._conn.execute("SELECT value FROM r3_meta WHERE key='store_id'").fetchone()
            return str(row[0])

    def _versions(self, name: str) -> dict[tuple[str, str], int]:
        """Every ``versions`` row of the space (the space's own and its types').

        From the file, not from this connection's catalog: a space another process dropped
        and created again has a new id there.
        """
        with self._lock:
            if self._conn is None:
                sp = self._spaces.get(name)
                found = None if sp is None else (sp._sid,)
                known = self.space_names()
            else:
                found = self._conn.execute("SELECT id FROM spaces WHERE name=?", (name,)).fetchone()
                known = [n for (n,) in self._conn.execute("SELECT name FROM spaces ORDER BY name")]
            if found is None:
                raise QuerySemanticError(
                    f"SpaceNotFound: space `{name}' does not exist (known: {', '.join(known) or 'none'})"
                )
            if self._conn is None:
                return dict(self._mem_versions.get(found[0], {}))
            rows = self._conn.execute("SELECT kind, name, version FROM versions WHERE space=?", (found[0],))
            return {(kind, tname): int(version) for kind, tname, version in rows}

    def _bump_versions(self, sid: int, types: Iterable[tuple[str, str]]) -> None:
        """Give the space and ``types`` the next data version (inside the caller's transaction)."""
        conn = self._conn
        if conn is None:
            self._seq += 1
            mem = self._mem_versions.setdefault(sid, {})
            for key in (SPACE_VERSION, *types):
                mem[key] = self._seq
            return
        conn.execute(
            "INSERT INTO r3_meta VALUES('data_seq', '1') "
            "ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1"
        )
        version = int(conn.execute("SELECT value FROM r3_meta WHERE key='data_seq'").fetchone()[0])
        conn.executemany(
            "INSERT OR REPLACE INTO versions VALUES(?, ?, ?, ?)",
            [(sid, kind, tname, version) for kind, tname in (SPACE_VERSION, *types)],
        )

    def refresh(self) -> bool:
        """Forget what is in memory if another connection committed since; True when it did."""
        if self._conn is None:
            return False
        with self._lock:
            if self._conn.execute("PRAGMA data_version").fetchone()[0] == self._data_version:
                return False
            self._read_catalog()
            return True

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(sqlite3.DatabaseError):  # busy: the WAL is replayed on next open
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self._conn.close()
            self._conn = None

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = [
    "EdgeKey",
    "EdgeRecord",
    "GraphStore",
    "Kind",
    "STAGING_PREFIX",
    "UnfinishedLoadWarning",
    "Space",
    "SpaceStats",
    "VertexRecord",
    "Vid",
    "WriteBatch",
    "literal_value",
    "parse_temporal",
]
