"""Turn a :class:`~.understand.Reading` into scored :class:`~.intent.Intent` hypotheses.

Why several: a question on a new graph is often ambiguous to a model-free reader (which of
three edge types does "张伟的项目" mean?). Each plausible walk becomes one hypothesis with a
score from what the question's words support; the checker runs them all and the selection
weighs the score with the runs (an empty result, an error). Scores are round numbers:

    walk   = 0.3 + 0.35 × edge mentioned + 0.35 × answer tag mentioned (− 0.15 for two hops)
    + 0.1 when the word order agrees with the direction of an edge between two vertices of one tag
    − 0.1 for each number the reading could not place, − 0.2 for a negation cue left unused
"""

from __future__ import annotations

import re
from collections.abc import Iterable

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

_PATH = re.compile(r"\bpaths?\b|\broutes?\b|路径|\bhow is .* (connected|related)\b", re.IGNORECASE)
_SUBGRAPH = re.compile(r"\bsubgraph|\bneighbou?rhood\b|子图|周边|周围|邻域", re.IGNORECASE)
_EN_NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
#: Maximum hypotheses returned per question.
MAX_HYPOTHESES = 12


def _num(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    return _EN_NUM.get(text.lower()) or chinese_number(text)


# --------------------------------------------------------------------------- walks


def _walks(r: Reading, anchor: Anchor) -> list[tuple[tuple[Hop, ...], str | None, float, list[str]]]:
    """Hop sequences from ``anchor`` with the answer tag and a score (module doc)."""
    prof = r.profile
    edges_m, tags_m = r.edges(), r.tags()
    adjacent = r.neighbourhood.get(anchor.vid)
    steps: list[tuple[str, str]] = sorted(adjacent) if adjacent else []
    if not steps:
        for edge in prof.schema.edges:
            for s, d in prof.pairs(edge):
                if s == anchor.tag:
                    steps.append((edge, "out"))
                if d == anchor.tag:
                    steps.append((edge, "in"))
        steps = sorted(set(steps))
    out: list[tuple[tuple[Hop, ...], str | None, float, list[str]]] = []
    apos = r.anchor_pos[r.anchors.index(anchor)] if anchor in r.anchors else 0
    for edge, direction in steps:
        for target in _ends(r, anchor.tag, edge, direction):
            em = edges_m.get(edge)
            tm = tags_m.get(target) if target else None
            credit = 1.0 if target != anchor.tag else 0.5  # the anchor's own tag word may name the anchor
            score = 0.3 + 0.35 * (em.score if em else 0) + 0.35 * credit * (tm.score if tm else 0)
            reasons = [f"edge {edge} ({direction}) touches {anchor.value or anchor.vid}"]
            if em:
                reasons.append(f"the question names {edge}")
            if tm and target != anchor.tag:
                reasons.append(f"the question names {target}")
            if target == anchor.tag and em:
                # Between two vertices of one tag the word order tells the direction.
                before = em.start < apos
                passive = bool(re.search(r"\bby\s*$|被\s*$", r.question[:apos]))
                wanted = "out" if (before == passive) else "in"
                if direction == wanted:
                    score += 0.1
                    reasons.append("word order agrees with the direction")
            if tags_m and target not in tags_m and target != anchor.tag:
                score -= 0.15  # the question names another answer tag
            out.append(((Hop(edge, direction, target),), target, score, reasons))  # type: ignore[arg-type]
    # Two hops: only toward a tag or edge the question names that one hop does not reach.
    reached = {t for _, t, _, _ in out}
    wanted_tags = [t for t in tags_m if t not in reached and t != anchor.tag]
    one_hop = {e for e, _ in steps}
    wanted_edges = {e for e in edges_m if e not in one_hop}
    if wanted_tags or wanted_edges:
        for hops1, mid, s1, why1 in list(out):
            if mid is None:
                continue
            for edge in prof.schema.edges:
                for direction in ("out", "in"):
                    for target in _ends(r, mid, edge, direction):
                        if hops1[0].edge == edge and target == anchor.tag:
                            continue
                        em = edges_m.get(edge)
                        tm = tags_m.get(target) if target else None
                        if not (tm and target in wanted_tags) and edge not in wanted_edges:
                            continue
                        e1 = edges_m.get(hops1[0].edge)
                        e_best = max(em.score if em else 0, e1.score if e1 else 0)
                        score = 0.2 + 0.35 * e_best + 0.35 * (tm.score if tm else 0)
                        out.append(
                            (
                                (*hops1, Hop(edge, direction, target)),  # type: ignore[arg-type]
                                target,
                                min(score, 0.95),
                                [*why1, f"then {edge} ({direction}) to {target}"],
                            )
                        )
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


# --------------------------------------------------------------------------- operators


def _limit(r: Reading) -> tuple[int | None, set[int]]:
    """k of "top k" / "前k" / "the three oldest", and the positions of numbers used for it."""
    q = r.question
    m = TOP_K.search(q)
    if m:
        k = _num(m.group(1) or m.group(2) or "")
        if k:
            return k, {m.start(), m.start(1) if m.group(1) else m.start(2)}
    for pat, _, _ in SUPERLATIVES:
        sm = pat.search(q)
        if sm is None:
            continue
        near = re.search(
            r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(\w+\s+){0,3}$", q[: sm.start()], re.IGNORECASE
        )
        if near:
            return _num(near.group(1)), {near.start(1)}
        after = re.match(r"的?\s*([0-9一二两三四五六七八九十]+)\s*[个部本位名家条种]", q[sm.end() :])
        if after:
            return _num(after.group(1)), {sm.end() + after.start(1)}
    return None, set()


def _comparison(r: Reading, start: int, end: int) -> tuple[str, float]:
    """The operator written next to the number at ``start``..``end`` ("==" when none)."""
    q = r.question
    window_before, window_after = q[max(0, start - 24) : start], q[end : end + 10]
    best: tuple[int, str] | None = None
    for pat, op in COMPARISONS:
        for m in pat.finditer(window_before):
            dist = len(window_before) - m.end()
            if best is None or dist < best[0]:
                best = (dist, op)
        m2 = pat.search(window_after)
        if m2 and m2.start() <= 4 and (best is None or m2.start() < best[0]):
            best = (m2.start(), op)
    if best is None:
        return "==", 0.6
    return best[1], 1.0


def _numeric_prop(r: Reading, owners: Iterable[str], value: float, pos: int) -> tuple[str, str] | None:
    """The numeric property a number at ``pos`` speaks of: the nearest one named, else the one whose range holds it."""
    named: list[tuple[int, str, str]] = []
    ranged: list[tuple[str, str]] = []
    for owner in owners:
        for p in r.profile.numeric_props(owner):
            st = r.profile.stats.get((owner, p))
            m = r.props(owner).get(p)
            if m is not None:
                named.append((abs(m.start - pos), owner, p))
            elif st is not None and st.in_range(value):
                ranged.append((owner, p))
    if named:
        _, owner, p = min(named)
        return owner, p
    if len(ranged) == 1:
        return ranged[0]
    return None


def _conditions(r: Reading, target: str | None, edge: str | None, used: set[int]) -> tuple[list[Condition], int]:
    """Filters from the numbers (and the categorical values) on the answer tag or the last edge."""
    owners = [o for o in (target, edge) if o]
    conds = [c for c in r.values if c.owner in owners]
    unplaced = 0
    for value, start, end in r.numbers:
        if start in used or (r.steps is not None and value == r.steps):
            continue
        found = _numeric_prop(r, owners, value, start)
        if found is None:
            unplaced += 1
            continue
        owner, p = found
        op, _ = _comparison(r, start, end)
        number: float | int = int(value) if value.is_integer() else value
        conds.append(Condition(owner, p, op, number, on="edge" if owner == edge and owner != target else "target"))
    return conds, unplaced


def _order(r: Reading, target: str | None) -> Order | None:
    if target is None:
        return None
    for pat, concept, desc in SUPERLATIVES:
        m = pat.search(r.question)
        if m is None:
            continue
        props = r.profile.numeric_props(target)
        if concept is not None:
            cstem = stem(concept)
            for p in props:
                words = r.profile.words.get(f"prop:{target}.{p}")
                if words and (cstem in words.latin or concept in words.cjk):
                    return Order(target, p, desc)
        named = [p for p in props if p in r.props(target)]
        if named:
            return Order(target, named[0], desc)
        if len(props) == 1:
            return Order(target, props[0], desc)
    return None


def _aggregate(r: Reading, target: str | None) -> tuple[str | None, str | None]:
    q = r.question
    for pat, fn in ((AVERAGE, "avg"), (TOTAL, "sum"), (MAXIMUM, "max"), (MINIMUM, "min")):
        if pat.search(q) and target is not None:
            props = r.profile.numeric_props(target)
            named = [p for p in props if p in r.props(target)]
            chosen = named[0] if named else (props[0] if len(props) == 1 else None)
            if chosen:
                return fn, chosen
    if COUNT.search(q):
        return "count", None
    return None, None


# --------------------------------------------------------------------------- hypotheses


def hypotheses(r: Reading) -> list[Intent]:
    """Scored intents for the reading, best first (module doc)."""
    q = r.question
    out: list[Intent] = []
    limit, limit_pos = _limit(r)
    negated = bool(NEGATION.search(q))
    if len(r.anchors) >= 2 and (_PATH.search(q) or CONNECTED.search(q)):
        a = tuple(r.anchors[:2])
        out.append(Intent("path", anchors=a, steps=r.steps, score=0.85, reasons=("a path between two named vertices",)))
        out.append(Intent("path", anchors=a, hops=(), steps=r.steps, score=0.6).with_(hops=(Hop("*", "both"),)))
    if r.anchors and _SUBGRAPH.search(q):
        out.append(Intent("subgraph", anchors=tuple(r.anchors), steps=r.steps, score=0.85, reasons=("a subgraph cue",)))
    if r.anchors:
        out.extend(_anchored(r, limit, limit_pos, negated))
    out.extend(_unanchored(r, limit, limit_pos, negated))
    out.sort(key=lambda i: -i.score)
    seen: set[Intent] = set()
    unique: list[Intent] = []
    for i in out:
        key = i.with_(score=0.0)
        if key not in seen:
            seen.add(key)
            unique.append(i)
    return unique[:MAX_HYPOTHESES]


def _anchored(r: Reading, limit: int | None, limit_pos: set[int], negated: bool) -> list[Intent]:
    out: list[Intent] = []
    anchor = r.anchors[0]
    agg, agg_prop = _aggregate(r, None)
    # The anchor itself is the answer: its properties are asked.
    asked = [p for p, m in sorted(r.props(anchor.tag).items(), key=lambda kv: kv[1].start)]
    if asked:
        best = max(r.props(anchor.tag)[p].score for p in asked)
        out.append(
            Intent(
                target=anchor.tag,
                anchors=(anchor,),
                returns=tuple(asked),
                score=0.35 + 0.45 * best,
                reasons=(f"the question asks for {', '.join(asked)} of {anchor.value or anchor.vid}",),
            )
        )
    same = [a for a in r.anchors[1:] if a.tag == anchor.tag]
    for hops, target, score, why in _walks(r, anchor):
        edge = hops[-1].edge
        conds, unplaced = _conditions(r, target, edge, limit_pos)
        agg, agg_prop = _aggregate(r, target)
        order = _order(r, target) if agg is None else None
        returns = tuple(p for p in r.props(target or "") if not any(c.prop == p for c in conds)) if target else ()
        if order is not None:
            returns = tuple(p for p in returns if p != order.prop)
        base = Intent(
            target=target,
            anchors=(anchor,),
            hops=hops,
            conditions=tuple(conds),
            returns=returns if target != anchor.tag else (),
            aggregate=agg,
            aggregate_prop=agg_prop,
            order=order,
            limit=(limit or 1) if order is not None else None,
            score=max(0.05, score - 0.1 * unplaced - (0.15 if negated else 0)),
            reasons=tuple(why),
        )
        out.append(base)
        if same and (INTERSECTION.search(r.question) or len(same) >= 1):
            both_score = score + (0.2 if INTERSECTION.search(r.question) else 0.05)
            out.append(base.with_(anchors=(anchor, *same), score=min(both_score, 0.95), reasons=(*why, "several named vertices share the answer")))
        if negated:
            out.append(
                base.with_(
                    negated=True,
                    aggregate=agg if agg == "count" else None,
                    score=min(score + 0.1, 0.95),
                    reasons=(*why, "a negation cue"),
                )
            )
    return out


def _unanswered_target(r: Reading) -> list[tuple[str, float]]:
    """Answer tags for a question without a named vertex: the tags named, else owners of the properties named."""
    tags = sorted(((t, m.score) for t, m in r.tags().items()), key=lambda x: -x[1])
    if tags:
        return tags
    owners: dict[str, float] = {}
    for key, m in r.found.items():
        if key.startswith("prop:"):
            owner = key[5:].partition(".")[0]
            if owner in r.profile.schema.tags:
                owners[owner] = max(owners.get(owner, 0), m.score * 0.7)
    for c in r.values:
        if c.owner in r.profile.schema.tags:
            owners[c.owner] = max(owners.get(c.owner, 0), 0.7)
    return sorted(owners.items(), key=lambda x: -x[1])


def _unanchored(r: Reading, limit: int | None, limit_pos: set[int], negated: bool) -> list[Intent]:
    out: list[Intent] = []
    for target, tscore in _unanswered_target(r)[:3]:
        conds, unplaced = _conditions(r, target, None, limit_pos)
        agg, agg_prop = _aggregate(r, target)
        order = _order(r, target) if agg is None else None
        returns = tuple(p for p in r.props(target) if not any(c.prop == p for c in conds) and (order is None or p != order.prop))
        base_score = 0.25 + 0.4 * tscore + (0.15 if conds or order or agg else 0) - 0.1 * unplaced
        if r.anchors:
            base_score -= 0.25
        base = Intent(
            target=target,
            conditions=tuple(conds),
            returns=returns,
            aggregate=agg,
            aggregate_prop=agg_prop,
            order=order,
            limit=(limit or 1) if order is not None else (limit if limit else None),
            score=max(0.05, base_score),
            reasons=(f"the question names {target}",),
        )
        out.append(base)
        # "Which drugs treat no disease?": the answer tag without an edge the question names.
        for edge, em in r.edges().items():
            for s, d in r.profile.pairs(edge):
                for direction, end in (("in", s), ("out", d)):
                    if end != target:
                        continue
                    hop = Hop(edge, direction, target)  # type: ignore[arg-type]
                    if negated:
                        out.append(base.with_(hops=(hop,), negated=True, score=min(0.95, base_score + 0.3 * em.score), reasons=(*base.reasons, f"no {edge} edge")))
    return out


__all__ = ["MAX_HYPOTHESES", "hypotheses"]
