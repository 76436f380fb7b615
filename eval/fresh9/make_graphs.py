"""Write the three frozen evaluation graphs of ``eval/fresh9/graphs/`` (rescue, pingtan, pool).

Why a ninth set: ``eval/fresh/`` to ``eval/fresh8/`` have been (or are being) run to report,
so they are no longer unseen. These three graphs (and ``questions.jsonl``) are for reporting
only: they are run once, by the lead, to report; never to tune (see README.md). Everything is
invented (no real rescuers, casualties, storytellers, lifeguards or swimmers; the 评弹
stories and singing schools are traditional names). The facts a question depends on are
written out by hand below; the filler (years, minutes, fees, lanes) is drawn from a seeded
RNG, one per graph, so running the script again writes byte-identical files.
``questions.jsonl`` and ``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built:

- ``rescue``: opaque vertex ids (``rs03``, ``co07``); rescuers, teams and casualties by
  ``name``, callouts by ``ref`` (``MR-105``), vehicles by ``callsign``; ``attached_to``
  arrives at one tag from two (rescuers *and* vehicles are attached to a team);
  ``mentored`` is rescuer -> rescuer;
- ``pingtan``: a 苏州评弹 circuit, Chinese, the names *are* the vertex ids (a performer's, a
  hall's, a story's, a school's, a performance's; no ``name`` property); ``resident_at``
  leaves two tags for one (performers *and* singing schools are resident at a hall);
  ``taught`` is performer -> performer (师承: master -> apprentice);
- ``pool``: a municipal swimming-pool network, opaque ids, English and Chinese names mixed;
  classes by ``title``; ``teaches`` leaves one tag for two (a lifeguard teaches a class *and*
  gives private lessons to a swimmer); ``trained`` is lifeguard -> lifeguard and
  ``guardian_of`` swimmer -> swimmer; lane bookings are an edge swimmer -> pool.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh9/make_graphs.py [--out eval/fresh9/graphs]
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the kit

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

#: ``eval/unseen/make_graphs.py``: the file model and the writer
U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")


def _split(text: str) -> list[str]:
    return [item for item in text.split(";") if item]


# --------------------------------------------------------------------------- rescue (opaque ids)

RESCUE_DDL = """
CREATE TAG IF NOT EXISTS rescuer(name string, born int, duty string COMMENT "party leader, medic, dog handler or driver", on_call bool COMMENT "on the call-out rota now") COMMENT = "a volunteer of the rescue service";
CREATE TAG IF NOT EXISTS team(name string, base string COMMENT "the town the team is based in", founded int, members int) COMMENT = "a mountain rescue team";
CREATE TAG IF NOT EXISTS callout(ref string COMMENT "the incident reference", kind string COMMENT "lost walker, fall, river, medical or avalanche", started date, hours double COMMENT "how long the job took") COMMENT = "an incident the service was called out to";
CREATE TAG IF NOT EXISTS vehicle(callsign string COMMENT "the radio callsign painted on it", kind string, seats int, year int COMMENT "year built") COMMENT = "a rescue vehicle or boat";
CREATE TAG IF NOT EXISTS casualty(name string, age int, injury string, hospitalised bool COMMENT "taken to hospital") COMMENT = "a person the service brought in";
CREATE EDGE IF NOT EXISTS attached_to(since int) COMMENT = "rescuer -> the team they turn out with, and vehicle -> the team it belongs to";
CREATE EDGE IF NOT EXISTS attended(hours double COMMENT "hours on the job", led bool COMMENT "led the hill party") COMMENT = "rescuer -> a callout they went out on";
CREATE EDGE IF NOT EXISTS responded(minutes int COMMENT "minutes from page to first party moving") COMMENT = "team -> a callout it responded to";
CREATE EDGE IF NOT EXISTS deployed(km double COMMENT "distance driven") COMMENT = "vehicle -> a callout it went to";
CREATE EDGE IF NOT EXISTS rescued(stretcher bool COMMENT "carried out on a stretcher", airlifted bool COMMENT "flown out by helicopter") COMMENT = "callout -> a casualty brought in";
CREATE EDGE IF NOT EXISTS drives(since int) COMMENT = "rescuer -> a vehicle they are cleared to drive";
CREATE EDGE IF NOT EXISTS mentored(years int) COMMENT = "rescuer -> the newer rescuer they trained up";
CREATE TAG INDEX IF NOT EXISTS rescuer_name_index ON rescuer(name(32));
CREATE TAG INDEX IF NOT EXISTS rescuer_born_index ON rescuer(born);
CREATE TAG INDEX IF NOT EXISTS rescuer_duty_index ON rescuer(duty(16));
CREATE TAG INDEX IF NOT EXISTS rescuer_on_call_index ON rescuer(on_call);
CREATE TAG INDEX IF NOT EXISTS team_name_index ON team(name(40));
CREATE TAG INDEX IF NOT EXISTS team_base_index ON team(base(16));
CREATE TAG INDEX IF NOT EXISTS team_founded_index ON team(founded);
CREATE TAG INDEX IF NOT EXISTS callout_ref_index ON callout(ref(16));
CREATE TAG INDEX IF NOT EXISTS callout_kind_index ON callout(kind(16));
CREATE TAG INDEX IF NOT EXISTS callout_hours_index ON callout(hours);
CREATE TAG INDEX IF NOT EXISTS vehicle_callsign_index ON vehicle(callsign(32));
CREATE TAG INDEX IF NOT EXISTS vehicle_kind_index ON vehicle(kind(16));
CREATE TAG INDEX IF NOT EXISTS casualty_name_index ON casualty(name(32));
CREATE TAG INDEX IF NOT EXISTS casualty_age_index ON casualty(age);
CREATE TAG INDEX IF NOT EXISTS casualty_hospitalised_index ON casualty(hospitalised);
CREATE EDGE INDEX IF NOT EXISTS rescued_airlifted_index ON rescued(airlifted);
"""

#: name, base, founded, members
MR_TEAMS = [
    ("Coldfell MRT", "Coldfell", 1968, 38), ("Ravenscar Valley MRT", "Ravenscar", 1972, 42),
    ("Highmoor Search and Rescue", "Highmoor", 1985, 30), ("Brackenridge MRT", "Brackenridge", 1999, 26),
    ("Nethergill Cave Rescue", "Nethergill", 2024, 12),
]  # fmt: skip

#: name, born, duty, on call, teams, vehicles driven
MR_RESCUERS = [
    ("Gareth Lloyd", 1970, "party leader", True, "Coldfell MRT", "Coldfell 1"),
    ("Fiona Mackay", 1982, "medic", True, "Coldfell MRT", ""),
    ("Tom Ashworth", 1990, "dog handler", True, "Coldfell MRT;Ravenscar Valley MRT", ""),
    ("Priya Desai", 1988, "medic", False, "Ravenscar Valley MRT", ""),
    ("Owen Price", 1976, "party leader", True, "Ravenscar Valley MRT", "Ravenscar Rover"),
    ("Hannah Birch", 1995, "driver", True, "Highmoor Search and Rescue", "Highmoor Ambulance"),
    ("Callum Reid", 1979, "party leader", False, "Highmoor Search and Rescue", ""),
    ("Lucy Fenwick", 1998, "medic", True, "Brackenridge MRT", ""),
    ("Marcus Hale", 1985, "driver", True, "Brackenridge MRT;Highmoor Search and Rescue", "Bracken Boat;Highmoor Ambulance"),
    ("Iain Sutherland", 1950, "party leader", False, "", ""),
    ("Ellie Carter", 2001, "dog handler", True, "Nethergill Cave Rescue", ""),
    ("Ben Okoro", 1993, "driver", False, "Coldfell MRT", "Coldfell 1;Coldfell 2"),
    ("Sian Morgan", 1987, "medic", True, "Highmoor Search and Rescue", ""),
    ("Jack Thornton", 2003, "driver", True, "", ""),
]  # fmt: skip

#: callsign, kind, seats, year, team ("" = none)
MR_VEHICLES = [
    ("Coldfell 1", "Land Rover", 7, 2016, "Coldfell MRT"), ("Coldfell 2", "quad bike", 2, 2021, "Coldfell MRT"),
    ("Ravenscar Rover", "Land Rover", 8, 2012, "Ravenscar Valley MRT"),
    ("Highmoor Ambulance", "ambulance", 4, 2019, "Highmoor Search and Rescue"),
    ("Bracken Boat", "boat", 6, 2018, "Brackenridge MRT"), ("Spare Van", "van", 9, 2009, ""),
]  # fmt: skip

#: name, age, injury, hospitalised
MR_CASUALTIES = [
    ("Alan Pierce", 67, "hypothermia", True), ("Megan Doyle", 34, "fracture", True),
    ("Ravi Shah", 41, "hypothermia", False), ("Katie Shah", 12, "none", False),
    ("George Whitley", 72, "cardiac", True), ("Sophie Lang", 23, "ankle", False),
    ("Daniel Lang", 25, "none", False), ("Nina Alvarez", 29, "head injury", True),
    ("Pete Marsh", 45, "fracture", True), ("Joan Ellery", 58, "cardiac", True),
    ("Harry Quinn", 19, "hypothermia", False), ("Ruth Baines", 61, "ankle", False),
]  # fmt: skip

#: ref, kind, started, hours, teams, rescuers ("name!" = led), vehicles, casualties ("name!" = airlifted, "name*" = stretcher)
MR_CALLOUTS = [
    ("MR-101", "lost walker", "2025-01-12", 5.5, "Coldfell MRT", "Gareth Lloyd!;Fiona Mackay;Tom Ashworth", "Coldfell 1", "Alan Pierce*"),
    ("MR-102", "fall", "2025-02-03", 3.0, "Ravenscar Valley MRT", "Owen Price!;Priya Desai;Tom Ashworth", "Ravenscar Rover", "Megan Doyle!"),
    ("MR-103", "river", "2025-03-18", 7.0, "Brackenridge MRT;Highmoor Search and Rescue", "Lucy Fenwick!;Marcus Hale;Sian Morgan", "Bracken Boat;Highmoor Ambulance", "Ravi Shah*;Katie Shah"),
    ("MR-104", "medical", "2025-04-22", 2.0, "Highmoor Search and Rescue", "Callum Reid!;Hannah Birch", "Highmoor Ambulance", "George Whitley*"),
    ("MR-105", "lost walker", "2025-06-07", 9.5, "Coldfell MRT;Ravenscar Valley MRT", "Gareth Lloyd!;Tom Ashworth;Ben Okoro;Owen Price", "Coldfell 1;Coldfell 2;Ravenscar Rover", "Sophie Lang*;Daniel Lang"),
    ("MR-106", "fall", "2025-07-30", 4.0, "Coldfell MRT", "Fiona Mackay!;Ben Okoro", "Coldfell 2", "Nina Alvarez!"),
    ("MR-107", "avalanche", "2025-12-28", 11.0, "Highmoor Search and Rescue", "Callum Reid!;Sian Morgan;Hannah Birch;Marcus Hale", "Highmoor Ambulance;Spare Van", "Pete Marsh!"),
    ("MR-108", "medical", "2026-01-15", 1.5, "Brackenridge MRT", "Lucy Fenwick!", "", "Joan Ellery*"),
    ("MR-109", "lost walker", "2026-02-09", 6.0, "Ravenscar Valley MRT", "Owen Price!;Priya Desai", "Ravenscar Rover", ""),
    ("MR-110", "river", "2026-03-14", 2.5, "Brackenridge MRT", "Marcus Hale!;Lucy Fenwick", "Bracken Boat", "Harry Quinn"),
]  # fmt: skip

#: mentor -> trainee, years
MR_MENTORED = [
    ("Iain Sutherland", "Gareth Lloyd", 6), ("Iain Sutherland", "Owen Price", 5), ("Gareth Lloyd", "Fiona Mackay", 3),
    ("Gareth Lloyd", "Tom Ashworth", 2), ("Owen Price", "Priya Desai", 2), ("Callum Reid", "Hannah Birch", 3),
    ("Callum Reid", "Sian Morgan", 2), ("Fiona Mackay", "Lucy Fenwick", 2), ("Lucy Fenwick", "Ellie Carter", 1),
]  # fmt: skip


def rescue(rng: random.Random) -> object:
    teams = U.VertexFile(
        "team", [("name", "string"), ("base", "string"), ("founded", "int"), ("members", "int")]
    )
    tm = {}
    founded = {}
    for i, row in enumerate(MR_TEAMS, start=1):
        tm[row[0]] = f"tm{i:02d}"
        founded[row[0]] = row[2]
        teams.rows.append([tm[row[0]], *row])
    attached = U.EdgeFile("attached_to", [("since", "int")])
    vehicles = U.VertexFile(
        "vehicle", [("callsign", "string"), ("kind", "string"), ("seats", "int"), ("year", "int")]
    )
    vh = {}
    for i, (callsign, kind, seats, year, team) in enumerate(MR_VEHICLES, start=1):
        vh[callsign] = f"vh{i:02d}"
        vehicles.rows.append([vh[callsign], callsign, kind, seats, year])
        if team:
            attached.rows.append([vh[callsign], tm[team], max(year, founded[team])])
    rescuers = U.VertexFile(
        "rescuer", [("name", "string"), ("born", "int"), ("duty", "string"), ("on_call", "bool")]
    )
    drives = U.EdgeFile("drives", [("since", "int")])
    rs = {}
    for i, (name, born, duty, on_call, at, drive) in enumerate(MR_RESCUERS, start=1):
        rs[name] = f"rs{i:02d}"
        rescuers.rows.append([rs[name], name, born, duty, on_call])
        for team in _split(at):
            attached.rows.append([rs[name], tm[team], max(born + 18, founded[team]) + rng.randint(0, 6)])
        for callsign in _split(drive):
            drives.rows.append([rs[name], vh[callsign], 2019 + rng.randint(0, 6)])
    casualties = U.VertexFile(
        "casualty", [("name", "string"), ("age", "int"), ("injury", "string"), ("hospitalised", "bool")]
    )
    cs = {}
    for i, person in enumerate(MR_CASUALTIES, start=1):
        cs[person[0]] = f"cs{i:02d}"
        casualties.rows.append([cs[person[0]], *person])
    callouts = U.VertexFile(
        "callout", [("ref", "string"), ("kind", "string"), ("started", "date"), ("hours", "double")]
    )
    attended = U.EdgeFile("attended", [("hours", "double"), ("led", "bool")])
    responded = U.EdgeFile("responded", [("minutes", "int")])
    deployed = U.EdgeFile("deployed", [("km", "double")])
    rescued = U.EdgeFile("rescued", [("stretcher", "bool"), ("airlifted", "bool")])
    for i, (ref, kind, day, hours, by, who, used, found) in enumerate(MR_CALLOUTS, start=1):
        vid = f"co{i:02d}"
        callouts.rows.append([vid, ref, kind, dt.date.fromisoformat(day), hours])
        for team in _split(by):
            responded.rows.append([tm[team], vid, rng.randint(8, 45)])
        for item in _split(who):
            led = item.endswith("!")
            attended.rows.append(
                [rs[item.rstrip("!")], vid, hours if led else round(hours - rng.choice([0.5, 1.0]), 1), led]
            )
        for callsign in _split(used):
            deployed.rows.append([vh[callsign], vid, round(rng.uniform(4.0, 60.0), 1)])
        for item in _split(found):
            rescued.rows.append([vid, cs[item.rstrip("!*")], item.endswith(("*", "!")), item.endswith("!")])
    mentored = U.EdgeFile("mentored", [("years", "int")])
    mentored.rows.extend([rs[a], rs[b], years] for a, b, years in MR_MENTORED)
    return U.Graph(
        "rescue",
        8,
        RESCUE_DDL,
        [rescuers, teams, callouts, vehicles, casualties],
        [attached, attended, responded, deployed, rescued, drives, mentored],
    )


# --------------------------------------------------------------------------- pingtan (Chinese, names as ids)

PINGTAN_DDL = """
CREATE TAG IF NOT EXISTS performer(gender string COMMENT "男/女", born int COMMENT "出生年份", instrument string COMMENT "三弦、琵琶或醒木(评话)", heritage bool COMMENT "是否非遗传承人") COMMENT = "评弹艺人，以姓名为ID";
CREATE TAG IF NOT EXISTS hall(city string COMMENT "所在城市", seats int COMMENT "座位数", opened int COMMENT "开业年份") COMMENT = "书场";
CREATE TAG IF NOT EXISTS story(kind string COMMENT "长篇/中篇/短篇", genre string COMMENT "弹词或评话", episodes int COMMENT "回数", era string COMMENT "故事发生的朝代") COMMENT = "书目";
CREATE TAG IF NOT EXISTS school(founder string COMMENT "创始人", founded int COMMENT "约创于哪一年", style string COMMENT "唱腔特点") COMMENT = "唱腔流派";
CREATE TAG IF NOT EXISTS performance(held_on date COMMENT "开演日期", tickets int COMMENT "售出票数", price double COMMENT "票价(元)") COMMENT = "一场(一档)演出";
CREATE EDGE IF NOT EXISTS belongs_to(since int COMMENT "改唱该调的年份") COMMENT = "艺人 -> 所宗的流派";
CREATE EDGE IF NOT EXISTS taught(years int COMMENT "跟师年数") COMMENT = "师父 -> 徒弟(师承)";
CREATE EDGE IF NOT EXISTS performed_in(fee double COMMENT "演出费(元)", headliner bool COMMENT "是否压台") COMMENT = "艺人 -> 登台的演出";
CREATE EDGE IF NOT EXISTS staged_at(nights int COMMENT "演了几晚") COMMENT = "演出 -> 所在书场";
CREATE EDGE IF NOT EXISTS told(episodes int COMMENT "说了几回") COMMENT = "演出 -> 说的书目";
CREATE EDGE IF NOT EXISTS repertoire(years int COMMENT "说这部书的年数") COMMENT = "艺人 -> 会说的书目";
CREATE EDGE IF NOT EXISTS resident_at(since int) COMMENT = "艺人 -> 驻场的书场；流派 -> 其传习基地所在书场";
CREATE TAG INDEX IF NOT EXISTS performer_gender_index ON performer(gender(8));
CREATE TAG INDEX IF NOT EXISTS performer_born_index ON performer(born);
CREATE TAG INDEX IF NOT EXISTS performer_instrument_index ON performer(instrument(16));
CREATE TAG INDEX IF NOT EXISTS performer_heritage_index ON performer(heritage);
CREATE TAG INDEX IF NOT EXISTS hall_city_index ON hall(city(16));
CREATE TAG INDEX IF NOT EXISTS hall_seats_index ON hall(seats);
CREATE TAG INDEX IF NOT EXISTS story_kind_index ON story(kind(16));
CREATE TAG INDEX IF NOT EXISTS story_genre_index ON story(genre(16));
CREATE TAG INDEX IF NOT EXISTS story_episodes_index ON story(episodes);
CREATE TAG INDEX IF NOT EXISTS school_founded_index ON school(founded);
CREATE TAG INDEX IF NOT EXISTS performance_tickets_index ON performance(tickets);
CREATE EDGE INDEX IF NOT EXISTS performed_in_headliner_index ON performed_in(headliner);
"""

#: school, founder, founded, style
PT_SCHOOLS = [
    ("蒋调", "蒋月泉", 1945, "醇厚"), ("俞调", "俞秀山", 1820, "婉转"), ("丽调", "徐丽仙", 1958, "委婉"),
    ("徐调", "徐云志", 1930, "糯软"), ("严调", "严雪亭", 1942, "质朴"), ("张调", "张鉴庭", 1950, "苍劲"),
]  # fmt: skip

#: hall, city, seats, opened, schools based there
PT_HALLS = [
    ("静园书场", "苏州", 180, 1988, "蒋调"), ("梅巷书厅", "苏州", 120, 2002, "丽调"), ("同德书场", "上海", 260, 1995, ""),
    ("枫桥书苑", "苏州", 90, 2010, ""), ("惠山书场", "无锡", 150, 1999, ""), ("金鸡湖书场", "苏州", 200, 2025, "俞调"),
]  # fmt: skip

#: story, kind, genre, episodes, era
PT_STORIES = [
    ("玉蜻蜓", "长篇", "弹词", 40, "明"), ("珍珠塔", "长篇", "弹词", 36, "明"), ("白蛇传", "长篇", "弹词", 30, "宋"),
    ("描金凤", "长篇", "弹词", 32, "明"), ("三笑", "长篇", "弹词", 45, "明"), ("杨乃武与小白菜", "长篇", "弹词", 28, "清"),
    ("啼笑因缘", "中篇", "弹词", 12, "民国"), ("岳传", "长篇", "评话", 60, "宋"), ("水浒", "长篇", "评话", 55, "宋"),
    ("三国", "长篇", "评话", 70, "东汉"), ("莺莺操琴", "短篇", "弹词", 1, "唐"),
]  # fmt: skip

#: performer, gender, born, instrument, heritage, schools, halls resident at, repertoire (story:years)
PT_PERFORMERS = [
    ("顾月琴", "女", 1958, "琵琶", True, "丽调", "静园书场", "珍珠塔:35;白蛇传:28;啼笑因缘:20"),
    ("沈秋生", "男", 1952, "三弦", True, "蒋调", "同德书场", "玉蜻蜓:40;白蛇传:30"),
    ("陆建平", "男", 1970, "三弦", False, "蒋调;张调", "静园书场", "玉蜻蜓:25;描金凤:10"),
    ("周晓岚", "女", 1975, "琵琶", True, "俞调", "梅巷书厅", "珍珠塔:30"),
    ("吴振华", "男", 1966, "三弦", False, "严调", "惠山书场", "杨乃武与小白菜:30"),
    ("钱丽萍", "女", 1984, "琵琶", False, "丽调", "静园书场", "玉蜻蜓:12"),
    ("孙文斌", "男", 1979, "三弦", False, "徐调", "枫桥书苑", "三笑:20"),
    ("金玉兰", "女", 1990, "琵琶", False, "俞调;丽调", "梅巷书厅", "珍珠塔:10;啼笑因缘:6"),
    ("许志强", "男", 1962, "醒木", True, "", "同德书场", "岳传:35;水浒:30"),
    ("杨海涛", "男", 1988, "醒木", False, "", "惠山书场", "水浒:8;三国:10"),
    ("蒋小燕", "女", 1996, "琵琶", False, "蒋调", "枫桥书苑", "三笑:5;白蛇传:4"),
    ("朱明", "男", 2000, "三弦", False, "张调", "", "杨乃武与小白菜:3"),
    ("陈阿根", "男", 1935, "三弦", True, "徐调", "", "三笑:50;描金凤:45"),
    ("王婷婷", "女", 2002, "琵琶", False, "", "", ""),
]  # fmt: skip

#: master -> apprentice, years
PT_TAUGHT = [
    ("陈阿根", "沈秋生", 5), ("陈阿根", "孙文斌", 4), ("沈秋生", "陆建平", 6), ("沈秋生", "蒋小燕", 3),
    ("顾月琴", "钱丽萍", 5), ("顾月琴", "金玉兰", 4), ("周晓岚", "金玉兰", 2), ("吴振华", "朱明", 2),
    ("许志强", "杨海涛", 5), ("陆建平", "朱明", 3),
]  # fmt: skip

#: performance, opening day, tickets, price, halls (hall:nights), stories (story:episodes), performers ("name!" = headliner)
PT_PERFORMANCES = [
    ("新春会书2025", "2025-02-01", 520, 80.0, "静园书场:3", "玉蜻蜓:4;珍珠塔:3;岳传:2", "沈秋生!;顾月琴;陆建平;许志强"),
    ("静园秋档2025", "2025-09-10", 360, 60.0, "静园书场:15", "玉蜻蜓:15", "陆建平!;钱丽萍"),
    ("梅巷长篇档", "2025-03-15", 240, 40.0, "梅巷书厅:20", "珍珠塔:20", "周晓岚!;金玉兰"),
    ("同德评话专场", "2025-05-04", 300, 50.0, "同德书场:2", "岳传:1;水浒:1", "许志强!;杨海涛"),
    ("中秋评弹夜", "2025-10-06", 680, 120.0, "同德书场:1;静园书场:1", "白蛇传:1;啼笑因缘:1", "沈秋生!;顾月琴!;金玉兰;蒋小燕"),
    ("枫桥夏档2025", "2025-07-01", 150, 35.0, "枫桥书苑:10", "三笑:10", "孙文斌!;蒋小燕"),
    ("惠山书会", "2025-11-20", 210, 45.0, "惠山书场:5", "杨乃武与小白菜:5;三国:3", "吴振华!;杨海涛;朱明"),
    ("元宵书会2026", "2026-02-12", 400, 90.0, "梅巷书厅:2", "", "周晓岚!;钱丽萍;朱明"),
]  # fmt: skip


def pingtan(rng: random.Random) -> object:
    schools = U.VertexFile("school", [("founder", "string"), ("founded", "int"), ("style", "string")])
    schools.rows.extend(list(row) for row in PT_SCHOOLS)
    founded = {row[0]: row[2] for row in PT_SCHOOLS}
    halls = U.VertexFile("hall", [("city", "string"), ("seats", "int"), ("opened", "int")])
    resident = U.EdgeFile("resident_at", [("since", "int")])
    opened = {}
    for name, city, seats, year, based in PT_HALLS:
        opened[name] = year
        halls.rows.append([name, city, seats, year])
        for school in _split(based):
            resident.rows.append([school, name, max(year, 2000) + rng.randint(0, 5)])
    stories = U.VertexFile(
        "story", [("kind", "string"), ("genre", "string"), ("episodes", "int"), ("era", "string")]
    )
    stories.rows.extend(list(row) for row in PT_STORIES)
    performers = U.VertexFile(
        "performer", [("gender", "string"), ("born", "int"), ("instrument", "string"), ("heritage", "bool")]
    )
    belongs = U.EdgeFile("belongs_to", [("since", "int")])
    repertoire = U.EdgeFile("repertoire", [("years", "int")])
    for name, gender, born, instrument, heritage, of, at, knows in PT_PERFORMERS:
        performers.rows.append([name, gender, born, instrument, heritage])
        for school in _split(of):
            belongs.rows.append([name, school, max(born + 18, founded[school]) + rng.randint(0, 8)])
        for hall in _split(at):
            resident.rows.append([name, hall, max(born + 22, opened[hall]) + rng.randint(0, 4)])
        for item in _split(knows):
            story, years = item.split(":")
            repertoire.rows.append([name, story, int(years)])
    taught = U.EdgeFile("taught", [("years", "int")])
    taught.rows.extend([a, b, years] for a, b, years in PT_TAUGHT)
    performances = U.VertexFile("performance", [("held_on", "date"), ("tickets", "int"), ("price", "double")])
    staged = U.EdgeFile("staged_at", [("nights", "int")])
    told = U.EdgeFile("told", [("episodes", "int")])
    performed = U.EdgeFile("performed_in", [("fee", "double"), ("headliner", "bool")])
    for name, day, tickets, price, at, stories_told, cast in PT_PERFORMANCES:
        performances.rows.append([name, dt.date.fromisoformat(day), tickets, price])
        for item in _split(at):
            hall, nights = item.split(":")
            staged.rows.append([name, hall, int(nights)])
        for item in _split(stories_told):
            story, episodes = item.split(":")
            told.rows.append([name, story, int(episodes)])
        for item in _split(cast):
            head = item.endswith("!")
            fee = float(rng.choice([800, 1000, 1200, 1500]) * (2 if head else 1))
            performed.rows.append([item.rstrip("!"), name, fee, head])
    return U.Graph(
        "pingtan",
        32,
        PINGTAN_DDL,
        [performers, halls, stories, schools, performances],
        [belongs, taught, performed, staged, told, repertoire, resident],
    )


# --------------------------------------------------------------------------- pool (mixed names, opaque ids)

POOL_DDL = """
CREATE TAG IF NOT EXISTS pool(name string COMMENT "泳池名称 / pool name", district string, length_m int COMMENT "pool length in metres", indoor bool, opened date) COMMENT = "a municipal swimming pool";
CREATE TAG IF NOT EXISTS lifeguard(name string, born int, level string COMMENT "senior or junior", first_aid bool COMMENT "holds a current first-aid certificate") COMMENT = "a lifeguard employed by the pools";
CREATE TAG IF NOT EXISTS swim_class(title string COMMENT "the class as it is advertised", level string COMMENT "beginner, improver, advanced or aquafit", fee double COMMENT "fee per term", weeks int COMMENT "weeks in a term") COMMENT = "a swimming class";
CREATE TAG IF NOT EXISTS swimmer(name string, born int, membership string COMMENT "adult, junior or senior") COMMENT = "a registered swimmer";
CREATE EDGE IF NOT EXISTS guards_at(since int, shifts int COMMENT "shifts a week") COMMENT = "lifeguard -> pool";
CREATE EDGE IF NOT EXISTS booked_lane(lane int COMMENT "lane number", day date COMMENT "booking day", minutes int) COMMENT = "swimmer -> pool where they booked a lane";
CREATE EDGE IF NOT EXISTS enrolled_in(paid double, completed bool COMMENT "finished the term") COMMENT = "swimmer -> class";
CREATE EDGE IF NOT EXISTS held_at(weekday string) COMMENT = "class -> pool it runs at";
CREATE EDGE IF NOT EXISTS teaches(since int) COMMENT = "lifeguard -> a class they teach, and lifeguard -> a swimmer they give private lessons";
CREATE EDGE IF NOT EXISTS trained(years int) COMMENT = "senior lifeguard -> the lifeguard they trained";
CREATE EDGE IF NOT EXISTS guardian_of() COMMENT = "swimmer -> the child swimmer they bring";
CREATE TAG INDEX IF NOT EXISTS pool_name_index ON pool(name(40));
CREATE TAG INDEX IF NOT EXISTS pool_district_index ON pool(district(16));
CREATE TAG INDEX IF NOT EXISTS pool_length_index ON pool(length_m);
CREATE TAG INDEX IF NOT EXISTS lifeguard_name_index ON lifeguard(name(32));
CREATE TAG INDEX IF NOT EXISTS lifeguard_born_index ON lifeguard(born);
CREATE TAG INDEX IF NOT EXISTS lifeguard_level_index ON lifeguard(level(16));
CREATE TAG INDEX IF NOT EXISTS lifeguard_first_aid_index ON lifeguard(first_aid);
CREATE TAG INDEX IF NOT EXISTS swim_class_title_index ON swim_class(title(40));
CREATE TAG INDEX IF NOT EXISTS swim_class_level_index ON swim_class(level(16));
CREATE TAG INDEX IF NOT EXISTS swim_class_fee_index ON swim_class(fee);
CREATE TAG INDEX IF NOT EXISTS swimmer_name_index ON swimmer(name(32));
CREATE TAG INDEX IF NOT EXISTS swimmer_born_index ON swimmer(born);
CREATE TAG INDEX IF NOT EXISTS swimmer_membership_index ON swimmer(membership(16));
CREATE EDGE INDEX IF NOT EXISTS enrolled_in_completed_index ON enrolled_in(completed);
"""

#: pool, district, length, indoor, opened
PL_POOLS = [
    ("东湖游泳馆", "东湖区", 50, True, "2008-06-01"), ("Riverside Lido", "Riverside", 50, False, "1936-07-04"),
    ("城西社区泳池", "城西区", 25, True, "2015-03-20"), ("Northgate Leisure Pool", "Northgate", 25, True, "2011-09-10"),
    ("滨江新馆", "滨江区", 50, True, "2026-01-08"),
]  # fmt: skip

#: lifeguard, born, level, first aid, pools ("name!" = one shift a week)
PL_LIFEGUARDS = [
    ("王建国", 1975, "senior", True, "东湖游泳馆"), ("Mark Evans", 1982, "senior", True, "Riverside Lido;Northgate Leisure Pool!"),
    ("李娜", 1993, "junior", True, "东湖游泳馆"), ("Chloe Bennett", 1998, "junior", False, "Riverside Lido"),
    ("赵磊", 1988, "senior", False, "城西社区泳池"), ("Sam Turner", 2001, "junior", True, "Northgate Leisure Pool"),
    ("陈静", 1996, "junior", True, "城西社区泳池;东湖游泳馆!"), ("Dave Whitlock", 1960, "senior", True, ""),
    ("刘洋", 2003, "junior", False, "Northgate Leisure Pool"), ("Amy Zhang", 1991, "senior", True, "Riverside Lido"),
    ("孙小川", 2004, "junior", False, ""),
]  # fmt: skip

#: class, level, fee, weeks, pools (pool:weekday), lifeguards teaching it
PL_CLASSES = [
    ("Little Dolphins", "beginner", 90.0, 8, "东湖游泳馆:Saturday", "李娜"),
    ("成人蛙泳入门", "beginner", 120.0, 10, "东湖游泳馆:Tuesday", "王建国"),
    ("Stroke Improvers", "improver", 110.0, 8, "Northgate Leisure Pool:Wednesday", "Mark Evans"),
    ("自由泳提高班", "improver", 150.0, 10, "城西社区泳池:Thursday", "赵磊"),
    ("Masters Squad", "advanced", 200.0, 12, "Riverside Lido:Tuesday;Northgate Leisure Pool:Friday", "Mark Evans;Amy Zhang"),
    ("Aqua Fit", "aquafit", 60.0, 6, "Riverside Lido:Monday", "Chloe Bennett"),
    ("水中健身操", "aquafit", 55.0, 6, "城西社区泳池:Friday", "陈静"),
    ("Open Water Prep", "advanced", 240.0, 8, "Riverside Lido:Sunday", "Amy Zhang"),
    ("亲子游泳", "beginner", 100.0, 6, "东湖游泳馆:Sunday", ""),
    ("Lifesaving Juniors", "improver", 130.0, 10, "Northgate Leisure Pool:Saturday", "Sam Turner"),
]  # fmt: skip

#: swimmer, born, membership, lane bookings (pool:lane:minutes), classes ("title!" = not completed)
PL_SWIMMERS = [
    ("周子涵", 2015, "junior", "", "Little Dolphins;亲子游泳"),
    ("Oliver Grant", 1985, "adult", "Riverside Lido:3:60;Northgate Leisure Pool:5:45", "Masters Squad;Open Water Prep!"),
    ("林晓", 1990, "adult", "东湖游泳馆:4:90", "成人蛙泳入门;自由泳提高班!"),
    ("Emma Walsh", 2012, "junior", "", "Stroke Improvers"),
    ("黄志明", 1950, "senior", "城西社区泳池:1:30", "水中健身操"),
    ("Grace Okafor", 1978, "adult", "Riverside Lido:2:60", "Aqua Fit;Masters Squad"),
    ("马小龙", 2014, "junior", "", "Little Dolphins!"),
    ("Henry Cole", 1958, "senior", "Northgate Leisure Pool:6:40", "Aqua Fit"),
    ("吴佳", 1995, "adult", "东湖游泳馆:7:60;滨江新馆:2:60", "自由泳提高班"),
    ("Lily Chen", 2010, "junior", "", "Stroke Improvers!"),
    ("郑海", 1988, "adult", "Riverside Lido:5:120;东湖游泳馆:1:60", "Open Water Prep;Masters Squad"),
    ("Ruby Singh", 1999, "adult", "", ""),
    ("张秀英", 1983, "adult", "东湖游泳馆:2:45", "亲子游泳"),
    ("Tom Walsh", 1980, "adult", "Northgate Leisure Pool:3:30", ""),
    ("Jack Moore", 2008, "junior", "Northgate Leisure Pool:4:60", "Stroke Improvers"),
]  # fmt: skip

#: lifeguard -> swimmer given private lessons
PL_PRIVATE = [
    ("Amy Zhang", "Oliver Grant"),
    ("李娜", "周子涵"),
    ("Mark Evans", "Lily Chen"),
    ("刘洋", "Jack Moore"),
]

#: trainer -> lifeguard, years
PL_TRAINED = [
    ("Dave Whitlock", "Mark Evans", 5), ("Dave Whitlock", "王建国", 6), ("王建国", "李娜", 3), ("王建国", "陈静", 2),
    ("赵磊", "陈静", 1), ("Mark Evans", "Chloe Bennett", 2), ("Mark Evans", "Sam Turner", 1), ("Amy Zhang", "刘洋", 1),
]  # fmt: skip

#: guardian -> child
PL_GUARDIAN = [("张秀英", "周子涵"), ("Tom Walsh", "Emma Walsh"), ("林晓", "马小龙")]


def pool(rng: random.Random) -> object:
    pools = U.VertexFile(
        "pool",
        [
            ("name", "string"),
            ("district", "string"),
            ("length_m", "int"),
            ("indoor", "bool"),
            ("opened", "date"),
        ],
    )
    pl = {}
    opened = {}
    for i, (name, district, length, indoor, day) in enumerate(PL_POOLS, start=1):
        pl[name] = f"pl{i:02d}"
        opened[name] = int(day[:4])
        pools.rows.append([pl[name], name, district, length, indoor, dt.date.fromisoformat(day)])
    lifeguards = U.VertexFile(
        "lifeguard", [("name", "string"), ("born", "int"), ("level", "string"), ("first_aid", "bool")]
    )
    guards = U.EdgeFile("guards_at", [("since", "int"), ("shifts", "int")])
    lg = {}
    for i, (name, born, level, first_aid, at) in enumerate(PL_LIFEGUARDS, start=1):
        lg[name] = f"lg{i:02d}"
        lifeguards.rows.append([lg[name], name, born, level, first_aid])
        for item in _split(at):
            where = item.rstrip("!")
            shifts = 1 if item.endswith("!") else rng.randint(3, 5)
            guards.rows.append(
                [lg[name], pl[where], max(born + 18, opened[where]) + rng.randint(0, 4), shifts]
            )
    trained = U.EdgeFile("trained", [("years", "int")])
    trained.rows.extend([lg[a], lg[b], years] for a, b, years in PL_TRAINED)
    classes = U.VertexFile(
        "swim_class", [("title", "string"), ("level", "string"), ("fee", "double"), ("weeks", "int")]
    )
    held = U.EdgeFile("held_at", [("weekday", "string")])
    teaches = U.EdgeFile("teaches", [("since", "int")])
    sc = {}
    fee = {}
    for i, (title, level, cost, weeks, at, taught_by) in enumerate(PL_CLASSES, start=1):
        sc[title] = f"sc{i:02d}"
        fee[title] = cost
        classes.rows.append([sc[title], title, level, cost, weeks])
        for item in _split(at):
            where, day = item.split(":")
            held.rows.append([sc[title], pl[where], day])
        for who in _split(taught_by):
            teaches.rows.append([lg[who], sc[title], 2018 + rng.randint(0, 7)])
    swimmers = U.VertexFile("swimmer", [("name", "string"), ("born", "int"), ("membership", "string")])
    booked = U.EdgeFile("booked_lane", [("lane", "int"), ("day", "date"), ("minutes", "int")])
    enrolled = U.EdgeFile("enrolled_in", [("paid", "double"), ("completed", "bool")])
    sw = {}
    for i, (name, born, membership, lanes, took) in enumerate(PL_SWIMMERS, start=1):
        sw[name] = f"sw{i:02d}"
        swimmers.rows.append([sw[name], name, born, membership])
        for item in _split(lanes):
            where, lane, minutes = item.split(":")
            booked.rows.append([sw[name], pl[where], int(lane), U._day(rng, 2026, 2026), int(minutes)])
        for item in _split(took):
            title = item.rstrip("!")
            discount = 0.5 if membership in ("junior", "senior") else 1.0
            enrolled.rows.append([sw[name], sc[title], fee[title] * discount, not item.endswith("!")])
    teaches.rows.extend([lg[a], sw[b], 2022 + rng.randint(0, 3)] for a, b in PL_PRIVATE)
    guardian = U.EdgeFile("guardian_of", [])
    guardian.rows.extend([sw[a], sw[b]] for a, b in PL_GUARDIAN)
    return U.Graph(
        "pool",
        8,
        POOL_DDL,
        [pools, lifeguards, classes, swimmers],
        [guards, booked, enrolled, held, teaches, trained, guardian],
    )


# --------------------------------------------------------------------------- main

SEED = 20261209
BUILDERS = {"rescue": rescue, "pingtan": pingtan, "pool": pool}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
