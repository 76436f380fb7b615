"""The Gherkin reader on small inline feature texts (no reference data needed)."""

from __future__ import annotations

import pytest

from r3.eval.tck.gherkin import GherkinError, parse_feature, query_steps, split_table_row

pytestmark = pytest.mark.quick

FEATURE = '''# a comment before everything
@feature_tag
Feature: Go sentence
  Some free text describing the feature.

  Background:
    Given a graph with space named "nba"

  Scenario: one step
    When executing query:
      """
      GO FROM "Tim Duncan" OVER serve
        YIELD serve._dst
      """
    Then the result should be, in any order, with relax comparison:
      | serve._dst | note       |
      | "Spurs"    | a \\| b    |
      |            | back\\\\slash |

  @skip @slow
  Scenario: a syntax error
    When profiling query:
      """
      GO FROM OVER
      """
    Then a SyntaxError should be raised at runtime: syntax error near `OVER'
    And the execution should be successful

  Scenario Outline: outline <kind>
    When executing query:
      """
      YIELD <value> AS v
      """
    Then the result should be, in any order:
      | v        |
      | <result> |

    @example_tag
    Examples:
      | kind | value | result |
      | int  | 1     | 1      |
      | str  | "a"   | "a"    |
'''


def test_feature_header_background_and_tags() -> None:
    f = parse_feature(FEATURE, "go.feature")
    assert f.name == "Go sentence"
    assert f.tags == ["feature_tag"]
    assert [s.text for s in f.background] == ['a graph with space named "nba"']
    assert [s.name for s in f.scenarios] == ["one step", "a syntax error", "outline int", "outline str"]
    assert f.scenarios[1].tags == ["feature_tag", "skip", "slow"]
    assert f.scenarios[2].tags == ["feature_tag", "example_tag"]


def test_steps_docstrings_and_tables() -> None:
    first = parse_feature(FEATURE).scenarios[0]
    when, then = first.steps
    assert (when.keyword, when.text) == ("When", "executing query:")
    assert when.docstring == 'GO FROM "Tim Duncan" OVER serve\n  YIELD serve._dst'
    assert when.line == 10
    assert then.table == [["serve._dst", "note"], ['"Spurs"', "a | b"], ["", "back\\slash"]]
    assert first.line == 9
    assert [s.text for s in first.background] == ['a graph with space named "nba"']


def test_outline_expansion_fills_placeholders() -> None:
    outlines = [s for s in parse_feature(FEATURE).scenarios if s.outline]
    assert [s.example for s in outlines] == [
        {"kind": "int", "value": "1", "result": "1"},
        {"kind": "str", "value": '"a"', "result": '"a"'},
    ]
    assert outlines[1].steps[0].docstring == 'YIELD "a" AS v'
    assert outlines[1].steps[1].table == [["v"], ['"a"']]


def test_feature_level_examples_expand_background_too() -> None:
    text = """Feature: zero steps
  Examples:
    | space_name  |
    | nba         |
    | nba_int_vid |

  Background:
    Given a graph with space named "<space_name>"

  Scenario Outline: boundary
    When executing query:
      \"\"\"
      MATCH (v) RETURN v
      \"\"\"
    Then the execution should be successful
"""
    f = parse_feature(text)
    assert [s.background[0].text for s in f.scenarios] == [
        'a graph with space named "nba"',
        'a graph with space named "nba_int_vid"',
    ]


def test_query_steps_pair_each_query_with_its_outcome() -> None:
    f = parse_feature(FEATURE)
    pairs = [(q.docstring, t.text if t else None) for s in f.scenarios for q, t in query_steps(s)]
    assert pairs[0][1].startswith("the result should be")
    assert pairs[1] == ("GO FROM OVER", "a SyntaxError should be raised at runtime: syntax error near `OVER'")
    assert len(pairs) == 4


def test_split_table_row_escapes() -> None:
    assert split_table_row(r"| a | b\|c | d\\e | \n |") == ["a", "b|c", "d\\e", "\n"]


@pytest.mark.parametrize(
    "text",
    [
        "Scenario: no feature header\n  Given x\n",
        'Feature: f\n  Scenario: s\n    When executing query:\n      """\n      GO\n',
        "Feature: f\n  Scenario: s\n    Given x\n    Whenever something\n",
    ],
)
def test_malformed_features_raise_a_clear_error(text: str) -> None:
    with pytest.raises(GherkinError):
        parse_feature(text, "bad.feature")
