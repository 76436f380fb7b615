"""``r3 lint``: parse (and schema-validate) every query of a dataset.

Its own module so that ``r3 --help`` and the other commands do not import the parser and the
validator (:mod:`r3.lang.lint`); :mod:`r3.cli` lists it in its command table.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import click

from r3.cli.common import EXIT_FAILED, DialectChoice, json_output_options, quiet_option, show_progress
from r3.errors import UserInputError
from r3.lang import lint as L
from r3.progress import new_bar


@click.command()
@click.argument("dataset", metavar="DATASET.jsonl|-")
@click.option("--field", default="gold", show_default=True, help="JSON field holding the query.")
@click.option(
    "--dialect",
    type=DialectChoice(),
    default="ngql",
    show_default=True,
    help="Query language.",
)
@click.option(
    "--graphs",
    type=click.Path(path_type=Path),
    help="Folder with one sub-folder per space (config.yaml or .ngql DDL): validate against its schema.",
)
@click.option("--space", help="Space of rows that name none (and of every stdin query).")
@click.option("--read-only", is_flag=True, help="Report write statements (INSERT, UPDATE, DDL …) as errors.")
@click.option(
    "--strict",
    is_flag=True,
    help="Count warnings (queries that run but read NULL, e.g. v.name without its tag) as invalid.",
)
@click.option(
    "--split",
    type=click.Choice(["line", "semicolon"]),
    default="line",
    show_default=True,
    help="stdin only: one query per line, or queries that end with ';' at the end of a line.",
)
@json_output_options("the per-row results")
@quiet_option
@click.pass_context
def lint(
    ctx: click.Context,
    dataset: str,
    field: str,
    dialect: str,
    graphs: Path | None,
    space: str | None,
    read_only: bool,
    strict: bool,
    split: str,
    json_out: Path | None,
    quiet: bool,
) -> None:
    """Parse (and with --graphs, schema-validate) every query of a dataset.

    \b
    Example:
      r3 lint dev.jsonl --graphs graphs --json > lint.json
      echo 'GO FROM "a" OVER like YIELD dst(edge)' | r3 lint -

    DATASET is a JSONL file with one object per line (id, space, and the query in --field),
    or '-' for plain queries on stdin. Prints one line per failing row and a final
    'parsed P/N, valid V/N'. Exit code 0 when everything parses and validates, 1 when some
    row fails, 2 for bad input (missing file, bad JSON line, missing field, unknown space).
    """

    schemas = L.SchemaCache(graphs) if graphs is not None else None
    if dataset == "-":
        if schemas is not None and not space:
            raise UserInputError("stdin queries name no space: pass --space NAME together with --graphs")
        rows = L.read_plain(sys.stdin, split=split)
        stream = None
    else:
        stream = L.open_dataset(dataset)
        rows = L.read_jsonl(stream, field, source=dataset)
    summary = L.LintSummary()
    results: list[L.LintResult] = []
    show_bar = show_progress(quiet)
    try:
        checked = L.lint_rows(
            rows, dialect=dialect, schemas=schemas, default_space=space, read_only=read_only, strict=strict
        )
        items, echo = _progress(checked, total=_count_lines(dataset) if show_bar else None, show=show_bar)
        for result in items:
            summary.add(result)
            if json_out is not None:
                results.append(result)
            if not result.clean:
                echo(result.format())
    finally:
        if stream is not None:
            stream.close()
    click.echo(summary.line())
    if json_out is not None:
        L.write_json_report(json_out, results, summary)
    ctx.exit(0 if summary.ok else EXIT_FAILED)


def _count_lines(path: str) -> int | None:
    """Non-blank lines of a file: the progress bar's total (None for stdin or an unreadable file)."""
    if path == "-":
        return None
    try:
        with open(path, "rb") as f:
            return sum(1 for line in f if line.strip())
    except OSError:
        return None


_T = TypeVar("_T")


def _progress(
    items: Iterable[_T], *, total: int | None, show: bool
) -> tuple[Iterable[_T], Callable[[str], None]]:
    """A tqdm bar on stderr for interactive runs (off for pipes, CI logs and --quiet).

    Returns the items to loop over and the function to print result lines with, so that
    lines written while the bar is shown do not tear it.
    """
    if not show:
        return items, click.echo
    bar = new_bar(total, unit="q", enabled=True, items=items)
    return bar, lambda line: bar.write(line, file=sys.stdout)


LINT_COMMANDS = (lint,)

__all__ = ["LINT_COMMANDS", "lint"]
