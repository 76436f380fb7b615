"""Adapting a solved demonstration to a new question, on the demo graph (data/demo)."""

from __future__ import annotations

from typing import Any

import pytest

from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.pipeline.offline.adapt import (
    adapt,
    best_assignment,
    drop_stale_conditions,
    mismatch,
    rename_property,
    rename_schema_item,
)
from r3.pipeline.offline.demos import Demo, DemoPool
from r3.understand.cues import question_facts
from r3.understand.linking import StoreLinker, resolve_links

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def world() -> dict[str, Any]:
    from r3.demo import demo_schema, open_demo_engine

    engine = open_demo_engine()
    return {"schema": demo_schema(), "linker": StoreLinker.from_engine(engine, "demo")}


def _adapt(world: dict[str, Any], demo_q: str, demo_gold: str, question: str) -> Any:
    pool = DemoPool(
        [Demo("d1", demo_q, demo_gold, "demo")],
        schema_for_space=lambda s: world["schema"],
        linker_for_space=lambda s: world["linker"],
    )
    links = resolve_links(world["linker"].link(question))
    facts = question_facts(question, names=[lk.span for lk in links])
    return adapt(pool.infos[0], question, links, facts, world["schema"])


def test_names_and_numbers_are_replaced(world: dict[str, Any]) -> None:
    ad = _adapt(
        world,
        "Whom does Ada Lind like more than 90, within 2 steps?",
        'GO 2 STEPS FROM "Ada Lind" OVER like WHERE like.likeness > 90 YIELD dst(edge) AS who',
        "Whom does Kit Vance like more than 80, within 3 steps?",
    )
    assert (
        to_text(ad.script)
        == 'GO 3 STEPS FROM "Kit Vance" OVER like WHERE like.likeness > 80 YIELD dst(edge) AS who'
    )
    assert mismatch(ad) == 0


def test_slots_are_filled_by_kind_not_only_by_order(world: dict[str, Any]) -> None:
    # The demo names the player first, the new question names the team first.
    ad = _adapt(
        world,
        "Did Ada Lind ever play for River Foxes?",
        'MATCH (p:player {name: "Ada Lind"})-[s:serve]->(t:team {name: "River Foxes"}) RETURN s.start_year',
        "Did the Harbor Owls ever have Pia Lomax?",
    )
    text = to_text(ad.script)
    assert '(p:player {name: "Pia Lomax"})' in text and '(t:team {name: "Harbor Owls"})' in text


def test_number_kinds_keep_ages_out_of_step_counts(world: dict[str, Any]) -> None:
    ad = _adapt(
        world,
        "Players 2 steps from Ada Lind older than 30",
        'GO 2 STEPS FROM "Ada Lind" OVER like WHERE $$.player.age > 30 YIELD dst(edge)',
        "Players Kit Vance likes aged between 30 and 40",
    )
    assert "GO 2 STEPS" in to_text(ad.script)  # 30 and 40 are ages, not hops
    assert ad.stale_numbers == 1


def test_order_direction_follows_the_question(world: dict[str, Any]) -> None:
    ad = _adapt(
        world,
        "Whom does Ada Lind like, by name?",
        'GO FROM "Ada Lind" OVER like YIELD $$.player.name AS n | ORDER BY $-.n',
        "Whom does Kit Vance like, by name in descending order?",
    )
    assert to_text(ad.script).endswith("ORDER BY $-.n DESC")


def test_stale_filters_can_be_dropped(world: dict[str, Any]) -> None:
    ad = _adapt(
        world,
        "Teams of Ada Lind whose name contains 'Fox'",
        'GO FROM "Ada Lind" OVER serve WHERE $$.team.name CONTAINS "Fox" YIELD $$.team.name',
        "Teams of Kit Vance",
    )
    assert ad.stale == ["Fox"]
    dropped = drop_stale_conditions(ad)
    assert dropped is not None
    assert to_text(dropped.script) == 'GO FROM "Kit Vance" OVER serve YIELD $$.team.name'
    assert mismatch(dropped) < mismatch(ad)


def test_rename_edge_checks_properties(world: dict[str, Any]) -> None:
    schema = world["schema"]
    script = parse('GO FROM "Ada Lind" OVER like YIELD like._dst, like.likeness')
    assert (
        rename_schema_item(script, "like", "serve", kind="edge", schema=schema) is None
    )  # serve has no likeness
    script = parse('GO FROM "Ada Lind" OVER serve YIELD serve._dst, serve.start_year')
    renamed = rename_schema_item(script, "serve", "coach_of", kind="edge", schema=schema)
    assert renamed is not None
    assert to_text(renamed) == 'GO FROM "Ada Lind" OVER coach_of YIELD coach_of._dst, coach_of.start_year'


def test_rename_property_follows_aliases() -> None:
    script = parse('LOOKUP ON player WHERE player.name == "x" YIELD properties(vertex).age AS age')
    out = to_text(rename_property(script, "player", "age", "name"))
    assert out.endswith("YIELD properties(VERTEX).name AS name") or out.endswith(
        "YIELD properties(vertex).name AS name"
    )


def test_best_assignment_maximises_fit_then_order() -> None:
    fits = {(0, 0): 1.0, (0, 1): 2.0, (1, 0): 2.0, (1, 1): 0.0}
    assert best_assignment(2, 2, lambda i, j: fits[(i, j)]) == {0: 1, 1: 0}
    assert best_assignment(2, 2, lambda i, j: 1.0) == {0: 0, 1: 1}
    assert best_assignment(2, 1, lambda i, j: 1.0 if i == 1 else 0.0) == {1: 0}
