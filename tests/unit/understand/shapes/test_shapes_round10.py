"""Round 10 of the shapes (issue 23, wave 3 session 8): the event a time property's Chinese
comment dates names the property ("入会日期" → 入会); a yes/no property's "是否X" comment names
it by X; a year of the counted events dates them (no value is asked, no sum of years); a filter
on an edge's time or yes/no keeps one end of those edges, counted where the count word names
that end; both ends are asked when the second follows a conjunction ("the member and the
tool"); both ends asked and ranked rank by the edge's one number no word names; a count per
group ("每件…各") is never one list; a named vertex's set less those with a relation named after
the negation ("members of North Shed who have never borrowed a tool").

One graph built here, in a domain no eval set uses: ``toolshed`` (a tool library: members join
sheds, borrow tools). Each row is a question, the shape of the best reading, what its query must
contain and the rows it returns, so a row fails when its rule is missing.
"""

from __future__ import annotations

from typing import Any

import pytest
from shape_world import World, check, needs_lexicon, row, world

from r3.lexical import chinese_words

pytestmark = pytest.mark.quick

TOOLS = """
CREATE SPACE toolshed (vid_type = FIXED_STRING(8));
USE toolshed;
CREATE TAG member(name string, born int COMMENT "出生年份") COMMENT = "会员";
CREATE TAG tool(name string, kind string COMMENT "类别：电动/手动") COMMENT = "工具";
CREATE TAG shed(name string) COMMENT = "工具屋";
CREATE EDGE joined(since date COMMENT "入会日期") COMMENT = "member -> shed";
CREATE EDGE borrowed(days int COMMENT "借用天数", year int COMMENT "借出年份", insured bool COMMENT "是否投保") COMMENT = "借用：member -> tool";
CREATE TAG INDEX member_index ON member();
CREATE TAG INDEX tool_index ON tool();
CREATE TAG INDEX shed_index ON shed();
INSERT VERTEX member(name, born) VALUES "m1":("Ada Marsh", 1980), "m2":("Bram Ode", 1991),
  "m3":("蔡青", 1975), "m4":("Dee Park", 1988), "m5":("Eli Voss", 1969), "m6":("Fay Holt", 1990);
INSERT VERTEX tool(name, kind) VALUES "t1":("电钻", "电动"), "t2":("Ladder", "手动"), "t3":("Saw", "手动"),
  "t4":("砂光机", "电动"), "t5":("Vice", ""), "t6":("Clamp", "");
INSERT VERTEX shed(name) VALUES "b1":("North Shed"), "b2":("South Shed");
INSERT EDGE joined(since) VALUES "m1"->"b1":(date("2019-05-01")), "m2"->"b1":(date("2021-03-01")),
  "m3"->"b2":(date("2022-06-01")), "m4"->"b2":(date("2023-01-10")), "m5"->"b1":(date("2018-02-02")),
  "m6"->"b1":(date("2017-01-01"));
INSERT EDGE borrowed(days, year, insured) VALUES "m1"->"t1":(3, 2021, true), "m1"->"t2":(7, 2022, false),
  "m2"->"t1":(2, 2022, true), "m3"->"t3":(9, 2023, false), "m4"->"t1":(5, 2023, true),
  "m5"->"t4":(1, 2020, false);
"""


@pytest.fixture
def tools(user_model_cache: None) -> World:
    """Built per test under the user's cache (see ``test_shapes_round7``)."""
    return world(TOOLS, "toolshed")


ROWS = [
    # 入会 is the event 入会日期 dates: the members at joined edges of 2020 on, one column
    row("2020年以后入会的会员有谁", "edge_filter", ("e0.since >=",), ["Bram Ode", "蔡青", "Dee Park"]),
    # … where the year's own 年 also names the loans' year: the event word places it
    # 借出 dates the loans counted (借出年份): a count of the edges at electric tools, no sum of years
    row("电动工具一共被借出去过几回", "edges", ("count(e)", "电动"), [4]),
    # "是否投保" names insured by 投保; 有几位 after 会员 counts the members, each once
    row("投保过的会员有几位", "edge_filter", ("insured == true", "count(DISTINCT"), [3]),
    # the second end after "and", the first named before it: both ends asked
    row(
        "loans longer than 5 days - give the member and the tool",
        "pairs",
        ("days > 5",),
        [("Ada Marsh", "Ladder"), ("蔡青", "Saw")],
    ),
    # both ends asked and ranked: by the edge's one number that is no year
    row(
        "top 2 borrowings - who and which tool",
        "pairs",
        ("e0.days", "LIMIT 2"),
        [("蔡青", "Saw"), ("Ada Marsh", "Ladder")],
    ),
    # the named vertex's own set (North Shed's members), less those with the relation named
    # after the negation: no negated walk from the shed
    row(
        "members of North Shed who have never borrowed a tool",
        "negation",
        ("NOT (t)-[:borrowed]->",),
        ["Fay Holt"],
    ),
    row("North Shed的会员里谁从来没借过工具", "negation", ("NOT (t)-[:borrowed]->",), ["Fay Holt"]),
    # 排第二: the second place of the ranking of the amount named before it (no 最 written)
    row("出生年份排第二的会员", "top-k", ("born", "SKIP 1", "LIMIT 1"), ["Fay Holt"]),
    # a neighbourhood asked in plain words; the subgraph holds every relation a word names
    row("what's around Ada Marsh, one hop out", "subgraph", ("GET SUBGRAPH",), None),
    row("give me the lay of the land around Bram Ode", "subgraph", ("GET SUBGRAPH",), None),
    row("把Ladder周围跟会员有关的关系都列出来", "subgraph", ("GET SUBGRAPH",), None),
    # a path asked as "the shortest link", 怎么连
    row("shortest link from Ada Marsh to Dee Park", "path", ("FIND SHORTEST PATH",), None),
    row("Ada Marsh和Dee Park之间最短怎么连", "path", ("FIND SHORTEST PATH",), None),
    # "or lower" / "or higher" include the bound
    row("members born in 1980 or lower", "comparison", ("born <= 1980",), ["蔡青", "Ada Marsh", "Eli Voss"]),
    row("members born 1990 or over", "comparison", ("born >= 1990",), ["Bram Ode", "Fay Holt"]),
    # 一起 ("together"): what both named members borrowed, not each one's list
    row("Ada Marsh和Bram Ode一起借过哪件工具", "both", ("borrowed",), ["电钻"]),
    # a count per tool: the group's, never one list of members at insured loans
    row(
        "每件工具各被几位会员借过",
        "aggregate",
        ("count(",),
        [("电钻", 3), ("Ladder", 1), ("Saw", 1), ("砂光机", 1)],
    ),
]


@pytest.mark.parametrize(("question", "shape", "parts", "answer"), ROWS)
def test_round10_tools(tools: World, question: str, shape: str, parts: tuple[str, ...], answer: Any) -> None:
    needs_lexicon()
    check(tools, question, shape, parts, answer)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # both cuts have as many pieces and lone characters: the one leaving the particle 是
        # alone, not the content character 预 (平均|预|算是|多少)
        ("平均预算是多少", ["平均", "预算", "是", "多少"]),
        ("最短路径", ["最", "短", "路径"]),  # not the 短路 ("short circuit") across them
    ],
)
def test_a_cut_leaves_particles_alone_before_content_characters(
    user_model_cache: None, text: str, words: list[str]
) -> None:
    needs_lexicon()
    assert [w for w, _ in chinese_words(text)] == words


PLEDGES = """
CREATE SPACE pledges (vid_type = FIXED_STRING(8));
USE pledges;
CREATE TAG patron(name string, joined date) COMMENT = "赞助人";
CREATE TAG gala(name string) COMMENT = "晚会";
CREATE EDGE attended() COMMENT = "patron -> gala";
CREATE TAG painter(name string) COMMENT = "画家";
CREATE EDGE painted() COMMENT = "painter -> mural";

CREATE TAG mural(name string, budget int COMMENT "预算，元", litres int COMMENT "paint used") COMMENT = "壁画";
CREATE EDGE supplied(litres int) COMMENT = "patron -> mural (paint given)";
CREATE EDGE pledged(amount int COMMENT "捐款金额，元") COMMENT = "捐助：patron -> mural";
CREATE TAG INDEX patron_index ON patron();
CREATE TAG INDEX mural_index ON mural();
CREATE TAG INDEX gala_index ON gala();
INSERT VERTEX patron(name, joined) VALUES "p1":("Ines Karr", date("2019-04-01")), "p2":("Olu Bassey", date("2021-09-09"));
INSERT VERTEX gala(name) VALUES "g1":("Spring Gala");
INSERT VERTEX painter(name) VALUES "a1":("Rui Sato"), "a2":("Lena Fisk");
INSERT EDGE painted() VALUES "a1"->"w1":(), "a2"->"w1":(), "a2"->"w2":();

INSERT EDGE attended() VALUES "p1"->"g1":(), "p2"->"g1":();
INSERT VERTEX mural(name, budget, litres) VALUES "w1":("Harbour Wall", 9000, 40), "w2":("Mill Gable", 4000, 20);
INSERT EDGE supplied(litres) VALUES "p1"->"w1":(5), "p2"->"w2":(9);
INSERT EDGE pledged(amount) VALUES "p1"->"w1":(300), "p1"->"w2":(150), "p2"->"w1":(500);
"""


@pytest.fixture
def pledges(user_model_cache: None) -> World:
    return world(PLEDGES, "pledges")


@pytest.mark.parametrize(
    ("question", "shape", "parts", "answer"),
    [
        # a total a "how much" word asks: the relation's own money (the pledges), not the murals' budgets
        row("Ines Karr一共捐了多少钱", "aggregate", ("sum(e0.amount)",), [450]),
        # the named tag's number, not an edge's of the same name the tag's word also reaches
        row("the average litres of a mural", "aggregate", ("avg(t.mural.litres)",), [30.0]),
        # 参加 ("join") names the patrons' joined date loosely: no time is asked, the names are
        row("谁参加了Spring Gala", "reverse", ("patron.name",), ["Ines Karr", "Olu Bassey"]),
        row("Ines Karr是什么时候加入的", "property", ("joined",), None),
        # two tags of people: "who" asks for the one the named relation has at an end (patrons
        # pledge; painters do not)
        row("who pledged to the most murals", "aggregate", ("pledged",), ["Ines Karr"]),
    ],
)
def test_round10_pledges(
    pledges: World, question: str, shape: str, parts: tuple[str, ...], answer: Any
) -> None:
    needs_lexicon()
    check(pledges, question, shape, parts, answer)


def test_an_empty_stored_category_is_no_gloss(tools: World) -> None:
    """A noun for people is matched against the stored categories' glosses: an empty one (two
    tools of kind "") is none, and the question is read, not a TypeError."""
    needs_lexicon()
    assert tools.best("who are the relatives of Ada Marsh") is not None


BAND = """
CREATE SPACE band (vid_type = FIXED_STRING(8));
USE band;
CREATE TAG member(name string) COMMENT = "团员";
CREATE TAG piece(name string) COMMENT = "曲目";
CREATE EDGE performed(solo bool COMMENT "是否独奏") COMMENT = "演奏：member -> piece";
CREATE TAG INDEX member_index ON member();
CREATE TAG INDEX piece_index ON piece();
INSERT VERTEX member(name) VALUES "u1":("Iris Bell"), "u2":("Jon Reyes"), "u3":("Kai Moss");
INSERT VERTEX piece(name) VALUES "s1":("Nocturne"), "s2":("Reel");
INSERT EDGE performed(solo) VALUES "u1"->"s1":(true), "u2"->"s1":(false), "u2"->"s2":(false), "u3"->"s2":(true);
"""


@pytest.fixture
def band(user_model_cache: None) -> World:
    return world(BAND, "band")


def test_a_word_for_the_doers_keeps_a_negation(band: World) -> None:
    """演奏者 ("performer") names the relation by its doers: "从来没独奏过" negates their walk
    with the yes/no inside, it is no filter of the edges (as "bookings that havent been paid")."""
    needs_lexicon()
    check(band, "哪些演奏者从来没独奏过", "negation", ("solo: true",), ["Jon Reyes"])


SEEDS = """
CREATE SPACE seeds (vid_type = FIXED_STRING(8));
USE seeds;
CREATE TAG grower(name string) COMMENT = "种植户";
CREATE TAG variety(name string) COMMENT = "品种";
CREATE EDGE mentors() COMMENT = "师傅 -> 徒弟（grower -> grower）";
CREATE EDGE donated() COMMENT = "grower -> variety";
CREATE TAG INDEX grower_index ON grower();
CREATE TAG INDEX variety_index ON variety();
INSERT VERTEX grower(name) VALUES "g1":("Olu Bassey"), "g2":("Ines Karr"), "g3":("Tam Reyes");
INSERT VERTEX variety(name) VALUES "v1":("Purple Sprouting"), "v2":("Crimson Flower");
INSERT EDGE mentors() VALUES "g1"->"g2":();
INSERT EDGE donated() VALUES "g2"->"v2":(), "g1"->"v1":(), "g3"->"v1":();
"""


@pytest.fixture
def seeds(user_model_cache: None) -> World:
    return world(SEEDS, "seeds")


def test_a_loosely_named_relation_counts_on_the_way(seeds: World) -> None:
    """捐 ("donate", one character) names ``donated`` loosely (0.499): after the role's relation
    (徒弟: mentors) it still counts on the way of a two-hop walk."""
    needs_lexicon()
    check(seeds, "Olu Bassey的徒弟都捐过什么", "two-hop", ("mentors", "donated"), ["Crimson Flower"])
