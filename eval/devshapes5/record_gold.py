"""Run every gold query of ``eval/devshapes5/questions.jsonl`` on the embedded engine and store its rows.

The recorder is ``record`` of ``eval/unseen/record_gold.py`` (imported, not copied), given
the answerable rows only: an unanswerable question has no gold query (``gold`` and
``gold_result`` stay ``null``). Recording is not checking: ``eval/devshapes5/oracle.py``
computes every answer from the CSVs, and ``tests/conformance/test_devshapes_gold.py`` keeps
the two equal; read every changed row (``--show``) too.

Usage::

    python eval/devshapes5/record_gold.py [--show] [--ids a,b] [--dry-run]
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


def _recorder() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "unseen_record_gold", HERE.parent / "unseen" / "record_gold.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--ids", help="comma-separated ids to record (default: all)")
    parser.add_argument("--show", action="store_true", help="print every row's result, not only changed ones")
    parser.add_argument("--dry-run", action="store_true", help="do not write the dataset back")
    args = parser.parse_args(argv)
    dataset = HERE / "questions.jsonl"
    rows = read_dataset(dataset)
    answerable = [r for r in rows if not r.get("unanswerable")]
    only = set(args.ids.split(",")) if args.ids else None
    failed = _recorder().record(answerable, HERE / "graphs", only=only, show=args.show)
    if not args.dry_run:
        dataset.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
