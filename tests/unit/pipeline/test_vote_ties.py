"""Self-consistency ties go to the higher confidence, and the trace shows the tie (issue 24 §4)."""

from __future__ import annotations

import pytest

from r3.demo import open_demo_engine
from r3.models.fake import FakeModel
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline

pytestmark = pytest.mark.quick

REASON = (
    "#the request CRUD function : ['QUERY()']\n"
    "#the request clauses : []\n"
    "#the request class : ['player()', 'like()']"
)
LIKE = 'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend'
SERVE = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'


@pytest.mark.parametrize(
    ("queue", "winner"),
    [
        ([SERVE, LIKE], LIKE),  # a 1–1 tie: the query about "like" is the more confident one
        ([LIKE, SERVE], LIKE),
        ([SERVE, SERVE, LIKE], SERVE),  # a majority still wins over confidence
    ],
)
def test_ties_go_to_the_higher_confidence(queue: list[str], winner: str) -> None:
    config = {
        "name": "test",
        "reranker": {"kind": "model", "model": "fake:echo"},
        "rewriter": {"kind": "none"},
        "refiner": {"kind": "model", "model": "fake:echo"},
        "repair": {"retries": 0, "check": "auto"},
        "self_consistency": {"samples": len(queue), "temperature": 0.9},
    }
    models = {"reranker": FakeModel(default=REASON), "refiner": FakeModel(queue=list(queue))}
    with Pipeline(build_config(config), graph=open_demo_engine(), models=models) as p:
        result = p.generate("Whom does Ada Lind like?")
    vote = result.trace.vote
    assert result.query == winner and vote is not None
    assert vote["samples"] == len(queue) and sorted(vote["groups"], reverse=True) == vote["groups"]
    if len(queue) == 2:
        assert set(vote["tie"]) == {"sample 1", "sample 2"}, "the trace shows the tied confidences"
        assert vote["tie"][vote["winner"]] == max(vote["tie"].values())
