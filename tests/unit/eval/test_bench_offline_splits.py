"""The split logic of ``eval/bench_offline.py``: template masking, folds that keep a template
out of its own pool, leave-one-graph-out pools without a row of the answered graph, and the
calibration read-out (no graphs, no pipeline: seconds)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from helpers import load_script

BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_offline.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script(BENCH, "bench_offline_under_test")


def test_template_masks_names_numbers_steps_and_name_lists(bench: ModuleType) -> None:
    key = bench.template_key
    a = key('GO 2 STEPS FROM "Tim Duncan" OVER like WHERE like.likeness > 90 YIELD dst(edge) AS d | LIMIT 3')
    b = key(
        "GO 3 STEPS FROM 'Tony Parker', 'Boris Diaw' OVER like WHERE like.likeness > 5 YIELD dst(edge) AS d | LIMIT 10"
    )
    assert a == b and a.startswith("ast:")
    assert "Tim" not in a and "90" not in a
    assert key('MATCH (v:player{name: "Tim"})-[e:like*1..3]->(w) RETURN w LIMIT 2') == key(
        'MATCH (v:player{name: "Ann"})-[e:like*2..4]->(w) RETURN w LIMIT 9'
    )
    # Another edge type, another property, another projection: another template.
    assert key('GO FROM "Tim" OVER serve YIELD dst(edge) AS d') != key(
        'GO FROM "Tim" OVER like YIELD dst(edge) AS d'
    )
    assert key("LOOKUP ON player WHERE player.age > 30 YIELD id(vertex)") != key(
        "LOOKUP ON player WHERE player.age < 30 YIELD id(vertex)"
    )
    # The gold text of different spellings agrees too (printer canonical form).
    assert key("match (n:character{name:'A'}) return n") == key('MATCH (n:character {name: "B"}) RETURN n')


def test_masking_leaves_the_parsed_query_alone(bench: ModuleType) -> None:
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    script = parse('FETCH PROP ON player "Tim" YIELD player.age | LIMIT 4')
    before = to_text(script)
    masked = to_text(bench.mask_literals(script))
    assert to_text(script) == before and '"Tim"' in before
    assert '"Tim"' not in masked and "4" not in masked


def test_unparsable_gold_falls_back_to_a_regex_mask(bench: ModuleType) -> None:
    a = bench.template_key('THIS IS NOT nGQL "Tim" WITH 42 AND 3.5 ))')
    b = bench.template_key("THIS IS NOT nGQL 'Ann', 'Bob' WITH 7 AND 1 ))")
    assert a.startswith("re:") and a == b
    assert "Tim" not in a and "42" not in a


def _rows() -> list[dict[str, Any]]:
    rows = []
    golds = [
        'GO FROM "{n}" OVER like YIELD dst(edge)',
        'GO FROM "{n}" OVER serve YIELD dst(edge)',
        'FETCH PROP ON player "{n}" YIELD player.age',
        "LOOKUP ON player WHERE player.age > {k} YIELD id(vertex)",
        'MATCH (v:player{{name: "{n}"}}) RETURN v',
    ]
    i = 0
    for space in ("nba", "harrypotter", "clinic"):
        for gold in golds:
            for variant in range(3):
                rows.append(
                    {
                        "id": f"r{i}",
                        "space": space,
                        "question": f"q{i}",
                        "gold": gold.format(n=f"name{variant}", k=20 + variant),
                    }
                )
                i += 1
    return rows


def test_leave_one_graph_out_never_pools_a_row_of_the_answered_graph(bench: ModuleType) -> None:
    rows = _rows()
    wanted = {r["id"] for r in rows}
    plans = bench.make_plans("strict", rows, wanted)
    assert sorted(p.label for p in plans) == ["graph clinic", "graph harrypotter", "graph nba"]
    answered = [r["id"] for p in plans for r in p.answer]
    assert sorted(answered) == sorted(wanted)
    for plan in plans:
        spaces = {r["space"] for r in plan.answer}
        assert len(spaces) == 1
        assert not spaces & {r["space"] for r in plan.pool}
        assert len(plan.pool) == len(rows) - len(plan.answer)


@pytest.mark.parametrize("split", ["template-kfold", "gold-kfold"])
def test_kfold_pools_hold_no_group_of_an_answered_row(bench: ModuleType, split: str) -> None:
    rows = _rows()
    key = bench.template_key if split == "template-kfold" else bench.canonical_gold
    wanted = {r["id"] for r in rows}
    plans = bench.make_plans(split, rows, wanted, folds=4)
    assert sorted(r["id"] for p in plans for r in p.answer) == sorted(wanted)
    for plan in plans:
        asked = {key(r["gold"]) for r in plan.answer}
        assert not asked & {key(r["gold"]) for r in plan.pool}, "a demonstration shares the group"
        assert {r["id"] for r in plan.pool}.isdisjoint(r["id"] for r in plan.answer)
    if split == "gold-kfold":  # the same query with other names is a different gold group …
        assert len({key(r["gold"]) for r in rows}) > len({bench.template_key(r["gold"]) for r in rows})


def test_loo_pool_is_everything_and_limit_picks_rows_evenly(bench: ModuleType) -> None:
    rows = _rows()
    picked = bench.evenly(rows, 5)
    assert len(picked) == 5 and picked[0] is rows[0]
    plans = bench.make_plans("loo", rows, {r["id"] for r in picked})
    assert len(plans) == 1 and len(plans[0].pool) == len(rows) and len(plans[0].answer) == 5


def test_status_is_read_from_the_result_or_the_trace(bench: ModuleType) -> None:
    read = bench.read_status
    assert read(SimpleNamespace(status="ok"), {}) == ("ok", None)
    assert read(SimpleNamespace(status="ok"), {"status": "uncertain", "confidence": 0.2}) == (
        "uncertain",
        0.2,
    )
    assert read(SimpleNamespace(status="unanswerable", confidence=0.05), {}) == ("unanswerable", 0.05)
    assert read(SimpleNamespace(), {"calibration": {"status": "uncertain", "confidence": "0.4"}}) == (
        "uncertain",
        0.4,
    )


def test_calibration_shares(bench: ModuleType) -> None:
    records = [
        {"ex": 0, "status": "uncertain", "confidence": 0.1},
        {"ex": 0, "status": "unanswerable", "confidence": 0.0},
        {"ex": 0, "status": "ok", "confidence": 0.9},
        {"ex": 1, "status": "ok", "confidence": 0.8},
        {"ex": 1, "status": "uncertain", "confidence": 0.4},
        {"ex": 1, "status": "ok", "confidence": 0.9},
        {"ex": 1, "status": "ok", "confidence": None, "gold_reproduced": False},  # not counted
    ]
    c = bench.calibration(records)
    assert c["n"] == 6 and c["wrong"] == 3 and c["right"] == 3
    assert c["wrong_flagged"] == pytest.approx(2 / 3)
    assert c["right_flagged"] == pytest.approx(1 / 3)
    assert c["ex_answered"] == pytest.approx(2 / 3)
    assert "not met" in bench.calibration_line(c)
