"""The one :class:`Embedder` protocol, its error type and the helpers every provider shares."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from r3.errors import R3Error

#: The environment variable holding the key of an OpenAI-compatible embeddings server.
API_KEY_ENV = "R3_EMBEDDINGS_API_KEY"
#: Read when :data:`API_KEY_ENV` is unset (the variable the CA embedder used to read alone).
API_KEY_FALLBACK_ENV = "OPENAI_API_KEY"


class EmbedderError(R3Error):
    """An embedding provider that failed (server down, bad reply, model that cannot load)."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into float vectors of a fixed dimension, one row per text.

    ``spec`` identifies model and settings: a retrieval index records it and refuses
    vectors of another spec. Providers may also carry ``name``, a longer label for reports
    (CA prints it; :class:`LabelledEmbedder`). Built-in providers return
    L2-normalised float32 rows (zeros for an empty text) unless made with
    ``normalize=False`` (CA's profile, see :func:`r3.embedders.make_embedder`).
    """

    #: Identifies model and settings; stored in the index and compared at query time.
    spec: str

    @property
    def dim(self) -> int:
        """Length of the vectors (a model may have to load to tell)."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """``float[len(texts), dim]``."""
        ...


@runtime_checkable
class LabelledEmbedder(Embedder, Protocol):
    """An embedder with a longer label for reports (``hash-char-ngram(…; offline lexical
    vectors, not ada-002)``); every built-in provider has one."""

    name: str


def label_of(embedder: Embedder) -> str:
    """The embedder's ``name`` for reports, else its spec."""
    return embedder.name if isinstance(embedder, LabelledEmbedder) else embedder.spec


def normalize_rows(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero), as float32."""
    m = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return m / norms


def finish_rows(matrix: np.ndarray, normalize: bool) -> np.ndarray:
    """Unit-length float32 rows, or (``normalize=False``) the provider's vectors as float64."""
    return normalize_rows(matrix) if normalize else np.asarray(matrix, dtype=np.float64)


class MeasuredDim:
    """Base of the providers that learn their dimension from their own answers.

    ``dim`` embeds one text when no answer has told it yet; :meth:`_rows` finishes every
    answer (:func:`finish_rows`) and remembers its width.
    """

    normalize: bool
    _dim: int | None = None

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = int(self.embed(["x"]).shape[1])
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        raise NotImplementedError

    def _rows(self, matrix: np.ndarray | None) -> np.ndarray:
        """``matrix`` finished and its width remembered; None (no texts): no rows of the known width."""
        if matrix is None:
            return np.zeros((0, self._dim or 0), dtype=np.float32 if self.normalize else np.float64)
        out = finish_rows(matrix, self.normalize)
        self._dim = out.shape[1]
        return out


def cosine(u: np.ndarray, v: np.ndarray) -> float:
    """Cosine similarity; 0 when either vector is zero (e.g. an empty query)."""
    nu, nv = float(np.linalg.norm(u)), float(np.linalg.norm(v))
    if nu == 0 or nv == 0:
        return 0.0
    return float(np.dot(u, v) / (nu * nv))


def api_key_from_env(env: Mapping[str, str] | None = None) -> str | None:
    """``$R3_EMBEDDINGS_API_KEY``, else ``$OPENAI_API_KEY`` (the fallback), else None."""
    env = os.environ if env is None else env
    return env.get(API_KEY_ENV) or env.get(API_KEY_FALLBACK_ENV) or None


__all__ = [
    "API_KEY_ENV",
    "API_KEY_FALLBACK_ENV",
    "Embedder",
    "EmbedderError",
    "LabelledEmbedder",
    "MeasuredDim",
    "api_key_from_env",
    "cosine",
    "finish_rows",
    "label_of",
    "normalize_rows",
]
