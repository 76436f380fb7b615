"""How much of the question a reading accounts for: the one score every shape gives its intents.

Why one place: shapes compete for the same question (is "A and B" a comparison, an
intersection or a list?), so their intents must be scored on one scale. The formula (round
weights, not fitted) is the one :mod:`..hypotheses` documents:

    score = 0.2 + 0.5 × coverage + 0.3 × fit − 0.15 × each operator word left unused
"""

from __future__ import annotations

from r3.understand.intent import Condition, Intent
from r3.understand.operators import (
    AVERAGE,
    COMPARATIVES,
    CONNECTED,
    EACH,
    HOW,
    NEGATION,
    PATH,
    SET_ASKED,
    SUBGRAPH,
    SUPERLATIVES,
    WANT_VERTEX,
    WHO,
    concept_props,
    count_asked,
    length_asked,
    sum_asked,
    superlative,
    wh_named_tag,
    wh_tag,
)
from r3.understand.reading import Reading


def used_keys(i: Intent) -> set[str]:
    """The schema items (``tag:x``, ``edge:e``, ``prop:o.p``) the intent's query would use."""
    keys: set[str] = set()
    if i.target:
        keys.add(f"tag:{i.target}")
    for a in (*i.anchors, *(a for a, _ in i.also)):
        keys.add(f"tag:{a.tag}")
    for h in (*i.hops, *i.per, *(h for _, hops in i.also for h in hops)):
        keys.add(f"edge:{h.edge}")
        if h.tag:
            keys.add(f"tag:{h.tag}")
    if i.negated_from:
        keys.add(f"tag:{i.negated_from}")
    if i.pairs:
        keys.add(f"tag:{i.pairs}")
    keys.update(f"edge:{h.edge}" for h in i.fan)
    for c in (*i.conditions, *i.negated_where, *i.per_where):
        keys.add(f"prop:{c.owner}.{c.prop}")
    keys.update(f"edge:{h.edge}" for h in (*i.requires, *i.lacks))
    keys.update(f"tag:{h.tag}" for h in i.lacks if h.tag)
    owner = i.hops[-1].edge if i.aggregate_on_edge and i.hops else i.target
    if i.per and i.aggregate_prop and i.per[-1].tag:
        owner = i.per[-1].tag
    for p in (*i.returns, i.aggregate_prop, i.group_prop, i.order.prop if i.order else None):
        if p and owner:
            keys.add(f"prop:{owner}.{p}")
    if i.hops:
        keys.update(f"prop:{i.hops[-1].edge}.{p}" for p in i.edge_returns)
    if i.per_anchor and i.anchors:
        keys.update(f"prop:{i.anchors[0].tag}.{p}" for p in i.returns)
    return keys


#: From this strength a word names a relation clearly: a subgraph does not explain it.
CLEAR = 0.7


def coverage(r: Reading, i: Intent) -> float:
    """Share of the question's schema words (by strength) that name an item the intent uses."""
    groups: dict[int, list[tuple[str, float]]] = {}
    for key, m in r.found.items():
        groups.setdefault(m.start, []).append((key, m.score))
    if not groups and not r.values:
        return 0.5
    used = used_keys(i)
    if i.kind == "subgraph":  # the neighbourhood holds every tag a word names, and the relations
        # named only loosely (a relation named clearly — "通过'喜欢'、'服务'关系相连" — is a walk's)
        used |= {
            k
            for k, m in r.found.items()
            if k.startswith("tag:") or (k.startswith("edge:") and m.score < CLEAR)
        }
    ordering = _ordering_words(r.question) if i.order is not None else []
    asked = _concept_words(r, i)
    total = covered = 0.0
    for start, items in groups.items():
        weight = max(s for _, s in items)
        total += weight
        if any(k in used for k, _ in items) or any(a <= start < b for a, b in (*ordering, *asked)):
            covered += weight  # a word of "年纪更大" / "oldest" is the order's, whatever it also names
    for value in r.values:  # a stored value the question writes is a filter the reading should keep
        total += 1.0
        covered += 1.0 if _kept(value, (*i.conditions, *i.negated_where, *i.per_where)) else 0.0
    return covered / total if total else 0.5


def _concept_words(r: Reading, i: Intent) -> list[tuple[int, int]]:
    """Spans of the "how much" words ("多少钱", "how much … given") whose concept the intent's
    aggregated number is ("一共资助了多少钱": a sum of the grants' amounts, in pounds, answers
    the 钱 that also names another tag's price)."""
    owner = i.hops[-1].edge if i.aggregate_on_edge and i.hops else i.target
    if not i.aggregate_prop or owner is None:
        return []
    return [
        (m.start(), m.end())
        for pat, concept in HOW
        for m in pat.finditer(r.question)
        if i.aggregate_prop in concept_props(r, owner, [i.aggregate_prop], concept)
    ]


def _ordering_words(question: str) -> list[tuple[int, int]]:
    """Spans of the comparative and superlative words ("older", "年纪更大", "最贵")."""
    return [
        (m.start(), m.end()) for pat, _, _ in (*COMPARATIVES, *SUPERLATIVES) for m in pat.finditer(question)
    ]


def _kept(value: Condition, conds: tuple[Condition, ...]) -> bool:
    """Whether the reading filters on the stored value: as itself or inside a list of them."""
    return value in conds or any(
        c.op == "IN" and (c.owner, c.prop) == (value.owner, value.prop) and value.value in c.value
        for c in conds
    )


def unused_operators(r: Reading, i: Intent, limit_used: bool) -> int:
    """Operator words of the question (a count, a superlative, a negation …) the intent ignores."""
    q = r.question
    n = 0
    if i.kind != "select":
        return 0
    if count_asked(r) and i.aggregate != "count":
        n += 1
    if NEGATION.search(q) and not (i.negated or i.lacks):
        n += 1
    if superlative(r) is not None and i.order is None:
        n += 1
    if (AVERAGE.search(q) or sum_asked(r.plain, count_asked(r))) and i.aggregate not in ("avg", "sum"):
        n += 1
    if limit_used and i.limit is None:
        n += 1
    if i.aggregate and EACH.search(q) and not (i.per or i.group_prop or i.per_anchor):
        n += 1  # "how many … each X": one number per group, not one in all
    if (
        SET_ASKED.search(q)
        and i.anchors
        and i.returns in ((), ("*",))
        and not (i.hops or i.conditions or i.aggregate or i.order or WANT_VERTEX.search(q))
    ):
        n += 1  # "X在哪几家店上班", "which … does X …": other vertices are asked, not X itself
    if (len(r.anchors) >= 2 and (PATH.search(q) or CONNECTED.search(q) or length_asked(r))) or (
        r.anchors and SUBGRAPH.search(q)
    ):
        n += 2  # a path or a subgraph asked for by name: a walk's rows cannot be the answer
    return n


#: The fit a reading loses when "who" asks and its answer is not people.
PEOPLE_FIT = 0.1


def _asks_people_not(r: Reading, tag: str) -> bool:
    """Whether "who"/谁 asks for people and ``tag`` (the one next to the question word: "那支*队*
    里都有谁") is none of them: the question word does not name that tag."""
    return bool(r.profile.people) and tag not in r.profile.people and WHO.search(r.question) is not None


def _who(r: Reading, i: Intent) -> float:
    """ "Night Shift Mix是谁主持的", "who's in the X class": a walk whose answer is no people
    (:attr:`~r3.understand.profile.GraphProfile.people`) fits less — when the graph has such tags
    and the question word names none of them (a walk to several tags at once is not judged)."""
    people = r.profile.people
    if not people or i.kind != "select" or i.aggregate or not i.hops or i.target is None:
        return 0.0
    if not WHO.search(r.question) or wh_named_tag(r) in people:
        return 0.0
    return 0.0 if i.target in people or i.pairs in people else -PEOPLE_FIT  # a pair shows both ends


def score(r: Reading, i: Intent, fit: float, unplaced: int = 0, limit_used: bool = False) -> Intent:
    """``i`` with its score (module doc); ``unplaced``: numbers the reading could not place."""
    wh = wh_tag(r)
    if wh is not None and wh in (i.target, i.pairs) and i.kind == "select" and not _asks_people_not(r, wh):
        fit += 0.2
    fit += _who(r, i)
    value = 0.2 + 0.5 * coverage(r, i) + 0.3 * fit - 0.15 * (unused_operators(r, i, limit_used) + unplaced)
    return i.with_(score=round(min(0.98, max(0.02, value)), 4))


__all__ = ["coverage", "score", "unused_operators", "used_keys"]
