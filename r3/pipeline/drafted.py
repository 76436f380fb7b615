"""The ``drafted`` refiner: r3 drafts and checks, the model chooses and edits, r3 is the safety net.

Why: measured on graphs r3 has not seen, a small local model writing the whole query from the
paper's 3k-token prompt answers nothing (eval/README.md, "One real model in three systems"),
while the offline refiner's checked candidates hold the right query for most questions. So the
model gets what it can use:

1. **Drafts.** The offline refiner's candidates that ran on the graph, in its order, are the
   drafts. With ``refiner.rerank_k`` ≥ 2 and a model that can score given texts
   (:class:`r3.models.scoring.Scorer`) the first ``rerank_k`` are re-ranked by the model's
   likelihood fused with the composer's score (:mod:`r3.pipeline.model_rerank`).
2. **Edit.** With ``refiner.write`` the model sees a short prompt — the closed schema, the
   question and the first ``refiner.drafts`` drafts ("repeat it if it answers the question,
   else correct it") — and writes the query; without it the first draft is the answer (the
   model only chose).
3. **Safety net.** The model's query is not answered over the checked draft when it is empty,
   when it returns no rows on the offline refiner's engine while the draft returns some, or when
   it still fails the pipeline's checks after r3's own repairs (the orchestrator then asks again
   and this stage answers with the draft instead of another model call). The trace says which
   was used and why (``drafted`` in the refiner's output).

Where no candidate ran, the model writes with the paper's prompt and its repair turns, as the
``hybrid`` kind does.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from r3.errors import R3Error
from r3.models.scoring import Scorer
from r3.models.untrusted import escape_markers, inline
from r3.pipeline.config import RefinerConfig
from r3.pipeline.model_rerank import Ranked, rerank
from r3.pipeline.offline.refiner import RefinerResult
from r3.pipeline.offline.select import Candidate, dry_run
from r3.pipeline.prompts import join_sections, language_name, prompt_text, section
from r3.pipeline.refiner import (
    ModelRefiner,
    OfflineRefinerStage,
    extract_query,
    model_refiner,
    offline_refiner,
    schema_text,
)
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import Origin, RefineOutput, RefineRequest, StageBuild
from r3.understand.cues import find_numbers
from r3.values import render_row
from r3.values.value_model import Empty, Null


@dataclass(frozen=True)
class Draft:
    """A checked candidate: its text in the request's dialect, the offline candidate, and its
    place after the model's re-ranking (None when it was not re-ranked)."""

    text: str
    candidate: Candidate
    ranked: Ranked | None = None


def rows_digest(rows: Sequence[Any] | None) -> str | None:
    """A short digest of a row multiset (the trace says which drafts agree without their rows)."""
    if rows is None:
        return None
    joined = "\n".join(sorted(render_row(r) for r in rows))
    return hashlib.sha1(joined.encode("utf-8")).hexdigest()[:12]


#: A quoted literal of a query (double or single quotes, backslash escapes).
_LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'')


def dropped_names(query: str, draft: str, request: RefineRequest) -> list[str]:
    """The draft's literals that name what the question asks about (the question's own words or
    a stored item the linker found for it) and that ``query`` no longer writes.

    Why: an edit may fix a name or a clause, but one that drops the entity the question is
    about answers another question — a repair must not change what was asked."""
    named = "\n".join([request.input.question, *request.rewrite.related]).casefold()
    kept = {a or b for a, b in _LITERAL.findall(query)} | set(_NUMBER.findall(_LITERAL.sub('""', query)))
    strings = [a or b for a, b in _LITERAL.findall(draft)]
    numbers = _NUMBER.findall(_LITERAL.sub('""', draft))
    asked = question_numbers(request.input.question)
    out: list[str] = []
    for value in strings + numbers:
        if not value or value in kept or value in out:
            continue
        if _names(named, value.casefold()) or (value in numbers and value in asked):
            out.append(value)
    return out


def _no_answer(rows: Sequence[Sequence[Any]]) -> bool:
    """Rows that say nothing: every value NULL, EMPTY or 0 (``count(*)`` of a walk that matched
    nothing returns one row ``[0]``, not no rows)."""
    return all(
        isinstance(v, (Null, Empty)) or (isinstance(v, int) and not isinstance(v, bool) and v == 0)
        for row in rows
        for v in row
    )


def question_numbers(question: str) -> set[str]:
    """The numbers the question says, in digits, Chinese numerals or English words
    (:func:`r3.understand.cues.find_numbers`: ``五部`` → ``5``), as a query writes them."""
    return {
        str(n.value) if not isinstance(n.value, float) else f"{n.value:g}" for n in find_numbers(question)
    }


#: A number outside quoted strings (``SKIP 1``, ``born > 25``, ``2.5``).
_NUMBER = re.compile(r"(?<![\w.$])\d+(?:\.\d+)?(?![\w.])")


def invented_values(query: str, draft: str, request: RefineRequest) -> list[str]:
    """The literals of ``query`` (strings and numbers) found neither in the draft nor in the
    question or the linker's items for it.

    Why: a small model copies placeholder values from its examples (``born > 25``,
    ``STARTS WITH "value1"``, ``SKIP 1``) — a value from nowhere changes what was asked, so
    such an edit is not answered over the checked draft."""
    named = "\n".join([request.input.question, *request.rewrite.related]).casefold()
    draft_strings = {a or b for a, b in _LITERAL.findall(draft)}
    draft_numbers = set(_NUMBER.findall(_LITERAL.sub('""', draft)))
    out: list[str] = []
    for a, b in _LITERAL.findall(query):
        value = a or b
        if value and value not in draft_strings and not _names(named, value.casefold()):
            out.append(f'"{value}"')
    asked = question_numbers(request.input.question)
    for number in _NUMBER.findall(_LITERAL.sub('""', query)):
        if number not in draft_numbers and number not in asked and not _names(named, number):
            out.append(number)
    return list(dict.fromkeys(out))


def _names(text: str, value: str) -> bool:
    """Whether ``text`` holds ``value`` as a word of its own (``"a"`` is not in "Hana"); a value
    with CJK or other non-ASCII letters only needs to occur (those scripts have no spaces)."""
    if not value.isascii():
        return value in text
    return re.search(rf"(?<![\w]){re.escape(value)}(?![\w])", text) is not None


def draft_prompt(
    request: RefineRequest,
    config: RefinerConfig,
    drafts: Sequence[str] = (),
    demos: Sequence[tuple[str, str]] = (),
) -> str:
    """The short prompt: instruction, closed schema, demonstrations, question, drafts, output.
    Without ``drafts`` it is the prompt the model scores candidates against."""
    dialect = request.input.dialect
    parts = [prompt_text("draft_instruction").format(language=language_name(dialect))]
    schema = schema_text(
        request.input.space,
        request.rerank,
        config,
        dialect,
        links=request.rewrite.links,
        question=request.input.question,
    )
    # stored values reach the prompt through the schema, the question and the drafts: fenced
    # and escaped as every stage prompt does (r3.models.untrusted)
    parts.append(section("schema", escape_markers(schema), block=True))
    for question, query in demos:
        parts.append(section("example_input", inline(" ".join(question.split()))))
        parts.append(section("example_output", escape_markers(query.strip())))
    parts.append(section("input", inline(" ".join(request.rewrite.question.split()))))
    for text in drafts:
        parts.append(section("draft", escape_markers(text.strip())))
    if drafts:
        parts.append(section("note", prompt_text("draft_note")))
    parts.append(section("output"))
    return join_sections(parts)


class DraftedRefiner:
    """The offline refiner drafts and checks, the model chooses and edits (module doc)."""

    kind = "drafted"

    def __init__(self, offline: OfflineRefinerStage, model: ModelRefiner, config: RefinerConfig) -> None:
        self.offline = offline
        self.model = model
        self.config = config
        self._drafts: OrderedDict[tuple[str, str, str | None], list[Draft]] = OrderedDict()
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ stage
    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        result = self.offline.result(request)
        drafts = self.drafts(request, result, trace)
        if not drafts:
            if not request.history:
                trace.warn("no offline candidate ran on the graph: the model writes the query")
            out = self.model.refine(request, trace)
            return replace(out, origin=replace(out.origin, source="model"))
        proposed = {d.text for d in drafts}
        model_failed = any(q.strip() not in proposed for q, _feedback in request.history)
        if request.history or request.sample > 0 or not self.config.write:
            why = (
                "the model's query failed the checks after r3's repairs: r3's checked draft is used"
                if model_failed
                else None
            )
            return self._next_draft(request, result, drafts, trace, why)
        return self._edit(request, result, drafts, trace)

    def _next_draft(
        self,
        request: RefineRequest,
        result: RefinerResult,
        drafts: list[Draft],
        trace: StageTrace,
        why: str | None,
    ) -> RefineOutput:
        tried = {q.strip() for q in request.tried} | {q.strip() for q, _feedback in request.history}
        pick = next((d for d in drafts if d.text not in tried), None)
        if pick is None:
            return RefineOutput("", "", [f"no untried draft left ({len(drafts)} in all)"], exhausted=True)
        used = "draft" if self.config.write else "choice"
        self._record(trace, used=used, query=pick.text, why=why)
        notes = [why] if why else []
        return RefineOutput(
            pick.text, pick.text, notes, origin=self.offline.origin_of(result, pick.candidate)
        )

    def _edit(
        self, request: RefineRequest, result: RefinerResult, drafts: list[Draft], trace: StageTrace
    ) -> RefineOutput:
        """The model writes with the drafts in its prompt; the safety net decides what is used."""
        shown = [d.text for d in drafts[: max(self.config.drafts, 1)]]
        grammar = None
        if self.config.grammar and self.model.grammar_for is not None:
            grammar = self.model.grammar_for(request.input.space, request.input.dialect)
        prompt = draft_prompt(request, self.config, shown, self._demos(request, trace))
        raw = trace.generate(
            self.model.model,
            [{"role": "user", "content": prompt}],
            max_tokens=self.config.max_tokens,
            temperature=self.config.temperature if request.temperature is None else request.temperature,
            top_p=self.config.top_p,
            grammar=grammar,
        )
        query = extract_query(raw)
        draft = drafts[0]
        same = next((d for d in drafts if " ".join(d.text.split()) == " ".join(query.split())), None)
        if same is not None:
            self._record(trace, used="draft", query=same.text, why="the model repeated a checked draft")
            return RefineOutput(same.text, raw, origin=self.offline.origin_of(result, same.candidate))
        why = self._refuse(query, draft, request)
        if why is not None:
            trace.warn(why)
            self._record(trace, used="draft", query=draft.text, why=why, model_query=query)
            return RefineOutput(
                draft.text, raw, [why], origin=self.offline.origin_of(result, draft.candidate)
            )
        self._record(trace, used="model", query=query, why="the model edited the draft", model_query=query)
        return RefineOutput(query, raw, origin=Origin(source="model", rivals=1))

    def _refuse(self, query: str, draft: Draft, request: RefineRequest) -> str | None:
        """Why the model's edit is not answered over the checked draft (None: it may be).

        The edit is dry-run on the offline refiner's engine: one that runs there with no rows
        while the draft has rows lost the answer. One that does not run there is left to the
        pipeline's checks (it may be in another dialect), whose failure brings the draft back."""
        if not query.strip():
            return "the model wrote no query: r3's checked draft is used"
        dropped = dropped_names(query, draft.text, request)
        if dropped:
            names = ", ".join(f'"{n}"' for n in dropped[:3])
            return f"the model's query drops {names}, which the question names: r3's checked draft is used"
        invented = invented_values(query, draft.text, request)
        if invented:
            values = ", ".join(invented[:3])
            return f"the model's query brings in {values}, which neither the question nor the draft holds: r3's checked draft is used"
        rows = draft.candidate.rows or 0
        if rows == 0:
            return None
        probe = Candidate(query=query, source="model")
        try:
            engine = self.offline.refiner.engine_for_space(request.input.space_name)
            dry_run(probe, engine, request.input.space, space=request.input.space_name)
        except R3Error:
            return None
        if probe.ok and probe.rows == 0:
            return f"the model's query returns no rows while r3's checked draft returns {rows}: the draft is used"
        answered = draft.candidate.result is not None and not _no_answer(draft.candidate.result.rows)
        if probe.ok and probe.result is not None and _no_answer(probe.result.rows) and answered:
            return (
                "the model's query answers only 0 or NULL (a count or a read of nothing) where "
                "r3's checked draft answers: the draft is used"
            )
        if probe.ok and probe.null_columns > draft.candidate.null_columns:
            return (
                "the model's query has a column that is NULL in every row (a property its rows do not "
                "have) where r3's checked draft has none: the draft is used"
            )
        return None

    # ------------------------------------------------------------------ drafts
    def drafts(self, request: RefineRequest, result: RefinerResult, trace: StageTrace) -> list[Draft]:
        """The checked candidates in the order the model and the composer agree on (once per
        question: retries and samples reuse it)."""
        inp = request.input
        key = (inp.question, inp.space_name, inp.row_id)
        with self._lock:
            if key in self._drafts:
                return self._drafts[key]
        ordered: list[Draft] = []
        for cand in self.offline.ordered(result):
            text = self.offline.printed(cand.query.strip(), request) if cand.ok else None
            if text and all(d.text != text for d in ordered):
                ordered.append(Draft(text, cand))
        ordered = self._reranked(request, ordered, trace)
        with self._lock:
            self._drafts[key] = ordered
            while len(self._drafts) > 32:
                self._drafts.popitem(last=False)
        return ordered

    def _reranked(self, request: RefineRequest, drafts: list[Draft], trace: StageTrace) -> list[Draft]:
        k = self.config.rerank_k
        if k < 2 or len(drafts) < 2:
            return drafts
        scorer = self.model.model
        if not isinstance(scorer, Scorer):
            trace.warn(f"{type(scorer).__name__} cannot score given texts: the composer's order is kept")
            return drafts
        head, tail = drafts[:k], drafts[k:]
        messages = [
            {"role": "user", "content": draft_prompt(request, self.config, (), self._demos(request, trace))}
        ]
        ranked = rerank(
            scorer,
            messages,
            [d.text for d in head],
            [d.candidate.score for d in head],
            self.config.model_weight,
            trace,
        )
        by_text = {d.text: d for d in head}
        out = [replace(by_text[r.query], ranked=r) for r in ranked]
        results = {text: d.candidate.result for text, d in by_text.items()}
        trace.output["rerank"] = [
            {
                **r.to_dict(),
                "rows": rows_digest(result.rows) if (result := results[r.query]) is not None else None,
            }
            for r in ranked
        ]
        if out[0].text != head[0].text:
            trace.output["rerank_moved"] = True
        return out + tail

    def _demos(self, request: RefineRequest, trace: StageTrace) -> list[tuple[str, str]]:
        if not self.config.few_shot or self.model.demos_for is None:
            return []
        return self.model.demos_for(request, self.config.few_shot)

    @staticmethod
    def _record(
        trace: StageTrace, *, used: str, query: str, why: str | None, model_query: str | None = None
    ) -> None:
        entry: dict[str, Any] = {"used": used, "query": query}
        if why:
            entry["why"] = why
        if model_query is not None:
            entry["model_query"] = model_query
        trace.output["drafted"] = entry

    def lexicon(self, space: str, exclude_ids: Sequence[str] = ()) -> Any:
        """The offline refiner's word evidence (:meth:`OfflineRefinerStage.lexicon`)."""
        return self.offline.lexicon(space, exclude_ids)


def drafted_refiner(build: StageBuild) -> DraftedRefiner:
    """The offline refiner's checked drafts, the model choosing and editing (``refiner.model``)."""
    return DraftedRefiner(offline_refiner(build), model_refiner(build), build.config.refiner)


__all__ = [
    "Draft",
    "DraftedRefiner",
    "draft_prompt",
    "drafted_refiner",
    "dropped_names",
    "invented_values",
    "rows_digest",
]
