"""The development set ``eval/devshapes5/``: its gold queries replay and agree with an oracle.

Why: the two graphs (lab, bistro) and their 100 questions are development material for the
offline composer, so the material itself must be right: a wrong gold would teach the wrong
answer. Two independent answers are compared, as for the frozen sets: the rows every gold
query returns on the embedded engine (recorded as ``gold_result``, replayed the way ``r3
replay`` does) and the answer ``eval/devshapes5/oracle.py`` computes from the CSVs in plain
Python. The comparison (``disagreement``), the shapes and the fields are those of
``eval/fresh/``, imported from its test, so the sets are held to one standard. The test never
runs r3's query generator. Needs nothing from ``../shared``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from helpers import load_script
from test_frozen_gold import COMPARISONS, FIELDS, SHAPES, WEAK, disagreement
from test_unseen_gold import (
    check_committed_graphs,
    check_gold_queries_reproduce,
    check_gold_queries_validate,
)

from r3.eval.replay import read_dataset
from r3.values import parse_gold_result

pytestmark = pytest.mark.conformance

FOLDER = Path(__file__).resolve().parents[2] / "eval" / "devshapes5"
SPACES = ("lab", "bistro")
PER_GRAPH = 50


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_dataset(FOLDER / "questions.jsonl")


@pytest.fixture(scope="module")
def answerable(rows: list[dict]) -> list[dict]:
    return [r for r in rows if not r.get("unanswerable")]


@pytest.fixture(scope="module")
def oracle() -> ModuleType:
    return load_script(FOLDER / "oracle.py", "devshapes5_oracle")


# --------------------------------------------------------------------------- the set's form


def test_rows_are_well_formed(rows: list[dict]) -> None:
    ids = Counter(r["id"] for r in rows)
    assert not [i for i, n in ids.items() if n > 1], "duplicate ids"
    questions = Counter(r["question"].strip().lower() for r in rows)
    assert not [q for q, n in questions.items() if n > 1], "a question asked twice"
    for r in rows:
        unanswerable = r["shape"] == "unanswerable"
        assert list(r) == FIELDS + (["unanswerable"] if unanswerable else []), f"{r['id']}: fields {list(r)}"
        assert r["space"] in SPACES and r["lang"] in ("zh", "en") and r["shape"] in SHAPES, r["id"]
        assert r["question"].strip(), r["id"]
        if unanswerable:
            assert r["unanswerable"] is True and r["gold"] is None and r["gold_result"] is None, r["id"]
        else:
            assert r["gold"].strip() and isinstance(r["gold_result"], list), r["id"]


@pytest.mark.parametrize("space", SPACES)
def test_each_graph_has_every_shape_in_both_languages(rows: list[dict], space: str) -> None:
    mine = [r for r in rows if r["space"] == space]
    shapes = Counter(r["shape"] for r in mine)
    assert len(mine) == PER_GRAPH
    for shape in SHAPES - {"unanswerable"}:
        assert shapes[shape] >= (3 if shape in WEAK else 2), f"{space}: {shape} {shapes[shape]}"
    assert shapes["unanswerable"] == 4
    assert sum(r["lang"] == "zh" for r in mine) == PER_GRAPH // 2, space
    assert sum(r["gold_result"] == [] for r in mine) <= 1, "at most one empty answer per graph"


# --------------------------------------------------------------------------- the gold queries


def test_gold_queries_validate_without_errors(answerable: list[dict]) -> None:
    check_gold_queries_validate(answerable, FOLDER / "graphs", SPACES)


def test_gold_queries_reproduce_their_results(answerable: list[dict]) -> None:
    check_gold_queries_reproduce(answerable, FOLDER / "graphs")


def test_every_answerable_question_has_an_oracle_answer(rows: list[dict], oracle: ModuleType) -> None:
    want = {r["id"] for r in rows if not r.get("unanswerable")}
    assert set(oracle.ANSWERS) == want, (
        f"no oracle for {sorted(want - set(oracle.ANSWERS))}; oracle for no question {sorted(set(oracle.ANSWERS) - want)}"
    )


def test_gold_rows_equal_the_oracle(answerable: list[dict], oracle: ModuleType) -> None:
    bad = []
    for r in answerable:
        expected = oracle.ANSWERS[r["id"]]()
        if r["shape"] == "subgraph" and not isinstance(expected, oracle.Elements):
            bad.append(f"{r['id']}: a subgraph answer is its vertices and edges")
            continue
        why = disagreement(oracle, expected, parse_gold_result(r["gold_result"]))
        if why:
            bad.append(f"{r['id']} [{r['shape']}] {r['question']}\n    {why}")
    assert not bad, "\n".join(bad)


def test_committed_graphs_are_what_the_script_writes(tmp_path: Path) -> None:
    make_graphs = load_script(FOLDER / "make_graphs.py", "devshapes5_make_graphs")
    check_committed_graphs(make_graphs, FOLDER / "graphs", SPACES, tmp_path)


# --------------------------------------------------------------------------- the comparison can fail


@pytest.mark.parametrize(("what", "build", "result", "agree"), COMPARISONS, ids=[c[0] for c in COMPARISONS])
def test_the_oracle_comparison_tells_right_from_wrong(oracle: ModuleType, what, build, result, agree) -> None:
    """The near misses of eval/fresh/, built with this set's oracle (its Rows and Elements)."""
    assert (disagreement(oracle, build(oracle), result) is None) is agree, what
