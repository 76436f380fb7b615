"""The project's demo graph (``data/demo``): where it is, its schema, an engine on it.

Why one place: examples, tests, the skeleton library and ``r3 schema`` all want the same small
made-up graph (players, teams, coaches; see ``data/demo/generate.py``) without each of them
guessing paths. The data ships with a source checkout, not inside the wheel, so
:func:`demo_dir` looks beside the package and honours ``$R3_DEMO_DIR``; a clear error says what
to do when neither exists.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from r3.engine.engine import Engine
from r3.errors import UserInputError
from r3.lang.ddl import load_space_schema

if TYPE_CHECKING:
    from r3.contracts.schema import SpaceSchema
    from r3.engine.engine import Engine

#: The space name the demo graph loads under.
DEMO_SPACE = "demo"

#: Plain questions about the demo graph (names from data/demo/players.csv): what load tests
#: and the API benchmark ask the service, without hand-written queries.
DEMO_QUESTIONS = (
    "Whom does Ada Lind like?",
    "Who likes Kit Vance?",
    "How old is Pia Lomax?",
    "Which teams has Milo Marsh played for?",
    "Which players are older than 33?",
    "How many players are there?",
    "Who coaches the River Foxes?",
    "List every team.",
    "Which players does Hana Upshaw like?",
    "Who is the youngest player?",
)


def demo_dir() -> Path:
    """The demo data folder: ``$R3_DEMO_DIR``, else ``data/demo`` of the source checkout r3 runs
    from, else ``data/demo`` below the current folder (a clone's root after ``pip install .``,
    where the package no longer sits beside the data)."""
    env = os.environ.get("R3_DEMO_DIR")
    if env:
        path = Path(env)
    else:
        beside = Path(__file__).resolve().parent.parent / "data" / "demo"
        here = Path.cwd() / "data" / "demo"
        path = beside if (beside / "config.yaml").is_file() or not (here / "config.yaml").is_file() else here
    if not (path / "config.yaml").is_file():
        raise UserInputError(
            f"demo graph not found at {path} (run from a source checkout or set R3_DEMO_DIR to data/demo)"
        )
    return path


def demo_schema() -> SpaceSchema:
    """The schema of the demo space, as its ``config.yaml`` declares it (comments included)."""
    folder = demo_dir()
    schema = load_space_schema(folder.parent, folder.name)
    schema.name = DEMO_SPACE
    return schema


def open_demo_engine() -> Engine:
    """A fresh in-memory engine holding the demo graph, with ``demo`` as its current space.

    Fresh on every call: callers may write to it (``allow_writes``) without affecting others.
    """
    return Engine.open_graph(demo_dir(), DEMO_SPACE)


def text_demo_dir() -> Path:
    """The text-rich demo space (``data/restaurants``: made-up restaurants with reviews, for
    ``answer()``/``summary()``), beside :func:`demo_dir`."""
    path = demo_dir().parent / "restaurants"
    if not (path / "config.yaml").is_file():
        raise UserInputError(f"text demo graph not found at {path} (run python data/restaurants/generate.py)")
    return path


__all__ = ["DEMO_QUESTIONS", "DEMO_SPACE", "demo_dir", "demo_schema", "open_demo_engine", "text_demo_dir"]
