"""One real local model in three systems: ``r3-checked`` vs ``vanilla-few-shot`` vs LangChain's
``GraphCypherQAChain``, on graphs the project built (``eval/unseen``, ``eval/holdout``).

    r3 models fetch smollm2-135m
    pip install langchain-neo4j                      # MIT; for the third system
    python eval/bench_model_systems.py --n 6 --out runs/model_systems.json
    python eval/bench_model_systems.py --qwen --n 6  # Qwen2.5-Coder-0.5B (opt-in, unverified origin)

The question sample is fixed by ``--seed`` and taken round-robin over the graphs, so the same
rows go to every system. ``r3-checked`` and ``vanilla-few-shot`` are r3's built-in configs
with only the refiner's model (and ``--max-tokens``, ``--retries``) set; they write nGQL and are
scored by ``r3 eval`` on the embedded engine. The chain gets the same model through a LangChain
chat-model adapter and a ``GraphStore`` on LadybugDB built from the same folders
(``eval/_langchain_adapters.py``); it writes Cypher, which ``r3 eval --backend ladybug`` scores
on those databases (``return_direct``: one model call per question, no answer-writing call).
EX is against each row's ``gold_result`` in every case. Seconds are wall time per question of
the whole system (model loading excluded for the chain, included for ``r3 eval`` runs: read
the ``load`` column). The machine's CPUs may be shared: compare systems of the same run.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from r3.pipeline.model_rerank import fuse

REPO = Path(__file__).resolve().parent.parent
ROOTS = ("eval/unseen", "eval/holdout")
#: Every dev graph folder the project built (``--roots all``); never eval/fresh*, they are frozen.
ALL_ROOTS = ("eval/unseen", "eval/holdout", "eval/devshapes")
#: What each r3 system sets besides the refiner's model (a built-in config and dotted keys).
#: ``r3-rerank``: the offline refiner's checked candidates re-ranked by the model's likelihood,
#: no generation (``refiner.kind: drafted``, ``write: false``); ``offline``: no model at all.
R3_SYSTEMS: dict[str, tuple[str, dict[str, Any]]] = {
    "r3-checked": ("r3-checked", {}),
    "vanilla-few-shot": ("vanilla-few-shot", {}),
    "offline": ("offline", {}),
    "r3-rerank": (
        "offline",
        {
            "refiner.kind": "drafted",
            "refiner.write": False,
            "refiner.rerank_k": 5,
            "refiner.temperature": 0.0,
        },
    ),
}
R3 = [sys.executable, "-m", "r3.cli"]


def pick(n: int, seed: int, roots: tuple[str, ...] = ROOTS) -> dict[str, list[dict[str, Any]]]:
    """``n`` questions, shuffled per graph by ``seed`` and taken round-robin over the graphs."""
    by_graph: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for root in roots:
        for line in (REPO / root / "questions.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if row.get("unanswerable"):
                    continue  # no gold to score EX against
                by_graph.setdefault((root, row["space"]), []).append(row)
    rng = random.Random(seed)
    for rows in by_graph.values():
        rng.shuffle(rows)
    keys = sorted(by_graph)
    out: dict[str, list[dict[str, Any]]] = {root: [] for root in roots}
    i = 0
    while sum(len(v) for v in out.values()) < n and any(by_graph.values()):
        key = keys[i % len(keys)]
        if by_graph[key]:
            out[key[0]].append(by_graph[key].pop(0))
        i += 1
    return {k: v for k, v in out.items() if v}


def model_spec(qwen: bool) -> str:
    return "local:qwen2.5-coder-0.5b?trust_unverified=true" if qwen else "local:smollm2-135m"


def r3_system(
    system: str, spec: str, rows: dict[str, list[dict[str, Any]]], work: Path, args: argparse.Namespace
) -> dict[str, Any]:
    """Run an r3 system (:data:`R3_SYSTEMS`) with the local model through ``r3 eval``; per-item records."""
    base, extra = R3_SYSTEMS[system]
    settings: dict[str, Any] = {}
    if system != "offline":
        settings = {
            "refiner.model": spec,
            "refiner.max_tokens": args.max_tokens,
            "repair.retries": args.retries,
            "self_consistency.samples": args.samples if system == "r3-checked" else 1,
        }
    settings.update(extra)
    if system == "r3-rerank" and args.weight is not None:
        settings["refiner.model_weight"] = args.weight
    config = work / f"{system}.yaml"
    config.write_text(
        json.dumps(
            {
                "system": "r3",
                "name": f"{system}+{spec.split('?')[0]}",
                "config": base,
                "set": settings,
            }
        ),
        encoding="utf-8",
    )
    items: list[dict[str, Any]] = []
    wall = 0.0
    for root, subset in rows.items():
        data = work / f"{system}-{Path(root).name}.jsonl"
        data.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in subset), encoding="utf-8")
        out = work / f"{system}-{Path(root).name}.out.json"
        cmd = [*R3, "eval", str(data), "--graphs", str(REPO / root / "graphs"), "--system", str(config)]
        cmd += ["--workers", "1", "--no-cache", "-q", "--out", str(out)]
        started = time.perf_counter()
        done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=False)
        wall += time.perf_counter() - started
        if not out.is_file():
            raise SystemExit(f"{system}: r3 eval failed: {(done.stderr.strip().splitlines() or ['?'])[-1]}")
        gold = {str(r["id"]): r for r in subset}
        for it in json.loads(out.read_text(encoding="utf-8"))["items"]:
            it["gold_rows"] = _gold_digest(gold.get(str(it.get("id"))) or {})
            it["root"] = root
            items.append(it)
    calls = [_model_calls(it.get("trace") or {}) for it in items]
    return _summary(items, calls, wall, [_pipeline_seconds(it) for it in items])


def _gold_digest(row: dict[str, Any]) -> str | None:
    """The gold rows' digest as :func:`r3.pipeline.drafted.rows_digest` writes a candidate's
    (a re-ranked candidate is right when its digest is the gold's: the weight sweep reads it)."""
    gold = row.get("gold_result")
    if not isinstance(gold, list):
        return None
    return hashlib.sha1("\n".join(sorted(str(g) for g in gold)).encode("utf-8")).hexdigest()[:12]


def _model_calls(trace: dict[str, Any]) -> int:
    return sum(len(stage.get("calls") or []) for stage in (trace.get("stages") or {}).values())


def _pipeline_seconds(item: dict[str, Any]) -> float | None:
    trace = item.get("trace") or {}
    stages = trace.get("stages") or {}
    total = sum(float(s.get("elapsed_s") or 0.0) for s in stages.values())
    return total or None


def chain_system(
    spec: str, rows: dict[str, list[dict[str, Any]]], work: Path, args: argparse.Namespace
) -> dict[str, Any]:
    """GraphCypherQAChain with the same model over LadybugDB; scored by ``r3 eval --backend ladybug``."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from _langchain_adapters import LadybugGraphStore, R3ChatModel
    from langchain_neo4j import GraphCypherQAChain

    from r3.eval.ladybug_backend import LadybugEvalBackend
    from r3.models import load_model

    started = time.perf_counter()
    llm = R3ChatModel(model=load_model(spec), max_tokens=args.max_tokens)
    load_s = time.perf_counter() - started
    items: list[dict[str, Any]] = []
    calls: list[int] = []
    seconds: list[float | None] = []
    wall = load_s
    for root, subset in rows.items():
        graphs = REPO / root / "graphs"
        backend = LadybugEvalBackend(graphs, subset, writes="prepared", timeout_s=20.0)
        predictions = work / f"chain-{Path(root).name}.predictions.jsonl"
        try:
            with predictions.open("w", encoding="utf-8") as out:
                for row in subset:
                    db = backend.spaces.backend(row["space"])
                    space = db.schema().spaces[db.space_name]
                    store = LadybugGraphStore(db, space)
                    chain = GraphCypherQAChain.from_llm(
                        llm,
                        graph=store,
                        return_direct=True,
                        return_intermediate_steps=True,
                        allow_dangerous_requests=True,
                    )
                    before, t0 = llm.calls, time.perf_counter()
                    try:
                        result = chain.invoke({"query": row["question"]})
                        query = str(result["intermediate_steps"][0]["query"])
                    except Exception as e:  # noqa: BLE001 - a chain failure is a wrong answer, recorded
                        query = ""
                        print(f"chain failed on {row['id']}: {type(e).__name__}: {e}", file=sys.stderr)
                    took = time.perf_counter() - t0
                    wall += took
                    seconds.append(took)
                    calls.append(llm.calls - before)
                    out.write(json.dumps({"id": row["id"], "prediction": query}, ensure_ascii=False) + "\n")
        finally:
            backend.close()
        data = work / f"chain-{Path(root).name}.jsonl"
        data.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in subset), encoding="utf-8")
        scored = work / f"chain-{Path(root).name}.out.json"
        cmd = [*R3, "eval", str(data), "--graphs", str(graphs), "--backend", "ladybug"]
        cmd += [
            "--system",
            f"predictions:{predictions}",
            "--workers",
            "1",
            "--no-cache",
            "-q",
            "--out",
            str(scored),
        ]
        done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=False)
        if not scored.is_file():
            raise SystemExit(f"chain: r3 eval failed: {(done.stderr.strip().splitlines() or ['?'])[-1]}")
        items.extend(json.loads(scored.read_text(encoding="utf-8"))["items"])
    summary = _summary(items, calls, wall, seconds)
    summary["load_s"] = round(load_s, 1)
    return summary


def _summary(
    items: list[dict[str, Any]], calls: list[int], wall: float, seconds: list[float | None]
) -> dict[str, Any]:
    n = len(items)
    timed = [s for s in seconds if s is not None]
    return {
        "n": n,
        "EX": round(100.0 * sum(int(it.get("ex") or 0) for it in items) / n, 2) if n else 0.0,
        "valid": round(100.0 * sum(bool(it.get("valid")) for it in items) / n, 2) if n else 0.0,
        "model_calls_per_q": round(sum(calls) / n, 2) if n else 0.0,
        "s_per_q": round(sum(timed) / len(timed), 1) if timed else None,
        "wall_s": round(wall, 1),
        "items": [
            {
                "id": it.get("id"),
                "ex": it.get("ex"),
                "prediction": it.get("prediction"),
                "calls": c,
                "vote": (it.get("trace") or {}).get("vote"),
                "root": it.get("root"),
                **_refiner_facts(it),
            }
            for it, c in zip(items, calls, strict=False)
        ],
    }


def _refiner_facts(item: dict[str, Any]) -> dict[str, Any]:
    """What the drafted refiner recorded (which query was used and why, the re-ranked
    candidates with their rows' digests) and the gold rows' digest, when present."""
    stage = ((item.get("trace") or {}).get("stages") or {}).get("refiner") or {}
    output = stage.get("output") or {}
    out = {key: output[key] for key in ("drafted", "rerank") if key in output}
    if out and item.get("gold_rows"):
        out["gold_rows"] = item["gold_rows"]
    return out


#: The model weights the sweep replays (0: the composer's order, the offline refiner's pick).
SWEEP = (0.0, 0.1, 0.25, 0.5, 0.75, 1.0)


def weight_sweep(items: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """EX by ``refiner.model_weight``, replayed from one ``r3-rerank`` run per graph folder and
    over all: a re-ranked question is right when the fused pick's rows are the gold's (digests),
    any other question keeps its EX. No model call: the run recorded every candidate's composer
    score and model share."""
    groups: dict[str, list[dict[str, Any]]] = {"all": items}
    for it in items:
        groups.setdefault(str(it.get("root")), []).append(it)
    out: dict[str, dict[str, float]] = {}
    for name, group in groups.items():
        row: dict[str, float] = {}
        for w in SWEEP:
            right = 0
            for it in group:
                ranked = it.get("rerank")
                if not ranked or not it.get("gold_rows"):
                    right += int(it.get("ex") or 0)
                    continue
                values = fuse([r["composer"] for r in ranked], [r["model"] for r in ranked], w)
                # ties go to the composer's order (``place``; runs before it was recorded: the list's)
                best = max(range(len(ranked)), key=lambda i: (values[i], -int(ranked[i].get("place", i))))
                right += int(ranked[best].get("rows") == it["gold_rows"])
            row[f"w={w}"] = round(100.0 * right / len(group), 2) if group else 0.0
        row["n"] = len(group)
        out[name] = row
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=20, help="questions (round-robin over the graphs)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--qwen", action="store_true", help="Qwen2.5-Coder-0.5B instead of SmolLM2 (opt-in)")
    parser.add_argument("--systems", default="r3-checked,vanilla-few-shot,langchain")
    parser.add_argument("--max-tokens", type=int, default=96)
    parser.add_argument("--retries", type=int, default=3, help="r3-checked's repair retries (its config: 3)")
    parser.add_argument(
        "--samples", type=int, default=1, help="r3-checked's self-consistency samples (vote by rows)"
    )
    parser.add_argument(
        "--roots",
        default="dev",
        help="dev (eval/unseen + eval/holdout), all (+ eval/devshapes), or comma-separated folders "
        "(a frozen set such as eval/fresh2 only to report, never to tune)",
    )
    parser.add_argument("--weight", type=float, help="r3-rerank's refiner.model_weight (its default: 0.5)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    spec = model_spec(args.qwen)
    roots = {"dev": ROOTS, "all": ALL_ROOTS}.get(args.roots) or tuple(args.roots.split(","))
    rows = pick(args.n, args.seed, roots)
    results: dict[str, Any] = {
        "model": spec,
        "n": args.n,
        "seed": args.seed,
        "max_tokens": args.max_tokens,
        "retries": args.retries,
        "samples": args.samples,
    }
    with tempfile.TemporaryDirectory(prefix="r3-model-systems-") as tmp:
        work = Path(tmp)
        for system in args.systems.split(","):
            if system == "langchain":
                results[system] = chain_system(spec, rows, work, args)
            elif system in R3_SYSTEMS:
                retries = args.retries if system in ("r3-checked", "r3-rerank") else 0
                results[system] = r3_system(
                    system, spec, rows, work, argparse.Namespace(**{**vars(args), "retries": retries})
                )
            else:
                raise SystemExit(f"unknown system {system!r}; known: {', '.join([*R3_SYSTEMS, 'langchain'])}")
            r = results[system]
            if system == "r3-rerank":
                r["sweep"] = weight_sweep(r["items"])
                for name, row in r["sweep"].items():
                    print(f"  sweep {name:<16} " + "  ".join(f"{k} {v}" for k, v in row.items()), flush=True)
            print(
                f"{system:<18} n={r['n']:<3} EX {r['EX']:6.2f}  valid {r['valid']:6.2f}  "
                f"calls/q {r['model_calls_per_q']:.2f}  s/q {r['s_per_q']}  wall {r['wall_s']} s",
                flush=True,
            )
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
