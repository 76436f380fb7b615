"""What every part of the transpiler shares: its error, the graph layout it writes for, scopes.

Why a layout object: nGQL names a vertex by its vid (``id(v)``, ``FROM "Tim Duncan"``) and
qualifies properties by tag (``v.player.name``); Cypher has neither. A graph loaded by r3
keeps the vid in a key property of every node (``vid`` in LadybugDB, see
:mod:`r3.graph.ladybug_convert`; ``_vid`` in Neo4j) and each tag as a label, so ``id(v)``
becomes ``v.vid`` and ``v.player.name`` becomes ``v.name``. The schema (when given) says which
tags own a property and which edge types exist.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.errors import UserInputError
from r3.lang import ast as A

#: The node properties r3's loaders keep a vertex id in: LadybugDB's ``vid`` (``_r3_vid`` when a
#: tag has a ``vid`` property of its own, see :mod:`r3.graph.ladybug_convert`) and Neo4j's ``_vid``.
VID_KEYS = ("vid", "_r3_vid", "_vid")


class TranspileError(UserInputError):
    """The query uses a construct the target dialect cannot express (the message names it)."""

    def __init__(self, construct: str, why: str) -> None:
        super().__init__(f"cannot transpile {construct}: {why}")
        self.construct = construct


@dataclass(frozen=True)
class Layout:
    """How vids and tags appear in the Cypher graph (see the module doc).

    ``vid_key`` is the key property; a tag that has a property of that very name keeps its
    vid in ``_r3_vid`` instead (LadybugDB's layout).
    """

    schema: SpaceSchema | None = None
    vid_key: str = "vid"

    def key_of(self, tag: str | None) -> str:
        if tag and self.schema is not None:
            item = self.schema.tags.get(tag)
            if item is not None and item.prop(self.vid_key) is not None:
                return "_r3_vid"
        return self.vid_key

    def tag_props(self, tag: str) -> list[str]:
        item = self.schema.tags.get(tag) if self.schema is not None else None
        if item is None:
            raise TranspileError(f"properties of tag {tag!r}", "the schema is needed to list them")
        return [p.name for p in item.properties]

    def edge_props(self, edge: str) -> list[str]:
        item = self.schema.edges.get(edge) if self.schema is not None else None
        if item is None:
            raise TranspileError(f"properties of edge {edge!r}", "the schema is needed to list them")
        return [p.name for p in item.properties]

    def lacks(self, kind: str, item_name: str, prop_name: str) -> bool:
        """Whether the schema knows the tag/edge type and it has no such property."""
        if self.schema is None:
            return False
        items = self.schema.tags if kind == "tag" else self.schema.edges
        item = items.get(item_name)
        return item is not None and item.prop(prop_name) is None

    def is_edge(self, name: str) -> bool:
        return self.schema is not None and name in self.schema.edges

    def owners(self, prop: str) -> list[str]:
        """The tags that define ``prop`` (all of them when there is no schema)."""
        if self.schema is None:
            return []
        return [t.name for t in self.schema.tags.values() if t.prop(prop) is not None]


@dataclass
class NodeVar:
    """A Cypher node variable and its label, when the pattern gives one."""

    name: str
    label: str | None = None
    #: Every label the pattern gives (``(v:artist:instructor)``: the vertex has each of these tags).
    labels: tuple[str, ...] = ()


@dataclass
class EdgeVar:
    """A Cypher relationship variable with its endpoints *as stored* (src → dst) and its types."""

    name: str
    src: str
    dst: str
    types: list[str] = field(default_factory=list)
    #: Matched without a direction (``-[e]-``, GO … BIDIRECT as one hop): ``src``/``dst`` are then
    #: the ends as walked, and which one is stored first is read off the relationship.
    undirected: bool = False


@dataclass
class Scope:
    """What names mean while one nGQL statement is translated.

    ``nodes``/``edges``: pattern variables; ``start``/``end``: the vertices GO's ``$^``/``$$``
    (and FETCH/LOOKUP's ``vertex``) stand for; ``edge``: what ``edge`` and edge-type names
    (``like.likeness``) stand for; ``inputs``: the columns ``$-.name`` / ``$var.name`` read.
    """

    layout: Layout
    nodes: dict[str, NodeVar] = field(default_factory=dict)
    edges: dict[str, EdgeVar] = field(default_factory=dict)
    start: str | None = None
    end: str | None = None
    edge: str | None = None
    edge_lists: set[str] = field(default_factory=set)  # variable-length relationship variables
    inputs: dict[str, str] = field(default_factory=dict)  # nGQL column name -> Cypher variable
    input_var: str | None = None  # the $var whose columns are the inputs (None: $-)
    paths: set[str] = field(default_factory=set)  # Cypher variables holding paths carried by WITH
    #: Columns of other ``$var``s read in the same statement: variable -> column -> Cypher variable.
    var_inputs: dict[str, dict[str, str]] = field(default_factory=dict)
    #: Every one-hop relationship variable of a MATCH and its types (also one whose ends are
    #: anonymous, which :attr:`edges` lacks): what its properties' schema types are read from.
    edge_types: dict[str, list[str]] = field(default_factory=dict)
    #: Input columns known to hold a stored property of one schema type: column -> type.
    input_types: dict[str, str] = field(default_factory=dict)

    def node(self, name: str, label: str | None = None, labels: tuple[str, ...] = ()) -> NodeVar:
        found = self.nodes.get(name)
        if found is None:
            found = self.nodes[name] = NodeVar(name, label, labels)
        else:
            if label and not found.label:
                found.label = label
            found.labels = tuple(dict.fromkeys([*found.labels, *labels]))
        return found


def var(name: str) -> A.Variable:
    return A.Variable(name)


def prop(obj: A.Expr | str, name: str) -> A.Property:
    return A.Property(var(obj) if isinstance(obj, str) else obj, name)


def and_all(parts: list[A.Expr | None]) -> A.Expr | None:
    out: A.Expr | None = None
    for p in parts:
        if p is not None:
            out = p if out is None else A.BinaryOp("AND", out, p)
    return out


def eq_any(target: A.Expr, values: list[A.Expr]) -> A.Expr:
    """``target = v`` for one value, ``target IN [v, …]`` for several."""
    if len(values) == 1:
        return A.BinaryOp("=", target, values[0])
    return A.BinaryOp("IN", target, A.ListLiteral(list(values)))


__all__ = [
    "VID_KEYS",
    "EdgeVar",
    "Layout",
    "NodeVar",
    "Scope",
    "TranspileError",
    "and_all",
    "eq_any",
    "prop",
    "var",
]
