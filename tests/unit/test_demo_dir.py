"""Where ``r3 demo`` finds its graph: beside the package in a checkout, else below the current
folder (a clone's root after a non-editable ``pip install .``), else a one-line error."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3 import demo
from r3.errors import UserInputError

pytestmark = pytest.mark.quick


def _graph(root: Path) -> Path:
    folder = root / "data" / "demo"
    folder.mkdir(parents=True)
    (folder / "config.yaml").write_text("space: demo\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("beside", "below_cwd", "env", "found"),
    [
        (True, True, False, "beside"),  # a checkout: its own data wins over the current folder's
        (False, True, False, "cwd"),  # installed into site-packages, run from a clone's root
        (True, False, True, "env"),  # R3_DEMO_DIR wins over both
        (False, False, False, None),  # nowhere: one line saying what to do
    ],
)
def test_demo_dir_is_found_where_a_user_has_it(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    beside: bool,
    below_cwd: bool,
    env: bool,
    found: str | None,
) -> None:
    site = tmp_path / "site"
    (site / "r3").mkdir(parents=True)
    places = {"beside": _graph(site) if beside else None}
    cwd = tmp_path / "clone"
    cwd.mkdir()
    places["cwd"] = _graph(cwd) if below_cwd else None
    places["env"] = _graph(tmp_path / "elsewhere") if env else None
    monkeypatch.setattr(demo, "__file__", str(site / "r3" / "demo.py"))
    monkeypatch.chdir(cwd)
    if env:
        monkeypatch.setenv("R3_DEMO_DIR", str(places["env"]))
    else:
        monkeypatch.delenv("R3_DEMO_DIR", raising=False)
    if found is None:
        with pytest.raises(UserInputError, match="demo graph not found"):
            demo.demo_dir()
    else:
        want = places[found]
        assert want is not None and demo.demo_dir().resolve() == want.resolve()
