"""Write the two development graphs of ``eval/devshapes20/graphs/`` (cycleclub, jingju).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and over edge numbers, "the second", negation over a related
entity with a filter), half of it in Chinese. ``cycleclub`` (an amateur cycling club: riders,
group rides and races, routes, bikes, sponsors) has English names that are the vertex ids; a
same-tag edge (``coaches``: coach -> rider coached), a tag reached by several edge types
(``ride``: ``rode``, ``captained``, source of ``on_route``; ``rider``: ``owns``, ``rode``,
``coaches``, ``sponsors``), a bike with two owners (the tandem) and edge properties of every
kind (``rode``'s ``minutes`` int and ``finished`` bool, ``sponsors``' ``amount`` int and
``since`` date). ``jingju`` (a Peking-opera troupe: actors, role types 行当, plays 剧目,
theatres 剧场, performances 演出) has opaque ids and Chinese names, English schema names with Chinese
COMMENTs, Chinese category strings (``level`` 一级演员/二级演员/三级演员, ``family`` 生/旦/净/丑,
``kind`` 传统戏/新编戏/现代戏), a same-tag edge (``teaches``: 师父 -> 徒弟, with a date and a
bool), a vertex date (``performance.day``) and performances of one play or of two (折子戏专场).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes20/make_graphs.py [--out eval/devshapes20/graphs]
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


# --------------------------------------------------------------------------- cycleclub (English names as ids)

CYCLECLUB_DDL = """
CREATE TAG IF NOT EXISTS rider(name string, born int COMMENT "year of birth", grade string COMMENT "club ride group: A (fastest), B or C", joined date COMMENT "date they joined the club") COMMENT = "a club member";
CREATE TAG IF NOT EXISTS ride(name string, day date COMMENT "date of the ride", kind string COMMENT "social, training or race") COMMENT = "a group ride or a race on the club calendar";
CREATE TAG IF NOT EXISTS route(name string, km double COMMENT "length of one lap, km", climb int COMMENT "metres of climbing", surface string COMMENT "road, gravel or mixed") COMMENT = "a route the club rides";
CREATE TAG IF NOT EXISTS bike(name string, brand string, kind string COMMENT "road, gravel, tt, folding or tandem", weight double COMMENT "kg", year int COMMENT "model year") COMMENT = "a member's bike";
CREATE TAG IF NOT EXISTS sponsor(name string, industry string, founded int) COMMENT = "a local business backing riders";
CREATE EDGE IF NOT EXISTS owns(bought int COMMENT "year bought") COMMENT = "rider -> bike";
CREATE EDGE IF NOT EXISTS rode(minutes int COMMENT "moving time", finished bool COMMENT "false: did not finish") COMMENT = "rider -> ride (took part)";
CREATE EDGE IF NOT EXISTS captained() COMMENT = "rider -> ride (the ride captain who led it)";
CREATE EDGE IF NOT EXISTS on_route(laps int COMMENT "laps of the route") COMMENT = "ride -> route";
CREATE EDGE IF NOT EXISTS coaches(since int COMMENT "year the coaching began") COMMENT = "coach -> rider coached (rider -> rider)";
CREATE EDGE IF NOT EXISTS sponsors(amount int COMMENT "pounds a year", since date COMMENT "date the deal was signed") COMMENT = "sponsor -> rider";
CREATE TAG INDEX IF NOT EXISTS rider_name_index ON rider(name(32));
CREATE TAG INDEX IF NOT EXISTS ride_name_index ON ride(name(32));
CREATE TAG INDEX IF NOT EXISTS route_name_index ON route(name(32));
CREATE TAG INDEX IF NOT EXISTS bike_name_index ON bike(name(32));
CREATE TAG INDEX IF NOT EXISTS sponsor_name_index ON sponsor(name(32));
"""

#: (name, born, grade, joined); Ben Carter never rode, Grace Liu owns no bike
RIDERS = [
    ("Ella Hughes", 1988, "A", D(2016, 4, 10)),
    ("Marco Rossi", 1979, "A", D(2014, 3, 2)),
    ("Sam Okafor", 1995, "A", D(2019, 6, 15)),
    ("Lucy Tran", 1992, "B", D(2018, 9, 1)),
    ("Dan Mercer", 1984, "B", D(2017, 5, 20)),
    ("Aisha Karim", 1999, "B", D(2021, 3, 14)),
    ("Pete Lawson", 1970, "C", D(2015, 8, 8)),
    ("Hugo Laurent", 2001, "A", D(2022, 2, 12)),
    ("Megan Price", 1990, "C", D(2020, 10, 5)),
    ("Tomasz Nowak", 1986, "B", D(2016, 11, 11)),
    ("Grace Liu", 2003, "C", D(2023, 4, 22)),
    ("Oliver Quinn", 1975, "C", D(2019, 1, 19)),
    ("Nadia Suarez", 1997, "A", D(2020, 7, 7)),
    ("Ben Carter", 1982, "B", D(2024, 5, 5)),
]  # fmt: skip
#: (coach, [(rider coached, since)]); Marco Rossi -> Ella Hughes -> Lucy Tran -> Ben Carter
COACHES = [
    ("Marco Rossi", [("Ella Hughes", 2016), ("Sam Okafor", 2019), ("Hugo Laurent", 2022)]),
    ("Ella Hughes", [("Lucy Tran", 2018), ("Aisha Karim", 2021)]),
    ("Sam Okafor", [("Nadia Suarez", 2020)]),
    ("Dan Mercer", [("Megan Price", 2020), ("Grace Liu", 2023)]),
    ("Lucy Tran", [("Ben Carter", 2024)]),
]  # fmt: skip
#: (name, brand, kind, weight kg, model year)
BIKES = [
    ("Canyon Aeroad", "Canyon", "road", 7.6, 2022),
    ("Canyon Grail", "Canyon", "gravel", 9.1, 2022),
    ("Cervelo P5", "Cervelo", "tt", 8.3, 2020),
    ("Ribble Endurance", "Ribble", "road", 8.6, 2018),
    ("Specialized Tarmac", "Specialized", "road", 7.2, 2023),
    ("Giant Defy", "Giant", "road", 8.9, 2019),
    ("Cannondale Topstone", "Cannondale", "gravel", 9.6, 2021),
    ("Trek Domane", "Trek", "road", 8.4, 2021),
    ("Trek Checkpoint", "Trek", "gravel", 9.8, 2023),
    ("Giant TCR", "Giant", "road", 7.8, 2020),
    ("Brompton C Line", "Brompton", "folding", 11.5, 2017),
    ("Santana Tandem", "Santana", "tandem", 17.5, 2014),
    ("Orbea Orca", "Orbea", "road", 7.4, 2022),
    ("Specialized Diverge", "Specialized", "gravel", 9.4, 2024),
    ("Scott Addict", "Scott", "road", 7.9, 2021),
    ("Cube Attain", "Cube", "road", 9.0, 2023),
    ("Boardman SLR", "Boardman", "road", 8.2, 2024),
]  # fmt: skip
#: (rider, [(bike, bought)]); the tandem has two owners
OWNS = [
    ("Ella Hughes", [("Canyon Aeroad", 2022), ("Canyon Grail", 2023)]),
    ("Marco Rossi", [("Cervelo P5", 2020), ("Ribble Endurance", 2018)]),
    ("Sam Okafor", [("Specialized Tarmac", 2023)]),
    ("Lucy Tran", [("Giant Defy", 2019), ("Cannondale Topstone", 2021)]),
    ("Dan Mercer", [("Trek Domane", 2021), ("Trek Checkpoint", 2023)]),
    ("Aisha Karim", [("Giant TCR", 2021)]),
    ("Pete Lawson", [("Brompton C Line", 2017), ("Santana Tandem", 2015)]),
    ("Hugo Laurent", [("Orbea Orca", 2022)]),
    ("Megan Price", [("Santana Tandem", 2020)]),
    ("Tomasz Nowak", [("Specialized Diverge", 2024)]),
    ("Oliver Quinn", [("Scott Addict", 2021)]),
    ("Nadia Suarez", [("Cube Attain", 2023)]),
    ("Ben Carter", [("Boardman SLR", 2024)]),
]  # fmt: skip
#: (name, km, climb m, surface); no ride uses Canal Towpath
ROUTES = [
    ("Lakeside Loop", 42.0, 180, "road"),
    ("Windmill Hill", 65.5, 920, "road"),
    ("Old Quarry Gravel", 38.0, 450, "gravel"),
    ("Coast Road Century", 161.0, 1200, "road"),
    ("Forest Tracks", 55.0, 610, "gravel"),
    ("Riverside Crit Circuit", 2.4, 10, "road"),
    ("Beacon Climb", 12.0, 540, "road"),
    ("Canal Towpath", 30.0, 40, "mixed"),
]  # fmt: skip
#: (name, day, kind, [(route, laps)], captain or None); nobody has ridden Frostbite Social yet
RIDES = [
    ("New Year Coffee Spin", D(2024, 1, 7), "social", [("Lakeside Loop", 1)], "Pete Lawson"),
    ("Windmill Hill Reps", D(2024, 2, 18), "training", [("Windmill Hill", 1)], "Marco Rossi"),
    ("Spring Gravel Grind", D(2024, 3, 23), "social", [("Old Quarry Gravel", 1), ("Forest Tracks", 1)], "Dan Mercer"),
    ("Riverside Crit Round 1", D(2024, 4, 14), "race", [("Riverside Crit Circuit", 25)], None),
    ("Coast Century Sportive", D(2024, 5, 26), "social", [("Coast Road Century", 1)], "Dan Mercer"),
    ("Beacon Hill Climb", D(2024, 6, 16), "race", [("Beacon Climb", 1)], None),
    ("Midsummer Night Ride", D(2024, 6, 22), "social", [("Lakeside Loop", 2)], "Lucy Tran"),
    ("Riverside Crit Round 2", D(2024, 7, 14), "race", [("Riverside Crit Circuit", 30)], None),
    ("Tuesday Chaingang", D(2023, 8, 15), "training", [("Lakeside Loop", 3)], "Marco Rossi"),
    ("Club Time Trial", D(2023, 9, 3), "race", [("Lakeside Loop", 1)], None),
    ("Autumn Forest Epic", D(2023, 10, 8), "social", [("Forest Tracks", 2)], "Tomasz Nowak"),
    ("Winter Base Miles", D(2023, 12, 10), "training", [("Windmill Hill", 1)], "Marco Rossi"),
    ("Frostbite Social", D(2024, 12, 1), "social", [("Lakeside Loop", 1)], "Pete Lawson"),
]  # fmt: skip
#: (rider, [(ride, minutes, finished)])
RODE = [
    ("Ella Hughes", [("New Year Coffee Spin", 95, True), ("Windmill Hill Reps", 130, True), ("Riverside Crit Round 1", 58, True), ("Beacon Hill Climb", 31, True), ("Coast Century Sportive", 330, True), ("Riverside Crit Round 2", 62, True), ("Club Time Trial", 55, True)]),
    ("Marco Rossi", [("Windmill Hill Reps", 125, True), ("Beacon Hill Climb", 29, True), ("Club Time Trial", 53, True), ("Winter Base Miles", 150, True), ("Tuesday Chaingang", 110, True)]),
    ("Sam Okafor", [("Riverside Crit Round 1", 57, True), ("Riverside Crit Round 2", 40, False), ("Beacon Hill Climb", 33, True), ("Tuesday Chaingang", 105, True)]),
    ("Lucy Tran", [("New Year Coffee Spin", 100, True), ("Spring Gravel Grind", 240, True), ("Midsummer Night Ride", 170, True), ("Autumn Forest Epic", 280, True)]),
    ("Dan Mercer", [("Spring Gravel Grind", 230, True), ("Autumn Forest Epic", 265, True), ("Coast Century Sportive", 210, False), ("Winter Base Miles", 155, True)]),
    ("Aisha Karim", [("Coast Century Sportive", 345, True), ("Midsummer Night Ride", 175, True), ("Riverside Crit Round 1", 35, False)]),
    ("Pete Lawson", [("New Year Coffee Spin", 115, True), ("Midsummer Night Ride", 190, True)]),
    ("Hugo Laurent", [("Riverside Crit Round 1", 56, True), ("Riverside Crit Round 2", 59, True), ("Beacon Hill Climb", 28, True), ("Club Time Trial", 51, True)]),
    ("Megan Price", [("Midsummer Night Ride", 185, True), ("Spring Gravel Grind", 160, False)]),
    ("Tomasz Nowak", [("Spring Gravel Grind", 225, True), ("Autumn Forest Epic", 270, True), ("Winter Base Miles", 162, True)]),
    ("Grace Liu", [("New Year Coffee Spin", 120, True)]),
    ("Oliver Quinn", [("Coast Century Sportive", 390, True), ("Tuesday Chaingang", 118, True)]),
    ("Nadia Suarez", [("Beacon Hill Climb", 36, True), ("Club Time Trial", 57, True), ("Riverside Crit Round 2", 64, True)]),
]  # fmt: skip
#: (name, industry, founded); Summit Energy Bars backs nobody
SPONSORS = [
    ("Bean There Coffee", "cafe", 2012),
    ("Spokes and Sprockets", "bike shop", 1998),
    ("Hartley Physio", "physiotherapy", 2005),
    ("Northgate Motors", "car dealer", 1987),
    ("Fenwick Solicitors", "law firm", 1975),
    ("Green Leaf Bakery", "bakery", 2016),
    ("Velo Clothing Co", "clothing", 2010),
    ("Summit Energy Bars", "sports nutrition", 2019),
]  # fmt: skip
#: (sponsor, [(rider, amount a year, signed)])
SPONSORS_OF = [
    ("Bean There Coffee", [("Ella Hughes", 1500, D(2021, 3, 1)), ("Lucy Tran", 500, D(2022, 5, 10)), ("Pete Lawson", 300, D(2019, 6, 1))]),
    ("Spokes and Sprockets", [("Ella Hughes", 2500, D(2020, 2, 15)), ("Sam Okafor", 2000, D(2022, 4, 1)), ("Hugo Laurent", 1800, D(2023, 3, 20))]),
    ("Hartley Physio", [("Marco Rossi", 1200, D(2018, 9, 9)), ("Nadia Suarez", 900, D(2023, 7, 15))]),
    ("Northgate Motors", [("Sam Okafor", 3000, D(2023, 1, 20)), ("Hugo Laurent", 3500, D(2024, 2, 10))]),
    ("Fenwick Solicitors", [("Dan Mercer", 800, D(2021, 11, 11))]),
    ("Green Leaf Bakery", [("Aisha Karim", 400, D(2024, 4, 4)), ("Megan Price", 250, D(2022, 8, 8))]),
    ("Velo Clothing Co", [("Nadia Suarez", 1100, D(2022, 10, 10)), ("Tomasz Nowak", 700, D(2020, 5, 5)), ("Ella Hughes", 600, D(2023, 6, 6))]),
]  # fmt: skip


def cycleclub() -> object:
    riders = U.VertexFile(
        "rider", [("name", "string"), ("born", "int"), ("grade", "string"), ("joined", "date")]
    )
    riders.rows = [[n, n, b, g, j] for n, b, g, j in RIDERS]
    rides = U.VertexFile("ride", [("name", "string"), ("day", "date"), ("kind", "string")])
    on_route = U.EdgeFile("on_route", [("laps", "int")])
    captained = U.EdgeFile("captained", [])
    for name, day, kind, routes, captain in RIDES:
        rides.rows.append([name, name, day, kind])
        on_route.rows += [[name, r, laps] for r, laps in routes]
        if captain:
            captained.rows.append([captain, name])
    routes_ = U.VertexFile(
        "route", [("name", "string"), ("km", "double"), ("climb", "int"), ("surface", "string")]
    )
    routes_.rows = [[n, n, km, c, s] for n, km, c, s in ROUTES]
    bikes = U.VertexFile(
        "bike",
        [("name", "string"), ("brand", "string"), ("kind", "string"), ("weight", "double"), ("year", "int")],
    )
    bikes.rows = [[n, n, b, k, w, y] for n, b, k, w, y in BIKES]
    sponsors = U.VertexFile("sponsor", [("name", "string"), ("industry", "string"), ("founded", "int")])
    sponsors.rows = [[n, n, i, f] for n, i, f in SPONSORS]
    owns = U.EdgeFile("owns", [("bought", "int")])
    for who, bikes_ in OWNS:
        owns.rows += [[who, b, y] for b, y in bikes_]
    rode = U.EdgeFile("rode", [("minutes", "int"), ("finished", "bool")])
    for who, rides_ in RODE:
        rode.rows += [[who, r, m, _bool(f)] for r, m, f in rides_]
    coaches = U.EdgeFile("coaches", [("since", "int")])
    for coach, riders_ in COACHES:
        coaches.rows += [[coach, r, y] for r, y in riders_]
    sponsors_ = U.EdgeFile("sponsors", [("amount", "int"), ("since", "date")])
    for who, deals in SPONSORS_OF:
        sponsors_.rows += [[who, r, a, s] for r, a, s in deals]
    return U.Graph(
        "cycleclub",
        32,
        CYCLECLUB_DDL,
        [riders, rides, routes_, bikes, sponsors],
        [owns, rode, captained, on_route, coaches, sponsors_],
    )


# --------------------------------------------------------------------------- jingju (opaque ids, Chinese names)

JINGJU_DDL = """
CREATE TAG IF NOT EXISTS actor(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", level string COMMENT "职称：一级演员/二级演员/三级演员") COMMENT = "演员";
CREATE TAG IF NOT EXISTS role_type(name string COMMENT "行当名称", family string COMMENT "大类：生/旦/净/丑") COMMENT = "行当";
CREATE TAG IF NOT EXISTS play(name string COMMENT "剧目名称", kind string COMMENT "类型：传统戏/新编戏/现代戏", minutes int COMMENT "演出时长，分钟") COMMENT = "剧目";
CREATE TAG IF NOT EXISTS theatre(name string COMMENT "剧场名称", city string COMMENT "所在城市", seats int COMMENT "座位数") COMMENT = "剧场";
CREATE TAG IF NOT EXISTS performance(name string COMMENT "演出名称", day date COMMENT "演出日期", price int COMMENT "最低票价，元") COMMENT = "演出（一场）";
CREATE EDGE IF NOT EXISTS specializes(since int COMMENT "开始学这一行的年份") COMMENT = "工行当：演员 -> 行当";
CREATE EDGE IF NOT EXISTS teaches(since date COMMENT "拜师日期", formal bool COMMENT "是否正式拜师（行过拜师礼）") COMMENT = "师承：师父 -> 徒弟（演员 -> 演员）";
CREATE EDGE IF NOT EXISTS performed(fee int COMMENT "演出费，元", lead bool COMMENT "是否担任主演") COMMENT = "参演：演员 -> 演出";
CREATE EDGE IF NOT EXISTS of_play() COMMENT = "演出 -> 上演的剧目（折子戏专场有两出）";
CREATE EDGE IF NOT EXISTS staged_at() COMMENT = "演出 -> 剧场";
CREATE TAG INDEX IF NOT EXISTS actor_name_index ON actor(name(32));
CREATE TAG INDEX IF NOT EXISTS actor_level_index ON actor(level(16));
CREATE TAG INDEX IF NOT EXISTS role_type_name_index ON role_type(name(16));
CREATE TAG INDEX IF NOT EXISTS play_name_index ON play(name(32));
CREATE TAG INDEX IF NOT EXISTS theatre_name_index ON theatre(name(32));
CREATE TAG INDEX IF NOT EXISTS performance_name_index ON performance(name(48));
"""

#: (name, born, gender, level); 苏小凡 has never performed
ACTORS = [
    ("周慕云", 1958, "男", "一级演员"),
    ("沈秋萍", 1962, "女", "一级演员"),
    ("顾长青", 1971, "男", "一级演员"),
    ("林婉儿", 1985, "女", "二级演员"),
    ("唐子谦", 1988, "男", "二级演员"),
    ("白若兰", 1990, "女", "二级演员"),
    ("贺铁山", 1975, "男", "一级演员"),
    ("孟书瑶", 1996, "女", "三级演员"),
    ("许鹤鸣", 1993, "男", "三级演员"),
    ("秦月娥", 1999, "女", "三级演员"),
    ("陆振声", 2000, "男", "三级演员"),
    ("常笑", 1980, "男", "二级演员"),
    ("魏红梅", 1968, "女", "一级演员"),
    ("苏小凡", 2002, "男", "三级演员"),
]  # fmt: skip
#: (name, family); nobody in the troupe plays 刀马旦
ROLE_TYPES = [
    ("老生", "生"),
    ("小生", "生"),
    ("武生", "生"),
    ("青衣", "旦"),
    ("花旦", "旦"),
    ("老旦", "旦"),
    ("刀马旦", "旦"),
    ("花脸", "净"),
    ("丑", "丑"),
]  # fmt: skip
#: (actor, [(role type, since)])
SPECIALIZES = [
    ("周慕云", [("老生", 1968)]),
    ("沈秋萍", [("青衣", 1972)]),
    ("顾长青", [("武生", 1978), ("老生", 1980)]),
    ("林婉儿", [("花旦", 1995), ("青衣", 1998)]),
    ("唐子谦", [("小生", 1998)]),
    ("白若兰", [("青衣", 2000)]),
    ("贺铁山", [("花脸", 1985)]),
    ("孟书瑶", [("花旦", 2006)]),
    ("许鹤鸣", [("武生", 2003)]),
    ("秦月娥", [("青衣", 2009)]),
    ("陆振声", [("花脸", 2010)]),
    ("常笑", [("丑", 1990)]),
    ("魏红梅", [("老旦", 1978)]),
    ("苏小凡", [("丑", 2012)]),
]  # fmt: skip
#: (师父, [(徒弟, 拜师日期, 正式拜师)]); 秦月娥 has two masters
TEACHES = [
    ("周慕云", [("顾长青", D(1990, 9, 10), True), ("唐子谦", D(2005, 3, 15), True)]),
    ("沈秋萍", [("林婉儿", D(2003, 6, 1), True), ("白若兰", D(2008, 10, 20), True)]),
    ("顾长青", [("许鹤鸣", D(2012, 4, 8), True), ("苏小凡", D(2019, 7, 1), False)]),
    ("林婉儿", [("孟书瑶", D(2014, 5, 5), False), ("秦月娥", D(2017, 9, 9), True)]),
    ("贺铁山", [("陆振声", D(2016, 3, 3), True)]),
    ("白若兰", [("秦月娥", D(2019, 11, 11), False)]),
]  # fmt: skip
#: (name, kind, minutes); 大唐贵妃 has never been staged
PLAYS = [
    ("霸王别姬", "传统戏", 110),
    ("贵妃醉酒", "传统戏", 60),
    ("空城计", "传统戏", 70),
    ("锁麟囊", "传统戏", 150),
    ("三岔口", "传统戏", 40),
    ("野猪林", "传统戏", 140),
    ("穆桂英挂帅", "传统戏", 130),
    ("定军山", "传统戏", 80),
    ("红灯记", "现代戏", 155),
    ("曹操与杨修", "新编戏", 165),
    ("大唐贵妃", "新编戏", 160),
]  # fmt: skip
#: (name, city, seats); no show at 青石戏园
THEATRES = [
    ("长乐大戏院", "北京", 800),
    ("春和戏楼", "北京", 300),
    ("明月大剧院", "上海", 1200),
    ("江南戏楼", "上海", 450),
    ("聚英剧场", "天津", 600),
    ("临江大舞台", "南京", 900),
    ("青石戏园", "天津", 250),
    ("荣华剧院", "南京", 1000),
]  # fmt: skip
#: (name, day, lowest ticket price, [plays], theatre)
SHOWS = [
    ("2023新春贺岁专场", D(2023, 1, 22), 180, ["霸王别姬", "三岔口"], "长乐大戏院"),
    ("锁麟囊全本", D(2023, 3, 18), 280, ["锁麟囊"], "明月大剧院"),
    ("周慕云告别演出", D(2023, 5, 20), 580, ["空城计", "定军山"], "长乐大戏院"),
    ("夏季青年演员专场", D(2023, 7, 8), 80, ["三岔口", "贵妃醉酒"], "春和戏楼"),
    ("野猪林天津专场", D(2023, 9, 16), 220, ["野猪林"], "聚英剧场"),
    ("国庆红色经典", D(2023, 10, 1), 150, ["红灯记"], "临江大舞台"),
    ("曹操与杨修上海首演", D(2023, 11, 25), 380, ["曹操与杨修"], "明月大剧院"),
    ("2024元宵京剧晚会", D(2024, 2, 24), 200, ["贵妃醉酒", "穆桂英挂帅"], "江南戏楼"),
    ("穆桂英挂帅南京专场", D(2024, 4, 13), 260, ["穆桂英挂帅"], "临江大舞台"),
    ("霸王别姬经典版", D(2024, 6, 1), 320, ["霸王别姬"], "荣华剧院"),
    ("校园戏曲进课堂", D(2024, 9, 20), 50, ["三岔口"], "聚英剧场"),
    ("2024岁末答谢演出", D(2024, 12, 15), 300, ["锁麟囊", "空城计"], "长乐大戏院"),
]  # fmt: skip
#: (show, [(actor, fee, lead)])
PERFORMED = [
    ("2023新春贺岁专场", [("沈秋萍", 8000, True), ("贺铁山", 7000, True), ("许鹤鸣", 2000, False), ("常笑", 2500, False)]),
    ("锁麟囊全本", [("沈秋萍", 9500, True), ("白若兰", 3000, False), ("魏红梅", 3500, False)]),
    ("周慕云告别演出", [("周慕云", 12000, True), ("顾长青", 6000, False), ("唐子谦", 4000, False)]),
    ("夏季青年演员专场", [("孟书瑶", 1500, True), ("许鹤鸣", 1800, True), ("陆振声", 1000, False), ("秦月娥", 1200, False)]),
    ("野猪林天津专场", [("贺铁山", 7500, True), ("顾长青", 5500, False), ("许鹤鸣", 2400, False), ("陆振声", 1600, False)]),
    ("国庆红色经典", [("顾长青", 6500, True), ("林婉儿", 4500, False), ("魏红梅", 3800, False), ("常笑", 2800, False)]),
    ("曹操与杨修上海首演", [("贺铁山", 7800, True), ("唐子谦", 5200, True), ("常笑", 2600, False)]),
    ("2024元宵京剧晚会", [("林婉儿", 5000, True), ("白若兰", 4200, True), ("魏红梅", 3600, False)]),
    ("穆桂英挂帅南京专场", [("白若兰", 4800, True), ("许鹤鸣", 2200, False), ("陆振声", 1400, False)]),
    ("霸王别姬经典版", [("沈秋萍", 9000, True), ("陆振声", 3200, True), ("唐子谦", 3900, False)]),
    ("校园戏曲进课堂", [("许鹤鸣", 900, True), ("常笑", 700, False), ("孟书瑶", 800, False), ("秦月娥", 600, False)]),
    ("2024岁末答谢演出", [("周慕云", 11000, True), ("白若兰", 5100, True), ("秦月娥", 1300, False)]),
]  # fmt: skip


def jingju() -> object:
    aid = {a[0]: f"a{k + 1:02d}" for k, a in enumerate(ACTORS)}
    rid = {r[0]: f"h{k + 1}" for k, r in enumerate(ROLE_TYPES)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PLAYS)}
    tid = {t[0]: f"t{k + 1}" for k, t in enumerate(THEATRES)}
    sid = {s[0]: f"s{k + 1:02d}" for k, s in enumerate(SHOWS)}
    actors = U.VertexFile(
        "actor", [("name", "string"), ("born", "int"), ("gender", "string"), ("level", "string")]
    )
    actors.rows = [[aid[n], n, b, g, r] for n, b, g, r in ACTORS]
    role_types = U.VertexFile("role_type", [("name", "string"), ("family", "string")])
    role_types.rows = [[rid[n], n, f] for n, f in ROLE_TYPES]
    plays = U.VertexFile("play", [("name", "string"), ("kind", "string"), ("minutes", "int")])
    plays.rows = [[pid[n], n, k, m] for n, k, m in PLAYS]
    theatres = U.VertexFile("theatre", [("name", "string"), ("city", "string"), ("seats", "int")])
    theatres.rows = [[tid[n], n, c, s] for n, c, s in THEATRES]
    shows = U.VertexFile("performance", [("name", "string"), ("day", "date"), ("price", "int")])
    of_play = U.EdgeFile("of_play", [])
    staged_at = U.EdgeFile("staged_at", [])
    for name, day, price, plays_, theatre in SHOWS:
        shows.rows.append([sid[name], name, day, price])
        of_play.rows += [[sid[name], pid[p]] for p in plays_]
        staged_at.rows.append([sid[name], tid[theatre]])
    specializes = U.EdgeFile("specializes", [("since", "int")])
    for who, kinds in SPECIALIZES:
        specializes.rows += [[aid[who], rid[r], y] for r, y in kinds]
    teaches = U.EdgeFile("teaches", [("since", "date"), ("formal", "bool")])
    for who, pupils in TEACHES:
        teaches.rows += [[aid[who], aid[p], d, _bool(f)] for p, d, f in pupils]
    performed = U.EdgeFile("performed", [("fee", "int"), ("lead", "bool")])
    for show, cast in PERFORMED:
        performed.rows += [[aid[a], sid[show], fee, _bool(lead)] for a, fee, lead in cast]
    return U.Graph(
        "jingju",
        8,
        JINGJU_DDL,
        [actors, role_types, plays, theatres, shows],
        [specializes, teaches, performed, of_play, staged_at],
    )


def build_all() -> list[object]:
    return [cycleclub(), jingju()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
