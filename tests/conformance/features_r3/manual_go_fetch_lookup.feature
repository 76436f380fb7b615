# r3's own scenarios for issue 29 §1, round 4: GO, FETCH PROP and LOOKUP, from the manual's examples
# (../shared/nebula-docs/7.general-query-statements/{3.go,4.fetch,5.lookup}.md) moved onto
# NebulaGraph's nba test graph: the manual's basketballplayer vids become the nba vids of the same
# players (player100 -> "Tim Duncan", player101 -> "Tony Parker", player102 -> "LaMarcus Aldridge",
# team204 -> "Spurs"), its follow/degree become like/likeness. Each scenario names the page and
# line of its example. The expected rows were worked out from the nba CSVs
# (datasets/nebula-nba) with a short script written apart from r3 (adjacency lists and the
# manual's rules: GO's frontier deduplicated per step, MATCH's trails never reusing an edge),
# before r3 ran them; never copied from r3's output.
Feature: GO, FETCH and LOOKUP as the manual shows them (r3)

  Background:
    Given a graph with space named "nba"

  Scenario: 3.go.md:85 the immediate neighbours over one edge type
    When executing query:
      """
      GO FROM "LaMarcus Aldridge" OVER serve YIELD dst(edge)
      """
    Then the result should be, in any order:
      | dst(EDGE) |
      | "Trail Blazers" |
      | "Spurs" |

  Scenario: 3.go.md:100 GO 2 STEPS returns the second hop only
    When executing query:
      """
      GO 2 STEPS FROM "LaMarcus Aldridge" OVER like YIELD dst(edge)
      """
    Then the result should be, in any order:
      | dst(EDGE) |
      | "Tim Duncan" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Tony Parker" |
      | "Manu Ginobili" |

  Scenario: 3.go.md:114 GO 1 TO 2 STEPS returns both hops
    When executing query:
      """
      GO 1 TO 2 STEPS FROM "Tim Duncan" OVER like YIELD dst(edge) AS destination
      """
    Then the result should be, in any order:
      | destination |
      | "Tony Parker" |
      | "Manu Ginobili" |
      | "Tim Duncan" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Tim Duncan" |

  Scenario: 3.go.md:124 the MATCH of the same meaning
    When executing query:
      """
      MATCH (v) -[e:like*1..2]->(v2) WHERE id(v) == "Tim Duncan" RETURN id(v2) AS destination
      """
    Then the result should be, in any order:
      | destination |
      | "Tony Parker" |
      | "Tim Duncan" |
      | "Manu Ginobili" |
      | "LaMarcus Aldridge" |
      | "Manu Ginobili" |
      | "Tim Duncan" |

  # The manual shows these three rows on its own data; the nba graph has the same ones.
  Scenario: 3.go.md:142 WHERE on an edge property, DISTINCT, $$ and $^ properties
    When executing query:
      """
      GO FROM "Tim Duncan", "LaMarcus Aldridge" OVER serve WHERE properties(edge).start_year > 1995 YIELD DISTINCT properties($$).name AS team_name, properties(edge).start_year AS start_year, properties($^).name AS player_name
      """
    Then the result should be, in any order:
      | team_name | start_year | player_name |
      | "Spurs" | 1997 | "Tim Duncan" |
      | "Spurs" | 2015 | "LaMarcus Aldridge" |
      | "Trail Blazers" | 2006 | "LaMarcus Aldridge" |

  Scenario: 3.go.md:161 OVER * BIDIRECT returns every edge at the vertex, in its stored direction
    When executing query:
      """
      GO FROM "LaMarcus Aldridge" OVER * BIDIRECT YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:like "LaMarcus Aldridge"->"Tony Parker" @0 {likeness: 75}] |
      | [:like "LaMarcus Aldridge"->"Tim Duncan" @0 {likeness: 75}] |
      | [:serve "LaMarcus Aldridge"->"Trail Blazers" @0 {end_year: 2015, start_year: 2006}] |
      | [:serve "LaMarcus Aldridge"->"Spurs" @0 {end_year: 2019, start_year: 2015}] |
      | [:like "Tony Parker"->"LaMarcus Aldridge" @0 {likeness: 90}] |
      | [:like "Rudy Gay"->"LaMarcus Aldridge" @0 {likeness: 70}] |
      | [:like "Damian Lillard"->"LaMarcus Aldridge" @0 {likeness: 80}] |
      | [:teammate "Tony Parker"->"LaMarcus Aldridge" @0 {end_year: 2018, start_year: 2015}] |
      | [:teammate "Tim Duncan"->"LaMarcus Aldridge" @0 {end_year: 2016, start_year: 2015}] |

  Scenario: 3.go.md:182 a property the edge type lacks is NULL
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like, serve YIELD properties(edge).likeness, properties(edge).start_year
      """
    Then the result should be, in any order:
      | properties(EDGE).likeness | properties(EDGE).start_year |
      | 95 | NULL |
      | 95 | NULL |
      | NULL | 1997 |

  Scenario: 3.go.md:197 REVERSELY walks the incoming edges
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like REVERSELY YIELD src(edge) AS destination
      """
    Then the result should be, in any order:
      | destination |
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

  Scenario: 3.go.md:207 the MATCH of the same meaning
    When executing query:
      """
      MATCH (v)<-[e:like]- (v2) WHERE id(v) == 'Tim Duncan' RETURN id(v2) AS destination
      """
    Then the result should be, in any order:
      | destination |
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

  Scenario: 3.go.md:221 a GO piped into a GO, WHERE on $^
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like REVERSELY YIELD src(edge) AS id | GO FROM $-.id OVER serve WHERE properties($^).age > 20 YIELD properties($^).name AS FriendOf, properties($$).name AS Team
      """
    Then the result should be, in any order:
      | FriendOf | Team |
      | "Boris Diaw" | "Hawks" |
      | "Boris Diaw" | "Suns" |
      | "Boris Diaw" | "Hornets" |
      | "Boris Diaw" | "Spurs" |
      | "Boris Diaw" | "Jazz" |
      | "Marco Belinelli" | "Warriors" |
      | "Marco Belinelli" | "Raptors" |
      | "Marco Belinelli" | "Hornets" |
      | "Marco Belinelli" | "Bulls" |
      | "Marco Belinelli" | "Spurs" |
      | "Marco Belinelli" | "Kings" |
      | "Marco Belinelli" | "Hornets" |
      | "Marco Belinelli" | "Hawks" |
      | "Marco Belinelli" | "76ers" |
      | "Marco Belinelli" | "Spurs" |
      | "Tony Parker" | "Spurs" |
      | "Tony Parker" | "Hornets" |
      | "Danny Green" | "Cavaliers" |
      | "Danny Green" | "Spurs" |
      | "Danny Green" | "Raptors" |
      | "LaMarcus Aldridge" | "Trail Blazers" |
      | "LaMarcus Aldridge" | "Spurs" |
      | "Tiago Splitter" | "Spurs" |
      | "Tiago Splitter" | "Hawks" |
      | "Tiago Splitter" | "76ers" |
      | "Aron Baynes" | "Spurs" |
      | "Aron Baynes" | "Pistons" |
      | "Aron Baynes" | "Celtics" |
      | "Manu Ginobili" | "Spurs" |
      | "Dejounte Murray" | "Spurs" |
      | "Shaquille O'Neal" | "Magic" |
      | "Shaquille O'Neal" | "Lakers" |
      | "Shaquille O'Neal" | "Heat" |
      | "Shaquille O'Neal" | "Suns" |
      | "Shaquille O'Neal" | "Cavaliers" |
      | "Shaquille O'Neal" | "Celtics" |

  Scenario: 3.go.md:235 the MATCH of the same meaning
    When executing query:
      """
      MATCH (v)<-[e:like]- (v2)-[e2:serve]->(v3) WHERE id(v) == 'Tim Duncan' RETURN v2.player.name AS FriendOf, v3.team.name AS Team
      """
    Then the result should be, in any order:
      | FriendOf | Team |
      | "Boris Diaw" | "Hawks" |
      | "Boris Diaw" | "Suns" |
      | "Boris Diaw" | "Hornets" |
      | "Boris Diaw" | "Spurs" |
      | "Boris Diaw" | "Jazz" |
      | "Marco Belinelli" | "Warriors" |
      | "Marco Belinelli" | "Raptors" |
      | "Marco Belinelli" | "Hornets" |
      | "Marco Belinelli" | "Bulls" |
      | "Marco Belinelli" | "Spurs" |
      | "Marco Belinelli" | "Kings" |
      | "Marco Belinelli" | "Hornets" |
      | "Marco Belinelli" | "Hawks" |
      | "Marco Belinelli" | "76ers" |
      | "Marco Belinelli" | "Spurs" |
      | "Tony Parker" | "Spurs" |
      | "Tony Parker" | "Hornets" |
      | "Danny Green" | "Cavaliers" |
      | "Danny Green" | "Spurs" |
      | "Danny Green" | "Raptors" |
      | "LaMarcus Aldridge" | "Trail Blazers" |
      | "LaMarcus Aldridge" | "Spurs" |
      | "Tiago Splitter" | "Spurs" |
      | "Tiago Splitter" | "Hawks" |
      | "Tiago Splitter" | "76ers" |
      | "Aron Baynes" | "Spurs" |
      | "Aron Baynes" | "Pistons" |
      | "Aron Baynes" | "Celtics" |
      | "Manu Ginobili" | "Spurs" |
      | "Dejounte Murray" | "Spurs" |
      | "Shaquille O'Neal" | "Magic" |
      | "Shaquille O'Neal" | "Lakers" |
      | "Shaquille O'Neal" | "Heat" |
      | "Shaquille O'Neal" | "Suns" |
      | "Shaquille O'Neal" | "Cavaliers" |
      | "Shaquille O'Neal" | "Celtics" |

  Scenario: 3.go.md:253 GROUP BY after a pipe, collect_set and an aggregate
    When executing query:
      """
      GO 2 STEPS FROM "Tim Duncan" OVER like YIELD src(edge) AS src, dst(edge) AS dst, properties($$).age AS age | GROUP BY $-.dst YIELD $-.dst AS dst, collect_set($-.src) AS src, collect($-.age) AS age
      """
    Then the result should be, in any order:
      | dst | src | age |
      | "Tim Duncan" | {"Manu Ginobili", "Tony Parker"} | [42, 42] |
      | "Manu Ginobili" | {"Tony Parker"} | [41] |
      | "LaMarcus Aldridge" | {"Tony Parker"} | [33] |

  # The manual goes 2 steps and pages the sorted rows (ties make its page arbitrary); one step here.
  Scenario: 3.go.md:270 a variable as the start, its columns read per start vertex
    When executing query:
      """
      $a = GO FROM "Tim Duncan" OVER like YIELD src(edge) AS src, dst(edge) AS dst; GO FROM $a.dst OVER like YIELD $a.src AS src, $a.dst, src(edge), dst(edge)
      """
    Then the result should be, in any order:
      | src | $a.dst | src(EDGE) | dst(EDGE) |
      | "Tim Duncan" | "Tony Parker" | "Tony Parker" | "Tim Duncan" |
      | "Tim Duncan" | "Tony Parker" | "Tony Parker" | "Manu Ginobili" |
      | "Tim Duncan" | "Tony Parker" | "Tony Parker" | "LaMarcus Aldridge" |
      | "Tim Duncan" | "Manu Ginobili" | "Manu Ginobili" | "Tim Duncan" |

  Scenario: 3.go.md:286 IS NOT EMPTY on the destination's properties
    When executing query:
      """
      GO FROM "Tim Duncan" OVER like WHERE properties($$).name IS NOT EMPTY YIELD dst(edge)
      """
    Then the result should be, in any order:
      | dst(EDGE) |
      | "Tony Parker" |
      | "Manu Ginobili" |

  Scenario: 3.go.md M TO N STEPS REVERSELY
    When executing query:
      """
      GO 1 TO 2 STEPS FROM "LaMarcus Aldridge" OVER like REVERSELY YIELD src(edge) AS who
      """
    Then the result should be, in any order:
      | who |
      | "Tony Parker" |
      | "Rudy Gay" |
      | "Damian Lillard" |
      | "Boris Diaw" |
      | "Marco Belinelli" |
      | "LaMarcus Aldridge" |
      | "Tim Duncan" |
      | "Dejounte Murray" |
      | "Tracy McGrady" |

  Scenario: 3.property-reference.md: $^/$$ tag properties and edge properties by name
    When executing query:
      """
      GO FROM "Tim Duncan" OVER serve YIELD $^.player.name AS p, $$.team.name AS t, serve.start_year AS y, serve._dst AS d
      """
    Then the result should be, in any order:
      | p | t | y | d |
      | "Tim Duncan" | "Spurs" | 1997 | "Spurs" |

  Scenario: 4.fetch.md:34 FETCH one vertex's properties of a tag
    When executing query:
      """
      FETCH PROP ON player "Tim Duncan" YIELD properties(vertex)
      """
    Then the result should be, in any order:
      | properties(VERTEX) |
      | {age: 42, name: "Tim Duncan"} |

  Scenario: 4.fetch.md:47 FETCH one property with an alias
    When executing query:
      """
      FETCH PROP ON player "Tim Duncan" YIELD properties(vertex).name AS name
      """
    Then the result should be, in any order:
      | name |
      | "Tim Duncan" |

  Scenario: 4.fetch.md:61 FETCH several vertices
    When executing query:
      """
      FETCH PROP ON player "Tony Parker", "LaMarcus Aldridge", "Manu Ginobili" YIELD properties(vertex)
      """
    Then the result should be, in any order:
      | properties(VERTEX) |
      | {age: 36, name: "Tony Parker"} |
      | {age: 33, name: "LaMarcus Aldridge"} |
      | {age: 41, name: "Manu Ginobili"} |

  Scenario: 4.fetch.md:83 FETCH on two tags returns the vertex with both
    When executing query:
      """
      FETCH PROP ON player, bachelor "Tim Duncan" YIELD vertex AS v
      """
    Then the result should be, in any order:
      | v |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |

  Scenario: 4.fetch.md:94 a vertex without one of the tags is returned with the other
    When executing query:
      """
      FETCH PROP ON player, bachelor "Tim Duncan", "Tony Parker" YIELD vertex AS v
      """
    Then the result should be, in any order:
      | v |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Tony Parker" :player{age: 36, name: "Tony Parker"}) |

  Scenario: 4.fetch.md:108 FETCH on * returns every tag of each vertex
    When executing query:
      """
      FETCH PROP ON * "Tim Duncan", "Spurs" YIELD vertex AS v
      """
    Then the result should be, in any order:
      | v |
      | ("Tim Duncan" :bachelor{name: "Tim Duncan", speciality: "psychology"} :player{age: 42, name: "Tim Duncan"}) |
      | ("Spurs" :team{name: "Spurs"}) |

  Scenario: 4.fetch.md:140 FETCH an edge's properties
    When executing query:
      """
      FETCH PROP ON serve "Tim Duncan" -> "Spurs" YIELD properties(edge)
      """
    Then the result should be, in any order:
      | properties(EDGE) |
      | {end_year: 2016, start_year: 1997} |

  Scenario: 4.fetch.md:153 FETCH one edge property
    When executing query:
      """
      FETCH PROP ON serve "Tim Duncan" -> "Spurs" YIELD properties(edge).start_year
      """
    Then the result should be, in any order:
      | properties(EDGE).start_year |
      | 1997 |

  Scenario: 4.fetch.md:167 FETCH several edges
    When executing query:
      """
      FETCH PROP ON serve "Tim Duncan" -> "Spurs", "Tony Parker" -> "Hornets" YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:serve "Tim Duncan"->"Spurs" @0 {end_year: 2016, start_year: 1997}] |
      | [:serve "Tony Parker"->"Hornets" @0 {end_year: 2019, start_year: 2018}] |

  Scenario: 4.fetch.md:189 without a rank FETCH reads rank 0
    When executing query:
      """
      FETCH PROP ON serve "Marco Belinelli" -> "Spurs" YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:serve "Marco Belinelli"->"Spurs" @0 {end_year: 2015, start_year: 2013}] |

  Scenario: 4.fetch.md:197 a rank picks that edge
    When executing query:
      """
      FETCH PROP ON serve "Marco Belinelli" -> "Spurs"@1 YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:serve "Marco Belinelli"->"Spurs" @1 {end_year: 2019, start_year: 2018}] |

  Scenario: 4.fetch.md:212 FETCH the edges a GO pipes in
    When executing query:
      """
      GO FROM "Tony Parker" OVER like YIELD src(edge) AS s, dst(edge) AS d | FETCH PROP ON like $-.s -> $-.d YIELD properties(edge).likeness
      """
    Then the result should be, in any order:
      | properties(EDGE).likeness |
      | 95 |
      | 95 |
      | 90 |

  Scenario: 4.fetch.md:228 FETCH the edges a variable holds
    When executing query:
      """
      $var = GO FROM "Tony Parker" OVER like YIELD src(edge) AS s, dst(edge) AS d; FETCH PROP ON like $var.s -> $var.d YIELD properties(edge).likeness
      """
    Then the result should be, in any order:
      | properties(EDGE).likeness |
      | 95 |
      | 95 |
      | 90 |

  Scenario: 4.fetch.md: a vertex that does not exist returns no row
    When executing query:
      """
      FETCH PROP ON player "No Such Player" YIELD properties(vertex).name AS name
      """
    Then the result should be, in any order:
      | name |

  Scenario: 5.lookup.md:79 LOOKUP by an indexed property
    When executing query:
      """
      LOOKUP ON player WHERE player.name == "Tony Parker" YIELD id(vertex)
      """
    Then the result should be, in any order:
      | id(VERTEX) |
      | "Tony Parker" |

  Scenario: 5.lookup.md:87 LOOKUP yielding properties
    When executing query:
      """
      LOOKUP ON player WHERE player.name == "Tony Parker" YIELD properties(vertex).name AS name, properties(vertex).age AS age
      """
    Then the result should be, in any order:
      | name | age |
      | "Tony Parker" | 36 |

  Scenario: 5.lookup.md:96 LOOKUP on a range
    When executing query:
      """
      LOOKUP ON player WHERE player.age > 45 YIELD id(vertex) AS id
      """
    Then the result should be, in any order:
      | id |
      | "Grant Hill" |
      | "Shaquille O'Neal" |

  Scenario: 5.lookup.md:106 STARTS WITH and IN together
    When executing query:
      """
      LOOKUP ON player WHERE player.name STARTS WITH "B" AND player.age IN [22,30] YIELD properties(vertex).name, properties(vertex).age
      """
    Then the result should be, in any order:
      | properties(VERTEX).name | properties(VERTEX).age |
      | "Ben Simmons" | 22 |
      | "Blake Griffin" | 30 |

  Scenario: 5.lookup.md:118 a LOOKUP piped into a GO
    When executing query:
      """
      LOOKUP ON player WHERE player.name == "Kobe Bryant" YIELD id(vertex) AS id, properties(vertex).name AS name | GO FROM $-.id OVER serve YIELD $-.name, properties(edge).start_year, properties(edge).end_year, properties($$).name
      """
    Then the result should be, in any order:
      | $-.name | properties(EDGE).start_year | properties(EDGE).end_year | properties($$).name |
      | "Kobe Bryant" | 1996 | 2016 | "Lakers" |

  Scenario: 5.lookup.md:144 LOOKUP on an edge index
    When executing query:
      """
      LOOKUP ON like WHERE like.likeness == 90 YIELD edge AS e
      """
    Then the result should be, in any order:
      | e |
      | [:like "Amar'e Stoudemire"->"Steve Nash" @0 {likeness: 90}] |
      | [:like "Russell Westbrook"->"Paul George" @0 {likeness: 90}] |
      | [:like "Russell Westbrook"->"James Harden" @0 {likeness: 90}] |
      | [:like "Tracy McGrady"->"Kobe Bryant" @0 {likeness: 90}] |
      | [:like "Tracy McGrady"->"Grant Hill" @0 {likeness: 90}] |
      | [:like "Tracy McGrady"->"Rudy Gay" @0 {likeness: 90}] |
      | [:like "Chris Paul"->"LeBron James" @0 {likeness: 90}] |
      | [:like "Chris Paul"->"Carmelo Anthony" @0 {likeness: 90}] |
      | [:like "Chris Paul"->"Dwyane Wade" @0 {likeness: 90}] |
      | [:like "Klay Thompson"->"Stephen Curry" @0 {likeness: 90}] |
      | [:like "Kristaps Porzingis"->"Luka Doncic" @0 {likeness: 90}] |
      | [:like "Luka Doncic"->"Dirk Nowitzki" @0 {likeness: 90}] |
      | [:like "Luka Doncic"->"Kristaps Porzingis" @0 {likeness: 90}] |
      | [:like "Tony Parker"->"LaMarcus Aldridge" @0 {likeness: 90}] |
      | [:like "Tiago Splitter"->"Manu Ginobili" @0 {likeness: 90}] |
      | [:like "Paul Gasol"->"Kobe Bryant" @0 {likeness: 90}] |
      | [:like "Vince Carter"->"Tracy McGrady" @0 {likeness: 90}] |
      | [:like "Manu Ginobili"->"Tim Duncan" @0 {likeness: 90}] |
      | [:like "Carmelo Anthony"->"LeBron James" @0 {likeness: 90}] |
      | [:like "Carmelo Anthony"->"Chris Paul" @0 {likeness: 90}] |
      | [:like "Carmelo Anthony"->"Dwyane Wade" @0 {likeness: 90}] |
      | [:like "Dwyane Wade"->"LeBron James" @0 {likeness: 90}] |
      | [:like "Dwyane Wade"->"Chris Paul" @0 {likeness: 90}] |
      | [:like "Dwyane Wade"->"Carmelo Anthony" @0 {likeness: 90}] |
      | [:like "Yao Ming"->"Tracy McGrady" @0 {likeness: 90}] |
      | [:like "Yao Ming"->"Shaquille O'Neal" @0 {likeness: 90}] |
      | [:like "Steve Nash"->"Amar'e Stoudemire" @0 {likeness: 90}] |
      | [:like "Steve Nash"->"Stephen Curry" @0 {likeness: 90}] |
      | [:like "Jason Kidd"->"Steve Nash" @0 {likeness: 90}] |
      | [:like "Grant Hill"->"Tracy McGrady" @0 {likeness: 90}] |

  Scenario: 5.lookup.md:157 LOOKUP an edge property
    When executing query:
      """
      LOOKUP ON like WHERE like.likeness == 90 YIELD properties(edge).likeness
      """
    Then the result should be, in any order:
      | properties(EDGE).likeness |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |
      | 90 |

  Scenario: 5.lookup.md:171 an edge LOOKUP piped into a GO
    When executing query:
      """
      LOOKUP ON like WHERE like.likeness == 60 YIELD dst(edge) AS dst, properties(edge).likeness AS likeness | GO FROM $-.dst OVER serve YIELD $-.dst, properties(edge).start_year, properties(edge).end_year, properties($$).name
      """
    Then the result should be, in any order:
      | $-.dst | properties(EDGE).start_year | properties(EDGE).end_year | properties($$).name |
      | "Danny Green" | 2009 | 2010 | "Cavaliers" |
      | "Danny Green" | 2010 | 2018 | "Spurs" |
      | "Danny Green" | 2018 | 2019 | "Raptors" |

  # Every vertex with the player tag: the nba CSVs hold 56 (four of them the Null1..Null4 rows).
  Scenario: 5.lookup.md:254 counting the vertices of a tag
    When executing query:
      """
      LOOKUP ON player YIELD id(vertex) | YIELD COUNT(*) AS Player_Number
      """
    Then the result should be, in any order:
      | Player_Number |
      | 56 |

  Scenario: 5.lookup.md:262 counting the edges of a type
    When executing query:
      """
      LOOKUP ON like YIELD edge AS e | YIELD COUNT(*) AS Like_Number
      """
    Then the result should be, in any order:
      | Like_Number |
      | 81 |

  Scenario: 5.lookup.md: a range with both bounds on one property
    When executing query:
      """
      LOOKUP ON player WHERE player.age >= 40 AND player.age < 43 YIELD properties(vertex).name AS name, properties(vertex).age AS age
      """
    Then the result should be, in any order:
      | name | age |
      | "Kobe Bryant" | 40 |
      | "Tim Duncan" | 42 |
      | "Vince Carter" | 42 |
      | "Manu Ginobili" | 41 |
      | "Dirk Nowitzki" | 40 |

  Scenario: 5.lookup.md: an edge index on two properties, the first compared
    When executing query:
      """
      LOOKUP ON serve WHERE serve.start_year == 2008 YIELD src(edge) AS s, dst(edge) AS d, rank(edge) AS r
      """
    Then the result should be, in any order:
      | s | d | r |
      | "Russell Westbrook" | "Thunders" | 0 |
      | "Boris Diaw" | "Hornets" | 0 |
      | "DeAndre Jordan" | "Clippers" | 0 |
      | "Paul Gasol" | "Lakers" | 0 |
      | "Marc Gasol" | "Grizzlies" | 0 |
      | "Jason Kidd" | "Mavericks" | 1 |
      | "Shaquille O'Neal" | "Suns" | 0 |
      | "JaVale McGee" | "Wizards" | 0 |
