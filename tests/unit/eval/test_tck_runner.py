"""The TCK runner on a tiny inline feature and a tiny "nba" graph written here.

The graph (an nGQL script; space ``nba``)::

    a:player{A,30} -like(90)-> b:player{B,25} -like(80)-> c:player{C,35}
    n:player{"null",-1}   (NebulaGraph's harness loads the string "null" as NULL)
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from r3.cli import cli
from r3.engine.context import Limits
from r3.engine.runner import HardTimeout, hard_time_limit
from r3.eval.tck.gherkin import parse_feature
from r3.eval.tck.scenario_runner import FAILED, PASSED, SKIPPED, StepRecord, TckReport, TckRunner, select

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE nba (vid_type = FIXED_STRING(16));
USE nba;
CREATE TAG player(name string, age int);
CREATE EDGE like(likeness int);
CREATE TAG INDEX player_age ON player(age);
INSERT VERTEX player(name, age) VALUES "a":("A", 30), "b":("B", 25), "c":("C", 35), "n":("null", -1);
INSERT EDGE like(likeness) VALUES "a"->"b":(90), "b"->"c":(80);
"""

FEATURE = '''
Feature: Tiny

  Scenario: one hop in any order
    Given a graph with space named "nba"
    When executing query:
      """
      GO FROM "a", "b" OVER like YIELD like._dst AS dst, like.likeness AS l
      """
    Then the result should be, in any order:
      | dst | l  |
      | "c" | 80 |
      | "b" | 90 |

  Scenario: wrong expectation fails with a diff
    Given a graph with space named "nba"
    When executing query:
      """
      GO FROM "a" OVER like YIELD like._dst AS dst
      """
    Then the result should be, in any order:
      | dst |
      | "z" |

  Scenario: order, relax and columns
    Given a graph with space named "nba"
    When executing query:
      """
      LOOKUP ON player WHERE player.age > 0 YIELD id(vertex) AS id, player.age AS age | ORDER BY $-.age
      """
    Then the result should be, in order:
      | id  | age |
      | "b" | 25  |
      | "a" | 30  |
      | "c" | 35  |
    When executing query:
      """
      MATCH (v:player) WHERE id(v) == "a" RETURN v
      """
    Then the result should be, in any order, with relax comparison:
      | v       |
      | ("a")   |
    When executing query:
      """
      MATCH (v:player) WHERE id(v) == "a" RETURN v.player.name AS name
      """
    Then the result should be, in any order:
      | Name |
      | "A"  |

  Scenario: errors
    Given a graph with space named "nba"
    When executing query:
      """
      GO FROM "a" OVER like YIELD like._dst AS dst LIMT 3
      """
    Then a SyntaxError should be raised at runtime: syntax error
    When executing query:
      """
      YIELD 1 AS x
      """
    Then a SemanticError should be raised at runtime: whatever

  Scenario: harness nulls and success
    Given a graph with space named "nba"
    When profiling query:
      """
      FETCH PROP ON player "n" YIELD player.name AS name, player.age AS age
      """
    Then the result should be, in any order:
      | name | age |
      | NULL | -1  |
    And the execution plan should be:
      | id | name |
    When executing query:
      """
      YIELD 1 AS x
      """
    Then the execution should be successful
    And no side effects

  Scenario: a write runs on a fresh copy
    Given a graph with space named "nba"
    When executing query:
      """
      INSERT VERTEX player(name, age) VALUES "w":("W", 50)
      """
    Then the execution should be successful
    When executing query:
      """
      FETCH PROP ON player "w" YIELD player.age AS age
      """
    Then the result should be, in any order:
      | age |
      | 50  |

  Scenario: the write did not leak
    Given a graph with space named "nba"
    When executing query:
      """
      FETCH PROP ON player "w" YIELD player.age AS age
      """
    Then the result should be, in any order:
      | age |

  Scenario: no space given
    When executing query:
      """
      RETURN 1 + 1 AS two
      """
    Then the result should be, in any order:
      | two |
      | 2   |

  Scenario: list variables
    Given a graph with space named "nba"
    When executing query:
      """
      GO FROM "a" OVER like YIELD like._dst AS id | YIELD collect($-.id) AS ids
      """
    Then define some list variables:
      | ids |
      | "b" |
      |     |
    Then the result should be, in any order:
      | ids      |
      | <[ids]>  |

  Scenario Outline: outline <who>
    Given a graph with space named "nba"
    When executing query:
      """
      FETCH PROP ON player "<who>" YIELD player.age AS age
      """
    Then the result should be, in any order:
      | age   |
      | <age> |

    Examples:
      | who | age |
      | a   | 30  |
      | c   | 35  |

  Scenario: int vids are hashed
    Given a graph with space named "nba_int_vid"
    When executing query:
      """
      GO FROM hash("a") OVER like YIELD like._dst AS dst, $$ AS v, edge AS e
      """
    Then the result should be, in any order, with relax comparison, and the columns 0 should be hashed:
      | dst | v     | e                |
      | "b" | ("b") | [:like "a"->"b"] |
    When executing query:
      """
      GO FROM "a" OVER like YIELD like._dst AS dst
      """
    Then a SemanticError should be raised at runtime:

  Scenario: other space
    Given a graph with space named "student"
    When executing query:
      """
      YIELD 1 AS x
      """
    Then the execution should be successful

  @skip
  Scenario: skipped by tag
    Given a graph with space named "nba"
    When executing query:
      """
      YIELD 1 AS x
      """
    Then the execution should be successful

  Scenario: unknown step
    Given a graph with space named "nba"
    When executing query:
      """
      YIELD 1 AS x
      """
    Then the execution should be successful
    When executing query with user root with password nebula:
      """
      YIELD 1 AS x
      """
    Then the execution should be successful

  Scenario: an empty graph built with DDL
    Given an empty graph
    And create a space with following options:
      | partition_num  | 1                |
      | replica_factor | 1                |
      | vid_type       | FIXED_STRING(20) |
    And having executed:
      """
      CREATE TAG IF NOT EXISTS person(name string);
      """
    And wait 3 seconds
    When try to execute query:
      """
      INSERT VERTEX person VALUES "Tom":("Tom")
      """
    Then the execution should be successful
    When submit a job:
      """
      REBUILD TAG INDEX
      """
    Then wait the job to finish
    When executing query:
      """
      FETCH PROP ON person "Tom" YIELD person.name AS name
      """
    Then the result should be, in any order:
      | name  |
      | "Tom" |
    Then drop the used space

  Scenario: an int-vid space built with DDL reads expected vids through hash
    Given an empty graph
    And create a space with following options:
      | vid_type | int64 |
    And having executed:
      """
      CREATE TAG t(n int);
      INSERT VERTEX t(n) VALUES hash("x"):(1), 7:(2);
      """
    When executing query:
      """
      FETCH PROP ON t hash("x"), 7 YIELD vertex AS v
      """
    Then the result should be, in any order, with relax comparison:
      | v     |
      | ("x") |
      | (7)   |

  Scenario: a failed setup fails the checks after it
    Given an empty graph
    And having executed:
      """
      CREATE TAG person(name string)
      """
    When executing query:
      """
      YIELD 1 AS x
      """
    Then the execution should be successful

  Scenario: setup on a fresh nba copy
    Given a graph with space named "nba"
    And having executed:
      """
      CREATE TAG INDEX IF NOT EXISTS player_name ON player(name(10))
      """
    When executing query:
      """
      LOOKUP ON player WHERE player.name == "B" YIELD id(vertex) AS id
      """
    Then the result should be, in any order:
      | id  |
      | "b" |
'''


@pytest.fixture(scope="module")
def graph_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("nba")
    (folder / "nba.ngql").write_text(GRAPH, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def features(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("features")
    (root / "tiny").mkdir()
    (root / "tiny" / "Tiny.feature").write_text(FEATURE, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def report(graph_dir: Path, features: Path) -> TckReport:
    return TckRunner(graph_dir, limits=Limits(timeout_s=5)).run(features)


def by_scenario(report: TckReport, name: str) -> list[StepRecord]:
    found = [r for r in report.records if r.scenario == name]
    assert found, f"no records for scenario {name!r}"
    return found


def statuses(report: TckReport, name: str) -> list[str]:
    return [r.status for r in by_scenario(report, name)]


def test_result_tables_pass_in_any_order(report: TckReport) -> None:
    assert statuses(report, "one hop in any order") == [PASSED]


def test_a_wrong_expectation_fails_with_the_diff(report: TckReport) -> None:
    (record,) = by_scenario(report, "wrong expectation fails with a diff")
    assert record.status == FAILED
    assert '"z"' in record.diff and '"b"' in record.diff
    assert record.query is not None and "GO FROM" in record.query
    assert record.feature == "tiny/Tiny.feature" and record.folder == "tiny"


def test_in_order_relax_and_exact_column_names(report: TckReport) -> None:
    records = by_scenario(report, "order, relax and columns")
    assert [r.status for r in records] == [PASSED, PASSED, FAILED]
    assert "columns differ" in records[2].reason


def test_error_steps_compare_the_class_and_report_the_message_apart(report: TckReport) -> None:
    syntax, semantic = by_scenario(report, "errors")
    assert syntax.status == PASSED and syntax.check == "error"
    assert syntax.message_match is True
    assert semantic.status == FAILED and "succeeded" in semantic.reason


def test_error_class_agreement_counts_error_steps_that_ran(report: TckReport) -> None:
    ran = [r for r in report.records if r.check == "error" and r.status != SKIPPED]
    agreed, total = report.error_classes()
    assert total == len(ran)
    assert agreed == sum(r.status == PASSED for r in ran) < total  # the "errors" scenario has one of each


def test_harness_nulls_profile_and_ignored_steps(report: TckReport) -> None:
    assert statuses(report, "harness nulls and success") == [PASSED, PASSED]
    first = by_scenario(report, "harness nulls and success")[0]
    assert first.query is not None and first.query.startswith("PROFILE {")


def test_writes_run_on_a_fresh_copy_and_do_not_leak(report: TckReport) -> None:
    assert statuses(report, "a write runs on a fresh copy") == [PASSED, PASSED]
    assert statuses(report, "the write did not leak") == [PASSED]


def test_scenarios_without_given_run_with_no_space(report: TckReport) -> None:
    assert statuses(report, "no space given") == [PASSED]


def test_list_variables_expand_in_tables(report: TckReport) -> None:
    assert statuses(report, "list variables") == [PASSED]


def test_outlines_are_expanded(report: TckReport) -> None:
    assert statuses(report, "outline a") == [PASSED]
    assert statuses(report, "outline c") == [PASSED]


def test_out_of_scope_scenarios_are_skipped_not_failed(report: TckReport) -> None:
    (other,) = by_scenario(report, "other space")
    assert other.status == SKIPPED and "student" in other.reason
    (tagged,) = by_scenario(report, "skipped by tag")
    assert tagged.status == SKIPPED and "@skip" in tagged.reason
    assert statuses(report, "unknown step") == [PASSED, SKIPPED]


def test_scenarios_that_build_their_graph_run(report: TckReport) -> None:
    assert statuses(report, "an empty graph built with DDL") == [PASSED, PASSED]
    assert {r.graph for r in by_scenario(report, "an empty graph built with DDL")} == {"empty"}
    assert statuses(report, "setup on a fresh nba copy") == [PASSED]
    assert by_scenario(report, "setup on a fresh nba copy")[0].graph == "nba-copy"


def test_nba_int_vid_hashes_the_expected_vids(report: TckReport) -> None:
    # NebulaGraph's harness reads expected vids of an INT64-vid space through hash()
    assert statuses(report, "int vids are hashed") == [PASSED, PASSED]
    assert {r.graph for r in by_scenario(report, "int vids are hashed")} == {"nba_int_vid"}


def test_an_int_vid_space_of_its_own_hashes_expected_vids(report: TckReport) -> None:
    assert statuses(report, "an int-vid space built with DDL reads expected vids through hash") == [PASSED]


def test_a_failed_setup_fails_what_follows(report: TckReport) -> None:
    (record,) = by_scenario(report, "a failed setup fails the checks after it")
    assert record.status == FAILED and record.reason.startswith("setup failed (having executed)")


def test_summary_line_table_and_json(report: TckReport, tmp_path: Path) -> None:
    assert (
        report.summary_line() == f"passed {report.passed}, failed {report.failed}, skipped {report.skipped}"
    )
    assert report.failed == 4 and report.skipped == 3  # 3 wrong expectations + 1 failed setup
    table = report.folder_table()
    assert "tiny" in table and "total" in table
    out = tmp_path / "tck.json"
    report.write_json(out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["failed"] == 4 and len(data["steps"]) == len(report.records)
    assert {"feature", "scenario", "line", "query", "status", "reason", "diff"} <= set(data["steps"][0])


def test_select_pattern() -> None:
    assert select("go/GO.feature", "one step", None)
    assert select("go/GO.feature", "One Step", "go one")
    assert not select("go/GO.feature", "one step", "match")
    assert not select("go/GO.feature", "one step", "go not:one")


def test_pattern_filters_scenarios(graph_dir: Path, features: Path) -> None:
    report = TckRunner(graph_dir).run(features, pattern="outline")
    assert {r.scenario for r in report.records} == {"outline a", "outline c"}


def test_run_feature_from_text(graph_dir: Path) -> None:
    feature = parse_feature(FEATURE, "Tiny.feature")
    records = TckRunner(graph_dir).run_feature(feature, "Tiny.feature", pattern="one hop")
    assert [r.status for r in records] == [PASSED] and records[0].folder == ""


def test_hard_time_limit_interrupts_a_stuck_block() -> None:
    started = time.monotonic()
    with pytest.raises(HardTimeout), hard_time_limit(0.05):
        time.sleep(2)
    assert time.monotonic() - started < 1.5
    with hard_time_limit(1.0):  # a quick block is left alone
        pass


def test_cli_tck(graph_dir: Path, features: Path, tmp_path: Path, report: TckReport) -> None:
    out = tmp_path / "steps.json"
    result = CliRunner().invoke(
        cli,
        ["tck", str(features), "--data", str(graph_dir), "--out", str(out), "-q"],
        catch_exceptions=False,
    )
    assert result.exit_code == 1  # some steps fail on purpose
    lines = result.output.strip().splitlines()
    assert lines[-1] == report.summary_line() == "passed 20, failed 4, skipped 3"
    assert any(line.startswith("FAILED tiny/Tiny.feature:") for line in lines)
    assert out.is_file()
    ok = CliRunner().invoke(cli, ["tck", str(features), "--data", str(graph_dir), "-k", "outline", "-q"])
    assert ok.exit_code == 0 and ok.output.strip().splitlines()[-1] == "passed 2, failed 0, skipped 0"


def test_cli_tck_bad_input(graph_dir: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["tck", str(tmp_path / "nope"), "--data", str(graph_dir)])
    assert result.exit_code == 2 and "does not exist" in result.output
    missing = CliRunner().invoke(cli, ["tck", str(tmp_path), "--data", str(tmp_path / "nograph")])
    assert missing.exit_code == 2 and "nba graph not found" in missing.output
