"""Math built-ins: abs, floor/ceil/round, sqrt & co, pow, trigonometry, rand*, bit_*, sign.

NebulaGraph's choices kept here: ``floor``/``ceil``/``round`` return floats; ``pow`` of two
ints is an int; a domain error (``sqrt(-1)``, ``log(0)``) gives NaN/-inf rather than an
error; ``round(x, d, mode)`` rounds the *decimal text* of ``x`` (``round(-1.35, 1,
"half_down")`` is ``-1.3``) while the two-argument form rounds half away from zero on the
binary value like ``std::round``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from decimal import (
    ROUND_CEILING,
    ROUND_DOWN,
    ROUND_FLOOR,
    ROUND_HALF_DOWN,
    ROUND_HALF_EVEN,
    ROUND_HALF_UP,
    ROUND_UP,
    Decimal,
    InvalidOperation,
)

from r3.engine.functions_core import (
    ArgTypeError,
    CallEnv,
    Function,
    fn,
    need_int,
    need_num,
    need_str,
)
from r3.values import BAD_DATA, ERR_OVERFLOW, Value
from r3.values.value_model import INT64_MAX, INT64_MIN

_ROUND_MODES = {
    "up": ROUND_UP,
    "down": ROUND_DOWN,
    "ceiling": ROUND_CEILING,
    "floor": ROUND_FLOOR,
    "half_up": ROUND_HALF_UP,
    "half_down": ROUND_HALF_DOWN,
    "half_even": ROUND_HALF_EVEN,
}


def _int_or_overflow(r: int) -> Value:
    return r if INT64_MIN <= r <= INT64_MAX else ERR_OVERFLOW


@fn("abs", 1)
def _abs(args: Sequence[Value], env: CallEnv) -> Value:
    x = need_num(args[0])
    if type(x) is int:
        return _int_or_overflow(abs(x))
    return abs(x)


def _float_fn(name: str, body: Callable[[float], float]) -> Function:
    def impl(args: Sequence[Value], env: CallEnv) -> Value:
        x = float(need_num(args[0]))
        try:
            return float(body(x))
        except (ValueError, OverflowError):
            return _domain_result(name, x)

    return Function(name, impl, 1, 1)


def _domain_result(name: str, x: float) -> float:
    """What C's libm returns where Python raises: -inf for log(0), inf on overflow, else NaN."""
    if name.startswith("log") and x == 0:
        return -math.inf
    if name in ("exp", "exp2") and x > 0:
        return math.inf
    return math.nan


def _cbrt(x: float) -> float:
    native = getattr(math, "cbrt", None)
    if native is not None:
        return float(native(x))
    r = math.copysign(abs(x) ** (1.0 / 3.0), x)
    if r:
        r -= (r * r * r - x) / (3 * r * r)  # one Newton step fixes the last bits
    return r


def _std_round(x: float) -> float:
    """C's ``round``: half away from zero on the binary value."""
    t = float(math.trunc(x))
    if abs(x - t) >= 0.5:
        t += math.copysign(1.0, x)
    return t


@fn("round", 1, 3)
def _round(args: Sequence[Value], env: CallEnv) -> Value:
    x = float(need_num(args[0]))
    digits = need_int(args[1]) if len(args) > 1 else 0
    if len(args) > 2:
        mode = _ROUND_MODES.get(need_str(args[2]).lower())
        if mode is None:
            raise ArgTypeError()
        if math.isnan(x) or math.isinf(x):
            return x
        try:
            q = Decimal(repr(x)).quantize(Decimal(1).scaleb(-digits), rounding=mode)
        except InvalidOperation:
            return BAD_DATA
        return float(q)
    if math.isnan(x) or math.isinf(x):
        return x
    factor = 10.0**digits
    scaled = x * factor
    if math.isinf(scaled):
        return x
    return _std_round(scaled) / factor


@fn("pow", 2)
def _pow(args: Sequence[Value], env: CallEnv) -> Value:
    base, exp = need_num(args[0]), need_num(args[1])
    try:
        r = math.pow(float(base), float(exp))
    except OverflowError:
        r = math.inf
    except ValueError:
        return math.nan
    if type(base) is int and type(exp) is int:
        if math.isinf(r) or math.isnan(r) or not INT64_MIN <= r <= INT64_MAX:
            return ERR_OVERFLOW
        return int(base**exp) if exp >= 0 else int(r)
    return r


@fn("hypot", 2)
def _hypot(args: Sequence[Value], env: CallEnv) -> Value:
    return math.hypot(float(need_num(args[0])), float(need_num(args[1])))


@fn("sign", 1)
def _sign(args: Sequence[Value], env: CallEnv) -> Value:
    x = need_num(args[0])
    return (x > 0) - (x < 0)


@fn("e", 0)
def _e(args: Sequence[Value], env: CallEnv) -> Value:
    return math.e


@fn("pi", 0)
def _pi(args: Sequence[Value], env: CallEnv) -> Value:
    return math.pi


@fn("rand", 0, pure=False)
def _rand(args: Sequence[Value], env: CallEnv) -> Value:
    return random.random()


def _rand_int(name: str, lo_default: int, hi_default: int) -> Function:
    def impl(args: Sequence[Value], env: CallEnv) -> Value:
        lo, hi = lo_default, hi_default
        if len(args) == 1:
            lo, hi = 0, need_int(args[0])
        elif len(args) == 2:
            lo, hi = need_int(args[0]), need_int(args[1])
        if hi <= lo:
            return BAD_DATA
        return random.randrange(lo, hi)

    return Function(name, impl, 0, 2, True, False)


def _bit(name: str, op: Callable[[int, int], int]) -> Function:
    def impl(args: Sequence[Value], env: CallEnv) -> Value:
        return op(need_int(args[0]), need_int(args[1]))

    return Function(name, impl, 2, 2)


FUNCTIONS: list[Function] = [
    _abs,
    _float_fn("floor", lambda x: float(math.floor(x)) if math.isfinite(x) else x),
    _float_fn("ceil", lambda x: float(math.ceil(x)) if math.isfinite(x) else x),
    _round,
    _float_fn("sqrt", math.sqrt),
    _float_fn("cbrt", _cbrt),
    _hypot,
    _pow,
    _float_fn("exp", math.exp),
    _float_fn("exp2", lambda x: 2.0**x),
    _float_fn("log", math.log),
    _float_fn("log2", math.log2),
    _float_fn("log10", math.log10),
    _float_fn("sin", math.sin),
    _float_fn("asin", math.asin),
    _float_fn("cos", math.cos),
    _float_fn("acos", math.acos),
    _float_fn("tan", math.tan),
    _float_fn("atan", math.atan),
    _float_fn("radians", math.radians),
    _float_fn("degrees", math.degrees),
    _sign,
    _e,
    _pi,
    _rand,
    _rand_int("rand32", -(2**31), 2**31 - 1),
    _rand_int("rand64", INT64_MIN, INT64_MAX),
    _bit("bit_and", lambda a, b: a & b),
    _bit("bit_or", lambda a, b: a | b),
    _bit("bit_xor", lambda a, b: a ^ b),
]

__all__ = ["FUNCTIONS"]
