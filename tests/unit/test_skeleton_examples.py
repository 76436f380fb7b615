"""Every ``# Example:`` of the skeleton library parses and runs on the demo space.

Why: the examples are what the refiner copies from; one that does not parse or fails on
NebulaGraph semantics teaches the model a mistake. nGQL examples run on the embedded engine
(read-only ones on one shared engine, writes on a fresh copy each); Cypher examples run on
LadybugDB when ``r3.graph.ladybug`` and its driver are installed. ``answer()``/``summary()``
need an LLM, so their examples must fail with the engine's clear "needs an LLM" error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.engine.engine import Engine, write_statements
from r3.errors import QueryExecutionError
from r3.lang.parser import parse
from r3.represent.skeleton import SkeletonFunction, load_skeleton

pytestmark = pytest.mark.quick

DEMO = Path(__file__).resolve().parents[2] / "data" / "demo"
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
    return Engine.open_graph(DEMO, space="demo")


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
    engine = Engine.open_graph(DEMO, space="demo") if writes else demo_engine
    if fn.name in FREE_TEXT:
        with pytest.raises(QueryExecutionError, match=r"needs an LLM executor"):
            engine.execute(example)
        return
    result = engine.execute(example, allow_writes=writes)
    if result.columns:  # a read example shows something on the demo data
        assert result.rows, f"{fn.name} example returns no rows on the demo space: {example}"
