"""The text :func:`r3.graph.ladybug_cypher.to_ladybug` sends to LadybugDB (needs no LadybugDB;
``test_ladybug_cypher.py`` runs the same rules on a real one)."""

from __future__ import annotations

import pytest

from r3.errors import QuerySemanticError
from r3.graph.ladybug_cypher import to_ladybug

pytestmark = pytest.mark.quick

#: Neo4j-style Cypher → what LadybugDB is sent.
FORMS = [
    # split → string_split (its list indexed from 1 there)
    ("RETURN split(n.name, ' ')[0]", 'RETURN string_split(n.name, " ")[1]'),
    # substring counts from 1 on LadybugDB and wants a length
    ("MATCH (n) RETURN substring(n.name, 0, 3)", "MATCH (n) RETURN substring(n.name, 1, 3)"),
    ("MATCH (n) RETURN substring(n.name, n.k)", "MATCH (n) RETURN substring(n.name, n.k + 1, size(n.name))"),
    # tail(): LadybugDB has none; items 2 … size counted from 1 (a variable-length relationship's list)
    ("RETURN tail([1, 2, 3])", "RETURN list_slice([1, 2, 3], 2, size([1, 2, 3]))"),
    ("MATCH (a)-[r:x*1..2]->(b) RETURN tail(r)", "MATCH (a)-[r:x* TRAIL 1..2]->(b) RETURN list_slice(rels(r), 2, size(rels(r)))"),
    # a one-hop relationship is none of a variable-length one's (distinct_relationships): a WITH
    # after the MATCH; not after an OPTIONAL MATCH, nor between types that differ, nor under RETURN *
    (
        "MATCH (a)-[e:r*1..2]->(b)<-[f:r]-(c) RETURN c",
        "MATCH (a)-[e:r* TRAIL 1..2]->(b)<-[f:r]-(c) WITH a, e, b, f, c "
        "WHERE none(_r3_u0 IN rels(e) WHERE id(_r3_u0) = id(f)) RETURN c",
    ),
    (
        "OPTIONAL MATCH (a)-[e:r*1..2]->(b)<-[f:r]-(c) RETURN c",
        "OPTIONAL MATCH (a)-[e:r* TRAIL 1..2]->(b)<-[f:r]-(c) RETURN c",
    ),
    ("MATCH (a)-[e:r*1..2]->(b)<-[f:s]-(c) RETURN c", "MATCH (a)-[e:r* TRAIL 1..2]->(b)<-[f:s]-(c) RETURN c"),
    ("MATCH (a)-[e:r*1..2]->(b)<-[f:r]-(c) RETURN *", "MATCH (a)-[e:r* TRAIL 1..2]->(b)<-[f:r]-(c) RETURN *"),
    # one-argument round
    ("RETURN round(n.x), round(n.x, 2)", "RETURN round(n.x, 0), round(n.x, 2)"),
    # a date's / datetime's parts
    (
        "MATCH (n) RETURN n.born.year, n.born.month",
        'MATCH (n) RETURN date_part("year", n.born), date_part("month", n.born)',
    ),
    ("RETURN date('2020-03-04').day", 'RETURN date_part("day", date("2020-03-04"))'),
    # a variable bound only to a date; not one that is also a node, nor an UNWIND's
    ("MATCH (n) WITH n.born AS b RETURN b.year", 'MATCH (n) WITH n.born AS b RETURN date_part("year", b)'),
    ("MATCH (n) WITH n AS b RETURN b.year", "MATCH (n) WITH n AS b RETURN b.year"),
    ("MATCH (b) WITH b.born AS b RETURN b.year", "MATCH (b) WITH b.born AS b RETURN b.year"),
    ("UNWIND l AS d RETURN d.month", "UNWIND l AS d RETURN d.month"),
    # a node's own property; a part in a case Neo4j does not read
    ("MATCH (n) RETURN n.year, n.born.Month", "MATCH (n) RETURN n.year, n.born.Month"),
    # datetime(), date(), datetime(s)
    (
        "RETURN datetime(), date(), datetime('2020-01-01T10:00:00')",
        'RETURN current_timestamp(), current_date(), timestamp("2020-01-01T10:00:00")',
    ),
    # a datetime of a map has no LadybugDB spelling: LadybugDB reports it
    ("RETURN datetime({year: 2020})", "RETURN datetime({year: 2020})"),
    # reduce: a fold of + / * over the mapped list, any other body over [init] + the list
    (
        "RETURN reduce(s = 0, x IN l | s + x.w)",
        "RETURN CASE WHEN size(l) > 0 THEN 0 + list_reduce(list_transform(l, _x -> _x.w), (_s, _x) -> _s + _x) ELSE 0 END",
    ),
    (
        "RETURN reduce(s = '', x IN l | s + x + ',')",
        'RETURN list_reduce(list_concat([""], l), (_s, _x) -> _s + _x + ",")',
    ),
    (
        "MATCH (a)-[r*1..2]->(b) RETURN reduce(m = 1 + 1, e IN r | CASE WHEN e.w > m THEN e.w ELSE m END)",
        "MATCH (a)-[r* TRAIL 1..2]->(b) RETURN list_reduce(list_concat([(1 + 1)], rels(r)), "
        "(_m, _e) -> CASE WHEN _e.w > _m THEN _e.w ELSE _m END)",
    ),
    # a DISTINCT aggregate goes after the plain ones in a grouped projection; a RETURN keeps its columns
    (
        "MATCH (v:player)-[:like]->(f) RETURN v.name AS n, count(DISTINCT f) AS d, count(*) AS c",
        "MATCH (v:player)-[:like]->(f) WITH v.name AS n, count(*) AS c, count(DISTINCT f) AS d RETURN n, d, c",
    ),
    (
        "MATCH (v:player)-[:like]->(f) WITH v, count(DISTINCT f) AS d, count(*) AS c RETURN v.age AS a, d, c",
        "MATCH (v:player)-[:like]->(f) WITH v, count(*) AS c, count(DISTINCT f) AS d RETURN v.age AS a, d, c",
    ),
    (
        "MATCH (v:player)-[:like]->(f) RETURN v.name, count(DISTINCT f), sum(f.age) ORDER BY v.name",
        "MATCH (v:player)-[:like]->(f) WITH v.name AS _r0, sum(f.age) AS _r2, count(DISTINCT f) AS _r1 "
        "RETURN _r0 AS `v.name`, _r1 AS `count(DISTINCT f)`, _r2 AS `sum(f.age)` ORDER BY _r0",
    ),
    # already in order, or nothing to group by: kept as written
    (
        "MATCH (v:player)-[:like]->(f) RETURN v.name AS n, count(*) AS c, count(DISTINCT f) AS d",
        "MATCH (v:player)-[:like]->(f) RETURN v.name AS n, count(*) AS c, count(DISTINCT f) AS d",
    ),
    (
        "MATCH (v:player)-[:like]->(f) RETURN count(DISTINCT f) AS d, count(*) AS c",
        "MATCH (v:player)-[:like]->(f) RETURN count(DISTINCT f) AS d, count(*) AS c",
    ),
    # round 4: startNode/endNode compared with a node → the relationship's stored ends' ids
    (
        "MATCH (a)-[e]-(b) RETURN CASE WHEN startNode(e) = a THEN a.vid ELSE b.vid END AS s",
        'MATCH (a)-[e]-(b) RETURN CASE WHEN struct_extract(e, "_src") = id(a) THEN a.vid ELSE b.vid END AS s',
    ),
    ("MATCH (a)-[e]-(b) WHERE b = endNode(e) RETURN a", 'MATCH (a)-[e]-(b) WHERE struct_extract(e, "_dst") = id(b) RETURN a'),
    # a CASE of maps of different keys → MAPs (a CASE of STRUCTs takes the first one's fields)
    (
        'MATCH (a)-[e]->(b) RETURN CASE WHEN type(e) = "x" THEN {w: e.w} WHEN type(e) = "y" THEN {s: e.s} END AS p',
        'MATCH (a)-[e]->(b) RETURN CASE WHEN label(e) = "x" THEN map(["w"], [e.w]) WHEN label(e) = "y" THEN map(["s"], [e.s]) END AS p',
    ),
    # maps of the same keys stay STRUCTs
    (
        'MATCH (a)-[e]->(b) RETURN CASE WHEN type(e) = "x" THEN {w: e.w} ELSE {w: 1} END AS p',
        'MATCH (a)-[e]->(b) RETURN CASE WHEN label(e) = "x" THEN {w: e.w} ELSE {w: 1} END AS p',
    ),
]  # fmt: skip


def test_a_case_of_maps_one_of_them_empty_is_refused_in_one_line() -> None:
    """An empty MAP binds to no key type, a STRUCT CASE answers the first map's keys: refused."""
    with pytest.raises(QuerySemanticError, match="name one type") as info:
        to_ladybug('MATCH (a)-[e]->(b) RETURN CASE WHEN type(e) = "x" THEN {w: e.w} ELSE {} END AS p')
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(("query", "sent"), FORMS)
def test_what_ladybug_is_sent(query: str, sent: str) -> None:
    assert to_ladybug(query) == sent
