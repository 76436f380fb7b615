"""``r3 train``: fine-tune the small models (reranker, rewriter, refiner, or one multi-task adapter).

Why a command over ``finetune/``: training is a recipe (YAML) plus a thin script, as in the
alignment-handbook; this command only assembles the data the recipe trains on — any
``(question, gold, space)`` JSONL plus the demonstrations r3 synthesizes for a graph, split
by graph, with the reranker's prompts cut to the recipe's token budget — and then runs the
same ``main(script_args, training_args, model_args)`` the script runs. The training code lives
in the checkout's ``finetune/`` folder (recipes, data and trainer), so the command needs a
checkout of r3 (an editable install), not only the wheel.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from types import ModuleType

import click

from r3.cli.common import quiet_option, show_progress
from r3.errors import UserInputError

TASKS = ("reranker", "rewriter", "refiner", "multitask")


def _finetune() -> ModuleType:
    """The checkout's ``finetune`` package (beside the ``r3`` package)."""
    root = Path(__file__).resolve().parents[2]  # r3/cli/train.py → the checkout
    if not (root / "finetune" / "sft_data.py").is_file():
        raise UserInputError(
            "r3 train needs a checkout of r3 (its finetune/ folder): clone the repository and "
            "pip install -e '.[train]'"
        )
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return importlib.import_module("finetune.sft_data")


@click.command("train")
@click.argument("task", type=click.Choice(TASKS))
@click.option(
    "--recipe",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Recipe YAML (finetune/recipes/*.yaml).",
)
@click.option(
    "--data",
    "data",
    multiple=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="JSONL rows with question, gold, space (repeatable).",
)
@click.option(
    "--graphs",
    "graphs",
    multiple=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Graphs folder, one sub-folder per space (repeatable).",
)
@click.option(
    "--synth-graph",
    "synth_graphs",
    multiple=True,
    metavar="URL|PATH",
    help="Add the demonstrations r3 synthesizes for this graph (repeatable).",
)
@click.option(
    "--holdout",
    default="",
    metavar="S1,S2",
    help="Spaces held out for validation: never a training row (the split is by graph).",
)
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), help="Output folder.")
@click.option("--resume", is_flag=True, help="Continue from the newest checkpoint in --out.")
@click.option(
    "--set",
    "overrides",
    multiple=True,
    metavar="KEY=VALUE",
    help="Override a recipe key (repeatable), e.g. --set max_steps=40.",
)
@quiet_option
def train(
    task: str,
    recipe: Path,
    data: tuple[Path, ...],
    graphs: tuple[Path, ...],
    synth_graphs: tuple[str, ...],
    holdout: str,
    out: Path | None,
    resume: bool,
    overrides: tuple[str, ...],
    quiet: bool,
) -> None:
    """Train an adapter for TASK on questions with gold queries (split by graph).

    \b
    Example:
      r3 train reranker --recipe finetune/recipes/reranker_lora.yaml --data train.jsonl --graphs graphs --out runs/rr

    Writes OUT/data/{train,validation}.jsonl and OUT/data/manifest.json (sources, counts, the
    token cuts made), then the adapter, training_report.json and loss_curve.png into OUT.
    Without --resume an OUT holding checkpoints is refused.
    """
    sft = _finetune()
    from finetune.helpers import get_tokenizer, parse_recipe, write_jsonl
    from finetune.train_lora import main as train_main

    if not data and not synth_graphs:
        raise UserInputError("no training data: give --data FILE.jsonl and/or --synth-graph GRAPH")
    argv = [str(recipe)]
    for item in overrides:
        key, eq, value = item.partition("=")
        if not eq:
            raise UserInputError(f"--set {item!r}: expected KEY=VALUE")
        argv.append(f"--{key}={value}")
    data_dir = (out or Path("runs") / f"train-{task}") / "data"
    argv += ["--train_file", str(data_dir / "train.jsonl"), "--task", task]
    if out is not None:
        argv.append(f"--output_dir={out}")
    script_args, training_args, model_args = parse_recipe(argv)
    output_dir = Path(training_args.output_dir)
    data_dir = output_dir / "data"
    has_checkpoints = output_dir.is_dir() and any(output_dir.glob("checkpoint-*"))
    if has_checkpoints and not resume:
        raise UserInputError(
            f"{output_dir} holds checkpoints: add --resume to continue, or choose another --out"
        )
    held = [s.strip() for s in holdout.split(",") if s.strip()]
    sources = sft.Sources(data=list(data), graphs=list(graphs), synth_graphs=list(synth_graphs), holdout=held)
    progress = show_progress(quiet)
    if not (resume and (data_dir / "train.jsonl").is_file()):  # a resumed run keeps its data
        rows = sft.collect_rows(sources, progress=progress)
        spaces = sft.space_folders(sources.graphs)
        tokenizer = get_tokenizer(model_args)
        made, report = sft.build_rows(
            task,
            rows,
            spaces,
            tokenizer=tokenizer,
            prompt_tokens=script_args.prompt_tokens,
            chat_template=script_args.chat_template,
            progress=progress,
        )
        train_rows = [r for r in made if r["split"] == "train"]
        val_rows = [r for r in made if r["split"] == "validation"]
        if not train_rows:
            raise UserInputError("no training row was made (every space held out, or no graph folder)")
        write_jsonl(data_dir / "train.jsonl", train_rows)
        if val_rows:
            write_jsonl(data_dir / "validation.jsonl", val_rows)
        manifest = {
            "task": task,
            "data": [str(p) for p in data],
            "graphs": [str(p) for p in graphs],
            "synth_graphs": list(synth_graphs),
            "holdout": held,
            "train_spaces": sorted({str(r["space"]) for r in train_rows}),
            "validation_spaces": sorted({str(r["space"]) for r in val_rows}),
            "prompt_tokens": script_args.prompt_tokens,
            **report.as_dict(),
        }
        (data_dir / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n")
        click.echo(
            f"{len(train_rows)} training rows ({', '.join(manifest['train_spaces'])}), "
            f"{len(val_rows)} validation rows ({', '.join(manifest['validation_spaces']) or 'none'})"
        )
    if (data_dir / "validation.jsonl").is_file():
        argv.append(f"--validation_file={data_dir / 'validation.jsonl'}")
    else:
        argv += ["--eval_strategy=no"]
    if quiet:
        argv.append("--disable_tqdm=true")
    script_args, training_args, model_args = parse_recipe(argv)
    metrics = train_main(script_args, training_args, model_args, recipe_path=str(recipe))
    loss = metrics.get("eval_loss", metrics.get("train_loss"))
    click.echo(f"adapter saved in {output_dir}" + (f" (loss {loss:.4f})" if loss is not None else ""))


TRAIN_COMMANDS = [train]

__all__ = ["TRAIN_COMMANDS", "train"]
