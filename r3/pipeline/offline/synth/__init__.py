"""Demonstrations r3 makes itself for a graph that came without any (``r3 demos synth``).

Why: the offline pipeline answers best from solved questions of the same graph, and a user
brings a graph, not examples. Following the R³-NL2GQL paper's GQL2NL construction, r3
enumerates intents over the schema and the data (:mod:`.enumerate`, from the profile of
:mod:`.data`), writes each as a query with the composer's builder
(:func:`r3.understand.build.build`), keeps the queries that run and return a useful
result, and verbalizes them with templates in the schema's words (:mod:`.verbalize`).
:mod:`.synthesize` ties it together and caches the result per graph version, which is how the
pipeline uses synthesized demonstrations when it has none (:func:`pipeline_demos`).
"""

from __future__ import annotations

from typing import Any

from r3.contracts.aliases import load_aliases
from r3.contracts.backend import GraphBackend
from r3.errors import R3Error
from r3.pipeline.offline.synth.enumerate import SHAPES, Enumerator
from r3.pipeline.offline.synth.synthesize import (
    LANGS,
    SynthOptions,
    SynthResult,
    cache_dir,
    cached_synthesize,
    graph_version,
    read_rows,
    synthesize,
    write_rows,
)
from r3.pipeline.offline.synth.verbalize import Vocabulary, verbalize


def graph_aliases(backend: GraphBackend, space: str) -> Any:
    """The user's aliases beside the graph (``aliases.yaml``, :mod:`r3.contracts.aliases`), or None.

    An adapter so synthesis works the same with and without the aliases model: a bad file
    is the linkers' error to report, not a reason to synthesize nothing.
    """
    source = backend.source
    if not isinstance(source, str):
        return None
    try:
        schema = backend.schema().space(space)
        found = load_aliases(graph=source, schema=schema)
    except (R3Error, OSError):
        return None
    return found or None


__all__ = [
    "LANGS",
    "SHAPES",
    "Enumerator",
    "SynthOptions",
    "SynthResult",
    "Vocabulary",
    "cache_dir",
    "cached_synthesize",
    "graph_aliases",
    "graph_version",
    "read_rows",
    "synthesize",
    "verbalize",
    "write_rows",
]
