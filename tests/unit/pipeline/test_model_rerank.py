"""The fusion of the composer's score and the model's choice (:mod:`r3.pipeline.model_rerank`)."""

from __future__ import annotations

import pytest

from r3.models.fake import FakeModel
from r3.pipeline.model_rerank import fuse, rerank, softmax
from r3.pipeline.trace import StageTrace


def best(values: list[float]) -> int:
    return max(range(len(values)), key=values.__getitem__)


@pytest.mark.parametrize(
    ("composer", "model", "weight", "winner"),
    [
        # weight 0: the composer's order, whatever the model says
        ([2.6, 1.9], [0.1, 0.9], 0.0, 0),
        # weight 1: the model's choice
        ([2.6, 1.9], [0.1, 0.9], 1.0, 1),
        # half and half: a close call goes to a clear model preference …
        ([2.40, 2.35], [0.1, 0.9], 0.5, 1),
        # … a wide composer margin is not overturned by the same preference
        ([2.6, 1.3], [0.1, 0.9], 0.5, 0),
        # an undecided model leaves the composer's pick
        ([2.40, 2.35], [0.5, 0.5], 0.5, 0),
    ],
)
def test_fuse_moves_the_pick_only_where_the_model_outweighs_the_composer(
    composer: list[float], model: list[float], weight: float, winner: int
) -> None:
    assert best(fuse(composer, model, weight)) == winner


def test_softmax_shares_sum_to_one() -> None:
    shares = softmax([2.0, 1.0, 0.5], 0.25)
    assert abs(sum(shares) - 1.0) < 1e-9 and shares[0] > shares[1] > shares[2]


def test_rerank_orders_by_the_fusion_and_records_one_scoring_call() -> None:
    queries = ["GO FROM 'a' OVER like", "MATCH (v:player) RETURN v.player.name"]
    model = FakeModel(rules=[("question", queries[1])])
    trace = StageTrace("refiner", "drafted")
    ranked = rerank(model, [{"role": "user", "content": "the question"}], queries, [2.40, 2.35], 1.0, trace)
    assert [r.query for r in ranked] == [queries[1], queries[0]]
    assert len(trace.calls) == 1 and trace.calls[0].finish_reason == "scored"
    kept = rerank(model, [{"role": "user", "content": "the question"}], queries, [2.40, 2.35], 0.0, trace)
    assert kept[0].query == queries[0]
