"""Every module of the embedded engine imports first, in a fresh interpreter.

Why one interpreter per module: an import cycle between engine modules only shows when the
module that closes the circle is the first one imported — in a shared process an earlier
test has usually imported its partners already. The processes run side by side.
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import r3.engine

ENGINE_DIR = Path(r3.engine.__file__).parent


def engine_modules() -> list[str]:
    names = []
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        parts = path.relative_to(ENGINE_DIR.parent.parent).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def _import_fresh(module: str) -> tuple[str, int, str]:
    done = subprocess.run(
        [sys.executable, "-c", f"import {module}"], capture_output=True, text=True, timeout=120, check=False
    )
    lines = done.stderr.strip().splitlines()
    return module, done.returncode, lines[-1] if lines else ""


def test_engine_modules_listed() -> None:
    modules = engine_modules()
    assert "r3.engine" in modules and "r3.engine.exec_go" in modules and "r3.engine.match.compile" in modules


def test_every_engine_module_imports_first_in_a_fresh_interpreter() -> None:
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        results = list(pool.map(_import_fresh, engine_modules()))
    failed = [f"{module}: {error}" for module, rc, error in results if rc != 0]
    assert not failed, "these engine modules fail when imported first:\n" + "\n".join(failed)
