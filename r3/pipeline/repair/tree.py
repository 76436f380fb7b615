"""Repairs on the parsed query: names, tag qualifiers, property names, arrow directions.

Why on the tree: what a name means depends on where it stands (``v.player.name`` in nGQL
MATCH, ``$$.player.name`` in GO, ``player.name`` after FETCH, ``v.name`` in Cypher), and the
tree says where it stands; the printer then writes the repaired tree in the dialect. Each
repair needs exactly one reading:

- a tag, edge type or property the schema lacks becomes its one close schema name
  (:func:`~r3.pipeline.repair.name_match.unique_match`); a property is looked up among the
  properties of the variable's own tags or edge types only;
- nGQL's ``v.prop`` gets the tag of ``v`` (the one bound tag that has ``prop``, or the one tag
  of the schema that has it when ``v`` has no label); Cypher's ``v.tag.prop`` loses the tag;
- a relationship drawn against the direction the schema's endpoint tags allow is reversed
  when only the other direction can match.

Nothing else is touched: a name in the schema stays, whatever the question says. The string
literals compared with a property are recorded (:attr:`TreeRepair.literals`) for
:mod:`r3.pipeline.repair.literals`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields

from r3.contracts.schema import SchemaItem, SpaceSchema
from r3.lang import ast
from r3.lang.dialects import get_dialect
from r3.pipeline.repair.ends import EdgeEnds
from r3.pipeline.repair.fix import Fix
from r3.pipeline.repair.name_match import property_match, unique_match

#: Built-in edge properties of GO/FETCH (nGQL); never repaired.
_BUILTIN = frozenset({"_src", "_dst", "_rank", "_type"})


@dataclass
class LiteralUse:
    """A string literal compared with (or given as) a stored property: ``(tag, prop)``."""

    literal: ast.Literal
    schema: str
    prop: str
    edge: bool = False


@dataclass
class _Scope:
    """What the pattern variables of one MATCH query are bound to."""

    nodes: dict[str, set[str]] = field(default_factory=dict)
    rels: dict[str, set[str]] = field(default_factory=dict)
    #: Unlabelled node variables → the tags every vertex at their edges' end has.
    inferred: dict[str, set[str]] = field(default_factory=dict)


class TreeRepair:
    """Repairs a parsed script in place; ``fixes`` and ``literals`` say what it did and saw."""

    def __init__(
        self,
        space: SpaceSchema,
        dialect: str,
        *,
        ends: Callable[[str], EdgeEnds | None] | None = None,
        infer_ends: bool = True,
    ) -> None:
        self.space = space
        self.ends = ends or (lambda _edge: None)
        #: Whether unlabelled nodes get the tags their edges' ends share (only tag qualifiers
        #: need it; a query that passed its checks is not qualified anew, so it skips the reads).
        self.infer_ends = infer_ends
        self.qualified = get_dialect(dialect).tag_qualified_properties
        self.fixes: list[Fix] = []
        self.literals: list[LiteralUse] = []
        self._seen: set[int] = set()
        #: Every property name of the schema: a synonym is looked for only outside it.
        self._all_props = {
            p for item in [*space.tags.values(), *space.edges.values()] for p in item.property_names
        }

    # ------------------------------------------------------------------ names
    def _fix(self, kind: str, before: str, after: str) -> str:
        self.fixes.append(Fix(kind, before, after))
        return after

    def _schema_name(self, name: str, kind: str) -> str:
        """``name`` as a tag (``kind='tag'``) or edge type of the schema, repaired if certain."""
        own = self.space.tags if kind == "tag" else self.space.edges
        if name in own or name == "*":
            return name
        found = unique_match(name, own)
        return self._fix("tag" if kind == "tag" else "edge type", name, found) if found else name

    def _prop_name(
        self, prop: str, items: Iterable[SchemaItem], *, extra: Iterable[str] = (), record: bool = True
    ) -> str:
        pool = [p for item in items for p in item.property_names]
        keep = set(extra)
        if not pool or prop in pool or prop in keep or prop == "*":
            return prop
        found = property_match(prop, pool)
        if found is None:
            return prop
        return self._fix("property", prop, found) if record else found

    def _items(self, names: Iterable[str], kind: str) -> list[SchemaItem]:
        own = self.space.tags if kind == "tag" else self.space.edges
        return [own[n] for n in names if n in own]

    # ------------------------------------------------------------------ statements
    def script(self, script: ast.Script) -> None:
        for statement in script.statements:
            self.statement(statement)

    def statement(self, node: ast.Statement) -> None:
        if isinstance(node, ast.Pipe):
            for part in node.parts:
                self.statement(part)
        elif isinstance(node, ast.SetOperation):
            self.statement(node.left)
            self.statement(node.right)
        elif isinstance(node, ast.Assignment):
            self.statement(node.statement)
        elif isinstance(node, ast.Explain):
            self.script(node.body)
        elif isinstance(node, ast.CypherQuery):
            self.match_query(node)
        elif isinstance(node, ast.Go):
            self.go(node)
        elif isinstance(node, ast.FetchVertices):
            node.tags = [self._schema_name(t, "tag") for t in node.tags]
            self.named_reads(node, node.tags, "tag")
            self._vids(node.vids)
        elif isinstance(node, ast.FetchEdges):
            node.edge = self._schema_name(node.edge, "edge")
            self.named_reads(node, [node.edge], "edge")
        elif isinstance(node, ast.Lookup):
            kind = "edge" if node.schema in self.space.edges else "tag"
            if node.schema not in self.space.tags and node.schema not in self.space.edges:
                found = unique_match(node.schema, [*self.space.tags, *self.space.edges])
                if found:
                    node.schema = self._fix(
                        "tag" if found in self.space.tags else "edge type", node.schema, found
                    )
                    kind = "edge" if found in self.space.edges else "tag"
            self.named_reads(node, [node.schema], kind)
        elif isinstance(node, (ast.FindPath, ast.GetSubgraph)):
            self._over_names(node)
            self._vids(node.from_)

    def _vids(self, vids: Iterable[ast.Expr]) -> None:
        for vid in vids:
            if isinstance(vid, ast.Literal) and isinstance(vid.value, str):
                self.literals.append(LiteralUse(vid, "", ""))

    def _over_names(self, node: ast.Node) -> None:
        if isinstance(node, (ast.Go, ast.FindPath)):
            node.over.edges = [self._schema_name(e, "edge") for e in node.over.edges]
        elif isinstance(node, ast.GetSubgraph):
            node.directions = [
                (d, [self._schema_name(e, "edge") for e in names]) for d, names in node.directions
            ]

    # ------------------------------------------------------------------ GO / FETCH / LOOKUP
    def go(self, node: ast.Go) -> None:
        self._over_names(node)
        self._vids(node.from_)
        edges = [e for e in node.over.edges if e in self.space.edges]
        for expr in _exprs(node.where, node.yield_):
            for sub in expr.walk():
                if isinstance(sub, ast.Property) and id(sub) not in self._seen:
                    self._go_property(sub, edges, node.over.direction)
                if isinstance(sub, ast.BinaryOp):
                    self._comparison(sub, _Scope(), edges)

    def _go_property(self, prop: ast.Property, edges: list[str], direction: str) -> None:
        obj = prop.obj
        if isinstance(obj, ast.Property) and isinstance(obj.obj, (ast.SrcRef, ast.DstRef)):
            self._seen.add(id(obj))
            obj.name = self._schema_name(obj.name, "tag")
            prop.name = self._prop_name(prop.name, self._items([obj.name], "tag"))
        elif isinstance(obj, (ast.SrcRef, ast.DstRef)) and prop.name not in self.space.tags:
            end = "src" if isinstance(obj, ast.SrcRef) == (direction != "in") else "dst"
            tag = self._qualifier(prop.name, self._end_tags(edges, end))
            if tag is not None:
                self._fix(
                    "tag qualifier", f"{_end_text(obj)}.{prop.name}", f"{_end_text(obj)}.{tag}.{prop.name}"
                )
                prop.obj = ast.Property(obj, tag)
        elif isinstance(obj, ast.Variable) and obj.name not in ("vertex", "edge"):
            if obj.name not in edges and obj.name not in self.space.edges:
                found = unique_match(obj.name, edges)
                if found is None:
                    return
                obj.name = self._fix("edge type", obj.name, found)
            prop.name = self._prop_name(prop.name, self._items([obj.name], "edge"), extra=_BUILTIN)

    def named_reads(self, node: ast.Statement, names: list[str], kind: str) -> None:
        """``tag.prop`` / ``edge.prop`` after FETCH and LOOKUP: the name is one of ``names``."""
        where = node.where if isinstance(node, ast.Lookup) else None
        items = self._items(names, kind)
        for expr in _exprs(where, node.yield_):  # type: ignore[attr-defined]
            if self.qualified:
                self._qualify_bare(expr, items)
            for sub in expr.walk():
                if not (isinstance(sub, ast.Property) and isinstance(sub.obj, ast.Variable)):
                    continue
                obj = sub.obj
                if obj.name in ("vertex", "edge"):
                    continue
                if obj.name not in names:
                    found = unique_match(obj.name, names)
                    if found is None:
                        continue
                    obj.name = self._fix("tag" if kind == "tag" else "edge type", obj.name, found)
                sub.name = self._prop_name(sub.name, self._items([obj.name], kind), extra=_BUILTIN)
        if isinstance(node, ast.Lookup) and where is not None:
            for sub in where.walk():
                if isinstance(sub, ast.BinaryOp):
                    pair = _literal_pair(sub)
                    read = pair[0] if pair else None
                    if pair and isinstance(read, ast.Property) and _reads_name(read, node.schema):
                        self.literals.append(LiteralUse(pair[1], node.schema, read.name, kind == "edge"))

    def _qualify_bare(self, expr: ast.Node, items: list[SchemaItem]) -> None:
        """A bare ``title`` after FETCH/LOOKUP ON ``book`` is ``book.title`` (one owner only)."""
        for parent in list(expr.walk()):
            for f in fields(parent):  # type: ignore[arg-type]
                value = getattr(parent, f.name)
                if isinstance(value, ast.Variable):
                    setattr(parent, f.name, self._bare(value, items))
                elif isinstance(value, list) and any(isinstance(v, ast.Variable) for v in value):
                    setattr(
                        parent,
                        f.name,
                        [self._bare(v, items) if isinstance(v, ast.Variable) else v for v in value],
                    )

    def _bare(self, var: ast.Variable, items: list[SchemaItem]) -> ast.Expr:
        if var.name in ("vertex", "edge") or var.name in self.space.tags or var.name in self.space.edges:
            return var
        owners = [i.name for i in items if var.name in i.property_names]
        if len(owners) != 1:
            return var
        self._fix("qualifier", var.name, f"{owners[0]}.{var.name}")
        return ast.Property(ast.Variable(owners[0]), var.name)

    # ------------------------------------------------------------------ MATCH
    def match_query(self, query: ast.CypherQuery) -> None:
        scope = _Scope()
        patterns = [n for n in query.walk() if isinstance(n, ast.PathPattern)]
        for path in patterns:
            for element in path.elements:
                if isinstance(element, ast.NodePattern):
                    element.labels = [self._schema_name(label, "tag") for label in element.labels]
                    if element.variable:
                        scope.nodes.setdefault(element.variable, set()).update(element.labels)
                elif isinstance(element, ast.RelPattern) and not isinstance(element, ast.QuantifiedPath):
                    element.types = [self._schema_name(t, "edge") for t in element.types]
                    if element.variable:
                        scope.rels.setdefault(element.variable, set()).update(element.types)
        for path in patterns:
            self._directions(path, scope)
            if self.infer_ends:
                self._infer_ends(path, scope)
            self._pattern_maps(path, scope)
        for node in query.walk():
            if isinstance(node, ast.Property) and id(node) not in self._seen:
                self._match_property(node, scope)
            elif isinstance(node, ast.BinaryOp):
                self._comparison(node, scope, [])

    def _bound_tags(self, var: str, scope: _Scope) -> set[str]:
        own = {t for t in scope.nodes.get(var, set()) if t in self.space.tags}
        return own or scope.inferred.get(var, set())

    def _infer_ends(self, path: ast.PathPattern, scope: _Scope) -> None:
        """An unlabelled node next to a typed relationship gets the tags every vertex at that end has."""
        elements = path.elements
        for i in range(1, len(elements) - 1, 2):
            rel = elements[i]
            if not isinstance(rel, ast.RelPattern) or isinstance(rel, ast.QuantifiedPath):
                continue
            if rel.direction == "both" or len(rel.types) != 1 or rel.length is not None:
                continue
            ends = self.ends(rel.types[0])
            if ends is None:
                continue
            for node, end in ((elements[i - 1], "src"), (elements[i + 1], "dst")):
                if rel.direction == "in":
                    end = "dst" if end == "src" else "src"
                if isinstance(node, ast.NodePattern) and node.variable and not node.labels:
                    known = scope.inferred.get(node.variable)
                    common = set(ends.common(end))
                    scope.inferred[node.variable] = common if known is None else known & common

    def _match_property(self, prop: ast.Property, scope: _Scope) -> None:
        obj = prop.obj
        if (
            isinstance(obj, ast.Property)
            and isinstance(obj.obj, ast.Variable)
            and obj.obj.name in scope.nodes
        ):
            self._seen.add(id(obj))
            var, middle = obj.obj.name, obj.name
            tags = self._bound_tags(var, scope)
            tag = middle if middle in self.space.tags else unique_match(middle, tags or self.space.tags)
            if tag is None:
                return
            if not self.qualified:  # Cypher reads ``v.prop``: the tag goes
                name = self._prop_name(prop.name, self._items([tag], "tag"), record=False)
                self._fix("tag qualifier", f"{var}.{middle}.{prop.name}", f"{var}.{name}")
                prop.obj, prop.name = obj.obj, name
                return
            if tag != middle:
                obj.name = self._fix("tag", middle, tag)
            prop.name = self._prop_name(prop.name, self._items([tag], "tag"))
        elif isinstance(obj, ast.Variable) and obj.name in scope.nodes:
            self._node_read(prop, obj, scope)
        elif isinstance(obj, ast.Variable) and obj.name in scope.rels:
            edges = self._items(scope.rels[obj.name], "edge") or list(self.space.edges.values())
            prop.name = self._prop_name(prop.name, edges)
        elif isinstance(obj, ast.FunctionCall) and obj.name.lower() == "properties" and len(obj.args) == 1:
            arg = obj.args[0]
            if isinstance(arg, ast.Variable) and arg.name in scope.nodes:
                tags = self._bound_tags(arg.name, scope)
                prop.name = self._prop_name(
                    prop.name, self._items(tags, "tag") if tags else self.space.tags.values()
                )
            elif isinstance(arg, ast.Variable) and arg.name in scope.rels:
                prop.name = self._prop_name(prop.name, self._items(scope.rels[arg.name], "edge"))

    def _node_read(self, prop: ast.Property, obj: ast.Variable, scope: _Scope) -> None:
        """``v.name`` on a node variable: nGQL needs the tag, Cypher a property of ``v``'s labels."""
        tags = self._bound_tags(obj.name, scope)
        if prop.name in self.space.tags:
            return  # the first half of ``v.tag.prop`` (seen from its parent), or a tag read
        if not self.qualified:
            prop.name = self._prop_name(
                prop.name, self._items(tags, "tag") if tags else self.space.tags.values()
            )
            return
        tag = self._qualifier(prop.name, tags or set(self.space.tags))
        if tag is None:
            return
        name = self._prop_name(prop.name, self._items([tag], "tag"), record=False)
        self._fix("tag qualifier", f"{obj.name}.{prop.name}", f"{obj.name}.{tag}.{name}")
        prop.obj, prop.name = ast.Property(obj, tag), name

    def _end_tags(self, edges: list[str], end: str) -> set[str]:
        """The tags every vertex at one end of ``edges`` has; every tag when that is unknown."""
        found: set[str] | None = None
        for name in edges:
            ends = self.ends(name)
            if ends is None or not ends.common(end):
                return set(self.space.tags)
            found = set(ends.common(end)) if found is None else found | set(ends.common(end))
        return found or set(self.space.tags)

    def _qualifier(self, prop: str, tags: Iterable[str]) -> str | None:
        """The one tag of ``tags`` that has ``prop`` (or one close to it), else None."""
        items = self._items(sorted(set(tags)), "tag")
        having = [t.name for t in items if prop in t.property_names]
        if having:
            return having[0] if len(having) == 1 else None
        close = [t.name for t in items if property_match(prop, t.property_names)]
        return close[0] if len(close) == 1 else None

    def _pattern_maps(self, path: ast.PathPattern, scope: _Scope) -> None:
        """``(v:tag {nam: "x"})``: map keys are properties of the pattern's own tags/types."""
        for element in path.elements:
            if not isinstance(element.properties, ast.MapLiteral):
                continue
            if isinstance(element, ast.NodePattern):
                items = self._items(element.labels, "tag")
            else:
                items = self._items(element.types, "edge")
            if not items:
                continue
            repaired = []
            for key, value in element.properties.items:
                name = self._prop_name(key, items)
                repaired.append((name, value))
                if isinstance(value, ast.Literal) and isinstance(value.value, str):
                    owner = next((i.name for i in items if name in i.property_names), None)
                    if owner is not None:
                        self.literals.append(
                            LiteralUse(value, owner, name, isinstance(element, ast.RelPattern))
                        )
            element.properties.items = repaired

    def _directions(self, path: ast.PathPattern, scope: _Scope) -> None:
        """Reverse an arrow that the endpoint tags rule out when the other way is allowed."""
        elements = path.elements
        for i in range(1, len(elements) - 1, 2):
            rel = elements[i]
            left, right = elements[i - 1], elements[i + 1]
            if not isinstance(rel, ast.RelPattern) or isinstance(rel, ast.QuantifiedPath):
                continue
            if rel.direction == "both" or len(rel.types) != 1 or rel.types[0] not in self.space.edges:
                continue
            ends = self.ends(rel.types[0])
            if (
                ends is None
                or not isinstance(left, ast.NodePattern)
                or not isinstance(right, ast.NodePattern)
            ):
                continue
            a, b = set(left.labels) & set(self.space.tags), set(right.labels) & set(self.space.tags)
            if not a and not b:
                continue
            src, dst = (a, b) if rel.direction == "out" else (b, a)
            if not ends.allows(src, dst) and ends.allows(dst, src):
                before = _arrow(rel)
                rel.direction = "in" if rel.direction == "out" else "out"
                self._fix("direction", before, _arrow(rel))

    # ------------------------------------------------------------------ literals
    def _comparison(self, node: ast.BinaryOp, scope: _Scope, edges: list[str]) -> None:
        pair = _literal_pair(node)
        if pair is None:
            return
        read, literal = pair
        owner = self._owner(read, scope, edges)
        if owner is not None:
            self.literals.append(LiteralUse(literal, owner[0], owner[1], owner[2]))

    def _owner(self, read: ast.Expr, scope: _Scope, edges: list[str]) -> tuple[str, str, bool] | None:
        """Which stored property ``read`` reads: ``(tag or edge, prop, is_edge)``."""
        if not isinstance(read, ast.Property):
            return None
        obj = read.obj
        ends = (ast.Variable, ast.SrcRef, ast.DstRef)
        if isinstance(obj, ast.Property) and obj.name in self.space.tags and isinstance(obj.obj, ends):
            return (obj.name, read.name, False)
        if isinstance(obj, ast.Variable):
            if obj.name in scope.nodes:
                tags = [
                    t
                    for t in self._bound_tags(obj.name, scope)
                    if read.name in self.space.tags[t].property_names
                ]
                return (tags[0], read.name, False) if len(tags) == 1 else None
            if obj.name in scope.rels or obj.name in edges:
                names = scope.rels.get(obj.name, {obj.name})
                own = [
                    e
                    for e in names
                    if e in self.space.edges and read.name in self.space.edges[e].property_names
                ]
                return (own[0], read.name, True) if len(own) == 1 else None
        return None


def _literal_pair(node: ast.BinaryOp) -> tuple[ast.Expr, ast.Literal] | None:
    """``(read, literal)`` of an equality with a string literal on one side."""
    if node.op not in ("==", "="):
        return None
    if isinstance(node.right, ast.Literal) and isinstance(node.right.value, str):
        return node.left, node.right
    if isinstance(node.left, ast.Literal) and isinstance(node.left.value, str):
        return node.right, node.left
    return None


def _reads_name(read: ast.Property, name: str) -> bool:
    return isinstance(read.obj, ast.Variable) and read.obj.name == name


def _exprs(*parts: ast.Node | None) -> list[ast.Node]:
    return [p for p in parts if p is not None]


def _end_text(obj: ast.Expr) -> str:
    return "$^" if isinstance(obj, ast.SrcRef) else "$$"


def _arrow(rel: ast.RelPattern) -> str:
    body = f"[:{'|'.join(rel.types)}]"
    return f"-{body}->" if rel.direction == "out" else f"<-{body}-"


__all__ = ["LiteralUse", "TreeRepair"]
