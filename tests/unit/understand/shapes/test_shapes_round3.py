"""Round 3 of the shapes (issue 23 §2, §4): counts, filters, several entities, group-by, relations, paths.

Two graphs built here, in domains no eval set uses: ``gym`` (opaque ids ``m1``/``c1``/``t1``,
English names; members attend classes, trainers teach them, members befriend members) and
``garden`` (Chinese names that are the vertex ids; gardeners tend plants planted in beds,
beds joined by paths). Each row is a question, the shape of the best reading, what its
query must contain and — where the answer is clear — the rows it returns on the test graph,
so a row fails when the rule it tests is missing.
"""

from __future__ import annotations

from typing import Any

import pytest
from shape_world import World, check, needs_lexicon, row, world

pytestmark = pytest.mark.quick

GYM = """
CREATE SPACE gym (vid_type = FIXED_STRING(8));
USE gym;
CREATE TAG member(name string, age int, level string);
CREATE TAG trainer(name string, hired int);
CREATE TAG class(name string, kind string, minutes int COMMENT "length in minutes");
CREATE EDGE attends(visits int COMMENT "number of visits");
CREATE EDGE teaches(lead bool COMMENT "the lead trainer");
CREATE EDGE friend_of();
CREATE TAG INDEX member_index ON member();
CREATE TAG INDEX trainer_index ON trainer();
CREATE TAG INDEX class_index ON class();
INSERT VERTEX member(name, age, level) VALUES "m1":("Ann Lee", 34, "advanced"), "m2":("Bo Chen", 25, "beginner"),
  "m3":("Cy Diaz", 41, "advanced"), "m4":("Di Fox", 29, "beginner");
INSERT VERTEX trainer(name, hired) VALUES "t1":("Gus Hale", 2012), "t2":("Ivy Moss", 2019), "t3":("Kai Ross", 2016),
  "t4":("Lu Park", 2010), "t5":("Node Park", 2011);
INSERT VERTEX class(name, kind, minutes) VALUES "c1":("Dawn Flow", "yoga", 60), "c2":("Iron Hour", "boxing", 45),
  "c3":("Night Stretch", "yoga", 30), "c4":("Hill Sprint", "spin", 90);
INSERT EDGE attends(visits) VALUES "m1"->"c1":(12), "m1"->"c2":(3), "m2"->"c1":(5), "m3"->"c4":(7), "m4"->"c3":(2);
INSERT EDGE teaches(lead) VALUES "t1"->"c1":(true), "t1"->"c2":(false), "t2"->"c3":(true), "t2"->"c4":(true), "t3"->"c2":(false), "t5"->"c3":(false);
INSERT EDGE friend_of() VALUES "m1"->"m2":(), "m2"->"m3":(), "m3"->"m4":();
"""

GARDEN = """
CREATE SPACE garden (vid_type = FIXED_STRING(32));
USE garden;
CREATE TAG plant(name string, family string COMMENT "科", height double COMMENT "高度，米") COMMENT = "植物";
CREATE TAG gardener(name string, age int) COMMENT = "园丁";
CREATE TAG bed(name string, area int COMMENT "面积") COMMENT = "花坛";
CREATE EDGE planted_in() COMMENT = "植物 -> 花坛";
CREATE EDGE tends() COMMENT = "照料";
CREATE EDGE path_to(meters int) COMMENT = "花坛 -> 相邻花坛";
CREATE TAG INDEX plant_index ON plant();
CREATE TAG INDEX gardener_index ON gardener();
CREATE TAG INDEX bed_index ON bed();
INSERT VERTEX plant(name, family, height) VALUES "月季":("月季", "蔷薇科", 1.2), "牡丹":("牡丹", "芍药科", 1.5),
  "菊花":("菊花", "菊科", 0.6), "兰花":("兰花", "兰科", 0.4);
INSERT VERTEX gardener(name, age) VALUES "老王":("老王", 58), "小李":("小李", 26);
INSERT VERTEX bed(name, area) VALUES "东花坛":("东花坛", 40), "中花坛":("中花坛", 25), "西花坛":("西花坛", 30);
INSERT EDGE planted_in() VALUES "月季"->"东花坛":(), "牡丹"->"东花坛":(), "菊花"->"中花坛":(), "兰花"->"西花坛":();
INSERT EDGE tends() VALUES "老王"->"月季":(), "老王"->"牡丹":(), "小李"->"菊花":(), "小李"->"兰花":();
INSERT EDGE path_to(meters) VALUES "东花坛"->"中花坛":(20), "中花坛"->"西花坛":(15);
"""


@pytest.fixture(scope="module")
def worlds() -> dict[str, World]:
    return {"gym": world(GYM, "gym"), "garden": world(GARDEN, "garden")}


# --------------------------------------------------------------------------- counts

COUNTS = [
    # a category filter, the value written in the graph's words
    row("gym", "How many yoga classes are there?", "count", ('kind == "yoga"',), [2]),
    # a classifier after 几 asks a count (几棵, 几位)
    row("garden", "东花坛里有几棵植物？", "count", ("count(",), [2]),
    row("garden", "老王照料几棵植物？", "count", ("count(",), [2]),
    # relations counted, no vertex named: every edge counts
    row("gym", "How many friend relationships are recorded?", "edges", ("count(e)", "friend_of"), [3]),
    row("garden", "一共有多少条照料记录？", "edges", ("count(e)", "tends"), [4]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), COUNTS)
def test_counts_read_classifiers_categories_and_relations(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


#: Rows whose words reach the schema only through WordNet / CC-CEDICT (会员 → member, 瑜伽 → yoga).
LEXICAL = [
    # a category value written in the other language
    row("gym", "一共有多少节瑜伽课？", "count", ('kind == "yoga"',), [2]),
    # the count word counts the tag after it, though a property is named beside it
    row("gym", "有多少个会员的年龄超过30岁？", "count", ("age > 30", "count("), [2]),
    # the edge's own number summed per group vertex
    row("gym", "每位会员总共到访了多少次？", "group", ("sum(e.visits)",),
        [("Ann Lee", 15), ("Bo Chen", 5), ("Cy Diaz", 7), ("Di Fox", 2)]),
    # the edge between two named vertices, its property named through 到访 → visit
    row("gym", "Bo Chen去Dawn Flow到访了多少次？", "between", ("e0.visits",), [5]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), LEXICAL)
def test_rows_read_through_the_lexical_index(
    worlds: dict[str, World],
    graph: str,
    question: str,
    shape: str,
    parts: tuple[str, ...],
    answer: Any,
    user_model_cache: None,
) -> None:
    needs_lexicon()
    check(worlds[graph], question, shape, parts, answer)


def test_a_count_of_vertices_is_no_count_of_relations(worlds: dict[str, World]) -> None:
    """Without a relation noun or "how many times" the edges shape stays silent."""
    best = worlds["gym"].best("How many members attend classes?")
    assert best.shape != "edges"


# --------------------------------------------------------------------------- filters

FILTERS = [
    row("gym", "Which classes last between 30 and 45 minutes?", "comparison", ("minutes >= 30", "minutes <= 45"),
        ["Iron Hour", "Night Stretch"]),
    row("gym", "时长在30分钟到60分钟之间的课程有哪些？", "comparison", ("minutes >= 30", "minutes <= 60"),
        ["Dawn Flow", "Iron Hour", "Night Stretch"]),
    row("gym", "哪些教练是晚于2015年入职的？", "comparison", ("hired > 2015",), ["Ivy Moss", "Kai Ross"]),
    row("gym", "哪些教练早于2015年入职？", "comparison", ("hired < 2015",), ["Gus Hale", "Lu Park", "Node Park"]),
    # the answer's noun names the tag, not a property beside it: its name is returned
    row("garden", "高度超过1米的植物有哪些？", "comparison", ("RETURN t.plant.name",), ["月季", "牡丹"]),
    # a unit after the number says which property it measures; 比…大 compares
    row("garden", "Which plants are shorter than 1 meter?", "comparison", ("height < 1",), ["菊花", "兰花"]),
    row("gym", "Which classes are shorter than 50 minutes?", "comparison", ("minutes < 50",),
        ["Iron Hour", "Night Stretch"]),
    row("garden", "哪些花坛比28平方米大？", "comparison", ("area > 28",), ["东花坛", "西花坛"]),
    # two values of one property: either is accepted (one IN test, never two equalities)
    row("gym", "Which classes are yoga or spin?", "comparison", ("IN [",), ["Dawn Flow", "Night Stretch", "Hill Sprint"]),
    row("gym", "How many members are 25 or 29 years old?", "count", ("age IN [25, 29]",), [2]),
    # a yes/no property of the edge, named, filters
    row("gym", "Which classes does Gus Hale lead?", "filter-hop", ("e0.lead == true",), ["Dawn Flow"]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), FILTERS)
def test_filters_read_ranges_with_units_dates_words_and_flags(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- several entities

ENTITIES = [
    row("gym", "How old are Ann Lee and Cy Diaz?", "entities", ("IN",), [("Ann Lee", 34), ("Cy Diaz", 41)]),
    # "多大年纪" names age; "分别" names no property
    row("garden", "老王和小李分别多大年纪？", "entities", ("IN",), [("老王", 58), ("小李", 26)]),
    row("garden", "月季和兰花分别多高？", "entities", ("IN",), [("月季", 1.2), ("兰花", 0.4)]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), ENTITIES)
def test_several_entities_with_the_asked_value_named_by_a_question_word(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- group-by

GROUPS = [
    # the edge's own number summed per group vertex
    row("gym", "What is the total number of visits for each member?", "group", ("sum(e.visits)",), None),
    # the counted tag after the count word is no group
    row("garden", "每个花坛各种了多少棵植物？", "aggregate", ("count(x)",), [("东花坛", 2), ("中花坛", 1), ("西花坛", 1)]),
    row("gym", "How many classes does each trainer teach?", "aggregate", ("count(x)",), [("Gus Hale", 2), ("Ivy Moss", 2), ("Kai Ross", 1), ("Node Park", 1)]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), GROUPS)
def test_groups_sum_edge_numbers_and_never_group_the_counted_tag(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- paths and chains

PATHS = [
    # "from A to B" with a count word asks a length
    row("gym", "How many friends does it take to get from Ann Lee to Di Fox?", "path", ("length($-.p)",), [3]),
    row("garden", "从东花坛到西花坛要走几段路？", "path", ("length($-.p)",), [2]),
    row("garden", "从东花坛到西花坛要经过几个花坛？", "path", ("length($-.p)",), [2]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), PATHS)
def test_a_count_from_a_to_b_is_a_path_length(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


CHAINS = [
    # the word order fixes the direction of the first hop, and it holds along the chain
    row("gym", "Ann Lee的朋友参加了哪些课程？", "two-hop", ("(a:member)-[:friend_of]->",), ["Dawn Flow"]),
    row("garden", "老王照料的植物种在哪个花坛？", "two-hop", ("planted_in",), ["东花坛"]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), CHAINS)
def test_chains_through_an_unnamed_tag(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- negation, "when"

WORDS = [
    # the answer named by the relation it negates ("teachers" teach): it has the walk, never
    # with the filter inside
    row("gym", "Which teachers never led a class?", "negation", ("(t)-[:teaches]->", "lead: true"), ["Kai Ross", "Node Park"]),
    # "when" asks the vertex's one date or year; a numeral inside 哪一年 is no number
    row("gym", "When was Gus Hale hired?", "property", ("RETURN t.trainer.hired",), [2012]),
    row("gym", "Ivy Moss是哪一年入职的？", "property", ("RETURN t.trainer.hired",), [2019]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), WORDS)
def test_negations_named_by_their_relation_and_when_questions(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)


# --------------------------------------------------------------------------- the edge between two named vertices, "by"

BETWEEN = [
    row("gym", "How many visits has Ann Lee made to Dawn Flow?", "between", ("e0.visits", 'id(t) == "c1"'), [12]),
    # "by" right before a property groups by it
    row("gym", "Count the classes by kind.", "aggregate", ("t.class.kind",), [("yoga", 2), ("boxing", 1), ("spin", 1)]),
    # a query word inside a name asks for nothing ("Node Park" asks for no node)
    row("gym", "Which classes does Node Park teach?", "one-hop", ("RETURN DISTINCT t.class.name",), ["Night Stretch"]),
    # … a passive's "by" does not
    row("gym", "Which classes are taught by Gus Hale?", "one-hop", ("teaches",), ["Dawn Flow", "Iron Hour"]),
]  # fmt: skip


@pytest.mark.parametrize(("graph", "question", "shape", "parts", "answer"), BETWEEN)
def test_the_edge_between_two_named_vertices_and_grouping_by(
    worlds: dict[str, World], graph: str, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    check(worlds[graph], question, shape, parts, answer)
