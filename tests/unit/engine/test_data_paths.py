"""A graph folder's config.yaml reads only regular files inside the folder (issue 28 item 5);
a data path no file system takes, an nGQL script or aliases file not in UTF-8 is one line (item 12).

Table-first: each row rewrites one copy of the demo folder so that a data path leaves it
(``..``, an absolute path, a symlinked CSV or sub-folder, a v4 ``sources:`` path) or names
something that is no regular file (a FIFO, ``/dev/zero``), and names the start of the one-line
error. Paths that stay inside (a sub-folder, a ``..`` that comes back, a symlink to a file in
the folder) still load, and the opt-in variable lets the user read outside on purpose.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from r3.contracts.aliases import Aliases
from r3.engine import GraphStore, load_graph
from r3.engine.loader_csv import OUTSIDE_ENV
from r3.errors import UserInputError

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo"


def _replace(folder: Path, new: str) -> None:
    config = folder / "config.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("./players.csv", new, 1), encoding="utf-8")


def _outside_copy(folder: Path) -> Path:
    outside = folder.parent / "outside.csv"
    shutil.copy(folder / "players.csv", outside)
    return outside


def _symlinked_csv(folder: Path) -> None:
    outside = _outside_copy(folder)
    (folder / "players.csv").unlink()
    (folder / "players.csv").symlink_to(outside)


def _symlinked_dir(folder: Path) -> None:
    sub = folder.parent / "outside-dir"
    sub.mkdir()
    shutil.copy(folder / "players.csv", sub / "players.csv")
    (folder / "sub").symlink_to(sub)
    _replace(folder, "./sub/players.csv")


def _fifo(folder: Path) -> None:
    (folder / "players.csv").unlink()
    os.mkfifo(folder / "players.csv")


def _inside_sub(folder: Path) -> None:
    (folder / "data").mkdir()
    shutil.move(folder / "players.csv", folder / "data" / "players.csv")
    _replace(folder, "./data/../data/players.csv")


def _inside_link(folder: Path) -> None:
    shutil.move(folder / "players.csv", folder / "real.csv")
    (folder / "players.csv").symlink_to(folder / "real.csv")


@dataclass(frozen=True)
class Case:
    name: str
    change: Callable[[Path], None]
    message: str  # "" : it loads


CASES = [
    Case(
        "dot-dot",
        lambda f: _replace(f, "../../../../../../../../etc/passwd"),
        "leads out of the graph folder",
    ),
    Case("absolute", lambda f: _replace(f, "/etc/passwd"), "leads out of the graph folder"),
    Case("absolute copy", lambda f: _replace(f, str(_outside_copy(f))), "leads out of the graph folder"),
    Case("symlinked csv", _symlinked_csv, "leads out of the graph folder"),
    Case("symlinked sub-folder", _symlinked_dir, "leads out of the graph folder"),
    Case("dev zero", lambda f: _replace(f, "/dev/zero"), "leads out of the graph folder"),
    Case("fifo", _fifo, "is not a regular file"),
    Case("a NUL byte", lambda f: _replace(f, '"./players\\0.csv"'), "not a usable file name"),
    Case("a name too long", lambda f: _replace(f, "./" + "a" * 5000 + ".csv"), "not a usable file name"),
    Case("a sub-folder and a .. that comes back", _inside_sub, ""),
    Case("a symlink to a file in the folder", _inside_link, ""),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_data_paths_stay_in_the_folder(case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(OUTSIDE_ENV, raising=False)
    folder = tmp_path / "g"
    shutil.copytree(DEMO, folder, ignore=shutil.ignore_patterns(".r3", "*.py"))
    case.change(folder)
    store = GraphStore(tmp_path / "s.sqlite")
    try:
        if case.message:
            with pytest.raises(UserInputError, match=case.message) as caught:
                load_graph(folder, store, progress=False)
            assert "\n" not in str(caught.value)
        else:
            summary = load_graph(folder, store, progress=False)
            assert summary.rejected_count == 0
            assert summary.vertices > 0
    finally:
        store.close()


def test_the_opt_in_reads_outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "g"
    shutil.copytree(DEMO, folder, ignore=shutil.ignore_patterns(".r3", "*.py"))
    outside = _outside_copy(folder)
    _replace(folder, str(outside))
    monkeypatch.setenv(OUTSIDE_ENV, "1")
    store = GraphStore(tmp_path / "s.sqlite")
    try:
        summary = load_graph(folder, store, progress=False)
        assert summary.rejected_count == 0
        monkeypatch.delenv(OUTSIDE_ENV)
        with pytest.raises(UserInputError, match="leads out"):  # the same folder, without the opt-in
            load_graph(folder, store, "again", progress=False)
    finally:
        store.close()


def test_a_yaml_tag_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "g"
    shutil.copytree(DEMO, folder, ignore=shutil.ignore_patterns(".r3", "*.py"))
    _replace(folder, "!include /etc/passwd")
    store = GraphStore(tmp_path / "s.sqlite")
    try:
        with pytest.raises(UserInputError, match="not valid YAML") as caught:
            load_graph(folder, store, progress=False)
        assert "\n" not in str(caught.value)
    finally:
        store.close()


def _script(tmp: Path) -> Callable[[], object]:
    script = tmp / "bad.ngql"
    script.write_bytes(b"CREATE SPACE s(vid_type=FIXED_STRING(8));\n# \xff\xfe\n")
    return lambda: load_graph(script, GraphStore(tmp / "s.sqlite"), progress=False)


def _aliases(tmp: Path) -> Callable[[], object]:
    aliases = tmp / "aliases.yaml"
    aliases.write_bytes(b"player: [\xff]\n")
    return lambda: Aliases.load(aliases)


@pytest.mark.parametrize("make", [_script, _aliases], ids=["nGQL script", "aliases.yaml"])
def test_other_file_kinds_not_utf8_are_one_line(
    make: Callable[[Path], Callable[[], object]], tmp_path: Path
) -> None:
    with pytest.raises(UserInputError, match="is not UTF-8 text") as caught:
        make(tmp_path)()
    assert "\n" not in str(caught.value)
