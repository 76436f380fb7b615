"""Write the three frozen evaluation graphs of ``eval/fresh2/graphs/`` (museum, packages, theatre).

Why a fourth set: ``eval/fresh/`` has been run to report, so it is no longer unseen. These
three graphs (and ``questions.jsonl``) are for reporting only: they are run once, by the lead,
to report; never to tune (see README.md). Everything is invented (no real museums, packages,
troupes or people). The facts a question depends on are written out by hand below; the filler
(values, years, downloads, seats) is drawn from a seeded RNG, one per graph, so running the
script again writes byte-identical files. ``questions.jsonl`` and ``oracle.py`` are written
against these files.

The three graphs differ in how a user's graph is usually built, and from ``eval/fresh/``:

- ``museum``: opaque vertex ids (``aw017``, ``ar03``), English names in a ``name`` property,
  except artworks and exhibitions, whose display property is ``title``; artworks also carry an
  accession code and a year that are *not* the display name;
- ``packages``: the names *are* the vertex ids (no ``name`` property at all); ``maintains``
  leaves two tags (maintainer and organisation);
- ``theatre``: opaque ids, mostly Chinese names (plays in a ``title`` property), English schema
  names with Chinese comments; ``located_in`` leaves two tags (venue and troupe).

The file model and the writer (importer-style ``config.yaml`` + one CSV per tag/edge type) are
those of ``eval/unseen/make_graphs.py``, imported from there rather than copied; the command
line is ``eval/_oracle_kit.py``'s.

Usage::

    python eval/fresh2/make_graphs.py [--out eval/fresh2/graphs]
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

# --------------------------------------------------------------------------- museum (opaque ids, titles, codes)

MUSEUM_DDL = """
CREATE TAG IF NOT EXISTS museum(name string, city string, founded int, free_entry bool COMMENT "no admission fee") COMMENT = "a museum or gallery";
CREATE TAG IF NOT EXISTS artist(name string, born int COMMENT "year of birth", nationality string, movement string);
CREATE TAG IF NOT EXISTS artwork(title string, accession string COMMENT "accession number", year int COMMENT "year made", medium string COMMENT "oil, watercolour, sculpture, photograph or print", value double COMMENT "insured value, million EUR", on_display bool);
CREATE TAG IF NOT EXISTS exhibition(title string, opened date, visitors int, ticketed bool);
CREATE TAG IF NOT EXISTS curator(name string, since int COMMENT "year they started curating");
CREATE EDGE IF NOT EXISTS made() COMMENT = "artist -> artwork";
CREATE EDGE IF NOT EXISTS held_by(acquired int COMMENT "year the museum acquired it") COMMENT = "artwork -> the museum that owns it";
CREATE EDGE IF NOT EXISTS shown_in() COMMENT = "artwork -> exhibition";
CREATE EDGE IF NOT EXISTS hosted_by() COMMENT = "exhibition -> museum";
CREATE EDGE IF NOT EXISTS curated(lead bool COMMENT "lead curator") COMMENT = "curator -> exhibition";
CREATE EDGE IF NOT EXISTS employed_by(since int);
CREATE EDGE IF NOT EXISTS taught(start int COMMENT "year the teaching began") COMMENT = "artist -> artist (teacher -> student)";
CREATE EDGE IF NOT EXISTS on_loan_to(until date) COMMENT = "artwork -> museum borrowing it";
CREATE TAG INDEX IF NOT EXISTS museum_name_index ON museum(name(32));
CREATE TAG INDEX IF NOT EXISTS museum_city_index ON museum(city(24));
CREATE TAG INDEX IF NOT EXISTS museum_founded_index ON museum(founded);
CREATE TAG INDEX IF NOT EXISTS museum_free_index ON museum(free_entry);
CREATE TAG INDEX IF NOT EXISTS artist_name_index ON artist(name(32));
CREATE TAG INDEX IF NOT EXISTS artist_born_index ON artist(born);
CREATE TAG INDEX IF NOT EXISTS artist_nationality_index ON artist(nationality(24));
CREATE TAG INDEX IF NOT EXISTS artist_movement_index ON artist(movement(24));
CREATE TAG INDEX IF NOT EXISTS artwork_title_index ON artwork(title(40));
CREATE TAG INDEX IF NOT EXISTS artwork_accession_index ON artwork(accession(16));
CREATE TAG INDEX IF NOT EXISTS artwork_year_index ON artwork(year);
CREATE TAG INDEX IF NOT EXISTS artwork_medium_index ON artwork(medium(16));
CREATE TAG INDEX IF NOT EXISTS artwork_value_index ON artwork(value);
CREATE TAG INDEX IF NOT EXISTS artwork_display_index ON artwork(on_display);
CREATE TAG INDEX IF NOT EXISTS exhibition_title_index ON exhibition(title(40));
CREATE TAG INDEX IF NOT EXISTS exhibition_visitors_index ON exhibition(visitors);
CREATE TAG INDEX IF NOT EXISTS exhibition_opened_index ON exhibition(opened);
CREATE TAG INDEX IF NOT EXISTS curator_name_index ON curator(name(32));
CREATE EDGE INDEX IF NOT EXISTS held_by_acquired_index ON held_by(acquired);
"""

#: name, city, founded, free entry
MU_MUSEUMS = [
    ("Halvorsen Art Museum", "Bergvik", 1897, False), ("Museum of the Lower Town", "Bergvik", 1961, True),
    ("Castellane Gallery", "Saint-Orval", 1872, False), ("Orval Photographic Centre", "Saint-Orval", 1988, True),
    ("Ruskin Hall", "Pellbridge", 1923, True), ("The Quarry Collection", "Pellbridge", 2006, False),
    ("Adria Modern", "Vesna", 1979, False),
]  # fmt: skip

#: name, born, nationality, movement, medium they mostly work in, museum most of their work is in
MU_ARTISTS = [
    ("Ingrid Solberg", 1861, "Norwegian", "impressionism", "oil", "Halvorsen Art Museum"),
    ("Aksel Brekke", 1884, "Norwegian", "expressionism", "oil", "Halvorsen Art Museum"),
    ("Tove Lindqvist", 1902, "Swedish", "expressionism", "print", "Museum of the Lower Town"),
    ("Henrik Aas", 1931, "Norwegian", "abstraction", "oil", "Adria Modern"),
    ("Camille Verdier", 1848, "French", "impressionism", "oil", "Castellane Gallery"),
    ("Lucien Marot", 1856, "French", "impressionism", "watercolour", "Castellane Gallery"),
    ("Odile Fresnay", 1879, "French", "cubism", "oil", "Castellane Gallery"),
    ("Paul Girardot", 1912, "French", "surrealism", "oil", "Adria Modern"),
    ("Mireille Sauvant", 1950, "French", "documentary", "photograph", "Orval Photographic Centre"),
    ("Jean-Baptiste Roux", 1939, "French", "documentary", "photograph", "Orval Photographic Centre"),
    ("Edith Caldwell", 1858, "British", "pre-raphaelite", "watercolour", "Ruskin Hall"),
    ("Thomas Wren", 1870, "British", "arts and crafts", "print", "Ruskin Hall"),
    ("Margaret Pell", 1895, "British", "modernism", "sculpture", "The Quarry Collection"),
    ("Owen Hargreave", 1961, "British", "minimalism", "sculpture", "The Quarry Collection"),
    ("Nadia Okafor", 1974, "British", "contemporary", "photograph", "The Quarry Collection"),
    ("Luka Petrović", 1927, "Croatian", "abstraction", "sculpture", "Adria Modern"),
    ("Vesna Kovač", 1948, "Croatian", "contemporary", "print", "Adria Modern"),
    ("Marko Zorić", 1968, "Croatian", "minimalism", "oil", "Adria Modern"),
    ("Elsa Brandvold", 1889, "Norwegian", "modernism", "sculpture", "Museum of the Lower Town"),
    ("Astrid Moe", 1957, "Norwegian", "contemporary", "photograph", "Museum of the Lower Town"),
    ("Felix Amundsen", 1905, "Danish", "surrealism", "oil", "Halvorsen Art Museum"),
    ("Ida Sørensen", 1983, "Danish", "contemporary", "sculpture", "The Quarry Collection"),
]  # fmt: skip

#: words the generated artwork titles are made of (title = an adjective and a noun, or "noun at place")
MU_ADJ = ["Blue", "Quiet", "Red", "Winter", "Broken", "Golden", "Late", "Silent", "Northern", "Pale",
          "Burning", "Sunken", "Open", "Hidden", "White", "Distant"]  # fmt: skip
MU_NOUN = ["Harbour", "Orchard", "Window", "Figure", "Garden", "Bridge", "Field", "Tower", "Portrait",
           "Shore", "Forest", "Kitchen", "Staircase", "Lantern", "Meadow", "Mill", "Chapel", "Horse"]  # fmt: skip

#: exhibition title, host museum, opened, ticketed
MU_EXHIBITIONS = [
    ("Light of the North", "Halvorsen Art Museum", "2019-03-14", True),
    ("Paper and Ink", "Museum of the Lower Town", "2021-09-02", False),
    ("The Impressionist Eye", "Castellane Gallery", "2018-05-20", True),
    ("Cubism Reconsidered", "Castellane Gallery", "2022-10-07", True),
    ("Streets Without Names", "Orval Photographic Centre", "2020-02-11", False),
    ("Brush and Loom", "Ruskin Hall", "2017-06-30", False),
    ("Weight and Space", "The Quarry Collection", "2023-04-18", True),
    ("After the War", "Adria Modern", "2016-11-25", True),
    ("Adriatic Abstraction", "Adria Modern", "2021-05-05", True),
    ("New Nordic Voices", "Museum of the Lower Town", "2024-01-19", False),
    ("Dreams and Machines", "Halvorsen Art Museum", "2023-08-26", True),
    ("Faces of a Century", "Ruskin Hall", "2022-03-03", False),
]  # fmt: skip

#: exhibition -> the artists whose works it shows (every work of theirs in the pool is a candidate)
MU_SHOWS = {
    "Light of the North": "Ingrid Solberg;Aksel Brekke;Elsa Brandvold",
    "Paper and Ink": "Tove Lindqvist;Thomas Wren;Vesna Kovač",
    "The Impressionist Eye": "Camille Verdier;Lucien Marot;Ingrid Solberg",
    "Cubism Reconsidered": "Odile Fresnay;Margaret Pell",
    "Streets Without Names": "Mireille Sauvant;Jean-Baptiste Roux;Astrid Moe",
    "Brush and Loom": "Edith Caldwell;Thomas Wren",
    "Weight and Space": "Margaret Pell;Owen Hargreave;Ida Sørensen",
    "After the War": "Paul Girardot;Luka Petrović;Henrik Aas",
    "Adriatic Abstraction": "Luka Petrović;Marko Zorić;Henrik Aas",
    "New Nordic Voices": "Astrid Moe;Ida Sørensen",
    "Dreams and Machines": "Felix Amundsen;Paul Girardot",
    "Faces of a Century": "Edith Caldwell;Nadia Okafor;Margaret Pell",
}

#: curator, since, employer, exhibitions they curated ("*" marks the lead)
MU_CURATORS = [
    ("Sigrid Hauge", 1998, "Halvorsen Art Museum", "*Light of the North;Dreams and Machines"),
    ("Bjørn Tveit", 2012, "Halvorsen Art Museum", "*Dreams and Machines"),
    ("Kari Nilsen", 2005, "Museum of the Lower Town", "*Paper and Ink;*New Nordic Voices"),
    ("Hélène Dubois", 1994, "Castellane Gallery", "*The Impressionist Eye;Cubism Reconsidered"),
    ("Marc Aubert", 2015, "Castellane Gallery", "*Cubism Reconsidered;The Impressionist Eye"),
    ("Sylvie Marchand", 2009, "Orval Photographic Centre", "*Streets Without Names"),
    ("George Whitcombe", 1991, "Ruskin Hall", "*Brush and Loom;*Faces of a Century"),
    ("Priya Raman", 2017, "The Quarry Collection", "*Weight and Space;Faces of a Century"),
    ("Ana Babić", 2003, "Adria Modern", "*After the War;*Adriatic Abstraction"),
    ("Dario Vuković", 2020, "Adria Modern", ""),
]  # fmt: skip

#: teacher -> student, year the teaching began
MU_TAUGHT = [
    ("Camille Verdier", "Lucien Marot", 1874), ("Camille Verdier", "Ingrid Solberg", 1882),
    ("Lucien Marot", "Odile Fresnay", 1897), ("Ingrid Solberg", "Aksel Brekke", 1903),
    ("Aksel Brekke", "Elsa Brandvold", 1908), ("Aksel Brekke", "Felix Amundsen", 1924),
    ("Elsa Brandvold", "Henrik Aas", 1950), ("Odile Fresnay", "Paul Girardot", 1930),
    ("Paul Girardot", "Luka Petrović", 1949), ("Luka Petrović", "Vesna Kovač", 1967),
    ("Luka Petrović", "Marko Zorić", 1987), ("Edith Caldwell", "Thomas Wren", 1889),
    ("Thomas Wren", "Margaret Pell", 1913), ("Margaret Pell", "Owen Hargreave", 1980),
    ("Owen Hargreave", "Ida Sørensen", 2004), ("Jean-Baptiste Roux", "Mireille Sauvant", 1971),
    ("Mireille Sauvant", "Astrid Moe", 1979), ("Astrid Moe", "Nadia Okafor", 1996),
]  # fmt: skip


def museum(rng: random.Random) -> object:
    museums = U.VertexFile(
        "museum", [("name", "string"), ("city", "string"), ("founded", "int"), ("free_entry", "bool")]
    )
    mu_vid = {}
    for i, (name, city, founded, free) in enumerate(MU_MUSEUMS, start=1):
        mu_vid[name] = f"mu{i:02d}"
        museums.rows.append([mu_vid[name], name, city, founded, free])
    artists = U.VertexFile(
        "artist", [("name", "string"), ("born", "int"), ("nationality", "string"), ("movement", "string")]
    )
    works = U.VertexFile(
        "artwork",
        [("title", "string"), ("accession", "string"), ("year", "int"), ("medium", "string"),
         ("value", "double"), ("on_display", "bool")],
    )  # fmt: skip
    made = U.EdgeFile("made", [])
    held = U.EdgeFile("held_by", [("acquired", "int")])
    loans = U.EdgeFile("on_loan_to", [("until", "date")])
    ar_vid = {}
    by_artist: dict[str, list[str]] = {}
    titles: set[str] = set()
    n = 0
    for i, (name, born, nation, movement, medium, home) in enumerate(MU_ARTISTS, start=1):
        vid = ar_vid[name] = f"ar{i:02d}"
        artists.rows.append([vid, name, born, nation, movement])
        by_artist[name] = []
        for _ in range(rng.choice([2, 2, 3, 3, 4])):
            n += 1
            wid = f"aw{n:03d}"
            title = f"{rng.choice(MU_ADJ)} {rng.choice(MU_NOUN)}"
            while title in titles:
                title = f"{rng.choice(MU_ADJ)} {rng.choice(MU_NOUN)}"
            titles.add(title)
            year = min(born + rng.randint(22, 60), 2024)
            # most work sits in the artist's home museum; some elsewhere
            owner = home if rng.random() < 0.75 else rng.choice([m[0] for m in MU_MUSEUMS])
            kind = medium if rng.random() < 0.8 else rng.choice(["oil", "watercolour", "print", "sculpture"])
            acquired = max(year + rng.randint(1, 40), [m[2] for m in MU_MUSEUMS if m[0] == owner][0])
            acquired = min(acquired, 2024)
            works.rows.append(
                [wid, title, f"{owner[:2].upper()}-{acquired}-{n:03d}", year, kind,
                 round(rng.uniform(0.2, 48.0), 2), rng.random() < 0.6]
            )  # fmt: skip
            made.rows.append([vid, wid])
            held.rows.append([wid, mu_vid[owner], acquired])
            by_artist[name].append(wid)
            if rng.random() < 0.14:
                borrower = rng.choice([m[0] for m in MU_MUSEUMS if m[0] != owner])
                loans.rows.append([wid, mu_vid[borrower], U._day(rng, 2025, 2027)])
    exhibitions = U.VertexFile(
        "exhibition", [("title", "string"), ("opened", "date"), ("visitors", "int"), ("ticketed", "bool")]
    )
    hosted = U.EdgeFile("hosted_by", [])
    shown = U.EdgeFile("shown_in", [])
    ex_vid = {}
    for i, (title, host, opened, ticketed) in enumerate(MU_EXHIBITIONS, start=1):
        vid = ex_vid[title] = f"ex{i:02d}"
        exhibitions.rows.append(
            [vid, title, dt.date.fromisoformat(opened), rng.randrange(8000, 240000, 100), ticketed]
        )
        hosted.rows.append([vid, mu_vid[host]])
        for artist in MU_SHOWS[title].split(";"):
            pool = by_artist[artist]
            for wid in rng.sample(pool, max(1, len(pool) - 1)):
                shown.rows.append([wid, vid])
    curators = U.VertexFile("curator", [("name", "string"), ("since", "int")])
    employed = U.EdgeFile("employed_by", [("since", "int")])
    curated = U.EdgeFile("curated", [("lead", "bool")])
    for i, (name, since, employer, ex_text) in enumerate(MU_CURATORS, start=1):
        vid = f"cu{i:02d}"
        curators.rows.append([vid, name, since])
        employed.rows.append([vid, mu_vid[employer], since + rng.randint(0, 6)])
        for item in filter(None, ex_text.split(";")):
            curated.rows.append([vid, ex_vid[item.lstrip("*")], item.startswith("*")])
    taught = U.EdgeFile("taught", [("start", "int")])
    for a, b, start in MU_TAUGHT:
        taught.rows.append([ar_vid[a], ar_vid[b], start])
    return U.Graph(
        "museum",
        8,
        MUSEUM_DDL,
        [museums, artists, works, exhibitions, curators],
        [made, held, shown, hosted, curated, employed, taught, loans],
    )


# --------------------------------------------------------------------------- packages (names as ids)

PACKAGES_DDL = """
CREATE TAG IF NOT EXISTS package(language string COMMENT "python, rust, javascript or go", downloads int COMMENT "downloads per month", created date, deprecated bool, stars int) COMMENT = "a published library";
CREATE TAG IF NOT EXISTS maintainer(country string, joined int COMMENT "year they joined the registry", verified bool);
CREATE TAG IF NOT EXISTS licence(spdx string COMMENT "SPDX identifier", osi_approved bool, copyleft bool);
CREATE TAG IF NOT EXISTS organisation(founded int, nonprofit bool) COMMENT = "a company or foundation";
CREATE TAG IF NOT EXISTS release(version string, published date, yanked bool COMMENT "withdrawn after publishing");
CREATE EDGE IF NOT EXISTS depends_on(optional bool, constraint string COMMENT "version range, e.g. >=1.2") COMMENT = "package -> package it needs";
CREATE EDGE IF NOT EXISTS maintains(since int) COMMENT = "maintainer or organisation -> package";
CREATE EDGE IF NOT EXISTS licensed_under();
CREATE EDGE IF NOT EXISTS has_release() COMMENT = "package -> release";
CREATE EDGE IF NOT EXISTS member_of(role string COMMENT "owner, member or contractor") COMMENT = "maintainer -> organisation";
CREATE EDGE IF NOT EXISTS sponsors(amount double COMMENT "thousand USD per year") COMMENT = "organisation -> package";
CREATE TAG INDEX IF NOT EXISTS package_language_index ON package(language(16));
CREATE TAG INDEX IF NOT EXISTS package_downloads_index ON package(downloads);
CREATE TAG INDEX IF NOT EXISTS package_created_index ON package(created);
CREATE TAG INDEX IF NOT EXISTS package_deprecated_index ON package(deprecated);
CREATE TAG INDEX IF NOT EXISTS package_stars_index ON package(stars);
CREATE TAG INDEX IF NOT EXISTS maintainer_country_index ON maintainer(country(24));
CREATE TAG INDEX IF NOT EXISTS maintainer_joined_index ON maintainer(joined);
CREATE TAG INDEX IF NOT EXISTS maintainer_verified_index ON maintainer(verified);
CREATE TAG INDEX IF NOT EXISTS licence_copyleft_index ON licence(copyleft);
CREATE TAG INDEX IF NOT EXISTS organisation_founded_index ON organisation(founded);
CREATE TAG INDEX IF NOT EXISTS organisation_nonprofit_index ON organisation(nonprofit);
CREATE TAG INDEX IF NOT EXISTS release_published_index ON release(published);
CREATE TAG INDEX IF NOT EXISTS release_yanked_index ON release(yanked);
CREATE EDGE INDEX IF NOT EXISTS depends_on_optional_index ON depends_on(optional);
"""

#: licence, spdx, osi approved, copyleft
PK_LICENCES = [
    ("MIT License", "MIT", True, False), ("Apache License 2.0", "Apache-2.0", True, False),
    ("BSD 3-Clause", "BSD-3-Clause", True, False), ("GNU GPL v3", "GPL-3.0-only", True, True),
    ("GNU LGPL v2.1", "LGPL-2.1-only", True, True), ("Mozilla Public License 2.0", "MPL-2.0", True, True),
    ("Business Source License", "BUSL-1.1", False, False), ("The Unlicense", "Unlicense", True, False),
]  # fmt: skip

#: organisation, founded, nonprofit
PK_ORGS = [
    ("Lattice Foundation", 2011, True), ("Tern Labs", 2016, False), ("Open Harbour Collective", 2008, True),
    ("Quarkwise", 2019, False), ("Redwood Systems", 2002, False), ("Civic Code Trust", 2014, True),
    ("Bramble Cloud", 2021, False),
]  # fmt: skip

#: maintainer handle, country, joined, verified, organisations ("role@org")
PK_MAINTAINERS = [
    ("ada-kowal", "Poland", 2013, True, "owner@Lattice Foundation"),
    ("bram.vos", "Netherlands", 2015, True, "member@Lattice Foundation;contractor@Tern Labs"),
    ("chen-yu", "Taiwan", 2017, True, "owner@Tern Labs"),
    ("dmitri_k", "Estonia", 2012, False, ""),
    ("elif.sahin", "Turkey", 2018, True, "member@Open Harbour Collective"),
    ("fionn-obrien", "Ireland", 2010, True, "owner@Open Harbour Collective"),
    ("gaia_r", "Italy", 2020, False, "member@Quarkwise"),
    ("hiro-tanabe", "Japan", 2014, True, "owner@Quarkwise;member@Civic Code Trust"),
    ("isla.mcrae", "UK", 2016, True, "member@Redwood Systems"),
    ("jonas-berg", "Sweden", 2011, True, "owner@Redwood Systems"),
    ("kemi-adeyemi", "Nigeria", 2019, True, "member@Civic Code Trust"),
    ("lucas.moreau", "France", 2013, False, "contractor@Bramble Cloud"),
    ("maya-ortiz", "Mexico", 2021, True, "owner@Bramble Cloud"),
    ("nils_h", "Germany", 2009, True, "member@Lattice Foundation"),
    ("oona-virtanen", "Finland", 2018, False, ""),
    ("pavel.novak", "Czechia", 2015, True, "owner@Civic Code Trust"),
    ("quinn-lee", "Canada", 2022, False, "member@Tern Labs"),
    ("rosa-delgado", "Spain", 2016, True, ""),
    ("sami-haddad", "Lebanon", 2020, True, "member@Quarkwise"),
    ("tomas-ilic", "Serbia", 2014, False, "member@Open Harbour Collective"),
    ("uma-patel", "India", 2017, True, "member@Redwood Systems;contractor@Quarkwise"),
    ("viktor-lind", "Norway", 2023, False, ""),
]  # fmt: skip

#: package, language, licence, maintainers ("*" marks the first maintainer), dependencies ("?" = optional)
PK_PACKAGES = [
    ("corelog", "python", "MIT License", "*nils_h;ada-kowal", ""),
    ("tidyframe", "python", "BSD 3-Clause", "*ada-kowal;bram.vos", "corelog;numcrate"),
    ("numcrate", "python", "BSD 3-Clause", "*nils_h", ""),
    ("plotwise", "python", "MIT License", "*bram.vos;isla.mcrae", "tidyframe;numcrate;?colorspan"),
    ("colorspan", "python", "MIT License", "*elif.sahin", ""),
    ("httpkit", "python", "Apache License 2.0", "*fionn-obrien;tomas-ilic", "corelog;?certbundle"),
    ("certbundle", "python", "Mozilla Public License 2.0", "*fionn-obrien", ""),
    ("restfold", "python", "Apache License 2.0", "*tomas-ilic;elif.sahin", "httpkit;schemalite"),
    ("schemalite", "python", "MIT License", "*dmitri_k", ""),
    ("mlbench", "python", "Apache License 2.0", "*hiro-tanabe;gaia_r", "tidyframe;plotwise;?gpuprobe"),
    ("gpuprobe", "python", "Business Source License", "*sami-haddad", "corelog"),
    ("datalake-cli", "python", "GNU GPL v3", "*rosa-delgado", "restfold;tidyframe"),
    ("oldparse", "python", "GNU LGPL v2.1", "*dmitri_k", ""),
    ("ferrox", "rust", "Apache License 2.0", "*chen-yu;quinn-lee", ""),
    ("tokio-lite", "rust", "MIT License", "*chen-yu", "ferrox"),
    ("serde-mini", "rust", "MIT License", "*lucas.moreau", ""),
    ("rustls-shim", "rust", "Apache License 2.0", "*quinn-lee", "ferrox;?serde-mini"),
    ("axle-web", "rust", "MIT License", "*maya-ortiz;lucas.moreau", "tokio-lite;serde-mini;rustls-shim"),
    ("cratedb-client", "rust", "Business Source License", "*maya-ortiz", "axle-web;serde-mini"),
    ("bitforge", "rust", "The Unlicense", "*viktor-lind", ""),
    ("leafjs", "javascript", "MIT License", "*kemi-adeyemi", ""),
    ("dom-weaver", "javascript", "MIT License", "*kemi-adeyemi;pavel.novak", "leafjs"),
    ("statebox", "javascript", "MIT License", "*pavel.novak", "leafjs"),
    ("formwise", "javascript", "Apache License 2.0", "*oona-virtanen", "dom-weaver;statebox"),
    ("chartlet", "javascript", "Mozilla Public License 2.0", "*isla.mcrae", "dom-weaver;?colorspan-js"),
    ("colorspan-js", "javascript", "MIT License", "*elif.sahin", ""),
    ("nodemailx", "javascript", "GNU GPL v3", "*rosa-delgado", "leafjs"),
    ("quickbundle", "javascript", "MIT License", "*uma-patel;jonas-berg", "leafjs;statebox"),
    ("legacy-grid", "javascript", "GNU LGPL v2.1", "*oona-virtanen", "dom-weaver"),
    ("gopher-kv", "go", "Apache License 2.0", "*jonas-berg", ""),
    ("meshwire", "go", "Apache License 2.0", "*jonas-berg;uma-patel", "gopher-kv"),
    ("tracely", "go", "BSD 3-Clause", "*isla.mcrae", "meshwire"),
    ("clifly", "go", "MIT License", "*sami-haddad", ""),
    ("vaultline", "go", "Business Source License", "*uma-patel", "meshwire;gopher-kv;?tracely"),
    ("gridstore", "go", "Mozilla Public License 2.0", "*gaia_r", "gopher-kv"),
]  # fmt: skip

#: deprecated packages (no longer maintained upstream)
PK_DEPRECATED = {"oldparse", "legacy-grid", "bitforge"}

#: organisation -> packages it maintains as an organisation
PK_ORG_MAINTAINS = {
    "Lattice Foundation": "corelog;numcrate;tidyframe",
    "Tern Labs": "ferrox;tokio-lite",
    "Open Harbour Collective": "httpkit;certbundle",
    "Quarkwise": "mlbench",
    "Redwood Systems": "meshwire;gopher-kv",
    "Civic Code Trust": "leafjs;statebox",
}

#: organisation -> sponsored packages
PK_SPONSORS = {
    "Lattice Foundation": "numcrate;plotwise",
    "Tern Labs": "ferrox;axle-web;rustls-shim",
    "Open Harbour Collective": "restfold;httpkit",
    "Quarkwise": "gpuprobe;mlbench;tidyframe",
    "Redwood Systems": "tracely",
    "Civic Code Trust": "dom-weaver;formwise;leafjs",
    "Bramble Cloud": "cratedb-client;axle-web;meshwire",
}


def packages(rng: random.Random) -> object:
    licences = U.VertexFile("licence", [("spdx", "string"), ("osi_approved", "bool"), ("copyleft", "bool")])
    for row in PK_LICENCES:
        licences.rows.append(list(row))
    orgs = U.VertexFile("organisation", [("founded", "int"), ("nonprofit", "bool")])
    for org_row in PK_ORGS:
        orgs.rows.append(list(org_row))
    people = U.VertexFile("maintainer", [("country", "string"), ("joined", "int"), ("verified", "bool")])
    member = U.EdgeFile("member_of", [("role", "string")])
    joined = {}
    for handle, country, year, verified, org_text in PK_MAINTAINERS:
        people.rows.append([handle, country, year, verified])
        joined[handle] = year
        for item in filter(None, org_text.split(";")):
            role, org = item.split("@")
            member.rows.append([handle, org, role])
    pkgs = U.VertexFile(
        "package",
        [("language", "string"), ("downloads", "int"), ("created", "date"), ("deprecated", "bool"),
         ("stars", "int")],
    )  # fmt: skip
    maintains = U.EdgeFile("maintains", [("since", "int")])
    licensed = U.EdgeFile("licensed_under", [])
    depends = U.EdgeFile("depends_on", [("optional", "bool"), ("constraint", "string")])
    has_release = U.EdgeFile("has_release", [])
    releases = U.VertexFile("release", [("version", "string"), ("published", "date"), ("yanked", "bool")])
    created_year = {}
    for name, lang, licence, people_text, dep_text in PK_PACKAGES:
        created = U._day(rng, 2012, 2022)
        created_year[name] = created.year
        downloads = rng.randrange(1200, 4_800_000, 100)
        pkgs.rows.append([name, lang, downloads, created, name in PK_DEPRECATED, rng.randint(40, 32000)])
        licensed.rows.append([name, licence])
        for handle in people_text.split(";"):
            handle = handle.lstrip("*")
            maintains.rows.append([handle, name, max(created.year, joined[handle]) + rng.randint(0, 2)])
        for dep in filter(None, dep_text.split(";")):
            optional = dep.startswith("?")
            dep = dep.lstrip("?")
            constraint = f">={rng.randint(0, 3)}.{rng.randint(0, 9)}"
            depends.rows.append([name, dep, optional, constraint])
        # two to four releases, in order; a release is yanked now and then
        day = created
        major, minor = 0, 1
        for _ in range(rng.randint(1, 3)):
            day = day + dt.timedelta(days=rng.randint(40, 700))
            if rng.random() < 0.35:
                major, minor = major + 1, 0
            else:
                minor += 1
            rid = f"{name}@{major}.{minor}.0"
            releases.rows.append(
                [rid, f"{major}.{minor}.0", min(day, dt.date(2025, 10, 1)), rng.random() < 0.1]
            )
            has_release.rows.append([name, rid])
    for org, text in PK_ORG_MAINTAINS.items():
        for name in text.split(";"):
            maintains.rows.append([org, name, max(created_year[name], {o[0]: o[1] for o in PK_ORGS}[org])])
    sponsors = U.EdgeFile("sponsors", [("amount", "double")])
    for org, text in PK_SPONSORS.items():
        for name in text.split(";"):
            sponsors.rows.append([org, name, round(rng.uniform(2.0, 120.0), 1)])
    return U.Graph(
        "packages",
        32,
        PACKAGES_DDL,
        [pkgs, people, licences, orgs, releases],
        [depends, maintains, licensed, has_release, member, sponsors],
    )


# --------------------------------------------------------------------------- theatre (Chinese names, opaque ids)

THEATRE_DDL = """
CREATE TAG IF NOT EXISTS troupe(name string COMMENT "剧团名称", founded int COMMENT "建团年份", state_owned bool COMMENT "是否国有院团") COMMENT = "剧团";
CREATE TAG IF NOT EXISTS actor(name string, born int COMMENT "出生年份", gender string COMMENT "男/女", rank string COMMENT "一级/二级/三级演员") COMMENT = "演员";
CREATE TAG IF NOT EXISTS play(title string COMMENT "剧目名称", genre string COMMENT "话剧/京剧/越剧/昆曲/音乐剧/儿童剧", premiere date COMMENT "首演日期", length_min int COMMENT "时长(分钟)") COMMENT = "剧目";
CREATE TAG IF NOT EXISTS venue(name string, seats int COMMENT "座位数", opened int COMMENT "启用年份") COMMENT = "剧场";
CREATE TAG IF NOT EXISTS city(name string, province string);
CREATE EDGE IF NOT EXISTS member_of(joined int COMMENT "入团年份") COMMENT = "演员 -> 剧团";
CREATE EDGE IF NOT EXISTS acted_in(role string COMMENT "角色", lead bool COMMENT "是否主演") COMMENT = "演员 -> 剧目";
CREATE EDGE IF NOT EXISTS staged() COMMENT = "剧团 -> 出品的剧目";
CREATE EDGE IF NOT EXISTS performed_at(shows int COMMENT "演出场次", first_date date COMMENT "首场日期") COMMENT = "剧目 -> 剧场";
CREATE EDGE IF NOT EXISTS located_in() COMMENT = "剧场或剧团 -> 所在城市";
CREATE EDGE IF NOT EXISTS mentored(since int COMMENT "拜师年份") COMMENT = "师父 -> 徒弟";
CREATE TAG INDEX IF NOT EXISTS troupe_name_index ON troupe(name(32));
CREATE TAG INDEX IF NOT EXISTS troupe_founded_index ON troupe(founded);
CREATE TAG INDEX IF NOT EXISTS troupe_state_index ON troupe(state_owned);
CREATE TAG INDEX IF NOT EXISTS actor_name_index ON actor(name(16));
CREATE TAG INDEX IF NOT EXISTS actor_born_index ON actor(born);
CREATE TAG INDEX IF NOT EXISTS actor_gender_index ON actor(gender(4));
CREATE TAG INDEX IF NOT EXISTS actor_rank_index ON actor(rank(8));
CREATE TAG INDEX IF NOT EXISTS play_title_index ON play(title(32));
CREATE TAG INDEX IF NOT EXISTS play_genre_index ON play(genre(8));
CREATE TAG INDEX IF NOT EXISTS play_premiere_index ON play(premiere);
CREATE TAG INDEX IF NOT EXISTS play_length_index ON play(length_min);
CREATE TAG INDEX IF NOT EXISTS venue_name_index ON venue(name(32));
CREATE TAG INDEX IF NOT EXISTS venue_seats_index ON venue(seats);
CREATE TAG INDEX IF NOT EXISTS city_name_index ON city(name(16));
CREATE TAG INDEX IF NOT EXISTS city_province_index ON city(province(16));
CREATE EDGE INDEX IF NOT EXISTS performed_at_shows_index ON performed_at(shows);
"""

#: city, province
TH_CITIES = [
    ("北京", "北京"), ("上海", "上海"), ("杭州", "浙江"), ("绍兴", "浙江"), ("苏州", "江苏"),
    ("南京", "江苏"), ("天津", "天津"), ("成都", "四川"), ("西安", "陕西"), ("广州", "广东"),
]  # fmt: skip

#: troupe, founded, state owned, city
TH_TROUPES = [
    ("京华话剧院", 1952, True, "北京"), ("春申京剧团", 1955, True, "上海"), ("西子越剧团", 1950, True, "杭州"),
    ("兰苑昆剧团", 1956, True, "苏州"), ("蓝鲸剧社", 2008, False, "北京"), ("海上音乐剧工坊", 2013, False, "上海"),
    ("蓉城小剧场联盟", 2016, False, "成都"), ("童心儿童艺术剧团", 1987, True, "南京"),
]  # fmt: skip

#: venue, city, seats
TH_VENUES = [
    ("长乐大戏楼", "北京", 1180), ("京华剧场", "北京", 920), ("蜂巢实验剧场", "北京", 260),
    ("申城大剧院", "上海", 1850), ("申江舞台", "上海", 980), ("外滩艺术中心", "上海", 640),
    ("西湖剧院", "杭州", 1100), ("兰亭戏台", "绍兴", 420), ("沧浪亭昆曲馆", "苏州", 300),
    ("金陵大剧院", "南京", 1500), ("津门大戏院", "天津", 1300), ("锦官城剧场", "成都", 760),
    ("曲江大剧院", "西安", 1600), ("珠江粤韵剧院", "广州", 1200),
]  # fmt: skip

#: play, genre, troupe, premiere, venues ("name:shows"; first date drawn)
TH_PLAYS = [
    ("胡同深处", "话剧", "京华话剧院", "2009-04-12", "京华剧场:180;申城大剧院:24;曲江大剧院:8"),
    ("老城茶馆", "话剧", "京华话剧院", "1998-10-01", "京华剧场:420;长乐大戏楼:36;金陵大剧院:12;津门大戏院:10"),
    ("北平往事", "话剧", "京华话剧院", "2016-09-18", "京华剧场:96;西湖剧院:14"),
    ("风雪归人", "话剧", "京华话剧院", "2021-12-03", "京华剧场:40"),
    ("定军山", "京剧", "春申京剧团", "1985-02-20", "申江舞台:260;长乐大戏楼:44;津门大戏院:30"),
    ("锁麟囊", "京剧", "春申京剧团", "1992-05-16", "申江舞台:310;长乐大戏楼:52;申城大剧院:20;珠江粤韵剧院:6"),
    ("大闹天宫", "京剧", "春申京剧团", "2003-01-22", "申江舞台:150;金陵大剧院:18"),
    ("霸王别姬", "京剧", "春申京剧团", "1996-11-09", "申江舞台:200;长乐大戏楼:60;曲江大剧院:12"),
    ("梁祝", "越剧", "西子越剧团", "1988-03-08", "西湖剧院:380;兰亭戏台:90;申城大剧院:16"),
    ("红楼梦", "越剧", "西子越剧团", "1994-07-01", "西湖剧院:290;申江舞台:28;金陵大剧院:14"),
    ("五女拜寿", "越剧", "西子越剧团", "2001-10-15", "西湖剧院:120;兰亭戏台:60"),
    ("西厢记", "越剧", "西子越剧团", "2012-04-30", "西湖剧院:84"),
    ("牡丹亭", "昆曲", "兰苑昆剧团", "1999-06-18", "沧浪亭昆曲馆:340;长乐大戏楼:26;外滩艺术中心:22"),
    ("长生殿", "昆曲", "兰苑昆剧团", "2007-09-09", "沧浪亭昆曲馆:160;西湖剧院:12"),
    ("桃花扇", "昆曲", "兰苑昆剧团", "2014-03-27", "沧浪亭昆曲馆:110;金陵大剧院:20"),
    ("白日梦游者", "话剧", "蓝鲸剧社", "2011-08-05", "蜂巢实验剧场:150;外滩艺术中心:30;锦官城剧场:18"),
    ("第七个房间", "话剧", "蓝鲸剧社", "2015-05-21", "蜂巢实验剧场:88"),
    ("雨季不再来", "话剧", "蓝鲸剧社", "2019-11-11", "蜂巢实验剧场:64;锦官城剧场:20"),
    ("外滩之夜", "音乐剧", "海上音乐剧工坊", "2014-12-24", "外滩艺术中心:240;申城大剧院:60;珠江粤韵剧院:24"),
    ("星河列车", "音乐剧", "海上音乐剧工坊", "2018-07-07", "申城大剧院:120;曲江大剧院:16;锦官城剧场:22"),
    ("追光者", "音乐剧", "海上音乐剧工坊", "2022-06-01", "外滩艺术中心:70"),
    ("火锅与诗", "话剧", "蓉城小剧场联盟", "2017-04-04", "锦官城剧场:130"),
    ("熊猫回家", "儿童剧", "蓉城小剧场联盟", "2019-06-01", "锦官城剧场:90;金陵大剧院:14"),
    ("小蝌蚪找妈妈", "儿童剧", "童心儿童艺术剧团", "1990-06-01", "金陵大剧院:260;申城大剧院:30;西湖剧院:20"),
    ("宝葫芦的秘密", "儿童剧", "童心儿童艺术剧团", "2006-07-15", "金陵大剧院:140"),
    ("海底两万里", "儿童剧", "童心儿童艺术剧团", "2020-08-08", "金陵大剧院:60;津门大戏院:12"),
]  # fmt: skip

#: actor, born, gender, rank, troupe (None = freelance), plays ("*" = lead role)
TH_ACTORS = [
    ("陈墨", 1962, "男", "一级", "京华话剧院", "*老城茶馆;胡同深处"),
    ("林小雨", 1978, "女", "一级", "京华话剧院", "*胡同深处;北平往事"),
    ("赵建国", 1955, "男", "一级", "京华话剧院", "老城茶馆"),
    ("孙晓梅", 1985, "女", "二级", "京华话剧院", "*北平往事;风雪归人"),
    ("周航", 1991, "男", "三级", "京华话剧院", "*风雪归人;老城茶馆"),
    ("马连生", 1950, "男", "一级", "春申京剧团", "*定军山;*霸王别姬"),
    ("程秋雁", 1968, "女", "一级", "春申京剧团", "*锁麟囊;霸王别姬"),
    ("言少楼", 1980, "男", "二级", "春申京剧团", "*大闹天宫;定军山"),
    ("梅若兰", 1989, "女", "二级", "春申京剧团", "*霸王别姬;锁麟囊"),
    ("谭小楼", 1995, "男", "三级", "春申京剧团", "大闹天宫"),
    ("袁素琴", 1958, "女", "一级", "西子越剧团", "*梁祝;*红楼梦"),
    ("范清芷", 1966, "女", "一级", "西子越剧团", "梁祝;*五女拜寿"),
    ("许映红", 1975, "女", "二级", "西子越剧团", "*红楼梦;西厢记"),
    ("汪晓娟", 1987, "女", "二级", "西子越剧团", "*西厢记;五女拜寿"),
    ("茅小舟", 1993, "女", "三级", "西子越剧团", "西厢记;梁祝"),
    ("张青萝", 1960, "女", "一级", "兰苑昆剧团", "*牡丹亭;长生殿"),
    ("蔡仲和", 1963, "男", "一级", "兰苑昆剧团", "*长生殿;牡丹亭"),
    ("俞清林", 1979, "男", "二级", "兰苑昆剧团", "*桃花扇;牡丹亭"),
    ("沈若英", 1982, "女", "二级", "兰苑昆剧团", "桃花扇;长生殿"),
    ("吕嘉禾", 1998, "女", "三级", "兰苑昆剧团", "桃花扇"),
    ("何冰雁", 1983, "女", "二级", "蓝鲸剧社", "*白日梦游者;雨季不再来"),
    ("高远", 1990, "男", "三级", "蓝鲸剧社", "*第七个房间;白日梦游者"),
    ("黎曼", 1994, "女", "三级", "蓝鲸剧社", "*雨季不再来;第七个房间"),
    ("顾子轩", 1988, "男", "二级", "海上音乐剧工坊", "*外滩之夜;星河列车"),
    ("阿朵朵", 1992, "女", "二级", "海上音乐剧工坊", "*星河列车;外滩之夜"),
    ("韩小野", 1997, "男", "三级", "海上音乐剧工坊", "*追光者"),
    ("苏婉", 1999, "女", "三级", "海上音乐剧工坊", "追光者;星河列车"),
    ("李辣", 1986, "男", "三级", "蓉城小剧场联盟", "*火锅与诗"),
    ("王巴蜀", 1993, "男", "三级", "蓉城小剧场联盟", "*熊猫回家;火锅与诗"),
    ("杨朵", 1975, "女", "一级", "童心儿童艺术剧团", "*小蝌蚪找妈妈;宝葫芦的秘密"),
    ("钱小宝", 1984, "男", "二级", "童心儿童艺术剧团", "*宝葫芦的秘密;*海底两万里"),
    ("冯乐乐", 1996, "女", "三级", "童心儿童艺术剧团", "海底两万里;小蝌蚪找妈妈"),
    ("白一舟", 1970, "男", "一级", None, "老城茶馆;星河列车"),
    ("欧阳青", 1981, "女", "二级", None, "*外滩之夜;白日梦游者"),
    ("常宁", 1965, "男", "二级", None, "火锅与诗;胡同深处"),
    ("许知行", 2000, "男", "三级", None, ""),
    ("柳如烟", 1972, "女", "一级", "京华话剧院", ""),
    ("葛小然", 1988, "男", "三级", "春申京剧团", ""),
]  # fmt: skip

#: master -> apprentice, since
TH_MENTORED = [
    ("马连生", "言少楼", 1998), ("言少楼", "谭小楼", 2012), ("程秋雁", "梅若兰", 2006),
    ("马连生", "程秋雁", 1986), ("袁素琴", "许映红", 1992), ("许映红", "汪晓娟", 2004),
    ("汪晓娟", "茅小舟", 2011), ("范清芷", "茅小舟", 2010), ("张青萝", "沈若英", 2000),
    ("蔡仲和", "俞清林", 1998), ("俞清林", "吕嘉禾", 2016), ("陈墨", "孙晓梅", 2005),
    ("孙晓梅", "周航", 2013), ("赵建国", "陈墨", 1982), ("杨朵", "冯乐乐", 2015),
]  # fmt: skip


def theatre(rng: random.Random) -> object:
    cities = U.VertexFile("city", [("name", "string"), ("province", "string")])
    city_vid = {}
    for i, (name, province) in enumerate(TH_CITIES, start=1):
        city_vid[name] = f"c{i:02d}"
        cities.rows.append([city_vid[name], name, province])
    located = U.EdgeFile("located_in", [])
    troupes = U.VertexFile("troupe", [("name", "string"), ("founded", "int"), ("state_owned", "bool")])
    tr_vid = {}
    for i, (name, founded, state, city) in enumerate(TH_TROUPES, start=1):
        vid = tr_vid[name] = f"t{i:02d}"
        troupes.rows.append([vid, name, founded, state])
        located.rows.append([vid, city_vid[city]])
    venues = U.VertexFile("venue", [("name", "string"), ("seats", "int"), ("opened", "int")])
    ve_vid = {}
    for i, (name, city, seats) in enumerate(TH_VENUES, start=1):
        vid = ve_vid[name] = f"v{i:02d}"
        venues.rows.append([vid, name, seats, rng.randint(1921, 2018)])
        located.rows.append([vid, city_vid[city]])
    plays = U.VertexFile(
        "play", [("title", "string"), ("genre", "string"), ("premiere", "date"), ("length_min", "int")]
    )
    staged = U.EdgeFile("staged", [])
    performed = U.EdgeFile("performed_at", [("shows", "int"), ("first_date", "date")])
    pl_vid = {}
    for i, (title, genre, troupe, premiere, venue_text) in enumerate(TH_PLAYS, start=1):
        vid = pl_vid[title] = f"p{i:02d}"
        first = dt.date.fromisoformat(premiere)
        length = rng.randrange(60, 101, 5) if genre == "儿童剧" else rng.randrange(95, 196, 5)
        plays.rows.append([vid, title, genre, first, length])
        staged.rows.append([tr_vid[troupe], vid])
        for k, item in enumerate(venue_text.split(";")):
            venue, shows = item.split(":")
            day = first if k == 0 else first + dt.timedelta(days=rng.randint(60, 3000))
            performed.rows.append([vid, ve_vid[venue], int(shows), day])
    actors = U.VertexFile(
        "actor", [("name", "string"), ("born", "int"), ("gender", "string"), ("rank", "string")]
    )
    member = U.EdgeFile("member_of", [("joined", "int")])
    acted = U.EdgeFile("acted_in", [("role", "string"), ("lead", "bool")])
    ac_vid = {}
    roles = ["甲", "乙", "丙", "丁", "戊", "己"]
    for i, (name, born, gender, rank, home, play_text) in enumerate(TH_ACTORS, start=1):
        vid = ac_vid[name] = f"a{i:02d}"
        actors.rows.append([vid, name, born, gender, rank])
        if home:
            founded = [t[1] for t in TH_TROUPES if t[0] == home][0]
            member.rows.append([vid, tr_vid[home], max(founded, born + rng.randint(18, 26))])
        for item in filter(None, play_text.split(";")):
            lead = item.startswith("*")
            acted.rows.append([vid, pl_vid[item.lstrip("*")], f"角色{rng.choice(roles)}", lead])
    mentored = U.EdgeFile("mentored", [("since", "int")])
    for a, b, since in TH_MENTORED:
        mentored.rows.append([ac_vid[a], ac_vid[b], since])
    return U.Graph(
        "theatre",
        8,
        THEATRE_DDL,
        [troupes, actors, plays, venues, cities],
        [member, acted, staged, performed, located, mentored],
    )


# --------------------------------------------------------------------------- main

SEED = 20261202
BUILDERS = {"museum": museum, "packages": packages, "theatre": theatre}


def build_all() -> list[Any]:
    """The three graphs; each builder gets its own RNG so editing one graph leaves the others unchanged."""
    return [build(random.Random(f"{SEED}-{space}")) for space, build in BUILDERS.items()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, U.write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
