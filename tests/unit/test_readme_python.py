"""The README's Python example runs, and each ``# → text`` comment is what its line prints.

Why: a README example that shows an old query teaches a newcomer the wrong thing, and nothing
else notices. The block runs in its own interpreter from the repository root (its graph URL is
relative), each ``print`` line marked ``# → text`` must print a line holding ``text``.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _block() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"## Python\n\n```python\n(.*?)```", readme, re.S)
    assert found, "README.md has a '## Python' section with a python block"
    return found.group(1)


def test_the_readme_python_example_prints_what_it_says() -> None:
    code = _block()
    expected = [m.group(1).strip() for m in re.finditer(r"^print\(.*#\s*→\s*(.+)$", code, re.M)]
    assert len(expected) >= 4, "the example marks what its prints show"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    printed = done.stdout.splitlines()
    for text in expected:
        assert any(text in line for line in printed), f"no line prints {text!r}:\n{done.stdout}"
