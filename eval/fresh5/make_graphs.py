"""Write the three frozen evaluation graphs of ``eval/fresh5/graphs/`` (opensource, regatta, teahouse).

Why a fifth set: ``eval/fresh/`` to ``eval/fresh4/`` have been run to report, so they are no
longer unseen. These three graphs (and ``questions.jsonl``) are for reporting only: they are
run once, by the lead, to report; never to tune (see README.md). Everything is invented (no
real developers, projects, sailors, yachts, tea masters or teahouses; the tea names are the
common names of kinds of tea). The facts a question depends on are written out by hand below;
the filler (dates, commit counts, hours, prices, elapsed times) is drawn from a seeded RNG, one
per graph, so running the script again writes byte-identical files. ``questions.jsonl`` and
``oracle.py`` are written against these files.

The three graphs differ in how a user's graph is usually built, and from the earlier sets:

- ``opensource``: opaque vertex ids (``dv07``, ``rp03``); developers and organisations by
  ``name``, but repositories by ``title``, issues by ``title`` and releases by ``label``;
  developers carry a ``handle``, none of them the display; ``owns`` leaves two tags (an
  organisation or a single developer owns a repository); ``depends_on`` is repository ->
  repository;
- ``regatta``: the names *are* the vertex ids (a sailor's name, a yacht's name, a race's
  name; no ``name`` property); ``represents`` leaves two tags (a sailor or a yacht sails for a
  club); ``coached`` is sailor -> sailor;
- ``teahouse``: opaque ids, Chinese names, English schema names with Chinese comments;
  ``manages`` arrives at two tags (a tea master runs a teahouse or a tea garden);
  ``apprenticed_to`` is master -> master; a master's ``rank`` is a grade (高级评茶师), not the
  display name.

The file model and the writer are those of ``eval/unseen/make_graphs.py``; the command line is
``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh5/make_graphs.py [--out eval/fresh5/graphs]
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

# --------------------------------------------------------------------------- opensource (opaque ids; titles, labels)

OPENSOURCE_DDL = """
CREATE TAG IF NOT EXISTS developer(name string, handle string COMMENT "login on the forge", country string, joined int COMMENT "year the account was made", role string COMMENT "maintainer, committer or contributor") COMMENT = "a person who works on the code";
CREATE TAG IF NOT EXISTS org(name string, country string, founded int) COMMENT = "an organisation that owns repositories";
CREATE TAG IF NOT EXISTS repository(title string, language string COMMENT "main programming language", stars int, license string COMMENT "SPDX id, e.g. MIT", created date) COMMENT = "a code repository";
CREATE TAG IF NOT EXISTS issue(title string, kind string COMMENT "bug, feature, docs or security", priority int COMMENT "1 (urgent) to 4 (low)", opened date, closed bool) COMMENT = "an issue in a tracker";
CREATE TAG IF NOT EXISTS release(label string COMMENT "repository and version, e.g. tidepool 2.0.0", published date, downloads int) COMMENT = "a published version";
CREATE EDGE IF NOT EXISTS member_of(since int COMMENT "year joined") COMMENT = "developer -> org";
CREATE EDGE IF NOT EXISTS owns(since int COMMENT "year it took the repository over or made it") COMMENT = "org or developer -> repository";
CREATE EDGE IF NOT EXISTS contributes(commits int COMMENT "commits merged", first_commit date) COMMENT = "developer -> repository";
CREATE EDGE IF NOT EXISTS reported() COMMENT = "developer -> issue they opened";
CREATE EDGE IF NOT EXISTS fixed(hours double COMMENT "hours of work", backported bool COMMENT "the fix was also applied to older versions") COMMENT = "developer -> issue they closed with a fix";
CREATE EDGE IF NOT EXISTS filed_in() COMMENT = "issue -> repository";
CREATE EDGE IF NOT EXISTS released(stable bool COMMENT "a stable release, not a pre-release") COMMENT = "repository -> release";
CREATE EDGE IF NOT EXISTS depends_on(min_version string COMMENT "lowest version accepted", optional bool) COMMENT = "repository -> repository it needs";
CREATE TAG INDEX IF NOT EXISTS developer_name_index ON developer(name(32));
CREATE TAG INDEX IF NOT EXISTS developer_country_index ON developer(country(16));
CREATE TAG INDEX IF NOT EXISTS developer_joined_index ON developer(joined);
CREATE TAG INDEX IF NOT EXISTS developer_role_index ON developer(role(16));
CREATE TAG INDEX IF NOT EXISTS org_name_index ON org(name(32));
CREATE TAG INDEX IF NOT EXISTS org_founded_index ON org(founded);
CREATE TAG INDEX IF NOT EXISTS repository_title_index ON repository(title(32));
CREATE TAG INDEX IF NOT EXISTS repository_language_index ON repository(language(16));
CREATE TAG INDEX IF NOT EXISTS repository_stars_index ON repository(stars);
CREATE TAG INDEX IF NOT EXISTS repository_license_index ON repository(license(16));
CREATE TAG INDEX IF NOT EXISTS issue_title_index ON issue(title(40));
CREATE TAG INDEX IF NOT EXISTS issue_kind_index ON issue(kind(16));
CREATE TAG INDEX IF NOT EXISTS issue_priority_index ON issue(priority);
CREATE TAG INDEX IF NOT EXISTS issue_closed_index ON issue(closed);
CREATE TAG INDEX IF NOT EXISTS release_label_index ON release(label(32));
CREATE TAG INDEX IF NOT EXISTS release_downloads_index ON release(downloads);
CREATE EDGE INDEX IF NOT EXISTS contributes_commits_index ON contributes(commits);
CREATE EDGE INDEX IF NOT EXISTS fixed_hours_index ON fixed(hours);
"""

#: name, country, founded
OS_ORGS = [
    ("Fernwood Labs", "Canada", 2012), ("Tidewater Foundation", "Germany", 2008),
    ("Quokka Systems", "Australia", 2016), ("Blue Heron Collective", "USA", 2019),
    ("Kestrel Data", "Japan", 2014), ("Marram Works", "Ireland", 2021),
]  # fmt: skip

#: name, handle, country, joined, role, org ("" = none)
OS_DEVELOPERS = [
    ("Ada Whitfield", "adaw", "Canada", 2011, "maintainer", "Fernwood Labs"),
    ("Bruno Castellano", "brunoc", "Italy", 2013, "committer", "Fernwood Labs"),
    ("Chiara Vitale", "chivi", "Italy", 2017, "contributor", "Fernwood Labs"),
    ("Dmitri Volkov", "dvolk", "Germany", 2009, "maintainer", "Tidewater Foundation"),
    ("Elif Demir", "elifd", "Turkey", 2015, "committer", "Tidewater Foundation"),
    ("Felix Osei", "fosei", "Ghana", 2018, "contributor", "Tidewater Foundation"),
    ("Grace Liu", "gliu", "Australia", 2012, "maintainer", "Quokka Systems"),
    ("Hamish Reid", "hreid", "Australia", 2016, "committer", "Quokka Systems"),
    ("Isla Moreno", "islam", "Spain", 2020, "contributor", "Quokka Systems"),
    ("Jun Takeda", "jtakeda", "Japan", 2010, "maintainer", "Kestrel Data"),
    ("Keiko Mori", "kmori", "Japan", 2019, "contributor", "Kestrel Data"),
    ("Lars Nygaard", "larsn", "Norway", 2014, "committer", "Blue Heron Collective"),
    ("Maya Goldberg", "mayag", "USA", 2016, "maintainer", "Blue Heron Collective"),
    ("Nikhil Rao", "nrao", "India", 2021, "contributor", "Blue Heron Collective"),
    ("Olga Petrenko", "olgap", "Ukraine", 2013, "committer", ""),
    ("Pedro Alves", "palves", "Brazil", 2018, "contributor", ""),
    ("Quentin Marchal", "qmarchal", "France", 2022, "contributor", ""),
    ("Rosa Jiménez", "rosaj", "Mexico", 2015, "maintainer", ""),
    ("Sven Åberg", "svena", "Sweden", 2023, "contributor", ""),
    ("Tomás Ruiz", "truiz", "Spain", 2024, "contributor", ""),
    ("Uma Krishnan", "umak", "India", 2012, "committer", "Marram Works"),
    ("Victor Hale", "vhale", "UK", 2019, "contributor", "Marram Works"),
]  # fmt: skip

#: title, language, stars, license, created year, owner (org or developer)
OS_REPOS = [
    ("tidepool", "Rust", 8420, "Apache-2.0", 2015, "Tidewater Foundation"),
    ("tidepool-cli", "Rust", 1310, "Apache-2.0", 2018, "Tidewater Foundation"),
    ("fernleaf", "Python", 12750, "MIT", 2013, "Fernwood Labs"),
    ("fernleaf-plugins", "Python", 960, "MIT", 2019, "Fernwood Labs"),
    ("quokka-ui", "TypeScript", 5230, "MIT", 2017, "Quokka Systems"),
    ("quokka-server", "Go", 3870, "BSD-3-Clause", 2017, "Quokka Systems"),
    ("heronlog", "Go", 2140, "Apache-2.0", 2020, "Blue Heron Collective"),
    ("heron-charts", "TypeScript", 1720, "MIT", 2021, "Blue Heron Collective"),
    ("kestrel-etl", "Python", 4410, "GPL-3.0", 2015, "Kestrel Data"),
    ("kestrel-notebooks", "Python", 690, "GPL-3.0", 2022, "Kestrel Data"),
    ("saltmarsh", "C", 2980, "MIT", 2016, "Rosa Jiménez"),
    ("petrel", "Rust", 1150, "Apache-2.0", 2021, "Olga Petrenko"),
    ("dune-docs", "Markdown", 85, "CC-BY-4.0", 2020, "Tidewater Foundation"),
]  # fmt: skip

#: developer -> the repositories they commit to
OS_CONTRIBUTES = {
    "Ada Whitfield": "fernleaf;fernleaf-plugins;kestrel-etl",
    "Bruno Castellano": "fernleaf;fernleaf-plugins",
    "Chiara Vitale": "fernleaf-plugins;quokka-ui",
    "Dmitri Volkov": "tidepool;tidepool-cli;petrel",
    "Elif Demir": "tidepool;tidepool-cli",
    "Felix Osei": "tidepool-cli;heronlog",
    "Grace Liu": "quokka-ui;quokka-server",
    "Hamish Reid": "quokka-server;tidepool",
    "Isla Moreno": "quokka-ui;heron-charts",
    "Jun Takeda": "kestrel-etl;kestrel-notebooks",
    "Keiko Mori": "kestrel-notebooks;fernleaf",
    "Lars Nygaard": "heronlog;heron-charts",
    "Maya Goldberg": "heronlog;heron-charts;quokka-ui",
    "Nikhil Rao": "heron-charts",
    "Olga Petrenko": "petrel;tidepool",
    "Pedro Alves": "saltmarsh;petrel;fernleaf",
    "Quentin Marchal": "quokka-server",
    "Rosa Jiménez": "saltmarsh",
    "Uma Krishnan": "tidepool;kestrel-etl",
    "Victor Hale": "heronlog",
}

#: title, kind, priority, repository, reporter, fixer ("" = still open)
OS_ISSUES = [
    ("Panic on empty config file", "bug", 1, "tidepool", "Pedro Alves", "Dmitri Volkov"),
    ("Add ARM64 builds", "feature", 3, "tidepool", "Hamish Reid", "Elif Demir"),
    ("Memory leak in stream reader", "bug", 2, "tidepool", "Olga Petrenko", "Dmitri Volkov"),
    ("Typo in install guide", "docs", 4, "tidepool-cli", "Tomás Ruiz", ""),
    ("Colour output ignores NO_COLOR", "bug", 3, "tidepool-cli", "Felix Osei", "Felix Osei"),
    ("Plugin loader skips hidden folders", "bug", 2, "fernleaf-plugins", "Chiara Vitale", "Bruno Castellano"),
    ("Support Python 3.13", "feature", 2, "fernleaf", "Keiko Mori", "Ada Whitfield"),
    ("Unsafe YAML loading", "security", 1, "fernleaf", "Pedro Alves", "Ada Whitfield"),
    ("Document the hook API", "docs", 3, "fernleaf", "Bruno Castellano", ""),
    ("Dark mode for the dashboard", "feature", 4, "quokka-ui", "Isla Moreno", "Maya Goldberg"),
    ("Date picker off by one day", "bug", 2, "quokka-ui", "Chiara Vitale", "Grace Liu"),
    ("Rate limiter drops requests", "bug", 1, "quokka-server", "Quentin Marchal", "Hamish Reid"),
    ("Token leaks into logs", "security", 1, "quokka-server", "Quentin Marchal", "Grace Liu"),
    ("gRPC health endpoint", "feature", 3, "quokka-server", "Hamish Reid", ""),
    ("Log rotation loses the last line", "bug", 2, "heronlog", "Victor Hale", "Lars Nygaard"),
    ("JSON output mode", "feature", 3, "heronlog", "Felix Osei", "Maya Goldberg"),
    ("Legend overlaps axis labels", "bug", 3, "heron-charts", "Nikhil Rao", "Isla Moreno"),
    ("Export charts as SVG", "feature", 4, "heron-charts", "Lars Nygaard", ""),
    ("CSV reader chokes on a BOM", "bug", 2, "kestrel-etl", "Uma Krishnan", "Jun Takeda"),
    ("Retry failed batches", "feature", 2, "kestrel-etl", "Ada Whitfield", "Jun Takeda"),
    ("Kernel hangs on import", "bug", 1, "kestrel-notebooks", "Keiko Mori", "Keiko Mori"),
    ("Buffer overflow in the parser", "security", 1, "saltmarsh", "Pedro Alves", "Rosa Jiménez"),
    ("Windows build fails", "bug", 2, "saltmarsh", "Rosa Jiménez", ""),
    ("Async client", "feature", 3, "petrel", "Olga Petrenko", "Olga Petrenko"),
    ("Clarify licence headers", "docs", 4, "petrel", "Dmitri Volkov", "Pedro Alves"),
]  # fmt: skip

#: repository -> its releases (version, stable, downloads)
OS_RELEASES = {
    "tidepool": [("1.0.0", True, 41200), ("1.1.0", True, 38650), ("2.0.0-rc1", False, 2210), ("2.0.0", True, 29870)],
    "tidepool-cli": [("0.9.0", False, 3140), ("1.0.0", True, 11020)],
    "fernleaf": [("3.2", True, 88400), ("3.3", True, 95100), ("4.0b1", False, 6730)],
    "quokka-ui": [("5.0.0", True, 22480), ("5.1.0", True, 18930)],
    "quokka-server": [("1.4.2", True, 9640)],
    "heronlog": [("0.3.0", False, 1870), ("0.4.0", True, 4320)],
    "heron-charts": [("2.2.0", True, 5580)],
    "kestrel-etl": [("1.0", True, 15760), ("1.1", True, 13390)],
    "petrel": [("0.1.0", False, 760)],
    "saltmarsh": [("0.9", True, 7150)],
}  # fmt: skip

#: repository -> repository it needs, min version, optional
OS_DEPENDS = [
    ("tidepool-cli", "tidepool", "2.0", False), ("petrel", "tidepool", "1.1", False),
    ("quokka-server", "tidepool", "1.0", True), ("heron-charts", "quokka-ui", "5.0", False),
    ("fernleaf-plugins", "fernleaf", "3.3", False), ("kestrel-etl", "fernleaf", "3.2", False),
    ("kestrel-notebooks", "kestrel-etl", "1.1", False), ("heronlog", "petrel", "0.1", True),
    ("kestrel-notebooks", "heron-charts", "2.2", True),
]  # fmt: skip


def opensource(rng: random.Random) -> object:
    orgs = U.VertexFile("org", [("name", "string"), ("country", "string"), ("founded", "int")])
    org_vid = {}
    for i, (name, country, founded) in enumerate(OS_ORGS, start=1):
        org_vid[name] = f"or{i:02d}"
        orgs.rows.append([org_vid[name], name, country, founded])
    devs = U.VertexFile(
        "developer",
        [
            ("name", "string"),
            ("handle", "string"),
            ("country", "string"),
            ("joined", "int"),
            ("role", "string"),
        ],
    )
    member = U.EdgeFile("member_of", [("since", "int")])
    dv_vid: dict[str, str] = {}
    for i, (name, handle, country, joined, role, org) in enumerate(OS_DEVELOPERS, start=1):
        vid = dv_vid[name] = f"dv{i:02d}"
        devs.rows.append([vid, name, handle, country, joined, role])
        if org:
            founded = [o[2] for o in OS_ORGS if o[0] == org][0]
            member.rows.append([vid, org_vid[org], max(founded, joined) + rng.randint(0, 3)])
    repos = U.VertexFile(
        "repository",
        [
            ("title", "string"),
            ("language", "string"),
            ("stars", "int"),
            ("license", "string"),
            ("created", "date"),
        ],
    )
    owns = U.EdgeFile("owns", [("since", "int")])
    rp_vid: dict[str, str] = {}
    created: dict[str, int] = {}
    for i, (title, lang, stars, lic, year, owner) in enumerate(OS_REPOS, start=1):
        vid = rp_vid[title] = f"rp{i:02d}"
        created[title] = year
        repos.rows.append([vid, title, lang, stars, lic, U._day(rng, year, year)])
        owns.rows.append([org_vid.get(owner) or dv_vid[owner], vid, year + rng.randint(0, 2)])
    contributes = U.EdgeFile("contributes", [("commits", "int"), ("first_commit", "date")])
    used: set[int] = set()
    for dev, titles in OS_CONTRIBUTES.items():
        for title in titles.split(";"):
            commits = rng.randint(3, 900)
            while commits in used:  # distinct counts: no tie at any top-k cut
                commits += 1
            used.add(commits)
            contributes.rows.append(
                [dv_vid[dev], rp_vid[title], commits, U._day(rng, max(created[title], 2016), 2024)]
            )
    issues = U.VertexFile(
        "issue",
        [
            ("title", "string"),
            ("kind", "string"),
            ("priority", "int"),
            ("opened", "date"),
            ("closed", "bool"),
        ],
    )
    reported = U.EdgeFile("reported", [])
    fixed = U.EdgeFile("fixed", [("hours", "double"), ("backported", "bool")])
    filed = U.EdgeFile("filed_in", [])
    hours_used: set[float] = set()
    for i, (title, kind, prio, repo, reporter, fixer) in enumerate(OS_ISSUES, start=1):
        vid = f"is{i:02d}"
        issues.rows.append([vid, title, kind, prio, U._day(rng, 2023, 2025), bool(fixer)])
        reported.rows.append([dv_vid[reporter], vid])
        filed.rows.append([vid, rp_vid[repo]])
        if fixer:
            hours = round(rng.uniform(0.5, 40.0), 1)
            while hours in hours_used:
                hours = round(hours + 0.1, 1)
            hours_used.add(hours)
            fixed.rows.append([dv_vid[fixer], vid, hours, kind == "security" or rng.random() < 0.2])
    releases = U.VertexFile("release", [("label", "string"), ("published", "date"), ("downloads", "int")])
    released = U.EdgeFile("released", [("stable", "bool")])
    n = 0
    for title, versions in OS_RELEASES.items():
        days = sorted(U._day(rng, max(created[title] + 1, 2020), 2025) for _ in versions)  # in version order
        for (version, stable, downloads), day in zip(versions, days, strict=True):
            n += 1
            vid = f"rl{n:02d}"
            releases.rows.append([vid, f"{title} {version}", day, downloads])
            released.rows.append([rp_vid[title], vid, stable])
    depends = U.EdgeFile("depends_on", [("min_version", "string"), ("optional", "bool")])
    for a, b, version, optional in OS_DEPENDS:
        depends.rows.append([rp_vid[a], rp_vid[b], version, optional])
    return U.Graph(
        "opensource",
        8,
        OPENSOURCE_DDL,
        [devs, orgs, repos, issues, releases],
        [member, owns, contributes, reported, fixed, filed, released, depends],
    )


# --------------------------------------------------------------------------- regatta (names as ids)

REGATTA_DDL = """
CREATE TAG IF NOT EXISTS sailor(born int, nationality string, gender string COMMENT "female or male", level string COMMENT "olympic, professional or club") COMMENT = "a sailor, by name";
CREATE TAG IF NOT EXISTS yacht(boat_class string COMMENT "keelboat, dinghy or multihull", length_m double COMMENT "length overall in metres", built int, sail_no string COMMENT "sail number") COMMENT = "a boat, by its name";
CREATE TAG IF NOT EXISTS club(founded int, town string) COMMENT = "a sailing club";
CREATE TAG IF NOT EXISTS race(held date, distance_nm double COMMENT "course length in nautical miles", series string COMMENT "inshore, coastal or offshore", wind_knots int COMMENT "mean wind speed") COMMENT = "a race of the season";
CREATE TAG IF NOT EXISTS marina(berths int, region string, tidal bool COMMENT "open to the tide, no lock gate") COMMENT = "a marina";
CREATE EDGE IF NOT EXISTS crews(role string COMMENT "skipper, tactician, trimmer or bowman", since int) COMMENT = "sailor -> yacht they sail on";
CREATE EDGE IF NOT EXISTS moored_at() COMMENT = "yacht -> its home marina";
CREATE EDGE IF NOT EXISTS raced(place int COMMENT "finishing position", elapsed_h double COMMENT "hours from start to finish", retired bool COMMENT "did not finish") COMMENT = "yacht -> race it started";
CREATE EDGE IF NOT EXISTS organised() COMMENT = "club -> race it ran";
CREATE EDGE IF NOT EXISTS represents(since int) COMMENT = "sailor or yacht -> the club they sail for";
CREATE EDGE IF NOT EXISTS based_at() COMMENT = "club -> marina of its clubhouse";
CREATE EDGE IF NOT EXISTS coached(years int) COMMENT = "coach -> the sailor they coached";
CREATE TAG INDEX IF NOT EXISTS sailor_born_index ON sailor(born);
CREATE TAG INDEX IF NOT EXISTS sailor_nationality_index ON sailor(nationality(16));
CREATE TAG INDEX IF NOT EXISTS sailor_gender_index ON sailor(gender(8));
CREATE TAG INDEX IF NOT EXISTS sailor_level_index ON sailor(level(16));
CREATE TAG INDEX IF NOT EXISTS yacht_class_index ON yacht(boat_class(16));
CREATE TAG INDEX IF NOT EXISTS yacht_length_index ON yacht(length_m);
CREATE TAG INDEX IF NOT EXISTS yacht_built_index ON yacht(built);
CREATE TAG INDEX IF NOT EXISTS club_founded_index ON club(founded);
CREATE TAG INDEX IF NOT EXISTS race_held_index ON race(held);
CREATE TAG INDEX IF NOT EXISTS race_series_index ON race(series(16));
CREATE TAG INDEX IF NOT EXISTS race_distance_index ON race(distance_nm);
CREATE TAG INDEX IF NOT EXISTS marina_berths_index ON marina(berths);
CREATE TAG INDEX IF NOT EXISTS marina_tidal_index ON marina(tidal);
CREATE EDGE INDEX IF NOT EXISTS raced_place_index ON raced(place);
CREATE EDGE INDEX IF NOT EXISTS crews_role_index ON crews(role(16));
"""

#: marina, berths, region, tidal
RG_MARINAS = [
    ("Cowes Yacht Haven", 260, "Isle of Wight", True), ("Shotley Point Marina", 350, "Suffolk", False),
    ("Port Pendennis", 120, "Cornwall", True), ("Stranraer Marina", 80, "Galloway", True),
    ("Hamble Point Marina", 330, "Hampshire", True), ("Ardfern Pontoons", 45, "Argyll", True),
]  # fmt: skip

#: club, founded, town, marina of its clubhouse
RG_CLUBS = [
    ("Solent Corinthian SC", 1872, "Cowes", "Cowes Yacht Haven"),
    ("Harwich Town SC", 1920, "Harwich", "Shotley Point Marina"),
    ("Falmouth Quay Club", 1954, "Falmouth", "Port Pendennis"),
    ("Loch Ryan Sailing", 1981, "Stranraer", "Stranraer Marina"),
    ("Hamble Youth Squadron", 2009, "Hamble", "Hamble Point Marina"),
]  # fmt: skip

#: yacht, class, length, built, marina, club ("" = sails for none)
RG_YACHTS = [
    ("Sea Wren", "keelboat", 10.2, 2011, "Cowes Yacht Haven", "Solent Corinthian SC"),
    ("Kittiwake", "keelboat", 12.1, 2016, "Cowes Yacht Haven", "Solent Corinthian SC"),
    ("Storm Petrel", "multihull", 11.8, 2019, "Cowes Yacht Haven", "Solent Corinthian SC"),
    ("Blue Jacket", "keelboat", 9.4, 2006, "Shotley Point Marina", "Harwich Town SC"),
    ("Halcyon", "keelboat", 13.5, 2014, "Shotley Point Marina", "Harwich Town SC"),
    ("Moonraker", "keelboat", 15.2, 2009, "Port Pendennis", "Falmouth Quay Club"),
    ("Spindrift", "multihull", 9.9, 2022, "Port Pendennis", "Falmouth Quay Club"),
    ("Whimbrel", "keelboat", 11.0, 2012, "Stranraer Marina", "Loch Ryan Sailing"),
    ("Gannet", "keelboat", 10.8, 2015, "Stranraer Marina", "Loch Ryan Sailing"),
    ("Little Auk", "dinghy", 4.6, 2021, "Hamble Point Marina", "Hamble Youth Squadron"),
    ("Tern", "dinghy", 4.2, 2018, "Hamble Point Marina", "Hamble Youth Squadron"),
    ("Curlew", "dinghy", 4.7, 2020, "Hamble Point Marina", "Hamble Youth Squadron"),
    ("Fulmar", "keelboat", 8.9, 1998, "Hamble Point Marina", ""),
]  # fmt: skip

#: sailor, born, nationality, gender, level, club ("" = none), yacht:role ("" = none)
RG_SAILORS = [
    ("Freya Lindqvist", 1988, "Sweden", "female", "olympic", "Solent Corinthian SC", "Sea Wren:skipper"),
    ("Tom Ashcombe", 1979, "UK", "male", "professional", "Solent Corinthian SC", "Sea Wren:tactician"),
    ("Priya Shah", 1995, "UK", "female", "club", "Solent Corinthian SC", "Sea Wren:trimmer"),
    ("Oscar Penhale", 1983, "UK", "male", "professional", "Solent Corinthian SC", "Kittiwake:skipper"),
    ("Mei Tanaka", 1992, "Japan", "female", "olympic", "Solent Corinthian SC", "Kittiwake:tactician;Storm Petrel:trimmer"),
    ("Hugo Lambert", 1990, "France", "male", "professional", "Solent Corinthian SC", "Storm Petrel:skipper"),
    ("Rory Macleod", 1975, "UK", "male", "club", "Harwich Town SC", "Blue Jacket:skipper"),
    ("Anna Kowalczyk", 1997, "Poland", "female", "club", "Harwich Town SC", "Blue Jacket:bowman"),
    ("Ben Harrow", 1986, "UK", "male", "professional", "Harwich Town SC", "Halcyon:skipper"),
    ("Ines Duarte", 1993, "Portugal", "female", "professional", "Harwich Town SC", "Halcyon:tactician"),
    ("Will Trevose", 1968, "UK", "male", "club", "Falmouth Quay Club", "Moonraker:skipper"),
    ("Kerensa Hocking", 1999, "UK", "female", "club", "Falmouth Quay Club", "Moonraker:trimmer"),
    ("Jago Penrose", 2001, "UK", "male", "olympic", "Falmouth Quay Club", "Spindrift:skipper"),
    ("Lotte de Graaf", 1994, "Netherlands", "female", "professional", "Falmouth Quay Club", "Spindrift:trimmer"),
    ("Callum Baird", 1980, "UK", "male", "club", "Loch Ryan Sailing", "Whimbrel:skipper"),
    ("Eilidh Fraser", 1996, "UK", "female", "club", "Loch Ryan Sailing", "Whimbrel:bowman;Gannet:trimmer"),
    ("Niall Kerr", 1989, "Ireland", "male", "professional", "Loch Ryan Sailing", "Gannet:skipper"),
    ("Sophie Marsh", 2007, "UK", "female", "club", "Hamble Youth Squadron", "Little Auk:skipper"),
    ("Leo Brightwell", 2008, "UK", "male", "club", "Hamble Youth Squadron", "Tern:skipper"),
    ("Amara Okoye", 2006, "UK", "female", "olympic", "Hamble Youth Squadron", "Curlew:skipper"),
    ("Daniel Fry", 2009, "UK", "male", "club", "Hamble Youth Squadron", "Curlew:bowman"),
    ("Marta Vidal", 1985, "Spain", "female", "olympic", "", "Halcyon:trimmer"),
    ("Sean Gallagher", 1972, "Ireland", "male", "professional", "", "Moonraker:tactician"),
    ("Greta Holm", 1964, "Denmark", "female", "olympic", "", ""),
    ("Piers Wentworth", 1958, "UK", "male", "club", "", ""),
]  # fmt: skip

#: coach -> sailor, years
RG_COACHED = [
    ("Greta Holm", "Freya Lindqvist", 6), ("Freya Lindqvist", "Amara Okoye", 3), ("Greta Holm", "Mei Tanaka", 4),
    ("Tom Ashcombe", "Priya Shah", 2), ("Mei Tanaka", "Sophie Marsh", 2), ("Amara Okoye", "Daniel Fry", 1),
    ("Sean Gallagher", "Niall Kerr", 5), ("Niall Kerr", "Eilidh Fraser", 3), ("Will Trevose", "Jago Penrose", 4),
    ("Jago Penrose", "Kerensa Hocking", 2), ("Hugo Lambert", "Lotte de Graaf", 2), ("Ben Harrow", "Anna Kowalczyk", 3),
    ("Marta Vidal", "Ines Duarte", 4), ("Sophie Marsh", "Leo Brightwell", 1),
]  # fmt: skip

#: race, held, distance (nm), series, wind (knots), organising club, yachts that started (in finishing order; "!" = retired)
RG_RACES = [
    ("Round the Island Race", "2024-06-15", 50.0, "coastal", 14, "Solent Corinthian SC",
     "Kittiwake;Halcyon;Sea Wren;Storm Petrel;Moonraker;Blue Jacket!"),
    ("Cowes Spring Series", "2024-04-20", 12.5, "inshore", 9, "Solent Corinthian SC",
     "Sea Wren;Kittiwake;Storm Petrel;Spindrift"),
    ("Harwich Haven Dash", "2024-05-11", 18.0, "coastal", 17, "Harwich Town SC",
     "Halcyon;Blue Jacket;Kittiwake"),
    ("North Sea Crossing", "2024-07-27", 120.0, "offshore", 21, "Harwich Town SC",
     "Halcyon;Moonraker;Kittiwake!;Blue Jacket!"),
    ("Falmouth Bay Regatta", "2024-08-10", 9.0, "inshore", 12, "Falmouth Quay Club",
     "Spindrift;Moonraker;Storm Petrel;Whimbrel"),
    ("Fastnet Feeder", "2025-05-03", 210.0, "offshore", 19, "Falmouth Quay Club",
     "Moonraker;Gannet;Halcyon;Sea Wren!"),
    ("Loch Ryan Trophy", "2024-09-07", 22.0, "coastal", 16, "Loch Ryan Sailing",
     "Gannet;Whimbrel;Halcyon"),
    ("Mull of Galloway Race", "2025-06-21", 64.0, "offshore", 23, "Loch Ryan Sailing",
     "Whimbrel;Gannet!;Moonraker"),
    ("Hamble Youth Cup", "2024-07-06", 4.0, "inshore", 8, "Hamble Youth Squadron",
     "Curlew;Little Auk;Tern"),
    ("Hamble Winter Series", "2025-01-18", 5.5, "inshore", 18, "Hamble Youth Squadron",
     "Little Auk;Tern!;Curlew"),
    ("Needles Night Race", "2025-08-23", 38.0, "coastal", 11, "",
     "Storm Petrel;Sea Wren;Spindrift;Kittiwake"),
]  # fmt: skip


def regatta(rng: random.Random) -> object:
    marinas = U.VertexFile("marina", [("berths", "int"), ("region", "string"), ("tidal", "bool")])
    for row in RG_MARINAS:
        marinas.rows.append(list(row))
    clubs = U.VertexFile("club", [("founded", "int"), ("town", "string")])
    based = U.EdgeFile("based_at", [])
    for name, founded, town, marina in RG_CLUBS:
        clubs.rows.append([name, founded, town])
        based.rows.append([name, marina])
    yachts = U.VertexFile(
        "yacht", [("boat_class", "string"), ("length_m", "double"), ("built", "int"), ("sail_no", "string")]
    )
    moored = U.EdgeFile("moored_at", [])
    represents = U.EdgeFile("represents", [("since", "int")])
    for name, cls, length, built, marina, club in RG_YACHTS:
        yachts.rows.append([name, cls, length, built, f"GBR {rng.randint(1000, 9999)}"])
        moored.rows.append([name, marina])
        if club:
            represents.rows.append([name, club, max(built, 2010) + rng.randint(0, 3)])
    sailors = U.VertexFile(
        "sailor", [("born", "int"), ("nationality", "string"), ("gender", "string"), ("level", "string")]
    )
    crews = U.EdgeFile("crews", [("role", "string"), ("since", "int")])
    for name, born, nation, gender, level, club, boats in RG_SAILORS:
        sailors.rows.append([name, born, nation, gender, level])
        if club:
            represents.rows.append([name, club, min(born + rng.randint(12, 30), 2024)])
        for item in filter(None, boats.split(";")):
            boat, role = item.split(":")
            built = [y[3] for y in RG_YACHTS if y[0] == boat][0]
            crews.rows.append([name, boat, role, rng.randint(max(built, born + 14), 2024)])
    races = U.VertexFile(
        "race", [("held", "date"), ("distance_nm", "double"), ("series", "string"), ("wind_knots", "int")]
    )
    organised = U.EdgeFile("organised", [])
    raced = U.EdgeFile("raced", [("place", "int"), ("elapsed_h", "double"), ("retired", "bool")])
    for name, held, distance, series, wind, club, field_text in RG_RACES:
        races.rows.append([name, dt.date.fromisoformat(held), distance, series, wind])
        if club:
            organised.rows.append([club, name])
        speed = rng.uniform(5.0, 7.0)  # knots, the winner's
        elapsed = distance / speed
        for place, entry in enumerate(field_text.split(";"), start=1):
            boat = entry.rstrip("!")
            if entry.endswith("!"):
                raced.rows.append([boat, name, 0, 0.0, True])
                continue
            raced.rows.append([boat, name, place, round(elapsed, 2), False])
            elapsed *= 1 + rng.uniform(0.01, 0.08)
    coached = U.EdgeFile("coached", [("years", "int")])
    for a, b, years in RG_COACHED:
        coached.rows.append([a, b, years])
    return U.Graph(
        "regatta",
        32,
        REGATTA_DDL,
        [sailors, yachts, clubs, races, marinas],
        [crews, moored, raced, organised, represents, based, coached],
    )


# --------------------------------------------------------------------------- teahouse (Chinese names, opaque ids)

TEAHOUSE_DDL = """
CREATE TAG IF NOT EXISTS garden(name string COMMENT "茶园名称", province string COMMENT "所在省份", altitude int COMMENT "海拔(米)", organic bool COMMENT "是否有机认证") COMMENT = "茶园";
CREATE TAG IF NOT EXISTS tea(name string COMMENT "茶名", category string COMMENT "茶类：绿茶/红茶/乌龙茶/白茶/黑茶/花茶", grade string COMMENT "等级：特级/一级/二级", season string COMMENT "春茶/秋茶", price double COMMENT "每斤价格(元)") COMMENT = "茶叶";
CREATE TAG IF NOT EXISTS master(name string COMMENT "姓名", born int COMMENT "出生年份", gender string COMMENT "男/女", rank string COMMENT "职称：非遗传承人/高级评茶师/评茶师/学徒") COMMENT = "茶师";
CREATE TAG IF NOT EXISTS teahouse(name string COMMENT "茶馆名称", city string COMMENT "所在城市", opened date COMMENT "开业日期", seats int COMMENT "座位数") COMMENT = "茶馆";
CREATE EDGE IF NOT EXISTS grown_at(picked date COMMENT "采摘日期") COMMENT = "茶叶 -> 产地茶园";
CREATE EDGE IF NOT EXISTS made(year int COMMENT "制作年份") COMMENT = "茶师 -> 亲手制作的茶";
CREATE EDGE IF NOT EXISTS serves(price double COMMENT "每壶售价(元)", signature bool COMMENT "是否招牌茶") COMMENT = "茶馆 -> 供应的茶";
CREATE EDGE IF NOT EXISTS works_at(since int COMMENT "入职年份") COMMENT = "茶师 -> 任职的茶馆";
CREATE EDGE IF NOT EXISTS manages(since int COMMENT "开始主理的年份") COMMENT = "茶师 -> 主理的茶馆或茶园";
CREATE EDGE IF NOT EXISTS apprenticed_to(years int COMMENT "拜师学艺的年数") COMMENT = "徒弟 -> 师父";
CREATE EDGE IF NOT EXISTS supplies(kg double COMMENT "每年供货(公斤)") COMMENT = "茶园 -> 供货的茶馆";
CREATE TAG INDEX IF NOT EXISTS garden_name_index ON garden(name(24));
CREATE TAG INDEX IF NOT EXISTS garden_province_index ON garden(province(8));
CREATE TAG INDEX IF NOT EXISTS garden_altitude_index ON garden(altitude);
CREATE TAG INDEX IF NOT EXISTS garden_organic_index ON garden(organic);
CREATE TAG INDEX IF NOT EXISTS tea_name_index ON tea(name(24));
CREATE TAG INDEX IF NOT EXISTS tea_category_index ON tea(category(8));
CREATE TAG INDEX IF NOT EXISTS tea_grade_index ON tea(grade(8));
CREATE TAG INDEX IF NOT EXISTS tea_season_index ON tea(season(8));
CREATE TAG INDEX IF NOT EXISTS tea_price_index ON tea(price);
CREATE TAG INDEX IF NOT EXISTS master_name_index ON master(name(16));
CREATE TAG INDEX IF NOT EXISTS master_born_index ON master(born);
CREATE TAG INDEX IF NOT EXISTS master_gender_index ON master(gender(4));
CREATE TAG INDEX IF NOT EXISTS master_rank_index ON master(rank(16));
CREATE TAG INDEX IF NOT EXISTS teahouse_name_index ON teahouse(name(24));
CREATE TAG INDEX IF NOT EXISTS teahouse_city_index ON teahouse(city(8));
CREATE TAG INDEX IF NOT EXISTS teahouse_seats_index ON teahouse(seats);
CREATE EDGE INDEX IF NOT EXISTS serves_price_index ON serves(price);
"""

#: garden, province, altitude, organic
TH_GARDENS = [
    ("狮峰山茶园", "浙江", 350, True), ("武夷岩茶苑", "福建", 620, True), ("凤庆古茶山", "云南", 1900, False),
    ("祁门红香园", "安徽", 480, False), ("安溪铁观音基地", "福建", 810, False), ("福鼎白茶庄", "福建", 290, True),
    ("蒙顶山茶场", "四川", 1230, True), ("洞庭东山茶园", "江苏", 150, False),
]  # fmt: skip

#: tea, category, grade, season, price per jin, garden ("" = a blend, no one garden)
TH_TEAS = [
    ("明前龙井", "绿茶", "特级", "春茶", 3680.0, "狮峰山茶园"), ("雨前龙井", "绿茶", "一级", "春茶", 1280.0, "狮峰山茶园"),
    ("大红袍", "乌龙茶", "特级", "春茶", 4200.0, "武夷岩茶苑"), ("肉桂", "乌龙茶", "一级", "春茶", 1560.0, "武夷岩茶苑"),
    ("水仙", "乌龙茶", "二级", "秋茶", 620.0, "武夷岩茶苑"), ("滇红金芽", "红茶", "特级", "春茶", 1980.0, "凤庆古茶山"),
    ("古树普洱生饼", "黑茶", "一级", "春茶", 2650.0, "凤庆古茶山"), ("熟普洱", "黑茶", "二级", "秋茶", 480.0, "凤庆古茶山"),
    ("祁门红茶", "红茶", "一级", "春茶", 860.0, "祁门红香园"), ("祁红香螺", "红茶", "特级", "春茶", 1720.0, "祁门红香园"),
    ("铁观音", "乌龙茶", "特级", "春茶", 1450.0, "安溪铁观音基地"), ("秋香铁观音", "乌龙茶", "一级", "秋茶", 780.0, "安溪铁观音基地"),
    ("白毫银针", "白茶", "特级", "春茶", 3120.0, "福鼎白茶庄"), ("白牡丹", "白茶", "一级", "春茶", 940.0, "福鼎白茶庄"),
    ("寿眉", "白茶", "二级", "秋茶", 360.0, "福鼎白茶庄"), ("茉莉花茶", "花茶", "一级", "春茶", 540.0, "福鼎白茶庄"),
    ("蒙顶甘露", "绿茶", "特级", "春茶", 2280.0, "蒙顶山茶场"), ("竹叶青", "绿茶", "一级", "春茶", 1060.0, "蒙顶山茶场"),
    ("桂花乌龙", "花茶", "二级", "秋茶", 420.0, ""),
]  # fmt: skip

#: master, born, gender, rank, teahouse worked at ("" = none), teas made
TH_MASTERS = [
    ("陈守山", 1952, "男", "非遗传承人", "", "明前龙井;雨前龙井"),
    ("林雪芽", 1978, "女", "高级评茶师", "湖畔居", "明前龙井"),
    ("王德明", 1965, "男", "非遗传承人", "鼓浪茶寮", "大红袍;肉桂"),
    ("赵小岚", 1990, "女", "评茶师", "鼓浪茶寮", "水仙"),
    ("周明远", 1984, "男", "高级评茶师", "京华茶舍", "祁红香螺"),
    ("刘青禾", 1995, "女", "学徒", "京华茶舍", ""),
    ("黄伯涛", 1958, "男", "非遗传承人", "云上茶坊", "滇红金芽;古树普洱生饼;熟普洱"),
    ("孙慧", 1988, "女", "评茶师", "云上茶坊", "熟普洱"),
    ("郑一帆", 1999, "男", "学徒", "锦江茶社", ""),
    ("吴静怡", 1981, "女", "高级评茶师", "锦江茶社", "蒙顶甘露;竹叶青"),
    ("许安", 1973, "男", "评茶师", "秦淮茶楼", "桂花乌龙"),
    ("马兰", 2001, "女", "学徒", "外滩茶室", ""),
    ("钱松年", 1949, "男", "非遗传承人", "", "白毫银针;白牡丹;铁观音"),
    ("何田", 1992, "男", "评茶师", "", ""),
]  # fmt: skip

#: master -> what they run (a teahouse or a garden)
TH_MANAGES = [
    ("陈守山", "狮峰山茶园"), ("王德明", "武夷岩茶苑"), ("黄伯涛", "凤庆古茶山"), ("钱松年", "福鼎白茶庄"),
    ("林雪芽", "湖畔居"), ("周明远", "京华茶舍"), ("吴静怡", "锦江茶社"), ("许安", "秦淮茶楼"), ("王德明", "鼓浪茶寮"),
]  # fmt: skip

#: apprentice -> master, years
TH_APPRENTICED = [
    ("林雪芽", "陈守山", 8), ("赵小岚", "王德明", 5), ("刘青禾", "周明远", 2), ("周明远", "钱松年", 6),
    ("孙慧", "黄伯涛", 7), ("郑一帆", "吴静怡", 1), ("吴静怡", "陈守山", 4), ("许安", "钱松年", 9), ("马兰", "许安", 2),
    ("王德明", "钱松年", 10),
]  # fmt: skip

#: teahouse, city, opened, seats, teas served ("name" or "name*" = its signature tea), gardens supplying it
TH_TEAHOUSES = [
    ("湖畔居", "杭州", "2003-04-12", 120, "明前龙井*;雨前龙井;白毫银针;茉莉花茶", "狮峰山茶园"),
    ("京华茶舍", "北京", "2010-09-20", 86, "祁红香螺*;祁门红茶;茉莉花茶;大红袍", "祁门红香园;福鼎白茶庄"),
    ("鼓浪茶寮", "厦门", "2015-06-01", 48, "大红袍*;肉桂;水仙;铁观音", "武夷岩茶苑;安溪铁观音基地"),
    ("云上茶坊", "昆明", "2012-03-18", 64, "古树普洱生饼*;熟普洱;滇红金芽", "凤庆古茶山"),
    ("锦江茶社", "成都", "1998-10-08", 210, "竹叶青*;蒙顶甘露;茉莉花茶;熟普洱", "蒙顶山茶场"),
    ("秦淮茶楼", "南京", "2006-05-05", 150, "桂花乌龙*;雨前龙井;寿眉", ""),
    ("外滩茶室", "上海", "2019-11-11", 36, "白毫银针*;明前龙井;大红袍;古树普洱生饼", "福鼎白茶庄"),
    ("西关茶居", "广州", "2021-02-14", 72, "铁观音;白牡丹", ""),
]  # fmt: skip


def teahouse(rng: random.Random) -> object:
    gardens = U.VertexFile(
        "garden", [("name", "string"), ("province", "string"), ("altitude", "int"), ("organic", "bool")]
    )
    gd_vid = {}
    for i, (name, province, altitude, organic) in enumerate(TH_GARDENS, start=1):
        gd_vid[name] = f"gd{i:02d}"
        gardens.rows.append([gd_vid[name], name, province, altitude, organic])
    teas = U.VertexFile(
        "tea",
        [
            ("name", "string"),
            ("category", "string"),
            ("grade", "string"),
            ("season", "string"),
            ("price", "double"),
        ],
    )
    grown = U.EdgeFile("grown_at", [("picked", "date")])
    te_vid = {}
    for i, (name, cat, grade, season, price, garden) in enumerate(TH_TEAS, start=1):
        vid = te_vid[name] = f"te{i:02d}"
        teas.rows.append([vid, name, cat, grade, season, price])
        if garden:
            month = (3, 4) if season == "春茶" else (9, 10)
            day = dt.date(2025, rng.choice(month), rng.randint(1, 28))
            grown.rows.append([vid, gd_vid[garden], day])
    houses = U.VertexFile(
        "teahouse", [("name", "string"), ("city", "string"), ("opened", "date"), ("seats", "int")]
    )
    th_vid = {}
    serves = U.EdgeFile("serves", [("price", "double"), ("signature", "bool")])
    supplies = U.EdgeFile("supplies", [("kg", "double")])
    for i, (name, city, opened, seats, menu, suppliers) in enumerate(TH_TEAHOUSES, start=1):
        vid = th_vid[name] = f"th{i:02d}"
        houses.rows.append([vid, name, city, dt.date.fromisoformat(opened), seats])
        for item in menu.split(";"):
            tea = item.rstrip("*")
            per_jin = [t[4] for t in TH_TEAS if t[0] == tea][0]
            pot = float(round(per_jin / 25 * rng.uniform(0.8, 1.3)))
            serves.rows.append([vid, te_vid[tea], pot, item.endswith("*")])
        for garden in filter(None, suppliers.split(";")):
            supplies.rows.append([gd_vid[garden], vid, round(rng.uniform(20.0, 400.0), 1)])
    masters = U.VertexFile(
        "master", [("name", "string"), ("born", "int"), ("gender", "string"), ("rank", "string")]
    )
    works = U.EdgeFile("works_at", [("since", "int")])
    made = U.EdgeFile("made", [("year", "int")])
    ms_vid = {}
    for i, (name, born, gender, rank, house, teas_made) in enumerate(TH_MASTERS, start=1):
        vid = ms_vid[name] = f"ms{i:02d}"
        masters.rows.append([vid, name, born, gender, rank])
        if house:
            opened_year = int([h[2] for h in TH_TEAHOUSES if h[0] == house][0][:4])
            works.rows.append([vid, th_vid[house], max(opened_year, born + 20) + rng.randint(0, 4)])
        for tea in filter(None, teas_made.split(";")):
            made.rows.append([vid, te_vid[tea], rng.randint(2023, 2025)])
    manages = U.EdgeFile("manages", [("since", "int")])
    for who, what in TH_MANAGES:
        manages.rows.append([ms_vid[who], gd_vid.get(what) or th_vid[what], rng.randint(2005, 2022)])
    apprenticed = U.EdgeFile("apprenticed_to", [("years", "int")])
    for a, b, years in TH_APPRENTICED:
        apprenticed.rows.append([ms_vid[a], ms_vid[b], years])
    return U.Graph(
        "teahouse",
        8,
        TEAHOUSE_DDL,
        [gardens, teas, masters, houses],
        [grown, made, serves, works, manages, apprenticed, supplies],
    )


# --------------------------------------------------------------------------- main

SEED = 20261205
BUILDERS = {"opensource": opensource, "regatta": regatta, "teahouse": teahouse}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
