"""Candidate mentions: the spans of a question that may name something stored in the graph.

Why enumerate spans instead of running a named-entity tagger: users name entities partially
("Duncan"), in lower case, in Chinese without spaces (``尤里克的头发``), with typos, and a
tagger trained on news text misses most of that. Every plausible span is cheap to look up in
the index's hash tables, so we enumerate them all and let the stored strings decide:

- **spans**: a question is cut into segments at hard punctuation (``,``, ``?``, ``，``,
  quotes …); inside a segment, units are Latin words and single CJK characters, joined
  only by spaces or soft separators (``·``, brackets, ``-``, ``/``, ``.``). Every run of
  units with at most ``max_words`` words and ``max_cjk`` CJK characters is a span, so
  ``尤里克`` inside ``尤里克的头发`` and ``帕金 (追球手II)`` are both spans;
- **flags** that set a span's prior: ``quoted`` (the span is a quoted text),
  ``capitalized`` (every word starts upper-case or is a number), ``cjk``, ``stop`` (the span
  starts or ends with a function word or character: looked up exactly, never as a part of
  a name);
- **strong mentions** (quoted spans, maximal capitalised runs, CJK stretches cut at
  function characters, or the words of a jieba segmenter when one is passed): the few
  spans worth a fuzzy search or an embedding.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import groupby
from typing import Protocol

from r3.retrieval.english_words import STOPWORDS
from r3.text import compact, fold, is_cjk

#: Chinese function characters/words that end a name: used to cut CJK stretches without jieba.
_CJK_BREAKS = "的是了在和与及或吗呢吧啊呀么谁哪几个有没被把给对向从到为请帮我你他她它们这些什找出返回询所"

#: Opening quote → its closing quote; shared with the question-facts scanner
#: (:func:`r3.understand.cues.quoted_spans`).
QUOTE_PAIRS = {
    "'": "'",
    '"': '"',
    "`": "`",
    "‘": "’",
    "“": "”",
    "「": "」",
    "『": "』",
    "《": "》",
    "＂": "＂",
    "＇": "＇",
}
#: Quoted texts longer than this are sentences, not names.
MAX_QUOTED = 80
#: Guillemets quote a name here too (the question-facts scanner does not take them).
_QUOTES = {**QUOTE_PAIRS, "«": "»"}
_CLOSERS = {v: k for k, v in _QUOTES.items()}
_CJK_JOINERS = frozenset("·・•‧")
#: Characters that may sit inside a name: a span can cross them (``帕金 (追球手II)``, ``姐姐/妹妹``).
_SOFT = frozenset("·・•‧()（）[]【】-–—/&._")
_WORD_JOINERS = frozenset("'’-.")


@dataclass(frozen=True)
class Mention:
    """A span of the question: ``text == question[start:end]``, ``key`` its compact key."""

    text: str
    start: int
    end: int
    key: str
    words: int = 1
    quoted: bool = False
    capitalized: bool = False
    cjk: bool = False
    stop: bool = False

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    def prior(self) -> float:
        """How much a match through this span is trusted (1 for quoted/capitalised/CJK spans)."""
        if self.stop:
            return 0.8
        if self.quoted or self.capitalized:
            return 1.0
        if self.cjk:
            return 0.95 if len(self.key) >= 2 else 0.85
        return 0.9


def _is_word_char(ch: str) -> bool:
    return (ch.isalnum() or unicodedata.category(ch)[0] == "M") and not is_cjk(ch)


def _capitalized(word: str) -> bool:
    return word[:1].isupper() or word[:1].isdigit()


def quoted_spans(question: str) -> list[tuple[int, int]]:
    """(start, end) of texts between matching quotes; an apostrophe inside a word is no quote."""
    spans: list[tuple[int, int]] = []
    opened: dict[str, int] = {}
    n = len(question)
    for i, ch in enumerate(question):
        if ch not in _QUOTES and ch not in _CLOSERS:
            continue
        if ch in ("'", "’") and 0 < i < n - 1 and question[i - 1].isalnum() and question[i + 1].isalnum():
            continue  # Amar'e, O'Neal
        symmetric = _QUOTES.get(ch) == ch
        opener = ch if symmetric else _CLOSERS.get(ch)
        if opener is not None and opener in opened:
            s, e = opened.pop(opener) + 1, i
            while s < e and question[s].isspace():
                s += 1
            while e > s and question[e - 1].isspace():
                e -= 1
            if 0 < e - s <= MAX_QUOTED:
                spans.append((s, e))
        elif ch in _QUOTES:
            opened[ch] = i
    return spans


@dataclass(frozen=True)
class _Unit:
    """A Latin word or one CJK character: the atoms a span is made of."""

    start: int
    end: int
    text: str
    cjk: bool


def _segments(question: str) -> list[list[_Unit]]:
    """Units grouped into segments that only soft separators (space, ``·``, brackets …) join."""
    segments: list[list[_Unit]] = []
    current: list[_Unit] = []
    i, n = 0, len(question)
    while i < n:
        ch = question[i]
        if is_cjk(ch):
            current.append(_Unit(i, i + 1, ch, True))
            i += 1
            continue
        if _is_word_char(ch):
            j = i + 1
            while j < n:
                c = question[j]
                if _is_word_char(c):
                    j += 1
                elif c in _WORD_JOINERS and j + 1 < n and _is_word_char(question[j + 1]):
                    if _possessive(question, j):
                        break  # Quinn's: the name ends before the 's
                    j += 1  # O'Neal, Jean-Luc, J.R.
                else:
                    break
            current.append(_Unit(i, j, question[i:j], False))
            i = j + 2 if j < n and _possessive(question, j) else j  # the 's is no word of its own
            continue
        if not (ch.isspace() or ch in _SOFT) and current:
            segments.append(current)
            current = []
        i += 1
    if current:
        segments.append(current)
    return segments


def _possessive(question: str, j: int) -> bool:
    """Whether ``question[j:]`` starts an English possessive ``'s`` that ends the word."""
    return (
        question[j] in "'’"
        and question[j + 1 : j + 2] in ("s", "S")
        and (j + 2 == len(question) or not _is_word_char(question[j + 2]))
    )


def _words(question: str) -> list[list[_Unit]]:
    """Latin-script words grouped into stretches that no punctuation or CJK character interrupts."""
    return [
        list(run)
        for segment in _segments(question)
        for cjk, run in groupby(segment, key=lambda u: u.cjk)
        if not cjk
    ]


def _is_stop_unit(unit: _Unit) -> bool:
    return unit.text in _CJK_BREAKS if unit.cjk else fold(unit.text) in STOPWORDS


def extract_mentions(question: str, *, max_words: int = 6, max_cjk: int = 24) -> list[Mention]:
    """Every candidate span of ``question`` with its flags (see the module doc), deduplicated.

    A span is a run of units (Latin words, CJK characters) inside one segment, with at most
    ``max_words`` words and ``max_cjk`` CJK characters; ``帕金 (追球手II)`` is one span.
    """
    quoted_keys = {compact(question[s:e]) for s, e in quoted_spans(question)}
    seen: dict[tuple[int, int], Mention] = {}
    for units in _segments(question):
        unit_keys = [compact(u.text) for u in units]
        stops = [_is_stop_unit(u) for u in units]
        caps = [not u.cjk and _capitalized(u.text) for u in units]
        for i, first in enumerate(units):
            words = cjk_chars = 0
            all_caps = True
            key = ""
            for j in range(i, len(units)):
                last = units[j]
                key += unit_keys[j]  # soft separators have no key: the span's key is its units' keys
                if last.cjk:
                    cjk_chars += 1
                else:
                    words += 1
                all_caps = all_caps and caps[j]
                if words > max_words or cjk_chars > max_cjk:
                    break
                if (i == j and not first.cjk and stops[i]) or not key:
                    continue
                start, end = first.start, last.end
                seen[(start, end)] = Mention(
                    text=question[start:end],
                    start=start,
                    end=end,
                    key=key,
                    words=j - i + 1,
                    quoted=key in quoted_keys,
                    capitalized=all_caps,
                    cjk=cjk_chars > 0,
                    stop=stops[i] or stops[j],
                )
    for start, end in quoted_spans(question):
        if (start, end) not in seen:
            key = compact(question[start:end])
            if key:
                seen[(start, end)] = Mention(
                    question[start:end], start, end, key, quoted=True, cjk=any(map(is_cjk, key))
                )
    return sorted(seen.values(), key=lambda m: (m.start, m.end))


def strong_mentions(question: str, *, segmenter: Segmenter | None = None, limit: int = 16) -> list[Mention]:
    """The few spans worth a fuzzy search or an embedding, best first.

    Quoted spans, then maximal capitalised runs (no stopword at either end), then Chinese
    words of two or more characters: the words of ``segmenter`` (a jieba Tokenizer from
    :func:`make_segmenter`) when one is passed, else CJK stretches cut at function
    characters (better on transliterated names, which jieba tends to split).
    """
    out: dict[tuple[int, int], Mention] = {}
    for start, end in quoted_spans(question):
        key = compact(question[start:end])
        if key:
            out.setdefault(
                (start, end),
                Mention(question[start:end], start, end, key, quoted=True, cjk=any(map(is_cjk, key))),
            )
    for stretch in _words(question):
        run: list[_Unit] = []
        for w in [*stretch, None]:
            if w is not None and _capitalized(w.text) and fold(w.text) not in STOPWORDS:
                run.append(w)
                continue
            if run:
                start, end = run[0].start, run[-1].end
                key = compact(question[start:end])
                if len(key) >= 3:
                    out.setdefault(
                        (start, end),
                        Mention(question[start:end], start, end, key, words=len(run), capitalized=True),
                    )
                run = []
    for stretch in _words(question):  # names typed in lower case ("masen quinn"): runs of 2–3 words
        out.update(
            ((m.start, m.end), m) for m in _lower_runs(question, stretch) if (m.start, m.end) not in out
        )
    for start, end in _cjk_words(question, segmenter):
        key = compact(question[start:end])
        if len(key) >= 2:
            out.setdefault((start, end), Mention(question[start:end], start, end, key, cjk=True))
    return list(out.values())[:limit]


def _lower_runs(question: str, stretch: list[_Unit]) -> list[Mention]:
    """Spans of two or three consecutive content words (no stopword, not all capitalised):
    where a name typed without capitals, or with a typo, may sit."""
    out: list[Mention] = []
    content = [fold(u.text) not in STOPWORDS and not u.text.isdigit() for u in stretch]
    for i in range(len(stretch)):
        for size in (2, 3):
            run = stretch[i : i + size]
            if len(run) < size or not all(content[i : i + size]):
                continue
            if all(_capitalized(u.text) for u in run):
                continue  # a capitalised run is a strong mention already
            start, end = run[0].start, run[-1].end
            key = compact(question[start:end])
            if len(key) >= 5:
                out.append(Mention(question[start:end], start, end, key, words=size))
    return out


class Segmenter(Protocol):
    """A word segmenter for Chinese (a ``jieba.Tokenizer``): ``cut`` yields the words in order."""

    def cut(self, sentence: str, cut_all: bool = False, HMM: bool = True) -> Iterable[str]: ...  # noqa: N803


def _cjk_words(question: str, segmenter: Segmenter | None) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    if segmenter is not None:
        pos = 0
        for word in segmenter.cut(question, HMM=True):
            start, pos = pos, pos + len(word)
            if any(is_cjk(ch) for ch in word) and len(word) >= 2 and not _cjk_function_word(word):
                spans.append((start, pos))
        return spans
    for m in re.finditer(r"[^\s]+", question):
        chunk_start = m.start()
        current: list[int] = []
        for i, ch in enumerate(m.group(0), start=chunk_start):
            if is_cjk(ch) and ch not in _CJK_BREAKS or (ch in _CJK_JOINERS and current):
                current.append(i)
            else:
                if len(current) >= 2:
                    spans.append((current[0], current[-1] + 1))
                current = []
        if len(current) >= 2:
            spans.append((current[0], current[-1] + 1))
    return spans


def _cjk_function_word(word: str) -> bool:
    return all(ch in _CJK_BREAKS for ch in word)


@lru_cache(maxsize=1)
def _jieba_available() -> bool:
    try:
        import jieba  # noqa: F401
    except ImportError:
        return False
    return True


def make_segmenter() -> Segmenter | None:
    """A private jieba Tokenizer (quiet, initialised once), or None when jieba is not installed."""
    if not _jieba_available():
        return None
    import logging

    import jieba

    logging.getLogger("jieba").setLevel(logging.WARNING)
    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    return tokenizer
