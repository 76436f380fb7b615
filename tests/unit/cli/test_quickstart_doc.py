"""docs/quickstart.md, run: every ``bash`` block in order, every ``output`` block found in what
they print. The page is the test's data — when r3 changes what a user sees, the page (or r3)
must change with it."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mcp")
pytest.importorskip("fastapi")

DOC = Path(__file__).resolve().parents[3] / "docs" / "quickstart.md"
_BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.S | re.M)


def blocks(text: str) -> list[tuple[str, str]]:
    """(language, body) of every fenced block, in order."""
    return [(m.group(1), m.group(2)) for m in _BLOCK.finditer(text)]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_blocks_are_found() -> None:
    kinds = [kind for kind, _ in blocks(DOC.read_text(encoding="utf-8"))]
    assert kinds.count("bash") >= 8 and kinds.count("output") >= 6 and "json" in kinds


@pytest.mark.skipif(shutil.which("curl") is None, reason="the walkthrough uses curl")
def test_quickstart_walkthrough(tmp_path: Path) -> None:
    found = blocks(DOC.read_text(encoding="utf-8"))
    port = str(_free_port())
    script = ["set -euo pipefail"]
    for kind, body in found:
        if kind == "bash" and not body.lstrip().startswith("pip install"):
            script.append(body.replace("8000", port))
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["R3_CACHE_DIR"] = str(tmp_path / "cache")
    run = subprocess.run(
        ["bash", "-c", "\n".join(script)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    printed = run.stdout.splitlines()
    for kind, body in found:
        if kind != "output":
            continue
        for line in body.splitlines():  # a printed line may say more ("Possibly (check the query): …")
            assert any(line in said for said in printed), (
                f"{line!r} not printed; stdout:\n{run.stdout[-3000:]}"
            )
    assert (tmp_path / "films" / ".r3" / "memory.sqlite").is_file()
