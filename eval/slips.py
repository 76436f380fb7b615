"""Seeded slips of the kinds models make, injected into a correct query (the slips corpus).

    from slips import SLIP_KINDS, SlipContext, inject

Why a generator of its own: the benchmark must say, per kind of slip, how often r3 recovers
the right query without another model call, on golds nobody tuned the repair on. Each kind is
a small function that returns the slipped text, or None where the query offers nothing to
slip (no ``==`` to write as ``=``, no literal to re-case). A slip must leave the question
answerable in principle — the one reading a careful person would still see: a reversed
arrow only where the endpoint tags rule the written direction out, a partial name only where
one stored name holds it, a typo that is no other schema name.

Kinds, in the order they are applied (tree slips, then text slips, then wrappers):

- tree: ``qualifier`` (nGQL ``v.tag.p`` → ``v.p``; Cypher ``v.p`` → ``v.tag.p``),
  ``edge-case``, ``edge-plural``, ``edge-typo``, ``tag-case``, ``tag-plural``, ``tag-typo``,
  ``property-typo``, ``property-variant`` (``title`` → ``book_title``), ``property-synonym``
  (``title`` → ``name``, from :data:`PROPERTY_SYNONYMS`), ``direction``,
  ``literal-case``, ``literal-accent``, ``literal-partial``;
- text: ``equals`` (nGQL ``==`` → ``=``; Cypher ``=`` → ``==``), ``curly-quotes``,
  ``single-quotes``;
- wrappers: ``semicolon``, ``label`` (``nGQL: …``), ``special-token`` (``<|im_end|>`` …),
  ``fence`` (a code block between two sentences), ``prose`` (a sentence before and after).
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, fields

from r3.contracts.schema import SpaceSchema
from r3.lang import ast
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.pipeline.repair.ends import EdgeEnds
from r3.pipeline.repair.literals import relink
from r3.pipeline.repair.name_match import words
from r3.pipeline.repair.tree import LiteralUse, TreeRepair

TREE_KINDS = (
    "qualifier",
    "edge-case",
    "edge-plural",
    "edge-typo",
    "tag-case",
    "tag-plural",
    "tag-typo",
    "property-typo",
    "property-variant",
    "property-synonym",
    "direction",
    "literal-case",
    "literal-accent",
    "literal-partial",
)
TEXT_KINDS = ("equals", "curly-quotes", "single-quotes")
WRAPPER_KINDS = ("semicolon", "label", "special-token", "fence", "prose")
SLIP_KINDS = TREE_KINDS + TEXT_KINDS + WRAPPER_KINDS
SPECIAL_TOKENS = ("<|im_end|>", "</s>", "<|endoftext|>", "<|eot_id|>")


@dataclass
class SlipContext:
    """What a slip may look at: the space, the dialect, stored values, edge ends, a seeded rng."""

    space: SpaceSchema
    dialect: str
    rng: random.Random
    values: Callable[[LiteralUse], list[str] | None] = lambda _use: None
    ends: Callable[[str], EdgeEnds | None] = lambda _edge: None
    notes: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- names


def _case_variant(name: str, rng: random.Random) -> str:
    parts = words(name)
    if len(parts) > 1:
        pascal = "".join(p.capitalize() for p in parts)
        return pascal if rng.random() < 0.5 else pascal[0].lower() + pascal[1:]
    return name.upper() if rng.random() < 0.5 else name.capitalize()


def _plural(name: str) -> str | None:
    if name.endswith(("s", "x")):
        return None
    if name.endswith("y") and len(name) > 2 and name[-2] not in "aeiou":
        return name[:-1] + "ies"
    return name + "s"


def _typo(name: str, rng: random.Random) -> str | None:
    if len(name) < 5:
        return None
    i = rng.randrange(1, len(name) - 1)
    if rng.random() < 0.5 and name[i] != name[i + 1]:
        return name[:i] + name[i + 1] + name[i] + name[i + 2 :]
    return name[:i] + name[i + 1 :]


def _nodes(script: ast.Script) -> list[ast.Node]:
    return list(script.walk())


def _edges_used(script: ast.Script, space: SpaceSchema) -> list[str]:
    found: list[str] = []
    for node in _nodes(script):
        if isinstance(node, ast.RelPattern):
            found += node.types
        elif isinstance(node, (ast.Go, ast.FindPath)):
            found += node.over.edges
        elif isinstance(node, ast.FetchEdges):
            found.append(node.edge)
        elif isinstance(node, ast.Lookup):
            found.append(node.schema)
    return [e for e in dict.fromkeys(found) if e in space.edges]


def _tags_used(script: ast.Script, space: SpaceSchema) -> list[str]:
    found: list[str] = []
    for node in _nodes(script):
        if isinstance(node, ast.NodePattern):
            found += node.labels
        elif isinstance(node, ast.FetchVertices):
            found += node.tags
        elif isinstance(node, ast.Lookup):
            found.append(node.schema)
        elif isinstance(node, ast.Property) and isinstance(node.obj, ast.Property):
            found.append(node.obj.name)
    return [t for t in dict.fromkeys(found) if t in space.tags]


def _rename(script: ast.Script, old: str, new: str, kind: str) -> None:
    """Every use of tag or edge type ``old`` written ``new`` (a model misnames it everywhere)."""
    for node in _nodes(script):
        if kind == "edge" and isinstance(node, ast.RelPattern):
            node.types = [new if t == old else t for t in node.types]
        elif kind == "tag" and isinstance(node, ast.NodePattern):
            node.labels = [new if t == old else t for t in node.labels]
        elif kind == "edge" and isinstance(node, (ast.Go, ast.FindPath)):
            node.over.edges = [new if t == old else t for t in node.over.edges]
        elif kind == "edge" and isinstance(node, ast.GetSubgraph):
            node.directions = [(d, [new if t == old else t for t in names]) for d, names in node.directions]
        elif kind == "edge" and isinstance(node, ast.FetchEdges) and node.edge == old:
            node.edge = new
        elif kind == "tag" and isinstance(node, ast.FetchVertices):
            node.tags = [new if t == old else t for t in node.tags]
        elif isinstance(node, ast.Lookup) and node.schema == old:
            node.schema = new
        elif isinstance(node, ast.Property) and _names(node.obj, old, kind):
            node.obj.name = new  # type: ignore[attr-defined]


def _names(obj: ast.Expr, old: str, kind: str) -> bool:
    """``obj`` is ``old`` (``edge.p``, ``tag.p``) or, for a tag, the middle of ``v.tag.p``."""
    if isinstance(obj, ast.Variable):
        return obj.name == old
    return kind == "tag" and isinstance(obj, ast.Property) and obj.name == old


def _name_slip(
    kind: str, make: Callable[[str, random.Random], str | None]
) -> Callable[[ast.Script, SlipContext], bool]:
    def slip(script: ast.Script, ctx: SlipContext) -> bool:
        used = _edges_used(script, ctx.space) if kind == "edge" else _tags_used(script, ctx.space)
        if not used:
            return False
        old = ctx.rng.choice(used)
        new = make(old, ctx.rng)
        taken = set(ctx.space.tags) | set(ctx.space.edges)
        if new is None or new == old or new in taken:
            return False
        _rename(script, old, new, kind)
        return True

    return slip


# --------------------------------------------------------------------------- properties


def _property_reads(script: ast.Script, ctx: SlipContext) -> list[tuple[ast.Node, str, str]]:
    """``(node, owner, prop)`` of each stored-property read whose owner is certain."""
    labels: dict[str, str] = {}
    for node in _nodes(script):
        if isinstance(node, ast.NodePattern) and node.variable and len(node.labels) == 1:
            labels[node.variable] = node.labels[0]
        if isinstance(node, ast.RelPattern) and node.variable and len(node.types) == 1:
            labels[node.variable] = node.types[0]
    reads: list[tuple[ast.Node, str, str]] = []
    for node in _nodes(script):
        if not isinstance(node, ast.Property):
            continue
        obj = node.obj
        if isinstance(obj, ast.Property) and obj.name in ctx.space.tags:
            if node.name in ctx.space.tags[obj.name].property_names:
                reads.append((node, obj.name, node.name))
        elif isinstance(obj, ast.Variable):
            owner = labels.get(obj.name, obj.name)
            item = ctx.space.tags.get(owner) or ctx.space.edges.get(owner)
            if item is not None and node.name in item.property_names:
                reads.append((node, owner, node.name))
    return reads


def _rename_property(script: ast.Script, owner: str, old: str, new: str, ctx: SlipContext) -> None:
    for node, own, prop in _property_reads(script, ctx):
        if own == owner and prop == old and isinstance(node, ast.Property):
            node.name = new
    for node in _nodes(script):
        if isinstance(node, (ast.NodePattern, ast.RelPattern)) and isinstance(
            node.properties, ast.MapLiteral
        ):
            names = node.labels if isinstance(node, ast.NodePattern) else node.types
            if owner in names:
                node.properties.items = [(new if k == old else k, v) for k, v in node.properties.items]


def _property_slip(
    make: Callable[[str, str, random.Random], str | None], *, own_only: bool = False
) -> Callable[[ast.Script, SlipContext], bool]:
    """A property read renamed by ``make``; the new name is no property of the schema (or,
    ``own_only``, none of the owner's: a synonym may be another tag's property)."""

    def slip(script: ast.Script, ctx: SlipContext) -> bool:
        reads = sorted({(owner, prop) for _n, owner, prop in _property_reads(script, ctx)})
        if not reads:
            return False
        owner, old = ctx.rng.choice(reads)
        new = make(owner, old, ctx.rng)
        item = ctx.space.tags.get(owner) or ctx.space.edges.get(owner)
        all_props = {
            p for i in [*ctx.space.tags.values(), *ctx.space.edges.values()] for p in i.property_names
        }
        taken = set(item.property_names) if own_only and item is not None else all_props
        if new is None or item is None or new in taken or new in ctx.space.tags or new in ctx.space.edges:
            return False
        _rename_property(script, owner, old, new, ctx)
        return True

    return slip


def _qualifier(script: ast.Script, ctx: SlipContext) -> bool:
    """nGQL: drop the tag of ``v.tag.p`` (MATCH) and ``$$.tag.p`` / ``$^.tag.p`` (GO);
    Cypher: add the label as a tag (``v.p`` → ``v.tag.p``)."""
    changed = False
    if get_dialect(ctx.dialect).tag_qualified_properties:
        bound = {n.variable for n in _nodes(script) if isinstance(n, ast.NodePattern) and n.variable}
        for node in _nodes(script):
            if not (isinstance(node, ast.Property) and isinstance(node.obj, ast.Property)):
                continue
            inner = node.obj.obj
            reads = isinstance(inner, (ast.SrcRef, ast.DstRef)) or (
                isinstance(inner, ast.Variable) and inner.name in bound
            )
            if reads and node.obj.name in ctx.space.tags:
                node.obj = inner
                changed = True
        for statement in _nodes(script):  # FETCH/LOOKUP ON tag … tag.p → p
            if isinstance(statement, (ast.Lookup, ast.FetchVertices)):
                names = [statement.schema] if isinstance(statement, ast.Lookup) else statement.tags
                for part in (getattr(statement, "where", None), statement.yield_):
                    if part is not None:
                        changed |= _drop_named(part, names)
        return changed
    labels = {
        n.variable: n.labels[0]
        for n in _nodes(script)
        if isinstance(n, ast.NodePattern)
        and n.variable
        and len(n.labels) == 1
        and n.labels[0] in ctx.space.tags
    }
    for node in _nodes(script):
        if isinstance(node, ast.Property) and isinstance(node.obj, ast.Variable) and node.obj.name in labels:
            tag = labels[node.obj.name]
            if node.name in ctx.space.tags[tag].property_names:
                node.obj = ast.Property(node.obj, tag)
                changed = True
    return changed


def _drop_named(expr: ast.Node, names: list[str]) -> bool:
    """``tag.p`` → ``p`` below ``expr`` for the tags in ``names``."""
    changed = False
    for parent in list(expr.walk()):
        for f in fields(parent):  # type: ignore[arg-type]
            value = getattr(parent, f.name)
            if (
                isinstance(value, ast.Property)
                and isinstance(value.obj, ast.Variable)
                and value.obj.name in names
            ):
                setattr(parent, f.name, ast.Variable(value.name))
                changed = True
    return changed


def _direction(script: ast.Script, ctx: SlipContext) -> bool:
    """Reverse one arrow whose written direction the endpoint tags allow and the other not."""
    options: list[ast.RelPattern] = []
    for path in (n for n in _nodes(script) if isinstance(n, ast.PathPattern)):
        elements = path.elements
        for i in range(1, len(elements) - 1, 2):
            rel, left, right = elements[i], elements[i - 1], elements[i + 1]
            if not isinstance(rel, ast.RelPattern) or rel.direction == "both" or len(rel.types) != 1:
                continue
            if not isinstance(left, ast.NodePattern) or not isinstance(right, ast.NodePattern):
                continue
            ends = ctx.ends(rel.types[0])
            a, b = set(left.labels), set(right.labels)
            if ends is None or not (a or b):
                continue
            src, dst = (a, b) if rel.direction == "out" else (b, a)
            if ends.allows(src, dst) and not ends.allows(dst, src):
                options.append(rel)
    if not options:
        return False
    rel = ctx.rng.choice(options)
    rel.direction = "in" if rel.direction == "out" else "out"
    return True


# --------------------------------------------------------------------------- literals


def _strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _literal_slip(
    make: Callable[[str, random.Random], str | None],
) -> Callable[[ast.Script, SlipContext], bool]:
    def slip(script: ast.Script, ctx: SlipContext) -> bool:
        gather = TreeRepair(ctx.space, ctx.dialect)
        gather.script(script)
        uses = [u for u in gather.literals if isinstance(u.literal.value, str)]
        ctx.rng.shuffle(uses)
        for use in uses:
            original = str(use.literal.value)
            new = make(original, ctx.rng)
            stored = ctx.values(use)
            if new is None or new == original or not stored or original not in stored:
                continue
            if relink(new, stored) != original:  # the slip must leave exactly one reading
                continue
            for other in uses:  # the same literal everywhere it is written
                if other.literal.value == original:
                    other.literal.value = new
            return True
        return False

    return slip


def _recase(text: str, rng: random.Random) -> str | None:
    options = [v for v in (text.lower(), text.upper(), text.title()) if v != text]
    return rng.choice(options) if options else None


def _partial(text: str, rng: random.Random) -> str | None:
    parts = text.split()
    return max(parts, key=len) if len(parts) > 1 else None


#: Words models write for a property the schema names otherwise (general vocabulary, not
#: any graph's): the ``property-synonym`` slip picks one the owner lacks.
PROPERTY_SYNONYMS = {
    "name": ("title", "full_name"),
    "title": ("name",),
    "born": ("birth_year", "birthyear"),
    "age": ("years",),
    "city": ("town",),
    "country": ("nation",),
    "salary": ("pay", "wage"),
    "rating": ("score",),
    "score": ("rating",),
    "founded": ("established",),
    "year": ("release_year",),
    "pages": ("page_count",),
    "price": ("cost",),
}


def _synonym(owner: str, prop: str, rng: random.Random) -> str | None:
    options = PROPERTY_SYNONYMS.get(prop, ())
    return rng.choice(options) if options else None


TREE_SLIPS: dict[str, Callable[[ast.Script, SlipContext], bool]] = {
    "qualifier": _qualifier,
    "edge-case": _name_slip("edge", _case_variant),
    "edge-plural": _name_slip("edge", lambda n, _r: _plural(n)),
    "edge-typo": _name_slip("edge", _typo),
    "tag-case": _name_slip("tag", _case_variant),
    "tag-plural": _name_slip("tag", lambda n, _r: _plural(n)),
    "tag-typo": _name_slip("tag", _typo),
    "property-typo": _property_slip(lambda _o, p, r: _typo(p, r)),
    "property-variant": _property_slip(lambda o, p, _r: f"{o}_{p}" if not p.startswith(o) else None),
    "property-synonym": _property_slip(_synonym, own_only=True),
    "direction": _direction,
    "literal-case": _literal_slip(_recase),
    "literal-accent": _literal_slip(lambda t, _r: _strip_accents(t)),
    "literal-partial": _literal_slip(_partial),
}


# --------------------------------------------------------------------------- text


_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _equals(text: str, ctx: SlipContext) -> str | None:
    if get_dialect(ctx.dialect).tag_qualified_properties:
        spots = [m.start() for m in re.finditer(r" == ", text)]
        return None if not spots else text[: spots[0]] + " = " + text[spots[0] + 4 :]
    spots = [m.start() for m in re.finditer(r"(?<=[\w)\]]) = (?=[\"'\w$(-])", text)]
    return None if not spots else text[: spots[0]] + " == " + text[spots[0] + 3 :]


def _curly(text: str, _ctx: SlipContext) -> str | None:
    out = _STRING.sub(lambda m: "\u201c" + m.group(1) + "\u201d", text)
    return out if out != text else None


def _single(text: str, _ctx: SlipContext) -> str | None:
    out = _STRING.sub(lambda m: "'" + m.group(1) + "'" if "'" not in m.group(1) else m.group(0), text)
    return out if out != text else None


TEXT_SLIPS: dict[str, Callable[[str, SlipContext], str | None]] = {
    "equals": _equals,
    "curly-quotes": _curly,
    "single-quotes": _single,
}


def _wrap(kind: str, text: str, ctx: SlipContext) -> str:
    name = get_dialect(ctx.dialect).display_name or ctx.dialect
    if kind == "semicolon":
        return text + ";"
    if kind == "label":
        return f"{name}: {text}"
    if kind == "special-token":
        return text + ctx.rng.choice(SPECIAL_TOKENS)
    if kind == "fence":
        return f"Here is the {name} query:\n```{ctx.dialect}\n{text}\n```\nIt returns the rows the question asks for."
    return f"Sure. The query is: {text}. It answers the question."


# --------------------------------------------------------------------------- injection


@dataclass
class Slipped:
    """A gold query with its slips: the text a model answers, and the kinds put in."""

    text: str
    kinds: list[str]


def applicable(query: str, ctx: SlipContext) -> list[str]:
    """The kinds that can slip ``query`` (each tried on a copy with a copy of the rng)."""
    found = []
    for kind in SLIP_KINDS:
        trial = SlipContext(ctx.space, ctx.dialect, random.Random(0), ctx.values, ctx.ends)
        if _apply(query, [kind], trial) is not None:
            found.append(kind)
    return found


def _apply(query: str, kinds: list[str], ctx: SlipContext) -> str | None:
    try:
        script = parse(query, ctx.dialect)
    except Exception:  # noqa: BLE001 - a gold the parser cannot read offers no slips
        return None
    text = query
    tree = [k for k in kinds if k in TREE_SLIPS]
    if tree:
        for kind in tree:
            if not TREE_SLIPS[kind](script, ctx):
                return None
        text = to_text(script, ctx.dialect)
    for kind in (k for k in kinds if k in TEXT_SLIPS):
        changed = TEXT_SLIPS[kind](text, ctx)
        if changed is None:
            return None
        text = changed
    for kind in (k for k in WRAPPER_KINDS if k in kinds):
        text = _wrap(kind, text, ctx)
    return text


def inject(query: str, ctx: SlipContext, *, most: int = 2) -> Slipped | None:
    """1–``most`` seeded slips of different kinds in ``query`` (None: no kind applies)."""
    kinds = applicable(query, ctx)
    if not kinds:
        return None
    count = min(len(kinds), ctx.rng.randint(1, most))
    for _ in range(10):
        chosen = sorted(ctx.rng.sample(kinds, count), key=SLIP_KINDS.index)
        text = _apply(query, chosen, ctx)
        if text is not None and text != query:
            return Slipped(text, chosen)
    return None


__all__ = ["SLIP_KINDS", "SlipContext", "Slipped", "applicable", "inject"]
