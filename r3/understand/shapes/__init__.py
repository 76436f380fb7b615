"""Question shapes, one module each, in one registry: what the composer can understand.

Why one module per shape: a shape ("a path between two named vertices", "one row per named
entity", "a count per group") is one idea with four parts that change together — how to
*detect* it (cues in the question and what the reading found), which candidate *intents* it
enumerates over the schema graph, the *templates* that verbalize it in English and Chinese,
and how it *builds* its tree when the common builder (:mod:`..build`) has no form for it.
Keeping the four together means a new shape is one module and one line below, and a shape
can be read, tested and improved alone.

Every shape's intents are scored on one scale (:mod:`.score`); walks through the schema
graph are shared (:mod:`.walks`). The plain anchored/unanchored walk with filters,
aggregates and ranking (the most common shape) is still enumerated by :mod:`..hypotheses`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from r3.lang import ast as A
from r3.registry import Registry
from r3.understand.intent import Intent
from r3.understand.reading import Reading


class Shape(Protocol):
    """One question shape (module doc)."""

    #: The registry name; also the ``kind`` of the intents :meth:`build` writes, when it writes any.
    name: str
    #: Question templates per language (``{a}``, ``{b}``: named vertices; ``{P}``: a property; ``{T}``: a tag).
    templates: Mapping[str, tuple[str, ...]]

    def detect(self, r: Reading) -> bool:
        """Whether the question may have this shape (cheap: cues and the reading's anchors)."""
        ...

    def intents(self, r: Reading) -> list[Intent]:
        """The scored candidate intents of this shape for the reading."""
        ...

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """The tree of one of this shape's intents, or None to leave it to the common builder."""
        ...


SHAPES: Registry[Shape] = Registry("question shape")
#: name → what it reads; the module ``shapes/<name>.py`` holds its ``SHAPE``. One line per shape.
_BUILT_IN = (
    ("path", "a path between two named vertices, or its length"),
    ("subgraph", "the neighbourhood of a named vertex"),
    ("entities", "one row per named entity; which of them is more"),
    ("group", "an aggregate per group: each X, per X, 每个X"),
    ("negation", "what the answer does not do, with the walk it lacks placed"),
    ("times", "how many times: a count of edges"),
    ("edges", "how many relations of one kind, no vertex named: a count of edges"),
    ("edge_values", "an aggregate of a relation's own number, no vertex named"),
    ("pairs", "both ends of every edge that meets a filter, no vertex named"),
    ("edge_filter", "one end of the edges a filter on the edge keeps, no vertex named"),
    ("fan", "the ends of several relations out of one named vertex, a column each"),
    ("between", "what the edge between two named vertices holds"),
    ("peers", "the others who share a neighbour with a named vertex, it left out"),
)
for _name, _what in _BUILT_IN:
    SHAPES.register(_name, f"r3.understand.shapes.{_name}:SHAPE", description=_what)


def shape_intents(r: Reading) -> list[Intent]:
    """The intents of every registered shape that detects itself in the reading."""
    out: list[Intent] = []
    for name in SHAPES.names():
        shape = SHAPES.get(name)
        if shape.detect(r):
            out.extend(shape.intents(r))
    return out


def build_by_shape(intent: Intent, display: Mapping[str, str]) -> A.Script | None:
    """The tree of ``intent`` from the shape its :attr:`~.intent.Intent.shape` names, when
    that shape is a module here and builds one (else None: the common builder's forms)."""
    if intent.shape not in SHAPES.names():
        return None
    return SHAPES.get(intent.shape).build(intent, display)


__all__ = ["SHAPES", "Shape", "build_by_shape", "shape_intents"]
