"""A name the query writes that the linker matched only fuzzily is a fact of the answer (and
lowers its confidence); an exact one is not."""

from __future__ import annotations

import pytest

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.pipeline.confidence import Facts, features, gather, rate
from r3.understand.linking import Link

pytestmark = pytest.mark.quick

QUERY = 'MATCH (v:person) WHERE v.person.name == "Ada Lind" RETURN v.person.age'


def _space() -> SpaceSchema:
    person = SchemaItem("person", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int")])
    return SpaceSchema("people", tags={"person": person})


@pytest.mark.parametrize(("exact", "fuzzy"), [(True, 0), (False, 1)])
def test_names_matched_fuzzily(exact: bool, fuzzy: int) -> None:
    question = "How old is ada lnd?"
    link = Link("p1", "vertex", 11, 18, prop="name", exact=exact, matched="Ada Lind")
    facts = gather(question, _space(), QUERY, links=[link])
    assert facts.names_used == 1
    assert facts.names_fuzzy == fuzzy
    assert features(facts)["fuzzy_name"] == float(fuzzy)


def test_a_fuzzy_name_lowers_the_confidence() -> None:
    base = Facts(judged=2, names=1, names_used=1, ran=True, rows=1)
    fuzzy = Facts(judged=2, names=1, names_used=1, names_fuzzy=1, ran=True, rows=1)
    assert rate(fuzzy).confidence < rate(base).confidence
    assert any("fuzzily" in line for line in rate(fuzzy).reasons)


@pytest.mark.parametrize(
    ("question", "missing"),
    [
        ("list reserchers older than 30", ()),  # a misspelt tag name is explained by the tag
        ("list dancers older than 30", ("dancers",)),  # a word no used item explains stays missing
    ],
)
def test_a_misspelt_name_of_a_used_item_is_covered(question: str, missing: tuple[str, ...]) -> None:
    researcher = SchemaItem("researcher", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int")])
    space = SpaceSchema("lab", tags={"researcher": researcher})
    query = "MATCH (v:researcher) WHERE v.researcher.age > 30 RETURN v.researcher.name"
    assert gather(question, space, query).missing == missing
