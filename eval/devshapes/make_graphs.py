"""Write the two small development graphs of ``eval/devshapes/graphs/`` (transit, kitchen).

Why: ``eval/unseen`` and ``eval/holdout`` hold no question about several named entities
("A and B", "which is longer"), group-by ("each", "每个"), path lengths ("how many stops",
"几站") or chains through an unnamed tag — the shapes issue 23 found failing. These two graphs
in new domains (a transit network with opaque ids and English names; a restaurant kitchen
with Chinese names as ids) and ``questions.jsonl`` are development material for those shapes:
tune on the *shapes*, never on these names or phrasings. Every fact is written out by hand
below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes/make_graphs.py [--out eval/devshapes/graphs]
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

TRANSIT_DDL = """
CREATE TAG IF NOT EXISTS station(name string, opened int COMMENT "year opened", zone int COMMENT "fare zone");
CREATE TAG IF NOT EXISTS line(name string, color string, length_km double COMMENT "route length in km");
CREATE TAG IF NOT EXISTS operator(name string, founded int);
CREATE EDGE IF NOT EXISTS stops_at(seq int COMMENT "stop number along the line") COMMENT = "line -> station";
CREATE EDGE IF NOT EXISTS next_to(minutes int COMMENT "travel time") COMMENT = "station -> the next station";
CREATE EDGE IF NOT EXISTS run_by() COMMENT = "line -> operator";
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS station_opened_index ON station(opened);
CREATE TAG INDEX IF NOT EXISTS station_zone_index ON station(zone);
CREATE TAG INDEX IF NOT EXISTS line_name_index ON line(name(32));
CREATE TAG INDEX IF NOT EXISTS line_color_index ON line(color(16));
CREATE TAG INDEX IF NOT EXISTS operator_name_index ON operator(name(32));
"""

#: (name, opened, zone)
STATIONS = [
    ("Harbor Gate", 1962, 1), ("Mill Square", 1962, 1), ("Tanner Row", 1970, 1), ("Elm Park", 1975, 2),
    ("Quarry Hill", 1988, 2), ("Northfield", 1991, 3), ("Riverside", 1970, 1), ("Glassworks", 2004, 2),
    ("Airport West", 2012, 3), ("Old Market", 1962, 1), ("Canal Street", 1983, 2), ("Beacon", 2019, 3),
]  # fmt: skip
#: (name, color, length_km, operator, stations in order)
LINES = [
    ("Amber Line", "amber", 14.5, "Metro North", ["Harbor Gate", "Mill Square", "Tanner Row", "Elm Park", "Quarry Hill", "Northfield"]),
    ("Teal Line", "teal", 9.2, "Metro North", ["Riverside", "Mill Square", "Old Market", "Canal Street"]),
    ("Violet Line", "violet", 21.8, "Skyway Rail", ["Old Market", "Glassworks", "Airport West"]),
]  # fmt: skip
OPERATORS = [("Metro North", 1958), ("Skyway Rail", 2001)]
#: Beacon is built but served by no line yet.


def transit() -> object:
    sid = {s[0]: f"s{i + 1:02d}" for i, s in enumerate(STATIONS)}
    lid = {ln[0]: f"l{i + 1}" for i, ln in enumerate(LINES)}
    oid = {o[0]: f"o{i + 1}" for i, o in enumerate(OPERATORS)}
    stations = U.VertexFile("station", [("name", "string"), ("opened", "int"), ("zone", "int")])
    stations.rows = [[sid[n], n, y, z] for n, y, z in STATIONS]
    lines = U.VertexFile("line", [("name", "string"), ("color", "string"), ("length_km", "double")])
    operators = U.VertexFile("operator", [("name", "string"), ("founded", "int")])
    operators.rows = [[oid[n], n, y] for n, y in OPERATORS]
    stops = U.EdgeFile("stops_at", [("seq", "int")])
    nxt = U.EdgeFile("next_to", [("minutes", "int")])
    run_by = U.EdgeFile("run_by", [])
    for name, color, km, op, route in LINES:
        lines.rows.append([lid[name], name, color, km])
        run_by.rows.append([lid[name], oid[op]])
        for k, st in enumerate(route, start=1):
            stops.rows.append([lid[name], sid[st], k])
        for k, (a, b) in enumerate(zip(route, route[1:], strict=False)):
            nxt.rows.append([sid[a], sid[b], 2 + (k * 3 + len(name)) % 4])
    return U.Graph("transit", 8, TRANSIT_DDL, [stations, lines, operators], [stops, nxt, run_by])


KITCHEN_DDL = """
CREATE TAG IF NOT EXISTS restaurant(name string, city string, opened int COMMENT "开业年份") COMMENT = "餐厅";
CREATE TAG IF NOT EXISTS chef(name string, age int, rank string COMMENT "主厨/副厨/学徒") COMMENT = "厨师";
CREATE TAG IF NOT EXISTS dish(name string, price double COMMENT "价格，元", spicy int COMMENT "辣度0-3") COMMENT = "菜品";
CREATE TAG IF NOT EXISTS ingredient(name string, category string COMMENT "肉类/蔬菜/调料/豆制品") COMMENT = "食材";
CREATE EDGE IF NOT EXISTS works_at() COMMENT = "厨师 -> 餐厅";
CREATE EDGE IF NOT EXISTS cooks() COMMENT = "厨师 -> 拿手菜";
CREATE EDGE IF NOT EXISTS serves() COMMENT = "餐厅 -> 供应的菜";
CREATE EDGE IF NOT EXISTS uses(grams int COMMENT "用量，克") COMMENT = "菜 -> 食材";
CREATE TAG INDEX IF NOT EXISTS restaurant_name_index ON restaurant(name(32));
CREATE TAG INDEX IF NOT EXISTS restaurant_city_index ON restaurant(city(16));
CREATE TAG INDEX IF NOT EXISTS chef_name_index ON chef(name(32));
CREATE TAG INDEX IF NOT EXISTS chef_age_index ON chef(age);
CREATE TAG INDEX IF NOT EXISTS chef_rank_index ON chef(rank(16));
CREATE TAG INDEX IF NOT EXISTS dish_name_index ON dish(name(32));
CREATE TAG INDEX IF NOT EXISTS dish_price_index ON dish(price);
CREATE TAG INDEX IF NOT EXISTS ingredient_name_index ON ingredient(name(32));
CREATE TAG INDEX IF NOT EXISTS ingredient_category_index ON ingredient(category(16));
"""

RESTAURANTS = [("蜀香阁", "成都", 2008), ("江南小馆", "杭州", 2015), ("老街食堂", "成都", 1999)]
#: (name, age, rank, restaurant, dishes cooked)
CHEFS = [
    ("何师傅", 54, "主厨", "蜀香阁", ["宫保鸡丁", "麻婆豆腐"]),
    ("程小雨", 27, "学徒", "蜀香阁", ["鱼香肉丝"]),
    ("苏明", 41, "主厨", "江南小馆", ["西湖醋鱼", "东坡肉"]),
    ("罗佳", 33, "副厨", "江南小馆", ["龙井虾仁"]),
    ("田大勇", 60, "主厨", "老街食堂", ["回锅肉", "麻婆豆腐"]),
    ("叶青", 24, "学徒", "老街食堂", []),
]  # fmt: skip
#: (name, price, spicy, ingredients with grams)
DISHES = [
    ("宫保鸡丁", 38.0, 2, [("鸡肉", 250), ("花生", 50), ("干辣椒", 10)]),
    ("麻婆豆腐", 26.0, 3, [("豆腐", 300), ("牛肉末", 60), ("花椒", 5)]),
    ("鱼香肉丝", 32.0, 1, [("猪肉", 200), ("木耳", 40), ("干辣椒", 5)]),
    ("西湖醋鱼", 88.0, 0, [("草鱼", 600), ("醋", 30)]),
    ("东坡肉", 68.0, 0, [("猪肉", 500), ("黄酒", 50)]),
    ("龙井虾仁", 98.0, 0, [("虾仁", 300), ("龙井茶", 5)]),
    ("回锅肉", 42.0, 2, [("猪肉", 300), ("青蒜", 50), ("豆瓣酱", 20)]),
    ("清炒时蔬", 18.0, 0, [("青菜", 300)]),
]  # fmt: skip
INGREDIENTS = [
    ("鸡肉", "肉类"), ("花生", "蔬菜"), ("干辣椒", "调料"), ("豆腐", "豆制品"), ("牛肉末", "肉类"), ("花椒", "调料"),
    ("猪肉", "肉类"), ("木耳", "蔬菜"), ("草鱼", "肉类"), ("醋", "调料"), ("黄酒", "调料"), ("虾仁", "肉类"),
    ("龙井茶", "调料"), ("青蒜", "蔬菜"), ("豆瓣酱", "调料"), ("青菜", "蔬菜"), ("香菜", "蔬菜"),
]  # fmt: skip
#: restaurant -> dishes served
MENUS = {
    "蜀香阁": ["宫保鸡丁", "麻婆豆腐", "鱼香肉丝", "清炒时蔬"],
    "江南小馆": ["西湖醋鱼", "东坡肉", "龙井虾仁", "清炒时蔬"],
    "老街食堂": ["回锅肉", "麻婆豆腐", "宫保鸡丁"],
}


def kitchen() -> object:
    restaurants = U.VertexFile("restaurant", [("name", "string"), ("city", "string"), ("opened", "int")])
    restaurants.rows = [[n, n, c, y] for n, c, y in RESTAURANTS]
    chefs = U.VertexFile("chef", [("name", "string"), ("age", "int"), ("rank", "string")])
    dishes = U.VertexFile("dish", [("name", "string"), ("price", "double"), ("spicy", "int")])
    ingredients = U.VertexFile("ingredient", [("name", "string"), ("category", "string")])
    ingredients.rows = [[n, n, c] for n, c in INGREDIENTS]
    works_at = U.EdgeFile("works_at", [])
    cooks = U.EdgeFile("cooks", [])
    serves = U.EdgeFile("serves", [])
    uses = U.EdgeFile("uses", [("grams", "int")])
    for name, age, rank, place, cooked in CHEFS:
        chefs.rows.append([name, name, age, rank])
        works_at.rows.append([name, place])
        cooks.rows += [[name, d] for d in cooked]
    for name, price, spicy, parts in DISHES:
        dishes.rows.append([name, name, price, spicy])
        uses.rows += [[name, i, g] for i, g in parts]
    for place, menu in MENUS.items():
        serves.rows += [[place, d] for d in menu]
    return U.Graph(
        "kitchen", 32, KITCHEN_DDL, [restaurants, chefs, dishes, ingredients], [works_at, cooks, serves, uses]
    )


BUILDERS = {"transit": transit, "kitchen": kitchen}


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
