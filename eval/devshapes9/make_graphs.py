"""Write the two development graphs of ``eval/devshapes9/graphs/`` (longzhou, huts).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at (2-hop through a role noun, negation, top-k, counts,
filters), with most questions in Chinese. ``longzhou`` (a dragon-boat league: teams, paddlers,
races, sponsors) has opaque ids, Chinese display names, English schema names with Chinese
COMMENTs and Chinese category strings (``position`` 舵手/鼓手/桨手, ``level`` 国际/全国/省级,
``industry`` 银行/餐饮/…). It has a same-tag edge (``mentors``: 师傅 -> 徒弟, paddler→paddler),
tags reached by several edge types (``team``: ``member_of``, ``funds``; ``race``: ``raced``,
``titled``) and edge properties of every kind (``member_of``'s ``since`` date and ``captain``
bool, ``raced``'s ``place`` int and ``seconds`` double, ``funds``' ``amount`` double).
``huts`` (a mountain-hut network: huts, wardens, alpine clubs, trails) has English names that
are the vertex ids, a same-tag edge (``trained``: mentor -> trainee, warden→warden), tags
reached by several edge types (``hut``: ``keeps``, ``owns``, ``connects``; ``club``:
``member_of``, and the source of ``owns``) and edge properties of every kind (``keeps``'
``head`` bool, ``connects``' ``hours`` double, ``member_of``'s ``since`` date).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes9/make_graphs.py [--out eval/devshapes9/graphs]
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


# --------------------------------------------------------------------------- longzhou (Chinese names, opaque ids)

LONGZHOU_DDL = """
CREATE TAG IF NOT EXISTS team(name string COMMENT "队名", city string COMMENT "所在城市", founded int COMMENT "建队年份") COMMENT = "龙舟队";
CREATE TAG IF NOT EXISTS paddler(name string COMMENT "姓名", born int COMMENT "出生年份", position string COMMENT "位置：舵手/鼓手/桨手") COMMENT = "队员";
CREATE TAG IF NOT EXISTS race(name string COMMENT "赛事名称", year int COMMENT "举办年份", level string COMMENT "级别：国际/全国/省级", distance int COMMENT "赛程，米") COMMENT = "龙舟赛";
CREATE TAG IF NOT EXISTS sponsor(name string COMMENT "企业名称", industry string COMMENT "行业：银行/餐饮/饮料/电器/物流/体育用品") COMMENT = "赞助商";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "拜师年份") COMMENT = "师傅 -> 徒弟（队员 -> 队员）";
CREATE EDGE IF NOT EXISTS member_of(since date COMMENT "入队日期", captain bool COMMENT "是否队长") COMMENT = "队员 -> 龙舟队";
CREATE EDGE IF NOT EXISTS raced(place int COMMENT "名次", seconds double COMMENT "成绩，秒") COMMENT = "参赛：龙舟队 -> 龙舟赛";
CREATE EDGE IF NOT EXISTS funds(amount double COMMENT "赞助金额，万元") COMMENT = "赞助：赞助商 -> 龙舟队";
CREATE EDGE IF NOT EXISTS titled(fee double COMMENT "冠名费，万元") COMMENT = "冠名：赞助商 -> 龙舟赛";
CREATE TAG INDEX IF NOT EXISTS team_name_index ON team(name(16));
CREATE TAG INDEX IF NOT EXISTS paddler_name_index ON paddler(name(16));
CREATE TAG INDEX IF NOT EXISTS paddler_position_index ON paddler(position(8));
CREATE TAG INDEX IF NOT EXISTS race_name_index ON race(name(32));
CREATE TAG INDEX IF NOT EXISTS race_level_index ON race(level(8));
CREATE TAG INDEX IF NOT EXISTS sponsor_name_index ON sponsor(name(16));
"""

#: (name, city, founded)
TEAMS = [
    ("赤龙队", "汕头", 1986),
    ("碧波龙舟队", "佛山", 1992),
    ("金沙龙舟队", "长沙", 2001),
    ("飞鱼队", "厦门", 2008),
    ("江心龙舟队", "宜昌", 1979),
    ("海燕队", "宁波", 2015),
]  # fmt: skip
#: (name, born, position, [(team, since, captain)])
PADDLERS = [
    ("黄海生", 1965, "舵手", [("赤龙队", dt.date(1984, 5, 1), True)]),
    ("陈阿强", 1972, "鼓手", [("赤龙队", dt.date(1990, 4, 10), False)]),
    ("林少峰", 1988, "桨手", [("赤龙队", dt.date(2006, 3, 1), False)]),
    ("吴丽娟", 1990, "桨手", [("赤龙队", dt.date(2009, 5, 20), False), ("飞鱼队", dt.date(2016, 4, 1), False)]),
    ("梁伟明", 1969, "舵手", [("碧波龙舟队", dt.date(1992, 6, 1), True)]),
    ("何巧玲", 1980, "鼓手", [("碧波龙舟队", dt.date(2000, 4, 15), False)]),
    ("冯家豪", 1994, "桨手", [("碧波龙舟队", dt.date(2012, 5, 1), False)]),
    ("邓志刚", 1975, "舵手", [("金沙龙舟队", dt.date(2001, 3, 18), True)]),
    ("彭小燕", 1985, "鼓手", [("金沙龙舟队", dt.date(2003, 6, 6), False)]),
    ("谭磊", 1996, "桨手", [("金沙龙舟队", dt.date(2015, 4, 20), False)]),
    ("曾思远", 1999, "桨手", [("金沙龙舟队", dt.date(2018, 5, 5), False)]),
    ("郑海涛", 1978, "舵手", [("飞鱼队", dt.date(2008, 2, 1), True)]),
    ("许静", 1992, "鼓手", [("飞鱼队", dt.date(2010, 3, 12), False)]),
    ("苏文杰", 2001, "桨手", [("飞鱼队", dt.date(2019, 4, 8), False)]),
    ("向国华", 1960, "舵手", [("江心龙舟队", dt.date(1979, 6, 1), True)]),
    ("田春梅", 1983, "鼓手", [("江心龙舟队", dt.date(2002, 5, 10), False)]),
    ("覃勇", 1991, "桨手", [("江心龙舟队", dt.date(2010, 6, 15), False)]),
    ("姚晨曦", 2003, "桨手", [("海燕队", dt.date(2020, 5, 1), False)]),
    ("方建平", 1982, "舵手", [("碧波龙舟队", dt.date(2005, 4, 1), False), ("海燕队", dt.date(2015, 3, 1), True)]),
    ("余佳琪", 2000, "鼓手", [("海燕队", dt.date(2017, 6, 1), False)]),
    ("钟永健", 2004, "桨手", [("海燕队", dt.date(2022, 4, 1), False)]),
]  # fmt: skip
#: (master, [(apprentice, since)])
MENTORS = [
    ("黄海生", [("陈阿强", 1990), ("梁伟明", 1988), ("郑海涛", 1998), ("方建平", 2003)]),
    ("陈阿强", [("林少峰", 2006), ("吴丽娟", 2009)]),
    ("梁伟明", [("何巧玲", 2000), ("冯家豪", 2012)]),
    ("郑海涛", [("许静", 2010), ("苏文杰", 2019)]),
    ("向国华", [("田春梅", 2002), ("覃勇", 2010), ("邓志刚", 1996)]),
    ("邓志刚", [("彭小燕", 2003), ("谭磊", 2015)]),
    ("彭小燕", [("曾思远", 2018), ("钟永健", 2022)]),
    ("方建平", [("姚晨曦", 2020), ("余佳琪", 2017)]),
]  # fmt: skip
#: (name, year, level, distance in metres)
RACES = [
    ("国际龙舟邀请赛", 2019, "国际", 500),
    ("全国龙舟锦标赛", 2021, "全国", 1000),
    ("全国龙舟公开赛", 2018, "全国", 500),
    ("广东省龙舟赛", 2020, "省级", 200),
    ("湖南省龙舟赛", 2022, "省级", 500),
    ("福建省龙舟赛", 2023, "省级", 200),
    ("湖北省龙舟赛", 2017, "省级", 1000),
    ("浙江省龙舟赛", 2024, "省级", 200),
]  # fmt: skip
#: (team, [(race, place, seconds)])
RACED = [
    ("赤龙队", [("国际龙舟邀请赛", 2, 118.4), ("全国龙舟锦标赛", 1, 245.6), ("广东省龙舟赛", 1, 52.3)]),
    ("碧波龙舟队", [("国际龙舟邀请赛", 1, 117.9), ("广东省龙舟赛", 2, 53.1), ("全国龙舟公开赛", 3, 125.2)]),
    ("金沙龙舟队", [("全国龙舟锦标赛", 3, 250.1), ("湖南省龙舟赛", 1, 121.7)]),
    ("飞鱼队", [("全国龙舟公开赛", 1, 122.8), ("福建省龙舟赛", 2, 54.0)]),
    ("江心龙舟队", [("湖北省龙舟赛", 1, 248.3), ("全国龙舟锦标赛", 2, 247.0), ("湖南省龙舟赛", 2, 123.5)]),
    ("海燕队", [("福建省龙舟赛", 1, 53.6), ("浙江省龙舟赛", 2, 55.2)]),
]  # fmt: skip
#: (name, industry, [(team, amount)], [(race, fee)]), money in 万元
SPONSORS = [
    ("南粤银行", "银行", [("赤龙队", 30.0), ("碧波龙舟队", 25.0)], [("广东省龙舟赛", 40.0)]),
    ("湘味餐饮", "餐饮", [("金沙龙舟队", 12.0)], [("湖南省龙舟赛", 18.0)]),
    ("清泉饮料", "饮料", [("飞鱼队", 15.0), ("海燕队", 8.5), ("赤龙队", 10.0)], [("国际龙舟邀请赛", 60.0), ("福建省龙舟赛", 22.0)]),
    ("长江电器", "电器", [("江心龙舟队", 20.0)], [("湖北省龙舟赛", 16.0), ("全国龙舟锦标赛", 55.0)]),
    ("顺达物流", "物流", [("碧波龙舟队", 9.0), ("金沙龙舟队", 6.0)], []),
    ("龙腾体育", "体育用品", [("江心龙舟队", 7.0)], []),
]  # fmt: skip


def longzhou() -> object:
    tid = {t[0]: f"t{k + 1}" for k, t in enumerate(TEAMS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PADDLERS)}
    rid = {r[0]: f"r{k + 1}" for k, r in enumerate(RACES)}
    sid = {s[0]: f"s{k + 1}" for k, s in enumerate(SPONSORS)}
    teams = U.VertexFile("team", [("name", "string"), ("city", "string"), ("founded", "int")])
    teams.rows = [[tid[n], n, c, y] for n, c, y in TEAMS]
    paddlers = U.VertexFile("paddler", [("name", "string"), ("born", "int"), ("position", "string")])
    member_of = U.EdgeFile("member_of", [("since", "date"), ("captain", "bool")])
    for name, born, position, teams_ in PADDLERS:
        paddlers.rows.append([pid[name], name, born, position])
        member_of.rows += [[pid[name], tid[t], since, _bool(cap)] for t, since, cap in teams_]
    mentors = U.EdgeFile("mentors", [("since", "int")])
    for master, apprentices in MENTORS:
        mentors.rows += [[pid[master], pid[a], y] for a, y in apprentices]
    races = U.VertexFile(
        "race", [("name", "string"), ("year", "int"), ("level", "string"), ("distance", "int")]
    )
    races.rows = [[rid[n], n, y, lvl, d] for n, y, lvl, d in RACES]
    raced = U.EdgeFile("raced", [("place", "int"), ("seconds", "double")])
    for team, entries in RACED:
        raced.rows += [[tid[team], rid[r], p, s] for r, p, s in entries]
    sponsors = U.VertexFile("sponsor", [("name", "string"), ("industry", "string")])
    funds = U.EdgeFile("funds", [("amount", "double")])
    titled = U.EdgeFile("titled", [("fee", "double")])
    for name, industry, backed, titles in SPONSORS:
        sponsors.rows.append([sid[name], name, industry])
        funds.rows += [[sid[name], tid[t], a] for t, a in backed]
        titled.rows += [[sid[name], rid[r], f] for r, f in titles]
    return U.Graph(
        "longzhou",
        8,
        LONGZHOU_DDL,
        [teams, paddlers, races, sponsors],
        [mentors, member_of, raced, funds, titled],
    )


# --------------------------------------------------------------------------- huts (English names as ids)

HUTS_DDL = """
CREATE TAG IF NOT EXISTS hut(name string, region string, altitude int COMMENT "metres above sea level", beds int COMMENT "sleeping places");
CREATE TAG IF NOT EXISTS warden(name string, born int COMMENT "year of birth", grade string COMMENT "chief, assistant or volunteer");
CREATE TAG IF NOT EXISTS club(name string, country string, founded int);
CREATE TAG IF NOT EXISTS trail(name string, km double COMMENT "length in kilometres", grade string COMMENT "easy, moderate or hard");
CREATE EDGE IF NOT EXISTS trained(year int COMMENT "year the training began") COMMENT = "mentor -> trainee (warden -> warden)";
CREATE EDGE IF NOT EXISTS keeps(since int COMMENT "first season at the hut", head bool COMMENT "the head warden") COMMENT = "warden -> hut";
CREATE EDGE IF NOT EXISTS owns(since int COMMENT "year the club took the hut over") COMMENT = "club -> hut";
CREATE EDGE IF NOT EXISTS connects(hours double COMMENT "walking hours from the trailhead to the hut") COMMENT = "trail -> hut";
CREATE EDGE IF NOT EXISTS member_of(since date COMMENT "date the warden joined") COMMENT = "warden -> club";
CREATE TAG INDEX IF NOT EXISTS hut_name_index ON hut(name(32));
CREATE TAG INDEX IF NOT EXISTS hut_region_index ON hut(region(16));
CREATE TAG INDEX IF NOT EXISTS warden_name_index ON warden(name(32));
CREATE TAG INDEX IF NOT EXISTS warden_grade_index ON warden(grade(16));
CREATE TAG INDEX IF NOT EXISTS club_name_index ON club(name(32));
CREATE TAG INDEX IF NOT EXISTS trail_name_index ON trail(name(32));
CREATE TAG INDEX IF NOT EXISTS trail_grade_index ON trail(grade(16));
"""

#: (name, region, altitude, beds)
HUTS = [
    ("Eagle Rest", "Tyrol", 2410, 40),
    ("Glacier View", "Valais", 2890, 60),
    ("Pine Hollow", "Tyrol", 1650, 24),
    ("Stone Saddle", "Dolomites", 2240, 32),
    ("Lark Meadow", "Savoie", 1820, 18),
    ("Ridge Lantern", "Valais", 3120, 28),
    ("Wolf Gap", "Dolomites", 2015, 36),
    ("Snowfinch", "Savoie", 2560, 22),
    ("Marten Bivouac", "Valais", 3350, 8),
]  # fmt: skip
#: (name, country, founded, [(hut, since)])
CLUBS = [
    ("Alpine Club Tyrol", "Austria", 1862, [("Eagle Rest", 1905), ("Pine Hollow", 1930)]),
    ("Valais Mountain Society", "Switzerland", 1873, [("Glacier View", 1894), ("Ridge Lantern", 1950)]),
    ("Dolomiti Hikers", "Italy", 1921, [("Stone Saddle", 1925), ("Wolf Gap", 1962)]),
    ("Club des Cimes", "France", 1904, [("Lark Meadow", 1911), ("Snowfinch", 1978)]),
    ("Lakes Alpine Circle", "Italy", 1950, [("Marten Bivouac", 2001)]),
]  # fmt: skip
#: (name, km, grade, [(hut, hours)])
TRAILS = [
    ("Marmot Path", 8.5, "easy", [("Pine Hollow", 2.5), ("Eagle Rest", 4.0)]),
    ("High Traverse", 14.0, "hard", [("Eagle Rest", 3.5), ("Glacier View", 6.0)]),
    ("Icefall Route", 6.2, "hard", [("Glacier View", 3.0), ("Ridge Lantern", 2.5), ("Marten Bivouac", 4.5)]),
    ("Larch Loop", 5.0, "easy", [("Lark Meadow", 1.5)]),
    ("Crest Way", 11.3, "moderate", [("Stone Saddle", 4.5), ("Wolf Gap", 3.0)]),
    ("Valley Stroll", 3.8, "easy", [("Wolf Gap", 1.2)]),
    ("Finch Ridge", 9.7, "moderate", [("Snowfinch", 3.8), ("Lark Meadow", 2.0)]),
    ("Saddle Link", 7.4, "moderate", [("Stone Saddle", 2.2), ("Eagle Rest", 5.1)]),
    ("Lake Shore Walk", 4.4, "easy", [("Pine Hollow", 1.8)]),
]  # fmt: skip
#: (name, born, grade, [(hut, since, head)], [(club, joined)])
WARDENS = [
    ("Anna Berger", 1958, "chief", [("Eagle Rest", 1985, True)], [("Alpine Club Tyrol", dt.date(1980, 3, 1))]),
    ("Lukas Steiner", 1971, "chief", [("Pine Hollow", 1999, True)], [("Alpine Club Tyrol", dt.date(1995, 6, 1))]),
    ("Marie Favre", 1966, "chief", [("Glacier View", 1992, True)], [("Valais Mountain Society", dt.date(1988, 4, 12))]),
    ("Paolo Rossi", 1963, "chief", [("Stone Saddle", 1990, True)], [("Dolomiti Hikers", dt.date(1986, 5, 5))]),
    ("Claire Dubois", 1975, "chief", [("Lark Meadow", 2001, True)], [("Club des Cimes", dt.date(1998, 9, 1))]),
    ("Jonas Huber", 1984, "assistant", [("Eagle Rest", 2008, False)], [("Alpine Club Tyrol", dt.date(2006, 2, 15))]),
    ("Elena Moser", 1990, "assistant", [("Glacier View", 2014, False), ("Ridge Lantern", 2018, True)], [("Valais Mountain Society", dt.date(2012, 7, 1))]),
    ("Giulia Conti", 1988, "assistant", [("Wolf Gap", 2012, True)], [("Dolomiti Hikers", dt.date(2010, 3, 20))]),
    ("Theo Martin", 1993, "assistant", [("Snowfinch", 2016, True)], [("Club des Cimes", dt.date(2015, 5, 10))]),
    ("Nina Kofler", 1998, "volunteer", [("Pine Hollow", 2019, False)], [("Alpine Club Tyrol", dt.date(2018, 4, 1))]),
    ("Sam Weber", 2000, "volunteer", [("Eagle Rest", 2021, False)], []),
    ("Luca Bianchi", 1996, "volunteer", [("Stone Saddle", 2018, False), ("Wolf Gap", 2020, False)], [("Dolomiti Hikers", dt.date(2017, 6, 1))]),
    ("Hugo Laurent", 1999, "volunteer", [("Lark Meadow", 2020, False)], [("Club des Cimes", dt.date(2019, 8, 8))]),
    ("Rosa Meier", 1979, "assistant", [("Glacier View", 2005, False)], [("Valais Mountain Society", dt.date(2003, 1, 20)), ("Alpine Club Tyrol", dt.date(2009, 10, 10))]),
    ("Felix Gruber", 2002, "volunteer", [], [("Alpine Club Tyrol", dt.date(2022, 5, 1))]),
    ("Mara Lenz", 2001, "volunteer", [("Snowfinch", 2023, False)], [("Club des Cimes", dt.date(2023, 6, 1))]),
    ("Oskar Brandt", 1968, "chief", [("Marten Bivouac", 2001, True)], [("Lakes Alpine Circle", dt.date(1990, 1, 1))]),
]  # fmt: skip
#: (mentor, [(trainee, year)])
TRAINED = [
    ("Anna Berger", [("Lukas Steiner", 1995), ("Jonas Huber", 2008), ("Rosa Meier", 2004)]),
    ("Lukas Steiner", [("Nina Kofler", 2019), ("Sam Weber", 2021)]),
    ("Jonas Huber", [("Felix Gruber", 2022)]),
    ("Marie Favre", [("Elena Moser", 2014), ("Claire Dubois", 1998)]),
    ("Paolo Rossi", [("Giulia Conti", 2010), ("Luca Bianchi", 2017)]),
    ("Claire Dubois", [("Theo Martin", 2015), ("Hugo Laurent", 2019)]),
    ("Theo Martin", [("Mara Lenz", 2023)]),
]  # fmt: skip


def huts() -> object:
    huts_ = U.VertexFile(
        "hut", [("name", "string"), ("region", "string"), ("altitude", "int"), ("beds", "int")]
    )
    huts_.rows = [[n, n, r, a, b] for n, r, a, b in HUTS]
    clubs = U.VertexFile("club", [("name", "string"), ("country", "string"), ("founded", "int")])
    owns = U.EdgeFile("owns", [("since", "int")])
    for name, country, founded, owned in CLUBS:
        clubs.rows.append([name, name, country, founded])
        owns.rows += [[name, h, y] for h, y in owned]
    trails = U.VertexFile("trail", [("name", "string"), ("km", "double"), ("grade", "string")])
    connects = U.EdgeFile("connects", [("hours", "double")])
    for name, km, grade, reached in TRAILS:
        trails.rows.append([name, name, km, grade])
        connects.rows += [[name, h, hours] for h, hours in reached]
    wardens = U.VertexFile("warden", [("name", "string"), ("born", "int"), ("grade", "string")])
    keeps = U.EdgeFile("keeps", [("since", "int"), ("head", "bool")])
    member_of = U.EdgeFile("member_of", [("since", "date")])
    for name, born, grade, kept, joined in WARDENS:
        wardens.rows.append([name, name, born, grade])
        keeps.rows += [[name, h, y, _bool(head)] for h, y, head in kept]
        member_of.rows += [[name, c, since] for c, since in joined]
    trained = U.EdgeFile("trained", [("year", "int")])
    for mentor, trainees in TRAINED:
        trained.rows += [[mentor, t, y] for t, y in trainees]
    return U.Graph(
        "huts",
        32,
        HUTS_DDL,
        [huts_, wardens, clubs, trails],
        [trained, keeps, owns, connects, member_of],
    )


def build_all() -> list[object]:
    return [longzhou(), huts()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
