"""CA embedders: the offline hash vectors, an OpenAI-compatible endpoint served here on 127.0.0.1,
the openai SDK path and BGE through FlagEmbedding (both faked), and the CA scorer."""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from helpers import JsonHandler, serving

from r3.embedders import (
    BGEEmbedder,
    EmbedderError,
    HashNgramEmbedder,
    cosine,
    make_embedder,
)
from r3.embedders import openai_embedder as OpenAIEmbedder  # noqa: N812 - CA's model-first constructor
from r3.errors import UserInputError
from r3.eval.metrics.comprehension import ComprehensionScorer

pytestmark = pytest.mark.quick


def test_hash_embedder_behaviour() -> None:
    e = HashNgramEmbedder()
    gold = 'GO FROM "Tim Duncan" OVER like YIELD like._dst'
    one_name = 'GO FROM "Tony Parker" OVER like YIELD like._dst'
    other = "LOOKUP ON team YIELD id(vertex)"
    v = e.embed([gold, one_name, other, gold])
    assert v.shape == (4, 4096)
    assert cosine(v[0], v[3]) == pytest.approx(1.0)
    assert 1.0 > cosine(v[0], v[1]) > cosine(v[0], v[2]) >= 0.0
    # deterministic across instances (CRC32, not Python's salted hash)
    assert np.array_equal(HashNgramEmbedder().embed([gold])[0], v[0])
    assert "not ada-002" in e.name


def test_comprehension_scorer() -> None:
    calls: list[list[str]] = []

    class Counting(HashNgramEmbedder):
        def embed(self, texts: Any) -> np.ndarray:
            calls.append(list(texts))
            return super().embed(texts)

    ca = ComprehensionScorer(Counting())
    assert ca.score("", "MATCH (v) RETURN v") == 0.0
    assert ca.score(None, "MATCH (v) RETURN v") == 0.0
    assert ca.score("MATCH (v) RETURN v", "MATCH (v) RETURN v") == 1.0
    assert calls == []  # neither needed the embedder
    s = ca.score("MATCH (v) RETURN v LIMIT 1", "MATCH (v) RETURN v")
    assert 0.5 < s < 1.0
    ca.score("MATCH (v) RETURN v LIMIT 2", "MATCH (v) RETURN v")
    assert calls[-1] == ["MATCH (v) RETURN v LIMIT 2"]  # the gold text's vector was kept


def test_cosine_of_zero_vector_is_zero() -> None:
    assert cosine(np.zeros(3), np.ones(3)) == 0.0


# --------------------------------------------------------------------------- OpenAI-compatible HTTP


class _Handler(JsonHandler):
    requests: list[dict[str, Any]] = []
    fail = False

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = self.read_json()
        type(self).requests.append(
            {"path": self.path, "auth": self.headers.get("Authorization"), "body": body}
        )
        if type(self).fail:
            self.send_response(500, "boom")
            self.end_headers()
            return
        # vectors: [len(text), number of spaces, 1]; data returned in reverse order with indexes
        data = [
            {"index": i, "embedding": [len(t), t.count(" "), 1.0], "object": "embedding"}
            for i, t in enumerate(body["input"])
        ][::-1]
        payload = json.dumps({"object": "list", "data": data, "model": body["model"]}).encode()
        self.send_json(payload)


@pytest.fixture()
def server() -> Iterator[str]:
    _Handler.requests = []
    _Handler.fail = False
    with serving(_Handler) as url:
        yield f"{url}/v1"


def test_openai_compatible_endpoint_over_http(server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)  # force the urllib client
    e = OpenAIEmbedder("my-embed", base_url=server, api_key="sk-test", batch_size=2)
    v = e.embed(["a b", "abc", "a b c d"])
    assert v.tolist() == [[3, 1, 1], [3, 0, 1], [7, 3, 1]]  # re-ordered by index
    assert [len(r["body"]["input"]) for r in _Handler.requests] == [2, 1]  # batches of 2
    assert _Handler.requests[0]["path"] == "/v1/embeddings"
    assert _Handler.requests[0]["body"]["model"] == "my-embed"
    assert _Handler.requests[0]["auth"] == "Bearer sk-test"
    assert "sk-test" not in repr(e) and "sk-test" not in e.name
    assert e.name == f"openai-compatible:my-embed@{server}"


def test_openai_endpoint_errors(server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)
    _Handler.fail = True
    with pytest.raises(EmbedderError, match="HTTP 500"):
        OpenAIEmbedder(base_url=server).embed(["x"])
    with pytest.raises(EmbedderError, match="failed"):
        OpenAIEmbedder(base_url="http://127.0.0.1:9/v1", timeout_s=2).embed(["x"])
    with pytest.raises(UserInputError, match=r"pip install 'r3-nl2gql\[openai\]'"):
        OpenAIEmbedder(client="openai")


def test_openai_sdk_path(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    class FakeError(Exception):
        pass

    class FakeClient:
        def __init__(self, **kw: Any) -> None:
            seen.update(kw)
            self.embeddings = self

        def create(self, model: str, input: list[str]) -> Any:
            seen["model"] = model
            if input == ["bad"]:
                raise FakeError("rate limited")
            data = [types.SimpleNamespace(index=i, embedding=[float(len(t))]) for i, t in enumerate(input)]
            return types.SimpleNamespace(data=data[::-1])

    fake = types.ModuleType("openai")
    fake.OpenAI = FakeClient  # type: ignore[attr-defined]
    fake.OpenAIError = FakeError  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "openai", fake)
    e = make_embedder("openai:text-embedding-3-small", base_url="http://h/v1", api_key="k")
    assert e.embed(["ab", "abcd"]).tolist() == [[2.0], [4.0]]
    assert seen["base_url"] == "http://h/v1" and seen["model"] == "text-embedding-3-small"
    with pytest.raises(EmbedderError, match="rate limited"):
        e.embed(["bad"])


# --------------------------------------------------------------------------- BGE, faked


def test_bge_adapter_with_fake_flagembedding(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    made: dict[str, Any] = {}

    class FlagModel:
        def __init__(self, path: str, use_fp16: bool = False) -> None:
            made["path"], made["fp16"] = path, use_fp16

        def encode(self, texts: list[str]) -> np.ndarray:
            return np.array([[len(t), 1.0] for t in texts], dtype=np.float32)

    fake = types.ModuleType("FlagEmbedding")
    fake.FlagModel = FlagModel  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "FlagEmbedding", fake)
    folder = tmp_path / "bge-m3"
    folder.mkdir()
    e = make_embedder(f"bge:{folder}")
    assert isinstance(e, BGEEmbedder)
    assert e.name == "bge:bge-m3" and made["path"] == str(folder)
    v = e.embed(["abc", "a"])
    assert v.dtype == np.float64 and v.tolist() == [[3.0, 1.0], [1.0, 1.0]]


def test_bge_errors(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    with pytest.raises(UserInputError, match="does not exist"):
        BGEEmbedder(tmp_path / "none")
    monkeypatch.setitem(sys.modules, "FlagEmbedding", None)
    with pytest.raises(UserInputError, match=r"pip install 'r3-nl2gql\[retrieval\]'"):
        BGEEmbedder(tmp_path)


def test_make_embedder_errors() -> None:
    assert isinstance(make_embedder("hash"), HashNgramEmbedder)
    assert make_embedder("hash:128").embed(["x y"]).shape == (1, 128)
    with pytest.raises(UserInputError, match="unknown embedder"):
        make_embedder("ada")
    with pytest.raises(UserInputError, match="needs the model folder"):
        make_embedder("bge:")


def test_minilm_is_an_offline_neural_option_for_ca_and_bertscore(minilm_folder: Path) -> None:
    """all-MiniLM-L6-v2 (``r3 models fetch minilm`` or the installed package), loaded by the
    retrieval loader for CA, BERTScore and retrieval alike."""
    pytest.importorskip("transformers")
    from r3.embedders import get_embedder, make_embedder, minilm_path
    from r3.eval.metrics.bertscore import BertScorer, make_token_embedder
    from r3.eval.metrics.comprehension import ComprehensionScorer

    assert minilm_path() == str(minilm_folder)
    vectors = get_embedder("minilm").embed(["Tim Duncan", "Tim Duncans", "SHOW SPACES"])
    assert vectors.shape == (3, 384) and vectors[0] @ vectors[1] > vectors[0] @ vectors[2]

    ca = ComprehensionScorer(make_embedder("minilm"))
    assert ca.name.startswith("minilm:all-MiniLM-L6-v2")
    gold = 'GO FROM "Tim Duncan" OVER like YIELD like._dst'
    near = ca.score('GO FROM "Tony Parker" OVER like YIELD like._dst', gold)
    far = ca.score("SHOW SPACES", gold)
    assert 0 < far < near < 1
    bert = BertScorer(make_token_embedder("minilm"))
    assert bert.name.startswith("minilm:all-MiniLM-L6-v2(layer=last")
    assert bert.f1("Tim Duncan", "Tim Duncan") == 1.0
    assert bert.f1("Tim Duncan", "Tim Duncans") > bert.f1("Tim Duncan", "42") > 0
