"""How well does the offline (model-free) pipeline answer questions about graphs it has not seen?

    python eval/bench_offline.py [--shared ../shared] [--unseen eval/unseen]
        [--splits strict,template-kfold,gold-kfold,loo] [--folds 5] [--quick] [--limit N]
        [--space NAME] [--backend engine|ladybug] [--json OUT] [--show N] [-q]

Runs the ``offline`` pipeline (:class:`r3.pipeline.pipeline.Pipeline`, the system ``r3 eval
--system offline`` runs: offline reranker, linker, refiner, checks and repairs) over every
question of the graph sets found — ``nl2gql/dev.jsonl`` (graphs ``nba``, ``harrypotter``) and,
when present, the project's own unseen graphs (``eval/unseen/questions.jsonl`` with
``eval/unseen/graphs/<space>/``) — under splits that decide which rows may serve as
demonstrations:

- ``strict`` — **leave-one-graph-out**, the headline: each graph is answered with
  demonstrations from the *other* graphs only, the situation of a user's new graph;
- ``template-kfold`` — rows grouped by *template* (the gold query with every string and
  number literal masked on its AST, :func:`template_key`), the groups dealt into ``--folds``
  folds; each fold is answered by a pool of the other folds, so no demonstration holds the
  evaluated query with other names or numbers;
- ``gold-kfold`` — the same, grouped by exact canonical gold text: a demonstration may be the
  evaluated query with other names (it used to be called "strict"; it is not);
- ``loo`` — leave-one-out by row id: paraphrases of the same gold query stay in the pool
  (optimistic; what ``r3 eval --demos dataset`` measures).

Each prediction is scored by the evaluator of ``r3 eval`` (:class:`r3.eval.harness.SystemEvaluator`,
embedded engine in the dataset's prepared state). Reported per split: EX (rows equal the gold
rows as values) overall, per graph, per statement kind (the gold's first CRUD keyword), per
``shape`` (rows that have one) and language; SA and the paper-mode EA (its semantic half is
the offline ``hash`` proxy, not the paper's BERTScore); seconds per question; the reranker's
labels against the gold query's; and **calibration**: the share of wrong answers the pipeline
flags (status ``uncertain``/``unanswerable``; target ≥ 70 %) and of right answers it flags
(target ≤ 15 %), read from the result and its trace, whatever they hold.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from r3.errors import QuerySyntaxError, R3Error  # noqa: E402
from r3.eval.replay import locate_shared, read_dataset  # noqa: E402
from r3.eval.slices import by_slice, summarize  # noqa: E402

SPLITS = {
    "strict": "leave-one-graph-out: demonstrations from the other graphs only (the unseen-graph number)",
    "template-kfold": "k-fold grouped by template (gold with literals masked): no same-template demonstration",
    "gold-kfold": "k-fold grouped by exact gold query: same template with other names may answer",
    "loo": "leave-one-out by row id: paraphrases of the gold stay in the pool (optimistic)",
}
DEFAULT_SPLITS = ("strict", "template-kfold", "gold-kfold", "loo")
QUICK_SPLITS = ("strict", "template-kfold")
QUICK_PER_GRAPH = 60
#: Result statuses by which the pipeline says "this answer may be wrong".
FLAGGED = ("uncertain", "unanswerable")
TARGET_WRONG_FLAGGED = 0.70
TARGET_RIGHT_FLAGGED = 0.15
UNSEEN_DEFAULT = Path(__file__).resolve().parent / "unseen"


# --------------------------------------------------------------------------- templates


def canonical_gold(query: str) -> str:
    """The gold query's canonical text (printer), so spelling variants group together."""
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    try:
        return to_text(parse(query))
    except (QuerySyntaxError, R3Error, RecursionError):
        return " ".join(query.split())


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')
_NUMBER = re.compile(r"(?<![\w$.])-?\d+(?:\.\d+)?(?![\w.])")
_PLACEHOLDER_STR = "_"
_PLACEHOLDER_NUM = 0


def template_key(query: str) -> str:
    """The gold query with every string and number literal replaced by a placeholder.

    On the AST (:func:`mask_literals`), printed canonically; a run of literals in a list (``GO
    FROM "a", "b"``, ``IN [1, 2, 3]``) becomes one placeholder, so the count of names is not
    part of the template either. A gold query that does not parse is masked by regex.
    """
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    try:
        return "ast:" + to_text(mask_literals(parse(query)))
    except (QuerySyntaxError, R3Error, RecursionError, TypeError, ValueError):
        return "re:" + regex_template(query)


def regex_template(query: str) -> str:
    """The fallback mask: quoted strings and free-standing numbers replaced, spaces collapsed."""
    text = _STRING.sub(f'"{_PLACEHOLDER_STR}"', query)
    text = _NUMBER.sub(str(_PLACEHOLDER_NUM), text)
    text = re.sub(r'"_"(?:\s*,\s*"_")+', '"_"', text)
    text = re.sub(r"\b0(?:\s*,\s*0)+\b", "0", text)
    return " ".join(text.split())


def mask_literals(node: Any) -> Any:
    """A copy of the AST with string/number literals, and the numbers the grammar keeps as
    plain fields (steps, LIMIT, SAMPLE, ``*1..3``, UPTO), replaced by placeholders."""
    from r3.lang import ast as A

    if isinstance(node, A.Literal):
        value = node.value
        if isinstance(value, str):
            return replace(node, value=_PLACEHOLDER_STR)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return replace(node, value=_PLACEHOLDER_NUM)
        return node
    if isinstance(node, A.Node) and is_dataclass(node):
        changes: dict[str, Any] = {}
        for f in fields(node):
            if f.name == "span":
                continue
            value = getattr(node, f.name)
            if isinstance(value, int) and not isinstance(value, bool):
                changes[f.name] = _PLACEHOLDER_NUM
            elif isinstance(value, (A.Node, list, tuple)):
                changes[f.name] = mask_literals(value)
        return replace(node, **changes) if changes else node
    if isinstance(node, list):
        return _collapse_literals([mask_literals(v) for v in node])
    if isinstance(node, tuple):
        return tuple(mask_literals(v) for v in node)
    return node


def _collapse_literals(items: list[Any]) -> list[Any]:
    from r3.lang import ast as A

    out: list[Any] = []
    for item in items:
        if isinstance(item, A.Literal) and out and isinstance(out[-1], A.Literal) and out[-1] == item:
            continue
        out.append(item)
    return out


# --------------------------------------------------------------------------- splits


@dataclass
class Plan:
    """One pool of demonstrations and the rows it answers."""

    label: str
    pool: list[dict[str, Any]]
    answer: list[dict[str, Any]]


def deal_folds(
    rows: Sequence[dict[str, Any]], k: int, key: Callable[[str], str]
) -> list[list[dict[str, Any]]]:
    """Rows grouped by ``key(gold)``, groups dealt largest first to the fold with fewest rows."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[key(r["gold"])].append(r)
    folds: list[list[dict[str, Any]]] = [[] for _ in range(max(1, k))]
    for _, members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        min(folds, key=len).extend(members)
    return folds


def make_plans(split: str, rows: Sequence[dict[str, Any]], wanted: set[str], *, folds: int = 5) -> list[Plan]:
    """The pools of ``split`` over all ``rows``; only rows whose id is in ``wanted`` are answered."""
    rows = list(rows)
    if split == "strict":
        spaces = sorted({r["space"] for r in rows})
        return [
            Plan(
                f"graph {space}",
                [r for r in rows if r["space"] != space],
                [r for r in rows if r["space"] == space and r["id"] in wanted],
            )
            for space in spaces
        ]
    if split in ("template-kfold", "gold-kfold"):
        key = template_key if split == "template-kfold" else canonical_gold
        plans = []
        for i, fold in enumerate(deal_folds(rows, folds, key)):
            ids = {r["id"] for r in fold}
            plans.append(
                Plan(
                    f"fold {i + 1}",
                    [r for r in rows if r["id"] not in ids],
                    [r for r in fold if r["id"] in wanted],
                )
            )
        return plans
    if split == "loo":  # the pipeline leaves the row itself out by its id
        return [Plan("all rows", rows, [r for r in rows if r["id"] in wanted])]
    raise ValueError(f"unknown split {split!r}; choose from {', '.join(SPLITS)}")


# --------------------------------------------------------------------------- graph sets


@dataclass
class GraphSet:
    name: str
    questions: Path
    graphs: Path
    rows: list[dict[str, Any]] = field(default_factory=list)


def load_sets(shared: Path, unseen: Path | None) -> tuple[list[GraphSet], list[str]]:
    """The dev set and, when its files exist, the unseen set; notes on what was skipped."""
    notes: list[str] = []
    nl2gql = shared / "datasets" / "nl2gql"
    sets = [GraphSet("dev", nl2gql / "dev.jsonl", nl2gql / "graphs")]
    if unseen is not None:
        questions, graphs = unseen / "questions.jsonl", unseen / "graphs"
        if questions.is_file() and graphs.is_dir():
            sets.append(GraphSet("unseen", questions, graphs))
        else:
            notes.append(f"unseen graphs skipped: {questions} or {graphs}/ not found")
    seen_spaces: dict[str, str] = {}
    for gs in sets:
        kept: list[dict[str, Any]] = []
        skipped: Counter[str] = Counter()
        for row in read_dataset(gs.questions):
            space = str(row.get("space", ""))
            if not all(isinstance(row.get(k), str) and row.get(k) for k in ("question", "gold", "space")):
                skipped["row without question, gold or space"] += 1
            elif not (gs.graphs / space).is_dir():
                skipped[f"space {space!r} has no graph folder"] += 1
            elif seen_spaces.setdefault(space, gs.name) != gs.name:
                skipped[f"space {space!r} already in set {seen_spaces[space]!r}"] += 1
            else:
                row = dict(row)
                row["id"] = str(row.get("id")) if gs.name == "dev" else f"{gs.name}/{row.get('id')}"
                row["graph_set"] = gs.name
                kept.append(row)
        gs.rows = kept
        notes += [f"{gs.name}: {n} rows skipped ({why})" for why, n in sorted(skipped.items())]
    return [gs for gs in sets if gs.rows], notes


def combined_graphs(sets: Sequence[GraphSet], folder: Path) -> Path:
    """One graphs folder (symlinks) holding every set's spaces, for one evaluator and pool."""
    folder.mkdir(parents=True, exist_ok=True)
    for gs in sets:
        for space in sorted({r["space"] for r in gs.rows}):
            link = folder / space
            if not link.exists():
                link.symlink_to((gs.graphs / space).resolve(), target_is_directory=True)
    return folder


def evenly(rows: Sequence[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    """At most ``n`` rows spread evenly over ``rows`` (all of them when ``n`` is 0)."""
    if not n or len(rows) <= n:
        return list(rows)
    return [rows[int(i * len(rows) / n)] for i in range(n)]


# --------------------------------------------------------------------------- reading results


def read_status(result: Any, trace: dict[str, Any]) -> tuple[str, float | None]:
    """The pipeline's status and confidence, from the result or its trace, whichever has them
    (a flagging status in either wins: the trace may carry it before the result type does)."""
    statuses = [getattr(result, "status", None), trace.get("status")]
    calibration = trace.get("calibration")
    if isinstance(calibration, dict):
        statuses.append(calibration.get("status"))
    texts = [str(s) for s in statuses if s]
    status = next((s for s in texts if s in FLAGGED), texts[0] if texts else "-")
    confidence: Any = getattr(result, "confidence", None)
    for holder in (trace, calibration if isinstance(calibration, dict) else {}):
        if confidence is None:
            confidence = holder.get("confidence")
    try:
        return status, None if confidence is None else float(confidence)
    except (TypeError, ValueError):
        return status, None


def calibration(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """How often the pipeline flags its wrong and its right answers (items whose gold the
    engine reproduces; the others cannot be right by EX)."""
    scored = [r for r in records if r.get("gold_reproduced", True)]
    right = [r for r in scored if r.get("ex")]
    wrong = [r for r in scored if not r.get("ex")]
    unflagged = [r for r in scored if r["status"] not in FLAGGED]

    def share(group: Sequence[dict[str, Any]]) -> float | None:
        return sum(r["status"] in FLAGGED for r in group) / len(group) if group else None

    def mean_conf(group: Sequence[dict[str, Any]]) -> float | None:
        values = [r["confidence"] for r in group if r.get("confidence") is not None]
        return statistics.fmean(values) if values else None

    return {
        "n": len(scored),
        "right": len(right),
        "wrong": len(wrong),
        "wrong_flagged": share(wrong),
        "right_flagged": share(right),
        "answered": len(unflagged) / len(scored) if scored else None,
        "ex_answered": sum(bool(r.get("ex")) for r in unflagged) / len(unflagged) if unflagged else None,
        "confidence_right": mean_conf(right),
        "confidence_wrong": mean_conf(wrong),
        "statuses": dict(Counter(r["status"] for r in scored).most_common()),
    }


def label_sets(query: str, schema: Any) -> dict[str, set[str]]:
    from r3.lang.analysis import analyze

    try:
        a = analyze(query, schema=schema)
    except (QuerySyntaxError, R3Error, RecursionError):
        return {}
    return {"crud": set(a.crud), "clauses": set(a.clauses), "classes": {*a.tags, *a.edge_types}}


def rerank_labels(trace: dict[str, Any]) -> dict[str, set[str]] | None:
    out = (trace.get("stages") or {}).get("reranker", {}).get("output")
    if not isinstance(out, dict) or "crud" not in out:
        return None
    return {fam: {str(x) for x in out.get(fam) or []} for fam in ("crud", "clauses", "classes")}


def rerank_scores(
    pairs: Sequence[tuple[dict[str, set[str]], dict[str, set[str]]]],
) -> dict[str, dict[str, float]]:
    """Exact-set accuracy and micro P/R/F1 per label family."""
    out: dict[str, dict[str, float]] = {}
    for fam in ("crud", "clauses", "classes"):
        exact = tp = fp = fn = n = 0
        for gold, pred in pairs:
            if fam not in gold:
                continue
            g, p = gold[fam], pred.get(fam, set())
            n += 1
            exact += g == p
            tp += len(g & p)
            fp += len(p - g)
            fn += len(g - p)
        prec = tp / (tp + fp) if tp + fp else 0.0
        rec = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        out[fam] = {"n": n, "exact": exact / n if n else 0.0, "precision": prec, "recall": rec, "f1": f1}
    return out


# --------------------------------------------------------------------------- the bench


class Bench:
    def __init__(self, args: argparse.Namespace) -> None:
        from r3.engine.engine import Engine
        from r3.eval.harness import EngineBackend, EvalSettings, SystemEvaluator
        from r3.lang.ddl import load_space_schema
        from r3.retrieval.index import build_index
        from r3.retrieval.source import BackendSource

        started = time.perf_counter()
        unseen = None if args.no_unseen else Path(args.unseen)
        self.sets, self.notes = load_sets(locate_shared(args.shared), unseen)
        self.rows = [r for gs in self.sets for r in gs.rows]
        self.tmp = Path(tempfile.mkdtemp(prefix="r3-bench-offline-"))
        self.graphs = combined_graphs(self.sets, self.tmp / "graphs")
        self.backend: Any = EngineBackend(self.graphs, self.rows, writes="prepared", timeout_s=20.0)
        if args.backend == "ladybug":  # the same pipeline writing Cypher, scored on LadybugDB
            from r3.eval.ladybug_backend import LadybugEvalBackend

            self.backend = LadybugEvalBackend(self.graphs, self.rows, writes="prepared", timeout_s=20.0)
        self.evaluator = SystemEvaluator(
            self.backend, settings=EvalSettings(graphs_dir=self.graphs, cache_dir=None, workers=1)
        )
        self.spaces = sorted({r["space"] for r in self.rows})
        self.schemas = {s: load_space_schema(self.graphs, s) for s in self.spaces}
        for s in self.spaces:  # the pipeline's own char-only linker index, built once for all pools
            build_index(
                BackendSource(Engine(self.backend.pool.shared(s), space=s), s), self.tmp / "index" / s
            )
        self.setup_s = time.perf_counter() - started
        per_graph = args.limit or (QUICK_PER_GRAPH if args.quick else 0)
        answered: list[dict[str, Any]] = []
        for space in self.spaces:
            if not args.space or space == args.space:
                answered += evenly([r for r in self.rows if r["space"] == space], per_graph)
        self.wanted = {r["id"] for r in answered}
        self.args = args

    def pipeline(self, demo_rows: Sequence[dict[str, Any]]) -> Any:
        from r3.pipeline.config import load_config
        from r3.pipeline.pipeline import Pipeline

        config = load_config("offline", overrides={"retrieval.index": str(self.tmp / "index" / "{space}")})
        return Pipeline(config, demos=[dict(r) for r in demo_rows], graph_pool=self.backend.pool)

    def run_split(self, split: str) -> dict[str, Any]:
        from r3.eval.systems import Prediction
        from r3.progress import progress_bar

        plans = make_plans(split, self.rows, self.wanted, folds=self.args.folds)
        total = sum(len(p.answer) for p in plans)
        records: list[dict[str, Any]] = []
        pairs: list[tuple[dict[str, set[str]], dict[str, set[str]]]] = []
        started = time.perf_counter()
        with progress_bar(total, unit="q", enabled=not self.args.quiet, desc=split) as bar:
            for plan in plans:
                if not plan.answer:
                    continue
                pipeline = self.pipeline(plan.pool)
                try:
                    for row in plan.answer:
                        record = self.answer(pipeline, row, Prediction)
                        record["plan"] = plan.label
                        record["pool_size"] = len(plan.pool)
                        records.append(record)
                        predicted = record.pop("_rerank", None)
                        if predicted is not None:
                            pairs.append((label_sets(row["gold"], self.schemas[row["space"]]), predicted))
                        bar.update(1)
                        bar.set_postfix_str(f"EX {100 * sum(r['ex'] for r in records) / len(records):.1f}%")
                finally:
                    pipeline.close()
        order = {r["id"]: i for i, r in enumerate(self.rows)}
        records.sort(key=lambda r: order.get(r["id"], 0))
        seconds = [r["seconds"] for r in records]
        return {
            "split": split,
            "meaning": SPLITS[split],
            "n": len(records),
            "plans": [{"label": p.label, "pool": len(p.pool), "answered": len(p.answer)} for p in plans],
            "metrics": summarize(records),
            "by_graph": _by_key(records, "space"),
            "by_kind": by_slice(records, "crud"),
            "by_shape": _by_key([r for r in records if r.get("shape")], "shape"),
            "by_lang": by_slice(records, "lang"),
            "by_set": _by_key(records, "graph_set"),
            "calibration": calibration(records),
            "reranker": rerank_scores(pairs),
            "seconds_per_question": {
                "mean": statistics.fmean(seconds) if seconds else 0.0,
                "p50": statistics.median(seconds) if seconds else 0.0,
                "p95": sorted(seconds)[int(0.95 * (len(seconds) - 1))] if seconds else 0.0,
            },
            "wall_s": time.perf_counter() - started,
            "records": records,
        }

    def answer(self, pipeline: Any, row: dict[str, Any], prediction_type: Any) -> dict[str, Any]:
        t = time.perf_counter()
        try:
            result = pipeline.generate(row["question"], space=row["space"], row_id=row["id"])
            trace = result.trace.to_dict(prompts=False)
            query, error = result.query or "", (None if result.query else (result.error or "no query"))
        except R3Error as e:
            result, trace, query, error = None, {}, "", f"{type(e).__name__}: {e}"
        seconds = time.perf_counter() - t
        status, confidence = read_status(result, trace) if result is not None else ("error", None)
        record = self.evaluator.evaluate_item(row, prediction_type(query, None, error))
        record.update(
            lang=row.get("lang", ""),
            shape=row.get("shape", ""),
            graph_set=row.get("graph_set", ""),
            status=status,
            confidence=confidence,
            seconds=seconds,
            trace=None,
            _rerank=rerank_labels(trace),
        )
        return record


def _by_key(records: Sequence[dict[str, Any]], key: str) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[str(r.get(key, ""))].append(r)
    return {k: summarize(v) for k, v in sorted(groups.items())}


# --------------------------------------------------------------------------- printing


def pct(v: Any) -> str:
    return "-" if v is None else f"{100 * float(v):.2f}"


def _table(title: str, rows: dict[str, dict[str, Any]]) -> Iterable[str]:
    if not rows:
        return
    yield f"\n| {title} | n | EX | SA | EA |\n|---|---:|---:|---:|---:|"
    for name, m in rows.items():
        yield f"| {name} | {m.get('n', '')} | {pct(m.get('EX'))} | {pct(m.get('SA'))} | {pct(m.get('EA'))} |"


def calibration_line(c: dict[str, Any]) -> str:
    wf, rf = c["wrong_flagged"], c["right_flagged"]
    met = wf is not None and rf is not None and wf >= TARGET_WRONG_FLAGGED and rf <= TARGET_RIGHT_FLAGGED
    conf = ""
    if c["confidence_right"] is not None or c["confidence_wrong"] is not None:
        conf = f"; mean confidence right {_num(c['confidence_right'])}, wrong {_num(c['confidence_wrong'])}"
    return (
        f"calibration ({c['n']} items whose gold the engine reproduces): wrong answers flagged "
        f"{pct(wf)} % (target ≥ {100 * TARGET_WRONG_FLAGGED:.0f}), right answers flagged {pct(rf)} % "
        f"(target ≤ {100 * TARGET_RIGHT_FLAGGED:.0f}) — {'met' if met else 'not met'}; EX of the "
        f"{pct(c['answered'])} % not flagged: {pct(c['ex_answered'])}{conf}; statuses {c['statuses']}"
    )


def _num(v: float | None) -> str:
    return "-" if v is None else f"{v:.2f}"


def print_split(res: dict[str, Any], show: int) -> None:
    m = res["metrics"]
    print(f"\n## {res['split']} — {res['meaning']} ({res['n']} questions)")
    print(", ".join(f"{p['label']}: pool {p['pool']}, answered {p['answered']}" for p in res["plans"]))
    print(
        f"\nEX {pct(m.get('EX'))}  SA {pct(m.get('SA'))}  EA {pct(m.get('EA'))}  EA_clean {pct(m.get('EA_clean'))}"
    )
    for title, key in (
        ("graph", "by_graph"),
        ("statement kind (gold)", "by_kind"),
        ("shape", "by_shape"),
        ("language", "by_lang"),
    ):
        for line in _table(title, res[key]):
            print(line)
    print("\n" + calibration_line(res["calibration"]))
    print("\n| reranker labels | n | exact set | precision | recall | F1 |\n|---|---:|---:|---:|---:|---:|")
    for fam, s in res["reranker"].items():
        print(
            f"| {fam} | {s['n']} | {pct(s['exact'])} | {pct(s['precision'])} | {pct(s['recall'])} | {pct(s['f1'])} |"
        )
    sp = res["seconds_per_question"]
    print(
        f"\nseconds per question (pool fitting included): mean {sp['mean']:.3f}, p50 {sp['p50']:.3f}, "
        f"p95 {sp['p95']:.3f}; split wall {res['wall_s']:.1f} s"
    )
    for r in [r for r in res["records"] if not r.get("ex")][:show]:
        print(
            f"- {r['id']} [{r['space']}, {r['status']}] {r['question'][:90]}\n"
            f"    gold: {' '.join(r['gold'].split())}\n    pred: {' '.join(r['prediction'].split())}\n"
            f"    why:  {r.get('reason', '')[:160]}"
        )


def print_headline(results: Sequence[dict[str, Any]]) -> None:
    print("\n## summary (strict = leave-one-graph-out is the headline)\n")
    print("| split | n | EX | SA | s/question | wrong flagged | right flagged |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for res in results:
        m, c = res["metrics"], res["calibration"]
        print(
            f"| {res['split']} | {res['n']} | {pct(m.get('EX'))} | {pct(m.get('SA'))} | "
            f"{res['seconds_per_question']['mean']:.3f} | {pct(c['wrong_flagged'])} | {pct(c['right_flagged'])} |"
        )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", default=None)
    ap.add_argument("--unseen", default=str(UNSEEN_DEFAULT), help="folder with questions.jsonl and graphs/")
    ap.add_argument("--no-unseen", action="store_true", help="the dev set only")
    ap.add_argument("--splits", default=None, help=f"comma-separated, from {', '.join(SPLITS)}")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument(
        "--quick",
        action="store_true",
        help=f"strict and template-kfold, {QUICK_PER_GRAPH} questions per graph",
    )
    ap.add_argument(
        "--limit", type=int, default=0, help="answer at most N questions per graph, evenly spread"
    )
    ap.add_argument("--space", default="", help="answer only this graph's questions (pools keep every row)")
    ap.add_argument(
        "--backend",
        choices=("engine", "ladybug"),
        default="engine",
        help="score nGQL on the embedded engine, or Cypher on LadybugDB built from the same graphs",
    )
    ap.add_argument("--json", default=None)
    ap.add_argument("--show", type=int, default=0, help="print the first N questions not answered exactly")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    args = ap.parse_args(argv)
    splits = (
        [s.strip() for s in args.splits.split(",") if s.strip()]
        if args.splits
        else list(QUICK_SPLITS if args.quick else DEFAULT_SPLITS)
    )
    for s in splits:
        if s not in SPLITS:
            ap.error(f"unknown split {s!r}; choose from {', '.join(SPLITS)}")
    if args.folds < 2:
        ap.error("--folds must be at least 2")
    args.quiet = args.quiet or not sys.stderr.isatty()
    bench = Bench(args)
    graphs = ", ".join(f"{gs.name}: {', '.join(sorted({r['space'] for r in gs.rows}))}" for gs in bench.sets)
    print(
        f"# offline pipeline, {len(bench.wanted)} of {len(bench.rows)} questions answered ({graphs}); "
        f"set up in {bench.setup_s:.1f} s; EA semantic part: {bench.evaluator.providers()['bertscore']}"
    )
    for note in bench.notes:
        print(f"note: {note}")
    results = []
    for split in splits:
        res = bench.run_split(split)
        print_split(res, args.show)
        results.append(res)
    print_headline(results)
    if args.json:
        Path(args.json).write_text(
            json.dumps({"notes": bench.notes, "splits": results}, ensure_ascii=False, indent=1, default=str)
            + "\n",
            encoding="utf-8",
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
