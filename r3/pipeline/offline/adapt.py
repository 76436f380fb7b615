"""Adapt a solved demonstration to a new question: new names, numbers and sort direction.

How, on the demonstration's AST (never on its text):

1. **Slots.** Every string literal of the demo query gets a *role* from where it stands: a
   vertex id (``GO FROM "x"``, ``id(v) == "x"``, FETCH/FIND PATH/GET SUBGRAPH/INSERT ids), a
   property value (``{name: "x"}`` on a ``:character`` node is ``character.name``;
   ``e.rel_type == "x"``; ``-[:kindred{rel_type: "x"}]-``; ``$$.team.name CONTAINS "x"``)
   or plain text. Every number — literals, ``N STEPS``, ``*m..n``, ``UPTO n``, ``LIMIT n`` —
   is a numeric slot.
2. **Anchors.** Each slot is found in the demo *question*: by the demo's own links, by its
   text, or by a part of it (``'Dejounte'`` for ``"Dejounte Murray"``); numbers by value.
   The anchor's position gives the slot its order.
3. **Filling.** The new question's names (linked vertices and values, then quoted texts)
   are assigned to the demo's anchored slots in text order, each to the first slot it fits
   (a ``kindred.rel_type`` value only fills a ``rel_type`` slot; a vertex fills id and name
   slots, preferably of its own tag). Numbers are assigned by their rank among the
   question's numbers. An unanchored slot takes a name left over, if any.
4. **Direction.** ``ORDER BY … ASC/DESC`` follows the new question's cue when the demo
   question had the opposite one (or none).

What is left unfilled (a demo name the new question does not replace, a new name with no
slot) is reported in :class:`Adaptation` and costs the candidate in selection: it is the
signature of a demonstration with the wrong shape.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from r3.graph.schema import SpaceSchema
from r3.lang import ast as A
from r3.pipeline.offline.demos import DemoInfo
from r3.pipeline.offline.linking import Link
from r3.pipeline.offline.text import QuestionFacts

_ID_FUNCTIONS = frozenset({"id", "src", "dst"})
_COMPARE = frozenset({"==", "=", "!=", "<>", "CONTAINS", "STARTS WITH", "ENDS WITH", "NOT CONTAINS", "IN"})


@dataclass
class StrSlot:
    """A string literal of the demo query and what it stands for."""

    node: A.Literal
    value: str
    #: ``vid`` (a vertex id), ``prop`` (a value of ``owner.prop``) or ``text``.
    role: str
    owner: str | None = None
    prop: str | None = None
    anchor: int | None = None

    @property
    def is_name(self) -> bool:
        return self.role in ("vid", "text") or self.prop == "name"


@dataclass
class NumSlot:
    """A number of the demo query: a literal, or an int field of a node (steps, bounds, limits)."""

    node: A.Node
    attr: str
    value: int | float
    anchor: int | None = None

    def set(self, value: int | float) -> None:
        if isinstance(self.node, A.Literal):
            self.node.value = value
        else:
            setattr(self.node, self.attr, int(value))


@dataclass
class Adaptation:
    """One adapted query and what could not be carried over."""

    script: A.Script
    demo: DemoInfo
    #: Demo names kept because nothing in the new question replaced them.
    stale: list[str] = field(default_factory=list)
    #: Names of the new question that found no slot.
    unused: list[str] = field(default_factory=list)
    #: Demo numbers anchored in the demo question that the new question has no counterpart for.
    stale_numbers: int = 0
    notes: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- slots


def _parents(root: A.Node) -> dict[int, A.Node]:
    parents: dict[int, A.Node] = {}
    for node in root.walk():
        for child in node.children():
            parents[id(child)] = node
    return parents


def _property_owner(expr: A.Expr, schema: SpaceSchema | None) -> tuple[str | None, str | None]:
    """``n.character.name`` → (character, name); ``character.name`` → (character, name); ``e.rel_type`` → (owner by schema, rel_type)."""
    if not isinstance(expr, A.Property):
        return None, None
    prop = expr.name
    obj = expr.obj
    if isinstance(obj, A.Property):
        return obj.name, prop
    if isinstance(obj, A.Variable) and schema is not None and schema.item(obj.name) is not None:
        return obj.name, prop
    if schema is not None:
        owners = [i.name for i in [*schema.tags.values(), *schema.edges.values()] if i.prop(prop) is not None]
        if len(owners) == 1:
            return owners[0], prop
    return None, prop


def _string_role(
    node: A.Literal, parents: dict[int, A.Node], schema: SpaceSchema | None
) -> tuple[str, str | None, str | None]:
    parent = parents.get(id(node))
    if isinstance(parent, A.MapLiteral):
        key = next((k for k, v in parent.items if v is node), None)
        holder = parents.get(id(parent))
        if isinstance(holder, A.NodePattern):
            return "prop", (holder.labels[0] if holder.labels else None), key
        if isinstance(holder, A.RelPattern):
            return "prop", (holder.types[0] if holder.types else None), key
        return "text", None, key
    if isinstance(parent, A.BinaryOp) and parent.op.upper() in _COMPARE:
        other = parent.right if parent.left is node else parent.left
        if isinstance(other, A.FunctionCall) and other.name.lower() in _ID_FUNCTIONS:
            return "vid", None, None
        owner, prop = _property_owner(other, schema)
        if prop is not None:
            return "prop", owner, prop
        return "text", None, None
    if isinstance(
        parent, (A.Go, A.FindPath, A.GetSubgraph, A.FetchVertices, A.EdgeKey, A.VertexRow, A.EdgeRow)
    ):
        if isinstance(parent, A.VertexRow) and node is not parent.vid:
            return "text", None, None
        if isinstance(parent, A.EdgeRow) and node is not parent.src and node is not parent.dst:
            return "text", None, None
        return "vid", None, None
    if isinstance(parent, (A.DeleteVertex, A.UpdateVertex, A.DeleteTag)):
        return "vid", None, None
    return "text", None, None


def extract_slots(script: A.Script, schema: SpaceSchema | None) -> tuple[list[StrSlot], list[NumSlot]]:
    """The string and number slots of a query (see the module doc)."""
    parents = _parents(script)
    strs: list[StrSlot] = []
    nums: list[NumSlot] = []
    for node in script.walk():
        if isinstance(node, A.Literal):
            if isinstance(node.value, str):
                role, owner, prop = _string_role(node, parents, schema)
                strs.append(StrSlot(node, node.value, role, owner, prop))
            elif isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
                nums.append(NumSlot(node, "value", node.value))
        elif isinstance(node, A.StepRange):
            nums.append(NumSlot(node, "low", node.low))
            if node.high is not None:
                nums.append(NumSlot(node, "high", node.high))
        elif isinstance(node, A.VarLength):
            for attr in ("min", "max"):
                if getattr(node, attr) is not None:
                    nums.append(NumSlot(node, attr, getattr(node, attr)))
        elif isinstance(node, A.FindPath) and node.upto is not None:
            nums.append(NumSlot(node, "upto", node.upto))
        elif isinstance(node, A.GetSubgraph) and node.steps is not None:
            nums.append(NumSlot(node, "steps", node.steps))
        elif isinstance(node, A.Limit):
            nums.append(NumSlot(node, "count", node.count))
            if node.offset is not None:
                nums.append(NumSlot(node, "offset", node.offset))
        elif isinstance(node, A.Sample):
            nums.append(NumSlot(node, "count", node.count))
    return strs, nums


# --------------------------------------------------------------------------- anchoring


def _anchor_string(value: str, links: Sequence[Link], question: str) -> int | None:
    for lk in links:
        if lk.text == value:
            return lk.start
    low, v = question.lower(), value.lower()
    pos = low.find(v)
    if pos >= 0:
        return pos
    for part in sorted(value.replace("·", " ").split(), key=len, reverse=True):
        if len(part) >= 3:
            pos = low.find(part.lower())
            if pos >= 0:
                return pos
    return None


def _entities(links: Sequence[Link], facts: QuestionFacts) -> list[Link]:
    """The new question's names in text order: one per stored text, quoted leftovers last-resort."""
    best: dict[tuple[int, int], Link] = {}
    for lk in links:
        cur = best.get(lk.span)
        if cur is None or lk.score > cur.score:
            best[lk.span] = lk
    seen: set[tuple[str, str]] = set()
    out: list[Link] = []
    for lk in sorted(best.values(), key=lambda x: x.start):
        key = (lk.text, lk.kind)
        if key in seen:
            continue
        seen.add(key)
        out.append(lk)
    for s, e in facts.quoted:
        text = facts.question[s:e].strip()
        if not text or any(lk.start < e and s < lk.end for lk in out):
            continue
        if (text, "quoted") in seen:
            continue
        seen.add((text, "quoted"))
        out.append(Link(text, "quoted", s, e, 0.5))
    out.sort(key=lambda x: x.start)
    return out


def _fits(slot: StrSlot, ent: Link) -> float:
    """How well a name of the new question fits a demo slot (0 = not at all)."""
    if ent.kind == "value":
        if slot.role == "prop" and slot.prop == ent.prop:
            return 2.0 if slot.owner in (None, ent.schema) else 1.0
        if slot.role == "text":
            return 0.3
        return 0.0
    if ent.kind == "vertex":
        if slot.is_name:
            return 2.0 if slot.owner is None or slot.owner == ent.schema or slot.owner in ent.tags else 0.8
        return 0.0
    # quoted, unlinked text: fits anything textual, weakly
    return 0.5


# --------------------------------------------------------------------------- adapting


def adapt(
    demo: DemoInfo,
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    schema: SpaceSchema | None,
) -> Adaptation | None:
    """The demo query with the new question's names, numbers and order direction (module doc)."""
    if demo.script is None:
        return None
    script = copy.deepcopy(demo.script)
    strs, nums = extract_slots(script, schema)
    out = Adaptation(script, demo)
    _fill_strings(strs, demo, links, facts, out)
    _fill_numbers(nums, demo, facts, out)
    _fix_order(script, demo.facts, facts, out)
    return out


def _fill_strings(
    strs: list[StrSlot], demo: DemoInfo, links: Sequence[Link], facts: QuestionFacts, out: Adaptation
) -> None:
    by_value: dict[str, list[StrSlot]] = {}
    for slot in strs:
        by_value.setdefault(slot.value, []).append(slot)
    groups = []
    for value, slots in by_value.items():
        anchor = _anchor_string(value, demo.links, demo.demo.question)
        for s in slots:
            s.anchor = anchor
        groups.append((anchor, value, slots))
    anchored = sorted((g for g in groups if g[0] is not None), key=lambda g: g[0] or 0)
    loose = [g for g in groups if g[0] is None]
    ents = _entities(links, facts)
    used: set[int] = set()

    def assign(slots: list[StrSlot]) -> Link | None:
        best, best_fit = None, 0.0
        for i, ent in enumerate(ents):
            if i in used:
                continue
            fit = min(_fits(s, ent) for s in slots)
            if fit > best_fit:
                best, best_fit = i, fit
                if fit >= 2.0:
                    break
        if best is None:
            return None
        used.add(best)
        return ents[best]

    for _, value, slots in anchored:
        ent = assign(slots)
        if ent is None:
            out.stale.append(value)
            continue
        for s in slots:
            s.node.value = ent.text
    for _, _value, slots in loose:
        # An unanchored demo literal (a constant of the demo query the question never wrote)
        # takes a leftover name of the right kind, else stays as it is.
        if any(s.role == "prop" and s.prop not in (None, "name") for s in slots):
            continue
        ent = assign(slots)
        if ent is not None:
            for s in slots:
                s.node.value = ent.text
    out.unused = [e.text for i, e in enumerate(ents) if i not in used and e.kind != "quoted"]


def _fill_numbers(nums: list[NumSlot], demo: DemoInfo, facts: QuestionFacts, out: Adaptation) -> None:
    demo_numbers = demo.facts.numbers
    if not nums:
        return
    new = [n.value for n in facts.numbers]
    for slot in nums:
        ranks = [i for i, n in enumerate(demo_numbers) if _same_number(n.value, slot.value)]
        if not ranks:
            continue
        rank = ranks[0]
        slot.anchor = rank
        if len(new) == len(demo_numbers) and rank < len(new):
            value: int | float = new[rank]
        elif rank < len(new) and len(new) > 0:
            value = new[min(rank, len(new) - 1)]
        else:
            out.stale_numbers += 1
            continue
        if isinstance(slot.value, int) and isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(slot.node, A.Literal) or isinstance(value, int):
            slot.set(value)


def _same_number(a: int | float, b: int | float) -> bool:
    return abs(float(a) - float(b)) < 1e-9


def _order_items(script: A.Script) -> Iterator[A.OrderItem]:
    for node in script.walk():
        if isinstance(node, A.OrderItem):
            yield node


def _fix_order(script: A.Script, demo_facts: QuestionFacts, facts: QuestionFacts, out: Adaptation) -> None:
    want_desc = facts.has("desc") and not facts.has("asc")
    want_asc = facts.has("asc") and not facts.has("desc")
    if not (want_desc or want_asc):
        return
    items = list(_order_items(script))
    if len(items) != 1:
        return
    item = items[0]
    if want_desc and not item.descending and not demo_facts.has("asc"):
        item.descending = True
        out.notes.append("order flipped to DESC")
    elif want_asc and item.descending and not demo_facts.has("desc"):
        item.descending = False
        out.notes.append("order flipped to ASC")


def stale_fraction(ad: Adaptation) -> float:
    """Share of problems: stale names, unused names, stale numbers (0 = a clean fit)."""
    return float(len(ad.stale) + len(ad.unused) + 0.5 * ad.stale_numbers)


__all__ = ["Adaptation", "NumSlot", "StrSlot", "adapt", "extract_slots", "stale_fraction"]
