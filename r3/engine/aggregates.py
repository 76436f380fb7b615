"""Aggregate functions (count, sum, avg, max, min, std, collect, collect_set, bit_*) and the
helper that computes YIELD/RETURN/WITH expressions containing them, group by group.

Why accumulators: GROUP BY, piped ``YIELD count(*)``, MATCH ``RETURN v, count(*)`` and
``WITH … collect(x)`` all aggregate rows the same way: feed every row of a group to one
accumulator per aggregate call, then evaluate each output expression with the calls replaced
by the accumulators' results (``count(*) + 1``, ``collect(x)[0]``, ``any(n IN collect(x)
WHERE n > 5)``). :class:`Aggregation` does exactly that for a list of output expressions.

NebulaGraph's NULL handling, kept here: NULL and EMPTY inputs are skipped by every
aggregate; over no (non-null) input ``count`` and ``sum`` give 0, ``collect`` ``[]``,
``collect_set`` an empty set, the others NULL; a non-numeric input makes ``sum``/``avg``/
``std`` (and a non-int one ``bit_*``) ``BAD_TYPE``; ``avg`` and ``std`` are floats (``std`` is
the population standard deviation); ``DISTINCT`` drops repeated inputs before they reach
the accumulator. ``bit_and(x)`` with one argument is the aggregate; with two it is the scalar
function.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

from r3.engine.evaluator_ops import add
from r3.engine.scope import Scope
from r3.engine.value_order import group_key, order_compare, row_key
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.column_names import column_name
from r3.values import BAD_TYPE, NULL, Empty, List, Null, Set, Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext
    from r3.engine.evaluator import ExpressionEvaluator

AGGREGATE_NAMES = frozenset(
    {"count", "sum", "avg", "max", "min", "std", "collect", "collect_set", "bit_and", "bit_or", "bit_xor"}
)
_BIT = frozenset({"bit_and", "bit_or", "bit_xor"})
_NON_DETERMINISTIC = frozenset({"rand", "rand32", "rand64", "uuid"})


def is_aggregate(call: A.FunctionCall) -> bool:
    """True for a call of an aggregate function (``bit_and(x)`` yes, ``bit_and(x, y)`` no)."""
    name = call.name.lower()
    if name not in AGGREGATE_NAMES:
        return False
    return not (name in _BIT and len(call.args) != 1)


def contains_aggregate(expr: A.Node) -> bool:
    """True if an aggregate call appears anywhere in ``expr``."""
    return any(isinstance(n, A.FunctionCall) and is_aggregate(n) for n in expr.walk())


def aggregate_calls(expr: A.Node) -> list[A.FunctionCall]:
    """The outermost aggregate calls in ``expr``, in source order (their arguments are not
    searched: a nested aggregate is an error that :func:`check_call` reports)."""
    found: list[A.FunctionCall] = []
    stack: list[A.Node] = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, A.FunctionCall) and is_aggregate(node):
            found.append(node)
            continue
        stack.extend(reversed(list(node.children())))
    return found


def check_call(call: A.FunctionCall) -> None:
    """NebulaGraph's checks of one aggregate call: ``*`` only for count, one argument, no
    nesting, no random functions inside."""
    name = call.name.lower()
    if call.star:
        if name != "count":
            raise QuerySyntaxError(f"Could not apply aggregation function on `*` near `{call.name}'")
        return
    if len(call.args) != 1:
        raise QuerySyntaxError(f"Unknown function  near `{call.name}'")
    arg = call.args[0]
    for node in arg.walk():
        if isinstance(node, A.FunctionCall):
            if is_aggregate(node):
                raise QuerySemanticError(f"Aggregate function nesting is not allowed: `{column_name(call)}'")
            if node.name.lower() in _NON_DETERMINISTIC:
                raise QuerySyntaxError(
                    "Can't use non-deterministic (random) functions inside of aggregate functions "
                    f"near `{column_name(arg)}'"
                )


# --------------------------------------------------------------------------- accumulators


class Accumulator:
    """Folds the values of one group; :meth:`add` one value per row, :meth:`result` at the end."""

    __slots__ = ()

    def add(self, value: Value) -> None:
        raise NotImplementedError

    def result(self) -> Value:
        raise NotImplementedError


def _skip(value: Value) -> bool:
    t = type(value)
    return t is Null or t is Empty


class Count(Accumulator):
    __slots__ = ("n", "star")

    def __init__(self, star: bool = False) -> None:
        self.n = 0
        self.star = star

    def add(self, value: Value) -> None:
        if self.star or not _skip(value):
            self.n += 1

    def result(self) -> Value:
        return self.n


class Sum(Accumulator):
    __slots__ = ("total",)

    def __init__(self) -> None:
        self.total: Value = 0

    def add(self, value: Value) -> None:
        if type(self.total) is Null or _skip(value):
            return
        self.total = add(self.total, value) if type(value) is int or type(value) is float else BAD_TYPE

    def result(self) -> Value:
        return self.total


class _Numeric(Accumulator):
    """avg/std: NULL and EMPTY are skipped, a non-number makes the result BAD_TYPE, no rows NULL."""

    __slots__ = ("n", "bad")

    def __init__(self) -> None:
        self.n = 0
        self.bad = False

    def add(self, value: Value) -> None:
        if self.bad or _skip(value):
            return
        if type(value) is int or type(value) is float:
            self.n += 1
            self.take(value)
        else:
            self.bad = True

    def take(self, value: int | float) -> None:
        """Fold one number in (``n`` already counts it)."""
        raise NotImplementedError

    def final(self) -> Value:
        raise NotImplementedError

    def result(self) -> Value:
        if self.bad:
            return BAD_TYPE
        return self.final() if self.n else NULL


class Avg(_Numeric):
    __slots__ = ("total",)

    def __init__(self) -> None:
        super().__init__()
        self.total = 0.0

    def take(self, value: int | float) -> None:
        self.total += value

    def final(self) -> Value:
        return self.total / self.n


class Extreme(Accumulator):
    """max (``sign=1``) or min (``sign=-1``) in NebulaGraph's sort order."""

    __slots__ = ("best", "sign")

    def __init__(self, sign: int) -> None:
        self.best: Value = NULL
        self.sign = sign

    def add(self, value: Value) -> None:
        if _skip(value):
            return
        if type(self.best) is Null or order_compare(value, self.best) * self.sign > 0:
            self.best = value

    def result(self) -> Value:
        return self.best


class Std(_Numeric):
    """Population standard deviation (Welford's online algorithm)."""

    __slots__ = ("mean", "m2")

    def __init__(self) -> None:
        super().__init__()
        self.mean = 0.0
        self.m2 = 0.0

    def take(self, value: int | float) -> None:
        delta = value - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (value - self.mean)

    def final(self) -> Value:
        return math.sqrt(self.m2 / self.n)


class Bit(Accumulator):
    __slots__ = ("acc", "op")

    def __init__(self, op: str) -> None:
        self.acc: int | Null = NULL
        self.op = op

    def add(self, value: Value) -> None:
        if _skip(value) or self.acc is BAD_TYPE:
            return
        if type(value) is not int:
            self.acc = BAD_TYPE
            return
        if isinstance(self.acc, Null):
            self.acc = value
        elif self.op == "bit_and":
            self.acc = self.acc & value
        elif self.op == "bit_or":
            self.acc = self.acc | value
        else:
            self.acc = self.acc ^ value

    def result(self) -> Value:
        return self.acc


class Collect(Accumulator):
    __slots__ = ("items",)

    def __init__(self) -> None:
        self.items: list[Value] = []

    def add(self, value: Value) -> None:
        if not _skip(value):
            self.items.append(value)

    def result(self) -> Value:
        return List(self.items)


class CollectSet(Collect):
    __slots__ = ()

    def result(self) -> Value:
        return Set(self.items)


class Distinct(Accumulator):
    """Passes each distinct value (type-strict identity) to the wrapped accumulator once."""

    __slots__ = ("inner", "seen")

    def __init__(self, inner: Accumulator) -> None:
        self.inner = inner
        self.seen: set[Hashable] = set()

    def add(self, value: Value) -> None:
        key = group_key(value)
        if key not in self.seen:
            self.seen.add(key)
            self.inner.add(value)

    def result(self) -> Value:
        return self.inner.result()


def make_accumulator(call: A.FunctionCall) -> Accumulator:
    """A fresh accumulator for one aggregate call (``DISTINCT`` honoured)."""
    name = call.name.lower()
    acc: Accumulator
    if name == "count":
        acc = Count(star=call.star)
    elif name == "sum":
        acc = Sum()
    elif name == "avg":
        acc = Avg()
    elif name == "max":
        acc = Extreme(1)
    elif name == "min":
        acc = Extreme(-1)
    elif name == "std":
        acc = Std()
    elif name == "collect":
        acc = Collect()
    elif name == "collect_set":
        acc = CollectSet()
    elif name in _BIT:
        acc = Bit(name)
    else:
        raise QuerySemanticError(f"Unknown aggregate function `{call.name}'")
    return Distinct(acc) if call.distinct and not call.star else acc


# --------------------------------------------------------------------------- whole expressions


class Aggregation:
    """Computes output expressions that may contain aggregates, for one group at a time.

    Usage (one instance per YIELD/RETURN clause)::

        agg = Aggregation(exprs, evaluator)
        state = agg.new_group()
        for scope in rows_of_the_group:
            agg.feed(state, scope)
        values = agg.results(state, representative_scope)

    ``representative_scope`` resolves the non-aggregate parts (group keys, ``v`` in
    ``RETURN v, count(*)``): any row of the group, or an empty scope for a global aggregate
    over no rows.
    """

    def __init__(self, exprs: Sequence[A.Expr], evaluator: ExpressionEvaluator) -> None:
        self.exprs = list(exprs)
        self.evaluator = evaluator
        self.calls: list[A.FunctionCall] = []
        for e in self.exprs:
            for call in aggregate_calls(e):
                check_call(call)
                self.calls.append(call)

    @property
    def has_aggregates(self) -> bool:
        return bool(self.calls)

    def new_group(self) -> list[Accumulator]:
        return [make_accumulator(c) for c in self.calls]

    def feed(self, state: list[Accumulator], scope: Scope) -> None:
        """Add one row of the group."""
        ev = self.evaluator.eval
        for call, acc in zip(self.calls, state, strict=True):
            acc.add(True if call.star else ev(call.args[0], scope))

    def results(self, state: list[Accumulator], scope: Scope) -> list[Value]:
        """The output values of the group: each expression with its aggregates replaced."""
        values = {id(call): acc.result() for call, acc in zip(self.calls, state, strict=True)}
        return [self.evaluator.eval_aggregated(e, scope, values) for e in self.exprs]


def aggregate_groups(
    ctx: ExecContext,
    exprs: Sequence[A.Expr],
    keys: Sequence[A.Expr],
    scopes: Iterable[Scope],
    evaluator: ExpressionEvaluator,
    *,
    check_groups: bool = False,
) -> list[tuple[Value, ...]]:
    """GROUP BY: ``scopes`` grouped by the values of ``keys`` (first seen first), ``exprs``
    evaluated once per group. Without keys there is one global group, which yields one row
    even over no input (``YIELD count(*)`` is 0). ``check_groups`` also holds the number of
    groups to the row limit as it grows (MATCH … RETURN)."""
    agg = Aggregation(exprs, evaluator)
    groups: dict[Hashable, tuple[Scope, list[Accumulator]]] = {}
    for i, scope in enumerate(scopes):
        if not i & 0x3FF:
            ctx.charge(0)
            if check_groups:
                ctx.check_rows(len(groups))
        key = row_key([evaluator.eval(k, scope) for k in keys]) if keys else ()
        group = groups.get(key)
        if group is None:
            group = groups[key] = (scope, agg.new_group())
        agg.feed(group[1], scope)
    if not groups and not keys:
        groups[()] = (Scope(), agg.new_group())
    return [tuple(agg.results(state, first)) for first, state in groups.values()]


def aggregate_rows(
    exprs: Sequence[A.Expr], scopes: Sequence[Scope], evaluator: ExpressionEvaluator
) -> list[Value]:
    """One global group: all ``scopes`` aggregated into one output row (``YIELD count(*)``)."""
    agg = Aggregation(exprs, evaluator)
    state = agg.new_group()
    for s in scopes:
        agg.feed(state, s)
    return agg.results(state, scopes[0] if scopes else Scope())


__all__ = [
    "AGGREGATE_NAMES",
    "Accumulator",
    "Aggregation",
    "aggregate_calls",
    "aggregate_rows",
    "check_call",
    "contains_aggregate",
    "is_aggregate",
    "make_accumulator",
]
