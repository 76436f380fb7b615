"""Question facts for the offline stages: numbers, quotes, cues, number kinds."""

from __future__ import annotations

import pytest

from r3.pipeline.offline.adapt import number_kind
from r3.understand.cues import chinese_number, find_numbers, is_concept, question_facts, quoted_spans

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("text", "value"),
    [("两", 2), ("十", 10), ("十一", 11), ("二十", 20), ("二十五", 25), ("一百零五", 105), ("三", 3)],
)
def test_chinese_numerals(text: str, value: int) -> None:
    assert chinese_number(text) == value


def test_numbers_in_text_order_with_kinds_of_writing() -> None:
    q = "Find players aged 29.5 or older within two hops, 前10个"
    assert [n.value for n in find_numbers(q)] == [29.5, 2, 10]


def test_numbers_inside_names_are_skipped() -> None:
    q = "亨利七世的儿子有几个？"
    name = (0, 4)
    assert [n.value for n in find_numbers(q, skip=[name])] == []
    assert [n.value for n in find_numbers(q)] == [7]


def test_common_words_with_numerals_are_not_numbers() -> None:
    assert find_numbers("我们一起看一下") == []
    assert find_numbers("买过二手汉服的人") == []  # 二手: second-hand
    assert find_numbers("房价最贵的是哪一家") == []  # 哪一: which


@pytest.mark.parametrize("question", ["哪些港口一条船都没停", "一次都没去过的会员", "一本也不借的人"])
def test_not_even_one_is_no_number(question: str) -> None:
    """ "一X都没": a negation, no 1 to compare."""
    assert find_numbers(question) == []


def test_quotes_next_to_chinese_but_not_apostrophes() -> None:
    q = "从'Tim Duncan'到'Tony Parker'，Shaquille O'Neal's teams' names"
    assert [q[a:b] for a, b in quoted_spans(q)] == ["Tim Duncan", "Tony Parker"]


def test_cues_in_both_languages() -> None:
    assert {"count", "want-count"} <= question_facts("How many players does Ada Lind like?").cues
    assert {"shortest", "path", "want-path"} <= question_facts("返回A到B的最短路径").cues
    assert "desc" in question_facts("按年龄降序排列").cues
    assert "desc" not in question_facts("Who does Ada like?").cues


@pytest.mark.parametrize(
    ("question", "number", "kind"),
    [
        ("与X具有两跳亲属关系的人", "两", "step"),
        ("players aged 40", "40", "age"),
        ("joined the team in 2001", "2001", "year"),
        ("找出相关的五个人", "五", "count"),
        ("likeness above 90", "90", "any"),
    ],
)
def test_number_kind_reads_the_words_around(question: str, number: str, kind: str) -> None:
    start = question.index(number)
    n = next(x for x in find_numbers(question) if x.start == start)
    assert number_kind(question, n.start, n.end, n.value) == kind


def test_concepts_are_not_names() -> None:
    from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema

    schema = SpaceSchema("s")
    schema.add(SchemaItem("like", "edge", [PropertyDef("likeness", "int")]))
    assert is_concept("喜欢", schema)
    assert is_concept("liking", schema)
    assert not is_concept("Tim Parker", schema)
    assert not is_concept("abc", schema)
