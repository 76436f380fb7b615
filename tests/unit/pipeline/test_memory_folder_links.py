"""A graph folder's memory of corrections stays in the folder: no ``.r3`` symlink (issue 28 item 5).

Every client of ``r3 serve`` may write the memory, so a graph folder whose ``.r3`` (or
``.r3/memory.sqlite``) is a symlink would aim those writes wherever the link points. Table:
each layout, and whether :func:`memory_path` accepts it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.pipeline.memory import memory_path


def _dir_link(folder: Path, outside: Path) -> None:
    (folder / ".r3").symlink_to(outside)


def _file_link(folder: Path, outside: Path) -> None:
    (folder / ".r3").mkdir()
    (folder / ".r3" / "memory.sqlite").symlink_to(outside / "memory.sqlite")


def _plain(folder: Path, outside: Path) -> None:
    (folder / ".r3").mkdir()


def _none(folder: Path, outside: Path) -> None:
    return None


CASES: list[tuple[str, Callable[[Path, Path], None], bool]] = [
    (".r3 is a symlink", _dir_link, False),
    (".r3/memory.sqlite is a symlink", _file_link, False),
    ("a plain .r3", _plain, True),
    ("no .r3 yet", _none, True),
]


@pytest.mark.parametrize(("layout", "accepted"), [(c[1], c[2]) for c in CASES], ids=[c[0] for c in CASES])
@pytest.mark.parametrize("as_url", [False, True], ids=["folder", "embedded url"])
def test_memory_path_refuses_links_out(
    layout: Callable[[Path, Path], None], accepted: bool, as_url: bool, tmp_path: Path
) -> None:
    folder, outside = tmp_path / "graph", tmp_path / "elsewhere"
    folder.mkdir()
    outside.mkdir()
    (folder / "config.yaml").write_text("space: {name: g}\n", encoding="utf-8")
    layout(folder, outside)
    graph = f"embedded://{folder}" if as_url else str(folder)
    if accepted:
        path = memory_path(graph)
        assert path is not None and path.parent == folder.resolve() / ".r3"
    else:
        with pytest.raises(UserInputError, match="symlink") as caught:
            memory_path(graph)
        assert "\n" not in str(caught.value)
