"""What every ``r3`` sub-command module shares: exit codes, the ``-q`` option and when to show progress.

Why a module of its own: the command modules (``r3.cli.engine``, ``r3.cli.graph``, ``r3.cli.eval`` …)
are imported by the group in :mod:`r3.cli`, so they cannot import from it; each had grown its own copy of
these few helpers, and copies drift (one bar shown in CI logs, another not). The bars
themselves are :func:`r3.progress.progress_bar`.
"""

from __future__ import annotations

import contextlib
import functools
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from r3.errors import UserInputError
from r3.lang.dialects import dialect_names

F = TypeVar("F", bound=Callable[..., Any])

EXIT_FAILED = 1  # some checked item failed
EXIT_USAGE = 2  # bad input: the command did not run
EXIT_INTERRUPTED = 130  # Ctrl-C: finished work is kept (the shell's code for SIGINT)

#: ``-q/--quiet``: the flag every long-running command takes.
quiet_option = click.option("-q", "--quiet", is_flag=True, help="No progress bar.")


class DialectChoice(click.Choice):
    """``--dialect`` values: the names in r3's dialect registry (:data:`r3.lang.dialects.DIALECTS`),
    read when the option is used, so a dialect registered later (a plugin) is offered too."""

    def __init__(self) -> None:
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        return dialect_names()

    @choices.setter
    def choices(self, value: object) -> None:
        """Ignored: the registry is the one list."""


def graph_url(text: str) -> str:
    """A graph URL; a bare path (a graphs folder, config.yaml, .ngql or store) means ``embedded://``.

    Why here: ``--graph`` takes a URL or a folder in every command, and one reading keeps them
    agreeing.
    """

    if "://" in text:
        return text
    path = Path(text).expanduser()
    if not path.exists():
        raise UserInputError(
            f"no graph at {text}: give a graph folder, a store or a URL (embedded://…, nebula://…)"
        )
    return f"embedded://{path.resolve()}"


def local_graph_path(text: str, option: str = "--graph") -> Path:
    """The folder or file of a local ``--graph`` (a path or ``embedded://PATH``), for the commands
    that read files rather than a database; a live URL gets a one-line error."""

    scheme, sep, rest = text.partition("://")
    if sep and scheme.lower() != "embedded":
        raise UserInputError(f"{option} here takes a graph folder or embedded://FOLDER, not {scheme}://…")
    path = Path(rest.split("?", 1)[0] if sep else text).expanduser()
    if not path.exists():
        raise UserInputError(f"no graph at {text}: give a graph folder (or embedded://FOLDER)")
    return path


def json_output_options(what: str) -> Callable[[F], F]:
    """``--json`` (a flag: ``what`` as JSON on stdout, the human text on stderr) and
    ``--out FILE`` (the same JSON written to FILE); the command receives ``json_out``, the file
    to write (a scratch file under ``--json``), and writes its JSON there as before.

    Why one helper: ``--json`` means the same in every command (machine-readable output on
    stdout). ``--json FILE``, the old spelling, still writes FILE with a one-line deprecation
    note; a FILE that exists and is not ``.json`` is refused (``r3 eval --json data.jsonl``
    must not overwrite the dataset).
    """

    def decorate(fn: F) -> F:
        @functools.wraps(fn)
        def command(*args: object, json_flag: str | None, out: Path | None, **kwargs: object) -> object:
            target = _json_target(json_flag, out)
            if json_flag != _JSON_STDOUT:
                return fn(*args, json_out=target, **kwargs)
            with tempfile.TemporaryDirectory(prefix="r3-json-") as scratch:
                path = Path(scratch) / "out.json"
                stdout = sys.stdout
                try:
                    with contextlib.redirect_stdout(sys.stderr):
                        return fn(*args, json_out=path, **kwargs)
                finally:
                    if path.exists():
                        stdout.write(path.read_text(encoding="utf-8"))
                        if out is not None:
                            shutil.copyfile(path, out)

        command = click.option(
            "--out",
            type=click.Path(dir_okay=False, path_type=Path),
            help=f"Write {what} (JSON) to this file.",
        )(command)
        command = click.option(
            "--json",
            "json_flag",
            is_flag=False,
            flag_value=_JSON_STDOUT,
            default=None,
            metavar="",
            help=f"Print {what} as JSON on stdout (human text goes to stderr).",
        )(command)
        return command  # type: ignore[return-value]

    return decorate


_JSON_STDOUT = "-"


def _json_target(json_flag: str | None, out: Path | None) -> Path | None:
    """The file a command writes its JSON to, from ``--json [FILE]`` and ``--out FILE``."""

    if json_flag is None or json_flag == _JSON_STDOUT:
        return out
    legacy = Path(json_flag)
    if out is not None:
        raise UserInputError(f"--json is a flag now; give the file once: --out {out}")
    if legacy.exists() and legacy.suffix != ".json":
        raise UserInputError(
            f"--json is a flag now (JSON on stdout); to write a file use --out FILE, not {json_flag}"
        )
    click.echo(f"note: '--json FILE' is deprecated: use '--out {json_flag}' (or --json for stdout)", err=True)
    return legacy


def workers_option(default: int, unit: str) -> Callable[[F], F]:
    """``--workers N``: how many ``unit`` (threads, server processes) work at once; one wording
    in every command that runs things in parallel."""
    return click.option(
        "--workers",
        default=default,
        show_default=True,
        type=click.IntRange(1, 64),
        help=f"How many {unit} work at once (1 to 64).",
    )


#: ``--answerer``'s help: the same words in every command that runs answer()/summary().
ANSWERER_HELP = (
    "Who answers answer()/summary(): offline (lexical, no model), lexical:THRESHOLD or a model spec "
    "(local:smollm2-135m, openai:…, fake:…)."
)


def answerer_option(default: str | None) -> Callable[[F], F]:
    """``--answerer SPEC`` (parameter ``answerer``); ``default`` None leaves the choice to the
    pipeline config's ``freetext.answerer``."""
    return click.option(
        "--answerer",
        default=default,
        show_default=default is not None,
        metavar="offline|MODEL",
        help=ANSWERER_HELP + ("" if default is not None else " Default: the config's freetext.answerer."),
    )


def show_progress(quiet: bool) -> bool:
    """Progress bars only for people: not with -q, not when stderr is a pipe or a CI log."""
    return not quiet and sys.stderr.isatty()


__all__ = [
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "EXIT_USAGE",
    "answerer_option",
    "graph_url",
    "json_output_options",
    "local_graph_path",
    "quiet_option",
    "show_progress",
    "workers_option",
]
