"""How sure the pipeline is of an answer, and whether the graph can answer the question at all.

Why: a query that parses, validates and returns rows is not yet a right answer — "What is
the weather in Paris?" on a movies graph can still be turned into *some* query that returns
actors, and "What is Ada Lind's phone number?" into one that returns her films. So every
result carries a ``confidence`` in [0, 1] and the ``reasons`` behind it, and the status says
whether to trust it (``ok``), to check it (``uncertain``), or that the graph does not hold
what is asked (``unanswerable``: no query is run at all). **This module decides all three**;
the stages only hand it facts (the refiner an :class:`~r3.pipeline.types.Origin`, the
checks a :class:`CheckFacts`).

**Content words.** The question's words that are not stop or query-operator words ("how",
"many", "count", "path", "的", "数量" …: a general English/Chinese list, nothing about any
graph), not inside a linked entity, a quoted text or a number. Latin words are single
words; Chinese text is cut at stop and operator words into chunks of two or more characters.
A content word **names a schema item** when its stem is a word of a tag, edge type or
property name (or of their comments) — itself or a word of the same concept in the general
glossary (:mod:`r3.pipeline.offline.glossary`: ``old`` → age) —, when it is one of the
user's aliases (``aliases.yaml``), or when the demonstration pool's lexicon
(:mod:`r3.pipeline.offline.lexicon`, when there is one) hears that item in it. It is
**covered** by a query when it names an item the query uses, or is written in one of the
query's string literals.

**Unanswerable** (checked before anything runs), either of:

- the question has content words, none of them names a schema item or is related to a
  schema name by WordNet/CC-CEDICT at :data:`STRONG_RELATED` or more, no word of it at all
  (a query-language word too: "route", "path") is a word of a schema name, and no entity,
  quoted text or number of it was linked ("What is the weather in Paris?");
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
  words** heading the asked phrase (:data:`_RELATION_WORDS`: "X's friends", "the owner of
  X", "X的上司", a Chinese word through its CC-CEDICT gloss): the user asks a walk, whatever
  the edge is called (``knows``, ``works_at``). The reason names the word.

**Confidence** is one fitted logistic model over the facts of the chosen answer
(:class:`Facts`, :func:`features`): where the query came from (an adapted demonstration and
its similarity, a composed pattern and its shape, a model), whether it covers every content
word's schema item and uses every linked name, whether it does what the question's operator
words ask (:data:`ASKS`: a count, an average, a most/least, a negation, a path, a group) and
writes the question's numbers, whether its rows hold the kind of value asked (a number for
"how many", not only numbers for "who", a year or date for "when"), whether the adaptation
fitted, whether it ran and returned rows (or only the named entity itself), whether the
repair loop stepped in, the margin to the best candidate that returned *other* rows and how
many candidates agreed. The model and its weights (:data:`WEIGHTS`) were chosen and fitted by
``eval/bench_confidence.py`` on development material only (twelve graphs: nl2gql dev,
``eval/unseen``, ``eval/holdout``, ``eval/devshapes``, ``eval/devshapes2``,
``eval/transpile_fresh``): among the compared models (``--logo``), the one that fell least
short of both targets when fitted on the other graphs and applied to each held-out graph —
every feature, L2 10, **monotone** (a fact's weight keeps the sign its meaning
gives, or is dropped). Facts too rare there to fit, and ones whose fit is an artifact of that
material (an empty answer, an echo), keep hand-set weights (:data:`PRIORS`). Measured
leave-one-graph-out: 79–83 % of the wrong answers flagged, 36 % of the right ones — neither
target (≥ 85 %, ≤ 10 %) is met on graphs the fit did not see (eval/README.md). The bias puts the fitted decision point at the
config's default ``confidence.threshold`` (0.55): ``ok`` from the threshold, ``uncertain``
below it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from rapidfuzz import fuzz

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.lang.analysis import analyze
from r3.lexical import chinese_words, glosses, lemmas, related, relatedness
from r3.pipeline.offline import glossary
from r3.pipeline.offline.glossary import concept_words, content_chinese_words
from r3.pipeline.offline.linking import as_links, resolve_links
from r3.pipeline.offline.text import question_facts
from r3.pipeline.types import Origin
from r3.retrieval.words import CONFIDENCE_STOPWORDS, light_stem
from r3.text import is_cjk
from r3.values import Vertex, render

#: ``text → {item key: evidence}`` (``tag:player``, ``edge:like``, ``prop:player.age``).
Lexicon = Callable[[str], Mapping[str, float]]

#: Evidence from which the lexicon's item counts as named by a word.
LEXICON_MIN = 0.6
#: Weight from which a word :mod:`r3.lexical` relates counts as the same word's (its synonyms,
#: derivations and attributes of the first senses; hypernyms of the most frequent one).
RELATED_MIN = 0.7

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
    obtain identify provide tell check take go goes reach reached through via along respective respectively
    finally thanks please kindly detailed original outward expand expanded neighbourhood neighborhood
    surroundings around extremes extreme target targets source sources starting ending endpoint endpoints
    thing things
    never none without nobody nothing neither nor else others best worst
    before after earlier later earliest latest longer shorter highest lowest among common directly
    indirectly times once twice
    aren't isn't don't doesn't didn't haven't hasn't hadn't weren't wasn't won't can't cannot
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
        去重 不重复 插入 添加 新增 更新 修改 删除 创建 存在 叫做 叫 名为 称为 之间 之 间 出 来 去 过 号码 一共 总共
        看看 看 谢谢 本身 沿着 以内 周围 事物 包含 目标 起点 终点 经过 通过
        更 晚于 早于 之前 之后 以前 以后
        """.split()  # noqa: SIM905
    ),
    key=len,
    reverse=True,
)
_CJK_STOP_RE = re.compile("|".join(re.escape(w) for w in _CJK_STOP))
#: The Chinese stop and operator words of two characters or more (what an asked phrase sheds).
_CJK_STOP_WORDS_RE = re.compile("|".join(re.escape(w) for w in _CJK_STOP if len(w) >= 2))


#: Words of the query language for *whoever or whatever is at the other end of a relation*
#: ("X's friends", "the owner of X", "X的上司"): a user asks a walk with them, whatever the
#: edge is called (``knows``, ``works_at``, ``operated_by``), so an asked relation word never
#: makes a question unanswerable on a graph that has edges. General roles only — a specific
#: relation (a spouse, an agent, a dentist) is not one of them and may still be refused.
_RELATION_WORDS = frozenset(
    """
    friend acquaintance contact peer colleague coworker co-worker associate partner companion ally
    boss superior supervisor manager chief head leader subordinate underling report mentor mentee protege
    disciple follower followee fan relative relation family kin kinsman parent child children ancestor
    descendant employer employee staff personnel member owner proprietor holder operator affiliation
    headquarters base home location whereabouts destination origin stop work works creation output
    team group club crew squad circle
    """.split()  # noqa: SIM905
)
#: The same, Chinese (a phrase holding one of them is a relation word).
_ZH_RELATION_WORDS = (  # noqa: SIM905
    "朋友 好友 熟人 同事 同伴 伙伴 搭档 合作者 上司 上级 领导 老板 主管 下属 下级 部下 导师 师父 师傅 老师 徒弟 学生 弟子 "
    "追随者 粉丝 亲戚 亲属 亲人 家人 家属 雇主 东家 员工 职员 成员 所有者 拥有者 主人 运营方 总部 所在地 目的地 作品 "
    "队伍 团队 小组 俱乐部"
).split()
#: Glosses (CC-CEDICT weight) from which a Chinese word's English gloss counts as the word.
_ZH_GLOSS_MIN = 0.8
#: Relatedness (:func:`r3.lexical.relatedness`) from which an asked word speaks of a schema name
#: (writer ~ author, films ~ movie, classes ~ course); below it the measure also pairs words a
#: person keeps apart (phone ~ name 0.65, dosage ~ drug 0.75).
STRONG_RELATED = 0.85


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
                for lemma in lemmas(part):  # wrote → write, taught → teach
                    vocab.setdefault(light_stem(lemma, possessive=True), set()).add(key)
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
        for lemma in lemmas(word.text):  # took → take, written → write
            found |= vocab.get(light_stem(lemma, possessive=True), set())
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


def _held_spans(question: str, links: Sequence[Any] | None) -> list[tuple[int, int]]:
    """:func:`entity_spans` less the names the linker matched only fuzzily (``exact`` false)."""
    named = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    facts = question_facts(question, names=[lk.span for lk in named])
    exact = [lk.span for lk in named if lk.exact]
    return [*exact, *facts.quoted, *((n.start, n.end) for n in facts.numbers)]


def _exact_at(question: str, links: Sequence[Any] | None, start: int) -> bool:
    """Whether the linked name starting at ``start`` was matched exactly."""
    return any(
        lk.exact
        for lk in resolve_links(as_links(links or [], question))
        if lk.kind != "quoted" and lk.start == start
    )


def _named_spans(question: str, links: Sequence[Any] | None) -> list[tuple[int, int]]:
    """Spans of the linked stored entities and values (what an attribute can be asked of)."""
    return [lk.span for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]


def _alias_items(question: str, aliases: Aliases | None) -> list[tuple[tuple[int, int], str]]:
    """(span, item key) of every alias word of ``aliases.yaml`` written in the question."""
    if aliases is None:
        return []
    out = []
    for m in aliases.find(question):
        item = m.item
        kind = {"tag": "t", "edge": "e"}.get(item.kind)
        key = f"{kind}:{item.owner}" if kind else f"p:{item.prop}"
        out.append(((m.start, m.end), key))
    return out


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
_ZH_OF = re.compile(r"\s*的\s*([\u3400-\u9fff]{1,12}?)\s*(?=是|有|为|叫|在|吗|呢|[？?。，,]|$)")
#: After a Chinese linked name: ``的`` and a Latin word (三体的ISBN是多少): an English asked word.
_ZH_OF_LATIN = re.compile(r"\s*的\s*([A-Za-z][\w-]*)\s*(?=是|有|为|叫|在|吗|呢|[？?。，,]|$)")
#: A name the linker cut short before its possessive ("keiko mori's": only "keiko" linked).
_CUT_NAME = re.compile(r"\s+[A-Za-z][\w-]*(?='s|’s)")
#: A Chinese asked phrase whose glossary words (and query-language words such as 号码) leave
#: at most this many characters unexplained counts as understood (a refusal needs the word to
#: be understood and to match nothing).
_ZH_UNEXPLAINED = 0
#: Shared leading letters from which two English words count as one (supervisor ~ supervises).
_PREFIX = 6
#: Similarity (rapidfuzz ratio, 0-100) from which an English word is a misspelt schema word.
_TYPO = 80


def asked_words(question: str, links: Sequence[Any] | None) -> list[Word]:
    """The words in the position of an attribute asked *of a linked entity* (module doc).

    English: the run of content words right after ``X's`` ("X's team in 2019" → team) or
    before ``of X`` ("the salary of X" → salary); Chinese: the last ``的``-part after ``X的``
    up to 是/有/为/吗 ("X的导演的电话号码是多少" → 电话号码), kept whole.
    """
    out: list[Word] = []
    for start, end in _named_spans(question, links):
        after = question[end:]
        cut = _CUT_NAME.match(after) if not _exact_at(question, links, start) else None
        if cut is not None:  # the rest of the name, then the possessive
            end, after = end + cut.end(), after[cut.end() :]
        # A linker may take the possessive into the name's span ("Tim Duncan's").
        owned = question[:end].endswith(("'s", "’s")) or re.match(r"'s|’s", after) is not None
        where = _WHERE_AFTER.match(after) if _WHERE_BEFORE.search(question[:start]) else None
        for m, base in (
            (_POSSESSIVE.match(after) if owned else None, end),
            (_OF.search(question[:start]), 0),
            (_HOW.search(question[:start]), 0),
            (where, end),
        ):
            if m is None:
                continue
            s = base + m.start(1)
            for token in re.finditer(r"[A-Za-z][\w-]*", m.group(1)):
                word = token.group(0).lower()
                if word in CONFIDENCE_STOPWORDS or word in _OPERATORS or len(word) < 2:
                    break
                out.append(Word(word, s + token.start()))
        latin = _ZH_OF_LATIN.match(after)
        if latin is not None and latin.group(1).lower() not in _OPERATORS:
            out.append(Word(latin.group(1).lower(), end + latin.start(1)))
        m = _ZH_OF.match(after)
        if m and m.group(1):
            last = m.group(1).split("的")[-1]
            phrase = _CJK_STOP_WORDS_RE.sub("", last)  # 电话号码 → 电话: 号码 is the language of questions
            if len(phrase) >= 2 and phrase in last:
                out.append(Word(phrase, end + m.end(1) - len(last) + last.index(phrase), cjk=True))
    return list({(w.text, w.start): w for w in out}.values())


def _understood(word: Word, vocab: Mapping[str, set[str]], lexicon: Lexicon | None) -> bool:
    """Whether a refusal may rest on ``word``: an English word always; a Chinese phrase when
    the glossary or the bilingual dictionary (words of two characters or more) explains all
    its characters (else it may be a name or a word r3 cannot read)."""
    if not word.cjk:
        return True
    if not _judgeable(word, vocab, lexicon):
        return False
    text = _CJK_STOP_WORDS_RE.sub("", word.text)
    if len(text) < 2:  # only query-language words (什么关系, 号码): nothing asked
        return False
    covered = [False] * len(text)
    for zh in _cjk_glossary():
        at = text.find(zh)
        while at >= 0:
            covered[at : at + len(zh)] = [True] * len(zh)
            at = text.find(zh, at + 1)
    # The bilingual dictionary (r3.lexical, when fetched) explains a phrase that is one word of
    # it: a compound (逝世日期 = 逝世 + 日期, the date of death) may name a property in parts.
    words = [(zh, at) for zh, at in chinese_words(text) if len(zh) >= 2]
    if len(words) == 1 and words[0][0] == text and related(text):
        return True
    return covered.count(False) <= _ZH_UNEXPLAINED


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
        if typos and len(text) >= 3 and fuzz.ratio(stem, text) >= _TYPO:
            return True
    return False


def relation_word(word: Word) -> bool:
    """Whether an asked word is one of the query language's relation words (:data:`_RELATION_WORDS`;
    a Chinese word through its own text or its CC-CEDICT glosses)."""
    if word.cjk:
        if any(z in word.text for z in _ZH_RELATION_WORDS):
            return True
        found = [en for en, g in glosses(word.text).items() if g >= _ZH_GLOSS_MIN]
        return any(_is_relation_word(en) for en in found)
    return _is_relation_word(word.text)


def _is_relation_word(text: str) -> bool:
    low = text.lower().strip("'").removesuffix("'s")
    return low in _RELATION_WORDS or light_stem(low) in _RELATION_STEMS


_RELATION_STEMS = frozenset(light_stem(w) for w in _RELATION_WORDS)


def _head(word: Word, asked: Sequence[Word]) -> bool:
    """Whether ``word`` ends its run of asked words (the head noun: "home *address*"): a
    relation word only speaks for the phrase as its head ("X's home address" asks an address)."""
    end = word.start + len(word.text)
    return word.cjk or not any(o is not word and not o.cjk and end < o.start <= end + 2 for o in asked)


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


def _mentions_schema(question: str, vocab: Mapping[str, set[str]]) -> bool:
    """Whether any word of the question — a query-language word too ("route", "path") — is a
    word of a schema name itself."""
    for m in _LATIN.finditer(question.lower()):
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
    """Whether ``space`` can answer ``question`` (module doc: names nothing it holds, or asks
    an entity for an attribute or relation it does not have)."""
    spans = entity_spans(question, links)
    alias_hits = _alias_items(question, aliases)
    skip = [*spans, *(span for span, _key in alias_hits)]
    words = content_words(question, skip)
    vocab = schema_vocabulary(space)
    matched = {w.text: word_items(w, vocab, lexicon) for w in words}
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
        and not _understood(w, vocab, lexicon)
        and not (lexicon is not None and _judgeable(w, vocab, lexicon))
    ]
    if not (
        spans
        or matched
        or unjudged
        or not words
        or _mentions_schema(question, vocab)
        or any(strongly_related(w, space) for w in words)
    ):
        shown = ", ".join(f"'{w.text}'" for w in words[:6])
        return Answerability(
            False,
            f"the question names nothing the graph {space.name!r} holds: no stored entity, and no tag, "
            f"edge type or property for {shown}",
            words,
        )
    asked = asked_words(question, links)
    # A stored name or value in the asked position ("X's Northwind Books titles") is asked
    # about; one the linker only guessed (a fuzzy match: 魔杖 ~ 老魔杖) is not.
    held = [*_held_spans(question, links), *(span for span, _key in alias_hits)]
    if any(_inside(w.start, w.start + len(w.text), held) for w in asked):
        asked = []
    if asked and all(
        not word_items(w, vocab, lexicon)
        and _understood(w, vocab, lexicon)
        and not _near_schema_word(w, vocab)
        and not (space.edges and relation_word(w) and _head(w, asked))
        and not strongly_related(w, space)
        for w in asked
    ):
        first = asked[0].text
        return Answerability(
            False,
            f"{first!r} matches no property or relation of the graph {space.name!r} "
            f"(nothing it stores answers what is asked of the entity named)",
            words,
            matched,
            unjudged,
        )
    return Answerability(True, "", words, matched, unjudged)


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
    """Everything the confidence weighs about one answer (module doc), gathered by :func:`gather`."""

    origin: Origin = field(default_factory=Origin)
    #: Content words that could be judged, those the query does not cover, those not judgeable.
    judged: int = 0
    missing: tuple[str, ...] = ()
    unjudged: int = 0
    #: Linked names (vertices, values) of the question and whether the query writes each.
    names: int = 0
    names_used: int = 0
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
    alias_hits = _alias_items(question, aliases)
    words = content_words(question, [*entity_spans(question, links), *(span for span, _ in alias_hits)])
    vocab = schema_vocabulary(space)
    judged = [w for w in words if _judgeable(w, vocab, lexicon)]
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
        ]
        missing += [question[s:e] for (s, e), key in alias_hits if key not in used]
        judged_n = len(judged) + len(alias_hits)
    else:
        judged_n = len(judged)
    named = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    texts = [{lk.text.lower(), lk.display.lower()} for lk in named]
    low = query.lower()
    return Facts(
        origin=origin or Origin(),
        judged=judged_n,
        missing=tuple(missing),
        unjudged=len(words) - len(judged),
        names=len(named),
        names_used=sum(1 for t in texts if any(x and x in low for x in t)),
        ran=checks.ran,
        rows=checks.rows,
        echo=_echo(checks.values, texts),
        repaired=checks.repaired,
        split_vote=checks.split_vote,
        unmet=unmet_asks(question, query),
        numbers_unused=_numbers_unused(question, query, [lk.span for lk in named]),
        kind_mismatch=answer_kind_mismatch(question, checks.values),
        one_way_same_tag=one_way_same_tag(query),
    )


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


# --------------------------------------------------------------------------- the model

#: The composer's question shapes (:mod:`r3.pipeline.offline.compose`), one feature each: how
#: often a composed reading of a shape is right differs by shape (a property lookup more often
#: than a count or a subgraph).
SHAPES = (
    "property",
    "one-hop",
    "reverse",
    "two-hop",
    "filter-hop",
    "aggregate",
    "comparison",
    "count",
    "top-k",
    "both",
    "negation",
    "path",
    "subgraph",
    "entities",
)


def features(f: Facts) -> dict[str, float]:
    """The model's inputs (each 0/1 or a bounded number); :data:`WEIGHTS` weighs them."""
    o = f.origin
    demo = o.source in ("demo", "synth")
    margin = None if o.score is None or o.runner_up is None else o.score - o.runner_up
    share = len(f.missing) / f.judged if f.judged else 0.0
    return {
        "demo": float(demo),
        "demo_similarity": (o.similarity or 0.0) if demo else 0.0,
        "synth": float(o.source == "synth"),
        "composed": float(o.source == "composed"),
        "composed_prior": min(max(o.prior or 0.0, 0.0), 1.5) if o.source == "composed" else 0.0,
        "model": float(o.source == "model"),
        "uncovered_share": share,
        "uncovered_any": float(bool(f.missing)),
        "no_words": float(f.judged == 0),
        "unjudged": float(min(f.unjudged, 2)),
        "names_unused": float(f.names > f.names_used),
        "no_names": float(f.names == 0),
        "mismatch": float(o.mismatch > 0),
        "variant": float(o.variant),
        "empty": float(f.ran is True and f.rows == 0),
        "not_run": float(f.ran is not True),
        "echo": float(f.echo),
        "repaired": float(f.repaired),
        "split_vote": float(f.split_vote),
        "tie": float(margin is not None and margin < 0.1),
        "near": float(margin is not None and 0.1 <= margin < 0.3),
        "margin": 0.0 if margin is None else min(max(margin, 0.0), 3.0),
        "no_rival": float(o.runner_up is None),
        "agreeing": float(min(o.agreeing, 3)),
        "answer_fit": o.answer_fit or 0.0,
        "rivals": float(min(o.rivals, 5)),
        "score": min(max(o.score or 0.0, -2.0), 5.0),
        "words": float(min(f.judged, 8)),
        "rows_log": math.log1p(f.rows or 0),
        "one_row": float(f.rows == 1),
        "unmet_any": float(bool(f.unmet)),
        "numbers_unused": float(min(f.numbers_unused, 2)),
        "kind_mismatch": float(f.kind_mismatch),
        "same_tag_one_way": float(f.one_way_same_tag),
        **{f"shape:{shape}": float(shape in o.shapes[:1]) for shape in SHAPES},
    }


#: Fitted weights of :func:`features` (``eval/bench_confidence.py --fit``: the model
#: ``SHIPPED`` there — every feature, L2 10, **monotone**: a fact whose fitted weight goes
#: against its meaning, such as an echoed answer or agreeing candidates on nba's conventions,
#: is dropped and the rest refitted —, every graph weighted equally, on 985 leave-one-graph-out
#: answers of nl2gql dev, eval/unseen, eval/holdout, eval/devshapes, eval/devshapes2 and
#: eval/transpile_fresh). Chosen because it fell least short of both targets when fitted on
#: the other graphs and applied to each (eval/README.md). A positive weight raises the confidence.
WEIGHTS: dict[str, float] = {
    "answer_fit": 0.635,
    "composed_prior": 3.07,
    "margin": 0.337,
    "names_unused": -0.132,
    "near": -0.855,
    "no_names": 0.025,
    "no_rival": -1.078,
    "no_words": -1.055,
    "numbers_unused": -1.243,
    "one_row": -0.464,
    "rivals": -0.139,
    "rows_log": -0.738,
    "score": -0.387,
    "shape:aggregate": 0.162,
    "shape:comparison": 0.839,
    "shape:count": -0.589,
    "shape:entities": 2.513,
    "shape:filter-hop": -0.68,
    "shape:negation": 0.885,
    "shape:one-hop": -1.8,
    "shape:path": -0.329,
    "shape:property": -0.483,
    "shape:reverse": -0.594,
    "shape:subgraph": -2.483,
    "shape:two-hop": 0.116,
    "tie": -0.935,
    "uncovered_any": -0.057,
    "uncovered_share": -1.367,
    "unmet_any": -0.805,
    "variant": 1.582,
    "words": -0.342,
}
#: Hand-set weights (not fitted) of facts too rare on the development material to fit — fewer
#: than 20 answers there: strict leave-one-graph-out rarely picks a demonstration, and no model
#: wrote a query. Signs and sizes follow the reading of each fact: a demonstration counts like
#: a composed reading, more the closer it is; a misfit, a repair, a split vote, an unchecked
#: Chinese word or a query not run cost.
PRIORS: dict[str, float] = {
    # nl2gql dev's many empty gold results make a fit reward an empty answer (it is right
    # there 2 times in 3; on eval/unseen and eval/holdout 0 of 2): an artifact, so hand-set
    # below a one-row answer.
    "empty": -2.4,
    # A demonstration stands in for the composed reading's own evidence: the fitted weight of
    # "composed_prior", its similarity in the prior's place; a model's query
    # has no candidate score or rival at all: a clean one (every word covered, one row
    # returned) lands just above the threshold. Set again with every refit.
    # "composed" is not fitted: nearly every development answer is composed, so its weight
    # and the bias are one number; the bias is the composed reading's baseline.
    "composed": 0.0,
    "demo": 0.0,
    "demo_similarity": 3.0,
    "synth": -0.3,
    "model": 1.0,
    "mismatch": -0.8,
    "not_run": -0.5,
    "repaired": -0.6,
    "split_vote": -0.4,
    "unjudged": -0.4,
    # Rows of another kind than asked (a count that is no number, a "who" answered with
    # numbers): fewer than 20 answers of the development material; costs like a misfit.
    "kind_mismatch": -0.8,
    # Rows that only repeat the entity asked about: the monotone fit drops it (43 % of such
    # answers are right here: nba golds that return the named player itself); hand-set small.
    "echo": -0.6,
}
#: The fitted bias, shifted so that the decision point (wrong answers flagged ≥ 85 % on the
#: development material) lands on the default threshold, 0.55.
BIAS = 1.602


def rate(f: Facts, weights: Mapping[str, float] | None = None, bias: float | None = None) -> Assessment:
    """The confidence of an answer from its facts, and the reasons people read."""
    w = {**PRIORS, **WEIGHTS} if weights is None else weights
    x = features(f)
    z = (BIAS if bias is None else bias) + sum(w.get(k, 0.0) * v for k, v in x.items())
    confidence = 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))
    return Assessment(round(confidence, 3), _reasons(f))


def _reasons(f: Facts) -> list[str]:
    o = f.origin
    out: list[str] = []
    if o.source in ("demo", "synth"):
        what = "synthesized demonstration" if o.source == "synth" else "demonstration"
        about = " " + ", ".join(o.ids[:3]) if o.ids else ""
        about += f' ("{_cut(o.question)}")' if o.question else ""
        out.append(f"adapted from {what}{about}, similarity {o.similarity or 0.0:.2f}")
    elif o.source == "composed":
        out.append(
            f"composed from the pattern {', '.join(o.shapes[:3]) or '?'} (no demonstration of this shape)"
        )
    elif o.source == "model":
        out.append("written by the refiner model")
    else:
        out.append("origin of the query unknown")
    if f.missing:
        shown = ", ".join(f"'{m}'" for m in f.missing[:6])
        out.append(f"the query covers {f.judged - len(f.missing)} of {f.judged} key words; not {shown}")
    elif f.judged:
        out.append(f"the query covers every key word ({f.judged})")
    if f.unjudged:
        out.append(f"{f.unjudged} Chinese word(s) could not be checked against the schema (no lexicon)")
    if f.names > f.names_used:
        out.append(f"the query uses {f.names_used} of the {f.names} names the question mentions")
    if o.mismatch > 0:
        out.append("the demonstration did not fit cleanly (names or numbers left unmatched)")
    if f.ran is not True:
        out.append("the query was not run (only checked against the schema)")
    elif f.rows == 0:
        out.append("the query ran but returned no rows")
    elif f.rows is not None:
        out.append(f"the query ran and returned {f.rows} row{'s' if f.rows != 1 else ''}")
    if f.unmet:
        out.append(f"the question asks for {', '.join(f.unmet)} and the query does not do it")
    if f.kind_mismatch:
        out.append("the rows hold another kind of value than the question asks for")
    if f.numbers_unused:
        out.append(f"the query does not use {f.numbers_unused} number(s) the question writes")
    if f.echo:
        out.append("the rows only repeat the names the question mentions")
    if f.repaired:
        out.append("the repair loop had to step in (an earlier candidate failed its checks)")
    if o.score is not None and o.runner_up is not None:
        margin = o.score - o.runner_up
        if margin < 0.3:
            out.append(f"the runner-up candidate (other rows) scored close behind (margin {margin:.2f})")
    if o.agreeing:
        out.append(f"{o.agreeing} other candidate(s) returned the same rows")
    if f.split_vote:
        out.append("the self-consistency samples disagreed")
    return out


def _cut(text: str, n: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def assess(
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
) -> tuple[Assessment, Facts]:
    """The confidence of ``query`` as the answer to ``question`` and the facts behind it."""
    facts = gather(
        question,
        space,
        query,
        dialect=dialect,
        origin=origin,
        links=links,
        lexicon=lexicon,
        aliases=aliases,
        checks=checks,
    )
    return rate(facts), facts


def status_for(confidence: float, threshold: float) -> str:
    """``ok`` from the threshold, ``uncertain`` below it."""
    return "ok" if confidence >= threshold else "uncertain"


__all__ = [
    "PRIORS",
    "WEIGHTS",
    "Answerability",
    "Assessment",
    "CheckFacts",
    "Facts",
    "Lexicon",
    "Word",
    "answerability",
    "asked_words",
    "assess",
    "content_words",
    "entity_spans",
    "features",
    "gather",
    "query_items",
    "rate",
    "schema_vocabulary",
    "status_for",
    "word_items",
]
