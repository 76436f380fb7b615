"""Write the two development graphs of ``eval/devshapes21/graphs/`` (cider, laonian).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and over edge numbers, "the second", negation over a related
entity with a filter), half of it in Chinese. ``cider`` (a community orchard-and-cider
cooperative: members, orchards, apple varieties, pressings, buyers) has opaque ids and English
names; a same-tag edge (``mentors``), tags reached by several edge types (``member``:
``picks``, ``presses``, ``mentors``; ``variety``: ``grows``, ``uses``; ``pressing``:
``presses``, ``uses``, ``sold_to``) and edge properties of every kind (``presses``' ``hours``
int and ``lead`` bool; ``sold_to``'s ``litres`` int, ``price`` double and ``invoiced`` date).
``laonian`` (a 社区老年大学: 学员, 老师, 课程, 教室, 班级) has Chinese names that are the vertex
ids, English schema names with Chinese COMMENTs, Chinese category strings (``gender`` 男/女,
``title`` 教授/讲师/志愿者, ``category`` 书画/音乐/健康/电脑/语言, ``term`` 春季/秋季), a same-tag
edge (``helps``: 帮扶人 -> 被帮扶的学员), a vertex date (``start``) beside an edge date
(``enrolled_on``) and an edge bool (``certified``).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes21/make_graphs.py [--out eval/devshapes21/graphs]
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit's script loader

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")
D = dt.date


def _bool(flag: bool) -> str:
    """The importer's text for a bool cell."""
    return "true" if flag else "false"


# --------------------------------------------------------------------------- cider (English names, opaque ids)

CIDER_DDL = """
CREATE TAG IF NOT EXISTS member(name string, born int COMMENT "year of birth", job string COMMENT "picker, presser or steward", joined date COMMENT "date the member joined the co-op") COMMENT = "a member of the co-op";
CREATE TAG IF NOT EXISTS orchard(name string, village string, acres double, organic bool COMMENT "certified organic") COMMENT = "an orchard the co-op picks";
CREATE TAG IF NOT EXISTS variety(name string, taste string COMMENT "sweet, sharp, bittersweet or bittersharp", ripens string COMMENT "early, mid or late") COMMENT = "an apple variety";
CREATE TAG IF NOT EXISTS pressing(name string, pressed date COMMENT "day of the pressing", litres int COMMENT "cider made", sparkling bool) COMMENT = "a batch of cider pressed at the mill";
CREATE TAG IF NOT EXISTS buyer(name string, town string, kind string COMMENT "pub, shop or restaurant") COMMENT = "a customer of the co-op";
CREATE EDGE IF NOT EXISTS picks(kg int COMMENT "apples picked, kg", season int COMMENT "harvest year") COMMENT = "member -> orchard";
CREATE EDGE IF NOT EXISTS grows(trees int, planted int COMMENT "year planted") COMMENT = "orchard -> variety";
CREATE EDGE IF NOT EXISTS presses(hours int COMMENT "hours at the press", lead bool COMMENT "ran the pressing") COMMENT = "member -> pressing";
CREATE EDGE IF NOT EXISTS uses(kg int COMMENT "apples of the variety in the batch") COMMENT = "pressing -> variety";
CREATE EDGE IF NOT EXISTS sold_to(litres int, price double COMMENT "pounds", invoiced date) COMMENT = "pressing -> buyer (a sale)";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "year the mentoring began") COMMENT = "mentor -> newer member (member -> member)";
CREATE TAG INDEX IF NOT EXISTS member_name_index ON member(name(32));
CREATE TAG INDEX IF NOT EXISTS orchard_name_index ON orchard(name(32));
CREATE TAG INDEX IF NOT EXISTS variety_name_index ON variety(name(32));
CREATE TAG INDEX IF NOT EXISTS pressing_name_index ON pressing(name(32));
CREATE TAG INDEX IF NOT EXISTS buyer_name_index ON buyer(name(32));
"""

#: (name, born, job, joined); George Vane neither picks nor presses
MEMBERS = [
    ("Alice Thorne", 1962, "steward", D(2012, 4, 3)),
    ("Owen Pryce", 1975, "presser", D(2014, 9, 20)),
    ("Hazel Crook", 1988, "picker", D(2016, 5, 11)),
    ("Declan Moss", 1990, "picker", D(2017, 8, 2)),
    ("Ruth Penhale", 1958, "presser", D(2013, 3, 15)),
    ("Samir Haddad", 1983, "picker", D(2018, 6, 30)),
    ("Bethan Lloyd", 1995, "picker", D(2019, 9, 9)),
    ("Felix Arden", 1979, "presser", D(2015, 10, 21)),
    ("Imogen Hale", 2000, "picker", D(2021, 5, 5)),
    ("Kofi Mensah", 1986, "steward", D(2020, 2, 17)),
    ("Tilly Marsh", 2002, "picker", D(2022, 8, 8)),
    ("George Vane", 1970, "presser", D(2023, 6, 12)),
]  # fmt: skip
#: (name, village, acres, organic); nobody picks at Sheepwash Orchard
ORCHARDS = [
    ("Long Meadow", "Kingsbury", 6.5, True),
    ("Hollow Lane Orchard", "Kingsbury", 3.0, False),
    ("Church Field", "Ashcombe", 4.5, True),
    ("Old Rectory Orchard", "Ashcombe", 2.0, False),
    ("Brook End", "Millford", 8.0, False),
    ("Windy Ridge", "Millford", 5.5, True),
    ("Priory Ground", "Ashcombe", 3.5, True),
    ("Sheepwash Orchard", "Kingsbury", 1.5, False),
]  # fmt: skip
#: (name, taste, ripens); Sweet Coppin is grown and never pressed
VARIETIES = [
    ("Dabinett", "bittersweet", "late"),
    ("Kingston Black", "bittersharp", "mid"),
    ("Yarlington Mill", "bittersweet", "mid"),
    ("Bramley", "sharp", "late"),
    ("Ellis Bitter", "bittersweet", "early"),
    ("Somerset Redstreak", "bittersweet", "early"),
    ("Foxwhelp", "bittersharp", "early"),
    ("Sweet Coppin", "sweet", "mid"),
    ("Harry Masters Jersey", "bittersweet", "late"),
    ("Browns Apple", "sharp", "mid"),
]  # fmt: skip
#: (name, pressed, litres, sparkling); Frost Fair 2024 was never sold
PRESSINGS = [
    ("Harvest Home 2022", D(2022, 10, 15), 900, False),
    ("First Frost 2022", D(2022, 11, 20), 650, True),
    ("Wassail Batch 2023", D(2023, 1, 14), 400, False),
    ("Early Drop 2023", D(2023, 9, 12), 500, True),
    ("Harvest Home 2023", D(2023, 10, 21), 1100, False),
    ("Late Keeper 2023", D(2023, 11, 30), 700, False),
    ("Early Drop 2024", D(2024, 9, 14), 550, True),
    ("Harvest Home 2024", D(2024, 10, 19), 1250, False),
    ("Frost Fair 2024", D(2024, 11, 23), 600, True),
]  # fmt: skip
#: (name, town, kind); Kingsbury Village Stores never bought
BUYERS = [
    ("The Plough", "Kingsbury", "pub"),
    ("The Green Man", "Ashcombe", "pub"),
    ("Millford Farm Shop", "Millford", "shop"),
    ("Hartley Deli", "Bristol", "shop"),
    ("The Orchard Kitchen", "Bath", "restaurant"),
    ("The Fleece", "Millford", "pub"),
    ("Saltmarsh Bistro", "Bristol", "restaurant"),
    ("Kingsbury Village Stores", "Kingsbury", "shop"),
]  # fmt: skip
#: (member, [(orchard, kg, season)])
PICKS = [
    ("Alice Thorne", [("Long Meadow", 420, 2023), ("Church Field", 310, 2024)]),
    ("Hazel Crook", [("Long Meadow", 380, 2023), ("Brook End", 510, 2024), ("Windy Ridge", 260, 2024)]),
    ("Declan Moss", [("Brook End", 640, 2023), ("Priory Ground", 190, 2024)]),
    ("Samir Haddad", [("Church Field", 450, 2024), ("Old Rectory Orchard", 220, 2023)]),
    ("Bethan Lloyd", [("Windy Ridge", 330, 2023), ("Long Meadow", 275, 2024)]),
    ("Imogen Hale", [("Hollow Lane Orchard", 150, 2024)]),
    ("Kofi Mensah", [("Brook End", 400, 2024), ("Priory Ground", 240, 2023)]),
    ("Tilly Marsh", [("Church Field", 180, 2024), ("Hollow Lane Orchard", 120, 2023)]),
    ("Felix Arden", [("Old Rectory Orchard", 90, 2022)]),
]  # fmt: skip
#: (orchard, [(variety, trees, planted)])
GROWS = [
    ("Long Meadow", [("Dabinett", 120, 2005), ("Kingston Black", 60, 2010), ("Yarlington Mill", 40, 2012)]),
    ("Hollow Lane Orchard", [("Bramley", 30, 1998), ("Sweet Coppin", 25, 2015)]),
    ("Church Field", [("Dabinett", 80, 2008), ("Foxwhelp", 35, 2016), ("Harry Masters Jersey", 50, 2011)]),
    ("Old Rectory Orchard", [("Bramley", 20, 1990), ("Browns Apple", 45, 2009)]),
    ("Brook End", [("Ellis Bitter", 150, 2004), ("Somerset Redstreak", 90, 2013), ("Dabinett", 100, 2007)]),
    ("Windy Ridge", [("Kingston Black", 70, 2014), ("Harry Masters Jersey", 65, 2017)]),
    ("Priory Ground", [("Yarlington Mill", 55, 2010), ("Browns Apple", 30, 2019)]),
    ("Sheepwash Orchard", [("Foxwhelp", 15, 2020)]),
]  # fmt: skip
#: (member, [(pressing, hours, lead)]); every pressing has one lead
PRESSES = [
    ("Owen Pryce", [("Harvest Home 2022", 10, True), ("First Frost 2022", 6, False), ("Harvest Home 2023", 12, True), ("Harvest Home 2024", 11, False)]),
    ("Ruth Penhale", [("Harvest Home 2022", 8, False), ("Wassail Batch 2023", 5, True), ("Late Keeper 2023", 9, True), ("Frost Fair 2024", 7, True)]),
    ("Felix Arden", [("First Frost 2022", 7, True), ("Early Drop 2023", 4, True), ("Harvest Home 2023", 6, False), ("Early Drop 2024", 5, True)]),
    ("Alice Thorne", [("Harvest Home 2024", 9, True)]),
    ("Kofi Mensah", [("Late Keeper 2023", 3, False), ("Harvest Home 2024", 4, False)]),
    ("Hazel Crook", [("Early Drop 2023", 2, False)]),
]  # fmt: skip
#: (pressing, [(variety, kg)])
USES = [
    ("Harvest Home 2022", [("Dabinett", 800), ("Kingston Black", 300)]),
    ("First Frost 2022", [("Kingston Black", 250), ("Foxwhelp", 200)]),
    ("Wassail Batch 2023", [("Bramley", 180)]),
    ("Early Drop 2023", [("Ellis Bitter", 350), ("Somerset Redstreak", 150)]),
    ("Harvest Home 2023", [("Dabinett", 900), ("Yarlington Mill", 400), ("Harry Masters Jersey", 300)]),
    ("Late Keeper 2023", [("Bramley", 220), ("Browns Apple", 260)]),
    ("Early Drop 2024", [("Ellis Bitter", 380)]),
    ("Harvest Home 2024", [("Dabinett", 950), ("Somerset Redstreak", 420), ("Harry Masters Jersey", 280)]),
    ("Frost Fair 2024", [("Kingston Black", 310), ("Foxwhelp", 190)]),
]  # fmt: skip
#: (pressing, [(buyer, litres, price, invoiced)])
SOLD_TO = [
    ("Harvest Home 2022", [("The Plough", 300, 690.0, D(2022, 11, 2)), ("Millford Farm Shop", 200, 520.0, D(2022, 11, 18)), ("The Fleece", 250, 575.0, D(2022, 12, 5))]),
    ("First Frost 2022", [("Saltmarsh Bistro", 150, 480.0, D(2022, 12, 12)), ("The Orchard Kitchen", 120, 396.0, D(2023, 1, 20))]),
    ("Wassail Batch 2023", [("The Green Man", 200, 440.0, D(2023, 2, 3))]),
    ("Early Drop 2023", [("Hartley Deli", 180, 540.0, D(2023, 9, 28)), ("The Plough", 150, 375.0, D(2023, 10, 5))]),
    ("Harvest Home 2023", [("The Plough", 350, 840.0, D(2023, 11, 8)), ("The Green Man", 300, 720.0, D(2023, 11, 15)), ("The Fleece", 280, 644.0, D(2023, 12, 1))]),
    ("Late Keeper 2023", [("Millford Farm Shop", 220, 550.0, D(2023, 12, 14)), ("Hartley Deli", 160, 464.0, D(2024, 1, 10))]),
    ("Early Drop 2024", [("Saltmarsh Bistro", 200, 660.0, D(2024, 10, 2)), ("The Orchard Kitchen", 100, 350.0, D(2024, 10, 9))]),
    ("Harvest Home 2024", [("The Plough", 400, 1000.0, D(2024, 11, 6)), ("The Green Man", 320, 800.0, D(2024, 11, 13)), ("Millford Farm Shop", 260, 676.0, D(2024, 11, 27))]),
]  # fmt: skip
#: (mentor, [(newer member, since)]); a chain Alice Thorne -> Hazel Crook -> Bethan Lloyd -> Tilly Marsh
MENTORS = [
    ("Alice Thorne", [("Hazel Crook", 2016), ("Kofi Mensah", 2020)]),
    ("Ruth Penhale", [("Owen Pryce", 2014), ("Felix Arden", 2015)]),
    ("Hazel Crook", [("Bethan Lloyd", 2019), ("Imogen Hale", 2021)]),
    ("Owen Pryce", [("George Vane", 2023)]),
    ("Bethan Lloyd", [("Tilly Marsh", 2022)]),
]  # fmt: skip


def cider() -> object:
    mid = {m[0]: f"m{k + 1:02d}" for k, m in enumerate(MEMBERS)}
    oid = {o[0]: f"or{k + 1}" for k, o in enumerate(ORCHARDS)}
    vid = {v[0]: f"v{k + 1:02d}" for k, v in enumerate(VARIETIES)}
    pid = {p[0]: f"p{k + 1}" for k, p in enumerate(PRESSINGS)}
    bid = {b[0]: f"b{k + 1}" for k, b in enumerate(BUYERS)}
    members = U.VertexFile(
        "member", [("name", "string"), ("born", "int"), ("job", "string"), ("joined", "date")]
    )
    members.rows = [[mid[n], n, b, j, on] for n, b, j, on in MEMBERS]
    orchards = U.VertexFile(
        "orchard", [("name", "string"), ("village", "string"), ("acres", "double"), ("organic", "bool")]
    )
    orchards.rows = [[oid[n], n, v, a, _bool(o)] for n, v, a, o in ORCHARDS]
    varieties = U.VertexFile("variety", [("name", "string"), ("taste", "string"), ("ripens", "string")])
    varieties.rows = [[vid[n], n, t, r] for n, t, r in VARIETIES]
    pressings = U.VertexFile(
        "pressing", [("name", "string"), ("pressed", "date"), ("litres", "int"), ("sparkling", "bool")]
    )
    pressings.rows = [[pid[n], n, on, lt, _bool(s)] for n, on, lt, s in PRESSINGS]
    buyers = U.VertexFile("buyer", [("name", "string"), ("town", "string"), ("kind", "string")])
    buyers.rows = [[bid[n], n, t, k] for n, t, k in BUYERS]
    picks = U.EdgeFile("picks", [("kg", "int"), ("season", "int")])
    for who, places in PICKS:
        picks.rows += [[mid[who], oid[o], kg, s] for o, kg, s in places]
    grows = U.EdgeFile("grows", [("trees", "int"), ("planted", "int")])
    for orchard, kinds in GROWS:
        grows.rows += [[oid[orchard], vid[v], t, y] for v, t, y in kinds]
    presses = U.EdgeFile("presses", [("hours", "int"), ("lead", "bool")])
    for who, batches in PRESSES:
        presses.rows += [[mid[who], pid[p], h, _bool(lead)] for p, h, lead in batches]
    uses = U.EdgeFile("uses", [("kg", "int")])
    for batch, kinds in USES:
        uses.rows += [[pid[batch], vid[v], kg] for v, kg in kinds]
    sold_to = U.EdgeFile("sold_to", [("litres", "int"), ("price", "double"), ("invoiced", "date")])
    for batch, sales in SOLD_TO:
        sold_to.rows += [[pid[batch], bid[b], lt, pr, on] for b, lt, pr, on in sales]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for who, newer in MENTORS:
        mentors.rows += [[mid[who], mid[n], y] for n, y in newer]
    return U.Graph(
        "cider",
        8,
        CIDER_DDL,
        [members, orchards, varieties, pressings, buyers],
        [picks, grows, presses, uses, sold_to, mentors],
    )


# --------------------------------------------------------------------------- laonian (Chinese names as ids)

LAONIAN_DDL = """
CREATE TAG IF NOT EXISTS student(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", community string COMMENT "所在社区") COMMENT = "学员";
CREATE TAG IF NOT EXISTS teacher(name string COMMENT "姓名", title string COMMENT "职称：教授/讲师/志愿者", since int COMMENT "来校年份") COMMENT = "老师";
CREATE TAG IF NOT EXISTS course(name string COMMENT "课程名称", category string COMMENT "类别：书画/音乐/健康/电脑/语言", lessons int COMMENT "课时", fee int COMMENT "学费，元") COMMENT = "课程";
CREATE TAG IF NOT EXISTS classroom(name string COMMENT "教室名称", floor int COMMENT "楼层", seats int COMMENT "座位数") COMMENT = "教室";
CREATE TAG IF NOT EXISTS cohort(name string COMMENT "班级名称", term string COMMENT "学期：春季/秋季", start date COMMENT "开班日期") COMMENT = "班级";
CREATE EDGE IF NOT EXISTS enrolled(score int COMMENT "结业成绩", enrolled_on date COMMENT "报名日期", certified bool COMMENT "是否拿到结业证书") COMMENT = "报名：学员 -> 班级";
CREATE EDGE IF NOT EXISTS teaches(hours int COMMENT "授课课时") COMMENT = "授课：老师 -> 班级";
CREATE EDGE IF NOT EXISTS of_course() COMMENT = "班级 -> 所属课程";
CREATE EDGE IF NOT EXISTS held_in() COMMENT = "班级 -> 上课教室";
CREATE EDGE IF NOT EXISTS helps(since int COMMENT "开始帮扶的年份") COMMENT = "帮扶：学员 -> 被帮扶的学员";
CREATE TAG INDEX IF NOT EXISTS student_name_index ON student(name(32));
CREATE TAG INDEX IF NOT EXISTS teacher_name_index ON teacher(name(32));
CREATE TAG INDEX IF NOT EXISTS course_name_index ON course(name(32));
CREATE TAG INDEX IF NOT EXISTS classroom_name_index ON classroom(name(32));
CREATE TAG INDEX IF NOT EXISTS cohort_name_index ON cohort(name(32));
"""

#: (name, born, gender, community); 何文斌 never enrolled (yet is helped)
STUDENTS = [
    ("张桂芳", 1952, "女", "东湖社区"),
    ("李建国", 1948, "男", "西园社区"),
    ("王秀英", 1955, "女", "东湖社区"),
    ("刘德明", 1950, "男", "南苑社区"),
    ("陈玉兰", 1958, "女", "西园社区"),
    ("杨志强", 1946, "男", "南苑社区"),
    ("赵淑珍", 1953, "女", "北街社区"),
    ("黄国庆", 1949, "男", "东湖社区"),
    ("周丽华", 1960, "女", "北街社区"),
    ("吴长海", 1944, "男", "西园社区"),
    ("孙美玲", 1957, "女", "南苑社区"),
    ("马振华", 1951, "男", "北街社区"),
    ("朱凤英", 1956, "女", "东湖社区"),
    ("胡宝山", 1947, "男", "南苑社区"),
    ("郭素梅", 1959, "女", "西园社区"),
    ("何文斌", 1962, "男", "北街社区"),
]  # fmt: skip
#: (name, title, since); 罗海 teaches no class
TEACHERS = [
    ("林书言", "讲师", 2010),
    ("苏墨", "教授", 2008),
    ("高韵", "讲师", 2015),
    ("许晨光", "志愿者", 2019),
    ("方静怡", "讲师", 2012),
    ("唐明远", "教授", 2005),
    ("邱晓雯", "志愿者", 2021),
    ("罗海", "讲师", 2017),
]  # fmt: skip
#: (name, category, lessons, fee); 英语口语 has no class
COURSES = [
    ("书法", "书画", 32, 300),
    ("国画", "书画", 32, 350),
    ("声乐合唱", "音乐", 24, 200),
    ("葫芦丝", "音乐", 20, 180),
    ("太极拳", "健康", 24, 150),
    ("养生保健", "健康", 16, 100),
    ("智能手机应用", "电脑", 16, 120),
    ("英语口语", "语言", 30, 260),
]  # fmt: skip
#: (name, floor, seats); no class meets in 201教室 or 多功能厅
CLASSROOMS = [
    ("101教室", 1, 30),
    ("102教室", 1, 40),
    ("201教室", 2, 25),
    ("202教室", 2, 35),
    ("书画室", 3, 20),
    ("音乐厅", 1, 80),
    ("电脑房", 2, 24),
    ("多功能厅", 3, 60),
]  # fmt: skip
#: (name, term, start, course, classroom)
COHORTS = [
    ("书法初级班", "春季", D(2023, 3, 6), "书法", "书画室"),
    ("书法提高班", "秋季", D(2023, 9, 11), "书法", "书画室"),
    ("国画一班", "春季", D(2024, 3, 4), "国画", "书画室"),
    ("合唱团一班", "秋季", D(2023, 9, 12), "声乐合唱", "音乐厅"),
    ("合唱团二班", "春季", D(2024, 3, 5), "声乐合唱", "音乐厅"),
    ("葫芦丝入门班", "秋季", D(2024, 9, 9), "葫芦丝", "101教室"),
    ("太极拳晨练班", "春季", D(2023, 3, 7), "太极拳", "102教室"),
    ("太极拳进阶班", "秋季", D(2024, 9, 10), "太极拳", "102教室"),
    ("养生保健班", "秋季", D(2023, 9, 13), "养生保健", "202教室"),
    ("手机应用一班", "春季", D(2024, 3, 6), "智能手机应用", "电脑房"),
]  # fmt: skip
#: (student, [(cohort, score, enrolled_on, certified)])
ENROLLED = [
    ("张桂芳", [("书法初级班", 88, D(2023, 2, 20), True), ("书法提高班", 92, D(2023, 8, 28), True), ("合唱团二班", 75, D(2024, 2, 26), False)]),
    ("李建国", [("太极拳晨练班", 81, D(2023, 2, 22), True), ("太极拳进阶班", 86, D(2024, 8, 26), True)]),
    ("王秀英", [("合唱团一班", 90, D(2023, 8, 30), True), ("合唱团二班", 94, D(2024, 2, 27), True)]),
    ("刘德明", [("书法初级班", 70, D(2023, 2, 21), False), ("手机应用一班", 65, D(2024, 2, 28), False)]),
    ("陈玉兰", [("国画一班", 95, D(2024, 2, 19), True), ("书法提高班", 84, D(2023, 8, 29), True)]),
    ("杨志强", [("太极拳晨练班", 78, D(2023, 2, 23), True), ("养生保健班", 83, D(2023, 9, 1), True)]),
    ("赵淑珍", [("葫芦丝入门班", 89, D(2024, 8, 27), True), ("合唱团一班", 72, D(2023, 8, 31), False)]),
    ("黄国庆", [("手机应用一班", 58, D(2024, 2, 29), False)]),
    ("周丽华", [("国画一班", 87, D(2024, 2, 20), True), ("葫芦丝入门班", 91, D(2024, 8, 28), True)]),
    ("吴长海", [("养生保健班", 76, D(2023, 9, 2), True), ("太极拳进阶班", 80, D(2024, 8, 29), True)]),
    ("孙美玲", [("合唱团二班", 85, D(2024, 2, 28), True)]),
    ("马振华", [("书法初级班", 74, D(2023, 2, 24), True), ("太极拳晨练班", 69, D(2023, 2, 25), False)]),
    ("朱凤英", [("手机应用一班", 93, D(2024, 3, 1), True), ("养生保健班", 79, D(2023, 9, 3), True)]),
    ("胡宝山", [("太极拳进阶班", 62, D(2024, 8, 30), False)]),
    ("郭素梅", [("合唱团一班", 97, D(2023, 9, 4), True), ("合唱团二班", 77, D(2024, 3, 2), True)]),
]  # fmt: skip
#: (teacher, [(cohort, hours)]); 罗海 teaches none
TEACHES = [
    ("苏墨", [("书法初级班", 32), ("书法提高班", 20)]),
    ("林书言", [("书法提高班", 12), ("国画一班", 30)]),
    ("高韵", [("合唱团一班", 24), ("合唱团二班", 16)]),
    ("邱晓雯", [("合唱团二班", 8), ("手机应用一班", 6)]),
    ("方静怡", [("葫芦丝入门班", 20)]),
    ("唐明远", [("太极拳晨练班", 24), ("太极拳进阶班", 14), ("养生保健班", 16)]),
    ("许晨光", [("太极拳进阶班", 10), ("手机应用一班", 10)]),
]  # fmt: skip
#: (帮扶人, [(被帮扶的学员, since)]); a chain 张桂芳 -> 王秀英 -> 刘德明 -> 胡宝山; 黄国庆 has two helpers
HELPS = [
    ("张桂芳", [("王秀英", 2022)]),
    ("王秀英", [("刘德明", 2023), ("黄国庆", 2024)]),
    ("朱凤英", [("黄国庆", 2024)]),
    ("陈玉兰", [("马振华", 2023)]),
    ("刘德明", [("胡宝山", 2024)]),
    ("周丽华", [("何文斌", 2024)]),
]  # fmt: skip


def laonian() -> object:
    students = U.VertexFile(
        "student", [("name", "string"), ("born", "int"), ("gender", "string"), ("community", "string")]
    )
    students.rows = [[n, n, b, g, c] for n, b, g, c in STUDENTS]
    teachers = U.VertexFile("teacher", [("name", "string"), ("title", "string"), ("since", "int")])
    teachers.rows = [[n, n, t, s] for n, t, s in TEACHERS]
    courses = U.VertexFile(
        "course", [("name", "string"), ("category", "string"), ("lessons", "int"), ("fee", "int")]
    )
    courses.rows = [[n, n, c, ls, f] for n, c, ls, f in COURSES]
    rooms = U.VertexFile("classroom", [("name", "string"), ("floor", "int"), ("seats", "int")])
    rooms.rows = [[n, n, f, s] for n, f, s in CLASSROOMS]
    cohorts = U.VertexFile("cohort", [("name", "string"), ("term", "string"), ("start", "date")])
    of_course = U.EdgeFile("of_course", [])
    held_in = U.EdgeFile("held_in", [])
    for name, term, start, course, room in COHORTS:
        cohorts.rows.append([name, name, term, start])
        of_course.rows.append([name, course])
        held_in.rows.append([name, room])
    enrolled = U.EdgeFile("enrolled", [("score", "int"), ("enrolled_on", "date"), ("certified", "bool")])
    for who, classes in ENROLLED:
        enrolled.rows += [[who, c, s, on, _bool(ok)] for c, s, on, ok in classes]
    teaches = U.EdgeFile("teaches", [("hours", "int")])
    for who, classes in TEACHES:
        teaches.rows += [[who, c, h] for c, h in classes]
    helps = U.EdgeFile("helps", [("since", "int")])
    for who, others in HELPS:
        helps.rows += [[who, o, y] for o, y in others]
    return U.Graph(
        "laonian",
        32,
        LAONIAN_DDL,
        [students, teachers, courses, rooms, cohorts],
        [enrolled, teaches, of_course, held_in, helps],
    )


def build_all() -> list[object]:
    return [cider(), laonian()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
