"""The prebuilt lexical index: one SQLite file in r3's cache, queried lazily word by word.

Why SQLite and lazy: the tables hold ~150,000 English lemmas and ~100,000 Chinese words; a
question needs a few dozen of them. Opening the file takes about a millisecond and each
look-up a few microseconds (primary-key reads, cached), so no start-up pays for the whole
resource and nothing is unpickled (a pickle in a cache would run whoever wrote it).

The file is written into a temporary name and renamed into place when complete, so an
interrupted build is never mistaken for an index. ``meta`` records the format version and
the sources it was built from (their licences travel with it: :mod:`.sources`).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import sqlite3
from collections.abc import Mapping
from pathlib import Path

from r3.lexical.sources import Tables

#: Bump when the tables change meaning; an index of another version is not read.
FORMAT = "2"

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE en (word TEXT PRIMARY KEY, rel TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE zh (word TEXT PRIMARY KEY, en TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE en_zh (word TEXT PRIMARY KEY, zh TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE morph (form TEXT PRIMARY KEY, lemma TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE kind (word TEXT PRIMARY KEY, kind TEXT NOT NULL) WITHOUT ROWID;
"""


def _pack(weights: Mapping[str, float]) -> str:
    return " ".join(f"{w}:{round(100 * s)}" for w, s in weights.items())


def _unpack(text: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for item in text.split():
        word, _, weight = item.rpartition(":")
        out[word] = int(weight) / 100
    return out


def write_index(path: Path, tables: Tables, meta: Mapping[str, str] | None = None) -> Path:
    """Write ``tables`` as an index file at ``path`` (atomically: a temporary file renamed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + f".part-{os.getpid()}")
    with contextlib.suppress(FileNotFoundError):
        part.unlink()
    con = sqlite3.connect(part)
    try:
        con.executescript(_SCHEMA)
        info = {"format": FORMAT, **(meta or {})}
        con.executemany("INSERT INTO meta VALUES (?, ?)", info.items())
        con.executemany("INSERT INTO en VALUES (?, ?)", ((w, _pack(r)) for w, r in tables.english.items()))
        con.executemany("INSERT INTO zh VALUES (?, ?)", ((w, _pack(r)) for w, r in tables.chinese.items()))
        con.executemany(
            "INSERT INTO en_zh VALUES (?, ?)", ((w, " ".join(z)) for w, z in tables.reverse.items())
        )
        con.executemany("INSERT INTO morph VALUES (?, ?)", tables.morph.items())
        con.executemany("INSERT INTO kind VALUES (?, ?)", tables.kinds.items())
        con.commit()
    finally:
        con.close()
    os.replace(part, path)
    return path


class LexicalIndex:
    """Read access to one index file (module doc); every look-up is cached."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # Read-only, and usable from the pipeline's worker threads (reads only, no writes).
        self._con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self.meta = dict(self._con.execute("SELECT key, value FROM meta").fetchall())
        if self.meta.get("format") != FORMAT:
            self._con.close()
            raise ValueError(
                f"lexical index {path} has format {self.meta.get('format')!r}, expected {FORMAT}"
            )

    def close(self) -> None:
        self._con.close()

    def _one(self, sql: str, key: str) -> str | None:
        row = self._con.execute(sql, (key,)).fetchone()
        return None if row is None else str(row[0])

    @functools.lru_cache(maxsize=65536)  # noqa: B019 - the index lives as long as the process
    def neighbours(self, lemma: str) -> dict[str, float]:
        """English lemma → its related English lemmas with weights (empty when unknown)."""
        text = self._one("SELECT rel FROM en WHERE word = ?", lemma)
        return _unpack(text) if text else {}

    @functools.lru_cache(maxsize=65536)  # noqa: B019
    def glosses(self, word: str) -> dict[str, float]:
        """Chinese word → English words with weights (empty when the dictionary lacks it)."""
        text = self._one("SELECT en FROM zh WHERE word = ?", word)
        return _unpack(text) if text else {}

    @functools.lru_cache(maxsize=65536)  # noqa: B019
    def chinese(self, word: str) -> tuple[str, ...]:
        """English word → the Chinese words it is the one-word gloss of (best first)."""
        text = self._one("SELECT zh FROM en_zh WHERE word = ?", word)
        return tuple(text.split()) if text else ()

    @functools.lru_cache(maxsize=65536)  # noqa: B019
    def known(self, lemma: str) -> bool:
        return self._one("SELECT 1 FROM en WHERE word = ?", lemma) is not None

    @functools.lru_cache(maxsize=65536)  # noqa: B019
    def kind(self, lemma: str) -> str | None:
        """A noun lemma's kind (``person``: :data:`~.sources.NOUN_KINDS`), or None."""
        return self._one("SELECT kind FROM kind WHERE word = ?", lemma)

    @functools.lru_cache(maxsize=65536)  # noqa: B019
    def exception(self, form: str) -> str | None:
        """An irregular form's lemma (WordNet's exception lists: ``went`` → go)."""
        return self._one("SELECT lemma FROM morph WHERE form = ?", form)

    def describe(self) -> str:
        """One line: where the index is and what it was built from."""
        sources = json.loads(self.meta.get("sources", "[]"))
        return f"lexical index {self.path} ({', '.join(sources) or 'unknown sources'})"


__all__ = ["FORMAT", "LexicalIndex", "write_index"]
