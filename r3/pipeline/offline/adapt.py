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
3. **Filling.** The new question's names (linked vertices and values, then quoted texts
   that are not schema concepts) are assigned to the demo's slot groups (one group per
   distinct demo literal) by the assignment with the best summed fit — a
   ``kindred.rel_type`` value only fills a ``rel_type`` slot, a vertex fills id and name
   slots, best those of its own tag — ties keeping the text order. A literal the demo
   question never wrote (a constant of the demo query) takes a name only when one fits well
   and is left over. Numbers are assigned the same way by *kind*: a step slot (``N STEPS``,
   ``*m..n``, ``UPTO``) wants a number said to count hops (``两跳``, ``3 steps``) or a small
   one; an age/year/value slot wants ``40岁``, ``2001``, …; LIMIT/SKIP want counts.
4. **Direction.** ``ORDER BY … ASC/DESC`` follows the new question's cue when the demo
   question had the opposite one (or none).

Variants for selection: :func:`drop_stale_conditions` (filters still testing demo values
removed), :func:`rename_schema_item` / :func:`rename_property` (an edge type, tag or
property swapped for the one the question asks for).

What is left unfilled (a demo name the new question does not replace, a new name with no
slot) is reported in :class:`Adaptation` and costs the candidate in selection: it is the
signature of a demonstration with the wrong shape.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.lang import ast as A
from r3.pipeline.offline.demos import DemoInfo
from r3.understand.cues import QuestionFacts
from r3.understand.linking import Link

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
    """A number of the demo query: a literal, or an int field of a node (steps, bounds, limits).

    ``kind`` says what the number counts, from where it stands: ``step`` (hops, path
    lengths), ``count`` (LIMIT/SKIP/SAMPLE), ``year``/``age`` (compared with a property of
    that name), ``value`` (compared with another property) or ``any``.
    """

    node: A.Node
    attr: str
    value: int | float
    anchor: int | None = None
    kind: str = "any"

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
    #: Numbers of the new question no slot took.
    unused_numbers: int = 0
    notes: list[str] = field(default_factory=list)
    #: The literal nodes of ``script`` that still hold demo values (for :func:`drop_stale_conditions`).
    stale_nodes: list[A.Node] = field(default_factory=list)
    #: Filters removed because they tested demo values.
    dropped: int = 0
    #: Names put where the demo had a name of another kind (a team where a player stood).
    type_mismatch: int = 0


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
    if isinstance(parent, A.FetchVertices) and parent.tags and parent.tags != ["*"]:
        return "vid", parent.tags[0], None
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
                nums.append(NumSlot(node, "value", node.value, kind=_number_kind(node, parents, schema)))
        elif isinstance(node, A.StepRange):
            nums.append(NumSlot(node, "low", node.low, kind="step"))
            if node.high is not None:
                nums.append(NumSlot(node, "high", node.high, kind="step"))
        elif isinstance(node, A.VarLength):
            if node.min is not None:
                nums.append(NumSlot(node, "min", node.min, kind="step"))
            if node.max is not None:
                nums.append(NumSlot(node, "max", node.max, kind="step"))
        elif isinstance(node, A.FindPath) and node.upto is not None:
            nums.append(NumSlot(node, "upto", node.upto, kind="step"))
        elif isinstance(node, A.GetSubgraph) and node.steps is not None:
            nums.append(NumSlot(node, "steps", node.steps, kind="step"))
        elif isinstance(node, A.Limit):
            nums.append(NumSlot(node, "count", node.count, kind="count"))
            if node.offset is not None:
                nums.append(NumSlot(node, "offset", node.offset, kind="count"))
        elif isinstance(node, A.Sample):
            nums.append(NumSlot(node, "count", node.count, kind="count"))
    return strs, nums


def _number_kind(node: A.Literal, parents: dict[int, A.Node], schema: SpaceSchema | None) -> str:
    parent = parents.get(id(node))
    if isinstance(parent, A.Projection) and node in (parent.limit, parent.skip):
        return "count"
    prop: str | None = None
    if isinstance(parent, A.BinaryOp):
        other = parent.right if parent.left is node else parent.left
        _, prop = _property_owner(other, schema)
    elif isinstance(parent, A.MapLiteral):
        prop = next((k for k, v in parent.items if v is node), None)
    if prop is None:
        return "any"
    low = prop.lower()
    return "year" if "year" in low else "age" if "age" in low else "value"


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


def _literal(slot: StrSlot, ent: Link) -> str:
    """The text a slot takes from a linked name: the vid for an id, the matched value for the
    property it was matched through — never a vid in ``name`` or a name in ``id(v) ==``."""
    if slot.role == "vid":
        return ent.vid or ent.text
    if slot.role == "prop" and ent.kind == "vertex":
        found = ent.literal_for(slot.prop)
        # Without the matched property the linker only knows the id (names used as ids).
        return found if found is not None else ent.text
    return ent.display if ent.kind == "vertex" else ent.text


def _fits(slot: StrSlot, ent: Link) -> float:
    """How well a name of the new question fits a demo slot (0 = not at all)."""
    if ent.kind == "vertex" and slot.role == "prop" and ent.prop is not None and slot.prop is not None:
        if ent.prop == slot.prop:  # matched through this very property (``title`` of an opaque-id movie)
            return 2.0 if slot.owner in (None, ent.schema) or slot.owner in ent.tags else 0.8
        if slot.is_name:
            return 0.5  # another property than the one matched: its value is unknown
    if ent.kind == "vertex" and slot.role == "prop" and ent.prop is None and ent.matched is not None:
        return 0.0  # the question wrote an id that is no name: it never goes into a property
    if ent.kind == "value":
        if slot.role == "prop" and slot.prop == ent.prop:
            return 2.0 if slot.owner in (None, ent.schema) else 1.0
        if slot.role == "text":
            return 0.3
        return 0.0
    if ent.kind == "vertex":
        if slot.is_name:
            if slot.owner is None or ent.schema is None:
                return 2.0 if slot.owner is None else 1.5
            return 2.0 if slot.owner == ent.schema or slot.owner in ent.tags else 0.8
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


def best_assignment(n_slots: int, n_items: int, fit: Callable[[int, int], float]) -> dict[int, int]:
    """Slot → item maximising the summed fit (0 = cannot), ties broken towards keeping text order.

    Exhaustive search for the handful of names a question has; greedy beyond ``_EXHAUSTIVE``.
    """
    if n_slots == 0 or n_items == 0:
        return {}
    pairs = {(i, j): fit(i, j) for i in range(n_slots) for j in range(n_items)}
    if min(n_slots, n_items) > _EXHAUSTIVE:
        greedy: dict[int, int] = {}
        for (i, j), f in sorted(pairs.items(), key=lambda kv: -kv[1]):
            if f > 0 and i not in greedy and j not in greedy.values():
                greedy[i] = j
        return greedy
    best: dict[int, int] = {}
    best_score = -1.0

    def search(i: int, used: set[int], chosen: dict[int, int], score: float) -> None:
        nonlocal best, best_score
        if i == n_slots:
            order = [chosen[k] for k in sorted(chosen)]
            total = score + 0.01 * sum(1 for a, b in zip(order, order[1:], strict=False) if a < b)
            if total > best_score + 1e-9:
                best, best_score = dict(chosen), total
            return
        for j in range(n_items):
            f = pairs[(i, j)]
            if f > 0 and j not in used:
                used.add(j)
                chosen[i] = j
                search(i + 1, used, chosen, score + f)
                del chosen[i]
                used.discard(j)
        search(i + 1, used, chosen, score)

    search(0, set(), {}, 0.0)
    return best


_EXHAUSTIVE = 5


def _fill_strings(
    strs: list[StrSlot], demo: DemoInfo, links: Sequence[Link], facts: QuestionFacts, out: Adaptation
) -> None:
    by_value: dict[str, list[StrSlot]] = {}
    for slot in strs:
        by_value.setdefault(slot.value, []).append(slot)
    groups: list[tuple[int | None, str, list[StrSlot]]] = []
    for value, slots in by_value.items():
        anchor = _anchor_string(value, demo.links, demo.demo.question)
        for s in slots:
            s.anchor = anchor
        groups.append((anchor, value, slots))
    # Anchored groups first (in demo-question order), then the demo's own constants.
    groups.sort(key=lambda g: (g[0] is None, g[0] or 0))
    ents = _entities(links, facts)

    def fit(i: int, j: int) -> float:
        anchor, _, slots = groups[i]
        f = min(_fits(s, ents[j]) for s in slots)
        if anchor is None:
            # A constant the demo question never wrote takes a name only when it fits well.
            if any(s.role == "prop" and s.prop not in (None, "name") for s in slots) or f < 2.0:
                return 0.0
            f *= 0.5
        return f

    chosen = best_assignment(len(groups), len(ents), fit)
    for i, (anchor, value, slots) in enumerate(groups):
        j = chosen.get(i)
        if j is None:
            if anchor is not None:
                out.stale.append(value)
                out.stale_nodes.extend(s.node for s in slots)
            continue
        if 0 < min(_fits(s, ents[j]) for s in slots) < 1.0:
            out.type_mismatch += 1
        for s in slots:
            s.node.value = _literal(s, ents[j])
    used = set(chosen.values())
    out.unused = [e.text for j, e in enumerate(ents) if j not in used]


def number_kind(question: str, start: int, end: int, value: int | float) -> str:
    """What a number of the question counts, from the words around it (``两跳`` → step)."""
    after = question[end : end + 8].lower()
    before = question[max(0, start - 14) : start].lower()
    if re.match(r"\s*(个)?(步|跳|层|度|hops?|steps?|jumps?|degrees?)", after) or re.search(
        r"(distance of|within|upto|up to)\s*$", before
    ):
        return "step"
    if re.match(r"\s*(岁|years? old|year-old)", after) or re.search(r"(aged?|年龄|岁数)\D{0,6}$", before):
        return "age"
    if isinstance(value, int) and 1900 <= value <= 2100 or re.match(r"\s*年", after):
        return "year"
    if re.match(r"\s*(个|条|名|位|results?|rows?|records?|items?)", after) or re.search(
        r"(top|first|前|skip\w*|跳过)\s*$", before
    ):
        return "count"
    return "any"


#: A number not said to count steps fills a step slot only up to this value.
MAX_IMPLICIT_STEPS = 10


def _kind_fit(slot_kind: str, number_kind_: str) -> float:
    if slot_kind == number_kind_:
        return 2.0
    if "any" in (slot_kind, number_kind_) or {slot_kind, number_kind_} <= {"value", "age", "year"}:
        return 1.0
    if slot_kind == "value" or number_kind_ == "value":
        return 0.5
    return 0.0


def _fill_numbers(nums: list[NumSlot], demo: DemoInfo, facts: QuestionFacts, out: Adaptation) -> None:
    demo_numbers = demo.facts.numbers
    if not nums:
        return
    # Group the demo's number slots by the demo-question number they come from.
    groups: dict[int, list[NumSlot]] = {}
    for slot in nums:
        ranks = [i for i, n in enumerate(demo_numbers) if _same_number(n.value, slot.value)]
        if ranks:
            slot.anchor = ranks[0]
            groups.setdefault(ranks[0], []).append(slot)
    if not groups:
        return
    order = sorted(groups)
    new = facts.numbers
    kinds = [number_kind(facts.question, n.start, n.end, n.value) for n in new]

    def fit(i: int, j: int) -> float:
        slots = groups[order[i]]
        f = min(_kind_fit(s.kind, kinds[j]) for s in slots)
        value = new[j].value
        if f > 0 and any(s.kind in ("step", "count") for s in slots):
            if not float(value).is_integer() or value < 0:
                return 0.0
            # Hop counts are small: "between 30 and 40" is no number of steps.
            if any(s.kind == "step" for s in slots) and kinds[j] != "step" and value > MAX_IMPLICIT_STEPS:
                return 0.0
        return f

    chosen = best_assignment(len(order), len(new), fit)
    for i, rank in enumerate(order):
        j = chosen.get(i)
        if j is None:
            out.stale_numbers += 1
            out.stale_nodes.extend(s.node for s in groups[rank] if isinstance(s.node, A.Literal))
            continue
        value: int | float = new[j].value
        for slot in groups[rank]:
            v = value
            if isinstance(slot.value, int) and isinstance(v, float) and v.is_integer():
                v = int(v)
            if isinstance(slot.node, A.Literal) or isinstance(v, int):
                slot.set(v)
    out.unused_numbers = len(new) - len(chosen)


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


def mismatch(ad: Adaptation) -> float:
    """How badly the demo fits: stale and unused names weigh 1, numbers ½, dropped conditions ¼."""
    return float(
        len(ad.stale) + len(ad.unused) + 0.5 * ad.stale_numbers + 0.3 * ad.unused_numbers + 0.25 * ad.dropped
    )


# --------------------------------------------------------------------------- variants

#: The nodes that hold a condition (``where: Expr | None``): the statements and clauses with a
#: WHERE, node and edge patterns, quantified paths, list comprehensions and predicates.
CONDITIONED_NODES = (
    A.Go,
    A.Lookup,
    A.FindPath,
    A.GetSubgraph,
    A.Yield,
    A.MatchClause,
    A.WithClause,
    A.CallClause,
    A.NodePattern,
    A.RelPattern,
    A.QuantifiedPath,
    A.ListComprehension,
    A.ListPredicate,
    A.PatternComprehension,
)


def drop_stale_conditions(ad: Adaptation) -> Adaptation | None:
    """A variant without the filters that still test demo values (``WHERE x CONTAINS "Haw"``).

    Conjuncts of a WHERE (or entries of a pattern's property map) that hold a stale literal
    are removed; None when there is nothing to remove or a stale value sits where it cannot
    be removed (a start vertex).
    """
    targets = {id(n) for n in ad.stale_nodes}
    if not targets:
        return None
    script = copy.deepcopy(ad.script)
    targets = _map_ids(ad.script, script, targets)
    removed = 0
    for node in script.walk():
        if isinstance(node, CONDITIONED_NODES) and node.where is not None:
            pruned, n = _prune(node.where, targets)
            if n:
                node.where = pruned
                removed += n
        if isinstance(node, (A.NodePattern, A.RelPattern)) and isinstance(node.properties, A.MapLiteral):
            keep = [(k, v) for k, v in node.properties.items if not _holds(v, targets)]
            if len(keep) != len(node.properties.items):
                removed += len(node.properties.items) - len(keep)
                node.properties = A.MapLiteral(keep) if keep else None
    left = [n for n in script.walk() if id(n) in targets]
    if not removed or left:
        return None
    out = Adaptation(
        script, ad.demo, [], list(ad.unused), 0, ad.unused_numbers, [*ad.notes, "dropped stale filters"]
    )
    out.dropped = removed
    return out


def _map_ids(old: A.Node, new: A.Node, ids: set[int]) -> set[int]:
    return {id(b) for a, b in zip(old.walk(), new.walk(), strict=True) if id(a) in ids}


def _holds(expr: A.Node, targets: set[int]) -> bool:
    return any(id(n) in targets for n in expr.walk())


def _prune(expr: A.Expr, targets: set[int]) -> tuple[A.Expr | None, int]:
    """``expr`` without the AND-conjuncts that hold a target node; how many were removed."""
    if isinstance(expr, A.BinaryOp) and expr.op.upper() in ("AND", "&&"):
        left, nl = _prune(expr.left, targets)
        right, nr = _prune(expr.right, targets)
        if left is None:
            return right, nl + nr
        if right is None:
            return left, nl + nr
        return A.BinaryOp(expr.op, left, right), nl + nr
    if _holds(expr, targets):
        return None, 1
    return expr, 0


def rename_schema_item(
    script: A.Script, old: str, new: str, *, kind: str, schema: SpaceSchema
) -> A.Script | None:
    """A copy of ``script`` with edge type (``kind="edge"``) or tag ``old`` renamed ``new``.

    None when a property the query reads on ``old`` does not exist on ``new``.
    """
    target = schema.edge(new) if kind == "edge" else schema.tag(new)
    if target is None:
        return None
    out = copy.deepcopy(script)
    pseudo = {"_src", "_dst", "_rank", "_type"}
    for node in out.walk():
        if kind == "edge":
            if isinstance(node, A.OverClause):
                node.edges = [new if e == old else e for e in node.edges]
            elif isinstance(node, A.RelPattern):
                node.types = [new if t == old else t for t in node.types]
            elif isinstance(node, A.GetSubgraph):
                node.directions = [(d, [new if e == old else e for e in es]) for d, es in node.directions]
            elif (
                isinstance(node, (A.FetchEdges, A.InsertEdge, A.UpdateEdge, A.DeleteEdge))
                and node.edge == old
            ):
                node.edge = new
        else:
            if isinstance(node, A.NodePattern):
                node.labels = [new if t == old else t for t in node.labels]
            elif isinstance(node, A.FetchVertices):
                node.tags = [new if t == old else t for t in node.tags]
        if isinstance(node, A.Lookup) and node.schema == old:
            node.schema = new
        if isinstance(node, A.Property):
            holder = node.obj
            if isinstance(holder, A.Variable) and holder.name == old:
                if node.name not in pseudo and target.prop(node.name) is None:
                    return None
                holder.name = new
            elif isinstance(holder, A.Property) and holder.name == old and kind == "tag":
                if target.prop(node.name) is None:
                    return None
                holder.name = new
    return out


def rename_property(script: A.Script, owner: str, old: str, new: str) -> A.Script:
    """A copy with every read of ``owner``'s property ``old`` (``v.owner.old``, ``owner.old``,
    ``properties(x).old`` when unambiguous) reading ``new``; an alias equal to ``old`` follows."""
    out = copy.deepcopy(script)
    for node in out.walk():
        if isinstance(node, A.Property) and node.name == old:
            holder = node.obj
            if (
                (isinstance(holder, A.Property) and holder.name == owner)
                or (isinstance(holder, A.Variable) and holder.name == owner)
                or (isinstance(holder, A.FunctionCall) and holder.name.lower() == "properties")
            ):
                node.name = new
        elif isinstance(node, A.YieldItem) and node.alias == old:
            node.alias = new
    return out


__all__ = [
    "Adaptation",
    "NumSlot",
    "StrSlot",
    "adapt",
    "best_assignment",
    "drop_stale_conditions",
    "extract_slots",
    "mismatch",
    "number_kind",
    "rename_property",
    "rename_schema_item",
]
