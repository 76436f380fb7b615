"""Generate the CSV files and config.yaml of the demo space (``python data/demo/generate.py``).

Why a seeded script next to the data: the demo graph is made up, and a reviewer should be
able to see how (and re-create it byte for byte) instead of trusting 300 lines of CSV. Every
person and team is invented: names come from small pools of first names and surnames (plus a
few Chinese names, so bilingual questions have something to link), ages, years and likeness
scores from a fixed-seed random generator. ``config.yaml`` embeds the DDL of ``schema.ngql``
(minus CREATE SPACE / USE), so the importer form and ``r3 demo`` read the same schema.

``python data/demo/generate.py --check`` exits 1 when the committed files differ from a fresh
run (the unit test does the same through :func:`render_files`).
"""

from __future__ import annotations

import csv
import io
import random
import re
import sys
from pathlib import Path

SEED = 20240611
HERE = Path(__file__).resolve().parent

FIRST_NAMES = [
    "Ada", "Bram", "Dara", "Eli", "Finn", "Gus", "Hana", "Ivo", "Jonah", "Kaia",
    "Lena", "Milo", "Nora", "Otis", "Pia", "Quinn", "Rafe", "Sol", "Tessa", "Uma",
    "Vito", "Wren", "Yara", "Zane", "Arlo", "Bea", "Cato", "Dov", "Esme", "Fenn",
    "Ansel", "Birdie", "Colm", "Delia", "Emrys", "Flora", "Greer", "Hollis", "Ines", "Jude",
    "Kit", "Linus", "Maren", "Nico", "Orla", "Perrin", "Rosalind", "Silas", "Thea", "Ulric",
    "Vera", "Willa", "Xander", "Yusuf", "Zora", "Anouk", "Bastian", "Clio", "Dashiell", "Elodie",
]  # fmt: skip
SURNAMES = [
    "Lind", "Brandt", "Calloway", "Dunmore", "Eskew", "Fairbanks", "Galloway", "Holloway",
    "Ibsen", "Jarvik", "Kessler", "Lomax", "Marsh", "Nyberg", "Orloff", "Pruitt", "Quarles",
    "Rook", "Sorensen", "Thorne", "Upshaw", "Vance", "Whitlock", "Yates", "Abernathy",
]  # fmt: skip
CHINESE_NAMES = ["陈伟", "李晓明", "王芳", "张磊", "刘洋", "赵静"]
TEAMS = [
    "Harbor Owls", "River Foxes", "Summit Bears", "Coastal Herons", "Prairie Wolves",
    "Granite Rams", "Maple Lynx", "Desert Hawks", "Lakeside Otters", "Northern Elks",
]  # fmt: skip
COACH_ONLY = ["Marta Quill", "Henrik Solberg", "Odette Ravel", "周明"]

N_PLAYERS = 60  # including the Chinese names
N_PLAYER_COACHES = 4  # players who also carry the coach tag
N_LIKES = 150
N_SECOND_STINTS = 30  # players with two serve edges (the others have one): 90 serve edges
#: Names the demo queries (queries.yaml) rely on; kept out of the random pool's way.
FIXED_PLAYERS = ["Ada Lind"]
LAST_YEAR = 2024

HEADERS = {
    "players.csv": ["vid", "name", "age"],
    "teams.csv": ["vid", "name"],
    "coaches.csv": ["vid", "name", "since"],
    "like.csv": ["src", "dst", "likeness"],
    "serve.csv": ["src", "dst", "start_year", "end_year"],
    "coach_of.csv": ["src", "dst", "start_year"],
}


def _players(rng: random.Random) -> list[str]:
    """FIXED_PLAYERS, then unique first+surname pairs, then the Chinese names (60 in all)."""
    names = list(FIXED_PLAYERS)
    pairs = [f"{f} {s}" for f in FIRST_NAMES for s in SURNAMES]
    rng.shuffle(pairs)
    for name in pairs:
        if len(names) == N_PLAYERS - len(CHINESE_NAMES):
            break
        if name not in names and name.split()[0] not in {n.split()[0] for n in names}:
            names.append(name)  # one player per first name: questions can say just "Milo"
    return names + CHINESE_NAMES


def build_tables(seed: int = SEED) -> dict[str, list[list[object]]]:
    """The rows of every CSV file (without headers), from the seed alone."""
    rng = random.Random(seed)
    players = _players(rng)
    ages = {p: rng.randint(19, 38) for p in players}
    ages["Ada Lind"] = 31

    serve: list[list[object]] = []
    second = set(rng.sample(players, N_SECOND_STINTS))
    for p in players:
        debut = LAST_YEAR - (ages[p] - rng.randint(18, 22))
        debut = min(max(debut, 2000), LAST_YEAR - 1)
        teams = rng.sample(TEAMS, 2 if p in second else 1)
        if len(teams) == 1:
            serve.append([p, teams[0], debut, LAST_YEAR])
        else:
            switch = rng.randint(debut + 1, LAST_YEAR)
            serve.append([p, teams[0], debut, switch])
            serve.append([p, teams[1], switch, LAST_YEAR])

    likes: list[list[object]] = []
    seen: set[tuple[str, str]] = set()
    for friend in rng.sample([p for p in players if p != "Ada Lind"], 4):
        seen.add(("Ada Lind", friend))
        likes.append(["Ada Lind", friend, rng.randint(70, 99)])
    while len(likes) < N_LIKES:
        a, b = rng.sample(players, 2)
        if (a, b) not in seen:
            seen.add((a, b))
            likes.append([a, b, rng.randint(40, 99)])

    veterans = sorted(players, key=lambda p: (-ages[p], p))[:N_PLAYER_COACHES]
    coaches: list[list[object]] = []
    coach_of: list[list[object]] = []
    for person, team in zip(
        [*veterans, *COACH_ONLY], rng.sample(TEAMS, len(veterans) + len(COACH_ONLY)), strict=True
    ):
        since = rng.randint(2008, 2022)
        coaches.append([person, person, since])
        coach_of.append([person, team, rng.randint(since, LAST_YEAR)])

    return {
        "players.csv": [[p, p, ages[p]] for p in players],
        "teams.csv": [[t, t] for t in TEAMS],
        "coaches.csv": coaches,
        "like.csv": likes,
        "serve.csv": serve,
        "coach_of.csv": coach_of,
    }


def _csv_text(header: list[str], rows: list[list[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def _schema_block(schema_ngql: str) -> str:
    """The tag/edge/index statements of schema.ngql, one per line, for config.yaml's ``schema:``."""
    body = "\n".join(line for line in schema_ngql.splitlines() if not line.lstrip().startswith("#"))
    statements = [" ".join(s.split()) for s in body.split(";") if s.strip()]
    kept = [s for s in statements if not re.match(r"^(CREATE\s+SPACE|USE)\b", s, re.IGNORECASE)]
    return "".join(f"  {s};\n" for s in kept)


def _vertex_entry(path: str, tag: str, props: list[tuple[str, str]]) -> str:
    lines = [
        f"  - path: ./{path}",
        "    withHeader: true",
        "    type: vertex",
        "    vertex:",
        "      vid: {index: 0, type: string}",
        "      tags:",
        f"        - name: {tag}",
        "          props:",
    ]
    lines += [f"            - {{name: {n}, type: {t}, index: {i}}}" for i, (n, t) in enumerate(props, 1)]
    return "\n".join(lines) + "\n"


def _edge_entry(path: str, edge: str, props: list[tuple[str, str]]) -> str:
    lines = [
        f"  - path: ./{path}",
        "    withHeader: true",
        "    type: edge",
        "    edge:",
        f"      name: {edge}",
        "      srcVID: {index: 0, type: string}",
        "      dstVID: {index: 1, type: string}",
        "      props:",
    ]
    lines += [f"        - {{name: {n}, type: {t}, index: {i}}}" for i, (n, t) in enumerate(props, 2)]
    return "\n".join(lines) + "\n"


def config_text(schema_ngql: str) -> str:
    """config.yaml: the space, the DDL of schema.ngql and the mapping of each CSV file."""
    return (
        "# Generated by data/demo/generate.py from schema.ngql: edit those, then re-run it.\n"
        "space:\n"
        "  name: demo\n"
        "  vidType: FIXED_STRING(32)\n"
        "schema: |\n"
        + _schema_block(schema_ngql)
        + "files:\n"
        + _vertex_entry("players.csv", "player", [("name", "string"), ("age", "int")])
        + _vertex_entry("teams.csv", "team", [("name", "string")])
        + _vertex_entry("coaches.csv", "coach", [("name", "string"), ("since", "int")])
        + _edge_entry("like.csv", "like", [("likeness", "int")])
        + _edge_entry("serve.csv", "serve", [("start_year", "int"), ("end_year", "int")])
        + _edge_entry("coach_of.csv", "coach_of", [("start_year", "int")])
    )


def render_files(folder: Path = HERE, seed: int = SEED) -> dict[str, str]:
    """File name → text of every generated file (the CSVs and config.yaml)."""
    tables = build_tables(seed)
    files = {name: _csv_text(HEADERS[name], rows) for name, rows in tables.items()}
    files["config.yaml"] = config_text((folder / "schema.ngql").read_text(encoding="utf-8"))
    return files


def main(argv: list[str]) -> int:
    files = render_files()
    if "--check" in argv:
        stale = [n for n, text in files.items() if _read(HERE / n) != text]
        for name in stale:
            print(f"stale: data/demo/{name} (run python data/demo/generate.py)")
        return 1 if stale else 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
        print(f"wrote data/demo/{name}")
    return 0


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
