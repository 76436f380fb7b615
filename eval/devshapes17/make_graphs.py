"""Write the two development graphs of ``eval/devshapes17/graphs/`` (kuaidi, catcafe).

Why: the offline composer needs development material in domains no other set uses, with every
question shape about evenly and the harder variant of each (2-hop through a tag the question
does not name or through a role noun, counts of edges vs vertices with a category filter,
filters on edge properties and dates, top-k over counts and over edge numbers, "the second",
negation over a related entity with a filter), half of it in Chinese. ``kuaidi`` (a courier
depot network: depots, couriers, customers, parcels) has opaque ids, Chinese display names
(parcels by their waybill code), English schema names with Chinese COMMENTs and Chinese
category strings (``level`` 新人/熟手/站长, ``kind`` 文件/生鲜/数码/衣物, ``community``). It has
a same-tag edge (``trains``: 师傅 -> 徒弟), a tag reached by two edge types (``customer``:
the source of ``sent``, the target of ``addressed_to``; ``depot``: ``works_at`` and
``stored_at``) and edge properties of every kind (``works_at``' ``since`` date and
``full_time`` bool, ``delivered``'s ``day`` date and ``on_time`` bool, ``sent``'s ``fee``
double, ``stored_at``'s ``days`` int). ``catcafe`` (a chain of cat cafés: cafés, cats, staff,
regulars) has English names that are the vertex ids, a same-tag edge (``mother_of``: cat ->
kitten), tags reached by several edge types (``cat``: ``cares_for``, ``sponsors``,
``mother_of``; ``cafe``: ``lives_at``, ``employed_at``, ``visited``) and edge properties of
every kind (dates on ``lives_at``, ``employed_at``, ``visited``, ``sponsors``; ``full_time``
bool; ``hours`` and ``times`` ints; ``monthly`` double). Every fact is written out by hand
below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes17/make_graphs.py [--out eval/devshapes17/graphs]
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


# --------------------------------------------------------------------------- kuaidi (Chinese names, opaque ids)

KUAIDI_DDL = """
CREATE TAG IF NOT EXISTS depot(name string COMMENT "站点名称", district string COMMENT "所在城区", opened int COMMENT "开站年份") COMMENT = "快递站点";
CREATE TAG IF NOT EXISTS courier(name string COMMENT "姓名", born int COMMENT "出生年份", level string COMMENT "级别：新人/熟手/站长") COMMENT = "快递员";
CREATE TAG IF NOT EXISTS customer(name string COMMENT "姓名", community string COMMENT "所住小区", vip bool COMMENT "是否会员") COMMENT = "客户";
CREATE TAG IF NOT EXISTS parcel(name string COMMENT "运单号", weight double COMMENT "重量，公斤", kind string COMMENT "类别：文件/生鲜/数码/衣物") COMMENT = "包裹";
CREATE EDGE IF NOT EXISTS trains(since int COMMENT "开始带的年份") COMMENT = "带教：师傅 -> 徒弟（快递员 -> 快递员）";
CREATE EDGE IF NOT EXISTS works_at(since date COMMENT "入职日期", full_time bool COMMENT "是否全职") COMMENT = "任职：快递员 -> 站点";
CREATE EDGE IF NOT EXISTS delivered(day date COMMENT "派送日期", on_time bool COMMENT "是否按时送达") COMMENT = "派送：快递员 -> 包裹";
CREATE EDGE IF NOT EXISTS sent(fee double COMMENT "运费，元") COMMENT = "寄件：客户 -> 包裹";
CREATE EDGE IF NOT EXISTS addressed_to() COMMENT = "收件人：包裹 -> 客户";
CREATE EDGE IF NOT EXISTS stored_at(days int COMMENT "在站里放了几天") COMMENT = "存放：包裹 -> 站点";
CREATE TAG INDEX IF NOT EXISTS depot_name_index ON depot(name(16));
CREATE TAG INDEX IF NOT EXISTS courier_name_index ON courier(name(16));
CREATE TAG INDEX IF NOT EXISTS courier_level_index ON courier(level(8));
CREATE TAG INDEX IF NOT EXISTS courier_born_index ON courier(born);
CREATE TAG INDEX IF NOT EXISTS customer_name_index ON customer(name(16));
CREATE TAG INDEX IF NOT EXISTS parcel_name_index ON parcel(name(16));
CREATE TAG INDEX IF NOT EXISTS parcel_kind_index ON parcel(kind(8));
"""

#: (name, district, opened)
DEPOTS = [
    ("东门驿站", "城东区", 2015),
    ("西湖路站", "西湖区", 2011),
    ("北苑站", "北苑区", 2018),
    ("南桥站", "南桥区", 2008),
]  # fmt: skip
#: (name, born, level)
COURIERS = [
    ("王强", 1975, "站长"),
    ("李娜", 1980, "站长"),
    ("张伟", 1985, "熟手"),
    ("刘洋", 1988, "熟手"),
    ("陈静", 1990, "熟手"),
    ("杨磊", 1993, "新人"),
    ("赵敏", 1995, "新人"),
    ("孙浩", 1998, "新人"),
    ("周杰", 2000, "新人"),
    ("吴芳", 1983, "熟手"),
    ("郑凯", 1970, "站长"),
    ("冯雪", 2002, "新人"),
]  # fmt: skip
#: (师傅, [(徒弟, since)])
TRAINS = [
    ("郑凯", [("李娜", 2005)]),
    ("王强", [("张伟", 2010), ("刘洋", 2012)]),
    ("李娜", [("陈静", 2013), ("吴芳", 2009)]),
    ("张伟", [("杨磊", 2018), ("赵敏", 2019)]),
    ("陈静", [("孙浩", 2020)]),
    ("刘洋", [("周杰", 2021)]),
    ("吴芳", [("冯雪", 2023)]),
]  # fmt: skip
#: (courier, [(depot, since, full_time)]); no one starts in 2021 ("2021年以后" reads one way only)
WORKS_AT = [
    ("王强", [("东门驿站", dt.date(2015, 3, 1), True)]),
    ("李娜", [("西湖路站", dt.date(2011, 6, 1), True)]),
    ("张伟", [("东门驿站", dt.date(2016, 4, 10), True)]),
    ("刘洋", [("北苑站", dt.date(2018, 9, 1), True)]),
    ("陈静", [("西湖路站", dt.date(2014, 2, 15), True)]),
    ("杨磊", [("东门驿站", dt.date(2019, 7, 1), False)]),
    ("赵敏", [("北苑站", dt.date(2020, 3, 20), True)]),
    ("孙浩", [("西湖路站", dt.date(2022, 5, 5), False)]),
    ("周杰", [("北苑站", dt.date(2022, 1, 10), False)]),
    ("吴芳", [("南桥站", dt.date(2010, 8, 8), True), ("西湖路站", dt.date(2017, 11, 1), False)]),
    ("郑凯", [("南桥站", dt.date(2008, 5, 1), True)]),
    ("冯雪", [("南桥站", dt.date(2023, 6, 1), False)]),
]  # fmt: skip
#: (name, community, vip)
CUSTOMERS = [
    ("林晓", "阳光小区", True),
    ("何军", "翠湖花园", False),
    ("高琳", "阳光小区", False),
    ("罗斌", "金桥公寓", True),
    ("许可", "翠湖花园", True),
    ("唐敏", "金桥公寓", False),
    ("韩雪", "阳光小区", False),
    ("曹阳", "翠湖花园", False),
    ("邓超", "金桥公寓", False),
    ("彭丽", "阳光小区", False),
]  # fmt: skip
#: (waybill code, weight kg, kind)
PARCELS = [
    ("SF1001", 0.5, "文件"),
    ("SF1002", 3.2, "生鲜"),
    ("SF1003", 1.8, "数码"),
    ("SF1004", 0.8, "衣物"),
    ("YT2001", 5.5, "生鲜"),
    ("YT2002", 0.3, "文件"),
    ("YT2003", 2.4, "数码"),
    ("YT2004", 1.2, "衣物"),
    ("JD3001", 4.0, "数码"),
    ("JD3002", 2.9, "生鲜"),
    ("JD3003", 0.6, "文件"),
    ("JD3004", 7.5, "数码"),
    ("ZT4001", 1.5, "衣物"),
    ("ZT4002", 6.1, "生鲜"),
]  # fmt: skip
#: (sender, [(parcel, fee)])
SENT = [
    ("林晓", [("SF1001", 12.0), ("YT2003", 15.0), ("JD3004", 30.0)]),
    ("何军", [("SF1002", 18.0), ("JD3002", 20.0)]),
    ("高琳", [("SF1003", 14.0)]),
    ("罗斌", [("SF1004", 10.0), ("YT2001", 22.0), ("ZT4002", 25.0)]),
    ("许可", [("YT2002", 8.0), ("JD3001", 16.5)]),
    ("唐敏", [("YT2004", 9.5), ("JD3003", 7.0)]),
    ("韩雪", [("ZT4001", 11.0)]),
]  # fmt: skip
#: (parcel, recipient)
ADDRESSED_TO = [
    ("SF1001", "何军"), ("SF1002", "林晓"), ("SF1003", "罗斌"), ("SF1004", "高琳"),
    ("YT2001", "许可"), ("YT2002", "林晓"), ("YT2003", "唐敏"), ("YT2004", "韩雪"),
    ("JD3001", "高琳"), ("JD3002", "罗斌"), ("JD3003", "许可"), ("JD3004", "何军"),
    ("ZT4001", "林晓"), ("ZT4002", "唐敏"),
]  # fmt: skip
#: (courier, [(parcel, day, on_time)]); SF1002 was delivered twice (late, then again)
DELIVERED = [
    ("张伟", [("SF1001", dt.date(2024, 3, 2), True), ("SF1002", dt.date(2024, 3, 5), False), ("YT2001", dt.date(2024, 4, 11), True)]),
    ("刘洋", [("SF1003", dt.date(2024, 3, 8), True), ("JD3001", dt.date(2024, 5, 20), True)]),
    ("陈静", [("SF1004", dt.date(2024, 3, 10), True), ("YT2002", dt.date(2024, 3, 12), True), ("JD3002", dt.date(2024, 5, 2), False)]),
    ("杨磊", [("YT2003", dt.date(2024, 4, 1), False), ("JD3003", dt.date(2024, 5, 25), True)]),
    ("赵敏", [("YT2004", dt.date(2024, 4, 15), True)]),
    ("孙浩", [("JD3004", dt.date(2024, 6, 1), True), ("ZT4001", dt.date(2024, 6, 3), False)]),
    ("吴芳", [("SF1002", dt.date(2024, 3, 6), True)]),
]  # fmt: skip
#: (parcel, depot, days held)
STORED_AT = [
    ("SF1001", "东门驿站", 1), ("SF1002", "东门驿站", 2), ("SF1003", "北苑站", 1),
    ("SF1004", "西湖路站", 3), ("YT2001", "东门驿站", 1), ("YT2002", "西湖路站", 2),
    ("YT2003", "东门驿站", 4), ("YT2004", "北苑站", 1), ("JD3001", "北苑站", 2),
    ("JD3002", "西湖路站", 5), ("JD3003", "东门驿站", 1), ("JD3004", "西湖路站", 2),
    ("ZT4001", "西湖路站", 3), ("ZT4002", "南桥站", 6),
]  # fmt: skip


def kuaidi() -> object:
    did = {d[0]: f"d{k + 1}" for k, d in enumerate(DEPOTS)}
    kid = {c[0]: f"k{k + 1:02d}" for k, c in enumerate(COURIERS)}
    cid = {c[0]: f"c{k + 1:02d}" for k, c in enumerate(CUSTOMERS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PARCELS)}
    depots = U.VertexFile("depot", [("name", "string"), ("district", "string"), ("opened", "int")])
    depots.rows = [[did[n], n, d, y] for n, d, y in DEPOTS]
    couriers = U.VertexFile("courier", [("name", "string"), ("born", "int"), ("level", "string")])
    couriers.rows = [[kid[n], n, b, lv] for n, b, lv in COURIERS]
    customers = U.VertexFile("customer", [("name", "string"), ("community", "string"), ("vip", "bool")])
    customers.rows = [[cid[n], n, c, _bool(v)] for n, c, v in CUSTOMERS]
    parcels = U.VertexFile("parcel", [("name", "string"), ("weight", "double"), ("kind", "string")])
    parcels.rows = [[pid[n], n, w, k] for n, w, k in PARCELS]
    trains = U.EdgeFile("trains", [("since", "int")])
    for master, pupils in TRAINS:
        trains.rows += [[kid[master], kid[p], y] for p, y in pupils]
    works_at = U.EdgeFile("works_at", [("since", "date"), ("full_time", "bool")])
    for who, jobs in WORKS_AT:
        works_at.rows += [[kid[who], did[d], since, _bool(ft)] for d, since, ft in jobs]
    delivered = U.EdgeFile("delivered", [("day", "date"), ("on_time", "bool")])
    for who, drops in DELIVERED:
        delivered.rows += [[kid[who], pid[p], day, _bool(ok)] for p, day, ok in drops]
    sent = U.EdgeFile("sent", [("fee", "double")])
    for who, items in SENT:
        sent.rows += [[cid[who], pid[p], fee] for p, fee in items]
    addressed_to = U.EdgeFile("addressed_to", [])
    addressed_to.rows = [[pid[p], cid[c]] for p, c in ADDRESSED_TO]
    stored_at = U.EdgeFile("stored_at", [("days", "int")])
    stored_at.rows = [[pid[p], did[d], n] for p, d, n in STORED_AT]
    return U.Graph(
        "kuaidi",
        8,
        KUAIDI_DDL,
        [depots, couriers, customers, parcels],
        [trains, works_at, delivered, sent, addressed_to, stored_at],
    )


# --------------------------------------------------------------------------- catcafe (English names as ids)

CATCAFE_DDL = """
CREATE TAG IF NOT EXISTS cafe(name string, town string, opened int COMMENT "year the cafe opened");
CREATE TAG IF NOT EXISTS cat(name string, born int COMMENT "year of birth", breed string COMMENT "tabby, siamese, ragdoll, persian, british shorthair or maine coon");
CREATE TAG IF NOT EXISTS staff(name string, born int COMMENT "year of birth", job string COMMENT "barista, keeper or manager");
CREATE TAG IF NOT EXISTS regular(name string, member bool COMMENT "holds a loyalty card");
CREATE EDGE IF NOT EXISTS mother_of() COMMENT = "cat -> kitten (mother -> kitten)";
CREATE EDGE IF NOT EXISTS lives_at(since date COMMENT "date the cat moved in") COMMENT = "cat -> cafe";
CREATE EDGE IF NOT EXISTS employed_at(since date COMMENT "start date", full_time bool) COMMENT = "staff -> cafe";
CREATE EDGE IF NOT EXISTS cares_for(hours int COMMENT "hours of care a week") COMMENT = "staff -> cat (the cat's keeper)";
CREATE EDGE IF NOT EXISTS visited(times int COMMENT "visits so far", last date COMMENT "date of the latest visit") COMMENT = "regular -> cafe";
CREATE EDGE IF NOT EXISTS sponsors(since date, monthly double COMMENT "pounds a month towards the cat's keep") COMMENT = "regular -> cat";
CREATE TAG INDEX IF NOT EXISTS cafe_name_index ON cafe(name(32));
CREATE TAG INDEX IF NOT EXISTS cat_name_index ON cat(name(32));
CREATE TAG INDEX IF NOT EXISTS cat_breed_index ON cat(breed(24));
CREATE TAG INDEX IF NOT EXISTS staff_name_index ON staff(name(32));
CREATE TAG INDEX IF NOT EXISTS staff_job_index ON staff(job(16));
CREATE TAG INDEX IF NOT EXISTS regular_name_index ON regular(name(32));
"""

#: (name, town, opened)
CAFES = [
    ("Whisker Lounge", "Brighton", 2014),
    ("The Purring Pot", "Leeds", 2017),
    ("Catnap Corner", "York", 2019),
    ("Paws & Pastries", "Bath", 2012),
]  # fmt: skip
#: (name, born, breed)
CATS = [
    ("Marmalade", 2014, "tabby"),
    ("Mochi", 2015, "ragdoll"),
    ("Pepper", 2016, "tabby"),
    ("Saffron", 2017, "siamese"),
    ("Noodle", 2018, "tabby"),
    ("Luna", 2019, "persian"),
    ("Ziggy", 2020, "maine coon"),
    ("Hazel", 2021, "tabby"),
    ("Olive", 2021, "british shorthair"),
    ("Tofu", 2022, "ragdoll"),
    ("Pickle", 2022, "siamese"),
    ("Juniper", 2023, "tabby"),
    ("Sesame", 2023, "persian"),
    ("Bramble", 2024, "maine coon"),
]  # fmt: skip
#: (mother, [kittens])
MOTHER_OF = [
    ("Marmalade", ["Pepper", "Noodle"]),
    ("Mochi", ["Tofu"]),
    ("Pepper", ["Hazel", "Juniper"]),
    ("Saffron", ["Pickle"]),
    ("Luna", ["Sesame"]),
    ("Ziggy", ["Bramble"]),
]  # fmt: skip
#: (cat, cafe, since)
LIVES_AT = [
    ("Marmalade", "Paws & Pastries", dt.date(2014, 6, 1)),
    ("Mochi", "Whisker Lounge", dt.date(2016, 2, 1)),
    ("Pepper", "Whisker Lounge", dt.date(2017, 5, 10)),
    ("Saffron", "The Purring Pot", dt.date(2017, 9, 1)),
    ("Noodle", "The Purring Pot", dt.date(2018, 6, 15)),
    ("Luna", "Catnap Corner", dt.date(2019, 8, 20)),
    ("Ziggy", "Catnap Corner", dt.date(2020, 11, 11)),
    ("Hazel", "Whisker Lounge", dt.date(2021, 7, 7)),
    ("Olive", "Paws & Pastries", dt.date(2021, 10, 1)),
    ("Tofu", "The Purring Pot", dt.date(2022, 9, 9)),
    ("Pickle", "Catnap Corner", dt.date(2022, 12, 1)),
    ("Juniper", "Paws & Pastries", dt.date(2023, 8, 15)),
    ("Sesame", "Catnap Corner", dt.date(2023, 10, 1)),
    ("Bramble", "Catnap Corner", dt.date(2024, 4, 1)),
]  # fmt: skip
#: (name, born, job)
STAFF = [
    ("Anna Croft", 1985, "manager"),
    ("Ben Ashby", 1990, "keeper"),
    ("Clara Voss", 1994, "barista"),
    ("Dylan Marsh", 1988, "keeper"),
    ("Erin Blake", 1998, "barista"),
    ("Felix Orr", 1979, "manager"),
    ("Gemma Lowe", 2000, "keeper"),
    ("Harry Quinn", 1996, "barista"),
    ("Iris Penn", 1992, "keeper"),
    ("Jack Tull", 1983, "manager"),
    ("Kai Moran", 1987, "keeper"),
    ("Lily Chen", 2001, "barista"),
]  # fmt: skip
#: (staff, [(cafe, since, full_time)])
EMPLOYED_AT = [
    ("Anna Croft", [("Whisker Lounge", dt.date(2014, 5, 1), True)]),
    ("Ben Ashby", [("Whisker Lounge", dt.date(2016, 3, 1), True)]),
    ("Clara Voss", [("Whisker Lounge", dt.date(2019, 9, 1), False)]),
    ("Dylan Marsh", [("The Purring Pot", dt.date(2017, 4, 1), True)]),
    ("Erin Blake", [("The Purring Pot", dt.date(2020, 6, 1), False)]),
    ("Felix Orr", [("Paws & Pastries", dt.date(2012, 3, 15), True)]),
    ("Gemma Lowe", [("Catnap Corner", dt.date(2021, 2, 1), True), ("Paws & Pastries", dt.date(2023, 1, 10), False)]),
    ("Harry Quinn", [("Catnap Corner", dt.date(2019, 5, 20), False)]),
    ("Iris Penn", [("Paws & Pastries", dt.date(2018, 7, 7), False)]),
    ("Jack Tull", [("Catnap Corner", dt.date(2019, 4, 1), True)]),
    ("Kai Moran", [("The Purring Pot", dt.date(2022, 4, 4), True)]),
    ("Lily Chen", [("Whisker Lounge", dt.date(2024, 2, 1), False)]),
]  # fmt: skip
#: (staff, [(cat, hours a week)])
CARES_FOR = [
    ("Ben Ashby", [("Mochi", 10), ("Pepper", 8), ("Hazel", 6)]),
    ("Dylan Marsh", [("Saffron", 12), ("Noodle", 7), ("Tofu", 5)]),
    ("Gemma Lowe", [("Luna", 9), ("Ziggy", 4), ("Pickle", 6), ("Juniper", 3)]),
    ("Iris Penn", [("Olive", 8), ("Marmalade", 11)]),
    ("Clara Voss", [("Mochi", 2)]),
    ("Harry Quinn", [("Sesame", 5), ("Bramble", 3)]),
    ("Kai Moran", [("Noodle", 4)]),
]  # fmt: skip
#: (name, member); Tess Varga has no edge at all
REGULARS = [
    ("Nora Fitch", True),
    ("Oscar Pym", False),
    ("Priya Das", True),
    ("Quentin Rowe", False),
    ("Rosa Lind", True),
    ("Sam Okoro", False),
    ("Tess Varga", False),
    ("Uma Reyes", False),
    ("Victor Shah", True),
    ("Wendy Ames", False),
]  # fmt: skip
#: (regular, [(cafe, times, last visit)])
VISITED = [
    ("Nora Fitch", [("Whisker Lounge", 25, dt.date(2024, 5, 2)), ("The Purring Pot", 4, dt.date(2023, 11, 20))]),
    ("Oscar Pym", [("Catnap Corner", 12, dt.date(2024, 4, 18))]),
    ("Priya Das", [("Paws & Pastries", 30, dt.date(2024, 5, 10)), ("Whisker Lounge", 6, dt.date(2024, 1, 15)), ("Catnap Corner", 3, dt.date(2022, 12, 30))]),
    ("Quentin Rowe", [("The Purring Pot", 18, dt.date(2024, 3, 3))]),
    ("Rosa Lind", [("Whisker Lounge", 9, dt.date(2023, 8, 8)), ("Paws & Pastries", 14, dt.date(2024, 2, 14))]),
    ("Sam Okoro", [("Catnap Corner", 2, dt.date(2021, 6, 6))]),
    ("Uma Reyes", [("Catnap Corner", 7, dt.date(2023, 5, 5))]),
    ("Victor Shah", [("The Purring Pot", 11, dt.date(2024, 2, 20))]),
    ("Wendy Ames", [("Paws & Pastries", 5, dt.date(2022, 8, 8))]),
]  # fmt: skip
#: (regular, [(cat, since, monthly £)])
SPONSORS = [
    ("Nora Fitch", [("Mochi", dt.date(2020, 1, 1), 15.0), ("Sesame", dt.date(2024, 1, 1), 10.0)]),
    ("Priya Das", [("Olive", dt.date(2022, 5, 5), 12.0), ("Marmalade", dt.date(2019, 3, 1), 20.0)]),
    ("Rosa Lind", [("Ziggy", dt.date(2023, 9, 9), 8.0)]),
    ("Oscar Pym", [("Tofu", dt.date(2023, 1, 20), 10.5)]),
    ("Quentin Rowe", [("Mochi", dt.date(2021, 6, 1), 12.5), ("Saffron", dt.date(2022, 2, 2), 9.0)]),
    ("Uma Reyes", [("Pickle", dt.date(2023, 6, 1), 6.0)]),
    ("Victor Shah", [("Noodle", dt.date(2024, 3, 1), 7.0)]),
]  # fmt: skip


def catcafe() -> object:
    cafes = U.VertexFile("cafe", [("name", "string"), ("town", "string"), ("opened", "int")])
    cafes.rows = [[n, n, t, y] for n, t, y in CAFES]
    cats = U.VertexFile("cat", [("name", "string"), ("born", "int"), ("breed", "string")])
    cats.rows = [[n, n, b, br] for n, b, br in CATS]
    staff = U.VertexFile("staff", [("name", "string"), ("born", "int"), ("job", "string")])
    staff.rows = [[n, n, b, j] for n, b, j in STAFF]
    regulars = U.VertexFile("regular", [("name", "string"), ("member", "bool")])
    regulars.rows = [[n, n, _bool(m)] for n, m in REGULARS]
    mother_of = U.EdgeFile("mother_of", [])
    for mother, kittens in MOTHER_OF:
        mother_of.rows += [[mother, k] for k in kittens]
    lives_at = U.EdgeFile("lives_at", [("since", "date")])
    lives_at.rows = [[c, cafe, since] for c, cafe, since in LIVES_AT]
    employed_at = U.EdgeFile("employed_at", [("since", "date"), ("full_time", "bool")])
    for who, jobs in EMPLOYED_AT:
        employed_at.rows += [[who, cafe, since, _bool(ft)] for cafe, since, ft in jobs]
    cares_for = U.EdgeFile("cares_for", [("hours", "int")])
    for who, cats_ in CARES_FOR:
        cares_for.rows += [[who, c, h] for c, h in cats_]
    visited = U.EdgeFile("visited", [("times", "int"), ("last", "date")])
    for who, visits in VISITED:
        visited.rows += [[who, cafe, n, last] for cafe, n, last in visits]
    sponsors = U.EdgeFile("sponsors", [("since", "date"), ("monthly", "double")])
    for who, cats_ in SPONSORS:
        sponsors.rows += [[who, c, since, m] for c, since, m in cats_]
    return U.Graph(
        "catcafe",
        32,
        CATCAFE_DDL,
        [cafes, cats, staff, regulars],
        [mother_of, lives_at, employed_at, cares_for, visited, sponsors],
    )


def build_all() -> list[object]:
    return [kuaidi(), catcafe()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
