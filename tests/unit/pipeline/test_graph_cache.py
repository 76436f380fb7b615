"""The graph-folder cache: built once, reused, rebuilt when a file changes, never trusted half-written."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from helpers import write_graphs

from r3.pipeline import graph_cache as GC

pytestmark = pytest.mark.quick

SCRIPT = """
CREATE SPACE tiny (vid_type = FIXED_STRING(16));
USE tiny;
CREATE TAG person(name string);
INSERT VERTEX person(name) VALUES "a":("Ann"), "b":("Bob");
"""


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    return write_graphs(tmp_path, {"tiny": SCRIPT}) / "tiny"


def _counting_loader() -> tuple[list[Path], Any]:
    from r3.engine.loader import load_graph

    calls: list[Path] = []

    def loader(path: Path, store: Any, space: str | None) -> Any:
        calls.append(path)
        return load_graph(path, store, space, progress=False)

    return calls, loader


def test_the_store_is_built_once_and_rebuilt_when_a_file_changes(folder: Path, tmp_path: Path) -> None:
    calls, loader = _counting_loader()
    first = GC.cached_graph(folder, loader=loader)
    again = GC.cached_graph(folder, loader=loader)
    assert first == again and first.store.is_file() and len(calls) == 1
    assert first.root.parent.parent == tmp_path / "cache"
    time.sleep(0.01)
    (folder / "tiny.ngql").write_text(SCRIPT.replace('"Bob"', '"Bea"'), encoding="utf-8")
    changed = GC.cached_graph(folder, loader=loader)
    assert changed.root != first.root and len(calls) == 2


def test_a_killed_build_leaves_nothing_that_later_calls_trust(folder: Path) -> None:
    def dies(path: Path, store: Any, space: str | None) -> Any:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        GC.cached_graph(folder, loader=dies)
    entry = GC.CachedGraph(folder.resolve(), GC.cache_root() / "graphs" / GC.folder_key(folder))
    assert not entry.store.exists() and not list(entry.root.glob("*.tmp*"))
    calls, loader = _counting_loader()
    assert GC.cached_graph(folder, loader=loader).store.is_file() and len(calls) == 1


@pytest.mark.parametrize("target", ["embedded:///x", "/no/such/folder"])
def test_only_existing_graph_folders_are_cached(target: str) -> None:
    assert not GC.is_graph_path(target)


def test_pipeline_reuses_the_cached_store_and_index(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from r3.models.fake import FakeModel
    from r3.pipeline.config import build_config
    from r3.pipeline.pipeline import Pipeline

    config = build_config(
        {"synth_demos": False, "reranker": {"kind": "none"}, "refiner": {"kind": "model", "model": "fake:x"}}
    )
    models = {"refiner": FakeModel(default='FETCH PROP ON person "a" YIELD person.name AS name')}
    with Pipeline(config, graph=str(folder), models=models) as p:
        assert p.ask("Who is Ann?").status in ("ok", "uncertain")
    entry = GC.cached_graph(folder)
    assert entry.index_dir("tiny").is_dir()

    def no_load(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("the folder was loaded again")

    monkeypatch.setattr("r3.engine.loader.load_graph", no_load)
    monkeypatch.setattr("r3.retrieval.index.build_index", no_load)
    with Pipeline(config, graph=str(folder), models=models) as p:
        result = p.ask("Who is Ann?")
    assert result.status in ("ok", "uncertain") and "Ann" not in (result.error or "")
