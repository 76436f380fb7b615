"""Do WordNet and CC-CEDICT help relate question words to schema names? With vs without, one process.

    python eval/bench_lexical.py [--shared ../shared] [--dev-per-graph 80] [--words-only]
        [--coverage] [--json OUT] [-q]

Two measurements, each run with the lexical index (:mod:`r3.lexical`, ``r3 models fetch
lexicon``) and without it (``R3_LEXICAL=off``), in the same process:

1. **Words** — a list of general relation paraphrases written *before* looking at any result
   (:data:`PAIRS`: an English or Chinese question word and a schema-style name it means,
   many domains, none taken from the project's graphs). Reported: the share related
   (:func:`r3.lexical.relatedness` ≥ :data:`THRESHOLD`), and **false relations**: each word
   against every other pair's name of its language group (English words, Chinese words), the
   share related all the same (an upper bound: some are related in fact, "singer" → song).
   With ``--coverage``: each general-vocabulary line of the former hand glossary and its
   words the index does not relate to the line's first word (such lines stay in use).
2. **Graphs** — every question of ``eval/unseen`` and ``eval/holdout`` and an even sample of
   ``nl2gql/dev.jsonl`` (``--dev-per-graph``), answered by the offline pipeline with **no
   demonstrations and no aliases** (the composer alone reads the words: the situation the
   resources are for). "Without" is r3 as before (the full former glossary, no index);
   "with" is the index and the short glossary. Reported per set: the share whose top query uses every tag and edge
   type of the gold query (``classes``), EX, and seconds per question.

Dev material only: nothing here is tuned on the frozen benchmark graphs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _bench_common import add_shared_arg  # noqa: E402

from r3.errors import R3Error  # noqa: E402
from r3.eval.replay import read_dataset  # noqa: E402

EVAL = Path(__file__).resolve().parent
#: Relatedness from which a pair counts as related.
THRESHOLD = 0.5
#: Relatedness from which a former glossary word counts as covered by the index.
COVERED = 0.55

#: (question word, schema-style name): written before any result was seen; general
#: vocabulary across domains; none of the project's graphs (clinic, company, library,
#: campus, cinema, nba, harrypotter) and none of the issue's examples.
PAIRS: list[tuple[str, str]] = [
    # shipping and logistics
    ("vessel", "ship"),
    ("freighter", "ship"),
    ("harbor", "port"),
    ("cargo", "freight"),
    ("shipped", "shipment"),
    # law
    ("lawyer", "attorney"),
    ("sued", "lawsuit"),
    ("verdict", "judgment"),
    # cars and manufacturing
    ("automobile", "car"),
    ("vehicle", "car"),
    ("manufacturer", "maker"),
    ("produces", "product"),
    # retail and money
    ("bought", "purchase"),
    ("shopper", "customer"),
    ("cost", "price"),
    ("salary", "wage"),
    ("banker", "bank"),
    # music and art
    ("tune", "song"),
    ("singer", "vocalist"),
    ("composed", "composer"),
    ("recorded", "recording"),
    ("painter", "artist"),
    ("picture", "painting"),
    ("exhibit", "exhibition"),
    # geography
    ("mountain", "peak"),
    ("river", "stream"),
    ("nation", "country"),
    ("inhabitants", "population"),
    # food and farming
    ("cook", "chef"),
    ("meal", "dish"),
    ("crop", "harvest"),
    # software
    ("coder", "programmer"),
    ("bug", "defect"),
    # sport and travel
    ("soccer", "football"),
    ("stadium", "arena"),
    ("trip", "journey"),
    ("hotel", "lodging"),
    ("tourist", "traveler"),
    ("road", "street"),
    # housing
    ("house", "residence"),
    ("apartment", "flat"),
    ("landlord", "owner"),
    ("rent", "lease"),
    # politics and news
    ("election", "vote"),
    ("senator", "legislator"),
    ("journalist", "reporter"),
    # energy, animals
    ("electricity", "power"),
    ("puppy", "dog"),
    ("owner", "owns"),
    # Chinese words for English schema names
    ("船只", "ship"),
    ("港口", "port"),
    ("货物", "cargo"),
    ("律师", "lawyer"),
    ("汽车", "car"),
    ("制造商", "manufacturer"),
    ("歌曲", "song"),
    ("歌手", "singer"),
    ("乐队", "band"),
    ("画家", "painter"),
    ("博物馆", "museum"),
    ("河流", "river"),
    ("首都", "capital"),
    ("厨师", "chef"),
    ("农民", "farmer"),
    ("银行", "bank"),
    ("程序员", "programmer"),
    ("足球", "soccer"),
    ("体育场", "stadium"),
    ("酒店", "hotel"),
    ("游客", "tourist"),
    ("车站", "station"),
    ("房东", "landlord"),
    ("租金", "rent"),
    ("选举", "election"),
    ("记者", "journalist"),
    ("电池", "battery"),
    ("驾驶", "drives"),
    ("出口", "exports"),
    ("拥有", "owns"),
    # Chinese synonyms of Chinese schema names
    ("轮船", "船舶"),
    ("轿车", "汽车"),
    ("歌曲", "音乐"),
]


def glossary_related(question_word: str, schema_name: str) -> bool:
    """r3 without the index: the word and a word of the name share a line of the glossary
    (then the whole former hand list) or a stem."""
    from r3.lexical import name_words
    from r3.retrieval.english_words import stem
    from r3.understand.glossary import concept_lines

    names = {stem(w) if w.isascii() else w for w in name_words(schema_name)}
    mine = {stem(question_word) if question_word.isascii() else question_word}
    if names & mine:
        return True
    for line in concept_lines():
        words = {stem(w) if w.isascii() else w for w in line.replace("|", " ").split()}
        if mine & words and names & words:
            return True
    return False


def coverage(index: Any) -> list[tuple[str, list[str]]]:
    """Each general-vocabulary line of the former glossary (read only without the index, or
    always when the index misses a word of it), with its words that do not relate (from
    :data:`COVERED`, either way) to the line's first word — empty: covered."""
    from r3.lexical import word_relatedness
    from r3.understand.glossary import missed_lines, without_index_lines

    out: list[tuple[str, list[str]]] = []
    for line in without_index_lines() + missed_lines():
        en, _, zh = line.partition("|")
        head, *rest = en.split()
        words = rest + zh.split()
        missed = [
            w for w in words if max(word_relatedness(w, head, index), word_relatedness(head, w, index)) < COVERED
        ]
        out.append((line, missed))
    return out


def word_table(index: Any) -> dict[str, Any]:
    """Share of :data:`PAIRS` related, and of shifted (wrong) pairs related: with ``index``
    (``related``/``false``) and with today's glossary alone (``glossary``/``glossary_false``)."""
    from r3.lexical import relatedness

    def rate(pairs: Sequence[tuple[str, str]]) -> tuple[float, list[str]]:
        hits = [f"{q}→{s}" for q, s in pairs if relatedness(q, s, index) >= THRESHOLD] if index else []
        return (len(hits) / len(pairs) if pairs else 0.0), hits

    def glossary_rate(pairs: Sequence[tuple[str, str]]) -> float:
        with_setting("off")  # today's way: the whole former glossary, no index
        try:
            return sum(glossary_related(q, s) for q, s in pairs) / len(pairs) if pairs else 0.0
        finally:
            with_setting(None)

    groups = {"en": [p for p in PAIRS if p[0].isascii()], "zh": [p for p in PAIRS if not p[0].isascii()]}

    def cross(pairs: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
        names = sorted({s for _q, s in pairs})
        return [(q, n) for q, s in pairs for n in names if n not in (s, q) and (q, n) not in PAIRS]

    by_lang: dict[str, Any] = {}
    for lang, pairs in (*groups.items(), ("all", PAIRS)):
        wrong = cross(pairs) if lang != "all" else [p for g in groups.values() for p in cross(g)]
        right, _ = rate(pairs)
        false, false_hits = rate(wrong)
        missed = [f"{q}→{s}" for q, s in pairs if not index or relatedness(q, s, index) < THRESHOLD]
        by_lang[lang] = {
            "n": len(pairs),
            "related": right,
            "false": false,
            "glossary": glossary_rate(pairs),
            "glossary_false": glossary_rate(wrong),
            "missed": missed,
            "false_hits": false_hits,
        }
    return by_lang


# --------------------------------------------------------------------------- graphs


def graph_rows(shared: Path, dev_per_graph: int) -> list[tuple[str, Path, dict[str, Any]]]:
    """(set name, graphs folder, row) for unseen, holdout and a dev sample spread evenly."""
    out: list[tuple[str, Path, dict[str, Any]]] = []
    for name in ("unseen", "holdout"):
        folder = EVAL / name
        for row in read_dataset(folder / "questions.jsonl"):
            out.append((name, folder / "graphs", dict(row)))
    nl2gql = shared / "datasets" / "nl2gql"
    dev = list(read_dataset(nl2gql / "dev.jsonl"))
    for space in sorted({str(r["space"]) for r in dev}):
        rows = [r for r in dev if r["space"] == space]
        step = max(1, len(rows) // dev_per_graph) if dev_per_graph else 1
        out += [("dev", nl2gql / "graphs", dict(r)) for r in rows[::step][: dev_per_graph or None]]
    return out


class Graphs:
    """The evaluator, the linker indexes and the schemas of every space, built once."""

    def __init__(self, rows: Sequence[tuple[str, Path, dict[str, Any]]]) -> None:
        from r3.engine.engine import Engine
        from r3.eval.harness import EngineBackend, EvalSettings, SystemEvaluator
        from r3.lang.ddl import load_space_schema
        from r3.retrieval.index import build_index
        from r3.retrieval.source import BackendSource

        self.tmp = Path(tempfile.mkdtemp(prefix="r3-bench-lexical-"))
        self.graphs = self.tmp / "graphs"
        self.graphs.mkdir()
        for _set, folder, row in rows:
            link = self.graphs / row["space"]
            if not link.exists():
                link.symlink_to((folder / row["space"]).resolve(), target_is_directory=True)
        dataset = [r for _s, _f, r in rows]
        self.backend = EngineBackend(self.graphs, dataset, writes="prepared", timeout_s=20.0)
        self.evaluator = SystemEvaluator(self.backend, settings=EvalSettings(graphs_dir=self.graphs, cache_dir=None, workers=1))
        self.spaces = sorted({r["space"] for r in dataset})
        self.schemas = {s: load_space_schema(self.graphs, s) for s in self.spaces}
        for s in self.spaces:
            build_index(BackendSource(Engine(self.backend.pool.shared(s), space=s), s), self.tmp / "index" / s)

    def pipeline(self) -> Any:
        from r3.pipeline.config import load_config
        from r3.pipeline.pipeline import Pipeline

        config = load_config("offline", overrides={"retrieval.index": str(self.tmp / "index" / "{space}")})
        return Pipeline(config, demos=[], graph_pool=self.backend.pool)


def classes_of(query: str, schema: Any) -> set[str] | None:
    from r3.lang.analysis import analyze

    try:
        a = analyze(query, schema=schema)
    except (R3Error, RecursionError):
        return None
    return {*a.tags, *a.edge_types}


def run_graphs(g: Graphs, rows: Sequence[tuple[str, Path, dict[str, Any]]], *, quiet: bool) -> list[dict[str, Any]]:
    from r3.eval.systems import Prediction

    pipeline = g.pipeline()
    out: list[dict[str, Any]] = []
    try:
        for i, (set_name, _folder, row) in enumerate(rows):
            t = time.perf_counter()
            try:
                result = pipeline.generate(row["question"], space=row["space"], row_id=str(row.get("id")))
                query, error = result.query or "", (None if result.query else (result.error or "no query"))
            except R3Error as e:
                query, error = "", f"{type(e).__name__}: {e}"
            seconds = time.perf_counter() - t
            record = g.evaluator.evaluate_item(row, Prediction(query, None, error))
            gold = classes_of(row["gold"], g.schemas[row["space"]]) or set()
            got = classes_of(query, g.schemas[row["space"]]) if query else None
            out.append(
                {
                    "id": row.get("id"),
                    "set": set_name,
                    "space": row["space"],
                    "lang": row.get("lang", ""),
                    "ex": bool(record.get("ex")),
                    "classes": bool(got is not None and gold <= got),
                    "seconds": seconds,
                    "query": query,
                }
            )
            if not quiet and (i + 1) % 50 == 0:
                print(f"  {i + 1}/{len(rows)}", file=sys.stderr)
    finally:
        pipeline.close()
    return out


def summary(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    def agg(rs: Sequence[dict[str, Any]]) -> dict[str, Any]:
        n = len(rs)
        secs = [r["seconds"] for r in rs]
        return {
            "n": n,
            "classes": sum(r["classes"] for r in rs) / n if n else 0.0,
            "ex": sum(r["ex"] for r in rs) / n if n else 0.0,
            "s_mean": statistics.fmean(secs) if secs else 0.0,
            "s_p95": sorted(secs)[int(0.95 * (len(secs) - 1))] if secs else 0.0,
        }

    out = {"all": agg(records)}
    for key in sorted({r["set"] for r in records}):
        out[key] = agg([r for r in records if r["set"] == key])
    for key in sorted({r["lang"] for r in records if r["lang"]}):
        out[f"lang={key}"] = agg([r for r in records if r["lang"] == key])
    return out


def with_setting(value: str | None) -> None:
    """Point r3 at the index (None) or switch it off ("off"), for the same process."""
    if value is None:
        os.environ.pop("R3_LEXICAL", None)
    else:
        os.environ["R3_LEXICAL"] = value


def main(argv: Sequence[str] | None = None) -> int:
    from r3.lexical import default_index, note

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    add_shared_arg(ap)
    ap.add_argument("--dev-per-graph", type=int, default=80, help="dev questions per graph (0: all)")
    ap.add_argument("--words-only", action="store_true", help="only the word table")
    ap.add_argument("--coverage", action="store_true", help="also each former glossary line's words the index misses")
    ap.add_argument("--json", type=Path, help="write the numbers (and per-question records) here")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)

    with_setting(None)
    t = time.perf_counter()
    index = default_index()
    load_ms = 1000 * (time.perf_counter() - t)
    if index is None:
        print(f"no lexical index: {note()}", file=sys.stderr)
        return 2
    t = time.perf_counter()
    index.neighbours("employer")
    index.glosses("航班")
    first_ms = 1000 * (time.perf_counter() - t)
    print(f"index: {index.describe()}")
    print(f"open {load_ms:.1f} ms; first two look-ups {first_ms:.2f} ms")

    words = word_table(index)
    print(f"\nwords (relatedness >= {THRESHOLD}; false = each word vs every other pair's name)")
    print(f"{'':<5} {'n':>4} {'related':>8} {'false':>7}   {'r3 without the index':>20} {'false':>6}")
    for lang, row in words.items():
        print(
            f"{lang:<5} {row['n']:>4} {100 * row['related']:>7.1f}% {100 * row['false']:>6.1f}%   "
            f"{100 * row['glossary']:>19.1f}% {100 * row['glossary_false']:>5.1f}%"
        )
    print("missed:", ", ".join(words["all"]["missed"]))
    print("false relations:", ", ".join(words["all"]["false_hits"][:40]) or "none")
    result: dict[str, Any] = {"load_ms": load_ms, "words": words}
    if args.coverage:
        lines = coverage(index)
        covered = sum(1 for _line, missed in lines if not missed)
        print(f"\nformer general glossary lines: {covered}/{len(lines)} fully covered (read only without the index)")
        for line, missed in lines:
            if missed:
                print(f"  {line}  -- missed: {' '.join(missed)}")
        result["coverage"] = lines
    if not args.words_only:
        rows = graph_rows(args.shared, args.dev_per_graph)
        g = Graphs(rows)
        runs: dict[str, list[dict[str, Any]]] = {}
        for label, setting in (("without", "off"), ("with", None)):
            with_setting(setting)
            if not args.quiet:
                print(f"graphs, {label} the index: {len(rows)} questions", file=sys.stderr)
            runs[label] = run_graphs(g, rows, quiet=args.quiet)
        with_setting(None)
        sums = {label: summary(rs) for label, rs in runs.items()}
        print("\ngraphs (no demonstrations, no aliases): top query uses every gold tag/edge type; EX; s/question")
        print(
            f"{'slice':<10} {'n':>4} {'classes w/o':>11} {'with':>6} {'EX w/o':>7} {'with':>6} "
            f"{'s mean w/o':>10} {'with':>6} {'s p95 with':>10}"
        )
        for key, w in sums["with"].items():
            o = sums["without"][key]
            print(
                f"{key:<10} {w['n']:>4} {100 * o['classes']:>10.1f}% {100 * w['classes']:>5.1f}% "
                f"{100 * o['ex']:>6.1f}% {100 * w['ex']:>5.1f}% {o['s_mean']:>10.3f} {w['s_mean']:>6.3f} "
                f"{w['s_p95']:>10.3f}"
            )
        changed = [
            (a["id"], a["classes"], b["classes"], a["ex"], b["ex"])
            for a, b in zip(runs["without"], runs["with"], strict=True)
            if (a["classes"], a["ex"]) != (b["classes"], b["ex"])
        ]
        better = sum(1 for c in changed if (c[2], c[4]) > (c[1], c[3]))
        print(f"changed questions: {len(changed)} ({better} better, {len(changed) - better} worse or mixed)")
        result.update(graphs=sums, changed=changed, records=runs)
    if args.json:
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
