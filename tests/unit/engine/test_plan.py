"""The engine facade, the planner registry and plans: sessions, read-only refusal, EXPLAIN /
PROFILE, errors annotated with the failing step, guards."""

from __future__ import annotations

import pytest
from helpers import KNOWS_GRAPH, engine_with

from r3.contracts.backend import GraphBackend, ResultSet
from r3.engine.context import ExecContext, Limits
from r3.engine.engine import Engine
from r3.engine.plan import FnStep, Plan
from r3.engine.planners import PLANNERS, planner_for, run_statement
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.writes import write_statements

pytestmark = pytest.mark.quick


@pytest.fixture()
def engine() -> Engine:
    return engine_with(KNOWS_GRAPH)


def test_engine_is_a_graph_backend(engine: Engine) -> None:
    assert isinstance(engine, GraphBackend)
    assert engine.dialect == "ngql"
    assert set(engine.schema().space("g").tags) == {"person"}
    assert sorted(v.vid for v in engine.scan_vertices()) == ["a", "b", "c"]
    assert len(list(engine.scan_edges())) == 4


def test_session_keeps_the_space_and_returns_the_last_result(engine: Engine) -> None:
    assert engine.space == "g"
    res = engine.execute('YIELD 1 AS x; GO FROM "a" OVER knows YIELD knows._dst AS d')
    assert res.columns == ["d"] and sorted(r[0] for r in res.rows) == ["b", "c"]
    assert res.space == "g" and res.elapsed_s is not None


def test_unknown_space_and_no_space() -> None:
    e = Engine()
    with pytest.raises(QuerySemanticError, match="Space was not chosen"):
        e.execute('GO FROM "a" OVER knows')
    with pytest.raises(QueryExecutionError, match="SpaceNotFound"):
        e.execute("USE nowhere")


def test_writes_are_refused_unless_allowed(engine: Engine) -> None:
    with pytest.raises(QuerySemanticError, match="allow_writes=True"):
        engine.execute('YIELD 1; INSERT VERTEX person(name, age) VALUES "z":("Z", 1)')
    # nothing ran: the refusal comes before the first statement
    assert engine.execute('FETCH PROP ON person "z" YIELD person.name').rows == []
    assert write_statements(parse("EXPLAIN DROP TAG person", "ngql")) == []
    assert len(write_statements(parse("PROFILE {DROP TAG person}", "ngql"))) == 1


def test_syntax_errors_surface_as_r3_errors(engine: Engine) -> None:
    with pytest.raises(QuerySyntaxError):
        engine.execute("GO FROM OVER")


def test_explain_returns_the_plan_without_running(engine: Engine) -> None:
    res = engine.execute('EXPLAIN GO FROM "a" OVER knows WHERE knows.since > 2010 YIELD knows._dst AS d')
    assert res.columns == ["id", "name", "dependencies", "profiling data", "operator info"]
    names = [r[1] for r in res.rows]
    assert names == ["Project", "Filter", "Expand", "Start"]
    assert res.plan is not None and "Expand" in res.plan
    assert "Filter" in engine.explain('GO FROM "a" OVER knows WHERE knows.since > 1 YIELD 1')


def test_profile_runs_and_attaches_timings(engine: Engine) -> None:
    res = engine.execute('PROFILE {GO FROM "a" OVER knows YIELD knows._dst AS d}')
    assert sorted(r[0] for r in res.rows) == ["b", "c"]
    assert res.plan is not None and "exec:" in res.plan


def test_failure_names_the_step_and_keeps_the_class(engine: Engine) -> None:
    with pytest.raises(QueryExecutionError) as info:
        engine.execute('GO FROM "a" OVER nope YIELD 1')
    assert "EdgeNotFound" in str(info.value)
    small = Engine(engine.store, space="g", limits=Limits(max_expansions=3))
    with pytest.raises(QueryExecutionError, match="expansions") as info:
        small.execute('GO 10 STEPS FROM "a" OVER knows YIELD knows._dst')
    assert getattr(info.value, "step", "").startswith("Expand")


def test_deep_go_stops_cleanly(engine: Engine) -> None:
    with pytest.raises(QueryExecutionError, match="steps exceeds"):
        engine.execute('GO 100 STEPS FROM "a" OVER knows BIDIRECT YIELD knows._dst')
    # a walk that dies out early is fine however many steps were asked for
    assert engine.execute('GO 100000 STEPS FROM "zz" OVER knows YIELD knows._dst').rows == []


def test_registry_dispatch_and_custom_planner(engine: Engine) -> None:
    ctx = ExecContext(engine.store, "g")

    class Probe(A.Statement):
        pass

    with pytest.raises(QueryExecutionError, match="does not support Probe"):
        planner_for(Probe())

    def plan_probe(stmt: Probe, ctx: ExecContext) -> Plan:
        return Plan.of("Probe", lambda c, d: ResultSet(["n"], [(0 if d is None else len(d),)]))

    with PLANNERS.override("Probe", plan_probe):
        assert run_statement(Probe(), ctx).rows == [(0,)]
        assert run_statement(Probe(), ctx, ResultSet(["x"], [(1,), (2,)])).rows == [(2,)]
    with pytest.raises(QueryExecutionError, match="does not support Probe"):
        planner_for(Probe())  # the override left nothing behind


def test_plan_must_end_in_a_result_set(engine: Engine) -> None:
    ctx = ExecContext(engine.store, "g")
    with pytest.raises(TypeError):
        Plan([FnStep("Bad", lambda c, d: [1])]).run(ctx)
    text = Plan([FnStep("One", lambda c, d: d, "info")]).text()
    assert text == "1. One info"
