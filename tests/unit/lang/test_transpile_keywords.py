"""Names that are keywords, transpiled to Cypher and run on LadybugDB and a FalkorDB server.

A property, label, relationship type, alias or variable named by a reserved word of
openCypher, LadybugDB or FalkorDB (``profile``: LadybugDB's PROFILE, "Invalid input
<v.profile>") must be back-quoted in the Cypher r3 writes (one list:
:data:`r3.lang.dialects.cypher.RESERVED`). Each row's nGQL runs on the embedded engine; its
Cypher translation runs on both backends loaded from the same graph (built here, every name a
keyword) and must give the engine's rows under cross-backend EX.
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
from r3.lang.dialects.cypher import RESERVED  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.transpile import transpile  # noqa: E402

SPACE = "kw"

#:     o1:order{profile p1, match 3, count 7, end "x", group "g1"} -match(default 1)-> o2:order{p2 …}
#:     o2 -match(default 2)-> o3:order{p3 …};   o1 -table(single 5)-> o3
GRAPH = """
CREATE SPACE kw (vid_type = FIXED_STRING(16));
USE kw;
CREATE TAG `order`(profile string, `match` int, count int, `end` string, `group` string);
CREATE EDGE `match`(`default` int);
CREATE EDGE `table`(single int);
CREATE TAG INDEX order_end ON `order`(`end`(8));
INSERT VERTEX `order`(profile, `match`, count, `end`, `group`) VALUES
    "o1":("p1", 3, 7, "x", "g1"), "o2":("p2", 1, 2, "y", "g1"), "o3":("p3", 2, 5, "x", "g2");
INSERT EDGE `match`(`default`) VALUES "o1"->"o2":(1), "o2"->"o3":(2);
INSERT EDGE `table`(single) VALUES "o1"->"o3":(5);
"""

#: (keywords, nGQL): names that are keywords in each position.
ROWS = [
    ("properties profile, match, count; aliases",
     'FETCH PROP ON `order` "o1" YIELD `order`.profile AS profile, `order`.`match` AS `match`, '
     "`order`.count AS count"),
    ("LOOKUP on a keyword tag, WHERE end, aliases end and group",
     'LOOKUP ON `order` WHERE `order`.`end` == "x" YIELD id(vertex) AS `end`, `order`.`group` AS `group`'),
    ("GO over edge type match, its property default, aliases single and any",
     'GO FROM "o1" OVER `match` YIELD dst(edge) AS single, `match`.`default` AS `default`, '
     "$$.`order`.profile AS any"),
    ("GO over edge type table, piped on by its alias profile",
     'GO FROM "o1" OVER `table` YIELD `table`.single AS single, $$.`order`.profile AS profile '
     "| YIELD $-.profile AS trail, $-.single AS shortest"),
    ("MATCH a variable named profile, ORDER BY an alias order",
     "MATCH (profile:`order`)-[e:`match`]->(t) RETURN profile.`order`.`group` AS `group`, "
     "e.`default` AS `order`, t.`order`.profile AS none ORDER BY `order`"),
    ("MATCH count() of a keyword label, grouped by end",
     "MATCH (v:`order`) RETURN v.`order`.`end` AS `end`, count(*) AS count, sum(v.`order`.`match`) AS total"),
    ("a path WITH PROP over match",
     'FIND SHORTEST PATH WITH PROP FROM "o1" TO "o3" OVER `match` UPTO 3 STEPS YIELD path AS p'),
]  # fmt: skip


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_graphs(tmp_path_factory.mktemp("transpile-keywords"), {SPACE: GRAPH})


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


@pytest.mark.parametrize(("words", "query"), ROWS, ids=[w for w, _ in ROWS])
def test_keyword_names_run_on_both_backends(
    words: str, query: str, pool: GraphPool, graphs: Path, backend: Any
) -> None:
    out = run_query(Engine(pool.shared(SPACE), space=SPACE), query, allow_writes=False, hard_limit_s=20)
    assert out.result is not None and out.result.rows, out.error_line()
    cypher = transpile(query, "ngql", "cypher", schema=load_space_schema(graphs, SPACE))
    got = backend.execute(cypher).rows
    ordered = final_order_keys(parse(query, "ngql")) is not None
    match = exact_match(got, list(out.result.rows), ordered=ordered, cross_backend=True)
    assert match.equal, f"{words}\n{cypher}\n{match.diff}"


@pytest.mark.parametrize(
    ("word", "quoted"),
    [
        ("profile", True),  # LadybugDB's PROFILE
        ("order", True),  # openCypher's
        ("match", True),
        ("end", True),
        ("group", True),  # LadybugDB's
        ("shortest", True),
        ("count", False),  # a keyword every backend reads as a name
        ("name", False),
    ],
)
def test_the_written_cypher_quotes_exactly_the_reserved_words(word: str, quoted: bool) -> None:
    cypher = transpile(f"MATCH (v:t) RETURN v.t.{word} AS x", "ngql", "cypher")
    assert (f"v.`{word}`" in cypher) is quoted, cypher
    assert (word.upper() in RESERVED) is quoted
