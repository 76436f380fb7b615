"""nGQL (NebulaGraph 3.x) as data: its grammar file and its keyword and check tables.

The reserved list follows NebulaGraph's documented reserved keywords: these must be
back-quoted to be used as names. Everything in ``NON_RESERVED`` is a keyword of some
statement but may still be used as a tag, edge, property or alias name (``group``, ``count``,
``type``, ``path`` …), which is why the grammar accepts them wherever a name is expected.
"""

from __future__ import annotations

from r3.lang.dialects import Dialect, SchemaWords, words

RESERVED = words("""
    ACROSS ADD ALTER AND AS ASC ASCENDING BALANCE BOOL BY CASE CHANGE COMPACT CREATE DATE
    DATETIME DELETE DESC DESCENDING DESCRIBE DISTINCT DOUBLE DOWNLOAD DROP DURATION EDGE EDGES
    EXISTS EXPLAIN FALSE FETCH FIND FIXED_STRING FLOAT FLUSH FROM GEOGRAPHY GET GO GRANT IF
    IGNORE_EXISTED_INDEX IN INDEX INDEXES INGEST INSERT INT INT16 INT32 INT64 INT8 INTERSECT IS
    JOIN LEFT LIST LOOKUP MAP MATCH MINUS NO NOT NULL OF ON OR ORDER OVER OVERWRITE PROP
    REBUILD RECOVER REMOVE RESTART RETURN REVERSELY REVOKE SET SHOW STEP STEPS STOP STRING
    SUBMIT TAG TAGS TIME TIMESTAMP TO TRUE UNION UNWIND UPDATE UPSERT UPTO USE VERTEX VERTICES
    WHEN WHERE WITH XOR YIELD
    """)

NON_RESERVED = words("""
    ACCOUNT ADMIN AGENT ALL ANY ATOMIC_EDGE AUTO BASIC BIDIRECT BOTH CHARSET CLEAR CLIENTS
    COLLATE COLLATION COMMENT CONFIGS CONTAINS COUNT DATA DBA DEFAULT DIVIDE DRAINER DRAINERS
    ELASTICSEARCH ELSE EMPTY END ENDS ES_QUERY FORCE FORMAT FULLTEXT GOD GRANTS GRAPH GROUP
    GROUPS GUEST HDFS HOST HOSTS HTTP HTTPS INTO IP JOB JOBS KILL LEADER LIMIT LINESTRING
    LISTENER LOCAL MERGE META NEW NOLOOP NONE OFFSET OPTIONAL OUT PART PARTITION_NUM PARTS
    PASSWORD PATH PLAN POINT POLYGON PROFILE QUERIES QUERY READ REDUCE RENAME REPLICA_FACTOR
    RESET ROLE ROLES S2_MAX_CELLS S2_MAX_LEVEL SAMPLE SEARCH SERVICE SESSION SESSIONS SHORTEST
    SINGLE SKIP SNAPSHOT SNAPSHOTS SPACE SPACES STARTS STATS STATUS STORAGE SUBGRAPH SYNC TEXT
    TEXT_SEARCH THEN TOP TTL_COL TTL_DURATION USER USERS UUID VALUE VALUES VARIABLES VID_TYPE
    WHITELIST WRITE ZONE ZONES
    """)

#: Non-reserved keywords NebulaGraph's parser lower-cases when they are used as names, unless
#: back-quoted (1.nGQL-overview/keywords-and-reserved-words.md: "If the identifier contains any
#: uppercase letter, you must enclose them with backticks ... Otherwise, the execution succeeds
#: but the system automatically converts the identifier to all lowercase"): the manual's list,
#: which has neither COUNT nor EMPTY (no keywords there: `COUNT(*)` keeps its spelling) nor PATH
#: (reserved there).
LOWERCASED_NAMES = NON_RESERVED - {"COUNT", "EMPTY", "PATH"}

#: Reserved words that are also function names: ``date("…")``, ``tags(v)``, …
CALLABLE_KEYWORDS = words("DATE TIME DATETIME TIMESTAMP DURATION TAGS LEFT")

AGGREGATES = words("COUNT SUM AVG MAX MIN STD BIT_AND BIT_OR BIT_XOR COLLECT COLLECT_SET")

#: Checks NebulaGraph's parser.yy makes in its actions and reports as SyntaxError.
PARSER_CHECKS = frozenset(
    {
        "aggregate_in_where",  # "Invalid use of aggregating function in where clause."
        "aggregate_in_go_yield",  # "Invalid use of aggregating function in yield clause."
        "random_in_aggregate",  # "Can't use non-deterministic (random) functions inside of aggregate functions"
        "yield_alias_required",  # "please add alias when using `vertex'."
        "optional_match_where",  # "Where clause in optional match is not supported."
        "exists_argument",  # "The exists only accept LabelAttribute, Attribute and Subscript"
        "variable_output",  # "Direct output of variable is prohibited" (`YIELD $v`, not `$v.col`)
        "error_near",  # errors quote the text near them: "syntax error near `| GO FRO'" (r3.lang.parser)
        "keyword_function_names",  # DATE(…)/TIME(…)/DATETIME(…)/TIMESTAMP(…) are named lower-case, as bison's rules name them
    }
)

_NAMED = True
SHOW_TARGETS: dict[tuple[str, ...], bool] = {
    ("SPACES",): False,
    ("TAGS",): False,
    ("EDGES",): False,
    ("HOSTS",): _NAMED,
    ("PARTS",): _NAMED,
    ("TAG", "INDEXES"): False,
    ("EDGE", "INDEXES"): False,
    ("TAG", "INDEXES", "BY"): _NAMED,
    ("EDGE", "INDEXES", "BY"): _NAMED,
    ("TAG", "INDEX", "STATUS"): False,
    ("EDGE", "INDEX", "STATUS"): False,
    ("USERS",): False,
    ("ROLES", "IN"): _NAMED,
    ("CREATE", "SPACE"): _NAMED,
    ("CREATE", "TAG"): _NAMED,
    ("CREATE", "EDGE"): _NAMED,
    ("CREATE", "TAG", "INDEX"): _NAMED,
    ("CREATE", "EDGE", "INDEX"): _NAMED,
    ("CHARSET",): False,
    ("COLLATION",): False,
    ("SNAPSHOTS",): False,
    ("JOBS",): False,
    ("JOB",): _NAMED,
    ("STATS",): False,
    ("SESSIONS",): False,
    ("LOCAL", "SESSIONS"): False,
    ("SESSION",): _NAMED,
    ("QUERIES",): False,
    ("LOCAL", "QUERIES"): False,
    ("META", "LEADER"): False,
    ("FULLTEXT", "INDEXES"): False,
    ("TEXT", "SEARCH", "CLIENTS"): False,
    ("LISTENER",): False,
    ("ZONES",): False,
    ("ZONE",): _NAMED,
    ("CONFIGS",): _NAMED,
    ("DRAINERS",): False,
    ("SERVICE", "CLIENTS"): False,
}

SCHEMA_WORDS = SchemaWords(
    title="nGQL for NebulaGraph",
    node_base="Tag",
    node_doc="A vertex tag; one vertex can carry several tags.",
    edge_header="# Edges",
    edge_base="Edge",
    edge_doc="A directed edge type from src_vid to dst_vid (edges between the same pair differ by rank).",
    node_id="vid",
    src="src_vid",
    dst="dst_vid",
    access=(
        "# Vertex properties are read through their tag: v.{tag}.{tprop} in MATCH, $$.{tag}.{tprop} /",
        "# $^.{tag}.{tprop} in GO; edge properties: e.{eprop} in MATCH, {edge}.{eprop} in GO.",
    ),
    arrow="# ({src}) -[{edge}]-> ({dst})",
    node_kind="tag",
    edge_kind="edge type",
    id_notes=(
        "# Vertex ids (vid) are {vid}. LOOKUP, and MATCH without a vid, need an index",
        "# on the tag or edge type: the indexes are listed in each class.",
    ),
)

DIALECT = Dialect(
    name="ngql",
    grammar="ngql.lark",
    reserved_words=RESERVED,
    keywords=RESERVED | NON_RESERVED,
    string_quotes=('"', "'"),
    callable_keywords=CALLABLE_KEYWORDS,
    aggregate_functions=AGGREGATES,
    scalar_overloads=frozenset({"BIT_AND", "BIT_OR", "BIT_XOR"}),
    parser_checks=PARSER_CHECKS,
    show_targets=SHOW_TARGETS,
    display_name="nGQL",
    builder="r3.lang.ngql_builder:NgqlAstBuilder",
    foreign_nodes="r3.lang.printer.core:CYPHER_ONLY_NODES",
    bare_variables=words("VERTEX EDGE VERTICES EDGES"),
    statement_parens=True,
    label_check_in_parens=True,
    operator_text={"CONCAT": "+"},
    tag_qualified_properties=True,
    vertex_id_is_key_property=False,
    missing_schema_name_severity="error",
    pipe_references=True,
    builtin_edge_properties=True,
    order_by_columns_only=True,
    schema_words=SCHEMA_WORDS,
    schema_grammar="r3.lang.schema_grammar:ngql_statements",
    schema_grammar_names={
        "common": (("v", "n", "v1", "a"), ("v2", "n1", "b", "t"), ("e",)),
        "short": (("v",), ("v2",), ("e",)),
    },
    skeleton_file="ngql.py",
    multi_statement_scripts=True,
    hash_comments=True,
    runs_on_embedded_engine=True,
    rows_hold_vertex_ids=True,
    column_namer="r3.lang.column_names:column_name",
    transpilers={"cypher": "r3.lang.transpile.to_cypher:CypherWriter"},
)
