"""Is the right query among the offline refiner's candidates, and does the scorer pick it? Per shape.

    python eval/bench_candidates.py [--sets unseen,holdout,dev] [--dev-limit N] [--top 10]
        [--demos others|none] [--before /tmp/oldr3] [--json OUT] [--show SHAPE]

Why two numbers: a wrong top-1 answer is either a *recall* failure (no candidate returns the
gold rows: the composer did not enumerate the reading) or a *ranking* failure (one does, and
the scorer preferred another). They need different work, so this bench reports both, per
question shape: **top-1 EX** (the refiner's chosen candidate returns the gold rows) and
**recall@k** (some candidate among the ``--top`` best-scored returns them).

Material (development only — never ``eval/fresh``): ``eval/unseen``, ``eval/holdout``,
``eval/devshapes`` and ``eval/devshapes2`` (questions with a ``shape`` label, their own
graphs; ``--sets`` names any such folder of ``eval/``) and ``nl2gql/dev.jsonl`` (``nba``,
``harrypotter``; shape read from the gold query by :func:`gold_shape`, ``--dev-limit`` rows
per graph, evenly spread). Every graph is answered **leave-one-graph-out**: the
demonstrations are the rows of the other graphs (``--demos none``: the composer alone).

Rows compare as multisets of values (:func:`r3.eval.metrics.exact.exact_match`, unordered:
a top-k set in another order counts; the gold rows come from running the gold query on the
embedded engine in the same process). ``--before DIR`` runs the same bench in a subprocess
with ``PYTHONPATH=DIR`` (a ``git archive`` of an earlier commit) and prints both side by side.
Seconds per question are the refiner's (linking, composing, dry runs, scoring): median, p90.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _bench_common import default_shared, on_path  # noqa: E402

if not os.environ.get("PYTHONPATH"):  # --before sets it to the earlier checkout
    on_path()

from r3.engine.engine import Engine  # noqa: E402
from r3.engine.runner import GraphPool, run_query  # noqa: E402
from r3.eval.metrics.exact import exact_match  # noqa: E402
from r3.eval.replay import read_dataset  # noqa: E402
from r3.lang.ddl import load_space_schema  # noqa: E402
from r3.pipeline.offline.demos import Demo  # noqa: E402
from r3.pipeline.offline.refiner import OfflineRefiner  # noqa: E402

HERE = Path(__file__).resolve().parent


def gold_shape(gold: str) -> str:
    """A coarse shape for dev rows that carry none, read from the gold query's words."""
    g = gold.upper()
    if "FIND" in g and "PATH" in g:
        return "path"
    if "SUBGRAPH" in g:
        return "subgraph"
    if any(w in g for w in ("INSERT", "UPDATE", "DELETE", "UPSERT")):
        return "write"
    if "COUNT(" in g:
        return "count"
    if any(f"{w}(" in g for w in ("AVG", "SUM", "MAX", "MIN")):
        return "aggregate"
    if "ORDER BY" in g and "LIMIT" in g:
        return "top-k"
    if g.count("OVER") >= 2 or g.count("]-") >= 2 or "*2" in g:
        return "two-hop"
    if "GO " in g or "]-" in g or "]->" in g:
        return "one-hop" if "WHERE" not in g else "filter-hop"
    return "lookup"


def evenly(rows: Sequence[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    if n <= 0 or len(rows) <= n:
        return list(rows)
    step = len(rows) / n
    return [rows[int(i * step)] for i in range(n)]


def load(sets: Sequence[str], shared: Path, dev_limit: int) -> tuple[list[dict[str, Any]], dict[str, Path]]:
    """The rows (with ``set``, ``shape``) and each space's graphs folder."""
    rows: list[dict[str, Any]] = []
    graphs: dict[str, Path] = {}
    for name in sets:
        if name == "dev":
            folder = shared / "datasets" / "nl2gql"
            found = [dict(r) for r in read_dataset(folder / "dev.jsonl")]
            for space in sorted({r["space"] for r in found}):
                graphs[space] = folder / "graphs"
                mine = [r for r in found if r["space"] == space]
                for r in evenly(mine, dev_limit):
                    rows.append({**r, "set": "dev", "shape": gold_shape(r["gold"])})
        else:
            folder = HERE / name
            for r in read_dataset(folder / "questions.jsonl"):
                graphs[str(r["space"])] = folder / "graphs"
                rows.append({**dict(r), "set": name, "id": f"{name}/{r['id']}"})
    return rows, graphs


def run(args: argparse.Namespace) -> dict[str, Any]:
    rows, graphs = load(args.sets.split(","), args.shared, args.dev_limit)
    pools = {folder: GraphPool(folder) for folder in set(graphs.values())}
    engines = {s: Engine(pools[graphs[s]].shared(s), space=s) for s in graphs}
    schemas = {s: load_space_schema(graphs[s], s) for s in graphs}
    records: list[dict[str, Any]] = []
    for space in sorted(graphs):
        mine = [r for r in rows if r["space"] == space]
        if not mine:
            continue
        demos = (
            [
                Demo(str(r["id"]), r["question"], r["gold"], r["space"], r.get("lang", ""))
                for r in rows
                if r["space"] != space
            ]
            if args.demos == "others"
            else []
        )
        refiner = OfflineRefiner(lambda s: engines[s], lambda s: schemas[s], demos, timeout_s=3.0)
        refiner.generate("warm up", space)  # profile and linker index, built once per graph
        for row in mine:
            gold = run_query(engines[space], row["gold"], allow_writes=False, hard_limit_s=30)
            if gold.result is None:
                continue
            gold_rows = gold.result.rows
            t = time.perf_counter()
            result = refiner.generate(row["question"], space, exclude_ids=[str(row["id"])])
            seconds = time.perf_counter() - t
            ranked = result.candidates[: args.top]
            hits = [
                i
                for i, c in enumerate(ranked)
                if c.result is not None and exact_match(c.result.rows, gold_rows).equal
            ]
            chosen = result.chosen
            top1 = bool(
                chosen and chosen.result is not None and exact_match(chosen.result.rows, gold_rows).equal
            )
            records.append(
                {
                    "id": row["id"],
                    "set": row["set"],
                    "space": space,
                    "lang": row.get("lang", ""),
                    "shape": row.get("shape", ""),
                    "top1": top1,
                    "recall": bool(hits),
                    "rank": hits[0] + 1 if hits else None,
                    "n_candidates": len(result.candidates),
                    "seconds": seconds,
                    "chosen": result.query,
                    "origin": chosen.origin[:2] if chosen else [],
                    "question": row["question"],
                    "gold": row["gold"],
                    "hit": ranked[hits[0]].query if hits else "",
                    "scores": [
                        [c.query, round(c.score, 3), round(c.prior, 3), c.origin[:2]] for c in ranked[:5]
                    ],
                }
            )
    return {"records": records}


def summary(records: Sequence[dict[str, Any]], key: str) -> dict[str, tuple[int, float, float]]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[str(r[key])].append(r)
        groups["ALL"].append(r)
    return {
        k: (len(v), 100 * sum(r["top1"] for r in v) / len(v), 100 * sum(r["recall"] for r in v) / len(v))
        for k, v in sorted(groups.items())
    }


def report(runs: dict[str, dict[str, Any]], top: int) -> str:
    lines: list[str] = []
    names = list(runs)
    for key in ("set", "space", "shape", "lang"):
        tables = {n: summary(runs[n]["records"], key) for n in names}
        head = " | ".join(f"{n} top-1 | {n} recall@{top}" for n in names)
        lines.append(f"\n| {key} | n | {head} |\n|---|---:|" + "---:|" * (2 * len(names)))
        for k in tables[names[-1]]:
            cells = []
            for n in names:
                _, t1, rc = tables[n].get(k, (0, 0.0, 0.0))
                cells += [f"{t1:.1f}", f"{rc:.1f}"]
            lines.append(f"| {k} | {tables[names[-1]][k][0]} | " + " | ".join(cells) + " |")
    for n in names:
        secs = sorted(r["seconds"] for r in runs[n]["records"])
        if secs:
            p90 = secs[int(0.9 * (len(secs) - 1))]
            lines.append(f"\n{n}: seconds per question median {statistics.median(secs):.3f}, p90 {p90:.3f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sets", default="unseen,holdout,dev")
    ap.add_argument("--shared", type=Path, default=default_shared())
    ap.add_argument("--dev-limit", type=int, default=60, help="dev rows per graph (evenly spread; 0: all)")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--demos", choices=("others", "none"), default="others")
    ap.add_argument("--before", type=Path, help="an earlier checkout to run in a subprocess for comparison")
    ap.add_argument("--raw", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--show", help="print the records of this shape that missed top-1")
    args = ap.parse_args(argv)
    runs: dict[str, dict[str, Any]] = {}
    if args.before is not None:
        cmd = [sys.executable, __file__, "--raw", "--sets", args.sets, "--shared", str(args.shared)]
        cmd += ["--dev-limit", str(args.dev_limit), "--top", str(args.top), "--demos", args.demos]
        env = {**os.environ, "PYTHONPATH": str(args.before)}
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True, cwd=str(args.before))
        runs["before"] = json.loads(out.stdout)
    runs["after" if args.before else "now"] = run(args)
    if args.raw:
        print(json.dumps(runs["now"]))
        return 0
    print(report(runs, args.top))
    if args.show:
        for r in runs[list(runs)[-1]]["records"]:
            if r["shape"] == args.show and not r["top1"]:
                print(f"{r['id']} recall={r['recall']} rank={r['rank']} {r['chosen'][:160]}")
    if args.json:
        args.json.write_text(json.dumps(runs, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
