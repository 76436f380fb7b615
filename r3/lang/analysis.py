"""What a query *does*: CRUD functions, clauses, schema items, literals and hops.

Why this exists: the reranker is trained to predict which CRUD functions, clauses and
schema classes a question needs, and evaluation results are sliced by the same facts
(hops, write vs read, …). Both are derived from the gold query, so they must come from the
one AST rather than from regexes over the text.

Canonical vocabularies (upper-case, ordered by first appearance in the query):

``crud`` — the statement-level functions:
    MATCH, GO, FETCH, LOOKUP, GET SUBGRAPH, FIND PATH, YIELD (standalone / piped YIELD
    statement), INSERT, UPDATE, UPSERT, DELETE, CREATE (DDL and Cypher CREATE), ALTER, DROP,
    MERGE, SET, REMOVE (Cypher writes), CALL, RETURN (a Cypher query that only projects,
    e.g. ``RETURN 1``), SHOW, DESCRIBE, USE, EXPLAIN, PROFILE, ADMIN (jobs, users, …).

``clauses`` — the parts that refine a statement:
    WHERE, WHEN (UPDATE … WHEN), YIELD (a clause of GO/FETCH/LOOKUP/…, CALL … YIELD),
    RETURN, WITH, UNWIND, OPTIONAL MATCH, DISTINCT, GROUP BY, ORDER BY, SKIP, LIMIT,
    SAMPLE, UNION, INTERSECT, MINUS (``UNION ALL`` counts as UNION), PIPE (nGQL ``|``),
    ASSIGNMENT (nGQL ``$var = …``).

``statements`` — one finer-grained kind per statement (``CREATE SPACE``, ``CREATE TAG``,
``CREATE TAG INDEX``, ``INSERT EDGE``, ``UPDATE VERTEX``, ``SHOW TAGS``, …); it is what the
paper's CRUD labels need (``CREATE_SPACE`` vs ``CREATE_Tag_Edge``).

Schema items: MATCH node labels are tags and relationship types are edge types; OVER lists,
FETCH/LOOKUP/INSERT/UPDATE/DELETE/DDL targets name what their syntax says. A bare
``name.prop`` is resolved with the optional ``schema`` when it knows the name, else by the
statement it appears in (GO/FIND PATH/GET SUBGRAPH → edge, FETCH PROP ON tag → tag, …).
With a schema, a property read through an unlabelled/untyped pattern variable is attributed
to the only tag/edge type that has it (and that item counts as used).
Pseudo-properties (``_src``, ``_dst``, ``_rank``, ``_type``) mark their owner as an edge
type but are not reported as properties. ``$-.col`` / ``$var.col`` are column references,
not properties.

Literals: every string and number constant in the query (``-5`` folded), plus the counts of
piped ``LIMIT``/``SAMPLE`` so ``| LIMIT 3`` and ``RETURN … LIMIT 3`` agree. Step counts and
path-length bounds are structure, not literals: they go into ``hops``.

Hops (best effort, for evaluation slices): GO → its (maximum) step count; MATCH → the
relationships of its patterns, a variable-length one counting its upper bound (lower bound,
or 1, when unbounded); FIND PATH → ``UPTO`` (NebulaGraph's default 5); GET SUBGRAPH → its
steps (default 1). Pipes and ``;``-separated statements add up (they run in sequence),
UNION/INTERSECT/MINUS branches take the maximum.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any
from typing import Literal as Lit

from r3.contracts.schema import SpaceSchema
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.writes import WRITE_CLAUSES, WRITE_CRUD

Kind = Lit["tag", "edge"]
PropertyRef = tuple[str | None, str]

#: Edge pseudo-properties: they say "this name is an edge type", not "this is a property".
PSEUDO_PROPERTIES = frozenset({"_src", "_dst", "_rank", "_type"})


#: The paper's CRUD function names (``GET_SUBGRPAH`` is the paper's own spelling).
PAPER_CRUD = (
    "CREATE_SPACE",
    "CREATE_Tag_Edge",
    "INSERT",
    "QUERY",
    "UPDATE",
    "UPSERT",
    "DELETE",
    "OTHER",
    "GET_SUBGRPAH",
    "FIND_PATH",
)
#: The paper's clause (``SUBFUNCTION``) names.
PAPER_CLAUSES = ("GROUP_BY", "LIMIT", "SKIP", "SAMPLE", "ORDER_BY", "WHERE", "WITH", "UNWIND")

_STATEMENT_TO_PAPER = {
    "MATCH": "QUERY",
    "GO": "QUERY",
    "FETCH VERTEX": "QUERY",
    "FETCH EDGE": "QUERY",
    "LOOKUP": "QUERY",
    "CREATE SPACE": "CREATE_SPACE",
    "CREATE TAG": "CREATE_Tag_Edge",
    "CREATE EDGE": "CREATE_Tag_Edge",
    "INSERT VERTEX": "INSERT",
    "INSERT EDGE": "INSERT",
    "CREATE": "INSERT",  # Cypher CREATE writes data
    "UPDATE VERTEX": "UPDATE",
    "UPDATE EDGE": "UPDATE",
    "SET": "UPDATE",
    "REMOVE": "UPDATE",
    "UPSERT VERTEX": "UPSERT",
    "UPSERT EDGE": "UPSERT",
    "MERGE": "UPSERT",
    "DELETE VERTEX": "DELETE",
    "DELETE EDGE": "DELETE",
    "DELETE TAG": "DELETE",
    "DELETE": "DELETE",
    "GET SUBGRAPH": "GET_SUBGRPAH",
    "FIND PATH": "FIND_PATH",
}
_CLAUSE_TO_PAPER = {
    "GROUP BY": "GROUP_BY",
    "LIMIT": "LIMIT",
    "SKIP": "SKIP",
    "SAMPLE": "SAMPLE",
    "ORDER BY": "ORDER_BY",
    "WHERE": "WHERE",
    "WITH": "WITH",
    "UNWIND": "UNWIND",
}
_FIND_PATH_DEFAULT_UPTO = 5


# --------------------------------------------------------------------------- results


@dataclass
class PaperLabels:
    """The three lists of the paper's reranker "reason" text."""

    crud: list[str] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)

    def render(self) -> str:
        """The paper's three-line reason text (``#the request CRUD function : ['QUERY()']`` …)."""
        return render_reason(self)


@dataclass
class QueryAnalysis:
    """Facts about one query; every list is ordered by first appearance and has no duplicates."""

    crud: list[str] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    statements: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    edge_types: list[str] = field(default_factory=list)
    properties: list[PropertyRef] = field(default_factory=list)
    string_literals: list[str] = field(default_factory=list)
    number_literals: list[int | float] = field(default_factory=list)
    hops: int = 0

    @property
    def is_write(self) -> bool:
        """Whether the query changes data or schema (what ``--read-only`` style checks care about)."""
        return any(c in WRITE_CRUD for c in self.crud)

    def paper_labels(self) -> PaperLabels:
        """The R³ paper's reranker labels for this query.

        OTHER is emitted only when no other CRUD function applies (``GO … | YIELD …`` is a
        QUERY, ``SHOW TAGS`` is OTHER). Classes are the tags, then the edge types.
        """
        crud: list[str] = []
        for kind in self.statements:
            label = _STATEMENT_TO_PAPER.get(kind)
            if label and label not in crud:
                crud.append(label)
        if not crud and self.statements:
            crud.append("OTHER")
        clauses = _unique(_CLAUSE_TO_PAPER[c] for c in self.clauses if c in _CLAUSE_TO_PAPER)
        return PaperLabels(crud=crud, clauses=clauses, classes=_unique([*self.tags, *self.edge_types]))


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


# --------------------------------------------------------------------------- reason text


_REASON_KEYS = (
    ("crud", re.compile(r"crud[ _]*functions?", re.IGNORECASE)),
    ("clauses", re.compile(r"clauses?\b", re.IGNORECASE)),
    ("classes", re.compile(r"class(?:es)?\b", re.IGNORECASE)),
)
_PAPER_ALIASES = {
    "GET_SUBGRAPH": "GET_SUBGRPAH",
    "CREATE_TAG_EDGE": "CREATE_Tag_Edge",
    "GROUPBY": "GROUP_BY",
    "ORDERBY": "ORDER_BY",
    "FINDPATH": "FIND_PATH",
}


def render_reason(labels: PaperLabels) -> str:
    """Render the paper's reason text: three ``#the request … : [...]`` lines."""

    def fmt(items: list[str]) -> str:
        return repr([f"{item}()" for item in items])

    return (
        f"#the request CRUD function : {fmt(labels.crud)}\n"
        f"#the request clauses : {fmt(labels.clauses)}\n"
        f"#the request class : {fmt(labels.classes)}"
    )


def parse_reason(text: str) -> PaperLabels:
    """Read the three lists back from reason text, tolerating what models get wrong.

    Accepts missing ``#``, any case, extra prose, lines in any order, missing lines (empty
    list), missing brackets or quotes, items without ``()``, ``ORDER BY`` for ``ORDER_BY``
    and ``GET_SUBGRAPH`` for the paper's ``GET_SUBGRPAH``. Never raises: what cannot be read
    is simply absent, so the caller can fall back to the full schema.
    """
    found: dict[str, list[str]] = {"crud": [], "clauses": [], "classes": []}
    for line_start in _line_starts(text):
        for key, pattern in _REASON_KEYS:
            m = pattern.match(text, line_start)
            if m is None or found[key]:
                continue
            found[key] = _reason_items(text, m.end())
            break
    return PaperLabels(
        crud=_unique(_paper_name(x) for x in found["crud"]),
        clauses=_unique(_paper_name(x) for x in found["clauses"]),
        classes=found["classes"],
    )


def _line_starts(text: str) -> Iterator[int]:
    """Offsets where a key may start: after a line break, optional ``#``/``the request`` prose."""
    for m in re.finditer(r"(?:^|\n)[ \t#*>-]*(?:the\s+)?(?:request(?:ed)?\s+)?", text, re.IGNORECASE):
        yield m.end()


def _reason_items(text: str, pos: int) -> list[str]:
    rest = text[pos:]
    m = re.match(r"[^\[\n:]*:[ \t]*", rest) or re.match(r"[ \t]*", rest)
    rest = rest[m.end() :] if m else rest
    if rest.startswith("["):
        close = rest.find("]")
        body = rest[1:close] if close >= 0 else rest[1:].split("\n", 1)[0]
    else:
        body = rest.split("\n", 1)[0]
    items = []
    for raw in body.split(","):
        item = raw.strip().strip("'\"` ").strip()
        item = re.sub(r"\(\s*\)$", "", item).strip().strip("'\"` ")
        if item and item.lower() not in {"none", "null"}:
            items.append(item)
    return items


def _paper_name(item: str) -> str:
    name = re.sub(r"\s+", "_", item.strip()).upper()
    return _PAPER_ALIASES.get(name, name)


# --------------------------------------------------------------------------- analysis


def analyze(
    query: A.Script | A.Statement | str,
    dialect: str = "ngql",
    *,
    schema: SpaceSchema | None = None,
) -> QueryAnalysis:
    """Analyse a parsed script or statement (or query text, parsed with ``dialect``).

    ``schema`` decides whether an ambiguous name (``LOOKUP ON x``, a bare ``x.prop``) is a tag
    or an edge type; without it the statement's syntax decides.
    """
    root: A.Node
    root = parse(query, dialect=dialect) if isinstance(query, str) else query
    analyzer = _Analyzer(dialect=get_dialect(dialect).name, schema=schema)
    analyzer.run(root)
    return analyzer.result


@dataclass
class _Scope:
    """How bare names resolve inside one statement.

    ``default`` is what ``name.prop`` names when the schema does not know ``name`` (None: it
    is an alias, as in Cypher); ``over`` are names known to be edges here; ``target`` is what
    ``vertex``/``edge``/bare property names refer to (FETCH, LOOKUP, UPDATE); ``bindings``
    maps pattern variables to ``('node'|'rel'|'path', labels-or-types)``.
    """

    default: Kind | None = None
    over: frozenset[str] = frozenset()
    target: str | None = None
    target_kind: Kind | None = None
    bindings: dict[str, tuple[str, list[str]]] = field(default_factory=dict)
    labels: set[str] = field(default_factory=set)
    bare_names_are_props: bool = False


class _Analyzer:
    def __init__(self, *, dialect: str, schema: SpaceSchema | None) -> None:
        self.dialect = dialect
        self.schema = schema
        self.result = QueryAnalysis()
        self._crud: dict[str, None] = {}
        self._clauses: dict[str, None] = {}
        self._statements: dict[str, None] = {}
        self._tags: dict[str, None] = {}
        self._edges: dict[str, None] = {}
        self._props: dict[PropertyRef, None] = {}
        self._strings: dict[str, None] = {}
        self._numbers: dict[tuple[type, int | float], None] = {}
        self._walked: dict[int, list[A.Node]] = {}

    # ---------------------------------------------------------------- driver

    def run(self, root: A.Node) -> None:
        statements = root.statements if isinstance(root, A.Script) else [root]
        hops = 0
        for stmt in statements:
            hops += self._statement(stmt)
        r = self.result
        r.crud = list(self._crud)
        r.clauses = list(self._clauses)
        r.statements = list(self._statements)
        r.tags = list(self._tags)
        r.edge_types = list(self._edges)
        r.properties = list(self._props)
        r.string_literals = list(self._strings)
        r.number_literals = [value for _type, value in self._numbers]
        r.hops = hops

    def _nodes(self, root: A.Node) -> list[A.Node]:
        """``root.walk()`` as a list, computed once per statement (walking is the hot spot)."""
        nodes = self._walked.get(id(root))
        if nodes is None:
            nodes = self._walked[id(root)] = list(root.walk())
        return nodes

    # ---------------------------------------------------------------- recording

    def _fn(self, crud: str, statement: str | None = None) -> None:
        self._crud.setdefault(crud)
        self._statements.setdefault(statement or crud)

    def _clause(self, *names: str) -> None:
        for name in names:
            self._clauses.setdefault(name)

    def _tag(self, name: str | None) -> None:
        if name and name != "*":
            self._tags.setdefault(name)

    def _edge(self, name: str | None) -> None:
        if name and name != "*":
            self._edges.setdefault(name)

    def _item(self, name: str, kind: Kind | None) -> None:
        if kind == "tag":
            self._tag(name)
        elif kind == "edge":
            self._edge(name)

    def _prop(self, owner: str | None, name: str) -> None:
        if name and name not in PSEUDO_PROPERTIES:
            self._props.setdefault((owner, name))

    def _kind(self, name: str, scope: _Scope) -> Kind | None:
        """Tag or edge type: the schema knows best, then the statement's syntax."""
        if self.schema is not None:
            if name in self.schema.tags:
                return "tag"
            if name in self.schema.edges:
                return "edge"
        if name in scope.over:
            return "edge"
        return scope.default

    def _is_tag_name(self, name: str, scope: _Scope) -> bool:
        if self.schema is not None and (name in self.schema.tags or name in self.schema.edges):
            return name in self.schema.tags
        return name in scope.labels or name in self._tags

    def _owner(self, owners: list[str], prop: str, kind: Kind) -> str | None:
        """The one label/type a property belongs to, if it can be told.

        With a schema, a property of an unlabelled/untyped variable (``-[e]-`` …
        ``e.rel_type``) belongs to the only item of its kind that has it, and that item is
        recorded as used: the query cannot be written without it.
        """
        if len(owners) == 1:
            return owners[0]
        if self.schema is None:
            return None
        table = self.schema.tags if kind == "tag" else self.schema.edges
        having = [o for o in (owners or list(table)) if o in table and table[o].prop(prop) is not None]
        if len(having) != 1:
            return None
        if not owners:
            self._item(having[0], kind)
        return having[0]

    # ---------------------------------------------------------------- statements

    def _statement(self, stmt: A.Node) -> int:
        """Record one statement; return its hops."""
        if isinstance(stmt, A.Pipe):
            self._clause("PIPE")
            return sum(self._statement(p) for p in stmt.parts)
        if isinstance(stmt, A.SetOperation):
            self._clause(stmt.op.split()[0].upper())
            return max(self._statement(stmt.left), self._statement(stmt.right))
        if isinstance(stmt, A.Assignment):
            self._clause("ASSIGNMENT")
            return self._statement(stmt.statement)
        if isinstance(stmt, A.Explain):
            self._fn("PROFILE" if stmt.profile else "EXPLAIN")
            return sum(self._statement(s) for s in stmt.body.statements)
        if isinstance(stmt, A.CypherQuery):
            hops = self._cypher(stmt)
        else:
            handler = _HANDLERS.get(type(stmt))
            hops = handler(self, stmt) if handler is not None else 0
        self._literals(stmt)
        return hops

    def _go(self, s: A.Go) -> int:
        self._fn("GO")
        self._over(s.over)
        self._where_yield(s.where, s.yield_)
        if s.sample is not None:
            self._clause("SAMPLE")
        if s.limit is not None:
            self._clause("LIMIT")
        self._exprs(s, _Scope(default="edge", over=frozenset(s.over.edges)))
        if s.steps is None:
            return 1
        return s.steps.high if s.steps.high is not None else s.steps.low

    def _fetch_vertices(self, s: A.FetchVertices) -> int:
        self._fn("FETCH", "FETCH VERTEX")
        for t in s.tags:
            self._tag(t)
        self._where_yield(None, s.yield_)
        target = s.tags[0] if len(s.tags) == 1 and s.tags[0] != "*" else None
        self._exprs(s, _Scope(default="tag", target=target, target_kind="tag"))
        return 0

    def _fetch_edges(self, s: A.FetchEdges) -> int:
        self._fn("FETCH", "FETCH EDGE")
        self._edge(s.edge)
        self._where_yield(None, s.yield_)
        self._exprs(s, _Scope(default="edge", over=frozenset([s.edge]), target=s.edge, target_kind="edge"))
        return 0

    def _lookup(self, s: A.Lookup) -> int:
        self._fn("LOOKUP")
        kind = self._kind(s.schema, _Scope(default=None)) or self._lookup_kind_by_syntax(s)
        self._item(s.schema, kind)
        self._where_yield(s.where, s.yield_)
        over = frozenset([s.schema]) if kind == "edge" else frozenset()
        self._exprs(s, _Scope(default=kind, over=over, target=s.schema, target_kind=kind))
        return 0

    def _lookup_kind_by_syntax(self, s: A.Lookup) -> Kind:
        """``LOOKUP ON x … YIELD edge AS e`` / ``src(edge)`` / ``x._dst`` read an edge type."""
        for node in self._nodes(s):
            if isinstance(node, A.Variable) and node.name.lower() == "edge":
                return "edge"
            if (
                isinstance(node, A.Property)
                and node.name in PSEUDO_PROPERTIES
                and isinstance(node.obj, A.Variable)
                and node.obj.name == s.schema
            ):
                return "edge"
        return "tag"

    def _find_path(self, s: A.FindPath) -> int:
        self._fn("FIND PATH")
        self._over(s.over)
        self._where_yield(s.where, s.yield_)
        self._exprs(s, _Scope(default="edge", over=frozenset(s.over.edges)))
        return s.upto if s.upto is not None else _FIND_PATH_DEFAULT_UPTO

    def _subgraph(self, s: A.GetSubgraph) -> int:
        self._fn("GET SUBGRAPH")
        names: list[str] = []
        for _direction, edges in s.directions:
            for e in edges:
                self._edge(e)
                names.append(e)
        self._where_yield(s.where, s.yield_)
        self._exprs(s, _Scope(default="edge", over=frozenset(names)))
        return s.steps if s.steps is not None else 1

    def _yield(self, s: A.Yield) -> int:
        self._fn("YIELD")
        if s.yield_.distinct:
            self._clause("DISTINCT")
        if s.where is not None:
            self._clause("WHERE")
        self._exprs(s, _Scope())
        return 0

    def _piped_clause(self, s: A.Statement) -> int:
        """``| GROUP BY …``, ``| ORDER BY …``, ``| LIMIT n``, ``| SAMPLE n``, ``| UNWIND …``."""
        self._clause(_PIPED_CLAUSES[type(s)])
        self._exprs(s, _Scope())
        return 0

    def _insert_vertex(self, s: A.InsertVertex) -> int:
        self._fn("INSERT", "INSERT VERTEX")
        for tp in s.tags:
            self._tag(tp.tag)
            for p in tp.props:
                self._prop(tp.tag, p)
        self._exprs(s, _Scope(default="tag"))
        return 0

    def _insert_edge(self, s: A.InsertEdge) -> int:
        self._fn("INSERT", "INSERT EDGE")
        self._edge(s.edge)
        for p in s.props:
            self._prop(s.edge, p)
        self._exprs(s, _Scope(default="edge", over=frozenset([s.edge])))
        return 0

    def _update_vertex(self, s: A.UpdateVertex) -> int:
        verb = "UPSERT" if s.upsert else "UPDATE"
        self._fn(verb, f"{verb} VERTEX")
        self._tag(s.tag)
        self._update_parts(s.when, s.yield_)
        scope = _Scope(default="tag", target=s.tag, target_kind="tag", bare_names_are_props=True)
        self._exprs(s, scope)
        return 0

    def _update_edge(self, s: A.UpdateEdge) -> int:
        verb = "UPSERT" if s.upsert else "UPDATE"
        self._fn(verb, f"{verb} EDGE")
        self._edge(s.edge)
        self._update_parts(s.when, s.yield_)
        scope = _Scope(
            default="edge",
            over=frozenset([s.edge]),
            target=s.edge,
            target_kind="edge",
            bare_names_are_props=True,
        )
        self._exprs(s, scope)
        return 0

    def _update_parts(self, when: A.Expr | None, yield_: A.YieldClause | None) -> None:
        if when is not None:
            self._clause("WHEN")
        if yield_ is not None:
            self._clause("YIELD")

    def _delete(self, s: A.DeleteVertex | A.DeleteEdge | A.DeleteTag) -> int:
        if isinstance(s, A.DeleteVertex):
            self._fn("DELETE", "DELETE VERTEX")
        elif isinstance(s, A.DeleteEdge):
            self._fn("DELETE", "DELETE EDGE")
            self._edge(s.edge)
        else:
            self._fn("DELETE", "DELETE TAG")
            for t in s.tags:
                self._tag(t)
        return 0

    def _ddl(self, s: A.Statement) -> int:
        """Schema and admin statements: they name their tag/edge type (and its columns) directly."""
        if isinstance(s, A.CreateSpace):
            self._fn("CREATE", "CREATE SPACE")
        elif isinstance(s, A.CreateSchema):
            self._fn("CREATE", f"CREATE {s.kind}")
            self._schema_columns(s.kind, s.name, [c.name for c in s.columns])
        elif isinstance(s, A.AlterSchema):
            self._fn("ALTER", f"ALTER {s.kind}")
            self._schema_columns(s.kind, s.name, [c.name for _op, cols in s.actions for c in cols])
        elif isinstance(s, A.CreateIndex):
            self._fn("CREATE", f"CREATE {s.kind} INDEX")
            self._schema_columns(s.kind, s.schema, [f.name for f in s.fields])
        elif isinstance(s, (A.Drop, A.Describe)):
            verb = "DROP" if isinstance(s, A.Drop) else "DESCRIBE"
            self._fn(verb, f"{verb} {s.kind.upper()}")
            self._schema_columns(s.kind, s.name, [])
        elif isinstance(s, A.Show):
            self._fn("SHOW", f"SHOW {s.target.upper()}")
            if s.name is not None:
                self._schema_columns(s.target.upper().removeprefix("CREATE ").strip(), s.name, [])
        elif isinstance(s, A.Use):
            self._fn("USE")
        elif isinstance(s, A.AdminCommand):
            self._fn("ADMIN", " ".join(s.words[:2]).upper() or "ADMIN")
        return 0

    def _schema_columns(self, kind: str, name: str, columns: list[str]) -> None:
        """Record ``name`` when ``kind`` says TAG or EDGE (not SPACE, not an index name)."""
        k = kind.upper()
        if k not in {"TAG", "EDGE"}:
            return
        self._item(name, "tag" if k == "TAG" else "edge")
        for c in columns:
            self._prop(name, c)

    def _over(self, over: A.OverClause) -> None:
        for e in over.edges:
            self._edge(e)

    def _where_yield(self, where: A.Expr | None, yield_: A.YieldClause | None) -> None:
        if where is not None:
            self._clause("WHERE")
        if yield_ is not None:
            self._clause("YIELD")
            if yield_.distinct:
                self._clause("DISTINCT")

    # ---------------------------------------------------------------- Cypher-style queries

    def _cypher(self, q: A.CypherQuery) -> int:
        scope = _Scope(bindings=self._bindings(q))
        scope.labels = {label for _kind, names in scope.bindings.values() for label in names}
        hops = 0
        writes_or_reads = False
        for clause in q.clauses:
            if isinstance(clause, A.MatchClause):
                writes_or_reads = True
                self._fn("MATCH")
                if clause.optional:
                    self._clause("OPTIONAL MATCH")
                if clause.where is not None:
                    self._clause("WHERE")
                hops += sum(_pattern_hops(p) for p in clause.patterns)
            elif isinstance(clause, A.WithClause):
                self._clause("WITH")
                self._projection(clause.projection)
                if clause.where is not None:
                    self._clause("WHERE")
            elif isinstance(clause, A.ReturnClause):
                self._clause("RETURN")
                self._projection(clause.projection)
            elif isinstance(clause, A.UnwindClause):
                self._clause("UNWIND")
            elif isinstance(clause, A.CallClause):
                writes_or_reads = True
                self._fn("CALL")
                if clause.yield_items:
                    self._clause("YIELD")
                if clause.where is not None:
                    self._clause("WHERE")
            else:
                verb = WRITE_CLAUSES.get(type(clause))
                if verb is not None:
                    writes_or_reads = True
                    self._fn(verb)
        if not writes_or_reads and any(isinstance(c, A.ReturnClause) for c in q.clauses):
            self._fn("RETURN")
        self._exprs(q, scope)
        return hops

    def _projection(self, p: A.Projection) -> None:
        if p.distinct:
            self._clause("DISTINCT")
        if p.order_by:
            self._clause("ORDER BY")
        if p.skip is not None:
            self._clause("SKIP")
        if p.limit is not None:
            self._clause("LIMIT")

    def _bindings(self, q: A.CypherQuery) -> dict[str, tuple[str, list[str]]]:
        """Pattern variables → what they are bound to, following ``WITH x AS y`` renames."""
        bindings: dict[str, tuple[str, list[str]]] = {}

        def bind(var: str | None, kind: str, names: list[str]) -> None:
            if not var:
                return
            old_kind, old = bindings.get(var, (kind, []))
            bindings[var] = (old_kind, _unique([*old, *names]))

        for node in self._nodes(q):
            if isinstance(node, A.PathPattern):
                bind(node.variable, "path", [])
            elif isinstance(node, A.NodePattern):
                bind(node.variable, "node", node.labels)
            elif isinstance(node, A.RelPattern):
                bind(node.variable, "rel", node.types)
            elif isinstance(node, A.LabelCheck) and isinstance(node.operand, A.Variable):
                bind(node.operand.name, "node", node.labels)
            elif isinstance(node, A.SetLabels):
                bind(node.variable, "node", node.labels)
        for clause in q.clauses:
            if isinstance(clause, (A.WithClause, A.ReturnClause)):
                for item in clause.projection.items:
                    if isinstance(item.expr, A.Variable) and item.alias and item.expr.name in bindings:
                        bindings.setdefault(item.alias, bindings[item.expr.name])
        return bindings

    # ---------------------------------------------------------------- expressions

    def _exprs(self, root: A.Node, scope: _Scope) -> None:
        """Find the schema names and properties used anywhere below ``root``."""
        inner: set[int] = set()
        for node in self._nodes(root):
            if isinstance(node, A.Property):
                if id(node) in inner:
                    continue
                chain: A.Expr = node.obj
                while isinstance(chain, A.Property):
                    inner.add(id(chain))
                    chain = chain.obj
                inner.add(id(chain))  # the base (``player`` of ``player.age``) is not a bare name
                self._property(node, scope)
            elif isinstance(node, A.NodePattern):
                for label in node.labels:
                    self._tag(label)
                owners = node.labels or self._bound(node.variable, scope)
                self._map_keys(node.properties, owners, "tag")
            elif isinstance(node, A.RelPattern):
                for t in node.types:
                    self._edge(t)
                owners = node.types or self._bound(node.variable, scope)
                self._map_keys(node.properties, owners, "edge")
            elif isinstance(node, (A.LabelCheck, A.SetLabels)):
                for label in node.labels:
                    self._tag(label)
            elif isinstance(node, A.SetItem):
                self._set_item(node, scope)
            elif (
                isinstance(node, A.Variable)
                and scope.bare_names_are_props
                and id(node) not in inner
                and node.name.lower() not in {"vertex", "edge"}
            ):
                self._prop(scope.target, node.name)

    @staticmethod
    def _bound(var: str | None, scope: _Scope) -> list[str]:
        if var and var in scope.bindings:
            return scope.bindings[var][1]
        return []

    def _map_keys(self, props: A.Expr | None, owners: list[str], kind: Kind) -> None:
        if isinstance(props, A.MapLiteral):
            for key, _value in props.items:
                self._prop(self._owner(owners, key, kind), key)

    def _set_item(self, item: A.SetItem, scope: _Scope) -> None:
        """Cypher ``SET n = {…}`` / ``n += {…}`` set the keys of the map as properties of ``n``."""
        if isinstance(item.target, A.Variable) and isinstance(item.value, A.MapLiteral):
            bound = scope.bindings.get(item.target.name)
            if bound is not None:
                kind: Kind = "edge" if bound[0] == "rel" else "tag"
                self._map_keys(item.value, bound[1], kind)

    def _property(self, node: A.Property, scope: _Scope) -> None:
        base, names = A.property_chain(node)
        first = names[0]

        if isinstance(base, (A.SrcRef, A.DstRef)):
            # $^.tag.prop / $$.tag.prop
            self._tag(first)
            if len(names) >= 2:
                self._prop(first, names[1])
        elif isinstance(base, (A.InputRef, A.Parameter)):
            # $-.col / $var.col are columns; $-.col.tag.prop reads a vertex held in a column
            if len(names) >= 3:
                self._tag(names[1])
                self._prop(names[1], names[2])
        elif isinstance(base, A.Variable):
            self._variable_property(base.name, names, scope)
        elif isinstance(base, A.FunctionCall):
            owner = None
            if base.name.lower() == "properties" and len(base.args) == 1:
                owner = self._owner_of_expr(base.args[0], first, scope)
            self._prop(owner, first)
        else:
            self._prop(None, first)

    def _owner_of_expr(self, expr: A.Expr, prop: str, scope: _Scope) -> str | None:
        if isinstance(expr, A.Variable):
            bound = scope.bindings.get(expr.name)
            if bound is not None and bound[0] in {"node", "rel"}:
                return self._owner(bound[1], prop, "edge" if bound[0] == "rel" else "tag")
            if expr.name.lower() in {"vertex", "edge"}:
                return scope.target
        return None

    def _variable_property(self, var: str, names: list[str], scope: _Scope) -> None:
        first = names[0]
        bound = scope.bindings.get(var)
        dialect = get_dialect(self.dialect)
        tag_qualified = dialect.tag_qualified_properties
        # nGQL's `vertex` / `edge` are keywords naming the statement's current vertex / edge
        current = var.upper() in dialect.bare_variables
        if bound is not None and bound[0] == "node":
            if tag_qualified and (len(names) >= 2 or self._is_tag_name(first, scope)):
                self._tag(first)  # v.tag.prop (nGQL) or v.tag (the tag's property map)
                if len(names) >= 2:
                    self._prop(first, names[1])
            else:
                self._prop(self._owner(bound[1], first, "tag"), first)
            return
        if bound is not None and bound[0] == "rel":
            self._prop(self._owner(bound[1], first, "edge"), first)
            return
        if bound is not None:  # a path variable: nothing schema-like to read
            return
        low = var.lower()
        if current and low == "vertex":
            if len(names) >= 2 or self._is_tag_name(first, scope):
                self._tag(first)
                if len(names) >= 2:
                    self._prop(first, names[1])
            else:
                self._prop(scope.target if scope.target_kind == "tag" else None, first)
            return
        if current and low == "edge":
            self._prop(scope.target if scope.target_kind == "edge" else None, first)
            return
        kind = self._kind(var, scope)
        if first in PSEUDO_PROPERTIES and kind is None:
            kind = "edge"
        if kind is None:
            # an alias (UNWIND nodes(p) AS n … n.player.name): only the tag can be told
            if tag_qualified and len(names) >= 2:
                self._tag(first)
                self._prop(first, names[1])
            else:
                self._prop(None, first)
            return
        self._item(var, kind)
        self._prop(var, first)

    # ---------------------------------------------------------------- literals

    def _literals(self, root: A.Node) -> None:
        negated: set[int] = set()
        for node in self._nodes(root):
            if isinstance(node, A.UnaryOp) and node.op == "-" and isinstance(node.operand, A.Literal):
                value = node.operand.value
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    negated.add(id(node.operand))
                    self._number(-value)
            elif isinstance(node, A.Literal):
                value = node.value
                if id(node) in negated:
                    continue
                if isinstance(value, str):
                    self._strings.setdefault(value)
                elif isinstance(value, (int, float)) and not isinstance(value, bool):
                    self._number(value)
            elif isinstance(node, A.Limit):
                if node.offset is not None:
                    self._number(node.offset)
                self._number(node.count)
            elif isinstance(node, A.Sample):
                self._number(node.count)

    def _number(self, value: int | float) -> None:
        # 1 and 1.0 are different literals (nGQL keeps int and float apart)
        self._numbers.setdefault((type(value), value))


def _pattern_hops(pattern: A.PathPattern) -> int:
    hops = 0
    for element in pattern.elements:
        if isinstance(element, A.RelPattern):
            length = element.length
            if length is None:
                hops += 1
            elif length.max is not None:
                hops += length.max
            else:
                hops += length.min if length.min is not None else 1
    return hops


_PIPED_CLAUSES: dict[type, str] = {
    A.GroupBy: "GROUP BY",
    A.OrderBy: "ORDER BY",
    A.Limit: "LIMIT",
    A.Sample: "SAMPLE",
    A.UnwindClause: "UNWIND",
}

_HANDLERS: dict[type, Callable[[_Analyzer, Any], int]] = {
    A.Go: _Analyzer._go,
    A.FetchVertices: _Analyzer._fetch_vertices,
    A.FetchEdges: _Analyzer._fetch_edges,
    A.Lookup: _Analyzer._lookup,
    A.FindPath: _Analyzer._find_path,
    A.GetSubgraph: _Analyzer._subgraph,
    A.Yield: _Analyzer._yield,
    A.InsertVertex: _Analyzer._insert_vertex,
    A.InsertEdge: _Analyzer._insert_edge,
    A.UpdateVertex: _Analyzer._update_vertex,
    A.UpdateEdge: _Analyzer._update_edge,
    **dict.fromkeys(_PIPED_CLAUSES, _Analyzer._piped_clause),
    **dict.fromkeys((A.DeleteVertex, A.DeleteEdge, A.DeleteTag), _Analyzer._delete),
    **dict.fromkeys(
        (
            A.CreateSpace,
            A.CreateSchema,
            A.AlterSchema,
            A.CreateIndex,
            A.Drop,
            A.Describe,
            A.Show,
            A.Use,
            A.AdminCommand,
        ),
        _Analyzer._ddl,
    ),
}
