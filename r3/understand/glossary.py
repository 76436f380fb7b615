"""The query language's own words, in English and Chinese, and the few general words the
lexical resources miss.

Why so short: general vocabulary ("film" for ``movie``, 航班 for ``flight``, "based in" for
``located_in``) comes from WordNet 3.0 and CC-CEDICT (:mod:`r3.lexical`, fetched with
``r3 models fetch lexicon``). What stays here is what no dictionary can say about a graph
question:

- **question-word concepts** (:data:`_CONCEPTS`): who → person, when → date, where → place,
  how much/多少钱 → price, how old → age, how many → count, named/叫 → name, since/until;
- **query words** (:data:`QUERY_WORDS`) and **function characters** (:data:`FUNCTION_CHARS`):
  requests ("identify", 查找), structure (path, 链路) and grammar (的, 有, 在), which a
  dictionary relates to schema words ("identify" ~ name) but which never name an item;
- **missed lines** (:data:`_MISSED`): general lines of the former hand glossary of which
  neither resource relates a word to the rest of its line (``eval/bench_lexical.py
  --coverage`` checks every line), kept until a resource covers them.

The former general-vocabulary lines (:data:`_WITHOUT_INDEX`) are read only when the index is
absent, so r3 without ``r3 models fetch lexicon`` reads questions as it did before.

Each concept line is ``english words | 中文 词`` (English inflections are stemmed); nothing
here is about one graph's items; user aliases (``aliases.yaml``) add a graph's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from r3.lexical import chinese_words, default_index, glosses
from r3.retrieval.english_words import stem

#: One concept per line: ``english words | 中文 词``.
_CONCEPTS = """
person people human individual who | 人 人物 谁 个人
name called named | 名字 名称 姓名 叫 名
age old young | 年龄 岁 年纪 老 年轻
date day time when | 日期 时间 日 时候
start begin since from | 开始 起始 自从
end finish until | 结束 截止
count number amount quantity | 数量 数目 个数
price cost fee expensive cheap | 价格 价钱 费用 成本 贵 便宜 钱 多少钱
place location locate site where address | 地点 位置 地方 地址 哪里 位于 所在
"""

#: Words of the query language itself — requests, structure, degree — that are never a
#: schema word's synonym: a resource relates "identify" to name and 链路 to a line, but in
#: a question they ask for something, they do not name a tag, edge type or property.
QUERY_WORDS = frozenset(
    """
    identify retrieve display provide fetch obtain query search lookup output entity entities
    record records item items result results thing things information info detail details
    chain path paths route routes step steps hop hops level levels degree
    请问 帮我 帮忙 能否 可以 一下 查找 查询 查看 返回 显示 列出 给出 告诉 找出 找到 获取 提供
    connected related linked relationship relationships relation relations
    链路 链条 路径 实体 结果 信息 详情 详细 记录 东西 情况 上下级 关系 多少 哪些 哪个 什么
    starting 关联 联系 相连 连接 一共 总共 之间 起来 通过 出发 开始于
    show list tell give 看看 看一下 瞧瞧 展示 列一下 说说 以内 之内 周边 周围 一跳 一步
    """.split()  # noqa: SIM905
)
#: Chinese function characters (particles, pronouns, prepositions, classifiers, degree,
#: negation and question words): grammar, never a schema word on their own.
FUNCTION_CHARS = frozenset(
    "的了是在有和与及或把被给让从到对向往里中上下内外每各本家部个位名只条种项都也还就才又很最更"
    "吗呢吧啊么哪那这几多少请帮我你他她它们谁什啥怎该其之所以为而且并如若但不没无非未别过着得地"
)

#: The general-vocabulary concepts of the former hand glossary that WordNet and CC-CEDICT
#: cover word for word (every word relates to the line's first word, from 0.55): read only
#: when the lexical index is absent (not fetched, or ``R3_LEXICAL=off``), so r3 reads
#: questions as before.
_WITHOUT_INDEX = """
year | 年 年份
budget | 预算
rank ranking position | 排名 名次
level grade degree | 级别 等级 层级
status state | 状态
gender sex male female | 性别 男 女
height tall | 身高 高度
weight heavy | 体重 重量
population | 人口
area | 面积 区域
country nation | 国家 国
team squad | 队 球队 团队
project | 项目
student pupil | 学生
friend | 朋友 好友
follow | 关注 跟随
movie film picture | 电影 影片
director direct | 导演 执导
book novel | 书 书籍 小说 图书
author writer write | 作者 作家 写 撰写
library | 图书馆
genre style | 类型 风格 流派
coach trainer | 教练
serve service | 效力 服务
customer client buyer | 客户 顾客 买家
brand | 品牌
store shop | 商店 店
restaurant | 餐厅 饭店
drug medicine medication | 药 药物 药品
cause | 导致 引起 原因
doctor physician | 医生 大夫
patient | 病人 患者
dose dosage | 剂量
prevent | 预防
diagnose diagnosis | 诊断
plant | 植物
cite citation reference | 引用 参考
conference meeting | 会议
language | 语言
phone telephone | 电话
comment | 评论
tag label | 标签
visit travel trip | 访问 参观 旅行
flight | 航班
airport | 机场
route road | 路线 道路
distance | 距离
speed | 速度
locate situate | 位于 坐落
floor storey | 楼 楼层 层
supply provide | 供应 提供
"""

#: General-vocabulary lines of which WordNet 3.0 and CC-CEDICT miss a word (a word that does
#: not relate to the line's first word through :mod:`r3.lexical`: 组织 → group, 上级 →
#: manager, runtime → length …), kept whole until a resource covers them
#: (``eval/bench_lexical.py --coverage`` lists what is missed).
_MISSED = """
title | 标题 名称 书名 片名
birth born birthday birthdate | 出生 生日 出生日期
nationality country citizenship | 国籍 哪国人 哪国 哪个国家
salary pay wage income earn | 工资 薪水 薪资 收入
rating rate score star review | 评分 分数 评价 星级 打分
type kind category class genre sort | 类型 种类 类别 分类 类
length long duration minute runtime | 长度 时长 分钟 片长
page | 页 页数
size big large small | 大小 规模
city town | 城市 市 城
region province state area | 地区 省 区域
company firm corporation business enterprise | 公司 企业
organization organisation group club association | 组织 团体 机构 协会
department division unit section | 部门 科室 科 部
school university college academy | 学校 大学 学院
teacher professor lecturer instructor | 老师 教师 教授
course class subject lesson | 课程 课 科目
employee staff worker member | 员工 职员 雇员 成员
manager boss supervisor lead head chief | 经理 上级 主管 领导 负责人 老板
manage supervise lead head run | 管理 领导 负责 主管 上级 下属 汇报
report subordinate | 下属 汇报
work employ job | 工作 就职 任职 上班 做 参与
role position job | 角色 职位 职务 岗位
hire join | 入职 加入 雇佣
member belong part | 成员 属于 隶属
know acquaint | 认识 了解
like love favorite favourite | 喜欢 喜爱 爱
family relative kin | 家人 亲属 亲戚 家族
parent father mother | 父母 父亲 母亲 爸爸 妈妈
child son daughter kid | 孩子 儿子 女儿 子女
spouse husband wife marry married | 配偶 丈夫 妻子 结婚
sibling brother sister | 兄弟 姐妹
actor actress star cast act | 演员 主演 出演 演
produce producer | 制作 出品 制片
studio | 工作室 制片厂 片厂
publish publisher press | 出版 出版社
music song album | 音乐 歌曲 专辑
singer artist musician | 歌手 艺术家 音乐家
play game match | 比赛 游戏 玩
player athlete | 球员 运动员 选手
award prize win winner honor | 奖 奖项 获奖 赢 荣誉
product item goods | 产品 商品 物品
order purchase buy | 订单 购买 买
sell seller vendor supplier supply | 卖 销售 卖家 供应商 供应
food dish cuisine | 食物 菜 菜品 美食
disease illness condition sickness | 病 疾病 病症
symptom sign | 症状
treat cure heal therapy | 治疗 治 医治 疗法
hospital clinic | 医院 诊所
side effect | 副作用
gene protein | 基因 蛋白
animal species | 动物 物种
paper article publication | 论文 文章 出版物
topic keyword subject | 主题 关键词 话题
event | 事件 活动
description summary detail text | 描述 简介 介绍 详情
email mail | 邮箱 邮件
account user | 账户 用户
post tweet message | 帖子 消息 推文
capacity seat | 容量 座位
version release | 版本 发布
software program application app | 软件 程序 应用
use depend require | 使用 依赖 需要
create found establish | 创建 创立 成立
own owner possess | 拥有 所有者 拥有者
influence inspire | 影响 启发
contain include consist | 包含 包括
connect link relate relation relationship | 连接 关联 关系 联系
neighbor neighbour adjacent | 邻居 相邻
live reside resident home | 居住 住 住在 家
borrow lend loan | 借 借阅 借书
"""

_WORD = re.compile(r"[a-z]+|[\u3400-\u9fff]+")


def content_chinese_words(text: str) -> list[tuple[str, int]]:
    """The dictionary words of ``text`` (:func:`r3.lexical.chinese_words`) that may name a
    schema item: not a query-language word (:data:`QUERY_WORDS`), not a superlative (最…),
    not a function character (:data:`FUNCTION_CHARS`), not a classifier after a question
    character (哪几支), and not one character of an unknown compound (先修 cut into 先 and 修: two single characters side by side are no word the
    dictionary knows, so neither is read alone)."""
    words = _units_apart(text, chinese_words(text))
    single = {
        pos
        for w, pos in words
        if len(w) == 1 and w not in FUNCTION_CHARS and text[pos - 1 : pos] not in _ASKING
    }
    out = []
    for i, (w, pos) in enumerate(words):
        if w in QUERY_WORDS or w.startswith("最") or (w in FUNCTION_CHARS and not _verb_use(text, pos, w)):
            continue
        compound = _split_compound(text, words, i)
        if compound is not None:
            out.append((compound, pos))  # 开…车 is 开车 "drive", not 开 "open"
            continue
        if len(w) == 1 and (pos - 1 in single or pos + 1 in single):
            continue
        if len(w) == 1 and w in CLASSIFIERS and text[pos - 1 : pos] in _COUNTED_BY and pos > 0:
            continue  # "是哪几*支*": a measure word, no "support" (~ sponsor)
        out.append((w, pos))
    return out


def lone_characters(text: str) -> list[tuple[str, int]]:
    """The single characters :func:`content_chinese_words` leaves out beside another single one
    (养|狗 in "没养狗", 先|修): each may still be a word of its own where its gloss *is* a
    schema name — the reader (:mod:`..reading`) checks that."""
    words = _units_apart(text, chinese_words(text))
    single = {
        pos
        for w, pos in words
        if len(w) == 1 and w not in FUNCTION_CHARS and text[pos - 1 : pos] not in _ASKING
    }
    return [
        (w, pos)
        for w, pos in words
        if len(w) == 1 and pos in single and (pos - 1 in single or pos + 1 in single) and w not in QUERY_WORDS
    ]


#: Aspect particles: the character before one is a verb ("种了", "给过", "帮着").
_ASPECT = "了过着"
#: Function characters that stay grammar before an aspect particle (是, 有, 在; 给了多少钱 "paid how
#: much", 让, 把 …: no relation).
_GRAMMAR_VERBS = frozenset("是有在到得过了着的地给让把被对向往从")
#: Characters before a measure word (这种, 哪种, 一种, 几种): 种 there is a kind, no verb.
_BEFORE_MEASURE = frozenset("这那哪几一两每各某")


def _verb_use(text: str, pos: int, w: str) -> bool:
    """Whether a function character is used as a verb here: right before an aspect particle,
    not after a determiner ("张建国的徒弟*种*了什么": 种 "to grow", not the classifier "kind")."""
    if len(w) != 1 or w in _GRAMMAR_VERBS:
        return False
    after, before = text[pos + 1 : pos + 2], text[pos - 1 : pos]
    return after != "" and after in _ASPECT and before not in _BEFORE_MEASURE


def _units_apart(text: str, words: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """A number's unit is its own word: "20天的书" is 20 天 / 的 / 书, not 20 / 天书 ("a book from
    Heaven") — the dictionary's longest match must not swallow the unit after a digit."""
    out: list[tuple[str, int]] = []
    for w, pos in words:
        if len(w) > 1 and pos > 0 and text[pos - 1].isdigit() and glosses(w[0]):
            out.append((w[0], pos))
            rest = w[1:]
            if rest not in FUNCTION_CHARS and glosses(rest):
                out.append((rest, pos + 1))
            continue
        out.append((w, pos))
    return out


#: Question characters that take the character after them as their own (哪*年*, 几*次*, 多*大*):
#: that character is no half of an unknown compound with the one that follows.
_ASKING = frozenset("哪几多每各")
#: Chinese classifiers (量词) after 几 that count things: 几只 / 几款 / 几门 / 几条 ….
CLASSIFIERS = "个部本位名家种只款条座所门间辆首场处类样件台道张篇颗头匹棵户支队届期项瓶杯份盘碗双套块片架艘幅把栋盒包袋封枚层节趟班味株册尾"
#: Question words after which a classifier only counts (哪几*支*, 每*家*, 这*位*): it names no
#: item then (after a number it may: 5*座* is seats).
_COUNTED_BY = frozenset("哪几多少每各这那")
#: How many words may stand between a one-character verb and its object (开*这辆*车, 登*过*山).
SPLIT_REACH = 3
_CLAUSE_END = re.compile(r"[，,。？?！!；;、]")


def _split_compound(text: str, words: list[tuple[str, int]], i: int) -> str | None:
    """A one-character verb and a word after it in the same clause that the dictionary knows
    together, written apart (a separable verb–object compound: 开…车 → 开车, 上…课 → 上课,
    登…山 → 登山); the verb's sense is the compound's."""
    w, pos = words[i]
    if len(w) != 1 or (pos > 0 and text[pos - 1].isdigit()):
        return None  # a number's unit (20天) is no verb
    for x, at in words[i + 1 : i + 2 + SPLIT_REACH]:
        if _CLAUSE_END.search(text, pos, at):
            break
        if x in FUNCTION_CHARS:
            continue
        if len(x) <= 2 and glosses(w + x):
            return w + x
    return None


def concept_lines() -> list[str]:
    """The glossary, one concept per line (``english words | 中文 词``): the question-word
    concepts and the missed words; with no lexical index, also the general vocabulary the
    index would cover (:data:`_WITHOUT_INDEX`)."""
    return list(_lines(default_index() is None))


def without_index_lines() -> list[str]:
    """The general-vocabulary lines read only when the lexical index is absent."""
    return [line for line in _WITHOUT_INDEX.splitlines() if line.strip()]


def missed_lines() -> list[str]:
    """The general-vocabulary lines read always, because the resources miss a word of each."""
    return [line for line in _MISSED.splitlines() if line.strip()]


@lru_cache(maxsize=2)
def _lines(without_index: bool) -> tuple[str, ...]:
    text = _CONCEPTS + _MISSED + (_WITHOUT_INDEX if without_index else "")
    return tuple(line for line in text.splitlines() if line.strip())


@lru_cache(maxsize=2)
def _index(without_index: bool) -> dict[str, list[tuple[str, ...]]]:
    index: dict[str, list[tuple[str, ...]]] = {}
    for line in _lines(without_index):
        en, _, zh = line.partition("|")
        words = tuple(en.split()) + tuple(zh.split())
        for w in en.split():
            index.setdefault(stem(w), []).append(words)
    return index


def concept_words(word: str) -> list[str]:
    """Every word of the concepts ``word`` (an English word or a few) belongs to, itself excluded."""
    out: list[str] = []
    concepts = _index(default_index() is None)
    for w in _WORD.findall(word.lower()):
        for words in concepts.get(stem(w), ()):
            out.extend(x for x in words if x != w and x not in out)
    return out


def cjk_concepts() -> dict[str, tuple[str, ...]]:
    """Chinese glossary word (two characters or more) → the English words of its concept."""
    return _cjk(default_index() is None)


@lru_cache(maxsize=2)
def _cjk(without_index: bool) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for line in _lines(without_index):
        en, _, zh = line.partition("|")
        for w in zh.split():
            if len(w) >= 2:
                out[w] = out.get(w, ()) + tuple(en.split())
    return out


__all__ = [
    "FUNCTION_CHARS",
    "QUERY_WORDS",
    "cjk_concepts",
    "concept_lines",
    "concept_words",
    "content_chinese_words",
    "missed_lines",
    "without_index_lines",
]
