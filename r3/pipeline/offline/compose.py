"""Compose queries for a question from the graph's schema and data — no demonstration needed.

Why: a user brings their own graph and no examples. The composer reads the question against
the graph (:mod:`.understand`: anchors, mentioned schema items, numbers and operator words;
:mod:`.hypotheses`: scored readings as :class:`~.intent.Intent`), writes each reading as a
query tree (:mod:`.build`) and prints it. Every candidate is well-formed by construction and
carries its reading's score as prior and its reasons as notes; the refiner dry-runs them next
to adapted demonstrations and the selection picks one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from r3.errors import R3Error
from r3.lang import ast as A
from r3.lang.printer import to_text
from r3.pipeline.offline.build import BuildError, build
from r3.pipeline.offline.freetext import with_free_text
from r3.pipeline.offline.hypotheses import hypotheses
from r3.pipeline.offline.intent import Intent
from r3.pipeline.offline.linking import Link
from r3.pipeline.offline.profile import GraphProfile
from r3.pipeline.offline.select import Candidate
from r3.pipeline.offline.text import QuestionFacts
from r3.pipeline.offline.understand import read

Neighbours = Callable[[Any], set[tuple[str, str]]]


def neighbours_on(engine: Any, space: str | None = None) -> Neighbours:
    """(edge type, direction) pairs that really touch a vertex, read from ``engine``."""

    def edges_of_vertex(vid: Any) -> set[tuple[str, str]]:
        found: set[tuple[str, str]] = set()
        start = to_text(A.Literal(vid))
        for direction, word in (("out", ""), ("in", " REVERSELY")):
            try:
                result = engine.execute(f"GO FROM {start} OVER *{word} YIELD DISTINCT type(edge) AS t")
            except R3Error:
                continue
            found.update((str(row[0]), direction) for row in result.rows if row and row[0] is not None)
        return found

    return edges_of_vertex


def intents_for(
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    profile: GraphProfile,
    *,
    neighbours: Neighbours | None = None,
) -> list[Intent]:
    """The scored readings of ``question`` on the profiled graph, best first (with the
    free-text readings of :mod:`.freetext` when it asks about a long text property)."""
    return with_free_text(
        question, hypotheses(read(question, links, facts, profile, neighbours=neighbours)), profile
    )


def compose(
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    profile: GraphProfile | None,
    *,
    neighbours: Neighbours | None = None,
) -> list[Candidate]:
    """One candidate per reading that can be written (module doc)."""
    if profile is None:
        return []
    cands: list[Candidate] = []
    seen: set[str] = set()
    for intent in intents_for(question, links, facts, profile, neighbours=neighbours):
        try:
            query = to_text(build(intent, profile.display))
        except BuildError:
            continue
        if query in seen:
            continue
        seen.add(query)
        cands.append(
            Candidate(
                query,
                "compose",
                prior=intent.score,
                origin=[f"compose:{intent.shape}"],
                notes=list(intent.reasons),
            )
        )
    return cands


__all__ = ["Neighbours", "compose", "intents_for", "neighbours_on"]
