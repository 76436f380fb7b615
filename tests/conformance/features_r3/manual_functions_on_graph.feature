# r3's own scenarios for issue 29 §1, round 4: the manual's function and operator examples that
# read the graph (../shared/nebula-docs/6.functions-and-expressions/*.md, 5.operators/*.md,
# 3.data-types/6.list.md), moved onto NebulaGraph's nba test graph (player100 -> "Tim Duncan",
# player101 -> "Tony Parker", follow/degree -> like/likeness; 2.x-style `n.age` written
# `n.player.age`). Each scenario names its page and line. The expected rows were worked out from
# the nba CSVs with a short script written apart from r3 before r3 ran them; where the manual's
# own rows fit nba unchanged the scenario says so.
Feature: The manual's functions and operators on the graph (r3)

  Background:
    Given a graph with space named "nba"

  Scenario: 6.functions-and-expressions/4.schema.md:44 properties(vertex) after LOOKUP
    When executing query:
      """
      LOOKUP ON player WHERE player.age > 45 YIELD properties(vertex)
      """
    Then the result should be, in any order:
      | properties(VERTEX) |
      | {age: 46, name: "Grant Hill"} |
      | {age: 47, name: "Shaquille O'Neal"} |

  Scenario: 6.functions-and-expressions/4.schema.md:78 properties(edge)
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD properties(edge)
      """
    Then the result should be, in any order:
      | properties(EDGE) |
      | {likeness: 95} |
      | {likeness: 95} |

  Scenario: 6.functions-and-expressions/4.schema.md:103 src, dst, type and rank of an edge
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD src(edge), dst(edge), type(edge), rank(edge)
      """
    Then the result should be, in any order:
      | src(EDGE) | dst(EDGE) | type(EDGE) | rank(EDGE) |
      | "Tim Duncan" | "Tony Parker" | "like" | 0 |
      | "Tim Duncan" | "Manu Ginobili" | "like" | 0 |

  Scenario: 6.functions-and-expressions/4.schema.md:174 rank() of ranked edges
    When executing query:
      """
      GO FROM "Marco Belinelli" OVER serve YIELD dst(edge), rank(edge)
      """
    Then the result should be, in any order:
      | dst(EDGE) | rank(EDGE) |
      | "Warriors" | 0 |
      | "Raptors" | 0 |
      | "Hornets" | 0 |
      | "Bulls" | 0 |
      | "Spurs" | 0 |
      | "Kings" | 0 |
      | "Hornets" | 1 |
      | "Hawks" | 0 |
      | "76ers" | 0 |
      | "Spurs" | 1 |

  Scenario: 6.functions-and-expressions/4.schema.md:193 vertex after LOOKUP
    When executing query:
      """
      LOOKUP ON player WHERE player.age > 45 YIELD vertex AS v
      """
    Then the result should be, in any order:
      | v |
      | ("Grant Hill" :player{age: 46, name: "Grant Hill"}) |
      | ("Shaquille O'Neal" :player{age: 47, name: "Shaquille O'Neal"}) |

  Scenario: 6.functions-and-expressions/4.schema.md:211 edge after GO
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:like "Tim Duncan"->"Tony Parker" @0 {likeness: 95}] |
      | [:like "Tim Duncan"->"Manu Ginobili" @0 {likeness: 95}] |

  Scenario: 6.functions-and-expressions/4.schema.md:269 tags(v)
    When executing query:
      """
      MATCH (v) WHERE id(v) == "Tony Parker" RETURN tags(v)
      """
    Then the result should be, in any order:
      | tags(v) |
      | ["player"] |

  Scenario: 6.functions-and-expressions/4.schema.md:289 properties() of a vertex and of an edge
    When executing query:
      """
      MATCH (v:player{name:"Tony Parker"})-[e:like]-() RETURN properties(v),properties(e)
      """
    Then the result should be, in any order:
      | properties(v) | properties(e) |
      | {age: 36, name: "Tony Parker"} | {likeness: 95} |
      | {age: 36, name: "Tony Parker"} | {likeness: 95} |
      | {age: 36, name: "Tony Parker"} | {likeness: 90} |
      | {age: 36, name: "Tony Parker"} | {likeness: 80} |
      | {age: 36, name: "Tony Parker"} | {likeness: 50} |
      | {age: 36, name: "Tony Parker"} | {likeness: 75} |
      | {age: 36, name: "Tony Parker"} | {likeness: 95} |
      | {age: 36, name: "Tony Parker"} | {likeness: 99} |

  Scenario: 6.functions-and-expressions/4.schema.md:310 type(e)
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e]->() RETURN type(e)
      """
    Then the result should be, in any order:
      | type(e) |
      | "like" |
      | "like" |
      | "serve" |
      | "teammate" |
      | "teammate" |
      | "teammate" |
      | "teammate" |

  Scenario: 6.functions-and-expressions/4.schema.md:332 typeid() is negative on an edge walked backwards
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e:like]-(v2) RETURN id(v2) AS o, CASE WHEN typeid(e) > 0 THEN "Forward" ELSE "Reverse" END AS direction
      """
    Then the result should be, in any order:
      | o | direction |
      | "Tony Parker" | "Forward" |
      | "Manu Ginobili" | "Forward" |
      | "Boris Diaw" | "Reverse" |
      | "Marco Belinelli" | "Reverse" |
      | "Tony Parker" | "Reverse" |
      | "Danny Green" | "Reverse" |
      | "LaMarcus Aldridge" | "Reverse" |
      | "Tiago Splitter" | "Reverse" |
      | "Aron Baynes" | "Reverse" |
      | "Manu Ginobili" | "Reverse" |
      | "Dejounte Murray" | "Reverse" |
      | "Shaquille O'Neal" | "Reverse" |

  Scenario: 6.functions-and-expressions/4.schema.md:358 src(e)
    When executing query:
      """
      MATCH ()-[e]->(v:player{name:"Tim Duncan"}) RETURN src(e)
      """
    Then the result should be, in any order:
      | src(e) |
      | "Boris Diaw" |
      | "Marco Belinelli" |
      | "Tony Parker" |
      | "Danny Green" |
      | "LaMarcus Aldridge" |
      | "Tiago Splitter" |
      | "Aron Baynes" |
      | "Manu Ginobili" |
      | "Dejounte Murray" |
      | "Shaquille O'Neal" |
      | "Tony Parker" |
      | "Manu Ginobili" |

  Scenario: 6.functions-and-expressions/4.schema.md:380 dst(e)
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e]->() RETURN dst(e)
      """
    Then the result should be, in any order:
      | dst(e) |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "Spurs" |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Danny Green" |

  Scenario: 6.functions-and-expressions/4.schema.md:400 startNode(p) of an undirected pattern
    When executing query:
      """
      MATCH p = (a :player {name : "Tim Duncan"})-[r:serve]-(t) RETURN startNode(p)
      """
    Then the result should be, in any order:
      | startNode(p) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |

  Scenario: 6.functions-and-expressions/4.schema.md:418 endNode(p)
    When executing query:
      """
      MATCH p = (a :player {name : "Tim Duncan"})-[r:serve]-(t) RETURN endNode(p)
      """
    Then the result should be, in any order:
      | endNode(p) |
      | ("Spurs" :team{name: "Spurs"}) |

  Scenario: 6.functions-and-expressions/4.schema.md:438 rank(e)
    When executing query:
      """
      MATCH (v:player{name:"Marco Belinelli"})-[e:serve]->() RETURN rank(e)
      """
    Then the result should be, in any order:
      | rank(e) |
      | 0 |
      | 0 |
      | 0 |
      | 0 |
      | 0 |
      | 0 |
      | 1 |
      | 0 |
      | 0 |
      | 1 |

  Scenario: 6.functions-and-expressions/6.list.md:34 labels() and keys()
    When executing query:
      """
      MATCH (a:player)-[r]->() WHERE id(a) == "Tim Duncan" RETURN labels(a), keys(r)
      """
    Then the result should be, in any order:
      | labels(a) | keys(r) |
      | ["bachelor", "player"] | ["likeness"] |
      | ["bachelor", "player"] | ["likeness"] |
      | ["bachelor", "player"] | ["end_year", "start_year"] |
      | ["bachelor", "player"] | ["end_year", "start_year"] |
      | ["bachelor", "player"] | ["end_year", "start_year"] |
      | ["bachelor", "player"] | ["end_year", "start_year"] |
      | ["bachelor", "player"] | ["end_year", "start_year"] |

  Scenario: 6.functions-and-expressions/6.list.md:47 nodes() of two-step paths
    When executing query:
      """
      MATCH p = (a:player)-[]->(b)-[]->(c:team) WHERE a.player.name == "Tim Duncan" AND c.team.name == "Spurs" RETURN nodes(p)
      """
    Then the result should be, in any order:
      | nodes(p) |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("Tony Parker" :player{age: 36, name: "Tony Parker"}), ("Spurs" :team{name: "Spurs"})] |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}), ("Spurs" :team{name: "Spurs"})] |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("Tony Parker" :player{age: 36, name: "Tony Parker"}), ("Spurs" :team{name: "Spurs"})] |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}), ("Spurs" :team{name: "Spurs"})] |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}), ("Spurs" :team{name: "Spurs"})] |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("Danny Green" :player{age: 31, name: "Danny Green"}), ("Spurs" :team{name: "Spurs"})] |

  Scenario: 6.functions-and-expressions/6.list.md:58 relationships() of the same paths
    When executing query:
      """
      MATCH p = (a:player)-[]->(b)-[]->(c:team) WHERE a.player.name == "Tim Duncan" AND c.team.name == "Spurs" RETURN relationships(p)
      """
    Then the result should be, in any order:
      | relationships(p) |
      | [[:like "Tim Duncan"->"Tony Parker" @0 {likeness: 95}], [:serve "Tony Parker"->"Spurs" @0 {end_year: 2018, start_year: 1999}]] |
      | [[:like "Tim Duncan"->"Manu Ginobili" @0 {likeness: 95}], [:serve "Manu Ginobili"->"Spurs" @0 {end_year: 2018, start_year: 2002}]] |
      | [[:teammate "Tim Duncan"->"Tony Parker" @0 {end_year: 2016, start_year: 2001}], [:serve "Tony Parker"->"Spurs" @0 {end_year: 2018, start_year: 1999}]] |
      | [[:teammate "Tim Duncan"->"Manu Ginobili" @0 {end_year: 2016, start_year: 2002}], [:serve "Manu Ginobili"->"Spurs" @0 {end_year: 2018, start_year: 2002}]] |
      | [[:teammate "Tim Duncan"->"LaMarcus Aldridge" @0 {end_year: 2016, start_year: 2015}], [:serve "LaMarcus Aldridge"->"Spurs" @0 {end_year: 2019, start_year: 2015}]] |
      | [[:teammate "Tim Duncan"->"Danny Green" @0 {end_year: 2016, start_year: 2010}], [:serve "Danny Green"->"Spurs" @0 {end_year: 2018, start_year: 2010}]] |

  Scenario: 6.functions-and-expressions/15.aggregating.md:16 avg()
    When executing query:
      """
      MATCH (v:player) RETURN avg(v.player.age)
      """
    Then the result should be, in any order:
      | avg(v.player.age) |
      | 30.142857142857142 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:155 max() and min()
    When executing query:
      """
      MATCH (v:player) RETURN max(v.player.age), min(v.player.age)
      """
    Then the result should be, in any order:
      | max(v.player.age) | min(v.player.age) |
      | 47 | -4 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:298 std() is the population standard deviation
    When executing query:
      """
      MATCH (v:player) RETURN round(std(v.player.age), 6) AS s
      """
    Then the result should be, in any order:
      | s |
      | 11.79199 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:317 sum()
    When executing query:
      """
      MATCH (v:player) RETURN sum(v.player.age)
      """
    Then the result should be, in any order:
      | sum(v.player.age) |
      | 1688 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:93 GROUP BY after LOOKUP
    When executing query:
      """
      LOOKUP ON player YIELD player.age As playerage | GROUP BY $-.playerage YIELD $-.playerage as age, count(*) AS number
      """
    Then the result should be, in any order:
      | age | number |
      | 0 | 1 |
      | 36 | 3 |
      | 30 | 4 |
      | 29 | 4 |
      | 40 | 2 |
      | 39 | 1 |
      | 33 | 4 |
      | 34 | 4 |
      | 23 | 1 |
      | 32 | 3 |
      | 20 | 1 |
      | 38 | 3 |
      | 31 | 3 |
      | 42 | 2 |
      | 43 | 1 |
      | 27 | 1 |
      | 28 | 3 |
      | 22 | 1 |
      | 24 | 1 |
      | 41 | 1 |
      | 26 | 1 |
      | 37 | 1 |
      | 25 | 2 |
      | 45 | 2 |
      | 46 | 1 |
      | 47 | 1 |
      | -1 | 1 |
      | -2 | 1 |
      | -3 | 1 |
      | -4 | 1 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:109 count(*) per age in MATCH
    When executing query:
      """
      MATCH (n:player) RETURN n.player.age as age, count(*) as number
      """
    Then the result should be, in any order:
      | age | number |
      | 0 | 1 |
      | 36 | 3 |
      | 30 | 4 |
      | 29 | 4 |
      | 40 | 2 |
      | 39 | 1 |
      | 33 | 4 |
      | 34 | 4 |
      | 23 | 1 |
      | 32 | 3 |
      | 20 | 1 |
      | 38 | 3 |
      | 31 | 3 |
      | 42 | 2 |
      | 43 | 1 |
      | 27 | 1 |
      | 28 | 3 |
      | 22 | 1 |
      | 24 | 1 |
      | 41 | 1 |
      | 26 | 1 |
      | 37 | 1 |
      | 25 | 2 |
      | 45 | 2 |
      | 46 | 1 |
      | 47 | 1 |
      | -1 | 1 |
      | -2 | 1 |
      | -3 | 1 |
      | -4 | 1 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:126 count(e) of an undirected edge
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"}) -[e]- (v2) RETURN count(e)
      """
    Then the result should be, in any order:
      | count(e) |
      | 19 |

  # NebulaGraph prints a DISTINCT aggregate lower-case (the TCK's COUNT(distinct v2)).
  Scenario: 6.functions-and-expressions/15.aggregating.md:135 count() and count(DISTINCT)
    When executing query:
      """
      MATCH (n:player {name : "Tim Duncan"})-[]->(friend:player)-[]->(fof:player) RETURN count(fof), count(DISTINCT fof)
      """
    Then the result should be, in any order:
      | count(fof) | count(distinct fof) |
      | 25 | 7 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:241 collect() of every age
    When executing query:
      """
      MATCH (n:player) RETURN collect(n.player.age)
      """
    Then the result should be, in any order:
      | collect(n.player.age) |
      | [0, 36, 30, 29, 40, 39, 33, 36, 34, 29, 23, 29, 32, 20, 38, 36, 31, 32, 33, 42, 30, 31, 43, 34, 30, 38, 32, 27, 42, 34, 28, 22, 24, 33, 41, 26, 34, 37, 25, 28, 38, 25, 29, 30, 45, 45, 40, 28, 46, 47, 31, 33, -1, -2, -3, -4] |

  Scenario: 6.functions-and-expressions/15.aggregating.md:250 collect() per group leaves NULL out
    When executing query:
      """
      MATCH (n:player) RETURN n.player.age AS age, collect(n.player.name)
      """
    Then the result should be, in any order:
      | age | collect(n.player.name) |
      | 0 | ["Nobody"] |
      | 36 | ["Amar'e Stoudemire", "Boris Diaw", "Tony Parker"] |
      | 30 | ["Russell Westbrook", "Kevin Durant", "DeAndre Jordan", "Blake Griffin"] |
      | 29 | ["James Harden", "Klay Thompson", "Jonathon Simmons", "Dejounte Murray"] |
      | 40 | ["Kobe Bryant", "Dirk Nowitzki"] |
      | 39 | ["Tracy McGrady"] |
      | 33 | ["Chris Paul", "LaMarcus Aldridge", "Rajon Rondo", "Dwight Howard"] |
      | 34 | ["LeBron James", "Tiago Splitter", "Marc Gasol", "Carmelo Anthony"] |
      | 23 | ["Kristaps Porzingis"] |
      | 32 | ["Marco Belinelli", "Rudy Gay", "Aron Baynes"] |
      | 20 | ["Luka Doncic"] |
      | 38 | ["David West", "Paul Gasol", "Yao Ming"] |
      | 31 | ["Danny Green", "Stephen Curry", "JaVale McGee"] |
      | 42 | ["Tim Duncan", "Vince Carter"] |
      | 43 | ["Ray Allen"] |
      | 27 | ["Cory Joseph"] |
      | 28 | ["Ricky Rubio", "Damian Lillard", "Paul George"] |
      | 22 | ["Ben Simmons"] |
      | 24 | ["Giannis Antetokounmpo"] |
      | 41 | ["Manu Ginobili"] |
      | 26 | ["Kyrie Irving"] |
      | 37 | ["Dwyane Wade"] |
      | 25 | ["Joel Embiid", "Kyle Anderson"] |
      | 45 | ["Steve Nash", "Jason Kidd"] |
      | 46 | ["Grant Hill"] |
      | 47 | ["Shaquille O'Neal"] |
      | -1 | [] |
      | -2 | [] |
      | -3 | [] |
      | -4 | [] |

  Scenario: 6.functions-and-expressions/15.aggregating.md:261 collect() after GROUP BY
    When executing query:
      """
      GO FROM "Tim Duncan" OVER serve YIELD properties($$).name AS name | GROUP BY $-.name YIELD collect($-.name) AS name
      """
    Then the result should be, in any order:
      | name |
      | ["Spurs"] |

  Scenario: 6.functions-and-expressions/15.aggregating.md:328 aggregates inside one expression
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD dst(edge) AS dst, properties($$).age AS age | GROUP BY $-.dst YIELD $-.dst AS dst, toInteger((sum($-.age)/count($-.age)))+avg(distinct $-.age+1)+1 AS statistics
      """
    Then the result should be, in any order:
      | dst | statistics |
      | "Tony Parker" | 74.0 |
      | "Manu Ginobili" | 84.0 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:68 count(*) per neighbour
    When executing query:
      """
      MATCH (v1:player)-[:like]-(v2:player) WHERE id(v1)== "Tony Parker" RETURN v2.player.name AS Name, count(*) as cnt
      """
    Then the result should be, in any order:
      | Name | cnt |
      | "Tim Duncan" | 2 |
      | "Manu Ginobili" | 1 |
      | "LaMarcus Aldridge" | 2 |
      | "Boris Diaw" | 1 |
      | "Marco Belinelli" | 1 |
      | "Dejounte Murray" | 1 |

  Scenario: 6.functions-and-expressions/7.count.md:107 count(DISTINCT) of neighbours
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"}) -- (v2) RETURN count(DISTINCT v2)
      """
    Then the result should be, in any order:
      | count(distinct v2) |
      | 11 |

  Scenario: 6.functions-and-expressions/2.string.md:98 length() of a path
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-->(v2) return length(p)
      """
    Then the result should be, in any order:
      | length(p) |
      | 1 |
      | 1 |
      | 1 |
      | 1 |
      | 1 |
      | 1 |
      | 1 |

  Scenario: 6.functions-and-expressions/2.string.md:434 concat() of mixed types
    When executing query:
      """
      GO FROM "Tim Duncan" over like YIELD concat(src(edge), properties($^).age, properties($$).name, properties(edge).likeness) AS A
      """
    Then the result should be, in any order:
      | A |
      | "Tim Duncan42Tony Parker95" |
      | "Tim Duncan42Manu Ginobili95" |

  Scenario: 6.functions-and-expressions/2.string.md:492 concat_ws()
    When executing query:
      """
      GO FROM "Tim Duncan" over like YIELD concat_ws(" ",src(edge), properties($^).age, properties($$).name, properties(edge).likeness) AS A
      """
    Then the result should be, in any order:
      | A |
      | "Tim Duncan 42 Tony Parker 95" |
      | "Tim Duncan 42 Manu Ginobili 95" |

  # The manual's own row: nba has the same player.
  Scenario: 6.functions-and-expressions/2.string.md:515 extract() with a regex
    When executing query:
      """
      MATCH (a:player)-[b:serve]-(c:team{name: "Lakers"}) WHERE a.player.age > 45 RETURN extract(a.player.name, "\\w+") AS result
      """
    Then the result should be, in any order:
      | result |
      | ["Shaquille", "O", "Neal"] |

  Scenario: 6.functions-and-expressions/2.string.md:524 extract() without a match
    When executing query:
      """
      MATCH (a:player)-[b:serve]-(c:team{name: "Lakers"}) WHERE a.player.age > 45 RETURN extract(a.player.name, "hello") AS result
      """
    Then the result should be, in any order:
      | result |
      | [] |

  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:52 a simple CASE on a boolean
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD properties($$).name AS Name, CASE properties($$).age > 35 WHEN true THEN "Yes" WHEN false THEN "No" ELSE "Nah" END AS Age_above_35
      """
    Then the result should be, in any order:
      | Name | Age_above_35 |
      | "Tony Parker" | "Yes" |
      | "Manu Ginobili" | "Yes" |

  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:103 a generic CASE
    When executing query:
      """
      MATCH (v:player) WHERE v.player.age > 30 RETURN v.player.name AS Name, CASE WHEN v.player.name STARTS WITH "T" THEN "Yes" ELSE "No" END AS Starts_with_T
      """
    Then the result should be, in any order:
      | Name | Starts_with_T |
      | "Amar'e Stoudemire" | "No" |
      | "Kobe Bryant" | "No" |
      | "Tracy McGrady" | "Yes" |
      | "Chris Paul" | "No" |
      | "Boris Diaw" | "No" |
      | "LeBron James" | "No" |
      | "Marco Belinelli" | "No" |
      | "David West" | "No" |
      | "Tony Parker" | "Yes" |
      | "Danny Green" | "No" |
      | "Rudy Gay" | "No" |
      | "LaMarcus Aldridge" | "No" |
      | "Tim Duncan" | "Yes" |
      | "Stephen Curry" | "No" |
      | "Ray Allen" | "No" |
      | "Tiago Splitter" | "Yes" |
      | "Paul Gasol" | "No" |
      | "Aron Baynes" | "No" |
      | "Vince Carter" | "No" |
      | "Marc Gasol" | "No" |
      | "Rajon Rondo" | "No" |
      | "Manu Ginobili" | "No" |
      | "Carmelo Anthony" | "No" |
      | "Dwyane Wade" | "No" |
      | "Yao Ming" | "No" |
      | "Steve Nash" | "No" |
      | "Jason Kidd" | "No" |
      | "Dirk Nowitzki" | "No" |
      | "Grant Hill" | "No" |
      | "Shaquille O'Neal" | "No" |
      | "JaVale McGee" | "No" |
      | "Dwight Howard" | "No" |

  # The manual's own rows: both say No.
  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:124 a simple CASE compares values: an age never equals a boolean
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD properties($$).name AS Name, properties($$).age AS Age, CASE properties($$).age WHEN properties($$).age > 35 THEN "Yes" ELSE "No" END AS Age_above_35
      """
    Then the result should be, in any order:
      | Name | Age | Age_above_35 |
      | "Tony Parker" | 36 | "No" |
      | "Manu Ginobili" | 41 | "No" |

  Scenario: 6.functions-and-expressions/8.predicate.md:64 all() over the nodes of a path
    When executing query:
      """
      MATCH p = (n:player{name:"LeBron James"})<-[:like]-(m) RETURN nodes(p)[0].player.name AS n1, nodes(p)[1].player.name AS n2, all(n IN nodes(p) WHERE n.player.name NOT STARTS WITH "D") AS b
      """
    Then the result should be, in any order:
      | n1 | n2 | b |
      | "LeBron James" | "Chris Paul" | true |
      | "LeBron James" | "Danny Green" | false |
      | "LeBron James" | "Kyrie Irving" | true |
      | "LeBron James" | "Carmelo Anthony" | true |
      | "LeBron James" | "Dwyane Wade" | false |
      | "LeBron James" | "Dejounte Murray" | false |

  Scenario: 6.functions-and-expressions/8.predicate.md:78 single()
    When executing query:
      """
      MATCH p = (n:player{name:"LeBron James"})-[:like]->(m) RETURN single(n IN nodes(p) WHERE n.player.age > 40) AS b
      """
    Then the result should be, in any order:
      | b |
      | true |

  Scenario: 6.functions-and-expressions/8.predicate.md:86 exists() of a property the vertex lacks
    When executing query:
      """
      MATCH (n:player) RETURN exists(n.id), n IS NOT NULL
      """
    Then the result should be, in any order:
      | exists(n.id) | n IS NOT NULL |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |
      | false | true |

  Scenario: 6.functions-and-expressions/11.reduce.md:46 reduce() over the nodes of a path
    When executing query:
      """
      MATCH p = (n:player{name:"LeBron James"})<-[:like]-(m) RETURN nodes(p)[0].player.age AS src1, nodes(p)[1].player.age AS dst2, reduce(totalAge = 100, n IN nodes(p) | totalAge + n.player.age) AS sum
      """
    Then the result should be, in any order:
      | src1 | dst2 | sum |
      | 34 | 33 | 167 |
      | 34 | 31 | 165 |
      | 34 | 26 | 160 |
      | 34 | 34 | 168 |
      | 34 | 37 | 171 |
      | 34 | 29 | 163 |

  Scenario: 6.functions-and-expressions/11.reduce.md:60 reduce() in a GO filter
    When executing query:
      """
      LOOKUP ON player WHERE player.name == "Tony Parker" YIELD id(vertex) AS VertexID | GO FROM $-.VertexID over like WHERE properties(edge).likeness != reduce(totalNum = 5, n IN range(1, 3) | properties($$).age + totalNum + n) YIELD properties($$).name AS id, properties($$).age AS age, properties(edge).likeness AS degree
      """
    Then the result should be, in any order:
      | id | age | degree |
      | "Tim Duncan" | 42 | 95 |
      | "Manu Ginobili" | 41 | 95 |
      | "LaMarcus Aldridge" | 33 | 90 |

  # The four Null players have a NULL name in the test graph.
  Scenario: 5.operators/1.comparison.md:153 IS NULL on a property the tag lacks
    When executing query:
      """
      MATCH (n:player) RETURN n.player.age IS NULL, n.player.name IS NOT NULL, n.player.empty IS NULL
      """
    Then the result should be, in any order:
      | n.player.age IS NULL | n.player.name IS NOT NULL | n.player.empty IS NULL |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | true | true |
      | false | false | true |
      | false | false | true |
      | false | false | true |
      | false | false | true |

  Scenario: 5.operators/1.comparison.md:180 IS NOT EMPTY over every edge type
    When executing query:
      """
      GO FROM "Tim Duncan" OVER * WHERE properties($$).name IS NOT EMPTY YIELD dst(edge)
      """
    Then the result should be, in any order:
      | dst(EDGE) |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "Spurs" |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Danny Green" |

  Scenario: 5.operators/5.property-reference.md:21 $^ and $$ properties
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD properties($^).age AS SrcAge, properties($$).age AS DestAge
      """
    Then the result should be, in any order:
      | SrcAge | DestAge |
      | 42 | 36 |
      | 42 | 41 |

  Scenario: 5.operators/5.property-reference.md:30 $^.tag.prop after a pipe
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD dst(edge) AS id | GO FROM $-.id OVER serve YIELD $^.player.name AS Player, properties($$).name AS Team
      """
    Then the result should be, in any order:
      | Player | Team |
      | "Tony Parker" | "Spurs" |
      | "Tony Parker" | "Hornets" |
      | "Manu Ginobili" | "Spurs" |

  Scenario: 5.operators/7.string.md:42 CONTAINS in MATCH
    When executing query:
      """
      MATCH (s:player)-[e:serve]->(t:team) WHERE id(s) == "Tony Parker" AND t.team.name CONTAINS "ets" RETURN s.player.name, e.start_year, e.end_year, t.team.name
      """
    Then the result should be, in any order:
      | s.player.name | e.start_year | e.end_year | t.team.name |
      | "Tony Parker" | 2018 | 2019 | "Hornets" |

  Scenario: 5.operators/7.string.md:50 CONTAINS on a cast number
    When executing query:
      """
      GO FROM "Tony Parker" OVER serve WHERE (STRING)properties(edge).start_year CONTAINS "19" AND properties($^).name CONTAINS "ny" YIELD properties($^).name, properties(edge).start_year, properties(edge).end_year, properties($$).name
      """
    Then the result should be, in any order:
      | properties($^).name | properties(EDGE).start_year | properties(EDGE).end_year | properties($$).name |
      | "Tony Parker" | 1999 | 2018 | "Spurs" |

  Scenario: 5.operators/7.string.md:59 a negated CONTAINS
    When executing query:
      """
      GO FROM "Tony Parker" OVER serve WHERE !(properties($$).name CONTAINS "ets") YIELD properties($^).name, properties(edge).start_year, properties(edge).end_year, properties($$).name
      """
    Then the result should be, in any order:
      | properties($^).name | properties(EDGE).start_year | properties(EDGE).end_year | properties($$).name |
      | "Tony Parker" | 1999 | 2018 | "Spurs" |

  Scenario: 5.operators/7.string.md:124 =~ a regular expression
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name =~ 'Tony.*' RETURN v.player.name
      """
    Then the result should be, in any order:
      | v.player.name |
      | "Tony Parker" |

  # The manual's own row.
  Scenario: 3.data-types/6.list.md:150 a slice bounded by a variable's columns
    When executing query:
      """
      $var = YIELD 1 AS f, 3 AS t; YIELD list[1, 2, 3][$var.f..$var.t] AS a
      """
    Then the result should be, in any order:
      | a |
      | [2, 3] |

  Scenario: 3.data-types/6.list.md:223 NOT IN a comprehension reading $$
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like WHERE properties(edge).likeness NOT IN [x IN [92, 90] | x + $$.player.age] YIELD dst(edge) AS id, properties(edge).likeness AS degree
      """
    Then the result should be, in any order:
      | id | degree |
      | "Tony Parker" | 95 |
      | "Manu Ginobili" | 95 |

  Scenario: 3.data-types/6.list.md:233 a comprehension over nodes(p)
    When executing query:
      """
      MATCH p = (n:player{name:"Tim Duncan"})-[:like]->(m) RETURN [n IN nodes(p) | n.player.age + 100] AS r
      """
    Then the result should be, in any order:
      | r |
      | [142, 136] |
      | [142, 141] |
