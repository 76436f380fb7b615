"""Write the two made-up held-out graphs of ``eval/holdout/graphs/`` (cinema, campus).

Why a second set: ``eval/unseen/`` has been read while r3 was developed, so it no longer measures
r3 on graphs nobody has looked at. These two graphs (and ``questions.jsonl``) are for one honest
measurement; see README.md for the rule. Everything is invented (no real people or films); the
facts a question depends on are written out by hand below, and the filler (dates, ratings, box
office, scores) is drawn from a seeded RNG, one per graph, so running the script again writes
byte-identical files. ``questions.jsonl`` is written against these exact files.

The file model and the writer (importer-style ``config.yaml`` + one CSV per tag/edge type) are
those of ``eval/unseen/make_graphs.py``, imported from there rather than copied.

Usage::

    python eval/holdout/make_graphs.py [--out eval/holdout/graphs]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent


def _unseen() -> ModuleType:
    """``eval/unseen/make_graphs.py`` (the file model and writer); ``eval/`` is not a package."""
    name = "unseen_make_graphs"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE.parent / "unseen" / "make_graphs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


U = _unseen()

# --------------------------------------------------------------------------- cinema (mixed names, opaque ids)

CINEMA_DDL = """
CREATE TAG IF NOT EXISTS person(name string, birth_year int, country string) COMMENT = "演员或导演";
CREATE TAG IF NOT EXISTS movie(title string, release_date date, rating double COMMENT "audience score, 0-10", runtime int COMMENT "minutes", box_office double COMMENT "worldwide gross, million USD");
CREATE TAG IF NOT EXISTS studio(name string, country string, founded int COMMENT "year founded");
CREATE TAG IF NOT EXISTS genre(name string) COMMENT = "影片类型";
CREATE EDGE IF NOT EXISTS acted_in(role string COMMENT "character played", lead bool COMMENT "true for a leading role");
CREATE EDGE IF NOT EXISTS directed();
CREATE EDGE IF NOT EXISTS produced_by() COMMENT = "movie -> studio";
CREATE EDGE IF NOT EXISTS has_genre();
CREATE EDGE IF NOT EXISTS mentored() COMMENT = "mentor -> protégé";
CREATE TAG INDEX IF NOT EXISTS person_name_index ON person(name(32));
CREATE TAG INDEX IF NOT EXISTS person_birth_year_index ON person(birth_year);
CREATE TAG INDEX IF NOT EXISTS person_country_index ON person(country(16));
CREATE TAG INDEX IF NOT EXISTS movie_title_index ON movie(title(48));
CREATE TAG INDEX IF NOT EXISTS movie_release_date_index ON movie(release_date);
CREATE TAG INDEX IF NOT EXISTS movie_rating_index ON movie(rating);
CREATE TAG INDEX IF NOT EXISTS movie_runtime_index ON movie(runtime);
CREATE TAG INDEX IF NOT EXISTS movie_box_office_index ON movie(box_office);
CREATE TAG INDEX IF NOT EXISTS studio_name_index ON studio(name(32));
CREATE TAG INDEX IF NOT EXISTS studio_country_index ON studio(country(16));
CREATE TAG INDEX IF NOT EXISTS genre_name_index ON genre(name(16));
CREATE EDGE INDEX IF NOT EXISTS acted_in_role_index ON acted_in(role(32));
"""

#: name, birth year, country
PEOPLE = [
    ("林雨晴", 1988, "中国"), ("周子墨", 1979, "中国"), ("沈嘉禾", 1992, "中国"), ("顾北辰", 1985, "中国"),
    ("唐小婉", 1995, "中国"), ("韩立峰", 1970, "中国"), ("苏映雪", 1990, "中国"), ("陆远舟", 1982, "中国"),
    ("何思妤", 1998, "中国"), ("江一鸣", 1975, "中国"),
    ("Margot Ellery", 1984, "USA"), ("Tom Hadley", 1976, "UK"), ("Priya Chandran", 1991, "UK"),
    ("Luke Brannigan", 1980, "Ireland"), ("Sofia Marquez", 1993, "Spain"), ("Daniel Okoye", 1987, "UK"),
    ("Grace Whitlock", 1969, "USA"), ("Nathan Cole", 1990, "Canada"), ("Eva Lindholm", 1986, "Sweden"),
    ("Ray Dunmore", 1958, "USA"),
    ("陈默", 1965, "中国"), ("许静之", 1972, "中国"), ("赵一帆", 1980, "中国"), ("梁思远", 1968, "中国"),
    ("Helen Voss", 1962, "Germany"), ("Marcus Reid", 1971, "USA"), ("Julian Sato", 1978, "Japan"),
    ("Anna Kowalczyk", 1983, "Poland"),
]  # fmt: skip

#: name, country, founded
STUDIOS = [
    ("华影传媒", "中国", 1998), ("星河影业", "中国", 2006), ("Blackwater Pictures", "USA", 1979),
    ("Northlight Studios", "UK", 1992), ("Silver Reel", "USA", 2004), ("南湾电影", "中国", 1985),
]  # fmt: skip

GENRES = ["drama", "comedy", "thriller", "sci-fi", "romance", "animation", "action", "documentary"]

#: title, director, studio, genres, cast "actor:role" (the first one has the leading role)
MOVIES = [
    ("长河落日", "陈默", "华影传媒", "drama", "林雨晴:秦月;韩立峰:老船长;江一鸣:周先生"),
    ("雾都谜案", "许静之", "星河影业", "thriller", "周子墨:吴探长;苏映雪:白露;陆远舟:沈七"),
    ("星海归途", "赵一帆", "星河影业", "sci-fi drama", "顾北辰:林舟;何思妤:小雅;林雨晴:苏博士"),
    ("南山往事", "陈默", "华影传媒", "drama romance", "苏映雪:阿秀;顾北辰:陈山;唐小婉:小梅"),
    ("The Glass Harbor", "Helen Voss", "Northlight Studios", "drama thriller",
     "Eva Lindholm:Ingrid Sol;Tom Hadley:Peter Marsh;Daniel Okoye:Inspector Bell"),
    ("Midnight Ledger", "Marcus Reid", "Blackwater Pictures", "thriller action",
     "Luke Brannigan:Frank Doyle;Margot Ellery:Kate Mercer;Ray Dunmore:Senator Hayes"),
    ("Paper Moons", "Anna Kowalczyk", "Silver Reel", "romance comedy", "Sofia Marquez:Lucia;Nathan Cole:Ben Archer"),
    ("Iron Tide", "Marcus Reid", "Blackwater Pictures", "action sci-fi",
     "Nathan Cole:Captain Rourke;Daniel Okoye:Major Adeyemi;Margot Ellery:Dr. Vale"),
    ("The Last Lighthouse Keeper", "Helen Voss", "Northlight Studios", "drama",
     "Ray Dunmore:Elias Crane;Priya Chandran:Mira"),
    ("Sakura Express", "Julian Sato", "Silver Reel", "animation comedy", "Sofia Marquez:Hana;Tom Hadley:Conductor Oji"),
    ("醉侠", "梁思远", "南湾电影", "action comedy", "陆远舟:醉侠;唐小婉:阿莲;江一鸣:掌柜"),
    ("熊猫奇遇", "赵一帆", "华影传媒", "animation comedy", "何思妤:团团;韩立峰:熊猫爷爷"),
    ("北境", "梁思远", "南湾电影", "action", "顾北辰:雷铭;林雨晴:冷霜"),
    ("Quiet Rivers", "Anna Kowalczyk", "Northlight Studios", "documentary", ""),
    ("The Orchard", "Grace Whitlock", "Silver Reel", "drama",
     "Margot Ellery:June Avery;Grace Whitlock:Ma Avery;Luke Brannigan:Tom Avery"),
    ("Cold Signal", "Julian Sato", "Blackwater Pictures", "sci-fi thriller",
     "Eva Lindholm:Dr. Nystrom;Nathan Cole:Agent Park;Priya Chandran:Lena"),
    ("潮汐之间", "许静之", "星河影业", "romance drama", "沈嘉禾:叶蓁;周子墨:许望"),
    ("十二楼", "周子墨", "星河影业", "thriller", "沈嘉禾:阿芷;陆远舟:房东"),
    ("Brass Knuckles Blues", "Marcus Reid", "Blackwater Pictures", "action comedy",
     "Luke Brannigan:Mickey Shaw;Ray Dunmore:Big Al;Sofia Marquez:Rosa"),
    ("Northern Lights Diner", "Helen Voss", "Northlight Studios", "comedy romance",
     "Tom Hadley:Gus;Eva Lindholm:Freya;Priya Chandran:Nila"),
    ("The Cartographer's Daughter", "Anna Kowalczyk", "Northlight Studios", "drama",
     "Priya Chandran:Asha;Tom Hadley:Edmund Gray"),
    ("Dust Road", "Marcus Reid", "Silver Reel", "drama action", "Daniel Okoye:Samuel Ford;Margot Ellery:Ruth"),
    ("云端之上", "赵一帆", "华影传媒", "sci-fi", "何思妤:林小满;顾北辰:陆航;Nathan Cole:Dr. Miller"),
    ("老街", "陈默", "华影传媒", "drama", "韩立峰:老周;江一鸣:老陈;唐小婉:春妮"),
    ("Neon Harbor", "Julian Sato", "Silver Reel", "sci-fi action", "林雨晴:Mei;Luke Brannigan:Jax"),
    ("红线", "许静之", "南湾电影", "romance", "苏映雪:红姑;沈嘉禾:小七"),
    ("Summer of Foxes", "Anna Kowalczyk", "Silver Reel", "animation", "Sofia Marquez:Fennel;Nathan Cole:Old Fox"),
    ("猎鹰行动", "梁思远", "星河影业", "action thriller", "陆远舟:鹰;周子墨:陈队;唐小婉:林医生"),
    ("Whale Song", "Julian Sato", "Northlight Studios", "documentary", ""),
    ("The Understudy", "Helen Voss", "Silver Reel", "comedy drama",
     "Margot Ellery:Bea Lowe;Tom Hadley:Max Finch;Eva Lindholm:Dame Iris"),
]  # fmt: skip

#: mentor -> protégé
MENTORS = [
    ("陈默", "许静之"), ("陈默", "赵一帆"), ("许静之", "周子墨"), ("梁思远", "陆远舟"), ("韩立峰", "顾北辰"),
    ("江一鸣", "何思妤"), ("顾北辰", "何思妤"), ("Helen Voss", "Anna Kowalczyk"), ("Marcus Reid", "Julian Sato"),
    ("Ray Dunmore", "Grace Whitlock"), ("Grace Whitlock", "Margot Ellery"), ("Margot Ellery", "Sofia Marquez"),
    ("Ray Dunmore", "Luke Brannigan"), ("Tom Hadley", "Priya Chandran"),
]  # fmt: skip


def cinema(rng: random.Random) -> object:
    pid = {p[0]: f"p{i + 1:03d}" for i, p in enumerate(PEOPLE)}
    sid = {s[0]: f"st{i + 1}" for i, s in enumerate(STUDIOS)}
    gid = {g: f"g{i + 1:02d}" for i, g in enumerate(GENRES)}
    people = U.VertexFile("person", [("name", "string"), ("birth_year", "int"), ("country", "string")])
    people.rows = [[pid[n], n, y, c] for n, y, c in PEOPLE]
    studios = U.VertexFile("studio", [("name", "string"), ("country", "string"), ("founded", "int")])
    studios.rows = [[sid[n], n, c, y] for n, c, y in STUDIOS]
    genres = U.VertexFile("genre", [("name", "string")])
    genres.rows = [[gid[g], g] for g in GENRES]
    movies = U.VertexFile(
        "movie",
        [("title", "string"), ("release_date", "date"), ("rating", "double"), ("runtime", "int"),
         ("box_office", "double")],
    )  # fmt: skip
    acted = U.EdgeFile("acted_in", [("role", "string"), ("lead", "bool")])
    directed = U.EdgeFile("directed", [])
    produced = U.EdgeFile("produced_by", [])
    has_genre = U.EdgeFile("has_genre", [])
    for i, (title, director, studio, kinds, cast) in enumerate(MOVIES):
        mid = f"m{i + 1:02d}"
        doc = kinds == "documentary"
        runtime = rng.randint(70, 100) if doc else rng.randint(86, 168)
        gross = round(rng.uniform(0.5, 12.0) if doc else rng.uniform(4.0, 880.0), 2)
        movies.rows.append(
            [mid, title, U._day(rng, 1996, 2023), round(rng.uniform(5.0, 9.3), 1), runtime, gross]
        )
        directed.rows.append([pid[director], mid])
        produced.rows.append([mid, sid[studio]])
        for g in kinds.split():
            has_genre.rows.append([mid, gid[g]])
        for k, part in enumerate(p for p in cast.split(";") if p):
            actor, role = part.split(":")
            acted.rows.append([pid[actor], mid, role, k == 0])
    mentored = U.EdgeFile("mentored", [])
    mentored.rows = [[pid[a], pid[b]] for a, b in MENTORS]
    return U.Graph(
        "cinema",
        16,
        CINEMA_DDL,
        [people, movies, studios, genres],
        [acted, directed, produced, has_genre, mentored],
    )


# --------------------------------------------------------------------------- campus (mostly Chinese, names as ids)

CAMPUS_DDL = """
CREATE TAG IF NOT EXISTS department(name string, building string, founded int) COMMENT = "院系";
CREATE TAG IF NOT EXISTS professor(name string, title string COMMENT "讲师/副教授/教授", hired int COMMENT "入职年份");
CREATE TAG IF NOT EXISTS student(name string, gender string, admitted date COMMENT "入学日期", gpa double COMMENT "平均学分绩点, 满分4.0");
CREATE TAG IF NOT EXISTS course(name string, credits int COMMENT "学分", level string COMMENT "本科 or 研究生");
CREATE EDGE IF NOT EXISTS enrolled(semester string, score int COMMENT "期末成绩, 百分制") COMMENT = "学生选课";
CREATE EDGE IF NOT EXISTS teaches();
CREATE EDGE IF NOT EXISTS requires() COMMENT = "课程 -> 它的先修课程";
CREATE EDGE IF NOT EXISTS advises() COMMENT = "导师 -> 学生";
CREATE EDGE IF NOT EXISTS member_of() COMMENT = "教师所属院系";
CREATE EDGE IF NOT EXISTS offered_by();
CREATE EDGE IF NOT EXISTS major_in();
CREATE TAG INDEX IF NOT EXISTS department_name_index ON department(name(32));
CREATE TAG INDEX IF NOT EXISTS professor_name_index ON professor(name(32));
CREATE TAG INDEX IF NOT EXISTS professor_title_index ON professor(title(16));
CREATE TAG INDEX IF NOT EXISTS professor_hired_index ON professor(hired);
CREATE TAG INDEX IF NOT EXISTS student_name_index ON student(name(32));
CREATE TAG INDEX IF NOT EXISTS student_gender_index ON student(gender(8));
CREATE TAG INDEX IF NOT EXISTS student_admitted_index ON student(admitted);
CREATE TAG INDEX IF NOT EXISTS student_gpa_index ON student(gpa);
CREATE TAG INDEX IF NOT EXISTS course_name_index ON course(name(48));
CREATE TAG INDEX IF NOT EXISTS course_credits_index ON course(credits);
CREATE TAG INDEX IF NOT EXISTS course_level_index ON course(level(16));
CREATE EDGE INDEX IF NOT EXISTS enrolled_score_index ON enrolled(score);
"""

#: name, building, founded
DEPARTMENTS = [
    ("计算机学院", "信息楼", 1985), ("数学系", "理学楼", 1952), ("物理系", "理学楼", 1952),
    ("外国语学院", "文科楼", 1978), ("经济学院", "博学楼", 1993), ("生命科学学院", "生科楼", 2001),
]  # fmt: skip

#: name, credits, level, department index, prerequisites
COURSES = [
    ("程序设计基础", 4, "本科", 0, ""), ("数据结构", 4, "本科", 0, "程序设计基础 离散数学"),
    ("算法设计与分析", 3, "本科", 0, "数据结构"), ("操作系统", 4, "本科", 0, "数据结构"),
    ("计算机网络", 3, "本科", 0, "操作系统"), ("数据库系统", 3, "本科", 0, "数据结构"),
    ("机器学习", 3, "研究生", 0, "线性代数 概率论与数理统计 算法设计与分析"), ("深度学习", 3, "研究生", 0, "机器学习"),
    ("高等数学", 5, "本科", 1, ""), ("线性代数", 4, "本科", 1, ""), ("离散数学", 3, "本科", 1, ""),
    ("概率论与数理统计", 3, "本科", 1, "高等数学"), ("数学分析", 5, "本科", 1, ""),
    ("实变函数", 3, "研究生", 1, "数学分析"),
    ("大学物理", 4, "本科", 2, "高等数学"), ("量子力学", 4, "研究生", 2, "大学物理 线性代数"),
    ("大学英语", 2, "本科", 3, ""), ("Academic Writing", 2, "本科", 3, "大学英语"), ("日语入门", 2, "本科", 3, ""),
    ("微观经济学", 3, "本科", 4, "高等数学"), ("计量经济学", 3, "研究生", 4, "概率论与数理统计 微观经济学"),
    ("普通生物学", 3, "本科", 5, ""), ("生物信息学", 3, "研究生", 5, "普通生物学 程序设计基础"),
]  # fmt: skip

#: name, title, hired, department index, courses taught
PROFESSORS = [
    ("王建华", "教授", 1998, 0, "数据结构 算法设计与分析"), ("李晓红", "副教授", 2009, 0, "程序设计基础 数据库系统"),
    ("张振宇", "教授", 2003, 0, "操作系统 计算机网络"), ("Daniel Brooks", "副教授", 2015, 0, "机器学习 深度学习"),
    ("刘敏", "讲师", 2019, 0, "程序设计基础"), ("陈志刚", "教授", 1995, 1, "数学分析 实变函数"),
    ("赵丽", "副教授", 2011, 1, "线性代数 离散数学"), ("孙浩", "讲师", 2020, 1, "高等数学 概率论与数理统计"),
    ("周文", "教授", 2001, 2, "大学物理 量子力学"), ("Sarah Mitchell", "讲师", 2018, 3, "Academic Writing 大学英语"),
    ("吴婷", "副教授", 2007, 3, "大学英语 日语入门"), ("郑凯", "教授", 2000, 4, "微观经济学 计量经济学"),
    ("黄伟", "副教授", 2013, 5, "普通生物学 生物信息学"), ("Kenji Mori", "讲师", 2021, 5, ""),
]  # fmt: skip

CN_SURNAMES = ["杨", "高", "罗", "梁", "宋", "谢", "韩", "唐", "冯", "于", "董", "程", "曹", "袁", "邓", "许"]  # fmt: skip
CN_GIVEN = ["子涵", "一诺", "浩宇", "欣然", "雨萱", "博文", "诗涵", "梓睿", "佳琪", "俊熙", "语桐", "明轩", "可馨", "宇哲"]  # fmt: skip
#: exchange students: name, gender, major department index
EXCHANGE = [("Lucas Meyer", "男", 0), ("Chloe Dubois", "女", 4), ("Aiko Tanaka", "女", 3), ("Mateo Silva", "男", 1)]  # fmt: skip
SEMESTERS = ["2022秋", "2023春", "2023秋", "2024春"]
#: professor -> students they advise (student index into the generated list)
ADVISING = {"王建华": [0, 3, 7], "Daniel Brooks": [1, 12], "陈志刚": [5], "周文": [9, 20], "郑凯": [14], "黄伟": [17, 25]}  # fmt: skip


def campus(rng: random.Random) -> object:
    deps = U.VertexFile("department", [("name", "string"), ("building", "string"), ("founded", "int")])
    deps.rows = [[n, n, b, y] for n, b, y in DEPARTMENTS]
    courses = U.VertexFile("course", [("name", "string"), ("credits", "int"), ("level", "string")])
    offered = U.EdgeFile("offered_by", [])
    requires = U.EdgeFile("requires", [])
    for name, credits, level, dep, pre in COURSES:
        courses.rows.append([name, name, credits, level])
        offered.rows.append([name, DEPARTMENTS[dep][0]])
        requires.rows += [[name, p] for p in pre.split()]
    profs = U.VertexFile("professor", [("name", "string"), ("title", "string"), ("hired", "int")])
    member = U.EdgeFile("member_of", [])
    teaches = U.EdgeFile("teaches", [])
    for name, title, hired, dep, taught in PROFESSORS:
        profs.rows.append([name, name, title, hired])
        member.rows.append([name, DEPARTMENTS[dep][0]])
        teaches.rows += [[name, c] for c in taught.split()]

    taken = {p[0] for p in PROFESSORS}
    cn: list[str] = []
    while len(cn) < 36:
        n = rng.choice(CN_SURNAMES) + rng.choice(CN_GIVEN)
        if n not in taken:
            taken.add(n)
            cn.append(n)
    students = U.VertexFile(
        "student", [("name", "string"), ("gender", "string"), ("admitted", "date"), ("gpa", "double")]
    )
    major = U.EdgeFile("major_in", [])
    enrolled = U.EdgeFile("enrolled", [("semester", "string"), ("score", "int")])
    people = [(n, rng.choice(["男", "女"]), rng.randrange(len(DEPARTMENTS))) for n in cn]
    people[4:4] = [EXCHANGE[0]]
    people[11:11] = [EXCHANGE[1]]
    people[22:22] = [EXCHANGE[2]]
    people[30:30] = [EXCHANGE[3]]
    undergrad = [c[0] for c in COURSES if c[2] == "本科"]
    grad = [c[0] for c in COURSES if c[2] == "研究生"]
    advised = {i for v in ADVISING.values() for i in v}
    never = {c[0] for c in COURSES} - {"日语入门"}  # nobody takes 日语入门 (a negation question)
    for i, (name, gender, dep) in enumerate(people):
        year = rng.choice([2020, 2021, 2022, 2023])
        students.rows.append([name, name, gender, U._day(rng, year, year).replace(month=9, day=rng.randint(1, 10)),
                              round(rng.uniform(2.1, 3.95), 2)])  # fmt: skip
        major.rows.append([name, DEPARTMENTS[dep][0]])
        pool = [c for c in undergrad if c in never]
        picks = rng.sample(pool, rng.randint(2, 5))
        if i in advised:
            picks += rng.sample(grad, rng.randint(1, 2))
        for c in sorted(picks):
            enrolled.rows.append([name, c, rng.choice(SEMESTERS), rng.randint(52, 99)])
    advises = U.EdgeFile("advises", [])
    advises.rows = [[p, people[i][0]] for p, idx in ADVISING.items() for i in idx]
    return U.Graph(
        "campus",
        64,
        CAMPUS_DDL,
        [deps, profs, students, courses],
        [enrolled, teaches, requires, advises, member, offered, major],
    )


# --------------------------------------------------------------------------- main

SEED = 20261126
BUILDERS = {"cinema": cinema, "campus": campus}


def build_all() -> list:
    """The two graphs; each builder gets its own RNG so editing one graph leaves the other unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs", help="graphs folder to write into")
    args = parser.parse_args(argv)
    for graph in build_all():
        U.write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


if __name__ == "__main__":
    main()
