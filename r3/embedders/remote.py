"""An OpenAI-compatible ``POST {base_url}/embeddings`` server (vLLM, TEI, Ollama, OpenAI …).

The key comes from the ``api_key`` argument, else ``$R3_EMBEDDINGS_API_KEY``, else
``$OPENAI_API_KEY`` (kept as a fallback: CA's embedder used to read it alone). Keys never
go into specs, names or ``repr``.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Sequence
from typing import Any

import numpy as np

from r3.embedders.embedder import EmbedderError, MeasuredDim, api_key_from_env
from r3.errors import MissingDependencyError, UserInputError
from r3.registry import require

#: The hosted endpoint used when neither the spec nor ``$OPENAI_BASE_URL`` names a server.
DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_MODEL = "text-embedding-ada-002"


class OpenAIEmbedder(MeasuredDim):
    """``POST {base_url}/embeddings`` with ``{"model", "input"}``; rows come back in ``data``.

    ``client``: ``http`` (urllib, the default), ``openai`` (the SDK, extra ``openai``) or
    ``auto`` (the SDK when installed). ``normalize=False`` keeps the server's vectors (float64).
    """

    def __init__(
        self,
        base_url: str | None = None,
        model: str = DEFAULT_MODEL,
        *,
        api_key: str | None = None,
        batch_size: int = 128,
        timeout_s: float = 60.0,
        client: str = "http",
        normalize: bool = True,
    ) -> None:
        if client not in ("auto", "openai", "http"):
            raise UserInputError(f"embedder client must be auto, openai or http, got {client!r}")
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.model = model
        self.api_key = api_key if api_key is not None else api_key_from_env()
        self.batch_size = max(1, batch_size)
        self.timeout_s = timeout_s
        self.normalize = normalize
        self.spec = f"openai:{model}"
        self.name = f"openai-compatible:{model}@{self.base_url}"
        self._dim: int | None = None
        self._sdk: Any = None
        self._sdk_error: type[BaseException] = EmbedderError
        if client == "openai" or (client == "auto" and _has_openai()):
            openai = require("openai", "openai", what="embedder client 'openai'")
            self._sdk_error = openai.OpenAIError
            self._sdk = openai.OpenAI(
                base_url=self.base_url, api_key=self.api_key or "unused", timeout=timeout_s
            )

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIEmbedder(model={self.model!r}, base_url={self.base_url!r})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows: list[np.ndarray] = []
        for lo in range(0, len(texts), self.batch_size):
            batch = [t or " " for t in texts[lo : lo + self.batch_size]]
            rows.append(self._embed_sdk(batch) if self._sdk is not None else self._request(batch))
        return self._rows(np.concatenate(rows) if rows else None)

    def _embed_sdk(self, batch: list[str]) -> np.ndarray:
        try:
            response = self._sdk.embeddings.create(model=self.model, input=batch)
        except self._sdk_error as e:
            raise EmbedderError(f"embedding request to {self.base_url} failed: {e}") from e
        data = sorted(response.data, key=lambda d: d.index)
        return np.asarray([list(d.embedding) for d in data], dtype=np.float64)

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
            raise EmbedderError(
                f"embedding request to {self.base_url} failed: the server answered HTTP {e.code}: {e.reason}"
            ) from e
        except (urllib.error.URLError, TimeoutError, OSError) as e:
            raise EmbedderError(
                f"embedding request failed: cannot reach the embedding server {self.base_url}: {e}"
            ) from e
        except ValueError as e:
            raise EmbedderError(
                f"embedding request to {self.base_url} failed: the server sent no JSON: {e}"
            ) from e
        try:
            data = sorted(reply["data"], key=lambda d: d.get("index", 0))
            matrix = np.asarray([d["embedding"] for d in data], dtype=np.float64)
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise EmbedderError(
                f"embedding server {self.base_url} sent an unexpected reply (no data[].embedding): {e}"
            ) from e
        if matrix.ndim != 2 or matrix.shape[0] != len(batch):
            raise EmbedderError(
                f"embedding server {self.base_url} returned {matrix.shape[0]} vectors for {len(batch)} texts"
            )
        return matrix


def _has_openai() -> bool:
    try:
        require("openai", "openai")
    except MissingDependencyError:
        return False
    return True


def openai_embedder(
    model: str = DEFAULT_MODEL,
    *,
    base_url: str | None = None,
    api_key: str | None = None,
    timeout_s: float = 60.0,
    batch_size: int = 64,
    client: str = "auto",
) -> OpenAIEmbedder:
    """CA's OpenAI-compatible embedder: model first, the SDK when installed, the server's raw vectors."""
    return OpenAIEmbedder(
        base_url,
        model,
        api_key=api_key,
        timeout_s=timeout_s,
        batch_size=batch_size,
        client=client,
        normalize=False,
    )


__all__ = ["DEFAULT_BASE_URL", "DEFAULT_MODEL", "OpenAIEmbedder", "openai_embedder"]
