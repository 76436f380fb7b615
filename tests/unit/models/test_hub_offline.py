"""A config naming hub models fails in seconds with a hint when the hub cannot be reached.

Why a subprocess: this is what a user without internet meets (``r3 ask --config r3-paper``
in a fresh process, imports included); transformers alone retries a hub name for about a
minute before it gives up. The hub is a closed local port, so nothing leaves the machine.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("transformers")

#: Far below the minute of retries the probe exists to avoid, far above a loaded CI's imports.
FAST_ENOUGH_S = 45.0


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_hub_model_config_fails_fast_with_the_offline_hint(tmp_path: Path) -> None:
    endpoint = f"http://127.0.0.1:{_closed_port()}"
    env = {
        **os.environ,
        "HF_ENDPOINT": endpoint,
        "HF_HOME": str(tmp_path / "hf"),  # an empty hub cache: the model cannot be there
        "HF_HUB_OFFLINE": "",
        "TRANSFORMERS_OFFLINE": "",
        "NO_COLOR": "1",
    }
    command = [sys.executable, "-c", "from r3.cli import main; main()", "ask", "--config", "r3-paper", "Who?"]
    started = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=FAST_ENOUGH_S * 2)
    elapsed = time.monotonic() - started
    assert done.returncode == 2, done.stderr
    error = done.stderr.strip().splitlines()[-1]
    assert error.startswith("error: cannot load the model internlm/internlm-7b")
    assert endpoint in error and "is not reachable" in error
    assert "--set reranker.kind=offline" in error, "the hint names the offline switch"
    assert "Traceback" not in done.stderr
    assert elapsed < FAST_ENOUGH_S, f"took {elapsed:.1f}s: the hub probe did not cut the retries short"
