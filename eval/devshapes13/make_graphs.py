"""Write the two development graphs of ``eval/devshapes13/graphs/`` (foodbank, tramway).

Why: the offline composer needs development material in domains no other set uses, spread
evenly over the question shapes with the weak ones weighted up, half of it in Chinese.
``foodbank`` (a city food bank: stations, volunteers, donors, food items, households it feeds)
has opaque ids, Chinese display names, English schema names with Chinese COMMENTs and Chinese
category strings (``role`` 组长/司机/分拣员, ``kind`` 超市/餐馆/农场/个人, ``category``
粮油/蔬果/奶制品/罐头). It has a same-tag edge (``trained``: 师傅 -> 徒弟, volunteer→volunteer),
tags reached by several edge types (``item``: ``donated``, ``stocks``; ``depot``: ``serves_at``,
``registered_at`` and the source of ``stocks``; ``household``: ``delivered`` and the source of
``registered_at``) and edge properties of every kind (``serves_at``'s ``since`` date and
``lead`` bool, ``donated``'s ``kg`` double and ``year`` int, ``delivered``'s ``trips`` int).
``tramway`` (a city tram network: depots, trams, lines, stops, drivers) has English names that
are the vertex ids, a same-tag edge (``mentored``: instructor -> trainee, driver→driver), tags
reached by several edge types (``depot``: ``based_at``, ``stabled_at``; ``tram``: ``drives``
and the source of ``runs_on``/``stabled_at``; ``line``: ``runs_on`` and the source of
``calls_at``) and edge properties (``drives``' ``shifts``, ``calls_at``'s ``seq``, ``runs_on``'s
``since``, ``stabled_at``'s ``track``). Traps: a donor who gave nothing, a volunteer with one
edge only, a tram on no line, instructors who drive no tram, a driver at two depots.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes13/make_graphs.py [--out eval/devshapes13/graphs]
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


# --------------------------------------------------------------------------- foodbank (Chinese names, opaque ids)

FOODBANK_DDL = """
CREATE TAG IF NOT EXISTS depot(name string COMMENT "站点名称", district string COMMENT "所在城区", opened int COMMENT "启用年份") COMMENT = "食物银行站点";
CREATE TAG IF NOT EXISTS volunteer(name string COMMENT "姓名", born int COMMENT "出生年份", role string COMMENT "岗位：组长/司机/分拣员") COMMENT = "志愿者";
CREATE TAG IF NOT EXISTS donor(name string COMMENT "捐赠方名称", kind string COMMENT "类型：超市/餐馆/农场/个人") COMMENT = "捐赠方";
CREATE TAG IF NOT EXISTS item(name string COMMENT "物资名称", category string COMMENT "类别：粮油/蔬果/奶制品/罐头", shelf_days int COMMENT "保质期，天") COMMENT = "物资";
CREATE TAG IF NOT EXISTS household(name string COMMENT "受助家庭", members int COMMENT "家庭人口") COMMENT = "受助家庭";
CREATE EDGE IF NOT EXISTS trained(since int COMMENT "带徒年份") COMMENT = "师傅 -> 徒弟（志愿者 -> 志愿者）";
CREATE EDGE IF NOT EXISTS serves_at(since date COMMENT "开始服务日期", lead bool COMMENT "是否站点负责人") COMMENT = "志愿者 -> 站点";
CREATE EDGE IF NOT EXISTS donated(kg double COMMENT "捐赠公斤数", year int COMMENT "捐赠年份") COMMENT = "捐赠方 -> 物资";
CREATE EDGE IF NOT EXISTS stocks(kg int COMMENT "库存公斤数") COMMENT = "站点 -> 物资";
CREATE EDGE IF NOT EXISTS delivered(trips int COMMENT "送货次数") COMMENT = "送货：志愿者 -> 受助家庭";
CREATE EDGE IF NOT EXISTS registered_at(year int COMMENT "登记年份") COMMENT = "受助家庭 -> 站点";
CREATE TAG INDEX IF NOT EXISTS depot_name_index ON depot(name(16));
CREATE TAG INDEX IF NOT EXISTS volunteer_name_index ON volunteer(name(16));
CREATE TAG INDEX IF NOT EXISTS volunteer_role_index ON volunteer(role(8));
CREATE TAG INDEX IF NOT EXISTS donor_name_index ON donor(name(16));
CREATE TAG INDEX IF NOT EXISTS item_name_index ON item(name(16));
CREATE TAG INDEX IF NOT EXISTS item_category_index ON item(category(8));
CREATE TAG INDEX IF NOT EXISTS household_name_index ON household(name(16));
"""

#: (name, district, opened)
DEPOTS = [
    ("城北站", "北区", 2015),
    ("南门站", "南区", 2018),
    ("西湖站", "西区", 2012),
    ("工业园站", "开发区", 2020),
    ("老城站", "东区", 2010),
]  # fmt: skip
#: (name, born, role, [(depot, since, lead)])
VOLUNTEERS = [
    ("刘建华", 1962, "组长", [("老城站", dt.date(2010, 3, 1), True), ("西湖站", dt.date(2012, 5, 1), False)]),
    ("张敏", 1970, "组长", [("城北站", dt.date(2015, 6, 1), True)]),
    ("黄伟", 1978, "司机", [("城北站", dt.date(2016, 2, 10), False), ("南门站", dt.date(2018, 9, 1), False)]),
    ("赵雪", 1985, "分拣员", [("西湖站", dt.date(2013, 4, 20), False)]),
    ("何军", 1990, "司机", [("南门站", dt.date(2018, 10, 1), False)]),
    ("马丽", 1993, "分拣员", [("工业园站", dt.date(2020, 7, 15), False)]),
    ("林涛", 1968, "司机", [("老城站", dt.date(2011, 1, 5), False)]),
    ("高翔", 1998, "分拣员", [("工业园站", dt.date(2021, 3, 3), False)]),
    ("罗静", 1982, "组长", [("南门站", dt.date(2018, 5, 1), True)]),
    ("梁超", 2000, "分拣员", [("西湖站", dt.date(2022, 1, 9), False)]),
    ("宋佳", 1995, "司机", [("城北站", dt.date(2019, 11, 11), False)]),
    ("唐亮", 1975, "分拣员", [("老城站", dt.date(2014, 8, 8), False)]),
    ("韦红", 1988, "司机", [("工业园站", dt.date(2020, 6, 1), True)]),
    ("谢婷", 2002, "分拣员", [("南门站", dt.date(2023, 2, 1), False)]),
]  # fmt: skip
#: (师傅, [(徒弟, since)])
TRAINED = [
    ("刘建华", [("张敏", 2005), ("黄伟", 2010), ("林涛", 2008)]),
    ("张敏", [("赵雪", 2012), ("何军", 2015)]),
    ("黄伟", [("马丽", 2017)]),
    ("赵雪", [("高翔", 2019), ("梁超", 2021)]),
    ("罗静", [("宋佳", 2018), ("韦红", 2016)]),
    ("宋佳", [("谢婷", 2022)]),
]  # fmt: skip
#: (name, kind)
DONORS = [
    ("华润万家", "超市"),
    ("永辉超市", "超市"),
    ("老王面馆", "餐馆"),
    ("金稻农场", "农场"),
    ("绿源果园", "农场"),
    ("陈阿姨", "个人"),
    ("周先生", "个人"),
    ("好运来餐厅", "餐馆"),
]  # fmt: skip
#: (name, category, shelf_days)
ITEMS = [
    ("大米", "粮油", 365),
    ("面粉", "粮油", 180),
    ("食用油", "粮油", 540),
    ("苹果", "蔬果", 30),
    ("白菜", "蔬果", 14),
    ("土豆", "蔬果", 60),
    ("牛奶", "奶制品", 7),
    ("酸奶", "奶制品", 21),
    ("奶粉", "奶制品", 720),
    ("午餐肉罐头", "罐头", 1095),
    ("黄桃罐头", "罐头", 730),
    ("八宝粥", "罐头", 600),
]  # fmt: skip
#: (donor, [(item, kg, year)])
DONATED = [
    ("华润万家", [("大米", 200.0, 2022), ("食用油", 80.0, 2023), ("牛奶", 60.0, 2023)]),
    ("永辉超市", [("面粉", 150.0, 2022), ("酸奶", 40.0, 2023), ("午餐肉罐头", 90.0, 2021)]),
    ("老王面馆", [("面粉", 30.0, 2023)]),
    ("金稻农场", [("大米", 320.0, 2021), ("土豆", 120.0, 2022)]),
    ("绿源果园", [("苹果", 180.0, 2022), ("白菜", 70.0, 2023)]),
    ("陈阿姨", [("黄桃罐头", 12.0, 2023), ("八宝粥", 8.0, 2022)]),
    ("周先生", [("奶粉", 5.0, 2023)]),
]  # fmt: skip
#: (depot, [(item, kg)])
STOCKS = [
    ("城北站", [("大米", 120), ("面粉", 60), ("牛奶", 25), ("苹果", 40)]),
    ("南门站", [("大米", 90), ("食用油", 35), ("午餐肉罐头", 50), ("八宝粥", 20)]),
    ("西湖站", [("面粉", 45), ("土豆", 70), ("白菜", 30), ("酸奶", 15), ("黄桃罐头", 10)]),
    ("工业园站", [("大米", 55), ("奶粉", 8), ("苹果", 65)]),
    ("老城站", [("食用油", 40), ("午餐肉罐头", 28), ("土豆", 33), ("白菜", 22)]),
]  # fmt: skip
#: (name, members, depot, registered year)
HOUSEHOLDS = [
    ("王奶奶家", 1, "老城站", 2019),
    ("孙家", 4, "城北站", 2020),
    ("吴家", 3, "城北站", 2021),
    ("郑家", 5, "南门站", 2019),
    ("冯家", 2, "西湖站", 2022),
    ("钱家", 6, "工业园站", 2021),
    ("许家", 3, "南门站", 2023),
    ("邓家", 2, "西湖站", 2020),
]  # fmt: skip
#: (volunteer, [(household, trips)])
DELIVERED = [
    ("黄伟", [("孙家", 12), ("郑家", 7)]),
    ("何军", [("郑家", 9), ("许家", 4)]),
    ("林涛", [("王奶奶家", 20), ("邓家", 6)]),
    ("宋佳", [("吴家", 11), ("孙家", 3)]),
    ("韦红", [("钱家", 15), ("冯家", 5)]),
    ("刘建华", [("王奶奶家", 2)]),
]  # fmt: skip


def foodbank() -> object:
    did = {d[0]: f"d{k + 1}" for k, d in enumerate(DEPOTS)}
    vid = {v[0]: f"v{k + 1:02d}" for k, v in enumerate(VOLUNTEERS)}
    nid = {d[0]: f"dn{k + 1}" for k, d in enumerate(DONORS)}
    iid = {i[0]: f"i{k + 1:02d}" for k, i in enumerate(ITEMS)}
    hid = {h[0]: f"h{k + 1}" for k, h in enumerate(HOUSEHOLDS)}
    depots = U.VertexFile("depot", [("name", "string"), ("district", "string"), ("opened", "int")])
    depots.rows = [[did[n], n, d, y] for n, d, y in DEPOTS]
    volunteers = U.VertexFile("volunteer", [("name", "string"), ("born", "int"), ("role", "string")])
    serves_at = U.EdgeFile("serves_at", [("since", "date"), ("lead", "bool")])
    for name, born, role, posts in VOLUNTEERS:
        volunteers.rows.append([vid[name], name, born, role])
        serves_at.rows += [[vid[name], did[d], since, _bool(lead)] for d, since, lead in posts]
    trained = U.EdgeFile("trained", [("since", "int")])
    for master, pupils in TRAINED:
        trained.rows += [[vid[master], vid[p], y] for p, y in pupils]
    donors = U.VertexFile("donor", [("name", "string"), ("kind", "string")])
    donors.rows = [[nid[n], n, k] for n, k in DONORS]
    items = U.VertexFile("item", [("name", "string"), ("category", "string"), ("shelf_days", "int")])
    items.rows = [[iid[n], n, c, d] for n, c, d in ITEMS]
    donated = U.EdgeFile("donated", [("kg", "double"), ("year", "int")])
    for donor, gifts in DONATED:
        donated.rows += [[nid[donor], iid[i], kg, y] for i, kg, y in gifts]
    stocks = U.EdgeFile("stocks", [("kg", "int")])
    for depot, held in STOCKS:
        stocks.rows += [[did[depot], iid[i], kg] for i, kg in held]
    households = U.VertexFile("household", [("name", "string"), ("members", "int")])
    registered_at = U.EdgeFile("registered_at", [("year", "int")])
    for name, size, depot, year in HOUSEHOLDS:
        households.rows.append([hid[name], name, size])
        registered_at.rows.append([hid[name], did[depot], year])
    delivered = U.EdgeFile("delivered", [("trips", "int")])
    for driver, homes in DELIVERED:
        delivered.rows += [[vid[driver], hid[h], n] for h, n in homes]
    return U.Graph(
        "foodbank",
        8,
        FOODBANK_DDL,
        [depots, volunteers, donors, items, households],
        [trained, serves_at, donated, stocks, delivered, registered_at],
    )


# --------------------------------------------------------------------------- tramway (English names as ids)

TRAMWAY_DDL = """
CREATE TAG IF NOT EXISTS depot(name string, opened int COMMENT "year the depot opened", capacity int COMMENT "trams it can stable");
CREATE TAG IF NOT EXISTS tram(name string, model string COMMENT "Citadis, Flexity or Variobahn", built int COMMENT "year built", seats int);
CREATE TAG IF NOT EXISTS line(name string, colour string COMMENT "red, blue, green or yellow on the map", length_km double);
CREATE TAG IF NOT EXISTS station(name string, zone int COMMENT "fare zone") COMMENT = "a tram stop";
CREATE TAG IF NOT EXISTS driver(name string, born int COMMENT "year of birth", grade string COMMENT "trainee, senior or instructor");
CREATE EDGE IF NOT EXISTS mentored(year int COMMENT "year the mentoring began") COMMENT = "mentor -> trainee (driver -> driver)";
CREATE EDGE IF NOT EXISTS drives(shifts int COMMENT "shifts a week") COMMENT = "driver -> tram";
CREATE EDGE IF NOT EXISTS based_at(since int) COMMENT = "driver -> depot";
CREATE EDGE IF NOT EXISTS stabled_at(track int COMMENT "depot track number") COMMENT = "tram -> depot";
CREATE EDGE IF NOT EXISTS runs_on(since int) COMMENT = "tram -> line";
CREATE EDGE IF NOT EXISTS calls_at(seq int COMMENT "position of the stop along the line") COMMENT = "line -> station (tram stop)";
CREATE TAG INDEX IF NOT EXISTS depot_name_index ON depot(name(32));
CREATE TAG INDEX IF NOT EXISTS tram_name_index ON tram(name(32));
CREATE TAG INDEX IF NOT EXISTS tram_model_index ON tram(model(16));
CREATE TAG INDEX IF NOT EXISTS line_name_index ON line(name(32));
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS driver_name_index ON driver(name(32));
CREATE TAG INDEX IF NOT EXISTS driver_grade_index ON driver(grade(16));
"""

#: (name, opened, capacity)
TRAM_DEPOTS = [
    ("Northgate Depot", 1998, 40),
    ("Riverside Depot", 2005, 28),
    ("Hillcrest Depot", 2014, 22),
    ("Old Mill Depot", 1985, 15),
]  # fmt: skip
#: (name, colour, length_km, [(stop, seq)])
LINES = [
    ("Harbour Line", "blue", 12.4, [("Central Square", 1), ("Museum Quarter", 2), ("Harbour Front", 3)]),
    ("University Line", "green", 9.8, [("Central Square", 1), ("Campus North", 2), ("Riverside Park", 3)]),
    ("Airport Line", "yellow", 18.2, [("Central Square", 1), ("Riverside Park", 2), ("Airport Terminal", 3)]),
    ("Castle Line", "red", 7.5, [("Market Street", 1), ("Castle Gate", 2), ("Museum Quarter", 3), ("Old Town Hall", 4)]),
    ("Market Line", "red", 5.1, [("Market Street", 1), ("Central Square", 2)]),
]  # fmt: skip
#: (name, zone)
STOPS = [
    ("Central Square", 1),
    ("Harbour Front", 2),
    ("Museum Quarter", 1),
    ("Campus North", 2),
    ("Airport Terminal", 4),
    ("Castle Gate", 1),
    ("Market Street", 1),
    ("Riverside Park", 3),
    ("Old Town Hall", 1),
]  # fmt: skip
#: (name, model, built, seats, (depot, track), [(line, since)])
TRAMS = [
    ("Aurora", "Citadis", 2005, 60, ("Northgate Depot", 1), [("Harbour Line", 2005), ("Castle Line", 2012)]),
    ("Bluebell", "Flexity", 2008, 72, ("Northgate Depot", 2), [("Harbour Line", 2008)]),
    ("Comet", "Citadis", 2010, 64, ("Northgate Depot", 3), [("University Line", 2010)]),
    ("Dorothy", "Variobahn", 2012, 58, ("Riverside Depot", 1), [("Market Line", 2012), ("Castle Line", 2015)]),
    ("Endeavour", "Flexity", 2014, 80, ("Hillcrest Depot", 1), [("Airport Line", 2014)]),
    ("Firefly", "Citadis", 2016, 66, ("Riverside Depot", 2), [("University Line", 2016), ("Market Line", 2019)]),
    ("Gloria", "Variobahn", 2018, 70, ("Riverside Depot", 3), [("Castle Line", 2018)]),
    ("Halcyon", "Flexity", 2020, 84, ("Hillcrest Depot", 2), [("Airport Line", 2020)]),
    ("Juniper", "Citadis", 2021, 62, ("Northgate Depot", 4), [("University Line", 2021), ("Harbour Line", 2022)]),
    ("Kestrel", "Variobahn", 1999, 54, ("Old Mill Depot", 1), []),
]  # fmt: skip
#: (name, born, grade, [(depot, since)], [(tram, shifts)])
DRIVERS = [
    ("Margaret Hale", 1965, "instructor", [("Northgate Depot", 1998)], []),
    ("Dev Chauhan", 1972, "instructor", [("Riverside Depot", 2005)], []),
    ("Owen Price", 1980, "senior", [("Northgate Depot", 2004)], [("Aurora", 5), ("Comet", 2)]),
    ("Fiona Reid", 1984, "senior", [("Northgate Depot", 2008)], [("Bluebell", 4)]),
    ("Carlos Mendes", 1988, "senior", [("Hillcrest Depot", 2014)], [("Endeavour", 6), ("Halcyon", 3)]),
    ("Aisha Bello", 1992, "senior", [("Riverside Depot", 2015)], [("Firefly", 5), ("Gloria", 1)]),
    ("Liam Doyle", 1996, "trainee", [("Northgate Depot", 2020)], [("Comet", 3)]),
    ("Zoe Park", 1999, "trainee", [("Hillcrest Depot", 2022)], [("Juniper", 4)]),
    ("Tariq Aziz", 2001, "trainee", [("Riverside Depot", 2023)], [("Dorothy", 2)]),
    ("Grace Kim", 1990, "senior", [("Hillcrest Depot", 2014)], [("Halcyon", 7), ("Endeavour", 1)]),
    ("Harry Webb", 1978, "senior", [("Old Mill Depot", 2001), ("Northgate Depot", 2010)], [("Dorothy", 6), ("Aurora", 1)]),
    ("Nadia Kowalski", 1986, "senior", [("Hillcrest Depot", 2016)], [("Juniper", 3)]),
    ("Ben Okafor", 2003, "trainee", [("Old Mill Depot", 2024)], []),
]  # fmt: skip
#: (mentor, [(trainee, year)])
MENTORED = [
    ("Margaret Hale", [("Owen Price", 2004), ("Fiona Reid", 2008), ("Harry Webb", 2001)]),
    ("Dev Chauhan", [("Carlos Mendes", 2010), ("Grace Kim", 2013)]),
    ("Owen Price", [("Aisha Bello", 2015), ("Liam Doyle", 2020)]),
    ("Fiona Reid", [("Zoe Park", 2022)]),
    ("Aisha Bello", [("Tariq Aziz", 2023)]),
]  # fmt: skip


def tramway() -> object:
    depots = U.VertexFile("depot", [("name", "string"), ("opened", "int"), ("capacity", "int")])
    depots.rows = [[n, n, y, c] for n, y, c in TRAM_DEPOTS]
    lines = U.VertexFile("line", [("name", "string"), ("colour", "string"), ("length_km", "double")])
    calls_at = U.EdgeFile("calls_at", [("seq", "int")])
    for name, colour, km, calls in LINES:
        lines.rows.append([name, name, colour, km])
        calls_at.rows += [[name, s, q] for s, q in calls]
    stops = U.VertexFile("station", [("name", "string"), ("zone", "int")])
    stops.rows = [[n, n, z] for n, z in STOPS]
    trams = U.VertexFile(
        "tram", [("name", "string"), ("model", "string"), ("built", "int"), ("seats", "int")]
    )
    stabled_at = U.EdgeFile("stabled_at", [("track", "int")])
    runs_on = U.EdgeFile("runs_on", [("since", "int")])
    for name, model, built, seats, (depot, track), runs in TRAMS:
        trams.rows.append([name, name, model, built, seats])
        stabled_at.rows.append([name, depot, track])
        runs_on.rows += [[name, ln, y] for ln, y in runs]
    drivers = U.VertexFile("driver", [("name", "string"), ("born", "int"), ("grade", "string")])
    based_at = U.EdgeFile("based_at", [("since", "int")])
    drives = U.EdgeFile("drives", [("shifts", "int")])
    for name, born, grade, bases, rota in DRIVERS:
        drivers.rows.append([name, name, born, grade])
        based_at.rows += [[name, d, y] for d, y in bases]
        drives.rows += [[name, t, n] for t, n in rota]
    mentored = U.EdgeFile("mentored", [("year", "int")])
    for mentor, trainees in MENTORED:
        mentored.rows += [[mentor, t, y] for t, y in trainees]
    return U.Graph(
        "tramway",
        32,
        TRAMWAY_DDL,
        [depots, trams, lines, stops, drivers],
        [mentored, drives, based_at, stabled_at, runs_on, calls_at],
    )


def build_all() -> list[object]:
    return [foodbank(), tramway()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
