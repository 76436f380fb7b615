"""A memory of corrected queries: what a user said the right query for a question is.

Why: a user who corrects an answer (``r3 demos add``, ``POST /v1/feedback``) expects r3 to
know it from then on. The memory is used first:

- the same question (after case, spacing and punctuation) or a near-exact one — a few
  words differ, never a name or a number (:func:`near_same`) — returns the stored query
  (status ``ok``, reason ``from memory``), checked by running it;
- every stored pair is a demonstration (``source: memory``) that the demonstration pool
  ranks before others of similar closeness, so close questions learn from it.

Corrections are validated (parsed, checked against the schema) and executed read-only
before they are stored (:func:`check_correction`), so the memory never holds a query that
does not run. One SQLite file per graph, beside its store (:func:`memory_path`); one row per
(space, question) — a new correction replaces the old one.

Why authors, caps and a space check (a served memory is shared by every client):

- **authorship** — every entry records who stored it (``author``: a token's identity or a
  peer address from the HTTP API, :data:`LOCAL_AUTHOR` for ``r3 demos add`` and entries made
  before authors were recorded). Only the author, or an admin, may replace or forget an
  entry (:class:`NotAuthor`); the command line is the memory file's owner and may do both.
- **caps** — a question of at most :data:`MAX_QUESTION_CHARS` characters, a query of at most
  :data:`MAX_QUERY_CHARS`, at most ``max_entries`` entries (:data:`MAX_ENTRIES`) and
  ``max_per_author`` per author other than the local one (:class:`MemoryFull`,
  :class:`EntryTooLarge`). Every entry is also a demonstration and every question is looked up
  against them, so the caps keep a request's cost flat however the memory is filled.
- **one space** — a correction whose query switches space (``USE other``) would answer another
  space's rows under this space's name: :func:`check_correction` refuses it, and a stored one
  (from before this check) is skipped at lookup (:mod:`r3.pipeline.space_switch`).
"""

from __future__ import annotations

import hashlib
import re
import sqlite3
import threading
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from r3.cache import private_dir
from r3.errors import UserInputError
from r3.graph.connect import parse_url, redact
from r3.graph.readonly import WriteRefused
from r3.pipeline.checks import Checker
from r3.pipeline.graph_cache import is_graph_path
from r3.pipeline.offline.demos import MEMORY_SOURCE, demos_from_rows
from r3.pipeline.space_switch import check_space, used_spaces

#: Least rapidfuzz ratio (0–100) of two normalized questions counted near-exact.
NEAR_RATIO = 90.0
#: The author of entries made on the command line (and of entries older than authors).
LOCAL_AUTHOR = "local"
#: Longest question stored (characters).
MAX_QUESTION_CHARS = 2000
#: Longest query stored (characters).
MAX_QUERY_CHARS = 8000
#: Most entries one memory holds.
MAX_ENTRIES = 2000
#: Most entries one author other than the local one holds.
MAX_PER_AUTHOR = 500
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS memory (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    space TEXT NOT NULL,
    question TEXT NOT NULL,
    key TEXT NOT NULL,
    query TEXT NOT NULL,
    dialect TEXT NOT NULL,
    created REAL NOT NULL,
    author TEXT NOT NULL DEFAULT 'local',
    UNIQUE (space, key)
)
"""
_COLUMNS = "id, space, question, key, query, dialect, created, author"


class NotAuthor(UserInputError):
    """The entry was stored by someone else: only its author or an admin may change it."""


class MemoryFull(UserInputError):
    """The memory (or the author's share of it) holds its most entries."""


class EntryTooLarge(UserInputError):
    """A correction's question or query is over its cap."""


@dataclass(frozen=True)
class MemoryEntry:
    """One stored correction."""

    id: int
    space: str
    question: str
    query: str
    dialect: str
    created: float
    author: str = LOCAL_AUTHOR

    def to_row(self) -> dict[str, Any]:
        """A demonstrations/SFT JSONL row (the format ``--demos`` and ``r3 train`` read)."""
        return {
            "id": f"memory-{self.id}",
            "space": self.space,
            "question": self.question,
            "gold": self.query,
            "lang": "zh" if _CJK.search(self.question) else "en",
            "source": MEMORY_SOURCE,
        }


def normalize(question: str) -> str:
    """The form two questions are compared in: NFKC, case-folded, punctuation dropped, one space."""
    text = unicodedata.normalize("NFKC", question).casefold()
    text = "".join(" " if unicodedata.category(ch).startswith(("P", "S")) else ch for ch in text)
    return " ".join(text.split())


def _words(question: str) -> list[str]:
    return re.findall(r"\w+", unicodedata.normalize("NFKC", question))


def _naming(words: list[str]) -> set[str]:
    """Words that name things: with a digit, capitalised (after the first word), or non-ASCII."""
    return {
        w.casefold()
        for i, w in enumerate(words)
        if any(c.isdigit() for c in w) or (i > 0 and any(c.isupper() for c in w)) or not w.isascii()
    }


def _same_names(a: str, b: str) -> bool:
    """Whether both questions hold the same naming words (a word capitalised in either counts)."""
    wa, wb = _words(a), _words(b)
    names = _naming(wa) | _naming(wb)
    return sorted(w.casefold() for w in wa if w.casefold() in names) == sorted(
        w.casefold() for w in wb if w.casefold() in names
    )


def near_same(a: str, b: str) -> bool:
    """Whether two questions ask the same thing: equal normalized, or (no Chinese) the same
    names and numbers and a normalized similarity of at least :data:`NEAR_RATIO`."""
    na, nb = normalize(a), normalize(b)
    if na == nb:
        return True
    if _CJK.search(na) or _CJK.search(nb) or not _same_names(a, b):
        return False
    from rapidfuzz import fuzz

    return float(fuzz.ratio(na, nb)) >= NEAR_RATIO


class QueryMemory:
    """The corrections of one graph, in one SQLite file (thread-safe)."""

    def __init__(
        self, path: str | Path, *, max_entries: int = MAX_ENTRIES, max_per_author: int = MAX_PER_AUTHOR
    ) -> None:
        """``path``: the SQLite file (created with its folder), or ``":memory:"`` (nothing written).
        ``max_entries``, ``max_per_author``: the caps (module doc)."""
        self.path = Path(path)
        self.max_entries = max_entries
        self.max_per_author = max_per_author
        try:
            if str(path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False)
            self._db.execute(_SCHEMA)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(memory)")}
            if "author" not in columns:  # a memory from before authors: its entries are the owner's
                self._db.execute(
                    f"ALTER TABLE memory ADD COLUMN author TEXT NOT NULL DEFAULT '{LOCAL_AUTHOR}'"
                )
            self._db.commit()
        except (OSError, sqlite3.Error) as e:
            raise UserInputError(f"cannot open the query memory {self.path}: {e}") from e
        self._lock = threading.Lock()
        self._writes = 0
        self._near: tuple[tuple[int, int], dict[tuple[str, str], dict[str, list[MemoryEntry]]]] | None = None
        self._stays: dict[int, bool] = {}

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> QueryMemory:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def add(
        self,
        question: str,
        query: str,
        space: str,
        dialect: str,
        *,
        author: str = LOCAL_AUTHOR,
        admin: bool = False,
    ) -> MemoryEntry:
        """Store (or replace) the query for a question; call :func:`check_correction` first.

        ``author`` is recorded; an entry of another author is replaced only when ``admin`` or
        the author is :data:`LOCAL_AUTHOR` (the command line), else :class:`NotAuthor`. The
        caps raise :class:`EntryTooLarge` and :class:`MemoryFull` (module doc).
        """
        question, query = " ".join(question.split()), query.strip()
        if not question or not query:
            raise UserInputError("a correction needs a question and a query")
        check_entry_size(question, query)
        trusted = admin or author == LOCAL_AUTHOR
        key = normalize(question)
        with self._lock:
            found = self._db.execute(
                "SELECT author FROM memory WHERE space = ? AND key = ?", (space, key)
            ).fetchone()
            if found is not None and found[0] != author and not trusted:
                raise NotAuthor(
                    f"the query for {question!r} in space {space!r} was stored by another client: only its "
                    "author or an admin may replace it"
                )
            if found is None:
                (total,) = self._db.execute("SELECT count(*) FROM memory").fetchone()
                if total >= self.max_entries:
                    raise MemoryFull(
                        f"the memory of corrections is full ({total} entries, the limit): forget some "
                        "(correct=false, or r3 demos remove) before adding more"
                    )
                if author != LOCAL_AUTHOR:
                    (own,) = self._db.execute(
                        "SELECT count(*) FROM memory WHERE author = ?", (author,)
                    ).fetchone()
                    if own >= self.max_per_author:
                        raise MemoryFull(
                            f"you have stored {own} corrections, the most one client may: forget some "
                            "(correct=false) before adding more"
                        )
            self._db.execute(
                f"INSERT INTO memory ({_COLUMNS.removeprefix('id, ')}) VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (space, key) DO UPDATE SET question = excluded.question, query = excluded.query, "
                "dialect = excluded.dialect, created = excluded.created, author = excluded.author",
                (space, question, key, query, dialect, time.time(), author),
            )
            self._db.commit()
            self._writes += 1
            row = self._db.execute(
                f"SELECT {_COLUMNS} FROM memory WHERE space = ? AND key = ?", (space, key)
            ).fetchone()
        return _entry(row)

    def remove(self, entry_id: int, *, author: str = LOCAL_AUTHOR, admin: bool = False) -> bool:
        """Forget entry ``entry_id``; an entry of another author only when ``admin`` or the caller
        is :data:`LOCAL_AUTHOR`, else :class:`NotAuthor`. False: no such entry."""
        with self._lock:
            found = self._db.execute("SELECT author FROM memory WHERE id = ?", (entry_id,)).fetchone()
            if found is None:
                return False
            if found[0] != author and not (admin or author == LOCAL_AUTHOR):
                raise NotAuthor(
                    f"entry #{entry_id} was stored by another client: only its author or an admin may forget it"
                )
            cursor = self._db.execute("DELETE FROM memory WHERE id = ?", (entry_id,))
            self._db.commit()
            self._writes += 1
            return cursor.rowcount > 0

    def entries(self, space: str | None = None) -> list[MemoryEntry]:
        with self._lock:
            if space is None:
                rows = self._db.execute(f"SELECT {_COLUMNS} FROM memory ORDER BY id").fetchall()
            else:
                rows = self._db.execute(
                    f"SELECT {_COLUMNS} FROM memory WHERE space = ? ORDER BY id", (space,)
                ).fetchall()
        return [_entry(r) for r in rows]

    def lookup(self, question: str, space: str, dialect: str) -> MemoryEntry | None:
        """The stored query for the same or a near-exact question in ``space`` (module doc).

        An entry whose query switches to another space is never returned. The near-exact scan
        compares the stored normalized keys in C (rapidfuzz, with the ratio as cut-off) and
        checks names only on the few above it, so its cost stays small at the cap.
        """
        key = normalize(question)
        with self._lock:
            row = self._db.execute(
                f"SELECT {_COLUMNS} FROM memory WHERE space = ? AND key = ? AND dialect = ?",
                (space, key, dialect),
            ).fetchone()
        if row is not None:
            entry = _entry(row)
            return entry if self._stays_in(entry) else None
        if _CJK.search(key):
            return None
        from rapidfuzz import fuzz, process

        candidates = self._near_index(space, dialect)
        if not candidates:
            return None
        keys = list(candidates)
        hits = process.extract(key, keys, scorer=fuzz.ratio, score_cutoff=NEAR_RATIO, limit=None)
        near = [
            e
            for _key, _score, index in hits
            for e in candidates[keys[index]]
            if near_same(question, e.question) and self._stays_in(e)
        ]
        return max(near, key=lambda e: e.id) if near else None

    def _near_index(self, space: str, dialect: str) -> dict[str, list[MemoryEntry]]:
        """The entries of (space, dialect) by normalized key, rebuilt when the memory changes."""
        version = self.version()
        cached = self._near
        if cached is None or cached[0] != version:
            index: dict[tuple[str, str], dict[str, list[MemoryEntry]]] = {}
            for entry in self.entries():
                if not _CJK.search(entry.question):
                    keyed = index.setdefault((entry.space, entry.dialect), {})
                    keyed.setdefault(normalize(entry.question), []).append(entry)
            cached = self._near = (version, index)
            self._stays = {}
        return cached[1].get((space, dialect), {})

    def _stays_in(self, entry: MemoryEntry) -> bool:
        """Whether the entry's query stays in its own space (no ``USE`` of another); remembered
        per entry until the memory changes, so a lookup does not parse the stored query again."""
        key = hash((entry.id, entry.created, entry.query))
        found = self._stays.get(key)
        if found is None:
            found = self._stays[key] = _stays_in(entry)
        return found

    def version(self) -> tuple[int, int]:
        """Changes whenever an entry is added, replaced or removed (pools rebuild on it): this
        connection's writes, and SQLite's ``data_version`` for the commits of others (``r3 demos
        add`` while a server runs). Constant-time: a count over the table read every entry's
        pages, and a full memory made every question pay for it."""
        with self._lock:
            (data_version,) = self._db.execute("PRAGMA data_version").fetchone()
            return self._writes, int(data_version)

    def demos(self) -> list[Any]:
        """Every entry as a :class:`~r3.pipeline.offline.demos.Demo` (``source: memory``)."""
        return demos_from_rows([e.to_row() for e in self.entries()])


def _entry(row: Any) -> MemoryEntry:
    entry_id, space, question, _key, query, dialect, created, author = row
    return MemoryEntry(int(entry_id), space, question, query, dialect, float(created), str(author))


def _stays_in(entry: MemoryEntry) -> bool:
    """Whether the entry's query stays in its own space (no ``USE`` of another)."""
    names = used_spaces(entry.query, entry.dialect)
    return names is None or all(name == entry.space for name in names)


def check_entry_size(question: str, query: str) -> None:
    """:class:`EntryTooLarge` when a correction's question or query is over its cap."""
    if len(question) > MAX_QUESTION_CHARS:
        raise EntryTooLarge(
            f"the question is too long to remember ({len(question)} characters; the limit is {MAX_QUESTION_CHARS})"
        )
    if len(query) > MAX_QUERY_CHARS:
        raise EntryTooLarge(
            f"the query is too long to remember ({len(query)} characters; the limit is {MAX_QUERY_CHARS})"
        )


def _in_folder(folder: Path) -> Path:
    """``folder/.r3/memory.sqlite``. Why no symlinks: every client of ``r3 serve`` may write the
    memory, so a ``.r3`` (or memory file) linked elsewhere would let a graph folder someone
    handed over aim those writes at any file the user can write (issue 28 item 5)."""
    for path in (folder / ".r3", folder / ".r3" / "memory.sqlite"):
        if path.is_symlink():
            raise UserInputError(
                f"{path} is a symlink: the memory of corrections stays inside the graph folder; make it a plain "
                "folder or file"
            )
    return folder / ".r3" / "memory.sqlite"


def memory_path(graph: str) -> Path | None:
    """Where a graph's memory lives: beside its store (``graphs.sqlite`` →
    ``graphs.memory.sqlite``), in a graph folder's ``.r3/`` (ignored by the graph cache's key),
    or, for a server, in the user cache under a hash of the URL without its password. None for
    an in-memory graph."""
    if is_graph_path(graph):
        path = Path(graph).expanduser().resolve()
        folder = path if path.is_dir() else path.parent
        return _in_folder(folder)

    url = parse_url(graph)
    if url.path is not None:
        local = Path(url.path).expanduser().resolve()
        if local.is_dir():
            return _in_folder(local)
        return local.with_name(local.stem + ".memory.sqlite")
    if not url.is_server:
        return None

    cache = private_dir("memory")
    if cache is None:
        return None
    digest = hashlib.sha256(redact(graph).encode("utf-8")).hexdigest()[:20]
    return cache / f"{url.scheme}-{digest}.sqlite"


def check_correction(
    pipeline: Any, question: str, query: str, *, space: str | None, graph: Any = None
) -> Any:
    """Validate and run (read-only) a correction before it is stored: the result set.

    Raises a one-line :class:`~r3.errors.R3Error` naming what is wrong (over a cap, a switch to
    another space, a write, a syntax or schema error, a failed run) — the memory never holds a
    query that does not run, or runs elsewhere.
    """
    if not question.strip():
        raise UserInputError("the question is empty: give the question the query answers")
    check_entry_size(" ".join(question.split()), query.strip())
    schema = pipeline.schema(space, graph=graph)
    check_space(query, str(pipeline.dialect(graph=graph)), schema.name)
    outcome = Checker(schema, pipeline.dialect(graph=graph), mode="validate", runner=None).check(query)
    if outcome.status == "write":
        raise WriteRefused("the query writes: only read-only queries are remembered")
    if not outcome.ok and outcome.feedback is not None:
        raise UserInputError("the query does not hold up: " + " ".join(outcome.feedback.render().split()))
    return pipeline.run(query, space=schema.name, graph=graph)


def open_memory(graph: str, *, create: bool = False) -> QueryMemory:
    """The memory of ``graph`` (a URL or folder); a clear error when it can have none. Reading
    a graph that has no memory yet gives an empty one and writes nothing (``create`` makes it)."""
    path = memory_path(graph)
    if path is None:
        raise UserInputError(f"{graph}: an in-memory graph keeps no memory; give a store file or a folder")
    if not create and not path.is_file():
        return QueryMemory(":memory:")
    return QueryMemory(path)


__all__ = [
    "LOCAL_AUTHOR",
    "MAX_ENTRIES",
    "MAX_PER_AUTHOR",
    "MAX_QUERY_CHARS",
    "MAX_QUESTION_CHARS",
    "EntryTooLarge",
    "MemoryEntry",
    "MemoryFull",
    "NotAuthor",
    "QueryMemory",
    "check_correction",
    "check_entry_size",
    "memory_path",
    "near_same",
    "normalize",
    "open_memory",
]
