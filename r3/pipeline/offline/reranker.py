"""The model-free reranker: which CRUD functions, clauses and schema classes a question needs.

R³-NL2GQL fine-tunes a small model for this; offline, r3 takes a nearest-neighbour vote
over the demonstration pool instead. The question's ``k`` most similar demonstrations
(:meth:`DemoPool.nearest`, names masked) vote with their similarity for the labels that
:func:`r3.lang.analysis.analyze` derives from their gold queries; a label wins when it gets
at least half of the vote. Schema classes add two kinds of direct evidence that need no
demonstration: the tags/edge types of the names the linker found in the question, and
schema names written in it (``likeness``, ``serve``). Labels use r3's analysis vocabulary
(``MATCH``, ``GO``, ``WHERE``, ``ORDER BY``, …); :meth:`RerankPrediction.paper_labels`
gives the paper's (``QUERY``, ``ORDER_BY``, …), voted the same way.

Fitting is building the pool (a second or two for a thousand questions).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.lang.analysis import PaperLabels
from r3.pipeline.offline.demos import Demo, DemoPool, Neighbour
from r3.understand.cues import QuestionFacts, question_facts
from r3.understand.linking import Link, as_links, resolve_links

#: A label needs this share of the neighbours' vote.
VOTE_SHARE = 0.5
#: Weight of a class named by a linked name or written in the question, relative to the whole vote.
DIRECT_CLASS_WEIGHT = 0.6


@dataclass
class RerankPrediction:
    """The reranker's answer: labels in r3's analysis vocabulary, plus every label's vote share."""

    crud: list[str] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    #: ``crud:GO``, ``clause:WHERE``, ``class:like``, ``paper-crud:QUERY`` … → share of the vote.
    scores: dict[str, float] = field(default_factory=dict)
    paper: PaperLabels = field(default_factory=PaperLabels)

    def paper_labels(self) -> PaperLabels:
        """The same prediction in the paper's label names (``QUERY``, ``ORDER_BY``, …)."""
        return self.paper


class OfflineReranker:
    """Nearest-neighbour label vote over a :class:`DemoPool` (module doc)."""

    def __init__(
        self,
        pool: DemoPool,
        schema_for_space: Callable[[str], SpaceSchema | None] | None = None,
        *,
        linker_for_space: Callable[[str], Any] | None = None,
        k: int = 10,
    ) -> None:
        self.pool = pool
        self.schema_for_space = schema_for_space
        self.linker_for_space = linker_for_space
        self.k = k

    @classmethod
    def fit(
        cls,
        demos: Sequence[Demo] | DemoPool,
        schema_for_space: Callable[[str], SpaceSchema | None] | None = None,
        *,
        linker_for_space: Callable[[str], Any] | None = None,
        k: int = 10,
    ) -> OfflineReranker:
        """A reranker over ``demos`` (a list, or an already built pool)."""
        pool = (
            demos
            if isinstance(demos, DemoPool)
            else DemoPool(demos, schema_for_space=schema_for_space, linker_for_space=linker_for_space)
        )
        return cls(pool, schema_for_space, linker_for_space=linker_for_space, k=k)

    def predict(
        self,
        question: str,
        space: str,
        *,
        links: Sequence[Any] | None = None,
        facts: QuestionFacts | None = None,
        exclude_ids: Iterable[str] = (),
        neighbours: Sequence[Neighbour] | None = None,
    ) -> RerankPrediction:
        """Labels for ``question`` in ``space``; the question itself is never its own neighbour."""
        lks = self._links(question, space, links)
        facts = facts or question_facts(question, names=[lk.span for lk in lks])
        if neighbours is None:
            exclude_ids = list(exclude_ids)
            evidence = self.pool.evidence(question, space, exclude_ids=exclude_ids)
            neighbours = self.pool.nearest(
                question, lks, facts, space=space, k=self.k, exclude_ids=exclude_ids, evidence=evidence
            )
        votes: dict[str, float] = defaultdict(float)
        total = sum(max(n.similarity, 0.0) for n in neighbours) or 1.0
        for n in neighbours:
            a = n.info.analysis
            if a is None:
                continue
            w = max(n.similarity, 0.0) / total
            for label in set(a.crud):
                votes["crud:" + label] += w
            for label in set(a.clauses):
                votes["clause:" + label] += w
            for label in {*a.tags, *a.edge_types}:
                votes["class:" + label] += w
            paper = a.paper_labels()
            for label in set(paper.crud):
                votes["paper-crud:" + label] += w
            for label in set(paper.clauses):
                votes["paper-clause:" + label] += w
        for cls_name in self._direct_classes(question, space, lks):
            votes["class:" + cls_name] += DIRECT_CLASS_WEIGHT
        pred = RerankPrediction(scores=dict(votes))
        order = sorted(votes.items(), key=lambda kv: -kv[1])
        for key, share in order:
            kind, _, label = key.partition(":")
            if share < VOTE_SHARE:
                continue
            {
                "crud": pred.crud,
                "clause": pred.clauses,
                "class": pred.classes,
                "paper-crud": pred.paper.crud,
                "paper-clause": pred.paper.clauses,
            }[kind].append(label)
        if not pred.crud:
            best = next((k for k, _ in order if k.startswith("crud:")), None)
            if best:
                pred.crud.append(best.split(":", 1)[1])
        pred.paper.classes = list(pred.classes)
        return pred

    def _links(self, question: str, space: str, links: Sequence[Any] | None) -> list[Link]:
        if links is None:
            linker = self.linker_for_space(space) if self.linker_for_space is not None else None
            links = linker.link(question, 10) if linker is not None else []
        return resolve_links(as_links(links, question))

    def _direct_classes(self, question: str, space: str, links: Sequence[Link]) -> set[str]:
        out: set[str] = set()
        for lk in links:
            if lk.kind in ("vertex", "value") and lk.schema:
                out.add(lk.schema)
        schema = self.schema_for_space(space) if self.schema_for_space else None
        if schema is not None:
            low = question.lower()
            for name in [*schema.tags, *schema.edges]:
                if len(name) >= 3 and name.lower() in low:
                    out.add(name)
        return out


__all__ = ["DIRECT_CLASS_WEIGHT", "OfflineReranker", "RerankPrediction", "VOTE_SHARE"]
