"""NebulaGraph value text: parsing both styles, rendering both styles, errors."""

from __future__ import annotations

import math

import pytest

from r3.errors import UserInputError
from r3.values import (
    BAD_DATA,
    BAD_TYPE,
    DIV_BY_ZERO,
    EMPTY,
    ERR_OVERFLOW,
    NAN_NULL,
    NULL,
    OUT_OF_RANGE,
    UNKNOWN_PROP,
    Date,
    DateTime,
    Duration,
    Edge,
    List,
    Map,
    Path,
    Regex,
    Set,
    Step,
    Time,
    ValueParseError,
    Vertex,
    gold_result_rows,
    parse_cell,
    parse_gold_result,
    parse_row,
    parse_value,
    render,
    render_row,
)
from r3.values.value_text import MAX_DEPTH

pytestmark = pytest.mark.quick

PARSED = [
    ("NULL", NULL),
    ("__NULL__", NULL),
    ("BAD_TYPE", BAD_TYPE),
    ("BAD_DATA", BAD_DATA),
    ("ERR_OVERFLOW", ERR_OVERFLOW),
    ("UNKNOWN_PROP", UNKNOWN_PROP),
    ("DIV_BY_ZERO", DIV_BY_ZERO),
    ("OUT_OF_RANGE", OUT_OF_RANGE),
    ("NaN", NAN_NULL),
    ("EMPTY", EMPTY),
    ("__EMPTY__", EMPTY),
    ("true", True),
    ("False", False),
    ("42", 42),
    ("-7", -7),
    ("2004.0", 2004.0),
    ("1e3", 1000.0),
    ("-1.5e-3", -0.0015),
    ('"Tim Duncan"', "Tim Duncan"),
    ("'Tim Duncan'", "Tim Duncan"),
    ('"Amar\'e Stoudemire"', "Amar'e Stoudemire"),
    ('"say \\"hi\\"\\n"', 'say "hi"\n'),
    ('"\\u4e2d"', "中"),
    ('"格兰芬多学院"', "格兰芬多学院"),
    ('""', ""),
    ("[]", List()),
    ("[1, [2, 3]]", List([1, List([2, 3])])),
    ("{1, 2, 2}", Set([1, 2])),
    ('{"a", "b"}', Set(["a", "b"])),
    ("set()", Set()),
    ("{}", Map()),
    ('{a: 1, b: "x", c: {d: true}}', Map({"a": 1, "b": "x", "c": Map({"d": True})})),
    ("{'likeness': 95}", Map({"likeness": 95})),
    ("{`weird key`: 1}", Map({"weird key": 1})),
    ("1984-10-11", Date(1984, 10, 11)),
    ("12:31:14.000000", Time(12, 31, 14, 0)),
    ("1984-10-11T12:31:14.5", DateTime(1984, 10, 11, 12, 31, 14, 500000)),
    ("P17MT58390.000000000S", Duration(17, 58390, 0)),
    ("/[\\s\\w]+/", Regex("[\\s\\w]+")),
]


@pytest.mark.parametrize(("text", "value"), PARSED)
def test_parse_scalars_and_collections(text: str, value: object) -> None:
    parsed = parse_value(text)
    assert parsed == value
    assert type(parsed) is type(value)


def test_parse_special_floats() -> None:
    assert parse_value("inf") == math.inf
    assert parse_value("-inf") == -math.inf
    assert math.isnan(parse_value("nan"))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    ['("a")', '("a" )', "('a')", "(1)", "(-3)"],
)
def test_parse_vertex_without_tags(text: str) -> None:
    v = parse_value(text)
    assert isinstance(v, Vertex) and not v.tags


def test_parse_vertex_with_tags() -> None:
    v = parse_value('("a" :player{age: 42, name: "a"} :bachelor{} :t2)')
    assert v == Vertex("a", {"player": {"age": 42, "name": "a"}, "bachelor": {}, "t2": None})
    spaced = parse_value('("a" : team {name : "x"})')
    assert spaced == Vertex("a", {"team": {"name": "x"}})
    compact = parse_value('("a":player{age:1,name:"a"}:bachelor{name:"a"})')
    assert isinstance(compact, Vertex) and set(compact.tags) == {"player", "bachelor"}


def test_parse_edges_both_directions() -> None:
    e = parse_value('[:serve "a"->"b" @0 {start_year: 2001}]')
    assert e == Edge("a", "b", "serve", 0, {"start_year": 2001})
    r = parse_value('[:like "b"<-"a" @0 {}]')
    assert isinstance(r, Edge) and r.src == "a" and r.dst == "b" and r.reversed
    bare = parse_value('[:like "a"->"b"]')
    assert isinstance(bare, Edge) and bare.rank is None and bare.props is None
    tight = parse_value('[:serve "a"<-"b"@-1{x:1}]')
    assert isinstance(tight, Edge) and tight.rank == -1 and tight.src == "b"
    ints = parse_value("[:like 1->2 @3]")
    assert isinstance(ints, Edge) and (ints.src, ints.dst, ints.rank) == (1, 2, 3)


def test_parse_console_edge_and_paths() -> None:
    e = parse_value('("a")-[:like@0{likeness: 90}]->("b")')
    assert e == Edge("a", "b", "like", 0, {"likeness": 90})
    p = parse_value('("a" )-[:like@0{}]->("b" )')
    assert isinstance(p, Path) and len(p) == 1
    p2 = parse_value('("a" :t{})-[:like@0{}]->("b")<-[:serve@2{x: 1.5}]-("c" )')
    assert isinstance(p2, Path) and len(p2) == 2
    assert p2.steps[1].edge == Edge("c", "b", "serve", 2, {"x": 1.5})
    assert p2.steps[1].edge.reversed


def test_parse_bracketed_path_mixed_directions() -> None:
    p = parse_value('<("a")-[:like@0 {}]->("b")<-[:serve@0 {}]-("c")>')
    assert p == Path(
        Vertex("a"),
        (
            Step(Edge("a", "b", "like", 0, {}), Vertex("b")),
            Step(Edge("c", "b", "serve", 0, {}, reversed=True), Vertex("c")),
        ),
    )
    relaxed = parse_value('<("a")-[:like]->("b")>')
    assert isinstance(relaxed, Path) and relaxed.steps[0].edge.rank is None
    assert parse_value('<("a")>') == Path(Vertex("a"))


def test_parse_list_of_edges_is_not_an_edge() -> None:
    v = parse_value('[[:like "a"->"b"], [ :like "b"<-"c"]]')
    assert isinstance(v, List) and len(v) == 2 and all(isinstance(x, Edge) for x in v)


def test_console_string_with_unescaped_quote() -> None:
    assert parse_value('"he said "hi" loudly"') == 'he said "hi" loudly'


def test_parse_cell_blank_is_empty() -> None:
    assert parse_cell("") is EMPTY
    assert parse_cell("   ") is EMPTY
    assert parse_cell(" 1 ") == 1


def test_parse_row_and_gold_result_forms() -> None:
    assert parse_row('["Tim Duncan", 42, __NULL__]') == ("Tim Duncan", 42, NULL)
    assert parse_row("[]") == ()
    assert gold_result_rows(['["a"]']) == ['["a"]']
    assert gold_result_rows("['[\"a\"]', '[1]']") == ['["a"]', "[1]"]
    assert gold_result_rows("[]") == []
    assert parse_gold_result("['[1]']") == [(1,)]
    with pytest.raises(UserInputError):
        gold_result_rows([1, 2])
    with pytest.raises(ValueParseError):
        gold_result_rows("not a list [")
    with pytest.raises(ValueParseError, match="must be a list"):
        parse_row('"a"')


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("[1, 2", 5),
        ('"abc', 0),
        ("{a: 1,}", 6),
        ("hello", 0),
        ("1 2", 2),
        ('("a" :t{x: 1}', 13),
        ('[:like "a" "b"]', 11),
        ("9223372036854775808", 0),
        ("/[/", 0),
        ("", 0),
    ],
)
def test_bad_text_raises_with_position(text: str, where: int) -> None:
    with pytest.raises(ValueParseError) as info:
        parse_value(text)
    assert info.value.position == where
    assert isinstance(info.value, UserInputError)
    assert "position" in str(info.value)


def test_nesting_is_bounded() -> None:
    deep = "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5)
    with pytest.raises(ValueParseError, match="nested deeper"):
        parse_value(deep)
    ok = "[" * 10 + "]" * 10
    assert isinstance(parse_value(ok), List)


RENDERED = [
    (NULL, "NULL", "__NULL__"),
    (BAD_TYPE, "BAD_TYPE", "BAD_TYPE"),
    (EMPTY, "EMPTY", "__EMPTY__"),
    (True, "true", "True"),
    (7, "7", "7"),
    (2004.0, "2004.0", "2004.0"),
    (-math.inf, "-inf", "-inf"),
    ('a"b', '"a\\"b"', '"a"b"'),
    (List([1, "x"]), '[1, "x"]', '[1, "x"]'),
    (Set(), "{}", "set()"),
    (Map({"likeness": 95}), "{likeness: 95}", "{'likeness': 95}"),
    (Map({"a b": 1}), '{"a b": 1}', "{'a b': 1}"),
    (Vertex("a"), '("a")', '("a" )'),
    (
        Vertex("a", {"player": {"age": 42}, "bachelor": {}}),
        '("a" :player{age: 42} :bachelor{})',
        '("a" :player{age: 42} :bachelor{})',
    ),
    (
        Edge("a", "b", "like", 0, {"likeness": 90}),
        '[:like "a"->"b" @0 {likeness: 90}]',
        '("a")-[:like@0{likeness: 90}]->("b")',
    ),
    (Edge("a", "b", "like", 0, {}, reversed=True), '[:like "b"<-"a" @0 {}]', '("a")-[:like@0{}]->("b")'),
    (Edge("a", "b", "like", None, None), '[:like "a"->"b"]', '("a")-[:like@0{}]->("b")'),
    (
        Path(
            Vertex("a", {"t": {}}),
            (
                (Edge("a", "b", "e", 0, {}), Vertex("b")),
                (Edge("c", "b", "f", 1, {"x": 1}, reversed=True), Vertex("c")),
            ),
        ),
        '<("a" :t{})-[:e@0 {}]->("b")<-[:f@1 {x: 1}]-("c")>',
        '("a" :t{})-[:e@0{}]->("b" )<-[:f@1{x: 1}]-("c" )',
    ),
    (Date(1997, 3, 25), "1997-03-25", "1997-03-25"),
]


@pytest.mark.parametrize(("value", "ngql", "console"), RENDERED)
def test_render_both_styles(value: object, ngql: str, console: str) -> None:
    assert render(value, style="ngql") == ngql  # type: ignore[arg-type]
    assert render(value, style="console") == console  # type: ignore[arg-type]


@pytest.mark.parametrize(("value", "ngql", "console"), [r for r in RENDERED if r[0] != 'a"b'])
def test_render_parse_round_trip(value: object, ngql: str, console: str) -> None:
    assert parse_value(ngql) == value or isinstance(value, Set)  # '{}' reads back as a map
    back = parse_value(console)
    if isinstance(value, Edge):  # the console shows the stored direction, rank and props
        assert (back.src, back.dst, back.type) == (value.src, value.dst, value.type)  # type: ignore[union-attr]
    else:
        assert back == value


def test_render_row_and_unknown_style() -> None:
    assert render_row(("a", 1, NULL)) == '["a", 1, __NULL__]'
    assert render_row(("a", NULL), style="ngql") == '["a", NULL]'
    with pytest.raises(ValueError, match="style"):
        render(1, style="json")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        render(object())  # type: ignore[arg-type]
