"""The offline reranker and refiner end to end on the demo graph (data/demo), with hand-written demos."""

from __future__ import annotations

from typing import Any

import pytest

from r3.lang.analysis import analyze
from r3.pipeline.offline import Demo, DemoPool, OfflineRefiner, OfflineReranker
from r3.pipeline.offline.select import Candidate, answer_fit
from r3.understand.compose import compose, neighbours_on
from r3.understand.cues import question_facts
from r3.understand.linking import StoreLinker, resolve_links
from r3.understand.profile import GraphProfile

pytestmark = pytest.mark.quick

# Written for this test on the project's demo graph (players, teams, coaches).
DEMOS = [
    Demo(
        "d1",
        "Whom does Ada Lind like?",
        'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend',
        "demo",
        "en",
    ),
    Demo(
        "d2",
        "Ulric Calloway 喜欢谁？",
        'GO FROM "Ulric Calloway" OVER like YIELD dst(edge) AS friend',
        "demo",
        "zh",
    ),
    Demo(
        "d3",
        "How old is Pia Lomax?",
        'FETCH PROP ON player "Pia Lomax" YIELD player.age AS age',
        "demo",
        "en",
    ),
    Demo(
        "d4", "Pia Lomax 多少岁？", 'FETCH PROP ON player "Pia Lomax" YIELD player.age AS age', "demo", "zh"
    ),
    Demo(
        "d5",
        "Which teams did Eli Lind play for?",
        'GO FROM "Eli Lind" OVER serve YIELD $$.team.name AS team',
        "demo",
        "en",
    ),
    Demo(
        "d6",
        "Eli Lind 效力过哪些球队？",
        'GO FROM "Eli Lind" OVER serve YIELD $$.team.name AS team',
        "demo",
        "zh",
    ),
    Demo(
        "d7",
        "Players older than 30, by age descending",
        "LOOKUP ON player WHERE player.age > 30 YIELD player.name AS name, player.age AS age | ORDER BY $-.age DESC",
        "demo",
        "en",
    ),
    Demo(
        "d8",
        "Who coaches the Harbor Owls?",
        'GO FROM "Harbor Owls" OVER coach_of REVERSELY YIELD src(edge) AS coach',
        "demo",
        "en",
    ),
]


@pytest.fixture(scope="module")
def world() -> dict[str, Any]:
    from r3.demo import demo_schema, open_demo_engine

    engine = open_demo_engine()
    schema = demo_schema()
    linker = StoreLinker.from_engine(engine, "demo")
    pool = DemoPool(DEMOS, schema_for_space=lambda s: schema, linker_for_space=lambda s: linker)
    refiner = OfflineRefiner(lambda s: engine, lambda s: schema, pool, lambda s: linker)
    return {"engine": engine, "schema": schema, "linker": linker, "pool": pool, "refiner": refiner}


def test_an_unseen_name_gets_the_demo_shape(world: dict[str, Any]) -> None:
    res = world["refiner"].generate("Whom does Kit Vance like?", "demo")
    assert res.query == 'GO FROM "Kit Vance" OVER like YIELD dst(edge) AS friend'
    assert res.chosen is not None and res.chosen.ok and res.chosen.rows
    assert str(res.chosen) == res.query


def test_chinese_question_with_a_new_name(world: dict[str, Any]) -> None:
    res = world["refiner"].generate("Kit Vance 效力过哪些球队？", "demo")
    assert res.query == 'GO FROM "Kit Vance" OVER serve YIELD $$.team.name AS team'


def test_numbers_and_direction_carry_over(world: dict[str, Any]) -> None:
    res = world["refiner"].generate("Players older than 33, by age descending", "demo")
    assert "player.age > 33" in res.query
    assert res.query.endswith("ORDER BY $-.age DESC")


def test_the_question_never_sees_its_own_demo(world: dict[str, Any]) -> None:
    pool: DemoPool = world["pool"]
    q = DEMOS[2].question
    links = resolve_links(world["linker"].link(q))
    facts = question_facts(q, names=[lk.span for lk in links])
    ids = {n.info.demo.id for n in pool.nearest(q, links, facts, space="demo", k=20)}
    assert "d3" not in ids  # identical question: excluded without being asked to
    ids = {n.info.demo.id for n in pool.nearest(q, links, facts, space="demo", k=20, exclude_ids={"d4"})}
    assert not ids & {"d3", "d4"}
    res = world["refiner"].generate(q, "demo", exclude_ids={"d4"})
    assert all(not {"d3", "d4"} & set(c.origin) for c in res.candidates)


def test_compose_covers_a_shape_no_demo_has(world: dict[str, Any]) -> None:
    res = world["refiner"].generate("What is the shortest path from Ada Lind to Harbor Owls?", "demo")
    assert res.query.startswith('FIND SHORTEST PATH FROM "Ada Lind" TO "Harbor Owls" OVER *')
    assert res.chosen is not None and res.chosen.source == "compose" and res.chosen.ok


def test_every_candidate_was_checked(world: dict[str, Any]) -> None:
    res = world["refiner"].generate("Whom does Gus Quarles like?", "demo")
    assert res.candidates and all(c.executed_ok is not None for c in res.candidates)
    assert res.candidates == sorted(res.candidates, key=lambda c: -c.score)


def test_a_broken_candidate_is_never_preferred_to_a_running_one(world: dict[str, Any]) -> None:
    from r3.pipeline.offline.select import choose, dry_run, final_score

    bad = Candidate('GO FROM "Ada Lind" OVER likes YIELD dst(edge)', "demo", prior=5.0)
    good = Candidate('GO FROM "Ada Lind" OVER like YIELD dst(edge)', "demo", prior=0.1)
    for c in (bad, good):
        dry_run(c, world["engine"], world["schema"], space="demo")
        c.score = final_score(c)
    assert bad.executed_ok is False and "invalid" in bad.error
    assert choose([bad, good]) is good


def test_compose_shapes_from_names_and_cues(world: dict[str, Any]) -> None:
    q = "Show the subgraph within 2 steps around Ada Lind"
    links = resolve_links(world["linker"].link(q))
    facts = question_facts(q, names=[lk.span for lk in links])
    profile = GraphProfile.from_engine(world["engine"], "demo", world["schema"])
    edges_of = neighbours_on(world["engine"], "demo")
    queries = [c.query for c in compose(q, links, facts, profile, neighbours=edges_of)]
    assert queries[0] == (
        'GET SUBGRAPH 2 STEPS FROM "Ada Lind" YIELD VERTICES AS nodes, EDGES AS relationships'
    )
    q = "Show the subgraph within 2 steps around Ada Lind with every property"
    links = resolve_links(world["linker"].link(q))
    facts = question_facts(q, names=[lk.span for lk in links])
    queries = [c.query for c in compose(q, links, facts, profile, neighbours=edges_of)]
    assert queries[0].startswith('GET SUBGRAPH WITH PROP 2 STEPS FROM "Ada Lind"')
    q = "How many players does Ada Lind like?"
    links = resolve_links(world["linker"].link(q))
    facts = question_facts(q, names=[lk.span for lk in links])
    queries = [c.query for c in compose(q, links, facts, profile, neighbours=edges_of)]
    assert (
        queries[0]
        == 'MATCH (a:player)-[e0:like]->(t:player) WHERE id(a) == "Ada Lind" RETURN count(DISTINCT t)'
    )


def test_answer_fit_checks_the_kind_of_rows(world: dict[str, Any]) -> None:
    engine = world["engine"]
    paths = engine.execute('FIND SHORTEST PATH FROM "Ada Lind" TO "Kit Vance" OVER * YIELD path AS p')
    names = engine.execute('GO FROM "Ada Lind" OVER like YIELD dst(edge)')
    assert answer_fit(paths, {"want-path"}) > answer_fit(names, {"want-path"})
    assert answer_fit(names, set()) == 0.0


def test_reranker_votes_labels_of_similar_demos(world: dict[str, Any]) -> None:
    reranker = OfflineReranker.fit(
        world["pool"], lambda s: world["schema"], linker_for_space=lambda s: world["linker"]
    )
    pred = reranker.predict("Whom does Otis Lind like?", "demo")
    assert pred.crud == ["GO"]
    assert "like" in pred.classes and "player" in pred.classes
    assert pred.paper_labels().crud == ["QUERY"]
    assert 0 < pred.scores["crud:GO"] <= 1.0


def test_reranker_labels_are_analysis_labels(world: dict[str, Any]) -> None:
    reranker = OfflineReranker.fit(
        world["pool"], lambda s: world["schema"], linker_for_space=lambda s: world["linker"]
    )
    pred = reranker.predict("Players older than 25, by age descending", "demo")
    gold = analyze(DEMOS[6].gold, schema=world["schema"])
    assert set(pred.crud) == set(gold.crud)
    assert {"WHERE", "ORDER BY"} <= set(pred.clauses)
