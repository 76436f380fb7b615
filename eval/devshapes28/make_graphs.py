"""Write the two development graphs of ``eval/devshapes28/graphs/`` (steamrail, hanfu).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and over edge numbers, "the second", negation over a related
entity with a filter), half of it in Chinese. ``steamrail`` (a volunteer-run railway
preservation society: volunteers, locomotives, workshops, restoration work orders, galas /
open days) has opaque ids and English names in a ``name`` property; a same-tag edge
(``instructs``: instructor -> trainee), tags reached by several edge types (``locomotive``:
``for_loco``, ``custodian_of``, source of ``ran_at``; ``gala``: ``crewed``, ``ran_at``) and
edge properties of every kind (``worked_on``'s ``hours`` int, ``first_shift`` date and
``in_charge`` bool; ``crewed``'s ``turns`` and ``footplate`` bool; ``ran_at``'s ``runs``).
``hanfu`` (a 汉服 club: 会员, 衣服, 活动, 摄影师, 店铺) has Chinese names that are the vertex
ids, Chinese category strings (``dynasty`` 汉/唐/宋/明, ``style`` 曲裾/齐胸襦裙/褙子/马面裙/
圆领袍/直裰/氅衣), English schema names with Chinese COMMENTs, a same-tag edge
(``introduced``: 引荐人 -> 新人), a vertex date (``joined``, ``held``) beside edge dates
(``bought``, ``shot_on``) and bools on both kinds.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes28/make_graphs.py [--out eval/devshapes28/graphs]
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


# --------------------------------------------------------------------------- steamrail (opaque ids, English names)

STEAMRAIL_DDL = """
CREATE TAG IF NOT EXISTS volunteer(name string, born int COMMENT "year of birth", grade string COMMENT "trainee, fireman or driver", joined date COMMENT "date the volunteer joined the society") COMMENT = "a volunteer of the railway preservation society";
CREATE TAG IF NOT EXISTS locomotive(name string, built int COMMENT "year built", traction string COMMENT "steam or diesel", builder string COMMENT "the works that built it", operational bool COMMENT "fit to run at the moment") COMMENT = "a locomotive the society owns";
CREATE TAG IF NOT EXISTS workshop(name string, town string, founded int COMMENT "year the shed opened", pits int COMMENT "number of inspection pits") COMMENT = "an engine shed or works where restoration is done";
CREATE TAG IF NOT EXISTS work_order(name string, kind string COMMENT "boiler, paint, wheels, bodywork, electrics or engine", budget int COMMENT "budget in pounds", started date COMMENT "date the work began") COMMENT = "a restoration job on one locomotive";
CREATE TAG IF NOT EXISTS gala(name string, gala_date date COMMENT "date of the event", visitors int COMMENT "visitors through the gate", themed bool COMMENT "a themed event (Santa, Halloween, diesel)") COMMENT = "a gala or open day of the heritage line";
CREATE EDGE IF NOT EXISTS worked_on(hours int COMMENT "volunteer hours put in", first_shift date COMMENT "date of the volunteer's first shift on the job", in_charge bool COMMENT "led the job") COMMENT = "volunteer -> work order";
CREATE EDGE IF NOT EXISTS for_loco() COMMENT = "work order -> the locomotive it restores";
CREATE EDGE IF NOT EXISTS done_at() COMMENT = "work order -> the workshop doing it";
CREATE EDGE IF NOT EXISTS crewed(turns int COMMENT "turns of duty that day", footplate bool COMMENT "on the footplate (driving or firing) rather than platform or guard duty") COMMENT = "volunteer -> gala they worked at";
CREATE EDGE IF NOT EXISTS ran_at(runs int COMMENT "return trips run that day") COMMENT = "locomotive -> gala it ran at";
CREATE EDGE IF NOT EXISTS instructs(since int COMMENT "year the instruction began") COMMENT = "instructor -> trainee (volunteer -> volunteer)";
CREATE EDGE IF NOT EXISTS custodian_of(since int COMMENT "year they became its custodian") COMMENT = "volunteer -> the locomotive they look after";
CREATE TAG INDEX IF NOT EXISTS volunteer_name_index ON volunteer(name(32));
CREATE TAG INDEX IF NOT EXISTS locomotive_name_index ON locomotive(name(32));
CREATE TAG INDEX IF NOT EXISTS workshop_name_index ON workshop(name(32));
CREATE TAG INDEX IF NOT EXISTS work_order_name_index ON work_order(name(48));
CREATE TAG INDEX IF NOT EXISTS gala_name_index ON gala(name(32));
"""

#: (name, born, grade, joined); Josie Whitworth has worked on no job (she crewed one gala)
VOLUNTEERS = [
    ("Arthur Pennington", 1951, "driver", D(1998, 4, 11)),
    ("Margaret Oduya", 1957, "driver", D(2001, 6, 2)),
    ("Clive Barraclough", 1949, "driver", D(1995, 9, 17)),
    ("Nadia Kowalczyk", 1976, "fireman", D(2009, 3, 21)),
    ("George Threlfall", 1968, "fireman", D(2011, 7, 30)),
    ("Priya Ramsden", 1985, "fireman", D(2014, 5, 10)),
    ("Owen Gatley", 1990, "fireman", D(2016, 8, 14)),
    ("Beatrice Lomax", 1963, "driver", D(2003, 10, 5)),
    ("Tom Ashworth", 2002, "fireman", D(2021, 2, 27)),
    ("Ellie Moorcroft", 1999, "trainee", D(2022, 6, 18)),
    ("Hamish Dunlop", 1972, "fireman", D(2018, 11, 3)),
    ("Rosa Fairbairn", 2004, "trainee", D(2023, 4, 9)),
    ("Kenneth Yallop", 1945, "driver", D(1992, 5, 23)),
    ("Josie Whitworth", 2001, "trainee", D(2024, 3, 16)),
]  # fmt: skip
#: (instructor, [(trainee, since)]); a chain of five: Kenneth Yallop -> Arthur Pennington -> Owen Gatley -> Tom Ashworth -> Josie Whitworth
INSTRUCTS = [
    ("Kenneth Yallop", [("Arthur Pennington", 1998)]),
    ("Arthur Pennington", [("Nadia Kowalczyk", 2009), ("Owen Gatley", 2016)]),
    ("Owen Gatley", [("Tom Ashworth", 2021)]),
    ("Tom Ashworth", [("Josie Whitworth", 2024)]),
    ("Margaret Oduya", [("Priya Ramsden", 2014), ("Ellie Moorcroft", 2022)]),
    ("Clive Barraclough", [("Beatrice Lomax", 2003)]),
    ("Beatrice Lomax", [("George Threlfall", 2011), ("Hamish Dunlop", 2018)]),
    ("Priya Ramsden", [("Rosa Fairbairn", 2023)]),
]  # fmt: skip
#: (name, built, traction, builder, operational); the four that are not operational ran at no gala
LOCOMOTIVES = [
    ("Duchess of Ravensholme", 1927, "steam", "Hartley & Sons", True),
    ("Little Wenlock", 1898, "steam", "Northgate Foundry", True),
    ("Iron Heron", 1936, "steam", "Hartley & Sons", False),
    ("Sir Gareth", 1911, "steam", "Bellweather Engineering", True),
    ("Coalbrook Belle", 1924, "steam", "Northgate Foundry", False),
    ("Pennine Rover", 1958, "diesel", "Calder Motive", True),
    ("Marsh Warbler", 1962, "diesel", "Calder Motive", True),
    ("Old Smokey", 1889, "steam", "Bellweather Engineering", False),
    ("Lady Aldwyn", 1931, "steam", "Hartley & Sons", True),
    ("Valley Thunder", 1965, "diesel", "Calder Motive", False),
]  # fmt: skip
#: (name, town, founded, pits); Kettlewell Yard has had no job yet
WORKSHOPS = [
    ("Ravensholme Shed", "Ravensholme", 1972, 3),
    ("Millford Carriage Works", "Millford", 1985, 1),
    ("Brackendale Boiler Shop", "Brackendale", 1990, 2),
    ("Low Moor Depot", "Ravensholme", 2004, 4),
    ("Kettlewell Yard", "Kettlewell", 2015, 0),
]  # fmt: skip
#: (name, kind, budget, started, locomotive, workshop); every budget differs
WORK_ORDERS = [
    ("Duchess boiler retube", "boiler", 48000, D(2019, 3, 4), "Duchess of Ravensholme", "Brackendale Boiler Shop"),
    ("Duchess repaint", "paint", 6500, D(2022, 4, 12), "Duchess of Ravensholme", "Ravensholme Shed"),
    ("Iron Heron overhaul", "boiler", 72000, D(2021, 9, 1), "Iron Heron", "Brackendale Boiler Shop"),
    ("Wenlock wheel turning", "wheels", 9800, D(2020, 6, 15), "Little Wenlock", "Low Moor Depot"),
    ("Sir Gareth cab rebuild", "bodywork", 15500, D(2023, 2, 20), "Sir Gareth", "Ravensholme Shed"),
    ("Coalbrook Belle restoration", "boiler", 91000, D(2022, 11, 7), "Coalbrook Belle", "Brackendale Boiler Shop"),
    ("Pennine Rover rewire", "electrics", 12000, D(2021, 5, 18), "Pennine Rover", "Low Moor Depot"),
    ("Marsh Warbler repaint", "paint", 5200, D(2023, 7, 3), "Marsh Warbler", "Millford Carriage Works"),
    ("Old Smokey cosmetic restoration", "paint", 8700, D(2020, 10, 10), "Old Smokey", "Millford Carriage Works"),
    ("Lady Aldwyn tyre renewal", "wheels", 14300, D(2024, 1, 22), "Lady Aldwyn", "Low Moor Depot"),
    ("Valley Thunder engine rebuild", "engine", 38000, D(2024, 5, 6), "Valley Thunder", "Low Moor Depot"),
    ("Iron Heron tender rebuild", "bodywork", 22000, D(2023, 9, 14), "Iron Heron", "Ravensholme Shed"),
    ("Sir Gareth boiler ticket", "boiler", 54000, D(2024, 8, 19), "Sir Gareth", "Brackendale Boiler Shop"),
    ("Coalbrook Belle wheelset", "wheels", 11200, D(2024, 10, 2), "Coalbrook Belle", "Low Moor Depot"),
]  # fmt: skip
#: (volunteer, [(work order, hours, first shift, in charge)]); every hours figure differs
WORKED_ON = [
    ("Arthur Pennington", [("Duchess boiler retube", 120, D(2019, 3, 10), True), ("Wenlock wheel turning", 40, D(2020, 6, 20), False)]),
    ("Margaret Oduya", [("Duchess repaint", 60, D(2022, 4, 15), True), ("Old Smokey cosmetic restoration", 35, D(2020, 10, 12), False)]),
    ("Clive Barraclough", [("Iron Heron overhaul", 210, D(2021, 9, 6), True), ("Coalbrook Belle restoration", 150, D(2022, 11, 10), False)]),
    ("Nadia Kowalczyk", [("Duchess boiler retube", 80, D(2019, 4, 2), False), ("Iron Heron overhaul", 95, D(2021, 9, 20), False), ("Sir Gareth boiler ticket", 130, D(2024, 8, 22), True)]),
    ("George Threlfall", [("Coalbrook Belle restoration", 180, D(2022, 11, 8), True), ("Coalbrook Belle wheelset", 45, D(2024, 10, 5), False)]),
    ("Priya Ramsden", [("Pennine Rover rewire", 70, D(2021, 5, 20), True), ("Valley Thunder engine rebuild", 110, D(2024, 5, 9), True)]),
    ("Owen Gatley", [("Sir Gareth cab rebuild", 65, D(2023, 2, 25), False), ("Iron Heron tender rebuild", 85, D(2023, 9, 18), True)]),
    ("Beatrice Lomax", [("Sir Gareth cab rebuild", 90, D(2023, 2, 21), True), ("Lady Aldwyn tyre renewal", 55, D(2024, 1, 25), True)]),
    ("Tom Ashworth", [("Lady Aldwyn tyre renewal", 30, D(2024, 2, 3), False), ("Valley Thunder engine rebuild", 48, D(2024, 5, 12), False)]),
    ("Ellie Moorcroft", [("Marsh Warbler repaint", 25, D(2023, 7, 8), False)]),
    ("Hamish Dunlop", [("Wenlock wheel turning", 50, D(2020, 6, 16), True), ("Pennine Rover rewire", 42, D(2021, 6, 1), False), ("Coalbrook Belle wheelset", 62, D(2024, 10, 3), True)]),
    ("Rosa Fairbairn", [("Marsh Warbler repaint", 28, D(2023, 7, 5), False)]),
    ("Kenneth Yallop", [("Old Smokey cosmetic restoration", 75, D(2020, 10, 11), True)]),
]  # fmt: skip
#: (name, date, visitors, themed)
GALAS = [
    ("Spring Steam Gala 2022", D(2022, 4, 23), 1850, False),
    ("Santa Specials 2022", D(2022, 12, 10), 2400, True),
    ("Diesel Weekend 2023", D(2023, 6, 17), 950, True),
    ("Summer Steam Gala 2023", D(2023, 8, 5), 2750, False),
    ("Halloween Ghost Train 2023", D(2023, 10, 28), 1300, True),
    ("Spring Steam Gala 2024", D(2024, 4, 20), 2100, False),
    ("Heritage Open Day 2024", D(2024, 9, 14), 1600, False),
    ("Santa Specials 2024", D(2024, 12, 7), 2900, True),
]  # fmt: skip
#: (volunteer, [(gala, turns, on the footplate)])
CREWED = [
    ("Arthur Pennington", [("Spring Steam Gala 2022", 4, True), ("Summer Steam Gala 2023", 5, True), ("Spring Steam Gala 2024", 3, True)]),
    ("Margaret Oduya", [("Santa Specials 2022", 3, True), ("Spring Steam Gala 2024", 4, True)]),
    ("Clive Barraclough", [("Spring Steam Gala 2022", 2, True)]),
    ("Nadia Kowalczyk", [("Spring Steam Gala 2022", 4, True), ("Summer Steam Gala 2023", 3, True), ("Santa Specials 2024", 2, True)]),
    ("George Threlfall", [("Diesel Weekend 2023", 2, False), ("Halloween Ghost Train 2023", 3, True)]),
    ("Priya Ramsden", [("Diesel Weekend 2023", 5, True), ("Heritage Open Day 2024", 2, False)]),
    ("Owen Gatley", [("Summer Steam Gala 2023", 4, True), ("Spring Steam Gala 2024", 2, True), ("Santa Specials 2024", 3, True)]),
    ("Beatrice Lomax", [("Santa Specials 2022", 2, True), ("Halloween Ghost Train 2023", 4, True)]),
    ("Tom Ashworth", [("Spring Steam Gala 2024", 1, False), ("Santa Specials 2024", 2, False)]),
    ("Ellie Moorcroft", [("Heritage Open Day 2024", 3, False)]),
    ("Hamish Dunlop", [("Diesel Weekend 2023", 3, True)]),
    ("Rosa Fairbairn", [("Santa Specials 2024", 1, False)]),
    ("Kenneth Yallop", [("Spring Steam Gala 2022", 1, False)]),
    ("Josie Whitworth", [("Heritage Open Day 2024", 2, False)]),
]  # fmt: skip
#: (locomotive, [(gala, runs)])
RAN_AT = [
    ("Duchess of Ravensholme", [("Spring Steam Gala 2022", 6), ("Summer Steam Gala 2023", 8), ("Spring Steam Gala 2024", 7)]),
    ("Little Wenlock", [("Spring Steam Gala 2022", 4), ("Santa Specials 2022", 10), ("Santa Specials 2024", 9)]),
    ("Sir Gareth", [("Summer Steam Gala 2023", 5), ("Halloween Ghost Train 2023", 6)]),
    ("Pennine Rover", [("Diesel Weekend 2023", 7)]),
    ("Marsh Warbler", [("Diesel Weekend 2023", 5), ("Heritage Open Day 2024", 4)]),
    ("Lady Aldwyn", [("Spring Steam Gala 2024", 6), ("Heritage Open Day 2024", 3), ("Santa Specials 2024", 8)]),
]  # fmt: skip
#: (custodian, [(locomotive, since)]); Iron Heron and Lady Aldwyn have no custodian
CUSTODIAN_OF = [
    ("Clive Barraclough", [("Old Smokey", 1995)]),
    ("Arthur Pennington", [("Duchess of Ravensholme", 2000)]),
    ("Beatrice Lomax", [("Sir Gareth", 2005)]),
    ("George Threlfall", [("Coalbrook Belle", 2012)]),
    ("Priya Ramsden", [("Pennine Rover", 2015), ("Marsh Warbler", 2019)]),
    ("Kenneth Yallop", [("Little Wenlock", 1992)]),
    ("Hamish Dunlop", [("Valley Thunder", 2020)]),
]  # fmt: skip


def steamrail() -> object:
    vid = {n[0]: f"v{k + 1:02d}" for k, n in enumerate(VOLUNTEERS)}
    lid = {n[0]: f"l{k + 1:02d}" for k, n in enumerate(LOCOMOTIVES)}
    wid = {n[0]: f"w{k + 1}" for k, n in enumerate(WORKSHOPS)}
    jid = {n[0]: f"j{k + 1:02d}" for k, n in enumerate(WORK_ORDERS)}
    gid = {n[0]: f"g{k + 1}" for k, n in enumerate(GALAS)}
    volunteers = U.VertexFile(
        "volunteer", [("name", "string"), ("born", "int"), ("grade", "string"), ("joined", "date")]
    )
    volunteers.rows = [[vid[n], n, b, g, j] for n, b, g, j in VOLUNTEERS]
    locos = U.VertexFile(
        "locomotive",
        [
            ("name", "string"),
            ("built", "int"),
            ("traction", "string"),
            ("builder", "string"),
            ("operational", "bool"),
        ],
    )
    locos.rows = [[lid[n], n, b, t, w, _bool(o)] for n, b, t, w, o in LOCOMOTIVES]
    workshops = U.VertexFile(
        "workshop", [("name", "string"), ("town", "string"), ("founded", "int"), ("pits", "int")]
    )
    workshops.rows = [[wid[n], n, t, f, p] for n, t, f, p in WORKSHOPS]
    orders = U.VertexFile(
        "work_order", [("name", "string"), ("kind", "string"), ("budget", "int"), ("started", "date")]
    )
    for_loco = U.EdgeFile("for_loco", [])
    done_at = U.EdgeFile("done_at", [])
    for name, kind, budget, started, loco, shop in WORK_ORDERS:
        orders.rows.append([jid[name], name, kind, budget, started])
        for_loco.rows.append([jid[name], lid[loco]])
        done_at.rows.append([jid[name], wid[shop]])
    galas = U.VertexFile(
        "gala", [("name", "string"), ("gala_date", "date"), ("visitors", "int"), ("themed", "bool")]
    )
    galas.rows = [[gid[n], n, d, v, _bool(t)] for n, d, v, t in GALAS]
    worked_on = U.EdgeFile("worked_on", [("hours", "int"), ("first_shift", "date"), ("in_charge", "bool")])
    for who, jobs in WORKED_ON:
        worked_on.rows += [[vid[who], jid[j], h, d, _bool(c)] for j, h, d, c in jobs]
    crewed = U.EdgeFile("crewed", [("turns", "int"), ("footplate", "bool")])
    for who, days in CREWED:
        crewed.rows += [[vid[who], gid[g], t, _bool(f)] for g, t, f in days]
    ran_at = U.EdgeFile("ran_at", [("runs", "int")])
    for loco, days in RAN_AT:
        ran_at.rows += [[lid[loco], gid[g], r] for g, r in days]
    instructs = U.EdgeFile("instructs", [("since", "int")])
    for who, trainees in INSTRUCTS:
        instructs.rows += [[vid[who], vid[t], y] for t, y in trainees]
    custodian_of = U.EdgeFile("custodian_of", [("since", "int")])
    for who, locos_ in CUSTODIAN_OF:
        custodian_of.rows += [[vid[who], lid[loco], y] for loco, y in locos_]
    return U.Graph(
        "steamrail",
        8,
        STEAMRAIL_DDL,
        [volunteers, locos, workshops, orders, galas],
        [worked_on, for_loco, done_at, crewed, ran_at, instructs, custodian_of],
    )


# --------------------------------------------------------------------------- hanfu (Chinese names as ids)

HANFU_DDL = """
CREATE TAG IF NOT EXISTS member(name string COMMENT "昵称", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", joined date COMMENT "入社日期") COMMENT = "汉服社会员";
CREATE TAG IF NOT EXISTS outfit(name string COMMENT "衣服名称", dynasty string COMMENT "形制朝代：汉/唐/宋/明", style string COMMENT "款式：曲裾/齐胸襦裙/褙子/马面裙/圆领袍/直裰/氅衣", price int COMMENT "价格，元") COMMENT = "一套汉服";
CREATE TAG IF NOT EXISTS event(name string COMMENT "活动名称", held date COMMENT "举办日期", city string COMMENT "所在城市", outdoor bool COMMENT "是否户外") COMMENT = "社团活动";
CREATE TAG IF NOT EXISTS photographer(name string COMMENT "摄影师昵称", city string COMMENT "常驻城市", rate int COMMENT "每小时收费，元") COMMENT = "摄影师";
CREATE TAG IF NOT EXISTS shop(name string COMMENT "店名", city string COMMENT "所在城市", online bool COMMENT "是否网店", founded int COMMENT "开店年份") COMMENT = "汉服店铺";
CREATE EDGE IF NOT EXISTS owns(bought date COMMENT "购买日期", secondhand bool COMMENT "是否二手") COMMENT = "拥有：会员 -> 衣服";
CREATE EDGE IF NOT EXISTS made_by() COMMENT = "衣服 -> 出品店铺";
CREATE EDGE IF NOT EXISTS went_to(helper bool COMMENT "是否当工作人员") COMMENT = "参加：会员 -> 活动";
CREATE EDGE IF NOT EXISTS shot(photos int COMMENT "出片张数", shot_on date COMMENT "拍摄日期", paid bool COMMENT "是否付费约拍") COMMENT = "约拍：摄影师 -> 会员";
CREATE EDGE IF NOT EXISTS covered() COMMENT = "跟拍：摄影师 -> 活动";
CREATE EDGE IF NOT EXISTS sponsored(amount int COMMENT "赞助金额，元") COMMENT = "赞助：店铺 -> 活动";
CREATE EDGE IF NOT EXISTS introduced(year int COMMENT "引荐年份") COMMENT = "引荐：引荐人 -> 新人";
CREATE TAG INDEX IF NOT EXISTS member_name_index ON member(name(32));
CREATE TAG INDEX IF NOT EXISTS outfit_name_index ON outfit(name(32));
CREATE TAG INDEX IF NOT EXISTS outfit_dynasty_index ON outfit(dynasty(8));
CREATE TAG INDEX IF NOT EXISTS event_name_index ON event(name(32));
CREATE TAG INDEX IF NOT EXISTS photographer_name_index ON photographer(name(32));
CREATE TAG INDEX IF NOT EXISTS shop_name_index ON shop(name(32));
"""

#: (name, born, gender, joined); 韩小满 owns no outfit yet
MEMBERS = [
    ("苏婉清", 1996, "女", D(2018, 5, 12)),
    ("林子衿", 1999, "女", D(2019, 3, 8)),
    ("顾北辰", 1994, "男", D(2019, 9, 21)),
    ("沈月白", 2001, "女", D(2020, 4, 18)),
    ("陆知秋", 1997, "女", D(2020, 11, 2)),
    ("江寒", 1992, "男", D(2021, 6, 27)),
    ("叶轻眉", 2003, "女", D(2021, 10, 15)),
    ("温如玉", 1990, "女", D(2022, 3, 19)),
    ("秦牧之", 2000, "男", D(2022, 8, 6)),
    ("白露", 2004, "女", D(2023, 2, 25)),
    ("许清欢", 1998, "女", D(2023, 7, 14)),
    ("韩小满", 2005, "女", D(2024, 3, 30)),
    ("唐一苇", 1995, "男", D(2024, 6, 9)),
]  # fmt: skip
#: (name, dynasty, style, price, shop); nobody owns 雪鹤氅衣; every price differs
OUTFITS = [
    ("月下曲裾", "汉", "曲裾", 680, "汉尚坊"),
    ("霁青齐胸", "唐", "齐胸襦裙", 520, "织云阁"),
    ("海棠齐胸", "唐", "齐胸襦裙", 760, "梨花渡"),
    ("竹影褙子", "宋", "褙子", 430, "青衿小铺"),
    ("烟雨褙子", "宋", "褙子", 390, "梨花渡"),
    ("金绣马面", "明", "马面裙", 1280, "锦瑟坊"),
    ("织金马面", "明", "马面裙", 1650, "锦瑟坊"),
    ("墨色圆领袍", "唐", "圆领袍", 890, "长安拾遗"),
    ("绯红圆领袍", "明", "圆领袍", 960, "锦瑟坊"),
    ("素纱直裰", "宋", "直裰", 560, "青衿小铺"),
    ("云纹曲裾", "汉", "曲裾", 740, "汉尚坊"),
    ("青鸾马面", "明", "马面裙", 980, "织云阁"),
    ("霓裳襦裙", "唐", "齐胸襦裙", 1150, "长安拾遗"),
    ("松风直裰", "明", "直裰", 620, "锦瑟坊"),
    ("雪鹤氅衣", "宋", "氅衣", 1380, "织云阁"),
]  # fmt: skip
#: (name, city, online, founded)
SHOPS = [
    ("织云阁", "杭州", True, 2015),
    ("汉尚坊", "西安", False, 2012),
    ("锦瑟坊", "南京", False, 2016),
    ("青衿小铺", "成都", True, 2019),
    ("梨花渡", "苏州", True, 2018),
    ("长安拾遗", "西安", True, 2021),
]  # fmt: skip
#: (member, [(outfit, bought, secondhand)]); 8 secondhand purchases by 7 members
OWNS = [
    ("苏婉清", [("金绣马面", D(2018, 6, 1), False), ("海棠齐胸", D(2019, 2, 14), False), ("织金马面", D(2023, 9, 10), False)]),
    ("林子衿", [("霁青齐胸", D(2019, 4, 20), False), ("竹影褙子", D(2021, 5, 3), True)]),
    ("顾北辰", [("墨色圆领袍", D(2019, 10, 5), False), ("素纱直裰", D(2022, 1, 16), False)]),
    ("沈月白", [("烟雨褙子", D(2020, 5, 9), True), ("月下曲裾", D(2021, 8, 22), False)]),
    ("陆知秋", [("金绣马面", D(2021, 3, 12), True), ("云纹曲裾", D(2022, 10, 30), False)]),
    ("江寒", [("绯红圆领袍", D(2021, 7, 18), False), ("松风直裰", D(2023, 4, 2), False)]),
    ("叶轻眉", [("霓裳襦裙", D(2022, 2, 11), False), ("海棠齐胸", D(2023, 5, 20), True)]),
    ("温如玉", [("青鸾马面", D(2022, 4, 25), False), ("织金马面", D(2024, 2, 18), False)]),
    ("秦牧之", [("墨色圆领袍", D(2022, 9, 3), True)]),
    ("白露", [("霁青齐胸", D(2023, 3, 11), True), ("竹影褙子", D(2024, 4, 7), True)]),
    ("许清欢", [("霓裳襦裙", D(2023, 8, 19), False), ("烟雨褙子", D(2024, 5, 26), False)]),
    ("唐一苇", [("绯红圆领袍", D(2024, 7, 13), True)]),
]  # fmt: skip
#: (name, held, city, outdoor); 中秋诗会2024 had no photographer, 汉服春日宴2024 no sponsor
EVENTS = [
    ("西湖花朝节2022", D(2022, 3, 26), "杭州", True),
    ("长安上元灯会2023", D(2023, 2, 5), "西安", True),
    ("金陵雅集2023", D(2023, 5, 13), "南京", False),
    ("苏州园林游2023", D(2023, 10, 21), "苏州", True),
    ("汉服春日宴2024", D(2024, 3, 16), "杭州", False),
    ("七夕游园会2024", D(2024, 8, 10), "杭州", True),
    ("重阳登高2024", D(2024, 10, 12), "成都", True),
    ("中秋诗会2024", D(2024, 9, 17), "苏州", False),
]  # fmt: skip
#: (member, [(event, helped out)])
WENT_TO = [
    ("苏婉清", [("西湖花朝节2022", True), ("金陵雅集2023", False), ("汉服春日宴2024", True), ("七夕游园会2024", True)]),
    ("林子衿", [("西湖花朝节2022", False), ("苏州园林游2023", False), ("中秋诗会2024", False)]),
    ("顾北辰", [("长安上元灯会2023", True), ("七夕游园会2024", False)]),
    ("沈月白", [("西湖花朝节2022", False), ("汉服春日宴2024", False), ("七夕游园会2024", False)]),
    ("陆知秋", [("金陵雅集2023", True), ("苏州园林游2023", True)]),
    ("江寒", [("长安上元灯会2023", False), ("重阳登高2024", True)]),
    ("叶轻眉", [("汉服春日宴2024", False), ("七夕游园会2024", False), ("中秋诗会2024", True)]),
    ("温如玉", [("金陵雅集2023", False), ("中秋诗会2024", False)]),
    ("秦牧之", [("重阳登高2024", False)]),
    ("白露", [("七夕游园会2024", False), ("苏州园林游2023", False)]),
    ("许清欢", [("汉服春日宴2024", False), ("中秋诗会2024", False)]),
    ("韩小满", [("七夕游园会2024", False)]),
    ("唐一苇", [("重阳登高2024", False)]),
]  # fmt: skip
#: (name, city, rate per hour)
PHOTOGRAPHERS = [
    ("阿光", "杭州", 300),
    ("老周", "西安", 260),
    ("小鹿", "南京", 350),
    ("陈一帧", "杭州", 420),
    ("木子", "成都", 280),
]  # fmt: skip
#: (photographer, [(member, photos, shot on, paid)]); every photo count differs
SHOT = [
    ("阿光", [("苏婉清", 120, D(2022, 3, 26), False), ("沈月白", 85, D(2024, 3, 16), True), ("叶轻眉", 60, D(2024, 8, 10), True)]),
    ("老周", [("顾北辰", 45, D(2023, 2, 5), False), ("江寒", 70, D(2023, 2, 5), True)]),
    ("小鹿", [("陆知秋", 95, D(2023, 5, 13), True), ("温如玉", 150, D(2023, 5, 13), True), ("苏婉清", 40, D(2023, 5, 14), False)]),
    ("陈一帧", [("苏婉清", 200, D(2024, 8, 10), True), ("白露", 110, D(2024, 8, 11), True), ("许清欢", 75, D(2024, 3, 16), False), ("林子衿", 55, D(2023, 10, 21), True)]),
    ("木子", [("秦牧之", 30, D(2024, 10, 12), False), ("江寒", 65, D(2024, 10, 12), True)]),
]  # fmt: skip
#: (photographer, [events covered])
COVERED = [
    ("阿光", ["西湖花朝节2022", "汉服春日宴2024", "七夕游园会2024"]),
    ("老周", ["长安上元灯会2023"]),
    ("小鹿", ["金陵雅集2023"]),
    ("陈一帧", ["七夕游园会2024", "汉服春日宴2024", "苏州园林游2023"]),
    ("木子", ["重阳登高2024"]),
]  # fmt: skip
#: (shop, [(event, amount)])
SPONSORED = [
    ("织云阁", [("西湖花朝节2022", 3000), ("七夕游园会2024", 5000)]),
    ("汉尚坊", [("长安上元灯会2023", 4000)]),
    ("锦瑟坊", [("金陵雅集2023", 6000), ("中秋诗会2024", 2500)]),
    ("梨花渡", [("苏州园林游2023", 3500), ("中秋诗会2024", 2000)]),
    ("长安拾遗", [("长安上元灯会2023", 4500)]),
    ("青衿小铺", [("重阳登高2024", 1500)]),
]  # fmt: skip
#: (引荐人, [(新人, year)]); a chain of four: 苏婉清 -> 林子衿 -> 叶轻眉 -> 韩小满
INTRODUCED = [
    ("苏婉清", [("林子衿", 2019), ("陆知秋", 2020)]),
    ("林子衿", [("叶轻眉", 2021), ("白露", 2023)]),
    ("叶轻眉", [("韩小满", 2024)]),
    ("顾北辰", [("江寒", 2021), ("秦牧之", 2022)]),
    ("沈月白", [("许清欢", 2023)]),
    ("江寒", [("唐一苇", 2024)]),
    ("陆知秋", [("温如玉", 2022)]),
]  # fmt: skip


def hanfu() -> object:
    members = U.VertexFile(
        "member", [("name", "string"), ("born", "int"), ("gender", "string"), ("joined", "date")]
    )
    members.rows = [[n, n, b, g, j] for n, b, g, j in MEMBERS]
    outfits = U.VertexFile(
        "outfit", [("name", "string"), ("dynasty", "string"), ("style", "string"), ("price", "int")]
    )
    made_by = U.EdgeFile("made_by", [])
    for name, dynasty, style, price, shop in OUTFITS:
        outfits.rows.append([name, name, dynasty, style, price])
        made_by.rows.append([name, shop])
    shops = U.VertexFile(
        "shop", [("name", "string"), ("city", "string"), ("online", "bool"), ("founded", "int")]
    )
    shops.rows = [[n, n, c, _bool(o), f] for n, c, o, f in SHOPS]
    events = U.VertexFile(
        "event", [("name", "string"), ("held", "date"), ("city", "string"), ("outdoor", "bool")]
    )
    events.rows = [[n, n, h, c, _bool(o)] for n, h, c, o in EVENTS]
    photographers = U.VertexFile("photographer", [("name", "string"), ("city", "string"), ("rate", "int")])
    photographers.rows = [[n, n, c, r] for n, c, r in PHOTOGRAPHERS]
    owns = U.EdgeFile("owns", [("bought", "date"), ("secondhand", "bool")])
    for who, items in OWNS:
        owns.rows += [[who, o, d, _bool(s)] for o, d, s in items]
    went_to = U.EdgeFile("went_to", [("helper", "bool")])
    for who, visits in WENT_TO:
        went_to.rows += [[who, e, _bool(h)] for e, h in visits]
    shot = U.EdgeFile("shot", [("photos", "int"), ("shot_on", "date"), ("paid", "bool")])
    for who, shoots in SHOT:
        shot.rows += [[who, m, n, d, _bool(p)] for m, n, d, p in shoots]
    covered = U.EdgeFile("covered", [])
    for who, evs in COVERED:
        covered.rows += [[who, e] for e in evs]
    sponsored = U.EdgeFile("sponsored", [("amount", "int")])
    for who, evs in SPONSORED:
        sponsored.rows += [[who, e, a] for e, a in evs]
    introduced = U.EdgeFile("introduced", [("year", "int")])
    for who, newcomers in INTRODUCED:
        introduced.rows += [[who, m, y] for m, y in newcomers]
    return U.Graph(
        "hanfu",
        32,
        HANFU_DDL,
        [members, outfits, events, photographers, shops],
        [owns, made_by, went_to, shot, covered, sponsored, introduced],
    )


def build_all() -> list[object]:
    return [steamrail(), hanfu()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
