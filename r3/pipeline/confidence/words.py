"""The question's content words and the schema items they name (what both the answerability
check and the facts of an answer read; :mod:`r3.pipeline.confidence` says how)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.lexical import glosses, lemmas, related
from r3.retrieval.english_words import CONFIDENCE_STOPWORDS, light_stem
from r3.text import is_cjk
from r3.understand import glossary
from r3.understand.cues import question_facts
from r3.understand.glossary import concept_words, content_chinese_words
from r3.understand.linking import as_links, resolve_links

#: ``text → {item key: evidence}`` (``tag:player``, ``edge:like``, ``prop:player.age``).
Lexicon = Callable[[str], Mapping[str, float]]

#: Evidence from which the lexicon's item counts as named by a word.
LEXICON_MIN = 0.6
#: Weight from which a word :mod:`r3.lexical` relates counts as the same word's (its synonyms,
#: derivations and attributes of the first senses; hypernyms of the most frequent one).
RELATED_MIN = 0.7

LATIN_WORD = re.compile(r"[a-z][a-z0-9_']*")
_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")

#: Words for query operators and for the graph model itself: they name no schema item.
OPERATORS = frozenset(
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
    connection connections related linked link links chain chains trace greater less more fewer larger smaller bigger higher lower
    above below least most equal equals between within older younger than at including include insert
    add update modify change delete remove create set value values result results record records item
    items named name's whose called exist exists existing
    obtain identify provide tell check take go goes reach reached through via along respective respectively
    finally thanks please kindly detailed original outward expand expanded neighbourhood neighborhood
    surroundings around extremes extreme target targets source sources starting ending endpoint endpoints
    network networks apart separation degree degrees lineage generation generations
    thing things summarize summarise summarized summary summaries overview describe describes
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
        更 晚于 早于 之前 之后 以前 以后 平均
        """.split()  # noqa: SIM905
    ),
    key=len,
    reverse=True,
)
_CJK_STOP_RE = re.compile("|".join(re.escape(w) for w in _CJK_STOP))
#: The Chinese stop and operator words of two characters or more (what an asked phrase sheds).
CJK_STOP_WORDS_RE = re.compile("|".join(re.escape(w) for w in _CJK_STOP if len(w) >= 2))


#: Words of the query language for *whoever or whatever is at the other end of a relation*
#: ("X's friends", "the owner of X", "X的上司"): a user asks a walk with them, whatever the
#: edge is called (``knows``, ``works_at``, ``operated_by``), so an asked relation word never
#: makes a question unanswerable on a graph that has edges. General roles only — a specific
#: relation (a spouse, an agent, a dentist) is not one of them and may still be refused.
RELATION_WORDS = frozenset(
    """
    friend acquaintance contact peer colleague coworker co-worker associate partner companion ally
    boss superior supervisor manager chief head leader subordinate underling report mentor mentee protege
    disciple follower followee fan relative relation family kin kinsman parent child children ancestor
    descendant employer employee staff personnel member owner proprietor holder operator affiliation
    headquarters base home location whereabouts destination origin stop work works creation output charge
    team group club crew squad circle
    """.split()  # noqa: SIM905
)
#: The same, Chinese (a phrase holding one of them is a relation word).
ZH_RELATION_WORDS = (  # noqa: SIM905
    "朋友 好友 熟人 同事 同伴 伙伴 搭档 合作者 上司 上级 领导 老板 主管 下属 下级 部下 导师 师父 师傅 老师 徒弟 学生 弟子 "
    "追随者 粉丝 亲戚 亲属 亲人 家人 家属 雇主 东家 员工 职员 成员 所有者 拥有者 主人 运营方 总部 所在地 目的地 作品 "
    "队伍 团队 小组 俱乐部"
).split()
#: Glosses (CC-CEDICT weight) from which a Chinese word's English gloss counts as the word.
_ZH_GLOSS_MIN = 0.8


@dataclass(frozen=True)
class Word:
    """One content word of the question: its text, where it is, whether it is Chinese."""

    text: str
    start: int
    cjk: bool = False


# --------------------------------------------------------------------------- words


def inside(start: int, end: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(s < end and start < e for s, e in spans)


def content_words(question: str, skip: Sequence[tuple[int, int]] = ()) -> list[Word]:
    """The question's content words outside ``skip`` spans (linked names, quotes, numbers)."""
    low = question.lower()
    out: list[Word] = []
    for m in LATIN_WORD.finditer(low):
        word = m.group(0).strip("'")
        if (
            len(word) < 2
            or word in CONFIDENCE_STOPWORDS
            or word in OPERATORS
            or word.removesuffix("'s") in CONFIDENCE_STOPWORDS
        ):
            continue
        if not inside(m.start(), m.end(), skip):
            out.append(Word(word, m.start()))
    run_start = None
    for i, ch in enumerate([*question, " "]):
        if is_cjk(ch) and not inside(i, i + 1, skip):
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


def counted(text: str) -> bool:
    """Whether a word another reader found (the composer's, :mod:`r3.understand.explained`)
    is a content word by this package's lists: not a stop or operator word (:data:`OPERATORS`,
    the Chinese stop words), a Chinese word of two characters or more once they are cut out."""
    if not text:
        return False
    if is_cjk(text[0]):
        return text not in _CJK_STOP and len(_CJK_STOP_RE.sub("", text)) >= 2
    low = text.lower()
    return len(low) >= 2 and low not in CONFIDENCE_STOPWORDS and low not in OPERATORS


# --------------------------------------------------------------------------- schema words


def schema_vocabulary(space: SpaceSchema) -> dict[str, set[str]]:
    """Word (Latin stem, or Chinese text) → the item keys it names (``t:player``, ``e:like``, ``p:age``)."""
    vocab: dict[str, set[str]] = {}

    def add(text: str | None, key: str, *, comment: bool = False) -> None:
        if not text:
            return
        for part in _PARTS.findall(text.replace("_", " ")):
            # A comment's stop and operator words ("the", "at", "last") name nothing of it.
            if comment and (part.lower() in CONFIDENCE_STOPWORDS or part.lower() in OPERATORS):
                continue
            if len(part) >= 2 and not part.isdigit():
                vocab.setdefault(light_stem(part.lower(), possessive=True), set()).add(key)
                for lemma in lemmas(part):  # wrote → write, taught → teach
                    vocab.setdefault(light_stem(lemma, possessive=True), set()).add(key)
        for run in re.findall(r"[\u3400-\u9fff]{2,}", text):
            vocab.setdefault(run, set()).add(key)

    for kind, items in (("t", space.tags), ("e", space.edges)):
        for name, item in items.items():
            add(name, f"{kind}:{name}")
            add(item.comment, f"{kind}:{name}", comment=True)
            for prop in item.properties:
                add(prop.name, f"p:{prop.name}")
                add(prop.comment, f"p:{prop.name}", comment=True)
                if _BIRTH.search(f"{prop.name} {prop.comment or ''}"):
                    for word in AGE_WORDS:  # an age is asked of a birth year or date ("年纪最大")
                        add(word, f"p:{prop.name}")
    return vocab


#: A property holding a birth (its name or comment), and the words that ask an age of it.
_BIRTH = re.compile(r"\bborn\b|\bbirth|出生|生日", re.IGNORECASE)
AGE_WORDS = ("age", "old", "young", "年纪", "年龄", "岁数")


#: CC-CEDICT weight from which an English gloss of a schema's Chinese word joins the vocabulary.
_SCHEMA_GLOSS_MIN = 0.8


def schema_glosses(space: SpaceSchema) -> dict[str, set[str]]:
    """English stem → item keys, for every Chinese word of the schema (a comment's 师傅, a listed
    category value 鼓手) through its CC-CEDICT English glosses (master, drummer): an English
    question word then names the item a Chinese comment describes, as a Chinese question word
    names an English schema name through its own glosses (:func:`word_items`)."""
    out: dict[str, set[str]] = {}
    for text, keys in schema_vocabulary(space).items():
        if not is_cjk(text[0]):
            continue
        # Every dictionary word inside the run (生长期: 生长 and 长期; a segmentation picks one).
        parts = {text[i : i + n] for n in range(2, 5) for i in range(len(text) - n + 1)}
        for zh in parts:
            for en, weight in glosses(zh).items():
                if weight >= _SCHEMA_GLOSS_MIN and en.isalpha() and en.lower() not in CONFIDENCE_STOPWORDS:
                    out.setdefault(light_stem(en.lower(), possessive=True), set()).update(keys)
    return out


def gloss_items(word: Word, glossed: Mapping[str, set[str]]) -> set[str]:
    """The items an English word names through :func:`schema_glosses`: its own stem or lemma
    only (a related word of it would reach too far: address → place → 所在)."""
    if word.cjk:
        return set()
    found = set(glossed.get(light_stem(word.text, possessive=True), set()))
    for lemma in lemmas(word.text):
        found |= glossed.get(light_stem(lemma, possessive=True), set())
    return found


#: Derivational endings (longest first) an English word sheds to its root (:func:`derivation_root`).
_DERIVATIONS = sorted(
    "ations ation ments ment ness ists ist ers ors er or ings ing ed ity al s y e".split(),  # noqa: SIM905
    key=len,
    reverse=True,
)
#: The least length of a root (shorter words are kept whole: "sail", "host").
_ROOT_MIN = 4


def derivation_root(word: str) -> str:
    """The word less one derivational ending (sailor → sail, coached → coach, designers →
    design, difficulty → difficult), when a root of :data:`_ROOT_MIN` letters or more is left."""
    low = word.lower()
    for end in _DERIVATIONS:
        if low.endswith(end) and len(low) - len(end) >= _ROOT_MIN:
            low = low[: -len(end)]
            break
    for end in ("er", "or", "ist"):  # a second agent ending: designers → designer → design
        if low.endswith(end) and len(low) - len(end) >= _ROOT_MIN:
            return low[: -len(end)]
    return low


def same_root(a: str, b: str) -> bool:
    """Whether two English words share their root (:func:`derivation_root`): equal roots, or
    one root the start of the other of five letters or more (origin ~ originate)."""
    ra, rb = derivation_root(a), derivation_root(b)
    if ra == rb:
        return True
    short, long_ = sorted((ra, rb), key=len)
    return len(short) >= _ROOT_MIN + 1 and long_.startswith(short) and len(long_) - len(short) <= 2


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


def related_words(word: Word, strength: float = RELATED_MIN) -> list[str]:
    """English words related to a content word: the query-language glossary's, and those
    WordNet and CC-CEDICT relate at ``strength`` or more (:mod:`r3.lexical`, when its index is
    fetched: ``employer`` → employ; ``航班`` → flight; single words only)."""
    if not word.cjk:
        out = [w for w in concept_words(word.text) if not is_cjk(w[0])]
        found = related(word.text)
    else:
        out = [en for zh, words in cjk_glossary().items() if zh in word.text for en in words]
        found = {}
        for zh, _pos in content_chinese_words(word.text):
            for en, weight in related(zh).items():
                found[en] = max(found.get(en, 0.0), weight)
    out += [w for w, weight in found.items() if weight >= strength and "_" not in w and w not in out]
    return out


def cjk_glossary() -> dict[str, tuple[str, ...]]:
    """Chinese glossary word (two characters or more) → the English words of its concept."""
    return glossary.cjk_concepts()


def word_items(
    word: Word, vocab: Mapping[str, set[str]], lexicon: Lexicon | None, strength: float = RELATED_MIN
) -> set[str]:
    """The schema items a content word names (the package doc); ``strength``: the least
    relatedness of a WordNet/CC-CEDICT word that speaks for it."""
    found: set[str] = set()
    if word.cjk:
        for text, keys in vocab.items():
            if len(text) >= 2 and is_cjk(text[0]) and (text in word.text or word.text in text):
                found |= keys
    else:
        found |= vocab.get(light_stem(word.text, possessive=True), set())
        for lemma in lemmas(word.text):  # took → take, written → write
            found |= vocab.get(light_stem(lemma, possessive=True), set())
    for other in related_words(word, strength):
        found |= vocab.get(light_stem(other.lower(), possessive=True), set())
    if lexicon is not None:
        found |= _lexicon_keys(lexicon(word.text))
    return found


def judgeable(word: Word, vocab: Mapping[str, set[str]], lexicon: Lexicon | None) -> bool:
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


def held_spans(question: str, links: Sequence[Any] | None) -> list[tuple[int, int]]:
    """:func:`entity_spans` less the names the linker matched only fuzzily (``exact`` false)."""
    named = [lk for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]
    facts = question_facts(question, names=[lk.span for lk in named])
    exact = [lk.span for lk in named if lk.exact]
    return [*exact, *facts.quoted, *((n.start, n.end) for n in facts.numbers)]


def exact_at(question: str, links: Sequence[Any] | None, start: int) -> bool:
    """Whether the linked name starting at ``start`` was matched exactly."""
    return any(
        lk.exact
        for lk in resolve_links(as_links(links or [], question))
        if lk.kind != "quoted" and lk.start == start
    )


def named_spans(question: str, links: Sequence[Any] | None) -> list[tuple[int, int]]:
    """Spans of the linked stored entities and values (what an attribute can be asked of)."""
    return [lk.span for lk in resolve_links(as_links(links or [], question)) if lk.kind != "quoted"]


def alias_items(question: str, aliases: Aliases | None) -> list[tuple[tuple[int, int], str]]:
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


def relation_word(word: Word) -> bool:
    """Whether an asked word is one of the query language's relation words (:data:`RELATION_WORDS`;
    a Chinese word through its own text or its CC-CEDICT glosses)."""
    if word.cjk:
        if any(z in word.text for z in ZH_RELATION_WORDS):
            return True
        found = [en for en, g in glosses(word.text).items() if g >= _ZH_GLOSS_MIN]
        return any(_is_relation_word(en) for en in found)
    return _is_relation_word(word.text)


def _is_relation_word(text: str) -> bool:
    low = text.lower().strip("'").removesuffix("'s")
    return low in RELATION_WORDS or light_stem(low) in _RELATION_STEMS


_RELATION_STEMS = frozenset(light_stem(w) for w in RELATION_WORDS)
