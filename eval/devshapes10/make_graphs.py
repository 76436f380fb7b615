"""Write the two development graphs of ``eval/devshapes10/graphs/`` (seedlib, escape).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at (2-hop through a role noun, negation, top-k, counts,
filters), with most questions in Chinese. ``seedlib`` (a community seed library: branches,
members, seed varieties, seed swaps) has opaque ids, Chinese display names, English schema
names with Chinese COMMENTs and Chinese category strings (``rank`` 新会员/老会员/志愿者, ``crop``
蔬菜/花卉/粮食/香草, ``season`` 春季/秋季). It has a same-tag edge (``mentors``: 师傅 -> 徒弟,
member→member), tags reached by several edge types (``variety``: ``donated``, ``borrowed``,
``stocks``; ``swap``: ``attended``, ``held``; ``branch``: ``joined_at`` and the source of
``stocks``/``held``) and edge properties of every kind (``joined_at``'s ``since`` date and
``volunteer`` bool, ``donated``'s ``packets`` and ``year`` ints, ``borrowed``'s ``returned`` bool,
``held``'s ``budget`` double).
``escape`` (an escape-room chain: venues, rooms, staff, teams) has English names that are the
vertex ids, a same-tag edge (``coached``: mentor -> trainee, person→person), tags reached by
several edge types (``room``: ``designed``, ``hosts``, ``escaped``, and the source of
``located_at``; ``venue``: ``located_at``, ``manages``) and edge properties of every kind
(``escaped``' ``minutes`` and ``hints`` ints, ``manages``' ``since`` date, ``located_at``'s
``floor`` int, ``hosts``' ``shifts`` int, ``designed``'s ``year`` int).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes10/make_graphs.py [--out eval/devshapes10/graphs]
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


# --------------------------------------------------------------------------- seedlib (Chinese names, opaque ids)

SEEDLIB_DDL = """
CREATE TAG IF NOT EXISTS branch(name string COMMENT "分馆名称", district string COMMENT "所在城区", opened int COMMENT "开馆年份") COMMENT = "种子库分馆";
CREATE TAG IF NOT EXISTS member(name string COMMENT "姓名", born int COMMENT "出生年份", rank string COMMENT "会员身份：新会员/老会员/志愿者") COMMENT = "会员";
CREATE TAG IF NOT EXISTS variety(name string COMMENT "品种名称", crop string COMMENT "类别：蔬菜/花卉/粮食/香草", days int COMMENT "生长期，天") COMMENT = "种子品种";
CREATE TAG IF NOT EXISTS swap(name string COMMENT "换种会名称", year int COMMENT "举办年份", season string COMMENT "季节：春季/秋季") COMMENT = "换种会";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "拜师年份") COMMENT = "师傅 -> 徒弟（会员 -> 会员）";
CREATE EDGE IF NOT EXISTS joined_at(since date COMMENT "入会日期", volunteer bool COMMENT "是否在该馆值班") COMMENT = "会员 -> 分馆";
CREATE EDGE IF NOT EXISTS donated(packets int COMMENT "捐了几包", year int COMMENT "捐赠年份") COMMENT = "捐赠：会员 -> 品种";
CREATE EDGE IF NOT EXISTS borrowed(year int COMMENT "借出年份", returned bool COMMENT "是否已归还新种子") COMMENT = "借种：会员 -> 品种";
CREATE EDGE IF NOT EXISTS stocks(packets int COMMENT "库存包数") COMMENT = "分馆 -> 品种";
CREATE EDGE IF NOT EXISTS attended(traded int COMMENT "换出几包") COMMENT = "参加：会员 -> 换种会";
CREATE EDGE IF NOT EXISTS held(budget double COMMENT "经费，千元") COMMENT = "主办：分馆 -> 换种会";
CREATE TAG INDEX IF NOT EXISTS branch_name_index ON branch(name(16));
CREATE TAG INDEX IF NOT EXISTS member_name_index ON member(name(16));
CREATE TAG INDEX IF NOT EXISTS member_rank_index ON member(rank(8));
CREATE TAG INDEX IF NOT EXISTS variety_name_index ON variety(name(16));
CREATE TAG INDEX IF NOT EXISTS variety_crop_index ON variety(crop(8));
CREATE TAG INDEX IF NOT EXISTS swap_name_index ON swap(name(32));
"""

#: (name, district, opened)
BRANCHES = [
    ("城东分馆", "东城区", 2012),
    ("河西分馆", "河西区", 2015),
    ("老街种子屋", "南城区", 2009),
    ("大学城分馆", "高新区", 2018),
    ("湖畔分馆", "湖滨区", 2020),
]  # fmt: skip
#: (name, crop, days)
VARIETIES = [
    ("樱桃番茄", "蔬菜", 90),
    ("紫长茄", "蔬菜", 110),
    ("本地黄瓜", "蔬菜", 60),
    ("四季豆", "蔬菜", 70),
    ("朝天椒", "蔬菜", 130),
    ("向日葵", "花卉", 85),
    ("百日菊", "花卉", 75),
    ("波斯菊", "花卉", 65),
    ("糯玉米", "粮食", 100),
    ("红高粱", "粮食", 120),
    ("黑小麦", "粮食", 230),
    ("罗勒", "香草", 50),
    ("紫苏", "香草", 55),
    ("薄荷", "香草", 40),
]  # fmt: skip
#: (branch, [(variety, packets)])
STOCKS = [
    ("城东分馆", [("樱桃番茄", 40), ("紫长茄", 25), ("向日葵", 30), ("罗勒", 15)]),
    ("河西分馆", [("本地黄瓜", 35), ("四季豆", 20), ("糯玉米", 50), ("紫苏", 12)]),
    ("老街种子屋", [("红高粱", 18), ("黑小麦", 22), ("樱桃番茄", 28), ("百日菊", 17), ("朝天椒", 33)]),
    ("大学城分馆", [("波斯菊", 24), ("薄荷", 10), ("向日葵", 14)]),
    ("湖畔分馆", [("百日菊", 26), ("糯玉米", 19), ("紫苏", 8)]),
]  # fmt: skip
#: (name, born, rank, [(branch, since, volunteer)])
MEMBERS = [
    ("周桂兰", 1952, "老会员", [("老街种子屋", dt.date(2009, 4, 1), True)]),
    ("钱文斌", 1960, "老会员", [("老街种子屋", dt.date(2010, 3, 15), False), ("城东分馆", dt.date(2012, 6, 1), True)]),
    ("孙丽华", 1968, "志愿者", [("城东分馆", dt.date(2012, 5, 20), True)]),
    ("李明", 1975, "老会员", [("城东分馆", dt.date(2012, 9, 1), False)]),
    ("吴小芳", 1980, "志愿者", [("河西分馆", dt.date(2015, 4, 10), True)]),
    ("郑浩", 1985, "新会员", [("河西分馆", dt.date(2016, 3, 1), False)]),
    ("王雨桐", 1990, "志愿者", [("大学城分馆", dt.date(2018, 9, 10), True)]),
    ("冯志强", 1958, "老会员", [("河西分馆", dt.date(2015, 5, 1), True)]),
    ("陈思雨", 1995, "新会员", [("大学城分馆", dt.date(2019, 3, 20), False)]),
    ("褚建国", 1963, "志愿者", [("老街种子屋", dt.date(2011, 10, 8), False)]),
    ("卫晓燕", 1988, "新会员", [("城东分馆", dt.date(2018, 4, 22), False)]),
    ("蒋磊", 1992, "新会员", [("湖畔分馆", dt.date(2020, 6, 6), False)]),
    ("沈佳琪", 1998, "新会员", [("大学城分馆", dt.date(2023, 2, 14), False)]),
    ("韩秀英", 1949, "老会员", [("老街种子屋", dt.date(2009, 3, 1), True)]),
    ("杨帆", 1983, "志愿者", [("湖畔分馆", dt.date(2020, 5, 1), True)]),
    ("朱婷", 2001, "新会员", [("湖畔分馆", dt.date(2022, 3, 12), False)]),
    ("秦大海", 1971, "老会员", [("河西分馆", dt.date(2016, 8, 8), False)]),
    ("许悦", 1997, "新会员", [("湖畔分馆", dt.date(2021, 4, 18), False)]),
]  # fmt: skip
#: (师傅, [(徒弟, since)])
MENTORS = [
    ("韩秀英", [("周桂兰", 2009), ("钱文斌", 2010), ("秦大海", 2013)]),
    ("周桂兰", [("孙丽华", 2011), ("李明", 2012)]),
    ("钱文斌", [("吴小芳", 2014), ("郑浩", 2016)]),
    ("孙丽华", [("王雨桐", 2017), ("陈思雨", 2019)]),
    ("李明", [("卫晓燕", 2018)]),
    ("冯志强", [("褚建国", 2013), ("杨帆", 2015)]),
    ("褚建国", [("蒋磊", 2020)]),
    ("杨帆", [("朱婷", 2022), ("许悦", 2021)]),
    ("王雨桐", [("沈佳琪", 2023)]),
]  # fmt: skip
#: (member, [(variety, packets, year)])
DONATED = [
    ("韩秀英", [("红高粱", 30, 2009), ("黑小麦", 20, 2010)]),
    ("周桂兰", [("樱桃番茄", 25, 2011), ("百日菊", 12, 2013)]),
    ("钱文斌", [("糯玉米", 40, 2015), ("四季豆", 15, 2016)]),
    ("孙丽华", [("向日葵", 18, 2014), ("罗勒", 6, 2018)]),
    ("李明", [("紫长茄", 10, 2013)]),
    ("冯志强", [("本地黄瓜", 22, 2016), ("紫苏", 9, 2017)]),
    ("杨帆", [("百日菊", 14, 2021), ("波斯菊", 11, 2021)]),
    ("王雨桐", [("薄荷", 5, 2019)]),
    ("秦大海", [("糯玉米", 8, 2017)]),
]  # fmt: skip
#: (member, [(variety, year, returned)])
BORROWED = [
    ("郑浩", [("樱桃番茄", 2017, True), ("糯玉米", 2018, False)]),
    ("陈思雨", [("波斯菊", 2019, True), ("薄荷", 2020, True)]),
    ("卫晓燕", [("樱桃番茄", 2018, True), ("紫长茄", 2019, False), ("罗勒", 2019, True)]),
    ("蒋磊", [("百日菊", 2020, True)]),
    ("沈佳琪", [("向日葵", 2023, False)]),
    ("朱婷", [("百日菊", 2022, True), ("紫苏", 2022, False)]),
    ("许悦", [("糯玉米", 2021, True)]),
    ("吴小芳", [("四季豆", 2015, True), ("本地黄瓜", 2016, True)]),
    ("李明", [("朝天椒", 2014, False)]),
    ("王雨桐", [("向日葵", 2018, True)]),
    ("孙丽华", [("红高粱", 2013, True)]),
]  # fmt: skip
#: (name, year, season)
SWAPS = [
    ("2019春季换种会", 2019, "春季"),
    ("2021秋季换种会", 2021, "秋季"),
    ("2023春季换种会", 2023, "春季"),
    ("大学城种子市集", 2022, "秋季"),
]  # fmt: skip
#: (branch, [(swap, budget in 千元)])
HELD = [
    ("老街种子屋", [("2019春季换种会", 12.0)]),
    ("城东分馆", [("2021秋季换种会", 8.0)]),
    ("湖畔分馆", [("2023春季换种会", 15.5)]),
    ("大学城分馆", [("大学城种子市集", 6.0)]),
]  # fmt: skip
#: (member, [(swap, packets traded away)])
ATTENDED = [
    ("周桂兰", [("2019春季换种会", 6), ("2021秋季换种会", 4)]),
    ("孙丽华", [("2019春季换种会", 3), ("2021秋季换种会", 5), ("2023春季换种会", 2)]),
    ("李明", [("2021秋季换种会", 7)]),
    ("吴小芳", [("2019春季换种会", 2)]),
    ("王雨桐", [("2023春季换种会", 4), ("大学城种子市集", 9)]),
    ("陈思雨", [("大学城种子市集", 3)]),
    ("蒋磊", [("2023春季换种会", 1)]),
    ("杨帆", [("2023春季换种会", 8)]),
    ("朱婷", [("2023春季换种会", 10)]),
    ("秦大海", [("2019春季换种会", 11)]),
]  # fmt: skip


def seedlib() -> object:
    bid = {b[0]: f"br{k + 1}" for k, b in enumerate(BRANCHES)}
    vid = {v[0]: f"v{k + 1:02d}" for k, v in enumerate(VARIETIES)}
    mid = {m[0]: f"m{k + 1:02d}" for k, m in enumerate(MEMBERS)}
    sid = {s[0]: f"sw{k + 1}" for k, s in enumerate(SWAPS)}
    branches = U.VertexFile("branch", [("name", "string"), ("district", "string"), ("opened", "int")])
    branches.rows = [[bid[n], n, d, y] for n, d, y in BRANCHES]
    varieties = U.VertexFile("variety", [("name", "string"), ("crop", "string"), ("days", "int")])
    varieties.rows = [[vid[n], n, c, d] for n, c, d in VARIETIES]
    stocks = U.EdgeFile("stocks", [("packets", "int")])
    for branch, held_ in STOCKS:
        stocks.rows += [[bid[branch], vid[v], n] for v, n in held_]
    members = U.VertexFile("member", [("name", "string"), ("born", "int"), ("rank", "string")])
    joined_at = U.EdgeFile("joined_at", [("since", "date"), ("volunteer", "bool")])
    for name, born, rank, homes in MEMBERS:
        members.rows.append([mid[name], name, born, rank])
        joined_at.rows += [[mid[name], bid[b], since, _bool(v)] for b, since, v in homes]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for master, pupils in MENTORS:
        mentors.rows += [[mid[master], mid[p], y] for p, y in pupils]
    donated = U.EdgeFile("donated", [("packets", "int"), ("year", "int")])
    for member, gifts in DONATED:
        donated.rows += [[mid[member], vid[v], n, y] for v, n, y in gifts]
    borrowed = U.EdgeFile("borrowed", [("year", "int"), ("returned", "bool")])
    for member, loans in BORROWED:
        borrowed.rows += [[mid[member], vid[v], y, _bool(r)] for v, y, r in loans]
    swaps = U.VertexFile("swap", [("name", "string"), ("year", "int"), ("season", "string")])
    swaps.rows = [[sid[n], n, y, s] for n, y, s in SWAPS]
    held = U.EdgeFile("held", [("budget", "double")])
    for branch, events in HELD:
        held.rows += [[bid[branch], sid[s], b] for s, b in events]
    attended = U.EdgeFile("attended", [("traded", "int")])
    for member, visits in ATTENDED:
        attended.rows += [[mid[member], sid[s], n] for s, n in visits]
    return U.Graph(
        "seedlib",
        8,
        SEEDLIB_DDL,
        [branches, members, varieties, swaps],
        [mentors, joined_at, donated, borrowed, stocks, attended, held],
    )


# --------------------------------------------------------------------------- escape (English names as ids)

ESCAPE_DDL = """
CREATE TAG IF NOT EXISTS venue(name string, city string, opened int COMMENT "year the venue opened");
CREATE TAG IF NOT EXISTS room(name string, theme string COMMENT "horror, mystery, sci-fi or adventure", difficulty int COMMENT "1 (easy) to 5 (hardest)", minutes int COMMENT "time limit", price double COMMENT "GBP per team");
CREATE TAG IF NOT EXISTS person(name string, born int COMMENT "year of birth", role string COMMENT "designer, gamemaster or manager");
CREATE TAG IF NOT EXISTS team(name string, founded int COMMENT "year the team formed");
CREATE EDGE IF NOT EXISTS coached(year int COMMENT "year the coaching began") COMMENT = "mentor -> trainee (person -> person)";
CREATE EDGE IF NOT EXISTS located_at(floor int) COMMENT = "room -> venue";
CREATE EDGE IF NOT EXISTS designed(year int COMMENT "year the room opened") COMMENT = "person -> room";
CREATE EDGE IF NOT EXISTS hosts(shifts int COMMENT "shifts a week as the room's gamemaster") COMMENT = "person -> room";
CREATE EDGE IF NOT EXISTS manages(since date) COMMENT = "person -> venue";
CREATE EDGE IF NOT EXISTS escaped(minutes int COMMENT "minutes taken to get out", hints int COMMENT "hints used") COMMENT = "team -> room";
CREATE TAG INDEX IF NOT EXISTS venue_name_index ON venue(name(32));
CREATE TAG INDEX IF NOT EXISTS room_name_index ON room(name(32));
CREATE TAG INDEX IF NOT EXISTS room_theme_index ON room(theme(16));
CREATE TAG INDEX IF NOT EXISTS person_name_index ON person(name(32));
CREATE TAG INDEX IF NOT EXISTS person_role_index ON person(role(16));
CREATE TAG INDEX IF NOT EXISTS team_name_index ON team(name(32));
"""

#: (name, city, opened)
VENUES = [
    ("Lockbox Central", "Manchester", 2014),
    ("Cipher House", "Bristol", 2016),
    ("The Vault Rooms", "Leeds", 2012),
    ("Clue Quarter", "Bristol", 2019),
    ("Riddle Dock", "Liverpool", 2021),
]  # fmt: skip
#: (name, theme, difficulty, minutes, price, venue, floor)
ROOMS = [
    ("The Asylum", "horror", 5, 60, 90.0, "Lockbox Central", 2),
    ("Pharaoh's Tomb", "adventure", 3, 60, 75.0, "Lockbox Central", 1),
    ("Station Zero", "sci-fi", 4, 75, 85.0, "Lockbox Central", 3),
    ("The Heist", "mystery", 4, 60, 80.0, "The Vault Rooms", 0),
    ("Manor of Whispers", "horror", 3, 90, 95.0, "The Vault Rooms", 1),
    ("Agatha's Study", "mystery", 2, 45, 60.0, "Cipher House", 1),
    ("Lunar Base", "sci-fi", 5, 90, 110.0, "Cipher House", 2),
    ("Jungle Run", "adventure", 1, 45, 55.0, "Clue Quarter", 0),
    ("Dead Man's Cabin", "horror", 4, 60, 70.0, "Clue Quarter", 1),
    ("Code Breakers", "mystery", 3, 60, 65.0, "Riddle Dock", 0),
    ("Sunken Ship", "adventure", 4, 75, 88.0, "Riddle Dock", 1),
    ("Clockwork Tower", "mystery", 2, 45, 68.0, "Riddle Dock", 2),
]  # fmt: skip
#: (name, born, role)
PEOPLE = [
    ("Alice Brennan", 1975, "designer"),
    ("Tom Okoye", 1980, "designer"),
    ("Hannah Cole", 1988, "designer"),
    ("Pete Sykes", 1996, "designer"),
    ("Raj Patel", 1992, "gamemaster"),
    ("Emma Lund", 1995, "gamemaster"),
    ("Kofi Mensah", 1990, "gamemaster"),
    ("Lucy Hart", 1998, "gamemaster"),
    ("Sam Ortiz", 2000, "gamemaster"),
    ("Jade Wu", 1999, "gamemaster"),
    ("Nina Volkova", 1983, "manager"),
    ("Ollie Grant", 1978, "manager"),
    ("Marta Silva", 1986, "manager"),
    ("Iris Dunn", 1972, "designer"),
    ("Ben Frost", 1994, "gamemaster"),
]  # fmt: skip
#: (mentor, [(trainee, year)])
COACHED = [
    ("Alice Brennan", [("Tom Okoye", 2008), ("Hannah Cole", 2013)]),
    ("Tom Okoye", [("Pete Sykes", 2018)]),
    ("Ollie Grant", [("Nina Volkova", 2012), ("Raj Patel", 2015), ("Marta Silva", 2014)]),
    ("Nina Volkova", [("Emma Lund", 2017), ("Kofi Mensah", 2016)]),
    ("Raj Patel", [("Lucy Hart", 2019), ("Sam Ortiz", 2021), ("Ben Frost", 2022)]),
    ("Emma Lund", [("Jade Wu", 2020)]),
]  # fmt: skip
#: (designer, [(room, year)])
DESIGNED = [
    ("Alice Brennan", [("The Asylum", 2014), ("Manor of Whispers", 2012), ("The Heist", 2013)]),
    ("Tom Okoye", [("Pharaoh's Tomb", 2015), ("Lunar Base", 2017), ("Sunken Ship", 2021)]),
    ("Hannah Cole", [("Agatha's Study", 2016), ("Dead Man's Cabin", 2019), ("Code Breakers", 2022)]),
    ("Pete Sykes", [("Station Zero", 2019), ("Jungle Run", 2020)]),
    ("Kofi Mensah", [("Code Breakers", 2022)]),
    ("Iris Dunn", [("Clockwork Tower", 2023)]),
]  # fmt: skip
#: (gamemaster, [(room, shifts a week)])
HOSTS = [
    ("Raj Patel", [("The Asylum", 4), ("Station Zero", 3)]),
    ("Emma Lund", [("Agatha's Study", 5), ("Lunar Base", 2)]),
    ("Kofi Mensah", [("The Heist", 6), ("Manor of Whispers", 1)]),
    ("Lucy Hart", [("Jungle Run", 7), ("Dead Man's Cabin", 8)]),
    ("Sam Ortiz", [("Code Breakers", 4), ("Sunken Ship", 5)]),
    ("Jade Wu", [("Pharaoh's Tomb", 2), ("Agatha's Study", 3)]),
    ("Ben Frost", [("Clockwork Tower", 2)]),
]  # fmt: skip
#: (manager, [(venue, since)])
MANAGES = [
    ("Nina Volkova", [("Lockbox Central", dt.date(2014, 3, 1)), ("Cipher House", dt.date(2018, 1, 15))]),
    ("Ollie Grant", [("The Vault Rooms", dt.date(2012, 5, 1))]),
    ("Marta Silva", [("Clue Quarter", dt.date(2019, 9, 1)), ("Riddle Dock", dt.date(2021, 4, 10))]),
]  # fmt: skip
#: (name, founded, [(room, minutes, hints)])
TEAMS = [
    ("Red Herrings", 2015, [("The Asylum", 52, 1), ("The Heist", 48, 0), ("Lunar Base", 85, 2), ("Manor of Whispers", 70, 1)]),
    ("Lock Pickers", 2017, [("The Heist", 55, 2), ("Agatha's Study", 31, 0), ("Code Breakers", 44, 1)]),
    ("The Unlockables", 2016, [("Pharaoh's Tomb", 41, 0), ("Station Zero", 68, 3), ("The Asylum", 58, 2), ("Sunken Ship", 66, 1)]),
    ("Clueless", 2019, [("Jungle Run", 39, 4), ("Agatha's Study", 43, 3)]),
    ("Brain Freeze", 2020, [("Dead Man's Cabin", 57, 2), ("Code Breakers", 50, 2)]),
    ("Night Owls", 2018, [("Manor of Whispers", 83, 0), ("Lunar Base", 88, 1), ("Sunken Ship", 71, 2)]),
    ("Puzzle Pals", 2021, [("Jungle Run", 47, 1)]),
    ("Final Clue", 2022, [("Code Breakers", 62, 2)]),
]  # fmt: skip


def escape() -> object:
    venues = U.VertexFile("venue", [("name", "string"), ("city", "string"), ("opened", "int")])
    venues.rows = [[n, n, c, y] for n, c, y in VENUES]
    rooms = U.VertexFile(
        "room",
        [
            ("name", "string"),
            ("theme", "string"),
            ("difficulty", "int"),
            ("minutes", "int"),
            ("price", "double"),
        ],
    )
    located_at = U.EdgeFile("located_at", [("floor", "int")])
    for name, theme, difficulty, minutes, price, venue, floor in ROOMS:
        rooms.rows.append([name, name, theme, difficulty, minutes, price])
        located_at.rows.append([name, venue, floor])
    people = U.VertexFile("person", [("name", "string"), ("born", "int"), ("role", "string")])
    people.rows = [[n, n, b, r] for n, b, r in PEOPLE]
    coached = U.EdgeFile("coached", [("year", "int")])
    for mentor, trainees in COACHED:
        coached.rows += [[mentor, t, y] for t, y in trainees]
    designed = U.EdgeFile("designed", [("year", "int")])
    for designer, made in DESIGNED:
        designed.rows += [[designer, r, y] for r, y in made]
    hosts = U.EdgeFile("hosts", [("shifts", "int")])
    for gm, run in HOSTS:
        hosts.rows += [[gm, r, n] for r, n in run]
    manages = U.EdgeFile("manages", [("since", "date")])
    for manager, run in MANAGES:
        manages.rows += [[manager, v, since] for v, since in run]
    teams = U.VertexFile("team", [("name", "string"), ("founded", "int")])
    escaped = U.EdgeFile("escaped", [("minutes", "int"), ("hints", "int")])
    for name, founded, runs in TEAMS:
        teams.rows.append([name, name, founded])
        escaped.rows += [[name, r, m, h] for r, m, h in runs]
    return U.Graph(
        "escape",
        32,
        ESCAPE_DDL,
        [venues, rooms, people, teams],
        [coached, located_at, designed, hosts, manages, escaped],
    )


def build_all() -> list[object]:
    return [seedlib(), escape()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
