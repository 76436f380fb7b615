"""Write the two development graphs of ``eval/devshapes7/graphs/`` (parliament, botanic).

Why: the offline composer needs development material in domains no other set uses, with
every question shape (lookup … unanswerable) asked the way people type. ``parliament``
(parties, MPs, constituencies, committees, bills) has opaque ids everywhere, shows
constituencies by ``label`` and committees and bills by ``title`` (not ``name``), and keeps
codes and years that are not the display (a bill's ``code`` and ``session``, an MP's
``first_elected``). It has one edge type over two tag pairs (``member_of``: mp→party **and**
mp→committee), a same-tag edge (``amends``: bill→bill), tags reached by several edge types
(``bill``: ``sponsors``, ``scrutinises``, ``amends``; ``committee``: ``member_of``, ``chairs``;
``constituency``: ``represents``, ``campaigned``) and edge properties of every kind (int,
date, bool, double).
``botanic`` (gardens, greenhouses, plants, plant families, gardeners) has Chinese names, English
schema names with Chinese COMMENTs, family names as vertex ids (opaque ids elsewhere),
``located_in`` greenhouse→garden **and** plant→greenhouse, a same-tag edge (``offspring_of``:
plant→plant), ``plant``, ``greenhouse`` and ``garden`` each reached by two edge types, an edge
with no properties (``belongs_to``) and edge properties of every kind (``cares_for``'s ``main``
bool and ``hours`` double among them).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes7/make_graphs.py [--out eval/devshapes7/graphs]
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


# --------------------------------------------------------------------------- parliament (English, opaque ids)

PARLIAMENT_DDL = """
CREATE TAG IF NOT EXISTS party(name string, founded int COMMENT "year founded", leaning string COMMENT "left, centre or right");
CREATE TAG IF NOT EXISTS mp(name string, born int COMMENT "year of birth", first_elected int COMMENT "year first elected", bench string COMMENT "front or back bench");
CREATE TAG IF NOT EXISTS constituency(label string, ons_code string COMMENT "ONS area code", region string, electorate int COMMENT "registered voters");
CREATE TAG IF NOT EXISTS committee(title string, kind string COMMENT "select, standing or joint", formed int COMMENT "year formed");
CREATE TAG IF NOT EXISTS bill(title string, code string COMMENT "bill number", session int COMMENT "year of the session it was introduced in", topic string COMMENT "health, housing, transport, finance or environment", status string COMMENT "passed, in progress or withdrawn");
CREATE EDGE IF NOT EXISTS member_of(since date) COMMENT = "mp -> party, mp -> committee";
CREATE EDGE IF NOT EXISTS represents(majority int COMMENT "votes ahead of the runner-up", since date) COMMENT = "mp -> constituency";
CREATE EDGE IF NOT EXISTS campaigned(spend double COMMENT "thousand GBP at the last election") COMMENT = "party -> constituency";
CREATE EDGE IF NOT EXISTS chairs(since int COMMENT "year the chair took over") COMMENT = "mp -> committee";
CREATE EDGE IF NOT EXISTS sponsors(lead bool COMMENT "the lead sponsor") COMMENT = "mp -> bill";
CREATE EDGE IF NOT EXISTS scrutinises(sittings int COMMENT "sittings spent on the bill") COMMENT = "committee -> bill";
CREATE EDGE IF NOT EXISTS amends(year int COMMENT "year of the amendment") COMMENT = "amending bill -> amended bill (bill -> bill)";
CREATE TAG INDEX IF NOT EXISTS party_name_index ON party(name(32));
CREATE TAG INDEX IF NOT EXISTS mp_name_index ON mp(name(32));
CREATE TAG INDEX IF NOT EXISTS mp_bench_index ON mp(bench(8));
CREATE TAG INDEX IF NOT EXISTS constituency_label_index ON constituency(label(32));
CREATE TAG INDEX IF NOT EXISTS constituency_region_index ON constituency(region(16));
CREATE TAG INDEX IF NOT EXISTS committee_title_index ON committee(title(48));
CREATE TAG INDEX IF NOT EXISTS bill_title_index ON bill(title(32));
CREATE TAG INDEX IF NOT EXISTS bill_code_index ON bill(code(8));
CREATE TAG INDEX IF NOT EXISTS bill_topic_index ON bill(topic(16));
"""

#: (name, founded, leaning)
PARTIES = [
    ("Workers Alliance", 1921, "left"),
    ("Heritage Party", 1904, "right"),
    ("Civic Democrats", 1988, "centre"),
    ("Green Future", 2003, "left"),
]  # fmt: skip
#: (label, ons_code, region, electorate)
CONSTITUENCIES = [
    ("Bramley North", "E14000811", "North", 71200),
    ("Kelso and Tweed", "S14000042", "Scotland", 68900),
    ("Harwick East", "E14000736", "Midlands", 74500),
    ("Southbank Central", "E14000954", "London", 80100),
    ("Penrhyn Coast", "W07000061", "Wales", 59800),
    ("Castlemoor", "E14000623", "North", 66400),
    ("Dunmere West", "S14000057", "Scotland", 70300),
    ("Oakfield", "E14000870", "Midlands", 77700),
    ("Thameside", "E14000998", "London", 83200),
    ("Llanfair Hills", "W07000075", "Wales", 55600),
    ("Ridgeway", "E14000905", "Midlands", 69500),
    ("Saltmarsh", "E14000931", "North", 63100),
]  # fmt: skip
#: (name, born, first_elected, bench, (party, since), (constituency, majority, since))
MPS = [
    ("Eleanor Hart", 1965, 1997, "front", ("Workers Alliance", dt.date(1994, 3, 1)), ("Bramley North", 12400, dt.date(1997, 5, 1))),
    ("David Okafor", 1972, 2005, "front", ("Heritage Party", dt.date(2001, 9, 15)), ("Oakfield", 8900, dt.date(2005, 5, 5))),
    ("Fiona McLeod", 1969, 2001, "back", ("Civic Democrats", dt.date(1995, 1, 20)), ("Kelso and Tweed", 3100, dt.date(2001, 6, 7))),
    ("Rajesh Mehta", 1980, 2010, "front", ("Workers Alliance", dt.date(2004, 6, 1)), ("Southbank Central", 15600, dt.date(2010, 5, 6))),
    ("Hannah Price", 1985, 2015, "back", ("Green Future", dt.date(2008, 4, 22)), ("Penrhyn Coast", 2200, dt.date(2015, 5, 7))),
    ("George Lambert", 1958, 1992, "back", ("Heritage Party", dt.date(1980, 10, 3)), ("Castlemoor", 9800, dt.date(1992, 4, 9))),
    ("Sophie Turnbull", 1990, 2019, "back", ("Workers Alliance", dt.date(2012, 2, 14)), ("Thameside", 6700, dt.date(2019, 12, 12))),
    ("Marcus Reid", 1976, 2010, "front", ("Civic Democrats", dt.date(2003, 11, 8)), ("Dunmere West", 4500, dt.date(2010, 5, 6))),
    ("Alice Dunmore", 1982, 2017, "back", ("Heritage Party", dt.date(2009, 7, 1)), ("Harwick East", 5300, dt.date(2017, 6, 8))),
    ("Owen Pryce", 1988, 2019, "back", ("Green Future", dt.date(2014, 3, 30)), ("Llanfair Hills", 1800, dt.date(2019, 12, 12))),
    ("Kwame Asante", 1979, 2015, "front", ("Heritage Party", dt.date(2007, 5, 19)), ("Ridgeway", 11200, dt.date(2015, 5, 7))),
    ("Lucy Brennan", 1993, 2024, "back", ("Workers Alliance", dt.date(2016, 9, 9)), ("Saltmarsh", 950, dt.date(2024, 7, 4))),
]  # fmt: skip
#: (party, [(constituency, spend in thousand GBP)])
CAMPAIGNED = [
    ("Workers Alliance", [("Bramley North", 85.0), ("Thameside", 120.5), ("Saltmarsh", 140.0), ("Castlemoor", 60.0)]),
    ("Heritage Party", [("Oakfield", 95.0), ("Castlemoor", 70.5), ("Ridgeway", 88.0), ("Saltmarsh", 110.0)]),
    ("Civic Democrats", [("Kelso and Tweed", 45.0), ("Dunmere West", 52.5), ("Harwick East", 30.0)]),
    ("Green Future", [("Penrhyn Coast", 65.0), ("Llanfair Hills", 72.0), ("Thameside", 25.5)]),
]  # fmt: skip
#: (title, kind, formed)
COMMITTEES = [
    ("Treasury Committee", "select", 1979),
    ("Health and Care Committee", "select", 1991),
    ("Transport Committee", "select", 1980),
    ("Public Bill Committee A", "standing", 2006),
    ("Joint Committee on Human Rights", "joint", 2001),
    ("Environmental Audit Committee", "select", 1997),
]  # fmt: skip
#: (mp, [(committee, since)])
SITS_ON = [
    ("Eleanor Hart", [("Treasury Committee", dt.date(2010, 6, 1)), ("Joint Committee on Human Rights", dt.date(2015, 7, 1))]),
    ("David Okafor", [("Treasury Committee", dt.date(2006, 1, 10)), ("Transport Committee", dt.date(2012, 9, 3))]),
    ("Fiona McLeod", [("Health and Care Committee", dt.date(2002, 2, 1)), ("Joint Committee on Human Rights", dt.date(2008, 10, 15))]),
    ("Rajesh Mehta", [("Treasury Committee", dt.date(2011, 3, 1)), ("Public Bill Committee A", dt.date(2020, 1, 20))]),
    ("Hannah Price", [("Environmental Audit Committee", dt.date(2015, 7, 20))]),
    ("George Lambert", [("Transport Committee", dt.date(1993, 1, 12)), ("Health and Care Committee", dt.date(2000, 5, 5))]),
    ("Sophie Turnbull", [("Health and Care Committee", dt.date(2020, 2, 10)), ("Environmental Audit Committee", dt.date(2021, 9, 6))]),
    ("Alice Dunmore", [("Transport Committee", dt.date(2018, 1, 8))]),
    ("Owen Pryce", [("Environmental Audit Committee", dt.date(2020, 3, 2)), ("Transport Committee", dt.date(2022, 5, 9))]),
    ("Kwame Asante", [("Health and Care Committee", dt.date(2016, 1, 11)), ("Public Bill Committee A", dt.date(2019, 4, 1))]),
]  # fmt: skip
#: (mp, committee, since year)
CHAIRS = [
    ("George Lambert", "Transport Committee", 2010),
    ("Eleanor Hart", "Treasury Committee", 2017),
    ("Fiona McLeod", "Joint Committee on Human Rights", 2015),
    ("Kwame Asante", "Health and Care Committee", 2020),
    ("Hannah Price", "Environmental Audit Committee", 2021),
    ("Rajesh Mehta", "Public Bill Committee A", 2022),
]  # fmt: skip
#: (title, code, session, topic, status)
BILLS = [
    ("Clean Air Bill", "HC 101", 2021, "environment", "passed"),
    ("Housing Standards Bill", "HC 114", 2022, "housing", "passed"),
    ("Rail Reform Bill", "HC 127", 2022, "transport", "in progress"),
    ("NHS Workforce Bill", "HC 132", 2023, "health", "passed"),
    ("Finance Bill 2023", "HC 140", 2023, "finance", "passed"),
    ("Finance Bill 2024", "HC 151", 2024, "finance", "in progress"),
    ("Clean Air Amendment Bill", "HC 158", 2024, "environment", "in progress"),
    ("Mental Health Bill", "HC 163", 2024, "health", "in progress"),
    ("Bus Services Bill", "HC 170", 2025, "transport", "withdrawn"),
    ("Renters Rights Bill", "HC 176", 2025, "housing", "in progress"),
    ("School Streets Bill", "HC 181", 2025, "environment", "withdrawn"),
]  # fmt: skip
#: (bill, [(mp, lead sponsor)])
SPONSORS = [
    ("Clean Air Bill", [("Hannah Price", True), ("Owen Pryce", False), ("Sophie Turnbull", False)]),
    ("Housing Standards Bill", [("Rajesh Mehta", True), ("Eleanor Hart", False)]),
    ("Rail Reform Bill", [("David Okafor", True), ("Alice Dunmore", False)]),
    ("NHS Workforce Bill", [("Kwame Asante", True), ("George Lambert", False), ("Fiona McLeod", False)]),
    ("Finance Bill 2023", [("David Okafor", True), ("Kwame Asante", False)]),
    ("Finance Bill 2024", [("Eleanor Hart", True), ("Rajesh Mehta", False)]),
    ("Clean Air Amendment Bill", [("Owen Pryce", True), ("Hannah Price", False)]),
    ("Mental Health Bill", [("Sophie Turnbull", True), ("Fiona McLeod", False), ("Kwame Asante", False)]),
    ("Bus Services Bill", [("Alice Dunmore", True)]),
    ("Renters Rights Bill", [("Lucy Brennan", True), ("Rajesh Mehta", False), ("Eleanor Hart", False)]),
    ("School Streets Bill", [("Hannah Price", True), ("Lucy Brennan", False)]),
]  # fmt: skip
#: (committee, [(bill, sittings)])
SCRUTINISES = [
    ("Treasury Committee", [("Finance Bill 2023", 12), ("Finance Bill 2024", 9), ("Housing Standards Bill", 4)]),
    ("Health and Care Committee", [("NHS Workforce Bill", 10), ("Mental Health Bill", 14)]),
    ("Transport Committee", [("Rail Reform Bill", 11), ("Bus Services Bill", 3)]),
    ("Public Bill Committee A", [("Housing Standards Bill", 8), ("Renters Rights Bill", 6), ("Clean Air Bill", 5)]),
    ("Joint Committee on Human Rights", [("Mental Health Bill", 7), ("Renters Rights Bill", 2)]),
    ("Environmental Audit Committee", [("Clean Air Bill", 13), ("Clean Air Amendment Bill", 1)]),
]  # fmt: skip
#: (amending bill, amended bill, year)
AMENDS = [
    ("Finance Bill 2024", "Finance Bill 2023", 2024),
    ("Clean Air Amendment Bill", "Clean Air Bill", 2024),
    ("School Streets Bill", "Clean Air Amendment Bill", 2025),
    ("Bus Services Bill", "Rail Reform Bill", 2025),
    ("Renters Rights Bill", "Housing Standards Bill", 2025),
    ("Mental Health Bill", "NHS Workforce Bill", 2024),
]  # fmt: skip


def parliament() -> object:
    pid = {p[0]: f"pa{k + 1}" for k, p in enumerate(PARTIES)}
    cid = {c[0]: f"cn{k + 1:02d}" for k, c in enumerate(CONSTITUENCIES)}
    mid = {m[0]: f"mp{k + 1:02d}" for k, m in enumerate(MPS)}
    kid = {c[0]: f"cm{k + 1}" for k, c in enumerate(COMMITTEES)}
    bid = {b[0]: f"b{k + 1:02d}" for k, b in enumerate(BILLS)}
    parties = U.VertexFile("party", [("name", "string"), ("founded", "int"), ("leaning", "string")])
    parties.rows = [[pid[n], n, y, lean] for n, y, lean in PARTIES]
    seats = U.VertexFile(
        "constituency",
        [("label", "string"), ("ons_code", "string"), ("region", "string"), ("electorate", "int")],
    )
    seats.rows = [[cid[lbl], lbl, code, region, n] for lbl, code, region, n in CONSTITUENCIES]
    mps = U.VertexFile(
        "mp", [("name", "string"), ("born", "int"), ("first_elected", "int"), ("bench", "string")]
    )
    member_of = U.EdgeFile("member_of", [("since", "date")])
    represents = U.EdgeFile("represents", [("majority", "int"), ("since", "date")])
    for name, born, elected, bench, (party, joined), (seat, majority, since) in MPS:
        mps.rows.append([mid[name], name, born, elected, bench])
        member_of.rows.append([mid[name], pid[party], joined])
        represents.rows.append([mid[name], cid[seat], majority, since])
    campaigned = U.EdgeFile("campaigned", [("spend", "double")])
    for party, spends in CAMPAIGNED:
        campaigned.rows += [[pid[party], cid[seat], spend] for seat, spend in spends]
    committees = U.VertexFile("committee", [("title", "string"), ("kind", "string"), ("formed", "int")])
    committees.rows = [[kid[t], t, kind, y] for t, kind, y in COMMITTEES]
    for name, seats_on in SITS_ON:
        member_of.rows += [[mid[name], kid[c], since] for c, since in seats_on]
    chairs = U.EdgeFile("chairs", [("since", "int")])
    chairs.rows = [[mid[m], kid[c], y] for m, c, y in CHAIRS]
    bills = U.VertexFile(
        "bill",
        [
            ("title", "string"),
            ("code", "string"),
            ("session", "int"),
            ("topic", "string"),
            ("status", "string"),
        ],
    )
    bills.rows = [[bid[t], t, code, y, topic, status] for t, code, y, topic, status in BILLS]
    sponsors = U.EdgeFile("sponsors", [("lead", "bool")])
    for bill, backers in SPONSORS:
        sponsors.rows += [[mid[m], bid[bill], _bool(lead)] for m, lead in backers]
    scrutinises = U.EdgeFile("scrutinises", [("sittings", "int")])
    for committee, looked_at in SCRUTINISES:
        scrutinises.rows += [[kid[committee], bid[b], n] for b, n in looked_at]
    amends = U.EdgeFile("amends", [("year", "int")])
    amends.rows = [[bid[a], bid[b], y] for a, b, y in AMENDS]
    return U.Graph(
        "parliament",
        8,
        PARLIAMENT_DDL,
        [parties, mps, seats, committees, bills],
        [member_of, represents, campaigned, chairs, sponsors, scrutinises, amends],
    )


# --------------------------------------------------------------------------- botanic (Chinese names, family names as ids)

BOTANIC_DDL = """
CREATE TAG IF NOT EXISTS garden(name string COMMENT "植物园名称", city string COMMENT "所在城市", opened int COMMENT "开园年份") COMMENT = "植物园";
CREATE TAG IF NOT EXISTS greenhouse(name string COMMENT "温室/展馆名称", climate string COMMENT "气候类型：热带/温带/干旱", area double COMMENT "面积，平方米") COMMENT = "温室";
CREATE TAG IF NOT EXISTS plant(name string COMMENT "中文名", latin string COMMENT "拉丁学名", height double COMMENT "株高，米", bloom_month int COMMENT "花期（月份）", status string COMMENT "保护等级：濒危/易危/无危") COMMENT = "植物";
CREATE TAG IF NOT EXISTS family(name string COMMENT "科名", order_name string COMMENT "所属的目") COMMENT = "植物科";
CREATE TAG IF NOT EXISTS gardener(name string COMMENT "园艺师姓名", born int COMMENT "出生年份", rank string COMMENT "职级：高级园艺师/园艺师/助理") COMMENT = "园艺师";
CREATE EDGE IF NOT EXISTS located_in(since date COMMENT "入驻日期") COMMENT = "温室 -> 植物园，植物 -> 温室";
CREATE EDGE IF NOT EXISTS belongs_to() COMMENT = "植物 -> 科";
CREATE EDGE IF NOT EXISTS offspring_of(year int COMMENT "育成年份") COMMENT = "杂交子代 -> 亲本（植物 -> 植物）";
CREATE EDGE IF NOT EXISTS works_at(since date COMMENT "入职日期") COMMENT = "园艺师 -> 植物园";
CREATE EDGE IF NOT EXISTS manages(since int COMMENT "开始负责的年份") COMMENT = "负责人：园艺师 -> 温室";
CREATE EDGE IF NOT EXISTS cares_for(main bool COMMENT "是否主要养护人", hours double COMMENT "每周养护小时数") COMMENT = "养护：园艺师 -> 植物";
CREATE TAG INDEX IF NOT EXISTS garden_name_index ON garden(name(32));
CREATE TAG INDEX IF NOT EXISTS greenhouse_name_index ON greenhouse(name(32));
CREATE TAG INDEX IF NOT EXISTS greenhouse_climate_index ON greenhouse(climate(8));
CREATE TAG INDEX IF NOT EXISTS plant_name_index ON plant(name(32));
CREATE TAG INDEX IF NOT EXISTS plant_status_index ON plant(status(8));
CREATE TAG INDEX IF NOT EXISTS plant_height_index ON plant(height);
CREATE TAG INDEX IF NOT EXISTS family_name_index ON family(name(16));
CREATE TAG INDEX IF NOT EXISTS gardener_name_index ON gardener(name(16));
CREATE TAG INDEX IF NOT EXISTS gardener_rank_index ON gardener(rank(16));
"""

#: (name, city, opened)
GARDENS = [
    ("西山植物园", "北京", 1956),
    ("南湖植物园", "广州", 1984),
    ("滇池植物园", "昆明", 2002),
]  # fmt: skip
#: (name, climate, area, garden, since)
GREENHOUSES = [
    ("热带雨林温室", "热带", 4200.0, "西山植物园", dt.date(2008, 5, 1)),
    ("沙生植物馆", "干旱", 1800.0, "西山植物园", dt.date(2012, 9, 1)),
    ("兰花馆", "热带", 950.0, "南湖植物园", dt.date(1999, 3, 15)),
    ("温带植物馆", "温带", 2600.0, "南湖植物园", dt.date(2005, 4, 20)),
    ("高山杜鹃园", "温带", 3100.0, "滇池植物园", dt.date(2006, 6, 6)),
    ("多肉花房", "干旱", 600.0, "滇池植物园", dt.date(2015, 10, 10)),
    ("棕榈温室", "热带", 3500.0, "南湖植物园", dt.date(2010, 1, 18)),
]  # fmt: skip
#: (name, order); the family's name is its vertex id
FAMILIES = [
    ("蔷薇科", "蔷薇目"),
    ("兰科", "天门冬目"),
    ("仙人掌科", "石竹目"),
    ("杜鹃花科", "杜鹃花目"),
    ("棕榈科", "棕榈目"),
    ("木兰科", "木兰目"),
    ("景天科", "虎耳草目"),
]  # fmt: skip
#: (name, latin, height, bloom_month, status, family, [(greenhouse, since)])
PLANTS = [
    ("月季", "Rosa chinensis", 1.5, 5, "无危", "蔷薇科", [("温带植物馆", dt.date(2006, 3, 1))]),
    ("垂丝海棠", "Malus halliana", 4.0, 4, "无危", "蔷薇科", [("温带植物馆", dt.date(2007, 4, 1))]),
    ("蝴蝶兰", "Phalaenopsis aphrodite", 0.6, 2, "易危", "兰科", [("兰花馆", dt.date(2000, 1, 10))]),
    ("春兰", "Cymbidium goeringii", 0.4, 3, "易危", "兰科", [("兰花馆", dt.date(2001, 2, 20))]),
    ("兜兰", "Paphiopedilum armeniacum", 0.3, 11, "濒危", "兰科", [("兰花馆", dt.date(2003, 11, 5)), ("热带雨林温室", dt.date(2010, 6, 1))]),
    ("金琥", "Echinocactus grusonii", 1.2, 6, "濒危", "仙人掌科", [("沙生植物馆", dt.date(2013, 5, 1))]),
    ("仙人指", "Schlumbergera truncata", 0.25, 12, "无危", "仙人掌科", [("多肉花房", dt.date(2016, 12, 1))]),
    ("巨人柱", "Carnegiea gigantea", 12.0, 5, "无危", "仙人掌科", [("沙生植物馆", dt.date(2014, 3, 12))]),
    ("马缨杜鹃", "Rhododendron delavayi", 6.0, 3, "无危", "杜鹃花科", [("高山杜鹃园", dt.date(2007, 3, 20))]),
    ("大树杜鹃", "Rhododendron protistum", 25.0, 2, "濒危", "杜鹃花科", [("高山杜鹃园", dt.date(2009, 2, 14))]),
    ("映山红", "Rhododendron simsii", 2.0, 4, "无危", "杜鹃花科", [("高山杜鹃园", dt.date(2008, 4, 8))]),
    ("油棕", "Elaeis guineensis", 18.0, 7, "无危", "棕榈科", [("棕榈温室", dt.date(2011, 5, 5))]),
    ("董棕", "Caryota obtusa", 20.0, 6, "易危", "棕榈科", [("棕榈温室", dt.date(2012, 7, 7)), ("热带雨林温室", dt.date(2013, 8, 1))]),
    ("华盖木", "Pachylarnax sinica", 30.0, 4, "濒危", "木兰科", [("热带雨林温室", dt.date(2009, 9, 9))]),
    ("玉兰", "Yulania denudata", 15.0, 3, "无危", "木兰科", [("温带植物馆", dt.date(2005, 5, 1))]),
    ("熊童子", "Cotyledon tomentosa", 0.2, 9, "无危", "景天科", [("多肉花房", dt.date(2017, 3, 3))]),
    ("石莲花", "Echeveria secunda", 0.15, 6, "无危", "景天科", [("多肉花房", dt.date(2016, 5, 20))]),
]  # fmt: skip
#: (offspring, parent, year)
OFFSPRING = [
    ("映山红", "马缨杜鹃", 2008), ("马缨杜鹃", "大树杜鹃", 2006), ("月季", "垂丝海棠", 2005),
    ("春兰", "蝴蝶兰", 2001), ("兜兰", "春兰", 2003), ("仙人指", "金琥", 2016), ("石莲花", "熊童子", 2016),
]  # fmt: skip
#: (name, born, rank, [(garden, since)])
GARDENERS = [
    ("陈建国", 1966, "高级园艺师", [("西山植物园", dt.date(1990, 7, 1))]),
    ("林秀英", 1972, "高级园艺师", [("南湖植物园", dt.date(1995, 3, 1))]),
    ("王海涛", 1980, "园艺师", [("南湖植物园", dt.date(2004, 8, 15))]),
    ("李思雨", 1988, "园艺师", [("滇池植物园", dt.date(2011, 9, 1))]),
    ("赵一鸣", 1992, "助理", [("西山植物园", dt.date(2016, 6, 20))]),
    ("黄丽", 1985, "园艺师", [("西山植物园", dt.date(2009, 4, 1)), ("滇池植物园", dt.date(2020, 3, 1))]),
    ("周晓峰", 1995, "助理", [("滇池植物园", dt.date(2019, 7, 15))]),
    ("吴敏", 1978, "高级园艺师", [("滇池植物园", dt.date(2002, 5, 10))]),
    ("郑凯", 1998, "助理", [("南湖植物园", dt.date(2021, 2, 1))]),
    ("孙婷", 1990, "园艺师", [("南湖植物园", dt.date(2014, 10, 8))]),
]  # fmt: skip
#: (gardener, greenhouse, since year)
MANAGES = [
    ("陈建国", "热带雨林温室", 2008), ("黄丽", "沙生植物馆", 2012), ("林秀英", "兰花馆", 1999),
    ("王海涛", "温带植物馆", 2010), ("孙婷", "棕榈温室", 2015), ("吴敏", "高山杜鹃园", 2006),
    ("李思雨", "多肉花房", 2015),
]  # fmt: skip
#: (gardener, [(plant, main carer, hours a week)])
CARES_FOR = [
    ("陈建国", [("华盖木", True, 6.0), ("兜兰", False, 2.0), ("董棕", False, 3.0)]),
    ("赵一鸣", [("华盖木", False, 8.0), ("金琥", False, 4.5), ("巨人柱", False, 5.0)]),
    ("黄丽", [("金琥", True, 7.0), ("巨人柱", False, 2.5)]),
    ("林秀英", [("蝴蝶兰", True, 10.0), ("春兰", True, 6.5), ("兜兰", True, 9.0)]),
    ("王海涛", [("月季", True, 5.5), ("垂丝海棠", False, 4.0), ("玉兰", True, 3.5)]),
    ("孙婷", [("油棕", True, 4.2), ("董棕", True, 5.2)]),
    ("郑凯", [("蝴蝶兰", False, 3.2), ("油棕", False, 2.8), ("月季", False, 1.5)]),
    ("吴敏", [("大树杜鹃", True, 12.0), ("马缨杜鹃", True, 6.8)]),
    ("周晓峰", [("映山红", True, 4.8), ("大树杜鹃", False, 5.8)]),
    ("李思雨", [("仙人指", True, 2.2), ("石莲花", True, 1.2)]),
]  # fmt: skip


def botanic() -> object:
    gid = {g[0]: f"gd{k + 1}" for k, g in enumerate(GARDENS)}
    hid = {h[0]: f"gh{k + 1}" for k, h in enumerate(GREENHOUSES)}
    pid = {p[0]: f"pl{k + 1:02d}" for k, p in enumerate(PLANTS)}
    wid = {w[0]: f"w{k + 1:02d}" for k, w in enumerate(GARDENERS)}
    gardens = U.VertexFile("garden", [("name", "string"), ("city", "string"), ("opened", "int")])
    gardens.rows = [[gid[n], n, c, y] for n, c, y in GARDENS]
    located_in = U.EdgeFile("located_in", [("since", "date")])
    houses = U.VertexFile("greenhouse", [("name", "string"), ("climate", "string"), ("area", "double")])
    for name, climate, area, garden, since in GREENHOUSES:
        houses.rows.append([hid[name], name, climate, area])
        located_in.rows.append([hid[name], gid[garden], since])
    families = U.VertexFile("family", [("name", "string"), ("order_name", "string")])
    families.rows = [[n, n, o] for n, o in FAMILIES]
    plants = U.VertexFile(
        "plant",
        [
            ("name", "string"),
            ("latin", "string"),
            ("height", "double"),
            ("bloom_month", "int"),
            ("status", "string"),
        ],
    )
    belongs_to = U.EdgeFile("belongs_to", [])
    for name, latin, height, month, status, family, homes in PLANTS:
        plants.rows.append([pid[name], name, latin, height, month, status])
        belongs_to.rows.append([pid[name], family])
        located_in.rows += [[pid[name], hid[h], since] for h, since in homes]
    offspring_of = U.EdgeFile("offspring_of", [("year", "int")])
    offspring_of.rows = [[pid[a], pid[b], y] for a, b, y in OFFSPRING]
    gardeners = U.VertexFile("gardener", [("name", "string"), ("born", "int"), ("rank", "string")])
    works_at = U.EdgeFile("works_at", [("since", "date")])
    for name, born, rank, jobs in GARDENERS:
        gardeners.rows.append([wid[name], name, born, rank])
        works_at.rows += [[wid[name], gid[g], since] for g, since in jobs]
    manages = U.EdgeFile("manages", [("since", "int")])
    manages.rows = [[wid[w], hid[h], y] for w, h, y in MANAGES]
    cares_for = U.EdgeFile("cares_for", [("main", "bool"), ("hours", "double")])
    for name, plants_ in CARES_FOR:
        cares_for.rows += [[wid[name], pid[p], _bool(main), h] for p, main, h in plants_]
    return U.Graph(
        "botanic",
        32,
        BOTANIC_DDL,
        [gardens, houses, families, plants, gardeners],
        [located_in, belongs_to, offspring_of, works_at, manages, cares_for],
    )


def build_all() -> list[object]:
    return [parliament(), botanic()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
