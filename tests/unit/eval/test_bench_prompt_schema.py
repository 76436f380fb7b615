"""The measuring parts of ``eval/bench_prompt_schema.py``: reading the classes a prompt's
``[schema]`` shows, scoring a gold query's names against them, and the generated large schema
(deterministic, its golds valid on it). No pipeline: seconds."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from helpers import load_script

from r3.lang.ddl import schema_from_ddl
from r3.lang.validator import validate

BENCH = Path(__file__).resolve().parents[3] / "eval" / "bench_prompt_schema.py"

DDL = """
CREATE SPACE club (vid_type = FIXED_STRING(16));
USE club;
CREATE TAG player(name string, age int);
CREATE TAG team(name string);
CREATE EDGE serve(start_year int);
"""

PROMPT = """instruction
[schema]:
# This is the partial schema of the graph
# Nodes
class player(Tag):
    def __init__(self,vid,name:str,age:int):
        self.vid=vid
        self.name=name
        self.age=age

# Edges
class serve(Edge):
    def __init__(self,src_vid,dst_vid,start_year:int):
        self.start_year=start_year
[skeleton]:
class CRUD():
    def QUERY(self):
        self.team=team
"""


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script(BENCH, "bench_prompt_schema_under_test")


def test_the_schema_section_and_its_classes(bench: ModuleType) -> None:
    shown = bench.classes_in(bench.schema_section(PROMPT))
    assert shown == {"player": {"vid", "name", "age"}, "serve": {"start_year"}}, "the skeleton is not schema"


@pytest.mark.parametrize(
    ("gold", "expected"),
    [
        (
            "MATCH (v:player) WHERE v.player.age > 30 RETURN v.player.name",
            {"tags": True, "edges": True, "props": True},
        ),
        ('GO FROM "a" OVER serve YIELD serve.start_year', {"tags": True, "edges": True, "props": True}),
        ('GO FROM "a" OVER serve YIELD $$.team.name', {"tags": False, "edges": True, "props": False}),
    ],
)
def test_recall_needs_every_name(bench: ModuleType, gold: str, expected: dict[str, bool]) -> None:
    space = schema_from_ddl(DDL).space("club")
    got = bench.recall(bench.gold_needs(gold, space), bench.classes_in(bench.schema_section(PROMPT)))
    assert got == {**expected, "all": all(expected.values())}


def test_a_name_the_schema_lacks_is_not_needed(bench: ModuleType) -> None:
    space = schema_from_ddl(DDL).space("club")
    needs = bench.gold_needs('GO FROM "a" OVER serve YIELD serve.grade', space)
    assert needs.props == [] and needs.absent == 1


def test_the_large_schema_is_deterministic_and_its_golds_are_valid(bench: ModuleType) -> None:
    one, two = bench.make_large(), bench.make_large()
    assert one.script == two.script and one.rows == two.rows
    assert one.tags == 300 and one.edges == 480
    space = schema_from_ddl(one.script).space("big")
    assert {r["shape"] for r in one.rows} >= {"one-hop", "two-hop", "hub-bare", "property", "filter"}
    for row in one.rows:
        assert not [i for i in validate(row["gold"], space) if i.severity == "error"], row["gold"]
