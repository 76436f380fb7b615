# ruff: noqa
# fmt: off
"""Code-structure skeleton of nGQL (NebulaGraph 3.x), after the R3-NL2GQL paper.

r3 reads this file as text (r3.represent.skeleton.load_skeleton): every function of
``class CRUD()`` is a statement, every function of ``class SUBFUNCTION()`` a clause. A
function holds the statement's syntax in its docstring, one comment line saying when to use
it and ``# Example:`` lines, each a complete query that parses and runs on the demo space
(data/demo). Function names are unique across both classes (case-insensitively), so a
reranker can name them without saying which class they come from.
"""


# the request CRUD function
class CRUD():
    def GO(self):
        """
        GO [[<M> TO] <N> {STEP | STEPS}] FROM <vid> [, <vid> ...]
            OVER {<edge_type> [, <edge_type> ...] | *} [{REVERSELY | BIDIRECT}]
            [WHERE <condition>]
            YIELD [DISTINCT] <expression> [AS <alias>] [, <expression> [AS <alias>] ...]
            [{SAMPLE | LIMIT} [<count_step_1>, <count_step_2>, ...]]
        """
        # Walk edges out of known start vertices: neighbours, n-hop friends, edge and end-vertex props ($$.tag.prop, $^.tag.prop, edge_type.prop).
        # Example: GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend, like.likeness AS score
        # Example: GO 2 STEPS FROM "Ada Lind" OVER like WHERE $$.player.age > 25 YIELD DISTINCT $$.player.name AS name, $$.player.age AS age

    def FETCH(self):
        """
        FETCH PROP ON {<tag_name> [, <tag_name> ...] | *} <vid> [, <vid> ...]
            YIELD <expression> [AS <alias>] [, ...]
        FETCH PROP ON <edge_type> <src_vid> -> <dst_vid>[@<rank>] [, <src_vid> -> <dst_vid>[@<rank>] ...]
            YIELD <expression> [AS <alias>] [, ...]
        """
        # Read the properties of vertices or edges whose IDs are known (no traversal, no filter on other vertices).
        # Example: FETCH PROP ON player "Ada Lind" YIELD properties(vertex) AS props
        # Example: FETCH PROP ON serve "Ada Lind" -> "River Foxes" YIELD serve.start_year AS since, serve.end_year AS until
        # Example: FETCH PROP ON player, coach "Elodie Orloff" YIELD player.age AS age, coach.since AS coaching_since

    def LOOKUP(self):
        """
        LOOKUP ON {<tag_name> | <edge_type>}
            [WHERE <tag_or_edge>.<prop> <op> <value> [{AND | OR} ...]]
            YIELD <expression> [AS <alias>] [, ...]
        # needs an index on the tag/edge type (and on the filtered properties)
        """
        # Find vertices or edges by property values through an index when no start vertex ID is known.
        # Example: LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id, player.name AS name, player.age AS age
        # Example: LOOKUP ON player WHERE player.name == "陈伟" YIELD id(vertex) AS id, player.age AS age

    def MATCH(self):
        """
        MATCH <pattern> [, <pattern> ...] [WHERE <condition>]
            [WITH ...] [OPTIONAL MATCH ...] [UNWIND ...]
            RETURN [DISTINCT] <expression> [AS <alias>] [, ...]
            [ORDER BY <expression> [ASC | DESC]] [SKIP <n>] [LIMIT <n>]
        <pattern> ::= [<path> =] (<var>[:<tag>] [{<prop>: <value>}])
                      [-[<var>][:<edge_type>[|<edge_type>]][*<min>..<max>] [{<prop>: <value>}]]-> (...) ...
        # nGQL reads a vertex property with its tag: v.<tag>.<prop> (not v.<prop>); edge props: e.<prop>
        """
        # Describe the shape to find as an openCypher pattern: multi-hop paths, filters on every part, aggregation in RETURN.
        # Example: MATCH (a:player{name: "Ada Lind"})-[l:like]->(b:player) RETURN b.player.name AS friend, l.likeness AS score
        # Example: MATCH (p:player)-[s:serve]->(t:team) WHERE s.start_year >= 2015 RETURN t.team.name AS team, count(p) AS players ORDER BY players DESC

    def FIND_PATH(self):
        """
        FIND {SHORTEST | SINGLE SHORTEST | ALL | NOLOOP} PATH [WITH PROP]
            FROM <vid> [, <vid> ...] TO <vid> [, <vid> ...]
            OVER {<edge_type> [, <edge_type> ...] | *} [{REVERSELY | BIDIRECT}]
            [WHERE <edge_condition>] [UPTO <N> {STEP | STEPS}]
            YIELD path AS <alias>
        """
        # Find the paths (shortest, all, loop-free) that connect given start and end vertices.
        # Example: FIND SHORTEST PATH FROM "Ada Lind" TO "Harbor Owls" OVER * UPTO 4 STEPS YIELD path AS p
        # Example: FIND ALL PATH WITH PROP FROM "Ada Lind" TO "Harbor Owls" OVER like, serve UPTO 3 STEPS YIELD path AS p | LIMIT 5

    def GET_SUBGRAPH(self):
        """
        GET SUBGRAPH [WITH PROP] [<N> {STEP | STEPS}] FROM <vid> [, <vid> ...]
            [{IN | OUT | BOTH} <edge_type> [, <edge_type> ...]]
            [WHERE <condition>]
            YIELD [VERTICES AS <vertex_alias>] [, EDGES AS <edge_alias>]
        """
        # Return the neighbourhood of vertices (all vertices and edges within N steps) as a subgraph.
        # Example: GET SUBGRAPH 1 STEPS FROM "Ada Lind" YIELD VERTICES AS nodes, EDGES AS relationships
        # Example: GET SUBGRAPH WITH PROP 2 STEPS FROM "Ada Lind" OUT like, serve YIELD VERTICES AS nodes, EDGES AS relationships

    def INSERT_VERTEX(self):
        """
        INSERT VERTEX [IF NOT EXISTS] <tag_name> (<prop> [, <prop> ...]) [, <tag_name> (<prop> [, ...]) ...]
            VALUES <vid>: (<value> [, <value> ...]) [, <vid>: (...) ...]
        """
        # Add new vertices (or overwrite the tag properties of existing ones).
        # Example: INSERT VERTEX player(name, age) VALUES "Cy Moreau":("Cy Moreau", 21)
        # Example: INSERT VERTEX IF NOT EXISTS team(name) VALUES "Lake Herons":("Lake Herons"), "Dune Foxes":("Dune Foxes")

    def INSERT_EDGE(self):
        """
        INSERT EDGE [IF NOT EXISTS] <edge_type> (<prop> [, <prop> ...])
            VALUES <src_vid> -> <dst_vid>[@<rank>]: (<value> [, <value> ...]) [, ...]
        """
        # Add new edges between vertices (a different rank keeps parallel edges of one type apart).
        # Example: INSERT EDGE like(likeness) VALUES "Ada Lind" -> "Eli Lind":(75)
        # Example: INSERT EDGE serve(start_year, end_year) VALUES "Ada Lind" -> "Harbor Owls"@1:(2021, 2023)

    def UPDATE(self):
        """
        UPDATE VERTEX ON <tag_name> <vid> SET <prop> = <expression> [, ...]
            [WHEN <condition>] [YIELD <expression> [AS <alias>] [, ...]]
        UPDATE EDGE ON <edge_type> <src_vid> -> <dst_vid>[@<rank>] SET <prop> = <expression> [, ...]
            [WHEN <condition>] [YIELD <expression> [AS <alias>] [, ...]]
        """
        # Change properties of one existing vertex or edge (nothing happens when it does not exist).
        # Example: UPDATE VERTEX ON player "Ada Lind" SET age = age + 1 WHEN age < 100 YIELD name AS name, age AS age
        # Example: UPDATE EDGE ON serve "Ada Lind" -> "River Foxes" SET end_year = 2025 YIELD start_year, end_year

    def UPSERT(self):
        """
        UPSERT VERTEX ON <tag_name> <vid> SET <prop> = <expression> [, ...]
            [WHEN <condition>] [YIELD <expression> [AS <alias>] [, ...]]
        UPSERT EDGE ON <edge_type> <src_vid> -> <dst_vid>[@<rank>] SET <prop> = <expression> [, ...]
            [WHEN <condition>] [YIELD <expression> [AS <alias>] [, ...]]
        """
        # Update a vertex or edge, inserting it first when it does not exist yet.
        # Example: UPSERT VERTEX ON player "Cy Moreau" SET name = "Cy Moreau", age = 21 YIELD name AS name, age AS age
        # Example: UPSERT EDGE ON like "Ada Lind" -> "Eli Lind" SET likeness = 60 YIELD likeness

    def DELETE(self):
        """
        DELETE VERTEX <vid> [, <vid> ...] [WITH EDGE]
        DELETE EDGE <edge_type> <src_vid> -> <dst_vid>[@<rank>] [, <src_vid> -> <dst_vid>[@<rank>] ...]
        DELETE TAG {<tag_name> [, <tag_name> ...] | *} FROM <vid> [, <vid> ...]
        <traversal> | DELETE {VERTEX $-.<col> | EDGE <edge_type> $-.<src> -> $-.<dst> @ $-.<rank>}
        """
        # Remove vertices (with their edges), edges, or some tags of a vertex.
        # Example: DELETE VERTEX "Ada Lind" WITH EDGE
        # Example: DELETE EDGE like "Ada Lind" -> "Zane Jarvik"
        # Example: GO FROM "Ada Lind" OVER serve YIELD src(edge) AS s, dst(edge) AS d, rank(edge) AS r | DELETE EDGE serve $-.s -> $-.d @ $-.r
        # Example: DELETE TAG player FROM "Ada Lind"

    def CREATE_SPACE(self):
        """
        CREATE SPACE [IF NOT EXISTS] <space_name> (
            [partition_num = <n>,] [replica_factor = <n>,]
            vid_type = {FIXED_STRING(<n>) | INT64}
        ) [COMMENT = '<comment>']
        """
        # Create a new graph space (a separate graph with its own schema and data).
        # Example: CREATE SPACE IF NOT EXISTS league (partition_num = 10, replica_factor = 1, vid_type = FIXED_STRING(32)) COMMENT = "a second league"

    def CREATE_TAG_EDGE(self):
        """
        CREATE {TAG | EDGE} [IF NOT EXISTS] <name> (
            <prop> <data_type> [NULL | NOT NULL] [DEFAULT <value>] [COMMENT '<comment>'] [, ...]
        ) [TTL_DURATION = <seconds>] [, TTL_COL = <prop>] [, COMMENT = '<comment>']
        <data_type> ::= bool | int | int8 | int16 | int32 | int64 | float | double | string
                      | fixed_string(<n>) | date | time | datetime | timestamp | duration | geography
        """
        # Define a new tag (vertex type) or edge type with its typed properties.
        # Example: CREATE TAG IF NOT EXISTS referee(name string NOT NULL, since int DEFAULT 2000)
        # Example: CREATE EDGE IF NOT EXISTS rival(reason string NULL COMMENT "why they compete")

    def CREATE_INDEX(self):
        """
        CREATE {TAG | EDGE} INDEX [IF NOT EXISTS] <index_name>
            ON {<tag_name> | <edge_type>} ([<prop>[(<string_length>)] [, ...]]) [COMMENT '<comment>']
        REBUILD {TAG | EDGE} INDEX <index_name>
        """
        # Index a tag or edge type (and properties) so LOOKUP and MATCH can start from property values.
        # Example: CREATE EDGE INDEX IF NOT EXISTS serve_by_start_year ON serve(start_year)
        # Example: CREATE TAG INDEX IF NOT EXISTS coach_all ON coach()

    def ALTER(self):
        """
        ALTER {TAG | EDGE} <name>
            {ADD (<prop> <data_type> [...], ...) | DROP (<prop> [, ...]) | CHANGE (<prop> <data_type> [...], ...)}
            [, {ADD | DROP | CHANGE} (...)] [TTL_DURATION = <seconds>] [, TTL_COL = <prop>] [, COMMENT = '<comment>']
        """
        # Change the properties (add, drop, retype) or options of an existing tag or edge type.
        # Example: ALTER TAG player ADD (nickname string NULL)
        # Example: ALTER EDGE serve CHANGE (end_year int64)

    def DROP(self):
        """
        DROP SPACE [IF EXISTS] <space_name>
        DROP {TAG | EDGE} [IF EXISTS] <name>
        DROP {TAG | EDGE} INDEX [IF EXISTS] <index_name>
        """
        # Remove a space, a tag or edge type, or an index.
        # Example: DROP TAG INDEX IF EXISTS player_by_age

    def SHOW(self):
        """
        SHOW {SPACES | TAGS | EDGES | TAG INDEXES | EDGE INDEXES | CREATE {SPACE | TAG | EDGE} <name> | ...}
        """
        # List what the database holds (spaces, tags, edge types, indexes) or the DDL that created one.
        # Example: SHOW TAGS
        # Example: SHOW EDGES

    def DESCRIBE(self):
        """
        {DESCRIBE | DESC} {SPACE | TAG | EDGE | TAG INDEX | EDGE INDEX} <name>
        """
        # Show the properties (names, types, defaults) of one space, tag, edge type or index.
        # Example: DESCRIBE TAG player
        # Example: DESC EDGE serve

    def USE(self):
        """
        USE <space_name>
        """
        # Switch the session to another graph space before querying it.
        # Example: USE demo

    def EXPLAIN(self):
        """
        {EXPLAIN | PROFILE} [FORMAT = {"row" | "dot"}] <statement>
        """
        # Show the execution plan of a query (EXPLAIN) or run it and show the timed plan (PROFILE).
        # Example: EXPLAIN GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend


# the request clauses
class SUBFUNCTION():
    def WHERE(self):
        """
        WHERE <condition> [{AND | OR | XOR} <condition> ...]
        <condition> ::= <expression> {== | != | < | <= | > | >= | IN | NOT IN | CONTAINS | STARTS WITH
                      | ENDS WITH | =~} <expression> | <expression> IS [NOT] {NULL | EMPTY} | NOT <condition>
        """
        # Keep only the rows, edges or matches that satisfy a condition (GO, LOOKUP, MATCH, FIND PATH, GET SUBGRAPH, YIELD, WITH).
        # Example: GO FROM "Ada Lind" OVER like WHERE like.likeness >= 80 YIELD dst(edge) AS friend
        # Example: MATCH (p:player) WHERE p.player.age IN [21, 25, 30] OR p.player.name STARTS WITH "A" RETURN p.player.name AS name

    def YIELD(self):
        """
        ... YIELD [DISTINCT] <expression> [AS <alias>] [, <expression> [AS <alias>] ...]
        YIELD [DISTINCT] <expression> [AS <alias>] [, ...] [WHERE <condition>]
        # properties: $^.<tag>.<prop> (source), $$.<tag>.<prop> (destination), <edge_type>.<prop>,
        # properties(vertex | edge), src(edge), dst(edge), rank(edge), type(edge), id(vertex)
        """
        # Choose the output columns of GO/FETCH/LOOKUP/FIND PATH/GET SUBGRAPH, or compute values as a statement of its own.
        # Example: GO FROM "Ada Lind" OVER serve YIELD $^.player.name AS player, $$.team.name AS team, serve.start_year AS since
        # Example: YIELD 1 + 1 AS two, upper("nba") AS league

    def OVER(self):
        """
        OVER {<edge_type> [, <edge_type> ...] | *} [{REVERSELY | BIDIRECT}]
        # REVERSELY follows edges backwards (incoming), BIDIRECT both ways;
        # GET SUBGRAPH writes the same as {IN | OUT | BOTH} <edge_type> [, ...]
        """
        # Say which edge types GO / FIND PATH walk and in which direction.
        # Example: GO FROM "Harbor Owls" OVER serve, coach_of REVERSELY YIELD src(edge) AS person, type(edge) AS role
        # Example: GO FROM "Ada Lind" OVER like BIDIRECT YIELD DISTINCT id($$) AS neighbour

    def STEPS(self):
        """
        GO [<M> TO] <N> {STEP | STEPS} FROM ...
        FIND ... PATH ... UPTO <N> {STEP | STEPS}
        GET SUBGRAPH <N> {STEP | STEPS} FROM ...
        # MATCH writes the same as a variable-length edge: -[e:<edge_type>*<M>..<N>]->
        """
        # Set how many hops a traversal goes (exactly N, M to N, or at most N).
        # Example: GO 1 TO 2 STEPS FROM "Ada Lind" OVER like YIELD DISTINCT dst(edge) AS reachable
        # Example: MATCH (a:player{name: "Ada Lind"})-[:like*1..2]->(b:player) RETURN DISTINCT b.player.name AS name

    def ORDER_BY(self):
        """
        <statement> | ORDER BY $-.<col> [{ASC | DESC}] [, $-.<col> [{ASC | DESC}] ...]
        MATCH ... RETURN ... ORDER BY <expression> [{ASC | DESC}] [, ...]
        """
        # Sort the result rows (after a pipe in native nGQL, inside RETURN/WITH in MATCH).
        # Example: GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend, like.likeness AS score | ORDER BY $-.score DESC, $-.friend
        # Example: MATCH (p:player) RETURN p.player.name AS name, p.player.age AS age ORDER BY age DESC, name

    def LIMIT(self):
        """
        <statement> | LIMIT [<offset>,] <number_rows>
        MATCH ... RETURN ... [SKIP <offset>] LIMIT <number_rows>
        GO <N> STEPS FROM ... YIELD ... LIMIT [<count_step_1>, ..., <count_step_N>]
        """
        # Keep only the first N result rows (optionally after skipping some).
        # Example: GO FROM "Ada Lind" OVER like YIELD $$.player.name AS friend, $$.player.age AS age | ORDER BY $-.age, $-.friend | LIMIT 1, 3
        # Example: MATCH (p:player) RETURN p.player.name AS name, p.player.age AS age ORDER BY age DESC LIMIT 3

    def SKIP(self):
        """
        MATCH ... RETURN ... [ORDER BY ...] SKIP <offset> [LIMIT <number_rows>]
        <statement> | LIMIT <offset>, <number_rows>
        """
        # Leave out the first N result rows (pagination).
        # Example: MATCH (p:player) RETURN p.player.name AS name ORDER BY name SKIP 2 LIMIT 3

    def SAMPLE(self):
        """
        GO [<N> {STEP | STEPS}] FROM ... OVER ... [WHERE ...] YIELD ... SAMPLE [<count_step_1>, ..., <count_step_N>]
        # at step i follow at most <count_step_i> randomly chosen edges (one count per step);
        # GO ... LIMIT [<count_step_1>, ...] takes the first edges instead of random ones
        """
        # Take a random sample of the edges a GO traversal follows at each step (large fan-outs, quick looks).
        # Example: GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend SAMPLE [2]
        # Example: GO 2 STEPS FROM "Ada Lind" OVER like YIELD dst(edge) AS friend SAMPLE [2, 3]

    def GROUP_BY(self):
        """
        <statement> | GROUP BY $-.<col> [, $-.<col> ...]
            YIELD $-.<col> [AS <alias>], <aggregate>(<expression>) [AS <alias>] [, ...]
        <aggregate> ::= count | sum | avg | max | min | collect | collect_set | std | bit_and | bit_or | bit_xor
        # in MATCH, non-aggregated RETURN/WITH columns are the grouping keys
        """
        # Group piped rows by columns and aggregate each group (count, sum, avg, max, min, collect).
        # Example: GO FROM "Harbor Owls" OVER serve REVERSELY YIELD serve.start_year AS year | GROUP BY $-.year YIELD $-.year AS year, count(*) AS joined
        # Example: LOOKUP ON player YIELD player.age AS age | GROUP BY $-.age YIELD $-.age AS age, count(*) AS players | ORDER BY $-.players DESC

    def WITH(self):
        """
        MATCH ... WITH [DISTINCT] <expression> [AS <alias>] [, ...]
            [ORDER BY ...] [SKIP <n>] [LIMIT <n>] [WHERE <condition>]
            {MATCH ... | UNWIND ... | WITH ... | RETURN ...}
        """
        # Pass intermediate results (often aggregated) from one MATCH part to the next, and filter on them.
        # Example: MATCH (p:player)-[:serve]->(t:team) WITH t, count(p) AS players WHERE players >= 5 RETURN t.team.name AS team, players

    def UNWIND(self):
        """
        UNWIND <list_expression> AS <alias> {RETURN ... | WITH ... | MATCH ...}
        <statement> | UNWIND $-.<col> AS <alias> | YIELD $-.<alias> ...
        """
        # Turn a list into rows, one per element.
        # Example: UNWIND ["Ada Lind", "Cy Moreau"] AS name RETURN name, size(name) AS length
        # Example: MATCH p = (a:player{name: "Ada Lind"})-[:like*1..2]->(:player) UNWIND nodes(p) AS n RETURN DISTINCT n.player.name AS name

    def RETURN(self):
        """
        MATCH ... RETURN [DISTINCT] {* | <expression> [AS <alias>] [, <expression> [AS <alias>] ...]}
            [ORDER BY <expression> [{ASC | DESC}] [, ...]] [SKIP <n>] [LIMIT <n>]
        # vertex property: v.<tag>.<prop>; edge property: e.<prop>; whole objects: v, e, p
        """
        # Choose the output columns of a MATCH query (with aggregation, DISTINCT, ORDER BY, SKIP, LIMIT).
        # Example: MATCH (p:player)-[s:serve]->(t:team) RETURN DISTINCT t.team.name AS team
        # Example: MATCH (p:player) RETURN count(p) AS players, avg(p.player.age) AS mean_age

    def OPTIONAL_MATCH(self):
        """
        MATCH <pattern> [WHERE ...] [WITH ...] OPTIONAL MATCH <pattern> [WHERE ...] RETURN ...
        # rows without a match keep NULL for the optional part
        """
        # Extend a MATCH with a part that may be missing, keeping the rows where it is absent.
        # Example: MATCH (p:player) OPTIONAL MATCH (p)-[s:serve]->(t:team) RETURN p.player.name AS player, t.team.name AS team

    def PIPE(self):
        """
        <statement> | <statement> [| <statement> ...]
        # the right side reads the left side's columns as $-.<col>
        """
        # Feed the result rows of one statement into the next (GO/FETCH/LOOKUP/YIELD/GROUP BY/ORDER BY/LIMIT).
        # Example: GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id | GO FROM $-.id OVER serve YIELD $-.id AS player, dst(edge) AS team
        # Example: LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id | FETCH PROP ON player $-.id YIELD player.name AS name

    def VARIABLE(self):
        """
        $<var> = <statement>; <statement using $<var>.<col>>
        # the variable holds the result rows for the rest of the script (same session)
        """
        # Keep a result under a name and use it later in the same script, possibly more than once.
        # Example: $a = GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id; GO FROM $a.id OVER serve YIELD $a.id AS player, dst(edge) AS team

    def UNION(self):
        """
        <statement> UNION [DISTINCT | ALL] <statement>
        <statement> INTERSECT <statement>
        <statement> MINUS <statement>
        # both sides must yield the same column names
        """
        # Combine the rows of two queries: all of them (UNION), the common ones (INTERSECT) or the difference (MINUS).
        # Example: GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id UNION GO FROM "Harbor Owls" OVER serve REVERSELY YIELD src(edge) AS id
        # Example: GO FROM "Ada Lind" OVER like YIELD dst(edge) AS id MINUS GO FROM "Harbor Owls" OVER serve REVERSELY YIELD src(edge) AS id

    def answer(self):
        """
        answer(<text_expression>, "<question>") -> string
        # SUQL free-text function: an LLM answers <question> about the text; use it in YIELD/RETURN
        # or compare its result in WHERE (answer(...) == "Yes": yes/no questions answer exactly Yes or No)
        """
        # Ask a question about a free-text property that no structured filter can express (opinions, topics).
        # r3 runs the rest of the query in the database and answer() on the rows it returns, cheapest first.
        # Example: FETCH PROP ON player "Ada Lind" YIELD answer(player.name, "Which country does this name come from?") AS origin

    def summary(self):
        """
        summary(<text_expression>) -> string
        # SUQL free-text function: an LLM summarises the text (a long property or collected strings)
        """
        # Condense long text (or many collected values) into a short summary in the result.
        # Example: MATCH (p:player)-[:serve]->(t:team{name: "Harbor Owls"}) RETURN summary(reduce(s = "", n IN collect(p.player.name) | s + n + ". ")) AS squad
