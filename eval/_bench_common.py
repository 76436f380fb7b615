"""What several ``eval/`` benchmarks share, written once (``eval/`` is not a package).

A benchmark run as ``python eval/bench_x.py`` has ``eval/`` on its path already; one loaded
by file (the tests do) puts it there first, as :func:`on_path` does for the repository::

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from _bench_common import add_shared_arg, load_dev_rows
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent


def on_path(*folders: Path) -> None:
    """Put ``folders`` (default: the repository root) first on ``sys.path`` unless already there."""
    for folder in folders or (REPO_ROOT,):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))


def default_shared() -> Path:
    """The ``shared/`` reference folder: ``$R3_SHARED``, else the checkout's sibling ``shared/``."""
    return Path(os.environ.get("R3_SHARED", REPO_ROOT.parent / "shared"))


def add_shared_arg(parser: argparse.ArgumentParser) -> None:
    """The ``--shared DIR`` option every benchmark on the reference data takes."""
    parser.add_argument("--shared", type=Path, default=default_shared(), help="the shared/ reference folder")


def bench_parser(doc: str | None) -> argparse.ArgumentParser:
    """A parser described by the first paragraph of ``doc``, with ``--shared`` and ``--json``."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0] if doc else None)
    add_shared_arg(parser)
    parser.add_argument("--json", type=Path, help="also write the result as JSON here")
    return parser


def require(path: Path) -> Path:
    """``path``, or exit naming it and how to point the benchmark at the reference data."""
    if not path.exists():
        raise SystemExit(f"error: {path} not found (pass --shared DIR or set R3_SHARED)")
    return path


def load_dev_rows(shared: Path) -> list[dict[str, Any]]:
    """The rows of ``nl2gql/dev.jsonl`` under ``shared``."""
    path = require(shared / "datasets" / "nl2gql" / "dev.jsonl")
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


#: Common English first names, the head of every generated-person benchmark's name list (the
#: order matters: seeded draws index into it).
ENGLISH_FIRST_NAMES = [
    "James",
    "Mary",
    "John",
    "Patricia",
    "Robert",
    "Jennifer",
    "Michael",
    "Linda",
    "William",
    "Elizabeth",
    "David",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Charles",
    "Karen",
    "Christopher",
    "Nancy",
    "Daniel",
    "Lisa",
    "Matthew",
    "Betty",
    "Anthony",
    "Margaret",
    "Mark",
    "Sandra",
    "Donald",
    "Ashley",
    "Steven",
    "Kimberly",
    "Paul",
    "Emily",
    "Andrew",
    "Donna",
    "Joshua",
    "Michelle",
    "Kenneth",
    "Carol",
    "Kevin",
    "Amanda",
    "Brian",
    "Dorothy",
    "George",
    "Melissa",
    "Timothy",
    "Deborah",
]
