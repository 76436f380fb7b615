"""FIND SHORTEST | SINGLE SHORTEST | ALL | NOLOOP PATH on a small hand-built graph.

The graph (space ``g``; ``w`` is the ``knows`` weight)::

    a -knows(1)-> b -knows(2)-> c -knows(5)-> a      b -knows(6)-> a
    a -knows(3)-> d -knows(4)-> c -knows(7)-> "ghost" -knows(8)-> e
    a -member(2000)-> t:team,  c -member(2001)-> t
    "ghost" is no vertex (the dangling end of two edges); e:person has no outgoing edge.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import PATHS_GRAPH, engine_with

from r3.engine.context import ExecContext, Limits
from r3.engine.engine import Engine
from r3.engine.pathfind import RawPath, all_paths, has_duplicate_edges, shortest_paths
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.values import Edge, Map, Path, Step, Tags, Vertex

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with(PATHS_GRAPH)


def walks(engine: Engine, query: str) -> Counter[str]:
    """Each path of the single result column as ``a>b<c`` (``>`` forwards, ``<`` backwards)."""
    res = engine.execute(query)
    out: Counter[str] = Counter()
    for (p,) in res.rows:
        assert isinstance(p, Path)
        text = str(p.start.vid)
        for s in p.steps:
            text += ("<" if s.edge.reversed else ">") + str(s.vertex.vid)
        out[text] += 1
    return out


def find(kind: str, rest: str) -> str:
    return f"FIND {kind} PATH {rest} YIELD path AS p"


def test_shortest_returns_every_shortest_path_of_the_pair(engine: Engine) -> None:
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "c" OVER knows')) == Counter(["a>b>c", "a>d>c"])
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "b" OVER *')) == Counter(["a>b"])


def test_pairs_are_every_source_times_every_target(engine: Engine) -> None:
    got = walks(engine, find("SHORTEST", 'FROM "a", "b", "a" TO "c", "a", "nobody" OVER knows'))
    assert got == Counter(["a>b>c", "a>d>c", "a>b>a", "b>c", "b>a"])


def test_upto_bounds_the_length_and_defaults_to_five(engine: Engine) -> None:
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "e" OVER knows UPTO 3 STEPS')) == Counter()
    both = Counter(["a>b>c>ghost>e", "a>d>c>ghost>e"])
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "e" OVER knows UPTO 4 STEPS')) == both
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "e" OVER knows')) == both  # UPTO 5
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "b" OVER knows UPTO 0 STEPS')) == Counter()


def test_dangling_vertex_is_walked_through(engine: Engine) -> None:
    assert walks(engine, find("SHORTEST", 'FROM "ghost" TO "e" OVER knows')) == Counter(["ghost>e"])


def test_reversely_walks_edges_backwards(engine: Engine) -> None:
    got = walks(engine, find("SHORTEST", 'FROM "c" TO "a" OVER knows REVERSELY'))
    assert got == Counter(["c<b<a", "c<d<a"])
    res = engine.execute(find("SHORTEST", 'FROM "c" TO "b" OVER knows REVERSELY'))
    (path,) = [r[0] for r in res.rows]
    # the stored edge b->c, walked backwards from c
    assert path.steps[0].edge == Edge("b", "c", "knows", 0, Map())
    assert path.steps[0].edge.reversed


def test_bidirect_and_shortest_cycles_use_no_edge_twice(engine: Engine) -> None:
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "a" OVER knows')) == Counter(["a>b>a"])
    # both ways: a-b-a through the two distinct edges, never the same edge back
    assert walks(engine, find("SHORTEST", 'FROM "a" TO "a" OVER knows BIDIRECT')) == Counter(
        ["a>b>a", "a<b<a"]
    )
    # every 2-step round trip from d repeats its only edge: the pair ends with nothing, as in
    # NebulaGraph (the 3-step cycle d->c->a->d is not searched for)
    assert walks(engine, find("SHORTEST", 'FROM "d" TO "d" OVER knows BIDIRECT')) == Counter()
    assert walks(engine, find("SHORTEST", 'FROM "d" TO "a" OVER knows BIDIRECT')) == Counter(["d<a"])


def test_single_shortest_keeps_one_path_per_pair(engine: Engine) -> None:
    got = walks(engine, find("SINGLE SHORTEST", 'FROM "a" TO "c", "e" OVER knows'))
    assert sum(got.values()) == 2
    assert {w[-1] for w in got} == {"c", "e"}
    assert set(got) <= {"a>b>c", "a>d>c", "a>b>c>ghost>e", "a>d>c>ghost>e"}


def test_all_paths_may_repeat_vertices_but_not_edges(engine: Engine) -> None:
    assert walks(engine, find("ALL", 'FROM "a" TO "c" OVER knows UPTO 3 STEPS')) == Counter(
        ["a>b>c", "a>d>c"]
    )
    got = walks(engine, find("ALL", 'FROM "a" TO "c" OVER knows UPTO 4 STEPS'))
    assert got == Counter(["a>b>c", "a>d>c", "a>b>a>d>c"])
    cycles = walks(engine, find("ALL", 'FROM "a" TO "a" OVER knows UPTO 4 STEPS'))
    assert cycles == Counter(["a>b>a", "a>b>c>a", "a>d>c>a"])


def test_noloop_paths_repeat_no_vertex(engine: Engine) -> None:
    assert walks(engine, find("NOLOOP", 'FROM "a" TO "c" OVER knows UPTO 4 STEPS')) == Counter(
        ["a>b>c", "a>d>c"]
    )
    assert walks(engine, find("NOLOOP", 'FROM "a" TO "a" OVER knows')) == Counter()
    got = walks(engine, find("NOLOOP", 'FROM "c" TO "b" OVER knows BIDIRECT UPTO 2 STEPS'))
    assert got == Counter(["c<b", "c>a<b", "c>a>b"])


def test_where_filters_the_edges_walked(engine: Engine) -> None:
    got = walks(engine, find("SHORTEST", 'FROM "a" TO "c" OVER knows WHERE knows.w > 1'))
    assert got == Counter(["a>d>c"])
    # a property of another edge type is EMPTY on this edge
    got = walks(engine, find("SHORTEST", 'FROM "a" TO "t" OVER knows, member WHERE member.since IS EMPTY'))
    assert got == Counter()
    got = walks(engine, find("SHORTEST", 'FROM "a" TO "t" OVER knows, member WHERE knows.w IS EMPTY'))
    assert got == Counter(["a>t"])


def test_without_prop_vertices_are_bare_and_edges_have_no_properties(engine: Engine) -> None:
    res = engine.execute(find("SHORTEST", 'FROM "c" TO "e" OVER knows'))
    assert res.columns == ["p"]
    assert res.rows == [
        (
            Path(
                Vertex("c"),
                (
                    Step(Edge("c", "ghost", "knows", 0, Map()), Vertex("ghost")),
                    Step(Edge("ghost", "e", "knows", 0, Map()), Vertex("e")),
                ),
            ),
        )
    ]
    assert res.rows[0][0].start.tags == Tags()


def test_with_prop_carries_tags_and_properties(engine: Engine) -> None:
    res = engine.execute('FIND SHORTEST PATH WITH PROP FROM "c" TO "e" OVER knows YIELD path')
    assert res.columns == ["path"]
    (path,) = [r[0] for r in res.rows]
    assert path.start == Vertex("c", Tags({"person": Map({"name": "C", "age": 35})}))
    assert path.steps[0].edge.props == Map({"w": 7})
    assert path.steps[0].vertex == Vertex("ghost")  # no such vertex: bare, even WITH PROP
    assert path.steps[1].vertex.tags["person"] == Map({"name": "E", "age": 20})


def test_sources_and_targets_from_pipe_and_variable(engine: Engine) -> None:
    q = 'YIELD "a" AS s, "c" AS t | ' + find("SHORTEST", "FROM $-.s TO $-.t OVER knows")
    assert walks(engine, q) == Counter(["a>b>c", "a>d>c"])
    q = '$v = YIELD "b" AS s; YIELD "c" AS t | ' + find("SHORTEST", "FROM $v.s TO $-.t OVER knows")
    assert walks(engine, q) == Counter(["b>c"])
    # NULL / EMPTY cells are skipped
    q = 'GO FROM "a" OVER knows, member YIELD knows._dst AS s | ' + find(
        "SHORTEST", 'FROM $-.s TO "c" OVER knows'
    )
    assert walks(engine, q) == Counter(["b>c", "d>c"])


def test_piped_paths_sort_and_limit(engine: Engine) -> None:
    res = engine.execute(find("SHORTEST", 'FROM "a" TO "c" OVER knows') + " | ORDER BY $-.p | LIMIT 1")
    assert [str(s.vertex.vid) for s in res.rows[0][0].steps] == ["b", "c"]
    res = engine.execute(
        find("ALL", 'FROM "a" TO "c" OVER knows UPTO 4 STEPS') + " | YIELD length($-.p) AS n"
    )
    assert Counter(r[0] for r in res.rows) == Counter([2, 2, 4])


def test_errors(engine: Engine) -> None:
    with pytest.raises(QuerySemanticError, match=r"nope not found in space \[g\]"):
        engine.execute(find("SHORTEST", 'FROM "a" TO "c" OVER knows, nope'))
    with pytest.raises(QuerySemanticError, match="only support yield path"):
        engine.execute('FIND SHORTEST PATH FROM "a" TO "c" OVER knows YIELD p')
    with pytest.raises(QuerySemanticError, match="should be type of FIXED_STRING"):
        engine.execute(find("SHORTEST", 'FROM 1 TO "c" OVER knows'))
    with pytest.raises(QuerySemanticError, match="should be type of FIXED_STRING, but was`INT'"):
        engine.execute("YIELD 1 AS s | " + find("SHORTEST", 'FROM $-.s TO "c" OVER knows'))
    with pytest.raises(QuerySemanticError, match="not exist prop"):
        engine.execute("YIELD 1 AS s | " + find("SHORTEST", 'FROM $-.x TO "c" OVER knows'))


def test_explain_shows_the_search(engine: Engine) -> None:
    text = engine.explain(
        find("NOLOOP", 'FROM "a" TO "c" OVER knows REVERSELY WHERE knows.w > 1 UPTO 3 STEPS')
    )
    assert "NoLoopPaths" in text and "upto: 3" in text and "knows.w>1" in text


def test_exploding_enumeration_stops_at_the_guard() -> None:
    e = Engine(limits=Limits(max_expansions=20_000))
    vids = [f"v{i}" for i in range(8)]
    edges = ", ".join(f'"{x}"->"{y}":()' for x in vids for y in vids if x != y)
    e.execute(
        f"CREATE SPACE k (vid_type = FIXED_STRING(8)); USE k; CREATE EDGE r();INSERT EDGE r() VALUES {edges}",
        allow_writes=True,
    )
    with pytest.raises(QueryExecutionError, match="expansions"):
        e.execute('FIND ALL PATH FROM "v0" TO "v1" OVER r BIDIRECT UPTO 40 STEPS YIELD path AS p')
    # shortest paths on the same graph are cheap whatever UPTO says
    res = e.execute('FIND SHORTEST PATH FROM "v0" TO "v1" OVER r UPTO 40 STEPS YIELD path AS p')
    assert len(res.rows) == 1


def test_shortest_paths_api_for_other_executors(engine: Engine) -> None:
    ctx = ExecContext(engine.store, "g")
    found = shortest_paths(
        ctx, ["a"], ["c"], ["knows"], "out", 5, edge_filter=lambda rec, rev: rec.props["w"] != 3
    )
    assert [[h.target for h in p.hops] for p in found] == [["b", "c"]]
    assert isinstance(found[0], RawPath) and found[0].end == "c"
    assert found[0].to_value(ctx, with_props=True).start.tags["person"] == Map({"name": "A", "age": 30})
    assert shortest_paths(ctx, ["a"], ["c"], ["knows"], "out", 5, single=True)[0].end == "c"
    trails = all_paths(ctx, ["a"], ["a"], ["knows"], "out", 3)
    assert sorted(len(p.hops) for p in trails) == [2, 3, 3]
    assert not any(has_duplicate_edges(p.hops) for p in trails)
