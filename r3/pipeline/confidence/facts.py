"""The facts of one answer that the confidence weighs (:class:`Facts`, gathered by :func:`gather`
from the question, the query, the links and what the checks found)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from rapidfuzz import fuzz

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.lang.analysis import analyze
from r3.lexical import relatedness
from r3.pipeline.confidence.words import (
    Lexicon,
    Word,
    alias_items,
    content_words,
    entity_spans,
    judgeable,
    relation_word,
    schema_vocabulary,
    word_items,
)
from r3.pipeline.types import Origin
from r3.retrieval.english_words import light_stem
from r3.text import is_cjk
from r3.understand.cues import question_facts
from r3.understand.linking import as_links, resolve_links
from r3.values import Vertex, render

# --------------------------------------------------------------------------- facts


@dataclass
class CheckFacts:
    """What the checks found about the chosen query (``values``: its dry-run rows)."""

    ran: bool | None = None  # None: not run (validated only, or a write)
    rows: int | None = None
    repaired: bool = False
    split_vote: bool = False
    values: Sequence[Sequence[Any]] | None = None


@dataclass(frozen=True)
class Facts:
    """Everything the confidence weighs about one answer (the package doc), gathered by :func:`gather`."""

    origin: Origin = field(default_factory=Origin)
    #: Content words that could be judged, those the query does not cover, those not judgeable.
    judged: int = 0
    missing: tuple[str, ...] = ()
    unjudged: int = 0
    #: Linked names (vertices, values) of the question and whether the query writes each.
    names: int = 0
    names_used: int = 0
    #: Of the names the query writes, those the linker matched only fuzzily (a typo, a part of
    #: the stored name): the anchor itself is a guess.
    names_fuzzy: int = 0
    ran: bool | None = None
    rows: int | None = None
    #: Every returned value is one of the question's own linked names (the entity echoed back).
    echo: bool = False
    repaired: bool = False
    split_vote: bool = False
    #: What the question's operator words ask for and the query does not do (:data:`ASKS`), and
    #: the question's numbers the query does not write.
    unmet: tuple[str, ...] = ()
    numbers_unused: int = 0
    #: The rows hold another kind of value than asked (:func:`answer_kind_mismatch`).
    kind_mismatch: bool = False
    #: The query walks, one way only, an edge between two vertices of one tag (who manages
    #: whom, which way a kinship or a route runs: the direction is the composer's guess).
    one_way_same_tag: bool = False
    #: The query's edge steps (each pattern step, each GO's OVER) and whether one walks a
    #: variable length (``*1..3``, ``M TO N STEPS``): the longer the walk, the more a guess.
    steps: int = 0
    variable_length: bool = False
    #: Round 7: of the words the composer's reading left unexplained, how many name a schema
    #: item by the schema's own vocabulary (a tag, edge or property the reading did not use: a
    #: missed part of the question, not a filler word such as 能, 出来, "take care").
    unexplained_named: int = 0
    #: Round 7: the query ranks two or more of the question's named vertices to one (``id(t)
    #: IN [a, b] … ORDER BY … LIMIT 1``: "which is older, A or B").
    compares_named: bool = False

    def to_dict(self) -> dict[str, Any]:
        out = {k: v for k, v in asdict(self).items() if k != "origin"}
        out["missing"] = list(self.missing)
        out["unmet"] = list(self.unmet)
        out["origin"] = self.origin.to_dict()
        return out


#: What a question's operator words ask of the query, in the query language's own words (en/zh):
#: name → (the question's pattern, the query's pattern). Only asks whose words rarely mean
#: anything else ("多少" alone also asks a value: "年龄是多少", so it is not a count here).
ASKS: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    name: (re.compile(q, re.I), re.compile(a, re.I))
    for name, q, a in (
        (
            "count",
            r"\bhow many\b|\bnumber of\b|\bcount\b|几[个位部本家条名种次]|多少[个位部本家条名种次]|数量|个数|总数",
            r"\bcount\s*\(|\bsize\s*\(",
        ),
        ("average", r"\baverage\b|\bmean\b|\bavg\b|平均", r"\bavg\s*\("),
        (
            "extreme",
            r"\b(?:most|least|highest|lowest|largest|smallest|biggest|oldest|youngest|longest|earliest|latest"
            r"|top)\b|最(?!短|近|后)",
            r"\border\s+by\b|\bmax\s*\(|\bmin\s*\(",
        ),
        (
            "negation",
            r"\b(?:not|never|without|none)\b|n't\b|没有|从未|从没|未曾|不是|并非",
            r"\bnot\b|!=|<>",
        ),
        (
            "path",
            r"\bpaths?\b|\bshortest\b|\bhow many (?:hops|steps|stops)\b|路径|最短|几站|几跳|几步",
            r"path|\*\d|steps",
        ),
        ("group", r"\beach\b|\bper\b|每个|每位|每家|各个|各自", r"\b(?:count|sum|avg|max|min|collect)\s*\("),
    )
}


_STEP = re.compile(r"-\[|\bOVER\b", re.I)
_VARIABLE = re.compile(r"\[[^\]]*\*[^\]]*\]|\bSTEPS\b", re.I)


def query_steps(query: str) -> tuple[int, bool]:
    """How many edge steps the query writes (pattern steps ``-[…]``, GO's ``OVER``) and whether
    one of them walks a variable length (``-[:e*1..3]->``, ``-[*2]-``, ``1 TO 3 STEPS``)."""
    return len(_STEP.findall(query)), bool(_VARIABLE.search(query))


#: Questions whose answer is a number, a name or a time (the rows should hold that kind).
_ASKS_NUMBER = re.compile(
    r"\bhow many\b|\bhow much\b|\bnumber of\b|几[个位部本家条名种次]|多少[个位部本家条名种次]", re.I
)
_ASKS_WHO = re.compile(r"^\s*who\b|\bwho (?:is|are|was|were|has|have|did|does)\b|谁", re.I)
_ASKS_WHEN = re.compile(r"^\s*when\b|\bwhat year\b|\bwhich year\b|哪一?年|何时|什么时候", re.I)


def answer_kind_mismatch(question: str, values: Sequence[Sequence[Any]] | None) -> bool:
    """Whether the rows hold another kind of value than the question asks: a count that is not
    one number, a "who" answered with numbers only, a "when" answered with no number or date."""
    if not values:
        return False
    rows = list(values)[:50]
    cells = [c for row in rows for c in row]
    numeric = [isinstance(c, (int, float)) and not isinstance(c, bool) for c in cells]
    timeish = [n or bool(re.search(r"\d{4}", _cell_text(c))) for n, c in zip(numeric, cells, strict=True)]
    if _ASKS_NUMBER.search(question):
        return not (len(rows) == 1 and any(numeric))
    if _ASKS_WHEN.search(question):
        return not any(timeish)
    if _ASKS_WHO.search(question):
        return bool(cells) and all(numeric)
    return False


#: A pattern step between two vertices of one tag: ``(a:t)-[...]->(b:t)`` (either way).
_SAME_TAG_STEP = re.compile(r"\(\w*:(\w+)\)\s*(<-|-)\[[^\]]*\](->|-)\s*\(\w*:\1\)")


_COMPARES_NAMED = re.compile(r"\bIN\s*\[[^\]]*,[^\]]*\][^|]*\bORDER\s+BY\b[^|]*\bLIMIT\s+1\b", re.I)


def compares_named(query: str) -> bool:
    """Whether the query keeps two or more listed ids and ranks them to one (``WHERE id(t) IN
    ["a", "b"] … ORDER BY k LIMIT 1``): a comparison of the question's named entities."""
    return bool(_COMPARES_NAMED.search(query))


def unexplained_named(unexplained: Sequence[str], vocab: Mapping[str, set[str]]) -> int:
    """How many of the composer's unexplained words name a schema item by the schema's own
    vocabulary (:func:`~r3.pipeline.confidence.words.word_items` without a lexicon, so that the
    number is the same with or without a demonstration pool)."""
    return sum(1 for text in unexplained if text and word_items(Word(text, 0, is_cjk(text[0])), vocab, None))


def one_way_same_tag(query: str) -> bool:
    """Whether the query walks an edge between two vertices of one tag in one direction only."""
    return any(m.group(2) != m.group(3) for m in _SAME_TAG_STEP.finditer(query))


def unmet_asks(question: str, query: str) -> tuple[str, ...]:
    """The asks of :data:`ASKS` the question makes and the query does not do."""
    return tuple(
        name for name, (asked, done) in ASKS.items() if asked.search(question) and not done.search(query)
    )


def _numbers_unused(question: str, query: str, skip: Sequence[tuple[int, int]]) -> int:
    """How many of the question's numbers (outside names) the query does not write."""
    numbers = question_facts(question, names=list(skip)).numbers
    written = set(re.findall(r"\d+(?:\.\d+)?", query))
    return sum(1 for n in numbers if _plain(n.value) not in written)


def _plain(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def query_items(query: str, dialect: str, space: SpaceSchema | None) -> tuple[set[str], list[str]] | None:
    """Item keys a query uses and its string literals (None when it does not parse)."""
    try:
        a = analyze(query, dialect, schema=space)
    except (R3Error, RecursionError):
        return None
    used = {f"t:{t}" for t in a.tags} | {f"e:{e}" for e in a.edge_types}
    for owner, prop in a.properties:
        used.add(f"p:{prop}")
        if owner and space is not None:
            used.add(f"e:{owner}" if owner in space.edges else f"t:{owner}")
    return used, [s.lower() for s in a.string_literals]


def gather(
    question: str,
    space: SpaceSchema,
    query: str,
    *,
    dialect: str = "ngql",
    origin: Origin | None = None,
    links: Sequence[Any] | None = None,
    lexicon: Lexicon | None = None,
    aliases: Aliases | None = None,
    checks: CheckFacts | None = None,
) -> Facts:
    """The facts of ``query`` as the answer to ``question`` (what :func:`rate` weighs)."""
    checks = checks or CheckFacts()
    alias_hits = alias_items(question, aliases)
    words = content_words(question, [*entity_spans(question, links), *(span for span, _ in alias_hits)])
    vocab = schema_vocabulary(space)
    judged = [w for w in words if judgeable(w, vocab, lexicon)]
    items = query_items(query, dialect, space)
    missing: list[str] = []
    if items is not None:
        used, literals = items
        walks = any(key.startswith("e:") for key in used)
        missing = [
            w.text
            for w in judged
            if not (word_items(w, vocab, lexicon) & used)
            and not any(w.text in lit for lit in literals)
            # a relation word (X's colleagues, 同事) is covered by any walk: it names the other end
            and not (walks and relation_word(w))
            and not _explained_by(w, used)
        ]
        missing += [question[s:e] for (s, e), key in alias_hits if key not in used]
        judged_n = len(judged) + len(alias_hits)
    else:
        judged_n = len(judged)
    named = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    texts = [{lk.text.lower(), lk.display.lower()} for lk in named]
    low = query.lower()
    steps, variable = query_steps(query)
    return Facts(
        origin=origin or Origin(),
        judged=judged_n,
        missing=tuple(missing),
        unjudged=len(words) - len(judged),
        names=len(named),
        names_used=sum(1 for t in texts if any(x and x in low for x in t)),
        names_fuzzy=sum(
            1 for lk, t in zip(named, texts, strict=True) if not lk.exact and any(x and x in low for x in t)
        ),
        ran=checks.ran,
        rows=checks.rows,
        echo=_echo(checks.values, texts),
        repaired=checks.repaired,
        split_vote=checks.split_vote,
        unmet=unmet_asks(question, query),
        numbers_unused=_numbers_unused(question, query, [lk.span for lk in named]),
        kind_mismatch=answer_kind_mismatch(question, checks.values),
        one_way_same_tag=one_way_same_tag(query),
        steps=steps,
        variable_length=variable,
        unexplained_named=unexplained_named((origin or Origin()).unexplained, vocab),
        compares_named=compares_named(query),
    )


#: Relatedness (:func:`r3.lexical.relatedness`) from which a word is explained by an item the
#: query uses (年纪 ~ ``age``), and the rapidfuzz ratio from which it is that item's name misspelt.
EXPLAINED_RELATED = 0.85
EXPLAINED_TYPO = 85


def _explained_by(word: Word, used: set[str]) -> bool:
    """Whether a content word speaks of an item the query uses though the schema vocabulary
    missed it: WordNet/CC-CEDICT relate it strongly to the item's name, or it is the name
    misspelt ("reserchers" for ``researcher``)."""
    names = [key.partition(":")[2] for key in used]
    stem = light_stem(word.text, possessive=True)
    for name in names:
        if relatedness(word.text, name) >= EXPLAINED_RELATED:
            return True
        if not word.cjk and len(stem) >= 5 and fuzz.ratio(stem, light_stem(name)) >= EXPLAINED_TYPO:
            return True
    return False


def _echo(values: Sequence[Sequence[Any]] | None, names: Sequence[set[str]]) -> bool:
    """Whether every returned value is one of the question's own names (asked about X, got X)."""
    if not values or not names:
        return False
    known = set().union(*names)
    cells = [_cell_text(v) for row in list(values)[:50] for v in row]
    return bool(cells) and all(c in known for c in cells)


def _cell_text(value: Any) -> str:
    if isinstance(value, Vertex):
        return str(value.vid).lower()
    if isinstance(value, str):
        return value.lower()
    return render(value).strip('"').lower()
