"""One CLI vocabulary: every ``--help`` shows an example, ``--json`` prints JSON on stdout in
every command (``--out FILE`` writes it), ``--graph`` takes a URL or a folder."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from r3.cli import cli

pytestmark = pytest.mark.quick

QUERY = 'GO FROM "Ada Lind" OVER like YIELD dst(edge)\n'


def _commands(group: click.Group, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    ctx = click.Context(group)
    for name in group.list_commands(ctx):  # the lazy top group imports a command when asked
        command = group.get_command(ctx, name)
        if isinstance(command, click.Group):
            out.extend(_commands(command, (*path, name)))
        else:
            out.append((*path, name))
    return out


@pytest.mark.parametrize("path", _commands(cli), ids=" ".join)
def test_every_command_help_has_an_example(path: tuple[str, ...]) -> None:
    result = CliRunner().invoke(cli, [*path, "--help"])
    assert result.exit_code == 0, result.output
    found = re.search(r"^\s*Example[^\n]*:\n\s*(.+)$", result.stdout, re.MULTILINE)
    assert found, f"r3 {' '.join(path)} --help shows no example"
    example = found.group(1)
    assert example.startswith(f"r3 {path[0]}") or "| r3 " in example, example


@pytest.mark.parametrize(
    ("args", "stdout_is_json", "file_written", "code", "stderr_has"),
    [
        (["--json"], True, False, 0, "parsed 1/1"),
        (["--out", "{tmp}/o.json"], False, True, 0, ""),
        (["--json", "--out", "{tmp}/o.json"], True, True, 0, ""),
        (["--json", "{tmp}/o.json"], False, True, 0, "deprecated"),
        (["--json", "{tmp}/rows.jsonl"], False, False, 2, "--json is a flag now"),
    ],
)
def test_json_flag_prints_json_and_out_writes_the_file(
    tmp_path: Path, args: list[str], stdout_is_json: bool, file_written: bool, code: int, stderr_has: str
) -> None:
    (tmp_path / "rows.jsonl").write_text('{"id": 1}\n', encoding="utf-8")
    argv = ["lint", "-", *(a.format(tmp=tmp_path) for a in args)]
    result = CliRunner().invoke(cli, argv, input=QUERY)
    assert result.exit_code == code, result.output
    if stdout_is_json:
        assert json.loads(result.stdout)["parsed"] == 1, "stdout holds nothing but the JSON"
    else:
        assert not result.stdout.lstrip().startswith("{")
    assert (tmp_path / "o.json").exists() is file_written
    assert stderr_has in result.stderr
    assert (tmp_path / "rows.jsonl").read_text(encoding="utf-8") == '{"id": 1}\n', "never overwritten"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["eval", "x.jsonl", "--graph", "/no/such/folder", "--system", "gold"],
            "no graph at /no/such/folder",
        ),
        (["eval", "x.jsonl", "--graph", "nebula://h:9669", "--system", "gold"], "takes a graph folder"),
        (["load", "--graph", "/no/such/folder"], "no graph at /no/such/folder"),
        (["index", "--graph", "/no/such/folder", "--out", "ix"], "no graph at /no/such/folder"),
    ],
)
def test_graph_option_mistakes_are_one_line(argv: list[str], message: str) -> None:
    result = CliRunner().invoke(cli, argv)
    assert result.exit_code == 2 and message in result.output, result.output
    assert "Traceback" not in result.output


def test_load_and_index_take_a_graph_folder(tmp_path: Path) -> None:
    from r3.demo import demo_dir

    db = tmp_path / "store.sqlite"
    loaded = CliRunner().invoke(cli, ["load", "--graph", str(demo_dir()), "--db", str(db), "-q"])
    assert loaded.exit_code == 0, loaded.output
    assert "vertices" in loaded.stdout and db.exists()
    index = tmp_path / "index"
    built = CliRunner().invoke(
        cli, ["index", "--graph", str(demo_dir()), "--out", str(index), "--embedder", "none", "-q"]
    )
    assert built.exit_code == 0, built.output
    assert index.exists()


def test_dump_takes_a_graph_folder(tmp_path: Path) -> None:
    from r3.demo import demo_dir

    dumped = CliRunner().invoke(cli, ["dump", "--graph", str(demo_dir()), "--out", str(tmp_path / "d"), "-q"])
    assert dumped.exit_code == 0, dumped.output
    assert "dumped space `demo'" in dumped.stdout
