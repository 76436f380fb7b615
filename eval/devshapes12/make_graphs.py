"""Write the two development graphs of ``eval/devshapes12/graphs/`` (pottery, quiz).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at (paths, top-k and order, property lookups of one or several
named entities, subgraphs, questions about two entities at once), half of it in Chinese.
``pottery`` (a pottery-studio network: studios, kilns, potters, pieces) has opaque ids, Chinese
display names, English schema names with Chinese COMMENTs and Chinese category strings (``level``
老师/助教/学员, ``glaze`` 青瓷/天目/柴烧/粉引, ``fuel`` 电/柴/气). It has a same-tag edge
(``taught``: 老师 -> 学生, potter→potter, with chains three generations deep), a piece made by two
potters, a potter at two studios, a potter at no studio and one with no edge at all, pieces never
fired, and edge properties of every kind (``works_at``' ``owner`` bool, ``fired_in``'s
``temp`` int, ``made``'s ``days`` int).
``quiz`` (a pub-quiz league: pubs, teams, players, quiz nights) has English names that are the
vertex ids, a same-tag edge (``recruited``: who brought whom into the league, player→player,
chains four deep), a player on two teams, players on no team, a team that entered nothing,
tags reached by several edge types (``quiz``: ``entered``, ``wrote``, and the source of
``hosted_at``; ``pub``: ``home_pub``, ``hosted_at``) and edge properties (``entered``'
``score`` and ``place`` ints, ``hosted_at``'s ``fee`` double, ``plays_for``' ``captain`` bool).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes12/make_graphs.py [--out eval/devshapes12/graphs]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit's script loader

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")


def _bool(flag: bool) -> str:
    """The importer's text for a bool cell."""
    return "true" if flag else "false"


# --------------------------------------------------------------------------- pottery (Chinese names, opaque ids)

POTTERY_DDL = """
CREATE TAG IF NOT EXISTS studio(name string COMMENT "工作室名称", district string COMMENT "所在城区", opened int COMMENT "开业年份") COMMENT = "陶艺工作室";
CREATE TAG IF NOT EXISTS kiln(name string COMMENT "窑名", fuel string COMMENT "燃料：电/柴/气", capacity int COMMENT "一窑能装几件") COMMENT = "窑";
CREATE TAG IF NOT EXISTS potter(name string COMMENT "姓名", born int COMMENT "出生年份", level string COMMENT "级别：老师/助教/学员") COMMENT = "陶艺师";
CREATE TAG IF NOT EXISTS piece(name string COMMENT "作品名称", glaze string COMMENT "釉色：青瓷/天目/柴烧/粉引", price int COMMENT "标价，元", year int COMMENT "完成年份") COMMENT = "作品";
CREATE EDGE IF NOT EXISTS taught(since int COMMENT "开始教的年份") COMMENT = "老师 -> 学生（陶艺师 -> 陶艺师）";
CREATE EDGE IF NOT EXISTS works_at(since int COMMENT "入驻年份", owner bool COMMENT "是否主理人") COMMENT = "陶艺师 -> 工作室";
CREATE EDGE IF NOT EXISTS made(days int COMMENT "做了几天") COMMENT = "制作：陶艺师 -> 作品";
CREATE EDGE IF NOT EXISTS fired_in(temp int COMMENT "烧成温度，摄氏度") COMMENT = "烧制：作品 -> 窑";
CREATE EDGE IF NOT EXISTS located_in(built int COMMENT "建窑年份") COMMENT = "窑 -> 工作室";
CREATE TAG INDEX IF NOT EXISTS studio_name_index ON studio(name(16));
CREATE TAG INDEX IF NOT EXISTS kiln_name_index ON kiln(name(16));
CREATE TAG INDEX IF NOT EXISTS potter_name_index ON potter(name(16));
CREATE TAG INDEX IF NOT EXISTS potter_level_index ON potter(level(8));
CREATE TAG INDEX IF NOT EXISTS piece_name_index ON piece(name(16));
CREATE TAG INDEX IF NOT EXISTS piece_glaze_index ON piece(glaze(8));
"""

#: (name, district, opened)
STUDIOS = [
    ("泥巴工坊", "东城区", 2010),
    ("青窑陶社", "西湖区", 2014),
    ("小满陶艺", "滨江区", 2018),
    ("一土工作室", "老城区", 2021),
]  # fmt: skip
#: (name, fuel, capacity, studio, built)
KILNS = [
    ("大柴窑", "柴", 120, "青窑陶社", 2015),
    ("一号电窑", "电", 40, "泥巴工坊", 2010),
    ("二号电窑", "电", 60, "泥巴工坊", 2016),
    ("气窑", "气", 80, "小满陶艺", 2018),
    ("小电窑", "电", 30, "一土工作室", 2021),
]  # fmt: skip
#: (name, born, level, [(studio, since, owner)])
POTTERS = [
    ("顾长风", 1958, "老师", [("青窑陶社", 2014, True)]),
    ("林素心", 1965, "老师", [("泥巴工坊", 2010, True)]),
    ("方一鸣", 1972, "老师", [("泥巴工坊", 2011, False), ("小满陶艺", 2018, True)]),
    ("宋雨晴", 1980, "助教", [("青窑陶社", 2015, False)]),
    ("唐墨", 1985, "助教", [("泥巴工坊", 2013, False)]),
    ("白露", 1990, "助教", [("小满陶艺", 2019, False)]),
    ("高远", 1978, "老师", [("一土工作室", 2021, True)]),
    ("何小禾", 1995, "学员", [("泥巴工坊", 2020, False)]),
    ("江枫", 1993, "学员", [("青窑陶社", 2019, False)]),
    ("陆青青", 1999, "学员", [("小满陶艺", 2022, False)]),
    ("许一诺", 2001, "学员", [("一土工作室", 2022, False)]),
    ("周可", 1988, "助教", [("一土工作室", 2021, False), ("青窑陶社", 2017, False)]),
    ("孟夏", 1997, "学员", [("青窑陶社", 2023, False)]),
    ("叶知秋", 1969, "老师", []),
    ("苏小米", 2003, "学员", []),
]  # fmt: skip
#: (老师, [(学生, since)])
TAUGHT = [
    ("顾长风", [("宋雨晴", 2008), ("方一鸣", 1995), ("江枫", 2019)]),
    ("林素心", [("唐墨", 2012), ("周可", 2010)]),
    ("方一鸣", [("白露", 2016), ("高远", 2003)]),
    ("宋雨晴", [("孟夏", 2023)]),
    ("唐墨", [("何小禾", 2020)]),
    ("白露", [("陆青青", 2022)]),
    ("高远", [("许一诺", 2022)]),
    ("叶知秋", [("林素心", 1990)]),
]  # fmt: skip
#: (name, glaze, price, year, [(maker, days)], kiln or None, temp)
PIECES = [
    ("雨过天青盏", "青瓷", 680, 2019, [("顾长风", 12)], "大柴窑", 1280),
    ("兔毫建盏", "天目", 1200, 2020, [("顾长风", 20)], "大柴窑", 1300),
    ("青瓷梅瓶", "青瓷", 2600, 2018, [("方一鸣", 30)], "气窑", 1260),
    ("粉引茶碗", "粉引", 360, 2021, [("林素心", 8)], "一号电窑", 1230),
    ("柴烧大罐", "柴烧", 3200, 2017, [("顾长风", 45), ("宋雨晴", 40)], "大柴窑", 1320),
    ("小鱼筷架", "粉引", 60, 2022, [("何小禾", 2)], "二号电窑", 1200),
    ("油滴天目碗", "天目", 1500, 2021, [("宋雨晴", 18)], "大柴窑", 1310),
    ("荷叶盘", "青瓷", 420, 2022, [("白露", 10), ("陆青青", 6)], "气窑", 1250),
    ("白瓷花器", "粉引", 520, 2023, [("唐墨", 9)], "二号电窑", 1220),
    ("松木柴烧杯", "柴烧", 280, 2023, [("江枫", 5)], "大柴窑", 1290),
    ("山形香插", "青瓷", 150, 2023, [("许一诺", 3)], "小电窑", 1210),
    ("黑釉茶罐", "天目", 880, 2022, [("高远", 14)], "小电窑", 1240),
    ("练习杯", "粉引", 30, 2023, [("孟夏", 1)], None, 0),
    ("月白笔洗", "青瓷", 960, 2020, [("方一鸣", 16)], "二号电窑", 1270),
    ("灰釉小碟", "天目", 90, 2024, [("周可", 4)], "小电窑", 1230),
    ("树纹花插", "柴烧", 340, 2024, [("孟夏", 6)], "气窑", 1245),
    ("练习碗", "粉引", 40, 2024, [("何小禾", 3)], None, 0),
]  # fmt: skip


def pottery() -> object:
    sid = {s[0]: f"s{k + 1}" for k, s in enumerate(STUDIOS)}
    kid = {k_[0]: f"k{k + 1}" for k, k_ in enumerate(KILNS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(POTTERS)}
    xid = {x[0]: f"pc{k + 1:02d}" for k, x in enumerate(PIECES)}
    studios = U.VertexFile("studio", [("name", "string"), ("district", "string"), ("opened", "int")])
    studios.rows = [[sid[n], n, d, y] for n, d, y in STUDIOS]
    kilns = U.VertexFile("kiln", [("name", "string"), ("fuel", "string"), ("capacity", "int")])
    located_in = U.EdgeFile("located_in", [("built", "int")])
    for name, fuel, capacity, studio, built in KILNS:
        kilns.rows.append([kid[name], name, fuel, capacity])
        located_in.rows.append([kid[name], sid[studio], built])
    potters = U.VertexFile("potter", [("name", "string"), ("born", "int"), ("level", "string")])
    works_at = U.EdgeFile("works_at", [("since", "int"), ("owner", "bool")])
    for name, born, level, homes in POTTERS:
        potters.rows.append([pid[name], name, born, level])
        works_at.rows += [[pid[name], sid[s], since, _bool(o)] for s, since, o in homes]
    taught = U.EdgeFile("taught", [("since", "int")])
    for master, pupils in TAUGHT:
        taught.rows += [[pid[master], pid[p], y] for p, y in pupils]
    pieces = U.VertexFile(
        "piece", [("name", "string"), ("glaze", "string"), ("price", "int"), ("year", "int")]
    )
    made = U.EdgeFile("made", [("days", "int")])
    fired_in = U.EdgeFile("fired_in", [("temp", "int")])
    for name, glaze, price, year, makers, kiln, temp in PIECES:
        pieces.rows.append([xid[name], name, glaze, price, year])
        made.rows += [[pid[m], xid[name], d] for m, d in makers]
        if kiln is not None:
            fired_in.rows.append([xid[name], kid[kiln], temp])
    return U.Graph(
        "pottery",
        8,
        POTTERY_DDL,
        [studios, kilns, potters, pieces],
        [taught, works_at, made, fired_in, located_in],
    )


# --------------------------------------------------------------------------- quiz (English names as ids)

QUIZ_DDL = """
CREATE TAG IF NOT EXISTS pub(name string, town string, opened int COMMENT "year the pub opened");
CREATE TAG IF NOT EXISTS team(name string, founded int COMMENT "year the team formed");
CREATE TAG IF NOT EXISTS player(name string, born int COMMENT "year of birth", specialty string COMMENT "history, science, sport, music or film");
CREATE TAG IF NOT EXISTS quiz(name string, year int, theme string COMMENT "general, music, film or sport", rounds int);
CREATE EDGE IF NOT EXISTS recruited(year int COMMENT "year the recruit joined the league") COMMENT = "recruiter -> recruit (player -> player)";
CREATE EDGE IF NOT EXISTS plays_for(since int, captain bool) COMMENT = "player -> team";
CREATE EDGE IF NOT EXISTS home_pub(since int) COMMENT = "team -> pub";
CREATE EDGE IF NOT EXISTS hosted_at(fee double COMMENT "entry fee per team, GBP") COMMENT = "quiz -> pub";
CREATE EDGE IF NOT EXISTS entered(score int, place int COMMENT "1 = winner") COMMENT = "team -> quiz";
CREATE EDGE IF NOT EXISTS wrote(rounds int COMMENT "rounds of questions written") COMMENT = "player -> quiz";
CREATE TAG INDEX IF NOT EXISTS pub_name_index ON pub(name(32));
CREATE TAG INDEX IF NOT EXISTS team_name_index ON team(name(32));
CREATE TAG INDEX IF NOT EXISTS player_name_index ON player(name(32));
CREATE TAG INDEX IF NOT EXISTS player_specialty_index ON player(specialty(16));
CREATE TAG INDEX IF NOT EXISTS quiz_name_index ON quiz(name(32));
CREATE TAG INDEX IF NOT EXISTS quiz_theme_index ON quiz(theme(16));
"""

#: (name, town, opened)
PUBS = [
    ("The Red Lion", "Oxford", 1890),
    ("The Crown", "Reading", 1921),
    ("The Fox and Hound", "Oxford", 1965),
    ("The Old Bell", "Bath", 1802),
    ("Mermaid Tavern", "Bath", 2011),
]  # fmt: skip
#: (name, founded, home pub, since)
TEAMS = [
    ("Quizzly Bears", 2012, "The Red Lion", 2012),
    ("The Know-It-Ales", 2015, "The Crown", 2015),
    ("Trivia Newton John", 2016, "The Red Lion", 2017),
    ("Les Quizerables", 2018, "The Fox and Hound", 2018),
    ("Agatha Quiztie", 2019, "The Old Bell", 2019),
    ("Universally Challenged", 2014, "The Fox and Hound", 2014),
    ("The Smarty Pints", 2020, "The Crown", 2020),
    ("Quiz Khalifa", 2022, "Mermaid Tavern", 2022),
    ("Sherlock Homies", 2023, "The Old Bell", 2023),
    ("The Mind Benders", 2021, "Mermaid Tavern", 2021),
]  # fmt: skip
#: (name, born, specialty, [(team, since, captain)])
PLAYERS = [
    ("Alan Marsh", 1955, "history", [("Quizzly Bears", 2012, True)]),
    ("Beth Carey", 1962, "science", [("Quizzly Bears", 2013, False)]),
    ("Colin Webb", 1970, "sport", [("The Know-It-Ales", 2015, True)]),
    ("Dana Price", 1975, "music", [("Trivia Newton John", 2016, True)]),
    ("Ed Holt", 1981, "film", [("Trivia Newton John", 2016, False)]),
    ("Fiona Shaw", 1984, "history", [("Les Quizerables", 2018, True)]),
    ("Greg Lowe", 1988, "science", [("Universally Challenged", 2014, True)]),
    ("Holly Nash", 1990, "music", [("Universally Challenged", 2015, False)]),
    ("Ivan Petrov", 1993, "sport", [("The Know-It-Ales", 2017, False)]),
    ("Jess Tran", 1996, "film", [("Agatha Quiztie", 2019, True)]),
    ("Kieran Doyle", 1999, "science", [("The Smarty Pints", 2020, True)]),
    ("Laura Finch", 2001, "history", [("The Smarty Pints", 2021, False)]),
    ("Mo Rahman", 1986, "sport", [("Les Quizerables", 2018, False), ("Quizzly Bears", 2020, False)]),
    ("Nora Quinn", 1979, "music", [("Agatha Quiztie", 2019, False)]),
    ("Owen Blake", 2003, "film", [("Quiz Khalifa", 2022, True)]),
    ("Priya Shah", 1992, "science", []),
    ("Rosa Lima", 1994, "film", [("The Smarty Pints", 2023, False)]),
    ("Sean Kerr", 1968, "history", [("Trivia Newton John", 2018, False)]),
    ("Tara Bell", 1997, "film", []),
    ("Uma Patel", 1985, "sport", [("The Mind Benders", 2021, True)]),
]  # fmt: skip
#: (recruiter, [(recruit, year)])
RECRUITED = [
    ("Alan Marsh", [("Beth Carey", 2013), ("Colin Webb", 2015), ("Mo Rahman", 2018)]),
    ("Beth Carey", [("Greg Lowe", 2014), ("Dana Price", 2016)]),
    ("Colin Webb", [("Ivan Petrov", 2017), ("Uma Patel", 2021)]),
    ("Dana Price", [("Ed Holt", 2016), ("Jess Tran", 2019)]),
    ("Greg Lowe", [("Holly Nash", 2015), ("Kieran Doyle", 2020)]),
    ("Jess Tran", [("Nora Quinn", 2019), ("Owen Blake", 2022)]),
    ("Kieran Doyle", [("Laura Finch", 2021), ("Rosa Lima", 2023)]),
    ("Mo Rahman", [("Fiona Shaw", 2018)]),
]  # fmt: skip
#: (name, year, theme, rounds, pub, fee, [(team, score, place)])
QUIZZES = [
    ("Spring Cup 2023", 2023, "general", 8, "The Red Lion", 20.0,
     [("Quizzly Bears", 78, 1), ("Trivia Newton John", 71, 2), ("The Know-It-Ales", 64, 3), ("Les Quizerables", 59, 4)]),
    ("Music Mayhem", 2023, "music", 6, "The Crown", 15.0,
     [("Trivia Newton John", 55, 1), ("Universally Challenged", 52, 2), ("Agatha Quiztie", 47, 3)]),
    ("Film Buff Night", 2024, "film", 7, "The Old Bell", 12.5,
     [("Agatha Quiztie", 66, 1), ("Les Quizerables", 61, 2), ("Quizzly Bears", 58, 3), ("The Smarty Pints", 40, 4)]),
    ("Summer Showdown", 2024, "general", 10, "The Fox and Hound", 25.0,
     [("Universally Challenged", 92, 1), ("Quizzly Bears", 88, 2), ("The Smarty Pints", 73, 3), ("Quiz Khalifa", 69, 4), ("The Know-It-Ales", 67, 5)]),
    ("Sports Almanac", 2022, "sport", 5, "The Red Lion", 10.0,
     [("The Know-It-Ales", 49, 1), ("Quizzly Bears", 45, 2), ("The Mind Benders", 38, 3)]),
    ("Winter Brainbox", 2024, "general", 9, "Mermaid Tavern", 18.0,
     [("Les Quizerables", 81, 1), ("Quiz Khalifa", 77, 2), ("Universally Challenged", 74, 3), ("The Mind Benders", 63, 4)]),
]  # fmt: skip
#: (question setter, [(quiz, rounds)])
WROTE = [
    ("Priya Shah", [("Spring Cup 2023", 4), ("Summer Showdown", 5), ("Winter Brainbox", 6)]),
    ("Alan Marsh", [("Sports Almanac", 5)]),
    ("Nora Quinn", [("Music Mayhem", 6)]),
    ("Ed Holt", [("Film Buff Night", 7)]),
    ("Laura Finch", [("Winter Brainbox", 3)]),
    ("Beth Carey", [("Summer Showdown", 5), ("Spring Cup 2023", 4)]),
]  # fmt: skip


def quiz() -> object:
    pubs = U.VertexFile("pub", [("name", "string"), ("town", "string"), ("opened", "int")])
    pubs.rows = [[n, n, t, y] for n, t, y in PUBS]
    teams = U.VertexFile("team", [("name", "string"), ("founded", "int")])
    home_pub = U.EdgeFile("home_pub", [("since", "int")])
    for name, founded, pub, since in TEAMS:
        teams.rows.append([name, name, founded])
        home_pub.rows.append([name, pub, since])
    players = U.VertexFile("player", [("name", "string"), ("born", "int"), ("specialty", "string")])
    plays_for = U.EdgeFile("plays_for", [("since", "int"), ("captain", "bool")])
    for name, born, specialty, teams_ in PLAYERS:
        players.rows.append([name, name, born, specialty])
        plays_for.rows += [[name, t, since, _bool(c)] for t, since, c in teams_]
    recruited = U.EdgeFile("recruited", [("year", "int")])
    for recruiter, recruits in RECRUITED:
        recruited.rows += [[recruiter, r, y] for r, y in recruits]
    quizzes = U.VertexFile(
        "quiz", [("name", "string"), ("year", "int"), ("theme", "string"), ("rounds", "int")]
    )
    hosted_at = U.EdgeFile("hosted_at", [("fee", "double")])
    entered = U.EdgeFile("entered", [("score", "int"), ("place", "int")])
    for name, year, theme, rounds, pub, fee, entries in QUIZZES:
        quizzes.rows.append([name, name, year, theme, rounds])
        hosted_at.rows.append([name, pub, fee])
        entered.rows += [[t, name, s, p] for t, s, p in entries]
    wrote = U.EdgeFile("wrote", [("rounds", "int")])
    for setter, sets in WROTE:
        wrote.rows += [[setter, q, r] for q, r in sets]
    return U.Graph(
        "quiz",
        32,
        QUIZ_DDL,
        [pubs, teams, players, quizzes],
        [recruited, plays_for, home_pub, hosted_at, entered, wrote],
    )


def build_all() -> list[object]:
    return [pottery(), quiz()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
