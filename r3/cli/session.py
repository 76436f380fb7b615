"""The options every answering command shares (``r3 mcp``, ``r3 chat``, ``r3 serve``, ``r3 ask``).

Why a module of its own: these commands build one pipeline from ``--graph``, ``--config``,
``--set`` and ``--demos`` exactly as ``r3 ask`` does (the demo graph and its demonstrations
when no graph is named), and copies of that would drift. The stage flags (``--refiner
openai:gpt-4o``, ``--reranker hf:PATH?adapter=…``) are one flag per stage for what would
otherwise be two ``--set`` keys (``refiner.kind=model`` and ``refiner.model=…``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import click

from r3.demo import demo_dir
from r3.pipeline.config import PipelineConfig, load_config, parse_override
from r3.pipeline.types import STAGES as STAGE_KINDS
from r3.values.json import JsonObject

F = TypeVar("F", bound=Callable[..., Any])


def pipeline_options(fn: F) -> F:
    """``--graph``, ``--config``, ``--set``, ``--demos`` (in that order in ``--help``)."""
    for option in reversed(
        (
            click.option(
                "--graph",
                "graph_url",
                metavar="URL|FOLDER",
                help="Graph: a URL (embedded://…, nebula://…, neo4j://…) or a graph folder. "
                "Default: the demo graph.",
            ),
            click.option(
                "--config",
                default="offline",
                show_default=True,
                metavar="NAME|FILE",
                help="Pipeline config: a built-in name or a YAML/TOML file.",
            ),
            click.option("--set", "sets", multiple=True, metavar="KEY=VALUE", help="Override a config key."),
            click.option(
                "--demos", type=click.Path(dir_okay=False, path_type=Path), help="Demonstration pool (JSONL)."
            ),
        )
    ):
        fn = option(fn)
    return fn


#: The stages a flag sets, and the config section each one is.
STAGES = ("reranker", "rewriter", "refiner", "answer")


def stage_options(fn: F) -> F:
    """``--reranker``, ``--rewriter``, ``--refiner``, ``--answer-model``: a model spec, or a kind.

    The command receives them as one parameter, ``stages``: their :func:`stage_overrides`.
    """

    @functools.wraps(fn)
    def command(*args: Any, **kwargs: Any) -> Any:
        specs = {stage: kwargs.pop(_stage_param(stage)) for stage in STAGES}
        return fn(*args, stages=stage_overrides(**specs), **kwargs)

    wrapped: Any = command
    for stage in reversed(STAGES):
        name = _stage_param(stage)
        wrapped = click.option(
            "--" + name.replace("_", "-"),
            name,
            metavar="SPEC|KIND",
            help=f"The {stage} stage: a model spec (openai:gpt-4o?base_url=…, hf:PATH?adapter=…, "
            f"local:NAME) or a kind ({', '.join(_kinds(stage))}).",
        )(wrapped)
    return cast(F, wrapped)


def _stage_param(stage: str) -> str:
    return "answer_model" if stage == "answer" else stage


def stage_overrides(**specs: str | None) -> dict[str, str]:
    """Config overrides for the stage flags given: a kind sets ``STAGE.kind``; a model spec sets
    ``STAGE.kind=model`` and ``STAGE.model`` (taken as written: no YAML reading of the spec)."""
    out: dict[str, str] = {}
    for stage, spec in specs.items():
        if spec is None:
            continue
        if spec in _kinds(stage):
            out[f"{stage}.kind"] = spec
        else:
            out[f"{stage}.kind"], out[f"{stage}.model"] = "model", spec
    return out


def _kinds(stage: str) -> tuple[str, ...]:
    """The kinds of a stage other than ``model`` (read from the stage's kind registry)."""
    return tuple(k for k in STAGE_KINDS[stage].names() if k != "model")


def build_settings(
    config: str,
    sets: tuple[str, ...],
    demos: Path | None,
    graph_url: str | None,
    *,
    stages: dict[str, str] | None = None,
    quiet: bool = False,
) -> tuple[PipelineConfig, str]:
    """The validated config and the graph to answer on (the demo graph when none is named);
    ``stages``: :func:`stage_overrides`, applied after ``--set``."""

    overrides: JsonObject = dict(parse_override(item) for item in sets)
    overrides.update(stages or {})
    if demos is not None:
        overrides["demos"] = str(demos)
    settings = load_config(config, overrides=overrides)
    graph = graph_url or settings.graph
    if not graph:
        graph = f"embedded://{demo_dir()}?space=demo"
        if not quiet:
            click.secho("(no --graph: the demo graph of data/demo)", dim=True, err=True)
        if not settings.demos:
            settings = load_config(settings, overrides={"demos": str(demo_dir() / "demos.jsonl")})
    return settings, graph


__all__ = ["STAGES", "build_settings", "pipeline_options", "stage_options", "stage_overrides"]
