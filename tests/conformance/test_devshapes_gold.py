"""The development sets ``eval/devshapes4/`` … ``devshapes12/``:
their gold queries replay and agree with an oracle.

Why: each set's two graphs and 100 questions are development material for the offline
composer, one graph per trait that makes graphs hard, covering every question shape in both
languages. Tuning on them is allowed, so the material itself must be right: a wrong gold would
teach the wrong answer. Two independent answers are compared, as for the frozen sets: the rows
every gold query returns on the embedded engine (recorded as ``gold_result``, replayed the way
``r3 replay`` does) and the answer the set's ``oracle.py`` computes from the CSVs in plain
Python. Every check but the counts is ``test_frozen_gold.py``'s, run on these sets (its
loading, its ``disagreement``, its shapes and fields), so that every set is held to one
standard; what differs is the table below and the counts per graph (50 questions, half of
them Chinese, three fifths in ``devshapes8``, ``devshapes9`` and ``devshapes10``, whose focus is Chinese; every shape in both
languages). The test never runs r3's query generator. Needs nothing from ``../shared``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import test_frozen_gold as frozen
from test_frozen_gold import COMPARISONS, SHAPES, WEAK, FrozenSet, dataset

pytestmark = pytest.mark.conformance


@dataclass(frozen=True)
class DevSet:
    """One development set: its folder and spaces (loaded as the frozen sets are) and the counts
    each of its graphs holds (``chinese``: how many of a graph's questions are Chinese)."""

    material: FrozenSet
    per_graph: int
    unanswerable: int
    chinese: int


SETS = (
    DevSet(FrozenSet("devshapes4", ("summit", "bookclub")), per_graph=50, unanswerable=4, chinese=25),
    DevSet(FrozenSet("devshapes5", ("lab", "bistro")), per_graph=50, unanswerable=4, chinese=25),
    DevSet(FrozenSet("devshapes6", ("fleet", "gym")), per_graph=50, unanswerable=4, chinese=25),
    DevSet(FrozenSet("devshapes7", ("parliament", "botanic")), per_graph=50, unanswerable=4, chinese=25),
    DevSet(FrozenSet("devshapes8", ("wuguan", "radio")), per_graph=50, unanswerable=2, chinese=30),
    DevSet(FrozenSet("devshapes9", ("longzhou", "huts")), per_graph=50, unanswerable=2, chinese=30),
    DevSet(FrozenSet("devshapes10", ("seedlib", "escape")), per_graph=50, unanswerable=2, chinese=30),
    DevSet(FrozenSet("devshapes11", ("kayak", "maker")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes12", ("pottery", "quiz")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes13", ("foodbank", "tramway")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes14", ("shufa", "boardgame")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes15", ("caiyuan", "brassband")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes16", ("skischool", "repaircafe")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes17", ("kuaidi", "catcafe")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes18", ("dogwalk", "xianxue")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes19", ("beacons", "yaopu")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes20", ("cycleclub", "jingju")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes21", ("cider", "laonian")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes22", ("stargaze", "piaoliu")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes24", ("guji", "weddings")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes23", ("marathon", "jubensha")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes25", ("piying", "charter")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes28", ("steamrail", "hanfu")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes26", ("hospice", "duifei")), per_graph=50, unanswerable=2, chinese=25),
    DevSet(FrozenSet("devshapes27", ("musiccamp", "minsu")), per_graph=50, unanswerable=2, chinese=25),
)
SET_IDS = [s.material.name for s in SETS]
GRAPHS = [(s, space) for s in SETS for space in s.material.spaces]


# --------------------------------------------------------------------------- the set's form


@pytest.mark.parametrize("dev", SETS, ids=SET_IDS)
def test_rows_are_well_formed(dev: DevSet) -> None:
    frozen.test_rows_are_well_formed(dev.material)
    questions = Counter(r["question"].strip().lower() for r in dataset(dev.material))
    assert not [q for q, n in questions.items() if n > 1], "a question asked twice"


@pytest.mark.parametrize(("dev", "space"), GRAPHS, ids=[f"{s.material.name}-{space}" for s, space in GRAPHS])
def test_each_graph_has_every_shape_in_both_languages(dev: DevSet, space: str) -> None:
    mine = [r for r in dataset(dev.material) if r["space"] == space]
    shapes = Counter(r["shape"] for r in mine)
    assert len(mine) == dev.per_graph
    for shape in SHAPES - {"unanswerable"}:
        assert shapes[shape] >= (3 if shape in WEAK else 2), f"{space}: {shape} {shapes[shape]}"
        assert {r["lang"] for r in mine if r["shape"] == shape} == {"en", "zh"}, (
            f"{space}: {shape} in one language"
        )
    assert shapes["unanswerable"] == dev.unanswerable
    zh = sum(r["lang"] == "zh" for r in mine)
    assert zh == dev.chinese, f"{space}: {zh} Chinese, not {dev.chinese}"
    assert sum(r["gold_result"] == [] for r in mine) <= 1, "at most one empty answer per graph"


# --------------------------------------------------------------------------- the gold queries, as for the frozen sets


#: the frozen sets' checks of the gold queries and the oracle that need nothing but the set
GOLD_CHECKS = [
    frozen.test_gold_queries_validate_without_errors,
    frozen.test_gold_queries_reproduce_their_results,
    frozen.test_every_answerable_question_has_an_oracle_answer,
    frozen.test_gold_rows_equal_the_oracle,
]


@pytest.mark.parametrize("check", GOLD_CHECKS, ids=[c.__name__.removeprefix("test_") for c in GOLD_CHECKS])
@pytest.mark.parametrize("dev", SETS, ids=SET_IDS)
def test_the_gold_queries_replay_and_equal_the_oracle(
    dev: DevSet, check: Callable[[FrozenSet], None]
) -> None:
    check(dev.material)


@pytest.mark.parametrize("dev", SETS, ids=SET_IDS)
def test_committed_graphs_are_what_the_script_writes(dev: DevSet, tmp_path: Path) -> None:
    frozen.test_committed_graphs_are_what_the_script_writes(dev.material, tmp_path)


@pytest.mark.parametrize("dev", SETS, ids=SET_IDS)
@pytest.mark.parametrize(("what", "build", "result", "agree"), COMPARISONS, ids=[c[0] for c in COMPARISONS])
def test_the_oracle_comparison_tells_right_from_wrong(dev: DevSet, what, build, result, agree) -> None:
    frozen.test_the_oracle_comparison_tells_right_from_wrong(dev.material, what, build, result, agree)
