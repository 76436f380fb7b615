"""Systems under test: the protocol the evaluator calls, the registry, and the built-in ones.

A *system* turns a dataset row into a query. The evaluator only needs::

    class System(Protocol):
        name: str            # shown in reports
        config_hash: str     # changes whenever its predictions could change (cache key)
        def predict(self, row: dict) -> Prediction: ...
        # optional: def close(self) -> None
        # optional: info: Mapping[str, str]  — e.g. {"demonstrations": "none"}: printed by
        #           ``r3 eval`` and kept in the summary (``system_info``), read after the run

``predict`` may be called from several threads at once (``--workers``); a system that
cannot be is responsible for its own lock.

``--system CONFIG`` names one:

- ``gold`` — the gold queries themselves: the sanity check (every metric must be 100 where
  the engine reproduces the gold result);
- ``predictions:FILE.jsonl`` — rows ``{"id": …, "prediction": "…"}`` written by any other
  system (``query`` is accepted for ``prediction``); ids missing there count as failures;
- ``perturbed-gold`` — the deliberately wrong system: each gold query with its string
  literals replaced by *other* names stored in the same space (a vertex id by another vertex
  id of the same tag, a property value by another value of that property), the same choice
  for the same literal within a query, seeded by ``seed``. Gold queries without a string
  literal get their number literals shifted (``+ 7``; ``shift_numbers: false`` turns that
  off). The text stays the gold text but for the names, so similarity metrics stay high
  while the answer is about someone else;
- a name registered with :func:`register_system` — the pipeline (:data:`PLUGIN_MODULES`)
  registers ``offline``, ``r3`` and the paper's baselines; other packages can declare
  ``[project.entry-points."r3.systems"] name = "module:factory"`` — or ``module:function``
  for a factory anywhere;
- a path to a YAML (``.yaml``/``.yml``) or TOML (``.toml``) file::

      system: perturbed-gold      # any of the names above (predictions: see ``file``)
      name: wrong-names           # optional display name
      seed: 3                     # every other key is an option of that system
      # system: predictions
      # file: runs/gpt4.jsonl     # relative to the config file

A factory is ``factory(options: dict, context: SystemContext) -> System``.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import zlib
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, cast, runtime_checkable

from r3.contracts.backend import SpacePool
from r3.engine.engine import Engine
from r3.engine.runner import GraphPool
from r3.errors import QuerySyntaxError, R3Error, UserInputError
from r3.inputs import jsonl_objects, read_bytes, read_config
from r3.lang.analysis import analyze
from r3.pipeline.config import BUILTIN_CONFIGS
from r3.registry import Registry, load_reference
from r3.values import Map
from r3.values.json import JsonObject, JsonValue, json_scalar


@dataclass
class Prediction:
    """What a system answered for one row: the query text and, optionally, how it got there."""

    query: str
    trace: JsonObject | None = None
    #: Set when the system produced nothing (the evaluator scores the item 0 and says why).
    error: str | None = None
    #: Seconds ``predict`` took (set by the evaluator; kept in its cache with the query).
    latency_s: float | None = None


@runtime_checkable
class System(Protocol):
    name: str
    config_hash: str

    def predict(self, row: JsonObject) -> Prediction: ...


@runtime_checkable
class DescribedSystem(Protocol):
    """A system that says where its demonstrations came from … (read after the run)."""

    info: Mapping[str, str]


@runtime_checkable
class ClosableSystem(Protocol):
    """A system holding resources (a pipeline, a connection) that ``close()`` frees."""

    def close(self) -> None: ...


@dataclass
class SystemContext:
    """What a factory may use: the dataset, the graphs folder, few-shot demos, loaded graphs.

    ``dataset_rows`` are the evaluated dataset (gold labels included): a system must not learn
    from them unless ``demos_from_dataset`` asks for it (``r3 eval --demos dataset``), because
    a benchmark scored with its own labels says nothing about an unseen graph.
    """

    dataset_rows: Sequence[JsonObject] = ()
    graphs_dir: Path | None = None
    demos_path: Path | None = None
    #: The evaluator's :class:`r3.engine.runner.GraphPool` when it runs the embedded engine.
    graph_pool: SpacePool | None = None
    #: Folder of the config file, for relative paths in it.
    base_dir: Path = field(default_factory=Path.cwd)
    #: Opt-in: demonstrations are ``dataset_rows``, leave-one-out by row id (optimistic).
    demos_from_dataset: bool = False


#: ``r3 eval --demos dataset``: the explicit opt-in to :attr:`SystemContext.demos_from_dataset`.
DEMOS_FROM_DATASET = "dataset"


def system_info(system: System) -> dict[str, str]:
    """The system's optional ``info`` mapping (where its demonstrations came from …), as text."""
    if not isinstance(system, DescribedSystem):
        return {}
    info = system.info
    return {str(k): str(v) for k, v in info.items()} if isinstance(info, Mapping) else {}


Factory = Callable[[Mapping[str, JsonValue], SystemContext], System]

#: Every system ``--system NAME`` accepts by name. Third-party packages add to it with
#: ``[project.entry-points."r3.systems"] name = "module:factory"``; in-tree ones with a
#: ``SYSTEMS.register(name, "module:factory")`` line, imported on first use.
SYSTEMS: Registry[Factory] = Registry("system", entry_points="r3.systems")
ENTRY_POINT_GROUP = "r3.systems"
#: How ``--system`` may also name a system (added to the "unknown system" message).
_OTHER_FORMS = "or predictions:FILE.jsonl, module:function, a .yaml/.toml"


def register_system(name: str, factory: Factory | str, description: str = "") -> None:
    """Make ``--system NAME`` build a system; ``factory`` may be ``"module:function"`` (imported on use)."""
    if name in _BUILTINS:
        raise ValueError(f"cannot register a system named {name!r}: it is built in")
    SYSTEMS.register(name, factory, description=description)


def available_systems() -> dict[str, str]:
    """Name → one-line description of every system ``--system`` accepts by name."""
    return SYSTEMS.describe()


def hash_config(data: object) -> str:
    """A short stable hash of JSON-able config data."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def build_system(config: str, context: SystemContext | None = None) -> System:
    """The system ``--system CONFIG`` names (see the module doc)."""
    context = context or SystemContext()
    path = Path(config)
    if path.suffix.lower() in (".yaml", ".yml", ".toml"):
        options = read_config_file(path)
        kind = str(options.pop("system"))
        context.base_dir = path.resolve().parent
        return _build(kind, options, context)
    return _build(config, {}, context)


def read_config_file(path: Path) -> JsonObject:
    """The mapping of a YAML/TOML system config; it must name ``system``."""
    data = read_config(path, "system config")
    if not isinstance(data, dict) or not isinstance(data.get("system"), str):
        raise UserInputError(f"{path}: expected a mapping with 'system: NAME' (e.g. system: gold)")
    return dict(data)


def _build(kind: str, options: JsonObject, context: SystemContext) -> System:
    display = options.pop("name", None)
    if kind.startswith("predictions:"):
        options.setdefault("file", kind.partition(":")[2])
        kind = "predictions"
    factory: Factory
    if ":" in kind:  # a registered name never holds ":"
        factory = _import_factory(kind)
    else:
        try:
            factory = SYSTEMS.get(kind)
        except UserInputError as e:
            if kind in SYSTEMS:  # a registered "module:function" that does not import
                raise
            raise UserInputError(f"{e}; {_OTHER_FORMS}") from None
    system = factory(options, context)
    if display:
        system.name = str(display)
    return system


def _import_factory(dotted: str) -> Factory:
    """The factory ``--system module:function`` names (no registration needed)."""
    try:
        factory = load_reference(dotted)
    except ImportError as e:  # the module itself imports something missing
        raise UserInputError(f"cannot import system factory {dotted!r}: {e}") from e
    if not callable(factory):
        module_name, _, attr = dotted.partition(":")
        raise UserInputError(f"{dotted!r}: {module_name} has no callable {attr!r}")
    return cast(Factory, factory)


# --------------------------------------------------------------------------- gold


class GoldSystem:
    """Answers every row with its own gold query."""

    name = "gold"
    config_hash = hash_config({"system": "gold"})

    def predict(self, row: JsonObject) -> Prediction:
        gold = row.get("gold")
        if not isinstance(gold, str):
            return Prediction("", error="row has no gold query")
        return Prediction(gold)


# --------------------------------------------------------------------------- predictions file


class PredictionsFile:
    """Predictions read from a JSONL file (``id`` + ``prediction``/``query``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        data = read_bytes(path, "predictions")
        self.config_hash = hash_config({"system": "predictions", "sha256": hashlib.sha256(data).hexdigest()})
        self.name = f"predictions:{path.name}"
        self._by_id: dict[str, Prediction] = {}
        for number, obj in jsonl_objects(data, str(path)):
            if "id" not in obj:
                raise UserInputError(f"{path}:{number}: expected an object with 'id' and 'prediction'")
            query = obj.get("prediction", obj.get("query"))
            if query is not None and not isinstance(query, str):
                raise UserInputError(f"{path}:{number}: 'prediction' must be a string")
            raw_trace = obj.get("trace")
            trace = raw_trace if isinstance(raw_trace, dict) else None
            self._by_id[str(obj["id"])] = Prediction(
                query or "", trace, None if query else "empty prediction"
            )

    def predict(self, row: JsonObject) -> Prediction:
        found = self._by_id.get(str(row.get("id")))
        if found is None:
            return Prediction("", error=f"no prediction for this id in {self.path.name}")
        return found


def _predictions_factory(options: Mapping[str, JsonValue], context: SystemContext) -> System:
    file = options.get("file")
    if not file:
        raise UserInputError(
            "system 'predictions' needs a file: predictions:FILE.jsonl or 'file:' in the config"
        )
    path = Path(str(file)).expanduser()
    if not path.is_absolute() and not path.exists():
        path = context.base_dir / path
    return PredictionsFile(path)


# --------------------------------------------------------------------------- perturbed gold

_NUMBER_SHIFT = 7


class PerturbedGold:
    """Gold queries with their names swapped for other stored names (see the module doc)."""

    def __init__(self, context: SystemContext, *, seed: int = 0, shift_numbers: bool = True) -> None:
        if context.graphs_dir is None and context.graph_pool is None:
            raise UserInputError("system 'perturbed-gold' needs the graphs (--graphs DIR)")
        self.context = context
        self.seed = seed
        self.shift_numbers = shift_numbers
        self.name = "perturbed-gold" if seed == 0 else f"perturbed-gold(seed={seed})"
        self.config_hash = hash_config({"system": "perturbed-gold", "seed": seed, "numbers": shift_numbers})
        self._names: dict[str, _StoredNames] = {}
        self._lock = threading.Lock()

    def predict(self, row: JsonObject) -> Prediction:
        gold, space = row.get("gold"), row.get("space")
        if not isinstance(gold, str) or not isinstance(space, str):
            return Prediction("", error="row has no gold query or space")
        try:
            analysis = analyze(gold)
        except (QuerySyntaxError, RecursionError):
            return Prediction(gold, {"perturbed": "unchanged (gold does not parse)"})
        literals = [s for s in dict.fromkeys(analysis.string_literals) if s]
        if literals:
            names = self._stored(space)
            swaps = {s: names.replacement(s, f"{self.seed}:{row.get('id')}:{s}") for s in literals}
            query = _replace_strings(gold, swaps)
            kind = "strings"
        elif self.shift_numbers and analysis.number_literals:
            swaps = {}
            query = _shift_numbers(gold, analysis.number_literals)
            kind = "numbers"
        else:
            return Prediction(gold, {"perturbed": "unchanged (no literal)"})
        changed = query != gold
        trace: JsonObject = {"perturbed": kind if changed else "unchanged (literal not found in text)"}
        if swaps:
            trace["swaps"] = {k: v for k, v in swaps.items() if v is not None}
        return Prediction(query, trace)

    def _stored(self, space: str) -> _StoredNames:
        with self._lock:
            names = self._names.get(space)
            if names is None:
                names = self._names[space] = _StoredNames.load(self.context, space)
            return names


class _StoredNames:
    """String vertex ids by tag and string property values by property, of one space."""

    def __init__(self) -> None:
        self.vid_tag: dict[str, str] = {}
        self.vids_by_tag: dict[str, list[str]] = defaultdict(list)
        self.value_prop: dict[str, str] = {}
        self.values_by_prop: dict[str, list[str]] = defaultdict(list)

    @classmethod
    def load(cls, context: SystemContext, space: str) -> _StoredNames:
        pool = context.graph_pool or GraphPool(context.graphs_dir)  # type: ignore[arg-type]
        try:
            engine = Engine(pool.shared(space), space=space)
            vertices = list(engine.scan_vertices())
            edges = sorted(engine.scan_edges(), key=lambda e: (e.type, str(e.src), str(e.dst), e.rank or 0))
        except R3Error as e:
            raise UserInputError(
                f"perturbed-gold: cannot read the stored names of space {space!r}: {e}"
            ) from e
        out = cls()
        vertices.sort(key=lambda v: str(v.vid))
        tag_sizes: dict[str, int] = defaultdict(int)
        for v in vertices:
            for tag in v.tags:
                tag_sizes[tag] += 1
        for v in vertices:
            if isinstance(v.vid, str):
                # the vertex's most common tag: "Tim Duncan" is a player (and the only bachelor)
                tag = max(sorted(v.tags), key=lambda t: tag_sizes[t]) if v.tags else ""
                out.vid_tag[v.vid] = tag
                out.vids_by_tag[tag].append(v.vid)
            for tag, props in v.tags.items():
                out._add_props(tag, props)
        for edge in edges:
            out._add_props(edge.type, edge.props)
        return out

    def _add_props(self, owner: str, props: Map | None) -> None:
        for prop, value in sorted((props or {}).items()):
            key = f"{owner}.{prop}"
            if isinstance(value, str) and value and value not in self.value_prop:
                self.value_prop[value] = key
                self.values_by_prop[key].append(value)

    def replacement(self, literal: str, salt: str) -> str | None:
        """Another stored name of the same kind as ``literal`` (None when there is none)."""
        if literal in self.vid_tag:
            pool = self.vids_by_tag[self.vid_tag[literal]]
        elif literal in self.value_prop:
            pool = self.values_by_prop[self.value_prop[literal]]
        else:
            pool = [v for vids in self.vids_by_tag.values() for v in vids]
        choices = [c for c in pool if c != literal]
        if not choices:
            choices = [v for v in self.vid_tag if v != literal]
        if not choices:
            return None
        return choices[zlib.crc32(salt.encode("utf-8")) % len(choices)]


def _replace_strings(query: str, swaps: Mapping[str, str | None]) -> str:
    """Replace quoted occurrences (``"x"`` or ``'x'``) of each literal in one pass."""
    wanted = {k: v for k, v in swaps.items() if v is not None}
    if not wanted:
        return query
    alternatives = "|".join(re.escape(k) for k in sorted(wanted, key=len, reverse=True))
    pattern = re.compile(rf"([\"'])({alternatives})\1")

    def quoted(m: re.Match[str]) -> str:
        name = str(wanted[m.group(2)])
        quote = m.group(1)
        if quote in name:  # 'Shaquille O'Neal' would end early: use the other quote
            quote = '"' if quote == "'" else "'"
        if quote in name:
            name = name.replace(quote, "\\" + quote)
        return quote + name + quote

    return pattern.sub(quoted, query)


def _shift_numbers(query: str, numbers: Sequence[int | float]) -> str:
    """Add :data:`_NUMBER_SHIFT` to each number literal that stands alone in the text."""
    out = query
    for number in dict.fromkeys(numbers):
        if isinstance(number, bool):
            continue
        text = repr(number)
        shifted = repr(number + _NUMBER_SHIFT)
        out = re.sub(rf"(?<![\w.$@]){re.escape(text)}(?![\w.])", shifted, out)
    return out


def _perturbed_factory(options: Mapping[str, JsonValue], context: SystemContext) -> System:
    try:
        seed = int(json_scalar(options.get("seed", 0)))
    except (TypeError, ValueError) as e:
        raise UserInputError(f"perturbed-gold: seed must be an integer, got {options.get('seed')!r}") from e
    return PerturbedGold(context, seed=seed, shift_numbers=bool(options.get("shift_numbers", True)))


def _gold_factory(options: Mapping[str, JsonValue], context: SystemContext) -> System:
    return GoldSystem()


def _config_system(config_name: str) -> Factory:
    """The factory of a system named after a built-in pipeline config (``vanilla-few-shot`` …):
    the ``r3`` system with that ``config:`` (a system YAML may still name another)."""

    def factory(options: Mapping[str, JsonValue], context: SystemContext) -> System:
        return SYSTEMS.get("r3")({"config": config_name, **options}, context)

    return factory


_BUILTINS = {
    "gold": "the gold queries themselves (sanity check: 100 wherever the engine reproduces gold)",
    "predictions": "predictions:FILE.jsonl — rows {id, prediction} from any other system",
    "perturbed-gold": "gold with its names swapped for other stored names: a deliberately wrong system",
}
SYSTEMS.register("gold", _gold_factory, description=_BUILTINS["gold"])
SYSTEMS.register("predictions", _predictions_factory, description=_BUILTINS["predictions"])
SYSTEMS.register("perturbed-gold", _perturbed_factory, description=_BUILTINS["perturbed-gold"])
# The pipeline (r3.eval.pipeline_systems, imported on first use): ``offline``, ``r3`` and every
# built-in pipeline config by its name, so the paper's baselines are one ``--system NAME`` each.
SYSTEMS.register(
    "offline",
    "r3.eval.pipeline_systems:offline",
    description="the offline R3 pipeline (no model): demonstrations adapted, checked, repaired",
)
SYSTEMS.register(
    "r3",
    "r3.eval.pipeline_systems:r3_system",
    description="an R3 pipeline config: options config: NAME_OR_PATH, set: {key: value}",
)
for _name, _description in BUILTIN_CONFIGS.items():
    if _name not in SYSTEMS:
        SYSTEMS.register(_name, _config_system(_name), description=_description)


def close_system(system: System) -> None:
    """Call the system's optional ``close()``."""
    if isinstance(system, ClosableSystem):
        system.close()


__all__ = [
    "DEMOS_FROM_DATASET",
    "ClosableSystem",
    "DescribedSystem",
    "Factory",
    "GoldSystem",
    "PerturbedGold",
    "Prediction",
    "PredictionsFile",
    "SYSTEMS",
    "System",
    "SystemContext",
    "available_systems",
    "build_system",
    "close_system",
    "hash_config",
    "read_config_file",
    "register_system",
    "system_info",
]
