"""What every ``r3`` sub-command module shares: exit codes, the ``-q`` option and when to show progress.

Why a module of its own: the command modules (``cli_engine``, ``cli_graph``, ``cli_eval`` …)
are imported by :mod:`r3.cli`, so they cannot import from it; each had grown its own copy of
these few helpers, and copies drift (one bar shown in CI logs, another not). The bars
themselves are :func:`r3.progress.progress_bar`.
"""

from __future__ import annotations

import sys

import click

EXIT_FAILED = 1  # some checked item failed
EXIT_USAGE = 2  # bad input: the command did not run
EXIT_INTERRUPTED = 130  # Ctrl-C: finished work is kept (the shell's code for SIGINT)

#: ``-q/--quiet``: the flag every long-running command takes.
quiet_option = click.option("-q", "--quiet", is_flag=True, help="No progress bar.")


def show_progress(quiet: bool) -> bool:
    """Progress bars only for people: not with -q, not when stderr is a pipe or a CI log."""
    return not quiet and sys.stderr.isatty()


__all__ = ["EXIT_FAILED", "EXIT_INTERRUPTED", "EXIT_USAGE", "quiet_option", "show_progress"]
