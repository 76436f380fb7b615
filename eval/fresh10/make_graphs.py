"""Write the three frozen evaluation graphs of ``eval/fresh10/graphs/`` (windfarm, fengzheng, dig).

Why a tenth set: ``eval/fresh/`` to ``eval/fresh9/`` have been (or are being) run to report,
so they are no longer unseen. These three graphs (and ``questions.jsonl``) are for reporting
only: they are run once, by the lead, to report; never to tune (see README.md). Everything is
invented (no real technicians, kite makers, archaeologists, sites or suppliers; the kite kinds
— 沙燕, 软翅, 硬翅, 串类, 板鹞 — are traditional names and the cities and regions are real). The
facts a question depends on are written out by hand below; the filler (hours, days, years
since) is drawn from a seeded RNG, one per graph, so running the script again writes
byte-identical files. ``questions.jsonl`` and ``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built:

- ``windfarm``: a wind-farm operator's maintenance records, opaque vertex ids (``st02``,
  ``tb07``, ``wo05``); sites, technicians and suppliers by ``name``, turbines by ``serial``
  (``WTG-203``), work orders by ``ref`` (``WO-2403``); ``serves`` arrives at one tag from two
  (technicians *and* suppliers serve a site); ``supervises`` is technician -> technician;
- ``fengzheng``: a 风筝 (kite) circle, Chinese, the names *are* the vertex ids (a maker's, a
  kite's, a festival's, a team's, a workshop's; no ``name`` property); ``based_at`` leaves two
  tags for one (makers *and* flying teams are based at a workshop); ``taught`` is maker ->
  maker (师承: master -> apprentice);
- ``dig``: an archaeology field unit, opaque ids, English and Chinese names mixed; trenches by
  ``code``, artifacts by ``label``; ``affiliated`` arrives at one tag from two (archaeologists
  *and* labs are affiliated with a site); ``trained`` is archaeologist -> archaeologist;
  ``part_of`` (trench -> site) has no properties.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh10/make_graphs.py [--out eval/fresh10/graphs]
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the kit

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

#: ``eval/unseen/make_graphs.py``: the file model and the writer
U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")


def _split(text: str) -> list[str]:
    return [item for item in text.split(";") if item]


# --------------------------------------------------------------------------- windfarm (opaque ids)

WINDFARM_DDL = """
CREATE TAG IF NOT EXISTS site(name string, region string COMMENT "North, East or West", offshore bool COMMENT "at sea rather than on land", commissioned int COMMENT "year it first fed the grid", capacity_mw double COMMENT "installed capacity in MW") COMMENT = "a wind farm the operator runs";
CREATE TAG IF NOT EXISTS turbine(serial string COMMENT "the serial painted on the tower", model string, rated_mw double COMMENT "rated power in MW", hub_height int COMMENT "hub height in metres", installed int COMMENT "year installed") COMMENT = "a wind turbine";
CREATE TAG IF NOT EXISTS technician(name string, born int, trade string COMMENT "electrical, mechanical or blade", certified bool COMMENT "holds a current working-at-height certificate") COMMENT = "a maintenance technician";
CREATE TAG IF NOT EXISTS work_order(ref string COMMENT "the work-order reference", kind string COMMENT "inspection, blade repair, gearbox, electrical fault or yaw system", opened date, cost double COMMENT "cost in pounds") COMMENT = "a maintenance job";
CREATE TAG IF NOT EXISTS supplier(name string, country string, founded int) COMMENT = "a parts supplier";
CREATE EDGE IF NOT EXISTS serves(since int) COMMENT = "technician -> the site they are based at, and supplier -> a site it holds a contract with";
CREATE EDGE IF NOT EXISTS located_at(position int COMMENT "the turbine's number in the array") COMMENT = "turbine -> the site it stands at";
CREATE EDGE IF NOT EXISTS worked_on(hours double COMMENT "hours on the job", lead bool COMMENT "led the job") COMMENT = "technician -> a work order they worked on";
CREATE EDGE IF NOT EXISTS concerns(priority int COMMENT "1 urgent to 3 routine") COMMENT = "work order -> a turbine it is about";
CREATE EDGE IF NOT EXISTS supplied(units int COMMENT "parts delivered", amount double COMMENT "invoice in pounds") COMMENT = "supplier -> a work order it delivered parts for";
CREATE EDGE IF NOT EXISTS supervises(years int) COMMENT = "technician -> a technician they supervise";
CREATE TAG INDEX IF NOT EXISTS site_name_index ON site(name(32));
CREATE TAG INDEX IF NOT EXISTS site_region_index ON site(region(16));
CREATE TAG INDEX IF NOT EXISTS site_offshore_index ON site(offshore);
CREATE TAG INDEX IF NOT EXISTS turbine_serial_index ON turbine(serial(16));
CREATE TAG INDEX IF NOT EXISTS turbine_model_index ON turbine(model(16));
CREATE TAG INDEX IF NOT EXISTS turbine_hub_height_index ON turbine(hub_height);
CREATE TAG INDEX IF NOT EXISTS technician_name_index ON technician(name(32));
CREATE TAG INDEX IF NOT EXISTS technician_trade_index ON technician(trade(16));
CREATE TAG INDEX IF NOT EXISTS technician_born_index ON technician(born);
CREATE TAG INDEX IF NOT EXISTS technician_certified_index ON technician(certified);
CREATE TAG INDEX IF NOT EXISTS work_order_ref_index ON work_order(ref(16));
CREATE TAG INDEX IF NOT EXISTS work_order_kind_index ON work_order(kind(16));
CREATE TAG INDEX IF NOT EXISTS work_order_cost_index ON work_order(cost);
CREATE TAG INDEX IF NOT EXISTS supplier_name_index ON supplier(name(32));
CREATE TAG INDEX IF NOT EXISTS supplier_country_index ON supplier(country(16));
CREATE EDGE INDEX IF NOT EXISTS worked_on_lead_index ON worked_on(lead);
"""

#: name, region, offshore, commissioned, capacity
WF_SITES = [
    ("Harrowby Moor", "North", False, 2009, 48.0), ("Saltmarsh Bank", "East", True, 2014, 210.0),
    ("Kestrel Ridge", "West", False, 2012, 36.0), ("Drumlin Hill", "North", False, 2018, 54.0),
    ("Greywater Sands", "East", True, 2025, 120.0),
]  # fmt: skip

#: serial, model, rated MW, hub height, installed, site ("" = none)
WF_TURBINES = [
    ("WTG-101", "AX-90", 2.0, 80, 2009, "Harrowby Moor"), ("WTG-102", "AX-90", 2.0, 82, 2009, "Harrowby Moor"),
    ("WTG-103", "AX-117", 3.6, 91, 2016, "Harrowby Moor"), ("WTG-201", "MS-8000", 8.0, 110, 2014, "Saltmarsh Bank"),
    ("WTG-202", "MS-8000", 8.0, 108, 2014, "Saltmarsh Bank"), ("WTG-203", "MS-8000", 8.0, 112, 2015, "Saltmarsh Bank"),
    ("WTG-301", "BZ-82", 2.3, 78, 2012, "Kestrel Ridge"), ("WTG-302", "BZ-82", 2.3, 85, 2012, "Kestrel Ridge"),
    ("WTG-401", "AX-117", 3.6, 93, 2018, "Drumlin Hill"), ("WTG-402", "AX-117", 3.6, 95, 2018, "Drumlin Hill"),
    ("WTG-403", "AX-136", 4.2, 120, 2019, "Drumlin Hill"), ("WTG-900", "OL-47", 0.66, 50, 2001, ""),
]  # fmt: skip

#: name, born, trade, certified, sites served
WF_TECHNICIANS = [
    ("Rhys Callow", 1975, "electrical", True, "Harrowby Moor"),
    ("Aisha Merritt", 1988, "blade", True, "Saltmarsh Bank"),
    ("Dmitri Holm", 1983, "mechanical", True, "Saltmarsh Bank;Kestrel Ridge"),
    ("Niamh Corrigan", 1992, "electrical", False, "Kestrel Ridge"),
    ("Owain Pryce", 1969, "mechanical", True, "Drumlin Hill"),
    ("Leah Brandt", 1996, "blade", False, "Drumlin Hill"),
    ("Samir Okafor", 1990, "electrical", True, "Harrowby Moor;Drumlin Hill"),
    ("Greta Lindqvist", 1985, "mechanical", False, "Saltmarsh Bank"),
    ("Victor Amesbury", 1958, "mechanical", True, ""),
    ("Jodie Farrant", 2000, "blade", True, "Greywater Sands"),
    ("Colm Rourke", 1979, "electrical", True, ""),
    ("Maya Sorensen", 1994, "mechanical", True, "Kestrel Ridge"),
]  # fmt: skip

#: name, country, founded, sites served
WF_SUPPLIERS = [
    ("Northwind Parts", "UK", 1995, "Harrowby Moor;Drumlin Hill"), ("Baltic Gear", "Germany", 1987, "Saltmarsh Bank"),
    ("Fjordblade", "Norway", 2003, "Saltmarsh Bank;Greywater Sands"), ("Kestrel Electrics", "UK", 2010, "Kestrel Ridge"),
    ("Lumen Sensors", "Denmark", 2016, ""),
]  # fmt: skip

#: ref, kind, opened, cost, turbines ("serial:priority"), technicians ("name!" = lead), suppliers ("name:units:amount")
WF_ORDERS = [
    ("WO-2401", "inspection", "2024-03-04", 1800.0, "WTG-101:3;WTG-102:3", "Rhys Callow!;Samir Okafor", ""),
    ("WO-2402", "blade repair", "2024-04-19", 24500.0, "WTG-201:2", "Aisha Merritt!;Greta Lindqvist", "Fjordblade:2:9800.0"),
    ("WO-2403", "gearbox", "2024-06-02", 65000.0, "WTG-202:1", "Dmitri Holm!;Greta Lindqvist;Aisha Merritt", "Baltic Gear:1:41000.0"),
    ("WO-2404", "electrical fault", "2024-07-15", 4200.0, "WTG-301:2", "Niamh Corrigan!;Maya Sorensen", "Kestrel Electrics:6:1500.0"),
    ("WO-2405", "inspection", "2024-09-09", 2100.0, "WTG-401:3;WTG-402:3;WTG-403:3", "Owain Pryce!;Leah Brandt;Samir Okafor", ""),
    ("WO-2406", "yaw system", "2024-11-20", 12800.0, "WTG-103:2", "Samir Okafor!;Rhys Callow", "Northwind Parts:3:5200.0"),
    ("WO-2407", "blade repair", "2025-01-28", 31000.0, "WTG-403:1", "Leah Brandt!;Owain Pryce", "Northwind Parts:2:3100.0;Fjordblade:1:12500.0"),
    ("WO-2501", "electrical fault", "2025-03-11", 5600.0, "WTG-203:2", "Dmitri Holm!;Aisha Merritt", "Lumen Sensors:4:2300.0"),
    ("WO-2502", "gearbox", "2025-05-06", 58000.0, "WTG-302:1", "Maya Sorensen!;Dmitri Holm;Niamh Corrigan", "Baltic Gear:1:38500.0"),
    ("WO-2503", "inspection", "2025-08-21", 1500.0, "WTG-900:3", "Rhys Callow!", ""),
    ("WO-2504", "yaw system", "2025-10-02", 9900.0, "WTG-402:2", "Owain Pryce!", "Northwind Parts:2:4400.0"),
    ("WO-2505", "inspection", "2026-01-14", 2400.0, "WTG-201:3;WTG-202:3;WTG-203:3", "Greta Lindqvist!", ""),
]  # fmt: skip

#: supervisor -> technician, years
WF_SUPERVISES = [
    ("Victor Amesbury", "Owain Pryce", 6), ("Victor Amesbury", "Rhys Callow", 5), ("Owain Pryce", "Leah Brandt", 2),
    ("Owain Pryce", "Samir Okafor", 3), ("Rhys Callow", "Niamh Corrigan", 2), ("Dmitri Holm", "Greta Lindqvist", 3),
    ("Dmitri Holm", "Maya Sorensen", 2), ("Samir Okafor", "Jodie Farrant", 1),
]  # fmt: skip


def windfarm(rng: random.Random) -> object:
    sites = U.VertexFile(
        "site",
        [
            ("name", "string"),
            ("region", "string"),
            ("offshore", "bool"),
            ("commissioned", "int"),
            ("capacity_mw", "double"),
        ],
    )
    st, opened = {}, {}
    for i, row in enumerate(WF_SITES, start=1):
        st[row[0]] = f"st{i:02d}"
        opened[row[0]] = row[3]
        sites.rows.append([st[row[0]], *row])
    turbines = U.VertexFile(
        "turbine",
        [
            ("serial", "string"),
            ("model", "string"),
            ("rated_mw", "double"),
            ("hub_height", "int"),
            ("installed", "int"),
        ],
    )
    located = U.EdgeFile("located_at", [("position", "int")])
    tb = {}
    for i, (serial, model, mw, hub, year, site) in enumerate(WF_TURBINES, start=1):
        tb[serial] = f"tb{i:02d}"
        turbines.rows.append([tb[serial], serial, model, mw, hub, year])
        if site:
            located.rows.append([tb[serial], st[site], int(serial[-2:])])
    technicians = U.VertexFile(
        "technician", [("name", "string"), ("born", "int"), ("trade", "string"), ("certified", "bool")]
    )
    serves = U.EdgeFile("serves", [("since", "int")])
    tc = {}
    for i, (name, born, trade, certified, at) in enumerate(WF_TECHNICIANS, start=1):
        tc[name] = f"tc{i:02d}"
        technicians.rows.append([tc[name], name, born, trade, certified])
        for site in _split(at):
            serves.rows.append([tc[name], st[site], max(born + 20, opened[site]) + rng.randint(0, 5)])
    suppliers = U.VertexFile("supplier", [("name", "string"), ("country", "string"), ("founded", "int")])
    sp = {}
    for i, (name, country, founded, at) in enumerate(WF_SUPPLIERS, start=1):
        sp[name] = f"sp{i:02d}"
        suppliers.rows.append([sp[name], name, country, founded])
        for site in _split(at):
            serves.rows.append([sp[name], st[site], max(founded, opened[site]) + rng.randint(0, 3)])
    orders = U.VertexFile(
        "work_order", [("ref", "string"), ("kind", "string"), ("opened", "date"), ("cost", "double")]
    )
    worked = U.EdgeFile("worked_on", [("hours", "double"), ("lead", "bool")])
    concerns = U.EdgeFile("concerns", [("priority", "int")])
    supplied = U.EdgeFile("supplied", [("units", "int"), ("amount", "double")])
    for i, (ref, kind, day, cost, about, who, parts) in enumerate(WF_ORDERS, start=1):
        vid = f"wo{i:02d}"
        orders.rows.append([vid, ref, kind, dt.date.fromisoformat(day), cost])
        for item in _split(about):
            serial, priority = item.split(":")
            concerns.rows.append([vid, tb[serial], int(priority)])
        for item in _split(who):
            lead = item.endswith("!")
            worked.rows.append(
                [
                    tc[item.rstrip("!")],
                    vid,
                    float(rng.choice([4, 6, 8, 10, 12, 16])) + (2.0 if lead else 0.0),
                    lead,
                ]
            )
        for item in _split(parts):
            name, units, amount = item.split(":")
            supplied.rows.append([sp[name], vid, int(units), float(amount)])
    supervises = U.EdgeFile("supervises", [("years", "int")])
    supervises.rows.extend([tc[a], tc[b], years] for a, b, years in WF_SUPERVISES)
    return U.Graph(
        "windfarm",
        8,
        WINDFARM_DDL,
        [sites, turbines, technicians, orders, suppliers],
        [serves, located, worked, concerns, supplied, supervises],
    )


# --------------------------------------------------------------------------- fengzheng (Chinese, names as ids)

FENGZHENG_DDL = """
CREATE TAG IF NOT EXISTS maker(gender string COMMENT "男/女", born int COMMENT "出生年份", city string COMMENT "所在城市", heritage bool COMMENT "是否非遗传承人") COMMENT = "风筝艺人，以姓名为ID";
CREATE TAG IF NOT EXISTS kite(kind string COMMENT "沙燕、软翅、硬翅、串类、板鹞或立体", span_cm int COMMENT "翼展或全长(厘米)", material string COMMENT "骨架材料：竹或碳纤维", year int COMMENT "扎成的年份") COMMENT = "一只风筝(作品)";
CREATE TAG IF NOT EXISTS festival(city string COMMENT "举办城市", held_on date COMMENT "开幕日期", visitors int COMMENT "观众人数") COMMENT = "风筝节或放飞比赛";
CREATE TAG IF NOT EXISTS team(city string, founded int COMMENT "成立年份", members int COMMENT "队员人数") COMMENT = "放飞队";
CREATE TAG IF NOT EXISTS workshop(city string, founded int COMMENT "创办年份", apprentices int COMMENT "在学徒弟人数") COMMENT = "风筝作坊";
CREATE EDGE IF NOT EXISTS made(hours int COMMENT "扎制用了多少小时") COMMENT = "艺人 -> 扎制的风筝";
CREATE EDGE IF NOT EXISTS taught(years int COMMENT "跟师年数") COMMENT = "师父 -> 徒弟(师承)";
CREATE EDGE IF NOT EXISTS entered(rank int COMMENT "名次", prize double COMMENT "奖金(元)") COMMENT = "风筝 -> 参赛的风筝节";
CREATE EDGE IF NOT EXISTS member_of(since int COMMENT "入队年份") COMMENT = "艺人 -> 所在的放飞队";
CREATE EDGE IF NOT EXISTS based_at(since int) COMMENT = "艺人 -> 所在的作坊；放飞队 -> 训练基地所在的作坊";
CREATE EDGE IF NOT EXISTS took_part(flyers int COMMENT "上场放飞的人数") COMMENT = "放飞队 -> 参加的风筝节";
CREATE EDGE IF NOT EXISTS judged(fee double COMMENT "评委酬金(元)") COMMENT = "艺人 -> 担任评委的风筝节";
CREATE TAG INDEX IF NOT EXISTS maker_gender_index ON maker(gender(8));
CREATE TAG INDEX IF NOT EXISTS maker_born_index ON maker(born);
CREATE TAG INDEX IF NOT EXISTS maker_city_index ON maker(city(16));
CREATE TAG INDEX IF NOT EXISTS maker_heritage_index ON maker(heritage);
CREATE TAG INDEX IF NOT EXISTS kite_kind_index ON kite(kind(16));
CREATE TAG INDEX IF NOT EXISTS kite_span_cm_index ON kite(span_cm);
CREATE TAG INDEX IF NOT EXISTS kite_material_index ON kite(material(16));
CREATE TAG INDEX IF NOT EXISTS festival_city_index ON festival(city(16));
CREATE TAG INDEX IF NOT EXISTS team_city_index ON team(city(16));
CREATE TAG INDEX IF NOT EXISTS workshop_city_index ON workshop(city(16));
"""

#: name, city, founded, apprentices
FZ_WORKSHOPS = [
    ("青竹斋", "潍坊", 1986, 6), ("杨柳坊", "天津", 1992, 4), ("鹤影工作室", "北京", 2008, 3), ("南风堂", "南通", 2019, 2),
]  # fmt: skip

#: name, city, founded, members, workshop it is based at
FZ_TEAMS = [
    ("浮云放飞队", "潍坊", 2001, 18, "青竹斋"), ("津门风筝队", "天津", 1996, 12, "杨柳坊"),
    ("燕京放飞社", "北京", 2010, 9, "鹤影工作室"), ("南通板鹞队", "南通", 2015, 7, "南风堂"),
    ("新苗少年队", "潍坊", 2023, 5, "青竹斋"),
]  # fmt: skip

#: name, gender, born, city, heritage, workshop, teams
FZ_MAKERS = [
    ("韩振东", "男", 1948, "潍坊", True, "青竹斋", ""),
    ("郭秀兰", "女", 1962, "潍坊", True, "青竹斋", "浮云放飞队"),
    ("孟立新", "男", 1970, "天津", True, "杨柳坊", "津门风筝队"),
    ("白雪梅", "女", 1975, "北京", False, "鹤影工作室", "燕京放飞社"),
    ("程海", "男", 1981, "潍坊", False, "青竹斋", "浮云放飞队"),
    ("秦小燕", "女", 1988, "天津", False, "杨柳坊", "津门风筝队"),
    ("陆一鸣", "男", 1990, "北京", False, "鹤影工作室", "燕京放飞社;浮云放飞队"),
    ("范佳", "女", 1995, "南通", False, "南风堂", "南通板鹞队"),
    ("唐卫国", "男", 1955, "南通", True, "", "南通板鹞队"),
    ("邱子墨", "男", 1999, "潍坊", False, "", "浮云放飞队"),
    ("严婷", "女", 1984, "北京", False, "", ""),
    ("钟明", "男", 1966, "天津", True, "杨柳坊", ""),
    ("马春来", "男", 1978, "潍坊", False, "青竹斋", "浮云放飞队"),
]  # fmt: skip

#: name, kind, span, material, year, makers
FZ_KITES = [
    ("福寿沙燕", "沙燕", 180, "竹", 2019, "韩振东"),
    ("双燕迎春", "沙燕", 150, "竹", 2022, "郭秀兰;程海"),
    ("百节龙头蜈蚣", "串类", 3200, "竹", 2018, "郭秀兰;韩振东"),
    ("金鱼戏莲", "软翅", 220, "竹", 2021, "孟立新"),
    ("津门鲤鱼", "软翅", 200, "碳纤维", 2023, "秦小燕;孟立新"),
    ("苍鹰", "硬翅", 260, "碳纤维", 2024, "白雪梅"),
    ("京韵宫灯", "立体", 140, "竹", 2020, "陆一鸣;白雪梅"),
    ("七星板鹞", "板鹞", 300, "竹", 2017, "唐卫国"),
    ("哨口板鹞", "板鹞", 250, "竹", 2024, "范佳;唐卫国"),
    ("海鸥", "硬翅", 190, "碳纤维", 2025, "程海"),
    ("蝴蝶仙子", "软翅", 170, "竹", 2023, "秦小燕"),
    ("老寿星", "立体", 120, "竹", 2016, "钟明"),
    ("红鲤", "软翅", 160, "碳纤维", 2025, "马春来"),
    ("青龙", "串类", 1800, "碳纤维", 2022, "程海;马春来"),
]  # fmt: skip

#: name, city, opened, visitors, entries ("kite:rank:prize"), teams ("team:flyers"), judges ("maker:fee")
FZ_FESTIVALS = [
    ("春日放飞会2024", "潍坊", "2024-04-13", 82000,
     "福寿沙燕:1:5000;百节龙头蜈蚣:2:3000;七星板鹞:3:1500;京韵宫灯:6:0",
     "浮云放飞队:12;燕京放飞社:4;南通板鹞队:5", "韩振东:3000"),
    ("海滨风筝节2024", "天津", "2024-09-21", 45000,
     "金鱼戏莲:1:4000;蝴蝶仙子:2:2000;津门鲤鱼:3:1000;青龙:4:500",
     "津门风筝队:10", "钟明:2000"),
    ("春日放飞会2025", "潍坊", "2025-04-19", 96000,
     "百节龙头蜈蚣:1:8000;哨口板鹞:2:4500;海鸥:3:2000;双燕迎春:4:800;金鱼戏莲:5:0",
     "浮云放飞队:15;津门风筝队:6", "韩振东:3500"),
    ("燕山风筝邀请赛2025", "北京", "2025-10-04", 23000,
     "苍鹰:1:6000;京韵宫灯:2:2500;蝴蝶仙子:3:1200",
     "燕京放飞社:8", "钟明:2500;郭秀兰:2200"),
    ("南通板鹞节2026", "南通", "2026-05-01", 15000, "", "南通板鹞队:7", "唐卫国:1800"),
]  # fmt: skip

#: master -> apprentice, years
FZ_TAUGHT = [
    ("韩振东", "郭秀兰", 8), ("韩振东", "程海", 6), ("郭秀兰", "邱子墨", 3), ("程海", "邱子墨", 2),
    ("孟立新", "秦小燕", 5), ("钟明", "孟立新", 7), ("白雪梅", "陆一鸣", 4), ("唐卫国", "范佳", 6),
]  # fmt: skip


def fengzheng(rng: random.Random) -> object:
    workshops = U.VertexFile("workshop", [("city", "string"), ("founded", "int"), ("apprentices", "int")])
    workshops.rows.extend(list(row) for row in FZ_WORKSHOPS)
    founded = {row[0]: row[2] for row in FZ_WORKSHOPS}
    teams = U.VertexFile("team", [("city", "string"), ("founded", "int"), ("members", "int")])
    based = U.EdgeFile("based_at", [("since", "int")])
    team_year = {}
    for name, city, year, members, at in FZ_TEAMS:
        team_year[name] = year
        teams.rows.append([name, city, year, members])
        based.rows.append([name, at, max(year, founded[at]) + rng.randint(0, 3)])
    makers = U.VertexFile(
        "maker", [("gender", "string"), ("born", "int"), ("city", "string"), ("heritage", "bool")]
    )
    member = U.EdgeFile("member_of", [("since", "int")])
    for name, gender, born, city, heritage, at, of in FZ_MAKERS:
        makers.rows.append([name, gender, born, city, heritage])
        if at:
            based.rows.append([name, at, max(born + 18, founded[at]) + rng.randint(0, 6)])
        for team in _split(of):
            member.rows.append([name, team, max(born + 16, team_year[team]) + rng.randint(0, 4)])
    kites = U.VertexFile(
        "kite", [("kind", "string"), ("span_cm", "int"), ("material", "string"), ("year", "int")]
    )
    made = U.EdgeFile("made", [("hours", "int")])
    for name, kind, span, material, year, by in FZ_KITES:
        kites.rows.append([name, kind, span, material, year])
        for maker in _split(by):
            made.rows.append([maker, name, rng.randint(20, 400)])
    taught = U.EdgeFile("taught", [("years", "int")])
    taught.rows.extend([a, b, years] for a, b, years in FZ_TAUGHT)
    festivals = U.VertexFile("festival", [("city", "string"), ("held_on", "date"), ("visitors", "int")])
    entered = U.EdgeFile("entered", [("rank", "int"), ("prize", "double")])
    took = U.EdgeFile("took_part", [("flyers", "int")])
    judged = U.EdgeFile("judged", [("fee", "double")])
    for name, city, day, visitors, entries, flown, judges in FZ_FESTIVALS:
        festivals.rows.append([name, city, dt.date.fromisoformat(day), visitors])
        for item in _split(entries):
            kite, rank, prize = item.split(":")
            entered.rows.append([kite, name, int(rank), float(prize)])
        for item in _split(flown):
            team, flyers = item.split(":")
            took.rows.append([team, name, int(flyers)])
        for item in _split(judges):
            maker, fee = item.split(":")
            judged.rows.append([maker, name, float(fee)])
    return U.Graph(
        "fengzheng",
        32,
        FENGZHENG_DDL,
        [makers, kites, festivals, teams, workshops],
        [made, taught, entered, member, based, took, judged],
    )


# --------------------------------------------------------------------------- dig (mixed names, opaque ids)

DIG_DDL = """
CREATE TAG IF NOT EXISTS site(name string COMMENT "遗址名称 / site name", region string COMMENT "county or province", period string COMMENT "Neolithic, Bronze Age, Roman or Song", started int COMMENT "first season of excavation", protected bool COMMENT "a scheduled, legally protected monument") COMMENT = "an excavation site";
CREATE TAG IF NOT EXISTS trench(code string COMMENT "the trench code", depth_m double COMMENT "depth reached in metres", opened date) COMMENT = "a trench cut at a site";
CREATE TAG IF NOT EXISTS artifact(label string COMMENT "what the find is, as catalogued", material string, weight_g double COMMENT "weight in grams") COMMENT = "a catalogued find";
CREATE TAG IF NOT EXISTS archaeologist(name string, born int, position string COMMENT "director, supervisor, finds specialist or volunteer", phd bool) COMMENT = "a member of the field unit";
CREATE TAG IF NOT EXISTS lab(name string, city string, method string COMMENT "radiocarbon, XRF or conservation", founded int) COMMENT = "a laboratory finds are sent to";
CREATE EDGE IF NOT EXISTS part_of() COMMENT = "trench -> the site it is cut at";
CREATE EDGE IF NOT EXISTS dug(days int COMMENT "days on the trench", supervised bool COMMENT "supervised the trench") COMMENT = "archaeologist -> a trench they dug";
CREATE EDGE IF NOT EXISTS found_in(depth_cm int COMMENT "depth below the surface in cm") COMMENT = "artifact -> the trench it came out of";
CREATE EDGE IF NOT EXISTS recorded(day date COMMENT "day it was catalogued") COMMENT = "archaeologist -> an artifact they catalogued";
CREATE EDGE IF NOT EXISTS analysed_by(cost double COMMENT "fee in pounds", weeks int COMMENT "weeks until the report came back") COMMENT = "artifact -> a lab it was sent to";
CREATE EDGE IF NOT EXISTS affiliated(since int) COMMENT = "archaeologist -> a site they work on, and lab -> a site it has a partnership with";
CREATE EDGE IF NOT EXISTS trained(years int) COMMENT = "archaeologist -> the archaeologist they trained";
CREATE TAG INDEX IF NOT EXISTS site_name_index ON site(name(32));
CREATE TAG INDEX IF NOT EXISTS site_period_index ON site(period(16));
CREATE TAG INDEX IF NOT EXISTS site_protected_index ON site(protected);
CREATE TAG INDEX IF NOT EXISTS trench_code_index ON trench(code(16));
CREATE TAG INDEX IF NOT EXISTS trench_depth_m_index ON trench(depth_m);
CREATE TAG INDEX IF NOT EXISTS artifact_label_index ON artifact(label(32));
CREATE TAG INDEX IF NOT EXISTS artifact_material_index ON artifact(material(16));
CREATE TAG INDEX IF NOT EXISTS artifact_weight_g_index ON artifact(weight_g);
CREATE TAG INDEX IF NOT EXISTS archaeologist_name_index ON archaeologist(name(32));
CREATE TAG INDEX IF NOT EXISTS archaeologist_position_index ON archaeologist(position(24));
CREATE TAG INDEX IF NOT EXISTS archaeologist_born_index ON archaeologist(born);
CREATE TAG INDEX IF NOT EXISTS archaeologist_phd_index ON archaeologist(phd);
CREATE TAG INDEX IF NOT EXISTS lab_name_index ON lab(name(32));
CREATE TAG INDEX IF NOT EXISTS lab_method_index ON lab(method(16));
"""

#: name, region, period, started, protected
DG_SITES = [
    ("Hollow Barrow", "Wiltshire", "Bronze Age", 2011, True), ("青石岗遗址", "浙江", "Neolithic", 2014, True),
    ("Saltcote Villa", "Essex", "Roman", 2016, False), ("古渡口遗址", "江苏", "Song", 2019, False),
    ("Marrow Lane", "Yorkshire", "Roman", 2025, False),
]  # fmt: skip

#: code, depth, opened, site
DG_TRENCHES = [
    ("HB-T1", 2.4, "2023-05-08", "Hollow Barrow"), ("HB-T2", 1.8, "2023-05-22", "Hollow Barrow"),
    ("HB-T3", 3.1, "2024-06-03", "Hollow Barrow"), ("QS-T1", 4.2, "2023-10-11", "青石岗遗址"),
    ("QS-T2", 3.6, "2024-04-02", "青石岗遗址"), ("SV-T1", 1.2, "2024-07-15", "Saltcote Villa"),
    ("SV-T2", 1.5, "2025-07-01", "Saltcote Villa"), ("GD-T1", 2.7, "2025-03-18", "古渡口遗址"),
    ("GD-T2", 2.0, "2025-09-09", "古渡口遗址"),
]  # fmt: skip

#: name, born, position, phd, sites, trenches dug ("code!" = supervised)
DG_PEOPLE = [
    ("Helen Marchbank", 1966, "director", True, "Hollow Barrow;Saltcote Villa", "HB-T1!;SV-T1"),
    ("李文博", 1972, "director", True, "青石岗遗址", "QS-T1!"),
    ("Tom Radley", 1985, "supervisor", False, "Hollow Barrow", "HB-T1;HB-T2!;HB-T3!"),
    ("Anjali Varma", 1990, "finds specialist", True, "Saltcote Villa", "SV-T1!;SV-T2"),
    ("周晓岚", 1988, "supervisor", True, "青石岗遗址;古渡口遗址", "QS-T1;QS-T2!;GD-T1!"),
    ("陈默", 1995, "volunteer", False, "古渡口遗址", "GD-T1;GD-T2"),
    ("Felix Gorman", 1998, "volunteer", False, "Hollow Barrow", "HB-T2;HB-T3"),
    ("Ruth Ellwood", 1950, "director", True, "", ""),
    ("王珊", 1993, "finds specialist", False, "古渡口遗址", "GD-T1;GD-T2!"),
    ("Owen Treharne", 2001, "volunteer", False, "Saltcote Villa", "SV-T1;SV-T2!"),
    ("Greta Voss", 1979, "supervisor", True, "Marrow Lane", ""),
    ("张立", 1982, "volunteer", False, "", ""),
]  # fmt: skip

#: name, city, method, founded, sites
DG_LABS = [
    ("Fenwick Isotope Lab", "Cambridge", "radiocarbon", 1994, "Hollow Barrow;Saltcote Villa"),
    ("杭州年代学实验室", "杭州", "radiocarbon", 2006, "青石岗遗址"),
    ("Northgate Materials Lab", "York", "XRF", 2012, "Marrow Lane"),
    ("南京文保中心", "南京", "conservation", 1999, "古渡口遗址"),
]  # fmt: skip

#: label, material, weight, trench ("code:depth_cm", "" = a surface find), recorded by ("name@day"), labs ("lab:cost:weeks")
DG_ARTIFACTS = [
    ("bronze dagger", "bronze", 212.5, "HB-T1:85", "Tom Radley@2023-06-02", "Fenwick Isotope Lab:450:6"),
    ("amber bead", "amber", 3.2, "HB-T1:92", "Felix Gorman@2023-06-09", "Fenwick Isotope Lab:410:5"),
    ("cremation urn", "pottery", 1840.0, "HB-T2:120", "Tom Radley@2023-07-14", "Fenwick Isotope Lab:480:7"),
    ("flint arrowhead", "flint", 6.8, "HB-T3:210", "Felix Gorman@2024-07-01", ""),
    ("玉琮", "jade", 356.0, "QS-T1:310", "李文博@2023-11-20", "Northgate Materials Lab:600:3;杭州年代学实验室:380:6"),
    ("黑陶杯", "pottery", 148.0, "QS-T1:280", "周晓岚@2023-11-28", ""),
    ("骨针", "bone", 1.9, "QS-T2:330", "周晓岚@2024-05-06", "杭州年代学实验室:390:8"),
    ("炭化稻米", "plant remains", 0.4, "QS-T2:345", "周晓岚@2024-05-19", "杭州年代学实验室:370:4"),
    ("mosaic fragment", "stone", 920.0, "SV-T1:60", "Anjali Varma@2024-08-12", "Northgate Materials Lab:560:5"),
    ("silver denarius", "silver", 3.6, "SV-T1:48", "Anjali Varma@2024-08-20", ""),
    ("glass flask", "glass", 64.0, "SV-T2:75", "Owen Treharne@2025-07-30", "Northgate Materials Lab:520:4"),
    ("青瓷碗", "pottery", 402.0, "GD-T1:150", "王珊@2025-04-10", "南京文保中心:300:9"),
    ("铁锚", "iron", 15800.0, "GD-T1:240", "陈默@2025-04-22", "南京文保中心:2400:20"),
    ("铜钱", "bronze", 4.1, "GD-T1:130", "王珊@2025-05-03", ""),
    ("bronze brooch", "bronze", 18.0, "", "Helen Marchbank@2025-06-15", ""),
]  # fmt: skip

#: trainer -> trainee, years
DG_TRAINED = [
    ("Ruth Ellwood", "Helen Marchbank", 5), ("Ruth Ellwood", "Greta Voss", 4), ("Helen Marchbank", "Tom Radley", 3),
    ("Helen Marchbank", "Anjali Varma", 2), ("Tom Radley", "Felix Gorman", 1), ("李文博", "周晓岚", 4),
    ("周晓岚", "王珊", 2), ("周晓岚", "陈默", 1), ("Anjali Varma", "Owen Treharne", 1),
]  # fmt: skip


def dig(rng: random.Random) -> object:
    sites = U.VertexFile(
        "site",
        [
            ("name", "string"),
            ("region", "string"),
            ("period", "string"),
            ("started", "int"),
            ("protected", "bool"),
        ],
    )
    st, started = {}, {}
    for i, row in enumerate(DG_SITES, start=1):
        st[row[0]] = f"ds{i:02d}"
        started[row[0]] = row[3]
        sites.rows.append([st[row[0]], *row])
    trenches = U.VertexFile("trench", [("code", "string"), ("depth_m", "double"), ("opened", "date")])
    part_of = U.EdgeFile("part_of", [])
    tr = {}
    for i, (code, depth, day, site) in enumerate(DG_TRENCHES, start=1):
        tr[code] = f"tr{i:02d}"
        trenches.rows.append([tr[code], code, depth, dt.date.fromisoformat(day)])
        part_of.rows.append([tr[code], st[site]])
    people = U.VertexFile(
        "archaeologist", [("name", "string"), ("born", "int"), ("position", "string"), ("phd", "bool")]
    )
    affiliated = U.EdgeFile("affiliated", [("since", "int")])
    dug = U.EdgeFile("dug", [("days", "int"), ("supervised", "bool")])
    ar = {}
    for i, (name, born, position, phd, at, trenches_dug) in enumerate(DG_PEOPLE, start=1):
        ar[name] = f"ar{i:02d}"
        people.rows.append([ar[name], name, born, position, phd])
        for site in _split(at):
            affiliated.rows.append([ar[name], st[site], max(born + 22, started[site]) + rng.randint(0, 3)])
        for item in _split(trenches_dug):
            dug.rows.append([ar[name], tr[item.rstrip("!")], rng.randint(3, 40), item.endswith("!")])
    labs = U.VertexFile(
        "lab", [("name", "string"), ("city", "string"), ("method", "string"), ("founded", "int")]
    )
    lb = {}
    for i, (name, city, method, founded, at) in enumerate(DG_LABS, start=1):
        lb[name] = f"lb{i:02d}"
        labs.rows.append([lb[name], name, city, method, founded])
        for site in _split(at):
            affiliated.rows.append([lb[name], st[site], max(founded, started[site]) + rng.randint(0, 3)])
    artifacts = U.VertexFile(
        "artifact", [("label", "string"), ("material", "string"), ("weight_g", "double")]
    )
    found_in = U.EdgeFile("found_in", [("depth_cm", "int")])
    recorded = U.EdgeFile("recorded", [("day", "date")])
    analysed = U.EdgeFile("analysed_by", [("cost", "double"), ("weeks", "int")])
    for i, (label, material, weight, where, by, sent) in enumerate(DG_ARTIFACTS, start=1):
        vid = f"af{i:02d}"
        artifacts.rows.append([vid, label, material, weight])
        if where:
            code, depth = where.split(":")
            found_in.rows.append([vid, tr[code], int(depth)])
        name, day = by.split("@")
        recorded.rows.append([ar[name], vid, dt.date.fromisoformat(day)])
        for item in _split(sent):
            lab, cost, weeks = item.split(":")
            analysed.rows.append([vid, lb[lab], float(cost), int(weeks)])
    trained = U.EdgeFile("trained", [("years", "int")])
    trained.rows.extend([ar[a], ar[b], years] for a, b, years in DG_TRAINED)
    return U.Graph(
        "dig",
        8,
        DIG_DDL,
        [sites, trenches, artifacts, people, labs],
        [part_of, dug, found_in, recorded, analysed, affiliated, trained],
    )


# --------------------------------------------------------------------------- main

SEED = 20261206
BUILDERS = {"windfarm": windfarm, "fengzheng": fengzheng, "dig": dig}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
