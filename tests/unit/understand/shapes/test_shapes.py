"""The question-shape modules (:mod:`r3.understand.shapes`), one table per shape, both languages.

Two graphs built here: ``shop`` (opaque ids ``p1``/``m1``/``c1``, English names; products
made by makers based in cities, cities linked by ``road``) and ``tea`` (Chinese names that
are the vertex ids). Both schemas are English with Chinese tag ``COMMENT``s, the words a
Chinese question names them by. Each row is a question, what the best reading's query must contain, and
— where the answer is clear — the rows it returns on the test graph, so a row fails when the
shape is not detected, enumerated, scored first or built right.
"""

from __future__ import annotations

from typing import Any

import pytest
from shape_world import World, check, row, world

from r3.understand.shapes import SHAPES
from r3.values.value_model import EMPTY

pytestmark = pytest.mark.quick

SHOP = """
CREATE SPACE shop (vid_type = FIXED_STRING(8));
USE shop;
CREATE TAG product(name string, price double, year int, kind string) COMMENT = "产品";
CREATE TAG maker(name string, founded int) COMMENT = "厂家";
CREATE TAG city(name string, population int) COMMENT = "城市";
CREATE EDGE made_by();
CREATE EDGE based_in();
CREATE EDGE road(km int);
CREATE EDGE reviewed(stars int);
CREATE TAG INDEX product_index ON product();
CREATE TAG INDEX maker_index ON maker();
CREATE TAG INDEX city_index ON city();
INSERT VERTEX product(name, price, year, kind) VALUES "p1":("Copper Kettle", 40.0, 2015, "kitchen"),
  "p2":("Oak Stool", 85.0, 2011, "furniture"), "p3":("Glass Jar", 12.0, 2019, "kitchen"),
  "p4":("Pine Shelf", 120.0, 2008, "furniture"), "p5":("Clay Mug", 9.0, 2021, "kitchen");
INSERT VERTEX maker(name, founded) VALUES "m1":("Brightworks", 1990), "m2":("Fenwood", 1975), "m3":("Idle Forge", 2020);
INSERT VERTEX city(name, population) VALUES "c1":("Westmoor", 120000), "c2":("Kilnby", 45000),
  "c3":("Ashford Bay", 300000), "c4":("Low Reach", 8000);
INSERT EDGE made_by() VALUES "p1"->"m1":(), "p3"->"m1":(), "p5"->"m1":(), "p2"->"m2":(), "p4"->"m2":();
INSERT EDGE based_in() VALUES "m1"->"c1":(), "m2"->"c2":(), "m3"->"c3":();
INSERT EDGE road(km) VALUES "c1"->"c2":(30), "c2"->"c3":(55), "c3"->"c4":(20);
INSERT EDGE reviewed(stars) VALUES "p1"->"c1":(4), "p1"->"c2":(5), "p1"->"c3":(3), "p2"->"c1":(4);
"""

TEA = """
CREATE SPACE tea (vid_type = FIXED_STRING(32));
USE tea;
CREATE TAG shop(name string, opened int) COMMENT = "茶店";
CREATE TAG drink(name string, price double) COMMENT = "饮品";
CREATE TAG leaf(name string, origin string) COMMENT = "茶叶";
CREATE EDGE sells();
CREATE EDGE brewed_from();
CREATE TAG INDEX shop_index ON shop();
CREATE TAG INDEX drink_index ON drink();
CREATE TAG INDEX leaf_index ON leaf();
INSERT VERTEX shop(name, opened) VALUES "茶语轩":("茶语轩", 2010), "听雨楼":("听雨楼", 2018);
INSERT VERTEX drink(name, price) VALUES "碧螺春":("碧螺春", 30.0), "铁观音":("铁观音", 45.0), "普洱":("普洱", 60.0);
INSERT VERTEX leaf(name, origin) VALUES "绿茶叶":("绿茶叶", "江苏"), "乌龙叶":("乌龙叶", "福建"), "黑茶叶":("黑茶叶", "云南");
INSERT EDGE sells() VALUES "茶语轩"->"碧螺春":(), "茶语轩"->"铁观音":(), "听雨楼"->"铁观音":(), "听雨楼"->"普洱":();
INSERT EDGE brewed_from() VALUES "碧螺春"->"绿茶叶":(), "铁观音"->"乌龙叶":(), "普洱"->"黑茶叶":();
"""


@pytest.fixture(scope="module")
def worlds() -> dict[str, World]:
    return {"shop": world(SHOP, "shop"), "tea": world(TEA, "tea")}


# --------------------------------------------------------------------------- the registry


def test_every_registered_shape_loads_and_speaks_both_languages() -> None:
    assert {"path", "subgraph", "entities", "group", "negation", "times"} <= set(SHAPES.names())
    for name in SHAPES.names():
        shape = SHAPES.get(name)
        assert shape.name == name
        assert set(shape.templates) == {"en", "zh"} and all(shape.templates.values())


# --------------------------------------------------------------------------- several named entities

ENTITIES = [
    row("shop", "What are the prices of Copper Kettle and Oak Stool?", "entities", ("IN",),
        [("Copper Kettle", 40.0), ("Oak Stool", 85.0)]),
    row("shop", "Copper Kettle、Glass Jar和Clay Mug的价格分别是多少？", "entities", ("IN",),
        [("Copper Kettle", 40.0), ("Glass Jar", 12.0), ("Clay Mug", 9.0)]),
    row("shop", "Which is more expensive, Glass Jar or Pine Shelf?", "entities", ("ORDER BY k DESC", "LIMIT 1"),
        ["Pine Shelf"]),
    row("shop", "Which is older, Brightworks or Fenwood?", "entities", ("LIMIT 1",), None),
    row("tea", "碧螺春和普洱哪个更贵？", "entities", ("ORDER BY k DESC", "LIMIT 1"), ["普洱"]),
    row("tea", "Which shops sell 碧螺春 and 普洱?", "entities", ("IN",), [("碧螺春", "茶语轩"), ("普洱", "听雨楼")]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), ENTITIES)
def test_several_named_entities_give_one_row_each_or_the_winner(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


def test_a_comparison_by_age_orders_by_the_founding_year_reversed_or_the_age(
    worlds: dict[str, World],
) -> None:
    w = worlds["shop"]
    text = w.best_query("Which is older, Brightworks or Fenwood?")
    assert "founded" in text, text


# --------------------------------------------------------------------------- group-by

GROUPS = [
    row("shop", "How many products does each maker make?", "aggregate", ("count(x)",),
        [("Brightworks", 3), ("Fenwood", 2)]),
    row("shop", "每个厂家各生产多少种产品？", "aggregate", ("count(x)",), None),
    row("shop", "What is the average price of the products per maker?", "aggregate", ("avg(x.product.price)",),
        [("Brightworks", round(61 / 3, 6)), ("Fenwood", 102.5)]),
    row("shop", "How many products are there of each kind?", "aggregate", ("t.product.kind",),
        [("kitchen", 3), ("furniture", 2)]),
    row("tea", "每家茶店卖几种饮品？", "aggregate", ("count(x)",), [("茶语轩", 2), ("听雨楼", 2)]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), GROUPS)
def test_each_and_per_group_the_aggregate(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- paths

PATHS = [
    row("shop", "How many hops is it from Westmoor to Low Reach by road?", "path", ("length($-.p)", "OVER road"), [3]),
    row("shop", "从Westmoor到Ashford Bay要几站？", "path", ("length($-.p)",), [2]),
    row("shop", "Trace the road chain from Westmoor to Ashford Bay.", "path", ("WITH PROP", "OVER road"), None),
    row("tea", "茶语轩和听雨楼之间是怎么联系起来的？", "path", ("FIND SHORTEST PATH",), None),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), PATHS)
def test_paths_give_lengths_and_carry_properties_when_ids_are_opaque(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


def test_a_path_between_names_that_are_ids_has_no_properties(worlds: dict[str, World]) -> None:
    text = worlds["tea"].best_query("茶语轩和听雨楼之间是怎么联系起来的？")
    assert "WITH PROP" not in text, text


# --------------------------------------------------------------------------- subgraphs

SUBGRAPHS = [
    row("shop", "Show me everything directly connected to Fenwood.", True),
    row("shop", "给我看看Kilnby周围一步以内的关系图。", True),
    row("tea", "Show me everything directly connected to 听雨楼.", False),
    row("tea", "给我看看普洱周围一步以内的关系图。", False),
]


@pytest.mark.parametrize(("graph", "question", "with_prop"), SUBGRAPHS)
def test_subgraphs_carry_properties_exactly_when_ids_are_opaque(
    worlds: dict[str, World], graph: str, question: str, with_prop: bool
) -> None:
    text = worlds[graph].best_query(question)
    assert text.startswith("GET SUBGRAPH"), text
    assert ("WITH PROP" in text) == with_prop, text


# --------------------------------------------------------------------------- how many times, counts

COUNTS = [
    row("shop", "How many times has Copper Kettle been reviewed?", "count", ("count(e0)",), [3]),
    row("shop", "Copper Kettle被评价了多少次？", "count", ("count(e0)",), [3]),
    row("shop", "一共有多少种kitchen产品？", "count", ('== "kitchen"',), [3]),
    row("shop", "How many products are there altogether?", "count", ("count(t)",), [5]),
    row("shop", "What is the total price of the products Brightworks makes?", "aggregate", ("sum(",), [61.0]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), COUNTS)
def test_times_count_edges_in_all_is_no_sum_and_a_numeral_inside_a_word_is_no_number(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)
    assert "== 1" not in worlds[graph].best_query(question)


# --------------------------------------------------------------------------- walks through an unnamed tag

CHAINS = [
    row("shop", "Which cities are the makers of Copper Kettle based in?", "two-hop", ("made_by", "based_in"), ["Westmoor"]),
    row("shop", "Copper Kettle的厂家在哪个城市？", "two-hop", ("made_by",), ["Westmoor"]),
    row("tea", "Which leaves are the drinks 听雨楼 sells brewed from?", "two-hop", ("sells", "brewed_from"),
        ["乌龙叶", "黑茶叶"]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), CHAINS)
def test_a_chain_through_a_tag_reaches_the_tag_named_last(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- negation from a named far tag

NEGATIONS = [
    row("shop", "Which makers make no product?", ("NOT (:product)-[:made_by]->(t)",), ["Idle Forge"]),
    row("shop", "哪些城市没有厂家？", ("NOT",), None),
    row("tea", "哪些茶叶没有被任何饮品使用？", ("NOT",), None),
    row("shop", "Which makers make no kitchen product?", ('(:product {kind: "kitchen"})-[:made_by]->(t)',),
        ["Fenwood", "Idle Forge"]),
    row("shop", "哪些厂家没有生产过kitchen产品？", ('{kind: "kitchen"}',), ["Fenwood", "Idle Forge"]),
    row("shop", "Which products were made by a maker but never reviewed?", ("(t)-[:made_by]->(:maker)", "NOT"),
        ["Glass Jar", "Pine Shelf", "Clay Mug"]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "parts", "answer"), NEGATIONS)
def test_a_negation_places_its_far_tag_its_inner_filter_and_the_walk_still_required(
    worlds: dict[str, World], graph: str, question: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, "negation", parts, answer)


# --------------------------------------------------------------------------- round 2: a club graph with dated edges

CLUB = """
CREATE SPACE club (vid_type = FIXED_STRING(32));
USE club;
CREATE TAG member(name string, age int) COMMENT = "会员";
CREATE TAG club(name string) COMMENT = "俱乐部";
CREATE EDGE joined(start_year int, end_year int) COMMENT = "加入";
CREATE EDGE follows() COMMENT = "关注";
CREATE TAG INDEX member_index ON member();
CREATE TAG INDEX club_index ON club();
INSERT VERTEX member(name, age) VALUES "Ann Moss":("Ann Moss", 31), "Bo Lind":("Bo Lind", 25),
  "Cy Hart":("Cy Hart", 40), "Di Vane":("Di Vane", 28);
INSERT VERTEX club(name) VALUES "Rowers":("Rowers"), "Climbers":("Climbers");
INSERT EDGE joined(start_year, end_year) VALUES "Ann Moss"->"Rowers":(2015, 2019),
  "Bo Lind"->"Climbers":(2015, 2020), "Cy Hart"->"Rowers":(2012, 2015), "Di Vane"->"Climbers":(2018, 2021);
INSERT EDGE follows() VALUES "Ann Moss"->"Bo Lind":(), "Bo Lind"->"Cy Hart":(), "Bo Lind"->"Di Vane":(),
  "Cy Hart"->"Ann Moss":();
"""


@pytest.fixture(scope="module")
def club() -> World:
    return world(CLUB, "club")


ROUND2 = [
    # "at least" / "大于等于" is >=, and the id and the filtered property asked together are both columns
    row("club", "Find members aged at least 31 and return their IDs and ages.", "comparison",
        (">= 31", "id(t), t.member.age"), [("Ann Moss", 31), ("Cy Hart", 40)]),
    row("club", "请找出年龄大于等于31岁的会员，我需要他们的ID和年龄。", "comparison",
        (">= 31",), [("Ann Moss", 31), ("Cy Hart", 40)]),
    row("club", "Which members are older than 31?", "comparison", ("> 31",), ["Cy Hart"]),
    # the named relation followed again: "then … those"
    row("club", "Find whom Ann Moss follows, then find whom those members follow.", "two-hop",
        ("-[:follows]->(:member)-[e0:follows]->",), ["Cy Hart", "Di Vane"]),
    row("club", "找出Ann Moss关注的会员，再找出这些会员所关注的会员。", "two-hop", (), ["Cy Hart", "Di Vane"]),
    row("club", "Whom does Ann Moss follow?", "one-hop", (), ["Bo Lind"]),
    row("club", "找出Ann Moss关注的会员，然后把他们返回给我。", "one-hop", (), ["Bo Lind"]),
    # a sum written in the question is the number compared
    row("club", "哪些会员的年龄为（20+8）岁？", "comparison", ("== 28",), ["Di Vane"]),
    # both ends of every edge meeting a filter on the edge; a beginning word picks start_year
    row("club", "Return the names of the members who joined a club in 2015 and the names of their clubs.", "pairs",
        ("e0.start_year == 2015",), [("Ann Moss", "Rowers"), ("Bo Lind", "Climbers")]),
    row("club", "请找出2015年加入俱乐部的会员名称和他们的俱乐部名称。", "pairs", ("start_year",),
        [("Ann Moss", "Rowers"), ("Bo Lind", "Climbers")]),
    row("club", "Return the members who left a club in 2015 and the clubs.", "pairs", ("e0.end_year == 2015",),
        [("Cy Hart", "Rowers")]),
    # several relations out of one named vertex: a column each, in the question's order
    row("club", "What are the IDs of everything Bo Lind joined and follows?", "fan",
        ("OVER joined, follows",), None),
    row("club", "请查找Bo Lind关注和加入的所有实体的ID。", "fan", ("OVER follows, joined",), None),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), ROUND2)
def test_operators_chains_edge_pairs_and_several_relations_read_from_general_words(
    club: World, graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(club, question, shape, parts, answer)


def test_a_fan_returns_one_column_per_relation_with_the_others_empty(club: World) -> None:
    text = club.best_query("What are the IDs of everything Bo Lind joined and follows?")
    rows = club.engine.execute(text, space="club").rows
    assert {tuple("-" if v is EMPTY else v for v in r) for r in rows} == {
        ("Climbers", "-"),
        ("-", "Cy Hart"),
        ("-", "Di Vane"),
    }


def test_the_named_vertex_itself_when_no_relation_and_no_other_tag_is_named(club: World) -> None:
    best = club.best("Please find the member node for Ann Moss and return it.")
    assert best.shape == "property" and best.returns == ("*",) and not best.hops


@pytest.mark.parametrize(
    ("question", "pairs"),
    [
        ("Which members aged at least 31 joined a club?", False),  # the number is a member's age
        ("会员加入俱乐部的年份为2015的有哪些？", True),  # the number is the edge's year
    ],
)
def test_edge_pairs_only_when_the_number_lands_on_the_edge(club: World, question: str, pairs: bool) -> None:
    assert any(i.shape == "pairs" for i in club.readings(question)) == pairs
