"""Temporal built-ins: date(), time(), datetime(), timestamp(), duration(), now(), and
attribute access on temporal values (``date("2021-07-19").month``).

NebulaGraph's choices kept here: values are UTC (the server's default timezone); a string
that is not a valid date/time gives ``BAD_DATA``; ``datetime("2012-03-04T22:11")`` accepts
partial times; a duration keeps months apart from seconds (``duration({days: 30}) !=
duration({months: 1})``); attribute names are case-insensitive and an unknown one gives
``UNKNOWN_PROP``.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import re
from collections.abc import Callable, Sequence
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from r3.engine.evaluator_ops import days_in_month
from r3.engine.functions_core import ArgTypeError, CallEnv, Function, fn
from r3.values import (
    BAD_DATA,
    UNKNOWN_PROP,
    Date,
    DateTime,
    Duration,
    Map,
    Time,
    Value,
)
from r3.values.value_text import DURATION_PATTERN

_DATE = r"(?P<y>[+-]?\d{1,6})(?:-(?P<mo>\d{1,2})(?:-(?P<d>\d{1,2}))?)?"
_TIME = r"(?P<h>\d{1,2})(?::(?P<mi>\d{1,2})(?::(?P<s>\d{1,2})(?:\.(?P<f>\d{1,9}))?)?)?"
_TZ = r"(?P<tz>Z|[+-]\d{2}(?::?\d{2})?)?(?:\[(?P<zone>[^\[\]]+)\])?"
_DATE_RE = re.compile(rf"\s*{_DATE}\s*")
_TIME_RE = re.compile(rf"\s*{_TIME}{_TZ}\s*")
_DATETIME_RE = re.compile(rf"\s*{_DATE}(?:[T ]{_TIME})?{_TZ}\s*")
_DURATION_RE = re.compile(rf"\s*(?P<sign>-)?{DURATION_PATTERN}\s*")

#: NebulaGraph's DATE range (3.data-types/4.date-and-time.md).
DATE_YEAR_MIN, DATE_YEAR_MAX = -32768, 32767
_DATE_KEYS = ("year", "month", "day")
_TIME_KEYS = ("hour", "minute", "second", "millisecond", "microsecond")
_DURATION_KEYS = (
    "years",
    "months",
    "weeks",
    "days",
    "hours",
    "minutes",
    "seconds",
    "milliseconds",
    "microseconds",
)


Converter = Callable[[Value], "Value | None"]
"""A constructor's conversion of its argument; None for a type the constructor does not take."""


class _Bad(Exception):
    """An invalid date/time: the function returns BAD_DATA."""


def _micros(frac: str | None) -> int:
    return int((frac or "0").ljust(6, "0")[:6])


def _zone_offset(zone: str, local: _dt.datetime | None) -> _dt.timedelta:
    """The UTC offset of an IANA zone (``[Asia/Shanghai]``, 3.data-types/4.date-and-time.md:
    ``datetime("2017-03-04T22:30:40.003000[Asia/Shanghai]")`` is stored as
    ``2017-03-04T14:30:40.003000``) at ``local``; a time of day, which has no date, takes the
    zone's standard offset. An unknown zone (or no zone database) is BAD_DATA."""
    try:
        tz = ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError) as e:
        raise _Bad from e
    at = local if local is not None else _dt.datetime(2000, 1, 1)
    offset, dst = tz.utcoffset(at), tz.dst(at)
    if offset is None:
        raise _Bad
    return offset - (dst or _dt.timedelta()) if local is None else offset


def _offset(m: re.Match[str], local: _dt.datetime | None) -> _dt.timedelta:
    """The offset a parsed text names: ``+08:00``/``Z``, else its ``[zone]``, else UTC."""
    if m["tz"] or not m["zone"]:
        return _tz_offset(m["tz"])
    return _zone_offset(m["zone"], local)


def _tz_offset(tz: str | None) -> _dt.timedelta:
    if not tz or tz == "Z":
        return _dt.timedelta()
    sign = -1 if tz[0] == "-" else 1
    digits = tz[1:].replace(":", "")
    hours, minutes = int(digits[:2]), int(digits[2:4] or 0)
    return sign * _dt.timedelta(hours=hours, minutes=minutes)


def _check_date(y: int, mo: int, d: int) -> Date:
    """A valid date of NebulaGraph's range (3.data-types/4.date-and-time.md: ``-32768-01-01``
    to ``32767-12-31``; ``date("23333")`` is ``23333-01-01``), else BAD_DATA."""
    if not (DATE_YEAR_MIN <= y <= DATE_YEAR_MAX and 1 <= mo <= 12 and 1 <= d <= days_in_month(y, mo)):
        raise _Bad
    return Date(y, mo, d)


def _check_time(h: int, mi: int, s: int, us: int) -> tuple[int, int, int, int]:
    if not (0 <= h < 24 and 0 <= mi < 60 and 0 <= s < 60 and 0 <= us < 1_000_000):
        raise _Bad
    return h, mi, s, us


def _from_py(value: _dt.datetime) -> DateTime:
    return DateTime(
        value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond
    )


def parse_date(text: str) -> Date:
    m = _DATE_RE.fullmatch(text)
    if not m:
        raise _Bad
    return _check_date(int(m["y"]), int(m["mo"] or 1), int(m["d"] or 1))


def parse_time(text: str) -> Time:
    m = _TIME_RE.fullmatch(text)
    if not m:
        raise _Bad
    h, mi, s, us = _check_time(int(m["h"]), int(m["mi"] or 0), int(m["s"] or 0), _micros(m["f"]))
    offset = _offset(m, None)
    if offset:
        moved = _dt.datetime(2000, 1, 1, h, mi, s, us) - offset
        return Time(moved.hour, moved.minute, moved.second, moved.microsecond)
    return Time(h, mi, s, us)


def parse_datetime(text: str) -> DateTime:
    m = _DATETIME_RE.fullmatch(text)
    if not m:
        raise _Bad
    d = _check_date(int(m["y"]), int(m["mo"] or 1), int(m["d"] or 1))
    h, mi, s, us = _check_time(int(m["h"] or 0), int(m["mi"] or 0), int(m["s"] or 0), _micros(m["f"]))
    try:
        offset = _offset(m, _dt.datetime(d.year, d.month, d.day, h, mi, s, us) if m["zone"] else None)
    except (ValueError, OverflowError) as e:  # a year Python's calendar does not hold
        raise _Bad from e
    if offset:
        try:
            return _from_py(_dt.datetime(d.year, d.month, d.day, h, mi, s, us) - offset)
        except (ValueError, OverflowError) as e:  # a year Python's calendar does not hold
            raise _Bad from e
    return DateTime(d.year, d.month, d.day, h, mi, s, us)


def _map_fields(m: Map, allowed: tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for k, v in m.items():
        key = k.lower()
        if key not in allowed or type(v) is not int:
            raise _Bad
        out[key] = v
    return out


def _date_from_map(m: Map) -> Date:
    f = _map_fields(m, _DATE_KEYS)
    return _check_date(f.get("year", 1970), f.get("month", 1), f.get("day", 1))


def _time_fields(f: dict[str, int]) -> tuple[int, int, int, int]:
    us = f.get("millisecond", 0) * 1000 + f.get("microsecond", 0)
    return _check_time(f.get("hour", 0), f.get("minute", 0), f.get("second", 0), us)


def _time_from_map(m: Map) -> Time:
    return Time(*_time_fields(_map_fields(m, _TIME_KEYS)))


def _datetime_from_map(m: Map) -> DateTime:
    f = _map_fields(m, _DATE_KEYS + _TIME_KEYS)
    d = _check_date(f.get("year", 1970), f.get("month", 1), f.get("day", 1))
    return DateTime(d.year, d.month, d.day, *_time_fields(f))


def _now() -> _dt.datetime:
    return _dt.datetime.now(_dt.timezone.utc).replace(tzinfo=None)


def datetime_from_timestamp(seconds: int) -> DateTime:
    return _from_py(_dt.datetime(1970, 1, 1) + _dt.timedelta(seconds=seconds))


def timestamp_of(value: DateTime) -> int:
    delta = _dt.datetime(value.year, value.month, value.day, value.hour, value.minute, value.second) - (
        _dt.datetime(1970, 1, 1)
    )
    return delta.days * 86400 + delta.seconds


def _construct(
    args: Sequence[Value],
    now: Callable[[], Value] | None,
    convert: Converter,
    errors: tuple[type[Exception], ...] = (_Bad, OverflowError),
) -> Value:
    """The body every temporal constructor shares: no argument → ``now()``; otherwise
    ``convert`` picks the conversion for the argument's exact type. A value that is not a
    valid date/time gives BAD_DATA, an argument of a type the function does not take a type
    error."""
    try:
        if not args and now is not None:
            return now()
        converted = convert(args[0])
        if converted is not None:
            return converted
    except errors:
        return BAD_DATA
    raise ArgTypeError()


def _today() -> Date:
    n = _now()
    return Date(n.year, n.month, n.day)


def _time_now() -> Time:
    n = _now()
    return Time(n.hour, n.minute, n.second, n.microsecond)


def _date_from(v: Value) -> Value | None:
    if type(v) is str:
        return parse_date(v)
    if type(v) is Map:
        return _date_from_map(v)
    if type(v) is Date:
        return v
    if type(v) is DateTime:
        return Date(v.year, v.month, v.day)
    return None


def _time_from(v: Value) -> Value | None:
    if type(v) is str:
        return parse_time(v)
    if type(v) is Map:
        return _time_from_map(v)
    if type(v) is Time:
        return v
    if type(v) is DateTime:
        return Time(v.hour, v.minute, v.second, v.microsecond)
    return None


def _datetime_from(v: Value) -> Value | None:
    if type(v) is str:
        return parse_datetime(v)
    if type(v) is Map:
        return _datetime_from_map(v)
    if type(v) is int:
        return datetime_from_timestamp(v)
    if type(v) is DateTime:
        return v
    if type(v) is Date:
        return DateTime(v.year, v.month, v.day)
    return None


def _timestamp_from(v: Value) -> Value | None:
    if type(v) is int:
        return v
    if type(v) is str:
        return timestamp_of(parse_datetime(v))
    if type(v) is DateTime:
        return timestamp_of(v)
    return None


@fn("date", 0, 1, pure=False)
def _date(args: Sequence[Value], env: CallEnv) -> Value:
    return _construct(args, _today, _date_from)


@fn("time", 0, 1, pure=False)
def _time(args: Sequence[Value], env: CallEnv) -> Value:
    return _construct(args, _time_now, _time_from)


@fn("datetime", 0, 1, pure=False)
def _datetime(args: Sequence[Value], env: CallEnv) -> Value:
    return _construct(args, lambda: _from_py(_now()), _datetime_from)


@fn("timestamp", 0, 1, pure=False)
def _timestamp(args: Sequence[Value], env: CallEnv) -> Value:
    return _construct(args, lambda: timestamp_of(_from_py(_now())), _timestamp_from)


@fn("now", 0, pure=False)
def _now_fn(args: Sequence[Value], env: CallEnv) -> Value:
    return timestamp_of(_from_py(_now()))


def _duration_from_map(m: Map) -> Duration:
    f = _map_fields(m, _DURATION_KEYS)
    months = f.get("years", 0) * 12 + f.get("months", 0)
    seconds = (
        (f.get("weeks", 0) * 7 + f.get("days", 0)) * 86400
        + f.get("hours", 0) * 3600
        + f.get("minutes", 0) * 60
        + f.get("seconds", 0)
    )
    micros = f.get("milliseconds", 0) * 1000 + f.get("microseconds", 0)
    extra, micros = divmod(micros, 1_000_000)
    return Duration(months, seconds + extra, micros)


def parse_duration(text: str) -> Duration:
    m = _DURATION_RE.fullmatch(text)
    if not m or text.strip() in ("P", "-P") or text.strip().endswith("T"):
        raise _Bad
    g = {k: v for k, v in m.groupdict().items() if v is not None and k != "sign"}
    sign = -1 if m["sign"] else 1
    months = int(g.get("Y", 0)) * 12 + int(g.get("M", 0))
    sec_text = g.get("S", "0")
    whole, _, frac = sec_text.partition(".")
    seconds = (
        (int(g.get("W", 0)) * 7 + int(g.get("D", 0))) * 86400
        + int(g.get("H", 0)) * 3600
        + int(g.get("MI", 0)) * 60
        + int(whole)
    )
    micros = _micros(frac) if frac else 0
    if whole.startswith("-"):
        micros = -micros
    return Duration(sign * months, sign * seconds, sign * micros)


def _duration_from(v: Value) -> Value | None:
    if type(v) is Map:
        return _duration_from_map(v)
    if type(v) is str:
        return parse_duration(v)
    if type(v) is Duration:
        return v
    return None


@fn("duration", 1)
def _duration(args: Sequence[Value], env: CallEnv) -> Value:
    return _construct(args, None, _duration_from, errors=(_Bad, ValueError))


# --------------------------------------------------------------------------- attributes

_ATTRS: dict[type, tuple[str, ...]] = {
    Date: ("year", "month", "day"),
    Time: ("hour", "minute", "second", "millisecond", "microsecond"),
    DateTime: ("year", "month", "day", "hour", "minute", "second", "millisecond", "microsecond"),
}


def temporal_attribute(value: Date | Time | DateTime | Duration, name: str) -> Value:
    """``value.name`` for a date/time value, case-insensitive; ``UNKNOWN_PROP`` otherwise."""
    key = name.lower()
    allowed = _ATTRS.get(type(value), ())
    if key not in allowed:
        return UNKNOWN_PROP
    if key == "millisecond" and isinstance(value, (Time, DateTime)):
        return value.microsecond // 1000
    if key == "microsecond" and isinstance(value, (Time, DateTime)):
        return value.microsecond % 1000
    return int(dataclasses.asdict(value)[key])


FUNCTIONS: list[Function] = [_date, _time, _datetime, _timestamp, _now_fn, _duration]

__all__ = [
    "FUNCTIONS",
    "datetime_from_timestamp",
    "parse_date",
    "parse_datetime",
    "parse_duration",
    "parse_time",
    "temporal_attribute",
    "timestamp_of",
]
