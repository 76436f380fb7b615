"""The pipeline as systems for the evaluator (``r3 eval --system …``).

Registered names (``"r3.eval.pipeline_systems:…"`` lines in :mod:`r3.eval.systems`, so this
module is imported only when one of them is built):

- ``offline`` — the offline default pipeline (no model); demonstrations are the config's
  ``demos`` file, else the evaluator's ``--demos`` file, else none: never the evaluated
  dataset, unless ``--demos dataset`` opts in (leave-one-out by row id, an optimistic number);
- ``r3`` — any pipeline config: ``config: NAME_OR_PATH`` (default ``r3-paper``) and
  ``set: {key: value}`` overrides, in a system YAML (``system: r3``);
- every other built-in config by its name (``vanilla-few-shot``, ``code-schema-skeleton`` …),
  so the paper's baselines and ablations are one ``--system NAME`` each.

``module:function`` also works without registration: ``--system r3.eval.pipeline_systems:offline``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from r3.engine.runner import GraphPool
from r3.errors import R3Error, UserInputError
from r3.eval.systems import Prediction, SystemContext, hash_config
from r3.pipeline.config import PipelineConfig, load_config
from r3.pipeline.offline.demos import Demo, demos_from_rows, load_demos
from r3.pipeline.pipeline import Pipeline
from r3.values.json import JsonObject, JsonValue

#: How ``r3 eval`` labels demonstrations taken from the evaluated dataset (``--demos dataset``).
FROM_DATASET = "leave-one-out over the evaluated dataset: not an unseen-graph number"
NO_DEMOS = "none (no demonstrations from the evaluated dataset)"


class PipelineSystem:
    """A :class:`r3.pipeline.pipeline.Pipeline` behind the evaluator's ``System`` protocol."""

    def __init__(
        self, pipeline: Pipeline, name: str, demos_identity: str, demos_source: str = NO_DEMOS
    ) -> None:
        self.pipeline = pipeline
        self.name = name
        self.config_hash = hash_config({"pipeline": pipeline.config.config_hash(), "demos": demos_identity})
        self.demos_source = demos_source

    @property
    def info(self) -> dict[str, str]:
        """Where the demonstrations came from (read after the run: the pipeline may have
        synthesized some for its graphs although none were given)."""
        source = self.demos_source
        if source == NO_DEMOS:
            made = self.pipeline.pooled_demos()
            if made:
                source = f"synthesized by the pipeline ({made}; none from the evaluated dataset)"
        return {"demonstrations": source}

    def predict(self, row: JsonObject) -> Prediction:
        question, space = row.get("question"), row.get("space")
        if not isinstance(question, str) or not isinstance(space, str):
            return Prediction("", error="row has no question or space")
        row_id = str(row["id"]) if row.get("id") is not None else None
        try:
            result = self.pipeline.generate(question, space=space, row_id=row_id)
        except R3Error as e:
            return Prediction("", error=f"{type(e).__name__}: {e}")
        trace = result.trace.to_dict(prompts=False)
        trace["status"] = result.status
        trace["confidence"] = result.confidence
        trace["reasons"] = list(result.reasons)
        if not result.query:
            return Prediction("", trace, error=result.error or "no query")
        return Prediction(result.query, trace)

    def close(self) -> None:
        self.pipeline.close()


def pipeline_system(
    config: str | Path | Mapping[str, JsonValue] | PipelineConfig,
    context: SystemContext | None = None,
    *,
    overrides: Mapping[str, JsonValue] | None = None,
    name: str | None = None,
) -> PipelineSystem:
    """A System running the pipeline ``config`` (a built-in name, a path, a dict) on the
    evaluator's graphs; ``context`` is the evaluator's :class:`r3.eval.systems.SystemContext`."""
    if context is None:
        context = SystemContext()
    cfg = load_config(config, overrides=overrides)
    pool = context.graph_pool
    if pool is None:
        if context.graphs_dir is None:
            raise UserInputError(f"system {cfg.name!r} needs the graphs of the dataset (--graphs DIR)")
        pool = GraphPool(context.graphs_dir)
    demos, identity, source = _demos(cfg, context)
    pipeline = Pipeline(cfg, demos=demos, graph_pool=pool)
    return PipelineSystem(pipeline, name or cfg.name, identity, source)


def _demos(config: PipelineConfig, context: SystemContext) -> tuple[list[Demo] | None, str, str]:
    """The demonstrations, a text that changes when they do, and where they came from: the
    config's file, the evaluator's ``--demos`` file, the dataset rows only when the evaluator
    opts in (``--demos dataset``: leave-one-out by row id), else none — the evaluated
    dataset's gold queries must not answer its own questions."""
    path: Path | None = Path(config.demos) if config.demos else context.demos_path
    if path is not None:
        try:
            digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]
        except OSError as e:
            raise UserInputError(f"cannot read demonstrations {path}: {e.strerror or e}") from e
        return load_demos(path), f"file:{digest}", f"file {path}"
    if context.demos_from_dataset:
        rows = list(context.dataset_rows or ())
        ids = ",".join(sorted(str(r.get("id")) for r in rows))
        identity = "dataset:" + hashlib.sha256(ids.encode("utf-8")).hexdigest()[:16]
        return demos_from_rows(rows), identity, FROM_DATASET
    return None, "none", NO_DEMOS


def _options(options: Mapping[str, JsonValue], default_config: str) -> tuple[Any, JsonObject]:
    known = {"config", "set"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise UserInputError(f"pipeline system: unknown option(s) {', '.join(unknown)}; known: config, set")
    overrides = options.get("set") or {}
    if not isinstance(overrides, Mapping):
        raise UserInputError(
            "pipeline system: 'set' must be a mapping of dotted keys, e.g. {refiner.few_shot: 3}"
        )
    return options.get("config", default_config), dict(overrides)


def offline(options: Mapping[str, JsonValue], context: SystemContext) -> PipelineSystem:
    """Factory of the ``offline`` system."""
    config, overrides = _options(options, "offline")
    return pipeline_system(config, context, overrides=overrides)


def r3_system(options: Mapping[str, JsonValue], context: SystemContext) -> PipelineSystem:
    """Factory of the ``r3`` system (``config:`` names the pipeline config)."""
    config, overrides = _options(options, "r3-paper")
    return pipeline_system(config, context, overrides=overrides)


__all__ = [
    "FROM_DATASET",
    "NO_DEMOS",
    "PipelineSystem",
    "offline",
    "pipeline_system",
    "r3_system",
]
