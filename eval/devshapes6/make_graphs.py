"""Write the two development graphs of ``eval/devshapes6/graphs/`` (fleet, gym).

Why: the offline composer needs development material in domains no other set uses, with
every question shape (lookup … unanswerable) asked the way people type. ``fleet`` (depots,
drivers, trucks, routes, customers) has opaque ids everywhere, shows trucks by ``plate`` and
routes by ``label`` (not ``name``), and keeps codes and years that are not the display
(``licence``, ``code``, ``model_year``, ``hired``). It has one edge type over two tag pairs
(``based_at``: driver→depot and truck→depot), a same-tag edge (``mentors``), tags reached by
several edge types (``route``: ``runs``, ``leads``; ``customer``: ``serves``, ``contracts``;
``depot``: from two tags) and edge properties of every kind (int, date, bool, double). ``gym``
(gyms, coaches, members, group classes) has Chinese names, English schema names with Chinese
COMMENTs, coach names as vertex ids (opaque ids elsewhere), ``joined`` member→gym and
coach→gym, two same-tag edges (``mentored`` coach→coach, ``referred`` member→member), and
``member`` and ``course`` each reached by two edge types.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes6/make_graphs.py [--out eval/devshapes6/graphs]
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


# --------------------------------------------------------------------------- fleet (English, opaque ids)

FLEET_DDL = """
CREATE TAG IF NOT EXISTS depot(name string, city string, opened int COMMENT "year the depot opened");
CREATE TAG IF NOT EXISTS driver(name string, licence string COMMENT "licence number", hired int COMMENT "year hired", grade string COMMENT "senior, regular or trainee");
CREATE TAG IF NOT EXISTS truck(plate string COMMENT "number plate", model string, model_year int, capacity double COMMENT "payload in tonnes", fuel string COMMENT "diesel, electric or lng");
CREATE TAG IF NOT EXISTS route(label string, code string COMMENT "route code", distance double COMMENT "km per round");
CREATE TAG IF NOT EXISTS customer(name string, sector string COMMENT "grocery, pharma, construction or retail");
CREATE EDGE IF NOT EXISTS based_at(since date) COMMENT = "driver -> depot, truck -> depot";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "year mentoring began") COMMENT = "mentor -> mentee (driver -> driver)";
CREATE EDGE IF NOT EXISTS drives(shifts int COMMENT "shifts driven", main bool COMMENT "the driver's main truck") COMMENT = "driver -> truck";
CREATE EDGE IF NOT EXISTS runs(trips int COMMENT "trips per week", refrigerated bool) COMMENT = "truck -> route";
CREATE EDGE IF NOT EXISTS leads(start date) COMMENT = "lead driver of a route (driver -> route)";
CREATE EDGE IF NOT EXISTS serves(stops int COMMENT "stops per week") COMMENT = "route -> customer";
CREATE EDGE IF NOT EXISTS contracts(amount double COMMENT "thousand GBP a year", signed_on date) COMMENT = "depot -> customer";
CREATE TAG INDEX IF NOT EXISTS depot_name_index ON depot(name(32));
CREATE TAG INDEX IF NOT EXISTS driver_name_index ON driver(name(32));
CREATE TAG INDEX IF NOT EXISTS driver_licence_index ON driver(licence(16));
CREATE TAG INDEX IF NOT EXISTS driver_hired_index ON driver(hired);
CREATE TAG INDEX IF NOT EXISTS truck_plate_index ON truck(plate(16));
CREATE TAG INDEX IF NOT EXISTS truck_fuel_index ON truck(fuel(16));
CREATE TAG INDEX IF NOT EXISTS truck_capacity_index ON truck(capacity);
CREATE TAG INDEX IF NOT EXISTS route_label_index ON route(label(32));
CREATE TAG INDEX IF NOT EXISTS route_code_index ON route(code(16));
CREATE TAG INDEX IF NOT EXISTS customer_name_index ON customer(name(32));
"""

#: (name, city, opened)
DEPOTS = [
    ("North Yard", "Leeds", 1998),
    ("Harbour Depot", "Hull", 2005),
    ("Central Hub", "Manchester", 2011),
    ("West Point", "Bristol", 2016),
]  # fmt: skip
#: (name, licence, hired, grade, [(depot, since)])
DRIVERS = [
    ("Sam Porter", "LC-4471", 2001, "senior", [("North Yard", dt.date(2001, 3, 5))]),
    ("Maria Lopez", "LC-5120", 2006, "senior", [("Harbour Depot", dt.date(2006, 8, 14))]),
    ("Tom Briggs", "LC-6033", 2010, "senior", [("Central Hub", dt.date(2011, 4, 4))]),
    ("Aisha Khan", "LC-6890", 2013, "regular", [("Central Hub", dt.date(2013, 2, 11)), ("West Point", dt.date(2017, 1, 9))]),
    ("Liam Walsh", "LC-7002", 2014, "regular", [("North Yard", dt.date(2014, 6, 2))]),
    ("Priya Nair", "LC-7315", 2016, "regular", [("West Point", dt.date(2016, 9, 19))]),
    ("Jack Turner", "LC-7789", 2018, "regular", [("Harbour Depot", dt.date(2018, 1, 22))]),
    ("Chloe Evans", "LC-8021", 2019, "trainee", [("West Point", dt.date(2019, 5, 6))]),
    ("Omar Haddad", "LC-8350", 2020, "trainee", [("Central Hub", dt.date(2020, 2, 3))]),
    ("Ruth Adeyemi", "LC-8512", 2021, "trainee", [("North Yard", dt.date(2021, 7, 12))]),
    ("Ben Cole", "LC-8804", 2022, "trainee", [("Harbour Depot", dt.date(2022, 3, 28))]),
    ("Nina Petrova", "LC-9016", 2023, "trainee", [("Central Hub", dt.date(2023, 10, 2))]),
]  # fmt: skip
#: (mentor, mentee, since)
MENTORS = [
    ("Sam Porter", "Liam Walsh", 2014), ("Liam Walsh", "Ruth Adeyemi", 2021),
    ("Maria Lopez", "Jack Turner", 2018), ("Jack Turner", "Ben Cole", 2022),
    ("Tom Briggs", "Aisha Khan", 2013), ("Aisha Khan", "Omar Haddad", 2020), ("Aisha Khan", "Nina Petrova", 2023),
    ("Tom Briggs", "Priya Nair", 2016), ("Priya Nair", "Chloe Evans", 2019),
]  # fmt: skip
#: (plate, model, model_year, capacity, fuel, depot, since)
TRUCKS = [
    ("YX19 KLM", "Volvo FH", 2019, 26.0, "diesel", "North Yard", dt.date(2019, 4, 1)),
    ("YX21 PRT", "Scania R450", 2021, 24.0, "diesel", "North Yard", dt.date(2021, 3, 15)),
    ("HU18 BDE", "DAF XF", 2018, 28.0, "diesel", "Harbour Depot", dt.date(2018, 6, 1)),
    ("HU22 ELC", "Volvo FE Electric", 2022, 16.0, "electric", "Harbour Depot", dt.date(2022, 9, 5)),
    ("MC20 GAS", "Iveco S-Way", 2020, 25.0, "lng", "Central Hub", dt.date(2020, 1, 20)),
    ("MC23 VLT", "Mercedes eActros", 2023, 19.0, "electric", "Central Hub", dt.date(2023, 5, 2)),
    ("MC17 OLD", "MAN TGX", 2017, 27.0, "diesel", "Central Hub", dt.date(2017, 11, 13)),
    ("BR21 WST", "Renault T", 2021, 22.0, "diesel", "West Point", dt.date(2021, 8, 9)),
    ("BR24 NEW", "Volvo FH Electric", 2024, 20.0, "electric", "West Point", dt.date(2024, 2, 26)),
    ("HU16 AGE", "DAF CF", 2016, 18.0, "diesel", "Harbour Depot", dt.date(2016, 7, 4)),
]  # fmt: skip
#: (driver, [(truck plate, shifts, primary)])
DRIVES = [
    ("Sam Porter", [("YX19 KLM", 120, True), ("YX21 PRT", 15, False)]),
    ("Liam Walsh", [("YX21 PRT", 90, True)]),
    ("Ruth Adeyemi", [("YX19 KLM", 30, False), ("YX21 PRT", 40, False)]),
    ("Maria Lopez", [("HU18 BDE", 110, True), ("HU16 AGE", 20, False)]),
    ("Jack Turner", [("HU22 ELC", 85, True), ("HU18 BDE", 25, False)]),
    ("Ben Cole", [("HU16 AGE", 45, True)]),
    ("Tom Briggs", [("MC17 OLD", 130, True), ("MC20 GAS", 10, False)]),
    ("Aisha Khan", [("MC20 GAS", 95, True), ("BR21 WST", 12, False)]),
    ("Omar Haddad", [("MC23 VLT", 60, True)]),
    ("Nina Petrova", [("MC23 VLT", 22, False), ("MC17 OLD", 18, False)]),
    ("Priya Nair", [("BR21 WST", 100, True)]),
    ("Chloe Evans", [("BR24 NEW", 50, True)]),
]  # fmt: skip
#: (label, code, distance)
ROUTES = [
    ("Leeds York Loop", "R-101", 78.5),
    ("Hull Docks Shuttle", "R-102", 24.0),
    ("M62 Corridor", "R-103", 112.0),
    ("Manchester City Ring", "R-104", 41.5),
    ("Severn Crossing Run", "R-105", 96.0),
    ("Night Pharma Express", "R-106", 230.0),
]  # fmt: skip
#: (truck plate, [(route, trips per week, refrigerated)])
RUNS = [
    ("YX19 KLM", [("Leeds York Loop", 10, False), ("M62 Corridor", 4, False)]),
    ("YX21 PRT", [("M62 Corridor", 6, False)]),
    ("HU18 BDE", [("Hull Docks Shuttle", 14, False), ("M62 Corridor", 3, False)]),
    ("HU22 ELC", [("Hull Docks Shuttle", 12, False)]),
    ("MC20 GAS", [("Manchester City Ring", 9, True), ("Night Pharma Express", 2, True)]),
    ("MC23 VLT", [("Manchester City Ring", 11, False)]),
    ("MC17 OLD", [("M62 Corridor", 5, False), ("Night Pharma Express", 3, True)]),
    ("BR21 WST", [("Severn Crossing Run", 7, False)]),
    ("BR24 NEW", [("Severn Crossing Run", 6, True)]),
    ("HU16 AGE", [("Hull Docks Shuttle", 4, True)]),
]  # fmt: skip
#: (driver, route, start)
LEADS = [
    ("Sam Porter", "Leeds York Loop", dt.date(2015, 3, 2)),
    ("Maria Lopez", "Hull Docks Shuttle", dt.date(2012, 6, 11)),
    ("Tom Briggs", "M62 Corridor", dt.date(2011, 9, 5)),
    ("Aisha Khan", "Manchester City Ring", dt.date(2017, 1, 16)),
    ("Priya Nair", "Severn Crossing Run", dt.date(2018, 4, 3)),
    ("Tom Briggs", "Night Pharma Express", dt.date(2020, 10, 12)),
]  # fmt: skip
#: (name, sector)
CUSTOMERS = [
    ("Greenleaf Grocers", "grocery"),
    ("Medway Pharmacy", "pharma"),
    ("Stonebridge Builders", "construction"),
    ("Pennine Outdoor", "retail"),
    ("Harbour Fish Co", "grocery"),
    ("Northgate Clinic Supplies", "pharma"),
    ("Brick and Beam", "construction"),
    ("Cotswold Home Store", "retail"),
]  # fmt: skip
#: (route, [(customer, stops per week)])
SERVES = [
    ("Leeds York Loop", [("Greenleaf Grocers", 10), ("Pennine Outdoor", 5)]),
    ("Hull Docks Shuttle", [("Harbour Fish Co", 14), ("Greenleaf Grocers", 6)]),
    ("M62 Corridor", [("Stonebridge Builders", 8), ("Brick and Beam", 6), ("Pennine Outdoor", 3)]),
    ("Manchester City Ring", [("Greenleaf Grocers", 9), ("Medway Pharmacy", 4), ("Cotswold Home Store", 2)]),
    ("Severn Crossing Run", [("Cotswold Home Store", 7), ("Brick and Beam", 4)]),
    ("Night Pharma Express", [("Medway Pharmacy", 2), ("Northgate Clinic Supplies", 3)]),
]  # fmt: skip
#: (depot, [(customer, value in thousand GBP, signed)])
CONTRACTS = [
    ("North Yard", [("Greenleaf Grocers", 120.0, dt.date(2019, 2, 1)), ("Pennine Outdoor", 45.5, dt.date(2021, 5, 10))]),
    ("Harbour Depot", [("Harbour Fish Co", 88.0, dt.date(2018, 7, 1)), ("Greenleaf Grocers", 30.0, dt.date(2022, 1, 15))]),
    ("Central Hub", [("Stonebridge Builders", 150.0, dt.date(2017, 3, 20)), ("Medway Pharmacy", 210.0, dt.date(2020, 11, 2)), ("Northgate Clinic Supplies", 95.0, dt.date(2021, 8, 30)), ("Brick and Beam", 60.0, dt.date(2022, 4, 4))]),
    ("West Point", [("Cotswold Home Store", 70.0, dt.date(2020, 6, 6)), ("Brick and Beam", 40.0, dt.date(2023, 2, 14))]),
]  # fmt: skip


def fleet() -> object:
    did = {n: f"dp{k + 1}" for k, (n, *_) in enumerate(DEPOTS)}
    vid = {d[0]: f"drv{k + 1:02d}" for k, d in enumerate(DRIVERS)}
    tid = {t[0]: f"t{k + 1:02d}" for k, t in enumerate(TRUCKS)}
    rid = {r[0]: f"rt{k + 1}" for k, r in enumerate(ROUTES)}
    cid = {c[0]: f"cu{k + 1}" for k, c in enumerate(CUSTOMERS)}
    depots = U.VertexFile("depot", [("name", "string"), ("city", "string"), ("opened", "int")])
    depots.rows = [[did[n], n, c, y] for n, c, y in DEPOTS]
    based_at = U.EdgeFile("based_at", [("since", "date")])
    drivers = U.VertexFile(
        "driver", [("name", "string"), ("licence", "string"), ("hired", "int"), ("grade", "string")]
    )
    for name, licence, hired, grade, bases in DRIVERS:
        drivers.rows.append([vid[name], name, licence, hired, grade])
        based_at.rows += [[vid[name], did[d], day] for d, day in bases]
    trucks = U.VertexFile(
        "truck",
        [
            ("plate", "string"),
            ("model", "string"),
            ("model_year", "int"),
            ("capacity", "double"),
            ("fuel", "string"),
        ],
    )
    for plate, model, year, capacity, fuel, depot, since in TRUCKS:
        trucks.rows.append([tid[plate], plate, model, year, capacity, fuel])
        based_at.rows.append([tid[plate], did[depot], since])
    mentors = U.EdgeFile("mentors", [("since", "int")])
    mentors.rows = [[vid[a], vid[b], y] for a, b, y in MENTORS]
    drives = U.EdgeFile("drives", [("shifts", "int"), ("main", "bool")])
    for driver, rides in DRIVES:
        drives.rows += [[vid[driver], tid[t], n, _bool(p)] for t, n, p in rides]
    routes = U.VertexFile("route", [("label", "string"), ("code", "string"), ("distance", "double")])
    routes.rows = [[rid[lbl], lbl, code, km] for lbl, code, km in ROUTES]
    runs = U.EdgeFile("runs", [("trips", "int"), ("refrigerated", "bool")])
    for plate, legs in RUNS:
        runs.rows += [[tid[plate], rid[r], n, _bool(cold)] for r, n, cold in legs]
    leads = U.EdgeFile("leads", [("start", "date")])
    leads.rows = [[vid[d], rid[r], day] for d, r, day in LEADS]
    customers = U.VertexFile("customer", [("name", "string"), ("sector", "string")])
    customers.rows = [[cid[n], n, s] for n, s in CUSTOMERS]
    serves = U.EdgeFile("serves", [("stops", "int")])
    for route, stops in SERVES:
        serves.rows += [[rid[route], cid[c], n] for c, n in stops]
    contracts = U.EdgeFile("contracts", [("amount", "double"), ("signed_on", "date")])
    for depot, deals in CONTRACTS:
        contracts.rows += [[did[depot], cid[c], v, day] for c, v, day in deals]
    return U.Graph(
        "fleet",
        8,
        FLEET_DDL,
        [depots, drivers, trucks, routes, customers],
        [based_at, mentors, drives, runs, leads, serves, contracts],
    )


# --------------------------------------------------------------------------- gym (Chinese names, coach names as ids)

GYM_DDL = """
CREATE TAG IF NOT EXISTS gym(name string COMMENT "门店名称", district string COMMENT "所在区", opened int COMMENT "开业年份") COMMENT = "健身房门店";
CREATE TAG IF NOT EXISTS coach(name string COMMENT "教练姓名", level string COMMENT "级别：高级/中级/初级", born int COMMENT "出生年份") COMMENT = "教练";
CREATE TAG IF NOT EXISTS member(name string COMMENT "会员姓名", age int COMMENT "年龄", tier string COMMENT "会员卡：年卡/季卡/次卡") COMMENT = "会员";
CREATE TAG IF NOT EXISTS course(name string COMMENT "课程名", kind string COMMENT "类别：瑜伽/动感单车/力量/搏击/普拉提", minutes int COMMENT "每节时长，分钟", price double COMMENT "单节价格，元") COMMENT = "团课";
CREATE EDGE IF NOT EXISTS joined(since date COMMENT "加入日期") COMMENT = "会员 -> 门店，教练 -> 门店";
CREATE EDGE IF NOT EXISTS mentored(year int COMMENT "带教开始年份") COMMENT = "带教：老教练 -> 新教练（教练 -> 教练）";
CREATE EDGE IF NOT EXISTS referred(year int COMMENT "推荐年份") COMMENT = "推荐入会：老会员 -> 新会员（会员 -> 会员）";
CREATE EDGE IF NOT EXISTS teaches(main bool COMMENT "是否主讲") COMMENT = "教练 -> 团课";
CREATE EDGE IF NOT EXISTS enrolled(sessions int COMMENT "已上节数", rating double COMMENT "会员打分，满分5分") COMMENT = "会员 -> 团课";
CREATE EDGE IF NOT EXISTS personal_trains(start date COMMENT "开始日期", fee double COMMENT "私教课单价，元") COMMENT = "私教：教练 -> 会员";
CREATE TAG INDEX IF NOT EXISTS gym_name_index ON gym(name(32));
CREATE TAG INDEX IF NOT EXISTS coach_name_index ON coach(name(16));
CREATE TAG INDEX IF NOT EXISTS coach_level_index ON coach(level(8));
CREATE TAG INDEX IF NOT EXISTS member_name_index ON member(name(16));
CREATE TAG INDEX IF NOT EXISTS member_tier_index ON member(tier(8));
CREATE TAG INDEX IF NOT EXISTS member_age_index ON member(age);
CREATE TAG INDEX IF NOT EXISTS course_name_index ON course(name(32));
CREATE TAG INDEX IF NOT EXISTS course_kind_index ON course(kind(16));
CREATE TAG INDEX IF NOT EXISTS course_price_index ON course(price);
"""

#: (name, district, opened)
GYMS = [
    ("铁人健身国贸店", "朝阳区", 2012),
    ("铁人健身中关村店", "海淀区", 2015),
    ("悦动望京店", "朝阳区", 2019),
    ("悦动五道口店", "海淀区", 2021),
]  # fmt: skip
#: (name, level, born, [(gym, since)]); the coach's name is its vertex id
COACHES = [
    ("王磊", "高级", 1985, [("铁人健身国贸店", dt.date(2012, 5, 1))]),
    ("李娜", "高级", 1988, [("铁人健身中关村店", dt.date(2015, 9, 1))]),
    ("张伟", "中级", 1990, [("铁人健身国贸店", dt.date(2016, 3, 15)), ("悦动望京店", dt.date(2020, 1, 6))]),
    ("刘洋", "中级", 1993, [("悦动望京店", dt.date(2019, 6, 1))]),
    ("陈静", "初级", 1997, [("铁人健身中关村店", dt.date(2021, 2, 20))]),
    ("赵敏", "初级", 1999, [("悦动五道口店", dt.date(2021, 10, 11))]),
    ("孙浩", "中级", 1991, [("悦动五道口店", dt.date(2021, 9, 1))]),
]  # fmt: skip
#: (mentor, junior, year)
MENTORED = [
    ("王磊", "张伟", 2016), ("张伟", "刘洋", 2019), ("李娜", "陈静", 2021),
    ("孙浩", "赵敏", 2021), ("王磊", "孙浩", 2018),
]  # fmt: skip
#: (name, kind, minutes, price)
COURSES = [
    ("晨间流瑜伽", "瑜伽", 60, 128.0),
    ("阴瑜伽", "瑜伽", 75, 148.0),
    ("燃脂单车", "动感单车", 45, 99.0),
    ("杠铃入门", "力量", 60, 168.0),
    ("拳击有氧", "搏击", 50, 138.0),
    ("核心普拉提", "普拉提", 55, 188.0),
    ("臀腿塑形", "力量", 45, 118.0),
    ("周末搏击", "搏击", 90, 208.0),
    ("战绳燃脂", "力量", 30, 108.0),
    ("泰拳基础", "搏击", 70, 158.0),
    ("普拉提床", "普拉提", 50, 228.0),
]  # fmt: skip
#: (coach, [(course, main)])
TEACHES = [
    ("王磊", [("杠铃入门", True), ("臀腿塑形", False)]),
    ("李娜", [("晨间流瑜伽", True), ("阴瑜伽", True), ("核心普拉提", False)]),
    ("张伟", [("臀腿塑形", True), ("拳击有氧", False), ("战绳燃脂", False)]),
    ("刘洋", [("燃脂单车", True), ("拳击有氧", True), ("泰拳基础", False)]),
    ("陈静", [("核心普拉提", True), ("晨间流瑜伽", False), ("普拉提床", False)]),
    ("赵敏", [("阴瑜伽", False), ("燃脂单车", False)]),
    ("孙浩", [("周末搏击", True), ("杠铃入门", False)]),
]  # fmt: skip
#: (name, age, tier, [(gym, since)], [(course, sessions, rating)])
MEMBERS = [
    ("周杰", 28, "年卡", [("铁人健身国贸店", dt.date(2020, 3, 1))], [("杠铃入门", 12, 4.5), ("臀腿塑形", 8, 4.0)]),
    ("吴倩", 32, "年卡", [("铁人健身国贸店", dt.date(2019, 7, 15))], [("晨间流瑜伽", 20, 4.8), ("核心普拉提", 10, 4.6)]),
    ("冯晓", 25, "季卡", [("铁人健身中关村店", dt.date(2022, 1, 10))], [("燃脂单车", 6, 3.9), ("晨间流瑜伽", 4, 4.2)]),
    ("何静怡", 41, "年卡", [("铁人健身中关村店", dt.date(2016, 5, 20))], [("阴瑜伽", 30, 4.9), ("核心普拉提", 15, 4.7)]),
    ("马超", 35, "次卡", [("悦动望京店", dt.date(2021, 11, 1))], [("拳击有氧", 9, 4.1), ("燃脂单车", 5, 3.5)]),
    ("罗小雨", 23, "季卡", [("悦动望京店", dt.date(2022, 6, 18))], [("燃脂单车", 14, 4.4), ("拳击有氧", 7, 4.0)]),
    ("高远", 30, "年卡", [("悦动五道口店", dt.date(2021, 12, 5)), ("铁人健身中关村店", dt.date(2023, 4, 1))], [("周末搏击", 10, 4.3), ("杠铃入门", 6, 4.6)]),
    ("林可", 27, "次卡", [("悦动五道口店", dt.date(2023, 2, 14))], [("周末搏击", 3, 3.8)]),
    ("韩梅", 45, "年卡", [("铁人健身国贸店", dt.date(2013, 9, 9))], [("晨间流瑜伽", 40, 5.0), ("阴瑜伽", 25, 4.8)]),
    ("唐宁", 38, "季卡", [("悦动望京店", dt.date(2020, 8, 8))], [("臀腿塑形", 11, 4.2)]),
    ("许诺", 21, "次卡", [("铁人健身中关村店", dt.date(2024, 1, 3))], [("核心普拉提", 2, 4.0)]),
    ("邓凡", 33, "年卡", [("悦动五道口店", dt.date(2022, 3, 30))], [("周末搏击", 16, 4.5), ("拳击有氧", 4, 3.7)]),
    ("秦朗", 29, "季卡", [("悦动五道口店", dt.date(2023, 5, 6))], [("燃脂单车", 8, 4.1), ("战绳燃脂", 4, 3.9)]),
    ("白雪", 36, "年卡", [("悦动望京店", dt.date(2021, 3, 3))], [("阴瑜伽", 18, 4.6), ("臀腿塑形", 6, 4.3)]),
    ("江涛", 31, "次卡", [("铁人健身国贸店", dt.date(2024, 2, 2))], [("杠铃入门", 3, 3.6)]),
    ("苏菲", 26, "年卡", [("铁人健身中关村店", dt.date(2022, 9, 9))], [("核心普拉提", 9, 4.4), ("普拉提床", 5, 4.5)]),
    ("彭博", 40, "季卡", [("悦动五道口店", dt.date(2022, 11, 11))], [("周末搏击", 12, 4.2), ("泰拳基础", 8, 4.4)]),
    ("曾晴", 24, "次卡", [("悦动望京店", dt.date(2023, 7, 7))], [("拳击有氧", 5, 4.0)]),
    ("任佳", 34, "季卡", [("铁人健身中关村店", dt.date(2023, 8, 8))], [("晨间流瑜伽", 6, 4.1)]),
]  # fmt: skip
#: (referrer, newcomer, year)
REFERRED = [
    ("韩梅", "吴倩", 2019), ("吴倩", "周杰", 2020), ("何静怡", "冯晓", 2022), ("何静怡", "许诺", 2024),
    ("唐宁", "罗小雨", 2022), ("唐宁", "马超", 2021), ("高远", "林可", 2023), ("邓凡", "秦朗", 2023),
]  # fmt: skip
#: (coach, member, start, fee per session)
PERSONAL = [
    ("王磊", "周杰", dt.date(2021, 4, 1), 400.0), ("王磊", "韩梅", dt.date(2015, 3, 1), 450.0),
    ("李娜", "何静怡", dt.date(2017, 1, 10), 380.0), ("张伟", "马超", dt.date(2022, 2, 1), 300.0),
    ("孙浩", "高远", dt.date(2022, 1, 15), 350.0), ("孙浩", "邓凡", dt.date(2022, 5, 1), 320.0),
    ("刘洋", "罗小雨", dt.date(2022, 7, 1), 280.0), ("陈静", "苏菲", dt.date(2023, 3, 1), 260.0),
]  # fmt: skip


def gym() -> object:
    gid = {n: f"g{k + 1}" for k, (n, *_) in enumerate(GYMS)}
    kid = {c[0]: f"k{k + 1:02d}" for k, c in enumerate(COURSES)}
    mid = {m[0]: f"m{k + 1:02d}" for k, m in enumerate(MEMBERS)}
    gyms = U.VertexFile("gym", [("name", "string"), ("district", "string"), ("opened", "int")])
    gyms.rows = [[gid[n], n, d, y] for n, d, y in GYMS]
    joined = U.EdgeFile("joined", [("since", "date")])
    coaches = U.VertexFile("coach", [("name", "string"), ("level", "string"), ("born", "int")])
    for name, level, born, jobs in COACHES:
        coaches.rows.append([name, name, level, born])
        joined.rows += [[name, gid[g], day] for g, day in jobs]
    mentored = U.EdgeFile("mentored", [("year", "int")])
    mentored.rows = [[a, b, y] for a, b, y in MENTORED]
    courses = U.VertexFile(
        "course", [("name", "string"), ("kind", "string"), ("minutes", "int"), ("price", "double")]
    )
    courses.rows = [[kid[n], n, kind, m, p] for n, kind, m, p in COURSES]
    teaches = U.EdgeFile("teaches", [("main", "bool")])
    for coach, classes in TEACHES:
        teaches.rows += [[coach, kid[c], _bool(main)] for c, main in classes]
    members = U.VertexFile("member", [("name", "string"), ("age", "int"), ("tier", "string")])
    enrolled = U.EdgeFile("enrolled", [("sessions", "int"), ("rating", "double")])
    for name, age, tier, gyms_, classes in MEMBERS:
        members.rows.append([mid[name], name, age, tier])
        joined.rows += [[mid[name], gid[g], day] for g, day in gyms_]
        enrolled.rows += [[mid[name], kid[c], n, r] for c, n, r in classes]
    referred = U.EdgeFile("referred", [("year", "int")])
    referred.rows = [[mid[a], mid[b], y] for a, b, y in REFERRED]
    personal = U.EdgeFile("personal_trains", [("start", "date"), ("fee", "double")])
    personal.rows = [[c, mid[m], day, fee] for c, m, day, fee in PERSONAL]
    return U.Graph(
        "gym",
        32,
        GYM_DDL,
        [gyms, coaches, members, courses],
        [joined, mentored, referred, teaches, enrolled, personal],
    )


def build_all() -> list[object]:
    return [fleet(), gym()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
