"""The options every long-lived answering command shares (``r3 mcp``, ``r3 chat``).

Why a module of its own: both commands build one pipeline from ``--graph``, ``--config``,
``--set`` and ``--demos`` exactly as ``r3 ask`` does (the demo graph and its demonstrations
when no graph is named), and copies of that would drift.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

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


def build_settings(
    config: str, sets: tuple[str, ...], demos: Path | None, graph_url: str | None, *, quiet: bool = False
) -> tuple[Any, str]:
    """The validated config and the graph to answer on (the demo graph when none is named)."""
    from r3.pipeline.config import load_config, parse_override

    overrides: dict[str, Any] = dict(parse_override(item) for item in sets)
    if demos is not None:
        overrides["demos"] = str(demos)
    settings = load_config(config, overrides=overrides)
    graph = graph_url or settings.graph
    if not graph:
        from r3.demo import demo_dir

        graph = f"embedded://{demo_dir()}?space=demo"
        if not quiet:
            click.secho("(no --graph: the demo graph of data/demo)", dim=True, err=True)
        if not settings.demos:
            settings = load_config(settings, overrides={"demos": str(demo_dir() / "demos.jsonl")})
    return settings, graph


__all__ = ["build_settings", "pipeline_options"]
