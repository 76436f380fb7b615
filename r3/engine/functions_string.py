"""String built-ins, type conversions (toString, toInteger, …), hash, json_extract, coalesce.

NebulaGraph's choices kept here: ``length``/``size`` of a string count UTF-8 *bytes* (the
server measures ``std::string::size()``); ``hash`` is libstdc++'s ``std::hash`` (MurmurHash2
64-bit over the bytes; ints hash to themselves), so results match the server's numbers;
``toBoolean(1)`` / ``toInteger(true)`` are type errors, unparsable strings give NULL;
``json_extract`` keeps two levels of objects and drops arrays.
"""

from __future__ import annotations

import json
import re
import struct
from collections.abc import Sequence

from r3.engine.evaluator_ops import to_text
from r3.engine.functions_core import (
    TYPE_ERROR,
    ArgTypeError,
    CallEnv,
    Function,
    alias,
    fn,
    need_int,
    need_str,
)
from r3.engine.limits import (
    charge_bytes,
    check_string_length,
    compile_pattern,
    list_bytes,
    regex_findall,
    string_bytes,
)
from r3.values import (
    BAD_DATA,
    EMPTY,
    NULL,
    Empty,
    List,
    Map,
    Null,
    Path,
    Set,
    Value,
    render,
)
from r3.values.value_model import INT64_MAX, INT64_MIN

_WS = " \t\n\r\f\v"


@fn("lower", 1)
def _lower(args: Sequence[Value], env: CallEnv) -> Value:
    return need_str(args[0]).lower()


@fn("upper", 1)
def _upper(args: Sequence[Value], env: CallEnv) -> Value:
    return need_str(args[0]).upper()


@fn("length", 1)
def _length(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is str:
        return len(v.encode("utf-8"))
    if type(v) is Path:
        return len(v)
    raise ArgTypeError()


@fn("trim", 1)
def _trim(args: Sequence[Value], env: CallEnv) -> Value:
    return need_str(args[0]).strip(_WS)


@fn("ltrim", 1)
def _ltrim(args: Sequence[Value], env: CallEnv) -> Value:
    return need_str(args[0]).lstrip(_WS)


@fn("rtrim", 1)
def _rtrim(args: Sequence[Value], env: CallEnv) -> Value:
    return need_str(args[0]).rstrip(_WS)


@fn("left", 2)
def _left(args: Sequence[Value], env: CallEnv) -> Value:
    s, n = need_str(args[0]), need_int(args[1])
    return BAD_DATA if n < 0 else s[:n]


@fn("right", 2)
def _right(args: Sequence[Value], env: CallEnv) -> Value:
    s, n = need_str(args[0]), need_int(args[1])
    if n < 0:
        return BAD_DATA
    return s[len(s) - n :] if n < len(s) else s


def _pad(name: str, left: bool) -> Function:
    def impl(args: Sequence[Value], env: CallEnv) -> Value:
        s, size, pad = need_str(args[0]), need_int(args[1]), need_str(args[2])
        if size < 0:
            return BAD_DATA
        if size <= len(s) or not pad:
            return s[:size]
        check_string_length(size, f"the result of {name}()")
        charge_bytes(env.ctx, string_bytes(size))
        fill = (pad * (size // len(pad) + 1))[: size - len(s)]
        return fill + s if left else s + fill

    return Function(name, impl, 3, 3)


@fn("substr", 2, 3)
def _substr(args: Sequence[Value], env: CallEnv) -> Value:
    s, start = need_str(args[0]), need_int(args[1])
    length = need_int(args[2]) if len(args) > 2 else None
    if start < 0 or (length is not None and length < 0):
        return BAD_DATA
    return s[start:] if length is None else s[start : start + length]


@fn("replace", 3)
def _replace(args: Sequence[Value], env: CallEnv) -> Value:
    s, old, new = need_str(args[0]), need_str(args[1]), need_str(args[2])
    if len(new) > len(old):
        hits = s.count(old) if old else len(s) + 1
        size = len(s) + hits * (len(new) - len(old))
        check_string_length(size, "the result of replace()")
        charge_bytes(env.ctx, string_bytes(size))
    return s.replace(old, new)


@fn("split", 2)
def _split(args: Sequence[Value], env: CallEnv) -> Value:
    s, sep = need_str(args[0]), need_str(args[1])
    if not sep:
        return BAD_DATA
    return List(s.split(sep))


@fn("reverse", 1)
def _reverse(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is str:
        return v[::-1]
    if type(v) is List:
        return List(reversed(v.items))
    raise ArgTypeError()


@fn("concat", 1, None)
def _concat(args: Sequence[Value], env: CallEnv) -> Value:
    parts = [to_text(a) for a in args]
    _check_joined(env, parts, 0)
    return "".join(parts)


def _check_joined(env: CallEnv, parts: Sequence[str], sep: int) -> None:
    size = sum(map(len, parts)) + sep * max(0, len(parts) - 1)
    check_string_length(size, "a concatenated string")
    charge_bytes(env.ctx, string_bytes(size))


@fn("concat_ws", 2, None, propagate_null=False)
def _concat_ws(args: Sequence[Value], env: CallEnv) -> Value:
    sep = args[0]
    if type(sep) is Null or type(sep) is Empty:
        return NULL
    sep_text = need_str(sep)
    parts = [to_text(a) for a in args[1:] if type(a) is not Null and type(a) is not Empty]
    _check_joined(env, parts, len(sep_text))
    return sep_text.join(parts)


@fn("strcasecmp", 2)
def _strcasecmp(args: Sequence[Value], env: CallEnv) -> Value:
    a = need_str(args[0]).lower().encode("utf-8")
    b = need_str(args[1]).lower().encode("utf-8")
    for x, y in zip(a, b, strict=False):
        if x != y:
            return x - y
    if len(a) == len(b):
        return 0
    return a[len(b)] if len(a) > len(b) else -b[len(a)]


@fn("extract", 2)
def _extract(args: Sequence[Value], env: CallEnv) -> Value:
    s, pattern = need_str(args[0]), need_str(args[1])
    compiled = compile_pattern(pattern)  # ``regex`` with a time limit, see r3.engine.limits
    if compiled is None:
        return BAD_DATA
    found = regex_findall(compiled, s, env.ctx)
    charge_bytes(env.ctx, list_bytes(len(found)))
    return List(found)


# --------------------------------------------------------------------------- conversions

_INT_TEXT = re.compile(r"\s*[+-]?\d+")
_FLOAT_TEXT = re.compile(r"\s*[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)")


def float_to_int(f: float, overflow: Value = NULL) -> Value:
    """``f`` truncated to an INT64: NULL for NaN and infinities, ``overflow`` out of range
    (``toInteger`` gives NULL, a ``(int)`` cast ERR_OVERFLOW)."""
    if f != f or f in (float("inf"), float("-inf")):
        return NULL
    n = int(f)
    return n if INT64_MIN <= n <= INT64_MAX else overflow


def text_to_int(s: str) -> Value:
    """``toInteger("…")``: an integer, or a float truncated (``"3.14"`` → 3, ``"1e3"`` → 1000)."""
    if _INT_TEXT.fullmatch(s):
        n = int(s)
        return n if INT64_MIN <= n <= INT64_MAX else NULL
    f = text_to_float(s)
    return float_to_int(f) if type(f) is float else NULL


def text_to_float(s: str) -> Value:
    """``toFloat("…")``: the number the text spells, or NULL."""
    if _FLOAT_TEXT.fullmatch(s):
        return float(s)
    return NULL


def text_to_bool(s: str) -> Value:
    low = s.strip().lower()
    if low == "true":
        return True
    if low == "false":
        return False
    return NULL


@fn("toString", 1)
def _to_string(args: Sequence[Value], env: CallEnv) -> Value:
    return to_text(args[0])


# The conversions below take the argument's exact type (a bool is no int); any other type is
# a TYPE_ERROR.


@fn("toBoolean", 1)
def _to_boolean(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is bool:
        return v
    if type(v) is str:
        return text_to_bool(v)
    raise ArgTypeError(TYPE_ERROR)


@fn("toFloat", 1)
def _to_float(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is float or type(v) is int:
        return float(v)
    if type(v) is str:
        return text_to_float(v)
    raise ArgTypeError(TYPE_ERROR)


@fn("toInteger", 1)
def _to_integer(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is int:
        return v
    if type(v) is float:
        return float_to_int(v)
    if type(v) is str:
        return text_to_int(v)
    raise ArgTypeError(TYPE_ERROR)


@fn("toSet", 1)
def _to_set(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is List or type(v) is Set:
        return Set(v)
    raise ArgTypeError()


@fn("coalesce", 1, None, propagate_null=False)
def _coalesce(args: Sequence[Value], env: CallEnv) -> Value:
    """The first argument that is not NULL; one list argument is searched item by item
    (6.functions-and-expressions/6.list.md: "coalesce(list) returns the first not null value
    in a list", ``coalesce([NULL, 4923, …])`` is 4923)."""
    if len(args) == 1 and type(args[0]) is List:
        args = args[0].items
    for a in args:
        if type(a) is not Null and type(a) is not Empty:
            return a
    return NULL


# --------------------------------------------------------------------------- hash

_M64 = 0xFFFFFFFFFFFFFFFF
_MUL = ((0xC6A4A793 << 32) + 0x5BD1E995) & _M64
_SEED = 0xC70F6907


def _shift_mix(v: int) -> int:
    return v ^ (v >> 47)


def hash_bytes(data: bytes) -> int:
    """libstdc++'s ``std::_Hash_bytes`` (64-bit MurmurHash2 variant), as a signed int64."""
    n = len(data)
    aligned = n & ~7
    h = (_SEED ^ (n * _MUL)) & _M64
    for i in range(0, aligned, 8):
        d = int.from_bytes(data[i : i + 8], "little")
        d = (_shift_mix((d * _MUL) & _M64) * _MUL) & _M64
        h = ((h ^ d) * _MUL) & _M64
    if n & 7:
        h = ((h ^ int.from_bytes(data[aligned:], "little")) * _MUL) & _M64
    return _signed64(_shift_mix((_shift_mix(h) * _MUL) & _M64))


def _signed64(h: int) -> int:
    """An unsigned 64-bit hash as the signed int64 NebulaGraph returns."""
    h &= _M64
    return h - (1 << 64) if h >= 1 << 63 else h


def hash_value(v: Value) -> int:
    """``std::hash<nebula::Value>`` of one value, as a signed int64.

    6.functions-and-expressions/16.type-conversion.md: ``hash(NULL)`` is -1 (the NULL value's
    hash is ``~0``) and ``hash([1,2,3])`` is 11093822460243: a list folds its items' hashes
    the boost way, ``seed ^= h + 0x9e3779b9 + (seed << 6) + (seed >> 2)`` from seed 0.
    """
    if type(v) is int:
        return v
    if type(v) is bool:
        return int(v)
    if type(v) is float:
        return 0 if v == 0 else hash_bytes(struct.pack("<d", v))
    if type(v) is str:
        return hash_bytes(v.encode("utf-8"))
    if type(v) is Null:
        return -1
    if type(v) is List:
        seed = 0
        for item in v.items:
            seed ^= ((hash_value(item) & _M64) + 0x9E3779B9 + (seed << 6) + (seed >> 2)) & _M64
        return _signed64(seed)
    return hash_bytes(render(v).encode("utf-8"))


@fn("hash", 1, propagate_null=False)
def _hash(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is Empty:
        return EMPTY
    return hash_value(v)


# --------------------------------------------------------------------------- json


def _json_value(v: object, depth: int) -> Value | None:
    """A JSON value as NebulaGraph's json_extract keeps it; None = dropped."""
    if v is None:
        return NULL
    if isinstance(v, bool | int | str):
        if isinstance(v, int) and not isinstance(v, bool) and not INT64_MIN <= v <= INT64_MAX:
            return float(v)
        return v
    if isinstance(v, float):
        return v
    if isinstance(v, dict):
        if depth >= 2:
            return None  # the server keeps only two levels of objects
        return _json_map(v, depth + 1)
    return None  # arrays are not supported by the server and are left out


def _json_map(obj: dict[str, object], depth: int) -> Map:
    items = []
    for k, raw in obj.items():
        val = _json_value(raw, depth)
        if val is not None:
            items.append((k, val))
    return Map(items)


@fn("json_extract", 1)
def _json_extract(args: Sequence[Value], env: CallEnv) -> Value:
    text = need_str(args[0])
    try:
        obj = json.loads(text)
    except ValueError:
        return BAD_DATA
    if not isinstance(obj, dict):
        return BAD_DATA
    return _json_map(obj, 1)


FUNCTIONS: list[Function] = [
    _lower,
    alias(_lower, "toLower"),
    _upper,
    alias(_upper, "toUpper"),
    _length,
    _trim,
    _ltrim,
    _rtrim,
    _left,
    _right,
    _pad("lpad", True),
    _pad("rpad", False),
    _substr,
    alias(_substr, "substring"),
    _replace,
    _split,
    _reverse,
    _concat,
    _concat_ws,
    _strcasecmp,
    _extract,
    _to_string,
    _to_boolean,
    _to_float,
    _to_integer,
    alias(_to_integer, "toInt"),
    _to_set,
    _coalesce,
    _hash,
    _json_extract,
]

__all__ = ["FUNCTIONS", "float_to_int", "hash_bytes", "text_to_bool", "text_to_float", "text_to_int"]
