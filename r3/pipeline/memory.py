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

#: Least rapidfuzz ratio (0–100) of two normalized questions counted near-exact.
NEAR_RATIO = 90.0
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
    UNIQUE (space, key)
)
"""


@dataclass(frozen=True)
class MemoryEntry:
    """One stored correction."""

    id: int
    space: str
    question: str
    query: str
    dialect: str
    created: float

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

    def __init__(self, path: str | Path) -> None:
        """``path``: the SQLite file (created with its folder), or ``":memory:"`` (nothing written)."""
        self.path = Path(path)
        try:
            if str(path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False)
            self._db.execute(_SCHEMA)
            self._db.commit()
        except (OSError, sqlite3.Error) as e:
            raise UserInputError(f"cannot open the query memory {self.path}: {e}") from e
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> QueryMemory:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def add(self, question: str, query: str, space: str, dialect: str) -> MemoryEntry:
        """Store (or replace) the query for a question; call :func:`check_correction` first."""
        question, query = " ".join(question.split()), query.strip()
        if not question or not query:
            raise UserInputError("a correction needs a question and a query")
        with self._lock:
            self._db.execute(
                "INSERT INTO memory (space, question, key, query, dialect, created) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (space, key) DO UPDATE SET question = excluded.question, query = excluded.query, "
                "dialect = excluded.dialect, created = excluded.created",
                (space, question, normalize(question), query, dialect, time.time()),
            )
            self._db.commit()
            row = self._db.execute(
                "SELECT * FROM memory WHERE space = ? AND key = ?", (space, normalize(question))
            ).fetchone()
        return _entry(row)

    def remove(self, entry_id: int) -> bool:
        with self._lock:
            cursor = self._db.execute("DELETE FROM memory WHERE id = ?", (entry_id,))
            self._db.commit()
            return cursor.rowcount > 0

    def entries(self, space: str | None = None) -> list[MemoryEntry]:
        with self._lock:
            if space is None:
                rows = self._db.execute("SELECT * FROM memory ORDER BY id").fetchall()
            else:
                rows = self._db.execute(
                    "SELECT * FROM memory WHERE space = ? ORDER BY id", (space,)
                ).fetchall()
        return [_entry(r) for r in rows]

    def lookup(self, question: str, space: str, dialect: str) -> MemoryEntry | None:
        """The stored query for the same or a near-exact question in ``space`` (module doc)."""
        key = normalize(question)
        with self._lock:
            row = self._db.execute(
                "SELECT * FROM memory WHERE space = ? AND key = ? AND dialect = ?", (space, key, dialect)
            ).fetchone()
        if row is not None:
            return _entry(row)
        near = [e for e in self.entries(space) if e.dialect == dialect and near_same(question, e.question)]
        return near[-1] if near else None

    def version(self) -> tuple[int, float]:
        """Changes whenever an entry is added, replaced or removed (pools rebuild on it)."""
        with self._lock:
            count, created = self._db.execute(
                "SELECT count(*), coalesce(sum(created), 0) FROM memory"
            ).fetchone()
        return int(count), float(created)

    def demos(self) -> list[Any]:
        """Every entry as a :class:`~r3.pipeline.offline.demos.Demo` (``source: memory``)."""
        return demos_from_rows([e.to_row() for e in self.entries()])


def _entry(row: Any) -> MemoryEntry:
    entry_id, space, question, _key, query, dialect, created = row
    return MemoryEntry(int(entry_id), space, question, query, dialect, float(created))


def memory_path(graph: str) -> Path | None:
    """Where a graph's memory lives: beside its store (``graphs.sqlite`` →
    ``graphs.memory.sqlite``), in a graph folder's ``.r3/`` (ignored by the graph cache's key),
    or, for a server, in the user cache under a hash of the URL without its password. None for
    an in-memory graph."""
    if is_graph_path(graph):
        path = Path(graph).expanduser().resolve()
        folder = path if path.is_dir() else path.parent
        return folder / ".r3" / "memory.sqlite"

    url = parse_url(graph)
    if url.path is not None:
        local = Path(url.path).expanduser().resolve()
        if local.is_dir():
            return local / ".r3" / "memory.sqlite"
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

    Raises a one-line :class:`~r3.errors.R3Error` naming what is wrong (a write, a syntax or
    schema error, a failed run) — the memory never holds a query that does not run.
    """
    if not question.strip():
        raise UserInputError("the question is empty: give the question the query answers")
    schema = pipeline.schema(space, graph=graph)
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
    "MemoryEntry",
    "QueryMemory",
    "check_correction",
    "memory_path",
    "near_same",
    "normalize",
    "open_memory",
]
