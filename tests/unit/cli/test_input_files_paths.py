"""Files users hand to r3 that are not what they should be — a pipeline config that is not
valid TOML/YAML, a dataset that is a folder or missing, an ``unanswerable`` flag that
contradicts the row, an aliases file naming what the schema lacks — each one ``error: …`` line
and exit code 2, through the commands that
read them (issue 26 item 6: these branches of :mod:`r3.inputs` were unrun).
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def tim_follows(tiny_graph: Path) -> list[str]:
    """Whom Tim Duncan follows, read from the tiny graph's CSV (not from r3)."""
    with open(tiny_graph / "follow.csv", newline="", encoding="utf-8") as f:
        return [row[1] for row in list(csv.reader(f))[1:] if row[0] == "Tim Duncan"]


def _r3(*args: str):
    return cli_runner().invoke(cli, list(args))


def _one_error_line(result, *words: str) -> str:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def _dataset(path: Path, *rows: dict) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture
def tim_row(tim_follows: list[str]):
    """A row whose gold query the tiny graph answers, with ``extra`` fields."""

    def make(**extra: object) -> dict:
        return {
            "id": "q1",
            "space": "tiny",
            "question": "Whom does Tim Duncan follow?",
            "gold": 'GO FROM "Tim Duncan" OVER follow YIELD dst(edge)',
            "gold_result": [json.dumps([name], ensure_ascii=False) for name in tim_follows],
            **extra,
        }

    return make


# --------------------------------------------------------------------------- pipeline configs


def test_ask_with_a_config_that_is_not_valid_toml(tiny_graph: Path, tmp_path: Path) -> None:
    config = tmp_path / "pipe.toml"
    config.write_text('name = "unterminated\n', encoding="utf-8")
    _one_error_line(
        _r3("ask", "Who?", "--graph", str(tiny_graph), "--config", str(config)), str(config), "not valid TOML"
    )


def test_a_yaml_suffix_is_not_read_as_toml(tiny_graph: Path, tmp_path: Path) -> None:
    """A .yaml file is judged as YAML (the suffix decides the format), its error still one line."""
    config = tmp_path / "pipe.yaml"
    config.write_text("name: [unclosed\n", encoding="utf-8")
    line = _one_error_line(
        _r3("ask", "Who?", "--graph", str(tiny_graph), "--config", str(config)), "not valid YAML"
    )
    assert "TOML" not in line


def test_ask_with_a_config_folder_is_one_line(tiny_graph: Path, tmp_path: Path) -> None:
    folder = tmp_path / "pipe.yaml"
    folder.mkdir()
    _one_error_line(_r3("ask", "Who?", "--graph", str(tiny_graph), "--config", str(folder)), "pipe.yaml")


# --------------------------------------------------------------------------- datasets


def test_replay_of_a_missing_dataset(tiny_graph: Path, tmp_path: Path) -> None:
    _one_error_line(
        _r3("replay", str(tmp_path / "none.jsonl"), "--graphs", str(tiny_graph.parent)),
        "not found",
        "none.jsonl",
    )


def test_lint_of_a_folder_named_like_a_dataset(tmp_path: Path) -> None:
    folder = tmp_path / "rows.jsonl"
    folder.mkdir()
    _one_error_line(_r3("lint", str(folder)), "directory", "rows.jsonl")


def test_replay_reproduces_the_tiny_gold_row(tiny_graph: Path, tmp_path: Path, tim_row) -> None:
    """The baseline of the two tests below: the row as written replays, exit code 0."""
    result = _r3(
        "replay",
        str(_dataset(tmp_path / "d.jsonl", tim_row())),
        "--graphs",
        str(tiny_graph.parent),
        "--quiet",
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().splitlines()[-1].startswith("reproduced 1/1")


@pytest.mark.parametrize("flag", ["no", "False", "0", False])
def test_unanswerable_false_in_any_spelling_keeps_the_row(
    tiny_graph: Path, tmp_path: Path, tim_row, flag: object
) -> None:
    data = _dataset(tmp_path / "d.jsonl", tim_row(unanswerable=flag))
    result = _r3("replay", str(data), "--graphs", str(tiny_graph.parent), "--quiet")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("flag", ["yes", True, "ON"])
def test_a_row_marked_unanswerable_cannot_carry_a_gold_query(
    tiny_graph: Path, tmp_path: Path, tim_row, flag: object
) -> None:
    data = _dataset(tmp_path / "d.jsonl", tim_row(), tim_row(id="q2", unanswerable=flag))
    line = _one_error_line(
        _r3("replay", str(data), "--graphs", str(tiny_graph.parent)), "unanswerable", "gold"
    )
    assert line.startswith(f"error: {data}:2:")  # the file and the line of the row


def test_an_unanswerable_flag_that_is_no_yes_or_no(tiny_graph: Path, tmp_path: Path, tim_row) -> None:
    data = _dataset(tmp_path / "d.jsonl", tim_row(unanswerable="maybe"))
    _one_error_line(_r3("replay", str(data), "--graphs", str(tiny_graph.parent)), f"{data}:1:", "'maybe'")


# --------------------------------------------------------------------------- aliases files


def test_ask_with_an_alias_of_an_unknown_tag_names_the_file_and_the_tag(
    tiny_graph: Path, tmp_path: Path
) -> None:
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text("wizard: [mage]\n", encoding="utf-8")
    result = _r3("ask", "Who?", "--graph", str(tiny_graph), "--aliases", str(aliases))
    _one_error_line(result, str(aliases), "'wizard'", "player")  # and what is known


def test_ask_with_a_missing_aliases_file(tiny_graph: Path, tmp_path: Path) -> None:
    result = _r3("ask", "Who?", "--graph", str(tiny_graph), "--aliases", str(tmp_path / "none.yaml"))
    _one_error_line(result, "not found", "none.yaml")


def test_schema_aliases_file_documents_its_items(tiny_graph: Path, tmp_path: Path) -> None:
    """--aliases FILE: its words show as comments, and its items leave the 'undocumented' list."""
    aliases = tmp_path / "words.yaml"
    aliases.write_text("team: [squad, club]\n", encoding="utf-8")
    plain = _r3("schema", "--graph", str(tiny_graph), "--no-data")
    with_words = _r3("schema", "--graph", str(tiny_graph), "--no-data", "--aliases", str(aliases))
    assert plain.exit_code == with_words.exit_code == 0, plain.output + with_words.output
    assert "users say: squad, club" in with_words.stdout and "squad" not in plain.stdout
    before, after = plain.stderr.strip().splitlines()[-1], with_words.stderr.strip().splitlines()[-1]
    assert "tag team" in before and "tag team" not in after
    assert int(after.split()[0]) == int(before.split()[0]) - 1
