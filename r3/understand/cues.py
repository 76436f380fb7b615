"""What a question says besides names: numbers, quoted texts and query-operator cues.

Why a small bilingual cue lexicon: without a model, the only way to hear "count them",
"sorted from oldest", "the shortest path" or "two hops" in a zh/en question is to look for
the words people use for them. The lexicon lists *query operators* (count, order, limit,
path, subgraph, steps, direction, writes), which are the same for every graph; words for a
particular schema's tags, edge types and properties are never listed here — those are
learned from the demonstration pool (:mod:`r3.pipeline.offline.demos`) or read from the schema's own names.

Numbers are read as Arabic digits (``29.5``), Chinese numerals (``两``, ``十一``, ``二十``)
and English number words up to twenty, each with its span, so that adaptation can replace
"the second number of the demo question" by "the second number of this one".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.retrieval.english_words import strip_suffix
from r3.retrieval.mentions import MAX_QUOTED, QUOTE_PAIRS
from r3.text import is_cjk

#: Cue name → patterns (regular expressions, matched case-insensitively on the question).
#: Words that ask for the neighbourhood of a vertex (GET SUBGRAPH): a cue here, the subgraph shape's detector.
SUBGRAPH_WORDS = (
    r"\bsubgraph|\bneighbou?rhood\b|\beverything\b.*\b(?:connected|around|near|within|linked|hooked|attached|tied)\b"
    r"|\b(?:graph|network|web) (?:around|of everything)\b"
    r"|\bentities and relationships\b|\bwithin (?:one|two|three|\d) hops?\b|\bego[- ]network\b"
    r"|\ball (?:of )?(?:its|his|her|their|the) (?:connections|relationships|relations)\b"
    r"|\b(?:connections|relationships|relations|links),? (?:all of them|every one|the lot)\b"
    r"|\bwhat(?:'s| is) around\b|\b(?:one|two|three|\d) (?:hops?|steps?) out\b|\blay of the land\b"
    r"|子图|周边|周围|邻域|实体和关系|关系图|关系网|跳以内|跳之内|跳内|一度关系|一度人脉|直接关系|(?:相关|有关)的(?:都|所有|全部|一切)|所有(?:相关|有关)的"
)
CUES: dict[str, tuple[str, ...]] = {
    "count": (
        r"多少",
        r"数量",
        r"几个",
        r"个数",
        r"统计",
        r"计数",
        r"总数",
        r"\bhow many\b",
        r"\bnumber of\b",
        r"\bcount",
        r"\bquantit",
        r"\btotal\b",
    ),
    "desc": (r"降序", r"从大到小", r"从高到低", r"由高到低", r"由大到小", r"\bdesc", r"\bdecreas"),
    "asc": (r"升序", r"从小到大", r"从低到高", r"由低到高", r"由小到大", r"\basc", r"\bincreas"),
    "order": (r"排序", r"排列", r"\bsort", r"\border(ed)? by\b", r"\bin order\b", r"\border\b"),
    "intersection": (r"\bboth\b", r"\bin common\b", r"\btogether\b", r"共同", r"同时"),
    "limit": (
        r"前\s*\S{1,3}\s*[个条名位]",
        r"(?<!第)[一二两三四五六七八九十\d]+\s*[个条名位]",
        r"\btop\b(?!\s+of\b)",  # "on top of" is a place, not a limit
        r"\bfirst \d+",
        r"\blimit",
        r"最多返回",
        r"只返回",
    ),
    "skip": (r"跳过", r"\bskip", r"\boffset\b"),
    "shortest": (r"最短", r"\bshortest\b"),
    "path": (r"路径", r"\bpaths?\b", r"\broutes?\b"),
    "subgraph": (SUBGRAPH_WORDS,),
    # a count of steps: 3步, 几跳, 六度 — not the 度 of 难度/温度 or the 跳 of 跳舞
    "steps": (
        r"[0-9一二两三四五六七八九十几多少]\s*[步跳度]",
        r"\bhops?\b",
        r"\bsteps?\b",
        r"\bjumps?\b",
        r"\bdistance\b",
    ),
    "both": (r"双向", r"相互", r"互相", r"\bboth directions?\b", r"\bbidirect", r"\bmutual"),
    "reverse": (r"被", r"\bby\b", r"反向", r"\breverse", r"\bincoming\b"),
    "distinct": (r"去重", r"不重复", r"\bdistinct\b", r"\bunique\b", r"\bdeduplicat", r"\bduplicat"),
    "insert": (r"插入", r"添加", r"新增", r"\binsert", r"\badd\b"),
    "update": (r"更新", r"修改", r"\bupdate", r"\bmodify\b"),
    "delete": (r"删除", r"\bdelete", r"\bremove\b"),
    "id": (r"\bids?\b", r"\bvids?\b", r"编号", r"\bID"),
    "all": (r"所有", r"全部", r"\ball\b", r"\bevery"),
    "property": (r"属性", r"信息", r"\battribut", r"\bpropert", r"\binformation\b", r"\bdetails?\b"),
    "relation": (r"关系", r"\brelationships?\b", r"\bedges?\b", r"\brelations?\b"),
    "gt": (
        r"大于",
        r"超过",
        r"以上",
        r"高于",
        r"多于",
        r"\bover\b",
        r"\bmore than\b",
        r"\bgreater than\b",
        r"\bolder than\b",
        r"\babove\b",
        r"\bexceed",
    ),
    "lt": (
        r"小于",
        r"低于",
        r"以下",
        r"少于",
        r"不到",
        r"\bunder\b",
        r"\bless than\b",
        r"\byounger than\b",
        r"\bbelow\b",
    ),
    "ge": (
        r"大于等于",
        r"不小于",
        r"不低于",
        r"及以上",
        r"或以上",
        r"\bat least\b",
        r"\bor (older|more|above|greater)\b",
    ),
    "le": (
        r"小于等于",
        r"不大于",
        r"不超过",
        r"及以下",
        r"或以下",
        r"\bat most\b",
        r"\bor (younger|less|below)\b",
    ),
    "between": (r"之间", r"\bbetween\b", r"\bfrom \S+ to\b"),
    "contains": (r"包含", r"含有", r"\bcontain", r"\bincludes?\b"),
    # What the answer should be made of (checked against the rows a candidate returns).
    "want-path": (r"路径", r"\bpaths?\b"),
    "want-vertex": (
        r"节点",
        r"顶点",
        r"\bnodes?\b",
        r"\bvertex",
        r"\bvertices\b",
        r"所有信息",
        r"\ball (the )?information\b",
    ),
    "want-edge": (r"边", r"关系本身", r"\bedges?\b"),
    "want-count": (
        r"多少",
        r"数量",
        r"几个",
        r"个数",
        r"统计",
        r"\bhow many\b",
        r"\bnumber of\b",
        r"\bcount",
        r"\bquantit",
    ),
}
#: The cues that ask to change data.
WRITE_CUES = frozenset({"insert", "update", "delete"})
_COMPILED = {name: tuple(re.compile(p, re.IGNORECASE) for p in pats) for name, pats in CUES.items()}

_CN_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "俩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_NUMBER = re.compile(r"[零〇一二两俩三四五六七八九十百]+")
#: English number words (zero … twenty) and their values.
EN_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
        sixteen seventeen eighteen nineteen twenty""".split()  # noqa: SIM905
    )
}
_EN_NUMBER = re.compile(r"\b(" + "|".join(EN_NUMBER_WORDS) + r")\b", re.IGNORECASE)
#: "one" as a pronoun ("and which one", "the one that", "one of them", "no one").
_PRONOUN_ONE = re.compile(
    r"\b(?:which|that|this|the|each|any|every|no|another|last)\s+one\b|\bone\s+(?:of|another)\b",
    re.IGNORECASE,
)
#: Chinese numerals that are parts of common words, not numbers (``一起``, ``一下``, ``统一``).
_CN_NOT_NUMBER = (
    "一下",
    "一共",
    "一同",
    "一切",
    "一起",
    "一些",
    "一个人",
    "一样",
    "一直",
    "一定",
    "统一",
    "唯一",
    "一般",
    "第一",
    "万一",
    "二手",
    "一手",
)


#: "一年多少钱", "多少钱一节", "一圈多少公里": one unit of a rate, not a value to compare
#: ("一年以上" still compares).
_CN_PER_UNIT = re.compile(
    r"一(?=[年月周天节圈趟晚次份]|小时|公里)(?![年月周天节圈趟晚次份]?(?:以上|以下|以内|之内|多(?!少)|内|前|后))"
    r"|(?<=多少钱)一(?=[瓶杯盘碗块张件个本只])"  # "多少钱一瓶": the price of one
)


#: "一条船都没停", "一次都没去过", "一本也不": "not even one", a negation, no number to compare.
_CN_NOT_EVEN = re.compile(r"一(?=[^\s，。？、]{0,5}?[都也](?:没|不|未))")


@dataclass(frozen=True)
class Number:
    """A number written in the question, with its span."""

    value: int | float
    start: int
    end: int
    text: str


@dataclass
class QuestionFacts:
    """Numbers, quoted texts and cues of one question (see the module doc)."""

    question: str
    numbers: list[Number] = field(default_factory=list)
    quoted: list[tuple[int, int]] = field(default_factory=list)
    cues: set[str] = field(default_factory=set)

    def quoted_texts(self) -> list[str]:
        return [self.question[s:e] for s, e in self.quoted]

    def has(self, cue: str) -> bool:
        return cue in self.cues


def _latin(ch: str) -> bool:
    return ch.isalnum() and not is_cjk(ch)


def quoted_spans(question: str) -> list[tuple[int, int]]:
    """Spans of the texts inside quotes (without the quotes).

    A straight quote opens only when not preceded by a Latin letter or digit and closes only
    when not followed by one, so apostrophes (``O'Neal``, ``teams'``) do not open quotes;
    a quote next to a Chinese character does (``从'Tim Duncan'到``).
    """
    spans: list[tuple[int, int]] = []
    i, n = 0, len(question)
    while i < n:
        ch = question[i]
        close = QUOTE_PAIRS.get(ch)
        if close is None or (ch in "'`" and i > 0 and _latin(question[i - 1])):
            i += 1
            continue
        j = i + 1
        while j < n:
            if question[j] == close and (close not in "'`" or j + 1 >= n or not _latin(question[j + 1])):
                break
            j += 1
        if j < n and 0 < j - i - 1 <= MAX_QUOTED and question[i + 1 : j].strip():
            spans.append((i + 1, j))
            i = j + 1
        else:
            i += 1
    return spans


def chinese_number(text: str) -> int | None:
    """The value of a Chinese numeral below 1000 (``两`` → 2, ``十一`` → 11, ``二十五`` → 25)."""
    if not text or any(ch not in _CN_DIGITS and ch not in "十百" for ch in text):
        return None
    total, current = 0, 0
    for ch in text:
        if ch in _CN_DIGITS:
            current = _CN_DIGITS[ch]
        elif ch == "十":
            total += (current or 1) * 10
            current = 0
        elif ch == "百":
            total += (current or 1) * 100
            current = 0
    return total + current


def find_numbers(question: str, *, skip: list[tuple[int, int]] | None = None) -> list[Number]:
    """Every number of ``question`` in text order; spans inside ``skip`` (names, quotes) are left out."""
    skip = skip or []

    def free(s: int, e: int) -> bool:
        return not any(s < b and a < e for a, b in skip)

    found: list[Number] = []
    for m in re.finditer(r"\d+(?:\.\d+)?", question):
        if not free(m.start(), m.end()):
            continue
        text = m.group(0)
        value: int | float = float(text) if "." in text else int(text)
        found.append(Number(value, m.start(), m.end(), text))
    blocked = [(m.start(), m.end()) for w in _CN_NOT_NUMBER for m in re.finditer(re.escape(w), question)]
    blocked += [(m.start(), m.end()) for m in _CN_PER_UNIT.finditer(question)]
    blocked += [(m.start(), m.end()) for m in _CN_NOT_EVEN.finditer(question)]
    blocked += [(m.start(), m.end()) for m in re.finditer(r"(?<=[哪这那])一", question)]  # 哪一家: which
    for m in _CN_NUMBER.finditer(question):
        text = m.group(0)
        if not free(m.start(), m.end()) or any(m.start() < b and a < m.end() for a, b in blocked):
            continue
        cn = chinese_number(text)
        if cn is not None:
            found.append(Number(cn, m.start(), m.end(), text))
    for m in _EN_NUMBER.finditer(question):
        if m.group(1).lower() == "one" and _PRONOUN_ONE.search(
            question[max(0, m.start() - 12) : m.end() + 8]
        ):
            continue  # "which one", "one of them": a pronoun, no number
        if free(m.start(), m.end()):
            found.append(Number(EN_NUMBER_WORDS[m.group(1).lower()], m.start(), m.end(), m.group(0)))
    found.sort(key=lambda n: n.start)
    return found


def find_cues(question: str) -> set[str]:
    """The operator cues present in ``question`` (names of :data:`CUES`)."""
    return {name for name, pats in _COMPILED.items() if any(p.search(question) for p in pats)}


def question_facts(question: str, *, names: list[tuple[int, int]] | None = None) -> QuestionFacts:
    """Numbers (outside ``names`` spans and quotes of names), quotes and cues of a question."""
    quoted = quoted_spans(question)
    facts = QuestionFacts(question, quoted=quoted)
    facts.numbers = find_numbers(question, skip=list(names or []))
    facts.cues = find_cues(question)
    return facts


def is_concept(text: str, schema: SpaceSchema | None = None, aliases: Aliases | None = None) -> bool:
    """Whether an unlinked quoted text reads as a concept rather than a name.

    Chinese-only text (stored Chinese names are found by the linker; what is left are words
    such as ``'喜欢'``), a user alias (:mod:`r3.contracts.aliases`), or text naming a schema item
    or property (``'like'``, ``'liking'``, ``'start_year'``; a word that extends a stem of
    four letters or more by a short ending counts too: ``'serving'``, ``'service'``).
    """
    if aliases is not None and aliases.lookup(text):
        return True
    stripped = text.strip()
    if not stripped:
        return True
    letters = [ch for ch in stripped if ch.isalnum()]
    if letters and all(is_cjk(ch) for ch in letters):
        return True
    if schema is None:
        return False
    words = {strip_suffix(w) for w in re.findall(r"[a-z_]+", stripped.lower())}
    if not words:
        return False
    names = {*schema.tags, *schema.edges, *schema.all_property_names}
    stems = {strip_suffix(n.lower()) for n in names} | {
        strip_suffix(p) for n in names for p in n.lower().split("_")
    }
    known = stems | {"relationship", "relation", "edge", "vertex", "node", "typ"}
    return all(w in known or _extends(w, stems) for w in words)


def _extends(word: str, stems: set[str]) -> bool:
    """``servic`` extends ``serv``: a stem of 4+ letters followed by at most 3 more."""
    return any(len(s) >= 4 and word.startswith(s) and len(word) - len(s) <= 3 for s in stems)


_CUE_PATTERNS = tuple(re.compile(p, re.IGNORECASE) for patterns in CUES.values() for p in patterns)


def cue_word_spans(question: str) -> list[tuple[int, int]]:
    """Spans of the question's cue words (:data:`CUES`: counts, orders, comparisons, paths …):
    the query language's own words, read by the operators, never schema words or stored values."""
    return [(m.start(), m.end()) for pattern in _CUE_PATTERNS for m in pattern.finditer(question)]


__all__ = [
    "CUES",
    "WRITE_CUES",
    "Number",
    "QuestionFacts",
    "chinese_number",
    "cue_word_spans",
    "find_cues",
    "find_numbers",
    "is_concept",
    "question_facts",
    "quoted_spans",
]
