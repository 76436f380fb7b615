"""Expressions and path patterns → text with the fewest parentheses that keep the tree.

Precedence, loosest first (shared by nGQL and openCypher):

    ?:  <  OR ||  <  XOR  <  AND &&  <  NOT !  <  comparisons  <  + -  <  * / %  <  ^
        <  unary - + and (type) casts  <  postfix (property, subscript, call) and atoms

Beyond strict precedence a few parentheses are added on purpose, so that the text means the
same to NebulaGraph and Neo4j and to our parser: comparisons never chain (``(a < b) = c``;
openCypher chains them, nGQL is left-associative, and IN/IS NULL bind tighter in Cypher),
``^`` never chains, XOR under OR is grouped, and ``!``/casts take only atoms as operands.
"""

from __future__ import annotations

from r3.errors import UserInputError
from r3.lang import ast
from r3.lang.column_names import case_text
from r3.lang.printer.core import PrinterBase

COND, OR, XOR, AND, NOT, CMP, ADD, MUL, POW, UNARY, ATOM = range(11)

_BINARY_LEVEL = {
    "OR": OR,
    "||": OR,
    "XOR": XOR,
    "AND": AND,
    "&&": AND,
    "+": ADD,
    "-": ADD,
    "*": MUL,
    "/": MUL,
    "%": MUL,
    "^": POW,
    "CONCAT": ADD,
}
#: Label-expression operators, loosest first (``|`` < ``&`` < ``!``).
_LABEL_LEVEL = {"|": 0, "&": 1, "!": 2}


def binary_level(op: str) -> int:
    return _BINARY_LEVEL.get(op.upper(), CMP)


class ExpressionPrinter(PrinterBase):
    """Expression and pattern printing."""

    def level(self, e: ast.Expr) -> int:
        """How loosely ``e`` binds (see the module docstring)."""
        if isinstance(e, ast.BinaryOp):
            return binary_level(e.op)
        if isinstance(e, ast.UnaryOp):
            return NOT if e.op.upper() == "NOT" else UNARY
        if isinstance(e, ast.IsNull):
            return CMP
        if isinstance(e, ast.Conditional):
            return COND
        if isinstance(e, ast.TypeCast):
            return UNARY
        if isinstance(e, ast.Literal) and _is_negative_number(e.value):
            return UNARY
        return ATOM

    def expr(self, e: ast.Expr, min_level: int = 0) -> str:
        if self.level(e) >= min_level:
            return self.node(e)
        lead = _leftmost(e)
        if isinstance(lead, ast.LabelCheck) and isinstance(lead.operand, ast.Variable):
            # ``(n:A IS NULL)``: after ``(n:A`` a parser expects a node pattern's ``)``, so
            # the label check that opens a group is itself written ``(n:A)``.
            self.grouped_labels.add(id(lead))
        return f"({self.node(e)})"

    # -- atoms -----------------------------------------------------------------------------

    def p_Literal(self, e: ast.Literal) -> str:
        return self.literal(e.value)

    def p_Variable(self, e: ast.Variable) -> str:
        if e.name.upper() in self.rules.bare_variables:
            return e.name
        return self.name(e.name)

    def p_Parameter(self, e: ast.Parameter) -> str:
        return self.param(e.name)

    def p_InputRef(self, e: ast.InputRef) -> str:
        return "$-"

    def p_SrcRef(self, e: ast.SrcRef) -> str:
        return "$^"

    def p_DstRef(self, e: ast.DstRef) -> str:
        return "$$"

    def postfix_obj(self, e: ast.Expr) -> str:
        """The left side of ``.name`` / ``[i]``: atoms bare, everything else (labels too) grouped."""
        text = self.expr(e, ATOM)
        wrap = isinstance(e, ast.LabelCheck) and not self.rules.label_check_in_parens
        return f"({text})" if wrap else text

    def p_Property(self, e: ast.Property) -> str:
        # nGQL ``$-.*`` / ``$var.*``: every column of the input.
        star = e.name == "*" and isinstance(e.obj, (ast.InputRef, ast.Parameter))
        return f"{self.postfix_obj(e.obj)}.{'*' if star else self.name(e.name)}"

    def p_Subscript(self, e: ast.Subscript) -> str:
        return f"{self.postfix_obj(e.obj)}[{self.expr(e.index)}]"

    def p_Slice(self, e: ast.Slice) -> str:
        start = "" if e.start is None else self.expr(e.start)
        end = "" if e.end is None else self.expr(e.end)
        return f"{self.postfix_obj(e.obj)}[{start}..{end}]"

    def p_FunctionCall(self, e: ast.FunctionCall) -> str:
        inner = "*" if e.star else ("DISTINCT " if e.distinct else "") + self.exprs(e.args)
        return f"{e.name}({inner})"

    def p_ListLiteral(self, e: ast.ListLiteral) -> str:
        return f"[{self.exprs(e.items)}]"

    def p_SetLiteral(self, e: ast.SetLiteral) -> str:
        return "{" + self.exprs(e.items) + "}"

    def p_MapLiteral(self, e: ast.MapLiteral) -> str:
        return "{" + ", ".join(f"{self.name(k)}: {self.expr(v)}" for k, v in e.items) + "}"

    def p_Case(self, e: ast.Case) -> str:
        return case_text(e, self.expr)

    def _iteration(self, variable: str, source: ast.Expr, where: ast.Expr | None) -> str:
        text = f"{self.name(variable)} IN {self.expr(source, ADD)}"
        return text if where is None else f"{text} WHERE {self.expr(where)}"

    def p_ListComprehension(self, e: ast.ListComprehension) -> str:
        text = self._iteration(e.variable, e.source, e.where)
        if e.projection is not None:
            text += f" | {self.expr(e.projection)}"
        return f"[{text}]"

    def p_ListPredicate(self, e: ast.ListPredicate) -> str:
        return f"{e.kind}({self._iteration(e.variable, e.source, e.where)})"

    def p_Reduce(self, e: ast.Reduce) -> str:
        return (
            f"reduce({self.name(e.accumulator)} = {self.expr(e.initial)}, "
            f"{self._iteration(e.variable, e.source, None)} | {self.expr(e.expr)})"
        )

    def p_PatternExpr(self, e: ast.PatternExpr) -> str:
        return self.node(e.pattern)

    def p_PatternComprehension(self, e: ast.PatternComprehension) -> str:
        text = self.node(e.pattern)
        if e.where is not None:
            text += f" WHERE {self.expr(e.where)}"
        return f"[{text} | {self.expr(e.projection)}]"

    def p_LabelCheck(self, e: ast.LabelCheck) -> str:
        labels = "".join(":" + self.name(label) for label in e.labels)
        if e.label_expr is not None:
            # ``n:(A|B)``: a bare ``|`` after a label check reads as a comprehension's ``|``.
            labels = ":" + self.label_expr(e.label_expr, _LABEL_LEVEL["&"])
        if self.rules.label_check_in_parens or id(e) in self.grouped_labels:
            # nGQL has no ``n:Label`` operator; ``(n:Label)`` (a one-node pattern) reads as one.
            if not isinstance(e.operand, ast.Variable):
                raise UserInputError("nGQL can only check the labels of a variable: (v:tag)")
            return f"({self.name(e.operand.name)}{labels})"
        return self.postfix_obj(e.operand) + labels

    # -- operators -------------------------------------------------------------------------

    def p_UnaryOp(self, e: ast.UnaryOp) -> str:
        op = e.op.upper()
        if op == "NOT":
            return f"NOT {self.expr(e.operand, NOT)}"
        # Operands are atoms, so two signs never touch (``--`` is an edge, or a comment).
        # ``-(1)`` and ``-1`` both read back as the literal -1: the parser folds the sign.
        return f"{op}{self.expr(e.operand, ATOM)}"

    def p_BinaryOp(self, e: ast.BinaryOp) -> str:
        op = e.op.upper() if e.op[:1].isalpha() else e.op
        level = binary_level(op)
        left = self.expr(e.left, self._operand_level(level, e.left, right=False))
        right = self.expr(e.right, self._operand_level(level, e.right, right=True))
        return f"{left} {self.rules.operator_text.get(op, op)} {right}"

    def _operand_level(self, level: int, operand: ast.Expr, *, right: bool) -> int:
        """The loosest operand that may stand bare beside an operator of ``level``."""
        if level == OR and self.level(operand) == XOR:
            return XOR + 1
        if level in (CMP, POW) or right:
            return level + 1
        return level

    def p_IsNull(self, e: ast.IsNull) -> str:
        return f"{self.expr(e.operand, CMP + 1)} IS {'NOT ' if e.negated else ''}{e.kind}"

    def p_Conditional(self, e: ast.Conditional) -> str:
        return f"{self.expr(e.condition, OR)} ? {self.expr(e.then, OR)} : {self.expr(e.otherwise, OR)}"

    def p_TypeCast(self, e: ast.TypeCast) -> str:
        return f"({e.type_name}){self.expr(e.operand, ATOM)}"

    # -- patterns --------------------------------------------------------------------------

    def p_NodePattern(self, n: ast.NodePattern) -> str:
        head = (self.name(n.variable) if n.variable else "") + "".join(
            ":" + self.name(label) for label in n.labels
        )
        if n.label_expr is not None:
            head += ":" + self.label_expr(n.label_expr)
        if n.properties is not None:
            props = self.expr(n.properties, ATOM)
            head = f"{head} {props}" if head else props
        if n.where is not None:
            head = f"{head} WHERE {self.expr(n.where)}" if head else f"WHERE {self.expr(n.where)}"
        return f"({head})"

    def p_VarLength(self, v: ast.VarLength) -> str:
        if v.min is not None and v.min == v.max:
            return f"*{v.min}"
        if v.min is None and v.max is None:
            return "*"
        low = "" if v.min is None else str(v.min)
        high = "" if v.max is None else str(v.max)
        return f"*{low}..{high}"

    def p_RelPattern(self, r: ast.RelPattern) -> str:
        inner = self.name(r.variable) if r.variable else ""
        if r.types:
            inner += ":" + "|".join(self.name(t) for t in r.types)
        if r.label_expr is not None:
            inner += ":" + self.label_expr(r.label_expr)
        if r.length is not None:
            inner += self.node(r.length)
        if r.properties is not None:
            props = self.expr(r.properties, ATOM)
            inner = f"{inner} {props}" if inner else props
        if r.where is not None:
            inner = f"{inner} WHERE {self.expr(r.where)}" if inner else f"WHERE {self.expr(r.where)}"
        body = f"-[{inner}]-" if inner else "--"
        if r.direction == "out":
            return body + ">"
        if r.direction == "in":
            return "<" + body
        return body

    def label_expr(self, e: ast.LabelExpr, min_level: int = 0) -> str:
        """A label expression with the fewest parentheses (``A|B&!C``)."""
        if e.op == "name":
            return self.name(str(e.name))
        if e.op == "%":
            return "%"
        level = _LABEL_LEVEL[e.op]
        if e.op == "!":
            text = "!" + self.label_expr(e.operands[0], level)
        else:
            text = e.op.join(self.label_expr(o, level + 1) for o in e.operands)
        return f"({text})" if level < min_level else text

    def p_LabelExpr(self, e: ast.LabelExpr) -> str:
        return self.label_expr(e)

    def p_MapProjection(self, e: ast.MapProjection) -> str:
        items = [".*"] if e.all_properties else []
        for key, value in e.items:
            if (
                isinstance(value, ast.Property)
                and value.name == key
                and value.obj == ast.Variable(e.variable)
            ):
                items.append("." + self.name(key))
            elif isinstance(value, ast.Variable) and value.name == key:
                items.append(self.name(key))
            else:
                items.append(f"{self.name(key)}: {self.expr(value)}")
        return f"{self.name(e.variable)} {{{', '.join(items)}}}"

    def p_Subquery(self, e: ast.Subquery) -> str:
        q = e.query
        if (
            e.kind != "COLLECT"
            and isinstance(q, ast.CypherQuery)
            and len(q.clauses) == 1
            and isinstance(q.clauses[0], ast.MatchClause)
            and not q.clauses[0].optional
        ):
            match = q.clauses[0]
            body = ", ".join(self.node(p) for p in match.patterns)
            if match.where is not None:
                body += f" WHERE {self.expr(match.where)}"
        else:
            body = self.node(q)
        return f"{e.kind} {{ {body} }}"

    def p_QuantifiedPath(self, q: ast.QuantifiedPath) -> str:
        inner = "" if q.path is None else "".join(self.node(el) for el in q.path.elements)
        if q.where is not None:
            inner += f" WHERE {self.expr(q.where)}"
        return f"({inner}){self.quantifier(q.length)}"

    @staticmethod
    def quantifier(length: ast.VarLength | None) -> str:
        """``{1,3}``, ``{2}``, ``+`` (one or more), ``*`` (any number)."""
        low = 0 if length is None or length.min is None else length.min
        high = None if length is None else length.max
        if high is None:
            return {0: "*", 1: "+"}.get(low, f"{{{low},}}")
        return f"{{{low}}}" if low == high else f"{{{low},{high}}}"

    def p_PathPattern(self, p: ast.PathPattern) -> str:
        text = "".join(self.node(el) for el in p.elements)
        if p.selector:
            text = f"{p.selector} {text}"
        if p.function:
            text = f"{p.function}({text})"
        if p.variable:
            text = f"{self.name(p.variable)} = {text}"
        return text


def _leftmost(e: ast.Expr) -> ast.Expr:
    """The sub-expression whose text starts ``e``'s text (operators written infix or postfix)."""
    while True:
        if isinstance(e, ast.BinaryOp):
            e = e.left
        elif isinstance(e, ast.IsNull):
            e = e.operand
        elif isinstance(e, (ast.Property, ast.Subscript, ast.Slice)) and not isinstance(
            e.obj, ast.LabelCheck
        ):
            e = e.obj
        elif isinstance(e, ast.Conditional):
            e = e.condition
        else:
            return e


def _is_negative_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and str(value).startswith("-")
