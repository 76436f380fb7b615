"""Meaning-based matching of question words to schema items (r3.understand.semantic)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.embedders import HashingEmbedder
from r3.understand.profile import GraphProfile
from r3.understand.reading import mentions
from r3.understand.semantic import SemanticMatcher

pytestmark = pytest.mark.quick

#: A toy "semantic" space: words of one meaning share a direction (``opus`` is a tag name
#: no glossary knows, so only meaning can tie "motion pictures" / "影片" to it).
MEANINGS = {
    "opus": 0,
    "film": 0,
    "motion": 0,
    "picture": 0,
    "影片": 0,
    "电影": 0,
    "company": 1,
    "studio": 1,
    "公司": 1,
    "year": 2,
    "release": 2,
    "发行": 2,
}


class ToyEmbedder:
    """Each text → the mean of its words' meaning directions (unknown words: a far direction)."""

    dim = 8

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            hits = [MEANINGS[w] for w in MEANINGS if w in text.lower()]
            for h in hits:
                out[i, h] += 1.0
            if not hits:
                out[i, 7] = 1.0
        return out


def schema() -> SpaceSchema:
    s = SpaceSchema("g")
    s.add(SchemaItem("opus", "tag", [PropertyDef("title", "string"), PropertyDef("release_year", "int")]))
    s.add(SchemaItem("studio", "tag", [PropertyDef("name", "string")]))
    return s


@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("Which motion pictures came out in 2010?", "tag:opus"),
        ("哪些影片是2010年的？", "tag:opus"),
        ("Which company made it?", "tag:studio"),
    ],
)
def test_a_paraphrase_names_the_item_by_meaning(question: str, key: str) -> None:
    profile = GraphProfile.build(schema())
    assert key not in mentions(question, profile)  # the words alone do not name it
    profile.matcher = SemanticMatcher.for_schema(ToyEmbedder(), profile.schema)
    found = mentions(question, profile)
    assert key in found and found[key].score < 1.0  # weaker than a lexical match


def test_a_lexical_match_keeps_its_strength() -> None:
    profile = GraphProfile.build(schema())
    profile.matcher = SemanticMatcher.for_schema(ToyEmbedder(), profile.schema)
    assert mentions("Which opus came out in 2010?", profile)["tag:opus"].score == 1.0


def test_no_matcher_without_a_semantic_embedder() -> None:
    assert SemanticMatcher.for_schema(None, schema()) is None
    assert SemanticMatcher.for_schema(HashingEmbedder(), schema()) is None
