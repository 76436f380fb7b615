"""Whether the graph can answer the question at all, decided before anything runs (the
rules: :mod:`r3.pipeline.confidence`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rapidfuzz import fuzz

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.lexical import chinese_words, glosses, lemmas, related, relatedness
from r3.pipeline.confidence.words import (
    CJK_STOP_WORDS_RE,
    LATIN_WORD,
    OPERATORS,
    RELATED_MIN,
    Lexicon,
    Word,
    alias_items,
    cjk_glossary,
    content_words,
    entity_spans,
    exact_at,
    gloss_items,
    held_spans,
    inside,
    judgeable,
    named_spans,
    related_words,
    relation_word,
    same_root,
    schema_glosses,
    schema_vocabulary,
    word_items,
)
from r3.retrieval.english_words import CONFIDENCE_STOPWORDS, light_stem
from r3.text import is_cjk
from r3.understand.cues import question_facts
from r3.understand.linking import as_links, resolve_links

#: Relatedness (:func:`r3.lexical.relatedness`) from which an asked word speaks of a schema name
#: (writer ~ author, films ~ movie, classes ~ course); below it the measure also pairs words a
#: person keeps apart (phone ~ name 0.65, dosage ~ drug 0.75).
STRONG_RELATED = 0.85


@dataclass
class Answerability:
    """Whether the question names anything the graph holds (the package doc: :mod:`r3.pipeline.confidence`)."""

    answerable: bool
    reason: str
    words: list[Word] = field(default_factory=list)
    matched: dict[str, set[str]] = field(default_factory=dict)
    unjudged: list[str] = field(default_factory=list)


#: After a linked name: ``'s`` and up to three words (the asked attribute).
_POSSESSIVE = re.compile(r"(?:'s|’s)?\s+((?:[A-Za-z][\w-]*)(?:\s+[A-Za-z][\w-]*){0,2})")
#: Before a linked name: ``the <words> of`` (the asked attribute).
_OF = re.compile(
    r"(?:\b(?:the|a|an)\s+|^\s*)((?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*)\s+(?:of|for)\s+(?:the\s+)?['\"]?$",
    re.I,
)
#: Before a linked name: ``how <adjective> is`` (the adjective names the attribute: tall, heavy).
_HOW = re.compile(r"\bhow\s+([A-Za-z]+)\s+(?:is|are|was|were)\s+(?:the\s+)?['\"]?$", re.I)
#: ``where/when is X <participle>?`` — the participle, the last word, names the attribute (born).
_WHERE_BEFORE = re.compile(r"\b(?:where|when)\s+(?:is|are|was|were)\s+(?:the\s+)?['\"]?$", re.I)
_WHERE_AFTER = re.compile(r"['\"]?\s+([A-Za-z]+)\s*[?？.!]*\s*$")
#: After a Chinese linked name: ``的<words>`` up to 是/有/为/叫/在/吗/呢, a question mark or the end.
_ZH_OF = re.compile(
    r"\s*的\s*([\u3400-\u9fff]{1,12}?)\s*(?=是|有|为|叫|在|吗|呢|多少|几|什么|怎么|哪|一个|每|[？?。，,]|$)"
)
#: After a Chinese linked name: ``的`` and a Latin word (三体的ISBN是多少): an English asked word.
_ZH_OF_LATIN = re.compile(r"\s*的\s*([A-Za-z][A-Za-z0-9_-]*)\s*(?=是|有|为|叫|在|吗|呢|[？?。，,]|$)")
#: After a Chinese linked name: ``(附近|沿途…)有什么/哪些/多少(量词)<noun>`` ending the question
#: (X附近有什么餐厅): the noun, one dictionary word, is what is asked of X.
_ZH_HAS = re.compile(
    r"\s*(?:[\u3400-\u9fff]{1,2})?有(?:什么|哪些|哪几|多少)[个种条位名家本顶座只件类]?"
    r"([\u3400-\u9fff]{2,6})\s*[？?。!！]*\s*$"
)
#: Before a linked name: ``who <verb> (the)`` ("Who sponsored X?", "Who bought X?"): the verb,
#: a past form, names the relation asked of the entity.
_WHO_VERB = re.compile(r"^\s*who\s+([A-Za-z]+)\s+(?:the\s+)?['\"]?$", re.I)
#: ``who is X <participle> (to|with|by)?`` ("Who is X married to?"): the participle is asked.
_WHO_IS_BEFORE = re.compile(r"^\s*who\s+(?:is|was|are|were)\s+(?:the\s+)?['\"]?$", re.I)
_WHO_IS_AFTER = re.compile(r"['\"]?\s+([A-Za-z]+)(?:\s+(?:to|with|by))?\s*[?？.!]*\s*$")
#: A name the linker cut short before its possessive ("keiko mori's": only "keiko" linked).
_CUT_NAME = re.compile(r"\s+[A-Za-z][A-Za-z0-9_-]*(?='s|’s)")
#: A Chinese asked phrase whose glossary words (and query-language words such as 号码) leave
#: at most this many characters unexplained counts as understood (a refusal needs the word to
#: be understood and to match nothing).
_ZH_UNEXPLAINED = 0
#: A particle after a word makes it a phrasal verb ("come out", "come up with", "look after").
_PARTICLE = re.compile(r"\s+(?:out|up|from|after|off|over|down|into|back|away|along|on)\b", re.I)
#: Nominal suffixes of an attribute (号 of 手机号, 费 of 服务费, 率 of 通过率, 价 of 票价): one of
#: them after a dictionary word leaves the phrase understood (链 of 推荐链 does not: a path).
_ZH_SUFFIXES = frozenset("号费价率额量址期龄")
#: Shared leading letters from which two English words count as one (supervisor ~ supervises).
_PREFIX = 6
#: Similarity (rapidfuzz ratio, 0-100) from which an English word is a misspelt schema word.
_TYPO = 80


def asked_words(question: str, links: Sequence[Any] | None, *, verbs: bool = False) -> list[Word]:
    """The words in the position of an attribute asked *of a linked entity* (the package doc).

    English: the run of content words right after ``X's`` ("X's team in 2019" → team) or
    before ``of X`` ("the salary of X" → salary); Chinese: the last ``的``-part after ``X的``
    up to 是/有/为/吗 ("X的导演的电话号码是多少" → 电话号码), kept whole. ``verbs``: also the verb of
    "who <verb> X" (a common verb is often the relation in other words — gave for ``donated`` —
    so only the rule for another kind's relation reads it).
    """
    out: list[Word] = []
    for start, end in named_spans(question, links):
        after = question[end:]
        cut = _CUT_NAME.match(after) if not exact_at(question, links, start) else None
        if cut is not None:  # the rest of the name, then the possessive
            end, after = end + cut.end(), after[cut.end() :]
        # A linker may take the possessive into the name's span ("Tim Duncan's"), or match a
        # possessive typed without its apostrophe ("sam porters" for Sam Porter).
        owned = (
            question[:end].endswith(("'s", "’s"))
            or re.match(r"'s|’s", after) is not None
            or _bare_possessive(question, links, start, end)
        )
        where = _WHERE_AFTER.match(after) if _WHERE_BEFORE.search(question[:start]) else None
        who_is = _WHO_IS_AFTER.match(after) if _WHO_IS_BEFORE.search(question[:start]) else None
        who_verb = _WHO_VERB.search(question[:start]) if verbs else None
        asked_verbs = [
            (m, base)
            for m, base in ((who_verb, 0), (who_is, end))
            if m is not None and _verb_form(m.group(1).lower())
        ]
        for m, base in (
            (_POSSESSIVE.match(after) if owned else None, end),
            (_OF.search(question[:start]), 0),
            (_HOW.search(question[:start]), 0),
            (where, end),
            *asked_verbs,
        ):
            if m is None:
                continue
            s = base + m.start(1)
            found = False
            for token in re.finditer(r"[A-Za-z][\w-]*", m.group(1)):
                word = token.group(0).lower()
                # An operator word leading the run only qualifies what follows ("the top
                # speed of X", "the average age of X"); anywhere else it ends the run.
                if word in OPERATORS and not found and word not in CONFIDENCE_STOPWORDS:
                    continue
                if word in CONFIDENCE_STOPWORDS or word in OPERATORS or len(word) < 2:
                    break
                found = True
                out.append(Word(word, s + token.start()))
        latin = _ZH_OF_LATIN.match(after)
        if latin is not None and latin.group(1).lower() not in OPERATORS:
            out.append(Word(latin.group(1).lower(), end + latin.start(1)))
        # Only one dictionary word ends it: a verb after the noun (有哪些电车经过) says the
        # relation itself.
        has = _ZH_HAS.match(after)
        if (
            has is not None
            and "的" not in after[: has.start(1)]
            and [w for w, _at in chinese_words(has.group(1))] == [has.group(1)]
        ):
            out.append(Word(has.group(1), end + has.start(1), cjk=True))
        m = _ZH_OF.match(after)
        if m and m.group(1):
            last = m.group(1).split("的")[-1]
            phrase = CJK_STOP_WORDS_RE.sub("", last)  # 电话号码 → 电话: 号码 is the language of questions
            if len(phrase) >= 2 and phrase in last:
                out.append(Word(phrase, end + m.end(1) - len(last) + last.index(phrase), cjk=True))
    return list({(w.text, w.start): w for w in out}.values())


#: Common verbs that stand for many relations ("who gave X" for ``donated``, "who entered X"
#: for ``competed_in``, "who showed …", "who taught …"): never read as the relation asked.
_LIGHT_VERBS = frozenset(
    """
    be have do make give get take put set go come see tell show teach enter join play run lead
    keep hold bring send pay meet work win beat face visit use find call help start leave
    """.split()  # noqa: SIM905
)


def _who_verb_whole(question: str, links: Sequence[Any] | None) -> list[Word]:
    """The verb of a question that is only "who <verb> (the) X?" with X one stored name (the
    whole question: "Who sponsored X?", "Who repaired X?"): the relation asked of X. Only a
    past form (:func:`_verb_form`) of no common verb (:data:`_LIGHT_VERBS`), and nothing after
    the name ("who taught X to paddle" asks another thing)."""
    spans = named_spans(question, links)
    if len(spans) != 1 or not exact_at(question, links, spans[0][0]):
        return []
    start, end = spans[0]
    m = _WHO_VERB.search(question[:start])
    if m is None or re.fullmatch(r"['\"]?\s*[?？.!]*\s*", question[end:]) is None:
        return []
    verb = m.group(1).lower()
    if not _verb_form(verb) or not (set(lemmas(verb)) - {verb}) or set(lemmas(verb)) & _LIGHT_VERBS:
        return []
    return [Word(verb, m.start(1))]


def _bare_possessive(question: str, links: Sequence[Any] | None, start: int, end: int) -> bool:
    """Whether the linked name at ``start..end`` ends in an ``s`` its stored name lacks (a
    possessive typed without the apostrophe: "sam porters phone" for Sam Porter)."""
    typed = question[start:end].lower()
    return typed.endswith("s") and any(
        lk.start == start and lk.end == end and not lk.display.lower().endswith("s")
        for lk in resolve_links(as_links(links or [], question))
        if lk.kind == "vertex"
    )


def _understood(
    word: Word, vocab: Mapping[str, set[str]], lexicon: Lexicon | None, *, compounds: bool = False
) -> bool:
    """Whether a refusal may rest on ``word``: an English word always; a Chinese phrase when
    the glossary or the bilingual dictionary (words of two characters or more) explains all
    its characters (else it may be a name or a word r3 cannot read)."""
    if not word.cjk:
        return True
    if not judgeable(word, vocab, lexicon):
        return False
    text = CJK_STOP_WORDS_RE.sub("", word.text)
    if len(text) < 2:  # only query-language words (什么关系, 号码): nothing asked
        return False
    covered = [False] * len(text)
    for zh in cjk_glossary():
        at = text.find(zh)
        while at >= 0:
            covered[at : at + len(zh)] = [True] * len(zh)
            at = text.find(zh, at + 1)
    # The bilingual dictionary (r3.lexical, when fetched) explains a phrase that is one word of
    # it: a compound (逝世日期 = 逝世 + 日期, the date of death) may name a property in parts.
    words = [(zh, at) for zh, at in chinese_words(text) if len(zh) >= 2]
    if len(words) == 1 and words[0][0] == text and related(text):
        return True
    if covered.count(False) <= _ZH_UNEXPLAINED:
        return True
    # ``compounds``: dictionary words side by side that explain every character (明天 + 天气) —
    # for a question that asks nothing of a named entity (a compound asked of one may name a
    # property in parts: 逝世 + 日期).
    if (
        compounds
        and words
        and sum(len(zh) for zh, _at in words) == len(text)
        and all(related(zh) for zh, _at in words)
    ):
        return True
    # … or with one single character after them that the dictionary knows (明天 + 会: "will").
    singles = [(zh, at) for zh, at in chinese_words(text) if len(zh) == 1]
    if (
        compounds
        and words
        and len(singles) == 1
        and singles[0][1] == len(text) - 1
        and sum(len(zh) for zh, _at in words) == len(text) - 1
        and all(related(zh) for zh, _at in [*words, *singles])
    ):
        return True
    # One dictionary word and a one-character suffix (手机 + 号): the word is read, the suffix
    # only shapes it. (Two words side by side may name a property in parts, as above.)
    return (
        len(words) == 1
        and words[0][1] == 0
        and len(text) - len(words[0][0]) == 1
        and text[-1] in _ZH_SUFFIXES
        and bool(related(words[0][0]))
    )


def _near_schema_word(word: Word, vocab: Mapping[str, set[str]], *, typos: bool = True) -> bool:
    """Whether an English word may be a schema word after all: it shares a long prefix with
    one (agent nouns and other derived forms the light stemmer leaves apart: supervisor ~
    supervise, employer ~ employ) or is one misspelt (``agee`` ~ age); a Chinese word when one
    of its English words is derived from one (a dictionary's gloss is no typo: payer ≁ player)."""
    if word.cjk:  # a Chinese word: one of its English words derived from a schema word
        return any(
            _near_schema_word(Word(en.lower(), word.start), vocab, typos=False) for en in related_words(word)
        )
    stem = light_stem(word.text, possessive=True)
    for text in vocab:
        if is_cjk(text[0]):
            continue
        if (
            len(word.text) >= _PREFIX
            and len(text) >= _PREFIX - 1
            and text[:_PREFIX] == word.text[: len(text[:_PREFIX])]
        ):
            return True
        # A misspelling keeps the word's length within a letter or so (mentor is no typo of
        # ``metr``, the stem of metres, whatever their ratio).
        if typos and len(text) >= 3 and abs(len(stem) - len(text)) <= 1 and fuzz.ratio(stem, text) >= _TYPO:
            return True
        if typos and len(text) >= 4 and _swapped(stem, text):  # grwo ~ grow
            return True
        if len(text) >= _PREFIX - 2 and same_root(stem, text):  # sailor ~ sail, coach ~ coached
            return True
    return False


def _swapped(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with two neighbouring letters swapped (a typo the ratio scores low)."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def _head(word: Word, asked: Sequence[Word]) -> bool:
    """Whether ``word`` ends its run of asked words (the head noun: "home *address*"): a
    relation word only speaks for the phrase as its head ("X's home address" asks an address)."""
    end = word.start + len(word.text)
    return word.cjk or not any(o is not word and not o.cjk and end < o.start <= end + 2 for o in asked)


def _heads(asked: Sequence[Word]) -> list[Word]:
    """The head noun of each run of asked words: its last word, or the word before it when
    the last is a verb form ("X's books *came* out": books) — an ``-ed``/``-ing`` word or an
    irregular one WordNet reads as another word's form (came → come)."""
    out: list[Word] = []
    for w in asked:
        if not _head(w, asked):
            continue
        before = [o for o in asked if not o.cjk and o.start < w.start <= o.start + len(o.text) + 2]
        out.append(before[0] if before and not w.cjk and _verb_form(w.text) else w)
    return out


def _phrase(head: Word, asked: Sequence[Word]) -> str:
    """The run of asked words that ends at (or holds) ``head``: what the reason names."""
    if head.cjk:
        return head.text
    run = [head]
    while True:
        before = [o for o in asked if not o.cjk and o.start < run[0].start <= o.start + len(o.text) + 2]
        if not before:
            break
        run.insert(0, before[0])
    after = [
        o
        for o in asked
        if not o.cjk and head.start + len(head.text) < o.start <= head.start + len(head.text) + 2
    ]
    return " ".join(w.text for w in [*run, *after[:1]])


def _names_compound_property(asked: Sequence[Word], heads: Sequence[Word], own: SpaceSchema) -> bool:
    """Whether a modifier of an asked phrase is one part of a property name of several parts
    the entity has (shelf life → ``shelf_days``, length in km → ``length_km``): such a name says
    in two words what the question says in others, so its head need not be the name's other part."""
    parts: set[str] = set()
    for items in (own.tags, own.edges):
        for item in items.values():
            for prop in item.properties:
                words = [light_stem(w.lower()) for w in re.findall(r"[A-Za-z]+", prop.name)]
                if len(words) >= 2:
                    parts.update(w for w in words if len(w) >= 3)
    return any(not w.cjk and w not in heads and light_stem(w.text, possessive=True) in parts for w in asked)


#: Heads that ask *when* something of its modifier happened ("opening years", "founding date"):
#: the modifier names the property (``opened``, ``founded``), the head only its kind of value.
_TIME_HEADS = frozenset("year date day month time".split())  # noqa: SIM905


def _dated_by_modifier(asked: Sequence[Word], heads: Sequence[Word], vocab: Mapping[str, set[str]]) -> bool:
    """Whether every head is a word of time (:data:`_TIME_HEADS`, by its lemma) whose modifier
    is a schema word of the entity or derived from one ("opening years of X" with ``opened``)."""
    if not heads or any(
        h.cjk or not ({h.text, light_stem(h.text), *lemmas(h.text)} & _TIME_HEADS) for h in heads
    ):
        return False
    modifiers = [w for w in asked if not w.cjk and w not in heads]
    return any(
        light_stem(w.text, possessive=True) in vocab or _near_schema_word(w, vocab, typos=False)
        for w in modifiers
    )


#: Weight (:func:`r3.lexical.related`) from which a noun is the attribute an adjective asks (long →
#: length, duration; big → size; tall → height).
_ATTRIBUTE_MIN = 0.8
#: Attribute nouns of a bare magnitude: any number the entity's tag holds may answer them
#: ("how big is X" of a greenhouse's area, a town's population, a hall's capacity).
_MAGNITUDES = frozenset({"size", "magnitude"})


def _measured(
    question: str,
    heads: Sequence[Word],
    own: SpaceSchema,
    vocab: Mapping[str, set[str]],
    glossed: Mapping[str, set[str]],
) -> bool:
    """Whether a head is the adjective of "how <adjective> is X" whose attribute the entity
    holds: the attribute nouns WordNet gives the adjective (long → length, duration) name one
    of its items, or the attribute is a bare size and its tag holds a number (not a year)."""
    for head in heads:
        if head.cjk or not re.search(rf"\bhow\s+{re.escape(head.text)}\b", question, re.I):
            continue
        attributes = [en for en, w in related(head.text).items() if w >= _ATTRIBUTE_MIN and en != head.text]
        names = schema_names(own)
        if any(
            word_items(Word(a, head.start), vocab, None)
            or gloss_items(Word(a, head.start), glossed)
            or any(relatedness(a, name) >= RELATED_MIN for name in names)
            for a in attributes
        ):
            return True
        if _MAGNITUDES & set(attributes) and any(
            prop.type.lower().startswith(("int", "double", "float"))
            and not re.search(r"year|born|年", f"{prop.name} {prop.comment or ''}", re.I)
            for tag in own.tags.values()
            for prop in tag.properties
        ):
            return True
    return False


#: A question for a time of day (几点, "what time"), not a year or a date.
_CLOCK = re.compile(r"几点|\bwhat\s+time\b|\bat\s+what\s+time\b", re.I)
#: A property that may hold a time of day: its type, or a name or comment that says so.
_CLOCK_TYPES = ("time", "datetime", "timestamp")
_CLOCK_WORDS = re.compile(r"time|hour|clock|时间|时刻|点钟|几点|营业|开门|关门", re.I)


def _holds_clock_time(space: SpaceSchema) -> bool:
    """Whether any property of the graph may hold a time of day (:data:`_CLOCK_TYPES`, or a name
    or comment of :data:`_CLOCK_WORDS`: opening_hours, 营业时间)."""
    return any(
        prop.type.lower() in _CLOCK_TYPES or _CLOCK_WORDS.search(f"{prop.name} {prop.comment or ''}")
        for items in (space.tags, space.edges)
        for item in items.values()
        for prop in item.properties
    )


def _plain_word(word: Word) -> bool:
    """Whether a content word is an English base form (no inflection, no verb form: night,
    wifi, university; not came, looks, entered, lorries)."""
    if word.cjk or _verb_form(word.text):
        return False
    return all(lemma == word.text for lemma in lemmas(word.text))


def _verb_form(word: str) -> bool:
    """Whether an English word is an inflected verb form: an ``-ed``/``-ing`` word WordNet does
    not know as its own base (speed, need, wedding are base forms), or one WordNet reads as
    another word's form (came → come, bought → buy)."""
    forms = lemmas(word)
    if word.endswith(("ed", "ing")) and len(word) > 4:
        return not (forms and all(lemma == word for lemma in forms))
    return not word.endswith("s") and any(lemma != word for lemma in lemmas(word))


def schema_names(space: SpaceSchema) -> list[str]:
    """Every tag, edge type and property name of the space (what a word may speak of)."""
    names: list[str] = []
    for items in (space.tags, space.edges):
        for name, item in items.items():
            names.append(name)
            names.extend(p.name for p in item.properties)
    return list(dict.fromkeys(names))


def strongly_related(word: Word, space: SpaceSchema) -> bool:
    """Whether WordNet/CC-CEDICT relate the word to a schema name at :data:`STRONG_RELATED` or more
    (a Chinese word through its English words too: 金主 → backer ~ ``backs``)."""
    names = schema_names(space)
    texts = [word.text, *(en for en, g in glosses(word.text).items() if g >= RELATED_MIN and word.cjk)]
    return any(relatedness(text, name) >= STRONG_RELATED for text in texts for name in names)


def _mentions_schema(
    question: str, vocab: Mapping[str, set[str]], skip: Sequence[tuple[int, int]] = ()
) -> bool:
    """Whether any word of the question — a query-language word too ("route", "path") — is a
    word of a schema name itself (outside ``skip``: the stored names, whose words are no ask)."""
    for m in LATIN_WORD.finditer(question.lower()):
        if inside(m.start(), m.end(), skip):
            continue
        word = m.group(0).strip("'")
        if len(word) >= 3 and word not in CONFIDENCE_STOPWORDS and light_stem(word, possessive=True) in vocab:
            return True
    return False


def answerability(
    question: str,
    space: SpaceSchema,
    links: Sequence[Any] | None,
    lexicon: Lexicon | None = None,
    aliases: Aliases | None = None,
) -> Answerability:
    """Whether ``space`` can answer ``question`` (the package doc: names nothing it holds, or asks
    an entity for an attribute or relation it does not have)."""
    space = with_comment_endpoints(space)
    spans = entity_spans(question, links)
    alias_hits = alias_items(question, aliases)
    skip = [*spans, *(span for span, _key in alias_hits)]
    words = content_words(question, skip)
    vocab = schema_vocabulary(space)
    # An English word also names what the schema's Chinese words gloss (鼓手: drummer); a
    # Chinese word reads the schema through its own glosses (word_items) — and the derived,
    # misspelt and related checks read the schema's own words only.
    glossed = schema_glosses(space)

    def items(w: Word, strength: float = RELATED_MIN) -> set[str]:
        return word_items(w, vocab, lexicon, strength) | gloss_items(w, glossed)

    matched = {w.text: items(w) for w in words}
    for (s, e), key in alias_hits:
        matched.setdefault(question[s:e], set()).add(key)
    matched = {k: v for k, v in matched.items() if v}
    # A Chinese word r3 cannot read whole (部纪录片: a measure word glued to a stored value's
    # translation) is not judged — unless the graph's own demonstrations (the lexicon) would
    # have heard it: it never makes the question unanswerable.
    unjudged = [
        w.text
        for w in words
        if not matched.get(w.text)
        and not _understood(w, vocab, lexicon, compounds=True)
        and not (lexicon is not None and judgeable(w, vocab, lexicon))
    ]
    # Only what the question names speaks for it here: a stored name or a quoted text (a
    # number alone names nothing: "convert 30 celsius"), a word whose schema item it names
    # itself or through a strongly related word ("champions" ~ back ~ bench is no evidence).
    named = [*named_spans(question, links), *question_facts(question, names=spans).quoted]
    # (A Chinese word keeps every relation CC-CEDICT gives it: its glosses are few and near.)
    strong = bool(alias_hits) or any(
        matched.get(w.text) if w.cjk else items(w, STRONG_RELATED) for w in words
    )
    if not (
        named
        or strong
        or unjudged
        or not words
        or _mentions_schema(question, vocab)
        or any(strongly_related(w, space) for w in words)
        or any(_near_schema_word(w, vocab, typos=False) for w in words)
    ):
        shown = ", ".join(f"'{w.text}'" for w in words[:6])
        return Answerability(
            False,
            f"the question names nothing the graph {space.name!r} holds: no stored entity, and no tag, "
            f"edge type or property for {shown}",
            words,
        )
    asked = asked_words(question, links) or _who_verb_whole(question, links)
    # A stored name or value in the asked position ("X's Northwind Books titles") is asked
    # about; one the linker only guessed (a fuzzy match: 魔杖 ~ 老魔杖) is not.
    held = [*held_spans(question, links), *(span for span, _key in alias_hits)]
    if any(inside(w.start, w.start + len(w.text), held) for w in asked):
        asked = []
    # The head of each asked phrase decides ("the fuel *consumption* of X" asks a consumption,
    # whatever "fuel" names): a refusal needs every head to name nothing the graph holds.
    heads = _heads(asked)
    # What is asked of a stored vertex is one of its tag's properties, or an edge (a walk): the
    # properties of the graph's other tags answer nothing of it (太极拳的创始人: ``founded`` is a
    # school's) — unless the question names another tag, whose properties may be asked next.
    own = _entity_space(space, question, links, {**matched, **{w.text: items(w) for w in heads}})
    own_vocab = vocab if own is space else schema_vocabulary(own)
    own_glossed = glossed if own is space else schema_glosses(own)
    named_by = {w.text: word_items(w, own_vocab, lexicon) | gloss_items(w, own_glossed) for w in heads}
    # A word the lexicon given names (the user's or the composer's own words: "shoe" → age)
    # keeps its phrase answerable, head or not: explicit vocabulary outranks the head rule.
    explicit = lexicon is not None and any(lexicon(w.text) for w in asked)
    if (
        heads
        and not explicit
        and all(_names_nothing(w, own_vocab, lexicon, own, named_by) for w in heads)
        and not _names_compound_property(asked, heads, own)
        and not _dated_by_modifier(asked, heads, own_vocab)
        and not _measured(question, heads, own, own_vocab, own_glossed)
    ):
        first = _phrase(heads[0], asked)
        return Answerability(
            False,
            f"{first!r} matches no property or relation of the graph {space.name!r} "
            f"(nothing it stores answers what is asked of the entity named)",
            words,
            matched,
            unjudged,
        )
    # A time of day asked of a stored entity (几点关门, "what time does X close") on a graph that
    # holds no time of day: its years and dates cannot say it.
    clock = _CLOCK.search(question)
    if clock is not None and named_spans(question, links) and not _holds_clock_time(space):
        return Answerability(
            False,
            f"{clock.group(0)!r} asks a time of day, and the graph {space.name!r} holds none (no time "
            f"property)",
            words,
            matched,
            unjudged,
        )
    # What the question's words name belongs only to other kinds of things than the entity's
    # ("Who mentored the Table Saw?", 蓝鲸一号的徒弟: a relation between people asked of a boat):
    # every word that names something names nothing within one walk of the entity's tag.
    # With no asked position at all (晨间流瑜伽带过哪些徒弟: no 的, no possessive), a role word
    # (徒弟, students: :func:`relation_word`) that names something is what is asked.
    verb_heads = _heads(asked_words(question, links, verbs=True)) if not asked else heads
    if not verb_heads and not asked:
        verb_heads = [w for w in words if matched.get(w.text) and relation_word(w)]
    wrong = (
        _other_kind(words, verb_heads, matched, space, own, lexicon) if _all_exact(question, links) else None
    )
    if wrong is not None and not alias_hits and not unjudged and not explicit:
        return Answerability(
            False,
            f"{wrong!r} names only what other kinds of things hold in the graph {space.name!r}, not "
            f"the entity named (a {'/'.join(sorted(own.tags))})",
            words,
            matched,
            unjudged,
        )
    # Only stored values named (a city, a code: no entity asked about), and no word of the
    # question names anything the graph holds ("明天上海会下雨吗" on a graph that stores 上海 as
    # a branch's city): the value is a coincidence, as if nothing were named.
    linked = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    if (
        linked
        and all(lk.kind == "value" for lk in linked)
        and words
        and not _mentions_schema(question, vocab)
        and all(_names_nothing(w, vocab, lexicon, space, matched, compounds=True) for w in words)
    ):
        shown = ", ".join(f"'{w.text}'" for w in words[:6])
        return Answerability(
            False,
            f"the question names only stored values of the graph {space.name!r}, and no tag, edge type "
            f"or property for {shown}",
            words,
            matched,
            unjudged,
        )
    # A stored entity named, and not one other word of the question names anything the graph
    # holds ("How much does a night at Eagle Rest cost?", "Does X have wifi?", "X married to"):
    # what is asked of it is not stored, wherever the words stand.
    # Only plain English nouns and adjectives speak so: a verb ("who looks after X", "came out")
    # may be the relation in other words, a quoted text may be the relation's own name, and a
    # Chinese word out of the asked position is too often a relation or a derived measure (年纪).
    if (
        linked
        and words
        and not question_facts(question, names=spans).quoted
        and all(_plain_word(w) and not _PARTICLE.match(question, w.start + len(w.text)) for w in words)
        and not _mentions_schema(question, vocab, skip)
        and all(_names_nothing(w, vocab, lexicon, space, matched) for w in words)
        and not _measured(question, words, own, own_vocab, own_glossed)
    ):
        shown = ", ".join(f"'{w.text}'" for w in words[:6])
        return Answerability(
            False,
            f"besides the stored names, no word of the question names a tag, edge type or property of "
            f"the graph {space.name!r} ({shown})",
            words,
            matched,
            unjudged,
        )
    return Answerability(True, "", words, matched, unjudged)


#: One ``A -> B`` of an edge's comment, between separators ("mentor -> mentee (driver -> driver)",
#: "餐厅 -> 城区，供应商 -> 城区", "带教：老教练 -> 新教练").
_COMMENT_ARROW = re.compile(r"([^,，;；:：()（）/]+?)\s*(?:->|→)\s*([^,，;；:：()（）/]+)")
#: Where a tag's comment stops naming the tag ("作者（点的 id 即作者名）": 作者).
_COMMENT_HEAD = re.compile(r"[^,，;；:：()（）/]+")


def with_comment_endpoints(space: SpaceSchema) -> SpaceSchema:
    """``space`` with every edge type that has no ``endpoints`` given those its comment writes
    (``A -> B`` where both ends name a tag: its name, or its comment's head — 厨师 for a tag
    commented 厨师): a schema read from a server (no data seen) says what an edge joins only
    there. Pairs between roles (师傅 -> 徒弟) name no tag and are skipped; an edge whose comment
    names no pair keeps none (every tag may be its end)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for name, item in space.edges.items():
        if item.endpoints or not item.comment:
            continue
        pairs = []
        for m in _COMMENT_ARROW.finditer(item.comment):
            src, dst = _comment_tag(m.group(1), space), _comment_tag(m.group(2), space)
            if src and dst and (src, dst) not in pairs:
                pairs.append((src, dst))
        if pairs:
            found[name] = pairs
    if not found:
        return space
    edges = {
        name: replace(item, endpoints=found[name]) if name in found else item
        for name, item in space.edges.items()
    }
    return replace(space, edges=edges)


def _comment_tag(phrase: str, space: SpaceSchema) -> str | None:
    """The tag a phrase of an edge's comment names: the tag whose name is the phrase or its last
    word ("amending bill" → ``bill``), or whose Chinese comment head ends it or is ended by it
    (读过的书 → 书, 老教练 → 教练, 站点 of 食物银行站点); the longest such match, None when none or
    two of one length."""
    text = phrase.strip().lower()
    last = light_stem(text.split()[-1]) if text.split() else ""
    best: list[tuple[int, str]] = []
    for tag, item in space.tags.items():
        keys = {tag.lower(), tag.lower().replace("_", " ")}
        head = _COMMENT_HEAD.match(item.comment or "")
        if head and is_cjk(head.group(0).strip()[:1] or "a"):
            keys.add(head.group(0).strip())
        for key in keys:
            if is_cjk(key[0]):
                # 读过的书 ends in 书; 站点 ends the comment 食物银行站点 (the tag's own head noun).
                hit = text.endswith(key) or (len(text) >= 2 and key.endswith(text))
            else:
                hit = text == key or (" " not in key and last == light_stem(key))
            if hit:
                best.append((min(len(key), len(text)), tag))
    if not best:
        return None
    best.sort(reverse=True)
    if len(best) > 1 and best[0][0] == best[1][0] and best[0][1] != best[1][1]:
        return None
    return best[0][1]


def _reach(space: SpaceSchema, own: SpaceSchema) -> SpaceSchema:
    """``own`` (:func:`_entity_space`) with the tags at the other end of its edges: what one
    walk out of the entity reaches, whose properties may be asked next ("the teachers at X")."""
    near = set(own.tags)
    for item in own.edges.values():
        for src, dst in item.endpoints or ():
            near |= {src, dst}
    return replace(own, tags={name: item for name, item in space.tags.items() if name in near})


def _all_exact(question: str, links: Sequence[Any] | None) -> bool:
    """Whether every stored name the question links was matched exactly (a fuzzy one may be a
    word of the question taken for a name: "games" in a studio called … Games)."""
    linked = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    return bool(linked) and all(lk.exact for lk in linked)


def _other_kind(
    words: Sequence[Word],
    heads: Sequence[Word],
    matched: Mapping[str, set[str]],
    space: SpaceSchema,
    own: SpaceSchema,
    lexicon: Lexicon | None,
) -> str | None:
    """The first asked head (``heads``) naming something of the graph when every word that
    does names nothing within :func:`_reach` of the question's stored vertices, and every other
    word names nothing at all; None otherwise (also where the entity's own space is the whole
    graph)."""
    if own is space or not words or not any(matched.get(h.text) for h in heads):
        return None
    reach = _reach(space, own)
    vocab, glossed = schema_vocabulary(reach), schema_glosses(reach)
    whole = schema_vocabulary(space)
    first = None
    for w in words:
        if not matched.get(w.text):
            if not _names_nothing(w, whole, lexicon, space, matched):
                return None
            continue
        if word_items(w, vocab, lexicon) | gloss_items(w, glossed) or strongly_related(w, reach):
            return None
        if _near_schema_word(w, vocab):
            return None
        if first is None and any(h.text == w.text for h in heads):
            first = w.text
    return first


def _entity_space(
    space: SpaceSchema, question: str, links: Sequence[Any] | None, matched: Mapping[str, set[str]]
) -> SpaceSchema:
    """``space`` with only the tags of the question's stored vertices and the edges that may
    touch them (all, where the schema knows no endpoints), when every name linked is a vertex of
    a known tag and no word names another tag; else ``space``."""
    linked = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    tags = {tag for lk in linked for tag in lk.tags}
    if not linked or any(lk.kind != "vertex" or not lk.tags for lk in linked) or not tags <= set(space.tags):
        return space
    if any(key.startswith("t:") and key[2:] not in tags for keys in matched.values() for key in keys):
        return space
    # An edge whose endpoints are known and touch none of the tags is no walk out of the entity.
    edges = {
        name: item
        for name, item in space.edges.items()
        if not item.endpoints or any(src in tags or dst in tags for src, dst in item.endpoints)
    }
    return replace(space, tags={name: item for name, item in space.tags.items() if name in tags}, edges=edges)


def _names_nothing(
    word: Word,
    vocab: Mapping[str, set[str]],
    lexicon: Lexicon | None,
    space: SpaceSchema,
    matched: Mapping[str, set[str]],
    *,
    compounds: bool = False,
) -> bool:
    """Whether a content word was checked and speaks of nothing the graph holds: it names no
    schema item, is understood (``compounds``: :func:`_understood`'s), is no derived or misspelt
    schema word, no relation word (on a graph with edges) and not strongly related to a schema name."""
    return (
        not matched.get(word.text)
        and _understood(word, vocab, lexicon, compounds=compounds)
        and not _near_schema_word(word, vocab)
        and not (space.edges and relation_word(word))
        and not strongly_related(word, space)
    )
