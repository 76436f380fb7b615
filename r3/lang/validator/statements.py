"""Statement-level checks: which names each statement needs, and how scopes flow.

nGQL statements chain through pipes (``$-`` = the previous part's YIELD columns) and
assignments (``$var``); clause queries (nGQL MATCH, every Cypher query) thread a scope of
pattern variables and WITH/UNWIND/RETURN aliases from clause to clause. DDL inside a
script is applied to a private copy of the space, so ``CREATE TAG t(…); INSERT VERTEX t …``
validates.
"""

from __future__ import annotations

import contextlib
import copy
from dataclasses import replace

from r3.contracts.schema import SchemaItem, SpaceSchema
from r3.errors import SchemaError
from r3.lang import ast
from r3.lang.ddl import apply_ddl
from r3.lang.printer import to_text
from r3.lang.validator import issues as codes
from r3.lang.validator.bindings import binding_conflicts, infer_labels
from r3.lang.validator.expressions import ExprChecker, bind_pattern
from r3.lang.validator.labels import LabelEvidence, element_binding
from r3.lang.validator.scope import OPEN, Binding, Columns, Frame, yield_columns
from r3.lang.writes import WRITE_CLAUSES, own_writes

_DDL = (ast.CreateSchema, ast.AlterSchema, ast.CreateIndex, ast.Drop)


class StatementChecker(ExprChecker):
    """Walks scripts and statements; see :func:`r3.lang.validator.validate`."""

    def __init__(self, space: SpaceSchema, dialect: str, read_only: bool) -> None:
        super().__init__(space, dialect)
        self.read_only = read_only
        self._own_space = False

    # ------------------------------------------------------------------ entry points

    def script(self, script: ast.Script) -> None:
        self.check_variables = True
        for stmt in script.statements:
            self.statement(stmt, None)

    def statement(self, stmt: ast.Statement, input: Columns | None) -> Columns:
        """Check ``stmt`` reading ``input`` as ``$-``; returns the columns it yields."""
        self._anchors.append(stmt)
        try:
            self.write_check(stmt)
            return self.dispatch(stmt, input)
        finally:
            self._anchors.pop()

    def write_check(self, stmt: ast.Statement) -> None:
        """In read-only mode, report the writes ``stmt`` itself makes (:func:`r3.lang.writes.own_writes`).

        :meth:`dispatch` visits EXPLAIN bodies like any other statement, so a write under
        EXPLAIN is reported too (``write_statements(…, explained=True)``'s rule).
        """
        if not self.read_only:
            return
        for node in own_writes(stmt):
            if isinstance(node, ast.AdminCommand):
                message = f"{' '.join(node.words[:2])} is not allowed in a read-only query"
            else:
                word = WRITE_CLAUSES.get(type(node)) or type(node).__name__
                message = f"{word} changes the graph, but the query must be read-only"
            self.report(codes.WRITE_STATEMENT, message, node, severity="error")

    def dispatch(self, stmt: ast.Statement, input: Columns | None) -> Columns:
        plain = Frame(input=input)
        if isinstance(stmt, ast.Pipe):
            cols = input
            for i, part in enumerate(stmt.parts):
                cols = self.statement(part, cols)
                if i < len(stmt.parts) - 1:
                    self.duplicates(cols, part)
            return cols or OPEN
        if isinstance(stmt, ast.Assignment):
            cols = self.statement(stmt.statement, input)
            self.duplicates(cols, stmt)
            self.variables[stmt.variable] = cols
            return cols
        if isinstance(stmt, ast.SetOperation):
            left = self.statement(stmt.left, input)
            self.statement(stmt.right, input)
            return left
        if isinstance(stmt, ast.Explain):
            for inner in stmt.body.statements:
                self.statement(inner, input)
            return OPEN
        if isinstance(stmt, ast.CypherQuery):
            return self.clause_query(stmt, input)
        handler = getattr(self, "on_" + type(stmt).__name__, None)
        if handler is not None:
            result: Columns = handler(stmt, plain)
            return result
        return OPEN

    def duplicates(self, cols: Columns, at: ast.Node) -> None:
        for name in sorted(cols.duplicates):
            self.report(
                codes.DUPLICATE_COLUMN, f"column `{name}` is yielded twice and the result is read on", at
            )

    def vids(self, exprs: list[ast.Expr], f: Frame) -> None:
        """Vertex ids: checked as expressions, and literal ids against the space's vid type."""
        for e in exprs:
            self.expr(e, f)
            if isinstance(e, ast.Literal) and e.value is not None and not isinstance(e.value, bool):
                is_int = isinstance(e.value, int)
                if is_int != self.space.vid_is_int and not isinstance(e.value, float):
                    want = "INT64" if self.space.vid_is_int else "FIXED_STRING"
                    self.report(
                        codes.TYPE_MISMATCH,
                        f"vertex id {e.value!r} does not match the space's vid type {want}",
                        e,
                    )

    def yield_items(self, y: ast.YieldClause | None, f: Frame) -> Columns:
        if y is None:
            return OPEN
        for item in y.items:
            self.expr(item.expr, f)
        return yield_columns(y.items)

    def over(self, over: ast.OverClause, at: ast.Node) -> frozenset[str] | None:
        return self.edge_list(over.edges, over if over.span else at)

    def edge_list(self, names: list[str], at: ast.Node) -> frozenset[str] | None:
        if names == ["*"] or not names:
            return None
        for name in names:
            self.check_item_name(name, "edge", at)
        return frozenset(names)

    # ------------------------------------------------------------------ nGQL reads

    def on_Go(self, s: ast.Go, plain: Frame) -> Columns:
        edges = self.over(s.over, s)
        self.vids(s.from_, plain)
        f = replace(plain, mode="go", edges=edges)
        self.expr(s.where, f)
        cols = self.yield_items(s.yield_, f)
        self.expr(s.sample, plain)
        self.expr(s.limit, plain)
        self.go_truncate(s)
        return cols

    def go_truncate(self, s: ast.Go) -> None:
        """GO's own SAMPLE/LIMIT take a list of counts, one per step (NebulaGraph 3.x GoValidator)."""
        steps = 1 if s.steps is None else (s.steps.high or s.steps.low)
        for word, e in (("SAMPLE", s.sample), ("LIMIT", s.limit)):
            if e is None:
                continue
            text = to_text(e)
            if not isinstance(e, ast.ListLiteral):
                counts = ", ".join([text] * steps) if isinstance(e, ast.Literal) else "…"
                self.report(
                    codes.INVALID_TRUNCATE,
                    f"`{text}' type must be LIST (GO … {word} takes one count per step: "
                    f"{word} [{counts}]; to limit the rows, pipe: | LIMIT {text})",
                    e,
                    severity="error",
                )
            elif len(e.items) != steps:
                self.report(
                    codes.INVALID_TRUNCATE,
                    f"`{text}' length must be equal to GO step size {steps}",
                    e,
                    severity="error",
                )

    def on_FindPath(self, s: ast.FindPath, plain: Frame) -> Columns:
        edges = self.over(s.over, s)
        self.vids(s.from_, plain)
        self.vids(s.to, plain)
        self.expr(s.where, replace(plain, mode="go", edges=edges))
        return self.yield_items(s.yield_, plain)

    def on_GetSubgraph(self, s: ast.GetSubgraph, plain: Frame) -> Columns:
        self.vids(s.from_, plain)
        named: set[str] = set()
        for _direction, names in s.directions:
            listed = self.edge_list(names, s)
            if listed is None:
                named.clear()
                break
            named |= listed
        f = replace(plain, mode="go", edges=frozenset(named) if named else None, strict_edges=bool(named))
        self.expr(s.where, f)
        cols = self.yield_items(s.yield_, plain)
        return cols if s.yield_ and all(i.alias for i in s.yield_.items) else OPEN

    def on_FetchVertices(self, s: ast.FetchVertices, plain: Frame) -> Columns:
        if s.tags != ["*"]:
            for tag in s.tags:
                self.check_item_name(tag, "tag", s)
        self.vids(s.vids, plain)
        return self.yield_items(s.yield_, replace(plain, mode="fetch_vertex"))  # target: None (tags)

    def on_FetchEdges(self, s: ast.FetchEdges, plain: Frame) -> Columns:
        edge = self.check_item_name(s.edge, "edge", s)
        for key in s.keys:
            self.vids([key.src, key.dst], plain)
            self.expr(key.rank, plain)
        return self.yield_items(s.yield_, replace(plain, mode="fetch_edge", target=edge))

    def on_Lookup(self, s: ast.Lookup, plain: Frame) -> Columns:
        target = self.space.item(s.schema)
        if target is None:
            self.report_unknown(
                codes.UNKNOWN_INDEX_TARGET,
                s.schema,
                [*self.space.tags, *self.space.edges],
                f"LOOKUP ON `{s.schema}`: no tag or edge type of that name",
                s,
            )
        elif self.space.indexes:
            self.index_check(target, s)
        f = replace(plain, mode="lookup", target=target)
        self.expr(s.where, replace(f, filter=True))
        return self.yield_items(s.yield_, f)

    def index_check(self, target: SchemaItem, s: ast.Lookup) -> None:
        """NebulaGraph answers LOOKUP only through an index on the target (and on filtered fields)."""
        indexes = self.space.indexes_on(target.kind, target.name)
        word = "tag" if target.kind == "tag" else "edge"
        if not indexes:
            self.report(
                codes.NO_INDEX,
                f"LOOKUP ON `{target.name}` needs a {word} index on it (CREATE {word.upper()} INDEX …)",
                s,
            )
            return
        indexed = {name for ix in indexes for name in ix.fields}
        seen: set[str] = set()
        for node in s.where.walk() if s.where is not None else ():
            if (
                isinstance(node, ast.Property)
                and isinstance(node.obj, ast.Variable)
                and node.obj.name == target.name
                and node.name not in indexed
                and node.name not in seen
                and target.prop(node.name) is not None
            ):
                seen.add(node.name)
                self.report(
                    codes.NO_INDEX,
                    f"no index on `{target.name}` covers `{node.name}`, so LOOKUP cannot filter on it",
                    node,
                )

    def on_Yield(self, s: ast.Yield, plain: Frame) -> Columns:
        f = replace(plain, mode="yield")
        cols = self.yield_items(s.yield_, f)
        self.expr(s.where, f)
        return cols

    def on_GroupBy(self, s: ast.GroupBy, plain: Frame) -> Columns:
        for key in s.keys:
            self.expr(key, plain)
        return self.yield_items(s.yield_, plain)

    def on_OrderBy(self, s: ast.OrderBy, plain: Frame) -> Columns:
        for item in s.items:
            self.expr(item.expr, plain)
        return plain.input or OPEN

    def on_Limit(self, s: ast.Limit, plain: Frame) -> Columns:
        return plain.input or OPEN

    on_Sample = on_Limit

    def on_UnwindClause(self, s: ast.UnwindClause, plain: Frame) -> Columns:
        self.expr(s.expr, plain)
        return (plain.input or OPEN).plus(s.alias)

    # ------------------------------------------------------------------ nGQL writes

    def on_InsertVertex(self, s: ast.InsertVertex, plain: Frame) -> Columns:
        for tp in s.tags:
            tag = self.check_item_name(tp.tag, "tag", tp)
            for prop in tp.props:
                if tag is not None:
                    self.item_prop(tag, prop, tp)
        for row in s.rows:
            self.vids([row.vid], plain)
            for value in row.values:
                self.expr(value, plain)
        return OPEN

    def on_InsertEdge(self, s: ast.InsertEdge, plain: Frame) -> Columns:
        edge = self.check_item_name(s.edge, "edge", s)
        for prop in s.props:
            if edge is not None:
                self.item_prop(edge, prop, s)
        for row in s.rows:
            self.vids([row.src, row.dst], plain)
            for value in [*row.values, row.rank]:
                self.expr(value, plain)
        return OPEN

    def update(
        self,
        target: SchemaItem | None,
        items: list[ast.SetItem],
        when: ast.Expr | None,
        y: ast.YieldClause | None,
        plain: Frame,
    ) -> Columns:
        f = replace(plain, mode="update", target=target)
        for item in items:
            if isinstance(item.target, ast.Variable):
                if target is not None:
                    self.item_prop(target, item.target.name, item.target)
            else:
                self.expr(item.target, f)
            self.expr(item.value, f)
        self.expr(when, f)
        return self.yield_items(y, f)

    def on_UpdateVertex(self, s: ast.UpdateVertex, plain: Frame) -> Columns:
        target = self.check_item_name(s.tag, "tag", s) if s.tag else None
        self.vids([s.vid], plain)
        return self.update(target, s.set, s.when, s.yield_, plain)

    def on_UpdateEdge(self, s: ast.UpdateEdge, plain: Frame) -> Columns:
        target = self.check_item_name(s.edge, "edge", s)
        self.vids([s.key.src, s.key.dst], plain)
        return self.update(target, s.set, s.when, s.yield_, plain)

    def on_DeleteVertex(self, s: ast.DeleteVertex, plain: Frame) -> Columns:
        self.vids(s.vids, plain)
        return OPEN

    def on_DeleteEdge(self, s: ast.DeleteEdge, plain: Frame) -> Columns:
        self.check_item_name(s.edge, "edge", s)
        for key in s.keys:
            self.vids([key.src, key.dst], plain)
        return OPEN

    def on_DeleteTag(self, s: ast.DeleteTag, plain: Frame) -> Columns:
        if s.tags != ["*"]:
            for tag in s.tags:
                self.check_item_name(tag, "tag", s)
        self.vids(s.vids, plain)
        return OPEN

    # ------------------------------------------------------------------ DDL and admin

    def apply_ddl(self, stmt: ast.Statement) -> None:
        """Let later statements of the script see this DDL (on a private copy of the space)."""

        if not self._own_space:
            self.space = copy.deepcopy(self.space)
            self._own_space = True
        with contextlib.suppress(SchemaError):  # the problem itself is reported by the checks
            apply_ddl(self.space, stmt)

    def on_CreateSchema(self, s: ast.CreateSchema, plain: Frame) -> Columns:
        self.apply_ddl(s)
        return OPEN

    def on_AlterSchema(self, s: ast.AlterSchema, plain: Frame) -> Columns:
        item = self.check_item_name(s.name, s.kind.lower(), s)
        if item is not None:
            for op, columns in s.actions:
                for col in columns if op != "ADD" else ():
                    self.item_prop(item, col.name, s)
            self.apply_ddl(s)
        return OPEN

    def on_CreateIndex(self, s: ast.CreateIndex, plain: Frame) -> Columns:
        kind = s.kind.lower()
        item = (self.space.tags if kind == "tag" else self.space.edges).get(s.schema)
        if item is None:
            if self.space.item(s.schema) is not None:
                self.wrong_kind(s.schema, kind, s, f": CREATE {s.kind} INDEX")
            else:
                pool = self.space.tags if kind == "tag" else self.space.edges
                self.report_unknown(
                    codes.UNKNOWN_INDEX_TARGET,
                    s.schema,
                    pool,
                    f"index `{s.name}` is on unknown {kind} `{s.schema}`",
                    s,
                )
            return OPEN
        for fld in s.fields:
            self.item_prop(item, fld.name, s)
        self.apply_ddl(s)
        return OPEN

    def on_Drop(self, s: ast.Drop, plain: Frame) -> Columns:
        kind = s.kind.upper()
        if kind in ("TAG", "EDGE") and not s.if_exists:
            self.check_item_name(s.name, kind.lower(), s)
        self.apply_ddl(s)
        return OPEN

    def on_Describe(self, s: ast.Describe, plain: Frame) -> Columns:
        if s.kind.upper() in ("TAG", "EDGE"):
            self.check_item_name(s.name, s.kind.lower(), s)
        return OPEN

    # ------------------------------------------------------------------ clause queries

    def clause_query(self, q: ast.CypherQuery, input: Columns | None) -> Columns:
        scope: dict[str, Binding] = {}
        cols: Columns = OPEN
        outer, self.evidence = self.evidence, LabelEvidence.of(q, self.space)
        try:
            for clause in q.clauses:
                self._anchors.append(clause)
                try:
                    scope, cols = self.clause(clause, scope, input)
                finally:
                    self._anchors.pop()
        finally:
            self.evidence = outer
        return cols

    def frame(self, scope: dict[str, Binding], input: Columns | None) -> Frame:
        return Frame(mode="match", scope=dict(scope), input=input)

    def clause(
        self, c: ast.Clause, scope: dict[str, Binding], input: Columns | None
    ) -> tuple[dict[str, Binding], Columns]:
        if isinstance(c, (ast.MatchClause, ast.CreateClause, ast.MergeClause)):
            patterns = c.patterns if not isinstance(c, ast.MergeClause) else [c.pattern]
            creating = not isinstance(c, ast.MatchClause)
            for message, node in binding_conflicts(patterns, scope, creating=creating):
                self.report(codes.VARIABLE_CONFLICT, message, node, severity="error")
        if isinstance(c, (ast.MatchClause, ast.CreateClause)):
            bound = set(scope)
            for p in c.patterns:
                bind_pattern(p, scope)
            if isinstance(c, ast.MatchClause) and self.lang.infers_match_labels:
                fresh = set(scope) - bound if c.optional else None
                infer_labels(c.patterns, scope, self.space, only=fresh)
                self.infer_relationship_types(c.patterns, scope)
            f = self.frame(scope, input)
            with self.writing() if isinstance(c, ast.CreateClause) else contextlib.nullcontext():
                for p in c.patterns:
                    self.pattern(p, f)
            if isinstance(c, ast.MatchClause):
                self.expr(c.where, f)
        elif isinstance(c, ast.MergeClause):
            bind_pattern(c.pattern, scope)
            f = self.frame(scope, input)
            with self.writing():
                self.pattern(c.pattern, f)
            self.set_items([*c.on_create, *c.on_match], f)
        elif isinstance(c, ast.UnwindClause):
            self.expr(c.expr, self.frame(scope, input))
            element = element_binding(c.expr, scope)
            scope = {**scope, c.alias: element or Binding("value")}
        elif isinstance(c, ast.WithClause):
            before, scope = scope, self.projection(c.projection, scope, input)
            # Cypher's WITH … WHERE also sees the variables the WITH projects away.
            seen = {**before, **scope} if self.lang.with_where_sees_dropped else scope
            self.expr(c.where, self.frame(seen, input))
        elif isinstance(c, ast.ReturnClause):
            self.projection(c.projection, scope, input)
            return scope, OPEN if c.projection.star else yield_columns(c.projection.items)
        elif isinstance(c, ast.SetClause):
            self.set_items(c.items, self.frame(scope, input))
        elif isinstance(c, ast.RemoveClause):
            f = self.frame(scope, input)
            for item in c.items:
                if isinstance(item, ast.SetLabels):
                    self.labels(item.labels, "tag", item)
                else:
                    self.expr(item, f)
        elif isinstance(c, ast.DeleteClause):
            f = self.frame(scope, input)
            for e in c.exprs:
                self.expr(e, f)
        elif isinstance(c, ast.CallSubquery):
            scope = {**scope, **self.inner_query(c.query, scope, input)}
        elif isinstance(c, ast.Foreach):
            self.expr(c.source, self.frame(scope, input))
            self.inner_clauses(c.clauses, {**scope, c.variable: Binding("value")}, input)
        elif isinstance(c, ast.LoadCsv):
            self.expr(c.source, self.frame(scope, input))
            scope = {**scope, c.alias: Binding("value")}
        elif isinstance(c, ast.CallClause):
            f = self.frame(scope, input)
            for arg in c.args:
                self.expr(arg, f)
            scope = {
                **scope,
                **{item.alias or _name_of(item.expr): Binding("value") for item in c.yield_items},
            }
            self.expr(c.where, self.frame(scope, input))
        return scope, OPEN

    def inner_query(
        self, query: ast.Statement, scope: dict[str, Binding], input: Columns | None
    ) -> dict[str, Binding]:
        """A Cypher subquery (``CALL { … }``, ``EXISTS { … }``, …) checked in the outer scope;
        returns what its RETURN adds to that scope (the union's first branch decides)."""
        if isinstance(query, ast.SetOperation):
            self.inner_query(query.right, scope, input)
            return self.inner_query(query.left, scope, input)
        if not isinstance(query, ast.CypherQuery):
            return {}
        return self.inner_clauses(query.clauses, scope, input)

    def inner_clauses(
        self, clauses: list[ast.Clause], scope: dict[str, Binding], input: Columns | None
    ) -> dict[str, Binding]:
        self.write_check(ast.CypherQuery(clauses))
        inner = dict(scope)
        for clause in clauses:
            self._anchors.append(clause)
            try:
                if isinstance(clause, ast.ReturnClause):
                    return self.projection(clause.projection, inner, input)
                inner, _cols = self.clause(clause, inner, input)
            finally:
                self._anchors.pop()
        return {}

    def subquery(self, query: ast.Statement, f: Frame) -> None:
        self.inner_query(query, dict(f.scope), f.input)

    def set_items(self, items: list[ast.SetItem | ast.SetLabels], f: Frame) -> None:
        for item in items:
            if isinstance(item, ast.SetLabels):
                self.labels(item.labels, "tag", item)
            else:
                with self.writing():
                    self.expr(item.target, f)
                self.expr(item.value, f)

    def projection(
        self, proj: ast.Projection, scope: dict[str, Binding], input: Columns | None
    ) -> dict[str, Binding]:
        """Check a WITH/RETURN body; returns the scope after it (aliases keep known bindings)."""
        f = self.frame(scope, input)
        new: dict[str, Binding] = dict(scope) if proj.star else {}
        for item in proj.items:
            self.expr(item.expr, f)
            name = item.alias or _name_of(item.expr)
            if not name:
                continue
            new[name] = _passed_on(item.expr, scope)
        after = {**scope, **new}
        order_frame = self.frame(after, input)
        for order in proj.order_by:
            if self.lang.order_by_columns_only and not self.sort_item(order.expr, proj):
                continue
            self.expr(order.expr, order_frame)
        self.expr(proj.skip, f)
        self.expr(proj.limit, f)
        return new

    def sort_item(self, expr: ast.Expr, proj: ast.Projection) -> bool:
        """nGQL MATCH/WITH sort only by returned column names (NebulaGraph's MatchValidator);
        reports otherwise and returns False. Constant sort items are allowed, like there."""
        if isinstance(expr, ast.Literal) or proj.star:
            return True
        columns = [item.alias or _name_of(item.expr) for item in proj.items]
        if not isinstance(expr, ast.Variable):
            alias = next((i.alias for i in proj.items if i.alias and i.expr == expr), None)
            hint = (
                f"; sort by its alias: ORDER BY {alias}"
                if alias
                else "; return it AS a name and sort by that"
            )
            self.report(
                codes.SORT_ITEM_NOT_COLUMN,
                f"Only column name can be used as sort item (`{to_text(expr)}'){hint}",
                expr,
                alias,
                severity="error",
            )
            return False
        if expr.name not in columns:
            known = ", ".join(f"`{c}`" for c in columns if c)
            self.report(
                codes.UNKNOWN_COLUMN,
                f"Column `{expr.name}' not found (ORDER BY names a returned column: {known or 'none'})",
                expr,
                severity="error",
            )
            return False
        return True


def _passed_on(expr: ast.Expr, scope: dict[str, Binding]) -> Binding:
    """What a WITH/RETURN item binds its name to: a variable's own binding (``WITH p AS q``), a
    list of nodes or relationships for ``collect(p)`` (so ``UNWIND`` can give them back), else
    a value of unknown kind."""
    source = scope.get(expr.name) if isinstance(expr, ast.Variable) else None
    if source is not None:
        return source
    element = element_binding(expr, scope)
    return Binding("value", element=element) if element is not None else Binding("value")


def _name_of(expr: ast.Expr) -> str:
    return expr.name if isinstance(expr, ast.Variable) else ""
