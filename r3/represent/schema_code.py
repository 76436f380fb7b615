"""Render a :class:`~r3.contracts.schema.SpaceSchema` as code-structure schema text (and plain text).

Why Python classes: R³-NL2GQL showed that models read a schema better as code — one class per
tag / edge type, properties as ``__init__`` parameters — than as a serialised list. r3 renders
two forms:

* **rich** (default): typed parameters, the nGQL type, NOT NULL / DEFAULT, comments from the
  DDL, indexes (LOOKUP and index-less MATCH fail without one), the endpoint tags of each edge
  type where known (``# (player) -[serve]-> (team)``) and optional sample values per property.
  The text stays valid Python (names that are not identifiers are renamed and the real name
  given in a comment), so a model that continues it sees familiar code. ``dialect="cypher"``
  speaks of labels and relationship types, and says that properties need no label qualifier.
* **paper**: the exact text the paper fed its models (the benchmark's ``schema_code``), for
  paper-compatible prompts and training data. The paper used two hand-written variants, kept
  here as data (:data:`PAPER_TYPED`, :data:`PAPER_DESCRIBED`); see :class:`PaperStyle` for the
  documented rules that pick and shape them. Whitespace irregularities of the paper's texts
  (``self.end_year = end_year`` beside ``self.start_year=start_year``, blank lines) carry no
  information and are not reproduced.

The schema is plain data; facts that only the data holds (endpoint tags, sample values) come
from :func:`infer_edge_endpoints` and :func:`collect_sample_values`, which read an engine, a
storage space or any :class:`~r3.contracts.backend.GraphBackend`.
"""

from __future__ import annotations

import keyword
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from r3.contracts.aliases import Aliases
from r3.contracts.backend import DialectName, GraphBackend
from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.storage_codec import Props, VertexRecord
from r3.engine.storage_space import Space
from r3.errors import UserInputError, one_line
from r3.lang import ast
from r3.lang.dialects import SchemaWords, get_dialect
from r3.lang.printer import to_text
from r3.values import Edge, Null, Value, Vertex, render

PaperVariant = Literal["auto", "typed", "described"]
#: ``{item name: {property name: [values]}}`` — tag and edge type names never clash in a space.
SampleValues = Mapping[str, Mapping[str, Sequence[Value]]]

INDENT = "    "
MAX_SAMPLE_CHARS = 40


# --------------------------------------------------------------------------- paper variants


@dataclass(frozen=True)
class PaperStyle:
    """One of the paper's two code-schema variants (the benchmark's ``schema_code`` texts).

    Rules of paper mode (the paper's texts are hand-written; where a choice cannot be derived
    from the schema it is one of these explicit rules):

    1. Header ``# this is the schema of this graph``, then ``# Nodes``, the node base class and
       one class per tag in schema order, then the edge header, the edge base class and one
       class per edge type in schema order (the order of the config.yaml / DDL).
    2. The variant is chosen by :func:`paper_style` (``auto``): **typed** when some property of
       the space has a non-string type, **described** when every property is a string (types
       would then say nothing, so the paper described the classes in comments instead).
    3. typed (the nba text): base classes ``Tag(tag_name)`` / ``Edge(edge_type_name)``, headers
       ``# Nodes`` / ``# Edge``, parameters ``vid`` / ``src_vid, dst_vid`` then ``name:type``
       (``str``, ``int``, ``float``, ``bool``; any other type by its nGQL name), no comments.
    4. described (the harrypotter text): base classes ``Node(name)`` / ``Edge(scr_id, tag_id)``
       (the paper's own spelling), headers ``# Nodes`` / ``# Edges``, untyped parameters, the
       item comment as the first line of a class, ``#src-->dst`` per known endpoint pair of an
       edge type, and before a property's assignment ``# <prop> <comment>`` and/or
       ``# <prop> such as v1 v2 v3`` when a comment or sample values are given.
    """

    name: str
    node_base: str
    node_base_param: str
    edge_header: str
    edge_base_params: tuple[str, ...]
    src: str
    dst: str
    typed: bool
    described: bool


PAPER_TYPED = PaperStyle(
    name="typed",
    node_base="Tag",
    node_base_param="tag_name",
    edge_header="# Edge",
    edge_base_params=("edge_type_name",),
    src="src_vid",
    dst="dst_vid",
    typed=True,
    described=False,
)
PAPER_DESCRIBED = PaperStyle(
    name="described",
    node_base="Node",
    node_base_param="name",
    edge_header="# Edges",
    edge_base_params=("scr_id", "tag_id"),
    src="scr_id",
    dst="tag_id",
    typed=False,
    described=True,
)
_PAPER_STYLES = {"typed": PAPER_TYPED, "described": PAPER_DESCRIBED}
_PAPER_TYPES = {"string": "str", "fixed_string": "str", "float": "float", "double": "float", "bool": "bool"}
PAPER_HEADER = "# this is the schema of this graph"


def paper_style(space: SpaceSchema, variant: PaperVariant = "auto") -> PaperStyle:
    """The paper variant for ``space`` (rule 2 of :class:`PaperStyle` when ``auto``)."""
    if variant != "auto":
        try:
            return _PAPER_STYLES[variant]
        except KeyError:
            raise UserInputError(f"unknown paper variant {variant!r} (auto, typed or described)") from None
    props = [p for item in [*space.tags.values(), *space.edges.values()] for p in item.properties]
    return PAPER_TYPED if any(not p.is_string for p in props) else PAPER_DESCRIBED


def _paper_type(prop: PropertyDef) -> str:
    if prop.type in _PAPER_TYPES:
        return _PAPER_TYPES[prop.type]
    return "int" if prop.type.startswith("int") else prop.type


# --------------------------------------------------------------------------- rich vocabulary


_PY_TYPES = {"string": "str", "fixed_string": "str", "float": "float", "double": "float", "bool": "bool"}


def _py_type(prop: PropertyDef) -> str:
    """A Python annotation: a builtin where one fits, else the nGQL type as a string annotation."""
    if prop.type in _PY_TYPES:
        return _PY_TYPES[prop.type]
    if prop.type.startswith("int"):
        return "int"
    return f'"{prop.type}"'


def _ngql_type(prop: PropertyDef) -> str:
    return f"{prop.type}({prop.length})" if prop.length and prop.type == "fixed_string" else prop.type


def _py_name(name: str) -> str:
    """``name`` if it is a usable Python identifier, else a stand-in (the real name goes in a comment)."""
    if name.isidentifier() and not keyword.iskeyword(name):
        return name
    safe = re.sub(r"\W", "_", name)
    if not safe or safe[0].isdigit():
        safe = "_" + safe
    return safe + "_" if keyword.iskeyword(safe) or safe == name else safe


def _sample_text(value: Value, *, quoted: bool) -> str:

    if isinstance(value, str):
        short = value if len(value) <= MAX_SAMPLE_CHARS else value[: MAX_SAMPLE_CHARS - 1] + "…"
        return render(short) if quoted else one_line(short, None)
    return render(value)


def _default_text(value: ast.Node | Value) -> str:

    if isinstance(value, ast.Node):
        return to_text(value)

    return render(value)


# --------------------------------------------------------------------------- the renderer


class SchemaCodeRenderer:
    """Renders the classes of one space; :mod:`r3.represent.schema_subset` reuses it for subsets."""

    def __init__(
        self,
        space: SpaceSchema,
        *,
        paper: bool = False,
        dialect: DialectName = "ngql",
        paper_variant: PaperVariant = "auto",
        sample_values: SampleValues | None = None,
        aliases: Aliases | None = None,
    ) -> None:
        lang = get_dialect(dialect)
        if lang.schema_words is None:
            raise UserInputError(f"dialect {lang.name!r} has no schema words (Dialect.schema_words)")
        self.space = space
        self.paper = paper
        self.dialect = lang.name
        #: The dialect's rules (ids, schema words).
        self.lang = lang
        self.words: SchemaWords = lang.schema_words
        self.style = paper_style(space, paper_variant) if paper else None
        self.samples: SampleValues = sample_values or {}
        #: User aliases (rich form only: the paper's text stays the paper's).
        self.aliases = aliases

    # ------------------------------------------------------------------ whole texts
    def full(self) -> str:
        """The whole schema: header, node base + tag classes, edge base + edge classes."""
        tags = [self.item(t) for t in self.space.tags.values()]
        edges = [self.item(e) for e in self.space.edges.values()]
        if self.style is not None:
            parts = [f"{PAPER_HEADER}\n# Nodes\n{self._paper_node_base()}", *tags]
            parts += [f"{self.style.edge_header}\n{self._paper_edge_base()}", *edges]
            return "\n\n".join(parts) + "\n"
        head = "\n".join(self.rich_header(f"This is the schema of the graph space `{self.space.name}`"))
        parts = [head, f"# Nodes\n{self._rich_node_base()}", *tags]
        parts += [f"{self.words.edge_header}\n{self._rich_edge_base()}", *edges]
        return "\n\n\n".join(parts) + "\n"

    def rich_header(self, title: str) -> list[str]:
        """The comment lines that open a rich text: what the space is and how to address it.

        The property-access example uses names of this space, so a model copies real ones.
        """
        lines = [f"# {title} ({self.words.title})."]
        lines += [line.format(**self._example_names()) for line in self.words.access]
        if self.words.id_notes:
            length = f"({self.space.vid_length})" if self.space.vid_length else ""
            vid = "INT64" if self.space.vid_is_int else f"FIXED_STRING{length}"
            lines += [line.format(vid=vid) for line in self.words.id_notes]
        return lines

    def _example_names(self) -> dict[str, str]:
        tag = next((t for t in self.space.tags.values() if t.properties), None)
        edge = next((e for e in self.space.edges.values() if e.properties), None)
        return {
            "tag": tag.name if tag else "<tag>",
            "tprop": tag.properties[0].name if tag else "<prop>",
            "edge": edge.name if edge else "<edge>",
            "eprop": edge.properties[0].name if edge else "<prop>",
        }

    def item(self, item: SchemaItem) -> str:
        """One tag or edge type as a class."""
        if self.style is not None:
            return self._paper_class(item, self.style)
        return self._rich_class(item)

    # ------------------------------------------------------------------ paper mode
    def _paper_node_base(self) -> str:
        assert self.style is not None
        param = self.style.node_base_param
        return f"class {self.style.node_base}():\n{INDENT}def __init__(self,{param}):\n{INDENT * 2}self.{param}={param}"

    def _paper_edge_base(self) -> str:
        assert self.style is not None
        params = self.style.edge_base_params
        body = "".join(f"\n{INDENT * 2}self.{p}={p}" for p in params)
        return f"class Edge():\n{INDENT}def __init__(self,{','.join(params)}):{body}"

    def _paper_class(self, item: SchemaItem, style: PaperStyle) -> str:
        is_tag = item.kind == "tag"
        ids = ["vid"] if is_tag else [style.src, style.dst]
        params = [*ids, *(f"{p.name}:{_paper_type(p)}" if style.typed else p.name for p in item.properties)]
        base = style.node_base if is_tag else "Edge"
        lines = [f"class {item.name}({base}):"]
        if style.described:
            if not is_tag:
                lines += [f"{INDENT}#{src}-->{dst}" for src, dst in item.endpoints]
            if item.comment:
                lines.append(f"{INDENT}# {one_line(item.comment, None)}")
        lines.append(f"{INDENT}def __init__(self,{','.join(params)}):")
        lines += [f"{INDENT * 2}self.{i}={i}" for i in ids]
        for prop in item.properties:
            if style.described:
                lines += [f"{INDENT * 2}# {prop.name} {note}" for note in self._paper_notes(item, prop)]
            lines.append(f"{INDENT * 2}self.{prop.name}={prop.name}")
        return "\n".join(lines)

    def _paper_notes(self, item: SchemaItem, prop: PropertyDef) -> Iterator[str]:
        if prop.comment:
            yield one_line(prop.comment, None)
        values = self.samples.get(item.name, {}).get(prop.name)
        if values:
            yield "such as " + " ".join(_sample_text(v, quoted=False) for v in values)

    # ------------------------------------------------------------------ rich mode
    def _vid_type(self) -> str:
        """The Python type of a vertex id: the space's (int or str), or str for a key property."""
        return "int" if self.space.vid_is_int and not self.lang.vertex_id_is_key_property else "str"

    def _rich_node_base(self) -> str:
        w = self.words
        vid = self._vid_type()
        return (
            f"class {w.node_base}:\n{INDENT}{_doc(w.node_doc)}\n\n"
            f"{INDENT}def __init__(self, {w.node_id}: {vid}):\n{INDENT * 2}self.{w.node_id} = {w.node_id}"
        )

    def _rich_edge_base(self) -> str:
        w = self.words
        vid = self._vid_type()
        return (
            f"class {w.edge_base}:\n{INDENT}{_doc(w.edge_doc)}\n\n"
            f"{INDENT}def __init__(self, {w.src}: {vid}, {w.dst}: {vid}):\n"
            f"{INDENT * 2}self.{w.src} = {w.src}\n{INDENT * 2}self.{w.dst} = {w.dst}"
        )

    def _rich_class(self, item: SchemaItem) -> str:
        w = self.words
        is_tag = item.kind == "tag"
        vid = self._vid_type()
        ids = [(w.node_id, vid)] if is_tag else [(w.src, vid), (w.dst, vid)]
        name = _py_name(item.name)
        lines = [f"class {name}({w.node_base if is_tag else w.edge_base}):"]
        if name != item.name:
            lines.append(f"{INDENT}# the {_kind_word(item, self.words)} is named `{item.name}`")
        if item.comment:
            lines.append(f"{INDENT}# {one_line(item.comment, None)}")
        said = self.aliases.words_for(item.kind, item.name) if self.aliases else ()
        if said:
            lines.append(f"{INDENT}# users say: {', '.join(said)}")
        if not is_tag:
            lines += [
                INDENT + w.arrow.format(src=src, edge=item.name, dst=dst) for src, dst in item.endpoints
            ]
        indexes = self.space.indexes_on(item.kind, item.name)
        if indexes:
            lines.append(f"{INDENT}# indexes: {', '.join(_index_text(ix) for ix in indexes)}")
        params = [f"{n}: {t}" for n, t in ids]
        params += [f"{_py_name(p.name)}: {_py_type(p)}" for p in item.properties]
        lines.append(f"{INDENT}def __init__(self, {', '.join(params)}):")
        lines += [f"{INDENT * 2}self.{n} = {n}" for n, _ in ids]
        for prop in item.properties:
            py = _py_name(prop.name)
            lines.append(f"{INDENT * 2}self.{py} = {py}  # {self._rich_note(item, prop)}")
        return "\n".join(lines)

    def _rich_note(self, item: SchemaItem, prop: PropertyDef) -> str:
        facts = [_ngql_type(prop)]
        if not prop.nullable:
            facts.append("NOT NULL")
        if prop.has_default:
            facts.append(f"DEFAULT {one_line(_default_text(prop.default), None)}")
        note = ", ".join(facts)
        if _py_name(prop.name) != prop.name:
            note += f", named `{prop.name}`"
        if prop.comment:
            note += f": {one_line(prop.comment, None)}"
        values = self.samples.get(item.name, {}).get(prop.name)
        if values:
            note += "; e.g. " + ", ".join(_sample_text(v, quoted=True) for v in values)
        if self.aliases:
            said = self.aliases.words_for("prop", item.name, prop.name)
            if said:
                note += f"; users say: {', '.join(said)}"
            for alias in self.aliases.items("value"):
                if alias.owner == item.name and alias.prop == prop.name and alias.value is not None:
                    words = ", ".join(self.aliases.words_for("value", item.name, prop.name, alias.value))
                    note += f"; {words} = {_sample_text(alias.value, quoted=True)}"
        return note


def _doc(text: str) -> str:
    return '"""' + text.replace('"""', "'''") + '"""'


def _kind_word(item: SchemaItem, words: SchemaWords) -> str:
    return words.node_kind if item.kind == "tag" else words.edge_kind


def _index_text(ix: IndexDef) -> str:
    lengths = [*ix.lengths, *[None] * (len(ix.fields) - len(ix.lengths))]
    fields = [f"{f}({n})" if n else f for f, n in zip(ix.fields, lengths[: len(ix.fields)], strict=True)]
    return f"{ix.name}({', '.join(fields)})"


# --------------------------------------------------------------------------- public renderers


def render_schema_code(
    space: SpaceSchema,
    *,
    paper: bool = False,
    sample_values: SampleValues | None = None,
    dialect: DialectName = "ngql",
    paper_variant: PaperVariant = "auto",
    aliases: Aliases | None = None,
) -> str:
    """The code-structure schema of ``space``: rich by default, the paper's text with ``paper``.

    ``aliases`` (:mod:`r3.contracts.aliases`) adds ``# users say: …`` comments in rich mode.

    ``sample_values`` (``{item: {prop: [values]}}``, e.g. from :func:`collect_sample_values`)
    adds ``e.g.`` notes in rich mode and ``such as`` notes in the paper's described variant.
    Endpoints are printed when ``SchemaItem.endpoints`` holds them (:func:`fill_edge_endpoints`).
    ``dialect`` shapes the rich form only: the paper's text is the same for every dialect.
    """
    return SchemaCodeRenderer(
        space,
        paper=paper,
        dialect=dialect,
        paper_variant=paper_variant,
        sample_values=sample_values,
        aliases=aliases,
    ).full()


def render_schema_text(space: SpaceSchema, *, paper: bool = True) -> str:
    """The plain-text schema of the paper's vanilla baseline (``schema_text`` of the benchmark).

    Paper form: ``the node type:[{'player':[name,age],...}],the edge type:[{'like':[likeness],...}]``
    with every property of each item. The benchmark's own texts were hand-edited and drop
    some properties (nba's ``teammate`` lists ``start_year`` only; harrypotter's edges list
    none): those omissions follow no rule and are not reproduced. ``paper=False`` adds the
    types and the endpoint tags where known.
    """
    if paper:
        tags = ",".join(f"'{t.name}':[{','.join(t.property_names)}]" for t in space.tags.values())
        edges = ",".join(f"'{e.name}':[{','.join(e.property_names)}]" for e in space.edges.values())
        return f"the node type:[{{{tags}}}],the edge type:[{{{edges}}}]"

    def props(item: SchemaItem) -> str:
        return ", ".join(f"{p.name} {_ngql_type(p)}" for p in item.properties)

    def ends(item: SchemaItem) -> str:
        pairs = " or ".join(f"{s} -> {d}" for s, d in item.endpoints)
        return f" from {pairs}" if pairs else ""

    tags_line = "; ".join(f"{t.name}({props(t)})" for t in space.tags.values())
    edges_line = "; ".join(f"{e.name}({props(e)}){ends(e)}" for e in space.edges.values())
    return f"node types: {tags_line or '-'}\nedge types: {edges_line or '-'}"


# --------------------------------------------------------------------------- facts from the data


@runtime_checkable
class GraphScans(Protocol):
    """What a graph's data is read through when it is not r3's own store: the two scans
    every :class:`~r3.contracts.backend.GraphBackend` has."""

    def scan_vertices(self, space: str | None = None) -> Iterator[Vertex]: ...

    def scan_edges(self, space: str | None = None) -> Iterator[Edge]: ...


class _DataView:
    """Vertices' tags and per-type edges of one space, from an engine, a storage space or a backend."""

    def __init__(self, source: object, space: str | None) -> None:
        self.space_obj: Space | None = None
        self.vertices: dict[Value, Mapping[str, Props]] | None = None
        if isinstance(source, GraphBackend) and source.store is not None:  # the embedded engine
            name = space or source.space
            if name is None:
                raise UserInputError("the engine has no current space: pass space=")
            self.space_obj = source.store.space(name)
        elif isinstance(source, Space):  # a storage Space
            self.space_obj = source
        elif isinstance(source, GraphScans):  # a GraphBackend, or anything that scans one
            self.backend = source
            self.space = space
        else:
            raise UserInputError(f"cannot read graph data from {type(source).__name__}")

    def tags_of(self, vid: Value | None) -> Mapping[str, Props] | None:
        if self.space_obj is not None:  # its edges' ends are stored ids (str or int)
            rec = self.space_obj.get_vertex(vid) if isinstance(vid, (str, int)) else None
            return None if rec is None else rec.tags
        if self.vertices is None:
            self.vertices = {
                v.vid: {t: dict(p or {}) for t, p in v.tags.items()}
                for v in self.backend.scan_vertices(self.space)
            }
        return None if vid is None else self.vertices.get(vid)

    def tag_sizes(self) -> Counter[str]:
        if self.space_obj is not None:
            return Counter(self.space_obj.stats().tags)
        self.tags_of(None)
        assert self.vertices is not None
        return Counter(t for tags in self.vertices.values() for t in tags)

    def edges(self, sample: int | None) -> dict[str, list[tuple[Value, Value, Props]]]:
        """Up to ``sample`` edges per type: ``{type: [(src, dst, props)]}``."""
        out: dict[str, list[tuple[Value, Value, Props]]] = {}
        if self.space_obj is not None:
            for etype in self.space_obj.stats().edge_types:
                rows = out.setdefault(etype, [])
                for rec in self.space_obj.scan_edges(etype):
                    if sample is not None and len(rows) >= sample:
                        break
                    rows.append((rec.src, rec.dst, rec.props))
            return out
        for edge in self.backend.scan_edges(self.space):
            rows = out.setdefault(edge.type, [])
            if sample is None or len(rows) < sample:
                rows.append((edge.src, edge.dst, edge.props or {}))
        return out

    def vertex_props(self, tag: str, sample: int | None) -> Iterator[Props]:
        if self.space_obj is not None:
            records: Iterable[VertexRecord] = self.space_obj.scan_vertices(tag)
            found = (rec.tags.get(tag) for rec in records)
        else:
            self.tags_of(None)
            assert self.vertices is not None
            found = (tags.get(tag) for tags in self.vertices.values() if tag in tags)
        for n, props in enumerate(found):
            if sample is not None and n >= sample:
                return
            yield props or {}


def infer_edge_endpoints(
    source: object, *, space: str | None = None, sample: int | None = 10_000, min_share: float = 0.05
) -> dict[str, list[tuple[str, str]]]:
    """The ``(src_tag, dst_tag)`` pairs each edge type joins, read from the stored edges.

    ``source`` is an :class:`~r3.engine.engine.Engine` (its current space unless ``space``), a
    storage ``Space``, or a GraphBackend (``scan_vertices``/``scan_edges``). Why a cover and not
    every pair seen: vertices carry several tags (a college that is also a group), so each edge
    supports several pairs. The pairs are picked greedily, each time the one that explains most
    of the edges not yet explained (ties: the pair of smaller, more specific tags, then by
    name), until the next pair would explain less than ``min_share`` of the edges. Dangling
    edges (an endpoint vertex that does not exist) say nothing and are skipped. ``sample``
    caps the edges read per type (None: all).
    """
    view = _DataView(source, space)
    sizes = view.tag_sizes()
    result: dict[str, list[tuple[str, str]]] = {}
    tag_cache: dict[Value, frozenset[str]] = {}

    def tags(vid: Value) -> frozenset[str]:
        if vid not in tag_cache:
            found = view.tags_of(vid)
            tag_cache[vid] = frozenset(found) if found else frozenset()
        return tag_cache[vid]

    for etype, rows in view.edges(sample).items():
        combos = Counter((tags(s), tags(d)) for s, d, _ in rows)
        combos = Counter({k: n for k, n in combos.items() if k[0] and k[1]})
        result[etype] = _cover(combos, sizes, min_share)
    return result


def _cover(
    combos: Counter[tuple[frozenset[str], frozenset[str]]], sizes: Mapping[str, int], min_share: float
) -> list[tuple[str, str]]:
    total = sum(combos.values())
    chosen: list[tuple[str, str]] = []
    remaining = Counter(combos)
    while remaining:
        support: Counter[tuple[str, str]] = Counter()
        for (srcs, dsts), n in remaining.items():
            for s in srcs:
                for d in dsts:
                    support[(s, d)] += n
        best, count = min(
            support.items(), key=lambda kv: (-kv[1], sizes.get(kv[0][0], 0) + sizes.get(kv[0][1], 0), kv[0])
        )
        if chosen and count < min_share * total:
            break
        chosen.append(best)
        remaining = Counter({k: n for k, n in remaining.items() if not (best[0] in k[0] and best[1] in k[1])})
    return chosen


def fill_edge_endpoints(
    schema: SpaceSchema, source: object, *, sample: int | None = 10_000, min_share: float = 0.05
) -> SpaceSchema:
    """Set ``endpoints`` of every edge type of ``schema`` from the data (in place; returns it).

    Edge types without stored edges keep the endpoints they had (e.g. declared ones).
    """
    found = infer_edge_endpoints(source, space=schema.name, sample=sample, min_share=min_share)
    for name, item in schema.edges.items():
        if found.get(name):
            item.endpoints = list(found[name])
    return schema


def collect_sample_values(
    source: object, schema: SpaceSchema, *, per_property: int = 3, sample: int | None = 10_000
) -> dict[str, dict[str, list[Value]]]:
    """Up to ``per_property`` typical values of every property, for ``e.g.`` notes.

    The most frequent values first (ties: the first seen, so the result is stable for a given
    load order); NULLs and empty strings are skipped. ``sample`` caps the vertices/edges read per
    tag/edge type.
    """

    view = _DataView(source, schema.name)
    out: dict[str, dict[str, list[Value]]] = {}

    def pick(item: SchemaItem, rows: Iterable[Props]) -> None:
        counters: dict[str, Counter[Value]] = {p.name: Counter() for p in item.properties}
        for props in rows:
            for name, counter in counters.items():
                value = props.get(name)
                if value is None or isinstance(value, Null) or value == "":
                    continue
                try:
                    counter[value] += 1
                except TypeError:  # an unhashable value (a list): not a useful example
                    continue
        chosen = {n: [v for v, _ in c.most_common(per_property)] for n, c in counters.items() if c}
        if chosen:
            out[item.name] = chosen

    for tag in schema.tags.values():
        pick(tag, view.vertex_props(tag.name, sample))
    edges = view.edges(sample)
    for edge in schema.edges.values():
        pick(edge, (props for _, _, props in edges.get(edge.name, [])))
    return out


__all__ = [
    "PAPER_DESCRIBED",
    "PAPER_HEADER",
    "PAPER_TYPED",
    "DialectName",
    "PaperStyle",
    "PaperVariant",
    "SampleValues",
    "SchemaCodeRenderer",
    "collect_sample_values",
    "fill_edge_endpoints",
    "infer_edge_endpoints",
    "paper_style",
    "render_schema_code",
    "render_schema_text",
]
