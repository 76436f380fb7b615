"""An on-disk cache of free-text answers, keyed by (answerer, hash of the text, question).

Why its own small table rather than the model response cache: the key is what SUQL's
semantics depend on — the same question about the same text by the same answerer — not the
prompt bytes, so a re-run, another query asking the same question, or the same review reached
through another path is answered for free. Only hashes are keys; the answers are short
strings. The file lives in r3's private cache folder (:func:`r3.cache.private_dir`); where that
folder cannot be made private the cache stays in memory.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from pathlib import Path

from r3.cache import private_dir
from r3.errors import UserInputError
from r3.freetext.answerers import FreeTextRequest

__all__ = ["FreeTextCache", "default_cache_path"]

_SCHEMA = "CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, value TEXT NOT NULL)"


def default_cache_path() -> Path | None:
    """``<r3 cache>/freetext/answers.sqlite``; None when the folder cannot be private."""
    folder = private_dir("freetext")
    return None if folder is None else folder / "answers.sqlite"


def request_key(identity: str, request: FreeTextRequest) -> str:
    """The cache key of one request: answerer identity, text hash, kind and question."""
    text_hash = hashlib.sha256(request.text.encode("utf-8", "surrogatepass")).hexdigest()
    blob = "\x00".join((identity, request.kind, text_hash, request.question or ""))
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


class FreeTextCache:
    """Answers by request key; ``FreeTextCache(":memory:")`` keeps them in memory only."""

    def __init__(self, path: str | Path | None = None) -> None:
        target = default_cache_path() if path is None else path
        self.path = ":memory:" if target is None else str(target)
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=30.0)
            if self.path != ":memory:":  # many small commits (one per batch): WAL keeps them cheap
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(_SCHEMA)
            self._db.commit()
        except (OSError, sqlite3.Error) as e:
            raise UserInputError(f"cannot open the free-text cache {self.path}: {e}") from e
        self._lock = threading.Lock()

    def get_many(self, keys: list[str]) -> dict[str, str]:
        found: dict[str, str] = {}
        with self._lock:
            for lo in range(0, len(keys), 500):
                chunk = keys[lo : lo + 500]
                marks = ",".join("?" * len(chunk))
                for key, value in self._db.execute(
                    f"SELECT key, value FROM answers WHERE key IN ({marks})", chunk
                ):
                    found[key] = value
        return found

    def put_many(self, items: dict[str, str]) -> None:
        if not items:
            return
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO answers (key, value) VALUES (?, ?)", items.items())
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            (count,) = self._db.execute("SELECT COUNT(*) FROM answers").fetchone()
        return int(count)

    def close(self) -> None:
        with self._lock:
            self._db.close()
