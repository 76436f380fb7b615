"""Bootstrap intervals and paired tests (r3.eval.stats), with hand-worked expectations."""

from __future__ import annotations

import pytest

from r3.eval.slices import metric_arrays
from r3.eval.stats import bootstrap_interval, mcnemar_exact, metric_intervals, paired_bootstrap


def test_constant_values_have_a_point_interval() -> None:
    interval = bootstrap_interval([1.0] * 7)
    assert interval is not None and (interval.low, interval.high) == (1.0, 1.0)


def test_one_hit_in_four() -> None:
    # A resample of [0, 0, 0, 1] holds X ~ Binomial(4, 1/4) ones, its mean is X/4.
    # P(X=0) = 0.316 ≥ 0.025 → the 2.5th percentile is 0.
    # P(X≤2) = 0.316 + 0.422 + 0.211 = 0.949 < 0.975 ≤ P(X≤3) = 0.996 → the 97.5th is 3/4.
    interval = bootstrap_interval([0.0, 0.0, 0.0, 1.0], rounds=4000)
    assert interval is not None and (interval.low, interval.high) == (0.0, 0.75)


def test_empty_and_weightless_sets_have_no_interval() -> None:
    assert bootstrap_interval([]) is None
    assert bootstrap_interval([1.0, 0.0], [0.0, 0.0]) is None


def test_weights_restrict_the_mean_to_a_subset() -> None:
    # IEA averages EA over items whose paper syntax score is 1: here only the 0.5 and 0.7 items.
    records = [
        {"ea": 0.5, "syntax_paper": 1},
        {"ea": 0.7, "syntax_paper": 1},
        {"ea": 0.0, "syntax_paper": 0},
    ]
    values, weights = metric_arrays(records, "IEA")
    assert list(weights) == [1.0, 1.0, 0.0]
    interval = metric_intervals(records, ["IEA"])["IEA"]
    # every resample mean lies between the smallest and largest weighted value
    assert interval is not None and 0.5 <= interval[0] <= interval[1] <= 0.7


def test_paired_bootstrap_of_a_system_right_everywhere_the_other_is_wrong() -> None:
    a = metric_arrays([{"ex": 0}] * 10, "EX")
    b = metric_arrays([{"ex": 1}] * 10, "EX")
    result = paired_bootstrap(a, b, rounds=1000)
    # every resample differs by exactly 1; no resample reaches 0, so p is the floor 1/rounds
    assert result is not None
    assert result.delta == 1.0 and result.interval.to_list() == [1.0, 1.0]
    assert result.p_value == pytest.approx(1 / 1000) and result.significant


def test_paired_bootstrap_of_identical_systems() -> None:
    arrays = metric_arrays([{"ex": 1}, {"ex": 0}, {"ex": 1}], "EX")
    result = paired_bootstrap(arrays, arrays)
    assert result is not None and result.delta == 0.0 and result.p_value == 1.0 and not result.significant


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        # b = 1 (only A right), c = 6 (only B right), n = 7:
        # p = 2 · (C(7,0) + C(7,1)) / 2^7 = 2 · 8 / 128 = 0.125
        ([1, 0, 0, 0, 0, 0, 0, 1], [0, 1, 1, 1, 1, 1, 1, 1], (1, 6, 0.125)),
        # b = 0, c = 10: p = 2 / 2^10
        ([0] * 10, [1] * 10, (0, 10, 2 / 1024)),
        # b = c = 2, n = 4: 2 · (1 + 4 + 6) / 16 = 1.375 → capped at 1
        ([1, 1, 0, 0], [0, 0, 1, 1], (2, 2, 1.0)),
        # no discordant item
        ([1, 0], [1, 0], (0, 0, 1.0)),
    ],
)
def test_mcnemar_exact(a: list[int], b: list[int], expected: tuple[int, int, float]) -> None:
    result = mcnemar_exact(a, b)
    assert (result.b, result.c) == expected[:2]
    assert result.p_value == pytest.approx(expected[2])


def test_mcnemar_needs_paired_items() -> None:
    with pytest.raises(ValueError):
        mcnemar_exact([1], [1, 0])
