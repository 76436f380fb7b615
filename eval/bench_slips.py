"""The slips corpus: r3's own golds with 1–2 seeded model slips, through the real ``r3-checked``.

    python eval/bench_slips.py [--seed 0] [--dialects ngql,cypher] [--limit N]
        [--sets unseen,holdout,demo] [--no-langchain] [--json OUT] [--show N]

Why: a model that writes the right query with an ordinary slip (``=`` for ``==``, ``v.name``
for ``v.tag.name``, ``publishd_by``, a reversed arrow, ``"ada lind"``, code fences and prose
around it …) should get the right rows through ``r3-checked`` even when it repeats itself on
every retry. For each gold of the project's own graphs (``eval/unseen``, ``eval/holdout``,
``data/demo``) — as nGQL on the embedded engine and, transpiled (:mod:`r3.lang.transpile`), as
Cypher on LadybugDB the way ``r3 eval --backend ladybug`` scores it — :mod:`slips` injects
1–2 seeded slips; a fake refiner answers the slipped text on every call. Each item runs
twice in this process: with r3's repair (``repair.fix: true``, the default) and without it
(the baseline). Reported per slip kind and overall: EX (the rows equal the gold's rows,
strict, :func:`r3.values.rows_equal`), model calls per question, and the share recovered with
zero extra model calls (EX with one call).

LangChain's ``CypherQueryCorrector`` (``langchain-neo4j``, MIT; ``pip install 'r3[eval]'``)
runs on the same Cypher slips, side by side: its corrected query runs on LadybugDB as is. The
schema it needs, ``(label, relationship, label)`` triples, comes from r3's schema of the space.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from slips import SLIP_KINDS, SlipContext, inject  # noqa: E402

from r3.contracts.schema import SpaceSchema  # noqa: E402
from r3.engine.engine import Engine  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.eval.replay import Replayer, read_dataset  # noqa: E402
from r3.graph.ladybug_spaces import LadybugSpaces  # noqa: E402
from r3.lang.transpile import transpile  # noqa: E402
from r3.models.fake import FakeModel  # noqa: E402
from r3.pipeline.checks import BackendRunner, EngineRunner  # noqa: E402
from r3.pipeline.config import load_config  # noqa: E402
from r3.pipeline.pipeline import Pipeline  # noqa: E402
from r3.pipeline.refiner import extract_query  # noqa: E402
from r3.pipeline.repair.ends import Ends  # noqa: E402
from r3.pipeline.repair.literals import GraphValues  # noqa: E402
from r3.values import rows_equal  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SETS = {
    "unseen": (REPO / "eval/unseen/questions.jsonl", REPO / "eval/unseen/graphs"),
    "holdout": (REPO / "eval/holdout/questions.jsonl", REPO / "eval/holdout/graphs"),
    "demo": (REPO / "data/demo/demos.jsonl", REPO / "data"),
}
SYSTEMS = ("repair", "baseline")


@dataclass
class Item:
    """One slipped gold and how each system fared on it."""

    set: str
    id: str
    dialect: str
    kinds: list[str]
    slipped: str
    gold: str
    ex: dict[str, bool] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)
    query: dict[str, str] = field(default_factory=dict)
    status: dict[str, str] = field(default_factory=dict)


class Side:
    """One dialect of one graphs folder: where golds and answers run, the pipelines, the fake model."""

    def __init__(self, name: str, rows: list[dict[str, Any]], graphs: Path, dialect: str) -> None:
        self.dialect = dialect
        self.replayer = Replayer(graphs, dataset_rows=rows)
        self.ladybug = LadybugSpaces(self.replayer.pool) if dialect == "cypher" else None
        pool: Any = self.ladybug if self.ladybug is not None else self.replayer.pool
        self.model = FakeModel(default="", name="slips")
        self.pipelines = {
            system: Pipeline(
                load_config(
                    "r3-checked",
                    overrides={"dialect": dialect, "repair.fix": system == "repair"},
                ),
                models={"refiner": self.model},
                graph_pool=pool,
            )
            for system in SYSTEMS
        }

    def schema(self, space: str) -> SpaceSchema:
        return self.pipelines["repair"].schema(space)

    def runner(self, space: str) -> Any:
        if self.ladybug is not None:
            return BackendRunner(self.ladybug.backend(space), space, self.dialect)
        return EngineRunner(self.replayer.pool.shared(space), space)

    def execute(self, space: str, query: str) -> list[tuple[Any, ...]]:
        if self.ladybug is not None:
            return list(self.ladybug.backend(space).execute(query).rows)
        return list(Engine(self.replayer.pool.shared(space), space=space).execute(query).rows)

    def close(self) -> None:
        for pipeline in self.pipelines.values():
            pipeline.close()
        if self.ladybug is not None:
            self.ladybug.close()


def _gold_text(row: dict[str, Any], side: Side, ngql_schema: SpaceSchema) -> str | None:
    gold = str(row["gold"])
    if side.dialect == "ngql":
        return gold
    try:
        return transpile(gold, "ngql", "cypher", schema=ngql_schema)
    except R3Error:
        return None


def _same(side: Side, space: str, query: str, expected: list[tuple[Any, ...]]) -> bool:
    try:
        rows = side.execute(space, query)
    except R3Error:
        return False
    return rows_equal(rows, expected).equal


def run_side(
    set_name: str,
    dialect: str,
    rows: list[dict[str, Any]],
    graphs: Path,
    args: argparse.Namespace,
    corrector: Any,
    skipped: Counter[str],
) -> list[Item]:
    """The slipped golds of one dataset in one dialect, each run through every system.

    A gold is left out (and counted in ``skipped``) when it writes, does not transpile or
    run, offers no slip, or does not pass ``r3-checked`` itself when answered unslipped: the
    corpus measures the repair of slips, not the golds r3 refuses anyway."""
    side = Side(set_name, rows, graphs, dialect)
    ngql = Side(set_name, rows, graphs, "ngql") if dialect == "cypher" else side
    items: list[Item] = []
    try:
        for row in rows[: args.limit] if args.limit else rows:
            space, rid = str(row["space"]), str(row["id"])
            if not isinstance(row.get("gold"), str) or _writes(row["gold"]):
                skipped[f"{dialect}: a write or no gold"] += 1
                continue
            schema = side.schema(space)
            gold = _gold_text(row, side, ngql.schema(space))
            if gold is None:
                skipped[f"{dialect}: the gold does not transpile"] += 1
                continue
            try:
                expected = side.execute(space, gold)
            except R3Error:
                skipped[f"{dialect}: the gold does not run"] += 1
                continue
            side.model.default = gold
            clean = {
                system: pipeline.generate(str(row["question"]), space=space, row_id=rid)
                for system, pipeline in side.pipelines.items()
            }
            same = {s: r.answered and _same(side, space, r.query, expected) for s, r in clean.items()}
            if same["baseline"] and not same["repair"]:
                skipped[f"{dialect}: THE REPAIR BROKE AN UNSLIPPED GOLD ({rid})"] += 1
            if not same["baseline"]:
                skipped[
                    f"{dialect}: the unslipped gold does not pass r3-checked ({clean['baseline'].status})"
                ] += 1
                continue
            runner = side.runner(space)
            values = GraphValues(runner, schema, dialect)
            rng = random.Random(f"{args.seed}:{rid}:{dialect}")
            ctx = SlipContext(schema, dialect, rng, values.values, Ends(schema, dialect, runner))
            slipped = inject(gold, ctx)
            if slipped is None:
                skipped[f"{dialect}: no slip applies"] += 1
                continue
            item = Item(set_name, rid, dialect, slipped.kinds, slipped.text, gold)
            side.model.default = slipped.text
            for system, pipeline in side.pipelines.items():
                result = pipeline.generate(str(row["question"]), space=space, row_id=rid)
                item.calls[system] = int(result.trace.usage()["calls"]) if result.trace else 0
                item.query[system] = result.query
                item.status[system] = result.status
                item.ex[system] = result.answered and _same(side, space, result.query, expected)
            if corrector is not None and dialect == "cypher":
                fixed = corrector(schema)(extract_query(slipped.text))
                item.query["langchain"] = fixed
                item.ex["langchain"] = bool(fixed) and _same(side, space, fixed, expected)
            items.append(item)
    finally:
        side.close()
        if ngql is not side:
            ngql.close()
    return items


def _writes(query: str) -> bool:
    head = query.lstrip().split(None, 1)[0].upper() if query.strip() else ""
    return head in {"INSERT", "UPDATE", "UPSERT", "DELETE", "CREATE", "DROP", "ALTER"}


def langchain_corrector() -> Any:
    """``schema → CypherQueryCorrector`` over the schema's (tag, edge, tag) triples, or None."""
    try:
        from langchain_neo4j.chains.graph_qa.cypher_utils import CypherQueryCorrector, Schema
    except ImportError:
        return None

    def make(space: SpaceSchema) -> Any:
        triples = [Schema(s, e.name, d) for e in space.edges.values() for s, d in e.endpoints]
        return CypherQueryCorrector(triples)

    return make


def report(items: list[Item], show: int) -> dict[str, Any]:
    """Print and return the tables: per dialect, per kind, and LangChain side by side."""
    out: dict[str, Any] = {}
    for dialect in sorted({i.dialect for i in items}):
        mine = [i for i in items if i.dialect == dialect]
        n = len(mine)
        rows: dict[str, dict[str, float]] = {}
        for system in SYSTEMS:
            ex = sum(i.ex[system] for i in mine)
            zero = sum(i.ex[system] and i.calls[system] == 1 for i in mine)
            calls = sum(i.calls[system] for i in mine) / max(n, 1)
            rows[system] = {"ex": 100 * ex / max(n, 1), "zero_extra": 100 * zero / max(n, 1), "calls": calls}
        print(f"\n## {dialect}: {n} slipped golds")
        print("system | EX % | recovered with 0 extra calls % | model calls / question")
        print("--- | --- | --- | ---")
        for system, r in rows.items():
            print(f"{system} | {r['ex']:.1f} | {r['zero_extra']:.1f} | {r['calls']:.2f}")
        by_kind: dict[str, list[Item]] = defaultdict(list)
        for i in mine:
            for k in i.kinds:
                by_kind[k].append(i)
        print(
            "\nslip kind | items | EX repair % | EX baseline % | 0 extra calls %"
            + (" | LangChain %" if dialect == "cypher" and any("langchain" in i.ex for i in mine) else "")
        )
        print("--- | --- | --- | --- | ---" + (" | ---" if dialect == "cypher" else ""))
        kinds_out = {}
        for kind in SLIP_KINDS:
            group = by_kind.get(kind, [])
            if not group:
                continue
            g = len(group)
            cells = {
                "items": g,
                "repair": 100 * sum(i.ex["repair"] for i in group) / g,
                "baseline": 100 * sum(i.ex["baseline"] for i in group) / g,
                "zero_extra": 100 * sum(i.ex["repair"] and i.calls["repair"] == 1 for i in group) / g,
            }
            line = (
                f"{kind} | {g} | {cells['repair']:.0f} | {cells['baseline']:.0f} | {cells['zero_extra']:.0f}"
            )
            if any("langchain" in i.ex for i in group):
                cells["langchain"] = 100 * sum(i.ex.get("langchain", False) for i in group) / g
                line += f" | {cells['langchain']:.0f}"
            kinds_out[kind] = cells
            print(line)
        lc = [i for i in mine if "langchain" in i.ex]
        if lc:
            both = sum(i.ex["langchain"] and i.ex["repair"] for i in lc)
            only_lc = [i for i in lc if i.ex["langchain"] and not i.ex["repair"]]
            only_r3 = sum(i.ex["repair"] and not i.ex["langchain"] for i in lc)
            print(
                f"\nLangChain CypherQueryCorrector: {sum(i.ex['langchain'] for i in lc)}/{len(lc)} recovered; "
                f"r3 {sum(i.ex['repair'] for i in lc)}/{len(lc)}; both {both}; only LangChain {len(only_lc)}; "
                f"only r3 {only_r3}"
            )
            for i in only_lc[:show]:
                print(f"  only LangChain: {i.set}/{i.id} {i.kinds}: {i.slipped!r}")
            rows["langchain"] = {
                "ex": 100 * sum(i.ex["langchain"] for i in lc) / len(lc),
                "only_langchain": len(only_lc),
            }
        failed = [i for i in mine if not i.ex["repair"]]
        for i in failed[:show]:
            print(
                f"  not recovered: {i.set}/{i.id} {i.kinds} [{i.status['repair']}]\n    slipped: {i.slipped!r}\n"
                f"    r3:      {i.query['repair']!r}\n    gold:    {i.gold!r}"
            )
        out[dialect] = {"items": n, "systems": rows, "kinds": kinds_out}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--dialects", default="ngql,cypher")
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--limit", type=int, default=0, help="golds per set (0: all)")
    parser.add_argument("--no-langchain", action="store_true")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--show", type=int, default=10, help="failures to print per dialect")
    args = parser.parse_args(argv)
    corrector = None if args.no_langchain else langchain_corrector()
    if corrector is None and not args.no_langchain:
        print("langchain-neo4j is not installed (pip install 'r3[eval]'): no LangChain column")
    started = time.perf_counter()
    items: list[Item] = []
    skipped: Counter[str] = Counter()
    for dialect in args.dialects.split(","):
        for name in args.sets.split(","):
            dataset, graphs = SETS[name]
            items += run_side(name, dialect, read_dataset(dataset), graphs, args, corrector, skipped)
    elapsed = time.perf_counter() - started
    kinds = Counter(k for i in items for k in i.kinds)
    print(f"{len(items)} slipped golds (seed {args.seed}) in {elapsed:.0f} s; kinds: {dict(kinds)}")
    for reason, n in skipped.most_common():
        print(f"  left out: {n} × {reason}")
    summary = report(items, args.show)
    if args.json is not None:
        args.json.write_text(
            json.dumps(
                {"seed": args.seed, "summary": summary, "items": [asdict(i) for i in items]},
                ensure_ascii=False,
                indent=1,
            )
            + "\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
