"""Write the two development graphs of ``eval/devshapes3/graphs/`` (stable, shelter).

Why: after composer round 3 the kinds still answered wrong were multi-word relation
paraphrases ("looks after", "is in charge of"), several asked columns after a comma or
"and", a filter on the counted tag inside a group, co-X walks that must leave the named
entity out ("who else …", "X的同事"), right empty answers losing to non-empty wrong ones, and
one-character Chinese names (猫, 狗). These two graphs in new domains (a riding stable with
opaque ids and English names; an animal shelter with Chinese names as ids) and
``questions.jsonl`` are development material for those kinds: tune on the *kinds*, never on
these names or phrasings. Every fact is written out by hand below (no RNG), so the files are
byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes3/make_graphs.py [--out eval/devshapes3/graphs]
"""

from __future__ import annotations

import argparse
import importlib.util
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

STABLE_DDL = """
CREATE TAG IF NOT EXISTS horse(name string, breed string, born int COMMENT "year foaled", height double COMMENT "height in hands");
CREATE TAG IF NOT EXISTS rider(name string, age int, country string);
CREATE TAG IF NOT EXISTS groom(name string, hired int COMMENT "year hired");
CREATE TAG IF NOT EXISTS barn(name string, stalls int COMMENT "number of stalls");
CREATE TAG IF NOT EXISTS horse_show(name string, year int, city string);
CREATE EDGE IF NOT EXISTS rides() COMMENT = "rider -> horse";
CREATE EDGE IF NOT EXISTS tends() COMMENT = "groom -> horse";
CREATE EDGE IF NOT EXISTS manages() COMMENT = "groom -> barn";
CREATE EDGE IF NOT EXISTS stabled_in() COMMENT = "horse -> barn";
CREATE EDGE IF NOT EXISTS competed_in(place int COMMENT "finishing place") COMMENT = "horse -> horse_show";
CREATE TAG INDEX IF NOT EXISTS horse_name_index ON horse(name(32));
CREATE TAG INDEX IF NOT EXISTS horse_breed_index ON horse(breed(16));
CREATE TAG INDEX IF NOT EXISTS horse_born_index ON horse(born);
CREATE TAG INDEX IF NOT EXISTS horse_height_index ON horse(height);
CREATE TAG INDEX IF NOT EXISTS rider_name_index ON rider(name(32));
CREATE TAG INDEX IF NOT EXISTS groom_name_index ON groom(name(32));
CREATE TAG INDEX IF NOT EXISTS barn_name_index ON barn(name(32));
CREATE TAG INDEX IF NOT EXISTS horse_show_name_index ON horse_show(name(32));
CREATE TAG INDEX IF NOT EXISTS horse_show_city_index ON horse_show(city(16));
"""

#: (name, stalls); Hill Barn houses no horse.
BARNS = [("North Barn", 12), ("River Barn", 8), ("Hill Barn", 6)]
#: (name, breed, born, height, barn)
HORSES = [
    ("Comet", "Arabian", 2012, 15.1, "North Barn"),
    ("Juniper", "Thoroughbred", 2016, 16.2, "North Barn"),
    ("Maple", "Quarter Horse", 2018, 15.0, "River Barn"),
    ("Storm Chaser", "Thoroughbred", 2014, 16.3, "River Barn"),
    ("Biscuit", "Pony", 2019, 12.2, "North Barn"),
    ("Duchess", "Arabian", 2013, 14.3, "River Barn"),
    ("Atlas", "Friesian", 2011, 16.0, "North Barn"),
]  # fmt: skip
#: (name, age, country, horses ridden); Ella Strand rides none.
RIDERS = [
    ("Zoe Park", 28, "USA", ["Comet", "Juniper"]),
    ("Liam Brennan", 34, "Ireland", ["Juniper", "Storm Chaser"]),
    ("Mia Novak", 19, "Czechia", ["Comet", "Biscuit", "Duchess"]),
    ("Omar Haddad", 41, "Jordan", ["Storm Chaser"]),
    ("Ella Strand", 25, "Norway", []),
]  # fmt: skip
#: (name, hired, horses tended, barn managed)
GROOMS = [
    ("Tom Reyes", 2015, ["Comet", "Atlas", "Biscuit"], "North Barn"),
    ("Nina Brooks", 2019, ["Juniper"], None),
    ("Sam Ortiz", 2010, ["Maple", "Storm Chaser", "Duchess"], "River Barn"),
    ("Kate Lowe", 2022, [], "Hill Barn"),
]  # fmt: skip
SHOWS = [("Spring Classic", 2023, "Dublin"), ("Summer Derby", 2023, "Berlin"), ("Autumn Cup", 2024, "Dublin")]
#: (horse, show, place)
COMPETED = [
    ("Comet", "Spring Classic", 1), ("Juniper", "Spring Classic", 2), ("Storm Chaser", "Summer Derby", 1),
    ("Juniper", "Summer Derby", 3), ("Duchess", "Autumn Cup", 2), ("Comet", "Autumn Cup", 4),
    ("Atlas", "Summer Derby", 5),
]  # fmt: skip


def stable() -> object:
    bid = {b[0]: f"b{i + 1}" for i, b in enumerate(BARNS)}
    hid = {h[0]: f"h{i + 1:02d}" for i, h in enumerate(HORSES)}
    rid = {r[0]: f"r{i + 1}" for i, r in enumerate(RIDERS)}
    gid = {g[0]: f"gr{i + 1}" for i, g in enumerate(GROOMS)}
    sid = {s[0]: f"s{i + 1}" for i, s in enumerate(SHOWS)}
    barns = U.VertexFile("barn", [("name", "string"), ("stalls", "int")])
    barns.rows = [[bid[n], n, s] for n, s in BARNS]
    horses = U.VertexFile(
        "horse", [("name", "string"), ("breed", "string"), ("born", "int"), ("height", "double")]
    )
    riders = U.VertexFile("rider", [("name", "string"), ("age", "int"), ("country", "string")])
    grooms = U.VertexFile("groom", [("name", "string"), ("hired", "int")])
    shows = U.VertexFile("horse_show", [("name", "string"), ("year", "int"), ("city", "string")])
    shows.rows = [[sid[n], n, y, c] for n, y, c in SHOWS]
    rides = U.EdgeFile("rides", [])
    tends = U.EdgeFile("tends", [])
    manages = U.EdgeFile("manages", [])
    stabled = U.EdgeFile("stabled_in", [])
    competed = U.EdgeFile("competed_in", [("place", "int")])
    for name, breed, born, height, barn in HORSES:
        horses.rows.append([hid[name], name, breed, born, height])
        stabled.rows.append([hid[name], bid[barn]])
    for name, age, country, ridden in RIDERS:
        riders.rows.append([rid[name], name, age, country])
        rides.rows += [[rid[name], hid[h]] for h in ridden]
    for name, hired, tended, barn in GROOMS:
        grooms.rows.append([gid[name], name, hired])
        tends.rows += [[gid[name], hid[h]] for h in tended]
        if barn:
            manages.rows.append([gid[name], bid[barn]])
    competed.rows = [[hid[h], sid[s], p] for h, s, p in COMPETED]
    return U.Graph(
        "stable",
        8,
        STABLE_DDL,
        [horses, riders, grooms, barns, shows],
        [rides, tends, manages, stabled, competed],
    )


SHELTER_DDL = """
CREATE TAG IF NOT EXISTS pet(name string, age int COMMENT "年龄，岁", sex string COMMENT "公/母", weight double COMMENT "体重，公斤") COMMENT = "宠物";
CREATE TAG IF NOT EXISTS species(name string) COMMENT = "种类";
CREATE TAG IF NOT EXISTS volunteer(name string, age int, joined int COMMENT "加入年份") COMMENT = "志愿者";
CREATE TAG IF NOT EXISTS station(name string, district string COMMENT "所在区") COMMENT = "救助站点";
CREATE TAG IF NOT EXISTS adopter(name string, city string) COMMENT = "领养人";
CREATE EDGE IF NOT EXISTS is_a() COMMENT = "宠物 -> 种类";
CREATE EDGE IF NOT EXISTS fosters() COMMENT = "志愿者 -> 照看的宠物";
CREATE EDGE IF NOT EXISTS works_at() COMMENT = "志愿者 -> 所在站点";
CREATE EDGE IF NOT EXISTS housed_at() COMMENT = "宠物 -> 所在站点";
CREATE EDGE IF NOT EXISTS adopted(year int COMMENT "领养年份") COMMENT = "领养人 -> 宠物";
CREATE TAG INDEX IF NOT EXISTS pet_name_index ON pet(name(32));
CREATE TAG INDEX IF NOT EXISTS pet_age_index ON pet(age);
CREATE TAG INDEX IF NOT EXISTS pet_weight_index ON pet(weight);
CREATE TAG INDEX IF NOT EXISTS species_name_index ON species(name(8));
CREATE TAG INDEX IF NOT EXISTS volunteer_name_index ON volunteer(name(32));
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS adopter_name_index ON adopter(name(32));
"""

#: (name, district); 南区站 has no volunteer.
STATIONS = [("东区站", "朝阳"), ("西区站", "海淀"), ("南区站", "丰台")]
SPECIES = ["猫", "狗", "兔", "龟"]
#: (name, species, age, sex, weight, station)
PETS = [
    ("豆豆", "狗", 3, "公", 12.5, "东区站"),
    ("花花", "猫", 2, "母", 4.0, "东区站"),
    ("球球", "猫", 5, "公", 5.5, "西区站"),
    ("小白", "兔", 1, "母", 1.8, "西区站"),
    ("旺财", "狗", 7, "公", 20.0, "西区站"),
    ("咪咪", "猫", 1, "母", 3.2, "东区站"),
    ("慢慢", "龟", 15, "公", 2.5, "南区站"),
]  # fmt: skip
#: (name, age, joined, station, pets fostered); 刘洋 fosters none.
VOLUNTEERS = [
    ("王芳", 29, 2019, "东区站", ["豆豆", "花花"]),
    ("李强", 35, 2016, "东区站", ["咪咪"]),
    ("张伟", 22, 2022, "西区站", ["球球", "小白", "旺财"]),
    ("刘洋", 41, 2015, "西区站", []),
    ("陈静", 30, 2021, "东区站", ["花花"]),
]  # fmt: skip
#: (name, city, pets adopted with year); 周杰 has adopted none.
ADOPTERS = [
    ("赵敏", "北京", [("球球", 2022)]),
    ("孙丽", "天津", [("豆豆", 2023), ("小白", 2024)]),
    ("周杰", "北京", []),
]  # fmt: skip


def shelter() -> object:
    stations = U.VertexFile("station", [("name", "string"), ("district", "string")])
    stations.rows = [[n, n, d] for n, d in STATIONS]
    species = U.VertexFile("species", [("name", "string")])
    species.rows = [[n, n] for n in SPECIES]
    pets = U.VertexFile("pet", [("name", "string"), ("age", "int"), ("sex", "string"), ("weight", "double")])
    volunteers = U.VertexFile("volunteer", [("name", "string"), ("age", "int"), ("joined", "int")])
    adopters = U.VertexFile("adopter", [("name", "string"), ("city", "string")])
    is_a = U.EdgeFile("is_a", [])
    fosters = U.EdgeFile("fosters", [])
    works_at = U.EdgeFile("works_at", [])
    housed_at = U.EdgeFile("housed_at", [])
    adopted = U.EdgeFile("adopted", [("year", "int")])
    for name, kind, age, sex, weight, home in PETS:
        pets.rows.append([name, name, age, sex, weight])
        is_a.rows.append([name, kind])
        housed_at.rows.append([name, home])
    for name, age, joined, home, cared in VOLUNTEERS:
        volunteers.rows.append([name, name, age, joined])
        works_at.rows.append([name, home])
        fosters.rows += [[name, p] for p in cared]
    for name, city, took in ADOPTERS:
        adopters.rows.append([name, name, city])
        adopted.rows += [[name, p, y] for p, y in took]
    return U.Graph(
        "shelter",
        16,
        SHELTER_DDL,
        [pets, species, volunteers, stations, adopters],
        [is_a, fosters, works_at, housed_at, adopted],
    )


BUILDERS = {"stable": stable, "shelter": shelter}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs", help="graphs folder to write into")
    args = parser.parse_args(argv)
    for build in BUILDERS.values():
        graph = build()
        U.write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


if __name__ == "__main__":
    main()
