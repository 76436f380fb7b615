"""Expression and pattern checks against a SpaceSchema.

The AST keeps property access generic (``Property(obj, name)`` chains), so the meaning of
``a.b.c`` is decided here from the statement around it (see :class:`Frame`):

- nGQL MATCH: ``v.tag.prop`` on node variables (``v.prop`` lacks the tag qualifier),
  ``e.prop`` on relationship variables; Cypher: ``n.prop`` for both;
- GO / FIND PATH / GET SUBGRAPH: ``edge.prop`` (+ ``_src _dst _rank _type``),
  ``$^.tag.prop``, ``$$.tag.prop``;
- FETCH / LOOKUP / UPDATE: ``tag.prop`` / ``edge.prop`` of the named schema;
- everywhere: ``$-.col`` and ``$var.col`` against the columns piped / assigned, and
  ``properties(x).prop`` against every property x could have.

Rule of the house: report only what is certain. A variable of unknown origin, an open
column set or a name hidden by a list comprehension produce no issue.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.lang import ast
from r3.lang.dialects import get_dialect
from r3.lang.transpile.layout import VID_KEYS
from r3.lang.validator import issues as codes
from r3.lang.validator.bindings import infer_labels
from r3.lang.validator.cypher_types import property_category, type_problems
from r3.lang.validator.issues import Issue, Severity, close_matches, did_you_mean
from r3.lang.validator.labels import LabelEvidence, element_binding, label_names
from r3.lang.validator.pattern_rules import PatternRules
from r3.lang.validator.scope import Binding, Columns, Frame, expr_text

BUILTIN_EDGE_PROPS = frozenset({"_src", "_dst", "_rank", "_type"})
COMPARISONS = frozenset({"==", "=", "!=", "<>", "<", "<=", ">", ">="})
STRING_OPS = frozenset(
    {"CONTAINS", "NOT CONTAINS", "STARTS WITH", "NOT STARTS WITH", "ENDS WITH", "NOT ENDS WITH"}
)
#: LOOKUP WHERE operators NebulaGraph refuses (they would need a full-text index).
LOOKUP_UNSUPPORTED_OPS = frozenset(
    {"CONTAINS", "NOT CONTAINS", "NOT STARTS WITH", "ENDS WITH", "NOT ENDS WITH", "=~"}
)
_KEYWORD_OBJECTS = frozenset({"vertex", "edge"})


def _kind_word(item: SchemaItem) -> str:
    return "tag" if item.kind == "tag" else "edge type"


def _literal_category(expr: ast.Expr | None) -> str | None:
    if isinstance(expr, ast.UnaryOp) and expr.op in ("-", "+"):
        inner = _literal_category(expr.operand)
        return inner if inner == "number" else None
    if not isinstance(expr, ast.Literal) or expr.value is None:
        return None
    if isinstance(expr.value, bool):
        return "bool"
    if isinstance(expr.value, (int, float)):
        return "number"
    return "string"


class ExprChecker(PatternRules):
    """Checks expressions and patterns; collects :class:`Issue` objects in ``issues``."""

    def __init__(self, space: SpaceSchema, dialect: str) -> None:
        self.space = space
        self.dialect = dialect
        #: The dialect's rules (what differs is data on the :class:`Dialect`).
        self.lang = get_dialect(dialect)
        self.issues: list[Issue] = []
        #: ``$var`` → its columns, filled as assignments are seen.
        self.variables: dict[str, Columns] = {}
        #: Whether an unassigned ``$var`` is certain to be an error (a whole script is checked).
        self.check_variables = False
        self._anchors: list[ast.Node] = []
        #: Neo4j runs Cypher with unknown labels/types/properties (it only warns).
        self._severity: Severity = self.lang.missing_schema_name_severity
        #: The labels each variable may carry anywhere in the query being checked (Cypher).
        self.evidence = LabelEvidence()
        #: Inside CREATE/MERGE maps and SET targets: a property written there need not exist yet
        #: on the node's labels, so only "no label has it" is reported.
        self._writing = 0

    # ------------------------------------------------------------------ reporting

    @contextmanager
    def soft(self) -> Iterator[None]:
        """Issues reported inside are warnings: the database runs such a query (reading NULL)."""
        old, self._severity = self._severity, "warning"
        try:
            yield
        finally:
            self._severity = old

    @contextmanager
    def writing(self) -> Iterator[None]:
        """Properties named inside are written, not read (see ``_writing``)."""
        self._writing += 1
        try:
            yield
        finally:
            self._writing -= 1

    def report(
        self,
        code: str,
        message: str,
        at: ast.Node | None,
        suggestion: str | None = None,
        *,
        severity: Severity | None = None,
    ) -> None:
        span = at.span if at is not None else None
        for anchor in reversed(self._anchors):
            if span is not None:
                break
            span = anchor.span
        line, column = (span.line, span.column) if span is not None else (None, None)
        self.issues.append(Issue(code, message, line, column, suggestion, severity or self._severity))

    def report_unknown(
        self,
        code: str,
        name: str,
        known: Iterable[str],
        message: str,
        at: ast.Node | None,
        *,
        severity: Severity | None = None,
    ) -> None:
        """Report ``message`` about an unknown ``name``, with the closest of ``known`` as the
        "did you mean" hint and suggestion."""
        close = close_matches(name, known)
        self.report(
            code, f"{message}{did_you_mean(close)}", at, close[0] if close else None, severity=severity
        )

    def unknown_name(self, name: str, kind: str, at: ast.Node, *, fmt: str = "{}") -> None:
        """Report a tag/edge name that does not exist (``kind``: 'tag' or 'edge')."""
        pool = self.space.tags if kind == "tag" else self.space.edges
        close = close_matches(name, pool)
        code = codes.UNKNOWN_TAG if kind == "tag" else codes.UNKNOWN_EDGE
        word = "tag" if kind == "tag" else "edge type"
        suggestion = fmt.replace("{}", close[0]) if close else None
        self.report(code, f"unknown {word} `{name}`{did_you_mean(close)}", at, suggestion)

    def wrong_kind(self, name: str, expected: str, at: ast.Node, hint: str = "") -> None:
        found = "an edge type" if expected == "tag" else "a tag"
        wanted = "a tag" if expected == "tag" else "an edge type"
        self.report(codes.WRONG_KIND, f"`{name}` is {found}, but {wanted} is needed here{hint}", at)

    def check_item_name(self, name: str, kind: str, at: ast.Node) -> SchemaItem | None:
        """The tag (``kind='tag'``) or edge type named ``name``, reporting a wrong or unknown name."""
        own = self.space.tags if kind == "tag" else self.space.edges
        item = own.get(name)
        if item is not None:
            return item
        other = self.space.edges if kind == "tag" else self.space.tags
        if name in other:
            self.wrong_kind(name, kind, at)
        else:
            self.unknown_name(name, kind, at)
        return None

    def item_prop(self, item: SchemaItem, prop: str, at: ast.Node) -> list[PropertyDef]:
        found = item.prop(prop)
        if found is not None:
            return [found]
        self.report_unknown(
            codes.UNKNOWN_PROPERTY,
            prop,
            item.property_names,
            f"{_kind_word(item)} `{item.name}` has no property `{prop}`",
            at,
        )
        return []

    # ------------------------------------------------------------------ expressions

    def expr(self, e: ast.Expr | None, f: Frame) -> list[PropertyDef]:
        """Check ``e``; returns the property definitions it reads when it is a property access."""
        if e is None:
            return []
        if self.lang.checks_expression_types:
            for message, node in type_problems(e, f.scope, f.shadow):
                self.report(codes.TYPE_MISMATCH, message, node, severity="error")
        if isinstance(e, ast.Property):
            return self.property(e, f)
        if isinstance(e, ast.Variable):
            self.variable(e, f)
        elif isinstance(e, ast.BinaryOp):
            self.binary(e, f)
        elif isinstance(e, (ast.ListComprehension, ast.ListPredicate)):
            self.expr(e.source, f)
            element = None if self.lang.tag_qualified_properties else element_binding(e.source, f.scope)
            if element is not None:  # `[x IN collect(m) | x.title]`: x is what m was
                inner = f.with_scope({**f.scope, e.variable: element})
            else:
                inner = f.shadowing(e.variable)
            self.expr(e.where, inner)
            if isinstance(e, ast.ListComprehension):
                self.expr(e.projection, inner)
        elif isinstance(e, ast.Reduce):
            self.expr(e.initial, f)
            self.expr(e.source, f)
            self.expr(e.expr, f.shadowing(e.accumulator, e.variable))
        elif isinstance(e, ast.PatternExpr):
            if self.lang.pattern_predicates_bind_nothing and f.mode == "match":
                self.pattern_predicate_variables(e.pattern, f)
            self.pattern(e.pattern, f)
        elif isinstance(e, ast.PatternComprehension):
            local = dict(f.scope)
            bind_pattern(e.pattern, local, only_new=True)
            if self.lang.infers_match_labels:
                infer_labels([e.pattern], local, self.space)
                self.infer_relationship_types([e.pattern], local)
            inner = f.with_scope(local)
            self.pattern(e.pattern, inner)
            self.expr(e.where, inner)
            self.expr(e.projection, inner)
        elif isinstance(e, ast.LabelCheck):
            self.expr(e.operand, f)
            self.label_check(e, f)
        elif isinstance(e, ast.Subquery):
            self.subquery(e.query, f)
        else:
            if isinstance(e, ast.Subscript):
                self.literal_key(e, f)
            for child in e.children():
                if isinstance(child, ast.Expr):
                    self.expr(child, f)
        return []

    def literal_key(self, e: ast.Subscript, f: Frame) -> None:
        """Cypher ``n['name']``: a literal key on a node or relationship reads that property."""
        obj, key = e.obj, e.index
        if (
            f.mode != "match"
            or self.lang.tag_qualified_properties
            or not isinstance(obj, ast.Variable)
            or obj.name in f.shadow
            or not isinstance(key, ast.Literal)
            or not isinstance(key.value, str)
        ):
            return
        binding = f.scope.get(obj.name)
        if binding is not None and binding.kind in ("node", "rel"):
            with self.soft():
                self.match_prop(obj.name, [key.value], f, e)

    def subquery(self, query: ast.Statement, f: Frame) -> None:
        """Cypher ``EXISTS { … }`` / ``COUNT { … }`` / ``COLLECT { … }``: the statement checker
        walks the inner query in the outer scope; here (expressions alone) it is left unchecked."""

    def variable(self, e: ast.Variable, f: Frame) -> None:
        """Bare names: MATCH variables must be bound; ``vertex``/``edge`` must fit the statement."""
        if e.name in f.shadow:
            return
        low = e.name.lower()
        if f.mode == "match":
            if e.name not in f.scope:
                self.unbound(e.name, f, e)
        elif f.mode in ("lookup", "fetch_vertex", "fetch_edge") and low in _KEYWORD_OBJECTS:
            kind = f.target.kind if f.target is not None else ("edge" if f.mode == "fetch_edge" else "tag")
            wanted = "edge" if kind == "edge" else "vertex"
            if low != wanted:
                word = "LOOKUP" if f.mode == "lookup" else "FETCH"
                self.report(
                    codes.WRONG_KIND,
                    f"{word} on {'an edge type' if kind == 'edge' else 'a tag'} yields "
                    f"{'edges' if kind == 'edge' else 'vertices'}: use `{wanted}`, not `{e.name}`",
                    e,
                    wanted,
                )
        elif (
            f.mode == "update"
            and f.target is not None
            and low not in _KEYWORD_OBJECTS
            and e.name not in BUILTIN_EDGE_PROPS
        ):
            self.item_prop(f.target, e.name, e)

    def unbound(self, name: str, f: Frame, at: ast.Node) -> None:
        """A name in a MATCH/Cypher query that no pattern, WITH, UNWIND or CALL defines."""
        self.report_unknown(
            codes.UNKNOWN_VARIABLE,
            name,
            f.scope,
            f"`{name}` is not defined by any pattern or alias before this point",
            at,
            severity="error",
        )

    def misplaced(self, text: str, why: str, at: ast.Node) -> None:
        self.report(codes.MISPLACED_REFERENCE, f"`{text}` cannot be used here: {why}", at)

    def binary(self, e: ast.BinaryOp, f: Frame) -> None:
        left = self.expr(e.left, f)
        right = self.expr(e.right, f)
        op = e.op.upper()
        with self.soft():  # such a comparison is never true; the database runs it
            self.schema_name_literals(e, op)
        if f.filter and op in LOOKUP_UNSUPPORTED_OPS:
            self.report(
                codes.UNSUPPORTED_FILTER,
                f"LOOKUP cannot filter with {op} (it needs a full-text index); use ==, <, >, STARTS WITH or IN",
                e,
            )
        if op in COMPARISONS or op in STRING_OPS:
            self.type_check(left, e.right, op, e.left, e, strict=f.filter)
            self.type_check(right, e.left, op, e.right, e, strict=f.filter)
        elif op in ("IN", "NOT IN") and isinstance(e.right, ast.ListLiteral) and left:
            cats = [_literal_category(item) for item in e.right.items]
            known = [c for c in cats if c is not None]
            if known and len(known) == len(e.right.items):
                self.type_check(left, e.right.items[0], op, e.left, e, categories=set(known), strict=f.filter)

    def type_check(
        self,
        defs: list[PropertyDef],
        other: ast.Expr,
        op: str,
        prop_expr: ast.Expr,
        at: ast.Node,
        categories: set[str] | None = None,
        strict: bool = False,
    ) -> None:
        """A property compared with a literal of another type (int vs float is fine, NULL never clashes).

        Only LOOKUP filters fail on it (``strict``); elsewhere the comparison is just never true.
        """
        lits = categories if categories is not None else {_literal_category(other)}
        if not defs or None in lits:
            return
        cats = {property_category(d) for d in defs}
        if len(cats) != 1 or None in cats:
            return
        cat = cats.pop()
        bad = (cat != "string" or lits != {"string"}) if op in STRING_OPS else cat not in lits
        if bad:
            text = expr_text(prop_expr) or "the property"
            lit_word = "/".join(sorted(str(c) for c in lits))
            self.report(
                codes.TYPE_MISMATCH,
                f"`{text}` is {defs[0].type} but is compared ({op}) with a {lit_word} literal",
                at,
                severity="error" if strict and self._severity == "error" else "warning",
            )

    def label_check(self, e: ast.LabelCheck, f: Frame) -> None:
        binding = f.scope.get(e.operand.name) if isinstance(e.operand, ast.Variable) else None
        for label in e.labels + (e.label_expr.names() if e.label_expr is not None else []):
            if label in self.space.tags or label in self.space.edges:
                if binding is not None and binding.kind == "node" and label in self.space.edges:
                    self.wrong_kind(label, "tag", e)
                continue
            kind = "edge" if binding is not None and binding.kind == "rel" else "tag"
            self.unknown_name(label, kind, e)

    # ------------------------------------------------------------------ property access

    def property(self, e: ast.Property, f: Frame) -> list[PropertyDef]:
        base, names = ast.property_chain(e)
        if isinstance(base, ast.InputRef):
            if f.input is None and self.lang.pipe_references:
                self.misplaced(f"$-.{names[0]}", "nothing is piped into this statement (`… | stmt`)", e)
            else:
                self.column(names, f.input, "$-", e)
            return []
        if isinstance(base, ast.Parameter):
            if self.lang.pipe_references:
                self.variable_column(base.name, names, e)
            return []
        if isinstance(base, (ast.SrcRef, ast.DstRef)):
            if not self.lang.pipe_references:
                return []
            ref = "$^" if isinstance(base, ast.SrcRef) else "$$"
            if f.mode in ("match", "fetch_vertex", "fetch_edge", "lookup"):
                self.misplaced(
                    f"{ref}.{'.'.join(names)}", "$^ and $$ only exist in GO (and path/subgraph filters)", e
                )
                return []
            return self.vertex_ref_prop(ref, names, e)
        if isinstance(base, ast.FunctionCall) and base.name.lower() == "properties" and len(base.args) == 1:
            self.expr(base.args[0], f)
            with self.soft():
                return self.properties_call(base.args[0], names[0], f, e)
        if isinstance(base, ast.Variable):
            if base.name in f.shadow:
                return []
            if f.mode == "match":
                with self.soft():
                    return self.match_prop(base.name, names, f, e)
            if f.mode == "go":
                return self.edge_prop(base.name, names, f, e)
            if f.mode == "fetch_edge":
                return self.edge_prop(base.name, names, f, e)
            if f.mode == "fetch_vertex":
                return self.fetched_tag_prop(base.name, names, e)
            if f.mode in ("lookup", "update"):
                return self.target_prop(base.name, names, f, e)
            if f.mode == "yield":
                text = ".".join([base.name, *names])
                self.misplaced(text, "a YIELD statement reads only $-.<column> and $<var>.<column>", e)
            return []
        self.expr(base, f)
        return []

    def column(self, names: list[str], cols: Columns | None, prefix: str, at: ast.Node) -> None:
        name = names[0]
        if cols is None or cols.open or name == "*" or name in cols.names:
            return
        if any(n.startswith(name + ".") for n in cols.names):
            return
        close = close_matches(name, cols.names)
        shown = ", ".join(sorted(cols.names)) or "none"
        self.report(
            codes.UNKNOWN_COLUMN,
            f"`{prefix}.{name}`: no column `{name}` (columns: {shown}){did_you_mean(close)}",
            at,
            f"{prefix}.{close[0]}" if close else None,
        )

    def variable_column(self, var: str, names: list[str], at: ast.Node) -> None:
        cols = self.variables.get(var)
        if cols is None:
            if self.check_variables:
                close = close_matches(var, self.variables)
                self.report(
                    codes.UNKNOWN_VARIABLE,
                    f"`${var}` is used before it is assigned{did_you_mean(['$' + c for c in close])}",
                    at,
                )
            return
        self.column(names, cols, f"${var}", at)

    def missing_qualifier(
        self, prefix: str, prop: str, at: ast.Node, preferred: tuple[str, ...] = ()
    ) -> list[PropertyDef]:
        """``v.name`` / ``$$.name`` where nGQL needs ``v.<tag>.name``."""
        owners = [t for t in self.space.tags.values() if t.prop(prop) is not None]
        owners.sort(key=lambda t: (t.name not in preferred, list(self.space.tags).index(t.name)))
        if owners:
            names = ", ".join(f"`{prefix}.{t.name}.{prop}`" for t in owners)
            self.report(
                codes.MISSING_TAG_QUALIFIER,
                f"`{prefix}.{prop}` lacks the tag: nGQL reads vertex properties as {prefix}.<tag>.<prop> ({names})",
                at,
                f"{prefix}.{owners[0].name}.{prop}",
            )
            return [d for d in (t.prop(prop) for t in owners) if d is not None]
        close = close_matches(prop, {p.name for t in self.space.tags.values() for p in t.properties})
        self.report(
            codes.UNKNOWN_PROPERTY,
            f"no tag has a property `{prop}` (and `{prefix}.{prop}` lacks the tag qualifier "
            f"{prefix}.<tag>.<prop>){did_you_mean(close)}",
            at,
        )
        return []

    def vertex_ref_prop(self, prefix: str, names: list[str], at: ast.Node) -> list[PropertyDef]:
        """``$^.tag.prop`` / ``$$.tag.prop`` in GO and friends."""
        first = names[0]
        if len(names) == 1:
            return [] if first in self.space.tags else self.missing_qualifier(prefix, first, at)
        tag = self.space.tags.get(first)
        if tag is not None:
            return self.item_prop(tag, names[1], at)
        if first in self.space.edges:
            self.wrong_kind(
                first,
                "tag",
                at,
                f": {prefix}.<tag>.<prop> reads a vertex; read edge properties as {first}.{names[1]}",
            )
        else:
            self.unknown_name(first, "tag", at, fmt=f"{prefix}.{{}}.{names[1]}")
        return []

    def edge_prop(self, name: str, names: list[str], f: Frame, at: ast.Node) -> list[PropertyDef]:
        """``edge.prop`` in GO / FIND PATH / GET SUBGRAPH / FETCH PROP ON edge."""
        if name.lower() in _KEYWORD_OBJECTS:
            return []
        edge = self.space.edges.get(name)
        prop = names[0]
        if edge is None:
            if name in self.space.tags:
                hint = (
                    f": read vertex properties as $$.{name}.{prop} or $^.{name}.{prop}"
                    if f.mode == "go"
                    else ""
                )
                self.wrong_kind(name, "edge", at, hint)
            else:
                self.unknown_name(name, "edge", at, fmt=f"{{}}.{prop}")
            return []
        if f.strict_edges and f.edges is not None and name not in f.edges:
            shown = ", ".join(sorted(f.edges))
            self.report(
                codes.WRONG_SCHEMA,
                f"edge type `{name}` in the filter is not among the edge types traversed ({shown})",
                at,
            )
        if prop in BUILTIN_EDGE_PROPS:
            return []
        return self.item_prop(edge, prop, at)

    def fetched_tag_prop(self, name: str, names: list[str], at: ast.Node) -> list[PropertyDef]:
        """``tag.prop`` in FETCH PROP ON tag … YIELD."""
        if name.lower() in _KEYWORD_OBJECTS:
            return []
        tag = self.check_item_name(name, "tag", at)
        return self.item_prop(tag, names[0], at) if tag is not None else []

    def target_prop(self, name: str, names: list[str], f: Frame, at: ast.Node) -> list[PropertyDef]:
        """``name.prop`` in LOOKUP ON target / UPDATE … ON target: must be the target's property."""
        target = f.target
        prop = names[0]
        if name.lower() in _KEYWORD_OBJECTS:
            return []
        if target is not None and name == target.name:
            if target.kind == "edge" and prop in BUILTIN_EDGE_PROPS:
                return []
            return self.item_prop(target, prop, at)
        item = self.space.item(name)
        if item is None:
            if f.mode == "update":
                return []
            self.unknown_name(name, target.kind if target is not None else "tag", at, fmt=f"{{}}.{prop}")
            return []
        if target is None:
            return []
        if item.kind != target.kind:
            self.report(
                codes.WRONG_KIND,
                f"`{name}` is {'a tag' if item.kind == 'tag' else 'an edge type'}, but the statement is on "
                f"{_kind_word(target)} `{target.name}`",
                at,
                f"{target.name}.{prop}",
            )
        else:
            self.report(
                codes.WRONG_SCHEMA,
                f"the statement is on {_kind_word(target)} `{target.name}`; it cannot read `{name}.{prop}`",
                at,
                f"{target.name}.{prop}",
            )
        return []

    def match_prop(self, name: str, names: list[str], f: Frame, at: ast.Node) -> list[PropertyDef]:
        """``v.tag.prop`` / ``e.prop`` (nGQL) and ``n.prop`` (Cypher) through MATCH variables."""
        binding = f.scope.get(name)
        if binding is None:
            self.unbound(name, f, at)
            return []
        first = names[0]
        tags, edges = self.space.tags, self.space.edges
        if binding.kind == "node":
            if self.lang.tag_qualified_properties:
                if len(names) == 1:
                    return [] if first in tags else self.missing_qualifier(name, first, at, binding.labels)
                tag = tags.get(first)
                if tag is not None:
                    return self.item_prop(tag, names[1], at)
                if first in edges:
                    self.wrong_kind(
                        first, "tag", at, f": `{name}` is a node, read its properties as {name}.<tag>.<prop>"
                    )
                else:
                    self.unknown_name(first, "tag", at, fmt=f"{name}.{{}}.{names[1]}")
                return []
            return self.cypher_node_prop(name, names, binding, at)
        if binding.kind == "rel":
            types = [edges[t] for t in binding.labels if t in edges]
            if len(types) != len(binding.labels):
                return []  # an unknown type was already reported
            if binding.inferred and self._writing:
                types = []  # SET r.x on an untyped relationship: any type may take it
            pool = types or list(edges.values())
            if first in BUILTIN_EDGE_PROPS and self.lang.builtin_edge_properties:
                return []
            defs = [d for d in (it.prop(first) for it in pool) if d is not None]
            if defs:
                return defs
            if len(names) >= 2 and first in edges and edges[first].prop(names[1]) is not None:
                self.report(
                    codes.WRONG_QUALIFIER,
                    f"edge properties are not qualified by the edge type: use {name}.{names[1]}",
                    at,
                    f"{name}.{names[1]}",
                )
            elif first in tags:
                self.wrong_kind(first, "edge", at, f": `{name}` is a relationship, not a node")
            else:
                where = "|".join(binding.labels) or "any edge type"
                if binding.inferred:
                    where += ", from its endpoints"
                close = close_matches(first, {p.name for it in pool for p in it.properties})
                self.report(
                    codes.UNKNOWN_PROPERTY,
                    f"`{name}` ({where}) has no property `{first}`{did_you_mean(close)}",
                    at,
                    f"{name}.{close[0]}" if close else None,
                )
        return []

    def may_carry(self, name: str | None, labels: Iterable[str]) -> set[str] | None:
        """Every tag a node may carry (:meth:`LabelEvidence.may_carry`); None when not known."""
        return self.evidence.may_carry(name, labels, self.space)

    def cypher_node_prop(
        self, name: str, names: list[str], binding: Binding, at: ast.Node
    ) -> list[PropertyDef]:
        """Cypher ``n.prop``: the property must belong to a label ``n`` may carry.

        A node may carry several labels, so the set is every label the query gives ``n``
        (written, tested or implied by its relationships) and their co-tags; with no label
        known any tag's property is accepted. In CREATE/MERGE maps and SET targets only a
        property no tag has is reported (a write may add it).
        """
        first = names[0]
        tags = self.space.tags
        every = [d for d in (t.prop(first) for t in tags.values()) if d is not None]
        may = None if self._writing else self.may_carry(name, binding.labels)
        if may is None and every:
            return every
        if may is not None:
            mine = [d for d in (tags[t].prop(first) for t in sorted(may)) if d is not None]
            if mine:
                return mine
        if first in VID_KEYS:
            return []  # the vertex id, kept in a key property by r3's Cypher loaders
        if len(names) >= 2 and first in tags and tags[first].prop(names[1]) is not None:
            self.report(
                codes.WRONG_QUALIFIER,
                f"Cypher reads node properties without the tag: use {name}.{names[1]}",
                at,
                f"{name}.{names[1]}",
            )
            return []
        if may is None:
            close = close_matches(first, {p.name for t in tags.values() for p in t.properties})
            self.report(
                codes.UNKNOWN_PROPERTY,
                f"no label has a property `{first}` (`{name}.{first}`){did_you_mean(close)}",
                at,
                f"{name}.{close[0]}" if close else None,
            )
            return []
        close = close_matches(first, {p.name for t in may for p in tags[t].properties})
        shown = " or ".join(sorted(may))
        why = " (from its relationships)" if binding.inferred else ""
        owners = [t.name for t in tags.values() if t.prop(first) is not None]
        elsewhere = f"; `{first}` belongs to {', '.join(owners)}" if owners else ""
        self.report(
            codes.UNKNOWN_PROPERTY,
            f"`{name}` can only be {shown} here{why}, which has no property `{first}`"
            f"{did_you_mean(close)}{elsewhere}",
            at,
            f"{name}.{close[0]}" if close else None,
        )
        return []

    def properties_call(self, arg: ast.Expr, prop: str, f: Frame, at: ast.Node) -> list[PropertyDef]:
        """``properties(x).prop``: the property must exist on something x can be."""
        kind: str | None = None
        labels: tuple[str, ...] = ()
        if isinstance(arg, ast.Variable) and arg.name not in f.shadow:
            binding = f.scope.get(arg.name)
            if binding is not None:
                kind, labels = binding.kind, binding.labels
            elif f.mode != "match" and arg.name.lower() == "vertex":
                kind = "node"
            elif f.mode != "match" and arg.name.lower() == "edge":
                kind = "rel"
        elif isinstance(arg, (ast.SrcRef, ast.DstRef)) and self.lang.pipe_references:
            kind = "node"
        if kind == "node":
            pool = list(self.space.tags.values())
            word = "tag"
        elif kind == "rel":
            typed = [self.space.edges[t] for t in labels if t in self.space.edges]
            if len(typed) != len(labels):
                return []
            pool = typed or list(self.space.edges.values())
            word = "edge type"
        else:
            return []
        defs = [d for d in (it.prop(prop) for it in pool) if d is not None]
        if defs:
            return defs
        self.report_unknown(
            codes.UNKNOWN_PROPERTY,
            prop,
            {p.name for it in pool for p in it.properties},
            f"no {word}{' of ' + '|'.join(labels) if labels and kind == 'rel' else ''} has a property `{prop}`",
            at,
        )
        return []

    # ------------------------------------------------------------------ patterns

    def labels(self, names: list[str], kind: str, at: ast.Node) -> list[SchemaItem] | None:
        """Check node labels (``kind='tag'``) or relationship types; the items if all are valid."""
        items = [self.check_item_name(n, kind, at) for n in names]
        return None if any(i is None for i in items) else [i for i in items if i is not None]

    def pattern(self, p: ast.PathPattern, f: Frame) -> None:
        """Labels, relationship types and property maps of a pattern (bindings are done separately)."""
        for el in p.elements:
            if isinstance(el, ast.NodePattern):
                self.node_pattern(el, f)
            elif isinstance(el, ast.QuantifiedPath):
                if el.path is not None:
                    self.pattern(el.path, f)
                self.expr(el.where, f)
            else:
                self.rel_pattern(el, f)
        for i in range(1, len(p.elements) - 1, 2):
            left, rel, right = p.elements[i - 1 : i + 2]
            if (
                isinstance(rel, ast.RelPattern)
                and isinstance(left, ast.NodePattern)
                and isinstance(right, ast.NodePattern)
            ):
                with self.soft():  # such a pattern matches nothing; the database runs it
                    self.direction(left, rel, right, f)

    def pattern_element(
        self, el: ast.NodePattern | ast.RelPattern, names: list[str], kind: str, f: Frame
    ) -> tuple[list[SchemaItem] | None, ast.MapLiteral | None]:
        """Labels (or types), label expression, WHERE and property values of a node or
        relationship pattern: the valid schema items, and the property map (None unless a map literal)."""
        items = self.labels(names, kind, el)
        if el.label_expr is not None:
            self.labels(el.label_expr.names(), kind, el)
        self.expr(el.where, f)
        if not isinstance(el.properties, ast.MapLiteral):
            self.expr(el.properties, f)
            return items, None
        for _key, value in el.properties.items:
            self.expr(value, f)
        return items, el.properties

    def node_pattern(self, el: ast.NodePattern, f: Frame) -> None:
        items, props = self.pattern_element(el, el.labels, "tag", f)
        if props is None:
            return
        if self.lang.tag_qualified_properties:
            if not el.labels:
                first = props.items[0][0] if props.items else "prop"
                owners = [t.name for t in self.space.tags.values() if t.prop(first) is not None]
                self.report(
                    codes.MISSING_TAG_QUALIFIER,
                    "a node property map needs a tag label in nGQL: "
                    f"({el.variable or ''}:<tag>{{{first}: …}})"
                    + (f" (tags with `{first}`: {', '.join(owners)})" if owners else ""),
                    el,
                    owners[0] if owners else None,
                )
                return
            if items is None:
                return
            pool = items
        else:
            binding = f.scope.get(el.variable) if el.variable is not None else None
            labels = label_names(el) + list(
                binding.labels if binding is not None and binding.kind == "node" else ()
            )
            may = None if self._writing else self.may_carry(el.variable, labels)
            pool = [self.space.tags[t] for t in sorted(may)] if may else list(self.space.tags.values())
        self.map_keys(props, pool, "tag", el)

    def rel_pattern(self, el: ast.RelPattern, f: Frame) -> None:
        items, props = self.pattern_element(el, el.types, "edge", f)
        if props is None or items is None:
            return
        self.map_keys(props, items or list(self.space.edges.values()), "edge type", el)

    def map_keys(self, props: ast.MapLiteral, pool: list[SchemaItem], word: str, at: ast.Node) -> None:
        with self.soft():  # a pattern map is a filter: an unknown key only matches nothing
            self._map_keys(props, pool, word, at)

    def _map_keys(self, props: ast.MapLiteral, pool: list[SchemaItem], word: str, at: ast.Node) -> None:
        for key, value in props.items:
            defs = [d for d in (it.prop(key) for it in pool) if d is not None]
            if not defs:
                names = "|".join(it.name for it in pool) if len(pool) <= 3 else f"any {word}"
                self.report_unknown(
                    codes.UNKNOWN_PROPERTY,
                    key,
                    {p.name for it in pool for p in it.properties},
                    f"{names} has no property `{key}`",
                    at,
                )
                continue
            self.type_check(defs, value, "==", ast.Variable(key), at)


def bind_pattern(p: ast.PathPattern, scope: dict[str, Binding], *, only_new: bool = False) -> None:
    """Record the variables a pattern binds (node → tags, relationship → edge types, path)."""
    for el in p.elements:
        if isinstance(el, ast.QuantifiedPath) and el.path is not None:
            bind_pattern(el.path, scope, only_new=only_new)  # group variables
        if el.variable is None or (only_new and el.variable in scope):
            continue
        new = (
            Binding("node", tuple(label_names(el)))
            if isinstance(el, ast.NodePattern)
            else Binding("rel", tuple(el.types))
        )
        old = scope.get(el.variable)
        scope[el.variable] = new if old is None or old.kind == "value" else new.merge(old)
    if p.variable is not None and not (only_new and p.variable in scope):
        scope[p.variable] = Binding("path")
