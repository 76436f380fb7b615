"""Write the three frozen evaluation graphs of ``eval/fresh3/graphs/`` (cycling, orchestra, astronomy).

Why a fifth set: ``eval/fresh/`` and ``eval/fresh2/`` have been run to report, so they are no
longer unseen. These three graphs (and ``questions.jsonl``) are for reporting only: they are
run once, by the lead, to report; never to tune (see README.md). Everything is invented (no
real teams, riders, orchestras, musicians, observatories, telescopes or astronomers;
the famous stars, nebulae and galaxies are public names with rounded distances). The facts a question depends on
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
- ``astronomy``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``discovered`` leaves two tags (an astronomer or a survey discovers an object); an
  astronomer's ``title`` is a job title (研究员), not the display name.

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
    teams = U.VertexFile(
        "team", [("name", "string"), ("code", "string"), ("founded", "int"), ("tier", "string")]
    )
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


# --------------------------------------------------------------------------- astronomy (Chinese names, opaque ids)

ASTRONOMY_DDL = """
CREATE TAG IF NOT EXISTS observatory(name string COMMENT "天文台名称", city string COMMENT "所在城市", altitude int COMMENT "海拔(米)", founded int COMMENT "建台年份") COMMENT = "天文台";
CREATE TAG IF NOT EXISTS telescope(name string COMMENT "望远镜名称", kind string COMMENT "光学/射电/红外/太阳", aperture double COMMENT "口径(米)", first_light int COMMENT "首光年份") COMMENT = "望远镜";
CREATE TAG IF NOT EXISTS astronomer(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", title string COMMENT "职称：研究员/副研究员/助理研究员/博士生") COMMENT = "天文学家";
CREATE TAG IF NOT EXISTS celestial(name string COMMENT "天体名称", kind string COMMENT "恒星/星系/星云/星团/系外行星/超新星", constellation string COMMENT "所在星座", distance_ly double COMMENT "距离(光年)") COMMENT = "天体";
CREATE TAG IF NOT EXISTS survey(name string COMMENT "项目名称", start date COMMENT "开始日期", status string COMMENT "进行中/已完成/暂停", budget double COMMENT "经费(万元)") COMMENT = "观测项目";
CREATE EDGE IF NOT EXISTS located_at() COMMENT = "望远镜 -> 所在天文台";
CREATE EDGE IF NOT EXISTS works_at(since int COMMENT "入职年份") COMMENT = "天文学家 -> 天文台";
CREATE EDGE IF NOT EXISTS member_of(role string COMMENT "负责人/成员/学生") COMMENT = "天文学家 -> 观测项目";
CREATE EDGE IF NOT EXISTS uses(nights int COMMENT "分到的观测夜数") COMMENT = "观测项目 -> 望远镜";
CREATE EDGE IF NOT EXISTS targets() COMMENT = "观测项目 -> 观测的天体";
CREATE EDGE IF NOT EXISTS discovered(year int COMMENT "发现年份", confirmed bool COMMENT "是否已确认") COMMENT = "天文学家或观测项目 -> 发现的天体";
CREATE EDGE IF NOT EXISTS supervised(since int COMMENT "开始指导的年份") COMMENT = "导师 -> 学生";
CREATE TAG INDEX IF NOT EXISTS observatory_name_index ON observatory(name(16));
CREATE TAG INDEX IF NOT EXISTS observatory_altitude_index ON observatory(altitude);
CREATE TAG INDEX IF NOT EXISTS observatory_founded_index ON observatory(founded);
CREATE TAG INDEX IF NOT EXISTS telescope_name_index ON telescope(name(16));
CREATE TAG INDEX IF NOT EXISTS telescope_kind_index ON telescope(kind(8));
CREATE TAG INDEX IF NOT EXISTS telescope_aperture_index ON telescope(aperture);
CREATE TAG INDEX IF NOT EXISTS telescope_first_light_index ON telescope(first_light);
CREATE TAG INDEX IF NOT EXISTS astronomer_name_index ON astronomer(name(16));
CREATE TAG INDEX IF NOT EXISTS astronomer_born_index ON astronomer(born);
CREATE TAG INDEX IF NOT EXISTS astronomer_gender_index ON astronomer(gender(4));
CREATE TAG INDEX IF NOT EXISTS astronomer_title_index ON astronomer(title(16));
CREATE TAG INDEX IF NOT EXISTS celestial_name_index ON celestial(name(16));
CREATE TAG INDEX IF NOT EXISTS celestial_kind_index ON celestial(kind(8));
CREATE TAG INDEX IF NOT EXISTS celestial_distance_index ON celestial(distance_ly);
CREATE TAG INDEX IF NOT EXISTS survey_name_index ON survey(name(32));
CREATE TAG INDEX IF NOT EXISTS survey_status_index ON survey(status(8));
CREATE TAG INDEX IF NOT EXISTS survey_budget_index ON survey(budget);
CREATE EDGE INDEX IF NOT EXISTS discovered_confirmed_index ON discovered(confirmed);
"""

#: observatory, city, altitude, founded
AS_OBSERVATORIES = [
    ("青岚山天文台", "昆明", 2020, 1972), ("云岭天文台", "丽江", 3193, 1994), ("北漠天文台", "德令哈", 3210, 2001),
    ("东海天文台", "舟山", 120, 1985), ("雪原天文台", "阿里", 5100, 2016), ("紫霞天文台", "南京", 267, 1934),
    ("燕山天文台", "北京", 960, 1968),
]  # fmt: skip

#: telescope, kind, aperture (m), first light, observatory
AS_TELESCOPES = [
    ("青岚一号", "光学", 2.4, 2008, "青岚山天文台"), ("青岚二号", "光学", 1.0, 1984, "青岚山天文台"),
    ("云岭大口径", "光学", 3.6, 2018, "云岭天文台"), ("云岭太阳塔", "太阳", 1.2, 2011, "云岭天文台"),
    ("北漠射电阵", "射电", 13.7, 2004, "北漠天文台"), ("北漠毫米波", "射电", 6.0, 2015, "北漠天文台"),
    ("东海巡天镜", "光学", 1.6, 1999, "东海天文台"), ("东海流星相机", "光学", 0.3, 2020, "东海天文台"),
    ("雪原红外镜", "红外", 2.5, 2021, "雪原天文台"), ("雪原偏振镜", "光学", 0.8, 2019, "雪原天文台"),
    ("紫霞折射镜", "光学", 0.6, 1936, "紫霞天文台"), ("紫霞施密特", "光学", 1.2, 1965, "紫霞天文台"),
    ("燕山二米", "光学", 2.16, 1989, "燕山天文台"), ("燕山射电", "射电", 25.0, 2006, "燕山天文台"),
    ("燕山太阳镜", "太阳", 0.35, 1995, "燕山天文台"), ("燕山红外", "红外", 1.0, 2013, "燕山天文台"),
]  # fmt: skip

#: astronomer, born, gender, title, observatory ("" = none)
AS_ASTRONOMERS = [
    ("周天衡", 1962, "男", "研究员", "青岚山天文台"), ("李星河", 1975, "女", "研究员", "青岚山天文台"),
    ("杨晨", 1988, "男", "副研究员", "青岚山天文台"), ("赵一鸣", 1996, "男", "博士生", "青岚山天文台"),
    ("钱思远", 1999, "女", "博士生", "青岚山天文台"), ("和丽君", 1970, "女", "研究员", "云岭天文台"),
    ("木青松", 1983, "男", "副研究员", "云岭天文台"), ("段晓光", 1991, "男", "助理研究员", "云岭天文台"),
    ("刘云朵", 1998, "女", "博士生", "云岭天文台"), ("马北辰", 1968, "男", "研究员", "北漠天文台"),
    ("韩雪", 1980, "女", "副研究员", "北漠天文台"), ("阿明", 1987, "男", "助理研究员", "北漠天文台"),
    ("苏日娜", 1995, "女", "博士生", "北漠天文台"), ("陈海潮", 1966, "男", "研究员", "东海天文台"),
    ("林蔚", 1979, "女", "副研究员", "东海天文台"), ("郑浪", 1993, "男", "博士生", "东海天文台"),
    ("次仁旺堆", 1977, "男", "研究员", "雪原天文台"), ("格桑梅朵", 1989, "女", "副研究员", "雪原天文台"),
    ("王冰", 1997, "男", "博士生", "雪原天文台"), ("孙紫薇", 1958, "女", "研究员", "紫霞天文台"),
    ("吴启明", 1972, "男", "研究员", "紫霞天文台"), ("黄晓岚", 1985, "女", "副研究员", "紫霞天文台"),
    ("蒋宇", 1994, "男", "助理研究员", "紫霞天文台"), ("许南星", 2000, "女", "博士生", "紫霞天文台"),
    ("高远山", 1960, "男", "研究员", "燕山天文台"), ("宋雨桐", 1974, "女", "研究员", "燕山天文台"),
    ("冯晨曦", 1986, "女", "副研究员", "燕山天文台"), ("曹磊", 1990, "男", "助理研究员", "燕山天文台"),
    ("唐小满", 1999, "女", "博士生", "燕山天文台"), ("欧阳明", 1955, "男", "研究员", ""),
    ("白露", 1992, "女", "助理研究员", ""), ("罗星", 2001, "男", "博士生", ""),
    ("孔令辉", 1984, "男", "副研究员", "东海天文台"), ("普琼", 1998, "女", "博士生", "雪原天文台"),
    ("方晓月", 1981, "女", "副研究员", "北漠天文台"), ("邹凯", 1976, "男", "研究员", "云岭天文台"),
]  # fmt: skip

#: object, kind, constellation, distance (light years)
AS_OBJECTS = [
    ("仙女座星系", "星系", "仙女座", 2537000.0), ("三角座星系", "星系", "三角座", 2730000.0),
    ("风车星系", "星系", "大熊座", 20900000.0), ("草帽星系", "星系", "室女座", 31100000.0),
    ("猎户座大星云", "星云", "猎户座", 1344.0), ("蟹状星云", "星云", "金牛座", 6500.0),
    ("礁湖星云", "星云", "人马座", 4100.0), ("鹰状星云", "星云", "巨蛇座", 7000.0), ("玫瑰星云", "星云", "麒麟座", 5200.0),
    ("参宿四", "恒星", "猎户座", 548.0), ("天狼星", "恒星", "大犬座", 8.6), ("织女星", "恒星", "天琴座", 25.0),
    ("心宿二", "恒星", "天蝎座", 550.0), ("毕宿五", "恒星", "金牛座", 65.0), ("北河三", "恒星", "双子座", 34.0),
    ("大角星", "恒星", "牧夫座", 37.0),
    ("北漠-1b", "系外行星", "天鹅座", 1200.0), ("北漠-2c", "系外行星", "天鹅座", 2300.0),
    ("北漠-4b", "系外行星", "天鹅座", 1750.0), ("雪原-3b", "系外行星", "天琴座", 640.0),
    ("青岚-5b", "系外行星", "仙王座", 410.0), ("青岚-6c", "系外行星", "仙王座", 415.0),
    ("燕山-7d", "系外行星", "飞马座", 980.0),
    ("紫霞疏散星团", "星团", "英仙座", 4200.0), ("东海球状星团", "星团", "武仙座", 26000.0),
    ("燕山疏散星团", "星团", "御夫座", 3100.0),
    ("云岭超新星2019", "超新星", "室女座", 65000000.0), ("燕山超新星2022", "超新星", "大熊座", 21000000.0),
]  # fmt: skip

#: survey, start, status, budget (10k CNY), telescopes ("name:nights"), targets, members ("name:role")
AS_SURVEYS = [
    ("银河系外行星巡天", "2017-03-01", "进行中", 860.0, "青岚一号:60;东海巡天镜:45",
     "北漠-1b;北漠-2c;青岚-5b;青岚-6c;燕山-7d", "李星河:负责人;杨晨:成员;赵一鸣:学生;林蔚:成员"),
    ("北漠凌星计划", "2011-06-15", "进行中", 1240.0, "北漠毫米波:30;青岚二号:80",
     "北漠-1b;北漠-2c;北漠-4b", "马北辰:负责人;韩雪:成员;阿明:成员;苏日娜:学生"),
    ("雪原红外普查", "2021-09-01", "进行中", 2100.0, "雪原红外镜:120;燕山红外:40",
     "雪原-3b;猎户座大星云;鹰状星云", "次仁旺堆:负责人;格桑梅朵:成员;王冰:学生;普琼:学生"),
    ("云岭暂现源监测", "2018-01-10", "进行中", 520.0, "云岭大口径:90",
     "云岭超新星2019;蟹状星云", "和丽君:负责人;段晓光:成员;刘云朵:学生;木青松:成员"),
    ("燕山超新星搜寻", "2020-04-01", "进行中", 380.0, "燕山二米:100;东海巡天镜:30",
     "燕山超新星2022;风车星系;草帽星系", "宋雨桐:负责人;曹磊:成员;唐小满:学生;冯晨曦:成员"),
    ("太阳活动长期监测", "2005-01-01", "进行中", 460.0, "云岭太阳塔:200;燕山太阳镜:150",
     "", "木青松:负责人;高远山:成员"),
    ("近邻星系结构研究", "2014-05-20", "已完成", 690.0, "燕山二米:60;青岚一号:40",
     "仙女座星系;三角座星系;风车星系", "高远山:负责人;宋雨桐:成员;冯晨曦:成员;钱思远:学生"),
    ("恒星形成区射电观测", "2016-10-08", "已完成", 950.0, "燕山射电:80;北漠射电阵:120",
     "猎户座大星云;礁湖星云;鹰状星云;玫瑰星云", "吴启明:负责人;黄晓岚:成员;韩雪:成员;许南星:学生"),
    ("疏散星团测光", "1986-03-01", "已完成", 120.0, "紫霞施密特:150;紫霞折射镜:60",
     "紫霞疏散星团;燕山疏散星团", "孙紫薇:负责人;吴启明:成员;欧阳明:成员"),
    ("球状星团动力学", "1995-09-01", "已完成", 210.0, "东海巡天镜:70;紫霞折射镜:25",
     "东海球状星团", "陈海潮:负责人;林蔚:成员;郑浪:学生;孔令辉:成员"),
    ("红超巨星变光监测", "2019-11-11", "暂停", 150.0, "东海流星相机:50;雪原偏振镜:40",
     "参宿四;心宿二;大角星", "林蔚:负责人;郑浪:学生;白露:成员"),
    ("亮星光谱标定", "2009-02-14", "已完成", 240.0, "青岚二号:45;燕山二米:20",
     "天狼星;织女星;毕宿五;北河三;大角星", "周天衡:负责人;杨晨:成员;蒋宇:成员"),
    ("偏振巡天", "2022-07-01", "进行中", 330.0, "雪原偏振镜:90;紫霞施密特:30",
     "蟹状星云;仙女座星系", "格桑梅朵:负责人;黄晓岚:成员;王冰:学生;罗星:学生;许南星:学生"),
    ("毫米波分子云普查", "2023-03-15", "进行中", 780.0, "北漠毫米波:110;燕山射电:40",
     "玫瑰星云;礁湖星云;猎户座大星云", "阿明:负责人;苏日娜:学生;蒋宇:成员"),
]  # fmt: skip

#: who discovered an object (an astronomer or a survey), object, year, confirmed
AS_DISCOVERIES = [
    ("马北辰", "北漠-1b", 2012, True), ("北漠凌星计划", "北漠-1b", 2012, True), ("韩雪", "北漠-2c", 2016, True),
    ("北漠凌星计划", "北漠-4b", 2021, False), ("格桑梅朵", "雪原-3b", 2022, True), ("雪原红外普查", "雪原-3b", 2022, True),
    ("李星河", "青岚-5b", 2014, True), ("银河系外行星巡天", "青岚-6c", 2019, False), ("杨晨", "青岚-6c", 2019, False),
    ("宋雨桐", "燕山-7d", 2010, True), ("孙紫薇", "紫霞疏散星团", 1988, True), ("球状星团动力学", "东海球状星团", 1997, True),
    ("高远山", "燕山疏散星团", 1992, True), ("段晓光", "云岭超新星2019", 2019, True),
    ("云岭暂现源监测", "云岭超新星2019", 2019, True), ("燕山超新星搜寻", "燕山超新星2022", 2022, True),
    ("曹磊", "燕山超新星2022", 2022, True), ("唐小满", "燕山超新星2022", 2022, True),
]  # fmt: skip

#: supervisor -> student, since
AS_SUPERVISED = [
    ("周天衡", "李星河", 1998), ("李星河", "杨晨", 2010), ("杨晨", "赵一鸣", 2019), ("李星河", "钱思远", 2021),
    ("和丽君", "段晓光", 2013), ("段晓光", "刘云朵", 2021), ("马北辰", "韩雪", 2003), ("韩雪", "苏日娜", 2018),
    ("欧阳明", "孙紫薇", 1980), ("孙紫薇", "吴启明", 1994), ("吴启明", "黄晓岚", 2007), ("黄晓岚", "许南星", 2022),
    ("高远山", "宋雨桐", 1996), ("宋雨桐", "冯晨曦", 2008), ("冯晨曦", "唐小满", 2021), ("陈海潮", "郑浪", 2016),
    ("次仁旺堆", "王冰", 2019), ("格桑梅朵", "普琼", 2022),
]  # fmt: skip


def astronomy(rng: random.Random) -> object:
    observatories = U.VertexFile(
        "observatory", [("name", "string"), ("city", "string"), ("altitude", "int"), ("founded", "int")]
    )
    ob_vid = {}
    for i, (name, city, altitude, founded) in enumerate(AS_OBSERVATORIES, start=1):
        ob_vid[name] = f"ob{i:02d}"
        observatories.rows.append([ob_vid[name], name, city, altitude, founded])
    telescopes = U.VertexFile(
        "telescope", [("name", "string"), ("kind", "string"), ("aperture", "double"), ("first_light", "int")]
    )
    located = U.EdgeFile("located_at", [])
    te_vid = {}
    for i, (name, kind, aperture, first_light, home) in enumerate(AS_TELESCOPES, start=1):
        vid = te_vid[name] = f"te{i:02d}"
        telescopes.rows.append([vid, name, kind, aperture, first_light])
        located.rows.append([vid, ob_vid[home]])
    astronomers = U.VertexFile(
        "astronomer", [("name", "string"), ("born", "int"), ("gender", "string"), ("title", "string")]
    )
    works = U.EdgeFile("works_at", [("since", "int")])
    pe_vid = {}
    for i, (name, born, gender, title, home) in enumerate(AS_ASTRONOMERS, start=1):
        vid = pe_vid[name] = f"as{i:02d}"
        astronomers.rows.append([vid, name, born, gender, title])
        if home:
            founded = [o[3] for o in AS_OBSERVATORIES if o[0] == home][0]
            works.rows.append([vid, ob_vid[home], max(founded, min(born + rng.randint(22, 32), 2024))])
    objects = U.VertexFile(
        "celestial",
        [("name", "string"), ("kind", "string"), ("constellation", "string"), ("distance_ly", "double")],
    )
    ce_vid = {}
    for i, (name, kind, constellation, distance) in enumerate(AS_OBJECTS, start=1):
        vid = ce_vid[name] = f"ce{i:02d}"
        objects.rows.append([vid, name, kind, constellation, distance])
    surveys = U.VertexFile(
        "survey", [("name", "string"), ("start", "date"), ("status", "string"), ("budget", "double")]
    )
    member = U.EdgeFile("member_of", [("role", "string")])
    uses = U.EdgeFile("uses", [("nights", "int")])
    targets = U.EdgeFile("targets", [])
    sv_vid = {}
    for i, (name, start, status, budget, scopes, aims, people) in enumerate(AS_SURVEYS, start=1):
        vid = sv_vid[name] = f"sv{i:02d}"
        surveys.rows.append([vid, name, dt.date.fromisoformat(start), status, budget])
        for item in scopes.split(";"):
            scope, nights = item.split(":")
            uses.rows.append([vid, te_vid[scope], int(nights)])
        for aim in filter(None, aims.split(";")):
            targets.rows.append([vid, ce_vid[aim]])
        for item in people.split(";"):
            who, role = item.split(":")
            member.rows.append([pe_vid[who], vid, role])
    discovered = U.EdgeFile("discovered", [("year", "int"), ("confirmed", "bool")])
    for who, what, year, confirmed in AS_DISCOVERIES:
        discovered.rows.append([pe_vid.get(who) or sv_vid[who], ce_vid[what], year, confirmed])
    supervised = U.EdgeFile("supervised", [("since", "int")])
    for a, b, since in AS_SUPERVISED:
        supervised.rows.append([pe_vid[a], pe_vid[b], since])
    return U.Graph(
        "astronomy",
        8,
        ASTRONOMY_DDL,
        [observatories, telescopes, astronomers, objects, surveys],
        [located, works, member, uses, targets, discovered, supervised],
    )


# --------------------------------------------------------------------------- main

SEED = 20261203
BUILDERS = {"cycling": cycling, "orchestra": orchestra, "astronomy": astronomy}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
