"""Read a question into :class:`~.intent.Intent` hypotheses, from the schema and the data alone.

Why no examples: a user brings their own graph and asks at once. What the question means is
read from three things the graph itself gives (:class:`~.profile.GraphProfile`) and a general
bilingual vocabulary of query operators:

1. **anchors** — the vertices the linker found (their ids, tags and the property matched);
   values of categorical properties the question writes become filters;
2. **mentions** — which tags, edge types and properties the question's words name
   (:func:`mentions`: name parts, comments, aliases, glossary; for a word none of them
   claims, the items WordNet and CC-CEDICT relate it to best (:mod:`r3.lexical`); outside
   the linked names);
3. **walks** — edge types that really touch the anchor vertices, read from the graph, joined
   with the endpoint tag pairs of the data, give the hops to the answer; the mentioned tags
   and edges rank them; direction follows the endpoints (and, for an edge between two
   vertices of one tag, the word order: "who manages X" vs "whom does X manage");
4. **operators** (:mod:`.operators`) — numbers with comparison words ("after 2020" →
   ``> 2020``, "30岁以上" → ``>= 30``, "at least 3" → ``>= 3``) on the numeric property
   mentioned or whose data range holds the number; "how many" → count; average/total →
   aggregates; superlatives ("three oldest", "最贵的") → ORDER BY … LIMIT k; negation;
   "both A and B"; paths; subgraphs.

Every hypothesis gets a score in [0, 1] and the reasons behind it; the composer builds each,
the checker runs them and the selection weighs the score with what the runs found.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from rapidfuzz.distance import Levenshtein

from r3.lexical import chinese_of, glosses, lemmas, noun_kind, related, relatedness
from r3.retrieval.english_words import STOPWORDS, stem
from r3.text import is_cjk
from r3.understand.cues import QuestionFacts, cue_word_spans, find_numbers
from r3.understand.glossary import FUNCTION_CHARS, QUERY_WORDS, content_chinese_words, lone_characters
from r3.understand.intent import Anchor, Condition
from r3.understand.linking import Link
from r3.understand.profile import YEARS, GraphProfile, Words
from r3.understand.roles import ROLE, people_edge, role_words

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*")
#: A question word names an item through :mod:`r3.lexical` from this relatedness on …
RELATED_MIN = 0.55
#: … a word the schema's own words or the glossary already claim (from strength CLAIM) only
#: from STRONG on (a synonym or derivation of the most frequent senses) …
CLAIM = 0.9
STRONG = 0.85
#: Relations of a question word (weight from NEAR) also meet an item's glossary words.
NEAR = 0.8
#: … with this factor on it: below a name's own word (1.0), the glossary (0.9), a comment (0.8).
RELATED = 0.75
#: How far below the best related item a Chinese word's direct translation may score and still
#: be the item it names (:func:`_related_mentions`).
DIRECT_MARGIN = 0.15

# --------------------------------------------------------------------------- mentions


@dataclass(frozen=True)
class Mention:
    """A schema item the question names: its key (``tag:movie``, ``prop:movie.year``), strength, position."""

    key: str
    score: float
    start: int
    #: Named by an agent noun ("supervisor" for ``supervises``): the answer does the action.
    agent: bool = False


def free_of(spans: Sequence[tuple[int, int]], s: int, e: int) -> bool:
    """Whether ``s..e`` overlaps none of ``spans``."""
    return not any(s < b and a < e for a, b in spans)


def mentions(
    question: str, profile: GraphProfile, skip: Sequence[tuple[int, int]] = ()
) -> dict[str, Mention]:
    """The schema items the question's own words name (outside ``skip``: the linked names);
    with a semantic embedder configured (:attr:`GraphProfile.matcher`), also the items whose
    description is close in meaning to a word of the question."""
    found = _lexical_mentions(question, profile, skip)
    if profile.matcher is not None:
        for key, mention in profile.matcher.mentions(question, skip).items():
            if key not in found or found[key].score < mention.score:
                found[key] = Mention(key, mention.score, mention.start)
    return found


def _lexical_mentions(
    question: str, profile: GraphProfile, skip: Sequence[tuple[int, int]]
) -> dict[str, Mention]:
    tokens: list[tuple[str, int, bool]] = []
    for m in LATIN_WORD.finditer(question):
        if not free_of(skip, m.start(), m.end()):
            continue
        word = m.group(0).lower()
        tokens.append((stem(word), m.start(), False))
        if len(word) > 5 and word.endswith(("er", "or", "ers", "ors")):
            root = word[: -3 if word.endswith("s") else -2]
            tokens.extend((form, m.start(), True) for form in {stem(root), stem(root + "e")})
    tokens.extend(_misspelt(tokens, profile, question))
    masked = "".join(" " if not free_of(skip, i, i + 1) else ch for i, ch in enumerate(question))
    compounds = [
        (w, pos)
        for w, pos in content_chinese_words(question)
        if question[pos : pos + len(w)] != w and free_of(skip, pos, pos + 1)
    ]
    out: dict[str, Mention] = {}
    for key, words in profile.words.items():
        best = _match(words, tokens, masked, compounds)
        if best is not None:
            out[key] = Mention(key, *best)
    for key, mention in _related_mentions(question, profile, skip, masked).items():
        if key not in out or out[key].score < mention.score:
            out[key] = mention
    for key, mention in _comment_phrases(masked, profile).items():
        if key not in out or out[key].score < mention.score:
            out[key] = mention
    return out


#: The strength of a property named by its whole comment ("bill number", "registered voters").
COMMENT_PHRASE = 0.9


def _comment_phrases(masked: str, profile: GraphProfile) -> dict[str, Mention]:
    """Properties whose comment of two to four English words the question writes whole ("the
    *bill number* for …" names ``code``, commented "bill number"): a phrase names more surely
    than its words one by one, of which "number" is noise and "bill" the tag."""
    low = masked.lower()
    out: dict[str, Mention] = {}
    for owner, item in (*profile.schema.tags.items(), *profile.schema.edges.items()):
        for prop in item.properties:
            phrase = " ".join(LATIN_WORD.findall((prop.comment or "").lower()))
            if not 2 <= len(phrase.split()) <= 4:
                continue
            at = _find_word(low, phrase)
            if at >= 0:  # placed at its head word (the phrase's last): "bill" stays the tag's
                head = at + phrase.rindex(" ") + 1
                out[f"prop:{owner}.{prop.name}"] = Mention(f"prop:{owner}.{prop.name}", COMMENT_PHRASE, head)
    return out


#: Least length of a word read as a misspelt schema word, and the edits allowed (more from LONG_TYPO on).
TYPO_MIN = 6
LONG_TYPO = 9


def _misspelt(
    tokens: Sequence[tuple[str, int, bool]], profile: GraphProfile, question: str
) -> list[tuple[str, int, bool]]:
    """The schema words that question words no dictionary knows are a typo of ("expedtion" →
    expedition, "reccomended" → recommend, "ingrediants" → ingredient): the closest within one
    edit (two from :data:`LONG_TYPO` characters), when exactly one is that close."""
    schema = {tok for words in profile.words.values() for tok in words.latin}
    out: list[tuple[str, int, bool]] = []
    for tok, pos, agent in tokens:
        written = LATIN_WORD.match(question, pos)
        word = written.group(0).lower() if written else tok  # its length, not its stem's ("hosteed")
        if agent or len(word) < TYPO_MIN or tok in schema or tok in STOPWORDS or lemmas(word) or lemmas(tok):
            continue
        fixed = _one_typo_from(tok, schema)
        if fixed is not None:
            out.append((fixed, pos, False))
    return out


def _one_typo_from(word: str, vocabulary: Iterable[str]) -> str | None:
    """The one word of ``vocabulary`` closest to ``word`` within one edit (two from
    :data:`LONG_TYPO` characters), when no other is as close; else None."""
    allowed = 2 if len(word) >= LONG_TYPO else 1
    close = sorted(
        (Levenshtein.distance(word, w), w) for w in vocabulary if abs(len(w) - len(word)) <= allowed
    )
    close = [(d, w) for d, w in close if d <= allowed]
    if close and (len(close) == 1 or close[0][0] < close[1][0]):
        return close[0][1]
    return None


def _match(
    words: Words,
    tokens: Sequence[tuple[str, int, bool]],
    masked: str,
    compounds: Sequence[tuple[str, int]] = (),
) -> tuple[float, int, bool] | None:
    best: tuple[float, int, bool] | None = None
    for tok, pos, agent in tokens:
        s = words.latin.get(tok)
        if s is not None and (best is None or s > best[0]):
            best = (s * (0.9 if agent else 1.0), pos, agent)
    found = [(phrase, masked.find(phrase), strength) for phrase, strength in words.cjk.items()]
    # a separable compound written apart ("献过血" → 献血) names what the compound does
    found += [(w, pos, words.cjk[w]) for w, pos in compounds if w in words.cjk]
    for phrase, pos, strength in found:
        if pos < 0:
            continue
        s = strength * (0.6 if len(phrase) == 1 else 1.0)
        if best is None or s > best[0]:
            best = (s, pos, False)
    return best


def _related_mentions(
    question: str, profile: GraphProfile, skip: Sequence[tuple[int, int]], masked: str
) -> dict[str, Mention]:
    """Items named by a word WordNet or CC-CEDICT relates to their name (:mod:`r3.lexical`:
    "based" → ``located_in``, 航班 → ``flight``, "published" → ``publisher``).

    A word no item's own words or glossary claim (at :data:`CLAIM` or more) names the items
    it relates to best, from :data:`RELATED_MIN` on: a word with no cognate in the schema
    names one item, it does not colour every item it is loosely related to. A claimed word
    also names the other items it is strongly related to (:data:`STRONG`: a synonym or a
    derivation, "published" → ``publisher``), as the glossary's concepts did."""
    claimed_latin = {tok for words in profile.words.values() for tok, s in words.latin.items() if s >= CLAIM}
    claimed_spans = [  # a one-character phrase claims only itself (演 does not claim 导演)
        (pos, pos + len(phrase))
        for words in profile.words.values()
        for phrase, s in words.cjk.items()
        if s >= CLAIM and len(phrase) > 1 and (pos := masked.find(phrase)) >= 0
    ]
    claimed_chars = {
        p for words in profile.words.values() for p, s in words.cjk.items() if s >= CLAIM and len(p) == 1
    }
    cues = cue_word_spans(question)
    candidates: list[tuple[str, int, bool]] = []
    for m in LATIN_WORD.finditer(question):
        word = m.group(0).lower()
        if len(word) < 3 or word in STOPWORDS or word in QUERY_WORDS:
            continue
        if word.endswith("est") and word not in lemmas(word):
            continue  # a superlative ("highest") orders; the operators read it
        if free_of(skip, m.start(), m.end()) and free_of(cues, m.start(), m.end()):
            candidates.append((word, m.start(), stem(word) in claimed_latin))
    for word, pos in content_chinese_words(question):
        end = pos + len(word)
        if free_of(skip, pos, end) and free_of(cues, pos, end) and content_gloss(word):
            candidates.append((word, pos, word in claimed_chars or not free_of(claimed_spans, pos, end)))
    names = {key: key.rpartition(".")[2] if key.startswith("prop:") else key.partition(":")[2] for key in profile.words}  # fmt: skip
    out: dict[str, Mention] = {}
    # a lone character beside another (没养*狗*) names a tag whose name is its first gloss, nothing looser
    for word, pos in lone_characters(question):
        if not (free_of(skip, pos, pos + 1) and free_of(cues, pos, pos + 1)):
            continue
        first = {stem(g) for g, w in glosses(word).items() if w >= 1.0}
        for key in profile.words:
            if key.startswith("tag:") and stem(key[4:]) in first and key not in out:
                out[key] = Mention(key, RELATED, pos)
    for word, pos, claimed in candidates:
        # Near relations: an English word's own (synonyms, derivations, attributes); a Chinese
        # word's glosses only (a gloss's WordNet relations are one step too far: 天气 →
        # weather ~ conditions is not an illness's condition).
        near_words = glosses(word) if is_cjk(word[0]) else related(word)
        near = [(stem(w), weight) for w, weight in near_words.items() if weight >= NEAR and "_" not in w]
        verb = word in FUNCTION_CHARS  # kept only as a verb ("种了"): it names a relation, not a kind
        scores = {
            key: max(relatedness(word, name), _via_words(profile.words[key], near))
            for key, name in names.items()
            if not verb or key.startswith("edge:")
        }
        best = max(scores.values(), default=0.0)
        if is_cjk(word[0]) and not claimed:
            # A direct translation (小屋's glosses hold "hut"; 鱼's "fish", the word of a tag
            # commented "a kind of fish") outranks an item only related to another gloss
            # ("lodge" ~ club, "fish" ~ angler) unless that relation is clearly stronger.
            # (not a measure asked: 多少*钱*, 几*岁*)
            commented = {} if question[:pos].endswith(("多少", "几", "多")) else _commented_as(profile, near)
            for key, own in commented.items():
                scores[key] = max(scores.get(key, 0.0), own)
            direct = {
                k
                for k, score in scores.items()
                if score >= RELATED_MIN and (names[k] in near_words or k in commented)
            }
            if direct and max(scores[k] for k in direct) >= best - DIRECT_MARGIN:
                best = max(scores[k] for k in direct)
                scores = {k: score for k, score in scores.items() if k in direct}
        for key, score in scores.items():
            named = STRONG <= score < 1.0 if claimed else score == best >= RELATED_MIN
            strength = round(RELATED * score, 3)
            if named and (key not in out or out[key].score < strength):
                out[key] = Mention(key, strength, pos)
    return out


def _commented_as(profile: GraphProfile, near: Sequence[tuple[str, float]]) -> dict[str, float]:
    """Tags whose own English word (their comment's, at :data:`OWN_WORD` or more) is a first
    gloss of a Chinese word: 鱼 → "fish" for a tag commented "a kind of fish"."""
    out: dict[str, float] = {}
    for key, words in profile.words.items():
        if key.startswith("tag:"):
            best = max(
                (weight * words.latin.get(tok, 0.0) for tok, weight in near if weight >= 1.0), default=0.0
            )
            if best >= OWN_WORD:
                out[key] = min(best, 0.99)
    return out


def _via_words(words: Words, near: Sequence[tuple[str, float]]) -> float:
    """How strongly a question word's near relations meet an item's own or glossary words
    ("long" → length, a glossary word of ``runtime``), below an exact match."""
    best = 0.0
    for tok, weight in near:
        s = words.latin.get(tok, 0.0)
        if s >= CLAIM:
            best = max(best, min(weight * s, 0.99))
    return best


def content_gloss(word: str) -> bool:
    """Whether a Chinese word means something beyond a question or function word (哪个 →
    which; 多少 → how many: the query language's own words are the glossary's business)."""
    return any(w not in STOPWORDS and "_" not in w for w in related(word))


# --------------------------------------------------------------------------- the reading


@dataclass
class Reading:
    """Everything read from one question; :meth:`intents` turns it into hypotheses."""

    question: str
    profile: GraphProfile
    anchors: list[Anchor]
    anchor_pos: list[int]
    values: list[Condition]
    found: dict[str, Mention]
    numbers: list[tuple[float, int, int]]
    steps: int | None
    neighbourhood: dict[Any, set[tuple[str, str]]] = field(default_factory=dict)
    #: Spans of the linked names and stored values (their words are no operator words).
    names: list[tuple[int, int]] = field(default_factory=list)
    #: Each of :attr:`values` with the span of the words that write it, as stored or in the
    #: other language ("*lecturers* who …" → rank 讲师).
    value_spans: list[tuple[Condition, tuple[int, int]]] = field(default_factory=list)

    @cached_property
    def plain(self) -> str:
        """The question with its linked names and values blanked: where operator words are read
        ("总厨" is a stored level, not the total word 总)."""
        return "".join(" " if not free_of(self.names, i, i + 1) else ch for i, ch in enumerate(self.question))

    # ------------------------------------------------------------------ mentions by kind
    def tags(self) -> dict[str, Mention]:
        return {k[4:]: m for k, m in self.found.items() if k.startswith("tag:")}

    def edges(self) -> dict[str, Mention]:
        return {k[5:]: m for k, m in self.found.items() if k.startswith("edge:")}

    def props(self, owner: str) -> dict[str, Mention]:
        pre = f"prop:{owner}."
        return {k[len(pre) :]: m for k, m in self.found.items() if k.startswith(pre)}


def read(
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    profile: GraphProfile,
    *,
    neighbours: Callable[[Any], set[tuple[str, str]]] | None = None,
) -> Reading:
    """Anchors, value filters, mentions, numbers of ``question`` (see the module doc). The
    numbers are read again outside the names kept here, not ``facts``' (outside every link: a
    link dropped as the question's own word leaves its number, "Open Day 2023")."""
    schema = profile.schema
    anchors: list[Anchor] = []
    anchor_pos: list[int] = []
    values: list[Condition] = []
    spans: list[tuple[int, int]] = []
    value_spans: list[tuple[int, int]] = []
    placed: list[tuple[Condition, tuple[int, int]]] = []
    seen: set[Any] = set()
    for lk in sorted(links, key=lambda x: x.start):
        if lk.kind == "vertex" and _weak_partial(question, lk, profile):
            continue
        if lk.kind == "vertex":
            # A vertex with several tags is read under its most common one (the data's main tag).
            tags = [t for t in (lk.schema, *lk.tags) if t in schema.tags]
            tag = max(tags, key=lambda t: (profile.tag_sizes[t], t == lk.schema)) if tags else None
            if tag is None or lk.text in seen:
                continue
            seen.add(lk.text)
            anchors.append(Anchor(lk.text, tag, lk.prop, question[lk.start : lk.end]))
            anchor_pos.append(lk.start)
            spans.append(lk.span)
        elif lk.kind == "value" and lk.schema and lk.prop:
            if names_own_tag(profile, lk.schema, lk.text):
                continue
            on = "edge" if lk.schema in schema.edges else "target"
            values.append(Condition(lk.schema, lk.prop, "==", lk.text, on=on))  # type: ignore[arg-type]
            placed.append((values[-1], lk.span))
            spans.append(lk.span)
            value_spans.append(lk.span)
    # Categorical values the linker did not report (short words like "chronic", "女").
    low = question.lower()
    # the longest first: "phd student" is the value written, not "phd" inside it
    for category, keys in sorted(profile.categories().items(), key=lambda kv: -len(kv[0])):
        if len(category) < 2 or any(str(c.value).lower() == category for c in values):
            continue
        pos = _find_word(low, category)
        if pos < 0:
            continue
        inside = [
            sp
            for sp in value_spans
            if pos <= sp[0] and sp[1] <= pos + len(category) and sp != (pos, pos + len(category))
        ]
        if inside:  # a longer stored value around a linked one: the longer was written
            drop = {question[a:b].lower() for a, b in inside}
            values = [c for c in values if str(c.value).lower() not in drop]
            spans = [sp for sp in spans if sp not in inside]
            value_spans = [sp for sp in value_spans if sp not in inside]
        if not free_of(spans, pos, pos + len(category)):
            continue
        _place_category(profile, category, (pos, pos + len(category)), keys, values, placed, spans)
    # a stored category misspelt ("photograper"): a word no dictionary knows, one edit from it
    for category, span in _misspelt_values(question, profile, spans):
        keys = profile.categories()[category]
        if not any(str(c.value).lower() == category for c in values):
            _place_category(profile, category, span, keys, values, placed, spans)
    found = mentions(question, profile, spans)
    found.update(_role_mentions(question, profile, found, spans))
    found.update(_agent_tags(question, profile, found, {a.tag for a in anchors}))
    for cond, span in _one_character_values(question, profile, found, spans, values):
        values.append(cond)
        placed.append((cond, span))
        spans.append(span)
    # A word that names a schema item (联署 for ``sponsors``) is no translated category ("joint"),
    # unless the word only relates to a property the value is stored in ("female" ~ ``gender``:
    # 女), not its own word (路面 for ``surface``, whose gloss "road" is also one of its values)
    named = [(m.start, m.start + 1) for m in found.values()]
    holders = {m.start: k[5:] for k, m in found.items() if k.startswith("prop:") and m.score < OWN_WORD}
    translated = _translated_categories(question, profile, [*spans, *named], values, holders)
    for cond, span in translated:
        values.append(cond)
        placed.append((cond, span))
        spans.append(span)
    if translated:
        found = mentions(question, profile, spans)
    numbers = _numbers(question, spans)
    found = _without_year_units(question, numbers, found)
    steps = None
    for value, _s, e in numbers:
        after = question[e : e + 8].lower()
        if (
            re.match(r"\s*(steps?|hops?|jumps?|步|跳|度)", after)
            and value.is_integer()
            and value <= MOST_STEPS
        ):
            steps = int(value)  # "1280度" is a temperature, no walk's length
    values = list(dict.fromkeys(values))  # one value written twice ("国际邀请赛 … 国际级别"): one filter
    r = Reading(
        question,
        profile,
        anchors,
        anchor_pos,
        values,
        found,
        numbers,
        steps,
        names=list(spans),
        value_spans=[(c, sp) for c, sp in placed if c in values],
    )
    if neighbours is not None:
        for a in anchors:
            r.neighbourhood[a.vid] = neighbours(a.vid)
    return r


#: A tag's own words from this strength: its name's parts (1.0) and its whole comment (0.8).
OWN_WORD = 0.8


#: Least CC-CEDICT weight of a Chinese word's gloss for it to name a stored English category
#: (早上 → "morning" 0.7: a word with two glosses weighs each below one with a single gloss).
CATEGORY_GLOSS = 0.7
#: An English word is read for a stored Chinese category from this length on ("rural" → 乡村).
CATEGORY_WORD = 4


def _translates_to(profile: GraphProfile, key: str, word: str) -> bool:
    """Whether a translation of ``word`` is one of the property's own words (路面 → "surface"
    for ``surface``): the word names the property, though one of its glosses is also a value."""
    words = profile.words.get(f"prop:{key}")
    if words is None:
        return False
    owner, prop = key.split(".", 1)
    st = profile.stats.get((owner, prop))
    stored = {v.lower() for v in st.values} if st is not None else set()  # a value is no name ("女")
    if is_cjk(word[0]):
        return any(
            words.latin.get(stem(g.lower()), 0.0) >= OWN_WORD
            for g in glosses(word)
            if g.lower() not in stored
        )
    return any(words.cjk.get(zh, 0.0) >= OWN_WORD for zh in chinese_of(word) if zh not in stored)


def _one_character_values(
    question: str,
    profile: GraphProfile,
    found: Mapping[str, Mention],
    spans: Sequence[tuple[int, int]],
    values: Sequence[Condition],
) -> list[tuple[Condition, tuple[int, int]]]:
    """Stored one-character Chinese categories the question writes where they cannot be the
    character of another word: right before a word for their own tag ("*男*学员", "*女*演员") or
    right after their property's word or its last character, at a word's end ("药*性温*的",
    "性别女"). Elsewhere a lone character is too common to be read as a value (男 in 男团)."""
    taken = {(c.owner, c.prop) for c in values}
    tag_at = {m.start: k[4:] for k, m in found.items() if k.startswith("tag:")}
    out: list[tuple[Condition, tuple[int, int]]] = []
    for category, keys in profile.categories().items():
        if len(category) != 1 or not is_cjk(category):
            continue
        for m in re.finditer(re.escape(category), question):
            pos = m.start()
            if not free_of(spans, pos, pos + 1):
                continue
            for owner, prop in keys:
                if (owner, prop) in taken or owner not in profile.schema.tags:
                    continue
                before_tag = tag_at.get(pos + 1) == owner
                if not (before_tag or _after_prop_word(question, profile, owner, prop, pos)):
                    continue
                original = _stored(profile, owner, prop, category)
                out.append((Condition(owner, prop, "==", original, on="target"), (pos, pos + 1)))
                taken.add((owner, prop))
    return out


def _after_prop_word(question: str, profile: GraphProfile, owner: str, prop: str, pos: int) -> bool:
    """Whether the character at ``pos`` follows a Chinese word of the property (性别, or the last
    character of 药性) and ends a word (the question's end, punctuation, 的, a non-Chinese character)."""
    after = question[pos + 1 : pos + 2]
    if after and is_cjk(after) and after != "的":
        return False
    words = profile.words.get(f"prop:{owner}.{prop}")
    if words is None:
        return False
    before = question[:pos].rstrip("：: ")
    return any(
        len(w) >= 2 and (before.endswith(w) or before.endswith(w[-1]))
        for w, weight in words.cjk.items()
        if weight >= OWN_WORD
    )


def _translated_categories(
    question: str,
    profile: GraphProfile,
    spans: Sequence[tuple[int, int]],
    values: Sequence[Condition],
    holders: Mapping[int, str],
) -> list[tuple[Condition, tuple[int, int]]]:
    """Stored category values the question writes in the other language — an edge's (哪些节目是
    *早上*播的: an ``airs_on.slot`` of "morning"), which the linker does not index, and a
    vertex's the linker's strict translation (:mod:`.linking`: a gloss of weight 0.9) misses
    (奇幻 → "fantasy", 0.7): a Chinese dictionary word whose gloss is the English value, an
    English word that is the one-word gloss of the Chinese value (CC-CEDICT both ways). Guarded
    as a looser reading needs: never a schema word's translation, never a word the dictionary
    cut across another, never a word that names a schema item; a property already filtered by a
    written value is left alone; so are the query language's words."""
    categories = profile.categories()
    taken = {(c.owner, c.prop) for c in values}
    cues = cue_word_spans(question)
    out: list[tuple[Condition, tuple[int, int]]] = []
    used = list(spans)

    def add(value: str, start: int, end: int, word: str) -> None:
        # the word names the property holding the value (``holders``: "female" → gender)
        held = holders.get(start)
        blocked = [sp for sp in used if held is None or sp != (start, start + 1)]
        if not free_of(blocked, start, end) or not free_of(cues, start, end):
            return
        for owner, prop in categories.get(value, ()):
            if (owner, prop) in taken or names_own_tag(profile, owner, value):
                continue
            if held is not None and (held != f"{owner}.{prop}" or _translates_to(profile, held, word)):
                continue
            original = _stored(profile, owner, prop, value)
            on = "edge" if owner in profile.schema.edges else "target"
            out.append((Condition(owner, prop, "==", original, on=on), (start, end)))  # type: ignore[arg-type]
            taken.add((owner, prop))
            used.append((start, end))

    for word, pos in content_chinese_words(question):
        if len(word) < 2 or _schema_word(profile, word) or _cut_across(question, pos):
            continue
        for gloss, weight in glosses(word).items():
            if weight >= CATEGORY_GLOSS and gloss.lower() in categories:
                add(gloss.lower(), pos, pos + len(word), word)
    for m in LATIN_WORD.finditer(question):
        word = m.group(0).lower()
        if len(word) < CATEGORY_WORD or word in STOPWORDS or _schema_word(profile, word):
            continue
        for zh in chinese_of(word):
            add(zh, m.start(), m.end(), word)
        if noun_kind(word) == "person":
            for zh in _glossed_by(categories, lemmas(word)):
                add(zh, m.start(), m.end(), word)
    return out


def _glossed_by(categories: Mapping[str, object], words: Sequence[str]) -> list[str]:
    """Stored Chinese categories one of whose CC-CEDICT gloss words is one of ``words``
    ("assistants" → 助教, glossed "teaching assistant"): read for nouns for people only, where a
    word of a longer gloss is the role's own noun, not a word that merely occurs in it."""
    wanted = set(words)
    return [
        zh
        for zh in categories
        if zh and is_cjk(zh[0]) and any(w >= CATEGORY_GLOSS and g in wanted for g, w in glosses(zh).items())
    ]


#: Characters that make a Chinese verb its doer (策划*师*, 管理*员*, 投资*者*): not 家 or 手,
#: which are also a classifier (哪*家*店) and a body part (*手*底下).
AGENT_SUFFIX = "师员者"
#: The strength of a tag named by the doer of a relation it starts ("策划师" for planners).
AGENT_TAG = 0.7


def _agent_tags(
    question: str, profile: GraphProfile, found: Mapping[str, Mention], named: set[str]
) -> dict[str, Mention]:
    """The tag that starts a relation, named by the relation's Chinese word with a doer's
    suffix ("每个*策划师*": plans' planners, where no word names the tag itself) — as an
    English agent noun ("supervisor") names the one who supervises; not where a named vertex
    of that tag is the doer already ("June Okafor在哪几家店当*志愿者*": the relation's word)."""
    tagged = {m.start for k, m in found.items() if k.startswith("tag:")}
    out: dict[str, Mention] = {}
    for key, m in found.items():
        if not key.startswith("edge:") or m.start in tagged or not is_cjk(question[m.start : m.start + 1]):
            continue
        verb, suffix = question[m.start : m.start + 2], question[m.start + 2 : m.start + 3]
        if not suffix or suffix not in AGENT_SUFFIX or len(verb) < 2 or not glosses(verb):
            continue  # a two-character verb the dictionary knows, then the doer's suffix
        sources = [src for src, _ in profile.pairs(key[5:]) if src]
        tag = f"tag:{sources[0]}" if sources and sources[0] not in named else None
        if tag is not None and tag not in found and tag not in out:
            out[tag] = Mention(tag, AGENT_TAG, m.start, agent=True)
    return out


def _role_mentions(
    question: str, profile: GraphProfile, found: dict[str, Mention], spans: Sequence[tuple[int, int]]
) -> dict[str, Mention]:
    """The one relation between two people, named by a noun for people (:mod:`.roles`) outside
    names and values, where the question names it no other way."""
    edge = people_edge(profile)
    if edge is None or f"edge:{edge}" in found:
        return {}
    tagged = {m.start for k, m in found.items() if k.startswith("tag:")}
    for word, pos in role_words(question, profile, {b for _, b in spans}):
        if pos not in tagged and free_of(spans, pos, pos + len(word)):
            return {f"edge:{edge}": Mention(f"edge:{edge}", ROLE, pos)}
    return {}


def _cut_across(question: str, pos: int) -> bool:
    """Whether a dictionary word ends inside the word starting at ``pos`` (委员|会审 cut from
    委员会审过: 委员会 ends on 会): the cut may be wrong, so its second word is no evidence."""
    return any(glosses(question[pos + 1 - k : pos + 1]) for k in range(2, 5) if pos + 1 - k >= 0)


def _schema_word(profile: GraphProfile, word: str) -> bool:
    """Whether a question word is one of the schema's own words (a tag's, an edge type's, a
    property's: "chef", "members", 委员会 for a tag commented 委员会): it names the item, so its
    translation (主厨, 成员) is no stored value the question writes."""
    if is_cjk(word[0]):
        return any(w.cjk.get(word, 0.0) >= OWN_WORD for w in profile.words.values())
    s = stem(word)
    return any(w.latin.get(s, 0.0) >= OWN_WORD for w in profile.words.values())


def names_own_tag(profile: GraphProfile, owner: str, value: str) -> bool:
    """Whether a stored category value is a word for its own tag (a gardener's rank
    "园艺师" where the tag's comment says 园艺师; a staff ``role`` "chef" on ``chef``): the
    question's word names the tag ("哪些园艺师…"), not the filter."""
    words = profile.words.get(f"tag:{owner}")
    if words is None:
        return False
    low = value.strip().lower()
    if is_cjk(low[:1]):
        return words.cjk.get(low, 0.0) >= OWN_WORD
    return " " not in low and words.latin.get(stem(low), 0.0) >= OWN_WORD


_SCALED = re.compile(
    r"(\d+(?:\.\d+)?)\s*(万|千|百万|亿|k\b|thousand\b|million\b)|\d{1,3}(?:,\d{3})+(?:\.\d+)?", re.IGNORECASE
)
_SCALE = {"万": 1e4, "千": 1e3, "百万": 1e6, "亿": 1e8, "k": 1e3, "thousand": 1e3, "million": 1e6}


#: The longest walk a number of steps may ask for ("3 hops", "2度"): a larger number with such a
#: word is a measure ("1280度", "500 steps a day").
MOST_STEPS = 10
#: A sum or product of two written numbers (no minus or slash: "2-3 steps", "1/2" are no sums).
_SUM = re.compile(r"[(（]?\s*(\d+(?:\.\d+)?)\s*([+加*×乘])\s*(\d+(?:\.\d+)?)\s*[)）]?")


def _numbers(question: str, spans: Sequence[tuple[int, int]]) -> list[tuple[float, int, int]]:
    """The question's numbers outside names, with thousands separators and scale words read
    ("800,000" → 800000, "5万" → 50000)."""
    scaled: list[tuple[float, int, int]] = []
    for m in _SCALED.finditer(question):
        if m.group(1):
            value = float(m.group(1)) * _SCALE[m.group(2).lower()]
        else:
            value = float(m.group(0).replace(",", ""))
        scaled.append((value, m.start(), m.end()))
    for m in _SUM.finditer(question):  # "(1+19)岁", "3×4": the value a person computes
        a, b = float(m.group(1)), float(m.group(3))
        value = a + b if m.group(2) in "+加" else a * b
        scaled = [x for x in scaled if not (m.start() <= x[1] < m.end())]
        scaled.append((value, m.start(), m.end()))
    out = list(scaled)
    # the spans kept as names, not every link's: a link dropped as the question's own word
    # ("2023" in a visit named "Open Day 2023") leaves its number to be read
    for n in find_numbers(question, skip=list(spans)):
        if any(s <= n.start < e for _, s, e in scaled):
            continue
        out.append((float(n.value), n.start, n.end))
    # "五毛钱", "3角钱": tenths of a yuan, the price the number is compared with
    out = [(v / 10 if _TENTHS.match(question, e) else v, s, e) for v, s, e in out]
    return sorted((x for x in out if free_of(spans, x[1], x[2])), key=lambda x: x[1])


#: A number's unit of a tenth of a yuan (毛 / 角 of money, not 三角形 or 毛衣).
_TENTHS = re.compile(r"\s*(?:毛钱?|角钱)(?![衣巾笔])")


#: A year's unit right after its number: 年, or the 年 of a half ("年下半年", "上半年").
_YEAR_UNIT = re.compile(r"年(?:的?[上下]半年)?|\s*[上下]半年")


def _stored(profile: GraphProfile, owner: str, prop: str, lowered: str) -> str:
    """The stored category of ``owner.prop`` a lower-cased word is ("chronic" → "Chronic")."""
    return next(v for v in profile.stats[(owner, prop)].values if v.lower() == lowered)


def _place_category(
    profile: GraphProfile,
    category: str,
    span: tuple[int, int],
    keys: Sequence[tuple[str, str]],
    values: list[Condition],
    placed: list[tuple[Condition, tuple[int, int]]],
    spans: list[tuple[int, int]],
) -> None:
    """The filters a stored category the question writes at ``span`` stands for, one per
    property holding it (none where the value is a word for its own tag)."""
    keys = [(owner, prop) for owner, prop in keys if not names_own_tag(profile, owner, category)]
    if not keys:
        return
    for owner, prop in keys:
        original = _stored(profile, owner, prop, category)
        on = "edge" if owner in profile.schema.edges else "target"
        values.append(Condition(owner, prop, "==", original, on=on))  # type: ignore[arg-type]
        placed.append((values[-1], span))
    spans.append(span)


def _misspelt_values(
    question: str, profile: GraphProfile, spans: Sequence[tuple[int, int]]
) -> list[tuple[str, tuple[int, int]]]:
    """Stored one-word English categories that question words no dictionary knows are a typo
    of ("photograper" → photographer): the closest within one edit (two from
    :data:`LONG_TYPO` characters), when exactly one is that close (as :func:`_misspelt` reads
    schema words)."""
    stored = [c for c in profile.categories() if c.isascii() and c.isalpha() and len(c) >= TYPO_MIN]
    out: list[tuple[str, tuple[int, int]]] = []
    for m in LATIN_WORD.finditer(question):
        word = m.group(0).lower()
        if (
            len(word) < TYPO_MIN
            or word in STOPWORDS
            or not free_of(spans, m.start(), m.end())
            or lemmas(word)
        ):
            continue
        fixed = _one_typo_from(word, stored)
        if fixed is not None:
            out.append((fixed, (m.start(), m.end())))
    return out


def _without_year_units(
    question: str, numbers: Sequence[tuple[float, int, int]], found: dict[str, Mention]
) -> dict[str, Mention]:
    """``found`` less the properties named only by a year's own 年 ("2023*年*完工的", "2024年下半
    *年*": the unit says the number is a year — of whichever time the question speaks of — not
    that a property called ``year`` is meant)."""
    units: set[int] = set()
    for v, _, e in numbers:
        if v.is_integer() and YEARS[0] <= v <= YEARS[1]:
            m = _YEAR_UNIT.match(question, e)
            if m is not None:
                units.update(i for i in range(e, m.end()) if question[i] == "年")
    return {
        k: m
        for k, m in found.items()
        if not (k.startswith("prop:") and m.start in units and not question.startswith("年龄", m.start))
    }


def _weak_partial(question: str, lk: Link, profile: GraphProfile) -> bool:
    """A partial match that is more likely the question's own word than a name: a schema word
    ("books" inside "Northwind Books") or under half of the stored name."""
    if lk.exact:
        return False
    span = question[lk.start : lk.end]
    stored = lk.matched or lk.text
    if len(span.strip()) < 0.5 * len(stored.strip()):
        return True
    return bool(mentions(span, profile))


def _find_word(text: str, word: str) -> int:
    """Position of ``word`` in ``text`` on word boundaries (CJK words anywhere)."""
    if any("\u3400" <= ch <= "\u9fff" for ch in word):
        return text.find(word)
    m = re.search(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?:s|es)?(?![A-Za-z0-9])", text)
    return m.start() if m else -1


__all__ = ["Mention", "Reading", "mentions", "read"]
