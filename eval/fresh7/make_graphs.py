"""Write the three frozen evaluation graphs of ``eval/fresh7/graphs/`` (vetpractice, studio, langschool).

Why a seventh set: ``eval/fresh/`` to ``eval/fresh6/`` have been run to report, so they are no
longer unseen. These three graphs (and ``questions.jsonl``) are for reporting only: they are
run once, by the lead, to report; never to tune (see README.md). Everything is invented (no
real vets, owners, pets, artists, engineers, teachers or students; the drug brands, the
instruments and the cities are common names). The facts a question depends on are written out
by hand below; the filler (years, visits, hours, units, days) is drawn from a seeded RNG, one
per graph, so running the script again writes byte-identical files. ``questions.jsonl`` and
``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built:

- ``vetpractice``: opaque vertex ids (``vt03``, ``pt11``); vets, owners and branches by
  ``name``, pets by ``pet_name``, drugs by ``brand``; ``registered_at`` leaves two tags (a pet
  and an owner are registered at a branch); ``supervises`` is vet -> vet;
- ``studio``: the names *are* the vertex ids (an artist's, a record's, a room's, an
  engineer's, an instrument's; no ``name`` property); ``booked`` leaves two tags (an artist or
  an engineer books a room); ``assisted`` is engineer -> engineer (assistant -> lead);
- ``langschool``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``based_at`` leaves two tags (a teacher and a student belong to a branch); ``mentors`` is
  teacher -> teacher and ``requires`` course -> course; a teacher's ``title`` is a grade
  (高级讲师), not the display.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh7/make_graphs.py [--out eval/fresh7/graphs]
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


def _split(text: str) -> list[str]:
    return [item for item in text.split(";") if item]


# --------------------------------------------------------------------------- vetpractice (opaque ids)

VET_DDL = """
CREATE TAG IF NOT EXISTS vet(name string, born int, specialty string COMMENT "small animals, equine or exotics", senior bool COMMENT "senior partner") COMMENT = "a veterinary surgeon of the practice";
CREATE TAG IF NOT EXISTS owner(name string, town string, registered date COMMENT "day they joined the practice") COMMENT = "a client who owns animals";
CREATE TAG IF NOT EXISTS pet(pet_name string COMMENT "what the animal is called", species string COMMENT "dog, cat, rabbit, horse or parrot", born date, weight_kg double) COMMENT = "an animal on the books";
CREATE TAG IF NOT EXISTS drug(brand string COMMENT "the brand on the box", kind string COMMENT "antibiotic, painkiller, vaccine or dewormer", price double COMMENT "price per pack") COMMENT = "a medicine";
CREATE TAG IF NOT EXISTS branch(name string, town string, opened int) COMMENT = "a surgery of the practice";
CREATE EDGE IF NOT EXISTS owns(since int) COMMENT = "owner -> pet";
CREATE EDGE IF NOT EXISTS treats(visits int COMMENT "consultations so far", last_visit date) COMMENT = "vet -> pet they see";
CREATE EDGE IF NOT EXISTS prescribed(doses int, repeat_rx bool COMMENT "a repeat prescription") COMMENT = "pet -> drug it was prescribed";
CREATE EDGE IF NOT EXISTS works_at(since int, full_time bool) COMMENT = "vet -> branch";
CREATE EDGE IF NOT EXISTS registered_at(since int) COMMENT = "pet or owner -> the branch they are registered at";
CREATE EDGE IF NOT EXISTS stocks(units int COMMENT "packs on the shelf") COMMENT = "branch -> drug";
CREATE EDGE IF NOT EXISTS supervises(years int) COMMENT = "vet -> the junior vet they supervise";
CREATE TAG INDEX IF NOT EXISTS vet_name_index ON vet(name(32));
CREATE TAG INDEX IF NOT EXISTS vet_born_index ON vet(born);
CREATE TAG INDEX IF NOT EXISTS vet_specialty_index ON vet(specialty(16));
CREATE TAG INDEX IF NOT EXISTS vet_senior_index ON vet(senior);
CREATE TAG INDEX IF NOT EXISTS owner_name_index ON owner(name(32));
CREATE TAG INDEX IF NOT EXISTS owner_town_index ON owner(town(16));
CREATE TAG INDEX IF NOT EXISTS pet_name_index ON pet(pet_name(16));
CREATE TAG INDEX IF NOT EXISTS pet_species_index ON pet(species(16));
CREATE TAG INDEX IF NOT EXISTS pet_weight_index ON pet(weight_kg);
CREATE TAG INDEX IF NOT EXISTS drug_brand_index ON drug(brand(32));
CREATE TAG INDEX IF NOT EXISTS drug_kind_index ON drug(kind(16));
CREATE TAG INDEX IF NOT EXISTS drug_price_index ON drug(price);
CREATE TAG INDEX IF NOT EXISTS branch_name_index ON branch(name(32));
CREATE TAG INDEX IF NOT EXISTS branch_town_index ON branch(town(16));
CREATE TAG INDEX IF NOT EXISTS branch_opened_index ON branch(opened);
CREATE EDGE INDEX IF NOT EXISTS treats_visits_index ON treats(visits);
"""

#: name, town, opened
VT_BRANCHES = [
    ("Riverside Surgery", "Kelham", 1996), ("Hilltop Vets", "Amberley", 2008),
    ("Market Street Practice", "Kelham", 2014), ("Meadowbank Equine Centre", "Thornby", 2002),
    ("Northgate Branch", "Amberley", 2024),
]  # fmt: skip

#: name, born, specialty, senior, branches worked at ("name!" = part time)
VT_VETS = [
    ("Helen Marsh", 1964, "small animals", True, "Riverside Surgery"),
    ("Owen Pryce", 1979, "small animals", True, "Hilltop Vets"),
    ("Sofia Reyes", 1988, "exotics", False, "Riverside Surgery!;Hilltop Vets!"),
    ("Tom Ashworth", 1971, "equine", True, "Meadowbank Equine Centre"),
    ("Priya Desai", 1992, "small animals", False, "Market Street Practice"),
    ("Liam Carter", 1995, "equine", False, "Meadowbank Equine Centre"),
    ("Grace Holloway", 1958, "exotics", True, "Hilltop Vets!"),
    ("Ben Okoro", 1990, "small animals", False, "Riverside Surgery;Market Street Practice!"),
    ("Anna Kowalski", 1985, "small animals", False, "Hilltop Vets"),
    ("Martin Hale", 1950, "equine", True, ""),
    ("Chloe Bennett", 1998, "exotics", False, ""),
]  # fmt: skip

#: name, town, registered, branch ("" = none)
VT_OWNERS = [
    ("Margaret Doyle", "Kelham", "2011-03-14", "Riverside Surgery"),
    ("Samir Patel", "Kelham", "2016-09-02", "Market Street Practice"),
    ("Lucy Fenwick", "Amberley", "2012-05-21", "Hilltop Vets"),
    ("George Tan", "Amberley", "2019-11-30", "Hilltop Vets"),
    ("Hannah Price", "Thornby", "2008-07-08", "Meadowbank Equine Centre"),
    ("Oliver Brandt", "Thornby", "2020-02-17", "Meadowbank Equine Centre"),
    ("Yusuf Demir", "Kelham", "2021-06-25", "Market Street Practice"),
    ("Emma Lindqvist", "Amberley", "2015-01-09", "Hilltop Vets"),
    ("Carlos Mendes", "Kelham", "2017-10-12", "Riverside Surgery"),
    ("Fiona Walsh", "Kelham", "2024-08-19", "Riverside Surgery"),
    ("Ruth Abernathy", "Amberley", "2023-04-03", "Northgate Branch"),
    ("Dominic Shaw", "Thornby", "2022-12-01", ""),
]  # fmt: skip

#: pet name, species, weight, born year, owners, branch, vets (name:visits), drugs (brand!: repeat)
VT_PETS = [
    ("Biscuit", "dog", 24.5, 2015, "Margaret Doyle", "Riverside Surgery", "Helen Marsh:14;Ben Okoro:3", "Carprofen!;Nobivac DHP"),
    ("Pepper", "cat", 4.2, 2018, "Margaret Doyle", "Riverside Surgery", "Helen Marsh:6", "Milbemax!"),
    ("Rolo", "dog", 11.8, 2020, "Samir Patel", "Market Street Practice", "Priya Desai:5;Ben Okoro:2", "Nobivac DHP;Amoxiclav"),
    ("Mango", "parrot", 0.4, 2012, "Samir Patel", "Riverside Surgery", "Sofia Reyes:9", "Baytril"),
    ("Thistle", "horse", 540.0, 2009, "Hannah Price", "Meadowbank Equine Centre", "Tom Ashworth:21", "Bute!;Equest"),
    ("Juniper", "horse", 495.0, 2016, "Hannah Price", "Meadowbank Equine Centre", "Tom Ashworth:7;Liam Carter:4", "Equest"),
    ("Marble", "rabbit", 2.1, 2021, "Lucy Fenwick", "Hilltop Vets", "Grace Holloway:4", "Baytril"),
    ("Luna", "cat", 3.9, 2017, "Lucy Fenwick", "Hilltop Vets", "Anna Kowalski:8", "Milbemax!;Amoxiclav"),
    ("Ziggy", "dog", 31.2, 2014, "George Tan", "Hilltop Vets", "Owen Pryce:11;Anna Kowalski:1", "Carprofen!"),
    ("Duchess", "horse", 610.0, 2011, "Oliver Brandt", "Meadowbank Equine Centre", "Liam Carter:10", "Bute"),
    ("Pickle", "rabbit", 1.7, 2022, "Yusuf Demir", "Market Street Practice", "Priya Desai:2", ""),
    ("Shadow", "cat", 5.3, 2013, "Emma Lindqvist", "Hilltop Vets", "Owen Pryce:12", "Purevax!"),
    ("Nugget", "dog", 8.6, 2019, "Carlos Mendes", "Riverside Surgery", "Ben Okoro:6", "Amoxiclav"),
    ("Kiwi", "parrot", 0.3, 2010, "Emma Lindqvist;Lucy Fenwick", "Hilltop Vets", "Grace Holloway:13;Sofia Reyes:5", ""),
    ("Bramble", "dog", 6.4, 2024, "Fiona Walsh", "Riverside Surgery", "", ""),
    ("Otis", "cat", 4.8, 2016, "Carlos Mendes", "Market Street Practice", "Priya Desai:7", "Purevax;Milbemax"),
]  # fmt: skip

#: brand, kind, price, branches that stock it
VT_DRUGS = [
    ("Carprofen", "painkiller", 12.5, "Riverside Surgery;Hilltop Vets"),
    ("Nobivac DHP", "vaccine", 28.0, "Riverside Surgery;Market Street Practice"),
    ("Milbemax", "dewormer", 9.75, "Riverside Surgery;Hilltop Vets;Market Street Practice"),
    ("Amoxiclav", "antibiotic", 15.2, "Riverside Surgery;Hilltop Vets;Market Street Practice"),
    ("Baytril", "antibiotic", 18.4, "Riverside Surgery;Hilltop Vets"),
    ("Bute", "painkiller", 22.0, "Meadowbank Equine Centre"),
    ("Equest", "dewormer", 31.5, "Meadowbank Equine Centre"),
    ("Purevax", "vaccine", 26.3, "Hilltop Vets;Market Street Practice"),
    ("Metacam", "painkiller", 14.1, "Riverside Surgery;Meadowbank Equine Centre"),
]  # fmt: skip

#: supervisor -> junior, years
VT_SUPERVISES = [
    ("Martin Hale", "Tom Ashworth", 6), ("Martin Hale", "Helen Marsh", 4), ("Tom Ashworth", "Liam Carter", 3),
    ("Helen Marsh", "Sofia Reyes", 2), ("Helen Marsh", "Ben Okoro", 3), ("Grace Holloway", "Owen Pryce", 5),
    ("Owen Pryce", "Anna Kowalski", 2), ("Ben Okoro", "Priya Desai", 1),
]  # fmt: skip


def vetpractice(rng: random.Random) -> object:
    branches = U.VertexFile("branch", [("name", "string"), ("town", "string"), ("opened", "int")])
    br = {}
    opened = {}
    for i, row in enumerate(VT_BRANCHES, start=1):
        br[row[0]] = f"br{i:02d}"
        opened[row[0]] = row[2]
        branches.rows.append([br[row[0]], *row])
    vets = U.VertexFile(
        "vet", [("name", "string"), ("born", "int"), ("specialty", "string"), ("senior", "bool")]
    )
    works = U.EdgeFile("works_at", [("since", "int"), ("full_time", "bool")])
    vt = {}
    for i, (name, born, specialty, senior, at) in enumerate(VT_VETS, start=1):
        vt[name] = f"vt{i:02d}"
        vets.rows.append([vt[name], name, born, specialty, senior])
        for item in _split(at):
            where = item.rstrip("!")
            since = max(opened[where], born + 25) + rng.randint(0, 4)
            works.rows.append([vt[name], br[where], since, not item.endswith("!")])
    owners = U.VertexFile("owner", [("name", "string"), ("town", "string"), ("registered", "date")])
    registered = U.EdgeFile("registered_at", [("since", "int")])
    ow = {}
    for i, (name, town, day, where) in enumerate(VT_OWNERS, start=1):
        ow[name] = f"ow{i:02d}"
        owners.rows.append([ow[name], name, town, dt.date.fromisoformat(day)])
        if where:
            registered.rows.append([ow[name], br[where], int(day[:4])])
    drugs = U.VertexFile("drug", [("brand", "string"), ("kind", "string"), ("price", "double")])
    stocks = U.EdgeFile("stocks", [("units", "int")])
    dr = {}
    for i, (brand, kind, price, at) in enumerate(VT_DRUGS, start=1):
        dr[brand] = f"dr{i:02d}"
        drugs.rows.append([dr[brand], brand, kind, price])
        for where in _split(at):
            stocks.rows.append([br[where], dr[brand], rng.randint(3, 60)])
    pets = U.VertexFile(
        "pet", [("pet_name", "string"), ("species", "string"), ("born", "date"), ("weight_kg", "double")]
    )
    owns = U.EdgeFile("owns", [("since", "int")])
    treats = U.EdgeFile("treats", [("visits", "int"), ("last_visit", "date")])
    prescribed = U.EdgeFile("prescribed", [("doses", "int"), ("repeat_rx", "bool")])
    for i, (name, species, kg, year, whose, where, seen_by, rx) in enumerate(VT_PETS, start=1):
        vid = f"pt{i:02d}"
        pets.rows.append([vid, name, species, U._day(rng, year, year), kg])
        for who in _split(whose):
            owns.rows.append([ow[who], vid, year + rng.randint(0, 1)])
        registered.rows.append([vid, br[where], max(year, opened[where])])
        for item in _split(seen_by):
            who, visits = item.split(":")
            treats.rows.append([vt[who], vid, int(visits), U._day(rng, 2025, 2026)])
        for item in _split(rx):
            prescribed.rows.append([vid, dr[item.rstrip("!")], rng.randint(1, 30), item.endswith("!")])
    supervises = U.EdgeFile("supervises", [("years", "int")])
    supervises.rows.extend([vt[a], vt[b], years] for a, b, years in VT_SUPERVISES)
    return U.Graph(
        "vetpractice",
        8,
        VET_DDL,
        [vets, owners, pets, drugs, branches],
        [owns, treats, prescribed, works, registered, stocks, supervises],
    )


# --------------------------------------------------------------------------- studio (names as ids)

STUDIO_DDL = """
CREATE TAG IF NOT EXISTS artist(genre string, formed int COMMENT "year the act formed or debuted", country string) COMMENT = "a band or solo act, by name";
CREATE TAG IF NOT EXISTS record(released date, format string COMMENT "LP, EP or single", length_min double COMMENT "running time in minutes") COMMENT = "a release made at the studio, by title";
CREATE TAG IF NOT EXISTS room(size_m2 int, iso_booth bool COMMENT "has an isolation booth", hourly_rate double COMMENT "pounds per hour") COMMENT = "a room of the studio";
CREATE TAG IF NOT EXISTS engineer(born int, specialty string COMMENT "tracking, mixing or mastering") COMMENT = "a sound engineer, by name";
CREATE TAG IF NOT EXISTS instrument(kind string COMMENT "guitar, keyboard, drums or strings", year_made int) COMMENT = "an instrument kept at the studio";
CREATE EDGE IF NOT EXISTS recorded(tracks int COMMENT "tracks the act plays on") COMMENT = "artist -> record";
CREATE EDGE IF NOT EXISTS engineered(hours int, credited bool COMMENT "named in the liner notes") COMMENT = "engineer -> record they worked on";
CREATE EDGE IF NOT EXISTS tracked_in(days int) COMMENT = "record -> room it was recorded in";
CREATE EDGE IF NOT EXISTS booked(hours double, paid bool) COMMENT = "artist or engineer -> room they booked";
CREATE EDGE IF NOT EXISTS plays(since int) COMMENT = "artist -> studio instrument they play";
CREATE EDGE IF NOT EXISTS assisted(years int) COMMENT = "engineer -> the lead engineer they assisted";
CREATE TAG INDEX IF NOT EXISTS artist_genre_index ON artist(genre(16));
CREATE TAG INDEX IF NOT EXISTS artist_formed_index ON artist(formed);
CREATE TAG INDEX IF NOT EXISTS artist_country_index ON artist(country(16));
CREATE TAG INDEX IF NOT EXISTS record_format_index ON record(format(8));
CREATE TAG INDEX IF NOT EXISTS record_length_index ON record(length_min);
CREATE TAG INDEX IF NOT EXISTS room_size_index ON room(size_m2);
CREATE TAG INDEX IF NOT EXISTS room_rate_index ON room(hourly_rate);
CREATE TAG INDEX IF NOT EXISTS engineer_born_index ON engineer(born);
CREATE TAG INDEX IF NOT EXISTS engineer_specialty_index ON engineer(specialty(16));
CREATE TAG INDEX IF NOT EXISTS instrument_kind_index ON instrument(kind(16));
CREATE TAG INDEX IF NOT EXISTS instrument_year_index ON instrument(year_made);
CREATE EDGE INDEX IF NOT EXISTS engineered_credited_index ON engineered(credited);
"""

#: artist, genre, formed, country
SD_ARTISTS = [
    ("The Lantern Fields", "folk", 2011, "UK"), ("Mira Sol", "pop", 2016, "Spain"),
    ("Hollow Pines", "indie rock", 2009, "Canada"), ("Kofi Mensah Quartet", "jazz", 2004, "Ghana"),
    ("Neon Harbour", "electronic", 2018, "UK"), ("Saskia Brandt", "classical", 1999, "Germany"),
    ("Velvet Static", "indie rock", 2014, "USA"), ("Rosa Quintero", "folk", 2020, "Mexico"),
    ("Grey Atlas", "electronic", 2012, "UK"), ("June Okonkwo", "jazz", 2017, "Nigeria"),
    ("The Marigolds", "pop", 2022, "Ireland"),
]  # fmt: skip

#: room, size, booth, rate
SD_ROOMS = [
    ("Studio A", 85, True, 120.0), ("Studio B", 40, True, 75.0), ("The Live Room", 140, False, 150.0),
    ("Mix Suite", 25, False, 60.0), ("Attic Room", 18, False, 35.0),
]  # fmt: skip

#: engineer, born, specialty
SD_ENGINEERS = [
    ("Dana Whitlock", 1968, "mastering"), ("Marcus Lee", 1981, "mixing"), ("Ines Carvalho", 1990, "tracking"),
    ("Tariq Hussain", 1986, "mixing"), ("Eva Lindgren", 1994, "tracking"), ("Rob McAllister", 1975, "tracking"),
    ("Yuki Tanabe", 1997, "mixing"), ("Paul Dressler", 1955, "mastering"), ("Nell Harper", 1999, "tracking"),
]  # fmt: skip

#: record, released, format, length, artists, engineers ("name!" = not credited), rooms
SD_RECORDS = [
    ("Salt and Silver", "2019-04-12", "LP", 42.5, "The Lantern Fields", "Ines Carvalho;Marcus Lee;Dana Whitlock", "The Live Room;Studio B"),
    ("Harbour Lights", "2022-10-07", "EP", 18.3, "The Lantern Fields", "Eva Lindgren!;Marcus Lee", "Studio B"),
    ("Tidewater", "2021-06-18", "single", 3.6, "Mira Sol", "Yuki Tanabe", "Studio A"),
    ("Sol y Sombra", "2023-03-03", "LP", 39.8, "Mira Sol", "Rob McAllister;Tariq Hussain;Dana Whitlock", "Studio A;Mix Suite"),
    ("Cedar Smoke", "2015-09-25", "LP", 47.2, "Hollow Pines", "Rob McAllister;Marcus Lee!", "The Live Room"),
    ("Accra Nights", "2012-02-10", "LP", 58.9, "Kofi Mensah Quartet", "Rob McAllister;Dana Whitlock", "The Live Room"),
    ("Afterglow Protocol", "2020-11-20", "EP", 24.1, "Neon Harbour", "Yuki Tanabe", "Mix Suite"),
    ("Goldberg Sketches", "2018-01-26", "LP", 71.4, "Saskia Brandt", "Ines Carvalho;Dana Whitlock", "The Live Room"),
    ("Paper Satellites", "2017-08-04", "LP", 44.6, "Velvet Static", "Eva Lindgren;Tariq Hussain", "Studio A"),
    ("Static Bloom", "2024-05-10", "single", 4.2, "Velvet Static", "Eva Lindgren", "Studio B"),
    ("Cenzontle", "2024-09-13", "EP", 21.7, "Rosa Quintero", "Ines Carvalho;Yuki Tanabe!", "Studio B"),
    ("Low Orbit", "2016-03-18", "LP", 52.3, "Grey Atlas", "Tariq Hussain", "Mix Suite"),
    ("Glass Rivers", "2023-07-21", "single", 5.1, "Grey Atlas;Neon Harbour", "Yuki Tanabe;Tariq Hussain", "Mix Suite;Studio A"),
    ("Basement Tapes 2010", "2010-06-01", "EP", 16.0, "Hollow Pines", "", ""),
]  # fmt: skip

#: who -> room booked ("name!" = not paid yet)
SD_BOOKED = [
    ("The Lantern Fields", "The Live Room"), ("The Lantern Fields", "Studio B"), ("Mira Sol", "Studio A"),
    ("Velvet Static", "Studio A!"), ("June Okonkwo", "Studio B!"), ("Grey Atlas", "Mix Suite"),
    ("Rosa Quintero", "Studio B"), ("Kofi Mensah Quartet", "The Live Room"), ("Tariq Hussain", "Mix Suite"),
    ("Yuki Tanabe", "Mix Suite!"), ("Marcus Lee", "Studio A"),
]  # fmt: skip

#: instrument, kind, year made, artists who play it
SD_INSTRUMENTS = [
    ("Steinway Model D", "keyboard", 1978, "Kofi Mensah Quartet;Saskia Brandt"),
    ("Gibson J-45", "guitar", 1966, "The Lantern Fields;Hollow Pines"),
    ("Ludwig Vistalite Kit", "drums", 1974, "Hollow Pines;Velvet Static"),
    ("Fender Rhodes Mk I", "keyboard", 1975, "Mira Sol;Grey Atlas"),
    ("Moog Minimoog", "keyboard", 1972, "Neon Harbour;Grey Atlas"),
    ("Martin D-28", "guitar", 1971, "The Lantern Fields;Velvet Static;Rosa Quintero"),
    ("Hofner Double Bass", "strings", 1958, "Kofi Mensah Quartet;June Okonkwo"),
    ("Roland TR-808", "drums", 1981, ""),
]  # fmt: skip

#: assistant -> lead engineer, years
SD_ASSISTED = [
    ("Marcus Lee", "Paul Dressler", 4), ("Dana Whitlock", "Paul Dressler", 6), ("Ines Carvalho", "Rob McAllister", 2),
    ("Eva Lindgren", "Ines Carvalho", 1), ("Tariq Hussain", "Marcus Lee", 3), ("Yuki Tanabe", "Tariq Hussain", 2),
    ("Rob McAllister", "Dana Whitlock", 3),
]  # fmt: skip


def studio(rng: random.Random) -> object:
    artists = U.VertexFile("artist", [("genre", "string"), ("formed", "int"), ("country", "string")])
    artists.rows.extend(list(row) for row in SD_ARTISTS)
    rooms = U.VertexFile("room", [("size_m2", "int"), ("iso_booth", "bool"), ("hourly_rate", "double")])
    rooms.rows.extend(list(row) for row in SD_ROOMS)
    engineers = U.VertexFile("engineer", [("born", "int"), ("specialty", "string")])
    engineers.rows.extend(list(row) for row in SD_ENGINEERS)
    records = U.VertexFile("record", [("released", "date"), ("format", "string"), ("length_min", "double")])
    recorded = U.EdgeFile("recorded", [("tracks", "int")])
    engineered = U.EdgeFile("engineered", [("hours", "int"), ("credited", "bool")])
    tracked = U.EdgeFile("tracked_in", [("days", "int")])
    for title, day, fmt, minutes, by, crew, where in SD_RECORDS:
        records.rows.append([title, dt.date.fromisoformat(day), fmt, minutes])
        tracks = {"LP": (8, 12), "EP": (4, 6), "single": (1, 2)}[fmt]
        for who in _split(by):
            recorded.rows.append([who, title, rng.randint(*tracks)])
        for item in _split(crew):
            engineered.rows.append([item.rstrip("!"), title, rng.randint(6, 120), not item.endswith("!")])
        for room in _split(where):
            tracked.rows.append([title, room, rng.randint(1, 25)])
    booked = U.EdgeFile("booked", [("hours", "double"), ("paid", "bool")])
    for who, item in SD_BOOKED:
        booked.rows.append([who, item.rstrip("!"), round(rng.uniform(4.0, 80.0), 1), not item.endswith("!")])
    instruments = U.VertexFile("instrument", [("kind", "string"), ("year_made", "int")])
    plays = U.EdgeFile("plays", [("since", "int")])
    formed = {row[0]: row[2] for row in SD_ARTISTS}
    for name, kind, year, players in SD_INSTRUMENTS:
        instruments.rows.append([name, kind, year])
        for who in _split(players):
            plays.rows.append([who, name, formed[who] + rng.randint(0, 5)])
    assisted = U.EdgeFile("assisted", [("years", "int")])
    assisted.rows.extend([a, b, years] for a, b, years in SD_ASSISTED)
    return U.Graph(
        "studio",
        32,
        STUDIO_DDL,
        [artists, records, rooms, engineers, instruments],
        [recorded, engineered, tracked, booked, plays, assisted],
    )


# --------------------------------------------------------------------------- langschool (Chinese names, opaque ids)

SCHOOL_DDL = """
CREATE TAG IF NOT EXISTS branch(name string COMMENT "校区名称", city string COMMENT "所在城市", opened date COMMENT "开办日期", classrooms int COMMENT "教室数") COMMENT = "校区";
CREATE TAG IF NOT EXISTS teacher(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", title string COMMENT "职称：高级讲师/讲师/助教") COMMENT = "教师";
CREATE TAG IF NOT EXISTS student(name string COMMENT "姓名", born int COMMENT "出生年份", city string COMMENT "家庭所在城市", enrolled date COMMENT "报名日期") COMMENT = "学员";
CREATE TAG IF NOT EXISTS course(name string COMMENT "课程名称", language string COMMENT "语种：英语/日语/法语/德语/韩语/西班牙语", level string COMMENT "难度：初级/中级/高级", fee double COMMENT "学费(元)", hours int COMMENT "总课时", online bool COMMENT "是否线上授课") COMMENT = "课程";
CREATE EDGE IF NOT EXISTS teaches(since int COMMENT "开始授课的年份") COMMENT = "教师 -> 所授课程";
CREATE EDGE IF NOT EXISTS enrolled_in(score double COMMENT "结课成绩", passed bool COMMENT "是否通过") COMMENT = "学员 -> 所报课程";
CREATE EDGE IF NOT EXISTS held_at(weekday string COMMENT "上课日") COMMENT = "课程 -> 开课校区";
CREATE EDGE IF NOT EXISTS based_at(since int COMMENT "加入年份") COMMENT = "教师或学员 -> 所属校区";
CREATE EDGE IF NOT EXISTS mentors(years int COMMENT "带教年数") COMMENT = "资深教师 -> 其带教的教师";
CREATE EDGE IF NOT EXISTS requires() COMMENT = "课程 -> 先修课程";
CREATE TAG INDEX IF NOT EXISTS branch_name_index ON branch(name(32));
CREATE TAG INDEX IF NOT EXISTS branch_city_index ON branch(city(16));
CREATE TAG INDEX IF NOT EXISTS branch_classrooms_index ON branch(classrooms);
CREATE TAG INDEX IF NOT EXISTS teacher_name_index ON teacher(name(32));
CREATE TAG INDEX IF NOT EXISTS teacher_born_index ON teacher(born);
CREATE TAG INDEX IF NOT EXISTS teacher_title_index ON teacher(title(16));
CREATE TAG INDEX IF NOT EXISTS teacher_gender_index ON teacher(gender(8));
CREATE TAG INDEX IF NOT EXISTS student_name_index ON student(name(32));
CREATE TAG INDEX IF NOT EXISTS student_born_index ON student(born);
CREATE TAG INDEX IF NOT EXISTS student_city_index ON student(city(16));
CREATE TAG INDEX IF NOT EXISTS course_name_index ON course(name(40));
CREATE TAG INDEX IF NOT EXISTS course_language_index ON course(language(16));
CREATE TAG INDEX IF NOT EXISTS course_level_index ON course(level(16));
CREATE TAG INDEX IF NOT EXISTS course_fee_index ON course(fee);
CREATE TAG INDEX IF NOT EXISTS course_hours_index ON course(hours);
CREATE TAG INDEX IF NOT EXISTS course_online_index ON course(online);
"""

#: branch, city, opened, classrooms
LS_BRANCHES = [
    ("徐汇校区", "上海", "2010-09-01", 24), ("海淀校区", "北京", "2013-03-15", 30), ("天河校区", "广州", "2016-07-01", 18),
    ("武侯校区", "成都", "2019-09-10", 16), ("鼓楼校区", "南京", "2025-02-20", 8),
]  # fmt: skip

#: course, language, level, fee, hours, online, branches (name:weekday), prerequisites
LS_COURSES = [
    ("雅思冲刺班", "英语", "高级", 6800.0, 60, False, "徐汇校区:周六", "英语中级口语"),
    ("英语中级口语", "英语", "中级", 3200.0, 48, False, "徐汇校区:周二;海淀校区:周四", "英语零基础入门"),
    ("英语零基础入门", "英语", "初级", 1800.0, 40, True, "天河校区:周一", ""),
    ("日语五十音", "日语", "初级", 1500.0, 32, True, "海淀校区:周三;天河校区:周五", ""),
    ("日语N2备考", "日语", "中级", 4500.0, 64, False, "海淀校区:周六", "日语五十音"),
    ("日语N1精讲", "日语", "高级", 5800.0, 72, False, "海淀校区:周日", "日语N2备考"),
    ("法语A1", "法语", "初级", 2600.0, 44, False, "徐汇校区:周三", ""),
    ("法语B2进阶", "法语", "高级", 5200.0, 80, False, "徐汇校区:周日", "法语A1"),
    ("德语入门", "德语", "初级", 2400.0, 42, True, "武侯校区:周二", ""),
    ("韩语初级会话", "韩语", "初级", 2000.0, 36, True, "天河校区:周六;武侯校区:周四", ""),
    ("商务英语写作", "英语", "中级", 3600.0, 30, True, "武侯校区:周五", "英语零基础入门"),
    ("西班牙语入门", "西班牙语", "初级", 2200.0, 38, False, "武侯校区:周日", ""),
]  # fmt: skip

#: teacher, born, gender, title, branch ("" = none), courses taught
LS_TEACHERS = [
    ("王丽娟", 1970, "女", "高级讲师", "徐汇校区", "雅思冲刺班;英语中级口语"),
    ("陈志明", 1982, "男", "讲师", "天河校区", "英语零基础入门;商务英语写作"),
    ("佐藤美咲", 1985, "女", "讲师", "海淀校区", "日语N2备考;日语N1精讲"),
    ("刘洋", 1990, "男", "助教", "海淀校区", "日语五十音"),
    ("周敏", 1978, "女", "高级讲师", "徐汇校区", "法语B2进阶;法语A1"),
    ("赵磊", 1993, "男", "助教", "徐汇校区", "法语A1"),
    ("孙悦", 1988, "女", "讲师", "武侯校区", "德语入门"),
    ("金智妍", 1991, "女", "讲师", "天河校区", "韩语初级会话"),
    ("何建国", 1960, "男", "高级讲师", "", ""),
    ("林晓", 1996, "女", "助教", "", ""),
    ("马骏", 1986, "男", "讲师", "海淀校区", "英语中级口语;日语五十音"),
]  # fmt: skip

#: mentor -> teacher, years
LS_MENTORS = [
    ("何建国", "王丽娟", 6), ("何建国", "周敏", 5), ("王丽娟", "陈志明", 3), ("王丽娟", "马骏", 2),
    ("周敏", "赵磊", 2), ("佐藤美咲", "刘洋", 2), ("陈志明", "金智妍", 1), ("马骏", "孙悦", 1),
]  # fmt: skip

#: student, born, city, enrolled, branch ("" = none), courses (name:score; "name:score!" = not passed)
LS_STUDENTS = [
    ("张伟", 2001, "上海", "2023-02-11", "徐汇校区", "雅思冲刺班:82.5;英语中级口语:76.0"),
    ("李娜", 1999, "上海", "2022-09-03", "徐汇校区", "法语A1:88.0;法语B2进阶:71.5"),
    ("王芳", 2003, "北京", "2023-03-20", "海淀校区", "日语五十音:92.0;日语N2备考:64.0"),
    ("杨帆", 2000, "北京", "2021-10-08", "海淀校区", "日语N1精讲:58.5!;英语中级口语:80.0"),
    ("黄静", 2004, "广州", "2024-01-15", "天河校区", "英语零基础入门:69.0;韩语初级会话:85.5"),
    ("吴昊", 2002, "广州", "2024-06-30", "天河校区", "日语五十音:55.0!"),
    ("徐婷", 1998, "成都", "2022-04-12", "武侯校区", "德语入门:90.5;商务英语写作:77.5"),
    ("孙浩", 2005, "成都", "2025-03-01", "武侯校区", "韩语初级会话:61.0"),
    ("朱琳", 1997, "上海", "2021-07-19", "徐汇校区", "雅思冲刺班:73.0"),
    ("胡斌", 2001, "北京", "2022-11-25", "海淀校区", "日语N2备考:79.5;日语N1精讲:84.0"),
    ("郭佳", 2006, "广州", "2025-08-18", "天河校区", ""),
    ("高翔", 1996, "南京", "2025-03-05", "鼓楼校区", ""),
    ("罗敏", 2003, "上海", "2023-09-09", "徐汇校区", "法语A1:66.5;雅思冲刺班:59.0!"),
    ("谢磊", 2000, "成都", "2024-02-27", "武侯校区", "商务英语写作:83.5"),
    ("宋雨", 2002, "北京", "2023-05-06", "海淀校区", "英语中级口语:70.5;日语五十音:87.0"),
]  # fmt: skip


def langschool(rng: random.Random) -> object:
    branches = U.VertexFile(
        "branch", [("name", "string"), ("city", "string"), ("opened", "date"), ("classrooms", "int")]
    )
    br = {}
    for i, (name, city, day, rooms) in enumerate(LS_BRANCHES, start=1):
        br[name] = f"br{i:02d}"
        branches.rows.append([br[name], name, city, dt.date.fromisoformat(day), rooms])
    courses = U.VertexFile(
        "course",
        [
            ("name", "string"),
            ("language", "string"),
            ("level", "string"),
            ("fee", "double"),
            ("hours", "int"),
            ("online", "bool"),
        ],
    )
    held = U.EdgeFile("held_at", [("weekday", "string")])
    requires = U.EdgeFile("requires", [])
    cs = {name: f"cs{i:02d}" for i, (name, *_rest) in enumerate(LS_COURSES, start=1)}
    for name, language, level, fee, hours, online, at, before in LS_COURSES:
        courses.rows.append([cs[name], name, language, level, fee, hours, online])
        for item in _split(at):
            where, day = item.split(":")
            held.rows.append([cs[name], br[where], day])
        for other in _split(before):
            requires.rows.append([cs[name], cs[other]])
    teachers = U.VertexFile(
        "teacher", [("name", "string"), ("born", "int"), ("gender", "string"), ("title", "string")]
    )
    based = U.EdgeFile("based_at", [("since", "int")])
    teaches = U.EdgeFile("teaches", [("since", "int")])
    tc = {}
    for i, (name, born, gender, title, where, taught) in enumerate(LS_TEACHERS, start=1):
        tc[name] = f"tc{i:02d}"
        teachers.rows.append([tc[name], name, born, gender, title])
        if where:
            based.rows.append([tc[name], br[where], max(born + 24, 2010) + rng.randint(0, 6)])
        for course in _split(taught):
            teaches.rows.append([tc[name], cs[course], rng.randint(2012, 2024)])
    mentors = U.EdgeFile("mentors", [("years", "int")])
    mentors.rows.extend([tc[a], tc[b], years] for a, b, years in LS_MENTORS)
    students = U.VertexFile(
        "student", [("name", "string"), ("born", "int"), ("city", "string"), ("enrolled", "date")]
    )
    enrolled = U.EdgeFile("enrolled_in", [("score", "double"), ("passed", "bool")])
    for i, (name, born, city, day, where, took) in enumerate(LS_STUDENTS, start=1):
        vid = f"sd{i:02d}"
        students.rows.append([vid, name, born, city, dt.date.fromisoformat(day)])
        if where:
            based.rows.append([vid, br[where], int(day[:4])])
        for item in _split(took):
            course, score = item.split(":")
            enrolled.rows.append([vid, cs[course], float(score.rstrip("!")), not score.endswith("!")])
    return U.Graph(
        "langschool",
        8,
        SCHOOL_DDL,
        [branches, teachers, students, courses],
        [teaches, enrolled, held, based, mentors, requires],
    )


# --------------------------------------------------------------------------- main

SEED = 20261207
BUILDERS = {"vetpractice": vetpractice, "studio": studio, "langschool": langschool}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
