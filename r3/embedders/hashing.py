"""Weightless embedders: hashed character n-grams, deterministic, offline.

- :class:`HashingEmbedder` (``offline``, ``hash:DIM``) — signed feature hashing of character
  1–3-grams into DIM (default 256, a power of two) dimensions, L2-normalised, numpy-batched
  (~1 µs per short string). The retrieval default.
- :class:`HashNgramEmbedder` (``ngram[:DIM]``; CA's ``--embedder hash[:DIM]``) — character
  2/3/4-gram counts hashed (CRC32) into DIM (default 4096) dimensions with sublinear term
  frequency (``1 + ln tf``). CA's offline default.

Both are *character* models: they find the same strings with a softer notion of overlap (a
typo or a partial name still shares most n-grams), but know no synonyms and no translation
(``Harry Potter`` does not meet ``哈利·波特``). Use a neural model for that.
"""

from __future__ import annotations

import math
import re
import zlib
from collections import Counter
from collections.abc import Sequence

import numpy as np

from r3.embedders.embedder import finish_rows, normalize_rows
from r3.errors import UserInputError
from r3.text import codepoints, spaced

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
#: A space between two CJK characters (a removed ``·``): dropped, so 哈利·波特 embeds like 哈利波特.
_CJK_GAP = re.compile(f"(?<=[{_CJK}]) (?=[{_CJK}])")


class HashingEmbedder:
    """Feature-hashed character 1–3-grams (see the module doc for what it can and cannot do)."""

    _MULT = np.uint64(0x9E3779B97F4A7C15)

    def __init__(self, dim: int = 256) -> None:
        if dim < 8 or dim & (dim - 1):
            raise UserInputError(f"hash embedder dimension must be a power of two ≥ 8, got {dim}")
        self.dim = dim
        self.spec = f"hash:{dim}"
        self.name = self.spec
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


class HashNgramEmbedder:
    """Hashed character n-gram counts: CA's offline lexical vectors (not ada-002's scale).

    It measures *spelling* overlap: two queries that differ in one name stay close, a
    paraphrase with other keywords drops. ``normalize=False`` (the default, CA's) returns
    the raw float64 counts; the ``ngram`` spec makes unit-length float32 rows.
    """

    def __init__(
        self, *, dim: int = 4096, ngrams: tuple[int, ...] = (2, 3, 4), normalize: bool = False
    ) -> None:
        if dim <= 0 or not ngrams or min(ngrams) <= 0:
            raise UserInputError("hash embedder: dim and n-gram sizes must be positive")
        self.dim = dim
        self.ngrams = ngrams
        self.normalize = normalize
        sizes = "/".join(str(n) for n in ngrams)
        self.spec = f"ngram:{dim}" if ngrams == (2, 3, 4) else f"ngram:{dim}({sizes})"
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
        return finish_rows(out, self.normalize)


__all__ = ["HashNgramEmbedder", "HashingEmbedder"]
