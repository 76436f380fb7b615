"""``r3 eval``: score a system on a dataset (SA, CA, EA, IEA, EX), or compare two runs.

Why a module apart from :mod:`r3.cli`: the logic lives in :mod:`r3.eval.harness` (running),
:mod:`r3.eval.systems` (what runs) and :mod:`r3.eval.report` (what is written); this only
parses options, shows progress and prints. Bad input raises :class:`r3.errors.R3Error`, which
the ``r3`` group prints as one ``error: …`` line with exit code 2. Ctrl-C keeps finished
items in the cache and exits with 130.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import Any

import click

from r3.cli.common import (
    EXIT_INTERRUPTED,
    json_output_options,
    local_graph_path,
    quiet_option,
    show_progress,
    workers_option,
)
from r3.embedders import make_embedder
from r3.errors import UserInputError
from r3.eval import harness as H
from r3.eval import report as R
from r3.eval.compare import compare_runs, load_run
from r3.eval.cost import read_prices
from r3.eval.falkordb_backend import FalkorEvalBackend
from r3.eval.ladybug_backend import LadybugEvalBackend
from r3.eval.leaderboard import write_leaderboard
from r3.eval.leakage import run_leakage
from r3.eval.metrics.bertscore import make_token_embedder
from r3.eval.refusals import summary_line
from r3.eval.replay import select_ids
from r3.eval.report import PLOT_HINT
from r3.eval.systems import DEMOS_FROM_DATASET, System, SystemContext, build_system, close_system
from r3.inputs import read_dataset
from r3.progress import progress_bar
from r3.values.json import JsonObject, json_scalar


@click.command("eval")
@click.argument("dataset", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--graphs",
    "--graph",
    "graphs",
    metavar="FOLDER",
    callback=lambda _ctx, _param, value: None if value is None else local_graph_path(value, "--graphs"),
    help="Folder with one sub-folder per space (--graph FOLDER or embedded://FOLDER means the same).",
)
@click.option(
    "--backend",
    "backend_url",
    help="'ladybug': build (and cache) a LadybugDB database per space of --graphs and score Cypher there; "
    "'falkordb': the same on a FalkorDB server r3 starts for the run (the falkordb extra); "
    "or a live backend URL instead of the embedded engine.",
)
@click.option(
    "--system",
    "system_config",
    multiple=True,
    help="gold | perturbed-gold | predictions:FILE.jsonl | a registered name | module:function | CONFIG.yaml/.toml; "
    "repeat it to score several systems on the same items in one leaderboard (the first is the baseline).",
)
@json_output_options("the summary + per-item records")
@click.option(
    "--report",
    "report_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Write report.md, summary.json, plots.",
)
@workers_option(4, "threads calling the system's predict()")
@click.option(
    "--demos",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Demonstrations (JSONL) for systems that use them; none from DATASET by default. "
    "'dataset' opts in to leave-one-out over DATASET itself: optimistic, not an unseen-graph number.",
)
@click.option("--limit", type=int, help="Only the first N rows (after --ids).")
@click.option("--ids", help="Comma-separated row ids to evaluate.")
@click.option(
    "--cache",
    "cache_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path(".r3-cache/eval"),
    show_default=True,
)
@click.option("--no-cache", is_flag=True, help="Neither read nor write the cache.")
@click.option(
    "--embedder",
    default="hash",
    show_default=True,
    help="CA embedder: hash | minilm | st:PATH | openai[:MODEL] | bge:PATH.",
)
@click.option(
    "--embedder-url", help="Base URL of an OpenAI-compatible embeddings endpoint (default $OPENAI_BASE_URL)."
)
@click.option(
    "--bertscore",
    "bertscore_spec",
    default="hash",
    show_default=True,
    help="BERTScore tokens: hash | minilm | hf:PATH.",
)
@click.option("--bertscore-layer", type=int, help="Hidden layer for hf:PATH (default: bert_score's choice).")
@click.option(
    "--ea-mode",
    type=click.Choice(["paper", "clean"]),
    default="paper",
    show_default=True,
    help="EA/IEA of the final line.",
)
@click.option(
    "--alpha", default=0.5, show_default=True, help="Clean mode: Jaccard weight in the lexical part."
)
@click.option("--beta", default=0.5, show_default=True, help="Clean mode: lexical weight against BERTScore.")
@click.option(
    "--gold-from",
    type=click.Choice(["result", "execute"]),
    default="result",
    show_default=True,
    help="Gold rows: the dataset's gold_result, or the gold query run on the backend.",
)
@click.option(
    "--paper-rows",
    type=click.Choice(["aligned", "raw"]),
    default="aligned",
    show_default=True,
    help="Paper mode: write rows equal to gold rows with the gold text, or the backend's own text.",
)
@click.option(
    "--writes",
    type=click.Choice(["prepared", "isolated"]),
    default="prepared",
    show_default=True,
    help="Graph state (see r3 replay).",
)
@click.option("--timeout", default=20.0, show_default=True, help="Seconds per query on the embedded engine.")
@click.option(
    "--prices",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Price table (YAML/JSON/TOML): model → {prompt, completion} per million tokens; '*' for any.",
)
@click.option(
    "--label",
    default="",
    help="Label of the run kept in the report (e.g. unseen-graph: demonstrations from an evaluated graph warn).",
)
@click.option(
    "--compare",
    "compare_files",
    nargs=2,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Compare two saved runs (--out files A B) instead of evaluating (same as r3 compare A B).",
)
@quiet_option
@click.pass_context
def eval_command(ctx: click.Context, dataset: Path | None, **opts: Any) -> None:
    """Score a system's queries on DATASET.jsonl: SA, CA, EA, IEA (paper), EX.

    \b
    Example:
      r3 eval dev.jsonl --graph graphs --system offline --out offline.json
      r3 eval dev.jsonl --graphs graphs --system gold --system offline --report report/

    Prints the providers used, parse/valid rates and the items whose gold result the backend
    does not reproduce; last, 'SA … CA … EA … IEA … EX …' in percent (2 decimals).
    Finished items are cached (--cache), so an interrupted run continues where it stopped.
    'r3 eval --compare A.json B.json' prints metric deltas and the items that changed.
    Several --system: each runs on the same items and one leaderboard is printed (as
    'r3 leaderboard'; --report DIR writes it with a PNG, items.csv and each run's JSON).
    """

    if opts["compare_files"]:
        a, b = (load_run(p) for p in opts["compare_files"])
        click.echo(compare_runs(a, b))
        return
    if dataset is None or not opts["system_config"]:
        raise UserInputError("r3 eval needs DATASET.jsonl and --system CONFIG (or --compare A.json B.json)")
    if len(opts["system_config"]) > 1:
        _evaluate_several(dataset, opts)
        return
    run = _evaluate(dataset, opts)[0]
    summary = run.summary
    m = summary["metrics"]
    click.echo(
        f"system {summary['system']} on {dataset.name}: {m['n']} items ({summary.get('cached_items', 0)} cached)"
    )
    click.echo(f"CA embedder: {summary['providers']['ca']}")
    click.echo(f"BERTScore tokens: {summary['providers']['bertscore']}")
    for key, value in summary.get("system_info", {}).items():
        click.echo(f"{key}: {value}")
    for warning in summary.get("leakage", {}).get("warnings", []):
        click.echo(f"warning: {warning}", err=True)
    click.echo(
        f"parse {R.pct(m['parse'])}  valid {R.pct(m['valid'])}  "
        f"EA(clean) {R.pct(m['EA_clean'])}  IEA(clean) {R.pct(m['IEA_clean'])}"
    )
    click.echo(f"EX 95% CI {R.ci(summary['intervals']['EX'])} (bootstrap over items)")
    honesty = summary_line(summary["refusals"], summary["calibration"])
    if honesty:
        click.echo(honesty)
    categories = summary["errors"]["primary"]
    if categories:
        click.echo("failures by category: " + ", ".join(f"{c} {n}" for c, n in categories.items()))
    unrepro = summary["unreproducible"]
    if unrepro:
        shown = ", ".join(unrepro[:8]) + (" …" if len(unrepro) > 8 else "")
        click.echo(f"gold not reproduced by the backend: {len(unrepro)} ({shown})")
    if opts["json_out"] is not None:
        run.write_json(opts["json_out"])
    if opts["report_dir"] is not None:
        paths = R.write_report(run.to_json(), opts["report_dir"])
        if not any(p.suffix == ".png" for p in paths):
            click.echo(f"note: {R.PLOT_HINT}", err=True)
    click.echo(run.final_line)


def _evaluate_several(dataset: Path, opts: dict[str, Any]) -> None:
    """Several ``--system``: every one on the same items, then one leaderboard.

    Why through :mod:`r3.eval.leaderboard`: ``r3 leaderboard RUN1.json RUN2.json`` gives the
    same table from saved runs; ``--report DIR`` writes its files plus each run's JSON
    (``runs/NN-NAME.json``) so the table can be rebuilt or compared later.
    """

    if opts["json_out"] is not None:
        raise UserInputError(
            "--json/--out hold one run; with several --system use --report DIR (one JSON per system under DIR/runs)"
        )
    runs = _evaluate(dataset, opts)
    for run in runs:
        click.echo(f"{run.summary['system']}: {run.final_line}", err=True)
        for warning in run.summary.get("leakage", {}).get("warnings", []):
            click.echo(f"warning: {run.summary['system']}: {warning}", err=True)
    documents = [run.to_json() for run in runs]
    folder: Path | None = opts["report_dir"]
    if folder is None:
        with tempfile.TemporaryDirectory() as scratch:
            _paths, text = write_leaderboard(documents, Path(scratch), plots=False)
        click.echo(text, nl=False)
        return
    paths, text = write_leaderboard(documents, folder)
    for k, run in enumerate(runs, 1):
        path = folder / "runs" / f"{k:02d}-{_file_label(str(run.summary['system']))}.json"
        run.write_json(path)
        paths.append(path)
    click.echo(text, nl=False)
    if PLOT_HINT in text:
        click.echo(f"note: {PLOT_HINT}", err=True)
    click.echo(f"wrote {', '.join(str(p) for p in paths)}", err=True)


def _file_label(system: str) -> str:
    """A system name (a path, ``module:function``, ``predictions:FILE``) as a file-name part."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", Path(system).stem or system).strip("_") or "system"


def _evaluate(dataset: Path, opts: dict[str, Any]) -> list[H.EvalRun]:
    """Each ``--system`` in turn over the same rows, backend and scorers; their runs."""

    all_rows = read_dataset(dataset)
    rows = all_rows
    if opts["ids"]:
        rows = select_ids(
            all_rows, [i.strip() for i in opts["ids"].split(",") if i.strip()], source=str(dataset)
        )
    if opts["limit"] is not None:
        if opts["limit"] < 1:
            raise UserInputError(f"--limit must be at least 1, got {opts['limit']}")
        rows = rows[: opts["limit"]]
    demos_path: Path | None = opts["demos"]
    from_dataset = demos_path is not None and str(demos_path) == DEMOS_FROM_DATASET
    if from_dataset:  # the explicit opt-in; a file of that name is ./dataset
        demos_path = None
    elif demos_path is not None and not demos_path.is_file():
        raise UserInputError(
            f"--demos {demos_path} is not a file (or pass --demos {DEMOS_FROM_DATASET} for leave-one-out "
            "over the evaluated dataset)"
        )
    settings = H.EvalSettings(
        graphs_dir=opts["graphs"],
        gold_from=opts["gold_from"],
        writes=opts["writes"],
        paper_rows=opts["paper_rows"],
        ea_mode=opts["ea_mode"],
        alpha=opts["alpha"],
        beta=opts["beta"],
        timeout_s=opts["timeout"],
        workers=opts["workers"],
        cache_dir=None if opts["no_cache"] else opts["cache_dir"],
    )
    settings.check()
    backend: H.ScoringBackend
    if opts["backend_url"] == "ladybug":
        if opts["graphs"] is None:
            raise UserInputError("--backend ladybug builds its databases from --graphs DIR: pass it")
        backend = LadybugEvalBackend(
            opts["graphs"], all_rows, writes=opts["writes"], timeout_s=opts["timeout"]
        )
    elif opts["backend_url"] == "falkordb":
        if opts["graphs"] is None:
            raise UserInputError("--backend falkordb loads its graphs from --graphs DIR: pass it")
        backend = FalkorEvalBackend(
            opts["graphs"], all_rows, writes=opts["writes"], timeout_s=opts["timeout"]
        )
    elif opts["backend_url"]:
        backend = H.open_live_backend(opts["backend_url"])
    elif opts["graphs"] is not None:
        backend = H.EngineBackend(opts["graphs"], all_rows, writes=opts["writes"], timeout_s=opts["timeout"])
    else:
        raise UserInputError("pass --graphs DIR (embedded engine) or --backend URL")

    evaluator = H.SystemEvaluator(
        backend,
        settings=settings,
        embedder=make_embedder(opts["embedder"], base_url=opts["embedder_url"]),
        token_embedder=make_token_embedder(opts["bertscore_spec"], layer=opts["bertscore_layer"]),
        prices=read_prices(opts["prices"]) if opts["prices"] else None,
    )
    context = SystemContext(
        all_rows, opts["graphs"], demos_path, backend.pool, demos_from_dataset=from_dataset
    )
    runs = []
    try:
        for config in opts["system_config"]:
            evaluator.timing.clear()  # per run; executions stay memoised across systems
            runs.append(_run_system(build_system(config, context), evaluator, dataset, rows, opts, context))
    finally:
        backend.close()  # stops what it started for the run (a FalkorDB server, connections)
    return runs


def _run_system(
    system: System,
    evaluator: H.SystemEvaluator,
    dataset: Path,
    rows: list[JsonObject],
    opts: dict[str, Any],
    context: SystemContext,
) -> H.EvalRun:
    """One system over ``rows`` with a progress bar; Ctrl-C exits 130 with finished items cached."""

    tally = {"ex": 0, "n": 0}
    with progress_bar(len(rows), unit="item", enabled=show_progress(opts["quiet"])) as bar:

        def progress(record: JsonObject) -> None:
            tally["n"] += 1
            tally["ex"] += int(json_scalar(record.get("ex", 0)))
            bar.update(1)
            bar.set_postfix_str(f"EX {100 * tally['ex'] / tally['n']:.1f}%", refresh=False)

        try:
            run = evaluator.run(
                rows,
                system,
                dataset_sha=H.dataset_checksum(dataset),
                dataset_name=str(dataset),
                on_record=progress,
            )

            run.summary["label"] = opts["label"]
            run.summary["leakage"] = run_leakage(
                rows,
                run.summary["system_info"],
                demos_path=context.demos_path,
                from_dataset=context.demos_from_dataset,
                label=opts["label"],
            )
            return run
        except H.EvaluationInterrupted as e:
            bar.close()
            click.echo(f"error: {e}", err=True)
            sys.exit(EXIT_INTERRUPTED)
        finally:
            close_system(system)


EVAL_COMMANDS = [eval_command]

__all__ = ["EVAL_COMMANDS", "eval_command"]
