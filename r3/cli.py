"""The ``r3`` command.

Why a thin click layer: every command calls library functions (``r3.lang.lint``,
``r3.lang.analysis`` …) that raise :class:`r3.errors.R3Error` for bad input; the group turns
those into one ``error: …`` line on stderr and exit code 2, so no user mistake ends in a
traceback. Exit codes: 0 success, 1 some checked item failed, 2 usage or input error.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

import click

from r3 import __version__
from r3.cli_engine import ENGINE_COMMANDS
from r3.cli_eval import EVAL_COMMANDS
from r3.cli_graph import GRAPH_COMMANDS
from r3.cli_represent import REPRESENT_COMMANDS
from r3.errors import QuerySyntaxError, R3Error, UserInputError

EXIT_FAILED = 1
EXIT_USAGE = 2


class _ErrorLine(click.ClickException):
    """An R3Error shown the way users should see it: ``error: …``, exit code 2."""

    exit_code = EXIT_USAGE

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except R3Error as e:
            raise _ErrorLine(str(e)) from e


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="r3", message="%(prog)s %(version)s")
def cli() -> None:
    """r3: natural-language questions to nGQL (NebulaGraph) and Cypher (Neo4j)."""


# load, tck, replay: the commands that run the embedded engine live in r3/cli_engine.py.
for _command in (*ENGINE_COMMANDS, *REPRESENT_COMMANDS, *GRAPH_COMMANDS, *EVAL_COMMANDS):
    cli.add_command(_command)

# --------------------------------------------------------------------------- lint


@cli.command()
@click.argument("dataset", metavar="DATASET.jsonl|-")
@click.option("--field", default="gold", show_default=True, help="JSON field holding the query.")
@click.option(
    "--dialect",
    type=click.Choice(["ngql", "cypher"]),
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
@click.option(
    "--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), help="Write per-row results here."
)
@click.option("-q", "--quiet", is_flag=True, help="No progress bar.")
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

    DATASET is a JSONL file with one object per line (id, space, and the query in --field),
    or '-' for plain queries on stdin. Prints one line per failing row and a final
    'parsed P/N, valid V/N'. Exit code 0 when everything parses and validates, 1 when some
    row fails, 2 for bad input (missing file, bad JSON line, missing field, unknown space).
    """
    from r3.lang import lint as L

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
    show_bar = not quiet and sys.stderr.isatty()
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


def _progress(
    items: Iterable[Any], *, total: int | None, show: bool
) -> tuple[Iterable[Any], Callable[[str], None]]:
    """A tqdm bar on stderr for interactive runs (off for pipes, CI logs and --quiet).

    Returns the items to loop over and the function to print result lines with, so that
    lines written while the bar is shown do not tear it.
    """
    if not show:
        return items, click.echo
    from tqdm import tqdm

    bar = tqdm(items, total=total, unit="q", file=sys.stderr, leave=False)
    return bar, lambda line: bar.write(line, file=sys.stdout)


# --------------------------------------------------------------------------- demo


DEMO_DIR = Path(__file__).resolve().parent.parent / "data" / "demo"


@cli.command()
@click.option(
    "--data",
    type=click.Path(file_okay=False, path_type=Path),
    default=DEMO_DIR,
    show_default="data/demo of the checkout",
    help="Folder with schema.ngql and queries.yaml.",
)
def demo(data: Path) -> None:
    """Walk a few example queries through what r3 does offline.

    Each query is parsed, printed in canonical form, analysed (CRUD functions, clauses,
    schema classes: the reranker's labels) and validated against the demo schema; two of
    them carry deliberate mistakes to show the error messages.
    """
    from r3.graph.ddl import schema_from_ddl
    from r3.lang.analysis import analyze
    from r3.lang.lint import lint_query, syntax_message
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    schema_text, examples = _read_demo(data)
    schema = schema_from_ddl(schema_text, space="demo", source=str(data / "schema.ngql")).space("demo")
    click.secho("r3 demo: parse → canonical print → analysis → schema check (offline)", bold=True)
    tags = ", ".join(f"{t.name}({', '.join(t.property_names)})" for t in schema.tags.values())
    edges = ", ".join(f"{e.name}({', '.join(e.property_names)})" for e in schema.edges.values())
    click.echo(f"space {schema.name!r}: tags {tags}; edges {edges}")
    for number, (question, query) in enumerate(examples, start=1):
        click.echo()
        click.secho(f"{number}. {question}", bold=True)
        click.echo(_indent(query.strip(), "   "))
        try:
            tree = parse(query, dialect="ngql")
        except QuerySyntaxError as e:
            click.echo(f"   {_label('syntax')}{click.style(syntax_message(e).format(), fg='red')}")
            continue
        canonical = to_text(tree, "ngql")
        same = " ".join(query.split()) == canonical
        click.echo(
            f"   {_label('canonical')}{click.style('(same as written)', dim=True) if same else canonical}"
        )
        a = analyze(tree, schema=schema)
        click.echo(
            f"   {_label('analysis')}CRUD {_join(a.crud)} · clauses {_join(a.clauses)} · "
            f"tags {_join(a.tags)} · edges {_join(a.edge_types)} · hops {a.hops}"
        )
        labels = a.paper_labels()
        click.echo(
            f"   {_label('labels')}CRUD {_join(labels.crud)} · clauses {_join(labels.clauses)} · "
            f"classes {_join(labels.classes)}"
        )
        result = lint_query(query, schema=schema, id=str(number))
        if result.ok:
            click.echo(f"   {_label('check')}{click.style('ok', fg='green')}")
        for problem in result.errors:
            click.echo(f"   {_label('check')}{click.style(problem.format(), fg='red')}")
    click.echo()
    click.echo("Lint a whole dataset: r3 lint DATASET.jsonl --field gold --graphs GRAPHS_DIR")


def _read_demo(folder: Path) -> tuple[str, list[tuple[str, str]]]:
    import yaml

    schema_path, queries_path = folder / "schema.ngql", folder / "queries.yaml"
    for path in (schema_path, queries_path):
        if not path.is_file():
            raise UserInputError(f"demo data not found: {path} (run from a source checkout or pass --data)")
    try:
        items = yaml.safe_load(queries_path.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        raise UserInputError(f"{queries_path}: not valid YAML: {e}") from e
    examples = []
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict) and isinstance(item.get("query"), str):
            examples.append((str(item.get("question", "")), item["query"]))
    if not examples:
        raise UserInputError(f"{queries_path}: expected a list of {{question, query}} entries")
    return schema_path.read_text(encoding="utf-8"), examples


def _label(name: str) -> str:
    return click.style(f"{name:<10}", dim=True)


def _join(items: list[str]) -> str:
    return ", ".join(items) if items else "-"


def _indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


# --------------------------------------------------------------------------- entry point


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point (``r3 = r3.cli:main``)."""
    try:
        cli.main(args=argv, prog_name="r3")
    except R3Error as e:  # the group converts these already; this is the last line of defence
        click.echo(f"error: {e}", err=True)
        sys.exit(EXIT_USAGE)


if __name__ == "__main__":
    main()
