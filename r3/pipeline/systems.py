"""The pipeline as systems for the evaluator (``r3 eval --system …``).

Registered names (:func:`register`, run when :mod:`r3.pipeline` is imported):

- ``offline`` — the offline default pipeline (no model); demonstrations are the evaluator's
  ``--demos`` file, else the dataset itself, always leave-one-out (the row id is passed);
- ``r3`` — any pipeline config: ``config: NAME_OR_PATH`` (default ``r3-paper``) and
  ``set: {key: value}`` overrides, in a system YAML (``system: r3``);
- every other built-in config by its name (``vanilla-few-shot``, ``code-schema-skeleton`` …),
  so the paper's baselines and ablations are one ``--system NAME`` each.

``module:function`` also works without registration: ``--system r3.pipeline.systems:offline``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from r3.errors import R3Error, UserInputError


class PipelineSystem:
    """A :class:`r3.pipeline.api.Pipeline` behind the evaluator's ``System`` protocol."""

    def __init__(self, pipeline: Any, name: str, demos_identity: str) -> None:
        from r3.eval.systems import hash_config

        self.pipeline = pipeline
        self.name = name
        self.config_hash = hash_config({"pipeline": pipeline.config.config_hash(), "demos": demos_identity})

    def predict(self, row: dict[str, Any]) -> Any:
        from r3.eval.systems import Prediction

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
        if not result.query:
            return Prediction("", trace, error=result.error or "no query")
        return Prediction(result.query, trace)

    def close(self) -> None:
        self.pipeline.close()


def pipeline_system(
    config: Any,
    context: Any = None,
    *,
    overrides: Mapping[str, Any] | None = None,
    name: str | None = None,
) -> PipelineSystem:
    """A System running the pipeline ``config`` (a built-in name, a path, a dict) on the
    evaluator's graphs; ``context`` is the evaluator's :class:`r3.eval.systems.SystemContext`."""
    from r3.pipeline.api import Pipeline
    from r3.pipeline.config import load_config

    if context is None:
        from r3.eval.systems import SystemContext

        context = SystemContext()
    cfg = load_config(config, overrides=overrides)
    pool = context.graph_pool
    if pool is None:
        if context.graphs_dir is None:
            raise UserInputError(f"system {cfg.name!r} needs the graphs of the dataset (--graphs DIR)")
        from r3.eval.replay import GraphPool

        pool = GraphPool(context.graphs_dir)
    demos, identity = _demos(cfg, context)
    pipeline = Pipeline(cfg, demos=demos, graph_pool=pool)
    return PipelineSystem(pipeline, name or cfg.name, identity)


def _demos(config: Any, context: Any) -> tuple[list[Any] | None, str]:
    """The demonstrations and a text that changes when they do: the config's file, the
    evaluator's ``--demos``, else the dataset rows (leave-one-out)."""
    from r3.pipeline.offline.demos import demos_from_rows, load_demos

    path: Path | None = Path(config.demos) if config.demos else context.demos_path
    if path is not None:
        try:
            digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]
        except OSError as e:
            raise UserInputError(f"cannot read demonstrations {path}: {e.strerror or e}") from e
        return load_demos(path), f"file:{digest}"
    rows = list(context.dataset_rows or ())
    ids = ",".join(sorted(str(r.get("id")) for r in rows))
    return demos_from_rows(rows), "dataset:" + hashlib.sha256(ids.encode("utf-8")).hexdigest()[:16]


def _options(options: Mapping[str, Any], default_config: str) -> tuple[Any, dict[str, Any]]:
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


def offline(options: Mapping[str, Any], context: Any) -> PipelineSystem:
    """Factory of the ``offline`` system."""
    config, overrides = _options(options, "offline")
    return pipeline_system(config, context, overrides=overrides)


def r3_system(options: Mapping[str, Any], context: Any) -> PipelineSystem:
    """Factory of the ``r3`` system (``config:`` names the pipeline config)."""
    config, overrides = _options(options, "r3-paper")
    return pipeline_system(config, context, overrides=overrides)


def _named(config_name: str) -> Any:
    def factory(options: Mapping[str, Any], context: Any) -> PipelineSystem:
        config, overrides = _options(options, config_name)
        return pipeline_system(config, context, overrides=overrides)

    return factory


def register() -> None:
    """Register ``offline``, ``r3`` and every built-in config with the evaluator's registry."""
    from r3.eval.systems import available_systems, register_system
    from r3.pipeline.config import BUILTIN_CONFIGS

    known = available_systems()
    if "offline" in known:
        return
    register_system(
        "offline", offline, "the offline R3 pipeline (no model): demonstrations adapted, checked, repaired"
    )
    register_system("r3", r3_system, "an R3 pipeline config: options config: NAME_OR_PATH, set: {key: value}")
    for name, description in BUILTIN_CONFIGS.items():
        if name not in ("offline", "r3") and name not in known:
            register_system(name, _named(name), description)


__all__ = ["PipelineSystem", "offline", "pipeline_system", "r3_system", "register"]
