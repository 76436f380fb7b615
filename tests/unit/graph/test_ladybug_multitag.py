"""Vertices with several tags on the Cypher backends: the engine's rows, LadybugDB's, FalkorDB's.

NebulaGraph keeps one vertex per vid, whatever its tags: an unlabelled ``MATCH (v)`` finds it
once, a label of any of its tags finds it with all its edges, and ``count(*)`` counts it once.
LadybugDB's nodes have one label each, so how r3 stores such a vertex
(:mod:`r3.graph.ladybug_convert`) decides these rows; FalkorDB gives a node every label.

The graph (:data:`GRAPH`) gives one vertex two tags that share a property name (``ann``:
``person`` and ``star``, the second tag later in schema order), one vertex three tags
(``cy``: ``person``, ``star``, ``coach``), and plain one-tag vertices, with edges from and to
the multi-tag ones::

    ann -follows-> bo -follows-> cy -follows-> ann;  ann -plays-> reds <-plays- bo;  cy -coaches-> reds
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("real_ladybug")

from helpers import write_graphs  # noqa: E402

from r3.engine.engine import Engine  # noqa: E402
from r3.engine.runner import GraphPool, run_query  # noqa: E402
from r3.eval.falkordb_backend import FalkorSpaces  # noqa: E402
from r3.eval.metrics.exact import exact_match  # noqa: E402
from r3.eval.replay import final_order_keys  # noqa: E402
from r3.graph.falkordb_server import LocalFalkorDB, server_problem  # noqa: E402
from r3.graph.ladybug_spaces import LadybugSpaces  # noqa: E402
from r3.lang.ddl import load_space_schema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.transpile import transpile  # noqa: E402
from r3.values import List, Tags, Vertex  # noqa: E402

SPACE = "fans"

GRAPH = """
CREATE SPACE fans (vid_type = FIXED_STRING(16));
USE fans;
CREATE TAG person(name string, age int);
CREATE TAG star(name string, fans int);
CREATE TAG coach(since int);
CREATE TAG team(name string);
CREATE EDGE follows(w int);
CREATE EDGE plays(since int);
CREATE EDGE coaches();
CREATE TAG INDEX star_fans ON star(fans);
INSERT VERTEX person(name, age) VALUES "ann":("Ann", 31), "bo":("Bo", 25), "cy":("Cy", 40);
INSERT VERTEX star(name, fans) VALUES "ann":("Ann", 900), "cy":("Cy", 50);
INSERT VERTEX coach(since) VALUES "cy":(2015);
INSERT VERTEX team(name) VALUES "reds":("Reds");
INSERT EDGE follows(w) VALUES "ann"->"bo":(1), "bo"->"cy":(2), "cy"->"ann":(3);
INSERT EDGE plays(since) VALUES "ann"->"reds":(2019), "bo"->"reds":(2020);
INSERT EDGE coaches() VALUES "cy"->"reds":();
"""

#: (form, nGQL): each a query whose rows depend on how a multi-tag vertex is stored.
FORMS = [
    ("an unlabelled MATCH finds a vertex once", 'MATCH (v) WHERE id(v) == "ann" RETURN v'),
    ("an unlabelled MATCH of three tags finds it once", 'MATCH (v) WHERE id(v) == "cy" RETURN id(v) AS v'),
    ("count(*) of every vertex counts a vertex once", "MATCH (v) RETURN count(*) AS n"),
    ("count(*) of the vertices of a later tag", "MATCH (v:star) RETURN count(*) AS n"),
    ("a later tag's label sees the edges", 'MATCH (v:star)-[e:follows]->(w) RETURN id(v) AS v, id(w) AS w, e.w AS x'),
    ("a later tag's label at the far end", "MATCH (a)-[:follows]->(b:star) RETURN id(a) AS a, id(b) AS b"),
    ("the third tag's label sees the edges", "MATCH (c:coach)-[:coaches]->(t:team) RETURN id(c) AS c, t.team.name AS t"),
    ("a later tag's property over its edges",
     "MATCH (v:star)-[:plays]->(t) RETURN v.star.fans AS f, id(t) AS t"),
    ("an unlabelled start's edges, once each", 'MATCH (v)-[e]->(w) WHERE id(v) == "cy" RETURN type(e) AS t, id(w) AS w'),
    ("tags() of a vertex", 'MATCH (v) WHERE id(v) IN ["ann", "bo", "cy"] RETURN id(v) AS v, size(tags(v)) AS n'),
    ("GO from a multi-tag vertex", 'GO FROM "cy" OVER follows, coaches YIELD dst(edge) AS d, $^.star.fans AS f'),
    ("GO to a multi-tag vertex", 'GO FROM "bo" OVER follows YIELD $$.star.fans AS f, $$.coach.since AS s'),
    ("LOOKUP on a later tag", "LOOKUP ON star YIELD id(vertex) AS v, star.fans AS f"),
    ("FETCH a later tag", 'FETCH PROP ON star "ann", "cy" YIELD star.fans AS f'),
    ("a path through a multi-tag vertex",
     'FIND SHORTEST PATH WITH PROP FROM "bo" TO "ann" OVER follows UPTO 3 STEPS YIELD path AS p'),
    ("a count of vertices by a label, grouped", "MATCH (v:person)-[:follows]->(w) RETURN count(DISTINCT v) AS n"),
]  # fmt: skip


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_graphs(tmp_path_factory.mktemp("multitag"), {SPACE: GRAPH})


@pytest.fixture(scope="module")
def pool(graphs: Path) -> GraphPool:
    return GraphPool(graphs)


@pytest.fixture(scope="module")
def ladybug(pool: GraphPool) -> Iterator[Any]:
    spaces = LadybugSpaces(pool, use_cache=False)
    yield spaces.backend(SPACE)
    spaces.close()


@pytest.fixture(scope="module")
def falkordb(pool: GraphPool) -> Iterator[Any]:
    problem = server_problem()
    if problem:
        pytest.skip(f"FalkorDB server cannot run here: {problem}")
    with LocalFalkorDB() as server:
        spaces = FalkorSpaces(pool, server)
        yield spaces.backend(SPACE)
        spaces.close()


@pytest.fixture(params=["ladybug", "falkordb"])
def backend(request: pytest.FixtureRequest) -> Any:
    return request.getfixturevalue(request.param)


def gold_rows(pool: GraphPool, query: str) -> list[tuple[Any, ...]]:
    out = run_query(Engine(pool.shared(SPACE), space=SPACE), query, allow_writes=False, hard_limit_s=20)
    assert out.result is not None, out.error_line()
    assert out.result.rows, "a form's query must return rows (an empty result proves nothing)"
    return list(out.result.rows)


@pytest.mark.parametrize(("form", "query"), FORMS, ids=[f for f, _ in FORMS])
def test_a_multi_tag_vertex_gives_the_engine_rows(
    form: str, query: str, pool: GraphPool, graphs: Path, backend: Any
) -> None:
    expected = gold_rows(pool, query)
    cypher = transpile(query, "ngql", "cypher", schema=load_space_schema(graphs, SPACE))
    ordered = final_order_keys(parse(query, "ngql")) is not None
    match = exact_match(backend.execute(cypher).rows, expected, ordered=ordered, cross_backend=True)
    assert match.equal, f"{form}\n{cypher}\n{match.diff}"


def test_a_multi_tag_vertex_scans_back_with_every_tag(pool: GraphPool, ladybug: Any) -> None:
    """What a dump reads: one vertex per vid with all its tags and props, every edge once."""
    engine = Engine(pool.shared(SPACE), space=SPACE)
    assert sorted(map(str, ladybug.scan_vertices())) == sorted(map(str, engine.scan_vertices()))
    assert sorted(map(str, ladybug.scan_edges())) == sorted(map(str, engine.scan_edges()))


def test_a_label_predicate_reads_as_the_tag(pool: GraphPool, ladybug: Any) -> None:
    """``WHERE v:star`` (which LadybugDB does not parse) finds every vertex with the tag, ``v:person:star`` those with both."""
    engine = Engine(pool.shared(SPACE), space=SPACE)
    for cypher, ngql in (
        ("MATCH (v) WHERE v:star RETURN v.vid", "MATCH (v:star) RETURN id(v)"),
        ("MATCH (v) WHERE v:person:coach RETURN v.vid", "MATCH (v:coach) RETURN id(v)"),
        (
            "MATCH (v) WHERE NOT v:star RETURN v.vid",
            'MATCH (v) WHERE NOT id(v) IN ["ann", "cy"] RETURN id(v)',
        ),
    ):
        assert sorted(ladybug.execute(cypher).rows) == sorted(engine.execute(ngql).rows), cypher


def test_a_vertex_loaded_in_pieces_is_one_row(pool: GraphPool) -> None:
    """A dump gives a vertex's tags apart (the same vid again): it is still one node, of its tag set."""
    from r3.graph.ladybug import LadybugBackend

    engine = Engine(pool.shared(SPACE), space=SPACE)
    whole = list(engine.scan_vertices())
    pieces = [Vertex(v.vid, Tags({tag: props})) for v in whole for tag, props in v.tags.items()]
    with LadybugBackend(None) as db:
        summary = db.load_space(pool.shared(SPACE).space(SPACE).schema, pieces, engine.scan_edges())
        assert (summary.vertices, summary.vertex_rows) == (len(whole), len(whole))
        assert sorted(map(str, db.scan_vertices())) == sorted(map(str, whole))
        assert db.execute('MATCH (v) WHERE v.vid = "cy" RETURN labels(v)').rows == [
            (List(["person", "star", "coach"]),)
        ]


def test_a_prop_two_tags_share_keeps_the_first_tags_value_and_says_so(tmp_path: Path) -> None:
    """One column per prop name: where two tags of a vertex disagree, the load notes it."""
    from r3.graph.ladybug import LadybugBackend

    graphs = write_graphs(
        tmp_path, {SPACE: GRAPH + 'INSERT VERTEX star(name, fans) VALUES "bo":("Bobby", 3);'}
    )
    shared = GraphPool(graphs).shared(SPACE)
    engine = Engine(shared, space=SPACE)
    with LadybugBackend(None) as db:
        summary = db.load_space(shared.space(SPACE).schema, engine.scan_vertices(), engine.scan_edges())
        assert any("differ" in note for note in summary.notes)
        assert db.execute('MATCH (v:star) WHERE v.vid = "bo" RETURN v.name').rows == [("Bo",)]


def test_a_write_names_one_table_per_node(pool: GraphPool) -> None:
    """LadybugDB creates a node, or a relationship, only between nodes of one table each: a
    CREATE keeps its label, and a matched node a written relationship ends at keeps its own
    (the tag ``person`` has multi-tag tables here, so a read would name them too)."""
    from r3.graph.ladybug import LadybugBackend

    engine = Engine(pool.shared(SPACE), space=SPACE)
    with LadybugBackend(None) as db:
        db.load_space(pool.shared(SPACE).space(SPACE).schema, engine.scan_vertices(), engine.scan_edges())
        db.execute('CREATE (p:person {vid: "dee", name: "Dee", age: 20})', allow_writes=True)
        db.execute(
            'MATCH (a:person {name: "Dee"}), (t:team {name: "Reds"}) CREATE (a)-[:plays {since: 2024}]->(t)',
            allow_writes=True,
        )
        db.execute('MERGE (t:team {vid: "blues", name: "Blues"})', allow_writes=True)
        db.execute(
            'MATCH (a:person {name: "Bo"}), (t:team {name: "Blues"}) MERGE (a)-[:plays {since: 2025}]->(t)',
            allow_writes=True,
        )
        rows = db.execute(
            "MATCH (v:person)-[e]->(w) WHERE v.vid IN ['dee', 'bo'] RETURN v.vid, label(e), w.vid"
        ).rows
    assert sorted(rows) == [
        ("bo", "follows", "cy"),
        ("bo", "plays", "blues"),
        ("bo", "plays", "reds"),
        ("dee", "plays", "reds"),
    ]
