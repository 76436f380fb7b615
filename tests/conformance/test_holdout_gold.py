"""The held-out set (``eval/holdout/``): its gold queries are valid and reproduce.

Why: the two held-out graphs and their hand-written questions are run once, for one honest
measurement of r3 on graphs nobody tuned it on (see ``eval/holdout/README.md``), so the
material must be sound: the same checks as the development set (``test_unseen_gold.py``,
whose ``check_*`` functions are used here), with 30 questions per graph. The test only keeps
the gold sound; it never runs r3's query generator. Needs nothing from ``../shared``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_unseen_gold import (
    check_a_third_are_chinese,
    check_committed_graphs,
    check_gold_queries_reproduce,
    check_gold_queries_validate,
    check_graph_has_enough_questions,
    check_rows_are_well_formed,
    load_script,
)

from r3.eval.replay import read_dataset

pytestmark = pytest.mark.conformance

HOLDOUT = Path(__file__).resolve().parents[2] / "eval" / "holdout"
DATASET = HOLDOUT / "questions.jsonl"
GRAPHS = HOLDOUT / "graphs"
SPACES = ("cinema", "campus")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_dataset(DATASET)


def test_rows_are_well_formed(rows: list[dict]) -> None:
    check_rows_are_well_formed(rows, SPACES)


@pytest.mark.parametrize("space", SPACES)
def test_each_graph_has_enough_questions(rows: list[dict], space: str) -> None:
    check_graph_has_enough_questions(rows, space, min_rows=30)


def test_a_third_of_the_questions_are_chinese(rows: list[dict]) -> None:
    check_a_third_are_chinese(rows)


def test_gold_queries_validate_without_errors(rows: list[dict]) -> None:
    check_gold_queries_validate(rows, GRAPHS, SPACES)


def test_gold_queries_reproduce_their_results(rows: list[dict]) -> None:
    check_gold_queries_reproduce(rows, GRAPHS)


def test_committed_graphs_are_what_the_script_writes(tmp_path: Path) -> None:
    make_graphs = load_script(HOLDOUT / "make_graphs.py", "holdout_make_graphs")
    check_committed_graphs(make_graphs, GRAPHS, SPACES, tmp_path)
