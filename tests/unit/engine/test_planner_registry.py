"""The statement-kind → planner registry of the embedded engine (r3/engine/planners.py)."""

from __future__ import annotations

import inspect

import pytest

from r3.engine.planners import PLANNERS, planner_for
from r3.errors import QueryExecutionError, UserInputError
from r3.lang import ast as A

# statements the engine facade handles itself (EXPLAIN / PROFILE) or does not run
NOT_PLANNED = {"Explain", "ReturnIfNotNull"}


def statement_kinds() -> list[type[A.Statement]]:
    return [
        c
        for _, c in inspect.getmembers(A, inspect.isclass)
        if issubclass(c, A.Statement) and c is not A.Statement
    ]


def test_every_registered_reference_loads_a_planner() -> None:
    for name in PLANNERS.names():
        planner = PLANNERS.get(name)
        assert callable(planner), name
        assert planner.__name__.startswith("plan_"), name


def test_every_statement_kind_has_a_planner() -> None:
    missing = []
    for kind in statement_kinds():
        if kind.__name__ in NOT_PLANNED:
            continue
        try:
            planner_for(kind.__new__(kind))
        except QueryExecutionError:
            missing.append(kind.__name__)
    assert not missing, f"no planner registered for: {missing}"
    assert {k.__name__ for k in statement_kinds()} >= NOT_PLANNED


def test_subclass_uses_the_planner_of_its_base() -> None:
    # SchemaCommand (Cypher's schema commands) is an AdminCommand and runs as one
    assert planner_for(A.SchemaCommand.__new__(A.SchemaCommand)) is PLANNERS.get("AdminCommand")


def test_unknown_kind_message() -> None:
    assert "go" in PLANNERS and "Go" in PLANNERS and "Explain" not in PLANNERS
    with pytest.raises(UserInputError, match="unknown statement kind 'Nope'; known: pipe, "):
        PLANNERS.get("Nope")
