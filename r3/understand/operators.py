"""The question's operator words, read against the graph: filters, aggregates, order, limits.

Why one module: what a question asks *of* its answer — "after 2020", "30岁以上", "at least 3",
"how many", "the three oldest", "average", "never", "both" — is a general English/Chinese
vocabulary (nothing about any graph), but where each operator lands (which property a number
compares, which property "oldest" sorts by) is read from the graph's profile. The vocabulary
and those placements live here; :mod:`.hypotheses` combines them with walks into intents.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from typing import Literal

from r3.lexical import chinese_words, glosses, noun_kind, relatedness
from r3.retrieval.english_words import stem
from r3.text import is_cjk
from r3.understand.cues import EN_NUMBER_WORDS, SUBGRAPH_WORDS, chinese_number
from r3.understand.glossary import CLASSIFIERS, content_chinese_words
from r3.understand.intent import Condition, Order
from r3.understand.profile import YEARS
from r3.understand.reading import Mention, Reading

NEGATION = re.compile(
    r"\bnot\b|\bnever\b|\bno\b|\bwithout\b|\bnone\b|n't\b|\bnobody\b"
    r"|\b(?:dont|doesnt|didnt|arent|isnt|wasnt|werent|havent|hasnt|hadnt|wont|cant|cannot)\b"  # typed without the apostrophe
    r"|没有|从未|从没|从不|未曾|不曾|并未|无任何|没"
    r"|不(?![少多超低高到小大等同])",
    re.IGNORECASE,
)
INTERSECTION = re.compile(
    r"\bboth\b|\bin common\b|\btogether\b|\bshared? by\b|同时|共同|一起|一块|都|既", re.IGNORECASE
)
#: The same relation followed again from the answers ("what X likes, then what *those* like",
#: "X喜欢的球员，再找出这些球员所喜欢的", "friends of friends").
CHAIN = re.compile(
    r"\bthen\b.{0,40}\b(?:these|those|them|they|their)\b|\bin turn\b|\b(\w+)s of (?:his |her |their )?\1s\b"
    r"|(?:再|然后|接着|并且?再).{0,12}(?:这些|那些|他们|它们|她们)|([\u4e00-\u9fff]{2,4})的\2"
    r"|\b([a-z]{4,}) of [^?]{1,40}?'s \3\b|'s ([a-z]{4,})'s \4\b|的\s*[\u4e00-\u9fff](孙)"
    r"|\b([a-z]{4,})s['’] \6s\b"  # "X's trainees' trainees"
    r"|的[^，。？?]{0,4}(又)[^，。？?]{1,4}?(?:谁|哪些人|哪几个人|什么人)",  # "X的徒弟又教出了谁": the relation again
    re.IGNORECASE,
)
#: The character of a Chinese grand- word ("徒孙": a disciple's disciple), the last of the word.
GRAND = "孙"
AVERAGE = re.compile(r"\baverage\b|\bmean\b|\bavg\b|平均", re.IGNORECASE)
TOTAL = re.compile(
    r"\btotals?\b|\bsum\b|\baltogether\b|\bin all\b|\badd(?:ed)? up\b|总共|总和|合计|一共|总计|共计|共有|加起来|加在一起|总(?![数共])",
    re.IGNORECASE,
)
#: "In total" said of a count ("一共有多少部", "how many … altogether"): no sum is asked.
IN_ALL = re.compile(r"\baltogether\b|\bin all\b|\bin total\b|一共|总共|共计|共有", re.IGNORECASE)


def sum_asked(q: str, counting: bool) -> bool:
    """Whether the question asks for a sum: a total word that is not just "in all" beside a count."""
    in_all = [(m.start(), m.end()) for m in IN_ALL.finditer(q)]
    words = [m.group(0) for m in TOTAL.finditer(q) if not any(a <= m.start() < b for a, b in in_all)]
    words += [q[a:b] for a, b in in_all if TOTAL.search(q, a, b)]  # "in total" is one word
    if not words:
        return False
    return not counting or any(not IN_ALL.fullmatch(w) for w in words)


MAXIMUM = re.compile(r"\bmaximum\b|\bmax\b|最大值|最高值", re.IGNORECASE)
MINIMUM = re.compile(r"\bminimum\b|\bmin\b|最小值|最低值", re.IGNORECASE)
#: "How many times", "多少次": a count of events (read by the times and edges shapes).
TIMES_WORDS = re.compile(
    r"\bhow many times\b|\bhow often\b|\bnumber of times\b|\b(?:most|fewest|least) times\b|多少次|几次|次数|多少回|几回|人次|队次|场次|车次|架次",
    re.IGNORECASE,
)
COUNT = re.compile(
    r"\bhow many\b|\bnumber of\b|\bcount\b|多少|(?<!哪)几\s*["
    + CLASSIFIERS
    + r"]|(?<!哪)几次|数量|个数|总数|多少回|几回|\bhow many times\b|\bhow often\b|\bnumber of times\b",
    re.IGNORECASE,
)
#: "respectively", "分别", "各自": one value per named entity is asked.
RESPECTIVELY = re.compile(r"\brespectively\b|\beach of\b|分别|各自", re.IGNORECASE)
#: "from A to B", "从A到B": with a count word between two named vertices, a path length is asked.
FROM_TO = re.compile(r"\bfrom\b.+\bto\b|从.+(?:到|至)", re.IGNORECASE)
#: Words asking how far apart two vertices are (a length, not the path).
LENGTH = re.compile(
    r"\bhow many (?:\w+\s+)?(?:hops|steps|stops|jumps|links|degrees|edges|generations)\b|\bhow far\b"
    r"|\bdegrees? of separation\b|\bdistance\b|几站|几步|几跳|几度|多少步|多少跳|多少站|隔了?几|几段|多少段"
    r"|几代|第几代|多少代",
    re.IGNORECASE,
)


def cue_spans(question: str) -> list[tuple[int, int]]:
    """Spans of this module's own words (counts, "each", "respectively", path lengths): the
    query language's, so a weak lexical relation found inside one names no schema item
    (分别 is no ``class``)."""
    return [
        (m.start(), m.end())
        for pat in (COUNT, EACH, RESPECTIVELY, LENGTH, IN_ALL, TIMES_WORDS, WHEN)
        for m in pat.finditer(question)
    ]


def in_cue(question: str, pos: int) -> bool:
    """Whether the character at ``pos`` lies inside one of :func:`cue_spans`' words."""
    return any(a <= pos < b for a, b in cue_spans(question))


def length_asked(r: Reading) -> bool:
    """Whether a path's length is asked: a distance word, or a count between "from A to B"
    ("how many follows from A to B", "从A到B要经过几次"), two vertices named."""
    q = r.question
    if LENGTH.search(q):
        return True
    return len(r.anchors) >= 2 and bool(FROM_TO.search(q)) and count_asked(r)


#: "When", "什么时候": the question asks a date (or a year) of the vertex.
WHEN = re.compile(r"\bwhen\b|什么时候|何时|哪一年|哪年|哪一天|哪天", re.IGNORECASE)
#: "How old / how heavy / 多重 / 几岁": the question word names the property's concept.
HOW: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), concept)
    for p, concept in (
        (r"\bhow old\b|多大年纪|多大岁数|年纪多大|几岁|多少岁|多大", "age"),
        (r"\bhow heavy\b|多重|有多沉", "weight"),
        (r"\bhow tall\b|\bhow high\b|多高", "height"),
        (r"\bhow long\b|多长", "length"),
        (r"\bhow big\b|\bhow large\b|面积多大|有多大面积|占地多大", "size"),
        (r"\bhow far\b|多远", "distance"),
        (r"\bhow deep\b|多深", "depth"),
        (
            r"\bhow much does\b.*\bcost\b|\bhow much money\b|多少钱|多贵"
            r"|\bhow much\b[^?]*\b(?:earn\w*|spen[dt]\w*|paid|pay\w*|rais\w*|gave|giv\w*|donat\w*|charg\w*)"
            r"|\bwhat did\b[^?]*\bspend\b",
            "price",
        ),
    )
)
#: Words asking for a value rather than a vertex: "how old", "多少岁", "which year", "哪年".
VALUE_ASKED = re.compile(
    "|".join(p.pattern for p, _ in HOW)
    + r"|\bhow much (?:is|are|was|were)\b|\bwhat year\b|\bwhich year\b|\bin what year\b|哪年|哪一年|什么时候"
    + r"|几级|多少级|什么级别|哪个级别|几星",
    re.IGNORECASE,
)
#: The question wants properties, not bare vertices (``GET SUBGRAPH WITH PROP``).
WANT_PROPERTIES = re.compile(r"\bpropert|\battribut|\bdetails?\b|属性|详细|详情", re.IGNORECASE)
CONNECTED = re.compile(
    r"\bconnected\b|\bcon+ecte?d\b|\brelated\b|\blinked\b|\blinks?\s+between\b|\btied\b|\bhooked up\b"
    r"|\bshortest (?:link|connection|way)\b"
    r"|关联|联系|相连|连接|连上|连起来|连在一起|扯上|什么关系|啥关系|怎么认识|怎么连|如何连",
    re.IGNORECASE,
)

#: The concept of "highest", "largest", 最高: the size of a value — the target's only number when
#: none is named — or, like "most", a count.
MAGNITUDE = "magnitude"
#: Superlative → (concept word of the property or None, descending?). General vocabulary.
#: Where a Chinese superlative writes 最, a rank may stand: 第二早, 年龄第三大 (:mod:`.ordinal`).
NTH = "第[二三四五六七八九2-9]"
SUPERLATIVES: tuple[tuple[re.Pattern[str], str | None, bool], ...] = tuple(
    (re.compile(p.replace("最", f"(?:最|{NTH})"), re.IGNORECASE), concept, desc)
    for p, concept, desc in (
        (
            r"\boldest\b|年龄最大|年纪最大|最年长|最老|最古老|最悠久|历史最(?:久|长|悠久)|\blongest history\b",
            "age",
            True,
        ),
        (r"\byoungest\b|年龄最小|年纪最小|最年轻", "age", False),
        (r"\bmost expensive\b|\bpriciest\b|最贵", "price", True),
        (r"\bcheapest\b|\bleast expensive\b|最便宜", "price", False),
        (r"\bfastest\b|\bquickest\b|最快|(?:用时|耗时|时间)最短|\bin the least time\b", "time", False),
        (r"\bslowest\b|最慢|(?:用时|耗时|时间)最长", "time", True),
        (r"\blongest\b|最长", "length", True),
        (r"\bshortest\b(?! path)|最短(?!路径)", "length", False),
        (r"\blatest\b|\bnewest\b|\bmost recent\b|最新|最近", "year", True),
        (r"\bearliest\b|最早", "year", False),
        (r"\bbest\b|\btop[- ]rated\b|\bhighest[- ]rated\b|评分最高|最受欢迎", "rating", True),
        (r"\bworst\b|\blowest[- ]rated\b|评分最低", "rating", False),
        (r"\btallest\b|最高的个子|个子最高", "height", True),
        (r"\bhottest\b|最热|最烫|温度最高", "temperature", True),
        (r"\bcoldest\b|最冷|温度最低", "temperature", False),
        (r"\bheaviest\b|最重", "weight", True),
        (r"\blargest\b|\bbiggest\b|\bhighest\b|\bgreatest\b|最大|最高", MAGNITUDE, True),
        # "出酒量排第二", "排名第一": a place in the ranking of the amount named before it
        (r"排名?第[一二三四五六七八九1-9]", MAGNITUDE, True),
        (r"\bsmallest\b|\blowest\b|最小|最低", MAGNITUDE, False),
        (r"(?<!at )\bmost\b|最多|\bmore\b[^?]{0,30}\bthan any(?:one|body)?(?: other| else)?\b", None, True),
        (
            r"(?<!at )\bleast\b|\bfewest\b|最少|\b(?:fewer|less)\b[^?]{0,30}\bthan any(?:one|body)?(?: other| else)?\b",
            None,
            False,
        ),
    )
)
#: Comparative words → (concept of the compared property or None, the larger wins?). General vocabulary.
COMPARATIVES: tuple[tuple[re.Pattern[str], str | None, bool], ...] = tuple(
    (re.compile(p, re.IGNORECASE), concept, desc)
    for p, concept, desc in (
        (
            r"\bolder\b|\belder\b|年纪更大|年龄更大|更年长|更老|大一些|大一点|老一点|更古老|更悠久|历史更(?:久|长|悠久)"
            r"|(?:年纪|年龄|岁数)大(?![于过])"
            r"|\blonger history\b|\bbeen around longer\b",
            "age",
            True,
        ),
        (r"\byounger\b|年纪更小|年龄更小|更年轻|年轻一点|(?:年纪|年龄|岁数)小(?![于过])", "age", False),
        (r"\bmore expensive\b|\bpricier\b|\bcostlier\b|更贵|贵一些|贵些|贵一点|贵点", "price", True),
        (r"\bcheaper\b|\bless expensive\b|更便宜|便宜一些|便宜些|便宜一点|便宜点", "price", False),
        (r"\blonger\b|更长|长一些|长些|长一点", "length", True),
        (r"\bshorter\b|更短|短一些|短些|短一点", "length", False),
        (r"\btaller\b|个子更高|更高的个子", "height", True),
        (r"\bheavier\b|更重", "weight", True),
        (r"\bnewer\b|\bmore recent\b|\blater\b|更新|更晚|更近|得晚|晚一些|晚些", "year", True),
        (r"\bearlier\b|\bfirst\b|更早|得早|早一些|早些|早一点|(?:哪个|哪一个|谁)先", "year", False),
        (r"\bbetter\b|\bhigher[- ]rated\b|评分更高|更好", "rating", True),
        (r"\bworse\b|\blower[- ]rated\b|评分更低|更差", "rating", False),
        (
            r"\blarger\b|\bbigger\b|\bhigher\b|\bgreater\b|\bmore\b|\bharder\b|更大|更高|更多|多一些|更难|难一些|难一点",
            None,
            True,
        ),
        (
            r"\bsmaller\b|\blower\b|\bfewer\b|\bless\b|\beasier\b|更小|更低|更少|少一些|更容易|更简单|容易一些",
            None,
            False,
        ),
    )
)


def comparative(question: str) -> tuple[str | None, bool] | None:
    """The first comparative word's (concept, larger wins?), or None."""
    for pat, concept, desc in COMPARATIVES:
        if pat.search(question):
            return concept, desc
    return None


#: "top 3", "top three", "前三" — not "on top of" ("top" with a number word or digits only).
TOP_K = re.compile(
    r"\btop\s*(\d+|" + "|".join(EN_NUMBER_WORDS) + r")\b|前\s*([0-9一二两三四五六七八九十]+)", re.IGNORECASE
)
#: Comparison words → operator, and words that compare years/dates ("after 2020"). 以上, 以下
#: and 以内 include their number ("20天以上" is 20 days or more: the reading of Chinese law and
#: standards, 民法典 第1259条); 超过 and 不到 do not.
COMPARISONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), op)
    for p, op in (
        (
            r"大于等于|大于或等于|不少于|\bgreater than or equal to\b|\bmore than or equal to\b|>=|≥|\bat least\b|\bor more\b|\bor older\b|\bor above\b|\bor higher\b|\bor over\b|\bor greater\b|\bor bigger\b|\bor larger\b|\bor longer\b|\bor later\b|\bor after\b|\band later\b|\bonwards?\b|\bor newer\b|\bno less than\b|不少于|不低于|不小于|以上|至少|以来|\bsince\b",
            ">=",
        ),
        (
            r"小于等于|小于或等于|\bless than or equal to\b|<=|≤|\bat most\b|\bor less\b|\bor fewer\b|\bor younger\b|\bor below\b|\bor lower\b|\bor under\b|\bor smaller\b|\bor cheaper\b|\bor shorter\b|\bor earlier\b|\bor before\b|\band earlier\b|\bno more than\b|不超过|不多于|不高于|不大于|以下|以内|之内|至多|最多",
            "<=",
        ),
        (
            r"\bmore than\b|\bgreater than\b|\bhigher than\b|\bover\b|\babove\b|\bolder than\b|\bexceed\w*|\blonger than\b|\bbigger than\b|\blarger than\b|\bmore expensive than\b|\bpricier than\b|\bcostlier than\b|\bheavier than\b|\btaller than\b|大于|超过|多于|高于|之后|以后|晚于|迟于|\bafter\b|\blater than\b",
            ">",
        ),
        (
            r"\bless than\b|\bfewer than\b|\blower than\b|\bunder\b|\bbelow\b|\byounger than\b|\bshorter than\b|\bsmaller than\b|\bcheaper than\b|\bless expensive than\b|\blighter than\b|小于|少于|低于|不到|之前|以前|早于|\bbefore\b|\bearlier than\b",
            "<",
        ),
        (r"\bnot\b|\bisn't\b|不是|不等于", "!="),
    )
)


PATH = re.compile(
    r"\bpaths?\b|\broutes?\b|\bchain\b|\btrace\b|\blineage\b|路径|链路|链条|链|一步步|一步一步"
    r"|一代代|一代一代|代代|传承|师承|传下来",
    re.IGNORECASE,
)
SUBGRAPH = re.compile(SUBGRAPH_WORDS, re.IGNORECASE)
EACH = re.compile(
    r"\beach\b|\bevery\b|\bper\b|\bby each\b|\bgrouped by\b|\bbroken down by\b|\bfor every\b"
    r"|每个|每一个|每位|每家|每种|每|各个|各|按照|按",
    re.IGNORECASE,
)
#: "list", "show", "find" ask only as a command: at a clause's start or after a word that puts
#: a verb there ("can you *show* …", "help me *find* …", "I want to *list* …") — "a news *show*",
#: "the latest *find*" are nouns.
_COMMAND = (
    r"(?:(?:^|(?<=^\s)|(?<=[,;:.!?，。？！])|(?<=[,;:.!?]\s)"
    + "".join(rf"|(?<=\b{w}\s)" for w in ("please", "pls", "you", "me", "us", "to", "and", "just"))
    + r")(?:list|show|find)\b)"
)
WH = re.compile(
    r"\bwhich\b|\bwhat\b|\bwho\b|\bwhom\b|" + _COMMAND + r"|哪些|哪个|哪位|哪家|哪种|哪|什么|谁|有哪些",
    re.IGNORECASE,
)
#: "who", "whom", 谁 — a question word asking for people (not "whose", which asks a thing).
WHO = re.compile(r"\bwho\b|\bwhom\b|谁", re.IGNORECASE)
#: People asked for, by the question word or a noun for people ("哪些人", "什么人").
PEOPLE_ASKED = re.compile(WHO.pattern + r"|哪些人|哪几个人|哪几位|什么人", re.IGNORECASE)
#: Words asking for a set of answers ("which", "哪些", "哪几"): never the named vertex itself.
SET_ASKED = re.compile(
    r"\bwhich\b|\bwhom?\b|哪些|哪几|哪个|哪家|哪位|谁"
    # "what fish has X caught", "钓到过什么鱼": a noun after "what" asks for things, not X itself
    r"|\bwhat (?!(?:is|are|was|were|does|do|did|has|have|about|year|time|date|day|age|kind|sort|type)\b)[a-z]+"
    r"|什么(?!时候|样|地方|时间|日期)[\u4e00-\u9fff]",
    re.IGNORECASE,
)
WANT_VERTEX = re.compile(r"\bnodes?\b|\bvertex|\bvertices\b|节点|顶点", re.IGNORECASE)
WANT_ID = re.compile(r"(?<![A-Za-z])v?ids?(?![A-Za-z])|编号", re.IGNORECASE)
_CLASSIFIER = "[" + CLASSIFIERS + "]"
#: … and the measure words of events, after a superlative ("温度最高的*两次*": the two firings).
_TIMES = "[" + CLASSIFIERS + "次回笔]"


def number_word(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    return EN_NUMBER_WORDS.get(text.lower()) or chinese_number(text)


_EN_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_EN_NTH = re.compile(r"\b(" + "|".join(_EN_ORDINALS) + r")[\s-]+", re.IGNORECASE)


def rank_asked(question: str) -> tuple[int, int] | None:
    """The place of a ranking asked ("*second* oldest", "2nd biggest", "第二早", "年龄第三大")
    and where its number is written, or None: an ordinal right before a superlative (one word
    between: "second most expensive")."""
    q = question
    for m in _EN_NTH.finditer(q):
        word = re.match(r"\w+\s+", q[m.end() :])
        starts = [m.end()] + ([m.end() + word.end()] if word else [])
        if any(pat.match(q, at) for at in starts for pat, _, _ in SUPERLATIVES):
            return _EN_ORDINALS[m.group(1).lower()], m.start(1)
    for pat, _, _ in SUPERLATIVES:
        for m in pat.finditer(q):
            nth = re.search(NTH, m.group(0))
            if nth is not None:
                return number_word(nth.group(0)[1:]) or 2, m.start() + nth.start() + 1
    return None


def limit_of(r: Reading) -> tuple[int | None, set[int]]:
    """k of "top k" / "前k" / "the three oldest" / "两个人", and the positions of the numbers used
    — with k said again after a question word ("最长的两条线是*哪两条*"): no value to compare."""
    rank = rank_asked(r.question)
    if rank is not None:  # "the second oldest": one answer, at the place :mod:`.ordinal` sets
        return 1, {rank[1]}
    k, used = _limit(r)
    if k:
        for m in WH_NUMBER.finditer(r.question):
            if number_word(m.group(1) or m.group(2)) == k:
                used.add(m.start(1) if m.group(1) else m.start(2))
    return k, used


def _limit(r: Reading) -> tuple[int | None, set[int]]:
    q = r.question
    m = TOP_K.search(q)
    if m:
        k = number_word(m.group(1) or m.group(2) or "")
        if k:
            return k, {m.start(1) if m.group(1) else m.start(2)}
    for pat, _, _ in SUPERLATIVES:
        sm = pat.search(q)
        if sm is None:
            continue
        near = re.search(
            r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(\w+\s+){0,3}$",
            q[: sm.start()],
            re.IGNORECASE,
        )
        if near:
            return number_word(near.group(1)), {near.start(1)}
        after = re.match(r"的?\s*([0-9一二两三四五六七八九十]+)\s*" + _TIMES, q[sm.end() :])
        if after:
            return number_word(after.group(1)), {sm.end() + after.start(1)}
        after_en = re.match(r"\s+(\d+|" + "|".join(EN_NUMBER_WORDS) + r")\b", q[sm.end() :], re.IGNORECASE)
        if after_en:  # "oldest 3 members"
            k = number_word(after_en.group(1))
            if k:
                return k, {sm.end() + after_en.start(1)}
        before = re.search(
            r"([0-9一二两三四五六七八九十]+)\s*" + _CLASSIFIER + r"[^，。,]{0,8}$", q[: sm.start()]
        )
        if before:
            return number_word(before.group(1)), {before.start(1)}
        asked = WH_NUMBER.search(q[: sm.start()])
        if asked:  # "which 2 bills did … the most", "哪两家店…最多": the number the question word asks for
            k = number_word(asked.group(1) or asked.group(2))
            if k:
                return k, {asked.start(1) if asked.group(1) else asked.start(2)}
    return None, set()


#: A number right after the question word: "which 2 bills", "what three players", "哪两家", "哪3个".
WH_NUMBER = re.compile(
    r"\b(?:which|what)\s+(\d+|" + "|".join(EN_NUMBER_WORDS) + r")\b"
    r"|哪([0-9两三四五六七八九十]+)\s*" + _CLASSIFIER,
    re.IGNORECASE,
)


#: Two numbers bounding a range: "between 3 and 5", "from 3 to 5 points", "3至5", "8分到9分".
RANGE = re.compile(
    r"(?:\bbetween\s+|\bfrom\s+)?(\d[\d.,]*)\s*(?:[\u4e00-\u9fff]{1,2}?)?\s*(?:and|to|-|~|至|到)\s*(\d[\d.,]*)"
    r"|(?:\bbetween|\bfrom)\s+(\d[\d.,]*)\s*[A-Za-z]+\s+(?:and|to)\s+(\d[\d.,]*)",
    re.IGNORECASE,
)


def comparison_at(r: Reading, start: int, end: int) -> tuple[str, bool]:
    """The operator written next to the number at ``start``..``end`` and whether one was written
    ("between 3 and 5" / "3至5": ``>= 3`` and ``<= 5``)."""
    q = r.question
    for m in RANGE.finditer(q):
        low, high = (1, 2) if m.group(1) else (3, 4)
        if m.start(low) == start:
            return ">=", True
        if m.start(high) == start:
            return "<=", True
    before, after = q[max(0, start - 24) : start], q[end : end + 10]
    if before.rstrip().endswith("比"):  # "比1000平方米大", "比30岁小": the adjective after the unit
        adj = re.search(r"(?:更|还)?([大多高长重晚贵老])|(?:更|还)?([小少低短轻早便年])", after)
        if adj:
            return (">" if adj.group(1) else "<"), True
    best: tuple[int, str] | None = None
    for pat, op in COMPARISONS:
        for m in pat.finditer(before):
            if _DIGIT.search(before, m.end()):
                continue  # "over 3000 in 2024": another number stands between, the word is its
            dist = len(before) - m.end()
            if best is None or dist < best[0]:
                best = (dist, op)
        m2 = pat.search(after)
        # "2024年出海超过8个小时": a word right before another number compares that one
        if (
            m2
            and m2.start() <= 4
            and not _DIGIT.search(after, 0, m2.start())
            and not _NUMBER_NEXT.match(after, m2.end())
            and (best is None or m2.start() < best[0])
        ):
            best = (m2.start(), op)
    return (best[1], True) if best else ("==", False)


_DIGIT = re.compile(r"\d")
#: A number right after a comparison word (its own: "超过8个小时", "more than 3").
_NUMBER_NEXT = re.compile(r"\s*(?:\d|[两三四五六七八九十])")


def props_of_kind(r: Reading, owner: str, kind: str) -> list[str]:
    item = r.profile.schema.item(owner)
    return [p.name for p in item.properties if r.profile.kind_of(owner, p.name) == kind] if item else []


def place_number(r: Reading, owners: list[str], value: float, pos: int) -> tuple[str, str, str] | None:
    """(owner, property, kind) a number at ``pos`` speaks of: the nearest named one, else the
    only one whose data range holds it (a year may also speak of a date property)."""
    named: list[tuple[int, str, str, str]] = []
    ranged: list[tuple[str, str, str]] = []
    year = value.is_integer() and YEARS[0] <= value <= YEARS[1]
    for owner in owners:
        kinds = ["number", "date"] if year else ["number"]
        for kind in kinds:
            for p in props_of_kind(r, owner, kind):
                m = r.props(owner).get(p)
                st = r.profile.stats.get((owner, p))
                if kind == "date" and st is not None and not st.near_year(value):
                    continue
                if m is not None:
                    named.append((abs(m.start - pos), owner, p, kind))
                elif kind == "date" or (st is not None and st.in_range(value)):
                    ranged.append((owner, p, kind))
    if year and any(k == "date" for *_, k in (*named, *ranged)):
        # "2024年的评价": a year no named number holds (stars 1–5) is a date's, where one is there
        named = [
            x
            for x in named
            if x[3] == "date" or (st := r.profile.stats.get((x[1], x[2]))) is None or st.in_range(value)
        ]
    if year:
        # "2020*年*以后入会的": a year's own 年 is its unit, a weaker word for a "year" property
        # than another word naming a time (入会 → the joined date)
        end = pos + len(re.match(r"\d*", r.question[pos:]).group(0))  # type: ignore[union-attr]
        words = [x for x in named if not (x[0] == end - pos and r.question.startswith("年", end))]
        named = words or named
    if named:
        # "一小时租金80块以上": the unit after the number (块) says which named one it is
        units = _by_unit(r, [(o, p, k) for _, o, p, k in named], pos)
        named = [x for x in named if (x[1], x[2], x[3]) in units] or named
        # … and a named one another unit measures is no reading of it ("80块" is no hours)
        named = [x for x in named if not _other_unit(r, x[1], x[2], pos)]
    ranged = [x for x in ranged if not _other_unit(r, x[0], x[1], pos)]
    if year:
        # "2023年完工的": a year no named property holds is a point in time's (a date, a
        # year), not an amount's whose range happens to hold it (a budget in pounds)
        ranged = [x for x in ranged if holds_time(r, x[0], x[1])] or ranged
        # "2023年投过厨余的人": the time of the relation or tag a word names, before another's
        ranged = [x for x in ranged if _owner_named(r, x[0])] or ranged
    if named:
        near = min(d for d, *_ in named)
        tied = [(o, p, k) for d, o, p, k in sorted(named) if d == near]
        tied = _of_named_owner(r, tied) or tied
        return (_by_phase(r.question, tied) or tied)[0]
    if len(ranged) == 1:
        return ranged[0]
    measured = _by_unit(r, ranged, pos)
    if len(measured) > 1:  # "一次摘了400公斤": two relations weigh in kg, the one named (摘) is meant
        measured = _of_named_owner(r, measured) or measured
    if len(measured) == 1:
        return measured[0]
    numeric = [x for x in ranged if x[2] == "number"]
    if len(numeric) > 1:
        numeric = _by_phase(r.question, numeric) or numeric
    return numeric[0] if len(numeric) == 1 else None


#: Units written after a number, by what they measure, and the words of the properties that
#: measure it (general vocabulary, English and Chinese): "10 kg" is a weight, "30岁" an age.
UNITS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(r"\s*(?:" + p + r")(?![A-Za-z])", re.IGNORECASE), words)
    for p, words in (
        (
            r"kg|kilograms?|kilos?|公斤|千克|斤|tons?|吨|grams?|克",
            ("weight", "mass", "kg", "公斤", "克", "重"),
        ),
        (r"km|kilometers?|kilometres?|公里|千米|miles?", ("length", "distance", "km", "公里", "里程")),
        (
            r"minutes?|mins?|分钟|hours?|hrs?|小时",
            ("minutes", "duration", "runtime", "hours", "分钟", "时长"),
        ),
        (r"dollars?|usd|\$|元|块钱|块|毛钱|毛|角钱|yuan|rmb|euros?", ("price", "cost", "usd", "元", "价")),
        (r"years? old|岁", ("age", "年龄", "岁")),
        (r"square met(?:er|re)s?|平方米|平米|㎡", ("area", "面积", "平方米")),
        (r"points?|stars?|分(?!钟)|星", ("rating", "score", "points", "stars", "评分", "打分", "分数", "星")),
        (r"votes?|票", ("votes", "majority", "票")),
        (r"met(?:er|re)s?|m|米", ("height", "length", "altitude", "elevation", "depth", "米", "高", "长")),
        (r"percent|%|％", ("percent", "share", "rate", "ratio", "百分", "比例", "%")),
    )
)


def _by_unit(r: Reading, found: list[tuple[str, str, str]], pos: int) -> list[tuple[str, str, str]]:
    """The properties among ``found`` whose name or comment measures the unit written after
    the number at ``pos`` ("less than 10 kg" → ``weight``, its comment "体重，公斤")."""
    words = _unit_after(r, pos)
    return [(owner, p, kind) for owner, p, kind in found if _measures(r, owner, p, words)] if words else []


def _owner_named(r: Reading, owner: str) -> bool:
    """Whether a word of the question names the tag or edge type ``owner``."""
    return f"tag:{owner}" in r.found or f"edge:{owner}" in r.found


def _of_named_owner(r: Reading, found: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The properties among ``found`` of a tag or an edge the question names, else of an edge
    at a tag it names ("哪些*志愿者*运了400公斤": the volunteers' haul, not a depot's delivery)."""
    named = [x for x in found if _owner_named(r, x[0])]
    if named:
        return named
    tags = {k[4:] for k in r.found if k.startswith("tag:")}
    return [x for x in found if any(tags & set(pair) for pair in r.profile.pairs(x[0]))]


def _money(r: Reading, owner: str, p: str) -> bool:
    """Whether a property's name or comment makes it an amount of money (:data:`MONEY`): whole
    English words ("entry fee in euros", not the "fee" of "coffee"), Chinese ones anywhere."""
    text = _prop_text(r, owner, p)
    words = {w.removesuffix("s") for w in re.findall(r"[a-z]+", text)}
    return any(w in words if w.isascii() else w in text for w in MONEY)


def _unit_after(r: Reading, pos: int) -> tuple[str, ...] | None:
    """The words of the unit written right after the number at ``pos`` (:data:`UNITS`), or None."""
    m = re.match(r"[\d.,]+", r.question[pos:])
    after = r.question[pos + (m.end() if m else 0) :][:16]
    return next((words for pattern, words in UNITS if pattern.match(after) is not None), None)


def _other_unit(r: Reading, owner: str, p: str, pos: int) -> bool:
    """Whether the number at ``pos`` is written with a unit and the property measures another
    unit, not that one (a price "80块" is no ``hours`` commented 租用小时数)."""
    written = _unit_after(r, pos)
    if written is None or _measures(r, owner, p, written):
        return False
    return any(_measures(r, owner, p, words) for _, words in UNITS if words is not written)


def _measures(r: Reading, owner: str, p: str, words: Sequence[str]) -> bool:
    """Whether a property's name or comment holds one of a unit's words (``km``, 公里, 里程)."""
    text = _prop_text(r, owner, p)
    return any(w in text for w in words)


def _prop_text(r: Reading, owner: str, p: str) -> str:
    """A property's name and comment, lower-cased: what its unit is read from."""
    item = r.profile.schema.item(owner)
    comment = next((x.comment or "" for x in item.properties if x.name == p), "") if item else ""
    return f"{p} {comment}".lower()


#: A beginning or an end written in the question ("joined in 2001", "离开球队"), and the
#: property names that hold one ("start_year", "end_date"): they decide between two
#: properties whose data range both hold a number.
BEGINNING = re.compile(
    r"\bjoin\w*|\bstart\w*|\bbegan\b|\bbegin\w*|\bsince\b|加入|开始|起始|以来|入职|入学", re.I
)
ENDING = re.compile(r"\bleft\b|\bleav\w*|\bended\b|\bquit\w*|\buntil\b|离开|结束|截止|退出|离职|毕业", re.I)
_BEGIN_PROP = re.compile(r"start|begin|from|since|join|open", re.I)
_END_PROP = re.compile(r"end|until|finish|leave|close", re.I)


def _by_phase(question: str, found: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    begin, end = bool(BEGINNING.search(question)), bool(ENDING.search(question))
    if begin == end:
        return []
    names = _BEGIN_PROP if begin else _END_PROP
    return [x for x in found if names.search(x[1])]


def date_conditions(owner: str, p: str, op: str, year: int, on: str) -> list[Condition]:
    """A year compared with a date property: "after 2020" → ``>= date("2021-01-01")``."""
    first, next_first = datetime.date(year, 1, 1), datetime.date(year + 1, 1, 1)
    table = {">": [(">=", next_first)], ">=": [(">=", first)], "<": [("<", first)], "<=": [("<", next_first)]}
    pairs = table.get(op, [(">=", first), ("<", next_first)])
    return [Condition(owner, p, o, v, on=on) for o, v in pairs]  # type: ignore[arg-type]


_HALF_AFTER = re.compile(r"\s*年?\s*(?:的)?([上下])半年")
_HALF_BEFORE = re.compile(r"\b(first|second) half of\s*$", re.IGNORECASE)


def half_at(question: str, start: int, end: int) -> int | None:
    """1 or 2 where the year at ``start``..``end`` is written with one of its halves
    ("2024年上半年", "the second half of 2024"), else None."""
    m = _HALF_AFTER.match(question, end)
    if m is not None:
        return 1 if m.group(1) == "上" else 2
    b = _HALF_BEFORE.search(question[max(0, start - 24) : start])
    return (1 if b.group(1).lower() == "first" else 2) if b is not None else None


#: A decade: "the 90s", "1990s", "the '80s", "90年代", "八十年代" is not read; "80后" (born in the 80s).
_DECADE_AFTER = re.compile(r"(?:['’]?s\b|\s*年代|后(?![面来边头]))")


def decade_at(question: str, start: int, end: int) -> int | None:
    """The first year of the decade the number at ``start``..``end`` names ("90s" → 1990,
    "2010s" → 2010, "00后" → 2000), or None when the number is no decade."""
    text = question[start:end]
    after = _DECADE_AFTER.match(question, end)
    if not re.fullmatch(r"(?:19|20)?\d0", text) or after is None:
        return None
    if after.group(0) == "后" and len(text) != 2:
        return None  # "2020后": after 2020, no decade
    if start > 0 and question[start - 1].isdigit():
        return None
    year = int(text)
    if year < 100:
        year += 2000 if year <= 20 else 1900
    return year


def conditions_for(
    r: Reading, target: str | None, edge: str | None, used: set[int]
) -> tuple[list[Condition], int, list[tuple[str, float]]]:
    """Filters from the numbers and categorical values on the answer tag or the last edge;
    also the unplaced comparisons (operator, value) — candidates for a per-answer count."""
    owners = [o for o in (target, edge) if o]
    conds = [c for c in r.values if c.owner in owners]
    unplaced = 0
    loose: list[tuple[str, float]] = []
    cues = cue_spans(r.question)
    for value, start, end in r.numbers:
        if start in used or (r.steps is not None and value == r.steps):
            continue
        if any(a <= start < b for a, b in cues):
            continue  # a numeral inside a query word ("哪一年", "一共") is no number
        decade = decade_at(r.question, start, end)
        if decade is not None:  # "born in the 90s", "90年代": the decade's ten years
            found = place_number(r, owners, float(decade), start)
            if found is not None:
                owner, p, kind = found
                side: Literal["target", "edge"] = "edge" if owner == edge and owner != target else "target"
                if kind == "date":
                    conds += [
                        *date_conditions(owner, p, ">=", decade, side),
                        *date_conditions(owner, p, "<=", decade + 9, side),
                    ]
                else:
                    conds += [
                        Condition(owner, p, ">=", decade, on=side),
                        Condition(owner, p, "<=", decade + 9, on=side),
                    ]
                continue
        op, written = comparison_at(r, start, end)
        found = place_number(r, owners, value, start)
        if found is None:
            unplaced += 1
            loose.append((op, value))
            continue
        owner, p, kind = found
        on = "edge" if owner == edge and owner != target else "target"
        half = half_at(r.question, start, end) if kind == "date" else None
        if half is not None:  # "2024年下半年", "the first half of 2024": six months of the year
            first = datetime.date(int(value), 1 if half == 1 else 7, 1)
            after = datetime.date(int(value), 7, 1) if half == 1 else datetime.date(int(value) + 1, 1, 1)
            conds += [Condition(owner, p, ">=", first, on=on), Condition(owner, p, "<", after, on=on)]  # type: ignore[arg-type]
            continue
        if kind == "date":
            conds.extend(date_conditions(owner, p, op, int(value), on))
            continue
        number: float | int = int(value) if value.is_integer() else value
        conds.append(Condition(owner, p, op, number, on=on))  # type: ignore[arg-type]
        if not written and not r.props(owner).get(p):
            unplaced += 1  # a bare number on an unnamed property: a weak guess
    conds.extend(flag_conditions(r, target, edge))
    return _either(conds), unplaced, loose


#: A negation right before a yes/no property's word: "不辣", "not spicy", "non-organic".
_NOT_BEFORE = re.compile(r"(?:不|没|非|无|\bnot\b|\bnon-?|n't\b|\bno\b)\s*$", re.IGNORECASE)


#: A negation a few words before an edge's yes/no word ("havent been *paid*", "还没*付*").
_NOT_NEAR = re.compile(
    r"(?:\bnot\b|n['’]?t\b|\bnever\b|\bno\b|\bun|没|不|未)(?:\s*\w+){0,2}\s*$", re.IGNORECASE
)


def _negation_before(r: Reading, start: int) -> tuple[int, int] | None:
    """The span of a negation word right before ``start`` ("*不*辣", "*not* spicy"), or None."""
    lo = max(0, start - 8)
    hit = _NOT_BEFORE.search(r.question[lo:start])
    return (lo + hit.start(), lo + hit.end()) if hit is not None else None


def _people_word(r: Reading, pos: int) -> bool:
    """Whether the Chinese word at ``pos`` is a noun for people, by its CC-CEDICT glosses (演员 →
    actor, performer: WordNet's noun.person). English agent nouns are :attr:`Mention.agent`."""
    word = next((w for w, at in content_chinese_words(r.question) if at == pos), "")
    return bool(word) and is_cjk(word[0]) and any(noun_kind(g) == "person" for g in glosses(word))


def _doers(r: Reading, named: Mention) -> bool:
    """Whether the word naming a relation names its doers ("teachers who never led …",
    "哪些演员从来没演过主角"), not the edges: an agent noun, a tag's word, a Chinese noun for people."""
    return (
        named.agent or any(t.start == named.start for t in r.tags().values()) or _people_word(r, named.start)
    )


def _negation_near(r: Reading, start: int) -> tuple[int, int] | None:
    """From a negation word a few words before ``start`` ("have*nt*": from "havent") to ``start``."""
    lo = max(0, start - 16)
    near = _NOT_NEAR.search(r.question[lo:start])
    if near is None:
        return None
    at = lo + near.start()
    while at > 0 and r.question[at - 1].isascii() and r.question[at - 1].isalpha():
        at -= 1
    return at, start


def flag_negations(r: Reading) -> list[tuple[int, int]]:
    """Spans of the negation words that only negate a yes/no property ("*不*辣的菜", "*not* spicy")."""
    out: list[tuple[int, int]] = []
    for key, m in r.found.items():
        owner, _, p = key.removeprefix("prop:").partition(".")
        if not key.startswith("prop:") or r.profile.kind_of(owner, p) != "bool":
            continue
        span = _negation_before(r, m.start)
        named = r.edges().get(owner)
        if named is not None and named.start < m.start:  # the relation's own word comes first
            if _doers(r, named):
                continue  # "哪些演奏者从来没独奏过": the doers never did it so — a negated walk, the flag inside
            if span is None:
                # the edges themselves are what the question is about ("*bookings* that *havent*
                # been paid"): a negation a few words before their yes/no word negates it, as
                # :func:`edge_flag_conditions` reads it ("coaches who arent the main teacher of
                # any class" stays a negation: the edge's word comes after)
                span = _negation_near(r, m.start)
        if span is not None:
            out.append(span)
    return out


def flag_conditions(r: Reading, target: str | None, edge: str | None) -> list[Condition]:
    """Yes/no properties the question names on the answer tag: a filter (``spicy == true``),
    ``false`` after a negation word right before the word ("不辣的菜", "dishes that are not spicy")."""
    if target is None or any(a.tag == target for a in r.anchors):
        return []  # "Is X spicy?" asks X's value; it filters nothing
    out: list[Condition] = []
    for p, m in r.props(target).items():
        if r.profile.kind_of(target, p) != "bool":
            continue
        out.append(Condition(target, p, "==", _negation_before(r, m.start) is None))
    return out


#: Mention strength from which an edge's yes/no word filters the edges.
FLAG_NAMED = 0.7


def edge_flag_conditions(r: Reading, edge: str) -> list[Condition]:
    """Yes/no properties of ``edge`` the question names clearly: the edges they keep
    (``damaged == true``; ``paid == false`` after a negation: "bookings that havent been paid")."""
    out: list[Condition] = []
    for p, m in r.props(edge).items():
        if r.profile.kind_of(edge, p) != "bool" or m.score < FLAG_NAMED:
            continue
        lo = max(0, m.start - 16)
        near = _NOT_NEAR.search(r.question[lo : m.start])
        if near is not None:
            at = lo + near.start()
            if not any(a <= at < b or at <= a < m.start for a, b in flag_negations(r)):
                continue  # "哪些演奏者从来没独奏过": the negation is the doers' walk's (:class:`NegationShape`)
        out.append(Condition(edge, p, "==", near is None, on="edge"))
    return out


def _either(conds: list[Condition]) -> list[Condition]:
    """Two equalities on one property cannot both hold: the question lists the values it
    accepts ("zone 2 or 3", "rpg and racing games", "2区或3区") — one ``IN`` test."""
    out: list[Condition] = []
    for c in conds:
        same = next(
            (
                i
                for i, o in enumerate(out)
                if (o.owner, o.prop, o.on) == (c.owner, c.prop, c.on) and o.op in ("==", "IN")
            ),
            None,
        )
        if c.op != "==" or same is None:
            out.append(c)
            continue
        prev = out[same]
        values = list(prev.value) if prev.op == "IN" else [prev.value]
        if c.value not in values:
            values.append(c.value)
        out[same] = Condition(c.owner, c.prop, "IN", tuple(values), on=c.on)
    return out


def holds_time(r: Reading, owner: str, prop: str) -> bool:
    """Whether the property holds a point in time: a date, or whole numbers in the range of years."""
    stats = r.profile.stats.get((owner, prop))
    return stats is not None and stats.holds_time


def order_for(r: Reading, target: str | None) -> Order | None:
    if target is None:
        return None
    for pat, concept, desc in SUPERLATIVES:
        if pat.search(r.question) is None:
            continue
        props = props_of_kind(r, target, "number") + props_of_kind(r, target, "date")
        if concept is not None:
            for p in concept_props(r, target, props, concept)[:1]:
                return Order(target, p, desc)
            if concept == "age":  # no age: the oldest were born first
                for p in props:
                    if names_concept(r, target, p, "birth"):
                        return Order(target, p, not desc)
                # … or built, opened, founded first: the tag's one time ("the 3 oldest trams")
                times = [p for p in props if holds_time(r, target, p)]
                if len(times) == 1:
                    return Order(target, times[0], not desc)
            if concept == "year":
                dates = props_of_kind(r, target, "date")
                if len(dates) == 1:
                    return Order(target, dates[0], desc)
        named = sorted((m.start, p) for p, m in r.props(target).items() if p in props)
        if named:
            p = named[0][1]
            # "资历最老", "the oldest members" by a join date or year: the earliest first
            return Order(target, p, not desc if concept == "age" and holds_time(r, target, p) else desc)
        numbers = props_of_kind(r, target, "number")
        if concept is not None and len(numbers) == 1:
            p = numbers[0]
            return Order(target, p, not desc if concept == "age" and holds_time(r, target, p) else desc)
        if concept == MAGNITUDE:
            continue  # "the highest …" of no number: "most"'s count readings
        return None
    if TOP_K.search(r.question):  # "top 2 movies by rating"
        named = sorted(
            (m.start, p) for p, m in r.props(target).items() if p in props_of_kind(r, target, "number")
        )
        if named:
            return Order(target, named[0][1], True)
    return None


def concept_owners(r: Reading) -> list[str]:
    """The tags holding the property a superlative's concept names, for a question that names
    no tag of the schema ("最年轻的两个议员" where nothing is called a 议员: the tags born in a
    year are the ones an age orders)."""
    sup = superlative(r)
    if sup is None or sup[0] is None:
        return []
    concept = sup[0]
    out = []
    for tag in r.profile.schema.tags:
        props = props_of_kind(r, tag, "number") + props_of_kind(r, tag, "date")
        named = concept_props(r, tag, props, concept)
        if concept == "age":
            named += [p for p in props if names_concept(r, tag, p, "birth")]
        if named:
            out.append(tag)
    return out


#: Strength from which a word names an edge's number that a superlative ranks by.
STRONG_WORD = 0.7


def edge_order(r: Reading, edge: str) -> Order | None:
    """The order a superlative puts on an edge's own number: the one its concept names ("用时
    最短" → ``seconds``, a time), else the one a word names strongly — for a walk from a named
    vertex whose answers differ by the edge ("X上用时最短的队", "top 2 best sellers at X")."""
    sup = superlative(r)
    if sup is None:
        return None
    concept, desc = sup
    numbers = props_of_kind(r, edge, "number")
    if concept is not None:
        for p in concept_props(r, edge, numbers, concept)[:1]:
            return Order(edge, p, desc)
    named = sorted((m.start, p) for p, m in r.props(edge).items() if p in numbers and m.score >= STRONG_WORD)
    return Order(edge, named[0][1], desc) if named else None


def superlative_near(r: Reading, pos: int) -> bool:
    return any(0 <= pos - m.end() <= 4 for pat, _, _ in SUPERLATIVES for m in pat.finditer(r.question))


def superlative(r: Reading) -> tuple[str | None, bool] | None:
    for pat, concept, desc in SUPERLATIVES:
        if pat.search(r.question):
            return concept, desc
    return None


def names_concept(r: Reading, owner: str, prop: str, concept: str) -> bool:
    words = r.profile.words.get(f"prop:{owner}.{prop}")
    return bool(words and (stem(concept) in words.latin or concept in words.cjk))


#: The words of a concept a property's name may be related to (general vocabulary): a
#: price is asked of an ``amount``, a ``cost``, a ``budget`` — money.
CONCEPT_WORDS: dict[str, tuple[str, ...]] = {
    "price": ("price", "money"),
    "size": ("size", "area", "capacity", "volume"),
    "height": ("height", "altitude", "elevation"),
    "distance": ("distance", "length"),
    "temperature": ("temperature", "temp", "heat"),
}
#: Words of a property's name or comment that make it an amount of money (currencies, fees).
MONEY = (
    "price", "cost", "fee", "usd", "eur", "gbp", "rmb", "dollar", "euro", "pound", "yuan", "salary",
    "wage", "paid", "spent", "元", "价", "费", "钱", "欧元", "英镑", "美元",
)  # fmt: skip
#: From this relatedness (:mod:`r3.lexical`) a property's name holds the concept, when no
#: property names it itself.
CONCEPT_RELATED = 0.55


def concept_props(r: Reading, owner: str, props: Sequence[str], concept: str) -> list[str]:
    """The properties among ``props`` that name ``concept`` (:func:`names_concept`); when none
    does, the one whose name WordNet relates to the concept best ("多少钱" → ``amount``,
    "how tall" → ``elevation``), from :data:`CONCEPT_RELATED` on."""
    named = [p for p in props if names_concept(r, owner, p, concept)]
    if named:
        return named
    if concept == "price":  # "sponsorship in thousands of euros": a number of money by its unit
        money = [p for p in props if _money(r, owner, p)]
        if money:
            return money
    words = CONCEPT_WORDS.get(concept, (concept,))
    scored = sorted(((max(relatedness(w, p) for w in words), p) for p in props), reverse=True)
    return [scored[0][1]] if scored and scored[0][0] >= CONCEPT_RELATED else []


def counted_tag(r: Reading) -> str | None:
    """The tag written right after the count word ("几门*课*", "多少部*电影*", "how many *players*")."""
    m = COUNT.search(r.question)
    if m is None:
        return None
    modifier = _COUNT_MODIFIER.match(r.question, m.end())  # "how many *different* teams"
    after = _tag_right_after(r, modifier.end() if modifier else m.end())
    if after is None and is_cjk(r.question[m.start()]):
        return head_tag(r)  # "当过队医的*登山者*有几个": the head noun before the count word
    return after


#: Where the counted English noun phrase ends: a verb, a preposition, a relative word.
_PHRASE_END = re.compile(
    r"\b(?:are|is|was|were|be|been|did|do|does|have|has|had|got|get|gets|gave|give|came|come|went|"
    r"there|in|of|with|by|for|from|at|on|that|which|who|where|when|did|will|would|can|could|took|made)\b"
    r"|[?,.;!]",
    re.IGNORECASE,
)


def counted_events(r: Reading) -> bool:
    """Whether the English noun counted names no tag: "how many lead *appearances*", "how many
    vendor *bookings*", "how many repair *jobs*" count a relation's events, not vertices (the
    head noun — the phrase's last word before its verb — is no word for a tag)."""
    m = COUNT.search(r.question)
    if m is None or is_cjk(r.question[m.start()]) or TIMES_WORDS.match(r.question, m.start()):
        return False
    modifier = _COUNT_MODIFIER.match(r.question, m.end())
    if modifier is not None:
        return False  # "how many different players": each one once
    start = m.end()
    end_m = _PHRASE_END.search(r.question, start)
    end = end_m.start() if end_m else len(r.question)
    words = list(re.finditer(r"[A-Za-z][\w'-]*", r.question[start:end]))
    if not words:
        return False
    head = start + words[-1].start()
    head_end = start + words[-1].end()
    return not any(k.startswith("tag:") and head <= x.start < head_end for k, x in r.found.items())


#: Words between a count word and the counted noun that count each once ("how many different
#: teams", "多少个不同的队").
_COUNT_MODIFIER = re.compile(
    r"\s*(?:different|distinct|unique|separate|individual)\s+|\s*不同的?", re.IGNORECASE
)


def _tag_right_after(r: Reading, end: int) -> str | None:
    """The strongest tag named by the first schema word within 3 characters after ``end``
    (its other readings — an edge type, a property — do not hide it)."""
    after = [(x.start, -x.score, key) for key, x in r.found.items() if end <= x.start <= end + 3]
    if not after:
        return None
    first = min(a[0] for a in after)
    tags = sorted((s, key) for start, s, key in after if start == first and key.startswith("tag:"))
    return tags[0][1][4:] if tags else None


def count_asked(r: Reading) -> bool:
    """ "how many" that asks for a count — not "how many pages / hours" (a numeric property)."""
    m = COUNT.search(r.question)
    if m is None:
        return False
    if any(h.start() <= m.start() < h.end() for pat, _ in HOW for h in pat.finditer(r.question)):
        return False  # "多少岁", "多少钱": a property's value is asked
    if any(pattern.match(r.question[m.end() : m.end() + 16]) for pattern, _ in UNITS):
        return False  # "多少公里", "how many km": a value in a unit
    if TIMES_WORDS.match(r.question, m.start()) and not any(
        key.startswith("prop:") and m.start() - 4 <= x.start < m.start() for key, x in r.found.items()
    ):
        return True  # "多少次打了5分": events are counted, whatever word follows ("到访了多少次": visits)
    tag_at = {mention.start: mention.score for key, mention in r.found.items() if key.startswith("tag:")}
    if _tag_right_after(r, m.end()) is not None:
        return True  # "几门课", "多少部电影", "how many players": the tag right after it is counted
    # Inside "in total" words ("一共", "总共") no property is named ("多少钱" does name one).
    spans = [(x.start(), x.end()) for x in IN_ALL.finditer(r.question)]
    for key, mention in r.found.items():
        if any(a <= mention.start < b for a, b in spans):
            continue
        # "how many pages", "多少钱", "价格是多少": the number asked is a property's —
        # unless the word names a tag as strongly ("how many lines": lines are counted).
        if tag_at.get(mention.start, -1.0) >= mention.score:
            continue
        if any(m.end() <= t < mention.start for t in tag_at):
            continue  # "多少个玩家的年龄…": the count word counts the tag written after it
        if any(m.end() <= n < t for _, n, _e in r.numbers for t in tag_at if t > mention.start):
            continue  # "几棵高于3米的果树", "多少只超过2岁的宠物": a filter before the counted tag
        if any(m.end() <= n < mention.start for _, n, _e in r.numbers):
            continue  # "how many 5 star reviews": the number filters that property, the count counts
        if key.startswith("prop:") and m.start() - 4 <= mention.start <= m.end() + 14:
            owner, _, p = key[5:].partition(".")
            # a year dates the events counted, it is no value asked ("借出去过几回": 借出 dates a loan)
            if r.profile.kind_of(owner, p) == "number" and not holds_time(r, owner, p):
                return False
    return True


def asked_concept(r: Reading, owner: str, props: list[str]) -> list[str]:
    """The one of ``props`` a "how much" word of the question asks for ("多少钱" → money:
    ``amount``; "how tall" → ``elevation``), by :func:`concept_props`."""
    for pat, concept in HOW:
        if pat.search(r.question):
            found = concept_props(r, owner, props, concept)
            if found:
                return found[:1]
    if MONEY_WORDS.search(r.question):  # "花钱第二多", "raised the most money": money, by its unit
        return [p for p in props if _money(r, owner, p)][:1]
    return []


#: Words of money spent or received, with no "how much" ("花钱最多", "砸的钱", "spent the most").
MONEY_WORDS = re.compile(
    r"钱|花费|开销|收入|赚|\bmoney\b|\bspen[dt]\b|\bspending\b|\bpaid\b|\bearn\w*", re.IGNORECASE
)


def summable(r: Reading, owner: str, fn: str) -> list[str]:
    """The numbers of ``owner`` that ``fn`` may aggregate: a sum of years ("sum(founded)")
    means nothing, nor an average of years nobody asked for; a number holding a time is a max
    or a min, or an average when the question names it ("average birth year")."""
    numbers = props_of_kind(r, owner, "number")
    if fn not in ("sum", "avg"):
        return numbers
    named = r.props(owner) if fn == "avg" else {}
    # "average birth year of …": an average of years the question names is a year
    return [p for p in numbers if not holds_time(r, owner, p) or p in named]


def aggregate_for(r: Reading, target: str | None, edge: str | None) -> tuple[str | None, str | None, bool]:
    q = r.question
    sup = superlative(r)
    if sup is not None and wh_tag(r) is None and limit_of(r)[0] is None:
        # ("the three students with the best GPA" ranks: a k is no aggregate's)
        # "what is the highest rating…", "最大年龄是多少": an aggregate, not a ranking.
        for owner, on_edge in ((edge, True), (target, False)):
            for p in props_of_kind(r, owner, "number") if owner else []:
                m = r.props(owner).get(p) if owner else None
                if m is None:
                    continue
                ranked_noun = any(
                    0 < t.start - m.start <= 12 for t in r.tags().values()
                )  # "highest-rated movie"
                if superlative_near(r, m.start) and not ranked_noun:
                    return ("max" if sup[1] else "min"), p, on_edge
    if sup is not None and limit_of(r)[0] in (None, 1) and VALUE_ASKED.search(q):
        # "how old is the oldest chef", "最早的一篇论文是哪年发的": the value of the superlative's
        # property is asked, not the vertex that has it.
        order = order_for(r, target)
        if order is not None and order.prop != "count":
            return ("max" if order.descending else "min"), order.prop, False
    counting = count_asked(r)
    for pat, fn in ((AVERAGE, "avg"), (TOTAL, "sum"), (MAXIMUM, "max"), (MINIMUM, "min")):
        plain = r.plain if fn == "sum" else q  # "总厨" is a stored value, no total word
        if not pat.search(plain) or (fn == "sum" and not sum_asked(plain, counting)):
            continue
        for owner, on_edge in ((edge, True), (target, False)):
            if owner is None:
                continue
            props = summable(r, owner, fn)
            # a word inside "多少钱"/"how much" is the concept's, read below (the relation's first)
            how = [(h.start(), h.end()) for pat, _ in HOW for h in pat.finditer(q)]
            named = sorted(
                (m.start, p)
                for p, m in r.props(owner).items()
                if p in props and not any(a <= m.start < b for a, b in how)
            )
            if named:
                return fn, named[0][1], on_edge
        for owner, on_edge in ((edge, True), (target, False)):
            # "一共捐了多少钱": the number a "how much" word asks, the relation's own first (the
            # gifts' amounts, not the budgets of the projects given to)
            asked = asked_concept(r, owner, summable(r, owner, fn)) if owner else []
            if asked:
                return fn, asked[0], on_edge
        if target is not None:
            props = summable(r, target, fn)
            if len(props) == 1:
                return fn, props[0], False
    for owner, on_edge in ((edge, True), (target, False)):
        summed = _number_totalled(r, owner) if owner else None
        if summed is not None:  # "所有小屋的床位总数": the beds added up, not the huts counted
            return "sum", summed, on_edge
    if count_asked(r):
        return "count", None, False
    return None, None, False


#: A count word that, after a number's own word, totals that number ("床位总数", "座位数量").
_TOTAL_OF = re.compile(r"的?\s*(?:总数|总量|数量|总和)")


def _number_totalled(r: Reading, owner: str) -> str | None:
    """The numeric property of ``owner`` whose word stands right before 总数/数量 (its total is
    asked: a property that is itself a number of things — beds, seats — is added up)."""
    for p in summable(r, owner, "sum"):
        m = r.props(owner).get(p)
        if m is None or m.score < WEAK_COLUMN:
            continue
        if any(_TOTAL_OF.match(r.question, m.start + k) for k in range(1, 5)):
            return p
    return None


#: "what is …", "…是什么": a value may be asked (the property named loosely: "逝世时间是什么" → dead).
WHAT_IS = re.compile(r"\bwhat(?:'s|\s+(?:is|are|was|were))\b|是什么|是多少|是几", re.IGNORECASE)
#: Below this strength a property's mention (a word only loosely related to its name: "stood" ~
#: born, 山 ~ elevation) is no column, unless the question asks for a value ("how …", "多少").
WEAK_COLUMN = 0.55
#: From this strength a word names a time property as a column though no time is asked.
TIME_NAMED = 0.8
#: Nouns of time that ask a time property's value ("入会时间", "the date", "which year").
TIME_NOUN = re.compile(r"时间|日期|年份|\bdates?\b|\byears?\b|\bday\b", re.IGNORECASE)


def asked_props(r: Reading, owner: str) -> tuple[str, ...]:
    """The properties of ``owner`` the question names, in its order: by their own words and
    by a question word that names a concept ("how old" → ``age``, "多重" → ``weight``)."""
    valued = bool(VALUE_ASKED.search(r.question) or COUNT.search(r.question) or WHAT_IS.search(r.question))
    times = bool(WHEN.search(r.question) or TIME_NOUN.search(r.question))
    found = {
        p: m.start
        for p, m in r.props(owner).items()
        if (m.score >= WEAK_COLUMN or valued)
        # "谁*参加*了X": a verb loosely naming a date (joined) asks no date unless a time is asked
        and (times or m.score >= TIME_NAMED or not holds_time(r, owner, p))
    }
    when = WHEN.search(r.question)
    if when is not None and not found:
        # "When did X come out?", "X是什么时候成立的": its one date, else its one year — by
        # name, else by the data (whole numbers in the range of years: "founded", "launched")
        dates = props_of_kind(r, owner, "date")
        numbers = props_of_kind(r, owner, "number")
        years = [p for p in numbers if names_concept(r, owner, p, "year")]
        years = years or [p for p in numbers if holds_time(r, owner, p)]
        for p in (dates or years)[:1] if len(dates or years) == 1 else []:
            found[p] = when.start()
    for pat, concept in HOW:
        m = pat.search(r.question)
        if m is None:
            continue
        for p in concept_props(
            r, owner, props_of_kind(r, owner, "number") + props_of_kind(r, owner, "date"), concept
        ):
            if p not in found:
                found[p] = m.start()
    for p, at in unit_asked(r, owner).items():
        found.setdefault(p, at)
    return tuple(p for p, _ in sorted(found.items(), key=lambda kv: kv[1]))


#: "多少公里", "几小时", "how many km": a value asked in a unit (the number's words of :data:`UNITS`).
_HOW_MANY_UNIT = re.compile(r"(?:多少|几)\s*|\bhow many\s+", re.IGNORECASE)


def unit_asked(r: Reading, owner: str) -> dict[str, int]:
    """The numeric properties of ``owner`` measured in the unit the question asks a value in
    ("这条线一圈多少*公里*" → ``distance``, commented or named for km): property → where."""
    out: dict[str, int] = {}
    for m in _HOW_MANY_UNIT.finditer(r.question):
        after = r.question[m.end() : m.end() + 16]
        for pattern, words in UNITS:
            if pattern.match(after) is None:
                continue
            for p in props_of_kind(r, owner, "number"):
                if _measures(r, owner, p, words):
                    out.setdefault(p, m.start())
            break
    return out


def returns_for(
    r: Reading, target: str | None, conds: list[Condition], order: Order | None
) -> tuple[str, ...]:
    if target is None:
        return ()
    used = {c.prop for c in conds if c.owner == target} | ({order.prop} if order else set())
    return _beside_display(r, target, tuple(p for p in asked_props(r, target) if p not in used))


#: A second question after a break: ", and what …", "and how …", "，", "以及" — the answer
#: vertices were asked first ("which horses …"), a property of each is asked after.
THEN_ASKED = re.compile(
    r",\s*(?:and\s+)?(?:what|which|how|when|where)\b|\band\s+(?:what|which|how|when|where)\b|[，,]|以及|并且|还有",
    re.IGNORECASE,
)


def _beside_display(r: Reading, target: str, asked: tuple[str, ...]) -> tuple[str, ...]:
    """The display property before the asked ones when the question first asks *which*
    vertices ("which horses are in X, and what breed are they?", "哪些宠物在东区站，体重是多少")
    and the property after a break: both are the answer, one column each."""
    shown = r.profile.display.get(target)
    if not asked or shown is None or shown in asked or wh_tag(r) != target:
        return asked
    named = r.tags().get(target)
    if named is None:
        return asked
    first = min((m.start for p, m in r.props(target).items() if p in asked), default=None)
    if first is None or first <= named.start:
        return asked
    if not any(named.start < m.start() < first for m in THEN_ASKED.finditer(r.question)):
        return asked
    return (shown, *asked)


#: What may follow the head noun of a Chinese question ("…的论文有哪些？").
_ZH_TAIL = re.compile(r"(?:有哪些|是哪些|是什么|都有哪些|有多少|有几个|有谁|是谁|呢|吗)?\s*[？?。.!！]*\s*$")


def head_tag(r: Reading) -> str | None:
    """The tag the question's head noun names: in Chinese one right after the last 的 that
    ends the question ("没有拿到任何资助的*论文*"), in English one of the first three words
    ("*researchers* without any grant", "list *papers* that …") — else None."""
    q = r.question
    cut = q.rfind("的")
    first: tuple[int, str] | None = None
    # the tags named, and the tags of stored values written ("…的*组长*": a role stored on volunteers)
    heads = [(tag, m.start) for tag, m in r.tags().items()]
    heads += [(owner, start) for owner, start, _ in _written_values(r)]
    for tag, start in heads:
        rest = _ZH_TAIL.sub("", q[start:])
        if 0 <= cut < start <= cut + 2 and len(rest) <= 6:
            return tag
        leading = not any(map(is_cjk, q[:start])) and len(q[:start].split()) <= 2
        if leading and (first is None or start < first[0]):
            first = (start, tag)
    return first[1] if first else None


#: What before an English question word makes it ask (not a relative pronoun: "players *who*
#: joined"): the question's start, a punctuation mark, a conjunction or a preposition.
_ASKING_BEFORE = re.compile(
    r"(?:^|[,;:.!?\-–—(]|\b(?:and|or|but|at|in|on|to|for|from|with|by|of|into|plus))\s*$", re.IGNORECASE
)


def two_asked(question: str) -> bool:
    """Whether the question asks for two things with two question words ("who scored over 75
    at which quiz", "谁拿的、哪台机器"): one row per pair is wanted, not a list of one of them.
    A Chinese question word always asks; an English one where :data:`_ASKING_BEFORE` says, or a
    "which"/"what" after one that asks."""
    asked = 0
    for m in WH.finditer(question):
        word = m.group(0)
        later = asked and word.lower() in ("which", "what")  # "who had *which* boat"
        if not later and not _asks(question, m):
            continue
        if word.isascii() and word.lower() in ("list", "show", "find"):
            continue
        asked += 1
    return asked >= 2


#: The noun a "most"/"最多" counts: "the most *apprentices*", "*徒弟*最多", "收的*学生*最多".
_MOST_NOUN = re.compile(r"\bmost\s+([a-z]+)|([\u4e00-\u9fff]{2})的?(?:最多|最少)", re.IGNORECASE)


def people_counted(question: str) -> bool:
    """Whether a superlative counts people: its noun is one for people (WordNet's noun.person;
    a Chinese word through its CC-CEDICT glosses: 徒弟 → apprentice)."""
    for m in _MOST_NOUN.finditer(question):
        word = m.group(1) or m.group(2)
        words = [word] if m.group(1) else list(glosses(word))
        if any(noun_kind(w) == "person" for w in words):
            return True
    return False


def wh_tag(r: Reading) -> str | None:
    """The tag the question word asks for: the one named next to it (:func:`wh_named_tag`), else
    — for "who"/谁 — the graph's one tag of people, or the one tag of people at an end of the
    relations the question names ("who's donated the most books": readers, not authors)."""
    named = wh_named_tag(r)
    if named is not None:
        return named
    people = r.profile.people
    asking = [m for m in WH.finditer(r.question) if WHO.fullmatch(m.group(0)) and _asks(r.question, m)]
    if len(people) == 1 and asking:
        return next(iter(people))
    if asking:  # several tags of people: the one a relation the question names clearly has at an end
        ends: set[str] = set()
        for e, m in r.edges().items():
            pairs = r.profile.pairs(e)
            for side in ({s for s, _ in pairs}, {d for _, d in pairs}):
                if m.score < WHO_EDGE or not side & people:
                    continue
                if not side <= people:  # "who recommended X": readers or clubs, either may be meant
                    return None
                ends |= side
        if len(ends) == 1:
            return next(iter(ends))
    return None


#: Least strength of the word naming a relation whose one end of people "who" asks for.
WHO_EDGE = 0.8


def _asks(question: str, m: re.Match[str]) -> bool:
    """Whether a question word asks: a Chinese one always, an English one where
    :data:`_ASKING_BEFORE` says — not the relative pronoun of "walkers *who* never …"."""
    return not m.group(0).isascii() or _ASKING_BEFORE.search(question[: m.start()]) is not None


def wh_named_tag(r: Reading) -> str | None:
    """The tag named next to the question word ("which *drugs*", "哪些*药*", "*药*有哪些"); for
    "who"/谁 only a tag of people (a word nearby naming another tag is not what it asks)."""
    best: tuple[int, str] | None = None
    people = r.profile.people
    for m in WH.finditer(r.question):
        who = people and WHO.fullmatch(m.group(0)) is not None
        if WHO.fullmatch(m.group(0)) and not _asks(r.question, m):
            continue  # "dogs *who* have no handler": a relative pronoun asks nothing
        for tag, mention in r.tags().items():
            if who and tag not in people:
                continue  # "谁带的…": who asks for people, whatever tag a word nearby names
            d = mention.start - m.end() if mention.start >= m.end() else m.start() - mention.start + 6
            if 0 <= d <= 14 and (best is None or d < best[0]):
                best = (d, tag)
        for d, tag in _valued_heads(r, m):
            if best is None or d < best[0]:
                best = (d, tag)
    return _compound_head(r, best[1]) if best else None


def _compound_head(r: Reading, tag: str) -> str:
    """The tag a Chinese compound of two tag words names: its last word's ("哪个*堆肥站*": 堆肥
    names heaps, 站 the station — Chinese compounds are head-final)."""
    tags = r.tags()
    if tag not in tags or not is_cjk(r.question[tags[tag].start : tags[tag].start + 1]):
        return tag  # a tag named by its stored value (:func:`_valued_heads`), or an English word
    at = {m.start: t for t, m in tags.items()}
    start = tags[tag].start
    words = {pos: w for w, pos in chinese_words(r.question)}
    while start in words and (nxt := start + len(words[start])) in at and at[nxt] != tag:
        tag, start = at[nxt], nxt
    return tag


def _valued_heads(r: Reading, m: re.Match[str]) -> list[tuple[int, str]]:
    """Tags a stored value of theirs names right beside the question word ("…的*弟子*有哪些",
    "哪些*弟子*…": a rank that is the answer's head noun), with the distance :func:`wh_tag` compares."""
    out: list[tuple[int, str]] = []
    for owner, at, end in _written_values(r):
        if at == m.end() or (
            at == m.end() + 1 and r.question[m.end()] == " "
        ):  # "哪些*弟子*", "which *lecturers*"
            out.append((0, owner))
        elif 0 <= m.start() - end <= 1:
            out.append((m.start() - at + 6, owner))
    return out


def _written_values(r: Reading) -> list[tuple[str, int, int]]:
    """(tag, start, end) of the stored vertex values the question writes, as stored or in the
    other language ("*lecturers*" for 讲师)."""
    return [(c.owner, a, b) for c, (a, b) in r.value_spans if c.owner in r.profile.schema.tags]
