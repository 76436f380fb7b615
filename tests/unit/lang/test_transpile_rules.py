"""Transpiler rules checked on the printed Cypher (no database), and the relaxed value comparison.

Why apart from ``test_transpile.py``: these rules are about the *form* of the Cypher (one edge
type of several, FIND PATH from piped columns, ORDER BY a path) and about
:func:`r3.eval.transpile_check.relaxed_rows`, which needs no graph at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from r3.eval.transpile_check import relaxed_rows
from r3.lang.ddl import load_space_schema
from r3.lang.transpile import TranspileError, transpile
from r3.values import EMPTY, NULL, Edge, List, Map, Step, Tags, Vertex
from r3.values import Path as GraphPath

DATA = Path(__file__).resolve().parents[3] / "data"


@pytest.fixture(scope="module")
def schema() -> Any:
    return load_space_schema(DATA, "demo")


def cypher(query: str, schema: Any) -> str:
    return transpile(query, "ngql", "cypher", schema=schema)


def test_one_edge_type_of_several_reads_only_that_type(schema: Any) -> None:
    out = cypher('GO FROM "Ada Lind" OVER * YIELD like._dst, serve._dst, like.likeness', schema)
    assert 'CASE WHEN type(e) = "like" THEN v1.vid END' in out
    assert 'CASE WHEN type(e) = "serve" THEN v1.vid END' in out
    assert 'CASE WHEN type(e) = "like" THEN e.likeness END' in out
    listed = cypher('GO FROM "Ada Lind" OVER like, serve YIELD serve._dst', schema)
    assert 'CASE WHEN type(e) = "serve" THEN v1.vid END' in listed
    single = cypher('GO FROM "Ada Lind" OVER like YIELD like._dst, like.likeness', schema)
    assert "CASE" not in single


def test_find_path_from_piped_columns_joins_every_source_to_every_target(schema: Any) -> None:
    out = cypher(
        'GO FROM "Ada Lind" OVER * YIELD like._dst AS src, serve._src AS dst '
        "| FIND SHORTEST PATH FROM $-.src TO $-.dst OVER like YIELD path AS p",
        schema,
    )
    assert "collect(DISTINCT src)" in out and "collect(DISTINCT dst)" in out
    assert "s.vid IN _ss" in out and "d.vid IN _ds" in out
    one_row = cypher(
        'YIELD "a" AS src, "b" AS dst | FIND SHORTEST PATH FROM $-.src TO $-.dst OVER like YIELD path AS p',
        schema,
    )
    assert "collect" not in one_row and "s.vid = src" in one_row


def test_order_by_a_path_orders_by_its_vertex_ids(schema: Any) -> None:
    out = cypher(
        'FIND SHORTEST PATH FROM "a" TO "b" OVER like UPTO 2 STEPS YIELD path AS p | ORDER BY $-.p | LIMIT 3',
        schema,
    )
    assert "WITH p AS p" in out  # LadybugDB wants an alias on a path
    assert "ORDER BY p" not in out
    assert out.count('([n IN nodes(p) | n.vid] + ["", "", ""])') == 3
    assert '([n IN nodes(p) | n.vid] + ["", "", ""])[2]' in out


def test_relaxed_rows_reads_empty_as_null() -> None:
    got, expected, applied = relaxed_rows([(NULL, 1)], [(EMPTY, 1)], None)
    assert applied == ["EMPTY as NULL"]
    assert expected == [(NULL, 1)] and got == [(NULL, 1)]
    assert relaxed_rows([(NULL,)], [(NULL,)], None)[2] == []


def test_relaxed_rows_compares_bare_elements_by_identity(schema: Any) -> None:
    bare = GraphPath(Vertex("a"), (Step(Edge("a", "b", "like", 0, Map()), Vertex("b")),))
    props = schema.tags["player"].properties
    a = Vertex("a", Tags({"player": Map({p.name: 1 for p in props})}))
    b = Vertex("b", Tags({"player": Map({p.name: 2 for p in props})}))
    likeness = {p.name: 90 for p in schema.edges["like"].properties}
    full = GraphPath(a, (Step(Edge("a", "b", "like", 0, Map(likeness)), b),))
    got, expected, applied = relaxed_rows([(full,)], [(bare,)], schema)
    assert applied == ["elements by identity"]
    assert got == expected
    # Another edge stays another edge.
    other = GraphPath(Vertex("a"), (Step(Edge("a", "c", "like", 0, Map()), Vertex("c")),))
    got, expected, _ = relaxed_rows([(full,)], [(other,)], schema)
    assert got != expected
    # Elements that carry their properties are compared as they are.
    assert relaxed_rows([(List([full]),)], [(List([full]),)], schema)[2] == []


#: (nGQL, what its Cypher must contain, what it must not) — issue 29 §2's constructs, by form.
FORMS = [
    # one UNION ALL branch per step (0 … n), each layer a list of vids
    (
        'GET SUBGRAPH 2 STEPS FROM "a" OUT like YIELD VERTICES AS v',
        ["UNION ALL", "AS l2", "UNWIND l2 AS _x"],
        [],
    ),
    # WHERE filters every hop and every edge list
    ('GET SUBGRAPH FROM "a" OUT like WHERE like.likeness > 9 YIELD EDGES AS e', ["r.likeness > 9"], []),
    # the right side's rows collected first, the left's kept when in them (a map per row of several columns)
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS d, like.likeness AS l INTERSECT '
        'GO FROM "b" OVER like YIELD dst(edge) AS d, like.likeness AS l',
        ["coalesce(collect({c0: d, c1: l}), []) AS _right", "WHERE {c0: d, c1: l} IN _right"],
        ["NOT"],
    ),
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS d MINUS GO FROM "b" OVER like YIELD dst(edge) AS d',
        ["NOT d IN _right"],
        [],
    ),
    (
        "LOOKUP ON player YIELD id(vertex) AS i UNION LOOKUP ON team YIELD id(vertex) AS i",
        ["RETURN DISTINCT", " UNION "],
        ["UNION ALL"],
    ),
    # a piped YIELD projects its input rows even when it names no column
    (
        "LOOKUP ON player YIELD id(vertex) AS i | YIELD count(*) AS n",
        ["MATCH (v:player)", "RETURN count(*)"],
        [],
    ),
    # collect() of nothing is [] (LadybugDB: NULL)
    (
        "MATCH (v:player) OPTIONAL MATCH (v)-[:like]->(f) RETURN collect(f.player.age) AS a",
        ["coalesce(collect(f.age), [])"],
        [],
    ),
    # length() of a piped path: LadybugDB evaluates length() only on a matched path
    (
        'FIND SHORTEST PATH FROM "a" TO "b" OVER like YIELD path AS p | YIELD length($-.p) AS n',
        ["size(relationships(p))"],
        ["length("],
    ),
    # a row-by-row statement after a UNION runs on each branch
    (
        'GET SUBGRAPH 1 STEPS FROM "a" BOTH like YIELD EDGES AS e | UNWIND $-.e AS x | YIELD $-.x AS x',
        ["UNWIND e AS x"],
        [],
    ),
    # round 3, session 5 (eval/transpile_fresh2): a BIDIRECT feeding a statement is one undirected
    # hop (no UNION to pipe); on its own it stays the UNION ALL of both directions
    (
        'GO FROM "a" OVER like BIDIRECT YIELD DISTINCT id($$) AS o | YIELD count(*) AS n',
        ["MATCH (v0)-[e:like]-(v1)", "RETURN count(*) AS n"],
        ["UNION"],
    ),
    (
        '$x = GO FROM "a" OVER like BIDIRECT YIELD id($$) AS o; GO FROM $x.o OVER serve YIELD dst(edge) AS t',
        ["MATCH (v0)-[e:like]-(v1)"],
        ["UNION"],
    ),
    ('GO FROM "a" OVER like BIDIRECT YIELD id($$) AS o', ["UNION ALL"], []),
    # M TO N STEPS feeding a statement: one query over the frontiers l0 … l{N-1}
    (
        'GO 1 TO 3 STEPS FROM "a" OVER like YIELD dst(edge) AS d | YIELD count(*) AS n',
        ["AS l1", "AS l2", "UNWIND [l0, l1, l2] AS _f", "v0.vid IN _f", "RETURN count(*) AS n"],
        ["UNION", "AS l3"],
    ),
    (
        'GO 2 TO 3 STEPS FROM "a" OVER like REVERSELY YIELD DISTINCT dst(edge) AS d | GO FROM $-.d OVER serve YIELD dst(edge) AS t',
        ["OPTIONAL MATCH (_a)<-[:like]-(_b)", "UNWIND [l1, l2] AS _f"],
        ["UNION"],
    ),
    # v.tag.prop of a vertex value that is no pattern variable
    (
        "MATCH p = (a:player)-[:like*2]->(b) RETURN [n IN nodes(p) | n.player.age] AS ages, nodes(p)[1].player.age AS second",
        ["[n IN nodes(p) | n.age]", "[_x IN nodes(p) | _x.age][1]"],
        [".player."],
    ),
    # nGQL's length() of a string is Cypher's size(); of a path it stays length()
    ("MATCH (v:player) RETURN length(v.player.name) AS n", ["size(v.name)"], ["length("]),
    ("MATCH p = (a:player)-[:like]->(b) RETURN length(p) AS n", ["length(p)"], ["size("]),
    # substr() is openCypher's substring() (both count from 0)
    ("MATCH (v:player) RETURN substr(v.player.name, 0, 3) AS s", ["substring(v.name, 0, 3)"], ["substr("]),
    # last(l) → l[-1] (LadybugDB has no last())
    ("UNWIND [[1, 2], [3]] AS l RETURN last(l) AS x", ["l[-1]"], ["last("]),
    # properties(n).p of a list element is n.p
    (
        "MATCH p = (a:player)-[:like]->(b) RETURN [n IN nodes(p) | properties(n).name] AS names",
        ["[n IN nodes(p) | n.name]"],
        ["properties("],
    ),
    # the aggregates in the order written: LadybugDB's adapter puts DISTINCT ones last
    # (tests/unit/graph/test_ladybug_cypher_forms.py), as it does for every Cypher sent there
    (
        "MATCH (v:player)-[:like]->(f) RETURN v.player.name AS n, count(DISTINCT f) AS d, count(*) AS c",
        ["RETURN v.name AS n, count(DISTINCT f) AS d, count(*) AS c"],
        ["WITH v.name AS n"],
    ),
]


@pytest.mark.parametrize(("query", "present", "absent"), FORMS)
def test_issue_29_forms(query: str, present: list[str], absent: list[str], schema: Any) -> None:
    out = cypher(query, schema)
    for text in present:
        assert text in out, (text, out)
    for text in absent:
        assert text not in out, (text, out)


#: Round 4 (issue 29): (nGQL, what its Cypher must contain, what it must not).
ROUND4_FORMS = [
    # GO FROM $-.id gives every input row its own results: no DISTINCT before the hop
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS o | GO FROM $-.o OVER serve YIELD dst(edge) AS t',
        ["WITH o MATCH (v0)-[e:serve]->(v1) WHERE v0.vid = o"],
        ["DISTINCT"],
    ),
    (
        '$x = GO FROM "a" OVER like YIELD dst(edge) AS o; GO FROM $x.o OVER serve YIELD dst(edge) AS t',
        ["WITH o MATCH"],
        ["DISTINCT"],
    ),
    # several steps: the rows grouped by id, each id's own frontier, each result _n times
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS o | GO 2 STEPS FROM $-.o OVER like YIELD dst(edge) AS d',
        ["WITH o, count(*) AS _n", "WITH DISTINCT v1, o, _n", "UNWIND range(1, _n) AS _dup RETURN"],
        [],
    ),
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS o | GO 1 TO 2 STEPS FROM $-.o OVER like YIELD dst(edge) AS d '
        "| YIELD count(*) AS n",
        ["WITH o, _n, [o] AS l0", "WITH o, _n, l0, coalesce(", "UNWIND range(1, _n) AS _dup"],
        ["collect(DISTINCT o)"],
    ),
    # FETCH reads each distinct id once (NebulaGraph and the engine do)
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS o | FETCH PROP ON player $-.o YIELD player.age AS a',
        ["WITH DISTINCT o"],
        [],
    ),
    # a BIDIRECT reading the stored ends, piped on: one undirected hop, the ends off the relationship
    (
        'GO FROM "a" OVER like BIDIRECT YIELD src(edge) AS s, dst(edge) AS d | YIELD count(*) AS n',
        ["MATCH (v0)-[e:like]-(v1)", "CASE WHEN startNode(e) = v0 THEN v0.vid ELSE v1.vid END AS s",
         "CASE WHEN startNode(e) = v0 THEN v1.vid ELSE v0.vid END AS d"],
        ["UNION"],
    ),
    # src()/dst() of an undirected MATCH relationship
    (
        "MATCH (a:player)-[e:like]-(b) RETURN src(e) AS s",
        ["CASE WHEN startNode(e) = a THEN a.vid ELSE b.vid END"],
        [],
    ),
    # properties() of an edge of several types: one map per type
    (
        'GO FROM "a" OVER like, serve YIELD properties(edge) AS p',
        ['CASE WHEN type(e) = "like" THEN {likeness: e.likeness} WHEN type(e) = "serve" THEN {'],
        [],
    ),
    # properties() of a vertex of no known tag: one map per tag
    (
        'GO FROM "a" OVER like YIELD properties($$) AS p',
        ['CASE WHEN "player" IN labels(v1) THEN {', 'WHEN "team" IN labels(v1) THEN {'],
        [],
    ),
]  # fmt: skip


@pytest.mark.parametrize(("query", "present", "absent"), ROUND4_FORMS)
def test_round_4_forms(query: str, present: list[str], absent: list[str], schema: Any) -> None:
    out = cypher(query, schema)
    for text in present:
        assert text in out, (text, out)
    for text in absent:
        assert text not in out, (text, out)


def test_a_bidirect_read_by_src_or_dst_on_its_own_stays_both_directions(schema: Any) -> None:
    """Not piped on, a BIDIRECT keeps the UNION ALL of both directions (the stored ends as matched)."""
    out = cypher('GO FROM "a" OVER like BIDIRECT YIELD src(edge) AS s', schema)
    assert "UNION ALL" in out and "startNode" not in out


#: Round 5 (issue 29, eval/transpile_fresh3): (nGQL, what its Cypher must contain, what it must not).
ROUND5_FORMS = [
    # two anonymous ends are two vertices, not one (a self-loop)
    ("MATCH ()-[e:like]->() RETURN count(*) AS n", ["(_n0)-[e:like]->(_n1)"], ["(_n0)-[e:like]->(_n0)"]),
    ("MATCH ()-[e:like]->(), ()-[f:serve]->() RETURN count(*) AS n", ["(_n0)-[e:like]->(_n1)", "(_n2)-[f:serve]->(_n3)"], []),
    # FIND ALL / NOLOOP PATH … WHERE: every edge of the path passes the filter
    (
        'FIND ALL PATH FROM "a" TO "b" OVER like WHERE like.likeness > 90 UPTO 3 STEPS YIELD path AS p',
        ["all(_r IN relationships(p) WHERE _r.likeness > 90)"],
        [],
    ),
    (
        'FIND NOLOOP PATH FROM "a" TO "b" OVER like REVERSELY WHERE like.likeness > 90 UPTO 3 STEPS YIELD path AS p',
        ["all(_r IN relationships(p) WHERE _r.likeness > 90)", "single(m IN nodes(p)"],
        [],
    ),
    # sum() of a stored integer is an integer (in a MATCH, a piped column, a $var's column)
    ("MATCH (:player)-[e:like]->() RETURN sum(e.likeness) AS s", ["toInteger(sum(e.likeness))"], []),
    ("MATCH (v:player) RETURN sum(v.player.age) AS s, sum(v.player.age * 1.5) AS t",
     ["toInteger(sum(v.age)) AS s", "sum(v.age * 1.5) AS t"], ["toInteger(sum(v.age * 1.5))"]),
    ('GO FROM "a" OVER like YIELD like.likeness AS l | YIELD sum($-.l) AS s', ["toInteger(sum(l))"], []),
    ('$x = GO FROM "a" OVER like YIELD like.likeness AS l; YIELD sum($x.l) AS s', ["toInteger(sum(l))"], []),
    ('GO FROM "a" OVER like YIELD $$.player.name AS n | YIELD count($-.n) AS c', ["count(n)"], ["toInteger"]),
]  # fmt: skip


@pytest.mark.parametrize(("query", "present", "absent"), ROUND5_FORMS)
def test_round_5_forms(query: str, present: list[str], absent: list[str], schema: Any) -> None:
    out = cypher(query, schema)
    for text in present:
        assert text in out, (text, out)
    for text in absent:
        assert text not in out, (text, out)


def test_a_shortest_path_under_a_filter_is_refused_in_one_line(schema: Any) -> None:
    """Filtering the shortest paths after matching them would lose a longer path of kept edges."""
    with pytest.raises(TranspileError, match="FIND SHORTEST PATH … WHERE") as info:
        cypher(
            'FIND SHORTEST PATH FROM "a" TO "b" OVER like WHERE like.likeness > 90 YIELD path AS p', schema
        )
    assert "\n" not in str(info.value)


#: Round 6 (issue 29, eval/transpile_fresh4): (nGQL, what its Cypher must contain, what it must not).
ROUND6_FORMS = [
    # INTERSECT / MINUS of a UNION: each branch filtered by the right side's rows, joined again
    (
        '(GO FROM "a" OVER like YIELD dst(edge) AS d UNION GO FROM "b" OVER like YIELD dst(edge) AS d) '
        'MINUS GO FROM "c" OVER serve YIELD dst(edge) AS d',
        ['v0.vid = "a"', 'v0.vid = "b"', "WHERE NOT d IN _right RETURN DISTINCT d AS d UNION MATCH"],
        ["UNION ALL"],
    ),
    (
        'GO FROM "a" OVER like BIDIRECT YIELD id($$) AS d INTERSECT GO FROM "b" OVER like YIELD dst(edge) AS d',
        ["(v0)-[e:like]->(v1)", "(v0)<-[e:like]-(v1)", "WHERE d IN _right RETURN d AS d UNION ALL MATCH"],
        [],
    ),
    # … and a BIDIRECT right side is one undirected MATCH
    (
        'GO FROM "a" OVER like YIELD dst(edge) AS d INTERSECT GO FROM "b" OVER like BIDIRECT YIELD id($$) AS d',
        ["(v0)-[e:like]-(v1)"],
        ["UNION"],
    ),
    # v.tag.p of a vertex matched as another tag: read where the vertex has that tag too
    ('MATCH (v:coach) RETURN v.player.age AS a, v.coach.since AS s',
     ['CASE WHEN "player" IN labels(v) THEN v.age END AS a', "v.since AS s"], ["NULL AS a"]),
    ('MATCH (c:coach)-[:coach_of]->(t:team) RETURN c.player.name AS n',
     ['CASE WHEN "player" IN labels(c) THEN c.name END AS n'], ["NULL AS n"]),
    # a property the named tag lacks is still NULL
    ("MATCH (v:coach) RETURN v.team.age AS a", ["NULL AS a"], []),
    # a node of two labels has both tags: each one's property is read as it is
    ("MATCH (v:player:coach) RETURN v.player.name AS n, v.coach.since AS s",
     ["v.name AS n", "v.since AS s"], ["CASE", "any(l IN labels(v)"]),
]  # fmt: skip


@pytest.mark.parametrize(("query", "present", "absent"), ROUND6_FORMS)
def test_round_6_forms(query: str, present: list[str], absent: list[str], schema: Any) -> None:
    out = cypher(query, schema)
    for text in present:
        assert text in out, (text, out)
    for text in absent:
        assert text not in out, (text, out)


def test_a_set_operation_by_a_union_is_refused_in_one_line(schema: Any) -> None:
    """The right side's rows are collected into one list: the branches of a UNION are not one query."""
    query = (
        'GO FROM "a" OVER like YIELD dst(edge) AS d MINUS '
        '(GO FROM "b" OVER like YIELD dst(edge) AS d UNION GO FROM "c" OVER like YIELD dst(edge) AS d)'
    )
    with pytest.raises(TranspileError, match="MINUS by a UNION") as info:
        cypher(query, schema)
    assert "\n" not in str(info.value)


#: Round 6: the backends' spellings (no database): (Cypher, tag sets, what LadybugDB's must contain).
LADYBUG_ROUND6 = [
    # openCypher's (v:a:b) is a conjunction; LadybugDB's labels a disjunction: the tag sets holding both
    ("MATCH (v:a:b) RETURN v.x AS x", {"a": ["a|b", "a|c"], "b": ["a|b"]}, ["(v:`a|b`)"]),
    ("MATCH (v:a:b)-[:r]->(w) RETURN w.x AS x", {}, ["(v:a)", "WHERE false"]),
    ("OPTIONAL MATCH (v:a:c) WHERE v.x > 1 RETURN v.x AS x", {"a": ["a|b"], "c": []}, ["WHERE v.x > 1 AND false"]),
    # replace(): a literal pattern's syntax characters as hex escapes, the replacement's backslashes doubled
    ("RETURN replace('a.b', '.', '\\\\1') AS x", {}, ['regexp_replace("a.b", "\\\\x2e", "\\\\\\\\1", "g")']),
]  # fmt: skip


@pytest.mark.parametrize(("query", "tag_sets", "present"), LADYBUG_ROUND6)
def test_round_6_ladybug_spellings(query: str, tag_sets: dict[str, list[str]], present: list[str]) -> None:
    from r3.graph.ladybug_cypher import to_ladybug

    out = to_ladybug(query, None, tag_sets)
    for text in present:
        assert text in out, (text, out)


def test_round_6_falkordb_datetimes() -> None:
    """FalkorDB has no datetime()/time(): localdatetime()/localtime(), the time after a ``T``."""
    from r3.graph.falkordb_cypher import to_falkordb

    out = to_falkordb("MATCH (c) WHERE c.at >= datetime('2024-03-01 10:00:00') RETURN time('10:00:00') AS t")
    assert 'localdatetime("2024-03-01T10:00:00")' in out and 'localtime("10:00:00")' in out, out
    assert "datetime(" not in out.replace("localdatetime(", ""), out
