"""Write the two development graphs of ``eval/devshapes4/graphs/`` (summit, bookclub).

Why: issue 23 asks for new development material in domains no other set uses, covering every
question shape with the traits that make graphs hard. ``summit`` (mountaineering) has opaque
vertex ids, display properties that are not ``name`` (``peak.label``, ``expedition.title``,
``camp.label``) beside code/year properties that are not the display (``peak.code``,
``expedition.permit``, ``expedition.year``), one edge type over two tag pairs (``backs``:
sponsor -> expedition and sponsor -> climber), a same-tag edge (``mentored``), a tag reached
by several edge types (``peak``), edge properties and category strings. ``bookclub`` has
names as vertex ids with no name property (``author``), Chinese names (readers, clubs,
genres, book titles), English schema names with Chinese COMMENTs, ``recommends`` over two
tag pairs (reader -> book, club -> book) and a same-tag edge (``introduced``). Every fact is
written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes4/make_graphs.py [--out eval/devshapes4/graphs]
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent


def _unseen() -> ModuleType:
    """``eval/unseen/make_graphs.py`` (the file model and writer); ``eval/`` is not a package."""
    name = "unseen_make_graphs"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE.parent / "unseen" / "make_graphs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


U = _unseen()

# --------------------------------------------------------------------------- summit (English, opaque ids)

SUMMIT_DDL = """
CREATE TAG IF NOT EXISTS climber(name string, nationality string, born int COMMENT "birth year");
CREATE TAG IF NOT EXISTS peak(label string COMMENT "display name", code string COMMENT "survey code", elevation int COMMENT "metres", region string);
CREATE TAG IF NOT EXISTS expedition(title string, permit string COMMENT "permit number", year int, style string COMMENT "alpine / siege / solo");
CREATE TAG IF NOT EXISTS sponsor(name string, sector string COMMENT "outdoor / bank / media");
CREATE TAG IF NOT EXISTS camp(label string, altitude int COMMENT "metres");
CREATE EDGE IF NOT EXISTS joined(role string COMMENT "leader / member / doctor") COMMENT = "climber -> expedition";
CREATE EDGE IF NOT EXISTS aims_at() COMMENT = "expedition -> peak";
CREATE EDGE IF NOT EXISTS summited(year int) COMMENT = "climber -> peak";
CREATE EDGE IF NOT EXISTS backs(amount int COMMENT "thousand USD") COMMENT = "sponsor -> expedition, sponsor -> climber";
CREATE EDGE IF NOT EXISTS mentored(since int) COMMENT = "climber -> climber (mentor -> mentee)";
CREATE EDGE IF NOT EXISTS camp_on() COMMENT = "camp -> peak";
CREATE TAG INDEX IF NOT EXISTS climber_name_index ON climber(name(32));
CREATE TAG INDEX IF NOT EXISTS climber_nationality_index ON climber(nationality(16));
CREATE TAG INDEX IF NOT EXISTS climber_born_index ON climber(born);
CREATE TAG INDEX IF NOT EXISTS peak_label_index ON peak(label(32));
CREATE TAG INDEX IF NOT EXISTS peak_code_index ON peak(code(8));
CREATE TAG INDEX IF NOT EXISTS peak_elevation_index ON peak(elevation);
CREATE TAG INDEX IF NOT EXISTS peak_region_index ON peak(region(16));
CREATE TAG INDEX IF NOT EXISTS expedition_title_index ON expedition(title(32));
CREATE TAG INDEX IF NOT EXISTS expedition_year_index ON expedition(year);
CREATE TAG INDEX IF NOT EXISTS sponsor_name_index ON sponsor(name(32));
CREATE TAG INDEX IF NOT EXISTS camp_label_index ON camp(label(32));
"""

#: vid, label, code, elevation, region; Lumen Peak has no expedition, summit or camp.
PEAKS = [
    ("pk01", "Varga Peak", "VP-01", 7120, "Northern Range"),
    ("pk02", "Kessel Spire", "KS-02", 6480, "Northern Range"),
    ("pk03", "Mount Orrin", "MO-03", 8010, "Eastern Massif"),
    ("pk04", "Tallow Dome", "TD-04", 5950, "Eastern Massif"),
    ("pk05", "Serac Horn", "SH-05", 6890, "Western Ridge"),
    ("pk06", "Blue Needle", "BN-06", 7455, "Western Ridge"),
    ("pk07", "Halvard Peak", "HP-07", 6210, "Northern Range"),
    ("pk08", "Mount Cinder", "MC-08", 7780, "Eastern Massif"),
    ("pk09", "Grey Tooth", "GT-09", 5600, "Western Ridge"),
    ("pk10", "Lumen Peak", "LP-10", 6645, "Southern Arc"),
]  # fmt: skip
#: vid, label, altitude, peak
CAMPS = [
    ("cm1", "Base Alpha", 4200, "pk01"), ("cm2", "High Camp Varga", 6100, "pk01"),
    ("cm3", "Orrin Base", 4800, "pk03"), ("cm4", "Orrin Col", 7000, "pk03"),
    ("cm5", "Serac Basin", 4500, "pk05"), ("cm6", "Needle Shelf", 6300, "pk06"),
]  # fmt: skip
#: vid, title, permit, year, style, peaks aimed at
EXPEDITIONS = [
    ("x01", "Varga North Face 2019", "NR-2019-11", 2019, "alpine", ["pk01"]),
    ("x02", "Orrin Winter Push", "EM-2020-03", 2020, "siege", ["pk03"]),
    ("x03", "Kessel Traverse", "NR-2021-07", 2021, "alpine", ["pk02", "pk07"]),
    ("x04", "Blue Needle Direct", "WR-2021-02", 2021, "alpine", ["pk06"]),
    ("x05", "Cinder Siege 2022", "EM-2022-05", 2022, "siege", ["pk08"]),
    ("x06", "Serac Horn Solo", "WR-2022-09", 2022, "solo", ["pk05"]),
    ("x07", "Orrin Spring Attempt", "EM-2023-01", 2023, "siege", ["pk03"]),
    ("x08", "Halvard Light", "NR-2023-04", 2023, "alpine", ["pk07"]),
]  # fmt: skip
#: vid, name, nationality, born; Ines Costa joined no expedition.
CLIMBERS = [
    ("c01", "Anya Petrova", "Russia", 1985), ("c02", "Tomas Lindqvist", "Sweden", 1979),
    ("c03", "Keiko Mori", "Japan", 1990), ("c04", "Diego Salas", "Chile", 1988),
    ("c05", "Priya Raman", "India", 1992), ("c06", "Jonas Weber", "Germany", 1975),
    ("c07", "Lena Hoffmann", "Germany", 1994), ("c08", "Marco Bellini", "Italy", 1983),
    ("c09", "Sofia Alvarez", "Spain", 1996), ("c10", "Ravi Thapa", "Nepal", 1981),
    ("c11", "Mingma Sherpa", "Nepal", 1977), ("c12", "Claire Dubois", "France", 1989),
    ("c13", "Ethan Cole", "USA", 1991), ("c14", "Noor Haddad", "Jordan", 1995),
    ("c15", "Pavel Novak", "Czechia", 1986), ("c16", "Ines Costa", "Portugal", 1998),
]  # fmt: skip
#: climber, expedition, role
JOINED = [
    ("c01", "x01", "leader"), ("c03", "x01", "member"), ("c10", "x01", "member"), ("c12", "x01", "doctor"),
    ("c06", "x02", "leader"), ("c11", "x02", "member"), ("c08", "x02", "member"), ("c02", "x02", "member"),
    ("c02", "x03", "leader"), ("c07", "x03", "member"), ("c15", "x03", "member"),
    ("c04", "x04", "leader"), ("c09", "x04", "member"), ("c13", "x04", "member"),
    ("c11", "x05", "leader"), ("c10", "x05", "member"), ("c05", "x05", "doctor"), ("c06", "x05", "member"),
    ("c08", "x06", "leader"),
    ("c10", "x07", "leader"), ("c14", "x07", "member"), ("c05", "x07", "member"), ("c03", "x07", "member"),
    ("c12", "x08", "leader"), ("c07", "x08", "member"),
]  # fmt: skip
#: climber, peak, year
SUMMITED = [
    ("c01", "pk01", 2019), ("c03", "pk01", 2019), ("c10", "pk01", 2019),
    ("c06", "pk03", 2020), ("c11", "pk03", 2020),
    ("c02", "pk02", 2021), ("c07", "pk02", 2021), ("c02", "pk07", 2021),
    ("c04", "pk06", 2021), ("c09", "pk06", 2021),
    ("c11", "pk08", 2022), ("c10", "pk08", 2022), ("c08", "pk05", 2022),
    ("c10", "pk03", 2023), ("c14", "pk03", 2023),
    ("c12", "pk07", 2023), ("c07", "pk07", 2023),
    ("c15", "pk04", 2018), ("c13", "pk09", 2020),
]  # fmt: skip
#: vid, name, sector
SPONSORS = [
    ("sp1", "Ridgeline Gear", "outdoor"), ("sp2", "Polar Bank", "bank"), ("sp3", "Summit TV", "media"),
    ("sp4", "Alpenglow Outfitters", "outdoor"), ("sp5", "Nordic Mutual", "bank"),
]  # fmt: skip
#: sponsor, expedition or climber, amount (thousand USD)
BACKS = [
    ("sp1", "x01", 40), ("sp1", "x04", 25), ("sp1", "c03", 12),
    ("sp2", "x02", 80), ("sp2", "x05", 120),
    ("sp3", "x05", 60), ("sp3", "x07", 45), ("sp3", "c10", 20),
    ("sp4", "x03", 30), ("sp4", "x08", 15), ("sp4", "c07", 10), ("sp4", "c09", 8),
    ("sp5", "c11", 35),
]  # fmt: skip
#: mentor, mentee, since
MENTORED = [
    ("c11", "c10", 2008), ("c10", "c05", 2016), ("c06", "c07", 2015), ("c02", "c15", 2012),
    ("c01", "c03", 2014), ("c10", "c14", 2019), ("c12", "c09", 2020), ("c14", "c16", 2023),
]  # fmt: skip


def summit() -> object:
    climbers = U.VertexFile("climber", [("name", "string"), ("nationality", "string"), ("born", "int")])
    climbers.rows = [list(c) for c in CLIMBERS]
    peaks = U.VertexFile(
        "peak", [("label", "string"), ("code", "string"), ("elevation", "int"), ("region", "string")]
    )
    peaks.rows = [list(p) for p in PEAKS]
    expeditions = U.VertexFile(
        "expedition", [("title", "string"), ("permit", "string"), ("year", "int"), ("style", "string")]
    )
    expeditions.rows = [list(x[:5]) for x in EXPEDITIONS]
    sponsors = U.VertexFile("sponsor", [("name", "string"), ("sector", "string")])
    sponsors.rows = [list(s) for s in SPONSORS]
    camps = U.VertexFile("camp", [("label", "string"), ("altitude", "int")])
    camps.rows = [list(c[:3]) for c in CAMPS]
    joined = U.EdgeFile("joined", [("role", "string")])
    joined.rows = [list(j) for j in JOINED]
    aims_at = U.EdgeFile("aims_at", [])
    aims_at.rows = [[x[0], p] for x in EXPEDITIONS for p in x[5]]
    summited = U.EdgeFile("summited", [("year", "int")])
    summited.rows = [list(s) for s in SUMMITED]
    backs = U.EdgeFile("backs", [("amount", "int")])
    backs.rows = [list(b) for b in BACKS]
    mentored = U.EdgeFile("mentored", [("since", "int")])
    mentored.rows = [list(m) for m in MENTORED]
    camp_on = U.EdgeFile("camp_on", [])
    camp_on.rows = [[c[0], c[3]] for c in CAMPS]
    return U.Graph(
        "summit",
        8,
        SUMMIT_DDL,
        [climbers, peaks, expeditions, sponsors, camps],
        [joined, aims_at, summited, backs, mentored, camp_on],
    )


# --------------------------------------------------------------------------- bookclub (Chinese, names as ids)

BOOKCLUB_DDL = """
CREATE TAG IF NOT EXISTS reader(name string COMMENT "姓名", age int COMMENT "年龄", city string COMMENT "所在城市") COMMENT = "读者";
CREATE TAG IF NOT EXISTS book(title string COMMENT "书名", year int COMMENT "出版年份", pages int COMMENT "页数") COMMENT = "书";
CREATE TAG IF NOT EXISTS author(country string COMMENT "国籍", born int COMMENT "出生年份") COMMENT = "作者（点的 id 即作者名）";
CREATE TAG IF NOT EXISTS club(name string COMMENT "名称", founded int COMMENT "成立年份") COMMENT = "读书会";
CREATE TAG IF NOT EXISTS genre(name string COMMENT "类型名") COMMENT = "图书类型";
CREATE TAG IF NOT EXISTS meeting(topic string COMMENT "主题", year int COMMENT "举办年份", format string COMMENT "线上/线下") COMMENT = "读书会活动";
CREATE EDGE IF NOT EXISTS wrote() COMMENT = "作者 -> 书";
CREATE EDGE IF NOT EXISTS belongs_to() COMMENT = "书 -> 类型";
CREATE EDGE IF NOT EXISTS member_of(since int COMMENT "入会年份", role string COMMENT "会长/成员") COMMENT = "读者 -> 读书会";
CREATE EDGE IF NOT EXISTS read(rating int COMMENT "评分，1-5") COMMENT = "读者 -> 读过的书";
CREATE EDGE IF NOT EXISTS recommends() COMMENT = "读者 -> 书，读书会 -> 书（推荐）";
CREATE EDGE IF NOT EXISTS introduced(year int COMMENT "介绍年份") COMMENT = "读者 -> 读者（介绍人 -> 被介绍人）";
CREATE EDGE IF NOT EXISTS hosted() COMMENT = "读书会 -> 活动";
CREATE EDGE IF NOT EXISTS discussed() COMMENT = "活动 -> 讨论的书";
CREATE TAG INDEX IF NOT EXISTS reader_name_index ON reader(name(32));
CREATE TAG INDEX IF NOT EXISTS reader_age_index ON reader(age);
CREATE TAG INDEX IF NOT EXISTS reader_city_index ON reader(city(16));
CREATE TAG INDEX IF NOT EXISTS book_title_index ON book(title(32));
CREATE TAG INDEX IF NOT EXISTS book_year_index ON book(year);
CREATE TAG INDEX IF NOT EXISTS book_pages_index ON book(pages);
CREATE TAG INDEX IF NOT EXISTS author_index ON author();
CREATE TAG INDEX IF NOT EXISTS club_name_index ON club(name(32));
CREATE TAG INDEX IF NOT EXISTS genre_name_index ON genre(name(16));
CREATE TAG INDEX IF NOT EXISTS meeting_topic_index ON meeting(topic(32));
"""

#: author (the vid), country, born
AUTHORS = [
    ("余华", "中国", 1960), ("刘慈欣", "中国", 1963), ("村上春树", "日本", 1949),
    ("东野圭吾", "日本", 1958), ("阿加莎·克里斯蒂", "英国", 1890), ("加西亚·马尔克斯", "哥伦比亚", 1927),
    ("特德·姜", "美国", 1967), ("王小波", "中国", 1952), ("黄仁宇", "美国", 1918),
]  # fmt: skip
#: genre (vid = name); 诗歌 has no book.
GENRES = ["文学", "科幻", "推理", "历史", "诗歌"]
#: vid, title, year, pages, author, genre
BOOKS = [
    ("bk01", "活着", 1993, 191, "余华", "文学"),
    ("bk02", "许三观卖血记", 1995, 248, "余华", "文学"),
    ("bk03", "三体", 2006, 302, "刘慈欣", "科幻"),
    ("bk04", "球状闪电", 2004, 360, "刘慈欣", "科幻"),
    ("bk05", "挪威的森林", 1987, 384, "村上春树", "文学"),
    ("bk06", "海边的卡夫卡", 2002, 505, "村上春树", "文学"),
    ("bk07", "白夜行", 1999, 538, "东野圭吾", "推理"),
    ("bk08", "嫌疑人X的献身", 2005, 251, "东野圭吾", "推理"),
    ("bk09", "无人生还", 1939, 272, "阿加莎·克里斯蒂", "推理"),
    ("bk10", "东方快车谋杀案", 1934, 256, "阿加莎·克里斯蒂", "推理"),
    ("bk11", "百年孤独", 1967, 418, "加西亚·马尔克斯", "文学"),
    ("bk12", "你一生的故事", 1998, 281, "特德·姜", "科幻"),
    ("bk13", "黄金时代", 1994, 230, "王小波", "文学"),
    ("bk14", "万历十五年", 1981, 296, "黄仁宇", "历史"),
]  # fmt: skip
#: vid, name, founded
CLUBS = [
    ("cl1", "星期三读书会", 2015),
    ("cl2", "推理爱好者俱乐部", 2018),
    ("cl3", "科幻沙龙", 2019),
    ("cl4", "老城区书友会", 2012),
]
#: vid, name, age, city
READERS = [
    ("r01", "林晓", 28, "上海"), ("r02", "陈默", 35, "北京"), ("r03", "王思远", 42, "上海"),
    ("r04", "赵一鸣", 23, "杭州"), ("r05", "孙悦", 31, "北京"), ("r06", "周婷", 26, "上海"),
    ("r07", "吴磊", 39, "成都"), ("r08", "郑可", 19, "杭州"), ("r09", "冯雪", 45, "北京"),
    ("r10", "何平", 33, "成都"), ("r11", "高远", 29, "上海"), ("r12", "许静", 37, "杭州"),
    ("r13", "马丁", 24, "北京"), ("r14", "唐宁", 50, "上海"),
]  # fmt: skip
#: reader, club, since, role; 许静 is in no club.
MEMBER_OF = [
    ("r01", "cl1", 2016, "成员"), ("r03", "cl1", 2015, "会长"), ("r06", "cl1", 2019, "成员"),
    ("r11", "cl1", 2020, "成员"), ("r14", "cl1", 2017, "成员"),
    ("r02", "cl2", 2018, "会长"), ("r05", "cl2", 2019, "成员"), ("r07", "cl2", 2020, "成员"), ("r01", "cl2", 2021, "成员"),
    ("r04", "cl3", 2019, "会长"), ("r08", "cl3", 2021, "成员"), ("r11", "cl3", 2022, "成员"), ("r13", "cl3", 2020, "成员"),
    ("r09", "cl4", 2012, "会长"), ("r10", "cl4", 2014, "成员"), ("r07", "cl4", 2018, "成员"),
]  # fmt: skip
#: reader, book, rating; nobody read 万历十五年.
READ = [
    ("r01", "bk01", 5), ("r01", "bk05", 4), ("r01", "bk07", 5),
    ("r02", "bk07", 4), ("r02", "bk08", 5), ("r02", "bk09", 5), ("r02", "bk10", 3),
    ("r03", "bk01", 4), ("r03", "bk11", 5), ("r03", "bk13", 4),
    ("r04", "bk03", 5), ("r04", "bk04", 4), ("r04", "bk12", 5),
    ("r05", "bk08", 4), ("r05", "bk09", 4),
    ("r06", "bk05", 5), ("r06", "bk06", 3),
    ("r07", "bk09", 4), ("r07", "bk02", 3),
    ("r08", "bk03", 4), ("r08", "bk12", 3),
    ("r09", "bk11", 4), ("r09", "bk02", 5), ("r09", "bk13", 5),
    ("r10", "bk01", 3),
    ("r11", "bk03", 5), ("r11", "bk06", 4),
    ("r12", "bk07", 2),
    ("r13", "bk04", 3), ("r13", "bk03", 2),
    ("r14", "bk11", 5),
]  # fmt: skip
#: recommender (club or reader), book
RECOMMENDS = [
    ("cl1", "bk01"), ("cl1", "bk11"), ("cl2", "bk07"), ("cl2", "bk09"), ("cl3", "bk03"), ("cl3", "bk12"),
    ("cl4", "bk13"), ("r03", "bk13"), ("r02", "bk08"), ("r04", "bk04"), ("r09", "bk14"),
]  # fmt: skip
#: introducer, newcomer, year
INTRODUCED = [
    ("r03", "r01", 2016), ("r01", "r06", 2019), ("r06", "r11", 2020), ("r02", "r05", 2019),
    ("r05", "r07", 2020), ("r04", "r08", 2021), ("r09", "r10", 2014), ("r04", "r13", 2020),
]  # fmt: skip
#: vid, topic, year, format, host club, books discussed
MEETINGS = [
    ("m1", "活着读后感", 2022, "线下", "cl1", ["bk01"]),
    ("m2", "百年孤独的家族树", 2023, "线下", "cl1", ["bk11"]),
    ("m3", "东野圭吾之夜", 2022, "线上", "cl2", ["bk07", "bk08"]),
    ("m4", "克里斯蒂经典重读", 2023, "线下", "cl2", ["bk09", "bk10"]),
    ("m5", "三体与宇宙社会学", 2021, "线上", "cl3", ["bk03"]),
    ("m6", "短篇科幻漫谈", 2023, "线上", "cl3", ["bk12", "bk04"]),
    ("m7", "王小波逝世纪念", 2022, "线下", "cl4", ["bk13"]),
]  # fmt: skip


def bookclub() -> object:
    readers = U.VertexFile("reader", [("name", "string"), ("age", "int"), ("city", "string")])
    readers.rows = [list(r) for r in READERS]
    books = U.VertexFile("book", [("title", "string"), ("year", "int"), ("pages", "int")])
    books.rows = [list(b[:4]) for b in BOOKS]
    authors = U.VertexFile("author", [("country", "string"), ("born", "int")])
    authors.rows = [list(a) for a in AUTHORS]
    clubs = U.VertexFile("club", [("name", "string"), ("founded", "int")])
    clubs.rows = [list(c) for c in CLUBS]
    genres = U.VertexFile("genre", [("name", "string")])
    genres.rows = [[g, g] for g in GENRES]
    meetings = U.VertexFile("meeting", [("topic", "string"), ("year", "int"), ("format", "string")])
    meetings.rows = [list(m[:4]) for m in MEETINGS]
    wrote = U.EdgeFile("wrote", [])
    wrote.rows = [[b[4], b[0]] for b in BOOKS]
    belongs_to = U.EdgeFile("belongs_to", [])
    belongs_to.rows = [[b[0], b[5]] for b in BOOKS]
    member_of = U.EdgeFile("member_of", [("since", "int"), ("role", "string")])
    member_of.rows = [list(m) for m in MEMBER_OF]
    read = U.EdgeFile("read", [("rating", "int")])
    read.rows = [list(r) for r in READ]
    recommends = U.EdgeFile("recommends", [])
    recommends.rows = [list(r) for r in RECOMMENDS]
    introduced = U.EdgeFile("introduced", [("year", "int")])
    introduced.rows = [list(i) for i in INTRODUCED]
    hosted = U.EdgeFile("hosted", [])
    hosted.rows = [[m[4], m[0]] for m in MEETINGS]
    discussed = U.EdgeFile("discussed", [])
    discussed.rows = [[m[0], b] for m in MEETINGS for b in m[5]]
    return U.Graph(
        "bookclub",
        32,
        BOOKCLUB_DDL,
        [readers, books, authors, clubs, genres, meetings],
        [wrote, belongs_to, member_of, read, recommends, introduced, hosted, discussed],
    )


BUILDERS = {"summit": summit, "bookclub": bookclub}


def build_all() -> list:
    """The two graphs (hand-written facts, no RNG)."""
    return [build() for build in BUILDERS.values()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs", help="graphs folder to write into")
    args = parser.parse_args(argv)
    for graph in build_all():
        U.write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


if __name__ == "__main__":
    main()
