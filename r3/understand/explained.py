"""Which content words of a question the composer's chosen reading leaves unexplained.

Why: the confidence (:mod:`r3.pipeline.confidence`) measures the words a query covers with
its own vocabulary (schema words, WordNet, CC-CEDICT), which misses paraphrases the composer
resolved while reading (grants ~ ``funding``, people ~ ``researcher``, money ~ ``amount``).
The composer's own matching (:class:`~.reading.Reading`: the schema items the question's words
name, by key) says for each content word whether the chosen :class:`~.intent.Intent` uses an
item it names. A word is **unexplained** when no item the intent uses was named by it: a
word naming only items the intent leaves out, or a word that named no item at all.

Content words: the question's Latin words and Chinese dictionary words outside the linked
names, stored values and numbers, less the query language's own words (stop words,
:data:`~.glossary.QUERY_WORDS`, :data:`~.glossary.FUNCTION_CHARS`, the cue words of
:mod:`.cues`, superlatives).
"""

from __future__ import annotations

from dataclasses import dataclass

from r3.lexical import lemmas
from r3.retrieval.english_words import STOPWORDS
from r3.text import is_cjk
from r3.understand.cues import cue_word_spans
from r3.understand.glossary import FUNCTION_CHARS, QUERY_WORDS, content_chinese_words
from r3.understand.intent import Hop, Intent
from r3.understand.reading import LATIN_WORD, Mention, Reading, content_gloss, free_of

#: Properties an intent names without an owner (returns, aggregates, groups): any owner it uses.
_BARE = ("*", "id()", "count")


@dataclass(frozen=True)
class Word:
    """One content word of the question and its span."""

    text: str
    start: int
    end: int


@dataclass(frozen=True)
class Explained:
    """The content words of a question (``words``) and those the chosen reading leaves
    unexplained (module doc)."""

    unexplained: tuple[str, ...] = ()
    words: tuple[str, ...] = ()


def explained(reading: Reading, intent: Intent) -> Explained:
    """The content words of ``reading``'s question and those ``intent`` does not explain."""
    words = content_words(reading)
    used = used_keys(intent)
    covered = [_extent(reading, m) for key, m in sorted(reading.found.items()) if key in used]
    explained_texts = {
        w.text for w in words if any(s < w.end and w.start < e for s, e in covered)
    }  # a word written twice is explained once it is anywhere
    missing = tuple(w.text for w in words if w.text not in explained_texts)
    return Explained(missing, tuple(w.text for w in words))


def content_words(reading: Reading) -> list[Word]:
    """The question's content words (module doc), in order: a Chinese word counts when it
    named a schema item in the reading or glosses to a word beyond the query language's."""
    question = reading.question
    skip = [*reading.names, *((s, e) for _v, s, e in reading.numbers), *cue_word_spans(question)]
    out: list[Word] = []
    for m in LATIN_WORD.finditer(question):
        word = m.group(0).lower().removesuffix("'s").strip("'")
        if len(word) < 2 or word in STOPWORDS or word in QUERY_WORDS or not free_of(skip, m.start(), m.end()):
            continue
        if word.endswith("est") and word not in lemmas(word):
            continue  # a superlative orders: the operators read it
        out.append(Word(word, m.start(), m.end()))
    named = [_extent(reading, m) for _key, m in sorted(reading.found.items())]
    for word, pos in content_chinese_words(question):
        end = pos + len(word)
        if all(ch in FUNCTION_CHARS for ch in word) or not free_of(skip, pos, end):
            continue
        # a word that named an item is a content word; another one if it glosses to one
        if not free_of(named, pos, end) or content_gloss(word):
            out.append(Word(word, pos, end))
    # a Chinese phrase that named an item is a word, cut by the dictionary or not
    cut = [(w.start, w.end) for w in out]
    for s, e in sorted(set(named)):
        if is_cjk(question[s]) and free_of([*cut, *skip], s, e):
            out.append(Word(question[s:e], s, e))
            cut.append((s, e))
    out.sort(key=lambda w: w.start)
    return out


def used_keys(intent: Intent) -> frozenset[str]:
    """The schema items (``tag:x``, ``edge:e``, ``prop:owner.p``) ``intent`` reads or walks."""
    hops: list[Hop] = [*intent.hops, *intent.per, *intent.requires, *intent.lacks, *intent.fan]
    for _anchor, walk in intent.also:
        hops += walk
    tags = {intent.target, intent.negated_from, intent.pairs, *(a.tag for a in intent.anchors)}
    tags |= {a.tag for a, _walk in intent.also}
    for hop in hops:
        tags |= {hop.tag, *hop.ends}
    edges = {hop.edge for hop in hops}
    owners = {t for t in tags if t} | edges
    props: set[tuple[str, str]] = set()
    for c in (*intent.conditions, *intent.negated_where, *intent.per_where):
        props.add((c.owner, c.prop))
    if intent.order is not None:
        props.add((intent.order.owner, intent.order.prop))
    props |= {(t.owner, t.prop) for t in intent.free_text}
    props |= {(a.tag, a.prop) for a in intent.anchors if a.prop}
    bare = {*intent.returns, *intent.edge_returns, intent.aggregate_prop, intent.group_prop}
    props |= {(owner, p) for p in bare if p and p not in _BARE for owner in owners}
    keys = {f"tag:{t}" for t in tags if t} | {f"edge:{e}" for e in edges}
    keys |= {f"prop:{owner}.{p}" for owner, p in props}
    return frozenset(keys)


def _extent(reading: Reading, mention: Mention) -> tuple[int, int]:
    """The span of the question a mention was read from: its Latin word, or the longest of its
    item's Chinese phrases (or a Chinese content word) written there."""
    question = reading.question
    at = mention.start
    if at >= len(question):
        return (at, at)
    if not is_cjk(question[at]):
        m = LATIN_WORD.match(question, at)
        return (at, m.end() if m else at + 1)
    own = reading.profile.words.get(mention.key)
    phrases = [p for p in (own.cjk if own is not None else ()) if question.startswith(p, at)]
    phrases += [w for w, pos in content_chinese_words(question) if pos == at]
    return (at, at + max((len(p) for p in phrases), default=1))


__all__ = ["Explained", "Word", "content_words", "explained", "used_keys"]
