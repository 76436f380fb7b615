"""The R³ flow for one question: reranker ∥ rewriter → refiner → check → repair → (vote) → run.

1. The reranker and the rewriter are independent (one reads the schema, the other the stored
   data), so they run in two threads, as the paper runs its two small models in parallel.
2. The refiner writes a candidate; :class:`~r3.pipeline.checks.Checker` parses it, refuses
   writes (unless allowed), validates it against the schema and dry-runs it. A failure (or a
   dry run with no rows) is first repaired by r3 itself where the fix is certain
   (:mod:`r3.pipeline.repair`, ``repair.fix``): the repaired query is a candidate of its own,
   checked again, with no model call. What is still wrong goes back to the refiner as
   structured feedback, up to ``repair.retries`` times.
3. With ``self_consistency.samples > 1`` several candidates are sampled (the first at the
   configured temperature, the rest hotter), each checked and repaired; the candidates that
   pass vote with their results (same rows = same answer) and the largest group wins.
4. ``execute=True`` runs the chosen query (reusing the dry run's rows when it executed).
5. :mod:`r3.pipeline.confidence` rates the chosen query (where it came from, which words of
   the question it covers, what the checks found): ``ok`` above ``confidence.threshold``,
   ``uncertain`` below. A question that names nothing the graph holds is ``unanswerable``
   right after step 1, and nothing is generated or run for it.

Everything lands in the :class:`~r3.pipeline.trace.Trace` of the :class:`Result`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.errors import QueryError
from r3.pipeline.checks import STATUS_RANK, Checker, Outcome, QueryRunner, resolve_mode
from r3.pipeline.confidence import CheckFacts, Lexicon, answerability, assess, status_for
from r3.pipeline.config import PipelineConfig
from r3.pipeline.refiner import run_refiner
from r3.pipeline.repair import Repairer
from r3.pipeline.reranker import run_reranker
from r3.pipeline.result import Result, ResultStatus
from r3.pipeline.rewriter import run_rewriter
from r3.pipeline.trace import Attempt, Trace
from r3.pipeline.types import (
    Feedback,
    LexiconSource,
    Origin,
    Refiner,
    RefineRequest,
    Reranker,
    RerankOutput,
    RewriteOutput,
    Rewriter,
    StageInput,
)
from r3.values import render_row


@dataclass
class _Candidate:
    attempt: Attempt
    outcome: Outcome
    origin: Origin = field(default_factory=Origin)


class Orchestrator:
    """Runs the three stages and the check/repair loop for one question at a time (thread-safe:
    every call keeps its state in local variables and its own trace)."""

    def __init__(
        self,
        reranker: Reranker,
        rewriter: Rewriter,
        refiner: Refiner,
        config: PipelineConfig,
        *,
        aliases: Callable[[str], Aliases | None] | None = None,
    ) -> None:
        self.reranker = reranker
        self.rewriter = rewriter
        self.refiner = refiner
        self.config = config
        #: The user aliases of a space (``aliases.yaml``): words the confidence reads as schema words.
        self.aliases = aliases

    def run(
        self,
        question: str,
        space: SpaceSchema,
        *,
        runner: QueryRunner | None = None,
        row_id: str | None = None,
        execute: bool = False,
        progress: Callable[[str, dict[str, Any]], None] | None = None,
    ) -> Result:
        """Answer ``question`` on ``space``; ``runner`` dry-runs (and with ``execute`` runs) queries.
        ``progress(stage, info)`` hears of each stage as it finishes (the API streams it)."""
        tell = progress or _silent
        started = time.perf_counter()
        config = self.config
        request = StageInput(question, space, config.dialect, row_id)
        trace = Trace(question, space.name, config.dialect, config.name, config.config_hash())

        rerank, rewrite = self._small_stages(request, trace)
        trace.timings["rerank+rewrite"] = time.perf_counter() - started
        tell("rerank+rewrite", {"rewritten": rewrite.question, "classes": list(rerank.classes)})
        lexicon = self._lexicon(request)
        aliases = self.aliases(space.name) if self.aliases is not None else None
        # No linker ran (``rewriter: none``, or none for this graph): links are None and stored
        # names cannot be told from words the graph lacks, so nothing is refused on them.
        if config.confidence.answerable and rewrite.links is not None:
            verdict = answerability(question, space, rewrite.links, lexicon, aliases)
            if not verdict.answerable:
                result = Result(
                    question,
                    space.name,
                    config.dialect,
                    "",
                    "unanswerable",
                    verdict.reason,
                    rewrite.question,
                    trace=trace,
                    confidence=0.0,
                    reasons=[verdict.reason],
                )
                self._record(result)
                trace.timings["total"] = time.perf_counter() - started
                return result

        checker = Checker(
            space,
            config.dialect,
            mode=resolve_mode(config.repair.check, runner),
            runner=runner,
            allow_writes=config.allow_writes,
            on_warnings=config.repair.on_warnings,
            on_empty=config.repair.on_empty,
        )
        refine_started = time.perf_counter()
        repairer = (
            Repairer(space, config.dialect, runner=runner, links=rewrite.links or ())
            if config.repair.fix
            else None
        )
        finals = self._samples(request, rerank, rewrite, checker, trace, repairer)
        trace.timings["refine+check"] = time.perf_counter() - refine_started
        tell("refine+check", {"attempts": len(trace.attempts)})
        chosen = self._choose(finals, trace, lambda c: self._confidence_of(c, request, rewrite, lexicon))

        result = self._result(request, rewrite, chosen, trace)
        self._rate(result, request, rewrite, chosen, lexicon, aliases, trace)
        if execute:
            run_started = time.perf_counter()
            self._execute(result, chosen, runner)
            trace.timings["execute"] = time.perf_counter() - run_started
            tell("execute", {"rows": len(result.rows) if result.rows is not None else None})
        self._record(result)
        trace.timings["total"] = time.perf_counter() - started
        return result

    # ------------------------------------------------------------------ confidence
    def _lexicon(self, request: StageInput) -> Lexicon | None:
        """The refiner's word → schema-item evidence for the space, when it has one."""
        if not isinstance(self.refiner, LexiconSource):
            return None
        excluded = [request.row_id] if request.row_id is not None else []
        return self.refiner.lexicon(request.space_name, excluded)

    def _rate(
        self,
        result: Result,
        request: StageInput,
        rewrite: RewriteOutput,
        chosen: _Candidate | None,
        lexicon: Lexicon | None,
        aliases: Aliases | None,
        trace: Trace,
    ) -> None:
        """Hands the checked query's facts to :mod:`r3.pipeline.confidence`, which decides its
        confidence and whether ``ok`` becomes ``uncertain``; the facts land in the trace."""
        if chosen is None or result.status != "ok":
            result.confidence = 0.0
            result.reasons = [f"no query passed the checks ({result.status})"]
            return
        outcome = chosen.outcome
        rows = len(outcome.result.rows) if outcome.result is not None else None
        ran = outcome.result is not None and not outcome.writes
        checks = CheckFacts(
            ran=True if ran else None,
            rows=rows if ran else None,
            repaired=_earlier_failed(trace, chosen),
            split_vote=_split_vote(trace.vote),
            values=outcome.result.rows if ran and outcome.result is not None else None,
        )
        assessment, facts = assess(
            request.question,
            request.space,
            result.query,
            dialect=request.dialect,
            origin=chosen.origin,
            links=rewrite.links,
            lexicon=lexicon,
            aliases=aliases,
            checks=checks,
        )
        trace.stage("refiner").output["confidence_facts"] = facts.to_dict()
        result.confidence, result.reasons = assessment.confidence, assessment.reasons
        threshold = self.config.confidence.threshold
        if status_for(assessment.confidence, threshold) == "uncertain":
            result.status = "uncertain"
            result.reasons.append(
                f"confidence {assessment.confidence:.2f} is below the threshold {threshold:.2f}: check the answer"
            )

    @staticmethod
    def _record(result: Result) -> None:
        trace = result.trace
        trace.status, trace.confidence, trace.reasons = result.status, result.confidence, list(result.reasons)

    # ------------------------------------------------------------------ stages
    def _small_stages(self, request: StageInput, trace: Trace) -> tuple[RerankOutput, RewriteOutput]:
        rerank_trace = trace.stage("reranker")
        rewrite_trace = trace.stage("rewriter")
        if not self.config.concurrent:
            return (
                run_reranker(self.reranker, request, rerank_trace),
                run_rewriter(self.rewriter, request, rewrite_trace),
            )
        with ThreadPoolExecutor(max_workers=2, thread_name_prefix="r3-stage") as pool:
            rerank = pool.submit(run_reranker, self.reranker, request, rerank_trace)
            rewrite = pool.submit(run_rewriter, self.rewriter, request, rewrite_trace)
            return rerank.result(), rewrite.result()

    def _samples(
        self,
        request: StageInput,
        rerank: RerankOutput,
        rewrite: RewriteOutput,
        checker: Checker,
        trace: Trace,
        repairer: Repairer | None = None,
    ) -> list[_Candidate]:
        """The final candidate of each self-consistency sample (its best try)."""
        sc = self.config.self_consistency
        refine_trace = trace.stage("refiner")
        tried: list[str] = []
        finals: list[_Candidate] = []
        notes: list[str] = []
        for sample in range(sc.samples):
            history: list[tuple[str, Feedback]] = []
            best: _Candidate | None = None
            for _try in range(self.config.repair.retries + 1):
                refine_request = RefineRequest(
                    request,
                    rerank,
                    rewrite,
                    history=list(history),
                    sample=sample,
                    temperature=None if sample == 0 else sc.temperature,
                    tried=list(tried),
                )
                out = run_refiner(self.refiner, refine_request, refine_trace)
                notes.extend(n for n in out.notes if n not in notes)
                outcome = checker.check(out.query)
                attempt = Attempt(
                    number=len(trace.attempts) + 1,
                    sample=sample,
                    query=out.query,
                    status=outcome.status,
                    checks=outcome.checks,
                    feedback=outcome.feedback if not outcome.ok else None,
                    rows=len(outcome.result.rows) if outcome.result is not None else None,
                    raw=out.raw,
                )
                trace.attempts.append(attempt)
                candidate = _Candidate(attempt, outcome, out.origin)
                if out.query:
                    tried.append(out.query)
                fixed = _repaired(candidate, repairer, checker, trace) if repairer is not None else None
                for one in (candidate, fixed):
                    if one is not None and (
                        best is None or STATUS_RANK[one.outcome.status] <= STATUS_RANK[best.outcome.status]
                    ):
                        best = one
                last = fixed or candidate
                if fixed is not None:
                    tried.append(fixed.attempt.query)
                if last.outcome.ok or last.outcome.status == "write" or out.exhausted:
                    break  # done, refused (final), or the refiner has nothing more to offer
                assert last.outcome.feedback is not None
                history.append((last.attempt.query, last.outcome.feedback))
            if best is not None:
                finals.append(best)
        if notes:
            refine_trace.output["notes"] = notes
        return finals

    def _choose(
        self,
        finals: list[_Candidate],
        trace: Trace,
        confidence: Callable[[_Candidate], float] | None = None,
    ) -> _Candidate | None:
        """The self-consistency vote: the passing candidates grouped by their rows, the largest
        group wins; groups of the same size go to the higher ``confidence`` (computed only
        then), and within the group the most confident candidate is the answer."""
        if not finals:
            return None
        if len(finals) == 1:
            return finals[0]
        passing = [c for c in finals if c.outcome.ok]
        if not passing:
            return min(finals, key=lambda c: STATUS_RANK[c.outcome.status])
        groups: dict[Any, list[_Candidate]] = {}
        for candidate in passing:
            groups.setdefault(_answer_key(candidate), []).append(candidate)
        ranked = sorted(groups.values(), key=lambda g: (-len(g), g[0].attempt.sample))
        tied = [g for g in ranked if len(g) == len(ranked[0])]
        scores: dict[int, float] = {}
        if confidence is not None and (len(tied) > 1 or len(tied[0]) > 1):
            for group in tied:
                for c in group:
                    scores[id(c)] = confidence(c)
            for group in tied:
                group.sort(key=lambda c: (-scores[id(c)], c.attempt.sample))
            tied.sort(key=lambda g: (-scores[id(g[0])], g[0].attempt.sample))
            ranked = tied + ranked[len(tied) :]
        trace.vote = {
            "samples": len(finals),
            "passing": len(passing),
            "groups": [len(g) for g in ranked],
            "winner": f"sample {ranked[0][0].attempt.sample + 1}",
        }
        if len(tied) > 1 and scores:
            trace.vote["tie"] = {
                f"sample {g[0].attempt.sample + 1}": round(scores[id(g[0])], 3) for g in tied
            }
        return ranked[0][0]

    @staticmethod
    def _confidence_of(
        candidate: _Candidate, request: StageInput, rewrite: RewriteOutput, lexicon: Lexicon | None
    ) -> float:
        """A candidate's confidence as :mod:`r3.pipeline.confidence` rates it (for the vote's ties)."""
        result = candidate.outcome.result
        ran = result is not None and not candidate.outcome.writes
        checks = CheckFacts(
            ran=True if ran else None,
            rows=len(result.rows) if ran and result is not None else None,
            values=result.rows if ran and result is not None else None,
        )
        assessment, _facts = assess(
            request.question,
            request.space,
            candidate.attempt.query,
            dialect=request.dialect,
            origin=candidate.origin,
            links=rewrite.links,
            lexicon=lexicon,
            checks=checks,
        )
        return float(assessment.confidence)

    def _result(
        self, request: StageInput, rewrite: RewriteOutput, chosen: _Candidate | None, trace: Trace
    ) -> Result:
        refine_trace = trace.stage("refiner")
        error: str | None = None
        if chosen is None or not chosen.attempt.query:
            error = refine_trace.error or "the refiner produced no query"
            return Result(
                request.question,
                request.space_name,
                request.dialect,
                "",
                "no-query",
                error,
                rewrite.question,
                trace=trace,
            )
        outcome = chosen.outcome
        status: ResultStatus = "ok"
        if outcome.status == "write":
            status, error = "refused", outcome.feedback.message if outcome.feedback else "write refused"
        elif outcome.status not in ("ok", "empty"):
            status = "invalid"
            error = outcome.feedback.render() if outcome.feedback else outcome.status
        refine_trace.output["query"] = chosen.attempt.query
        refine_trace.output["status"] = outcome.status
        return Result(
            request.question,
            request.space_name,
            request.dialect,
            chosen.attempt.query,
            status,
            error,
            rewrite.question,
            trace=trace,
        )

    def _execute(self, result: Result, chosen: _Candidate | None, runner: QueryRunner | None) -> None:
        if not result.answered or chosen is None:
            return
        dry = chosen.outcome.result
        if dry is not None and not chosen.outcome.writes:
            result.columns, result.rows, result.executed = list(dry.columns), list(dry.rows), True
            result.reasons.extend(dry.notes)  # e.g. who answered answer()/summary()
            return
        if runner is None:
            result.error = "no graph to run the query on (pass a graph URL)"
            return
        try:
            rs = runner.run(result.query, allow_writes=self.config.allow_writes)
        except QueryError as e:
            result.error = f"{e.error_class}: {e}"
            return
        result.columns, result.rows, result.executed = list(rs.columns), list(rs.rows), True
        result.reasons.extend(rs.notes)


def _needs_repair(outcome: Outcome) -> bool:
    """A failed check (but not a refused write: that is what was asked), or a passing read,
    whose literals may name nothing stored and whose arrows the endpoint tags may rule out
    (:data:`r3.pipeline.repair.PASSED_KINDS`: only those are repaired in a passing query)."""
    if outcome.status in ("write", "no-query"):
        return False
    return not (outcome.ok and outcome.writes)


def _repaired(candidate: _Candidate, repairer: Repairer, checker: Checker, trace: Trace) -> _Candidate | None:
    """r3's own repair of ``candidate``, checked, as an attempt of its own (None: nothing to repair).

    A query that passed is replaced only by a repair that passes too and, where the dry run
    ran, finds rows; a failed one by whatever its repair becomes (the loop goes on from there).
    """
    before = candidate.attempt
    if not _needs_repair(candidate.outcome):
        return None
    repair = repairer.repair(before.query, passed=candidate.outcome.ok)
    if not repair.changed or repair.query == before.query:
        return None
    outcome = checker.check(repair.query)
    if candidate.outcome.ok and not (outcome.ok and (outcome.result is None or outcome.result.rows)):
        return None
    attempt = Attempt(
        number=len(trace.attempts) + 1,
        sample=before.sample,
        query=repair.query,
        status=outcome.status,
        checks=outcome.checks,
        feedback=outcome.feedback if not outcome.ok else None,
        rows=len(outcome.result.rows) if outcome.result is not None else None,
        source="repair",
        repairs=[str(f) for f in repair.fixes],
    )
    trace.attempts.append(attempt)
    return _Candidate(attempt, outcome, candidate.origin)


def _silent(_stage: str, _info: dict[str, Any]) -> None:
    """The progress callback of a caller that does not listen."""


def _earlier_failed(trace: Trace, chosen: _Candidate) -> bool:
    """Whether a candidate of the chosen one's sample failed its checks before it."""
    return any(
        a.sample == chosen.attempt.sample and a.number < chosen.attempt.number and not a.ok
        for a in trace.attempts
    )


def _split_vote(vote: dict[str, Any] | None) -> bool:
    """Whether the winning answer of a self-consistency vote lacked a majority of the samples."""
    if not vote or not vote.get("groups"):
        return False
    return int(vote["groups"][0]) * 2 <= int(vote.get("samples", 0))


def _answer_key(candidate: _Candidate) -> Any:
    """What two candidates must share to count as the same answer: their rows, else their text."""
    rs = candidate.outcome.result
    if rs is not None:
        return ("rows", tuple(sorted(render_row(row) for row in rs.rows)))
    return ("query", " ".join(candidate.attempt.query.split()))


__all__ = ["Orchestrator"]
