"""Run every gold query of ``questions.jsonl`` on the embedded engine and store its rows as ``gold_result``.

Why a script: the graphs are made up, so no NebulaGraph ever answered these questions; the
rows come from r3's embedded engine (in NebulaGraph's console text form, as in
``nl2gql/dev.jsonl``). Recording is not checking: read every changed row (``--show``) and
confirm it answers the question as a person reads it before you keep it. ``r3 replay``
(and ``tests/conformance/test_unseen_gold.py``) then guard the recorded rows.

Usage::

    python eval/unseen/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from r3.engine.engine import Engine
from r3.engine.runner import GraphPool, run_query
from r3.eval.replay import read_dataset
from r3.values import render_row

HERE = Path(__file__).resolve().parent


def record(rows: list[dict], graphs: Path, *, only: set[str] | None, show: bool) -> int:
    """Fill ``gold_result`` of ``rows`` in place; returns how many gold queries failed."""
    pool = GraphPool(graphs)
    failed = 0
    for row in rows:
        if only is not None and row["id"] not in only:
            continue
        engine = Engine(pool.shared(row["space"]), space=row["space"])
        out = run_query(engine, row["gold"], allow_writes=False, hard_limit_s=60)
        if out.result is None:
            failed += 1
            print(f"{row['id']}: FAILED {out.error_line()}\n  {row['gold']}", file=sys.stderr)
            continue
        new = [render_row(r, style="console") for r in out.result.rows]
        changed = new != row.get("gold_result")
        row["gold_result"] = new
        if show or changed:
            mark = "changed" if changed else "same"
            print(f"--- {row['id']} [{row['shape']}, {mark}] {row['question']}\n    {row['gold']}")
            for line in new[:25]:
                print(f"    {line}")
            if len(new) > 25:
                print(f"    … {len(new) - 25} more rows")
    return failed


def main(argv: list[str] | None = None, *, folder: Path = HERE) -> int:
    """The command line; ``folder`` holds the default ``questions.jsonl`` and ``graphs/``
    (``eval/holdout/record_gold.py`` calls this with its own folder)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, default=folder / "questions.jsonl")
    parser.add_argument("--graphs", type=Path, default=folder / "graphs")
    parser.add_argument("--ids", help="comma-separated ids to record (default: all)")
    parser.add_argument("--show", action="store_true", help="print every row's result, not only changed ones")
    parser.add_argument("--dry-run", action="store_true", help="do not write the dataset back")
    args = parser.parse_args(argv)
    rows = read_dataset(args.dataset)
    only = set(args.ids.split(",")) if args.ids else None
    failed = record(rows, args.graphs, only=only, show=args.show)
    if not args.dry_run:
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        args.dataset.write_text(text, encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
