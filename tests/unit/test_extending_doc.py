"""docs/extending.md, run: every ``python`` block is a worked example that must run as written.

Each block runs in its own interpreter (a registration must not leak into other tests), in an
empty folder, and asserts what it shows; the page is the test's data.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "extending.md"
_BLOCK = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)
#: The headings of the page's sections, each with its example.
_SECTION = re.compile(r"^## (.+)$", re.M)


def examples() -> list[tuple[str, str]]:
    """(section heading, code) of every python block."""
    text = DOC.read_text(encoding="utf-8")
    heads = [(m.start(), m.group(1)) for m in _SECTION.finditer(text)]
    out = []
    for m in _BLOCK.finditer(text):
        head = [h for start, h in heads if start < m.start()]
        out.append((head[-1] if head else "top", m.group(1)))
    return out


def test_every_extension_kind_has_an_example() -> None:
    sections = " ".join(head.lower() for head, _ in examples())
    for kind in ("backend", "model provider", "embedder", "stage", "system", "dialect"):
        assert kind in sections, f"docs/extending.md has no worked example for a {kind}"


@pytest.mark.parametrize(("section", "code"), examples(), ids=[head for head, _ in examples()])
def test_example_runs(section: str, code: str, tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    env["R3_CACHE_DIR"] = str(tmp_path / "cache")
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180
    )
    assert run.returncode == 0, f"{section}:\n{run.stdout[-2000:]}\n{run.stderr[-3000:]}"
