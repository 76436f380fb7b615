"""Partial schemas: the reranker's chosen classes in the paper's assembly format, closed under
what a query needs within a token budget."""

from __future__ import annotations

import ast

import pytest

from r3.contracts.schema import SpaceSchema
from r3.errors import UserInputError
from r3.lang.ddl import schema_from_ddl
from r3.models.fake import count_tokens
from r3.represent.schema_closure import close_classes, named_classes, rank_classes
from r3.represent.schema_code import SchemaCodeRenderer, render_schema_code
from r3.represent.schema_subset import (
    PARTIAL_HEADER,
    closed_schema,
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


# --------------------------------------------------------------------------- closure (issue 24)

GRAPH_DDL = """
CREATE SPACE world (vid_type = FIXED_STRING(16));
USE world;
CREATE TAG person(name string, age int);
CREATE TAG city(name string, population int);
CREATE TAG country(name string);
CREATE TAG company(name string, founded int);
CREATE TAG product(name string, price double);
CREATE TAG planet(name string);
CREATE EDGE lives_in(since int);
CREATE EDGE located_in();
CREATE EDGE works_for(since int);
CREATE EDGE makes();
CREATE EDGE knows();
CREATE EDGE orbits();
CREATE EDGE mentions();
"""
#: person -lives_in-> city -located_in-> country; person -works_for-> company -makes-> product;
#: person -knows-> person; planet -orbits-> planet (unreachable from the rest); mentions: unknown.
ENDPOINTS = {
    "lives_in": [("person", "city")],
    "located_in": [("city", "country")],
    "works_for": [("person", "company")],
    "makes": [("company", "product")],
    "knows": [("person", "person")],
    "orbits": [("planet", "planet")],
}


@pytest.fixture
def world() -> SpaceSchema:
    space = schema_from_ddl(GRAPH_DDL).space("world")
    for name, pairs in ENDPOINTS.items():
        space.edges[name].endpoints = list(pairs)
    return space


@pytest.mark.parametrize(
    ("seeds", "core", "one_hop"),
    [
        # a tag-only choice gets the edge types between its tags
        (
            ["person", "company"],
            {"person", "company", "works_for", "knows"},
            {"lives_in", "city", "makes", "product"},
        ),
        # an edge type brings its endpoint tags
        (["makes"], {"makes", "company", "product"}, {"works_for", "person"}),
        # a linked vertex's tag: its incident edge types and their ends one hop out
        (["city"], {"city"}, {"lives_in", "person", "located_in", "country"}),
        (["planet"], {"planet", "orbits"}, set()),
    ],
)
def test_closure_ranks_the_core_and_its_neighbours(
    world: SpaceSchema, seeds: list[str], core: set[str], one_hop: set[str]
) -> None:
    rank = rank_classes(world, seeds)
    assert {n for n, r in rank.items() if r == 0} == core
    known_ends = {n for n, r in rank.items() if r == 1} - {"mentions"}  # unknown endpoints: rank 1
    assert known_ends == one_hop
    assert rank["mentions"] == 1


def _cost(world: SpaceSchema) -> tuple[SchemaCodeRenderer, dict[str, int]]:
    renderer = SchemaCodeRenderer(world, paper=True)
    return renderer, {n: count_tokens(renderer.item(i)) for n, i in {**world.tags, **world.edges}.items()}


@pytest.mark.parametrize(
    ("seeds", "affordable", "needed", "pruned"),
    [
        # room for the core and one hop: two hops out (lives_in, person) is what goes
        (["country"], ["country", "located_in", "city"], ["located_in", "city"], ["lives_in", "person"]),
        # room for the core only: every neighbour goes, the needed edge (core) stays
        (
            ["person", "city"],
            ["person", "city", "lives_in", "knows"],
            ["lives_in"],
            ["located_in", "country"],
        ),
    ],
)
def test_budget_drops_far_items_first_and_never_a_needed_one(
    world: SpaceSchema, seeds: list[str], affordable: list[str], needed: list[str], pruned: list[str]
) -> None:
    _renderer, cost = _cost(world)
    budget = sum(cost[n] for n in affordable) + 1
    closure = close_classes(world, seeds, cost=cost.__getitem__, budget=budget)
    assert set(closure.kept) == set(affordable) and set(needed) <= set(closure.kept)
    assert set(pruned) <= set(closure.pruned)
    ranks = [closure.rank[name] for name in closure.pruned]
    assert ranks == sorted(ranks), "the pruned list is nearest first"
    assert not closure.over_budget
    everything = close_classes(world, seeds, cost=cost.__getitem__, budget=None)
    assert {"planet", "orbits"}.isdisjoint(everything.kept), "nothing reaches them"


def test_the_core_is_kept_even_over_the_budget(world: SpaceSchema) -> None:
    _renderer, cost = _cost(world)
    closure = close_classes(world, ["person", "product"], cost=cost.__getitem__, budget=5)
    assert closure.over_budget and set(closure.kept) == {"person", "product", "knows"}


@pytest.mark.parametrize(
    ("chosen", "linked", "shown"),
    [
        (["person", "company"], [], {"person", "company", "works_for", "knows"}),  # tags only
        ([], ["company"], {"company", "works_for", "person", "makes", "product"}),  # a linked vertex's tag
        (["country", "zzz"], ["city"], {"country", "city", "located_in"}),  # unknown names are ignored
    ],
)
@pytest.mark.parametrize(("paper", "dialect"), [(True, "ngql"), (False, "ngql"), (False, "cypher")])
def test_closed_schema_text_holds_the_closure(
    world: SpaceSchema, chosen: list[str], linked: list[str], shown: set[str], paper: bool, dialect: str
) -> None:
    full = render_schema_code(world, paper=paper, dialect=dialect)
    budget = count_tokens(full) - 1  # one token short of the whole schema: the closure decides
    selection = closed_schema(
        world, chosen, linked=linked, count=count_tokens, budget=budget, paper=paper, dialect=dialect
    )
    assert selection.partial and selection.text.startswith(PARTIAL_HEADER)
    assert shown <= set(selection.classes) and {"planet", "orbits"}.isdisjoint(selection.classes)
    renderer = SchemaCodeRenderer(world, paper=paper, dialect=dialect)
    for name in shown:  # each class exactly as in the full schema
        block = renderer.item(world.item(name))  # type: ignore[arg-type]
        assert block in selection.text and block in full
    assert selection.tokens == count_tokens(selection.text) <= budget


@pytest.mark.parametrize(
    ("chosen", "budget"),
    [(["person"], 10_000), (["person"], None), ([], 10)],  # fits; no budget; nothing chosen (paper fallback)
)
def test_a_small_schema_is_never_pruned(world: SpaceSchema, chosen: list[str], budget: int | None) -> None:
    selection = closed_schema(world, chosen, count=count_tokens, budget=budget, paper=True)
    assert not selection.partial and selection.text == render_schema_code(world, paper=True)
    assert not selection.pruned


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("Which companies make products?", ["company", "product"]),
        ("Who lives in Paris?", ["lives_in"]),
        ("Which persons know each other?", ["person"]),
        ("List the planets", ["planet"]),
        ("Tell me about the personnel", []),  # a longer word is not the name
    ],
)
def test_names_written_as_words(world: SpaceSchema, question: str, named: list[str]) -> None:
    assert named_classes(world, question) == named
