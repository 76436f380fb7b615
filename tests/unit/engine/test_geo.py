"""Geography values and the ST_* functions (r3/engine/geo.py, r3/engine/functions_geo.py)."""

from __future__ import annotations

import math

import pytest

from r3.engine import geo
from r3.engine.engine import Engine
from r3.errors import QueryExecutionError

pytestmark = pytest.mark.quick


def test_wkt_round_trip_prints_numbers_as_nebula_does() -> None:
    text = "POLYGON((-20 -20, -20 20, 20 20, 20 -20, -20 -20), (1.0 1.0, 2.0 2.0, 0.0 2.0, 1.0 1.0))"
    assert geo.normalise(text) == "POLYGON((-20 -20, -20 20, 20 20, 20 -20, -20 -20), (1 1, 2 2, 0 2, 1 1))"
    assert geo.normalise("linestring(3 8,4.7   73.23)") == "LINESTRING(3 8, 4.7 73.23)"
    with pytest.raises(ValueError):
        geo.parse_wkt("LINESTRING(0 1, 2xxxx")


def test_wkb_round_trip() -> None:
    shape = geo.parse_wkt("POLYGON((0 1, 1 2, 2 3, 0 1))")
    assert geo.from_wkb_hex(geo.to_wkb_hex(shape)) == shape
    assert geo.to_wkb_hex(geo.parse_wkt("POINT(1 1)")) == "0101000000000000000000F03F000000000000F03F"


def test_predicates() -> None:
    p, line, poly = (geo.parse_wkt(t) for t in ("POINT(3 8)", "LINESTRING(3 8, 4.7 73.23)", "POLYGON((0 0, 10 0, 10 10, 0 10, 0 0))"))
    assert geo.intersects(p, line) and geo.intersects(line, poly) and geo.covers(poly, p)
    assert not geo.covers(poly, line)  # the line leaves the square
    assert not geo.intersects(geo.parse_wkt("POINT(20 20)"), poly)
    holed = geo.parse_wkt("POLYGON((0 0, 10 0, 10 10, 0 10, 0 0), (4 4, 6 4, 6 6, 4 6, 4 4))")
    assert not geo.intersects(geo.parse_wkt("POINT(5 5)"), holed)
    assert not geo.is_valid(geo.parse_wkt("POLYGON((0 0, 1 1, 1 0, 0 1, 0 0))"))  # crossing edges
    assert not geo.is_valid(geo.parse_wkt("POINT(200 0)"))


def test_distance_is_great_circle_metres() -> None:
    one_degree = geo.distance_m(geo.parse_wkt("POINT(0 0)"), geo.parse_wkt("POINT(1 0)"))
    assert math.isclose(one_degree, geo.EARTH_RADIUS_M * math.pi / 180, rel_tol=1e-12)
    assert geo.distance_m(geo.parse_wkt("POINT(3 8)"), geo.parse_wkt("LINESTRING(3 8, 6 16)")) == 0.0


@pytest.fixture()
def engine() -> Engine:
    e = Engine()
    e.execute(
        "CREATE SPACE g (vid_type = FIXED_STRING(16)); USE g;"
        "CREATE TAG any_shape(geo geography); CREATE TAG only_point(geo geography(point));"
        "CREATE TAG INDEX any_geo ON any_shape(geo);",
        allow_writes=True,
    )
    return e


def test_geography_columns_store_lookup_and_check_shapes(engine: Engine) -> None:
    engine.execute(
        'INSERT VERTEX any_shape(geo) VALUES "1":(ST_GeogFromText("POINT(3 8)")), '
        '"2":(ST_GeogFromText("LINESTRING(3 8, 4.7 73.23)")), "3":(ST_Point(50, 50))',
        allow_writes=True,
    )
    rows = engine.execute(
        "LOOKUP ON any_shape WHERE ST_Intersects(any_shape.geo, ST_Point(3, 8)) YIELD ST_ASText(any_shape.geo) AS g"
    ).rows
    assert sorted(r[0] for r in rows) == ["LINESTRING(3 8, 4.7 73.23)", "POINT(3 8)"]
    assert engine.execute("DESCRIBE TAG only_point").rows[0][1] == "geography(point)"
    with pytest.raises(QueryExecutionError):
        engine.execute('INSERT VERTEX only_point(geo) VALUES "4":(ST_GeogFromText("LINESTRING(0 0, 1 1)"))', allow_writes=True)
    with pytest.raises(QueryExecutionError):
        engine.execute('INSERT VERTEX any_shape(geo) VALUES "5":("not a shape")', allow_writes=True)


def test_centroid_on_the_sphere() -> None:
    # one arc: its centroid is the arc's midpoint, the direction of a + b
    (lon, lat), = geo.centroid(geo.parse_wkt("LINESTRING(0 1, 1 0)")).rings[0]
    a, b = geo._unit((0.0, 1.0)), geo._unit((1.0, 0.0))
    s = (a[0] + b[0], a[1] + b[1], a[2] + b[2])
    assert math.isclose(lon, math.degrees(math.atan2(s[1], s[0])), rel_tol=1e-12)
    assert math.isclose(lat, math.degrees(math.atan2(s[2], math.hypot(s[0], s[1]))), rel_tol=1e-12)
    # a square symmetric about lon 1 has its centroid there, a little north of lat 1 (the sphere)
    (lon, lat), = geo.centroid(geo.parse_wkt("POLYGON((0 0, 2 0, 2 2, 0 2, 0 0))")).rings[0]
    assert math.isclose(lon, 1.0, abs_tol=1e-9) and 1.0 < lat < 1.001
    assert geo.centroid(geo.parse_wkt("POINT(3 8)")) == geo.parse_wkt("POINT(3 8)")


def test_s2_cell_ids() -> None:
    from r3.engine.s2cell import MAX_LEVEL, cell_id

    leaf = cell_id(1.0, 1.0)
    # the value NebulaGraph's online docs give for S2_CellIdFromPoint(POINT(1.0 1.0)) (not in ../shared)
    assert leaf == 1153277837650709461
    # a parent keeps the leaf's leading bits and ends in the level's marker bit
    for level in (0, 10, 20):
        parent = cell_id(1.0, 1.0, level)
        lsb = 1 << (2 * (MAX_LEVEL - level))
        assert parent & (2 * lsb - 1) == lsb and parent >> (2 * (MAX_LEVEL - level) + 1) == leaf >> (2 * (MAX_LEVEL - level) + 1)
    assert cell_id(-170.0, -80.0) < 0  # faces 4 and 5 set the sign bit of the int64


def test_geo_index_options_and_distance_lookup(engine: Engine) -> None:
    engine.execute(
        'CREATE TAG INDEX tuned ON only_point(geo) WITH (s2_max_level = 30, s2_max_cells = 8) COMMENT "geo";'
        'INSERT VERTEX only_point(geo) VALUES "p":(ST_Point(3, 8)), "q":(ST_Point(30, 8))',
        allow_writes=True,
    )
    text = engine.execute("SHOW CREATE TAG INDEX tuned").rows[0][1]
    assert text.endswith(') WITH (s2_max_level = 30, s2_max_cells = 8) comment "geo"')
    rows = engine.execute("LOOKUP ON only_point WHERE ST_Distance(only_point.geo, ST_Point(3, 8.001)) < 1000 YIELD id(vertex)").rows
    assert rows == [("p",)]
