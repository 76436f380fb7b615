"""Compose queries from skeleton patterns and linked names (stub while adapting is measured)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from r3.graph.schema import SpaceSchema
from r3.pipeline.offline.linking import Link
from r3.pipeline.offline.select import Candidate
from r3.pipeline.offline.text import QuestionFacts


def compose(
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    schema: SpaceSchema | None,
    rerank: Any,
    *,
    evidence: dict[str, float] | None = None,
) -> list[Candidate]:
    return []
