"""Comprehension Accuracy (CA): cosine similarity of the generated and the gold query text.

The paper's definition (section 6.2): "we employ the text-embedding-ada-002 model … to
encode the GQLs and compute their cosine similarity". What the number means depends on
the embedder entirely (see :mod:`r3.embedders`), so :class:`ComprehensionScorer` carries the
provider's name into every report.

Texts are embedded as they are (no normalisation): the reference sent the raw strings.
An empty or missing prediction scores 0 without calling the embedder.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np

from r3.embedders import Embedder, cosine
from r3.embedders.embedder import label_of


class ComprehensionScorer:
    """CA of (prediction, gold) pairs with one embedder; keeps recent embeddings.

    Why the cache: every system is compared with the same gold texts, and a remote embedder
    is slow and paid; a gold query shared by several items is embedded once.
    """

    def __init__(self, embedder: Embedder, *, cache_size: int = 4096) -> None:
        self.embedder = embedder
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return label_of(self.embedder)

    def score(self, prediction: str | None, gold: str) -> float:
        """Cosine of the two texts' embeddings, clipped to [-1, 1]; 0 for an empty prediction."""
        if not prediction or not prediction.strip():
            return 0.0
        if prediction == gold:
            return 1.0  # cos(x, x); saves a remote call and float noise
        u, v = self.vectors([prediction, gold])
        return max(-1.0, min(1.0, cosine(u, v)))

    def vectors(self, texts: list[str]) -> list[np.ndarray]:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            rows = self.embedder.embed(missing)
            with self._lock:
                for text, row in zip(missing, rows, strict=True):
                    self._cache[text] = np.asarray(row, dtype=np.float64)
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        with self._lock:
            out = []
            for t in texts:
                vec = self._cache.get(t)
                if vec is None:  # evicted by a concurrent call between the two steps
                    vec = np.asarray(self.embedder.embed([t])[0], dtype=np.float64)
                out.append(vec)
            return out


__all__ = ["ComprehensionScorer"]
