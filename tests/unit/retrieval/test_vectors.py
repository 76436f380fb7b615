"""Embedders (offline hashing, OpenAI-compatible server on 127.0.0.1) and vector search."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from helpers import JsonHandler, serving

from r3.embedders import (
    EmbedderError,
    FlagEmbedder,
    HashingEmbedder,
    OpenAIEmbedder,
    TransformersEmbedder,
    get_embedder,
)
from r3.errors import UserInputError
from r3.retrieval.ann import ExactSearcher, IVFSearcher, build_ivf, choose_ann, topk_rows

pytestmark = pytest.mark.quick


# --------------------------------------------------------------------------- offline embedder


def test_hashing_embedder_is_deterministic_unit_length_and_char_similar() -> None:
    e = HashingEmbedder(128)
    v = e.embed(["Tim Duncan", "Duncan", "Tony Parker", "哈利·波特", "哈利波特"])
    assert v.shape == (5, 128) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert np.array_equal(
        v, HashingEmbedder(128).embed(["Tim Duncan", "Duncan", "Tony Parker", "哈利·波特", "哈利波特"])
    )
    sims = v @ v.T
    assert sims[0, 1] > 0.6 > sims[0, 2]  # a partial name is near, another name is not
    assert sims[3, 4] > 0.99  # the middle dot does not matter


def test_embedder_specs() -> None:
    assert get_embedder(None).spec == "hash:256"
    assert get_embedder("hash:64").dim == 64
    assert isinstance(get_embedder("bge:BAAI/bge-small-en"), FlagEmbedder)  # loads lazily
    assert isinstance(get_embedder("st:/models/minilm"), TransformersEmbedder)
    o = get_embedder("openai:http://127.0.0.1:9/v1?model=m")
    assert isinstance(o, OpenAIEmbedder) and o.base_url == "http://127.0.0.1:9/v1"
    for bad in ("nope", "hash:x", "hash:100", "openai:http://h/v1", "bge:"):
        with pytest.raises(UserInputError):
            get_embedder(bad)


def test_bge_without_flagembedding_says_how_to_install() -> None:
    pytest.importorskip("numpy")
    try:
        import FlagEmbedding  # noqa: F401
    except ImportError:
        with pytest.raises(UserInputError, match="r3-nl2gql\\[retrieval\\]"):
            FlagEmbedder("BAAI/bge-small-en").embed(["x"])
    else:  # pragma: no cover - only where the extra is installed
        pytest.skip("FlagEmbedding is installed")


# --------------------------------------------------------------------------- OpenAI-compatible server


class _Handler(JsonHandler):
    mode = "ok"
    seen: list[dict[str, Any]] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server API
        body = self.read_json()
        type(self).seen.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        if self.mode == "error":
            self.send_response(500)
            self.end_headers()
            return
        if self.mode == "garbage":
            payload = b"not json"
        else:
            data = [
                {"index": i, "embedding": [float(len(t)), 1.0, float(i)]} for i, t in enumerate(body["input"])
            ]
            payload = json.dumps({"data": list(reversed(data)), "model": body["model"]}).encode()
        self.send_json(payload)


@pytest.fixture()
def server() -> Iterator[str]:
    _Handler.mode = "ok"
    _Handler.seen = []
    with serving(_Handler) as url:
        yield f"{url}/v1"


def test_openai_embedder_batches_orders_and_normalises(server: str) -> None:
    e = OpenAIEmbedder(server, "bge-m3", api_key="k", batch_size=2)
    v = e.embed(["a", "bbb", "cc"])
    assert v.shape == (3, 3)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0)
    expected = np.array([[1.0, 1.0, 0.0], [3.0, 1.0, 1.0], [2.0, 1.0, 0.0]])
    assert np.allclose(v, expected / np.linalg.norm(expected, axis=1, keepdims=True))
    assert [s["body"]["input"] for s in _Handler.seen] == [["a", "bbb"], ["cc"]]
    assert _Handler.seen[0]["path"] == "/v1/embeddings" and _Handler.seen[0]["auth"] == "Bearer k"
    assert e.dim == 3


@pytest.mark.parametrize("mode", ["error", "garbage"])
def test_openai_embedder_errors_are_r3_errors(server: str, mode: str) -> None:
    _Handler.mode = mode
    with pytest.raises(EmbedderError):
        OpenAIEmbedder(server, "m").embed(["x"])


def test_openai_embedder_unreachable() -> None:
    with pytest.raises(EmbedderError, match="cannot reach"):
        OpenAIEmbedder("http://127.0.0.1:9/v1", "m", timeout_s=2).embed(["x"])


# --------------------------------------------------------------------------- search


def _unit(rows: int, dim: int, seed: int = 0) -> np.ndarray:
    x = np.random.default_rng(seed).normal(size=(rows, dim)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def test_topk_rows_orders_and_pads() -> None:
    scores = np.array([[0.1, 0.9, 0.5]], dtype=np.float32)
    ids = np.array([[10, 11, 12]])
    s, i = topk_rows(scores, ids, 5)
    assert i[0].tolist() == [11, 12, 10, -1, -1]
    assert s[0, 3] == -np.inf


def test_exact_searcher_matches_brute_force() -> None:
    vecs = _unit(3000, 32)
    q = vecs[[5, 2999]] + 0.01
    s, i = ExactSearcher(vecs.astype(np.float16), chunk=700).search(q, 3)
    brute = np.argsort(-(q @ vecs.T), axis=1)[:, :3]
    assert i.tolist() == brute.tolist()
    assert i[0, 0] == 5 and i[1, 0] == 2999


def test_ivf_recall_close_to_exact(tmp_path: Path) -> None:
    vecs = _unit(4000, 32, seed=1)
    build_ivf(tmp_path, vecs, nlist=32)
    ivf = IVFSearcher.load(tmp_path, vecs, nprobe=8)
    queries = vecs[:50] + 0.05 * _unit(50, 32, seed=2)
    _, exact = ExactSearcher(vecs).search(queries, 5)
    _, approx = ivf.search(queries, 5)
    overlap = np.mean(
        [len(set(a) & set(b)) / 5 for a, b in zip(exact.tolist(), approx.tolist(), strict=True)]
    )
    assert overlap > 0.8
    assert (approx[:, 0] == np.arange(50)).mean() > 0.9


def test_two_level_ivf_for_many_cells(tmp_path: Path) -> None:
    vecs = _unit(6000, 16, seed=3)
    build_ivf(tmp_path, vecs, nlist=320)  # above 256 cells: coarse cells split into fine ones
    ivf = IVFSearcher.load(tmp_path, vecs, nprobe=24)
    assert 200 <= len(ivf.centroids) <= 320
    assert sorted(np.asarray(ivf.ids).tolist()) == list(range(6000))  # every vector in one cell
    _, top = ivf.search(vecs[:40], 1)
    assert (top[:, 0] == np.arange(40)).mean() > 0.9


def test_choose_ann() -> None:
    assert choose_ann("auto", 10) == "exact"
    assert choose_ann("auto", 10**6) == "ivf"
    with pytest.raises(UserInputError):
        choose_ann("annoy", 10)
