"""Run every gold query of ``eval/fresh10/questions.jsonl`` on the embedded engine and store its rows.

The command line is ``eval/_oracle_kit.py``'s ``record_gold_main`` (the recorder of
``eval/unseen/record_gold.py``, given only the answerable rows): an unanswerable question
(``"unanswerable": true``) has no gold and keeps ``gold_result`` null. Recording is not
checking: ``tests/conformance/test_frozen_gold.py`` compares every recorded answer with the one
``oracle.py`` computes from the CSVs.

Usage::

    python eval/fresh10/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the kit

from _oracle_kit import record_gold_main  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    return record_gold_main(HERE, (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
