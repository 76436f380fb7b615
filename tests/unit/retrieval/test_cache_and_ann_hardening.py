"""Lark's grammar tables load only from a private, user-owned folder; tiny graphs index.

Hardening issue, findings 5 (code execution through a planted Lark cache pickle) and 6
(FAISS/IVF training with more cells than points).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from r3 import cache
from r3.lang import parser
from r3.retrieval import ann

pytestmark = pytest.mark.quick


def test_grammar_cache_is_in_a_private_folder_of_the_r3_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "c"))
    where = parser._grammar_cache_file("ngql", "start: 'x'")
    assert isinstance(where, str)
    folder = Path(where).parent
    assert folder == tmp_path / "c" / "lark"
    assert not str(where).startswith(os.environ.get("TMPDIR", "/tmp") + "/.lark")
    st = folder.stat()
    assert st.st_mode & 0o777 == 0o700 and st.st_uid == os.getuid()


def test_an_open_or_foreign_folder_means_no_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path))
    (tmp_path / "lark").mkdir(mode=0o777)
    os.chmod(tmp_path / "lark", 0o777)  # someone else could have planted a pickle here
    assert cache.private_dir("lark") is None
    assert parser._grammar_cache_file("ngql", "start: 'x'") is False


def test_a_symlinked_folder_or_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    (tmp_path / "lark").symlink_to(elsewhere)
    assert cache.private_dir("lark") is None
    target = tmp_path / "f"
    target.write_text("x")
    (tmp_path / "link").symlink_to(target)
    assert cache.owned_file(target) and not cache.owned_file(tmp_path / "link")


def test_graph_cache_and_parser_share_one_root() -> None:
    from r3.pipeline import graph_cache

    assert graph_cache.cache_root is cache.cache_root


@pytest.mark.parametrize(("n", "cells"), [(0, 0), (2, 0), (1023, 0), (1024, 26), (2000, 51), (10**6, 4000)])
def test_ivf_cells_never_exceed_the_points(n: int, cells: int) -> None:
    assert ann.ivf_cells(n) == cells
    assert ann.ivf_cells(n, 10**9) <= n


@pytest.mark.parametrize("n", [0, 1, 2, 50])
def test_ivf_index_builds_and_searches_on_tiny_graphs(tmp_path: Path, n: int) -> None:
    v = np.random.default_rng(0).normal(size=(n, 8)).astype(np.float32)
    v /= np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-9)
    ann.build_ivf(tmp_path, v)
    scores, ids = ann.IVFSearcher.load(tmp_path, v).search(np.ones((1, 8), np.float32), 2)
    assert ids.shape == (1, 2) and set(ids[0].tolist()) <= set(range(n)) | {-1}


def test_faiss_index_builds_on_a_two_vertex_graph(tmp_path: Path) -> None:
    pytest.importorskip("faiss")
    v = np.eye(2, 8, dtype=np.float32)
    ann.FaissSearcher.build(tmp_path, v)
    _, ids = ann.FaissSearcher.load(tmp_path).search(v[:1], 1)
    assert ids[0, 0] == 0
