"""``eval/bench_model_systems.py`` and its LangChain adapters: the same fixed question sample for
every system, and the schema the chain's prompt reads (no model, no LangChain run: seconds)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest
from helpers import load_script

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema

EVAL = Path(__file__).resolve().parents[3] / "eval"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script(EVAL / "bench_model_systems.py", "bench_model_systems_under_test")


@pytest.mark.parametrize(("n", "seed"), [(6, 0), (10, 3), (1, 0)])
def test_the_sample_is_fixed_by_the_seed_and_spread_over_the_graphs(
    bench: ModuleType, n: int, seed: int
) -> None:
    rows = bench.pick(n, seed)
    again = bench.pick(n, seed)
    ids = [r["id"] for subset in rows.values() for r in subset]
    assert ids == [r["id"] for subset in again.values() for r in subset] and len(ids) == n
    graphs = {(root, r["space"]) for root, subset in rows.items() for r in subset}
    assert len(graphs) == min(n, 5), "round-robin: one question per graph before a second"
    assert bench.pick(n, seed + 1) != rows or n == 1


def test_the_chain_sees_the_schema_in_neo4j_graphs_form() -> None:
    pytest.importorskip("langchain_neo4j")
    sys.path.insert(0, str(EVAL))
    from _langchain_adapters import neo4j_schema_text

    space = SpaceSchema("wards")
    space.add(SchemaItem("doctor", "tag", [PropertyDef("name", "string")]))
    space.add(SchemaItem("department", "tag", [PropertyDef("floor", "int64")]))
    edge = SchemaItem("works_in", "edge", [PropertyDef("since", "int64")])
    edge.endpoints = [("doctor", "department")]
    space.add(edge)
    text = neo4j_schema_text(space)
    assert "doctor {name: STRING}" in text and "works_in {since: INT64}" in text
    assert "(:doctor)-[:works_in]->(:department)" in text
