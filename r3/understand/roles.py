"""A noun for people that names no tag names the one relation between two people.

Why: people ask about a relation between two people by the role of one end — "谁带的*徒弟*最多",
"X的*学生*的学生", "who recruited the most *newcomers*", "X带过的*徒弟*…" — and the role word is
rarely the edge's name or in its comment (``mentors`` commented "mentor -> trainee"; 徒弟 glosses
"apprentice"). When the graph has exactly one edge type between two vertices of a tag of people
(:attr:`~r3.understand.profile.GraphProfile.people`), such a noun can only name that relation:
a noun for people (WordNet's ``noun.person``; a Chinese word through its CC-CEDICT glosses)
that is no tag's word, no stored value and no word the query language owns, standing where a
role does: after a possessive, before "of", or counted by a superlative. With two or more
such edge types the role word says nothing about which, and nothing is read.
"""

from __future__ import annotations

import re

from r3.lexical import glosses, noun_kind
from r3.retrieval.english_words import stem
from r3.text import is_cjk
from r3.understand.glossary import content_chinese_words
from r3.understand.profile import GraphProfile

#: How strongly such a noun names the relation: enough to license a walk over it (a named
#: relation's :data:`~r3.understand.shapes.walks.LICENSE`), below the relation's own words.
ROLE = 0.75
#: Nouns for anyone at all: they name no role.
ANYONE = frozenset(
    [
        "someone",
        "somebody",
        "anyone",
        "anybody",
        "everyone",
        "everybody",
        "person",
        "persons",
        "people",
        "folks",
        "guy",
        "guys",
    ]
)
_LATIN = re.compile(r"[A-Za-z]{4,}")


def people_edge(profile: GraphProfile) -> str | None:
    """The one edge type between two vertices of one tag of people, or None."""
    found = [
        e for e in profile.schema.edges if any(s == d and s in profile.people for s, d in profile.pairs(e))
    ]
    return found[0] if len(found) == 1 else None


#: Where a role word stands as one: after a possessive ("X的*徒弟*", "X's *master*"), before
#: "of" ("the *mentor* of X") or counted by a superlative ("*徒弟*最多", "the most *recruits*").
_POSSESSED = re.compile(r"(?:['’]s|s['’]|的)\s*$")
_OF_AFTER = re.compile(r"^\s+of\b", re.IGNORECASE)
_MOST_AFTER = re.compile(r"^\s*的?\s*(?:最多|最少)")
_MOST_BEFORE = re.compile(r"\b(?:most|fewest)\s+$", re.IGNORECASE)


def role_words(question: str, profile: GraphProfile, name_ends: set[int]) -> list[tuple[str, int]]:
    """(word, position) of the nouns for people in ``question`` that name no tag and stand
    where a role does (module doc; the caller leaves out those inside names and values). A
    Chinese 的 is a possessive only right after a name (``name_ends``) or another role word
    ("X的徒弟", "徒弟的徒弟"); elsewhere it ends a relative clause ("没拿过证的机器")."""
    found: list[tuple[str, int]] = []
    for word, pos in content_chinese_words(question):
        if (
            len(word) >= 2
            and not _tag_word(profile, word)
            and any(noun_kind(g) == "person" for g in glosses(word))
        ):
            found.append((word, pos))
    for m in _LATIN.finditer(question):
        word = m.group(0).lower()
        if word not in ANYONE and not _tag_word(profile, word) and noun_kind(word) == "person":
            found.append((m.group(0), m.start()))
    owners = name_ends | {pos + len(w) for w, pos in found}
    return [(w, pos) for w, pos in found if _as_role(question, pos, pos + len(w), owners)]


def _as_role(question: str, start: int, end: int, owners: set[int]) -> bool:
    before, after = question[:start], question[end:]
    possessed = _POSSESSED.search(before)
    if possessed is not None and possessed.group(0).strip() == "的":
        possessed = possessed if _owned(before[: possessed.start()].rstrip(), owners) else None
    return bool(
        possessed or _OF_AFTER.match(after) or _MOST_AFTER.match(after) or _MOST_BEFORE.search(before)
    )


#: A short verb between a name and 的 ("X*带过*的徒弟", "X和Y*共同带*的学生"): the role is the
#: verb's object; a negated one ("X*没拿过证*的机器") reads no role.
_CLAUSE = re.compile(r"[\u4e00-\u9fff]{1,4}")
_NEGATED = re.compile(r"[没不未无非]")


def _owned(head: str, owners: set[int]) -> bool:
    """Whether the text before a 的 ends with a name or role word, or a short verb after one."""
    if len(head) in owners:
        return True
    return any(
        _CLAUSE.fullmatch(head[e:].strip()) is not None and not _NEGATED.search(head[e:])
        for e in owners
        if e < len(head)
    )


def _tag_word(profile: GraphProfile, word: str) -> bool:
    """Whether ``word`` is one of a tag's own words (its name's, its comment's: the profile's
    stems and Chinese phrases)."""
    key = word if is_cjk(word[0]) else stem(word.lower())
    return any(
        k.startswith("tag:") and max(w.cjk.get(key, 0.0), w.latin.get(key, 0.0)) >= 0.5
        for k, w in profile.words.items()
    )


__all__ = ["ROLE", "people_edge", "role_words"]
