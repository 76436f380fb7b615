"""Train a LoRA adapter for the reranker or the rewriter (or one adapter for both).

    python finetune/train_lora.py finetune/recipes/smoke_cpu.yaml --model_name_or_path DIR \\
        --train_file runs/ft-data/rewriter/train.jsonl --max_steps 2 --output_dir runs/smoke
    accelerate launch finetune/train_lora.py finetune/recipes/reranker_lora.yaml   # a GPU node

The recipe is a flat YAML file of argument names (:class:`finetune.helpers.ScriptArguments`,
``transformers.TrainingArguments``, :class:`finetune.helpers.ModelArguments`); ``--key value``
after it overrides a key. The output folder receives the adapter (``adapter_config.json`` +
``adapter_model.safetensors``, what ``hf:BASE?adapter=OUT`` loads in :mod:`r3.models`), the
tokenizer, ``recipe.yaml`` (the recipe as given) and ``args.json`` (every resolved argument),
``train_results.json`` / ``eval_results.json`` and ``r3_adapter.json`` (the model spec to
put into a pipeline config). An interrupted run resumes from the newest ``checkpoint-N`` in
the output folder when it is started again with the same command.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script from a checkout: make r3 and finetune importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import json  # noqa: E402
import logging  # noqa: E402
import shutil  # noqa: E402
import time  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from typing import Any  # noqa: E402

from finetune.helpers import (  # noqa: E402
    ModelArguments,
    PadCollator,
    ScriptArguments,
    get_dataset,
    get_model,
    get_tokenizer,
    last_checkpoint,
    parse_recipe,
    recipe_dict,
)
from r3.errors import R3Error  # noqa: E402

logger = logging.getLogger("r3.finetune")


def main(
    script_args: ScriptArguments,
    training_args: Any,
    model_args: ModelArguments,
    *,
    recipe_path: str | None = None,
) -> dict[str, Any]:
    """Train, save the adapter and the run's records into ``training_args.output_dir``; returns
    the metrics (``train_*`` and, with validation data, ``eval_*``). ``recipe_path``: the recipe
    file, copied beside the adapter."""
    import transformers

    if script_args.num_threads:
        import torch

        torch.set_num_threads(script_args.num_threads)
    transformers.set_seed(training_args.seed)
    output_dir = Path(training_args.output_dir)
    started = time.time()
    tokenizer = get_tokenizer(model_args)
    data = get_dataset(script_args, tokenizer)
    logger.info("examples: train %d, validation %d", len(data["train"]), len(data.get("validation", [])))
    model = get_model(model_args, training_args)
    trainable, total = _parameter_counts(model)
    logger.info("trainable parameters: %d of %d (%.3f%%)", trainable, total, 100 * trainable / max(total, 1))
    trainer = transformers.Trainer(
        model=model,
        args=training_args,
        train_dataset=data["train"],
        eval_dataset=data.get("validation"),
        data_collator=PadCollator(tokenizer.pad_token_id),
        processing_class=tokenizer,
        callbacks=[report_callback(output_dir, script_args.max_minutes)],
    )
    resume = training_args.resume_from_checkpoint or last_checkpoint(output_dir)
    if resume:
        logger.info("resuming from %s", resume)
    result = trainer.train(resume_from_checkpoint=resume)
    metrics: dict[str, Any] = dict(result.metrics)
    metrics["train_samples"] = len(data["train"])
    trainer.save_model(str(output_dir))  # a PeftModel saves the adapter only
    if trainer.is_world_process_zero():
        tokenizer.save_pretrained(str(output_dir))
    trainer.log_metrics("train", metrics)
    trainer.save_metrics("train", metrics)
    if "validation" in data:
        eval_metrics = trainer.evaluate()
        eval_metrics["eval_samples"] = len(data["validation"])
        trainer.log_metrics("eval", eval_metrics)
        trainer.save_metrics("eval", eval_metrics)
        metrics.update(eval_metrics)
    if trainer.is_world_process_zero():
        _write_records(output_dir, script_args, training_args, model_args, trainable, recipe_path)
        write_report(output_dir, trainer.state.log_history, metrics, started=started, trainable=trainable)
    return metrics


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far, in MiB (Linux reports KiB, macOS bytes)."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def write_report(
    output_dir: Path,
    history: list[dict[str, Any]],
    metrics: dict[str, Any],
    *,
    started: float,
    trainable: int,
) -> dict[str, Any]:
    """``training_report.json`` (losses per step, time, peak memory, final metrics) and
    ``loss_curve.png`` (train and eval loss over steps; skipped without matplotlib)."""
    train = [(h["step"], h["loss"]) for h in history if "loss" in h]
    evals = [(h["step"], h["eval_loss"]) for h in history if "eval_loss" in h]
    report = {
        "minutes": round((time.time() - started) / 60, 2),
        "peak_rss_mb": round(peak_rss_mb(), 1),
        "steps": max((h.get("step", 0) for h in history), default=0),
        "final_train_loss": train[-1][1] if train else None,
        "final_eval_loss": evals[-1][1] if evals else None,
        "trainable_parameters": trainable,
        "train_loss": [{"step": s, "loss": v} for s, v in train],
        "eval_loss": [{"step": s, "loss": v} for s, v in evals],
        "metrics": {k: v for k, v in metrics.items() if isinstance(v, (int, float, str))},
    }
    output_dir.mkdir(parents=True, exist_ok=True)
    (output_dir / "training_report.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return report
    fig, ax = plt.subplots(figsize=(6, 3.5))
    if train:
        ax.plot(*zip(*train, strict=True), label="train loss")
    if evals:
        ax.plot(*zip(*evals, strict=True), marker="o", label="eval loss (held-out graphs)")
    ax.set_xlabel("step")
    ax.set_ylabel("loss (target tokens)")
    ax.set_title(output_dir.name)
    ax.legend()
    fig.tight_layout()
    fig.savefig(output_dir / "loss_curve.png", dpi=100)
    plt.close(fig)
    return report


def report_callback(output_dir: Path, max_minutes: float | None = None) -> Any:
    """A Trainer callback that rewrites the report after every log, so an interrupted run keeps
    its curve (transformers imported lazily, like everywhere in finetune/)."""
    import transformers

    started = time.time()

    class ReportCallback(transformers.TrainerCallback):
        def on_log(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            if state.is_world_process_zero:
                write_report(output_dir, state.log_history, {}, started=started, trainable=0)

        def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            if max_minutes and time.time() - started > 60 * max_minutes:
                logger.warning("max_minutes=%s reached at step %d: stopping", max_minutes, state.global_step)
                control.should_training_stop = True
                control.should_save = True

    return ReportCallback()


def _parameter_counts(model: Any) -> tuple[int, int]:
    trainable = total = 0
    for p in model.parameters():
        total += p.numel()
        if p.requires_grad:
            trainable += p.numel()
    return trainable, total


def _write_records(
    output_dir: Path,
    script_args: ScriptArguments,
    training_args: Any,
    model_args: ModelArguments,
    trainable: int,
    recipe_path: str | None,
) -> None:
    """The resolved arguments, the recipe file and how to load the adapter, beside the adapter."""
    resolved = recipe_dict(script_args, training_args, model_args)
    (output_dir / "args.json").write_text(
        json.dumps(resolved, indent=2, default=str) + "\n", encoding="utf-8"
    )
    if recipe_path and Path(recipe_path).is_file():
        shutil.copyfile(recipe_path, output_dir / "recipe.yaml")
    info = {
        "task": script_args.task,
        "base_model": model_args.model_name_or_path,
        "adapter": str(output_dir.resolve()),
        "spec": f"hf:{model_args.model_name_or_path}?adapter={output_dir.resolve()}",
        "chat_template": script_args.chat_template,
        "lora": {
            "r": model_args.lora_r,
            "alpha": model_args.lora_alpha,
            "dropout": model_args.lora_dropout,
            "target_modules": model_args.lora_target_modules,
        },
        "trainable_parameters": trainable,
    }
    (output_dir / "r3_adapter.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")


def cli(argv: Sequence[str] | None = None) -> int:
    """``train_lora.py RECIPE.yaml [--key value …]``; user errors are one line and exit code 2."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return 0
    logging.basicConfig(format="%(levelname)s %(name)s: %(message)s", level=logging.INFO)
    try:
        script_args, training_args, model_args = parse_recipe(args)
        metrics = main(script_args, training_args, model_args, recipe_path=args[0])
    except R3Error as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"adapter saved in {training_args.output_dir}")
    loss = metrics.get("eval_loss", metrics.get("train_loss"))
    if loss is not None:
        print(f"{'eval' if 'eval_loss' in metrics else 'train'} loss: {loss:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(cli())
