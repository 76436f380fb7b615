"""Skeleton examples in the words of the graph being asked.

Why: the skeleton library's ``# Example:`` queries are written on the demo space (its tags
``player``/``team``, its people ``Ada Lind``); a prompt for another graph that shows them
teaches the model names that graph does not have. So each example is re-spoken in the
user's schema: the demo's tags, edge types and properties are renamed to the user's (same
name first, then by shape: a self-loop edge for ``like``, a property of the same kind), its
string values become neutral placeholders, and the result is printed and schema-validated;
an example that does not fit the user's schema is left out rather than shown wrong.

Placeholders still teach a small model placeholders: given ``GO FROM "value1"`` and
``STARTS WITH "value1"`` it writes ``"value1"`` into its query (issue 24). So, per question,
:func:`with_stored_values` puts the values the entity linker found in the graph into the
examples where the example compares the *same* property (or a vertex id) with a string:
``MATCH (p:doctor {name: "张伟"})`` rather than ``{name: "value1"}``. A literal in any other
place keeps its placeholder: a stored name in the wrong property would teach a wrong query.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from itertools import cycle
from typing import Any

from r3.contracts.schema import SchemaItem, SpaceSchema
from r3.errors import QueryError
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.lang.validator import validate
from r3.represent.skeleton import Skeleton
from r3.understand.linking import as_links, resolve_links

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: The "property" of a vertex id in :func:`stored_values` keys.
VID = "id()"
#: ``(tag or edge type, property)`` → a stored value; ``(tag, VID)`` / ``(None, VID)`` → a vertex id.
StoredValues = dict[tuple[str | None, str], str]
_CACHE: dict[tuple[str, str], Skeleton] = {}
_CACHE_SIZE = 16


def examples_for_space(skeleton: Skeleton, space: SpaceSchema, source: SpaceSchema) -> Skeleton:
    """``skeleton`` whose examples (written on ``source``) speak ``space``'s schema."""
    key = (skeleton.dialect, _fingerprint(space))
    cached = _CACHE.get(key)
    if cached is None:
        names = schema_mapping(with_example_endpoints(source, skeleton), space)
        foreign = _names(source) - _names(space)
        cached = skeleton.map_examples(
            lambda example: adapt_example(example, names, space, skeleton.dialect, foreign=foreign)
        )
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = cached
    return cached


def with_example_endpoints(source: SpaceSchema, skeleton: Skeleton) -> SpaceSchema:
    """``source`` (a copy) whose edge types without endpoints get those the skeleton's own
    examples draw: ``(a:player)-[:like]->(b:player)`` says ``like`` joins player to player.

    Why: the demo schema is read from DDL, which declares no endpoints, and without them every
    edge type looks alike, so ``like`` was mapped onto the user's first edge type and ``player``
    onto the first tag, whatever they join (``(a:department)-[:treats]->(b:department)``).
    """
    found: dict[str, list[tuple[str, str]]] = {}
    for _fn, example in skeleton.examples():
        try:
            tree = parse(example, dialect=skeleton.dialect)
        except (QueryError, ValueError):
            continue
        for node in tree.walk():
            if isinstance(node, A.PathPattern):
                for pair in _pattern_endpoints(node):
                    edge, ends = pair
                    if ends not in found.setdefault(edge, []):
                        found[edge].append(ends)
    if not any(not item.endpoints and found.get(name) for name, item in source.edges.items()):
        return source
    out = copy.deepcopy(source)
    for name, item in out.edges.items():
        if not item.endpoints and found.get(name):
            item.endpoints = list(found[name])
    return out


def _pattern_endpoints(path: A.PathPattern) -> list[tuple[str, tuple[str, str]]]:
    """``(edge type, (src tag, dst tag))`` of each single-typed hop between two labelled nodes."""
    out: list[tuple[str, tuple[str, str]]] = []
    elements = path.elements
    for i in range(1, len(elements) - 1, 2):
        left, rel, right = elements[i - 1], elements[i], elements[i + 1]
        if not (isinstance(left, A.NodePattern) and isinstance(rel, A.RelPattern)):
            continue
        if not isinstance(right, A.NodePattern) or len(rel.types) != 1:
            continue
        if not (left.labels and right.labels) or rel.direction == "both":
            continue
        src, dst = (left.labels[0], right.labels[0])
        out.append((rel.types[0], (src, dst) if rel.direction == "out" else (dst, src)))
    return out


def schema_mapping(source: SpaceSchema, target: SpaceSchema) -> dict[str, str]:
    """Source name → target name for every tag, edge type and property of ``source`` that
    can be given one (a name of ``target`` is kept as it is).

    Edge types are matched first, self-loops onto self-loops, then each edge type onto one
    whose endpoints agree with the tags already mapped (``serve`` from the player: an edge
    type from the tag ``player`` became); tags follow the endpoints of the matched edges."""
    names: dict[str, str] = {}
    edges = _match_edges(list(source.edges.values()), list(target.edges.values()))
    names.update({old: new.name for old, new in edges.items()})
    tag_pairs: dict[str, SchemaItem] = {}
    for old, new in edges.items():
        for (src_a, dst_a), (src_b, dst_b) in zip(source.edges[old].endpoints, new.endpoints, strict=False):
            for a, b in ((src_a, src_b), (dst_a, dst_b)):
                if a not in tag_pairs and target.tag(b) is not None and a not in target.tags:
                    tag_pairs[a] = target.tags[b]
    rest = _match_items(
        [t for t in source.tags.values() if t.name not in tag_pairs], list(target.tags.values())
    )
    tag_pairs.update(rest)
    names.update({old: new.name for old, new in tag_pairs.items()})
    owners = {**{k: v for k, v in edges.items()}, **tag_pairs}
    for old_owner, new_owner in owners.items():
        item = source.item(old_owner)
        if item is None:
            continue
        for prop in item.properties:
            if prop.name in names:
                continue
            names[prop.name] = _matching_property(prop.name, prop.is_numeric, new_owner)
    return names


def adapt_example(
    example: str,
    names: dict[str, str],
    space: SpaceSchema,
    dialect: str,
    *,
    foreign: frozenset[str] = frozenset(),
) -> str | None:
    """``example`` with ``names`` renamed and string values replaced; None when it does not
    parse, print or validate on ``space``, or still holds a ``foreign`` name (also as a part
    of an identifier: ``player_by_age``)."""
    try:
        tree = parse(example, dialect=dialect)
        renamed = _renamed(tree, names)
        text = to_text(renamed, dialect)
        issues = validate(parse(text, dialect=dialect), space, dialect=dialect)
    except (QueryError, ValueError, TypeError, KeyError):
        return None
    if any(issue.severity == "error" for issue in issues):
        return None
    words = {part for token in _IDENTIFIER.findall(text) for part in (token, *token.split("_"))}
    words |= {word[:-1] for word in words if word.endswith("s")}  # "players" for player
    return None if words & foreign else text


def _names(space: SpaceSchema) -> frozenset[str]:
    """The space's own name and every tag, edge type and property name in it."""
    items = [*space.tags.values(), *space.edges.values()]
    return frozenset({space.name, *(i.name for i in items), *(p.name for i in items for p in i.properties)})


def _renamed(tree: A.Script, names: dict[str, str]) -> A.Script:
    out = copy.deepcopy(tree)
    values: dict[str, str] = {}
    for node in out.walk():
        if isinstance(node, A.Literal):
            if isinstance(node.value, str):
                node.value = values.setdefault(node.value, f"value{len(values) + 1}")
            continue
        for field in dataclasses.fields(node):  # type: ignore[arg-type]
            value = getattr(node, field.name)
            setattr(node, field.name, _rename_value(value, names))
    return out


def _rename_value(value: Any, names: dict[str, str]) -> Any:
    """Identifier strings renamed, in plain fields, lists and ``(key, node)`` pairs."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_rename_value(v, names) for v in value]
    if isinstance(value, tuple) and value and isinstance(value[0], str):
        return (names.get(value[0], value[0]), *value[1:])
    return value


def _match_edges(old: list[SchemaItem], new: list[SchemaItem]) -> dict[str, SchemaItem]:
    """Each old edge type → a new one: the same name first; then, loops before links, one of
    the same shape whose endpoints fit the tags the earlier matches fixed; else
    :func:`_match_items`' order."""
    by_name = {item.name: item for item in new}
    out = {item.name: by_name[item.name] for item in old if item.name in by_name}
    tags: dict[str, str] = {}

    def fix(o: SchemaItem, n: SchemaItem) -> None:
        for (a, b), (c, d) in zip(o.endpoints, n.endpoints, strict=False):
            tags.setdefault(a, c)
            tags.setdefault(b, d)

    for name, item in out.items():
        fix(next(o for o in old if o.name == name), item)

    def fits(o: SchemaItem, n: SchemaItem) -> int:
        if not (o.endpoints and n.endpoints):
            return 0
        (a, b), (c, d) = o.endpoints[0], n.endpoints[0]
        return sum(1 for x, y in ((a, c), (b, d)) if tags.get(x) == y) - sum(
            1 for x, y in ((a, c), (b, d)) if x in tags and tags[x] != y
        )

    free = [n for n in new if n not in out.values()]
    for item in sorted((o for o in old if o.name not in out), key=lambda o: _edge_shape(o) != "loop"):
        alike = [n for n in free if _edge_shape(n) == _edge_shape(item)]
        if not alike:
            continue
        best = max(alike, key=lambda n: (fits(item, n), -alike.index(n)))
        out[item.name] = best
        free.remove(best)
        fix(item, best)
    rest = [o for o in old if o.name not in out]
    if rest:
        out.update(_match_items(rest, new, _edge_shape))
    return {o.name: out[o.name] for o in old if o.name in out}


def _edge_shape(item: SchemaItem) -> str:
    loops = any(src == dst for src, dst in item.endpoints)
    return "loop" if loops else "link"


def _match_items(old: list[SchemaItem], new: list[SchemaItem], shape: Any = None) -> dict[str, SchemaItem]:
    """Each old item → a new one: the same name first, then the same shape, then in order."""
    by_name = {item.name: item for item in new}
    out = {item.name: by_name[item.name] for item in old if item.name in by_name}
    free = [item for item in new if item.name not in out.values() and item not in out.values()]
    pool = free or new
    if not pool:
        return out
    order = cycle(pool)
    for item in old:
        if item.name in out:
            continue
        alike = [c for c in pool if shape is None or shape(c) == shape(item)]
        out[item.name] = alike[0] if alike else next(order)
        if alike and len(pool) > 1:
            pool = [c for c in pool if c is not alike[0]] or pool
    return out


def _matching_property(name: str, numeric: bool, owner: SchemaItem) -> str:
    if owner.prop(name) is not None:
        return name
    alike = [p.name for p in owner.properties if p.is_numeric == numeric]
    return alike[0] if alike else name


def _fingerprint(space: SpaceSchema) -> str:
    items = [
        (i.name, tuple((p.name, p.type) for p in i.properties))
        for i in (*space.tags.values(), *space.edges.values())
    ]
    return f"{space.name}:{items!r}"


# --------------------------------------------------------------------------- stored values


def stored_values(links: Any, question: str) -> StoredValues:
    """The values the linker tied the question to, keyed by where they are stored: a vertex
    link gives its id (under each of its tags and under None) and the value it was matched
    through (``(tag, prop)``); a value link its ``(schema, prop)``."""
    out: StoredValues = {}
    for link in resolve_links(as_links(links or [], question)):
        owners = tuple(dict.fromkeys((*link.tags, *((link.schema,) if link.schema else ()))))
        if link.kind == "vertex":
            for owner in (*owners, None):
                out.setdefault((owner, VID), link.text)
            if link.prop is not None:
                for owner in owners:
                    out.setdefault((owner, link.prop), link.display)
        elif link.kind == "value" and link.prop is not None:
            for owner in owners:
                out.setdefault((owner, link.prop), link.text)
    return out


def with_stored_values(skeleton: Skeleton, values: StoredValues, dialect: str) -> Skeleton:
    """``skeleton`` whose examples compare with ``values`` where they fit (module doc)."""
    if not values:
        return skeleton
    return skeleton.map_examples(lambda example: fill_values(example, values, dialect))


def fill_values(example: str, values: StoredValues, dialect: str) -> str:
    """``example`` with each string literal that is compared with a property (or a vertex id)
    ``values`` holds replaced by that stored value; unchanged when nothing fits or it does not
    parse."""
    try:
        tree = parse(example, dialect=dialect)
    except (QueryError, ValueError):
        return example
    changed = False
    for literal, key in _literal_places(tree):
        value = values.get(key)
        if value is None and key[1] == VID:
            value = values.get((None, VID))
        if value is not None and literal.value != value:
            literal.value = value
            changed = True
    if not changed:
        return example
    try:
        return to_text(tree, dialect)
    except (QueryError, ValueError, TypeError):
        return example


def _literal_places(tree: A.Script) -> list[tuple[A.Literal, tuple[str | None, str]]]:
    """Every string literal whose place says which stored value it stands for."""
    out: list[tuple[A.Literal, tuple[str | None, str]]] = []

    def strings(expr: Any) -> list[A.Literal]:
        if isinstance(expr, A.Literal) and isinstance(expr.value, str):
            return [expr]
        if isinstance(expr, A.ListLiteral):
            return [x for item in expr.items for x in strings(item)]
        return []

    for node in tree.walk():
        if isinstance(node, A.BinaryOp):
            for side, other in ((node.left, node.right), (node.right, node.left)):
                key = _place_of(side)
                if key is not None:
                    out.extend((lit, key) for lit in strings(other))
        elif isinstance(node, A.NodePattern) and isinstance(node.properties, A.MapLiteral):
            owner = node.labels[0] if node.labels else None
            out.extend((lit, (owner, key)) for key, value in node.properties.items for lit in strings(value))
        elif isinstance(node, A.FetchVertices):
            owner = node.tags[0] if len(node.tags) == 1 else None
            out.extend((lit, (owner, VID)) for vid in node.vids for lit in strings(vid))
        elif isinstance(node, (A.Go, A.FindPath, A.GetSubgraph)):
            ends = [*node.from_, *(node.to if isinstance(node, A.FindPath) else [])]
            out.extend((lit, (None, VID)) for vid in ends for lit in strings(vid))
    return out


def _place_of(expr: Any) -> tuple[str | None, str] | None:
    """``(owner, property)`` of ``v.tag.prop`` / ``$$.tag.prop`` / ``edge.prop`` / ``tag.prop``,
    ``(None, VID)`` of ``id(v)``; None for anything else."""
    if isinstance(expr, A.FunctionCall) and expr.name.lower() == "id":
        return (None, VID)
    if not isinstance(expr, A.Property):
        return None
    inner = expr.obj
    if isinstance(inner, A.Property):
        return (inner.name, expr.name)
    if isinstance(inner, A.Variable):
        return (inner.name, expr.name)
    return None


__all__ = [
    "VID",
    "StoredValues",
    "adapt_example",
    "examples_for_space",
    "fill_values",
    "schema_mapping",
    "stored_values",
    "with_stored_values",
]
