"""Write the three frozen evaluation graphs of ``eval/fresh6/graphs/`` (apiary, ferry, bakery).

Why a sixth set: ``eval/fresh/`` to ``eval/fresh5/`` have been run to report, so they are no
longer unseen. These three graphs (and ``questions.jsonl``) are for reporting only: they are
run once, by the lead, to report; never to tune (see README.md). Everything is invented (no
real bee-keepers, hives, ferries, captains, bakers or shops; the ports and the pastries are
common names). The facts a question depends on are written out by hand below; the filler
(years, frames used, prices, kilograms) is drawn from a seeded RNG, one per graph, so running
the script again writes byte-identical files. ``questions.jsonl`` and ``oracle.py`` are written
against these files.

The three graphs differ in how a user's graph is usually built, and from the earlier sets:

- ``apiary``: opaque vertex ids (``kp07``, ``hv03``); keepers, apiaries and shops by ``name``,
  but hives by ``label`` and harvests by ``title``; ``runs`` arrives at two tags (a keeper
  runs an apiary or a shop); ``mentored`` is keeper -> keeper;
- ``ferry``: the names *are* the vertex ids (a port's, a vessel's, a route's, a captain's,
  an operator's; no ``name`` property); ``operates`` arrives at two tags (an operator runs a
  route and owns a vessel); ``trained`` is captain -> captain; vessels carry an ``imo`` number,
  not the display;
- ``bakery``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``manages`` arrives at two tags (a baker runs a shop or looks after a supplier);
  ``apprenticed_to`` is baker -> baker; a baker's ``title`` is a grade (主厨), not the display.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh6/make_graphs.py [--out eval/fresh6/graphs]
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the kit

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

#: ``eval/unseen/make_graphs.py``: the file model and the writer
U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")


def _distinct(rng: random.Random, low: float, high: float, used: set[float], digits: int = 1) -> float:
    """A rounded draw not drawn before (no tie at any top-k cut)."""
    value = round(rng.uniform(low, high), digits)
    while value in used:
        value = round(value + 10**-digits, digits)
    used.add(value)
    return value


# --------------------------------------------------------------------------- apiary (opaque ids; labels, titles)

APIARY_DDL = """
CREATE TAG IF NOT EXISTS keeper(name string, born int, village string, level string COMMENT "novice, seasoned or master") COMMENT = "a member of the bee-keeping cooperative";
CREATE TAG IF NOT EXISTS apiary(name string, region string, altitude int COMMENT "metres above sea level", organic bool COMMENT "certified organic") COMMENT = "a site where hives stand";
CREATE TAG IF NOT EXISTS hive(label string COMMENT "painted on the box, e.g. Hive A-2", breed string COMMENT "carniolan, buckfast or italian", frames int COMMENT "frames in the brood box", installed date) COMMENT = "a bee hive";
CREATE TAG IF NOT EXISTS harvest(title string COMMENT "the batch as it is sold, e.g. Heather Gold 2024", flavour string COMMENT "heather, clover, lime, rapeseed or wildflower", kg double COMMENT "honey extracted", jarred date) COMMENT = "a batch of honey";
CREATE TAG IF NOT EXISTS shop(name string, town string, opened int) COMMENT = "a shop that sells the cooperative's honey";
CREATE EDGE IF NOT EXISTS tends(since int COMMENT "year they took the hive on") COMMENT = "keeper -> hive";
CREATE EDGE IF NOT EXISTS located_in() COMMENT = "hive -> apiary where it stands";
CREATE EDGE IF NOT EXISTS produced(frames_used int COMMENT "frames extracted") COMMENT = "hive -> harvest";
CREATE EDGE IF NOT EXISTS sold_at(price double COMMENT "price of a 340 g jar", organic_label bool) COMMENT = "harvest -> shop";
CREATE EDGE IF NOT EXISTS runs(since int) COMMENT = "keeper -> the apiary or shop they run";
CREATE EDGE IF NOT EXISTS mentored(years int) COMMENT = "keeper -> the keeper they taught";
CREATE TAG INDEX IF NOT EXISTS keeper_name_index ON keeper(name(32));
CREATE TAG INDEX IF NOT EXISTS keeper_born_index ON keeper(born);
CREATE TAG INDEX IF NOT EXISTS keeper_village_index ON keeper(village(16));
CREATE TAG INDEX IF NOT EXISTS keeper_level_index ON keeper(level(16));
CREATE TAG INDEX IF NOT EXISTS apiary_name_index ON apiary(name(32));
CREATE TAG INDEX IF NOT EXISTS apiary_region_index ON apiary(region(16));
CREATE TAG INDEX IF NOT EXISTS apiary_altitude_index ON apiary(altitude);
CREATE TAG INDEX IF NOT EXISTS apiary_organic_index ON apiary(organic);
CREATE TAG INDEX IF NOT EXISTS hive_label_index ON hive(label(16));
CREATE TAG INDEX IF NOT EXISTS hive_breed_index ON hive(breed(16));
CREATE TAG INDEX IF NOT EXISTS hive_frames_index ON hive(frames);
CREATE TAG INDEX IF NOT EXISTS harvest_title_index ON harvest(title(40));
CREATE TAG INDEX IF NOT EXISTS harvest_flavour_index ON harvest(flavour(16));
CREATE TAG INDEX IF NOT EXISTS harvest_kg_index ON harvest(kg);
CREATE TAG INDEX IF NOT EXISTS shop_name_index ON shop(name(32));
CREATE TAG INDEX IF NOT EXISTS shop_opened_index ON shop(opened);
CREATE EDGE INDEX IF NOT EXISTS sold_at_price_index ON sold_at(price);
"""

#: name, born, village, level
AP_KEEPERS = [
    ("Agnes Thornbury", 1961, "Ashby", "master"), ("Bilal Haddad", 1984, "Ashby", "seasoned"),
    ("Clara Voss", 1992, "Brindle", "novice"), ("Declan Murphy", 1975, "Brindle", "seasoned"),
    ("Esther Quayle", 1958, "Coldharbour", "master"), ("Finn Larsen", 1998, "Coldharbour", "novice"),
    ("Gwen Pritchard", 1988, "Ashby", "seasoned"), ("Hiro Sato", 1979, "Deepdale", "master"),
    ("Ivy Okafor", 2001, "Deepdale", "novice"), ("Jonas Weber", 1969, "Brindle", "seasoned"),
    ("Kit Marlowe", 1995, "Coldharbour", "novice"), ("Lena Fischer", 1990, "Deepdale", "seasoned"),
]  # fmt: skip

#: name, region, altitude, organic
AP_APIARIES = [
    ("Ashby Meadow", "Downs", 120, True), ("Heather Ridge", "Moors", 410, False),
    ("Lime Walk Orchard", "Vale", 60, True), ("Coldharbour Common", "Downs", 190, False),
    ("Deepdale Heath", "Moors", 350, True), ("Old Rectory Garden", "Vale", 45, False),
]  # fmt: skip

#: label, breed, frames, installed year, apiary, keepers who tend it
AP_HIVES = [
    ("Hive A-1", "carniolan", 10, 2018, "Ashby Meadow", "Agnes Thornbury"),
    ("Hive A-2", "buckfast", 11, 2019, "Ashby Meadow", "Agnes Thornbury;Bilal Haddad"),
    ("Hive A-3", "italian", 8, 2021, "Ashby Meadow", "Gwen Pritchard"),
    ("Hive H-1", "buckfast", 12, 2016, "Heather Ridge", "Hiro Sato"),
    ("Hive H-2", "carniolan", 9, 2020, "Heather Ridge", "Hiro Sato;Ivy Okafor"),
    ("Hive H-3", "buckfast", 10, 2022, "Heather Ridge", "Ivy Okafor"),
    ("Hive L-1", "italian", 11, 2017, "Lime Walk Orchard", "Declan Murphy"),
    ("Hive L-2", "italian", 7, 2023, "Lime Walk Orchard", "Clara Voss;Declan Murphy"),
    ("Hive C-1", "carniolan", 12, 2015, "Coldharbour Common", "Esther Quayle"),
    ("Hive C-2", "buckfast", 9, 2019, "Coldharbour Common", "Finn Larsen;Esther Quayle"),
    ("Hive D-1", "carniolan", 10, 2020, "Deepdale Heath", "Jonas Weber"),
    ("Hive D-2", "italian", 8, 2024, "Deepdale Heath", "Jonas Weber"),
    ("Hive D-3", "buckfast", 6, 2024, "Deepdale Heath", ""),
]  # fmt: skip

#: title, flavour, kg, jarred, hives it came from, shops selling it
AP_HARVESTS = [
    ("Ashby Spring Blossom 2024", "wildflower", 38.5, "2024-06-10", "Hive A-1;Hive A-2", "The Honey Pot;Brindle Farm Shop"),
    ("Ashby Summer 2024", "clover", 52.0, "2024-08-02", "Hive A-2;Hive A-3", "The Honey Pot;Market Hall Stall"),
    ("Heather Gold 2024", "heather", 61.2, "2024-09-15", "Hive H-1;Hive H-2", "Moorland Deli;The Honey Pot;Brindle Farm Shop"),
    ("Heather Gold 2025", "heather", 44.8, "2025-09-12", "Hive H-2;Hive H-3", "Moorland Deli"),
    ("Lime Walk Linden 2024", "lime", 29.4, "2024-07-20", "Hive L-1", "Brindle Farm Shop"),
    ("Orchard Blossom 2025", "wildflower", 33.1, "2025-05-28", "Hive L-1;Hive L-2", "Brindle Farm Shop;Market Hall Stall"),
    ("Common Rapeseed 2024", "rapeseed", 70.5, "2024-05-18", "Hive C-1;Hive C-2", "Market Hall Stall"),
    ("Coldharbour Clover 2025", "clover", 47.3, "2025-07-30", "Hive C-1", "Market Hall Stall;The Honey Pot"),
    ("Deepdale Heath Honey 2025", "heather", 25.6, "2025-09-01", "Hive D-1", "Moorland Deli"),
    ("Cut Comb Special 2025", "wildflower", 12.4, "2025-06-30", "Hive A-1", ""),
]  # fmt: skip

#: name, town, opened
AP_SHOPS = [
    ("The Honey Pot", "Ashby", 2009), ("Brindle Farm Shop", "Brindle", 1998), ("Moorland Deli", "Deepdale", 2015),
    ("Market Hall Stall", "Coldharbour", 2021), ("Station Cafe", "Ashby", 2023),
]  # fmt: skip

#: keeper -> the apiary or shop they run
AP_RUNS = [
    ("Agnes Thornbury", "Ashby Meadow"), ("Agnes Thornbury", "The Honey Pot"), ("Hiro Sato", "Heather Ridge"),
    ("Hiro Sato", "Moorland Deli"), ("Declan Murphy", "Lime Walk Orchard"), ("Esther Quayle", "Coldharbour Common"),
    ("Jonas Weber", "Deepdale Heath"), ("Jonas Weber", "Brindle Farm Shop"), ("Lena Fischer", "Market Hall Stall"),
    ("Lena Fischer", "Station Cafe"),
]  # fmt: skip

#: mentor -> keeper they taught, years
AP_MENTORED = [
    ("Agnes Thornbury", "Bilal Haddad", 4), ("Agnes Thornbury", "Gwen Pritchard", 3), ("Esther Quayle", "Declan Murphy", 6),
    ("Declan Murphy", "Clara Voss", 2), ("Esther Quayle", "Finn Larsen", 1), ("Hiro Sato", "Ivy Okafor", 2),
    ("Hiro Sato", "Jonas Weber", 5), ("Jonas Weber", "Lena Fischer", 3),
]  # fmt: skip


def apiary(rng: random.Random) -> object:
    keepers = U.VertexFile(
        "keeper", [("name", "string"), ("born", "int"), ("village", "string"), ("level", "string")]
    )
    kp = {}
    for i, row in enumerate(AP_KEEPERS, start=1):
        kp[row[0]] = f"kp{i:02d}"
        keepers.rows.append([kp[row[0]], *row])
    apiaries = U.VertexFile(
        "apiary", [("name", "string"), ("region", "string"), ("altitude", "int"), ("organic", "bool")]
    )
    ap = {}
    organic = {}
    for i, row in enumerate(AP_APIARIES, start=1):
        ap[row[0]] = f"ap{i:02d}"
        organic[row[0]] = row[3]
        apiaries.rows.append([ap[row[0]], *row])
    hives = U.VertexFile(
        "hive", [("label", "string"), ("breed", "string"), ("frames", "int"), ("installed", "date")]
    )
    tends = U.EdgeFile("tends", [("since", "int")])
    located = U.EdgeFile("located_in", [])
    hv = {}
    hive_site = {}
    for i, (label, breed, frames, year, site, who) in enumerate(AP_HIVES, start=1):
        hv[label] = f"hv{i:02d}"
        hive_site[label] = site
        hives.rows.append([hv[label], label, breed, frames, U._day(rng, year, year)])
        located.rows.append([hv[label], ap[site]])
        for name in filter(None, who.split(";")):
            tends.rows.append([kp[name], hv[label], year + rng.randint(0, 1)])
    shops = U.VertexFile("shop", [("name", "string"), ("town", "string"), ("opened", "int")])
    sh = {}
    for i, row in enumerate(AP_SHOPS, start=1):
        sh[row[0]] = f"sh{i:02d}"
        shops.rows.append([sh[row[0]], *row])
    harvests = U.VertexFile(
        "harvest", [("title", "string"), ("flavour", "string"), ("kg", "double"), ("jarred", "date")]
    )
    produced = U.EdgeFile("produced", [("frames_used", "int")])
    sold = U.EdgeFile("sold_at", [("price", "double"), ("organic_label", "bool")])
    prices: set[float] = set()
    for i, (title, flavour, kg, jarred, from_hives, at_shops) in enumerate(AP_HARVESTS, start=1):
        vid = f"hs{i:02d}"
        harvests.rows.append([vid, title, flavour, kg, dt.date.fromisoformat(jarred)])
        for label in from_hives.split(";"):
            produced.rows.append([hv[label], vid, rng.randint(4, 20)])
        site = hive_site[from_hives.split(";")[0]]
        for name in filter(None, at_shops.split(";")):
            sold.rows.append([vid, sh[name], _distinct(rng, 5.5, 11.0, prices), organic[site]])
    runs = U.EdgeFile("runs", [("since", "int")])
    for who, what in AP_RUNS:
        runs.rows.append([kp[who], ap.get(what) or sh[what], rng.randint(2005, 2023)])
    mentored = U.EdgeFile("mentored", [("years", "int")])
    for a, b, years in AP_MENTORED:
        mentored.rows.append([kp[a], kp[b], years])
    return U.Graph(
        "apiary",
        8,
        APIARY_DDL,
        [keepers, apiaries, hives, harvests, shops],
        [tends, located, produced, sold, runs, mentored],
    )


# --------------------------------------------------------------------------- ferry (names as ids)

FERRY_DDL = """
CREATE TAG IF NOT EXISTS port(country string, berths int COMMENT "ferry berths", opened int COMMENT "year the ferry terminal opened") COMMENT = "a ferry port, by name";
CREATE TAG IF NOT EXISTS vessel(vessel_type string COMMENT "ro-ro, fast craft or passenger", capacity int COMMENT "passengers", built int, imo string COMMENT "IMO number") COMMENT = "a ship, by its name";
CREATE TAG IF NOT EXISTS route(distance_km double, season string COMMENT "all-year or summer", crossing_min int COMMENT "scheduled crossing time in minutes") COMMENT = "a ferry route, named from port to port";
CREATE TAG IF NOT EXISTS captain(born int, nationality string, licence string COMMENT "master or chief mate") COMMENT = "a ship's officer, by name";
CREATE TAG IF NOT EXISTS operator(founded int, hq string COMMENT "town of the head office") COMMENT = "a ferry company";
CREATE EDGE IF NOT EXISTS sails(since int) COMMENT = "vessel -> route it is scheduled on";
CREATE EDGE IF NOT EXISTS departs() COMMENT = "route -> port it leaves from";
CREATE EDGE IF NOT EXISTS arrives() COMMENT = "route -> port it ends at";
CREATE EDGE IF NOT EXISTS home_port() COMMENT = "vessel -> port it is registered at";
CREATE EDGE IF NOT EXISTS commands(role string COMMENT "master or relief", since int) COMMENT = "captain -> vessel";
CREATE EDGE IF NOT EXISTS operates(since int) COMMENT = "operator -> route it runs or vessel it owns";
CREATE EDGE IF NOT EXISTS trained(years int) COMMENT = "captain -> the officer they trained";
CREATE TAG INDEX IF NOT EXISTS port_country_index ON port(country(16));
CREATE TAG INDEX IF NOT EXISTS port_berths_index ON port(berths);
CREATE TAG INDEX IF NOT EXISTS vessel_type_index ON vessel(vessel_type(16));
CREATE TAG INDEX IF NOT EXISTS vessel_capacity_index ON vessel(capacity);
CREATE TAG INDEX IF NOT EXISTS vessel_built_index ON vessel(built);
CREATE TAG INDEX IF NOT EXISTS route_distance_index ON route(distance_km);
CREATE TAG INDEX IF NOT EXISTS route_season_index ON route(season(16));
CREATE TAG INDEX IF NOT EXISTS route_crossing_index ON route(crossing_min);
CREATE TAG INDEX IF NOT EXISTS captain_born_index ON captain(born);
CREATE TAG INDEX IF NOT EXISTS captain_nationality_index ON captain(nationality(16));
CREATE TAG INDEX IF NOT EXISTS captain_licence_index ON captain(licence(16));
CREATE TAG INDEX IF NOT EXISTS operator_founded_index ON operator(founded);
CREATE EDGE INDEX IF NOT EXISTS commands_role_index ON commands(role(16));
"""

#: port, country, berths, opened
FY_PORTS = [
    ("Portsmouth", "UK", 6, 1976), ("Cherbourg", "France", 4, 1985), ("St Malo", "France", 3, 1990),
    ("St Helier", "Jersey", 3, 1989), ("St Peter Port", "Guernsey", 2, 1972), ("Holyhead", "UK", 5, 1965),
    ("Dublin Port", "Ireland", 7, 1961), ("Rosslare", "Ireland", 4, 1970), ("Oban", "UK", 3, 1988),
    ("Craignure", "UK", 1, 1964), ("Castlebay", "UK", 1, 1977), ("Lochboisdale", "UK", 1, 1974),
]  # fmt: skip

#: operator, founded, hq
FY_OPERATORS = [
    ("Solent Line", 1972, "Portsmouth"), ("Islands Express", 1994, "St Helier"),
    ("Irish Sea Ferries", 1965, "Dublin"), ("Hebridean Link", 1973, "Oban"), ("Atlantic Shuttle", 2019, "Brest"),
]  # fmt: skip

#: route, distance (km), season, crossing (min), from, to, operator ("" = none)
FY_ROUTES = [
    ("Portsmouth-Cherbourg", 150.0, "all-year", 180, "Portsmouth", "Cherbourg", "Solent Line"),
    ("Portsmouth-St Malo", 280.0, "all-year", 540, "Portsmouth", "St Malo", "Solent Line"),
    ("St Malo-St Helier", 75.0, "summer", 80, "St Malo", "St Helier", "Islands Express"),
    ("St Helier-St Peter Port", 45.0, "all-year", 60, "St Helier", "St Peter Port", "Islands Express"),
    ("Portsmouth-St Peter Port", 210.0, "summer", 420, "Portsmouth", "St Peter Port", "Islands Express"),
    ("Holyhead-Dublin Port", 110.0, "all-year", 195, "Holyhead", "Dublin Port", "Irish Sea Ferries"),
    ("Rosslare-Cherbourg", 330.0, "summer", 1050, "Rosslare", "Cherbourg", "Irish Sea Ferries"),
    ("Oban-Craignure", 16.0, "all-year", 46, "Oban", "Craignure", "Hebridean Link"),
    ("Oban-Castlebay", 140.0, "all-year", 295, "Oban", "Castlebay", "Hebridean Link"),
    ("Cherbourg-St Helier", 60.0, "summer", 75, "Cherbourg", "St Helier", ""),
]  # fmt: skip

#: vessel, type, capacity, built, home port, operator ("" = none), routes
FY_VESSELS = [
    ("Solent Star", "ro-ro", 1200, 2005, "Portsmouth", "Solent Line", "Portsmouth-Cherbourg;Portsmouth-St Malo"),
    ("Cotentin Queen", "ro-ro", 1500, 2012, "Portsmouth", "Solent Line", "Portsmouth-Cherbourg"),
    ("Armorique Spirit", "passenger", 900, 1998, "St Malo", "Solent Line", "Portsmouth-St Malo"),
    ("Island Dart", "fast craft", 450, 2015, "St Helier", "Islands Express", "St Malo-St Helier;St Helier-St Peter Port"),
    ("Sarnia Swift", "fast craft", 380, 2018, "St Peter Port", "Islands Express", "St Helier-St Peter Port;Portsmouth-St Peter Port"),
    ("Celtic Breeze", "ro-ro", 1650, 2009, "Dublin Port", "Irish Sea Ferries", "Holyhead-Dublin Port"),
    ("Emerald Isle", "ro-ro", 1900, 2020, "Dublin Port", "Irish Sea Ferries", "Holyhead-Dublin Port;Rosslare-Cherbourg"),
    ("Lord of the Isles", "passenger", 500, 1989, "Oban", "Hebridean Link", "Oban-Castlebay"),
    ("Isle of Mull", "ro-ro", 960, 1988, "Oban", "Hebridean Link", "Oban-Craignure"),
    ("Coll Maid", "passenger", 240, 2001, "Oban", "Hebridean Link", "Oban-Craignure"),
    ("Old Gull", "passenger", 180, 1979, "Rosslare", "", ""),
]  # fmt: skip

#: captain, born, nationality, licence, vessel:role
FY_CAPTAINS = [
    ("Margaret Ellery", 1962, "UK", "master", "Solent Star:master"),
    ("Yann Le Goff", 1970, "France", "master", "Cotentin Queen:master;Solent Star:relief"),
    ("Priyanka Nair", 1985, "UK", "chief mate", "Armorique Spirit:master"),
    ("Tobias Renouf", 1978, "Jersey", "master", "Island Dart:master"),
    ("Claire Brehaut", 1990, "Guernsey", "chief mate", "Sarnia Swift:master;Island Dart:relief"),
    ("Seamus Doyle", 1966, "Ireland", "master", "Celtic Breeze:master"),
    ("Aoife Brennan", 1983, "Ireland", "master", "Emerald Isle:master"),
    ("Ruaridh MacNeil", 1959, "UK", "master", "Lord of the Isles:master"),
    ("Kirsty Munro", 1988, "UK", "chief mate", "Isle of Mull:master;Coll Maid:relief"),
    ("Alasdair Grant", 1975, "UK", "master", "Coll Maid:master"),
    ("Niamh Kelly", 1994, "Ireland", "chief mate", "Celtic Breeze:relief"),
    ("Hugh Pemberton", 1950, "UK", "master", ""),
    ("Dafydd Owen", 1981, "UK", "chief mate", ""),
]  # fmt: skip

#: trainer -> officer, years
FY_TRAINED = [
    ("Hugh Pemberton", "Margaret Ellery", 5), ("Margaret Ellery", "Priyanka Nair", 3),
    ("Hugh Pemberton", "Ruaridh MacNeil", 4), ("Ruaridh MacNeil", "Kirsty Munro", 3),
    ("Ruaridh MacNeil", "Alasdair Grant", 2), ("Seamus Doyle", "Aoife Brennan", 4),
    ("Aoife Brennan", "Niamh Kelly", 2), ("Yann Le Goff", "Tobias Renouf", 3), ("Tobias Renouf", "Claire Brehaut", 2),
]  # fmt: skip


def ferry(rng: random.Random) -> object:
    ports = U.VertexFile("port", [("country", "string"), ("berths", "int"), ("opened", "int")])
    ports.rows.extend(list(row) for row in FY_PORTS)
    operators = U.VertexFile("operator", [("founded", "int"), ("hq", "string")])
    operators.rows.extend(list(row) for row in FY_OPERATORS)
    founded = {row[0]: row[1] for row in FY_OPERATORS}
    routes = U.VertexFile("route", [("distance_km", "double"), ("season", "string"), ("crossing_min", "int")])
    departs = U.EdgeFile("departs", [])
    arrives = U.EdgeFile("arrives", [])
    operates = U.EdgeFile("operates", [("since", "int")])
    for name, km, season, minutes, src, dst, op in FY_ROUTES:
        routes.rows.append([name, km, season, minutes])
        departs.rows.append([name, src])
        arrives.rows.append([name, dst])
        if op:
            operates.rows.append([op, name, max(founded[op], 1990) + rng.randint(0, 20)])
    vessels = U.VertexFile(
        "vessel", [("vessel_type", "string"), ("capacity", "int"), ("built", "int"), ("imo", "string")]
    )
    home = U.EdgeFile("home_port", [])
    sails = U.EdgeFile("sails", [("since", "int")])
    built_of = {}
    for name, kind, capacity, built, port, op, on in FY_VESSELS:
        built_of[name] = built
        vessels.rows.append([name, kind, capacity, built, f"IMO {rng.randint(7000000, 9899999)}"])
        home.rows.append([name, port])
        if op:
            operates.rows.append([op, name, max(founded[op], built) + rng.randint(0, 4)])
        for route in filter(None, on.split(";")):
            sails.rows.append([name, route, max(built, 2000) + rng.randint(0, 10)])
    captains = U.VertexFile("captain", [("born", "int"), ("nationality", "string"), ("licence", "string")])
    commands = U.EdgeFile("commands", [("role", "string"), ("since", "int")])
    for name, born, nation, licence, ships in FY_CAPTAINS:
        captains.rows.append([name, born, nation, licence])
        for item in filter(None, ships.split(";")):
            ship, role = item.split(":")
            commands.rows.append([name, ship, role, rng.randint(max(built_of[ship], born + 25), 2024)])
    trained = U.EdgeFile("trained", [("years", "int")])
    trained.rows.extend([a, b, years] for a, b, years in FY_TRAINED)
    return U.Graph(
        "ferry",
        32,
        FERRY_DDL,
        [ports, vessels, routes, captains, operators],
        [sails, departs, arrives, home, commands, operates, trained],
    )


# --------------------------------------------------------------------------- bakery (Chinese names, opaque ids)

BAKERY_DDL = """
CREATE TAG IF NOT EXISTS shop(name string COMMENT "门店名称", city string COMMENT "所在城市", opened date COMMENT "开业日期", seats int COMMENT "堂食座位数") COMMENT = "门店";
CREATE TAG IF NOT EXISTS baker(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", title string COMMENT "职级：主厨/面点师/学徒") COMMENT = "面包师";
CREATE TAG IF NOT EXISTS product(name string COMMENT "品名", category string COMMENT "品类：面包/蛋糕/中式糕点/饼干", price double COMMENT "标价(元)", calories int COMMENT "每100克热量(千卡)", vegan bool COMMENT "是否纯素") COMMENT = "产品";
CREATE TAG IF NOT EXISTS supplier(name string COMMENT "供应商名称", province string COMMENT "所在省份", kind string COMMENT "供货类别：面粉/乳制品/水果") COMMENT = "原料供应商";
CREATE EDGE IF NOT EXISTS works_at(since int COMMENT "入职年份") COMMENT = "面包师 -> 所在门店";
CREATE EDGE IF NOT EXISTS bakes(daily int COMMENT "每日出品数量") COMMENT = "面包师 -> 负责制作的产品";
CREATE EDGE IF NOT EXISTS sells(price double COMMENT "门店售价(元)", bestseller bool COMMENT "是否招牌") COMMENT = "门店 -> 在售产品";
CREATE EDGE IF NOT EXISTS supplies(kg double COMMENT "每月供货(公斤)") COMMENT = "供应商 -> 门店";
CREATE EDGE IF NOT EXISTS sourced_from(grams int COMMENT "每份用料(克)") COMMENT = "产品 -> 原料供应商";
CREATE EDGE IF NOT EXISTS manages(since int COMMENT "开始负责的年份") COMMENT = "面包师 -> 主理的门店或对接的供应商";
CREATE EDGE IF NOT EXISTS apprenticed_to(years int COMMENT "跟师学艺年数") COMMENT = "徒弟 -> 师父";
CREATE TAG INDEX IF NOT EXISTS shop_name_index ON shop(name(32));
CREATE TAG INDEX IF NOT EXISTS shop_city_index ON shop(city(16));
CREATE TAG INDEX IF NOT EXISTS shop_seats_index ON shop(seats);
CREATE TAG INDEX IF NOT EXISTS baker_name_index ON baker(name(32));
CREATE TAG INDEX IF NOT EXISTS baker_born_index ON baker(born);
CREATE TAG INDEX IF NOT EXISTS baker_title_index ON baker(title(16));
CREATE TAG INDEX IF NOT EXISTS product_name_index ON product(name(32));
CREATE TAG INDEX IF NOT EXISTS product_category_index ON product(category(16));
CREATE TAG INDEX IF NOT EXISTS product_price_index ON product(price);
CREATE TAG INDEX IF NOT EXISTS product_calories_index ON product(calories);
CREATE TAG INDEX IF NOT EXISTS product_vegan_index ON product(vegan);
CREATE TAG INDEX IF NOT EXISTS supplier_name_index ON supplier(name(32));
CREATE TAG INDEX IF NOT EXISTS supplier_kind_index ON supplier(kind(16));
"""

#: supplier, province, kind
BK_SUPPLIERS = [
    ("金麦面粉厂", "河北", "面粉"), ("北纬牧场", "内蒙古", "乳制品"), ("丹东草莓园", "辽宁", "水果"),
    ("五常稻香磨坊", "黑龙江", "面粉"), ("云南玫瑰庄园", "云南", "水果"), ("光明乳业直供", "上海", "乳制品"),
    ("新疆葡萄干合作社", "新疆", "水果"),
]  # fmt: skip

#: product, category, price, calories, vegan, suppliers:grams
BK_PRODUCTS = [
    ("法棍", "面包", 18.0, 250, True, "金麦面粉厂:250"),
    ("可颂", "面包", 15.0, 406, False, "金麦面粉厂:120;北纬牧场:60"),
    ("全麦吐司", "面包", 22.0, 247, True, "五常稻香磨坊:300"),
    ("草莓奶油蛋糕", "蛋糕", 168.0, 320, False, "丹东草莓园:200;北纬牧场:150;金麦面粉厂:80"),
    ("提拉米苏", "蛋糕", 38.0, 283, False, "北纬牧场:180"),
    ("蛋黄酥", "中式糕点", 9.5, 390, False, "五常稻香磨坊:40"),
    ("桃酥", "中式糕点", 6.0, 480, False, "五常稻香磨坊:60"),
    ("鲜花饼", "中式糕点", 8.0, 370, False, "云南玫瑰庄园:35;五常稻香磨坊:45"),
    ("黄油曲奇", "饼干", 45.0, 502, False, "北纬牧场:90;金麦面粉厂:110"),
    ("燕麦饼干", "饼干", 32.0, 430, True, "金麦面粉厂:70"),
    ("黑森林蛋糕", "蛋糕", 188.0, 350, False, "北纬牧场:160"),
]  # fmt: skip

#: shop, city, opened, seats, products ("name*" = its bestseller), suppliers
BK_SHOPS = [
    ("南京西路店", "上海", "2012-05-20", 40, "法棍*;可颂;草莓奶油蛋糕;蛋黄酥", "金麦面粉厂;北纬牧场;丹东草莓园"),
    ("三里屯店", "北京", "2015-09-09", 56, "可颂*;全麦吐司;提拉米苏;桃酥", "金麦面粉厂;北纬牧场"),
    ("春熙路店", "成都", "2018-03-16", 32, "鲜花饼*;蛋黄酥;全麦吐司", "云南玫瑰庄园;五常稻香磨坊"),
    ("西湖店", "杭州", "2010-11-01", 64, "草莓奶油蛋糕*;法棍;桃酥;黄油曲奇;黑森林蛋糕", "丹东草莓园;金麦面粉厂"),
    ("解放碑店", "重庆", "2020-08-08", 28, "桃酥*;鲜花饼", "五常稻香磨坊"),
    ("天河店", "广州", "2022-12-12", 48, "提拉米苏*;可颂;黄油曲奇", "北纬牧场"),
    ("中山路店", "厦门", "2024-04-18", 20, "", ""),
    ("五一广场店", "长沙", "2023-06-01", 30, "法棍*", ""),
]  # fmt: skip

#: baker, born, gender, title, shop worked at ("" = none), products baked
BK_BAKERS = [
    ("顾海涛", 1968, "男", "主厨", "南京西路店", "法棍;可颂"),
    ("沈佳怡", 1990, "女", "面点师", "南京西路店", "草莓奶油蛋糕"),
    ("罗志强", 1975, "男", "主厨", "三里屯店", "全麦吐司;可颂"),
    ("韩梅", 1993, "女", "面点师", "三里屯店", "提拉米苏"),
    ("杜小川", 2000, "男", "学徒", "三里屯店", ""),
    ("唐秀英", 1962, "女", "主厨", "春熙路店", "鲜花饼;蛋黄酥"),
    ("彭飞", 1996, "男", "面点师", "春熙路店", "全麦吐司"),
    ("叶青", 1985, "女", "主厨", "西湖店", "草莓奶油蛋糕;黄油曲奇"),
    ("蒋文", 1998, "男", "学徒", "西湖店", "燕麦饼干"),
    ("邓丽华", 1979, "女", "面点师", "解放碑店", "桃酥;鲜花饼"),
    ("曹阳", 1987, "男", "面点师", "天河店", "提拉米苏;黄油曲奇"),
    ("黄小燕", 1997, "女", "面点师", "五一广场店", "法棍"),
    ("梁国栋", 1955, "男", "主厨", "", "蛋黄酥;桃酥"),
    ("许诺", 2002, "女", "学徒", "", ""),
]  # fmt: skip

#: baker -> the shop they run or the supplier they look after
BK_MANAGES = [
    ("顾海涛", "南京西路店"), ("罗志强", "三里屯店"), ("唐秀英", "春熙路店"), ("叶青", "西湖店"), ("邓丽华", "解放碑店"),
    ("曹阳", "天河店"), ("曹阳", "中山路店"), ("梁国栋", "五常稻香磨坊"), ("叶青", "丹东草莓园"),
]  # fmt: skip

#: apprentice -> master, years
BK_APPRENTICED = [
    ("沈佳怡", "顾海涛", 3), ("韩梅", "罗志强", 2), ("杜小川", "韩梅", 1), ("罗志强", "梁国栋", 6), ("唐秀英", "梁国栋", 8),
    ("彭飞", "唐秀英", 3), ("蒋文", "叶青", 1), ("叶青", "顾海涛", 5), ("邓丽华", "唐秀英", 4), ("曹阳", "罗志强", 3),
]  # fmt: skip


def bakery(rng: random.Random) -> object:
    suppliers = U.VertexFile("supplier", [("name", "string"), ("province", "string"), ("kind", "string")])
    sp = {}
    for i, row in enumerate(BK_SUPPLIERS, start=1):
        sp[row[0]] = f"sp{i:02d}"
        suppliers.rows.append([sp[row[0]], *row])
    products = U.VertexFile(
        "product",
        [
            ("name", "string"),
            ("category", "string"),
            ("price", "double"),
            ("calories", "int"),
            ("vegan", "bool"),
        ],
    )
    sourced = U.EdgeFile("sourced_from", [("grams", "int")])
    pd = {}
    list_price = {}
    for i, (name, cat, price, kcal, vegan, uses) in enumerate(BK_PRODUCTS, start=1):
        pd[name] = f"pd{i:02d}"
        list_price[name] = price
        products.rows.append([pd[name], name, cat, price, kcal, vegan])
        for item in uses.split(";"):
            who, grams = item.split(":")
            sourced.rows.append([pd[name], sp[who], int(grams)])
    shops = U.VertexFile(
        "shop", [("name", "string"), ("city", "string"), ("opened", "date"), ("seats", "int")]
    )
    sells = U.EdgeFile("sells", [("price", "double"), ("bestseller", "bool")])
    supplies = U.EdgeFile("supplies", [("kg", "double")])
    st = {}
    opened_year = {}
    kgs: set[float] = set()
    for i, (name, city, opened, seats, menu, by) in enumerate(BK_SHOPS, start=1):
        st[name] = f"st{i:02d}"
        opened_year[name] = int(opened[:4])
        shops.rows.append([st[name], name, city, dt.date.fromisoformat(opened), seats])
        for item in filter(None, menu.split(";")):
            product = item.rstrip("*")
            price = round(list_price[product] * rng.uniform(0.9, 1.2), 1)
            sells.rows.append([st[name], pd[product], price, item.endswith("*")])
        for who in filter(None, by.split(";")):
            supplies.rows.append([sp[who], st[name], _distinct(rng, 30.0, 600.0, kgs)])
    bakers = U.VertexFile(
        "baker", [("name", "string"), ("born", "int"), ("gender", "string"), ("title", "string")]
    )
    works = U.EdgeFile("works_at", [("since", "int")])
    bakes = U.EdgeFile("bakes", [("daily", "int")])
    bk = {}
    for i, (name, born, gender, title, shop, baked) in enumerate(BK_BAKERS, start=1):
        bk[name] = f"bk{i:02d}"
        bakers.rows.append([bk[name], name, born, gender, title])
        if shop:
            works.rows.append([bk[name], st[shop], max(opened_year[shop], born + 20) + rng.randint(0, 3)])
        for product in filter(None, baked.split(";")):
            bakes.rows.append([bk[name], pd[product], rng.randint(10, 200)])
    manages = U.EdgeFile("manages", [("since", "int")])
    for who, what in BK_MANAGES:
        manages.rows.append([bk[who], st.get(what) or sp[what], rng.randint(2010, 2024)])
    apprenticed = U.EdgeFile("apprenticed_to", [("years", "int")])
    apprenticed.rows.extend([bk[a], bk[b], years] for a, b, years in BK_APPRENTICED)
    return U.Graph(
        "bakery",
        8,
        BAKERY_DDL,
        [shops, bakers, products, suppliers],
        [works, bakes, sells, supplies, sourced, manages, apprenticed],
    )


# --------------------------------------------------------------------------- main

SEED = 20261206
BUILDERS = {"apiary": apiary, "ferry": ferry, "bakery": bakery}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
