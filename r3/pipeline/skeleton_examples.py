"""Skeleton examples in the words of the graph being asked.

Why: the skeleton library's ``# Example:`` queries are written on the demo space (its tags
``player``/``team``, its people ``Ada Lind``); a prompt for another graph that shows them
teaches the model names that graph does not have. So each example is re-spoken in the
user's schema: the demo's tags, edge types and properties are renamed to the user's (same
name first, then by shape: a self-loop edge for ``like``, a property of the same kind), its
string values become neutral placeholders, and the result is printed and schema-validated;
an example that does not fit the user's schema is left out rather than shown wrong.
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

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CACHE: dict[tuple[str, str], Skeleton] = {}
_CACHE_SIZE = 16


def examples_for_space(skeleton: Skeleton, space: SpaceSchema, source: SpaceSchema) -> Skeleton:
    """``skeleton`` whose examples (written on ``source``) speak ``space``'s schema."""
    key = (skeleton.dialect, _fingerprint(space))
    cached = _CACHE.get(key)
    if cached is None:
        names = schema_mapping(source, space)
        foreign = _names(source) - _names(space)
        cached = skeleton.map_examples(
            lambda example: adapt_example(example, names, space, skeleton.dialect, foreign=foreign)
        )
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = cached
    return cached


def schema_mapping(source: SpaceSchema, target: SpaceSchema) -> dict[str, str]:
    """Source name → target name for every tag, edge type and property of ``source`` that
    can be given one (a name of ``target`` is kept as it is)."""
    names: dict[str, str] = {}
    edges = _match_items(list(source.edges.values()), list(target.edges.values()), _edge_shape)
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


__all__ = ["adapt_example", "examples_for_space", "schema_mapping"]
