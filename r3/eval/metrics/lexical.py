"""The lexical half of the execution score: jieba Jaccard, TF-IDF and BM25 over two texts.

Why one module for both evaluation modes: the paper-exact mode (:mod:`.execution_paper`)
and the clean mode (:mod:`.execution_clean`) use the same three ingredients and differ only
in what text they feed them, how they tokenise for TF-IDF and how they combine the parts.

The ingredients follow the reference implementation as described in
``r3-paper-formats.md`` ("Evaluation function", step 4):

- tokens: ``jieba.lcut(text.lower())`` (accurate mode, HMM on — jieba's defaults);
  whitespace and punctuation come back as tokens of their own and are kept;
- TF-IDF: scikit-learn's ``TfidfVectorizer()`` fitted on ``[a, b]`` (smooth idf
  ``ln((1 + n) / (1 + df)) + 1``, raw term counts, l2-normalised rows, the default token
  pattern ``(?u)\\b\\w\\w+\\b`` on lowercased text) unless an ``analyzer`` is passed;
- BM25 over the two dense TF-IDF rows with k1 = 1.5, b = 0.75 and
  ``idf_j = ln(3 / (df_j + 1)) + 1`` (negatives clipped to 0).

jieba and scikit-learn are imported on first use: importing them costs about a second
(jieba also loads its dictionary), which a command that never scores should not pay.
"""

from __future__ import annotations

import logging
import math
import re
import threading
from collections.abc import Callable, Sequence
from functools import lru_cache
from types import ModuleType
from typing import Any

import numpy as np

_WORD = re.compile(r"[^\W_]")  # a letter, digit or CJK character

BM25_K1 = 1.5
BM25_B = 0.75

_JIEBA_LOCK = threading.Lock()


def _jieba() -> ModuleType:
    import jieba  # a main dependency, imported on first use: loading it takes a while

    with _JIEBA_LOCK:
        if not getattr(jieba.dt, "initialized", False):
            # jieba logs "Building prefix dict…" at INFO on first use; keep evaluation output clean.
            jieba.setLogLevel(logging.WARNING)
            jieba.initialize()
    return jieba


def jieba_tokens(text: str) -> list[str]:
    """``jieba.lcut(text.lower())``: the reference's tokenisation, punctuation and spaces included."""
    return list(_cut(text))


@lru_cache(maxsize=512)
def _cut(text: str) -> tuple[str, ...]:
    # Cached: a result text is tokenised for the Jaccard and again by the TF-IDF analyzer, and
    # long results (subgraphs, 25,000 characters) take jieba tens of milliseconds.
    return tuple(_jieba().lcut(text.lower()))


def jaccard(a: Sequence[str], b: Sequence[str]) -> float:
    """Jaccard similarity of the token *sets* (0 when both are empty)."""
    sa, sb = set(a), set(b)
    union = sa | sb
    return len(sa & sb) / len(union) if union else 0.0


@lru_cache(maxsize=1)
def _vectorizer_class() -> tuple[Any, Any]:
    from sklearn import config_context  # a main dependency, imported on first use (slow to load)
    from sklearn.feature_extraction.text import TfidfVectorizer

    return TfidfVectorizer, config_context


def tfidf_rows(
    a: str, b: str, *, analyzer: Callable[[str], list[str]] | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """The dense TF-IDF rows of ``a`` and ``b`` from a vectorizer fitted on ``[a, b]``.

    With neither text holding a single token scikit-learn refuses ("empty vocabulary"); the
    reference would have crashed there. r3 returns two zero rows instead, which makes the
    TF-IDF cosine and BM25 parts 0 — the only sensible value for "no shared words".
    """
    cls, config_context = _vectorizer_class()
    vectorizer = cls() if analyzer is None else cls(analyzer=analyzer)
    try:
        # Skipping scikit-learn's argument checks (defaults are valid) saves a third of the
        # time of a two-document fit, which an evaluation makes once or twice per item.
        with config_context(skip_parameter_validation=True, assume_finite=True):
            matrix = vectorizer.fit_transform([a, b]).toarray()
    except ValueError:  # empty vocabulary
        return np.zeros(0), np.zeros(0)
    return matrix[0], matrix[1]


def bm25(t1: np.ndarray, t2: np.ndarray, *, k1: float = BM25_K1, b: float = BM25_B) -> float:
    """The reference's BM25 of row ``t1`` against row ``t2``::

        dl = sum(t1); avgdl = (sum(t1) + sum(t2)) / 2
        idf_j = max(0, ln(3 / (df_j + 1)) + 1)      # df_j: rows (of the two) where column j ≠ 0
        bm25 = Σ_j t1_j (k1 + 1) / (t1_j + k1 (1 − b + b·dl/avgdl)) · t2_j · idf_j

    It is asymmetric (``dl`` is ``t1``'s) and not bounded by 1.
    """
    if t1.size == 0:
        return 0.0
    dl = float(t1.sum())
    avgdl = (float(t1.sum()) + float(t2.sum())) / 2
    if avgdl == 0:
        return 0.0
    df = (t1 != 0).astype(float) + (t2 != 0).astype(float)
    idf = np.maximum(np.log(3.0 / (df + 1.0)) + 1.0, 0.0)
    denominator = t1 + k1 * (1 - b + b * dl / avgdl)
    terms = np.divide(t1 * (k1 + 1), denominator, out=np.zeros_like(t1), where=denominator != 0)
    return float((terms * t2 * idf).sum())


def cosine_rows(t1: np.ndarray, t2: np.ndarray) -> float:
    """``t1 · t2``: the TF-IDF rows are l2-normalised, so this is their cosine."""
    if t1.size == 0:
        return 0.0
    return float(np.dot(t1, t2))


def paper_lexsim(a: str, b: str) -> float:
    """The reference's ``lexsim(a, b) = 0.5·jac + 0.3·(bm25 + 1)/2 + 0.2·(t1 · t2)``.

    Note the BM25 part: with no shared word it still contributes ``0.3 · 0.5 = 0.15``, and for
    near-identical texts ``(bm25 + 1)/2`` can pass 1, so lexsim is not bounded by 1.
    """
    jac = jaccard(jieba_tokens(a), jieba_tokens(b))
    t1, t2 = tfidf_rows(a, b)
    return 0.5 * jac + 0.3 * (bm25(t1, t2) + 1) / 2 + 0.2 * cosine_rows(t1, t2)


def word_tokens(text: str) -> list[str]:
    """jieba tokens that hold a letter, digit or CJK character (the clean mode's tokens).

    Why drop the rest: every rendered result shares brackets, quotes, commas and spaces, so
    with them in the sets the Jaccard of two unrelated results is already high.
    """
    return [t for t in jieba_tokens(text) if _WORD.search(t)]


def normalised_bm25(a: str, b: str, *, analyzer: Callable[[str], list[str]] | None = None) -> float:
    """BM25 of ``a`` against ``b`` divided by the geometric mean of their self-scores, clipped to [0, 1].

    Why: the paper normalises with ``(bm25 + 1) / 2``, which gives 0.5 for texts without a
    shared word and more than 1 for near-identical ones; dividing by the self-scores makes
    identical texts 1 and disjoint ones 0, the range a weighted mean needs.
    """
    t1, t2 = tfidf_rows(a, b, analyzer=analyzer)
    if t1.size == 0:
        return 0.0
    self_a, self_b = bm25(t1, t1), bm25(t2, t2)
    if self_a <= 0 or self_b <= 0:
        return 0.0
    return min(1.0, max(0.0, bm25(t1, t2) / math.sqrt(self_a * self_b)))


__all__ = [
    "BM25_B",
    "BM25_K1",
    "bm25",
    "cosine_rows",
    "jaccard",
    "jieba_tokens",
    "normalised_bm25",
    "paper_lexsim",
    "tfidf_rows",
    "word_tokens",
]
