"""Write the two development graphs of ``eval/devshapes24/graphs/`` (guji, weddings).

Why: the offline composer needs development material in domains no other set uses, covering
every question shape about evenly with the harder variants of each (2-hop through a role noun
or a tag the question does not name, counts of edges vs distinct vertices, filters on edge
numbers, dates and bools, top-k over counts, sums and edge numbers, "the second", negation over
a related entity with a filter and through a second edge type), half of it in Chinese.
``guji`` (a 古籍修复 ancient-book restoration workshop: 修复师, 古籍, 技法, 材料, 藏馆) has
opaque ids, Chinese names and category strings (``dynasty`` 宋/元/明/清, ``damage``
虫蛀/霉变/水渍/断线/酸化, ``tier`` 学徒/修复师/高级修复师, ``category`` 补破/加固/清洗/装订/拆解),
English schema names with Chinese COMMENTs, a same-tag edge (``teaches``: 师傅 -> 徒弟), a vertex
date (``joined``) beside an edge date (``started``), and ``repaired``'s ``hours`` and
``finished`` bool. ``weddings`` (a wedding-planning agency: couples, planners, venues,
vendors) has English names that are the vertex ids, a same-tag edge (``trained``: senior
planner -> the planner they trained), tags reached by several edge types (``vendor``:
``hired``, ``recommends``, source of ``partners``; ``venue``: ``booked``, ``partners``) and edge
properties of every kind (``hired``'s ``cost`` int, ``booked_on`` date, ``rating`` int;
``booked``'s ``deposit`` int and ``paid`` bool; ``plans``' ``fee`` and ``signed`` date).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes24/make_graphs.py [--out eval/devshapes24/graphs]
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


# --------------------------------------------------------------------------- guji (opaque ids, Chinese names)

GUJI_DDL = """
CREATE TAG IF NOT EXISTS restorer(name string COMMENT "姓名", born int COMMENT "出生年份", tier string COMMENT "级别：学徒/修复师/高级修复师", joined date COMMENT "入职日期") COMMENT = "修复师";
CREATE TAG IF NOT EXISTS book(name string COMMENT "书名", dynasty string COMMENT "版本朝代：宋/元/明/清", volumes int COMMENT "册数", grade int COMMENT "文物等级，1 最高", damage string COMMENT "主要损伤：虫蛀/霉变/水渍/断线/酸化") COMMENT = "送修的古籍";
CREATE TAG IF NOT EXISTS technique(name string COMMENT "技法名称", category string COMMENT "类别：补破/加固/清洗/装订/拆解", difficulty int COMMENT "难度 1-5") COMMENT = "修复技法";
CREATE TAG IF NOT EXISTS material(name string COMMENT "材料名称", kind string COMMENT "种类：纸/浆糊/线/染料", origin string COMMENT "产地") COMMENT = "修复材料";
CREATE TAG IF NOT EXISTS owner(name string COMMENT "藏馆名称", city string COMMENT "所在城市", kind string COMMENT "类型：图书馆/博物馆/私人藏家/书院/档案馆") COMMENT = "送修的藏馆";
CREATE EDGE IF NOT EXISTS repaired(started date COMMENT "开工日期", hours int COMMENT "工时", finished bool COMMENT "是否已修完") COMMENT = "修复：修复师 -> 古籍";
CREATE EDGE IF NOT EXISTS applied() COMMENT = "古籍 -> 用到的技法";
CREATE EDGE IF NOT EXISTS consumed(grams int COMMENT "用量（克）") COMMENT = "古籍 -> 用掉的材料";
CREATE EDGE IF NOT EXISTS masters(since int COMMENT "掌握的年份") COMMENT = "擅长：修复师 -> 技法";
CREATE EDGE IF NOT EXISTS teaches(since int COMMENT "拜师年份") COMMENT = "师承：师傅 -> 徒弟";
CREATE EDGE IF NOT EXISTS held_by() COMMENT = "古籍 -> 所属藏馆";
CREATE TAG INDEX IF NOT EXISTS restorer_name_index ON restorer(name(32));
CREATE TAG INDEX IF NOT EXISTS book_name_index ON book(name(48));
CREATE TAG INDEX IF NOT EXISTS technique_name_index ON technique(name(32));
CREATE TAG INDEX IF NOT EXISTS material_name_index ON material(name(32));
CREATE TAG INDEX IF NOT EXISTS owner_name_index ON owner(name(48));
"""

#: (name, born, tier, joined); 陆知秋 has repaired nothing and masters nothing yet
RESTORERS = [
    ("杜怀瑾", 1956, "高级修复师", D(1988, 4, 12)),
    ("秦素衣", 1963, "高级修复师", D(1992, 9, 3)),
    ("孟青崖", 1975, "修复师", D(2003, 6, 18)),
    ("柳絮", 1982, "修复师", D(2008, 3, 21)),
    ("葛明远", 1979, "修复师", D(2010, 11, 2)),
    ("许静姝", 1990, "修复师", D(2015, 7, 15)),
    ("范小舟", 1996, "学徒", D(2020, 9, 8)),
    ("白露", 1998, "学徒", D(2021, 10, 19)),
    ("程一诺", 2000, "学徒", D(2023, 2, 27)),
    ("陆知秋", 2002, "学徒", D(2024, 5, 6)),
]  # fmt: skip
#: (师傅, [(徒弟, since)]); a chain: 杜怀瑾 -> 孟青崖 -> 范小舟 / 白露
TEACHES = [
    ("杜怀瑾", [("孟青崖", 2003), ("柳絮", 2008)]),
    ("秦素衣", [("葛明远", 2010), ("许静姝", 2015)]),
    ("孟青崖", [("范小舟", 2020), ("白露", 2021)]),
    ("许静姝", [("程一诺", 2023)]),
    ("柳絮", [("陆知秋", 2024)]),
]  # fmt: skip
#: (name, city, kind); 北塘档案馆 has sent no book
OWNERS = [
    ("云台山房", "苏州", "私人藏家"),
    ("南湖图书馆", "嘉兴", "图书馆"),
    ("清江博物馆", "淮安", "博物馆"),
    ("鹤鸣书院", "长沙", "书院"),
    ("北塘档案馆", "天津", "档案馆"),
]  # fmt: skip
#: (name, category, difficulty)
TECHNIQUES = [
    ("溜口", "补破", 2),
    ("托裱", "加固", 4),
    ("揭页", "拆解", 5),
    ("去霉", "清洗", 3),
    ("补洞", "补破", 1),
    ("钉线", "装订", 1),
    ("脱酸", "清洗", 4),
    ("金镶玉", "加固", 5),
]  # fmt: skip
#: (name, kind, origin); nobody has used 棉线
MATERIALS = [
    ("桑皮纸", "纸", "安徽"),
    ("竹纸", "纸", "福建"),
    ("宣纸", "纸", "安徽"),
    ("小麦淀粉浆", "浆糊", "本坊自制"),
    ("丝线", "线", "浙江"),
    ("橡子染液", "染料", "本坊自制"),
    ("皮纸", "纸", "贵州"),
    ("棉线", "线", "江苏"),
]  # fmt: skip
#: (title, dynasty, volumes, grade, damage, owner, [techniques], [(material, grams)]);
#: nobody has started on 蜀锦谱
BOOKS = [
    ("云林诗抄", "明", 4, 2, "虫蛀", "云台山房", ["溜口", "补洞", "钉线"], [("桑皮纸", 40), ("小麦淀粉浆", 15), ("丝线", 6)]),
    ("河防通考", "清", 12, 3, "水渍", "南湖图书馆", ["揭页", "去霉", "托裱"], [("竹纸", 120), ("小麦淀粉浆", 60)]),
    ("太和本草", "明", 8, 1, "霉变", "清江博物馆", ["去霉", "补洞", "钉线"], [("宣纸", 80), ("橡子染液", 20), ("丝线", 10)]),
    ("东坡外集", "宋", 2, 1, "虫蛀", "清江博物馆", ["补洞", "金镶玉", "钉线"], [("桑皮纸", 55), ("皮纸", 30)]),
    ("吴郡图经", "宋", 3, 1, "断线", "南湖图书馆", ["钉线", "溜口"], [("丝线", 12), ("小麦淀粉浆", 18)]),
    ("兰谷琴谱", "清", 1, 3, "酸化", "鹤鸣书院", ["脱酸", "托裱"], [("宣纸", 25)]),
    ("山居杂记", "元", 2, 2, "霉变", "云台山房", ["去霉", "揭页"], [("竹纸", 35), ("橡子染液", 8)]),
    ("盐法志", "清", 6, 3, "水渍", "清江博物馆", ["揭页", "托裱"], [("竹纸", 90), ("小麦淀粉浆", 45)]),
    ("白石词笺", "元", 1, 2, "虫蛀", "鹤鸣书院", ["补洞"], [("皮纸", 10)]),
    ("海国舆图", "清", 10, 2, "酸化", "南湖图书馆", ["脱酸", "托裱", "金镶玉"], [("宣纸", 150), ("小麦淀粉浆", 70)]),
    ("金石萃珍", "明", 5, 2, "断线", "云台山房", ["钉线", "溜口"], [("丝线", 9), ("桑皮纸", 22)]),
    ("千家姓氏考", "明", 3, 3, "虫蛀", "鹤鸣书院", ["补洞", "溜口"], [("皮纸", 28)]),
    ("临安岁时记", "宋", 1, 1, "水渍", "南湖图书馆", ["揭页", "托裱", "补洞"], [("桑皮纸", 65), ("小麦淀粉浆", 30)]),
    ("蜀锦谱", "元", 2, 2, "断线", "清江博物馆", [], []),
]  # fmt: skip
#: (restorer, [(book, started, hours, finished)])
REPAIRED = [
    ("杜怀瑾", [("东坡外集", D(2019, 3, 11), 320, True), ("太和本草", D(2021, 5, 20), 260, True), ("临安岁时记", D(2024, 4, 8), 150, False)]),
    ("秦素衣", [("吴郡图经", D(2018, 10, 9), 280, True), ("云林诗抄", D(2022, 6, 14), 120, True), ("临安岁时记", D(2024, 4, 8), 90, False)]),
    ("孟青崖", [("河防通考", D(2020, 8, 3), 200, True), ("盐法志", D(2022, 3, 16), 140, True), ("海国舆图", D(2023, 9, 25), 180, False)]),
    ("柳絮", [("山居杂记", D(2021, 11, 8), 110, True), ("白石词笺", D(2023, 4, 12), 60, True)]),
    ("葛明远", [("金石萃珍", D(2022, 7, 19), 95, True), ("太和本草", D(2021, 6, 2), 130, True), ("海国舆图", D(2023, 10, 10), 75, False)]),
    ("许静姝", [("兰谷琴谱", D(2023, 5, 30), 45, True), ("千家姓氏考", D(2024, 3, 2), 70, False)]),
    ("范小舟", [("河防通考", D(2020, 9, 14), 80, True), ("盐法志", D(2022, 4, 1), 55, True)]),
    ("白露", [("千家姓氏考", D(2024, 3, 20), 40, False), ("云林诗抄", D(2022, 7, 1), 35, True)]),
    ("程一诺", [("兰谷琴谱", D(2023, 6, 12), 25, True)]),
]  # fmt: skip
#: (restorer, [(technique, since)]); 白露, 程一诺 and 陆知秋 master nothing yet
MASTERS = [
    ("杜怀瑾", [("金镶玉", 1995), ("揭页", 1990)]),
    ("秦素衣", [("托裱", 1996), ("溜口", 1993)]),
    ("孟青崖", [("揭页", 2008), ("去霉", 2006)]),
    ("柳絮", [("补洞", 2012)]),
    ("葛明远", [("脱酸", 2015), ("托裱", 2014)]),
    ("许静姝", [("钉线", 2018)]),
    ("范小舟", [("钉线", 2022)]),
]  # fmt: skip


def guji() -> object:
    rid = {r[0]: f"r{k + 1:02d}" for k, r in enumerate(RESTORERS)}
    kid = {b[0]: f"k{k + 1:02d}" for k, b in enumerate(BOOKS)}
    tid = {t[0]: f"t{k + 1}" for k, t in enumerate(TECHNIQUES)}
    mid = {m[0]: f"m{k + 1}" for k, m in enumerate(MATERIALS)}
    oid = {o[0]: f"o{k + 1}" for k, o in enumerate(OWNERS)}
    restorers = U.VertexFile(
        "restorer", [("name", "string"), ("born", "int"), ("tier", "string"), ("joined", "date")]
    )
    restorers.rows = [[rid[n], n, b, r, j] for n, b, r, j in RESTORERS]
    owners = U.VertexFile("owner", [("name", "string"), ("city", "string"), ("kind", "string")])
    owners.rows = [[oid[n], n, c, k] for n, c, k in OWNERS]
    techniques = U.VertexFile(
        "technique", [("name", "string"), ("category", "string"), ("difficulty", "int")]
    )
    techniques.rows = [[tid[n], n, c, d] for n, c, d in TECHNIQUES]
    materials = U.VertexFile("material", [("name", "string"), ("kind", "string"), ("origin", "string")])
    materials.rows = [[mid[n], n, k, o] for n, k, o in MATERIALS]
    books = U.VertexFile(
        "book",
        [
            ("name", "string"),
            ("dynasty", "string"),
            ("volumes", "int"),
            ("grade", "int"),
            ("damage", "string"),
        ],
    )
    held_by = U.EdgeFile("held_by", [])
    applied = U.EdgeFile("applied", [])
    consumed = U.EdgeFile("consumed", [("grams", "int")])
    for title, dynasty, volumes, grade, damage, owner, techs, mats in BOOKS:
        books.rows.append([kid[title], title, dynasty, volumes, grade, damage])
        held_by.rows.append([kid[title], oid[owner]])
        applied.rows += [[kid[title], tid[t]] for t in techs]
        consumed.rows += [[kid[title], mid[m], g] for m, g in mats]
    repaired = U.EdgeFile("repaired", [("started", "date"), ("hours", "int"), ("finished", "bool")])
    for who, jobs in REPAIRED:
        repaired.rows += [[rid[who], kid[b], day, h, _bool(done)] for b, day, h, done in jobs]
    masters = U.EdgeFile("masters", [("since", "int")])
    for who, techs in MASTERS:
        masters.rows += [[rid[who], tid[t], y] for t, y in techs]
    teaches = U.EdgeFile("teaches", [("since", "int")])
    for who, pupils in TEACHES:
        teaches.rows += [[rid[who], rid[p], y] for p, y in pupils]
    return U.Graph(
        "guji",
        8,
        GUJI_DDL,
        [restorers, books, techniques, materials, owners],
        [repaired, applied, consumed, masters, teaches, held_by],
    )


# --------------------------------------------------------------------------- weddings (English names as ids)

WEDDINGS_DDL = """
CREATE TAG IF NOT EXISTS couple(name string, budget int COMMENT "total budget in pounds", guests int COMMENT "number of guests invited", wedding_date date COMMENT "the day of the wedding") COMMENT = "a couple the agency plans a wedding for";
CREATE TAG IF NOT EXISTS planner(name string, seniority string COMMENT "junior, senior or lead", since int COMMENT "year the planner joined the agency") COMMENT = "a wedding planner of the agency";
CREATE TAG IF NOT EXISTS venue(name string, town string, capacity int COMMENT "most guests it seats", outdoor bool COMMENT "an outdoor ceremony space") COMMENT = "a wedding venue";
CREATE TAG IF NOT EXISTS vendor(name string, service string COMMENT "florist, caterer, photographer, band or baker", rate int COMMENT "usual price per wedding in pounds") COMMENT = "a supplier";
CREATE EDGE IF NOT EXISTS plans(fee int COMMENT "planning fee in pounds", signed date COMMENT "date the contract was signed") COMMENT = "planner -> couple";
CREATE EDGE IF NOT EXISTS booked(deposit int COMMENT "deposit in pounds", paid bool COMMENT "deposit paid") COMMENT = "couple -> venue";
CREATE EDGE IF NOT EXISTS hired(cost int COMMENT "what the couple paid, pounds", booked_on date COMMENT "date the vendor was booked", rating int COMMENT "the couple's rating, 1 to 5") COMMENT = "couple -> vendor";
CREATE EDGE IF NOT EXISTS recommends() COMMENT = "planner -> vendor on their recommended list";
CREATE EDGE IF NOT EXISTS trained(since int COMMENT "year the training began") COMMENT = "trainer -> trainee (planner -> planner)";
CREATE EDGE IF NOT EXISTS partners(since int COMMENT "year the partnership began") COMMENT = "vendor -> venue where it is an approved supplier";
CREATE TAG INDEX IF NOT EXISTS couple_name_index ON couple(name(32));
CREATE TAG INDEX IF NOT EXISTS planner_name_index ON planner(name(32));
CREATE TAG INDEX IF NOT EXISTS venue_name_index ON venue(name(32));
CREATE TAG INDEX IF NOT EXISTS vendor_name_index ON vendor(name(32));
CREATE TAG INDEX IF NOT EXISTS vendor_service_index ON vendor(service(16));
"""

#: (name, budget, guests, wedding date); Yara & Leo, Mira & Jude and Iris & Sam have a planner and nothing else yet
COUPLES = [
    ("Priya & Tom", 42000, 120, D(2024, 6, 15)),
    ("Maeve & Oscar", 28000, 80, D(2024, 9, 7)),
    ("Lena & Marcus", 65000, 200, D(2023, 5, 20)),
    ("Aisha & Ben", 18000, 45, D(2024, 4, 13)),
    ("Clara & Dev", 36000, 110, D(2023, 8, 26)),
    ("Sofia & Raf", 51000, 150, D(2025, 5, 31)),
    ("Grace & Idris", 23000, 60, D(2023, 10, 14)),
    ("Nina & Paul", 30000, 95, D(2024, 7, 20)),
    ("Hannah & Kit", 47000, 130, D(2025, 6, 21)),
    ("Yara & Leo", 15000, 30, D(2025, 3, 8)),
    ("Mira & Jude", 39000, 100, D(2025, 8, 16)),
    ("Iris & Sam", 33000, 70, D(2025, 9, 13)),
]  # fmt: skip
#: (name, seniority, since)
PLANNERS = [
    ("Beatrix Vale", "lead", 2009),
    ("Simon Okoro", "senior", 2013),
    ("Delphine Roux", "senior", 2015),
    ("Kofi Mensah", "junior", 2020),
    ("Rosa Lindgren", "junior", 2021),
    ("Ellis Crane", "junior", 2023),
]  # fmt: skip
#: (trainer, [(trainee, since)]); a chain: Beatrix Vale -> Simon Okoro -> Kofi Mensah / Ellis Crane
TRAINED = [
    ("Beatrix Vale", [("Simon Okoro", 2013), ("Delphine Roux", 2015)]),
    ("Simon Okoro", [("Kofi Mensah", 2020), ("Ellis Crane", 2023)]),
    ("Delphine Roux", [("Rosa Lindgren", 2021)]),
]  # fmt: skip
#: (planner, [(couple, fee, signed)]); every couple has one planner
PLANS = [
    ("Beatrix Vale", [("Lena & Marcus", 6500, D(2022, 6, 10)), ("Sofia & Raf", 5800, D(2024, 2, 19))]),
    ("Simon Okoro", [("Priya & Tom", 4200, D(2023, 7, 1)), ("Hannah & Kit", 4700, D(2024, 8, 12))]),
    ("Delphine Roux", [("Clara & Dev", 3900, D(2022, 11, 5)), ("Nina & Paul", 3300, D(2023, 9, 18)), ("Mira & Jude", 3600, D(2024, 11, 20))]),
    ("Kofi Mensah", [("Maeve & Oscar", 2600, D(2023, 12, 2)), ("Aisha & Ben", 1500, D(2023, 6, 22))]),
    ("Rosa Lindgren", [("Grace & Idris", 2100, D(2022, 12, 9)), ("Yara & Leo", 1200, D(2024, 10, 30))]),
    ("Ellis Crane", [("Iris & Sam", 1400, D(2025, 1, 17))]),
]  # fmt: skip
#: (name, town, capacity, outdoor); nobody has booked Cliffside Terrace
VENUES = [
    ("Willowmere Barn", "Ashford", 150, False),
    ("The Glasshouse", "Kingsmead", 220, False),
    ("Heron Cove Beach", "Porthallow", 90, True),
    ("Oakhollow Estate", "Ashford", 250, True),
    ("St Brigid's Hall", "Kingsmead", 120, False),
    ("Lavender Fields Farm", "Brambury", 140, True),
    ("The Old Mill", "Brambury", 70, False),
    ("Cliffside Terrace", "Porthallow", 100, True),
]  # fmt: skip
#: (couple, venue, deposit, paid)
BOOKED = [
    ("Priya & Tom", "Willowmere Barn", 3000, True),
    ("Maeve & Oscar", "Lavender Fields Farm", 2000, True),
    ("Lena & Marcus", "Oakhollow Estate", 6000, True),
    ("Aisha & Ben", "The Old Mill", 900, False),
    ("Clara & Dev", "St Brigid's Hall", 1500, True),
    ("Sofia & Raf", "The Glasshouse", 4500, False),
    ("Grace & Idris", "Heron Cove Beach", 1200, True),
    ("Nina & Paul", "Willowmere Barn", 2500, True),
    ("Hannah & Kit", "Oakhollow Estate", 5000, False),
]  # fmt: skip
#: (name, service, rate); nobody has hired Moonlit Strings (two planners recommend it) nor the last
#: four (approved suppliers of a venue, on nobody's list)
VENDORS = [
    ("Petal & Stem", "florist", 1800),
    ("Wild Bloom Co", "florist", 1300),
    ("Silver Ladle Catering", "caterer", 5200),
    ("Harvest Table", "caterer", 4100),
    ("Lumen Photography", "photographer", 2400),
    ("Fern Lane Studio", "photographer", 1900),
    ("The Brass Tacks", "band", 2200),
    ("Velvet Groove", "band", 2800),
    ("Sugar Loft Bakery", "baker", 700),
    ("Crumb & Co", "baker", 550),
    ("Moonlit Strings", "band", 1600),
    ("Honeycomb Cakes", "baker", 900),
    ("Foxglove & Fern", "florist", 1500),
    ("Northlight Films", "photographer", 2600),
    ("The Jukebox Duo", "band", 1200),
]  # fmt: skip
#: (couple, [(vendor, cost, booked on, rating)])
HIRED = [
    ("Priya & Tom", [("Petal & Stem", 1900, D(2023, 11, 4), 5), ("Silver Ladle Catering", 5400, D(2023, 10, 20), 4), ("Lumen Photography", 2500, D(2024, 1, 15), 5)]),
    ("Maeve & Oscar", [("Wild Bloom Co", 1200, D(2024, 3, 9), 4), ("Harvest Table", 3800, D(2024, 2, 24), 3), ("Sugar Loft Bakery", 650, D(2024, 5, 11), 5)]),
    ("Lena & Marcus", [("Petal & Stem", 2600, D(2022, 9, 12), 4), ("Silver Ladle Catering", 7200, D(2022, 8, 30), 5), ("Velvet Groove", 3100, D(2022, 10, 3), 5), ("Lumen Photography", 2900, D(2022, 9, 1), 4)]),
    ("Aisha & Ben", [("Crumb & Co", 480, D(2023, 12, 16), 4), ("Fern Lane Studio", 1700, D(2024, 1, 27), 3)]),
    ("Clara & Dev", [("Harvest Table", 4300, D(2023, 2, 11), 4), ("The Brass Tacks", 2100, D(2023, 3, 18), 2), ("Sugar Loft Bakery", 720, D(2023, 4, 29), 4)]),
    ("Sofia & Raf", [("Silver Ladle Catering", 6100, D(2024, 6, 8), 3), ("Velvet Groove", 2950, D(2024, 7, 13), 4), ("Wild Bloom Co", 1450, D(2024, 9, 21), 5)]),
    ("Grace & Idris", [("Fern Lane Studio", 1850, D(2023, 2, 3), 5), ("Crumb & Co", 520, D(2023, 5, 6), 3)]),
    ("Nina & Paul", [("Harvest Table", 3950, D(2023, 11, 25), 5), ("The Brass Tacks", 2300, D(2024, 2, 10), 3), ("Petal & Stem", 1750, D(2024, 3, 30), 4)]),
    ("Hannah & Kit", [("Lumen Photography", 2700, D(2024, 10, 5), 4), ("Velvet Groove", 3050, D(2024, 11, 16), 2)]),
]  # fmt: skip
#: (planner, [vendor])
RECOMMENDS = [
    ("Beatrix Vale", ["Silver Ladle Catering", "Velvet Groove", "Petal & Stem"]),
    ("Simon Okoro", ["Lumen Photography", "Silver Ladle Catering", "Moonlit Strings"]),
    ("Delphine Roux", ["Harvest Table", "The Brass Tacks"]),
    ("Kofi Mensah", ["Wild Bloom Co", "Sugar Loft Bakery", "Crumb & Co"]),
    ("Rosa Lindgren", ["Fern Lane Studio", "Crumb & Co"]),
    ("Ellis Crane", ["Moonlit Strings"]),
]  # fmt: skip
#: (vendor, [(venue, since)])
PARTNERS = [
    ("Harvest Table", [("Willowmere Barn", 2018)]),
    ("Silver Ladle Catering", [("Oakhollow Estate", 2016), ("The Glasshouse", 2019)]),
    ("Sugar Loft Bakery", [("Lavender Fields Farm", 2020)]),
    ("Petal & Stem", [("St Brigid's Hall", 2017)]),
    ("The Brass Tacks", [("Willowmere Barn", 2021)]),
    ("Honeycomb Cakes", [("The Old Mill", 2019)]),
    ("Foxglove & Fern", [("Lavender Fields Farm", 2022)]),
    ("Northlight Films", [("The Glasshouse", 2020)]),
    ("The Jukebox Duo", [("Heron Cove Beach", 2023)]),
]  # fmt: skip


def weddings() -> object:
    couples = U.VertexFile(
        "couple", [("name", "string"), ("budget", "int"), ("guests", "int"), ("wedding_date", "date")]
    )
    couples.rows = [[n, n, b, g, d] for n, b, g, d in COUPLES]
    planners = U.VertexFile("planner", [("name", "string"), ("seniority", "string"), ("since", "int")])
    planners.rows = [[n, n, s, y] for n, s, y in PLANNERS]
    venues = U.VertexFile(
        "venue", [("name", "string"), ("town", "string"), ("capacity", "int"), ("outdoor", "bool")]
    )
    venues.rows = [[n, n, t, c, _bool(o)] for n, t, c, o in VENUES]
    vendors = U.VertexFile("vendor", [("name", "string"), ("service", "string"), ("rate", "int")])
    vendors.rows = [[n, n, s, r] for n, s, r in VENDORS]
    plans = U.EdgeFile("plans", [("fee", "int"), ("signed", "date")])
    for who, jobs in PLANS:
        plans.rows += [[who, c, f, d] for c, f, d in jobs]
    booked = U.EdgeFile("booked", [("deposit", "int"), ("paid", "bool")])
    booked.rows = [[c, v, d, _bool(p)] for c, v, d, p in BOOKED]
    hired = U.EdgeFile("hired", [("cost", "int"), ("booked_on", "date"), ("rating", "int")])
    for who, jobs in HIRED:
        hired.rows += [[who, v, c, d, r] for v, c, d, r in jobs]
    recommends = U.EdgeFile("recommends", [])
    for who, names_ in RECOMMENDS:
        recommends.rows += [[who, v] for v in names_]
    trained = U.EdgeFile("trained", [("since", "int")])
    for who, trainees in TRAINED:
        trained.rows += [[who, t, y] for t, y in trainees]
    partners = U.EdgeFile("partners", [("since", "int")])
    for who, venues_ in PARTNERS:
        partners.rows += [[who, v, y] for v, y in venues_]
    return U.Graph(
        "weddings",
        32,
        WEDDINGS_DDL,
        [couples, planners, venues, vendors],
        [plans, booked, hired, recommends, trained, partners],
    )


def build_all() -> list[object]:
    return [guji(), weddings()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
