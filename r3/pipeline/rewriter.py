"""The rewriter stage: tie the question to what the graph stores, and say it with stored names.

The paper's rewriter (Section 4.3) is a fine-tuned small model that reads the question and
the top-k nodes/edges retrieved from the storage dump, rewrites the question so it names the
stored entities ("Harry" → "Harry Potter"), and outputs the items that matter. Three forms:

- :class:`ModelRewriter` — that model, with r3's prompt (``[task]: [query]: [related_item]:
  [output]:``) and output format (``[rewritten_query]:…`` then ``[related_item]:`` lines,
  read tolerantly: an item the model invents is dropped, a missing rewrite keeps the question);
- :class:`OfflineRewriter` — the entity linker and the deterministic rewrite of
  :mod:`r3.retrieval`;
- :class:`NoRewriter` — the ablation without a rewriter: the question as asked, no items.

Both real forms need a linker for the question's space; the pipeline hands them
``linker_for(space)`` so one index per space is opened once and shared.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from r3.models.language_model import LanguageModel
from r3.models.untrusted import inline
from r3.pipeline.config import RewriterConfig
from r3.pipeline.prompts import join_sections, prompt_text, section
from r3.pipeline.trace import StageTrace, run_stage
from r3.pipeline.types import (
    LinkerFor,
    RewriteOutput,
    Rewriter,
    StageBuild,
    StageInput,
)
from r3.retrieval.linker import LinkedItem, Rewrite, format_related_items, rewrite

#: ``(question, links) → rewritten question`` (its text, or a :class:`~r3.retrieval.linker.Rewrite`).
RewriteFn = Callable[[str, Sequence[LinkedItem]], str | Rewrite]
#: ``links → [related_item] text``.
FormatFn = Callable[[Sequence[LinkedItem]], str]


def default_format(links: Sequence[LinkedItem]) -> str:
    """The paper's ``[related_item]`` text of linked items (:func:`r3.retrieval.linker.format_related_items`)."""
    return str(format_related_items(links))


def default_rewrite(question: str, links: Sequence[LinkedItem]) -> Rewrite:
    """The deterministic rewrite baseline of :mod:`r3.retrieval`."""
    return rewrite(question, links)


def _rewritten_text(value: str | Rewrite) -> str:
    """The question text from what a rewrite function returned."""
    return value if isinstance(value, str) else value.text


def item_lines(text: str) -> list[str]:
    """Item lines of a ``[related_item]`` block (its own tag line, if any, dropped)."""
    return [line.rstrip() for line in text.splitlines() if line.strip() and line.strip() != "[related_item]:"]


def link_question(
    linker_for: LinkerFor, request: StageInput, k: int, trace: StageTrace
) -> list[LinkedItem] | None:
    """The linker's top-``k`` items for the question (None when the space has no linker)."""
    linker = linker_for(request.space_name)
    if linker is None:
        trace.warn(f"no entity linker for space {request.space_name!r}: no related items")
        return None
    return linker.link(request.question, k)


# --------------------------------------------------------------------------- stages


class NoRewriter:
    """No rewriter: the question as asked and no related items (an ablation)."""

    kind = "none"

    def rewrite(self, request: StageInput, trace: StageTrace) -> RewriteOutput:
        return RewriteOutput(request.question)


class OfflineRewriter:
    """Entity linking plus the deterministic rewrite baseline, no model."""

    kind = "offline"

    def __init__(
        self,
        linker_for: LinkerFor,
        config: RewriterConfig,
        *,
        rewrite_fn: RewriteFn | None = None,
        format_fn: FormatFn | None = None,
    ) -> None:
        self.linker_for = linker_for
        self.config = config
        self.rewrite_fn = rewrite_fn or default_rewrite
        self.format_fn = format_fn or default_format

    def rewrite(self, request: StageInput, trace: StageTrace) -> RewriteOutput:
        links = link_question(self.linker_for, request, self.config.k, trace)
        if not links:
            return RewriteOutput(request.question, links=links)
        question = _rewritten_text(self.rewrite_fn(request.question, links))
        related = item_lines(self.format_fn(links))
        return RewriteOutput(question, related, links, changed=question != request.question)


class ModelRewriter:
    """A language model as rewriter (the paper's fine-tuned small model)."""

    kind = "model"

    def __init__(
        self,
        model: LanguageModel,
        linker_for: LinkerFor,
        config: RewriterConfig,
        *,
        format_fn: FormatFn | None = None,
    ) -> None:
        self.model = model
        self.linker_for = linker_for
        self.config = config
        self.format_fn = format_fn or default_format

    def rewrite(self, request: StageInput, trace: StageTrace) -> RewriteOutput:
        links = link_question(self.linker_for, request, self.config.k, trace)
        items = item_lines(self.format_fn(links)) if links else []
        prompt = rewriter_prompt(request.question, items)
        text = trace.ask(self.model, prompt, self.config)
        question, related, problems = parse_rewriter_output(text, request.question, items)
        for problem in problems:
            trace.warn(problem)
        return RewriteOutput(question, related, links, changed=question != request.question)


# --------------------------------------------------------------------------- prompt and output


def rewriter_prompt(question: str, items: Sequence[str]) -> str:
    """``[task]: [query]: [related_item]: [output]:`` (the items one per line). The question and
    the items (stored values) are data: each one line, no ``[tag]:`` marker of its own
    (:func:`r3.models.untrusted.inline`)."""
    return join_sections(
        [
            section("task", prompt_text("rewriter_task")),
            section("query", inline(" ".join(question.split()))),
            section("related_item", "\n".join(inline(item, anywhere=False) for item in items), block=True),
            section("output"),
        ]
    )


_TAG = re.compile(r"^\s*\[?\s*([A-Za-z_ ]+?)\s*\]?\s*[:：]\s*(.*)$")
_REWRITE_TAGS = {"rewritten_query", "rewritten query", "rewritten", "query", "rewrite", "question"}
_ITEM_TAGS = {"related_item", "related item", "related_items", "related items", "items", "relevant_item"}


def parse_rewriter_output(text: str, question: str, items: Sequence[str]) -> tuple[str, list[str], list[str]]:
    """The rewritten question, the chosen items and what could not be read.

    Tolerant: tags with or without brackets, any case; a first untagged line counts as the
    rewrite; an item must be one of the offered ``items`` (compared without list markers and
    surrounding spaces), anything else is dropped with a note. When no item is chosen all are
    kept: the refiner is better off with the linker's list than with none.
    """
    problems: list[str] = []
    rewritten: str | None = None
    chosen: list[str] = []
    offered = {_item_key(item): item for item in items}
    in_items = False
    invented = 0
    for line in text.strip().strip("`").splitlines():
        if not line.strip():
            continue
        m = _TAG.match(line)
        tag = m.group(1).strip().lower() if m else ""
        if m and tag in _REWRITE_TAGS:
            in_items = False
            if rewritten is None and m.group(2).strip():
                rewritten = m.group(2).strip()
            continue
        if m and tag in _ITEM_TAGS:
            in_items = True
            rest = m.group(2).strip()
            if not rest:
                continue
            line = rest
        if in_items or rewritten is not None:
            key = _item_key(line)
            if key in offered:
                if offered[key] not in chosen:
                    chosen.append(offered[key])
            elif key:
                invented += 1
            continue
        if rewritten is None and not (m and tag == "output"):
            rewritten = line.strip()
    if rewritten is None or not rewritten.strip():
        problems.append("no rewritten question in the output: the question is kept as asked")
        rewritten = question
    if invented:
        problems.append(f"{invented} item(s) not among the retrieved ones were dropped")
    if not chosen and items:
        chosen = list(items)
    return rewritten, chosen, problems


def _item_key(text: str) -> str:
    return " ".join(text.strip().lstrip("-*•").strip().split())


def model_rewriter(build: StageBuild) -> ModelRewriter:
    """The model rewriter of a pipeline (``rewriter.model``)."""
    return ModelRewriter(build.model("rewriter"), build.linker_for(), build.config.rewriter)


def model_kind(build: StageBuild) -> Rewriter:
    """``rewriter.kind: model``."""
    # With a hybrid refiner a model rewriter's rewrite feeds only the model refiner's prompt,
    # so the hybrid stage runs it when it asks the model, not for every question.
    if build.config.refiner.kind == "hybrid":
        return OfflineRewriter(build.linker_for(), build.config.rewriter)
    return model_rewriter(build)


# The kinds' builders; r3.pipeline.types registers them by name ("rewriter.kind").
def offline_kind(build: StageBuild) -> Rewriter:
    """``rewriter.kind: offline``."""
    return OfflineRewriter(build.linker_for(), build.config.rewriter)


def none_kind(build: StageBuild) -> Rewriter:
    """``rewriter.kind: none``."""
    return NoRewriter()


#: The warning of a failed run (the trace keeps the error).
_FAILED = "the rewriter failed: the question is used as asked, without related items"


def run_rewriter(stage: Rewriter, request: StageInput, trace: StageTrace) -> RewriteOutput:
    """Run a rewriter, recording its output and time; a failure keeps the question as asked."""
    return run_stage(
        stage.kind,
        trace,
        lambda: stage.rewrite(request, trace),
        lambda: RewriteOutput(request.question),
        warning=_FAILED,
        record_output=True,
    )


__all__ = [
    "LinkerFor",
    "ModelRewriter",
    "NoRewriter",
    "OfflineRewriter",
    "item_lines",
    "model_rewriter",
    "parse_rewriter_output",
    "rewriter_prompt",
    "run_rewriter",
]
