"""The partial schema: the classes the reranker chose, in the paper's assembly format.

Why a subset at all: the refiner's prompt should carry only the tags and edge types a
question needs (the paper's reranker picks them, e.g. ``['like()', 'serve()']``), which keeps
long schemas from drowning the question. The text is

    # This is the partial schema of the graph
    # Nodes
    class player(Tag): ...
    # Edges
    class serve(Edge): ...

with the chosen classes in schema order, rendered exactly as in the full schema (paper or
rich, see :mod:`r3.represent.schema_code`); base classes are left out. Names are accepted as
models write them (``player()``, ``'player()'``, ``class player(Tag):``, another letter case).
:func:`partial_schema` refuses unknown names with a did-you-mean; :func:`select_schema` is the
paper's forgiving rule for the pipeline (unknown names or fewer than two classes → the full
schema). :func:`closed_schema` is what the refiner's prompt shows by default: the choice closed
under the paths a query can walk (:mod:`r3.represent.schema_closure`) within a token budget, and
the whole schema whenever it fits the budget (a small schema is never pruned).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from r3.contracts.aliases import Aliases
from r3.contracts.backend import DialectName
from r3.contracts.schema import SchemaItem, SpaceSchema
from r3.errors import UserInputError
from r3.lang.validator.issues import close_matches, did_you_mean
from r3.represent.schema_closure import DEFAULT_HOPS, close_classes
from r3.represent.schema_code import (
    PaperVariant,
    SampleValues,
    SchemaCodeRenderer,
)

PARTIAL_HEADER = "# This is the partial schema of the graph"
#: The paper falls back to the full schema when the reranker names fewer classes than this.
MIN_CLASSES = 2

_CLASS_NAME = re.compile(r"^(?:class\s+)?([^\s()\[\]:'\"`]+)\s*(?:\([^()]*\))?\s*:?$")


def normalize_class_name(text: str) -> str:
    """``player()``, ``'player()'``, ``class player(Tag):`` → ``player`` (other text: stripped)."""
    name = text.strip().strip(",").strip().strip("'\"`").strip()
    match = _CLASS_NAME.match(name)
    return match.group(1) if match else name


def resolve_class_names(space: SpaceSchema, class_names: Iterable[str]) -> tuple[list[SchemaItem], list[str]]:
    """The schema items the names stand for (schema order, no duplicates) and the unknown names.

    An exact name wins; otherwise a name that matches one item ignoring letter case is taken.
    """
    items = {**space.tags, **space.edges}
    by_lower: dict[str, list[str]] = {}
    for name in items:
        by_lower.setdefault(name.lower(), []).append(name)
    chosen: set[str] = set()
    unknown: list[str] = []
    for raw in class_names:
        name = normalize_class_name(raw)
        if not name:
            continue
        if name in items:
            chosen.add(name)
        elif len(by_lower.get(name.lower(), [])) == 1:
            chosen.add(by_lower[name.lower()][0])
        elif name not in unknown:
            unknown.append(name)
    ordered = [item for name, item in items.items() if name in chosen]
    return ordered, unknown


def partial_schema(
    space: SpaceSchema,
    class_names: list[str],
    *,
    paper: bool = False,
    dialect: DialectName = "ngql",
    paper_variant: PaperVariant = "auto",
    sample_values: SampleValues | None = None,
    aliases: Aliases | None = None,
) -> str:
    """The partial schema of ``class_names``; unknown names raise a UserInputError naming them."""
    selection = select_schema(
        space,
        class_names,
        paper=paper,
        dialect=dialect,
        paper_variant=paper_variant,
        sample_values=sample_values,
        aliases=aliases,
        min_classes=0,
    )
    if selection.unknown:
        raise UserInputError(_unknown_message(space, selection.unknown))
    return selection.text


def _assemble(renderer: SchemaCodeRenderer, items: list[SchemaItem]) -> str:
    tags = [renderer.item(i) for i in items if i.kind == "tag"]
    edges = [renderer.item(i) for i in items if i.kind == "edge"]
    gap = "\n\n" if renderer.paper else "\n\n\n"
    if renderer.paper:
        head = PARTIAL_HEADER
    else:  # the same first words, so that either form is recognised by its header
        head = "\n".join(renderer.rich_header(f"{PARTIAL_HEADER[2:]} space `{renderer.space.name}`"))
    edge_header = "# Edges" if renderer.paper else renderer.words.edge_header
    parts = [head + "\n# Nodes" + (f"\n{tags[0]}" if tags else ""), *tags[1:]]
    parts += [edge_header + (f"\n{edges[0]}" if edges else ""), *edges[1:]]
    return gap.join(parts) + "\n"


def _unknown_message(space: SpaceSchema, unknown: list[str]) -> str:

    known = [*space.tags, *space.edges]
    named = ", ".join(f"`{name}`{did_you_mean(close_matches(name, known))}" for name in unknown)
    plural = "es" if len(unknown) > 1 else ""
    return (
        f"unknown schema class{plural} in space `{space.name}`: {named}; "
        f"known: {', '.join(known) if known else 'none'}"
    )


@dataclass
class SchemaSelection:
    """The schema text for a prompt and how it was chosen."""

    text: str
    partial: bool
    classes: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    #: Tokens of ``text`` (None: not counted).
    tokens: int | None = None
    #: Classes the closure added to the choice (endpoints, edges between kept tags, neighbours).
    added: list[str] = field(default_factory=list)
    #: Reachable classes the budget left out, nearest first.
    pruned: list[str] = field(default_factory=list)
    #: The needed classes alone were over the budget (shown anyway).
    over_budget: bool = False


def select_schema(
    space: SpaceSchema,
    class_names: list[str] | None,
    *,
    paper: bool = False,
    dialect: DialectName = "ngql",
    paper_variant: PaperVariant = "auto",
    sample_values: SampleValues | None = None,
    aliases: Aliases | None = None,
    min_classes: int = MIN_CLASSES,
) -> SchemaSelection:
    """The paper's rule: the partial schema, unless a name is unknown or fewer than ``min_classes``
    classes were chosen, in which case the full schema (a wrong subset hurts more than a long one).
    """
    renderer = SchemaCodeRenderer(
        space,
        paper=paper,
        dialect=dialect,
        paper_variant=paper_variant,
        sample_values=sample_values,
        aliases=aliases,
    )
    items, unknown = resolve_class_names(space, class_names or [])
    if unknown or len(items) < min_classes:
        return SchemaSelection(renderer.full(), partial=False, unknown=unknown)
    return SchemaSelection(_assemble(renderer, items), partial=True, classes=[i.name for i in items])


def closed_schema(
    space: SpaceSchema,
    class_names: Iterable[str],
    *,
    linked: Iterable[str] = (),
    count: Callable[[str], int],
    budget: int | None,
    scores: Mapping[str, float] | None = None,
    hops: int = DEFAULT_HOPS,
    paper: bool = False,
    dialect: DialectName = "ngql",
    paper_variant: PaperVariant = "auto",
    sample_values: SampleValues | None = None,
    aliases: Aliases | None = None,
) -> SchemaSelection:
    """The schema a query over ``class_names`` (the reranker's choice) and ``linked`` (classes
    holding what the question names) can need, in at most ``budget`` tokens of ``count``.

    The whole schema when it fits the budget (or ``budget`` is None), or when nothing was chosen
    or linked (then nothing says what to keep: the paper's fallback). Otherwise the partial
    schema of :func:`r3.represent.schema_closure.close_classes`, in the paper's format. Unknown
    names are ignored (``unknown`` lists them): the linked and known ones still say enough.
    """
    renderer = SchemaCodeRenderer(
        space,
        paper=paper,
        dialect=dialect,
        paper_variant=paper_variant,
        sample_values=sample_values,
        aliases=aliases,
    )
    chosen, unknown = resolve_class_names(space, class_names)
    linked_items, _ = resolve_class_names(space, linked)
    seeds = list(dict.fromkeys([*(i.name for i in chosen), *(i.name for i in linked_items)]))
    full = renderer.full()
    full_tokens = count(full)
    if not seeds or budget is None or full_tokens <= budget:
        return SchemaSelection(full, partial=False, unknown=unknown, tokens=full_tokens)
    blocks = {name: renderer.item(item) for name, item in {**space.tags, **space.edges}.items()}
    join = count("\n\n") if renderer.paper else count("\n\n\n")
    closure = close_classes(
        space,
        seeds,
        cost=lambda name: count(blocks[name]) + join,
        budget=budget,
        fixed_cost=count(_assemble(renderer, [])),
        scores=scores,
        hops=hops,
    )
    items = [space.item(name) for name in closure.kept]
    text = _assemble(renderer, [i for i in items if i is not None])
    return SchemaSelection(
        text,
        partial=True,
        classes=closure.kept,
        unknown=unknown,
        tokens=count(text),
        added=[name for name in closure.kept if name not in seeds],
        pruned=closure.pruned,
        over_budget=closure.over_budget,
    )


__all__ = [
    "closed_schema",
    "MIN_CLASSES",
    "PARTIAL_HEADER",
    "SchemaSelection",
    "normalize_class_name",
    "partial_schema",
    "resolve_class_names",
    "select_schema",
]
