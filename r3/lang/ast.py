"""One typed AST for nGQL (NebulaGraph 3.x) and openCypher (Neo4j 5).

Why one tree for two dialects: nGQL's MATCH *is* openCypher, the expression language is
shared, and everything downstream (printer, schema validator, query analysis, the embedded
engine, training-label extraction) wants to walk a single structure. Dialect-only
statements (GO, FETCH, LOOKUP, … for nGQL; CREATE/MERGE/SET clauses for Cypher) are simply
node types that only one parser produces.

Conventions:
- Every node is a dataclass; equality compares fields only, so ``parse(print(parse(q))) ==
  parse(q)`` is a meaningful round-trip check.
- Source positions live in the non-field attribute ``span`` (set by the parser, ignored by
  ``==`` and ``repr``).
- Names (tags, edge types, labels, properties, aliases) are plain ``str`` as the user wrote
  them, back-quotes removed. Keywords are upper-case strings in ``op``/``kind`` fields.
- Property access is generic: ``v.player.name`` is ``Property(Property(Variable('v'),
  'player'), 'name')``, ``$$.team.name`` is ``Property(Property(DstRef(), 'team'), 'name')``,
  ``like._dst`` is ``Property(Variable('like'), '_dst')``. What a name *means* (tag, edge,
  alias) depends on the statement and is decided by the validator / engine, not the parser.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Any
from typing import Literal as Lit


@dataclass(frozen=True)
class Span:
    """Where a node starts and ends in the source text (1-based line/column, 0-based offsets)."""

    line: int
    column: int
    start: int
    end: int


class Node:
    """Base of every AST node. ``span`` is set by the parser and is not part of equality."""

    span: Span | None = None

    def children(self) -> Iterator[Node]:
        """Direct child nodes, in field order (descending into lists and tuples)."""
        for f in fields(self):  # type: ignore[arg-type]
            yield from _nodes_in(getattr(self, f.name))

    def field(self, name: str) -> Any:
        """The value of the declared field ``name``, None when this node's class declares none:
        for reading one field (``where``) across nodes of many kinds."""
        for f in fields(self):  # type: ignore[arg-type]
            if f.name == name:
                return getattr(self, f.name)
        return None

    def walk(self) -> Iterator[Node]:
        """This node and every node below it, depth first, without recursion limits."""
        stack: list[Node] = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(list(node.children())))


def _nodes_in(value: object) -> Iterator[Node]:
    if isinstance(value, Node):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _nodes_in(item)


# --------------------------------------------------------------------------- expressions


class Expr(Node):
    """Marker base of expressions."""


@dataclass(eq=True)
class Literal(Expr):
    """``NULL`` (None), booleans, ints, floats and strings. ``int`` and ``float`` stay distinct.

    A unary minus on a non-negative number literal is folded into it: ``-5`` is
    ``Literal(-5)`` (the only way to write -9223372036854775808); ``-x`` stays a UnaryOp.
    """

    value: None | bool | int | float | str


@dataclass(eq=True)
class Variable(Expr):
    """A bare name in expression position: a pattern variable, alias, tag or edge name.

    The nGQL keywords ``vertex`` and ``edge`` used as expressions (``id(vertex)``) are
    ``Variable('vertex')`` / ``Variable('edge')``.
    """

    name: str


@dataclass(eq=True)
class Parameter(Expr):
    """``$name``: an nGQL variable (``$a`` of ``$a = GO …``) or a Cypher query parameter."""

    name: str


@dataclass(eq=True)
class InputRef(Expr):
    """nGQL ``$-``: the rows piped in from the left of ``|``."""


@dataclass(eq=True)
class SrcRef(Expr):
    """nGQL ``$^``: the source vertex of the edge being traversed by GO."""


@dataclass(eq=True)
class DstRef(Expr):
    """nGQL ``$$``: the destination vertex of the edge being traversed by GO."""


@dataclass(eq=True)
class Property(Expr):
    """``obj.name`` (attribute access; see the module docstring for how chains nest).

    nGQL's "all columns" ``$-.*`` / ``$var.*`` is ``Property(InputRef(), '*')``.
    """

    obj: Expr
    name: str


@dataclass(eq=True)
class FunctionCall(Expr):
    """``name(args)``; ``count(*)`` has ``star=True``; ``count(DISTINCT x)`` has ``distinct``.

    ``answer(text, question)`` and ``summary(text)`` (SUQL free-text predicates) are
    ordinary calls. ``name`` keeps the user's spelling (may contain dots in Cypher:
    ``db.labels``); compare case-insensitively when looking functions up.
    """

    name: str
    args: list[Expr] = field(default_factory=list)
    distinct: bool = False
    star: bool = False


@dataclass(eq=True)
class UnaryOp(Expr):
    """``op`` is ``NOT``, ``!``, ``-`` or ``+``."""

    op: str
    operand: Expr


@dataclass(eq=True)
class BinaryOp(Expr):
    """Binary operators, ``op`` upper-case as a keyword or the symbol as written.

    Symbols: ``OR AND XOR || && == = != <> < <= > >= + - * / % ^ =~`` (``||`` and ``&&`` are
    nGQL's OR and AND); ``CONCAT`` is Cypher's ``||`` (string and list concatenation); keywords: ``IN``,
    ``NOT IN``, ``CONTAINS``, ``NOT CONTAINS``, ``STARTS WITH``, ``NOT STARTS WITH``,
    ``ENDS WITH``, ``NOT ENDS WITH``.
    """

    op: str
    left: Expr
    right: Expr


@dataclass(eq=True)
class IsNull(Expr):
    """``x IS [NOT] NULL`` (``kind='NULL'``) and nGQL's ``x IS [NOT] EMPTY`` (``kind='EMPTY'``)."""

    operand: Expr
    negated: bool = False
    kind: Lit["NULL", "EMPTY"] = "NULL"


@dataclass(eq=True)
class LabelCheck(Expr):
    """``n:player`` / ``n:A:B`` used as a predicate (WHERE in MATCH).

    A Cypher 5 label expression that is not a plain conjunction (``n:A|B``, ``n:!A``) is in
    ``label_expr`` and ``labels`` is empty.
    """

    operand: Expr
    labels: list[str]
    label_expr: LabelExpr | None = None


@dataclass(eq=True)
class Case(Expr):
    """``CASE [subject] WHEN c THEN r … [ELSE e] END``."""

    subject: Expr | None
    whens: list[tuple[Expr, Expr]]
    default: Expr | None = None


@dataclass(eq=True)
class Conditional(Expr):
    """nGQL's ``cond ? then : otherwise``."""

    condition: Expr
    then: Expr
    otherwise: Expr


@dataclass(eq=True)
class TypeCast(Expr):
    """nGQL's ``(int)expr`` style cast; ``type_name`` lower-case (``int``, ``float``, ``string``, ``bool``)."""

    type_name: str
    operand: Expr


@dataclass(eq=True)
class ListLiteral(Expr):
    items: list[Expr]


@dataclass(eq=True)
class SetLiteral(Expr):
    """nGQL ``{1, 2, 3}``."""

    items: list[Expr]


@dataclass(eq=True)
class MapLiteral(Expr):
    """``{key: value, …}``; keys keep their order as written."""

    items: list[tuple[str, Expr]]


@dataclass(eq=True)
class Subscript(Expr):
    """``obj[index]``."""

    obj: Expr
    index: Expr


@dataclass(eq=True)
class Slice(Expr):
    """``obj[start..end]`` with either bound optional."""

    obj: Expr
    start: Expr | None
    end: Expr | None


@dataclass(eq=True)
class ListComprehension(Expr):
    """``[x IN source WHERE cond | projection]``."""

    variable: str
    source: Expr
    where: Expr | None = None
    projection: Expr | None = None


@dataclass(eq=True)
class ListPredicate(Expr):
    """``all|any|single|none(x IN source WHERE cond)``; ``kind`` lower-case."""

    kind: Lit["all", "any", "single", "none"]
    variable: str
    source: Expr
    where: Expr | None = None


@dataclass(eq=True)
class Reduce(Expr):
    """``reduce(acc = init, x IN source | expr)``."""

    accumulator: str
    initial: Expr
    variable: str
    source: Expr
    expr: Expr


@dataclass(eq=True)
class PatternExpr(Expr):
    """A path pattern used as an expression: a WHERE pattern predicate or ``WITH (v)-->() AS p``."""

    pattern: PathPattern


@dataclass(eq=True)
class MapProjection(Expr):
    """Cypher ``n {.name, .*, key: expr, var}``.

    ``.name`` is stored as ``("name", n.name)`` and a variable selector ``var`` as
    ``("var", var)``: both mean exactly that literal entry, so one tree has one spelling;
    ``.*`` (every property of ``n``) is ``all_properties``.
    """

    variable: str
    items: list[tuple[str, Expr]] = field(default_factory=list)
    all_properties: bool = False


@dataclass(eq=True)
class Subquery(Expr):
    """Cypher ``EXISTS { … }``, ``COUNT { … }`` and ``COLLECT { … }``.

    The pattern form ``EXISTS { (a)-->(b) WHERE c }`` is stored as the query
    ``MATCH (a)-->(b) WHERE c`` it abbreviates.
    """

    kind: Lit["EXISTS", "COUNT", "COLLECT"]
    query: Statement


@dataclass(eq=True)
class PatternComprehension(Expr):
    """Cypher ``[p = (a)-->(b) WHERE cond | projection]``."""

    pattern: PathPattern
    where: Expr | None
    projection: Expr


# --------------------------------------------------------------------------- patterns


@dataclass(eq=True)
class LabelExpr(Node):
    """A Cypher 5 label expression beyond a plain list of names: ``A|B``, ``!A``, ``A&B``, ``%``.

    ``op`` is ``'name'`` (``name`` set), ``'%'`` (any label), ``'!'`` (one operand), ``'&'`` or
    ``'|'`` (two or more operands). Plain conjunctions of names (``:A:B``, ``:A&B``) stay in
    ``NodePattern.labels``; plain disjunctions of types stay in ``RelPattern.types``.
    """

    op: Lit["name", "%", "!", "&", "|"]
    operands: list[LabelExpr] = field(default_factory=list)
    name: str | None = None

    def names(self) -> list[str]:
        """Every label or type name the expression mentions, in source order."""
        return [n.name for n in self.walk() if isinstance(n, LabelExpr) and n.name is not None]


@dataclass(eq=True)
class NodePattern(Node):
    """``(v:player:team {name: "x"})``. ``properties`` is a map literal or a parameter.

    nGQL's per-label maps ``(v:player{age: 1}:team{name: "x"})`` are merged into one map.
    Cypher 5 adds ``label_expr`` (see :class:`LabelExpr`; ``labels`` is then empty) and an
    inline ``(n:A WHERE n.x > 1)`` filter in ``where``.
    """

    variable: str | None = None
    labels: list[str] = field(default_factory=list)
    properties: Expr | None = None
    label_expr: LabelExpr | None = None
    where: Expr | None = None


@dataclass(eq=True)
class VarLength(Node):
    """``*``, ``*n``, ``*m..n``, ``*..n``, ``*m..`` on a relationship: absent bounds are None.

    ``*n`` is stored as ``VarLength(n, n)``.
    """

    min: int | None = None
    max: int | None = None


@dataclass(eq=True)
class RelPattern(Node):
    """``-[e:like|serve*1..3 {likeness: 90}]->``.

    ``direction``: ``'out'`` for ``-->``, ``'in'`` for ``<--``, ``'both'`` for ``--`` / ``<-->``.
    Cypher 5 adds ``label_expr`` (``[:!A]``, ``[:A&B]``; ``types`` is then empty), an inline
    ``[r WHERE r.w > 1]`` filter in ``where``, and quantifiers ``-[:R]->{1,3}`` / ``-->+``
    stored in ``length`` as the hops they allow (``{1,3}`` is ``*1..3``, ``+`` is ``*1..``).
    """

    direction: Lit["out", "in", "both"]
    variable: str | None = None
    types: list[str] = field(default_factory=list)
    properties: Expr | None = None
    length: VarLength | None = None
    label_expr: LabelExpr | None = None
    where: Expr | None = None


@dataclass(eq=True)
class QuantifiedPath(RelPattern):
    """A Cypher 5 quantified path pattern ``((a)-[:R]->(b) WHERE a.x < b.x){1,3}``.

    It stands where a relationship stands in ``PathPattern.elements`` (between two nodes,
    anonymous ones when the query juxtaposes nothing), so code that walks elements as
    node/relationship pairs keeps working: to such code it is an untyped relationship of
    ``length`` repetitions. ``path`` is the repeated pattern, ``where`` its filter;
    ``direction`` is always ``'both'``.
    """

    path: PathPattern | None = None


@dataclass(eq=True)
class PathPattern(Node):
    """One comma-separated part of a pattern: ``[p =] [shortestPath(]node (rel node)*[)]``.

    ``elements`` alternates NodePattern and RelPattern, starting and ending with a node.
    ``function`` is ``'shortestPath'`` or ``'allShortestPaths'`` when wrapped; ``selector`` a
    Cypher 5 path selector in upper case (``'ANY SHORTEST'``, ``'ALL SHORTEST'``,
    ``'SHORTEST 2'``, ``'SHORTEST 2 GROUPS'``, ``'ANY 3'``, ``'ALL'``, ``'ANY'``).
    """

    elements: list[NodePattern | RelPattern]
    variable: str | None = None
    function: str | None = None
    selector: str | None = None


# --------------------------------------------------------------------------- shared parts


@dataclass(eq=True)
class YieldItem(Node):
    """``expr [AS alias]`` in YIELD / RETURN / WITH."""

    expr: Expr
    alias: str | None = None


@dataclass(eq=True)
class YieldClause(Node):
    """nGQL ``YIELD [DISTINCT] item, …``."""

    items: list[YieldItem]
    distinct: bool = False


@dataclass(eq=True)
class OrderItem(Node):
    expr: Expr
    descending: bool = False


@dataclass(eq=True)
class OverClause(Node):
    """nGQL ``OVER e1, e2 | * [REVERSELY | BIDIRECT]``; ``edges == ['*']`` means every edge type."""

    edges: list[str]
    direction: Lit["out", "in", "both"] = "out"


@dataclass(eq=True)
class StepRange(Node):
    """``M STEPS`` (``low=M, high=None``) or ``M TO N STEPS``."""

    low: int
    high: int | None = None


@dataclass(eq=True)
class EdgeKey(Node):
    """``src -> dst [@rank]`` in FETCH / DELETE / UPDATE EDGE."""

    src: Expr
    dst: Expr
    rank: Expr | None = None


@dataclass(eq=True)
class SetItem(Node):
    """``target = value`` (nGQL UPDATE ``SET age = age + 1``; Cypher ``SET n.age = 1`` / ``n += {…}``)."""

    target: Expr
    value: Expr
    op: Lit["=", "+="] = "="


@dataclass(eq=True)
class TypeSpec(Node):
    """A property/vid type: ``int64``, ``string``, ``fixed_string(32)``, ``datetime``, … (lower-case)."""

    name: str
    length: int | None = None


@dataclass(eq=True)
class ColumnDef(Node):
    """A property in CREATE/ALTER TAG|EDGE: ``name type [NULL|NOT NULL] [DEFAULT e] [COMMENT 's']``."""

    name: str
    type: TypeSpec
    nullable: bool | None = None
    default: Expr | None = None
    comment: str | None = None


@dataclass(eq=True)
class IndexField(Node):
    """``name[(length)]`` in CREATE … INDEX."""

    name: str
    length: int | None = None


# --------------------------------------------------------------------------- statements


class Statement(Node):
    """Marker base of statements (anything that can stand between ``;``)."""


class Clause(Node):
    """Marker base of Cypher-style clauses inside a :class:`CypherQuery`."""


@dataclass(eq=True)
class Script(Node):
    """``;``-separated statements: what :func:`r3.lang.parse` returns."""

    statements: list[Statement]


@dataclass(eq=True)
class Pipe(Statement):
    """nGQL ``a | b | c``; each part reads the previous part's rows as ``$-``."""

    parts: list[Statement]


@dataclass(eq=True)
class SetOperation(Statement):
    """``left UNION [ALL] | INTERSECT | MINUS right``; ``op`` is e.g. ``'UNION ALL'``."""

    op: str
    left: Statement
    right: Statement


@dataclass(eq=True)
class Assignment(Statement):
    """nGQL ``$name = statement``."""

    variable: str
    statement: Statement


@dataclass(eq=True)
class ReturnIfNotNull(Statement):
    """nGQL's ``RETURN $a IF $b IS NOT NULL``: end the script with ``$a`` when ``$b`` has rows."""

    variable: str
    condition: str


@dataclass(eq=True)
class Explain(Statement):
    """``EXPLAIN [format="row"] stmt`` / ``PROFILE {stmts}``."""

    body: Script
    profile: bool = False
    format: str | None = None


# nGQL reads ---------------------------------------------------------------------------


@dataclass(eq=True)
class Go(Statement):
    """``GO [steps] FROM vids OVER edges [WHERE] [YIELD] [SAMPLE list] [LIMIT list]``."""

    from_: list[Expr]
    over: OverClause
    steps: StepRange | None = None
    where: Expr | None = None
    yield_: YieldClause | None = None
    sample: Expr | None = None
    limit: Expr | None = None


@dataclass(eq=True)
class FetchVertices(Statement):
    """``FETCH PROP ON tag, … | * vids [YIELD]``; ``tags == ['*']`` for every tag."""

    tags: list[str]
    vids: list[Expr]
    yield_: YieldClause | None = None


@dataclass(eq=True)
class FetchEdges(Statement):
    """``FETCH PROP ON edge src->dst[@rank], … [YIELD]``."""

    edge: str
    keys: list[EdgeKey]
    yield_: YieldClause | None = None


@dataclass(eq=True)
class Lookup(Statement):
    """``LOOKUP ON tag_or_edge [WHERE] [YIELD]``."""

    schema: str
    where: Expr | None = None
    yield_: YieldClause | None = None


@dataclass(eq=True)
class FindPath(Statement):
    """``FIND SHORTEST|ALL|NOLOOP|SINGLE SHORTEST PATH [WITH PROP] FROM … TO … OVER … [WHERE] [UPTO n STEPS] YIELD path AS p``."""

    kind: Lit["SHORTEST", "ALL", "NOLOOP", "SINGLE SHORTEST"]
    from_: list[Expr]
    to: list[Expr]
    over: OverClause
    with_prop: bool = False
    where: Expr | None = None
    upto: int | None = None
    yield_: YieldClause | None = None


@dataclass(eq=True)
class GetSubgraph(Statement):
    """``GET SUBGRAPH [WITH PROP] [n STEPS] FROM … [IN|OUT|BOTH edges]… [WHERE] YIELD VERTICES AS v, EDGES AS e``.

    ``directions`` lists ``(direction, edge names)`` pairs in source order.
    """

    from_: list[Expr]
    with_prop: bool = False
    steps: int | None = None
    directions: list[tuple[Lit["IN", "OUT", "BOTH"], list[str]]] = field(default_factory=list)
    where: Expr | None = None
    yield_: YieldClause | None = None


@dataclass(eq=True)
class YieldJoin(Node):
    """nGQL 3.x ``FROM $a INNER|LEFT JOIN $b ON $a.x == $b.y`` of a standalone YIELD."""

    kind: str  # "INNER" | "LEFT"
    left: str
    right: str
    on: Expr


@dataclass(eq=True)
class Yield(Statement):
    """Standalone / piped ``YIELD [DISTINCT] items [FROM $a … JOIN $b ON …] [WHERE cond]``."""

    yield_: YieldClause
    where: Expr | None = None
    join: YieldJoin | None = None


@dataclass(eq=True)
class GroupBy(Statement):
    """``GROUP BY keys YIELD items``."""

    keys: list[Expr]
    yield_: YieldClause


@dataclass(eq=True)
class OrderBy(Statement):
    """Piped ``ORDER BY $-.a [ASC|DESC], …``."""

    items: list[OrderItem]


@dataclass(eq=True)
class Limit(Statement):
    """Piped ``LIMIT [offset,] count``."""

    count: int
    offset: int | None = None


@dataclass(eq=True)
class Sample(Statement):
    """Piped ``SAMPLE count``."""

    count: int


# nGQL writes ----------------------------------------------------------------------------


@dataclass(eq=True)
class TagProps(Node):
    """``tag(prop, …)`` in INSERT VERTEX.

    ``props_listed`` is False for ``INSERT VERTEX t VALUES …`` (no parenthesised list: the
    values fill every property of the tag in schema order).
    """

    tag: str
    props: list[str]
    props_listed: bool = True


@dataclass(eq=True)
class VertexRow(Node):
    """``vid:(v1, v2, …)`` — values of every listed tag, concatenated."""

    vid: Expr
    values: list[Expr]


@dataclass(eq=True)
class EdgeRow(Node):
    """``src->dst[@rank]:(v1, …)``."""

    src: Expr
    dst: Expr
    values: list[Expr]
    rank: Expr | None = None


@dataclass(eq=True)
class InsertVertex(Statement):
    tags: list[TagProps]
    rows: list[VertexRow]
    if_not_exists: bool = False


@dataclass(eq=True)
class InsertEdge(Statement):
    """``INSERT EDGE [IF NOT EXISTS] e(props) VALUES …``; ``props_listed`` as in :class:`TagProps`."""

    edge: str
    props: list[str]
    rows: list[EdgeRow]
    if_not_exists: bool = False
    props_listed: bool = True


@dataclass(eq=True)
class UpdateVertex(Statement):
    """``UPDATE|UPSERT VERTEX [ON tag] vid SET … [WHEN cond] [YIELD …]``."""

    vid: Expr
    set: list[SetItem]
    tag: str | None = None
    when: Expr | None = None
    yield_: YieldClause | None = None
    upsert: bool = False


@dataclass(eq=True)
class UpdateEdge(Statement):
    """``UPDATE|UPSERT EDGE ON edge src->dst[@rank] SET … [WHEN cond] [YIELD …]``."""

    edge: str
    key: EdgeKey
    set: list[SetItem]
    when: Expr | None = None
    yield_: YieldClause | None = None
    upsert: bool = False


@dataclass(eq=True)
class DeleteVertex(Statement):
    vids: list[Expr]
    with_edge: bool = False


@dataclass(eq=True)
class DeleteEdge(Statement):
    edge: str
    keys: list[EdgeKey]


@dataclass(eq=True)
class DeleteTag(Statement):
    """``DELETE TAG t1, t2 | * FROM vids``."""

    tags: list[str]
    vids: list[Expr]


# nGQL DDL and admin -------------------------------------------------------------------


@dataclass(eq=True)
class CreateSpace(Statement):
    """``CREATE SPACE [IF NOT EXISTS] name (key = value, …) [COMMENT 's']``; ``vid_type`` values are TypeSpec."""

    name: str
    options: list[tuple[str, Expr | TypeSpec]] = field(default_factory=list)
    if_not_exists: bool = False
    comment: str | None = None


@dataclass(eq=True)
class CreateSchema(Statement):
    """``CREATE TAG|EDGE [IF NOT EXISTS] name (columns) [ttl_duration = …, ttl_col = …, comment = …]``."""

    kind: Lit["TAG", "EDGE"]
    name: str
    columns: list[ColumnDef]
    if_not_exists: bool = False
    options: list[tuple[str, Expr]] = field(default_factory=list)


@dataclass(eq=True)
class AlterSchema(Statement):
    """``ALTER TAG|EDGE name ADD (…) | CHANGE (…) | DROP (names) …, [options]``.

    ``actions`` holds ``(op, columns)``; for DROP the columns carry only names (type ``TypeSpec('')``).
    """

    kind: Lit["TAG", "EDGE"]
    name: str
    actions: list[tuple[Lit["ADD", "CHANGE", "DROP"], list[ColumnDef]]] = field(default_factory=list)
    options: list[tuple[str, Expr]] = field(default_factory=list)


@dataclass(eq=True)
class CreateIndex(Statement):
    """``CREATE TAG|EDGE INDEX [IF NOT EXISTS] name ON schema(fields) [COMMENT 's']``."""

    kind: Lit["TAG", "EDGE"]
    name: str
    schema: str
    fields: list[IndexField]
    if_not_exists: bool = False
    comment: str | None = None
    #: ``WITH (s2_max_level = 30, s2_max_cells = 8)`` of a geography index, as written
    options: list[tuple[str, int]] = field(default_factory=list)


@dataclass(eq=True)
class Drop(Statement):
    """``DROP SPACE|TAG|EDGE|TAG INDEX|EDGE INDEX [IF EXISTS] name``."""

    kind: str
    name: str
    if_exists: bool = False


@dataclass(eq=True)
class Use(Statement):
    space: str


@dataclass(eq=True)
class Show(Statement):
    """``SHOW …``: ``target`` is the upper-case words after SHOW (``'TAGS'``, ``'TAG INDEXES'``,
    ``'CREATE TAG'``, ``'SPACES'``, …), ``name`` the object named, if any."""

    target: str
    name: str | None = None


@dataclass(eq=True)
class Describe(Statement):
    """``DESCRIBE|DESC SPACE|TAG|EDGE|TAG INDEX|EDGE INDEX name``."""

    kind: str
    name: str


@dataclass(eq=True)
class AdminCommand(Statement):
    """Operational statements r3 only needs to recognise (``SUBMIT JOB …``, ``REBUILD … INDEX``,
    ``BALANCE …``, ``CREATE USER …``): upper-case keywords plus arguments as written."""

    words: list[str]


@dataclass(eq=True)
class SchemaCommand(AdminCommand):
    """Cypher's schema and listing commands (``CREATE INDEX … FOR (n:L) ON (n.p)``,
    ``CREATE CONSTRAINT … REQUIRE n.p IS UNIQUE``, ``DROP INDEX name``, ``SHOW INDEXES``):
    recognised, not interpreted. ``words`` is the canonical text, one token per item."""


@dataclass(eq=True)
class UseClause(Clause):
    """Cypher ``USE graph``: which database a (sub)query runs on."""

    graph: str


# --------------------------------------------------------------------------- Cypher-style clauses


@dataclass(eq=True)
class Projection(Node):
    """The body of WITH / RETURN: items (or ``*``) with DISTINCT, ORDER BY, SKIP, LIMIT."""

    items: list[YieldItem]
    distinct: bool = False
    star: bool = False
    order_by: list[OrderItem] = field(default_factory=list)
    skip: Expr | None = None
    limit: Expr | None = None


@dataclass(eq=True)
class MatchClause(Clause):
    patterns: list[PathPattern]
    where: Expr | None = None
    optional: bool = False


@dataclass(eq=True)
class UnwindClause(Clause, Statement):
    """``UNWIND expr AS alias``: a Cypher clause, and also a piped nGQL statement (``| UNWIND $-.a AS x``)."""

    expr: Expr
    alias: str


@dataclass(eq=True)
class WithClause(Clause):
    projection: Projection
    where: Expr | None = None


@dataclass(eq=True)
class ReturnClause(Clause):
    projection: Projection


@dataclass(eq=True)
class CreateClause(Clause):
    patterns: list[PathPattern]


@dataclass(eq=True)
class MergeClause(Clause):
    pattern: PathPattern
    on_create: list[SetItem | SetLabels] = field(default_factory=list)
    on_match: list[SetItem | SetLabels] = field(default_factory=list)


@dataclass(eq=True)
class SetLabels(Node):
    """``SET n:Label:Other`` / ``REMOVE n:Label``."""

    variable: str
    labels: list[str]


@dataclass(eq=True)
class SetClause(Clause):
    items: list[SetItem | SetLabels]


@dataclass(eq=True)
class RemoveClause(Clause):
    """``REMOVE n.prop, n:Label``: properties as ``Property`` expressions, labels as ``SetLabels``."""

    items: list[Property | SetLabels]


@dataclass(eq=True)
class DeleteClause(Clause):
    exprs: list[Expr]
    detach: bool = False


@dataclass(eq=True)
class CallClause(Clause):
    """``CALL proc.name(args) [YIELD a, b [WHERE …]]``; ``yield_star`` for Cypher's ``YIELD *``."""

    procedure: str
    args: list[Expr] = field(default_factory=list)
    yield_items: list[YieldItem] = field(default_factory=list)
    where: Expr | None = None
    yield_star: bool = False


@dataclass(eq=True)
class CallSubquery(Clause):
    """``CALL [(a, b) | (*)] { query } [IN TRANSACTIONS [OF n ROWS] [ON ERROR …]]``.

    ``scope`` is None without a scope clause, ``['*']`` for ``(*)``, else the imported names.
    """

    query: Statement
    scope: list[str] | None = None
    in_transactions: bool = False
    batch_size: Expr | None = None
    on_error: str | None = None


@dataclass(eq=True)
class Foreach(Clause):
    """``FOREACH (x IN source | clause …)``: the clauses are updating clauses."""

    variable: str
    source: Expr
    clauses: list[Clause]


@dataclass(eq=True)
class LoadCsv(Clause):
    """``LOAD CSV [WITH HEADERS] FROM url AS row [FIELDTERMINATOR ';']``."""

    source: Expr
    alias: str
    with_headers: bool = False
    field_terminator: str | None = None


@dataclass(eq=True)
class CypherQuery(Statement):
    """A clause-composed query: nGQL's MATCH statement and every Cypher query."""

    clauses: list[Clause]


# --------------------------------------------------------------------------- helpers


def strip_spans(node: Node) -> Node:
    """Drop every ``span`` below ``node`` (spans never affect equality; this only helps printing reprs)."""
    for n in node.walk():
        if "span" in vars(n):
            del n.span
    return node


def property_chain(expr: Property) -> tuple[Expr, list[str]]:
    """``v.player.name`` → ``(Variable('v'), ['player', 'name'])``: the base and the names read from it."""
    names: list[str] = []
    node: Expr = expr
    while isinstance(node, Property):
        names.append(node.name)
        node = node.obj
    names.reverse()
    return node, names
