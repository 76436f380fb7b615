"""Write the two development graphs of ``eval/devshapes19/graphs/`` (beacons, yaopu).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and over edge numbers, "the second", negation over a related
entity with a filter), half of it in Chinese. ``beacons`` (a lighthouse-preservation society:
keepers, lighthouses, restorations, donors, visits) has opaque ids and English names; a
same-tag edge (``mentored``: mentor -> apprentice), tags reached by several edge types
(``lighthouse``: ``tends``, ``restores``, ``trip_to``; ``restoration``: ``worked_on``,
``funds``) and edge properties of every kind (``funds``' ``amount`` int, ``pledged`` date and
``anonymous`` bool; ``tends``' ``resident`` bool; ``worked_on``'s ``days`` and ``lead``).
``yaopu`` (a traditional Chinese medicine pharmacy chain: 药铺, 药师, 病人, 药材, 方剂) has
Chinese names that are the vertex ids, English schema names with Chinese COMMENTs, Chinese
category strings (``nature`` 寒/凉/平/温/热, ``title`` 药师/主管药师/主任药师, ``form``
汤剂/丸剂/散剂/茶饮/膏方), a same-tag edge (``mentors``: 师父 -> 徒弟), a vertex date
(``opened``) beside an edge date (``day``) and an edge bool (``followup``).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes19/make_graphs.py [--out eval/devshapes19/graphs]
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


# --------------------------------------------------------------------------- beacons (English names, opaque ids)

BEACONS_DDL = """
CREATE TAG IF NOT EXISTS keeper(name string, born int COMMENT "year of birth", level string COMMENT "volunteer, keeper or principal", joined date COMMENT "date the keeper joined the society") COMMENT = "a lighthouse keeper of the society";
CREATE TAG IF NOT EXISTS lighthouse(name string, county string, built int COMMENT "year first lit", height double COMMENT "tower height, metres", active bool COMMENT "still a working light") COMMENT = "a lighthouse the society looks after";
CREATE TAG IF NOT EXISTS restoration(name string, work string COMMENT "lens, lantern, masonry or paint", budget int COMMENT "pounds", finished date COMMENT "date the work was finished") COMMENT = "a restoration project";
CREATE TAG IF NOT EXISTS donor(name string, town string, joined int COMMENT "year the donor became a friend of the society") COMMENT = "a friend of the society who gives money";
CREATE TAG IF NOT EXISTS visit(name string, held date COMMENT "date of the visit", guests int COMMENT "people on the visit") COMMENT = "an open day or guided visit";
CREATE EDGE IF NOT EXISTS tends(since int COMMENT "year they began", resident bool COMMENT "lives at the light") COMMENT = "keeper -> lighthouse";
CREATE EDGE IF NOT EXISTS mentored(year int COMMENT "year the mentoring began") COMMENT = "mentor -> apprentice (keeper -> keeper)";
CREATE EDGE IF NOT EXISTS worked_on(days int COMMENT "days on the job", lead bool COMMENT "led the work") COMMENT = "keeper -> restoration";
CREATE EDGE IF NOT EXISTS restores() COMMENT = "restoration -> the lighthouse it restores";
CREATE EDGE IF NOT EXISTS funds(amount int COMMENT "pounds", pledged date COMMENT "date of the gift", anonymous bool COMMENT "given anonymously") COMMENT = "donor -> restoration (a gift)";
CREATE EDGE IF NOT EXISTS went_on(tickets int COMMENT "tickets bought") COMMENT = "donor -> visit";
CREATE EDGE IF NOT EXISTS trip_to() COMMENT = "visit -> the lighthouse visited";
CREATE TAG INDEX IF NOT EXISTS keeper_name_index ON keeper(name(32));
CREATE TAG INDEX IF NOT EXISTS lighthouse_name_index ON lighthouse(name(32));
CREATE TAG INDEX IF NOT EXISTS restoration_name_index ON restoration(name(48));
CREATE TAG INDEX IF NOT EXISTS restoration_work_index ON restoration(work(16));
CREATE TAG INDEX IF NOT EXISTS donor_name_index ON donor(name(32));
CREATE TAG INDEX IF NOT EXISTS visit_name_index ON visit(name(48));
"""

#: (name, born, level, joined); Hattie Crewe tends no light
KEEPERS = [
    ("Agnes Pryce", 1958, "principal", D(2004, 5, 12)),
    ("Tom Trevithick", 1962, "principal", D(2006, 9, 3)),
    ("Morwenna Hale", 1971, "keeper", D(2010, 4, 21)),
    ("Declan Rooney", 1975, "keeper", D(2012, 7, 8)),
    ("Isla Fenwick", 1984, "keeper", D(2015, 3, 17)),
    ("Gideon Marsh", 1990, "volunteer", D(2018, 10, 2)),
    ("Bryony Quill", 1995, "volunteer", D(2019, 6, 14)),
    ("Samir Okafor", 1988, "keeper", D(2016, 11, 29)),
    ("Lowen Penrose", 2000, "volunteer", D(2022, 8, 9)),
    ("Hattie Crewe", 1998, "volunteer", D(2021, 2, 25)),
]  # fmt: skip
#: (mentor, [(apprentice, year)]); a chain of four: Agnes Pryce -> Morwenna Hale -> Gideon Marsh -> Lowen Penrose
MENTORED = [
    ("Agnes Pryce", [("Morwenna Hale", 2010), ("Isla Fenwick", 2015)]),
    ("Tom Trevithick", [("Declan Rooney", 2012), ("Samir Okafor", 2016)]),
    ("Morwenna Hale", [("Gideon Marsh", 2018)]),
    ("Gideon Marsh", [("Lowen Penrose", 2022)]),
    ("Isla Fenwick", [("Bryony Quill", 2019)]),
    ("Declan Rooney", [("Hattie Crewe", 2021)]),
]  # fmt: skip
#: (name, county, built, height m, active)
LIGHTHOUSES = [
    ("Gull Point Light", "Cornwall", 1846, 28.5, True),
    ("Saltwick Head", "Northumberland", 1872, 22.0, True),
    ("Carrick Rock", "Pembrokeshire", 1811, 35.0, False),
    ("Merrow Ness", "Fife", 1890, 17.5, True),
    ("Black Hind Tower", "Devon", 1859, 41.0, False),
    ("Windle Island", "Cornwall", 1905, 12.0, True),
    ("Pellow Sands", "Devon", 1880, 19.5, False),
    ("Crannoch Light", "Fife", 1833, 30.0, True),
    ("Tarn Skerry", "Northumberland", 1921, 9.5, False),
]  # fmt: skip
#: (keeper, [(lighthouse, since, resident)]); nobody tends Carrick Rock
TENDS = [
    ("Agnes Pryce", [("Gull Point Light", 2004, True), ("Merrow Ness", 2009, False)]),
    ("Tom Trevithick", [("Saltwick Head", 2006, True), ("Tarn Skerry", 2011, False)]),
    ("Morwenna Hale", [("Black Hind Tower", 2010, True), ("Pellow Sands", 2013, False)]),
    ("Declan Rooney", [("Merrow Ness", 2012, True), ("Crannoch Light", 2014, False)]),
    ("Isla Fenwick", [("Gull Point Light", 2015, False), ("Windle Island", 2016, True)]),
    ("Gideon Marsh", [("Pellow Sands", 2018, False)]),
    ("Bryony Quill", [("Windle Island", 2019, False), ("Crannoch Light", 2020, False)]),
    ("Samir Okafor", [("Crannoch Light", 2016, True)]),
    ("Lowen Penrose", [("Black Hind Tower", 2022, False)]),
]  # fmt: skip
#: (name, work, budget, finished, lighthouse); Gull Point Light has three, Tarn Skerry none
RESTORATIONS = [
    ("Gull Point lens regrind", "lens", 18000, D(2019, 6, 30), "Gull Point Light"),
    ("Gull Point lantern glazing", "lantern", 24000, D(2022, 9, 15), "Gull Point Light"),
    ("Saltwick repointing", "masonry", 31000, D(2018, 4, 20), "Saltwick Head"),
    ("Carrick Rock stairway repair", "masonry", 45000, D(2021, 11, 5), "Carrick Rock"),
    ("Merrow Ness repaint", "paint", 6500, D(2020, 8, 12), "Merrow Ness"),
    ("Black Hind lantern rebuild", "lantern", 52000, D(2023, 5, 28), "Black Hind Tower"),
    ("Windle Island repaint", "paint", 7200, D(2023, 7, 19), "Windle Island"),
    ("Pellow Sands lens survey", "lens", 9800, D(2024, 3, 8), "Pellow Sands"),
    ("Crannoch dome repair", "masonry", 27500, D(2024, 10, 10), "Crannoch Light"),
    ("Gull Point gallery rail", "masonry", 14000, D(2022, 2, 14), "Gull Point Light"),
]  # fmt: skip
#: (keeper, [(restoration, days, lead)])
WORKED_ON = [
    ("Agnes Pryce", [("Gull Point lens regrind", 12, True), ("Gull Point lantern glazing", 20, True), ("Gull Point gallery rail", 11, True)]),
    ("Tom Trevithick", [("Saltwick repointing", 30, True), ("Carrick Rock stairway repair", 15, False)]),
    ("Morwenna Hale", [("Black Hind lantern rebuild", 40, True), ("Carrick Rock stairway repair", 22, True)]),
    ("Declan Rooney", [("Merrow Ness repaint", 8, True), ("Crannoch dome repair", 18, False)]),
    ("Isla Fenwick", [("Windle Island repaint", 10, True), ("Gull Point lens regrind", 6, False)]),
    ("Gideon Marsh", [("Pellow Sands lens survey", 5, True), ("Black Hind lantern rebuild", 14, False)]),
    ("Bryony Quill", [("Windle Island repaint", 4, False)]),
    ("Samir Okafor", [("Crannoch dome repair", 25, True), ("Saltwick repointing", 9, False)]),
    ("Lowen Penrose", [("Black Hind lantern rebuild", 3, False)]),
    ("Hattie Crewe", [("Gull Point gallery rail", 7, False)]),
]  # fmt: skip
#: (name, town, joined); Felix Tandy never gave
DONORS = [
    ("Margaret Ellery", "Falmouth", 2005),
    ("Owen Tregear", "Penzance", 2010),
    ("Fiona Buchanan", "St Andrews", 2012),
    ("Rupert Vane", "Whitby", 2008),
    ("Celia Moor", "Exeter", 2015),
    ("Harold Ives", "Falmouth", 2001),
    ("Priya Lowther", "Alnwick", 2018),
    ("Kenneth Dunstan", "Penzance", 2019),
    ("Eleanor Birch", "Exeter", 2020),
    ("Jonah Reed", "St Andrews", 2016),
    ("Maud Carrow", "Whitby", 2022),
    ("Felix Tandy", "Alnwick", 2023),
]  # fmt: skip
#: (donor, [(restoration, amount, pledged, anonymous)]); 7 anonymous gifts from 6 donors (Jonah Reed twice)
FUNDS = [
    ("Margaret Ellery", [("Gull Point lens regrind", 5000, D(2018, 3, 10), False), ("Gull Point lantern glazing", 8000, D(2021, 5, 2), False), ("Black Hind lantern rebuild", 12000, D(2022, 6, 18), False)]),
    ("Owen Tregear", [("Gull Point lens regrind", 2500, D(2018, 7, 22), True), ("Windle Island repaint", 1500, D(2023, 1, 30), False)]),
    ("Fiona Buchanan", [("Merrow Ness repaint", 3000, D(2020, 2, 11), False), ("Crannoch dome repair", 6000, D(2023, 11, 4), False)]),
    ("Rupert Vane", [("Saltwick repointing", 10000, D(2017, 9, 9), False), ("Gull Point gallery rail", 4000, D(2021, 8, 15), True)]),
    ("Celia Moor", [("Black Hind lantern rebuild", 7500, D(2022, 10, 1), True), ("Pellow Sands lens survey", 2000, D(2023, 12, 12), False)]),
    ("Harold Ives", [("Gull Point lantern glazing", 6500, D(2021, 3, 3), False), ("Carrick Rock stairway repair", 15000, D(2020, 4, 4), False), ("Gull Point lens regrind", 1000, D(2018, 12, 1), False)]),
    ("Priya Lowther", [("Saltwick repointing", 3500, D(2017, 11, 20), True)]),
    ("Kenneth Dunstan", [("Windle Island repaint", 1200, D(2023, 4, 9), True), ("Pellow Sands lens survey", 900, D(2024, 1, 15), False)]),
    ("Eleanor Birch", [("Crannoch dome repair", 5500, D(2024, 2, 20), False), ("Black Hind lantern rebuild", 2200, D(2023, 2, 14), False)]),
    ("Jonah Reed", [("Merrow Ness repaint", 1800, D(2020, 5, 5), True), ("Crannoch dome repair", 3200, D(2024, 5, 30), True)]),
    ("Maud Carrow", [("Carrick Rock stairway repair", 4500, D(2021, 1, 19), False)]),
]  # fmt: skip
#: (name, held, guests, [lighthouse]); nobody visits Carrick Rock or Tarn Skerry
VISITS = [
    ("Spring Open Day 2022", D(2022, 4, 23), 120, ["Gull Point Light"]),
    ("Gull Point Schools Week", D(2022, 6, 14), 45, ["Gull Point Light"]),
    ("Autumn Lamp Night", D(2022, 10, 29), 60, ["Black Hind Tower"]),
    ("Fife Members Tour", D(2023, 5, 20), 25, ["Merrow Ness", "Crannoch Light"]),
    ("Summer Open Day 2023", D(2023, 7, 8), 150, ["Saltwick Head"]),
    ("Winter Lantern Walk", D(2023, 12, 2), 35, ["Pellow Sands"]),
    ("Spring Open Day 2024", D(2024, 4, 27), 135, ["Gull Point Light"]),
    ("Heritage Weekend 2024", D(2024, 9, 14), 90, ["Windle Island"]),
]  # fmt: skip
#: (donor, [(visit, tickets)]); Kenneth Dunstan went on none, Felix Tandy (no gift) on one
WENT_ON = [
    ("Margaret Ellery", [("Spring Open Day 2022", 2), ("Summer Open Day 2023", 4), ("Spring Open Day 2024", 2)]),
    ("Owen Tregear", [("Gull Point Schools Week", 1)]),
    ("Fiona Buchanan", [("Fife Members Tour", 2)]),
    ("Rupert Vane", [("Summer Open Day 2023", 3)]),
    ("Celia Moor", [("Autumn Lamp Night", 2), ("Winter Lantern Walk", 1)]),
    ("Harold Ives", [("Spring Open Day 2022", 1), ("Heritage Weekend 2024", 2)]),
    ("Priya Lowther", [("Summer Open Day 2023", 1)]),
    ("Eleanor Birch", [("Spring Open Day 2024", 3), ("Autumn Lamp Night", 2)]),
    ("Jonah Reed", [("Fife Members Tour", 1)]),
    ("Maud Carrow", [("Heritage Weekend 2024", 4)]),
    ("Felix Tandy", [("Spring Open Day 2024", 2)]),
]  # fmt: skip


def beacons() -> object:
    kid = {k[0]: f"k{n + 1:02d}" for n, k in enumerate(KEEPERS)}
    lid = {lh[0]: f"lh{n + 1}" for n, lh in enumerate(LIGHTHOUSES)}
    rid = {r[0]: f"r{n + 1:02d}" for n, r in enumerate(RESTORATIONS)}
    did = {d[0]: f"d{n + 1:02d}" for n, d in enumerate(DONORS)}
    vid = {v[0]: f"v{n + 1}" for n, v in enumerate(VISITS)}
    keepers = U.VertexFile(
        "keeper", [("name", "string"), ("born", "int"), ("level", "string"), ("joined", "date")]
    )
    keepers.rows = [[kid[n], n, b, lv, j] for n, b, lv, j in KEEPERS]
    lights = U.VertexFile(
        "lighthouse",
        [
            ("name", "string"),
            ("county", "string"),
            ("built", "int"),
            ("height", "double"),
            ("active", "bool"),
        ],
    )
    lights.rows = [[lid[n], n, c, b, h, _bool(a)] for n, c, b, h, a in LIGHTHOUSES]
    works = U.VertexFile(
        "restoration", [("name", "string"), ("work", "string"), ("budget", "int"), ("finished", "date")]
    )
    restores = U.EdgeFile("restores", [])
    for name, work, budget, finished, light in RESTORATIONS:
        works.rows.append([rid[name], name, work, budget, finished])
        restores.rows.append([rid[name], lid[light]])
    donors = U.VertexFile("donor", [("name", "string"), ("town", "string"), ("joined", "int")])
    donors.rows = [[did[n], n, t, j] for n, t, j in DONORS]
    visits = U.VertexFile("visit", [("name", "string"), ("held", "date"), ("guests", "int")])
    trip_to = U.EdgeFile("trip_to", [])
    for name, held, guests, lights_ in VISITS:
        visits.rows.append([vid[name], name, held, guests])
        trip_to.rows += [[vid[name], lid[lh]] for lh in lights_]
    tends = U.EdgeFile("tends", [("since", "int"), ("resident", "bool")])
    for who, lights_ in TENDS:
        tends.rows += [[kid[who], lid[lh], y, _bool(r)] for lh, y, r in lights_]
    mentored = U.EdgeFile("mentored", [("year", "int")])
    for mentor, pupils in MENTORED:
        mentored.rows += [[kid[mentor], kid[p], y] for p, y in pupils]
    worked_on = U.EdgeFile("worked_on", [("days", "int"), ("lead", "bool")])
    for who, jobs in WORKED_ON:
        worked_on.rows += [[kid[who], rid[r], d, _bool(lead)] for r, d, lead in jobs]
    funds = U.EdgeFile("funds", [("amount", "int"), ("pledged", "date"), ("anonymous", "bool")])
    for who, gifts in FUNDS:
        funds.rows += [[did[who], rid[r], a, on, _bool(anon)] for r, a, on, anon in gifts]
    went_on = U.EdgeFile("went_on", [("tickets", "int")])
    for who, trips in WENT_ON:
        went_on.rows += [[did[who], vid[v], t] for v, t in trips]
    return U.Graph(
        "beacons",
        8,
        BEACONS_DDL,
        [keepers, lights, works, donors, visits],
        [tends, mentored, worked_on, restores, funds, went_on, trip_to],
    )


# --------------------------------------------------------------------------- yaopu (Chinese names as ids)

YAOPU_DDL = """
CREATE TAG IF NOT EXISTS shop(name string COMMENT "店名", district string COMMENT "所在区", opened date COMMENT "开业日期") COMMENT = "药铺";
CREATE TAG IF NOT EXISTS pharmacist(name string COMMENT "姓名", title string COMMENT "职称：药师/主管药师/主任药师", born int COMMENT "出生年份") COMMENT = "药师";
CREATE TAG IF NOT EXISTS patient(name string COMMENT "姓名", gender string COMMENT "性别：男/女", born int COMMENT "出生年份") COMMENT = "病人";
CREATE TAG IF NOT EXISTS herb(name string COMMENT "药材名", nature string COMMENT "药性：寒/凉/平/温/热", origin string COMMENT "产地（省）", price double COMMENT "每克价格，元") COMMENT = "药材";
CREATE TAG IF NOT EXISTS formula(name string COMMENT "方剂名", form string COMMENT "剂型：汤剂/丸剂/散剂/茶饮/膏方", classic bool COMMENT "是否经典古方") COMMENT = "方剂";
CREATE EDGE IF NOT EXISTS works_at(since int COMMENT "到店年份") COMMENT = "坐堂：药师 -> 药铺";
CREATE EDGE IF NOT EXISTS mentors(years int COMMENT "带徒年数") COMMENT = "师徒：师父 -> 徒弟（药师 -> 药师）";
CREATE EDGE IF NOT EXISTS prescribed(day date COMMENT "开方日期", fee int COMMENT "诊金，元", followup bool COMMENT "是否复诊") COMMENT = "开方：药师 -> 病人";
CREATE EDGE IF NOT EXISTS takes(doses int COMMENT "服用剂数") COMMENT = "服药：病人 -> 方剂";
CREATE EDGE IF NOT EXISTS made_of(grams int COMMENT "每剂用量，克") COMMENT = "组成：方剂 -> 药材";
CREATE EDGE IF NOT EXISTS supplies(kg int COMMENT "每月供应量，公斤") COMMENT = "供应：药铺 -> 药材";
CREATE TAG INDEX IF NOT EXISTS shop_name_index ON shop(name(32));
CREATE TAG INDEX IF NOT EXISTS pharmacist_name_index ON pharmacist(name(32));
CREATE TAG INDEX IF NOT EXISTS patient_name_index ON patient(name(32));
CREATE TAG INDEX IF NOT EXISTS herb_name_index ON herb(name(32));
CREATE TAG INDEX IF NOT EXISTS herb_nature_index ON herb(nature(8));
CREATE TAG INDEX IF NOT EXISTS formula_name_index ON formula(name(32));
"""

#: (name, district, opened); nobody works at 寿康国药馆
SHOPS = [
    ("济生堂东门店", "东城区", D(2008, 3, 18)),
    ("济生堂西关店", "西城区", D(2012, 9, 9)),
    ("仁和药铺", "南山区", D(1998, 5, 20)),
    ("百草园药房", "北湖区", D(2016, 4, 1)),
    ("回春堂总店", "东城区", D(2003, 11, 11)),
    ("回春堂新街店", "新区", D(2019, 6, 6)),
    ("杏林药铺", "西城区", D(2010, 2, 14)),
    ("寿康国药馆", "南山区", D(2021, 8, 18)),
]  # fmt: skip
#: (name, title, born); 冯晓棠 never prescribed
PHARMACISTS = [
    ("陈守仁", "主任药师", 1955),
    ("李济民", "主任药师", 1962),
    ("王淑兰", "主管药师", 1970),
    ("赵德明", "主管药师", 1975),
    ("孙婉清", "药师", 1983),
    ("周子安", "药师", 1988),
    ("吴秀英", "主管药师", 1979),
    ("郑一鸣", "药师", 1992),
    ("冯晓棠", "药师", 1996),
    ("何承志", "药师", 1999),
]  # fmt: skip
#: (pharmacist, [(shop, since)]); 李济民 and 孙婉清 work at two shops
WORKS_AT = [
    ("陈守仁", [("回春堂总店", 2003)]),
    ("李济民", [("仁和药铺", 1998), ("济生堂东门店", 2008)]),
    ("王淑兰", [("济生堂东门店", 2009)]),
    ("赵德明", [("济生堂西关店", 2012)]),
    ("孙婉清", [("回春堂总店", 2010), ("回春堂新街店", 2019)]),
    ("周子安", [("百草园药房", 2016)]),
    ("吴秀英", [("杏林药铺", 2010)]),
    ("郑一鸣", [("仁和药铺", 2018)]),
    ("冯晓棠", [("回春堂新街店", 2020)]),
    ("何承志", [("杏林药铺", 2023)]),
]  # fmt: skip
#: (师父, [(徒弟, years)]); chains 李济民 -> 王淑兰 -> 周子安 and 陈守仁 -> 孙婉清 -> 冯晓棠
MENTORS = [
    ("陈守仁", [("孙婉清", 6), ("赵德明", 5)]),
    ("李济民", [("王淑兰", 8), ("郑一鸣", 4)]),
    ("孙婉清", [("冯晓棠", 3)]),
    ("王淑兰", [("周子安", 5), ("何承志", 2)]),
    ("赵德明", [("吴秀英", 4)]),
]  # fmt: skip
#: (name, gender, born); 许梦瑶 registered, never prescribed
PATIENTS = [
    ("张建国", "男", 1958),
    ("刘桂芳", "女", 1965),
    ("黄小明", "男", 1990),
    ("林雅婷", "女", 1994),
    ("马志强", "男", 1972),
    ("高秀珍", "女", 1950),
    ("罗晨", "男", 2001),
    ("谢婉儿", "女", 1988),
    ("宋国栋", "男", 1969),
    ("唐悦", "女", 1998),
    ("韩立", "男", 1981),
    ("许梦瑶", "女", 2003),
]  # fmt: skip
#: (pharmacist, [(patient, day, fee, followup)]); 8 follow-ups for 7 patients (马志强 twice)
PRESCRIBED = [
    ("陈守仁", [("张建国", D(2023, 3, 14), 80, False), ("高秀珍", D(2023, 4, 2), 80, True), ("宋国栋", D(2024, 1, 20), 80, False)]),
    ("李济民", [("刘桂芳", D(2022, 11, 8), 60, False), ("马志强", D(2023, 6, 17), 60, True), ("张建国", D(2024, 5, 9), 60, True)]),
    ("王淑兰", [("林雅婷", D(2023, 8, 21), 40, False), ("谢婉儿", D(2024, 2, 26), 40, False)]),
    ("赵德明", [("黄小明", D(2023, 10, 10), 40, False), ("韩立", D(2024, 3, 30), 40, True)]),
    ("孙婉清", [("唐悦", D(2024, 6, 12), 30, False), ("罗晨", D(2022, 12, 5), 30, False)]),
    ("周子安", [("马志强", D(2024, 7, 7), 25, True)]),
    ("吴秀英", [("高秀珍", D(2022, 9, 19), 45, False), ("刘桂芳", D(2024, 9, 3), 45, True)]),
    ("郑一鸣", [("黄小明", D(2024, 4, 16), 25, True)]),
    ("何承志", [("罗晨", D(2024, 10, 28), 20, True)]),
]  # fmt: skip
#: (name, nature, origin, price yuan per gram)
HERBS = [
    ("人参", "温", "吉林", 3.2),
    ("黄芪", "温", "甘肃", 0.45),
    ("当归", "温", "甘肃", 0.6),
    ("甘草", "平", "内蒙古", 0.12),
    ("白术", "温", "浙江", 0.35),
    ("茯苓", "平", "云南", 0.25),
    ("川芎", "温", "四川", 0.4),
    ("白芍", "凉", "安徽", 0.3),
    ("熟地黄", "温", "河南", 0.28),
    ("金银花", "寒", "山东", 0.9),
    ("连翘", "凉", "山西", 0.5),
    ("黄连", "寒", "四川", 1.8),
    ("枸杞", "平", "宁夏", 0.55),
    ("陈皮", "温", "广东", 0.2),
    ("菊花", "凉", "浙江", 0.65),
    ("附子", "热", "四川", 0.7),
]  # fmt: skip
#: (name, form, classic, [(herb, grams)]); no formula uses 黄连 or 附子
FORMULAS = [
    ("四君子汤", "汤剂", True, [("人参", 9), ("白术", 9), ("茯苓", 9), ("甘草", 6)]),
    ("补中益气汤", "汤剂", True, [("黄芪", 18), ("人参", 6), ("白术", 9), ("当归", 6), ("陈皮", 6), ("甘草", 5)]),
    ("四物汤", "汤剂", True, [("当归", 10), ("川芎", 8), ("白芍", 12), ("熟地黄", 12)]),
    ("八珍汤", "汤剂", True, [("人参", 6), ("白术", 10), ("茯苓", 10), ("甘草", 5), ("当归", 10), ("川芎", 6), ("白芍", 10), ("熟地黄", 15)]),
    ("银翘散", "散剂", True, [("金银花", 15), ("连翘", 15), ("甘草", 5)]),
    ("六味地黄丸", "丸剂", True, [("熟地黄", 24), ("茯苓", 9)]),
    ("玉屏风散", "散剂", True, [("黄芪", 12), ("白术", 6)]),
    ("枸杞菊花茶", "茶饮", False, [("枸杞", 10), ("菊花", 5)]),
    ("归脾丸", "丸剂", True, [("黄芪", 9), ("人参", 6), ("当归", 9), ("白术", 9), ("茯苓", 9), ("甘草", 3)]),
    ("秋冬养生膏", "膏方", False, [("人参", 5), ("枸杞", 15), ("熟地黄", 20), ("当归", 10)]),
]  # fmt: skip
#: (patient, [(formula, doses)])
TAKES = [
    ("张建国", [("补中益气汤", 14), ("六味地黄丸", 30)]),
    ("刘桂芳", [("四物汤", 7), ("归脾丸", 20)]),
    ("黄小明", [("银翘散", 3), ("玉屏风散", 10)]),
    ("林雅婷", [("四物汤", 10), ("枸杞菊花茶", 15)]),
    ("马志强", [("四君子汤", 12), ("补中益气汤", 9)]),
    ("高秀珍", [("八珍汤", 21), ("秋冬养生膏", 28)]),
    ("罗晨", [("银翘散", 5)]),
    ("谢婉儿", [("归脾丸", 25)]),
    ("宋国栋", [("六味地黄丸", 40)]),
    ("唐悦", [("枸杞菊花茶", 8), ("四物汤", 6)]),
    ("韩立", [("玉屏风散", 14)]),
]  # fmt: skip
#: (shop, [(herb, kg a month)])
SUPPLIES = [
    ("济生堂东门店", [("人参", 5), ("黄芪", 40), ("当归", 30), ("甘草", 60)]),
    ("济生堂西关店", [("黄芪", 25), ("金银花", 20), ("连翘", 15)]),
    ("仁和药铺", [("人参", 8), ("熟地黄", 35), ("茯苓", 45), ("黄连", 6)]),
    ("百草园药房", [("枸杞", 50), ("菊花", 18), ("陈皮", 22)]),
    ("回春堂总店", [("人参", 12), ("当归", 28), ("白芍", 24), ("川芎", 16), ("附子", 4)]),
    ("回春堂新街店", [("白术", 32), ("茯苓", 26)]),
    ("杏林药铺", [("甘草", 55), ("金银花", 14), ("陈皮", 19)]),
    ("寿康国药馆", [("枸杞", 36), ("人参", 3)]),
]  # fmt: skip


def yaopu() -> object:
    shops = U.VertexFile("shop", [("name", "string"), ("district", "string"), ("opened", "date")])
    shops.rows = [[n, n, d, o] for n, d, o in SHOPS]
    pharmacists = U.VertexFile("pharmacist", [("name", "string"), ("title", "string"), ("born", "int")])
    pharmacists.rows = [[n, n, t, b] for n, t, b in PHARMACISTS]
    patients = U.VertexFile("patient", [("name", "string"), ("gender", "string"), ("born", "int")])
    patients.rows = [[n, n, g, b] for n, g, b in PATIENTS]
    herbs = U.VertexFile(
        "herb", [("name", "string"), ("nature", "string"), ("origin", "string"), ("price", "double")]
    )
    herbs.rows = [[n, n, na, o, p] for n, na, o, p in HERBS]
    formulas = U.VertexFile("formula", [("name", "string"), ("form", "string"), ("classic", "bool")])
    made_of = U.EdgeFile("made_of", [("grams", "int")])
    for name, form, classic, parts in FORMULAS:
        formulas.rows.append([name, name, form, _bool(classic)])
        made_of.rows += [[name, h, g] for h, g in parts]
    works_at = U.EdgeFile("works_at", [("since", "int")])
    for who, shops_ in WORKS_AT:
        works_at.rows += [[who, s, y] for s, y in shops_]
    mentors = U.EdgeFile("mentors", [("years", "int")])
    for who, pupils in MENTORS:
        mentors.rows += [[who, p, y] for p, y in pupils]
    prescribed = U.EdgeFile("prescribed", [("day", "date"), ("fee", "int"), ("followup", "bool")])
    for who, visits in PRESCRIBED:
        prescribed.rows += [[who, p, day, fee, _bool(f)] for p, day, fee, f in visits]
    takes = U.EdgeFile("takes", [("doses", "int")])
    for who, courses in TAKES:
        takes.rows += [[who, f, n] for f, n in courses]
    supplies = U.EdgeFile("supplies", [("kg", "int")])
    for shop, stock in SUPPLIES:
        supplies.rows += [[shop, h, kg] for h, kg in stock]
    return U.Graph(
        "yaopu",
        32,
        YAOPU_DDL,
        [shops, pharmacists, patients, herbs, formulas],
        [works_at, mentors, prescribed, takes, made_of, supplies],
    )


def build_all() -> list[object]:
    return [beacons(), yaopu()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
