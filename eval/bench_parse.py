"""Throughput of the query front end on the dev gold queries: parse, print, validate, analyse.

    python eval/bench_parse.py [--shared ../shared] [--seconds 2] [--json OUT]

Each task handles all gold queries per call. Tasks run interleaved in rounds (every task
once per round, repeated inside the round until it takes ~0.2 s) for about ``--seconds`` per
task in total, at least three rounds. The table reports, per task, the median over rounds of
queries per second and of the ratio to a baseline timed in the *same* round, so a machine
that is busy with something else slows both sides of a ratio alike.

Two baselines, so the numbers mean something on any machine:

- ``json.loads`` of the same queries as JSON string literals: C-speed reading of exactly the
  same characters. It normalises for the machine (the ratio stays put across laptops and
  CI) and shows how far above "just scanning the text" each step is.
- Lark's Earley parser on r3's own complete nGQL grammar (parse tree only, no AST): what the
  grammar would cost with the general-purpose algorithm instead of the LALR(1) parser r3
  uses. It is slow, so it runs on an evenly spaced subset of the queries, compared with r3's
  parser on the same subset; it is skipped (with the reason) if the grammar does not build.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import REPO_ROOT, add_shared_arg, load_dev_rows  # noqa: E402


@dataclass
class Task:
    """``fn`` handles ``items`` queries; ``baseline`` names the task its ratio is taken against."""

    name: str
    fn: Callable[[], object]
    items: int
    baseline: str = "json.loads (baseline)"
    note: str = ""


@dataclass
class Measurement:
    task: str
    items: int
    rounds: int
    qps: float
    ratio: float | None
    baseline: str
    note: str = ""
    samples: list[float] = field(default_factory=list)


#: Seconds one timed call should last, so timer resolution and call overhead do not matter.
_CALL_SECONDS = 0.2


def run_rounds(
    tasks: Sequence[Task], seconds: float, *, min_rounds: int = 3, max_rounds: int = 50
) -> list[Measurement]:
    """Time every task once per round until ``seconds`` per task have passed (see the module doc)."""
    reps: dict[str, int] = {}
    for task in tasks:  # calibrate (this call also warms caches: lazy parser build, imports)
        t0 = time.perf_counter()
        task.fn()
        once = max(time.perf_counter() - t0, 1e-9)
        reps[task.name] = max(1, math.ceil(_CALL_SECONDS / once))
    qps: dict[str, list[float]] = {t.name: [] for t in tasks}
    ratios: dict[str, list[float]] = {t.name: [] for t in tasks}
    started = time.perf_counter()
    rounds = 0
    while rounds < min_rounds or (
        time.perf_counter() - started < seconds * len(tasks) and rounds < max_rounds
    ):
        this_round: dict[str, float] = {}
        for task in tasks:
            t0 = time.perf_counter()
            for _ in range(reps[task.name]):
                task.fn()
            this_round[task.name] = task.items * reps[task.name] / max(time.perf_counter() - t0, 1e-9)
            qps[task.name].append(this_round[task.name])
        for task in tasks:
            if task.baseline in this_round:
                ratios[task.name].append(this_round[task.name] / this_round[task.baseline])
        rounds += 1
    return [
        Measurement(
            task=t.name,
            items=t.items,
            rounds=rounds,
            qps=statistics.median(qps[t.name]),
            ratio=statistics.median(ratios[t.name]) if ratios[t.name] else None,
            baseline=t.baseline,
            note=t.note,
            samples=[round(x, 1) for x in qps[t.name]],
        )
        for t in tasks
    ]


def earley_parser() -> tuple[Any | None, str]:
    """Lark Earley (its default dynamic lexer) on the complete nGQL grammar, or None and why not."""
    import lark

    from r3.lang.parser import grammar_text

    try:
        return lark.Lark(grammar_text("ngql"), parser="earley", lexer="dynamic", start="start"), ""
    except lark.exceptions.LarkError as e:
        return None, f"Earley build failed: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"


def run(shared: Path, seconds: float, earley_subset: int) -> tuple[list[Measurement], dict[str, Any]]:
    from r3.lang.analysis import analyze
    from r3.lang.ddl import load_space_schema
    from r3.lang.parser import parse
    from r3.lang.printer import to_text
    from r3.lang.validator import validate

    rows = load_dev_rows(shared)
    queries = [r["gold"] for r in rows]
    n = len(queries)
    graphs = shared / "datasets" / "nl2gql" / "graphs"
    schemas = {space: load_space_schema(graphs, space) for space in sorted({r["space"] for r in rows})}

    trees = [parse(q, dialect="ngql") for q in queries]
    texts = [to_text(t, "ngql") for t in trees]
    facts: dict[str, Any] = {
        "queries": n,
        "round_trip_equal": sum(
            parse(t, dialect="ngql") == tree for t, tree in zip(texts, trees, strict=True)
        ),
        "validate_clean": sum(
            not validate(tree, schemas[r["space"]], dialect="ngql")
            for tree, r in zip(trees, rows, strict=True)
        ),
    }
    pairs = list(zip(trees, [schemas[r["space"]] for r in rows], strict=True))
    literals = [json.dumps(q) for q in queries]

    tasks = [
        Task("json.loads (baseline)", lambda: [json.loads(s) for s in literals], n),
        Task("parse", lambda: [parse(q, dialect="ngql") for q in queries], n),
        Task("print (to_text)", lambda: [to_text(t, "ngql") for t in trees], n),
        Task(
            "parse + print + parse",
            lambda: [parse(to_text(parse(q, dialect="ngql"), "ngql"), dialect="ngql") for q in queries],
            n,
        ),
        Task("validate", lambda: [validate(t, s, dialect="ngql") for t, s in pairs], n),
        Task("analyze", lambda: [analyze(t, schema=s) for t, s in pairs], n),
    ]

    import lark

    earley, why = earley_parser()
    if earley is not None:
        step = max(1, n // max(1, earley_subset))
        subset = queries[::step][:earley_subset]
        earley_name = "Lark Earley, same grammar (baseline)"
        rejected: set[int] = set()

        def earley_all() -> None:
            for i, q in enumerate(subset):
                try:
                    earley.parse(q)
                except lark.exceptions.LarkError:  # a rejection still cost the time
                    rejected.add(i)

        tasks.append(Task(earley_name, earley_all, len(subset)))
        tasks.append(
            Task(
                "parse, Earley's subset",
                lambda: [parse(q, dialect="ngql") for q in subset],
                len(subset),
                earley_name,
            )
        )
        results = run_rounds(tasks, seconds)
        note = f"{len(subset)} of {n} queries" + (f", {len(rejected)} rejected by Earley" if rejected else "")
        for m in results[-2:]:
            m.note = note
        return results, facts
    facts["earley"] = why
    return run_rounds(tasks, seconds), facts


def table(results: Sequence[Measurement]) -> str:
    lines = [
        "| task | queries/s (median) | ratio (median, same round) | note |",
        "|---|---:|---|---|",
    ]
    for m in results:
        if m.task == m.baseline:
            ratio = "1 (baseline)"
        elif m.ratio is None:
            ratio = ""
        else:
            shown = (
                f"{m.ratio:,.0f}"
                if m.ratio >= 10
                else f"{m.ratio:.3f}"
                if m.ratio >= 0.01
                else f"{m.ratio:.1e}"
            )
            ratio = f"{shown} × {m.baseline.split(',')[0].split(' (')[0]}"
        lines.append(f"| {m.task} | {m.qps:,.0f} | {ratio} | {m.note} |")
    rounds = results[0].rounds if results else 0
    return "\n".join(lines) + f"\n\n{rounds} rounds"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_shared_arg(parser)
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="time per task, all rounds together (default 2)"
    )
    parser.add_argument("--earley-subset", type=int, default=8, help="queries for the Earley baseline")
    parser.add_argument("--json", type=Path, help="write the measurements here")
    args = parser.parse_args(argv)

    if str(REPO_ROOT) not in sys.path:
        sys.path.insert(0, str(REPO_ROOT))  # run from a checkout without installing
    results, facts = run(args.shared, args.seconds, args.earley_subset)
    print(table(results))
    print()
    print(
        f"{facts['queries']} dev gold queries; parse(print(q)) == parse(q) for {facts['round_trip_equal']}; "
        f"validator clean on {facts['validate_clean']}"
    )
    if "earley" in facts:
        print(f"Earley baseline skipped: {facts['earley']}")
    if args.json:
        doc = {"facts": facts, "results": [asdict(m) for m in results], "python": sys.version.split()[0]}
        args.json.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
