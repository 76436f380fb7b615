"""``r3 compare`` and ``r3 leaderboard``: judge runs of ``r3 eval`` against each other.

Why apart from ``r3 eval``: these read finished ``--out`` files and run nothing, so they
need no graphs, no backend and no model; the logic lives in :mod:`r3.eval.compare` (paired
tests) and :mod:`r3.eval.leaderboard` (several systems in one table).
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.eval.compare import compare_runs, load_run
from r3.eval.leaderboard import write_leaderboard

_RUN = click.Path(dir_okay=False, exists=True, path_type=Path)


@click.command("compare")
@click.argument("run_a", type=_RUN)
@click.argument("run_b", type=_RUN)
@click.option("--limit", default=20, show_default=True, help="Changed items listed per kind.")
def compare_command(run_a: Path, run_b: Path, limit: int) -> None:
    """Compare two 'r3 eval --out' runs on their shared items: B − A per metric with a paired
    bootstrap 95% interval and p-value, McNemar's exact test on EX (* at p < 0.05), the items
    that flipped and the error categories that moved.

    \b
    Example:
      r3 compare gold.json offline.json --limit 10
    """

    click.echo(compare_runs(load_run(run_a), load_run(run_b), limit=limit))


@click.command("leaderboard")
@click.argument("runs", nargs=-1, required=True, type=_RUN)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("leaderboard"),
    show_default=True,
    help="Folder for leaderboard.md, .csv, .png and items.csv.",
)
@click.option("--no-plot", is_flag=True, help="Skip the PNG.")
def leaderboard_command(runs: tuple[Path, ...], out_dir: Path, no_plot: bool) -> None:
    """One table of several systems on the items every run scored (the first run is the
    baseline of the paired tests): metrics with 95% intervals, cost, providers; Markdown,
    CSV, PNG and a per-item CSV of every run.

    \b
    Example:
      r3 leaderboard gold.json offline.json --out board/
    """

    paths, text = write_leaderboard([load_run(p) for p in runs], out_dir, plots=not no_plot)
    click.echo(text, nl=False)
    click.echo(f"wrote {', '.join(str(p) for p in paths)}", err=True)


COMPARE_COMMANDS = [compare_command, leaderboard_command]

__all__ = ["COMPARE_COMMANDS", "compare_command", "leaderboard_command"]
