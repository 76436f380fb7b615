"""How sure the pipeline is of an answer, and whether the graph can answer the question at all.

Why: a query that parses, validates and returns rows is not yet a right answer — "What is
the weather in Paris?" on a movies graph can still be turned into *some* query that returns
actors. So every result carries a ``confidence`` in [0, 1] and the ``reasons`` behind it, and
the status says whether to trust it (``ok``), to check it (``uncertain``), or that the
question names nothing the graph holds (``unanswerable``: no query is run at all).

**Content words.** The question's words that are not stop or query-operator words ("how",
"many", "count", "path", "的", "数量" …: a general English/Chinese list, nothing about any
graph), not inside a linked entity, a quoted text or a number. Latin words are single
words; Chinese text is cut at stop and operator words into chunks of two or more characters.
A content word **names a schema item** when its stem is a word of a tag, edge type or
property name (or of their comments) — itself or a word of the same concept in the general
glossary (:mod:`r3.pipeline.offline.glossary`: ``old`` → age) —, or when the demonstration pool's lexicon
(:mod:`r3.pipeline.offline.lexicon`, when there is one) hears that item in it. It is
**covered** by a query when it names an item the query uses, or is written in one of the
query's string literals.

**Unanswerable** (checked before anything runs): the question has content words, none of
them names a schema item, and no entity, quoted text or number of it was linked. Chinese
words on a graph with only Latin names and no lexicon cannot be judged, so they never make
a question unanswerable unless the glossary knows them.

**Confidence** (round weights chosen by hand, not fitted; clamped to [0, 1])::

    base     adapted demonstration   0.35 + 0.5 × similarity (≤ 1)
             synthesized demonstration 0.3 + 0.4 × similarity
             composed reading        0.2 + 0.6 × its score (the composer's own confidence)
             a model's query         0.6
             unknown                 0.5
    − 0.4 × share of content words the query does not cover
    − 0.2  the adapted demonstration left names or numbers unfitted (mismatch)
    − 0.25 the dry run returned no rows
    − 0.1  the query was not run (only validated, or a write)
    − 0.15 the repair loop had to step in (an earlier candidate failed)
    − 0.1  for each of up to two content words that cannot be checked (Chinese words on a
           schema the glossary, aliases and lexicon do not cover)
    − 0.25 the runner-up candidate (one returning other rows) scored within 0.1 (a near tie;
           − 0.1 within 0.3)
    − 0.1  self-consistency samples disagreed (the winning answer had no majority)

``ok`` from ``confidence.threshold`` (default 0.55), ``uncertain`` below it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.lang.analysis import analyze
from r3.lexical import related
from r3.pipeline.offline import glossary
from r3.pipeline.offline.glossary import concept_words, content_chinese_words
from r3.pipeline.offline.linking import as_links, resolve_links
from r3.pipeline.offline.text import question_facts
from r3.retrieval.words import CONFIDENCE_STOPWORDS, light_stem
from r3.text import is_cjk

#: ``text → {item key: evidence}`` (``tag:player``, ``edge:like``, ``prop:player.age``).
Lexicon = Callable[[str], Mapping[str, float]]

#: Evidence from which the lexicon's item counts as named by a word.
LEXICON_MIN = 0.6
#: Weight from which a word :mod:`r3.lexical` relates counts as the same word's (its synonyms,
#: derivations and attributes of the first senses; hypernyms of the most frequent one).
RELATED_MIN = 0.7
UNCOVERED_WEIGHT = 0.4
MISMATCH_COST = 0.2
EMPTY_COST = 0.25
NOT_RUN_COST = 0.1
REPAIR_COST = 0.15
NEAR_TIE = ((0.1, 0.25), (0.3, 0.1))
#: Cost of each content word that could not be checked against the schema (at most two count).
UNJUDGED_COST = 0.1
SPLIT_VOTE_COST = 0.1

_LATIN = re.compile(r"[a-z][a-z0-9_']*")
_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")

#: Words for query operators and for the graph model itself: they name no schema item.
_OPERATORS = frozenset(
    """
    find show list give return returns returned get fetch lookup look search query retrieve display print
    count counts counting number numbers many much total sum average avg mean max maximum min minimum
    sort sorted sorting order ordered ordering ascending descending asc desc rank ranked top first last
    limit skip offset next previous path paths route routes shortest longest hop hops step steps jump
    jumps distance way ways both direction directions bidirectional reverse incoming outgoing mutual
    distinct unique different duplicate duplicates all every everything everyone anything something
    vertex vertices node nodes edge edges relationship relationships relation relations relationship's
    entity entities property properties attribute attributes information info detail details data id ids
    vid vids type types label labels graph subgraph neighbor neighbors neighbour neighbours connected
    connection connections related linked greater less more fewer larger smaller bigger higher lower
    above below least most equal equals between within older younger than at including include insert
    add update modify change delete remove create set value values result results record records item
    items named name's whose called exist exists existing
    zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
    seventeen eighteen nineteen twenty hundred thousand
    """.split()  # noqa: SIM905
)
#: Chinese stop and operator words (longest first when cutting).
_CJK_STOP = sorted(
    set(
        """
        请问 请 问 您好 你好 帮我 帮忙 帮 麻烦 一下 我们 我 你们 你 您 他们 她们 它们 他 她 它 的 地 得 了 吗
        呢 吧 啊 呀 是 有 在 和 与 及 以及 或 或者 还有 并且 并 把 被 对 给 从 到 向 由 为 所 这些 那些 这个
        那个 这 那 哪些 哪个 哪位 哪里 哪 谁 什么 怎么样 怎么 如何 多少 几 个 一些 一个 所有 全部 每个 每 都 也
        还 就 又 其 中 里 上 下 等 找出 找到 查找 查询 查看 查 找 返回 列出 显示 告诉 给出 给我 获取 得到
        能否 能 可以 可否 想要 想 需要 要 知道 信息 情况 相关 数量 统计 总数 计数 排序 降序 升序 排列 路径
        最短 最长 步 跳 关系 边 点 节点 实体 属性 类型 编号 前 后 条 名 位 等于 大于 小于 超过 以上 以下
        不是 不 没有 最多 最少 至少 最 多 少 大 小 高 低 按照 按 然后 接着 最后 首先 结果 其中 同时 分别
        去重 不重复 插入 添加 新增 更新 修改 删除 创建 存在 叫做 叫 名为 称为 之间 之 间 出 来 去 过
        """.split()  # noqa: SIM905
    ),
    key=len,
    reverse=True,
)
_CJK_STOP_RE = re.compile("|".join(re.escape(w) for w in _CJK_STOP))


@dataclass(frozen=True)
class Word:
    """One content word of the question: its text, where it is, whether it is Chinese."""

    text: str
    start: int
    cjk: bool = False


@dataclass
class Assessment:
    """The confidence of an answer and why (short lines for people)."""

    confidence: float
    reasons: list[str] = field(default_factory=list)


@dataclass
class Answerability:
    """Whether the question names anything the graph holds (see the module doc)."""

    answerable: bool
    reason: str
    words: list[Word] = field(default_factory=list)
    matched: dict[str, set[str]] = field(default_factory=dict)
    unjudged: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- words


def _inside(start: int, end: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(s < end and start < e for s, e in spans)


def content_words(question: str, skip: Sequence[tuple[int, int]] = ()) -> list[Word]:
    """The question's content words outside ``skip`` spans (linked names, quotes, numbers)."""
    low = question.lower()
    out: list[Word] = []
    for m in _LATIN.finditer(low):
        word = m.group(0).strip("'")
        if (
            len(word) < 2
            or word in CONFIDENCE_STOPWORDS
            or word in _OPERATORS
            or word.removesuffix("'s") in CONFIDENCE_STOPWORDS
        ):
            continue
        if not _inside(m.start(), m.end(), skip):
            out.append(Word(word, m.start()))
    run_start = None
    for i, ch in enumerate([*question, " "]):
        if is_cjk(ch) and not _inside(i, i + 1, skip):
            if run_start is None:
                run_start = i
            continue
        if run_start is not None:
            out.extend(_cjk_chunks(question[run_start:i], run_start))
            run_start = None
    out.sort(key=lambda w: w.start)
    return out


def _cjk_chunks(run: str, offset: int) -> list[Word]:
    chunks: list[Word] = []
    pos = 0
    for m in [*_CJK_STOP_RE.finditer(run), None]:
        end = m.start() if m is not None else len(run)
        piece = run[pos:end]
        if len(piece) >= 2:
            chunks.append(Word(piece, offset + pos, cjk=True))
        if m is not None:
            pos = m.end()
    return chunks


# --------------------------------------------------------------------------- schema words


def schema_vocabulary(space: SpaceSchema) -> dict[str, set[str]]:
    """Word (Latin stem, or Chinese text) → the item keys it names (``t:player``, ``e:like``, ``p:age``)."""
    vocab: dict[str, set[str]] = {}

    def add(text: str | None, key: str) -> None:
        if not text:
            return
        for part in _PARTS.findall(text.replace("_", " ")):
            if len(part) >= 2 and not part.isdigit():
                vocab.setdefault(light_stem(part.lower(), possessive=True), set()).add(key)
        for run in re.findall(r"[\u3400-\u9fff]{2,}", text):
            vocab.setdefault(run, set()).add(key)

    for kind, items in (("t", space.tags), ("e", space.edges)):
        for name, item in items.items():
            add(name, f"{kind}:{name}")
            add(getattr(item, "comment", None), f"{kind}:{name}")
            for prop in item.properties:
                add(prop.name, f"p:{prop.name}")
                add(getattr(prop, "comment", None), f"p:{prop.name}")
    return vocab


def _lexicon_keys(evidence: Mapping[str, float]) -> set[str]:
    out: set[str] = set()
    for key, value in evidence.items():
        if value < LEXICON_MIN:
            continue
        kind, _, name = key.partition(":")
        if kind == "prop":
            out.add("p:" + name.rpartition(".")[2])
        elif kind in ("tag", "edge"):
            out.add(f"{kind[0]}:{name}")
    return out


def related_words(word: Word) -> list[str]:
    """English words related to a content word: the query-language glossary's, and those
    WordNet and CC-CEDICT relate (:mod:`r3.lexical`, when its index is fetched: ``employer``
    → employ; ``航班`` → flight; single words only)."""
    if not word.cjk:
        out = [w for w in concept_words(word.text) if not is_cjk(w[0])]
        found = related(word.text)
    else:
        out = [en for zh, words in _cjk_glossary().items() if zh in word.text for en in words]
        found = {}
        for zh, _pos in content_chinese_words(word.text):
            for en, weight in related(zh).items():
                found[en] = max(found.get(en, 0.0), weight)
    out += [w for w, weight in found.items() if weight >= RELATED_MIN and "_" not in w and w not in out]
    return out


def _cjk_glossary() -> dict[str, tuple[str, ...]]:
    """Chinese glossary word (two characters or more) → the English words of its concept."""
    return glossary.cjk_concepts()


def word_items(word: Word, vocab: Mapping[str, set[str]], lexicon: Lexicon | None) -> set[str]:
    """The schema items a content word names (module doc)."""
    found: set[str] = set()
    if word.cjk:
        for text, keys in vocab.items():
            if len(text) >= 2 and is_cjk(text[0]) and (text in word.text or word.text in text):
                found |= keys
    else:
        found |= vocab.get(light_stem(word.text, possessive=True), set())
    for other in related_words(word):
        found |= vocab.get(light_stem(other.lower(), possessive=True), set())
    if lexicon is not None:
        found |= _lexicon_keys(lexicon(word.text))
    return found


def _judgeable(word: Word, vocab: Mapping[str, set[str]], lexicon: Lexicon | None) -> bool:
    """Whether a word could match at all: Chinese needs Chinese schema words, a lexicon or
    a glossary entry (a graph with English names cannot be asked about 天气 otherwise)."""
    if not word.cjk or lexicon is not None or any(t and is_cjk(t[0]) for t in vocab):
        return True
    return bool(related_words(word))


def entity_spans(question: str, links: Sequence[Any] | None) -> list[tuple[int, int]]:
    """Spans of linked names (vertices, values), quoted texts and numbers of the question."""
    spans = [lk.span for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    facts = question_facts(question, names=spans)
    return [*spans, *facts.quoted, *((n.start, n.end) for n in facts.numbers)]


def answerability(
    question: str, space: SpaceSchema, links: Sequence[Any] | None, lexicon: Lexicon | None = None
) -> Answerability:
    """Whether ``question`` names an entity, a quoted text, a number or a schema item of ``space``."""
    spans = entity_spans(question, links)
    words = content_words(question, spans)
    vocab = schema_vocabulary(space)
    matched = {w.text: word_items(w, vocab, lexicon) for w in words}
    matched = {k: v for k, v in matched.items() if v}
    unjudged = [w.text for w in words if not _judgeable(w, vocab, lexicon)]
    if spans or matched or unjudged or not words:
        return Answerability(True, "", words, matched, unjudged)
    shown = ", ".join(f"'{w.text}'" for w in words[:6])
    return Answerability(
        False,
        f"the question names nothing the graph {space.name!r} holds: no stored entity, and no tag, "
        f"edge type or property for {shown}",
        words,
    )


# --------------------------------------------------------------------------- confidence


@dataclass
class CheckFacts:
    """What the checks found about the chosen query."""

    ran: bool | None = None  # None: not run (validated only, or a write)
    rows: int | None = None
    repaired: bool = False
    split_vote: bool = False


def _base(origin: Mapping[str, Any]) -> tuple[float, str]:
    source = str(origin.get("source") or "")
    sim = _number(origin.get("similarity"))
    if source in ("demo", "synth"):
        sim = min(max(sim, 0.0), 1.0)
        what = "synthesized demonstration" if source == "synth" else "demonstration"
        ids = ", ".join(str(i) for i in list(origin.get("origin") or [])[:3])
        asked = origin.get("question")
        about = f" {ids}" + (f' ("{_cut(str(asked))}")' if asked else "")
        base = (0.3 + 0.4 * sim) if source == "synth" else (0.35 + 0.5 * sim)
        return base, f"adapted from {what}{about}, similarity {sim:.2f}"
    if source == "composed":
        prior = min(max(_number(origin.get("prior")), 0.0), 1.0)
        shapes = ", ".join(str(o).removeprefix("compose:") for o in list(origin.get("origin") or [])[:3])
        return (
            0.2 + 0.6 * prior,
            f"composed from the pattern {shapes or '?'} (no demonstration of this shape)",
        )
    if source == "model":
        return 0.6, "written by the refiner model"
    return 0.5, "origin of the query unknown"


def _number(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def _cut(text: str, n: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


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


def assess(
    question: str,
    space: SpaceSchema,
    query: str,
    *,
    dialect: str = "ngql",
    origin: Mapping[str, Any] | None = None,
    links: Sequence[Any] | None = None,
    lexicon: Lexicon | None = None,
    checks: CheckFacts | None = None,
) -> Assessment:
    """The confidence of ``query`` as the answer to ``question`` (formula in the module doc)."""
    origin = origin or {}
    checks = checks or CheckFacts()
    confidence, first = _base(origin)
    reasons = [first]
    words = content_words(question, entity_spans(question, links))
    vocab = schema_vocabulary(space)
    judged = [w for w in words if _judgeable(w, vocab, lexicon)]
    items = query_items(query, dialect, space)
    if judged and items is not None:
        used, literals = items
        missing = [
            w.text
            for w in judged
            if not (word_items(w, vocab, lexicon) & used) and not any(w.text in lit for lit in literals)
        ]
        if missing:
            share = len(missing) / len(judged)
            confidence -= UNCOVERED_WEIGHT * share
            shown = ", ".join(f"'{m}'" for m in missing[:6])
            reasons.append(
                f"the query covers {len(judged) - len(missing)} of {len(judged)} key words; not {shown}"
            )
        else:
            reasons.append(f"the query covers every key word ({len(judged)})")
    unjudged = len(words) - len(judged)
    if unjudged:
        confidence -= UNJUDGED_COST * min(unjudged, 2)
        reasons.append(f"{unjudged} Chinese word(s) could not be checked against the schema (no lexicon)")
    if _number(origin.get("mismatch")) > 0:
        confidence -= MISMATCH_COST
        reasons.append("the demonstration did not fit cleanly (names or numbers left unmatched)")
    if checks.ran is None:
        confidence -= NOT_RUN_COST
        reasons.append("the query was not run (only checked against the schema)")
    elif checks.rows == 0:
        confidence -= EMPTY_COST
        reasons.append("the query ran but returned no rows")
    elif checks.rows is not None:
        reasons.append(f"the query ran and returned {checks.rows} row{'s' if checks.rows != 1 else ''}")
    if checks.repaired:
        confidence -= REPAIR_COST
        reasons.append("the repair loop had to step in (an earlier candidate failed its checks)")
    score, runner = origin.get("score"), origin.get("runner_up")
    if score is not None and runner is not None:
        margin = _number(score) - _number(runner)
        for limit, cost in NEAR_TIE:
            if margin < limit:
                confidence -= cost
                reasons.append(f"the runner-up candidate scored close behind (margin {margin:.2f})")
                break
    if checks.split_vote:
        confidence -= SPLIT_VOTE_COST
        reasons.append("the self-consistency samples disagreed")
    return Assessment(round(min(max(confidence, 0.0), 1.0), 3), reasons)


__all__ = [
    "Answerability",
    "Assessment",
    "CheckFacts",
    "Lexicon",
    "Word",
    "answerability",
    "assess",
    "content_words",
    "entity_spans",
    "query_items",
    "schema_vocabulary",
    "word_items",
]
