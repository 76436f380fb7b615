"""Write the two development graphs of ``eval/devshapes26/graphs/`` (hospice, duifei).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs vertices, filters on edge properties
and dates, top-k over counts and sums, "the second", negation over a related entity with a
filter or through a second edge type), half of it in Chinese. ``hospice`` (a community
hospice's volunteers: volunteers, patients, wards, rota shifts, training courses) has opaque
ids and English names; a same-tag edge (``supervises``: supervisor -> new volunteer) and edge
properties of every kind (``visited``' ``visit_date`` date, ``minutes`` int and
``family_present`` bool; ``completed``'s ``finished`` date, ``score`` int and ``passed`` bool).
``duifei`` (a 社区堆肥 community-composting co-op: 居民, 堆肥站, 堆肥批次, 用肥单位) has
Chinese names that are the vertex ids, English schema names with Chinese COMMENTs, a same-tag
edge (``taught``: 带教的老手 -> 新人) and ``contributed``'s ``kg`` int, ``day`` date and
``clean`` bool.
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes26/make_graphs.py [--out eval/devshapes26/graphs]
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


# --------------------------------------------------------------------------- hospice (opaque ids, English names)

HOSPICE_DDL = """
CREATE TAG IF NOT EXISTS volunteer(name string, born int COMMENT "year of birth", joined date COMMENT "date the volunteer started", status string COMMENT "trainee, active or lead") COMMENT = "a hospice volunteer";
CREATE TAG IF NOT EXISTS patient(name string, born int COMMENT "year of birth", admitted date COMMENT "date of admission", care_level string COMMENT "low, medium or high") COMMENT = "a patient of the hospice";
CREATE TAG IF NOT EXISTS ward(name string, floor int, beds int COMMENT "number of beds") COMMENT = "a ward of the hospice";
CREATE TAG IF NOT EXISTS shift(name string, shift_date date COMMENT "date of the shift", slot string COMMENT "morning, afternoon or night") COMMENT = "a volunteer rota shift on a ward";
CREATE TAG IF NOT EXISTS course(name string, hours int COMMENT "length of the course in hours", mandatory bool COMMENT "required of every volunteer") COMMENT = "a training course for volunteers";
CREATE EDGE IF NOT EXISTS visited(visit_date date COMMENT "date of the visit", minutes int COMMENT "length of the visit", family_present bool COMMENT "family were there too") COMMENT = "volunteer -> patient (a bedside visit)";
CREATE EDGE IF NOT EXISTS stays_in() COMMENT = "patient -> ward";
CREATE EDGE IF NOT EXISTS covered(hours int COMMENT "hours worked on the shift") COMMENT = "volunteer -> shift";
CREATE EDGE IF NOT EXISTS on_ward() COMMENT = "shift -> ward";
CREATE EDGE IF NOT EXISTS completed(finished date COMMENT "date the course was finished", score int COMMENT "assessment score out of 100", passed bool) COMMENT = "volunteer -> course";
CREATE EDGE IF NOT EXISTS supervises(since int COMMENT "year the supervision began") COMMENT = "supervisor -> supervised volunteer (volunteer -> volunteer)";
CREATE TAG INDEX IF NOT EXISTS volunteer_name_index ON volunteer(name(32));
CREATE TAG INDEX IF NOT EXISTS patient_name_index ON patient(name(32));
CREATE TAG INDEX IF NOT EXISTS ward_name_index ON ward(name(32));
CREATE TAG INDEX IF NOT EXISTS shift_name_index ON shift(name(32));
CREATE TAG INDEX IF NOT EXISTS course_name_index ON course(name(32));
"""

#: (name, born, joined, status); Jonah Kell has visited nobody, Ruth Abernathy and Jonah Kell covered no shift
VOLUNTEERS = [
    ("Margaret Ellery", 1955, D(2010, 4, 12), "lead"),
    ("Owen Pritchard", 1962, D(2012, 9, 3), "lead"),
    ("Priya Nandakumar", 1978, D(2015, 6, 21), "active"),
    ("Tom Hadley", 1983, D(2016, 11, 8), "active"),
    ("Grace Okonjo", 1990, D(2018, 2, 14), "active"),
    ("Lewis Carver", 1971, D(2019, 5, 30), "active"),
    ("Hannah Voss", 1996, D(2020, 8, 17), "active"),
    ("Felix Brandt", 2000, D(2022, 3, 9), "trainee"),
    ("Isla Moreton", 1987, D(2023, 1, 25), "trainee"),
    ("Dev Sharma", 1999, D(2023, 7, 4), "trainee"),
    ("Ruth Abernathy", 1949, D(2024, 2, 19), "trainee"),
    ("Jonah Kell", 2002, D(2024, 6, 11), "trainee"),
]  # fmt: skip
#: (supervisor, [(volunteer, since)]); a chain of four: Margaret Ellery -> Grace Okonjo -> Felix Brandt -> Jonah Kell
SUPERVISES = [
    ("Margaret Ellery", [("Priya Nandakumar", 2015), ("Grace Okonjo", 2018)]),
    ("Owen Pritchard", [("Tom Hadley", 2016), ("Lewis Carver", 2019)]),
    ("Priya Nandakumar", [("Hannah Voss", 2020)]),
    ("Grace Okonjo", [("Felix Brandt", 2022), ("Isla Moreton", 2023)]),
    ("Hannah Voss", [("Dev Sharma", 2023)]),
    ("Felix Brandt", [("Jonah Kell", 2024)]),
    ("Lewis Carver", [("Ruth Abernathy", 2024)]),
]  # fmt: skip
#: (name, floor, beds); Meadow Ward is new: no patient, no shift
WARDS = [
    ("Bluebell Ward", 1, 8),
    ("Rowan Ward", 1, 6),
    ("Heather Ward", 2, 10),
    ("Willow Ward", 2, 4),
    ("Meadow Ward", 3, 5),
]  # fmt: skip
#: (name, born, admitted, care level, ward); nobody has visited Percy Lumb
PATIENTS = [
    ("Arthur Bellamy", 1938, D(2024, 3, 2), "high", "Bluebell Ward"),
    ("Edith Summers", 1941, D(2024, 5, 17), "medium", "Bluebell Ward"),
    ("Harold Finch", 1935, D(2024, 1, 10), "high", "Heather Ward"),
    ("Mabel Thornton", 1944, D(2024, 6, 23), "low", "Rowan Ward"),
    ("Cyril Dunmore", 1950, D(2024, 2, 28), "medium", "Heather Ward"),
    ("Winifred Ashby", 1932, D(2023, 11, 14), "high", "Heather Ward"),
    ("Stanley Roper", 1947, D(2024, 7, 5), "low", "Rowan Ward"),
    ("Doris Kettle", 1939, D(2024, 4, 19), "medium", "Willow Ward"),
    ("Norman Quill", 1953, D(2024, 8, 30), "high", "Bluebell Ward"),
    ("Agnes Pell", 1946, D(2024, 9, 12), "low", "Willow Ward"),
    ("Percy Lumb", 1942, D(2024, 10, 3), "medium", "Rowan Ward"),
    ("Violet Harrow", 1936, D(2023, 12, 1), "high", "Heather Ward"),
]  # fmt: skip
#: (name, date, slot, ward)
SHIFTS = [
    ("Bluebell Morning 4 Mar", D(2024, 3, 4), "morning", "Bluebell Ward"),
    ("Heather Night 12 Apr", D(2024, 4, 12), "night", "Heather Ward"),
    ("Rowan Afternoon 20 May", D(2024, 5, 20), "afternoon", "Rowan Ward"),
    ("Bluebell Night 8 Jun", D(2024, 6, 8), "night", "Bluebell Ward"),
    ("Willow Morning 1 Jul", D(2024, 7, 1), "morning", "Willow Ward"),
    ("Heather Afternoon 15 Jul", D(2024, 7, 15), "afternoon", "Heather Ward"),
    ("Rowan Night 9 Aug", D(2024, 8, 9), "night", "Rowan Ward"),
    ("Heather Morning 2 Sep", D(2024, 9, 2), "morning", "Heather Ward"),
    ("Willow Night 21 Sep", D(2024, 9, 21), "night", "Willow Ward"),
    ("Bluebell Afternoon 14 Oct", D(2024, 10, 14), "afternoon", "Bluebell Ward"),
]  # fmt: skip
#: (volunteer, [(shift, hours)])
COVERED = [
    ("Margaret Ellery", [("Bluebell Morning 4 Mar", 4), ("Heather Afternoon 15 Jul", 5)]),
    ("Owen Pritchard", [("Heather Night 12 Apr", 8), ("Rowan Night 9 Aug", 8)]),
    ("Priya Nandakumar", [("Bluebell Morning 4 Mar", 4), ("Bluebell Night 8 Jun", 7), ("Heather Morning 2 Sep", 4)]),
    ("Tom Hadley", [("Rowan Afternoon 20 May", 5), ("Heather Afternoon 15 Jul", 4)]),
    ("Grace Okonjo", [("Heather Night 12 Apr", 6), ("Willow Morning 1 Jul", 3), ("Willow Night 21 Sep", 8)]),
    ("Lewis Carver", [("Rowan Night 9 Aug", 6), ("Bluebell Afternoon 14 Oct", 3)]),
    ("Hannah Voss", [("Bluebell Night 8 Jun", 7), ("Heather Morning 2 Sep", 3), ("Heather Afternoon 15 Jul", 2)]),
    ("Felix Brandt", [("Rowan Afternoon 20 May", 4), ("Bluebell Afternoon 14 Oct", 4)]),
    ("Isla Moreton", [("Willow Morning 1 Jul", 3)]),
    ("Dev Sharma", [("Willow Night 21 Sep", 6)]),
]  # fmt: skip
#: (name, hours, mandatory); nobody has taken Dementia Awareness
COURSES = [
    ("Palliative Care Basics", 12, True),
    ("Bereavement Support", 8, False),
    ("Safeguarding Adults", 4, True),
    ("Moving and Handling", 6, True),
    ("Music at the Bedside", 10, False),
    ("Dementia Awareness", 5, False),
]  # fmt: skip
#: (volunteer, [(course, finished, score, passed)])
COMPLETED = [
    ("Margaret Ellery", [("Palliative Care Basics", D(2010, 6, 15), 92, True), ("Bereavement Support", D(2011, 3, 10), 88, True), ("Safeguarding Adults", D(2019, 9, 5), 95, True)]),
    ("Owen Pritchard", [("Palliative Care Basics", D(2012, 11, 20), 85, True), ("Moving and Handling", D(2013, 2, 14), 79, True)]),
    ("Priya Nandakumar", [("Palliative Care Basics", D(2015, 8, 30), 90, True), ("Music at the Bedside", D(2021, 5, 12), 84, True)]),
    ("Tom Hadley", [("Palliative Care Basics", D(2017, 1, 18), 76, True), ("Safeguarding Adults", D(2020, 10, 2), 81, True), ("Moving and Handling", D(2017, 3, 22), 58, False)]),
    ("Grace Okonjo", [("Palliative Care Basics", D(2018, 4, 9), 89, True), ("Bereavement Support", D(2022, 6, 27), 91, True)]),
    ("Lewis Carver", [("Safeguarding Adults", D(2019, 7, 11), 70, True), ("Moving and Handling", D(2019, 8, 19), 73, True)]),
    ("Hannah Voss", [("Palliative Care Basics", D(2020, 10, 26), 94, True), ("Music at the Bedside", D(2023, 4, 3), 87, True)]),
    ("Felix Brandt", [("Palliative Care Basics", D(2022, 5, 16), 67, True), ("Safeguarding Adults", D(2022, 6, 20), 55, False)]),
    ("Isla Moreton", [("Palliative Care Basics", D(2023, 3, 14), 83, True), ("Moving and Handling", D(2023, 5, 8), 62, True)]),
    ("Dev Sharma", [("Safeguarding Adults", D(2023, 9, 18), 49, False), ("Music at the Bedside", D(2024, 1, 29), 78, True)]),
    ("Ruth Abernathy", [("Palliative Care Basics", D(2024, 4, 22), 71, True), ("Bereavement Support", D(2024, 7, 15), 80, True)]),
    ("Jonah Kell", [("Safeguarding Adults", D(2024, 8, 7), 86, True)]),
]  # fmt: skip
#: (volunteer, [(patient, date, minutes, family present)])
VISITED = [
    ("Margaret Ellery", [("Arthur Bellamy", D(2024, 3, 5), 60, True), ("Winifred Ashby", D(2023, 12, 2), 45, False), ("Violet Harrow", D(2024, 1, 8), 90, True)]),
    ("Owen Pritchard", [("Harold Finch", D(2024, 2, 11), 75, False), ("Cyril Dunmore", D(2024, 3, 15), 40, True)]),
    ("Priya Nandakumar", [("Arthur Bellamy", D(2024, 3, 20), 50, False), ("Edith Summers", D(2024, 6, 2), 35, True), ("Norman Quill", D(2024, 9, 4), 80, False)]),
    ("Tom Hadley", [("Mabel Thornton", D(2024, 7, 10), 30, False), ("Stanley Roper", D(2024, 7, 22), 55, True)]),
    ("Grace Okonjo", [("Winifred Ashby", D(2024, 1, 19), 65, True), ("Doris Kettle", D(2024, 5, 3), 45, False), ("Violet Harrow", D(2024, 2, 6), 120, False)]),
    ("Lewis Carver", [("Cyril Dunmore", D(2024, 4, 1), 25, False), ("Agnes Pell", D(2024, 9, 20), 50, True)]),
    ("Hannah Voss", [("Edith Summers", D(2024, 6, 11), 70, False), ("Harold Finch", D(2024, 2, 25), 40, True), ("Norman Quill", D(2024, 10, 1), 95, True)]),
    ("Felix Brandt", [("Mabel Thornton", D(2024, 8, 14), 20, False)]),
    ("Isla Moreton", [("Doris Kettle", D(2024, 6, 30), 55, True), ("Agnes Pell", D(2024, 10, 5), 35, False)]),
    ("Dev Sharma", [("Stanley Roper", D(2024, 8, 25), 45, False)]),
    ("Ruth Abernathy", [("Harold Finch", D(2024, 5, 9), 60, False)]),
]  # fmt: skip


def hospice() -> object:
    vid = {v[0]: f"v{k + 1:02d}" for k, v in enumerate(VOLUNTEERS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PATIENTS)}
    wid = {w[0]: f"w{k + 1}" for k, w in enumerate(WARDS)}
    sid = {s[0]: f"s{k + 1:02d}" for k, s in enumerate(SHIFTS)}
    cid = {c[0]: f"c{k + 1}" for k, c in enumerate(COURSES)}
    volunteers = U.VertexFile(
        "volunteer", [("name", "string"), ("born", "int"), ("joined", "date"), ("status", "string")]
    )
    volunteers.rows = [[vid[n], n, b, j, s] for n, b, j, s in VOLUNTEERS]
    wards = U.VertexFile("ward", [("name", "string"), ("floor", "int"), ("beds", "int")])
    wards.rows = [[wid[n], n, f, b] for n, f, b in WARDS]
    patients = U.VertexFile(
        "patient", [("name", "string"), ("born", "int"), ("admitted", "date"), ("care_level", "string")]
    )
    stays_in = U.EdgeFile("stays_in", [])
    for name, born, admitted, level, ward in PATIENTS:
        patients.rows.append([pid[name], name, born, admitted, level])
        stays_in.rows.append([pid[name], wid[ward]])
    shifts = U.VertexFile("shift", [("name", "string"), ("shift_date", "date"), ("slot", "string")])
    on_ward = U.EdgeFile("on_ward", [])
    for name, day, slot, ward in SHIFTS:
        shifts.rows.append([sid[name], name, day, slot])
        on_ward.rows.append([sid[name], wid[ward]])
    courses = U.VertexFile("course", [("name", "string"), ("hours", "int"), ("mandatory", "bool")])
    courses.rows = [[cid[n], n, h, _bool(m)] for n, h, m in COURSES]
    visited = U.EdgeFile("visited", [("visit_date", "date"), ("minutes", "int"), ("family_present", "bool")])
    for who, visits in VISITED:
        visited.rows += [[vid[who], pid[p], day, m, _bool(f)] for p, day, m, f in visits]
    covered = U.EdgeFile("covered", [("hours", "int")])
    for who, worked in COVERED:
        covered.rows += [[vid[who], sid[s], h] for s, h in worked]
    completed = U.EdgeFile("completed", [("finished", "date"), ("score", "int"), ("passed", "bool")])
    for who, done in COMPLETED:
        completed.rows += [[vid[who], cid[c], day, s, _bool(ok)] for c, day, s, ok in done]
    supervises = U.EdgeFile("supervises", [("since", "int")])
    for who, people in SUPERVISES:
        supervises.rows += [[vid[who], vid[p], y] for p, y in people]
    return U.Graph(
        "hospice",
        8,
        HOSPICE_DDL,
        [volunteers, patients, wards, shifts, courses],
        [visited, stays_in, covered, on_ward, completed, supervises],
    )


# --------------------------------------------------------------------------- duifei (Chinese names as ids)

DUIFEI_DDL = """
CREATE TAG IF NOT EXISTS resident(name string COMMENT "姓名", born int COMMENT "出生年份", estate string COMMENT "所住小区", joined date COMMENT "加入合作社的日期") COMMENT = "合作社成员（居民）";
CREATE TAG IF NOT EXISTS station(name string COMMENT "堆肥站名称", district string COMMENT "所在区", capacity int COMMENT "每周处理能力（公斤）", opened date COMMENT "启用日期") COMMENT = "社区堆肥站";
CREATE TAG IF NOT EXISTS batch(name string COMMENT "堆名", started date COMMENT "开堆日期", weight int COMMENT "出肥重量（公斤）", ready bool COMMENT "是否已腐熟") COMMENT = "一堆堆肥（批次）";
CREATE TAG IF NOT EXISTS recipient(name string COMMENT "单位名称", kind string COMMENT "类型：学校/公园/社区菜园/苗圃", district string COMMENT "所在区") COMMENT = "用肥单位";
CREATE EDGE IF NOT EXISTS contributed(kg int COMMENT "投放的厨余（公斤）", day date COMMENT "投放日期", clean bool COMMENT "是否分拣干净") COMMENT = "投放厨余：居民 -> 堆";
CREATE EDGE IF NOT EXISTS turned(times int COMMENT "翻堆次数") COMMENT = "翻堆：居民 -> 堆";
CREATE EDGE IF NOT EXISTS made_at() COMMENT = "堆 -> 所在堆肥站";
CREATE EDGE IF NOT EXISTS supplied(kg int COMMENT "送出的肥（公斤）", sent date COMMENT "送肥日期") COMMENT = "送肥：堆 -> 用肥单位";
CREATE EDGE IF NOT EXISTS runs(since int COMMENT "开始当站长的年份") COMMENT = "站长：居民 -> 堆肥站";
CREATE EDGE IF NOT EXISTS taught(year int COMMENT "带教的年份") COMMENT = "带教：老手 -> 新人";
CREATE TAG INDEX IF NOT EXISTS resident_name_index ON resident(name(32));
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS batch_name_index ON batch(name(32));
CREATE TAG INDEX IF NOT EXISTS recipient_name_index ON recipient(name(32));
CREATE TAG INDEX IF NOT EXISTS recipient_kind_index ON recipient(kind(16));
"""

#: (name, born, estate, joined); 孙浩然 joined and has put nothing in yet
RESIDENTS = [
    ("王建华", 1956, "梧桐苑", D(2019, 3, 18)),
    ("李秀兰", 1961, "梧桐苑", D(2019, 5, 2)),
    ("张伟", 1984, "银杏里", D(2020, 4, 11)),
    ("刘芳", 1990, "银杏里", D(2020, 9, 26)),
    ("陈志强", 1975, "樟园", D(2021, 3, 7)),
    ("杨丽娟", 1968, "樟园", D(2021, 6, 15)),
    ("赵子涵", 1998, "梧桐苑", D(2022, 2, 20)),
    ("黄磊", 1987, "枫林湾", D(2022, 8, 9)),
    ("何美玲", 1979, "银杏里", D(2022, 11, 11)),
    ("周婷", 1995, "枫林湾", D(2023, 3, 30)),
    ("吴国栋", 1950, "樟园", D(2023, 6, 12)),
    ("徐佳琪", 2001, "银杏里", D(2023, 11, 5)),
    ("孙浩然", 1992, "枫林湾", D(2024, 4, 16)),
    ("马小雨", 1999, "梧桐苑", D(2024, 7, 8)),
    ("朱大海", 1965, "樟园", D(2024, 9, 14)),
]  # fmt: skip
#: (name, district, capacity kg a week, opened); 河坊街屋顶站 is new: a 站长, no heap yet
STATIONS = [
    ("梧桐苑堆肥站", "鼓楼区", 300, D(2019, 3, 1)),
    ("银杏里堆肥角", "鼓楼区", 150, D(2020, 4, 1)),
    ("樟园生态站", "玄武区", 400, D(2021, 2, 15)),
    ("枫林湾堆肥屋", "建邺区", 200, D(2022, 7, 20)),
    ("河坊街屋顶站", "秦淮区", 120, D(2023, 5, 10)),
]  # fmt: skip
#: (name, started, weight kg, ready, station)
BATCHES = [
    ("梧桐2023春季堆", D(2023, 3, 20), 420, True, "梧桐苑堆肥站"),
    ("梧桐2023秋季堆", D(2023, 9, 15), 380, True, "梧桐苑堆肥站"),
    ("梧桐2024春季堆", D(2024, 3, 18), 450, True, "梧桐苑堆肥站"),
    ("梧桐2024秋季堆", D(2024, 9, 10), 260, False, "梧桐苑堆肥站"),
    ("银杏2023秋季堆", D(2023, 10, 8), 150, True, "银杏里堆肥角"),
    ("银杏2024春季堆", D(2024, 4, 2), 180, True, "银杏里堆肥角"),
    ("樟园2023春季堆", D(2023, 4, 12), 520, True, "樟园生态站"),
    ("樟园2024春季堆", D(2024, 3, 25), 610, True, "樟园生态站"),
    ("樟园2024秋季堆", D(2024, 10, 6), 300, False, "樟园生态站"),
    ("枫林2023秋季堆", D(2023, 11, 2), 210, True, "枫林湾堆肥屋"),
    ("枫林2024夏季堆", D(2024, 7, 14), 240, True, "枫林湾堆肥屋"),
    ("枫林2024冬季堆", D(2024, 11, 20), 90, False, "枫林湾堆肥屋"),
]  # fmt: skip
#: (name, kind, district); 阳光幼儿园 has had no compost yet
RECIPIENTS = [
    ("育才小学", "学校", "鼓楼区"),
    ("江心公园", "公园", "建邺区"),
    ("青禾社区菜园", "社区菜园", "玄武区"),
    ("绿芽苗圃", "苗圃", "秦淮区"),
    ("明德中学", "学校", "玄武区"),
    ("玄武湖花圃", "苗圃", "玄武区"),
    ("老城墙口袋公园", "公园", "秦淮区"),
    ("阳光幼儿园", "学校", "建邺区"),
    ("梅园社区菜园", "社区菜园", "鼓楼区"),
]  # fmt: skip
#: (resident, [(heap, kg, day, clean)])
CONTRIBUTED = [
    ("王建华", [("梧桐2023春季堆", 35, D(2023, 3, 22), True), ("梧桐2023秋季堆", 28, D(2023, 9, 20), True), ("梧桐2024春季堆", 40, D(2024, 3, 21), True)]),
    ("李秀兰", [("梧桐2023春季堆", 22, D(2023, 3, 25), True), ("梧桐2024春季堆", 18, D(2024, 3, 28), False), ("梧桐2024秋季堆", 25, D(2024, 9, 13), True)]),
    ("张伟", [("银杏2023秋季堆", 15, D(2023, 10, 10), False), ("银杏2024春季堆", 20, D(2024, 4, 5), True)]),
    ("刘芳", [("银杏2023秋季堆", 12, D(2023, 10, 12), True), ("银杏2024春季堆", 16, D(2024, 4, 9), True), ("梧桐2024秋季堆", 9, D(2024, 9, 18), False)]),
    ("陈志强", [("樟园2023春季堆", 45, D(2023, 4, 15), True), ("樟园2024春季堆", 52, D(2024, 3, 27), True)]),
    ("杨丽娟", [("樟园2023春季堆", 30, D(2023, 4, 18), False), ("樟园2024春季堆", 33, D(2024, 3, 30), True), ("樟园2024秋季堆", 27, D(2024, 10, 9), True)]),
    ("赵子涵", [("梧桐2023秋季堆", 14, D(2023, 9, 22), False), ("梧桐2024春季堆", 17, D(2024, 3, 24), True)]),
    ("黄磊", [("枫林2023秋季堆", 26, D(2023, 11, 5), True), ("枫林2024夏季堆", 31, D(2024, 7, 16), True)]),
    ("何美玲", [("银杏2023秋季堆", 21, D(2023, 10, 15), True), ("枫林2024夏季堆", 8, D(2024, 7, 25), True)]),
    ("周婷", [("枫林2024夏季堆", 19, D(2024, 7, 20), False), ("枫林2024冬季堆", 11, D(2024, 11, 22), True)]),
    ("吴国栋", [("樟园2024春季堆", 38, D(2024, 4, 1), True), ("樟园2024秋季堆", 24, D(2024, 10, 12), False)]),
    ("徐佳琪", [("银杏2024春季堆", 10, D(2024, 4, 12), False)]),
    ("马小雨", [("梧桐2024秋季堆", 13, D(2024, 9, 20), True)]),
    ("朱大海", [("樟园2024秋季堆", 29, D(2024, 10, 15), True)]),
]  # fmt: skip
#: (resident, [(heap, times)]); nobody has turned 枫林2024冬季堆
TURNED = [
    ("王建华", [("梧桐2023春季堆", 6), ("梧桐2024春季堆", 5)]),
    ("赵子涵", [("梧桐2023秋季堆", 4), ("梧桐2024秋季堆", 3)]),
    ("陈志强", [("樟园2023春季堆", 7), ("樟园2024春季堆", 8)]),
    ("吴国栋", [("樟园2024秋季堆", 2)]),
    ("黄磊", [("枫林2023秋季堆", 5), ("枫林2024夏季堆", 4)]),
    ("张伟", [("银杏2024春季堆", 3)]),
    ("马小雨", [("梧桐2024秋季堆", 2)]),
    ("朱大海", [("樟园2024春季堆", 1)]),
    ("何美玲", [("银杏2023秋季堆", 2)]),
]  # fmt: skip
#: (heap, [(recipient, kg, sent)]); heaps not yet ready have sent nothing
SUPPLIED = [
    ("梧桐2023春季堆", [("育才小学", 150, D(2023, 6, 10)), ("青禾社区菜园", 200, D(2023, 6, 18))]),
    ("梧桐2023秋季堆", [("江心公园", 180, D(2023, 12, 5))]),
    ("梧桐2024春季堆", [("育才小学", 120, D(2024, 6, 8)), ("绿芽苗圃", 250, D(2024, 6, 20))]),
    ("银杏2023秋季堆", [("梅园社区菜园", 90, D(2024, 1, 15))]),
    ("银杏2024春季堆", [("明德中学", 70, D(2024, 7, 2)), ("梅园社区菜园", 60, D(2024, 7, 9))]),
    ("樟园2023春季堆", [("玄武湖花圃", 300, D(2023, 7, 21)), ("老城墙口袋公园", 160, D(2023, 7, 28))]),
    ("樟园2024春季堆", [("玄武湖花圃", 280, D(2024, 6, 30)), ("青禾社区菜园", 210, D(2024, 7, 5)), ("绿芽苗圃", 100, D(2024, 7, 12))]),
    ("枫林2023秋季堆", [("江心公园", 130, D(2024, 2, 3))]),
    ("枫林2024夏季堆", [("明德中学", 110, D(2024, 10, 18))]),
]  # fmt: skip
#: (站长, [(station, since)])
RUNS = [
    ("王建华", [("梧桐苑堆肥站", 2019)]),
    ("张伟", [("银杏里堆肥角", 2020)]),
    ("陈志强", [("樟园生态站", 2021)]),
    ("黄磊", [("枫林湾堆肥屋", 2022)]),
    ("周婷", [("河坊街屋顶站", 2024)]),
]  # fmt: skip
#: (老手, [(新人, year)]); chains: 黄磊 -> 周婷 -> 孙浩然, 陈志强 -> 吴国栋 -> 朱大海, 王建华 -> 赵子涵 -> 马小雨
TAUGHT = [
    ("王建华", [("李秀兰", 2019), ("赵子涵", 2022)]),
    ("赵子涵", [("马小雨", 2024)]),
    ("张伟", [("刘芳", 2020), ("徐佳琪", 2023)]),
    ("刘芳", [("何美玲", 2022)]),
    ("陈志强", [("杨丽娟", 2021), ("吴国栋", 2023)]),
    ("吴国栋", [("朱大海", 2024)]),
    ("黄磊", [("周婷", 2023)]),
    ("周婷", [("孙浩然", 2024)]),
]  # fmt: skip


def duifei() -> object:
    residents = U.VertexFile(
        "resident", [("name", "string"), ("born", "int"), ("estate", "string"), ("joined", "date")]
    )
    residents.rows = [[n, n, b, e, j] for n, b, e, j in RESIDENTS]
    stations = U.VertexFile(
        "station", [("name", "string"), ("district", "string"), ("capacity", "int"), ("opened", "date")]
    )
    stations.rows = [[n, n, d, c, o] for n, d, c, o in STATIONS]
    batches = U.VertexFile(
        "batch", [("name", "string"), ("started", "date"), ("weight", "int"), ("ready", "bool")]
    )
    made_at = U.EdgeFile("made_at", [])
    for name, started, weight, ready, station in BATCHES:
        batches.rows.append([name, name, started, weight, _bool(ready)])
        made_at.rows.append([name, station])
    recipients = U.VertexFile("recipient", [("name", "string"), ("kind", "string"), ("district", "string")])
    recipients.rows = [[n, n, k, d] for n, k, d in RECIPIENTS]
    contributed = U.EdgeFile("contributed", [("kg", "int"), ("day", "date"), ("clean", "bool")])
    for who, drops in CONTRIBUTED:
        contributed.rows += [[who, b, kg, day, _bool(c)] for b, kg, day, c in drops]
    turned = U.EdgeFile("turned", [("times", "int")])
    for who, heaps in TURNED:
        turned.rows += [[who, b, t] for b, t in heaps]
    supplied = U.EdgeFile("supplied", [("kg", "int"), ("sent", "date")])
    for heap, sent in SUPPLIED:
        supplied.rows += [[heap, r, kg, day] for r, kg, day in sent]
    runs = U.EdgeFile("runs", [("since", "int")])
    for who, stations_ in RUNS:
        runs.rows += [[who, s, y] for s, y in stations_]
    taught = U.EdgeFile("taught", [("year", "int")])
    for who, people in TAUGHT:
        taught.rows += [[who, p, y] for p, y in people]
    return U.Graph(
        "duifei",
        32,
        DUIFEI_DDL,
        [residents, stations, batches, recipients],
        [contributed, turned, made_at, supplied, runs, taught],
    )


def build_all() -> list[object]:
    return [hospice(), duifei()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
