# ruff: noqa
# fmt: off
"""Code-structure skeleton of openCypher (Neo4j 5), after the R3-NL2GQL paper.

r3 reads this file as text (r3.represent.skeleton.load_skeleton): every function of
``class CRUD()`` is a statement-level clause, every function of ``class SUBFUNCTION()`` a
clause that refines it. A function holds the syntax in its docstring, one comment line
saying when to use it and ``# Example:`` lines, each a complete query that parses with r3's
Cypher dialect and runs on the demo space (data/demo) loaded into a Cypher database.
Function names are unique across both classes (case-insensitively).
"""


# the request CRUD function
class CRUD():
    def MATCH(self):
        """
        MATCH <pattern> [, <pattern> ...] [WHERE <condition>]
            [{WITH | OPTIONAL MATCH | UNWIND | MATCH} ...]
            RETURN [DISTINCT] <expression> [AS <alias>] [, ...]
            [ORDER BY <expression> [ASC | DESC]] [SKIP <n>] [LIMIT <n>]
        <pattern> ::= [<path> =] (<var>[:<Label>] [{<prop>: <value>}])
                      [-[<var>][:<TYPE>[|<TYPE>]][*<min>..<max>] [{<prop>: <value>}]]-> (...) ...
        <path> = shortestPath((<a>)-[*..<max>]-(<b>))
        # properties are read directly on the variable: n.<prop>, r.<prop>
        """
        # Find nodes, relationships and paths by the shape and properties they must have, and return them.
        # Example: MATCH (a:player {name: "Ada Lind"})-[l:like]->(b:player) RETURN b.name AS friend, l.likeness AS score
        # Example: MATCH (p:player)-[s:serve]->(t:team) WHERE s.start_year >= 2015 RETURN t.name AS team, count(p) AS players ORDER BY players DESC

    def CREATE(self):
        """
        CREATE (<var>:<Label> {<key>: <id>, <prop>: <value> [, ...]}) [, ...]
        MATCH (<a>...), (<b>...) CREATE (<a>)-[<var>:<TYPE> {<prop>: <value> [, ...]}]->(<b>)
            [RETURN ...]
        # give a new node its key property (vid in graphs r3 loads: the vertex id)
        """
        # Add new nodes, or new relationships between nodes found by MATCH.
        # Example: CREATE (p:player {vid: "Cy Moreau", name: "Cy Moreau", age: 21}) RETURN p.name AS name
        # Example: MATCH (a:player {name: "Ada Lind"}), (b:player {name: "Eli Lind"}) CREATE (a)-[l:like {likeness: 75}]->(b) RETURN l.likeness AS likeness

    def MERGE(self):
        """
        MERGE <pattern>
            [ON CREATE SET <var>.<prop> = <expression> [, ...]]
            [ON MATCH SET <var>.<prop> = <expression> [, ...]]
            [RETURN ...]
        """
        # Find a node or relationship, creating it first when it does not exist (an upsert).
        # Example: MERGE (t:team {vid: "Lake Herons"}) ON CREATE SET t.name = "Lake Herons" RETURN t.name AS team
        # Example: MATCH (a:player {name: "Ada Lind"}), (b:player {name: "Eli Lind"}) MERGE (a)-[l:like]->(b) ON CREATE SET l.likeness = 50 ON MATCH SET l.likeness = l.likeness + 1 RETURN l.likeness AS likeness

    def SET(self):
        """
        MATCH ... SET <var>.<prop> = <expression> [, <var>.<prop> = <expression> ...] [RETURN ...]
        MATCH ... SET <var> += {<prop>: <value> [, ...]}
        MATCH ... SET <var>:<Label>
        """
        # Change properties (or labels) of nodes and relationships found by MATCH.
        # Example: MATCH (p:player {name: "Ada Lind"}) SET p.age = p.age + 1 RETURN p.name AS name, p.age AS age
        # Example: MATCH (:player {name: "Ada Lind"})-[s:serve]->(:team {name: "River Foxes"}) SET s.end_year = 2025 RETURN s.start_year AS since, s.end_year AS until

    def REMOVE(self):
        """
        MATCH ... REMOVE <var>.<prop> [, ...] [RETURN ...]
        MATCH ... REMOVE <var>:<Label>
        """
        # Remove properties (or labels) from nodes and relationships found by MATCH.
        # Example: MATCH (p:player {name: "Ada Lind"}) REMOVE p.age RETURN p.name AS name

    def DELETE(self):
        """
        MATCH ... DELETE <relationship_var> [, ...]
        MATCH ... DETACH DELETE <node_var> [, ...]
        # a node with relationships can only be deleted with DETACH DELETE
        """
        # Delete relationships, or nodes together with their relationships (DETACH DELETE).
        # Example: MATCH (:player {name: "Ada Lind"})-[l:like]->(:player {name: "Zane Jarvik"}) DELETE l
        # Example: MATCH (p:player {name: "Ada Lind"}) DETACH DELETE p

    def CALL(self):
        """
        CALL <procedure>([<argument> [, ...]]) [YIELD <column> [, ...] [WHERE <condition>]] [RETURN ...]
        # db.labels(), db.relationshipTypes(), db.propertyKeys(), db.schema.visualization()
        """
        # Run a procedure, e.g. list the node labels or relationship types of the database.
        # Example: CALL db.labels() YIELD label RETURN label


# the request clauses
class SUBFUNCTION():
    def WHERE(self):
        """
        {MATCH | OPTIONAL MATCH | WITH} ... WHERE <condition> [{AND | OR | XOR} <condition> ...]
        <condition> ::= <expression> {= | <> | < | <= | > | >= | IN | CONTAINS | STARTS WITH
                      | ENDS WITH | =~} <expression> | <expression> IS [NOT] NULL | NOT <condition>
                      | <pattern>
        """
        # Keep only the matches or rows that satisfy a condition.
        # Example: MATCH (a:player {name: "Ada Lind"})-[l:like]->(b:player) WHERE l.likeness >= 80 RETURN b.name AS friend
        # Example: MATCH (p:player) WHERE p.age IN [21, 25, 30] OR p.name STARTS WITH "A" RETURN p.name AS name

    def OPTIONAL_MATCH(self):
        """
        MATCH <pattern> [WHERE ...] OPTIONAL MATCH <pattern> [WHERE ...] RETURN ...
        # rows without a match keep NULL for the optional part
        """
        # Extend a MATCH with a part that may be missing, keeping the rows where it is absent.
        # Example: MATCH (p:player) OPTIONAL MATCH (p)-[:serve]->(t:team {name: "Harbor Owls"}) RETURN p.name AS player, t.name AS team

    def WITH(self):
        """
        ... WITH [DISTINCT] <expression> [AS <alias>] [, ...]
            [ORDER BY ...] [SKIP <n>] [LIMIT <n>] [WHERE <condition>]
            {MATCH ... | UNWIND ... | WITH ... | RETURN ...}
        """
        # Pass intermediate results (often aggregated) to the next part of the query, and filter on them.
        # Example: MATCH (p:player)-[:serve]->(t:team) WITH t, count(p) AS players WHERE players >= 5 RETURN t.name AS team, players

    def UNWIND(self):
        """
        UNWIND <list_expression> AS <alias> {MATCH ... | WITH ... | RETURN ...}
        """
        # Turn a list into rows, one per element.
        # Example: UNWIND ["Ada Lind", "Eli Lind"] AS name MATCH (p:player {name: name}) RETURN p.name AS name, p.age AS age

    def RETURN(self):
        """
        RETURN [DISTINCT] {* | <expression> [AS <alias>] [, <expression> [AS <alias>] ...]}
            [ORDER BY <expression> [{ASC | DESC}] [, ...]] [SKIP <n>] [LIMIT <n>]
        <aggregate> ::= count | sum | avg | min | max | collect
        # non-aggregated columns are the grouping keys
        """
        # Choose the output columns (with aggregation and DISTINCT) of a query.
        # Example: MATCH (p:player)-[:serve]->(t:team) RETURN DISTINCT t.name AS team
        # Example: MATCH (p:player)-[:serve]->(t:team) RETURN t.name AS team, count(p) AS players, avg(p.age) AS mean_age

    def ORDER_BY(self):
        """
        {RETURN | WITH} ... ORDER BY <expression> [{ASC | DESC}] [, <expression> [{ASC | DESC}] ...]
        """
        # Sort the result rows.
        # Example: MATCH (p:player) RETURN p.name AS name, p.age AS age ORDER BY age DESC, name

    def SKIP(self):
        """
        {RETURN | WITH} ... [ORDER BY ...] SKIP <n> [LIMIT <n>]
        """
        # Leave out the first N result rows (pagination).
        # Example: MATCH (p:player) RETURN p.name AS name ORDER BY name SKIP 2 LIMIT 3

    def LIMIT(self):
        """
        {RETURN | WITH} ... [ORDER BY ...] [SKIP <n>] LIMIT <n>
        """
        # Keep only the first N result rows.
        # Example: MATCH (p:player) RETURN p.name AS name, p.age AS age ORDER BY p.age DESC LIMIT 3

    def UNION(self):
        """
        <query> UNION [ALL] <query>
        # both queries return the same column names; UNION removes duplicate rows, UNION ALL keeps them
        """
        # Combine the rows of two queries.
        # Example: MATCH (p:player)-[:serve]->(:team {name: "Harbor Owls"}) RETURN p.name AS name UNION MATCH (c:coach)-[:coach_of]->(:team {name: "Harbor Owls"}) RETURN c.name AS name

    def answer(self):
        """
        answer(<text_expression>, "<question>") -> string
        # SUQL free-text function: an LLM answers <question> about the text; use it in RETURN
        # or compare its result in WHERE (answer(...) = "Yes": yes/no questions answer exactly Yes or No)
        """
        # Ask a question about a free-text property that no structured filter can express (opinions, topics).
        # r3 runs the rest of the query in the database and answer() on the rows it returns, cheapest first.
        # Example: MATCH (p:player {name: "Ada Lind"}) RETURN answer(p.name, "Which country does this name come from?") AS origin

    def summary(self):
        """
        summary(<text_expression>) -> string
        # SUQL free-text function: an LLM summarises the text (a long property or collected strings)
        """
        # Condense long text (or many collected values) into a short summary in the result.
        # Example: MATCH (p:player)-[:serve]->(:team {name: "Harbor Owls"}) RETURN summary(reduce(s = "", n IN collect(p.name) | s + n + ". ")) AS squad
