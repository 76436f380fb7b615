# r3's own scenarios for issue 29, round 4 (session 7): SHOW CREATE TAG as the manual prints it
# (../shared/nebula-docs/3.data-types/5.null.md:45, "ttl_duration = 0, ttl_col = """ for a tag
# without TTL) and the TTL options NebulaGraph keeps per tag / edge type. The manual shipped here
# has no TTL page (its 10.tag-statements folder is absent): the TTL rows follow NebulaGraph's own
# rule — a row whose ttl_col value (seconds since 1970) plus ttl_duration is in the past is hidden,
# and ttl_col = "" drops the TTL — with values (100, 200) long expired, so the outcome does not
# depend on when the test runs.
Feature: TTL options and SHOW CREATE (r3)

  Background:
    Given an empty graph
    And create a space with following options:
      | partition_num  | 1                |
      | replica_factor | 1                |
      | vid_type       | FIXED_STRING(20) |

  Scenario: 3.data-types/5.null.md:45 SHOW CREATE TAG of a tag without TTL
    Given having executed:
      """
      CREATE TAG player(name string NOT NULL, age int);
      """
    When executing query:
      """
      SHOW CREATE TAG player
      """
    Then the result should be, in any order:
      | Tag      | Create Tag                                                                                          |
      | "player" | 'CREATE TAG `player` (\n `name` string NOT NULL,\n `age` int64 NULL\n) ttl_duration = 0, ttl_col = ""' |

  Scenario: TTL options are kept and printed, then dropped with ttl_col = ""
    Given having executed:
      """
      CREATE TAG man(name string, row_timestamp timestamp) ttl_duration = 100, ttl_col = "row_timestamp";
      CREATE EDGE likes(id int) ttl_col = "id";
      """
    When executing query:
      """
      SHOW CREATE TAG man
      """
    Then the result should be, in any order:
      | Tag   | Create Tag                                                                                                           |
      | "man" | 'CREATE TAG `man` (\n `name` string NULL,\n `row_timestamp` timestamp NULL\n) ttl_duration = 100, ttl_col = "row_timestamp"' |
    When executing query:
      """
      SHOW CREATE EDGE likes
      """
    Then the result should be, in any order:
      | Edge    | Create Edge                                                           |
      | "likes" | 'CREATE EDGE `likes` (\n `id` int64 NULL\n) ttl_duration = 0, ttl_col = "id"' |
    When executing query:
      """
      ALTER TAG man ttl_col = ""
      """
    Then the execution should be successful
    When executing query:
      """
      SHOW CREATE TAG man
      """
    Then the result should be, in any order:
      | Tag   | Create Tag                                                                                              |
      | "man" | 'CREATE TAG `man` (\n `name` string NULL,\n `row_timestamp` timestamp NULL\n) ttl_duration = 0, ttl_col = ""' |
    When executing query:
      """
      ALTER TAG man ttl_duration = 100, ttl_col = "name"
      """
    Then a ExecutionError should be raised at runtime:

  Scenario: expired vertices and edges are hidden, the other tags and edge types stay
    Given having executed:
      """
      CREATE TAG person(id int) ttl_col = "id", ttl_duration = 100;
      CREATE TAG career(id int);
      CREATE EDGE like(id int) ttl_col = "id", ttl_duration = 100;
      CREATE EDGE friend(id int);
      """
    When executing query:
      """
      INSERT VERTEX person(id) VALUES "1":(100), "2":(200);
      INSERT VERTEX career(id) VALUES "2":(200);
      INSERT EDGE like(id) VALUES "100"->"1":(100), "100"->"2":(200);
      INSERT EDGE friend(id) VALUES "100"->"1":(100), "100"->"2":(200);
      """
    Then the execution should be successful
    When executing query:
      """
      FETCH PROP ON person "1" YIELD person.id AS id
      """
    Then the result should be, in any order:
      | id |
    When executing query:
      """
      FETCH PROP ON * "2" YIELD person.id, career.id
      """
    Then the result should be, in any order:
      | person.id | career.id |
      | EMPTY     | 200       |
    When executing query:
      """
      FETCH PROP ON like "100"->"1", "100"->"2" YIELD like.id
      """
    Then the result should be, in any order:
      | like.id |
    When executing query:
      """
      GO FROM "100" OVER like, friend YIELD like._dst AS l, friend._dst AS f
      """
    Then the result should be, in any order:
      | l     | f   |
      | EMPTY | "1" |
      | EMPTY | "2" |
    When executing query:
      """
      ALTER TAG person ttl_col = "";
      FETCH PROP ON person "1" YIELD person.id AS id
      """
    Then the result should be, in any order:
      | id  |
      | 100 |
