"""``r3 transpile`` on text, files and JSONL fields, through click's CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import Result
from helpers import cli_runner

from r3.cli import cli
from r3.lang.parser import parse

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo"
GRAPHS = DEMO.parent  # data/ holds the space folder demo/


def run(*args: str) -> Result:
    return cli_runner().invoke(cli, list(args), catch_exceptions=False)


@pytest.mark.parametrize(
    ("query", "source", "target"),
    [
        ('GO FROM "Ada Lind" OVER like YIELD dst(edge) AS d', "ngql", "cypher"),
        ('MATCH (p:player) WHERE p.vid = "Ada Lind" RETURN p.age', "cypher", "ngql"),
    ],
)
def test_text_is_written_in_the_other_dialect(query: str, source: str, target: str) -> None:
    out = run(
        "transpile", query, "--from", source, "--to", target, "--graphs", str(GRAPHS), "--space", "demo"
    )
    assert out.exit_code == 0, out.output
    parse(out.stdout.strip(), target)


def test_a_file_is_read(tmp_path: Path) -> None:
    query = tmp_path / "q.ngql"
    query.write_text("LOOKUP ON player WHERE player.age > 30 YIELD player.name AS n\n", encoding="utf-8")
    out = run("transpile", "--file", str(query), "--graphs", str(GRAPHS), "--space", "demo")
    assert out.exit_code == 0, out.output
    parse(out.stdout.strip(), "cypher")


def test_jsonl_rows_get_the_field_in_the_target_dialect(tmp_path: Path) -> None:
    rows = [
        {"id": "1", "space": "demo", "gold": 'GO FROM "Ada Lind" OVER like YIELD dst(edge)'},
        {"id": "2", "space": "demo", "gold": 'GET SUBGRAPH 9 STEPS FROM "Ada Lind" YIELD VERTICES AS v'},
    ]
    src, dst = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = run("transpile", "--jsonl", str(src), "--field", "gold", "--graphs", str(GRAPHS), "--out", str(dst))
    assert out.exit_code == 1  # one row has no Cypher equivalent (over 8 subgraph steps)
    written = [json.loads(line) for line in dst.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in written] == ["1", "2"]
    parse(written[0]["gold"], "cypher")
    assert written[0]["gold_ngql"] == rows[0]["gold"]
    assert "GET SUBGRAPH" in written[1]["transpile_error"]
    assert "1/2" in out.stderr


def test_no_equivalent_is_one_error_line() -> None:
    out = cli_runner().invoke(cli, ["transpile", 'GET SUBGRAPH FROM "a" YIELD VERTICES AS v'])
    assert out.exit_code == 2
    assert out.stderr.count("\n") == 1 and "GET SUBGRAPH" in out.stderr


def test_nothing_to_transpile_is_a_user_error() -> None:
    out = cli_runner().invoke(cli, ["transpile"])
    assert out.exit_code == 2 and "QUERY" in out.stderr
