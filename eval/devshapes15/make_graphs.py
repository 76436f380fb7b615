"""Write the two development graphs of ``eval/devshapes15/graphs/`` (caiyuan, brassband).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at on unseen graphs (2-hop through a tag the question does not
name or through a role noun, filters on vertex and edge properties and dates, top-k, negation,
counts of vertices vs edges), half of it in Chinese. ``caiyuan`` (a community allotment
society: gardens, gardeners, plots, crops, fairs) has opaque ids, Chinese display names,
English schema names with Chinese COMMENTs and Chinese category strings (``role``
新手/老手/组长, ``soil`` 沙土/黏土/壤土, ``kind`` 蔬菜/香草/水果/花卉). It has a same-tag edge
(``mentors``: 师傅 -> 徒弟), a tag reached only through another (a gardener's garden is the
garden of the plot they rent) and edge properties of every kind (``rents``' ``since`` date and
``paid`` bool, ``grows``' ``kg`` double and ``organic`` bool, ``entered``'s ``place`` int,
``hosted``'s ``budget`` double). ``brassband`` (a brass-band association: bands, players,
pieces, contests) has English names that are the vertex ids, a same-tag edge (``coaches``:
coach -> pupil), tags reached by several edge types (``piece``: ``performs``, ``soloed``,
``set_piece``; ``band``: ``plays_in`` and the source of ``performs``/``competed``) and edge
properties of every kind (``plays_in``' ``since`` date and ``principal`` bool, ``competed``'s
``place`` int and ``points`` double, ``performs``' ``times`` int, ``soloed``'s ``year`` int).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes15/make_graphs.py [--out eval/devshapes15/graphs]
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


# --------------------------------------------------------------------------- caiyuan (Chinese names, opaque ids)

CAIYUAN_DDL = """
CREATE TAG IF NOT EXISTS garden(name string COMMENT "菜园名称", district string COMMENT "所在城区", founded int COMMENT "成立年份") COMMENT = "社区菜园";
CREATE TAG IF NOT EXISTS gardener(name string COMMENT "姓名", born int COMMENT "出生年份", role string COMMENT "身份：新手/老手/组长") COMMENT = "园友";
CREATE TAG IF NOT EXISTS plot(name string COMMENT "地块名称", area double COMMENT "面积，平方米", soil string COMMENT "土质：沙土/黏土/壤土") COMMENT = "地块";
CREATE TAG IF NOT EXISTS crop(name string COMMENT "作物名称", kind string COMMENT "类别：蔬菜/香草/水果/花卉", days int COMMENT "从播种到收获的天数") COMMENT = "作物";
CREATE TAG IF NOT EXISTS fair(name string COMMENT "活动名称", year int COMMENT "举办年份") COMMENT = "评比或集市";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "开始带的年份") COMMENT = "师傅 -> 徒弟（园友 -> 园友）";
CREATE EDGE IF NOT EXISTS rents(since date COMMENT "起租日期", paid bool COMMENT "今年的地租是否已交") COMMENT = "租地：园友 -> 地块";
CREATE EDGE IF NOT EXISTS in_garden() COMMENT = "地块 -> 所属菜园";
CREATE EDGE IF NOT EXISTS grows(kg double COMMENT "今年收成，公斤", organic bool COMMENT "是否有机种植") COMMENT = "种植：园友 -> 作物";
CREATE EDGE IF NOT EXISTS entered(place int COMMENT "名次，1 = 第一名") COMMENT = "参赛：园友 -> 活动";
CREATE EDGE IF NOT EXISTS hosted(budget double COMMENT "经费，千元") COMMENT = "主办：菜园 -> 活动";
CREATE TAG INDEX IF NOT EXISTS garden_name_index ON garden(name(16));
CREATE TAG INDEX IF NOT EXISTS gardener_name_index ON gardener(name(16));
CREATE TAG INDEX IF NOT EXISTS gardener_role_index ON gardener(role(8));
CREATE TAG INDEX IF NOT EXISTS gardener_born_index ON gardener(born);
CREATE TAG INDEX IF NOT EXISTS plot_name_index ON plot(name(16));
CREATE TAG INDEX IF NOT EXISTS crop_name_index ON crop(name(16));
CREATE TAG INDEX IF NOT EXISTS crop_kind_index ON crop(kind(8));
CREATE TAG INDEX IF NOT EXISTS fair_name_index ON fair(name(32));
"""

#: (name, district, founded)
GARDENS = [
    ("阳光菜园", "朝阳区", 2012),
    ("绿洲社区菜园", "海淀区", 2016),
    ("河畔小农园", "丰台区", 2019),
    ("老街共享菜园", "东城区", 2008),
]  # fmt: skip
#: (name, born, role)
GARDENERS = [
    ("张建国", 1952, "组长"),
    ("李秀兰", 1958, "组长"),
    ("王海燕", 1965, "老手"),
    ("刘志强", 1970, "老手"),
    ("陈美玲", 1974, "老手"),
    ("杨帆", 1981, "老手"),
    ("赵磊", 1986, "新手"),
    ("黄丽", 1990, "新手"),
    ("周婷", 1993, "新手"),
    ("吴昊", 1996, "新手"),
    ("徐静", 1999, "新手"),
    ("孙立", 1963, "组长"),
    ("马超", 1978, "老手"),
    ("朱琳", 2001, "新手"),
    ("胡斌", 1992, "老手"),
    ("郭芳", 1968, "老手"),
]  # fmt: skip
#: (师傅, [(徒弟, since)])
MENTORS = [
    ("张建国", [("王海燕", 2010), ("刘志强", 2012)]),
    ("李秀兰", [("陈美玲", 2014), ("杨帆", 2016), ("郭芳", 2013)]),
    ("王海燕", [("赵磊", 2018), ("黄丽", 2020)]),
    ("陈美玲", [("周婷", 2019), ("吴昊", 2021)]),
    ("杨帆", [("徐静", 2022)]),
    ("孙立", [("马超", 2011), ("胡斌", 2017)]),
    ("马超", [("朱琳", 2023)]),
]  # fmt: skip
#: (name, area in m², soil, garden)
PLOTS = [
    ("阳光1号地", 12.0, "壤土", "阳光菜园"),
    ("阳光2号地", 8.5, "沙土", "阳光菜园"),
    ("阳光3号地", 15.0, "黏土", "阳光菜园"),
    ("绿洲A地", 10.0, "壤土", "绿洲社区菜园"),
    ("绿洲B地", 6.0, "壤土", "绿洲社区菜园"),
    ("绿洲C地", 20.0, "沙土", "绿洲社区菜园"),
    ("河畔东地", 9.0, "黏土", "河畔小农园"),
    ("河畔西地", 11.5, "壤土", "河畔小农园"),
    ("老街甲地", 7.5, "沙土", "老街共享菜园"),
    ("老街乙地", 14.0, "壤土", "老街共享菜园"),
    ("老街丙地", 5.0, "黏土", "老街共享菜园"),
]  # fmt: skip
#: (gardener, [(plot, since, paid)]); no lease starts in 2019 ("2019年以后" reads one way only)
RENTS = [
    ("张建国", [("老街甲地", dt.date(2009, 3, 1), True), ("阳光1号地", dt.date(2012, 4, 10), True)]),
    ("李秀兰", [("阳光2号地", dt.date(2013, 5, 1), True)]),
    ("王海燕", [("阳光3号地", dt.date(2015, 3, 15), False)]),
    ("刘志强", [("老街乙地", dt.date(2011, 6, 1), True)]),
    ("陈美玲", [("绿洲A地", dt.date(2016, 9, 1), True)]),
    ("杨帆", [("绿洲B地", dt.date(2017, 3, 20), False)]),
    ("赵磊", [("河畔东地", dt.date(2018, 10, 1), True)]),
    ("黄丽", [("河畔西地", dt.date(2020, 4, 1), True)]),
    ("周婷", [("绿洲C地", dt.date(2020, 3, 1), False)]),
    ("吴昊", [("河畔东地", dt.date(2021, 5, 5), False)]),
    ("孙立", [("老街乙地", dt.date(2010, 2, 1), True)]),
    ("马超", [("阳光1号地", dt.date(2018, 6, 18), True)]),
    ("胡斌", [("绿洲C地", dt.date(2018, 8, 8), True)]),
    ("郭芳", [("河畔西地", dt.date(2022, 3, 1), True)]),
]  # fmt: skip
#: (name, kind, days)
CROPS = [
    ("番茄", "蔬菜", 90),
    ("黄瓜", "蔬菜", 60),
    ("茄子", "蔬菜", 100),
    ("生菜", "蔬菜", 45),
    ("辣椒", "蔬菜", 110),
    ("薄荷", "香草", 70),
    ("罗勒", "香草", 50),
    ("紫苏", "香草", 80),
    ("草莓", "水果", 120),
    ("西瓜", "水果", 95),
    ("向日葵", "花卉", 85),
    ("月季", "花卉", 150),
]  # fmt: skip
#: (gardener, [(crop, kg, organic)])
GROWS = [
    ("张建国", [("番茄", 35.0, True), ("茄子", 20.0, False), ("辣椒", 12.5, True), ("黄瓜", 10.5, False)]),
    ("李秀兰", [("黄瓜", 28.0, True), ("月季", 3.0, False)]),
    ("王海燕", [("番茄", 18.0, True), ("生菜", 9.5, True), ("薄荷", 2.0, True)]),
    ("刘志强", [("西瓜", 40.0, False), ("黄瓜", 15.0, False)]),
    ("陈美玲", [("草莓", 11.0, True), ("罗勒", 1.5, True)]),
    ("杨帆", [("辣椒", 8.0, False), ("向日葵", 6.0, False)]),
    ("赵磊", [("生菜", 7.0, True)]),
    ("黄丽", [("紫苏", 2.5, True), ("番茄", 10.0, False)]),
    ("周婷", [("草莓", 5.5, False)]),
    ("孙立", [("茄子", 25.0, True), ("西瓜", 32.0, True)]),
    ("马超", [("黄瓜", 22.0, False), ("番茄", 26.0, True)]),
    ("胡斌", [("向日葵", 4.0, True)]),
    ("郭芳", [("月季", 2.0, True), ("薄荷", 1.0, False)]),
]  # fmt: skip
#: (name, year)
FAIRS = [
    ("丰收节2018", 2018),
    ("南瓜评比2020", 2020),
    ("春播市集2021", 2021),
    ("秋收评比2023", 2023),
    ("社区美食节2024", 2024),
]  # fmt: skip
#: (gardener, [(fair, place)])
ENTERED = [
    ("张建国", [("丰收节2018", 1), ("秋收评比2023", 2)]),
    ("李秀兰", [("丰收节2018", 2)]),
    ("王海燕", [("南瓜评比2020", 1), ("秋收评比2023", 3)]),
    ("刘志强", [("南瓜评比2020", 2)]),
    ("陈美玲", [("春播市集2021", 1), ("秋收评比2023", 1)]),
    ("赵磊", [("春播市集2021", 3)]),
    ("黄丽", [("社区美食节2024", 1)]),
    ("马超", [("丰收节2018", 3), ("社区美食节2024", 2)]),
    ("孙立", [("南瓜评比2020", 3)]),
]  # fmt: skip
#: (garden, [(fair, budget in 千元)])
HOSTED = [
    ("阳光菜园", [("丰收节2018", 5.0), ("秋收评比2023", 8.0)]),
    ("绿洲社区菜园", [("春播市集2021", 3.5)]),
    ("河畔小农园", [("社区美食节2024", 6.0)]),
    ("老街共享菜园", [("南瓜评比2020", 2.5)]),
]  # fmt: skip


def caiyuan() -> object:
    gid = {g[0]: f"g{k + 1}" for k, g in enumerate(GARDENS)}
    mid = {m[0]: f"m{k + 1:02d}" for k, m in enumerate(GARDENERS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PLOTS)}
    cid = {c[0]: f"c{k + 1:02d}" for k, c in enumerate(CROPS)}
    fid = {f[0]: f"f{k + 1}" for k, f in enumerate(FAIRS)}
    gardens = U.VertexFile("garden", [("name", "string"), ("district", "string"), ("founded", "int")])
    gardens.rows = [[gid[n], n, d, y] for n, d, y in GARDENS]
    gardeners = U.VertexFile("gardener", [("name", "string"), ("born", "int"), ("role", "string")])
    gardeners.rows = [[mid[n], n, b, r] for n, b, r in GARDENERS]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for master, pupils in MENTORS:
        mentors.rows += [[mid[master], mid[p], y] for p, y in pupils]
    plots = U.VertexFile("plot", [("name", "string"), ("area", "double"), ("soil", "string")])
    in_garden = U.EdgeFile("in_garden", [])
    for name, area, soil, garden in PLOTS:
        plots.rows.append([pid[name], name, area, soil])
        in_garden.rows.append([pid[name], gid[garden]])
    rents = U.EdgeFile("rents", [("since", "date"), ("paid", "bool")])
    for who, leases in RENTS:
        rents.rows += [[mid[who], pid[p], since, _bool(paid)] for p, since, paid in leases]
    crops = U.VertexFile("crop", [("name", "string"), ("kind", "string"), ("days", "int")])
    crops.rows = [[cid[n], n, k, d] for n, k, d in CROPS]
    grows = U.EdgeFile("grows", [("kg", "double"), ("organic", "bool")])
    for who, harvest in GROWS:
        grows.rows += [[mid[who], cid[c], kg, _bool(o)] for c, kg, o in harvest]
    fairs = U.VertexFile("fair", [("name", "string"), ("year", "int")])
    fairs.rows = [[fid[n], n, y] for n, y in FAIRS]
    entered = U.EdgeFile("entered", [("place", "int")])
    for who, events in ENTERED:
        entered.rows += [[mid[who], fid[f], p] for f, p in events]
    hosted = U.EdgeFile("hosted", [("budget", "double")])
    for garden, events in HOSTED:
        hosted.rows += [[gid[garden], fid[f], b] for f, b in events]
    return U.Graph(
        "caiyuan",
        8,
        CAIYUAN_DDL,
        [gardens, gardeners, plots, crops, fairs],
        [mentors, rents, in_garden, grows, entered, hosted],
    )


# --------------------------------------------------------------------------- brassband (English names as ids)

BRASSBAND_DDL = """
CREATE TAG IF NOT EXISTS band(name string, town string, founded int COMMENT "year the band was formed");
CREATE TAG IF NOT EXISTS player(name string, born int COMMENT "year of birth", section string COMMENT "cornet, horn, euphonium, trombone, tuba or percussion");
CREATE TAG IF NOT EXISTS piece(name string, composer string, minutes int COMMENT "playing time", grade int COMMENT "difficulty, 1 (easy) to 5 (championship)");
CREATE TAG IF NOT EXISTS contest(name string, year int, town string);
CREATE EDGE IF NOT EXISTS coaches(years int COMMENT "years of lessons") COMMENT = "coach -> pupil (player -> player)";
CREATE EDGE IF NOT EXISTS plays_in(since date COMMENT "date the player joined", principal bool COMMENT "principal (first chair) of their section") COMMENT = "player -> band";
CREATE EDGE IF NOT EXISTS performs(times int COMMENT "times performed this season") COMMENT = "band -> piece (repertoire)";
CREATE EDGE IF NOT EXISTS competed(place int COMMENT "final placing, 1 = winner", points double COMMENT "adjudicators' points") COMMENT = "band -> contest";
CREATE EDGE IF NOT EXISTS set_piece() COMMENT = "contest -> piece (the test piece every band had to play)";
CREATE EDGE IF NOT EXISTS soloed(year int COMMENT "year of the solo") COMMENT = "player -> piece (played its solo part)";
CREATE TAG INDEX IF NOT EXISTS band_name_index ON band(name(32));
CREATE TAG INDEX IF NOT EXISTS player_name_index ON player(name(32));
CREATE TAG INDEX IF NOT EXISTS player_section_index ON player(section(16));
CREATE TAG INDEX IF NOT EXISTS piece_name_index ON piece(name(32));
CREATE TAG INDEX IF NOT EXISTS piece_grade_index ON piece(grade);
CREATE TAG INDEX IF NOT EXISTS contest_name_index ON contest(name(32));
"""

#: (name, town, founded)
BANDS = [
    ("Millbrook Colliery Band", "Millbrook", 1884),
    ("Ashdown Silver", "Ashdown", 1902),
    ("Kelso Town Band", "Kelso", 1921),
    ("Harbourside Brass", "Whitby", 1975),
    ("Redbridge Works Band", "Redbridge", 1890),
    ("Northfield Youth Brass", "Millbrook", 2010),
]  # fmt: skip
#: (name, born, section)
PLAYERS = [
    ("Arthur Pryce", 1948, "cornet"),
    ("Margaret Dunn", 1955, "euphonium"),
    ("Colin Webb", 1960, "trombone"),
    ("Helen Shaw", 1966, "cornet"),
    ("David Moss", 1971, "tuba"),
    ("Sarah Kaye", 1978, "horn"),
    ("James Bell", 1983, "cornet"),
    ("Emma Stone", 1988, "trombone"),
    ("Ryan Hale", 1991, "euphonium"),
    ("Chloe Ward", 1994, "cornet"),
    ("Ben Fowler", 1997, "percussion"),
    ("Lucy Hart", 2000, "horn"),
    ("Owen Price", 2003, "tuba"),
    ("Ella Frost", 2006, "cornet"),
    ("Tom Reed", 1963, "percussion"),
    ("Grace Lund", 1999, "trombone"),
]  # fmt: skip
#: (coach, [(pupil, years)])
COACHES = [
    ("Arthur Pryce", [("Helen Shaw", 10), ("James Bell", 6)]),
    ("Helen Shaw", [("Chloe Ward", 5), ("Ella Frost", 2)]),
    ("Margaret Dunn", [("Ryan Hale", 7)]),
    ("Colin Webb", [("Emma Stone", 8), ("Grace Lund", 4)]),
    ("David Moss", [("Owen Price", 4)]),
    ("Sarah Kaye", [("Lucy Hart", 6)]),
    ("Tom Reed", [("Ben Fowler", 3)]),
]  # fmt: skip
#: (player, [(band, since, principal)])
PLAYS_IN = [
    ("Arthur Pryce", [("Millbrook Colliery Band", dt.date(1965, 9, 1), True)]),
    ("Margaret Dunn", [("Ashdown Silver", dt.date(1974, 3, 1), True)]),
    ("Colin Webb", [("Redbridge Works Band", dt.date(1980, 1, 15), True)]),
    ("Helen Shaw", [("Millbrook Colliery Band", dt.date(1985, 6, 1), False)]),
    ("David Moss", [("Kelso Town Band", dt.date(1990, 4, 1), True)]),
    ("Sarah Kaye", [("Harbourside Brass", dt.date(1997, 5, 20), True)]),
    ("James Bell", [("Millbrook Colliery Band", dt.date(2001, 9, 1), True)]),
    ("Emma Stone", [("Redbridge Works Band", dt.date(2006, 2, 1), False)]),
    ("Ryan Hale", [("Ashdown Silver", dt.date(2009, 10, 10), False)]),
    ("Chloe Ward", [("Northfield Youth Brass", dt.date(2010, 9, 1), False), ("Millbrook Colliery Band", dt.date(2015, 1, 5), False)]),
    ("Ben Fowler", [("Kelso Town Band", dt.date(2014, 3, 3), False)]),
    ("Lucy Hart", [("Harbourside Brass", dt.date(2016, 7, 7), False)]),
    ("Owen Price", [("Northfield Youth Brass", dt.date(2017, 9, 1), False)]),
    ("Ella Frost", [("Northfield Youth Brass", dt.date(2019, 9, 1), False)]),
    ("Tom Reed", [("Kelso Town Band", dt.date(1982, 11, 11), True)]),
    ("Grace Lund", [("Redbridge Works Band", dt.date(2017, 4, 4), True), ("Ashdown Silver", dt.date(2020, 1, 20), False)]),
]  # fmt: skip
#: (name, composer, minutes, grade)
PIECES = [
    ("The Iron Bridge", "Alan Pryor", 14, 5),
    ("Moorland Dances", "Ruth Elmsworth", 11, 3),
    ("Harbour Overture", "Jonas Feld", 8, 2),
    ("Copper Skies", "Ruth Elmsworth", 16, 5),
    ("Lament for the Pit", "Alan Pryor", 6, 3),
    ("Festival March", "Jonas Feld", 4, 1),
    ("Riverside Rhapsody", "Mira Okafor", 12, 4),
    ("Winter Fanfare", "Mira Okafor", 3, 2),
    ("Coalfield Hymn", "Alan Pryor", 5, 1),
    ("Gala Toccata", "Ruth Elmsworth", 9, 4),
    ("Skylark Variations", "Mira Okafor", 18, 5),
    ("Valley Chorale", "Jonas Feld", 7, 2),
    ("Pennine Suite", "Mira Okafor", 20, 4),
]  # fmt: skip
#: (band, [(piece, times)])
PERFORMS = [
    ("Millbrook Colliery Band", [("The Iron Bridge", 12), ("Copper Skies", 5), ("Lament for the Pit", 20), ("Skylark Variations", 3)]),
    ("Ashdown Silver", [("Moorland Dances", 8), ("Gala Toccata", 6), ("Riverside Rhapsody", 4)]),
    ("Kelso Town Band", [("Festival March", 15), ("Coalfield Hymn", 9), ("Moorland Dances", 2)]),
    ("Harbourside Brass", [("Harbour Overture", 11), ("Winter Fanfare", 7), ("Riverside Rhapsody", 1)]),
    ("Redbridge Works Band", [("The Iron Bridge", 4), ("Copper Skies", 2), ("Gala Toccata", 10), ("Valley Chorale", 3)]),
    ("Northfield Youth Brass", [("Festival March", 13), ("Winter Fanfare", 6), ("Harbour Overture", 5)]),
]  # fmt: skip
#: (name, year, town)
CONTESTS = [
    ("Northern Area 2019", 2019, "Bradford"),
    ("Spring Festival 2021", 2021, "Blackpool"),
    ("Open Championship 2022", 2022, "Manchester"),
    ("Whit Friday 2023", 2023, "Saddleworth"),
    ("Autumn Shield 2024", 2024, "Durham"),
]  # fmt: skip
#: (band, [(contest, place, points)])
COMPETED = [
    ("Millbrook Colliery Band", [("Northern Area 2019", 1, 192.0), ("Open Championship 2022", 2, 188.5), ("Autumn Shield 2024", 1, 195.0)]),
    ("Ashdown Silver", [("Northern Area 2019", 2, 189.0), ("Spring Festival 2021", 1, 190.5), ("Open Championship 2022", 4, 181.0)]),
    ("Kelso Town Band", [("Spring Festival 2021", 3, 184.0), ("Whit Friday 2023", 2, 176.5)]),
    ("Harbourside Brass", [("Spring Festival 2021", 2, 187.0), ("Whit Friday 2023", 1, 183.5), ("Autumn Shield 2024", 3, 179.0)]),
    ("Redbridge Works Band", [("Northern Area 2019", 3, 185.5), ("Open Championship 2022", 1, 193.5), ("Autumn Shield 2024", 2, 186.0)]),
    ("Northfield Youth Brass", [("Whit Friday 2023", 3, 170.0)]),
]  # fmt: skip
#: (contest, test piece)
SET_PIECE = [
    ("Northern Area 2019", "The Iron Bridge"),
    ("Spring Festival 2021", "Riverside Rhapsody"),
    ("Open Championship 2022", "Copper Skies"),
    ("Whit Friday 2023", "Festival March"),
    ("Autumn Shield 2024", "Skylark Variations"),
]  # fmt: skip
#: (player, [(piece, year)])
SOLOED = [
    ("Arthur Pryce", [("Lament for the Pit", 1988)]),
    ("Helen Shaw", [("Skylark Variations", 2012), ("Copper Skies", 2005)]),
    ("Margaret Dunn", [("Moorland Dances", 1999)]),
    ("James Bell", [("The Iron Bridge", 2019)]),
    ("Ryan Hale", [("Gala Toccata", 2021)]),
    ("Chloe Ward", [("Winter Fanfare", 2018)]),
    ("Sarah Kaye", [("Harbour Overture", 2008)]),
    ("Emma Stone", [("Valley Chorale", 2016)]),
    ("David Moss", [("Coalfield Hymn", 2003)]),
]  # fmt: skip


def brassband() -> object:
    bands = U.VertexFile("band", [("name", "string"), ("town", "string"), ("founded", "int")])
    bands.rows = [[n, n, t, y] for n, t, y in BANDS]
    players = U.VertexFile("player", [("name", "string"), ("born", "int"), ("section", "string")])
    players.rows = [[n, n, b, s] for n, b, s in PLAYERS]
    pieces = U.VertexFile(
        "piece", [("name", "string"), ("composer", "string"), ("minutes", "int"), ("grade", "int")]
    )
    pieces.rows = [[n, n, c, m, g] for n, c, m, g in PIECES]
    contests = U.VertexFile("contest", [("name", "string"), ("year", "int"), ("town", "string")])
    contests.rows = [[n, n, y, t] for n, y, t in CONTESTS]
    coaches = U.EdgeFile("coaches", [("years", "int")])
    for coach, pupils in COACHES:
        coaches.rows += [[coach, p, y] for p, y in pupils]
    plays_in = U.EdgeFile("plays_in", [("since", "date"), ("principal", "bool")])
    for player, seats in PLAYS_IN:
        plays_in.rows += [[player, b, since, _bool(p)] for b, since, p in seats]
    performs = U.EdgeFile("performs", [("times", "int")])
    for band, pieces_ in PERFORMS:
        performs.rows += [[band, p, t] for p, t in pieces_]
    competed = U.EdgeFile("competed", [("place", "int"), ("points", "double")])
    for band, results in COMPETED:
        competed.rows += [[band, c, place, pts] for c, place, pts in results]
    set_piece = U.EdgeFile("set_piece", [])
    set_piece.rows = [[c, p] for c, p in SET_PIECE]
    soloed = U.EdgeFile("soloed", [("year", "int")])
    for player, solos in SOLOED:
        soloed.rows += [[player, p, y] for p, y in solos]
    return U.Graph(
        "brassband",
        32,
        BRASSBAND_DDL,
        [bands, players, pieces, contests],
        [coaches, plays_in, performs, competed, set_piece, soloed],
    )


def build_all() -> list[object]:
    return [caiyuan(), brassband()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
