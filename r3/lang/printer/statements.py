"""nGQL statements (reads, writes, DDL, admin) and the statement combinators shared with Cypher.

Each statement is built as a list of clause texts and joined by :meth:`PrinterBase.clauses`,
so ``pretty=True`` gets one clause per line for free.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from r3.errors import UserInputError
from r3.lang import ast
from r3.lang.printer.core import quote_string
from r3.lang.printer.expressions import ATOM, UNARY, ExpressionPrinter

_NUMBER_LIST = re.compile(r"[\d\s,]+\Z")
_DIRECTION_WORD = {"out": "", "in": "REVERSELY", "both": "BIDIRECT"}


class StatementPrinter(ExpressionPrinter):
    """Scripts, pipes, set operations, assignments, EXPLAIN and every nGQL statement."""

    # -- combinators -----------------------------------------------------------------------

    def p_Script(self, s: ast.Script) -> str:
        return (";\n" if self.pretty else "; ").join(self.node(st) for st in s.statements)

    def grouped(self, st: ast.Statement) -> str:
        """``(stmt)``: only nGQL can group statements with parentheses."""
        if not self.rules.statement_parens:
            raise UserInputError(
                f"a {type(st).__name__} nested this way needs parentheses, which {self.dialect.name} does not have"
            )
        return f"({self.node(st)})"

    def p_Pipe(self, p: ast.Pipe) -> str:
        parts = [
            self.grouped(part)
            if isinstance(part, (ast.Pipe, ast.SetOperation, ast.Assignment))
            else self.node(part)
            for part in p.parts
        ]
        return ("\n| " if self.pretty else " | ").join(parts)

    def p_SetOperation(self, s: ast.SetOperation) -> str:
        left = self.grouped(s.left) if isinstance(s.left, ast.Assignment) else self.node(s.left)
        right = (
            self.grouped(s.right)
            if isinstance(s.right, (ast.SetOperation, ast.Assignment))
            else self.node(s.right)
        )
        return self.clauses([left, " ".join(s.op.upper().split()), right], indent=False)

    def p_Assignment(self, a: ast.Assignment) -> str:
        body = (
            self.grouped(a.statement) if isinstance(a.statement, ast.Assignment) else self.node(a.statement)
        )
        return f"{self.param(a.variable)} = {body}"

    def p_ReturnIfNotNull(self, r: ast.ReturnIfNotNull) -> str:
        return f"RETURN {self.param(r.variable)} IF {self.param(r.condition)} IS NOT NULL"

    def p_Explain(self, e: ast.Explain) -> str:
        head = "PROFILE" if e.profile else "EXPLAIN"
        if not self.rules.statement_parens and (e.format is not None or len(e.body.statements) != 1):
            raise UserInputError(f"{head} in {self.dialect.name} takes one query and no FORMAT")
        if e.format is not None:
            head += f" FORMAT={quote_string(e.format)}"
        statements = e.body.statements
        if len(statements) == 1 and not isinstance(statements[0], ast.Explain):
            return f"{head} {self.node(statements[0])}"
        body = self.node(e.body)
        if self.pretty:
            return f"{head} {{\n  " + body.replace("\n", "\n  ") + "\n}"
        return f"{head} {{{body}}}"

    # -- shared pieces ---------------------------------------------------------------------

    def p_YieldItem(self, y: ast.YieldItem) -> str:
        text = self.expr(y.expr)
        return text if y.alias is None else f"{text} AS {self.name(y.alias)}"

    def p_YieldClause(self, y: ast.YieldClause) -> str:
        items = ", ".join(self.node(item) for item in y.items)
        return f"YIELD {'DISTINCT ' if y.distinct else ''}{items}"

    def p_OrderItem(self, o: ast.OrderItem) -> str:
        return self.expr(o.expr) + (" DESC" if o.descending else "")

    def p_OverClause(self, o: ast.OverClause) -> str:
        edges = "*" if o.edges == ["*"] else self.names(o.edges)
        word = _DIRECTION_WORD[o.direction]
        return f"OVER {edges}" + (f" {word}" if word else "")

    def p_StepRange(self, s: ast.StepRange) -> str:
        return f"{s.low} STEPS" if s.high is None else f"{s.low} TO {s.high} STEPS"

    def edge_end(self, e: ast.Expr) -> str:
        return self.expr(e, UNARY)

    def p_EdgeKey(self, k: ast.EdgeKey) -> str:
        text = f"{self.edge_end(k.src)}->{self.edge_end(k.dst)}"
        return text if k.rank is None else f"{text}@{self.edge_end(k.rank)}"

    def p_SetItem(self, s: ast.SetItem) -> str:
        return f"{self.expr(s.target, ATOM)} {s.op} {self.expr(s.value)}"

    def where(self, cond: ast.Expr | None, word: str = "WHERE") -> str:
        return "" if cond is None else f"{word} {self.expr(cond)}"

    def opt(self, node: ast.Node | None) -> str:
        return "" if node is None else self.node(node)

    def schema_names(self, names: list[str]) -> str:
        """``*`` for every tag/edge, else the names."""
        return "*" if names == ["*"] else self.names(names)

    # -- nGQL reads ------------------------------------------------------------------------

    def p_Go(self, g: ast.Go) -> str:
        head = "GO" + (f" {self.node(g.steps)}" if g.steps is not None else "")
        return self.clauses(
            [
                f"{head} FROM {self.exprs(g.from_)}",
                self.node(g.over),
                self.where(g.where),
                self.opt(g.yield_),
                "" if g.sample is None else f"SAMPLE {self.expr(g.sample)}",
                "" if g.limit is None else f"LIMIT {self.expr(g.limit)}",
            ]
        )

    def p_FetchVertices(self, f: ast.FetchVertices) -> str:
        return self.clauses(
            [f"FETCH PROP ON {self.schema_names(f.tags)} {self.exprs(f.vids)}", self.opt(f.yield_)]
        )

    def p_FetchEdges(self, f: ast.FetchEdges) -> str:
        keys = ", ".join(self.node(k) for k in f.keys)
        return self.clauses([f"FETCH PROP ON {self.name(f.edge)} {keys}", self.opt(f.yield_)])

    def p_Lookup(self, lk: ast.Lookup) -> str:
        return self.clauses([f"LOOKUP ON {self.name(lk.schema)}", self.where(lk.where), self.opt(lk.yield_)])

    def p_FindPath(self, f: ast.FindPath) -> str:
        head = f"FIND {f.kind} PATH" + (" WITH PROP" if f.with_prop else "")
        return self.clauses(
            [
                f"{head} FROM {self.exprs(f.from_)} TO {self.exprs(f.to)}",
                self.node(f.over),
                self.where(f.where),
                "" if f.upto is None else f"UPTO {f.upto} STEPS",
                self.opt(f.yield_),
            ]
        )

    def p_GetSubgraph(self, g: ast.GetSubgraph) -> str:
        head = "GET SUBGRAPH" + (" WITH PROP" if g.with_prop else "")
        if g.steps is not None:
            head += f" {g.steps} STEPS"
        return self.clauses(
            [
                f"{head} FROM {self.exprs(g.from_)}",
                *(f"{direction} {self.names(edges)}" for direction, edges in g.directions),
                self.where(g.where),
                "" if g.yield_ is None else self.subgraph_yield(g.yield_),
            ]
        )

    def subgraph_yield(self, y: ast.YieldClause) -> str:
        """``YIELD VERTICES AS v, EDGES AS e``: here the two words are keywords, not names."""
        items = []
        for item in y.items:
            if isinstance(item.expr, ast.Variable) and item.expr.name.upper() in ("VERTICES", "EDGES"):
                text = item.expr.name.upper()
                items.append(text if item.alias is None else f"{text} AS {self.name(item.alias)}")
            else:
                items.append(self.node(item))
        return f"YIELD {'DISTINCT ' if y.distinct else ''}{', '.join(items)}"

    def p_Yield(self, y: ast.Yield) -> str:
        return self.clauses([self.node(y.yield_), self.opt(y.join), self.where(y.where)])

    def p_YieldJoin(self, j: ast.YieldJoin) -> str:
        return f"FROM ${j.left} {j.kind} JOIN ${j.right} ON {self.expr(j.on)}"

    def p_GroupBy(self, g: ast.GroupBy) -> str:
        return self.clauses([f"GROUP BY {self.exprs(g.keys)}", self.node(g.yield_)])

    def p_OrderBy(self, o: ast.OrderBy) -> str:
        return "ORDER BY " + ", ".join(self.node(i) for i in o.items)

    def p_Limit(self, lim: ast.Limit) -> str:
        return f"LIMIT {lim.count}" if lim.offset is None else f"LIMIT {lim.offset}, {lim.count}"

    def p_Sample(self, s: ast.Sample) -> str:
        return f"SAMPLE {s.count}"

    # -- nGQL writes -----------------------------------------------------------------------

    def p_TagProps(self, t: ast.TagProps) -> str:
        if not t.props_listed:
            return self.name(t.tag)
        return f"{self.name(t.tag)}({self.names(t.props)})"

    def p_VertexRow(self, r: ast.VertexRow) -> str:
        return f"{self.edge_end(r.vid)}:({self.exprs(r.values)})"

    def p_EdgeRow(self, r: ast.EdgeRow) -> str:
        key = self.node(ast.EdgeKey(r.src, r.dst, r.rank))
        return f"{key}:({self.exprs(r.values)})"

    def p_InsertVertex(self, i: ast.InsertVertex) -> str:
        head = "INSERT VERTEX" + (" IF NOT EXISTS" if i.if_not_exists else "")
        tags = ", ".join(self.node(t) for t in i.tags)
        rows = ", ".join(self.node(r) for r in i.rows)
        return self.clauses([f"{head} {tags}" if tags else head, f"VALUES {rows}"])

    def p_InsertEdge(self, i: ast.InsertEdge) -> str:
        head = "INSERT EDGE" + (" IF NOT EXISTS" if i.if_not_exists else "")
        rows = ", ".join(self.node(r) for r in i.rows)
        edge = self.node(ast.TagProps(i.edge, i.props, i.props_listed))
        return self.clauses([f"{head} {edge}", f"VALUES {rows}"])

    def set_list(self, items: Sequence[ast.SetItem | ast.SetLabels]) -> str:
        return "SET " + ", ".join(self.node(s) for s in items)

    def p_UpdateVertex(self, u: ast.UpdateVertex) -> str:
        head = ("UPSERT" if u.upsert else "UPDATE") + " VERTEX"
        if u.tag is not None:
            head += f" ON {self.name(u.tag)}"
        return self.clauses(
            [
                f"{head} {self.edge_end(u.vid)}",
                self.set_list(u.set),
                self.where(u.when, "WHEN"),
                self.opt(u.yield_),
            ]
        )

    def p_UpdateEdge(self, u: ast.UpdateEdge) -> str:
        head = ("UPSERT" if u.upsert else "UPDATE") + f" EDGE ON {self.name(u.edge)}"
        return self.clauses(
            [
                f"{head} {self.node(u.key)}",
                self.set_list(u.set),
                self.where(u.when, "WHEN"),
                self.opt(u.yield_),
            ]
        )

    def p_DeleteVertex(self, d: ast.DeleteVertex) -> str:
        return f"DELETE VERTEX {self.exprs(d.vids)}" + (" WITH EDGE" if d.with_edge else "")

    def p_DeleteEdge(self, d: ast.DeleteEdge) -> str:
        return f"DELETE EDGE {self.name(d.edge)} " + ", ".join(self.node(k) for k in d.keys)

    def p_DeleteTag(self, d: ast.DeleteTag) -> str:
        return f"DELETE TAG {self.schema_names(d.tags)} FROM {self.exprs(d.vids)}"

    # -- nGQL DDL and admin ----------------------------------------------------------------

    def p_TypeSpec(self, t: ast.TypeSpec) -> str:
        return t.name if t.length is None else f"{t.name}({t.length})"

    def p_ColumnDef(self, c: ast.ColumnDef) -> str:
        parts = [self.name(c.name)]
        if c.type.name:
            parts.append(self.node(c.type))
        if c.nullable is not None:
            parts.append("NULL" if c.nullable else "NOT NULL")
        if c.default is not None:
            parts.append(f"DEFAULT {self.expr(c.default)}")
        if c.comment is not None:
            parts.append(f"COMMENT {quote_string(c.comment)}")
        return " ".join(parts)

    def p_IndexField(self, f: ast.IndexField) -> str:
        return self.name(f.name) + ("" if f.length is None else f"({f.length})")

    def options(self, options: list[tuple[str, ast.Expr | ast.TypeSpec]]) -> str:
        return ", ".join(f"{key} = {self.option_value(value)}" for key, value in options)

    def option_value(self, value: ast.Expr | ast.TypeSpec) -> str:
        return self.node(value) if isinstance(value, ast.TypeSpec) else self.expr(value)

    def p_CreateSpace(self, c: ast.CreateSpace) -> str:
        text = "CREATE SPACE" + (" IF NOT EXISTS" if c.if_not_exists else "") + f" {self.name(c.name)}"
        if c.options:
            text += f" ({self.options(list(c.options))})"
        if c.comment is not None:
            text += f" COMMENT = {quote_string(c.comment)}"
        return text

    def p_CreateSchema(self, c: ast.CreateSchema) -> str:
        head = f"CREATE {c.kind}" + (" IF NOT EXISTS" if c.if_not_exists else "")
        columns = ", ".join(self.node(col) for col in c.columns)
        text = f"{head} {self.name(c.name)}({columns})"
        return text + (f" {self.options(list(c.options))}" if c.options else "")

    def p_AlterSchema(self, a: ast.AlterSchema) -> str:
        actions = ", ".join(f"{op} ({', '.join(self.node(c) for c in cols)})" for op, cols in a.actions)
        parts = [f"ALTER {a.kind} {self.name(a.name)}", actions]
        if a.options:
            parts.append(self.options(list(a.options)))
        return " ".join(p for p in parts if p)

    def p_CreateIndex(self, c: ast.CreateIndex) -> str:
        head = f"CREATE {c.kind} INDEX" + (" IF NOT EXISTS" if c.if_not_exists else "")
        fields = ", ".join(self.node(f) for f in c.fields)
        text = f"{head} {self.name(c.name)} ON {self.name(c.schema)}({fields})"
        return text + ("" if c.comment is None else f" COMMENT {quote_string(c.comment)}")

    def p_Drop(self, d: ast.Drop) -> str:
        return f"DROP {d.kind}" + (" IF EXISTS" if d.if_exists else "") + f" {self.name(d.name)}"

    def p_Use(self, u: ast.Use) -> str:
        return f"USE {self.name(u.space)}"

    def p_Show(self, s: ast.Show) -> str:
        if s.name is None:
            return f"SHOW {s.target}"
        # ``SHOW PARTS 1, 2`` keeps its list of numbers as written.
        name = s.name if _NUMBER_LIST.match(s.name) else self.name(s.name)
        return f"SHOW {s.target} {name}"

    def p_Describe(self, d: ast.Describe) -> str:
        return f"DESCRIBE {d.kind} {self.name(d.name)}"

    def p_AdminCommand(self, a: ast.AdminCommand) -> str:
        return " ".join(a.words)
