"""An aggregate per group: "for each department, how many diseases…", "average salary per
department", "每个出版社各出版了多少本书", "各院系开了几门课", "how many employees at each level".

Why its own shape: a group-by question names the *group* right after its distributive word
("each X", "per X", "every X", "每个X", "各X") and asks a count or an average of something
*else* per group. The group is a tag (then the other end of an edge from it is counted or
averaged, one row per group vertex with its display property) or a categorical property of
the counted tag ("at each level": one row per value).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping
from typing import Any

from r3.lang import ast as A
from r3.lexical import glosses, relatedness
from r3.understand.build import prop
from r3.understand.glossary import FUNCTION_CHARS
from r3.understand.intent import Condition, Hop, Intent
from r3.understand.operators import (
    AVERAGE,
    EACH,
    MAXIMUM,
    MINIMUM,
    TOTAL,
    asked_concept,
    conditions_for,
    count_asked,
    counted_tag,
    sum_asked,
    summable,
)
from r3.understand.reading import Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import links_between

#: "by" before a property groups ("the number of games by genre"); before anything else it
#: is a passive's agent ("directed by"), so only a property right after it counts.
BY = re.compile(r"\bby\b", re.IGNORECASE)
#: Characters between the distributive word and the group it names ("each *department*", "每个*出版社*").
NEAR = 16


def group_mentions(r: Reading) -> list[tuple[str, str]]:
    """("tag", name) / ("prop", "owner.prop") items named right after a distributive word."""
    found: list[tuple[int, str, str]] = []
    counted = counted_tag(r)  # "每家…多少部*电影*": the counted tag is no group
    for m in BY.finditer(r.question):  # "count the games by genre": a property right after "by"
        for key, mention in r.found.items():
            kind, _, name = key.partition(":")
            if kind == "prop" and 0 <= mention.start - m.end() <= 2:
                found.append((mention.start - m.end(), kind, name))
    for m in EACH.finditer(r.question):
        for key, mention in r.found.items():
            kind, _, name = key.partition(":")
            if kind in ("tag", "prop") and 0 <= mention.start - m.end() <= NEAR and name != counted:
                found.append((mention.start - m.end(), kind, name))
    strongest: dict[int, float] = {}
    for mention in r.found.values():
        strongest[mention.start] = max(strongest.get(mention.start, 0.0), mention.score)
    # A word names its strongest item: 菜系 is ``cuisine`` (0.8), not ``dish`` through 菜 (0.54).
    found = [
        (d, kind, name)
        for d, kind, name in found
        if r.found[f"{kind}:{name}"].score >= strongest[r.found[f"{kind}:{name}"].start] - WEAKER
    ]
    return [(kind, name) for _, kind, name in sorted(found)]


#: How much weaker than the strongest item its word names an item may be and still be a group.
WEAKER = 0.15
#: Distributive words that ask for kinds ("每种", "各类", "each type of"): a category groups.
KINDS = re.compile(r"每种|每类|各种|各类|\beach (?:type|kind|sort|category)\b", re.IGNORECASE)


def asked_aggregate(r: Reading) -> str | None:
    """count / avg / sum / max / min: what the question asks per group."""
    counting = count_asked(r)
    for pat, fn in ((AVERAGE, "avg"), (TOTAL, "sum"), (MAXIMUM, "max"), (MINIMUM, "min")):
        plain = r.plain if fn == "sum" else r.question  # a stored value's 总 is no total word
        if pat.search(plain) and (fn != "sum" or sum_asked(plain, counting)):
            return fn
    return "count" if count_asked(r) or _rate(r) else None


#: "<things> per <group>" with nothing else asked: a rate, i.e. a count per group.
PER = re.compile(r"\bper\b", re.IGNORECASE)


def _rate(r: Reading) -> bool:
    """ "members per gym", "papers per lab": a tag written right before "per" and a group
    named right after it — a count of the first per the second, though no count word is written."""
    m = PER.search(r.question)
    if m is None:
        return False
    before = [x for key, x in r.found.items() if key.startswith("tag:") and 0 < m.start() - x.start <= NEAR]
    after = [
        x for key, x in r.found.items() if key.startswith(("tag:", "prop:")) and 0 <= x.start - m.end() <= 2
    ]
    return bool(before) and bool(after)


#: An integer property spanning at most this many values can group ("each zone", "每个年级").
MAX_INT_GROUPS = 20


def groupable(r: Reading, owner: str, p: str) -> bool:
    """A property whose values repeat: a category, or a small-range integer (a zone, a grade)."""
    st = r.profile.stats.get((owner, p))
    if st is None:
        return False
    if st.categorical:
        return True
    if st.kind != "number" or not isinstance(st.low, int) or not isinstance(st.high, int):
        return False
    return st.high - st.low < MAX_INT_GROUPS and st.count > st.high - st.low + 1


#: What a group reached over a relation no word names costs (the counted tag's relations).
UNNAMED_RELATION = 0.2
#: How much the relatedness of an unknown group word to a group (a tag, a category) counts.
GROUP_WORD = 0.5
#: The fit of a grouping by a category no question word names.
UNNAMED_CATEGORY = 0.55


def _categories(r: Reading) -> list[tuple[str, str]]:
    """Category properties (repeating strings, not the display name) of the tag the question
    counts, when its group word names nothing in the schema."""
    counted = counted_tag(r)
    if counted is None or counted not in r.profile.schema.tags:
        return []
    shown = r.profile.display.get(counted)
    out: list[tuple[str, str]] = []
    for p in r.profile.schema.tags[counted].properties:
        stats = r.profile.stats.get((counted, p.name))
        if p.name != shown and stats is not None and stats.categorical:
            out.append((counted, p.name))
    return out


def _group_word(r: Reading, tag: str) -> float:
    """How strongly the first words after a distributive word relate to ``tag`` though they
    name nothing in the schema ("各家*店*": a restaurant more than a dish), in [0, 1]."""
    best = 0.0
    for m in EACH.finditer(r.question):
        near = re.findall(r"[A-Za-z]{3,}", r.question[m.end() : m.end() + NEAR])[:1]
        i = m.end()
        while i < len(r.question) and r.question[i] in FUNCTION_CHARS:
            i += 1  # 各*家*店, 每*个*菜系: the classifier
        word = next(
            (r.question[i:j] for j in range(min(len(r.question), i + 4), i, -1) if glosses(r.question[i:j])),
            "",
        )
        best = max([best, *(relatedness(w, tag) for w in (*near, word) if w)])
    return best


class GroupShape:
    name = "group"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("For each {G}, how many {Ts} are there?", "What is the average {P} per {G}?"),
        "zh": ("每个{G}各有多少{T}？", "各{G}的平均{P}是多少？"),
    }

    def detect(self, r: Reading) -> bool:
        if asked_aggregate(r) is None:
            return False
        if EACH.search(r.question):
            return bool(group_mentions(r) or r.edges() or _categories(r))
        return bool(BY.search(r.question)) and bool(group_mentions(r))

    def intents(self, r: Reading) -> list[Intent]:
        fn = asked_aggregate(r) or "count"
        out: list[Intent] = []
        tags = r.tags()
        groups = group_mentions(r)
        for kind, name in groups[:2]:
            if kind == "tag":
                out.extend(self._per_vertex(r, name, fn, tags))
            else:
                owner, _, p = name.partition(".")
                if owner in r.profile.schema.tags and groupable(r, owner, p):
                    out.extend(self._per_value(r, owner, p, fn))
        if not groups:
            out.extend(self._per_far_end(r, tags))
            # "每个行业各有几家客户": a group word the schema does not know, over a counted tag
            # that has categories — each category a reading, below any named group.
            for owner, p in _categories(r):
                fit = UNNAMED_CATEGORY + GROUP_WORD * _group_word(r, p)
                out.extend(self._per_value(r, owner, p, fn, fit=fit))
        return out

    def _per_far_end(self, r: Reading, tags: Mapping[str, object]) -> list[Intent]:
        """The group named by no schema word ("每家*制片公司*各出品了多少部电影"): the other end of
        a named edge from the counted tag, one count per vertex there."""
        out: list[Intent] = []
        named = r.edges()
        # the counted tag's relations, when its word is only the tag's (厨师 in the edges' comments)
        edges = list(named) or [
            e for e in r.profile.schema.edges if any(c in tags for p in r.profile.pairs(e) for c in p)
        ]
        for edge in edges:
            for s, d in r.profile.pairs(edge):
                for counted, group, direction in ((s, d, "in"), (d, s, "out")):
                    if counted in tags and group and group != counted:
                        hop = Hop(edge, direction, counted)  # type: ignore[arg-type]
                        why = (f"per {group} (the other end of {edge})", f"count over {edge} → {counted}")
                        fit = (0.7 if counted_tag(r) == counted else 0.4) + GROUP_WORD * _group_word(r, group)
                        fit -= 0.0 if edge in named else UNNAMED_RELATION
                        intent = Intent(target=group, per=(hop,), aggregate="count", reasons=why)
                        out.append(score(r, intent, fit))
                        out.extend(_filtered(r, intent, counted, fit))
        return out

    def _per_vertex(self, r: Reading, group: str, fn: str, tags: Mapping[str, object]) -> list[Intent]:
        out: list[Intent] = []
        ends_of: dict[str, set[str]] = {}
        summed_over: set[str] = set()
        for hop in links_between(r, group):
            if hop.tag:
                ends_of.setdefault(hop.edge, set()).add(hop.tag)
        for hop in links_between(r, group):
            counted = hop.tag
            if counted is None:
                continue
            fit = 0.6 + (0.2 if counted in tags else 0.0) + (0.1 if hop.edge in r.edges() else 0.0)
            why = (f"per {group}", f"{fn} over {hop.edge} → {counted}")
            base = Intent(target=group, per=(hop,), aggregate="count", reasons=why)
            if fn == "count":
                out.append(score(r, base, fit))
                out.extend(_filtered(r, base, counted, fit))
                continue
            named = sorted((m.start, p) for p, m in r.props(counted).items() if p in summable(r, counted, fn))
            on_edge = sorted(
                (m.start, p) for p, m in r.props(hop.edge).items() if p in summable(r, hop.edge, fn)
            )
            if not named and not on_edge:  # "各赞助商一共出了多少钱": the number a "how much" word asks
                on_edge = [(0, p) for p in asked_concept(r, hop.edge, summable(r, hop.edge, fn))]
                named = (
                    [] if on_edge else [(0, p) for p in asked_concept(r, counted, summable(r, counted, fn))]
                )
            for _, p in named[:1]:
                out.append(score(r, base.with_(aggregate=fn, aggregate_prop=p), fit + 0.1))
            for _, p in on_edge[:1]:  # "每个玩家总共玩了多少小时": the edge's own number, summed
                edged = base.with_(aggregate=fn, aggregate_prop=p, aggregate_on_edge=True)
                out.append(score(r, edged, fit + 0.1))
                # "各赞助商一共出了多少钱": backs to climbers and expeditions — every end, once per edge
                if len(ends_of.get(hop.edge, ())) > 1 and hop.edge not in summed_over:
                    summed_over.add(hop.edge)
                    anywhere = edged.with_(per=(Hop(hop.edge, hop.direction, None),))
                    out.append(score(r, anywhere, fit + 0.1 + EVERY_END))
        return out

    def _per_value(self, r: Reading, owner: str, p: str, fn: str, fit: float = 0.8) -> list[Intent]:
        why = (f"grouped by {owner}.{p}",)
        if KINDS.search(r.question):
            fit += 0.15
        base = Intent(target=owner, group_prop=p, aggregate="count", reasons=why)
        if fn == "count":
            return [score(r, base, fit)]
        numbers = summable(r, owner, fn)
        named = sorted((m.start, q) for q, m in r.props(owner).items() if q in numbers)
        asked = [q for _, q in named] or asked_concept(r, owner, numbers)
        return [score(r, base.with_(aggregate=fn, aggregate_prop=q), fit) for q in asked[:1]]

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        """An aggregate of the edge's own property per group vertex, or a count of filtered
        vertices per group; every other grouped intent is the common builder's grouped form (None)."""
        if intent.per_where and intent.per and intent.target:
            return _build_filtered(intent, display)
        if intent.order is not None or intent.having is not None:
            return None  # ranked: the common builder's grouped form
        if not (intent.per and intent.aggregate_on_edge and intent.aggregate_prop and intent.target):
            return None
        hop = intent.per[-1]
        target = intent.target
        walk = A.PathPattern(
            [
                A.NodePattern("t", [target]),
                A.RelPattern(hop.direction, "e", [hop.edge]),
                A.NodePattern(None, [hop.tag] if hop.tag else []),
            ]
        )
        shown: A.Expr = (
            prop("t", target, display[target])
            if target in display
            else A.FunctionCall("id", [A.Variable("t")])
        )
        value = A.FunctionCall(
            intent.aggregate or "sum", [A.Property(A.Variable("e"), intent.aggregate_prop)]
        )
        items = [A.YieldItem(shown), A.YieldItem(value)]
        return A.Script([A.CypherQuery([A.MatchClause([walk], None), A.ReturnClause(A.Projection(items))])])


#: How much a sum of an edge's number over every end of it fits above one over a single end tag.
EVERY_END = 0.02
#: How much a group count that keeps the question's filter on the counted tag fits above the one without.
FILTERED = 0.1


def _filtered(r: Reading, base: Intent, counted: str, fit: float) -> list[Intent]:
    """``base`` with the question's filters on the counted tag ("each barn's horses *born after
    2015*", "每个站点*超过2岁的*宠物"): a filter the count must keep, not a group of its own."""
    conds, unplaced, _ = conditions_for(r, counted, None, set())
    kept = tuple(c for c in conds if c.on == "target" and c.owner == counted)
    if not kept:
        return []
    why = (*base.reasons, "counting only " + ", ".join(f"{c.prop} {c.op} {c.value}" for c in kept))
    return [score(r, base.with_(per_where=kept, reasons=why), fit + FILTERED, unplaced)]


def _literal(value: Any) -> A.Expr:
    if isinstance(value, (list, tuple)):
        return A.ListLiteral([A.Literal(v) for v in value])
    if isinstance(value, datetime.date):
        return A.FunctionCall("date", [A.Literal(value.isoformat())])
    return A.Literal(value)


def _test(c: Condition) -> A.Expr:
    return A.BinaryOp(c.op, prop("x", c.owner, c.prop), _literal(c.value))


def _build_filtered(intent: Intent, display: Mapping[str, str]) -> A.Script | None:
    """``MATCH (t:G)-[:e]-(x:C) WHERE x.C.p > v RETURN t.G.name, count(x)`` (unranked only)."""
    if intent.order is not None or intent.having is not None or intent.aggregate != "count":
        return None
    target = intent.target or ""
    elements: list[A.NodePattern | A.RelPattern] = [A.NodePattern("t", [target])]
    for i, hop in enumerate(intent.per):
        last = i == len(intent.per) - 1
        elements.append(A.RelPattern(hop.direction, None, [hop.edge]))
        elements.append(A.NodePattern("x" if last else None, [hop.tag] if hop.tag else []))
    where: A.Expr | None = None
    for c in intent.per_where:
        where = _test(c) if where is None else A.BinaryOp("AND", where, _test(c))
    shown: A.Expr = (
        prop("t", target, display[target]) if target in display else A.FunctionCall("id", [A.Variable("t")])
    )
    items = [A.YieldItem(shown), A.YieldItem(A.FunctionCall("count", [A.Variable("x")]))]
    match = A.MatchClause([A.PathPattern(elements)], where)
    return A.Script([A.CypherQuery([match, A.ReturnClause(A.Projection(items))])])


SHAPE = GroupShape()

__all__ = ["MAX_INT_GROUPS", "SHAPE", "GroupShape", "asked_aggregate", "group_mentions", "groupable"]
