"""Write the two development graphs of ``eval/devshapes11/graphs/`` (kayak, maker).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at (negation, group-by, aggregates, counts, filters, 2-hop
through a role noun). ``kayak`` (a kayak rental club: outlets, boats, paddlers, guided trips)
has opaque ids, Chinese display names, English schema names with Chinese COMMENTs and Chinese
category strings (``kind`` 单人艇/双人艇/桨板, ``level`` 新手/熟手/教练, ``water`` 湖泊/江河). It
has a same-tag edge (``trained``: 师傅 -> 徒弟, paddler→paddler), tags reached by several edge
types (``boat``: ``rented`` and the source of ``docked_at``; ``trip``: ``joined`` and ``led``;
``outlet``: ``member_of`` and ``docked_at``) and edge properties of every kind (``member_of``'s
``since`` date and ``vip`` bool, ``rented``'s ``hours`` int and ``damaged`` bool, ``joined``'s
``paid`` double, ``led``'s ``pay`` int).
``maker`` (a hackerspace: areas, tools, members, projects, workshops) has English names that
are the vertex ids, a same-tag edge (``mentors``: mentor -> trainee, member→member), tags
reached by several edge types (``tool``: ``certified`` and ``booked``, and the source of
``located_in``; ``workshop``: ``taught`` and ``attended``) and edge properties of every kind
(``certified``' ``since`` date and ``level`` int, ``booked``' ``hours`` int and ``paid`` bool,
``works_on``' ``hours`` int and ``lead`` bool, ``taught``'s ``fee`` double).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.
Traps a real graph has: a boat nobody rented, coaches who rent nothing, a paddler with no trip,
a member on no project and a sponsor with no edge but a mentoring one, a project with no lead,
a member who booked a machine he is not certified on.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes11/make_graphs.py [--out eval/devshapes11/graphs]
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


# --------------------------------------------------------------------------- kayak (Chinese names, opaque ids)

KAYAK_DDL = """
CREATE TAG IF NOT EXISTS outlet(name string COMMENT "租船点名称", district string COMMENT "所在区县", opened int COMMENT "开业年份") COMMENT = "租船点";
CREATE TAG IF NOT EXISTS boat(name string COMMENT "船名", kind string COMMENT "类型：单人艇/双人艇/桨板", seats int COMMENT "座位数", price double COMMENT "每小时租金，元", bought int COMMENT "购入年份") COMMENT = "船只";
CREATE TAG IF NOT EXISTS paddler(name string COMMENT "姓名", born int COMMENT "出生年份", level string COMMENT "水平：新手/熟手/教练") COMMENT = "桨手";
CREATE TAG IF NOT EXISTS trip(name string COMMENT "活动名称", day date COMMENT "活动日期", km int COMMENT "路线长度，公里", water string COMMENT "水域：湖泊/江河") COMMENT = "带队活动";
CREATE EDGE IF NOT EXISTS trained(since int COMMENT "拜师年份") COMMENT = "师傅 -> 徒弟（桨手 -> 桨手）";
CREATE EDGE IF NOT EXISTS member_of(since date COMMENT "办卡日期", vip bool COMMENT "是否VIP") COMMENT = "桨手 -> 租船点";
CREATE EDGE IF NOT EXISTS rented(hours int COMMENT "租用小时数", damaged bool COMMENT "归还时是否有损坏") COMMENT = "租船：桨手 -> 船只";
CREATE EDGE IF NOT EXISTS docked_at(slot int COMMENT "泊位号") COMMENT = "船只 -> 租船点";
CREATE EDGE IF NOT EXISTS joined(paid double COMMENT "报名费，元") COMMENT = "报名：桨手 -> 活动";
CREATE EDGE IF NOT EXISTS led(pay int COMMENT "带队报酬，元") COMMENT = "带队：教练 -> 活动";
CREATE TAG INDEX IF NOT EXISTS outlet_name_index ON outlet(name(16));
CREATE TAG INDEX IF NOT EXISTS boat_name_index ON boat(name(16));
CREATE TAG INDEX IF NOT EXISTS boat_kind_index ON boat(kind(8));
CREATE TAG INDEX IF NOT EXISTS paddler_name_index ON paddler(name(16));
CREATE TAG INDEX IF NOT EXISTS paddler_level_index ON paddler(level(8));
CREATE TAG INDEX IF NOT EXISTS trip_name_index ON trip(name(16));
"""

#: (name, district, opened)
OUTLETS = [
    ("西湖码头", "西湖区", 2011),
    ("钱江租艇点", "上城区", 2014),
    ("千岛湖营地", "淳安县", 2016),
    ("运河驿站", "拱墅区", 2019),
    ("湘湖船坞", "萧山区", 2021),
]  # fmt: skip
#: (name, kind, seats, price per hour, bought, outlet, slot)
BOATS = [
    ("蓝鲸一号", "单人艇", 1, 60.0, 2015, "西湖码头", 1),
    ("蓝鲸二号", "单人艇", 1, 58.0, 2017, "钱江租艇点", 2),
    ("白鹭", "双人艇", 2, 90.0, 2016, "西湖码头", 3),
    ("翠鸟", "双人艇", 2, 85.0, 2019, "千岛湖营地", 1),
    ("飞鱼", "单人艇", 1, 70.0, 2020, "千岛湖营地", 2),
    ("海豚", "双人艇", 2, 100.0, 2021, "千岛湖营地", 3),
    ("青蛙", "桨板", 1, 40.0, 2018, "运河驿站", 1),
    ("荷叶", "桨板", 1, 45.0, 2022, "湘湖船坞", 1),
    ("红枫", "单人艇", 1, 65.0, 2013, "西湖码头", 2),
    ("银鱼", "桨板", 1, 50.0, 2020, "钱江租艇点", 1),
    ("小黄鸭", "桨板", 1, 35.0, 2023, "湘湖船坞", 2),
]  # fmt: skip
#: (name, born, level, [(outlet, since, vip)])
PADDLERS = [
    ("王建华", 1970, "教练", [("西湖码头", dt.date(2011, 5, 1), True)]),
    ("刘海波", 1978, "教练", [("钱江租艇点", dt.date(2014, 6, 10), True), ("西湖码头", dt.date(2012, 3, 1), False)]),
    ("陈静", 1985, "教练", [("千岛湖营地", dt.date(2016, 7, 1), True)]),
    ("赵小龙", 1990, "熟手", [("钱江租艇点", dt.date(2015, 4, 20), False)]),
    ("林晓", 1993, "熟手", [("千岛湖营地", dt.date(2017, 8, 15), False)]),
    ("黄志勇", 1982, "熟手", [("西湖码头", dt.date(2013, 9, 9), True)]),
    ("周敏", 1996, "新手", [("运河驿站", dt.date(2019, 5, 5), False)]),
    ("吴昊", 1999, "新手", [("钱江租艇点", dt.date(2020, 7, 1), False)]),
    ("徐丽", 1988, "熟手", [("千岛湖营地", dt.date(2016, 10, 10), True), ("湘湖船坞", dt.date(2021, 6, 1), False)]),
    ("孙杰", 2001, "新手", [("运河驿站", dt.date(2021, 3, 12), False)]),
    ("马云飞", 1975, "教练", [("西湖码头", dt.date(2011, 8, 8), False)]),
    ("胡蝶", 1997, "新手", [("湘湖船坞", dt.date(2021, 9, 1), False)]),
    ("郭强", 1986, "熟手", [("运河驿站", dt.date(2019, 4, 1), True)]),
    ("何娜", 2000, "新手", [("湘湖船坞", dt.date(2022, 5, 20), False)]),
    ("高远", 1992, "熟手", [("千岛湖营地", dt.date(2017, 6, 18), False)]),
    ("罗琳", 2003, "新手", [("运河驿站", dt.date(2023, 4, 4), False)]),
    ("梁栋", 1980, "熟手", [("钱江租艇点", dt.date(2014, 9, 1), True)]),
    ("宋雪", 1995, "新手", [("西湖码头", dt.date(2022, 7, 7), False)]),
]  # fmt: skip
#: (师傅, [(徒弟, since)])
TRAINED = [
    ("王建华", [("刘海波", 2005), ("陈静", 2010), ("马云飞", 2003)]),
    ("刘海波", [("赵小龙", 2012), ("黄志勇", 2011)]),
    ("陈静", [("林晓", 2015), ("徐丽", 2014), ("高远", 2016)]),
    ("赵小龙", [("周敏", 2019), ("吴昊", 2020)]),
    ("林晓", [("孙杰", 2021)]),
    ("马云飞", [("郭强", 2013), ("梁栋", 2008)]),
    ("郭强", [("胡蝶", 2020)]),
    ("徐丽", [("何娜", 2022)]),
]  # fmt: skip
#: (paddler, [(boat, hours, damaged)])
RENTED = [
    ("周敏", [("蓝鲸一号", 2, False), ("青蛙", 1, False)]),
    ("吴昊", [("蓝鲸二号", 3, True), ("银鱼", 2, False)]),
    ("孙杰", [("青蛙", 2, False)]),
    ("胡蝶", [("荷叶", 1, False), ("白鹭", 3, False)]),
    ("何娜", [("荷叶", 2, True)]),
    ("罗琳", [("青蛙", 1, False)]),
    ("宋雪", [("蓝鲸一号", 2, False), ("白鹭", 4, False)]),
    ("赵小龙", [("蓝鲸二号", 5, False)]),
    ("林晓", [("飞鱼", 4, False), ("海豚", 6, False)]),
    ("黄志勇", [("红枫", 3, True)]),
    ("徐丽", [("翠鸟", 5, False)]),
    ("郭强", [("青蛙", 2, False)]),
    ("高远", [("飞鱼", 3, False), ("翠鸟", 2, True)]),
    ("梁栋", [("银鱼", 4, False)]),
]  # fmt: skip
#: (name, day, km, water)
TRIPS = [
    ("西湖晨划", dt.date(2019, 5, 12), 6, "湖泊"),
    ("钱塘江夜划", dt.date(2020, 8, 20), 12, "江河"),
    ("千岛湖环岛", dt.date(2021, 6, 5), 25, "湖泊"),
    ("运河穿城", dt.date(2022, 4, 16), 15, "江河"),
    ("湘湖日落", dt.date(2023, 9, 9), 8, "湖泊"),
    ("富春江漂流", dt.date(2018, 7, 1), 20, "江河"),
]  # fmt: skip
#: (教练, [(trip, pay)])
LED = [
    ("王建华", [("西湖晨划", 300), ("富春江漂流", 500)]),
    ("刘海波", [("钱塘江夜划", 400)]),
    ("陈静", [("千岛湖环岛", 600), ("湘湖日落", 350)]),
    ("马云飞", [("运河穿城", 450)]),
]  # fmt: skip
#: (paddler, [(trip, paid)])
JOINED = [
    ("周敏", [("西湖晨划", 80.0), ("运河穿城", 120.0)]),
    ("吴昊", [("钱塘江夜划", 150.0)]),
    ("孙杰", [("运河穿城", 120.0), ("湘湖日落", 90.0)]),
    ("何娜", [("湘湖日落", 100.0)]),
    ("赵小龙", [("钱塘江夜划", 150.0), ("千岛湖环岛", 260.0), ("富春江漂流", 200.0)]),
    ("林晓", [("千岛湖环岛", 260.0)]),
    ("黄志勇", [("西湖晨划", 80.0), ("富春江漂流", 180.0)]),
    ("徐丽", [("千岛湖环岛", 240.0)]),
    ("郭强", [("运河穿城", 110.0)]),
    ("高远", [("千岛湖环岛", 260.0), ("湘湖日落", 95.0)]),
    ("梁栋", [("富春江漂流", 200.0)]),
    ("宋雪", [("西湖晨划", 70.0)]),
]  # fmt: skip


def kayak() -> object:
    oid = {o[0]: f"o{k + 1}" for k, o in enumerate(OUTLETS)}
    bid = {b[0]: f"b{k + 1:02d}" for k, b in enumerate(BOATS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PADDLERS)}
    tid = {t[0]: f"t{k + 1}" for k, t in enumerate(TRIPS)}
    outlets = U.VertexFile("outlet", [("name", "string"), ("district", "string"), ("opened", "int")])
    outlets.rows = [[oid[n], n, d, y] for n, d, y in OUTLETS]
    boats = U.VertexFile(
        "boat",
        [("name", "string"), ("kind", "string"), ("seats", "int"), ("price", "double"), ("bought", "int")],
    )
    docked_at = U.EdgeFile("docked_at", [("slot", "int")])
    for name, kind, seats, price, bought, outlet, slot in BOATS:
        boats.rows.append([bid[name], name, kind, seats, price, bought])
        docked_at.rows.append([bid[name], oid[outlet], slot])
    paddlers = U.VertexFile("paddler", [("name", "string"), ("born", "int"), ("level", "string")])
    member_of = U.EdgeFile("member_of", [("since", "date"), ("vip", "bool")])
    for name, born, level, cards in PADDLERS:
        paddlers.rows.append([pid[name], name, born, level])
        member_of.rows += [[pid[name], oid[o], since, _bool(v)] for o, since, v in cards]
    trained = U.EdgeFile("trained", [("since", "int")])
    for master, pupils in TRAINED:
        trained.rows += [[pid[master], pid[p], y] for p, y in pupils]
    rented = U.EdgeFile("rented", [("hours", "int"), ("damaged", "bool")])
    for paddler, rentals in RENTED:
        rented.rows += [[pid[paddler], bid[b], h, _bool(d)] for b, h, d in rentals]
    trips = U.VertexFile("trip", [("name", "string"), ("day", "date"), ("km", "int"), ("water", "string")])
    trips.rows = [[tid[n], n, d, km, w] for n, d, km, w in TRIPS]
    led = U.EdgeFile("led", [("pay", "int")])
    for coach, runs in LED:
        led.rows += [[pid[coach], tid[t], pay] for t, pay in runs]
    joined = U.EdgeFile("joined", [("paid", "double")])
    for paddler, signups in JOINED:
        joined.rows += [[pid[paddler], tid[t], paid] for t, paid in signups]
    return U.Graph(
        "kayak",
        8,
        KAYAK_DDL,
        [outlets, boats, paddlers, trips],
        [trained, member_of, rented, docked_at, joined, led],
    )


# --------------------------------------------------------------------------- maker (English names as ids)

MAKER_DDL = """
CREATE TAG IF NOT EXISTS area(name string, floor int, opened int COMMENT "year the area opened");
CREATE TAG IF NOT EXISTS tool(name string, kind string COMMENT "cutting, printing, electronics, sewing or metalwork", cost double COMMENT "purchase price in EUR", bought int COMMENT "year bought");
CREATE TAG IF NOT EXISTS member(name string, joined int COMMENT "year the member joined", plan string COMMENT "student, regular or sponsor");
CREATE TAG IF NOT EXISTS project(name string, status string COMMENT "active, done or abandoned", started date);
CREATE TAG IF NOT EXISTS workshop(name string, day date, seats int);
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "year the mentoring began") COMMENT = "mentor -> trainee (member -> member)";
CREATE EDGE IF NOT EXISTS located_in(bench int) COMMENT = "tool -> area";
CREATE EDGE IF NOT EXISTS certified(since date, level int COMMENT "1 (basic) to 3 (may train others)") COMMENT = "member -> tool: passed the induction";
CREATE EDGE IF NOT EXISTS booked(hours int, paid bool) COMMENT = "member -> tool: a reservation";
CREATE EDGE IF NOT EXISTS works_on(hours int, lead bool) COMMENT = "member -> project";
CREATE EDGE IF NOT EXISTS taught(fee double COMMENT "EUR paid to the teacher") COMMENT = "member -> workshop";
CREATE EDGE IF NOT EXISTS attended(rating int COMMENT "1 to 5 stars") COMMENT = "member -> workshop";
CREATE TAG INDEX IF NOT EXISTS area_name_index ON area(name(32));
CREATE TAG INDEX IF NOT EXISTS tool_name_index ON tool(name(32));
CREATE TAG INDEX IF NOT EXISTS tool_kind_index ON tool(kind(16));
CREATE TAG INDEX IF NOT EXISTS member_name_index ON member(name(32));
CREATE TAG INDEX IF NOT EXISTS member_plan_index ON member(plan(16));
CREATE TAG INDEX IF NOT EXISTS project_name_index ON project(name(32));
CREATE TAG INDEX IF NOT EXISTS workshop_name_index ON workshop(name(32));
"""

#: (name, floor, opened)
AREAS = [
    ("Wood Shop", 0, 2012),
    ("Electronics Lab", 1, 2012),
    ("Textile Corner", 2, 2016),
    ("Metal Shop", 0, 2015),
    ("Print Bay", 1, 2019),
]  # fmt: skip
#: (name, kind, cost, bought, area, bench)
TOOLS = [
    ("Laser Cutter", "cutting", 8500.0, 2018, "Print Bay", 1),
    ("Table Saw", "cutting", 2200.0, 2012, "Wood Shop", 1),
    ("Bandsaw", "cutting", 1800.0, 2014, "Wood Shop", 2),
    ("CNC Router", "cutting", 6400.0, 2017, "Wood Shop", 3),
    ("Prusa Printer", "printing", 900.0, 2019, "Print Bay", 2),
    ("Resin Printer", "printing", 1500.0, 2021, "Print Bay", 3),
    ("Soldering Station", "electronics", 250.0, 2012, "Electronics Lab", 1),
    ("Oscilloscope", "electronics", 1200.0, 2016, "Electronics Lab", 2),
    ("Sewing Machine", "sewing", 600.0, 2016, "Textile Corner", 1),
    ("Embroidery Machine", "sewing", 3100.0, 2020, "Textile Corner", 2),
    ("Metal Lathe", "metalwork", 5200.0, 2015, "Metal Shop", 1),
    ("Welder", "metalwork", 2700.0, 2015, "Metal Shop", 2),
]  # fmt: skip
#: (name, joined, plan)
MEMBERS = [
    ("Greta Holm", 2012, "sponsor"),
    ("Dev Sharma", 2013, "regular"),
    ("Maya Flores", 2014, "regular"),
    ("Owen Price", 2015, "sponsor"),
    ("Lena Fischer", 2016, "regular"),
    ("Kwame Asante", 2017, "student"),
    ("Zoe Turner", 2018, "student"),
    ("Felix Novak", 2018, "regular"),
    ("Aisha Khan", 2019, "student"),
    ("Marco Rossi", 2019, "regular"),
    ("Ivy Chen", 2020, "student"),
    ("Sven Berg", 2021, "regular"),
    ("Nora Quinn", 2022, "student"),
    ("Theo Walsh", 2023, "student"),
    ("Ruth Adams", 2011, "sponsor"),
]  # fmt: skip
#: (mentor, [(trainee, since)])
MENTORS = [
    ("Greta Holm", [("Dev Sharma", 2013), ("Maya Flores", 2014)]),
    ("Dev Sharma", [("Kwame Asante", 2017), ("Felix Novak", 2018), ("Aisha Khan", 2019)]),
    ("Maya Flores", [("Lena Fischer", 2016), ("Zoe Turner", 2018)]),
    ("Lena Fischer", [("Ivy Chen", 2020)]),
    ("Felix Novak", [("Nora Quinn", 2022), ("Theo Walsh", 2023)]),
    ("Ruth Adams", [("Owen Price", 2015), ("Marco Rossi", 2019)]),
    ("Marco Rossi", [("Sven Berg", 2021)]),
]  # fmt: skip
#: (member, [(tool, since, level)])
CERTIFIED = [
    ("Greta Holm", [("Table Saw", dt.date(2012, 3, 1), 3), ("CNC Router", dt.date(2017, 5, 1), 3), ("Metal Lathe", dt.date(2015, 6, 1), 2)]),
    ("Dev Sharma", [("Soldering Station", dt.date(2013, 2, 10), 3), ("Oscilloscope", dt.date(2016, 4, 4), 3), ("Laser Cutter", dt.date(2018, 9, 1), 2)]),
    ("Maya Flores", [("Sewing Machine", dt.date(2016, 1, 15), 3), ("Embroidery Machine", dt.date(2020, 2, 2), 2)]),
    ("Owen Price", [("Welder", dt.date(2015, 7, 7), 3), ("Metal Lathe", dt.date(2016, 3, 3), 3)]),
    ("Lena Fischer", [("Sewing Machine", dt.date(2016, 11, 11), 2), ("Laser Cutter", dt.date(2019, 1, 20), 1)]),
    ("Kwame Asante", [("Soldering Station", dt.date(2017, 10, 1), 2), ("Prusa Printer", dt.date(2019, 6, 6), 2)]),
    ("Zoe Turner", [("Embroidery Machine", dt.date(2021, 3, 3), 1)]),
    ("Felix Novak", [("Table Saw", dt.date(2018, 5, 5), 2), ("Bandsaw", dt.date(2018, 5, 20), 2), ("Laser Cutter", dt.date(2019, 8, 8), 3)]),
    ("Aisha Khan", [("Prusa Printer", dt.date(2019, 9, 9), 3), ("Resin Printer", dt.date(2021, 5, 5), 2)]),
    ("Marco Rossi", [("Welder", dt.date(2020, 1, 10), 2)]),
    ("Ivy Chen", [("Sewing Machine", dt.date(2020, 10, 10), 1)]),
    ("Sven Berg", [("Prusa Printer", dt.date(2021, 7, 7), 1)]),
    ("Nora Quinn", [("Soldering Station", dt.date(2022, 9, 9), 1)]),
]  # fmt: skip
#: (member, [(tool, hours, paid)])
BOOKED = [
    ("Kwame Asante", [("Prusa Printer", 6, True), ("Soldering Station", 3, False)]),
    ("Aisha Khan", [("Resin Printer", 8, True), ("Prusa Printer", 4, True)]),
    ("Felix Novak", [("Laser Cutter", 5, True), ("Table Saw", 2, False)]),
    ("Lena Fischer", [("Laser Cutter", 3, True)]),
    ("Zoe Turner", [("Embroidery Machine", 4, False)]),
    ("Sven Berg", [("Prusa Printer", 7, False)]),
    ("Nora Quinn", [("Soldering Station", 1, False)]),
    ("Dev Sharma", [("Oscilloscope", 2, True)]),
    ("Marco Rossi", [("Welder", 6, True)]),
    ("Owen Price", [("Metal Lathe", 9, True)]),
    ("Theo Walsh", [("Prusa Printer", 2, False)]),
    ("Maya Flores", [("Embroidery Machine", 3, True)]),
]  # fmt: skip
#: (name, status, started)
PROJECTS = [
    ("Solar Bench", "done", dt.date(2018, 4, 1)),
    ("Drone Frame", "active", dt.date(2021, 2, 15)),
    ("Robot Arm", "active", dt.date(2019, 10, 10)),
    ("Quilt Map", "done", dt.date(2017, 6, 6)),
    ("Arcade Cabinet", "abandoned", dt.date(2020, 3, 3)),
    ("Weather Station", "active", dt.date(2022, 5, 5)),
    ("Bike Trailer", "done", dt.date(2016, 8, 8)),
]  # fmt: skip
#: (project, [(member, hours, lead)])
WORKS_ON = [
    ("Solar Bench", [("Greta Holm", 120, True), ("Felix Novak", 40, False), ("Owen Price", 30, False)]),
    ("Drone Frame", [("Kwame Asante", 80, True), ("Aisha Khan", 60, False), ("Sven Berg", 25, False)]),
    ("Robot Arm", [("Dev Sharma", 150, True), ("Kwame Asante", 45, False), ("Nora Quinn", 20, False)]),
    ("Quilt Map", [("Maya Flores", 90, True), ("Zoe Turner", 35, False)]),
    ("Arcade Cabinet", [("Felix Novak", 70, False), ("Marco Rossi", 15, False)]),
    ("Weather Station", [("Ivy Chen", 30, True), ("Dev Sharma", 10, False), ("Theo Walsh", 12, False)]),
    ("Bike Trailer", [("Owen Price", 60, True), ("Greta Holm", 25, False)]),
]  # fmt: skip
#: (name, day, seats)
WORKSHOPS = [
    ("Intro to Soldering", dt.date(2019, 3, 9), 12),
    ("Laser Basics", dt.date(2020, 6, 13), 8),
    ("Sewing 101", dt.date(2021, 1, 23), 10),
    ("Arduino Night", dt.date(2022, 11, 5), 15),
    ("Woodturning Day", dt.date(2023, 4, 22), 6),
]  # fmt: skip
#: (teacher, [(workshop, fee)])
TAUGHT = [
    ("Dev Sharma", [("Intro to Soldering", 150.0), ("Arduino Night", 200.0)]),
    ("Felix Novak", [("Laser Basics", 180.0)]),
    ("Maya Flores", [("Sewing 101", 120.0)]),
    ("Greta Holm", [("Woodturning Day", 250.0)]),
]  # fmt: skip
#: (member, [(workshop, rating)])
ATTENDED = [
    ("Kwame Asante", [("Intro to Soldering", 5), ("Arduino Night", 4)]),
    ("Zoe Turner", [("Sewing 101", 4), ("Laser Basics", 3)]),
    ("Aisha Khan", [("Intro to Soldering", 4), ("Laser Basics", 5)]),
    ("Ivy Chen", [("Sewing 101", 5), ("Arduino Night", 3)]),
    ("Sven Berg", [("Laser Basics", 4), ("Woodturning Day", 5)]),
    ("Nora Quinn", [("Arduino Night", 5)]),
    ("Theo Walsh", [("Arduino Night", 2), ("Woodturning Day", 4)]),
    ("Lena Fischer", [("Laser Basics", 4)]),
    ("Marco Rossi", [("Woodturning Day", 3)]),
]  # fmt: skip


def maker() -> object:
    areas = U.VertexFile("area", [("name", "string"), ("floor", "int"), ("opened", "int")])
    areas.rows = [[n, n, f, y] for n, f, y in AREAS]
    tools = U.VertexFile(
        "tool", [("name", "string"), ("kind", "string"), ("cost", "double"), ("bought", "int")]
    )
    located_in = U.EdgeFile("located_in", [("bench", "int")])
    for name, kind, cost, bought, area, bench in TOOLS:
        tools.rows.append([name, name, kind, cost, bought])
        located_in.rows.append([name, area, bench])
    members = U.VertexFile("member", [("name", "string"), ("joined", "int"), ("plan", "string")])
    members.rows = [[n, n, y, p] for n, y, p in MEMBERS]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for mentor, trainees in MENTORS:
        mentors.rows += [[mentor, t, y] for t, y in trainees]
    certified = U.EdgeFile("certified", [("since", "date"), ("level", "int")])
    for member, certs in CERTIFIED:
        certified.rows += [[member, t, since, lvl] for t, since, lvl in certs]
    booked = U.EdgeFile("booked", [("hours", "int"), ("paid", "bool")])
    for member, slots in BOOKED:
        booked.rows += [[member, t, h, _bool(p)] for t, h, p in slots]
    projects = U.VertexFile("project", [("name", "string"), ("status", "string"), ("started", "date")])
    projects.rows = [[n, n, s, d] for n, s, d in PROJECTS]
    works_on = U.EdgeFile("works_on", [("hours", "int"), ("lead", "bool")])
    for project, crew in WORKS_ON:
        works_on.rows += [[m, project, h, _bool(lead)] for m, h, lead in crew]
    workshops = U.VertexFile("workshop", [("name", "string"), ("day", "date"), ("seats", "int")])
    workshops.rows = [[n, n, d, s] for n, d, s in WORKSHOPS]
    taught = U.EdgeFile("taught", [("fee", "double")])
    for teacher, classes in TAUGHT:
        taught.rows += [[teacher, w, fee] for w, fee in classes]
    attended = U.EdgeFile("attended", [("rating", "int")])
    for member, visits in ATTENDED:
        attended.rows += [[member, w, r] for w, r in visits]
    return U.Graph(
        "maker",
        32,
        MAKER_DDL,
        [areas, tools, members, projects, workshops],
        [mentors, located_in, certified, booked, works_on, taught, attended],
    )


def build_all() -> list[object]:
    return [kayak(), maker()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
