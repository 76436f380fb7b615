"""Every ``# Example:`` of the skeleton library parses and runs on the demo space.

Why: the examples are what the refiner copies from; one that does not parse or fails on
NebulaGraph semantics teaches the model a mistake. nGQL examples run on the embedded engine
(read-only ones on one shared engine, writes on a fresh copy each); Cypher examples run on
LadybugDB when ``r3.graph.ladybug`` and its driver are installed. ``answer()``/``summary()``
need an LLM, so their examples must fail with the engine's clear "needs an LLM" error (on
LadybugDB: with an error, the function being unknown there). A few Cypher examples are Neo4j
syntax LadybugDB lacks (``LADYBUG_LACKS``): they must fail there, so the list cannot go stale.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from r3.demo import DEMO_SPACE, demo_dir, open_demo_engine
from r3.engine.engine import Engine
from r3.errors import QueryError, QueryExecutionError
from r3.lang.parser import parse
from r3.lang.writes import write_statements
from r3.represent.skeleton import SkeletonFunction, load_skeleton

pytestmark = pytest.mark.quick

#: Neo4j 5 syntax in the Cypher library that LadybugDB does not have.
LADYBUG_LACKS = {
    "REMOVE": "LadybugDB has no REMOVE clause (it sets properties to NULL instead)",
    "CALL": "LadybugDB has no db.* procedures (it has show_tables() and friends)",
}
FREE_TEXT = frozenset({"answer", "summary"})
#: Clause functions that query analysis does not report (structure inside GO / FIND PATH).
UNANALYSED = frozenset({"OVER", "STEPS"})


def _examples(dialect: str) -> list[pytest.ParameterSet]:
    params = []
    for fn, example in load_skeleton(dialect).examples():
        index = fn.examples.index(example)
        params.append(pytest.param(fn, example, id=f"{fn.name}-{index}"))
    return params


NGQL = _examples("ngql")
CYPHER = _examples("cypher")


@pytest.fixture(scope="module")
def demo_engine() -> Engine:
    return open_demo_engine()


def _ladybug_with_demo() -> Any:
    """A fresh in-memory LadybugDB holding the demo graph (the adapter's load path)."""
    from r3.graph.ladybug import LadybugBackend

    backend = LadybugBackend()  # in memory
    backend.load_graph(demo_dir(), DEMO_SPACE)
    return backend


@pytest.fixture(scope="module")
def demo_ladybug() -> Iterator[Any]:
    pytest.importorskip(
        "real_ladybug", reason="LadybugDB is not installed (pip install 'r3-nl2gql[ladybug]')"
    )
    backend = _ladybug_with_demo()
    yield backend
    backend.close()


def test_there_are_examples_for_both_dialects() -> None:
    assert len(NGQL) >= 60
    assert len(CYPHER) >= 20


@pytest.mark.parametrize(("fn", "example"), NGQL)
def test_ngql_example_parses_and_uses_its_function(fn: SkeletonFunction, example: str) -> None:
    parse(example, "ngql")
    if fn.name not in UNANALYSED:
        assert fn.name in load_skeleton("ngql").names_for(example)


@pytest.mark.parametrize(("fn", "example"), CYPHER)
def test_cypher_example_parses_and_uses_its_function(fn: SkeletonFunction, example: str) -> None:
    parse(example, "cypher")
    assert fn.name in load_skeleton("cypher").names_for(example)


@pytest.mark.parametrize(("fn", "example"), NGQL)
def test_ngql_example_runs_on_the_demo_space(fn: SkeletonFunction, example: str, demo_engine: Engine) -> None:
    writes = bool(write_statements(parse(example, "ngql")))
    engine = open_demo_engine() if writes else demo_engine
    if fn.name in FREE_TEXT:
        with pytest.raises(QueryExecutionError, match=r"needs an LLM executor"):
            engine.execute(example)
        return
    result = engine.execute(example, allow_writes=writes)
    if result.columns:  # a read example shows something on the demo data
        assert result.rows, f"{fn.name} example returns no rows on the demo space: {example}"


@pytest.mark.parametrize(("fn", "example"), CYPHER)
def test_cypher_example_runs_on_ladybug(fn: SkeletonFunction, example: str, demo_ladybug: Any) -> None:
    writes = bool(write_statements(parse(example, "cypher")))
    backend = _ladybug_with_demo() if writes else demo_ladybug
    try:
        if fn.name in FREE_TEXT or fn.name in LADYBUG_LACKS:
            # free-text functions are unknown to LadybugDB: the error names them
            expected = rf"(?i)\b{fn.name}\b" if fn.name in FREE_TEXT else None
            with pytest.raises(QueryError, match=expected):
                backend.execute(example, allow_writes=writes)
            return
        result = backend.execute(example, allow_writes=writes)
        if result.columns:
            assert result.rows, f"{fn.name} example returns no rows on the demo space: {example}"
    finally:
        if writes:
            backend.close()
