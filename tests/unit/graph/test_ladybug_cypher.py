"""openCypher on LadybugDB (:mod:`r3.graph.ladybug_cypher`) and its per-space databases
(:mod:`r3.graph.ladybug_spaces`). Expected values are openCypher's own semantics."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("real_ladybug")

from r3.graph.ladybug import LadybugBackend  # noqa: E402
from r3.graph.ladybug_cypher import to_ladybug  # noqa: E402
from r3.graph.ladybug_spaces import LadybugSpaces  # noqa: E402
from r3.values import List  # noqa: E402

pytestmark = pytest.mark.quick

#: openCypher query → the value of its single cell, by openCypher's rules.
STANDARD = [
    ("RETURN [10, 20, 30][0]", 10),
    ("RETURN [10, 20, 30][2]", 30),
    ("RETURN head([7, 8])", 7),
    ("RETURN toString(42)", "42"),
    ("RETURN toInteger('42')", 42),
    ("RETURN toFloat(2)", 2.0),
    ("RETURN [x IN [1, 2, 3] WHERE x > 1 | x * 10]", List([20, 30])),
    ("RETURN [x IN [1, 2, 3] | x + 1]", List([2, 3, 4])),
    ("UNWIND [3, 1, 2] AS x WITH x ORDER BY x RETURN collect(x)", List([1, 2, 3])),
    ("RETURN split('a,b,c', ',')", List(["a", "b", "c"])),
    ("RETURN split('a,b,c', ',')[0]", "a"),
    ("RETURN substring('Mario', 0, 3)", "Mar"),
    ("RETURN substring('Mario', 2)", "rio"),
    ("WITH 1 AS i RETURN substring('Mario', i, 2)", "ar"),
    ("RETURN round(2.5)", 3.0),
    ("RETURN round(-2.5)", -3.0),  # half away from zero, as r3's engine rounds
    ("RETURN date('2020-03-04').month", 3),
    ("RETURN datetime('2020-01-01T10:11:12').second", 12),
    ("RETURN datetime() > datetime('2000-01-01T00:00:00') AND date() > date('2000-01-01')", True),
    ("RETURN reduce(s = 0, x IN [1, 2, 3] | s + x * 2)", 12),
    ("RETURN reduce(s = 0, x IN [] | s + x)", 0),
    ("RETURN reduce(s = 0, x IN [1.5, 2.5] | s + x)", 4.0),
    ("RETURN reduce(s = '', x IN ['a', 'b'] | s + x + ',')", "a,b,"),
    ("RETURN reduce(m = 0, x IN [3, 9, 2] | CASE WHEN x > m THEN x ELSE m END)", 9),
    ("WITH 5 AS s, 7 AS x RETURN reduce(s = 1, x IN [2, 3] | s * x) + s + x", 18),
    # the graph's own dates and datetimes
    ("MATCH (n:player {name: 'Tim Duncan'}) RETURN n.born.year", 1976),
    ("MATCH ()-[s:serve]->() RETURN max(s.joined.minute)", 30),
    ("MATCH (n:player) WITH n.born AS b WHERE b IS NOT NULL RETURN min(b.month)", 4),
    ("WITH datetime('2018-07-06T09:30:15') AS t RETURN t.hour * 100 + t.minute", 930),
    (
        "MATCH (:player {name: 'Tim Duncan'})-[r:follow*2]->() RETURN max(reduce(t = 0, e IN r | t + e.degree))",
        190,
    ),
]


@pytest.fixture(scope="module")
def db(tiny_graph: Path) -> Any:
    with LadybugBackend(None) as backend:
        backend.load_graph(tiny_graph)
        yield backend


@pytest.mark.parametrize(("query", "value"), STANDARD)
def test_standard_cypher_means_the_same_on_ladybug(query: str, value: Any, db: LadybugBackend) -> None:
    assert db.execute(query).rows == [(value,)]


def test_a_distinct_aggregate_before_plain_ones_counts_right(db: LadybugBackend) -> None:
    """LadybugDB gives 0 for ``count(s)`` after ``count(DISTINCT p)`` (and aborts on ``sum``)."""
    query = (
        "MATCH (p:player)-[s:serve]->(t:team) RETURN t.name AS team, count(DISTINCT p) AS players, "
        "count(s) AS stints, sum(s.end_year - s.start_year) AS years ORDER BY team"
    )
    assert db.execute(query).rows == [("Hornets", 1, 1, 1), ("Spurs", 3, 4, 55)]


def test_text_that_needs_nothing_is_kept_as_written() -> None:
    query = "MATCH (n:player) WHERE n.age > 3 RETURN n.name"
    assert to_ladybug(query) == query


def test_graph_functions_and_paths(db: LadybugBackend) -> None:
    """type(), labels(), shortestPath and relationship-unique variable-length walks."""
    rels = db.execute("MATCH ()-[r]->() RETURN DISTINCT type(r)").rows
    edge_types = {t for (t,) in rels}
    assert edge_types and edge_types <= set(db.schema().spaces[db.space_name].edges)
    labels = db.execute("MATCH (n) RETURN DISTINCT labels(n)").rows
    tags = {*db.schema().spaces[db.space_name].tags, "_r3_vertex"}  # and a dangling end's table
    assert all(isinstance(v, List) and v and set(v) <= tags for (v,) in labels)  # every tag of a vertex
    assert any(len(v) == 2 for (v,) in labels)  # the graph's player-and-bachelor vertex
    walks = db.execute("MATCH p = (a)-[*1..3]->(b) RETURN p").rows
    for (path,) in walks:  # no relationship twice in one path (openCypher's uniqueness)
        keys = [(s.edge.src, s.edge.dst, s.edge.type, s.edge.rank) for s in path.steps]
        assert len(keys) == len(set(keys))
    pairs = db.execute("MATCH (a)-[*1..2]->(b) WHERE a <> b RETURN a, b LIMIT 1").rows
    if pairs:
        a, b = pairs[0]
        q = f'MATCH p = shortestPath((a)-[*..3]->(b)) WHERE a.vid = "{a.vid}" AND b.vid = "{b.vid}" RETURN length(p)'
        assert db.execute(q).rows[0][0] in (1, 2)


def test_spaces_are_built_once_and_reopened_from_the_cache(tiny_graph: Path, tmp_path: Path) -> None:
    from r3.engine.runner import GraphPool

    pool = GraphPool(tiny_graph.parent)
    first = LadybugSpaces(pool, cache_dir=tmp_path)
    count = first.backend("tiny").execute("MATCH (n) RETURN count(*)").rows
    first.close()
    files = sorted(tmp_path.glob("*.lbug"))
    assert len(files) == 1
    again = LadybugSpaces(pool, cache_dir=tmp_path)
    assert again.backend("tiny").execute("MATCH (n) RETURN count(*)").rows == count
    again.close()
    assert sorted(tmp_path.glob("*.lbug")) == files


def test_a_match_binds_each_relationship_once(db: LadybugBackend) -> None:
    """openCypher: within one MATCH clause (its patterns together) no relationship is bound twice,
    so two one-hop patterns give E·(E-1) pairs over E relationships; two MATCH clauses give E·E."""
    (edges,) = db.execute("MATCH ()-[r]->() RETURN count(r)").rows[0]
    assert edges > 1
    assert db.execute("MATCH ()-[r]->(), ()-[s]->() RETURN count(*)").rows == [(edges * (edges - 1),)]
    assert db.execute("MATCH ()-[r]->() MATCH ()-[s]->() RETURN count(*)").rows == [(edges * edges,)]


def test_relationships_of_disjoint_types_are_not_compared() -> None:
    """The ``<>`` is added only where one relationship could match both patterns."""
    assert "<>" not in to_ladybug("MATCH (a)-[:x]->(b)-[:y]->(c) RETURN c")
    assert "_r3_u0 <> _r3_u1" in to_ladybug("MATCH (a)-[:x]->(b)<-[:x|y]-(c) RETURN c")


def test_ends_of_a_typed_variable_length_pattern_get_the_tables_it_connects() -> None:
    """:func:`r3.graph.ladybug_cypher.labelled_ends`: new, unlabelled ends only, and only
    where every type is known and the pattern has at least one hop."""
    connections = {"knows": [("person", "person")], "visits": [("person", "venue")]}
    text = to_ladybug("MATCH p = (s)-[:knows|visits*1..3]-(d) WHERE s.vid = 'a' RETURN p", connections)
    assert "(s:person:venue)" in text and "(d:person:venue)" in text
    shortest = to_ladybug("MATCH p = allShortestPaths((s)-[:knows*1..3]->(d)) RETURN p", connections)
    assert "(s:person)" in shortest and "(d:person)" in shortest
    for kept in (
        "MATCH p = (s)-[*1..3]-(d) RETURN p",  # untyped: every table
        "MATCH p = (s)-[:knows*0..2]-(d) RETURN p",  # zero hops: s need not touch knows
        "MATCH p = (s)-[:likes*1..2]-(d) RETURN p",  # a type the database does not have
        "MATCH (s) WHERE s.vid = 'a' MATCH p = (s)-[:knows*1..2]->(d:person) RETURN p",  # s bound
    ):
        assert to_ladybug(kept, connections) == to_ladybug(kept)
