"""The unseen-graph development set (``eval/unseen/``): its gold queries are valid and reproduce.

Why: the three made-up graphs and their hand-written questions are how we measure r3 on
graphs it has never seen, so the material itself must stay sound — every gold query parses,
passes the schema validator with no ``error``-level issue, runs on the embedded engine and
returns exactly its recorded ``gold_result`` (compared as values by :mod:`r3.eval.replay`,
the code behind ``r3 replay``); the committed graph files are what ``make_graphs.py``
writes; and each graph keeps enough questions, shapes and both languages. Needs nothing
from ``../shared``.

The ``check_*`` functions are the checks themselves, parametrised by folder and spaces, and
:class:`GoldSetChecks` the tests that run them on one set; ``test_holdout_gold.py`` runs
them on the held-out set (``eval/holdout/``).
"""

from __future__ import annotations

import filecmp
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from helpers import load_script

from r3.eval.replay import Replayer, read_dataset
from r3.lang.ddl import load_space_schema
from r3.lang.parser import parse
from r3.lang.validator import validate

pytestmark = pytest.mark.conformance

UNSEEN = Path(__file__).resolve().parents[2] / "eval" / "unseen"
SPACES = ("clinic", "library", "company")
SHAPES = {
    "one-hop", "reverse", "property", "comparison", "count", "aggregate", "top-k",
    "two-hop", "both", "negation", "path", "subgraph", "filter-hop",
}  # fmt: skip
FIELDS = ["id", "space", "lang", "question", "gold", "gold_result", "shape"]

# --------------------------------------------------------------------------- the checks (shared)


def check_rows_are_well_formed(rows: list[dict], spaces: tuple[str, ...]) -> None:
    ids = Counter(r["id"] for r in rows)
    assert not [i for i, n in ids.items() if n > 1], "duplicate ids"
    for r in rows:
        assert list(r) == FIELDS, f"{r['id']}: fields {list(r)}"
        assert r["space"] in spaces and r["lang"] in ("zh", "en") and r["shape"] in SHAPES, r["id"]
        assert r["question"].strip() and r["gold"].strip(), r["id"]


def check_graph_has_enough_questions(rows: list[dict], space: str, min_rows: int) -> None:
    mine = [r for r in rows if r["space"] == space]
    shapes = Counter(r["shape"] for r in mine)
    assert len(mine) >= min_rows
    assert len(shapes) >= 10, shapes
    for shape in SHAPES:
        assert shapes[shape] >= (1 if shape in ("path", "subgraph") else 2), (
            f"{space}: {shape} {shapes[shape]}"
        )
    assert {r["lang"] for r in mine} == {"zh", "en"}
    assert sum(not r["gold_result"] for r in mine) <= 2, "at most 2 questions per graph with an empty answer"


def check_a_third_are_chinese(rows: list[dict]) -> None:
    assert 3 * sum(r["lang"] == "zh" for r in rows) >= len(rows)


def check_gold_queries_validate(rows: list[dict], graphs: Path, spaces: tuple[str, ...]) -> None:
    schemas = {s: load_space_schema(graphs, s) for s in spaces}
    bad = []
    for r in rows:
        issues = validate(parse(r["gold"], dialect="ngql"), schemas[r["space"]], read_only=True)
        errors = [str(i) for i in issues if i.severity == "error"]
        if errors:
            bad.append(f"{r['id']}: {errors}")
    assert not bad, "\n".join(bad)


def check_gold_queries_reproduce(rows: list[dict], graphs: Path) -> None:
    report = Replayer(graphs, dataset_rows=rows).run(rows)
    failures = "\n".join(r.line()[:300] for r in report.failures())
    assert report.reproduced == report.total == len(rows), f"{report.summary_line()}\n{failures}"
    assert report.setup_queries == 0, "a gold query must not write"


def check_committed_graphs(
    make_graphs: ModuleType, graphs: Path, spaces: tuple[str, ...], tmp_path: Path
) -> None:
    """The committed graph files are byte-identical to what ``make_graphs.main`` writes."""
    make_graphs.main(["--out", str(tmp_path)])
    for space in spaces:
        written = sorted(p.name for p in (tmp_path / space).iterdir())
        assert written == sorted(p.name for p in (graphs / space).iterdir()), space
        _, mismatch, errors = filecmp.cmpfiles(tmp_path / space, graphs / space, written, shallow=False)
        assert not mismatch and not errors, f"{space}: regenerate with make_graphs.py: {mismatch + errors}"
    for graph in make_graphs.build_all():
        vertices = sum(len(v.rows) for v in graph.vertices)
        assert 40 <= vertices <= 200, f"{graph.space}: {vertices} vertices"


# --------------------------------------------------------------------------- the checks on one set


class GoldSetChecks:
    """The tests of one question set (``eval/<set>/questions.jsonl`` + ``graphs/``): a subclass
    named ``Test…`` names the folder, its spaces and how many questions each graph keeps."""

    FOLDER: Path
    SPACES: tuple[str, ...]
    MIN_ROWS: int

    def pytest_generate_tests(self, metafunc: pytest.Metafunc) -> None:
        if "space" in metafunc.fixturenames:
            metafunc.parametrize("space", self.SPACES)

    @pytest.fixture(scope="class")
    @classmethod
    def rows(cls) -> list[dict]:
        return read_dataset(cls.FOLDER / "questions.jsonl")

    def test_rows_are_well_formed(self, rows: list[dict]) -> None:
        check_rows_are_well_formed(rows, self.SPACES)

    def test_each_graph_has_enough_questions(self, rows: list[dict], space: str) -> None:
        check_graph_has_enough_questions(rows, space, min_rows=self.MIN_ROWS)

    def test_a_third_of_the_questions_are_chinese(self, rows: list[dict]) -> None:
        check_a_third_are_chinese(rows)

    def test_gold_queries_validate_without_errors(self, rows: list[dict]) -> None:
        check_gold_queries_validate(rows, self.FOLDER / "graphs", self.SPACES)

    def test_gold_queries_reproduce_their_results(self, rows: list[dict]) -> None:
        check_gold_queries_reproduce(rows, self.FOLDER / "graphs")

    def test_committed_graphs_are_what_the_script_writes(self, tmp_path: Path) -> None:
        make_graphs = load_script(self.FOLDER / "make_graphs.py", f"{self.FOLDER.name}_make_graphs")
        check_committed_graphs(make_graphs, self.FOLDER / "graphs", self.SPACES, tmp_path)


# --------------------------------------------------------------------------- the unseen set


class TestUnseenSet(GoldSetChecks):
    FOLDER = UNSEEN
    SPACES = SPACES
    MIN_ROWS = 32
