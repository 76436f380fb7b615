"""Generation grammars (r3's Lark grammar converted for llguidance; schema-specialised ones)
and the constrained decoding loop, driven by scripted and random logits (no model needed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

pytest.importorskip("llguidance")
torch = pytest.importorskip("torch")

from tiny_models import make_tokenizer  # noqa: E402

from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.schema_grammar import schema_lark  # noqa: E402
from r3.lang.validator import validate  # noqa: E402
from r3.models.constrained import (  # noqa: E402
    DecodeOptions,
    TokenTable,
    check_text,
    constrained_decode,
    grammar_shortest,
)
from r3.models.grammar import dialect_grammar, schema_grammar  # noqa: E402

pytestmark = pytest.mark.quick


def _space() -> SpaceSchema:
    space = SpaceSchema("nba", vid_type="fixed_string", vid_length=32)
    for name, props in {
        "player": [("name", "string"), ("age", "int64")],
        "team": [("name", "string")],
        "order": [("name", "string"), ("active", "bool")],
    }.items():
        space.add(SchemaItem(name, "tag", [PropertyDef(n, t) for n, t in props]))
    for name, props in {
        "like": [("likeness", "int64")],
        "serve": [("start_year", "int64"), ("end_year", "int64")],
        "member_of": [],
    }.items():
        space.add(SchemaItem(name, "edge", [PropertyDef(n, t) for n, t in props]))
    space.add_index(IndexDef("player_name_index", "tag", "player", ["name"], [64]))
    space.add_index(IndexDef("like_likeness_index", "edge", "like", ["likeness"]))
    return space


SPACE = _space()


@pytest.fixture(scope="module")
def table() -> TokenTable:
    return TokenTable.from_hf(make_tokenizer())


class RandomLogits:
    """A stand-in model: random logits (seeded), the worst case for a decoder to finish."""

    def __init__(self, vocab: int, seed: int, rows: int = 1) -> None:
        self.vocab, self.rows = vocab, rows
        self.gen = torch.Generator().manual_seed(seed)

    def start(self) -> Any:
        return torch.randn(self.rows, self.vocab, generator=self.gen) * 3

    def step(self, tokens: Sequence[int]) -> Any:
        return self.start()


class Scripted:
    """Prefers the tokens of ``text`` one after the other, then ``after`` (a token id)."""

    def __init__(self, table: TokenTable, text: str, after: int | None = None) -> None:
        self.tokens = list(table.ll.tokenize_str(text))
        self.vocab = table.vocab_size
        self.after = after
        self.i = 0

    def _next(self) -> Any:
        logits = torch.zeros(1, self.vocab)
        if self.i < len(self.tokens):
            logits[0, self.tokens[self.i]] = 50.0
        elif self.after is not None:
            logits[0, self.after] = 50.0
        self.i += 1
        return logits

    def start(self) -> Any:
        return self._next()

    def step(self, tokens: Sequence[int]) -> Any:
        return self._next()


# --------------------------------------------------------------------------- the converter


@pytest.mark.parametrize("dialect", ["ngql", "cypher"])
def test_dialect_grammars_compile_for_llguidance(table: TokenTable, dialect: str) -> None:
    import llguidance

    grammar = dialect_grammar(dialect)
    assert grammar.kind == "dialect" and grammar.dialect == dialect
    is_error, messages = llguidance.LLMatcher.validate_grammar_with_warnings(
        llguidance.LLMatcher.grammar_from_lark(grammar.lark)
    )
    assert not is_error, messages
    shortest = grammar_shortest(grammar.lark)
    assert shortest and check_text(table, grammar.lark, shortest)
    parse(shortest, dialect)


NGQL_OK = [
    "MATCH (v:player{name: 'Tim Duncan'})-[e:like]->(v2) RETURN v2.player.name AS name",
    'GO 2 STEPS FROM "Tim" OVER like, serve REVERSELY WHERE like.likeness > 90 YIELD dst(edge) AS d, $$.player.name',
    "LOOKUP ON player WHERE player.age >= 29.5 YIELD id(vertex) AS name, player.age AS Age",
    'FETCH PROP ON player "a", "b" YIELD properties(vertex)',
    'GO FROM "a" OVER like YIELD like._dst AS id | FETCH PROP ON player $-.id YIELD player.name',
    "MATCH (v) RETURN count(*), collect(v.player.name) AS names ORDER BY names LIMIT 3",
    "$a = LOOKUP ON player YIELD id(vertex) AS id; GO FROM $a.id OVER like YIELD like._dst",
    "YIELD [x IN range(1, 3) WHERE x > 1 | x * 2] AS l, -1 AS n, - - 2, NOT NOT true",
    'INSERT VERTEX player(name, age) VALUES "x":("X", 1)',
    "MATCH (v:player) WHERE v.player.name STARTS WITH 'T' AND v.player.age IS NOT NULL RETURN v",
]

NGQL_REJECTED = [
    "MATCH (v) RETURNx",  # a keyword glued to a name is one word for r3
    "MATCH (v) WHERE count(*) > 1 RETURN v",  # aggregate in WHERE
    'GO FROM "a" OVER like YIELD count(*)',  # aggregate in GO ... YIELD
    "RETURN (1)(2)",  # only names can be called
    "YIELD sum(*)",  # `*` only in count(*)
    "YIELD [1 WHERE true]",  # comprehension without `x IN list`
    "YIELD vertex",  # needs an alias
    "YIELD 99999999999999999999",  # does not fit in 64 bits
    "YIELD - - -1",  # three prefix operators in a row
    "YIELD --1",  # `--` would be an edge or a comment
    "MATCH (v) RETURN v // comment",  # no comments
    "YIELD ENDſ",  # only ASCII case folding for keywords
    'FETCH PROP ON player "a", "b"->"c"',  # vertices and edge keys mixed
    "OPTIONAL MATCH (v) WHERE v.player.age > 1 RETURN v",
    # found by running small models: what people would not write, or NebulaGraph refuses
    'GeT SUBGRAPH 1 STEPS FROM "a" yIeLd vertices AS v',  # keywords in canonical upper case
    "match (v) return v",
    "MATCH (v)  RETURN v",  # single spaces
    "MATCH\n(v) RETURN v",  # a new line only before a clause keyword
    " MATCH (v) RETURN v",
    "YIELD 1234567890123",  # at most 12 digits
    'GO FROM "x" OVER like YIELD like._dst LIMIT 100000',  # GO's LIMIT takes a list
    "MATCH (v:player) RETURN v.player.age AS Age ORDER BY v.player.age",  # sort by a column name
]

NGQL_OK += [
    "MATCH (v:player)\nWHERE v.player.age > 30\nRETURN v.player.age AS Age ORDER BY Age DESC",
    'GO 2 STEPS FROM "x" OVER like YIELD like._dst LIMIT [1, 2]',
    'GO FROM "a" OVER like YIELD like._dst AS d\n| ORDER BY $-.d | LIMIT 3',
    "MATCH (v) RETURN COUNT(*), max(v.player.age), true, NULL",
]


@pytest.mark.parametrize("text", NGQL_OK)
def test_ngql_grammar_accepts_real_queries(table: TokenTable, text: str) -> None:
    parse(text, "ngql")
    assert check_text(table, dialect_grammar("ngql").lark, text)


@pytest.mark.parametrize("text", NGQL_REJECTED)
def test_ngql_grammar_rejects_what_r3_rejects_or_reads_differently(table: TokenTable, text: str) -> None:
    assert not check_text(table, dialect_grammar("ngql").lark, text)


@pytest.mark.parametrize(
    "text, ok",
    [
        (
            "MATCH (n:Person)-[r:KNOWS]->(m) WHERE n.age >= 18 RETURN n.name, count(*) ORDER BY n.name LIMIT 5",
            True,
        ),
        ("MATCH (n) RETURN [(n)-->(m) | m.name] AS names", True),
        ("MATCH (n) SET n.age = 1 RETURN n", True),
        ("MATCH (n)", False),  # a query cannot end with MATCH
        ("MATCH (n) RETURN n MATCH (m) RETURN m", False),  # RETURN must be last
        ("MATCH (n) SET 1 = 2", False),
    ],
)
def test_cypher_grammar(table: TokenTable, text: str, ok: bool) -> None:
    assert check_text(table, dialect_grammar("cypher").lark, text) is ok


# --------------------------------------------------------------------------- schema grammars


SCHEMA_OK = [
    "MATCH (v:player{name: 'Tim'})-[e:like]->(v2:player) WHERE e.likeness > 90 RETURN v2.player.name AS n",
    "MATCH (v:player) WHERE v.player.age >= 30 AND v.player.name STARTS WITH 'T' RETURN count(*) LIMIT 3",
    'GO 2 STEPS FROM "Tim" OVER like REVERSELY WHERE $$.player.age > 30 YIELD dst(edge) AS d, like.likeness',
    "LOOKUP ON player WHERE player.name == 'Tim' YIELD id(vertex) AS id, player.age",
    'FETCH PROP ON serve "a"->"b" YIELD serve.start_year',
    'FIND SHORTEST PATH FROM "a" TO "b" OVER * UPTO 3 STEPS YIELD path AS p',
    "MATCH (v:`order`) WHERE v.`order`.active == true RETURN v.`order`.name",  # reserved word
]

SCHEMA_REJECTED = [
    "MATCH (v:player) RETURN v.player.nmae",  # unknown property
    "MATCH (v:player) RETURN v.name",  # nGQL needs the tag
    "MATCH (v:player) WHERE v.player.age > 'old' RETURN v",  # string literal for an int64
    'GO FROM "a" OVER likes YIELD likes._dst',  # unknown edge type
    "LOOKUP ON player WHERE player.age > 3 YIELD player.name",  # no index covers age
    "LOOKUP ON team YIELD team.name",  # no index on team
    "MATCH (v) RETURN v2",  # v2 is not bound
    "MATCH (v:player) RETURN v.player.name ORDER BY v.player.age",  # sort by a returned alias
    'GO FROM "a" OVER like YIELD like._dst LIMIT 3',  # GO's LIMIT takes a list
    "match (v:player) return v",  # canonical keywords
]
SCHEMA_OK += ["MATCH (v:player) RETURN v.player.name, v.player.age AS age ORDER BY age DESC LIMIT 3"]


def test_schema_grammar_accepts_valid_and_rejects_invalid_queries(table: TokenTable) -> None:
    grammar = schema_grammar(SPACE, "ngql")
    assert grammar.kind == "schema" and grammar.space == "nba"
    for text in SCHEMA_OK:
        assert validate(parse(text, "ngql"), SPACE) == [], text
        assert check_text(table, grammar.lark, text), text
    for text in SCHEMA_REJECTED:
        assert not check_text(table, grammar.lark, text), text
    assert '"player"' in schema_lark(SPACE) and "likes" not in schema_lark(SPACE)


def test_cypher_schema_grammar(table: TokenTable) -> None:
    grammar = schema_grammar(SPACE, "cypher")
    good = (
        "MATCH (n:player)-[r:like]->(m) WHERE r.likeness > 9 AND n.name = 'Tim' RETURN m.name ORDER BY m.age"
    )
    assert validate(parse(good, "cypher"), SPACE, dialect="cypher") == []
    assert check_text(table, grammar.lark, good)
    assert not check_text(table, grammar.lark, "MATCH (n:player) RETURN n.nmae")
    assert not check_text(table, grammar.lark, "MATCH (n:player) RETURN n.player.name")


# --------------------------------------------------------------------------- decoding


@pytest.mark.parametrize("dialect", ["ngql", "cypher"])
def test_random_logits_always_give_parseable_text(table: TokenTable, dialect: str) -> None:
    grammar = dialect_grammar(dialect).lark
    for seed in range(6):
        res = constrained_decode(
            RandomLogits(table.vocab_size, seed),
            table,
            [grammar],
            DecodeOptions(max_tokens=40, temperature=1.0, seed=seed),
        )[0]
        assert res.finish_reason in ("stop", "forced"), res
        parse(res.text, dialect)


@pytest.mark.parametrize("dialect", ["ngql", "cypher"])
def test_random_logits_under_schema_grammar_validate(table: TokenTable, dialect: str) -> None:
    grammar = schema_grammar(SPACE, dialect).lark
    options = DecodeOptions(max_tokens=40, temperature=1.0, seed=1)
    results = constrained_decode(RandomLogits(table.vocab_size, 7, rows=6), table, [grammar] * 6, options)
    for res in results:
        assert validate(parse(res.text, dialect), SPACE, dialect=dialect) == [], res.text


def test_eos_ends_a_complete_query(table: TokenTable) -> None:
    eos = table.eos_ids[0]
    res = constrained_decode(
        Scripted(table, "MATCH (v) RETURN v", after=eos),
        table,
        [dialect_grammar().lark],
        DecodeOptions(max_tokens=50),
    )[0]
    assert (res.text, res.finish_reason, res.forced_tokens) == ("MATCH (v) RETURN v", "stop", 0)


def test_cut_off_query_is_finished(table: TokenTable) -> None:
    prefix = "MATCH (v:player{name: 'Tim"
    scripted = Scripted(table, prefix)
    res = constrained_decode(
        scripted, table, [dialect_grammar().lark], DecodeOptions(max_tokens=len(scripted.tokens))
    )[0]
    assert res.finish_reason == "forced" and res.forced_tokens > 0 and res.dropped_tokens == 0
    assert res.text.startswith(prefix)
    parse(res.text, "ngql")


def test_bracket_depth_is_bounded(table: TokenTable) -> None:
    opener, digit, closer = (table.ll.tokenize_str(c)[0] for c in "(1)")

    class Brackets(Scripted):
        """``YIELD `` then always "(" if it can, else "1", else ")"."""

        def _next(self) -> Any:
            if self.i < len(self.tokens):
                return super()._next()
            logits = torch.zeros(1, self.vocab)
            logits[0, opener], logits[0, digit], logits[0, closer] = 50.0, 40.0, 30.0
            return logits

    res = constrained_decode(
        Brackets(table, "YIELD "), table, [dialect_grammar().lark], DecodeOptions(max_tokens=40, max_depth=5)
    )[0]
    assert res.text.startswith("YIELD (((((1")  # the sixth "(" was masked
    depth = best = 0
    for ch in res.text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        best = max(best, depth)
    assert best == 5
    parse(res.text, "ngql")
