"""Write the three frozen evaluation graphs of ``eval/fresh4/graphs/`` (chess, firebrigade, perfumery).

Why a sixth set: ``eval/fresh/``, ``eval/fresh2/`` and ``eval/fresh3/`` have been run to
report, so they are no longer unseen. These three graphs (and ``questions.jsonl``) are for
reporting only: they are run once, by the lead, to report; never to tune (see README.md).
Everything is invented (no real players, clubs, fire brigades, perfumers or houses; the
opening names and ECO codes are the public ones). The facts a question depends on are written
out by hand below; the filler (ratings, dates, minutes, prices) and the games of each
tournament are drawn from a seeded RNG, one per graph, so running the script again writes
byte-identical files. ``questions.jsonl`` and ``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built, and from the earlier sets:

- ``chess``: opaque vertex ids (``pl07``, ``tn03``); players and clubs by ``name``, but
  tournaments by ``title`` and openings by ``label``; players carry a ``fide_id``, tournaments
  a ``year`` and openings an ``eco`` code, none of them the display; ``won`` leaves two tags
  (a player wins an individual event, a club a team event); ``beat`` is player -> player;
- ``firebrigade``: the names *are* the vertex ids (a vehicle's call sign, an incident's
  name; no ``name`` property); ``responded`` arrives from two tags (a vehicle or a
  firefighter attends an incident); ``mentored`` is firefighter -> firefighter;
- ``perfumery``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``owned_by`` leaves one tag for two (a boutique belongs to a house or to a perfumer);
  ``trained_under`` is perfumer -> perfumer; a perfumer's ``title`` is a job title (调香大师),
  not the display name.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh4/make_graphs.py [--out eval/fresh4/graphs]
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

# --------------------------------------------------------------------------- chess (opaque ids; titles, labels, codes)

CHESS_DDL = """
CREATE TAG IF NOT EXISTS player(name string, fide_id string COMMENT "FIDE id number", born int COMMENT "year of birth", federation string COMMENT "national federation, e.g. NOR", rank string COMMENT "GM, IM, FM or none", rating int COMMENT "standard Elo rating") COMMENT = "a chess player";
CREATE TAG IF NOT EXISTS club(name string, city string, founded int) COMMENT = "a chess club";
CREATE TAG IF NOT EXISTS tournament(title string, year int COMMENT "year held", format string COMMENT "round robin, swiss, knockout or team", city string, starts date) COMMENT = "a tournament";
CREATE TAG IF NOT EXISTS opening(label string, eco string COMMENT "ECO code, e.g. B90", family string COMMENT "open game, semi-open, closed or flank") COMMENT = "a chess opening";
CREATE EDGE IF NOT EXISTS member_of(since int COMMENT "year joined") COMMENT = "player -> club";
CREATE EDGE IF NOT EXISTS entered(seed int COMMENT "starting rank", points double COMMENT "final score") COMMENT = "player -> tournament";
CREATE EDGE IF NOT EXISTS beat(round int, moves int COMMENT "length of the game", played_on date, rapid bool COMMENT "a rapid game, not classical") COMMENT = "winner -> loser of one game";
CREATE EDGE IF NOT EXISTS won(prize double COMMENT "prize money, thousand EUR") COMMENT = "player or club -> tournament won";
CREATE EDGE IF NOT EXISTS hosted() COMMENT = "club -> tournament it organised";
CREATE EDGE IF NOT EXISTS favours(as_white bool COMMENT "played with the white pieces") COMMENT = "player -> opening in their repertoire";
CREATE TAG INDEX IF NOT EXISTS player_name_index ON player(name(32));
CREATE TAG INDEX IF NOT EXISTS player_born_index ON player(born);
CREATE TAG INDEX IF NOT EXISTS player_federation_index ON player(federation(8));
CREATE TAG INDEX IF NOT EXISTS player_rank_index ON player(rank(8));
CREATE TAG INDEX IF NOT EXISTS player_rating_index ON player(rating);
CREATE TAG INDEX IF NOT EXISTS club_name_index ON club(name(32));
CREATE TAG INDEX IF NOT EXISTS club_city_index ON club(city(16));
CREATE TAG INDEX IF NOT EXISTS club_founded_index ON club(founded);
CREATE TAG INDEX IF NOT EXISTS tournament_title_index ON tournament(title(40));
CREATE TAG INDEX IF NOT EXISTS tournament_year_index ON tournament(year);
CREATE TAG INDEX IF NOT EXISTS tournament_format_index ON tournament(format(16));
CREATE TAG INDEX IF NOT EXISTS opening_label_index ON opening(label(40));
CREATE TAG INDEX IF NOT EXISTS opening_eco_index ON opening(eco(4));
CREATE TAG INDEX IF NOT EXISTS opening_family_index ON opening(family(16));
CREATE EDGE INDEX IF NOT EXISTS beat_moves_index ON beat(moves);
CREATE EDGE INDEX IF NOT EXISTS won_prize_index ON won(prize);
"""

#: name, city, founded
CH_CLUBS = [
    ("Rookery Chess Club", "Leeds", 1911), ("Schachfreunde Elbtal", "Dresden", 1953),
    ("Club d'Échecs Lumière", "Lyon", 1978), ("Oslo Springer", "Oslo", 1996),
    ("Circolo Scacchi Arsenale", "Venice", 1932), ("Praha Věž", "Prague", 1924),
    ("Kraków Hetman", "Kraków", 1964), ("Bilbao Alfil", "Bilbao", 2003),
    ("Delft Dame", "Delft", 2015),
]  # fmt: skip

#: name, born, federation, rank, club ("" = no club)
CH_PLAYERS = [
    ("Oliver Bramwell", 1988, "ENG", "GM", "Rookery Chess Club"), ("Harriet Sloane", 1996, "ENG", "IM", "Rookery Chess Club"),
    ("Callum Frost", 2004, "ENG", "FM", "Rookery Chess Club"), ("Priya Nair", 1999, "ENG", "IM", "Rookery Chess Club"),
    ("George Whitlock", 1971, "ENG", "GM", "Rookery Chess Club"), ("Daniel Okafor", 2007, "ENG", "none", "Rookery Chess Club"),
    ("Jonas Reichel", 1985, "GER", "GM", "Schachfreunde Elbtal"), ("Lena Hartmann", 1998, "GER", "IM", "Schachfreunde Elbtal"),
    ("Felix Wendt", 2003, "GER", "FM", "Schachfreunde Elbtal"), ("Ute Brandis", 1967, "GER", "IM", "Schachfreunde Elbtal"),
    ("Moritz Kell", 2008, "GER", "none", "Schachfreunde Elbtal"), ("Sabine Roth", 1990, "GER", "FM", "Schachfreunde Elbtal"),
    ("Antoine Mercier", 1983, "FRA", "GM", "Club d'Échecs Lumière"), ("Camille Roux", 2001, "FRA", "IM", "Club d'Échecs Lumière"),
    ("Hugo Lefort", 1994, "FRA", "GM", "Club d'Échecs Lumière"), ("Inès Barre", 2005, "FRA", "FM", "Club d'Échecs Lumière"),
    ("Yann Gosselin", 1976, "FRA", "IM", "Club d'Échecs Lumière"),
    ("Magnus Heggem", 1992, "NOR", "GM", "Oslo Springer"), ("Ingrid Solvang", 2000, "NOR", "IM", "Oslo Springer"),
    ("Sindre Aasheim", 2006, "NOR", "FM", "Oslo Springer"), ("Tore Lunde", 1979, "NOR", "IM", "Oslo Springer"),
    ("Kari Eide", 2009, "NOR", "none", "Oslo Springer"),
    ("Marco Zanetti", 1987, "ITA", "GM", "Circolo Scacchi Arsenale"), ("Giulia Ferri", 1997, "ITA", "IM", "Circolo Scacchi Arsenale"),
    ("Paolo Serra", 1969, "ITA", "FM", "Circolo Scacchi Arsenale"), ("Elena Moretti", 2002, "ITA", "FM", "Circolo Scacchi Arsenale"),
    ("Luca Benedetti", 1993, "ITA", "IM", "Circolo Scacchi Arsenale"),
    ("Tomáš Dvořák", 1986, "CZE", "GM", "Praha Věž"), ("Klára Novotná", 1999, "CZE", "IM", "Praha Věž"),
    ("Jiří Kučera", 1974, "CZE", "IM", "Praha Věž"), ("Petr Šimek", 2004, "CZE", "FM", "Praha Věž"),
    ("Eva Horáková", 2007, "CZE", "none", "Praha Věž"),
    ("Piotr Wasik", 1984, "POL", "GM", "Kraków Hetman"), ("Zofia Lis", 1995, "POL", "IM", "Kraków Hetman"),
    ("Kacper Nowak", 2003, "POL", "FM", "Kraków Hetman"), ("Marta Zielińska", 1989, "POL", "IM", "Kraków Hetman"),
    ("Bartosz Kral", 1972, "POL", "GM", "Kraków Hetman"),
    ("Iñaki Etxeberria", 1991, "ESP", "GM", "Bilbao Alfil"), ("Laura Campos", 2000, "ESP", "FM", "Bilbao Alfil"),
    ("Xabier Olano", 1981, "ESP", "IM", "Bilbao Alfil"), ("Nerea Goñi", 2006, "ESP", "none", "Bilbao Alfil"),
    ("Bram de Wit", 1995, "NED", "GM", "Delft Dame"), ("Sanne Visser", 2002, "NED", "IM", "Delft Dame"),
    ("Joost Hendriks", 1980, "NED", "FM", "Delft Dame"),
    ("Ruth Abramson", 1965, "USA", "GM", ""), ("Arjun Mehta", 2005, "IND", "IM", ""),
    ("Wei Lian", 1998, "CHN", "GM", ""), ("Sofia Ivanova", 1990, "BUL", "IM", ""),
    ("Emil Strand", 2010, "SWE", "none", ""), ("Nikos Pappas", 1977, "GRE", "FM", ""),
    ("Rolf Sandvik", 1955, "NOR", "FM", ""), ("Maud Carrel", 1962, "FRA", "none", ""),
    ("Aisha Rahman", 2011, "ENG", "none", "Rookery Chess Club"), ("Till Baumer", 2010, "GER", "none", "Schachfreunde Elbtal"),
    ("Léa Fournier", 2012, "FRA", "none", "Club d'Échecs Lumière"), ("Vojtěch Malý", 1960, "CZE", "FM", "Praha Věž"),
    ("Ewa Sowa", 1958, "POL", "IM", "Kraków Hetman"), ("Lotte Bakker", 2011, "NED", "none", "Delft Dame"),
]  # fmt: skip

#: rating bands by rank (drawn uniformly)
CH_RATING = {"GM": (2500, 2720), "IM": (2380, 2499), "FM": (2280, 2379), "none": (1850, 2270)}

#: title, year, format, city, start day, host club ("" = none), entrants
CH_TOURNAMENTS = [
    ("Leeds Spring Open", 2024, "swiss", "Leeds", "2024-03-22", "Rookery Chess Club",
     "Oliver Bramwell;Harriet Sloane;Callum Frost;Priya Nair;Daniel Okafor;Arjun Mehta;Bram de Wit;Emil Strand"),
    ("Elbtal Masters", 2024, "round robin", "Dresden", "2024-05-10", "Schachfreunde Elbtal",
     "Jonas Reichel;Lena Hartmann;Tomáš Dvořák;Piotr Wasik;Magnus Heggem;Wei Lian"),
    ("Lumière Rapid", 2024, "knockout", "Lyon", "2024-06-15", "Club d'Échecs Lumière",
     "Antoine Mercier;Camille Roux;Hugo Lefort;Inès Barre;Marco Zanetti;Iñaki Etxeberria;Sofia Ivanova;Yann Gosselin"),
    ("Nordic Invitational", 2024, "round robin", "Oslo", "2024-08-02", "Oslo Springer",
     "Magnus Heggem;Ingrid Solvang;Tore Lunde;Bram de Wit;Jonas Reichel;Ruth Abramson"),
    ("Venice Lagoon Cup", 2024, "swiss", "Venice", "2024-09-14", "Circolo Scacchi Arsenale",
     "Marco Zanetti;Giulia Ferri;Paolo Serra;Elena Moretti;Luca Benedetti;Hugo Lefort;Klára Novotná;Nikos Pappas"),
    ("Prague Castle Open", 2025, "swiss", "Prague", "2025-01-18", "Praha Věž",
     "Tomáš Dvořák;Klára Novotná;Jiří Kučera;Petr Šimek;Eva Horáková;Piotr Wasik;Zofia Lis;Felix Wendt"),
    ("Wawel Championship", 2025, "round robin", "Kraków", "2025-03-07", "Kraków Hetman",
     "Piotr Wasik;Zofia Lis;Bartosz Kral;Marta Zielińska;Kacper Nowak;Wei Lian"),
    ("Basque Coast Open", 2025, "swiss", "San Sebastián", "2025-07-11", "",
     "Iñaki Etxeberria;Laura Campos;Xabier Olano;Nerea Goñi;Antoine Mercier;Giulia Ferri;Arjun Mehta;Sindre Aasheim"),
    ("European Club Cup", 2025, "team", "Budapest", "2025-10-04", "",
     "Oliver Bramwell;George Whitlock;Jonas Reichel;Ute Brandis;Tomáš Dvořák;Jiří Kučera;Magnus Heggem;Tore Lunde"),
    ("Hanseatic Club League", 2024, "team", "Hamburg", "2024-11-09", "Schachfreunde Elbtal",
     "Felix Wendt;Sabine Roth;Bram de Wit;Sanne Visser;Ingrid Solvang;Sindre Aasheim"),
    ("Delft Youth Rapid", 2025, "knockout", "Delft", "2025-04-26", "Delft Dame",
     "Sanne Visser;Kari Eide;Moritz Kell;Daniel Okafor;Emil Strand;Eva Horáková;Nerea Goñi;Callum Frost"),
    ("Oslo Blitz Night", 2025, "knockout", "Oslo", "2025-12-12", "Oslo Springer",
     "Magnus Heggem;Sindre Aasheim;Kari Eide;Ingrid Solvang"),
]  # fmt: skip

#: the winners of the team events (clubs) and their prize; individual events: the top scorer
CH_TEAM_WINNERS = {"European Club Cup": ("Praha Věž", 40.0), "Hanseatic Club League": ("Delft Dame", 6.0)}

#: label, eco, family
CH_OPENINGS = [
    ("Ruy Lopez", "C65", "open game"), ("Italian Game", "C50", "open game"), ("Scotch Game", "C45", "open game"),
    ("Petrov Defence", "C42", "open game"), ("King's Gambit", "C33", "open game"),
    ("Sicilian Najdorf", "B90", "semi-open"), ("Sicilian Dragon", "B70", "semi-open"),
    ("French Defence", "C11", "semi-open"), ("Caro-Kann Defence", "B12", "semi-open"),
    ("Pirc Defence", "B07", "semi-open"), ("Alekhine Defence", "B02", "semi-open"),
    ("Queen's Gambit Declined", "D37", "closed"), ("Slav Defence", "D15", "closed"),
    ("King's Indian Defence", "E97", "closed"), ("Nimzo-Indian Defence", "E32", "closed"),
    ("Grünfeld Defence", "D85", "closed"), ("English Opening", "A30", "flank"),
    ("Réti Opening", "A09", "flank"), ("Bird's Opening", "A02", "flank"),
    ("Vienna Game", "C25", "open game"), ("Benoni Defence", "A60", "closed"),
]  # fmt: skip

#: the players with no opening in their repertoire (the last two have no edge at all), and the
#: one opening nobody plays
CH_NO_OPENINGS = {"Emil Strand", "Nikos Pappas", "Eva Horáková", "Rolf Sandvik", "Maud Carrel"}
CH_UNPLAYED = "Bird's Opening"


def chess(rng: random.Random) -> object:
    clubs = U.VertexFile("club", [("name", "string"), ("city", "string"), ("founded", "int")])
    cl_vid = {}
    for i, (name, city, founded) in enumerate(CH_CLUBS, start=1):
        cl_vid[name] = f"cl{i:02d}"
        clubs.rows.append([cl_vid[name], name, city, founded])
    players = U.VertexFile(
        "player",
        [("name", "string"), ("fide_id", "string"), ("born", "int"), ("federation", "string"),
         ("rank", "string"), ("rating", "int")],
    )  # fmt: skip
    member = U.EdgeFile("member_of", [("since", "int")])
    pl_vid: dict[str, str] = {}
    rating: dict[str, int] = {}
    used: set[int] = set()
    for i, (name, born, fed, rank, club) in enumerate(CH_PLAYERS, start=1):
        vid = pl_vid[name] = f"pl{i:02d}"
        r = rng.randint(*CH_RATING[rank])
        while r in used:  # distinct ratings: no tie at any top-k cut
            r += 1
        used.add(r)
        rating[name] = r
        fide = str(rng.randint(100000, 999999) * 10 + i % 10)
        players.rows.append([vid, name, fide, born, fed, rank, r])
        if club:
            founded = [c[2] for c in CH_CLUBS if c[0] == club][0]
            member.rows.append([vid, cl_vid[club], min(max(founded, born + rng.randint(8, 20)), 2025)])
    tournaments = U.VertexFile(
        "tournament",
        [("title", "string"), ("year", "int"), ("format", "string"), ("city", "string"), ("starts", "date")],
    )
    entered = U.EdgeFile("entered", [("seed", "int"), ("points", "double")])
    beat = U.EdgeFile("beat", [("round", "int"), ("moves", "int"), ("played_on", "date"), ("rapid", "bool")])
    won = U.EdgeFile("won", [("prize", "double")])
    hosted = U.EdgeFile("hosted", [])
    pairs: set[tuple[str, str]] = set()
    for i, (title, year, fmt, city, start, host, field_text) in enumerate(CH_TOURNAMENTS, start=1):
        vid = f"tn{i:02d}"
        first = dt.date.fromisoformat(start)
        tournaments.rows.append([vid, title, year, fmt, city, first])
        if host:
            hosted.rows.append([cl_vid[host], vid])
        field_ = sorted(field_text.split(";"), key=lambda n: -rating[n])
        wins = {n: 0 for n in field_}
        rounds = 2 if len(field_) <= 6 else 3
        rapid = fmt == "knockout"
        for rnd in range(1, rounds + 1):
            order = field_[:]
            rng.shuffle(order)
            for a, b in zip(order[::2], order[1::2], strict=True):
                if rng.random() < 0.35:
                    continue  # a draw: no edge
                strong, weak = (a, b) if rating[a] >= rating[b] else (b, a)
                w, lo = (strong, weak) if rng.random() < 0.7 else (weak, strong)
                if (w, lo) in pairs:
                    continue  # the engine keeps one edge per (src, dst): count it as a draw
                pairs.add((w, lo))
                wins[w] += 1
                moves = rng.randint(24, 40) if rapid else rng.randint(28, 84)
                beat.rows.append(
                    [pl_vid[w], pl_vid[lo], rnd, moves, first + dt.timedelta(days=rnd - 1), rapid]
                )
        for seed, name in enumerate(field_, start=1):
            draws = rng.randint(0, rounds - wins[name])
            entered.rows.append([pl_vid[name], vid, seed, wins[name] + 0.5 * draws])
        if title in CH_TEAM_WINNERS:
            club, prize = CH_TEAM_WINNERS[title]
            won.rows.append([cl_vid[club], vid, prize])
        else:
            points = {e[0]: e[3] for e in entered.rows if e[1] == vid}
            best = max(points.values())
            winner = sorted(p for p, s in points.items() if s == best)[0]
            won.rows.append([winner, vid, round(rng.uniform(1.0, 12.0), 1)])
    openings = U.VertexFile("opening", [("label", "string"), ("eco", "string"), ("family", "string")])
    op_vid = {}
    for i, (label, eco, family) in enumerate(CH_OPENINGS, start=1):
        op_vid[label] = f"op{i:02d}"
        openings.rows.append([op_vid[label], label, eco, family])
    favours = U.EdgeFile("favours", [("as_white", "bool")])
    black = [
        o[0] for o in CH_OPENINGS if o[2] in ("semi-open", "closed") or "Defence" in o[0]
    ]  # black's choice
    white = [o[0] for o in CH_OPENINGS if o[0] not in black and o[0] != CH_UNPLAYED]
    for name, *_ in CH_PLAYERS:
        if name in CH_NO_OPENINGS:
            continue
        picks = [(w, True) for w in rng.sample(white, 1 if rng.random() < 0.3 else 0)]
        picks += [(b, False) for b in rng.sample(black, 1)]
        for label, as_white in picks:
            favours.rows.append([pl_vid[name], op_vid[label], as_white])
    return U.Graph(
        "chess",
        8,
        CHESS_DDL,
        [players, clubs, tournaments, openings],
        [member, entered, beat, won, hosted, favours],
    )


# --------------------------------------------------------------------------- firebrigade (names as ids)

FIREBRIGADE_DDL = """
CREATE TAG IF NOT EXISTS district(population int, area_km2 double, rural bool) COMMENT = "an area of the county";
CREATE TAG IF NOT EXISTS station(opened int, full_time bool COMMENT "crewed around the clock (else on-call)", street string) COMMENT = "a fire station";
CREATE TAG IF NOT EXISTS vehicle(kind string COMMENT "engine, ladder, rescue, tanker or command", in_service int COMMENT "year it entered service", tank_litres int COMMENT "water carried") COMMENT = "an appliance, by its call sign";
CREATE TAG IF NOT EXISTS firefighter(rank string COMMENT "firefighter, crew manager, watch manager or station manager", born int, joined int COMMENT "year joined the service") COMMENT = "a member of the service";
CREATE TAG IF NOT EXISTS incident(kind string COMMENT "fire, road crash, flood, rescue, hazmat or false alarm", reported date, severity int COMMENT "1 (minor) to 5 (major)", casualties int) COMMENT = "a call-out";
CREATE EDGE IF NOT EXISTS covers(primary_area bool COMMENT "the station's own district") COMMENT = "station -> district it turns out to";
CREATE EDGE IF NOT EXISTS based_at() COMMENT = "vehicle -> station";
CREATE EDGE IF NOT EXISTS serves_at(since int COMMENT "year posted there") COMMENT = "firefighter -> station";
CREATE EDGE IF NOT EXISTS occurred_in() COMMENT = "incident -> district";
CREATE EDGE IF NOT EXISTS responded(minutes int COMMENT "minutes from the call to arrival", first_on_scene bool) COMMENT = "vehicle or firefighter -> incident attended";
CREATE EDGE IF NOT EXISTS commanded(hours double COMMENT "hours in command") COMMENT = "firefighter -> incident they were incident commander of";
CREATE EDGE IF NOT EXISTS mentored(years int) COMMENT = "mentor -> the firefighter they trained";
CREATE TAG INDEX IF NOT EXISTS district_population_index ON district(population);
CREATE TAG INDEX IF NOT EXISTS district_rural_index ON district(rural);
CREATE TAG INDEX IF NOT EXISTS station_opened_index ON station(opened);
CREATE TAG INDEX IF NOT EXISTS station_full_time_index ON station(full_time);
CREATE TAG INDEX IF NOT EXISTS vehicle_kind_index ON vehicle(kind(16));
CREATE TAG INDEX IF NOT EXISTS vehicle_in_service_index ON vehicle(in_service);
CREATE TAG INDEX IF NOT EXISTS vehicle_tank_index ON vehicle(tank_litres);
CREATE TAG INDEX IF NOT EXISTS firefighter_rank_index ON firefighter(rank(16));
CREATE TAG INDEX IF NOT EXISTS firefighter_born_index ON firefighter(born);
CREATE TAG INDEX IF NOT EXISTS firefighter_joined_index ON firefighter(joined);
CREATE TAG INDEX IF NOT EXISTS incident_kind_index ON incident(kind(16));
CREATE TAG INDEX IF NOT EXISTS incident_reported_index ON incident(reported);
CREATE TAG INDEX IF NOT EXISTS incident_severity_index ON incident(severity);
CREATE EDGE INDEX IF NOT EXISTS responded_minutes_index ON responded(minutes);
CREATE EDGE INDEX IF NOT EXISTS responded_first_index ON responded(first_on_scene);
"""

#: district, population, area (km²), rural
FB_DISTRICTS = [
    ("Northgate", 41200, 12.4, False), ("Harbourside", 28900, 7.9, False), ("Old Town", 19300, 3.1, False),
    ("Millbrook", 15800, 22.6, False), ("Kingsway", 36400, 9.8, False), ("Ashford Hill", 6100, 48.3, True),
    ("Riverside", 23700, 14.2, False), ("Eastmoor", 3900, 71.5, True),
]  # fmt: skip

#: station, opened, full time, street, districts covered (the first is its own)
FB_STATIONS = [
    ("Northgate Station", 1962, True, "Bridle Lane", "Northgate;Kingsway"),
    ("Harbour Station", 1948, True, "Quay Street", "Harbourside;Old Town"),
    ("Old Town Station", 1891, True, "Market Row", "Old Town"),
    ("Millbrook Station", 1979, False, "Mill Road", "Millbrook;Ashford Hill"),
    ("Kingsway Station", 2008, True, "Kingsway", "Kingsway;Riverside"),
    ("Ashford Station", 1955, False, "Church Hill", "Ashford Hill;Eastmoor"),
    ("Riverside Station", 1997, True, "Towpath Road", "Riverside;Harbourside"),
    ("Eastmoor Station", 1970, False, "Moor End", "Eastmoor"),
]  # fmt: skip

#: call sign, kind, station (tank litres drawn by kind)
FB_VEHICLES = [
    ("Engine 11", "engine", "Northgate Station"), ("Engine 12", "engine", "Northgate Station"),
    ("Ladder 13", "ladder", "Northgate Station"), ("Engine 21", "engine", "Harbour Station"),
    ("Rescue 22", "rescue", "Harbour Station"), ("Ladder 23", "ladder", "Harbour Station"),
    ("Engine 31", "engine", "Old Town Station"), ("Ladder 32", "ladder", "Old Town Station"),
    ("Engine 41", "engine", "Millbrook Station"), ("Tanker 42", "tanker", "Millbrook Station"),
    ("Engine 51", "engine", "Kingsway Station"), ("Rescue 52", "rescue", "Kingsway Station"),
    ("Hazmat 53", "rescue", "Kingsway Station"), ("Command 54", "command", "Kingsway Station"),
    ("Engine 61", "engine", "Ashford Station"), ("Tanker 62", "tanker", "Ashford Station"),
    ("Engine 71", "engine", "Riverside Station"), ("Boat 72", "rescue", "Riverside Station"),
    ("Engine 81", "engine", "Eastmoor Station"), ("Tanker 82", "tanker", "Eastmoor Station"),
    ("Engine 19", "engine", "Northgate Station"),
]  # fmt: skip

#: tank litres by kind (drawn between the two)
FB_TANK = {
    "engine": (1800, 2400),
    "ladder": (0, 0),
    "rescue": (0, 500),
    "tanker": (8000, 12000),
    "command": (0, 0),
}

#: firefighter, rank, born, station ("" = at headquarters, no station)
FB_FIREFIGHTERS = [
    ("Tom Becker", "station manager", 1972, "Northgate Station"), ("Aisha Khan", "watch manager", 1984, "Northgate Station"),
    ("Liam Doyle", "crew manager", 1989, "Northgate Station"), ("Megan Price", "firefighter", 1996, "Northgate Station"),
    ("Ryan Cole", "firefighter", 1999, "Northgate Station"), ("Sophie Hart", "firefighter", 2001, "Northgate Station"),
    ("Graham Moss", "station manager", 1969, "Harbour Station"), ("Nadia Petrov", "watch manager", 1981, "Harbour Station"),
    ("Owen Hughes", "crew manager", 1987, "Harbour Station"), ("Chloe Barker", "firefighter", 1995, "Harbour Station"),
    ("Jack Turner", "firefighter", 1998, "Harbour Station"),
    ("Helen Shaw", "station manager", 1975, "Old Town Station"), ("Marcus Reid", "crew manager", 1986, "Old Town Station"),
    ("Priya Patel", "firefighter", 1994, "Old Town Station"), ("Dan Fletcher", "firefighter", 2000, "Old Town Station"),
    ("Ian Walsh", "watch manager", 1978, "Millbrook Station"), ("Kate Morgan", "firefighter", 1991, "Millbrook Station"),
    ("Sam Ellis", "firefighter", 1997, "Millbrook Station"),
    ("Victoria Lane", "station manager", 1977, "Kingsway Station"), ("Ben Carter", "watch manager", 1983, "Kingsway Station"),
    ("Zoe Adams", "crew manager", 1990, "Kingsway Station"), ("Ethan Wood", "firefighter", 1997, "Kingsway Station"),
    ("Leah Foster", "firefighter", 2002, "Kingsway Station"), ("Kieran Nash", "firefighter", 1993, "Kingsway Station"),
    ("Martin Hale", "watch manager", 1970, "Ashford Station"), ("Rosie Dunn", "firefighter", 1992, "Ashford Station"),
    ("Alfie Brooks", "firefighter", 2003, "Ashford Station"),
    ("Gemma Stone", "station manager", 1980, "Riverside Station"), ("Tariq Aziz", "watch manager", 1985, "Riverside Station"),
    ("Ellie Ward", "crew manager", 1993, "Riverside Station"), ("Josh Bailey", "firefighter", 1998, "Riverside Station"),
    ("Hannah Cross", "firefighter", 2000, "Riverside Station"),
    ("Colin Firth-Baker", "watch manager", 1966, "Eastmoor Station"), ("Amy Lowe", "firefighter", 1995, "Eastmoor Station"),
    ("Declan Ross", "firefighter", 1999, "Eastmoor Station"),
    ("Paul Grant", "station manager", 1964, ""), ("Fiona Blake", "crew manager", 1988, ""),
]  # fmt: skip

#: incident, kind, district, reported, who commanded ("" = nobody), casualties
FB_INCIDENTS = [
    ("Dock Road warehouse fire", "fire", "Harbourside", "2024-01-14", "Graham Moss", 2),
    ("Quayside chemical spill", "hazmat", "Harbourside", "2024-03-02", "Nadia Petrov", 1),
    ("Market Row shop fire", "fire", "Old Town", "2024-02-20", "Helen Shaw", 0),
    ("Cathedral close alarm", "false alarm", "Old Town", "2024-04-11", "", 0),
    ("Bridle Lane flat fire", "fire", "Northgate", "2024-05-06", "Aisha Khan", 3),
    ("Northgate bypass crash", "road crash", "Northgate", "2024-06-18", "Liam Doyle", 4),
    ("Northgate school alarm", "false alarm", "Northgate", "2024-09-09", "", 0),
    ("Mill Road barn fire", "fire", "Millbrook", "2024-07-23", "Ian Walsh", 0),
    ("Millbrook weir rescue", "rescue", "Millbrook", "2024-11-30", "Ian Walsh", 1),
    ("Kingsway tower block fire", "fire", "Kingsway", "2024-08-15", "Victoria Lane", 6),
    ("Kingsway junction crash", "road crash", "Kingsway", "2024-10-03", "Ben Carter", 2),
    ("Kingsway lab gas leak", "hazmat", "Kingsway", "2025-01-22", "Victoria Lane", 0),
    ("Ashford Hill heath fire", "fire", "Ashford Hill", "2024-07-29", "Martin Hale", 0),
    ("Ashford Hill lane crash", "road crash", "Ashford Hill", "2025-02-14", "Martin Hale", 2),
    ("Riverside towpath flood", "flood", "Riverside", "2024-12-27", "Gemma Stone", 0),
    ("Riverside boat rescue", "rescue", "Riverside", "2025-03-08", "Tariq Aziz", 1),
    ("Riverside mill fire", "fire", "Riverside", "2025-05-19", "Gemma Stone", 1),
    ("Eastmoor moorland fire", "fire", "Eastmoor", "2024-08-02", "Colin Firth-Baker", 0),
    ("Eastmoor farm slurry leak", "hazmat", "Eastmoor", "2025-04-04", "Colin Firth-Baker", 0),
    ("Eastmoor quarry rescue", "rescue", "Eastmoor", "2025-06-21", "Paul Grant", 2),
    ("Harbourside flood", "flood", "Harbourside", "2024-12-28", "Owen Hughes", 0),
    ("Old Town chimney fire", "fire", "Old Town", "2025-01-05", "Marcus Reid", 0),
    ("Northgate car park fire", "fire", "Northgate", "2025-03-16", "Tom Becker", 0),
    ("Kingsway hotel alarm", "false alarm", "Kingsway", "2025-04-30", "", 0),
    ("Millbrook cottage fire", "fire", "Millbrook", "2025-02-02", "Kate Morgan", 1),
    ("Riverside warehouse alarm", "false alarm", "Riverside", "2025-07-07", "", 0),
    ("Harbour ferry fire", "fire", "Harbourside", "2025-08-12", "Paul Grant", 5),
    ("Old Town roof rescue", "rescue", "Old Town", "2025-06-02", "Helen Shaw", 1),
]  # fmt: skip

#: mentor -> the firefighter they trained, years
FB_MENTORED = [
    ("Paul Grant", "Tom Becker", 3), ("Tom Becker", "Aisha Khan", 4), ("Aisha Khan", "Liam Doyle", 2),
    ("Liam Doyle", "Megan Price", 2), ("Liam Doyle", "Sophie Hart", 1), ("Graham Moss", "Nadia Petrov", 3),
    ("Nadia Petrov", "Owen Hughes", 2), ("Owen Hughes", "Jack Turner", 2), ("Helen Shaw", "Marcus Reid", 3),
    ("Paul Grant", "Victoria Lane", 4), ("Victoria Lane", "Ben Carter", 3), ("Ben Carter", "Zoe Adams", 2),
    ("Zoe Adams", "Leah Foster", 1), ("Martin Hale", "Rosie Dunn", 2), ("Gemma Stone", "Tariq Aziz", 3),
    ("Tariq Aziz", "Ellie Ward", 2), ("Colin Firth-Baker", "Amy Lowe", 3), ("Ian Walsh", "Kate Morgan", 2),
]  # fmt: skip

#: vehicles that never turned out (reserve appliances)
FB_RESERVE = {"Engine 19"}


def firebrigade(rng: random.Random) -> object:
    districts = U.VertexFile("district", [("population", "int"), ("area_km2", "double"), ("rural", "bool")])
    for row in FB_DISTRICTS:
        districts.rows.append(list(row))
    stations = U.VertexFile("station", [("opened", "int"), ("full_time", "bool"), ("street", "string")])
    covers = U.EdgeFile("covers", [("primary_area", "bool")])
    covering: dict[str, list[str]] = {d[0]: [] for d in FB_DISTRICTS}
    for name, opened, full_time, street, areas in FB_STATIONS:
        stations.rows.append([name, opened, full_time, street])
        for k, area in enumerate(areas.split(";")):
            covers.rows.append([name, area, k == 0])
            covering[area].append(name)
    vehicles = U.VertexFile("vehicle", [("kind", "string"), ("in_service", "int"), ("tank_litres", "int")])
    based = U.EdgeFile("based_at", [])
    fleet: dict[str, list[str]] = {s[0]: [] for s in FB_STATIONS}
    for sign, kind, station in FB_VEHICLES:
        low, high = FB_TANK[kind]
        vehicles.rows.append(
            [sign, kind, rng.randint(2006, 2024), rng.randint(low // 100, high // 100) * 100]
        )
        based.rows.append([sign, station])
        if sign not in FB_RESERVE:
            fleet[station].append(sign)
    people = U.VertexFile("firefighter", [("rank", "string"), ("born", "int"), ("joined", "int")])
    serves = U.EdgeFile("serves_at", [("since", "int")])
    crew: dict[str, list[str]] = {s[0]: [] for s in FB_STATIONS}
    for name, rank, born, station in FB_FIREFIGHTERS:
        joined = min(born + rng.randint(19, 27), 2024)
        people.rows.append([name, rank, born, joined])
        if station:
            opened = [s[1] for s in FB_STATIONS if s[0] == station][0]
            serves.rows.append([name, station, max(opened, rng.randint(joined, 2024))])
            crew[station].append(name)
    incidents = U.VertexFile(
        "incident", [("kind", "string"), ("reported", "date"), ("severity", "int"), ("casualties", "int")]
    )
    occurred = U.EdgeFile("occurred_in", [])
    responded = U.EdgeFile("responded", [("minutes", "int"), ("first_on_scene", "bool")])
    commanded = U.EdgeFile("commanded", [("hours", "double")])
    for name, kind, district, day, commander, casualties in FB_INCIDENTS:
        severity = 1 if kind == "false alarm" else min(5, 1 + casualties // 2 + rng.randint(0, 2))
        incidents.rows.append([name, kind, dt.date.fromisoformat(day), severity, casualties])
        occurred.rows.append([name, district])
        near = covering[district]
        want = {"fire": 3, "hazmat": 3, "road crash": 2, "rescue": 2, "flood": 2, "false alarm": 1}[kind]
        pool = [v for s in near for v in fleet[s]]
        if kind == "hazmat" and "Hazmat 53" not in pool:
            pool.append("Hazmat 53")
        if kind in ("flood", "rescue") and district in ("Riverside", "Harbourside") and "Boat 72" not in pool:
            pool.append("Boat 72")
        sent = sorted(rng.sample(sorted(pool), min(want, len(pool))))
        times = sorted(rng.sample(range(4, 26), len(sent)))
        rng.shuffle(times)
        fastest = min(times)
        for sign, minutes in zip(sent, times, strict=True):
            responded.rows.append([sign, name, minutes, minutes == fastest])
        people_pool = sorted({p for s in near for p in crew[s]} - {commander})
        for person in sorted(
            rng.sample(people_pool, min(2 if kind != "false alarm" else 1, len(people_pool)))
        ):
            responded.rows.append([person, name, rng.randint(5, 30), False])
        if commander:
            commanded.rows.append([commander, name, round(rng.uniform(0.5, 9.5), 1)])
    mentored = U.EdgeFile("mentored", [("years", "int")])
    for a, b, years in FB_MENTORED:
        mentored.rows.append([a, b, years])
    return U.Graph(
        "firebrigade",
        32,
        FIREBRIGADE_DDL,
        [districts, stations, vehicles, people, incidents],
        [covers, based, serves, occurred, responded, commanded, mentored],
    )


# --------------------------------------------------------------------------- perfumery (Chinese names, opaque ids)

PERFUMERY_DDL = """
CREATE TAG IF NOT EXISTS house(name string COMMENT "品牌名称", country string COMMENT "所属国家", founded int COMMENT "创立年份", tier string COMMENT "奢侈/小众/大众") COMMENT = "香水品牌";
CREATE TAG IF NOT EXISTS perfumer(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", nationality string COMMENT "国籍", title string COMMENT "职称：调香大师/高级调香师/调香师/学徒") COMMENT = "调香师";
CREATE TAG IF NOT EXISTS fragrance(name string COMMENT "香水名称", launched int COMMENT "上市年份", concentration string COMMENT "香精/淡香精/淡香水/古龙水", audience string COMMENT "女士/男士/中性", volume_ml int COMMENT "容量(毫升)") COMMENT = "香水";
CREATE TAG IF NOT EXISTS note(name string COMMENT "香料名称", family string COMMENT "香调：柑橘/花香/木质/东方/果香/绿叶/麝香/辛香/皮革") COMMENT = "香料";
CREATE TAG IF NOT EXISTS boutique(name string COMMENT "门店名称", city string COMMENT "所在城市", opened date COMMENT "开业日期", flagship bool COMMENT "是否旗舰店") COMMENT = "门店";
CREATE EDGE IF NOT EXISTS works_for(since int COMMENT "加入年份") COMMENT = "调香师 -> 品牌";
CREATE EDGE IF NOT EXISTS created(year int COMMENT "完成年份") COMMENT = "调香师 -> 调制的香水";
CREATE EDGE IF NOT EXISTS released(launch_date date COMMENT "发布日期") COMMENT = "品牌 -> 发布的香水";
CREATE EDGE IF NOT EXISTS contains(layer string COMMENT "前调/中调/后调", percent double COMMENT "配方占比(%)") COMMENT = "香水 -> 所含香料";
CREATE EDGE IF NOT EXISTS sells(price double COMMENT "售价(元)", exclusive bool COMMENT "是否独家发售") COMMENT = "门店 -> 在售香水";
CREATE EDGE IF NOT EXISTS owned_by(since int COMMENT "开始经营的年份") COMMENT = "门店 -> 所属品牌或调香师本人";
CREATE EDGE IF NOT EXISTS trained_under(years int COMMENT "跟随学习的年数") COMMENT = "学生 -> 师父";
CREATE TAG INDEX IF NOT EXISTS house_name_index ON house(name(16));
CREATE TAG INDEX IF NOT EXISTS house_country_index ON house(country(8));
CREATE TAG INDEX IF NOT EXISTS house_founded_index ON house(founded);
CREATE TAG INDEX IF NOT EXISTS house_tier_index ON house(tier(8));
CREATE TAG INDEX IF NOT EXISTS perfumer_name_index ON perfumer(name(16));
CREATE TAG INDEX IF NOT EXISTS perfumer_born_index ON perfumer(born);
CREATE TAG INDEX IF NOT EXISTS perfumer_nationality_index ON perfumer(nationality(8));
CREATE TAG INDEX IF NOT EXISTS perfumer_title_index ON perfumer(title(16));
CREATE TAG INDEX IF NOT EXISTS fragrance_name_index ON fragrance(name(16));
CREATE TAG INDEX IF NOT EXISTS fragrance_launched_index ON fragrance(launched);
CREATE TAG INDEX IF NOT EXISTS fragrance_concentration_index ON fragrance(concentration(8));
CREATE TAG INDEX IF NOT EXISTS fragrance_audience_index ON fragrance(audience(8));
CREATE TAG INDEX IF NOT EXISTS note_name_index ON note(name(16));
CREATE TAG INDEX IF NOT EXISTS note_family_index ON note(family(8));
CREATE TAG INDEX IF NOT EXISTS boutique_name_index ON boutique(name(16));
CREATE TAG INDEX IF NOT EXISTS boutique_city_index ON boutique(city(8));
CREATE TAG INDEX IF NOT EXISTS boutique_flagship_index ON boutique(flagship);
CREATE EDGE INDEX IF NOT EXISTS sells_price_index ON sells(price);
CREATE EDGE INDEX IF NOT EXISTS contains_layer_index ON contains(layer(8));
"""

#: house, country, founded, tier
PF_HOUSES = [
    ("金阙", "中国", 1998, "奢侈"), ("梧桐香舍", "中国", 2012, "小众"), ("雾屿", "中国", 2018, "小众"),
    ("晨曦日化", "中国", 1985, "大众"), ("薇兰之家", "法国", 1921, "奢侈"), ("蒙塔尼", "法国", 1952, "奢侈"),
    ("阿尔诺香氛", "法国", 2006, "小众"), ("托斯卡纳之泉", "意大利", 1975, "大众"), ("伦敦雾巷", "英国", 2010, "小众"),
    ("京都香寮", "日本", 1969, "小众"),
]  # fmt: skip

#: perfumer, born, gender, nationality, title, house ("" = independent)
PF_PERFUMERS = [
    ("林若溪", 1979, "女", "中国", "调香大师", "金阙"), ("苏墨", 1985, "男", "中国", "高级调香师", "金阙"),
    ("顾清岚", 1990, "女", "中国", "调香师", "梧桐香舍"), ("沈一舟", 1996, "男", "中国", "学徒", "梧桐香舍"),
    ("唐薇", 1988, "女", "中国", "高级调香师", "雾屿"), ("周景行", 1968, "男", "中国", "调香大师", "晨曦日化"),
    ("许晚晴", 1999, "女", "中国", "学徒", "晨曦日化"), ("让·杜布瓦", 1958, "男", "法国", "调香大师", "薇兰之家"),
    ("克莱尔·莫罗", 1974, "女", "法国", "调香大师", "蒙塔尼"), ("吕克·贝尔纳", 1983, "男", "法国", "高级调香师", "薇兰之家"),
    ("索菲·加尼耶", 1992, "女", "法国", "调香师", "阿尔诺香氛"), ("马可·罗西", 1970, "男", "意大利", "高级调香师", "托斯卡纳之泉"),
    ("朱莉娅·孔蒂", 1987, "女", "意大利", "调香师", "托斯卡纳之泉"), ("艾米莉·沃德", 1981, "女", "英国", "高级调香师", "伦敦雾巷"),
    ("奥利弗·格林", 1994, "男", "英国", "调香师", "伦敦雾巷"), ("山田葵", 1976, "女", "日本", "调香大师", "京都香寮"),
    ("佐藤健一", 1990, "男", "日本", "调香师", "京都香寮"), ("陈默", 1993, "男", "中国", "调香师", ""),
    ("何夏", 1986, "女", "中国", "高级调香师", ""),
]  # fmt: skip

#: note, family
PF_NOTES = [
    ("佛手柑", "柑橘"), ("柠檬", "柑橘"), ("柚子", "柑橘"), ("橙花", "花香"), ("茉莉", "花香"), ("玫瑰", "花香"),
    ("鸢尾", "花香"), ("栀子", "花香"), ("桂花", "花香"), ("晚香玉", "花香"), ("紫罗兰", "花香"),
    ("檀香", "木质"), ("雪松", "木质"), ("岩兰草", "木质"), ("广藿香", "木质"), ("沉香", "木质"), ("冷杉", "木质"),
    ("香草", "东方"), ("琥珀", "东方"), ("安息香", "东方"), ("乳香", "东方"), ("烟草", "东方"),
    ("白麝香", "麝香"), ("皮革", "皮革"), ("黑胡椒", "辛香"), ("无花果", "果香"), ("荔枝", "果香"), ("蜜桃", "果香"),
    ("白茶", "绿叶"), ("鼠尾草", "绿叶"), ("薰衣草", "绿叶"), ("苔藓", "绿叶"),
]  # fmt: skip

#: fragrance, house, perfumers, launched, concentration, audience, notes ("top|heart|base", "," within a layer)
PF_FRAGRANCES = [
    ("金阙·夜宴", "金阙", "林若溪", 2015, "香精", "女士", "佛手柑|玫瑰,茉莉|沉香,琥珀"),
    ("沉香木屋", "金阙", "林若溪;苏墨", 2018, "淡香精", "中性", "黑胡椒|沉香|檀香,乳香"),
    ("白茶初雪", "金阙", "苏墨", 2020, "淡香水", "中性", "柚子|白茶|白麝香"),
    ("桂子秋山", "金阙", "林若溪", 2022, "淡香精", "女士", "柠檬|桂花|檀香"),
    ("竹林听雨", "梧桐香舍", "顾清岚", 2014, "淡香水", "中性", "柠檬|白茶,鼠尾草|雪松"),
    ("雨后茉莉", "梧桐香舍", "顾清岚", 2016, "淡香精", "女士", "佛手柑|茉莉|白麝香"),
    ("蜜桃乌龙", "梧桐香舍", "顾清岚;沈一舟", 2021, "淡香水", "女士", "蜜桃|白茶|琥珀"),
    ("冷杉夜雪", "梧桐香舍", "沈一舟", 2023, "淡香水", "男士", "薰衣草|冷杉|苔藓"),
    ("雾屿·潮汐", "雾屿", "唐薇", 2019, "淡香精", "中性", "柚子|鼠尾草|岩兰草,白麝香"),
    ("荔枝玫瑰", "雾屿", "唐薇", 2020, "淡香精", "女士", "荔枝|玫瑰|广藿香"),
    ("苔原", "雾屿", "唐薇;何夏", 2022, "香精", "中性", "黑胡椒|鸢尾|苔藓,岩兰草"),
    ("晨曦花露", "晨曦日化", "周景行", 1992, "古龙水", "女士", "柠檬|橙花|白麝香"),
    ("晨曦·绿野", "晨曦日化", "周景行", 2005, "淡香水", "男士", "佛手柑|薰衣草|雪松"),
    ("栀子花开", "晨曦日化", "许晚晴;周景行", 2021, "淡香水", "女士", "柠檬|栀子|白麝香"),
    ("丝绒鸢尾", "薇兰之家", "让·杜布瓦", 1998, "香精", "女士", "紫罗兰|鸢尾|檀香,白麝香"),
    ("晚香玉之夜", "薇兰之家", "让·杜布瓦", 2004, "淡香精", "女士", "橙花|晚香玉|香草"),
    ("皮革骑士", "薇兰之家", "吕克·贝尔纳", 2012, "淡香精", "男士", "黑胡椒|皮革|岩兰草"),
    ("薇兰·第五夜", "薇兰之家", "吕克·贝尔纳;让·杜布瓦", 2019, "香精", "中性", "佛手柑|玫瑰|琥珀,广藿香"),
    ("琥珀迷城", "蒙塔尼", "克莱尔·莫罗", 2008, "香精", "中性", "佛手柑|琥珀|香草,安息香"),
    ("胡椒玫瑰", "蒙塔尼", "克莱尔·莫罗", 2013, "淡香精", "女士", "黑胡椒|玫瑰|广藿香"),
    ("蒙塔尼之晨", "蒙塔尼", "克莱尔·莫罗", 1996, "古龙水", "男士", "柠檬,佛手柑|薰衣草|雪松"),
    ("焚香寺院", "阿尔诺香氛", "索菲·加尼耶", 2017, "淡香精", "中性", "黑胡椒|乳香|沉香"),
    ("无花果园", "阿尔诺香氛", "索菲·加尼耶", 2020, "淡香水", "中性", "无花果|白茶|雪松"),
    ("烟草香草", "阿尔诺香氛", "索菲·加尼耶", 2022, "香精", "男士", "烟草|香草|琥珀"),
    ("托斯卡纳柠檬", "托斯卡纳之泉", "马可·罗西", 1999, "古龙水", "中性", "柠檬|橙花|雪松"),
    ("地中海无花果", "托斯卡纳之泉", "马可·罗西;朱莉娅·孔蒂", 2016, "淡香水", "中性", "佛手柑|无花果|白麝香"),
    ("佛罗伦萨鸢尾", "托斯卡纳之泉", "朱莉娅·孔蒂", 2021, "淡香精", "女士", "柚子|鸢尾|檀香"),
    ("伦敦雨巷", "伦敦雾巷", "艾米莉·沃德", 2011, "淡香水", "中性", "佛手柑|紫罗兰|苔藓"),
    ("书房烟斗", "伦敦雾巷", "艾米莉·沃德;奥利弗·格林", 2018, "淡香精", "男士", "黑胡椒|烟草|皮革"),
    ("海盐鼠尾草", "伦敦雾巷", "奥利弗·格林", 2023, "淡香水", "中性", "柚子|鼠尾草|岩兰草"),
    ("京都苔庭", "京都香寮", "山田葵", 2009, "淡香精", "中性", "柚子|苔藓|檀香"),
    ("樱落", "京都香寮", "山田葵;佐藤健一", 2019, "淡香水", "女士", "柠檬|玫瑰|白麝香"),
    ("香寮·一炷", "京都香寮", "佐藤健一", 2021, "香精", "中性", "乳香|沉香|檀香"),
    ("默·檀", "", "陈默", 2022, "香精", "中性", "黑胡椒|檀香|安息香"),
    ("夏夜茉莉", "", "何夏", 2020, "淡香精", "女士", "橙花|茉莉|香草"),
]  # fmt: skip

#: student -> master, years
PF_TRAINED = [
    ("苏墨", "林若溪", 5), ("沈一舟", "顾清岚", 2), ("顾清岚", "林若溪", 4), ("许晚晴", "周景行", 3),
    ("林若溪", "让·杜布瓦", 6), ("吕克·贝尔纳", "让·杜布瓦", 7), ("索菲·加尼耶", "克莱尔·莫罗", 4),
    ("朱莉娅·孔蒂", "马可·罗西", 5), ("奥利弗·格林", "艾米莉·沃德", 3), ("佐藤健一", "山田葵", 6),
    ("陈默", "唐薇", 2), ("唐薇", "克莱尔·莫罗", 3),
]  # fmt: skip

#: boutique, city, opened, flagship, owner ("" = a multi-brand shop), fragrances sold ("name" or "name*" exclusive)
PF_BOUTIQUES = [
    ("静安旗舰店", "上海", "2016-05-20", True, "金阙", "金阙·夜宴;沉香木屋*;白茶初雪;桂子秋山"),
    ("国贸店", "北京", "2019-09-01", False, "金阙", "金阙·夜宴;白茶初雪;桂子秋山"),
    ("外滩店", "上海", "2010-04-18", True, "薇兰之家", "丝绒鸢尾;晚香玉之夜;皮革骑士;薇兰·第五夜*"),
    ("三里屯店", "北京", "2014-11-11", False, "薇兰之家", "丝绒鸢尾;皮革骑士"),
    ("太古里店", "成都", "2018-06-08", True, "梧桐香舍", "竹林听雨;雨后茉莉;蜜桃乌龙;冷杉夜雪*"),
    ("西湖店", "杭州", "2020-03-28", False, "梧桐香舍", "竹林听雨;雨后茉莉"),
    ("鼓浪屿店", "厦门", "2021-10-01", True, "雾屿", "雾屿·潮汐;荔枝玫瑰;苔原*"),
    ("新天地店", "上海", "2012-08-15", True, "蒙塔尼", "琥珀迷城;胡椒玫瑰;蒙塔尼之晨"),
    ("天河店", "广州", "2008-01-12", False, "晨曦日化", "晨曦花露;晨曦·绿野;栀子花开"),
    ("解放碑店", "重庆", "2011-07-07", False, "晨曦日化", "晨曦花露;栀子花开"),
    ("南锣鼓巷工作室", "北京", "2023-04-22", False, "陈默", "默·檀*"),
    ("武康路工作室", "上海", "2021-05-16", False, "何夏", "夏夜茉莉*;苔原"),
    ("深圳湾店", "深圳", "2019-12-20", False, "伦敦雾巷", "伦敦雨巷;书房烟斗;海盐鼠尾草"),
    ("集香斋", "南京", "2015-09-09", False, "", "焚香寺院;无花果园;京都苔庭;托斯卡纳柠檬;樱落;琥珀迷城"),
]  # fmt: skip

#: a fragrance's price band by concentration (yuan, drawn), and its volume by concentration
PF_PRICE = {"香精": (1800, 3200), "淡香精": (1100, 2000), "淡香水": (650, 1200), "古龙水": (300, 700)}
PF_VOLUME = {"香精": [30, 50], "淡香精": [50, 100], "淡香水": [50, 100], "古龙水": [100, 200]}


def perfumery(rng: random.Random) -> object:
    houses = U.VertexFile(
        "house", [("name", "string"), ("country", "string"), ("founded", "int"), ("tier", "string")]
    )
    ho_vid = {}
    for i, (name, country, founded, tier) in enumerate(PF_HOUSES, start=1):
        ho_vid[name] = f"ho{i:02d}"
        houses.rows.append([ho_vid[name], name, country, founded, tier])
    perfumers = U.VertexFile(
        "perfumer",
        [
            ("name", "string"),
            ("born", "int"),
            ("gender", "string"),
            ("nationality", "string"),
            ("title", "string"),
        ],
    )
    works = U.EdgeFile("works_for", [("since", "int")])
    pe_vid = {}
    for i, (name, born, gender, nation, title, house) in enumerate(PF_PERFUMERS, start=1):
        vid = pe_vid[name] = f"pe{i:02d}"
        perfumers.rows.append([vid, name, born, gender, nation, title])
        if house:
            founded = [h[2] for h in PF_HOUSES if h[0] == house][0]
            works.rows.append([vid, ho_vid[house], min(max(founded, born + rng.randint(22, 30)), 2024)])
    notes = U.VertexFile("note", [("name", "string"), ("family", "string")])
    no_vid = {}
    for i, (name, family) in enumerate(PF_NOTES, start=1):
        no_vid[name] = f"no{i:02d}"
        notes.rows.append([no_vid[name], name, family])
    fragrances = U.VertexFile(
        "fragrance",
        [("name", "string"), ("launched", "int"), ("concentration", "string"), ("audience", "string"),
         ("volume_ml", "int")],
    )  # fmt: skip
    created = U.EdgeFile("created", [("year", "int")])
    released = U.EdgeFile("released", [("launch_date", "date")])
    contains = U.EdgeFile("contains", [("layer", "string"), ("percent", "double")])
    fr_vid = {}
    conc_of = {}
    for i, (name, house, makers, launched, conc, audience, layers) in enumerate(PF_FRAGRANCES, start=1):
        vid = fr_vid[name] = f"fr{i:02d}"
        conc_of[name] = conc
        fragrances.rows.append([vid, name, launched, conc, audience, rng.choice(PF_VOLUME[conc])])
        for maker in makers.split(";"):
            created.rows.append([pe_vid[maker], vid, launched - rng.randint(0, 2)])
        if house:
            released.rows.append([ho_vid[house], vid, U._day(rng, launched, launched)])
        for layer, items in zip(["前调", "中调", "后调"], layers.split("|"), strict=True):
            for item in items.split(","):
                contains.rows.append([vid, no_vid[item], layer, round(rng.uniform(2.0, 18.0), 1)])
    boutiques = U.VertexFile(
        "boutique", [("name", "string"), ("city", "string"), ("opened", "date"), ("flagship", "bool")]
    )
    owned = U.EdgeFile("owned_by", [("since", "int")])
    sells = U.EdgeFile("sells", [("price", "double"), ("exclusive", "bool")])
    for i, (name, city, opened, flagship, owner, stock) in enumerate(PF_BOUTIQUES, start=1):
        vid = f"bq{i:02d}"
        day = dt.date.fromisoformat(opened)
        boutiques.rows.append([vid, name, city, day, flagship])
        if owner:
            owned.rows.append([vid, ho_vid.get(owner) or pe_vid[owner], day.year])
        for item in stock.split(";"):
            frag = item.rstrip("*")
            low, high = PF_PRICE[conc_of[frag]]
            sells.rows.append(
                [vid, fr_vid[frag], float(rng.randint(low // 10, high // 10) * 10), item.endswith("*")]
            )
    trained = U.EdgeFile("trained_under", [("years", "int")])
    for a, b, years in PF_TRAINED:
        trained.rows.append([pe_vid[a], pe_vid[b], years])
    return U.Graph(
        "perfumery",
        8,
        PERFUMERY_DDL,
        [houses, perfumers, fragrances, notes, boutiques],
        [works, created, released, contains, sells, owned, trained],
    )


# --------------------------------------------------------------------------- main

SEED = 20261204
BUILDERS = {"chess": chess, "firebrigade": firebrigade, "perfumery": perfumery}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
