"""``r3 chat``'s loop and ``r3 mcp``'s refusal, as a user meets them (issue 26 item 6: these
branches were unrun): a blank line asks nothing, ``:reset`` forgets the history so a follow-up
is no longer rewritten, ``:quit`` ends the chat before the lines after it, a question the
pipeline refuses is one ``error:`` line and the chat goes on; ``r3 mcp`` refuses a config
that allows writes.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli
from r3.demo import demo_dir

FIRST = "How old is Ada Lind?"
FOLLOW_UP = "which teams did she play for?"
ASKED_AS = "(asked as:"


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("chat") / "demo"
    shutil.copytree(demo_dir(), folder)
    return folder


def _chat(*args: str, lines: list[str]):
    return cli_runner().invoke(cli, ["chat", *args], input="".join(line + "\n" for line in lines))


def test_a_follow_up_is_rewritten_until_reset(graph: Path) -> None:
    kept = _chat("--graph", str(graph), lines=[FIRST, FOLLOW_UP, ":quit"])
    reset = _chat("--graph", str(graph), lines=[FIRST, ":reset", FOLLOW_UP, ":quit"])
    assert kept.exit_code == reset.exit_code == 0, kept.output + reset.output
    assert ASKED_AS in kept.stdout and "Ada Lind" in kept.stdout.split(ASKED_AS)[1].splitlines()[0]
    assert "(history forgotten)" in reset.stderr
    assert ASKED_AS not in reset.stdout  # the follow-up is asked as written


@pytest.mark.parametrize("quit_word", [":q", ":quit", ":exit"])
def test_quit_ends_the_chat_before_the_next_line(graph: Path, quit_word: str) -> None:
    result = _chat("--graph", str(graph), lines=["", "   ", quit_word, FIRST])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""  # blank lines asked nothing, and the question after :quit was not read


def test_a_question_the_pipeline_refuses_is_one_line_and_the_chat_goes_on(
    graph: Path, tmp_path: Path
) -> None:
    """On a store with two spaces and no --space, a question names no space: an error line on
    stderr, then the next command still runs."""
    store = tmp_path / "two.sqlite"
    for name in ("demo", "demo2"):
        folder = tmp_path / "g" / name
        shutil.copytree(graph, folder)
        assert (
            cli_runner()
            .invoke(cli, ["load", "--graph", str(folder), "--db", str(store), "--quiet"])
            .exit_code
            == 0
        )
    result = _chat("--graph", f"embedded://{store}", lines=[FIRST, ":query", ":quit"])
    assert result.exit_code == 0, result.output
    errors = [line for line in result.stderr.splitlines() if "error: " in line]
    assert len(errors) == 1 and "space" in errors[0], result.stderr
    assert "(nothing asked yet)" in result.stderr  # the chat went on to :query, with no answer kept


def test_mcp_refuses_a_config_that_allows_writes(graph: Path) -> None:
    result = cli_runner().invoke(cli, ["mcp", "--graph", str(graph), "--set", "allow_writes=true"])
    assert result.exit_code == 2, result.output
    (line,) = result.stderr.strip().splitlines()[-1:]
    assert line.startswith("error: ") and "allow_writes" in line and "read-only" in line
