"""The tiny lexical index of :mod:`tiny_lexicon`, written to a file and made r3's index."""

from __future__ import annotations

from pathlib import Path

import pytest
from tiny_lexicon import tiny_tables

from r3.lexical.store import write_index


@pytest.fixture
def tiny_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tiny index written to a file and made r3's index (``R3_LEXICAL``)."""
    path = write_index(tmp_path / "tiny.sqlite", tiny_tables(), {"sources": '["tests"]'})
    monkeypatch.setenv("R3_LEXICAL", str(path))
    return path
