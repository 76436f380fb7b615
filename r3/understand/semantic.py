"""Match a question's words to schema items by meaning, with a configured embedder.

Why: the schema's own words, comments, aliases and the bilingual glossary cover the usual
vocabulary; a user's paraphrase ("motion picture" for ``movie``, "影片公司" for ``studio``)
may still miss. When the pipeline has a semantic embedder (``retrieval.embedder``: a
multilingual BGE, MiniLM for English, an OpenAI-compatible endpoint), each item's
description (its name split into words, its comment and aliases) is embedded once, and every
content word or short phrase of the question the lexical match left unclaimed is compared
with them: a cosine of at least ``min_similarity`` names the item, with a strength below a
lexical match's (``weight`` × cosine). The hashing embedder is not semantic and is never used.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from r3.contracts.schema import SpaceSchema
from r3.embedders import Embedder, HashingEmbedder, normalize_rows
from r3.retrieval.english_words import SEMANTIC_STOPWORDS
from r3.understand.profile import split_name

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}|[\u3400-\u9fff]{2,4}")


@dataclass(frozen=True)
class SemanticMention:
    key: str
    score: float
    start: int


class SemanticMatcher:
    """Items of one space with their description vectors (module doc)."""

    def __init__(
        self,
        embedder: Embedder,
        descriptions: dict[str, str],
        *,
        min_similarity: float = 0.6,
        weight: float = 0.8,
    ) -> None:
        self.embedder = embedder
        self.keys = list(descriptions)
        self.min_similarity = min_similarity
        self.weight = weight
        texts = [descriptions[k] for k in self.keys]
        self.vectors = normalize_rows(np.asarray(embedder.embed(texts), dtype=np.float32)) if texts else None

    @classmethod
    def for_schema(cls, embedder: Any, schema: SpaceSchema, **options: Any) -> SemanticMatcher | None:
        """A matcher over the schema's items, or None for no or a non-semantic embedder."""
        if embedder is None or isinstance(embedder, HashingEmbedder):
            return None

        descriptions: dict[str, str] = {}
        for kind, items in (("tag", schema.tags), ("edge", schema.edges)):
            for item in items.values():
                descriptions[f"{kind}:{item.name}"] = " ".join(
                    [*split_name(item.name), item.comment or ""]
                ).strip()
                for p in item.properties:
                    text = " ".join([*split_name(p.name), p.comment or ""]).strip()
                    descriptions[f"prop:{item.name}.{p.name}"] = text
        return cls(embedder, descriptions, **options)

    def mentions(self, question: str, skip: Sequence[tuple[int, int]] = ()) -> dict[str, SemanticMention]:
        """Items named by meaning: for each item, the best question word at or above the threshold."""
        words = [
            (m.group(0), m.start())
            for m in _WORD.finditer(question)
            if m.group(0).lower() not in SEMANTIC_STOPWORDS
            and not any(m.start() < b and a < m.end() for a, b in skip)
        ]
        if not words or self.vectors is None:
            return {}
        query = normalize_rows(np.asarray(self.embedder.embed([w for w, _ in words]), dtype=np.float32))
        sims = query @ self.vectors.T
        out: dict[str, SemanticMention] = {}
        for j, key in enumerate(self.keys):
            i = int(np.argmax(sims[:, j]))
            sim = float(sims[i, j])
            if sim >= self.min_similarity:
                out[key] = SemanticMention(key, round(self.weight * sim, 4), words[i][1])
        return out


__all__ = ["SemanticMatcher", "SemanticMention"]
