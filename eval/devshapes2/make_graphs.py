"""Write the two development graphs of ``eval/devshapes2/graphs/`` (arcade, zoo).

Why: the composer's weakest shapes on graphs nobody tuned on are counts (with a category
filter, edges vs vertices), filters (ranges, "between", dates), several named entities
(lists, comparisons), group-by, negation of several kinds, chains through a tag the question
does not name and path lengths. These two graphs in new domains (video games with opaque ids
and English names; a zoo with Chinese names as ids) and ``questions.jsonl`` are development
material for those shapes: tune on the *shapes*, never on these names or phrasings. Every
fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes2/make_graphs.py [--out eval/devshapes2/graphs]
"""

from __future__ import annotations

import argparse
import datetime as dt
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

ARCADE_DDL = """
CREATE TAG IF NOT EXISTS studio(name string, country string, founded int COMMENT "year founded");
CREATE TAG IF NOT EXISTS game(name string, genre string COMMENT "puzzle, racing, rpg, strategy or platformer", released date COMMENT "release date", price double COMMENT "price in USD", rating double COMMENT "critic score 0-10");
CREATE TAG IF NOT EXISTS platform(name string, maker string);
CREATE TAG IF NOT EXISTS player(name string, age int, country string);
CREATE EDGE IF NOT EXISTS develops() COMMENT = "studio -> game";
CREATE EDGE IF NOT EXISTS runs_on() COMMENT = "game -> platform";
CREATE EDGE IF NOT EXISTS plays(hours int COMMENT "hours played") COMMENT = "player -> game";
CREATE EDGE IF NOT EXISTS follows() COMMENT = "player -> a player they follow";
CREATE EDGE IF NOT EXISTS sequel_of() COMMENT = "game -> the game it continues";
CREATE TAG INDEX IF NOT EXISTS studio_name_index ON studio(name(32));
CREATE TAG INDEX IF NOT EXISTS studio_country_index ON studio(country(16));
CREATE TAG INDEX IF NOT EXISTS game_name_index ON game(name(32));
CREATE TAG INDEX IF NOT EXISTS game_genre_index ON game(genre(16));
CREATE TAG INDEX IF NOT EXISTS game_released_index ON game(released);
CREATE TAG INDEX IF NOT EXISTS game_price_index ON game(price);
CREATE TAG INDEX IF NOT EXISTS game_rating_index ON game(rating);
CREATE TAG INDEX IF NOT EXISTS platform_name_index ON platform(name(32));
CREATE TAG INDEX IF NOT EXISTS player_name_index ON player(name(32));
CREATE TAG INDEX IF NOT EXISTS player_age_index ON player(age);
"""

#: (name, country, founded); Northwind Interactive has released nothing yet.
STUDIOS = [
    ("Lumen Works", "Canada", 2005), ("Ironbark Games", "Sweden", 1998),
    ("Pixel Tide", "Japan", 2011), ("Northwind Interactive", "USA", 2016),
]  # fmt: skip
#: (name, maker); Retro Box runs no game.
PLATFORMS = [
    ("Desktop PC", "Assorted"), ("Console X", "Vertex Corp"), ("Handheld S", "Vertex Corp"),
    ("Phone", "Orchard Inc"), ("Retro Box", "Vertex Corp"),
]  # fmt: skip
#: (name, genre, released, price, rating, studio, platforms, sequel of)
GAMES = [
    ("Starfall Odyssey", "rpg", dt.date(2014, 3, 18), 59.99, 8.7, "Lumen Works", ["Desktop PC", "Console X"], None),
    ("Starfall Odyssey II", "rpg", dt.date(2018, 11, 2), 59.99, 9.1, "Lumen Works", ["Desktop PC", "Console X", "Handheld S"], "Starfall Odyssey"),
    ("Gearbox Rally", "racing", dt.date(2012, 6, 5), 29.99, 7.2, "Ironbark Games", ["Desktop PC"], None),
    ("Gearbox Rally Turbo", "racing", dt.date(2016, 9, 20), 39.99, 7.9, "Ironbark Games", ["Desktop PC", "Console X"], "Gearbox Rally"),
    ("Tiny Kingdoms", "strategy", dt.date(2010, 1, 22), 19.99, 8.1, "Ironbark Games", ["Desktop PC"], None),
    ("Block Garden", "puzzle", dt.date(2013, 5, 30), 9.99, 8.4, "Pixel Tide", ["Handheld S", "Phone"], None),
    ("Neon Hopper", "platformer", dt.date(2019, 7, 11), 14.99, 7.6, "Pixel Tide", ["Handheld S", "Console X", "Phone"], None),
    ("Cloud Atlas Tactics", "strategy", dt.date(2021, 2, 14), 49.99, 8.9, "Lumen Works", ["Desktop PC"], None),
    ("Moss and Mirrors", "puzzle", dt.date(2022, 10, 3), 19.99, 9.0, "Pixel Tide", ["Desktop PC", "Phone"], None),
    ("Harbor Lights", "puzzle", dt.date(2017, 4, 8), 4.99, 6.8, "Ironbark Games", ["Phone"], None),
]  # fmt: skip
#: (name, age, country, games played with hours); Farid Haddad plays nothing.
PLAYERS = [
    ("Ava Lin", 24, "Canada", [("Starfall Odyssey", 120), ("Starfall Odyssey II", 200), ("Block Garden", 15)]),
    ("Ben Okafor", 31, "USA", [("Gearbox Rally", 40), ("Gearbox Rally Turbo", 65), ("Tiny Kingdoms", 300)]),
    ("Chloe Martin", 19, "France", [("Neon Hopper", 22), ("Block Garden", 48), ("Moss and Mirrors", 12)]),
    ("Diego Ruiz", 27, "Spain", [("Starfall Odyssey II", 90), ("Cloud Atlas Tactics", 150)]),
    ("Emi Sato", 35, "Japan", [("Block Garden", 5), ("Harbor Lights", 3), ("Neon Hopper", 60)]),
    ("Farid Haddad", 42, "USA", []),
    ("Grace Kim", 22, "Canada", [("Tiny Kingdoms", 80), ("Cloud Atlas Tactics", 35), ("Starfall Odyssey", 10)]),
]  # fmt: skip
FOLLOWS = [
    ("Ava Lin", "Chloe Martin"), ("Chloe Martin", "Emi Sato"), ("Emi Sato", "Ben Okafor"),
    ("Ben Okafor", "Diego Ruiz"), ("Ava Lin", "Grace Kim"), ("Grace Kim", "Diego Ruiz"),
    ("Diego Ruiz", "Farid Haddad"),
]  # fmt: skip


def arcade() -> object:
    sid = {s[0]: f"st{i + 1}" for i, s in enumerate(STUDIOS)}
    pid = {p[0]: f"p{i + 1}" for i, p in enumerate(PLATFORMS)}
    gid = {g[0]: f"g{i + 1:02d}" for i, g in enumerate(GAMES)}
    uid = {u[0]: f"u{i + 1:02d}" for i, u in enumerate(PLAYERS)}
    studios = U.VertexFile("studio", [("name", "string"), ("country", "string"), ("founded", "int")])
    studios.rows = [[sid[n], n, c, y] for n, c, y in STUDIOS]
    platforms = U.VertexFile("platform", [("name", "string"), ("maker", "string")])
    platforms.rows = [[pid[n], n, m] for n, m in PLATFORMS]
    games = U.VertexFile(
        "game",
        [("name", "string"), ("genre", "string"), ("released", "date"), ("price", "double"), ("rating", "double")],
    )
    players = U.VertexFile("player", [("name", "string"), ("age", "int"), ("country", "string")])
    develops = U.EdgeFile("develops", [])
    runs_on = U.EdgeFile("runs_on", [])
    plays = U.EdgeFile("plays", [("hours", "int")])
    follows = U.EdgeFile("follows", [])
    sequel = U.EdgeFile("sequel_of", [])
    for name, genre, day, price, rating, studio, where, before in GAMES:
        games.rows.append([gid[name], name, genre, day, price, rating])
        develops.rows.append([sid[studio], gid[name]])
        runs_on.rows += [[gid[name], pid[p]] for p in where]
        if before:
            sequel.rows.append([gid[name], gid[before]])
    for name, age, country, played in PLAYERS:
        players.rows.append([uid[name], name, age, country])
        plays.rows += [[uid[name], gid[g], h] for g, h in played]
    follows.rows = [[uid[a], uid[b]] for a, b in FOLLOWS]
    return U.Graph(
        "arcade", 8, ARCADE_DDL, [studios, platforms, games, players], [develops, runs_on, plays, follows, sequel]
    )


ZOO_DDL = """
CREATE TAG IF NOT EXISTS animal(name string, species string COMMENT "物种", class string COMMENT "哺乳类/鸟类/爬行类", age int COMMENT "年龄，岁", weight double COMMENT "体重，公斤") COMMENT = "动物";
CREATE TAG IF NOT EXISTS keeper(name string, age int, hired int COMMENT "入职年份") COMMENT = "饲养员";
CREATE TAG IF NOT EXISTS enclosure(name string, area int COMMENT "面积，平方米", opened int COMMENT "开放年份") COMMENT = "场馆";
CREATE TAG IF NOT EXISTS food(name string, kind string COMMENT "肉类/果蔬/水产/干果") COMMENT = "食物";
CREATE EDGE IF NOT EXISTS lives_in() COMMENT = "动物 -> 所在场馆";
CREATE EDGE IF NOT EXISTS cares_for() COMMENT = "饲养员 -> 照顾的动物";
CREATE EDGE IF NOT EXISTS eats(kg double COMMENT "每日食量，公斤") COMMENT = "动物 -> 食物";
CREATE EDGE IF NOT EXISTS path_to(meters int COMMENT "步行距离，米") COMMENT = "场馆 -> 相邻的场馆";
CREATE EDGE IF NOT EXISTS parent_of() COMMENT = "亲代 -> 幼崽";
CREATE TAG INDEX IF NOT EXISTS animal_name_index ON animal(name(32));
CREATE TAG INDEX IF NOT EXISTS animal_class_index ON animal(class(16));
CREATE TAG INDEX IF NOT EXISTS animal_age_index ON animal(age);
CREATE TAG INDEX IF NOT EXISTS animal_weight_index ON animal(weight);
CREATE TAG INDEX IF NOT EXISTS keeper_name_index ON keeper(name(32));
CREATE TAG INDEX IF NOT EXISTS keeper_hired_index ON keeper(hired);
CREATE TAG INDEX IF NOT EXISTS enclosure_name_index ON enclosure(name(32));
CREATE TAG INDEX IF NOT EXISTS enclosure_area_index ON enclosure(area);
CREATE TAG INDEX IF NOT EXISTS enclosure_opened_index ON enclosure(opened);
CREATE TAG INDEX IF NOT EXISTS food_name_index ON food(name(32));
CREATE TAG INDEX IF NOT EXISTS food_kind_index ON food(kind(16));
"""

#: (name, area, opened); 儿童乐园 houses no animal.
ENCLOSURES = [
    ("熊猫馆", 1200, 2006), ("猛兽区", 3000, 1998), ("鸟语林", 2500, 2010),
    ("爬行馆", 800, 2015), ("海洋馆", 4000, 2019), ("儿童乐园", 600, 2021),
]  # fmt: skip
PATHS = [
    ("熊猫馆", "猛兽区", 300), ("猛兽区", "鸟语林", 250), ("鸟语林", "爬行馆", 400),
    ("爬行馆", "海洋馆", 350), ("熊猫馆", "儿童乐园", 150), ("儿童乐园", "爬行馆", 500),
]  # fmt: skip
#: (name, kind); nobody eats 胡萝卜.
FOODS = [
    ("竹子", "果蔬"), ("苹果", "果蔬"), ("牛肉", "肉类"), ("鸡肉", "肉类"), ("鱼", "水产"),
    ("青菜", "果蔬"), ("坚果", "干果"), ("胡萝卜", "果蔬"),
]  # fmt: skip
#: (name, species, class, age, weight, enclosure, foods with kg a day)
ANIMALS = [
    ("团团", "大熊猫", "哺乳类", 12, 110.0, "熊猫馆", [("竹子", 30.0), ("苹果", 1.0)]),
    ("圆圆", "大熊猫", "哺乳类", 11, 98.0, "熊猫馆", [("竹子", 28.0)]),
    ("小团", "大熊猫", "哺乳类", 2, 45.0, "熊猫馆", [("竹子", 10.0), ("苹果", 0.5)]),
    ("虎啸", "东北虎", "哺乳类", 9, 220.0, "猛兽区", [("牛肉", 8.0)]),
    ("金金", "东北虎", "哺乳类", 3, 140.0, "猛兽区", [("牛肉", 5.0), ("鸡肉", 2.0)]),
    ("雪球", "非洲狮", "哺乳类", 14, 190.0, "猛兽区", [("牛肉", 7.0)]),
    ("彩虹", "金刚鹦鹉", "鸟类", 20, 1.2, "鸟语林", [("坚果", 0.1), ("苹果", 0.2)]),
    ("白羽", "丹顶鹤", "鸟类", 8, 8.5, "鸟语林", [("鱼", 0.8)]),
    ("阿甲", "陆龟", "爬行类", 60, 150.0, "爬行馆", [("青菜", 2.0), ("苹果", 0.3)]),
    ("小绿", "绿鬣蜥", "爬行类", 5, 4.0, "爬行馆", [("青菜", 0.5)]),
    ("泡泡", "海豹", "哺乳类", 7, 85.0, "海洋馆", [("鱼", 5.0)]),
    ("蓝蓝", "企鹅", "鸟类", 6, 4.5, "海洋馆", [("鱼", 1.0)]),
]  # fmt: skip
PARENTS = [("团团", "小团"), ("圆圆", "小团"), ("虎啸", "金金")]
#: (name, age, hired, animals cared for); 周婷 is new and cares for none yet.
KEEPERS = [
    ("王建国", 52, 2001, ["团团", "圆圆", "小团"]),
    ("李秀梅", 38, 2012, ["虎啸", "金金", "雪球"]),
    ("陈晨", 26, 2020, ["彩虹", "白羽"]),
    ("赵磊", 45, 2008, ["阿甲", "小绿", "泡泡", "蓝蓝"]),
    ("周婷", 23, 2023, []),
]  # fmt: skip


def zoo() -> object:
    enclosures = U.VertexFile("enclosure", [("name", "string"), ("area", "int"), ("opened", "int")])
    enclosures.rows = [[n, n, a, y] for n, a, y in ENCLOSURES]
    foods = U.VertexFile("food", [("name", "string"), ("kind", "string")])
    foods.rows = [[n, n, k] for n, k in FOODS]
    animals = U.VertexFile(
        "animal",
        [("name", "string"), ("species", "string"), ("class", "string"), ("age", "int"), ("weight", "double")],
    )
    keepers = U.VertexFile("keeper", [("name", "string"), ("age", "int"), ("hired", "int")])
    lives_in = U.EdgeFile("lives_in", [])
    cares_for = U.EdgeFile("cares_for", [])
    eats = U.EdgeFile("eats", [("kg", "double")])
    path_to = U.EdgeFile("path_to", [("meters", "int")])
    parent_of = U.EdgeFile("parent_of", [])
    for name, species, klass, age, weight, home, diet in ANIMALS:
        animals.rows.append([name, name, species, klass, age, weight])
        lives_in.rows.append([name, home])
        eats.rows += [[name, f, kg] for f, kg in diet]
    for name, age, hired, cared in KEEPERS:
        keepers.rows.append([name, name, age, hired])
        cares_for.rows += [[name, a] for a in cared]
    path_to.rows = [[a, b, m] for a, b, m in PATHS]
    parent_of.rows = [[a, b] for a, b in PARENTS]
    return U.Graph(
        "zoo", 32, ZOO_DDL, [animals, keepers, enclosures, foods], [lives_in, cares_for, eats, path_to, parent_of]
    )


BUILDERS = {"arcade": arcade, "zoo": zoo}


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
