# r3's own scenarios for issue 29, round 4 (session 7): geography columns and the ST_* functions.
# The manual shipped in ../shared/nebula-docs has no geography page, so these follow NebulaGraph's
# stated rules instead: a geography column holds WKT shapes (POINT/LINESTRING/POLYGON, lon lat),
# geography(point) only points; ST_ASText prints the shape with NebulaGraph's number spelling
# (1.0 → 1); ST_Intersects/ST_Covers/ST_CoveredBy/ST_DWithin filter a LOOKUP over a geography
# index. Every expected row was worked out by hand from the shapes inserted here.
Feature: Geography basics (r3)

  Background:
    Given an empty graph
    And create a space with following options:
      | partition_num  | 1                |
      | replica_factor | 1                |
      | vid_type       | FIXED_STRING(30) |
    And having executed:
      """
      CREATE TAG any_shape(geo geography);
      CREATE TAG only_point(geo geography(point));
      CREATE EDGE any_shape_edge(geo geography);
      CREATE TAG INDEX any_shape_geo_index ON any_shape(geo);
      """

  Scenario: geography types in DESCRIBE and SHOW CREATE
    When executing query:
      """
      DESC TAG only_point
      """
    Then the result should be, in any order:
      | Field | Type               | Null  | Default | Comment |
      | "geo" | "geography(point)" | "YES" | EMPTY   | EMPTY   |
    When executing query:
      """
      SHOW CREATE TAG only_point
      """
    Then the result should be, in any order:
      | Tag          | Create Tag                                                                        |
      | "only_point" | 'CREATE TAG `only_point` (\n `geo` geography(point) NULL\n) ttl_duration = 0, ttl_col = ""' |

  Scenario: insert, fetch, lookup and filter shapes
    When executing query:
      """
      INSERT VERTEX any_shape(geo) VALUES "101":(ST_GeogFromText("POINT(3 8)")),
        "102":(ST_GeogFromText("LINESTRING(3 8, 4.7 73.23)")),
        "103":(ST_GeogFromText("POLYGON((0 1, 1 2, 2 3, 0 1))")),
        "104":(ST_GeogFromText("POLYGON((-20 -20, -20 20, 20 20, 20 -20, -20 -20), (1.0 1.0, 2.0 2.0, 0.0 2.0, 1.0 1.0))"));
      INSERT EDGE any_shape_edge(geo) VALUES "101"->"102":(ST_Point(1.5, -2))
      """
    Then the execution should be successful
    When executing query:
      """
      INSERT VERTEX only_point(geo) VALUES "202":(ST_GeogFromText("LINESTRING(3 8, 4.7 73.23)"))
      """
    Then a ExecutionError should be raised at runtime:
    When executing query:
      """
      FETCH PROP ON any_shape "101", "102", "103", "104" YIELD ST_ASText(any_shape.geo) AS g
      """
    Then the result should be, in any order:
      | g                                                                          |
      | "POINT(3 8)"                                                               |
      | "LINESTRING(3 8, 4.7 73.23)"                                               |
      | "POLYGON((0 1, 1 2, 2 3, 0 1))"                                            |
      | "POLYGON((-20 -20, -20 20, 20 20, 20 -20, -20 -20), (1 1, 2 2, 0 2, 1 1))" |
    # a geography column read without ST_ASText: the TCK writes the value bare, as WKT
    When executing query:
      """
      FETCH PROP ON any_shape "101", "102" YIELD any_shape.geo AS g
      """
    Then the result should be, in any order:
      | g                          |
      | POINT(3 8)                 |
      | LINESTRING(3 8, 4.7 73.23) |
    When executing query:
      """
      FETCH PROP ON any_shape_edge "101"->"102" YIELD ST_ASText(any_shape_edge.geo) AS g
      """
    Then the result should be, in any order:
      | g               |
      | "POINT(1.5 -2)" |
    When executing query:
      """
      LOOKUP ON any_shape WHERE ST_Intersects(any_shape.geo, ST_GeogFromText("POINT(3 8)")) YIELD id(vertex) AS id
      """
    Then the result should be, in any order:
      | id    |
      | "101" |
      | "102" |
      | "104" |
    When executing query:
      """
      LOOKUP ON any_shape WHERE ST_Intersects(any_shape.geo, ST_Point(1.5, 1.8)) YIELD id(vertex) AS id
      """
    Then the result should be, in any order:
      | id |
    When executing query:
      """
      LOOKUP ON any_shape WHERE ST_CoveredBy(any_shape.geo, ST_GeogFromText("POLYGON((-1 -1, -1 10, 10 10, 10 -1, -1 -1))")) YIELD id(vertex) AS id
      """
    Then the result should be, in any order:
      | id    |
      | "101" |
      | "103" |
    # (0.5 1.5) lies on 103 (a degenerate triangle on y = x + 1) and on the edge of 104's hole:
    # a boundary point is covered
    When executing query:
      """
      LOOKUP ON any_shape WHERE ST_Covers(any_shape.geo, ST_Point(0.5, 1.5)) YIELD id(vertex) AS id
      """
    Then the result should be, in any order:
      | id    |
      | "103" |
      | "104" |
    When executing query:
      """
      YIELD ST_IsValid(ST_GeogFromText("POLYGON((0 0, 1 1, 1 0, 0 1, 0 0))")) AS crossing,
            ST_IsValid(ST_GeogFromText("POLYGON((0 0, 4 0, 0 4, 0 0))")) AS fine,
            ST_DWithin(ST_Point(3, 8), ST_GeogFromText("LINESTRING(3 8, 6 16)"), 0.0) AS touching
      """
    Then the result should be, in any order:
      | crossing | fine | touching |
      | false    | true | true     |
