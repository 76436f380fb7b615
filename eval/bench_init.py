"""Does ``r3 init`` write the schema a person wrote, and does ``r3 ask`` answer as well on it?

    python eval/bench_init.py [--graphs eval/unseen/graphs eval/holdout/graphs] [--plain]
        [--int-ids] [--vid-type auto|int64|string] [--ask N] [--json OUT]

Material: the hand-written graph folders of ``eval/unseen`` and ``eval/holdout`` (development
only — never ``eval/fresh``). For each, only its CSV files are copied to a scratch folder —
``--plain`` also strips their nebula-importer header decorations (``:VID(string)`` → ``id``,
``drug.price:double`` → ``price``, ``:SRC_VID(string)`` → ``src``), so every type, id column
and endpoint must be read off the values — and ``r3 init`` builds a folder from them.
``--int-ids`` renumbers the vids 1, 2, … (one number per id across all files, so the
folder gets INT64 vids unless ``--vid-type string``): how integer ids fare.

Two measures, both against the hand-written folder in the same run:

- **schema**: tags whose typed properties are identical, edge types whose properties and
  endpoint tag pairs (read from the loaded data) are identical, and the vid type.
- **EX** (``--ask N``: the first N questions of each graph's ``questions.jsonl``, 0 = all):
  the ``offline`` pipeline answers each question once on the hand-written folder and once
  on the ``r3 init`` one; both are scored against the gold query's rows on the hand-written
  folder (unordered multisets). The ratio init / hand is the number to watch.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _bench_common import REPO_ROOT, on_path  # noqa: E402

on_path()

from r3.engine.engine import Engine  # noqa: E402
from r3.engine.loader import load_graph  # noqa: E402
from r3.engine.storage import GraphStore  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.eval.metrics.exact import exact_match  # noqa: E402
from r3.ingest import InitOptions, init_graph  # noqa: E402
from r3.pipeline.config import load_config  # noqa: E402
from r3.pipeline.pipeline import Pipeline  # noqa: E402
from r3.represent.schema_code import fill_edge_endpoints  # noqa: E402

_HEADER_IDS = {":VID": "id", ":SRC_VID": "src", ":DST_VID": "dst"}


def plain_header(cell: str) -> str:
    """A nebula-importer header cell without its decorations (``drug.price:double`` → ``price``)."""
    return _HEADER_IDS.get(cell.split("(")[0], re.sub(r"^[^.]*\.|:\w+$", "", cell))


def copy_csvs(source: Path, target: Path, *, plain: bool, int_ids: bool = False) -> None:
    """The CSV files of ``source`` in ``target``; ``int_ids`` (with ``plain``): every vid
    renumbered 1, 2, … across the files (the ``id``, ``src`` and ``dst`` columns)."""
    target.mkdir(parents=True)
    numbers: dict[str, str] = {}
    for file in sorted(source.glob("*.csv")):
        rows = list(csv.reader(io.StringIO(file.read_text(encoding="utf-8-sig"))))
        if plain:
            rows[0] = [plain_header(c) for c in rows[0]]
        if int_ids:
            columns = [i for i, c in enumerate(rows[0]) if c in ("id", "src", "dst")]
            for row in rows[1:]:
                for i in columns:
                    row[i] = numbers.setdefault(row[i], str(len(numbers) + 1))
        text = io.StringIO()
        csv.writer(text, lineterminator="\n").writerows(rows)
        (target / file.name).write_text(text.getvalue(), encoding="utf-8")


def schema_shape(folder: Path) -> dict[str, Any]:
    """Tags → typed props; edges → (typed props, endpoint pairs found in the data); vid type."""
    store = GraphStore()
    load_graph(folder, store, space="g", on_error="fail", progress=False)
    schema = store.space("g").schema
    fill_edge_endpoints(schema, Engine(store, space="g"), sample=100_000)
    return {
        "tags": {n: {p.name: p.type for p in t.properties} for n, t in schema.tags.items()},
        "edges": {
            n: ({p.name: p.type for p in e.properties}, sorted(map(tuple, e.endpoints or [])))
            for n, e in schema.edges.items()
        },
        "vid": schema.vid_type,
    }


def compare(hand: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
    return {
        "tags_same": sum(hand["tags"][t] == init["tags"].get(t) for t in hand["tags"]),
        "tags": len(hand["tags"]),
        "edges_same": sum(hand["edges"][e] == init["edges"].get(e) for e in hand["edges"]),
        "edges": len(hand["edges"]),
        "extra": sorted((set(init["tags"]) - set(hand["tags"])) | (set(init["edges"]) - set(hand["edges"]))),
        "vid_same": hand["vid"] == init["vid"],
    }


def questions(folder: Path, space: str, limit: int) -> list[dict[str, Any]]:
    path = folder.parent.parent / "questions.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    mine = [r for r in rows if r["space"] == space]
    return mine[:limit] if limit else mine


def ask_all(hand: Path, init: Path, rows: Sequence[dict[str, Any]]) -> dict[str, int]:
    config = load_config("offline")
    counts = {"n": len(rows), "hand": 0, "init": 0}
    with Pipeline(config, graph=str(hand)) as on_hand, Pipeline(config, graph=str(init)) as on_init:
        for row in rows:
            gold = on_hand.run(row["gold"]).rows
            for key, pipeline in (("hand", on_hand), ("init", on_init)):
                try:
                    rows_out = pipeline.ask(row["question"], answer=False).rows
                except R3Error:
                    rows_out = None
                counts[key] += exact_match(rows_out, gold).equal
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--graphs",
        nargs="+",
        type=Path,
        default=[REPO_ROOT / "eval" / "unseen" / "graphs", REPO_ROOT / "eval" / "holdout" / "graphs"],
    )
    parser.add_argument("--plain", action="store_true", help="Strip the header decorations first.")
    parser.add_argument("--int-ids", action="store_true", help="With --plain: renumber every vid 1, 2, …")
    parser.add_argument(
        "--vid-type", default="auto", choices=["auto", "int64", "string"], help="r3 init's --vid-type."
    )
    parser.add_argument(
        "--ask", type=int, default=None, metavar="N", help="Also EX on N questions per graph (0: all)."
    )
    parser.add_argument("--json", type=Path, help="Write the results here.")
    args = parser.parse_args(argv)
    results = []
    scratch = Path(tempfile.mkdtemp(prefix="r3-bench-init-"))
    try:
        for root in args.graphs:
            for hand in sorted(p for p in root.iterdir() if (p / "config.yaml").is_file()):
                csvs = scratch / hand.name / "csv"
                copy_csvs(hand, csvs, plain=args.plain or args.int_ids, int_ids=args.int_ids)
                out = scratch / hand.name / hand.name
                init_graph(str(csvs), out, InitOptions(vid_type=args.vid_type))
                result = {"graph": hand.name, **compare(schema_shape(hand), schema_shape(out))}
                if args.ask is not None:
                    result.update(ask_all(hand, out, questions(hand, hand.name, args.ask)))
                results.append(result)
                print(_line(result), flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    tags = sum(r["tags_same"] for r in results), sum(r["tags"] for r in results)
    edges = sum(r["edges_same"] for r in results), sum(r["edges"] for r in results)
    print(f"all: tags identical {tags[0]}/{tags[1]}, edge types identical {edges[0]}/{edges[1]}")
    if args.ask is not None:
        hand_ex, init_ex = sum(r["hand"] for r in results), sum(r["init"] for r in results)
        n = sum(r["n"] for r in results)
        ratio = f"{init_ex / hand_ex:.2f}" if hand_ex else "n/a"
        print(f"all: EX hand {hand_ex}/{n}, init {init_ex}/{n}, ratio init/hand {ratio}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


def _line(r: dict[str, Any]) -> str:
    text = (
        f"{r['graph']:<10} tags {r['tags_same']}/{r['tags']}  edges {r['edges_same']}/{r['edges']}  "
        f"vid {'same' if r['vid_same'] else 'differs'}"
    )
    if r["extra"]:
        text += f"  extra: {', '.join(r['extra'])}"
    if "n" in r:
        text += f"  EX hand {r['hand']}/{r['n']} init {r['init']}/{r['n']}"
    return text


if __name__ == "__main__":
    raise SystemExit(main())
