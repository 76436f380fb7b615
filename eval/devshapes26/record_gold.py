"""Run every gold query of ``eval/devshapes26/questions.jsonl`` on the embedded engine and store its rows.

Recording is not checking: ``eval/devshapes26/oracle.py`` computes every answer from the CSVs,
and ``tests/conformance/test_devshapes_gold.py`` keeps the two equal; read every changed row
(``--show``) too. Unanswerable rows keep ``gold`` and ``gold_result`` null.

Usage::

    python eval/devshapes26/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit

from _oracle_kit import record_gold_main  # noqa: E402

if __name__ == "__main__":
    sys.exit(record_gold_main(HERE, (__doc__ or "").splitlines()[0]))
