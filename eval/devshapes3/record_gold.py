"""Run every gold query of ``eval/devshapes3/questions.jsonl`` on the embedded engine and store its rows.

The recorder is ``eval/unseen/record_gold.py`` (imported, not copied), pointed at this folder.
Recording is not checking: read every changed row (``--show``) and confirm it answers the
question as a person reads it before you keep it.

Usage::

    python eval/devshapes3/record_gold.py [--show] [--ids a,b] [--dry-run]
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    spec = importlib.util.spec_from_file_location(
        "unseen_record_gold", HERE.parent / "unseen" / "record_gold.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return int(module.main(argv, folder=HERE))


if __name__ == "__main__":
    sys.exit(main())
