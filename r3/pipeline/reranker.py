"""The reranker stage: which CRUD functions, clauses and schema classes a question needs.

Three forms share one resolution step (:func:`resolve_rerank`):

- :class:`ModelReranker` — a (fine-tuned) small model reads the paper's prompt
  (``[task]:… [query]: [schema]: [skeleton]: [output]:``) and writes the paper's three-step
  reasoning (``#the request CRUD function : ['QUERY()']`` …), read back with
  :func:`r3.lang.analysis.parse_reason`, which tolerates the noise models add;
- :class:`OfflineRerankerStage` — the deterministic offline reranker of
  :mod:`r3.pipeline.offline`, fitted on the demonstration pool;
- :class:`FullContextReranker` — no reranker at all (the paper's ablations): the refiner
  sees the full schema and the full skeleton.

Why resolve in one place: whatever picked the names, they must exist. Names the schema or the
skeleton library does not know are dropped with a warning, and the paper's fallback applies —
with ``on_unknown: full`` (the paper's rule) any unknown name, and in every mode fewer than
``min_classes`` classes, means the full schema (a wrong subset hides what the refiner needs; a
long schema only costs tokens).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.demo import DEMO_SPACE, demo_schema
from r3.errors import UserInputError
from r3.lang.analysis import parse_reason
from r3.models.language_model import LanguageModel, TokenizedModel
from r3.pipeline.config import RerankerConfig
from r3.pipeline.offline.reranker import OfflineReranker
from r3.pipeline.reranker_budget import (
    budget_reranker_prompt,
    chat_overhead_of,
    reranker_prompt,
    token_counter,
)
from r3.pipeline.skeleton_examples import examples_for_space
from r3.pipeline.trace import StageTrace, run_stage
from r3.pipeline.types import Reranker, RerankOutput, StageBuild, StageInput
from r3.represent.schema_code import render_schema_code
from r3.represent.schema_subset import resolve_class_names
from r3.represent.skeleton import PAPER_NAMES, Skeleton, load_skeleton
from r3.understand.cues import WRITE_CUES, find_cues


@lru_cache(maxsize=4)
def skeleton_for(dialect: str) -> Skeleton:
    """The skeleton library of ``dialect``, read once per process."""
    return load_skeleton(dialect)


# --------------------------------------------------------------------------- resolution


def resolve_rerank(
    space: SpaceSchema,
    skeleton: Skeleton,
    *,
    crud: Iterable[str],
    clauses: Iterable[str],
    classes: Iterable[str],
    min_classes: int = 2,
    on_unknown: str = "full",
    warn: Callable[[str], None] | None = None,
) -> RerankOutput:
    """Resolve picked names (paper labels or r3 names, as models write them) against the
    schema and the skeleton, and decide what the refiner's prompt shows (see the module doc).
    """
    warn = warn or (lambda _message: None)
    raw = {"crud": list(crud), "clauses": list(clauses), "classes": list(classes)}
    dropped: list[str] = []
    functions: dict[str, list[str]] = {"crud": [], "clauses": []}
    for key in ("crud", "clauses"):
        for name in raw[key]:
            try:
                resolved = skeleton.resolve([name])
            except UserInputError:
                dropped.append(name)
                continue
            functions[key].extend(n for n in resolved if n not in functions[key])
    items, unknown_classes = resolve_class_names(space, raw["classes"])
    dropped.extend(unknown_classes)
    if dropped:
        warn(f"unknown names dropped: {', '.join(dropped)}")
    known_classes = [item.name for item in items]

    full_schema = len(known_classes) < max(min_classes, 1)
    full_skeleton = not functions["crud"]
    if dropped and on_unknown == "full":
        full_schema = full_skeleton = True
        warn("the output names something unknown: the refiner gets the full schema and skeleton (paper rule)")
    elif full_schema and raw["classes"]:
        warn(f"fewer than {max(min_classes, 1)} known schema classes: the refiner gets the full schema")
    chosen = [*functions["crud"], *functions["clauses"]]
    return RerankOutput(
        crud=functions["crud"],
        clauses=functions["clauses"],
        classes=known_classes,
        schema_classes=None if full_schema else known_classes,
        skeleton_functions=None if full_skeleton else chosen,
        dropped=dropped,
        raw=raw,
    )


def _resolve_labels(
    request: StageInput, labels: Any, config: RerankerConfig, trace: StageTrace, *, on_unknown: str
) -> RerankOutput:
    """:func:`resolve_rerank` of a reranker's ``labels`` (anything with ``crud``, ``clauses`` and
    ``classes``) for ``request``, warning into ``trace``."""
    return resolve_rerank(
        request.space,
        skeleton_for(request.dialect),
        crud=labels.crud,
        clauses=labels.clauses,
        classes=labels.classes,
        min_classes=config.min_classes,
        on_unknown=on_unknown,
        warn=trace.warn,
    )


# --------------------------------------------------------------------------- prompt


def asks_to_write(question: str) -> bool:
    """Whether a question asks to add, change or remove data (the write cues of the
    offline cue lexicon, zh and en)."""
    return bool(find_cues(question) & WRITE_CUES)


def prompt_skeleton(dialect: str, space: SpaceSchema, question: str | None = None) -> Skeleton:
    """The skeleton a prompt for ``space`` shows: on another graph than the demo, examples
    re-spoken in its schema (:mod:`r3.pipeline.skeleton_examples`), and no write functions when
    ``question`` only reads (None: keep them, as training data built without a question)."""
    skeleton = skeleton_for(dialect)
    if space.name != DEMO_SPACE:
        skeleton = examples_for_space(skeleton, space, demo_schema())
    if question is not None and not asks_to_write(question):
        skeleton = skeleton.read_only()
    return skeleton


def reranker_context(
    space: SpaceSchema, dialect: str, *, paper: bool, question: str | None = None
) -> tuple[str, str]:
    """The full schema and skeleton the reranker reads: the paper's texts, or r3's rich ones
    (trimmed for ``space`` and ``question`` by :func:`prompt_skeleton`)."""
    skeleton = prompt_skeleton(dialect, space, question)
    schema_text = render_schema_code(space, paper=paper, dialect=dialect)
    return schema_text, skeleton.paper_text() if paper else skeleton.text()


# --------------------------------------------------------------------------- stages


_LIST_MARKER = re.compile(r"^[ \t]*(?:\d+[.)、:]|[-*•>]|step\s*\d+\s*[:.)]?)[ \t]*", re.I | re.M)


def clean_reason(text: str) -> str:
    """Model noise :func:`~r3.lang.analysis.parse_reason` does not expect: code fences and
    list markers (``1.``, ``2)``, ``•``, ``Step 3:``) before the three lines."""
    text = re.sub(r"```[A-Za-z]*", "", text)
    return _LIST_MARKER.sub("", text)


class ModelReranker:
    """A language model as reranker (the paper's fine-tuned small model)."""

    kind = "model"

    def __init__(self, model: LanguageModel, config: RerankerConfig) -> None:
        self.model = model
        self.config = config
        self._overhead: int | None = None

    def rerank(self, request: StageInput, trace: StageTrace) -> RerankOutput:
        schema_text, skeleton_text = reranker_context(
            request.space, request.dialect, paper=self.config.paper, question=request.question
        )
        prompt = self.prompt(request.question, schema_text, skeleton_text, trace)
        text = trace.ask(self.model, prompt, self.config)
        labels = parse_reason(clean_reason(text))
        if not (labels.crud or labels.clauses or labels.classes):
            trace.warn("could not read the three-step reasoning from the output: full schema and skeleton")
        return _resolve_labels(request, labels, self.config, trace, on_unknown=self.config.on_unknown)

    def prompt(self, question: str, schema_text: str, skeleton_text: str, trace: StageTrace) -> str:
        """The paper's prompt, cut to ``prompt_tokens`` as the adapter's training cut it.

        The cut needs the model's tokenizer (a local ``hf``/``local`` model); without one, or
        when even the minimal prompt is over the budget, the full prompt is sent with a warning.
        """
        budget = self.config.prompt_tokens
        if not budget:
            return reranker_prompt(question, schema_text, skeleton_text)
        if not isinstance(self.model, TokenizedModel):
            trace.warn("reranker.prompt_tokens needs a local model with a tokenizer: the full prompt is sent")
            return reranker_prompt(question, schema_text, skeleton_text)
        if self._overhead is None:
            self._overhead = chat_overhead_of(self.model)
        try:
            fitted = budget_reranker_prompt(
                question,
                schema_text,
                skeleton_text,
                token_counter(self.model.tokenizer),
                budget,
                overhead=self._overhead,
            )
        except UserInputError as e:
            trace.warn(f"{e}: the full prompt is sent")
            return reranker_prompt(question, schema_text, skeleton_text)
        return fitted.prompt


class OfflineRerankerStage:
    """The offline reranker (:class:`r3.pipeline.offline.OfflineReranker`) behind the stage protocol.

    ``reranker`` is fitted already; its prediction is kept on the output
    (:attr:`RerankOutput.prediction`) for the offline refiner. Offline predictions are r3
    names, so the forgiving ``drop`` policy applies to them.
    """

    kind = "offline"

    def __init__(self, reranker: OfflineReranker, config: RerankerConfig) -> None:
        self.reranker = reranker
        self.config = config

    def rerank(self, request: StageInput, trace: StageTrace) -> RerankOutput:
        excluded = [request.row_id] if request.row_id is not None else []
        prediction = self.reranker.predict(request.question, request.space_name, exclude_ids=excluded)
        out = _resolve_labels(request, prediction, self.config, trace, on_unknown="drop")
        out.scores = {str(k): float(v) for k, v in prediction.scores.items() if isinstance(v, (int, float))}
        out.prediction = prediction
        return out


class FullContextReranker:
    """No reranker: every class and every function (the ablations without a reranker)."""

    kind = "none"

    def rerank(self, request: StageInput, trace: StageTrace) -> RerankOutput:
        return RerankOutput()


def paper_labels_of(skeleton: Skeleton, functions: Iterable[str]) -> list[str]:
    """The paper's labels of r3 functions that have one (YIELD, PIPE … have none)."""
    names = [name for name in functions if PAPER_NAMES.get(name)]
    try:
        return skeleton.paper_labels(names)
    except UserInputError:  # a label with no function in this dialect: keep the ones that resolve
        out: list[str] = []
        for name in names:
            try:
                out.extend(label for label in skeleton.paper_labels([name]) if label not in out)
            except UserInputError:
                continue
        return out


# The kinds' builders; r3.pipeline.types registers them by name ("reranker.kind").
def offline_kind(build: StageBuild) -> Reranker:
    """``reranker.kind: offline``."""
    return OfflineRerankerStage(build.offline_refiner().reranker, build.config.reranker)


def model_kind(build: StageBuild) -> Reranker:
    """``reranker.kind: model``."""
    return ModelReranker(build.model("reranker"), build.config.reranker)


def none_kind(build: StageBuild) -> Reranker:
    """``reranker.kind: none``."""
    return FullContextReranker()


#: The warning of a failed run (the trace keeps the error).
_FAILED = "the reranker failed: the refiner gets the full schema and skeleton"


def run_reranker(stage: Reranker, request: StageInput, trace: StageTrace) -> RerankOutput:
    """Run a reranker, recording its output and time; a failing model means the full context."""
    return run_stage(
        stage.kind,
        trace,
        lambda: stage.rerank(request, trace),
        RerankOutput,
        warning=_FAILED,
        record_output=True,
    )


__all__ = [
    "FullContextReranker",
    "clean_reason",
    "ModelReranker",
    "OfflineRerankerStage",
    "paper_labels_of",
    "asks_to_write",
    "prompt_skeleton",
    "reranker_context",
    "reranker_prompt",
    "resolve_rerank",
    "run_reranker",
    "skeleton_for",
]
