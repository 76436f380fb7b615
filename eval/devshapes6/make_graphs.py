"""Write the development graphs of ``eval/devshapes6/graphs/`` (fleet).

Why: the offline composer needs development material in domains no other set uses, with
every question shape (lookup … unanswerable) asked the way people type. ``fleet`` (depots,
drivers, trucks, routes, customers) has opaque ids everywhere, shows trucks by ``plate`` and
routes by ``label`` (not ``name``), and keeps codes and years that are not the display
(``licence``, ``code``, ``model_year``, ``hired``). It has one edge type over two tag pairs
(``based_at``: driver→depot and truck→depot), a same-tag edge (``mentors``), tags reached by
several edge types (``route``: ``runs``, ``leads``; ``customer``: ``serves``, ``contracts``;
``depot``: from two tags) and edge properties of every kind (int, date, bool, double).
Every fact is written out by hand below (no RNG), so the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes6/make_graphs.py [--out eval/devshapes6/graphs]
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit's script loader

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")


def _bool(flag: bool) -> str:
    """The importer's text for a bool cell."""
    return "true" if flag else "false"


# --------------------------------------------------------------------------- fleet (English, opaque ids)

FLEET_DDL = """
CREATE TAG IF NOT EXISTS depot(name string, city string, opened int COMMENT "year the depot opened");
CREATE TAG IF NOT EXISTS driver(name string, licence string COMMENT "licence number", hired int COMMENT "year hired", grade string COMMENT "senior, regular or trainee");
CREATE TAG IF NOT EXISTS truck(plate string COMMENT "number plate", model string, model_year int, capacity double COMMENT "payload in tonnes", fuel string COMMENT "diesel, electric or lng");
CREATE TAG IF NOT EXISTS route(label string, code string COMMENT "route code", distance double COMMENT "km per round");
CREATE TAG IF NOT EXISTS customer(name string, sector string COMMENT "grocery, pharma, construction or retail");
CREATE EDGE IF NOT EXISTS based_at(since date) COMMENT = "driver -> depot, truck -> depot";
CREATE EDGE IF NOT EXISTS mentors(since int COMMENT "year mentoring began") COMMENT = "mentor -> mentee (driver -> driver)";
CREATE EDGE IF NOT EXISTS drives(shifts int COMMENT "shifts driven", main bool COMMENT "the driver's main truck") COMMENT = "driver -> truck";
CREATE EDGE IF NOT EXISTS runs(trips int COMMENT "trips per week", refrigerated bool) COMMENT = "truck -> route";
CREATE EDGE IF NOT EXISTS leads(start date) COMMENT = "lead driver of a route (driver -> route)";
CREATE EDGE IF NOT EXISTS serves(stops int COMMENT "stops per week") COMMENT = "route -> customer";
CREATE EDGE IF NOT EXISTS contracts(amount double COMMENT "thousand GBP a year", signed_on date) COMMENT = "depot -> customer";
CREATE TAG INDEX IF NOT EXISTS depot_name_index ON depot(name(32));
CREATE TAG INDEX IF NOT EXISTS driver_name_index ON driver(name(32));
CREATE TAG INDEX IF NOT EXISTS driver_licence_index ON driver(licence(16));
CREATE TAG INDEX IF NOT EXISTS driver_hired_index ON driver(hired);
CREATE TAG INDEX IF NOT EXISTS truck_plate_index ON truck(plate(16));
CREATE TAG INDEX IF NOT EXISTS truck_fuel_index ON truck(fuel(16));
CREATE TAG INDEX IF NOT EXISTS truck_capacity_index ON truck(capacity);
CREATE TAG INDEX IF NOT EXISTS route_label_index ON route(label(32));
CREATE TAG INDEX IF NOT EXISTS route_code_index ON route(code(16));
CREATE TAG INDEX IF NOT EXISTS customer_name_index ON customer(name(32));
"""

#: (name, city, opened)
DEPOTS = [
    ("North Yard", "Leeds", 1998),
    ("Harbour Depot", "Hull", 2005),
    ("Central Hub", "Manchester", 2011),
    ("West Point", "Bristol", 2016),
]  # fmt: skip
#: (name, licence, hired, grade, [(depot, since)])
DRIVERS = [
    ("Sam Porter", "LC-4471", 2001, "senior", [("North Yard", dt.date(2001, 3, 5))]),
    ("Maria Lopez", "LC-5120", 2006, "senior", [("Harbour Depot", dt.date(2006, 8, 14))]),
    ("Tom Briggs", "LC-6033", 2010, "senior", [("Central Hub", dt.date(2011, 4, 4))]),
    ("Aisha Khan", "LC-6890", 2013, "regular", [("Central Hub", dt.date(2013, 2, 11)), ("West Point", dt.date(2017, 1, 9))]),
    ("Liam Walsh", "LC-7002", 2014, "regular", [("North Yard", dt.date(2014, 6, 2))]),
    ("Priya Nair", "LC-7315", 2016, "regular", [("West Point", dt.date(2016, 9, 19))]),
    ("Jack Turner", "LC-7789", 2018, "regular", [("Harbour Depot", dt.date(2018, 1, 22))]),
    ("Chloe Evans", "LC-8021", 2019, "trainee", [("West Point", dt.date(2019, 5, 6))]),
    ("Omar Haddad", "LC-8350", 2020, "trainee", [("Central Hub", dt.date(2020, 2, 3))]),
    ("Ruth Adeyemi", "LC-8512", 2021, "trainee", [("North Yard", dt.date(2021, 7, 12))]),
    ("Ben Cole", "LC-8804", 2022, "trainee", [("Harbour Depot", dt.date(2022, 3, 28))]),
    ("Nina Petrova", "LC-9016", 2023, "trainee", [("Central Hub", dt.date(2023, 10, 2))]),
]  # fmt: skip
#: (mentor, mentee, since)
MENTORS = [
    ("Sam Porter", "Liam Walsh", 2014), ("Liam Walsh", "Ruth Adeyemi", 2021),
    ("Maria Lopez", "Jack Turner", 2018), ("Jack Turner", "Ben Cole", 2022),
    ("Tom Briggs", "Aisha Khan", 2013), ("Aisha Khan", "Omar Haddad", 2020), ("Aisha Khan", "Nina Petrova", 2023),
    ("Tom Briggs", "Priya Nair", 2016), ("Priya Nair", "Chloe Evans", 2019),
]  # fmt: skip
#: (plate, model, model_year, capacity, fuel, depot, since)
TRUCKS = [
    ("YX19 KLM", "Volvo FH", 2019, 26.0, "diesel", "North Yard", dt.date(2019, 4, 1)),
    ("YX21 PRT", "Scania R450", 2021, 24.0, "diesel", "North Yard", dt.date(2021, 3, 15)),
    ("HU18 BDE", "DAF XF", 2018, 28.0, "diesel", "Harbour Depot", dt.date(2018, 6, 1)),
    ("HU22 ELC", "Volvo FE Electric", 2022, 16.0, "electric", "Harbour Depot", dt.date(2022, 9, 5)),
    ("MC20 GAS", "Iveco S-Way", 2020, 25.0, "lng", "Central Hub", dt.date(2020, 1, 20)),
    ("MC23 VLT", "Mercedes eActros", 2023, 19.0, "electric", "Central Hub", dt.date(2023, 5, 2)),
    ("MC17 OLD", "MAN TGX", 2017, 27.0, "diesel", "Central Hub", dt.date(2017, 11, 13)),
    ("BR21 WST", "Renault T", 2021, 22.0, "diesel", "West Point", dt.date(2021, 8, 9)),
    ("BR24 NEW", "Volvo FH Electric", 2024, 20.0, "electric", "West Point", dt.date(2024, 2, 26)),
    ("HU16 AGE", "DAF CF", 2016, 18.0, "diesel", "Harbour Depot", dt.date(2016, 7, 4)),
]  # fmt: skip
#: (driver, [(truck plate, shifts, primary)])
DRIVES = [
    ("Sam Porter", [("YX19 KLM", 120, True), ("YX21 PRT", 15, False)]),
    ("Liam Walsh", [("YX21 PRT", 90, True)]),
    ("Ruth Adeyemi", [("YX19 KLM", 30, False), ("YX21 PRT", 40, False)]),
    ("Maria Lopez", [("HU18 BDE", 110, True), ("HU16 AGE", 20, False)]),
    ("Jack Turner", [("HU22 ELC", 85, True), ("HU18 BDE", 25, False)]),
    ("Ben Cole", [("HU16 AGE", 45, True)]),
    ("Tom Briggs", [("MC17 OLD", 130, True), ("MC20 GAS", 10, False)]),
    ("Aisha Khan", [("MC20 GAS", 95, True), ("BR21 WST", 12, False)]),
    ("Omar Haddad", [("MC23 VLT", 60, True)]),
    ("Nina Petrova", [("MC23 VLT", 22, False), ("MC17 OLD", 18, False)]),
    ("Priya Nair", [("BR21 WST", 100, True)]),
    ("Chloe Evans", [("BR24 NEW", 50, True)]),
]  # fmt: skip
#: (label, code, distance)
ROUTES = [
    ("Leeds York Loop", "R-101", 78.5),
    ("Hull Docks Shuttle", "R-102", 24.0),
    ("M62 Corridor", "R-103", 112.0),
    ("Manchester City Ring", "R-104", 41.5),
    ("Severn Crossing Run", "R-105", 96.0),
    ("Night Pharma Express", "R-106", 230.0),
]  # fmt: skip
#: (truck plate, [(route, trips per week, refrigerated)])
RUNS = [
    ("YX19 KLM", [("Leeds York Loop", 10, False), ("M62 Corridor", 4, False)]),
    ("YX21 PRT", [("M62 Corridor", 6, False)]),
    ("HU18 BDE", [("Hull Docks Shuttle", 14, False), ("M62 Corridor", 3, False)]),
    ("HU22 ELC", [("Hull Docks Shuttle", 12, False)]),
    ("MC20 GAS", [("Manchester City Ring", 9, True), ("Night Pharma Express", 2, True)]),
    ("MC23 VLT", [("Manchester City Ring", 11, False)]),
    ("MC17 OLD", [("M62 Corridor", 5, False), ("Night Pharma Express", 3, True)]),
    ("BR21 WST", [("Severn Crossing Run", 7, False)]),
    ("BR24 NEW", [("Severn Crossing Run", 6, True)]),
    ("HU16 AGE", [("Hull Docks Shuttle", 4, True)]),
]  # fmt: skip
#: (driver, route, start)
LEADS = [
    ("Sam Porter", "Leeds York Loop", dt.date(2015, 3, 2)),
    ("Maria Lopez", "Hull Docks Shuttle", dt.date(2012, 6, 11)),
    ("Tom Briggs", "M62 Corridor", dt.date(2011, 9, 5)),
    ("Aisha Khan", "Manchester City Ring", dt.date(2017, 1, 16)),
    ("Priya Nair", "Severn Crossing Run", dt.date(2018, 4, 3)),
    ("Tom Briggs", "Night Pharma Express", dt.date(2020, 10, 12)),
]  # fmt: skip
#: (name, sector)
CUSTOMERS = [
    ("Greenleaf Grocers", "grocery"),
    ("Medway Pharmacy", "pharma"),
    ("Stonebridge Builders", "construction"),
    ("Pennine Outdoor", "retail"),
    ("Harbour Fish Co", "grocery"),
    ("Northgate Clinic Supplies", "pharma"),
    ("Brick and Beam", "construction"),
    ("Cotswold Home Store", "retail"),
]  # fmt: skip
#: (route, [(customer, stops per week)])
SERVES = [
    ("Leeds York Loop", [("Greenleaf Grocers", 10), ("Pennine Outdoor", 5)]),
    ("Hull Docks Shuttle", [("Harbour Fish Co", 14), ("Greenleaf Grocers", 6)]),
    ("M62 Corridor", [("Stonebridge Builders", 8), ("Brick and Beam", 6), ("Pennine Outdoor", 3)]),
    ("Manchester City Ring", [("Greenleaf Grocers", 9), ("Medway Pharmacy", 4), ("Cotswold Home Store", 2)]),
    ("Severn Crossing Run", [("Cotswold Home Store", 7), ("Brick and Beam", 4)]),
    ("Night Pharma Express", [("Medway Pharmacy", 2), ("Northgate Clinic Supplies", 3)]),
]  # fmt: skip
#: (depot, [(customer, value in thousand GBP, signed)])
CONTRACTS = [
    ("North Yard", [("Greenleaf Grocers", 120.0, dt.date(2019, 2, 1)), ("Pennine Outdoor", 45.5, dt.date(2021, 5, 10))]),
    ("Harbour Depot", [("Harbour Fish Co", 88.0, dt.date(2018, 7, 1)), ("Greenleaf Grocers", 30.0, dt.date(2022, 1, 15))]),
    ("Central Hub", [("Stonebridge Builders", 150.0, dt.date(2017, 3, 20)), ("Medway Pharmacy", 210.0, dt.date(2020, 11, 2)), ("Northgate Clinic Supplies", 95.0, dt.date(2021, 8, 30)), ("Brick and Beam", 60.0, dt.date(2022, 4, 4))]),
    ("West Point", [("Cotswold Home Store", 70.0, dt.date(2020, 6, 6)), ("Brick and Beam", 40.0, dt.date(2023, 2, 14))]),
]  # fmt: skip


def fleet() -> object:
    did = {n: f"dp{k + 1}" for k, (n, *_) in enumerate(DEPOTS)}
    vid = {d[0]: f"drv{k + 1:02d}" for k, d in enumerate(DRIVERS)}
    tid = {t[0]: f"t{k + 1:02d}" for k, t in enumerate(TRUCKS)}
    rid = {r[0]: f"rt{k + 1}" for k, r in enumerate(ROUTES)}
    cid = {c[0]: f"cu{k + 1}" for k, c in enumerate(CUSTOMERS)}
    depots = U.VertexFile("depot", [("name", "string"), ("city", "string"), ("opened", "int")])
    depots.rows = [[did[n], n, c, y] for n, c, y in DEPOTS]
    based_at = U.EdgeFile("based_at", [("since", "date")])
    drivers = U.VertexFile(
        "driver", [("name", "string"), ("licence", "string"), ("hired", "int"), ("grade", "string")]
    )
    for name, licence, hired, grade, bases in DRIVERS:
        drivers.rows.append([vid[name], name, licence, hired, grade])
        based_at.rows += [[vid[name], did[d], day] for d, day in bases]
    trucks = U.VertexFile(
        "truck",
        [
            ("plate", "string"),
            ("model", "string"),
            ("model_year", "int"),
            ("capacity", "double"),
            ("fuel", "string"),
        ],
    )
    for plate, model, year, capacity, fuel, depot, since in TRUCKS:
        trucks.rows.append([tid[plate], plate, model, year, capacity, fuel])
        based_at.rows.append([tid[plate], did[depot], since])
    mentors = U.EdgeFile("mentors", [("since", "int")])
    mentors.rows = [[vid[a], vid[b], y] for a, b, y in MENTORS]
    drives = U.EdgeFile("drives", [("shifts", "int"), ("main", "bool")])
    for driver, rides in DRIVES:
        drives.rows += [[vid[driver], tid[t], n, _bool(p)] for t, n, p in rides]
    routes = U.VertexFile("route", [("label", "string"), ("code", "string"), ("distance", "double")])
    routes.rows = [[rid[lbl], lbl, code, km] for lbl, code, km in ROUTES]
    runs = U.EdgeFile("runs", [("trips", "int"), ("refrigerated", "bool")])
    for plate, legs in RUNS:
        runs.rows += [[tid[plate], rid[r], n, _bool(cold)] for r, n, cold in legs]
    leads = U.EdgeFile("leads", [("start", "date")])
    leads.rows = [[vid[d], rid[r], day] for d, r, day in LEADS]
    customers = U.VertexFile("customer", [("name", "string"), ("sector", "string")])
    customers.rows = [[cid[n], n, s] for n, s in CUSTOMERS]
    serves = U.EdgeFile("serves", [("stops", "int")])
    for route, stops in SERVES:
        serves.rows += [[rid[route], cid[c], n] for c, n in stops]
    contracts = U.EdgeFile("contracts", [("amount", "double"), ("signed_on", "date")])
    for depot, deals in CONTRACTS:
        contracts.rows += [[did[depot], cid[c], v, day] for c, v, day in deals]
    return U.Graph(
        "fleet",
        8,
        FLEET_DDL,
        [depots, drivers, trucks, routes, customers],
        [based_at, mentors, drives, runs, leads, serves, contracts],
    )


def build_all() -> list[object]:
    return [fleet()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
