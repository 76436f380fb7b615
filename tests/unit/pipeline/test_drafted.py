"""The drafted refiner on the demo graph: the model repeats, edits or breaks r3's checked
draft, and r3's safety net decides what is answered; the model re-ranks the drafts by likelihood."""

from __future__ import annotations

import re
from typing import Any

import pytest

from r3.contracts.schema import SpaceSchema
from r3.demo import demo_dir
from r3.models.fake import FakeModel
from r3.models.language_model import Generation, Usage
from r3.pipeline.drafted import dropped_names, invented_values
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.result import Result
from r3.pipeline.types import RefineRequest, RewriteOutput, StageInput

QUESTION = "Who likes Hana Upshaw?"


def ask(model: Any, **overrides: Any) -> Result:
    settings = {
        "demos": str(demo_dir() / "demos.jsonl"),
        "refiner.kind": "drafted",
        "refiner.model": "fake",
        "refiner.grammar": False,
        **overrides,
    }
    pipeline = Pipeline.from_config(
        "offline", graph=f"embedded://{demo_dir()}?space=demo", overrides=settings, models={"refiner": model}
    )
    with pipeline:
        return pipeline.ask(QUESTION)


@pytest.fixture(scope="module")
def offline() -> Result:
    with Pipeline.from_config(
        "offline",
        graph=f"embedded://{demo_dir()}?space=demo",
        overrides={"demos": str(demo_dir() / "demos.jsonl")},
    ) as pipeline:
        result = pipeline.ask(QUESTION)
    assert result.ok and result.rows
    return result


def repeat_draft(messages: Any, _match: Any) -> str:
    return re.search(r"^\[draft\]:(.*)$", messages[-1].content, re.M).group(1)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("reply", "used", "why"),
    [
        # the model repeats the draft: the draft (with the offline refiner's origin)
        (repeat_draft, "draft", "repeated a checked draft"),
        # the model's query cannot be made valid: the draft, and no second model call
        ('GO FROM "Hana Upshaw" OVER no_such_edge_at_all YIELD dst(edge)', "draft", "failed the checks"),
        # the model's query runs but returns nothing while the draft has rows: the draft
        (
            'GO FROM "Hana Upshaw" OVER like REVERSELY WHERE src(edge) == "Hana Upshaw" YIELD src(edge) AS fan',
            "draft",
            "returns no rows",
        ),
        # the model's edit drops the name the question asks about: the draft
        ("MATCH (v:player) RETURN v.player.name AS name", "draft", 'drops "Hana Upshaw"'),
        # the model's edit counts a walk that matches nothing: the draft
        (
            'GO FROM "Hana Upshaw" OVER serve REVERSELY YIELD src(edge) AS p | YIELD count(*) AS n',
            "draft",
            "only 0 or NULL",
        ),
        # the model's edit reads a property its rows do not have: the draft
        (
            'GO FROM "Hana Upshaw" OVER like REVERSELY YIELD src(edge) AS who, $^.team.name AS club',
            "draft",
            "NULL in every row",
        ),
        # the model's edit keeps the name, runs and returns rows: the model's query
        (
            'GO FROM "Hana Upshaw" OVER like REVERSELY YIELD src(edge) AS who, like.likeness AS how',
            "model",
            "edited the draft",
        ),
    ],
)
def test_the_safety_net_keeps_the_checked_draft_over_a_broken_edit(
    offline: Result, reply: Any, used: str, why: str
) -> None:
    model = FakeModel(rules=[("draft", reply)])
    result = ask(model)
    drafted = result.trace.stages["refiner"].output["drafted"]
    assert result.rows and drafted["used"] == used
    assert why in str(drafted.get("why", "")) + " ".join(
        result.trace.stages["refiner"].output.get("notes", [])
    )
    assert len(model.requests) == 1  # the model writes once; the retries take the drafts
    if used == "draft":
        assert result.query == offline.query and result.ok
    else:
        assert result.query == reply and result.query != offline.query


def test_the_model_moves_the_pick_among_the_drafts_only_as_far_as_its_weight_allows(offline: Result) -> None:
    composer = ask(
        FakeModel(default="x"), **{"refiner.write": False, "refiner.rerank_k": 5, "refiner.model_weight": 0.0}
    )
    ranked = composer.trace.stages["refiner"].output["rerank"]
    assert composer.query == offline.query == ranked[0]["query"] and len(ranked) >= 2
    other = ranked[1]["query"]
    prefers_other = FakeModel(default=other)
    chosen = ask(
        prefers_other, **{"refiner.write": False, "refiner.rerank_k": 5, "refiner.model_weight": 1.0}
    )
    assert chosen.query == other
    assert chosen.trace.stages["refiner"].output.get("rerank_moved") is True
    assert not any("draft" in str(r.get("messages", "")) for r in prefers_other.requests)  # scored, not asked


class WritesOnly:
    """A model that can generate but not score given texts (a chat endpoint)."""

    name = "writes-only"

    def generate(self, messages: Any, **_: Any) -> Generation:
        return Generation("MATCH (v:player) RETURN v.player.name AS name", Usage(1, 1, 0.0), model=self.name)


def test_a_model_that_cannot_score_keeps_the_composers_order(offline: Result) -> None:
    result = ask(WritesOnly(), **{"refiner.write": False, "refiner.rerank_k": 5})
    assert result.query == offline.query
    assert any("cannot score" in w for w in result.trace.stages["refiner"].warnings)


@pytest.mark.parametrize(
    ("query", "draft", "dropped"),
    [
        ('GO FROM "Hana Upshaw" OVER like', 'GO FROM "Hana Upshaw" OVER like REVERSELY', []),
        ("MATCH (v:player) RETURN v", 'GO FROM "Hana Upshaw" OVER like', ["Hana Upshaw"]),
        # a literal the question does not name may change (a fixed spelling, a property value)
        (
            'GO FROM "Hana Upshaw" OVER like WHERE x == "b"',
            'GO FROM "Hana Upshaw" OVER like WHERE x == "a"',
            [],
        ),
        # a stored id the linker found for the question's name counts as named
        ("MATCH (v) RETURN v", "MATCH (v) WHERE id(v) == 'p07' RETURN v", ["p07"]),
        # a number the question asks for ("the 2 …") is a name of what was asked too
        ('GO FROM "Hana Upshaw" OVER like', 'GO FROM "Hana Upshaw" OVER like LIMIT 2', ["2"]),
        # … in whatever words the question says it
        ('GO FROM "Hana Upshaw" OVER like', 'GO FROM "Hana Upshaw" OVER like LIMIT 3', ["3"]),
    ],
)
def test_dropped_names_are_the_drafts_literals_the_question_names(
    query: str, draft: str, dropped: list[str]
) -> None:
    asked = "Which 2 players like Hana Upshaw, and which three does she like?"
    question = StageInput(asked, SpaceSchema("demo"), "ngql")
    rewrite = RewriteOutput(
        asked, related=['"Hana Upshaw" [player.name]: ("p07" :player{name: "Hana Upshaw"})']
    )
    request = RefineRequest(question, rerank=None, rewrite=rewrite)  # type: ignore[arg-type]
    assert dropped_names(query, draft, request) == dropped


@pytest.mark.parametrize(
    ("query", "draft", "invented"),
    [
        # the draft's values and the question's are the model's to use
        ('GO FROM "Hana Upshaw" OVER like', 'GO FROM "Hana Upshaw" OVER like LIMIT 3', []),
        (
            'GO FROM "p07" OVER like WHERE like.likeness > 90',
            'GO FROM "p07" OVER like WHERE like.likeness > 90',
            [],
        ),
        # values from nowhere: a placeholder name, a clause the question did not ask for
        ('GO FROM "value1" OVER like', 'GO FROM "Hana Upshaw" OVER like', ['"value1"']),
        (
            'GO FROM "Hana Upshaw" OVER like YIELD dst(edge) SKIP 1 LIMIT 1000',
            'GO FROM "Hana Upshaw" OVER like',
            ["1", "1000"],
        ),
        # digits inside a name or a string are not numbers of the query
        ('GO FROM "Hana Upshaw" OVER like YIELD v2.player.name', 'GO FROM "Hana Upshaw" OVER like', []),
    ],
)
def test_invented_values_are_literals_neither_the_question_nor_the_draft_holds(
    query: str, draft: str, invented: list[str]
) -> None:
    question = StageInput(QUESTION, SpaceSchema("demo"), "ngql")
    rewrite = RewriteOutput(
        QUESTION, related=['"Hana Upshaw" [player.name]: ("p07" :player{name: "Hana Upshaw"})']
    )
    request = RefineRequest(question, rerank=None, rewrite=rewrite)  # type: ignore[arg-type]
    assert invented_values(query, draft, request) == invented
