"""Error categories of the evaluator (r3.eval.taxonomy): one hand-made pair per category.

Each row is a gold query, a prediction and the categories a reader finds by comparing the
two by eye; the first listed is the primary one (CATEGORIES order)."""

from __future__ import annotations

from typing import Any

import pytest

from r3.eval import taxonomy as T

GO = 'GO FROM "Tim Duncan" OVER like YIELD like._dst AS id'

PAIRS = [
    # entity: another name, nothing else changed
    (GO, 'GO FROM "Tony Parker" OVER like YIELD like._dst AS id', [T.ENTITY]),
    # edge type: serve for like (serve._dst reads the same column kind: no projection error)
    (GO, 'GO FROM "Tim Duncan" OVER serve YIELD serve._dst AS id', [T.EDGE]),
    # direction: the same edge walked backwards
    (GO, 'GO FROM "Tim Duncan" OVER like REVERSELY YIELD like._dst AS id', [T.EDGE]),
    # hops: two steps instead of one
    (GO, 'GO 2 STEPS FROM "Tim Duncan" OVER like YIELD like._dst AS id', [T.HOPS]),
    # filter value: 90 for 80
    (
        'GO FROM "Tim Duncan" OVER like WHERE like.likeness > 80 YIELD like._dst AS id',
        'GO FROM "Tim Duncan" OVER like WHERE like.likeness > 90 YIELD like._dst AS id',
        [T.FILTER],
    ),
    # filter operator: >= for >
    (
        "LOOKUP ON player WHERE player.age >= 30 YIELD id(vertex) AS id",
        "LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id",
        [T.FILTER],
    ),
    # filter missing altogether
    ('GO FROM "Tim Duncan" OVER like WHERE like.likeness > 80 YIELD like._dst AS id', GO, [T.FILTER]),
    # aggregation: collect for count (the column differs with it)
    ("MATCH (v:player) RETURN count(v)", "MATCH (v:player) RETURN collect(v)", [T.AGGREGATION, T.PROJECTION]),
    # projection: age for name; variable names do not matter
    ("MATCH (v:player) RETURN v.player.name", "MATCH (n:player) RETURN n.player.age", [T.PROJECTION]),
    # projection: the source's name ($^) for the destination's ($$)
    (
        'GO FROM "Tim Duncan" OVER like YIELD $$.player.name AS n',
        'GO FROM "Tim Duncan" OVER like YIELD $^.player.name AS n',
        [T.PROJECTION],
    ),
    # order/limit: LIMIT 5 for LIMIT 3
    (GO + " | ORDER BY $-.id | LIMIT 3", GO + " | ORDER BY $-.id | LIMIT 5", [T.ORDER]),
    # order/limit: descending for ascending
    (
        "MATCH (v:player) RETURN v.player.age AS a ORDER BY a",
        "MATCH (v:player) RETURN v.player.age AS a ORDER BY a DESC",
        [T.ORDER],
    ),
    # statement kind: MATCH for FETCH, same vertex (a FETCH id is an id(v) == … filter), same column
    (
        'FETCH PROP ON player "Tim Duncan" YIELD properties(vertex) AS p',
        'MATCH (v:player) WHERE id(v) == "Tim Duncan" RETURN properties(v) AS p',
        [T.STATEMENT],
    ),
    # … but a vertex found by its name property instead of its id is another filter
    (
        'FETCH PROP ON player "Tim Duncan" YIELD properties(vertex) AS p',
        'MATCH (v:player{name: "Tim Duncan"}) RETURN properties(v) AS p',
        [T.FILTER, T.STATEMENT],
    ),
    # clause: DISTINCT added
    ("MATCH (v:player) RETURN v.player.name", "MATCH (v:player) RETURN DISTINCT v.player.name", [T.CLAUSE]),
    # clause: a WITH that changes nothing else
    ("MATCH (v:player) RETURN v.player.name", "MATCH (v:player) WITH v RETURN v.player.name", [T.CLAUSE]),
    # a second statement: its walk, its hops (they add up) and its start vertex count too
    (GO, GO + "; " + GO, [T.EDGE, T.HOPS, T.FILTER, T.CLAUSE]),
    # other: the same query written differently (spacing, quotes, alias)
    (GO, "GO FROM 'Tim Duncan'  OVER like YIELD like._dst AS dst", [T.OTHER]),
]


@pytest.mark.parametrize(("gold", "prediction", "expected"), PAIRS)
def test_structural_categories(gold: str, prediction: str, expected: list[str]) -> None:
    assert T.compare_queries(gold, prediction) == expected


def record(**fields: Any) -> dict[str, Any]:
    base = {
        "ex": 0,
        "gold": GO,
        "prediction": 'GO FROM "Tony Parker" OVER like YIELD like._dst AS id',
        "prediction_error": None,
        "parsed": True,
        "valid": True,
        "executed": True,
        "gold_reproduced": True,
    }
    return {**base, **fields}


@pytest.mark.parametrize(
    ("fields", "primary"),
    [
        ({"prediction_error": "model timed out", "prediction": ""}, T.NO_PREDICTION),
        ({"prediction": "", "parsed": False}, T.NO_PREDICTION),
        ({"prediction": "GO FROM", "parsed": False, "valid": None, "executed": False}, T.SYNTAX),
        ({"valid": False, "executed": False}, T.SCHEMA),
        ({"executed": False}, T.RUNTIME),
        ({"gold_reproduced": False}, T.GOLD_UNUSABLE),
        ({}, T.ENTITY),
    ],
)
def test_record_level_categories(fields: dict[str, Any], primary: str) -> None:
    verdict = T.classify(record(**fields))
    assert verdict is not None and verdict.primary == primary


def test_correct_items_have_no_category() -> None:
    assert T.classify(record(ex=1)) is None


def test_word_diff_marks_only_the_changed_tokens() -> None:
    diff = T.word_diff(GO, 'GO 2 STEPS FROM "Tony Parker" OVER like YIELD like._dst AS id')
    assert diff.startswith('GO {+2 STEPS+} FROM [-"Tim Duncan"-] {+"Tony Parker"+} OVER like')


def test_counts_follow_category_order_and_count_each_item_once() -> None:
    verdicts = [
        T.Verdict(T.FILTER, [T.FILTER, T.PROJECTION]),
        T.Verdict(T.ENTITY, [T.ENTITY, T.FILTER]),
        T.Verdict(T.FILTER, [T.FILTER]),
        None,
    ]
    assert list(T.primary_counts(verdicts).items()) == [(T.ENTITY, 1), (T.FILTER, 2)]
    assert T.any_counts(verdicts) == {T.ENTITY: 1, T.FILTER: 3, T.PROJECTION: 1}


def test_error_summary_counts_only_reproducible_items_per_slice() -> None:
    records = [
        {
            "gold_reproduced": True,
            "error": T.Verdict(T.ENTITY, [T.ENTITY]).to_dict(),
            "slices": {"crud": "GO"},
        },
        {
            "gold_reproduced": True,
            "error": T.Verdict(T.HOPS, [T.HOPS]).to_dict(),
            "slices": {"crud": "MATCH"},
        },
        {
            "gold_reproduced": False,
            "error": T.Verdict(T.GOLD_UNUSABLE, []).to_dict(),
            "slices": {"crud": "GO"},
        },
        {"gold_reproduced": True, "error": None, "slices": {"crud": "GO"}},
    ]
    summary = T.error_summary(records)
    assert summary["failures"] == 2
    assert summary["primary"] == {T.ENTITY: 1, T.HOPS: 1}
    assert summary["by_slice"]["crud"] == {"GO": {T.ENTITY: 1}, "MATCH": {T.HOPS: 1}}


def test_pattern_property_maps_are_filters() -> None:
    # the perturbed-gold system shifts numbers: {age: 1+19} → {age: 8+26} is a filter value error
    assert T.compare_queries(
        "MATCH (v:player{age: 1+19}) RETURN v", "MATCH (v:player{age: 8+26}) RETURN v"
    ) == [T.FILTER]
