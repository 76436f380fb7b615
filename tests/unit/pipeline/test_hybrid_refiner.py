"""The hybrid refiner: the offline refiner's pick when one of its candidates runs, the model's
query (and its repairs) otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from r3.contracts.schema import SpaceSchema
from r3.demo import demo_dir
from r3.models.fake import FakeModel
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.refiner import HybridRefiner
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import Feedback, Origin, RefineOutput, RefineRequest, RewriteOutput, StageInput


class StubOffline:
    """An offline stage whose candidates either ran in the dry run or did not."""

    def __init__(self, queries: list[str], ran: bool) -> None:
        self.queries = queries
        self.ran = ran

    def proposed(self, request: RefineRequest, query: str) -> bool:
        return query in self.queries

    def has_runnable(self, request: RefineRequest) -> bool:
        tried = {q for q, _ in request.history}
        return self.ran and any(q not in tried for q in self.queries)

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        tried = {q for q, _ in request.history}
        pick = next(q for q in self.queries if q not in tried)
        return RefineOutput(pick, pick, origin=Origin(source="composed"))

    def lexicon(self, space: str, exclude_ids: Any = ()) -> Any:
        return None


class StubModel:
    def __init__(self) -> None:
        self.calls: list[RefineRequest] = []

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        self.calls.append(request)
        query = f"MODEL QUERY {len(self.calls)}"
        if request.rewrite is not None:
            query += f" FOR {request.rewrite.question}"
        return RefineOutput(query, query)


class StubRewriter:
    def __init__(self) -> None:
        self.calls = 0

    def rewrite(self, request: Any, trace: StageTrace) -> RewriteOutput:
        self.calls += 1
        return RewriteOutput("REWRITTEN")


def request(history: list[tuple[str, Feedback]] | None = None) -> RefineRequest:
    question = StageInput("Who?", SpaceSchema("demo"), "ngql")
    return RefineRequest(question, rerank=None, rewrite=RewriteOutput("ASKED"), history=history or [])  # type: ignore[arg-type]


FAILED = Feedback(kind="execution", message="failed")


@pytest.mark.parametrize(
    ("offline_ran", "history", "expected", "model_calls"),
    [
        # a candidate ran: the offline pick, the model is not asked
        (True, [], "OFFLINE A", 0),
        # a repair while offline candidates that ran are left: the next one
        (True, [("OFFLINE A", FAILED)], "OFFLINE B", 0),
        # nothing ran: the model writes the query
        (False, [], "MODEL QUERY 1 FOR ASKED", 1),
        # once the model wrote a candidate, repairs stay with the model
        (True, [("MODEL QUERY 0", FAILED)], "MODEL QUERY 1 FOR ASKED", 1),
    ],
)
def test_hybrid_refiner_chooses_between_offline_and_model(
    offline_ran: bool, history: list[tuple[str, Feedback]], expected: str, model_calls: int
) -> None:
    model = StubModel()
    hybrid = HybridRefiner(StubOffline(["OFFLINE A", "OFFLINE B"], offline_ran), model)  # type: ignore[arg-type]
    out = hybrid.refine(request(history), StageTrace("refiner", "hybrid"))
    assert out.query == expected
    assert len(model.calls) == model_calls
    assert (out.origin.source == "model") == (model_calls > 0)


def test_a_model_rewriter_runs_only_when_the_model_is_asked_and_once_per_question() -> None:
    model, rewriter = StubModel(), StubRewriter()
    answered = HybridRefiner(StubOffline(["OFFLINE A"], True), model, rewriter)  # type: ignore[arg-type]
    answered.refine(request(), StageTrace("refiner"))
    assert rewriter.calls == 0
    hybrid = HybridRefiner(StubOffline(["OFFLINE A"], False), model, rewriter)  # type: ignore[arg-type]
    first = hybrid.refine(request(), StageTrace("refiner"))
    repaired = hybrid.refine(request([(first.query, FAILED)]), StageTrace("refiner"))
    assert first.query.endswith("FOR REWRITTEN") and repaired.query.endswith("FOR REWRITTEN")
    assert rewriter.calls == 1


def test_hybrid_pipeline_answers_offline_without_calling_the_model() -> None:
    model = FakeModel(default="MATCH (v) RETURN v")
    pipeline = Pipeline.from_config(
        "offline",
        graph=f"embedded://{demo_dir()}?space=demo",
        overrides={
            "demos": str(demo_dir() / "demos.jsonl"),
            "refiner.kind": "hybrid",
            "refiner.model": "fake",
        },
        models={"refiner": model},
    )
    with pipeline:
        result = pipeline.ask("Who likes Hana Upshaw?")
    assert result.ok and result.rows
    assert result.trace.stages["refiner"].kind == "hybrid"
    assert not model.requests
