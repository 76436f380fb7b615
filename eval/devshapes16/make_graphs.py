"""Write the two development graphs of ``eval/devshapes16/graphs/`` (skischool, repaircafe).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at on unseen graphs (2-hop through a tag the question does not
name, filters, top-k, negation, counts of vertices vs edges), half of it in Chinese.
``skischool`` (a ski school: resorts, coaches, students, courses) has opaque ids, Chinese
display names, English schema names with Chinese COMMENTs and Chinese category strings
(``level`` 初级/中级/高级 for coaches, ``board`` 单板/双板, ``level`` 入门/进阶/高级 for courses).
It has a same-tag edge (``mentors``: 师傅 -> 徒弟, coach→coach), tags reached by several edge
types (``course``: ``teaches``, ``enrolled``, and the source of ``held_at``; ``resort``:
``works_at``, ``held_at``, ``visited``) and edge properties of every kind (``works_at``'s
``since`` date and ``head`` bool, ``enrolled``'s ``lessons`` int and ``passed`` bool,
``visited``'s ``days`` int and ``last`` date).
``repaircafe`` (a network of repair cafés: cafés, fixers, items, visitors, parts suppliers,
towns) has English names that are the vertex ids, a same-tag edge (``trained``: mentor ->
trainee, fixer→fixer), a tag reached from two others (``town``: ``based_in`` from suppliers,
``lives_in`` from visitors) and edge properties of every kind (``repaired``' ``minutes`` int
and ``fixed`` bool, ``volunteers_at``' ``since`` date and ``lead`` bool, ``taken_to``'s
``wait`` int, ``supplies``' ``parts`` int).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes16/make_graphs.py [--out eval/devshapes16/graphs]
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit's script loader

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")


def _bool(flag: bool) -> str:
    """The importer's text for a bool cell."""
    return "true" if flag else "false"


# --------------------------------------------------------------------------- skischool (Chinese names, opaque ids)

SKI_DDL = """
CREATE TAG IF NOT EXISTS resort(name string COMMENT "雪场名称", province string COMMENT "所在省份", opened int COMMENT "开业年份") COMMENT = "雪场";
CREATE TAG IF NOT EXISTS coach(name string COMMENT "姓名", born int COMMENT "出生年份", level string COMMENT "教练证等级：初级/中级/高级") COMMENT = "滑雪教练";
CREATE TAG IF NOT EXISTS student(name string COMMENT "姓名", born int COMMENT "出生年份", board string COMMENT "滑法：单板/双板") COMMENT = "学员";
CREATE TAG IF NOT EXISTS course(name string COMMENT "课程名称", board string COMMENT "单板/双板", level string COMMENT "难度：入门/进阶/高级", price double COMMENT "学费，元", hours int COMMENT "课时数") COMMENT = "滑雪课程";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "拜师年份") COMMENT = "师傅 -> 徒弟（教练 -> 教练）";
CREATE EDGE IF NOT EXISTS works_at(since date COMMENT "入职日期", head bool COMMENT "是否是雪场的教练主管") COMMENT = "任职：教练 -> 雪场";
CREATE EDGE IF NOT EXISTS teaches(season int COMMENT "开始教这门课的雪季") COMMENT = "授课：教练 -> 课程";
CREATE EDGE IF NOT EXISTS enrolled(lessons int COMMENT "上了几节课", passed bool COMMENT "是否结业考核通过") COMMENT = "报名：学员 -> 课程";
CREATE EDGE IF NOT EXISTS held_at(per_week int COMMENT "每周开课次数") COMMENT = "开课地点：课程 -> 雪场";
CREATE EDGE IF NOT EXISTS visited(days int COMMENT "在该雪场滑了几天", last date COMMENT "最近一次去的日期") COMMENT = "去滑雪：学员 -> 雪场";
CREATE TAG INDEX IF NOT EXISTS resort_name_index ON resort(name(16));
CREATE TAG INDEX IF NOT EXISTS coach_name_index ON coach(name(16));
CREATE TAG INDEX IF NOT EXISTS coach_level_index ON coach(level(8));
CREATE TAG INDEX IF NOT EXISTS student_name_index ON student(name(16));
CREATE TAG INDEX IF NOT EXISTS student_board_index ON student(board(8));
CREATE TAG INDEX IF NOT EXISTS course_name_index ON course(name(16));
CREATE TAG INDEX IF NOT EXISTS course_board_index ON course(board(8));
CREATE TAG INDEX IF NOT EXISTS course_price_index ON course(price);
"""

#: (name, province, opened)
RESORTS = [
    ("万龙雪场", "河北", 2003),
    ("松花湖雪场", "吉林", 2014),
    ("北大湖雪场", "吉林", 2006),
    ("南山雪场", "北京", 1999),
    ("可可托海雪场", "新疆", 2018),
    ("云顶雪场", "河北", 2012),
]  # fmt: skip
#: (name, born, level, [(resort, since, head)])
COACHES = [
    ("王大山", 1970, "高级", [("南山雪场", dt.date(1999, 12, 1), True)]),
    ("李雪峰", 1978, "高级", [("万龙雪场", dt.date(2004, 1, 10), True)]),
    ("张凌云", 1985, "中级", [("万龙雪场", dt.date(2010, 12, 1), False), ("松花湖雪场", dt.date(2015, 1, 5), True)]),
    ("陈冰", 1990, "中级", [("北大湖雪场", dt.date(2012, 11, 20), True)]),
    ("刘思雨", 1993, "中级", [("松花湖雪场", dt.date(2016, 12, 1), False)]),
    ("赵一帆", 1996, "初级", [("南山雪场", dt.date(2018, 12, 20), False)]),
    ("孙小北", 1998, "初级", [("万龙雪场", dt.date(2020, 11, 15), False)]),
    ("周宁", 2000, "初级", [("可可托海雪场", dt.date(2021, 12, 1), False)]),
    ("吴敏", 1988, "高级", [("北大湖雪场", dt.date(2008, 12, 1), False)]),
    ("郑浩", 1958, "高级", []),
    ("钱多多", 1994, "初级", [("云顶雪场", dt.date(2022, 1, 10), False)]),
]  # fmt: skip
#: (师傅, [(徒弟, since)])
MENTORS = [
    ("郑浩", [("王大山", 1990)]),
    ("王大山", [("李雪峰", 2000), ("吴敏", 2006)]),
    ("李雪峰", [("张凌云", 2008), ("孙小北", 2020)]),
    ("张凌云", [("刘思雨", 2015), ("周宁", 2021), ("赵一帆", 2018)]),
    ("吴敏", [("陈冰", 2011)]),
]  # fmt: skip
#: (name, board, level, price, hours)
COURSES = [
    ("单板入门", "单板", "入门", 680.0, 6),
    ("单板进阶", "单板", "进阶", 980.0, 8),
    ("单板公园技巧", "单板", "高级", 1580.0, 10),
    ("双板入门", "双板", "入门", 600.0, 6),
    ("双板进阶", "双板", "进阶", 900.0, 8),
    ("双板野雪", "双板", "高级", 1880.0, 12),
    ("儿童双板营", "双板", "入门", 1200.0, 15),
    ("单板刻滑", "单板", "高级", 1380.0, 10),
    ("双板竞速", "双板", "高级", 1680.0, 12),
    ("单板夜滑", "单板", "进阶", 760.0, 4),
]  # fmt: skip
#: (coach, [(course, season)])
TEACHES = [
    ("王大山", [("双板野雪", 2018)]),
    ("李雪峰", [("双板进阶", 2015), ("双板入门", 2012)]),
    ("张凌云", [("单板进阶", 2016), ("单板公园技巧", 2019), ("单板刻滑", 2021)]),
    ("陈冰", [("单板入门", 2013)]),
    ("刘思雨", [("单板入门", 2017), ("儿童双板营", 2019)]),
    ("赵一帆", [("双板入门", 2020)]),
    ("孙小北", [("单板入门", 2021)]),
    ("周宁", [("儿童双板营", 2022)]),
    ("吴敏", [("双板进阶", 2010), ("双板野雪", 2014)]),
    ("钱多多", [("单板夜滑", 2023)]),
]  # fmt: skip
#: (course, [(resort, per_week)])
HELD_AT = [
    ("单板入门", [("万龙雪场", 5), ("松花湖雪场", 3)]),
    ("单板进阶", [("万龙雪场", 3)]),
    ("单板公园技巧", [("松花湖雪场", 2)]),
    ("双板入门", [("南山雪场", 6), ("北大湖雪场", 4)]),
    ("双板进阶", [("北大湖雪场", 3)]),
    ("双板野雪", [("可可托海雪场", 1)]),
    ("儿童双板营", [("南山雪场", 2)]),
    ("单板刻滑", [("万龙雪场", 1)]),
    ("双板竞速", [("北大湖雪场", 1)]),
    ("单板夜滑", [("云顶雪场", 2)]),
]  # fmt: skip
#: (name, born, board)
STUDENTS = [
    ("林小雪", 2008, "双板"),
    ("黄子涵", 1995, "单板"),
    ("马晓东", 1988, "双板"),
    ("何佳怡", 2001, "单板"),
    ("高远", 1992, "单板"),
    ("罗一诺", 2012, "双板"),
    ("谢雨桐", 1999, "单板"),
    ("韩磊", 1983, "双板"),
    ("唐果", 2015, "双板"),
    ("冯子豪", 1997, "单板"),
    ("许静", 1990, "双板"),
    ("杜若", 2005, "双板"),
    ("秦朗", 1986, "单板"),
]  # fmt: skip
#: (student, [(course, lessons, passed)])
ENROLLED = [
    ("林小雪", [("儿童双板营", 10, True), ("双板入门", 6, True)]),
    ("黄子涵", [("单板入门", 6, True), ("单板进阶", 8, True), ("单板公园技巧", 5, False)]),
    ("马晓东", [("双板进阶", 8, True), ("双板野雪", 4, False)]),
    ("何佳怡", [("单板入门", 4, False)]),
    ("高远", [("单板进阶", 7, True), ("单板刻滑", 9, True)]),
    ("罗一诺", [("儿童双板营", 12, True)]),
    ("谢雨桐", [("单板入门", 6, True), ("单板公园技巧", 10, True)]),
    ("韩磊", [("双板入门", 3, False), ("双板进阶", 8, True), ("双板野雪", 11, True)]),
    ("唐果", [("儿童双板营", 2, False)]),
    ("冯子豪", [("单板刻滑", 3, False)]),
    ("杜若", [("双板入门", 5, True)]),
]  # fmt: skip
#: (student, [(resort, days, last)])
VISITED = [
    ("林小雪", [("南山雪场", 12, dt.date(2024, 1, 20)), ("万龙雪场", 3, dt.date(2022, 2, 1))]),
    ("黄子涵", [("万龙雪场", 20, dt.date(2024, 2, 10)), ("松花湖雪场", 6, dt.date(2023, 12, 30))]),
    ("马晓东", [("北大湖雪场", 9, dt.date(2021, 1, 15)), ("可可托海雪场", 4, dt.date(2023, 3, 1))]),
    ("何佳怡", [("万龙雪场", 2, dt.date(2018, 12, 28))]),
    ("高远", [("万龙雪场", 15, dt.date(2024, 1, 5))]),
    ("罗一诺", [("南山雪场", 7, dt.date(2023, 2, 11))]),
    ("谢雨桐", [("松花湖雪场", 18, dt.date(2024, 3, 2)), ("万龙雪场", 5, dt.date(2019, 1, 12))]),
    ("韩磊", [("北大湖雪场", 25, dt.date(2022, 12, 18)), ("可可托海雪场", 8, dt.date(2024, 2, 20))]),
    ("唐果", [("南山雪场", 1, dt.date(2024, 1, 1))]),
    ("冯子豪", [("万龙雪场", 4, dt.date(2017, 2, 14))]),
    ("许静", [("北大湖雪场", 5, dt.date(2016, 1, 8))]),
    ("杜若", [("云顶雪场", 6, dt.date(2023, 1, 28))]),
]  # fmt: skip


def skischool() -> object:
    rid = {r[0]: f"r{k + 1}" for k, r in enumerate(RESORTS)}
    kid = {c[0]: f"k{k + 1:02d}" for k, c in enumerate(COACHES)}
    cid = {c[0]: f"c{k + 1:02d}" for k, c in enumerate(COURSES)}
    sid = {s[0]: f"s{k + 1:02d}" for k, s in enumerate(STUDENTS)}
    resorts = U.VertexFile("resort", [("name", "string"), ("province", "string"), ("opened", "int")])
    resorts.rows = [[rid[n], n, p, y] for n, p, y in RESORTS]
    coaches = U.VertexFile("coach", [("name", "string"), ("born", "int"), ("level", "string")])
    works_at = U.EdgeFile("works_at", [("since", "date"), ("head", "bool")])
    for name, born, level, jobs in COACHES:
        coaches.rows.append([kid[name], name, born, level])
        works_at.rows += [[kid[name], rid[r], since, _bool(h)] for r, since, h in jobs]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for master, pupils in MENTORS:
        mentors.rows += [[kid[master], kid[p], y] for p, y in pupils]
    courses = U.VertexFile(
        "course",
        [("name", "string"), ("board", "string"), ("level", "string"), ("price", "double"), ("hours", "int")],
    )
    courses.rows = [[cid[n], n, b, lv, p, h] for n, b, lv, p, h in COURSES]
    teaches = U.EdgeFile("teaches", [("season", "int")])
    for coach, taught in TEACHES:
        teaches.rows += [[kid[coach], cid[c], y] for c, y in taught]
    held_at = U.EdgeFile("held_at", [("per_week", "int")])
    for course, places in HELD_AT:
        held_at.rows += [[cid[course], rid[r], n] for r, n in places]
    students = U.VertexFile("student", [("name", "string"), ("born", "int"), ("board", "string")])
    students.rows = [[sid[n], n, b, bd] for n, b, bd in STUDENTS]
    enrolled = U.EdgeFile("enrolled", [("lessons", "int"), ("passed", "bool")])
    for student, signed in ENROLLED:
        enrolled.rows += [[sid[student], cid[c], n, _bool(p)] for c, n, p in signed]
    visited = U.EdgeFile("visited", [("days", "int"), ("last", "date")])
    for student, trips in VISITED:
        visited.rows += [[sid[student], rid[r], d, last] for r, d, last in trips]
    return U.Graph(
        "skischool",
        8,
        SKI_DDL,
        [resorts, coaches, students, courses],
        [mentors, works_at, teaches, enrolled, held_at, visited],
    )


# --------------------------------------------------------------------------- repaircafe (English names as ids)

REPAIR_DDL = """
CREATE TAG IF NOT EXISTS cafe(name string, city string, opened int COMMENT "year the repair cafe opened");
CREATE TAG IF NOT EXISTS fixer(name string, born int COMMENT "year of birth", skill string COMMENT "electronics, sewing, bikes or woodwork");
CREATE TAG IF NOT EXISTS item(name string, category string COMMENT "electronics, kitchen, textile, bike or furniture", year int COMMENT "year the item was made", weight double COMMENT "kilograms");
CREATE TAG IF NOT EXISTS visitor(name string);
CREATE TAG IF NOT EXISTS supplier(name string);
CREATE TAG IF NOT EXISTS town(name string, region string);
CREATE EDGE IF NOT EXISTS trained(year int COMMENT "year the training began") COMMENT = "mentor -> trainee (fixer -> fixer)";
CREATE EDGE IF NOT EXISTS volunteers_at(since date, lead bool COMMENT "runs the repair table") COMMENT = "fixer -> cafe";
CREATE EDGE IF NOT EXISTS repaired(minutes int COMMENT "time spent on the item", fixed bool COMMENT "whether it works again") COMMENT = "fixer -> item";
CREATE EDGE IF NOT EXISTS brought(visit date) COMMENT = "visitor -> item";
CREATE EDGE IF NOT EXISTS taken_to(wait int COMMENT "minutes the item waited in the queue") COMMENT = "item -> cafe";
CREATE EDGE IF NOT EXISTS supplies(parts int COMMENT "spare parts delivered") COMMENT = "supplier -> cafe";
CREATE EDGE IF NOT EXISTS based_in() COMMENT = "supplier -> town";
CREATE EDGE IF NOT EXISTS lives_in() COMMENT = "visitor -> town";
CREATE TAG INDEX IF NOT EXISTS cafe_name_index ON cafe(name(32));
CREATE TAG INDEX IF NOT EXISTS fixer_name_index ON fixer(name(32));
CREATE TAG INDEX IF NOT EXISTS fixer_skill_index ON fixer(skill(16));
CREATE TAG INDEX IF NOT EXISTS item_name_index ON item(name(32));
CREATE TAG INDEX IF NOT EXISTS item_category_index ON item(category(16));
CREATE TAG INDEX IF NOT EXISTS item_year_index ON item(year);
CREATE TAG INDEX IF NOT EXISTS visitor_name_index ON visitor(name(32));
CREATE TAG INDEX IF NOT EXISTS supplier_name_index ON supplier(name(32));
CREATE TAG INDEX IF NOT EXISTS town_name_index ON town(name(32));
"""

#: (name, city, opened)
CAFES = [
    ("Fix-It Corner", "Bristol", 2014),
    ("Mend & Tea", "Bath", 2017),
    ("The Screwdriver Club", "Bristol", 2011),
    ("Second Life Hub", "Cardiff", 2020),
    ("Stitch Station", "Exeter", 2022),
]  # fmt: skip
#: (name, born, skill, [(cafe, since, lead)])
FIXERS = [
    ("Harold Finch", 1952, "electronics", [("The Screwdriver Club", dt.date(2011, 5, 1), True)]),
    ("June Okafor", 1967, "sewing", [("Mend & Tea", dt.date(2017, 3, 12), True), ("Stitch Station", dt.date(2022, 6, 1), True)]),
    ("Raj Patel", 1975, "electronics", [("The Screwdriver Club", dt.date(2012, 9, 15), False), ("Fix-It Corner", dt.date(2014, 2, 1), True)]),
    ("Carla Mendes", 1981, "bikes", [("Fix-It Corner", dt.date(2015, 4, 20), False)]),
    ("Tom Becker", 1990, "woodwork", [("Second Life Hub", dt.date(2020, 10, 10), True)]),
    ("Elsie Ward", 1994, "sewing", [("Stitch Station", dt.date(2022, 7, 15), False)]),
    ("Dan Hughes", 1986, "electronics", [("Mend & Tea", dt.date(2018, 1, 20), False)]),
    ("Priya Shah", 1999, "bikes", [("Second Life Hub", dt.date(2021, 3, 3), False)]),
    ("Mo Ahmed", 2001, "electronics", [("Fix-It Corner", dt.date(2021, 9, 9), False)]),
    ("Greta Lind", 1960, "woodwork", []),
]  # fmt: skip
#: (mentor, [(trainee, year)])
TRAINED = [
    ("Harold Finch", [("Raj Patel", 2010), ("Dan Hughes", 2015)]),
    ("Raj Patel", [("Mo Ahmed", 2021)]),
    ("June Okafor", [("Elsie Ward", 2018)]),
    ("Carla Mendes", [("Priya Shah", 2019)]),
    ("Greta Lind", [("Tom Becker", 2013)]),
]  # fmt: skip
#: (name, category, year, weight)
ITEMS = [
    ("Roberts Radio", "electronics", 1978, 2.1),
    ("Brass Desk Lamp", "electronics", 1965, 1.8),
    ("Red Kettle", "kitchen", 2015, 1.2),
    ("Denim Jacket", "textile", 2010, 0.9),
    ("Wool Coat", "textile", 1998, 1.6),
    ("Raleigh Shopper", "bike", 1985, 14.5),
    ("Oak Chair", "furniture", 1950, 6.0),
    ("Toaster Deluxe", "kitchen", 2008, 1.5),
    ("Singer Machine", "electronics", 1972, 8.2),
    ("Kids Scooter", "bike", 2019, 3.4),
    ("Pine Bookshelf", "furniture", 2001, 12.0),
    ("Walkman Classic", "electronics", 1989, 0.3),
    ("Silk Scarf", "textile", 2005, 0.1),
    ("Blender Pro", "kitchen", 2018, 2.4),
]  # fmt: skip
#: (fixer, [(item, minutes, fixed)])
REPAIRED = [
    ("Harold Finch", [("Roberts Radio", 95, True), ("Brass Desk Lamp", 40, True), ("Singer Machine", 120, False)]),
    ("Raj Patel", [("Roberts Radio", 30, False), ("Walkman Classic", 75, True), ("Toaster Deluxe", 25, True)]),
    ("June Okafor", [("Wool Coat", 60, True), ("Silk Scarf", 35, True)]),
    ("Elsie Ward", [("Denim Jacket", 45, True)]),
    ("Carla Mendes", [("Raleigh Shopper", 80, True), ("Kids Scooter", 20, True)]),
    ("Priya Shah", [("Raleigh Shopper", 50, False)]),
    ("Tom Becker", [("Oak Chair", 150, True), ("Pine Bookshelf", 90, False)]),
    ("Dan Hughes", [("Red Kettle", 20, False), ("Blender Pro", 55, True)]),
    ("Mo Ahmed", [("Red Kettle", 35, True)]),
]  # fmt: skip
#: (name, town)
VISITORS = [
    ("Alice Moore", "Bristol"),
    ("Ben Carter", "Bath"),
    ("Chloe Evans", "Bristol"),
    ("David Lowe", "Cardiff"),
    ("Emma Reid", "Exeter"),
    ("Frank Doyle", "Bath"),
    ("Grace Lin", "Cardiff"),
    ("Henry Walsh", "Bristol"),
]  # fmt: skip
#: (visitor, [(item, visit)])
BROUGHT = [
    ("Alice Moore", [("Roberts Radio", dt.date(2023, 3, 11)), ("Red Kettle", dt.date(2024, 1, 13))]),
    ("Ben Carter", [("Denim Jacket", dt.date(2019, 6, 8)), ("Toaster Deluxe", dt.date(2021, 11, 20))]),
    ("Chloe Evans", [("Brass Desk Lamp", dt.date(2018, 9, 15)), ("Oak Chair", dt.date(2022, 4, 9))]),
    ("David Lowe", [("Raleigh Shopper", dt.date(2020, 10, 17)), ("Kids Scooter", dt.date(2023, 5, 20))]),
    ("Emma Reid", [("Wool Coat", dt.date(2022, 8, 6)), ("Silk Scarf", dt.date(2024, 2, 3))]),
    ("Frank Doyle", [("Singer Machine", dt.date(2017, 10, 14)), ("Blender Pro", dt.date(2023, 9, 30))]),
    ("Grace Lin", [("Pine Bookshelf", dt.date(2021, 2, 27)), ("Walkman Classic", dt.date(2024, 3, 16))]),
]  # fmt: skip
#: (item, [(cafe, wait)])
TAKEN_TO = [
    ("Roberts Radio", [("The Screwdriver Club", 30)]),
    ("Brass Desk Lamp", [("The Screwdriver Club", 10)]),
    ("Singer Machine", [("The Screwdriver Club", 45)]),
    ("Walkman Classic", [("Fix-It Corner", 15)]),
    ("Toaster Deluxe", [("Fix-It Corner", 5)]),
    ("Red Kettle", [("Fix-It Corner", 20), ("Mend & Tea", 12)]),
    ("Blender Pro", [("Mend & Tea", 8)]),
    ("Wool Coat", [("Stitch Station", 25)]),
    ("Silk Scarf", [("Stitch Station", 6)]),
    ("Denim Jacket", [("Stitch Station", 18)]),
    ("Raleigh Shopper", [("Second Life Hub", 40)]),
    ("Kids Scooter", [("Fix-It Corner", 22)]),
    ("Oak Chair", [("Second Life Hub", 35)]),
    ("Pine Bookshelf", [("Second Life Hub", 50)]),
]  # fmt: skip
#: (name, town)
SUPPLIERS = [
    ("Volt Spares Ltd", "Swindon"),
    ("Thread & Needle Co", "Bath"),
    ("Spoke Works", "Cardiff"),
    ("Timber Yard Supplies", "Gloucester"),
    ("Kettle Parts Direct", "Swindon"),
]  # fmt: skip
#: (supplier, [(cafe, parts)])
SUPPLIES = [
    ("Volt Spares Ltd", [("The Screwdriver Club", 120), ("Fix-It Corner", 80)]),
    ("Thread & Needle Co", [("Stitch Station", 60), ("Mend & Tea", 25)]),
    ("Spoke Works", [("Second Life Hub", 40), ("Fix-It Corner", 15)]),
    ("Timber Yard Supplies", [("Second Life Hub", 30)]),
    ("Kettle Parts Direct", [("Mend & Tea", 18), ("Fix-It Corner", 22)]),
]  # fmt: skip
#: (name, region)
TOWNS = [
    ("Bristol", "South West"),
    ("Bath", "South West"),
    ("Exeter", "South West"),
    ("Swindon", "South West"),
    ("Gloucester", "South West"),
    ("Cardiff", "Wales"),
]  # fmt: skip


def repaircafe() -> object:
    cafes = U.VertexFile("cafe", [("name", "string"), ("city", "string"), ("opened", "int")])
    cafes.rows = [[n, n, c, y] for n, c, y in CAFES]
    fixers = U.VertexFile("fixer", [("name", "string"), ("born", "int"), ("skill", "string")])
    volunteers_at = U.EdgeFile("volunteers_at", [("since", "date"), ("lead", "bool")])
    for name, born, skill, shifts in FIXERS:
        fixers.rows.append([name, name, born, skill])
        volunteers_at.rows += [[name, c, since, _bool(lead)] for c, since, lead in shifts]
    trained = U.EdgeFile("trained", [("year", "int")])
    for mentor, trainees in TRAINED:
        trained.rows += [[mentor, t, y] for t, y in trainees]
    items = U.VertexFile(
        "item", [("name", "string"), ("category", "string"), ("year", "int"), ("weight", "double")]
    )
    items.rows = [[n, n, c, y, w] for n, c, y, w in ITEMS]
    repaired = U.EdgeFile("repaired", [("minutes", "int"), ("fixed", "bool")])
    for fixer, jobs in REPAIRED:
        repaired.rows += [[fixer, i, m, _bool(f)] for i, m, f in jobs]
    visitors = U.VertexFile("visitor", [("name", "string")])
    visitors.rows = [[n, n] for n, _ in VISITORS]
    lives_in = U.EdgeFile("lives_in", [])
    lives_in.rows = [[n, t] for n, t in VISITORS]
    brought = U.EdgeFile("brought", [("visit", "date")])
    for visitor, things in BROUGHT:
        brought.rows += [[visitor, i, d] for i, d in things]
    taken_to = U.EdgeFile("taken_to", [("wait", "int")])
    for item, places in TAKEN_TO:
        taken_to.rows += [[item, c, w] for c, w in places]
    suppliers = U.VertexFile("supplier", [("name", "string")])
    suppliers.rows = [[n, n] for n, _ in SUPPLIERS]
    based_in = U.EdgeFile("based_in", [])
    based_in.rows = [[n, t] for n, t in SUPPLIERS]
    supplies = U.EdgeFile("supplies", [("parts", "int")])
    for supplier, deliveries in SUPPLIES:
        supplies.rows += [[supplier, c, p] for c, p in deliveries]
    towns = U.VertexFile("town", [("name", "string"), ("region", "string")])
    towns.rows = [[n, n, r] for n, r in TOWNS]
    return U.Graph(
        "repaircafe",
        32,
        REPAIR_DDL,
        [cafes, fixers, items, visitors, suppliers, towns],
        [trained, volunteers_at, repaired, brought, taken_to, supplies, based_in, lives_in],
    )


def build_all() -> list[object]:
    return [skischool(), repaircafe()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
