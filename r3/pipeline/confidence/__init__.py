"""How sure the pipeline is of an answer, and whether the graph can answer the question at all.

Why: a query that parses, validates and returns rows is not yet a right answer — "What is
the weather in Paris?" on a movies graph can still be turned into *some* query that returns
actors, and "What is Ada Lind's phone number?" into one that returns her films. So every
result carries a ``confidence`` in [0, 1] and the ``reasons`` behind it, and the status says
whether to trust it (``ok``), to check it (``uncertain``), or that the graph does not hold
what is asked (``unanswerable``: no query is run at all). **This package decides all three**,
through the names exported here (callers import nothing else); the stages only hand it facts (the refiner an :class:`~r3.pipeline.types.Origin`, the
checks a :class:`CheckFacts`).

**Content words.** The question's words that are not stop or query-operator words ("how",
"many", "count", "path", "的", "数量" …: a general English/Chinese list, nothing about any
graph), not inside a linked entity, a quoted text or a number. Latin words are single
words; Chinese text is cut at stop and operator words into chunks of two or more characters.
A content word **names a schema item** when its stem is a word of a tag, edge type or
property name (or of their comments) — itself or a word of the same concept in the general
glossary (:mod:`r3.understand.glossary`: ``old`` → age) —, when it is one of the
user's aliases (``aliases.yaml``), or when the demonstration pool's lexicon
(:mod:`r3.understand.lexicon`, when there is one) hears that item in it. It is
**covered** by a query when it names an item the query uses, or is written in one of the
query's string literals.

**Unanswerable** (checked before anything runs), any of:

- the question has content words, none of them names a schema item (an English word itself,
  through its lemma or a word WordNet relates at :data:`STRONG_RELATED` or more — a looser
  relation, champions ~ back ~ ``bench``, is no evidence) or is related to a
  schema name by WordNet/CC-CEDICT at :data:`STRONG_RELATED` or more, no word of it at all
  (a query-language word too: "route", "path") is a word of a schema name, and no entity or
  quoted text of it was linked — a number alone names nothing ("What is the weather in
  Paris?", "convert 30 celsius to fahrenheit");
- it names only stored *values* (a city, a code; no vertex) and every content word was
  checked and names nothing ("Will it rain in Oslo tomorrow?" on a graph storing depots'
  cities);
- it **asks for an attribute or relation of a linked entity** that the graph does not have:
  the words in the asked position — after ``X's``, between ``the`` and ``of X``, after
  ``how <adjective> is`` before X, the last word of ``where/when is X <participle>``, after
  ``X的`` up to 是/有/为/叫/在/吗 or the end — are all content words that name no schema item
  ("What is Ada Lind's phone number?", "Ada Lind的工资是多少？", "Who is Ada Lind's
  dentist?", "How tall is X?", "Where was X born?"). A stored value is linked (so it is no
  content word), numbers and question words are never content words, and a Chinese word
  that cannot be judged (no Chinese schema words, lexicon or glossary entry) never refuses:
  a refusal needs every asked word to have been checked and found nothing. Nor does a word
  the lexical resources relate strongly to a tag, edge type or property ("writer" ~ author,
  "films" ~ movie), nor — on a graph with edges — one of the query language's **relation
  words** heading the asked phrase (``words.RELATION_WORDS``: "X's friends", "the owner of
  X", "X的上司", "X's teams", a Chinese word through its CC-CEDICT gloss): the user asks a walk, whatever
  the edge is called (``knows``, ``works_at``). The **head** of each asked phrase decides
  (its last word, or the one before when the last is a verb form: "X's books *came* out"):
  "the fuel consumption of X" asks a consumption whatever "fuel" names. The reason names
  the asked phrase.

**Confidence** is one fitted logistic model over the facts of the chosen answer
(:class:`Facts`, :func:`features`): where the query came from (an adapted demonstration and
its similarity, a composed pattern and its shape, a model), whether it covers every content
word's schema item (or an item it uses explains the word: WordNet/CC-CEDICT relate them
strongly, or the word is its name misspelt) and uses every linked name, whether it does what the question's operator
words ask (:data:`ASKS`: a count, an average, a most/least, a negation, a path, a group) and
writes the question's numbers, whether its rows hold the kind of value asked (a number for
"how many", not only numbers for "who", a year or date for "when"), whether the adaptation
fitted, whether it ran and returned rows (or only the named entity itself), whether a name it writes
was linked only fuzzily, whether the
repair loop stepped in, the margin to the best candidate that returned *other* rows and how
many candidates agreed, and whether it walks an edge between two vertices of one tag one way
only (who manages whom, a kinship's or a route's direction: a guess), how many edge steps it
walks and whether a walk's length is left open, and how many content words the composer had to
read and left unexplained. The model and its weights (:data:`WEIGHTS`) were chosen and fitted by
``eval/bench_confidence.py`` on development material only (nl2gql dev, ``eval/unseen``,
``eval/holdout``, ``eval/devshapes*``, ``eval/transpile_fresh``): among the compared models (``--logo``), the one that fell least
short of both targets when fitted on the other graphs and applied to each held-out graph —
every feature, L2 10, **monotone** (a fact's weight keeps the sign its meaning
gives, or is dropped). Facts too rare there to fit, and ones whose fit is an artifact of that
material (an empty answer, an echo), keep hand-set weights (:data:`PRIORS`). Measured
leave-one-graph-out on 36 development graphs (each fitted and cut on the other 35; round 6):
88 % of the wrong answers flagged and 36 % of the right ones pooled, 83 % / 34 % as the mean of
the graphs (AUC 81) — the right-flagged target (≤ 10 %) is far off on graphs the fit did not
see: about a third of the right answers look like the wrong ones on every fact here. The bias
puts the fitted decision point at the config's default ``confidence.threshold`` (0.55): ``ok`` from the threshold, ``uncertain``
below it.

The parts: :mod:`~r3.pipeline.confidence.words` (content words, the schema vocabulary, what a
word names), :mod:`~r3.pipeline.confidence.answerability` (the refusal, before anything runs),
:mod:`~r3.pipeline.confidence.facts` (what one answer's facts are) and
:mod:`~r3.pipeline.confidence.model` (how they are weighed).
"""

from r3.pipeline.confidence.answerability import Answerability, answerability, asked_words
from r3.pipeline.confidence.facts import (
    ASKS,
    CheckFacts,
    Facts,
    answer_kind_mismatch,
    gather,
    one_way_same_tag,
    query_items,
    unmet_asks,
)
from r3.pipeline.confidence.model import (
    BIAS,
    PRIORS,
    SHAPES,
    WEIGHTS,
    Assessment,
    assess,
    features,
    rate,
    status_for,
)
from r3.pipeline.confidence.words import (
    Lexicon,
    Word,
    content_words,
    entity_spans,
    schema_vocabulary,
    word_items,
)

__all__ = [
    "ASKS",
    "BIAS",
    "PRIORS",
    "SHAPES",
    "WEIGHTS",
    "Answerability",
    "Assessment",
    "CheckFacts",
    "Facts",
    "Lexicon",
    "Word",
    "answer_kind_mismatch",
    "answerability",
    "asked_words",
    "assess",
    "content_words",
    "entity_spans",
    "features",
    "gather",
    "one_way_same_tag",
    "query_items",
    "rate",
    "schema_vocabulary",
    "status_for",
    "unmet_asks",
    "word_items",
]
