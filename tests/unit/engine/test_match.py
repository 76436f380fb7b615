"""The MATCH executor on a small hand-built graph: one test per construct.

The graph (space ``g``)::

    a:person{A,30} -knows(2000)-> b:person{B,25} -knows(2001)-> c:person:extra{C,40}
    c -knows(2002)-> a,  a -knows(2003)-> c,  c -knows(2004)-> "ghost" (no such vertex)
    a -plays(2010)-> t1:team{T1},  b -plays(2011)-> t1,  c -plays(2012)-> t2:team{T2}
    d:person{D,NULL} (no edges)

``person(name)`` and ``team(name)`` are indexed; ``person(age)`` is not.
"""

from __future__ import annotations

import pytest

from r3.contracts.backend import ResultSet
from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.storage import GraphStore
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.values import NULL, Edge, List, Path, Vertex

pytestmark = pytest.mark.quick


def _schema() -> SpaceSchema:
    s = SpaceSchema(name="g", vid_type="fixed_string", vid_length=32)
    s.add(SchemaItem("person", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int64")]))
    s.add(SchemaItem("team", "tag", [PropertyDef("name", "string")]))
    s.add(SchemaItem("extra", "tag", [PropertyDef("note", "string")]))
    s.add(SchemaItem("knows", "edge", [PropertyDef("since", "int64")]))
    s.add(SchemaItem("plays", "edge", [PropertyDef("year", "int64")]))
    s.add_index(IndexDef("person_name", "tag", "person", ["name"]))
    s.add_index(IndexDef("team_name", "tag", "team", ["name"]))
    return s


@pytest.fixture(scope="module")
def store() -> GraphStore:
    st = GraphStore()
    sp = st.create_space(_schema())
    with sp.batch() as b:
        b.insert_vertex("a", {"person": {"name": "A", "age": 30}})
        b.insert_vertex("b", {"person": {"name": "B", "age": 25}})
        b.insert_vertex("c", {"person": {"name": "C", "age": 40}, "extra": {"note": "x"}})
        b.insert_vertex("d", {"person": {"name": "D", "age": None}})
        b.insert_vertex("t1", {"team": {"name": "T1"}})
        b.insert_vertex("t2", {"team": {"name": "T2"}})
        for src, dst, since in [("a", "b", 2000), ("b", "c", 2001), ("c", "a", 2002), ("a", "c", 2003)]:
            b.insert_edge(src, "knows", dst, 0, {"since": since})
        b.insert_edge("c", "knows", "ghost", 0, {"since": 2004})
        for src, dst, year in [("a", "t1", 2010), ("b", "t1", 2011), ("c", "t2", 2012)]:
            b.insert_edge(src, "plays", dst, 0, {"year": year})
    return st


@pytest.fixture
def run(store: GraphStore):
    engine = Engine(store, space="g")

    def go(query: str) -> ResultSet:
        return engine.execute(query)

    return go


def rows(rs: ResultSet) -> list[tuple]:
    return sorted(rs.rows, key=repr)


def col(rs: ResultSet, i: int = 0) -> list:
    return sorted((r[i] for r in rs.rows), key=repr)


# --------------------------------------------------------------------------- nodes and seeks


def test_node_by_label_and_indexed_prop(run):
    rs = run('MATCH (v:person{name: "A"}) RETURN id(v) AS id')
    assert rs.columns == ["id"]
    assert rs.rows == [("a",)]


def test_node_by_unindexed_prop_and_label_scan(run):
    assert col(run("MATCH (v:person{age: 25}) RETURN id(v)")) == ["b"]
    assert col(run("MATCH (v:team) RETURN id(v)")) == ["t1", "t2"]


def test_multiple_labels_need_every_tag(run):
    assert col(run("MATCH (v:person:extra) RETURN id(v)")) == ["c"]


def test_id_seek_in_where(run):
    assert col(run('MATCH (v) WHERE id(v) IN ["a", "d", "nope"] RETURN id(v)')) == ["a", "d"]
    assert col(run('MATCH (v) WHERE id(v) == "t2" RETURN v.team.name')) == ["T2"]


def test_full_scan_without_label(run):
    assert len(run("MATCH (v) RETURN v").rows) == 6


def test_vertex_value_carries_all_tags(run):
    (v,) = run("MATCH (v:extra) RETURN v").rows[0]
    assert isinstance(v, Vertex) and set(v.tags) == {"person", "extra"}


# --------------------------------------------------------------------------- relationships


def test_one_hop_directions(run):
    assert col(run('MATCH (v:person{name:"A"})-[:knows]->(x) RETURN id(x)')) == ["b", "c"]
    assert col(run('MATCH (v:person{name:"A"})<-[:knows]-(x) RETURN id(x)')) == ["c"]
    assert col(run('MATCH (v:person{name:"A"})-[:knows]-(x) RETURN id(x)')) == ["b", "c", "c"]


def test_relationship_types_and_props(run):
    assert col(run('MATCH (v:person{name:"A"})-[e:knows|plays]->() RETURN type(e)')) == [
        "knows",
        "knows",
        "plays",
    ]
    assert col(run("MATCH ()-[e:knows{since: 2001}]->(x) RETURN id(x)")) == ["c"]
    assert col(run("MATCH ()-[e:knows|plays{year: 2012}]->(x) RETURN id(x)")) == ["t2"]


def test_edge_value_and_functions(run):
    rs = run('MATCH (:person{name:"B"})-[e:plays]->() RETURN e, src(e), dst(e), rank(e), e.year')
    e, src, dst, rank, year = rs.rows[0]
    assert isinstance(e, Edge) and (e.src, e.dst, e.type) == ("b", "t1", "plays")
    assert (src, dst, rank, year) == ("b", "t1", 0, 2011)


def test_dangling_edge_is_dropped(run):
    assert col(run('MATCH (v:person{name:"C"})-[:knows]->(x) RETURN id(x)')) == ["a"]


def test_edge_not_reused_within_a_path(run):
    # b has one knows edge each way (a->b, b->c): the walk a-b-a would reuse a->b
    rs = run('MATCH (v:person{name:"B"})-[e1:knows]-(m)-[e2:knows]-(n) RETURN id(m), id(n)')
    assert ("a", "b") not in rs.rows
    assert ("c", "b") not in rs.rows


# --------------------------------------------------------------------------- variable length


def test_var_length_binds_edge_lists(run):
    rs = run('MATCH (:person{name:"A"})-[e:knows*2]->(x) RETURN e, id(x)')
    assert sorted(r[1] for r in rs.rows) == ["a", "c"]
    assert all(isinstance(r[0], List) and len(r[0]) == 2 for r in rs.rows)


def test_zero_step_yields_the_start(run):
    rs = run('MATCH (v:person{name:"B"})-[e:plays*0..1]->(x) RETURN e, id(x)')
    assert sorted((len(r[0]), r[1]) for r in rs.rows) == [(0, "b"), (1, "t1")]


def test_unbounded_var_length_uses_trails(run):
    # trails from a over knows (no edge twice): a->b->c->a->c, a->c->a->b->c, ... finite
    rs = run('MATCH (v:person{name:"A"})-[e:knows*]->(x) RETURN count(*)')
    assert rs.rows[0][0] > 0


def test_runaway_traversal_stops_cleanly(store):
    engine = Engine(store, space="g", limits=Limits(max_expansions=20))
    with pytest.raises(QueryExecutionError):
        engine.execute("MATCH (v)-[e*]-(x) RETURN count(*)")


# --------------------------------------------------------------------------- paths


def test_named_path_and_path_functions(run):
    rs = run('MATCH p = (:person{name:"B"})-[:knows]->()-[:plays]->(t) RETURN p, length(p), id(t)')
    p, n, t = rs.rows[0]
    assert isinstance(p, Path) and n == 2 and t == "t2"
    assert [v.vid for v in p.vertices] == ["b", "c", "t2"]


def test_path_keeps_walk_direction(run):
    (p,) = run('MATCH p = (:person{name:"B"})<-[:knows]-(x) RETURN p').rows[0]
    assert p.steps[0].edge.reversed and p.steps[0].edge.src == "a"


def test_shortest_paths(run):
    rs = run(
        'MATCH p = allShortestPaths((a:person{name:"B"})-[:knows*..3]-(x:person{name:"A"})) RETURN length(p)'
    )
    assert col(rs) == [1]
    rs = run('MATCH p = shortestPath((a:person{name:"B"})-[:plays|knows*..3]->(t:team{name:"T2"})) RETURN p')
    assert len(rs.rows) == 1 and len(rs.rows[0][0]) == 2


def test_shortest_path_checks(run):
    with pytest.raises(QuerySemanticError, match="minimal number of steps"):
        run("MATCH p = shortestPath((a)-[*2..3]-(b)) RETURN p")
    with pytest.raises(QuerySemanticError, match="only support pattern"):
        run("MATCH p = shortestPath((a)-[]-(b)-[]-(c)) RETURN p")


# --------------------------------------------------------------------------- clauses


def test_comma_patterns_join_on_shared_variables(run):
    rs = run('MATCH (a:person{name:"A"})-[:knows]->(m), (m)-[:plays]->(t) RETURN id(m), id(t)')
    assert rows(rs) == [("b", "t1"), ("c", "t2")]
    assert len(run("MATCH (a:team), (b:team) RETURN a, b").rows) == 4


def test_several_match_clauses_and_with(run):
    rs = run('MATCH (a:person{name:"A"}) WITH a MATCH (a)-[:plays]->(t) RETURN t.team.name')
    assert rs.rows == [("T1",)]


def test_optional_match_fills_nulls(run):
    rs = run("MATCH (v:person) OPTIONAL MATCH (v)-[:plays]->(t) RETURN id(v), t")
    assert dict(rs.rows)["d"] == NULL
    assert len(rs.rows) == 4


def test_where_pattern_predicates(run):
    assert col(run("MATCH (v:person) WHERE (v)-[:plays]->(:team{name:'T1'}) RETURN id(v)")) == ["a", "b"]
    assert col(run("MATCH (v:person) WHERE NOT (v)-[:plays]->() RETURN id(v)")) == ["d"]


def test_pattern_expression_as_value(run):
    rs = run('MATCH (v:person{name:"B"}) WITH (v)-[:plays]->() AS p RETURN p')
    (p,) = rs.rows[0]
    assert isinstance(p, List) and len(p) == 1 and isinstance(p[0], Path)


def test_aggregation_with_implicit_grouping(run):
    rs = run("MATCH (v:person)-[e]->() RETURN id(v) AS v, count(*) AS n ORDER BY v")
    assert rs.rows == [("a", 3), ("b", 2), ("c", 2)]
    assert run("MATCH (v:team) RETURN count(v)").rows == [(2,)]
    assert run("MATCH (v:person{name:'zz'}) RETURN count(v)").rows == [(0,)]


def test_distinct_order_skip_limit(run):
    rs = run("MATCH (v:person)-[:knows]-(x) RETURN DISTINCT id(x) AS x ORDER BY x DESC SKIP 1 LIMIT 1")
    assert rs.rows == [("b",)]


def test_order_by_must_name_a_column(run):
    with pytest.raises(QuerySemanticError, match="Only column name"):
        run("MATCH (v:person) RETURN v.person.age AS age ORDER BY v.person.name")


def test_with_where_and_unwind(run):
    rs = run("UNWIND [1, 2, 3] AS x WITH x WHERE x > 1 RETURN collect(x) AS xs")
    assert rs.rows == [(List([2, 3]),)]


def test_return_star_column_order(run):
    rs = run('MATCH (v:person{name:"B"})-[e:plays]->(t) RETURN *')
    assert rs.columns == ["v", "e", "t"]


def test_unaliased_column_names(run):
    rs = run('MATCH (v:person{name:"B"}) RETURN v.person.name, id(v)')
    assert rs.columns == ["v.person.name", "id(v)"]


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("MATCH (v:nope) RETURN v", "`nope': Unknown tag"),
        ("MATCH (v)-[:nope]->() RETURN v", "`nope': Unknown edge type"),
        ('MATCH (v{name: "A"}) RETURN v', "No tag found for property"),
        ("MATCH (v:person) WITH v AS a RETURN v", "Alias used but not defined: `v'"),
        ("MATCH (v:person) RETURN $$.person.age", "not allowed to use in cypher"),
    ],
)
def test_semantic_errors(run, query, message):
    with pytest.raises(QuerySemanticError, match=message):
        run(query)


def test_explain_shows_clause_steps(store):
    text = Engine(store, space="g").explain('MATCH (v:person)-[:knows]->(x) WHERE id(v) == "a" RETURN x')
    assert "Match" in text and "Return" in text


def test_property_seek_on_a_tag_without_index_is_refused(run):
    # NebulaGraph starts at the node with a property map; `extra` has no index at all
    with pytest.raises(QueryExecutionError, match="IndexNotFound"):
        run('MATCH (v:person)-[:knows]->(x:extra{note: "x"}) RETURN id(v)')
    # an id seek (or a bound node) starts elsewhere, so the same pattern is fine
    assert col(run('MATCH (v:person)-[:knows]->(x:extra{note: "x"}) WHERE id(v) == "b" RETURN id(v)')) == [
        "b"
    ]


def test_list_conditions_are_true_when_not_empty(run):
    rs = run("MATCH (v:person) WHERE [x IN [v] WHERE (x)-[:plays]->()] RETURN id(v)")
    assert col(rs) == ["a", "b", "c"]


def test_non_boolean_condition_fails(run):
    with pytest.raises(QueryExecutionError, match="Failed to evaluate condition: v.person.name"):
        run("MATCH (v:person) WHERE v.person.name RETURN v")
    with pytest.raises(QueryExecutionError, match="Failed to evaluate condition"):
        run('WITH "a" AS ids MATCH (v:person) WHERE id(v) IN ids RETURN v')


def test_shortest_cycle_when_both_ends_are_one_vertex(run):
    rs = run(
        'MATCH (a:person{name:"A"}), (b:person{name:"A"}) '
        "MATCH p = allShortestPaths((a)-[:knows*..2]-(b)) RETURN length(p)"
    )
    assert col(rs) == [2, 2]


def test_edge_value_is_walked_against_its_direction_in_reverse_patterns(run):
    (e,) = run('MATCH (:person{name:"A"})<-[e:knows]-(x) RETURN e').rows[0]
    assert (e.src, e.dst, e.reversed) == ("c", "a", True)


def test_limit_without_order_stops_the_walk_early(store):
    engine = Engine(store, space="g", limits=Limits(max_expansions=40))
    assert len(engine.execute("MATCH (v)-[e*]-(x) RETURN x LIMIT 2").rows) == 2
    with pytest.raises(QueryExecutionError):
        engine.execute("MATCH (v)-[e*]-(x) RETURN count(*)")


def test_explain_names_the_planned_start(store):
    text = Engine(store, space="g").explain(
        'MATCH (v:person)-[:knows]->(x:team{name: "T1"}) RETURN x LIMIT 1'
    )
    assert "property seek x:team (index team_name)" in text
    assert text.index("Limit") < text.index("Project")
