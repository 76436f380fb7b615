"""Write the two development graphs of ``eval/devshapes14/graphs/`` (shufa, boardgame).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at (several named entities, paths, top-k, negation over a
related entity, group-by, 2-hop through a tag the question does not name, counts of edges vs
vertices), half of it in Chinese. ``shufa`` (a calligraphy society: clubs, calligraphers,
works, exhibitions) has opaque ids, Chinese display names, English schema names with Chinese
COMMENTs and Chinese category strings (``rank`` 学员/会员/理事, ``script`` 楷书/行书/草书/隶书/篆书).
It has a same-tag edge (``teaches``: 老师 -> 学生, artist→artist), tags reached by several edge
types (``work``: ``wrote``, ``collects``, and the source of ``shown_at``; ``exhibition``:
``shown_at``, ``hosted``, ``visited``; ``club``: ``belongs_to`` and the source of
``collects``/``hosted``) and edge properties of every kind (``belongs_to``'s ``since`` date and
``officer`` bool, ``wrote``'s ``hours`` int, ``shown_at``'s ``prize`` bool, ``collects``'
``price`` double).
``boardgame`` (a board-game café chain: cafés, games, people, tournaments) has English names
that are the vertex ids, a same-tag edge (``taught``: teacher -> learner, person→person), tags
reached by several edge types (``game``: ``designed``, ``stocks``, ``played``; ``cafe``:
``works_at`` and the source of ``stocks``/``hosts``; ``tournament``: ``hosts``, ``entered``) and
edge properties of every kind (``played``' ``sessions`` and ``wins`` ints, ``works_at``'s
``since`` date, ``hosts``' ``prize`` double, ``entered``'s ``place`` int).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes14/make_graphs.py [--out eval/devshapes14/graphs]
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


# --------------------------------------------------------------------------- shufa (Chinese names, opaque ids)

SHUFA_DDL = """
CREATE TAG IF NOT EXISTS club(name string COMMENT "书社名称", district string COMMENT "所在城区", founded int COMMENT "成立年份") COMMENT = "书法社";
CREATE TAG IF NOT EXISTS artist(name string COMMENT "姓名", born int COMMENT "出生年份", rank string COMMENT "身份：学员/会员/理事") COMMENT = "书友";
CREATE TAG IF NOT EXISTS work(name string COMMENT "作品名称", script string COMMENT "书体：楷书/行书/草书/隶书/篆书", chars int COMMENT "字数", year int COMMENT "创作年份") COMMENT = "书法作品";
CREATE TAG IF NOT EXISTS exhibition(name string COMMENT "展览名称", year int COMMENT "举办年份", city string COMMENT "举办城市") COMMENT = "书法展";
CREATE EDGE IF NOT EXISTS teaches(since int COMMENT "开始教的年份") COMMENT = "老师 -> 学生（书友 -> 书友）";
CREATE EDGE IF NOT EXISTS belongs_to(since date COMMENT "入社日期", officer bool COMMENT "是否担任社里干事") COMMENT = "书友 -> 书法社";
CREATE EDGE IF NOT EXISTS wrote(hours int COMMENT "写了多少小时") COMMENT = "创作：书友 -> 作品";
CREATE EDGE IF NOT EXISTS shown_at(prize bool COMMENT "是否获奖") COMMENT = "参展：作品 -> 展览";
CREATE EDGE IF NOT EXISTS hosted(budget double COMMENT "经费，千元") COMMENT = "主办：书法社 -> 展览";
CREATE EDGE IF NOT EXISTS collects(price double COMMENT "收藏价，千元") COMMENT = "收藏：书法社 -> 作品";
CREATE EDGE IF NOT EXISTS visited(times int COMMENT "去看了几次") COMMENT = "观展：书友 -> 展览";
CREATE TAG INDEX IF NOT EXISTS club_name_index ON club(name(16));
CREATE TAG INDEX IF NOT EXISTS artist_name_index ON artist(name(16));
CREATE TAG INDEX IF NOT EXISTS artist_rank_index ON artist(rank(8));
CREATE TAG INDEX IF NOT EXISTS artist_born_index ON artist(born);
CREATE TAG INDEX IF NOT EXISTS work_name_index ON work(name(16));
CREATE TAG INDEX IF NOT EXISTS work_script_index ON work(script(8));
CREATE TAG INDEX IF NOT EXISTS exhibition_name_index ON exhibition(name(32));
"""

#: (name, district, founded)
CLUBS = [
    ("墨香书法社", "东城区", 2005),
    ("兰亭书社", "西湖区", 2010),
    ("青藤书会", "南山区", 2016),
    ("翰林书院", "北城区", 1998),
]  # fmt: skip
#: (name, born, rank, [(club, since, officer)])
ARTISTS = [
    ("王守仁", 1945, "理事", [("翰林书院", dt.date(1998, 3, 1), True)]),
    ("刘墨林", 1950, "理事", [("翰林书院", dt.date(1999, 5, 10), True), ("墨香书法社", dt.date(2005, 9, 1), False)]),
    ("陈静怡", 1962, "会员", [("墨香书法社", dt.date(2006, 4, 12), True)]),
    ("张一鸣", 1968, "会员", [("翰林书院", dt.date(2001, 10, 1), False)]),
    ("李书华", 1972, "会员", [("兰亭书社", dt.date(2010, 6, 18), True)]),
    ("赵雅琴", 1975, "理事", [("兰亭书社", dt.date(2010, 3, 20), True), ("青藤书会", dt.date(2016, 11, 11), True)]),
    ("孙浩然", 1980, "会员", [("兰亭书社", dt.date(2012, 8, 8), False)]),
    ("周雨萱", 1988, "学员", [("墨香书法社", dt.date(2015, 2, 14), False)]),
    ("吴子轩", 1990, "学员", [("青藤书会", dt.date(2017, 3, 3), False)]),
    ("郑晓梅", 1985, "会员", [("墨香书法社", dt.date(2009, 7, 1), False)]),
    ("黄志远", 1958, "理事", [("翰林书院", dt.date(2000, 1, 15), True)]),
    ("林小雨", 1995, "学员", [("青藤书会", dt.date(2018, 9, 9), False)]),
    ("何思远", 1999, "学员", [("青藤书会", dt.date(2020, 10, 10), False)]),
    ("高建华", 1966, "会员", [("兰亭书社", dt.date(2011, 12, 1), False)]),
    ("罗欣然", 2002, "学员", [("兰亭书社", dt.date(2021, 5, 5), False)]),
    ("马文涛", 1978, "会员", [("墨香书法社", dt.date(2019, 4, 4), False)]),
]  # fmt: skip
#: (老师, [(学生, since)])
TEACHES = [
    ("王守仁", [("陈静怡", 1985), ("张一鸣", 1990)]),
    ("刘墨林", [("李书华", 1995), ("赵雅琴", 1996), ("高建华", 1988)]),
    ("陈静怡", [("周雨萱", 2008), ("郑晓梅", 2005)]),
    ("赵雅琴", [("孙浩然", 2002), ("吴子轩", 2012), ("林小雨", 2015), ("何思远", 2019)]),
    ("孙浩然", [("罗欣然", 2020)]),
]  # fmt: skip
#: (name, script, chars, year)
WORKS = [
    ("兰亭序临本", "行书", 324, 2012),
    ("千字文", "楷书", 1000, 2008),
    ("将进酒", "草书", 176, 2015),
    ("心经", "楷书", 260, 2018),
    ("赤壁赋", "行书", 540, 2016),
    ("岳阳楼记", "楷书", 368, 2010),
    ("春江花月夜", "草书", 252, 2019),
    ("曹全碑临本", "隶书", 849, 2014),
    ("石鼓文临本", "篆书", 465, 2013),
    ("静夜思", "隶书", 20, 2021),
    ("陋室铭", "行书", 81, 2020),
    ("滕王阁序", "楷书", 773, 2022),
    ("归去来兮辞", "隶书", 340, 2017),
    ("山居秋暝", "草书", 40, 2023),
]  # fmt: skip
#: (artist, [(work, hours)])
WROTE = [
    ("王守仁", [("千字文", 120), ("岳阳楼记", 60)]),
    ("刘墨林", [("曹全碑临本", 90), ("石鼓文临本", 75)]),
    ("陈静怡", [("兰亭序临本", 40), ("心经", 25)]),
    ("张一鸣", [("赤壁赋", 50)]),
    ("李书华", [("归去来兮辞", 35), ("静夜思", 3)]),
    ("赵雅琴", [("将进酒", 18), ("春江花月夜", 22), ("山居秋暝", 6)]),
    ("孙浩然", [("陋室铭", 12)]),
    ("周雨萱", [("滕王阁序", 80)]),
]  # fmt: skip
#: (name, year, city)
SHOWS = [
    ("2015春季书法展", 2015, "杭州"),
    ("2018全国临帖展", 2018, "北京"),
    ("2021青年书法双年展", 2021, "深圳"),
    ("2023翰墨迎春展", 2023, "杭州"),
    ("2024书法进校园展", 2024, "苏州"),
    ("2019西泠雅集", 2019, "杭州"),
]  # fmt: skip
#: (work, [(show, prize)])
SHOWN_AT = [
    ("千字文", [("2015春季书法展", True), ("2018全国临帖展", False)]),
    ("兰亭序临本", [("2015春季书法展", False)]),
    ("将进酒", [("2015春季书法展", True)]),
    ("心经", [("2018全国临帖展", True)]),
    ("赤壁赋", [("2018全国临帖展", False), ("2023翰墨迎春展", False)]),
    ("岳阳楼记", [("2015春季书法展", False)]),
    ("春江花月夜", [("2021青年书法双年展", True)]),
    ("曹全碑临本", [("2018全国临帖展", False)]),
    ("陋室铭", [("2021青年书法双年展", False)]),
    ("静夜思", [("2021青年书法双年展", False), ("2023翰墨迎春展", True)]),
    ("滕王阁序", [("2023翰墨迎春展", True)]),
    ("归去来兮辞", [("2018全国临帖展", False)]),
    ("山居秋暝", [("2023翰墨迎春展", False)]),
    ("石鼓文临本", [("2024书法进校园展", False)]),
    ("岳阳楼记", [("2019西泠雅集", True)]),
    ("曹全碑临本", [("2019西泠雅集", True)]),
]  # fmt: skip
#: (club, [(show, budget in 千元)])
HOSTED = [
    ("墨香书法社", [("2015春季书法展", 12.5)]),
    ("翰林书院", [("2018全国临帖展", 30.0)]),
    ("青藤书会", [("2021青年书法双年展", 8.0)]),
    ("兰亭书社", [("2023翰墨迎春展", 15.0)]),
    ("墨香书法社", [("2024书法进校园展", 5.0)]),
    ("翰林书院", [("2019西泠雅集", 20.0)]),
]  # fmt: skip
#: (club, [(work, price in 千元)])
COLLECTS = [
    ("翰林书院", [("千字文", 50.0), ("岳阳楼记", 32.0), ("曹全碑临本", 28.0)]),
    ("墨香书法社", [("兰亭序临本", 18.0), ("心经", 12.0), ("千字文", 45.0)]),
    ("兰亭书社", [("将进酒", 9.0), ("归去来兮辞", 14.0), ("陋室铭", 6.5)]),
    ("青藤书会", [("春江花月夜", 11.0), ("静夜思", 2.5), ("赤壁赋", 20.0)]),
]  # fmt: skip
#: (artist, [(show, times)])
VISITED = [
    ("王守仁", [("2015春季书法展", 1), ("2018全国临帖展", 2)]),
    ("刘墨林", [("2018全国临帖展", 1)]),
    ("陈静怡", [("2015春季书法展", 3), ("2023翰墨迎春展", 1)]),
    ("周雨萱", [("2015春季书法展", 1), ("2021青年书法双年展", 2), ("2023翰墨迎春展", 2)]),
    ("吴子轩", [("2021青年书法双年展", 1)]),
    ("林小雨", [("2021青年书法双年展", 4), ("2023翰墨迎春展", 1)]),
    ("何思远", [("2021青年书法双年展", 1)]),
    ("孙浩然", [("2018全国临帖展", 1), ("2021青年书法双年展", 1)]),
    ("罗欣然", [("2023翰墨迎春展", 3)]),
    ("郑晓梅", [("2015春季书法展", 2), ("2024书法进校园展", 1)]),
    ("马文涛", [("2024书法进校园展", 1)]),
    ("刘墨林", [("2019西泠雅集", 2)]),
    ("王守仁", [("2019西泠雅集", 1)]),
]  # fmt: skip


def shufa() -> object:
    cid = {c[0]: f"c{k + 1}" for k, c in enumerate(CLUBS)}
    aid = {a[0]: f"a{k + 1:02d}" for k, a in enumerate(ARTISTS)}
    wid = {w[0]: f"w{k + 1:02d}" for k, w in enumerate(WORKS)}
    sid = {s[0]: f"s{k + 1}" for k, s in enumerate(SHOWS)}
    clubs = U.VertexFile("club", [("name", "string"), ("district", "string"), ("founded", "int")])
    clubs.rows = [[cid[n], n, d, y] for n, d, y in CLUBS]
    artists = U.VertexFile("artist", [("name", "string"), ("born", "int"), ("rank", "string")])
    belongs_to = U.EdgeFile("belongs_to", [("since", "date"), ("officer", "bool")])
    for name, born, rank, homes in ARTISTS:
        artists.rows.append([aid[name], name, born, rank])
        belongs_to.rows += [[aid[name], cid[c], since, _bool(o)] for c, since, o in homes]
    teaches = U.EdgeFile("teaches", [("since", "int")])
    for teacher, pupils in TEACHES:
        teaches.rows += [[aid[teacher], aid[p], y] for p, y in pupils]
    works = U.VertexFile(
        "work", [("name", "string"), ("script", "string"), ("chars", "int"), ("year", "int")]
    )
    works.rows = [[wid[n], n, s, c, y] for n, s, c, y in WORKS]
    wrote = U.EdgeFile("wrote", [("hours", "int")])
    for artist, made in WROTE:
        wrote.rows += [[aid[artist], wid[w], h] for w, h in made]
    shows = U.VertexFile("exhibition", [("name", "string"), ("year", "int"), ("city", "string")])
    shows.rows = [[sid[n], n, y, c] for n, y, c in SHOWS]
    shown_at = U.EdgeFile("shown_at", [("prize", "bool")])
    for work, shows_ in SHOWN_AT:
        shown_at.rows += [[wid[work], sid[s], _bool(p)] for s, p in shows_]
    hosted = U.EdgeFile("hosted", [("budget", "double")])
    for club, events in HOSTED:
        hosted.rows += [[cid[club], sid[s], b] for s, b in events]
    collects = U.EdgeFile("collects", [("price", "double")])
    for club, kept in COLLECTS:
        collects.rows += [[cid[club], wid[w], p] for w, p in kept]
    visited = U.EdgeFile("visited", [("times", "int")])
    for artist, seen in VISITED:
        visited.rows += [[aid[artist], sid[s], n] for s, n in seen]
    return U.Graph(
        "shufa",
        8,
        SHUFA_DDL,
        [clubs, artists, works, shows],
        [teaches, belongs_to, wrote, shown_at, hosted, collects, visited],
    )


# --------------------------------------------------------------------------- boardgame (English names as ids)

BOARDGAME_DDL = """
CREATE TAG IF NOT EXISTS cafe(name string, city string, opened int COMMENT "year the cafe opened");
CREATE TAG IF NOT EXISTS game(name string, genre string COMMENT "strategy, party, coop or family", max_players int COMMENT "most players at one table", minutes int COMMENT "typical playing time", price double COMMENT "GBP to buy a copy");
CREATE TAG IF NOT EXISTS person(name string, born int COMMENT "year of birth", role string COMMENT "designer, host or regular");
CREATE TAG IF NOT EXISTS tournament(name string, year int);
CREATE EDGE IF NOT EXISTS taught(year int COMMENT "year the teaching began") COMMENT = "teacher -> learner (person -> person)";
CREATE EDGE IF NOT EXISTS designed(year int COMMENT "year the game came out") COMMENT = "person -> game";
CREATE EDGE IF NOT EXISTS stocks(copies int COMMENT "copies on the shelf") COMMENT = "cafe -> game";
CREATE EDGE IF NOT EXISTS works_at(since date) COMMENT = "person -> cafe";
CREATE EDGE IF NOT EXISTS played(sessions int COMMENT "sessions logged", wins int COMMENT "sessions won") COMMENT = "person -> game";
CREATE EDGE IF NOT EXISTS hosts(prize double COMMENT "prize money, GBP") COMMENT = "cafe -> tournament";
CREATE EDGE IF NOT EXISTS entered(place int COMMENT "final placing, 1 = winner") COMMENT = "person -> tournament";
CREATE TAG INDEX IF NOT EXISTS cafe_name_index ON cafe(name(32));
CREATE TAG INDEX IF NOT EXISTS game_name_index ON game(name(32));
CREATE TAG INDEX IF NOT EXISTS game_genre_index ON game(genre(16));
CREATE TAG INDEX IF NOT EXISTS game_players_index ON game(max_players);
CREATE TAG INDEX IF NOT EXISTS person_name_index ON person(name(32));
CREATE TAG INDEX IF NOT EXISTS person_role_index ON person(role(16));
CREATE TAG INDEX IF NOT EXISTS tournament_name_index ON tournament(name(32));
"""

#: (name, city, opened)
CAFES = [
    ("Meeple Corner", "Leeds", 2015),
    ("Dice & Slice", "York", 2018),
    ("The Rolling Pawn", "Leeds", 2012),
    ("Tabletop Haven", "Sheffield", 2020),
    ("Pawn Shop Social", "Hull", 2022),
    ("The Dice Tower", "York", 2016),
]  # fmt: skip
#: (name, genre, max_players, minutes, price)
GAMES = [
    ("Iron Harbour", "strategy", 4, 120, 55.0),
    ("Star Traders", "strategy", 5, 90, 48.0),
    ("Word Rush", "party", 8, 20, 18.0),
    ("Pixel Panic", "party", 6, 15, 22.0),
    ("Forest Keepers", "coop", 4, 60, 40.0),
    ("Deep Dive", "coop", 5, 75, 45.0),
    ("Garden Path", "family", 4, 30, 28.0),
    ("Choo Choo Line", "family", 5, 45, 32.0),
    ("Castle Siege", "strategy", 2, 60, 35.0),
    ("Night Market", "party", 7, 30, 25.0),
    ("Lantern Bay", "coop", 3, 50, 38.0),
    ("Sky Pirates", "strategy", 4, 100, 50.0),
    ("Quiz Quest", "party", 10, 25, 20.0),
    ("Tiny Farms", "family", 4, 35, 30.0),
]  # fmt: skip
#: (name, born, role)
PEOPLE = [
    ("Greta Holm", 1970, "designer"),
    ("Marcus Lee", 1982, "designer"),
    ("Priya Nair", 1990, "designer"),
    ("Owen Blake", 1985, "host"),
    ("Sofia Reyes", 1993, "host"),
    ("Liam Carter", 1997, "host"),
    ("Ada Kim", 2000, "host"),
    ("Noah Fisher", 1988, "regular"),
    ("Mia Grant", 1995, "regular"),
    ("Ethan Shaw", 1979, "regular"),
    ("Zoe Park", 2003, "regular"),
    ("Felix Ward", 1991, "regular"),
    ("Hugo Brandt", 1975, "designer"),
    ("Ivy Chen", 1999, "host"),
    ("Leo Marsh", 2001, "regular"),
    ("Nora Quinn", 1986, "regular"),
]  # fmt: skip
#: (teacher, [(learner, year)])
TAUGHT = [
    ("Greta Holm", [("Marcus Lee", 2008), ("Priya Nair", 2014)]),
    ("Marcus Lee", [("Owen Blake", 2012)]),
    ("Owen Blake", [("Sofia Reyes", 2016), ("Liam Carter", 2018), ("Ada Kim", 2021)]),
    ("Sofia Reyes", [("Mia Grant", 2019)]),
    ("Ethan Shaw", [("Noah Fisher", 2010), ("Felix Ward", 2015), ("Nora Quinn", 2017)]),
    ("Noah Fisher", [("Zoe Park", 2022)]),
]  # fmt: skip
#: (designer, [(game, year)])
DESIGNED = [
    ("Greta Holm", [("Iron Harbour", 2011), ("Castle Siege", 2009), ("Garden Path", 2016)]),
    ("Marcus Lee", [("Star Traders", 2014), ("Deep Dive", 2019), ("Choo Choo Line", 2015), ("Pixel Panic", 2021)]),
    ("Priya Nair", [("Word Rush", 2017), ("Forest Keepers", 2020), ("Lantern Bay", 2022), ("Pixel Panic", 2021), ("Quiz Quest", 2023)]),
    ("Owen Blake", [("Night Market", 2018)]),
    ("Hugo Brandt", [("Sky Pirates", 2023), ("Tiny Farms", 2024)]),
]  # fmt: skip
#: (cafe, [(game, copies)])
STOCKS = [
    ("Meeple Corner", [("Iron Harbour", 2), ("Word Rush", 3), ("Forest Keepers", 1), ("Garden Path", 2)]),
    ("Dice & Slice", [("Pixel Panic", 4), ("Night Market", 2), ("Word Rush", 1), ("Deep Dive", 2)]),
    ("The Rolling Pawn", [("Iron Harbour", 1), ("Star Traders", 2), ("Castle Siege", 3), ("Choo Choo Line", 1), ("Lantern Bay", 3)]),
    ("Tabletop Haven", [("Forest Keepers", 2), ("Garden Path", 1), ("Pixel Panic", 1)]),
    ("The Dice Tower", [("Sky Pirates", 2), ("Quiz Quest", 3), ("Tiny Farms", 1), ("Word Rush", 2)]),
    ("Pawn Shop Social", [("Tiny Farms", 2), ("Castle Siege", 1)]),
]  # fmt: skip
#: (person, [(cafe, since)])
WORKS_AT = [
    ("Owen Blake", [("The Rolling Pawn", dt.date(2012, 4, 1))]),
    ("Sofia Reyes", [("Meeple Corner", dt.date(2016, 6, 15))]),
    ("Liam Carter", [("Dice & Slice", dt.date(2018, 9, 1)), ("Meeple Corner", dt.date(2020, 1, 10))]),
    ("Ada Kim", [("Tabletop Haven", dt.date(2021, 3, 5))]),
    ("Marcus Lee", [("The Rolling Pawn", dt.date(2013, 2, 1))]),
    ("Ivy Chen", [("The Dice Tower", dt.date(2022, 5, 1))]),
    ("Hugo Brandt", [("Pawn Shop Social", dt.date(2022, 8, 20))]),
]  # fmt: skip
#: (person, [(game, sessions, wins)])
PLAYED = [
    ("Noah Fisher", [("Iron Harbour", 12, 5), ("Star Traders", 8, 3), ("Castle Siege", 5, 4)]),
    ("Mia Grant", [("Word Rush", 20, 9), ("Pixel Panic", 15, 6), ("Forest Keepers", 7, 2)]),
    ("Ethan Shaw", [("Iron Harbour", 30, 14), ("Deep Dive", 10, 4), ("Choo Choo Line", 6, 1)]),
    ("Zoe Park", [("Pixel Panic", 9, 5), ("Night Market", 11, 3)]),
    ("Felix Ward", [("Garden Path", 4, 2), ("Lantern Bay", 6, 3), ("Forest Keepers", 3, 1)]),
    ("Sofia Reyes", [("Word Rush", 5, 1), ("Deep Dive", 4, 2)]),
    ("Liam Carter", [("Castle Siege", 7, 2)]),
    ("Leo Marsh", [("Quiz Quest", 14, 7), ("Sky Pirates", 3, 0)]),
    ("Nora Quinn", [("Sky Pirates", 9, 4), ("Iron Harbour", 2, 0)]),
    ("Ivy Chen", [("Tiny Farms", 5, 2)]),
]  # fmt: skip
#: (name, year)
TOURNAMENTS = [
    ("Spring Dice Cup", 2023),
    ("Harbour Masters Open", 2024),
    ("Party Night Finals", 2024),
    ("York Meeple Masters", 2025),
]  # fmt: skip
#: (cafe, [(tournament, prize)])
HOSTS = [
    ("The Rolling Pawn", [("Harbour Masters Open", 500.0)]),
    ("Meeple Corner", [("Spring Dice Cup", 200.0)]),
    ("Dice & Slice", [("Party Night Finals", 150.0)]),
    ("The Dice Tower", [("York Meeple Masters", 300.0)]),
]  # fmt: skip
#: (person, [(tournament, place)])
ENTERED = [
    ("Noah Fisher", [("Harbour Masters Open", 2), ("Spring Dice Cup", 1)]),
    ("Ethan Shaw", [("Harbour Masters Open", 1)]),
    ("Mia Grant", [("Party Night Finals", 1), ("Spring Dice Cup", 3)]),
    ("Zoe Park", [("Party Night Finals", 2)]),
    ("Felix Ward", [("Spring Dice Cup", 2)]),
    ("Liam Carter", [("Harbour Masters Open", 3)]),
    ("Leo Marsh", [("York Meeple Masters", 1)]),
    ("Nora Quinn", [("York Meeple Masters", 2)]),
]  # fmt: skip


def boardgame() -> object:
    cafes = U.VertexFile("cafe", [("name", "string"), ("city", "string"), ("opened", "int")])
    cafes.rows = [[n, n, c, y] for n, c, y in CAFES]
    games = U.VertexFile(
        "game",
        [
            ("name", "string"),
            ("genre", "string"),
            ("max_players", "int"),
            ("minutes", "int"),
            ("price", "double"),
        ],
    )
    games.rows = [[n, n, g, p, m, c] for n, g, p, m, c in GAMES]
    people = U.VertexFile("person", [("name", "string"), ("born", "int"), ("role", "string")])
    people.rows = [[n, n, b, r] for n, b, r in PEOPLE]
    tournaments = U.VertexFile("tournament", [("name", "string"), ("year", "int")])
    tournaments.rows = [[n, n, y] for n, y in TOURNAMENTS]
    taught = U.EdgeFile("taught", [("year", "int")])
    for teacher, learners in TAUGHT:
        taught.rows += [[teacher, t, y] for t, y in learners]
    designed = U.EdgeFile("designed", [("year", "int")])
    for designer, made in DESIGNED:
        designed.rows += [[designer, g, y] for g, y in made]
    stocks = U.EdgeFile("stocks", [("copies", "int")])
    for cafe, shelf in STOCKS:
        stocks.rows += [[cafe, g, n] for g, n in shelf]
    works_at = U.EdgeFile("works_at", [("since", "date")])
    for person, jobs in WORKS_AT:
        works_at.rows += [[person, c, since] for c, since in jobs]
    played = U.EdgeFile("played", [("sessions", "int"), ("wins", "int")])
    for person, log in PLAYED:
        played.rows += [[person, g, s, w] for g, s, w in log]
    hosts = U.EdgeFile("hosts", [("prize", "double")])
    for cafe, events in HOSTS:
        hosts.rows += [[cafe, t, p] for t, p in events]
    entered = U.EdgeFile("entered", [("place", "int")])
    for person, events in ENTERED:
        entered.rows += [[person, t, p] for t, p in events]
    return U.Graph(
        "boardgame",
        32,
        BOARDGAME_DDL,
        [cafes, games, people, tournaments],
        [taught, designed, stocks, works_at, played, hosts, entered],
    )


def build_all() -> list[object]:
    return [shufa(), boardgame()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
