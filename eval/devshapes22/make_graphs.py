"""Write the two development graphs of ``eval/devshapes22/graphs/`` (stargaze, piaoliu).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and over edge numbers, "the second", negation over a related
entity with a filter), half of it in Chinese. ``stargaze`` (an amateur astronomy club:
observers, the club's loaner telescopes, observing sites, observing sessions, sky objects)
has English names that are the vertex ids; a same-tag edge (``mentors``: mentor -> mentee),
tags reached by several edge types (``sky_object``: ``observed``, ``featured``;
``observer``: ``mentors``, source of ``attended``, ``observed``, ``borrowed``) and edge
properties of every kind (``observed``' ``logged`` date, ``rating`` int and ``sketched``
bool; ``attended``'s ``hours`` int and ``own_scope`` bool; ``borrowed``'s ``nights``).
``piaoliu`` (a 图书漂流 book-crossing network: 书友, 图书, 作者, 漂流点) has opaque ids,
Chinese names and category strings (``genre`` 小说/历史/科普/童书/诗歌/散文, ``kind``
咖啡馆/社区书屋/地铁站/学校), English schema names with Chinese COMMENTs, a same-tag edge
(``invited``: 介绍人 -> 被介绍的书友), a vertex date (``joined``) beside edge dates (``given``,
``taken``) and ``borrowed``'s ``rating`` and ``days``.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes22/make_graphs.py [--out eval/devshapes22/graphs]
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


# --------------------------------------------------------------------------- stargaze (English names as ids)

STARGAZE_DDL = """
CREATE TAG IF NOT EXISTS observer(name string, born int COMMENT "year of birth", membership string COMMENT "novice, full or mentor", joined date COMMENT "date the observer joined the club") COMMENT = "a member of the astronomy club";
CREATE TAG IF NOT EXISTS telescope(name string, design string COMMENT "refractor, reflector or catadioptric", aperture int COMMENT "aperture in mm", motorized bool COMMENT "computerised go-to mount") COMMENT = "one of the club's loaner telescopes";
CREATE TAG IF NOT EXISTS site(name string, region string, bortle int COMMENT "Bortle class 1-9 of the sky, lower is darker", altitude int COMMENT "metres above sea level") COMMENT = "an observing site";
CREATE TAG IF NOT EXISTS obs_session(name string, night date COMMENT "date of the session", seeing int COMMENT "seeing, 1 poor to 5 excellent", public bool COMMENT "open to the public") COMMENT = "an observing session of the club";
CREATE TAG IF NOT EXISTS sky_object(name string, kind string COMMENT "planet, galaxy, nebula, cluster or double star", magnitude double COMMENT "apparent magnitude, lower is brighter", difficulty string COMMENT "easy, moderate or hard in a small telescope") COMMENT = "something in the sky";
CREATE EDGE IF NOT EXISTS attended(hours int COMMENT "hours at the eyepiece", own_scope bool COMMENT "brought their own telescope") COMMENT = "observer -> session";
CREATE EDGE IF NOT EXISTS held_at() COMMENT = "session -> site";
CREATE EDGE IF NOT EXISTS observed(logged date COMMENT "date of the log entry", rating int COMMENT "1 to 5, how good the view was", sketched bool COMMENT "made a sketch at the eyepiece") COMMENT = "observer -> sky object (an entry in the observing log)";
CREATE EDGE IF NOT EXISTS featured() COMMENT = "session -> sky object on its programme";
CREATE EDGE IF NOT EXISTS borrowed(nights int COMMENT "nights on loan") COMMENT = "observer -> club telescope";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "year the mentoring began") COMMENT = "mentor -> mentee (observer -> observer)";
CREATE TAG INDEX IF NOT EXISTS observer_name_index ON observer(name(32));
CREATE TAG INDEX IF NOT EXISTS telescope_name_index ON telescope(name(32));
CREATE TAG INDEX IF NOT EXISTS site_name_index ON site(name(32));
CREATE TAG INDEX IF NOT EXISTS obs_session_name_index ON obs_session(name(32));
CREATE TAG INDEX IF NOT EXISTS sky_object_name_index ON sky_object(name(32));
CREATE TAG INDEX IF NOT EXISTS sky_object_kind_index ON sky_object(kind(16));
"""

#: (name, born, membership, joined); Milo Tanaka has attended no session and logged nothing
OBSERVERS = [
    ("Ada Whitfield", 1958, "mentor", D(2004, 3, 12)),
    ("Rowan Pike", 1966, "mentor", D(2008, 9, 20)),
    ("Esther Quayle", 1961, "mentor", D(2006, 11, 5)),
    ("Imogen Hale", 1979, "full", D(2012, 5, 8)),
    ("Desmond Achebe", 1984, "full", D(2014, 10, 17)),
    ("Freya Lindqvist", 1990, "full", D(2016, 2, 25)),
    ("Tobias Marsh", 1972, "full", D(2017, 7, 3)),
    ("Leena Varga", 1995, "full", D(2019, 4, 11)),
    ("Callum Reid", 2001, "novice", D(2022, 8, 30)),
    ("Harriet Okafor", 1988, "novice", D(2023, 3, 14)),
    ("Samir Haddad", 1998, "novice", D(2023, 10, 9)),
    ("Milo Tanaka", 2004, "novice", D(2024, 1, 22)),
]  # fmt: skip
#: (mentor, [(mentee, since)])
MENTORS = [
    ("Ada Whitfield", [("Imogen Hale", 2012), ("Freya Lindqvist", 2016)]),
    ("Rowan Pike", [("Desmond Achebe", 2014), ("Tobias Marsh", 2017)]),
    ("Esther Quayle", [("Leena Varga", 2019)]),
    ("Imogen Hale", [("Callum Reid", 2022), ("Harriet Okafor", 2023)]),
    ("Freya Lindqvist", [("Samir Haddad", 2023)]),
    ("Leena Varga", [("Milo Tanaka", 2024)]),
]  # fmt: skip
#: (name, design, aperture mm, motorized); nobody has borrowed Heron
TELESCOPES = [
    ("Kestrel", "refractor", 80, False),
    ("Old Faithful", "reflector", 200, False),
    ("Nightjar", "catadioptric", 235, True),
    ("Barn Owl", "reflector", 300, False),
    ("Bluebird", "refractor", 102, True),
    ("Moonraker", "reflector", 254, True),
    ("Sparrow", "refractor", 66, False),
    ("Copper Pot", "catadioptric", 127, True),
    ("Lantern", "reflector", 150, False),
    ("Heron", "catadioptric", 180, True),
]  # fmt: skip
#: (observer, [(telescope, nights)])
BORROWED = [
    ("Callum Reid", [("Kestrel", 6), ("Old Faithful", 4)]),
    ("Harriet Okafor", [("Bluebird", 9)]),
    ("Samir Haddad", [("Sparrow", 3), ("Lantern", 7)]),
    ("Milo Tanaka", [("Kestrel", 2)]),
    ("Leena Varga", [("Moonraker", 12), ("Nightjar", 5)]),
    ("Freya Lindqvist", [("Barn Owl", 8)]),
    ("Tobias Marsh", [("Copper Pot", 10), ("Old Faithful", 1)]),
    ("Desmond Achebe", [("Nightjar", 11)]),
    ("Imogen Hale", [("Moonraker", 14)]),
]  # fmt: skip
#: (name, region, bortle, altitude); no session was ever held at Windy Knoll
SITES = [
    ("Hawthorn Hill", "Northdale", 4, 310),
    ("Millbrook Reservoir", "Northdale", 3, 220),
    ("Clubhouse Roof", "Kingsbridge", 7, 40),
    ("Cold Fell Car Park", "Fellside", 2, 540),
    ("Larkspur Common", "Kingsbridge", 5, 85),
    ("Ridgeback Farm", "Fellside", 3, 410),
    ("Quarry Lane Field", "Kingsbridge", 6, 30),
    ("Windy Knoll", "Fellside", 3, 600),
]  # fmt: skip
#: (name, night, seeing, public, site)
SESSIONS = [
    ("Perseids Watch 2022", D(2022, 8, 12), 3, True, "Hawthorn Hill"),
    ("Jupiter Opposition Night 2022", D(2022, 9, 26), 4, True, "Clubhouse Roof"),
    ("Lunar Eclipse Evening 2022", D(2022, 11, 8), 3, True, "Larkspur Common"),
    ("Winter Nebula Night 2023", D(2023, 2, 10), 2, False, "Ridgeback Farm"),
    ("Messier Marathon 2023", D(2023, 3, 25), 4, False, "Cold Fell Car Park"),
    ("Saturn Open Evening 2023", D(2023, 8, 27), 4, True, "Clubhouse Roof"),
    ("Geminids Watch 2023", D(2023, 12, 14), 3, True, "Hawthorn Hill"),
    ("Spring Galaxy Night 2024", D(2024, 4, 6), 5, False, "Cold Fell Car Park"),
    ("Beginners Night 2024", D(2024, 5, 18), 3, True, "Clubhouse Roof"),
    ("Dark Sky Weekend 2024", D(2024, 9, 7), 4, False, "Millbrook Reservoir"),
    ("Comet Evening 2024", D(2024, 10, 15), 2, True, "Quarry Lane Field"),
]  # fmt: skip
#: (observer, [(session, hours, brought their own scope)])
ATTENDED = [
    ("Ada Whitfield", [("Perseids Watch 2022", 5, True), ("Messier Marathon 2023", 9, True), ("Spring Galaxy Night 2024", 6, True), ("Dark Sky Weekend 2024", 7, True)]),
    ("Rowan Pike", [("Jupiter Opposition Night 2022", 3, True), ("Saturn Open Evening 2023", 4, True), ("Beginners Night 2024", 2, True)]),
    ("Esther Quayle", [("Messier Marathon 2023", 8, True), ("Winter Nebula Night 2023", 4, True), ("Dark Sky Weekend 2024", 6, True)]),
    ("Imogen Hale", [("Perseids Watch 2022", 4, True), ("Winter Nebula Night 2023", 3, False), ("Geminids Watch 2023", 5, True)]),
    ("Desmond Achebe", [("Jupiter Opposition Night 2022", 2, False), ("Lunar Eclipse Evening 2022", 3, False), ("Spring Galaxy Night 2024", 5, False)]),
    ("Freya Lindqvist", [("Messier Marathon 2023", 7, True), ("Geminids Watch 2023", 4, False), ("Dark Sky Weekend 2024", 5, True)]),
    ("Tobias Marsh", [("Lunar Eclipse Evening 2022", 2, True), ("Saturn Open Evening 2023", 3, False)]),
    ("Leena Varga", [("Perseids Watch 2022", 3, False), ("Spring Galaxy Night 2024", 4, False), ("Comet Evening 2024", 2, False)]),
    ("Callum Reid", [("Jupiter Opposition Night 2022", 2, False), ("Lunar Eclipse Evening 2022", 1, False), ("Saturn Open Evening 2023", 3, False)]),
    ("Harriet Okafor", [("Saturn Open Evening 2023", 2, False), ("Geminids Watch 2023", 3, False)]),
    ("Samir Haddad", [("Beginners Night 2024", 2, False), ("Comet Evening 2024", 3, False)]),
]  # fmt: skip
#: (name, kind, magnitude, difficulty); nobody has logged the Pinwheel Galaxy
SKY_OBJECTS = [
    ("Jupiter", "planet", -2.5, "easy"),
    ("Saturn", "planet", 0.5, "easy"),
    ("Andromeda Galaxy", "galaxy", 3.4, "easy"),
    ("Orion Nebula", "nebula", 4.0, "easy"),
    ("Pleiades", "cluster", 1.6, "easy"),
    ("Ring Nebula", "nebula", 8.8, "moderate"),
    ("Whirlpool Galaxy", "galaxy", 8.4, "moderate"),
    ("Albireo", "double star", 3.1, "easy"),
    ("Hercules Cluster", "cluster", 5.8, "moderate"),
    ("Double Cluster", "cluster", 4.3, "easy"),
    ("Sombrero Galaxy", "galaxy", 8.0, "hard"),
    ("Veil Nebula", "nebula", 7.0, "hard"),
    ("Mizar", "double star", 2.2, "easy"),
    ("Pinwheel Galaxy", "galaxy", 7.9, "hard"),
]  # fmt: skip
#: (session, [sky objects on its programme])
FEATURED = [
    ("Perseids Watch 2022", ["Albireo", "Andromeda Galaxy"]),
    ("Jupiter Opposition Night 2022", ["Jupiter", "Saturn"]),
    ("Lunar Eclipse Evening 2022", ["Pleiades"]),
    ("Winter Nebula Night 2023", ["Orion Nebula", "Pleiades"]),
    ("Messier Marathon 2023", ["Whirlpool Galaxy", "Sombrero Galaxy", "Orion Nebula"]),
    ("Saturn Open Evening 2023", ["Saturn", "Albireo", "Ring Nebula"]),
    ("Geminids Watch 2023", ["Double Cluster", "Pleiades"]),
    ("Spring Galaxy Night 2024", ["Whirlpool Galaxy", "Sombrero Galaxy", "Pinwheel Galaxy"]),
    ("Beginners Night 2024", ["Mizar"]),
    ("Dark Sky Weekend 2024", ["Veil Nebula", "Andromeda Galaxy", "Hercules Cluster"]),
    ("Comet Evening 2024", ["Mizar"]),
]  # fmt: skip
#: (observer, [(sky object, logged, rating, sketched)])
OBSERVED = [
    ("Ada Whitfield", [("Whirlpool Galaxy", D(2023, 3, 25), 4, True), ("Sombrero Galaxy", D(2023, 3, 26), 3, True), ("Veil Nebula", D(2024, 9, 7), 5, True), ("Andromeda Galaxy", D(2022, 8, 12), 4, False)]),
    ("Rowan Pike", [("Jupiter", D(2022, 9, 26), 5, False), ("Saturn", D(2023, 8, 27), 5, False)]),
    ("Esther Quayle", [("Orion Nebula", D(2023, 2, 10), 5, True), ("Hercules Cluster", D(2024, 9, 8), 4, False), ("Veil Nebula", D(2024, 9, 8), 4, True)]),
    ("Imogen Hale", [("Pleiades", D(2023, 2, 10), 4, False), ("Double Cluster", D(2023, 12, 14), 5, True), ("Albireo", D(2022, 8, 12), 3, False)]),
    ("Desmond Achebe", [("Jupiter", D(2022, 9, 26), 4, False), ("Whirlpool Galaxy", D(2024, 4, 6), 3, False)]),
    ("Freya Lindqvist", [("Sombrero Galaxy", D(2023, 3, 25), 4, True), ("Andromeda Galaxy", D(2024, 9, 7), 5, False), ("Double Cluster", D(2023, 12, 15), 4, False)]),
    ("Tobias Marsh", [("Saturn", D(2023, 8, 27), 4, True), ("Ring Nebula", D(2023, 8, 28), 3, False)]),
    ("Leena Varga", [("Mizar", D(2024, 10, 15), 4, False), ("Whirlpool Galaxy", D(2024, 4, 6), 5, True)]),
    ("Callum Reid", [("Jupiter", D(2022, 9, 26), 3, False), ("Ring Nebula", D(2023, 8, 27), 2, False)]),
    ("Harriet Okafor", [("Saturn", D(2023, 8, 27), 5, True)]),
    ("Samir Haddad", [("Mizar", D(2024, 5, 18), 3, False), ("Orion Nebula", D(2024, 10, 16), 2, False), ("Jupiter", D(2024, 10, 16), 4, False)]),
]  # fmt: skip


def stargaze() -> object:
    observers = U.VertexFile(
        "observer", [("name", "string"), ("born", "int"), ("membership", "string"), ("joined", "date")]
    )
    observers.rows = [[n, n, b, m, j] for n, b, m, j in OBSERVERS]
    telescopes = U.VertexFile(
        "telescope", [("name", "string"), ("design", "string"), ("aperture", "int"), ("motorized", "bool")]
    )
    telescopes.rows = [[n, n, d, a, _bool(m)] for n, d, a, m in TELESCOPES]
    sites = U.VertexFile(
        "site", [("name", "string"), ("region", "string"), ("bortle", "int"), ("altitude", "int")]
    )
    sites.rows = [[n, n, r, b, a] for n, r, b, a in SITES]
    sessions = U.VertexFile(
        "obs_session", [("name", "string"), ("night", "date"), ("seeing", "int"), ("public", "bool")]
    )
    held_at = U.EdgeFile("held_at", [])
    for name, night, seeing, public, site in SESSIONS:
        sessions.rows.append([name, name, night, seeing, _bool(public)])
        held_at.rows.append([name, site])
    objects = U.VertexFile(
        "sky_object",
        [("name", "string"), ("kind", "string"), ("magnitude", "double"), ("difficulty", "string")],
    )
    objects.rows = [[n, n, k, m, d] for n, k, m, d in SKY_OBJECTS]
    attended = U.EdgeFile("attended", [("hours", "int"), ("own_scope", "bool")])
    for who, visits in ATTENDED:
        attended.rows += [[who, s, h, _bool(own)] for s, h, own in visits]
    observed = U.EdgeFile("observed", [("logged", "date"), ("rating", "int"), ("sketched", "bool")])
    for who, entries in OBSERVED:
        observed.rows += [[who, o, day, r, _bool(sk)] for o, day, r, sk in entries]
    featured = U.EdgeFile("featured", [])
    for session, targets in FEATURED:
        featured.rows += [[session, o] for o in targets]
    borrowed = U.EdgeFile("borrowed", [("nights", "int")])
    for who, loans in BORROWED:
        borrowed.rows += [[who, t, n] for t, n in loans]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for who, mentees in MENTORS:
        mentors.rows += [[who, m, y] for m, y in mentees]
    return U.Graph(
        "stargaze",
        32,
        STARGAZE_DDL,
        [observers, telescopes, sites, sessions, objects],
        [attended, held_at, observed, featured, borrowed, mentors],
    )


# --------------------------------------------------------------------------- piaoliu (opaque ids, Chinese names)

PIAOLIU_DDL = """
CREATE TAG IF NOT EXISTS reader(name string COMMENT "昵称", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", joined date COMMENT "加入日期") COMMENT = "书友";
CREATE TAG IF NOT EXISTS book(name string COMMENT "书名", genre string COMMENT "类别：小说/历史/科普/童书/诗歌/散文", pages int COMMENT "页数", year int COMMENT "出版年份") COMMENT = "漂流的图书";
CREATE TAG IF NOT EXISTS author(name string COMMENT "作者姓名", country string COMMENT "国籍", born int COMMENT "出生年份") COMMENT = "作者";
CREATE TAG IF NOT EXISTS spot(name string COMMENT "漂流点名称", district string COMMENT "所在区", kind string COMMENT "类型：咖啡馆/社区书屋/地铁站/学校") COMMENT = "漂流点";
CREATE EDGE IF NOT EXISTS donated(given date COMMENT "捐赠日期", brand_new bool COMMENT "是否全新") COMMENT = "捐赠：书友 -> 图书";
CREATE EDGE IF NOT EXISTS borrowed(taken date COMMENT "借阅日期", days int COMMENT "借阅天数", rating int COMMENT "评分 1-5") COMMENT = "借阅：书友 -> 图书";
CREATE EDGE IF NOT EXISTS written_by() COMMENT = "图书 -> 作者";
CREATE EDGE IF NOT EXISTS placed_at() COMMENT = "图书 -> 所在漂流点";
CREATE EDGE IF NOT EXISTS invited(year int COMMENT "介绍的年份") COMMENT = "介绍：介绍人 -> 被介绍来的书友";
CREATE EDGE IF NOT EXISTS keeps(since int COMMENT "开始负责的年份") COMMENT = "负责：书友(站长) -> 漂流点";
CREATE TAG INDEX IF NOT EXISTS reader_name_index ON reader(name(32));
CREATE TAG INDEX IF NOT EXISTS book_name_index ON book(name(48));
CREATE TAG INDEX IF NOT EXISTS book_genre_index ON book(genre(8));
CREATE TAG INDEX IF NOT EXISTS author_name_index ON author(name(32));
CREATE TAG INDEX IF NOT EXISTS spot_name_index ON spot(name(48));
"""

#: (name, born, gender, joined); 韩松 signed up and never borrowed nor donated
READERS = [
    ("林晓", 1992, "女", D(2019, 4, 23)),
    ("陈默", 1985, "男", D(2019, 5, 10)),
    ("苏小禾", 1998, "女", D(2020, 3, 15)),
    ("周一鸣", 1979, "男", D(2020, 6, 1)),
    ("何佳音", 2001, "女", D(2021, 9, 12)),
    ("赵磊", 1990, "男", D(2021, 11, 20)),
    ("孙悦", 1995, "女", D(2022, 2, 18)),
    ("钱多多", 2003, "女", D(2022, 7, 7)),
    ("吴桐", 1988, "男", D(2023, 3, 3)),
    ("郑安", 1969, "男", D(2023, 5, 20)),
    ("冯晴", 1999, "女", D(2023, 10, 8)),
    ("韩松", 2000, "男", D(2024, 4, 23)),
    ("曹雨萱", 1993, "女", D(2024, 6, 16)),
]  # fmt: skip
#: (name, country, born)
AUTHORS = [
    ("沈青禾", "中国", 1962),
    ("梁墨", "中国", 1975),
    ("顾长风", "中国", 1958),
    ("何夕照", "中国", 1980),
    ("森田遥", "日本", 1970),
    ("艾琳·沃特斯", "英国", 1965),
    ("皮埃尔·勒诺", "法国", 1955),
    ("唐小米", "中国", 1988),
    ("宋寒山", "中国", 1948),
]  # fmt: skip
#: (name, district, kind); 江陵路地铁站 is new and has no book yet
SPOTS = [
    ("梧桐咖啡馆", "西湖区", "咖啡馆"),
    ("文三路社区书屋", "西湖区", "社区书屋"),
    ("武林广场地铁站", "拱墅区", "地铁站"),
    ("滨江青年书吧", "滨江区", "咖啡馆"),
    ("城东小学图书角", "上城区", "学校"),
    ("运河边书亭", "拱墅区", "社区书屋"),
    ("未来科技城驿站", "余杭区", "社区书屋"),
    ("湖滨老码头书架", "上城区", "咖啡馆"),
    ("江陵路地铁站", "滨江区", "地铁站"),
]  # fmt: skip
#: (title, genre, pages, year, author, spot); nobody has borrowed 秋水集
BOOKS = [
    ("雾中的灯塔", "小说", 312, 2015, "沈青禾", "梧桐咖啡馆"),
    ("长河旧事", "历史", 428, 2011, "顾长风", "文三路社区书屋"),
    ("星星为什么会眨眼", "科普", 156, 2018, "何夕照", "城东小学图书角"),
    ("小狐狸找月亮", "童书", 48, 2020, "唐小米", "文三路社区书屋"),
    ("山中十日", "诗歌", 120, 2016, "宋寒山", "湖滨老码头书架"),
    ("南城往事", "小说", 356, 2019, "梁墨", "未来科技城驿站"),
    ("海边的咖啡馆", "小说", 288, 2017, "森田遥", "梧桐咖啡馆"),
    ("时间的形状", "科普", 264, 2021, "何夕照", "武林广场地铁站"),
    ("丝路驼铃", "历史", 390, 2014, "顾长风", "运河边书亭"),
    ("雨夜来信", "小说", 240, 2022, "梁墨", "武林广场地铁站"),
    ("月光邮差", "童书", 64, 2019, "唐小米", "城东小学图书角"),
    ("秋水集", "诗歌", 98, 2012, "宋寒山", "文三路社区书屋"),
    ("伦敦雾季", "小说", 344, 2013, "艾琳·沃特斯", "梧桐咖啡馆"),
    ("细胞里的宇宙", "科普", 210, 2023, "艾琳·沃特斯", "滨江青年书吧"),
    ("巴黎的最后一班车", "小说", 276, 2010, "皮埃尔·勒诺", "湖滨老码头书架"),
    ("葡萄园的夏天", "小说", 198, 2016, "皮埃尔·勒诺", "滨江青年书吧"),
    ("京都四季", "散文", 180, 2018, "森田遥", "梧桐咖啡馆"),
    ("运河人家", "历史", 366, 2021, "沈青禾", "运河边书亭"),
]  # fmt: skip
#: (reader, [(book, given, brand new)]); every book has one donor
DONATED = [
    ("林晓", [("雾中的灯塔", D(2019, 5, 1), False), ("海边的咖啡馆", D(2019, 5, 1), True), ("京都四季", D(2020, 8, 15), False)]),
    ("陈默", [("长河旧事", D(2019, 6, 12), False), ("丝路驼铃", D(2019, 6, 12), False), ("南城往事", D(2021, 4, 23), False), ("运河人家", D(2022, 3, 5), True)]),
    ("苏小禾", [("小狐狸找月亮", D(2020, 4, 2), True), ("月光邮差", D(2020, 4, 2), False)]),
    ("周一鸣", [("巴黎的最后一班车", D(2020, 7, 19), False), ("山中十日", D(2021, 3, 21), False), ("秋水集", D(2021, 3, 21), False)]),
    ("赵磊", [("时间的形状", D(2022, 1, 16), True), ("星星为什么会眨眼", D(2022, 1, 16), False)]),
    ("孙悦", [("伦敦雾季", D(2022, 5, 20), False)]),
    ("吴桐", [("雨夜来信", D(2023, 4, 11), True), ("细胞里的宇宙", D(2023, 8, 9), True)]),
    ("郑安", [("葡萄园的夏天", D(2023, 6, 30), False)]),
]  # fmt: skip
#: (reader, [(book, taken, days, rating)])
BORROWED_BOOKS = [
    ("林晓", [("长河旧事", D(2019, 7, 2), 21, 4), ("南城往事", D(2023, 8, 1), 14, 5), ("细胞里的宇宙", D(2023, 9, 10), 10, 3)]),
    ("陈默", [("雾中的灯塔", D(2019, 6, 20), 12, 5), ("伦敦雾季", D(2022, 6, 11), 18, 4)]),
    ("苏小禾", [("海边的咖啡馆", D(2020, 5, 6), 9, 5), ("京都四季", D(2021, 1, 20), 7, 4), ("雨夜来信", D(2023, 5, 2), 6, 4)]),
    ("周一鸣", [("丝路驼铃", D(2020, 9, 14), 30, 5), ("运河人家", D(2022, 4, 18), 25, 4)]),
    ("何佳音", [("星星为什么会眨眼", D(2022, 2, 10), 5, 5), ("时间的形状", D(2022, 3, 8), 15, 4), ("雾中的灯塔", D(2021, 10, 5), 11, 3), ("海边的咖啡馆", D(2022, 8, 20), 8, 4)]),
    ("赵磊", [("长河旧事", D(2022, 2, 27), 20, 3), ("巴黎的最后一班车", D(2022, 5, 9), 13, 2)]),
    ("孙悦", [("雨夜来信", D(2023, 6, 15), 4, 5), ("葡萄园的夏天", D(2023, 7, 22), 10, 3), ("小狐狸找月亮", D(2022, 10, 1), 3, 4)]),
    ("钱多多", [("月光邮差", D(2022, 8, 8), 2, 5), ("小狐狸找月亮", D(2022, 9, 3), 2, 5), ("星星为什么会眨眼", D(2023, 2, 14), 6, 4)]),
    ("吴桐", [("丝路驼铃", D(2023, 5, 28), 28, 4), ("山中十日", D(2024, 3, 17), 9, 2)]),
    ("郑安", [("时间的形状", D(2023, 11, 11), 16, 5)]),
    ("冯晴", [("雾中的灯塔", D(2024, 2, 20), 10, 4), ("南城往事", D(2024, 5, 5), 12, 3), ("伦敦雾季", D(2024, 7, 8), 19, 5)]),
    ("曹雨萱", [("京都四季", D(2024, 8, 3), 6, 5), ("细胞里的宇宙", D(2024, 9, 21), 14, 4)]),
]  # fmt: skip
#: (介绍人, [(被介绍的书友, year)]); a chain of four: 林晓 -> 苏小禾 -> 钱多多 -> 韩松
INVITED = [
    ("林晓", [("苏小禾", 2020), ("何佳音", 2021)]),
    ("陈默", [("周一鸣", 2020), ("郑安", 2023)]),
    ("苏小禾", [("钱多多", 2022), ("冯晴", 2023)]),
    ("何佳音", [("曹雨萱", 2024)]),
    ("钱多多", [("韩松", 2024)]),
    ("赵磊", [("吴桐", 2023)]),
]  # fmt: skip
#: (站长, [(spot, since)])
KEEPS = [
    ("林晓", [("梧桐咖啡馆", 2019)]),
    ("周一鸣", [("文三路社区书屋", 2020), ("运河边书亭", 2021)]),
    ("赵磊", [("武林广场地铁站", 2022)]),
    ("孙悦", [("滨江青年书吧", 2022)]),
    ("吴桐", [("未来科技城驿站", 2023)]),
    ("郑安", [("城东小学图书角", 2023)]),
    ("曹雨萱", [("湖滨老码头书架", 2024)]),
    ("冯晴", [("江陵路地铁站", 2024)]),
]  # fmt: skip


def piaoliu() -> object:
    rid = {r[0]: f"r{k + 1:02d}" for k, r in enumerate(READERS)}
    bid = {b[0]: f"b{k + 1:02d}" for k, b in enumerate(BOOKS)}
    aid = {a[0]: f"a{k + 1}" for k, a in enumerate(AUTHORS)}
    pid = {s[0]: f"p{k + 1}" for k, s in enumerate(SPOTS)}
    readers = U.VertexFile(
        "reader", [("name", "string"), ("born", "int"), ("gender", "string"), ("joined", "date")]
    )
    readers.rows = [[rid[n], n, b, g, j] for n, b, g, j in READERS]
    authors = U.VertexFile("author", [("name", "string"), ("country", "string"), ("born", "int")])
    authors.rows = [[aid[n], n, c, b] for n, c, b in AUTHORS]
    spots = U.VertexFile("spot", [("name", "string"), ("district", "string"), ("kind", "string")])
    spots.rows = [[pid[n], n, d, k] for n, d, k in SPOTS]
    books = U.VertexFile("book", [("name", "string"), ("genre", "string"), ("pages", "int"), ("year", "int")])
    written_by = U.EdgeFile("written_by", [])
    placed_at = U.EdgeFile("placed_at", [])
    for title, genre, pages, year, writer, spot in BOOKS:
        books.rows.append([bid[title], title, genre, pages, year])
        written_by.rows.append([bid[title], aid[writer]])
        placed_at.rows.append([bid[title], pid[spot]])
    donated = U.EdgeFile("donated", [("given", "date"), ("brand_new", "bool")])
    for who, gifts in DONATED:
        donated.rows += [[rid[who], bid[b], day, _bool(new)] for b, day, new in gifts]
    borrowed = U.EdgeFile("borrowed", [("taken", "date"), ("days", "int"), ("rating", "int")])
    for who, loans in BORROWED_BOOKS:
        borrowed.rows += [[rid[who], bid[b], day, n, r] for b, day, n, r in loans]
    invited = U.EdgeFile("invited", [("year", "int")])
    for who, friends in INVITED:
        invited.rows += [[rid[who], rid[f], y] for f, y in friends]
    keeps = U.EdgeFile("keeps", [("since", "int")])
    for who, spots_ in KEEPS:
        keeps.rows += [[rid[who], pid[s], y] for s, y in spots_]
    return U.Graph(
        "piaoliu",
        8,
        PIAOLIU_DDL,
        [readers, books, authors, spots],
        [donated, borrowed, written_by, placed_at, invited, keeps],
    )


def build_all() -> list[object]:
    return [stargaze(), piaoliu()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
