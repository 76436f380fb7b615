"""``r3 load``, ``r3 tck`` and ``r3 replay``: the commands that run the embedded engine.

Why a module apart from :mod:`r3.cli`: it keeps ``r3/cli/__init__.py`` a short table of commands. The
logic lives in :mod:`r3.engine.loader`, :mod:`r3.eval.tck.scenario_runner` and :mod:`r3.eval.replay`;
these functions only parse options, show progress and print. They raise
:class:`r3.errors.R3Error` for bad input, which the ``r3`` group turns into one ``error: …``
line and exit code 2. Exit codes as in :mod:`r3.cli`: 0 success, 1 some checked item failed.
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli.common import EXIT_FAILED, json_output_options, local_graph_path, quiet_option, show_progress
from r3.engine.context import Limits
from r3.engine.loader import default_db_path, run_load_command
from r3.errors import UserInputError
from r3.eval.replay import ERROR_VS_EMPTY, Replayer, select_ids
from r3.eval.tck.gherkin import iter_feature_files
from r3.eval.tck.scenario_runner import TckRunner
from r3.inputs import read_dataset
from r3.progress import progress_bar


def _timeout_limits(timeout: float) -> Limits:
    if timeout <= 0:
        raise UserInputError(f"--timeout must be positive, got {timeout:g}")
    return Limits(timeout_s=timeout)


# --------------------------------------------------------------------------- load


@click.command()
@click.argument("target", required=False, metavar="[CONFIG_OR_SCRIPT]")
@click.option(
    "--graphs",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder with one sub-folder per space; loads DIR/NAME (needs --space).",
)
@click.option(
    "--graph",
    "graph",
    metavar="FOLDER",
    help="A graph folder (or embedded://FOLDER) to load: the same as --graphs PARENT --space FOLDER_NAME.",
)
@click.option("--space", help="Space to load from --graphs, or the name to load a config/script under.")
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=Path),
    help="SQLite graph store to load into (default: $R3_DB or ~/.r3/graphs.sqlite).",
)
@click.option(
    "--on-error",
    type=click.Choice(["skip", "fail"]),
    default="skip",
    show_default=True,
    help="Skip bad rows (and report them) or stop at the first one.",
)
@click.option("--replace", is_flag=True, help="Drop the space first (needs --space).")
@quiet_option
@click.pass_context
def load(
    ctx: click.Context,
    target: str | None,
    graphs: Path | None,
    graph: str | None,
    space: str | None,
    db: Path | None,
    on_error: str,
    replace: bool,
    quiet: bool,
) -> None:
    """Load a graph into the embedded engine's store.

    \b
    Example:
      r3 load --graph data/demo
      r3 load ../shared/datasets/nebula-nba/config.yaml --space nba --replace

    Either 'r3 load --graph DIR/NAME' (a graph folder with a config.yaml + CSVs or an .ngql
    script; the same as 'r3 load --graphs DIR --space NAME') or 'r3 load CONFIG_OR_SCRIPT'.
    Crash-safe: staged, then swapped in: an interrupted load leaves the space as it was;
    running it again completes it. Prints the summary and a
    last line 'vertices V, edges E, rejected R'; exit code 1 when rows were rejected.
    """

    if graph is not None:
        if graphs is not None:
            raise UserInputError("give either --graph FOLDER or --graphs DIR, not both")
        folder = local_graph_path(graph).resolve()
        if space not in (None, folder.name):
            raise UserInputError(f"--graph {graph} loads space {folder.name!r}: leave out --space {space}")
        graphs, space = folder.parent, folder.name
    if target is not None and graphs is not None:
        raise UserInputError("give either CONFIG_OR_SCRIPT or --graphs DIR --space NAME, not both")
    summary = run_load_command(
        target,
        graphs=graphs,
        space=space,
        db=db,
        on_error=on_error,
        replace=replace,
        progress=show_progress(quiet),
    )
    click.echo(str(summary))
    click.echo(f"store: {db if db is not None else default_db_path()}")
    click.echo(f"vertices {summary.vertices}, edges {summary.edges}, rejected {summary.rejected_count}")
    ctx.exit(0 if summary.ok else EXIT_FAILED)


# --------------------------------------------------------------------------- tck


@click.command()
@click.argument("features_dir", type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--data",
    type=click.Path(path_type=Path),
    help="The nba graph (config.yaml + CSVs, or nba.ngql). Default: datasets/nebula-nba of the "
    "reference data ($R3_SHARED or ../shared).",
)
@json_output_options("the per-step records")
@click.option(
    "-k",
    "pattern",
    help="Only scenarios whose 'feature-path::scenario-name' contains every word (not:WORD excludes).",
)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds one query may run.")
@quiet_option
@click.pass_context
def tck(
    ctx: click.Context,
    features_dir: Path,
    data: Path | None,
    json_out: Path | None,
    pattern: str | None,
    timeout: float,
    quiet: bool,
) -> None:
    """Run NebulaGraph's Gherkin conformance scenarios on the embedded engine.

    \b
    Example:
      r3 tck ../shared/tck/features -k 'go not:path' --out tck.json

    Scenarios on the "nba" space run on NebulaGraph's nba test graph (loaded once, shared
    read-only; scenarios that write get a fresh copy). Other spaces, DDL setups, @skip tags
    and unknown steps are skipped. Prints one line per failed step, a per-folder table and a
    last line 'passed P, failed F, skipped S'; exit code 1 when a step failed.
    """

    runner = TckRunner(data, limits=_timeout_limits(timeout))
    if not features_dir.is_dir():
        raise UserInputError(f"features folder {features_dir} does not exist")
    show = show_progress(quiet)
    total = sum(1 for _ in iter_feature_files(features_dir)) if show else None
    with progress_bar(total, unit="feature", enabled=show) as bar:

        def on_feature(name: str) -> None:
            bar.set_postfix_str(name, refresh=False)
            bar.update(1)

        report = runner.run(features_dir, pattern=pattern, on_feature=on_feature)
    for problem in report.unreadable:
        click.echo(f"unreadable: {problem}")
    for record in report.failures():
        click.echo(f"FAILED {record.line_text()}")
    click.echo(report.folder_table())
    agreed, ran = report.error_classes()
    if ran:
        click.echo(f"error classes agreed: {agreed}/{ran} error steps")
    matched, errors = report.message_matches()
    if errors:
        click.echo(f"error messages also matched: {matched}/{errors} passed error steps")
    if json_out is not None:
        report.write_json(json_out)
    click.echo(report.summary_line())
    ctx.exit(0 if report.failed == 0 else EXIT_FAILED)


# --------------------------------------------------------------------------- replay


@click.command()
@click.argument("dataset", type=click.Path(dir_okay=False, path_type=Path), metavar="DATASET.jsonl")
@click.option(
    "--graphs",
    type=click.Path(file_okay=False, path_type=Path),
    required=True,
    help="Folder with one sub-folder per space (config.yaml + CSVs or .ngql).",
)
@json_output_options("the per-row results")
@click.option("--ids", help="Comma-separated row ids to replay (default: every row).")
@click.option(
    "--writes",
    type=click.Choice(["prepared", "isolated"]),
    default="prepared",
    show_default=True,
    help="prepared: apply the dataset's own write queries to each space first (the state the gold "
    "results were recorded on); isolated: the graph folders as they are.",
)
@click.option("--timeout", type=float, default=20.0, show_default=True, help="Seconds one query may run.")
@quiet_option
@click.pass_context
def replay(
    ctx: click.Context,
    dataset: Path,
    graphs: Path,
    json_out: Path | None,
    ids: str | None,
    writes: str,
    timeout: float,
    quiet: bool,
) -> None:
    """Run each row's gold query on the embedded engine and compare with its gold_result.

    \b
    Example:
      r3 replay ../shared/datasets/nl2gql/dev.jsonl --graphs ../shared/datasets/nl2gql/graphs --json

    Rows compare as values (a multiset, or in order when the query ends with ORDER BY).
    Rows that write run on a fresh copy of their space. Prints the failing ids with a
    one-line reason (queries that fail where the gold result is empty are listed apart) and a
    last line 'reproduced R/N'; exit code 1 when a row was not reproduced.
    """

    limits = _timeout_limits(timeout)
    all_rows = read_dataset(dataset)
    wanted = [i.strip() for i in ids.split(",") if i.strip()] if ids else None
    rows = select_ids(all_rows, wanted, source=str(dataset)) if wanted else all_rows
    replayer = Replayer(graphs, limits=limits, writes=writes, dataset_rows=all_rows)
    show = show_progress(quiet)
    with progress_bar(len(rows), unit="q", enabled=show) as bar:
        report = replayer.run(rows, on_result=lambda _result: bar.update(1))
    failures = report.failures()
    for result in failures:
        if result.status != ERROR_VS_EMPTY:
            click.echo(result.line())
    empty = [r for r in failures if r.status == ERROR_VS_EMPTY]
    if empty:
        click.echo(f"error vs empty gold ({len(empty)}): the query failed, NebulaGraph returned no rows")
        for result in empty:
            click.echo(f"  {result.line()}")
    for query, error in report.setup_errors.items():
        click.echo(f"note: setup write failed: {error} ({' '.join(query.split())[:80]})")
    if report.setup_queries:
        click.echo(
            f"note: {report.setup_queries} dataset write queries applied to each space first (--writes prepared)"
        )
    if json_out is not None:
        report.write_json(json_out)
    click.echo(report.summary_line())
    ctx.exit(0 if report.reproduced == report.total else EXIT_FAILED)


#: Registered on the ``r3`` group by :mod:`r3.cli`.
ENGINE_COMMANDS = (load, tck, replay)

__all__ = ["ENGINE_COMMANDS", "load", "replay", "tck"]
