"""Write the three frozen evaluation graphs of ``eval/fresh/graphs/`` (railway, music, farm).

Why a third set: ``eval/unseen/`` and ``eval/holdout/`` have been read while r3 was developed,
so they no longer measure r3 on graphs nobody has looked at. These three graphs (and
``questions.jsonl``) are for reporting only: they are run once, by the lead, to report; never
to tune (see README.md). Everything is invented (no real stations, artists or farms). The facts
a question depends on are written out by hand below; the filler (distances, years, sales,
tonnages) is drawn from a seeded RNG, one per graph, so running the script again writes
byte-identical files. ``questions.jsonl`` and ``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built:

- ``railway``: opaque vertex ids (``s017``, ``l03``), English names in a ``name`` property, and
  codes and years that are *not* the display name (``code``, ``opened``);
- ``music``: the names *are* the vertex ids (no ``name`` property at all);
- ``farm``: opaque ids, mostly Chinese names, English schema names with Chinese comments.

The file model and the writer (importer-style ``config.yaml`` + one CSV per tag/edge type) are
those of ``eval/unseen/make_graphs.py``, imported from there rather than copied.

Usage::

    python eval/fresh/make_graphs.py [--out eval/fresh/graphs]
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent


def _unseen() -> ModuleType:
    """``eval/unseen/make_graphs.py`` (the file model and writer); ``eval/`` is not a package."""
    name = "unseen_make_graphs"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE.parent / "unseen" / "make_graphs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


U = _unseen()

# --------------------------------------------------------------------------- railway (opaque ids, codes, years)

RAILWAY_DDL = """
CREATE TAG IF NOT EXISTS station(name string, code string COMMENT "three-letter station code", opened int COMMENT "year opened", platforms int, zone int COMMENT "fare zone 1-5");
CREATE TAG IF NOT EXISTS line(name string, colour string, kind string COMMENT "metro, commuter or intercity", length_km double) COMMENT = "a service line";
CREATE TAG IF NOT EXISTS operator(name string, founded int, ownership string COMMENT "public or private");
CREATE TAG IF NOT EXISTS city(name string, population int, region string);
CREATE TAG IF NOT EXISTS train(serial string COMMENT "fleet number", model string, seats int, built date);
CREATE EDGE IF NOT EXISTS connects(distance_km double, minutes int COMMENT "running time") COMMENT = "station -> next station along a line";
CREATE EDGE IF NOT EXISTS stops_at(seq int COMMENT "position of the stop on the line, from 1");
CREATE EDGE IF NOT EXISTS run_by() COMMENT = "line -> operator";
CREATE EDGE IF NOT EXISTS located_in();
CREATE EDGE IF NOT EXISTS headquartered_in() COMMENT = "operator -> city";
CREATE EDGE IF NOT EXISTS assigned_to(since date) COMMENT = "train -> line";
CREATE TAG INDEX IF NOT EXISTS station_name_index ON station(name(32));
CREATE TAG INDEX IF NOT EXISTS station_code_index ON station(code(8));
CREATE TAG INDEX IF NOT EXISTS station_opened_index ON station(opened);
CREATE TAG INDEX IF NOT EXISTS station_platforms_index ON station(platforms);
CREATE TAG INDEX IF NOT EXISTS station_zone_index ON station(zone);
CREATE TAG INDEX IF NOT EXISTS line_name_index ON line(name(32));
CREATE TAG INDEX IF NOT EXISTS line_kind_index ON line(kind(16));
CREATE TAG INDEX IF NOT EXISTS line_length_index ON line(length_km);
CREATE TAG INDEX IF NOT EXISTS operator_name_index ON operator(name(32));
CREATE TAG INDEX IF NOT EXISTS operator_ownership_index ON operator(ownership(16));
CREATE TAG INDEX IF NOT EXISTS city_name_index ON city(name(32));
CREATE TAG INDEX IF NOT EXISTS city_population_index ON city(population);
CREATE TAG INDEX IF NOT EXISTS train_serial_index ON train(serial(16));
CREATE TAG INDEX IF NOT EXISTS train_model_index ON train(model(16));
CREATE TAG INDEX IF NOT EXISTS train_seats_index ON train(seats);
CREATE EDGE INDEX IF NOT EXISTS connects_minutes_index ON connects(minutes);
"""

#: name, population, region
RW_CITIES = [
    ("Harrowgate", 812000, "North"), ("Selby Vale", 96000, "North"), ("Cranmouth", 431000, "West"),
    ("Dunmere", 58000, "West"), ("Elmstead", 274000, "South"), ("Fairholt", 39000, "South"),
    ("Kingsbarrow", 1250000, "East"), ("Oakridge", 143000, "East"),
]  # fmt: skip

#: name, founded, ownership, headquarters city
RW_OPERATORS = [
    ("Northern Rail Link", 1994, "public", "Harrowgate"), ("Coastway Trains", 2003, "private", "Cranmouth"),
    ("Metro Kingsbarrow", 1961, "public", "Kingsbarrow"), ("Greenline Express", 2011, "private", "Elmstead"),
    ("Vale Transit Authority", 1978, "public", "Selby Vale"),
]  # fmt: skip

#: name, colour, kind, operator, stops in running order (station name @ city)
RW_LINES = [
    ("Amber Line", "amber", "metro", "Metro Kingsbarrow",
     "Kingsbarrow Central@Kingsbarrow;Market Street@Kingsbarrow;Tanner's Yard@Kingsbarrow;Queensway@Kingsbarrow;"
     "Riverside Park@Kingsbarrow;Old Mint@Kingsbarrow;Eastgate@Kingsbarrow"),
    ("Cobalt Line", "blue", "metro", "Metro Kingsbarrow",
     "North Docks@Kingsbarrow;Foundry Lane@Kingsbarrow;Queensway@Kingsbarrow;St Alder's@Kingsbarrow;"
     "Kingsbarrow Central@Kingsbarrow;Hatton Cross@Kingsbarrow;Airport Terminal@Kingsbarrow"),
    ("Jade Line", "green", "metro", "Metro Kingsbarrow",
     "Eastgate@Kingsbarrow;Mill Pond@Kingsbarrow;Hatton Cross@Kingsbarrow;University@Kingsbarrow;"
     "Botanic Gardens@Kingsbarrow"),
    ("Kingsbarrow–Oakridge Commuter", "grey", "commuter", "Vale Transit Authority",
     "Kingsbarrow Central@Kingsbarrow;Eastgate@Kingsbarrow;Pilgrim's Halt@Oakridge;Oakridge Parkway@Oakridge;"
     "Oakridge@Oakridge"),
    ("Vale Shuttle", "yellow", "commuter", "Vale Transit Authority",
     "Selby Vale@Selby Vale;Wetherby Road@Selby Vale;Moorside@Selby Vale;Harrowgate Victoria@Harrowgate"),
    ("Harrowgate Loop", "red", "metro", "Northern Rail Link",
     "Harrowgate Victoria@Harrowgate;Cathedral@Harrowgate;Wool Exchange@Harrowgate;Castle Mound@Harrowgate;"
     "Brindley Square@Harrowgate"),
    ("Northern Main Line", "navy", "intercity", "Northern Rail Link",
     "Harrowgate Victoria@Harrowgate;Selby Vale@Selby Vale;Oakridge@Oakridge;Kingsbarrow Central@Kingsbarrow;"
     "Elmstead@Elmstead"),
    ("Coast Line", "teal", "intercity", "Coastway Trains",
     "Cranmouth Harbour@Cranmouth;Cranmouth Town@Cranmouth;Gullhaven@Cranmouth;Dunmere@Dunmere;"
     "Fairholt Sands@Fairholt;Elmstead@Elmstead"),
    ("Cranmouth Tram", "orange", "metro", "Coastway Trains",
     "Cranmouth Harbour@Cranmouth;Fish Quay@Cranmouth;Lighthouse Road@Cranmouth;Cranmouth Town@Cranmouth"),
    ("Southern Express", "purple", "intercity", "Greenline Express",
     "Elmstead@Elmstead;Elmstead Parkway@Elmstead;Fairholt Sands@Fairholt;Dunmere@Dunmere"),
    ("Westward Sprinter", "brown", "commuter", "Greenline Express",
     "Dunmere@Dunmere;Bracken Hill@Dunmere;Cranmouth Town@Cranmouth"),
]  # fmt: skip

#: stations that get no platforms info beyond 1 and stations with a fixed code or year (for questions)
RW_MODELS = ["Class 377", "Class 800", "Citadis X05", "Desiro City", "Flirt 3"]


def railway(rng: random.Random) -> object:
    cities = U.VertexFile("city", [("name", "string"), ("population", "int"), ("region", "string")])
    city_vid = {}
    for i, (name, pop, region) in enumerate(RW_CITIES, start=1):
        city_vid[name] = f"c{i:02d}"
        cities.rows.append([city_vid[name], name, pop, region])
    ops = U.VertexFile("operator", [("name", "string"), ("founded", "int"), ("ownership", "string")])
    hq = U.EdgeFile("headquartered_in", [])
    op_vid = {}
    for i, (name, founded, ownership, city) in enumerate(RW_OPERATORS, start=1):
        op_vid[name] = f"o{i}"
        ops.rows.append([op_vid[name], name, founded, ownership])
        hq.rows.append([op_vid[name], city_vid[city]])
    stations = U.VertexFile(
        "station",
        [("name", "string"), ("code", "string"), ("opened", "int"), ("platforms", "int"), ("zone", "int")],
    )
    located = U.EdgeFile("located_in", [])
    st_vid: dict[str, str] = {}
    codes: set[str] = set()
    order = [s.split("@") for ln in RW_LINES for s in ln[4].split(";")]
    for name, city in order:
        if name in st_vid:
            continue
        vid = f"s{len(st_vid) + 1:03d}"
        st_vid[name] = vid
        letters = [c for c in name.upper() if c.isalpha()]
        code = (
            "".join(letters[:1] + rng.sample(letters[1:], 2))
            if len(letters) > 2
            else (name.upper() + "XX")[:3]
        )
        while code in codes:
            code = letters[0] + "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXZ") for _ in range(2))
        codes.add(code)
        zone = 1 if "Central" in name else rng.randint(1, 5)
        stations.rows.append([vid, name, code, rng.randint(1852, 2019), rng.randint(1, 8), zone])
        located.rows.append([vid, city_vid[city]])
    lines = U.VertexFile(
        "line", [("name", "string"), ("colour", "string"), ("kind", "string"), ("length_km", "double")]
    )
    stops = U.EdgeFile("stops_at", [("seq", "int")])
    run_by = U.EdgeFile("run_by", [])
    connects = U.EdgeFile("connects", [("distance_km", "double"), ("minutes", "int")])
    seen_pairs: set[tuple[str, str]] = set()
    for i, (name, colour, kind, op, stop_text) in enumerate(RW_LINES, start=1):
        vid = f"l{i:02d}"
        names = [s.split("@")[0] for s in stop_text.split(";")]
        total = 0.0
        for seq, st in enumerate(names, start=1):
            stops.rows.append([vid, st_vid[st], seq])
        for a, b in zip(names, names[1:], strict=False):
            far = kind == "intercity"
            km = round(rng.uniform(18.0, 75.0) if far else rng.uniform(0.8, 4.5), 1)
            total += km
            if (a, b) in seen_pairs:
                continue
            seen_pairs.add((a, b))
            minutes = max(2, int(km / (1.6 if far else 0.45)) + rng.randint(0, 3))
            connects.rows.append([st_vid[a], st_vid[b], km, minutes])
        lines.rows.append([vid, name, colour, kind, round(total, 1)])
        run_by.rows.append([vid, op_vid[op]])
    trains = U.VertexFile(
        "train", [("serial", "string"), ("model", "string"), ("seats", "int"), ("built", "date")]
    )
    assigned = U.EdgeFile("assigned_to", [("since", "date")])
    line_vids = [f"l{i:02d}" for i in range(1, len(RW_LINES) + 1)]
    for i in range(1, 31):
        vid = f"t{i:03d}"
        model = RW_MODELS[(i * 7) % len(RW_MODELS)]
        built = U._day(rng, 1995, 2022)
        trains.rows.append(
            [vid, f"{300 + i * 13}-{rng.randint(10, 99)}", model, rng.randrange(180, 620, 4), built]
        )
        # every line gets at least one train; two lines get none of the last five (spare trains)
        if i <= 25:
            line = line_vids[(i - 1) % len(line_vids)]
            since = built + dt.timedelta(days=rng.randint(30, 900))
            assigned.rows.append([vid, line, since])
    return U.Graph(
        "railway",
        8,
        RAILWAY_DDL,
        [stations, lines, ops, cities, trains],
        [connects, stops, run_by, located, hq, assigned],
    )


# --------------------------------------------------------------------------- music (names as ids)

MUSIC_DDL = """
CREATE TAG IF NOT EXISTS artist(country string, formed int COMMENT "year the act started", genre string, members int COMMENT "1 for a solo artist") COMMENT = "a band or a solo act";
CREATE TAG IF NOT EXISTS album(year int COMMENT "release year", sales int COMMENT "copies sold", tracks int);
CREATE TAG IF NOT EXISTS label(founded int, country string, independent bool) COMMENT = "record label";
CREATE TAG IF NOT EXISTS festival(city string, capacity int, month string);
CREATE TAG IF NOT EXISTS producer(country string, born int);
CREATE EDGE IF NOT EXISTS recorded() COMMENT = "artist -> album";
CREATE EDGE IF NOT EXISTS signed_with(since int COMMENT "year of signing");
CREATE EDGE IF NOT EXISTS issued_by() COMMENT = "album -> label";
CREATE EDGE IF NOT EXISTS played_at(year int, stage string COMMENT "main, second or tent", fee double COMMENT "thousand EUR");
CREATE EDGE IF NOT EXISTS sponsors() COMMENT = "label -> festival";
CREATE EDGE IF NOT EXISTS produced() COMMENT = "producer -> album";
CREATE EDGE IF NOT EXISTS collaborated_with(year int) COMMENT = "artist -> artist (a joint single or a feature)";
CREATE TAG INDEX IF NOT EXISTS artist_country_index ON artist(country(24));
CREATE TAG INDEX IF NOT EXISTS artist_formed_index ON artist(formed);
CREATE TAG INDEX IF NOT EXISTS artist_genre_index ON artist(genre(24));
CREATE TAG INDEX IF NOT EXISTS artist_members_index ON artist(members);
CREATE TAG INDEX IF NOT EXISTS album_year_index ON album(year);
CREATE TAG INDEX IF NOT EXISTS album_sales_index ON album(sales);
CREATE TAG INDEX IF NOT EXISTS label_country_index ON label(country(24));
CREATE TAG INDEX IF NOT EXISTS label_founded_index ON label(founded);
CREATE TAG INDEX IF NOT EXISTS festival_city_index ON festival(city(24));
CREATE TAG INDEX IF NOT EXISTS festival_capacity_index ON festival(capacity);
CREATE TAG INDEX IF NOT EXISTS producer_country_index ON producer(country(24));
CREATE EDGE INDEX IF NOT EXISTS played_at_stage_index ON played_at(stage(16));
"""

#: label, founded, country, independent
MU_LABELS = [
    ("Blue Heron Records", 1987, "Ireland", True), ("Northgate Music", 1969, "UK", False),
    ("Saltwater Sound", 2009, "Australia", True), ("Parallax", 1998, "Germany", True),
    ("Crown & Anchor", 1958, "UK", False), ("Neon Orchard", 2014, "USA", True),
    ("Kestrel Tapes", 2017, "Canada", True), ("Meridian Global", 1975, "USA", False),
]  # fmt: skip

#: festival, city, capacity, month, sponsoring labels
MU_FESTIVALS = [
    ("Lakeside Sessions", "Galway", 18000, "July", "Blue Heron Records"),
    ("Ironworks Weekender", "Sheffield", 35000, "August", "Northgate Music;Crown & Anchor"),
    ("Dune Fest", "Perth", 42000, "January", "Saltwater Sound"),
    ("Kaltwelle", "Leipzig", 25000, "June", "Parallax"),
    ("Harbourlights", "Bristol", 12000, "September", ""),
    ("Midnight Prairie", "Austin", 60000, "March", "Meridian Global;Neon Orchard"),
    ("Frostbite", "Montreal", 9000, "February", "Kestrel Tapes"),
    ("Green Mile Picnic", "Brighton", 15000, "May", "Crown & Anchor"),
    ("Copper Canyon", "Denver", 30000, "June", "Meridian Global"),
    ("Velvet Sundown", "Lisbon", 22000, "July", ""),
]  # fmt: skip

#: artist, country, formed, genre, members, label (signed with; "" = unsigned), albums "title:year"
MU_ARTISTS = [
    ("The Paper Kites of Ennis", "Ireland", 2008, "folk", 4, "Blue Heron Records", "Low Tide Hymns:2011;Fieldnotes:2015"),
    ("Maeve Dorran", "Ireland", 2012, "folk", 1, "Blue Heron Records", "Salt & Rosemary:2014;Quiet Country:2019"),
    ("Harbour Owls", "UK", 2005, "indie rock", 5, "Northgate Music", "Brick Lanterns:2007;Signal Fires:2010;Late Ferries:2016"),
    ("Velvet Anchors", "UK", 1999, "rock", 4, "Crown & Anchor", "Anchors Aweigh:2001;Deep Water:2004;Rust Belt Radio:2012"),
    ("Lumen Drift", "Germany", 2010, "electronic", 2, "Parallax", "Nachtzug:2013;Prism Engine:2017"),
    ("Kai Brandt", "Germany", 2015, "electronic", 1, "Parallax", "Tiefsee:2018"),
    ("Sable & Sons", "USA", 1996, "blues", 3, "Meridian Global", "Delta Ledger:1998;Smoke Houses:2003;Ironwood:2009"),
    ("Juniper Vale", "USA", 2016, "pop", 1, "Neon Orchard", "Glass Summer:2018;Honey Static:2021"),
    ("Coral Static", "Australia", 2011, "indie rock", 4, "Saltwater Sound", "Reef Lines:2013;Undertow:2019"),
    ("Wren Holloway", "Australia", 2013, "folk", 1, "Saltwater Sound", "Paper Boats:2015"),
    ("Northern Pines", "Canada", 2014, "indie rock", 3, "Kestrel Tapes", "Snowline:2016;Cabin Fever:2020"),
    ("Odette Marchal", "Canada", 2009, "pop", 1, "Meridian Global", "Rouge:2011;Avenue Sainte-Claire:2014;Éclat:2022"),
    ("The Gilded Foxes", "UK", 2001, "rock", 4, "Northgate Music", "Foxhole:2003;Gilt:2006"),
    ("Mira Castell", "Spain", 2017, "pop", 1, "Neon Orchard", "Luz Baja:2019"),
    ("Tidal Engines", "UK", 2007, "electronic", 3, "Parallax", "Turbine:2009;Outflow:2015"),
    ("Rosa Quill", "USA", 2003, "jazz", 1, "Crown & Anchor", "Blue Hours:2005;Nightingale Street:2010"),
    ("Brass Lantern Collective", "USA", 2012, "jazz", 7, "", "First Light:2014"),
    ("Ilse Vogel", "Germany", 2019, "folk", 1, "", ""),
    ("Copperhead Choir", "USA", 1993, "blues", 5, "Meridian Global", "Rattle & Hum Along:1995;Sundown Gospel:2000"),
    ("Polar Bloom", "Canada", 2018, "electronic", 2, "Kestrel Tapes", "Aurora Codes:2020"),
    ("Saoirse Lane", "Ireland", 2016, "pop", 1, "Northgate Music", "Green Neon:2018;Cathedral Nights:2023"),
    ("The Marlow Ghosts", "UK", 2010, "indie rock", 4, "", "Haunts:2012"),
    ("Dusty Calloway", "USA", 1988, "country", 1, "Meridian Global", "Dirt Road Psalms:1990;Long Haul:1996;Porch Light:2005"),
    ("Amber Wolves", "Australia", 2006, "rock", 5, "Saltwater Sound", "Howl:2008;Red Earth:2014"),
    ("Fenna Dijk", "Netherlands", 2014, "electronic", 1, "Parallax", "Polder:2016;Windmolen:2021"),
    ("Lola Brightwater", "USA", 2019, "country", 1, "Neon Orchard", "Wildflower Tax:2022"),
    ("Grey Heron Quartet", "Ireland", 2002, "jazz", 4, "Blue Heron Records", "Shannon Blue:2004"),
    ("Ruben Ostrander", "Netherlands", 2011, "jazz", 1, "", "Canal Light:2013"),
    ("Static Saints", "USA", 2015, "rock", 3, "Neon Orchard", "Overdrive Prayer:2017"),
    ("Marigold Tapes", "Canada", 2020, "pop", 2, "Kestrel Tapes", ""),
]  # fmt: skip

#: producer, country, born, albums produced (titles)
MU_PRODUCERS = [
    ("Declan Roe", "Ireland", 1972, "Low Tide Hymns;Salt & Rosemary;Shannon Blue;Fieldnotes"),
    ("Hattie Brook", "UK", 1968, "Brick Lanterns;Signal Fires;Foxhole;Anchors Aweigh"),
    ("Stefan Kroll", "Germany", 1979, "Nachtzug;Prism Engine;Tiefsee;Turbine;Polder"),
    ("Marvin Tate", "USA", 1955, "Delta Ledger;Smoke Houses;Rattle & Hum Along;Dirt Road Psalms;Long Haul"),
    ("Bex Anand", "UK", 1985, "Late Ferries;Gilt;Deep Water;Green Neon;Haunts"),
    ("Jules Ferreira", "Australia", 1981, "Reef Lines;Howl;Paper Boats;Red Earth"),
    ("Nina Okafor", "USA", 1990, "Glass Summer;Honey Static;Luz Baja;Overdrive Prayer;Wildflower Tax"),
    ("Theo Laurent", "Canada", 1976, "Rouge;Avenue Sainte-Claire;Snowline;Aurora Codes"),
    ("Ada Whitcombe", "UK", 1962, "Rust Belt Radio;Blue Hours;Nightingale Street"),
    ("Piet Gerrits", "Netherlands", 1983, "Windmolen;Canal Light;Outflow"),
    ("Carla Mendes", "USA", 1974, "Ironwood;Sundown Gospel;Porch Light;First Light"),
    ("Rory Vance", "Canada", 1988, "Cabin Fever;Éclat;Undertow"),
    ("Lena Sorensen", "Germany", 1991, "Cathedral Nights;Quiet Country"),
    ("Owen Pryce", "UK", 1970, ""),
]  # fmt: skip

#: (artist, artist, year) joint work, the first one invited the second
MU_COLLABS = [
    ("Maeve Dorran", "The Paper Kites of Ennis", 2016), ("Saoirse Lane", "Maeve Dorran", 2019),
    ("Lumen Drift", "Kai Brandt", 2017), ("Kai Brandt", "Fenna Dijk", 2020), ("Tidal Engines", "Lumen Drift", 2014),
    ("Juniper Vale", "Mira Castell", 2020), ("Mira Castell", "Odette Marchal", 2021),
    ("Sable & Sons", "Copperhead Choir", 2001), ("Dusty Calloway", "Lola Brightwater", 2022),
    ("Rosa Quill", "Brass Lantern Collective", 2015), ("Ruben Ostrander", "Grey Heron Quartet", 2014),
    ("Harbour Owls", "The Gilded Foxes", 2008), ("Coral Static", "Wren Holloway", 2016),
    ("Northern Pines", "Polar Bloom", 2019), ("Velvet Anchors", "Static Saints", 2018),
    ("Odette Marchal", "Juniper Vale", 2019), ("Amber Wolves", "Coral Static", 2015),
]  # fmt: skip

#: (artist, festival, year, stage)
MU_SHOWS = [
    ("The Paper Kites of Ennis", "Lakeside Sessions", 2019, "main"), ("Maeve Dorran", "Lakeside Sessions", 2019, "second"),
    ("Maeve Dorran", "Green Mile Picnic", 2021, "tent"), ("Grey Heron Quartet", "Lakeside Sessions", 2022, "tent"),
    ("Saoirse Lane", "Lakeside Sessions", 2023, "main"), ("Harbour Owls", "Ironworks Weekender", 2016, "main"),
    ("Velvet Anchors", "Ironworks Weekender", 2012, "main"), ("The Gilded Foxes", "Ironworks Weekender", 2016, "second"),
    ("The Marlow Ghosts", "Ironworks Weekender", 2013, "tent"), ("Harbour Owls", "Harbourlights", 2018, "main"),
    ("Coral Static", "Dune Fest", 2019, "main"), ("Amber Wolves", "Dune Fest", 2015, "main"),
    ("Wren Holloway", "Dune Fest", 2016, "tent"), ("Lumen Drift", "Kaltwelle", 2017, "main"),
    ("Kai Brandt", "Kaltwelle", 2019, "second"), ("Fenna Dijk", "Kaltwelle", 2021, "second"),
    ("Tidal Engines", "Kaltwelle", 2015, "tent"), ("Ilse Vogel", "Kaltwelle", 2022, "tent"),
    ("Sable & Sons", "Midnight Prairie", 2009, "main"), ("Dusty Calloway", "Midnight Prairie", 2005, "main"),
    ("Juniper Vale", "Midnight Prairie", 2021, "second"), ("Lola Brightwater", "Midnight Prairie", 2023, "tent"),
    ("Static Saints", "Midnight Prairie", 2018, "second"), ("Copperhead Choir", "Copper Canyon", 2000, "main"),
    ("Dusty Calloway", "Copper Canyon", 2006, "main"), ("Sable & Sons", "Copper Canyon", 2010, "second"),
    ("Northern Pines", "Frostbite", 2020, "main"), ("Polar Bloom", "Frostbite", 2021, "second"),
    ("Odette Marchal", "Frostbite", 2014, "main"), ("Marigold Tapes", "Frostbite", 2022, "tent"),
    ("Velvet Anchors", "Green Mile Picnic", 2012, "main"), ("Rosa Quill", "Green Mile Picnic", 2010, "second"),
    ("Mira Castell", "Velvet Sundown", 2020, "main"), ("Juniper Vale", "Velvet Sundown", 2019, "second"),
    ("Ruben Ostrander", "Velvet Sundown", 2014, "tent"), ("Saoirse Lane", "Harbourlights", 2019, "second"),
    ("Velvet Anchors", "Harbourlights", 2015, "main"), ("Odette Marchal", "Midnight Prairie", 2015, "second"),
]  # fmt: skip


def music(rng: random.Random) -> object:
    labels = U.VertexFile("label", [("founded", "int"), ("country", "string"), ("independent", "bool")])
    for name, founded, country, indie in MU_LABELS:
        labels.rows.append([name, founded, country, indie])
    fests = U.VertexFile("festival", [("city", "string"), ("capacity", "int"), ("month", "string")])
    sponsors = U.EdgeFile("sponsors", [])
    for name, city, cap, month, sponsor_text in MU_FESTIVALS:
        fests.rows.append([name, city, cap, month])
        for lab in filter(None, sponsor_text.split(";")):
            sponsors.rows.append([lab, name])
    artists = U.VertexFile(
        "artist", [("country", "string"), ("formed", "int"), ("genre", "string"), ("members", "int")]
    )
    albums = U.VertexFile("album", [("year", "int"), ("sales", "int"), ("tracks", "int")])
    recorded = U.EdgeFile("recorded", [])
    signed = U.EdgeFile("signed_with", [("since", "int")])
    issued = U.EdgeFile("issued_by", [])
    for name, country, formed, genre, members, label, album_text in MU_ARTISTS:
        artists.rows.append([name, country, formed, genre, members])
        if label:
            signed.rows.append([name, label, formed + rng.randint(0, 3)])
        for item in filter(None, album_text.split(";")):
            title, released = item.rsplit(":", 1)
            sales = rng.randrange(4000, 900000, 500)
            albums.rows.append([title, int(released), sales, rng.randint(8, 16)])
            recorded.rows.append([name, title])
            # an album is issued by the label the artist is signed with; unsigned acts self-release
            if label:
                issued.rows.append([title, label])
    producers = U.VertexFile("producer", [("country", "string"), ("born", "int")])
    produced = U.EdgeFile("produced", [])
    for name, country, born, titles in MU_PRODUCERS:
        producers.rows.append([name, country, born])
        for title in filter(None, titles.split(";")):
            produced.rows.append([name, title])
    collab = U.EdgeFile("collaborated_with", [("year", "int")])
    for a, b, year in MU_COLLABS:
        collab.rows.append([a, b, year])
    played = U.EdgeFile("played_at", [("year", "int"), ("stage", "string"), ("fee", "double")])
    for artist, fest, year, stage in MU_SHOWS:
        base = {"main": 60.0, "second": 22.0, "tent": 6.0}[stage]
        played.rows.append([artist, fest, year, stage, round(base * rng.uniform(0.6, 1.9), 1)])
    return U.Graph(
        "music",
        48,
        MUSIC_DDL,
        [artists, albums, labels, fests, producers],
        [recorded, signed, issued, played, sponsors, produced, collab],
    )


# --------------------------------------------------------------------------- farm (Chinese names, opaque ids)

FARM_DDL = """
CREATE TAG IF NOT EXISTS farm(name string COMMENT "农场名称", kind string COMMENT "有机 或 常规", area double COMMENT "面积(亩)", founded int COMMENT "成立年份") COMMENT = "农场";
CREATE TAG IF NOT EXISTS crop(name string, category string COMMENT "粮食/蔬菜/水果/经济作物", season string COMMENT "春/夏/秋/冬") COMMENT = "作物";
CREATE TAG IF NOT EXISTS warehouse(name string, capacity int COMMENT "库容(吨)", cold bool COMMENT "是否冷库") COMMENT = "仓库";
CREATE TAG IF NOT EXISTS market(name string, kind string COMMENT "超市/农贸市场/电商", opened date) COMMENT = "销售终端";
CREATE TAG IF NOT EXISTS city(name string, province string);
CREATE EDGE IF NOT EXISTS grows(area double COMMENT "种植面积(亩)", since int) COMMENT = "农场种植作物";
CREATE EDGE IF NOT EXISTS ships_to(tons double COMMENT "年发货量(吨)", first_date date) COMMENT = "农场 -> 仓库";
CREATE EDGE IF NOT EXISTS delivers(tons double) COMMENT = "仓库 -> 销售终端";
CREATE EDGE IF NOT EXISTS sells() COMMENT = "销售终端在售的作物";
CREATE EDGE IF NOT EXISTS located_in();
CREATE EDGE IF NOT EXISTS cooperates_with(since int) COMMENT = "农场之间的合作(发起方 -> 合作方)";
CREATE TAG INDEX IF NOT EXISTS farm_name_index ON farm(name(32));
CREATE TAG INDEX IF NOT EXISTS farm_kind_index ON farm(kind(8));
CREATE TAG INDEX IF NOT EXISTS farm_area_index ON farm(area);
CREATE TAG INDEX IF NOT EXISTS farm_founded_index ON farm(founded);
CREATE TAG INDEX IF NOT EXISTS crop_name_index ON crop(name(16));
CREATE TAG INDEX IF NOT EXISTS crop_category_index ON crop(category(8));
CREATE TAG INDEX IF NOT EXISTS crop_season_index ON crop(season(4));
CREATE TAG INDEX IF NOT EXISTS warehouse_name_index ON warehouse(name(32));
CREATE TAG INDEX IF NOT EXISTS warehouse_capacity_index ON warehouse(capacity);
CREATE TAG INDEX IF NOT EXISTS warehouse_cold_index ON warehouse(cold);
CREATE TAG INDEX IF NOT EXISTS market_name_index ON market(name(32));
CREATE TAG INDEX IF NOT EXISTS market_kind_index ON market(kind(12));
CREATE TAG INDEX IF NOT EXISTS city_name_index ON city(name(16));
CREATE TAG INDEX IF NOT EXISTS city_province_index ON city(province(16));
CREATE EDGE INDEX IF NOT EXISTS ships_to_tons_index ON ships_to(tons);
"""

#: city, province
FA_CITIES = [
    ("寿光", "山东"), ("潍坊", "山东"), ("济南", "山东"), ("昆明", "云南"), ("大理", "云南"),
    ("赣州", "江西"), ("南昌", "江西"), ("哈尔滨", "黑龙江"), ("五常", "黑龙江"), ("上海", "上海"),
    ("杭州", "浙江"), ("广州", "广东"),
]  # fmt: skip

#: crop, category, season
FA_CROPS = [
    ("大米", "粮食", "秋"), ("小麦", "粮食", "夏"), ("玉米", "粮食", "秋"), ("大豆", "粮食", "秋"),
    ("番茄", "蔬菜", "夏"), ("黄瓜", "蔬菜", "夏"), ("白菜", "蔬菜", "冬"), ("土豆", "蔬菜", "秋"),
    ("辣椒", "蔬菜", "夏"), ("茄子", "蔬菜", "夏"), ("菠菜", "蔬菜", "春"), ("西兰花", "蔬菜", "冬"),
    ("苹果", "水果", "秋"), ("脐橙", "水果", "冬"), ("草莓", "水果", "春"), ("蓝莓", "水果", "夏"),
    ("葡萄", "水果", "秋"), ("梨", "水果", "秋"), ("西瓜", "水果", "夏"), ("樱桃", "水果", "春"),
    ("咖啡豆", "经济作物", "冬"), ("茶叶", "经济作物", "春"),
]  # fmt: skip

#: farm, kind, city, crops grown
FA_FARMS = [
    ("绿源蔬菜基地", "常规", "寿光", "番茄 黄瓜 辣椒 茄子"), ("金穗农场", "常规", "五常", "大米 大豆"),
    ("北大荒第三农场", "常规", "哈尔滨", "大米 玉米 大豆 小麦"), ("青禾有机农场", "有机", "寿光", "番茄 菠菜 西兰花"),
    ("阳光果园", "常规", "潍坊", "苹果 梨 樱桃"), ("脐橙之乡合作社", "常规", "赣州", "脐橙"),
    ("云岭咖啡庄园", "有机", "昆明", "咖啡豆 茶叶"), ("苍山茶园", "有机", "大理", "茶叶"),
    ("泉城菜园", "常规", "济南", "白菜 土豆 菠菜"), ("红土地果蔬", "常规", "昆明", "蓝莓 草莓 番茄"),
    ("稻香村农场", "有机", "五常", "大米"), ("黑土地合作社", "常规", "哈尔滨", "玉米 土豆 大豆"),
    ("赣南果业", "常规", "赣州", "脐橙 西瓜"), ("洱海生态农场", "有机", "大理", "蓝莓 菠菜 西兰花"),
    ("鲁北麦田", "常规", "济南", "小麦 玉米"), ("翠谷草莓园", "有机", "杭州", "草莓 樱桃"),
    ("江南水乡农场", "常规", "南昌", "大米 黄瓜 西瓜"), ("潍河葡萄园", "常规", "潍坊", "葡萄"),
    ("沪郊绿色农庄", "有机", "上海", "番茄 黄瓜 草莓"), ("岭南鲜果园", "常规", "广州", "西瓜 辣椒"),
    ("春晓家庭农场", "有机", "杭州", "茶叶 菠菜"), ("大理高原菜场", "常规", "大理", "土豆 白菜 辣椒"),
]  # fmt: skip

#: warehouse, city, cold storage
FA_WAREHOUSES = [
    ("寿光蔬菜物流园", "寿光", True), ("潍坊中心仓", "潍坊", False), ("哈尔滨粮库", "哈尔滨", False),
    ("五常稻米仓", "五常", False), ("昆明冷链中心", "昆明", True), ("赣州果品仓", "赣州", True),
    ("上海浦东冷库", "上海", True), ("杭州城北仓", "杭州", False), ("广州南沙仓", "广州", True),
    ("济南西站仓", "济南", False),
]  # fmt: skip

#: farm -> warehouse shipments
FA_SHIPS = [
    ("绿源蔬菜基地", "寿光蔬菜物流园"), ("绿源蔬菜基地", "上海浦东冷库"), ("金穗农场", "五常稻米仓"),
    ("北大荒第三农场", "哈尔滨粮库"), ("北大荒第三农场", "五常稻米仓"), ("青禾有机农场", "寿光蔬菜物流园"),
    ("阳光果园", "潍坊中心仓"), ("阳光果园", "上海浦东冷库"), ("脐橙之乡合作社", "赣州果品仓"),
    ("云岭咖啡庄园", "昆明冷链中心"), ("苍山茶园", "昆明冷链中心"), ("泉城菜园", "济南西站仓"),
    ("红土地果蔬", "昆明冷链中心"), ("红土地果蔬", "广州南沙仓"), ("稻香村农场", "五常稻米仓"),
    ("黑土地合作社", "哈尔滨粮库"), ("赣南果业", "赣州果品仓"), ("赣南果业", "广州南沙仓"),
    ("洱海生态农场", "昆明冷链中心"), ("鲁北麦田", "济南西站仓"), ("翠谷草莓园", "杭州城北仓"),
    ("江南水乡农场", "杭州城北仓"), ("潍河葡萄园", "潍坊中心仓"), ("沪郊绿色农庄", "上海浦东冷库"),
    ("岭南鲜果园", "广州南沙仓"), ("春晓家庭农场", "杭州城北仓"), ("鲁北麦田", "潍坊中心仓"),
]  # fmt: skip

#: market, kind, city, supplying warehouses, crops on sale
FA_MARKETS = [
    ("华联超市(寿光店)", "超市", "寿光", "寿光蔬菜物流园", "番茄 黄瓜 白菜"),
    ("潍坊农贸批发市场", "农贸市场", "潍坊", "潍坊中心仓 寿光蔬菜物流园", "苹果 梨 葡萄 番茄 辣椒"),
    ("泉城生鲜超市", "超市", "济南", "济南西站仓 潍坊中心仓", "白菜 土豆 小麦 苹果"),
    ("春城农贸市场", "农贸市场", "昆明", "昆明冷链中心", "蓝莓 草莓 咖啡豆 茶叶"),
    ("大理古城菜市场", "农贸市场", "大理", "昆明冷链中心", "茶叶 土豆 菠菜"),
    ("赣州万家超市", "超市", "赣州", "赣州果品仓", "脐橙 西瓜"),
    ("冰城大卖场", "超市", "哈尔滨", "哈尔滨粮库 五常稻米仓", "大米 玉米 大豆 土豆"),
    ("盒马鲜生(浦东)", "超市", "上海", "上海浦东冷库 杭州城北仓", "番茄 草莓 苹果 蓝莓 西兰花"),
    ("叮咚买菜", "电商", "上海", "上海浦东冷库 寿光蔬菜物流园", "番茄 黄瓜 菠菜 西兰花 草莓"),
    ("西湖农夫市集", "农贸市场", "杭州", "杭州城北仓", "草莓 樱桃 茶叶 黄瓜"),
    ("天猫生鲜", "电商", "杭州", "杭州城北仓 上海浦东冷库 五常稻米仓", "大米 脐橙 茶叶 樱桃"),
    ("江南粮油店", "超市", "南昌", "杭州城北仓", "大米 西瓜"),
    ("广州江南果菜批发市场", "农贸市场", "广州", "广州南沙仓", "脐橙 西瓜 辣椒 蓝莓"),
    ("拼多多农货", "电商", "广州", "广州南沙仓 赣州果品仓", "脐橙 西瓜"),
    ("五常大米直营店", "超市", "五常", "五常稻米仓", "大米"),
    ("南昌菜篮子", "农贸市场", "南昌", "", "黄瓜 白菜"),
]  # fmt: skip

#: initiator -> partner, since
FA_COOP = [
    ("青禾有机农场", "绿源蔬菜基地", 2016), ("金穗农场", "稻香村农场", 2012), ("北大荒第三农场", "黑土地合作社", 2009),
    ("赣南果业", "脐橙之乡合作社", 2015), ("苍山茶园", "云岭咖啡庄园", 2018), ("洱海生态农场", "苍山茶园", 2019),
    ("翠谷草莓园", "春晓家庭农场", 2020), ("沪郊绿色农庄", "翠谷草莓园", 2021), ("阳光果园", "潍河葡萄园", 2013),
    ("鲁北麦田", "泉城菜园", 2017), ("红土地果蔬", "洱海生态农场", 2022),
]  # fmt: skip


def farm(rng: random.Random) -> object:
    cities = U.VertexFile("city", [("name", "string"), ("province", "string")])
    city_vid = {}
    for i, (name, province) in enumerate(FA_CITIES, start=1):
        city_vid[name] = f"ct{i:02d}"
        cities.rows.append([city_vid[name], name, province])
    crops = U.VertexFile("crop", [("name", "string"), ("category", "string"), ("season", "string")])
    crop_vid = {}
    for i, (name, category, season) in enumerate(FA_CROPS, start=1):
        crop_vid[name] = f"cr{i:02d}"
        crops.rows.append([crop_vid[name], name, category, season])
    located = U.EdgeFile("located_in", [])
    farms = U.VertexFile(
        "farm", [("name", "string"), ("kind", "string"), ("area", "double"), ("founded", "int")]
    )
    grows = U.EdgeFile("grows", [("area", "double"), ("since", "int")])
    farm_vid = {}
    for i, (name, kind, city, crop_text) in enumerate(FA_FARMS, start=1):
        vid = farm_vid[name] = f"f{i:02d}"
        founded = rng.randint(1958, 2019)
        planted = [round(rng.uniform(40, 1600), 1) for _ in crop_text.split()]
        farms.rows.append([vid, name, kind, round(sum(planted) * rng.uniform(1.05, 1.4), 1), founded])
        located.rows.append([vid, city_vid[city]])
        for crop, area in zip(crop_text.split(), planted, strict=True):
            grows.rows.append([vid, crop_vid[crop], area, rng.randint(founded, 2023)])
    whs = U.VertexFile("warehouse", [("name", "string"), ("capacity", "int"), ("cold", "bool")])
    wh_vid = {}
    for i, (name, city, cold) in enumerate(FA_WAREHOUSES, start=1):
        vid = wh_vid[name] = f"w{i:02d}"
        whs.rows.append([vid, name, rng.randrange(2000, 60000, 500), cold])
        located.rows.append([vid, city_vid[city]])
    ships = U.EdgeFile("ships_to", [("tons", "double"), ("first_date", "date")])
    for f, w in FA_SHIPS:
        ships.rows.append([farm_vid[f], wh_vid[w], round(rng.uniform(30, 4800), 1), U._day(rng, 2012, 2023)])
    markets = U.VertexFile("market", [("name", "string"), ("kind", "string"), ("opened", "date")])
    delivers = U.EdgeFile("delivers", [("tons", "double")])
    sells = U.EdgeFile("sells", [])
    for i, (name, kind, city, wh_text, crop_text) in enumerate(FA_MARKETS, start=1):
        vid = f"m{i:02d}"
        markets.rows.append([vid, name, kind, U._day(rng, 1995, 2021)])
        located.rows.append([vid, city_vid[city]])
        for w in wh_text.split():
            delivers.rows.append([wh_vid[w], vid, round(rng.uniform(10, 900), 1)])
        for c in crop_text.split():
            sells.rows.append([vid, crop_vid[c]])
    coop = U.EdgeFile("cooperates_with", [("since", "int")])
    for a, b, since in FA_COOP:
        coop.rows.append([farm_vid[a], farm_vid[b], since])
    return U.Graph(
        "farm",
        8,
        FARM_DDL,
        [farms, crops, whs, markets, cities],
        [grows, ships, delivers, sells, located, coop],
    )


# --------------------------------------------------------------------------- main

SEED = 20261201
BUILDERS = {"railway": railway, "music": music, "farm": farm}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs", help="graphs folder to write into")
    args = parser.parse_args(argv)
    for graph in build_all():
        U.write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


if __name__ == "__main__":
    main()
