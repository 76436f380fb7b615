"""Run every answerable gold query of ``eval/devshapes4/questions.jsonl`` on the embedded engine and store its rows.

The recorder is ``eval/unseen/record_gold.py`` (imported, not copied), pointed at this folder;
unanswerable questions (``"unanswerable": true``, no gold) are kept as they are. Recording is
not checking: read every changed row (``--show``) and confirm it answers the question as a
person reads it, and ``oracle.py`` (plain Python over the CSVs) agrees, before you keep it.

Usage::

    python eval/devshapes4/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

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
    recorder = _recorder()
    dataset = HERE / "questions.jsonl"
    rows = recorder.read_dataset(dataset)
    answerable = [r for r in rows if not r.get("unanswerable")]
    only = set(args.ids.split(",")) if args.ids else None
    failed = recorder.record(answerable, HERE / "graphs", only=only, show=args.show)
    if not args.dry_run:
        dataset.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
