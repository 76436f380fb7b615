"""One close schema name for a name the schema lacks, or none.

Why a matcher of its own rather than the validator's "did you mean": the validator lists up
to three likely names for a person to choose from; a repair r3 makes without asking anyone
must be certain, so it takes a name only when exactly one schema name is close and nothing
else comes near. In order, each step only when the one before found nothing:

1. the same name in another letter case or spelling of word breaks (``PublishedBy``,
   ``publishedBy``, ``PUBLISHED_BY`` → ``published_by``);
2. the same name in the singular (``serves`` → ``serve``, ``categories`` → ``category``);
3. a typo: one name within :data:`CLOSE` (rapidfuzz ratio of the keys) and no other within
   :data:`RUNNER_UP`;
4. for properties, a name that shares its words with exactly one property (``full_name`` →
   ``name``, ``year`` → ``release_year``), when no other property shares any.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import fuzz

#: A typo's key must be this close (0–100) to exactly one name …
CLOSE = 80.0
#: … and every other name further than this.
RUNNER_UP = 70.0

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[^0-9a-z]+")


def words(name: str) -> list[str]:
    """The words of a schema name: camelCase, PascalCase and ``snake_case`` split, lower case."""
    return [w for w in _NON_WORD.split(_CAMEL.sub("_", name).lower()) if w]


def name_key(name: str) -> str:
    """``name`` without case and word breaks: ``PublishedBy`` and ``published_by`` share it."""
    return "".join(words(name)) or name.casefold()


def singular(word: str) -> str:
    """An English plural made singular (enough for schema names: regular plurals only)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("ses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _singular_key(name: str) -> str:
    return "".join(singular(w) for w in words(name)) or name.casefold()


def _only(found: Iterable[str]) -> str | None:
    unique = list(dict.fromkeys(found))
    return unique[0] if len(unique) == 1 else None


def unique_match(name: str, pool: Iterable[str], *, by_words: bool = False) -> str | None:
    """The one name of ``pool`` that ``name`` is a slip of (``name`` itself when in ``pool``),
    or None when none or several are close (see the module doc; ``by_words``: step 4 too)."""
    choices = list(dict.fromkeys(pool))
    if name in choices:
        return name
    if not choices:
        return None
    for key_of in (name_key, _singular_key):
        key = key_of(name)
        same = [c for c in choices if key_of(c) == key]
        if same:
            return _only(same)
    key = name_key(name)
    scores = sorted(((fuzz.ratio(key, name_key(c)), c) for c in choices), reverse=True)
    if scores[0][0] >= CLOSE:
        near = [c for score, c in scores if score >= RUNNER_UP]
        return near[0] if len(near) == 1 else None
    if by_words:
        mine = {singular(w) for w in words(name)}
        sharing = [c for c in choices if mine & {singular(w) for w in words(c)}]
        return _only(sharing)
    return None


__all__ = ["CLOSE", "RUNNER_UP", "name_key", "singular", "unique_match", "words"]
