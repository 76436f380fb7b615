"""Shared fixtures.

Reference data lives in ``../shared`` (never copied into the repository). Every test that
needs it asks for the ``shared_dir`` fixture, which skips with a reason when it is absent.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def locate_shared() -> Path:
    """Where ``../shared`` is: env ``R3_SHARED`` or the folder beside the repository."""
    return Path(os.environ.get("R3_SHARED", REPO_ROOT.parent / "shared")).resolve()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    path = locate_shared()
    if not (path / "datasets").is_dir():
        pytest.skip(f"reference data not found at {path} (set R3_SHARED to the shared/ folder)")
    return path


@pytest.fixture(scope="session")
def dev_rows(shared_dir: Path) -> list[dict]:
    import json

    with open(shared_dir / "datasets" / "nl2gql" / "dev.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]
