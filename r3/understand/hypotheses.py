"""Turn a :class:`~.reading.Reading` into scored :class:`~.intent.Intent` hypotheses.

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
from dataclasses import replace

from r3.text import is_cjk
from r3.understand.intent import Condition, Intent, Order
from r3.understand.operators import (
    EACH,
    INTERSECTION,
    MAGNITUDE,
    NEGATION,
    VALUE_ASKED,
    WANT_ID,
    WANT_VERTEX,
    aggregate_for,
    asked_concept,
    asked_props,
    concept_owners,
    conditions_for,
    count_asked,
    counted_tag,
    cue_spans,
    edge_order,
    in_cue,
    limit_of,
    order_for,
    people_counted,
    returns_for,
    sum_asked,
    summable,
    superlative,
    wh_tag,
)
from r3.understand.profile import YEARS  # numbers read as years, not count thresholds
from r3.understand.reading import CLAIM, Mention, Reading, mentions
from r3.understand.shapes import shape_intents
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import links_between, walks

#: Characters that end a clause: the list of asked columns lies within one.
CLAUSE_ENDS = ("?", "？", "。", "!", "！", ";", "；", ".")
#: How far before the id word its list of asked columns may begin (characters).
LIST_REACH = 16

#: Below this strength a mention inside a query-language word is a lexical accident (:func:`unshadowed`).
WEAK = 0.7
#: Maximum hypotheses returned per question.
MAX_HYPOTHESES = 14
#: The fit of "the named vertex itself" when the question names no relation and no other
#: tag: above a one-hop walk's (:data:`.shapes.walks.FIT`), which would be a guess.
SELF_FIT = 0.55

# --------------------------------------------------------------------------- hypotheses


def hypotheses(r: Reading) -> list[Intent]:
    """Scored intents for the reading, best first (module doc)."""
    r = unshadowed(r)
    limit, limit_pos = limit_of(r)
    out: list[Intent] = shape_intents(r)
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


def unshadowed(r: Reading) -> Reading:
    """The reading without the mentions of properties and edge types made by a word that
    names a tag more strongly ("哪些*动物*" names ``animal``, not ``animal.species`` through 物
    nor ``eats``; "*players*" names ``player``, not ``plays.hours`` nor ``game``); such an item keeps a
    mention only where another word names it ("动物*吃*什么": ``eats``). Why: an item named
    only by the answer's own noun is no column, filter or relation the question asks for;
    returning or walking it was the commonest wrong answer. Also drops weak lexical mentions
    inside the query language's own words (分别 is no ``class``)."""
    tag_at: dict[int, str] = {}  # the strongest tag named at each position
    for key, m in r.found.items():
        if key.startswith("tag:") and (m.start not in tag_at or r.found[tag_at[m.start]].score < m.score):
            tag_at[m.start] = key
    cues = cue_spans(r.question)

    def under_tag(key: str) -> bool:
        tag = tag_at.get(r.found[key].start)
        if tag is None or tag == key:
            return False
        ts, s = r.found[tag].score, r.found[key].score
        if ts != s:
            return ts > s
        # A tie: the item whose own name or comment holds the word written there ("物种" is
        # ``species``'s comment; the tag's words only relate to it); else the tag.
        a, b = _word_span(r, key)
        written = r.question[a:b].lower()
        if key.startswith("edge:"):
            # The tag's own word inside an edge's comment (植物 in "园艺师养护植物"): the word names
            # the tag; the edge keeps a mention only where another word names it (照顾).
            return is_cjk(written[:1]) and written in _own(r, tag) and written not in key.lower()
        return key.startswith("prop:") and not (written in _own(r, key) and written not in _own(r, tag))

    shadowed = {key for key in r.found if under_tag(key)}
    weak = {key for key, m in r.found.items() if m.score < WEAK and any(a <= m.start < b for a, b in cues)}
    if not shadowed and not weak:
        return r
    kept = {key: m for key, m in r.found.items() if key not in shadowed | weak}
    if shadowed:
        skip = [(p, p + len(str(a.value or a.vid))) for a, p in zip(r.anchors, r.anchor_pos, strict=False)]
        skip += [_word_span(r, t) for t in r.found if t.startswith("tag:") and t not in shadowed]
        again = mentions(r.question, r.profile, skip)
        for key in shadowed - weak:
            if key in again:
                kept[key] = again[key]
    return replace(r, found=kept)


def _own(r: Reading, key: str) -> str:
    """The item's own name and comment, lower-cased (``prop:o.p`` → ``p`` and its comment)."""
    kind, _, name = key.partition(":")
    owner, _, prop = name.partition(".")
    item = r.profile.schema.item(owner)
    if item is None:
        return name.lower()
    if kind != "prop":
        return f"{owner} {item.comment or ''}".lower()
    comment = next((p.comment or "" for p in item.properties if p.name == prop), "")
    return f"{prop} {comment}".lower()


_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*")


def _word_span(r: Reading, key: str) -> tuple[int, int]:
    """Where the word naming ``key`` lies: the Latin word at its start, or the longest of its
    Chinese phrases written there."""
    start = r.found[key].start
    m = _WORD.match(r.question, start)
    if m:
        return (start, m.end())
    words = r.profile.words.get(key)
    phrases = [p for p in (words.cjk if words else {}) if r.question.startswith(p, start)]
    return (start, start + max((len(p) for p in phrases), default=1))


def _return_form(r: Reading, i: Intent) -> Intent:
    """Vertices or ids instead of the display property when the question asks for them."""
    if i.kind != "select" or i.aggregate or i.per or i.group_prop or i.returns:
        return i
    words = _without_names(r)  # "Vertex Corp" asks for no vertex, "ID Games" for no id
    m = WANT_ID.search(words)
    if m:
        return i.with_(returns=_beside_id(r, i.target, m.start(), m.end()))
    if WANT_VERTEX.search(words):
        return i.with_(returns=("*",))
    return i


def _without_names(r: Reading) -> str:
    """The question with the names it links (vertices, stored values) blanked out."""
    q = r.question
    for text in [str(a.value or a.vid) for a in r.anchors] + [str(c.value) for c in r.values]:
        pos = q.find(text) if text else -1
        if pos >= 0:
            q = q[:pos] + " " * len(text) + q[pos + len(text) :]
    return q


def _beside_id(r: Reading, target: str | None, start: int, end: int) -> tuple[str, ...]:
    """``id()`` and the answer's properties listed with it ("their IDs and ages", "ID和年龄"),
    in the question's order. Why read the clause again: a property the question filters on
    ("年龄大于29的球员") is also a column when the list that asks for the id names it again."""
    if target is None:
        return ("id()",)
    q = r.question
    # The list the id is in: from a little before it ("names and IDs") to the clause's end.
    lo = max([q.rfind(c, 0, start) for c in (*CLAUSE_ENDS, "，", ",")] + [start - LIST_REACH - 1]) + 1
    his = [q.find(c, end) for c in CLAUSE_ENDS]
    hi = min((h for h in his if h >= 0), default=len(q))
    clause = q[lo:hi]
    named = [
        (m.start + lo, key.partition(".")[2])
        for key, m in mentions(clause, r.profile).items()
        if key.startswith(f"prop:{target}.")
    ]
    cols = sorted([(start, "id()"), *named])
    return tuple(dict.fromkeys(c for _, c in cols))


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
    out = [score(r, intent, fit, unplaced, limit is not None)]
    ranked_by = edge_order(r, edge) if edge is not None and base.anchors and agg is None else None
    if ranked_by is not None:  # "X上用时最短的队", "top 2 best sellers at X": by the walk's last edge
        by_edge = intent.with_(
            order=ranked_by, limit=limit or 1, reasons=(*intent.reasons, f"ranked by {edge}")
        )
        out.append(score(r, by_edge, fit + 0.1, unplaced, limit is not None))
    if edge is not None and not agg and not base.negated:
        used = {c.prop for c in conds if c.owner == edge}
        named = sorted(r.props(edge).items(), key=lambda kv: kv[1].start)
        asked = tuple(p for p, _ in named if p not in used)
        flags = tuple(
            p
            for p, m in named
            if p in asked and r.profile.kind_of(edge, p) == "bool" and m.score >= FLAG_WORD
        )
        columns = tuple(p for p, m in named if p in asked and p not in flags and _column_asked(r, edge, m))
        if columns:  # "… and the years": the edge's own properties as further columns
            out.append(score(r, intent.with_(edge_returns=columns), fit, unplaced, limit is not None))
        if flags:  # "当主角的电影", "where X had the lead": a yes/no of the edge is a filter
            kept = tuple(Condition(edge, p, "==", True, on="edge") for p in flags)
            out.append(
                score(
                    r, intent.with_(conditions=(*intent.conditions, *kept)), fit, unplaced, limit is not None
                )
            )
    if NEGATION.search(r.question) and base.hops:
        neg = intent.with_(
            negated=True, aggregate=agg if agg == "count" else None, reasons=(*base.reasons, "a negation cue")
        )
        out.append(score(r, neg, fit, unplaced, limit is not None))
    out.extend(_per_answer(r, base, conds, loose, limit, fit))
    return out


#: Least strength of the word that makes an edge's yes/no property a filter: a relation's verb
#: loosely related to the flag (主持 "host" ~ ``lead`` 0.45) filters nothing; 主角 → lead does.
FLAG_WORD = 0.6
#: Words before an edge property that ask for it as a column ("… *and* the years", "*with their*
#: fees", "*how many* stops", "的*金额*", "以及…").
COLUMN_CUE = re.compile(
    r"\band\b|\bwith\b|\btheir\b|\bits\b|\bplus\b|\bhow (?:many|much|long)\b|\bwhat\b|\bwhen\b"
    r"|的|和|及|还有|以及|多少|几|[,，、]",
    re.IGNORECASE,
)
#: How far before the property's word such a cue may stand (characters).
COLUMN_REACH = 12


def _column_asked(r: Reading, edge: str, m: Mention) -> bool:
    """Whether the question asks for the edge's property as a column: a cue word before it, or
    its own word while the relation is named by another word. A property word that alone names
    the relation is its verb ("which routes *stop* at X", "papers *paid* for by", "gets *money*
    from"): the walk already reads it."""
    if in_cue(r.question, m.start):
        return False  # "how many *times*": the query language's word, though it names ``days``
    if COLUMN_CUE.search(r.question[max(0, m.start - COLUMN_REACH) : m.start]):
        return True
    named = any(k == f"edge:{edge}" and x.start != m.start for k, x in r.found.items())
    return named and m.score >= CLAIM


#: Fit gained by a count of people per person over the relation between two of them.
PEOPLE_KIN = 0.6


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
    most = sup is not None and sup[0] in (None, MAGNITUDE)
    if target is None or base.negated or not (most or loose or EACH.search(r.question)):
        return []
    out: list[Intent] = []
    tags_m = r.tags()
    counts_people = people_counted(r.question)
    for hop in links_between(r, target):
        per = (hop,)
        why = (*base.reasons, f"counts {hop.edge} per {target}")
        # "谁带的徒弟最多": people counted per person — the relation between two of them
        kin = PEOPLE_KIN if counts_people and hop.tag == target and target in r.profile.people else 0.0
        common = base.with_(per=per, conditions=tuple(conds), aggregate="count", returns=(), reasons=why)
        if most and sup is not None:
            asked = ("count",) if count_asked(r) else ()
            out.append(
                score(
                    r,
                    common.with_(order=Order(target, "count", sup[1]), limit=limit or 1, returns=asked),
                    fit + kin,
                    0,
                    limit is not None,
                )
            )
            # "the truck driven for the most shifts", "raised the most sponsor money": the edge's
            # own number summed per answer vertex, named or asked by a "how much" word
            numbers = summable(r, hop.edge, "sum")
            named = sorted(
                (m.start, p)
                for p, m in r.props(hop.edge).items()
                if p in numbers and not in_cue(r.question, m.start)
            )
            chosen = [q for _, q in named][:1] or asked_concept(r, hop.edge, numbers)
            if not chosen and len(numbers) == 1 and sum_asked(r.plain, count_asked(r)):
                # "加起来最多", "the most …, with their totals": a total is ranked, and the
                # edge has one number to add up
                chosen = numbers
            for p in chosen:
                valued = ("count",) if VALUE_ASKED.search(r.question) or count_asked(r) else ()
                summed = common.with_(
                    aggregate="sum",
                    aggregate_prop=p,
                    aggregate_on_edge=True,
                    order=Order(target, p, sup[1]),
                    limit=limit or 1,
                    returns=valued,
                    reasons=(*why, f"ranks by the sum of {hop.edge}.{p}"),
                )
                out.append(score(r, summed, fit + 0.05, 0, limit is not None))
        for op, value in loose[:1]:
            if op == "==" and YEARS[0] <= value <= YEARS[1]:
                continue  # "joined in 2015": a year with no comparison word is no count threshold
            if value > sum(r.profile.endpoints.get(hop.edge, {}).values()):
                continue  # "over 3000 euros": more than the graph has edges of the type is no count
            having = (op if op != "==" else ">=", int(value) if value.is_integer() else value)
            out.append(score(r, common.with_(having=having), fit, 0, False))
        if EACH.search(r.question) and count_asked(r):
            # The tag after the count word is what is counted per group, not the group.
            bonus = (0.1 if hop.tag in tags_m else 0) - (0.3 if counted_tag(r) == target else 0)
            out.append(score(r, common, fit + bonus, 0, False))
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
                out.append(score(r, g, fit + 0.1, 0, False))
    return out


def _anchored(r: Reading, limit: int | None, limit_pos: set[int]) -> list[Intent]:
    out: list[Intent] = []
    anchor = r.anchors[0]
    asked = asked_props(r, anchor.tag)
    why = (f"the question names {anchor.value or anchor.vid}",)
    if asked:
        prop_intent = Intent(
            target=anchor.tag,
            anchors=(anchor,),
            returns=asked,
            reasons=(*why, f"asks for {', '.join(asked)}"),
        )
        out.append(score(r, prop_intent, 0.6, 0, False))
    elif not r.edges():
        # No relation word: the named vertex itself, the more so when no other tag is named
        # ("the player node for X": a walk to a vertex the question never names is a guess).
        # A number to compare is a filter on something the walk reaches, not on the vertex.
        alone = not any(t != anchor.tag for t in r.tags()) and not r.numbers
        out.append(
            score(
                r,
                Intent(target=anchor.tag, anchors=(anchor,), returns=("*",), reasons=why),
                SELF_FIT if alone else 0.3,
                0,
                False,
            )
        )
    same = [a for a in r.anchors[1:] if a.tag == anchor.tag]
    others = [a for a in r.anchors[1:] if a.tag != anchor.tag]
    for hops, target, fit in walks(r, anchor):
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
            for hop in links_between(r, other.tag, target):
                because = f"and {hop.edge} from {other.value or other.vid}"
                joined = base.with_(also=((other, (hop,)),), reasons=(*base.reasons, because))
                out.extend(_decorated(r, joined, fit + 0.1, limit, limit_pos))
    return out


#: Mention strength from which a relation's end tags are answer tags of a question naming no tag.
EDGE_ENDS = 0.7


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
    if not tags:
        tags = concept_owners(r)
    if not tags:  # "how many trainees does each mentor have": the ends of a relation named clearly
        for e, m in sorted(r.edges().items(), key=lambda kv: -kv[1].score):
            if m.score >= EDGE_ENDS:
                tags += [t for pair in r.profile.pairs(e) for t in pair if t and t not in tags]
    wh = wh_tag(r)
    if wh is not None:  # the tag the question word asks for ("谁…": the graph's people) first
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
    return out


__all__ = ["MAX_HYPOTHESES", "hypotheses"]
