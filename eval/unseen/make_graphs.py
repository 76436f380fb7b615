"""Write the three made-up development graphs of ``eval/unseen/graphs/`` (clinic, library, company).

Why made up and generated: r3 must answer questions on a user's own graph without examples,
so we measure it on graphs it has never seen. Everything here is invented (no real people,
no real prescribing advice); the facts a question depends on are written out by hand below,
and the filler (prices, ages, dates, hours, ratings) is drawn from a seeded RNG, so running
the script again writes byte-identical files. ``questions.jsonl`` is written against these
exact files: change the data and you must re-check every gold query (see README.md).

Usage::

    python eval/unseen/make_graphs.py [--out eval/unseen/graphs]

Each graph is a folder ``<space>/`` with a nebula-importer style ``config.yaml`` (DDL in
``schema:``) and one CSV per tag or edge type, the layout of the nl2gql ``nba`` folder.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import random
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent

# --------------------------------------------------------------------------- the file model


@dataclass
class VertexFile:
    tag: str
    props: list[tuple[str, str]]  # (name, importer type)
    rows: list[list[object]] = field(default_factory=list)  # vid first, then props in order


@dataclass
class EdgeFile:
    edge: str
    props: list[tuple[str, str]]
    rows: list[list[object]] = field(default_factory=list)  # src, dst, then props in order


@dataclass
class Graph:
    space: str
    vid_len: int
    ddl: str
    vertices: list[VertexFile]
    edges: list[EdgeFile]


def _cell(value: object) -> str:
    if isinstance(value, float):
        return repr(round(value, 2))
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def write_graph(graph: Graph, root: Path) -> None:
    folder = root / graph.space
    folder.mkdir(parents=True, exist_ok=True)
    lines = [
        "space:",
        f"  name: {graph.space}",
        "  partitionNum: 1",
        "  replicaFactor: 1",
        f"  vidType: FIXED_STRING({graph.vid_len})",
        "  charset: utf8",
        "  collate: utf8_bin",
        "schema: |",
        *("  " + line if line else "" for line in graph.ddl.strip().splitlines()),
        "files:",
    ]
    for vf in graph.vertices:
        lines += [
            f"  - path: ./{vf.tag}.csv",
            "    withHeader: true",
            "    type: vertex",
            "    vertex:",
            "      vid:",
            "        index: 0",
            "        type: string",
            "      tags:",
            f"        - name: {vf.tag}",
            "          props:",
        ]
        for i, (name, kind) in enumerate(vf.props, start=1):
            lines += [
                f"            - name: {name}",
                f"              type: {kind}",
                f"              index: {i}",
            ]
        header = [":VID(string)", *(f"{vf.tag}.{n}:{k}" for n, k in vf.props)]
        _write_csv(folder / f"{vf.tag}.csv", header, vf.rows)
    for ef in graph.edges:
        lines += [
            f"  - path: ./{ef.edge}.csv",
            "    withHeader: true",
            "    type: edge",
            "    edge:",
            f"      name: {ef.edge}",
            "      srcVID:",
            "        type: string",
            "        index: 0",
            "      dstVID:",
            "        type: string",
            "        index: 1",
        ]
        if ef.props:
            lines.append("      props:")
            for i, (name, kind) in enumerate(ef.props, start=2):
                lines += [f"        - name: {name}", f"          type: {kind}", f"          index: {i}"]
        header = [":SRC_VID(string)", ":DST_VID(string)", *(f"{ef.edge}.{n}:{k}" for n, k in ef.props)]
        _write_csv(folder / f"{ef.edge}.csv", header, ef.rows)
    (folder / "config.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _write_csv(path: Path, header: list[str], rows: list[list[object]]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows([[_cell(c) for c in row] for row in rows])


def _day(rng: random.Random, first: int, last: int) -> dt.date:
    start = dt.date(first, 1, 1)
    span = (dt.date(last, 12, 31) - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


# --------------------------------------------------------------------------- clinic (Chinese, opaque ids)

CLINIC_DDL = """
CREATE TAG IF NOT EXISTS department(name string COMMENT "科室名称", floor int COMMENT "所在楼层") COMMENT = "医院科室";
CREATE TAG IF NOT EXISTS disease(name string, category string COMMENT "慢性病/急性病/传染病", severity int COMMENT "严重程度 1-5");
CREATE TAG IF NOT EXISTS symptom(name string) COMMENT = "症状";
CREATE TAG IF NOT EXISTS drug(name string, type string COMMENT "处方药 or 非处方药", price double COMMENT "单价(元)", approved date COMMENT "批准上市日期");
CREATE TAG IF NOT EXISTS doctor(name string, title string, age int, joined date);
CREATE EDGE IF NOT EXISTS treats(efficacy double COMMENT "有效率 0-1") COMMENT = "药物 治疗 疾病";
CREATE EDGE IF NOT EXISTS has_symptom(frequency string COMMENT "常见 or 偶见");
CREATE EDGE IF NOT EXISTS side_effect() COMMENT = "药物的副作用(症状)";
CREATE EDGE IF NOT EXISTS belongs_to() COMMENT = "疾病归属科室";
CREATE EDGE IF NOT EXISTS works_in();
CREATE EDGE IF NOT EXISTS specializes_in();
CREATE EDGE IF NOT EXISTS supervises() COMMENT = "上级医生 -> 下级医生";
CREATE TAG INDEX IF NOT EXISTS department_name_index ON department(name(32));
CREATE TAG INDEX IF NOT EXISTS disease_name_index ON disease(name(32));
CREATE TAG INDEX IF NOT EXISTS disease_category_index ON disease(category(16));
CREATE TAG INDEX IF NOT EXISTS disease_severity_index ON disease(severity);
CREATE TAG INDEX IF NOT EXISTS symptom_name_index ON symptom(name(32));
CREATE TAG INDEX IF NOT EXISTS drug_name_index ON drug(name(32));
CREATE TAG INDEX IF NOT EXISTS drug_type_index ON drug(type(16));
CREATE TAG INDEX IF NOT EXISTS drug_price_index ON drug(price);
CREATE TAG INDEX IF NOT EXISTS drug_approved_index ON drug(approved);
CREATE TAG INDEX IF NOT EXISTS doctor_name_index ON doctor(name(32));
CREATE TAG INDEX IF NOT EXISTS doctor_title_index ON doctor(title(16));
CREATE TAG INDEX IF NOT EXISTS doctor_age_index ON doctor(age);
CREATE EDGE INDEX IF NOT EXISTS treats_efficacy_index ON treats(efficacy);
"""

DEPARTMENTS = ["心内科", "呼吸内科", "消化内科", "内分泌科", "神经内科", "皮肤科", "儿科", "骨科"]

#: name, category, severity, department index, symptoms (常见 first, then 偶见 after "|")
DISEASES = [
    ("高血压", "慢性病", 3, 0, "头痛 头晕|心悸 水肿"),
    ("冠心病", "慢性病", 4, 0, "胸痛 气短|心悸 乏力"),
    ("心律失常", "慢性病", 3, 0, "心悸 头晕|胸痛"),
    ("心力衰竭", "慢性病", 5, 0, "气短 水肿 乏力|咳嗽"),
    ("哮喘", "慢性病", 3, 1, "咳嗽 气短|胸痛"),
    ("慢性阻塞性肺病", "慢性病", 4, 1, "咳嗽 气短|乏力"),
    ("肺炎", "急性病", 3, 1, "发热 咳嗽|胸痛 乏力"),
    ("急性支气管炎", "急性病", 2, 1, "咳嗽|发热"),
    ("流行性感冒", "传染病", 2, 1, "发热 头痛 乏力|咳嗽"),
    ("慢性胃炎", "慢性病", 2, 2, "腹痛 恶心|食欲不振"),
    ("胃溃疡", "慢性病", 3, 2, "腹痛|恶心 食欲不振"),
    ("急性肠胃炎", "急性病", 2, 2, "腹泻 腹痛 恶心|发热"),
    ("脂肪肝", "慢性病", 2, 2, "乏力|食欲不振"),
    ("2型糖尿病", "慢性病", 4, 3, "口渴 乏力|头晕"),
    ("甲状腺功能亢进", "慢性病", 3, 3, "心悸 失眠|震颤"),
    ("骨质疏松", "慢性病", 2, 7, "腰痛|关节痛"),
    ("偏头痛", "慢性病", 2, 4, "头痛 恶心|头晕"),
    ("帕金森病", "慢性病", 4, 4, "震颤|失眠 乏力"),
    ("癫痫", "慢性病", 4, 4, "震颤|头痛"),
    ("湿疹", "慢性病", 1, 5, "皮疹 瘙痒"),
    ("荨麻疹", "急性病", 1, 5, "皮疹 瘙痒|水肿"),
    ("手足口病", "传染病", 2, 6, "发热 皮疹|食欲不振"),
    ("小儿腹泻", "急性病", 2, 6, "腹泻|发热 食欲不振"),
    ("腰椎间盘突出", "慢性病", 3, 7, "腰痛|关节痛"),
    ("骨关节炎", "慢性病", 2, 7, "关节痛|水肿"),
]

SYMPTOMS = [
    "头痛", "头晕", "胸痛", "心悸", "咳嗽", "气短", "发热", "乏力", "恶心", "腹痛",
    "腹泻", "皮疹", "瘙痒", "关节痛", "腰痛", "失眠", "口渴", "震颤", "食欲不振", "水肿",
]  # fmt: skip

#: name, type, diseases it treats, side effects (symptoms)
DRUGS = [
    ("氨氯地平", "处方药", "高血压 冠心病", "水肿 头痛"),
    ("硝苯地平", "处方药", "高血压", "头痛 心悸"),
    ("美托洛尔", "处方药", "高血压 冠心病 心律失常 心力衰竭", "乏力 头晕"),
    ("阿司匹林", "非处方药", "冠心病 偏头痛", "腹痛 恶心"),
    ("阿托伐他汀", "处方药", "冠心病 脂肪肝", "关节痛"),
    ("硝酸甘油", "处方药", "冠心病", "头痛"),
    ("地高辛", "处方药", "心力衰竭 心律失常", "恶心"),
    ("呋塞米", "处方药", "心力衰竭 高血压", "口渴"),
    ("沙丁胺醇", "处方药", "哮喘 慢性阻塞性肺病", "心悸 震颤"),
    ("布地奈德", "处方药", "哮喘 慢性阻塞性肺病", ""),
    ("阿莫西林", "处方药", "肺炎 急性支气管炎 胃溃疡", "腹泻 皮疹"),
    ("头孢克肟", "处方药", "肺炎 急性支气管炎", "腹泻"),
    ("奥司他韦", "处方药", "流行性感冒", "恶心"),
    ("奥美拉唑", "处方药", "胃溃疡 慢性胃炎", "头痛"),
    ("铝碳酸镁", "非处方药", "慢性胃炎 胃溃疡", ""),
    ("蒙脱石散", "非处方药", "急性肠胃炎 小儿腹泻", ""),
    ("口服补液盐", "非处方药", "急性肠胃炎 小儿腹泻", ""),
    ("二甲双胍", "处方药", "2型糖尿病", "恶心 腹泻"),
    ("胰岛素", "处方药", "2型糖尿病", "头晕"),
    ("甲巯咪唑", "处方药", "甲状腺功能亢进", "皮疹"),
    ("阿仑膦酸钠", "处方药", "骨质疏松", "腹痛"),
    ("布洛芬", "非处方药", "偏头痛 骨关节炎 腰椎间盘突出 流行性感冒", "腹痛"),
    ("对乙酰氨基酚", "非处方药", "流行性感冒 偏头痛", ""),
    ("左旋多巴", "处方药", "帕金森病", "恶心 失眠"),
    ("丙戊酸钠", "处方药", "癫痫 偏头痛", "震颤 乏力"),
    ("氯雷他定", "非处方药", "荨麻疹 湿疹", "乏力"),
    ("炉甘石洗剂", "非处方药", "湿疹 荨麻疹 手足口病", ""),
    ("维生素D", "非处方药", "骨质疏松", ""),
    ("塞来昔布", "处方药", "骨关节炎 腰椎间盘突出", "水肿"),
    ("甘草片", "非处方药", "", ""),  # in the catalogue, indicated for nothing in this graph
]

#: name, title, department index, diseases they specialise in, supervisor (doctor index or None)
DOCTORS = [
    ("张伟", "主任医师", 0, "冠心病 心力衰竭", None),
    ("王芳", "副主任医师", 0, "高血压 心律失常", 0),
    ("李娜", "主治医师", 0, "高血压", 1),
    ("刘洋", "主任医师", 1, "慢性阻塞性肺病 哮喘", None),
    ("陈静", "主治医师", 1, "肺炎 流行性感冒 急性支气管炎", 3),
    ("杨军", "主任医师", 2, "胃溃疡 慢性胃炎", None),
    ("赵磊", "住院医师", 2, "急性肠胃炎", 5),
    ("黄丽", "副主任医师", 3, "2型糖尿病 甲状腺功能亢进", None),
    ("周杰", "主治医师", 3, "2型糖尿病", 7),
    ("吴敏", "主任医师", 4, "帕金森病 癫痫", None),
    ("徐强", "主治医师", 4, "偏头痛", 9),
    ("孙悦", "副主任医师", 5, "湿疹 荨麻疹", None),
    ("马超", "主治医师", 6, "手足口病 小儿腹泻", None),
    ("朱琳", "住院医师", 6, "小儿腹泻", 12),
    ("胡斌", "主任医师", 7, "骨质疏松 腰椎间盘突出 骨关节炎", None),
    ("Kevin Zhao", "住院医师", 0, "", 2),  # a visiting resident, supervised by 李娜
]


def clinic(rng: random.Random) -> Graph:
    dep_id = {name: f"dep{i + 1:02d}" for i, name in enumerate(DEPARTMENTS)}
    dis_id = {d[0]: f"d{i + 1:03d}" for i, d in enumerate(DISEASES)}
    sym_id = {s: f"s{i + 1:02d}" for i, s in enumerate(SYMPTOMS)}
    drug_id = {d[0]: f"m{i + 1:03d}" for i, d in enumerate(DRUGS)}
    doc_id = [f"doc{i + 1:02d}" for i in range(len(DOCTORS))]

    deps = VertexFile("department", [("name", "string"), ("floor", "int")])
    floors = list(range(2, 2 + len(DEPARTMENTS)))
    rng.shuffle(floors)
    for name, floor in zip(DEPARTMENTS, floors, strict=True):
        deps.rows.append([dep_id[name], name, floor])

    dis = VertexFile("disease", [("name", "string"), ("category", "string"), ("severity", "int")])
    has = EdgeFile("has_symptom", [("frequency", "string")])
    belongs = EdgeFile("belongs_to", [])
    for name, category, severity, dep, symptoms in DISEASES:
        dis.rows.append([dis_id[name], name, category, severity])
        belongs.rows.append([dis_id[name], dep_id[DEPARTMENTS[dep]]])
        common, _, rare = symptoms.partition("|")
        for s in common.split():
            has.rows.append([dis_id[name], sym_id[s], "常见"])
        for s in rare.split():
            has.rows.append([dis_id[name], sym_id[s], "偶见"])

    sym = VertexFile("symptom", [("name", "string")])
    sym.rows = [[sym_id[s], s] for s in SYMPTOMS]

    drugs = VertexFile(
        "drug", [("name", "string"), ("type", "string"), ("price", "double"), ("approved", "date")]
    )
    treats = EdgeFile("treats", [("efficacy", "double")])
    side = EdgeFile("side_effect", [])
    for name, kind, treated, effects in DRUGS:
        price = round(rng.uniform(3, 30) if kind == "非处方药" else rng.uniform(12, 160), 1)
        drugs.rows.append([drug_id[name], name, kind, price, _day(rng, 1985, 2021)])
        for d in treated.split():
            treats.rows.append([drug_id[name], dis_id[d], round(rng.uniform(0.55, 0.95), 2)])
        for s in effects.split():
            side.rows.append([drug_id[name], sym_id[s]])

    docs = VertexFile("doctor", [("name", "string"), ("title", "string"), ("age", "int"), ("joined", "date")])
    works = EdgeFile("works_in", [])
    spec = EdgeFile("specializes_in", [])
    sup = EdgeFile("supervises", [])
    base_age = {"主任医师": 50, "副主任医师": 42, "主治医师": 33, "住院医师": 26}
    for i, (name, title, dep, diseases, boss) in enumerate(DOCTORS):
        age = base_age[title] + rng.randint(0, 9)
        docs.rows.append([doc_id[i], name, title, age, _day(rng, 2023 - (age - 25), 2023)])
        works.rows.append([doc_id[i], dep_id[DEPARTMENTS[dep]]])
        for d in diseases.split():
            spec.rows.append([doc_id[i], dis_id[d]])
        if boss is not None:
            sup.rows.append([doc_id[boss], doc_id[i]])

    return Graph(
        "clinic",
        16,
        CLINIC_DDL,
        [deps, dis, sym, drugs, docs],
        [treats, has, side, belongs, works, spec, sup],
    )


# --------------------------------------------------------------------------- library (English, names as ids)

LIBRARY_DDL = """
CREATE TAG IF NOT EXISTS author(name string, born int COMMENT "year of birth", country string);
CREATE TAG IF NOT EXISTS book(title string, year int COMMENT "first published", pages int, genre string, rating double COMMENT "average reader rating, 1-5") COMMENT = "a title in the catalogue";
CREATE TAG IF NOT EXISTS publisher(name string, city string, founded int);
CREATE TAG IF NOT EXISTS reader(name string, age int, member_since date) COMMENT = "library card holder";
CREATE EDGE IF NOT EXISTS wrote();
CREATE EDGE IF NOT EXISTS published_by();
CREATE EDGE IF NOT EXISTS influenced() COMMENT = "author -> author they influenced";
CREATE EDGE IF NOT EXISTS borrowed(borrow_date date, days int COMMENT "loan length in days");
CREATE EDGE IF NOT EXISTS rated(score int COMMENT "1 to 5 stars");
CREATE TAG INDEX IF NOT EXISTS author_name_index ON author(name(64));
CREATE TAG INDEX IF NOT EXISTS author_born_index ON author(born);
CREATE TAG INDEX IF NOT EXISTS author_country_index ON author(country(32));
CREATE TAG INDEX IF NOT EXISTS book_title_index ON book(title(64));
CREATE TAG INDEX IF NOT EXISTS book_year_index ON book(year);
CREATE TAG INDEX IF NOT EXISTS book_genre_index ON book(genre(32));
CREATE TAG INDEX IF NOT EXISTS book_rating_index ON book(rating);
CREATE TAG INDEX IF NOT EXISTS book_pages_index ON book(pages);
CREATE TAG INDEX IF NOT EXISTS publisher_name_index ON publisher(name(64));
CREATE TAG INDEX IF NOT EXISTS publisher_city_index ON publisher(city(32));
CREATE TAG INDEX IF NOT EXISTS reader_name_index ON reader(name(64));
CREATE TAG INDEX IF NOT EXISTS reader_age_index ON reader(age);
CREATE EDGE INDEX IF NOT EXISTS rated_score_index ON rated(score);
"""

#: name, born, country, genre they mostly write
AUTHORS = [
    ("Ursula Vance", 1941, "USA", "science fiction"),
    ("Marcus Hale", 1958, "UK", "mystery"),
    ("Elena Brooks", 1972, "Canada", "romance"),
    ("Tobias Wren", 1935, "UK", "fantasy"),
    ("Clara Finch", 1966, "USA", "history"),
    ("Jonah Mercer", 1980, "USA", "science fiction"),
    ("Iris Calloway", 1949, "Ireland", "poetry"),
    ("Felix Ashdown", 1963, "UK", "fantasy"),
    ("Nora Quill", 1985, "Canada", "mystery"),
    ("Oscar Pembrook", 1931, "UK", "history"),
    ("Lydia Thorne", 1977, "Australia", "fantasy"),
    ("Samuel Reyes", 1969, "Spain", "mystery"),
    ("Hazel Morrow", 1988, "USA", "romance"),
    ("Victor Lang", 1954, "Germany", "science fiction"),
    ("Ada Sinclair", 1945, "UK", "science fiction"),
    ("Rufus Kettle", 1974, "Australia", "poetry"),
    ("Maya Lindqvist", 1982, "Sweden", "mystery"),
    ("Declan Frost", 1961, "Ireland", "fantasy"),
    ("Priya Natarajan", 1979, "India", "history"),
    ("Hugo Castellane", 1938, "France", "poetry"),
    ("Wendy Okafor", 1990, "Nigeria", "science fiction"),
    ("Gareth Bloom", 1951, "UK", "history"),
    ("Selma Hardy", 1968, "USA", "romance"),
    ("Ivan Petrakis", 1983, "Greece", "fantasy"),
    ("June Albright", 1995, "USA", "poetry"),
]

#: title, author(s) (";"-separated), publisher index
BOOKS = [
    ("The Glass Orchard", "Ursula Vance", 0), ("Beyond the Ninth Moon", "Ursula Vance", 1),
    ("Signal from Tethys", "Ursula Vance", 1), ("The Quiet Engine", "Ursula Vance;Ada Sinclair", 0),
    ("Murder at Hollow Pier", "Marcus Hale", 2), ("The Lantern Keeper's Secret", "Marcus Hale", 2),
    ("Death in Low Tide", "Marcus Hale;Samuel Reyes", 6),
    ("Letters to Marigold", "Elena Brooks", 4), ("Summer at Finch Cove", "Elena Brooks", 4),
    ("The Ash Crown", "Tobias Wren", 3), ("Rivers of Bronze", "Tobias Wren", 3),
    ("The Hollow King", "Tobias Wren", 5), ("The Dragon of Ebonmere", "Tobias Wren;Felix Ashdown", 3),
    ("A Short History of Salt", "Clara Finch", 7), ("The Railway Barons", "Clara Finch", 5),
    ("Orbitfall", "Jonah Mercer", 1), ("The Last Cartographer", "Jonah Mercer", 0),
    ("Red Sky Protocol", "Jonah Mercer;Wendy Okafor", 1),
    ("Small Hours", "Iris Calloway", 6), ("Tidewater Psalms", "Iris Calloway", 6),
    ("The Thornwood Gate", "Felix Ashdown", 3), ("Emberfall", "Felix Ashdown", 5),
    ("The Vanishing at Kestrel Lane", "Nora Quill", 2), ("A Cold Case in June", "Nora Quill", 4),
    ("Empires of Wool", "Oscar Pembrook", 7), ("The Long Winter of 1816", "Oscar Pembrook", 7),
    ("The Copper Sea", "Lydia Thorne", 3), ("Songs of the Deep Wood", "Lydia Thorne", 5),
    ("The Silent Witness", "Samuel Reyes", 2), ("Blood on the Camino", "Samuel Reyes", 6),
    ("Paper Hearts", "Hazel Morrow", 4), ("The Wedding Season", "Hazel Morrow", 4),
    ("Iron Stars", "Victor Lang", 1), ("The Clockwork Republic", "Victor Lang", 0),
    ("Children of the Drift", "Ada Sinclair", 1), ("The Mirror Colony", "Ada Sinclair", 0),
    ("Dust and Kangaroo Grass", "Rufus Kettle", 6),
    ("The Frozen Archive", "Maya Lindqvist", 2), ("Nine Lakes", "Maya Lindqvist", 2),
    ("The Stag and the Storm", "Declan Frost", 3), ("Hearthstone", "Declan Frost", 5),
    ("Spice Routes", "Priya Natarajan", 7), ("The Monsoon Courts", "Priya Natarajan", 7),
    ("Nocturnes", "Hugo Castellane", 6),
    ("Lagos 2099", "Wendy Okafor", 1), ("The Harmattan Machine", "Wendy Okafor", 0),
    ("The Wool Merchants", "Gareth Bloom", 7), ("Castles of the North", "Gareth Bloom", 5),
    ("A Kiss in Savannah", "Selma Hardy", 4),
    ("The Labyrinth Heir", "Ivan Petrakis", 3),
    ("Salt Light", "June Albright", 6),
]  # fmt: skip

PUBLISHERS = [
    ("Harbor Lane Press", "Boston", 1921), ("Northwind Books", "New York", 1948),
    ("Bluefeather Publishing", "London", 1903), ("Copperleaf House", "Edinburgh", 1972),
    ("Marigold & Finch", "Toronto", 1989), ("Stonebridge Press", "London", 1955),
    ("Quayside Editions", "Dublin", 2001), ("Lantern Hill Books", "Chicago", 1936),
]  # fmt: skip

#: influencer -> influenced
INFLUENCES = [
    ("Tobias Wren", "Felix Ashdown"), ("Tobias Wren", "Declan Frost"), ("Tobias Wren", "Lydia Thorne"),
    ("Felix Ashdown", "Lydia Thorne"), ("Felix Ashdown", "Ivan Petrakis"), ("Lydia Thorne", "Ivan Petrakis"),
    ("Ursula Vance", "Jonah Mercer"), ("Ursula Vance", "Victor Lang"), ("Ada Sinclair", "Jonah Mercer"),
    ("Jonah Mercer", "Wendy Okafor"), ("Victor Lang", "Wendy Okafor"),
    ("Marcus Hale", "Nora Quill"), ("Marcus Hale", "Maya Lindqvist"), ("Samuel Reyes", "Maya Lindqvist"),
    ("Oscar Pembrook", "Clara Finch"), ("Oscar Pembrook", "Gareth Bloom"), ("Clara Finch", "Priya Natarajan"),
    ("Hugo Castellane", "Iris Calloway"), ("Iris Calloway", "Rufus Kettle"), ("Rufus Kettle", "June Albright"),
    ("Selma Hardy", "Elena Brooks"), ("Elena Brooks", "Hazel Morrow"),
]  # fmt: skip

READERS = [
    "Alice Moreno", "Ben Carter", "Chloe Danvers", "Daniel Osei", "Emma Whitfield", "Farid Haddad",
    "Grace Liu", "Henry Polk", "Isabel Novak", "Jack Turner", "Kira Sato", "Liam O'Brien",
    "Mia Schultz", "Noah Fischer", "Olivia Grant", "Pablo Ruiz", "Quinn Harper", "Rosa Jensen",
    "Sean McKay", "Tara Singh",
]  # fmt: skip

#: books nobody borrows or rates (so "which books were never borrowed" has an answer)
UNBORROWED = {"Empires of Wool", "Salt Light", "The Labyrinth Heir", "Nocturnes"}


def library(rng: random.Random) -> Graph:
    born = {a[0]: a[1] for a in AUTHORS}
    genre_of = {a[0]: a[3] for a in AUTHORS}
    authors = VertexFile("author", [("name", "string"), ("born", "int"), ("country", "string")])
    authors.rows = [[name, name, b, country] for name, b, country, _ in AUTHORS]

    pubs = VertexFile("publisher", [("name", "string"), ("city", "string"), ("founded", "int")])
    pubs.rows = [[name, name, city, year] for name, city, year in PUBLISHERS]

    books = VertexFile(
        "book",
        [("title", "string"), ("year", "int"), ("pages", "int"), ("genre", "string"), ("rating", "double")],
    )
    wrote = EdgeFile("wrote", [])
    published = EdgeFile("published_by", [])
    for title, names, pub in BOOKS:
        writers = names.split(";")
        youngest = max(born[w] for w in writers)
        year = min(2023 - rng.randint(0, 5), youngest + rng.randint(24, 50))
        genre = genre_of[writers[0]]
        books.rows.append(
            [title, title, year, rng.randint(12, 80) * 10, genre, round(rng.uniform(2.8, 4.9), 1)]
        )
        for w in writers:
            wrote.rows.append([w, title])
        published.rows.append([title, PUBLISHERS[pub][0]])

    influenced = EdgeFile("influenced", [])
    influenced.rows = [[a, b] for a, b in INFLUENCES]

    readers = VertexFile("reader", [("name", "string"), ("age", "int"), ("member_since", "date")])
    borrowed = EdgeFile("borrowed", [("borrow_date", "date"), ("days", "int")])
    rated = EdgeFile("rated", [("score", "int")])
    lendable = [b[0] for b in BOOKS if b[0] not in UNBORROWED]
    for name in READERS:
        since = _day(rng, 2012, 2022)
        readers.rows.append([name, name, rng.randint(16, 74), since])
        for title in sorted(rng.sample(lendable, rng.randint(2, 6))):
            when = _day(rng, max(since.year, 2020), 2023)
            borrowed.rows.append([name, title, when, rng.choice([7, 14, 14, 21, 28])])
            if rng.random() < 0.6:
                rated.rows.append([name, title, rng.choice([2, 3, 4, 4, 5, 5])])

    return Graph(
        "library",
        64,
        LIBRARY_DDL,
        [authors, books, pubs, readers],
        [wrote, published, influenced, borrowed, rated],
    )


# --------------------------------------------------------------------------- company (mixed, opaque ids)

COMPANY_DDL = """
CREATE TAG IF NOT EXISTS employee(name string, age int, salary double COMMENT "monthly salary, CNY", level string COMMENT "junior / senior / lead / director", hired date);
CREATE TAG IF NOT EXISTS department(name string, budget double) COMMENT = "部门";
CREATE TAG IF NOT EXISTS project(name string, status string COMMENT "planned, active or completed", start_date date, budget double);
CREATE TAG IF NOT EXISTS city(name string, country string);
CREATE EDGE IF NOT EXISTS works_in() COMMENT = "employee belongs to department";
CREATE EDGE IF NOT EXISTS manages() COMMENT = "manager -> direct report";
CREATE EDGE IF NOT EXISTS works_on(role string, hours int COMMENT "hours per week");
CREATE EDGE IF NOT EXISTS located_in();
CREATE EDGE IF NOT EXISTS lives_in();
CREATE EDGE IF NOT EXISTS owns() COMMENT = "department owns project";
CREATE TAG INDEX IF NOT EXISTS employee_name_index ON employee(name(32));
CREATE TAG INDEX IF NOT EXISTS employee_age_index ON employee(age);
CREATE TAG INDEX IF NOT EXISTS employee_salary_index ON employee(salary);
CREATE TAG INDEX IF NOT EXISTS employee_level_index ON employee(level(16));
CREATE TAG INDEX IF NOT EXISTS employee_hired_index ON employee(hired);
CREATE TAG INDEX IF NOT EXISTS department_name_index ON department(name(32));
CREATE TAG INDEX IF NOT EXISTS project_name_index ON project(name(32));
CREATE TAG INDEX IF NOT EXISTS project_status_index ON project(status(16));
CREATE TAG INDEX IF NOT EXISTS city_name_index ON city(name(32));
CREATE EDGE INDEX IF NOT EXISTS works_on_role_index ON works_on(role(16));
"""

CITIES = [
    ("上海", "中国"), ("北京", "中国"), ("深圳", "中国"), ("杭州", "中国"),
    ("Singapore", "Singapore"), ("London", "UK"), ("Berlin", "Germany"), ("Toronto", "Canada"),
]  # fmt: skip

#: name, city index
COMPANY_DEPARTMENTS = [
    ("Engineering", 0), ("研发二部", 3), ("Sales", 1), ("Marketing", 4),
    ("Finance", 0), ("HR", 2), ("Design", 5), ("Customer Success", 7),
]  # fmt: skip

#: name, status, owning department index
PROJECTS = [
    ("Apollo", "active", 0), ("北极星", "active", 1), ("Nebula Migration", "completed", 0),
    ("智能客服", "active", 7), ("Atlas", "planned", 0), ("Phoenix", "completed", 2),
    ("数据中台", "active", 1), ("Orion", "planned", 3), ("青鸟", "completed", 6),
    ("Helix", "active", 6), ("Zephyr", "planned", 4), ("Mercury Billing", "active", 4),
    ("天穹", "active", 1), ("Lighthouse", "completed", 3), ("Quartz", "planned", 5),
]  # fmt: skip

CN_SURNAMES = [
    "陈",
    "林",
    "黄",
    "郑",
    "谢",
    "宋",
    "唐",
    "许",
    "韩",
    "冯",
    "邓",
    "曹",
    "彭",
    "曾",
    "萧",
    "田",
    "董",
    "潘",
    "袁",
    "蔡",
]
CN_GIVEN = [
    "晓明",
    "嘉怡",
    "子轩",
    "雨桐",
    "浩然",
    "思琪",
    "志强",
    "婉清",
    "俊杰",
    "欣怡",
    "宇航",
    "梦瑶",
    "建国",
    "静怡",
    "天佑",
    "若曦",
]
EN_FIRST = [
    "Emily",
    "Oliver",
    "Sophia",
    "James",
    "Hannah",
    "Lucas",
    "Amelia",
    "Ethan",
    "Chloe",
    "Mason",
    "Zoe",
    "Logan",
    "Ruby",
    "Owen",
    "Nina",
    "Caleb",
    "Leah",
    "Adrian",
]
EN_LAST = [
    "Carter",
    "Whitmore",
    "Blake",
    "Donovan",
    "Reed",
    "Fletcher",
    "Hughes",
    "Sutton",
    "Vaughn",
    "Ellison",
    "Marsh",
    "Porter",
    "Quinn",
    "Hale",
]

#: (level, count per department) — each department has 1 director, 1-2 leads, seniors and juniors
ROLES = ["developer", "tester", "designer", "analyst", "product manager"]


def _names(rng: random.Random, count: int) -> list[str]:
    cn = {f"{rng.choice(CN_SURNAMES)}{rng.choice(CN_GIVEN)}" for _ in range(200)}
    en = {f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}" for _ in range(200)}
    cn_list, en_list = sorted(cn), sorted(en)
    rng.shuffle(cn_list)
    rng.shuffle(en_list)
    half = count // 2
    mixed = cn_list[:half] + en_list[: count - half]
    rng.shuffle(mixed)
    return mixed


def company(rng: random.Random) -> Graph:
    city = VertexFile("city", [("name", "string"), ("country", "string")])
    city.rows = [[f"c{i + 1}", n, c] for i, (n, c) in enumerate(CITIES)]
    deps = VertexFile("department", [("name", "string"), ("budget", "double")])
    located = EdgeFile("located_in", [])
    for i, (name, ci) in enumerate(COMPANY_DEPARTMENTS):
        deps.rows.append([f"dp{i + 1}", name, float(rng.randint(8, 60) * 100000)])
        located.rows.append([f"dp{i + 1}", f"c{ci + 1}"])
    projects = VertexFile(
        "project", [("name", "string"), ("status", "string"), ("start_date", "date"), ("budget", "double")]
    )
    owns = EdgeFile("owns", [])
    for i, (name, status, dep) in enumerate(PROJECTS):
        start = {"completed": (2018, 2021), "active": (2021, 2023), "planned": (2024, 2024)}[status]
        projects.rows.append(
            [f"p{i + 1:02d}", name, status, _day(rng, *start), float(rng.randint(5, 120) * 10000)]
        )
        owns.rows.append([f"dp{dep + 1}", f"p{i + 1:02d}"])

    names = _names(rng, 60)
    emps = VertexFile(
        "employee",
        [("name", "string"), ("age", "int"), ("salary", "double"), ("level", "string"), ("hired", "date")],
    )
    works_in = EdgeFile("works_in", [])
    manages = EdgeFile("manages", [])
    works_on = EdgeFile("works_on", [("role", "string"), ("hours", "int")])
    lives = EdgeFile("lives_in", [])
    salary_base = {"junior": 12000, "senior": 22000, "lead": 32000, "director": 45000}
    age_base = {"junior": 22, "senior": 28, "lead": 33, "director": 40}
    # e001 is the CEO (level director, in Engineering); then 8 departments of 7 or 8 people
    sizes = [8, 8, 7, 7, 7, 7, 8, 7]  # 59 + the CEO = 60
    eid = 1
    ceo = "e001"
    level_of: dict[str, str] = {}
    dept_of: dict[str, int] = {}

    def add(level: str, dep: int) -> str:
        nonlocal eid
        vid = f"e{eid:03d}"
        name = names[eid - 1]
        eid += 1
        age = age_base[level] + rng.randint(0, 12)
        salary = float(salary_base[level] + rng.randint(0, 40) * 250)
        emps.rows.append([vid, name, age, salary, level, _day(rng, 2012, 2023)])
        works_in.rows.append([vid, f"dp{dep + 1}"])
        ci = COMPANY_DEPARTMENTS[dep][1] if rng.random() < 0.8 else rng.randrange(len(CITIES))
        lives.rows.append([vid, f"c{ci + 1}"])
        level_of[vid], dept_of[vid] = level, dep
        return vid

    add("director", 0)
    dep_projects = {d: [f"p{i + 1:02d}" for i, p in enumerate(PROJECTS) if p[2] == d] for d in range(8)}
    for dep, size in enumerate(sizes):
        director = add("director", dep)
        manages.rows.append([ceo, director])
        leads = [add("lead", dep) for _ in range(1 if size == 7 else 2)]
        for lead in leads:
            manages.rows.append([director, lead])
        for k in range(size - 1 - len(leads)):
            vid = add("senior" if k % 2 == 0 else "junior", dep)
            manages.rows.append([leads[k % len(leads)], vid])
    # project staffing: most people work on projects of their own department, some help elsewhere
    all_projects = [f"p{i + 1:02d}" for i in range(len(PROJECTS))]
    for vid, level in level_of.items():
        if vid == ceo:
            continue
        own = dep_projects[dept_of[vid]]
        picks = set(rng.sample(own, min(len(own), rng.randint(1, 2)))) if own else set()
        if rng.random() < 0.35:
            picks.add(rng.choice(all_projects))
        for p in sorted(picks):
            if level == "director":
                role, hours = "sponsor", rng.randint(2, 6)
            elif level == "lead":
                role, hours = rng.choice(["product manager", "developer"]), rng.randint(10, 30)
            else:
                role, hours = rng.choice(ROLES), rng.randint(5, 40)
            works_on.rows.append([vid, p, role, hours])
    return Graph(
        "company",
        16,
        COMPANY_DDL,
        [emps, deps, projects, city],
        [works_in, manages, works_on, located, lives, owns],
    )


# --------------------------------------------------------------------------- main

SEED = 20240611
BUILDERS = {"clinic": clinic, "library": library, "company": company}


def build_all() -> list[Graph]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs", help="graphs folder to write into")
    args = parser.parse_args(argv)
    for graph in build_all():
        write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


if __name__ == "__main__":
    main()
