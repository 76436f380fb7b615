"""Benchmark: r3's entity linker against the R³ paper's reference retrieval, side by side.

The reference (rewritten here from the paper's description, r3-paper-formats.md "Retrieval")
scores every stored string against the whole question with
``min(len(question), len(item)) / Levenshtein(question, item)`` in a Python loop and keeps
the top k (distance 0 scores infinity). r3 is measured with each signal: character only,
dense only (the offline hashing embedder unless ``--embedder`` names another), and both.
All methods see the same strings (the index of each dev graph) and the same k.

Reported per method: recall@k of the gold queries' entities (all, verbatim, partial,
non-verbatim), MRR, mean latency per question and its ratio to the reference; then recall on
rule-built questions (lower case, surname only, typos, Chinese given names, no middle dot)
that no one tuned for. BLAS is pinned to one thread: a question's search is too small to
split, and on a shared 2-core machine threads only wait for each other.

Usage::

    python eval/bench_retrieval.py [--k 5] [--embedder offline] [--limit N] [--json OUT]
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rapidfuzz.distance import Levenshtein  # noqa: E402

from r3.embedders import get_embedder  # noqa: E402
from r3.retrieval.evaluate import (  # noqa: E402
    EntityResult,
    gold_entities,
    perturbed_questions,
    read_dataset,
    row_results,
    score,
)
from r3.retrieval.index import RetrievalIndex, build_index  # noqa: E402
from r3.retrieval.linker import Linker  # noqa: E402
from r3.retrieval.source import open_source  # noqa: E402

SHARED = Path(os.environ.get("R3_SHARED", ROOT.parent / "shared"))


def paper_reference(question: str, strings: list[str], k: int) -> list[str]:
    """The paper's character retrieval: the formula over every stored string, top k."""
    scored = []
    for item in strings:
        distance = Levenshtein.distance(question, item)
        value = min(len(question), len(item)) / distance if distance else float("inf")
        scored.append((value, item))
    scored.sort(key=lambda pair: -pair[0])
    return [item for _value, item in scored[:k]]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, default=SHARED / "datasets" / "nl2gql" / "dev.jsonl")
    parser.add_argument("--graphs", type=Path, default=SHARED / "datasets" / "nl2gql" / "graphs")
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--embedder", default="offline")
    parser.add_argument("--limit", type=int, default=0, help="Only the first N rows (0: all).")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)

    rows = read_dataset(args.dataset)
    if args.limit:
        rows = rows[: args.limit]
    embedder = get_embedder(args.embedder)
    spaces = sorted({r["space"] for r in rows})
    tmp = tempfile.TemporaryDirectory(prefix="bench-retrieval-")
    linkers: dict[str, Linker] = {}
    strings: dict[str, list[str]] = {}
    for space in spaces:
        started = time.perf_counter()
        build_index(open_source(graphs=args.graphs, space=space), Path(tmp.name) / space, embedder=embedder)
        index = RetrievalIndex.open(Path(tmp.name) / space)
        linkers[space] = Linker(index, embedder)
        strings[space] = list(index.iter_strings())
        print(
            f"index {space}: {index.n_strings} strings in {time.perf_counter() - started:.2f} s",
            file=sys.stderr,
        )

    methods: dict[str, Callable[[str, str], list[str]]] = {
        "paper reference (char loop)": lambda space, q: paper_reference(q, strings[space], args.k),
        "r3 char": lambda space, q: [i.text for i in linkers[space].link(q, args.k, signal="char")],
        f"r3 dense ({embedder.spec})": lambda space, q: [
            i.text for i in linkers[space].link(q, args.k, signal="dense")
        ],
        "r3 both": lambda space, q: [i.text for i in linkers[space].link(q, args.k, signal="both")],
    }
    entities = {r["id"]: gold_entities(r["gold"], linkers[r["space"]].index) for r in rows}
    results: dict[str, list[EntityResult]] = {}
    seconds: dict[str, float] = {}
    for name, method in methods.items():
        out: list[EntityResult] = []
        started = time.perf_counter()
        for r in rows:
            texts = method(r["space"], r["question"])
            out.extend(row_results(r, entities[r["id"]], {name: texts}))
        seconds[name] = time.perf_counter() - started
        results[name] = out
    ref = next(iter(methods))
    total = sum(len(v) for v in entities.values())
    print(f"\n{args.dataset.name}: {len(rows)} questions, {total} gold entities, k={args.k}")
    header = f"{'method':34} {'recall':>7} {'verbatim':>8} {'partial':>8} {'non-verb':>8} {'mrr':>6} {'ms/q':>7} {'speed×':>7}"
    print(header)
    print("-" * len(header))
    summary: dict[str, Any] = {"k": args.k, "questions": len(rows), "entities": total, "methods": {}}
    for name in methods:
        s = score(results[name], name, args.k)
        ms = 1000 * seconds[name] / len(rows)
        ratio = seconds[ref] / seconds[name] if seconds[name] else float("inf")
        print(
            f"{name:34} {100 * s.recall:6.1f}% {100 * s.verbatim_recall:7.1f}% {100 * s.partial_recall:7.1f}% "
            f"{100 * s.non_verbatim_recall:7.1f}% {s.mrr:6.3f} {ms:7.2f} {ratio:7.1f}"
        )
        summary["methods"][name] = {
            "recall": s.recall,
            "verbatim": s.verbatim_recall,
            "partial": s.partial_recall,
            "non_verbatim": s.non_verbatim_recall,
            "mrr": s.mrr,
            "ms_per_question": ms,
            "speedup_vs_reference": ratio,
        }
    print(f"(last line of `r3 link`: {score(results['r3 both'], 'r3 both', args.k).line()})")

    print("\nrule-built questions (not from the dataset): recall@k by perturbation")
    summary["perturbed"] = {}
    for space in spaces:
        questions = perturbed_questions(linkers[space].index, n=300, seed=11)
        kinds = sorted({kind for _q, _e, kind in questions})
        line = [f"{space:12} n={len(questions):3}"]
        for name, method in methods.items():
            hits: dict[str, list[int]] = {kind: [0, 0] for kind in kinds}
            for q, entity, kind in questions:
                hits[kind][1] += 1
                hits[kind][0] += entity in method(space, q)
            cells = ", ".join(f"{kind} {100 * h / n:.0f}%" for kind, (h, n) in hits.items())
            line.append(f"  {name}: {cells}")
            summary["perturbed"].setdefault(space, {})[name] = {kind: h / n for kind, (h, n) in hits.items()}
        print("\n".join(line))
    tmp.cleanup()
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return summary


if __name__ == "__main__":
    main()
