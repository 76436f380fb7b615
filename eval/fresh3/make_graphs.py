"""Write the three frozen evaluation graphs of ``eval/fresh3/graphs/`` (cycling, orchestra, climbing).

Why a fifth set: ``eval/fresh/`` and ``eval/fresh2/`` have been run to report, so they are no
longer unseen. These three graphs (and ``questions.jsonl``) are for reporting only: they are
run once, by the lead, to report; never to tune (see README.md). Everything is invented (no
real teams, riders, orchestras, musicians, clubs or climbers). The facts a question depends on
are written out by hand below; the filler (dates, distances, fees, heights) is drawn from a
seeded RNG, one per graph, so running the script again writes byte-identical files.
``questions.jsonl`` and ``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built, and from the earlier sets:

- ``cycling``: opaque vertex ids (``r07``, ``st14``); riders and teams by ``name``, but races by
  ``title``, stages by ``label`` and sponsors by ``brand``; teams carry a three-letter ``code``,
  races an ``edition`` year and riders a ``uci_code``, none of them the display name;
  ``sponsors`` leaves one tag for two (a sponsor backs teams and races);
- ``orchestra``: the names *are* the vertex ids (no ``name`` property); ``premiered`` leaves two
  tags (an orchestra or a soloist gives a work its first performance);
- ``climbing``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``organised`` leaves two tags (a club or a climber organises an expedition).

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh3/make_graphs.py [--out eval/fresh3/graphs]
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

# --------------------------------------------------------------------------- cycling (opaque ids; titles, labels, brands, codes)

CYCLING_DDL = """
CREATE TAG IF NOT EXISTS team(name string, code string COMMENT "three-letter UCI team code", founded int, tier string COMMENT "WorldTeam, ProTeam or Continental") COMMENT = "a professional team";
CREATE TAG IF NOT EXISTS rider(name string, uci_code string COMMENT "UCI rider id", born int COMMENT "year of birth", nationality string, speciality string COMMENT "sprinter, climber, time trialist, puncheur or all-rounder");
CREATE TAG IF NOT EXISTS race(title string, edition int COMMENT "year of this edition", category string COMMENT "stage race or one-day", country string);
CREATE TAG IF NOT EXISTS stage(label string, number int, distance_km double, profile string COMMENT "flat, hilly, mountain or time trial", held_on date);
CREATE TAG IF NOT EXISTS sponsor(brand string, industry string, country string);
CREATE EDGE IF NOT EXISTS rides_for(since date COMMENT "contract start") COMMENT = "rider -> team";
CREATE EDGE IF NOT EXISTS rode(bib int COMMENT "race number", finished bool COMMENT "reached the finish of the last stage") COMMENT = "rider -> race";
CREATE EDGE IF NOT EXISTS part_of() COMMENT = "stage -> race";
CREATE EDGE IF NOT EXISTS won(gap_s int COMMENT "seconds ahead of the runner-up") COMMENT = "rider -> stage";
CREATE EDGE IF NOT EXISTS sponsors(amount double COMMENT "million EUR per year") COMMENT = "sponsor -> team or race";
CREATE EDGE IF NOT EXISTS leads_out(since int COMMENT "first season together") COMMENT = "rider -> the rider he leads out in sprints";
CREATE TAG INDEX IF NOT EXISTS team_name_index ON team(name(32));
CREATE TAG INDEX IF NOT EXISTS team_code_index ON team(code(4));
CREATE TAG INDEX IF NOT EXISTS team_founded_index ON team(founded);
CREATE TAG INDEX IF NOT EXISTS team_tier_index ON team(tier(16));
CREATE TAG INDEX IF NOT EXISTS rider_name_index ON rider(name(32));
CREATE TAG INDEX IF NOT EXISTS rider_born_index ON rider(born);
CREATE TAG INDEX IF NOT EXISTS rider_nationality_index ON rider(nationality(16));
CREATE TAG INDEX IF NOT EXISTS rider_speciality_index ON rider(speciality(16));
CREATE TAG INDEX IF NOT EXISTS race_title_index ON race(title(32));
CREATE TAG INDEX IF NOT EXISTS race_category_index ON race(category(16));
CREATE TAG INDEX IF NOT EXISTS race_country_index ON race(country(16));
CREATE TAG INDEX IF NOT EXISTS stage_label_index ON stage(label(48));
CREATE TAG INDEX IF NOT EXISTS stage_distance_index ON stage(distance_km);
CREATE TAG INDEX IF NOT EXISTS stage_profile_index ON stage(profile(16));
CREATE TAG INDEX IF NOT EXISTS stage_held_on_index ON stage(held_on);
CREATE TAG INDEX IF NOT EXISTS sponsor_brand_index ON sponsor(brand(32));
CREATE TAG INDEX IF NOT EXISTS sponsor_industry_index ON sponsor(industry(16));
CREATE EDGE INDEX IF NOT EXISTS sponsors_amount_index ON sponsors(amount);
"""

#: name, code, founded, tier
CY_TEAMS = [
    ("Valmont Cycling", "VAL", 2009, "WorldTeam"), ("Norrland Pro", "NOR", 2014, "WorldTeam"),
    ("Équipe Sabline", "SAB", 1998, "WorldTeam"), ("Basalt Racing", "BAS", 2017, "ProTeam"),
    ("Kestrel-Orbe", "KOR", 2011, "ProTeam"), ("Tidewater Velo", "TDV", 2020, "Continental"),
    ("Monte Aurel", "MAU", 2005, "WorldTeam"), ("Ridgeline CT", "RCT", 2019, "Continental"),
]  # fmt: skip

NATION_CODE = {
    "French": "FRA", "Italian": "ITA", "Norwegian": "NOR", "Swedish": "SWE", "Danish": "DEN",
    "Spanish": "ESP", "Belgian": "BEL", "Dutch": "NED", "German": "GER", "Austrian": "AUT",
    "Swiss": "SUI", "British": "GBR", "Irish": "IRL", "American": "USA", "Canadian": "CAN",
}  # fmt: skip

#: name, born, nationality, speciality, team (None: no contract)
CY_RIDERS = [
    ("Julien Marchetti", 1995, "French", "climber", "Valmont Cycling"),
    ("Bastien Leroux", 1998, "French", "sprinter", "Valmont Cycling"),
    ("Hugo Desrosiers", 1992, "French", "all-rounder", "Valmont Cycling"),
    ("Matteo Rinaldi", 1997, "Italian", "time trialist", "Valmont Cycling"),
    ("Loïc Perrin", 2001, "French", "puncheur", "Valmont Cycling"),
    ("Erik Lindahl", 1994, "Norwegian", "time trialist", "Norrland Pro"),
    ("Sander Holm", 1999, "Norwegian", "sprinter", "Norrland Pro"),
    ("Mats Öberg", 1996, "Swedish", "climber", "Norrland Pro"),
    ("Jonas Feldt", 2000, "Danish", "puncheur", "Norrland Pro"),
    ("Anders Kvist", 1990, "Danish", "all-rounder", "Norrland Pro"),
    ("Thibaut Vasseur", 1993, "French", "sprinter", "Équipe Sabline"),
    ("Rémi Cazals", 1996, "French", "climber", "Équipe Sabline"),
    ("Diego Santillán", 1995, "Spanish", "climber", "Équipe Sabline"),
    ("Pieter Claes", 1991, "Belgian", "puncheur", "Équipe Sabline"),
    ("Noah Garnier", 2002, "French", "all-rounder", "Équipe Sabline"),
    ("Wout Verhelst", 1997, "Belgian", "sprinter", "Basalt Racing"),
    ("Jan De Smedt", 1994, "Belgian", "puncheur", "Basalt Racing"),
    ("Kasper Wiel", 1999, "Dutch", "time trialist", "Basalt Racing"),
    ("Ruben Aerts", 2000, "Belgian", "all-rounder", "Basalt Racing"),
    ("Tom Brink", 1996, "Dutch", "climber", "Basalt Racing"),
    ("Lukas Brenner", 1995, "German", "time trialist", "Kestrel-Orbe"),
    ("Felix Hartung", 1998, "German", "sprinter", "Kestrel-Orbe"),
    ("Nico Albrecht", 1993, "Austrian", "climber", "Kestrel-Orbe"),
    ("Samuel Graf", 2001, "Swiss", "puncheur", "Kestrel-Orbe"),
    ("Jakob Reiter", 1992, "Austrian", "all-rounder", "Kestrel-Orbe"),
    ("Connor Hale", 2000, "British", "sprinter", "Tidewater Velo"),
    ("Owen Price", 1998, "British", "climber", "Tidewater Velo"),
    ("Liam Doherty", 2002, "Irish", "puncheur", "Tidewater Velo"),
    ("Ethan Marsh", 1999, "British", "time trialist", "Tidewater Velo"),
    ("Callum Reid", 2003, "British", "all-rounder", "Tidewater Velo"),
    ("Andrea Ferri", 1994, "Italian", "climber", "Monte Aurel"),
    ("Lorenzo Bassi", 1996, "Italian", "sprinter", "Monte Aurel"),
    ("Pablo Ortega", 1993, "Spanish", "all-rounder", "Monte Aurel"),
    ("Iker Zubiri", 1997, "Spanish", "climber", "Monte Aurel"),
    ("Davide Conti", 1999, "Italian", "puncheur", "Monte Aurel"),
    ("Tyler Brooks", 2001, "American", "climber", "Ridgeline CT"),
    ("Mason Reyes", 2000, "American", "sprinter", "Ridgeline CT"),
    ("Jordan Pike", 2002, "Canadian", "puncheur", "Ridgeline CT"),
    ("Eli Novak", 1998, "American", "time trialist", "Ridgeline CT"),
    ("Sam Whitford", 2003, "Canadian", "all-rounder", "Ridgeline CT"),
    ("Marco Galli", 1989, "Italian", "sprinter", None),
    ("Henrik Dahl", 1988, "Norwegian", "climber", None),
]  # fmt: skip

#: title, edition, category, country, first day, stage profiles, teams entered
CY_RACES = [
    ("Tour des Vosges", 2024, "stage race", "France", "2024-06-04", "time trial;hilly;mountain;mountain;flat",
     "Valmont Cycling;Équipe Sabline;Norrland Pro;Monte Aurel;Tidewater Velo"),
    ("Giro delle Dolomiti", 2024, "stage race", "Italy", "2024-05-14", "flat;mountain;mountain;hilly;time trial",
     "Monte Aurel;Valmont Cycling;Kestrel-Orbe;Équipe Sabline;Basalt Racing"),
    ("Vuelta a Navarra", 2024, "stage race", "Spain", "2024-08-20", "hilly;mountain;flat;mountain",
     "Monte Aurel;Équipe Sabline;Ridgeline CT;Kestrel-Orbe"),
    ("Tour of the Fjords", 2024, "stage race", "Norway", "2024-07-02", "flat;hilly;flat;time trial",
     "Norrland Pro;Basalt Racing;Tidewater Velo;Ridgeline CT"),
    ("Ronde van Kempen", 2024, "one-day", "Belgium", "2024-04-07", "flat",
     "Basalt Racing;Norrland Pro;Équipe Sabline;Kestrel-Orbe;Tidewater Velo"),
    ("Omloop der Polders", 2025, "one-day", "Netherlands", "2025-03-01", "flat",
     "Basalt Racing;Valmont Cycling;Ridgeline CT;Norrland Pro"),
    ("Grand Prix de Lorraine", 2025, "one-day", "France", "2025-09-14", "hilly",
     "Valmont Cycling;Équipe Sabline;Kestrel-Orbe;Monte Aurel"),
    ("Alpen Rundfahrt", 2025, "stage race", "Austria", "2025-06-17", "hilly;mountain;time trial;mountain;flat",
     "Kestrel-Orbe;Valmont Cycling;Monte Aurel;Norrland Pro;Ridgeline CT"),
    ("Kernow Classic", 2025, "one-day", "UK", "2025-05-25", "hilly",
     "Tidewater Velo;Ridgeline CT;Basalt Racing"),
]  # fmt: skip

#: which specialities can win a stage of each profile (the first is the likeliest)
CY_WINNERS = {
    "flat": ["sprinter", "sprinter", "sprinter", "puncheur"],
    "hilly": ["puncheur", "puncheur", "all-rounder", "climber"],
    "mountain": ["climber", "climber", "climber", "all-rounder"],
    "time trial": ["time trialist", "time trialist", "all-rounder"],
}

#: brand, industry, country, what it backs ("team:amount" or "race:amount", million EUR)
CY_SPONSORS = [
    ("Halvard Bikes", "bicycles", "Norway", "Norrland Pro:4.5;Tour of the Fjords:0.8"),
    ("Ostra Bank", "banking", "Belgium", "Basalt Racing:6.0;Ronde van Kempen:1.2"),
    ("Lumo Energy", "energy", "France", "Valmont Cycling:12.5;Équipe Sabline:3.0;Tour des Vosges:1.5;Grand Prix de Lorraine:0.9"),
    ("Ferrocasa", "construction", "Italy", "Monte Aurel:5.5;Giro delle Dolomiti:2.2"),
    ("Brisa Telecom", "telecom", "Spain", "Équipe Sabline:8.0;Vuelta a Navarra:1.6"),
    ("Kestrel Optics", "eyewear", "Germany", "Kestrel-Orbe:3.8;Alpen Rundfahrt:0.7"),
    ("Orbe Water", "beverages", "Switzerland", "Kestrel-Orbe:2.4"),
    ("Tidewater Insurance", "insurance", "UK", "Tidewater Velo:1.9;Kernow Classic:0.4"),
    ("Aurel Coffee", "beverages", "Italy", "Monte Aurel:7.2"),
    ("Polder Dairy", "food", "Netherlands", "Omloop der Polders:0.6"),
    ("Summit Wheels", "bicycles", "USA", "Ridgeline CT:1.1"),
    ("Vosges Granite", "construction", "France", "Tour des Vosges:0.5"),
    ("Nordlys Air", "airline", "Norway", "Tour of the Fjords:1.3;Norrland Pro:2.0"),
]  # fmt: skip

#: lead-out rider -> the rider he leads out, first season (chains are lead-out trains)
CY_LEADS_OUT = [
    ("Loïc Perrin", "Hugo Desrosiers", 2021), ("Hugo Desrosiers", "Bastien Leroux", 2019),
    ("Anders Kvist", "Sander Holm", 2020), ("Noah Garnier", "Pieter Claes", 2022),
    ("Pieter Claes", "Thibaut Vasseur", 2016), ("Jan De Smedt", "Ruben Aerts", 2021),
    ("Ruben Aerts", "Wout Verhelst", 2020), ("Jakob Reiter", "Felix Hartung", 2019),
    ("Callum Reid", "Liam Doherty", 2023), ("Liam Doherty", "Connor Hale", 2021),
    ("Davide Conti", "Lorenzo Bassi", 2020), ("Jordan Pike", "Mason Reyes", 2022),
]  # fmt: skip


def cycling(rng: random.Random) -> object:
    teams = U.VertexFile("team", [("name", "string"), ("code", "string"), ("founded", "int"), ("tier", "string")])
    tm_vid = {}
    for i, (name, code, founded, tier) in enumerate(CY_TEAMS, start=1):
        tm_vid[name] = f"tm{i:02d}"
        teams.rows.append([tm_vid[name], name, code, founded, tier])
    riders = U.VertexFile(
        "rider",
        [("name", "string"), ("uci_code", "string"), ("born", "int"), ("nationality", "string"),
         ("speciality", "string")],
    )  # fmt: skip
    rides_for = U.EdgeFile("rides_for", [("since", "date")])
    rd_vid: dict[str, str] = {}
    roster: dict[str, list[str]] = {t[0]: [] for t in CY_TEAMS}
    speciality: dict[str, str] = {}
    for i, (name, born, nation, spec, team) in enumerate(CY_RIDERS, start=1):
        vid = rd_vid[name] = f"r{i:02d}"
        day = U._day(rng, born, born)
        riders.rows.append([vid, name, f"{NATION_CODE[nation]}{day:%Y%m%d}", born, nation, spec])
        speciality[vid] = spec
        if team:
            founded = [t[2] for t in CY_TEAMS if t[0] == team][0]
            rides_for.rows.append([vid, tm_vid[team], U._day(rng, max(founded, born + 19, 2015), 2024)])
            roster[team].append(vid)
    races = U.VertexFile(
        "race", [("title", "string"), ("edition", "int"), ("category", "string"), ("country", "string")]
    )
    stages = U.VertexFile(
        "stage",
        [("label", "string"), ("number", "int"), ("distance_km", "double"), ("profile", "string"),
         ("held_on", "date")],
    )  # fmt: skip
    part_of = U.EdgeFile("part_of", [])
    rode = U.EdgeFile("rode", [("bib", "int"), ("finished", "bool")])
    won = U.EdgeFile("won", [("gap_s", "int")])
    rc_vid = {}
    n = 0
    for i, (title, edition, category, country, first, profiles, entered) in enumerate(CY_RACES, start=1):
        vid = rc_vid[title] = f"rc{i:02d}"
        races.rows.append([vid, title, edition, category, country])
        field_: list[str] = []
        for k, team in enumerate(entered.split(";"), start=1):
            for j, rider in enumerate(sorted(rng.sample(roster[team], 3)), start=1):
                field_.append(rider)
                rode.rows.append([rider, vid, k * 10 + j, rng.random() < 0.87])
        finishers = {r[0] for r in rode.rows if r[1] == vid and r[3]}
        day = dt.date.fromisoformat(first)
        for number, profile in enumerate(profiles.split(";"), start=1):
            n += 1
            sid = f"st{n:02d}"
            if profile == "time trial":
                km = round(rng.uniform(12.0, 42.0), 1)
            else:
                km = round(rng.uniform(140.0, 235.0), 1)
            stages.rows.append([sid, f"{title} stage {number}", number, km, profile, day])
            part_of.rows.append([sid, vid])
            spec = rng.choice(CY_WINNERS[profile])
            pool = [r for r in field_ if speciality[r] == spec and r in finishers] or [
                r for r in field_ if r in finishers
            ]
            gap = rng.randint(0, 3) if profile == "flat" else rng.randint(4, 140)
            won.rows.append([rng.choice(sorted(pool)), sid, gap])
            day += dt.timedelta(days=1)
    sponsors_v = U.VertexFile("sponsor", [("brand", "string"), ("industry", "string"), ("country", "string")])
    sponsors = U.EdgeFile("sponsors", [("amount", "double")])
    for i, (brand, industry, country, backs) in enumerate(CY_SPONSORS, start=1):
        vid = f"sp{i:02d}"
        sponsors_v.rows.append([vid, brand, industry, country])
        for item in backs.split(";"):
            what, amount = item.rsplit(":", 1)
            sponsors.rows.append([vid, tm_vid.get(what) or rc_vid[what], float(amount)])
    leads = U.EdgeFile("leads_out", [("since", "int")])
    for a, b, since in CY_LEADS_OUT:
        leads.rows.append([rd_vid[a], rd_vid[b], since])
    return U.Graph(
        "cycling",
        8,
        CYCLING_DDL,
        [teams, riders, races, stages, sponsors_v],
        [rides_for, rode, part_of, won, sponsors, leads],
    )


# --------------------------------------------------------------------------- orchestra (names as ids)

ORCHESTRA_DDL = """
CREATE TAG IF NOT EXISTS orchestra(city string, founded int, chamber bool COMMENT "a chamber orchestra (under 40 players)") COMMENT = "an orchestra or ensemble";
CREATE TAG IF NOT EXISTS musician(born int, nationality string) COMMENT = "a player, soloist or conductor";
CREATE TAG IF NOT EXISTS instrument(family string COMMENT "strings, woodwind, brass, percussion or keyboard");
CREATE TAG IF NOT EXISTS composer(born int, nationality string, era string COMMENT "baroque, classical, romantic, modern or contemporary");
CREATE TAG IF NOT EXISTS work(year int COMMENT "year composed", genre string COMMENT "symphony, concerto, overture, suite, tone poem or requiem", minutes int COMMENT "typical duration");
CREATE TAG IF NOT EXISTS concert(held_on date, hall string, attendance int, sold_out bool);
CREATE EDGE IF NOT EXISTS plays() COMMENT = "musician -> instrument";
CREATE EDGE IF NOT EXISTS member_of(since int, principal bool COMMENT "leads their section") COMMENT = "musician -> orchestra";
CREATE EDGE IF NOT EXISTS gave() COMMENT = "orchestra -> concert";
CREATE EDGE IF NOT EXISTS programme(position int COMMENT "order on the programme") COMMENT = "concert -> work played";
CREATE EDGE IF NOT EXISTS wrote() COMMENT = "composer -> work";
CREATE EDGE IF NOT EXISTS soloist_at(fee double COMMENT "thousand EUR") COMMENT = "musician -> concert";
CREATE EDGE IF NOT EXISTS premiered(premiere_date date) COMMENT = "orchestra or soloist -> work first performed";
CREATE EDGE IF NOT EXISTS studied_with(years int) COMMENT = "student -> teacher";
CREATE TAG INDEX IF NOT EXISTS orchestra_city_index ON orchestra(city(24));
CREATE TAG INDEX IF NOT EXISTS orchestra_founded_index ON orchestra(founded);
CREATE TAG INDEX IF NOT EXISTS orchestra_chamber_index ON orchestra(chamber);
CREATE TAG INDEX IF NOT EXISTS musician_born_index ON musician(born);
CREATE TAG INDEX IF NOT EXISTS musician_nationality_index ON musician(nationality(16));
CREATE TAG INDEX IF NOT EXISTS instrument_family_index ON instrument(family(16));
CREATE TAG INDEX IF NOT EXISTS composer_born_index ON composer(born);
CREATE TAG INDEX IF NOT EXISTS composer_era_index ON composer(era(16));
CREATE TAG INDEX IF NOT EXISTS composer_nationality_index ON composer(nationality(16));
CREATE TAG INDEX IF NOT EXISTS work_year_index ON work(year);
CREATE TAG INDEX IF NOT EXISTS work_genre_index ON work(genre(16));
CREATE TAG INDEX IF NOT EXISTS work_minutes_index ON work(minutes);
CREATE TAG INDEX IF NOT EXISTS concert_held_on_index ON concert(held_on);
CREATE TAG INDEX IF NOT EXISTS concert_attendance_index ON concert(attendance);
CREATE TAG INDEX IF NOT EXISTS concert_sold_out_index ON concert(sold_out);
CREATE EDGE INDEX IF NOT EXISTS soloist_at_fee_index ON soloist_at(fee);
"""

#: instrument, family
OR_INSTRUMENTS = [
    ("violin", "strings"), ("viola", "strings"), ("cello", "strings"), ("double bass", "strings"),
    ("harp", "strings"), ("flute", "woodwind"), ("oboe", "woodwind"), ("clarinet", "woodwind"),
    ("bassoon", "woodwind"), ("horn", "brass"), ("trumpet", "brass"), ("trombone", "brass"),
    ("timpani", "percussion"), ("piano", "keyboard"),
]  # fmt: skip

#: orchestra, city, founded, chamber, main hall
OR_ORCHESTRAS = [
    ("Aldmoor Philharmonic", "Aldmoor", 1921, False, "Aldmoor Civic Hall"),
    ("Lindqvist Chamber Players", "Norrvik", 1987, True, "Norrvik Kammarsal"),
    ("Royal Vessen Symphony", "Vessen", 1898, False, "Vessen Konzerthaus"),
    ("Castel Baroque Ensemble", "Castelmare", 2004, True, "Sala San Teodoro"),
    ("Harrow Bay Sinfonia", "Harrow Bay", 1962, False, "Harrow Bay Pavilion"),
    ("Brennmark Youth Orchestra", "Brennmark", 2011, False, "Brennmark Arts Centre"),
]  # fmt: skip

#: musician, born, nationality, instruments, orchestra ("*" = principal; "" = freelance soloist)
OR_MUSICIANS = [
    ("Clara Weiss", 1979, "German", "violin", "*Aldmoor Philharmonic"),
    ("Tomasz Zielinski", 1985, "Polish", "violin", "Aldmoor Philharmonic"),
    ("Helen Achterberg", 1990, "Dutch", "viola", "*Aldmoor Philharmonic"),
    ("Rafael Montoya", 1976, "Spanish", "cello", "*Aldmoor Philharmonic"),
    ("Ingrid Falk", 1988, "Swedish", "flute", "*Aldmoor Philharmonic"),
    ("Peter Lowry", 1972, "British", "horn", "*Aldmoor Philharmonic"),
    ("Naomi Sato", 1993, "Japanese", "oboe", "Aldmoor Philharmonic"),
    ("Gustav Lind", 1968, "Swedish", "violin", "*Lindqvist Chamber Players"),
    ("Maja Berglund", 1991, "Swedish", "cello", "Lindqvist Chamber Players"),
    ("Oskar Nyström", 1984, "Swedish", "viola;violin", "*Lindqvist Chamber Players"),
    ("Elin Sjöberg", 1995, "Swedish", "clarinet", "*Lindqvist Chamber Players"),
    ("Annika Holm", 1980, "Finnish", "harp", "Lindqvist Chamber Players"),
    ("Friedrich Baumann", 1965, "Austrian", "violin", "*Royal Vessen Symphony"),
    ("Lena Vogt", 1983, "Austrian", "cello", "*Royal Vessen Symphony"),
    ("Stefan Kraus", 1978, "German", "trumpet", "*Royal Vessen Symphony"),
    ("Miriam Eder", 1989, "Austrian", "bassoon", "Royal Vessen Symphony"),
    ("Jonas Pichler", 1992, "Austrian", "timpani", "*Royal Vessen Symphony"),
    ("Ursula Hain", 1975, "German", "double bass", "*Royal Vessen Symphony"),
    ("Karl Sommer", 1970, "Austrian", "horn", "Royal Vessen Symphony"),
    ("Giulia Marchesi", 1986, "Italian", "violin;viola", "*Castel Baroque Ensemble"),
    ("Lorenzo Vitale", 1981, "Italian", "cello", "*Castel Baroque Ensemble"),
    ("Chiara Fontana", 1994, "Italian", "oboe", "*Castel Baroque Ensemble"),
    ("Matteo Greco", 1977, "Italian", "harp;piano", "Castel Baroque Ensemble"),
    ("Sofia Bruni", 1990, "Italian", "flute", "Castel Baroque Ensemble"),
    ("Dylan Hughes", 1982, "British", "violin", "*Harrow Bay Sinfonia"),
    ("Fiona MacLeod", 1987, "British", "cello", "Harrow Bay Sinfonia"),
    ("Aidan Walsh", 1979, "Irish", "trombone", "*Harrow Bay Sinfonia"),
    ("Grace Okoro", 1996, "British", "clarinet", "*Harrow Bay Sinfonia"),
    ("Owen Pryce", 1973, "British", "double bass", "Harrow Bay Sinfonia"),
    ("Rhiannon Evans", 1991, "British", "flute", "*Harrow Bay Sinfonia"),
    ("Lukas Brandt", 2003, "German", "violin", "*Brennmark Youth Orchestra"),
    ("Emma Jansen", 2004, "Dutch", "cello", "Brennmark Youth Orchestra"),
    ("Noor Haddad", 2002, "Dutch", "horn", "*Brennmark Youth Orchestra"),
    ("Timo Rask", 2005, "Finnish", "trumpet", "Brennmark Youth Orchestra"),
    ("Lea Winter", 2003, "German", "flute;piccolo", "Brennmark Youth Orchestra"),
    ("Yuki Tanabe", 1984, "Japanese", "piano", ""),
    ("Anton Weller", 1962, "German", "piano", ""),
    ("Sasha Orlov", 1988, "Russian", "violin", ""),
    ("Beatriz Leal", 1992, "Portuguese", "cello", ""),
    ("Marcel Dufour", 1958, "French", "piano", ""),
    ("Irene Castell", 1970, "Spanish", "violin", ""),
]  # fmt: skip

#: composer, born, nationality, era
OR_COMPOSERS = [
    ("Johann Albrecht Kessler", 1702, "German", "baroque"), ("Lucia Benvenuti", 1688, "Italian", "baroque"),
    ("Franz Weidinger", 1758, "Austrian", "classical"), ("Amalie Rosendahl", 1771, "Danish", "classical"),
    ("Viktor Halberg", 1841, "Swedish", "romantic"), ("Émile Garnier", 1853, "French", "romantic"),
    ("Henryk Sobczak", 1862, "Polish", "romantic"), ("Edmund Thorne", 1889, "British", "modern"),
    ("Ilse Marwitz", 1901, "German", "modern"), ("Nadia Ferrante", 1958, "Italian", "contemporary"),
    ("Owen Caradoc", 1971, "British", "contemporary"), ("Saga Lindqvist", 1983, "Swedish", "contemporary"),
]  # fmt: skip

#: work, composer, genre
OR_WORKS = [
    ("Concerto for Two Oboes in D", "Johann Albrecht Kessler", "concerto"),
    ("Suite of the Seasons", "Johann Albrecht Kessler", "suite"),
    ("Tafelmusik in G", "Johann Albrecht Kessler", "suite"),
    ("Lamento di Arianna", "Lucia Benvenuti", "requiem"),
    ("Harp Concerto in F", "Lucia Benvenuti", "concerto"),
    ("Symphony No. 4 in E flat", "Franz Weidinger", "symphony"),
    ("Symphony No. 7 'The Storm'", "Franz Weidinger", "symphony"),
    ("Clarinet Concerto in A", "Franz Weidinger", "concerto"),
    ("Overture to 'The Miller's Daughter'", "Amalie Rosendahl", "overture"),
    ("Piano Concerto No. 1", "Amalie Rosendahl", "concerto"),
    ("Symphony No. 2 'Northern'", "Viktor Halberg", "symphony"),
    ("Midsummer Vigil", "Viktor Halberg", "tone poem"),
    ("Violin Concerto in D minor", "Viktor Halberg", "concerto"),
    ("La Mer Grise", "Émile Garnier", "tone poem"),
    ("Requiem for the Drowned", "Émile Garnier", "requiem"),
    ("Cello Concerto in B minor", "Émile Garnier", "concerto"),
    ("Mazurka Overture", "Henryk Sobczak", "overture"),
    ("Symphony No. 1 'Vistula'", "Henryk Sobczak", "symphony"),
    ("Piano Concerto in C minor", "Henryk Sobczak", "concerto"),
    ("Harrow Bay Suite", "Edmund Thorne", "suite"),
    ("Symphony No. 3 'Lighthouse'", "Edmund Thorne", "symphony"),
    ("Trumpet Concerto", "Edmund Thorne", "concerto"),
    ("Glass and Iron", "Ilse Marwitz", "tone poem"),
    ("Chamber Symphony", "Ilse Marwitz", "symphony"),
    ("Salt Roads", "Nadia Ferrante", "tone poem"),
    ("Viola Concerto 'Terra'", "Nadia Ferrante", "concerto"),
    ("Violin Concerto 'Mistral'", "Nadia Ferrante", "concerto"),
    ("Tidal Overture", "Owen Caradoc", "overture"),
    ("Slate", "Owen Caradoc", "tone poem"),
    ("Cello Concerto 'Estuary'", "Owen Caradoc", "concerto"),
    ("Frost Lines", "Saga Lindqvist", "tone poem"),
    ("Concerto for Orchestra", "Saga Lindqvist", "concerto"),
    ("Piano Concerto 'Ice Harbour'", "Saga Lindqvist", "concerto"),
]  # fmt: skip

#: concert, orchestra, date, works (in programme order), soloists ("name:fee", thousand EUR)
OR_CONCERTS = [
    ("Aldmoor New Year Gala 2024", "Aldmoor Philharmonic", "2024-01-01",
     "Overture to 'The Miller's Daughter';Violin Concerto in D minor;Symphony No. 7 'The Storm'", "Sasha Orlov:18.0"),
    ("Aldmoor Spring Series I", "Aldmoor Philharmonic", "2024-03-16",
     "Mazurka Overture;Piano Concerto in C minor;Symphony No. 1 'Vistula'", "Yuki Tanabe:14.5"),
    ("Aldmoor Proms 2024", "Aldmoor Philharmonic", "2024-07-20",
     "Tidal Overture;Cello Concerto in B minor;La Mer Grise", "Beatriz Leal:9.0"),
    ("Aldmoor New Year Gala 2025", "Aldmoor Philharmonic", "2025-01-01",
     "Mazurka Overture;Symphony No. 2 'Northern'", ""),
    ("Norrvik Winter Light", "Lindqvist Chamber Players", "2024-12-13",
     "Frost Lines;Piano Concerto 'Ice Harbour';Chamber Symphony;Midsummer Vigil", "Yuki Tanabe:5.0"),
    ("Norrvik Midsummer Night", "Lindqvist Chamber Players", "2024-06-21",
     "Midsummer Vigil;Harp Concerto in F;Suite of the Seasons", "Annika Holm:3.5"),
    ("Lindqvist plays Kessler", "Lindqvist Chamber Players", "2025-02-08",
     "Tafelmusik in G;Concerto for Two Oboes in D;Suite of the Seasons", ""),
    ("Vessen Philharmonic Ball", "Royal Vessen Symphony", "2024-02-10",
     "Overture to 'The Miller's Daughter';Piano Concerto No. 1;Symphony No. 4 in E flat", "Anton Weller:22.0"),
    ("Vessen Autumn Festival Opening", "Royal Vessen Symphony", "2024-09-28",
     "Glass and Iron;Trumpet Concerto;Symphony No. 3 'Lighthouse'", "Stefan Kraus:4.0"),
    ("Vessen Requiem Night", "Royal Vessen Symphony", "2024-11-02",
     "Lamento di Arianna;Requiem for the Drowned", ""),
    ("Vessen Sommerkonzert 2025", "Royal Vessen Symphony", "2025-06-14",
     "Symphony No. 7 'The Storm';Violin Concerto in D minor;Concerto for Orchestra", "Irene Castell:16.0"),
    ("Baroque by Candlelight", "Castel Baroque Ensemble", "2024-04-05",
     "Concerto for Two Oboes in D;Lamento di Arianna;Tafelmusik in G", ""),
    ("Castelmare Harp Evening", "Castel Baroque Ensemble", "2024-10-12",
     "Harp Concerto in F;Suite of the Seasons", "Matteo Greco:2.5"),
    ("Harrow Bay Lighthouse Concert", "Harrow Bay Sinfonia", "2024-05-11",
     "Harrow Bay Suite;Cello Concerto 'Estuary';Symphony No. 3 'Lighthouse'", "Beatriz Leal:7.5"),
    ("Harrow Bay Sea Songs", "Harrow Bay Sinfonia", "2024-08-31",
     "Tidal Overture;Salt Roads;La Mer Grise;Slate", ""),
    ("Harrow Bay Christmas 2024", "Harrow Bay Sinfonia", "2024-12-21",
     "Clarinet Concerto in A;Symphony No. 2 'Northern'", "Grace Okoro:1.8"),
    ("Brennmark Debut Night", "Brennmark Youth Orchestra", "2024-03-02",
     "Mazurka Overture;Viola Concerto 'Terra';Symphony No. 4 in E flat", "Marcel Dufour:6.0"),
    ("Brennmark Summer Finale", "Brennmark Youth Orchestra", "2025-07-05",
     "Tidal Overture;Piano Concerto No. 1;Frost Lines", "Marcel Dufour:6.5"),
]  # fmt: skip

#: who gave a work its first performance ("orchestra" or soloist musician), work
OR_PREMIERES = [
    ("Aldmoor Philharmonic", "Symphony No. 3 'Lighthouse'"), ("Aldmoor Philharmonic", "Tidal Overture"),
    ("Aldmoor Philharmonic", "Harrow Bay Suite"), ("Harrow Bay Sinfonia", "Slate"),
    ("Harrow Bay Sinfonia", "Salt Roads"), ("Lindqvist Chamber Players", "Frost Lines"),
    ("Royal Vessen Symphony", "Chamber Symphony"), ("Royal Vessen Symphony", "Glass and Iron"),
    ("Royal Vessen Symphony", "Concerto for Orchestra"), ("Brennmark Youth Orchestra", "Viola Concerto 'Terra'"),
    ("Royal Vessen Symphony", "Symphony No. 1 'Vistula'"), ("Harrow Bay Sinfonia", "Cello Concerto 'Estuary'"),
    ("Lindqvist Chamber Players", "Piano Concerto 'Ice Harbour'"),
    ("Helen Achterberg", "Viola Concerto 'Terra'"), ("Beatriz Leal", "Cello Concerto 'Estuary'"),
    ("Yuki Tanabe", "Piano Concerto 'Ice Harbour'"), ("Irene Castell", "Violin Concerto 'Mistral'"),
]  # fmt: skip

#: student -> teacher, years together
OR_STUDIED = [
    ("Tomasz Zielinski", "Clara Weiss", 4), ("Clara Weiss", "Friedrich Baumann", 5),
    ("Lukas Brandt", "Tomasz Zielinski", 3), ("Irene Castell", "Friedrich Baumann", 2),
    ("Maja Berglund", "Lena Vogt", 4), ("Emma Jansen", "Maja Berglund", 3),
    ("Lena Vogt", "Rafael Montoya", 3), ("Fiona MacLeod", "Rafael Montoya", 5),
    ("Beatriz Leal", "Lorenzo Vitale", 2), ("Yuki Tanabe", "Anton Weller", 6),
    ("Anton Weller", "Marcel Dufour", 4), ("Noor Haddad", "Peter Lowry", 2),
    ("Peter Lowry", "Karl Sommer", 3), ("Sofia Bruni", "Ingrid Falk", 2),
    ("Lea Winter", "Rhiannon Evans", 2), ("Dylan Hughes", "Gustav Lind", 3),
]  # fmt: skip


def orchestra(rng: random.Random) -> object:
    instruments = U.VertexFile("instrument", [("family", "string")])
    for name, family in OR_INSTRUMENTS:
        instruments.rows.append([name, family])
    instruments.rows.append(["piccolo", "woodwind"])
    orchestras = U.VertexFile("orchestra", [("city", "string"), ("founded", "int"), ("chamber", "bool")])
    hall = {}
    for name, city, founded, chamber, main_hall in OR_ORCHESTRAS:
        orchestras.rows.append([name, city, founded, chamber])
        hall[name] = main_hall
    musicians = U.VertexFile("musician", [("born", "int"), ("nationality", "string")])
    plays = U.EdgeFile("plays", [])
    member = U.EdgeFile("member_of", [("since", "int"), ("principal", "bool")])
    for name, born, nation, instruments_text, orch in OR_MUSICIANS:
        musicians.rows.append([name, born, nation])
        for inst in instruments_text.split(";"):
            plays.rows.append([name, inst])
        if orch:
            founded = [o[2] for o in OR_ORCHESTRAS if o[0] == orch.lstrip("*")][0]
            since = min(max(founded, born + rng.randint(20, 30)), 2024)
            member.rows.append([name, orch.lstrip("*"), since, orch.startswith("*")])
    composers = U.VertexFile("composer", [("born", "int"), ("nationality", "string"), ("era", "string")])
    for row in OR_COMPOSERS:
        composers.rows.append(list(row))
    works = U.VertexFile("work", [("year", "int"), ("genre", "string"), ("minutes", "int")])
    wrote = U.EdgeFile("wrote", [])
    born_of = {c[0]: c[1] for c in OR_COMPOSERS}
    year_of = {}
    for title, composer, genre in OR_WORKS:
        year = min(born_of[composer] + rng.randint(24, 60), 2023)
        year_of[title] = year
        minutes = {"overture": (7, 14), "symphony": (28, 62), "concerto": (18, 42), "suite": (15, 30),
                   "tone poem": (9, 24), "requiem": (35, 70)}[genre]  # fmt: skip
        works.rows.append([title, year, genre, rng.randint(*minutes)])
        wrote.rows.append([composer, title])
    concerts = U.VertexFile(
        "concert", [("held_on", "date"), ("hall", "string"), ("attendance", "int"), ("sold_out", "bool")]
    )
    gave = U.EdgeFile("gave", [])
    programme = U.EdgeFile("programme", [("position", "int")])
    soloist = U.EdgeFile("soloist_at", [("fee", "double")])
    for name, orch, day, works_text, soloists in OR_CONCERTS:
        sold_out = rng.random() < 0.35
        capacity = {"Aldmoor Philharmonic": 2200, "Lindqvist Chamber Players": 420, "Royal Vessen Symphony": 1900,
                    "Castel Baroque Ensemble": 350, "Harrow Bay Sinfonia": 1400,
                    "Brennmark Youth Orchestra": 900}[orch]  # fmt: skip
        attendance = capacity if sold_out else rng.randint(capacity // 2, capacity - 20)
        concerts.rows.append([name, dt.date.fromisoformat(day), hall[orch], attendance, sold_out])
        gave.rows.append([orch, name])
        for position, title in enumerate(works_text.split(";"), start=1):
            programme.rows.append([name, title, position])
        for item in filter(None, soloists.split(";")):
            who, fee = item.split(":")
            soloist.rows.append([who, name, float(fee)])
    premiered = U.EdgeFile("premiered", [("premiere_date", "date")])
    first_day: dict[str, dt.date] = {}
    for _, title in OR_PREMIERES:
        first_day.setdefault(title, U._day(rng, year_of[title], min(year_of[title] + 1, 2024)))
    for who, title in OR_PREMIERES:
        premiered.rows.append([who, title, first_day[title]])
    studied = U.EdgeFile("studied_with", [("years", "int")])
    for a, b, years in OR_STUDIED:
        studied.rows.append([a, b, years])
    return U.Graph(
        "orchestra",
        48,
        ORCHESTRA_DDL,
        [orchestras, musicians, instruments, composers, works, concerts],
        [plays, member, gave, programme, wrote, soloist, premiered, studied],
    )


# --------------------------------------------------------------------------- climbing (Chinese names, opaque ids)

CLIMBING_DDL = """
CREATE TAG IF NOT EXISTS club(name string COMMENT "俱乐部名称", city string COMMENT "所在城市", founded int COMMENT "成立年份") COMMENT = "登山俱乐部";
CREATE TAG IF NOT EXISTS climber(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", level string COMMENT "运动等级：健将/一级/二级/三级") COMMENT = "登山者";
CREATE TAG IF NOT EXISTS peak(name string COMMENT "山峰名称", height int COMMENT "海拔(米)", mountain_range string COMMENT "所属山脉") COMMENT = "山峰";
CREATE TAG IF NOT EXISTS route(name string COMMENT "路线名称", grade string COMMENT "难度：初级/中级/高级/极限", length_m int COMMENT "攀登长度(米)") COMMENT = "攀登路线";
CREATE TAG IF NOT EXISTS expedition(name string COMMENT "活动名称", start date COMMENT "出发日期", season string COMMENT "春季/夏季/秋季/冬季", budget double COMMENT "预算(万元)") COMMENT = "登山活动";
CREATE EDGE IF NOT EXISTS member_of(joined int COMMENT "入会年份") COMMENT = "登山者 -> 俱乐部";
CREATE EDGE IF NOT EXISTS took_part(role string COMMENT "队长/队员/向导/队医") COMMENT = "登山者 -> 登山活动";
CREATE EDGE IF NOT EXISTS organised() COMMENT = "俱乐部或个人 -> 组织的登山活动";
CREATE EDGE IF NOT EXISTS attempted(success bool COMMENT "是否登顶", days int COMMENT "用时(天)") COMMENT = "登山活动 -> 攀登的路线";
CREATE EDGE IF NOT EXISTS on_peak() COMMENT = "路线 -> 所在山峰";
CREATE EDGE IF NOT EXISTS summited(summit_date date COMMENT "登顶日期", oxygen bool COMMENT "是否使用氧气") COMMENT = "登山者 -> 登顶的山峰";
CREATE EDGE IF NOT EXISTS partnered(since int COMMENT "开始结组的年份") COMMENT = "登山者 -> 结组搭档";
CREATE TAG INDEX IF NOT EXISTS club_name_index ON club(name(32));
CREATE TAG INDEX IF NOT EXISTS club_city_index ON club(city(8));
CREATE TAG INDEX IF NOT EXISTS club_founded_index ON club(founded);
CREATE TAG INDEX IF NOT EXISTS climber_name_index ON climber(name(16));
CREATE TAG INDEX IF NOT EXISTS climber_born_index ON climber(born);
CREATE TAG INDEX IF NOT EXISTS climber_gender_index ON climber(gender(4));
CREATE TAG INDEX IF NOT EXISTS climber_level_index ON climber(level(8));
CREATE TAG INDEX IF NOT EXISTS peak_name_index ON peak(name(16));
CREATE TAG INDEX IF NOT EXISTS peak_height_index ON peak(height);
CREATE TAG INDEX IF NOT EXISTS peak_range_index ON peak(mountain_range(16));
CREATE TAG INDEX IF NOT EXISTS route_name_index ON route(name(24));
CREATE TAG INDEX IF NOT EXISTS route_grade_index ON route(grade(8));
CREATE TAG INDEX IF NOT EXISTS route_length_index ON route(length_m);
CREATE TAG INDEX IF NOT EXISTS expedition_name_index ON expedition(name(32));
CREATE TAG INDEX IF NOT EXISTS expedition_start_index ON expedition(start);
CREATE TAG INDEX IF NOT EXISTS expedition_season_index ON expedition(season(8));
CREATE TAG INDEX IF NOT EXISTS expedition_budget_index ON expedition(budget);
CREATE EDGE INDEX IF NOT EXISTS summited_oxygen_index ON summited(oxygen);
"""

#: club, city, founded
CL_CLUBS = [
    ("雪域登山俱乐部", "拉萨", 1998), ("川西山友会", "成都", 2006), ("天山探险协会", "乌鲁木齐", 2001),
    ("青峰户外社", "西宁", 2012), ("京城攀登者联盟", "北京", 2009), ("高原之鹰登山队", "昆明", 2015),
    ("冰川俱乐部", "兰州", 2019),
]  # fmt: skip

#: peak, height, range, routes ("name:grade")
CL_PEAKS = [
    ("雪鹰峰", 6120, "横断山脉", "北坡:中级;东南山脊:高级;西壁直上:极限"),
    ("小雪鹰峰", 5320, "横断山脉", "南坡:初级"),
    ("玉笋峰", 5480, "横断山脉", "东坡:中级;冰川线:高级"),
    ("老鹰岩", 4310, "横断山脉", "正面:初级"),
    ("冰川王峰", 7010, "天山", "北山脊:高级;西北坡:极限"),
    ("银屏峰", 5890, "天山", "南坡:中级"),
    ("天池雪峰", 6210, "天山", "东北山脊:高级;南坡:中级"),
    ("青狼峰", 5230, "祁连山脉", "西坡:初级;北壁:高级"),
    ("金顶雪山", 6480, "祁连山脉", "传统路线:中级"),
    ("云母峰", 6650, "昆仑山脉", "东山脊:高级"),
    ("石门峰", 5560, "昆仑山脉", "南坡:中级;石门沟:初级"),
    ("白塔峰", 7180, "喜马拉雅山脉", "东南山脊:极限;北坳:高级"),
    ("卓玛峰", 6890, "喜马拉雅山脉", "西山脊:高级"),
    ("太白雪岭", 3640, "秦岭", "南坡:初级"),
    ("哈拉峰", 5950, "昆仑山脉", "北坡:中级"),
    ("鹰嘴崖", 4120, "秦岭", "东壁:高级"),
]  # fmt: skip

#: climber, born, gender, level, club ("" = none)
CL_CLIMBERS = [
    ("扎西次仁", 1978, "男", "健将", "雪域登山俱乐部"), ("次旦卓嘎", 1985, "女", "健将", "雪域登山俱乐部"),
    ("罗布", 1990, "男", "一级", "雪域登山俱乐部"), ("普布顿珠", 1994, "男", "一级", "雪域登山俱乐部"),
    ("白玛央金", 1999, "女", "二级", "雪域登山俱乐部"), ("李川", 1983, "男", "一级", "川西山友会"),
    ("王雪", 1988, "女", "一级", "川西山友会"), ("张岷", 1992, "男", "二级", "川西山友会"),
    ("陈星宇", 1996, "男", "二级", "川西山友会"), ("刘蓉", 2000, "女", "三级", "川西山友会"),
    ("艾力", 1980, "男", "健将", "天山探险协会"), ("古丽娜", 1987, "女", "一级", "天山探险协会"),
    ("马天山", 1991, "男", "二级", "天山探险协会"), ("阿依夏", 1997, "女", "三级", "天山探险协会"),
    ("韩青", 1986, "男", "一级", "青峰户外社"), ("祁连", 1993, "男", "二级", "青峰户外社"),
    ("赵晓峰", 1998, "男", "三级", "青峰户外社"), ("周敏", 1989, "女", "二级", "京城攀登者联盟"),
    ("孙磊", 1984, "男", "一级", "京城攀登者联盟"), ("吴迪", 1995, "男", "二级", "京城攀登者联盟"),
    ("郑小雨", 2001, "女", "三级", "京城攀登者联盟"), ("杨鹰", 1982, "男", "健将", "高原之鹰登山队"),
    ("段丽", 1990, "女", "一级", "高原之鹰登山队"), ("和志强", 1994, "男", "二级", "高原之鹰登山队"),
    ("李兰州", 1996, "男", "二级", "冰川俱乐部"), ("牛小冰", 2002, "女", "三级", "冰川俱乐部"),
    ("高山", 1975, "男", "健将", ""), ("林雪松", 1981, "男", "一级", ""), ("欧阳岚", 1992, "女", "二级", ""),
    ("许峰", 1999, "男", "三级", ""),
    ("达娃", 2003, "女", "三级", "雪域登山俱乐部"), ("杜鹃", 1997, "女", "二级", "川西山友会"),
    ("买买提", 1985, "男", "一级", "天山探险协会"), ("冯雪", 2002, "女", "三级", "青峰户外社"),
    ("钱宇", 1990, "男", "三级", "京城攀登者联盟"), ("余晓", 1999, "女", "三级", "高原之鹰登山队"),
    ("马骁", 1997, "男", "二级", "冰川俱乐部"), ("唐朵", 2004, "女", "三级", ""),
]  # fmt: skip

#: expedition, organiser (club or climber), start, route(s) attempted ("peak/route:success"), team ("name:role")
CL_EXPEDITIONS = [
    ("2019雪鹰峰春季攀登", "川西山友会", "2019-04-20", "雪鹰峰/北坡:1",
     "李川:队长;王雪:队员;张岷:队员;扎西次仁:向导"),
    ("2020玉笋峰冰川线", "川西山友会", "2020-10-03", "玉笋峰/冰川线:0",
     "李川:队长;陈星宇:队员;刘蓉:队医"),
    ("2021雪鹰峰东南山脊", "高原之鹰登山队", "2021-05-02", "雪鹰峰/东南山脊:1",
     "杨鹰:队长;段丽:队员;和志强:队员;高山:向导"),
    ("2022小雪鹰峰培训营", "高原之鹰登山队", "2022-07-15", "小雪鹰峰/南坡:1;老鹰岩/正面:1",
     "段丽:队长;和志强:队员;许峰:队员;欧阳岚:队医"),
    ("2018冰川王峰远征", "天山探险协会", "2018-07-10", "冰川王峰/北山脊:1",
     "艾力:队长;古丽娜:队员;马天山:队员;高山:向导"),
    ("2021天池雪峰秋季攀登", "天山探险协会", "2021-09-12", "天池雪峰/南坡:1",
     "古丽娜:队长;马天山:队员;阿依夏:队员"),
    ("2023冰川王峰西北坡", "天山探险协会", "2023-07-25", "冰川王峰/西北坡:0",
     "艾力:队长;马天山:队员;林雪松:队员"),
    ("2022银屏峰新人营", "冰川俱乐部", "2022-08-06", "银屏峰/南坡:1",
     "李兰州:队长;牛小冰:队员;阿依夏:向导"),
    ("2020青狼峰西坡", "青峰户外社", "2020-06-18", "青狼峰/西坡:1",
     "韩青:队长;祁连:队员;赵晓峰:队员"),
    ("2023青狼峰北壁", "青峰户外社", "2023-09-01", "青狼峰/北壁:0",
     "韩青:队长;祁连:队员;林雪松:向导"),
    ("2021金顶雪山传统路线", "青峰户外社", "2021-07-08", "金顶雪山/传统路线:1",
     "祁连:队长;赵晓峰:队员;韩青:队员;李兰州:队员"),
    ("2019白塔峰北坳", "雪域登山俱乐部", "2019-05-05", "白塔峰/北坳:1",
     "扎西次仁:队长;次旦卓嘎:队员;罗布:队员;普布顿珠:队员"),
    ("2022卓玛峰西山脊", "雪域登山俱乐部", "2022-10-01", "卓玛峰/西山脊:1",
     "次旦卓嘎:队长;罗布:队员;白玛央金:队员"),
    ("2024白塔峰东南山脊", "雪域登山俱乐部", "2024-04-28", "白塔峰/东南山脊:0",
     "扎西次仁:队长;普布顿珠:队员;高山:队员"),
    ("2020太白雪岭冬训", "京城攀登者联盟", "2020-01-11", "太白雪岭/南坡:1",
     "孙磊:队长;周敏:队员;吴迪:队员;郑小雨:队员"),
    ("2023石门峰南坡", "京城攀登者联盟", "2023-08-14", "石门峰/南坡:1;石门峰/石门沟:1",
     "孙磊:队长;吴迪:队员;周敏:队医"),
    ("2024云母峰东山脊", "高山", "2024-06-09", "云母峰/东山脊:1",
     "高山:队长;林雪松:队员;欧阳岚:队员"),
    ("2021天池雪峰东北山脊", "林雪松", "2021-06-20", "天池雪峰/东北山脊:0",
     "林雪松:队长;许峰:队员"),
]  # fmt: skip

#: summits outside these expeditions (climber, peak, year, oxygen)
CL_OTHER_SUMMITS = [
    ("高山", "白塔峰", 2012, True), ("高山", "卓玛峰", 2015, True), ("扎西次仁", "卓玛峰", 2010, True),
    ("艾力", "天池雪峰", 2012, False), ("杨鹰", "玉笋峰", 2014, False), ("孙磊", "青狼峰", 2016, False),
    ("王雪", "老鹰岩", 2015, False), ("次旦卓嘎", "金顶雪山", 2013, False),
]  # fmt: skip

#: climber -> rope partner, since
CL_PARTNERED = [
    ("李川", "王雪", 2012), ("王雪", "张岷", 2016), ("杨鹰", "段丽", 2014), ("段丽", "和志强", 2018),
    ("艾力", "古丽娜", 2010), ("古丽娜", "阿依夏", 2019), ("扎西次仁", "次旦卓嘎", 2008),
    ("次旦卓嘎", "白玛央金", 2020), ("韩青", "祁连", 2015), ("孙磊", "周敏", 2013),
    ("高山", "林雪松", 2005), ("林雪松", "许峰", 2020), ("李兰州", "牛小冰", 2022),
]  # fmt: skip


def climbing(rng: random.Random) -> object:
    clubs = U.VertexFile("club", [("name", "string"), ("city", "string"), ("founded", "int")])
    cb_vid = {}
    for i, (name, city, founded) in enumerate(CL_CLUBS, start=1):
        cb_vid[name] = f"cb{i:02d}"
        clubs.rows.append([cb_vid[name], name, city, founded])
    peaks = U.VertexFile("peak", [("name", "string"), ("height", "int"), ("mountain_range", "string")])
    routes = U.VertexFile("route", [("name", "string"), ("grade", "string"), ("length_m", "int")])
    on_peak = U.EdgeFile("on_peak", [])
    pk_vid, rt_vid = {}, {}
    n = 0
    for i, (name, height, mrange, routes_text) in enumerate(CL_PEAKS, start=1):
        vid = pk_vid[name] = f"pk{i:02d}"
        peaks.rows.append([vid, name, height, mrange])
        for item in routes_text.split(";"):
            side, grade = item.split(":")
            n += 1
            rid = rt_vid[f"{name}/{side}"] = f"rt{n:02d}"
            length = {"初级": (400, 900), "中级": (800, 1600), "高级": (1200, 2400), "极限": (1800, 3200)}[grade]
            routes.rows.append([rid, f"{name}{side}", grade, rng.randrange(*length, 10)])
            on_peak.rows.append([rid, vid])
    climbers = U.VertexFile(
        "climber", [("name", "string"), ("born", "int"), ("gender", "string"), ("level", "string")]
    )
    member = U.EdgeFile("member_of", [("joined", "int")])
    cl_vid = {}
    for i, (name, born, gender, level, club) in enumerate(CL_CLIMBERS, start=1):
        vid = cl_vid[name] = f"cl{i:02d}"
        climbers.rows.append([vid, name, born, gender, level])
        if club:
            founded = [c[2] for c in CL_CLUBS if c[0] == club][0]
            member.rows.append([vid, cb_vid[club], max(founded, min(born + rng.randint(18, 28), 2024))])
    expeditions = U.VertexFile(
        "expedition", [("name", "string"), ("start", "date"), ("season", "string"), ("budget", "double")]
    )
    organised = U.EdgeFile("organised", [])
    took_part = U.EdgeFile("took_part", [("role", "string")])
    attempted = U.EdgeFile("attempted", [("success", "bool"), ("days", "int")])
    summited = U.EdgeFile("summited", [("summit_date", "date"), ("oxygen", "bool")])
    summit_seen: set[tuple[str, str]] = set()
    seasons = {1: "冬季", 2: "冬季", 3: "春季", 4: "春季", 5: "春季", 6: "夏季", 7: "夏季", 8: "夏季",
               9: "秋季", 10: "秋季", 11: "秋季", 12: "冬季"}  # fmt: skip
    height = {p[0]: p[1] for p in CL_PEAKS}
    for i, (name, organiser, start, routes_text, team_text) in enumerate(CL_EXPEDITIONS, start=1):
        vid = f"ex{i:02d}"
        day = dt.date.fromisoformat(start)
        team = [item.split(":") for item in team_text.split(";")]
        expeditions.rows.append([vid, name, day, seasons[day.month], round(rng.uniform(1.5, 6.0) * len(team), 1)])
        organised.rows.append([cb_vid.get(organiser) or cl_vid[organiser], vid])
        for who, role in team:
            took_part.rows.append([cl_vid[who], vid, role])
        for item in routes_text.split(";"):
            key, ok = item.split(":")
            peak = key.split("/")[0]
            days = rng.randint(2, 5) if height[peak] < 6000 else rng.randint(8, 24)
            attempted.rows.append([vid, rt_vid[key], ok == "1", days])
            if ok != "1":
                continue
            for who, role in team:
                if role == "队医" or (cl_vid[who], pk_vid[peak]) in summit_seen:
                    continue
                summit_seen.add((cl_vid[who], pk_vid[peak]))
                summited.rows.append(
                    [cl_vid[who], pk_vid[peak], day + dt.timedelta(days=days - 1), height[peak] > 6800]
                )
    for who, peak, year, oxygen in CL_OTHER_SUMMITS:
        assert (cl_vid[who], pk_vid[peak]) not in summit_seen, (who, peak)
        summit_seen.add((cl_vid[who], pk_vid[peak]))
        summited.rows.append([cl_vid[who], pk_vid[peak], U._day(rng, year, year), oxygen])
    partnered = U.EdgeFile("partnered", [("since", "int")])
    for a, b, since in CL_PARTNERED:
        partnered.rows.append([cl_vid[a], cl_vid[b], since])
    return U.Graph(
        "climbing",
        8,
        CLIMBING_DDL,
        [clubs, climbers, peaks, routes, expeditions],
        [member, took_part, organised, attempted, on_peak, summited, partnered],
    )


# --------------------------------------------------------------------------- main

SEED = 20261203
BUILDERS = {"cycling": cycling, "orchestra": orchestra, "climbing": climbing}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
