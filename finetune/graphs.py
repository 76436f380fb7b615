"""Many small random graphs in varied synthetic domains, deterministic by seed, for training data.

Why generated graphs: an adapter trained on the questions of two or three graphs learns those
graphs' names, not the task. Drawing each training graph's schema (tags, edge types, typed
properties) and data from a general vocabulary — and evaluating on graphs drawn with seeds the
training never used — measures "works on a graph it never saw". Nothing here is taken from an
evaluation graph: the names are general English nouns, verbs and attributes, combined at random,
and the stored values are made-up syllable names (English and Chinese) and seeded numbers.

Each graph is written in the layout every r3 graph folder has (``<space>/config.yaml`` with the
DDL under ``schema:`` plus one CSV per tag or edge type), so ``embedded://`` opens it and
``r3 demos synth`` synthesizes (question, gold query) pairs over it.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import random
from dataclasses import dataclass, field
from pathlib import Path

#: General nouns a tag may be named after (no evaluation graph's schema is copied here).
NOUNS = (
    "artist", "album", "song", "festival", "city", "country", "river", "mountain", "airport",
    "airline", "flight", "ship", "port", "warehouse", "supplier", "product", "factory", "machine",
    "recipe", "ingredient", "restaurant", "chef", "dish", "farm", "crop", "animal", "species",
    "planet", "star", "telescope", "mission", "astronaut", "museum", "painting", "sculptor",
    "school", "course", "teacher", "pupil", "club", "match", "stadium", "coach", "athlete",
    "game", "studio", "console", "movie", "actor", "director", "series", "episode", "channel",
    "hotel", "guest", "room", "tour", "guide", "vehicle", "brand", "dealer", "garage", "bridge",
    "road", "station", "train", "route", "park", "tree", "bird", "insect", "lake", "island",
    "project", "task", "developer", "repository", "server", "service", "sensor", "device",
    "customer", "order", "invoice", "store", "market", "bank", "account", "fund", "investor",
)
#: General relation verbs an edge type may be named after.
VERBS = (
    "owns", "visits", "located_in", "made_by", "part_of", "follows", "supplies", "uses",
    "contains", "hosts", "leads", "joins", "rates", "created", "borrows", "sells", "buys",
    "trains", "sponsors", "connects_to", "depends_on", "reviews", "mentors", "builds",
    "operates", "funds", "manages", "studies", "performs_in", "appears_in", "runs_on",
    "serves_at", "grows_in", "lives_in", "orbits", "exhibits", "plays_for", "directs",
)
#: Property templates: (name, nebula-importer type).
PROPERTIES = (
    ("age", "int"), ("year", "int"), ("size", "int"), ("rank", "int"), ("capacity", "int"),
    ("score", "double"), ("price", "double"), ("weight", "double"), ("rating", "double"),
    ("category", "string"), ("color", "string"), ("status", "string"), ("region", "string"),
    ("founded", "date"), ("opened", "date"),
)
EDGE_PROPERTIES = (("since", "int"), ("weight", "double"), ("level", "int"), ("note", "string"))
CATEGORY_WORDS = ("alpha", "beta", "gamma", "delta", "north", "south", "red", "blue", "green",
                  "gold", "silver", "small", "large", "open", "closed", "new", "old")
_SYLLABLES = ("ka", "lo", "mi", "ra", "ten", "vo", "sa", "rin", "del", "mar", "zu", "pe", "no",
              "fi", "ga", "lu", "ber", "tis", "on", "ya", "qui", "xe", "har", "bel")
_HANZI = "安柏晨东方光海华佳金景兰林明宁平庆荣山泰文晓新雅阳怡永宇云泽志中"


@dataclass
class TagSpec:
    name: str
    props: list[tuple[str, str]]
    rows: list[list[object]] = field(default_factory=list)


@dataclass
class EdgeSpec:
    name: str
    src: str
    dst: str
    props: list[tuple[str, str]]
    rows: list[list[object]] = field(default_factory=list)


@dataclass
class RandomGraph:
    space: str
    tags: list[TagSpec]
    edges: list[EdgeSpec]

    def ddl(self) -> str:
        """The graph's nGQL DDL: tags, edge types and an index per tag property (LOOKUP needs one)."""
        lines = []
        for t in self.tags:
            cols = ", ".join(f"{n} {_ddl_type(k)}" for n, k in t.props)
            lines.append(f"CREATE TAG IF NOT EXISTS {t.name}({cols});")
        for e in self.edges:
            cols = ", ".join(f"{n} {_ddl_type(k)}" for n, k in e.props)
            lines.append(f"CREATE EDGE IF NOT EXISTS {e.name}({cols});")
        for t in self.tags:
            for n, k in t.props:
                width = "(32)" if k == "string" else ""
                lines.append(f"CREATE TAG INDEX IF NOT EXISTS {t.name}_{n}_index ON {t.name}({n}{width});")
        return "\n".join(lines)


def _ddl_type(kind: str) -> str:
    return {"int": "int", "double": "double", "string": "string", "date": "date"}[kind]


def _name(rng: random.Random, lang: str) -> str:
    if lang == "zh":
        return "".join(rng.choice(_HANZI) for _ in range(rng.randint(2, 3)))
    word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3)))
    if rng.random() < 0.5:
        word += " " + "".join(rng.choice(_SYLLABLES) for _ in range(2)).capitalize()
    return word.capitalize()


def _value(rng: random.Random, kind: str) -> object:
    if kind == "int":
        return rng.randint(1, 120)
    if kind == "double":
        return round(rng.uniform(0.5, 500.0), 2)
    if kind == "date":
        return dt.date(1950, 1, 1) + dt.timedelta(days=rng.randint(0, 27000))
    return rng.choice(CATEGORY_WORDS)


def generate(seed: int, *, tags: tuple[int, int] = (3, 5), vertices: tuple[int, int] = (6, 12)) -> RandomGraph:
    """One random graph: ``tags`` (min, max) tag count, ``vertices`` per tag, edges between tags."""
    rng = random.Random(seed)
    n_tags = rng.randint(*tags)
    names = rng.sample(NOUNS, n_tags)
    lang = rng.choice(("en", "en", "zh"))
    tag_specs = []
    for name in names:
        extra = rng.sample(PROPERTIES, rng.randint(1, 3))
        tag_specs.append(TagSpec(name, [("name", "string"), *extra]))
    edge_specs: list[EdgeSpec] = []
    verbs = rng.sample(VERBS, min(len(VERBS), n_tags + rng.randint(0, 2)))
    for i, verb in enumerate(verbs):
        src = tag_specs[i % n_tags].name
        dst = rng.choice([t.name for t in tag_specs if t.name != src] or [src])
        props = rng.sample(EDGE_PROPERTIES, rng.randint(0, 1))
        edge_specs.append(EdgeSpec(verb, src, dst, props))
    vids: dict[str, list[str]] = {}
    for t in tag_specs:
        count = rng.randint(*vertices)
        ids = [f"{t.name[:3]}{seed}_{i}" for i in range(count)]
        vids[t.name] = ids
        seen: set[str] = set()
        for vid in ids:
            name = _name(rng, lang)
            while name in seen:
                name = _name(rng, lang)
            seen.add(name)
            t.rows.append([vid, name, *(_value(rng, k) for _, k in t.props[1:])])
    for e in edge_specs:
        pairs = {(rng.choice(vids[e.src]), rng.choice(vids[e.dst])) for _ in range(len(vids[e.src]) * 2)}
        e.rows = [[s, d, *(_value(rng, k) for _, k in e.props)] for s, d in sorted(pairs) if s != d]
    return RandomGraph(f"g{seed}", tag_specs, edge_specs)


def _cell(value: object) -> str:
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def _write_csv(path: Path, header: list[str], rows: list[list[object]]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows([[_cell(c) for c in row] for row in rows])


def write(graph: RandomGraph, root: Path) -> Path:
    """Write ``graph`` as ``root/<space>/`` (config.yaml + CSVs); returns the folder."""
    folder = root / graph.space
    folder.mkdir(parents=True, exist_ok=True)
    lines = [
        "space:", f"  name: {graph.space}", "  partitionNum: 1", "  replicaFactor: 1",
        "  vidType: FIXED_STRING(32)", "  charset: utf8", "  collate: utf8_bin", "schema: |",
        *("  " + line for line in graph.ddl().splitlines()), "files:",
    ]
    for t in graph.tags:
        lines += [f"  - path: ./{t.name}.csv", "    withHeader: true", "    type: vertex", "    vertex:",
                  "      vid:", "        index: 0", "        type: string", "      tags:",
                  f"        - name: {t.name}", "          props:"]
        for i, (n, k) in enumerate(t.props, start=1):
            lines += [f"            - name: {n}", f"              type: {k}", f"              index: {i}"]
        _write_csv(folder / f"{t.name}.csv", [":VID(string)", *(f"{t.name}.{n}:{k}" for n, k in t.props)], t.rows)
    for e in graph.edges:
        lines += [f"  - path: ./{e.name}.csv", "    withHeader: true", "    type: edge", "    edge:",
                  f"      name: {e.name}", "      srcVID:", "        type: string", "        index: 0",
                  "      dstVID:", "        type: string", "        index: 1"]
        if e.props:
            lines.append("      props:")
            for i, (n, k) in enumerate(e.props, start=2):
                lines += [f"        - name: {n}", f"          type: {k}", f"          index: {i}"]
        header = [":SRC_VID(string)", ":DST_VID(string)", *(f"{e.name}.{n}:{k}" for n, k in e.props)]
        _write_csv(folder / f"{e.name}.csv", header, e.rows)
    (folder / "config.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def write_many(seeds: list[int], root: Path, **kwargs: tuple[int, int]) -> list[Path]:
    """Write one graph per seed under ``root``; the same seeds always write the same files."""
    return [write(generate(s, **kwargs), root) for s in seeds]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seeds", default="0-9", help="a range A-B or a list S1,S2")
    args = ap.parse_args(argv)
    if "-" in args.seeds:
        a, b = args.seeds.split("-")
        seeds = list(range(int(a), int(b) + 1))
    else:
        seeds = [int(s) for s in args.seeds.split(",")]
    for folder in write_many(seeds, args.out):
        print(folder)


if __name__ == "__main__":
    main()
