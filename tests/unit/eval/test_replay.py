"""Replay of a tiny inline dataset on a tiny graph folder written here; ``r3 replay`` and ``r3 load``.

The graph (space ``mini``)::

    a:person{A,30} -knows(2010)-> b:person{B,25} -knows(2011)-> c:person{C,30}
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from helpers import write_graphs, write_jsonl

from r3.cli import cli
from r3.errors import UserInputError
from r3.eval.replay import (
    BAD_ROW,
    DIFFERS,
    ERROR,
    ERROR_VS_EMPTY,
    REPRODUCED,
    Replayer,
    final_order_keys,
    ordered_rows_equal,
    read_dataset,
    replay_file,
)
from r3.lang.parser import parse

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE mini (vid_type = FIXED_STRING(16));
USE mini;
CREATE TAG person(name string, age int);
CREATE EDGE knows(since int);
CREATE TAG INDEX person_age ON person(age);
INSERT VERTEX person(name, age) VALUES "a":("A", 30), "b":("B", 25), "c":("C", 30);
INSERT EDGE knows(since) VALUES "a"->"b":(2010), "b"->"c":(2011);
"""

INSERT = 'INSERT EDGE knows(since) VALUES "c"->"a":(2012)'


def row(rid: str, query: str, gold: Any, space: str = "mini") -> dict[str, Any]:
    return {"id": rid, "space": space, "question": "?", "gold": query, "gold_result": gold}


ROWS = [
    # seen before the INSERT row in the file, yet (like the benchmark) recorded after it
    row("sees-insert", 'GO FROM "c" OVER knows YIELD knows._dst AS d', ['["a"]']),
    row(
        "any-order",
        'GO FROM "a", "b" OVER knows YIELD knows._dst, knows.since',
        ['["c", 2011]', '["b", 2010]'],
    ),
    row(
        "ordered",
        "LOOKUP ON person WHERE person.age > 0 YIELD id(vertex) AS id, person.age AS age | ORDER BY $-.age",
        ['["b", 25]', '["a", 30]', '["c", 30]'],
    ),
    row(
        "ordered-ties-swapped",
        "LOOKUP ON person WHERE person.age > 0 YIELD id(vertex) AS id, person.age AS age | ORDER BY $-.age",
        ['["b", 25]', '["c", 30]', '["a", 30]'],
    ),
    row(
        "ordered-wrong",
        "LOOKUP ON person WHERE person.age > 0 YIELD id(vertex) AS id, person.age AS age | ORDER BY $-.age",
        ['["a", 30]', '["b", 25]', '["c", 30]'],
    ),
    row(
        "string-gold",
        'FETCH PROP ON person "a" YIELD properties(vertex) AS p',
        "['[{age: 30, name: \"A\"}]']",
    ),
    row("map-keys", 'FETCH PROP ON person "a" YIELD properties(vertex) AS p', ['[{name: "A", age: 30}]']),
    row("differs", 'GO FROM "a" OVER knows YIELD knows._dst', ['["z"]']),
    row("error-empty", "GO FROM 'a' OVER nosuchedge YIELD nosuchedge._dst", []),
    row("error", "GO FROM 'a' OVER nosuchedge YIELD nosuchedge._dst", ['["b"]']),
    row("writes", INSERT, []),
    row("after-write", 'GO FROM "c" OVER knows YIELD knows._dst AS d', ['["a"]']),
    row("no-space", "YIELD 1", ["[1]"], space="nowhere"),
    row("bad-gold", "YIELD 1", ["[1"]),
]


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_graphs(tmp_path_factory.mktemp("graphs"), {"mini": GRAPH})


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_jsonl(tmp_path_factory.mktemp("data") / "dev.jsonl", ROWS)


def results(graphs: Path, writes: str) -> dict[str, str]:
    replayer = Replayer(graphs, writes=writes, dataset_rows=ROWS)
    report = replayer.run(ROWS)
    return {r.id: r.status for r in report.results}


def test_prepared_state_and_comparison_rules(graphs: Path) -> None:
    got = results(graphs, "prepared")
    assert got == {
        "sees-insert": REPRODUCED,
        "any-order": REPRODUCED,
        "ordered": REPRODUCED,
        "ordered-ties-swapped": REPRODUCED,
        "ordered-wrong": DIFFERS,
        "string-gold": REPRODUCED,
        "map-keys": REPRODUCED,
        "differs": DIFFERS,
        "error-empty": ERROR_VS_EMPTY,
        "error": ERROR,
        "writes": REPRODUCED,
        "after-write": REPRODUCED,
        "no-space": BAD_ROW,
        "bad-gold": BAD_ROW,
    }


def test_isolated_writes_do_not_reach_later_rows(graphs: Path) -> None:
    got = results(graphs, "isolated")
    assert got["writes"] == REPRODUCED
    assert got["sees-insert"] == DIFFERS and got["after-write"] == DIFFERS


def test_reasons_are_one_line(graphs: Path) -> None:
    report = Replayer(graphs, writes="isolated").run(ROWS)
    reasons = {r.id: r.reason for r in report.results}
    assert reasons["differs"].startswith("rows differ: 1 actual, 1 expected")
    assert reasons["error"].startswith("SemanticError: ") or reasons["error"].startswith("ExecutionError: ")
    assert "nowhere" in reasons["no-space"]
    assert all("\n" not in r for r in reasons.values())
    assert report.summary_line() == f"reproduced {report.reproduced}/{len(ROWS)}"


@pytest.mark.parametrize(
    ("query", "keys"),
    [
        ("GO FROM 'a' OVER knows YIELD knows._dst AS d", None),
        ("GO FROM 'a' OVER knows YIELD knows._dst AS d | ORDER BY $-.d", 1),
        ("GO FROM 'a' OVER knows YIELD knows._dst AS d | ORDER BY $-.d | LIMIT 2", 1),
        ("GO FROM 'a' OVER knows YIELD knows._dst AS d | ORDER BY $-.d | GROUP BY $-.d YIELD $-.d", None),
        ("MATCH (v:person) RETURN v.person.age AS a ORDER BY a DESC, v.person.name", 2),
        ("MATCH (v:person) WITH v ORDER BY v.person.age RETURN v", None),
        ("$x = GO FROM 'a' OVER knows YIELD knows._dst AS d; YIELD $x.d AS d | ORDER BY $-.d", 1),
    ],
)
def test_final_order_keys(query: str, keys: int | None) -> None:
    found = final_order_keys(parse(query, "ngql"))
    assert (None if found is None else len(found)) == keys


def test_ordered_rows_equal_permutes_only_ties() -> None:
    expected = [("b", 25), ("a", 30), ("c", 30)]
    assert ordered_rows_equal([("b", 25), ("c", 30), ("a", 30)], expected, [1])
    assert not ordered_rows_equal([("a", 30), ("b", 25), ("c", 30)], expected, [1])
    assert not ordered_rows_equal([("b", 25), ("c", 30), ("a", 30)], expected, None)


def test_replay_file_with_ids_keeps_the_prepared_state(graphs: Path, dataset: Path) -> None:
    report = replay_file(dataset, graphs, ids=["sees-insert"])
    assert [r.status for r in report.results] == [REPRODUCED]
    assert report.setup_queries == 1
    with pytest.raises(UserInputError, match="ids not in"):
        replay_file(dataset, graphs, ids=["nope"])


def test_read_dataset_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": 1}\nnot json\n', encoding="utf-8")
    with pytest.raises(UserInputError, match=r"bad.jsonl:2"):
        read_dataset(bad)
    with pytest.raises(UserInputError, match="dataset not found"):
        read_dataset(tmp_path / "missing.jsonl")
    with pytest.raises(UserInputError, match="writes must be"):
        Replayer(tmp_path, writes="sometimes")


def test_cli_replay(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    out = tmp_path / "replay.json"
    result = CliRunner().invoke(
        cli,
        ["replay", str(dataset), "--graphs", str(graphs), "--out", str(out), "-q"],
        catch_exceptions=False,
    )
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert lines[-1] == "reproduced 8/14"
    assert any(line.startswith("differs: differs: rows differ") for line in lines)
    assert any("error vs empty gold (1)" in line for line in lines)
    assert json.loads(out.read_text(encoding="utf-8"))["reproduced"] == 8
    one = CliRunner().invoke(
        cli, ["replay", str(dataset), "--graphs", str(graphs), "--ids", "any-order, ordered"]
    )
    assert one.exit_code == 0 and one.output.strip().splitlines()[-1] == "reproduced 2/2"
    missing = CliRunner().invoke(cli, ["replay", str(dataset), "--graphs", str(tmp_path / "none")])
    assert missing.exit_code == 2 and "does not exist" in missing.output


def test_cli_load(graphs: Path, tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    result = CliRunner().invoke(
        cli,
        ["load", "--graphs", str(graphs), "--space", "mini", "--db", str(db), "-q"],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == "vertices 3, edges 2, rejected 0"
    assert db.is_file()
    again = CliRunner().invoke(cli, ["load", str(graphs / "mini" / "mini.ngql"), "--db", str(db), "-q"])
    assert again.exit_code == 0 and "vertices 3, edges 2" in again.output
    both = CliRunner().invoke(cli, ["load", "x.yaml", "--graphs", str(graphs), "--db", str(db)])
    assert both.exit_code == 2 and "not both" in both.output
