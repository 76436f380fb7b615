"""``r3 schema``: the ways to name a graph, the sample values read from its data, and the
one-line errors for a command line that names no graph, two, or a store with several spaces
(issue 26 item 6: branches coverage showed unrun).

The graph is the tiny one of ``conftest.py``; expected sample values are read from its CSV
files, so the tests say "the samples are the data's", not what r3 printed once.
"""

from __future__ import annotations

import csv
import re
import shutil
from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli

pytestmark = pytest.mark.quick

SAMPLES = re.compile(r"# .*; e\.g\. (.*)$")


def _names_in_csvs(folder: Path) -> dict[str, set[str]]:
    """``{"player.csv": {"Tim Duncan", …}}``: the ``name`` column of each CSV that has one."""
    out = {}
    for path in folder.glob("*.csv"):
        with open(path, newline="", encoding="utf-8") as f:
            header, *rows = list(csv.reader(f))
        if "name" in header:
            out[path.name] = {row[header.index("name")] for row in rows}
    return out


def _r3(*args: str):
    return cli_runner().invoke(cli, list(args))


def _one_error_line(result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]


def _sample_lines(text: str) -> list[tuple[str, list[str]]]:
    """``("self.name = name", ['"Tim Duncan"', …])`` for each property line with samples."""
    out = []
    for line in text.splitlines():
        match = SAMPLES.search(line)
        if match:
            out.append((line.split("#")[0].strip(), [v.strip() for v in match.group(1).split(", ")]))
    return out


@pytest.fixture(scope="module")
def two_space_store(tiny_graph: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One store holding the tiny graph twice: as ``tiny`` and as ``tiny2``."""
    root = tmp_path_factory.mktemp("two-spaces")
    store = root / "two.sqlite"
    copy = root / "graphs" / "tiny2"
    shutil.copytree(tiny_graph, copy)
    (copy / "config.yaml").write_text(
        (copy / "config.yaml").read_text(encoding="utf-8").replace("name: tiny\n", "name: tiny2\n", 1),
        encoding="utf-8",
    )
    for folder in (tiny_graph, copy):
        assert _r3("load", "--graph", str(folder), "--db", str(store), "--quiet").exit_code == 0
    return store


def test_schema_without_a_graph_says_what_to_give() -> None:
    _one_error_line(_r3("schema"), "--graph URL", "--graphs DIR --space NAME")


def test_schema_with_graph_and_graphs_is_one_line(tiny_graph: Path) -> None:
    _one_error_line(_r3("schema", "--graph", str(tiny_graph), "--graphs", str(tiny_graph.parent)), "either")


def test_schema_graphs_folder_needs_a_space(tiny_graph: Path) -> None:
    _one_error_line(_r3("schema", "--graphs", str(tiny_graph.parent)), "--graphs needs --space")


def test_schema_of_a_path_that_does_not_exist(tmp_path: Path) -> None:
    _one_error_line(_r3("schema", "--graph", str(tmp_path / "nowhere")), "does not exist")


def test_schema_of_a_store_with_several_spaces_asks_for_one(two_space_store: Path) -> None:
    result = _r3("schema", "--graph", str(two_space_store))
    _one_error_line(result, "several spaces", "tiny", "tiny2", "--space")


def test_schema_of_an_unknown_space_names_the_spaces_there(two_space_store: Path) -> None:
    _one_error_line(_r3("schema", "--graph", str(two_space_store), "--space", "nope"), "nope", "tiny2")


def test_schema_picks_the_space_asked_for(two_space_store: Path) -> None:
    result = _r3("schema", "--graph", str(two_space_store), "--space", "tiny2")
    assert result.exit_code == 0, result.output
    assert "`tiny2`" in result.stdout and "`tiny`" not in result.stdout


def test_schema_samples_come_from_the_data_and_respect_the_count(tiny_graph: Path) -> None:
    result = _r3("schema", "--graph", str(tiny_graph), "--samples", "2")
    assert result.exit_code == 0, result.output
    samples = _sample_lines(result.stdout)
    assert samples and all(1 <= len(values) <= 2 for _, values in samples), samples
    in_csvs = _names_in_csvs(tiny_graph)
    every_name = set().union(*in_csvs.values())
    names = {value.strip('"') for line, values in samples if line == "self.name = name" for value in values}
    assert names <= every_name, names - every_name  # every sample name is a name of the data
    assert names & in_csvs["player.csv"]


@pytest.mark.parametrize("flags", [["--samples", "0"], ["--no-data"]], ids=["samples 0", "no-data"])
def test_schema_without_samples(tiny_graph: Path, flags: list[str]) -> None:
    result = _r3("schema", "--graph", str(tiny_graph), *flags)
    assert result.exit_code == 0, result.output
    assert _sample_lines(result.stdout) == []


def test_schema_graphs_dir_and_graph_folder_render_the_same(tiny_graph: Path) -> None:
    by_folder = _r3("schema", "--graph", str(tiny_graph), "--format", "text")
    by_graphs = _r3(
        "schema", "--graphs", str(tiny_graph.parent), "--space", tiny_graph.name, "--format", "text"
    )
    assert by_folder.exit_code == by_graphs.exit_code == 0, by_folder.output + by_graphs.output
    assert by_folder.stdout == by_graphs.stdout
    assert "player" in by_folder.stdout and "follow" in by_folder.stdout


def test_schema_out_writes_the_file_and_says_so(tiny_graph: Path, tmp_path: Path) -> None:
    out = tmp_path / "schema.txt"
    result = _r3("schema", "--graph", str(tiny_graph), "--format", "text", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert result.stdout == ""  # the text went to the file
    assert f"wrote {out}" in result.stderr
    shown = _r3("schema", "--graph", str(tiny_graph), "--format", "text").stdout
    assert out.read_text(encoding="utf-8") == shown


def test_schema_out_into_a_missing_folder_is_one_line(tiny_graph: Path, tmp_path: Path) -> None:
    result = _r3("schema", "--graph", str(tiny_graph), "--out", str(tmp_path / "no" / "such" / "dir.txt"))
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines()[0].startswith("error: cannot write")


def test_schema_lists_undocumented_items_on_stderr(tiny_graph: Path) -> None:
    """Without aliases or COMMENTs every tag, edge type and property is undocumented: stderr
    lists them (stdout stays the schema alone, for pipes)."""
    result = _r3("schema", "--graph", str(tiny_graph), "--no-data")
    assert result.exit_code == 0, result.output
    note = result.stderr.strip().splitlines()[-1]
    assert (
        "without an alias or a COMMENT" in note
        and "follow" in note
        and "without an alias" not in result.stdout
    )
