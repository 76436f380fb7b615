"""Dialect registry: what differs between nGQL and openCypher, as data.

Why tables and not subclasses with copied code (the sqlglot lesson): the grammar, the
printer and the validator are shared; a dialect only says which grammar file to load, which
words it reserves and which rules of the shared code apply to it. Outside this package no
code branches on a dialect's name: it asks the :class:`Dialect` (``get_dialect(name).x``).

Adding a dialect is one module with a ``DIALECT`` object plus one :meth:`Registry.register`
line below (or a package entry point in the ``r3.dialects`` group). Behaviour implemented
elsewhere (the AST builder, the schema-grammar statements, the transpilers) is named as a
``"module:attribute"`` reference, imported on first use, so importing ``r3.lang`` stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from r3.errors import UserInputError
from r3.registry import Registry

#: Pattern variable names the schema grammar offers, per name set ("common", "short"):
#: (first node's choices, second node's choices, the edge's choices).
PatternNames = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True)
class SchemaWords:
    """How r3's code-structure schema (:mod:`r3.represent.schema_code`) speaks of a dialect."""

    #: The language in the header line ("nGQL for NebulaGraph").
    title: str
    #: Base class of the node classes, and its docstring.
    node_base: str
    node_doc: str
    #: The comment that opens the edge classes ("# Edges", "# Relationships").
    edge_header: str
    #: Base class of the edge classes, and its docstring.
    edge_base: str
    edge_doc: str
    #: Parameter names: a node's id, an edge's two ends.
    node_id: str
    src: str
    dst: str
    #: Header lines on reading properties (format fields: tag, tprop, edge, eprop).
    access: tuple[str, ...]
    #: One endpoint comment of an edge class (format fields: src, edge, dst).
    arrow: str
    #: What a tag and an edge type are called ("tag"/"label", "edge type"/"relationship type").
    node_kind: str
    edge_kind: str
    #: Header lines on vertex ids (format field: vid, the space's id type such as INT64).
    id_notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Dialect:
    """One query language.

    ``grammar`` is the file name of the Lark grammar in ``r3/lang/grammars``;
    ``reserved_words`` are the upper-case keywords that must be back-quoted when used as a
    name (the printer quotes them); ``keywords`` is every keyword the lexer knows (reserved or
    not), which a name may collide with harmlessly.
    """

    name: str
    grammar: str
    reserved_words: frozenset[str]
    keywords: frozenset[str] = field(default_factory=frozenset)
    string_quotes: tuple[str, ...] = ('"', "'")
    #: Reserved words that may still be called as functions (nGQL ``date(…)``, ``tags(…)``).
    callable_keywords: frozenset[str] = field(default_factory=frozenset)
    #: Aggregate function names (upper-case); they take exactly one argument or ``*`` (COUNT).
    aggregate_functions: frozenset[str] = field(default_factory=frozenset)
    #: Words the parser accepts as names but the printer still back-quotes, so the text also
    #: suits stricter readers of the dialect (Neo4j 5 takes ``order`` as a variable, LadybugDB not).
    quoted_words: frozenset[str] = field(default_factory=frozenset)
    #: Aggregates that take a second, per-query argument (Cypher ``percentileCont(x, 0.5)``).
    two_argument_aggregates: frozenset[str] = field(default_factory=frozenset)
    #: Aggregate names that are also ordinary functions of another arity (nGQL ``bit_or(a, b)``).
    scalar_overloads: frozenset[str] = field(default_factory=frozenset)
    #: Checks the dialect's own parser makes beyond the grammar (NebulaGraph's parser.yy
    #: rejects e.g. aggregates in WHERE as a *syntax* error); see ``r3.lang.astbuilder``.
    parser_checks: frozenset[str] = field(default_factory=frozenset)
    #: ``SHOW`` targets (upper-case word tuples) mapped to whether a name follows them.
    show_targets: dict[tuple[str, ...], bool] = field(default_factory=dict, hash=False, compare=False)
    #: Function names may be dotted (``db.labels()``, ``apoc.coll.sum()``).
    dotted_function_names: bool = False
    #: ``[x IN list]`` (no WHERE, no ``|``) is a list comprehension rather than a one-item list.
    bare_list_comprehension: bool = False
    #: ``[(a)-->(b) | b.name]`` pattern comprehensions are part of the language.
    pattern_comprehension: bool = False
    #: ``$name`` is a parameter the caller binds (Cypher), not a variable of the script (nGQL).
    dollar_parameters: bool = False

    # -- names and parsing ---------------------------------------------------------------
    #: How messages and prompts name the language ("nGQL", "Cypher"); default: ``name``.
    display_name: str = ""
    #: The Lark transformer that builds r3's AST from the grammar's tree ("module:Class").
    builder: str = "r3.lang.cypher_builder:CypherAstBuilder"

    # -- printer ---------------------------------------------------------------------------
    #: AST node kinds the language lacks ("module:attribute" of a set of node classes);
    #: printing one in this dialect is an error.
    foreign_nodes: str = ""
    #: Names printed bare although reserved: nGQL's ``vertex``/``edge`` in expressions are keywords.
    bare_variables: frozenset[str] = field(default_factory=frozenset)
    #: ``(stmt)`` groups statements (nGQL); Cypher has no parenthesised queries.
    statement_parens: bool = False
    #: A label check is read only as a one-node pattern ``(v:tag)`` (nGQL); Cypher has ``v:tag``.
    label_check_in_parens: bool = False
    #: Operators written differently from their AST name: string concatenation is Cypher's
    #: ``||`` (nGQL's ``||`` is OR; its ``+`` concatenates).
    operator_text: dict[str, str] = field(default_factory=dict, hash=False, compare=False)

    # -- validator -------------------------------------------------------------------------
    #: Node properties are read through their tag, ``v.player.name`` (nGQL), not ``n.name``;
    #: a node property map then needs a tag label too.
    tag_qualified_properties: bool = False
    #: Vertices are identified by a key property (r3's ``vid_key``) rather than a native,
    #: typed vertex id (nGQL's vid, ``id(v)``), so ids are shown as strings.
    vertex_id_is_key_property: bool = True
    #: Severity of an unknown tag/edge/property name: Neo4j runs such Cypher (reading NULL)
    #: and only warns; NebulaGraph refuses it.
    missing_schema_name_severity: Literal["error", "warning"] = "error"
    #: Expressions are type-checked (literal type mismatches Neo4j refuses at compile time).
    checks_expression_types: bool = False
    #: A pattern used as a predicate in MATCH's WHERE may not introduce new variables.
    pattern_predicates_bind_nothing: bool = False
    #: ``$-.col``, ``$var.col``, ``$^.tag.p`` and ``$$.tag.p`` (piped input, variables, GO's
    #: source and destination) are part of the language.
    pipe_references: bool = False
    #: Edges carry the built-in properties ``_src``, ``_dst``, ``_rank`` and ``_type``.
    builtin_edge_properties: bool = False
    #: Labels of unlabelled MATCH nodes are inferred from the schema (the edge types around them).
    infers_match_labels: bool = False
    #: ``WITH … WHERE`` also sees the variables the WITH projects away.
    with_where_sees_dropped: bool = False
    #: ORDER BY in MATCH/WITH may only name returned columns (NebulaGraph's MatchValidator).
    order_by_columns_only: bool = False

    # -- schema texts and generation grammars ------------------------------------------------
    #: How r3's code-structure schema speaks of this dialect.
    schema_words: SchemaWords | None = field(default=None, hash=False, compare=False)
    #: Builds the statements of the schema-specialised generation grammar
    #: ("module:function" taking the grammar builder and a name set, see r3.lang.schema_grammar).
    schema_grammar: str = ""
    #: Pattern variable names that grammar offers, per name set.
    schema_grammar_names: dict[str, PatternNames] = field(default_factory=dict, hash=False, compare=False)
    #: The skeleton library file in ``skeletons/`` at the repository root.
    skeleton_file: str = ""

    # -- running and reading queries ---------------------------------------------------------
    #: A query may be several ``;``-separated statements (EXPLAIN wraps them in ``{ … }``).
    multi_statement_scripts: bool = False
    #: ``#`` starts a line comment.
    hash_comments: bool = False
    #: ``--`` may appear only in a relationship pattern (readers disagree on ``--`` comments).
    double_dash_only_in_patterns: bool = False
    #: r3's own engine (:mod:`r3.engine`) runs it: embedded graphs and graph pools execute it,
    #: and r3's offline composer writes it.
    runs_on_embedded_engine: bool = False
    #: Result rows hold bare string vertex ids, which an answer shows by the vertex's name.
    rows_hold_vertex_ids: bool = False
    #: How the database names an unaliased column ("module:function" of an expression);
    #: empty: the expression's text as printed in this dialect.
    column_namer: str = ""
    #: Target dialect name → the writer that rewrites this dialect's trees into it
    #: ("module:Class", see :mod:`r3.lang.transpile`).
    transpilers: dict[str, str] = field(default_factory=dict, hash=False, compare=False)

    def __post_init__(self) -> None:
        if not self.display_name:
            object.__setattr__(self, "display_name", self.name)

    def is_reserved(self, word: str) -> bool:
        """Whether ``word`` must be back-quoted to be used as a name (when r3 prints it)."""
        upper = word.upper()
        return upper in self.reserved_words or upper in self.quoted_words


def words(text: str) -> frozenset[str]:
    """A keyword table from whitespace-separated words (keeps the tables readable)."""
    return frozenset(text.split())


#: Every dialect r3 knows; third-party packages add theirs with an ``r3.dialects`` entry point.
DIALECTS: Registry[Dialect] = Registry("dialect", entry_points="r3.dialects")
DIALECTS.register(
    "ngql",
    "r3.lang.dialects.ngql:DIALECT",
    description="nGQL (NebulaGraph 3.x)",
    aliases=("nebula", "nebulagraph"),
)
DIALECTS.register(
    "cypher",
    "r3.lang.dialects.cypher:DIALECT",
    description="openCypher (Neo4j 5, LadybugDB)",
    aliases=("opencypher", "neo4j"),
)


def dialect_names() -> tuple[str, ...]:
    """The names :func:`get_dialect` accepts (without aliases): the CLI's and the API's choices."""
    return DIALECTS.names()


def get_dialect(name: str | Dialect) -> Dialect:
    """The dialect called ``name`` (``'ngql'``, ``'cypher'`` or an alias, case-insensitive);
    a :class:`Dialect` is returned as it is."""
    if isinstance(name, Dialect):
        return name
    if not isinstance(name, str):
        raise UserInputError(
            f"dialect must be a string such as {' or '.join(map(repr, dialect_names()))}, "
            f"got {type(name).__name__}"
        )
    return DIALECTS.get(name)
