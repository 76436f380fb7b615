"""Stage prompts in the paper's formats, the repair turn, and reading queries out of model text."""

from __future__ import annotations

import pytest

from r3.demo import demo_schema
from r3.pipeline.config import RefinerConfig
from r3.pipeline.refiner import extract_query, refiner_messages, refiner_prompt, repair_message
from r3.pipeline.reranker import reranker_context, reranker_prompt
from r3.pipeline.rewriter import parse_rewriter_output, rewriter_prompt
from r3.pipeline.types import Feedback, RefineRequest, RerankOutput, RewriteOutput, StageInput

pytestmark = pytest.mark.quick

PAPER_TASK = (
    "[task]:Please generate the corresponding three-step inference based on the following query, "
    "schema and skeleton."
)


def _tags(prompt: str) -> list[str]:
    """The section tags of a prompt, in order."""
    return [
        line.split("]:", 1)[0] + "]:" for line in prompt.splitlines() if line.startswith("[") and "]:" in line
    ]


def test_reranker_prompt_is_the_papers_format() -> None:
    schema, skeleton = reranker_context(demo_schema(), "ngql", paper=True)
    prompt = reranker_prompt("Who likes  Ada Lind?", schema, skeleton)
    assert prompt.startswith(
        PAPER_TASK + "\n[query]:Who likes Ada Lind?\n[schema]:\n# this is the schema of this graph"
    )
    assert _tags(prompt) == ["[task]:", "[query]:", "[schema]:", "[skeleton]:", "[output]:"]
    assert "class CRUD():" in prompt and "def QUERY(self):" in prompt and "class SUBFUNCTION():" in prompt
    assert "def GO(self)" not in prompt, "paper mode shows the paper's function names"
    assert prompt.endswith("\n[output]:")


def test_reranker_prompt_r3_mode_uses_rich_schema_and_r3_names() -> None:
    schema, skeleton = reranker_context(demo_schema(), "ngql", paper=False)
    assert "def GO(self)" in skeleton and "def QUERY(self)" not in skeleton
    assert schema != reranker_context(demo_schema(), "ngql", paper=True)[0]


def _request(**rerank: object) -> RefineRequest:
    space = demo_schema()
    return RefineRequest(
        StageInput("谁喜欢 Ada Lind?", space),
        RerankOutput(**rerank),  # type: ignore[arg-type]
        RewriteOutput("Who likes Ada Lind?", ['"Ada Lind" [vid:player]: ("Ada Lind" :player{age: 31})']),
    )


def test_refiner_prompt_has_the_papers_sections_in_order() -> None:
    request = _request(schema_classes=["player", "like"], skeleton_functions=["GO", "YIELD"])
    prompt = refiner_prompt(request, RefinerConfig(schema_closure=False))  # exactly the reranker's classes
    assert prompt.splitlines()[0].startswith("Please generate exactly one nGQL statement for NebulaGraph")
    assert _tags(prompt) == [
        "[schema]:",
        "[skeleton]:",
        "[related_item]:",
        "[note]:",
        "[note]:",
        "[output_format]:",
        "[input]:",
        "[output]:",
    ]
    assert "[output_format]:ngql:\n[input]:Who likes Ada Lind?\n[output]:" in prompt
    assert "# This is the partial schema of the graph" in prompt
    assert "class player(Tag)" in prompt and "class like(Edge)" in prompt and "class team(Tag)" not in prompt
    assert "def QUERY(self):" in prompt and "def ORDER_BY" not in prompt
    assert "v.player.name, not v.name" in prompt and "Chinese" in prompt, (
        "the note names a property of this graph"
    )
    assert '"Ada Lind" [vid:player]' in prompt


@pytest.mark.parametrize(
    ("schema_tokens", "shown", "hidden"),
    [
        (2000, ["player", "team", "coach", "like", "serve", "coach_of"], []),  # small: whole
        (None, ["player", "team", "coach", "like", "serve", "coach_of"], []),  # no budget: whole
        # over budget: the reranker's classes at least; tags no known edge reaches stay out
        (60, ["player", "like"], ["team", "coach"]),
    ],
)
def test_refiner_prompt_schema_is_closed_and_whole_when_small(
    schema_tokens: int | None, shown: list[str], hidden: list[str]
) -> None:
    request = _request(classes=["player", "like"], schema_classes=["player", "like"])
    section = refiner_prompt(request, RefinerConfig(schema_tokens=schema_tokens)).split("[skeleton]:")[0]
    assert all(f"class {name}(" in section for name in shown)
    assert not any(f"class {name}(" in section for name in hidden)
    whole = schema_tokens != 60
    assert ("# this is the schema of this graph" in section) is whole
    assert ("# This is the partial schema of the graph" in section) is not whole


def test_refiner_prompt_falls_back_to_the_full_schema_and_skeleton() -> None:
    prompt = refiner_prompt(_request(), RefinerConfig())
    assert "# this is the schema of this graph" in prompt and "class team(Tag)" in prompt
    assert "def FIND_PATH(self):" in prompt


def test_refiner_ablations_switch_sections() -> None:
    config = RefinerConfig(schema="text", skeleton=False, related_items=False, notes=False)
    prompt = refiner_prompt(
        _request(), config, demos=[("Who likes Kit Vance?", 'GO FROM "Kit Vance" OVER like')]
    )
    assert _tags(prompt) == [
        "[schema]:",
        "[example_input]:",
        "[example_output]:",
        "[output_format]:",
        "[input]:",
        "[output]:",
    ]
    assert "class " not in prompt and "the node type:" in prompt
    assert '[example_output]:GO FROM "Kit Vance" OVER like' in prompt


def test_rich_refiner_prompt_uses_r3_skeleton_names() -> None:
    request = _request(schema_classes=["player", "like"], skeleton_functions=["GO", "YIELD"])
    prompt = refiner_prompt(request, RefinerConfig(paper=False))
    assert "def GO(self):" in prompt and "def YIELD(self):" in prompt and "def QUERY" not in prompt


def test_repair_turn_continues_the_conversation() -> None:
    feedback = Feedback(
        "schema",
        "1 problem with the schema",
        line=1,
        column=20,
        issues=[{"code": "unknown-edge", "message": "unknown edge type `likes`", "suggestion": "like"}],
    )
    request = _request()
    request.history = [('GO FROM "Ada Lind" OVER likes', feedback)]
    messages = refiner_messages(request, RefinerConfig())
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[1]["content"] == 'GO FROM "Ada Lind" OVER likes'
    repair = messages[2]["content"]
    assert repair == repair_message(feedback, "ngql")
    assert "unknown-edge: unknown edge type `likes` (fix: like)" in repair
    assert "line 1, column 20" in repair and repair.endswith("[output]:")


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ('GO FROM "a" OVER like YIELD dst(edge)', 'GO FROM "a" OVER like YIELD dst(edge)'),
        (
            '```ngql\nGO FROM "a" OVER like\nYIELD dst(edge);\n```\nThis finds friends.',
            'GO FROM "a" OVER like\nYIELD dst(edge)',
        ),
        (
            "Here is the query:\n\nMATCH (v:player) RETURN v;\n\nIt returns players.",
            "MATCH (v:player) RETURN v",
        ),
        ("[output]:LOOKUP ON player YIELD id(vertex)", "LOOKUP ON player YIELD id(vertex)"),
        (
            'nGQL: FETCH PROP ON player "a" YIELD properties(vertex)',
            'FETCH PROP ON player "a" YIELD properties(vertex)',
        ),
        (
            '$a = GO FROM "x" OVER like YIELD dst(edge) AS id; GO FROM $a.id OVER like',
            '$a = GO FROM "x" OVER like YIELD dst(edge) AS id; GO FROM $a.id OVER like',
        ),
        (
            "MATCH (p:player)\nRETURN p.player.name\nThis query lists names.",
            "MATCH (p:player)\nRETURN p.player.name",
        ),
        ("SELECT * FROM player", "SELECT * FROM player"),
        ("", ""),
    ],
)
def test_extract_query_keeps_exactly_one_query(text: str, query: str) -> None:
    assert extract_query(text) == query


def test_rewriter_prompt_and_tolerant_output() -> None:
    items = ['"Ada Lind" [vid:player]: (…)', '"Eli Lind" [vid:player]: (…)']
    prompt = rewriter_prompt("who likes ada?", items)
    assert _tags(prompt) == ["[task]:", "[query]:", "[related_item]:", "[output]:"]
    assert prompt.count('"Ada Lind"') == 1
    text = 'Rewritten query: Who likes Ada Lind?\n[related_item]:\n- "Ada Lind" [vid:player]: (…)\n"Zed" [vid:player]: (…)'
    question, chosen, problems = parse_rewriter_output(text, "who likes ada?", items)
    assert question == "Who likes Ada Lind?"
    assert chosen == [items[0]]
    assert any("not among the retrieved" in p for p in problems)
    # nothing readable: the question stays, every item is kept
    question, chosen, problems = parse_rewriter_output("", "who likes ada?", items)
    assert question == "who likes ada?" and chosen == items and problems


def _other_graph() -> object:
    """A user's graph that shares nothing with the demo space."""
    from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema

    space = SpaceSchema("library")
    space.add(SchemaItem("book", "tag", [PropertyDef("title", "string")]))
    space.add(SchemaItem("wrote", "edge", [PropertyDef("year", "int64")]))
    return space


@pytest.mark.parametrize(
    ("question", "paper", "writes"),
    [
        ("Which books did Mo write?", True, False),
        ("Which books did Mo write?", False, False),
        ("Add a book titled Dusk", True, True),
        ("删除书 Dusk", False, True),
    ],
)
def test_prompts_for_another_graph_carry_nothing_of_the_demo(
    question: str, paper: bool, writes: bool
) -> None:
    space = _other_graph()
    schema, skeleton = reranker_context(space, "ngql", paper=paper, question=question)  # type: ignore[arg-type]
    request = RefineRequest(StageInput(question, space), RerankOutput(), RewriteOutput(question))  # type: ignore[arg-type]
    prompt = refiner_prompt(request, RefinerConfig(paper=paper))
    for text in (skeleton, prompt):
        assert "Ada Lind" not in text and "player" not in text, "no demo names on another graph"
        assert ("INSERT" in text) is writes, "write skeletons only for questions that write"
    assert "v.book.title, not v.title" in prompt, "the note names this graph's own tag and property"
    assert '# Example: GO FROM "value1" OVER wrote' in prompt, "examples re-spoken in this schema"


def test_demo_space_keeps_its_examples_and_training_prompts_keep_writes() -> None:
    _, skeleton = reranker_context(demo_schema(), "ngql", paper=False)
    assert "# Example:" in skeleton and "def INSERT_VERTEX(self)" in skeleton
    _, read_only = reranker_context(demo_schema(), "ngql", paper=False, question="Who likes Ada Lind?")
    assert "# Example:" in read_only and "INSERT" not in read_only


@pytest.mark.parametrize(
    ("example", "adapted"),
    [
        (
            'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend',
            'GO FROM "value1" OVER wrote YIELD dst(edge) AS friend',
        ),
        (
            'FETCH PROP ON player "Ada Lind" YIELD player.name AS n',
            'FETCH PROP ON book "value1" YIELD book.title AS n',
        ),
        ("LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id", None),  # book has no number
        ("USE demo", None),  # the demo space's name
        ("DROP TAG INDEX IF EXISTS player_by_age", None),  # a demo name inside an identifier
    ],
)
def test_skeleton_examples_speak_the_users_schema(example: str, adapted: str | None) -> None:
    from r3.pipeline.skeleton_examples import adapt_example, schema_mapping

    space = _other_graph()
    names = schema_mapping(demo_schema(), space)  # type: ignore[arg-type]
    foreign = frozenset({"demo", "player", "team", "coach", "like", "serve", "age", "likeness"})
    assert adapt_example(example, names, space, "ngql", foreign=foreign) == adapted  # type: ignore[arg-type]
