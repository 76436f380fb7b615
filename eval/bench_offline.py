"""How well does the offline (model-free) pipeline answer questions it has not seen?

    python eval/bench_offline.py [--shared ../shared] [--splits loo,gold-out,kfold] [--folds 5]
        [--linker retrieval|store] [--limit N] [--no-compose] [--no-demos] [--json OUT] [--show N]

Runs :class:`r3.pipeline.offline.OfflineReranker` and :class:`OfflineRefiner` over
``nl2gql/dev.jsonl`` with the demonstration pool built from the same file, under splits that
keep every question's own answer out of reach:

- ``loo`` — leave-one-out: the row itself is excluded by id, and every demonstration whose
  question is identical to the asked one (the pool does that by itself);
- ``gold-out`` — stricter: every row whose gold query (canonical text) equals the asked
  row's is excluded too, so no demonstration carries the answer's query;
- ``kfold`` — the brief's strict split: rows grouped by canonical gold query, groups dealt
  into ``--folds`` folds (largest first, to the fold with fewest rows); each fold is answered
  by a pool built from the other folds only.

Each prediction is scored by the evaluator of ``r3 eval`` (:class:`r3.eval.harness.Evaluator`,
embedded engine in the dataset's prepared state): SA (the query runs), EA (paper mode,
aligned rows; the semantic half is BERTScore with the offline ``hash`` token embedder — a
lexical proxy, *not* bert-base-multilingual-cased, so EA here is not the paper's number),
EX (rows equal the gold rows as values). Per CRUD kind (gold's first statement), language
and space; the reranker's accuracy against the labels :func:`r3.lang.analysis.analyze`
derives from the gold query (exact set match and micro-F1 for CRUD functions, clauses,
schema classes, and the paper's labels); seconds per question.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from r3.engine.engine import Engine  # noqa: E402
from r3.errors import QuerySyntaxError, R3Error  # noqa: E402
from r3.eval.harness import EngineBackend, EvalSettings, Evaluator  # noqa: E402
from r3.eval.replay import locate_shared, read_dataset  # noqa: E402
from r3.eval.slices import by_slice, summarize  # noqa: E402
from r3.eval.systems import Prediction  # noqa: E402
from r3.graph.ddl import load_space_schema  # noqa: E402
from r3.lang.analysis import analyze  # noqa: E402
from r3.pipeline.offline import (  # noqa: E402
    DemoPool,
    OfflineRefiner,
    OfflineReranker,
    StoreLinker,
    demos_from_rows,
)

SPLITS = ("loo", "gold-out", "kfold")


def canonical_gold(query: str) -> str:
    """The gold query's canonical text (printer), so spelling variants group together."""
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    try:
        return to_text(parse(query))
    except (QuerySyntaxError, RecursionError):
        return " ".join(query.split())


def deal_folds(rows: Sequence[dict[str, Any]], k: int) -> list[list[dict[str, Any]]]:
    """Rows grouped by canonical gold, groups dealt largest first to the fold with fewest rows."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[canonical_gold(r["gold"])].append(r)
    folds: list[list[dict[str, Any]]] = [[] for _ in range(k)]
    for _, members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        min(folds, key=len).extend(members)
    return folds


def make_linkers(kind: str, engine_for: Callable[[str], Engine], spaces: Sequence[str]) -> dict[str, Any]:
    if kind == "store":
        return {s: StoreLinker.from_engine(engine_for(s), s) for s in spaces}
    from r3.retrieval.index import RetrievalIndex, build_index
    from r3.retrieval.linker import Linker
    from r3.retrieval.source import BackendSource

    out: dict[str, Any] = {}
    for s in spaces:
        folder = tempfile.mkdtemp(prefix=f"r3-bench-offline-{s}-")
        build_index(BackendSource(engine_for(s), s), folder)
        out[s] = Linker(RetrievalIndex.open(folder))
    return out


def label_sets(query: str, schema: Any) -> dict[str, set[str]]:
    try:
        a = analyze(query, schema=schema)
    except (QuerySyntaxError, R3Error, RecursionError):
        return {}
    p = a.paper_labels()
    return {
        "crud": set(a.crud),
        "clauses": set(a.clauses),
        "classes": {*a.tags, *a.edge_types},
        "paper_crud": set(p.crud),
        "paper_clauses": set(p.clauses),
    }


def rerank_scores(
    pairs: Sequence[tuple[dict[str, set[str]], dict[str, set[str]]]],
) -> dict[str, dict[str, float]]:
    """Exact-set accuracy and micro P/R/F1 per label family."""
    out: dict[str, dict[str, float]] = {}
    for fam in ("crud", "clauses", "classes", "paper_crud", "paper_clauses"):
        exact = tp = fp = fn = 0
        n = 0
        for gold, pred in pairs:
            if fam not in gold:
                continue
            g, p = gold[fam], pred.get(fam, set())
            n += 1
            exact += g == p
            tp += len(g & p)
            fp += len(p - g)
            fn += len(g - p)
        prec = tp / (tp + fp) if tp + fp else 0.0
        rec = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        out[fam] = {"n": n, "exact": exact / n if n else 0.0, "precision": prec, "recall": rec, "f1": f1}
    return out


class Bench:
    def __init__(self, args: argparse.Namespace) -> None:
        shared = locate_shared(args.shared)
        self.dataset = shared / "datasets" / "nl2gql" / "dev.jsonl"
        self.graphs = shared / "datasets" / "nl2gql" / "graphs"
        self.all_rows = read_dataset(self.dataset)
        self.rows = [r for r in self.all_rows if not args.space or r["space"] == args.space]
        if args.limit:
            self.rows = self.rows[: args.limit]
        self.args = args
        self.backend = EngineBackend(self.graphs, self.all_rows, writes="prepared", timeout_s=20.0)
        self.evaluator = Evaluator(
            self.backend, settings=EvalSettings(graphs_dir=self.graphs, cache_dir=None, workers=1)
        )
        self.spaces = sorted({r["space"] for r in self.all_rows})
        self.schemas = {s: load_space_schema(self.graphs, s) for s in self.spaces}
        started = time.perf_counter()
        self.linkers = make_linkers(args.linker, self.engine, self.spaces)
        self.link_setup_s = time.perf_counter() - started

    def engine(self, space: str) -> Engine:
        return Engine(self.backend.pool.shared(space), space=space)

    def refiner(self, demo_rows: Sequence[dict[str, Any]]) -> OfflineRefiner:
        pool = DemoPool(
            demos_from_rows(demo_rows), schema_for_space=self.schemas.get, linker_for_space=self.linkers.get
        )
        reranker = OfflineReranker.fit(pool, self.schemas.get, linker_for_space=self.linkers.get)
        return OfflineRefiner(
            self.engine,
            self.schemas.get,
            pool,
            self.linkers.get,
            reranker=reranker,
            use_compose=not self.args.no_compose,
            use_demos=not self.args.no_demos,
        )

    def run_split(self, split: str) -> dict[str, Any]:
        records: list[dict[str, Any]] = []
        pairs: list[tuple[dict[str, set[str]], dict[str, set[str]]]] = []
        seconds: list[float] = []
        started = time.perf_counter()
        plan: list[tuple[OfflineRefiner, dict[str, Any], set[str]]] = []
        fit_s = 0.0
        if split in ("loo", "gold-out"):
            t = time.perf_counter()
            refiner = self.refiner(self.all_rows)
            fit_s += time.perf_counter() - t
            same_gold: dict[str, set[str]] = defaultdict(set)
            for r in self.all_rows:
                same_gold[canonical_gold(r["gold"])].add(str(r["id"]))
            for row in self.rows:
                excl = {str(row["id"])}
                if split == "gold-out":
                    excl |= same_gold[canonical_gold(row["gold"])]
                plan.append((refiner, row, excl))
        else:
            wanted = {str(r["id"]) for r in self.rows}
            for fold in deal_folds(self.all_rows, self.args.folds):
                ids = {str(r["id"]) for r in fold}
                t = time.perf_counter()
                refiner = self.refiner([r for r in self.all_rows if str(r["id"]) not in ids])
                fit_s += time.perf_counter() - t
                plan.extend((refiner, row, {str(row["id"])}) for row in fold if str(row["id"]) in wanted)
        for refiner, row, excl in plan:
            t = time.perf_counter()
            result = refiner.generate(row["question"], row["space"], exclude_ids=excl)
            seconds.append(time.perf_counter() - t)
            record = self.evaluator.evaluate_item(row, Prediction(result.query))
            record["lang"] = row.get("lang", "")
            chosen = result.chosen
            record["source"] = chosen.source if chosen else ""
            record["origin"] = chosen.origin[:3] if chosen else []
            records.append(record)
            schema = self.schemas[row["space"]]
            if result.rerank is not None:
                pred = {
                    "crud": set(result.rerank.crud),
                    "clauses": set(result.rerank.clauses),
                    "classes": set(result.rerank.classes),
                    "paper_crud": set(result.rerank.paper.crud),
                    "paper_clauses": set(result.rerank.paper.clauses),
                }
                pairs.append((label_sets(row["gold"], schema), pred))
        order = {str(r["id"]): i for i, r in enumerate(self.rows)}
        records.sort(key=lambda r: order.get(r["id"], 0))
        return {
            "split": split,
            "n": len(records),
            "metrics": summarize(records),
            "by_crud": by_slice(records, "crud"),
            "by_lang": by_slice(records, "lang"),
            "by_space": by_slice(records, "space"),
            "by_source": _by_key(records, "source"),
            "reranker": rerank_scores(pairs),
            "seconds_per_question": {
                "mean": statistics.fmean(seconds) if seconds else 0.0,
                "p50": statistics.median(seconds) if seconds else 0.0,
                "p95": sorted(seconds)[int(0.95 * (len(seconds) - 1))] if seconds else 0.0,
            },
            "fit_s": fit_s,
            "wall_s": time.perf_counter() - started,
            "records": records,
        }


def _by_key(records: Sequence[dict[str, Any]], key: str) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[str(r.get(key, ""))].append(r)
    return {k: summarize(v) for k, v in sorted(groups.items())}


def pct(v: Any) -> str:
    return "-" if v is None else f"{100 * float(v):.2f}"


def print_split(res: dict[str, Any], show: int) -> None:
    m = res["metrics"]
    print(f"\n## split: {res['split']} — {res['n']} questions")
    print(
        f"SA {pct(m.get('SA'))}  EA {pct(m.get('EA'))}  EX {pct(m.get('EX'))}  IEA {pct(m.get('IEA'))}  "
        f"EA_clean {pct(m.get('EA_clean'))}  CA {pct(m.get('CA'))}"
    )
    for title, key in (
        ("gold CRUD", "by_crud"),
        ("language", "by_lang"),
        ("space", "by_space"),
        ("chosen from", "by_source"),
    ):
        print(f"\n| {title} | n | SA | EA | EX |\n|---|---:|---:|---:|---:|")
        for name, mm in res[key].items():
            print(
                f"| {name} | {mm.get('n', '')} | {pct(mm.get('SA'))} | {pct(mm.get('EA'))} | {pct(mm.get('EX'))} |"
            )
    print("\n| reranker labels | n | exact set | precision | recall | F1 |\n|---|---:|---:|---:|---:|---:|")
    for fam, s in res["reranker"].items():
        print(
            f"| {fam} | {s['n']} | {pct(s['exact'])} | {pct(s['precision'])} | {pct(s['recall'])} | {pct(s['f1'])} |"
        )
    sp = res["seconds_per_question"]
    print(
        f"\nseconds per question: mean {sp['mean']:.3f}, p50 {sp['p50']:.3f}, p95 {sp['p95']:.3f}; "
        f"pool + reranker fit {res['fit_s']:.1f} s; split wall {res['wall_s']:.1f} s"
    )
    if show:
        bad = [r for r in res["records"] if not r.get("ex")][:show]
        for r in bad:
            print(
                f"- {r['id']} [{r.get('source')}] {r['question'][:90]}\n    gold: {' '.join(r['gold'].split())}\n"
                f"    pred: {' '.join(r['prediction'].split())}\n    why:  {r.get('reason', '')[:160]}"
            )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", default=None)
    ap.add_argument("--splits", default="loo,gold-out,kfold")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--linker", choices=("retrieval", "store"), default="retrieval")
    ap.add_argument("--limit", type=int, default=0, help="only the first N rows (the pool keeps all)")
    ap.add_argument("--space", default="", help="only the rows of this space (the pool keeps all)")
    ap.add_argument("--no-compose", action="store_true")
    ap.add_argument("--no-demos", action="store_true")
    ap.add_argument("--json", default=None)
    ap.add_argument("--show", type=int, default=0, help="print the first N questions not answered exactly")
    args = ap.parse_args(argv)
    splits = [s.strip() for s in args.splits.split(",") if s.strip()]
    for s in splits:
        if s not in SPLITS:
            ap.error(f"unknown split {s!r}; choose from {', '.join(SPLITS)}")
    bench = Bench(args)
    print(
        f"# offline pipeline on {bench.dataset} ({len(bench.rows)} questions; linker: {args.linker}, "
        f"set up in {bench.link_setup_s:.1f} s; EA semantic part: {bench.evaluator.providers()['bertscore']})"
    )
    results = []
    for split in splits:
        res = bench.run_split(split)
        print_split(res, args.show)
        results.append(res)
    if args.json:
        Path(args.json).write_text(
            json.dumps({"linker": args.linker, "splits": results}, ensure_ascii=False, indent=1, default=str)
            + "\n",
            encoding="utf-8",
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
