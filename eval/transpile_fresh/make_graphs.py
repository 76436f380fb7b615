"""Write the made-up ``shipping`` graph of ``eval/transpile_fresh/graphs/`` (ports, ships, carriers).

Why a new graph: the transpiler's rules were written looking at the nl2gql dev graphs and at
``eval/unseen``/``eval/holdout``; this graph and its gold queries (``questions.jsonl``, written
before the transpiler was changed for issue 29) measure it on material nobody tuned it on.
Everything is invented and written out by hand (no RNG), so the files are byte-identical on
every run. The layout (nebula-importer ``config.yaml`` + one CSV per tag/edge type) is the
one ``eval/unseen/make_graphs.py`` writes, and its writer is reused.

Usage::

    python eval/transpile_fresh/make_graphs.py [--out eval/transpile_fresh/graphs]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "unseen"))

from make_graphs import EdgeFile, Graph, VertexFile, write_graph  # noqa: E402

DDL = """
CREATE TAG IF NOT EXISTS port(name string, country string, berths int);
CREATE TAG IF NOT EXISTS ship(name string, tonnage int, built int);
CREATE TAG IF NOT EXISTS carrier(name string, founded int);
CREATE EDGE IF NOT EXISTS route(distance int, days int);
CREATE EDGE IF NOT EXISTS calls_at(visits int);
CREATE EDGE IF NOT EXISTS operated_by();
CREATE EDGE IF NOT EXISTS based_in();
CREATE TAG INDEX IF NOT EXISTS port_name_index ON port(name(32));
CREATE TAG INDEX IF NOT EXISTS port_country_index ON port(country(8));
CREATE TAG INDEX IF NOT EXISTS port_index ON port();
CREATE TAG INDEX IF NOT EXISTS ship_name_index ON ship(name(32));
CREATE TAG INDEX IF NOT EXISTS ship_tonnage_index ON ship(tonnage);
CREATE TAG INDEX IF NOT EXISTS ship_index ON ship();
CREATE TAG INDEX IF NOT EXISTS carrier_name_index ON carrier(name(32));
CREATE EDGE INDEX IF NOT EXISTS route_distance_index ON route(distance);
"""

PORTS = [
    ["p01", "Rotterdam", "NL", 40], ["p02", "Hamburg", "DE", 30], ["p03", "Antwerp", "BE", 28],
    ["p04", "Felixstowe", "GB", 12], ["p05", "Le Havre", "FR", 18], ["p06", "Valencia", "ES", 16],
    ["p07", "Piraeus", "GR", 20], ["p08", "Genoa", "IT", 14], ["p09", "Gdansk", "PL", 9],
    ["p10", "Lisbon", "PT", 8], ["p11", "Algeciras", "ES", 11],
]  # fmt: skip
SHIPS = [
    ["s01", "Nordlys", 90000, 2012], ["s02", "Aurora Bay", 45000, 2005],
    ["s03", "Cape Verde Star", 120000, 2018], ["s04", "Baltic Dawn", 30000, 1999],
    ["s05", "Iberian Wave", 60000, 2010], ["s06", "Helios", 75000, 2015],
    ["s07", "Little Tern", 8000, 1990],
]  # fmt: skip
CARRIERS = [["c01", "Meridian Lines", 1970], ["c02", "Tidewater", 1988], ["c03", "Sola Shipping", 2001],
            ["c04", "Grey Gull", 2015]]  # fmt: skip
ROUTES = [
    ["p01", "p02", 500, 1], ["p02", "p03", 620, 2], ["p01", "p03", 150, 1], ["p03", "p05", 400, 1],
    ["p05", "p06", 1900, 4], ["p06", "p08", 1000, 2], ["p08", "p07", 1400, 3], ["p07", "p06", 2100, 4],
    ["p02", "p09", 900, 2], ["p09", "p01", 1200, 3], ["p04", "p01", 250, 1], ["p05", "p10", 1600, 3],
    ["p06", "p10", 1300, 3],
]  # fmt: skip
CALLS = [
    ["s01", "p01", 12], ["s01", "p02", 8], ["s01", "p03", 5], ["s02", "p02", 3], ["s02", "p09", 6],
    ["s03", "p06", 10], ["s03", "p08", 4], ["s03", "p07", 7], ["s04", "p09", 9], ["s04", "p01", 2],
    ["s05", "p05", 5], ["s05", "p06", 6], ["s05", "p10", 3], ["s06", "p07", 11], ["s06", "p08", 2],
]  # fmt: skip
OPERATED = [["s01", "c01"], ["s02", "c01"], ["s03", "c02"], ["s04", "c03"], ["s05", "c02"], ["s06", "c03"],
            ["s07", "c03"]]  # fmt: skip
BASED = [["c01", "p01"], ["c02", "p06"], ["c03", "p02"], ["c04", "p07"]]


def shipping() -> Graph:
    return Graph(
        "shipping",
        16,
        DDL,
        [
            VertexFile("port", [("name", "string"), ("country", "string"), ("berths", "int")], PORTS),
            VertexFile("ship", [("name", "string"), ("tonnage", "int"), ("built", "int")], SHIPS),
            VertexFile("carrier", [("name", "string"), ("founded", "int")], CARRIERS),
        ],
        [
            EdgeFile("route", [("distance", "int"), ("days", "int")], ROUTES),
            EdgeFile("calls_at", [("visits", "int")], CALLS),
            EdgeFile("operated_by", [], OPERATED),
            EdgeFile("based_in", [], BASED),
        ],
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs")
    args = parser.parse_args(argv)
    write_graph(shipping(), args.out)


if __name__ == "__main__":
    main()
