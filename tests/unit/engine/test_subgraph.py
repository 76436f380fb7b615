"""GET SUBGRAPH on a small hand-built graph: one row per step, the last-step edge rule, edge
de-duplication, directions, WHERE, WITH PROP and NebulaGraph's errors.

The graph (space ``g``)::

    a -knows(1)-> b -knows(2)-> c -knows(5)-> a      b -knows(6)-> a
    a -knows(3)-> d -knows(4)-> c -knows(7)-> "ghost" -knows(8)-> e
    a -member(2000)-> t:team,  c -member(2001)-> t
    "ghost" is no vertex (the dangling end of two edges).
"""

from __future__ import annotations

import pytest
from helpers import PATHS_GRAPH, engine_with

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.values import Edge, List, Map, Tags, Vertex

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with(PATHS_GRAPH)


def ids(values: List) -> set[str]:
    return {str(v.vid) for v in values}


def keys(values: List) -> list[str]:
    """Edges as ``src-type->dst``, sorted (order inside a row carries no meaning)."""
    return sorted(f"{e.src}-{e.type}->{e.dst}" for e in values)


def layers(engine: Engine, query: str) -> list[tuple[set[str], list[str]]]:
    res = engine.execute(query)
    assert res.columns == ["v", "e"]
    return [(ids(v), keys(e)) for v, e in res.rows]


def test_rows_are_steps_and_the_last_keeps_only_edges_between_collected_vertices(engine: Engine) -> None:
    got = layers(engine, 'GET SUBGRAPH 2 STEPS FROM "a" YIELD VERTICES AS v, EDGES AS e')
    assert got == [
        ({"a"}, ["a-knows->b", "a-knows->d", "a-member->t", "b-knows->a", "c-knows->a"]),
        ({"b", "c", "d", "t"}, ["b-knows->c", "c-knows->ghost", "c-member->t", "d-knows->c"]),
        ({"ghost"}, []),  # ghost->e leads out of the subgraph
    ]
    got = layers(engine, 'GET SUBGRAPH 3 STEPS FROM "a" YIELD VERTICES AS v, EDGES AS e')
    assert got[2] == ({"ghost"}, ["ghost-knows->e"])
    assert got[3] == ({"e"}, [])


def test_default_is_one_step_and_rows_stop_when_nothing_new_is_reached(engine: Engine) -> None:
    got = layers(engine, 'GET SUBGRAPH FROM "c" OUT knows YIELD VERTICES AS v, EDGES AS e')
    assert got == [({"c"}, ["c-knows->a", "c-knows->ghost"]), ({"a", "ghost"}, [])]
    got = layers(engine, 'GET SUBGRAPH 100000 STEPS FROM "t" OUT member YIELD VERTICES AS v, EDGES AS e')
    assert got == [({"t"}, [])]


def test_directions_per_edge_type(engine: Engine) -> None:
    got = layers(engine, 'GET SUBGRAPH FROM "a" IN knows YIELD VERTICES AS v, EDGES AS e')
    assert got == [({"a"}, ["b-knows->a", "c-knows->a"]), ({"b", "c"}, ["a-knows->b", "b-knows->c"])]
    got = layers(engine, 'GET SUBGRAPH FROM "a" IN knows OUT member YIELD VERTICES AS v, EDGES AS e')
    assert got[0] == ({"a"}, ["a-member->t", "b-knows->a", "c-knows->a"])
    assert got[1][0] == {"b", "c", "t"}
    assert got[1][1] == ["a-knows->b", "b-knows->c", "c-member->t"]
    with pytest.raises(QueryExecutionError, match="EdgeNotFound: EdgeName `nope`"):
        engine.execute('GET SUBGRAPH FROM "a" OUT knows, nope YIELD VERTICES AS v')


def test_zero_steps_and_missing_start_vertices(engine: Engine) -> None:
    got = layers(engine, 'GET SUBGRAPH 0 STEPS FROM "a", "b", "a" YIELD VERTICES AS v, EDGES AS e')
    assert got == [({"a", "b"}, ["a-knows->b", "b-knows->a"])]
    res = engine.execute('GET SUBGRAPH 2 STEPS FROM "nobody" YIELD VERTICES AS nodes, EDGES AS relationships')
    assert res.columns == ["nodes", "relationships"]
    assert res.rows == [(List([Vertex("nobody")]), List())]


def test_yield_one_column(engine: Engine) -> None:
    res = engine.execute('GET SUBGRAPH 2 STEPS FROM "a" YIELD VERTICES AS nodes')
    assert res.columns == ["nodes"]
    assert [ids(r[0]) for r in res.rows] == [{"a"}, {"b", "c", "d", "t"}, {"ghost"}]
    # the last step found no edge: an all-empty row is not returned
    res = engine.execute('GET SUBGRAPH 2 STEPS FROM "a" YIELD EDGES AS rels')
    assert res.columns == ["rels"]
    assert [len(r[0]) for r in res.rows] == [5, 4]
    res = engine.execute('GET SUBGRAPH FROM "a" YIELD EDGES AS x, VERTICES AS y')
    assert res.columns == ["x", "y"]


def test_with_prop_and_without(engine: Engine) -> None:
    res = engine.execute('GET SUBGRAPH FROM "c" OUT knows YIELD VERTICES AS v, EDGES AS e')
    (start,) = res.rows[0][0]
    assert start == Vertex("c", Tags({"person": Map()}))  # tag names, no properties
    assert Vertex("ghost") in res.rows[1][0].items
    assert all(e.props == Map() for e in res.rows[0][1])
    res = engine.execute('GET SUBGRAPH WITH PROP FROM "c" OUT knows YIELD VERTICES AS v, EDGES AS e')
    (start,) = res.rows[0][0]
    assert start == Vertex("c", Tags({"person": Map({"name": "C", "age": 35})}))
    assert Vertex("ghost") in res.rows[1][0].items
    assert sorted(e.props["w"] for e in res.rows[0][1]) == [5, 7]


def test_where_filters_edges_and_keeps_the_properties_it_reads(engine: Engine) -> None:
    res = engine.execute('GET SUBGRAPH FROM "a" WHERE knows.w > 3 YIELD VERTICES AS v, EDGES AS e')
    assert [(ids(v), keys(e)) for v, e in res.rows] == [
        ({"a"}, ["b-knows->a", "c-knows->a"]),  # member edges: knows.w is EMPTY there
        ({"b", "c"}, []),
    ]
    assert {e.props for e in res.rows[0][1]} == {Map({"w": 5}), Map({"w": 6})}
    got = layers(
        engine, 'GET SUBGRAPH FROM "a" OUT knows WHERE $$.person.age > 30 YIELD VERTICES AS v, EDGES AS e'
    )
    assert got[0] == ({"a"}, ["a-knows->d"])
    with pytest.raises(
        QuerySemanticError, match=r'Edge type "knows" in filter .* is not in the edge types \[member\]'
    ):
        engine.execute('GET SUBGRAPH FROM "a" OUT member WHERE knows.w > 1 YIELD VERTICES AS v')


def test_starts_from_pipe_and_variable(engine: Engine) -> None:
    res = engine.execute(
        'GO FROM "a" OVER member YIELD member._dst AS id | GET SUBGRAPH 0 STEPS FROM $-.id YIELD VERTICES AS v'
    )
    assert [ids(r[0]) for r in res.rows] == [{"t"}]
    res = engine.execute(
        '$x = GO FROM "a" OVER knows YIELD knows._dst AS id; GET SUBGRAPH 0 STEPS FROM $x.id YIELD VERTICES AS v'
    )
    assert [ids(r[0]) for r in res.rows] == [{"b", "d"}]


def test_errors(engine: Engine) -> None:
    with pytest.raises(QuerySemanticError, match="only support YIELD vertices OR edges"):
        engine.execute('GET SUBGRAPH FROM "a" YIELD nodes AS n')
    with pytest.raises(QuerySemanticError, match="should be type of FIXED_STRING, but was`INT'"):
        engine.execute(
            'GO FROM "a" OVER knows YIELD $$.person.age AS id | GET SUBGRAPH FROM $-.id YIELD VERTICES AS v'
        )
    with pytest.raises(QuerySemanticError, match="not exist variable `nope'"):
        engine.execute("GET SUBGRAPH FROM $nope.id YIELD VERTICES AS v")
    with pytest.raises(QuerySemanticError, match="should be type of FIXED_STRING"):
        engine.execute("GET SUBGRAPH FROM 3 YIELD VERTICES AS v")


def test_space_without_edge_types() -> None:
    e = Engine()
    e.execute(
        "CREATE SPACE s (vid_type = FIXED_STRING(20)); USE s; CREATE TAG person(name string);"
        'INSERT VERTEX person(name) VALUES "Tom":("Tom")',
        allow_writes=True,
    )
    res = e.execute('GET SUBGRAPH 1 STEPS FROM "Tom" YIELD vertices as nodes, edges as relationships')
    assert res.rows == [(List([Vertex("Tom", Tags({"person": Map()}))]), List())]


def test_edges_are_stored_edges(engine: Engine) -> None:
    res = engine.execute('GET SUBGRAPH WITH PROP FROM "b" IN knows YIELD EDGES AS e')
    assert Edge("a", "b", "knows", 0, Map({"w": 1})) in res.rows[0][0].items
