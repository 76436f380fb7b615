"""Write the two development graphs of ``eval/devshapes25/graphs/`` (piying, charter).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge numbers,
bools and dates, top-k over counts, sums and edge numbers, "the second", negation over a
related entity with a filter and through a second edge type), half of it in Chinese.
``piying`` (a 皮影戏 shadow-puppet troupe: 艺人, 剧目, 影人, 村, 演出) has opaque ids, Chinese
names and category strings (``craft`` 签手/唱腔/乐师/雕刻, ``genre`` 神话/历史/民间/寓言,
``material`` 牛皮/驴皮), English schema names with Chinese COMMENTs, a same-tag edge
(``taught``: 师傅 -> 徒弟) and edge properties of every kind (``acted``'s ``fee`` int and
``lead`` bool, ``carved``'s ``finished`` date, ``taught``'s ``since``).
``charter`` (a fishing-charter fleet: skippers, boats, trips, anglers, species, harbours) has
English names that are the vertex ids, a same-tag edge (``trained``: mentor -> trainee), a
double on an edge (``caught``' ``weight``) beside its ``landed`` date and ``released`` bool, and
``booked``'s ``paid`` int and ``rod_hire`` bool.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes25/make_graphs.py [--out eval/devshapes25/graphs]
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


# --------------------------------------------------------------------------- piying (opaque ids, Chinese names)

PIYING_DDL = """
CREATE TAG IF NOT EXISTS performer(name string COMMENT "艺人姓名", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", craft string COMMENT "行当：签手/唱腔/乐师/雕刻") COMMENT = "皮影班的艺人";
CREATE TAG IF NOT EXISTS play(name string COMMENT "剧目名", genre string COMMENT "题材：神话/历史/民间/寓言", minutes int COMMENT "一场演多少分钟") COMMENT = "剧目";
CREATE TAG IF NOT EXISTS puppet(name string COMMENT "影人名", material string COMMENT "皮料：牛皮/驴皮", height int COMMENT "身高（厘米）") COMMENT = "影人（皮影人偶）";
CREATE TAG IF NOT EXISTS village(name string COMMENT "村名", county string COMMENT "所属县", households int COMMENT "户数") COMMENT = "村庄";
CREATE TAG IF NOT EXISTS performance(name string COMMENT "场次名称", held date COMMENT "演出日期", audience int COMMENT "观众人数", free_entry bool COMMENT "是否免费") COMMENT = "一场演出";
CREATE EDGE IF NOT EXISTS acted(fee int COMMENT "这场的酬劳（元）", lead bool COMMENT "是否主签") COMMENT = "上台：艺人 -> 演出";
CREATE EDGE IF NOT EXISTS staged() COMMENT = "演出 -> 剧目";
CREATE EDGE IF NOT EXISTS held_in() COMMENT = "演出 -> 村庄";
CREATE EDGE IF NOT EXISTS uses() COMMENT = "剧目 -> 要用的影人";
CREATE EDGE IF NOT EXISTS carved(finished date COMMENT "刻好的日期") COMMENT = "雕刻：艺人 -> 影人";
CREATE EDGE IF NOT EXISTS taught(since int COMMENT "拜师年份") COMMENT = "师承：师傅 -> 徒弟";
CREATE EDGE IF NOT EXISTS lives_in() COMMENT = "艺人 -> 所住的村";
CREATE TAG INDEX IF NOT EXISTS performer_name_index ON performer(name(32));
CREATE TAG INDEX IF NOT EXISTS play_name_index ON play(name(32));
CREATE TAG INDEX IF NOT EXISTS puppet_name_index ON puppet(name(32));
CREATE TAG INDEX IF NOT EXISTS village_name_index ON village(name(32));
CREATE TAG INDEX IF NOT EXISTS performance_name_index ON performance(name(48));
"""

#: (name, born, gender, craft); 张德福 and 周大勇 carve and never go on stage, 马丽芸 has not yet
PERFORMERS = [
    ("李守田", 1948, "男", "签手"),
    ("王秀兰", 1956, "女", "唱腔"),
    ("张德福", 1952, "男", "雕刻"),
    ("刘金山", 1965, "男", "签手"),
    ("赵小梅", 1972, "女", "唱腔"),
    ("陈二牛", 1970, "男", "乐师"),
    ("孙玉凤", 1980, "女", "签手"),
    ("周大勇", 1978, "男", "雕刻"),
    ("杨春燕", 1990, "女", "唱腔"),
    ("吴小虎", 1995, "男", "签手"),
    ("郑文博", 1998, "男", "乐师"),
    ("马丽芸", 2002, "女", "签手"),
]  # fmt: skip
#: (师傅, [(徒弟, since)]); two chains: 李守田 -> 刘金山 -> 吴小虎, 李守田 -> 孙玉凤 -> 马丽芸
TAUGHT = [
    ("李守田", [("刘金山", 1982), ("孙玉凤", 1998)]),
    ("王秀兰", [("赵小梅", 1990), ("杨春燕", 2008)]),
    ("张德福", [("周大勇", 1996)]),
    ("刘金山", [("吴小虎", 2012)]),
    ("孙玉凤", [("马丽芸", 2020)]),
    ("陈二牛", [("郑文博", 2015)]),
]  # fmt: skip
#: (name, county, households); no show was ever held at 白鹭湾
VILLAGES = [
    ("柳河村", "东川县", 320),
    ("石门村", "东川县", 210),
    ("杏林村", "西岭县", 450),
    ("槐树坪", "西岭县", 180),
    ("大王庄", "南塬县", 600),
    ("白鹭湾", "南塬县", 140),
]  # fmt: skip
LIVES_IN = [
    ("李守田", "柳河村"), ("王秀兰", "柳河村"), ("张德福", "石门村"), ("刘金山", "石门村"),
    ("赵小梅", "杏林村"), ("陈二牛", "杏林村"), ("孙玉凤", "槐树坪"), ("周大勇", "大王庄"),
    ("杨春燕", "大王庄"), ("吴小虎", "柳河村"), ("郑文博", "白鹭湾"), ("马丽芸", "槐树坪"),
]  # fmt: skip
#: (name, material, height cm); 土地公 is in no play
PUPPETS = [
    ("七仙女", "驴皮", 31),
    ("董永", "驴皮", 29),
    ("孙悟空", "牛皮", 28),
    ("铁扇公主", "牛皮", 34),
    ("杨六郎", "牛皮", 36),
    ("鼠新娘", "驴皮", 18),
    ("老鼠新郎", "驴皮", 19),
    ("龙女", "驴皮", 33),
    ("书生", "驴皮", 30),
    ("王小二", "牛皮", 26),
    ("赵子龙", "牛皮", 38),
    ("狐狸", "牛皮", 22),
    ("乌鸦", "牛皮", 15),
    ("土地公", "牛皮", 24),
]  # fmt: skip
#: (carver, [(puppet, finished)])
CARVED = [
    ("张德福", [("孙悟空", D(1988, 5, 10)), ("铁扇公主", D(1988, 6, 2)), ("杨六郎", D(1991, 9, 15)), ("赵子龙", D(1993, 3, 28)), ("土地公", D(2001, 11, 3))]),
    ("周大勇", [("七仙女", D(2005, 4, 12)), ("董永", D(2005, 4, 30)), ("龙女", D(2010, 8, 8)), ("书生", D(2010, 9, 1)), ("鼠新娘", D(2016, 1, 20)), ("老鼠新郎", D(2016, 2, 14))]),
    ("李守田", [("王小二", D(1979, 7, 7))]),
    ("吴小虎", [("狐狸", D(2021, 6, 18)), ("乌鸦", D(2021, 7, 2))]),
]  # fmt: skip
#: (name, genre, minutes, [puppets]); 狐狸与乌鸦 has never been staged
PLAYS = [
    ("天仙配", "神话", 45, ["七仙女", "董永"]),
    ("火焰山", "神话", 60, ["孙悟空", "铁扇公主"]),
    ("金沙滩", "历史", 75, ["杨六郎"]),
    ("老鼠嫁女", "民间", 30, ["鼠新娘", "老鼠新郎"]),
    ("龙女报恩", "神话", 50, ["龙女", "书生"]),
    ("王小二赶集", "民间", 25, ["王小二", "书生"]),
    ("长坂坡", "历史", 55, ["赵子龙"]),
    ("狐狸与乌鸦", "寓言", 20, ["狐狸", "乌鸦"]),
]  # fmt: skip
#: (name, held, audience, free entry, village, [plays], [(performer, fee, lead)])
PERFORMANCES = [
    ("柳河村春节庙会2022", D(2022, 2, 3), 380, True, "柳河村", ["天仙配"], [("李守田", 800, True), ("王秀兰", 600, False), ("陈二牛", 400, False)]),
    ("石门村元宵灯会2022", D(2022, 2, 15), 520, True, "石门村", ["火焰山"], [("刘金山", 700, True), ("赵小梅", 500, False), ("陈二牛", 400, False)]),
    ("杏林村丰收节2022", D(2022, 9, 24), 300, False, "杏林村", ["金沙滩"], [("孙玉凤", 600, True), ("王秀兰", 550, False), ("郑文博", 300, False)]),
    ("大王庄庙会2022", D(2022, 10, 30), 650, True, "大王庄", ["老鼠嫁女", "王小二赶集"], [("李守田", 900, True), ("杨春燕", 450, False), ("陈二牛", 420, False), ("吴小虎", 350, False)]),
    ("柳河村春节庙会2023", D(2023, 1, 23), 410, True, "柳河村", ["火焰山"], [("刘金山", 750, True), ("王秀兰", 620, False), ("郑文博", 320, False)]),
    ("杏林村小学专场2023", D(2023, 5, 31), 160, True, "杏林村", ["王小二赶集"], [("吴小虎", 400, True), ("赵小梅", 380, False)]),
    ("槐树坪七夕场2023", D(2023, 8, 22), 210, False, "槐树坪", ["天仙配"], [("孙玉凤", 650, True), ("杨春燕", 480, False)]),
    ("石门村秋社2023", D(2023, 10, 7), 270, False, "石门村", ["长坂坡"], [("刘金山", 720, True), ("杨春燕", 500, False), ("陈二牛", 430, False)]),
    ("柳河村春节庙会2024", D(2024, 2, 11), 450, True, "柳河村", ["金沙滩"], [("吴小虎", 600, True), ("王秀兰", 640, False), ("陈二牛", 440, False)]),
    ("大王庄元宵场2024", D(2024, 2, 24), 700, True, "大王庄", ["龙女报恩"], [("李守田", 1000, True), ("赵小梅", 560, False), ("郑文博", 360, False), ("孙玉凤", 520, False)]),
    ("槐树坪丰收节2024", D(2024, 9, 21), 230, False, "槐树坪", ["老鼠嫁女"], [("孙玉凤", 680, True), ("杨春燕", 510, False)]),
    ("杏林村国庆场2024", D(2024, 10, 2), 340, False, "杏林村", ["长坂坡"], [("刘金山", 780, True), ("赵小梅", 590, False), ("郑文博", 380, False)]),
    ("石门村冬至场2024", D(2024, 12, 21), 190, False, "石门村", ["天仙配"], [("吴小虎", 620, True), ("杨春燕", 530, False), ("陈二牛", 460, False)]),
]  # fmt: skip


def piying() -> object:
    aid = {p[0]: f"yr{k + 1:02d}" for k, p in enumerate(PERFORMERS)}
    jid = {p[0]: f"jm{k + 1}" for k, p in enumerate(PLAYS)}
    oid = {p[0]: f"ou{k + 1:02d}" for k, p in enumerate(PUPPETS)}
    cid = {v[0]: f"cun{k + 1}" for k, v in enumerate(VILLAGES)}
    sid = {s[0]: f"yc{k + 1:02d}" for k, s in enumerate(PERFORMANCES)}
    performers = U.VertexFile(
        "performer", [("name", "string"), ("born", "int"), ("gender", "string"), ("craft", "string")]
    )
    performers.rows = [[aid[n], n, b, g, c] for n, b, g, c in PERFORMERS]
    plays = U.VertexFile("play", [("name", "string"), ("genre", "string"), ("minutes", "int")])
    uses = U.EdgeFile("uses", [])
    for name, genre, minutes, puppets in PLAYS:
        plays.rows.append([jid[name], name, genre, minutes])
        uses.rows += [[jid[name], oid[p]] for p in puppets]
    puppets_ = U.VertexFile("puppet", [("name", "string"), ("material", "string"), ("height", "int")])
    puppets_.rows = [[oid[n], n, m, h] for n, m, h in PUPPETS]
    villages = U.VertexFile("village", [("name", "string"), ("county", "string"), ("households", "int")])
    villages.rows = [[cid[n], n, c, h] for n, c, h in VILLAGES]
    shows = U.VertexFile(
        "performance", [("name", "string"), ("held", "date"), ("audience", "int"), ("free_entry", "bool")]
    )
    staged = U.EdgeFile("staged", [])
    held_in = U.EdgeFile("held_in", [])
    acted = U.EdgeFile("acted", [("fee", "int"), ("lead", "bool")])
    for name, held, audience, free, village, titles, cast in PERFORMANCES:
        shows.rows.append([sid[name], name, held, audience, _bool(free)])
        staged.rows += [[sid[name], jid[t]] for t in titles]
        held_in.rows.append([sid[name], cid[village]])
        acted.rows += [[aid[who], sid[name], fee, _bool(lead)] for who, fee, lead in cast]
    carved = U.EdgeFile("carved", [("finished", "date")])
    for who, made in CARVED:
        carved.rows += [[aid[who], oid[p], day] for p, day in made]
    taught = U.EdgeFile("taught", [("since", "int")])
    for who, pupils in TAUGHT:
        taught.rows += [[aid[who], aid[p], y] for p, y in pupils]
    lives_in = U.EdgeFile("lives_in", [])
    lives_in.rows = [[aid[who], cid[v]] for who, v in LIVES_IN]
    return U.Graph(
        "piying",
        8,
        PIYING_DDL,
        [performers, plays, puppets_, villages, shows],
        [acted, staged, held_in, uses, carved, taught, lives_in],
    )


# --------------------------------------------------------------------------- charter (English names as ids)

CHARTER_DDL = """
CREATE TAG IF NOT EXISTS skipper(name string, born int COMMENT "year of birth", licence string COMMENT "inshore or offshore", joined date COMMENT "date the skipper joined the fleet") COMMENT = "a skipper of the charter fleet";
CREATE TAG IF NOT EXISTS boat(name string, hull string COMMENT "monohull or catamaran", length_m double COMMENT "length overall in metres", capacity int COMMENT "most anglers aboard", built int COMMENT "year built") COMMENT = "a charter boat";
CREATE TAG IF NOT EXISTS harbour(name string, region string, moorings int COMMENT "number of moorings") COMMENT = "a home harbour";
CREATE TAG IF NOT EXISTS trip(name string, departs date COMMENT "date of the trip", kind string COMMENT "wreck, reef, inshore, deep sea or night", hours int COMMENT "hours at sea", price int COMMENT "price per angler") COMMENT = "a charter trip";
CREATE TAG IF NOT EXISTS angler(name string, born int COMMENT "year of birth", level string COMMENT "beginner, regular or expert") COMMENT = "a paying customer";
CREATE TAG IF NOT EXISTS species(name string, habitat string COMMENT "wreck, reef, inshore or pelagic", min_size int COMMENT "minimum landing size in cm") COMMENT = "a kind of fish";
CREATE EDGE IF NOT EXISTS skippered() COMMENT = "skipper -> trip they ran";
CREATE EDGE IF NOT EXISTS sailed_on() COMMENT = "trip -> boat it went out on";
CREATE EDGE IF NOT EXISTS owns(since int COMMENT "year bought") COMMENT = "skipper -> boat";
CREATE EDGE IF NOT EXISTS berthed_at() COMMENT = "boat -> home harbour";
CREATE EDGE IF NOT EXISTS booked(paid int COMMENT "amount paid", rod_hire bool COMMENT "hired a rod") COMMENT = "angler -> trip";
CREATE EDGE IF NOT EXISTS caught(weight double COMMENT "weight in kg", landed date COMMENT "date landed", released bool COMMENT "put back alive") COMMENT = "angler -> species (a catch)";
CREATE EDGE IF NOT EXISTS trained(year int COMMENT "year the training began") COMMENT = "skipper -> skipper (mentor -> trainee)";
CREATE TAG INDEX IF NOT EXISTS skipper_name_index ON skipper(name(32));
CREATE TAG INDEX IF NOT EXISTS boat_name_index ON boat(name(32));
CREATE TAG INDEX IF NOT EXISTS harbour_name_index ON harbour(name(32));
CREATE TAG INDEX IF NOT EXISTS trip_name_index ON trip(name(32));
CREATE TAG INDEX IF NOT EXISTS angler_name_index ON angler(name(32));
CREATE TAG INDEX IF NOT EXISTS species_name_index ON species(name(32));
"""

#: (name, born, licence, joined); Lowri Beck has skippered no trip yet, Kit Varley only another's boat
SKIPPERS = [
    ("Bram Tolliver", 1961, "offshore", D(2001, 4, 16)),
    ("Nessa Carrow", 1974, "offshore", D(2006, 9, 3)),
    ("Jory Pendell", 1969, "offshore", D(2009, 3, 21)),
    ("Maddie Quill", 1983, "inshore", D(2012, 6, 11)),
    ("Tamsin Orde", 1990, "inshore", D(2016, 5, 2)),
    ("Kit Varley", 1987, "offshore", D(2018, 8, 27)),
    ("Owen Strand", 1995, "inshore", D(2021, 4, 9)),
    ("Lowri Beck", 1999, "inshore", D(2023, 7, 14)),
]  # fmt: skip
#: (mentor, [(trainee, year)]); a chain of four: Bram Tolliver -> Nessa Carrow -> Tamsin Orde -> Lowri Beck
TRAINED = [
    ("Bram Tolliver", [("Nessa Carrow", 2006), ("Kit Varley", 2018)]),
    ("Nessa Carrow", [("Tamsin Orde", 2016)]),
    ("Tamsin Orde", [("Lowri Beck", 2023)]),
    ("Jory Pendell", [("Maddie Quill", 2012), ("Owen Strand", 2021)]),
]  # fmt: skip
#: (name, region, moorings); no boat is berthed at Skerrin Point
HARBOURS = [
    ("Gullcombe", "Northshore", 120),
    ("Porthbray", "Southcliff", 60),
    ("Kelder Quay", "Northshore", 85),
    ("Marrow Bay", "Southcliff", 40),
    ("Skerrin Point", "Far Isles", 25),
]  # fmt: skip
#: (name, hull, length m, capacity, built, harbour); Copperfin has never been out on a trip
BOATS = [
    ("Saltwind", "monohull", 11.5, 8, 2004, "Gullcombe"),
    ("Mackerel Sky", "monohull", 9.8, 6, 2011, "Porthbray"),
    ("Tidewalker", "catamaran", 12.2, 10, 2016, "Kelder Quay"),
    ("Lucky Ling", "monohull", 8.4, 4, 1998, "Porthbray"),
    ("Pollock Queen", "monohull", 13.0, 12, 2008, "Gullcombe"),
    ("Sundew", "catamaran", 10.6, 8, 2019, "Marrow Bay"),
    ("Fathom Line", "monohull", 14.2, 12, 2013, "Kelder Quay"),
    ("Copperfin", "catamaran", 9.2, 6, 2024, "Marrow Bay"),
    ("Ebbrunner", "monohull", 7.6, 4, 2020, "Gullcombe"),
]  # fmt: skip
#: (skipper, [(boat, since)])
OWNS = [
    ("Bram Tolliver", [("Saltwind", 2004), ("Pollock Queen", 2008)]),
    ("Nessa Carrow", [("Fathom Line", 2013)]),
    ("Jory Pendell", [("Lucky Ling", 2009), ("Tidewalker", 2016)]),
    ("Maddie Quill", [("Mackerel Sky", 2012)]),
    ("Tamsin Orde", [("Sundew", 2019)]),
    ("Kit Varley", [("Copperfin", 2024)]),
    ("Owen Strand", [("Ebbrunner", 2021)]),
]  # fmt: skip
#: (name, departs, kind, hours, price, skipper, boat)
TRIPS = [
    ("Spring Pollock Run 2023", D(2023, 4, 15), "wreck", 8, 90, "Bram Tolliver", "Pollock Queen"),
    ("Mackerel Evening 2023", D(2023, 6, 9), "inshore", 3, 30, "Maddie Quill", "Mackerel Sky"),
    ("Reef Day June 2023", D(2023, 6, 24), "reef", 6, 60, "Jory Pendell", "Tidewalker"),
    ("Shark Offshore 2023", D(2023, 8, 12), "deep sea", 10, 150, "Nessa Carrow", "Fathom Line"),
    ("Bass Dawn Patrol 2023", D(2023, 9, 2), "inshore", 4, 40, "Owen Strand", "Ebbrunner"),
    ("Conger Night 2023", D(2023, 10, 14), "night", 5, 55, "Jory Pendell", "Lucky Ling"),
    ("Winter Cod Trip 2024", D(2024, 2, 17), "wreck", 9, 95, "Bram Tolliver", "Saltwind"),
    ("Spring Reef Day 2024", D(2024, 4, 20), "reef", 6, 65, "Tamsin Orde", "Sundew"),
    ("Family Mackerel Trip 2024", D(2024, 7, 6), "inshore", 2, 25, "Maddie Quill", "Mackerel Sky"),
    ("Tuna Hunt 2024", D(2024, 8, 24), "deep sea", 12, 180, "Nessa Carrow", "Fathom Line"),
    ("Wreck Marathon 2024", D(2024, 9, 14), "wreck", 10, 110, "Kit Varley", "Pollock Queen"),
    ("Bass Dawn Patrol 2024", D(2024, 9, 28), "inshore", 4, 45, "Owen Strand", "Ebbrunner"),
    ("Conger Night 2024", D(2024, 10, 19), "night", 5, 60, "Jory Pendell", "Tidewalker"),
]  # fmt: skip
#: (name, born, level); Cormac Dunleavy signed up and never booked, Arlo Penhallow booked and caught nothing
ANGLERS = [
    ("Gideon Fairweather", 1958, "expert"),
    ("Priya Nandakumar", 1986, "regular"),
    ("Hollis Brandt", 1972, "expert"),
    ("Marnie Ashdown", 1993, "beginner"),
    ("Ezra Coldwell", 1979, "regular"),
    ("Solveig Marr", 1968, "expert"),
    ("Dougie Fenwick", 1990, "regular"),
    ("Yusuf Karam", 2000, "beginner"),
    ("Bea Trelawny", 1965, "regular"),
    ("Arlo Penhallow", 2008, "beginner"),
    ("Rosalind Ke", 1982, "regular"),
    ("Cormac Dunleavy", 1975, "beginner"),
]  # fmt: skip
#: (trip, [(angler, paid, rod hire)])
BOOKED = [
    ("Spring Pollock Run 2023", [("Gideon Fairweather", 90, False), ("Hollis Brandt", 90, False), ("Solveig Marr", 90, False)]),
    ("Mackerel Evening 2023", [("Marnie Ashdown", 30, True), ("Yusuf Karam", 30, True), ("Bea Trelawny", 30, False)]),
    ("Reef Day June 2023", [("Priya Nandakumar", 60, False), ("Ezra Coldwell", 60, True), ("Dougie Fenwick", 60, False)]),
    ("Shark Offshore 2023", [("Gideon Fairweather", 150, False), ("Solveig Marr", 150, False), ("Hollis Brandt", 150, True)]),
    ("Bass Dawn Patrol 2023", [("Ezra Coldwell", 40, False), ("Rosalind Ke", 40, True)]),
    ("Conger Night 2023", [("Dougie Fenwick", 55, False), ("Hollis Brandt", 55, False)]),
    ("Winter Cod Trip 2024", [("Gideon Fairweather", 95, False), ("Bea Trelawny", 95, True), ("Priya Nandakumar", 95, False)]),
    ("Spring Reef Day 2024", [("Marnie Ashdown", 65, True), ("Rosalind Ke", 65, False), ("Ezra Coldwell", 65, False)]),
    ("Family Mackerel Trip 2024", [("Arlo Penhallow", 25, True), ("Bea Trelawny", 25, False), ("Yusuf Karam", 25, True)]),
    ("Tuna Hunt 2024", [("Solveig Marr", 180, False), ("Gideon Fairweather", 180, False)]),
    ("Wreck Marathon 2024", [("Hollis Brandt", 110, False), ("Priya Nandakumar", 110, True), ("Dougie Fenwick", 110, False), ("Solveig Marr", 110, False)]),
    ("Bass Dawn Patrol 2024", [("Rosalind Ke", 45, False), ("Yusuf Karam", 45, True), ("Ezra Coldwell", 45, False)]),
    ("Conger Night 2024", [("Dougie Fenwick", 60, False), ("Marnie Ashdown", 60, True)]),
]  # fmt: skip
#: (name, habitat, min size cm); nobody has caught a Thornback Ray
SPECIES = [
    ("Pollack", "wreck", 30),
    ("Atlantic Cod", "wreck", 35),
    ("Ling", "wreck", 63),
    ("Conger Eel", "wreck", 58),
    ("Mackerel", "pelagic", 20),
    ("Blue Shark", "pelagic", 120),
    ("Bluefin Tuna", "pelagic", 115),
    ("Bass", "inshore", 42),
    ("Thornback Ray", "inshore", 40),
    ("Ballan Wrasse", "reef", 23),
    ("Black Bream", "reef", 25),
]  # fmt: skip
#: (angler, [(species, weight kg, landed, released)]); each catch on the day of a trip the angler booked
CAUGHT = [
    ("Gideon Fairweather", [("Pollack", 4.2, D(2023, 4, 15), False), ("Blue Shark", 38.5, D(2023, 8, 12), True), ("Atlantic Cod", 6.8, D(2024, 2, 17), False), ("Bluefin Tuna", 118.5, D(2024, 8, 24), True)]),
    ("Hollis Brandt", [("Pollack", 3.1, D(2023, 4, 15), False), ("Blue Shark", 29.4, D(2023, 8, 12), True), ("Conger Eel", 11.2, D(2023, 10, 14), True), ("Ling", 12.4, D(2024, 9, 14), False)]),
    ("Solveig Marr", [("Ling", 9.8, D(2023, 4, 15), False), ("Blue Shark", 45.0, D(2023, 8, 12), True), ("Bluefin Tuna", 142.0, D(2024, 8, 24), True), ("Atlantic Cod", 7.2, D(2024, 9, 14), False)]),
    ("Marnie Ashdown", [("Mackerel", 0.6, D(2023, 6, 9), False), ("Ballan Wrasse", 1.1, D(2024, 4, 20), True), ("Conger Eel", 8.9, D(2024, 10, 19), True)]),
    ("Yusuf Karam", [("Mackerel", 0.5, D(2023, 6, 9), False), ("Bass", 2.2, D(2024, 9, 28), True)]),
    ("Bea Trelawny", [("Mackerel", 0.7, D(2023, 6, 9), False), ("Atlantic Cod", 5.1, D(2024, 2, 17), False)]),
    ("Priya Nandakumar", [("Ballan Wrasse", 1.8, D(2023, 6, 24), True), ("Atlantic Cod", 4.4, D(2024, 2, 17), False), ("Pollack", 3.6, D(2024, 9, 14), False)]),
    ("Ezra Coldwell", [("Black Bream", 1.2, D(2023, 6, 24), False), ("Bass", 3.4, D(2023, 9, 2), True), ("Ballan Wrasse", 2.0, D(2024, 4, 20), True)]),
    ("Dougie Fenwick", [("Ballan Wrasse", 2.3, D(2023, 6, 24), True), ("Conger Eel", 14.6, D(2023, 10, 14), True), ("Pollack", 5.0, D(2024, 9, 14), False)]),
    ("Rosalind Ke", [("Bass", 2.6, D(2023, 9, 2), False), ("Black Bream", 1.5, D(2024, 4, 20), False)]),
]  # fmt: skip


def charter() -> object:
    skippers = U.VertexFile(
        "skipper", [("name", "string"), ("born", "int"), ("licence", "string"), ("joined", "date")]
    )
    skippers.rows = [[n, n, b, lic, j] for n, b, lic, j in SKIPPERS]
    boats = U.VertexFile(
        "boat",
        [
            ("name", "string"),
            ("hull", "string"),
            ("length_m", "double"),
            ("capacity", "int"),
            ("built", "int"),
        ],
    )
    berthed_at = U.EdgeFile("berthed_at", [])
    for name, hull, length, capacity, built, harbour in BOATS:
        boats.rows.append([name, name, hull, length, capacity, built])
        berthed_at.rows.append([name, harbour])
    harbours = U.VertexFile("harbour", [("name", "string"), ("region", "string"), ("moorings", "int")])
    harbours.rows = [[n, n, r, m] for n, r, m in HARBOURS]
    trips = U.VertexFile(
        "trip",
        [("name", "string"), ("departs", "date"), ("kind", "string"), ("hours", "int"), ("price", "int")],
    )
    skippered = U.EdgeFile("skippered", [])
    sailed_on = U.EdgeFile("sailed_on", [])
    for name, departs, kind, hours, price, skipper, boat in TRIPS:
        trips.rows.append([name, name, departs, kind, hours, price])
        skippered.rows.append([skipper, name])
        sailed_on.rows.append([name, boat])
    anglers = U.VertexFile("angler", [("name", "string"), ("born", "int"), ("level", "string")])
    anglers.rows = [[n, n, b, lv] for n, b, lv in ANGLERS]
    species = U.VertexFile("species", [("name", "string"), ("habitat", "string"), ("min_size", "int")])
    species.rows = [[n, n, h, m] for n, h, m in SPECIES]
    owns = U.EdgeFile("owns", [("since", "int")])
    for who, fleet in OWNS:
        owns.rows += [[who, b, y] for b, y in fleet]
    booked = U.EdgeFile("booked", [("paid", "int"), ("rod_hire", "bool")])
    for trip, party in BOOKED:
        booked.rows += [[who, trip, paid, _bool(rod)] for who, paid, rod in party]
    caught = U.EdgeFile("caught", [("weight", "double"), ("landed", "date"), ("released", "bool")])
    for who, catches in CAUGHT:
        caught.rows += [[who, s, w, day, _bool(rel)] for s, w, day, rel in catches]
    trained = U.EdgeFile("trained", [("year", "int")])
    for who, trainees in TRAINED:
        trained.rows += [[who, t, y] for t, y in trainees]
    return U.Graph(
        "charter",
        32,
        CHARTER_DDL,
        [skippers, boats, harbours, trips, anglers, species],
        [skippered, sailed_on, owns, berthed_at, booked, caught, trained],
    )


def build_all() -> list[object]:
    return [piying(), charter()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
