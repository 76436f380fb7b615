"""The expression evaluator of the embedded nGQL engine: AST expression + Scope → Value.

Why one evaluator for every statement: operators, functions, NULL/EMPTY rules and the
errors NebulaGraph raises are the same in GO, FETCH, LOOKUP, YIELD, MATCH and UPDATE; only
what names mean differs, and that is the :class:`~r3.engine.scope.Scope`'s job (its hooks
resolve ``$-.x``, ``$^.t.p``, ``edge.prop``, MATCH variables). Each node type is dispatched
through a dict of bound methods (no isinstance chains), and evaluation recurses only as
deep as the AST.

NebulaGraph semantics kept here (others live in :mod:`r3.engine.value_order`,
:mod:`r3.engine.evaluator_ops` and the function modules):

- a *constant* sub-expression whose value is ``DIV_BY_ZERO``/``ERR_OVERFLOW`` (or that
  combines constants of the wrong types) is a SemanticError, as NebulaGraph's constant
  folding reports it (``YIELD 1/0`` → ``Divide by 0``); with a row-dependent operand the
  same operation just yields the typed null;
- AND/OR are three-valued (``NULL AND false`` is false) and short-circuit; XOR/NOT
  propagate NULL; a non-boolean operand gives ``BAD_TYPE``;
- ``x.name`` on a vertex is the tag's property map (NULL if it has no such tag), on an edge a
  property or ``_src/_dst/_rank/_type``, on a map the key (NULL if absent), on a date/time the
  field (``UNKNOWN_PROP`` if unknown), on NULL NULL;
- subscripts and slices take negative indexes; one item out of range is ``OUT_OF_RANGE``
  (3.data-types/6.list.md), a slice clamps;
- ``truthy`` (WHERE, WHEN) treats NULL and EMPTY as false and, like NebulaGraph's filter,
  rejects other non-booleans.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from r3.engine.aggregates import AGGREGATE_NAMES, is_aggregate
from r3.engine.context import ExecContext
from r3.engine.evaluator_ops import (
    ARITHMETIC,
    edge_attr,
    is_error_null,
    neg,
    pos,
    string_operands,
    to_text,
)
from r3.engine.functions import check_arity, registry
from r3.engine.functions_core import ArgTypeError
from r3.engine.functions_string import float_to_int, text_to_bool, text_to_float, text_to_int
from r3.engine.functions_time import temporal_attribute
from r3.engine.limits import charge_bytes, compile_pattern, list_bytes, regex_fullmatch
from r3.engine.scope import MISSING, Resolved, Scope
from r3.engine.value_order import compare, contains, same, type_name
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.column_names import Constant, column_name
from r3.values import (
    BAD_TYPE,
    EMPTY,
    ERR_OVERFLOW,
    NULL,
    OUT_OF_RANGE,
    Date,
    DateTime,
    Duration,
    Edge,
    Empty,
    List,
    Map,
    Null,
    Path,
    Set,
    Time,
    Value,
    Vertex,
)
from r3.values.value_model import INT64_MAX, INT64_MIN

FreeText = Callable[[str, Sequence[Value]], Value]
"""``free_text(function_name, args) -> Value``: the executor of ``answer()``/``summary()``."""

_TEMPORAL = (Date, Time, DateTime, Duration)
_CONSTANT_NODES = (
    A.Literal,
    A.ListLiteral,
    A.SetLiteral,
    A.MapLiteral,
    A.BinaryOp,
    A.UnaryOp,
    A.TypeCast,
    A.IsNull,
    A.Case,
    A.Conditional,
    A.Subscript,
    A.Slice,
    A.Property,
)
_INT_CASTS = frozenset({"int", "int8", "int16", "int32", "int64", "integer"})
_FLOAT_CASTS = frozenset({"float", "double"})
_STRING_OPS: dict[str, Callable[[str, str], bool]] = {
    "CONTAINS": lambda a, b: b in a,
    "STARTS WITH": lambda a, b: a.startswith(b),
    "ENDS WITH": lambda a, b: a.endswith(b),
}
_LOGIC_SYMBOLS = {"AND": "`&&' or `AND'", "OR": "`||' or `OR'", "XOR": "`XOR'"}


def _statically_typed(arg: A.Expr, value: Value) -> bool:
    """Whether NebulaGraph's validator knows the type of a MATCH-statement call argument:
    a constant, or an alias bound to a vertex, edge or path (a property's type is unknown
    there, so a wrong one is only found at run time, as BAD_TYPE)."""
    if is_constant(arg):
        return True
    return isinstance(arg, A.Variable) and type(value) in (Vertex, Edge, Path)


def is_constant(expr: A.Expr) -> bool:
    """True when ``expr`` depends on no row, variable or random function (NebulaGraph folds
    such expressions while validating, and reports their errors as SemanticErrors).
    The answer is cached on the node."""
    cached = expr.__dict__.get("_r3_const")
    if cached is not None:
        return bool(cached)
    result = True
    for node in expr.walk():
        if isinstance(node, A.FunctionCall):
            f = registry().get(node.name.lower())
            if f is None or not f.pure or is_aggregate(node) or node.name.lower() == "exists":
                result = False
                break
        elif not isinstance(node, _CONSTANT_NODES):
            result = False
            break
    expr.__dict__["_r3_const"] = result
    return result


class ExpressionEvaluator:
    """Evaluates expressions against a :class:`Scope`.

    ``ctx`` is the running query's context (may be None for constant expressions);
    ``free_text`` executes ``answer()``/``summary()``; ``params`` holds Cypher-style query
    parameters (``$name`` that is not an nGQL variable).
    """

    def __init__(
        self,
        ctx: ExecContext | None = None,
        *,
        free_text: FreeText | None = None,
        params: Mapping[str, Value] | None = None,
    ) -> None:
        self.ctx = ctx
        self.params: Mapping[str, Value] = params or {}
        self._free_text = free_text
        self._functions = registry()
        self._agg_values: Mapping[int, Value] | None = None
        self._dispatch: dict[type, Callable[[Any, Scope], Value]] = {
            A.Literal: self._literal,
            A.Variable: self._variable,
            A.Parameter: self._parameter,
            A.InputRef: self._input_ref,
            A.SrcRef: self._src_ref,
            A.DstRef: self._dst_ref,
            A.Property: self._property,
            A.FunctionCall: self._call,
            A.UnaryOp: self._unary,
            A.BinaryOp: self._binary,
            A.IsNull: self._is_null,
            A.LabelCheck: self._label_check,
            A.Case: self._case,
            A.Conditional: self._conditional,
            A.TypeCast: self._cast,
            A.ListLiteral: self._list,
            A.SetLiteral: self._set,
            A.MapLiteral: self._map,
            A.Subscript: self._subscript,
            A.Slice: self._slice,
            A.ListComprehension: self._comprehension,
            A.ListPredicate: self._list_predicate,
            A.Reduce: self._reduce,
            A.PatternExpr: self._pattern,
            A.PatternComprehension: self._pattern,
        }
        self._binops: dict[str, Callable[[A.BinaryOp, Scope], Value]] = {}
        for op in ARITHMETIC:
            self._binops[op] = self._arithmetic
        for op in ("==", "=", "!=", "<>", "<", "<=", ">", ">="):
            self._binops[op] = self._comparison
        for op in ("AND", "&&"):
            self._binops[op] = self._and
        for op in ("OR", "||"):
            self._binops[op] = self._or
        self._binops["XOR"] = self._xor
        self._binops["=~"] = self._regex
        self._binops["IN"] = self._in
        self._binops["NOT IN"] = self._in
        for op in _STRING_OPS:
            self._binops[op] = self._string_op
            self._binops["NOT " + op] = self._string_op

    # ------------------------------------------------------------------ public API

    def eval(self, expr: A.Expr, scope: Scope) -> Value:
        """The value of ``expr`` in ``scope``."""
        fn = self._dispatch.get(type(expr))
        if fn is None:
            raise QuerySemanticError(f"`{type(expr).__name__}' is not supported as an expression")
        return fn(expr, scope)

    def truthy(self, expr: A.Expr, scope: Scope, *, strict: bool = True) -> bool:
        """Whether a WHERE/WHEN condition holds: NULL and EMPTY are false.

        ``strict`` (NebulaGraph's Filter): a non-boolean or an error null (``BAD_TYPE`` …) is
        an ExecutionError. Pass ``strict=False`` where NebulaGraph filters in storage (GO's
        WHERE), which silently drops such rows.
        """
        v = self.eval(expr, scope)
        if v is True:
            return True
        if v is False or type(v) is Empty:
            return False
        if type(v) is Null and (v.kind == "NULL" or not strict):
            return False
        if strict:
            raise QueryExecutionError("Wrong type result, the type should be NULL, EMPTY, BOOL")
        return False

    def eval_aggregated(self, expr: A.Expr, scope: Scope, values: Mapping[int, Value]) -> Value:
        """Evaluate ``expr`` with its aggregate calls replaced by ``values`` (``id(call)`` →
        result); see :class:`r3.engine.aggregates.Aggregation`."""
        saved = self._agg_values
        self._agg_values = values
        try:
            return self.eval(expr, scope)
        finally:
            self._agg_values = saved

    def free_text(self, name: str, args: Sequence[Value]) -> Value:
        """Run ``answer()``/``summary()`` through the injected free-text executor."""
        if self._free_text is None:
            raise QueryExecutionError(
                f"{name}() needs an LLM executor: run the query through r3's free-text executor "
                "(r3 query --answerer offline|MODEL, or r3.freetext.FreeTextExecutor)"
            )
        return self._free_text(name, args)

    # ------------------------------------------------------------------ errors

    def _fold_error(self, expr: A.Expr, result: Value, detail: str | None = None) -> Value:
        """Raise NebulaGraph's constant-folding SemanticError when ``expr`` is constant,
        otherwise return ``result`` (the typed null)."""
        if not is_constant(expr):
            return result
        kind = result.kind if type(result) is Null else ""
        if kind == "DIV_BY_ZERO":
            raise QuerySemanticError("Divide by 0")
        if kind == "ERR_OVERFLOW":
            raise QuerySemanticError(
                f"result of {self._folded_text(expr)} cannot be represented as an integer"
            )
        if detail is not None:
            raise QuerySemanticError(f"`{column_name(expr)}' is not a valid expression, {detail}")
        return result

    def _folded_text(self, expr: A.Expr) -> str:
        """``expr``'s text with its operands folded to constants, as NebulaGraph's messages show it."""
        scope = Scope()
        if isinstance(expr, A.BinaryOp):
            left, right = (Constant(self.eval(x, scope)) for x in (expr.left, expr.right))
            return column_name(A.BinaryOp(expr.op, left, right))
        if isinstance(expr, A.UnaryOp):
            return column_name(A.UnaryOp(expr.op, Constant(self.eval(expr.operand, scope))))
        return column_name(expr)

    # ------------------------------------------------------------------ atoms

    def _literal(self, e: A.Literal, scope: Scope) -> Value:
        v = e.value
        if v is None:
            return NULL
        if type(v) is int and not INT64_MIN <= v <= INT64_MAX:
            raise QuerySyntaxError(f"Out of range: near `{v}'")
        return v

    def _variable(self, e: A.Variable, scope: Scope) -> Value:
        v = scope.lookup(e.name)
        if v is MISSING:
            raise QuerySemanticError(f"Invalid label identifiers: {e.name}")
        return v

    def _parameter(self, e: A.Parameter, scope: Scope) -> Value:
        if e.name in self.params:
            return self.params[e.name]
        v = scope.lookup("$" + e.name)
        if v is MISSING:
            raise QuerySemanticError(f"Direct output of variable is prohibited: `${e.name}'")
        return v

    def _input_ref(self, e: A.InputRef, scope: Scope) -> Value:
        raise QuerySemanticError("`$-' must be followed by a column name (`$-.name')")

    def _src_ref(self, e: A.SrcRef, scope: Scope) -> Value:
        v = scope.root().src_vertex()
        if v is MISSING:
            raise QuerySemanticError("`$^' is only valid in GO")
        return v

    def _dst_ref(self, e: A.DstRef, scope: Scope) -> Value:
        v = scope.root().dst_vertex()
        if v is MISSING:
            raise QuerySemanticError("`$$' is only valid in GO")
        return v

    # ------------------------------------------------------------------ property access

    def _property(self, e: A.Property, scope: Scope) -> Value:
        obj = e.obj
        v: Resolved
        if type(obj) is A.Variable:
            v = scope.lookup(obj.name)
            if v is MISSING:
                v = scope.root().schema_prop(obj.name, e.name)
                if v is MISSING:
                    raise QuerySemanticError(f"Invalid label identifiers: {obj.name}")
                return v
            return self._attribute(v, e)
        if type(obj) is A.InputRef:
            v = scope.input_prop(e.name)
            if v is MISSING:
                raise QuerySemanticError(f"`$-.{e.name}', not exist prop `{e.name}'")
            return v
        if type(obj) is A.Parameter:
            v = scope.var_prop(obj.name, e.name)
            if v is MISSING:
                raise QuerySemanticError(f"`${obj.name}.{e.name}', not exist prop `{e.name}'")
            return v
        if type(obj) is A.Property:
            inner = type(obj.obj)
            if inner is A.SrcRef or inner is A.DstRef:
                root = scope.root()
                hook = root.src_prop if inner is A.SrcRef else root.dst_prop
                v = hook(obj.name, e.name)
                if v is MISSING:
                    raise QuerySemanticError(f"`{column_name(e)}' is only valid in GO")
                return v
        return self._attribute(self.eval(obj, scope), e)

    def _attribute(self, base: Value, e: A.Property) -> Value:
        """``base.name`` on an evaluated value."""
        t = type(base)
        name = e.name
        if type(base) is Vertex:
            if name in base.tags:
                return base.tags[name] or Map()
            return NULL
        if type(base) is Edge:
            return edge_attr(base, name)
        if type(base) is Map:
            return base.get(name, NULL)
        if isinstance(base, _TEMPORAL) and t in _TEMPORAL:
            return temporal_attribute(base, name)
        if t is Null or t is Empty:
            return NULL
        if is_constant(e.obj):
            raise QuerySemanticError(
                f"`{column_name(e)}', expected type with attribute like Date, Time, DateTime, Map, "
                f"Vertex or Edge but was {type_name(base)}: {to_text(base)}"
            )
        return BAD_TYPE

    # ------------------------------------------------------------------ calls

    def _call(self, e: A.FunctionCall, scope: Scope) -> Value:
        name = e.name.lower()
        if name in AGGREGATE_NAMES and is_aggregate(e):
            values = self._agg_values
            if values is not None and id(e) in values:
                return values[id(e)]
            raise QuerySemanticError(f"Invalid use of aggregating function `{column_name(e)}' here")
        if name == "exists":
            return self._exists(e, scope)
        f = self._functions.get(name)
        if f is None:
            # DeduceTypeVisitor wraps FunctionManager's status, as for a wrong argument type
            raise QuerySemanticError(
                f"`{column_name(e)}' is not a valid expression : Function `{e.name}' not defined"
            )
        n = len(e.args)
        if n < f.min_args or (f.max_args is not None and n > f.max_args):
            check_arity(f, n, column_name(e))
        ev = self.eval
        args = [ev(a, scope) for a in e.args]
        try:
            return f.invoke(args, self)
        except ArgTypeError as err:
            if not scope.root().typed_properties and not all(
                _statically_typed(a, v) for a, v in zip(e.args, args, strict=True)
            ):
                return BAD_TYPE
            raise QuerySemanticError(err.template.format(expr=column_name(e))) from None

    def _exists(self, e: A.FunctionCall, scope: Scope) -> Value:
        """``exists(x.prop)`` / ``exists(x["k"])``: whether the property holds a value.
        NULL when the container itself is NULL."""
        if len(e.args) != 1 or not isinstance(e.args[0], (A.Property, A.Subscript)):
            raise QuerySyntaxError("The exists only accept LabelAttribute, Attribute and Subscript")
        arg = e.args[0]
        container: Value
        value: Value
        if isinstance(arg, A.Subscript):
            container = self.eval(arg.obj, scope)
            if type(container) is Null:
                return NULL
            value = self._subscript_value(container, self.eval(arg.index, scope))
        elif self._plain_container(arg.obj, scope):
            container = self.eval(arg.obj, scope)
            if type(container) is Null:
                return NULL
            value = self._attribute(container, arg)
        else:
            value = self.eval(arg, scope)
        return type(value) is not Null and type(value) is not Empty

    def _plain_container(self, obj: A.Expr, scope: Scope) -> bool:
        """Whether ``obj.x`` is attribute access on a value (not a ``$-``/``$^``/schema reference)."""
        t = type(obj)
        if t is A.InputRef or t is A.Parameter:
            return False
        if type(obj) is A.Variable:
            return scope.lookup(obj.name) is not MISSING
        if type(obj) is A.Property:
            inner = type(obj.obj)
            return inner is not A.SrcRef and inner is not A.DstRef
        return True

    # ------------------------------------------------------------------ operators

    def _unary(self, e: A.UnaryOp, scope: Scope) -> Value:
        op = e.op
        if op == "-":
            operand = e.operand
            if type(operand) is A.Literal and operand.value == -INT64_MIN:
                return INT64_MIN
            r = neg(self.eval(operand, scope))
            if r is ERR_OVERFLOW:
                return self._fold_error(e, r)
            return r
        if op == "+":
            return pos(self.eval(e.operand, scope))
        v = self.eval(e.operand, scope)  # NOT / !
        if type(v) is bool:
            return not v
        if type(v) is Null:
            return v
        if type(v) is Empty:
            return EMPTY
        return self._fold_error(e, BAD_TYPE, f"can not apply `!' to `{type_name(v)}'.")

    def _binary(self, e: A.BinaryOp, scope: Scope) -> Value:
        handler = self._binops.get(e.op) or self._binops.get(e.op.upper())
        if handler is None:
            raise QuerySemanticError(f"Unknown operator `{e.op}'")
        return handler(e, scope)

    def _arithmetic(self, e: A.BinaryOp, scope: Scope) -> Value:
        a = self.eval(e.left, scope)
        b = self.eval(e.right, scope)
        r = ARITHMETIC[e.op](a, b)
        if type(r) is Null and r.kind != "NULL" and not (is_error_null(a) or is_error_null(b)):
            return self._fold_error(e, r, f"can not apply `{e.op}' to `{type_name(a)}' and `{type_name(b)}'.")
        return r

    def _comparison(self, e: A.BinaryOp, scope: Scope) -> Value:
        return compare(self.eval(e.left, scope), self.eval(e.right, scope), e.op)

    def _logic_operand(self, e: A.BinaryOp, a: Value, b: Value) -> Value | None:
        """BAD_TYPE (or the constant-folding error) when an operand is not boolean-like."""
        if type(a) in (bool, Null, Empty) and type(b) in (bool, Null, Empty):
            return None
        detail = (
            f"can not apply {_LOGIC_SYMBOLS[_logic_name(e.op)]} operator to "
            f"`{type_name(a)}' and `{type_name(b)}'."
        )
        return self._fold_error(e, BAD_TYPE, detail)

    def _and(self, e: A.BinaryOp, scope: Scope) -> Value:
        return self._junction(e, scope, False)

    def _or(self, e: A.BinaryOp, scope: Scope) -> Value:
        return self._junction(e, scope, True)

    def _junction(self, e: A.BinaryOp, scope: Scope, decisive: bool) -> Value:
        """AND (``decisive`` False) / OR (True): an operand equal to ``decisive`` decides (the
        right one is not evaluated when the left does); else NULL over EMPTY, else ``not decisive``."""
        a = self.eval(e.left, scope)
        if a is decisive:
            return decisive
        b = self.eval(e.right, scope)
        bad = self._logic_operand(e, a, b)
        if bad is not None:
            return bad
        if b is decisive:
            return decisive
        if type(a) is Null or type(b) is Null:
            return _null_of(a, b)
        if type(a) is Empty or type(b) is Empty:
            return EMPTY
        return not decisive

    def _xor(self, e: A.BinaryOp, scope: Scope) -> Value:
        a = self.eval(e.left, scope)
        b = self.eval(e.right, scope)
        bad = self._logic_operand(e, a, b)
        if bad is not None:
            return bad
        if type(a) is Null or type(b) is Null:
            return _null_of(a, b)
        if type(a) is Empty or type(b) is Empty:
            return EMPTY
        return a is not b

    def _regex(self, e: A.BinaryOp, scope: Scope) -> Value:
        a = self.eval(e.left, scope)
        b = self.eval(e.right, scope)
        operands = string_operands(a, b)
        if isinstance(operands, Null):
            return operands
        text, regex = operands
        # ``regex`` with a time limit, not ``re``: see r3.engine.limits.
        pattern = compile_pattern(regex)
        if pattern is None:
            return BAD_TYPE
        return regex_fullmatch(pattern, text, self.ctx)

    def _string_op(self, e: A.BinaryOp, scope: Scope) -> Value:
        op = e.op.upper()
        negated = op.startswith("NOT ")
        a = self.eval(e.left, scope)
        b = self.eval(e.right, scope)
        operands = string_operands(a, b)
        if isinstance(operands, Null):
            return operands
        r = _STRING_OPS[op[4:] if negated else op](*operands)
        return (not r) if negated else r

    def _in(self, e: A.BinaryOp, scope: Scope) -> Value:
        a = self.eval(e.left, scope)
        b = self.eval(e.right, scope)
        r: Value
        if type(b) is Null:
            r = BAD_TYPE if is_error_null(b) else NULL
        elif type(b) is List or type(b) is Set:
            r = contains(b, a)
            if r is False and any(type(x) is Null for x in b):
                r = NULL
        elif type(b) is Map:
            r = type(a) is str and a in b
        else:
            r = BAD_TYPE
        if type(a) is Null and r is not BAD_TYPE:
            r = NULL
        if e.op.upper() == "NOT IN" and type(r) is bool:
            return not r
        return r

    def _is_null(self, e: A.IsNull, scope: Scope) -> Value:
        v = self.eval(e.operand, scope)
        r = type(v) is Null if e.kind == "NULL" else type(v) is Empty
        return (not r) if e.negated else r

    def _label_check(self, e: A.LabelCheck, scope: Scope) -> Value:
        v = self.eval(e.operand, scope)
        if type(v) is Vertex:
            return all(label in v.tags for label in e.labels)
        if type(v) is Edge:
            return all(label == v.type for label in e.labels)
        if type(v) is Null:
            return NULL
        return BAD_TYPE

    # ------------------------------------------------------------------ conditionals

    def _case(self, e: A.Case, scope: Scope) -> Value:
        if e.subject is not None:
            subject = self.eval(e.subject, scope)
            for when, then in e.whens:
                if same(subject, self.eval(when, scope)):
                    return self.eval(then, scope)
        else:
            for when, then in e.whens:
                w = self.eval(when, scope)
                if w is True:
                    return self.eval(then, scope)
                if w is not False and type(w) is not Null and type(w) is not Empty:
                    return BAD_TYPE
        return NULL if e.default is None else self.eval(e.default, scope)

    def _conditional(self, e: A.Conditional, scope: Scope) -> Value:
        c = self.eval(e.condition, scope)
        if c is True:
            return self.eval(e.then, scope)
        if c is False or type(c) is Null or type(c) is Empty:
            return self.eval(e.otherwise, scope)
        return BAD_TYPE

    def _cast(self, e: A.TypeCast, scope: Scope) -> Value:
        v = self.eval(e.operand, scope)
        target = e.type_name.lower()
        if type(v) is Null or type(v) is Empty:
            return NULL if type(v) is Empty else v
        if target in _INT_CASTS:
            if type(v) is int:
                return v
            if type(v) is float:
                return float_to_int(v, ERR_OVERFLOW)
            if type(v) is str:
                return text_to_int(v)
            return BAD_TYPE
        if target in _FLOAT_CASTS:
            if type(v) is int or type(v) is float:
                return float(v)
            if type(v) is str:
                return text_to_float(v)
            return BAD_TYPE
        if target == "string":
            return to_text(v)
        if target in ("bool", "boolean"):
            if type(v) is bool:
                return v
            if type(v) is str:
                return text_to_bool(v)
            if type(v) is int or type(v) is float:
                return v != 0
            return BAD_TYPE
        raise QuerySemanticError(
            f"`{column_name(e)}' is not a valid expression: cannot cast to {e.type_name}"
        )

    # ------------------------------------------------------------------ collections

    def _list(self, e: A.ListLiteral, scope: Scope) -> Value:
        ev = self.eval
        return List([ev(x, scope) for x in e.items])

    def _set(self, e: A.SetLiteral, scope: Scope) -> Value:
        ev = self.eval
        return Set([ev(x, scope) for x in e.items])

    def _map(self, e: A.MapLiteral, scope: Scope) -> Value:
        ev = self.eval
        return Map([(k, ev(v, scope)) for k, v in e.items])

    def _subscript(self, e: A.Subscript, scope: Scope) -> Value:
        return self._subscript_value(self.eval(e.obj, scope), self.eval(e.index, scope))

    @staticmethod
    def _subscript_value(obj: Value, index: Value) -> Value:
        if type(obj) is List and type(index) is Null:
            # 3.data-types/6.list.md: "a null index results in a BAD_TYPE error".
            return BAD_TYPE
        if type(obj) is Null or type(index) is Null:
            return NULL
        if type(obj) is List:
            if type(index) is not int:
                return BAD_TYPE
            n = len(obj)
            i = index + n if index < 0 else index
            return obj.items[i] if 0 <= i < n else OUT_OF_RANGE
        if type(index) is not str:
            return BAD_TYPE
        if type(obj) is Map:
            return obj.get(index, NULL)
        if type(obj) is Vertex:
            for props in obj.tags.values():
                if props and index in props:
                    return props[index]
            return NULL
        if type(obj) is Edge:
            return edge_attr(obj, index)
        return BAD_TYPE

    def _slice(self, e: A.Slice, scope: Scope) -> Value:
        obj = self.eval(e.obj, scope)
        start = None if e.start is None else self.eval(e.start, scope)
        end = None if e.end is None else self.eval(e.end, scope)
        if type(obj) is Null or type(start) is Null or type(end) is Null:
            return NULL
        items: tuple[Value, ...] | str
        if type(obj) is List:
            items = obj.items
        elif type(obj) is str:
            items = obj
        else:
            return BAD_TYPE
        bounds = _slice_bounds(start, end, len(items))
        if bounds is None:
            return BAD_TYPE
        part = items[bounds]
        return part if isinstance(part, str) else List(part)

    def _source_list(self, node: A.Expr, source: A.Expr, scope: Scope) -> List | Value:
        """The list a comprehension / predicate / reduce iterates, or NULL/BAD_TYPE."""
        v = self.eval(source, scope)
        if type(v) is List:
            return v
        if type(v) is Null:
            return NULL
        if type(v) is Set:
            return List(v)
        if is_constant(source):
            raise QuerySemanticError(f"`{column_name(source)}', expected LIST, but was {type_name(v)}")
        return BAD_TYPE

    def _comprehension(self, e: A.ListComprehension, scope: Scope) -> Value:
        src = self._source_list(e, e.source, scope)
        if type(src) is not List:
            return src
        out: list[Value] = []
        for item, inner in self._bind_each(src, scope, e.variable):
            if e.where is not None and self.eval(e.where, inner) is not True:
                continue
            out.append(item if e.projection is None else self.eval(e.projection, inner))
        charge_bytes(self.ctx, list_bytes(len(out)))
        return List(out)

    def _bind_each(
        self, src: List, scope: Scope, variable: str, bindings: dict[str, Value] | None = None
    ) -> Iterator[tuple[Value, Scope]]:
        """Each item of ``src``, bound to ``variable`` in a child scope of ``scope`` (over
        ``bindings``, if given): the loop of list comprehensions, list predicates and reduce.
        Checks the deadline every 256 items."""
        if bindings is None:
            bindings = {variable: NULL}  # non-empty: Scope keeps this very dict
        inner = scope.child(bindings)
        ctx = self.ctx
        for i, item in enumerate(src):
            if ctx is not None and not i & 0xFF:
                ctx.check_deadline()
            bindings[variable] = item
            yield item, inner

    def _list_predicate(self, e: A.ListPredicate, scope: Scope) -> Value:
        src = self._source_list(e, e.source, scope)
        if type(src) is not List:
            return src
        kind = e.kind.lower()
        trues = 0
        saw_null = False
        for _item, inner in self._bind_each(src, scope, e.variable):
            r = True if e.where is None else self.eval(e.where, inner)
            if r is True:
                trues += 1
                if kind == "any":
                    return True
                if kind == "none":
                    return False
                if kind == "single" and trues > 1:
                    return False
            elif r is False:
                if kind == "all":
                    return False
            elif type(r) is Null or type(r) is Empty:
                saw_null = True
            else:
                return BAD_TYPE
        if saw_null:
            return NULL
        if kind == "all":
            return True
        if kind == "any":
            return False
        if kind == "none":
            return True
        return trues == 1

    def _reduce(self, e: A.Reduce, scope: Scope) -> Value:
        src = self._source_list(e, e.source, scope)
        if type(src) is not List:
            return src
        bindings: dict[str, Value] = {e.accumulator: self.eval(e.initial, scope), e.variable: NULL}
        for _item, inner in self._bind_each(src, scope, e.variable, bindings):
            bindings[e.accumulator] = self.eval(e.expr, inner)
        return bindings[e.accumulator]

    def _pattern(self, e: A.Expr, scope: Scope) -> Value:
        v = scope.root().pattern(e, scope)
        if v is MISSING:
            raise QuerySemanticError("Pattern expressions are only supported in MATCH")
        return v


def _null_of(a: Value, b: Value) -> Null:
    """The null a logical operator yields: an error null (BAD_TYPE …) of an operand wins over
    plain NULL, as NebulaGraph keeps the error kind through AND/OR/XOR."""
    for v in (a, b):
        if type(v) is Null and not v.is_plain:
            return v
    return NULL


def _slice_bounds(start: Value | None, end: Value | None, n: int) -> slice | None:
    """``[start:end]`` over ``n`` items, clamped into range (a negative bound counts from the
    end); None when a given bound is not an int."""
    lo = 0 if start is None else start
    hi = n if end is None else end
    if type(lo) is not int or type(hi) is not int:
        return None
    lo = lo + n if lo < 0 else lo
    hi = hi + n if hi < 0 else hi
    return slice(max(0, min(lo, n)), max(0, min(hi, n)))


def _logic_name(op: str) -> str:
    op = op.upper()
    return {"&&": "AND", "||": "OR"}.get(op, op)


__all__ = ["ExpressionEvaluator", "FreeText", "is_constant"]
