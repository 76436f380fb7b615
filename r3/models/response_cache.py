"""A response cache on disk: SQLite, keyed by a hash of model + messages + parameters + grammar.

Why SQLite: one file, safe to share between processes and threads, survives interruption
(every put is committed), and needs nothing installed. Benchmarks that call a paid endpoint
can be re-run (or resumed after a crash) without paying twice.

Only the hash of the request is stored as the key; the prompt text itself is not kept, so
the file does not become a second copy of the data a run was fed.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from pathlib import Path

from r3.cache import cache_root
from r3.models.language_model import Generation, Message, ModelConfigError, Usage
from r3.values.json import JsonValue

__all__ = ["ResponseCache", "default_cache_path"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    created REAL NOT NULL,
    value TEXT NOT NULL
)
"""


def default_cache_path() -> Path:
    """``model-cache.sqlite`` in r3's cache root (:func:`r3.cache.cache_root`)."""
    return cache_root() / "model-cache.sqlite"


class ResponseCache:
    """Generations by request hash. ``ResponseCache(":memory:")`` keeps them in memory only."""

    def __init__(self, path: str | Path | None = None) -> None:
        target = default_cache_path() if path is None else path
        self.path = str(target)
        if self.path != ":memory:":
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise ModelConfigError(f"cannot create the model cache folder for {self.path}: {e}") from e
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=30.0)
            self._db.execute(_SCHEMA)
            self._db.commit()
        except sqlite3.Error as e:
            raise ModelConfigError(f"cannot open the model cache {self.path}: {e}") from e
        self._lock = threading.Lock()

    @staticmethod
    def key(
        identity: Mapping[str, JsonValue],
        messages: Sequence[Message],
        params: Mapping[str, JsonValue],
        grammar: str | None,
    ) -> str:
        """A stable hash of everything that decides the answer."""
        blob = json.dumps(
            {
                "identity": dict(identity),
                "messages": [m.as_dict() for m in messages],
                "params": dict(params),
                "grammar": hashlib.sha256(grammar.encode()).hexdigest() if grammar else None,
            },
            sort_keys=True,
            ensure_ascii=False,
            default=str,
        )
        return hashlib.sha256(blob.encode()).hexdigest()

    def get(self, key: str) -> Generation | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM responses WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        try:
            data = json.loads(row[0])
            usage = Usage(**data.pop("usage"))
            return Generation(usage=usage, **data)
        except (ValueError, TypeError, KeyError):
            return None  # an entry from an incompatible version: treat as a miss

    def put(self, key: str, generation: Generation) -> None:
        data = asdict(generation)
        data["cached"] = False
        try:
            value = json.dumps(data, ensure_ascii=False)
        except (TypeError, ValueError):
            data["raw"] = None
            value = json.dumps(data, ensure_ascii=False)
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO responses (key, created, value) VALUES (?, ?, ?)",
                (key, time.time(), value),
            )
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            (count,) = self._db.execute("SELECT COUNT(*) FROM responses").fetchone()
        return int(count)

    def clear(self) -> None:
        with self._lock:
            self._db.execute("DELETE FROM responses")
            self._db.commit()

    def close(self) -> None:
        with self._lock:
            self._db.close()
