"""Turn a :class:`~.understand.Reading` into scored :class:`~.intent.Intent` hypotheses.

Why several: a question on a new graph is often ambiguous to a model-free reader (which of
three edge types does "张伟的项目" mean?). Every plausible reading becomes one hypothesis;
the checker runs them all and the selection weighs their scores with what the runs found.

A reading's score says how much of the question it accounts for (round weights, not fitted):

    score = 0.2 + 0.5 × coverage + 0.3 × fit − 0.15 × each operator word left unused
    coverage = share of the question's schema words (by strength) that name an item the
               reading uses (its answer tag, edges, hop tags, filtered/returned properties)
    fit      = 0.5, + 0.2 when the answer tag is the one next to the question word
               ("which *drugs*", "哪些*药*"), + 0.2 when the word order agrees with the
               direction of an edge between two vertices of one tag, − 0.2 for two hops
    operator words: a count ("how many"), a superlative ("oldest"), a negation ("never"),
               a comparison with a number, an average/total — each one the reading ignores.
"""

from __future__ import annotations

import re

from r3.pipeline.offline.intent import Anchor, Condition, Hop, Intent, Order
from r3.pipeline.offline.operators import (
    AVERAGE,
    CONNECTED,
    EACH,
    INTERSECTION,
    NEGATION,
    PATH,
    SUBGRAPH,
    TOTAL,
    WANT_ID,
    WANT_PROPERTIES,
    WANT_VERTEX,
    aggregate_for,
    conditions_for,
    count_asked,
    limit_of,
    order_for,
    returns_for,
    superlative,
    wh_tag,
)
from r3.pipeline.offline.understand import Reading

#: Maximum hypotheses returned per question.
MAX_HYPOTHESES = 14

# --------------------------------------------------------------------------- walks


def _walks(r: Reading, anchor: Anchor) -> list[tuple[tuple[Hop, ...], str | None, float]]:
    """Hop sequences from ``anchor`` (one hop, and two toward what the question names)."""
    prof = r.profile
    edges_m, tags_m = r.edges(), r.tags()
    adjacent = r.neighbourhood.get(anchor.vid)
    steps: list[tuple[str, str]] = sorted(adjacent) if adjacent else []
    if not steps:
        found: set[tuple[str, str]] = set()
        for edge in prof.schema.edges:
            for s, d in prof.pairs(edge):
                if s == anchor.tag:
                    found.add((edge, "out"))
                if d == anchor.tag:
                    found.add((edge, "in"))
        steps = sorted(found)
    apos = r.anchor_pos[r.anchors.index(anchor)] if anchor in r.anchors else 0
    out: list[tuple[tuple[Hop, ...], str | None, float]] = []
    for edge, direction in steps:
        for target in _ends(r, anchor.tag, edge, direction):
            fit = 0.5
            em = edges_m.get(edge)
            if target == anchor.tag and em is not None:
                # Between two vertices of one tag the word order tells the direction:
                # "who manages X" (edge word first: X is the object) vs "whom does X manage".
                before = em.start < apos
                passive = bool(re.search(r"\bby\s*$|被\s*$", r.question[:apos]))
                wanted = "in" if before != passive else "out"
                if em.agent:  # "X's supervisor": the answer supervises X
                    wanted = "in"
                fit += 0.2 if direction == wanted else -0.1
            out.append(((Hop(edge, direction, target),), target, fit))  # type: ignore[arg-type]
    one_hop = {e for e, _ in steps}
    reached = {t for _, t, _ in out}
    wanted_tags = {t for t in tags_m if t not in reached and t != anchor.tag}
    wanted_edges = {e for e in edges_m if e not in one_hop}
    if not (wanted_tags or wanted_edges):
        return out
    for hops1, mid, _ in list(out):
        if mid is None:
            continue
        for edge in prof.schema.edges:
            for direction in ("out", "in"):
                for target in _ends(r, mid, edge, direction):
                    if edge == hops1[0].edge and target == anchor.tag:
                        continue
                    if target not in wanted_tags and edge not in wanted_edges:
                        continue
                    out.append(((*hops1, Hop(edge, direction, target)), target, 0.3))  # type: ignore[arg-type]
    return out


def _ends(r: Reading, tag: str, edge: str, direction: str) -> list[str | None]:
    """Tags at the other end of ``edge`` walked in ``direction`` from a vertex of ``tag``."""
    ends: list[str | None] = []
    for s, d in r.profile.pairs(edge):
        if direction == "out" and s == tag and d:
            ends.append(d)
        elif direction == "in" and d == tag and s:
            ends.append(s)
    return list(dict.fromkeys(ends)) or ([None] if not r.profile.pairs(edge) else [])


def _links_between(r: Reading, tag: str, other: str | None = None) -> list[Hop]:
    """One-hop walks from a vertex of ``tag`` (to ``other`` when given), from the endpoints."""
    hops: list[Hop] = []
    for edge in r.profile.schema.edges:
        for s, d in r.profile.pairs(edge):
            if s == tag and (other is None or d == other):
                hops.append(Hop(edge, "out", d))
            if d == tag and (other is None or s == other) and s != d:
                hops.append(Hop(edge, "in", s))
    return list(dict.fromkeys(hops))


# --------------------------------------------------------------------------- scoring


def _used_keys(i: Intent) -> set[str]:
    keys: set[str] = set()
    if i.target:
        keys.add(f"tag:{i.target}")
    for a in (*i.anchors, *(a for a, _ in i.also)):
        keys.add(f"tag:{a.tag}")
    for h in (*i.hops, *i.per, *(h for _, hops in i.also for h in hops)):
        keys.add(f"edge:{h.edge}")
        if h.tag:
            keys.add(f"tag:{h.tag}")
    for c in i.conditions:
        keys.add(f"prop:{c.owner}.{c.prop}")
    owner = i.hops[-1].edge if i.aggregate_on_edge and i.hops else i.target
    for p in (*i.returns, i.aggregate_prop, i.group_prop, i.order.prop if i.order else None):
        if p and owner:
            keys.add(f"prop:{owner}.{p}")
    if i.hops:
        keys.update(f"prop:{i.hops[-1].edge}.{p}" for p in i.edge_returns)
    return keys


def _coverage(r: Reading, i: Intent) -> float:
    groups: dict[int, list[tuple[str, float]]] = {}
    for key, m in r.found.items():
        groups.setdefault(m.start, []).append((key, m.score))
    if not groups and not r.values:
        return 0.5
    used = _used_keys(i)
    total = covered = 0.0
    for items in groups.values():
        weight = max(s for _, s in items)
        total += weight
        if any(k in used for k, _ in items):
            covered += weight
    for value in r.values:  # a stored value the question writes is a filter the reading should keep
        total += 1.0
        covered += 1.0 if value in i.conditions else 0.0
    return covered / total if total else 0.5


def _unused_operators(r: Reading, i: Intent, limit_used: bool) -> int:
    q = r.question
    n = 0
    if i.kind != "select":
        return 0
    if count_asked(r) and i.aggregate != "count":
        n += 1
    if NEGATION.search(q) and not i.negated:
        n += 1
    if superlative(r) is not None and i.order is None:
        n += 1
    if any(p.search(q) for p in (AVERAGE, TOTAL)) and i.aggregate not in ("avg", "sum"):
        n += 1
    if limit_used and i.limit is None:
        n += 1
    return n


def _score(r: Reading, i: Intent, fit: float, unplaced: int, limit_used: bool) -> Intent:
    wh = wh_tag(r)
    if wh is not None and i.target == wh and i.kind == "select":
        fit += 0.2
    score = 0.2 + 0.5 * _coverage(r, i) + 0.3 * fit - 0.15 * (_unused_operators(r, i, limit_used) + unplaced)
    return i.with_(score=round(min(0.98, max(0.02, score)), 4))


# --------------------------------------------------------------------------- hypotheses


def hypotheses(r: Reading) -> list[Intent]:
    """Scored intents for the reading, best first (module doc)."""
    q = r.question
    limit, limit_pos = limit_of(r)
    out: list[Intent] = []
    if len(r.anchors) >= 2 and (PATH.search(q) or CONNECTED.search(q)):
        a = tuple(r.anchors[:2])
        hops = tuple(Hop(e, "out") for e in r.edges()) or (Hop("*", "out"),)
        why = ("a path between two named vertices",)
        out.append(_score(r, Intent("path", anchors=a, hops=hops, steps=r.steps, reasons=why), 0.9, 0, False))
        out.append(
            _score(
                r,
                Intent("path", anchors=a, hops=(Hop(hops[0].edge, "both"),), steps=r.steps, reasons=why),
                0.7,
                0,
                False,
            )
        )
    if r.anchors and (SUBGRAPH.search(q) or (len(r.anchors) == 1 and CONNECTED.search(q))):
        why = ("a subgraph cue",)
        out.append(
            _score(
                r,
                Intent(
                    "subgraph",
                    anchors=tuple(r.anchors[:1]),
                    steps=r.steps,
                    with_properties=bool(WANT_PROPERTIES.search(q)),
                    reasons=why,
                ),
                0.9,
                0,
                False,
            )
        )
    if r.anchors:
        out.extend(_anchored(r, limit, limit_pos))
    out.extend(_unanchored(r, limit, limit_pos))
    out = [_return_form(r, i) for i in out]
    out.sort(key=lambda i: -i.score)
    seen: set[Intent] = set()
    unique: list[Intent] = []
    for i in out:
        key = i.with_(score=0.0)
        if key not in seen:
            seen.add(key)
            unique.append(i)
    return unique[:MAX_HYPOTHESES]


def _return_form(r: Reading, i: Intent) -> Intent:
    """Vertices or ids instead of the display property when the question asks for them."""
    if i.kind != "select" or i.aggregate or i.per or i.group_prop or i.returns:
        return i
    if WANT_ID.search(r.question):
        return i.with_(returns=("id()",))
    if WANT_VERTEX.search(r.question):
        return i.with_(returns=("*",))
    return i


def _decorated(r: Reading, base: Intent, fit: float, limit: int | None, limit_pos: set[int]) -> list[Intent]:
    """The base walk with the question's filters, aggregate, order and limit; plus its variants."""
    target = base.target
    edge = base.hops[-1].edge if base.hops else None
    conds, unplaced, loose = conditions_for(r, target, edge, limit_pos)
    agg, agg_prop, on_edge = aggregate_for(r, target, edge)
    order = order_for(r, target) if agg is None else None
    returns = (
        returns_for(r, target, conds, order)
        if not (base.anchors and target == base.anchors[0].tag and base.hops)
        else ()
    )
    intent = base.with_(
        conditions=tuple(conds),
        returns=returns,
        aggregate=agg,
        aggregate_prop=agg_prop,
        aggregate_on_edge=on_edge,
        order=order,
        limit=(limit or 1) if order is not None else limit,
    )
    out = [_score(r, intent, fit, unplaced, limit is not None)]
    if edge is not None and not agg and not base.negated:
        used = {c.prop for c in conds if c.owner == edge}
        asked = tuple(
            p for p, _ in sorted(r.props(edge).items(), key=lambda kv: kv[1].start) if p not in used
        )
        if asked:  # "… and the years": the edge's own properties as further columns
            out.append(_score(r, intent.with_(edge_returns=asked), fit, unplaced, limit is not None))
    if NEGATION.search(r.question) and base.hops:
        neg = intent.with_(
            negated=True, aggregate=agg if agg == "count" else None, reasons=(*base.reasons, "a negation cue")
        )
        out.append(_score(r, neg, fit, unplaced, limit is not None))
    out.extend(_per_answer(r, base, conds, loose, limit, fit))
    return out


def _per_answer(
    r: Reading,
    base: Intent,
    conds: list[Condition],
    loose: list[tuple[str, float]],
    limit: int | None,
    fit: float,
) -> list[Intent]:
    """Counts per answer vertex: "the drugs that treat the most diseases", "authors with at least 3 books"."""
    target = base.target
    sup = superlative(r)
    most = sup is not None and sup[0] is None
    if target is None or base.negated or not (most or loose or EACH.search(r.question)):
        return []
    out: list[Intent] = []
    tags_m = r.tags()
    for hop in _links_between(r, target):
        per = (hop,)
        why = (*base.reasons, f"counts {hop.edge} per {target}")
        common = base.with_(per=per, conditions=tuple(conds), aggregate="count", returns=(), reasons=why)
        if most and sup is not None:
            asked = ("count",) if count_asked(r) else ()
            out.append(
                _score(
                    r,
                    common.with_(order=Order(target, "count", sup[1]), limit=limit or 1, returns=asked),
                    fit,
                    0,
                    limit is not None,
                )
            )
        for op, value in loose[:1]:
            having = (op if op != "==" else ">=", int(value) if value.is_integer() else value)
            out.append(_score(r, common.with_(having=having), fit, 0, False))
        if EACH.search(r.question) and count_asked(r):
            out.append(_score(r, common, fit + (0.1 if hop.tag in tags_m else 0), 0, False))
    if EACH.search(r.question) and count_asked(r):
        for p, _m in r.props(target).items():
            st = r.profile.stats.get((target, p))
            if st is not None and st.categorical:
                g = base.with_(
                    group_prop=p,
                    aggregate="count",
                    conditions=tuple(conds),
                    returns=(),
                    reasons=(*base.reasons, f"grouped by {p}"),
                )
                out.append(_score(r, g, fit + 0.1, 0, False))
    return out


def _anchored(r: Reading, limit: int | None, limit_pos: set[int]) -> list[Intent]:
    out: list[Intent] = []
    anchor = r.anchors[0]
    asked = tuple(p for p, _ in sorted(r.props(anchor.tag).items(), key=lambda kv: kv[1].start))
    why = (f"the question names {anchor.value or anchor.vid}",)
    if asked:
        prop_intent = Intent(
            target=anchor.tag,
            anchors=(anchor,),
            returns=asked,
            reasons=(*why, f"asks for {', '.join(asked)}"),
        )
        out.append(_score(r, prop_intent, 0.6, 0, False))
    elif not r.edges():
        out.append(
            _score(
                r, Intent(target=anchor.tag, anchors=(anchor,), returns=("*",), reasons=why), 0.3, 0, False
            )
        )
    same = [a for a in r.anchors[1:] if a.tag == anchor.tag]
    others = [a for a in r.anchors[1:] if a.tag != anchor.tag]
    for hops, target, fit in _walks(r, anchor):
        base = Intent(
            target=target,
            anchors=(anchor,),
            hops=hops,
            reasons=(*why, "walks " + " → ".join(h.edge for h in hops)),
        )
        out.extend(_decorated(r, base, fit, limit, limit_pos))
        if same:
            both = base.with_(
                anchors=(anchor, *same), reasons=(*base.reasons, "several named vertices share the answer")
            )
            extra = 0.2 if INTERSECTION.search(r.question) else 0.0
            out.extend(_decorated(r, both, fit + extra, limit, limit_pos))
        for other in others[:2]:
            # Another named vertex of another tag constrains the same answer through its own edge.
            for hop in _links_between(r, other.tag, target):
                because = f"and {hop.edge} from {other.value or other.vid}"
                joined = base.with_(also=((other, (hop,)),), reasons=(*base.reasons, because))
                out.extend(_decorated(r, joined, fit + 0.1, limit, limit_pos))
    return out


def _answer_tags(r: Reading) -> list[str]:
    """Answer tags for a question without a named vertex: tags named, owners of properties and values named."""
    tags = [t for t, _ in sorted(r.tags().items(), key=lambda kv: -kv[1].score)]
    for key in r.found:
        if key.startswith("prop:"):
            owner = key[5:].partition(".")[0]
            if owner in r.profile.schema.tags and owner not in tags:
                tags.append(owner)
    for c in r.values:
        if c.owner in r.profile.schema.tags and c.owner not in tags:
            tags.append(c.owner)
    wh = wh_tag(r)
    if wh in tags:
        tags.remove(wh)
        tags.insert(0, wh)
    return tags[:4]


def _unanchored(r: Reading, limit: int | None, limit_pos: set[int]) -> list[Intent]:
    out: list[Intent] = []
    penalty = 0.3 if r.anchors else 0.0
    for target in _answer_tags(r):
        base = Intent(target=target, reasons=(f"the question names {target}",))
        for i in _decorated(r, base, 0.5 - penalty, limit, limit_pos):
            out.append(i)
        if NEGATION.search(r.question):
            others = [t for t in r.tags() if t != target]
            hops = [h for o in others for h in _links_between(r, target, o)]
            hops += [h for h in _links_between(r, target) if h.edge in r.edges()]
            for hop in dict.fromkeys(hops):
                # The walk goes from the other end toward the answer (the builder's convention).
                back = Hop(hop.edge, "in" if hop.direction == "out" else "out", target)
                neg = base.with_(
                    hops=(back,), negated=True, reasons=(*base.reasons, f"without a {hop.edge} edge")
                )
                conds, unplaced, _ = conditions_for(r, target, None, limit_pos)
                out.append(_score(r, neg.with_(conditions=tuple(conds)), 0.5 - penalty, unplaced, False))
    return out


__all__ = ["MAX_HYPOTHESES", "hypotheses"]
