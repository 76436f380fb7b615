"""S2 cell ids of points (S2_CellIdFromPoint), computed as the S2 geometry library does.

Why a port and not a dependency: one function of S2 is needed — point → face, (u, v) with the
quadratic projection, (i, j) on the 2^30 grid, then the Hilbert-curve position through S2's
4-bit lookup table — and the result must be bit-exact with NebulaGraph's, which returns the id
as a signed int64.
"""

from __future__ import annotations

import math
from functools import cache

MAX_LEVEL = 30
_LOOKUP_BITS = 4
_SWAP, _INVERT = 1, 2
_LIMIT_IJ = 1 << MAX_LEVEL
_POS_TO_IJ = ((0, 1, 3, 2), (0, 2, 3, 1), (3, 2, 0, 1), (3, 1, 0, 2))
_POS_TO_ORIENTATION = (_SWAP, 0, 0, _INVERT | _SWAP)


@cache
def _lookup_pos() -> list[int]:
    table = [0] * (1 << (2 * _LOOKUP_BITS + 2))

    def init(level: int, i: int, j: int, orig: int, pos: int, orientation: int) -> None:
        if level == _LOOKUP_BITS:
            ij = (i << _LOOKUP_BITS) + j
            table[(ij << 2) + orig] = (pos << 2) + orientation
            return
        level, i, j, pos = level + 1, i << 1, j << 1, pos << 2
        r = _POS_TO_IJ[orientation]
        for k in range(4):
            init(level, i + (r[k] >> 1), j + (r[k] & 1), orig, pos + k, orientation ^ _POS_TO_ORIENTATION[k])

    for orientation in (0, _SWAP, _INVERT, _SWAP | _INVERT):
        init(0, 0, 0, orientation, 0, orientation)
    return table


def _face_uv(x: float, y: float, z: float) -> tuple[int, float, float]:
    axis = max(range(3), key=lambda k: abs((x, y, z)[k]))
    face = axis + (3 if (x, y, z)[axis] < 0 else 0)
    if face == 0:
        return face, y / x, z / x
    if face == 1:
        return face, -x / y, z / y
    if face == 2:
        return face, -x / z, -y / z
    if face == 3:
        return face, z / x, y / x
    if face == 4:
        return face, z / y, -x / y
    return face, -y / z, -x / z


def _uv_to_st(u: float) -> float:
    return 0.5 * math.sqrt(1 + 3 * u) if u >= 0 else 1 - 0.5 * math.sqrt(1 - 3 * u)


def _st_to_ij(s: float) -> int:
    # lround: half away from zero
    v = _LIMIT_IJ * s - 0.5
    r = math.floor(v + 0.5) if v >= 0 else math.ceil(v - 0.5)
    return max(0, min(_LIMIT_IJ - 1, int(r)))


def cell_id(lon: float, lat: float, level: int = MAX_LEVEL) -> int:
    """The id of the level-``level`` cell holding the point, as a signed int64 (NebulaGraph's)."""
    phi, theta = math.radians(lat), math.radians(lon)
    x, y, z = math.cos(theta) * math.cos(phi), math.sin(theta) * math.cos(phi), math.sin(phi)
    face, u, v = _face_uv(x, y, z)
    i, j = _st_to_ij(_uv_to_st(u)), _st_to_ij(_uv_to_st(v))
    table = _lookup_pos()
    n = face << 60
    bits = face & _SWAP
    mask = (1 << _LOOKUP_BITS) - 1
    for k in range(7, -1, -1):
        bits += ((i >> (k * _LOOKUP_BITS)) & mask) << (_LOOKUP_BITS + 2)
        bits += ((j >> (k * _LOOKUP_BITS)) & mask) << 2
        bits = table[bits]
        n |= (bits >> 2) << (k * 2 * _LOOKUP_BITS)
        bits &= _SWAP | _INVERT
    cid = n * 2 + 1
    lsb = 1 << (2 * (MAX_LEVEL - level))
    cid = (cid & -lsb & ((1 << 64) - 1)) | lsb
    return cid - (1 << 64) if cid >= 1 << 63 else cid
