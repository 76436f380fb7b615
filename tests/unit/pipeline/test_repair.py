"""r3 repairs a model's ordinary slips itself, before any model retry (issue 24 §2).

Each slip kind, in both dialects, on a small graph built here: the repaired query returns the
right query's rows. Ambiguous slips (two close names, two stored names holding a partial
name) and anything that would change what was asked are left alone, for the model. Through
the pipeline, a fully repaired query costs no model call beyond the first, and the trace says
what r3 changed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import write_graphs

from r3.engine.engine import Engine
from r3.engine.runner import GraphPool
from r3.graph.ladybug_spaces import LadybugSpaces
from r3.lexical import default_index
from r3.models.fake import FakeModel
from r3.pipeline.checks import BackendRunner, Checker, EngineRunner
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.refiner import extract_query
from r3.pipeline.repair import Repairer
from r3.pipeline.repair.name_match import property_match, unique_match
from r3.values import rows_equal

GRAPH = """
CREATE SPACE lib (vid_type = FIXED_STRING(32));
USE lib;
CREATE TAG author(name string, born int);
CREATE TAG book(title string, year int);
CREATE TAG publisher(name string, city string);
CREATE EDGE wrote();
CREATE EDGE published_by(year int);
CREATE EDGE influenced();
CREATE TAG INDEX author_name ON author(name(32));
CREATE TAG INDEX book_title ON book(title(32));
CREATE TAG INDEX book_year ON book(year);
CREATE TAG INDEX publisher_name ON publisher(name(32));
INSERT VERTEX author(name, born) VALUES "a1":("Ada Lind", 1950), "a2":("Eli Lind", 1960), "a3":("José Marín", 1970);
INSERT VERTEX book(title, year) VALUES "b1":("The Copper Sea", 1990), "b2":("Night Train", 2001), "b3":("Salt", 1985);
INSERT VERTEX publisher(name, city) VALUES "p1":("Harbor Press", "Oslo");
INSERT EDGE wrote() VALUES "a1"->"b1":(), "a2"->"b2":(), "a3"->"b3":();
INSERT EDGE published_by(year) VALUES "b1"->"p1":(1990), "b2"->"p1":(2001);
INSERT EDGE influenced() VALUES "a1"->"a2":();
"""


class Graph:
    """The test graph in one dialect: its schema, a runner, and how to run a query."""

    def __init__(self, pool: GraphPool, dialect: str, ladybug: LadybugSpaces | None) -> None:
        self.dialect = dialect
        self.pool = pool
        self.ladybug = ladybug
        if ladybug is not None:
            backend = ladybug.backend("lib")
            self.space = backend.schema().space("lib")
            self.runner: Any = BackendRunner(backend, "lib", dialect)
        else:
            self.space = Engine(pool.shared("lib"), space="lib").schema().space("lib")
            self.runner = EngineRunner(pool.shared("lib"), "lib")

    def rows(self, query: str) -> list[Any]:
        return list(self.runner.run(query).rows)

    def repairer(self) -> Repairer:
        return Repairer(self.space, self.dialect, runner=self.runner)

    def checker(self) -> Checker:
        return Checker(self.space, self.dialect, mode="execute", runner=self.runner)


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Graph]:
    root = write_graphs(tmp_path_factory.mktemp("repair"), {"lib": GRAPH})
    pool = GraphPool(root)
    ladybug = LadybugSpaces(pool, use_cache=False)
    return {"ngql": Graph(pool, "ngql", None), "cypher": Graph(pool, "cypher", ladybug)}


# (dialect, the right query, the model's slipped query)
SLIPS = [
    # names: case, camelCase, plural, typo, a transposition
    (
        "ngql",
        'MATCH (a:author)-[:wrote]->(b:book) WHERE a.author.name == "Ada Lind" RETURN b.book.title',
        'MATCH (a:Author)-[:WROTE]->(b:books) WHERE a.author.name == "Ada Lind" RETURN b.book.title',
    ),
    (
        "cypher",
        'MATCH (a:author)-[:wrote]->(b:book) WHERE a.name = "Ada Lind" RETURN b.title',
        'MATCH (a:Authors)-[:Wrote]->(b:Book) WHERE a.name = "Ada Lind" RETURN b.title',
    ),
    (
        "ngql",
        "MATCH (b:book)-[:published_by]->(p:publisher) RETURN b.book.title",
        "MATCH (b:book)-[:publishd_by]->(p:publisher) RETURN b.book.title",
    ),
    (
        "cypher",
        "MATCH (b:book)-[:published_by]->(p:publisher) RETURN b.title",
        "MATCH (b:book)-[:PublishedBy]->(p:publisher) RETURN b.title",
    ),
    (
        "ngql",
        'GO FROM "a1" OVER wrote YIELD $$.book.title AS t',
        'GO FROM "a1" OVER wrotes YIELD $$.book.title AS t',
    ),
    # a property typo or variant among the variable's own tag's properties
    (
        "ngql",
        "MATCH (b:book) WHERE b.book.year > 1989 RETURN b.book.title",
        "MATCH (b:book) WHERE b.book.yaer > 1989 RETURN b.book.book_title",
    ),
    (
        "cypher",
        "MATCH (b:book) WHERE b.year > 1989 RETURN b.title",
        "MATCH (b:book) WHERE b.yaer > 1989 RETURN b.titel",
    ),
    (
        "ngql",
        "LOOKUP ON book WHERE book.year > 1989 YIELD book.title AS t",
        "LOOKUP ON books WHERE books.yaer > 1989 YIELD books.title AS t",
    ),
    (
        "ngql",
        'FETCH PROP ON book "b1" YIELD book.title AS t',
        'FETCH PROP ON Book "b1" YIELD Book.titel AS t',
    ),
    # the tag qualifier: missing in nGQL (also on an unlabelled node the edge type's ends fix), extra in Cypher
    (
        "ngql",
        "MATCH (a:author)-[:wrote]->(b) RETURN a.author.name, b.book.title",
        "MATCH (a:author)-[:wrote]->(b) RETURN a.name, b.title",
    ),
    (
        "ngql",
        'GO FROM "a1" OVER wrote YIELD $$.book.title AS t',
        'GO FROM "a1" OVER wrote YIELD $$.title AS t',
    ),
    (
        "ngql",
        "LOOKUP ON book WHERE book.year > 1989 YIELD book.title AS t",
        "LOOKUP ON book WHERE year > 1989 YIELD title AS t",
    ),
    (
        "cypher",
        "MATCH (a:author)-[:wrote]->(b:book) RETURN a.name, b.title",
        "MATCH (a:author)-[:wrote]->(b:book) RETURN a.author.name, b.book.title",
    ),
    # operators and quotes
    (
        "ngql",
        'MATCH (a:author) WHERE a.author.name == "Ada Lind" AND a.author.born >= 1900 RETURN a.author.born',
        "MATCH (a:author) WHERE a.author.name = \u201cAda Lind\u201d AND a.author.born >= 1900 RETURN a.author.born",
    ),
    (
        "cypher",
        'MATCH (a:author) WHERE a.name = "Ada Lind" RETURN a.born',
        "MATCH (a:author) WHERE a.name == \u2018Ada Lind\u2019 RETURN a.born",
    ),
    # a reversed arrow the endpoint tags rule out
    (
        "ngql",
        "MATCH (a:author)-[:wrote]->(b:book) RETURN b.book.title",
        "MATCH (a:author)<-[:wrote]-(b:book) RETURN b.book.title",
    ),
    (
        "cypher",
        "MATCH (b:book)<-[:wrote]-(a:author) RETURN b.title",
        "MATCH (b:book)-[:wrote]->(a:author) RETURN b.title",
    ),
    # a literal in another case, without accents, or a unique partial name
    (
        "ngql",
        'MATCH (a:author) WHERE a.author.name == "Ada Lind" RETURN a.author.born',
        'MATCH (a:author) WHERE a.author.name == "ada lind" RETURN a.author.born',
    ),
    (
        "cypher",
        'MATCH (a:author {name: "José Marín"}) RETURN a.born',
        'MATCH (a:author {name: "Jose Marin"}) RETURN a.born',
    ),
    (
        "ngql",
        'GO FROM "a1" OVER wrote YIELD $$.book.title AS t',
        'GO FROM "A1" OVER wrote YIELD $$.book.title AS t',
    ),
    (
        "cypher",
        'MATCH (b:book) WHERE b.title = "The Copper Sea" RETURN b.year',
        'MATCH (b:book) WHERE b.title = "Copper" RETURN b.year',
    ),
    # two slips at once
    (
        "ngql",
        'MATCH (a:author)-[:wrote]->(b:book) WHERE a.author.name == "Eli Lind" RETURN b.book.title',
        'MATCH (a:author)-[:Wrote]->(b:book) WHERE a.name = "eli lind" RETURN b.book.title',
    ),
]


@pytest.mark.parametrize(("dialect", "right", "slipped"), SLIPS)
def test_each_slip_is_repaired_to_the_right_rows(
    graphs: dict[str, Graph], dialect: str, right: str, slipped: str
) -> None:
    graph = graphs[dialect]
    expected = graph.rows(right)
    assert expected, "the right query finds something"
    before = graph.checker().check(slipped)
    assert not before.ok or not rows_equal(graph.rows(slipped), expected).equal, "the slip matters"
    repair = graph.repairer().repair(slipped, passed=before.ok)
    assert repair.fixes, f"nothing repaired in {slipped}"
    after = graph.checker().check(repair.query)
    assert after.ok, after.feedback.render() if after.feedback else after.status
    assert rows_equal(graph.rows(repair.query), expected).equal, repair.query


# (dialect, a query r3 must leave as it is, why)
LEFT_ALONE = [
    ("ngql", 'MATCH (x) WHERE id(x) == "a1" RETURN x.name', "two tags have `name` and x has no label"),
    ("ngql", "MATCH (x:author) RETURN x.author.nam3d", "no property is one slip away"),
    (
        "ngql",
        'MATCH (a:author) WHERE a.author.name == "Lind" RETURN a.author.born',
        "two stored names hold 'Lind'",
    ),
    ("cypher", 'MATCH (a:author) WHERE a.name = "Lind" RETURN a.born', "two stored names hold 'Lind'"),
    (
        "ngql",
        "MATCH (a:author)-[:influenced]->(b:author) RETURN b.author.name",
        "valid: both directions are allowed",
    ),
    ("ngql", 'MATCH (a:author) WHERE a.author.name == "a = b" RETURN a', "= inside a string"),
    ("ngql", 'MATCH (a:author) WHERE a.author.name != "x" AND a.author.born <= 3 RETURN a', "!= and <= stay"),
    ("ngql", 'UPDATE VERTEX ON author "a1" SET born = 1951', "an assignment stays"),
    ("ngql", "MATCH (x)-[:wrote]->(y) RETURN x.nonesuch", "no property is close"),
    ("ngql", 'MATCH (b:book) WHERE b.book.title == "Nobody Wrote This" RETURN b', "no stored title holds it"),
]


@pytest.mark.parametrize(("dialect", "query", "why"), LEFT_ALONE)
def test_ambiguous_or_meaningful_text_is_left_for_the_model(
    graphs: dict[str, Graph], dialect: str, query: str, why: str
) -> None:
    repair = graphs[dialect].repairer().repair(query)
    assert not repair.fixes, f"{why}: {repair.summary()}"


@pytest.mark.parametrize(
    ("name", "pool", "found"),
    [
        ("publishd_by", ["published_by", "wrote"], "published_by"),
        ("PublishedBy", ["published_by"], "published_by"),
        ("categories", ["category", "cat"], "category"),
        ("works_no", ["works_on", "works_in"], "works_on"),  # one swap beats two changes
        ("works_ix", ["works_on", "works_in"], "works_in"),
        ("nme", ["name", "nme2"], None),  # two as close
        ("title", ["title1", "title2"], None),
        ("game", ["name"], None),  # another word, not a slip
        ("yaer", ["year", "name"], "year"),  # a swap in a short word is a slip
        ("yer", ["year", "name"], "year"),
    ],
)
def test_one_close_schema_name_or_none(name: str, pool: list[str], found: str | None) -> None:
    assert unique_match(name, pool) == found


@pytest.mark.parametrize(
    ("dialect", "right", "slipped"),
    [
        (
            "ngql",
            "MATCH (b:book) WHERE b.book.year > 1989 RETURN b.book.title",
            "MATCH (b:book) WHERE b.book.year > 1989 RETURN b.book.name",
        ),
        ("cypher", "MATCH (a:author) RETURN a.name, a.born", "MATCH (a:author) RETURN a.name, a.birth_year"),
    ],
)
def test_a_property_synonym_becomes_the_one_property_it_means(
    graphs: dict[str, Graph], dialect: str, right: str, slipped: str, user_model_cache: None
) -> None:
    if default_index() is None:
        pytest.skip("the WordNet index is not built (r3 models fetch lexicon)")
    test_each_slip_is_repaired_to_the_right_rows(graphs, dialect, right, slipped)


@pytest.mark.parametrize(
    ("name", "pool", "found"),
    [
        ("start_year", ["end_year", "name"], None),  # start is never taken for end
        ("wage", ["age", "name", "salary"], "salary"),  # a real word: its meaning beats a letter
        ("wage", ["age", "name", "salary", "hired"], "salary"),  # hired is related, less so
        ("birthyear", ["name", "born"], "born"),  # a compound WordNet splits
        ("tile", ["title", "year"], "title"),  # a typo that makes a real word is still a typo
        ("name", ["title", "year"], "title"),
    ],
)
def test_a_property_is_read_by_its_spelling_and_its_meaning(
    name: str, pool: list[str], found: str | None, user_model_cache: None
) -> None:
    if default_index() is None:
        pytest.skip("the WordNet index is not built (r3 models fetch lexicon)")
    assert property_match(name, pool) == found


@pytest.mark.parametrize(
    ("answer", "query"),
    [
        ("MATCH (a) RETURN a<|im_end|>", "MATCH (a) RETURN a"),
        ("MATCH (a) RETURN a;</s>", "MATCH (a) RETURN a"),
        ("nGQL: MATCH (a) RETURN a<|endoftext|>", "MATCH (a) RETURN a"),
        ("Sure! Here is the query: MATCH (a) RETURN a. It lists everything.", "MATCH (a) RETURN a"),
        ("The answer is `MATCH (a) RETURN a`.", "MATCH (a) RETURN a"),
        ("Sure. The query is: Cypher: RETURN count(*) AS n. It counts.", "RETURN count(*) AS n"),
        ("MATCH (a) RETURN a.x AS `end`", "MATCH (a) RETURN a.x AS `end`"),
        ("MATCH (a) RETURN a; This returns all.", "MATCH (a) RETURN a"),
        ("查询语句如下：MATCH (a) RETURN a。该查询返回所有。", "MATCH (a) RETURN a"),
        (
            '$a = GO FROM "x" OVER e YIELD dst(edge) AS id; Go FROM $a.id OVER e',
            '$a = GO FROM "x" OVER e YIELD dst(edge) AS id; Go FROM $a.id OVER e',
        ),
        (
            "Sure: $a = LOOKUP ON t YIELD id(vertex) AS id; GO FROM $a.id OVER e. Done.",
            "$a = LOOKUP ON t YIELD id(vertex) AS id; GO FROM $a.id OVER e",
        ),
        ('MATCH (a) WHERE a.t == "Dr. Who" RETURN a', 'MATCH (a) WHERE a.t == "Dr. Who" RETURN a'),
    ],
)
def test_the_query_is_taken_out_of_prose_tokens_and_fences(answer: str, query: str) -> None:
    assert extract_query(answer) == query


# --------------------------------------------------------------------------- through the pipeline


def _pipeline(root: Path, answer: str, **repair: Any) -> tuple[Pipeline, FakeModel]:
    model = FakeModel(default=answer)
    config = {
        "name": "test",
        "reranker": {"kind": "none"},
        "rewriter": {"kind": "offline"},
        "refiner": {"kind": "model", "model": "fake:echo"},
        "repair": {"retries": 2, **repair},
        "confidence": {"answerable": False},
        "synth_demos": False,
    }
    return Pipeline(build_config(config), models={"refiner": model}, graph=str(root / "lib")), model


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_graphs(tmp_path_factory.mktemp("pipeline"), {"lib": GRAPH})


SLIPPED = "Here you go:\n```ngql\nMATCH (b:book)-[:publishd_by]->(p:publisher) WHERE b.title = 'the copper sea' RETURN p.name\n```"


def test_a_repaired_query_costs_no_model_call_and_the_trace_says_what_changed(
    folder: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    pipeline, model = _pipeline(folder, SLIPPED)
    with pipeline:
        result = pipeline.ask("Who published The Copper Sea?", answer=False)
    assert result.answered and result.rows == [("Harbor Press",)], result.error
    assert len(model.requests) == 1, "no model call after the first"
    first, second = result.trace.attempts
    assert first.source == "model" and not first.ok and not first.repairs
    assert second.source == "repair" and second.ok and second.query == result.query
    assert "publishd_by → published_by" in second.repairs
    assert '"the copper sea" → "The Copper Sea"' in second.repairs
    text = result.trace.render(prompts=False)
    assert "repaired by r3:" in text and "publishd_by → published_by" in text
    assert result.trace.to_dict()["attempts"][1]["source"] == "repair"


def test_without_the_repair_step_the_model_is_asked_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    pipeline, model = _pipeline(folder, SLIPPED, fix=False)
    with pipeline:
        result = pipeline.ask("Who published The Copper Sea?", answer=False)
    assert result.status == "invalid" and len(model.requests) == 3
    assert all(a.source == "model" for a in result.trace.attempts)


def test_a_query_r3_could_not_make_valid_is_never_run(
    folder: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # `nme` is as close to `name` as to nothing else here, but `tiel` has no one close property
    pipeline, model = _pipeline(folder, "MATCH (b:book)-[:wrote]->(p) RETURN b.book.qqq")
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    with pipeline:
        result = pipeline.ask("Which books?", answer=False)
    assert result.status == "invalid" and not result.executed and result.rows is None
    assert len(model.requests) == 3
