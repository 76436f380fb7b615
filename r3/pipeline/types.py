"""What the pipeline's stages take and give: the stage protocols and their dataclasses.

Why protocols: the reranker, the rewriter and the refiner each exist in several forms (a
fine-tuned model, a deterministic offline stand-in, "none" for an ablation), and the
orchestrator must not care which one it holds. Each protocol has one method; each returns a
plain dataclass that the trace can show and the next stage can read. A stage records what it
did (prompts, raw outputs, warnings) in the :class:`~r3.pipeline.trace.StageTrace` it is given.

Which form runs is the config's ``STAGE.kind``: one :class:`~r3.registry.Registry` per stage
(:data:`RERANKERS`, :data:`REWRITERS`, :data:`REFINERS`, :data:`ANSWERERS`; all in
:data:`STAGES`) maps a kind to a :class:`StageFactory`; the built-in kinds are one table of
``"module:function"`` references at the end of this module, so they do not depend on what was
imported first. The pipeline builds ``STAGES[stage].get(kind).build(pipeline_build)``; an
unknown kind is one line naming the known ones. Adding a kind (docs/extending.md)::

    RERANKERS.register("keywords", StageFactory(lambda build: KeywordReranker()))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeVar, runtime_checkable

from r3.contracts.backend import DialectName
from r3.contracts.schema import SpaceSchema
from r3.registry import Registry, load_reference

if TYPE_CHECKING:
    from r3.models.language_model import LanguageModel
    from r3.pipeline.config import PipelineConfig
    from r3.pipeline.offline.refiner import OfflineRefiner
    from r3.pipeline.offline.reranker import RerankPrediction
    from r3.pipeline.result import Result
    from r3.pipeline.trace import StageTrace


#: How a candidate query failed the checks (``ok`` when it passed every one).
CheckStatus = Literal["ok", "no-query", "syntax", "write", "schema", "explain", "execution", "empty"]


@dataclass
class StageInput:
    """One question as every stage sees it.

    ``row_id`` is the dataset row being answered (None outside benchmarks): stages that draw
    demonstrations from a pool leave that row out, so a benchmark never shows a model its own
    answer.
    """

    question: str
    space: SpaceSchema
    dialect: DialectName = "ngql"
    row_id: str | None = None

    @property
    def space_name(self) -> str:
        return self.space.name


@dataclass
class RerankOutput:
    """What the reranker chose, resolved against the schema and the skeleton library.

    ``crud``/``clauses`` are r3 skeleton function names, ``classes`` schema class names, all
    known to exist. ``schema_classes``/``skeleton_functions`` are what the refiner's prompt
    shows: None means the full schema / full skeleton (the paper's fallback). ``dropped`` are
    the names the stage could not resolve; ``raw`` the three lists as the stage wrote them.
    """

    crud: list[str] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    schema_classes: list[str] | None = None
    skeleton_functions: list[str] | None = None
    dropped: list[str] = field(default_factory=list)
    raw: dict[str, list[str]] = field(default_factory=dict)
    scores: dict[str, float] = field(default_factory=dict)
    #: What the offline reranker predicted, when it ran: the offline refiner reuses it
    #: instead of predicting again (None: the refiner predicts itself).
    prediction: RerankPrediction | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "crud": self.crud,
            "clauses": self.clauses,
            "classes": self.classes,
            "schema": "full" if self.schema_classes is None else self.schema_classes,
            "skeleton": "full" if self.skeleton_functions is None else self.skeleton_functions,
        }
        if self.dropped:  # the names as written matter only when some were not understood
            out["dropped"] = self.dropped
            out["raw"] = self.raw
        if self.scores:
            out["scores"] = {k: round(v, 4) for k, v in self.scores.items()}
        return out


@dataclass
class RewriteOutput:
    """The rewritten question and the stored items it needs.

    ``related`` is the ``[related_item]`` text for the refiner's prompt (one item per line);
    ``links`` whatever the entity linker returned, for stages that read it (the offline
    refiner puts linked names into its query).
    """

    question: str
    related: list[str] = field(default_factory=list)
    links: Any = None
    changed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"question": self.question, "changed": self.changed, "related": self.related}


@dataclass
class Feedback:
    """Why a candidate query failed, structured so a refiner can fix it.

    ``issues`` are validator issues (``code``, ``message``, ``suggestion``, ``line``,
    ``column``, ``severity``); ``expected`` the tokens a parser wanted at ``line:column``.
    """

    kind: CheckStatus
    message: str
    line: int | None = None
    column: int | None = None
    token: str | None = None
    expected: list[str] = field(default_factory=list)
    issues: list[dict[str, Any]] = field(default_factory=list)

    def render(self) -> str:
        """The feedback as the lines a refiner reads (one problem per line, fixes included)."""
        where = f" at line {self.line}, column {self.column}" if self.line is not None else ""
        lines = [f"{_KIND_WORDS.get(self.kind, self.kind)}{where}: {self.message}"]
        if self.expected:
            lines.append("expected one of: " + ", ".join(self.expected[:12]))
        for issue in self.issues:
            fix = f" (fix: {issue['suggestion']})" if issue.get("suggestion") else ""
            lines.append(f"- {issue.get('code', 'issue')}: {issue.get('message', '')}{fix}")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "message": self.message}
        where: dict[str, Any] = {"line": self.line, "column": self.column, "token": self.token}
        out.update({key: value for key, value in where.items() if value is not None})
        if self.expected:
            out["expected"] = self.expected
        if self.issues:
            out["issues"] = self.issues
        return out


_KIND_WORDS = {
    "no-query": "no query found in the output",
    "syntax": "syntax error",
    "write": "write statement refused",
    "schema": "the query does not match the schema",
    "explain": "the database refused the query",
    "execution": "the query failed when run",
    "empty": "the query ran but returned no rows",
}


@dataclass
class RefineRequest:
    """Everything the refiner gets for one candidate.

    ``history`` holds the earlier candidates of this sample with the feedback each got, oldest
    first (empty on the first try). ``sample`` numbers self-consistency samples (0 first);
    ``temperature`` overrides the configured one for samples after the first; ``tried`` are
    the queries every sample has produced so far (a deterministic refiner moves past them).
    """

    input: StageInput
    rerank: RerankOutput
    rewrite: RewriteOutput
    history: list[tuple[str, Feedback]] = field(default_factory=list)
    sample: int = 0
    temperature: float | None = None
    tried: list[str] = field(default_factory=list)


#: Where a candidate query came from: an adapted given demonstration, a synthesized one, a
#: pattern the offline composer built, a language model, or unknown (``""``).
OriginSource = Literal["demo", "synth", "composed", "model", ""]


@dataclass(frozen=True)
class Origin:
    """Where a refiner's query came from and how it fared against its rivals: the facts
    :mod:`r3.pipeline.confidence` weighs (and only those; the confidence itself is decided
    there, never by the refiner).

    Why a frozen dataclass rather than a dict: the refiner, the orchestrator and the
    confidence must agree on every fact's name and type, and a misspelt key in a dict is a
    fact silently lost. ``ids``: the demonstration ids, or ``compose:<shape>`` for a composed
    pattern; ``question``: the adapted demonstration's question; ``similarity``: its
    similarity to the question; ``prior``: the generator's evidence before the checks;
    ``score``: the candidate's final score; ``runner_up``: the best score of another
    candidate that ran and returned *other* rows (None when none did); ``agreeing``: how
    many other candidates that ran returned the same rows; ``rivals``: how many ran with
    other rows; ``mismatch``: the adaptation's penalty for names or numbers left unfitted;
    ``coverage``: the share of the question's linked names the query writes; ``answer_fit``:
    whether the rows hold the kind of answer asked for (-1..1); ``variant``: the query is a
    variant of an adaptation (schema names swapped, filters dropped, projection trimmed);
    ``read_words``/``unexplained``: a composed query's content words and those its reading
    leaves unexplained (:mod:`r3.understand.explained`).
    """

    source: OriginSource = ""
    ids: tuple[str, ...] = ()
    question: str | None = None
    similarity: float | None = None
    prior: float | None = None
    score: float | None = None
    runner_up: float | None = None
    agreeing: int = 0
    rivals: int = 0
    mismatch: float = 0.0
    coverage: float | None = None
    answer_fit: float | None = None
    variant: bool = False
    notes: tuple[str, ...] = ()
    #: A composed query's reading (:mod:`r3.understand.explained`): the question's content words
    #: it read (none: not composed) and those no item the reading uses explains.
    read_words: tuple[str, ...] = ()
    unexplained: tuple[str, ...] = ()

    @property
    def shapes(self) -> tuple[str, ...]:
        """The composed patterns' shapes (``compose:two-hop`` → ``two-hop``)."""
        return tuple(i.removeprefix("compose:") for i in self.ids if i.startswith("compose:"))

    def to_dict(self) -> dict[str, Any]:
        """The facts that are set, for traces and reports."""
        out: dict[str, Any] = {}
        for name, value in asdict(self).items():
            if value in (None, "", (), 0, 0.0, False):
                continue
            out[name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass
class RefineOutput:
    """One candidate query (``query`` is empty when none could be extracted from ``raw``).

    ``exhausted``: the refiner has nothing more to offer for this question (a deterministic
    refiner out of candidates), so asking again is pointless. ``origin``: where the query
    came from (:class:`Origin`; empty when unknown).
    """

    query: str
    raw: str = ""
    notes: list[str] = field(default_factory=list)
    exhausted: bool = False
    origin: Origin = field(default_factory=Origin)


@runtime_checkable
class Reranker(Protocol):
    """Chooses CRUD functions, clauses and schema classes for a question."""

    kind: str

    def rerank(self, request: StageInput, trace: StageTrace) -> RerankOutput: ...


@runtime_checkable
class Rewriter(Protocol):
    """Links the question to stored items and rewrites it with their stored names."""

    kind: str

    def rewrite(self, request: StageInput, trace: StageTrace) -> RewriteOutput: ...


@runtime_checkable
class Refiner(Protocol):
    """Writes one query from the question, the reranker's picks and the rewriter's items."""

    kind: str

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput: ...


#: ``text → {schema item: evidence}``: what the words of a question say of the schema.
Lexicon = Callable[[str], Mapping[str, float]]


@runtime_checkable
class LexiconSource(Protocol):
    """A refiner that learned word → schema-item evidence from its demonstrations (the offline
    refiner and the hybrid one): what lets :mod:`r3.pipeline.confidence` read a question's words."""

    def lexicon(self, space: str, exclude_ids: Sequence[str] = ()) -> Lexicon | None: ...


@runtime_checkable
class AnswerStage(Protocol):
    """Says an executed result in words (:mod:`r3.pipeline.answer`): None when it has nothing to say."""

    def answer(
        self, result: Result, trace: StageTrace, names: Mapping[str, str] | None = None
    ) -> str | None: ...


# --------------------------------------------------------------------------- stage kinds

#: ``space name → linker`` (an object with ``link(question, k)``), or None when there is none.
LinkerFor = Callable[[str], Any]
#: ``(request, k) → [(question, query)]``: demonstrations for a few-shot prompt.
DemosFor = Callable[[RefineRequest, int], list[tuple[str, str]]]


class StageBuild(Protocol):
    """What a :class:`StageFactory` may ask of the pipeline building its stage (one graph).

    Everything is made on first use and shared: asking costs nothing for a stage that does
    not need it.
    """

    @property
    def config(self) -> PipelineConfig:
        """The pipeline's config (``config.reranker`` … are the stages' options)."""
        ...

    @property
    def vid_key(self) -> str:
        """The Cypher property holding a vertex's id on this graph."""
        ...

    def model(self, stage: str) -> LanguageModel:
        """The model of ``stage`` (its config's ``model`` spec, or one injected by ``models=``)."""
        ...

    def linker_for(self) -> LinkerFor:
        """``space → entity linker`` of this graph."""
        ...

    def offline_refiner(self) -> OfflineRefiner:
        """The offline refiner of this graph (its reranker at ``.reranker``), fitted once."""
        ...

    def demos_for(self) -> DemosFor | None:
        """Few-shot demonstrations for a model refiner (None without a pool or ``few_shot``)."""
        ...


S = TypeVar("S", covariant=True)


@dataclass(frozen=True)
class StageFactory(Generic[S]):
    """One kind of a stage: ``build(pipeline)`` makes it; ``needs_model``: the config must name
    a ``model`` for it (checked when the config is read).

    ``make`` is the builder, or a ``"module:function"`` reference to it imported on the first
    build: reading a config can then check a kind (and whether it needs a model) without
    importing the stage's code.
    """

    make: Callable[[StageBuild], S] | str
    needs_model: bool = False

    def build(self, pipeline: StageBuild) -> S:
        """The stage of this kind, built for ``pipeline``."""
        make = load_reference(self.make) if isinstance(self.make, str) else self.make
        return make(pipeline)


#: ``reranker.kind`` → its factory (package entry points ``r3.rerankers`` add kinds).
RERANKERS: Registry[StageFactory[Reranker]] = Registry("reranker kind", entry_points="r3.rerankers")
#: ``rewriter.kind`` → its factory (entry points ``r3.rewriters``).
REWRITERS: Registry[StageFactory[Rewriter]] = Registry("rewriter kind", entry_points="r3.rewriters")
#: ``refiner.kind`` → its factory (entry points ``r3.refiners``).
REFINERS: Registry[StageFactory[Refiner]] = Registry("refiner kind", entry_points="r3.refiners")
#: ``answer.kind`` → its factory; a factory may build None: no answer (entry points ``r3.answerers``).
ANSWERERS: Registry[StageFactory[AnswerStage | None]] = Registry("answer kind", entry_points="r3.answerers")
#: Every stage with kinds, by its config section.
STAGES: dict[str, Registry[Any]] = {
    "reranker": RERANKERS,
    "rewriter": REWRITERS,
    "refiner": REFINERS,
    "answer": ANSWERERS,
}

#: The built-in kinds, all here: (stage, kind, builder reference, needs a model, description).
#: Why one table of references: a kind is known as soon as this module is imported, whatever
#: else was (or was not) imported before, and the stage's module loads only when it is built.
# fmt: off
_BUILT_IN_KINDS: tuple[tuple[str, str, str, bool, str], ...] = (
    ("reranker", "offline", "r3.pipeline.reranker:offline_kind", False,
     "the offline reranker, fitted on the demonstration pool (no model)"),
    ("reranker", "model", "r3.pipeline.reranker:model_kind", True,
     "a (fine-tuned) small model reads the paper's prompt"),
    ("reranker", "none", "r3.pipeline.reranker:none_kind", False,
     "no reranker: the refiner sees the full schema and skeleton (an ablation)"),
    ("rewriter", "offline", "r3.pipeline.rewriter:offline_kind", False,
     "entity linking and the deterministic rewrite (no model)"),
    ("rewriter", "model", "r3.pipeline.rewriter:model_kind", True,
     "a (fine-tuned) small model rewrites the question with the linked items"),
    ("rewriter", "none", "r3.pipeline.rewriter:none_kind", False,
     "the question as asked, no items (an ablation)"),
    ("refiner", "offline", "r3.pipeline.refiner:offline_refiner", False,
     "demonstrations adapted to the question and composed queries, dry-run and ranked (no model)"),
    ("refiner", "model", "r3.pipeline.refiner:model_refiner", True, "a large model writes the query"),
    ("refiner", "hybrid", "r3.pipeline.refiner:hybrid_refiner", True,
     "the offline refiner first, the model where none of its candidates runs"),
    ("refiner", "drafted", "r3.pipeline.drafted:drafted_refiner", True,
     "the offline refiner's checked drafts; the model re-ranks and edits them, the drafts are the safety net"),
    ("answer", "template", "r3.pipeline.answer:template_kind", False,
     "an honest sentence built from the rows (no model)"),
    ("answer", "model", "r3.pipeline.answer:model_kind", True,
     "the model says the rows in words (the template when the call fails)"),
    ("answer", "none", "r3.pipeline.answer:none_kind", False, "no answer in words"),
)
# fmt: on
for _stage, _kind, _reference, _needs_model, _description in _BUILT_IN_KINDS:
    STAGES[_stage].register(_kind, StageFactory(_reference, _needs_model), description=_description)

__all__ = [
    "ANSWERERS",
    "REFINERS",
    "RERANKERS",
    "REWRITERS",
    "STAGES",
    "AnswerStage",
    "CheckStatus",
    "DemosFor",
    "Lexicon",
    "LexiconSource",
    "LinkerFor",
    "StageBuild",
    "StageFactory",
    "DialectName",
    "Feedback",
    "Origin",
    "OriginSource",
    "RefineOutput",
    "RefineRequest",
    "Refiner",
    "RerankOutput",
    "Reranker",
    "RewriteOutput",
    "Rewriter",
    "StageInput",
]
