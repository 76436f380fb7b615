# r3's own scenarios for issue 29 §1, round 4: MATCH, OPTIONAL MATCH and the clauses (WITH,
# UNWIND, ORDER BY, LIMIT/SKIP, RETURN, WHERE, GROUP BY, YIELD), from the manual's examples
# (../shared/nebula-docs/7.general-query-statements/{2.match,optional-match}.md and
# 8.clauses-and-options/*.md) moved onto NebulaGraph's nba test graph (player100 -> "Tim
# Duncan", player101 -> "Tony Parker", player102 -> "LaMarcus Aldridge", follow/degree ->
# like/likeness). Each scenario names its page. The expected rows were worked out from the nba
# CSVs with a short script written apart from r3 (adjacency lists; one edge per type, ends and
# rank; MATCH trails never reuse an edge within one pattern; NULL names drop out of comparisons)
# before r3 ran them; never copied from r3's output.
Feature: MATCH and the clauses as the manual shows them (r3)

  Background:
    Given a graph with space named "nba"

  Scenario: 2.match.md: a vertex by a property map
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"}) RETURN v
      """
    Then the result should be, in any order:
      | v |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |

  Scenario: 2.match.md: a vertex by WHERE
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name == "Tim Duncan" RETURN v
      """
    Then the result should be, in any order:
      | v |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |

  Scenario: 2.match.md: a list bound by WITH before MATCH
    When executing query:
      """
      WITH ['Tim Duncan', 'Yao Ming'] AS names MATCH (v1:player)-->(v2:player) WHERE v1.player.name in names return v1, v2
      """
    Then the result should be, in any order:
      | v1 | v2 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("Danny Green" :player{age: 31, name: "Danny Green"}) |
      | ("Yao Ming" :player{age: 38, name: "Yao Ming"}) | ("Tracy McGrady" :player{age: 39, name: "Tracy McGrady"}) |
      | ("Yao Ming" :player{age: 38, name: "Yao Ming"}) | ("Shaquille O'Neal" :player{age: 47, name: "Shaquille O'Neal"}) |

  Scenario: 2.match.md: a vertex by id
    When executing query:
      """
      MATCH (v) WHERE id(v) == 'Tony Parker' RETURN v
      """
    Then the result should be, in any order:
      | v |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |

  Scenario: 2.match.md: an undirected edge, the far end filtered by id
    When executing query:
      """
      MATCH (v:player { name: 'Tim Duncan' })--(v2) WHERE id(v2) IN ["Tony Parker", "LaMarcus Aldridge"] RETURN v2
      """
    Then the result should be, in any order:
      | v2 |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |

  Scenario: 2.match.md: id IN a set literal
    When executing query:
      """
      MATCH (v) WHERE id(v) IN {"Tim Duncan", "Tony Parker"} RETURN v.player.name AS name
      """
    Then the result should be, in any order:
      | name |
      | "Tim Duncan" |
      | "Tony Parker" |

  Scenario: 2.match.md: an undirected edge; a team has no player.name
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})--(v2) RETURN v2.player.name AS Name
      """
    Then the result should be, in any order:
      | Name |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | NULL |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Danny Green" |
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

  Scenario: 2.match.md: a labelled far end
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-->(v2:player) RETURN v2.player.name AS Name
      """
    Then the result should be, in any order:
      | Name |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Danny Green" |

  Scenario: 2.match.md: CASE over the labels of the far end
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})--(v2) RETURN CASE WHEN v2.team.name IS NOT NULL THEN v2.team.name WHEN v2.player.name IS NOT NULL THEN v2.player.name END AS Name
      """
    Then the result should be, in any order:
      | Name |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "Spurs" |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Danny Green" |
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

  Scenario: 2.match.md: two edges meeting at one vertex never use the same edge twice
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-->(v2)<--(v3) RETURN v3.player.name AS Name
      """
    Then the result should be, in any order:
      | Name |
      | "Boris Diaw" |
      | "Marco Belinelli" |
      | "LaMarcus Aldridge" |
      | "Dejounte Murray" |
      | "Tim Duncan" |
      | "Manu Ginobili" |
      | "Tony Parker" |
      | "Tiago Splitter" |
      | "Dejounte Murray" |
      | "Tony Parker" |
      | "Tim Duncan" |
      | "Tracy McGrady" |
      | "Boris Diaw" |
      | "Jonathon Simmons" |
      | "Marco Belinelli" |
      | "Marco Belinelli" |
      | "David West" |
      | "Tony Parker" |
      | "Danny Green" |
      | "Rudy Gay" |
      | "LaMarcus Aldridge" |
      | "Tiago Splitter" |
      | "Paul Gasol" |
      | "Aron Baynes" |
      | "Cory Joseph" |
      | "Manu Ginobili" |
      | "Kyle Anderson" |
      | "Dejounte Murray" |
      | "Boris Diaw" |
      | "Marco Belinelli" |
      | "LaMarcus Aldridge" |
      | "Tim Duncan" |
      | "Dejounte Murray" |
      | "Manu Ginobili" |
      | "Tony Parker" |
      | "Tim Duncan" |
      | "Tiago Splitter" |
      | "Dejounte Murray" |
      | "Tony Parker" |
      | "Tony Parker" |
      | "Rudy Gay" |
      | "Damian Lillard" |
      | "Tony Parker" |
      | "Marco Belinelli" |
      | "Dejounte Murray" |

  Scenario: 2.match.md: an anonymous vertex in the middle
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-->()<--(v3) RETURN v3.player.name AS Name
      """
    Then the result should be, in any order:
      | Name |
      | "Boris Diaw" |
      | "Marco Belinelli" |
      | "LaMarcus Aldridge" |
      | "Dejounte Murray" |
      | "Tim Duncan" |
      | "Manu Ginobili" |
      | "Tony Parker" |
      | "Tiago Splitter" |
      | "Dejounte Murray" |
      | "Tony Parker" |
      | "Tim Duncan" |
      | "Tracy McGrady" |
      | "Boris Diaw" |
      | "Jonathon Simmons" |
      | "Marco Belinelli" |
      | "Marco Belinelli" |
      | "David West" |
      | "Tony Parker" |
      | "Danny Green" |
      | "Rudy Gay" |
      | "LaMarcus Aldridge" |
      | "Tiago Splitter" |
      | "Paul Gasol" |
      | "Aron Baynes" |
      | "Cory Joseph" |
      | "Manu Ginobili" |
      | "Kyle Anderson" |
      | "Dejounte Murray" |
      | "Boris Diaw" |
      | "Marco Belinelli" |
      | "LaMarcus Aldridge" |
      | "Tim Duncan" |
      | "Dejounte Murray" |
      | "Manu Ginobili" |
      | "Tony Parker" |
      | "Tim Duncan" |
      | "Tiago Splitter" |
      | "Dejounte Murray" |
      | "Tony Parker" |
      | "Tony Parker" |
      | "Rudy Gay" |
      | "Damian Lillard" |
      | "Tony Parker" |
      | "Marco Belinelli" |
      | "Dejounte Murray" |

  Scenario: 2.match.md: a path of one edge
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-->(v2) RETURN p
      """
    Then the result should be, in any order:
      | p |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:like@0 {likeness: 95}]->("Tony Parker" :player{age: 36, name: "Tony Parker"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:like@0 {likeness: 95}]->("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:serve@0 {end_year: 2016, start_year: 1997}]->("Spurs" :team{name: "Spurs"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:teammate@0 {end_year: 2016, start_year: 2001}]->("Tony Parker" :player{age: 36, name: "Tony Parker"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:teammate@0 {end_year: 2016, start_year: 2002}]->("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:teammate@0 {end_year: 2016, start_year: 2015}]->("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:teammate@0 {end_year: 2016, start_year: 2010}]->("Danny Green" :player{age: 31, name: "Danny Green"})> |

  Scenario: 2.match.md: an edge by its property map
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e:like{likeness:95}]->(v2) RETURN e
      """
    Then the result should be, in any order:
      | e |
      | [:like "Tim Duncan"->"Tony Parker" @0 {likeness: 95}] |
      | [:like "Tim Duncan"->"Manu Ginobili" @0 {likeness: 95}] |

  Scenario: 2.match.md: two edge types
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e:like|:serve]->(v2) RETURN e
      """
    Then the result should be, in any order:
      | e |
      | [:like "Tim Duncan"->"Tony Parker" @0 {likeness: 95}] |
      | [:like "Tim Duncan"->"Manu Ginobili" @0 {likeness: 95}] |
      | [:serve "Tim Duncan"->"Spurs" @0 {end_year: 2016, start_year: 1997}] |

  Scenario: 2.match.md: multiple edges in a path
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[]->(v2)<-[e:serve]-(v3) RETURN v2, v3
      """
    Then the result should be, in any order:
      | v2 | v3 |
      | ("Spurs" :team{name: "Spurs"}) | ("Tracy McGrady" :player{age: 39, name: "Tracy McGrady"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Boris Diaw" :player{age: 36, name: "Boris Diaw"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Jonathon Simmons" :player{age: 29, name: "Jonathon Simmons"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Marco Belinelli" :player{age: 32, name: "Marco Belinelli"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Marco Belinelli" :player{age: 32, name: "Marco Belinelli"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("David West" :player{age: 38, name: "David West"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Danny Green" :player{age: 31, name: "Danny Green"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Rudy Gay" :player{age: 32, name: "Rudy Gay"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Tiago Splitter" :player{age: 34, name: "Tiago Splitter"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Paul Gasol" :player{age: 38, name: "Paul Gasol"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Aron Baynes" :player{age: 32, name: "Aron Baynes"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Cory Joseph" :player{age: 27, name: "Cory Joseph"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Kyle Anderson" :player{age: 25, name: "Kyle Anderson"}) |
      | ("Spurs" :team{name: "Spurs"}) | ("Dejounte Murray" :player{age: 29, name: "Dejounte Murray"}) |

  Scenario: 2.match.md: a fixed length of 2
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like*2]->(v2) RETURN DISTINCT v2 AS Friends
      """
    Then the result should be, in any order:
      | Friends |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |

  Scenario: 2.match.md: a length of 0 matches the start
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"}) -[*0]-> (v2) RETURN v2
      """
    Then the result should be, in any order:
      | v2 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |

  Scenario: 2.match.md: ALL() over the edge list of a variable-length edge
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like*2]->(v2) WHERE ALL(e_ in e WHERE e_.likeness > 0) RETURN DISTINCT v2 AS Friends
      """
    Then the result should be, in any order:
      | Friends |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |

  # The manual filters e[0].degree > 98 on its data; e[1].likeness > 90 keeps rows on nba's.
  Scenario: 2.match.md: a subscript of the edge list
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like*2]->(v2) WHERE e[1].likeness > 90 RETURN DISTINCT v2 AS Friends
      """
    Then the result should be, in any order:
      | Friends |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |

  Scenario: 2.match.md: a variable length of 1 to 3
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like*1..3]->(v2) RETURN v2 AS Friends
      """
    Then the result should be, in any order:
      | Friends |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |

  Scenario: 2.match.md: DISTINCT with count() groups by the vertex
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like*1..3]->(v2:player) RETURN DISTINCT v2 AS Friends, count(v2)
      """
    Then the result should be, in any order:
      | Friends | count(v2) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) | 3 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | 4 |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) | 3 |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) | 1 |

  Scenario: 2.match.md: a minimum of 0 counts the start once more
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like*0..3]->(v2:player) RETURN DISTINCT v2 AS Friends, count(v2)
      """
    Then the result should be, in any order:
      | Friends | count(v2) |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | 5 |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) | 3 |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) | 3 |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) | 1 |

  Scenario: 2.match.md: a variable-length edge over two types
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e:like|serve*2]->(v2) RETURN DISTINCT v2
      """
    Then the result should be, in any order:
      | v2 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Spurs" :team{name: "Spurs"}) |
      | ("Hornets" :team{name: "Hornets"}) |

  Scenario: 2.match.md: two patterns separated by a comma
    When executing query:
      """
      MATCH (v1:player{name:"Tim Duncan"}), (v2:team{name:"Spurs"}) RETURN v1,v2
      """
    Then the result should be, in any order:
      | v1 | v2 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | ("Spurs" :team{name: "Spurs"}) |

  Scenario: 2.match.md: allShortestPaths returns every shortest path
    When executing query:
      """
      MATCH p = allShortestPaths((a:player{name:"Tim Duncan"})-[e*..5]-(b:player{name:"Tony Parker"})) RETURN p
      """
    Then the result should be, in any order:
      | p |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:like@0 {likeness: 95}]->("Tony Parker" :player{age: 36, name: "Tony Parker"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})-[:teammate@0 {end_year: 2016, start_year: 2001}]->("Tony Parker" :player{age: 36, name: "Tony Parker"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})<-[:like@0 {likeness: 95}]-("Tony Parker" :player{age: 36, name: "Tony Parker"})> |
      | <("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"})<-[:teammate@0 {end_year: 2016, start_year: 2001}]-("Tony Parker" :player{age: 36, name: "Tony Parker"})> |

  Scenario: 2.match.md: shortestPath returns one of them
    When executing query:
      """
      MATCH p = shortestPath((a:player{name:"Tim Duncan"})-[e*..5]-(b:player{name:"Tony Parker"})) RETURN length(p) AS n
      """
    Then the result should be, in any order:
      | n |
      | 1 |

  Scenario: 2.match.md: two MATCH clauses, each with its WHERE
    When executing query:
      """
      MATCH (m)-[]->(n) WHERE id(m)=="Tim Duncan" MATCH (n)-[]->(l) WHERE id(n)=="Tony Parker" RETURN id(m),id(n),id(l)
      """
    Then the result should be, in any order:
      | id(m) | id(n) | id(l) |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Spurs" |
      | "Tim Duncan" | "Tony Parker" | "Hornets" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Kyle Anderson" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Spurs" |
      | "Tim Duncan" | "Tony Parker" | "Hornets" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Kyle Anderson" |

  Scenario: optional-match.md: OPTIONAL MATCH keeps a row with NULL where nothing matches
    When executing query:
      """
      MATCH (m)-[]->(n) WHERE id(m)=="Tim Duncan" OPTIONAL MATCH (n)-[]->(l) RETURN id(m),id(n),id(l)
      """
    Then the result should be, in any order:
      | id(m) | id(n) | id(l) |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Spurs" |
      | "Tim Duncan" | "Tony Parker" | "Hornets" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Kyle Anderson" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Spurs" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Tony Parker" |
      | "Tim Duncan" | "Spurs" | NULL |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Spurs" |
      | "Tim Duncan" | "Tony Parker" | "Hornets" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Kyle Anderson" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Spurs" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Tony Parker" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Tony Parker" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Tim Duncan" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Trail Blazers" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Spurs" |
      | "Tim Duncan" | "Danny Green" | "Marco Belinelli" |
      | "Tim Duncan" | "Danny Green" | "Tim Duncan" |
      | "Tim Duncan" | "Danny Green" | "LeBron James" |
      | "Tim Duncan" | "Danny Green" | "Cavaliers" |
      | "Tim Duncan" | "Danny Green" | "Spurs" |
      | "Tim Duncan" | "Danny Green" | "Raptors" |

  Scenario: optional-match.md: the same with MATCH drops those rows
    When executing query:
      """
      MATCH (m)-[]->(n) WHERE id(m)=="Tim Duncan" MATCH (n)-[]->(l) RETURN id(m),id(n),id(l)
      """
    Then the result should be, in any order:
      | id(m) | id(n) | id(l) |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Spurs" |
      | "Tim Duncan" | "Tony Parker" | "Hornets" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Kyle Anderson" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Spurs" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Tony Parker" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Spurs" |
      | "Tim Duncan" | "Tony Parker" | "Hornets" |
      | "Tim Duncan" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Tony Parker" | "Kyle Anderson" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Spurs" |
      | "Tim Duncan" | "Manu Ginobili" | "Tim Duncan" |
      | "Tim Duncan" | "Manu Ginobili" | "Tony Parker" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Tony Parker" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Tim Duncan" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Trail Blazers" |
      | "Tim Duncan" | "LaMarcus Aldridge" | "Spurs" |
      | "Tim Duncan" | "Danny Green" | "Marco Belinelli" |
      | "Tim Duncan" | "Danny Green" | "Tim Duncan" |
      | "Tim Duncan" | "Danny Green" | "LeBron James" |
      | "Tim Duncan" | "Danny Green" | "Cavaliers" |
      | "Tim Duncan" | "Danny Green" | "Spurs" |
      | "Tim Duncan" | "Danny Green" | "Raptors" |

  Scenario: 8.clauses-and-options/with.md: nodes of paths unwound, DISTINCT
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})--() WITH nodes(p) AS n UNWIND n AS n1 RETURN DISTINCT n1
      """
    Then the result should be, in any order:
      | n1 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |
      | ("Manu Ginobili" :player{age: 41, name: "Manu Ginobili"}) |
      | ("Spurs" :team{name: "Spurs"}) |
      | ("LaMarcus Aldridge" :player{age: 33, name: "LaMarcus Aldridge"}) |
      | ("Danny Green" :player{age: 31, name: "Danny Green"}) |
      | ("Boris Diaw" :player{age: 36, name: "Boris Diaw"}) |
      | ("Marco Belinelli" :player{age: 32, name: "Marco Belinelli"}) |
      | ("Tiago Splitter" :player{age: 34, name: "Tiago Splitter"}) |
      | ("Aron Baynes" :player{age: 32, name: "Aron Baynes"}) |
      | ("Dejounte Murray" :player{age: 29, name: "Dejounte Murray"}) |
      | ("Shaquille O'Neal" :player{age: 47, name: "Shaquille O'Neal"}) |

  Scenario: 8.clauses-and-options/with.md: labels unwound
    When executing query:
      """
      MATCH (v) WHERE id(v)=="Tim Duncan" WITH labels(v) AS tags_unf UNWIND tags_unf AS tags_f RETURN tags_f
      """
    Then the result should be, in any order:
      | tags_f |
      | "bachelor" |
      | "player" |

  Scenario: 8.clauses-and-options/with.md: WITH DISTINCT, ORDER BY and WHERE
    When executing query:
      """
      MATCH (v:player)-->(v2:player) WITH DISTINCT v2 AS v2, v2.player.age AS Age ORDER BY Age WHERE Age<25 RETURN v2.player.name AS Name, Age
      """
    Then the result should be, in any order:
      | Name | Age |
      | "Luka Doncic" | 20 |
      | "Ben Simmons" | 22 |
      | "Kristaps Porzingis" | 23 |

  # The four Null players' names are NULL in NebulaGraph's test graph: they sort first and collect() drops them.
  Scenario: 8.clauses-and-options/with.md: ORDER BY DESC and LIMIT in WITH, then collect
    When executing query:
      """
      MATCH (v:player) WITH v.player.name AS Name ORDER BY Name DESC LIMIT 3 RETURN collect(Name)
      """
    Then the result should be, in any order:
      | collect(Name) |
      | [] |

  Scenario: 8.clauses-and-options/with.md: the same without the NULL names
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name IS NOT NULL WITH v.player.name AS Name ORDER BY Name DESC LIMIT 3 RETURN collect(Name)
      """
    Then the result should be, in any order:
      | collect(Name) |
      | ["Yao Ming", "Vince Carter", "Tracy McGrady"] |

  Scenario: 8.clauses-and-options/unwind.md: UNWIND between pipes
    When executing query:
      """
      YIELD ['Tony Parker', 'Tim Duncan'] AS a | UNWIND $-.a AS  b | GO FROM $-.b OVER like YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:like "Tony Parker"->"Tim Duncan" @0 {likeness: 95}] |
      | [:like "Tony Parker"->"Manu Ginobili" @0 {likeness: 95}] |
      | [:like "Tony Parker"->"LaMarcus Aldridge" @0 {likeness: 90}] |
      | [:like "Tim Duncan"->"Tony Parker" @0 {likeness: 95}] |
      | [:like "Tim Duncan"->"Manu Ginobili" @0 {likeness: 95}] |

  Scenario: 8.clauses-and-options/unwind.md: keys of LOOKUP vertices unwound
    When executing query:
      """
      LOOKUP ON player WHERE player.age > 46 YIELD DISTINCT keys(vertex) as p | UNWIND $-.p as a | YIELD $-.a AS a
      """
    Then the result should be, in any order:
      | a |
      | "age" |
      | "name" |

  Scenario: 8.clauses-and-options/unwind.md: the nodes of a shortest path unwound
    When executing query:
      """
      FIND SHORTEST PATH FROM "Tony Parker" TO "Spurs" OVER serve YIELD path as p | YIELD nodes($-.p) AS nodes | UNWIND $-.nodes AS a | YIELD $-.a AS a
      """
    Then the result should be, in any order, with relax comparison:
      | a |
      | ("Tony Parker") |
      | ("Spurs") |

  Scenario: 8.clauses-and-options/order-by.md: a pipe ORDER BY on two columns
    When executing query:
      """
      FETCH PROP ON player "Tim Duncan", "Tony Parker", "LaMarcus Aldridge", "Manu Ginobili" YIELD player.age AS age, player.name AS name | ORDER BY $-.age ASC, $-.name DESC
      """
    Then the result should be, in order:
      | age | name |
      | 33 | "LaMarcus Aldridge" |
      | 36 | "Tony Parker" |
      | 41 | "Manu Ginobili" |
      | 42 | "Tim Duncan" |

  # order-by.md: "NULL values are arranged at the end in ascending order, at the beginning in descending order"; rows tied on Age make the order partial, so any order is checked plus the first row below.
  Scenario: 8.clauses-and-options/order-by.md: ORDER BY DESC puts NULL first
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"}) --> (v2) RETURN v2.player.name AS Name, v2.player.age AS Age ORDER BY Age DESC
      """
    Then the result should be, in any order:
      | Name | Age |
      | NULL | NULL |
      | "Manu Ginobili" | 41 |
      | "Manu Ginobili" | 41 |
      | "Tony Parker" | 36 |
      | "Tony Parker" | 36 |
      | "LaMarcus Aldridge" | 33 |
      | "Danny Green" | 31 |

  Scenario: 8.clauses-and-options/limit.md: ORDER BY and LIMIT in MATCH
    When executing query:
      """
      MATCH (v:player) RETURN v.player.age AS Age ORDER BY Age LIMIT 5
      """
    Then the result should be, in order:
      | Age |
      | -4 |
      | -3 |
      | -2 |
      | -1 |
      | 0 |

  Scenario: 8.clauses-and-options/limit.md: a pipe ORDER BY then LIMIT offset, count
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like REVERSELY YIELD properties($$).name AS Friend, properties($$).age AS Age | ORDER BY $-.Age, $-.Friend | LIMIT 1, 3
      """
    Then the result should be, in order:
      | Friend | Age |
      | "Danny Green" | 31 |
      | "Aron Baynes" | 32 |
      | "Marco Belinelli" | 32 |

  Scenario: 8.clauses-and-options/limit.md: SKIP an expression
    When executing query:
      """
      MATCH (v:player{name:"Tony Parker"}) --> (v2:player) RETURN v2.player.name AS Name ORDER BY Name SKIP 1+1
      """
    Then the result should be, in order:
      | Name |
      | "LaMarcus Aldridge" |
      | "Manu Ginobili" |
      | "Manu Ginobili" |
      | "Tim Duncan" |
      | "Tim Duncan" |

  # A vertex with one tag, as in the manual: the order of two tags is not documented.
  Scenario: 8.clauses-and-options/return.md: labels and a subscript of them
    When executing query:
      """
      MATCH (v:player{name:"Tony Parker"}) RETURN labels(v), labels(v)[0]
      """
    Then the result should be, in any order:
      | labels(v) | labels(v)[0] |
      | ["player"] | "player" |

  Scenario: 8.clauses-and-options/return.md: DISTINCT type(e)
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[e]->() RETURN DISTINCT type(e)
      """
    Then the result should be, in any order:
      | type(e) |
      | "like" |
      | "serve" |
      | "teammate" |

  Scenario: 8.clauses-and-options/return.md: nodes(p) and relationships(p)
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[:serve]->(v2) RETURN nodes(p) AS n, relationships(p) AS r
      """
    Then the result should be, in any order:
      | n | r |
      | [("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}), ("Spurs" :team{name: "Spurs"})] | [[:serve "Tim Duncan"->"Spurs" @0 {end_year: 2016, start_year: 1997}]] |

  Scenario: 8.clauses-and-options/return.md: paths up to 2 and their length
    When executing query:
      """
      MATCH p=(v:player{name:"Tim Duncan"})-[:serve*..2]->(v2) RETURN length(p) AS Length, id(v2) AS d
      """
    Then the result should be, in any order:
      | Length | d |
      | 1 | "Spurs" |

  Scenario: 8.clauses-and-options/return.md: RETURN * lists the named aliases
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e:serve]->(v2) RETURN *
      """
    Then the result should be, in any order:
      | v | e | v2 |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) | [:serve "Tim Duncan"->"Spurs" @0 {end_year: 2016, start_year: 1997}] | ("Spurs" :team{name: "Spurs"}) |

  Scenario: 8.clauses-and-options/return.md: DISTINCT over computed columns
    When executing query:
      """
      MATCH (v:player{name:"Tony Parker"})-->(v2:player) RETURN DISTINCT v2.player.name, "Hello"+" graphs!", v2.player.age > 35
      """
    Then the result should be, in any order:
      | v2.player.name | ("Hello"+" graphs!") | (v2.player.age>35) |
      | "Tim Duncan" | "Hello graphs!" | true |
      | "Kyle Anderson" | "Hello graphs!" | false |
      | "LaMarcus Aldridge" | "Hello graphs!" | false |
      | "Manu Ginobili" | "Hello graphs!" | true |

  # The four Null players have a NULL name: every comparison on it is NULL and the row is dropped.
  Scenario: 8.clauses-and-options/where.md: XOR, AND, OR and NOT with their precedence
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name == "Tim Duncan" XOR (v.player.age < 30 AND v.player.name == "Yao Ming") OR NOT (v.player.name == "Yao Ming" OR v.player.name == "Tim Duncan") RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Nobody" | 0 |
      | "Amar'e Stoudemire" | 36 |
      | "Russell Westbrook" | 30 |
      | "James Harden" | 29 |
      | "Kobe Bryant" | 40 |
      | "Tracy McGrady" | 39 |
      | "Chris Paul" | 33 |
      | "Boris Diaw" | 36 |
      | "LeBron James" | 34 |
      | "Klay Thompson" | 29 |
      | "Kristaps Porzingis" | 23 |
      | "Jonathon Simmons" | 29 |
      | "Marco Belinelli" | 32 |
      | "Luka Doncic" | 20 |
      | "David West" | 38 |
      | "Tony Parker" | 36 |
      | "Danny Green" | 31 |
      | "Rudy Gay" | 32 |
      | "LaMarcus Aldridge" | 33 |
      | "Tim Duncan" | 42 |
      | "Kevin Durant" | 30 |
      | "Stephen Curry" | 31 |
      | "Ray Allen" | 43 |
      | "Tiago Splitter" | 34 |
      | "DeAndre Jordan" | 30 |
      | "Paul Gasol" | 38 |
      | "Aron Baynes" | 32 |
      | "Cory Joseph" | 27 |
      | "Vince Carter" | 42 |
      | "Marc Gasol" | 34 |
      | "Ricky Rubio" | 28 |
      | "Ben Simmons" | 22 |
      | "Giannis Antetokounmpo" | 24 |
      | "Rajon Rondo" | 33 |
      | "Manu Ginobili" | 41 |
      | "Kyrie Irving" | 26 |
      | "Carmelo Anthony" | 34 |
      | "Dwyane Wade" | 37 |
      | "Joel Embiid" | 25 |
      | "Damian Lillard" | 28 |
      | "Kyle Anderson" | 25 |
      | "Dejounte Murray" | 29 |
      | "Blake Griffin" | 30 |
      | "Steve Nash" | 45 |
      | "Jason Kidd" | 45 |
      | "Dirk Nowitzki" | 40 |
      | "Paul George" | 28 |
      | "Grant Hill" | 46 |
      | "Shaquille O'Neal" | 47 |
      | "JaVale McGee" | 31 |
      | "Dwight Howard" | 33 |

  Scenario: 8.clauses-and-options/where.md: OR and AND in a GO filter
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like WHERE properties(edge).likeness > 90 OR properties($$).age != 33 AND properties($$).name != "Tony Parker" YIELD properties($$)
      """
    Then the result should be, in any order:
      | properties($$) |
      | {age: 36, name: "Tony Parker"} |
      | {age: 41, name: "Manu Ginobili"} |

  Scenario: 8.clauses-and-options/where.md: a filter on the far end of any edge
    When executing query:
      """
      MATCH (v:player)-[e]->(v2) WHERE v2.player.age < 25 RETURN v2.player.name, v2.player.age
      """
    Then the result should be, in any order:
      | v2.player.name | v2.player.age |
      | "Luka Doncic" | 20 |
      | "Kristaps Porzingis" | 23 |
      | "Ben Simmons" | 22 |

  Scenario: 8.clauses-and-options/where.md: an edge property of any type
    When executing query:
      """
      MATCH (v:player)-[e]->() WHERE e.start_year < 2000 RETURN DISTINCT v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Tracy McGrady" | 39 |
      | "Vince Carter" | 42 |
      | "Dirk Nowitzki" | 40 |
      | "Kobe Bryant" | 40 |
      | "Tony Parker" | 36 |
      | "Grant Hill" | 46 |
      | "Tim Duncan" | 42 |
      | "Ray Allen" | 43 |
      | "Shaquille O'Neal" | 47 |
      | "Jason Kidd" | 45 |
      | "Steve Nash" | 45 |

  Scenario: 8.clauses-and-options/where.md: string operator STARTS WITH "T"
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name STARTS WITH "T" RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Tracy McGrady" | 39 |
      | "Tony Parker" | 36 |
      | "Tim Duncan" | 42 |
      | "Tiago Splitter" | 34 |

  Scenario: 8.clauses-and-options/where.md: string operator STARTS WITH "t"
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name STARTS WITH "t" RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |

  Scenario: 8.clauses-and-options/where.md: string operator ENDS WITH "r"
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name ENDS WITH "r" RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Tony Parker" | 36 |
      | "Tiago Splitter" | 34 |
      | "Vince Carter" | 42 |

  Scenario: 8.clauses-and-options/where.md: string operator CONTAINS "Pa"
    When executing query:
      """
      MATCH (v:player) WHERE v.player.name CONTAINS "Pa" RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Chris Paul" | 33 |
      | "Tony Parker" | 36 |
      | "Paul Gasol" | 38 |
      | "Paul George" | 28 |

  Scenario: 8.clauses-and-options/where.md: string operator NOT v.player.name ENDS WITH "R"
    When executing query:
      """
      MATCH (v:player) WHERE NOT v.player.name ENDS WITH "R" RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Nobody" | 0 |
      | "Amar'e Stoudemire" | 36 |
      | "Russell Westbrook" | 30 |
      | "James Harden" | 29 |
      | "Kobe Bryant" | 40 |
      | "Tracy McGrady" | 39 |
      | "Chris Paul" | 33 |
      | "Boris Diaw" | 36 |
      | "LeBron James" | 34 |
      | "Klay Thompson" | 29 |
      | "Kristaps Porzingis" | 23 |
      | "Jonathon Simmons" | 29 |
      | "Marco Belinelli" | 32 |
      | "Luka Doncic" | 20 |
      | "David West" | 38 |
      | "Tony Parker" | 36 |
      | "Danny Green" | 31 |
      | "Rudy Gay" | 32 |
      | "LaMarcus Aldridge" | 33 |
      | "Tim Duncan" | 42 |
      | "Kevin Durant" | 30 |
      | "Stephen Curry" | 31 |
      | "Ray Allen" | 43 |
      | "Tiago Splitter" | 34 |
      | "DeAndre Jordan" | 30 |
      | "Paul Gasol" | 38 |
      | "Aron Baynes" | 32 |
      | "Cory Joseph" | 27 |
      | "Vince Carter" | 42 |
      | "Marc Gasol" | 34 |
      | "Ricky Rubio" | 28 |
      | "Ben Simmons" | 22 |
      | "Giannis Antetokounmpo" | 24 |
      | "Rajon Rondo" | 33 |
      | "Manu Ginobili" | 41 |
      | "Kyrie Irving" | 26 |
      | "Carmelo Anthony" | 34 |
      | "Dwyane Wade" | 37 |
      | "Joel Embiid" | 25 |
      | "Damian Lillard" | 28 |
      | "Yao Ming" | 38 |
      | "Kyle Anderson" | 25 |
      | "Dejounte Murray" | 29 |
      | "Blake Griffin" | 30 |
      | "Steve Nash" | 45 |
      | "Jason Kidd" | 45 |
      | "Dirk Nowitzki" | 40 |
      | "Paul George" | 28 |
      | "Grant Hill" | 46 |
      | "Shaquille O'Neal" | 47 |
      | "JaVale McGee" | 31 |
      | "Dwight Howard" | 33 |

  Scenario: 8.clauses-and-options/where.md: IN range()
    When executing query:
      """
      MATCH (v:player) WHERE v.player.age IN range(20,25) RETURN v.player.name, v.player.age
      """
    Then the result should be, in any order:
      | v.player.name | v.player.age |
      | "Kristaps Porzingis" | 23 |
      | "Luka Doncic" | 20 |
      | "Ben Simmons" | 22 |
      | "Giannis Antetokounmpo" | 24 |
      | "Joel Embiid" | 25 |
      | "Kyle Anderson" | 25 |

  Scenario: 8.clauses-and-options/where.md: exists() on a property
    When executing query:
      """
      MATCH (v:player) WHERE exists(v.player.age) RETURN count(*) AS n
      """
    Then the result should be, in any order:
      | n |
      | 56 |

  Scenario: 8.clauses-and-options/where.md: a pattern as a condition
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e]->(t) WHERE (v)-[e]->(t:team) RETURN id(t) AS t
      """
    Then the result should be, in any order:
      | t |
      | "Spurs" |

  Scenario: 8.clauses-and-options/where.md: NOT a pattern
    When executing query:
      """
      MATCH (v:player{name:"Tim Duncan"})-[e]->(t) WHERE NOT (v)-[e]->(t:team) RETURN id(t) AS t
      """
    Then the result should be, in any order:
      | t |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Danny Green" |

  Scenario: 8.clauses-and-options/group-by.md: an implicit GROUP BY in RETURN
    When executing query:
      """
      MATCH (v:player)<-[:like]-(:player) RETURN v.player.name AS Name, count(*) as cnt
      """
    Then the result should be, in any order:
      | Name | cnt |
      | "Steve Nash" | 3 |
      | "Paul George" | 1 |
      | "James Harden" | 3 |
      | "Russell Westbrook" | 3 |
      | "Kobe Bryant" | 2 |
      | "Grant Hill" | 1 |
      | "Rudy Gay" | 1 |
      | "LeBron James" | 6 |
      | "Carmelo Anthony" | 2 |
      | "Dwyane Wade" | 3 |
      | "Tony Parker" | 5 |
      | "Tim Duncan" | 10 |
      | "Ray Allen" | 2 |
      | "Stephen Curry" | 2 |
      | "Luka Doncic" | 1 |
      | "Danny Green" | 2 |
      | "Dirk Nowitzki" | 3 |
      | "Kristaps Porzingis" | 1 |
      | "Manu Ginobili" | 4 |
      | "LaMarcus Aldridge" | 3 |
      | "Marco Belinelli" | 2 |
      | "Rajon Rondo" | 1 |
      | "Marc Gasol" | 1 |
      | "Tracy McGrady" | 3 |
      | "Jason Kidd" | 3 |
      | "Paul Gasol" | 1 |
      | "Joel Embiid" | 1 |
      | "Chris Paul" | 4 |
      | "Ben Simmons" | 1 |
      | "Shaquille O'Neal" | 1 |
      | "Kyle Anderson" | 1 |
      | "Kevin Durant" | 1 |
      | "Amar'e Stoudemire" | 1 |
      | "Vince Carter" | 1 |
      | "JaVale McGee" | 1 |

  Scenario: 8.clauses-and-options/group-by.md: GROUP BY after BIDIRECT
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like BIDIRECT YIELD properties($$).name as Name | GROUP BY $-.Name YIELD $-.Name as Player, count(*) AS Name_Count
      """
    Then the result should be, in any order:
      | Player | Name_Count |
      | "Tony Parker" | 2 |
      | "Manu Ginobili" | 2 |
      | "Boris Diaw" | 1 |
      | "Marco Belinelli" | 1 |
      | "Danny Green" | 1 |
      | "LaMarcus Aldridge" | 1 |
      | "Tiago Splitter" | 1 |
      | "Aron Baynes" | 1 |
      | "Dejounte Murray" | 1 |
      | "Shaquille O'Neal" | 1 |

  Scenario: 8.clauses-and-options/group-by.md: sum() per group
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD src(edge) AS player, properties(edge).likeness AS likeness | GROUP BY $-.player YIELD sum($-.likeness)
      """
    Then the result should be, in any order:
      | sum($-.likeness) |
      | 190 |

  Scenario: 8.clauses-and-options/yield.md: an aggregate over piped FETCH rows
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like YIELD dst(edge) AS ID | FETCH PROP ON player $-.ID YIELD properties(vertex).age AS Age | YIELD AVG($-.Age) as Avg_age, count(*)as Num_friends
      """
    Then the result should be, in any order:
      | Avg_age | Num_friends |
      | 38.5 | 2 |

  Scenario: 8.clauses-and-options/yield.md: YIELD from a variable with WHERE
    When executing query:
      """
      $var1 = GO FROM "Tony Parker" OVER like YIELD properties(edge).likeness AS Degree, dst(edge) as ID; YIELD $var1.ID AS ID WHERE $var1.Degree > 90
      """
    Then the result should be, in any order:
      | ID |
      | "Tim Duncan" |
      | "Manu Ginobili" |

  Scenario: 8.clauses-and-options/yield.md: DISTINCT after LOOKUP
    When executing query:
      """
      LOOKUP ON player WHERE player.age < 32 and player.age >30 YIELD DISTINCT properties(vertex).age as v
      """
    Then the result should be, in any order:
      | v |
      | 31 |
