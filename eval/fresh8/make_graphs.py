"""Write the three frozen evaluation graphs of ``eval/fresh8/graphs/`` (dental, choir, hostel).

Why an eighth set: ``eval/fresh/`` to ``eval/fresh7/`` have been (or are being) run to report,
so they are no longer unseen. These three graphs (and ``questions.jsonl``) are for reporting
only: they are run once, by the lead, to report; never to tune (see README.md). Everything is
invented (no real dentists, patients, singers, conductors, hostel staff or guests; the dental
materials, the choral pieces and the cities are common names). The facts a question depends
on are written out by hand below; the filler (years, amounts, hours, attendances) is drawn
from a seeded RNG, one per graph, so running the script again writes byte-identical files.
``questions.jsonl`` and ``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built:

- ``dental``: opaque vertex ids (``dt03``, ``pa11``); dentists, patients and clinics by
  ``name``, procedures by ``title``, materials by ``label``; ``registered_at`` leaves one tag
  for two (a patient is registered at a clinic *and* with a dentist); ``trained`` is
  dentist -> dentist (trainer -> trainee);
- ``choir``: the names *are* the vertex ids (a singer's, a choir's, a piece's, a concert's, a
  conductor's; no ``name`` property); ``conducts`` reaches two tags (a conductor conducts a
  choir and a concert); ``coached`` is singer -> singer (coach -> pupil);
- ``hostel``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``leads`` arrives from two tags (staff and long-stay guests lead activities); ``mentors``
  is staff -> staff and ``referred`` guest -> guest; a staff member's ``post`` (店长/前台/义工)
  is not the display.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh8/make_graphs.py [--out eval/fresh8/graphs]
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


# --------------------------------------------------------------------------- dental (opaque ids)

DENTAL_DDL = """
CREATE TAG IF NOT EXISTS dentist(name string, born int, specialty string COMMENT "general, orthodontics, endodontics or oral surgery", accepts_new bool COMMENT "takes on new patients") COMMENT = "a dentist of the group";
CREATE TAG IF NOT EXISTS patient(name string, born date, town string, insurance string COMMENT "private, public or none") COMMENT = "a patient on the books";
CREATE TAG IF NOT EXISTS procedure(title string COMMENT "what the treatment is called", category string COMMENT "preventive, restorative, cosmetic, surgical or orthodontic", price double COMMENT "list price in pounds", minutes int COMMENT "chair time") COMMENT = "a treatment the group offers";
CREATE TAG IF NOT EXISTS clinic(name string, town string, opened int, chairs int COMMENT "dental chairs") COMMENT = "a clinic of the group";
CREATE TAG IF NOT EXISTS material(label string COMMENT "the product name on the pack", kind string, unit_cost double) COMMENT = "a dental material or consumable";
CREATE EDGE IF NOT EXISTS registered_at(since int) COMMENT = "patient -> the clinic they belong to, and patient -> their named dentist";
CREATE EDGE IF NOT EXISTS had(treated_on date COMMENT "day of the treatment", paid double COMMENT "what the patient paid", covered bool COMMENT "insurance paid the rest") COMMENT = "patient -> a treatment they had";
CREATE EDGE IF NOT EXISTS performs(since int) COMMENT = "dentist -> a treatment they carry out";
CREATE EDGE IF NOT EXISTS works_at(days_per_week int, full_time bool) COMMENT = "dentist -> clinic";
CREATE EDGE IF NOT EXISTS uses(amount double) COMMENT = "procedure -> a material it needs";
CREATE EDGE IF NOT EXISTS stocks(units int) COMMENT = "clinic -> a material on its shelves";
CREATE EDGE IF NOT EXISTS trained(years int) COMMENT = "dentist -> the younger dentist they trained";
CREATE TAG INDEX IF NOT EXISTS dentist_name_index ON dentist(name(32));
CREATE TAG INDEX IF NOT EXISTS dentist_born_index ON dentist(born);
CREATE TAG INDEX IF NOT EXISTS dentist_specialty_index ON dentist(specialty(16));
CREATE TAG INDEX IF NOT EXISTS dentist_accepts_index ON dentist(accepts_new);
CREATE TAG INDEX IF NOT EXISTS patient_name_index ON patient(name(32));
CREATE TAG INDEX IF NOT EXISTS patient_town_index ON patient(town(16));
CREATE TAG INDEX IF NOT EXISTS patient_insurance_index ON patient(insurance(16));
CREATE TAG INDEX IF NOT EXISTS procedure_title_index ON procedure(title(32));
CREATE TAG INDEX IF NOT EXISTS procedure_category_index ON procedure(category(16));
CREATE TAG INDEX IF NOT EXISTS procedure_price_index ON procedure(price);
CREATE TAG INDEX IF NOT EXISTS procedure_minutes_index ON procedure(minutes);
CREATE TAG INDEX IF NOT EXISTS clinic_name_index ON clinic(name(32));
CREATE TAG INDEX IF NOT EXISTS clinic_town_index ON clinic(town(16));
CREATE TAG INDEX IF NOT EXISTS clinic_opened_index ON clinic(opened);
CREATE TAG INDEX IF NOT EXISTS material_label_index ON material(label(32));
CREATE TAG INDEX IF NOT EXISTS material_kind_index ON material(kind(16));
CREATE EDGE INDEX IF NOT EXISTS had_covered_index ON had(covered);
"""

#: name, town, opened, chairs
DC_CLINICS = [
    ("Harbourside Dental", "Wexley", 1998, 6), ("Elm Park Dental Care", "Wexley", 2009, 4),
    ("Brookfield Smile Studio", "Larchmont", 2015, 5), ("Old Mill Dental", "Fenbury", 2003, 3),
    ("Castle Lane Clinic", "Larchmont", 2025, 2),
]  # fmt: skip

#: name, born, specialty, accepts new patients, clinics ("name!" = part time), procedures performed
DC_DENTISTS = [
    ("Rachel Moore", 1969, "general", True, "Harbourside Dental", "Check-up and Clean;Scale and Polish;Composite Filling;Porcelain Crown"),
    ("David Chen", 1980, "orthodontics", True, "Elm Park Dental Care;Brookfield Smile Studio!", "Metal Braces;Clear Aligners"),
    ("Amira Haddad", 1987, "endodontics", False, "Harbourside Dental", "Root Canal;Composite Filling"),
    ("Peter Novak", 1974, "oral surgery", True, "Old Mill Dental", "Wisdom Tooth Extraction;Dental Implant"),
    ("Sarah Quinn", 1991, "general", True, "Brookfield Smile Studio", "Check-up and Clean;Composite Filling;Teeth Whitening"),
    ("James Whitaker", 1955, "general", False, "", ""),
    ("Leila Farouk", 1994, "general", True, "Elm Park Dental Care", "Check-up and Clean;Fluoride Varnish;Scale and Polish"),
    ("Niall Byrne", 1983, "orthodontics", False, "Harbourside Dental!;Old Mill Dental", "Clear Aligners;Metal Braces;Teeth Whitening"),
    ("Kate Sorensen", 1989, "endodontics", True, "Brookfield Smile Studio", "Root Canal;Porcelain Crown"),
    ("Victor Osei", 1997, "general", True, "", ""),
]  # fmt: skip

#: title, category, price, minutes, materials used
DC_PROCEDURES = [
    ("Check-up and Clean", "preventive", 55.0, 30, "Prophy Paste"),
    ("Scale and Polish", "preventive", 75.0, 40, "Prophy Paste"),
    ("Fluoride Varnish", "preventive", 30.0, 15, "Duraphat Varnish"),
    ("Composite Filling", "restorative", 120.0, 45, "Filtek Z250"),
    ("Root Canal", "restorative", 450.0, 90, "Gutta-percha Points;Filtek Z250"),
    ("Porcelain Crown", "restorative", 680.0, 75, "IPS e.max"),
    ("Teeth Whitening", "cosmetic", 320.0, 60, "Opalescence Gel"),
    ("Veneers", "cosmetic", 950.0, 95, "IPS e.max"),
    ("Wisdom Tooth Extraction", "surgical", 260.0, 55, ""),
    ("Dental Implant", "surgical", 1850.0, 120, "Nobel Active Implant;IPS e.max"),
    ("Metal Braces", "orthodontic", 1900.0, 80, "Ortho Brackets Kit"),
    ("Clear Aligners", "orthodontic", 2400.0, 50, "Invisalign Trays"),
]  # fmt: skip

#: label, kind, unit cost, clinics that stock it
DC_MATERIALS = [
    ("Filtek Z250", "composite", 42.0, "Harbourside Dental;Elm Park Dental Care;Brookfield Smile Studio"),
    ("IPS e.max", "ceramic", 95.0, "Harbourside Dental;Brookfield Smile Studio"),
    ("Gutta-percha Points", "endodontic", 18.5, "Harbourside Dental;Brookfield Smile Studio"),
    ("Nobel Active Implant", "implant", 310.0, "Old Mill Dental"),
    ("Opalescence Gel", "whitening", 64.0, "Brookfield Smile Studio;Harbourside Dental"),
    ("Duraphat Varnish", "fluoride", 12.0, "Elm Park Dental Care"),
    ("Prophy Paste", "polish", 8.5, "Harbourside Dental;Elm Park Dental Care;Old Mill Dental;Brookfield Smile Studio"),
    ("Invisalign Trays", "aligner", 220.0, "Elm Park Dental Care;Old Mill Dental"),
    ("Ortho Brackets Kit", "brackets", 140.0, "Elm Park Dental Care"),
    ("Glass Ionomer", "cement", 26.0, ""),
]  # fmt: skip

#: name, born, town, insurance, clinics, dentists registered with, treatments had ("title!" = not covered)
DC_PATIENTS = [
    ("Tom Gallagher", "1978-04-11", "Wexley", "private", "Harbourside Dental", "Rachel Moore", "Check-up and Clean;Composite Filling;Porcelain Crown!"),
    ("Mei Lin", "1992-09-23", "Wexley", "public", "Harbourside Dental", "Amira Haddad", "Root Canal;Check-up and Clean"),
    ("Oscar Reid", "2010-02-14", "Larchmont", "private", "Brookfield Smile Studio", "David Chen", "Clear Aligners!;Check-up and Clean"),
    ("Freya Nilsen", "1985-06-30", "Larchmont", "private", "Brookfield Smile Studio", "Sarah Quinn", "Teeth Whitening!;Composite Filling"),
    ("Arjun Mehta", "1970-11-05", "Fenbury", "public", "Old Mill Dental", "Peter Novak", "Dental Implant!;Wisdom Tooth Extraction"),
    ("Bella Rossi", "2008-03-19", "Wexley", "public", "Elm Park Dental Care", "David Chen", "Metal Braces;Scale and Polish"),
    ("Connor Walsh", "1999-08-02", "Fenbury", "none", "Old Mill Dental", "Niall Byrne", "Wisdom Tooth Extraction!"),
    ("Daisy Okafor", "1963-01-27", "Wexley", "private", "Harbourside Dental", "Rachel Moore", "Porcelain Crown;Scale and Polish;Root Canal"),
    ("Ethan Park", "2001-12-08", "Larchmont", "none", "Brookfield Smile Studio", "Kate Sorensen", "Root Canal!"),
    ("Grace Liu", "1988-05-16", "Wexley", "public", "Elm Park Dental Care", "Leila Farouk", "Check-up and Clean;Scale and Polish"),
    ("Hugo Martin", "1995-10-21", "Larchmont", "private", "Castle Lane Clinic", "", ""),
    ("Isla Grant", "1975-07-04", "Fenbury", "private", "", "", ""),
    ("Jonah Weiss", "2012-04-29", "Larchmont", "private", "Brookfield Smile Studio", "Sarah Quinn;Niall Byrne", "Clear Aligners;Check-up and Clean"),
    ("Keira Doyle", "1990-02-09", "Wexley", "public", "Harbourside Dental;Elm Park Dental Care", "Rachel Moore", "Check-up and Clean;Composite Filling"),
]  # fmt: skip

#: trainer -> trainee, years
DC_TRAINED = [
    ("James Whitaker", "Rachel Moore", 5), ("James Whitaker", "Peter Novak", 4), ("Rachel Moore", "Amira Haddad", 3),
    ("Rachel Moore", "Leila Farouk", 2), ("Rachel Moore", "David Chen", 4), ("Peter Novak", "Niall Byrne", 3),
    ("David Chen", "Sarah Quinn", 2), ("Sarah Quinn", "Kate Sorensen", 1),
]  # fmt: skip


def dental(rng: random.Random) -> object:
    clinics = U.VertexFile(
        "clinic", [("name", "string"), ("town", "string"), ("opened", "int"), ("chairs", "int")]
    )
    cl = {}
    opened = {}
    for i, row in enumerate(DC_CLINICS, start=1):
        cl[row[0]] = f"cl{i:02d}"
        opened[row[0]] = row[2]
        clinics.rows.append([cl[row[0]], *row])
    materials = U.VertexFile("material", [("label", "string"), ("kind", "string"), ("unit_cost", "double")])
    stocks = U.EdgeFile("stocks", [("units", "int")])
    mt = {}
    for i, (label, kind, cost, at) in enumerate(DC_MATERIALS, start=1):
        mt[label] = f"mt{i:02d}"
        materials.rows.append([mt[label], label, kind, cost])
        for where in _split(at):
            stocks.rows.append([cl[where], mt[label], rng.randint(2, 80)])
    procedures = U.VertexFile(
        "procedure", [("title", "string"), ("category", "string"), ("price", "double"), ("minutes", "int")]
    )
    uses = U.EdgeFile("uses", [("amount", "double")])
    pr = {}
    price = {}
    for i, (title, category, cost, minutes, needs) in enumerate(DC_PROCEDURES, start=1):
        pr[title] = f"pr{i:02d}"
        price[title] = cost
        procedures.rows.append([pr[title], title, category, cost, minutes])
        for label in _split(needs):
            uses.rows.append([pr[title], mt[label], round(rng.uniform(0.5, 4.0), 1)])
    dentists = U.VertexFile(
        "dentist", [("name", "string"), ("born", "int"), ("specialty", "string"), ("accepts_new", "bool")]
    )
    works = U.EdgeFile("works_at", [("days_per_week", "int"), ("full_time", "bool")])
    performs = U.EdgeFile("performs", [("since", "int")])
    dt_ = {}
    for i, (name, born, specialty, accepts, at, does) in enumerate(DC_DENTISTS, start=1):
        dt_[name] = f"dt{i:02d}"
        dentists.rows.append([dt_[name], name, born, specialty, accepts])
        for item in _split(at):
            part = item.endswith("!")
            works.rows.append([dt_[name], cl[item.rstrip("!")], rng.randint(1, 2) if part else 5, not part])
        for title in _split(does):
            performs.rows.append([dt_[name], pr[title], born + 26 + rng.randint(0, 8)])
    patients = U.VertexFile(
        "patient", [("name", "string"), ("born", "date"), ("town", "string"), ("insurance", "string")]
    )
    registered = U.EdgeFile("registered_at", [("since", "int")])
    had = U.EdgeFile("had", [("treated_on", "date"), ("paid", "double"), ("covered", "bool")])
    for i, (name, born, town, insurance, at, with_, treated) in enumerate(DC_PATIENTS, start=1):
        vid = f"pa{i:02d}"
        patients.rows.append([vid, name, dt.date.fromisoformat(born), town, insurance])
        for where in _split(at):
            registered.rows.append([vid, cl[where], max(opened[where], 2010) + rng.randint(0, 3)])
        for who in _split(with_):
            registered.rows.append([vid, dt_[who], 2015 + rng.randint(0, 9)])
        for item in _split(treated):
            title = item.rstrip("!")
            covered = not item.endswith("!")
            paid = round(price[title] * 0.2, 2) if covered else price[title]
            had.rows.append([vid, pr[title], U._day(rng, 2023, 2026), paid, covered])
    trained = U.EdgeFile("trained", [("years", "int")])
    trained.rows.extend([dt_[a], dt_[b], years] for a, b, years in DC_TRAINED)
    return U.Graph(
        "dental",
        8,
        DENTAL_DDL,
        [dentists, patients, procedures, clinics, materials],
        [registered, had, performs, works, uses, stocks, trained],
    )


# --------------------------------------------------------------------------- choir (names as ids)

CHOIR_DDL = """
CREATE TAG IF NOT EXISTS singer(voice string COMMENT "soprano, alto, tenor or bass", born int, amateur bool COMMENT "sings unpaid") COMMENT = "a singer, by name";
CREATE TAG IF NOT EXISTS choir(city string, founded int, members int) COMMENT = "a choir, by name";
CREATE TAG IF NOT EXISTS piece(composer string, year int COMMENT "year written", language string COMMENT "language of the text", minutes double COMMENT "duration") COMMENT = "a choral work, by title";
CREATE TAG IF NOT EXISTS concert(held_on date, venue string, tickets int COMMENT "tickets sold") COMMENT = "a concert, by its billing";
CREATE TAG IF NOT EXISTS conductor(born int, country string) COMMENT = "a conductor, by name";
CREATE EDGE IF NOT EXISTS sings_in(since int, section_leader bool COMMENT "leads their voice part") COMMENT = "singer -> choir";
CREATE EDGE IF NOT EXISTS gave(attendance int) COMMENT = "choir -> concert it sang";
CREATE EDGE IF NOT EXISTS featured(position int COMMENT "place in the running order") COMMENT = "concert -> piece on its programme";
CREATE EDGE IF NOT EXISTS rehearses(hours double COMMENT "rehearsal hours so far") COMMENT = "choir -> piece in its repertoire";
CREATE EDGE IF NOT EXISTS conducts(since int) COMMENT = "conductor -> the choir they direct, and conductor -> a concert they led";
CREATE EDGE IF NOT EXISTS soloist_at(fee double, encore bool COMMENT "sang an encore") COMMENT = "singer -> concert where they sang a solo";
CREATE EDGE IF NOT EXISTS coached(years int) COMMENT = "singer -> the singer they coach (coach -> pupil)";
CREATE TAG INDEX IF NOT EXISTS singer_voice_index ON singer(voice(16));
CREATE TAG INDEX IF NOT EXISTS singer_born_index ON singer(born);
CREATE TAG INDEX IF NOT EXISTS singer_amateur_index ON singer(amateur);
CREATE TAG INDEX IF NOT EXISTS choir_city_index ON choir(city(16));
CREATE TAG INDEX IF NOT EXISTS choir_founded_index ON choir(founded);
CREATE TAG INDEX IF NOT EXISTS piece_composer_index ON piece(composer(24));
CREATE TAG INDEX IF NOT EXISTS piece_language_index ON piece(language(16));
CREATE TAG INDEX IF NOT EXISTS piece_year_index ON piece(year);
CREATE TAG INDEX IF NOT EXISTS piece_minutes_index ON piece(minutes);
CREATE TAG INDEX IF NOT EXISTS concert_venue_index ON concert(venue(24));
CREATE TAG INDEX IF NOT EXISTS concert_tickets_index ON concert(tickets);
CREATE TAG INDEX IF NOT EXISTS conductor_born_index ON conductor(born);
CREATE TAG INDEX IF NOT EXISTS conductor_country_index ON conductor(country(16));
CREATE EDGE INDEX IF NOT EXISTS soloist_encore_index ON soloist_at(encore);
"""

#: choir, city, founded, members
CH_CHOIRS = [
    ("Northbridge Chorale", "Leeds", 1987, 48), ("St Cecilia Singers", "York", 1995, 32),
    ("Riverside Community Choir", "Leeds", 2011, 60), ("The Ashgrove Voices", "Bristol", 2004, 24),
    ("Harmony Hall Youth Choir", "Bristol", 2019, 36), ("Kestrel Chamber Choir", "York", 2024, 12),
]  # fmt: skip

#: piece, composer, year, language, minutes
CH_PIECES = [
    ("Miserere", "Allegri", 1638, "Latin", 12.5), ("Ave Verum Corpus", "Mozart", 1791, "Latin", 3.5),
    ("Hallelujah Chorus", "Handel", 1741, "English", 4.0), ("Requiem in D minor", "Mozart", 1791, "Latin", 55.0),
    ("Spem in Alium", "Tallis", 1570, "Latin", 10.5), ("O Magnum Mysterium", "Lauridsen", 1994, "Latin", 6.0),
    ("Lux Aurumque", "Whitacre", 2000, "Latin", 3.8), ("The Seal Lullaby", "Whitacre", 2004, "English", 4.5),
    ("Bogoroditse Devo", "Rachmaninoff", 1915, "Church Slavonic", 3.2), ("Shenandoah", "Traditional", 1820, "English", 4.8),
    ("Zadok the Priest", "Handel", 1727, "English", 5.5), ("Cantique de Jean Racine", "Faure", 1865, "French", 6.6),
]  # fmt: skip

#: concert, day, venue, tickets, choirs that gave it, programme in running order
CH_CONCERTS = [
    ("Winter Candlelight 2024", "2024-12-14", "Leeds Minster", 420, "Northbridge Chorale", "O Magnum Mysterium;Lux Aurumque;Bogoroditse Devo"),
    ("Spring Gala 2025", "2025-04-05", "Leeds Town Hall", 800, "Northbridge Chorale;Riverside Community Choir", "Hallelujah Chorus;Zadok the Priest;Ave Verum Corpus"),
    ("Evensong at York", "2025-02-22", "York Minster", 350, "St Cecilia Singers", "Miserere;Spem in Alium"),
    ("Summer Proms in the Park", "2025-07-12", "Ashton Court", 1500, "Riverside Community Choir;The Ashgrove Voices", "Shenandoah;The Seal Lullaby;Zadok the Priest"),
    ("Youth Voices Showcase", "2025-06-01", "Colston Hall", 600, "Harmony Hall Youth Choir", "The Seal Lullaby;Lux Aurumque"),
    ("Christmas Messiah 2025", "2025-12-20", "York Minster", 900, "St Cecilia Singers", "Hallelujah Chorus"),
    ("Autumn Requiem", "2025-10-18", "Leeds Minster", 510, "Northbridge Chorale", "Requiem in D minor;Ave Verum Corpus"),
    ("New Year Sing 2026", "2026-01-10", "Bristol Cathedral", 300, "The Ashgrove Voices", ""),
]  # fmt: skip

#: choir -> piece rehearsed, hours
CH_REHEARSES = [
    ("Northbridge Chorale", "Requiem in D minor", 24.0), ("Northbridge Chorale", "O Magnum Mysterium", 6.5),
    ("Northbridge Chorale", "Hallelujah Chorus", 4.0), ("St Cecilia Singers", "Miserere", 10.0),
    ("St Cecilia Singers", "Spem in Alium", 18.5), ("St Cecilia Singers", "Hallelujah Chorus", 8.0),
    ("Riverside Community Choir", "Shenandoah", 3.0), ("Riverside Community Choir", "Zadok the Priest", 5.5),
    ("The Ashgrove Voices", "The Seal Lullaby", 4.5), ("The Ashgrove Voices", "Shenandoah", 2.5),
    ("The Ashgrove Voices", "Cantique de Jean Racine", 6.0), ("Harmony Hall Youth Choir", "Lux Aurumque", 7.0),
    ("Harmony Hall Youth Choir", "The Seal Lullaby", 5.0), ("Kestrel Chamber Choir", "Bogoroditse Devo", 3.5),
]  # fmt: skip

#: conductor, born, country, choirs directed (name:since), concerts led
CH_CONDUCTORS = [
    ("Eleanor Vance", 1962, "UK", "Northbridge Chorale:1995", "Winter Candlelight 2024;Autumn Requiem"),
    ("Matteo Bellini", 1975, "Italy", "St Cecilia Singers:2008", "Evensong at York;Christmas Messiah 2025"),
    ("Ingrid Solberg", 1980, "Norway", "Riverside Community Choir:2013;The Ashgrove Voices:2018", "Summer Proms in the Park;Spring Gala 2025"),
    ("Samuel Adeyemi", 1988, "Nigeria", "Harmony Hall Youth Choir:2019", "Youth Voices Showcase;New Year Sing 2026"),
    ("Jonas Weber", 1991, "Germany", "", "Christmas Messiah 2025"),
    ("Clara Whitfield", 1950, "UK", "", ""),
]  # fmt: skip

#: singer, voice, born, amateur, choirs ("name!" = section leader)
CH_SINGERS = [
    ("Alice Fairbanks", "soprano", 1985, True, "Northbridge Chorale!"),
    ("Ben Holloway", "tenor", 1979, True, "Northbridge Chorale"),
    ("Chloe Marsden", "alto", 1992, True, "Northbridge Chorale;Riverside Community Choir"),
    ("Daniel Okeke", "bass", 1988, False, "St Cecilia Singers!"),
    ("Emily Hart", "soprano", 1996, False, "St Cecilia Singers"),
    ("Felix Grant", "tenor", 2001, True, "Riverside Community Choir!"),
    ("Hannah Cole", "alto", 1975, True, "The Ashgrove Voices!"),
    ("Isaac Moreno", "bass", 1990, True, "The Ashgrove Voices;Northbridge Chorale"),
    ("Jade Kim", "soprano", 2008, True, "Harmony Hall Youth Choir!"),
    ("Leo Barrett", "tenor", 2009, True, "Harmony Hall Youth Choir"),
    ("Maya Patel", "alto", 2007, True, "Harmony Hall Youth Choir"),
    ("Nora Lindqvist", "soprano", 1968, False, "St Cecilia Singers"),
    ("Owen Pritchard", "bass", 1958, False, ""),
    ("Priya Raman", "soprano", 1999, True, "Kestrel Chamber Choir"),
    ("Quentin Shaw", "tenor", 1983, True, ""),
]  # fmt: skip

#: singer -> concert soloed at, fee, encore
CH_SOLOS = [
    ("Nora Lindqvist", "Christmas Messiah 2025", 450.0, True), ("Nora Lindqvist", "Autumn Requiem", 400.0, False),
    ("Nora Lindqvist", "Evensong at York", 300.0, False), ("Alice Fairbanks", "Winter Candlelight 2024", 50.0, True),
    ("Daniel Okeke", "Christmas Messiah 2025", 350.0, False), ("Emily Hart", "Autumn Requiem", 280.0, True),
    ("Jade Kim", "Youth Voices Showcase", 60.0, True), ("Hannah Cole", "Summer Proms in the Park", 120.0, False),
    ("Felix Grant", "Spring Gala 2025", 150.0, True),
]  # fmt: skip

#: coach -> pupil, years
CH_COACHED = [
    ("Owen Pritchard", "Daniel Okeke", 6), ("Owen Pritchard", "Ben Holloway", 4), ("Daniel Okeke", "Isaac Moreno", 3),
    ("Nora Lindqvist", "Emily Hart", 5), ("Nora Lindqvist", "Alice Fairbanks", 3), ("Alice Fairbanks", "Jade Kim", 2),
    ("Emily Hart", "Priya Raman", 1), ("Ben Holloway", "Felix Grant", 2), ("Isaac Moreno", "Leo Barrett", 1),
]  # fmt: skip


def choir(rng: random.Random) -> object:
    choirs = U.VertexFile("choir", [("city", "string"), ("founded", "int"), ("members", "int")])
    choirs.rows.extend(list(row) for row in CH_CHOIRS)
    founded = {row[0]: row[2] for row in CH_CHOIRS}
    pieces = U.VertexFile(
        "piece", [("composer", "string"), ("year", "int"), ("language", "string"), ("minutes", "double")]
    )
    pieces.rows.extend(list(row) for row in CH_PIECES)
    concerts = U.VertexFile("concert", [("held_on", "date"), ("venue", "string"), ("tickets", "int")])
    gave = U.EdgeFile("gave", [("attendance", "int")])
    featured = U.EdgeFile("featured", [("position", "int")])
    for title, day, venue, tickets, by, programme in CH_CONCERTS:
        concerts.rows.append([title, dt.date.fromisoformat(day), venue, tickets])
        for who in _split(by):
            gave.rows.append([who, title, tickets - rng.randint(0, 40)])
        for position, piece in enumerate(_split(programme), start=1):
            featured.rows.append([title, piece, position])
    rehearses = U.EdgeFile("rehearses", [("hours", "double")])
    rehearses.rows.extend([a, b, hours] for a, b, hours in CH_REHEARSES)
    conductors = U.VertexFile("conductor", [("born", "int"), ("country", "string")])
    conducts = U.EdgeFile("conducts", [("since", "int")])
    day_of = {row[0]: row[1] for row in CH_CONCERTS}
    for name, born, country, directs, led in CH_CONDUCTORS:
        conductors.rows.append([name, born, country])
        for item in _split(directs):
            which, since = item.split(":")
            conducts.rows.append([name, which, int(since)])
        for title in _split(led):
            conducts.rows.append([name, title, int(day_of[title][:4])])
    singers = U.VertexFile("singer", [("voice", "string"), ("born", "int"), ("amateur", "bool")])
    sings = U.EdgeFile("sings_in", [("since", "int"), ("section_leader", "bool")])
    for name, voice, born, amateur, member in CH_SINGERS:
        singers.rows.append([name, voice, born, amateur])
        for item in _split(member):
            which = item.rstrip("!")
            since = max(founded[which], born + 16) + rng.randint(0, 3)
            sings.rows.append([name, which, since, item.endswith("!")])
    solos = U.EdgeFile("soloist_at", [("fee", "double"), ("encore", "bool")])
    solos.rows.extend([a, b, fee, encore] for a, b, fee, encore in CH_SOLOS)
    coached = U.EdgeFile("coached", [("years", "int")])
    coached.rows.extend([a, b, years] for a, b, years in CH_COACHED)
    return U.Graph(
        "choir",
        32,
        CHOIR_DDL,
        [singers, choirs, pieces, concerts, conductors],
        [sings, gave, featured, rehearses, conducts, solos, coached],
    )


# --------------------------------------------------------------------------- hostel (Chinese names, opaque ids)

HOSTEL_DDL = """
CREATE TAG IF NOT EXISTS hostel(name string COMMENT "门店名称", city string COMMENT "所在城市", opened date COMMENT "开业日期", beds int COMMENT "床位数") COMMENT = "青旅门店";
CREATE TAG IF NOT EXISTS staff(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", post string COMMENT "岗位：店长/前台/义工") COMMENT = "员工";
CREATE TAG IF NOT EXISTS guest(name string COMMENT "姓名", born int COMMENT "出生年份", home string COMMENT "常住地", first_stay date COMMENT "首次入住日期") COMMENT = "住客";
CREATE TAG IF NOT EXISTS activity(name string COMMENT "活动名称", category string COMMENT "类别：徒步/美食/文化/运动/夜游", price double COMMENT "费用(元)", hours int COMMENT "时长(小时)", outdoor bool COMMENT "是否户外") COMMENT = "店里组织的活动";
CREATE EDGE IF NOT EXISTS works_at(since int COMMENT "入职年份") COMMENT = "员工 -> 所在门店";
CREATE EDGE IF NOT EXISTS stayed_at(nights int COMMENT "住了几晚", rating double COMMENT "评分(5分制)", would_return bool COMMENT "是否愿意再来") COMMENT = "住客 -> 住过的门店";
CREATE EDGE IF NOT EXISTS joined(paid double COMMENT "实付(元)", liked bool COMMENT "是否好评") COMMENT = "住客 -> 参加过的活动";
CREATE EDGE IF NOT EXISTS runs_from(weekday string COMMENT "出发日") COMMENT = "活动 -> 出发门店";
CREATE EDGE IF NOT EXISTS leads(since int COMMENT "开始带队的年份") COMMENT = "员工或长住客 -> 其带队的活动";
CREATE EDGE IF NOT EXISTS mentors(years int COMMENT "带教年数") COMMENT = "老员工 -> 其带出来的员工";
CREATE EDGE IF NOT EXISTS referred() COMMENT = "住客 -> 经其介绍来的住客";
CREATE TAG INDEX IF NOT EXISTS hostel_name_index ON hostel(name(40));
CREATE TAG INDEX IF NOT EXISTS hostel_city_index ON hostel(city(16));
CREATE TAG INDEX IF NOT EXISTS hostel_beds_index ON hostel(beds);
CREATE TAG INDEX IF NOT EXISTS staff_name_index ON staff(name(32));
CREATE TAG INDEX IF NOT EXISTS staff_born_index ON staff(born);
CREATE TAG INDEX IF NOT EXISTS staff_post_index ON staff(post(16));
CREATE TAG INDEX IF NOT EXISTS staff_gender_index ON staff(gender(8));
CREATE TAG INDEX IF NOT EXISTS guest_name_index ON guest(name(32));
CREATE TAG INDEX IF NOT EXISTS guest_born_index ON guest(born);
CREATE TAG INDEX IF NOT EXISTS guest_home_index ON guest(home(16));
CREATE TAG INDEX IF NOT EXISTS activity_name_index ON activity(name(40));
CREATE TAG INDEX IF NOT EXISTS activity_category_index ON activity(category(16));
CREATE TAG INDEX IF NOT EXISTS activity_price_index ON activity(price);
CREATE TAG INDEX IF NOT EXISTS activity_hours_index ON activity(hours);
CREATE TAG INDEX IF NOT EXISTS activity_outdoor_index ON activity(outdoor);
"""

#: hostel, city, opened, beds
HS_HOSTELS = [
    ("西湖青年旅舍", "杭州", "2012-05-01", 80), ("鼓浪屿海边客栈", "厦门", "2015-07-15", 48),
    ("大理古城背包客栈", "大理", "2010-03-20", 60), ("成都熊猫青旅", "成都", "2017-09-01", 120),
    ("西安城墙国际青旅", "西安", "2025-06-18", 40),
]  # fmt: skip

#: staff, born, gender, role, hostel ("" = none)
HS_STAFF = [
    ("李建华", 1978, "男", "店长", "西湖青年旅舍"), ("周晓雯", 1990, "女", "前台", "西湖青年旅舍"),
    ("陈海峰", 1985, "男", "店长", "鼓浪屿海边客栈"), ("林静", 1995, "女", "前台", "鼓浪屿海边客栈"),
    ("杨波", 1982, "男", "店长", "大理古城背包客栈"), ("段玉兰", 1998, "女", "义工", "大理古城背包客栈"),
    ("王磊", 1987, "男", "店长", "成都熊猫青旅"), ("赵欣然", 2000, "女", "义工", "成都熊猫青旅"),
    ("刘思远", 1993, "男", "前台", "成都熊猫青旅"), ("郑国强", 1962, "男", "店长", ""),
    ("许梦", 2002, "女", "义工", ""),
]  # fmt: skip

#: mentor -> staff, years
HS_MENTORS = [
    ("郑国强", "李建华", 6), ("郑国强", "杨波", 5), ("李建华", "陈海峰", 4), ("李建华", "周晓雯", 2),
    ("杨波", "王磊", 3), ("杨波", "段玉兰", 1), ("王磊", "刘思远", 2), ("陈海峰", "林静", 2), ("王磊", "赵欣然", 1),
]  # fmt: skip

#: activity, category, price, hours, outdoor, hostels (name:weekday), staff leaders
HS_ACTIVITIES = [
    ("西湖晨跑", "运动", 20.0, 2, True, "西湖青年旅舍:周六", "周晓雯"),
    ("龙井茶园徒步", "徒步", 88.0, 5, True, "西湖青年旅舍:周日", "李建华"),
    ("河坊街美食团", "美食", 120.0, 3, False, "西湖青年旅舍:周五", "周晓雯"),
    ("鼓浪屿环岛骑行", "运动", 60.0, 3, True, "鼓浪屿海边客栈:周二", "林静"),
    ("沙坡尾夜市探店", "美食", 99.0, 2, False, "鼓浪屿海边客栈:周五", "陈海峰"),
    ("苍山徒步", "徒步", 150.0, 7, True, "大理古城背包客栈:周三", "杨波"),
    ("扎染体验课", "文化", 168.0, 4, False, "大理古城背包客栈:周四", "段玉兰"),
    ("洱海日落骑行", "运动", 80.0, 4, True, "大理古城背包客栈:周六", ""),
    ("川剧变脸之夜", "文化", 180.0, 2, False, "成都熊猫青旅:周五", "刘思远"),
    ("火锅夜宵团", "美食", 95.0, 3, False, "成都熊猫青旅:周六;西湖青年旅舍:周三", "赵欣然"),
    ("熊猫基地早班车", "文化", 130.0, 6, True, "成都熊猫青旅:周一", "王磊"),
    ("古城夜游", "夜游", 50.0, 2, True, "大理古城背包客栈:周五", ""),
]  # fmt: skip

#: guest, born, home, first stay, stays (hostel:nights:rating; "…!" = would not return), joined ("name!" = not liked), leads
HS_GUESTS = [
    ("张晨", 1996, "北京", "2019-07-10", "西湖青年旅舍:3:4.5;大理古城背包客栈:5:4.8", "龙井茶园徒步;苍山徒步;扎染体验课", ""),
    ("王小雨", 1999, "上海", "2021-04-02", "西湖青年旅舍:2:4.0", "河坊街美食团;西湖晨跑!", ""),
    ("刘畅", 1994, "广州", "2018-10-01", "鼓浪屿海边客栈:4:4.6;成都熊猫青旅:3:3.9!", "鼓浪屿环岛骑行;沙坡尾夜市探店;火锅夜宵团!", ""),
    ("陈一鸣", 2001, "北京", "2022-08-15", "成都熊猫青旅:6:4.9", "熊猫基地早班车;川剧变脸之夜;火锅夜宵团", ""),
    ("黄丽", 1988, "深圳", "2017-03-12", "大理古城背包客栈:10:4.7", "扎染体验课", "苍山徒步;洱海日落骑行"),
    ("孙杰", 1992, "武汉", "2020-11-20", "鼓浪屿海边客栈:2:3.5!", "", "沙坡尾夜市探店"),
    ("马丽娜", 1997, "德国", "2023-05-05", "西湖青年旅舍:4:4.2;大理古城背包客栈:3:4.4", "龙井茶园徒步;洱海日落骑行", ""),
    ("吴涛", 1985, "南京", "2016-09-09", "成都熊猫青旅:2:4.0", "熊猫基地早班车", ""),
    ("郭婷", 2003, "成都", "2024-02-14", "大理古城背包客栈:3:4.1", "苍山徒步!;洱海日落骑行", ""),
    ("何帆", 1990, "杭州", "2025-07-01", "西安城墙国际青旅:2:4.3", "", ""),
    ("冯雪", 2000, "重庆", "2024-12-01", "", "", ""),
    ("唐宁", 1995, "西安", "2019-01-20", "鼓浪屿海边客栈:3:4.8;西湖青年旅舍:2:4.6", "鼓浪屿环岛骑行;河坊街美食团", ""),
    ("钱多多", 2005, "苏州", "2025-03-15", "成都熊猫青旅:1:3.2!", "", ""),
]  # fmt: skip

#: guest -> guest they brought along
HS_REFERRED = [
    ("张晨", "王小雨"), ("张晨", "冯雪"), ("刘畅", "陈一鸣"), ("黄丽", "郭婷"), ("陈一鸣", "钱多多"), ("王小雨", "马丽娜"),
]  # fmt: skip


def hostel(rng: random.Random) -> object:
    hostels = U.VertexFile(
        "hostel", [("name", "string"), ("city", "string"), ("opened", "date"), ("beds", "int")]
    )
    hs = {}
    opened = {}
    for i, (name, city, day, beds) in enumerate(HS_HOSTELS, start=1):
        hs[name] = f"hs{i:02d}"
        opened[name] = int(day[:4])
        hostels.rows.append([hs[name], name, city, dt.date.fromisoformat(day), beds])
    staff = U.VertexFile(
        "staff", [("name", "string"), ("born", "int"), ("gender", "string"), ("post", "string")]
    )
    works = U.EdgeFile("works_at", [("since", "int")])
    sf = {}
    for i, (name, born, gender, post, where) in enumerate(HS_STAFF, start=1):
        sf[name] = f"sf{i:02d}"
        staff.rows.append([sf[name], name, born, gender, post])
        if where:
            works.rows.append([sf[name], hs[where], max(born + 22, opened[where]) + rng.randint(0, 3)])
    mentors = U.EdgeFile("mentors", [("years", "int")])
    mentors.rows.extend([sf[a], sf[b], years] for a, b, years in HS_MENTORS)
    activities = U.VertexFile(
        "activity",
        [
            ("name", "string"),
            ("category", "string"),
            ("price", "double"),
            ("hours", "int"),
            ("outdoor", "bool"),
        ],
    )
    runs = U.EdgeFile("runs_from", [("weekday", "string")])
    leads = U.EdgeFile("leads", [("since", "int")])
    ac = {}
    for i, (name, category, price, hours, outdoor, at, led_by) in enumerate(HS_ACTIVITIES, start=1):
        ac[name] = f"ac{i:02d}"
        activities.rows.append([ac[name], name, category, price, hours, outdoor])
        for item in _split(at):
            where, day = item.split(":")
            runs.rows.append([ac[name], hs[where], day])
        for who in _split(led_by):
            leads.rows.append([sf[who], ac[name], rng.randint(2018, 2025)])
    guests = U.VertexFile(
        "guest", [("name", "string"), ("born", "int"), ("home", "string"), ("first_stay", "date")]
    )
    stayed = U.EdgeFile("stayed_at", [("nights", "int"), ("rating", "double"), ("would_return", "bool")])
    joined = U.EdgeFile("joined", [("paid", "double"), ("liked", "bool")])
    price = {row[0]: row[2] for row in HS_ACTIVITIES}
    gs = {}
    for i, (name, born, home, day, stays, took, led) in enumerate(HS_GUESTS, start=1):
        gs[name] = f"gs{i:02d}"
        guests.rows.append([gs[name], name, born, home, dt.date.fromisoformat(day)])
        for item in _split(stays):
            where, nights, rating = item.split(":")
            stayed.rows.append(
                [gs[name], hs[where], int(nights), float(rating.rstrip("!")), not rating.endswith("!")]
            )
        for item in _split(took):
            what = item.rstrip("!")
            joined.rows.append(
                [gs[name], ac[what], price[what] - rng.choice([0, 0, 10]), not item.endswith("!")]
            )
        for what in _split(led):
            leads.rows.append([gs[name], ac[what], int(day[:4]) + 1])
    referred = U.EdgeFile("referred", [])
    referred.rows.extend([gs[a], gs[b]] for a, b in HS_REFERRED)
    return U.Graph(
        "hostel",
        8,
        HOSTEL_DDL,
        [hostels, staff, guests, activities],
        [works, stayed, joined, runs, leads, mentors, referred],
    )


# --------------------------------------------------------------------------- main

SEED = 20261208
BUILDERS = {"dental": dental, "choir": choir, "hostel": hostel}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
