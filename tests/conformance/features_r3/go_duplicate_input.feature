# r3's own scenarios for issue 29 §2: GO FROM $-.id / $var.id when the input holds an id twice.
# Evidence (NebulaGraph's TCK, ../shared/tck/features/go/GO.feature):
# - scenario "one step", the three-hop pipe from "Boris Diaw" (line 121): the last hop's input
#   holds "Manu Ginobili" twice and the expected table lists his "Spurs" twice (5 "Spurs" in all)
#   although the YIELD reads no $- column: every input row gives its own results.
# - scenario "go cover input" (lines 1715-1770): "Tim Duncan" twice in $-.src / $a.src, with
#   1 STEP and with 1 TO 2 STEPS: every expected row comes twice.
# - scenario "one step", GO FROM "Tim Duncan", "Tim Duncan" (line 74): a vid written twice in
#   FROM is one start vertex (one "Spurs").
# The rows below were worked out by hand from the nba CSVs (like: Tim Duncan -> Tony Parker,
# Manu Ginobili; Tony Parker -> LaMarcus Aldridge, Manu Ginobili, Tim Duncan; Manu Ginobili ->
# Tim Duncan; serve: LaMarcus Aldridge -> Trail Blazers, Spurs; the others -> Spurs, Tony Parker
# also -> Hornets). The Cypher transpiler writes WITH DISTINCT before the second MATCH and so
# returns each id's rows once (reported, not changed here).
Feature: GO over an input that holds one id twice (r3)

  Background:
    Given a graph with space named "nba"

  Scenario: a piped id that comes twice gives its rows twice
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD like._dst AS id
      | GO FROM $-.id OVER like YIELD like._dst AS id
      | GO FROM $-.id OVER serve YIELD serve._dst AS team
      """
    Then the result should be, in any order:
      | team            |
      | "Spurs"         |
      | "Spurs"         |
      | "Spurs"         |
      | "Spurs"         |
      | "Trail Blazers" |

  Scenario: a variable's id that comes twice gives its rows twice
    When executing query:
      """
      $v = GO FROM "Tim Duncan" OVER like YIELD like._src AS id;
      GO FROM $v.id OVER serve YIELD serve._dst AS team
      """
    Then the result should be, in any order:
      | team    |
      | "Spurs" |
      | "Spurs" |

  Scenario: several steps from an id that comes twice
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD like._src AS id
      | GO 2 STEPS FROM $-.id OVER like YIELD like._dst AS id
      """
    Then the result should be, in any order:
      | id                  |
      | "Tim Duncan"        |
      | "Tim Duncan"        |
      | "Tim Duncan"        |
      | "Tim Duncan"        |
      | "LaMarcus Aldridge" |
      | "LaMarcus Aldridge" |
      | "Manu Ginobili"     |
      | "Manu Ginobili"     |

  Scenario: DISTINCT, or a vid written twice in FROM, gives the rows once
    When executing query:
      """
      $v = GO FROM "Tim Duncan" OVER like YIELD like._src AS id;
      GO FROM $v.id OVER serve YIELD DISTINCT serve._dst AS team
      """
    Then the result should be, in any order:
      | team    |
      | "Spurs" |
    When executing query:
      """
      GO FROM "Tony Parker", "Tony Parker" OVER serve YIELD serve._dst AS team
      """
    Then the result should be, in any order:
      | team      |
      | "Spurs"   |
      | "Hornets" |
