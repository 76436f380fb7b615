"""GraphSchema: the one description of a graph's shape that every part of r3 reads.

Spaces hold tags and edge types with typed properties, indexes, and the vid type. It is
built from DDL text, from a nebula-importer ``config.yaml``, from a live database or from a
dump (see the readers in :mod:`r3.lang.ddl`), and read by the schema validator, the engine,
the schema renderers and the prompts. It is plain data: no I/O here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from r3.errors import SchemaError

SchemaKind = Literal["tag", "edge"]

#: Canonical property type names (NebulaGraph spelling; ``int`` is folded into ``int64``).
PROPERTY_TYPES = frozenset(
    {
        "bool",
        "int8",
        "int16",
        "int32",
        "int64",
        "float",
        "double",
        "string",
        "fixed_string",
        "timestamp",
        "date",
        "time",
        "datetime",
        "duration",
        "geography",
    }
)
_TYPE_ALIASES = {"int": "int64", "integer": "int64", "long": "int64", "str": "string", "boolean": "bool"}


def canonical_type(name: str) -> str:
    """Fold the spellings users and DDL dumps use (``int``, ``INT64``, ``String``) into one name."""
    low = name.strip().lower()
    low = _TYPE_ALIASES.get(low, low)
    if low.startswith("geography"):
        return "geography"
    return low


@dataclass
class PropertyDef:
    """One property of a tag or edge type."""

    name: str
    type: str
    nullable: bool = True
    default: Any = None
    has_default: bool = False
    comment: str | None = None
    length: int | None = None  # for fixed_string(N)

    def __post_init__(self) -> None:
        self.type = canonical_type(self.type)

    @property
    def is_numeric(self) -> bool:
        return self.type in {"int8", "int16", "int32", "int64", "float", "double"}

    @property
    def is_string(self) -> bool:
        return self.type in {"string", "fixed_string"}


@dataclass
class SchemaItem:
    """A tag or an edge type: a named, ordered list of properties."""

    name: str
    kind: SchemaKind
    properties: list[PropertyDef] = field(default_factory=list)
    comment: str | None = None
    #: For edge types: ``(src_tag, dst_tag)`` pairs seen in the data or declared, when known.
    endpoints: list[tuple[str, str]] = field(default_factory=list)
    #: For tags: the other tags some vertices of this tag also carry (``player`` nodes that are
    #: ``bachelor`` too), when known from the data; the Cypher checks accept their properties.
    co_tags: list[str] = field(default_factory=list)

    def prop(self, name: str) -> PropertyDef | None:
        for p in self.properties:
            if p.name == name:
                return p
        return None

    @property
    def property_names(self) -> list[str]:
        return [p.name for p in self.properties]


@dataclass
class IndexDef:
    """A tag or edge index: NebulaGraph refuses LOOKUP / MATCH seeks without one."""

    name: str
    kind: SchemaKind
    schema: str
    fields: list[str] = field(default_factory=list)
    lengths: list[int | None] = field(default_factory=list)
    comment: str | None = None


@dataclass
class SpaceSchema:
    """The schema of one graph space."""

    name: str
    vid_type: str = "fixed_string"
    vid_length: int | None = 32
    tags: dict[str, SchemaItem] = field(default_factory=dict)
    edges: dict[str, SchemaItem] = field(default_factory=dict)
    indexes: dict[str, IndexDef] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def vid_is_int(self) -> bool:
        return self.vid_type == "int64"

    def tag(self, name: str) -> SchemaItem | None:
        return self.tags.get(name)

    def edge(self, name: str) -> SchemaItem | None:
        return self.edges.get(name)

    def item(self, name: str) -> SchemaItem | None:
        """A tag or an edge type of this name (tags first; NebulaGraph forbids a clash)."""
        return self.tags.get(name) or self.edges.get(name)

    def add(self, item: SchemaItem, *, replace: bool = False) -> None:
        """Add a tag or edge type; a name already used by the other kind is a SchemaError."""
        own, other = (self.tags, self.edges) if item.kind == "tag" else (self.edges, self.tags)
        if item.name in other:
            raise SchemaError(
                f"space {self.name!r}: {item.kind} {item.name!r} clashes with an existing "
                f"{'edge type' if item.kind == 'tag' else 'tag'} of the same name"
            )
        if item.name in own and not replace:
            return
        own[item.name] = item

    def add_index(self, index: IndexDef) -> None:
        self.indexes[index.name] = index

    def indexes_on(self, kind: SchemaKind, schema: str) -> list[IndexDef]:
        return [ix for ix in self.indexes.values() if ix.kind == kind and ix.schema == schema]

    @property
    def all_property_names(self) -> set[str]:
        return {p.name for item in [*self.tags.values(), *self.edges.values()] for p in item.properties}


@dataclass
class GraphSchema:
    """Every space r3 knows about, by name."""

    spaces: dict[str, SpaceSchema] = field(default_factory=dict)

    def space(self, name: str) -> SpaceSchema:
        try:
            return self.spaces[name]
        except KeyError:
            known = ", ".join(sorted(self.spaces)) or "none"
            raise SchemaError(f"unknown space {name!r} (known spaces: {known})") from None

    def ensure_space(self, name: str) -> SpaceSchema:
        if name not in self.spaces:
            self.spaces[name] = SpaceSchema(name=name)
        return self.spaces[name]
