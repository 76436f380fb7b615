"""One configuration file for the whole pipeline: models per stage, prompts, repair, ablations.

Why one file, and why dataclasses: the paper's ablations (vanilla prompt, code schema,
skeleton, few-shot k, with/without reranker and rewriter) must be *configs*, not code, so a
benchmark row is reproduced by naming a file. Every key is checked when the file is read: an
unknown key, a wrong type or a bad value is one clear line naming the key (and the closest
known key), never a failure halfway through a benchmark.

A config is YAML or TOML (or a dict)::

    name: offline
    dialect: ngql
    reranker: {kind: offline}            # offline | model | none (none: full schema/skeleton)
    rewriter: {kind: offline, k: 10}     # offline | model | none
    refiner:  {kind: offline}            # offline | model | hybrid (offline first, model where none runs)
    repair:   {retries: 2, check: auto}
    confidence: {threshold: 0.55}        # below it a checked answer is 'uncertain'
    freetext: {answerer: offline, max_calls: 1000, max_seconds: 300}
                                         # who answers answer()/summary(): offline | MODEL_SPEC

``extends: NAME_OR_PATH`` starts from another config (a built-in name such as ``offline`` or
a path relative to this file) and overrides it key by key. The built-in configs live in
``r3/pipeline/configs/*.yaml``; :func:`builtin_configs` lists them.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import json
import re
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from r3.contracts.backend import DialectName
from r3.errors import UserInputError
from r3.inputs import read_config
from r3.pipeline.types import STAGES

CheckMode = Literal["auto", "execute", "explain", "validate", "parse", "none"]
UnknownPolicy = Literal["full", "drop"]
SchemaFormat = Literal["code", "text"]

#: The paper's settings for the large model (Section 6.3.3).
PAPER_TEMPERATURE = 0.2
PAPER_TOP_P = 0.7


@dataclass(frozen=True)
class ModelOptions:
    """How a stage calls its model (``model`` is a :func:`r3.models.load_model` spec)."""

    model: str | None = None
    max_tokens: int = 256
    temperature: float = 0.0
    top_p: float = 1.0


@dataclass(frozen=True)
class RerankerConfig(ModelOptions):
    """The reranker: picks CRUD functions, clauses and schema classes.

    ``paper``: the paper's prompt text (its code schema and its skeleton names); otherwise the
    rich schema and r3's finer skeleton. ``on_unknown``: ``full`` is the paper's rule (a name
    the schema or skeleton does not know → the full schema and skeleton); ``drop`` drops the
    unknown names with a warning and keeps the rest. Fewer than ``min_classes`` known classes
    always means the full schema. ``prompt_tokens``: cut the prompt to this many tokens of the
    model's tokenizer as training cut it (:mod:`r3.pipeline.reranker_budget`; an adapter trained
    on budgeted prompts needs it); none: the paper's full prompt.
    """

    kind: str = "offline"
    paper: bool = True
    min_classes: int = 2
    on_unknown: UnknownPolicy = "full"
    prompt_tokens: int | None = None


@dataclass(frozen=True)
class RewriterConfig(ModelOptions):
    """The rewriter: links the question to stored entities (top ``k`` items) and rewrites it."""

    kind: str = "offline"
    k: int = 10


@dataclass(frozen=True)
class RefinerConfig(ModelOptions):
    """The refiner: writes the query.

    The prompt switches are the paper's ablations: ``schema`` (``code`` structure or the vanilla
    ``text``), ``partial_schema`` (use the reranker's subset), ``skeleton``, ``related_items``,
    ``notes`` and ``few_shot`` demonstrations retrieved from the pool. ``grammar`` constrains
    decoding to the dialect's grammar where the model can enforce it. ``few_shot_pick``:
    ``nearest`` demonstrations (most similar question), or ``random`` ones as the paper's
    vanilla baselines drew them (seeded by the question, so runs repeat).
    ``schema_closure``: the partial schema is closed under what a query needs (edge types
    between kept tags, endpoint tags, linked entities' tags and edges, short walks) and the whole
    schema is shown whenever it fits ``schema_tokens`` (approximate tokens,
    :func:`r3.models.fake.count_tokens`; None: always the whole schema); ``false`` is the old
    rule (exactly the reranker's classes, :mod:`r3.represent.schema_subset`).
    ``drafts``/``rerank_k``/``model_weight``/``write``: the ``drafted`` kind
    (:mod:`r3.pipeline.drafted`) — how many of the offline refiner's checked candidates the
    prompt shows as drafts, how many the model re-ranks by likelihood (0: none), the weight of
    the model's vote against the composer's, and whether the model writes (else it only chooses).
    """

    kind: str = "offline"
    drafts: int = 1
    rerank_k: int = 0
    model_weight: float = 0.5
    write: bool = True
    paper: bool = True
    max_tokens: int = 512
    temperature: float = PAPER_TEMPERATURE
    top_p: float = PAPER_TOP_P
    schema: SchemaFormat = "code"
    partial_schema: bool = True
    skeleton: bool = True
    related_items: bool = True
    notes: bool = True
    few_shot: int = 0
    few_shot_pick: Literal["nearest", "random"] = "nearest"
    grammar: bool = False
    schema_closure: bool = True
    schema_tokens: int | None = 2000


@dataclass(frozen=True)
class RepairConfig:
    """The check-and-repair loop after the refiner.

    ``check``: how far a candidate is checked — ``parse``, ``validate`` (parse + schema),
    ``explain`` (+ ``EXPLAIN`` on the database), ``execute`` (+ a read-only dry run), ``auto``
    (execute on the embedded engine, explain on a server), ``none``. ``retries``: how many
    times a failed candidate goes back to the refiner with the structured error.
    ``on_warnings``: treat validator warnings (reads that can only give NULL) as failures;
    ``on_empty``: treat an empty dry-run result as a failure worth one more try.
    ``fix``: before asking the refiner again, r3 makes every fix it is certain of itself
    (:mod:`r3.pipeline.repair`: quotes, ``=``/``==``, one close schema name, tag qualifiers, a
    direction the endpoint tags force, a literal re-linked to the stored spelling) and checks
    the repaired query; ``false`` sends every failure back to the refiner as it is.
    """

    fix: bool = True
    retries: int = 2
    check: CheckMode = "auto"
    on_warnings: bool = True
    on_empty: bool = False
    timeout_s: float = 10.0


@dataclass(frozen=True)
class RetrievalConfig:
    """Where the rewriter's entity linker finds the stored strings.

    ``index``: a folder written by ``r3 index`` (``{space}`` in it is replaced by the space
    name); without one, a character-only index of the graph is built in a temporary folder on
    first use (fine for small graphs; build a persisted one for large graphs). ``embedder``:
    the dense signal's embedder (default: the one the index was built with).
    """

    index: str | None = None
    embedder: str | None = None
    signal: Literal["both", "char", "dense"] = "both"


@dataclass(frozen=True)
class SelfConsistencyConfig:
    """Sample ``samples`` candidates, check them, and vote on their results (1: off)."""

    samples: int = 1
    temperature: float = 0.7


@dataclass(frozen=True)
class ConfidenceConfig:
    """How sure an answer must be to count as ``ok`` (:mod:`r3.pipeline.confidence`).

    ``threshold``: the confidence from which a checked query is ``ok`` (below: ``uncertain``);
    ``answerable``: refuse, without running anything, a question that names nothing the graph
    holds (status ``unanswerable``).
    """

    threshold: float = 0.55
    answerable: bool = True


@dataclass(frozen=True)
class AnswerConfig(ModelOptions):
    """The answer stage after execution (:mod:`r3.pipeline.answer`): the rows in words.

    ``kind``: ``template`` (an honest sentence built from the rows, no model), ``model`` (the
    ``model`` writes it, the template when the call fails), ``none`` (no answer).
    ``max_items``: names listed before "and N more".
    """

    kind: str = "template"
    max_items: int = 10
    max_tokens: int = 160


@dataclass(frozen=True)
class FreeTextConfig:
    """Who answers SUQL's ``answer()``/``summary()`` in dry runs and execution (:mod:`r3.freetext`).

    ``answerer``: ``offline`` (the lexical baseline, no model; named as such in every output),
    ``lexical:T`` (its threshold) or a model spec (``local:smollm2-135m``, ``openai:…``,
    ``fake:…``; the same spec as a stage's model shares its weights). ``max_calls`` and
    ``max_seconds`` cap one query's free-text work; beyond, the query stops with a clear error.
    The offline refiner ranks its own candidates with the offline answerer whatever this says
    (a model call per candidate row would cost more than the ranking gains).
    """

    answerer: str = "offline"
    max_calls: int = 1000
    max_seconds: float = 300.0


#: The options of a stage built from a registry of kinds (``kind`` and ``model`` among them).
StageOptions = RerankerConfig | RewriterConfig | RefinerConfig | AnswerConfig


@dataclass(frozen=True)
class PipelineConfig:
    """Everything that decides what the pipeline answers (see the module doc)."""

    name: str = "custom"
    dialect: DialectName = "ngql"
    reranker: RerankerConfig = field(default_factory=RerankerConfig)
    rewriter: RewriterConfig = field(default_factory=RewriterConfig)
    refiner: RefinerConfig = field(default_factory=RefinerConfig)
    repair: RepairConfig = field(default_factory=RepairConfig)
    retrieval: RetrievalConfig = field(default_factory=RetrievalConfig)
    self_consistency: SelfConsistencyConfig = field(default_factory=SelfConsistencyConfig)
    confidence: ConfidenceConfig = field(default_factory=ConfidenceConfig)
    answer: AnswerConfig = field(default_factory=AnswerConfig)
    freetext: FreeTextConfig = field(default_factory=FreeTextConfig)
    #: Demonstration pool (JSONL ``question, gold, space``), for the offline stages and few-shot.
    demos: str | None = None
    #: Without ``demos`` (and none given), synthesize demonstrations for the graph once and
    #: cache them (:mod:`r3.pipeline.offline.synth`); false: answer without demonstrations.
    synth_demos: bool = True
    #: A graph URL used when ``generate``/``ask`` are given none.
    graph: str | None = None
    #: User aliases (:mod:`r3.contracts.aliases`); default: ``aliases.yaml`` beside the graph, if any.
    aliases: str | None = None
    #: Run the reranker and the rewriter in two threads (they are independent).
    concurrent: bool = True
    #: Let generated write statements through (refused by default).
    allow_writes: bool = False
    description: str = ""

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def stage_options(self, stage: str) -> StageOptions:
        """The options of the stage called ``stage`` (a key of :data:`r3.pipeline.types.STAGES`)."""
        options: dict[str, StageOptions] = {
            "reranker": self.reranker,
            "rewriter": self.rewriter,
            "refiner": self.refiner,
            "answer": self.answer,
        }
        if stage not in options:
            raise UserInputError(f"unknown stage {stage!r}; known: {', '.join(options)}")
        return options[stage]

    def config_hash(self) -> str:
        """A short hash of everything that can change an answer (the evaluator's cache key)."""
        data = self.to_dict()
        data.pop("description", None)
        data.pop("name", None)
        if data.get("aliases") is None:
            data.pop("aliases", None)  # no aliases file keeps the hashes of configs written before it
        if data.get("confidence") == dataclasses.asdict(ConfidenceConfig()):
            data.pop("confidence")  # the default keeps the hashes of configs written before it
        data.pop("answer", None)  # the answer in words never changes the query
        if data.get("freetext") == dataclasses.asdict(FreeTextConfig()):
            data.pop("freetext")  # the default keeps the hashes of configs written before it
        if data.get("synth_demos") is True:
            data.pop("synth_demos")  # the default keeps the hashes of configs written before it
        if data["reranker"].get("prompt_tokens") is None:
            data["reranker"].pop("prompt_tokens", None)  # the default keeps the hashes as they were
        text = json.dumps(data, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


# --------------------------------------------------------------------------- loading


def builtin_dir() -> Path:
    """Where the built-in configs are (package data)."""
    return Path(__file__).resolve().parent / "configs"


#: The built-in configs (``r3/pipeline/configs/<name>.yaml``) and their descriptions; a test
#: keeps this table equal to the files, so listing them needs no file access.
BUILTIN_CONFIGS: dict[str, str] = {
    "offline": "the offline default (no model) - demonstrations adapted to the question, checked and repaired",
    "r3-paper": "the paper's R3 - hf reranker and rewriter (LoRA), OpenAI-compatible refiner, paper prompts, zero-shot",
    "r3-checked": "the paper's R3 plus r3's check-and-repair loop (3 retries, dry runs) and grammar-constrained decoding",
    "vanilla-zero-shot": "baseline - the large model alone, plain-text schema, zero-shot (paper Table 2)",
    "vanilla-one-shot": "baseline - plain-text schema and one random demonstration (paper Table 2)",
    "vanilla-few-shot": "baseline - plain-text schema and three random demonstrations (paper Tables 2 and 3)",
    "code-schema-few-shot": "ablation - code-structure schema and three random demonstrations, no skeleton (paper Table 3)",
    "code-schema-skeleton": "ablation - code-structure schema and the full skeleton, zero-shot (paper Table 3)",
    "local-small": "small local models on CPU - offline reranker, SmolLM2-135M LoRA rewriter, offline refiner with SmolLM2 under the schema grammar where it has no query that runs, repaired",
}


def builtin_configs() -> dict[str, str]:
    """Built-in config name → its one-line description."""
    return dict(BUILTIN_CONFIGS)


def load_config(
    source: str | Path | Mapping[str, Any] | PipelineConfig | None = None,
    *,
    overrides: Mapping[str, Any] | None = None,
) -> PipelineConfig:
    """A validated config from a built-in name, a YAML/TOML path, a dict or a config.

    ``overrides`` are dotted keys (``{"refiner.few_shot": 3}``) applied last. Relative
    ``demos`` paths are resolved against the file that names them.
    """
    if isinstance(source, PipelineConfig):
        data = source.to_dict()
    elif source is None:
        data = _load_mapping("offline", base=None, seen=())
    elif isinstance(source, Mapping):
        data = _resolve_extends(dict(source), base=Path.cwd(), seen=())
    else:
        data = _load_mapping(str(source), base=None, seen=())
    for key, value in (overrides or {}).items():
        _set_dotted(data, key, value)
    data.pop("extends", None)
    return build_config(data)


def parse_override(text: str) -> tuple[str, Any]:
    """``refiner.few_shot=3`` → ``("refiner.few_shot", 3)`` (the value is read as YAML)."""
    import yaml

    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise UserInputError(f"bad --set {text!r}: expected KEY=VALUE, e.g. refiner.few_shot=3")
    try:
        value = yaml.safe_load(raw) if raw.strip() else ""
    except yaml.YAMLError as e:
        raise UserInputError(f"bad --set {text!r}: the value is not valid YAML ({e})") from e
    return key.strip(), value


def _load_mapping(name: str, *, base: Path | None, seen: tuple[str, ...]) -> dict[str, Any]:
    path = _locate(name, base)
    key = str(path.resolve())
    if key in seen:
        raise UserInputError(f"config {path}: 'extends' loops back to itself ({' → '.join([*seen, key])})")
    data = _read_file(path)
    _resolve_paths(data, path.parent)
    return _resolve_extends(data, base=path.parent, seen=(*seen, key))


def _resolve_paths(data: dict[str, Any], base: Path) -> None:
    """Relative ``demos``, ``aliases``, ``retrieval.index`` paths (and stage models' ``adapter=``
    folders that exist there) are relative to the file naming them."""

    def resolved(value: Any) -> Any:
        if isinstance(value, str) and value and not Path(value).expanduser().is_absolute():
            return str((base / value).resolve())
        return value

    for key in ("demos", "aliases"):
        if key in data:
            data[key] = resolved(data[key])
    retrieval = data.get("retrieval")
    if isinstance(retrieval, dict) and "index" in retrieval:
        retrieval["index"] = resolved(retrieval["index"])
    for stage in ("reranker", "rewriter", "refiner"):
        options = data.get(stage)
        if isinstance(options, dict) and isinstance(options.get("model"), str):
            options["model"] = _resolve_adapter(options["model"], base)


def _resolve_adapter(spec: str, base: Path) -> str:
    """``…?adapter=REL`` → an absolute path when REL exists beside the config file.

    Why: a config shipped with its adapters (``local-small`` names ``finetune/adapters/…`` of
    this checkout) must work from any working directory; a relative path that does not exist
    there is left as written (relative to the working directory, as before).
    """
    match = re.search(r"([?&]adapter=)([^&]+)", spec)
    if not match or Path(match.group(2)).expanduser().is_absolute():
        return spec
    candidate = (base / match.group(2)).resolve()
    if not candidate.is_dir():
        return spec
    return spec[: match.start(2)] + str(candidate) + spec[match.end(2) :]


def _resolve_extends(data: dict[str, Any], *, base: Path, seen: tuple[str, ...]) -> dict[str, Any]:
    parent = data.pop("extends", None)
    if parent is None:
        return data
    if not isinstance(parent, str):
        raise UserInputError(f"'extends' must name a config (a built-in name or a path), got {parent!r}")
    merged = _load_mapping(parent, base=base, seen=seen)
    parent_name = merged.get("name")
    merged.pop("description", None)
    _merge(merged, data)
    if "name" not in data and parent_name:
        merged["name"] = parent_name
    return merged


def _locate(name: str, base: Path | None) -> Path:
    path = Path(name).expanduser()
    if path.suffix.lower() in (".yaml", ".yml", ".toml"):
        if not path.is_absolute() and base is not None and not path.exists():
            path = base / path
        if not path.is_file():
            raise UserInputError(f"pipeline config not found: {path}")
        return path
    builtin = builtin_dir() / f"{name}.yaml"
    if name in BUILTIN_CONFIGS and builtin.is_file():
        return builtin
    known = ", ".join(BUILTIN_CONFIGS)
    hint = difflib.get_close_matches(name, list(BUILTIN_CONFIGS), n=1)
    did = f" (did you mean {hint[0]!r}?)" if hint else ""
    raise UserInputError(f"unknown pipeline config {name!r}{did}; built-in: {known}; or a .yaml/.toml path")


def _read_file(path: Path) -> dict[str, Any]:
    data = read_config(path, "pipeline config")
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise UserInputError(
            f"{path}: a pipeline config must be a mapping of keys, got {type(data).__name__}"
        )
    return data


def _merge(into: dict[str, Any], update: Mapping[str, Any]) -> None:
    for key, value in update.items():
        if isinstance(value, Mapping) and isinstance(into.get(key), dict):
            _merge(into[key], value)
        else:
            into[key] = value


def _set_dotted(data: dict[str, Any], key: str, value: Any) -> None:
    parts = key.split(".")
    node = data
    for part in parts[:-1]:
        child = node.get(part)
        if child is None:
            child = node[part] = {}
        if not isinstance(child, dict):
            raise UserInputError(f"cannot set {key!r}: {part!r} is not a section")
        node = child
    node[parts[-1]] = value


# --------------------------------------------------------------------------- validation


def build_config(data: Mapping[str, Any]) -> PipelineConfig:
    """Check every key and value of ``data`` and build the config (UserInputError on a problem)."""
    return _build(PipelineConfig, data, "")


def _build(cls: type[Any], data: Any, where: str) -> Any:
    label = where or "config"
    if not isinstance(data, Mapping):
        raise UserInputError(f"{label}: expected a mapping of keys, got {data!r}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    for key, raw in data.items():
        if key not in fields:
            close = difflib.get_close_matches(str(key), list(fields), n=1)
            did = f" (did you mean {close[0]!r}?)" if close else ""
            raise UserInputError(f"{label}: unknown key {key!r}{did}; known: {', '.join(fields)}")
        values[key] = _coerce(hints[key], raw, f"{where}.{key}" if where else str(key))
    config = cls(**values)
    _check_ranges(config, where)
    return config


def _coerce(hint: Any, value: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _coerce(option, value, where)
            except UserInputError as e:
                errors.append(str(e))
        raise UserInputError(errors[0] if errors else f"{where}: bad value {value!r}")
    if origin is Literal:
        allowed = typing.get_args(hint)
        if value not in allowed:
            raise UserInputError(f"{where}: {value!r} is not one of: {', '.join(map(str, allowed))}")
        return value
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return _build(hint, value, where)
    if hint is bool:
        if not isinstance(value, bool):
            raise UserInputError(f"{where}: expected true or false, got {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise UserInputError(f"{where}: expected an integer, got {value!r}")
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise UserInputError(f"{where}: expected a number, got {value!r}")
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise UserInputError(f"{where}: expected a string, got {value!r}")
        return value
    raise UserInputError(
        f"{where}: unsupported value {value!r}"
    )  # pragma: no cover - config types are closed


#: Every range check of a config section: (section type, option, test of a wrong value, what it must be);
#: checked in this order.
_RANGES: tuple[tuple[type, str, Callable[[Any], bool], str], ...] = (
    (ModelOptions, "max_tokens", lambda v: v < 1, "at least 1"),
    (ModelOptions, "temperature", lambda v: not 0.0 <= v <= 2.0, "between 0 and 2"),
    (ModelOptions, "top_p", lambda v: not 0.0 < v <= 1.0, "in (0, 1]"),
    (RerankerConfig, "min_classes", lambda v: v < 0, "0 or more"),
    (RewriterConfig, "k", lambda v: v < 1, "at least 1"),
    (RefinerConfig, "few_shot", lambda v: v < 0, "0 or more"),
    (RefinerConfig, "schema_tokens", lambda v: v is not None and v < 1, "at least 1, or null (whole schema)"),
    (RepairConfig, "retries", lambda v: v < 0, "0 or more"),
    (RepairConfig, "timeout_s", lambda v: v <= 0, "positive"),
    (SelfConsistencyConfig, "samples", lambda v: v < 1, "at least 1"),
    (SelfConsistencyConfig, "temperature", lambda v: not 0.0 <= v <= 2.0, "between 0 and 2"),
    (AnswerConfig, "max_items", lambda v: v < 1, "at least 1"),
    (ConfidenceConfig, "threshold", lambda v: not 0.0 <= v <= 1.0, "between 0 and 1"),
    (FreeTextConfig, "max_calls", lambda v: v < 1, "at least 1"),
    (FreeTextConfig, "max_seconds", lambda v: v <= 0, "positive"),
    (FreeTextConfig, "answerer", lambda v: not v.strip(), "'offline', 'lexical:T' or a model spec"),
)


def _check_ranges(config: Any, where: str) -> None:
    prefix = f"{where}." if where else ""
    values = {f.name: getattr(config, f.name) for f in dataclasses.fields(config)}
    for kind, key, wrong, rule in _RANGES:
        if isinstance(config, kind) and wrong(values[key]):
            raise UserInputError(f"{prefix}{key}: must be {rule}, got {values[key]!r}")
    if isinstance(config, PipelineConfig):
        for stage, kinds in STAGES.items():
            options = config.stage_options(stage)
            # An unknown kind is the registry's one line ("unknown refiner kind 'x'; known: …").
            name = kinds.resolve(options.kind)
            if name != options.kind:  # another case, or an alias: the canonical name
                object.__setattr__(options, "kind", name)
            if kinds.get(name).needs_model and not options.model:
                raise UserInputError(
                    f"{stage}: kind '{options.kind}' needs a model spec, e.g. model: 'openai:gpt-4o' or 'hf:/path?adapter=…'"
                )


__all__ = [
    "BUILTIN_CONFIGS",
    "PAPER_TEMPERATURE",
    "AnswerConfig",
    "ConfidenceConfig",
    "FreeTextConfig",
    "PAPER_TOP_P",
    "ModelOptions",
    "PipelineConfig",
    "RefinerConfig",
    "RepairConfig",
    "RerankerConfig",
    "RetrievalConfig",
    "RewriterConfig",
    "SelfConsistencyConfig",
    "build_config",
    "builtin_configs",
    "builtin_dir",
    "load_config",
    "parse_override",
]
