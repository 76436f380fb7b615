"""One command: generated graphs → synthesized SFT data → reranker, rewriter and refiner LoRA
adapters on a small base → scores on graphs held out from training → ``results.json``.

Why one script: a GPU session is short (about 15 minutes of device time, one command of at most
10 minutes), so everything it does must be prepared and checked beforehand. ``--cpu-smoke``
runs every step here on a CPU with SmolLM2-135M, tiny graphs and two training steps, so the CI
test proves the plumbing (data, training, adapters loading back in r3, every number written)
and the device run only adds scale.

Why generated graphs, split by seed: an adapter scored on a graph it trained on reads its own
training data back. Training graphs use seeds ``0..N-1``, held-out graphs seeds from
:data:`HELDOUT_SEED`; their schemas are drawn independently from a general vocabulary
(:mod:`finetune.graphs`). ``eval/unseen`` (three hand-made graphs) is a second held-out set.

Scores, each next to the same base model without the adapter (the baseline in the same run):

- reranker: micro F1 of the schema classes and of the CRUD/clause functions it names, against
  the labels r3's analysis derives from the gold query;
- rewriter: linked-entity accuracy, the share of questions whose chosen ``[related_item]`` lines
  are exactly the gold entities' lines;
- refiner: EX through ``r3 eval`` with ``r3-checked`` (offline reranker and rewriter, the check
  and repair loop) and ``refiner.model: hf:BASE?adapter=…``, on the held-out graphs' synthesized
  questions and on ``eval/unseen``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import tarfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: the checkout's finetune/ and r3/ packages
    sys.path.insert(0, str(ROOT))

from finetune import graphs as graph_gen  # noqa: E402
from finetune.helpers import read_jsonl, write_jsonl  # noqa: E402
from r3.errors import UserInputError  # noqa: E402

#: First seed of the held-out graphs: far from any training seed.
HELDOUT_SEED = 100_000
TASKS = ("reranker", "rewriter", "refiner")
RECIPES = {t: ROOT / "finetune" / "recipes" / f"{t}_gpu_0.5b.yaml" for t in TASKS}


@dataclass(frozen=True)
class Plan:
    """How big a run is: graphs, synthesized questions, steps, evaluated items, device."""

    base: str
    train_graphs: int
    heldout_graphs: int
    per_shape: int
    max_eval: int
    device: str
    dtype: str
    overrides: tuple[str, ...]
    refiner_max_tokens: int = 256
    stage_max_tokens: int = 160
    refiner_retries: int = 3
    graph_tags: tuple[int, int] = (3, 5)
    graph_vertices: tuple[int, int] = (6, 12)


GPU_PLAN = Plan(
    base="qwen2.5-coder-0.5b", train_graphs=48, heldout_graphs=8, per_shape=4, max_eval=24,
    device="cuda:0", dtype="bfloat16", overrides=(),
)
CPU_SMOKE_PLAN = Plan(
    base="smollm2-135m", train_graphs=2, heldout_graphs=1, per_shape=1, max_eval=2,
    device="cpu", dtype="float32",
    overrides=(
        "max_steps=2", "bf16=false", "torch_dtype=float32", "use_cpu=true", "optim=adamw_torch",
        "per_device_train_batch_size=1", "gradient_accumulation_steps=1", "dataloader_num_workers=0",
        "num_threads=2", "lora_r=4", "lora_alpha=8", "logging_steps=1", "max_seq_length=2100",
        "prompt_tokens=480", "max_eval_samples=1", "max_minutes=30",
    ),
    refiner_max_tokens=48, refiner_retries=0, stage_max_tokens=48,
    graph_tags=(3, 3), graph_vertices=(4, 5),
)


def say(text: str) -> None:
    print(f"[gpu_recipe {time.strftime('%H:%M:%S')}] {text}", flush=True)


def require_gpu() -> str:
    """The GPU's name; a one-line error when torch sees none (fail before any work)."""
    try:
        import torch
    except ImportError as e:
        raise UserInputError("torch is not installed: this recipe needs torch with CUDA (or --cpu-smoke)") from e
    if not torch.cuda.is_available():
        raise UserInputError("no GPU visible to torch (CUDA unavailable): run on a GPU machine, or use --cpu-smoke")
    return str(torch.cuda.get_device_name(0))


def r3_cli(args: list[str]) -> subprocess.CompletedProcess[str]:
    """Run ``r3 ARGS`` in a child process (frees the model's memory between stages)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    cmd = [sys.executable, "-c", "import sys; from r3.cli import main; sys.exit(main())", *args]
    done = subprocess.run(cmd, cwd=ROOT, env=env, text=True, capture_output=True)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        raise UserInputError(f"r3 {' '.join(args[:2])} failed: " + " | ".join(tail))
    return done


# --------------------------------------------------------------------------- data


def make_data(plan: Plan, work: Path) -> dict[str, Any]:
    """Write training and held-out graphs, synthesize questions over each; returns the manifest."""
    train_root, held_root = work / "graphs-train", work / "graphs-heldout"
    size = {"tags": plan.graph_tags, "vertices": plan.graph_vertices}
    train = graph_gen.write_many(list(range(plan.train_graphs)), train_root, **size)
    held = graph_gen.write_many([HELDOUT_SEED + i for i in range(plan.heldout_graphs)], held_root, **size)
    rows: dict[str, list[dict[str, Any]]] = {"train": [], "heldout": []}
    jobs = [(str(f), ("en", "zh"), plan.per_shape) for f in [*train, *held]]
    with multiprocessing.get_context("spawn").Pool(max(1, min(8, (os.cpu_count() or 2) - 1))) as pool:
        synthesized = dict(zip([f for f in [*train, *held]], pool.starmap(_synth, jobs), strict=True))
    for split, folders in (("train", train), ("heldout", held)):
        for folder in folders:
            made = synthesized[folder]
            rows[split] += [
                {"id": f"{folder.name}:{n}", "space": r["space"], "question": r["question"], "gold": r["gold"],
                 "lang": r.get("lang"), "shape": r.get("shape")}
                for n, r in enumerate(made)
            ]
    write_jsonl(work / "train-questions.jsonl", rows["train"])
    write_jsonl(work / "heldout-questions.jsonl", rows["heldout"])
    return {
        "train_graphs": [f.name for f in train],
        "heldout_graphs": [f.name for f in held],
        "train_questions": len(rows["train"]),
        "heldout_questions": len(rows["heldout"]),
    }


def _synth(url: str, langs: tuple[str, ...], per_shape: int) -> list[dict[str, Any]]:
    """One graph's synthesized rows (a pool worker: synthesis is CPU-bound, one graph per core)."""
    from finetune.sft_data import synth_rows

    return synth_rows(url, langs=langs, per_shape=per_shape)


# --------------------------------------------------------------------------- training


def train(task: str, plan: Plan, work: Path, out: Path, manifest: dict[str, Any]) -> dict[str, Any]:
    """``r3 train TASK`` on the training graphs, the held-out graphs as its validation split."""
    adapter = out / f"{task}-adapter"
    args = [
        "train", task, "--recipe", str(RECIPES[task]),
        "--data", str(work / "train-questions.jsonl"), "--data", str(work / "heldout-questions.jsonl"),
        "--graphs", str(work / "graphs-train"), "--graphs", str(work / "graphs-heldout"),
        "--holdout", ",".join(manifest["heldout_graphs"]), "--out", str(adapter), "--quiet",
        "--set", f"model_name_or_path={plan.base}", "--set", "eval_strategy=no",
        *(a for o in plan.overrides for a in ("--set", o)),
    ]
    started = time.time()
    r3_cli(args)
    report = json.loads((adapter / "training_report.json").read_text()) if (adapter / "training_report.json").is_file() else {}
    return {"adapter": adapter.name, "seconds": round(time.time() - started, 1),
            "train_loss": (report.get("final_metrics") or {}).get("train_loss")}


# --------------------------------------------------------------------------- evaluation


def model_spec(base: str, plan: Plan, adapter: Path | None) -> str:
    from finetune.helpers import model_path

    spec = f"hf:{model_path(base)}?dtype={plan.dtype}&device={plan.device}"
    return spec + (f"&adapter={adapter}" if adapter is not None else "")


def generate(spec: str, prompts: list[str], max_tokens: int) -> list[str]:
    """Greedy completions of ``prompts`` with the model r3 would serve (its ``hf`` provider)."""
    from r3.models.factory import load_model
    from r3.models.language_model import BaseLanguageModel

    model = load_model(spec)
    if isinstance(model, BaseLanguageModel):  # batched on the GPU
        return [g.text for g in model.generate_batch(prompts, max_tokens=max_tokens, temperature=0.0)]
    return [model.generate(p, max_tokens=max_tokens, temperature=0.0).text for p in prompts]


def f1(pred: list[set[str]], gold: list[set[str]]) -> float:
    tp = sum(len(p & g) for p, g in zip(pred, gold, strict=True))
    n_pred, n_gold = sum(map(len, pred)), sum(map(len, gold))
    if not n_pred and not n_gold:
        return 1.0
    return round(2 * tp / (n_pred + n_gold), 4) if (n_pred + n_gold) else 0.0


def score_reranker(rows: list[dict[str, Any]], texts: list[str]) -> dict[str, float]:
    from r3.lang.analysis import parse_reason
    from r3.pipeline.reranker import clean_reason

    pred = [parse_reason(clean_reason(t)) for t in texts]
    gold = [parse_reason(str(r["output"])) for r in rows]
    return {
        "class_f1": f1([set(p.classes) for p in pred], [set(g.classes) for g in gold]),
        "function_f1": f1([{*p.crud, *p.clauses} for p in pred], [{*g.crud, *g.clauses} for g in gold]),
    }


def score_rewriter(rows: list[dict[str, Any]], texts: list[str]) -> dict[str, float]:
    from r3.pipeline.rewriter import parse_rewriter_output

    hits = 0
    for row, text in zip(rows, texts, strict=True):
        _, chosen, _ = parse_rewriter_output(text, str(row["question"]), list(row["items"]))
        hits += set(chosen) == set(row["relevant_items"])
    return {"linked_entity_accuracy": round(hits / max(len(rows), 1), 4)}


def eval_stage(task: str, plan: Plan, out: Path) -> dict[str, Any]:
    """Reranker/rewriter scores on the held-out graphs' rows, adapter vs the bare base."""
    path = out / f"{task}-adapter" / "data" / "validation.jsonl"
    rows = list(read_jsonl(path))[: plan.max_eval] if path.is_file() else []
    if not rows:
        raise UserInputError(f"no held-out {task} rows in {path}: the held-out graphs gave no question")
    prompts = [str(r["input"]) for r in rows]
    score = score_reranker if task == "reranker" else score_rewriter
    max_tokens = plan.stage_max_tokens
    result: dict[str, Any] = {"items": len(rows)}
    for name, adapter in (("base", None), ("adapter", out / f"{task}-adapter")):
        started = time.time()
        texts = generate(model_spec(plan.base, plan, adapter), prompts, max_tokens)
        result[name] = {**score(rows, texts), "seconds": round(time.time() - started, 1)}
    return result


def eval_refiner(plan: Plan, work: Path, out: Path, dataset: Path, graphs: Path, label: str) -> dict[str, Any]:
    """EX of ``r3-checked`` with the refiner adapter vs the bare base, through ``r3 eval``."""
    result: dict[str, Any] = {"dataset": label}
    for name, adapter in (("base", None), ("adapter", out / "refiner-adapter")):
        pipeline = work / f"refiner-{name}-pipeline.yaml"
        config = work / f"refiner-{name}.yaml"
        config.write_text(f"system: r3-checked\nname: r3-checked-{name}\nconfig: {pipeline}\n")
        pipeline.write_text(
            "extends: r3-checked\n"
            f"name: r3-checked-{name}\n"
            "refiner:\n"
            f"  model: '{model_spec(plan.base, plan, adapter)}'\n"
            "  temperature: 0.0\n"
            f"  max_tokens: {plan.refiner_max_tokens}\n"
            "repair:\n"
            f"  retries: {plan.refiner_retries}\n"
        )
        report = work / f"eval-{label}-{name}.json"
        started = time.time()
        r3_cli([
            "eval", str(dataset), "--graphs", str(graphs), "--system", str(config), "--gold-from", "execute",
            "--limit", str(plan.max_eval), "--workers", "1", "--no-cache", "--out", str(report), "--quiet",
        ])
        summary = json.loads(report.read_text())
        result[name] = {"EX": ex_of(summary), "seconds": round(time.time() - started, 1)}
    result["items"] = min(plan.max_eval, sum(1 for _ in read_jsonl(dataset)))
    return result


def ex_of(summary: dict[str, Any]) -> float:
    """EX (a fraction, 0–1) of an ``r3 eval --out`` file: ``summary.metrics.EX``."""
    metrics = summary.get("summary", {}).get("metrics", {})
    if isinstance(metrics.get("EX"), int | float):
        return float(metrics["EX"])
    raise UserInputError(f"no summary.metrics.EX in the r3 eval output (metrics: {', '.join(sorted(metrics))})")


# --------------------------------------------------------------------------- the run


def run(plan: Plan, out: Path, work: Path, *, unseen: Path | None) -> dict[str, Any]:
    started = time.time()
    results: dict[str, Any] = {"plan": {**plan.__dict__}, "base": plan.base}
    say(f"data: {plan.train_graphs} training graphs, {plan.heldout_graphs} held-out graphs")
    results["data"] = make_data(plan, work)
    results["train"], results["eval"] = {}, {}
    for task in TASKS:
        say(f"training the {task} adapter")
        results["train"][task] = train(task, plan, work, out, results["data"])
    for task in ("reranker", "rewriter"):
        say(f"scoring the {task} on the held-out graphs")
        results["eval"][task] = eval_stage(task, plan, out)
    say("scoring the refiner (r3-checked EX) on the held-out graphs")
    results["eval"]["refiner"] = {
        "heldout": eval_refiner(plan, work, out, work / "heldout-questions.jsonl", work / "graphs-heldout", "heldout")
    }
    if unseen is not None:
        say(f"scoring the refiner on {unseen}")
        results["eval"]["refiner"]["unseen"] = eval_refiner(
            plan, work, out, unseen / "questions.jsonl", unseen / "graphs", "unseen"
        )
    results["seconds"] = round(time.time() - started, 1)
    (out / "results.json").write_text(json.dumps(results, ensure_ascii=False, indent=2, default=str) + "\n")
    say(f"done in {results['seconds']} s: {out / 'results.json'}")
    return results


#: What an adapter's archive keeps: enough to load it (``hf:BASE?adapter=DIR``) and to read how it was
#: trained; not the tokenizer (the base's), checkpoints or data (rebuilt by the same seeds).
PACKED = ("adapter_config.json", "adapter_model.safetensors", "training_report.json", "recipe.yaml",
          "args.json", "r3_adapter.json", "data/manifest.json")


def pack(out: Path, dest: Path) -> list[Path]:
    """``results.json`` and one ``TASK-adapter.tar.gz`` per adapter into ``dest`` (the device's
    ``$OUT`` returns at most 8 plain files, so a folder of files per adapter would not come back)."""
    dest.mkdir(parents=True, exist_ok=True)
    written = [dest / "results.json"]
    written[0].write_bytes((out / "results.json").read_bytes())
    for task in TASKS:
        folder = out / f"{task}-adapter"
        archive = dest / f"{folder.name}.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            for name in PACKED:
                if (folder / name).is_file():
                    tar.add(folder / name, arcname=f"{folder.name}/{name}")
        written.append(archive)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("runs/gpu-recipe"))
    ap.add_argument("--work", type=Path, help="scratch folder for graphs and data (default: OUT/../work)")
    ap.add_argument("--cpu-smoke", action="store_true", help="the whole pipeline on a CPU: SmolLM2-135M, 2 steps")
    ap.add_argument("--base", help="base model: a catalogue name, a GGUF file or a model folder")
    ap.add_argument("--train-graphs", type=int)
    ap.add_argument("--heldout-graphs", type=int)
    ap.add_argument("--max-eval", type=int, help="items scored per stage and dataset")
    ap.add_argument("--unseen", default=str(ROOT / "eval" / "unseen"), help="second held-out set ('' to skip)")
    ap.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE",
                    help="recipe override for all three adapters (repeatable)")
    ap.add_argument("--pack", type=Path, help="also write results.json + one .tar.gz per adapter here")
    args = ap.parse_args(argv)
    try:
        plan = CPU_SMOKE_PLAN if args.cpu_smoke else GPU_PLAN
        if not args.cpu_smoke:
            say(f"GPU: {require_gpu()}")
        changes: dict[str, Any] = {"overrides": (*plan.overrides, *args.overrides)}
        for key in ("base", "train_graphs", "heldout_graphs", "max_eval"):
            if getattr(args, key) is not None:
                changes[key] = getattr(args, key)
        plan = Plan(**{**plan.__dict__, **changes})
        out = args.out.resolve()
        work = (args.work or out.parent / f"{out.name}-work").resolve()
        out.mkdir(parents=True, exist_ok=True)
        work.mkdir(parents=True, exist_ok=True)
        unseen = Path(args.unseen) if args.unseen else None
        run(plan, out, work, unseen=unseen)
        if args.pack is not None:
            for path in pack(out, args.pack):
                say(f"packed {path}")
    except UserInputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
