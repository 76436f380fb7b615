# r3's own scenarios for issue 29 §1 (session 3), written before they ran from NebulaGraph's
# manual (../shared/nebula-docs), its TCK and its validators' rules. Expected rows are worked
# out by hand from the nba CSVs (datasets/nebula-nba), never copied from r3's output.
Feature: ORDER BY items, GO's YIELD and shortest cycles, as NebulaGraph validates them (r3)

  Background:
    Given a graph with space named "nba"

  Scenario: a piped ORDER BY reads $-.col (8.clauses-and-options/order-by.md)
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD like._dst AS d, like.likeness AS l
      | ORDER BY $-.l DESC, $-.d
      """
    Then the result should be, in order:
      | d                   | l  |
      | "Manu Ginobili"     | 95 |
      | "Tim Duncan"        | 95 |
      | "LaMarcus Aldridge" | 90 |

  Scenario: a piped ORDER BY refuses a bare column name (`$-.' must be used since 2.5)
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD like._dst AS d | ORDER BY d
      """
    Then a SemanticError should be raised at runtime: Order by with invalid expression `d'

  Scenario: a piped ORDER BY refuses an expression of input columns
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD like.likeness AS l | ORDER BY $-.l + 1
      """
    Then a SemanticError should be raised at runtime: Order by with invalid expression `($-.l+1)'

  Scenario: a MATCH ORDER BY names a column, not the property the column shows
    When executing query:
      """
      MATCH (v:player{name: "Tony Parker"}) RETURN v.player.age ORDER BY v.player.age
      """
    Then a SemanticError should be raised at runtime: Only column name can be used as sort item

  Scenario: a MATCH ORDER BY needs unique column names
    When executing query:
      """
      MATCH (v:player{name: "Tony Parker"}) RETURN v.player.name AS n, v.player.age AS n ORDER BY n
      """
    Then a SemanticError should be raised at runtime: Duplicated columns not allowed: n

  Scenario: repeated column names are fine without ORDER BY
    When executing query:
      """
      MATCH (v:player{name: "Tony Parker"}) RETURN v.player.name AS n, v.player.age AS n
      """
    Then the result should be, in any order:
      | n             | n  |
      | "Tony Parker" | 36 |

  Scenario: GO yields $$, not FETCH's VERTEX (3.go.md)
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD vertex AS v
      """
    Then a SemanticError should be raised at runtime: `VERTEX AS v' is not support in go sentence.

  Scenario: a shortest cycle is the first meeting of the two halves, never a longer one
    # Yao Ming's three edges (like Tracy McGrady, like Shaquille O'Neal, serve Rockets) meet
    # again only two hops on (Magic): the first meeting walks one edge out and back.
    When executing query:
      """
      MATCH p = allShortestPaths((a)-[e*..5]-(b))
      WHERE id(a) == 'Yao Ming' AND id(b) == 'Yao Ming'
      RETURN p
      """
    Then the result should be, in any order:
      | p |

  Scenario: shortest cycles over two edges between the same players
    # Tony Parker and Tim Duncan like each other, as do Tony Parker and LaMarcus Aldridge:
    # out over one edge and back over the other, both ways, for each of the two.
    When executing query:
      """
      MATCH p = allShortestPaths((a)-[e:like*..3]-(b))
      WHERE id(a) == 'Tony Parker' AND id(b) == 'Tony Parker'
      RETURN length(p) AS l, count(*) AS n
      """
    Then the result should be, in any order:
      | l | n |
      | 2 | 4 |

  Scenario: a piped YIELD's WHERE fails on an error null as a MATCH filter does
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD like._dst AS d | YIELD $-.d AS d WHERE $-.d > 1
      """
    Then a ExecutionError should be raised at runtime: Failed to evaluate condition: ($-.d>1). For boolean conditions, please write in their full forms like <condition> == <true/false> or <condition> IS [NOT] NULL.

  Scenario: a LOOKUP compares a property with a constant of its type (5.lookup.md)
    When executing query:
      """
      LOOKUP ON player WHERE player.name == 36 YIELD player.age
      """
    Then a SemanticError should be raised at runtime: Column type error : name

  Scenario: GET SUBGRAPH's WHERE takes AND only (7.get-subgraph.md)
    When executing query:
      """
      GET SUBGRAPH FROM "Tony Parker" OUT like WHERE like.likeness > 90 OR $$.player.age > 40 YIELD vertices AS v
      """
    Then a SemanticError should be raised at runtime: Not support `((like.likeness>90) OR ($$.player.age>40))' in where sentence.

  Scenario: the two sides of a UNION have the same columns (6.set.md)
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD like._dst AS d
      UNION
      GO FROM "Tim Duncan" OVER like YIELD like._dst AS d, like.likeness AS l
      """
    Then a SemanticError should be raised at runtime: number of columns to UNION/INTERSECT/MINUS must be same

  Scenario: an unknown function is not a valid expression
    When executing query:
      """
      YIELD no_such_function(1) AS x
      """
    Then a SemanticError should be raised at runtime: `no_such_function(1)' is not a valid expression : Function `no_such_function' not defined
