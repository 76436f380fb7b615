"""Leakage guard (r3.eval.leakage): demonstrations that give answers away are reported."""

from __future__ import annotations

from pathlib import Path

from r3.eval.leakage import check_leakage, demos_file_from_info, run_leakage

ROWS = [
    {"id": "a", "space": "nba", "gold": 'GO FROM "Tim Duncan" OVER like YIELD like._dst'},
    {"id": "b", "space": "nba", "gold": "MATCH (v:player) RETURN v"},
    {"id": "c", "space": "harrypotter", "gold": "MATCH (v:character) RETURN v"},
]


def test_a_demonstration_with_an_items_gold_is_found_despite_spacing_and_quotes() -> None:
    demos = [{"id": "d1", "space": "nba", "gold": "GO FROM 'Tim Duncan'  OVER like YIELD like._dst"}]
    out = check_leakage(ROWS, demos=demos, source="file d.jsonl")
    assert out["same_gold_items"] == ["a"]
    assert out["shared_graphs"] == ["nba"]
    assert out["warnings"] == ["1 of 3 evaluated items have their gold query among the demonstrations (a)"]


def test_shared_graph_warns_only_in_a_run_labelled_unseen_graph() -> None:
    demos = [{"id": "d1", "space": "nba", "gold": "MATCH (v:team) RETURN v"}]
    assert check_leakage(ROWS, demos=demos, source="f")["warnings"] == []
    warnings = check_leakage(ROWS, demos=demos, source="f", label="unseen-graph")["warnings"]
    assert warnings == ["run labelled 'unseen-graph' but demonstrations come from evaluated graph(s): nba"]


def test_demonstrations_from_the_dataset_are_named_as_such() -> None:
    rows = [*ROWS, {"id": "a2", "space": "nba", "gold": ROWS[0]["gold"]}]
    out = check_leakage(rows, demos=None, source="loo", from_dataset=True)
    # a and a2 share a gold query; leave-one-out by id still shows each the other's
    assert out["same_gold_items"] == ["a", "a2"]
    assert "evaluated dataset itself" in out["warnings"][0]


def test_no_demonstrations_no_warning() -> None:
    assert check_leakage(ROWS, demos=None, source="none") == {
        "source": "none",
        "label": "",
        "warnings": [],
        "demos": 0,
    }


def test_the_file_comes_from_the_systems_info_first(tmp_path: Path) -> None:
    demos = tmp_path / "demos.jsonl"
    demos.write_text(
        '{"id": "x", "space": "nba", "question": "q", "gold": "MATCH (v:player) RETURN v"}\n', "utf-8"
    )
    assert demos_file_from_info({"demonstrations": f"file {demos}"}) == demos
    assert demos_file_from_info({"demonstrations": "none"}) is None
    out = run_leakage(ROWS, {"demonstrations": f"file {demos}"})
    assert out["source"] == f"file {demos}" and out["same_gold_items"] == ["b"]
