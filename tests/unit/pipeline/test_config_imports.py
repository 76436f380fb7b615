"""Reading a config does not import the pipeline: the built-in stage kinds are lazy
``"module:function"`` references in :mod:`r3.pipeline.types` (issue 26 §2)."""

from __future__ import annotations

import subprocess
import sys

from r3.pipeline.types import ANSWERERS

_CODE = """
import sys
from r3.pipeline.config import load_config
before = {m for m in sys.modules if m.startswith('r3')}
config = load_config('offline', overrides={'refiner.kind': 'Hybrid', 'refiner.model': 'fake:'})
print(len(before), config.refiner.kind, 'r3.pipeline.refiner' in sys.modules)
"""


def test_checking_a_config_loads_under_40_r3_modules_and_no_stage() -> None:
    run = subprocess.run(
        [sys.executable, "-c", _CODE], capture_output=True, text=True, timeout=120, check=True
    )
    count, kind, refiner_loaded = run.stdout.split()
    assert int(count) < 40 and kind == "hybrid" and refiner_loaded == "False"


def test_a_built_in_kind_builds_from_its_reference() -> None:
    assert ANSWERERS.get("none").build(None) is None  # type: ignore[arg-type]
