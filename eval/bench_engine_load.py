"""Benchmark: load a generated graph into the embedded engine's SQLite store, then reopen it.

Generates (seeded) a graph of people and teams with realistic names — by default 50k
vertices and 300k edges — as nebula-importer CSV files plus a ``config.yaml``, then measures
in one run:

- **load**: ``load_graph(config, GraphStore(file))`` — CSV parsing, type checks, in-memory
  adjacency and the SQLite writes (one transaction per batch);
- **reopen**: ``GraphStore(file).space(name)`` — reading every row back and rebuilding the
  adjacency and props in memory;
- **baseline**: reading the same CSV rows into plain Python dicts (vertex id → props, edge
  key → props) with the same type conversions, which bounds what any loader must pay.

Targets (2 cores): load < 20 s, reopen < 3 s. Usage::

    python eval/bench_engine_load.py [--vertices 50000] [--edges 300000] [--seed 7] [--rounds 3] [--json OUT]

Other benchmarks reuse the generator instead of copying it (importing runs nothing)::

    from eval.bench_engine_load import FIRST, LAST, generate, people_and_teams
"""

from __future__ import annotations

import argparse
import csv
import gc
import json
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import ENGLISH_FIRST_NAMES  # noqa: E402

FIRST = [
    *ENGLISH_FIRST_NAMES,
    "Wei",
    "Li",
    "Yuki",
    "Hiroshi",
    "Aarav",
    "Priya",
    "Mohammed",
    "Fatima",
    "Lucas",
    "Sofia",
    "Mateo",
    "Valentina",
    "Noah",
    "Emma",
    "Liam",
    "Olivia",
    "Luca",
    "Giulia",
    "Hugo",
    "Chloe",
    "Lars",
    "Ingrid",
    "Pedro",
    "Ana",
    "Kwame",
    "Amara",
    "Dmitri",
    "Olga",
    "Tomasz",
    "Zofia",
]
LAST = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Gonzalez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Lee",
    "Perez",
    "Thompson",
    "White",
    "Harris",
    "Sanchez",
    "Clark",
    "Ramirez",
    "Lewis",
    "Robinson",
    "Walker",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Torres",
    "Nguyen",
    "Hill",
    "Flores",
    "Green",
    "Adams",
    "Nelson",
    "Baker",
    "Hall",
    "Rivera",
    "Campbell",
    "Mitchell",
    "Carter",
    "Roberts",
    "Wang",
    "Zhang",
    "Tanaka",
    "Sato",
    "Kim",
    "Park",
    "Singh",
    "Patel",
    "Khan",
    "Silva",
    "Santos",
    "Rossi",
    "Bianchi",
    "Dubois",
    "Moreau",
    "Muller",
    "Schmidt",
    "Larsen",
    "Nielsen",
    "Kowalski",
    "Nowak",
    "Ivanov",
    "Petrov",
    "Mensah",
    "Okafor",
]
CITIES = [
    "Austin",
    "Boston",
    "Chicago",
    "Denver",
    "Detroit",
    "Houston",
    "Miami",
    "Phoenix",
    "Portland",
    "Seattle",
    "Toronto",
    "Madrid",
    "Lisbon",
    "Paris",
    "Lyon",
    "Berlin",
    "Munich",
    "Milan",
    "Rome",
    "Oslo",
    "Tokyo",
    "Osaka",
    "Seoul",
    "Sydney",
    "Lagos",
    "Nairobi",
    "Cairo",
    "Lima",
    "Quito",
    "Dublin",
]
MASCOTS = [
    "Lions",
    "Tigers",
    "Bears",
    "Hawks",
    "Eagles",
    "Wolves",
    "Sharks",
    "Comets",
    "Rockets",
    "Kings",
    "Knights",
    "Pirates",
    "Storm",
    "Thunder",
]

CONFIG = """\
space:
  name: bench
  vidType: FIXED_STRING(40)
schema: |
  CREATE TAG IF NOT EXISTS person(name string, age int, email string);
  CREATE TAG IF NOT EXISTS team(name string, founded int);
  CREATE EDGE IF NOT EXISTS follow(degree int);
  CREATE EDGE IF NOT EXISTS serve(start_year int, end_year int);
  CREATE TAG INDEX IF NOT EXISTS person_age ON person(age);
files:
  - {path: ./person.csv, withHeader: true, type: vertex, vertex: {vid: {index: 0, type: string},
     tags: [{name: person, props: [{name: name, type: string, index: 1}, {name: age, type: int, index: 2},
                                   {name: email, type: string, index: 3}]}]}}
  - {path: ./team.csv, withHeader: true, type: vertex, vertex: {vid: {index: 0, type: string},
     tags: [{name: team, props: [{name: name, type: string, index: 1}, {name: founded, type: int, index: 2}]}]}}
  - {path: ./follow.csv, withHeader: true, type: edge, edge: {name: follow, srcVID: {index: 0}, dstVID: {index: 1},
     props: [{name: degree, type: int, index: 2}]}}
  - {path: ./serve.csv, withHeader: true, type: edge, edge: {name: serve, srcVID: {index: 0}, dstVID: {index: 1},
     rank: {index: 2}, props: [{name: start_year, type: int, index: 3}, {name: end_year, type: int, index: 4}]}}
"""


def people_and_teams(rng: random.Random, n_vertices: int) -> tuple[list[str], list[str]]:
    """Unique vertex ids: ``"First Last i"`` people and ``"City Mascot i"`` teams (one in ten)."""
    n_teams = max(1, n_vertices // 10)
    n_people = n_vertices - n_teams
    people = [f"{rng.choice(FIRST)} {rng.choice(LAST)} {i}" for i in range(n_people)]
    teams = [f"{rng.choice(CITIES)} {rng.choice(MASCOTS)} {i}" for i in range(n_teams)]
    return people, teams


def generate(folder: Path, n_vertices: int, n_edges: int, seed: int) -> dict[str, int]:
    """Write the CSVs + config.yaml (a nebula-importer graph folder); returns the row counts per file."""
    rng = random.Random(seed)
    people, teams = people_and_teams(rng, n_vertices)
    n_people, n_teams = len(people), len(teams)
    (folder / "config.yaml").write_text(CONFIG, encoding="utf-8")
    with open(folder / "person.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow([":VID(string)", "person.name:string", "person.age:int", "person.email:string"])
        for vid in people:
            first, last, _ = vid.split(" ")
            w.writerow([vid, f"{first} {last}", rng.randint(18, 90), f"{first}.{last}@example.org".lower()])
    with open(folder / "team.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow([":VID(string)", "team.name:string", "team.founded:int"])
        for vid in teams:
            w.writerow([vid, vid.rsplit(" ", 1)[0], rng.randint(1880, 2020)])
    n_serve = n_edges // 3
    n_follow = n_edges - n_serve
    with open(folder / "follow.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow([":SRC_VID(string)", ":DST_VID(string)", "follow.degree:int"])
        seen: set[tuple[int, int]] = set()
        for i in range(n_follow):  # a skewed graph: a few popular people get many followers
            src = i % n_people
            while True:
                dst = (
                    min(int(rng.paretovariate(1.2)) - 1, n_people - 1)
                    if i % 4 == 0
                    else rng.randrange(n_people)
                )
                if (src, dst) not in seen:
                    seen.add((src, dst))
                    break
            w.writerow([people[src], people[dst], rng.randint(1, 100)])
    with open(folder / "serve.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(
            [":SRC_VID(string)", ":DST_VID(string)", ":RANK", "serve.start_year:int", "serve.end_year:int"]
        )
        for i in range(n_serve):
            start = rng.randint(1990, 2020)
            w.writerow(
                [
                    people[i % n_people],
                    teams[rng.randrange(n_teams)],
                    i // n_people,
                    start,
                    start + rng.randint(0, 8),
                ]
            )
    return {"person": n_people, "team": n_teams, "follow": n_follow, "serve": n_serve}


def baseline(folder: Path) -> tuple[float, int]:
    """The same rows read into plain dicts with the same conversions: (seconds, records)."""
    started = time.perf_counter()
    vertices: dict[str, dict[str, dict[str, object]]] = {}
    edges: dict[tuple[str, str, int, str], dict[str, object]] = {}
    with open(folder / "person.csv", encoding="utf-8-sig", newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for vid, name, age, email in rows:
            vertices.setdefault(vid, {})["person"] = {"name": name, "age": int(age), "email": email}
    with open(folder / "team.csv", encoding="utf-8-sig", newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for vid, name, founded in rows:
            vertices.setdefault(vid, {})["team"] = {"name": name, "founded": int(founded)}
    with open(folder / "follow.csv", encoding="utf-8-sig", newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for src, dst, degree in rows:
            edges[(src, "follow", 0, dst)] = {"degree": int(degree)}
    with open(folder / "serve.csv", encoding="utf-8-sig", newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for src, dst, rank, start, end in rows:
            edges[(src, "serve", int(rank), dst)] = {"start_year": int(start), "end_year": int(end)}
    return time.perf_counter() - started, len(vertices) + len(edges)


def one_round(folder: Path, batch_size: int, progress: bool) -> dict[str, float]:
    """Baseline, load into a fresh SQLite file, reopen: the timings of one round."""
    from r3.engine import GraphStore, load_graph

    db = folder / "bench.sqlite"
    for stale in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        stale.unlink(missing_ok=True)
    gc.collect()
    cpu = time.process_time()
    base_s, base_records = baseline(folder)
    base_cpu = time.process_time() - cpu
    gc.collect()
    started, cpu = time.perf_counter(), time.process_time()
    with GraphStore(db) as store:
        summary = load_graph(folder / "config.yaml", store, progress=progress, batch_size=batch_size)
    load_s, load_cpu = time.perf_counter() - started, time.process_time() - cpu
    size = db.stat().st_size
    gc.collect()
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started, cpu = time.perf_counter(), time.process_time()
    store = GraphStore(db)
    stats = store.space("bench").stats()
    reopen_s, reopen_cpu = time.perf_counter() - started, time.process_time() - cpu
    store.close()
    if base_records != stats.vertices + stats.edges:
        print(f"warning: the baseline holds {base_records} records, the store {stats.vertices + stats.edges}")
    if summary.notes:
        print("notes: " + "; ".join(summary.notes))
    return {
        "vertices": stats.vertices,
        "edges": stats.edges,
        "rows": summary.vertices + summary.edges,
        "rejected": summary.rejected_count,
        "load_s": load_s,
        "load_cpu_s": load_cpu,
        "reopen_s": reopen_s,
        "reopen_cpu_s": reopen_cpu,
        "file_mb": size / 2**20,
        "baseline_dict_s": base_s,
        "baseline_dict_cpu_s": base_cpu,
        "load_vs_baseline": load_s / base_s,
        "reopen_vs_baseline": reopen_s / base_s,
        "peak_rss_mb": max(rss_before, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) / 1024,
    }


def main(argv: list[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vertices", type=int, default=50_000)
    parser.add_argument("--edges", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=3, help="report the median of this many rounds")
    parser.add_argument("--batch-size", type=int, default=20_000)
    parser.add_argument("--json", type=Path, help="also write the numbers to this JSON file")
    parser.add_argument("--progress", action="store_true", help="show the loader's progress bars")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="r3-bench-load-") as tmp:
        folder = Path(tmp)
        counts = generate(folder, args.vertices, args.edges, args.seed)
        rounds = [one_round(folder, args.batch_size, args.progress) for _ in range(max(1, args.rounds))]
    result = {key: statistics.median(r[key] for r in rounds) for key in rounds[0]}
    result["load_records_per_s"] = result["rows"] / result["load_s"]
    result["reopen_records_per_s"] = (result["vertices"] + result["edges"]) / result["reopen_s"]
    print(
        f"generated: {counts} (seed {args.seed}); loaded {result['vertices']:.0f} vertices, "
        f"{result['edges']:.0f} edges; median of {len(rounds)} rounds"
    )
    width = max(map(len, result))
    for key, value in result.items():
        print(f"  {key:<{width}}  {value:,.3f}" if value % 1 else f"  {key:<{width}}  {value:,.0f}")
    ok = result["load_s"] < 20 and result["reopen_s"] < 3 and result["rejected"] == 0
    print(f"targets (load < 20 s, reopen < 3 s, no rejected rows): {'met' if ok else 'NOT met'}")
    if args.json:
        args.json.write_text(json.dumps({k: round(v, 3) for k, v in result.items()}, indent=2) + "\n")
    return result


__all__ = ["CITIES", "CONFIG", "FIRST", "LAST", "MASCOTS", "baseline", "generate", "main", "people_and_teams"]


if __name__ == "__main__":
    main()
    sys.exit(0)
