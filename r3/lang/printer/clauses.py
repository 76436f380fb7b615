"""Clause-composed queries: nGQL MATCH statements and every openCypher query."""

from __future__ import annotations

from r3.lang import ast
from r3.lang.printer.core import quote_string
from r3.lang.printer.expressions import ATOM
from r3.lang.printer.statements import StatementPrinter


class ClausePrinter(StatementPrinter):
    """MATCH/OPTIONAL MATCH, UNWIND, WITH, RETURN and the Cypher write clauses."""

    def p_CypherQuery(self, q: ast.CypherQuery) -> str:
        return self.clauses([self.node(c) for c in q.clauses], indent=False)

    def p_Projection(self, p: ast.Projection) -> str:
        items = [self.node(i) for i in p.items]
        if p.star:
            items.insert(0, "*")
        text = ("DISTINCT " if p.distinct else "") + ", ".join(items)
        if p.order_by:
            text += " ORDER BY " + ", ".join(self.node(o) for o in p.order_by)
        if p.skip is not None:
            text += f" SKIP {self.expr(p.skip)}"
        if p.limit is not None:
            text += f" LIMIT {self.expr(p.limit)}"
        return text

    def patterns(self, patterns: list[ast.PathPattern]) -> str:
        return ", ".join(self.node(p) for p in patterns)

    def p_MatchClause(self, m: ast.MatchClause) -> str:
        text = ("OPTIONAL MATCH " if m.optional else "MATCH ") + self.patterns(m.patterns)
        return text + ("" if m.where is None else f" WHERE {self.expr(m.where)}")

    def p_UnwindClause(self, u: ast.UnwindClause) -> str:
        return f"UNWIND {self.expr(u.expr)} AS {self.name(u.alias)}"

    def p_WithClause(self, w: ast.WithClause) -> str:
        text = "WITH " + self.node(w.projection)
        return text + ("" if w.where is None else f" WHERE {self.expr(w.where)}")

    def p_ReturnClause(self, r: ast.ReturnClause) -> str:
        return "RETURN " + self.node(r.projection)

    def p_CreateClause(self, c: ast.CreateClause) -> str:
        return "CREATE " + self.patterns(c.patterns)

    def p_MergeClause(self, m: ast.MergeClause) -> str:
        text = "MERGE " + self.node(m.pattern)
        if m.on_create:
            text += " ON CREATE " + self.set_list(m.on_create)
        if m.on_match:
            text += " ON MATCH " + self.set_list(m.on_match)
        return text

    def p_SetLabels(self, s: ast.SetLabels) -> str:
        return self.name(s.variable) + "".join(":" + self.name(label) for label in s.labels)

    def p_SetClause(self, s: ast.SetClause) -> str:
        return "SET " + ", ".join(self.node(i) for i in s.items)

    def p_RemoveClause(self, r: ast.RemoveClause) -> str:
        return "REMOVE " + ", ".join(
            self.expr(i, ATOM) if isinstance(i, ast.Property) else self.node(i) for i in r.items
        )

    def p_DeleteClause(self, d: ast.DeleteClause) -> str:
        return ("DETACH DELETE " if d.detach else "DELETE ") + self.exprs(d.exprs)

    def p_CallClause(self, c: ast.CallClause) -> str:
        text = f"CALL {c.procedure}({self.exprs(c.args)})"
        if c.yield_star:
            text += " YIELD *"
        elif c.yield_items:
            text += " YIELD " + ", ".join(self.node(i) for i in c.yield_items)
        return text + ("" if c.where is None else f" WHERE {self.expr(c.where)}")

    def p_CallSubquery(self, c: ast.CallSubquery) -> str:
        text = "CALL"
        if c.scope is not None:
            text += " (" + ("*" if c.scope == ["*"] else self.names(c.scope)) + ")"
        text += f" {{ {self.node(c.query)} }}"
        if c.in_transactions:
            text += " IN TRANSACTIONS"
            if c.batch_size is not None:
                text += f" OF {self.expr(c.batch_size)} ROWS"
            if c.on_error is not None:
                text += f" ON ERROR {c.on_error}"
        return text

    def p_SchemaCommand(self, s: ast.SchemaCommand) -> str:
        return " ".join(s.words)

    def p_UseClause(self, u: ast.UseClause) -> str:
        return "USE " + ".".join(self.name(part) for part in u.graph.split("."))

    def p_Foreach(self, f: ast.Foreach) -> str:
        body = " ".join(self.node(c) for c in f.clauses)
        return f"FOREACH ({self.name(f.variable)} IN {self.expr(f.source)} | {body})"

    def p_LoadCsv(self, lc: ast.LoadCsv) -> str:
        text = "LOAD CSV" + (" WITH HEADERS" if lc.with_headers else "")
        text += f" FROM {self.expr(lc.source)} AS {self.name(lc.alias)}"
        if lc.field_terminator is not None:
            text += f" FIELDTERMINATOR {quote_string(lc.field_terminator)}"
        return text
