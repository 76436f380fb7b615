"""Partial schemas: the reranker's chosen classes in the paper's assembly format."""

from __future__ import annotations

import ast

import pytest

from r3.contracts.schema import SpaceSchema
from r3.errors import UserInputError
from r3.lang.ddl import schema_from_ddl
from r3.represent.schema_code import SchemaCodeRenderer, render_schema_code
from r3.represent.schema_subset import (
    PARTIAL_HEADER,
    normalize_class_name,
    partial_schema,
    resolve_class_names,
    select_schema,
)

pytestmark = pytest.mark.quick

DDL = """
CREATE SPACE club (vid_type = FIXED_STRING(16));
USE club;
CREATE TAG player(name string, age int);
CREATE TAG team(name string);
CREATE TAG Coach(name string);
CREATE TAG coach(name string);
CREATE EDGE like(likeness int);
CREATE EDGE serve(start_year int, end_year int);
"""


@pytest.fixture
def space() -> SpaceSchema:
    return schema_from_ddl(DDL).space("club")


@pytest.mark.parametrize(
    "text",
    [
        "player",
        "player()",
        " 'player()' ",
        '"player()"',
        "`player`",
        "class player(Tag):",
        "player(Tag)",
        "player(),",
    ],
)
def test_names_as_models_write_them(text: str) -> None:
    assert normalize_class_name(text) == "player"


def test_paper_partial_keeps_schema_order_and_leaves_out_base_classes(space: SpaceSchema) -> None:
    text = partial_schema(space, ["serve()", "player()", "serve"], paper=True)
    full = render_schema_code(space, paper=True)
    lines = text.splitlines()
    assert lines[:3] == [PARTIAL_HEADER, "# Nodes", "class player(Tag):"]
    assert "class Tag()" not in text and "class Edge()" not in text
    assert text.count("class serve(Edge):") == 1
    assert (
        text.index("# Nodes") < text.index("class player") < text.index("# Edges") < text.index("class serve")
    )
    renderer = SchemaCodeRenderer(space, paper=True)
    for name in ("player", "serve"):  # each class exactly as in the full schema
        block = renderer.item(space.item(name))  # type: ignore[arg-type]
        assert block in text and block in full


def test_sections_stay_when_empty(space: SpaceSchema) -> None:
    only_edges = partial_schema(space, ["like", "serve"], paper=True)
    assert only_edges.startswith(f"{PARTIAL_HEADER}\n# Nodes\n\n# Edges\nclass like(Edge):")
    only_tags = partial_schema(space, ["team"], paper=True)
    assert only_tags.rstrip().endswith("# Edges")


def test_rich_partial_opens_with_the_same_words_and_parses(space: SpaceSchema) -> None:
    text = partial_schema(space, ["player", "like"])
    assert text.startswith(f"{PARTIAL_HEADER} space `club` (nGQL for NebulaGraph).")
    ast.parse(text)
    assert "self.age = age  # int64" in text and "class team" not in text
    cypher = partial_schema(space, ["player", "like"], dialect="cypher")
    assert "# Relationships\nclass like(Relationship):" in cypher


def test_letter_case_is_forgiven_unless_ambiguous(space: SpaceSchema) -> None:
    items, unknown = resolve_class_names(space, ["PLAYER()", "Coach", "COACH", "Serve"])
    assert [i.name for i in items] == ["player", "Coach", "serve"]
    assert unknown == ["COACH"]  # Coach and coach both exist: no guess


def test_unknown_names_are_one_clear_error(space: SpaceSchema) -> None:
    with pytest.raises(UserInputError) as info:
        partial_schema(space, ["plyer()", "serve()", "sevre", "zzz"])
    message = str(info.value)
    assert message.startswith("unknown schema classes in space `club`: `plyer` (did you mean `player`?)")
    assert "`sevre` (did you mean `serve`?)" in message and "`zzz`;" in message
    assert "known: player, team, Coach, coach, like, serve" in message
    with pytest.raises(UserInputError, match="unknown schema class in"):
        partial_schema(space, ["nope"])


def test_select_schema_follows_the_papers_fallback(space: SpaceSchema) -> None:
    full = render_schema_code(space, paper=True)
    chosen = select_schema(space, ["like()", "player()"], paper=True)
    assert chosen.partial and chosen.classes == ["player", "like"]
    assert chosen.text == partial_schema(space, ["player", "like"], paper=True)
    unknown = select_schema(space, ["like()", "plyer()"], paper=True)
    assert not unknown.partial and unknown.unknown == ["plyer"] and unknown.text == full
    too_few = select_schema(space, ["like()"], paper=True)
    assert not too_few.partial and too_few.text == full
    assert select_schema(space, None).text == render_schema_code(space)
    assert select_schema(space, ["like()"], min_classes=1).partial
