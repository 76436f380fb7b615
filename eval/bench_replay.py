"""Replay time per dev gold query on the embedded engine, per CRUD function and statement kind.

    python eval/bench_replay.py [--shared ../shared] [--rounds 3] [--json OUT]

For every row of ``nl2gql/dev.jsonl`` one round times, back to back on the same query:

- **parse** (the baseline): ``r3.lang.parser.parse`` of the gold query — the fixed cost of
  any query before the engine does anything, measured in the same round so a busy machine
  slows both sides of the ratio alike;
- **execute**: ``Engine.execute`` (parse + plan + run) on the shared in-memory space;
- **replay**: the whole ``Replayer.run_row`` — analysing the query (write? final ORDER BY?),
  executing it and comparing its rows with ``gold_result`` as values. Rows that write also
  pay for loading a fresh copy of their space (that is how they are isolated).

Each query's time is the median over ``--rounds`` rounds (rows in file order, all rows per
round). The tables show mean, p50 and p95 in milliseconds per group, and the ratios
``execute ÷ parse`` and ``replay ÷ parse`` (median over the group's queries of the per-query
ratio, and the ratio of the summed times). Groups: the paper's CRUD function labels
(``r3.lang.analysis``: QUERY, INSERT, FIND_PATH, GET_SUBGRPAH, OTHER …) and the first
statement kind (MATCH, GO, LOOKUP, FETCH …).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import add_shared_arg, on_path  # noqa: E402

on_path()


@dataclass
class QueryTimes:
    id: str
    crud: str
    statement: str
    parse_s: float
    execute_s: float
    replay_s: float
    status: str


@dataclass
class GroupRow:
    group: str
    n: int
    replay_mean_ms: float
    replay_p50_ms: float
    replay_p95_ms: float
    execute_p50_ms: float
    parse_p50_ms: float
    execute_over_parse: float  # median of per-query ratios
    replay_over_parse: float  # median of per-query ratios
    replay_over_parse_total: float  # sum(replay) / sum(parse)


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def measure(shared: Path, rounds: int) -> list[QueryTimes]:
    from r3.engine.engine import Engine
    from r3.engine.runner import run_query
    from r3.eval.replay import Replayer, read_dataset
    from r3.lang.analysis import analyze
    from r3.lang.parser import parse

    root = shared / "datasets" / "nl2gql"
    rows = read_dataset(root / "dev.jsonl")
    replayer = Replayer(root / "graphs", dataset_rows=rows)
    labels: list[tuple[str, str]] = []
    for row in rows:
        a = analyze(parse(row["gold"], "ngql"))
        crud = a.paper_labels().crud
        labels.append((crud[0] if crud else "OTHER", a.statements[0] if a.statements else "?"))
    times: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    statuses: dict[str, str] = {}
    for _ in range(rounds):
        for row in rows:
            rid, query = str(row["id"]), row["gold"]
            t0 = time.perf_counter()
            script = parse(query, "ngql")
            t1 = time.perf_counter()
            if _writes(script):
                execute_s = float("nan")  # a write is only timed through the replay (fresh copy)
            else:
                engine = Engine(
                    replayer.pool.shared(row["space"]), space=row["space"], limits=replayer.limits
                )
                execute_s = run_query(engine, query, allow_writes=False, hard_limit_s=None).elapsed_s
            t3 = time.perf_counter()
            result = replayer.run_row(row)
            t4 = time.perf_counter()
            times[rid]["parse"].append(t1 - t0)
            times[rid]["execute"].append(execute_s)
            times[rid]["replay"].append(t4 - t3)
            statuses[rid] = result.status
    out = []
    for row, (crud, statement) in zip(rows, labels, strict=True):
        rid = str(row["id"])
        t = times[rid]
        out.append(
            QueryTimes(
                rid,
                crud,
                statement,
                statistics.median(t["parse"]),
                statistics.median(t["execute"]),
                statistics.median(t["replay"]),
                statuses[rid],
            )
        )
    return out


def _writes(script: Any) -> bool:
    from r3.lang.writes import write_statements

    return bool(write_statements(script))


def group_rows(items: list[QueryTimes], key: str) -> list[GroupRow]:
    groups: dict[str, list[QueryTimes]] = defaultdict(list)
    for item in items:
        groups[getattr(item, key)].append(item)
    groups["all"] = list(items)
    out = []
    for name, members in sorted(groups.items(), key=lambda kv: (kv[0] == "all", -len(kv[1]), kv[0])):
        replay = [m.replay_s for m in members]
        parse_t = [m.parse_s for m in members]
        executed = [m for m in members if m.execute_s == m.execute_s]  # not NaN
        out.append(
            GroupRow(
                name,
                len(members),
                1000 * statistics.fmean(replay),
                1000 * percentile(replay, 50),
                1000 * percentile(replay, 95),
                1000 * percentile([m.execute_s for m in executed], 50) if executed else float("nan"),
                1000 * percentile(parse_t, 50),
                statistics.median(m.execute_s / m.parse_s for m in executed) if executed else float("nan"),
                statistics.median(m.replay_s / m.parse_s for m in members),
                sum(replay) / sum(parse_t),
            )
        )
    return out


def render(rows: list[GroupRow], title: str) -> str:
    head = (
        f"| {title} | n | replay mean ms | replay p50 ms | replay p95 ms | execute p50 ms | "
        "parse p50 ms (baseline) | execute ÷ parse (median) | replay ÷ parse (median) | replay ÷ parse (sum) |"
    )
    lines = [head, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        cells = [
            r.replay_mean_ms,
            r.replay_p50_ms,
            r.replay_p95_ms,
            r.execute_p50_ms,
            r.parse_p50_ms,
            r.execute_over_parse,
            r.replay_over_parse,
            r.replay_over_parse_total,
        ]
        shown = " | ".join("-" if c != c else f"{c:.2f}" for c in cells)  # NaN: not measured
        lines.append(f"| {r.group} | {r.n} | {shown} |")
    return "\n".join(lines)


def _finite(record: dict[str, Any]) -> dict[str, Any]:
    """NaN (not measured) as JSON null."""
    return {k: None if isinstance(v, float) and v != v else v for k, v in record.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_shared_arg(ap)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--json", type=Path, dest="json_out")
    args = ap.parse_args(argv)
    if not (args.shared / "datasets" / "nl2gql" / "dev.jsonl").is_file():
        print(
            f"error: nl2gql/dev.jsonl not found under {args.shared}/datasets (pass --shared)", file=sys.stderr
        )
        return 2
    if args.rounds < 1:
        print("error: --rounds must be at least 1", file=sys.stderr)
        return 2
    started = time.perf_counter()
    items = measure(args.shared, args.rounds)
    by_crud = group_rows(items, "crud")
    by_statement = group_rows(items, "statement")
    reproduced = sum(i.status == "reproduced" for i in items)
    print(render(by_crud, "CRUD function"))
    print()
    print(render(by_statement, "first statement"))
    print()
    print(
        f"{len(items)} dev gold queries, {args.rounds} rounds, reproduced {reproduced}/{len(items)}, "
        f"wall {time.perf_counter() - started:.1f} s"
    )
    if args.json_out is not None:
        data = {
            "rounds": args.rounds,
            "by_crud": [_finite(asdict(r)) for r in by_crud],
            "by_statement": [_finite(asdict(r)) for r in by_statement],
            "queries": [_finite(asdict(i)) for i in items],
        }
        args.json_out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
