"""Write the two development graphs of ``eval/devshapes23/graphs/`` (marathon, jubensha).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts, sums and edge numbers, "the second", negation over a related
entity with a filter and through a second edge type), half of it in Chinese. ``marathon`` (a
city road-and-trail race series: runners, races, running clubs, pace-setters, sponsors) has
English names that are the vertex ids; a same-tag edge (``coaches``: coach -> athlete), tags
reached by several edge types (``race``: ``ran``, ``paced``, ``sponsors``; ``club``:
``member_of``, ``backs``) and edge properties of every kind (``ran``'s ``minutes`` int and
``pb`` bool; ``sponsors``' ``amount`` int, ``signed`` date and ``title`` bool; ``paced``'s
``target`` minutes). ``jubensha`` (a 剧本杀 murder-mystery role-play shop: 玩家, 剧本, 主持人/DM,
发行工作室, 场次 "第N车") has opaque ids, Chinese names (one mixed, 老K) and category strings
(``genre`` 推理/情感/恐怖/欢乐/机制, ``level`` 新手/资深/金牌), English schema names with Chinese
COMMENTs, a same-tag edge (``brought``: 老玩家 -> 带进坑的新人), a vertex date (``opened``,
``joined``) beside an edge date (``certified.since``), and ``played``'s ``character`` string,
``killer`` bool and ``rating`` int.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes23/make_graphs.py [--out eval/devshapes23/graphs]
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


# --------------------------------------------------------------------------- marathon (English names as ids)

MARATHON_DDL = """
CREATE TAG IF NOT EXISTS runner(name string, born int COMMENT "year of birth", sex string COMMENT "F or M", level string COMMENT "elite, club or casual") COMMENT = "a runner registered with the race series";
CREATE TAG IF NOT EXISTS race(name string, race_day date COMMENT "the day the race is run", distance double COMMENT "distance in km", terrain string COMMENT "road or trail", entry_fee int COMMENT "entry fee in euros") COMMENT = "one race of the city series";
CREATE TAG IF NOT EXISTS club(name string, founded int COMMENT "year the club was founded", district string) COMMENT = "a running club";
CREATE TAG IF NOT EXISTS pacer(name string, born int COMMENT "year of birth", certified bool COMMENT "holds the series' pacer certificate") COMMENT = "a pace-setter who runs a target time holding a flag";
CREATE TAG IF NOT EXISTS sponsor(name string, industry string, founded int COMMENT "year the company was founded") COMMENT = "a company that sponsors races or clubs";
CREATE EDGE IF NOT EXISTS ran(minutes int COMMENT "finishing time in minutes", pb bool COMMENT "a personal best at that distance") COMMENT = "runner -> race they finished";
CREATE EDGE IF NOT EXISTS member_of(since int COMMENT "year the runner joined the club") COMMENT = "runner -> club";
CREATE EDGE IF NOT EXISTS coaches(since int COMMENT "year the coaching began") COMMENT = "coach -> athlete (runner -> runner)";
CREATE EDGE IF NOT EXISTS paced(target int COMMENT "target finishing time of the pace group, minutes") COMMENT = "pacer -> race";
CREATE EDGE IF NOT EXISTS sponsors(amount int COMMENT "sponsorship in thousands of euros", signed date COMMENT "date the contract was signed", title bool COMMENT "title sponsor of the race") COMMENT = "sponsor -> race";
CREATE EDGE IF NOT EXISTS backs(since int COMMENT "year the club sponsorship began") COMMENT = "sponsor -> club";
CREATE TAG INDEX IF NOT EXISTS runner_name_index ON runner(name(32));
CREATE TAG INDEX IF NOT EXISTS race_name_index ON race(name(32));
CREATE TAG INDEX IF NOT EXISTS club_name_index ON club(name(32));
CREATE TAG INDEX IF NOT EXISTS pacer_name_index ON pacer(name(32));
CREATE TAG INDEX IF NOT EXISTS sponsor_name_index ON sponsor(name(32));
"""

#: (name, born, sex, level); Willa Brennan has run no race yet
RUNNERS = [
    ("Maya Thornton", 1988, "F", "club"),
    ("Owen Castellano", 1979, "M", "elite"),
    ("Priya Sandhu", 1992, "F", "elite"),
    ("Felix Marlowe", 1985, "M", "club"),
    ("Grace Okonkwo", 1996, "F", "club"),
    ("Hugo Brandt", 1970, "M", "club"),
    ("Nadia Petrova", 1990, "F", "casual"),
    ("Theo Ashby", 2001, "M", "casual"),
    ("Lena Fischer", 1983, "F", "club"),
    ("Jonah Whitlock", 1994, "M", "elite"),
    ("Ruby Calloway", 1999, "F", "casual"),
    ("Isaac Moreau", 1975, "M", "elite"),
    ("Willa Brennan", 2003, "F", "casual"),
    ("Dario Vance", 1987, "M", "club"),
]  # fmt: skip
#: (name, founded, district); Sunrise Run Crew has no member yet
CLUBS = [
    ("Harbour Harriers", 1998, "Docklands"),
    ("Old Town Striders", 2005, "Old Town"),
    ("Ridgeway Trail Club", 2012, "Northfield"),
    ("Parkside Joggers", 2016, "Parkside"),
    ("Sunrise Run Crew", 2021, "Docklands"),
]  # fmt: skip
#: (runner, club, since); Isaac Moreau belongs to no club
MEMBER_OF = [
    ("Maya Thornton", "Harbour Harriers", 2014),
    ("Owen Castellano", "Harbour Harriers", 2003),
    ("Lena Fischer", "Harbour Harriers", 2011),
    ("Priya Sandhu", "Old Town Striders", 2015),
    ("Felix Marlowe", "Old Town Striders", 2010),
    ("Willa Brennan", "Old Town Striders", 2024),
    ("Dario Vance", "Old Town Striders", 2016),
    ("Grace Okonkwo", "Ridgeway Trail Club", 2019),
    ("Hugo Brandt", "Ridgeway Trail Club", 2012),
    ("Jonah Whitlock", "Ridgeway Trail Club", 2017),
    ("Nadia Petrova", "Parkside Joggers", 2018),
    ("Theo Ashby", "Parkside Joggers", 2022),
    ("Ruby Calloway", "Parkside Joggers", 2021),
]  # fmt: skip
#: (coach, [(athlete, since)]); a chain of four: Isaac Moreau -> Hugo Brandt -> Grace Okonkwo -> Ruby Calloway
COACHES = [
    ("Isaac Moreau", [("Hugo Brandt", 2010)]),
    ("Hugo Brandt", [("Grace Okonkwo", 2019)]),
    ("Grace Okonkwo", [("Ruby Calloway", 2022)]),
    ("Owen Castellano", [("Maya Thornton", 2015), ("Jonah Whitlock", 2017)]),
    ("Maya Thornton", [("Theo Ashby", 2022)]),
    ("Jonah Whitlock", [("Willa Brennan", 2024)]),
    ("Priya Sandhu", [("Dario Vance", 2018)]),
    ("Felix Marlowe", [("Nadia Petrova", 2019)]),
]  # fmt: skip
#: (name, race day, distance km, terrain, entry fee)
RACES = [
    ("Harbour 10K 2022", D(2022, 4, 10), 10.0, "road", 30),
    ("Old Town Half 2022", D(2022, 9, 18), 21.1, "road", 55),
    ("Winter Trail 15K 2023", D(2023, 2, 5), 15.0, "trail", 40),
    ("City Marathon 2023", D(2023, 4, 23), 42.2, "road", 90),
    ("Riverside 5K 2023", D(2023, 6, 11), 5.0, "road", 15),
    ("Old Town Half 2023", D(2023, 9, 17), 21.1, "road", 60),
    ("Ridge Trail Half 2024", D(2024, 3, 10), 21.1, "trail", 65),
    ("City Marathon 2024", D(2024, 4, 21), 42.2, "road", 95),
    ("Harbour 10K 2024", D(2024, 6, 2), 10.0, "road", 35),
    ("Night Run 10K 2024", D(2024, 10, 12), 10.0, "road", 40),
]  # fmt: skip
#: (runner, [(race, minutes, personal best)])
RAN = [
    ("Maya Thornton", [("Harbour 10K 2022", 44, False), ("Old Town Half 2022", 98, True), ("City Marathon 2023", 212, True), ("Old Town Half 2023", 95, True), ("City Marathon 2024", 205, True)]),
    ("Owen Castellano", [("City Marathon 2023", 158, False), ("Old Town Half 2023", 74, False), ("City Marathon 2024", 155, True)]),
    ("Priya Sandhu", [("Harbour 10K 2022", 36, True), ("Old Town Half 2022", 79, True), ("City Marathon 2024", 171, True), ("Harbour 10K 2024", 35, True)]),
    ("Felix Marlowe", [("Old Town Half 2022", 104, False), ("Riverside 5K 2023", 22, True), ("Old Town Half 2023", 101, True)]),
    ("Grace Okonkwo", [("Winter Trail 15K 2023", 88, True), ("Ridge Trail Half 2024", 142, True), ("Harbour 10K 2024", 49, False)]),
    ("Hugo Brandt", [("Winter Trail 15K 2023", 97, False), ("Ridge Trail Half 2024", 151, False), ("City Marathon 2023", 236, False)]),
    ("Nadia Petrova", [("Riverside 5K 2023", 29, True), ("Harbour 10K 2024", 58, True), ("Night Run 10K 2024", 56, True)]),
    ("Theo Ashby", [("Riverside 5K 2023", 31, False), ("Night Run 10K 2024", 61, True)]),
    ("Lena Fischer", [("Harbour 10K 2022", 47, False), ("City Marathon 2023", 224, True), ("Old Town Half 2023", 103, False)]),
    ("Jonah Whitlock", [("Winter Trail 15K 2023", 71, True), ("Ridge Trail Half 2024", 108, True), ("City Marathon 2024", 149, True)]),
    ("Ruby Calloway", [("Riverside 5K 2023", 27, True), ("Harbour 10K 2024", 54, True)]),
    ("Isaac Moreau", [("Old Town Half 2022", 117, False), ("Night Run 10K 2024", 52, False)]),
    ("Dario Vance", [("City Marathon 2023", 189, True), ("Harbour 10K 2024", 41, False), ("Night Run 10K 2024", 43, True)]),
]  # fmt: skip
#: (name, born, certified); Cora Maddox has paced no race yet
PACERS = [
    ("Sam Kettering", 1980, True),
    ("Bea Holloway", 1986, True),
    ("Marcus Reyes", 1991, False),
    ("Tilly Vaughn", 1977, True),
    ("Ivo Lindgren", 1989, False),
    ("Cora Maddox", 1995, True),
]  # fmt: skip
#: (pacer, [(race, target minutes)]); nobody paced the Riverside 5K 2023
PACED = [
    ("Sam Kettering", [("City Marathon 2023", 180), ("City Marathon 2024", 180), ("Old Town Half 2023", 90)]),
    ("Bea Holloway", [("City Marathon 2023", 210), ("Old Town Half 2022", 100), ("City Marathon 2024", 240)]),
    ("Marcus Reyes", [("Harbour 10K 2022", 50), ("Harbour 10K 2024", 45), ("Night Run 10K 2024", 55)]),
    ("Tilly Vaughn", [("Old Town Half 2022", 120), ("Old Town Half 2023", 110), ("Ridge Trail Half 2024", 150), ("Winter Trail 15K 2023", 100)]),
    ("Ivo Lindgren", [("Winter Trail 15K 2023", 90), ("City Marathon 2024", 210)]),
]  # fmt: skip
#: (name, industry, founded); Northlight Bank backs clubs and no race
SPONSORS = [
    ("Stridewell", "sportswear", 1996),
    ("Bluewave Water", "drinks", 2004),
    ("Harbour Mutual", "insurance", 1921),
    ("Kite Telecom", "telecom", 1999),
    ("Golden Oat Bakery", "food", 1968),
    ("Northlight Bank", "bank", 1952),
]  # fmt: skip
#: (sponsor, [(race, amount, signed, title)]); nobody sponsored the Riverside 5K 2023
SPONSORED = [
    ("Stridewell", [("City Marathon 2023", 120, D(2022, 11, 3), True), ("City Marathon 2024", 150, D(2023, 10, 19), True), ("Old Town Half 2023", 40, D(2023, 3, 8), False)]),
    ("Bluewave Water", [("Harbour 10K 2022", 15, D(2021, 12, 1), False), ("City Marathon 2023", 30, D(2022, 12, 14), False), ("Harbour 10K 2024", 18, D(2024, 1, 25), True), ("Night Run 10K 2024", 12, D(2024, 5, 30), False)]),
    ("Harbour Mutual", [("Old Town Half 2022", 60, D(2022, 3, 15), True), ("Old Town Half 2023", 65, D(2023, 2, 20), True), ("Harbour 10K 2022", 25, D(2021, 11, 10), True)]),
    ("Kite Telecom", [("Winter Trail 15K 2023", 20, D(2022, 10, 5), True), ("Ridge Trail Half 2024", 35, D(2023, 9, 12), True), ("City Marathon 2024", 45, D(2023, 11, 28), False)]),
    ("Golden Oat Bakery", [("Night Run 10K 2024", 22, D(2024, 4, 16), True), ("Harbour 10K 2024", 10, D(2024, 2, 7), False)]),
]  # fmt: skip
#: (sponsor, [(club, since)])
BACKS = [
    ("Stridewell", [("Harbour Harriers", 2010), ("Old Town Striders", 2018)]),
    ("Northlight Bank", [("Ridgeway Trail Club", 2015), ("Harbour Harriers", 2020)]),
    ("Golden Oat Bakery", [("Parkside Joggers", 2019)]),
    ("Kite Telecom", [("Sunrise Run Crew", 2022)]),
]  # fmt: skip


def marathon() -> object:
    runners = U.VertexFile(
        "runner", [("name", "string"), ("born", "int"), ("sex", "string"), ("level", "string")]
    )
    runners.rows = [[n, n, b, s, lv] for n, b, s, lv in RUNNERS]
    races = U.VertexFile(
        "race",
        [
            ("name", "string"),
            ("race_day", "date"),
            ("distance", "double"),
            ("terrain", "string"),
            ("entry_fee", "int"),
        ],
    )
    races.rows = [[n, n, d, km, t, f] for n, d, km, t, f in RACES]
    clubs = U.VertexFile("club", [("name", "string"), ("founded", "int"), ("district", "string")])
    clubs.rows = [[n, n, f, d] for n, f, d in CLUBS]
    pacers = U.VertexFile("pacer", [("name", "string"), ("born", "int"), ("certified", "bool")])
    pacers.rows = [[n, n, b, _bool(c)] for n, b, c in PACERS]
    sponsors = U.VertexFile("sponsor", [("name", "string"), ("industry", "string"), ("founded", "int")])
    sponsors.rows = [[n, n, i, f] for n, i, f in SPONSORS]
    ran = U.EdgeFile("ran", [("minutes", "int"), ("pb", "bool")])
    for who, results in RAN:
        ran.rows += [[who, r, m, _bool(pb)] for r, m, pb in results]
    member_of = U.EdgeFile("member_of", [("since", "int")])
    member_of.rows = [[r, c, y] for r, c, y in MEMBER_OF]
    coaches = U.EdgeFile("coaches", [("since", "int")])
    for who, athletes in COACHES:
        coaches.rows += [[who, a, y] for a, y in athletes]
    paced = U.EdgeFile("paced", [("target", "int")])
    for who, races_ in PACED:
        paced.rows += [[who, r, t] for r, t in races_]
    sponsored = U.EdgeFile("sponsors", [("amount", "int"), ("signed", "date"), ("title", "bool")])
    for who, deals in SPONSORED:
        sponsored.rows += [[who, r, a, d, _bool(t)] for r, a, d, t in deals]
    backs = U.EdgeFile("backs", [("since", "int")])
    for who, clubs_ in BACKS:
        backs.rows += [[who, c, y] for c, y in clubs_]
    return U.Graph(
        "marathon",
        32,
        MARATHON_DDL,
        [runners, races, clubs, pacers, sponsors],
        [ran, member_of, coaches, paced, sponsored, backs],
    )


# --------------------------------------------------------------------------- jubensha (opaque ids, Chinese names)

JUBENSHA_DDL = """
CREATE TAG IF NOT EXISTS player(name string COMMENT "玩家昵称", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", joined date COMMENT "办卡日期") COMMENT = "玩家";
CREATE TAG IF NOT EXISTS script(name string COMMENT "剧本名", genre string COMMENT "类型：推理/情感/恐怖/欢乐/机制", seats int COMMENT "玩家人数", hours int COMMENT "时长（小时）") COMMENT = "剧本";
CREATE TAG IF NOT EXISTS dm(name string COMMENT "DM昵称", born int COMMENT "出生年份", level string COMMENT "等级：新手/资深/金牌") COMMENT = "主持人（DM）";
CREATE TAG IF NOT EXISTS studio(name string COMMENT "工作室名称", city string COMMENT "所在城市") COMMENT = "剧本发行工作室";
CREATE TAG IF NOT EXISTS sitting(name string COMMENT "场次名称", opened date COMMENT "开本日期", room string COMMENT "包间", price int COMMENT "每人价格（元）") COMMENT = "一场（一车）";
CREATE EDGE IF NOT EXISTS played(character string COMMENT "扮演的角色", killer bool COMMENT "是否抽到凶手", rating int COMMENT "给这一车的评分 1-5") COMMENT = "参与：玩家 -> 场次";
CREATE EDGE IF NOT EXISTS of_script() COMMENT = "场次 -> 开的剧本";
CREATE EDGE IF NOT EXISTS hosted(fee int COMMENT "主持费（元）") COMMENT = "主持：DM -> 场次";
CREATE EDGE IF NOT EXISTS published_by() COMMENT = "剧本 -> 发行工作室";
CREATE EDGE IF NOT EXISTS brought(year int COMMENT "带进坑的年份") COMMENT = "老带新：老玩家 -> 带进来的新人";
CREATE EDGE IF NOT EXISTS certified(since date COMMENT "认证日期") COMMENT = "DM -> 认证可带的剧本";
CREATE TAG INDEX IF NOT EXISTS player_name_index ON player(name(32));
CREATE TAG INDEX IF NOT EXISTS script_name_index ON script(name(32));
CREATE TAG INDEX IF NOT EXISTS script_genre_index ON script(genre(8));
CREATE TAG INDEX IF NOT EXISTS dm_name_index ON dm(name(32));
CREATE TAG INDEX IF NOT EXISTS studio_name_index ON studio(name(32));
CREATE TAG INDEX IF NOT EXISTS sitting_name_index ON sitting(name(32));
"""

#: (name, born, gender, joined); 木鱼 has a card and has played no game yet
PLAYERS = [
    ("小北", 1996, "男", D(2022, 9, 3)),
    ("七七", 1999, "女", D(2022, 10, 15)),
    ("阿桃", 1997, "女", D(2022, 11, 20)),
    ("大飞", 1993, "男", D(2023, 1, 8)),
    ("柚子", 2000, "女", D(2023, 2, 18)),
    ("老K", 1990, "男", D(2023, 3, 5)),
    ("糯米", 2001, "女", D(2023, 4, 1)),
    ("阿杰", 1995, "男", D(2023, 5, 12)),
    ("星星", 1998, "女", D(2023, 6, 30)),
    ("胖虎", 1992, "男", D(2023, 8, 8)),
    ("小雨", 2002, "女", D(2023, 11, 11)),
    ("阿凯", 1994, "男", D(2024, 1, 20)),
    ("橙子", 2003, "女", D(2024, 3, 15)),
    ("木鱼", 1989, "男", D(2024, 6, 6)),
]  # fmt: skip
#: (老玩家, [(新人, year)]); a chain of five: 小北 -> 七七 -> 柚子 -> 小雨 -> 橙子
BROUGHT = [
    ("小北", [("七七", 2022), ("大飞", 2023)]),
    ("七七", [("柚子", 2023)]),
    ("柚子", [("小雨", 2023)]),
    ("小雨", [("橙子", 2024)]),
    ("大飞", [("阿杰", 2023)]),
    ("老K", [("胖虎", 2023)]),
    ("阿杰", [("木鱼", 2024)]),
]  # fmt: skip
#: (name, city); 北辰发行 has no script in the shop
STUDIOS = [
    ("月影工作室", "上海"),
    ("长夜文化", "杭州"),
    ("青灯剧社", "成都"),
    ("北辰发行", "北京"),
]  # fmt: skip
#: (name, genre, seats, hours, studio); nobody has played 白鹭湖谋杀案 yet
SCRIPTS = [
    ("雾隐山庄", "推理", 6, 4, "月影工作室"),
    ("红楼残梦", "情感", 7, 5, "长夜文化"),
    ("午夜医院", "恐怖", 5, 4, "青灯剧社"),
    ("锦鲤大作战", "欢乐", 6, 3, "长夜文化"),
    ("黄金列车", "机制", 8, 6, "月影工作室"),
    ("镜中人", "推理", 5, 4, "青灯剧社"),
    ("青梅往事", "情感", 6, 5, "月影工作室"),
    ("鬼校怪谈", "恐怖", 6, 4, "长夜文化"),
    ("霓虹城寨", "机制", 7, 5, "青灯剧社"),
    ("白鹭湖谋杀案", "推理", 7, 5, "长夜文化"),
]  # fmt: skip
#: (name, born, level); 木木 is certified and has hosted no game yet
HOSTS = [
    ("阿哲", 1994, "金牌"),
    ("小鹿", 1998, "资深"),
    ("老周", 1985, "金牌"),
    ("糖糖", 2000, "新手"),
    ("木木", 1996, "资深"),
]  # fmt: skip
#: (host, [(script, since)])
CERTIFIED = [
    ("阿哲", [("雾隐山庄", D(2022, 3, 10)), ("黄金列车", D(2022, 8, 15)), ("镜中人", D(2023, 5, 20)), ("白鹭湖谋杀案", D(2024, 6, 1)), ("午夜医院", D(2024, 8, 30))]),
    ("小鹿", [("红楼残梦", D(2022, 11, 5)), ("青梅往事", D(2023, 2, 14)), ("锦鲤大作战", D(2023, 7, 8))]),
    ("老周", [("午夜医院", D(2021, 10, 30)), ("鬼校怪谈", D(2022, 4, 22)), ("霓虹城寨", D(2023, 9, 9)), ("雾隐山庄", D(2021, 6, 18))]),
    ("糖糖", [("锦鲤大作战", D(2024, 3, 3)), ("鬼校怪谈", D(2024, 5, 11))]),
    ("木木", [("青梅往事", D(2023, 10, 1)), ("霓虹城寨", D(2024, 1, 20))]),
]  # fmt: skip
#: (name, played, room, price, script, host, fee, [(player, role, killer, rating)]); one killer a game
SITTINGS = [
    ("第1车", D(2023, 3, 12), "月光厅", 128, "雾隐山庄", "阿哲", 300, [("小北", "侦探", False, 5), ("七七", "大小姐", False, 4), ("阿桃", "管家", True, 5), ("大飞", "医生", False, 4)]),
    ("第2车", D(2023, 4, 8), "竹林厅", 138, "午夜医院", "老周", 320, [("小北", "记者", False, 4), ("大飞", "保安", True, 3), ("柚子", "护士", False, 5), ("老K", "院长", False, 4)]),
    ("第3车", D(2023, 5, 27), "星河厅", 158, "红楼残梦", "小鹿", 280, [("七七", "表小姐", False, 5), ("阿桃", "丫鬟", False, 5), ("柚子", "戏子", True, 4), ("糯米", "少爷", False, 5), ("阿杰", "账房", False, 4)]),
    ("第4车", D(2023, 7, 15), "月光厅", 168, "黄金列车", "阿哲", 400, [("小北", "列车长", False, 5), ("老K", "商人", True, 5), ("阿杰", "警探", False, 4), ("星星", "歌女", False, 5), ("大飞", "司炉", False, 4), ("胖虎", "乘务员", False, 3)]),
    ("第5车", D(2023, 8, 19), "星河厅", 98, "锦鲤大作战", "小鹿", 220, [("糯米", "锦鲤", False, 5), ("星星", "财神", False, 4), ("胖虎", "土豪", True, 5), ("七七", "房东", False, 4)]),
    ("第6车", D(2023, 10, 28), "竹林厅", 128, "鬼校怪谈", "老周", 300, [("阿桃", "转学生", False, 3), ("老K", "校长", False, 2), ("阿杰", "宿管", True, 4), ("胖虎", "体育老师", False, 3)]),
    ("第7车", D(2024, 1, 13), "月光厅", 138, "镜中人", "阿哲", 300, [("小北", "警官", False, 5), ("七七", "双胞胎姐姐", True, 5), ("星星", "双胞胎妹妹", False, 4), ("小雨", "邻居", False, 4)]),
    ("第8车", D(2024, 2, 24), "星河厅", 148, "青梅往事", "小鹿", 280, [("柚子", "青梅", False, 5), ("阿凯", "竹马", False, 4), ("糯米", "同桌", True, 4), ("小雨", "学妹", False, 5)]),
    ("第9车", D(2024, 4, 6), "竹林厅", 152, "霓虹城寨", "老周", 350, [("大飞", "帮主", False, 4), ("老K", "卧底", True, 5), ("胖虎", "拳手", False, 4), ("阿凯", "茶楼老板", False, 3), ("阿杰", "算命先生", False, 4)]),
    ("第10车", D(2024, 5, 18), "星河厅", 98, "锦鲤大作战", "糖糖", 200, [("小雨", "锦鲤", False, 4), ("橙子", "学霸", False, 5), ("阿凯", "打工人", True, 3), ("星星", "土豪", False, 4)]),
    ("第11车", D(2024, 7, 20), "月光厅", 138, "雾隐山庄", "老周", 320, [("橙子", "侦探", False, 4), ("阿凯", "画家", False, 4), ("柚子", "厨娘", True, 5), ("胖虎", "管家", False, 3)]),
    ("第12车", D(2024, 9, 7), "竹林厅", 118, "鬼校怪谈", "糖糖", 220, [("小雨", "校医", False, 2), ("橙子", "班长", True, 3), ("糯米", "转学生", False, 3)]),
]  # fmt: skip


def jubensha() -> object:
    uid = {p[0]: f"u{k + 1:02d}" for k, p in enumerate(PLAYERS)}
    sid = {s[0]: f"s{k + 1:02d}" for k, s in enumerate(SCRIPTS)}
    hid = {h[0]: f"h{k + 1}" for k, h in enumerate(HOSTS)}
    wid = {w[0]: f"w{k + 1}" for k, w in enumerate(STUDIOS)}
    tid = {t[0]: f"t{k + 1:02d}" for k, t in enumerate(SITTINGS)}
    players = U.VertexFile(
        "player", [("name", "string"), ("born", "int"), ("gender", "string"), ("joined", "date")]
    )
    players.rows = [[uid[n], n, b, g, j] for n, b, g, j in PLAYERS]
    studios = U.VertexFile("studio", [("name", "string"), ("city", "string")])
    studios.rows = [[wid[n], n, c] for n, c in STUDIOS]
    scripts = U.VertexFile(
        "script", [("name", "string"), ("genre", "string"), ("seats", "int"), ("hours", "int")]
    )
    published_by = U.EdgeFile("published_by", [])
    for name, genre, seats, hours, studio in SCRIPTS:
        scripts.rows.append([sid[name], name, genre, seats, hours])
        published_by.rows.append([sid[name], wid[studio]])
    hosts = U.VertexFile("dm", [("name", "string"), ("born", "int"), ("level", "string")])
    hosts.rows = [[hid[n], n, b, lv] for n, b, lv in HOSTS]
    sittings = U.VertexFile(
        "sitting", [("name", "string"), ("opened", "date"), ("room", "string"), ("price", "int")]
    )
    played = U.EdgeFile("played", [("character", "string"), ("killer", "bool"), ("rating", "int")])
    of_script = U.EdgeFile("of_script", [])
    hosted = U.EdgeFile("hosted", [("fee", "int")])
    for name, day, room, price, script, host, fee, seats_ in SITTINGS:
        sittings.rows.append([tid[name], name, day, room, price])
        of_script.rows.append([tid[name], sid[script]])
        hosted.rows.append([hid[host], tid[name], fee])
        played.rows += [[uid[p], tid[name], role, _bool(k), r] for p, role, k, r in seats_]
    brought = U.EdgeFile("brought", [("year", "int")])
    for who, friends in BROUGHT:
        brought.rows += [[uid[who], uid[f], y] for f, y in friends]
    certified = U.EdgeFile("certified", [("since", "date")])
    for who, scripts_ in CERTIFIED:
        certified.rows += [[hid[who], sid[s], d] for s, d in scripts_]
    return U.Graph(
        "jubensha",
        8,
        JUBENSHA_DDL,
        [players, scripts, hosts, studios, sittings],
        [played, of_script, hosted, published_by, brought, certified],
    )


def build_all() -> list[object]:
    return [marathon(), jubensha()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
