"""Run every gold query of ``questions.jsonl`` on the embedded engine and store its rows as ``gold_result``.

The same recorder as ``eval/unseen/record_gold.py`` (whose ``main`` this calls with this
folder): read every changed row (``--show``) before keeping it.

Usage::

    python eval/transpile_fresh/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "unseen"))

from record_gold import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(folder=HERE))
