"""The refiner hands the confidence an :class:`Origin` (frozen facts), built from the offline
refiner's candidates: where the pick came from, its rivals (other rows) and who agrees."""

from __future__ import annotations

import dataclasses

import pytest

from r3.contracts.backend import ResultSet
from r3.pipeline.confidence import Facts, features, rate
from r3.pipeline.offline.demos import Demo, DemoPool
from r3.pipeline.offline.refiner import OfflineRefiner, RefinerResult
from r3.pipeline.offline.select import Candidate
from r3.pipeline.refiner import OfflineRefinerStage
from r3.pipeline.types import Origin, RefineOutput

pytestmark = pytest.mark.quick


def cand(
    query: str, source: str, score: float, rows: list[tuple[object, ...]] | None, **kw: object
) -> Candidate:
    c = Candidate(query, source, score=score, **kw)  # type: ignore[arg-type]
    c.executed_ok = rows is not None
    c.result = ResultSet(["x"], rows) if rows is not None else None
    c.rows = len(rows) if rows is not None else None
    return c


@pytest.fixture
def stage() -> OfflineRefinerStage:
    pool = DemoPool([Demo("d1", "How old is Bo?", 'FETCH PROP ON p "Bo" YIELD p.age', "s", source="synth")])
    return OfflineRefinerStage(OfflineRefiner(lambda s: None, lambda s: None, pool))


@pytest.mark.parametrize(
    ("candidates", "pick", "expected"),
    [
        (  # a composed pick, one rival with other rows, one candidate agreeing
            [
                cand("Q1", "compose", 2.0, [(1,)], origin=["compose:one-hop"], prior=0.7, coverage=1.0),
                cand("Q2", "demo", 1.5, [(2,)], origin=["d9"], prior=0.9),
                cand("Q3", "compose", 1.2, [(1,)], origin=["compose:two-hop"]),
                cand("Q4", "demo", 3.0, None, origin=["d9"]),  # did not run: no rival
            ],
            "Q1",
            {"source": "composed", "ids": ("compose:one-hop",), "runner_up": 1.5, "agreeing": 1, "rivals": 1},
        ),
        (  # adapted from a synthesized demonstration, no rival at all
            [cand("Q1", "demo", 1.0, [(1,)], origin=["d1"], prior=0.8, notes=["edge a → b"])],
            "Q1",
            {
                "source": "synth",
                "similarity": 0.8,
                "question": "How old is Bo?",
                "runner_up": None,
                "variant": True,
            },
        ),
        ([cand("Q1", "demo", 1.0, [(1,)])], "nothing like it", {}),
    ],
)
def test_origin_from_the_candidates(
    stage: OfflineRefinerStage, candidates: list[Candidate], pick: str, expected: dict[str, object]
) -> None:
    origin = stage._origin(RefinerResult(candidates[0].query, candidates), pick)
    assert isinstance(origin, Origin)
    if not expected:
        assert origin == Origin()
    for key, value in expected.items():
        assert getattr(origin, key) == value, key


def test_origin_is_frozen_and_shown_without_empty_facts() -> None:
    o = Origin(source="composed", ids=("compose:count",), score=1.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.source = "demo"  # type: ignore[misc]
    assert o.to_dict() == {"source": "composed", "ids": ["compose:count"], "score": 1.0}
    assert o.shapes == ("count",)
    assert RefineOutput("q").origin == Origin()


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        (
            Facts(Origin("composed", score=2.0, runner_up=0.5), ran=True, rows=3),
            Facts(Origin("composed", score=2.0, runner_up=1.95), ran=True, rows=3),
        ),
        (
            Facts(Origin("composed"), ran=True, rows=3, judged=2),
            Facts(Origin("composed"), ran=True, rows=3, judged=2, missing=("x", "y")),
        ),
        (Facts(Origin("composed"), ran=True, rows=3), Facts(Origin("composed"), ran=True, rows=0)),
    ],
)
def test_rate_orders_facts_that_separate_right_from_wrong(better: Facts, worse: Facts) -> None:
    assert rate(better).confidence > rate(worse).confidence
    assert set(features(better)) == set(features(worse))
