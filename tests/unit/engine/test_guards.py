"""Runaway queries stop with a clear error under the engine's default limits, never hang.

A complete directed graph makes every traversal explode combinatorially; each query must end
quickly with QueryExecutionError naming the guard that tripped.
"""

from __future__ import annotations

import time

import pytest

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError

pytestmark = pytest.mark.quick

N = 20


@pytest.fixture(scope="module")
def dense() -> Engine:
    engine = Engine()
    engine.execute(
        "CREATE SPACE g(vid_type=FIXED_STRING(8)); USE g; CREATE TAG t(n int); CREATE EDGE e(w int)",
        allow_writes=True,
    )
    vertices = ", ".join(f'"v{i}":({i})' for i in range(N))
    edges = ", ".join(f'"v{i}"->"v{j}":({i})' for i in range(N) for j in range(N) if i != j)
    engine.execute(f"INSERT VERTEX t(n) VALUES {vertices}", space="g", allow_writes=True)
    engine.execute(f"INSERT EDGE e(w) VALUES {edges}", space="g", allow_writes=True)
    return engine


@pytest.mark.parametrize(
    "query",
    [
        'GO 100 STEPS FROM "v0" OVER e YIELD e._dst',
        'GO 1 TO 100 STEPS FROM "v0" OVER e YIELD e._dst',
        'MATCH p = (v)-[:e*]->() WHERE id(v) == "v0" RETURN count(p)',
        'FIND ALL PATH FROM "v0" TO "v1" OVER e UPTO 100 STEPS YIELD path AS p',
    ],
)
def test_runaway_queries_stop_cleanly(dense: Engine, query: str) -> None:
    started = time.monotonic()
    with pytest.raises(QueryExecutionError, match="query stopped"):
        dense.execute(query, space="g")
    assert time.monotonic() - started < 30


def test_bounded_queries_on_the_same_graph_still_answer(dense: Engine) -> None:
    rows = dense.execute('GO 2 STEPS FROM "v0" OVER e YIELD DISTINCT e._dst AS d', space="g").rows
    assert {r[0] for r in rows} == {f"v{i}" for i in range(N)}
