"""BERTScore's greedy matching by hand, the offline provider, and the transformers adapter on fakes."""

from __future__ import annotations

import math
import sys
import types
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from r3.errors import UserInputError
from r3.eval.metrics.bertscore import (
    BertScorer,
    HashTokenEmbedder,
    TokenEmbedding,
    TransformersTokenEmbedder,
    greedy_match,
    make_token_embedder,
)

pytestmark = pytest.mark.quick


def emb(vectors: list[list[float]], weights: list[float] | None = None) -> TokenEmbedding:
    arr = np.array(vectors, dtype=float)
    return TokenEmbedding([f"t{i}" for i in range(len(arr))], arr, np.array(weights or [1.0] * len(arr)))


def test_greedy_matching_by_hand() -> None:
    # candidate tokens c1 = (1, 0), c2 = (0, 1); reference tokens r1 = (1, 1), r2 = (1, 0)
    # cos(c1, r1) = 1/√2, cos(c1, r2) = 1; cos(c2, r1) = 1/√2, cos(c2, r2) = 0
    # precision = mean over c of max over r = (1 + 1/√2) / 2 = 0.853553
    # recall    = mean over r of max over c = (1/√2 + 1) / 2 = 0.853553
    c = emb([[1, 0], [0, 1]])
    r = emb([[2, 2], [3, 0]])  # lengths do not matter: vectors are normalised
    got = greedy_match(c, r)
    p = (1 + 1 / math.sqrt(2)) / 2
    assert got.precision == pytest.approx(p)
    assert got.recall == pytest.approx(p)
    assert got.f1 == pytest.approx(p)


def test_special_tokens_weigh_nothing_but_can_be_matched() -> None:
    # candidate: [CLS]=(0,1) weight 0, x=(1,0); reference: [CLS]=(0,1) weight 0, y=(1,1)
    # precision: only x counts: max(cos(x, CLS)=0, cos(x, y)=1/√2) = 0.707107
    # recall: only y counts: max over candidate tokens incl. CLS: max(1/√2, 1/√2) = 0.707107
    c = emb([[0, 1], [1, 0]], [0, 1])
    r = emb([[0, 1], [1, 1]], [0, 1])
    got = greedy_match(c, r)
    assert got.precision == pytest.approx(1 / math.sqrt(2))
    assert got.recall == pytest.approx(1 / math.sqrt(2))
    # asymmetric case: F1 = 2PR/(P+R)
    c2 = emb([[1, 0], [0, 1], [0, 1]])
    r2 = emb([[1, 0]])
    got2 = greedy_match(c2, r2)
    assert got2.precision == pytest.approx(1 / 3)
    assert got2.recall == pytest.approx(1.0)
    assert got2.f1 == pytest.approx(2 * (1 / 3) / (4 / 3))


def test_empty_texts_score_zero() -> None:
    empty = TokenEmbedding([], np.zeros((0, 2)), np.zeros(0))
    assert greedy_match(empty, emb([[1, 0]])).f1 == 0.0
    assert greedy_match(emb([[1, 0]], [0]), emb([[1, 0]])).f1 == 0.0  # only special tokens


def test_hash_provider_is_deterministic_and_lexical() -> None:
    scorer = BertScorer(HashTokenEmbedder())
    a = '["Tim Duncan", "Spurs"]'
    assert scorer.f1(a, a) == 1.0
    assert scorer.f1(a, '["Tim Duncan", "Lakers"]') > scorer.f1(a, '["LeBron James", "Lakers"]')
    again = BertScorer(HashTokenEmbedder())
    assert again.f1(a, '["Tony"]') == scorer.f1(a, '["Tony"]')
    assert "not BERT" in scorer.name


def test_hash_tokens_split_cjk_and_truncate() -> None:
    e = HashTokenEmbedder(max_tokens=4)
    assert HashTokenEmbedder().tokens('["姚明", 42]') == ["[", '"', "姚", "明", '"', ",", "42", "]"]
    assert len(e.embed("a b c d e f").tokens) == 4


def test_make_token_embedder() -> None:
    assert isinstance(make_token_embedder("hash"), HashTokenEmbedder)
    assert make_token_embedder("hash:64").dim == 64  # type: ignore[attr-defined]
    with pytest.raises(UserInputError, match="unknown BERTScore provider"):
        make_token_embedder("bert")
    with pytest.raises(UserInputError, match="needs the model folder"):
        make_token_embedder("hf:")
    with pytest.raises(UserInputError, match="does not exist"):
        make_token_embedder("hf:/no/such/model")


# --------------------------------------------------------------------------- transformers, faked


class FakeTensor:
    def __init__(self, data: Any) -> None:
        self.data = np.asarray(data)

    def __getitem__(self, i: int) -> FakeTensor:
        return FakeTensor(self.data[i])

    def to(self, device: str) -> FakeTensor:
        return self

    def float(self) -> FakeTensor:
        return self

    def cpu(self) -> FakeTensor:
        return self

    def numpy(self) -> np.ndarray:
        return self.data

    def tolist(self) -> list[Any]:
        return list(self.data.tolist())


class FakeTokenizer:
    model_max_length = 512
    all_special_ids = [101, 102]
    vocab = {"[CLS]": 101, "[SEP]": 102, "tim": 1, "duncan": 2, "tony": 3}

    def __call__(self, text: str, **kw: Any) -> dict[str, FakeTensor]:
        assert kw["truncation"] is True and kw["max_length"] == 512
        ids = [101] + [self.vocab[w] for w in text.lower().split()] + [102]
        return {"input_ids": FakeTensor([ids]), "attention_mask": FakeTensor([[1] * len(ids)])}

    def convert_ids_to_tokens(self, ids: list[int]) -> list[str]:
        back = {v: k for k, v in self.vocab.items()}
        return [back[i] for i in ids]


class FakeModel:
    """Hidden state of layer L for token id t: one-hot of t, scaled by L + 1 (layers 0..3)."""

    def eval(self) -> None: ...

    def to(self, device: str) -> None: ...

    def __call__(self, input_ids: FakeTensor, attention_mask: FakeTensor, output_hidden_states: bool) -> Any:
        ids = input_ids.data[0]
        states = []
        for layer in range(4):
            h = np.zeros((1, len(ids), 128))
            for i, t in enumerate(ids):
                h[0, i, int(t) % 128] = layer + 1.0
            states.append(FakeTensor(h))
        return types.SimpleNamespace(hidden_states=tuple(states))


@pytest.fixture()
def fake_transformers(monkeypatch: pytest.MonkeyPatch) -> None:
    torch = types.ModuleType("torch")

    class NoGrad:
        def __enter__(self) -> None: ...

        def __exit__(self, *exc: object) -> None: ...

    torch.no_grad = NoGrad  # type: ignore[attr-defined]
    tf = types.ModuleType("transformers")
    tf.AutoTokenizer = types.SimpleNamespace(from_pretrained=lambda path: FakeTokenizer())  # type: ignore[attr-defined]
    tf.AutoModel = types.SimpleNamespace(from_pretrained=lambda path: FakeModel())  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "torch", torch)
    monkeypatch.setitem(sys.modules, "transformers", tf)


def test_transformers_adapter(fake_transformers: None, tmp_path: Path) -> None:
    folder = tmp_path / "bert-base-multilingual-cased"
    folder.mkdir()
    provider = TransformersTokenEmbedder(folder)
    assert provider.layer == 9  # bert_score's layer for bert-base-multilingual-cased
    assert provider.name == "transformers:bert-base-multilingual-cased(layer=9)"
    provider.layer = 2  # the fake has 4 hidden states
    e = provider.embed("Tim Duncan")
    assert e.tokens == ["[CLS]", "tim", "duncan", "[SEP]"]
    assert list(e.weights) == [0, 1, 1, 0]
    assert e.vectors[1, 1] == 3.0  # layer 2 → scaled by 3
    scorer = BertScorer(provider)
    # candidate [CLS] tim duncan [SEP] vs reference [CLS] tim tony [SEP] (one-hot per id):
    # precision over tim (1) and duncan (0) = 1/2; recall over tim (1) and tony (0) = 1/2
    got = scorer.score("Tim Duncan", "Tim Tony")
    assert (got.precision, got.recall, got.f1) == pytest.approx((0.5, 0.5, 0.5))
    other = tmp_path / "my-model"
    other.mkdir()
    assert TransformersTokenEmbedder(other).layer is None  # unknown model: the last layer


def test_transformers_missing_gives_install_hint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "transformers", None)
    with pytest.raises(UserInputError, match=r"pip install 'r3-nl2gql\[hf\]'"):
        TransformersTokenEmbedder(tmp_path)
