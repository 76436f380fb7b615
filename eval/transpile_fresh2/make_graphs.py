"""Write the made-up ``glacier`` graph of ``eval/transpile_fresh2/graphs/`` (a glacier-monitoring network).

Why a second fresh set: ``eval/transpile_fresh/`` (shipping) was run to fix the transpiler, so
it is no longer unseen. This graph and its gold nGQL (``questions.jsonl``, written before the
transpiler was changed in round 3, session 5) measure it on material nobody tuned it on.
Everything is invented (no real glaciers, stations, scientists or institutes) and written out by
hand (no RNG), so the files are byte-identical on every run. The file model and the writer are
``eval/unseen/make_graphs.py``'s; the command line is ``eval/_oracle_kit.py``'s.

The graph: monitoring stations watch glaciers (``monitors``), relay their data to other stations
(``relays``, a directed network with one cycle), glaciers flow into larger ones (``flows_into``),
scientists maintain stations (``maintains``, with a date), mentor each other and work for
institutes, which operate stations. Three scientists mentor nobody; two stations are inactive.

Usage::

    python eval/transpile_fresh2/make_graphs.py [--out eval/transpile_fresh2/graphs]
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
CREATE TAG IF NOT EXISTS glacier(name string, region string, area double COMMENT "km2", retreat int COMMENT "metres since 2000");
CREATE TAG IF NOT EXISTS station(name string, elevation int COMMENT "metres", installed date, active bool);
CREATE TAG IF NOT EXISTS scientist(name string, country string, born int);
CREATE TAG IF NOT EXISTS institute(name string, city string);
CREATE EDGE IF NOT EXISTS monitors(since int);
CREATE EDGE IF NOT EXISTS relays(latency int COMMENT "ms", link string COMMENT "radio, satellite or fibre");
CREATE EDGE IF NOT EXISTS flows_into();
CREATE EDGE IF NOT EXISTS maintains(visits int, last_visit date);
CREATE EDGE IF NOT EXISTS mentors(years int);
CREATE EDGE IF NOT EXISTS works_for(since int);
CREATE EDGE IF NOT EXISTS operates();
CREATE TAG INDEX IF NOT EXISTS glacier_name_index ON glacier(name(32));
CREATE TAG INDEX IF NOT EXISTS glacier_region_index ON glacier(region(16));
CREATE TAG INDEX IF NOT EXISTS glacier_index ON glacier();
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS station_elevation_index ON station(elevation);
CREATE TAG INDEX IF NOT EXISTS station_active_index ON station(active);
CREATE TAG INDEX IF NOT EXISTS station_index ON station();
CREATE TAG INDEX IF NOT EXISTS scientist_name_index ON scientist(name(32));
CREATE TAG INDEX IF NOT EXISTS scientist_country_index ON scientist(country(16));
CREATE TAG INDEX IF NOT EXISTS institute_name_index ON institute(name(32));
CREATE EDGE INDEX IF NOT EXISTS relays_latency_index ON relays(latency);
CREATE EDGE INDEX IF NOT EXISTS relays_index ON relays();
"""

GLACIERS = [
    ["g01", "Vallon Blanc", "Alps", 21.5, 820], ["g02", "Grisaille", "Alps", 6.2, 410],
    ["g03", "Sorne", "Alps", 3.8, 95], ["g04", "Hvitfonn", "Nordic", 48.0, 1210],
    ["g05", "Smalbre", "Nordic", 9.4, 300], ["g06", "Qoriyaku", "Andes", 14.1, 1560],
    ["g07", "Tuntusa", "Andes", 2.3, 640], ["g08", "Kettle Moraine", "Rockies", 11.7, 530],
]  # fmt: skip
S = dt.date
STATIONS = [
    ["st01", "Col du Vent", 3120, S(2004, 6, 15), True], ["st02", "Lac Noir", 2450, S(2009, 7, 2), True],
    ["st03", "Pointe Sorne", 2980, S(2015, 8, 20), False], ["st04", "Breheimen Hut", 1420, S(2001, 5, 30), True],
    ["st05", "Fjellskar", 980, S(2018, 9, 1), True], ["st06", "Abra Qori", 4870, S(2011, 4, 12), True],
    ["st07", "Cerro Tunt", 4410, S(2020, 3, 3), False], ["st08", "Moraine Ridge", 2210, S(2007, 10, 9), True],
]  # fmt: skip
SCIENTISTS = [
    ["sc01", "Aline Berthod", "CH", 1968], ["sc02", "Marco Zanetti", "IT", 1979],
    ["sc03", "Ingrid Solheim", "NO", 1972], ["sc04", "Eirik Dahl", "NO", 1990],
    ["sc05", "Rosa Quispe", "PE", 1985], ["sc06", "Tomas Huaman", "PE", 1994],
    ["sc07", "Claire Dubois", "FR", 1988], ["sc08", "Owen Baptiste", "CA", 1975],
]  # fmt: skip
INSTITUTES = [
    ["in01", "Alpine Ice Lab", "Sion"], ["in02", "Nordic Cryosphere Centre", "Bergen"],
    ["in03", "Andean Water Institute", "Huaraz"], ["in04", "Cordillera Survey", "Calgary"],
]  # fmt: skip
MONITORS = [
    ["st01", "g01", 2004], ["st01", "g02", 2010], ["st02", "g02", 2009], ["st03", "g03", 2015],
    ["st04", "g04", 2001], ["st05", "g04", 2018], ["st05", "g05", 2018], ["st06", "g06", 2011],
    ["st07", "g06", 2020], ["st07", "g07", 2020], ["st08", "g08", 2007],
]  # fmt: skip
RELAYS = [
    ["st02", "st01", 40, "radio"], ["st03", "st01", 55, "radio"], ["st01", "st04", 620, "satellite"],
    ["st05", "st04", 12, "fibre"], ["st04", "st08", 480, "satellite"], ["st07", "st06", 70, "radio"],
    ["st06", "st08", 510, "satellite"], ["st08", "st01", 450, "satellite"], ["st03", "st02", 30, "radio"],
]  # fmt: skip
FLOWS = [["g02", "g01"], ["g03", "g02"], ["g05", "g04"], ["g07", "g06"]]
MAINTAINS = [
    ["sc01", "st01", 14, S(2024, 8, 3)], ["sc01", "st02", 6, S(2023, 7, 21)], ["sc02", "st02", 9, S(2024, 9, 12)],
    ["sc02", "st03", 3, S(2022, 8, 30)], ["sc03", "st04", 20, S(2024, 6, 18)], ["sc04", "st05", 5, S(2024, 10, 2)],
    ["sc04", "st04", 2, S(2021, 9, 9)], ["sc05", "st06", 11, S(2024, 5, 27)], ["sc06", "st07", 4, S(2023, 11, 14)],
    ["sc06", "st06", 1, S(2022, 6, 6)], ["sc07", "st01", 3, S(2024, 7, 7)], ["sc08", "st08", 16, S(2024, 8, 25)],
]  # fmt: skip
MENTORS = [
    ["sc01", "sc02", 6], ["sc01", "sc07", 3], ["sc03", "sc04", 5], ["sc05", "sc06", 4],
    ["sc02", "sc07", 2], ["sc08", "sc05", 1],
]  # fmt: skip
WORKS_FOR = [
    ["sc01", "in01", 1995], ["sc02", "in01", 2006], ["sc03", "in02", 1999], ["sc04", "in02", 2016],
    ["sc05", "in03", 2010], ["sc06", "in03", 2019], ["sc07", "in01", 2014], ["sc08", "in04", 2001],
]  # fmt: skip
OPERATES = [
    ["in01", "st01"], ["in01", "st02"], ["in01", "st03"], ["in02", "st04"], ["in02", "st05"],
    ["in03", "st06"], ["in03", "st07"], ["in04", "st08"],
]  # fmt: skip


def glacier() -> Any:
    return U.Graph(
        "glacier",
        8,
        DDL,
        [
            U.VertexFile(
                "glacier",
                [("name", "string"), ("region", "string"), ("area", "double"), ("retreat", "int")],
                GLACIERS,
            ),
            U.VertexFile(
                "station",
                [("name", "string"), ("elevation", "int"), ("installed", "date"), ("active", "bool")],
                STATIONS,
            ),
            U.VertexFile(
                "scientist", [("name", "string"), ("country", "string"), ("born", "int")], SCIENTISTS
            ),
            U.VertexFile("institute", [("name", "string"), ("city", "string")], INSTITUTES),
        ],
        [
            U.EdgeFile("monitors", [("since", "int")], MONITORS),
            U.EdgeFile("relays", [("latency", "int"), ("link", "string")], RELAYS),
            U.EdgeFile("flows_into", [], FLOWS),
            U.EdgeFile("maintains", [("visits", "int"), ("last_visit", "date")], MAINTAINS),
            U.EdgeFile("mentors", [("years", "int")], MENTORS),
            U.EdgeFile("works_for", [("since", "int")], WORKS_FOR),
            U.EdgeFile("operates", [], OPERATES),
        ],
    )


def build_all() -> list[Any]:
    return [glacier()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
