"""``r3 transpile``: the command lines that give too much or too little, and JSONL input that
is not what it should be (issue 26 item 6: these branches of ``r3/cli/transpile.py`` were unrun).

Three of them found data-losing bugs in ``--jsonl`` handling (the ``--out`` file was opened,
and so emptied, before the input was read; input that is not UTF-8 ended in a traceback), fixed:
the command reads the whole input first and writes through a temporary file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli
from r3.lang.parser import parse

pytestmark = pytest.mark.quick

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo"
GRAPHS = DEMO.parent  # data/ holds the space folder demo/
QUERY = 'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS d'


def _r3(*args: str):
    return cli_runner().invoke(cli, list(args))


def _one_error_line(result, *words: str) -> str:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def _rows(path: Path, *rows: object) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_query_and_jsonl_together_is_one_line(tmp_path: Path) -> None:
    data = _rows(tmp_path / "d.jsonl", {"gold": QUERY})
    _one_error_line(_r3("transpile", QUERY, "--jsonl", str(data)), "not several")


def test_query_and_file_together_is_one_line(tmp_path: Path) -> None:
    file = tmp_path / "q.ngql"
    file.write_text(QUERY, encoding="utf-8")
    _one_error_line(_r3("transpile", QUERY, "--file", str(file)), "not both")


def test_a_missing_query_file_is_one_line(tmp_path: Path) -> None:
    _one_error_line(_r3("transpile", "--file", str(tmp_path / "none.ngql")), "cannot read", "none.ngql")


def test_graphs_and_graph_together_is_one_line() -> None:
    _one_error_line(
        _r3("transpile", QUERY, "--graphs", str(GRAPHS), "--graph", str(DEMO)), "--graphs or --graph"
    )


def test_graphs_without_a_space_asks_for_one() -> None:
    _one_error_line(_r3("transpile", QUERY, "--graphs", str(GRAPHS)), "--space NAME")


def test_the_schema_from_a_graph_url_matches_the_graphs_folder() -> None:
    """--graph URL reads the same schema as --graphs DIR --space NAME: the same Cypher."""
    by_url = _r3("transpile", QUERY, "--graph", f"embedded://{DEMO}?space=demo", "--space", "demo")
    by_dir = _r3("transpile", QUERY, "--graphs", str(GRAPHS), "--space", "demo")
    assert by_url.exit_code == by_dir.exit_code == 0, by_url.output + by_dir.output
    assert by_url.stdout == by_dir.stdout
    parse(by_url.stdout.strip(), "cypher")


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("{not json", [":2:", "not JSON"]),
        ('["a list"]', [":2:", "no string field 'gold'"]),
        ('{"gold": 7}', [":2:", "no string field 'gold'"]),
    ],
    ids=["not JSON", "not an object", "field not a string"],
)
def test_a_bad_jsonl_row_names_its_line(tmp_path: Path, line: str, words: list[str]) -> None:
    data = tmp_path / "d.jsonl"
    data.write_text(json.dumps({"gold": QUERY, "space": "demo"}) + "\n" + line + "\n", encoding="utf-8")
    _one_error_line(_r3("transpile", "--jsonl", str(data), "--graphs", str(GRAPHS)), str(data), *words)


def test_jsonl_field_option_picks_the_field(tmp_path: Path) -> None:
    data = _rows(
        tmp_path / "d.jsonl",
        {"id": "1", "space": "demo", "query": QUERY},
        {"id": "2", "space": "demo", "query": QUERY},
    )
    result = _r3("transpile", "--jsonl", str(data), "--field", "query", "--graphs", str(GRAPHS))
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["query_ngql"] for r in rows] == [QUERY, QUERY]
    for r in rows:
        parse(r["query"], "cypher")
    assert "transpiled 2/2 rows" in result.stderr


def test_a_missing_jsonl_is_one_line(tmp_path: Path) -> None:
    _one_error_line(_r3("transpile", "--jsonl", str(tmp_path / "none.jsonl")), "cannot read", "none.jsonl")


def test_a_missing_jsonl_leaves_the_out_file_alone(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text('{"kept": true}\n', encoding="utf-8")
    result = _r3("transpile", "--jsonl", str(tmp_path / "none.jsonl"), "--out", str(out))
    assert result.exit_code == 2
    assert out.read_text(encoding="utf-8") == '{"kept": true}\n'


def test_out_onto_the_input_does_not_lose_the_dataset(tmp_path: Path) -> None:
    data = _rows(tmp_path / "d.jsonl", {"id": "1", "space": "demo", "gold": QUERY})
    result = _r3("transpile", "--jsonl", str(data), "--out", str(data), "--graphs", str(GRAPHS))
    # either refused in one line or done in place; never an empty file
    assert result.exit_code == 2 or json.loads(data.read_text(encoding="utf-8"))["gold_ngql"] == QUERY
    assert data.read_text(encoding="utf-8").strip()


def test_jsonl_that_is_not_utf8_is_one_line(tmp_path: Path) -> None:
    data = tmp_path / "d.jsonl"
    data.write_bytes(b'{"gold": "\xff"}\n')
    result = _r3("transpile", "--jsonl", str(data))
    assert result.exception is None or isinstance(result.exception, SystemExit)
    _one_error_line(result, "UTF-8")
