"""English words shared by the retrieval, pipeline and free-text layers: stop words and a light stemmer.

Why one module: the entity linker, the demonstration pool, the offline refiner's schema
profile, the semantic matcher, the confidence rating and the lexical free-text answerer each
had their own copy of a stemmer and a stop-word list. The stemmer is one function here (with
the two variants that differ on purpose named below); the stop words are one base list,
:data:`STOPWORDS`, and each consumer's list is that base narrowed or extended by a named,
documented set. The lists stay exactly what each consumer used before: they were tuned with
it, and a word moved in or out changes which demonstration, link or answer is chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

#: English function and question words, and the request verbs and greetings of a question
#: ("please find …"): never a mention on their own, never the first or last word of a
#: partial-name lookup (:mod:`r3.retrieval.mentions`). The base of every list below.
STOPWORDS = frozenset(
    """
    a an the of in on at to for from by with without into onto over under about as and or nor
    but not no is are was were be been being am do does did done has have had having will would
    shall should can could may might must i me my mine we us our you your yours he him his she
    her hers it its they them their this that these those there here who whom whose which what
    when where why how all any each every some many much more most other another such than then
    also only just very so too if else please help find return returns show list get give tell
    want need know see like likes let lets hello hi hey whether up down out off again ever one
    two
    """.split()  # noqa: SIM905
)

#: Words :mod:`r3.pipeline.confidence` does not drop with the stop words: quantity, request
#: and operator words (its own operator list judges them) and words that may name an edge
#: (``likes``, ``without``).
CONFIDENCE_KEEPS = frozenset(
    """
    without all every many much more most else find return returns show list get give see like
    likes ever two
    """.split()  # noqa: SIM905
)
#: Chat words people add to a request (politeness, contractions, pronouns): never content.
CHAT_WORDS = frozenset(
    """
    dear doing i'm it's itself kindly let's madam needs ok okay ones others ours own per same
    sir thank thanks theirs via wants what's who's would'd yes
    """.split()  # noqa: SIM905
)
#: The confidence rating's stop words (:mod:`r3.pipeline.confidence`).
CONFIDENCE_STOPWORDS = (STOPWORDS - CONFIDENCE_KEEPS) | CHAT_WORDS

#: The demonstration pool's stop words (:mod:`r3.pipeline.offline.demos`): only articles,
#: pronouns, auxiliaries and request words, so quantity, negation and question words
#: (``how many``, ``not``, ``who``) stay features that tell query shapes apart.
DEMO_STOPWORDS = STOPWORDS & frozenset(
    """
    a an the of in on at to for from by with and or is are was were be been will would can could
    i me my we us our you your he his she her it its they them their this that these those
    please help find return returns show get give tell want need know let hello hi hey
    """.split()  # noqa: SIM905
)

#: Words that never name a schema item although the base keeps them: ``id``, ``data`` …
SCHEMA_NOISE = frozenset(
    """
    data id ids info least less number type value
    """.split()  # noqa: SIM905
)
#: Prepositions a question compares with ("over 75000 voters", "under 30"), which a schema
#: comment may hold in another sense ("the year the chair took over"): never an item's word.
COMPARISON_WORDS = frozenset("over under above below".split())  # noqa: SIM905
#: The offline schema profile's stop words (:mod:`r3.understand.profile`): function
#: and question words (request verbs and pronouns are left in: they never match a schema
#: name anyway) plus :data:`SCHEMA_NOISE` and :data:`COMPARISON_WORDS`.
PROFILE_STOPWORDS = (
    (
        STOPWORDS
        & frozenset(
            """
        a an the of in on at to for from by with as and or is are was were be been do does did
        has have had will would should can could he his she her it its they them their this that
        there who whom whose which what when where why how all any each every some many much
        more most other than very one two
        """.split()  # noqa: SIM905
        )
    )
    | SCHEMA_NOISE
    | COMPARISON_WORDS
)

#: The semantic matcher's stop words (:mod:`r3.understand.semantic`; it reads words of
#: three letters or more): question words and request verbs, whose meaning would match any
#: schema item.
SEMANTIC_STOPWORDS = STOPWORDS & frozenset(
    """
    the for from with into about and are was were does did has have their this that these those
    there who whom whose which what how many much find show list give tell
    """.split()  # noqa: SIM905
)

#: The lexical free-text answerer's stop words (:mod:`r3.freetext.answerers`): articles,
#: pronouns, auxiliaries and question words; negations (``not``, ``no``) and quantities stay
#: content, since they change what a sentence says.
ANSWER_STOPWORDS = STOPWORDS & frozenset(
    """
    a an the of in on at to for from by with as and or but is are was were be been being do does
    did has have had will would shall should can could may might must i me my we our you your he
    his she her it its they them their this that these those there here who whom which what when
    where why how any some so if
    """.split()  # noqa: SIM905
)

#: The suffixes :func:`light_stem` removes (the first that fits).
SUFFIXES = ("ing", "ed", "es", "s", "e")
#: The lexical free-text answerer's suffixes: adverbs (``-ly``) meet their adjective, and a
#: final ``e`` stays (answer sentences are matched word by word, not names).
ANSWER_SUFFIXES = ("ing", "ed", "es", "ly", "s")


def strip_suffix(word: str, suffixes: Sequence[str] = SUFFIXES) -> str:
    """``word`` without the first of ``suffixes`` it ends with, when at least three letters remain."""
    for suffix in suffixes:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def light_stem(word: str, *, possessive: bool = False) -> str:
    """A very light English stemmer: enough to meet ``likes``/``liked``/``liking`` at ``lik``.

    Quotes around the word are dropped first; with ``possessive``, a final ``'s`` too.
    """
    word = word.strip("'")
    if possessive:
        word = word.removesuffix("'s")
    return strip_suffix(word)


#: Irregular English verb and noun forms (general vocabulary, not any graph's).
IRREGULAR = {
    "wrote": "write",
    "written": "write",
    "made": "make",
    "did": "do",
    "done": "do",
    "gave": "give",
    "given": "give",
    "took": "take",
    "taken": "take",
    "won": "win",
    "bought": "buy",
    "sold": "sell",
    "taught": "teach",
    "led": "lead",
    "met": "meet",
    "knew": "know",
    "known": "know",
    "grew": "grow",
    "built": "build",
    "ran": "run",
    "saw": "see",
    "seen": "see",
    "born": "birth",
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
    "sang": "sing",
    "sung": "sing",
    "drew": "draw",
    "drawn": "draw",
    "held": "hold",
    "began": "begin",
    "begun": "begin",
    "found": "found",
    "paid": "pay",
    "sent": "send",
    "spent": "spend",
    "told": "tell",
    "thought": "think",
    "went": "go",
    "gone": "go",
    "came": "come",
    "became": "become",
    "chose": "choose",
    "chosen": "choose",
    "flew": "fly",
    "ate": "eat",
    "drove": "drive",
    "driven": "drive",
    "fought": "fight",
    "studied": "study",
    "belongs": "belong",
    "feet": "foot",
    "teeth": "tooth",
    "mice": "mouse",
}


def stem(word: str) -> str:
    """A stronger stem, for matching question words to schema names: the same for a word's
    usual forms (``movies``/``movie`` → ``movi``, ``companies``/``company`` → ``compani``,
    ``starred``/``stars`` → ``star``, ``wrote`` → ``writ``): lower case, :data:`IRREGULAR`
    forms, :func:`strip_suffix`, a doubled final consonant undoubled, a final ``y`` → ``i``."""
    w = word.lower().strip("'")
    w = strip_suffix(IRREGULAR.get(w, w))
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiou":
        w = w[:-1]
    if len(w) > 2 and w.endswith("y"):
        w = w[:-1] + "i"
    return w


__all__ = [
    "ANSWER_STOPWORDS",
    "ANSWER_SUFFIXES",
    "CHAT_WORDS",
    "CONFIDENCE_KEEPS",
    "CONFIDENCE_STOPWORDS",
    "DEMO_STOPWORDS",
    "IRREGULAR",
    "PROFILE_STOPWORDS",
    "SCHEMA_NOISE",
    "SEMANTIC_STOPWORDS",
    "STOPWORDS",
    "SUFFIXES",
    "light_stem",
    "stem",
    "strip_suffix",
]
