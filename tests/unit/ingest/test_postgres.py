"""PostgreSQL sources (r3.ingest.sql): no server here, so the driver is missing → one install
hint, and the catalogue reading is checked on a DB-API stand-in answering its queries."""

from __future__ import annotations

import importlib
import types
from pathlib import Path
from typing import Any

import pytest

from r3.errors import MissingDependencyError
from r3.ingest import init_graph, sql
from r3.ingest.graph_plan import finish
from r3.ingest.infer_csv import Overrides
from r3.ingest.infer_sql import plan_sql


def test_a_missing_driver_is_one_install_hint(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = importlib.import_module

    def missing(name: str, *args: Any) -> Any:
        if name.split(".")[0] in ("psycopg", "psycopg2"):
            raise ImportError(f"No module named {name!r}")
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", missing)
    with pytest.raises(MissingDependencyError) as caught:
        init_graph("postgresql://me:secret@db.example/shop", tmp_path / "graph")
    message = str(caught.value)
    assert "psycopg" in message and "pip install" in message and "\n" not in message
    assert "secret" not in message
    assert not (tmp_path / "graph").exists()


class _Cursor:
    """Answers the catalogue queries of r3.ingest.sql from a small fixed database."""

    TABLES = {"teams": ["id", "name"], "players": ["id", "name", "team_id"]}
    ROWS = {"teams": [(1, "Hawks"), (2, "Suns")], "players": [(10, "Ann", 1), (11, "Bo", 2)]}

    def __init__(self) -> None:
        self.result: list[tuple[Any, ...]] = []

    def execute(self, query: str, params: tuple[Any, ...] = ()) -> None:
        if query == sql._PG_TABLES:
            self.result = [(t,) for t in self.TABLES]
        elif query == sql._PG_COLUMNS:
            types_of = {"id": "integer", "name": "character varying", "team_id": "integer"}
            self.result = [(c, types_of[c]) for c in self.TABLES[params[1]]]
        elif query == sql._PG_PRIMARY:
            self.result = [("id",)]
        elif query == sql._PG_FOREIGN:
            self.result = [("fk", "team_id", "teams", "id")] if params[1] == "players" else []
        else:  # SELECT * FROM "public"."table"
            self.result = list(self.ROWS[query.rsplit(".", 1)[1].strip('"')])

    def fetchall(self) -> list[tuple[Any, ...]]:
        return self.result


class _Connection:
    def cursor(self) -> _Cursor:
        return _Cursor()

    def close(self) -> None:
        pass


def test_the_catalogue_becomes_tables_with_keys() -> None:
    driver = types.ModuleType("fake_driver")
    driver.connect = lambda url: _Connection()  # type: ignore[attr-defined]
    tables, _notes = sql.read_postgres("postgresql://db/x", driver=driver)
    players = next(t for t in tables if t.name == "players")
    assert players.primary_key == (0,)
    assert [(fk.columns, fk.target) for fk in players.foreign_keys] == [((2,), "teams")]
    assert players.declared == {0: "int", 1: "string", 2: "int"}
    plan = plan_sql(tables, "x", Overrides())
    finish(plan, strict=True)
    # team_id → team is the tag's own name: the edge is named SOURCE_TARGET
    assert [(e.name, e.src.tag, e.dst.tag) for e in plan.edges] == [("player_team", "player", "team")]
