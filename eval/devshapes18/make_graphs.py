"""Write the two development graphs of ``eval/devshapes18/graphs/`` (dogwalk, xianxue).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and over edge numbers, "the second", negation over a related
entity with a filter), half of it in Chinese. ``dogwalk`` (a dog-walking business: walkers,
owners, dogs, parks) has opaque ids and English names; a same-tag edge (``trains``: trainer ->
trainee), a tag reached by several edge types (``dog``: ``owns``, ``walks``; ``walker``:
``trains``, ``rated``) and edge properties of every kind (``walks``' ``per_week`` int,
``since`` date and ``solo`` bool; ``rated``'s ``stars`` int, ``tip`` double and ``posted`` date;
``goes_to``'s ``minutes``). ``xianxue`` (a blood-donation drive: donors, nurses, drives,
sites, hospitals) has Chinese names that are the vertex ids, English schema names with
Chinese COMMENTs, Chinese category strings (``blood`` A/B/AB/O, ``kind`` 献血屋/献血车/临时点,
``title`` 护士/护师/主管护师), two same-tag edges (``referred``: donor -> donor it brought in;
``supervises``: 带教老师 -> 学员) and a vertex date (``start``) beside edge dates (``taken``, ``posted``).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes18/make_graphs.py [--out eval/devshapes18/graphs]
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


# --------------------------------------------------------------------------- dogwalk (English names, opaque ids)

DOGWALK_DDL = """
CREATE TAG IF NOT EXISTS walker(name string, born int COMMENT "year of birth", level string COMMENT "trainee, walker or lead", hired date COMMENT "date the walker was hired") COMMENT = "a dog walker on the staff";
CREATE TAG IF NOT EXISTS owner(name string, suburb string) COMMENT = "a client";
CREATE TAG IF NOT EXISTS dog(name string, breed string, size string COMMENT "small, medium or large", weight double COMMENT "kg") COMMENT = "a client's dog";
CREATE TAG IF NOT EXISTS park(name string, suburb string, off_leash bool COMMENT "dogs may run off the lead") COMMENT = "a park the walks go to";
CREATE EDGE IF NOT EXISTS owns(since int COMMENT "year the dog joined the family") COMMENT = "owner -> dog";
CREATE EDGE IF NOT EXISTS walks(per_week int COMMENT "walks a week", since date COMMENT "first walk", solo bool COMMENT "walked alone, not in a group") COMMENT = "walker -> dog";
CREATE EDGE IF NOT EXISTS goes_to(minutes int COMMENT "usual length of a walk there") COMMENT = "dog -> park (its usual park)";
CREATE EDGE IF NOT EXISTS trains(since int COMMENT "year the training began") COMMENT = "trainer -> trainee (walker -> walker)";
CREATE EDGE IF NOT EXISTS rated(stars int COMMENT "1 to 5", tip double COMMENT "tip, dollars", posted date COMMENT "date of the review") COMMENT = "owner -> walker (a review)";
CREATE TAG INDEX IF NOT EXISTS walker_name_index ON walker(name(32));
CREATE TAG INDEX IF NOT EXISTS owner_name_index ON owner(name(32));
CREATE TAG INDEX IF NOT EXISTS dog_name_index ON dog(name(32));
CREATE TAG INDEX IF NOT EXISTS dog_size_index ON dog(size(8));
CREATE TAG INDEX IF NOT EXISTS park_name_index ON park(name(32));
"""

#: (name, born, level, hired)
WALKERS = [
    ("Maya Lin", 1985, "lead", D(2015, 3, 2)),
    ("Tom Baxter", 1979, "lead", D(2016, 6, 15)),
    ("Priya Nair", 1992, "walker", D(2018, 9, 1)),
    ("Jake Moreno", 1995, "walker", D(2019, 4, 20)),
    ("Sofia Reyes", 1998, "walker", D(2020, 2, 10)),
    ("Liam Walsh", 2000, "trainee", D(2022, 5, 5)),
    ("Zoe Kim", 2001, "trainee", D(2023, 1, 9)),
    ("Noah Brandt", 1988, "walker", D(2017, 11, 11)),
    ("Ava Chen", 2003, "trainee", D(2024, 3, 18)),
    ("Ethan Cole", 1990, "walker", D(2021, 7, 1)),
]  # fmt: skip
#: (trainer, [(trainee, since)])
TRAINS = [
    ("Maya Lin", [("Priya Nair", 2018), ("Jake Moreno", 2019), ("Zoe Kim", 2023)]),
    ("Tom Baxter", [("Noah Brandt", 2017), ("Sofia Reyes", 2020)]),
    ("Priya Nair", [("Liam Walsh", 2022), ("Ava Chen", 2024)]),
    ("Noah Brandt", [("Ethan Cole", 2021)]),
]  # fmt: skip
#: (name, suburb)
OWNERS = [
    ("Hannah Wells", "Elm Park"),
    ("Marcus Grant", "Riverside"),
    ("Julia Fontaine", "Elm Park"),
    ("Ravi Shah", "Hillcrest"),
    ("Clara Dunmore", "Riverside"),
    ("Ben Ortiz", "Hillcrest"),
    ("Nina Petrova", "Old Town"),
    ("Oscar Lund", "Old Town"),
    ("Grace Whitby", "Elm Park"),
    ("Felix Hart", "Riverside"),
]  # fmt: skip
#: (name, breed, size, weight kg)
DOGS = [
    ("Biscuit", "beagle", "medium", 11.5),
    ("Luna", "border collie", "medium", 17.0),
    ("Pepper", "dachshund", "small", 8.0),
    ("Bear", "newfoundland", "large", 62.0),
    ("Mochi", "shiba inu", "small", 9.5),
    ("Rex", "german shepherd", "large", 34.0),
    ("Daisy", "labrador", "large", 29.5),
    ("Ziggy", "jack russell", "small", 6.5),
    ("Olive", "poodle", "medium", 20.0),
    ("Tofu", "pug", "small", 7.0),
    ("Juniper", "greyhound", "large", 30.5),
    ("Waffles", "corgi", "medium", 12.5),
    ("Nala", "labrador", "large", 27.0),
    ("Pip", "chihuahua", "small", 2.5),
    ("Maple", "beagle", "medium", 10.0),
    ("Scout", "border collie", "medium", 18.5),
    ("Crumpet", "basset hound", "medium", 24.0),
]  # fmt: skip
#: (owner, [(dog, since)]); Scout has two owners, Felix Hart none
OWNS = [
    ("Hannah Wells", [("Biscuit", 2016), ("Luna", 2019)]),
    ("Marcus Grant", [("Pepper", 2020)]),
    ("Julia Fontaine", [("Bear", 2015), ("Mochi", 2021), ("Pip", 2023)]),
    ("Ravi Shah", [("Rex", 2018)]),
    ("Clara Dunmore", [("Daisy", 2017), ("Ziggy", 2022)]),
    ("Ben Ortiz", [("Olive", 2019)]),
    ("Nina Petrova", [("Tofu", 2021), ("Juniper", 2016), ("Scout", 2022)]),
    ("Oscar Lund", [("Waffles", 2020), ("Nala", 2018), ("Scout", 2022)]),
    ("Grace Whitby", [("Maple", 2022), ("Crumpet", 2024)]),
]  # fmt: skip
#: (walker, [(dog, per_week, since, in a group)]); Ava Chen walks no dog, nobody walks Crumpet
WALKS = [
    ("Maya Lin", [("Bear", 3, D(2016, 4, 1), False), ("Rex", 5, D(2018, 6, 10), False), ("Juniper", 2, D(2019, 2, 14), False)]),
    ("Tom Baxter", [("Biscuit", 5, D(2016, 9, 1), True), ("Luna", 4, D(2019, 5, 5), True), ("Daisy", 3, D(2017, 3, 3), False)]),
    ("Priya Nair", [("Mochi", 2, D(2021, 8, 8), True), ("Tofu", 3, D(2021, 10, 1), True), ("Pepper", 4, D(2020, 11, 15), False)]),
    ("Jake Moreno", [("Olive", 4, D(2019, 7, 7), False), ("Waffles", 2, D(2020, 9, 9), True), ("Nala", 2, D(2019, 12, 1), True)]),
    ("Sofia Reyes", [("Ziggy", 5, D(2022, 3, 1), False), ("Daisy", 2, D(2020, 6, 6), True)]),
    ("Liam Walsh", [("Maple", 3, D(2022, 6, 20), True), ("Biscuit", 1, D(2023, 2, 2), True)]),
    ("Zoe Kim", [("Pip", 4, D(2023, 3, 15), False)]),
    ("Noah Brandt", [("Scout", 5, D(2022, 4, 4), False), ("Rex", 2, D(2020, 1, 20), True), ("Bear", 1, D(2021, 5, 5), True)]),
    ("Ethan Cole", [("Luna", 2, D(2021, 9, 9), False), ("Juniper", 3, D(2021, 8, 1), True), ("Tofu", 1, D(2022, 12, 12), False)]),
]  # fmt: skip
#: (name, suburb, off_leash); nobody goes to Quarry Woods
PARKS = [
    ("Elm Park Green", "Elm Park", True),
    ("Riverside Meadow", "Riverside", True),
    ("Hillcrest Common", "Hillcrest", False),
    ("Old Town Square Gardens", "Old Town", False),
    ("Heron Lake Trail", "Riverside", True),
    ("Quarry Woods", "Hillcrest", True),
]  # fmt: skip
#: (dog, [(park, minutes)])
GOES_TO = [
    ("Biscuit", [("Elm Park Green", 40)]),
    ("Luna", [("Elm Park Green", 60), ("Heron Lake Trail", 45)]),
    ("Pepper", [("Riverside Meadow", 20)]),
    ("Bear", [("Heron Lake Trail", 50)]),
    ("Mochi", [("Elm Park Green", 25)]),
    ("Rex", [("Hillcrest Common", 55), ("Riverside Meadow", 35)]),
    ("Daisy", [("Riverside Meadow", 45)]),
    ("Ziggy", [("Riverside Meadow", 30)]),
    ("Olive", [("Hillcrest Common", 40)]),
    ("Tofu", [("Old Town Square Gardens", 15)]),
    ("Juniper", [("Heron Lake Trail", 70)]),
    ("Waffles", [("Old Town Square Gardens", 20)]),
    ("Nala", [("Elm Park Green", 35)]),
    ("Pip", [("Elm Park Green", 10)]),
    ("Maple", [("Elm Park Green", 30)]),
    ("Scout", [("Heron Lake Trail", 65)]),
]  # fmt: skip
#: (owner, [(walker, stars, tip, posted)])
RATED = [
    ("Hannah Wells", [("Tom Baxter", 5, 10.0, D(2023, 5, 10)), ("Liam Walsh", 3, 0.0, D(2024, 2, 1))]),
    ("Marcus Grant", [("Priya Nair", 4, 5.0, D(2022, 11, 20))]),
    ("Julia Fontaine", [("Maya Lin", 5, 20.0, D(2021, 7, 4)), ("Zoe Kim", 4, 5.0, D(2024, 6, 30)), ("Priya Nair", 5, 8.0, D(2023, 9, 15))]),
    ("Ravi Shah", [("Maya Lin", 4, 12.0, D(2020, 3, 3)), ("Noah Brandt", 2, 0.0, D(2022, 8, 8))]),
    ("Clara Dunmore", [("Sofia Reyes", 5, 7.5, D(2023, 1, 15)), ("Tom Baxter", 4, 6.0, D(2019, 10, 10))]),
    ("Ben Ortiz", [("Jake Moreno", 3, 2.0, D(2021, 12, 24))]),
    ("Nina Petrova", [("Ethan Cole", 4, 4.0, D(2024, 4, 4)), ("Priya Nair", 3, 3.0, D(2022, 2, 2))]),
    ("Oscar Lund", [("Jake Moreno", 5, 9.0, D(2020, 6, 6)), ("Noah Brandt", 4, 15.0, D(2023, 3, 3))]),
    ("Grace Whitby", [("Liam Walsh", 5, 6.5, D(2024, 8, 18))]),
]  # fmt: skip


def dogwalk() -> object:
    wid = {w[0]: f"w{k + 1:02d}" for k, w in enumerate(WALKERS)}
    oid = {o[0]: f"o{k + 1:02d}" for k, o in enumerate(OWNERS)}
    did = {d[0]: f"d{k + 1:02d}" for k, d in enumerate(DOGS)}
    kid = {p[0]: f"k{k + 1}" for k, p in enumerate(PARKS)}
    walkers = U.VertexFile(
        "walker", [("name", "string"), ("born", "int"), ("level", "string"), ("hired", "date")]
    )
    walkers.rows = [[wid[n], n, b, lv, h] for n, b, lv, h in WALKERS]
    owners = U.VertexFile("owner", [("name", "string"), ("suburb", "string")])
    owners.rows = [[oid[n], n, s] for n, s in OWNERS]
    dogs = U.VertexFile(
        "dog", [("name", "string"), ("breed", "string"), ("size", "string"), ("weight", "double")]
    )
    dogs.rows = [[did[n], n, b, s, w] for n, b, s, w in DOGS]
    parks = U.VertexFile("park", [("name", "string"), ("suburb", "string"), ("off_leash", "bool")])
    parks.rows = [[kid[n], n, s, _bool(o)] for n, s, o in PARKS]
    owns = U.EdgeFile("owns", [("since", "int")])
    for who, dogs_ in OWNS:
        owns.rows += [[oid[who], did[d], y] for d, y in dogs_]
    walks = U.EdgeFile("walks", [("per_week", "int"), ("since", "date"), ("solo", "bool")])
    for who, dogs_ in WALKS:
        walks.rows += [[wid[who], did[d], n, s, _bool(not g)] for d, n, s, g in dogs_]
    goes_to = U.EdgeFile("goes_to", [("minutes", "int")])
    for dog, parks_ in GOES_TO:
        goes_to.rows += [[did[dog], kid[p], m] for p, m in parks_]
    trains = U.EdgeFile("trains", [("since", "int")])
    for trainer, trainees in TRAINS:
        trains.rows += [[wid[trainer], wid[t], y] for t, y in trainees]
    rated = U.EdgeFile("rated", [("stars", "int"), ("tip", "double"), ("posted", "date")])
    for who, reviews in RATED:
        rated.rows += [[oid[who], wid[w], s, t, on] for w, s, t, on in reviews]
    return U.Graph(
        "dogwalk", 8, DOGWALK_DDL, [walkers, owners, dogs, parks], [owns, walks, goes_to, trains, rated]
    )


# --------------------------------------------------------------------------- xianxue (Chinese names as ids)

XIANXUE_DDL = """
CREATE TAG IF NOT EXISTS donor(name string COMMENT "姓名", born int COMMENT "出生年份", blood string COMMENT "血型：A/B/AB/O", gender string COMMENT "性别：男/女") COMMENT = "献血者";
CREATE TAG IF NOT EXISTS nurse(name string COMMENT "姓名", title string COMMENT "职称：护士/护师/主管护师", since int COMMENT "入职年份") COMMENT = "采血护士";
CREATE TAG IF NOT EXISTS site(name string COMMENT "献血点名称", district string COMMENT "所在区", kind string COMMENT "类型：献血屋/献血车/临时点") COMMENT = "献血点";
CREATE TAG IF NOT EXISTS drive(name string COMMENT "活动名称", start date COMMENT "开始日期", target int COMMENT "目标人次") COMMENT = "献血活动";
CREATE TAG IF NOT EXISTS hospital(name string COMMENT "医院名称", district string COMMENT "所在区") COMMENT = "用血医院";
CREATE EDGE IF NOT EXISTS donated(ml int COMMENT "献血量，毫升", taken date COMMENT "献血日期", platelet bool COMMENT "是否为血小板捐献") COMMENT = "献血：献血者 -> 活动";
CREATE EDGE IF NOT EXISTS held_at() COMMENT = "活动 -> 举办的献血点";
CREATE EDGE IF NOT EXISTS staffed(shifts int COMMENT "值班次数") COMMENT = "值班：护士 -> 活动";
CREATE EDGE IF NOT EXISTS supervises(years int COMMENT "带教年数") COMMENT = "带教：带教老师 -> 学员（护士 -> 护士）";
CREATE EDGE IF NOT EXISTS referred(year int COMMENT "介绍的年份") COMMENT = "介绍：献血者 -> 被介绍来的献血者";
CREATE EDGE IF NOT EXISTS supplies(units int COMMENT "供血单位数") COMMENT = "供血：献血点 -> 医院";
CREATE TAG INDEX IF NOT EXISTS donor_name_index ON donor(name(32));
CREATE TAG INDEX IF NOT EXISTS donor_blood_index ON donor(blood(4));
CREATE TAG INDEX IF NOT EXISTS nurse_name_index ON nurse(name(32));
CREATE TAG INDEX IF NOT EXISTS site_name_index ON site(name(32));
CREATE TAG INDEX IF NOT EXISTS drive_name_index ON drive(name(48));
CREATE TAG INDEX IF NOT EXISTS hospital_name_index ON hospital(name(32));
"""

#: (name, born, blood, gender); 林小雨 registered and never donated
DONORS = [
    ("王磊", 1985, "O", "男"),
    ("李娜", 1990, "A", "女"),
    ("张伟", 1978, "B", "男"),
    ("刘洋", 1995, "O", "男"),
    ("陈静", 1988, "AB", "女"),
    ("杨光", 2001, "A", "男"),
    ("赵敏", 1999, "O", "女"),
    ("黄志远", 1982, "B", "男"),
    ("周雪", 2003, "O", "女"),
    ("吴迪", 1993, "A", "男"),
    ("徐颖", 1997, "B", "女"),
    ("孙浩", 2002, "AB", "男"),
    ("马丽", 1975, "O", "女"),
    ("朱琦", 1986, "A", "女"),
    ("胡军", 1969, "B", "男"),
    ("林小雨", 2004, "O", "女"),
]  # fmt: skip
#: (name, title, since); 蒋一凡 never staffed a drive
NURSES = [
    ("顾美华", "主管护师", 1998),
    ("钱立新", "主管护师", 2003),
    ("沈佳", "护师", 2010),
    ("韩雪梅", "护师", 2012),
    ("邓婉", "护士", 2018),
    ("彭晨", "护士", 2020),
    ("程露", "护士", 2022),
    ("蒋一凡", "护师", 2015),
]  # fmt: skip
#: (name, district, kind)
SITES = [
    ("人民广场献血屋", "黄浦区", "献血屋"),
    ("大学城献血车", "松江区", "献血车"),
    ("南京路献血屋", "静安区", "献血屋"),
    ("科技园献血车", "浦东新区", "献血车"),
    ("体育中心献血点", "徐汇区", "临时点"),
]  # fmt: skip
#: (name, district)
HOSPITALS = [
    ("市第一人民医院", "虹口区"),
    ("瑞和医院", "黄浦区"),
    ("东方儿童医院", "浦东新区"),
    ("仁济南院", "闵行区"),
]  # fmt: skip
#: (name, start, target, site)
DRIVES = [
    ("2021冬季爱心献血", D(2021, 12, 1), 300, "人民广场献血屋"),
    ("2022高校献血周", D(2022, 4, 11), 200, "大学城献血车"),
    ("2022夏日热血行动", D(2022, 7, 15), 250, "南京路献血屋"),
    ("2023春季高校献血周", D(2023, 3, 20), 220, "大学城献血车"),
    ("2023科技园献血日", D(2023, 9, 9), 120, "科技园献血车"),
    ("2024新春献血", D(2024, 2, 1), 280, "人民广场献血屋"),
    ("2024马拉松献血日", D(2024, 10, 20), 150, "体育中心献血点"),
]  # fmt: skip
#: (donor, [(drive, ml, taken, platelet)])
DONATED = [
    ("王磊", [("2021冬季爱心献血", 400, D(2021, 12, 3), False), ("2022夏日热血行动", 400, D(2022, 7, 16), False), ("2024新春献血", 400, D(2024, 2, 2), False)]),
    ("李娜", [("2022高校献血周", 200, D(2022, 4, 12), False), ("2023春季高校献血周", 300, D(2023, 3, 21), False)]),
    ("张伟", [("2021冬季爱心献血", 400, D(2021, 12, 5), True), ("2023科技园献血日", 400, D(2023, 9, 9), True), ("2024新春献血", 400, D(2024, 2, 3), False), ("2024马拉松献血日", 400, D(2024, 10, 20), False)]),
    ("刘洋", [("2022高校献血周", 400, D(2022, 4, 13), False), ("2023春季高校献血周", 400, D(2023, 3, 22), False)]),
    ("陈静", [("2022夏日热血行动", 300, D(2022, 7, 18), True)]),
    ("杨光", [("2023春季高校献血周", 200, D(2023, 3, 23), False)]),
    ("赵敏", [("2022高校献血周", 300, D(2022, 4, 14), False), ("2024马拉松献血日", 300, D(2024, 10, 21), False)]),
    ("黄志远", [("2023科技园献血日", 400, D(2023, 9, 10), False), ("2021冬季爱心献血", 300, D(2021, 12, 6), False)]),
    ("周雪", [("2024新春献血", 200, D(2024, 2, 5), False)]),
    ("吴迪", [("2022夏日热血行动", 400, D(2022, 7, 20), True), ("2023科技园献血日", 300, D(2023, 9, 11), False)]),
    ("徐颖", [("2023春季高校献血周", 300, D(2023, 3, 24), False)]),
    ("孙浩", [("2024马拉松献血日", 400, D(2024, 10, 22), False)]),
    ("马丽", [("2021冬季爱心献血", 200, D(2021, 12, 8), False), ("2022夏日热血行动", 300, D(2022, 7, 22), False)]),
    ("朱琦", [("2024新春献血", 300, D(2024, 2, 6), True)]),
    ("胡军", [("2021冬季爱心献血", 400, D(2021, 12, 10), True), ("2024马拉松献血日", 400, D(2024, 10, 23), True)]),
]  # fmt: skip
#: (nurse, [(drive, shifts)])
STAFFED = [
    ("顾美华", [("2021冬季爱心献血", 4), ("2024新春献血", 3)]),
    ("钱立新", [("2022夏日热血行动", 5), ("2023科技园献血日", 2)]),
    ("沈佳", [("2022高校献血周", 3), ("2023春季高校献血周", 4), ("2021冬季爱心献血", 2)]),
    ("韩雪梅", [("2024马拉松献血日", 6)]),
    ("邓婉", [("2023春季高校献血周", 2), ("2024新春献血", 2)]),
    ("彭晨", [("2024马拉松献血日", 3), ("2022夏日热血行动", 1)]),
    ("程露", [("2024新春献血", 1)]),
]  # fmt: skip
#: (带教老师, [(学员, years)])
SUPERVISES = [
    ("顾美华", [("沈佳", 6), ("韩雪梅", 5)]),
    ("钱立新", [("蒋一凡", 4)]),
    ("沈佳", [("邓婉", 3), ("彭晨", 2)]),
    ("韩雪梅", [("程露", 2)]),
]  # fmt: skip
#: (donor, [(brought in, year)])
REFERRED = [
    ("王磊", [("刘洋", 2022), ("孙浩", 2024)]),
    ("李娜", [("杨光", 2023), ("徐颖", 2023)]),
    ("刘洋", [("赵敏", 2022)]),
    ("张伟", [("黄志远", 2021)]),
    ("马丽", [("周雪", 2024)]),
    ("赵敏", [("林小雨", 2024)]),
]  # fmt: skip
#: (site, [(hospital, units)])
SUPPLIES = [
    ("人民广场献血屋", [("市第一人民医院", 120), ("瑞和医院", 80)]),
    ("大学城献血车", [("仁济南院", 60)]),
    ("南京路献血屋", [("瑞和医院", 150), ("东方儿童医院", 40)]),
    ("科技园献血车", [("东方儿童医院", 70)]),
    ("体育中心献血点", [("市第一人民医院", 30)]),
]  # fmt: skip


def xianxue() -> object:
    donors = U.VertexFile(
        "donor", [("name", "string"), ("born", "int"), ("blood", "string"), ("gender", "string")]
    )
    donors.rows = [[n, n, b, bl, g] for n, b, bl, g in DONORS]
    nurses = U.VertexFile("nurse", [("name", "string"), ("title", "string"), ("since", "int")])
    nurses.rows = [[n, n, t, s] for n, t, s in NURSES]
    sites = U.VertexFile("site", [("name", "string"), ("district", "string"), ("kind", "string")])
    sites.rows = [[n, n, d, k] for n, d, k in SITES]
    hospitals = U.VertexFile("hospital", [("name", "string"), ("district", "string")])
    hospitals.rows = [[n, n, d] for n, d in HOSPITALS]
    drives = U.VertexFile("drive", [("name", "string"), ("start", "date"), ("target", "int")])
    held_at = U.EdgeFile("held_at", [])
    for name, start, target, site in DRIVES:
        drives.rows.append([name, name, start, target])
        held_at.rows.append([name, site])
    donated = U.EdgeFile("donated", [("ml", "int"), ("taken", "date"), ("platelet", "bool")])
    for who, gifts in DONATED:
        donated.rows += [[who, d, ml, on, _bool(p)] for d, ml, on, p in gifts]
    staffed = U.EdgeFile("staffed", [("shifts", "int")])
    for who, shifts in STAFFED:
        staffed.rows += [[who, d, n] for d, n in shifts]
    supervises = U.EdgeFile("supervises", [("years", "int")])
    for who, pupils in SUPERVISES:
        supervises.rows += [[who, p, y] for p, y in pupils]
    referred = U.EdgeFile("referred", [("year", "int")])
    for who, friends in REFERRED:
        referred.rows += [[who, f, y] for f, y in friends]
    supplies = U.EdgeFile("supplies", [("units", "int")])
    for site, hospitals_ in SUPPLIES:
        supplies.rows += [[site, h, n] for h, n in hospitals_]
    return U.Graph(
        "xianxue",
        32,
        XIANXUE_DDL,
        [donors, nurses, sites, drives, hospitals],
        [donated, held_at, staffed, supervises, referred, supplies],
    )


def build_all() -> list[object]:
    return [dogwalk(), xianxue()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
