"""Walks from a named vertex through the schema graph: the hops every walking shape starts from.

Why up to three hops, through tags the question does not name: people ask for the end of a
chain and name only some of it ("the airports X's airline flies to": person → airline →
airport; "X的导师毕业于哪些大学": student → advisor → university — the middle vertex is
named by a relation word or not at all). So the walks are enumerated from the anchor through
the endpoint tag pairs the data holds (:meth:`GraphProfile.pairs`); a longer walk is kept
only when its last step reaches something the question names clearly (a tag or an edge type,
mention strength ≥ :data:`LICENSE`) that no shorter walk ends at — or ends at a named tag
naming more on its way than any shorter walk there — and it starts with a lower fit. The words the
question does say then pick among them (:func:`.score.coverage`).
"""

from __future__ import annotations

import re

from r3.lexical import glosses
from r3.retrieval.english_words import stem
from r3.text import is_cjk
from r3.understand.intent import Anchor, Hop
from r3.understand.operators import CHAIN, GRAND, PEOPLE_ASKED, wh_named_tag, wh_tag
from r3.understand.reading import Reading, mentions

#: Longest walk enumerated, and the fit a walk of each length starts with.
MAX_HOPS = 3
FIT = {1: 0.5, 2: 0.3, 3: 0.15}
#: Mention strength from which a named tag or edge type licenses a longer walk (weaker
#: mentions — a related word of a related word — would stack up into long walks).
LICENSE = 0.7
#: Mention strength from which a named edge type counts on the way of a longer walk.
ON_WAY = 0.49
#: How much a walk that repeats its relation starts above the one-hop walk when the
#: question chains it (:func:`_again`).
CHAIN_BONUS = 0.1

Walk = tuple[tuple[Hop, ...], str | None, float]


def first_steps(r: Reading, anchor: Anchor) -> list[tuple[str, str]]:
    """(edge, direction) pairs leaving the anchor: read from the graph when it was asked,
    else every edge type whose endpoints include the anchor's tag."""
    adjacent = r.neighbourhood.get(anchor.vid)
    if adjacent:
        # A relation the question names, to the tag it asks for, stays a first step even when
        # this vertex has none ("which horses are stabled in X" for an empty barn): "none" may
        # be the answer. Only to the asked tag: a relation leading elsewhere is a wrong walk.
        named = {e for e, m in r.edges().items() if m.score >= NAMED_EDGE}
        asked = wh_tag(r)
        # So does a named relation between two vertices of the anchor's tag, both ways: the word
        # order says which way is asked ("who manages X" of a top manager: nobody).
        kept = {
            (edge, direction)
            for edge, direction in _schema_steps(r, anchor)
            if edge in named
            and (
                (asked is not None and asked in ends(r, anchor.tag, edge, direction))
                or anchor.tag in ends(r, anchor.tag, edge, direction)
            )
        }
        return sorted(set(adjacent) | kept)
    return sorted(_schema_steps(r, anchor))


#: How far below the walk to every tag an edge type reaches a walk to one of them starts, when
#: the question names none of them.
UNION_COST = 0.1
#: Mention strength from which a relation the question names is walked from a vertex that lacks it.
NAMED_EDGE = 0.8
#: Fit gained (lost) by a walk between two vertices of one tag in (against) the direction the
#: word order asks: the loss is enough that an empty walk the question asks for beats a full
#: one it does not ("who manages X" of a top manager: nobody, not X's reports).
ORDER_FIT = (0.2, 0.4)


#: A relation word used as a noun: after a possessive ("X's", "X的") or before "of" ("the parent of X").
_POSSESSED = re.compile(r"(?:['’]s|s['’]|的)\s*$")
_OF_AFTER = re.compile(r"^\w*\s+of\b", re.IGNORECASE)


_ARROW = re.compile(r"^\s*(.+?)\s*(?:->|→|=>)\s*(.+?)\s*$")


def _comment_role(r: Reading, edge: str, start: int) -> str | None:
    """Which end of ``edge`` the question's word at ``start`` names, read from an edge comment
    of the form ``"source role -> target role"`` (``master -> apprentice``, ``advisor -> student``):
    ``"source"``, ``"target"`` or None. A Chinese word is read through its CC-CEDICT glosses."""
    item = r.profile.schema.edges.get(edge)
    m = _ARROW.match(item.comment or "") if item is not None else None
    if m is None:
        return None
    word = re.match(r"[A-Za-z]+|[\u4e00-\u9fff]{1,4}", r.question[start:])
    if word is None:
        return None
    text = word.group(0)
    forms = {stem(text.lower())} if not is_cjk(text[0]) else {stem(g) for g in _glosses_of(text)}
    if forms & {stem(w) for w in re.findall(r"[a-z]+", edge.lower())}:
        return None  # the relation's own verb ("influenced"): the word order tells, not a role
    sides = [{stem(w) for w in re.findall(r"[A-Za-z]+", part.lower())} for part in m.groups()]
    found = [forms & side for side in sides]
    if is_cjk(text[0]):  # a Chinese comment ("师父 -> 徒弟") names its roles in the question's own words
        said = [any(r.question.startswith(w, start) for w in side) for side in _cjk_roles(m)]
        if said[0] != said[1]:
            return "source" if said[0] else "target"
    if found[0] and not found[1]:
        return "source"
    if found[1] and not found[0]:
        return "target"
    return None


def _cjk_roles(arrow: re.Match[str]) -> list[list[str]]:
    """The Chinese role words of each side of a comment ``"source -> target"`` (师父, 徒弟)."""
    return [re.findall(r"[\u4e00-\u9fff]{2,}", part) for part in arrow.groups()]


def _glosses_of(text: str) -> list[str]:
    """English words of the CC-CEDICT glosses of the longest dictionary word ``text`` starts with."""
    for n in range(len(text), 0, -1):
        found = glosses(text[:n])
        if found:
            return [w for g in found for w in re.findall(r"[A-Za-z]+", g.lower())]
    return []


def _noun_use(question: str, start: int) -> bool:
    """Whether the relation word at ``start`` is a noun for one end of the relation (module doc)."""
    return bool(_POSSESSED.search(question[:start]) or _OF_AFTER.match(question[start:]))


def _schema_steps(r: Reading, anchor: Anchor) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for edge in r.profile.schema.edges:
        for s, d in r.profile.pairs(edge):
            if s == anchor.tag:
                found.add((edge, "out"))
            if d == anchor.tag:
                found.add((edge, "in"))
    return found


def walks(r: Reading, anchor: Anchor, max_hops: int = MAX_HOPS) -> list[Walk]:
    """Hop sequences from ``anchor`` with their target tag and fit (module doc)."""
    edges_m, tags_m = r.edges(), r.tags()
    steps = first_steps(r, anchor)
    apos = r.anchor_pos[r.anchors.index(anchor)] if anchor in r.anchors else 0
    out: list[Walk] = []
    for edge, direction in steps:
        # One relation to several tags, none named ("who recommended X": readers and clubs):
        # one of them is a guess, all of them the reading.
        many = [t for t in ends(r, anchor.tag, edge, direction) if t]
        unnamed = len(many) >= 2 and not any(t in tags_m for t in many)
        for target in ends(r, anchor.tag, edge, direction):
            fit = FIT[1]
            em = edges_m.get(edge)
            if target == anchor.tag and em is not None:
                # Between two vertices of one tag the word order tells the direction:
                # "who manages X" (edge word first: X is the object) vs "whom does X manage".
                before = em.start < apos
                passive = bool(
                    re.search(r"\bby\s*$|被\s*$", r.question[:apos])  # "influenced by X", "被X管理"
                    or (not before and "被" in r.question[apos : em.start])  # "X被谁管理"
                )
                wanted = "in" if before != passive else "out"
                role = _comment_role(r, edge, em.start)
                if em.agent or role == "source":  # "X's supervisor", "X's master" (master -> apprentice)
                    wanted = "in"
                elif role == "target":  # "X's apprentices", "X的徒弟"
                    wanted = "out"
                if em.agent or role is not None or not _noun_use(r.question, em.start):
                    fit += ORDER_FIT[0] if direction == wanted else -ORDER_FIT[1]
                else:  # "X's parents", "X的上级": a noun for one end, which end the order cannot say
                    fit += 0.2 if direction == wanted else -0.1
            out.append(((Hop(edge, direction, target),), target, fit - (UNION_COST if unnamed else 0.0)))  # type: ignore[arg-type]
        if unnamed:
            union = Hop(edge, direction, None, tuple(many))  # type: ignore[arg-type]
            out.append(((union,), None, FIT[1]))
    cue = CHAIN.search(r.question)
    if cue:
        out.extend(_again(r, anchor, out, cue))
    named = {f"tag:{t}" for t, m in tags_m.items() if t != anchor.tag and m.score >= LICENSE}
    asked = wh_tag(r)
    # "在哪家*店*": the tag a question word asks for, however weakly named, licenses one hop more
    # (a two-hop walk), never a three-hop one
    asked_key = f"tag:{asked}" if asked is not None and asked != anchor.tag else None
    named |= {f"edge:{e}" for e, m in edges_m.items() if m.score >= LICENSE}
    if not named and asked_key is None:
        return out
    # On the way, a relation named less clearly still counts ("X*关注*的人玩哪些游戏": follows
    # then plays, the first only related to its word) when every relation of the walk is
    # named: it makes such a walk richer, never licenses one.
    on_way = named | {f"edge:{e}" for e, m in edges_m.items() if m.score >= ON_WAY}
    frontier = list(out)
    base_named = named
    for length in range(2, max_hops + 1):
        named = base_named | ({asked_key} if asked_key and length == 2 else set())
        # What shorter walks already end at: a longer walk must end at something they do not.
        reached = {f"tag:{t}" for _, t, _ in out if t} | {f"edge:{h[-1].edge}" for h, _, _ in out}
        # … or, at a named tag, it names more on the way than any shorter walk there
        # ("X的厂家在哪个城市": product → maker → city, though a product touches a city).
        most: dict[str | None, int] = {}
        most_on_way: dict[str | None, int] = {}
        for h, t, _ in out:
            most[t] = max(most.get(t, 0), len(_keys(h, t) & named))
            most_on_way[t] = max(most_on_way.get(t, 0), len(_keys(h, t) & on_way))
        grown: list[Walk] = []
        for hops, mid, parent_fit in frontier:
            if mid is None:
                continue
            for edge in r.profile.schema.edges:
                for direction in ("out", "in"):
                    for target in ends(r, mid, edge, direction):
                        last = hops[-1]
                        back = hops[-2].tag if len(hops) > 1 else anchor.tag
                        if edge == last.edge and direction != last.direction and target == back:
                            continue  # straight back where the walk came from
                        walk = (*hops, Hop(edge, direction, target))  # type: ignore[arg-type]
                        fresh = ({f"tag:{target}", f"edge:{edge}"} & named) - reached
                        keys = _keys(walk, target)
                        # … with every relation of it named, the less clear ones too
                        spoken = all(f"edge:{h.edge}" in on_way for h in walk)
                        richer = (
                            f"tag:{target}" in named
                            and (
                                len(keys & named) > most.get(target, 0)
                                or (spoken and len(keys & on_way) > most_on_way.get(target, 0))
                            )
                        ) or (spoken and _in_word_order(r, walk) and len(keys & named) > most.get(target, 0))
                        if not (fresh or richer):
                            continue
                        # The direction the word order chose for an earlier hop still holds.
                        fit = FIT[length] + parent_fit - FIT[length - 1]
                        if length == 2:  # once per walk: a longer one inherits it from its parent
                            fit += _possessed_first(r, anchor, walk)
                        grown.append((walk, target, fit))
        out.extend(grown)
        frontier = grown
    out.extend(_people_behind(r, anchor, out, max_hops))
    return out


#: What the step to the people costs against the walk it extends.
PEOPLE_STEP = 0.05


def _people_behind(r: Reading, anchor: Anchor, walks_: list[Walk], max_hops: int) -> list[Walk]:
    """One step more, to a tag of people (:attr:`~r3.understand.profile.GraphProfile.people`),
    from a walk the question names that ends at no people, when the question asks "who" and
    names no tag of people: the people in (or behind) what the named walk reaches."""
    people = r.profile.people
    if not people or wh_named_tag(r) in people or not PEOPLE_ASKED.search(r.question):
        return []
    edges_m = r.edges()
    out: list[Walk] = []
    for hops, target, fit in walks_:
        if target is None or target in people or len(hops) >= max_hops:
            continue
        if not all(h.edge in edges_m and edges_m[h.edge].score >= ON_WAY for h in hops):
            continue  # only a walk the question names hop by hop
        for edge in r.profile.schema.edges:
            for direction in ("out", "in"):
                for end in ends(r, target, edge, direction):
                    if end in people and end != anchor.tag and edge != hops[-1].edge:
                        walk = (*hops, Hop(edge, direction, end))
                        out.append((walk, end, fit - PEOPLE_STEP))
    return out


def _again(r: Reading, anchor: Anchor, one_hop: list[Walk], cue: re.Match[str]) -> list[Walk]:
    """The named relation followed twice when the question says so ("what X likes, then what
    those like": :data:`~r3.understand.operators.CHAIN`). Why a rule of its own: the
    longer walks below must reach something no shorter walk reaches, and a repeated relation
    reaches nothing new by name — only the words "then … those" ask for it. It starts above
    a one-hop walk, which reads only half of such a question. The relation must be named
    again after the cue ("then return *them*" / "然后把它们返回" asks for nothing more).

    A role word said twice that names no relation ("X的学生的学生", "X的徒孙": a disciple's
    disciple) walks the one relation the anchor's tag has to itself twice, in the direction
    the relation's comment gives the role when it does (:func:`_grand_role`), else both ways."""
    edges_m = r.edges()
    again = mentions(r.question[cue.start() :], r.profile)
    own = _self_edges(r, anchor.tag)
    best = max((f for _, _, f in one_hop), default=0.0)
    out: list[Walk] = []
    for hops, target, fit in one_hop:
        hop = hops[0]
        if len(hops) != 1 or target != anchor.tag:
            continue
        named = hop.edge in edges_m and edges_m[hop.edge].score >= LICENSE
        if named and (f"edge:{hop.edge}" in again or cue.lastindex is not None):
            # named after the cue, or the cue is the relation's word said twice (学生的学生)
            out.append(((hop, hop), target, fit + CHAIN_BONUS))
        elif not named and own == [hop.edge] and cue.lastindex is not None:
            # the words ask for this relation only, whatever else they seem to name
            role = _grand_role(r, hop.edge, cue)
            if role is None or (role == "target") == (hop.direction == "out"):
                out.append(((hop, hop), target, best + CHAIN_BONUS))
    return out


def _self_edges(r: Reading, tag: str) -> list[str]:
    """The edge types from a vertex of ``tag`` to another of ``tag``."""
    return [e for e in r.profile.schema.edges if (tag, tag) in r.profile.pairs(e)]


def _grand_role(r: Reading, edge: str, cue: re.Match[str]) -> str | None:
    """Which end of ``edge`` a grand- word names ("徒孙": its first character begins the
    comment's target role 徒弟, two steps out), read from a comment ``"source -> target"``."""
    word = cue.group(0).lstrip("的 ")
    item = r.profile.schema.edges.get(edge)
    m = _ARROW.match(item.comment or "") if item is not None else None
    if m is None or not word.endswith(GRAND) or len(word) != 2:
        return None
    said = [any(w.startswith(word[0]) for w in side) for side in _cjk_roles(m)]
    if said[0] == said[1]:
        return None
    return "source" if said[0] else "target"


#: Two relation words side by side in a list: the first word, then only separators and quotes.
_LISTED = re.compile(
    r"^\S{1,12}?['\"‘’“”]?\s*(?:、|,|，|/|\band\b|\bor\b|和|或|及|与)\s*['\"‘’“”]?\s*$", re.IGNORECASE
)


def _in_word_order(r: Reading, walk: tuple[Hop, ...]) -> bool:
    """Whether the question names the walk's relations in the walk's order ("X's *advisor*
    *studied at*", "王大厨的*徒弟*都在哪些店*干活*"): a chain the words lay out hop by hop,
    whether or not they name the tag it ends at."""
    edges_m = r.edges()
    at = [edges_m[h.edge].start for h in walk if h.edge in edges_m]
    apart = all(b - a >= 2 for a, b in zip(at, at[1:], strict=False))  # not two readings of one word (导演)
    listed = any(_LISTED.match(r.question[a:b]) for a, b in zip(at, at[1:], strict=False))
    if listed:  # "通过'喜欢'、'服务'、'队友'关系", "likes and serves": several relations, no chain
        return False
    asked = wh_tag(r)
    return len(at) == len(walk) and apart and (asked is None or asked == walk[-1].tag)


#: Fit gained by a longer walk whose first step reaches the tag named right after the anchor's
#: possessive ("North Yard's *drivers* …", "X的*司机*…").
POSSESSED_FIT = 0.05
_POSSESSIVE_GAP = re.compile(r"^\s*(?:['’]s|s['’]|的)\s*$")


def _possessed_first(r: Reading, anchor: Anchor, walk: tuple[Hop, ...]) -> float:
    """ "North Yard's drivers drove how many times": through the drivers first, not through
    the cars to their drivers (the word order of a relative clause says nothing: only the
    possessive right after the anchor does)."""
    first = walk[0].tag
    m = r.tags().get(first) if first else None
    if m is None or anchor not in r.anchors:
        return 0.0
    i = r.anchors.index(anchor)
    end = r.anchor_pos[i] + len(str(anchor.value or anchor.vid))
    return POSSESSED_FIT if m.start > end and _POSSESSIVE_GAP.match(r.question[end : m.start]) else 0.0


def _keys(hops: tuple[Hop, ...], target: str | None) -> set[str]:
    keys = {f"edge:{h.edge}" for h in hops} | {f"tag:{h.tag}" for h in hops if h.tag}
    return keys | ({f"tag:{target}"} if target else set())


def ends(r: Reading, tag: str, edge: str, direction: str) -> list[str | None]:
    """Tags at the other end of ``edge`` walked in ``direction`` from a vertex of ``tag``."""
    found: list[str | None] = []
    for s, d in r.profile.pairs(edge):
        if direction == "out" and s == tag and d:
            found.append(d)
        elif direction == "in" and d == tag and s:
            found.append(s)
    return list(dict.fromkeys(found)) or ([None] if not r.profile.pairs(edge) else [])


def links_between(r: Reading, tag: str, other: str | None = None) -> list[Hop]:
    """One-hop walks from a vertex of ``tag`` (to ``other`` when given), from the endpoints."""
    hops: list[Hop] = []
    for edge in r.profile.schema.edges:
        for s, d in r.profile.pairs(edge):
            if s == tag and (other is None or d == other):
                hops.append(Hop(edge, "out", d))
            if d == tag and (other is None or s == other) and s != d:
                hops.append(Hop(edge, "in", s))
    return list(dict.fromkeys(hops))


__all__ = ["FIT", "LICENSE", "MAX_HOPS", "Walk", "ends", "first_steps", "links_between", "walks"]
