"""Compose queries for a question from the graph's schema and data — no demonstration needed.

Why: a user brings their own graph and no examples. The composer reads the question against
the graph (:mod:`.reading`: anchors, mentioned schema items, numbers and operator words;
:mod:`.hypotheses`: scored readings as :class:`~.intent.Intent`), writes each reading as a
query tree (:mod:`.build`) and prints it. Every query is well-formed by construction and
keeps the reading it was written from (its score and reasons); the offline refiner
(:mod:`r3.pipeline.offline.refiner`) makes them candidates, dry-runs them next to adapted
demonstrations and the selection picks one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from r3.errors import R3Error
from r3.lang import ast as A
from r3.lang.printer import to_text
from r3.understand.build import BuildError, build
from r3.understand.cues import QuestionFacts
from r3.understand.freetext import with_free_text
from r3.understand.hypotheses import hypotheses
from r3.understand.intent import Intent
from r3.understand.linking import Link
from r3.understand.ordinal import at_rank
from r3.understand.profile import GraphProfile
from r3.understand.reading import Reading, read

Neighbours = Callable[[Any], set[tuple[str, str]]]


@dataclass(frozen=True)
class Composed:
    """One reading written as a query: the query's text and the reading (its score, shape, reasons)."""

    query: str
    intent: Intent
    #: The reading of the question every composed query of it comes from (one per question).
    reading: Reading = field(compare=False, repr=False)


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
    return _intents(read(question, links, facts, profile, neighbours=neighbours))


def _intents(reading: Reading) -> list[Intent]:
    return with_free_text(reading.question, at_rank(reading, hypotheses(reading)), reading.profile)


def compose(
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    profile: GraphProfile | None,
    *,
    neighbours: Neighbours | None = None,
) -> list[Composed]:
    """One query per reading that can be written, best reading first, each text once (module doc)."""
    if profile is None:
        return []
    out: list[Composed] = []
    seen: set[str] = set()
    reading = read(question, links, facts, profile, neighbours=neighbours)
    for intent in _intents(reading):
        try:
            query = to_text(build(intent, profile.display))
        except BuildError:
            continue
        if query in seen:
            continue
        seen.add(query)
        out.append(Composed(query, intent, reading))
    return out


__all__ = ["Composed", "Neighbours", "compose", "intents_for", "neighbours_on"]
