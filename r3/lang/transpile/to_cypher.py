"""nGQL statements → Cypher queries.

How each statement is written (``v0``, ``v1`` … are the vertices walked, ``e`` the edge):

- ``GO [M TO N STEPS] FROM vids OVER types [REVERSELY|BIDIRECT] WHERE c YIELD …`` →
  ``MATCH (v0)-[:types]->(v1) WHERE v0.vid IN vids WITH DISTINCT v1 … MATCH (v{k-1})-[e:types]->(vk)
  WHERE c RETURN …`` — one hop per ``MATCH``, the frontier made distinct between hops as
  NebulaGraph does (a variable-length pattern would count every walk); ``M TO N`` and
  ``BIDIRECT`` become ``UNION ALL`` of the single-step-count, single-direction queries, so
  ``src(edge)``/``dst(edge)`` keep meaning the stored ends; a ``BIDIRECT`` feeding another
  statement (``| …``, ``$x = …``) is one undirected last hop instead (its ``src(edge)`` /
  ``dst(edge)`` read off the relationship, ``startNode(e) = v0``), and
  an ``M TO N STEPS`` feeding one is one query over its frontiers (``CypherWriter._go_layers``);
- ``FETCH PROP ON tag vids`` → ``MATCH (v:tag) WHERE v.vid IN vids``; ``FETCH PROP ON e a->b@r``
  → ``MATCH (s)-[e:e]->(d) WHERE s.vid = a AND d.vid = b AND e.rank = r``;
- ``LOOKUP ON tag|edge WHERE c`` → ``MATCH (v:tag) WHERE c`` / ``MATCH (s)-[e:edge]->(d) WHERE c``;
- ``FIND SHORTEST PATH`` → ``allShortestPaths`` (``SINGLE SHORTEST`` → ``shortestPath``),
  ``FIND ALL|NOLOOP PATH`` → a variable-length pattern (NOLOOP: no vertex twice); ``FROM $-.a
  TO $-.b`` → every distinct ``a`` to every distinct ``b`` (``collect(DISTINCT …)``), as
  NebulaGraph does; ``| ORDER BY $-.path`` → the path's vertex ids in turn (LadybugDB cannot
  order by a path);
- ``MATCH`` → itself, expressions translated (:mod:`.expressions`);
- pipes ``a | b`` and ``$x = a; b`` → ``a``'s projection becomes a ``WITH`` whose columns
  ``b`` reads as ``$-.col`` / ``$x.col``; a ``GO`` from ``$-.id`` gives every input row its
  own results (an id twice: its rows twice, as NebulaGraph does; a walk of several steps
  groups the rows by id, ``count(*) AS _n``, walks each id's own frontier and writes each
  result ``_n`` times), a ``FETCH`` from ``$-.id`` reads each distinct id once;
- piped ``YIELD … WHERE``, ``ORDER BY``, ``LIMIT``, ``GROUP BY … YIELD``, ``UNWIND`` → ``WITH``
  / ``RETURN`` projections.

- ``GET SUBGRAPH`` → one ``UNION ALL`` branch per step (:mod:`.subgraph`);
- ``a INTERSECT b`` / ``a MINUS b`` → ``b``'s rows collected into a list first, then ``a``'s rows
  kept when (not) in it — of each branch where ``a`` is a UNION (BIDIRECT, M TO N STEPS, ``a1
  UNION a2 MINUS b``); ``a UNION b`` → ``UNION`` of distinct branches;
- a piped ``| YIELD …`` / ``| GROUP BY …`` projects every input row, also when it names no
  input column (``| YIELD count(*)`` counts the rows).

Anything else (writes, DDL, ``SAMPLE``) raises :class:`~.layout.TranspileError`
naming the statement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from r3.lang import ast as A
from r3.lang.dialects.ngql import AGGREGATES as NGQL_AGGREGATES
from r3.lang.printer import to_text
from r3.lang.transpile.expressions import ExprTranslator
from r3.lang.transpile.layout import EdgeVar, Layout, Scope, TranspileError, and_all, eq_any, prop, var
from r3.lang.transpile.subgraph import SubgraphWriter

#: Piped statements that work on the rows they are given, whatever columns they name.
_ROW_OPERATORS = (A.Limit, A.OrderBy)
#: Piped after ``|``, these project every input row (``| YIELD count(*)`` counts them, ``| YIELD 1``
#: is one row per input row) whether or not they name an input column.
_PIPED_PROJECTIONS = (A.Yield, A.GroupBy)
#: Most steps of a GO written out (one MATCH per step), and most step counts of ``M TO N``
#: (one UNION branch each): NebulaGraph stops early when nothing is left to walk, Cypher cannot.
MAX_STEPS = 64
MAX_STEP_RANGE = 16
#: FIND PATH's default UPTO.
DEFAULT_UPTO = 5


@dataclass
class Query:
    """A Cypher query under construction: its clauses and the projection that ends it.

    ``columns`` are the nGQL names of the projected columns (what ``$-.name`` reads).
    """

    clauses: list[A.Clause]
    projection: A.Projection
    columns: list[str] = field(default_factory=list)
    #: Columns holding paths, with the most edges one can have (ORDER BY writes per-vertex keys).
    paths: dict[str, int] = field(default_factory=dict)

    def finished(self) -> A.CypherQuery:
        return A.CypherQuery([*self.clauses, A.ReturnClause(self.projection)])

    def named(self) -> Query:
        """This query with every projected item aliased to its nGQL column name: the branches of a
        UNION then have the same column names (FalkorDB refuses ``RETURN v1.vid UNION RETURN v2.vid``)."""
        if self.projection.star:
            return self
        items = [
            A.YieldItem(i.expr, i.alias or c)
            for i, c in zip(self.projection.items, self.columns, strict=True)
        ]
        return replace(self, projection=replace(self.projection, items=items))

    def carried(self, where: A.Expr | None = None) -> tuple[list[A.Clause], dict[str, str]]:
        """The clauses that hand this query's rows on (a WITH naming every column)."""
        items = [A.YieldItem(i.expr, col) for i, col in zip(self.projection.items, self.columns, strict=True)]
        # ``WITH x AS x`` → ``WITH x``; a path keeps its alias (LadybugDB wants one on a path).
        items = [A.YieldItem(i.expr) if _is_same_name(i) and i.alias not in self.paths else i for i in items]
        projection = replace(self.projection, items=items)
        return [*self.clauses, A.WithClause(projection, where)], {c: c for c in self.columns}


def _is_same_name(item: A.YieldItem) -> bool:
    return isinstance(item.expr, A.Variable) and item.expr.name == item.alias


@dataclass
class Input:
    """The rows a statement reads: clauses that end in a WITH, and the columns it carries."""

    clauses: list[A.Clause]
    columns: dict[str, str]
    variable: str | None = None  # the $var they were assigned to (None: piped $-)
    #: Columns known to hold one value, not a list (a property, an id): UNWIND passes them on.
    scalars: dict[str, bool] = field(default_factory=dict)
    paths: dict[str, int] = field(default_factory=dict)  # see :attr:`Query.paths`
    #: Columns of further ``$var``s joined in (FIND PATH FROM $a.id TO $b.id), see :class:`Scope`.
    others: dict[str, dict[str, str]] = field(default_factory=dict)
    #: Columns holding one stored property of one schema type (``e.qty`` of an int): their type.
    types: dict[str, str] = field(default_factory=dict)


class CypherWriter:
    """Translates one nGQL script (see the module doc)."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout

    # ------------------------------------------------------------------ scripts
    def script(self, script: A.Script) -> A.Script:
        statements = [s for s in script.statements]
        if not statements:
            raise TranspileError("an empty script", "there is nothing to translate")
        current: list[Query] | None = None
        variable: str | None = None
        assigned: dict[str, list[Query]] = {}
        for i, st in enumerate(statements):
            last = i == len(statements) - 1
            if isinstance(st, A.Assignment):
                if last:
                    raise TranspileError("a script ending in an assignment", "it returns nothing")
                read = self._read(st.statement, current, variable, assigned)
                current = self.statement(st.statement, read)
                if len(current) > 1 and isinstance(st.statement, A.Go):
                    one = self._go_one(st.statement, read)  # what reads ``$x`` reads one query
                    current = current if one is None else [one]
                variable = st.variable
                assigned[variable] = current
            elif last:
                current = self.statement(st, self._read(st, current, variable, assigned))
            else:
                raise TranspileError(
                    type(st).__name__, "only assignments ($x = …) may come before the last statement"
                )
        assert current is not None
        distinct = all(q.projection.distinct for q in current)
        if len(current) > 1:  # UNION branches name their columns alike (FalkorDB requires it)
            current = [q.named() for q in current]
        return A.Script([_union([q.finished() for q in current], distinct=distinct)])

    def _read(
        self,
        st: A.Statement,
        current: list[Query] | None,
        variable: str | None,
        assigned: dict[str, list[Query]],
    ) -> Input | None:
        """The input of a statement of a script: the ``$var``s it reads (the last statement's
        rows when it reads none, as before)."""
        read = list(
            dict.fromkeys(n.name for n in st.walk() if isinstance(n, A.Parameter) and n.name in assigned)
        )
        if len(read) == 1 and read[0] != variable:
            return self._input(assigned[read[0]], read[0])
        if len(read) <= 1:
            return self._input(current, variable)
        if not isinstance(_first_of_pipe(st), A.FindPath) or _reads_after_first(st, read):
            raise TranspileError(
                "a statement reading several variables", "only FIND PATH FROM $a.x TO $b.y joins them"
            )
        # FIND PATH collects each end's distinct ids, so the rows of every variable, side by side
        # (each one's WITHs carrying the ones before), give exactly its sources and targets.
        clauses: list[A.Clause] = []
        columns: dict[str, dict[str, str]] = {}
        for name in read:
            one = self._input(assigned[name], name)
            assert one is not None
            carried = [n for cols in columns.values() for n in cols.values()]
            part = [_carrying(c, *carried) for c in one.clauses]
            renamed = {c: f"_{name}_{c}" for c in one.columns}
            items = [A.YieldItem(var(n)) for n in carried]
            items += [A.YieldItem(var(one.columns[c]), renamed[c]) for c in one.columns]
            clauses += [*part, A.WithClause(A.Projection(items))]
            columns[name] = renamed
        first = read[0]
        return Input(clauses, columns[first], first, others={n: columns[n] for n in read[1:]})

    def _input(self, queries: list[Query] | None, variable: str | None) -> Input | None:
        if queries is None:
            return None
        if len(queries) != 1:
            raise TranspileError(
                "a UNION (M TO N STEPS, BIDIRECT) feeding another statement", "Cypher cannot pipe it"
            )
        if queries[0].projection.star:
            raise TranspileError("RETURN * feeding another statement", "name the columns it passes on")
        clauses, columns = queries[0].carried()
        scalars = {
            c: _is_scalar(i.expr)
            for c, i in zip(queries[0].columns, queries[0].projection.items, strict=True)
        }
        types = {
            c: kind
            for c, i in zip(queries[0].columns, queries[0].projection.items, strict=True)
            if (kind := stored_type(i.expr, queries[0].clauses, self.layout)) is not None
        }
        return Input(clauses, columns, variable, scalars, dict(queries[0].paths), types=types)

    def statement(self, st: A.Statement, source: Input | None) -> list[Query]:
        if (
            source is not None
            and not _reads_input(st, source.variable)
            and not isinstance(st, _ROW_OPERATORS)
            and not (isinstance(st, _PIPED_PROJECTIONS) and source.variable is None)
        ):
            source = None  # the statement ignores what came before: NebulaGraph runs it alone
        method = getattr(self, f"s_{type(st).__name__}", None)
        if method is None:
            raise TranspileError(_construct(st), "Cypher has no equivalent that r3 writes")
        out: list[Query] = method(st, source)
        return out

    def s_Pipe(self, p: A.Pipe, source: Input | None) -> list[Query]:
        queries = self._feeding(p.parts[0], source, p.parts[1])
        for i, part in enumerate(p.parts[1:], start=1):
            if len(queries) > 1 and _distributes(part):
                # A row-by-row statement after a UNION (GET SUBGRAPH's steps, M TO N STEPS)
                # runs on each branch: the union of the results is the result of the union.
                queries = [q for one in queries for q in self.statement(part, self._input([one], None))]
            else:
                after = p.parts[i + 1] if i + 1 < len(p.parts) else None
                queries = self._feeding(part, self._input(queries, None), after)
        return queries

    def _feeding(self, st: A.Statement, source: Input | None, after: A.Statement | None) -> list[Query]:
        """``st``'s queries; one query where it feeds ``after`` (which must read one query) and
        it is a ``GO … BIDIRECT`` that can be written as one undirected MATCH."""
        queries = self.statement(st, source)
        if after is None or len(queries) == 1 or _distributes(after) or not isinstance(st, A.Go):
            return queries
        one = self._go_one(st, source)
        return queries if one is None else [one]

    def _go_one(self, g: A.Go, source: Input | None) -> Query | None:
        """``g`` as one query where its plain form is a UNION (see :meth:`_go_undirected` and
        :meth:`_go_layers`), else None."""
        return self._go_undirected(g, source) or self._go_layers(g, source)

    def _go_layers(self, g: A.Go, source: Input | None) -> Query | None:
        """``GO M TO N STEPS`` as one query: the frontiers ``l0`` (the start vids) … ``l{N-1}``
        built hop by hop (each the distinct vids one hop from the one before, ``OPTIONAL MATCH``
        so an empty one leaves the row), then the last hop from every frontier ``l{M-1}`` …
        ``l{N-1}`` in turn (``UNWIND [l{M-1}, …] AS _f``): the rows of steps M … N, as the UNION
        of one query per step count gives them. None where the YIELD reads input columns, or a
        BIDIRECT reads the stored ends (:meth:`_go_undirected`)."""
        if g.steps is None or g.sample is not None or g.limit is not None:
            return None
        low, high = max(g.steps.low, 1), g.steps.high or g.steps.low
        if low >= high or high > MAX_STEPS:
            return None
        if source is not None and _reads_input(g, source.variable, skip=g.from_):
            return None
        scope = self.scope(source)
        tr = ExprTranslator(scope)
        key = self.layout.key_of(None)
        #: From an input column every input row walks on its own (see :meth:`starts`): the rows
        #: grouped by id, ``count(*)`` saying how many each stands for, the frontiers per id.
        carried: list[A.Expr] = []
        count: str | None = None
        if any(_is_input_column(e) for e in g.from_):
            if len(g.from_) != 1 or source is None:
                return None
            column = tr(g.from_[0])
            count = _fresh(scope, "_n")
            carried = [column, var(count)]
            grouped = A.Projection(
                [A.YieldItem(column), A.YieldItem(A.FunctionCall("count", star=True), count)]
            )
            starts: A.Expr = A.ListLiteral([column])
            clauses: list[A.Clause] = [*source.clauses, A.WithClause(grouped)]
        else:
            starts, clauses = A.ListLiteral([tr(e) for e in g.from_]), []
        types = [] if g.over.edges == ["*"] else list(g.over.edges)
        direction = g.over.direction
        layers = [_fresh(scope, "l0")]
        first = [*(A.YieldItem(c) for c in carried), A.YieldItem(starts, layers[0])]
        clauses.append(A.WithClause(A.Projection(first)))
        a, b = _fresh(scope, "_a"), _fresh(scope, "_b")
        for k in range(1, high):
            hop = A.PathPattern([A.NodePattern(a), A.RelPattern(direction, None, types), A.NodePattern(b)])
            clauses.append(
                A.MatchClause([hop], A.BinaryOp("IN", prop(a, key), var(layers[-1])), optional=True)
            )
            layers.append(_fresh(scope, f"l{k}"))
            reached = A.FunctionCall(
                "coalesce", [A.FunctionCall("collect", [prop(b, key)], distinct=True), A.ListLiteral([])]
            )
            kept = [
                *(A.YieldItem(c) for c in carried),
                *(A.YieldItem(var(n)) for n in layers[:-1]),
                A.YieldItem(reached, layers[-1]),
            ]
            clauses.append(A.WithClause(A.Projection(kept)))
        frontier = _fresh(scope, "_f")
        clauses.append(A.UnwindClause(A.ListLiteral([var(n) for n in layers[low - 1 : high]]), frontier))
        start, end, edge = _fresh(scope, "v0"), _fresh(scope, "v1"), _fresh(scope, "e")
        scope.node(start)
        scope.node(end)
        src, dst = (end, start) if direction == "in" else (start, end)  # "both": the walked ends
        scope.edges[edge] = EdgeVar(edge, src, dst, types, undirected=direction == "both")
        scope.start, scope.end, scope.edge = start, end, edge
        last = A.PathPattern([A.NodePattern(start), A.RelPattern(direction, edge, types), A.NodePattern(end)])
        pinned = A.BinaryOp("IN", tr.key(start), var(frontier))
        clauses.append(A.MatchClause([last], and_all([pinned, tr(g.where) if g.where is not None else None])))
        if count is not None:
            clauses.append(_repeated(var(count), _fresh(scope, "_dup")))
        default = [(self._default_dst(tr, t, types), f"{t}._dst") for t in (types or self._all_edges())]
        projection, columns = self.projection(tr, g.yield_, default)
        return Query(clauses, projection, columns)

    def _go_undirected(self, g: A.Go, source: Input | None) -> Query | None:
        """``GO [n STEPS] … BIDIRECT`` as one undirected last hop (not the UNION of both directions):
        ``$^``/``$$``/``edge._dst`` are the walked ends, ``src(edge)``/``dst(edge)`` the stored
        ones, read off the relationship (``startNode(e) = v0``, see ``EdgeVar.undirected``)."""
        if g.over.direction != "both" or g.sample is not None or g.limit is not None:
            return None
        low, high = (1, 1) if g.steps is None else (g.steps.low, g.steps.high or g.steps.low)
        if low != high or not 1 <= high <= MAX_STEPS:
            return None
        return self._go(g, source, high, "both")

    def s_SetOperation(self, s: A.SetOperation, source: Input | None) -> list[Query]:
        op = " ".join(s.op.upper().split())
        op = "UNION" if op == "UNION DISTINCT" else op
        if source is not None:
            raise TranspileError(f"{op} of piped input", "only whole queries are combined")
        left, right = self.statement(s.left, None), self.statement(s.right, None)
        if op == "UNION ALL":
            return [*left, *right]
        if op == "UNION":  # the rows of both, each once: every branch distinct, joined by UNION
            return [replace(q, projection=replace(q.projection, distinct=True)) for q in (*left, *right)]
        if op not in ("INTERSECT", "MINUS"):
            raise TranspileError(op, "Cypher has no equivalent that r3 writes")
        if len(right) > 1 and isinstance(s.right, A.Go):
            one = self._go_one(s.right, None)  # a BIDIRECT right side as one undirected MATCH
            right = right if one is None else [one]
        if len(right) != 1:
            raise TranspileError(
                f"{op} by a UNION (M TO N STEPS, BIDIRECT, UNION)",
                "Cypher cannot collect its rows in one list",
            )
        # (a1 UNION a2) MINUS b = (a1 MINUS b) UNION (a2 MINUS b), and so for INTERSECT: a row is
        # kept by what it is, not by the other rows (the set operators of NebulaGraph are equal in
        # precedence, left to right, so a left UNION is the common case: ``a UNION b MINUS c``).
        return [self._filtered_by(op, a, right[0]) for a in left]

    def _filtered_by(self, op: str, a: Query, b: Query) -> Query:
        """``a INTERSECT b`` / ``a MINUS b`` as NebulaGraph runs them: every row of ``a`` (duplicates
        kept) whose whole row is (is not) a row of ``b``. Cypher: ``b``'s rows first, collected
        into one list (a map per row: LadybugDB lists hold one type), then ``a`` carrying that
        list through each of its WITH clauses, and a last WITH keeping the rows found in it. A
        DISTINCT ``a`` (a UNION's branch) stays DISTINCT, so the branches join by UNION again."""
        if a.projection.star or b.projection.star or len(a.columns) != len(b.columns):
            raise TranspileError(op, "both sides must name the same number of columns")
        names = {c for q in (a, b) for c in q.columns} | _variables(a.clauses)
        held = "_right"
        while held in names:
            held += "_"
        b_clauses, _ = b.carried()
        b_names = [_alias_of(i, c) for i, c in zip(b.projection.items, b.columns, strict=True)]
        collected = A.FunctionCall("collect", [_row_key([var(n) for n in b_names])])
        b_clauses.append(
            A.WithClause(
                A.Projection([A.YieldItem(A.FunctionCall("coalesce", [collected, A.ListLiteral([])]), held)])
            )
        )
        a_clauses, _ = a.carried()
        a_clauses = [_carrying(c, held) for c in a_clauses]
        a_names = [_alias_of(i, c) for i, c in zip(a.projection.items, a.columns, strict=True)]
        found: A.Expr = A.BinaryOp("IN", _row_key([var(n) for n in a_names]), var(held))
        if op == "MINUS":
            found = A.UnaryOp("NOT", found)
        kept = A.Projection([*(A.YieldItem(var(n)) for n in a_names), A.YieldItem(var(held))])
        clauses = [*b_clauses, *a_clauses, A.WithClause(kept, found)]
        projection = A.Projection([A.YieldItem(var(n)) for n in a_names], distinct=a.projection.distinct)
        return Query(clauses, projection, list(a.columns))

    # ------------------------------------------------------------------ helpers
    def scope(self, source: Input | None) -> Scope:
        scope = Scope(self.layout)
        if source is not None:
            scope.inputs = dict(source.columns)
            scope.input_var = source.variable
            scope.paths = {source.columns[c] for c in source.paths if c in source.columns}
            scope.var_inputs = {k: dict(v) for k, v in source.others.items()}
            scope.input_types = dict(source.types)
        return scope

    def projection(
        self, tr: ExprTranslator, y: A.YieldClause | None, default: list[tuple[A.Expr, str]]
    ) -> tuple[A.Projection, list[str]]:
        if y is None:
            items = [A.YieldItem(e, None) for e, _ in default]
            return A.Projection(items), [name for _, name in default]
        items, columns = [], []
        for item in y.items:
            if (
                isinstance(item.expr, A.Variable)
                and item.expr.name.upper() in ("VERTEX", "EDGE")
                and not item.alias
            ):
                raise TranspileError(f"YIELD {item.expr.name}", "NebulaGraph needs an alias here")
            column = item.alias or to_text(item.expr, "ngql")
            expr = tr(item.expr)
            # ``$a.dst`` reads the input column ``dst``: keep nGQL's name, another item may be ``… AS dst``.
            alias = item.alias or (column if _is_input_column(item.expr) else None)
            items.append(A.YieldItem(expr, alias))
            columns.append(column)
        return A.Projection(items, distinct=y.distinct), columns

    def starts(
        self,
        exprs: list[A.Expr],
        tr: ExprTranslator,
        source: Input | None,
        node: str,
        *,
        reads_more: bool,
        per_row: bool = False,
        count: str | None = None,
    ) -> tuple[list[A.Clause], A.Expr]:
        """Clauses before the first MATCH, and the condition that pins ``node`` to the start vids.

        From an input column: FETCH (``per_row`` false) starts from each distinct id once, as
        NebulaGraph does; GO (``per_row``) gives every input row its own results, also an id
        that comes twice (TCK GO.feature "one step", "go cover input"). ``count``: the input rows
        grouped, ``count(*) AS count`` saying how many each stands for (a walk of several steps
        makes its frontier distinct per start, then writes each result ``count`` times)."""
        key = prop(node, self.layout.key_of(tr.scope.nodes[node].label if node in tr.scope.nodes else None))
        from_input = [e for e in exprs if _is_input_column(e)]
        if not from_input:
            return [], eq_any(key, [tr(e) for e in exprs])
        if len(exprs) != 1 or source is None:
            raise TranspileError("FROM mixing input columns and vids", "start from one input column")
        column = tr(exprs[0])
        assert isinstance(column, A.Variable)
        pinned = A.BinaryOp("=", key, column)
        if count is not None:
            grouped = [var(c) for c in tr.scope.inputs.values()] if reads_more else [column]
            items = [
                *(A.YieldItem(c) for c in grouped),
                A.YieldItem(A.FunctionCall("count", star=True), count),
            ]
            return [*source.clauses, A.WithClause(A.Projection(items))], pinned
        if reads_more:
            return list(source.clauses), pinned
        # Only the ids are read: every input row (GO), or each distinct id once (FETCH).
        only = A.WithClause(A.Projection([A.YieldItem(column)], distinct=not per_row))
        return [*source.clauses, only], pinned

    # ------------------------------------------------------------------ GO
    def s_Go(self, g: A.Go, source: Input | None) -> list[Query]:
        if g.sample is not None or g.limit is not None:
            raise TranspileError("GO … SAMPLE/LIMIT", "per-step limits have no Cypher equivalent")
        low, high = (1, 1) if g.steps is None else (g.steps.low, g.steps.high or g.steps.low)
        if high > MAX_STEPS or high - low >= MAX_STEP_RANGE:
            raise TranspileError(
                f"GO {low} STEPS" if low == high else f"GO {low} TO {high} STEPS",
                f"one MATCH per step: write at most {MAX_STEPS} steps and {MAX_STEP_RANGE} step counts",
            )
        directions: list[str] = ["out", "in"] if g.over.direction == "both" else [g.over.direction]
        out = [self._go(g, source, k, d) for k in range(max(low, 1), high + 1) for d in directions]
        if not out:
            raise TranspileError("GO 0 STEPS", "it returns nothing")
        return out

    def _go(self, g: A.Go, source: Input | None, k: int, direction: str) -> Query:
        types = [] if g.over.edges == ["*"] else list(g.over.edges)
        scope = self.scope(source)
        names = _fresh_names(scope, k)
        for n in names[:-1]:
            scope.node(n)
        start, end = names[-2], names[-1]
        scope.node(end)
        edge = _fresh(scope, "e")
        src, dst = (end, start) if direction == "in" else (start, end)  # "both": the walked ends
        scope.edges[edge] = EdgeVar(edge, src, dst, types, undirected=direction == "both")
        scope.start, scope.end, scope.edge = start, end, edge
        tr = ExprTranslator(scope)
        reads_more = _reads_input(g, source.variable if source else None, skip=g.from_)
        from_input = any(_is_input_column(e) for e in g.from_)
        count = _fresh(scope, "_n") if from_input and k > 1 else None
        clauses, pinned = self.starts(
            g.from_, tr, source, names[0], reads_more=reads_more, per_row=True, count=count
        )
        carried: list[A.Expr] = [var(c) for c in scope.inputs.values()] if reads_more else []
        if count is not None:  # the frontier is each start's own: carry the start and its count
            carried = [*(carried or [tr(g.from_[0])]), var(count)]
        hop_dir = "both" if g.over.direction == "both" else direction
        for i in range(k - 1):  # the frontier: distinct vertices after each step
            rel = A.RelPattern(hop_dir, None, types)  # type: ignore[arg-type]
            pattern = A.PathPattern([A.NodePattern(names[i]), rel, A.NodePattern(names[i + 1])])
            clauses.append(A.MatchClause([pattern], pinned if i == 0 else None))
            kept = [A.YieldItem(var(names[i + 1])), *(A.YieldItem(c) for c in carried)]
            clauses.append(A.WithClause(A.Projection(kept, distinct=True)))
        rel = A.RelPattern(direction, edge, types)  # type: ignore[arg-type]
        last = A.PathPattern([A.NodePattern(start), rel, A.NodePattern(end)])
        where = and_all([pinned if k == 1 else None, tr(g.where) if g.where is not None else None])
        clauses.append(A.MatchClause([last], where))
        if count is not None:
            clauses.append(_repeated(var(count), _fresh(scope, "_dup")))
        default = [(self._default_dst(tr, t, types), f"{t}._dst") for t in (types or self._all_edges())]
        projection, columns = self.projection(tr, g.yield_, default)
        return Query(clauses, projection, columns)

    def _all_edges(self) -> list[str]:
        if self.layout.schema is None:
            raise TranspileError("GO … OVER * without YIELD", "the schema is needed to name the edge types")
        return list(self.layout.schema.edges)

    def _default_dst(self, tr: ExprTranslator, edge_type: str, types: list[str]) -> A.Expr:
        assert tr.scope.end is not None and tr.scope.edge is not None
        dst = tr.key(tr.scope.end)
        if len(types) == 1:
            return dst
        is_type = A.BinaryOp("=", A.FunctionCall("type", [var(tr.scope.edge)]), A.Literal(edge_type))
        return A.Case(None, [(is_type, dst)], None)

    # ------------------------------------------------------------------ FETCH / LOOKUP
    def s_FetchVertices(self, f: A.FetchVertices, source: Input | None) -> list[Query]:
        scope = self.scope(source)
        label = f.tags[0] if len(f.tags) == 1 and f.tags != ["*"] else None
        node = _fresh(scope, "v")
        scope.node(node, label)
        scope.start = node
        tr = ExprTranslator(scope)
        reads_more = _reads_input(f, source.variable if source else None, skip=f.vids)
        clauses, pinned = self.starts(f.vids, tr, source, node, reads_more=reads_more)
        clauses.append(
            A.MatchClause([A.PathPattern([A.NodePattern(node, [label] if label else [])])], pinned)
        )
        projection, columns = self.projection(tr, f.yield_, [(var(node), "vertices_")])
        return [Query(clauses, projection, columns)]

    def s_FetchEdges(self, f: A.FetchEdges, source: Input | None) -> list[Query]:
        scope = self.scope(source)
        s, d, e = _edge_vars(scope, f.edge)
        tr = ExprTranslator(scope)
        if any(_is_input_column(x) for k in f.keys for x in (k.src, k.dst)):
            raise TranspileError("FETCH PROP ON an edge from input columns", "list the edges")
        keys = []
        for k in f.keys:
            rank = tr(k.rank) if k.rank is not None else A.Literal(0)
            keys.append(
                and_all(
                    [
                        A.BinaryOp("=", tr.key(s), tr(k.src)),
                        A.BinaryOp("=", tr.key(d), tr(k.dst)),
                        A.BinaryOp("=", prop(e, "rank"), rank),
                    ]
                )
            )
        where: A.Expr | None = None
        for cond in keys:
            assert cond is not None
            where = cond if where is None else A.BinaryOp("OR", where, cond)
        rel = A.RelPattern("out", e, [f.edge])
        clauses: list[A.Clause] = [
            A.MatchClause([A.PathPattern([A.NodePattern(s), rel, A.NodePattern(d)])], where)
        ]
        projection, columns = self.projection(tr, f.yield_, [(var(e), "edges_")])
        return [Query(clauses, projection, columns)]

    def s_Lookup(self, lk: A.Lookup, source: Input | None) -> list[Query]:
        scope = self.scope(source)
        if self.layout.is_edge(lk.schema):
            s, d, e = _edge_vars(scope, lk.schema)
            tr = ExprTranslator(scope)
            pattern = A.PathPattern([A.NodePattern(s), A.RelPattern("out", e, [lk.schema]), A.NodePattern(d)])
            default = [(tr.key(s), "SrcVID"), (tr.key(d), "DstVID"), (prop(e, "rank"), "Ranking")]
        else:
            v = _fresh(scope, "v")
            scope.node(v, lk.schema)
            scope.start = v
            tr = ExprTranslator(scope)
            pattern = A.PathPattern([A.NodePattern(v, [lk.schema])])
            default = [(tr.key(v), "VertexID")]
        where = tr(lk.where) if lk.where is not None else None
        projection, columns = self.projection(tr, lk.yield_, default)
        return [Query([A.MatchClause([pattern], where)], projection, columns)]

    # ------------------------------------------------------------------ FIND PATH
    def s_FindPath(self, f: A.FindPath, source: Input | None) -> list[Query]:
        if f.where is not None and f.kind not in ("ALL", "NOLOOP"):
            # A shortest path under a filter is the shortest of the kept edges: filtering the
            # shortest paths after matching them would drop longer paths that qualify.
            raise TranspileError(
                f"FIND {f.kind} PATH … WHERE", "use FIND ALL PATH … WHERE and keep the shortest"
            )
        scope = self.scope(source)
        s, d = _fresh(scope, "s"), _fresh(scope, "d")
        scope.node(s)
        scope.node(d)
        tr = ExprTranslator(scope)
        types = [] if f.over.edges == ["*"] else list(f.over.edges)
        upto = f.upto if f.upto is not None else DEFAULT_UPTO
        rel = A.RelPattern(f.over.direction, None, types, None, A.VarLength(1, upto))
        path = _fresh(scope, "p")
        function = {"SHORTEST": "allShortestPaths", "SINGLE SHORTEST": "shortestPath"}.get(f.kind)
        pattern = A.PathPattern([A.NodePattern(s), rel, A.NodePattern(d)], path, function)
        clauses: list[A.Clause] = []
        conditions: list[A.Expr | None] = []
        # FROM/TO $-.col: the distinct vids of the whole column (every source to every target,
        # as NebulaGraph does), not the pairs of one row.
        collected: list[A.YieldItem] = []
        for node, exprs in ((s, f.from_), (d, f.to)):
            if any(_is_input_column(e) for e in exprs):
                if source is None or len(exprs) != 1:
                    raise TranspileError("FIND PATH from input columns", "start from one input column")
                clauses = list(source.clauses)
                if not any(isinstance(c, (A.MatchClause, A.UnwindClause)) for c in clauses):
                    # One row in (``YIELD "a" AS src, "b" AS dst``): its pair is the whole column.
                    conditions.append(A.BinaryOp("=", tr.key(node), tr(exprs[0])))
                    continue
                name = _fresh(scope, f"_{node}s")
                scope.inputs[name] = name
                collected.append(A.YieldItem(A.FunctionCall("collect", [tr(exprs[0])], distinct=True), name))
                conditions.append(A.BinaryOp("IN", tr.key(node), var(name)))
            else:
                conditions.append(eq_any(tr.key(node), [tr(e) for e in exprs]))
        if collected:
            clauses.append(A.WithClause(A.Projection(collected)))
        conditions.append(A.BinaryOp("<>", tr.key(s), tr.key(d)))
        if f.kind == "NOLOOP":
            conditions.append(_no_repeated_vertex(path))
        if f.where is not None:
            conditions.append(self._every_edge(f, path))
        clauses.append(A.MatchClause([pattern], and_all(conditions)))
        if f.yield_ is None or len(f.yield_.items) != 1 or not _is_word(f.yield_.items[0].expr, "PATH"):
            raise TranspileError("FIND PATH … YIELD", "only YIELD path AS p is written")
        column = f.yield_.items[0].alias or "path"
        projection = A.Projection([A.YieldItem(var(path), f.yield_.items[0].alias)])
        return [Query(clauses, projection, [column], {column: upto})]

    def _every_edge(self, f: A.FindPath, path: str) -> A.Expr:
        """FIND ALL/NOLOOP PATH's ``WHERE``, which NebulaGraph tests on every edge it walks:
        ``all(_r IN relationships(p) WHERE …)``, the edge (``edge``, ``like.likeness``) being
        ``_r``. Every path is listed, so keeping those whose edges all pass is the same set.
        Not written: a filter on the stored ends (``src(edge)``, ``like._dst``; ``_r``'s ends
        are no pattern variables here) — nor ``$^``/``$$``, which mean nothing in FIND PATH."""
        assert f.where is not None
        if any(
            (isinstance(n, A.FunctionCall) and n.name.lower() in ("src", "dst"))
            or (isinstance(n, A.Property) and n.name in ("_src", "_dst"))
            for n in f.where.walk()
        ):
            raise TranspileError("FIND PATH … WHERE src/dst", "filter on the edges' properties")
        scope = Scope(self.layout)
        types = [] if f.over.edges == ["*"] else list(f.over.edges)
        scope.edges["_r"] = EdgeVar("_r", "_a", "_b", types)
        scope.edge = "_r"
        test = ExprTranslator(scope)(f.where)
        return A.ListPredicate("all", "_r", A.FunctionCall("relationships", [var(path)]), test)

    # ------------------------------------------------------------------ GET SUBGRAPH
    def s_GetSubgraph(self, g: A.GetSubgraph, source: Input | None) -> list[Query]:
        writer = SubgraphWriter(self.layout, g)
        tr = ExprTranslator(self.scope(source))
        if any(_is_input_column(e) for e in g.from_):
            if source is None or len(g.from_) != 1:
                raise TranspileError("GET SUBGRAPH from input columns", "start from one input column")
            ids = A.FunctionCall("collect", [tr(g.from_[0])], distinct=True)
            start = [*source.clauses, A.WithClause(A.Projection([A.YieldItem(ids, "l0")]))]
        else:
            listed = A.ListLiteral([tr(e) for e in g.from_])
            start = [A.WithClause(A.Projection([A.YieldItem(listed, "l0")]))]
        columns = [name for name, _ in writer.columns]
        return [Query(clauses, projection, list(columns)) for clauses, projection in writer.branches(start)]

    # ------------------------------------------------------------------ MATCH
    def s_CypherQuery(self, q: A.CypherQuery, source: Input | None) -> list[Query]:
        scope = self.scope(source)
        tr = ExprTranslator(scope)
        clauses: list[A.Clause] = list(source.clauses) if source is not None else []
        body = q.clauses
        if not body or not isinstance(body[-1], A.ReturnClause):
            raise TranspileError("a MATCH without RETURN", "add RETURN")
        star = any(isinstance(c, (A.WithClause, A.ReturnClause)) and c.projection.star for c in body)
        for clause in body[:-1]:
            clauses += _per_path(self._clause(clause, tr, star))
        ret = body[-1]
        assert isinstance(ret, A.ReturnClause)
        projection = self._projection(ret.projection, tr)
        columns = [i.alias or to_text(i.expr, "ngql") for i in ret.projection.items]
        if ret.projection.star:
            columns = ["*"]
        return [Query(clauses, projection, columns)]

    def _clause(self, clause: A.Clause, tr: ExprTranslator, star: bool) -> A.Clause:
        if isinstance(clause, A.MatchClause):
            known = set(tr.scope.nodes)
            patterns = [self._named_ends(p, tr.scope, star) for p in clause.patterns]
            for p in patterns:
                _declare(p, tr.scope)
            ends = {el.variable for p in patterns for el in (p.elements[0], p.elements[-1])}
            fresh = [
                n
                for n in tr.scope.nodes
                if n not in known
                and n in ends
                and tr.scope.nodes[n].label is None
                and not tr.scope.nodes[n].labels
            ]
            where = tr(clause.where) if clause.where is not None else None
            guards: list[A.Expr | None] = [self._is_vertex(n) for n in fresh]
            where = and_all([where, *guards])
            return A.MatchClause([tr.pattern(p) for p in patterns], where, clause.optional)
        if isinstance(clause, A.WithClause):
            projection = self._projection(clause.projection, tr)
            for item in clause.projection.items:  # ``WITH v AS x``: x is the same vertex
                if isinstance(item.expr, A.Variable) and item.alias and item.expr.name in tr.scope.nodes:
                    seen = tr.scope.nodes[item.expr.name]
                    tr.scope.node(item.alias, seen.label, seen.labels)
            return A.WithClause(projection, tr(clause.where) if clause.where is not None else None)
        if isinstance(clause, A.UnwindClause):
            return A.UnwindClause(tr(clause.expr), clause.alias)
        raise TranspileError(type(clause).__name__, "only reading clauses are written")

    def _named_ends(self, p: A.PathPattern, scope: Scope, star: bool) -> A.PathPattern:
        """The pattern with a name on an anonymous, unlabelled end node (to check it is a
        vertex, see :meth:`_is_vertex`), unless ``RETURN *`` would show the name. Each name is
        declared as it is given, so that the two ends of ``()-[e]->()`` (or the ends of two
        patterns of one MATCH) get two names, not one: one name would make them one vertex, a
        self-loop (``(_n0)-[e]->(_n0)``, no rows where the graph has none)."""
        if star or self.layout.schema is None or len(p.elements) < 2:
            return p
        elements = list(p.elements)
        for i in (0, len(elements) - 1):
            el = elements[i]
            if isinstance(el, A.NodePattern) and el.variable is None and not el.labels:
                name = _fresh(scope, f"_n{len(scope.nodes)}")
                scope.node(name)
                elements[i] = replace(el, variable=name)
        return replace(p, elements=elements)

    def _is_vertex(self, node: str) -> A.Expr | None:
        """``any(l IN labels(n) WHERE l IN [tags])``: n is a vertex with a tag, as nGQL MATCH
        requires — a dangling edge's missing end (kept as a node by r3's loaders) is not."""
        if self.layout.schema is None or not self.layout.schema.tags:
            return None
        tags = A.ListLiteral([A.Literal(t) for t in self.layout.schema.tags])
        return A.ListPredicate(
            "any", "l", A.FunctionCall("labels", [var(node)]), A.BinaryOp("IN", var("l"), tags)
        )

    def _projection(self, p: A.Projection, tr: ExprTranslator) -> A.Projection:
        return replace(
            p,
            items=[A.YieldItem(tr(i.expr), i.alias) for i in p.items],
            order_by=[A.OrderItem(tr(o.expr), o.descending) for o in p.order_by],
            skip=tr(p.skip) if p.skip is not None else None,
            limit=tr(p.limit) if p.limit is not None else None,
        )

    # ------------------------------------------------------------------ piped statements
    def s_Yield(self, y: A.Yield, source: Input | None) -> list[Query]:
        tr = ExprTranslator(self.scope(source))
        clauses = list(source.clauses) if source is not None else []
        projection, columns = self.projection(tr, y.yield_, [])
        if y.where is not None:
            if source is None:
                raise TranspileError("YIELD … WHERE without input", "filter in the statement before")
            last = clauses[-1]
            assert isinstance(last, A.WithClause)
            clauses[-1] = A.WithClause(last.projection, and_all([last.where, tr(y.where)]))
        return [Query(clauses, projection, columns)]

    def s_GroupBy(self, g: A.GroupBy, source: Input | None) -> list[Query]:
        return self.s_Yield(A.Yield(g.yield_), source)

    def s_OrderBy(self, o: A.OrderBy, source: Input | None) -> list[Query]:
        if source is None:
            raise TranspileError("ORDER BY without input", "pipe rows into it")
        tr = ExprTranslator(self.scope(source))
        order: list[A.OrderItem] = []
        for item in o.items:
            column = _input_name(item.expr)
            if column is not None and column in source.paths:
                keys = self._path_keys(tr(item.expr), source.paths[column])
                order.extend(A.OrderItem(k, item.descending) for k in keys)
            else:
                order.append(A.OrderItem(tr(item.expr), item.descending))
        return [self._passed(source, order_by=order)]

    def _path_keys(self, path: A.Expr, most_edges: int) -> list[A.Expr]:
        """``ORDER BY`` a path as NebulaGraph orders paths: by the ids of its vertices in turn, a
        shorter path first: ``([n IN nodes(p) | n.vid] + ["", …])[i]``, the ids padded with the
        lowest id so that no index runs past the end (LadybugDB cannot order by a path, and
        fails on an index past a list's end)."""
        schema = self.layout.schema
        lowest = A.Literal(-(2**63)) if schema is not None and schema.vid_is_int else A.Literal("")
        ids = A.ListComprehension("n", A.FunctionCall("nodes", [path]), None, prop("n", self.layout.vid_key))
        padded = A.BinaryOp("+", ids, A.ListLiteral([lowest] * (most_edges + 1)))
        return [A.Subscript(padded, A.Literal(i)) for i in range(most_edges + 1)]

    def s_Limit(self, lim: A.Limit, source: Input | None) -> list[Query]:
        if source is None:
            raise TranspileError("LIMIT without input", "pipe rows into it")
        skip = A.Literal(lim.offset) if lim.offset else None
        last = source.clauses[-1] if source.clauses else None
        if isinstance(last, A.WithClause) and last.where is None and last.projection.limit is None:
            # ``| ORDER BY … | LIMIT n``: one projection, ordered then cut (as Cypher requires).
            projection = replace(last.projection, skip=skip, limit=A.Literal(lim.count))
            source = replace(source, clauses=[*source.clauses[:-1], A.WithClause(projection)])
            return [self._passed(source)]
        return [self._passed(source, skip=skip, limit=A.Literal(lim.count))]

    def _passed(self, source: Input, **changes: object) -> Query:
        columns = list(source.columns)
        items = [A.YieldItem(var(source.columns[c])) for c in columns]
        projection = replace(A.Projection(items), **changes)  # type: ignore[arg-type]
        return Query(list(source.clauses), projection, columns, dict(source.paths))

    def s_UnwindClause(self, u: A.UnwindClause, source: Input | None) -> list[Query]:
        tr = ExprTranslator(self.scope(source))
        clauses = list(source.clauses) if source else []
        listed = tr(u.expr)
        if source is not None and isinstance(listed, A.Variable) and source.scalars.get(listed.name):
            # nGQL unwinds a single value as a one-row list; Cypher refuses to: pass it on as is.
            clauses.append(A.WithClause(A.Projection([A.YieldItem(listed, u.alias)])))
        else:
            clauses.append(A.UnwindClause(listed, u.alias))
        return [Query(clauses, A.Projection([A.YieldItem(var(u.alias))]), [u.alias])]


# --------------------------------------------------------------------------- helpers


def stored_type(expr: A.Expr, clauses: Sequence[A.Clause], layout: Layout) -> str | None:
    """The schema type of the stored property a Cypher expression reads after ``clauses`` —
    ``n.p`` of a node matched with one tag, ``r.p`` of a relationship of known types (one
    type for all of them), or a variable a WITH bound to one — else None. Why: a piped
    column's type (``YIELD like.likeness AS l | YIELD sum($-.l)``) is only known here."""
    schema = layout.schema
    if schema is None:
        return None
    for i in range(len(clauses) - 1, -1, -1):
        clause = clauses[i]
        if isinstance(expr, A.Variable) and isinstance(clause, A.WithClause):
            for item in clause.projection.items:
                if (
                    item.alias or (item.expr.name if isinstance(item.expr, A.Variable) else None)
                ) == expr.name:
                    if isinstance(item.expr, A.Variable) and item.expr.name == expr.name:
                        break  # ``WITH x``: x as before
                    return stored_type(item.expr, clauses[:i], layout)
        if (
            isinstance(expr, A.Property)
            and isinstance(expr.obj, A.Variable)
            and isinstance(clause, A.MatchClause)
        ):
            name = expr.obj.name
            for el in (el for p in clause.patterns for el in p.elements):
                if isinstance(el, A.NodePattern) and el.variable == name and len(el.labels) == 1:
                    tag = schema.tags.get(el.labels[0])
                    found = tag.prop(expr.name) if tag is not None else None
                    return str(found.type).lower() if found is not None else None
                if isinstance(el, A.RelPattern) and el.variable == name and el.length is None and el.types:
                    props = [schema.edges[x].prop(expr.name) if x in schema.edges else None for x in el.types]
                    kinds = {str(f.type).lower() for f in props if f is not None}
                    return kinds.pop() if len(kinds) == 1 and None not in props else None
    return None


def _per_path(clause: A.Clause) -> list[A.Clause]:
    """A MATCH of comma-separated patterns as one MATCH per pattern, when two of them have
    relationships: nGQL keeps a relationship to one use within a path only (two patterns may
    bind one edge, :mod:`r3.engine.match.expand`), openCypher within the whole MATCH clause;
    separate MATCH clauses mean nGQL's join. The WHERE goes on the last (it filters the join).
    An OPTIONAL MATCH stays one clause (split, its WHERE would no longer make it all-or-none)."""
    if not isinstance(clause, A.MatchClause) or clause.optional:
        return [clause]
    with_rels = [p for p in clause.patterns if any(isinstance(el, A.RelPattern) for el in p.elements)]
    if len(with_rels) < 2:
        return [clause]
    *first, last = clause.patterns
    return [*(A.MatchClause([p]) for p in first), A.MatchClause([last], clause.where)]


def _repeated(count: A.Expr, name: str) -> A.Clause:
    """``UNWIND range(1, count) AS name``: each row ``count`` times (the input rows it stands for)."""
    return A.UnwindClause(A.FunctionCall("range", [A.Literal(1), count]), name)


def _union(queries: list[A.CypherQuery], *, distinct: bool = False) -> A.Statement:
    """The branches as one query: ``UNION`` when each is DISTINCT (the whole result is), else ``UNION ALL``."""
    out: A.Statement = queries[0]
    for q in queries[1:]:
        out = A.SetOperation("UNION" if distinct else "UNION ALL", out, q)
    return out


def _first_of_pipe(st: A.Statement) -> A.Statement:
    """The statement rows start from: ``a`` of ``a | b | …``, else ``st`` itself."""
    return st.parts[0] if isinstance(st, A.Pipe) else st


def _reads_after_first(st: A.Statement, variables: list[str]) -> bool:
    """Whether a part of the pipe ``st`` after its first reads one of ``variables`` (``$a.x``)."""
    rest = st.parts[1:] if isinstance(st, A.Pipe) else []
    return any(isinstance(n, A.Parameter) and n.name in variables for part in rest for n in part.walk())


def _distributes(st: A.Statement) -> bool:
    """Whether ``st`` works row by row (so it can run on each UNION branch): an UNWIND, or a
    YIELD that neither aggregates nor deduplicates."""
    if isinstance(st, A.UnwindClause):
        return True
    if not isinstance(st, A.Yield) or st.yield_.distinct or st.join is not None:
        return False
    return not any(isinstance(n, A.FunctionCall) and n.name.upper() in NGQL_AGGREGATES for n in st.walk())


def _alias_of(item: A.YieldItem, column: str) -> str:
    """The Cypher name a carried column has (see :meth:`Query.carried`)."""
    return item.alias or column


def _row_key(values: list[A.Expr]) -> A.Expr:
    """One value standing for a whole row: the value itself, or a map of the columns."""
    if len(values) == 1:
        return values[0]
    return A.MapLiteral([(f"c{i}", v) for i, v in enumerate(values)])


def _carrying(clause: A.Clause, *names: str) -> A.Clause:
    """``clause`` with ``names`` passed on by it when it is a WITH (constants: they group nothing)."""
    if not names or not isinstance(clause, A.WithClause) or clause.projection.star:
        return clause
    projection = replace(
        clause.projection, items=[*clause.projection.items, *(A.YieldItem(var(n)) for n in names)]
    )
    return A.WithClause(projection, clause.where)


def _variables(clauses: list[A.Clause]) -> set[str]:
    return {n.name for c in clauses for n in c.walk() if isinstance(n, A.Variable)}


def _construct(st: A.Statement) -> str:
    words = to_text(st, "ngql").split()[:3] if not isinstance(st, A.CypherQuery) else ["MATCH"]
    known = {A.GetSubgraph: "GET SUBGRAPH", A.Sample: "SAMPLE", A.InsertVertex: "INSERT VERTEX",
             A.InsertEdge: "INSERT EDGE"}  # fmt: skip
    return (
        known.get(type(st)) or " ".join(w for w in words if w.isupper() or w.isalpha()) or type(st).__name__
    )


def _is_scalar(e: A.Expr) -> bool:
    """An expression that surely holds one value: a property read or a literal that is no list."""
    if isinstance(e, A.Property):
        return True
    return isinstance(e, A.Literal)


def _is_input_column(e: A.Expr) -> bool:
    return isinstance(e, A.Property) and isinstance(e.obj, (A.InputRef, A.Parameter))


def _input_name(e: A.Expr) -> str | None:
    return e.name if _is_input_column(e) and isinstance(e, A.Property) else None


def _is_word(e: A.Expr, word: str) -> bool:
    return isinstance(e, A.Variable) and e.name.upper() == word


def _reads_input(st: A.Node, variable: str | None, *, skip: Sequence[A.Expr] = ()) -> bool:
    """Whether ``st`` reads its input (``$-.c``, or ``$variable.c``) outside the expressions
    ``skip`` (its FROM or vids, whose input columns the caller places itself)."""
    skipped = {id(n) for e in skip for n in e.walk()}
    for node in st.walk():
        if id(node) in skipped:
            continue
        if isinstance(node, A.InputRef) and variable is None:
            return True
        if isinstance(node, A.Parameter) and node.name == variable:
            return True
    return False


def _edge_vars(scope: Scope, edge_type: str) -> tuple[str, str, str]:
    """Fresh names ``s``, ``d``, ``e`` bound in ``scope`` as one ``edge_type`` edge from ``s`` to
    ``d`` (also the scope's start, end and edge)."""
    s, d, e = _fresh(scope, "s"), _fresh(scope, "d"), _fresh(scope, "e")
    scope.node(s)
    scope.node(d)
    scope.edges[e] = EdgeVar(e, s, d, [edge_type])
    scope.start, scope.end, scope.edge = s, d, e
    return s, d, e


def _fresh(scope: Scope, base: str) -> str:
    """``base`` unless an input column already has that name (then ``base_``, ``base__`` …)."""
    name = base
    taken = set(scope.inputs.values()) | set(scope.nodes) | set(scope.edges)
    while name in taken:
        name += "_"
    return name


def _fresh_names(scope: Scope, k: int) -> list[str]:
    names: list[str] = []
    for i in range(k + 1):
        name = _fresh(scope, f"v{i}")
        scope.node(name)
        names.append(name)
    for n in names:
        del scope.nodes[n]
    return names


def _declare(p: A.PathPattern, scope: Scope) -> None:
    """Record a MATCH pattern's variables: node labels, and each edge's stored ends."""
    elements = p.elements
    for i, el in enumerate(elements):
        if isinstance(el, A.NodePattern) and el.variable:
            scope.node(el.variable, el.labels[0] if len(el.labels) == 1 else None, tuple(el.labels))
        elif isinstance(el, A.RelPattern) and el.variable and el.length is not None:
            scope.edge_lists.add(el.variable)
        elif isinstance(el, A.RelPattern) and el.variable and el.length is None:
            scope.edge_types[el.variable] = list(el.types)
            left, right = elements[i - 1], elements[i + 1]
            a = left.variable if isinstance(left, A.NodePattern) else None
            b = right.variable if isinstance(right, A.NodePattern) else None
            if a is None or b is None:
                continue
            src, dst = (b, a) if el.direction == "in" else (a, b)
            undirected = el.direction == "both"
            scope.edges[el.variable] = EdgeVar(el.variable, src, dst, list(el.types), undirected=undirected)


def _no_repeated_vertex(path: str) -> A.Expr:
    """``ALL(n IN nodes(p) WHERE single(m IN nodes(p) WHERE m = n))``: FIND NOLOOP PATH."""
    nodes = A.FunctionCall("nodes", [var(path)])
    once = A.ListPredicate("single", "m", nodes, A.BinaryOp("=", var("m"), var("n")))
    return A.ListPredicate("all", "n", nodes, once)


__all__ = ["DEFAULT_UPTO", "MAX_STEPS", "MAX_STEP_RANGE", "CypherWriter", "Query"]
