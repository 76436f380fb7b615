"""Write the two development graphs of ``eval/devshapes8/graphs/`` (wuguan, radio).

Why: the offline composer needs development material in domains no other set uses, weighted
towards the shapes it is weakest at (2-hop through a role noun, negation, top-k, counts,
filters), with most questions in Chinese. ``wuguan`` (a martial-arts network: schools, fighters,
styles, tournaments) has opaque ids, Chinese display names, English schema names with Chinese
COMMENTs and Chinese category strings (``rank`` 教头/弟子/学徒, ``level`` 全国/省级/市级). It has a
same-tag edge (``mentor_of``: 师父 -> 徒弟, fighter→fighter), tags reached by several edge types
(``style``: ``practises``, ``teaches``; ``event``: ``competed_in``, ``hosted``) and edge
properties of every kind (``trains_at``'s ``since`` date and ``head`` bool, ``competed_in``'s
``place`` int, ``hosted``'s ``budget`` double).
``radio`` (stations, broadcasters, programmes, sponsors) has English names that are the vertex ids, a
same-tag edge (``trained``: mentor -> trainee, broadcaster→broadcaster), tags reached by several edge types
(``programme``: ``presents``, ``guests_on``, ``backs``; ``station``: ``airs_on``, ``works_for``) and
edge properties of every kind (``presents``' ``lead`` bool, ``airs_on``'s ``slot`` string and
``days`` int, ``backs``' ``amount`` double, ``works_for``'s ``since`` date).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes8/make_graphs.py [--out eval/devshapes8/graphs]
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


# --------------------------------------------------------------------------- wuguan (Chinese names, opaque ids)

WUGUAN_DDL = """
CREATE TAG IF NOT EXISTS school(name string COMMENT "武馆名称", city string COMMENT "所在城市", founded int COMMENT "创立年份") COMMENT = "武馆";
CREATE TAG IF NOT EXISTS fighter(name string COMMENT "姓名", born int COMMENT "出生年份", rank string COMMENT "身份：教头/弟子/学徒", duan int COMMENT "武术段位，1-9") COMMENT = "习武者";
CREATE TAG IF NOT EXISTS style(name string COMMENT "拳种名称", origin string COMMENT "发源省份") COMMENT = "拳种";
CREATE TAG IF NOT EXISTS event(name string COMMENT "赛事名称", year int COMMENT "举办年份", level string COMMENT "级别：全国/省级/市级") COMMENT = "比赛";
CREATE EDGE IF NOT EXISTS mentor_of(since int COMMENT "拜师年份") COMMENT = "师父 -> 徒弟（习武者 -> 习武者）";
CREATE EDGE IF NOT EXISTS trains_at(since date COMMENT "入馆日期", head bool COMMENT "是否馆长") COMMENT = "习武者 -> 武馆";
CREATE EDGE IF NOT EXISTS practises(years int COMMENT "练了多少年") COMMENT = "习武者 -> 拳种";
CREATE EDGE IF NOT EXISTS teaches(since int COMMENT "开课年份") COMMENT = "武馆 -> 拳种";
CREATE EDGE IF NOT EXISTS competed_in(place int COMMENT "名次") COMMENT = "参赛：习武者 -> 比赛";
CREATE EDGE IF NOT EXISTS hosted(budget double COMMENT "经费，万元") COMMENT = "承办：武馆 -> 比赛";
CREATE TAG INDEX IF NOT EXISTS school_name_index ON school(name(16));
CREATE TAG INDEX IF NOT EXISTS fighter_name_index ON fighter(name(16));
CREATE TAG INDEX IF NOT EXISTS fighter_rank_index ON fighter(rank(8));
CREATE TAG INDEX IF NOT EXISTS style_name_index ON style(name(16));
CREATE TAG INDEX IF NOT EXISTS event_name_index ON event(name(32));
CREATE TAG INDEX IF NOT EXISTS event_level_index ON event(level(8));
"""

#: (name, city, founded)
SCHOOLS = [
    ("精武馆", "上海", 1910),
    ("咏春堂", "佛山", 1952),
    ("八极门武馆", "沧州", 1985),
    ("太和武院", "北京", 2003),
    ("峨眉武馆", "成都", 1998),
    ("螳螂拳社", "烟台", 1979),
]  # fmt: skip
#: (name, origin)
STYLES = [
    ("太极拳", "河南"),
    ("咏春拳", "广东"),
    ("八极拳", "河北"),
    ("形意拳", "山西"),
    ("南拳", "福建"),
    ("八卦掌", "北京"),
    ("螳螂拳", "山东"),
    ("峨眉拳", "四川"),
    ("洪拳", "广东"),
]  # fmt: skip
#: (school, [(style, since)])
TEACHES = [
    ("精武馆", [("太极拳", 1912), ("南拳", 1920), ("形意拳", 1935)]),
    ("咏春堂", [("咏春拳", 1952), ("南拳", 1970)]),
    ("八极门武馆", [("八极拳", 1985), ("八卦掌", 1990)]),
    ("太和武院", [("太极拳", 2003), ("八卦掌", 2005), ("形意拳", 2010)]),
    ("峨眉武馆", [("峨眉拳", 1998), ("南拳", 2001)]),
    ("螳螂拳社", [("螳螂拳", 1979)]),
]  # fmt: skip
#: (name, born, rank, duan, [(school, since, head)], [(style, years)])
FIGHTERS = [
    ("陈振华", 1948, "教头", 9, [("精武馆", dt.date(1960, 3, 1), True)], [("太极拳", 60), ("形意拳", 40)]),
    ("李国强", 1960, "教头", 8, [("精武馆", dt.date(1978, 9, 1), False), ("太和武院", dt.date(2003, 5, 1), True)], [("太极拳", 45), ("八卦掌", 20)]),
    ("王美玲", 1966, "教头", 7, [("咏春堂", dt.date(1990, 6, 15), True)], [("咏春拳", 40), ("南拳", 15)]),
    ("张志远", 1974, "弟子", 6, [("太和武院", dt.date(2004, 2, 10), False)], [("太极拳", 30)]),
    ("刘晓东", 1979, "弟子", 5, [("精武馆", dt.date(1996, 8, 20), False)], [("南拳", 25), ("形意拳", 10)]),
    ("赵雅琴", 1982, "弟子", 6, [("咏春堂", dt.date(2000, 3, 5), False)], [("咏春拳", 24)]),
    ("孙浩然", 1988, "弟子", 4, [("八极门武馆", dt.date(2005, 9, 1), False)], [("八极拳", 18)]),
    ("周婷婷", 1991, "弟子", 4, [("咏春堂", dt.date(2008, 7, 1), False)], [("咏春拳", 16), ("南拳", 6)]),
    ("吴俊杰", 1995, "学徒", 2, [("太和武院", dt.date(2012, 9, 1), False)], [("太极拳", 11)]),
    ("郑小龙", 1998, "学徒", 3, [("太和武院", dt.date(2014, 3, 15), False)], [("太极拳", 9), ("八卦掌", 5)]),
    ("黄诗涵", 2000, "学徒", 1, [("咏春堂", dt.date(2016, 9, 1), False)], [("咏春拳", 8)]),
    ("林峰", 1985, "弟子", 5, [("八极门武馆", dt.date(2003, 10, 10), False)], [("八极拳", 22), ("八卦掌", 12)]),
    ("何建军", 1956, "教头", 8, [("八极门武馆", dt.date(1985, 4, 1), True)], [("八极拳", 50), ("八卦掌", 30)]),
    ("马丽", 2002, "学徒", 1, [("精武馆", dt.date(2018, 2, 1), False)], [("南拳", 7)]),
    ("罗天佑", 1958, "教头", 7, [("峨眉武馆", dt.date(1998, 3, 1), True)], [("峨眉拳", 40)]),
    ("杨雪", 1990, "弟子", 3, [("峨眉武馆", dt.date(2010, 5, 20), False)], [("峨眉拳", 14), ("南拳", 4)]),
    ("宋大勇", 1962, "教头", 6, [("螳螂拳社", dt.date(1985, 9, 1), True)], [("螳螂拳", 45), ("洪拳", 10)]),
    ("韩冬", 1996, "学徒", 2, [("螳螂拳社", dt.date(2015, 6, 1), False)], [("螳螂拳", 9)]),
    ("邓佳怡", 1999, "学徒", 1, [("峨眉武馆", dt.date(2019, 9, 1), False)], [("峨眉拳", 5)]),
]  # fmt: skip
#: (master, [(disciple, since)])
MENTOR_OF = [
    ("陈振华", [("李国强", 1978), ("王美玲", 1984), ("何建军", 1975)]),
    ("李国强", [("张志远", 1992), ("刘晓东", 1996)]),
    ("王美玲", [("赵雅琴", 2000), ("周婷婷", 2008)]),
    ("何建军", [("林峰", 2003), ("孙浩然", 2005)]),
    ("张志远", [("吴俊杰", 2012), ("郑小龙", 2014)]),
    ("赵雅琴", [("黄诗涵", 2016)]),
    ("林峰", [("马丽", 2018)]),
    ("罗天佑", [("杨雪", 2008)]),
    ("杨雪", [("邓佳怡", 2019)]),
    ("宋大勇", [("韩冬", 2015)]),
]  # fmt: skip
#: (name, year, level)
EVENTS = [
    ("全国武术锦标赛", 2019, "全国"),
    ("全国传统武术大赛", 2021, "全国"),
    ("广东省武术公开赛", 2020, "省级"),
    ("河北省武术大赛", 2022, "省级"),
    ("北京市青少年武术赛", 2023, "市级"),
    ("四川省武术锦标赛", 2021, "省级"),
    ("烟台市武术邀请赛", 2018, "市级"),
]  # fmt: skip
#: (school, [(event, budget in 万元)])
HOSTED = [
    ("精武馆", [("全国武术锦标赛", 150.0)]),
    ("咏春堂", [("广东省武术公开赛", 35.0)]),
    ("八极门武馆", [("河北省武术大赛", 42.5)]),
    ("太和武院", [("北京市青少年武术赛", 18.0), ("全国传统武术大赛", 120.0)]),
    ("峨眉武馆", [("四川省武术锦标赛", 28.0)]),
    ("螳螂拳社", [("烟台市武术邀请赛", 9.5)]),
]  # fmt: skip
#: (fighter, [(event, place)])
COMPETED_IN = [
    ("李国强", [("全国武术锦标赛", 1)]),
    ("张志远", [("全国武术锦标赛", 2), ("全国传统武术大赛", 1)]),
    ("刘晓东", [("全国武术锦标赛", 5), ("广东省武术公开赛", 3)]),
    ("赵雅琴", [("广东省武术公开赛", 1), ("全国传统武术大赛", 4)]),
    ("孙浩然", [("河北省武术大赛", 1), ("全国武术锦标赛", 7)]),
    ("周婷婷", [("广东省武术公开赛", 2)]),
    ("林峰", [("河北省武术大赛", 2), ("全国传统武术大赛", 3)]),
    ("吴俊杰", [("北京市青少年武术赛", 1)]),
    ("郑小龙", [("北京市青少年武术赛", 2), ("河北省武术大赛", 6)]),
    ("黄诗涵", [("北京市青少年武术赛", 4), ("广东省武术公开赛", 5)]),
    ("马丽", [("北京市青少年武术赛", 3)]),
    ("杨雪", [("四川省武术锦标赛", 1)]),
    ("韩冬", [("烟台市武术邀请赛", 2)]),
    ("邓佳怡", [("四川省武术锦标赛", 3), ("烟台市武术邀请赛", 1)]),
]  # fmt: skip


def wuguan() -> object:
    sid = {s[0]: f"sc{k + 1}" for k, s in enumerate(SCHOOLS)}
    tid = {s[0]: f"st{k + 1}" for k, s in enumerate(STYLES)}
    fid = {f[0]: f"f{k + 1:02d}" for k, f in enumerate(FIGHTERS)}
    eid = {e[0]: f"ev{k + 1}" for k, e in enumerate(EVENTS)}
    schools = U.VertexFile("school", [("name", "string"), ("city", "string"), ("founded", "int")])
    schools.rows = [[sid[n], n, c, y] for n, c, y in SCHOOLS]
    styles = U.VertexFile("style", [("name", "string"), ("origin", "string")])
    styles.rows = [[tid[n], n, o] for n, o in STYLES]
    teaches = U.EdgeFile("teaches", [("since", "int")])
    for school, taught in TEACHES:
        teaches.rows += [[sid[school], tid[s], y] for s, y in taught]
    fighters = U.VertexFile(
        "fighter", [("name", "string"), ("born", "int"), ("rank", "string"), ("duan", "int")]
    )
    trains_at = U.EdgeFile("trains_at", [("since", "date"), ("head", "bool")])
    practises = U.EdgeFile("practises", [("years", "int")])
    for name, born, rank, duan, homes, styles_ in FIGHTERS:
        fighters.rows.append([fid[name], name, born, rank, duan])
        trains_at.rows += [[fid[name], sid[s], since, _bool(head)] for s, since, head in homes]
        practises.rows += [[fid[name], tid[s], y] for s, y in styles_]
    mentor_of = U.EdgeFile("mentor_of", [("since", "int")])
    for master, disciples in MENTOR_OF:
        mentor_of.rows += [[fid[master], fid[d], y] for d, y in disciples]
    events = U.VertexFile("event", [("name", "string"), ("year", "int"), ("level", "string")])
    events.rows = [[eid[n], n, y, lvl] for n, y, lvl in EVENTS]
    hosted = U.EdgeFile("hosted", [("budget", "double")])
    for school, held in HOSTED:
        hosted.rows += [[sid[school], eid[e], b] for e, b in held]
    competed_in = U.EdgeFile("competed_in", [("place", "int")])
    for fighter, entries in COMPETED_IN:
        competed_in.rows += [[fid[fighter], eid[e], p] for e, p in entries]
    return U.Graph(
        "wuguan",
        8,
        WUGUAN_DDL,
        [schools, fighters, styles, events],
        [mentor_of, trains_at, practises, teaches, competed_in, hosted],
    )


# --------------------------------------------------------------------------- radio (English names as ids)

RADIO_DDL = """
CREATE TAG IF NOT EXISTS station(name string, city string, frequency double COMMENT "FM frequency, MHz", founded int COMMENT "year on air");
CREATE TAG IF NOT EXISTS broadcaster(name string, born int COMMENT "year of birth", role string COMMENT "presenter, producer or dj");
CREATE TAG IF NOT EXISTS programme(name string, genre string COMMENT "news, music, talk or sport", launched int COMMENT "year of the first broadcast", minutes int COMMENT "length of one broadcast");
CREATE TAG IF NOT EXISTS sponsor(name string, industry string);
CREATE EDGE IF NOT EXISTS trained(year int COMMENT "year the training began") COMMENT = "mentor -> trainee (broadcaster -> broadcaster)";
CREATE EDGE IF NOT EXISTS presents(since int COMMENT "first year on the show", lead bool COMMENT "the lead presenter") COMMENT = "broadcaster -> programme";
CREATE EDGE IF NOT EXISTS guests_on(episodes int COMMENT "guest appearances") COMMENT = "broadcaster -> programme";
CREATE EDGE IF NOT EXISTS airs_on(slot string COMMENT "morning, afternoon, evening or night", days int COMMENT "days a week") COMMENT = "programme -> station";
CREATE EDGE IF NOT EXISTS works_for(since date COMMENT "first day at the station") COMMENT = "broadcaster -> station";
CREATE EDGE IF NOT EXISTS backs(amount double COMMENT "thousand GBP a year") COMMENT = "sponsor -> programme";
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS broadcaster_name_index ON broadcaster(name(32));
CREATE TAG INDEX IF NOT EXISTS broadcaster_role_index ON broadcaster(role(16));
CREATE TAG INDEX IF NOT EXISTS programme_name_index ON programme(name(32));
CREATE TAG INDEX IF NOT EXISTS programme_genre_index ON programme(genre(16));
CREATE TAG INDEX IF NOT EXISTS sponsor_name_index ON sponsor(name(32));
"""

#: (name, city, frequency, founded)
STATIONS = [
    ("Harbour FM", "Portsmouth", 97.4, 1989),
    ("Metro Talk", "Leeds", 101.2, 1995),
    ("Valley Radio", "Cardiff", 88.6, 2001),
    ("Northern Sound", "Glasgow", 104.8, 1978),
    ("Coastline Radio", "Aberdeen", 95.1, 2011),
]  # fmt: skip
#: (name, born, role, [(station, since)])
HOSTS = [
    ("Mia Torres", 1984, "presenter", [("Harbour FM", dt.date(2010, 1, 4))]),
    ("Jack Whitfield", 1962, "presenter", [("Metro Talk", dt.date(1995, 9, 1))]),
    ("Priya Nair", 1990, "dj", [("Harbour FM", dt.date(2013, 3, 18))]),
    ("Tom Ashby", 1975, "producer", [("Metro Talk", dt.date(1998, 6, 1)), ("Northern Sound", dt.date(2012, 2, 1))]),
    ("Grace Liu", 1993, "presenter", [("Valley Radio", dt.date(2016, 5, 9))]),
    ("Ben Carter", 1958, "producer", [("Northern Sound", dt.date(1979, 10, 1))]),
    ("Sara Quinn", 1987, "dj", [("Northern Sound", dt.date(2010, 8, 16))]),
    ("Leo Marsh", 1999, "presenter", [("Harbour FM", dt.date(2020, 1, 6))]),
    ("Nadia Kaur", 1981, "presenter", [("Valley Radio", dt.date(2008, 4, 14))]),
    ("Owen Blake", 1996, "dj", [("Harbour FM", dt.date(2019, 7, 1))]),
    ("Ruth Adeyemi", 1970, "presenter", [("Metro Talk", dt.date(1994, 2, 7))]),
    ("Finn Doyle", 2000, "dj", [("Northern Sound", dt.date(2021, 9, 13))]),
    ("Ivy Chen", 1994, "presenter", [("Coastline Radio", dt.date(2017, 4, 3))]),
    ("Marcus Hale", 1968, "producer", [("Coastline Radio", dt.date(2011, 1, 10))]),
    ("Zoe Park", 1997, "dj", [("Coastline Radio", dt.date(2020, 11, 2))]),
    ("Dan Reyes", 1985, "presenter", [("Valley Radio", dt.date(2012, 2, 20))]),
]  # fmt: skip
#: (mentor, [(trainee, year)])
TRAINED = [
    ("Ben Carter", [("Jack Whitfield", 1985), ("Tom Ashby", 1998)]),
    ("Jack Whitfield", [("Mia Torres", 2006), ("Nadia Kaur", 2003), ("Ruth Adeyemi", 1994)]),
    ("Ruth Adeyemi", [("Grace Liu", 2015), ("Leo Marsh", 2020)]),
    ("Mia Torres", [("Priya Nair", 2012)]),
    ("Tom Ashby", [("Sara Quinn", 2010), ("Owen Blake", 2018)]),
    ("Sara Quinn", [("Finn Doyle", 2021)]),
    ("Marcus Hale", [("Ivy Chen", 2017), ("Zoe Park", 2020)]),
    ("Nadia Kaur", [("Dan Reyes", 2012)]),
]  # fmt: skip
#: (name, genre, launched, minutes, [(station, slot, days a week)])
SHOWS = [
    ("Morning Wire", "news", 2008, 120, [("Harbour FM", "morning", 5), ("Metro Talk", "morning", 5)]),
    ("Late Lounge", "music", 2012, 180, [("Harbour FM", "evening", 4)]),
    ("City Desk", "news", 1999, 60, [("Metro Talk", "afternoon", 5)]),
    ("Match Point", "sport", 2015, 90, [("Northern Sound", "evening", 2)]),
    ("Soul Hour", "music", 2010, 75, [("Valley Radio", "evening", 3)]),
    ("Open Line", "talk", 2005, 100, [("Metro Talk", "afternoon", 3)]),
    ("Night Shift Mix", "music", 2018, 240, [("Northern Sound", "night", 6)]),
    ("Weekend Pitch", "sport", 2019, 50, [("Harbour FM", "afternoon", 2)]),
    ("Book Corner", "talk", 2016, 30, [("Valley Radio", "morning", 1)]),
    ("Valley Voices", "talk", 2003, 45, [("Valley Radio", "morning", 5)]),
    ("Tide Tables", "news", 2011, 15, [("Coastline Radio", "morning", 7)]),
    ("Harbour Lights", "music", 2014, 120, [("Coastline Radio", "evening", 5)]),
    ("Sports Night", "sport", 2017, 90, [("Coastline Radio", "night", 3)]),
]  # fmt: skip
#: (host, [(show, since, lead presenter)])
PRESENTS = [
    ("Mia Torres", [("Morning Wire", 2010, True), ("City Desk", 2014, False)]),
    ("Jack Whitfield", [("City Desk", 1999, True), ("Open Line", 2005, True)]),
    ("Priya Nair", [("Late Lounge", 2013, True), ("Night Shift Mix", 2018, False)]),
    ("Grace Liu", [("Book Corner", 2016, True), ("Morning Wire", 2019, False)]),
    ("Sara Quinn", [("Night Shift Mix", 2018, True), ("Soul Hour", 2011, True)]),
    ("Leo Marsh", [("Weekend Pitch", 2020, True)]),
    ("Nadia Kaur", [("Match Point", 2015, True), ("Valley Voices", 2008, True)]),
    ("Owen Blake", [("Late Lounge", 2019, False)]),
    ("Ruth Adeyemi", [("Open Line", 2010, False), ("Valley Voices", 2003, False)]),
    ("Finn Doyle", [("Night Shift Mix", 2021, False)]),
    ("Ivy Chen", [("Tide Tables", 2017, True), ("Harbour Lights", 2018, False)]),
    ("Zoe Park", [("Harbour Lights", 2020, True)]),
    ("Dan Reyes", [("Sports Night", 2017, True), ("Valley Voices", 2013, False)]),
]  # fmt: skip
#: (host, [(show, episodes)])
GUESTS_ON = [
    ("Ben Carter", [("Open Line", 12)]),
    ("Tom Ashby", [("Match Point", 5), ("City Desk", 8)]),
    ("Leo Marsh", [("Match Point", 3)]),
    ("Jack Whitfield", [("Book Corner", 2)]),
    ("Grace Liu", [("Late Lounge", 4)]),
    ("Finn Doyle", [("Soul Hour", 6)]),
    ("Ruth Adeyemi", [("Morning Wire", 9)]),
    ("Marcus Hale", [("Sports Night", 4)]),
]  # fmt: skip
#: (name, industry, [(show, amount in thousand GBP)])
SPONSORS = [
    ("Brightside Energy", "energy", [("Morning Wire", 40.0), ("City Desk", 25.0)]),
    ("Kestrel Motors", "automotive", [("Match Point", 60.0), ("Weekend Pitch", 35.0), ("Morning Wire", 20.0)]),
    ("Pennant Bank", "finance", [("City Desk", 30.0), ("Open Line", 15.0)]),
    ("Oakleaf Books", "retail", [("Book Corner", 12.5)]),
    ("Fizzo", "drinks", [("Late Lounge", 18.0), ("Night Shift Mix", 22.0), ("Match Point", 10.0)]),
    ("Gull Airways", "travel", [("Tide Tables", 8.0), ("Sports Night", 14.0)]),
    ("Northway Rail", "transport", [("Harbour Lights", 11.0)]),
]  # fmt: skip


def radio() -> object:
    stations = U.VertexFile(
        "station", [("name", "string"), ("city", "string"), ("frequency", "double"), ("founded", "int")]
    )
    stations.rows = [[n, n, c, f, y] for n, c, f, y in STATIONS]
    hosts = U.VertexFile("broadcaster", [("name", "string"), ("born", "int"), ("role", "string")])
    works_for = U.EdgeFile("works_for", [("since", "date")])
    for name, born, role, jobs in HOSTS:
        hosts.rows.append([name, name, born, role])
        works_for.rows += [[name, s, since] for s, since in jobs]
    trained = U.EdgeFile("trained", [("year", "int")])
    for mentor, trainees in TRAINED:
        trained.rows += [[mentor, t, y] for t, y in trainees]
    shows = U.VertexFile(
        "programme", [("name", "string"), ("genre", "string"), ("launched", "int"), ("minutes", "int")]
    )
    airs_on = U.EdgeFile("airs_on", [("slot", "string"), ("days", "int")])
    for name, genre, launched, minutes, slots in SHOWS:
        shows.rows.append([name, name, genre, launched, minutes])
        airs_on.rows += [[name, s, slot, days] for s, slot, days in slots]
    presents = U.EdgeFile("presents", [("since", "int"), ("lead", "bool")])
    for host, shows_ in PRESENTS:
        presents.rows += [[host, s, y, _bool(lead)] for s, y, lead in shows_]
    guests_on = U.EdgeFile("guests_on", [("episodes", "int")])
    for host, shows_ in GUESTS_ON:
        guests_on.rows += [[host, s, n] for s, n in shows_]
    sponsors = U.VertexFile("sponsor", [("name", "string"), ("industry", "string")])
    backs = U.EdgeFile("backs", [("amount", "double")])
    for name, industry, backed in SPONSORS:
        sponsors.rows.append([name, name, industry])
        backs.rows += [[name, s, amount] for s, amount in backed]
    return U.Graph(
        "radio",
        32,
        RADIO_DDL,
        [stations, hosts, shows, sponsors],
        [trained, presents, guests_on, airs_on, works_for, backs],
    )


def build_all() -> list[object]:
    return [wuguan(), radio()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
