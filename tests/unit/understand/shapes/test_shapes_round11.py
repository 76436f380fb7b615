"""Round 11 of the shapes (issue 23, wave 3 session 9): a year read as a number even where a
vertex's name holds it and the link was dropped as the question's own word; a year with no
named property is a point in time's (a date, a year), not an amount's whose range holds it;
a year's own 年 names no property called ``year``; of two relations measured in the unit
written, the one the question names; 以上 / 以下 / 以内 include their number.

One graph built here, in a domain no eval set uses: ``woodland`` (a community woodland:
volunteers haul timber from plots, a depot delivers wood chip, projects are finished on dates).
Each row is a question, the shape of the best reading, what its query must contain and the
rows it returns, so a row fails when its rule is missing.
"""

from __future__ import annotations

from typing import Any

import pytest
from shape_world import World, check, needs_lexicon, row, world

pytestmark = pytest.mark.quick

WOODS = """
CREATE SPACE woodland (vid_type = FIXED_STRING(8));
USE woodland;
CREATE TAG volunteer(name string, born int COMMENT "出生年份", gender string COMMENT "性别：男/女") COMMENT = "志愿者";
CREATE TAG seedling(name string, price double COMMENT "每株价格，元") COMMENT = "树苗";
CREATE TAG plot(name string, area int COMMENT "面积，平方米") COMMENT = "林地";
CREATE TAG depot(name string, kind string COMMENT "sawmill or nursery", bays int COMMENT "料仓数") COMMENT = "木料站";
CREATE TAG timber(name string) COMMENT = "一批木料";
CREATE EDGE stored_at() COMMENT = "timber -> depot";
CREATE TAG project(name string, budget int COMMENT "预算，英镑", finished date COMMENT "完工日期") COMMENT = "项目";
CREATE TAG open_day(name string) COMMENT = "开放日";
CREATE EDGE hauls(kg int COMMENT "运出木材，公斤") COMMENT = "搬运：volunteer -> plot";
CREATE EDGE delivers(kg int COMMENT "木屑，公斤") COMMENT = "depot -> plot";
CREATE EDGE mentored(year int COMMENT "开始带的年份") COMMENT = "volunteer -> volunteer";
CREATE EDGE works_on() COMMENT = "volunteer -> project";
CREATE TAG surveyor(name string) COMMENT = "外聘顾问";
CREATE EDGE surveys(fee int COMMENT "调查费") COMMENT = "调查：surveyor -> plot";
CREATE TAG species(name string) COMMENT = "a kind of bird";
CREATE TAG trust(name string) COMMENT = "基金会";
CREATE EDGE funds(amount int COMMENT "grant in thousands of pounds") COMMENT = "trust -> project";
CREATE EDGE dropped(day date COMMENT "投放日期", used bool COMMENT "是否二手", bags int COMMENT "袋数") COMMENT = "投放树叶：volunteer -> plot";
CREATE EDGE spotted(day date) COMMENT = "volunteer -> species";
CREATE EDGE visited(stars int COMMENT "评分 1-5") COMMENT = "volunteer -> open_day";
CREATE TAG INDEX volunteer_index ON volunteer();
CREATE TAG INDEX plot_index ON plot();
CREATE TAG INDEX seedling_index ON seedling();
CREATE TAG INDEX surveyor_index ON surveyor();
CREATE TAG INDEX species_index ON species();
CREATE TAG INDEX trust_index ON trust();
CREATE TAG INDEX depot_index ON depot();
CREATE TAG INDEX timber_index ON timber();
CREATE TAG INDEX project_index ON project();
CREATE TAG INDEX open_day_index ON open_day();
INSERT VERTEX volunteer(name, born, gender) VALUES "v1":("Ada Marsh", 1980, "女"),
  "v2":("Bram Ode", 1991, "男"), "v3":("蔡青", 1975, "女"), "v4":("Dee Park", 1988, "女"), "v5":("Eli Voss", 1990, "男");
INSERT VERTEX seedling(name, price) VALUES "s1":("橡树苗", 0.4), "s2":("榛树苗", 0.8), "s3":("花楸苗", 0.5);
INSERT VERTEX plot(name, area) VALUES "p1":("Oak Hollow", 1200), "p2":("Ash Bank", 800), "p3":("桦树坡", 2023);
INSERT VERTEX depot(name, kind, bays) VALUES "d1":("Mill Lane Depot", "sawmill", 2),
  "d2":("Fernside", "nursery", 1), "d3":("Coldharbour", "sawmill", 3);
INSERT VERTEX project(name, budget, finished) VALUES "j1":("New Boardwalk", 2023, date("2022-05-01")),
  "j2":("Pond Dipping Deck", 4000, date("2023-04-01")), "j3":("桥", 1500, date("2023-09-15")),
  "j4":("Bird Hide", 900, date("2024-02-01"));
INSERT VERTEX open_day(name) VALUES "o1":("Open Day 2023"), "o2":("Open Day 2024");
INSERT EDGE hauls(kg) VALUES "v1"->"p1":(400), "v2"->"p1":(250), "v3"->"p2":(520), "v4"->"p3":(90);
INSERT EDGE delivers(kg) VALUES "d1"->"p1":(600), "d1"->"p2":(450);
INSERT EDGE mentored(year) VALUES "v1"->"v2":(2023), "v3"->"v4":(2021);
INSERT EDGE visited(stars) VALUES "v1"->"o1":(5), "v2"->"o1":(4), "v3"->"o1":(5), "v1"->"o2":(5), "v4"->"o2":(3);
INSERT VERTEX surveyor(name) VALUES "u1":("Ivo Grant"), "u2":("Jo Lam");
INSERT EDGE surveys(fee) VALUES "u1"->"p1":(300), "u1"->"p2":(200), "u2"->"p3":(150);
INSERT VERTEX species(name) VALUES "b1":("Nuthatch"), "b2":("Treecreeper");
INSERT EDGE spotted(day) VALUES "v1"->"b1":(date("2024-05-01")), "v2"->"b2":(date("2024-05-02"));
INSERT VERTEX trust(name) VALUES "t1":("Oakleaf Trust"), "t2":("Rowan Fund");
INSERT EDGE funds(amount) VALUES "t1"->"j1":(12), "t1"->"j2":(30), "t2"->"j3":(8);
INSERT EDGE dropped(day, used, bags) VALUES "v1"->"p1":(date("2023-03-01"), true, 1),
  "v2"->"p2":(date("2024-03-01"), false, 2), "v3"->"p1":(date("2023-10-01"), true, 3);
INSERT VERTEX timber(name) VALUES "w1":("Oak logs"), "w2":("Ash poles"), "w3":("Birch rounds");
INSERT EDGE stored_at() VALUES "w1"->"d3":(), "w2"->"d3":(), "w3"->"d1":();
INSERT EDGE works_on() VALUES "v1"->"j1":(), "v2"->"j2":(), "v3"->"j3":();
"""


@pytest.fixture
def woods(user_model_cache: None) -> World:
    """Built per test under the user's cache (see ``test_shapes_round7``)."""
    return world(WOODS, "woodland")


ROWS = [
    # 2023 is read although an open day's name holds it (that link is the question's own
    # word); a year is the finished date's, not the budget whose range holds 2023, and its
    # own 年 names no mentoring "year"
    row(
        "2023年完工的项目有哪些",
        "comparison",
        ('finished >= date("2023-01-01")',),
        ["Pond Dipping Deck", "桥"],
    ),
    # two relations weigh in kg: the one named (运) is meant; 以上 includes the 400
    row("一次运了400公斤以上的是哪些志愿者", "edge_filter", ("hauls", "kg >= 400"), ["Ada Marsh", "蔡青"]),
    # 以下 includes its number too
    row("面积800平方米以下的林地", "comparison", ("area <= 800",), ["Ash Bank"]),
    # a one-character stored value right before its tag's word, or after its property's word
    row("1985年以后出生的女志愿者", "comparison", ('gender == "女"', "born > 1985"), ["Dee Park"]),
    row("志愿者里性别男的有谁", "comparison", ('gender == "男"',), ["Bram Ode", "Eli Voss"]),
    # an English word related to the property is its stored Chinese value ("female" → 女)
    row("female volunteers born before 1985", "comparison", ('gender == "女"',), ["Ada Marsh", "蔡青"]),
    # a half of a year is six months of it, its 年 no "year" property's word either
    row("2023年下半年完工的项目", "comparison", ('finished >= date("2023-07-01")',), ["桥"]),
    row(
        "projects finished in the first half of 2023",
        "comparison",
        ('finished < date("2023-07-01")',),
        ["Pond Dipping Deck"],
    ),
    # 以来 / since include the year
    row(
        "2023年以来完工的项目",
        "comparison",
        ('finished >= date("2023-01-01")',),
        ["Pond Dipping Deck", "桥", "Bird Hide"],
    ),
    # a comparison word right before another number, or with one between, is that number's
    row("2023年完工、预算超过1000的项目", "comparison", ("budget > 1000",), ["Pond Dipping Deck", "桥"]),
    row(
        "projects with a budget over 1000 finished in 2023",
        "comparison",
        ("budget > 1000",),
        ["Pond Dipping Deck", "桥"],
    ),
    # 多少次 counts events whatever word follows it (no sum of the stars)
    row("一共有多少次打了5分", "edges", ("count(e)", "stars == 5"), [3]),
    # the counted English noun names no tag: the relation's events are counted, not vertices
    row("how many open day visits got 5 stars", "edges", ("count(e)", "stars == 5"), [3]),
    # "一X都没": not even one, a negation, no number 1 to compare
    row("哪个木料站一块林地都没供应过", "negation", ("NOT",), ["Fernside", "Coldharbour"]),
    # a stored category misspelt, a schema word misspelt whose stem is short ("hauleed")
    row("which depots are sawmils", "comparison", ('kind == "sawmill"',), ["Mill Lane Depot", "Coldharbour"]),
    row("volunteers who never hauleed anything", "negation", ("hauls",), ["Eli Voss"]),
    # a relation's verb with a doer's suffix names the tag that starts it (调查员: surveyors)
    row("每个调查员一共收了多少调查费", "group", ("sum(e.fee)",), [("Ivo Grant", 500), ("Jo Lam", 150)]),
    # more words asking for a neighbourhood
    row("把Oak Hollow的一度关系都列出来", "subgraph", ("GET SUBGRAPH",), None),
    row("Ada Marsh's connections, all of them", "subgraph", ("GET SUBGRAPH",), None),
    # a Chinese word whose first gloss is a tag's own word (鸟 → "bird": a species commented "a kind of
    # bird"), and "什么X" asks for other vertices, not the named one
    row("Ada Marsh都看到过什么鸟", "one-hop", ("spotted",), ["Nuthatch"]),
    # money asked over a named vertex's relation: the relation's own amount (its unit says money),
    # not the budgets of the projects it reaches, though a word of 多少钱 names budget's money
    row("Oakleaf Trust一共资助了多少钱", "aggregate", ("sum(e0.amount)",), [42]),
    row("how much has Oakleaf Trust given altogether", "aggregate", ("sum(e0.amount)",), [42]),
    # ranked by the money a relation carries, no "how much": its unit says money
    row("哪个基金会花的钱最多", "group", ("sum(e.amount)",), ["Oakleaf Trust"]),
    # which of two named ones, asked with any classifier (哪株), compared by 便宜些: the winner only
    row("橡树苗和榛树苗哪株便宜些", "entities", ("LIMIT 1",), ["橡树苗"]),
    # either word of an edge's verb-object comment names it (投放|树叶), and a year dates the
    # relation named where it has one time of its own (not a volunteer's birth year)
    row("2023年投过树叶的有几个人", "edge_filter", ('e0.day >= date("2023-01-01")', "count(DISTINCT"), [2]),
    # 毛 is a tenth of a yuan
    row("每株不到五毛钱的树苗", "comparison", ("price < 0.5",), ["橡树苗"]),
]


@pytest.mark.parametrize(("question", "shape", "parts", "answer"), ROWS)
def test_round11_woods(woods: World, question: str, shape: str, parts: tuple[str, ...], answer: Any) -> None:
    needs_lexicon()
    check(woods, question, shape, parts, answer)


COMPOST = """
CREATE SPACE compost (vid_type = FIXED_STRING(8));
USE compost;
CREATE TAG heap(name string) COMMENT = "一堆堆肥";
CREATE TAG yard(name string) COMMENT = "社区堆肥站";
CREATE EDGE sits_at() COMMENT = "heap -> yard";
CREATE TAG INDEX heap_index ON heap();
CREATE TAG INDEX yard_index ON yard();
INSERT VERTEX heap(name) VALUES "h1":("一号堆"), "h2":("二号堆"), "h3":("三号堆");
INSERT VERTEX yard(name) VALUES "y1":("银杏站"), "y2":("梧桐站"), "y3":("樟园站"), "y4":("松林站");
INSERT EDGE sits_at() VALUES "h1"->"y1":(), "h2"->"y1":(), "h3"->"y2":();
"""


@pytest.fixture
def compost(user_model_cache: None) -> World:
    return world(COMPOST, "compost")


def test_a_compound_of_two_tag_words_names_its_last_words_tag(compost: World) -> None:
    """堆肥站: 堆肥 names the heaps, 站 (the yards' names end in it) the yard asked for —
    Chinese compounds are head-final."""
    needs_lexicon()
    check(compost, "哪个堆肥站的堆最多", "aggregate", ("ORDER BY k DESC",), ["银杏站"])
