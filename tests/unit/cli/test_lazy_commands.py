"""``r3 --help`` lists every command from :data:`r3.cli.COMMANDS` without importing them; the
table's lines are the commands' own help, and each command still runs when named."""

from __future__ import annotations

import subprocess
import sys

import click
import pytest
from click.testing import CliRunner

from r3.cli import COMMANDS, cli
from r3.registry import load_reference

_CUT = " …"


@pytest.mark.parametrize(("name", "entry"), sorted(COMMANDS.items()), ids=sorted(COMMANDS))
def test_the_table_line_is_the_command_s_own_first_sentence(name: str, entry: tuple[str, str]) -> None:
    reference, line = entry
    command = load_reference(reference)
    assert isinstance(command, click.Command) and command.name == name
    sentence = command.get_short_help_str(limit=10**6)
    if line.endswith(_CUT):
        assert sentence.startswith(line.removesuffix(_CUT)) and len(line) > 61
    else:
        assert sentence == line


def test_help_lists_every_command_and_imports_none() -> None:
    code = (
        "import sys\n"
        "from r3.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('r3.cli.'))), file=sys.stderr)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    listed = [line.split()[0] for line in run.stdout.split("Commands:")[1].splitlines() if line.strip()]
    assert listed == sorted(COMMANDS)
    assert run.stderr.split() == ["r3.cli.common"]


@pytest.mark.parametrize("name", ["lint", "transpile", "load-dump"])
def test_a_named_command_is_imported_and_runs(name: str) -> None:
    result = CliRunner().invoke(cli, [name, "--help"])
    assert result.exit_code == 0 and f"Usage: cli {name}" in result.output


def test_an_unknown_command_is_click_s_usage_error() -> None:
    result = CliRunner().invoke(cli, ["nope"])
    assert result.exit_code == 2 and "No such command 'nope'" in result.output
