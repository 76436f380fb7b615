"""openCypher (Neo4j 5 flavour) as data: its grammar file and its keyword tables.

The reserved list is openCypher's: these words must be back-quoted to be used as a label,
relationship type, property key or variable.
"""

from __future__ import annotations

from r3.lang.dialects import Dialect, words

RESERVED = words("""
    ALL ASC ASCENDING BY CREATE DELETE DESC DESCENDING DETACH EXISTS LIMIT MATCH MERGE ON
    OPTIONAL ORDER REMOVE RETURN SET SKIP WHERE WITH UNION UNWIND AND AS CONTAINS DISTINCT
    ENDS IN IS NOT OR STARTS XOR CASE ELSE END THEN WHEN CONSTRAINT DO FOR REQUIRE UNIQUE
    MANDATORY SCALAR OF ADD DROP FALSE TRUE NULL
    """)

NON_RESERVED = words("ANY NONE SINGLE REDUCE COUNT CALL YIELD SHORTESTPATH ALLSHORTESTPATHS EXPLAIN PROFILE")

AGGREGATES = words("COUNT SUM AVG MAX MIN COLLECT STDEV STDEVP PERCENTILECONT PERCENTILEDISC")

DIALECT = Dialect(
    name="cypher",
    grammar="cypher.lark",
    reserved_words=RESERVED,
    keywords=RESERVED | NON_RESERVED,
    string_quotes=("'", '"'),
    aggregate_functions=AGGREGATES,
    two_argument_aggregates=words("PERCENTILECONT PERCENTILEDISC"),
    dotted_function_names=True,
    bare_list_comprehension=True,
    pattern_comprehension=True,
)
