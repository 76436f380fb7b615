"""Write the two development graphs of ``eval/devshapes27/graphs/`` (musiccamp, minsu).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a tag the
question does not name or a role noun, counts of edges vs distinct vertices, filters on edge
numbers, bools and dates, top-k over counts, sums and edge numbers, "the second", negation over
a related entity with a filter and through a second edge type), half of it in Chinese.
``musiccamp`` (a youth orchestra summer camp: campers, tutors, ensembles, pieces, showcase
concerts) has English names that are the vertex ids; a same-tag edge (``buddy_of``: an older
camper -> the younger one they look out for), tags reached by several edge types (``camper``:
``taught``, ``buddy_of``; ``ensemble``: ``sits_in``, ``coaches``; ``piece``: ``rehearses``,
``played_solo``) and edge properties of every kind (``sits_in``' ``seat`` int and ``section_lead``
bool; ``taught``'s ``sessions`` int, ``started`` date and ``graded`` bool; ``played_solo``'s
``marks`` and ``played_on`` date). ``minsu`` (a 民宿 guesthouse network: 房东, 民宿, 村镇,
旅客) has opaque ids, Chinese names and category strings, English schema names with Chinese
COMMENTs, a same-tag edge (``recommended``: 推荐人 -> 被推荐的旅客), stays and reviews as two
edge types between the same tags (``stayed``' ``checkin`` date, ``nights`` and ``party``;
``reviewed``' ``stars``, ``written`` date and ``photos`` bool) and a vertex bool (``pets``).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes27/make_graphs.py [--out eval/devshapes27/graphs]
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


def _camp(month: int, day: int) -> dt.date:
    """A day of the 2025 camp."""
    return D(2025, month, day)


# --------------------------------------------------------------------------- musiccamp (English names as ids)

MUSICCAMP_DDL = """
CREATE TAG IF NOT EXISTS camper(name string, born int COMMENT "year of birth", instrument string, standard string COMMENT "beginner, intermediate or advanced", arrived date COMMENT "day the camper arrived at camp") COMMENT = "a young musician at the summer camp";
CREATE TAG IF NOT EXISTS tutor(name string, instrument string COMMENT "what the tutor teaches", since int COMMENT "first summer at the camp") COMMENT = "a music tutor at the camp";
CREATE TAG IF NOT EXISTS ensemble(name string, kind string COMMENT "string orchestra, symphony orchestra, wind band, chamber or jazz", room string COMMENT "rehearsal room") COMMENT = "a camp ensemble";
CREATE TAG IF NOT EXISTS piece(name string, composer string, minutes int COMMENT "duration in minutes", difficulty int COMMENT "grade 1 easy to 8 hard") COMMENT = "a piece of music";
CREATE TAG IF NOT EXISTS showcase(name string, held date COMMENT "date of the concert", venue string, outdoor bool COMMENT "played outdoors") COMMENT = "a camp concert";
CREATE EDGE IF NOT EXISTS sits_in(seat int COMMENT "chair number in the section", section_lead bool COMMENT "principal, leads their section") COMMENT = "camper -> ensemble";
CREATE EDGE IF NOT EXISTS coaches(hours int COMMENT "coaching hours over the camp") COMMENT = "tutor -> ensemble";
CREATE EDGE IF NOT EXISTS taught(sessions int COMMENT "one-to-one lessons given", started date COMMENT "day of the first lesson", graded bool COMMENT "sat a graded assessment") COMMENT = "tutor -> camper (private lessons)";
CREATE EDGE IF NOT EXISTS buddy_of(week int COMMENT "camp week the pairing began") COMMENT = "older camper -> the younger camper they look out for";
CREATE EDGE IF NOT EXISTS rehearses() COMMENT = "ensemble -> piece on its programme";
CREATE EDGE IF NOT EXISTS performed(slot int COMMENT "running order in the concert") COMMENT = "ensemble -> showcase";
CREATE EDGE IF NOT EXISTS played_solo(marks int COMMENT "adjudicator's marks out of 100", played_on date COMMENT "day of the solo") COMMENT = "camper -> piece they played a solo in";
CREATE TAG INDEX IF NOT EXISTS camper_name_index ON camper(name(32));
CREATE TAG INDEX IF NOT EXISTS tutor_name_index ON tutor(name(32));
CREATE TAG INDEX IF NOT EXISTS ensemble_name_index ON ensemble(name(32));
CREATE TAG INDEX IF NOT EXISTS piece_name_index ON piece(name(32));
CREATE TAG INDEX IF NOT EXISTS showcase_name_index ON showcase(name(32));
"""

#: (name, born, instrument, standard, arrived); Ivy Tremaine plays in no ensemble
CAMPERS = [
    ("Poppy Ashworth", 2008, "violin", "advanced", _camp(7, 6)),
    ("Theo Brennan", 2010, "cello", "intermediate", _camp(7, 6)),
    ("Nina Kowalczyk", 2009, "flute", "advanced", _camp(7, 7)),
    ("Oscar Delaney", 2011, "trumpet", "beginner", _camp(7, 8)),
    ("Maya Osei", 2007, "violin", "advanced", _camp(7, 6)),
    ("Felix Hartmann", 2012, "clarinet", "beginner", _camp(7, 9)),
    ("Isla Fenwick", 2009, "viola", "intermediate", _camp(7, 7)),
    ("Reuben Castillo", 2008, "double bass", "intermediate", _camp(7, 6)),
    ("Hana Sato", 2010, "violin", "intermediate", _camp(7, 8)),
    ("Jasper Quill", 2006, "oboe", "advanced", _camp(7, 6)),
    ("Lottie Marchetti", 2011, "cello", "beginner", _camp(7, 10)),
    ("Kwame Addo", 2009, "trombone", "intermediate", _camp(7, 7)),
    ("Elodie Fraser", 2012, "flute", "beginner", _camp(7, 11)),
    ("Sami Virtanen", 2007, "horn", "advanced", _camp(7, 6)),
    ("Wren Okonkwo", 2010, "percussion", "intermediate", _camp(7, 9)),
    ("Ivy Tremaine", 2013, "violin", "beginner", _camp(7, 12)),
]  # fmt: skip
#: (name, instrument, since); Celia Vance coaches no ensemble and teaches nobody
TUTORS = [
    ("Margot Ellery", "violin", 2012),
    ("Declan Rourke", "cello", 2016),
    ("Priya Raman", "flute", 2019),
    ("Anton Weiss", "brass", 2010),
    ("Greta Holm", "clarinet", 2021),
    ("Bernard Okoye", "percussion", 2018),
    ("Celia Vance", "piano", 2023),
]  # fmt: skip
#: (name, kind, room); the Flute Choir has played at no showcase
ENSEMBLES = [
    ("Summer Strings", "string orchestra", "Hall A"),
    ("Full Camp Orchestra", "symphony orchestra", "Main Hall"),
    ("Camp Wind Band", "wind band", "Barn Studio"),
    ("Lakeside Quartet", "chamber", "Room 4"),
    ("Brass Five", "chamber", "Room 2"),
    ("Big Band Juniors", "jazz", "Barn Studio"),
    ("Flute Choir", "chamber", "Room 3"),
]  # fmt: skip
#: (ensemble, [(camper, seat, principal)])
PLAYS_IN = [
    ("Summer Strings", [("Poppy Ashworth", 1, True), ("Maya Osei", 2, False), ("Hana Sato", 3, False), ("Isla Fenwick", 4, True), ("Theo Brennan", 5, True), ("Lottie Marchetti", 6, False), ("Reuben Castillo", 7, True)]),
    ("Full Camp Orchestra", [("Maya Osei", 1, True), ("Poppy Ashworth", 2, False), ("Theo Brennan", 3, False), ("Nina Kowalczyk", 4, True), ("Jasper Quill", 5, True), ("Sami Virtanen", 6, True), ("Kwame Addo", 7, False), ("Wren Okonkwo", 8, True), ("Reuben Castillo", 9, False)]),
    ("Camp Wind Band", [("Kwame Addo", 1, True), ("Felix Hartmann", 2, False), ("Elodie Fraser", 3, False), ("Oscar Delaney", 4, False), ("Sami Virtanen", 5, False), ("Wren Okonkwo", 6, False), ("Nina Kowalczyk", 7, True)]),
    ("Lakeside Quartet", [("Poppy Ashworth", 1, True), ("Hana Sato", 2, False), ("Isla Fenwick", 3, False), ("Theo Brennan", 4, False)]),
    ("Brass Five", [("Kwame Addo", 1, True), ("Oscar Delaney", 2, False), ("Sami Virtanen", 3, False)]),
    ("Big Band Juniors", [("Oscar Delaney", 1, True), ("Wren Okonkwo", 2, False), ("Reuben Castillo", 3, False), ("Felix Hartmann", 4, False)]),
    ("Flute Choir", [("Nina Kowalczyk", 1, True), ("Elodie Fraser", 2, False)]),
]  # fmt: skip
#: (tutor, [(ensemble, hours)])
COACHES = [
    ("Margot Ellery", [("Summer Strings", 20), ("Lakeside Quartet", 8)]),
    ("Declan Rourke", [("Summer Strings", 12), ("Full Camp Orchestra", 15)]),
    ("Priya Raman", [("Flute Choir", 6), ("Camp Wind Band", 10)]),
    ("Anton Weiss", [("Brass Five", 9), ("Big Band Juniors", 11), ("Camp Wind Band", 14)]),
    ("Greta Holm", [("Camp Wind Band", 7)]),
    ("Bernard Okoye", [("Big Band Juniors", 5), ("Full Camp Orchestra", 4)]),
]  # fmt: skip
#: (tutor, [(camper, sessions, started, graded)]); Isla Fenwick has no private lessons
TAUGHT = [
    ("Margot Ellery", [("Poppy Ashworth", 6, _camp(7, 7), True), ("Hana Sato", 4, _camp(7, 9), False), ("Ivy Tremaine", 3, _camp(7, 13), False), ("Maya Osei", 5, _camp(7, 7), True)]),
    ("Declan Rourke", [("Theo Brennan", 5, _camp(7, 7), True), ("Lottie Marchetti", 2, _camp(7, 12), False), ("Reuben Castillo", 4, _camp(7, 8), False)]),
    ("Priya Raman", [("Nina Kowalczyk", 7, _camp(7, 8), True), ("Elodie Fraser", 3, _camp(7, 12), False)]),
    ("Anton Weiss", [("Oscar Delaney", 6, _camp(7, 9), True), ("Kwame Addo", 4, _camp(7, 8), False), ("Sami Virtanen", 2, _camp(7, 10), True)]),
    ("Greta Holm", [("Felix Hartmann", 5, _camp(7, 10), False), ("Jasper Quill", 3, _camp(7, 7), True)]),
    ("Bernard Okoye", [("Wren Okonkwo", 4, _camp(7, 10), True)]),
]  # fmt: skip
#: (older camper, [(younger camper, week)]); a chain of four: Jasper -> Poppy -> Hana -> Ivy
BUDDIES = [
    ("Jasper Quill", [("Poppy Ashworth", 1)]),
    ("Poppy Ashworth", [("Hana Sato", 1)]),
    ("Hana Sato", [("Ivy Tremaine", 2)]),
    ("Maya Osei", [("Theo Brennan", 1)]),
    ("Theo Brennan", [("Lottie Marchetti", 2)]),
    ("Sami Virtanen", [("Kwame Addo", 1)]),
    ("Kwame Addo", [("Oscar Delaney", 1)]),
    ("Nina Kowalczyk", [("Elodie Fraser", 2)]),
]  # fmt: skip
#: (name, composer, minutes, difficulty); no ensemble rehearses the Glass Mountain Symphony
PIECES = [
    ("Harbour Lights Suite", "E. Marlowe", 12, 5),
    ("Midsummer Reel", "T. Cairns", 4, 3),
    ("The Copper Kettle March", "A. Pryce", 5, 2),
    ("Nocturne for Strings", "L. Brandt", 8, 6),
    ("Skyline Swing", "R. Delmar", 6, 4),
    ("Fanfare for a New Day", "A. Pryce", 3, 4),
    ("Lantern Festival Overture", "M. Chen-Lowe", 10, 7),
    ("River Dances", "T. Cairns", 7, 5),
    ("Three Little Canons", "L. Brandt", 2, 1),
    ("Blue Hour Ballad", "R. Delmar", 5, 3),
    ("Glass Mountain Symphony", "E. Marlowe", 14, 8),
    ("Quicksilver Quintet", "J. Horne", 9, 6),
]  # fmt: skip
#: (ensemble, [pieces on its programme])
REHEARSES = [
    ("Summer Strings", ["Nocturne for Strings", "Midsummer Reel", "Three Little Canons"]),
    ("Full Camp Orchestra", ["Harbour Lights Suite", "Lantern Festival Overture", "Midsummer Reel"]),
    ("Camp Wind Band", ["The Copper Kettle March", "Fanfare for a New Day", "River Dances"]),
    ("Lakeside Quartet", ["Three Little Canons", "River Dances"]),
    ("Brass Five", ["Fanfare for a New Day", "Quicksilver Quintet"]),
    ("Big Band Juniors", ["Skyline Swing", "Blue Hour Ballad"]),
    ("Flute Choir", ["Midsummer Reel"]),
]  # fmt: skip
#: (name, held, venue, outdoor)
SHOWCASES = [
    ("Opening Night", _camp(7, 12), "Main Hall", False),
    ("Midweek Recital", _camp(7, 16), "Room 4", False),
    ("Lakeside Picnic Concert", _camp(7, 19), "Lake Lawn", True),
    ("Village Green Pops", _camp(7, 23), "Village Green", True),
    ("Grand Finale", _camp(7, 26), "Main Hall", False),
]  # fmt: skip
#: (showcase, [(ensemble, slot)])
PERFORMED = [
    ("Opening Night", [("Summer Strings", 1), ("Camp Wind Band", 2), ("Full Camp Orchestra", 3)]),
    ("Midweek Recital", [("Lakeside Quartet", 1), ("Brass Five", 2)]),
    ("Lakeside Picnic Concert", [("Big Band Juniors", 1), ("Brass Five", 2), ("Lakeside Quartet", 3), ("Camp Wind Band", 4)]),
    ("Village Green Pops", [("Camp Wind Band", 1), ("Big Band Juniors", 2)]),
    ("Grand Finale", [("Summer Strings", 1), ("Big Band Juniors", 2), ("Camp Wind Band", 3), ("Full Camp Orchestra", 4)]),
]  # fmt: skip
#: (camper, piece, marks, played_on)
SOLOED = [
    ("Poppy Ashworth", "Nocturne for Strings", 92, _camp(7, 19)),
    ("Maya Osei", "Lantern Festival Overture", 88, _camp(7, 26)),
    ("Nina Kowalczyk", "Midsummer Reel", 90, _camp(7, 19)),
    ("Jasper Quill", "Harbour Lights Suite", 95, _camp(7, 26)),
    ("Oscar Delaney", "Skyline Swing", 78, _camp(7, 19)),
    ("Kwame Addo", "Fanfare for a New Day", 84, _camp(7, 26)),
    ("Theo Brennan", "River Dances", 81, _camp(7, 19)),
    ("Wren Okonkwo", "Blue Hour Ballad", 86, _camp(7, 26)),
    ("Sami Virtanen", "Quicksilver Quintet", 89, _camp(7, 26)),
    ("Hana Sato", "Three Little Canons", 74, _camp(7, 12)),
]  # fmt: skip


def musiccamp() -> object:
    campers = U.VertexFile(
        "camper",
        [
            ("name", "string"),
            ("born", "int"),
            ("instrument", "string"),
            ("standard", "string"),
            ("arrived", "date"),
        ],
    )
    campers.rows = [[n, n, b, i, s, a] for n, b, i, s, a in CAMPERS]
    tutors = U.VertexFile("tutor", [("name", "string"), ("instrument", "string"), ("since", "int")])
    tutors.rows = [[n, n, i, s] for n, i, s in TUTORS]
    ensembles = U.VertexFile("ensemble", [("name", "string"), ("kind", "string"), ("room", "string")])
    ensembles.rows = [[n, n, k, r] for n, k, r in ENSEMBLES]
    pieces = U.VertexFile(
        "piece", [("name", "string"), ("composer", "string"), ("minutes", "int"), ("difficulty", "int")]
    )
    pieces.rows = [[n, n, c, m, d] for n, c, m, d in PIECES]
    showcases = U.VertexFile(
        "showcase", [("name", "string"), ("held", "date"), ("venue", "string"), ("outdoor", "bool")]
    )
    showcases.rows = [[n, n, h, v, _bool(o)] for n, h, v, o in SHOWCASES]
    sits_in = U.EdgeFile("sits_in", [("seat", "int"), ("section_lead", "bool")])
    for ensemble, players in PLAYS_IN:
        sits_in.rows += [[c, ensemble, s, _bool(p)] for c, s, p in players]
    coaches = U.EdgeFile("coaches", [("hours", "int")])
    for who, groups in COACHES:
        coaches.rows += [[who, e, h] for e, h in groups]
    taught = U.EdgeFile("taught", [("sessions", "int"), ("started", "date"), ("graded", "bool")])
    for who, pupils in TAUGHT:
        taught.rows += [[who, c, n, day, _bool(g)] for c, n, day, g in pupils]
    buddy_of = U.EdgeFile("buddy_of", [("week", "int")])
    for who, younger in BUDDIES:
        buddy_of.rows += [[who, y, w] for y, w in younger]
    rehearses = U.EdgeFile("rehearses", [])
    for ensemble, programme in REHEARSES:
        rehearses.rows += [[ensemble, p] for p in programme]
    performed = U.EdgeFile("performed", [("slot", "int")])
    for show, acts in PERFORMED:
        performed.rows += [[e, show, s] for e, s in acts]
    played_solo = U.EdgeFile("played_solo", [("marks", "int"), ("played_on", "date")])
    played_solo.rows = [[c, p, m, day] for c, p, m, day in SOLOED]
    return U.Graph(
        "musiccamp",
        32,
        MUSICCAMP_DDL,
        [campers, tutors, ensembles, pieces, showcases],
        [sits_in, coaches, taught, buddy_of, rehearses, performed, played_solo],
    )


# --------------------------------------------------------------------------- minsu (opaque ids, Chinese names)

MINSU_DDL = """
CREATE TAG IF NOT EXISTS landlord(name string COMMENT "房东姓名", born int COMMENT "出生年份", career string COMMENT "开民宿之前的职业") COMMENT = "房东（民宿主人）";
CREATE TAG IF NOT EXISTS guesthouse(name string COMMENT "民宿名称", rooms int COMMENT "房间数", price int COMMENT "每晚房价（元）", opened int COMMENT "开业年份", pets bool COMMENT "是否可以带宠物") COMMENT = "民宿";
CREATE TAG IF NOT EXISTS village(name string COMMENT "村镇名称", county string COMMENT "所属县区", altitude int COMMENT "海拔（米）") COMMENT = "村镇";
CREATE TAG IF NOT EXISTS traveler(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "性别：男/女", city string COMMENT "常住城市") COMMENT = "旅客";
CREATE EDGE IF NOT EXISTS runs(since int COMMENT "开始经营的年份") COMMENT = "经营：房东 -> 民宿";
CREATE EDGE IF NOT EXISTS located_in() COMMENT = "民宿 -> 所在村镇";
CREATE EDGE IF NOT EXISTS born_in() COMMENT = "房东 -> 老家所在村镇";
CREATE EDGE IF NOT EXISTS stayed(checkin date COMMENT "入住日期", nights int COMMENT "住了几晚", party int COMMENT "同行人数（含本人）") COMMENT = "入住：旅客 -> 民宿";
CREATE EDGE IF NOT EXISTS reviewed(stars int COMMENT "评分 1-5 星", written date COMMENT "点评日期", photos bool COMMENT "是否带照片") COMMENT = "点评：旅客 -> 民宿";
CREATE EDGE IF NOT EXISTS recommended(year int COMMENT "推荐的年份") COMMENT = "推荐：推荐人 -> 被推荐来的旅客";
CREATE TAG INDEX IF NOT EXISTS landlord_name_index ON landlord(name(32));
CREATE TAG INDEX IF NOT EXISTS guesthouse_name_index ON guesthouse(name(32));
CREATE TAG INDEX IF NOT EXISTS village_name_index ON village(name(32));
CREATE TAG INDEX IF NOT EXISTS traveler_name_index ON traveler(name(32));
"""

#: (name, born, career); 严子墨 runs nothing yet (born in 霞岭村, which has no guesthouse)
LANDLORDS = [
    ("陆青山", 1975, "厨师"),
    ("许曼", 1986, "设计师"),
    ("贺振国", 1962, "农民"),
    ("夏知秋", 1990, "程序员"),
    ("蒋婉清", 1981, "教师"),
    ("骆一帆", 1993, "摄影师"),
    ("柯梅", 1970, "农民"),
    ("严子墨", 1988, "设计师"),
]  # fmt: skip
#: (name, county, altitude); 霞岭村 has no guesthouse
VILLAGES = [
    ("青溪村", "德清县", 180),
    ("竹影坞", "安吉县", 320),
    ("白云岙", "桐庐县", 760),
    ("石门里", "安吉县", 450),
    ("梅家湾", "桐庐县", 90),
    ("枫林渡", "淳安县", 130),
    ("霞岭村", "临安区", 880),
]  # fmt: skip
#: (name, rooms, price, opened, pets, village, landlord); nobody has stayed at 湖光里
GUESTHOUSES = [
    ("山月小筑", 6, 480, 2016, False, "青溪村", "陆青山"),
    ("竹里人家", 8, 360, 2014, True, "竹影坞", "贺振国"),
    ("云上的院子", 5, 680, 2019, False, "白云岙", "许曼"),
    ("溪畔茶舍", 4, 420, 2018, True, "青溪村", "蒋婉清"),
    ("半山听雨", 7, 560, 2020, False, "石门里", "夏知秋"),
    ("梅湾老宅", 10, 300, 2012, True, "梅家湾", "柯梅"),
    ("枫渡客栈", 9, 380, 2013, False, "枫林渡", "贺振国"),
    ("星空帐篷营", 6, 520, 2021, True, "白云岙", "骆一帆"),
    ("木心居", 3, 750, 2022, False, "竹影坞", "许曼"),
    ("稻香小院", 5, 280, 2017, True, "梅家湾", "蒋婉清"),
    ("听松阁", 4, 460, 2023, False, "石门里", "骆一帆"),
    ("湖光里", 6, 400, 2024, False, "枫林渡", "陆青山"),
]  # fmt: skip
#: (landlord, village they come from); the others moved in from the cities
BORN_IN = [
    ("陆青山", "青溪村"),
    ("贺振国", "竹影坞"),
    ("柯梅", "梅家湾"),
    ("蒋婉清", "青溪村"),
    ("严子墨", "霞岭村"),
]  # fmt: skip
#: (name, born, gender, city); 林浩 was recommended and has stayed nowhere yet
TRAVELERS = [
    ("王可欣", 1995, "女", "上海"),
    ("李想", 1988, "男", "杭州"),
    ("张一诺", 2000, "女", "南京"),
    ("刘星河", 1992, "男", "上海"),
    ("陈思远", 1985, "男", "北京"),
    ("杨柳", 1998, "女", "苏州"),
    ("黄子涵", 1979, "女", "杭州"),
    ("周末", 1991, "男", "宁波"),
    ("吴小满", 2002, "女", "杭州"),
    ("徐晨", 1983, "男", "上海"),
    ("孙蔓", 1996, "女", "南京"),
    ("马骁", 1990, "男", "北京"),
    ("朱贝贝", 2001, "女", "苏州"),
    ("胡远航", 1987, "男", "宁波"),
    ("郭晓棠", 1993, "女", "上海"),
    ("林浩", 1999, "男", "杭州"),
]  # fmt: skip
#: (traveler, [(guesthouse, checkin, nights, party)]); no stay crosses a new year
STAYED = [
    ("王可欣", [("山月小筑", D(2023, 5, 1), 2, 2), ("云上的院子", D(2024, 4, 5), 3, 2), ("木心居", D(2024, 10, 2), 2, 3)]),
    ("李想", [("竹里人家", D(2022, 7, 15), 4, 4), ("梅湾老宅", D(2023, 8, 10), 3, 5)]),
    ("张一诺", [("云上的院子", D(2023, 10, 3), 2, 2), ("星空帐篷营", D(2024, 8, 17), 1, 2)]),
    ("刘星河", [("半山听雨", D(2024, 3, 22), 2, 1), ("枫渡客栈", D(2022, 9, 30), 5, 3), ("听松阁", D(2024, 11, 8), 3, 2)]),
    ("陈思远", [("梅湾老宅", D(2021, 10, 1), 6, 6), ("溪畔茶舍", D(2023, 4, 15), 2, 2)]),
    ("杨柳", [("星空帐篷营", D(2023, 7, 20), 2, 3), ("稻香小院", D(2024, 6, 1), 3, 2), ("山月小筑", D(2024, 9, 14), 2, 2)]),
    ("黄子涵", [("溪畔茶舍", D(2022, 5, 2), 7, 2), ("竹里人家", D(2024, 5, 1), 3, 3)]),
    ("周末", [("枫渡客栈", D(2023, 2, 10), 2, 4)]),
    ("吴小满", [("木心居", D(2024, 12, 20), 2, 2), ("星空帐篷营", D(2024, 7, 12), 1, 4)]),
    ("徐晨", [("山月小筑", D(2022, 11, 5), 3, 2), ("半山听雨", D(2023, 12, 2), 4, 2)]),
    ("孙蔓", [("稻香小院", D(2023, 9, 9), 2, 3), ("云上的院子", D(2024, 2, 14), 2, 2)]),
    ("马骁", [("竹里人家", D(2023, 6, 18), 2, 5), ("枫渡客栈", D(2024, 10, 4), 3, 4)]),
    ("朱贝贝", [("星空帐篷营", D(2024, 8, 17), 2, 2)]),
    ("胡远航", [("梅湾老宅", D(2024, 1, 20), 4, 3)]),
    ("郭晓棠", [("听松阁", D(2024, 4, 27), 2, 2), ("溪畔茶舍", D(2024, 10, 1), 4, 3)]),
]  # fmt: skip
#: (traveler, [(guesthouse, stars, written, photos)]); 周末 and 朱贝贝 stayed and never reviewed
REVIEWED = [
    ("王可欣", [("山月小筑", 5, D(2023, 5, 4), True), ("云上的院子", 4, D(2024, 4, 9), True), ("木心居", 5, D(2024, 10, 5), False)]),
    ("李想", [("竹里人家", 4, D(2022, 7, 20), False)]),
    ("张一诺", [("云上的院子", 5, D(2023, 10, 6), True), ("星空帐篷营", 3, D(2024, 8, 19), True)]),
    ("刘星河", [("半山听雨", 4, D(2024, 3, 25), False), ("枫渡客栈", 2, D(2022, 10, 6), False)]),
    ("陈思远", [("梅湾老宅", 3, D(2021, 10, 8), False), ("溪畔茶舍", 5, D(2023, 4, 18), True)]),
    ("杨柳", [("星空帐篷营", 5, D(2023, 7, 23), True), ("稻香小院", 4, D(2024, 6, 5), True)]),
    ("黄子涵", [("溪畔茶舍", 5, D(2022, 5, 10), False)]),
    ("吴小满", [("木心居", 4, D(2024, 12, 23), True)]),
    ("徐晨", [("半山听雨", 5, D(2023, 12, 8), False)]),
    ("孙蔓", [("稻香小院", 3, D(2023, 9, 12), False)]),
    ("马骁", [("枫渡客栈", 3, D(2024, 10, 8), True)]),
    ("胡远航", [("梅湾老宅", 4, D(2024, 1, 25), True)]),
    ("郭晓棠", [("听松阁", 5, D(2024, 4, 30), True)]),
]  # fmt: skip
#: (推荐人, [(被推荐的旅客, year)]); a chain of four: 黄子涵 -> 李想 -> 马骁 -> 林浩
RECOMMENDED = [
    ("黄子涵", [("李想", 2022)]),
    ("李想", [("马骁", 2023)]),
    ("马骁", [("林浩", 2024)]),
    ("陈思远", [("徐晨", 2022)]),
    ("徐晨", [("刘星河", 2022)]),
    ("王可欣", [("张一诺", 2023), ("杨柳", 2023)]),
    ("杨柳", [("朱贝贝", 2024)]),
    ("孙蔓", [("吴小满", 2024)]),
]  # fmt: skip


def minsu() -> object:
    lid = {r[0]: f"l{k + 1}" for k, r in enumerate(LANDLORDS)}
    gid = {r[0]: f"g{k + 1:02d}" for k, r in enumerate(GUESTHOUSES)}
    vid = {r[0]: f"v{k + 1}" for k, r in enumerate(VILLAGES)}
    tid = {r[0]: f"t{k + 1:02d}" for k, r in enumerate(TRAVELERS)}
    landlords = U.VertexFile("landlord", [("name", "string"), ("born", "int"), ("career", "string")])
    landlords.rows = [[lid[n], n, b, c] for n, b, c in LANDLORDS]
    villages = U.VertexFile("village", [("name", "string"), ("county", "string"), ("altitude", "int")])
    villages.rows = [[vid[n], n, c, a] for n, c, a in VILLAGES]
    travelers = U.VertexFile(
        "traveler", [("name", "string"), ("born", "int"), ("gender", "string"), ("city", "string")]
    )
    travelers.rows = [[tid[n], n, b, g, c] for n, b, g, c in TRAVELERS]
    houses = U.VertexFile(
        "guesthouse",
        [("name", "string"), ("rooms", "int"), ("price", "int"), ("opened", "int"), ("pets", "bool")],
    )
    runs = U.EdgeFile("runs", [("since", "int")])
    located_in = U.EdgeFile("located_in", [])
    for name, rooms, price, opened, pets, village, owner in GUESTHOUSES:
        houses.rows.append([gid[name], name, rooms, price, opened, _bool(pets)])
        located_in.rows.append([gid[name], vid[village]])
        runs.rows.append([lid[owner], gid[name], opened])
    born_in = U.EdgeFile("born_in", [])
    born_in.rows = [[lid[who], vid[v]] for who, v in BORN_IN]
    stayed = U.EdgeFile("stayed", [("checkin", "date"), ("nights", "int"), ("party", "int")])
    for who, stays in STAYED:
        stayed.rows += [[tid[who], gid[g], day, n, p] for g, day, n, p in stays]
    reviewed = U.EdgeFile("reviewed", [("stars", "int"), ("written", "date"), ("photos", "bool")])
    for who, reviews in REVIEWED:
        reviewed.rows += [[tid[who], gid[g], s, day, _bool(ph)] for g, s, day, ph in reviews]
    recommended = U.EdgeFile("recommended", [("year", "int")])
    for who, friends in RECOMMENDED:
        recommended.rows += [[tid[who], tid[f], y] for f, y in friends]
    return U.Graph(
        "minsu",
        8,
        MINSU_DDL,
        [landlords, houses, villages, travelers],
        [runs, located_in, born_in, stayed, reviewed, recommended],
    )


def build_all() -> list[object]:
    return [musiccamp(), minsu()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
