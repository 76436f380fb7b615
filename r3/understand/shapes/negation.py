"""What the answer does *not* do, when the question names no vertex: "which books were never
borrowed", "哪些城市没有员工居住", "readers who borrowed but never rated", "actors who never
played a lead", "students who never took a course taught in French".

Why its own shape: a negation has three parts a reader must place — the walk the answer
lacks (an edge type from the answer's tag, toward a tag or over an edge the question names),
a filter *inside* that walk (on the far vertex: "taught in French"; on its edge: "a lead
role") rather than on the answer, and a walk the answer must still have ("borrowed but never
rated", "借了书却从没打过分": an edge named before a contrast word and the negation). Each placement is one candidate; the words
the question says score them (:mod:`.score`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from r3.lang import ast as A
from r3.understand.intent import Condition, Hop, Intent
from r3.understand.operators import NEGATION, conditions_for, flag_negations, head_tag, wh_tag
from r3.understand.reading import Reading
from r3.understand.shapes.score import score
from r3.understand.shapes.walks import links_between, walks


def answer_tags(r: Reading) -> list[str]:
    """The tag next to the question word first, then the named tags, the owners of named
    properties and the ends of named edge types."""
    tags = [t for t, _ in sorted(r.tags().items(), key=lambda kv: -kv[1].score)]
    for key in r.found:  # owners of named properties, ends of named edges ("演员" → acted_in's source)
        kind, _, name = key.partition(":")
        owner = name.partition(".")[0]
        if kind == "prop" and owner in r.profile.schema.tags and owner not in tags:
            tags.append(owner)
        if kind == "edge":
            tags += [t for pair in r.profile.pairs(name) for t in pair if t and t not in tags]
    for c in r.values:  # tags holding a stored value the question writes ("*professors* who …")
        if c.owner in r.profile.schema.tags and c.owner not in tags:
            tags.append(c.owner)
    for first in (head_tag(r), wh_tag(r)):  # the question word's tag, then the head noun's
        if first is not None:
            if first in tags:
                tags.remove(first)
            tags.insert(0, first)
    return tags[:4]


#: What an anchored walk with a relation it lacks adds to the walk's own fit: the negation and
#: the relation named after it are explained, which the walk alone leaves unread.
LACKING = 0.2
#: A negated doer: "nobody", "no one", "没人", "无人" — the answer is what the relation reaches.
NOBODY = re.compile(r"\bnobody\b|\bno one\b|\bno-one\b|没人|没有人|无人", re.IGNORECASE)
#: Question forms with a negation inside that negate nothing ("有没有…", "是不是…": "is there …").
ASKING = re.compile(r"有没有|是不是|是否|能不能|可不可以|会不会")


#: "X but never Y", "借了书却从没…": the walk named before it is one the answer still has.
CONTRAST = re.compile(r"\bbut\b|\byet\b|\bthough\b|\bwhile\b|却|但是|但|可是|然而|而", re.IGNORECASE)


def _contrast_between(question: str, start: int, end: int) -> bool:
    return start < end and CONTRAST.search(question, start, end) is not None


def negation_at(question: str) -> int:
    """Where the question's negation word is (the first that is not a question form), or 0."""
    forms = [(m.start(), m.end()) for m in ASKING.finditer(question)]
    for m in NEGATION.finditer(question):
        if not any(a <= m.start() < b for a, b in forms):
            return m.start()
    return 0


def _reverse(hop: Hop, target: str) -> Hop:
    """The builder's negated walk runs from the far end toward the answer."""
    return Hop(hop.edge, "in" if hop.direction == "out" else "out", target)


class NegationShape:
    name = "negation"
    templates: Mapping[str, tuple[str, ...]] = {
        "en": ("Which {Ts} have no {X}?", "Which {Ts} {E1} but never {E2}?"),
        "zh": ("哪些{T}没有{X}？", "哪些{T}{E1}过却从没{E2}过？"),
    }

    def detect(self, r: Reading) -> bool:
        flags = flag_negations(r)  # "不辣的菜": the negation is the yes/no property's filter
        return any(not any(a <= m.start() < b for a, b in flags) for m in NEGATION.finditer(r.question))

    def intents(self, r: Reading) -> list[Intent]:
        cut = negation_at(r.question)
        edges, tags = r.edges(), r.tags()
        fit = 0.5 - (0.3 if r.anchors else 0.0)  # a named vertex: the anchored readings come first
        out: list[Intent] = []
        asked = answer_tags(r)
        for target in asked:
            conds, unplaced, _ = conditions_for(r, target, None, set())
            fit_t = fit + (0.1 if target == asked[0] and target in (head_tag(r), wh_tag(r)) else 0.0)
            hops = links_between(r, target)
            if NOBODY.search(r.question):
                # "哪些司机没人带过", "drivers nobody mentored": the doer is what is missing, so the
                # answer is the relation's object — between two vertices of one tag, the walk in.
                hops = [Hop(h.edge, "in", h.tag) if h.tag == target else h for h in hops]
            # An edge type is named by its own word or by a word for one of its properties
            # ("打过分": rated.score; "主角": acted_in.lead).
            named_edges = set(edges) | {h.edge for h in hops if r.props(h.edge)}
            valued = {
                c.owner for c in r.values if c.owner != target
            }  # "never published at *ICRA*": a paper's venue
            named = [
                h for h in hops if h.edge in named_edges or (h.tag in (*tags, *valued) and h.tag != target)
            ]
            after = [h for h in named if max(_named_at(r, h, target), default=-1) >= cut]
            head = _head_edges(r, cut)
            before = [
                h
                for h in named
                if h.edge in named_edges
                and (
                    _contrast_between(r.question, min(_named_at(r, h, target), default=cut), cut)
                    or (h.edge in head and h.direction == "out")
                )
            ]
            if any(
                h.tag in tags for h in before if h.edge in head
            ):  # "committee members": member_of to a committee
                before = [h for h in before if h.edge not in head or h.tag in tags]
            walked = after or named
            if not walked and target == asked[0] and fit_t > fit:
                # The asked tag's walk is named by no word the schema knows ("没有拿到任何资助的论文"):
                # each relation of that tag, below any named one; the data tells them apart.
                walked, fit_t = hops, fit_t - 0.2
            for hop in dict.fromkeys(walked):
                inside = self._inside(r, hop, target, cut)
                why = (f"{target} without a {hop.edge} edge from a {hop.tag or 'vertex'}",)
                base = Intent(
                    target=target,
                    hops=(_reverse(hop, target),),
                    conditions=tuple(c for c in conds if c not in inside),
                    negated=True,
                    negated_from=hop.tag,
                    reasons=why,
                )
                out.append(score(r, base, fit_t, unplaced))
                if inside:
                    filtered = base.with_(negated_where=inside, reasons=(*why, "filtered inside"))
                    out.append(score(r, filtered, fit_t + 0.1, unplaced))
                if (
                    inside
                    and target not in tags
                    and hop.direction == "out"  # the doer of the relation is the answer
                    and hop.edge in edges
                    and edges[hop.edge].start < cut
                ):
                    # The answer is named by the relation itself ("哪些*演员*从没演过主角": an
                    # actor acted): it has the walk, only never with the filter inside.
                    named_by = base.with_(
                        requires=(hop,), negated_where=inside, reasons=(*why, f"named by {hop.edge}")
                    )
                    out.append(score(r, named_by, fit_t + 0.2, unplaced))
                for need in before:
                    if need == hop and not inside:
                        continue
                    required = base.with_(
                        requires=(need,), negated_where=inside, reasons=(*why, f"has {need.edge}")
                    )
                    out.append(score(r, required, fit_t + (0.2 if need != hop else 0.1), unplaced))
            if target == asked[0]:  # the asked tag only: a longer walk from any tag explains too much
                out += self._through(r, target, conds, unplaced, cut, fit_t)
        if r.anchors:
            out += self._lacking(r, cut)
        return out

    def _lacking(self, r: Reading, cut: int) -> list[Intent]:
        """The named vertex's own set, less those with a relation named after the negation
        ("people at Fix-It Corner who havent trained anyone", "顾长青's students who have never
        been on stage", "Redbridge Works Band的队员里谁一首独奏都没有"): the anchored walk
        reaches the answer, which must not have that other relation (:attr:`Intent.lacks`)."""
        anchor = r.anchors[0]
        out: list[Intent] = []
        if r.anchor_pos[0] >= cut:
            return out  # "never escaped anything at X": the named vertex is inside the negation
        asked = wh_tag(r) or head_tag(r)
        for hops, target, fit in walks(r, anchor, max_hops=2):
            if asked is not None and target != asked:
                continue  # "孙杰没参加过哪些活动": the trips are asked, not his trainees
            # no word after the negation names the walk: the negation is the lacked relation's
            if target is None or any(at >= cut for h in hops for at in _named_at(r, h, target)):
                continue
            walked = {h.edge for h in hops}
            for hop in links_between(r, target):
                if hop.edge in walked or hop.edge not in r.edges() and not r.props(hop.edge):
                    continue  # the lacked relation is named by its own word or its properties
                if max(_named_at(r, hop, target), default=-1) < cut:
                    continue  # … after the negation word
                inside = self._inside(r, hop, target, cut)
                why = (f"{target}s of {anchor.value or anchor.vid} without a {hop.edge} edge",)
                intent = Intent(
                    target=target,
                    anchors=(anchor,),
                    hops=hops,
                    lacks=(hop,),
                    negated_where=inside,
                    reasons=why,
                )
                out.append(score(r, intent, fit + LACKING))
        return out

    def _through(
        self, r: Reading, target: str, conds: list[Condition], unplaced: int, cut: int, fit: float
    ) -> list[Intent]:
        """Negated walks of two hops ("paddlers who never raced at national level with any of
        their *teams*": paddler → team → race; "clubs whose huts no easy trail reaches"): toward a
        tag the question names after the negation word, or one holding a written value, that no
        edge joins to the answer's tag — or through a tag the question names."""
        tags = r.tags()
        far_tags = {t for t, m in tags.items() if m.start >= cut} | {c.owner for c in r.values}
        far_tags &= set(r.profile.schema.tags)
        far_tags.discard(target)
        near = {h.tag for h in links_between(r, target)}
        out: list[Intent] = []
        for far in sorted(far_tags):
            for first in links_between(r, target):
                mid = first.tag
                if mid in (None, target, far) or (far in near and mid not in tags):
                    continue
                for second in links_between(r, mid, far):
                    inside = tuple(
                        Condition(c.owner, c.prop, c.op, c.value, on="target")
                        for c in r.values
                        if c.owner == far
                    )
                    why = (f"{target} without a {first.edge}–{second.edge} walk to a {far}",)
                    walk = (
                        Hop(second.edge, "in" if second.direction == "out" else "out", mid),
                        _reverse(first, target),
                    )
                    out.append(
                        score(
                            r,
                            Intent(
                                target=target,
                                hops=walk,
                                conditions=tuple(c for c in conds if c not in inside),
                                negated=True,
                                negated_from=far,
                                negated_where=inside,
                                reasons=why,
                            ),
                            fit,
                            unplaced,
                        )
                    )
        return out

    def _inside(self, r: Reading, hop: Hop, target: str, cut: int = 0) -> tuple[Condition, ...]:
        """The question's stored values that belong to the negated walk's far tag or edge, and
        a yes/no property of its edge named after the negation word ("never played a *lead*
        role" → ``lead == true``)."""
        found: list[Condition] = []
        for p, m in r.props(hop.edge).items():
            if m.start >= cut and r.profile.kind_of(hop.edge, p) == "bool":
                found.append(Condition(hop.edge, p, "==", True, on="edge"))
        for c in r.values:
            if c.owner == hop.edge:
                found.append(Condition(c.owner, c.prop, c.op, c.value, on="edge"))
            elif hop.tag is not None and c.owner == hop.tag and hop.tag != target:
                found.append(Condition(c.owner, c.prop, c.op, c.value, on="target"))
        return tuple(found)

    def build(self, intent: Intent, display: Mapping[str, str]) -> A.Script | None:
        return None  # a negated select: the common builder


def _head_edges(r: Reading, cut: int) -> set[str]:
    """Edge types whose word is the answer's noun, before the negation ("哪些*会员*从没推荐过书",
    "committee *members* who don't chair …": a member is the source of ``member_of``): no tag
    is named as strongly by the same word, and no other edge type's word stands between it and the
    negation. The answer still has that walk; only the negated one it lacks."""
    edges = r.edges()
    out: set[str] = set()
    for edge, m in edges.items():
        if m.start >= cut or any(t.start == m.start and t.score >= m.score for t in r.tags().values()):
            continue
        if any(m.start < other.start < cut for e, other in edges.items() if e != edge):
            continue
        if NOBODY.search(r.question) or not _noun_at(r.question, m.start):
            continue
        doers = {src for src, _ in r.profile.pairs(edge)}
        if any(t in doers and t_m.start < m.start for t, t_m in r.tags().items()):
            continue  # "which *people* directed no movie": the doer is named, the edge's word is its verb
        out.add(edge)
    return out


#: Words that put a noun after them: question words and determiners ("哪些会员", "which members").
_NOUN_BEFORE = re.compile(
    r"(?:哪些|哪个|哪位|哪几位|哪几个|哪|什么|所有|\bwhich|\bwhat|\ball|\bthe|^)\s*(?:\w+\s+)?$",
    re.IGNORECASE,
)


def _noun_at(question: str, start: int) -> bool:
    """Whether the word at ``start`` is read as a noun: at the start, or after a question word
    or a determiner (one modifier word between: "which committee members")."""
    return _NOUN_BEFORE.search(question[:start]) is not None


def _named_at(r: Reading, hop: Hop, target: str) -> list[int]:
    """Where the question names this walk: its edge type's word, words for the edge's
    properties, its far tag's word, a stored value of its far tag or its edge ("never took out
    a *sailboat*")."""
    found = [m.start for m in r.props(hop.edge).values()]
    found += [a for c, (a, _) in r.value_spans if c.owner == hop.edge or (c.owner == hop.tag != target)]
    em = r.edges().get(hop.edge)
    if em is not None:
        found.append(em.start)
    tm = r.tags().get(hop.tag or "") if hop.tag != target else None
    if tm is not None:
        found.append(tm.start)
    return found


SHAPE = NegationShape()

__all__ = ["ASKING", "CONTRAST", "SHAPE", "NegationShape", "answer_tags", "negation_at"]
