"""Skeleton examples that teach the user's schema: mapped along the edges' endpoints, and
comparing with the values the linker found in the graph instead of ``"value1"`` (issue 24)."""

from __future__ import annotations

import pytest

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.demo import demo_schema
from r3.pipeline.config import RefinerConfig
from r3.pipeline.refiner import refiner_prompt
from r3.pipeline.reranker import skeleton_for
from r3.pipeline.skeleton_examples import (
    VID,
    fill_values,
    schema_mapping,
    stored_values,
    with_example_endpoints,
)
from r3.pipeline.types import RefineRequest, RerankOutput, RewriteOutput, StageInput
from r3.understand.linking import Link

pytestmark = pytest.mark.quick


def _wards() -> SpaceSchema:
    """Tags and edges listed so that the first ones are *not* the demo's shapes."""
    space = SpaceSchema("wards")
    for name, props in {
        "department": [("name", "string"), ("floor", "int64")],
        "drug": [("name", "string"), ("price", "double")],
        "disease": [("name", "string")],
        "doctor": [("name", "string"), ("age", "int64")],
    }.items():
        space.add(SchemaItem(name, "tag", [PropertyDef(n, t) for n, t in props]))
    for name, props, ends in [
        ("treats", [("efficacy", "int64")], ("drug", "disease")),
        ("works_in", [("since", "int64")], ("doctor", "department")),
        ("supervises", [("since", "int64")], ("doctor", "doctor")),
    ]:
        item = SchemaItem(name, "edge", [PropertyDef(n, t) for n, t in props])
        item.endpoints = [ends]
        space.add(item)
    return space


def test_the_demo_mapping_follows_the_edges_endpoints() -> None:
    names = schema_mapping(with_example_endpoints(demo_schema(), skeleton_for("ngql")), _wards())
    # like: player→player (a loop), serve: player→team — not the first edge type and tag listed
    assert {k: names[k] for k in ("like", "player", "serve", "team")} == {
        "like": "supervises",
        "player": "doctor",
        "serve": "works_in",
        "team": "department",
    }


VALUES = {
    ("doctor", VID): "doc01",
    (None, VID): "doc01",
    ("doctor", "name"): "张伟",
    ("drug", "name"): "阿司匹林",
}


@pytest.mark.parametrize(
    ("example", "filled"),
    [
        (
            'MATCH (a:doctor {name: "value1"})-[:supervises]->(b:doctor) RETURN b.doctor.name',
            'MATCH (a:doctor {name: "张伟"})-[:supervises]->(b:doctor) RETURN b.doctor.name',
        ),
        (
            'MATCH (p:doctor) WHERE p.doctor.name STARTS WITH "value1" RETURN p.doctor.age',
            'MATCH (p:doctor) WHERE p.doctor.name STARTS WITH "张伟" RETURN p.doctor.age',
        ),
        (
            'LOOKUP ON drug WHERE drug.name == "value1" YIELD id(vertex) AS id',
            'LOOKUP ON drug WHERE drug.name == "阿司匹林" YIELD id(vertex) AS id',
        ),
        (
            'GO FROM "value1" OVER supervises YIELD dst(edge) AS d',
            'GO FROM "doc01" OVER supervises YIELD dst(edge) AS d',
        ),
        (
            'FETCH PROP ON doctor "value1" YIELD doctor.age AS a',
            'FETCH PROP ON doctor "doc01" YIELD doctor.age AS a',
        ),
        # a property no linked value lives in keeps its placeholder: no stored name in the wrong place
        (
            'MATCH (p:department) WHERE p.department.name == "value1" RETURN p.department.floor',
            'MATCH (p:department) WHERE p.department.name == "value1" RETURN p.department.floor',
        ),
        ('UNWIND ["value1", "value2"] AS n RETURN n', 'UNWIND ["value1", "value2"] AS n RETURN n'),
    ],
)
def test_examples_compare_with_stored_values_where_they_fit(example: str, filled: str) -> None:
    assert fill_values(example, VALUES, "ngql") == filled


def test_stored_values_come_from_the_links() -> None:
    question = "张伟医生在哪个科室？"
    links = [Link("doc01", "vertex", 0, 2, schema="doctor", prop="name", tags=("doctor",), matched="张伟")]
    assert stored_values(links, question) == {
        ("doctor", VID): "doc01",
        (None, VID): "doc01",
        ("doctor", "name"): "张伟",
    }
    assert stored_values(None, question) == {}


def test_the_refiner_prompt_shows_the_linked_value_in_its_examples() -> None:
    question = "张伟医生在哪个科室？"
    space = _wards()
    links = [Link("doc01", "vertex", 0, 2, schema="doctor", prop="name", tags=("doctor",), matched="张伟")]
    request = RefineRequest(StageInput(question, space), RerankOutput(), RewriteOutput(question, links=links))  # type: ignore[arg-type]
    prompt = refiner_prompt(request, RefinerConfig(paper=True))
    without = refiner_prompt(
        RefineRequest(StageInput(question, space), RerankOutput(), RewriteOutput(question)),  # type: ignore[arg-type]
        RefinerConfig(paper=True),
    )
    assert 'GO FROM "doc01" OVER supervises' in prompt and 'GO FROM "value1"' not in prompt
    assert 'GO FROM "value1" OVER supervises' in without
