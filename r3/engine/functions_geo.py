"""Geography built-ins: ST_GeogFromText, ST_ASText, ST_Point, ST_IsValid, ST_Intersects,
ST_Covers, ST_CoveredBy, ST_DWithin, ST_Distance, ST_Centroid, ST_ASBinary, ST_GeogFromWKB,
S2_CellIdFromPoint.

Values are normalised WKT text (see :mod:`r3.engine.geo` for why and for the geometry's
limits). A text that is not WKT gives BAD_DATA, as NebulaGraph's parsers answer;
S2_CoveringCellIds (S2's region coverer) is not implemented.
"""

from __future__ import annotations

from collections.abc import Sequence

from r3.engine import geo, s2cell
from r3.engine.functions_core import ArgTypeError, CallEnv, Function, fn, need_int, need_num, need_str
from r3.values import BAD_DATA, Value


def _shape(v: Value) -> geo.Shape:
    text = need_str(v)
    try:
        return geo.parse_wkt(text)
    except ValueError:
        raise ArgTypeError() from None


@fn("ST_GeogFromText", 1)
def _from_text(args: Sequence[Value], env: CallEnv) -> Value:
    try:
        return geo.normalise(need_str(args[0]))
    except ValueError:
        return BAD_DATA


@fn("ST_ASText", 1)
def _as_text(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.to_wkt(_shape(args[0]))


@fn("ST_Point", 2)
def _point(args: Sequence[Value], env: CallEnv) -> Value:
    x, y = float(need_num(args[0])), float(need_num(args[1]))
    return geo.to_wkt(geo.Shape("point", (((x, y),),)))


@fn("ST_IsValid", 1)
def _is_valid(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.is_valid(_shape(args[0]))


@fn("ST_Intersects", 2)
def _intersects(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.intersects(_shape(args[0]), _shape(args[1]))


@fn("ST_Covers", 2)
def _covers(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.covers(_shape(args[0]), _shape(args[1]))


@fn("ST_CoveredBy", 2)
def _covered_by(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.covers(_shape(args[1]), _shape(args[0]))


@fn("ST_Distance", 2)
def _distance(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.distance_m(_shape(args[0]), _shape(args[1]))


@fn("ST_DWithin", 3, 4)
def _dwithin(args: Sequence[Value], env: CallEnv) -> Value:
    d = geo.distance_m(_shape(args[0]), _shape(args[1]))
    limit = float(need_num(args[2]))
    exclusive = len(args) > 3 and args[3] is True
    return d < limit if exclusive else d <= limit


@fn("ST_Centroid", 1)
def _centroid(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.to_wkt(geo.centroid(_shape(args[0])))


@fn("S2_CellIdFromPoint", 1, 2)
def _cell_id(args: Sequence[Value], env: CallEnv) -> Value:
    shape = _shape(args[0])
    level = need_int(args[1]) if len(args) > 1 else s2cell.MAX_LEVEL
    if shape.kind != "point" or not 0 <= level <= s2cell.MAX_LEVEL:
        return BAD_DATA
    lon, lat = shape.rings[0][0]
    return s2cell.cell_id(lon, lat, level)


@fn("ST_ASBinary", 1)
def _as_binary(args: Sequence[Value], env: CallEnv) -> Value:
    return geo.to_wkb_hex(_shape(args[0]))


@fn("ST_GeogFromWKB", 1)
def _from_wkb(args: Sequence[Value], env: CallEnv) -> Value:
    try:
        return geo.to_wkt(geo.from_wkb_hex(need_str(args[0])))
    except (ValueError, IndexError):
        return BAD_DATA


FUNCTIONS: list[Function] = [
    _from_text,
    _as_text,
    _point,
    _is_valid,
    _intersects,
    _covers,
    _covered_by,
    _distance,
    _dwithin,
    _centroid,
    _cell_id,
    _as_binary,
    _from_wkb,
]

__all__ = ["FUNCTIONS"]
