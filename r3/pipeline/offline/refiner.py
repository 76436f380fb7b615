"""The model-free refiner: compose from the graph, adapt demonstrations, check, pick one.

This is the offline stand-in for R³-NL2GQL's large refiner model. For one question:

1. link the question (the given links, else the space's linker, else :class:`StoreLinker`
   over the engine), read its numbers and cues;
2. retrieve the ``k`` nearest demonstrations of the space (the question itself and
   ``exclude_ids`` never count — see :mod:`.demos`) and adapt each (:mod:`.adapt`), with
   variants (stale filters dropped, schema names swapped to what the question asks for,
   the projection trimmed); identical queries are merged into one candidate whose prior is
   the best similarity plus ``VOTE_FACTOR`` × the others' (a vote of agreeing demos);
3. compose queries from the graph's schema and data (:mod:`r3.understand.compose`: the question read
   against the space's :class:`~r3.understand.profile.GraphProfile`, no demonstration needed) — the
   way r3 answers on a graph nobody wrote examples for;
4. dry-run every candidate on the graph and score it (:mod:`.select`); return the best.

The result always names every candidate with its checks, so a caller (the repair loop, a
report) can see why one won.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.lang.printer import to_text
from r3.lexical import note as lexical_note
from r3.pipeline.offline.adapt import Adaptation, adapt, drop_stale_conditions, mismatch
from r3.pipeline.offline.demos import Demo, DemoPool
from r3.pipeline.offline.reranker import OfflineReranker, RerankPrediction
from r3.pipeline.offline.select import (
    Candidate,
    agreement,
    answer_fit,
    choose,
    dry_run,
    final_score,
    schema_fit,
    swaps,
)
from r3.represent.schema_code import GraphScans
from r3.understand.compose import Composed, compose, neighbours_on
from r3.understand.cues import QuestionFacts, is_concept, question_facts
from r3.understand.explained import Explained, explained
from r3.understand.linking import Link, StoreLinker, as_links, resolve_links
from r3.understand.profile import GraphProfile
from r3.understand.semantic import SemanticMatcher

#: Share of a duplicate candidate's prior added to the one kept (a vote of agreeing demos).
VOTE_FACTOR = 0.3
MISMATCH_WEIGHT = 0.5
#: Extra cost of a candidate whose schema names were swapped to match the question.
SWAP_COST = 0.15
#: Lexicon evidence at which a quoted text counts as a schema concept, not a name.
CONCEPT_EVIDENCE = 0.8


def composed_candidate(composed: Composed) -> Candidate:
    """The candidate of one composed query: its reading's score as prior, its reasons as notes."""
    return Candidate(
        composed.query,
        "compose",
        prior=composed.intent.score,
        origin=[f"compose:{composed.intent.shape}"],
        notes=list(composed.intent.reasons),
    )


@dataclass
class RefinerResult:
    """The chosen query (``""`` when nothing could be proposed), every candidate, and notes."""

    query: str
    candidates: list[Candidate] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    rerank: RerankPrediction | None = None
    links: list[Link] = field(default_factory=list)
    #: Per composed query, the content words its reading leaves unexplained (:mod:`r3.understand.explained`).
    explained: dict[str, Explained] = field(default_factory=dict)

    @property
    def chosen(self) -> Candidate | None:
        return next((c for c in self.candidates if c.query == self.query), None)


class OfflineRefiner:
    """Offline query generation for one or more spaces (module doc).

    ``engine_for_space(space)`` gives the backend candidates are dry-run on (an r3
    :class:`~r3.engine.engine.Engine` or anything with ``execute``); ``schema_for_space``
    the schema they are validated against; ``demos`` the solved questions (a list or a
    built :class:`DemoPool`); ``linker_for_space`` (optional) a linker per space.
    """

    def __init__(
        self,
        engine_for_space: Callable[[str], Any],
        schema_for_space: Callable[[str], SpaceSchema | None],
        demos: Sequence[Demo] | DemoPool,
        linker_for_space: Callable[[str], Any] | None = None,
        *,
        aliases_for_space: Callable[[str], Any] | None = None,
        schema_embedder: Any = None,
        k: int = 8,
        reranker: OfflineReranker | None = None,
        timeout_s: float = 3.0,
        use_compose: bool = True,
        use_demos: bool = True,
    ) -> None:
        self.engine_for_space = engine_for_space
        self.schema_for_space = schema_for_space
        self._linkers: dict[str, Any] = {}
        self._given_linker = linker_for_space
        self.pool = (
            demos
            if isinstance(demos, DemoPool)
            else DemoPool(demos, schema_for_space=self._schema, linker_for_space=self.linker)
        )
        self.reranker = reranker or OfflineReranker(self.pool, self._schema, linker_for_space=self.linker)
        self.k = k
        self.timeout_s = timeout_s
        self.use_compose = use_compose
        self.use_demos = use_demos
        self._profiles: dict[str, GraphProfile | None] = {}
        self.aliases_for_space = aliases_for_space
        self.schema_embedder = schema_embedder

    # ------------------------------------------------------------------ helpers
    def _schema(self, space: str) -> SpaceSchema | None:
        try:
            return self.schema_for_space(space)
        except R3Error:
            return None

    def linker(self, space: str) -> Any:
        """The linker of a space: the given one, else a :class:`StoreLinker` over its engine."""
        if space in self._linkers:
            return self._linkers[space]
        linker = self._given_linker(space) if self._given_linker is not None else None
        if linker is None:
            try:
                engine = self.engine_for_space(space)
            except R3Error:
                engine = None
            if isinstance(engine, GraphScans):
                linker = StoreLinker.from_engine(engine, space)
        self._linkers[space] = linker
        return linker

    def profile(self, space: str) -> GraphProfile | None:
        """The space's words and data facts (:class:`GraphProfile`), read once."""
        if space not in self._profiles:
            schema = self._schema(space)
            try:
                engine = self.engine_for_space(space)
            except R3Error:
                engine = None
            if schema is None:
                self._profiles[space] = None
            else:
                aliases = self.aliases_for_space(space) if self.aliases_for_space is not None else None
                if isinstance(engine, GraphScans):
                    profile = GraphProfile.from_engine(engine, space, schema, aliases=aliases)
                else:
                    profile = GraphProfile.build(schema, aliases=aliases)
                profile.matcher = SemanticMatcher.for_schema(self.schema_embedder, schema)
                self._profiles[space] = profile
        return self._profiles[space]

    # ------------------------------------------------------------------ generation
    def generate(
        self,
        question: str,
        space: str,
        *,
        rerank: RerankPrediction | None = None,
        links: Sequence[Any] | None = None,
        exclude_ids: Iterable[str] = (),
    ) -> RefinerResult:
        """The best checked query for ``question`` (see the module doc).

        Demonstrations whose id is in ``exclude_ids`` — and any whose question is identical
        to ``question`` — are never used (leave-one-out is the default, not an option).
        """
        excluded = frozenset(exclude_ids)
        schema = self._schema(space)
        if links is None:
            linker = self.linker(space)
            links = linker.link(question, 10) if linker is not None else []
        lks = resolve_links(as_links(links, question))
        facts = question_facts(question, names=[lk.span for lk in lks])
        evidence = self.pool.evidence(question, space, exclude_ids=excluded)
        neighbours = self.pool.nearest(
            question, lks, facts, space=space, k=self.k, exclude_ids=excluded, evidence=evidence
        )
        if rerank is None:
            rerank = self.reranker.predict(
                question, space, links=lks, facts=facts, exclude_ids=excluded, neighbours=neighbours
            )
        result = RefinerResult("", rerank=rerank, links=list(lks))
        names_facts = self._without_concepts(facts, lks, space, schema, excluded)
        by_text: dict[str, Candidate] = {}

        votes: dict[str, list[float]] = {}

        def add(cand: Candidate) -> None:
            votes.setdefault(cand.query, []).append(cand.prior)
            cur = by_text.get(cand.query)
            if cur is None or cand.prior - cand.mismatch > cur.prior - cur.mismatch:
                if cur is not None:
                    cand.origin.extend(o for o in cur.origin if o not in cand.origin)
                by_text[cand.query] = cand
            else:
                cur.origin.extend(o for o in cand.origin if o not in cur.origin)

        if self.use_demos:
            for n in neighbours:
                ad = adapt(n.info, question, lks, names_facts, schema)
                if ad is None:
                    continue
                for cand in self._demo_candidates(ad, n.similarity, evidence, schema):
                    add(cand)
        engine = self.engine_for_space(space)
        if self.use_compose:
            edges_of = neighbours_on(engine, space) if engine is not None else None
            profile = self.profile(space)
            for composed in compose(question, lks, names_facts, profile, neighbours=edges_of):
                add(composed_candidate(composed))
                result.explained[composed.query] = explained(composed.reading, composed.intent)
            if lexical_note():
                result.notes.append(lexical_note())
        names = {lk.text for lk in lks if lk.kind != "quoted"}
        for text, cand in by_text.items():
            # Agreeing demonstrations vote: the best one's similarity plus a share of the others'.
            priors = sorted(votes[text], reverse=True)
            cand.prior = priors[0] + VOTE_FACTOR * sum(priors[1:])
            dry_run(cand, engine, schema, space=space, timeout_s=self.timeout_s)
            cand.coverage = sum(1 for n in names if n in cand.query) / len(names) if names else 1.0
            cand.fit = schema_fit(cand.query, schema, evidence)
            cand.answer = answer_fit(cand.result, facts.cues)
            cand.score = final_score(cand, agree=agreement(cand.query, schema, rerank.crud, rerank.classes))
        result.candidates = sorted(by_text.values(), key=lambda c: -c.score)
        best = choose(result.candidates)
        if best is not None:
            result.query = best.query
            if not best.ok:
                result.notes.append("no candidate ran cleanly; returning the best-scored one")
        else:
            result.notes.append("no candidate could be proposed")
        return result

    # ------------------------------------------------------------------ pieces
    def _demo_candidates(
        self, ad: Adaptation, similarity: float, evidence: dict[str, float], schema: SpaceSchema | None
    ) -> list[Candidate]:
        """The adapted demo, plus variants: stale filters dropped, schema names swapped to the evidence."""
        demo_id = ad.demo.demo.id
        source = "synth" if ad.demo.demo.source == "synth" else "demo"

        def candidate(query: str, cost: float, notes: list[str]) -> Candidate:
            return Candidate(query, source, prior=similarity, origin=[demo_id], mismatch=cost, notes=notes)

        variants = [ad]
        dropped = drop_stale_conditions(ad)
        if dropped is not None:
            variants.append(dropped)
        out = [candidate(to_text(v.script), MISMATCH_WEIGHT * mismatch(v), list(v.notes)) for v in variants]
        if schema is None:
            return out
        for cand in list(out):
            for script, note in swaps(cand.query, schema, evidence):
                out.append(candidate(to_text(script), cand.mismatch + SWAP_COST, [*cand.notes, note]))
        return out

    def _without_concepts(
        self,
        facts: QuestionFacts,
        links: Sequence[Link],
        space: str,
        schema: SpaceSchema | None,
        excluded: Iterable[str],
    ) -> QuestionFacts:
        """The facts with quoted *concepts* (``'喜欢'``, ``'like'``, ``'service'``) no longer counted as names.

        An unlinked quoted text is a concept when it is written in Chinese characters only
        (stored Chinese names are linked), when it names a schema item, or when the lexicon
        hears a schema item in it.
        """
        kept: list[tuple[int, int]] = []
        for s, e in facts.quoted:
            if any(lk.start < e and s < lk.end for lk in links):
                kept.append((s, e))
                continue
            text = facts.question[s:e].strip()
            if is_concept(text, schema) or any(
                v >= CONCEPT_EVIDENCE for v in self.pool.evidence(text, space, exclude_ids=excluded).values()
            ):
                continue
            kept.append((s, e))
        if len(kept) == len(facts.quoted):
            return facts
        return replace(facts, quoted=kept)


__all__ = ["OfflineRefiner", "RefinerResult"]
