"""openCypher (Neo4j 5 flavour) as data: its grammar file and its keyword tables.

``RESERVED`` is the one list of words r3 back-quotes when it prints them as a label,
relationship type, property key, alias or variable: openCypher's reserved words
(``OPENCYPHER_RESERVED``) and the words a Cypher backend r3 runs on refuses as a name
(``LADYBUG_RESERVED``; FalkorDB refuses none beyond openCypher's). Neo4j 5 reads almost every keyword
as a name (``MATCH (order:Order) RETURN order``), so the parser refuses only
``PARSER_RESERVED``: the words an LALR(1) parser cannot tell from their keyword
(``tests/unit/lang/test_parser_ngql.py::test_grammar_conflicts_are_the_known_ones`` keeps it so).
"""

from __future__ import annotations

from r3.lang.dialects import Dialect, SchemaWords, words

OPENCYPHER_RESERVED = words("""
    ALL ASC ASCENDING BY CREATE DELETE DESC DESCENDING DETACH EXISTS LIMIT MATCH MERGE ON
    OPTIONAL ORDER REMOVE RETURN SET SKIP WHERE WITH UNION UNWIND AND AS CONTAINS DISTINCT
    ENDS IN IS NOT OR STARTS XOR CASE ELSE END THEN WHEN CONSTRAINT DO FOR REQUIRE UNIQUE
    MANDATORY SCALAR OF ADD DROP FALSE TRUE NULL
    """)

#: Words LadybugDB's parser refuses unquoted as a property key, alias, variable, label or
#: relationship type ("Parser exception: Invalid input <n.profile>"), beyond openCypher's —
#: measured: every keyword of its grammar tried unquoted in each of those positions. Its other
#: keywords (``FROM``, ``TO``, ``TYPE``, ``REL``, ``COPY``, ``USE`` …) it reads as names, and
#: FalkorDB read every keyword tried as a name (none to add).
LADYBUG_RESERVED = words("""
    ACYCLIC ANY CAST COLUMN COMMIT_SKIP_CHECKPOINT DBTYPE DEFAULT GLOB GROUP HEADERS HINT
    INSTALL JOIN MACRO MULTI_JOIN NONE ONLY PRIMARY PROFILE ROLLBACK_SKIP_CHECKPOINT SHORTEST
    SINGLE TABLE TRAIL WSHORTEST
    """)

RESERVED = OPENCYPHER_RESERVED | LADYBUG_RESERVED

PARSER_RESERVED = words("ALL CASE DISTINCT EXISTS FALSE NOT NULL TRUE WHEN WHERE")

NON_RESERVED = words("ANY NONE SINGLE REDUCE COUNT CALL YIELD SHORTESTPATH ALLSHORTESTPATHS EXPLAIN PROFILE")

AGGREGATES = words("COUNT SUM AVG MAX MIN COLLECT STDEV STDEVP PERCENTILECONT PERCENTILEDISC")

SCHEMA_WORDS = SchemaWords(
    title="Cypher",
    node_base="Label",
    node_doc="A node label; one node can carry several labels.",
    edge_header="# Relationships",
    edge_base="Relationship",
    edge_doc="A directed relationship type from start to end.",
    node_id="id",
    src="start",
    dst="end",
    access=("# Properties are read without the label: n.{tprop}, r.{eprop}.",),
    arrow="# (:{src})-[:{edge}]->(:{dst})",
    node_kind="label",
    edge_kind="relationship type",
)

DIALECT = Dialect(
    name="cypher",
    grammar="cypher.lark",
    reserved_words=PARSER_RESERVED,
    quoted_words=RESERVED,
    keywords=OPENCYPHER_RESERVED | NON_RESERVED,
    string_quotes=("'", '"'),
    aggregate_functions=AGGREGATES,
    two_argument_aggregates=words("PERCENTILECONT PERCENTILEDISC"),
    # Neo4j refuses these at compile time too (see r3.lang.astbuilder; more in r3.lang.cypher_checks)
    parser_checks=frozenset({"random_in_aggregate"}),
    dotted_function_names=True,
    bare_list_comprehension=True,
    pattern_comprehension=True,
    dollar_parameters=True,
    display_name="Cypher",
    builder="r3.lang.cypher_builder:CypherAstBuilder",
    foreign_nodes="r3.lang.printer.core:NGQL_ONLY_NODES",
    statement_parens=False,
    label_check_in_parens=False,
    operator_text={"CONCAT": "||"},
    tag_qualified_properties=False,
    vertex_id_is_key_property=True,
    # Neo4j runs Cypher with unknown labels/types/properties (it only warns)
    missing_schema_name_severity="warning",
    checks_expression_types=True,
    pattern_predicates_bind_nothing=True,
    infers_match_labels=True,
    with_where_sees_dropped=True,
    schema_words=SCHEMA_WORDS,
    schema_grammar="r3.lang.schema_grammar:cypher_statements",
    schema_grammar_names={
        "common": (("n", "a", "p", "v"), ("m", "b", "t", "v2"), ("r",)),
        "short": (("n",), ("m",), ("r",)),
    },
    skeleton_file="cypher.py",
    double_dash_only_in_patterns=True,
    transpilers={"ngql": "r3.lang.transpile.to_ngql:NgqlWriter"},
)
