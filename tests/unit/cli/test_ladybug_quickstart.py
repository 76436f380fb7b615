"""The README's LadybugDB quick start, command by command, on the demo graph (``data/demo``):
graph folder → embedded store → dump → LadybugDB → ``r3 ask`` answers in Cypher."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import Result
from helpers import cli_runner

pytest.importorskip("real_ladybug")

from r3.cli import cli  # noqa: E402
from r3.lang.parser import parse  # noqa: E402

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo"


def run(*args: str, ok: tuple[int, ...] = (0,)) -> Result:
    out = cli_runner().invoke(cli, list(args), catch_exceptions=False)
    assert out.exit_code in ok, out.output + (out.stderr if out.stderr_bytes else "")
    return out


def test_readme_quick_start(tmp_path: Path) -> None:
    store, dump, db = tmp_path / "demo.sqlite", tmp_path / "demo-dump", tmp_path / "demo.lbug"
    run("load", str(DEMO / "config.yaml"), "--space", "demo", "--db", str(store), "-q")
    run("dump", "--graph", f"embedded://{store}?space=demo", "--out", str(dump), "-q")
    run("load-dump", str(dump), "--graph", f"ladybug://{db}", "-q")
    # exit 3 is an answer flagged "uncertain" (1: none passed): the rows tell
    out = run("ask", "Who does Ada Lind like?", "--graph", f"ladybug://{db}", "--json", ok=(0, 1, 3))
    answer = json.loads(out.stdout)
    assert answer["dialect"] == "cypher"
    parse(answer["query"], "cypher")
    assert answer["rows"], answer
