"""Write the made-up ``glassco`` graph of ``eval/transpile_fresh4/graphs/`` (a glassblowing studio co-op).

Why a fourth fresh set: ``eval/transpile_fresh3/`` (spice) was run to fix the transpiler in
round 5, so it is no longer unseen (issue 29). This graph and its gold nGQL (``questions.jsonl``,
written by a helper who did not read the transpiler or the backends) measure it on material
nobody tuned it on. Everything is invented (no real artists, galleries or clients) and written
out by hand (no RNG), so the files are byte-identical on every run. The file model and the
writer are ``eval/unseen/make_graphs.py``'s; the command line is ``eval/_oracle_kit.py``'s.

The graph: artists ``mentors`` and ``collaborates`` with each other (two edge types between
one tag; ``collaborates`` holds a 2-cycle and a 3-cycle), ``works_at`` furnaces and ``made``
pieces; pieces are ``fired_in`` furnaces and ``shown_at`` galleries; galleries ``represents``
artists and ``brokered`` commissions; commissions are ``assigned_to`` artists and one was
``delivered`` as a piece. Two artists are also ``instructor``s (a second tag on the same
vertex, loaded from its own file). Every property type: int, double, bool, string, date and
datetime (``furnace.fired_up``, ``commission.placed_at``, ``fired_in.fired_on``,
``collaborates.last_session``). NULLs: ``artist.hourly_rate``, ``artist.specialty`` and
``piece.price`` (``nullable: true`` in ``config.yaml``, the importer's rule for an empty cell).

Usage::

    python eval/transpile_fresh4/make_graphs.py [--out eval/transpile_fresh4/graphs]
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the kit

from _oracle_kit import load_eval_script, write_graphs_main  # noqa: E402

#: ``eval/unseen/make_graphs.py``: the file model and the writer
U = load_eval_script(HERE.parent / "unseen" / "make_graphs.py", "unseen_make_graphs")

DDL = """
CREATE TAG IF NOT EXISTS artist(name string, joined date, years_exp int, hourly_rate double NULL, resident bool, specialty string NULL);
CREATE TAG IF NOT EXISTS instructor(rate double COMMENT "per class hour", certified date, max_students int);
CREATE TAG IF NOT EXISTS furnace(name string, kind string, max_temp int COMMENT "celsius", fuel string, fired_up datetime, active bool);
CREATE TAG IF NOT EXISTS piece(name string, style string, weight_kg double, finished date, price int NULL, sold bool);
CREATE TAG IF NOT EXISTS commission(title string, client string, budget double, due date, rush bool, placed_at datetime);
CREATE TAG IF NOT EXISTS gallery(name string, city string, opened int, commission_rate double, online bool);
CREATE EDGE IF NOT EXISTS mentors(since int, weekly_hours double);
CREATE EDGE IF NOT EXISTS collaborates(sessions int, last_session datetime);
CREATE EDGE IF NOT EXISTS works_at(hours double COMMENT "hours a week", shift string, since date);
CREATE EDGE IF NOT EXISTS made(role string, hours int);
CREATE EDGE IF NOT EXISTS fired_in(temp int, fired_on datetime, cracked bool);
CREATE EDGE IF NOT EXISTS shown_at(since date, featured bool, asking double);
CREATE EDGE IF NOT EXISTS represents(since int, exclusive bool);
CREATE EDGE IF NOT EXISTS brokered(fee double);
CREATE EDGE IF NOT EXISTS assigned_to(share double, accepted date);
CREATE EDGE IF NOT EXISTS delivered(on_date date);
CREATE TAG INDEX IF NOT EXISTS artist_name_index ON artist(name(32));
CREATE TAG INDEX IF NOT EXISTS artist_years_index ON artist(years_exp);
CREATE TAG INDEX IF NOT EXISTS artist_specialty_index ON artist(specialty(16));
CREATE TAG INDEX IF NOT EXISTS artist_index ON artist();
CREATE TAG INDEX IF NOT EXISTS instructor_index ON instructor();
CREATE TAG INDEX IF NOT EXISTS furnace_index ON furnace();
CREATE TAG INDEX IF NOT EXISTS piece_style_index ON piece(style(16));
CREATE TAG INDEX IF NOT EXISTS piece_weight_index ON piece(weight_kg);
CREATE TAG INDEX IF NOT EXISTS piece_index ON piece();
CREATE TAG INDEX IF NOT EXISTS commission_index ON commission();
CREATE TAG INDEX IF NOT EXISTS gallery_city_index ON gallery(city(16));
CREATE TAG INDEX IF NOT EXISTS gallery_index ON gallery();
CREATE EDGE INDEX IF NOT EXISTS made_hours_index ON made(hours);
CREATE EDGE INDEX IF NOT EXISTS works_at_index ON works_at();
CREATE EDGE INDEX IF NOT EXISTS fired_in_temp_index ON fired_in(temp);
CREATE EDGE INDEX IF NOT EXISTS shown_at_index ON shown_at();
"""

D = dt.date
T = dt.datetime
#: the empty cells are NULL (``nullable: true``): hourly_rate, specialty
ARTISTS = [
    ["a01", "Maren Holt", D(2015, 4, 1), 18, 65.0, True, "murrine"],
    ["a02", "Tobias Wren", D(2017, 9, 15), 11, 48.5, True, "sculpture"],
    ["a03", "Ilse Dunmore", D(2012, 2, 20), 24, "", True, "lampwork"],
    ["a04", "Caspar Vell", D(2019, 6, 3), 6, 35.0, False, ""],
    ["a05", "Odessa Kain", D(2020, 1, 10), 4, 30.25, False, "goblets"],
    ["a06", "Rafe Lindqvist", D(2016, 11, 28), 14, "", True, ""],
    ["a07", "Juno Abara", D(2021, 8, 19), 3, 28.0, False, "sculpture"],
    ["a08", "Petra Sollis", D(2014, 3, 7), 20, 72.5, True, "murrine"],
]  # fmt: skip
#: a second tag on two artists (the same vids as in ARTISTS)
INSTRUCTORS = [["a01", 90.0, D(2018, 5, 1), 6], ["a03", 85.5, D(2015, 9, 12), 4]]
FURNACES = [
    ["f01", "Big Bertha", "pot", 1230, "gas", T(2024, 1, 8, 6, 30), True],
    ["f02", "Little Ember", "day tank", 1150, "electric", T(2023, 11, 20, 7, 15), True],
    ["f03", "Old Smokey", "pot", 1200, "wood", T(2019, 3, 2, 5, 45), False],
]  # fmt: skip
#: the empty cells are NULL: price
PIECES = [
    ["pc01", "Tidal Bowl", "bowl", 2.4, D(2024, 2, 10), 480, True],
    ["pc02", "Amber Spire", "sculpture", 6.75, D(2024, 3, 22), 1250, False],
    ["pc03", "Cobalt Goblet Set", "goblet", 1.2, D(2023, 12, 5), 320, True],
    ["pc04", "Murrine Platter", "platter", 3.1, D(2024, 4, 18), "", False],
    ["pc05", "Ember Vase", "vase", 2.05, D(2023, 10, 30), 560, True],
    ["pc06", "Frost Orb", "sculpture", 4.4, D(2024, 5, 2), "", False],
    ["pc07", "Reed Bottles", "vase", 0.9, D(2024, 1, 15), 150, False],
    ["pc08", "Heron in Flight", "sculpture", 8.2, D(2024, 6, 11), 2100, True],
]  # fmt: skip
COMMISSIONS = [
    ["c01", "Hotel Lobby Chandelier", "Harbor Hotel", 12000.0, D(2024, 9, 30), False, T(2024, 2, 1, 10, 0)],
    ["c02", "Wedding Goblets", "the Ashby family", 900.0, D(2024, 5, 20), True, T(2024, 4, 2, 14, 30)],
    ["c03", "Memorial Orb", "Lark Foundation", 1500.0, D(2024, 7, 1), False, T(2024, 3, 11, 9, 15)],
    ["c04", "Restaurant Lights", "Cafe Solano", 4800.5, D(2024, 11, 15), True, T(2024, 6, 20, 16, 45)],
]  # fmt: skip
GALLERIES = [
    ["g01", "Kiln Street Gallery", "Portwell", 2008, 0.35, False],
    ["g02", "The Glass Loft", "Brantham", 2015, 0.4, True],
    ["g03", "Northlight Arts", "Portwell", 1997, 0.3, False],
    ["g04", "Vitreous Online", "Brantham", 2020, 0.25, True],
]  # fmt: skip
MENTORS = [
    ["a03", "a01", 2015, 4.0], ["a03", "a06", 2016, 2.5], ["a01", "a02", 2017, 3.5], ["a01", "a05", 2020, 2.0],
    ["a08", "a04", 2019, 3.0], ["a02", "a07", 2021, 1.5], ["a06", "a07", 2022, 1.0],
]  # fmt: skip
#: a01 <-> a08 (a 2-cycle) and a02 -> a04 -> a05 -> a02 (a 3-cycle)
COLLABORATES = [
    ["a01", "a08", 12, T(2024, 5, 14, 13, 0)], ["a08", "a01", 5, T(2024, 3, 2, 10, 30)],
    ["a02", "a04", 7, T(2024, 4, 9, 15, 0)], ["a04", "a05", 3, T(2024, 6, 1, 9, 0)],
    ["a05", "a02", 4, T(2024, 5, 22, 11, 45)], ["a06", "a03", 9, T(2024, 2, 28, 14, 15)],
    ["a07", "a02", 2, T(2024, 6, 18, 16, 0)], ["a03", "a08", 6, T(2024, 1, 19, 10, 0)],
]  # fmt: skip
WORKS_AT = [
    ["a01", "f01", 20.0, "morning", D(2016, 1, 5)], ["a01", "f02", 6.5, "evening", D(2019, 3, 1)],
    ["a02", "f01", 15.0, "afternoon", D(2018, 2, 12)], ["a03", "f03", 10.0, "morning", D(2012, 3, 1)],
    ["a03", "f02", 12.5, "morning", D(2020, 7, 7)], ["a04", "f02", 8.0, "evening", D(2019, 7, 1)],
    ["a05", "f02", 9.5, "afternoon", D(2020, 2, 1)], ["a06", "f01", 18.0, "night", D(2017, 1, 9)],
    ["a07", "f01", 6.0, "evening", D(2021, 9, 1)], ["a08", "f01", 22.5, "morning", D(2014, 4, 1)],
    ["a08", "f03", 4.0, "afternoon", D(2015, 5, 5)],
]  # fmt: skip
MADE = [
    ["a01", "pc01", "lead", 14], ["a05", "pc01", "assistant", 6], ["a02", "pc02", "lead", 30],
    ["a07", "pc02", "assistant", 12], ["a05", "pc03", "lead", 9], ["a08", "pc04", "lead", 22],
    ["a01", "pc04", "assistant", 8], ["a03", "pc05", "lead", 11], ["a06", "pc06", "lead", 18],
    ["a04", "pc07", "lead", 5], ["a02", "pc08", "lead", 40], ["a06", "pc08", "assistant", 16],
]  # fmt: skip
FIRED_IN = [
    ["pc01", "f01", 1180, T(2024, 2, 8, 8, 0), False], ["pc02", "f01", 1200, T(2024, 3, 20, 7, 30), False],
    ["pc03", "f02", 1120, T(2023, 12, 3, 9, 0), False], ["pc04", "f02", 1140, T(2024, 4, 15, 10, 15), True],
    ["pc04", "f01", 1170, T(2024, 4, 17, 6, 45), False], ["pc05", "f01", 1190, T(2023, 10, 28, 8, 30), False],
    ["pc06", "f01", 1210, T(2024, 4, 30, 7, 0), True], ["pc06", "f02", 1150, T(2024, 5, 1, 12, 0), False],
    ["pc07", "f02", 1100, T(2024, 1, 14, 15, 30), False], ["pc08", "f01", 1225, T(2024, 6, 9, 6, 0), False],
]  # fmt: skip
SHOWN_AT = [
    ["pc01", "g01", D(2024, 2, 15), True, 520.0], ["pc02", "g02", D(2024, 4, 1), True, 1300.0],
    ["pc02", "g04", D(2024, 4, 5), False, 1275.0], ["pc03", "g01", D(2023, 12, 10), False, 340.0],
    ["pc04", "g03", D(2024, 5, 1), True, 900.0], ["pc05", "g03", D(2023, 11, 5), False, 600.0],
    ["pc06", "g02", D(2024, 5, 10), False, 750.5], ["pc07", "g04", D(2024, 1, 20), False, 160.0],
    ["pc08", "g03", D(2024, 6, 15), True, 2200.0],
]  # fmt: skip
REPRESENTS = [
    ["g01", "a01", 2016, False], ["g01", "a05", 2021, False], ["g01", "a03", 2014, False],
    ["g02", "a02", 2018, True], ["g03", "a03", 2013, False], ["g03", "a08", 2015, False],
    ["g03", "a06", 2018, False], ["g04", "a04", 2020, False], ["g04", "a07", 2022, False],
]  # fmt: skip
BROKERED = [["g01", "c02", 90.0], ["g03", "c01", 1800.0], ["g02", "c04", 480.0]]
ASSIGNED_TO = [
    ["c01", "a02", 0.5, D(2024, 2, 5)], ["c01", "a06", 0.3, D(2024, 2, 6)], ["c01", "a08", 0.2, D(2024, 2, 10)],
    ["c02", "a05", 1.0, D(2024, 4, 3)], ["c03", "a03", 0.7, D(2024, 3, 12)], ["c03", "a01", 0.3, D(2024, 3, 15)],
    ["c04", "a04", 0.6, D(2024, 6, 22)], ["c04", "a07", 0.4, D(2024, 6, 25)],
]  # fmt: skip
DELIVERED = [["c03", "pc06", D(2024, 6, 28)]]

#: (tag, prop) pairs whose empty cells are NULL
NULLABLE = {("artist", "hourly_rate"), ("artist", "specialty"), ("piece", "price")}


def glassco() -> Any:
    return U.Graph(
        "glassco",
        8,
        DDL,
        [
            U.VertexFile(
                "artist",
                [("name", "string"), ("joined", "date"), ("years_exp", "int"), ("hourly_rate", "double"),
                 ("resident", "bool"), ("specialty", "string")],
                ARTISTS,
            ),
            U.VertexFile(
                "instructor", [("rate", "double"), ("certified", "date"), ("max_students", "int")], INSTRUCTORS
            ),
            U.VertexFile(
                "furnace",
                [("name", "string"), ("kind", "string"), ("max_temp", "int"), ("fuel", "string"),
                 ("fired_up", "datetime"), ("active", "bool")],
                FURNACES,
            ),
            U.VertexFile(
                "piece",
                [("name", "string"), ("style", "string"), ("weight_kg", "double"), ("finished", "date"),
                 ("price", "int"), ("sold", "bool")],
                PIECES,
            ),
            U.VertexFile(
                "commission",
                [("title", "string"), ("client", "string"), ("budget", "double"), ("due", "date"),
                 ("rush", "bool"), ("placed_at", "datetime")],
                COMMISSIONS,
            ),
            U.VertexFile(
                "gallery",
                [("name", "string"), ("city", "string"), ("opened", "int"), ("commission_rate", "double"),
                 ("online", "bool")],
                GALLERIES,
            ),
        ],
        [
            U.EdgeFile("mentors", [("since", "int"), ("weekly_hours", "double")], MENTORS),
            U.EdgeFile("collaborates", [("sessions", "int"), ("last_session", "datetime")], COLLABORATES),
            U.EdgeFile("works_at", [("hours", "double"), ("shift", "string"), ("since", "date")], WORKS_AT),
            U.EdgeFile("made", [("role", "string"), ("hours", "int")], MADE),
            U.EdgeFile("fired_in", [("temp", "int"), ("fired_on", "datetime"), ("cracked", "bool")], FIRED_IN),
            U.EdgeFile("shown_at", [("since", "date"), ("featured", "bool"), ("asking", "double")], SHOWN_AT),
            U.EdgeFile("represents", [("since", "int"), ("exclusive", "bool")], REPRESENTS),
            U.EdgeFile("brokered", [("fee", "double")], BROKERED),
            U.EdgeFile("assigned_to", [("share", "double"), ("accepted", "date")], ASSIGNED_TO),
            U.EdgeFile("delivered", [("on_date", "date")], DELIVERED),
        ],
    )  # fmt: skip


def write_graph(graph: Any, root: Path) -> None:
    """The unseen writer, then ``nullable: true`` under every prop of :data:`NULLABLE`: the
    importer's switch that reads an empty cell as NULL (the shared writer has no such option)."""
    U.write_graph(graph, root)
    config = root / graph.space / "config.yaml"
    lines, tag, out = config.read_text(encoding="utf-8").splitlines(), None, []
    for i, line in enumerate(lines):
        out.append(line)
        if line.startswith("        - name: "):
            tag = line.split(": ", 1)[1]
        prev = lines[i - 2] if i >= 2 else ""
        if (
            line.startswith("              index: ")
            and prev.startswith("            - name: ")
            and (tag, prev.split(": ", 1)[1]) in NULLABLE
        ):
            out.append("              nullable: true")
    config.write_text("\n".join(out) + "\n", encoding="utf-8")


def build_all() -> list[Any]:
    return [glassco()]


def main(argv: list[str] | None = None) -> None:
    write_graphs_main(build_all, write_graph, HERE / "graphs", (__doc__ or "").splitlines()[0], argv)


if __name__ == "__main__":
    main()
