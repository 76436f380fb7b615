"""Write the made-up ``spice`` graph of ``eval/transpile_fresh3/graphs/`` (a spice-trading network).

Why a third fresh set: ``eval/transpile_fresh2/`` (glacier) was run to fix the transpiler in
rounds 3 and 4, so it is no longer unseen. This graph and its gold nGQL (``questions.jsonl``,
written before the transpiler was read or changed in round 5, session 7) measure it on material
nobody tuned it on. Everything is invented (no real ports, merchants or ships) and written out
by hand (no RNG), so the files are byte-identical on every run. The file model and the writer
are ``eval/unseen/make_graphs.py``'s; the command line is ``eval/_oracle_kit.py``'s.

The graph: ports are joined by sea ``route``s and by ``smuggles`` runs (two edge types between
the same tag, both port to port, one 2-cycle and one longer cycle); merchants are ``based_in``
ports, ``trades`` spices (int, double, date, bool and string edge properties), ``partners``
and ``owes`` each other (two more edge types between one tag), ``owns`` ships, which
``docks_at`` ports; spices are ``sourced_at`` ports. The ``merchant`` tag holds NULLs: three
merchants have no guild, two no recorded wealth, two no licence date (``nullable: true`` in
``config.yaml``, the importer's rule for an empty cell).

Usage::

    python eval/transpile_fresh3/make_graphs.py [--out eval/transpile_fresh3/graphs]
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the kit

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

#: ``eval/unseen/make_graphs.py``: the file model and the writer
U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")

DDL = """
CREATE TAG IF NOT EXISTS port(name string, country string, founded int, tax_rate double, free_port bool);
CREATE TAG IF NOT EXISTS merchant(name string, guild string NULL, born int, wealth double NULL, licensed date NULL);
CREATE TAG IF NOT EXISTS spice(name string, origin string, price double COMMENT "per kilo", rare bool);
CREATE TAG IF NOT EXISTS ship(name string, tonnage int, launched date);
CREATE EDGE IF NOT EXISTS route(days int, distance double COMMENT "nautical miles", seasonal bool, hazard string, opened date);
CREATE EDGE IF NOT EXISTS smuggles(risk int, cargo string);
CREATE EDGE IF NOT EXISTS based_in(since int);
CREATE EDGE IF NOT EXISTS trades(qty int COMMENT "kilos a year", price double, last_deal date, exclusive bool, grade string);
CREATE EDGE IF NOT EXISTS partners(since int);
CREATE EDGE IF NOT EXISTS owes(amount double, due date, settled bool);
CREATE EDGE IF NOT EXISTS owns(share double);
CREATE EDGE IF NOT EXISTS docks_at(visits int, last_call date);
CREATE EDGE IF NOT EXISTS sourced_at(harvest string);
CREATE TAG INDEX IF NOT EXISTS port_name_index ON port(name(32));
CREATE TAG INDEX IF NOT EXISTS port_country_index ON port(country(16));
CREATE TAG INDEX IF NOT EXISTS port_tax_index ON port(tax_rate);
CREATE TAG INDEX IF NOT EXISTS port_index ON port();
CREATE TAG INDEX IF NOT EXISTS merchant_name_index ON merchant(name(32));
CREATE TAG INDEX IF NOT EXISTS merchant_guild_index ON merchant(guild(24));
CREATE TAG INDEX IF NOT EXISTS merchant_born_index ON merchant(born);
CREATE TAG INDEX IF NOT EXISTS merchant_index ON merchant();
CREATE TAG INDEX IF NOT EXISTS spice_name_index ON spice(name(24));
CREATE TAG INDEX IF NOT EXISTS spice_price_index ON spice(price);
CREATE TAG INDEX IF NOT EXISTS spice_index ON spice();
CREATE TAG INDEX IF NOT EXISTS ship_index ON ship();
CREATE EDGE INDEX IF NOT EXISTS route_days_index ON route(days);
CREATE EDGE INDEX IF NOT EXISTS route_index ON route();
CREATE EDGE INDEX IF NOT EXISTS trades_qty_index ON trades(qty);
CREATE EDGE INDEX IF NOT EXISTS owes_index ON owes();
"""

S = dt.date
PORTS = [
    ["p01", "Qasr Amber", "Zanoria", 1320, 0.08, False], ["p02", "Velmora", "Zanoria", 1455, 0.12, False],
    ["p03", "Tessaly Bay", "Orvent", 1290, 0.05, True], ["p04", "Kharum", "Orvent", 1502, 0.15, False],
    ["p05", "Isle of Ned", "Pellandy", 1610, 0.0, True], ["p06", "Sorrow Reach", "Pellandy", 1388, 0.1, False],
    ["p07", "Mirrim", "Cathal", 1544, 0.2, False],
]  # fmt: skip
#: the empty cells are NULL (``nullable: true``): guild, wealth, licensed
MERCHANTS = [
    ["m01", "Odile Varsh", "Pepper Guild", 1972, 12500.5, S(1997, 3, 1)],
    ["m02", "Basim Tor", "Pepper Guild", 1981, 8300.0, S(2002, 6, 12)],
    ["m03", "Hale Quen", "", 1968, "", S(1992, 1, 20)],
    ["m04", "Ines Marrow", "Clove Company", 1990, 22000.75, S(2012, 9, 9)],
    ["m05", "Yusuf Arden", "", 1985, 4100.25, ""],
    ["m06", "Lirra Selk", "Clove Company", 1979, "", S(2005, 11, 30)],
    ["m07", "Teodor Blay", "Saffron House", 1995, 15750.0, S(2017, 2, 14)],
    ["m08", "Nadia Ferro", "", 2000, 990.5, ""],
]  # fmt: skip
SPICES = [
    ["s01", "Black Pepper", "Malabar", 12.5, False], ["s02", "Clove", "Moluccas", 48.0, True],
    ["s03", "Saffron", "Khorasan", 310.0, True], ["s04", "Cinnamon", "Serendib", 22.75, False],
    ["s05", "Nutmeg", "Banda", 95.5, True], ["s06", "Cumin", "Levant", 6.25, False],
]  # fmt: skip
SHIPS = [
    ["sh01", "Gull of Qasr", 320, S(2000, 4, 2)], ["sh02", "Brine Widow", 180, S(2007, 7, 19)],
    ["sh03", "Ninth Lantern", 450, S(2013, 1, 8)], ["sh04", "Quiet Margin", 95, S(2011, 10, 27)],
]  # fmt: skip
ROUTES = [
    ["p01", "p02", 6, 410.5, False, "pirates", S(1900, 5, 1)],
    ["p02", "p03", 9, 615.0, True, "storms", S(1921, 3, 15)],
    ["p03", "p04", 4, 250.25, False, "none", S(1890, 8, 8)],
    ["p04", "p01", 12, 880.0, True, "reefs", S(1955, 6, 30)],
    ["p02", "p05", 15, 1210.75, True, "storms", S(1999, 2, 2)],
    ["p05", "p06", 3, 190.0, False, "none", S(1982, 9, 17)],
    ["p06", "p07", 7, 505.5, False, "pirates", S(1970, 12, 1)],
    ["p03", "p06", 10, 720.0, True, "reefs", S(1988, 4, 4)],
    ["p01", "p03", 8, 560.0, False, "none", S(1902, 7, 7)],
]  # fmt: skip
SMUGGLES = [
    ["p05", "p01", 7, "saffron"], ["p01", "p05", 5, "pepper"], ["p06", "p04", 9, "nutmeg"],
    ["p07", "p02", 3, "clove"],
]  # fmt: skip
BASED_IN = [
    ["m01", "p01", 1995], ["m02", "p01", 2002], ["m03", "p02", 1989], ["m04", "p03", 2011],
    ["m05", "p04", 2006], ["m06", "p05", 2003], ["m07", "p06", 2016], ["m08", "p07", 2020],
]  # fmt: skip
TRADES = [
    ["m01", "s01", 1200, 11.0, S(2021, 4, 3), True, "A"], ["m01", "s04", 300, 21.5, S(2020, 9, 21), False, "B"],
    ["m02", "s01", 800, 12.25, S(2022, 1, 15), False, "B"], ["m02", "s06", 2500, 5.5, S(2019, 6, 2), False, "C"],
    ["m03", "s02", 150, 45.0, S(2021, 11, 11), True, "A"], ["m04", "s02", 420, 47.5, S(2022, 3, 30), False, "A"],
    ["m04", "s05", 90, 99.0, S(2018, 8, 14), True, "A"], ["m05", "s03", 12, 300.0, S(2021, 12, 24), True, "A"],
    ["m06", "s05", 60, 93.75, S(2020, 2, 29), False, "B"], ["m07", "s03", 25, 315.5, S(2022, 5, 5), False, "A"],
    ["m07", "s04", 640, 23.0, S(2017, 10, 10), False, "C"], ["m08", "s06", 1800, 6.0, S(2023, 7, 1), False, "B"],
]  # fmt: skip
PARTNERS = [
    ["m01", "m02", 2003], ["m02", "m03", 2005], ["m04", "m06", 2011], ["m06", "m07", 2016],
    ["m07", "m04", 2017], ["m05", "m08", 2020],
]  # fmt: skip
OWES = [
    ["m02", "m01", 1500.0, S(2023, 1, 1), False], ["m03", "m01", 750.5, S(2021, 6, 30), True],
    ["m05", "m04", 3200.0, S(2024, 3, 1), False], ["m08", "m05", 120.25, S(2023, 9, 15), False],
    ["m06", "m04", 980.0, S(2022, 12, 31), True], ["m01", "m04", 4000.0, S(2025, 5, 20), False],
]  # fmt: skip
OWNS = [
    ["m01", "sh01", 0.6], ["m02", "sh01", 0.4], ["m04", "sh03", 1.0], ["m07", "sh02", 0.75],
    ["m06", "sh02", 0.25], ["m08", "sh04", 1.0],
]  # fmt: skip
DOCKS = [
    ["sh01", "p01", 40, S(2023, 2, 10)], ["sh01", "p03", 12, S(2022, 11, 3)], ["sh02", "p06", 22, S(2023, 5, 1)],
    ["sh02", "p04", 7, S(2021, 8, 19)], ["sh03", "p03", 31, S(2023, 6, 6)], ["sh03", "p05", 9, S(2022, 4, 12)],
    ["sh04", "p07", 15, S(2023, 3, 3)],
]  # fmt: skip
SOURCED = [
    ["s01", "p03", "monsoon"], ["s02", "p05", "dry"], ["s03", "p04", "autumn"], ["s04", "p03", "wet"],
    ["s05", "p05", "dry"], ["s06", "p07", "spring"],
]  # fmt: skip

#: (tag, prop) pairs whose empty cells are NULL
NULLABLE = {("merchant", "guild"), ("merchant", "wealth"), ("merchant", "licensed")}


def spice() -> Any:
    return U.Graph(
        "spice",
        8,
        DDL,
        [
            U.VertexFile(
                "port",
                [("name", "string"), ("country", "string"), ("founded", "int"), ("tax_rate", "double"),
                 ("free_port", "bool")],
                PORTS,
            ),
            U.VertexFile(
                "merchant",
                [("name", "string"), ("guild", "string"), ("born", "int"), ("wealth", "double"),
                 ("licensed", "date")],
                MERCHANTS,
            ),
            U.VertexFile(
                "spice", [("name", "string"), ("origin", "string"), ("price", "double"), ("rare", "bool")], SPICES
            ),
            U.VertexFile("ship", [("name", "string"), ("tonnage", "int"), ("launched", "date")], SHIPS),
        ],
        [
            U.EdgeFile(
                "route",
                [("days", "int"), ("distance", "double"), ("seasonal", "bool"), ("hazard", "string"),
                 ("opened", "date")],
                ROUTES,
            ),
            U.EdgeFile("smuggles", [("risk", "int"), ("cargo", "string")], SMUGGLES),
            U.EdgeFile("based_in", [("since", "int")], BASED_IN),
            U.EdgeFile(
                "trades",
                [("qty", "int"), ("price", "double"), ("last_deal", "date"), ("exclusive", "bool"),
                 ("grade", "string")],
                TRADES,
            ),
            U.EdgeFile("partners", [("since", "int")], PARTNERS),
            U.EdgeFile("owes", [("amount", "double"), ("due", "date"), ("settled", "bool")], OWES),
            U.EdgeFile("owns", [("share", "double")], OWNS),
            U.EdgeFile("docks_at", [("visits", "int"), ("last_call", "date")], DOCKS),
            U.EdgeFile("sourced_at", [("harvest", "string")], SOURCED),
        ],
    )  # fmt: skip


def write_graph(graph: Any, root: Path) -> None:
    """The unseen writer, then ``nullable: true`` under every prop of :data:`NULLABLE`: the
    importer's switch that reads an empty cell as NULL (the shared writer has no such option)."""
    U.write_graph(graph, root)
    config = root / graph.space / "config.yaml"
    lines, tag, out = config.read_text(encoding="utf-8").splitlines(), None, []
    for i, line in enumerate(lines):
        out.append(line)
        if line.startswith("        - name: "):
            tag = line.split(": ", 1)[1]
        prev = lines[i - 2] if i >= 2 else ""
        if (
            line.startswith("              index: ")
            and prev.startswith("            - name: ")
            and (tag, prev.split(": ", 1)[1]) in NULLABLE
        ):
            out.append("              nullable: true")
    config.write_text("\n".join(out) + "\n", encoding="utf-8")


def build_all() -> list[Any]:
    return [spice()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
