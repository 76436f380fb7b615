"""Geography values (points, line strings, polygons in WKT) and the geometry NebulaGraph's ST_* use.

Why WKT text as the value: the engine's value model has no geography type yet, and NebulaGraph
prints a geography as its WKT (``POINT(3 8)``), so a normalised WKT string is what a property
holds and what the ST_* functions take and return. Coordinates are ``(longitude, latitude)``
in degrees.

Geometry: NebulaGraph computes on the sphere with S2. Here predicates (intersects, covers) are
planar on (lon, lat) — the same answers for the small shapes of the TCK and the manual, not
for shapes crossing the antimeridian or near a pole — and distances are great-circle metres on
S2's earth radius (``S2Earth::RadiusMeters``, 6371010 m).
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass

#: S2Earth::RadiusMeters(), the radius NebulaGraph's ST_Distance uses.
EARTH_RADIUS_M = 6371010.0
_EPS = 1e-12

Coord = tuple[float, float]


@dataclass(frozen=True)
class Shape:
    """One geography: ``kind`` is point / linestring / polygon; ``rings`` its coordinate lists
    (a point: one list of one coordinate; a line string: one list; a polygon: its rings)."""

    kind: str
    rings: tuple[tuple[Coord, ...], ...]

    @property
    def points(self) -> list[Coord]:
        return [c for ring in self.rings for c in ring]


_HEAD = re.compile(r"^\s*(POINT|LINESTRING|POLYGON)\s*\((.*)\)\s*$", re.IGNORECASE | re.DOTALL)
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_COORD = re.compile(rf"^\s*({_NUMBER})\s+({_NUMBER})\s*$")


def _coords(text: str) -> tuple[Coord, ...]:
    out = []
    for part in text.split(","):
        m = _COORD.match(part)
        if m is None:
            raise ValueError(f"bad coordinate {part!r}")
        out.append((float(m.group(1)), float(m.group(2))))
    return tuple(out)


def parse_wkt(text: str) -> Shape:
    """The shape of a WKT text; ValueError when it is not a point, line string or polygon."""
    m = _HEAD.match(text)
    if m is None:
        raise ValueError(f"not a WKT geography: {text!r}")
    kind, body = m.group(1).lower(), m.group(2)
    if kind == "point":
        coords = _coords(body)
        if len(coords) != 1:
            raise ValueError("a point has one coordinate")
        return Shape(kind, (coords,))
    if kind == "linestring":
        return Shape(kind, (_coords(body),))
    rings = re.findall(r"\(([^()]*)\)", body)
    if not rings or re.sub(r"\([^()]*\)", "", body).strip(" ,\t\n"):
        raise ValueError("bad polygon rings")
    return Shape(kind, tuple(_coords(r) for r in rings))


def _num(x: float) -> str:
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def _ring_text(ring: tuple[Coord, ...]) -> str:
    return ", ".join(f"{_num(x)} {_num(y)}" for x, y in ring)


def to_wkt(shape: Shape) -> str:
    """NebulaGraph's WKT of ``shape``: ``POINT(3 8)``, ``LINESTRING(3 8, 4.7 73.23)``, ``POLYGON((…), (…))``."""
    if shape.kind == "point":
        return f"POINT({_ring_text(shape.rings[0])})"
    if shape.kind == "linestring":
        return f"LINESTRING({_ring_text(shape.rings[0])})"
    return "POLYGON(" + ", ".join(f"({_ring_text(r)})" for r in shape.rings) + ")"


def normalise(text: str) -> str:
    return to_wkt(parse_wkt(text))


def to_wkb_hex(shape: Shape) -> str:
    """Little-endian WKB, upper-case hex (NebulaGraph's ST_ASBinary)."""
    code = {"point": 1, "linestring": 2, "polygon": 3}[shape.kind]
    out = struct.pack("<BI", 1, code)
    if shape.kind == "point":
        out += struct.pack("<dd", *shape.rings[0][0])
    elif shape.kind == "linestring":
        out += struct.pack("<I", len(shape.rings[0])) + b"".join(
            struct.pack("<dd", *c) for c in shape.rings[0]
        )
    else:
        out += struct.pack("<I", len(shape.rings))
        for ring in shape.rings:
            out += struct.pack("<I", len(ring)) + b"".join(struct.pack("<dd", *c) for c in ring)
    return out.hex().upper()


def from_wkb_hex(text: str) -> Shape:
    data = bytes.fromhex(text)
    order = "<" if data[0] == 1 else ">"
    (code,) = struct.unpack_from(order + "I", data, 1)
    pos = 5

    def coords(n: int) -> tuple[Coord, ...]:
        nonlocal pos
        out = [struct.unpack_from(order + "dd", data, pos + 16 * i) for i in range(n)]
        pos += 16 * n
        return tuple((float(a), float(b)) for a, b in out)

    def count() -> int:
        nonlocal pos
        (n,) = struct.unpack_from(order + "I", data, pos)
        pos += 4
        return int(n)

    if code == 1:
        return Shape("point", (coords(1),))
    if code == 2:
        return Shape("linestring", (coords(count()),))
    if code == 3:
        return Shape("polygon", tuple(coords(count()) for _ in range(count())))
    raise ValueError(f"unknown WKB type {code}")


# --------------------------------------------------------------------------- validity


def _valid_coord(c: Coord) -> bool:
    return -180.0 <= c[0] <= 180.0 and -90.0 <= c[1] <= 90.0


def is_valid(shape: Shape) -> bool:
    """S2's checks as NebulaGraph's ST_IsValid applies them: coordinates in range; a line
    string of two or more points; a polygon's rings closed, of four or more points, without
    crossing edges."""
    if not all(_valid_coord(c) for c in shape.points):
        return False
    if shape.kind == "linestring":
        return len(shape.rings[0]) >= 2
    if shape.kind == "polygon":
        for ring in shape.rings:
            if len(ring) < 4 or ring[0] != ring[-1]:
                return False
        edges = [(r[i], r[i + 1]) for r in shape.rings for i in range(len(r) - 1)]
        for i, a in enumerate(edges):
            for b in edges[i + 1 :]:
                if _proper_cross(a[0], a[1], b[0], b[1]):
                    return False
    return True


# --------------------------------------------------------------------------- predicates (planar)


def _orient(a: Coord, b: Coord, c: Coord) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(p: Coord, a: Coord, b: Coord) -> bool:
    if abs(_orient(a, b, p)) > _EPS * max(1.0, abs(b[0] - a[0]) + abs(b[1] - a[1])):
        return False
    return (
        min(a[0], b[0]) - _EPS <= p[0] <= max(a[0], b[0]) + _EPS
        and min(a[1], b[1]) - _EPS <= p[1] <= max(a[1], b[1]) + _EPS
    )


def _proper_cross(a: Coord, b: Coord, c: Coord, d: Coord) -> bool:
    d1, d2, d3, d4 = _orient(c, d, a), _orient(c, d, b), _orient(a, b, c), _orient(a, b, d)
    return ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4))


def _segments_meet(a: Coord, b: Coord, c: Coord, d: Coord) -> bool:
    return (
        _proper_cross(a, b, c, d)
        or _on_segment(a, c, d)
        or _on_segment(b, c, d)
        or _on_segment(c, a, b)
        or _on_segment(d, a, b)
    )


def _segments(shape: Shape) -> list[tuple[Coord, Coord]]:
    if shape.kind == "point":
        c = shape.rings[0][0]
        return [(c, c)]
    return [(r[i], r[i + 1]) for r in shape.rings for i in range(len(r) - 1)]


def _in_ring(p: Coord, ring: tuple[Coord, ...]) -> bool:
    inside = False
    for i in range(len(ring) - 1):
        (x1, y1), (x2, y2) = ring[i], ring[i + 1]
        if (y1 > p[1]) != (y2 > p[1]):
            x = x1 + (p[1] - y1) * (x2 - x1) / (y2 - y1)
            if x > p[0]:
                inside = not inside
    return inside


def _on_boundary(p: Coord, shape: Shape) -> bool:
    return any(_on_segment(p, a, b) for a, b in _segments(shape))


def _in_polygon(p: Coord, poly: Shape) -> bool:
    """Inside or on the boundary of ``poly`` (its first ring less the holes)."""
    if _on_boundary(p, poly):
        return True
    outer, *holes = poly.rings
    return _in_ring(p, outer) and not any(_in_ring(p, h) for h in holes)


def intersects(a: Shape, b: Shape) -> bool:
    if any(_segments_meet(s[0], s[1], t[0], t[1]) for s in _segments(a) for t in _segments(b)):
        return True
    if a.kind == "polygon" and any(_in_polygon(p, a) for p in b.points):
        return True
    return b.kind == "polygon" and any(_in_polygon(p, b) for p in a.points)


def covers(a: Shape, b: Shape) -> bool:
    """Whether no point of ``b`` lies outside ``a``."""
    if a.kind == "point":
        return all(p == a.rings[0][0] for p in b.points)
    if a.kind == "linestring":
        return all(_on_boundary(p, a) for p in b.points) and (
            b.kind == "point" or all(_on_boundary(_mid(s), a) for s in _segments(b))
        )
    if not all(_in_polygon(p, a) for p in b.points):
        return False
    if any(_proper_cross(s[0], s[1], t[0], t[1]) for s in _segments(b) for t in _segments(a)):
        return False
    return all(_in_polygon(_mid(s), a) for s in _segments(b))


def _mid(s: tuple[Coord, Coord]) -> Coord:
    return ((s[0][0] + s[1][0]) / 2, (s[0][1] + s[1][1]) / 2)


# --------------------------------------------------------------------------- distance (sphere)


def _unit(c: Coord) -> tuple[float, float, float]:
    lon, lat = math.radians(c[0]), math.radians(c[1])
    return (math.cos(lat) * math.cos(lon), math.cos(lat) * math.sin(lon), math.sin(lat))


def _angle(u: tuple[float, float, float], v: tuple[float, float, float]) -> float:
    cross = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    return math.atan2(math.sqrt(sum(x * x for x in cross)), sum(x * y for x, y in zip(u, v, strict=False)))


def _point_segment_angle(p: Coord, a: Coord, b: Coord) -> float:
    """Angle from ``p`` to the great-circle arc ``a``–``b``."""
    pu, au, bu = _unit(p), _unit(a), _unit(b)
    if a == b:
        return _angle(pu, au)
    n = (au[1] * bu[2] - au[2] * bu[1], au[2] * bu[0] - au[0] * bu[2], au[0] * bu[1] - au[1] * bu[0])
    norm = math.sqrt(sum(x * x for x in n))
    if norm > 0:
        n = (n[0] / norm, n[1] / norm, n[2] / norm)
        d = sum(x * y for x, y in zip(pu, n, strict=False))
        proj = (pu[0] - d * n[0], pu[1] - d * n[1], pu[2] - d * n[2])
        pn = math.sqrt(sum(x * x for x in proj))
        if pn > 0:
            proj = (proj[0] / pn, proj[1] / pn, proj[2] / pn)
            if abs(_angle(au, proj) + _angle(proj, bu) - _angle(au, bu)) < 1e-12:
                return _angle(pu, proj)
    return min(_angle(pu, au), _angle(pu, bu))


def distance_m(a: Shape, b: Shape) -> float:
    """The least great-circle distance in metres between two shapes (0 when they intersect)."""
    if intersects(a, b):
        return 0.0
    best = math.inf
    for p in a.points:
        for s in _segments(b):
            best = min(best, _point_segment_angle(p, s[0], s[1]))
    for p in b.points:
        for s in _segments(a):
            best = min(best, _point_segment_angle(p, s[0], s[1]))
    return best * EARTH_RADIUS_M


# --------------------------------------------------------------------------- centroid (sphere)


def _sub(u: tuple[float, float, float], v: tuple[float, float, float]) -> tuple[float, float, float]:
    return (u[0] - v[0], u[1] - v[1], u[2] - v[2])


def _add(u: tuple[float, float, float], v: tuple[float, float, float]) -> tuple[float, float, float]:
    return (u[0] + v[0], u[1] + v[1], u[2] + v[2])


def _edge_centroid(
    a: tuple[float, float, float], b: tuple[float, float, float]
) -> tuple[float, float, float]:
    """S2::TrueCentroid(a, b): the arc's centroid times its length (S2's centroids.cc)."""
    vsum, vdiff = _add(a, b), _sub(a, b)
    sin2, cos2 = sum(x * x for x in vsum), sum(x * x for x in vdiff)
    if cos2 == 0:
        return vsum
    k = math.sqrt(cos2 / sin2)
    return (vsum[0] * k, vsum[1] * k, vsum[2] * k)


def _triangle_centroid(
    a: tuple[float, float, float], b: tuple[float, float, float], c: tuple[float, float, float]
) -> tuple[float, float, float]:
    """S2::TrueCentroid(a, b, c): the spherical triangle's centroid times its area."""

    def ratio(angle: float) -> float:
        return 1.0 if angle == 0 else angle / math.sin(angle)

    r = (ratio(_angle(b, c)), ratio(_angle(c, a)), ratio(_angle(a, b)))
    x, y, z = (a[0], b[0], c[0]), (a[1], b[1], c[1]), (a[2], b[2], c[2])

    def cross(u: tuple[float, ...], v: tuple[float, ...]) -> tuple[float, float, float]:
        return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])

    def dot(u: tuple[float, ...], v: tuple[float, ...]) -> float:
        return sum(p * q for p, q in zip(u, v, strict=False))

    return (0.5 * dot(cross(y, z), r), 0.5 * dot(cross(z, x), r), 0.5 * dot(cross(x, y), r))


def centroid(shape: Shape) -> Shape:
    """ST_Centroid as S2 computes it: a point itself; a line string's arcs' centroids summed;
    a polygon's loops' triangle-fan centroids summed (holes subtract: their fans turn the other
    way); the sum's direction as a (lon, lat) point."""
    if shape.kind == "point":
        return shape
    total = (0.0, 0.0, 0.0)
    if shape.kind == "linestring":
        pts = [_unit(c) for c in shape.rings[0]]
        for a, b in zip(pts, pts[1:], strict=False):
            total = _add(total, _edge_centroid(a, b))
    else:
        for ring in shape.rings:
            pts = [_unit(c) for c in ring[:-1]]
            for i in range(1, len(pts) - 1):
                total = _add(total, _triangle_centroid(pts[0], pts[i], pts[i + 1]))
    lon = math.degrees(math.atan2(total[1], total[0]))
    lat = math.degrees(math.atan2(total[2], math.hypot(total[0], total[1])))
    return Shape("point", (((lon, lat),),))
