"""The refiner stage: write the query from the question and what the small stages found.

:class:`ModelRefiner` is the paper's large model, zero-shot, with the paper's prompt, in order:
the instruction (exactly one statement, no explanation), ``[schema]:`` (the reranker's partial
schema), ``[skeleton]:`` (its partial skeleton), ``[related_item]:`` (the rewriter's items),
two ``[note]:`` lines (keep Chinese names; nGQL needs the tag in ``v.<tag>.<prop>``, named from the graph's own schema),
``[output_format]:ngql:``, ``[input]:`` (the rewritten question) and ``[output]:``. The
paper's ablations switch sections off or swap the code schema for the plain-text one, and
``few_shot`` adds demonstrations from the pool (leaving the row being answered out). A repair
turn continues the conversation: the failed statement as the model's answer, then the
structured error and ``[output]:`` again.

Whatever the model writes, :func:`extract_query` keeps exactly one query: code fences, labels
(``nGQL:``, ``[output]:``) and prose before or after are stripped.

:class:`OfflineRefinerStage` wraps the deterministic offline refiner of
:mod:`r3.pipeline.offline`; on a repair it moves on to its next untried candidate.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.models.fake import count_tokens
from r3.models.grammar import dialect_grammar, schema_grammar
from r3.models.language_model import LanguageModel
from r3.models.untrusted import escape_markers, inline
from r3.pipeline.config import RefinerConfig
from r3.pipeline.offline.demos import Demo
from r3.pipeline.offline.refiner import OfflineRefiner, RefinerResult
from r3.pipeline.offline.select import Candidate
from r3.pipeline.prompts import join_sections, language_name, prompt_text, section
from r3.pipeline.reranker import paper_labels_of, prompt_skeleton
from r3.pipeline.rewriter import ModelRewriter, model_rewriter
from r3.pipeline.skeleton_examples import stored_values, with_stored_values
from r3.pipeline.trace import StageTrace, run_stage
from r3.pipeline.types import (
    DemosFor,
    Feedback,
    Lexicon,
    Origin,
    OriginSource,
    RefineOutput,
    Refiner,
    RefineRequest,
    RerankOutput,
    RewriteOutput,
    StageBuild,
)
from r3.represent.schema_closure import named_classes, word_overlap
from r3.represent.schema_code import render_schema_code, render_schema_text
from r3.represent.schema_subset import closed_schema, select_schema
from r3.understand.build import in_dialect
from r3.understand.explained import Explained
from r3.understand.linking import as_links, resolve_links
from r3.values import render_row

#: ``(space, dialect) → grammar`` for constrained decoding (None: unconstrained).
GrammarFor = Callable[[SpaceSchema, str], Any]


# --------------------------------------------------------------------------- prompt


def schema_text(
    space: SpaceSchema,
    rerank: RerankOutput,
    config: RefinerConfig,
    dialect: str,
    *,
    links: Any = None,
    question: str = "",
) -> str:
    """The ``[schema]:`` text: the schema a query can need (the reranker's classes, the classes
    of ``links`` — the rewriter's linked items for ``question`` — and the classes ``question``
    names in words, closed under paths in
    ``schema_tokens``: :func:`r3.represent.schema_subset.closed_schema`), the full one, or plain
    text. ``schema_closure: false`` keeps the old rule: exactly the reranker's classes."""
    if config.schema == "text":
        return render_schema_text(space, paper=config.paper)
    if config.partial_schema and config.schema_closure:
        return closed_schema(
            space,
            rerank.classes,
            linked=[*linked_classes(links, question), *named_classes(space, question)],
            count=count_tokens,
            budget=config.schema_tokens,
            scores=class_relevance(space, rerank, question),
            paper=config.paper,
            dialect=dialect,
        ).text
    if config.partial_schema and rerank.schema_classes is not None:
        return select_schema(
            space, rerank.schema_classes, paper=config.paper, dialect=dialect, min_classes=1
        ).text
    return render_schema_code(space, paper=config.paper, dialect=dialect)


def class_relevance(space: SpaceSchema, rerank: RerankOutput, question: str) -> dict[str, float]:
    """How relevant each class looks (orders classes equally near the kept ones when the budget
    cannot hold them all): the reranker's vote share plus the share of the class name's words the
    question uses (:func:`r3.represent.schema_closure.word_overlap`)."""
    scores = {k[6:]: v for k, v in rerank.scores.items() if k.startswith("class:")}
    for name, share in word_overlap(space, question).items():
        scores[name] = scores.get(name, 0.0) + share
    return scores


def linked_classes(links: Any, question: str) -> list[str]:
    """The classes holding what the question names: every tag of a linked vertex, the tag or
    edge type of a linked value (its property comes with its class). Only the linker's best
    reading of each stretch of the question counts (:func:`resolve_links`): the runners-up of a
    fuzzy match would pull in classes nothing asks for."""
    if not links:
        return []
    out: list[str] = []
    for link in resolve_links(as_links(links, question)):
        if link.kind == "quoted":
            continue
        for name in (link.schema, *link.tags):
            if name and name not in out:
                out.append(name)
    return out


def skeleton_text(request: RefineRequest, config: RefinerConfig) -> str:
    """The ``[skeleton]:`` text: the reranker's functions (paper names in paper mode) or all
    that fit the graph and the question (:func:`prompt_skeleton`)."""
    rerank, dialect = request.rerank, request.input.dialect
    values = stored_values(request.rewrite.links, request.input.question)  # examples' literals
    if rerank.skeleton_functions is None:
        full = prompt_skeleton(dialect, request.input.space, request.input.question)
        full = with_stored_values(full, values, dialect)
        return full.paper_text() if config.paper else full.text()
    skeleton = with_stored_values(prompt_skeleton(dialect, request.input.space), values, dialect)
    if config.paper:
        return skeleton.subset(paper_labels_of(skeleton, rerank.skeleton_functions), paper_names=True)
    return skeleton.subset(rerank.skeleton_functions)


def refiner_notes(space: SpaceSchema, dialect: str) -> list[str]:
    """The ``[note]:`` lines, their example property taken from ``space`` itself: a note
    naming another graph's tag teaches the model a name this graph does not have."""
    tag, prop = next(
        ((t.name, t.property_names[0]) for t in space.tags.values() if t.property_names),
        ("<tag>", "<property>"),
    )
    return prompt_text(f"refiner_notes_{dialect}").format(tag=tag, prop=prop).splitlines()


def refiner_prompt(
    request: RefineRequest,
    config: RefinerConfig,
    *,
    demos: Sequence[tuple[str, str]] = (),
) -> str:
    """The refiner's first message (see the module doc for the order of sections)."""
    dialect = request.input.dialect
    parts = [prompt_text(f"refiner_instruction_{dialect}")]
    parts.append(
        section(
            "schema",
            escape_markers(
                schema_text(
                    request.input.space,
                    request.rerank,
                    config,
                    dialect,
                    links=request.rewrite.links,
                    question=request.input.question,
                )
            ),
            block=True,
        )
    )
    if config.skeleton:
        parts.append(section("skeleton", skeleton_text(request, config), block=True))
    if config.related_items:
        parts.append(
            section(
                "related_item",
                "\n".join(inline(r, anywhere=False) for r in request.rewrite.related),
                block=True,
            )
        )
    if config.notes:
        parts.extend(section("note", line) for line in refiner_notes(request.input.space, dialect))
    for question, query in demos:
        parts.append(section("example_input", inline(" ".join(question.split()))))
        parts.append(section("example_output", escape_markers(query.strip())))
    parts.append(section("output_format", f"{dialect}:"))
    parts.append(section("input", inline(" ".join(request.rewrite.question.split()))))
    parts.append(section("output"))
    return join_sections(parts)


def repair_message(feedback: Feedback, dialect: str) -> str:
    """The user turn that hands a failed statement's error back to the refiner."""
    return join_sections(
        [
            section("error", escape_markers(feedback.render()), block=True),
            section("task", prompt_text("repair_task").format(language=language_name(dialect))),
            section("output"),
        ]
    )


def refiner_messages(
    request: RefineRequest, config: RefinerConfig, *, demos: Sequence[tuple[str, str]] = ()
) -> list[dict[str, str]]:
    """The conversation: the prompt, then one (failed query, error) exchange per earlier try."""
    messages = [{"role": "user", "content": refiner_prompt(request, config, demos=demos)}]
    for query, feedback in request.history:
        messages.append({"role": "assistant", "content": query})
        messages.append({"role": "user", "content": repair_message(feedback, request.input.dialect)})
    return messages


# --------------------------------------------------------------------------- output


_FENCE = re.compile(r"```[ \t]*[A-Za-z0-9_+-]*[ \t]*\n?(.*?)(?:```|\Z)", re.S)
#: Chat-template and end-of-text tokens a model (or a server without its template) leaves in
#: the text: ``<|im_end|>``, ``<|endoftext|>``, ``<|eot_id|>``, ``</s>``, ``<end_of_turn>``, ``[/INST]``.
_SPECIAL_TOKEN = re.compile(
    r"<\|[A-Za-z0-9_]+\|>|</?s>|<eos>|<bos>|<pad>|<(?:start|end)_of_turn>|\[/?INST\]", re.I
)
_LABEL = re.compile(
    r"^\s*(?:\[\s*(?:output|answer|query|ngql|cypher)\s*\]\s*[:：]?|"
    r"(?:output|answer|query|ngql|n?gql|cypher|statement|result)\s*[:：])\s*",
    re.I,
)
_STATEMENT_WORDS = (
    r"GO|MATCH|OPTIONAL|FETCH|LOOKUP|FIND|GET|SHOW|DESCRIBE|DESC|INSERT|UPDATE|UPSERT|"
    r"DELETE|CREATE|ALTER|DROP|USE|WITH|UNWIND|RETURN|YIELD|EXPLAIN|PROFILE|CALL|MERGE|DETACH|REMOVE|SET"
)
_QUERY_START = re.compile(rf"^\s*(?:\$|\(|(?:{_STATEMENT_WORDS})\b)", re.I)
#: A query starting inside a line of prose ("Here is the query: MATCH …"): an upper-case
#: statement word after a colon, or a back-quoted query.
_INLINE_START = re.compile(
    r"[:：]\s*(?:(?:n?GQL|Cypher|[Qq]uery)\s*[:：]\s*)?"
    r"(?=(?:GO|MATCH|FETCH|LOOKUP|FIND|GET|OPTIONAL|UNWIND|WITH|RETURN|YIELD|SHOW|CALL)\s|\$\w+\s*=\s*[A-Z])"
)
_INLINE_CODE = re.compile(rf"`((?:{_STATEMENT_WORDS})\b[^`]+)`")
_PROSE = re.compile(
    r"^\s*(?:This|These|Here|Explanation|Note|In this|The (?:query|statement|above)|It |I |该|这|解释|说明|注意|以上)",
)
#: A sentence of prose after the query on its line: ". " + a capitalised word outside quotes.
_SENTENCE_BREAK = re.compile(rf"(?:[.;]\s+(?=(?!(?i:{_STATEMENT_WORDS})\b)[A-Z][a-z]+\b)|[。；]\s*)")


def extract_query(text: str) -> str:
    """Exactly one query from a model's answer: special tokens, fences, labels and prose stripped.

    Chat special tokens go first (a server without the model's template leaves them); then
    the first fenced block is taken if there is one, or the first back-quoted query inside a
    sentence; then the query starts at the first line that looks like a query (a statement
    keyword, ``$var``, ``(``) — or after the colon of a line of prose ("Here it is: MATCH …")
    — and stops at a blank line, a line of prose or a sentence after it on its last line; one
    trailing ``;`` is dropped. When no line looks like a query, the first non-empty line is
    returned (the parser's error then says what is wrong with it).
    """
    body = _SPECIAL_TOKEN.sub("", text).strip()
    fence = _FENCE.search(body)
    if fence:
        body = fence.group(1)
    else:
        inline = _INLINE_CODE.search(body)
        if inline and not _QUERY_START.match(body):
            body = inline.group(1)
    lines = [
        _LABEL.sub("", line, count=1) if i == 0 or _LABEL.match(line) else line
        for i, line in enumerate(body.splitlines())
    ]
    start = next((i for i, line in enumerate(lines) if _QUERY_START.match(line)), None)
    for i, line in enumerate(lines if start is None else ()):
        inline_start = _INLINE_START.search(line)
        if inline_start:
            start, lines[i] = i, line[inline_start.end() :]
            break
    if start is None:
        first = next((line.strip() for line in lines if line.strip()), "")
        return _unquote(first).rstrip(";").strip()
    kept: list[str] = []
    for line in lines[start:]:
        if not line.strip() or (kept and _PROSE.match(line)):
            break
        kept.append(line.rstrip())
    if kept:
        kept[-1] = _drop_trailing_sentence(kept[-1])
    query = _unquote("\n".join(kept).strip())
    if query.endswith(";"):
        query = query[:-1].rstrip()
    return query


def _unquote(query: str) -> str:
    """``query`` without back-quotes around it (or a stray one at either end); back-quoted
    names inside (``AS `end` ``) keep theirs."""
    if query.count("`") % 2 == 1:
        query = query[1:] if query.startswith("`") else query[:-1] if query.endswith("`") else query
    if query.startswith("`") and query.endswith("`") and "`" not in query[1:-1]:
        query = query[1:-1]
    return query.strip()


def _drop_trailing_sentence(line: str) -> str:
    """``line`` without a sentence of prose after the query (". This returns …", "; It …",
    "。该查询…"), when the break lies outside every quoted string; ``; Match …`` is a statement."""
    for match in _SENTENCE_BREAK.finditer(line):
        before = line[: match.start()]
        if all(before.count(q) % 2 == 0 for q in ('"', "'", "`")):
            return before
    return line


# --------------------------------------------------------------------------- stages


class ModelRefiner:
    """A language model as refiner (the paper's large model)."""

    kind = "model"

    def __init__(
        self,
        model: LanguageModel,
        config: RefinerConfig,
        *,
        demos_for: DemosFor | None = None,
        grammar_for: GrammarFor | None = None,
    ) -> None:
        self.model = model
        self.config = config
        self.demos_for = demos_for
        self.grammar_for = grammar_for

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        demos: list[tuple[str, str]] = []
        if self.config.few_shot and self.demos_for is not None:
            demos = self.demos_for(request, self.config.few_shot)
            if len(demos) < self.config.few_shot:
                trace.warn(f"only {len(demos)} of {self.config.few_shot} demonstrations found in the pool")
        elif self.config.few_shot:
            trace.warn("few_shot is set but the pipeline has no demonstration pool (set demos: FILE.jsonl)")
        grammar = None
        if self.config.grammar and self.grammar_for is not None:
            grammar = self.grammar_for(request.input.space, request.input.dialect)
        temperature = self.config.temperature if request.temperature is None else request.temperature
        raw = trace.generate(
            self.model,
            refiner_messages(request, self.config, demos=demos),
            max_tokens=self.config.max_tokens,
            temperature=temperature,
            top_p=self.config.top_p,
            grammar=grammar,
        )
        return RefineOutput(extract_query(raw), raw, origin=Origin(source="model"))


class OfflineRefinerStage:
    """The offline refiner (:class:`r3.pipeline.offline.OfflineRefiner`) behind the stage protocol.

    It returns its best query and ranked alternatives; a repair (or a further self-consistency
    sample) takes the next alternative not tried yet for this question.
    """

    kind = "offline"

    def __init__(self, refiner: OfflineRefiner, *, vid_key: str = "vid") -> None:
        self.refiner = refiner
        self._recent: OrderedDict[tuple[str, str, str | None], Any] = OrderedDict()
        self._lock = threading.Lock()
        #: The Cypher property holding a vertex's id, when the graph speaks Cypher.
        self.vid_key = vid_key
        self._printed: dict[tuple[str, str, str], str | None] = {}

    def printed(self, query: str, request: RefineRequest) -> str | None:
        """A candidate (nGQL, as the offline refiner builds it) in the request's dialect; None
        when that dialect cannot express it (:func:`r3.understand.build.in_dialect`)."""
        inp = request.input
        key = (query, inp.dialect, inp.space_name)
        with self._lock:
            if key in self._printed:
                return self._printed[key]
        try:
            text: str | None = in_dialect(query, inp.dialect, inp.space, vid_key=self.vid_key).strip()
        except R3Error:
            text = None
        with self._lock:
            self._printed[key] = text
        return text

    def _generate(self, request: RefineRequest) -> RefinerResult:
        """The offline refiner's answer for the question, computed once for all its retries."""
        inp = request.input
        key = (inp.question, inp.space_name, inp.row_id)
        with self._lock:
            if key in self._recent:
                self._recent.move_to_end(key)
                return self._recent[key]
        result = self.refiner.generate(
            inp.question,
            inp.space_name,
            rerank=request.rerank.prediction,
            links=request.rewrite.links,
            exclude_ids=[inp.row_id] if inp.row_id is not None else [],
        )
        with self._lock:
            self._recent[key] = result
            while len(self._recent) > 32:
                self._recent.popitem(last=False)
        return result

    def result(self, request: RefineRequest) -> RefinerResult:
        """The offline refiner's answer for the question (computed once for all its retries)."""
        return self._generate(request)

    @staticmethod
    def ordered(result: RefinerResult) -> list[Candidate]:
        """The candidates in the order :meth:`refine` offers them: the chosen one, then the rest."""
        chosen = result.chosen
        rest = [c for c in result.candidates if c is not chosen]
        return [chosen, *rest] if chosen is not None else rest

    def origin_of(self, result: RefinerResult, cand: Candidate) -> Origin:
        """Where the candidate came from and how it fared against the others (:meth:`_origin`)."""
        return self._origin(result, cand.query.strip())

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        result = self._generate(request)
        ranked = [result.query, *(c.query for c in result.candidates)]
        ranked = [q for q in dict.fromkeys(q.strip() for q in ranked) if q]
        tried = {q.strip() for q in request.tried} | {q.strip() for q, _feedback in request.history}
        notes = [str(n) for n in result.notes]
        # Candidates are nGQL trees' text; the answer is in the request's dialect.
        printed = [(self.printed(q, request), q) for q in ranked]
        pick, source = next(((t, q) for t, q in printed if t and t not in tried), (None, None))
        if pick is None or source is None:
            note = f"no untried candidate left ({len(ranked)} in all)"
            return RefineOutput("", "", [*notes, note], exhausted=True)
        return RefineOutput(pick, pick, notes, origin=self._origin(result, source))

    def has_runnable(self, request: RefineRequest) -> bool:
        """Whether an untried candidate of the offline refiner ran on the graph in its dry run."""
        tried = {q.strip() for q in request.tried} | {q.strip() for q, _feedback in request.history}
        return any(
            c.executed_ok and (self.printed(c.query.strip(), request) or "") not in tried | {""}
            for c in self._generate(request).candidates
        )

    def proposed(self, request: RefineRequest, query: str) -> bool:
        """Whether ``query`` (as the pipeline saw it: printed in the request's dialect) is one of
        the offline refiner's candidates for this question."""
        wanted = query.strip()
        return any(
            self.printed(c.query.strip(), request) == wanted for c in self._generate(request).candidates
        )

    def _origin(self, result: RefinerResult, pick: str) -> Origin:
        """Where ``pick`` (an nGQL candidate's text) came from and how it fared against the
        other candidates that ran: the facts :mod:`r3.pipeline.confidence` weighs."""
        cand = next((c for c in result.candidates if c.query.strip() == pick), None)
        if cand is None:
            return Origin()
        ids = tuple(str(o) for o in cand.origin)
        composed = cand.source == "compose" or any(o.startswith("compose:") for o in ids)
        source: OriginSource = "composed" if composed else ("synth" if cand.source == "synth" else "demo")
        question = None
        if not composed and ids:
            demo = self._demo(ids[0])
            if demo is not None:
                question = demo.question
                if demo.source == "synth":
                    source = "synth"
        # A candidate that ran and returns the same rows agrees with the pick; one returning
        # other rows is a rival, and the best rival's score is the runner-up.
        same = _rows_key(cand)
        ran = [c for c in result.candidates if c is not cand and c.ok]
        agreeing = [c for c in ran if same is not None and _rows_key(c) == same]
        rivals = [c for c in ran if c not in agreeing]
        read = result.explained.get(cand.query, Explained()) if composed else Explained()
        return Origin(
            source=source,
            ids=ids,
            question=question,
            similarity=None if composed else cand.prior,
            prior=cand.prior,
            score=cand.score,
            runner_up=max(c.score for c in rivals) if rivals and cand.ok else None,
            agreeing=len(agreeing),
            rivals=len(rivals),
            mismatch=cand.mismatch,
            coverage=cand.coverage,
            answer_fit=cand.answer,
            variant=any(_VARIANT_NOTE.search(n) for n in cand.notes),
            notes=tuple(str(n) for n in cand.notes[:8]),
            read_words=read.words,
            unexplained=read.unexplained,
        )

    def _demo(self, demo_id: str) -> Demo | None:
        return next((i.demo for i in self.refiner.pool.infos if str(i.demo.id) == demo_id), None)

    def lexicon(self, space: str, exclude_ids: Sequence[str] = ()) -> Lexicon | None:
        """``text → schema-item evidence`` learned from the demonstrations of ``space`` (None
        when the pool holds none for it): what lets :mod:`r3.pipeline.confidence` read words."""
        pool = self.refiner.pool
        if space not in pool.spaces():
            return None
        excluded = list(exclude_ids)

        def evidence(text: str) -> dict[str, float]:
            return pool.evidence(text, space, exclude_ids=excluded)

        return evidence


class HybridRefiner:
    """The offline refiner first; a language model writes the query where it has none that runs.

    Why: measured on graphs r3 has not seen (eval/README.md, "Small models"), a small local
    model writing nGQL from the prompt answers far fewer questions than the offline refiner,
    while the offline refiner sometimes has no candidate that even runs (a question whose
    shape it cannot compose). This stage keeps each where it is better: the offline pick
    whenever one of its candidates ran in the dry run, the model (with its repair turns) only
    when none did. Once the model has written a candidate, repairs stay with the model.

    ``rewriter``: a model rewriter whose rewritten question and related items feed only the
    model's prompt, so it runs only when the model is asked (once per question), not for
    every question as the rewriter stage would.
    """

    kind = "hybrid"

    def __init__(
        self, offline: OfflineRefinerStage, model: ModelRefiner, rewriter: ModelRewriter | None = None
    ) -> None:
        self.offline = offline
        self.model = model
        self.rewriter = rewriter
        self._rewrites: OrderedDict[tuple[str, str, str | None], RewriteOutput] = OrderedDict()
        self._lock = threading.Lock()

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        model_wrote = any(not self.offline.proposed(request, q) for q, _feedback in request.history)
        if not model_wrote and self.offline.has_runnable(request):
            return self.offline.refine(request, trace)
        if not model_wrote:
            trace.warn("no offline candidate ran on the graph: the model writes the query")
        out = self.model.refine(self._for_model(request, trace), trace)
        out.origin = replace(out.origin, source="model")
        return out

    def _for_model(self, request: RefineRequest, trace: StageTrace) -> RefineRequest:
        """The request with the model rewriter's rewrite (computed once per question)."""
        if self.rewriter is None:
            return request
        inp = request.input
        key = (inp.question, inp.space_name, inp.row_id)
        with self._lock:
            rewrite = self._rewrites.get(key)
        if rewrite is None:
            try:  # the model call lands in this stage's trace
                rewrite = self.rewriter.rewrite(inp, trace)
            except R3Error as e:
                trace.warn(
                    f"the model rewriter failed ({type(e).__name__}: {e}): the offline rewrite is used"
                )
                rewrite = request.rewrite
            with self._lock:
                self._rewrites[key] = rewrite
                while len(self._rewrites) > 32:
                    self._rewrites.popitem(last=False)
        return replace(request, rewrite=rewrite)

    def lexicon(self, space: str, exclude_ids: Sequence[str] = ()) -> Lexicon | None:
        """The offline refiner's word evidence (:meth:`OfflineRefinerStage.lexicon`)."""
        return self.offline.lexicon(space, exclude_ids)


def grammar_for(space: SpaceSchema, dialect: str) -> Any:
    """The schema-specialised generation grammar of :mod:`r3.models.grammar` (the whole
    dialect's grammar where this install has no schema specialisation)."""
    try:
        return schema_grammar(space, dialect=dialect)
    except ImportError:
        return dialect_grammar(dialect)


def model_refiner(build: StageBuild) -> ModelRefiner:
    """The model refiner of a pipeline (``refiner.model``, few-shot and grammar as configured)."""
    config = build.config.refiner
    return ModelRefiner(
        build.model("refiner"),
        config,
        demos_for=build.demos_for(),
        grammar_for=grammar_for if config.grammar else None,
    )


def offline_refiner(build: StageBuild) -> OfflineRefinerStage:
    """The offline refiner of a pipeline behind the stage protocol."""
    return OfflineRefinerStage(build.offline_refiner(), vid_key=build.vid_key)


def hybrid_refiner(build: StageBuild) -> HybridRefiner:
    """The offline refiner first, the model where it has nothing that runs; a model rewriter
    (``rewriter.kind: model``) feeds only the model's prompt."""
    rewriter = model_rewriter(build) if build.config.rewriter.kind == "model" else None
    return HybridRefiner(offline_refiner(build), model_refiner(build), rewriter)


def run_refiner(stage: Refiner, request: RefineRequest, trace: StageTrace) -> RefineOutput:
    """Run the refiner once, adding its time to the stage's; a failed model call is no query."""
    out: RefineOutput = run_stage(
        stage.kind,
        trace,
        lambda: stage.refine(request, trace),
        lambda: RefineOutput("", "", [trace.error or ""]),
    )
    return out


def _rows_key(cand: Candidate) -> tuple[str, ...] | None:
    """A candidate's dry-run rows as a comparable multiset (None when it did not run)."""
    if cand.result is None:
        return None
    return tuple(sorted(render_row(row) for row in cand.result.rows))


#: Notes of :mod:`r3.pipeline.offline` that mark a variant of an adapted demonstration.
_VARIANT_NOTE = re.compile(r"→|trimmed|dropped")


__all__ = [
    "DemosFor",
    "GrammarFor",
    "HybridRefiner",
    "ModelRefiner",
    "OfflineRefinerStage",
    "extract_query",
    "grammar_for",
    "hybrid_refiner",
    "model_refiner",
    "offline_refiner",
    "refiner_messages",
    "refiner_notes",
    "refiner_prompt",
    "repair_message",
    "run_refiner",
    "schema_text",
    "skeleton_text",
]
