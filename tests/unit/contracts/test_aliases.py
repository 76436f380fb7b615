"""User aliases: loading and checking, lookups, the display property, and where aliases show."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from r3.contracts.aliases import (
    Aliases,
    AliasItem,
    find_aliases_file,
    load_aliases,
    schema_words,
    undocumented,
)
from r3.contracts.schema import SpaceSchema
from r3.errors import UserInputError
from r3.graph.display import display_property
from r3.lang.ddl import schema_from_ddl
from r3.represent.schema_code import render_schema_code

pytestmark = pytest.mark.quick

DDL = """\
CREATE SPACE IF NOT EXISTS med(vid_type = FIXED_STRING(16));
USE med;
CREATE TAG IF NOT EXISTS drug(name string, price double);
CREATE TAG IF NOT EXISTS disease(name string COMMENT "病名", type string, chronic bool);
CREATE EDGE IF NOT EXISTS treats(since int) COMMENT = "治疗关系";
INSERT VERTEX drug(name, price) VALUES "d017":("阿司匹林", 9.5), "d018":("Metformin", 3.0);
INSERT VERTEX disease(name, type, chronic) VALUES "s01":("糖尿病", "chronic", true), "s02":("流感", "acute", false);
INSERT EDGE treats(since) VALUES "d018"->"s01":(1990);
"""

ALIASES = """\
drug: [药, 药物, medicine]
treats: [治疗, cures, 治]
drug.price: [价格, cost]
disease.type=chronic: [慢性病]     # a stored value
disease.chronic=true: 长期
"""


@pytest.fixture(scope="module")
def schema() -> SpaceSchema:
    return schema_from_ddl(DDL).space("med")


@pytest.fixture()
def aliases(schema: SpaceSchema, tmp_path: Path) -> Aliases:
    path = tmp_path / "aliases.yaml"
    path.write_text(ALIASES, encoding="utf-8")
    return Aliases.load(path, schema)


def test_items_and_words(aliases: Aliases) -> None:
    assert aliases.words_for("tag", "drug") == ("药", "药物", "medicine")
    assert aliases.words_for("edge", "treats") == ("治疗", "cures", "治")
    assert aliases.words_for("prop", "drug", "price") == ("价格", "cost")
    assert aliases.words_for("value", "disease", "type", "chronic") == ("慢性病",)
    assert aliases.words_for("value", "disease", "chronic", True) == ("长期",)
    assert aliases.words_for("tag", "disease") == ()
    assert {i.key for i in aliases.items("value")} == {"disease.type=chronic", "disease.chronic=True"}


@pytest.mark.parametrize(
    ("word", "items"),
    [
        ("药物", [AliasItem("tag", "drug")]),
        ("Medicine", [AliasItem("tag", "drug")]),  # case does not matter
        ("COST", [AliasItem("prop", "drug", "price")]),
        ("慢性病", [AliasItem("value", "disease", "type", "chronic")]),
        ("nothing", []),
    ],
)
def test_lookup(aliases: Aliases, word: str, items: list[AliasItem]) -> None:
    assert aliases.lookup(word) == items


def test_find_in_a_question(aliases: Aliases) -> None:
    found = aliases.find("哪些药物能治疗慢性病? And what does the medicine cost?")
    assert [(m.word, m.item.key) for m in found] == [
        ("药物", "drug"),  # the longer word wins over 药
        ("治疗", "treats"),
        ("慢性病", "disease.type=chronic"),
        ("medicine", "drug"),
        ("cost", "drug.price"),
    ]
    assert aliases.find("a costume") == []  # Latin words on word boundaries


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"drugs": ["x"]}, "unknown tag or edge type 'drugs' (known: drug, disease, treats)"),
        ({"drug.cost": ["x"]}, "tag drug has no property 'cost' (known: name, price)"),
        ({"disease.chronic=maybe": ["x"]}, "'maybe' is not a value of disease.chronic"),
        ({"drug.": ["x"]}, "is not an item"),
        ({"drug": {"a": 1}}, "drug: the words must be a text or a list of texts"),
        (["drug"], "expected a mapping"),
    ],
)
def test_bad_aliases_are_one_line_errors(schema: SpaceSchema, data: object, message: str) -> None:
    with pytest.raises(UserInputError, match=r"^aliases: .*" + __import__("re").escape(message)) as e:
        Aliases.from_mapping(data, schema)
    assert "\n" not in str(e.value)


def test_bad_yaml_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "aliases.yaml"
    path.write_text("drug: [药\n", encoding="utf-8")
    with pytest.raises(UserInputError, match="not valid YAML"):
        Aliases.load(path)


def test_found_beside_the_graph(tmp_path: Path, schema: SpaceSchema) -> None:
    folder = tmp_path / "med"
    folder.mkdir()
    (folder / "config.yaml").write_text("", encoding="utf-8")
    assert find_aliases_file(folder) is None
    assert not load_aliases(graph=folder)
    (folder / "aliases.yaml").write_text(ALIASES, encoding="utf-8")
    for where in (folder, folder / "config.yaml", f"embedded://{folder}?space=med"):
        assert find_aliases_file(where) == folder / "aliases.yaml"
    assert find_aliases_file("nebula://host:9669") is None
    assert load_aliases(graph=folder, schema=schema).words_for("tag", "drug")


def test_schema_words_and_undocumented(schema: SpaceSchema, aliases: Aliases) -> None:
    words = schema_words(schema, aliases)
    assert {"drug", "treats", "price", "病名", "药物", "慢性病"} <= words
    assert set(undocumented(schema, aliases)) == {
        "tag disease",
        "property drug.name",
        "property disease.type",
        "property disease.chronic",
        "property treats.since",
    }


def test_aliases_are_comments_of_the_code_schema(schema: SpaceSchema, aliases: Aliases) -> None:
    text = render_schema_code(schema, aliases=aliases)
    assert "# users say: 药, 药物, medicine" in text
    assert "# users say: 治疗, cures, 治" in text
    assert "users say: 价格, cost" in text
    assert '慢性病 = "chronic"' in text
    assert "users say" not in render_schema_code(schema, paper=True, aliases=aliases)  # the paper's text


def test_r3_schema_shows_aliases_and_lists_what_has_none(tmp_path: Path) -> None:
    from r3.cli import cli

    folder = tmp_path / "graphs" / "med"
    folder.mkdir(parents=True)
    (folder / "med.ngql").write_text(DDL, encoding="utf-8")
    (folder / "aliases.yaml").write_text(ALIASES, encoding="utf-8")
    result = CliRunner().invoke(cli, ["schema", "--graphs", str(tmp_path / "graphs"), "--space", "med"])
    assert result.exit_code == 0, result.output
    assert "# users say: 药, 药物, medicine" in result.output
    assert "without an alias or a COMMENT" in result.output and "tag disease" in result.output
    bad = tmp_path / "bad.yaml"
    bad.write_text("drugz: [x]\n", encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["schema", "--graphs", str(tmp_path / "graphs"), "--space", "med", "--aliases", str(bad)]
    )
    assert result.exit_code == 2 and "unknown tag or edge type 'drugz'" in result.output


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ([{"name": f"n{i}", "kind": "a"} for i in range(5)], "name"),
        ([{"title": f"Movie {i}", "genre": "drama"} for i in range(5)], "title"),
        ([{"名称": f"药{i}", "类别": "x"} for i in range(5)], "名称"),
        ([{"code": f"X{i}", "kind": "a"} for i in range(5)], "code"),  # unique and short, no name-like one
        ([{"kind": "a"}, {"kind": "b"}, {"kind": "a"}, {"kind": "a"}], None),  # a category, no name
        ([{"bio": "x" * 200 + str(i)} for i in range(3)], None),  # prose
        ([{"movie_title": f"T{i}", "tagline": f"L{i}"} for i in range(3)], "movie_title"),
    ],
)
def test_display_property(rows: list[dict[str, str]], expected: str | None) -> None:
    assert display_property(rows) == expected
