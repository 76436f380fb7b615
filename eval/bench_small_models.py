"""Small models on held-out graphs: reranker label accuracy and rewriter accuracy.

    .venv/bin/python eval/bench_small_models.py --limit 36 --out eval/results/small_models.json

Reranker: on questions of graphs no adapter was trained on (``eval/unseen``: clinic, library,
company), each system names the paper's CRUD functions, clauses and schema classes; they are
compared with the labels r3's analysis derives from the gold query (``CRUD exact``: the CRUD
list as a set; ``clause F1`` and ``class F1`` per question, 1.0 when both are empty, averaged).
Systems, measured in the same run:

- ``base``: SmolLM2-135M-Instruct with the same token-budgeted prompt plus a few-shot block
  (three reasons of another graph, showing the output format);
- ``lora``: the same base with the reranker adapter (zero-shot: the adapter learned the format);
- ``offline``: r3's offline reranker (:mod:`r3.pipeline.offline.reranker`) over the dev set's
  demonstrations (other graphs) plus demonstrations synthesized for the evaluated graph — no
  hand-written demonstration of the evaluated graph.

Rewriter: rows made like the training rows (:func:`finetune.prepare_data.rewriter_row`) for the
held-out questions whose gold entities the linker retrieves; ``rewrite exact`` compares the
rewritten question, ``items exact`` the chosen ``[related_item]`` lines (as sets), both after the
serving parser (:func:`r3.pipeline.rewriter.parse_rewriter_output`).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import argparse  # noqa: E402
import json  # noqa: E402
import time  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from typing import Any  # noqa: E402

FEW_SHOT = (
    "Answer with exactly three lines in this format. Examples (for another graph):\n"
    "#the request CRUD function : ['QUERY()']\n#the request clauses : ['WHERE()']\n"
    "#the request class : ['player()', 'serve()']\n"
    "#the request CRUD function : ['QUERY()']\n#the request clauses : ['GROUP_BY()', 'ORDER_BY()', 'LIMIT()']\n"
    "#the request class : ['team()', 'serve()']\n"
    "#the request CRUD function : ['FIND_PATH()']\n#the request clauses : []\n"
    "#the request class : ['player()', 'like()']\n\n"
)


def f1(pred: Sequence[str], gold: Sequence[str]) -> float:
    p, g = {x.lower() for x in pred}, {x.lower() for x in gold}
    if not p and not g:
        return 1.0
    if not p or not g:
        return 0.0
    tp = len(p & g)
    return 0.0 if tp == 0 else 2 * tp / (len(p) + len(g))


def score(pred: Any, gold: dict[str, list[str]]) -> dict[str, float]:
    return {
        "crud_exact": float({x.upper() for x in pred.crud} == {x.upper() for x in gold["crud"]}),
        "clause_f1": f1(pred.clauses, gold["clauses"]),
        "class_f1": f1(pred.classes, gold["classes"]),
    }


def mean(rows: list[dict[str, float]]) -> dict[str, float]:
    keys = rows[0].keys() if rows else []
    return {k: round(sum(r[k] for r in rows) / len(rows), 3) for k in keys}


def pick(rows: list[dict[str, Any]], limit: int | None) -> list[dict[str, Any]]:
    """The first ``limit`` rows, round-robin over spaces (every graph represented)."""
    if not limit or limit >= len(rows):
        return rows
    by_space: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_space.setdefault(str(row["space"]), []).append(row)
    out: list[dict[str, Any]] = []
    while len(out) < limit:
        for group in by_space.values():
            if group and len(out) < limit:
                out.append(group.pop(0))
    return out


def load(base: str, adapter: str | None) -> Any:
    from finetune.helpers import model_path
    from r3.models import load_model

    spec = f"hf:{model_path(base)}?device=cpu&dtype=float32" + (f"&adapter={adapter}" if adapter else "")
    return load_model(spec)


def generate(model: Any, prompt: str, max_tokens: int) -> str:
    out = model.generate(
        [{"role": "user", "content": prompt}], max_tokens=max_tokens, temperature=0.0, top_p=1.0
    )
    return str(out.text)


def bench_reranker(args: argparse.Namespace, questions: list[dict[str, Any]]) -> dict[str, Any]:
    from finetune.prepare_data import reranker_row
    from finetune.sft_data import budget_reranker_prompt, chat_overhead, token_counter
    from r3.lang.analysis import parse_reason
    from r3.lang.ddl import load_space_schema
    from r3.pipeline.reranker import clean_reason, reranker_context

    schemas = {s: load_space_schema(args.graphs, s) for s in {str(q["space"]) for q in questions}}
    gold: list[dict[str, list[str]]] = []
    for q in questions:
        gold.append(reranker_row(q, schemas[str(q["space"])])["labels"]["paper"])
    results: dict[str, Any] = {}
    base = None
    for name, adapter in (("base", None), ("lora", args.reranker_adapter)):
        if name not in args.systems or (name == "lora" and not adapter):
            continue
        model = load(args.base, adapter)
        base = base or model
        count, overhead = token_counter(model.tokenizer), chat_overhead(model.tokenizer)
        rows, started, samples = [], time.time(), []
        for q, g in zip(questions, gold, strict=True):
            schema_text, skeleton_text = reranker_context(
                schemas[str(q["space"])], "ngql", paper=True, question=str(q["question"])
            )
            fitted = budget_reranker_prompt(
                str(q["question"]), schema_text, skeleton_text, count, args.prompt_tokens, overhead=overhead
            )
            prompt = fitted.prompt
            if name == "base":
                prompt = prompt.replace("[query]:", FEW_SHOT + "[query]:", 1)
            text = generate(model, prompt, 48)
            pred = parse_reason(clean_reason(text))
            rows.append(score(pred, g))
            print(f"{name} {len(rows)}/{len(questions)} {mean(rows)}", file=sys.stderr, flush=True)
            if len(samples) < 3:
                samples.append({"question": q["question"], "output": text, "gold": g})
        results[name] = {
            **mean(rows),
            "n": len(rows),
            "seconds": round(time.time() - started, 1),
            "samples": samples,
            "per_question": [{"id": q.get("id"), **r} for q, r in zip(questions, rows, strict=True)],
        }
        print(name, results[name] | {"samples": "…", "per_question": "…"}, flush=True)
    if "offline" in args.systems:
        results["offline"] = bench_offline(args, questions, gold)
        print("offline", results["offline"] | {"per_question": "…"}, flush=True)
    return results


def bench_offline(
    args: argparse.Namespace, questions: list[dict[str, Any]], gold: list[dict[str, list[str]]]
) -> dict[str, Any]:
    from finetune.helpers import read_jsonl
    from finetune.prepare_data import Linkers
    from finetune.sft_data import synth_rows
    from r3.lang.ddl import load_space_schema
    from r3.pipeline.offline import OfflineReranker, demos_from_rows

    started = time.time()
    spaces = sorted({str(q["space"]) for q in questions})
    dev_graphs = Path(args.dev_graphs)
    rows = read_jsonl(args.dev)
    for space in spaces:
        rows.extend(synth_rows(str(Path(args.graphs) / space), langs=("en", "zh"), per_shape=20))
    folders = {
        **{s: dev_graphs for s in {str(r["space"]) for r in read_jsonl(args.dev)}},
        **{s: Path(args.graphs) for s in spaces},
    }
    schemas: dict[str, Any] = {}

    def schema_for(space: str) -> Any:
        if space not in schemas and space in folders:
            schemas[space] = load_space_schema(folders[space], space)
        return schemas.get(space)

    linkers = {folder: Linkers(folder) for folder in set(folders.values())}
    try:

        def linker_for(space: str) -> Any:
            return linkers[folders[space]](space) if space in folders else None

        reranker = OfflineReranker.fit(demos_from_rows(rows), schema_for, linker_for_space=linker_for)
        scored = []
        for q, g in zip(questions, gold, strict=True):
            pred = reranker.predict(str(q["question"]), str(q["space"]), exclude_ids=[str(q.get("id"))])
            scored.append(score(pred.paper_labels(), g))
    finally:
        for linker in linkers.values():
            linker.__exit__(None, None, None)
    return {
        **mean(scored),
        "n": len(scored),
        "seconds": round(time.time() - started, 1),
        "per_question": [{"id": q.get("id"), **r} for q, r in zip(questions, scored, strict=True)],
    }


def bench_rewriter(args: argparse.Namespace, questions: list[dict[str, Any]]) -> dict[str, Any]:
    from finetune.prepare_data import Linkers, rewriter_row
    from r3.pipeline.rewriter import parse_rewriter_output

    with Linkers(Path(args.graphs)) as linkers:
        rows = []
        for q in questions:
            try:
                row = rewriter_row(q, linkers(str(q["space"])))
            except Exception:  # noqa: BLE001 - a question the linker refuses is simply not scored
                continue
            if row["complete"]:
                rows.append(row)
    rows = pick(rows, args.limit)
    results: dict[str, Any] = {"n": len(rows)}
    for name, adapter in (("base", None), ("lora", args.rewriter_adapter)):
        if name not in args.systems or (name == "lora" and not adapter):
            continue
        model = load(args.base, adapter)
        rewrite_ok = items_ok = 0
        started, samples = time.time(), []
        for row in rows:
            text = generate(model, row["input"], 96)
            rewritten, chosen, _ = parse_rewriter_output(text, row["question"], row["items"])
            rewrite_ok += " ".join(rewritten.split()) == row["rewritten"]
            items_ok += set(chosen) == set(row["relevant_items"])
            if len(samples) < 3:
                samples.append({"question": row["question"], "output": text, "target": row["output"]})
        n = max(len(rows), 1)
        results[name] = {
            "rewrite_exact": round(rewrite_ok / n, 3),
            "items_exact": round(items_ok / n, 3),
            "seconds": round(time.time() - started, 1),
            "samples": samples,
        }
        print(name, {k: v for k, v in results[name].items() if k != "samples"}, flush=True)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--questions", default=str(ROOT / "eval/unseen/questions.jsonl"))
    p.add_argument("--graphs", default=str(ROOT / "eval/unseen/graphs"))
    p.add_argument("--dev", default=str(ROOT.parent / "shared/datasets/nl2gql/dev.jsonl"))
    p.add_argument("--dev-graphs", default=str(ROOT.parent / "shared/datasets/nl2gql/graphs"))
    p.add_argument("--base", default="smollm2-135m", help="base model: catalogue name or folder")
    p.add_argument("--reranker-adapter", default=str(ROOT / "finetune/adapters/smollm2-135m-reranker"))
    p.add_argument("--rewriter-adapter", default=str(ROOT / "finetune/adapters/smollm2-135m-rewriter"))
    p.add_argument("--prompt-tokens", type=int, default=480, help="the reranker adapter's prompt budget")
    p.add_argument("--limit", type=int, default=36, help="questions per task (round-robin over graphs)")
    p.add_argument("--tasks", default="reranker,rewriter")
    p.add_argument("--systems", default="base,lora,offline", help="which systems to run (comma-separated)")
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--out", help="write the results as JSON here")
    args = p.parse_args(argv)
    args.systems = {s.strip() for s in args.systems.split(",")}
    import torch

    torch.set_num_threads(args.threads)
    from finetune.helpers import read_jsonl

    questions = read_jsonl(args.questions)
    out: dict[str, Any] = {"questions": args.questions, "limit": args.limit, "base": args.base}
    tasks = [t.strip() for t in args.tasks.split(",")]
    if "reranker" in tasks:
        out["reranker"] = bench_reranker(args, pick(questions, args.limit))
    if "rewriter" in tasks:
        out["rewriter"] = bench_rewriter(args, questions)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
