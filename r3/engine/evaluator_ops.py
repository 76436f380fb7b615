"""NebulaGraph's arithmetic on values: ``+ - * / %``, unary minus, and value-to-text.

Why a module of its own: these rules are long tables (``int + string`` concatenates,
``list + x`` appends, ``date + duration`` moves the calendar, int64 overflow gives an
``ERR_OVERFLOW`` null, division by zero a ``DIV_BY_ZERO`` null) and are used by the
evaluator, by ``sum``/``avg`` and by the temporal functions.

Every operator takes values and returns a value; it never raises for a bad combination —
it returns ``BAD_TYPE`` like NebulaGraph does at run time. (The evaluator decides when such a
result in a constant expression becomes a SemanticError, as NebulaGraph's constant folding
does.)
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable

from r3.engine.limits import check_list_length, check_string_length
from r3.lang.column_names import format_float
from r3.values import (
    BAD_TYPE,
    DIV_BY_ZERO,
    EMPTY,
    ERR_OVERFLOW,
    NULL,
    Date,
    DateTime,
    Duration,
    Edge,
    Empty,
    List,
    Null,
    Time,
    Value,
    render,
)
from r3.values.value_model import INT64_MAX, INT64_MIN
from r3.values.value_text import scalar_text

_TEMPORAL_TEXT = (Date, Time, DateTime)


def to_text(v: Value) -> str:
    """``Value::toString``: what ``toString()``, casts to string and ``str + x`` produce."""
    text = scalar_text(v, format_float, str)
    if text is not None:
        return text
    t = type(v)
    if t in _TEMPORAL_TEXT or t is Duration:
        return str(v)
    if type(v) is Null:
        return "NULL" if v.kind == "NULL" else v.kind
    if t is Empty:
        return "__EMPTY__"
    return render(v)


def _int(r: int) -> Value:
    return r if INT64_MIN <= r <= INT64_MAX else ERR_OVERFLOW


def _null_or_empty(a: Value, b: Value) -> Value:
    """NULL if either side is NULL, else EMPTY (call only when one side is NULL or EMPTY)."""
    if type(a) is Null or type(b) is Null:
        return NULL
    return EMPTY


_CONCAT_RIGHT = (bool, int, float, str, Date, Time, DateTime)


def add(a: Value, b: Value) -> Value:
    if type(a) is int and type(b) is int:
        return _int(a + b)
    if type(a) is Null or type(b) is Null or type(a) is Empty or type(b) is Empty:
        return _null_or_empty(a, b)
    if type(a) is List:
        if type(b) is List:
            check_list_length(len(a.items) + len(b.items), "a list concatenation")
            return List((*a.items, *b.items))
        check_list_length(len(a.items) + 1, "a list concatenation")
        return List((*a.items, b))
    if type(b) is List:
        check_list_length(len(b.items) + 1, "a list concatenation")
        return List((a, *b.items))
    if (type(a) is int or type(a) is float) and (type(b) is int or type(b) is float):
        return float(a) + float(b)
    if type(a) is str:
        if type(b) in _CONCAT_RIGHT:
            right = to_text(b)
            check_string_length(len(a) + len(right), "a string concatenation")
            return a + right
        return BAD_TYPE
    if type(b) is str:
        if type(a) in (bool, int, float, Date, Time, DateTime):
            left = to_text(a)
            check_string_length(len(left) + len(b), "a string concatenation")
            return left + b
        return BAD_TYPE
    if type(b) is Duration:
        if type(a) is Duration:
            return Duration(a.months + b.months, a.seconds + b.seconds, a.microseconds + b.microseconds)
        if isinstance(a, _TEMPORAL_TEXT):
            return shift(a, b, 1)
    if type(a) is Duration and isinstance(b, _TEMPORAL_TEXT):
        return shift(b, a, 1)
    if type(a) is Date and type(b) is int:
        return add_days(a, b)
    return BAD_TYPE


def sub(a: Value, b: Value) -> Value:
    if type(a) is int and type(b) is int:
        return _int(a - b)
    if type(a) is Null or type(b) is Null or type(a) is Empty or type(b) is Empty:
        return _null_or_empty(a, b)
    if (type(a) is int or type(a) is float) and (type(b) is int or type(b) is float):
        return float(a) - float(b)
    if type(b) is Duration:
        if type(a) is Duration:
            return Duration(a.months - b.months, a.seconds - b.seconds, a.microseconds - b.microseconds)
        if isinstance(a, _TEMPORAL_TEXT):
            return shift(a, b, -1)
    if type(a) is Date:
        # 3.data-types/4.date-and-time.md: a date minus a date is the days between them, a date
        # plus or minus an integer moves it by that many days.
        if type(b) is Date:
            return _ordinal(a.year, a.month, a.day) - _ordinal(b.year, b.month, b.day)
        if type(b) is int:
            return add_days(a, -b)
    return BAD_TYPE


def mul(a: Value, b: Value) -> Value:
    if type(a) is int and type(b) is int:
        return _int(a * b)
    if type(a) is Null or type(b) is Null or type(a) is Empty or type(b) is Empty:
        return _null_or_empty(a, b)
    if (type(a) is int or type(a) is float) and (type(b) is int or type(b) is float):
        return float(a) * float(b)
    return BAD_TYPE


def div(a: Value, b: Value) -> Value:
    """``/``: int/int truncates toward zero; a zero divisor gives ``DIV_BY_ZERO``."""
    return _divide(a, b, _int_quotient, operator.truediv)


def mod(a: Value, b: Value) -> Value:
    """``%``: the remainder takes the dividend's sign (C++ ``%``/``fmod``)."""
    return _divide(a, b, _int_remainder, math.fmod)


def _divide(
    a: Value, b: Value, on_ints: Callable[[int, int], Value], on_floats: Callable[[float, float], float]
) -> Value:
    """``/`` and ``%``: ``on_ints`` for two ints, ``on_floats`` for other numbers; a zero
    divisor gives ``DIV_BY_ZERO``, NULL/EMPTY propagate, anything else is ``BAD_TYPE``."""
    if type(a) is int and type(b) is int:
        return DIV_BY_ZERO if b == 0 else on_ints(a, b)
    if type(a) is Null or type(b) is Null or type(a) is Empty or type(b) is Empty:
        return _null_or_empty(a, b)
    if (type(a) is int or type(a) is float) and (type(b) is int or type(b) is float):
        return DIV_BY_ZERO if b == 0 else on_floats(float(a), float(b))
    return BAD_TYPE


def _int_quotient(a: int, b: int) -> Value:
    q = abs(a) // abs(b)
    return _int(q if (a >= 0) == (b > 0) else -q)


def _int_remainder(a: int, b: int) -> Value:
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def power(a: Value, b: Value) -> Value:
    """Cypher's ``^`` (nGQL has no power operator; ``pow()`` is the function)."""
    if type(a) is Null or type(b) is Null or type(a) is Empty or type(b) is Empty:
        return _null_or_empty(a, b)
    if (type(a) is int or type(a) is float) and (type(b) is int or type(b) is float):
        try:
            return math.pow(float(a), float(b))
        except (OverflowError, ValueError):
            return math.nan
    return BAD_TYPE


def neg(a: Value) -> Value:
    if type(a) is int:
        return _int(-a)
    if type(a) is float:
        return -a
    if type(a) is Null:
        return a
    if type(a) is Empty:
        return EMPTY
    if type(a) is Duration:
        return Duration(-a.months, -a.seconds, -a.microseconds)
    return BAD_TYPE


def pos(a: Value) -> Value:
    t = type(a)
    if t in (int, float, Null, Empty, Duration):
        return a
    return BAD_TYPE


ARITHMETIC = {"+": add, "-": sub, "*": mul, "/": div, "%": mod, "^": power}

# --------------------------------------------------------------------------- temporal shifts

_US_PER_DAY = 86_400_000_000


def _days_in_month(year: int, month: int) -> int:
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return 29 if leap else 28
    return 31 if month in (1, 3, 5, 7, 8, 10, 12) else 30


def _add_months(year: int, month: int, day: int, months: int) -> tuple[int, int, int]:
    total = year * 12 + (month - 1) + months
    y, m = divmod(total, 12)
    m += 1
    return y, m, min(day, _days_in_month(y, m))


def _ordinal(y: int, m: int, d: int) -> int:
    """Days since 0001-01-01 (proleptic Gregorian), valid for any year."""
    y1 = y - 1
    days = y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400
    for mm in range(1, m):
        days += _days_in_month(y, mm)
    return days + d - 1


def _from_ordinal(n: int) -> tuple[int, int, int]:
    # 400-year cycles have 146097 days.
    cycles, n = divmod(n, 146097)
    y = cycles * 400 + 1
    while True:
        ylen = 366 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 365
        if n < ylen:
            break
        n -= ylen
        y += 1
    m = 1
    while n >= _days_in_month(y, m):
        n -= _days_in_month(y, m)
        m += 1
    return y, m, n + 1


def add_days(t: Date, days: int) -> Date:
    """``date + n``: the date ``n`` days later (earlier for a negative ``n``)."""
    return Date(*_from_ordinal(_ordinal(t.year, t.month, t.day) + days))


def days_in_month(year: int, month: int) -> int:
    """The month's length in the proleptic Gregorian calendar, for any year."""
    return _days_in_month(year, month)


def shift(t: Date | Time | DateTime, d: Duration, sign: int) -> Value:
    """``t ± d``: months first (day clamped to the month's end), then the seconds.

    A date ignores the part of the duration below a whole day; a time ignores months and
    days and wraps around midnight — as NebulaGraph does.
    """
    months = sign * d.months
    micros = sign * (d.seconds * 1_000_000 + d.microseconds)
    if isinstance(t, Time):
        us = (t.hour * 3600 + t.minute * 60 + t.second) * 1_000_000 + t.microsecond
        us = (us + micros) % _US_PER_DAY
        secs, micro = divmod(us, 1_000_000)
        return Time(secs // 3600, secs // 60 % 60, secs % 60, micro)
    y, m, day = _add_months(t.year, t.month, t.day, months)
    if isinstance(t, Date):
        days = int(micros / _US_PER_DAY)  # truncate toward zero
        return Date(*_from_ordinal(_ordinal(y, m, day) + days))
    us = (t.hour * 3600 + t.minute * 60 + t.second) * 1_000_000 + t.microsecond + micros
    days, us = divmod(us, _US_PER_DAY)
    secs, micro = divmod(us, 1_000_000)
    yy, mm, dd = _from_ordinal(_ordinal(y, m, day) + days)
    return DateTime(yy, mm, dd, secs // 3600, secs // 60 % 60, secs % 60, micro)


# --------------------------------------------------------------------------- value helpers


def is_error_null(v: Value) -> bool:
    """A typed null (``BAD_TYPE``, ``DIV_BY_ZERO`` …), i.e. NebulaGraph's ``isBadNull``."""
    return type(v) is Null and v.kind != "NULL"


def string_operands(a: Value, b: Value) -> tuple[str, str] | Null:
    """NebulaGraph's checks for ``=~``/CONTAINS/STARTS WITH/ENDS WITH: error nulls and
    non-strings give BAD_TYPE, NULL/EMPTY give NULL; both strings are returned as a pair."""
    if is_error_null(a) or is_error_null(b):
        return BAD_TYPE
    if type(a) is str and type(b) is str:
        return a, b
    ta, tb = type(a), type(b)
    if (ta is not str and ta is not Null and ta is not Empty) or (
        tb is not str and tb is not Null and tb is not Empty
    ):
        return BAD_TYPE
    return NULL


def edge_attr(edge: Edge, name: str) -> Value:
    """``edge.name``: ``_src``/``_dst`` in the direction walked, ``_rank``, ``_type``, else a property."""
    if name == "_src":
        return edge.from_vid
    if name == "_dst":
        return edge.to_vid
    if name == "_rank":
        return edge.rank or 0
    if name == "_type":
        return edge.type
    props = edge.props
    if props is None:
        return NULL
    return props.get(name, NULL)


__all__ = [
    "ARITHMETIC",
    "add",
    "div",
    "edge_attr",
    "is_error_null",
    "mod",
    "mul",
    "neg",
    "pos",
    "power",
    "shift",
    "string_operands",
    "sub",
    "to_text",
]
