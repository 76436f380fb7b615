"""Relational databases as graphs (r3.ingest.sql + infer_sql): tables → tags, keys → edge types.

The database is built here with the standard library: primary keys, foreign keys, a join
table with an extra column, one without a primary key, a self reference, a foreign key to
another unique column than the key, a composite foreign key, a BLOB column and a view.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from r3.engine.engine import Engine
from r3.engine.loader import load_graph
from r3.engine.storage import GraphStore
from r3.errors import UserInputError
from r3.ingest import InitOptions, Overrides, init_graph
from r3.lang.ddl import schema_from_importer_config

SCHEMA = """
CREATE TABLE departments(id INTEGER PRIMARY KEY, name TEXT NOT NULL, budget REAL);
CREATE TABLE employees(
  id INTEGER PRIMARY KEY, name TEXT, hired DATE, active BOOLEAN, photo BLOB,
  dept_id INTEGER REFERENCES departments(id), manager_id INTEGER REFERENCES employees(id), zip TEXT);
CREATE TABLE projects(code TEXT PRIMARY KEY, title TEXT, sku TEXT UNIQUE);
CREATE TABLE assignments(
  employee_id INTEGER REFERENCES employees(id), project_code TEXT REFERENCES projects(code),
  hours INTEGER, PRIMARY KEY(employee_id, project_code));
CREATE TABLE follows(follower INTEGER REFERENCES employees(id), followee INTEGER REFERENCES employees(id));
CREATE TABLE orders(order_no TEXT PRIMARY KEY, sku TEXT REFERENCES projects(sku), placed DATETIME);
CREATE TABLE lines(order_no TEXT, n INTEGER, qty INTEGER, PRIMARY KEY(order_no, n));
CREATE TABLE notes(id INTEGER PRIMARY KEY, order_no TEXT, n INTEGER, FOREIGN KEY(order_no, n) REFERENCES lines(order_no, n));
CREATE VIEW busy AS SELECT * FROM employees WHERE active;
INSERT INTO departments VALUES (1, 'Engineering', 1e6), (2, 'Sales', 5e5);
INSERT INTO employees VALUES
  (1, 'Ann Lee', '2020-01-02', 1, x'00ff', 1, NULL, '02134'),
  (2, 'Bo Chen', '2021-03-04', 0, NULL, 1, 1, '10001'),
  (3, 'Cy Diaz', NULL, 1, NULL, 2, 1, '94110');
INSERT INTO projects VALUES ('P1', 'Apollo', 'SKU-1'), ('P2', 'Zephyr', 'SKU-2');
INSERT INTO assignments VALUES (1, 'P1', 10), (2, 'P1', 20), (3, 'P2', 5);
INSERT INTO follows VALUES (2, 1), (3, 1);
INSERT INTO orders VALUES ('O-1', 'SKU-2', '2024-05-06 07:08:09');
INSERT INTO lines VALUES ('O-1', 1, 3);
INSERT INTO notes VALUES (1, 'O-1', 1);
"""


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    path = tmp_path / "shop.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.commit()
    conn.close()
    return path


def test_tables_become_tags_and_keys_become_edges(shop: Path, tmp_path: Path) -> None:
    result = init_graph(str(shop), tmp_path / "graph")
    graph = schema_from_importer_config(tmp_path / "graph" / "config.yaml")
    (space,) = [s for s in graph.spaces.values() if s.tags]
    tags = {n: {p.name: p.type for p in t.properties} for n, t in space.tags.items()}
    assert tags == {
        "department": {"name": "string", "budget": "double"},
        "employee": {"name": "string", "hired": "date", "active": "bool", "zip": "string"},
        "project": {"code": "string", "title": "string", "sku": "string"},
        "order": {"order_no": "string", "placed": "datetime"},
        "line": {"order_no": "string", "n": "int64", "qty": "int64"},
        "note": {"order_no": "string", "n": "int64"},
    }
    edges = {e.name: (e.src.tag, e.dst.tag, [p.name for p in e.props]) for e in result.plan.edges}
    assert edges == {
        "dept": ("employee", "department", []),
        "manager": ("employee", "employee", []),
        "sku": ("order", "project", []),
        "assignment": ("employee", "project", ["hours"]),
        "follow": ("employee", "employee", []),
    }
    texts = [str(n) for n in result.notes]
    for fragment in (
        "view busy skipped",
        "column photo skipped: binary data",
        "foreign key (order_no,n) → lines has several columns",
        "edge assignments (its primary key is two foreign keys)",
        "edge follows (no primary key and two foreign keys)",
        "vid order_no,n joined with | (the composite primary key)",
    ):
        assert any(fragment in t for t in texts), (fragment, texts)
    assert any(n.kind == "guessed" and "follows" in n.text for n in result.notes)


def test_the_rows_are_in_the_graph(shop: Path, tmp_path: Path) -> None:
    init_graph(str(shop), tmp_path / "graph")
    store = GraphStore()
    load_graph(tmp_path / "graph", store, on_error="fail", progress=False)
    engine = Engine(store, space="graph")

    def one(query: str) -> list[Any]:
        return [list(r) for r in engine.execute(query).rows]

    assert one('GO FROM "employee:2" OVER assignment YIELD $$.project.title AS t, assignment.hours AS h') == [
        ["Apollo", 20]
    ]
    assert one('GO FROM "order:O-1" OVER sku YIELD $$.project.code AS c') == [["P2"]]  # followed to the key
    assert one('FETCH PROP ON employee "employee:2" YIELD employee.active AS a, employee.zip AS z') == [
        [False, "10001"]
    ]
    assert one('GO FROM "employee:1" OVER manager REVERSELY YIELD $$.employee.name AS n | ORDER BY $-.n') == [
        ["Bo Chen"],
        ["Cy Diaz"],
    ]


def test_flags_apply_to_tables(shop: Path, tmp_path: Path) -> None:
    options = InitOptions(overrides=Overrides(names={"employees": "staff"}, vid={"follows": "follower"}))
    result = init_graph(str(shop), tmp_path / "graph", options)
    assert {t.tag for t in result.plan.tags} >= {"staff", "follow"}


def test_a_table_without_key_or_unique_column_asks_for_vid(tmp_path: Path) -> None:
    path = tmp_path / "log.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE log(kind TEXT, text TEXT); INSERT INTO log VALUES ('a','x'), ('a','y');")
    conn.close()
    with pytest.raises(
        UserInputError, match=r"log\.sqlite table log: no primary key .* pass --vid log=COLUMN"
    ):
        init_graph(str(path), tmp_path / "graph")
    assert not (tmp_path / "graph").exists()


def test_a_database_without_tables_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite"
    sqlite3.connect(path).execute("CREATE VIEW v AS SELECT 1").connection.close()
    with pytest.raises(UserInputError, match="the database has no tables"):
        init_graph(str(path), tmp_path / "graph")


def test_column_edges_are_for_csv_folders(shop: Path, tmp_path: Path) -> None:
    options = InitOptions(overrides=Overrides(refs={"employees.dept_id": "projects"}))
    with pytest.raises(UserInputError, match="in a database the foreign keys say where a column points"):
        init_graph(str(shop), tmp_path / "graph", options)
