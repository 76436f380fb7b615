"""One close schema name for a name the schema lacks, or none.

Why a matcher of its own rather than the validator's "did you mean": the validator lists up
to three likely names for a person to choose from; a repair r3 makes without asking anyone
must be certain, so it takes a name only when exactly one schema name is close and nothing
else comes near. In order, each step only when the one before found nothing:

1. the same name in another letter case or spelling of word breaks (``PublishedBy``,
   ``publishedBy``, ``PUBLISHED_BY`` → ``published_by``);
2. the same name in the singular (``serves`` → ``serve``, ``categories`` → ``category``);
3. a typo: one name within :data:`CLOSE` (rapidfuzz ratio of the keys) or one slip of a
   letter away (:func:`_slip_edit`), and no other within :data:`RUNNER_UP` or one edit — or,
   when several are that near, the one strictly fewest edits away
   (optimal string alignment: a swap of two letters is one edit, ``works_no`` → ``works_on``
   rather than ``works_in``);
4. for properties, a name whose words hold (or are held by) exactly one property's words
   (``full_name`` → ``name``, ``year`` → ``release_year``; ``start_year`` is not ``end_year``);
5. for properties, :func:`synonym_match`: the one property WordNet relates to the name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA, Indel, Levenshtein

from r3.lexical import default_index, lemmas, word_relatedness

#: A typo's key must be this close (0–100) to exactly one name …
CLOSE = 80.0
#: … and every other name further than this.
RUNNER_UP = 70.0
#: A synonym must be this related (:func:`r3.lexical.relatedness`, 0–1) to one name, and
#: every other name at least SYNONYM_MARGIN less related than that one.
SYNONYM = 0.7
SYNONYM_MARGIN = 0.2

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


def _slip_edit(written: str, meant: str) -> bool:
    """Whether one edit from ``meant`` to ``written`` reads as a slip rather than another word:
    any one edit in five letters or more; in four, a letter left out, doubled or swapped
    (``yer``, ``yaer`` for ``year``) but not changed (``game`` is not ``name``)."""
    if min(len(written), len(meant)) >= 5:
        return True
    if min(len(written), len(meant)) < 3:
        return False
    return Indel.distance(written, meant) == 1 or Levenshtein.distance(written, meant) == 2


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
    scored = [(fuzz.ratio(key, name_key(c)), OSA.distance(key, name_key(c)), c) for c in choices]
    close = [
        c for ratio, edits, c in scored if ratio >= CLOSE or (edits == 1 and _slip_edit(key, name_key(c)))
    ]
    if close:
        near = [(edits, c) for ratio, edits, c in scored if ratio >= RUNNER_UP or edits <= 1]
        if len(near) == 1:
            return near[0][1]
        # several near: the one fewest edits away (a swap of two letters is one), if alone
        near.sort()
        best = near[0][1]
        return best if near[0][0] < near[1][0] and best in close else None
    if by_words:  # one holds all the other's words: full_name / name, year / release_year
        mine = {singular(w) for w in words(name)}
        sharing = [c for c in choices if _nested(mine, {singular(w) for w in words(c)})]
        return _only(sharing)
    return None


def _nested(a: set[str], b: set[str]) -> bool:
    """Whether the words of one name are all words of the other (``start_year`` and
    ``end_year`` share ``year`` but are not nested)."""
    return bool(a & b) and (a <= b or b <= a)


def other_word(written: str, meant: str) -> bool:
    """Whether ``written`` differs from ``meant`` by a real word: a word of three letters or
    more that WordNet knows, where ``meant`` has another known word (``wage`` and ``age``;
    ``wrote`` is ``write``). Without the WordNet index: never. Typos often make real words
    (``payer``, ``move``), so this only decides between a typo and a synonym reading."""
    mine, theirs = words(written), words(meant)
    left = [w for w in mine if w not in theirs and len(w) >= 3]
    right = [w for w in theirs if w not in mine and len(w) >= 3]
    if len(left) != 1 or len(right) != 1:
        return False
    a, b = set(lemmas(left[0])), set(lemmas(right[0]))
    return bool(a) and bool(b) and not a & b


def _compounds(parts: list[str]) -> list[str]:
    """``birthyear`` → ``birth``, ``year`` where WordNet knows both halves (else as is)."""
    index = default_index()
    if index is None:
        return parts
    out: list[str] = []
    for w in parts:
        split = next(
            (
                [w[:i], w[i:]]
                for i in range(3, len(w) - 2)
                if not index.known(w) and index.known(w[:i]) and index.known(w[i:])
            ),
            [w],
        )
        out.extend(split)
    return out


def _meaning(written: str, meant: str) -> float:
    """How related the words that differ are (``start_year``/``end_year``: start vs end only)."""
    mine, theirs = _compounds(words(written)), _compounds(words(meant))
    left, right = [w for w in mine if w not in theirs], [w for w in theirs if w not in mine]
    if not left or not right:
        return 0.0
    return max(word_relatedness(w, c) for w in left for c in right)


def property_match(name: str, pool: Iterable[str]) -> str | None:
    """The one property of ``pool`` that ``name`` stands for: a slip (:func:`unique_match`,
    words too) or a synonym (:func:`synonym_match`). When they disagree and ``name`` is a
    real word that is another word than the slip's (``wage``: ``age`` by a letter, ``salary``
    by meaning), the meaning wins."""
    slip = unique_match(name, pool, by_words=True)
    meaning = synonym_match(name, pool)
    if slip is not None and meaning is not None and slip != meaning and other_word(name, slip):
        return meaning
    return slip or meaning


def synonym_match(name: str, pool: Iterable[str]) -> str | None:
    """The one name of ``pool`` that means what ``name`` means (``title`` for ``name``,
    ``born`` for ``birth_year``), through WordNet (:mod:`r3.lexical`; nothing without its
    index): exactly one name at :data:`SYNONYM` or more, and none else near it. Only the
    words that differ are compared, so ``start_year`` never becomes ``end_year``. WordNet
    also relates sister words (``father``/``mother``): a tag that holds only one of them gets
    it for the other — the one risk of this step (the name is one its own tag lacks, so the
    query as written could only read NULL)."""
    choices = [c for c in dict.fromkeys(pool) if c != name]
    if not choices or not words(name):
        return None
    scores = sorted(((_meaning(name, c), c) for c in choices), reverse=True)
    if scores[0][0] < SYNONYM:
        return None
    if len(scores) > 1 and scores[1][0] > scores[0][0] - SYNONYM_MARGIN:
        return None
    return scores[0][1]


__all__ = [
    "CLOSE",
    "RUNNER_UP",
    "SYNONYM",
    "name_key",
    "other_word",
    "property_match",
    "singular",
    "synonym_match",
    "unique_match",
    "words",
]
