"""Schema grammars of a realistic size decode whole queries (no model needed).

Why a file of its own: a schema-specialised grammar of a dozen tags and edge types predicts
thousands of Earley items at the start of a statement. At llguidance's default row limit
(2,000 items) the matcher entered its error state after the first token, so every
constrained attempt of a real model on such a graph was the one character ``M``
(issue 24). These tests build such a schema and check that the whole query gets through.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

pytest.importorskip("llguidance")
torch = pytest.importorskip("torch")

from tiny_models import make_tokenizer  # noqa: E402

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.validator import validate  # noqa: E402
from r3.models.constrained import DecodeOptions, TokenTable, check_text, constrained_decode  # noqa: E402
from r3.models.grammar import schema_grammar  # noqa: E402

TAGS = {
    "department": [("name", "string"), ("floor", "int64")],
    "disease": [("name", "string"), ("category", "string"), ("severity", "int64")],
    "symptom": [("name", "string")],
    "drug": [("name", "string"), ("type", "string"), ("price", "double"), ("approved", "date")],
    "doctor": [("name", "string"), ("title", "string"), ("age", "int64"), ("joined", "date")],
    "side_effect": [("name", "string"), ("level", "int64")],
}
EDGES = {
    "treats": [("efficacy", "int64")],
    "has_symptom": [("frequency", "string")],
    "works_in": [("since", "int64")],
    "specializes_in": [],
    "supervises": [("since", "int64")],
    "belongs_to": [],
    "causes": [("rate", "double")],
}


def _space() -> SpaceSchema:
    space = SpaceSchema("wards", vid_type="fixed_string", vid_length=32)
    for kind, items in (("tag", TAGS), ("edge", EDGES)):
        for name, props in items.items():
            space.add(SchemaItem(name, kind, [PropertyDef(n, t) for n, t in props]))
    return space


SPACE = _space()

QUERIES = [
    'MATCH (v:doctor{name: "Ada"})-[e:works_in]->(v2:department) RETURN v2.department.name AS department',
    "MATCH (v:drug) WHERE v.drug.price > 10 RETURN v.drug.name AS name ORDER BY name LIMIT 3",
    'GO FROM "d1" OVER treats YIELD $$.disease.name AS disease',
]


class Scripted:
    """Prefers the tokens of ``text`` one after the other, then EOS."""

    def __init__(self, table: TokenTable, text: str) -> None:
        self.tokens = list(table.ll.tokenize_str(text))
        self.vocab = table.vocab_size
        self.eos = table.eos_ids[0]
        self.i = 0

    def start(self) -> Any:
        logits = torch.zeros(1, self.vocab)
        logits[0, self.tokens[self.i] if self.i < len(self.tokens) else self.eos] = 50.0
        self.i += 1
        return logits

    def step(self, tokens: Sequence[int]) -> Any:
        return self.start()


@pytest.fixture(scope="module")
def table() -> TokenTable:
    return TokenTable.from_hf(make_tokenizer())


@pytest.fixture(scope="module")
def grammar() -> str:
    return schema_grammar(SPACE, "ngql").lark


@pytest.mark.parametrize("text", QUERIES)
def test_large_schema_grammar_accepts_whole_queries(table: TokenTable, grammar: str, text: str) -> None:
    assert validate(parse(text, "ngql"), SPACE) == [], text
    assert check_text(table, grammar, text), text


@pytest.mark.parametrize("text", QUERIES)
def test_decoding_under_a_large_schema_grammar_does_not_stop_after_one_token(
    table: TokenTable, grammar: str, text: str
) -> None:
    res = constrained_decode(Scripted(table, text), table, [grammar], DecodeOptions(max_tokens=120))[0]
    assert (res.text, res.finish_reason, res.error) == (text, "stop", None)
