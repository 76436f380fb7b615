"""answer()/summary() executed: the optimised executor returns the naive evaluation's rows with
fewer calls, on the embedded engine and on LadybugDB alike, and never sends free text to a database."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from r3.contracts.backend import ResultSet
from r3.errors import QuerySemanticError
from r3.freetext import Budget, FreeTextBudgetError, FreeTextCache, FreeTextExecutor
from r3.graph.embedded import EmbeddedBackend

ROOT = Path(__file__).resolve().parents[3]
SPACE = ROOT / "data" / "restaurants"
QUESTIONS = [
    json.loads(line) for line in (SPACE / "questions.jsonl").read_text(encoding="utf-8").splitlines()
]

#: Query shapes in both dialects: {p} is the property prefix (``r.restaurant.`` / ``r.``), {eq} equality.
SHAPES = [
    'MATCH (r:restaurant)-[:located_in]->(c:city) WHERE c.{c}name {eq} "Dunmore" AND answer({p}reviews, "Is it quiet?") {eq} "Yes" RETURN {p}name AS name ORDER BY name LIMIT 2',
    'MATCH (r:restaurant) WHERE {p}price <= 2 AND answer({p}reviews, "Does it have outdoor seating?") {eq} "Yes" RETURN {p}name AS name LIMIT 3',
    'MATCH (r:restaurant) WHERE answer({p}reviews, "Is parking easy?") {eq} "Yes" AND answer({p}reviews, "Is it good for kids?") {eq} "Yes" RETURN {p}name AS name ORDER BY name LIMIT 4',
    'MATCH (r:restaurant) WHERE {p}cuisine {eq} "thai" AND (answer({p}reviews, "Is it quiet?") {eq} "Yes" OR {p}price {eq} 1 AND answer({p}reviews, "Is the service fast?") {eq} "Yes") RETURN {p}name AS name ORDER BY name',
    'MATCH (r:restaurant) WHERE {p}cuisine {eq} "greek" AND NOT answer({p}reviews, "Is it dog friendly?") {eq} "Yes" RETURN {p}name AS name, summary({p}reviews) AS gist ORDER BY name LIMIT 3',
    'MATCH (r:restaurant) WHERE {p}cuisine {eq} "korean" RETURN {p}name AS name ORDER BY answer({p}reviews, "Are the portions big?") DESC, name LIMIT 3',
    'MATCH (r:restaurant) WHERE {p}rating > 4.5 RETURN DISTINCT answer({p}reviews, "Does it have vegetarian options?") AS veg ORDER BY veg',
    'MATCH (r:restaurant) WHERE answer({p}reviews, "Is it quiet?") {eq} "Yes" AND ({p}price {eq} 1 OR {p}cuisine {eq} "thai") RETURN {p}name AS name LIMIT 3',
]


def ngql(shape: str) -> str:
    return shape.format(p="r.restaurant.", c="city.", eq="==")


def cypher(shape: str) -> str:
    return shape.format(p="r.", c="", eq="=")


@pytest.fixture(scope="module")
def embedded() -> EmbeddedBackend:
    return EmbeddedBackend.open(SPACE)


@pytest.fixture(scope="module")
def ladybug() -> Iterator[Any]:
    pytest.importorskip("real_ladybug")
    from r3.graph.ladybug import LadybugBackend

    backend = LadybugBackend(None, read_only=False)
    backend.load_graph(SPACE)
    yield backend
    backend.close()


@pytest.mark.parametrize("shape", SHAPES)
def test_optimised_rows_equal_the_naive_rows_with_fewer_calls(shape: str, embedded: EmbeddedBackend) -> None:
    naive = FreeTextExecutor(mode="naive", budget=Budget(None, None)).execute(embedded, ngql(shape))
    udf = FreeTextExecutor(mode="udf", budget=Budget(None, None)).execute(embedded, ngql(shape))
    opt = FreeTextExecutor().execute(embedded, ngql(shape))
    assert opt.result.columns == naive.result.columns
    assert opt.result.rows == naive.result.rows == udf.result.rows
    assert opt.stats.calls <= udf.stats.calls <= naive.stats.calls
    assert opt.answerer == "offline-lexical (no model)" and not opt.partial


@pytest.mark.parametrize("shape", SHAPES)
def test_ladybug_and_the_embedded_engine_give_the_same_rows(
    shape: str, embedded: EmbeddedBackend, ladybug: Any
) -> None:
    a = FreeTextExecutor().execute(embedded, ngql(shape))
    b = FreeTextExecutor().execute(ladybug, cypher(shape))
    assert a.result.rows == b.result.rows and a.result.columns == b.result.columns
    assert a.stats.calls == b.stats.calls


@pytest.mark.parametrize("q", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
def test_demo_questions_run_in_both_dialects(
    q: dict[str, Any], embedded: EmbeddedBackend, ladybug: Any
) -> None:
    a = FreeTextExecutor().execute(embedded, q["ngql"])
    b = FreeTextExecutor().execute(ladybug, q["cypher"])
    assert a.result.rows == b.result.rows
    if q["kind"] != "list":
        assert len(a.result.rows) == 1


class _Recording:
    """A backend that remembers what it was asked to run."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.dialect = inner.dialect
        self.queries: list[str] = []

    def execute(self, query: str, **kw: Any) -> ResultSet:
        self.queries.append(query)
        return self.inner.execute(query, **kw)


def test_no_free_text_call_reaches_the_database(ladybug: Any) -> None:
    rec = _Recording(ladybug)
    for shape in SHAPES:
        FreeTextExecutor().execute(rec, cypher(shape))  # type: ignore[arg-type]
    assert rec.queries and not [q for q in rec.queries if "answer(" in q or "summary(" in q]


def test_what_cannot_be_split_runs_as_written_on_the_engine_only(
    embedded: EmbeddedBackend, ladybug: Any
) -> None:
    counted = 'MATCH (r:restaurant) WHERE r.restaurant.cuisine == "thai" AND answer(r.restaurant.reviews, "Is it quiet?") == "Yes" RETURN count(r) AS n'
    listed = counted.replace("count(r) AS n", "r.restaurant.name AS name")
    n = FreeTextExecutor().execute(embedded, counted).result.rows[0][0]
    assert n == len(FreeTextExecutor().execute(embedded, listed).result.rows)
    go = 'GO FROM "c0000" OVER located_in REVERSELY WHERE answer($$.restaurant.reviews, "Is it quiet?") == "Yes" YIELD $$.restaurant.name AS name'
    assert FreeTextExecutor().execute(embedded, go).stats.calls > 0
    with pytest.raises(QuerySemanticError, match=r"aggregation in RETURN cannot run on LadybugBackend"):
        FreeTextExecutor().execute(
            ladybug, 'MATCH (r:restaurant) WHERE answer(r.reviews, "Is it quiet?") = "Yes" RETURN count(r)'
        )


def test_the_budget_stops_the_query_and_marks_the_rows_partial(embedded: EmbeddedBackend) -> None:
    query = ngql(SHAPES[3])
    full = FreeTextExecutor().execute(embedded, query)
    assert full.stats.calls > 3
    tight = FreeTextExecutor(budget=Budget(max_calls=3))
    with pytest.raises(FreeTextBudgetError, match="call budget of 3 model calls") as err:
        tight.execute(embedded, query)
    assert err.value.partial.partial and err.value.partial.stats.calls == 3
    partial = tight.execute(embedded, query, on_budget="partial")
    assert partial.partial and "PARTIAL" in partial.note()
    assert set(partial.result.rows) <= set(full.result.rows)


def test_a_second_run_is_answered_from_the_disk_cache(embedded: EmbeddedBackend, tmp_path: Path) -> None:
    query = ngql(SHAPES[0])
    first = FreeTextExecutor(cache=FreeTextCache(tmp_path / "c.sqlite")).execute(embedded, query)
    second = FreeTextExecutor(cache=FreeTextCache(tmp_path / "c.sqlite")).execute(embedded, query)
    assert second.result.rows == first.result.rows
    assert (second.stats.calls, second.stats.cache_hits) == (0, first.stats.calls)


def test_summary_runs_only_for_returned_rows(embedded: EmbeddedBackend) -> None:
    query = "MATCH (r:restaurant) WHERE r.restaurant.price == 1 RETURN r.restaurant.name AS name, summary(r.restaurant.reviews) AS s ORDER BY name LIMIT 2"
    got = FreeTextExecutor().execute(embedded, query)
    assert got.stats.calls == 2 and len(got.result.rows) == 2
    assert "LIMIT 2" in (got.pushed or "") and "summary" not in (got.pushed or "")


def test_the_pipeline_runners_run_free_text_and_explain_only_the_structure(ladybug: Any) -> None:
    from r3.freetext.run import structural_part
    from r3.pipeline.checks import BackendRunner

    query = cypher(SHAPES[1])
    runner = BackendRunner(ladybug, "restaurants", "cypher")
    assert runner.run(query).rows == FreeTextExecutor().execute(ladybug, query).result.rows
    pushed = structural_part(query, "cypher")
    assert "answer(" not in pushed and "MATCH (r:restaurant)" in pushed
    runner.explain(query)  # the server sees the structural part only
    with pytest.raises(QuerySemanticError, match="cannot run on a server"):
        structural_part('MATCH (r:restaurant) WITH answer(r.reviews, "q?") AS a RETURN a', "cypher")


def test_the_engine_hook_lets_a_plain_engine_run_free_text(embedded: EmbeddedBackend) -> None:
    from r3.engine.engine import Engine
    from r3.freetext.run import engine_hook

    engine = Engine(embedded.engine.store, space="restaurants")
    engine.free_text = engine_hook()
    query = ngql(SHAPES[0])
    assert engine.execute(query).rows == FreeTextExecutor().execute(embedded, query).result.rows
