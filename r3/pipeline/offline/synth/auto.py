"""Synthesized demonstrations for a pipeline that has none (``synth_demos: true``, the default).

Why automatic: without demonstrations the offline pipeline falls back on its composer alone,
and a user who brings only a graph should not have to know that ``r3 demos synth`` exists.
The pipeline asks once per graph; the rows come from the cache when the graph is unchanged
(:func:`.synthesize.cached_synthesize`), and the trace says where they came from, so an answer
shaped by synthesized demonstrations is never mistaken for one taught by the user's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from r3.errors import R3Error
from r3.pipeline.offline.demos import demos_from_rows
from r3.pipeline.offline.synth.synthesize import LANGS, SynthOptions, cached_synthesize

if TYPE_CHECKING:
    from r3.pipeline.graphs import GraphContext


@dataclass
class AutoDemos:
    """The demonstrations made for one graph, and what the trace says about them."""

    demos: list[Any] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)


def pipeline_demos(context: GraphContext, *, options: SynthOptions | None = None) -> AutoDemos:
    """Demonstrations for the default space of a :class:`~r3.pipeline.graphs.GraphContext`.

    Failures (no single space, a graph that cannot be scanned) leave the pipeline without
    demonstrations and say why in the trace; they never stop a question from being answered.
    """
    started = time.perf_counter()
    opts = options or SynthOptions(langs=LANGS)
    try:
        space = context.default_space()
        aliases = context.aliases(space)
        result = cached_synthesize(context.graph, space, opts, aliases=aliases or None)
    except R3Error as e:
        return AutoDemos([], {"source": "synthesized", "count": 0, "error": str(e)})
    demos = demos_from_rows(result.rows)
    info = {
        "source": "synthesized",
        "space": result.space,
        "count": len(demos),
        "cached": result.cached,
        "cache": str(result.cache) if result.cache else None,
        "elapsed_s": round(time.perf_counter() - started, 3),
        "shapes": dict(result.counts),
    }
    return AutoDemos(demos, info)


__all__ = ["AutoDemos", "pipeline_demos"]
