"""``r3 load``, ``r3 replay`` and ``r3 tck``: the option clashes and the exit code of a load with
rejected rows, as a user meets them (issue 26 item 6: branches coverage showed unrun).

Each test runs the ``r3`` group through click's runner and reads what a user reads: the one
``error: …`` line with exit code 2 for a contradictory command line, and the summary's last line
``vertices V, edges E, rejected R`` with exit code 1 when rows were rejected.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli

pytestmark = pytest.mark.quick

LAST_LINE = re.compile(r"^vertices (\d+), edges (\d+), rejected (\d+)$")


def _r3(*args: str):
    return cli_runner().invoke(cli, list(args))


def _one_error_line(result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]


def _counts(result) -> tuple[int, int, int]:
    match = LAST_LINE.match(result.stdout.strip().splitlines()[-1])
    assert match, result.stdout
    vertices, edges, rejected = (int(n) for n in match.groups())
    return vertices, edges, rejected


def test_load_refuses_graph_and_graphs_together(tiny_graph: Path, tmp_path: Path) -> None:
    result = _r3(
        "load",
        "--graph",
        str(tiny_graph),
        "--graphs",
        str(tiny_graph.parent),
        "--db",
        str(tmp_path / "s.sqlite"),
    )
    _one_error_line(result, "--graph", "--graphs", "not both")
    assert not (tmp_path / "s.sqlite").exists()  # nothing was written


def test_load_graph_folder_names_its_space(tiny_graph: Path, tmp_path: Path) -> None:
    """--graph FOLDER loads the space FOLDER's name; another --space is a mistake, said in one line."""
    result = _r3(
        "load", "--graph", str(tiny_graph), "--space", "elsewhere", "--db", str(tmp_path / "s.sqlite")
    )
    _one_error_line(result, tiny_graph.name, "--space elsewhere")


def test_load_refuses_a_target_and_graphs_together(tiny_graph: Path, tmp_path: Path) -> None:
    result = _r3(
        "load",
        str(tiny_graph / "config.yaml"),
        "--graphs",
        str(tiny_graph.parent),
        "--space",
        tiny_graph.name,
        "--db",
        str(tmp_path / "s.sqlite"),
    )
    _one_error_line(result, "CONFIG_OR_SCRIPT", "not both")


def test_load_with_nothing_to_load_says_what_to_give(tmp_path: Path) -> None:
    _one_error_line(_r3("load", "--db", str(tmp_path / "s.sqlite")), "--graphs")


def test_load_graph_folder_with_its_own_space_name_loads(tiny_graph: Path, tmp_path: Path) -> None:
    """Passing --space equal to the folder's name is allowed (the same space), and the last line
    counts what the folder's CSVs hold: a clean load exits 0."""
    store = tmp_path / "s.sqlite"
    result = _r3(
        "load", "--graph", str(tiny_graph), "--space", tiny_graph.name, "--db", str(store), "--quiet"
    )
    assert result.exit_code == 0, result.output
    vertices, edges, rejected = _counts(result)
    assert rejected == 0 and vertices > 0 and edges > 0
    assert f"store: {store}" in result.stdout


def test_load_with_rejected_rows_exits_1(tiny_graph: Path, tmp_path: Path) -> None:
    """A row whose int column is no number is skipped (--on-error skip, the default) and counted:
    the summary line says how many, and the exit code is 1 so scripts notice."""
    folder = tmp_path / "graphs" / tiny_graph.name
    shutil.copytree(tiny_graph, folder)
    clean = _counts(_r3("load", "--graph", str(folder), "--db", str(tmp_path / "clean.sqlite"), "--quiet"))
    with open(folder / "follow.csv", "a", encoding="utf-8") as f:
        f.write("Tim Duncan,Manu Ginóbili,not-a-number\n")
    result = _r3("load", "--graph", str(folder), "--db", str(tmp_path / "dirty.sqlite"), "--quiet")
    assert result.exit_code == 1, result.output
    vertices, edges, rejected = _counts(result)
    assert rejected == 1
    assert (vertices, edges) == clean[:2]  # the good rows all loaded


def test_load_on_error_fail_stops_with_one_line(tiny_graph: Path, tmp_path: Path) -> None:
    folder = tmp_path / "graphs" / tiny_graph.name
    shutil.copytree(tiny_graph, folder)
    with open(folder / "follow.csv", "a", encoding="utf-8") as f:
        f.write("Tim Duncan,Manu Ginóbili,not-a-number\n")
    result = _r3(
        "load", "--graph", str(folder), "--db", str(tmp_path / "s.sqlite"), "--on-error", "fail", "--quiet"
    )
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: ") and "Traceback" not in result.output


@pytest.mark.parametrize("timeout", ["0", "-1.5"])
def test_replay_refuses_a_timeout_that_is_not_positive(tmp_path: Path, timeout: str) -> None:
    dataset = tmp_path / "d.jsonl"
    dataset.write_text('{"id": "q1", "gold": "RETURN 1"}\n', encoding="utf-8")
    result = _r3("replay", str(dataset), "--graphs", str(tmp_path), "--timeout", timeout)
    _one_error_line(result, "--timeout must be positive")


def test_tck_refuses_a_timeout_that_is_not_positive(tmp_path: Path) -> None:
    _one_error_line(_r3("tck", str(tmp_path), "--timeout", "0"), "--timeout must be positive")


def test_tck_on_a_missing_features_folder_is_one_line(tiny_graph: Path, tmp_path: Path) -> None:
    result = _r3("tck", str(tmp_path / "nowhere"), "--data", str(tiny_graph))
    _one_error_line(result, "features folder", "does not exist")
