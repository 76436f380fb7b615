"""Run every gold query of ``eval/fresh2/questions.jsonl`` on the embedded engine and store its rows.

The recorder is ``eval/unseen/record_gold.py``'s ``record`` (imported, not copied), given only
the answerable rows: an unanswerable question (``"unanswerable": true``) has no gold and keeps
``gold_result`` null. Recording is not checking: ``tests/conformance/test_fresh2_gold.py``
compares every recorded answer with the one ``oracle.py`` computes from the CSVs.

Usage::

    python eval/fresh2/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

from r3.eval.replay import read_dataset

HERE = Path(__file__).resolve().parent


def _unseen_recorder() -> ModuleType:
    """``eval/unseen/record_gold.py``; ``eval/`` is not a package."""
    spec = importlib.util.spec_from_file_location(
        "unseen_record_gold", HERE.parent / "unseen" / "record_gold.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, default=HERE / "questions.jsonl")
    parser.add_argument("--graphs", type=Path, default=HERE / "graphs")
    parser.add_argument("--ids", help="comma-separated ids to record (default: all)")
    parser.add_argument("--show", action="store_true", help="print every row's result, not only changed ones")
    parser.add_argument("--dry-run", action="store_true", help="do not write the dataset back")
    args = parser.parse_args(argv)
    rows = read_dataset(args.dataset)
    answerable = [r for r in rows if not r.get("unanswerable")]
    only = set(args.ids.split(",")) if args.ids else None
    failed = _unseen_recorder().record(answerable, args.graphs, only=only, show=args.show)
    if not args.dry_run:
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        args.dataset.write_text(text, encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
