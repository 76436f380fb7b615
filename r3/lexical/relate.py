"""How a question's word relates to a schema name, through WordNet and CC-CEDICT.

Why a function family and not a word list: "employer" and ``works_at``, "based in" and
``located_in``, 航班 and ``flight`` share no letters; a list written by hand covers the
domains its author thought of. The index (:mod:`.store`, built by :mod:`.fetch` from the
resources of :mod:`.sources`) covers the language. Three questions are asked of it:

- :func:`related` — a word's related words with weights: an English word's synonyms,
  derivations, attributes and hypernyms (its first senses); a Chinese word's English glosses;
- :func:`relatedness` — question word × schema name → [0, 1]: the name is split into words
  (``enrolled_in`` → enrolled, in; ``startYear`` → start, year; Chinese names whole); 1 for
  the same lemma, the relation's weight for a direct relation (either way), a lower score
  for two words that share a related word (employer ← employ → employment ≈ work), and a
  Chinese word counts through its glosses;
- :func:`chinese_words` — the dictionary words inside a run of Chinese text.

The index is optional: without it (not fetched, or ``R3_LEXICAL=off``) every function
answers "nothing related" and :func:`note` says so in one line for traces and ``--explain``.
``R3_LEXICAL=/path/index.sqlite`` reads another index file (tests build tiny ones).
"""

from __future__ import annotations

import functools
import os
import re
import sqlite3
from pathlib import Path

from r3.cache import cache_root
from r3.lexical.store import LexicalIndex
from r3.text import is_cjk

#: The file name of the index in the cache (``cache_root()/lexical/``).
INDEX_NAME = "lexicon-v4.sqlite"
#: Factor on a relation through a shared neighbour (two steps: employer → employ ← employment).
TWO_STEP = 0.8
#: Factor on a Chinese word related through its English glosses.
THROUGH_GLOSS = 0.95
#: Words of a schema name that carry no meaning of their own (``enrolled_in`` → enrolled).
NAME_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "by",
        "with",
        "as",
        "is",
        "has",
        "have",
        "had",
        "and",
        "or",
        "id",
    ]
)

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*|[0-9]+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
#: Rules of WordNet's morphy: (suffix, replacement), tried in order when the form is unknown.
_DETACH = (
    ("ies", "y"), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
    ("men", "man"), ("es", "e"), ("es", ""), ("s", ""), ("ied", "y"), ("ed", "e"), ("ed", ""),
    ("ing", "e"), ("ing", ""), ("er", ""), ("est", ""), ("er", "e"), ("est", "e"),
)  # fmt: skip


def name_words(name: str) -> list[str]:
    """``recommend_drug`` → [recommend, drug]; ``startYear`` → [start, year]; CJK names whole."""
    out: list[str] = []
    for part in re.split(r"[_\-\s.]+", _CAMEL.sub(" ", name)):
        if not part:
            continue
        out.extend(m.group(0).lower() for m in _WORD.finditer(part))
        out.extend(_CJK_RUN.findall(part))
    return out


# --------------------------------------------------------------------------- the index


def index_path() -> Path | None:
    """Where the index is read from: ``$R3_LEXICAL`` (a file; ``off`` for none), else the cache."""
    given = os.environ.get("R3_LEXICAL", "").strip()
    if given.lower() in ("off", "0", "none", "false"):
        return None
    return Path(given).expanduser() if given else cache_root() / "lexical" / INDEX_NAME


def default_index() -> LexicalIndex | None:
    """The index r3 uses now (module doc), or None when there is none."""
    path = index_path()
    if path is None:
        return None
    try:
        st = path.stat()
    except OSError:
        return None
    return _open(str(path), st.st_mtime_ns, st.st_size)


@functools.lru_cache(maxsize=4)
def _open(path: str, _mtime: int, _size: int) -> LexicalIndex | None:
    try:
        return LexicalIndex(Path(path))
    except (OSError, ValueError, sqlite3.Error) as e:
        _BROKEN[path] = str(e)
        return None


_BROKEN: dict[str, str] = {}


def note() -> str:
    """One line for traces and ``--explain`` when words are related without the index ("" with it)."""
    path = index_path()
    if path is None:
        return "lexical index off (R3_LEXICAL=off): words meet schema names through their own letters, aliases and the built-in glossary only"
    if default_index() is not None:
        return ""
    why = _BROKEN.get(str(path))
    if why:
        return f"lexical index {path} unreadable ({why}); rebuild it with `r3 models fetch lexicon --force`"
    return "lexical index not fetched: synonyms and Chinese–English words are not related (run `r3 models fetch lexicon`)"


# --------------------------------------------------------------------------- relations


def lemmas(word: str, index: LexicalIndex | None = None) -> list[str]:
    """The index's lemmas for an English word form (``employers`` → employer; ``went`` → go)."""
    ix = index or default_index()
    w = word.lower().strip("'")
    if ix is None or not w:
        return []
    # A known form may still be an inflection of another lemma ("located" is an adjective
    # and the past of "locate"): both are kept.
    out: list[str] = [w] if ix.known(w) else []
    irregular = ix.exception(w)
    if irregular and ix.known(irregular):
        out.append(irregular)
    for suffix, repl in _DETACH:
        if out and suffix in ("er", "est"):
            break  # "paper" is not a form of "pap": comparatives only for unknown forms
        if w.endswith(suffix) and len(w) - len(suffix) >= 2:
            base = w[: len(w) - len(suffix)] + repl
            if base not in out and ix.known(base):
                out.append(base)
        if len(out) >= 2 or (out and out[0] != w):
            break
    return out


def noun_kind(word: str, index: LexicalIndex | None = None) -> str | None:
    """What an English noun (any inflection) names by one of its most frequent senses:
    ``person`` (driver, gardener, researcher, climber), else None."""
    ix = index or default_index()
    if ix is None:
        return None
    for lemma in lemmas(word, ix):
        kind = ix.kind(lemma)
        if kind is not None:
            return kind
    return None


def related(word: str, index: LexicalIndex | None = None) -> dict[str, float]:
    """A word's related words with weights (module doc); the word's own lemmas weigh 1.

    English words give English lemmas; a Chinese word gives its English glosses and their
    lemmas' direct relations (weighted by both)."""
    ix = index or default_index()
    if ix is None or not word:
        return {}
    if is_cjk(word[0]):
        out: dict[str, float] = {}
        for gloss, g in ix.glosses(word).items():
            _keep(out, gloss, g)
            for lemma in lemmas(gloss, ix):
                _keep(out, lemma, g)
                for other, w in ix.neighbours(lemma).items():
                    _keep(out, other, round(g * w, 3))
        return out
    out = {}
    for lemma in lemmas(word, ix):
        _keep(out, lemma, 1.0)
        for other, w in ix.neighbours(lemma).items():
            _keep(out, other, w)
    return out


def glosses(word: str, index: LexicalIndex | None = None) -> dict[str, float]:
    """A Chinese word's English glosses with weights (CC-CEDICT only: no WordNet step)."""
    ix = index or default_index()
    return ix.glosses(word) if ix is not None and word else {}


def chinese_of(word: str, index: LexicalIndex | None = None) -> tuple[str, ...]:
    """The Chinese words an English word translates (``flight`` → 航班 …), best first."""
    ix = index or default_index()
    if ix is None:
        return ()
    out: list[str] = []
    for lemma in lemmas(word, ix) or [word.lower()]:
        out.extend(z for z in ix.chinese(lemma) if z not in out)
    return tuple(out)


def word_relatedness(a: str, b: str, index: LexicalIndex | None = None) -> float:
    """Two single words (either may be Chinese) → [0, 1] (module doc)."""
    ix = index or default_index()
    if ix is None or not a or not b:
        return 0.0
    if a.lower() == b.lower():
        return 1.0
    if is_cjk(a[0]) and is_cjk(b[0]):
        ga, gb = ix.glosses(a), ix.glosses(b)
        shared = [ga[w] * gb[w] for w in ga.keys() & gb.keys()]
        return round(THROUGH_GLOSS * max(shared), 3) if shared else 0.0
    if is_cjk(a[0]) or is_cjk(b[0]):
        zh, en = (a, b) if is_cjk(a[0]) else (b, a)
        best = 0.0
        for gloss, g in ix.glosses(zh).items():
            best = max(best, g * THROUGH_GLOSS * _english(gloss, en, ix))
        return round(best, 3)
    return round(_english(a, b, ix), 3)


def _english(a: str, b: str, ix: LexicalIndex) -> float:
    la, lb = set(lemmas(a, ix)) or {a.lower()}, set(lemmas(b, ix)) or {b.lower()}
    if la & lb:
        return 1.0
    best = 0.0
    na: dict[str, float] = {}
    nb: dict[str, float] = {}
    for x in la:
        for w, s in ix.neighbours(x).items():
            _keep(na, w, s)
    for y in lb:
        for w, s in ix.neighbours(y).items():
            _keep(nb, w, s)
    for y in lb:
        best = max(best, na.get(y, 0.0))
    for x in la:
        best = max(best, nb.get(x, 0.0))
    for shared in na.keys() & nb.keys():
        best = max(best, TWO_STEP * na[shared] * nb[shared])
    return best


def relatedness(question_word: str, schema_name: str, index: LexicalIndex | None = None) -> float:
    """A question word × a schema name (split into words, and whole when WordNet has the
    compound: ``record_company``) → the best :func:`word_relatedness` of its words."""
    ix = index or default_index()
    return 0.0 if ix is None else _relatedness(ix, question_word, schema_name)


@functools.lru_cache(maxsize=65536)
def _relatedness(ix: LexicalIndex, question_word: str, schema_name: str) -> float:
    words = [w for w in name_words(schema_name) if w not in NAME_STOPWORDS]
    if len(words) > 1 and ix.known("_".join(words)):
        words.append("_".join(words))
    return max((word_relatedness(question_word, w, ix) for w in words), default=0.0)


def chinese_words(text: str, index: LexicalIndex | None = None, *, longest: int = 6) -> list[tuple[str, int]]:
    """The dictionary words of ``text``'s Chinese runs, with their positions: each run cut by
    bidirectional maximum matching — the longest dictionary word at each point, read from
    the left and from the right, keeping the cut with fewer pieces, then fewer single
    characters that are no particle (:data:`PARTICLES`), then fewer single characters, else the
    right-to-left one (最短路径 → 最, 短, 路径, not the 短路 "short
    circuit" across them; 不管理 → 不, 管理, not 不管 "regardless"; 平均预算是 → 平均, 预算, 是); characters no word
    covers are skipped."""
    ix = index or default_index()
    if ix is None:
        return []
    out: list[tuple[str, int]] = []
    for run in _CJK_RUN.finditer(text):
        s = run.group(0)
        cuts = (_cut(s, ix, longest, reverse=True), _cut(s, ix, longest, reverse=False))
        best = min(cuts, key=_cost)
        out.extend((w, run.start() + i) for w, i in best if ix.glosses(w))
    return out


#: Characters that stand alone in a sentence as grammar (particles, the copula, prepositions):
#: a cut leaving one of them alone is likelier than one leaving a content character alone
#: (平均|预算|是|多少, not 平均|预|算是|多少). The language's own words, no domain's.
PARTICLES = frozenset("的了是在和与及或被把给也都就又还吗呢吧啊过着地得从向对为以")


def _cost(cut: list[tuple[str, int]]) -> tuple[int, int, int]:
    """Fewer pieces, then fewer lone characters that are no particle, then fewer lone characters."""
    singles = [w for w, _i in cut if len(w) == 1]
    return len(cut), sum(w not in PARTICLES for w in singles), len(singles)


def _cut(s: str, ix: LexicalIndex, longest: int, *, reverse: bool) -> list[tuple[str, int]]:
    """Maximum matching over one run, left to right (or right to left): (piece, position)
    pairs; a character no word covers is a piece of its own."""
    pieces: list[tuple[str, int]] = []
    if not reverse:
        i = 0
        while i < len(s):
            j = next((j for j in range(min(len(s), i + longest), i + 1, -1) if ix.glosses(s[i:j])), i + 1)
            pieces.append((s[i:j], i))
            i = j
        return pieces
    j = len(s)
    while j > 0:
        i = next((i for i in range(max(0, j - longest), j - 1) if ix.glosses(s[i:j])), j - 1)
        pieces.append((s[i:j], i))
        j = i
    return pieces[::-1]


def _keep(out: dict[str, float], word: str, weight: float) -> None:
    if weight > out.get(word, 0.0):
        out[word] = weight


__all__ = [
    "INDEX_NAME",
    "chinese_of",
    "chinese_words",
    "default_index",
    "glosses",
    "index_path",
    "lemmas",
    "name_words",
    "note",
    "noun_kind",
    "related",
    "relatedness",
    "word_relatedness",
]
