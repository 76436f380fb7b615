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

import datetime
import re

from r3.pipeline.offline.intent import Anchor, Condition, Hop, Intent, Order
from r3.pipeline.offline.text import chinese_number
from r3.pipeline.offline.understand import (
    AVERAGE,
    COMPARISONS,
    CONNECTED,
    COUNT,
    INTERSECTION,
    MAXIMUM,
    MINIMUM,
    NEGATION,
    SUPERLATIVES,
    TOP_K,
    TOTAL,
    Reading,
    stem,
)

_PATH = re.compile(r"\bpaths?\b|\broutes?\b|\bchain\b|路径|链路|链条|链", re.IGNORECASE)
_SUBGRAPH = re.compile(
    r"\bsubgraph|\bneighbou?rhood\b|\beverything\b.*\bconnected\b|\bentities and relationships\b|子图|周边|周围|邻域|实体和关系",
    re.IGNORECASE,
)
_EACH = re.compile(
    r"\beach\b|\bevery\b|\bper\b|\bby each\b|每个|每一个|每位|每家|每种|每|各个|各", re.IGNORECASE
)
_WH = re.compile(
    r"\bwhich\b|\bwhat\b|\bwho\b|\bwhom\b|\blist\b|\bshow\b|\bfind\b|哪些|哪个|哪位|哪家|哪种|哪|什么|谁|有哪些",
    re.IGNORECASE,
)
_WANT_VERTEX = re.compile(r"\bnodes?\b|\bvertex|\bvertices\b|节点|顶点", re.IGNORECASE)
_WANT_ID = re.compile(r"(?<![A-Za-z])v?ids?(?![A-Za-z])|编号", re.IGNORECASE)
_EN_NUM = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_CLASSIFIER = r"[个部本位名家条种只项]"
#: Maximum hypotheses returned per question.
MAX_HYPOTHESES = 14
_YEAR = (1000, 2200)


def _num(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    return _EN_NUM.get(text.lower()) or chinese_number(text)


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


# --------------------------------------------------------------------------- operators


def _limit(r: Reading) -> tuple[int | None, set[int]]:
    """k of "top k" / "前k" / "the three oldest" / "两个人", and the positions of the numbers used."""
    q = r.question
    m = TOP_K.search(q)
    if m:
        k = _num(m.group(1) or m.group(2) or "")
        if k:
            return k, {m.start(1) if m.group(1) else m.start(2)}
    for pat, _, _ in SUPERLATIVES:
        sm = pat.search(q)
        if sm is None:
            continue
        near = re.search(
            r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(\w+\s+){0,3}$",
            q[: sm.start()],
            re.IGNORECASE,
        )
        if near:
            return _num(near.group(1)), {near.start(1)}
        after = re.match(r"的?\s*([0-9一二两三四五六七八九十]+)\s*" + _CLASSIFIER, q[sm.end() :])
        if after:
            return _num(after.group(1)), {sm.end() + after.start(1)}
        before = re.search(
            r"([0-9一二两三四五六七八九十]+)\s*" + _CLASSIFIER + r"[^，。,]{0,8}$", q[: sm.start()]
        )
        if before:
            return _num(before.group(1)), {before.start(1)}
    return None, set()


_RANGE = re.compile(
    r"(?:\bbetween\s+|\bfrom\s+)?(\d[\d.,]*)\s*(?:年)?\s*(?:and|to|-|~|至|到)\s*(\d[\d.,]*)", re.IGNORECASE
)


def _comparison(r: Reading, start: int, end: int) -> tuple[str, bool]:
    """The operator written next to the number at ``start``..``end`` and whether one was written
    ("between 3 and 5" / "3至5": ``>= 3`` and ``<= 5``)."""
    q = r.question
    for m in _RANGE.finditer(q):
        if m.start(1) == start:
            return ">=", True
        if m.start(2) == start:
            return "<=", True
    before, after = q[max(0, start - 24) : start], q[end : end + 10]
    best: tuple[int, str] | None = None
    for pat, op in COMPARISONS:
        for m in pat.finditer(before):
            dist = len(before) - m.end()
            if best is None or dist < best[0]:
                best = (dist, op)
        m2 = pat.search(after)
        if m2 and m2.start() <= 4 and (best is None or m2.start() < best[0]):
            best = (m2.start(), op)
    return (best[1], True) if best else ("==", False)


def _props_of_kind(r: Reading, owner: str, kind: str) -> list[str]:
    item = r.profile.schema.item(owner)
    return [p.name for p in item.properties if r.profile.kind_of(owner, p.name) == kind] if item else []


def _place_number(r: Reading, owners: list[str], value: float, pos: int) -> tuple[str, str, str] | None:
    """(owner, property, kind) a number at ``pos`` speaks of: the nearest named one, else the
    only one whose data range holds it (a year may also speak of a date property)."""
    named: list[tuple[int, str, str, str]] = []
    ranged: list[tuple[str, str, str]] = []
    year = value.is_integer() and _YEAR[0] <= value <= _YEAR[1]
    for owner in owners:
        kinds = ["number", "date"] if year else ["number"]
        for kind in kinds:
            for p in _props_of_kind(r, owner, kind):
                m = r.props(owner).get(p)
                st = r.profile.stats.get((owner, p))
                if m is not None:
                    named.append((abs(m.start - pos), owner, p, kind))
                elif kind == "date" or (st is not None and st.in_range(value)):
                    ranged.append((owner, p, kind))
    if named:
        _, owner, p, kind = min(named)
        return owner, p, kind
    if len(ranged) == 1:
        return ranged[0]
    numeric = [x for x in ranged if x[2] == "number"]
    return numeric[0] if len(numeric) == 1 else None


def _date_conditions(owner: str, p: str, op: str, year: int, on: str) -> list[Condition]:
    """A year compared with a date property: "after 2020" → ``>= date("2021-01-01")``."""
    first, next_first = datetime.date(year, 1, 1), datetime.date(year + 1, 1, 1)
    table = {">": [(">=", next_first)], ">=": [(">=", first)], "<": [("<", first)], "<=": [("<", next_first)]}
    pairs = table.get(op, [(">=", first), ("<", next_first)])
    return [Condition(owner, p, o, v, on=on) for o, v in pairs]  # type: ignore[arg-type]


def _conditions(
    r: Reading, target: str | None, edge: str | None, used: set[int]
) -> tuple[list[Condition], int, list[tuple[str, float]]]:
    """Filters from the numbers and categorical values on the answer tag or the last edge;
    also the unplaced comparisons (operator, value) — candidates for a per-answer count."""
    owners = [o for o in (target, edge) if o]
    conds = [c for c in r.values if c.owner in owners]
    unplaced = 0
    loose: list[tuple[str, float]] = []
    for value, start, end in r.numbers:
        if start in used or (r.steps is not None and value == r.steps):
            continue
        op, written = _comparison(r, start, end)
        found = _place_number(r, owners, value, start)
        if found is None:
            unplaced += 1
            loose.append((op, value))
            continue
        owner, p, kind = found
        on = "edge" if owner == edge and owner != target else "target"
        if kind == "date":
            conds.extend(_date_conditions(owner, p, op, int(value), on))
            continue
        number: float | int = int(value) if value.is_integer() else value
        conds.append(Condition(owner, p, op, number, on=on))  # type: ignore[arg-type]
        if not written and not r.props(owner).get(p):
            unplaced += 1  # a bare number on an unnamed property: a weak guess
    return conds, unplaced, loose


def _order(r: Reading, target: str | None) -> Order | None:
    if target is None:
        return None
    for pat, concept, desc in SUPERLATIVES:
        if pat.search(r.question) is None:
            continue
        props = _props_of_kind(r, target, "number") + _props_of_kind(r, target, "date")
        if concept is not None:
            for p in props:
                if _names_concept(r, target, p, concept):
                    return Order(target, p, desc)
            if concept == "age":  # no age: the oldest were born first
                for p in props:
                    if _names_concept(r, target, p, "birth"):
                        return Order(target, p, not desc)
            if concept == "year":
                dates = _props_of_kind(r, target, "date")
                if len(dates) == 1:
                    return Order(target, dates[0], desc)
        named = sorted((m.start, p) for p, m in r.props(target).items() if p in props)
        if named:
            return Order(target, named[0][1], desc)
        numbers = _props_of_kind(r, target, "number")
        if concept is not None and len(numbers) == 1:
            return Order(target, numbers[0], desc)
        return None
    if TOP_K.search(r.question):  # "top 2 movies by rating"
        named = sorted(
            (m.start, p) for p, m in r.props(target).items() if p in _props_of_kind(r, target, "number")
        )
        if named:
            return Order(target, named[0][1], True)
    return None


def _superlative_near(r: Reading, pos: int) -> bool:
    return any(0 <= pos - m.end() <= 4 for pat, _, _ in SUPERLATIVES for m in pat.finditer(r.question))


def _superlative(r: Reading) -> tuple[str | None, bool] | None:
    for pat, concept, desc in SUPERLATIVES:
        if pat.search(r.question):
            return concept, desc
    return None


def _names_concept(r: Reading, owner: str, prop: str, concept: str) -> bool:
    words = r.profile.words.get(f"prop:{owner}.{prop}")
    return bool(words and (stem(concept) in words.latin or concept in words.cjk))


def _count_asked(r: Reading) -> bool:
    """ "how many" that asks for a count — not "how many pages / hours" (a numeric property)."""
    m = COUNT.search(r.question)
    if m is None:
        return False
    for key, mention in r.found.items():
        # "how many pages", "多少钱", "价格是多少": the number asked is a property's.
        if key.startswith("prop:") and m.start() - 4 <= mention.start <= m.end() + 14:
            owner, _, p = key[5:].partition(".")
            if r.profile.kind_of(owner, p) == "number":
                return False
    return True


def _aggregate(r: Reading, target: str | None, edge: str | None) -> tuple[str | None, str | None, bool]:
    q = r.question
    sup = _superlative(r)
    if sup is not None and _wh_tag(r) is None:
        # "what is the highest rating…", "最大年龄是多少": an aggregate, not a ranking.
        for owner, on_edge in ((edge, True), (target, False)):
            for p in _props_of_kind(r, owner, "number") if owner else []:
                m = r.props(owner).get(p) if owner else None
                if m is None:
                    continue
                ranked_noun = any(
                    0 < t.start - m.start <= 12 for t in r.tags().values()
                )  # "highest-rated movie"
                if _superlative_near(r, m.start) and not ranked_noun:
                    return ("max" if sup[1] else "min"), p, on_edge
    for pat, fn in ((AVERAGE, "avg"), (TOTAL, "sum"), (MAXIMUM, "max"), (MINIMUM, "min")):
        if not pat.search(q):
            continue
        for owner, on_edge in ((edge, True), (target, False)):
            if owner is None:
                continue
            props = _props_of_kind(r, owner, "number")
            named = sorted((m.start, p) for p, m in r.props(owner).items() if p in props)
            if named:
                return fn, named[0][1], on_edge
        if target is not None:
            props = _props_of_kind(r, target, "number")
            if len(props) == 1:
                return fn, props[0], False
    if _count_asked(r):
        return "count", None, False
    return None, None, False


def _returns(r: Reading, target: str | None, conds: list[Condition], order: Order | None) -> tuple[str, ...]:
    if target is None:
        return ()
    used = {c.prop for c in conds if c.owner == target} | ({order.prop} if order else set())
    return tuple(p for p, _ in sorted(r.props(target).items(), key=lambda kv: kv[1].start) if p not in used)


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
    if _count_asked(r) and i.aggregate != "count":
        n += 1
    if NEGATION.search(q) and not i.negated:
        n += 1
    if _superlative(r) is not None and i.order is None:
        n += 1
    if any(p.search(q) for p in (AVERAGE, TOTAL)) and i.aggregate not in ("avg", "sum"):
        n += 1
    if limit_used and i.limit is None:
        n += 1
    return n


def _score(r: Reading, i: Intent, fit: float, unplaced: int, limit_used: bool) -> Intent:
    wh = _wh_tag(r)
    if wh is not None and i.target == wh and i.kind == "select":
        fit += 0.2
    score = 0.2 + 0.5 * _coverage(r, i) + 0.3 * fit - 0.15 * (_unused_operators(r, i, limit_used) + unplaced)
    return i.with_(score=round(min(0.98, max(0.02, score)), 4))


def _wh_tag(r: Reading) -> str | None:
    """The tag named next to the question word ("which *drugs*", "哪些*药*", "*药*有哪些")."""
    best: tuple[int, str] | None = None
    for m in _WH.finditer(r.question):
        for tag, mention in r.tags().items():
            d = mention.start - m.end() if mention.start >= m.end() else m.start() - mention.start + 6
            if 0 <= d <= 14 and (best is None or d < best[0]):
                best = (d, tag)
    return best[1] if best else None


# --------------------------------------------------------------------------- hypotheses


def hypotheses(r: Reading) -> list[Intent]:
    """Scored intents for the reading, best first (module doc)."""
    q = r.question
    limit, limit_pos = _limit(r)
    out: list[Intent] = []
    if len(r.anchors) >= 2 and (_PATH.search(q) or CONNECTED.search(q)):
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
    if r.anchors and (_SUBGRAPH.search(q) or (len(r.anchors) == 1 and CONNECTED.search(q))):
        why = ("a subgraph cue",)
        out.append(
            _score(
                r, Intent("subgraph", anchors=tuple(r.anchors[:1]), steps=r.steps, reasons=why), 0.9, 0, False
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
    if _WANT_ID.search(r.question):
        return i.with_(returns=("id()",))
    if _WANT_VERTEX.search(r.question):
        return i.with_(returns=("*",))
    return i


def _decorated(r: Reading, base: Intent, fit: float, limit: int | None, limit_pos: set[int]) -> list[Intent]:
    """The base walk with the question's filters, aggregate, order and limit; plus its variants."""
    target = base.target
    edge = base.hops[-1].edge if base.hops else None
    conds, unplaced, loose = _conditions(r, target, edge, limit_pos)
    agg, agg_prop, on_edge = _aggregate(r, target, edge)
    order = _order(r, target) if agg is None else None
    returns = (
        _returns(r, target, conds, order)
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
    sup = _superlative(r)
    most = sup is not None and sup[0] is None
    if target is None or base.negated or not (most or loose or _EACH.search(r.question)):
        return []
    out: list[Intent] = []
    tags_m = r.tags()
    for hop in _links_between(r, target):
        per = (hop,)
        why = (*base.reasons, f"counts {hop.edge} per {target}")
        common = base.with_(per=per, conditions=tuple(conds), aggregate="count", returns=(), reasons=why)
        if most and sup is not None:
            asked = ("count",) if _count_asked(r) else ()
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
        if _EACH.search(r.question) and _count_asked(r):
            out.append(_score(r, common, fit + (0.1 if hop.tag in tags_m else 0), 0, False))
    if _EACH.search(r.question) and _count_asked(r):
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
    wh = _wh_tag(r)
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
                conds, unplaced, _ = _conditions(r, target, None, limit_pos)
                out.append(_score(r, neg.with_(conditions=tuple(conds)), 0.5 - penalty, unplaced, False))
    return out


__all__ = ["MAX_HYPOTHESES", "hypotheses"]
