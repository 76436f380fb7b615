# r3's own scenarios for issue 29 §1, written from NebulaGraph's manual (../shared/nebula-docs)
# and its parser's error rule before they were run. Expected rows are worked out by hand
# from the nba CSVs (datasets/nebula-nba), never copied from r3's output.
#
# The error rule (GraphParser::error; manual 1.nGQL-overview/keywords-and-reserved-words.md,
# "SyntaxError: syntax error near `TAG'"): a token of two or more characters is quoted whole,
# a one-character token with what follows it, 8 characters in all; at the end of the input,
# the last token. Parser-action checks quote the clause or expression they refuse.
Feature: NebulaGraph's error wording, shortest paths and FIND PATH (r3)

  Background:
    Given a graph with space named "nba"

  Scenario: a negative step count names the minus sign and what follows
    When executing query:
      """
      GO -2 STEPS FROM "Tim Duncan" OVER like YIELD like._dst
      """
    Then a SyntaxError should be raised at runtime: syntax error near `-2 STEPS'

  Scenario: FIND PATH UPTO takes an integer (6.find-path.md)
    When executing query:
      """
      FIND SHORTEST PATH FROM "Tim Duncan" TO "Tony Parker" OVER like UPTO -3 STEPS YIELD path AS p
      """
    Then a SyntaxError should be raised at runtime: syntax error near `-3 STEPS'

  Scenario: a float step count is one token
    When executing query:
      """
      FIND ALL PATH FROM "Tim Duncan" TO "Tony Parker" OVER like UPTO 2.5 STEPS YIELD path AS p
      """
    Then a SyntaxError should be raised at runtime: syntax error near `2.5'

  Scenario: LIMIT takes an integer
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD like._dst AS id | LIMIT 2.5
      """
    Then a SyntaxError should be raised at runtime: syntax error near `2.5'

  Scenario: LIMIT takes no expression
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD like._dst AS id | LIMIT 2-1
      """
    Then a SyntaxError should be raised at runtime: syntax error near `-1'

  Scenario: MATCH cannot be piped into
    When executing query:
      """
      MATCH (v:player) RETURN v.player.name AS name | YIELD $-.name
      """
    Then a SyntaxError should be raised at runtime: syntax error near `| YIELD '

  Scenario: MATCH cannot read a pipe
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD like._dst AS id | MATCH (v) RETURN v
      """
    Then a SyntaxError should be raised at runtime: syntax error near `MATCH'

  Scenario: a MATCH without RETURN names its last token
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e:like]->(n)
      """
    Then a SyntaxError should be raised at runtime: syntax error near `)'

  Scenario: an integer past INT64 is out of range
    When executing query:
      """
      YIELD 9223372036854775809
      """
    Then a SyntaxError should be raised at runtime: Out of range: near `9223372036854775809'

  Scenario: FETCH needs an alias on vertices (4.fetch.md)
    When executing query:
      """
      FETCH PROP ON player "Tim Duncan" YIELD vertices
      """
    Then a SyntaxError should be raised at runtime: please add alias when using `vertices'. near `vertices'

  Scenario: GET SUBGRAPH needs an alias on edges (7.get-subgraph.md)
    When executing query:
      """
      GET SUBGRAPH FROM "Tim Duncan" YIELD edges
      """
    Then a SyntaxError should be raised at runtime: please add alias when using `edges'. near `edges'

  Scenario: OPTIONAL MATCH takes no WHERE (optional-match.md, Limitations)
    When executing query:
      """
      OPTIONAL MATCH (v:player) WHERE v.player.age > 45 RETURN v
      """
    Then a SyntaxError should be raised at runtime: Where clause in optional match is not supported. near `WHERE v.player.age > 45'

  Scenario: OPTIONAL MATCH after MATCH takes no WHERE either
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})
      OPTIONAL MATCH (v)-[:like]->(w)
        WHERE w.player.age < 30
      RETURN w
      """
    Then a SyntaxError should be raised at runtime: Where clause in optional match is not supported. near `WHERE w.player.age < 30'

  Scenario: no aggregate in a GO filter
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like WHERE avg(like.likeness) > 1 YIELD like._dst
      """
    Then a SyntaxError should be raised at runtime: Invalid use of aggregating function in where clause. near `avg(like.likeness) > 1'

  Scenario: no aggregate in a GO yield (3.go.md: aggregate after a pipe)
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD sum(like.likeness)
      """
    Then a SyntaxError should be raised at runtime: Invalid use of aggregating function in yield clause. near `sum(like.likeness)'

  Scenario: no aggregate in a MATCH filter
    When executing query:
      """
      MATCH (v:player) WHERE count(v) > 1 RETURN v
      """
    Then a SyntaxError should be raised at runtime: Invalid use of aggregating function in where clause. near `count(v) > 1'

  Scenario: no random function inside an aggregate
    When executing query:
      """
      YIELD sum(rand())
      """
    Then a SyntaxError should be raised at runtime: Can't use non-deterministic (random) functions inside of aggregate functions near `rand()'

  Scenario: only count takes a star
    When executing query:
      """
      YIELD max(*)
      """
    Then a SyntaxError should be raised at runtime: Could not apply aggregation function on `*` near `max'

  Scenario: a whole variable is not a column
    When executing query:
      """
      $a = GO FROM "Tim Duncan" OVER like YIELD like._dst AS id; YIELD $a
      """
    Then a SyntaxError should be raised at runtime: Direct output of variable is prohibited near `$a'

  Scenario: shortestPath finds the direct like (2.match.md, Match shortest paths)
    When executing query:
      """
      MATCH p = shortestPath((a:player{name:"Tim Duncan"})-[e:like*..3]->(b:player{name:"Tony Parker"}))
      RETURN length(p) AS len
      """
    Then the result should be, in any order:
      | len |
      | 1   |

  Scenario: allShortestPaths in both directions returns both likes (2.match.md)
    When executing query:
      """
      MATCH p = allShortestPaths((a:player{name:"Tim Duncan"})-[e:like*..3]-(b:player{name:"Tony Parker"}))
      RETURN count(p) AS n
      """
    Then the result should be, in any order:
      | n |
      | 2 |

  Scenario: allShortestPaths over a shared team
    When executing query:
      """
      MATCH p = allShortestPaths((a:player{name:"Tim Duncan"})-[e:serve*..2]-(b:player{name:"Tony Parker"}))
      RETURN length(p) AS len, count(*) AS n
      """
    Then the result should be, in any order:
      | len | n |
      | 2   | 1 |

  Scenario: allShortestPaths two likes away
    When executing query:
      """
      MATCH p = allShortestPaths((a:player{name:"Tim Duncan"})-[e:like*..2]->(b:player{name:"LaMarcus Aldridge"}))
      RETURN length(p) AS len, count(*) AS n
      """
    Then the result should be, in any order:
      | len | n |
      | 2   | 1 |

  Scenario: FIND SHORTEST PATH, the direct like (6.find-path.md)
    When executing query:
      """
      FIND SHORTEST PATH FROM "Tim Duncan" TO "Tony Parker" OVER like YIELD path AS p
      """
    Then the result should be, in any order, with relax comparison:
      | p                                         |
      | <("Tim Duncan")-[:like]->("Tony Parker")> |

  Scenario: FIND SHORTEST PATH REVERSELY follows incoming likes (6.find-path.md)
    When executing query:
      """
      FIND SHORTEST PATH FROM "Tony Parker" TO "Boris Diaw" OVER like REVERSELY YIELD path AS p
      """
    Then the result should be, in any order, with relax comparison:
      | p                                         |
      | <("Tony Parker")<-[:like]-("Boris Diaw")> |

  Scenario: FIND ALL PATH UPTO 1 STEPS keeps one hop
    When executing query:
      """
      FIND ALL PATH FROM "Tim Duncan" TO "Tony Parker" OVER like UPTO 1 STEPS YIELD path AS p
      """
    Then the result should be, in any order, with relax comparison:
      | p                                         |
      | <("Tim Duncan")-[:like]->("Tony Parker")> |

  Scenario: OPTIONAL MATCH without WHERE keeps the row (optional-match.md)
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})
      OPTIONAL MATCH (v)-[:serve]->(t:team)
      RETURN t.team.name AS name
      """
    Then the result should be, in any order:
      | name    |
      | "Spurs" |
