"""Is the pipeline's confidence honest? Calibration and refusals of the offline pipeline.

    python eval/bench_confidence.py [--shared ../shared] [--old-root DIR] [--fit] [--fit-spec NAME]
        [--logo] [--records-json RUN] [--limit N] [--json OUT] [-q]
    python eval/bench_confidence.py --refusals-only      # the answerability check alone, seconds

Answers, with the ``offline`` pipeline under **leave-one-graph-out** (each graph answered
with demonstrations from the other graphs only: ``bench_offline.py``'s ``strict`` split),
every question of the development material — ``nl2gql/dev.jsonl`` (nba, harrypotter),
``eval/unseen`` (clinic, company, library), ``eval/holdout`` (cinema, campus),
``eval/devshapes`` (kitchen, transit), ``eval/devshapes2`` (arcade, zoo) and
``eval/transpile_fresh`` (shipping) — plus the unanswerable questions of
``eval/unanswerable/questions.jsonl`` (``unanswerable: true``, written over those same
graphs: a stored entity asked for something the graph does not hold) and the answerable
relation paraphrases of ``eval/unanswerable/answerable_paraphrases.jsonl`` ("X's friends"
over a ``like`` edge, "X's employer" over ``works_at``: what a refusal must not hit).
The frozen measurement sets (``eval/fresh*``) are never read here. Reported:

- **calibration**: the share of wrong answers flagged (status ``uncertain`` or
  ``unanswerable``; target ≥ 85 %) and of right answers flagged (target ≤ 10 %), over the
  items whose gold the engine reproduces; per graph set;
- **refusals**: precision (refused and unanswerable / refused, over all questions) and
  recall (refused and unanswerable / unanswerable); false refusals on answerable questions;
- offline seconds per question.

``--old-root DIR`` measures the same with another checkout of ``r3`` (``git archive HEAD r3 |
tar -x -C DIR`` taken before a change) in a subprocess, in the same run: the *before* column.
``--logo`` compares confidence models (:func:`specs`: feature sets, regularisation,
monotone fits, cuts) **leave-one-graph-out** on the recorded facts: each graph flagged by a
model fitted, and cut, on the other graphs only — per graph, pooled, the mean over graphs,
the mean AUC and the shortfall from both targets (the number the choice of
:data:`SHIPPED` minimises). ``--records-json`` reuses an earlier run's answers (its
``--json``) instead of answering again. ``--fit`` fits the weights of :data:`SHIPPED` (or
``--fit-spec``; :data:`r3.pipeline.confidence.WEIGHTS`) on the recorded facts and prints them with the calibration they give — in-sample, and
**fitted on the other graphs** for each graph (the honest number) —, with the decision point
placed where wrong answers flagged reach the target; paste the printed block into
``r3/pipeline/confidence/model.py``. The fit sees development material only.
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import bench_offline as BO  # noqa: E402

import r3.pipeline.orchestrator as orchestrator  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.inputs import read_dataset  # noqa: E402

FLAGGED = ("uncertain", "unanswerable")
TARGET_WRONG_FLAGGED = 0.85
TARGET_RIGHT_FLAGGED = 0.10
#: The development sets besides nl2gql dev: answerable questions with gold over their graphs.
DEV_FOLDERS = (
    HERE / "unseen",
    HERE / "holdout",
    *sorted(HERE.glob("devshapes*")),  # devshapes, devshapes2 … as they are written
    HERE / "transpile_fresh",
)
UNANSWERABLE = HERE / "unanswerable" / "questions.jsonl"
#: Answerable questions that ask a relation in other words than the schema's (false refusals).
PARAPHRASES = HERE / "unanswerable" / "answerable_paraphrases.jsonl"
#: Refusal material over devshapes8–10's graphs: unanswerable rows and answerable controls worded
#: to trip a refusal rule (``--refusals-only`` reports it apart from the older material).
REFUSALS2 = HERE / "unanswerable2" / "questions.jsonl"
#: Refusal material over devshapes11–14's graphs, the same layout (a third suite of ``--refusals-only``).
REFUSALS3 = HERE / "unanswerable3" / "questions.jsonl"
#: Refusal material over devshapes4–7's graphs, the same layout (a fourth suite of ``--refusals-only``).
REFUSALS4 = HERE / "unanswerable4" / "questions.jsonl"
#: Items (with the fact set) below which a feature is not fitted (it keeps its hand-set prior).
MIN_SUPPORT = 20
#: L2 strength of the logistic fit (on standardised features).
L2 = 10.0
DEFAULT_THRESHOLD = 0.55


# --------------------------------------------------------------------------- collecting


def combined_folder(folders: Sequence[Path], out: Path) -> Path:
    """One ``questions.jsonl`` + ``graphs/`` holding several graph sets (bench_offline reads one)."""
    (out / "graphs").mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    for folder in folders:
        clashing = set()
        for graph in sorted((folder / "graphs").iterdir()):
            link = out / "graphs" / graph.name
            if not graph.is_dir():
                continue
            if link.exists():  # two folders with a graph of one name: the first one's questions only
                clashing.add(graph.name)
                print(
                    f"note: {folder.name}/graphs/{graph.name} left out: a graph of that name came first",
                    file=sys.stderr,
                )
                continue
            link.symlink_to(graph.resolve(), target_is_directory=True)
        lines += [
            ln
            for ln in (folder / "questions.jsonl").read_text("utf-8").splitlines()
            if ln.strip() and json.loads(ln).get("space") not in clashing
        ]
    (out / "questions.jsonl").write_text("\n".join(lines) + "\n", "utf-8")
    return out


class InputsRecorder:
    """Keeps what the pipeline handed :func:`r3.pipeline.confidence.assess` for each answer
    (question, query, origin, links, the checks' rows): the inputs from which ``--records-json``
    gathers the facts again with the confidence code of the moment, so a new fact is measured
    leave-one-graph-out in seconds instead of answering every question again."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self._assess = orchestrator.assess
        orchestrator.assess = self._record  # type: ignore[assignment]

    def _record(self, question: str, space: Any, query: str, **kwargs: Any) -> Any:
        from r3.understand.linking import as_links

        kept = dict(kwargs, links=as_links(kwargs.get("links") or [], question), lexicon=None)
        kept["has_lexicon"] = kwargs.get("lexicon") is not None
        self.calls.append((query, dict(kept, question=question, space=space, query=query)))
        return self._assess(question, space, query, **kwargs)

    def take(self, query: str) -> dict[str, Any] | None:
        """The inputs of the last assessment of ``query`` since the last take."""
        found = next((kw for q, kw in reversed(self.calls) if q == query), None)
        self.calls.clear()
        return found


class ConfidenceBench(BO.Bench):
    """bench_offline's strict split, keeping each answer's confidence facts and inputs."""

    recorder: InputsRecorder | None = None
    inputs: dict[str, dict[str, Any]] = {}

    def answer(self, pipeline: Any, row: dict[str, Any], prediction_type: Any) -> dict[str, Any]:
        if self.recorder is None:
            self.recorder, self.inputs = InputsRecorder(), {}
        t = time.perf_counter()
        try:
            result = pipeline.generate(row["question"], space=row["space"], row_id=row["id"])
        except (R3Error, TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
            # R3Error: the pipeline's own refusal to answer; the others: a bug met by one
            # question, counted as an error answer (printed) rather than losing the run.
            if not isinstance(e, R3Error):
                print(f"error [{row['space']}] {row['question']}: {type(e).__name__}: {e}", file=sys.stderr)
            result = None
            error: str | None
            query, error, status, confidence, facts = "", f"{type(e).__name__}: {e}", "error", None, None
        else:
            trace = result.trace.to_dict(prompts=False)
            query = result.query or ""
            error = None if query else (result.error or "no query")
            status, confidence, facts = result.status, result.confidence, _facts(trace)
            found = self.recorder.take(query) if facts is not None else None
            if found is not None:
                self.inputs[row["id"]] = found
        seconds = time.perf_counter() - t
        record = self.evaluator.evaluate_item(row, prediction_type(query, None, error))
        record.update(
            graph_set=row.get("graph_set", ""),
            lang=row.get("lang", ""),
            status=status,
            confidence=confidence,
            facts=facts,
            seconds=seconds,
            trace=None,
            _rerank=None,
        )
        return record

    def unanswerable(self, rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
        """Side rows (the unanswerable set, the answerable paraphrases), each answered by a
        pipeline whose pool leaves its graph out; rows with a gold are scored (``ex``)."""
        from r3.eval.systems import Prediction

        out: list[dict[str, Any]] = []
        for space in sorted({r["space"] for r in rows}):
            pipeline = self.pipeline([r for r in self.rows if r["space"] != space])
            try:
                for row in (r for r in rows if r["space"] == space):
                    t = time.perf_counter()
                    try:
                        result = pipeline.generate(row["question"], space=space, row_id=str(row["id"]))
                    except (R3Error, TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
                        # a bug met by one question: counted as an error (printed), the run goes on
                        result = None
                        status, reason = "error", f"{type(e).__name__}: {e}"
                    else:
                        status, reason = result.status, result.error or ""
                    record = {
                        "id": row["id"],
                        "space": space,
                        "lang": row.get("lang", ""),
                        "question": row["question"],
                        "status": status,
                        "reason": reason,
                        "seconds": time.perf_counter() - t,
                    }
                    if result is None:
                        print(f"error [{space}] {row['question']}: {reason}", file=sys.stderr)
                    elif row.get("gold"):
                        scored = self.evaluator.evaluate_item(row, Prediction(result.query or "", None, None))
                        record["ex"] = bool(scored.get("ex"))
                    out.append(record)
            finally:
                pipeline.close()
        return out

    def refusals_only(self, rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
        """Only the answerability check (linking, then :func:`~r3.pipeline.confidence.answerability`),
        for every row: what the refusal decides, in seconds rather than a full run. The pool
        holds no demonstration of the row's graph (leave-one-graph-out: no lexicon)."""
        from r3.pipeline.confidence import answerability

        pipeline = self.pipeline([])
        out: list[dict[str, Any]] = []
        try:
            k = pipeline.config.rewriter.k
            for row in rows:
                space = row["space"]
                t = time.perf_counter()
                links = pipeline.link(row["question"], space=space, k=k)
                verdict = answerability(row["question"], self.schemas[space], links)
                out.append(
                    {
                        "id": row["id"],
                        "space": space,
                        "lang": row.get("lang", ""),
                        "question": row["question"],
                        "unanswerable": bool(row.get("unanswerable")),
                        "status": "ok" if verdict.answerable else "unanswerable",
                        "reason": verdict.reason,
                        "seconds": time.perf_counter() - t,
                    }
                )
        finally:
            pipeline.close()
        return out


def _facts(trace: dict[str, Any]) -> dict[str, Any] | None:
    output = (trace.get("stages") or {}).get("refiner", {}).get("output") or {}
    facts = output.get("confidence_facts")
    return facts if isinstance(facts, dict) else None


def collect(args: argparse.Namespace) -> dict[str, Any]:
    """Every answer of the strict split and of the unanswerable set, with facts when known."""
    tmp = Path(tempfile.mkdtemp(prefix="r3-bench-confidence-"))
    combo = combined_folder([f for f in DEV_FOLDERS if (f / "questions.jsonl").is_file()], tmp / "dev-sets")
    bo_args = argparse.Namespace(
        shared=args.shared,
        unseen=str(combo),
        no_unseen=False,
        quick=False,
        limit=args.limit,
        space="",
        backend="engine",
        folds=5,
        quiet=args.quiet,
    )
    bench = ConfidenceBench(bo_args)
    strict = bench.run_split("strict")
    unanswerable_rows = unanswerable_questions(args.unanswerable, bench.spaces)
    paraphrases = [r for r in _side_rows(args.paraphrases) if r.get("space") in bench.spaces]
    return {
        "records": strict["records"],
        "unanswerable": bench.unanswerable(unanswerable_rows),
        "paraphrases": bench.unanswerable(paraphrases),
        "seconds": strict["seconds_per_question"],
        "_inputs": dict(bench.inputs),
    }


def unanswerable_questions(path: Path, spaces: Sequence[str]) -> list[dict[str, Any]]:
    """The ``unanswerable: true`` rows of ``path`` and of the development folders (their
    unanswerable rows have no gold, so the answerable split leaves them out), over ``spaces``."""
    rows = list(read_dataset(path))
    owner: dict[str, str] = {}  # a graph name belongs to the first folder that has it
    for folder in DEV_FOLDERS:
        questions = folder / "questions.jsonl"
        if not questions.is_file():
            continue
        for graph in sorted((folder / "graphs").iterdir()):
            owner.setdefault(graph.name, folder.name)
        rows += [
            dict(r, id=f"{folder.name}/{r.get('id')}")
            for r in read_dataset(questions)
            if r.get("unanswerable") and owner.get(str(r.get("space"))) == folder.name
        ]
    return [r for r in rows if r.get("space") in spaces]


def inputs_path(run: Path) -> Path:
    """Where a run's confidence inputs are kept beside its ``--json`` (a pickle: links and rows
    are the pipeline's own objects)."""
    return run.with_name(run.name + ".inputs.pkl")


def regather(records: Sequence[dict[str, Any]], path: Path) -> int:
    """Replace each record's facts by those :func:`r3.pipeline.confidence.gather` finds now from
    the recorded inputs (:class:`InputsRecorder`); the records without inputs keep theirs."""
    if not path.is_file():
        return 0
    from r3.pipeline.confidence import gather

    with path.open("rb") as fh:
        inputs: dict[str, dict[str, Any]] = pickle.load(fh)  # noqa: S301 — our own run's file
    n = 0
    for record in records:
        kept = inputs.get(record["id"])
        if kept is None:
            continue
        kw = dict(kept)
        question, space, query = kw.pop("question"), kw.pop("space"), kw.pop("query")
        kw.pop("has_lexicon", None)
        record["facts"] = gather(question, space, query, **kw).to_dict()
        record["question"] = question
        n += 1
    return n


def _side_rows(path: Path | None) -> list[dict[str, Any]]:
    return list(read_dataset(path)) if path is not None and path.is_file() else []


def collect_refusals(args: argparse.Namespace) -> list[dict[str, Any]]:
    """The answerability verdict of every development question, paraphrase and unanswerable one."""
    tmp = Path(tempfile.mkdtemp(prefix="r3-bench-refusals-"))
    combo = combined_folder([f for f in DEV_FOLDERS if (f / "questions.jsonl").is_file()], tmp / "dev-sets")
    bo_args = argparse.Namespace(
        shared=args.shared,
        unseen=str(combo),
        no_unseen=False,
        quick=False,
        limit=0,
        space="",
        backend="engine",
        folds=5,
        quiet=True,
    )
    bench = ConfidenceBench(bo_args)
    rows = [dict(r, _set="answerable") for r in bench.rows]
    rows += [
        dict(r, _set="paraphrase") for r in _side_rows(args.paraphrases) if r.get("space") in bench.spaces
    ]
    rows += [dict(r, _set="unanswerable") for r in unanswerable_questions(args.unanswerable, bench.spaces)]
    rows = [dict(r, _suite="development") for r in rows]
    for suite, path in (
        ("unanswerable2", args.refusals2),
        ("unanswerable3", REFUSALS3),
        ("unanswerable4", REFUSALS4),
    ):
        rows += [
            dict(r, _set="unanswerable" if r.get("unanswerable") else "control", _suite=suite)
            for r in _side_rows(path)
            if r.get("space") in bench.spaces
        ]
    out = bench.refusals_only(rows)
    for record, row in zip(out, rows, strict=True):
        record["set"], record["suite"] = row["_set"], row["_suite"]
    return out


def print_refusals(records: Sequence[dict[str, Any]]) -> None:
    """Refusal precision, recall and every false refusal, from :func:`collect_refusals`: the
    older material, then ``eval/unanswerable2``, ``3`` and ``4`` (their own numbers)."""
    for suite in ("development", "unanswerable2", "unanswerable3", "unanswerable4"):
        chosen = [r for r in records if r.get("suite", "development") == suite]
        if chosen:
            print(f"\n## {suite}\n")
            print_suite(chosen)
    secs = [r["seconds"] for r in records]
    if secs:
        print(f"linking + answerability: mean {1000 * statistics.fmean(secs):.1f} ms per question")


def print_suite(records: Sequence[dict[str, Any]]) -> None:
    """:func:`print_refusals` for one suite."""
    un = [r for r in records if r["set"] == "unanswerable"]
    ok = [r for r in records if r["set"] != "unanswerable"]
    refused_un = [r for r in un if r["status"] == "unanswerable"]
    false = [r for r in ok if r["status"] == "unanswerable"]
    refused = len(refused_un) + len(false)
    print("| set | questions | refused |")
    print("|---|---:|---:|")
    for name in ("unanswerable", "answerable", "paraphrase", "control"):
        group = [r for r in records if r["set"] == name]
        if not group:
            continue
        for lang in ("en", "zh"):
            sub = [r for r in group if r.get("lang") == lang]
            n = sum(r["status"] == "unanswerable" for r in sub)
            print(f"| {name} ({lang}) | {len(sub)} | {n} |")
    print(
        f"\nrefusal precision {pct(len(refused_un) / refused if refused else None)}, "
        f"recall {pct(len(refused_un) / len(un) if un else None)}, "
        f"false refusals {len(false)} of {len(ok)} answerable"
    )
    for r in false:
        print(f"  false refusal [{r['space']}] {r['question']}  — {r['reason']}")
    for r in un:
        if r["status"] != "unanswerable":
            print(f"  not refused [{r['space']}] {r['question']}")


def collect_old(old_root: Path, args: argparse.Namespace) -> dict[str, Any]:
    """:func:`collect` with the r3 of ``old_root`` (this script and bench_offline copied there)."""
    folder = old_root / "eval"
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("bench_confidence.py", "bench_offline.py", "_bench_common.py"):
        shutil.copy(HERE / name, folder / name)
    out = Path(tempfile.mkdtemp(prefix="r3-bench-confidence-old-")) / "old.json"
    command = [
        sys.executable,
        str(folder / "bench_confidence.py"),
        "--collect-only",
        str(out),
        "--unanswerable",
        str(args.unanswerable),
        "--limit",
        str(args.limit),
        "-q",
    ]
    if args.shared:
        command += ["--shared", str(args.shared)]
    # The old checkout has no eval/unseen or eval/holdout of its own: point it at ours.
    for src in DEV_FOLDERS:
        dst = folder / src.name
        if not dst.exists():
            dst.symlink_to(src, target_is_directory=True)
    subprocess.run(command, check=True)
    data: dict[str, Any] = json.loads(out.read_text("utf-8"))
    return data


# --------------------------------------------------------------------------- scoring


def calibration(records: Sequence[dict[str, Any]], flagged: Any = None) -> dict[str, Any]:
    """Shares of wrong and right answers flagged (items whose gold the engine reproduces)."""
    is_flagged = flagged or (lambda r: r["status"] in FLAGGED)
    scored = [r for r in records if r.get("gold_reproduced", True)]
    right = [r for r in scored if r.get("ex")]
    wrong = [r for r in scored if not r.get("ex")]

    def share(group: Sequence[dict[str, Any]]) -> float | None:
        return sum(bool(is_flagged(r)) for r in group) / len(group) if group else None

    return {
        "n": len(scored),
        "EX": len(right) / len(scored) if scored else None,
        "wrong_flagged": share(wrong),
        "right_flagged": share(right),
    }


def refusals(records: Sequence[dict[str, Any]], unanswerable: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Refusal precision and recall over every question, and the false refusals."""
    refused_un = sum(r["status"] == "unanswerable" for r in unanswerable)
    false = [r for r in records if r["status"] == "unanswerable"]
    refused = refused_un + len(false)
    return {
        "unanswerable": len(unanswerable),
        "answerable": len(records),
        "precision": refused_un / refused if refused else None,
        "recall": refused_un / len(unanswerable) if unanswerable else None,
        "false_refusals": len(false),
        "false_refusal_ids": [r["id"] for r in false][:20],
        "missed": [r["question"] for r in unanswerable if r["status"] != "unanswerable"],
    }


def by_set(records: Sequence[dict[str, Any]], flagged: Any = None) -> dict[str, dict[str, Any]]:
    sets: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        sets.setdefault(str(r.get("graph_set") or "-"), []).append(r)
    return {k: calibration(v, flagged) for k, v in sorted(sets.items())}


# --------------------------------------------------------------------------- fitting


def _design(records: Sequence[dict[str, Any]]) -> tuple[list[str], Any, Any, list[dict[str, Any]]]:
    import numpy as np

    from r3.pipeline.confidence import Facts, features
    from r3.pipeline.types import Origin

    usable = [r for r in records if r.get("facts") and r.get("gold_reproduced", True)]
    rows = []
    for r in usable:
        f = dict(r["facts"])
        origin = dict(f.pop("origin", {}))
        for key in ("ids", "notes", "read_words", "unexplained"):
            origin[key] = tuple(origin.get(key, ()))
        f["missing"] = tuple(f.get("missing", ()))
        f["unmet"] = tuple(f.get("unmet", ()))
        rows.append(features(Facts(origin=Origin(**origin), **f)))
    names = sorted(rows[0]) if rows else []
    x = np.array([[row[n] for n in names] for row in rows], dtype=float)
    y = np.array([float(bool(r.get("ex"))) for r in usable])
    return names, x, y, usable


def fit_logistic(x: Any, y: Any, l2: float = L2, sample: Any = None, offset: Any = None) -> tuple[Any, float]:
    """L2-regularised logistic regression by Newton steps (weights on the raw features);
    ``sample`` weighs the items (None: 1 each); ``offset`` is a fixed part of each logit (the
    hand-set priors' contribution)."""
    import numpy as np

    sw = np.ones(len(y)) if sample is None else np.asarray(sample, dtype=float)
    off = np.zeros(len(y)) if offset is None else np.asarray(offset, dtype=float)
    mean, std = x.mean(axis=0), x.std(axis=0)
    std[std == 0] = 1.0
    z = (x - mean) / std
    a = np.hstack([z, np.ones((len(z), 1))])
    w = np.zeros(a.shape[1])
    reg = np.full(a.shape[1], l2)
    reg[-1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(a @ w + off)))
        grad = a.T @ (sw * (p - y)) + reg * w
        hess = (a * (sw * p * (1 - p))[:, None]).T @ a + np.diag(reg)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    weights = w[:-1] / std
    bias = float(w[-1] - (weights * mean).sum())
    return weights, bias


def cut_for(scores: Any, y: Any, target: float = TARGET_WRONG_FLAGGED, sample: Any = None) -> float:
    """The lowest logit cut at which at least ``target`` of the (weighted) wrong answers fall
    below it."""
    import numpy as np

    sw = np.ones(len(y)) if sample is None else np.asarray(sample, dtype=float)
    wrong = y == 0
    if not wrong.any():
        return 0.0
    order = np.argsort(scores[wrong])
    ranked, weights = scores[wrong][order], sw[wrong][order]
    share = np.cumsum(weights) / weights.sum()
    k = int(np.searchsorted(share, target - 1e-12))
    return float(ranked[min(k, len(ranked) - 1)] + 1e-6)


def graph_weights(spaces: Any) -> Any:
    """Item weights that give every graph the same total (nba's 500 questions do not decide alone)."""
    import numpy as np

    spaces = np.asarray(spaces)
    out = np.ones(len(spaces))
    for space in set(spaces.tolist()):
        mask = spaces == space
        out[mask] = len(spaces) / (len(set(spaces.tolist())) * mask.sum())
    return out


def fit(records: Sequence[dict[str, Any]], spec: Spec | None = None) -> dict[str, Any]:
    """Weights of ``spec`` (default :data:`SHIPPED`) fitted on every graph, the bias that puts
    its cut on the default threshold, and their calibration — in sample and leave-one-graph-out."""
    import numpy as np

    spec = spec or SHIPPED
    names, x, y, usable = _design(records)
    if not len(y):
        return {"error": "no records with confidence facts (is this the new code?)"}
    fitted, xf, offset, rare = _columns(names, x, spec)
    spaces = np.array([r["space"] for r in usable])
    sw = graph_weights(spaces)
    weights, bias = fit_spec(xf, y, fitted, spec, sw, offset)
    scores = xf @ weights + bias + offset
    cut = _cut(spec, scores, y, sw, TARGET_WRONG_FLAGGED)
    shift = math.log(DEFAULT_THRESHOLD / (1 - DEFAULT_THRESHOLD)) - cut
    in_sample = [dict(r, _flag=bool(s < cut)) for r, s in zip(usable, scores, strict=True)]
    flag = lambda r: r["_flag"]  # noqa: E731
    held = logo(records, spec)
    return {
        "spec": spec.name,
        "weights": {n: round(float(w), 3) for n, w in zip(fitted, weights, strict=True) if abs(w) >= 5e-4},
        "bias": round(bias + shift, 3),
        "rare": rare,
        "n": len(usable),
        "in_sample": calibration(in_sample, flag),
        "in_sample_by_set": by_space(in_sample, flag),
        "other_graphs": held["pooled"],
        "other_graphs_by_set": held["by_space"],
    }


#: The sign each fact's meaning gives its weight (+: raises the confidence); features not
#: named here are free.
SIGNS: dict[str, int] = {
    **dict.fromkeys(
        (
            "uncovered_share",
            "uncovered_any",
            "names_unused",
            "no_words",
            "empty",
            "echo",
            "tie",
            "near",
            "unmet_any",
            "numbers_unused",
            "kind_mismatch",
            "same_tag_one_way",
            "fuzzy_name",
            "unjudged",
            "repaired",
            "not_run",
            "mismatch",
            "split_vote",
            "unexplained_any",
            "unexplained_share",
            "variable_length",
            "uncovered_share_unread",
            "uncovered_count_unread",
            "unexplained_count",
            "many_rows",
            "unexplained_named",
        ),
        -1,
    ),
    # The margin's root keeps the sign; its linear part is free, so the fit may bend the curve
    # (round 6: a margin's first half point says more than its third).
    **dict.fromkeys(
        ("margin_root", "agreeing", "demo_similarity", "composed_prior", "answer_fit", "compares_named"), 1
    ),
}


def fit_spec(x: Any, y: Any, names: Sequence[str], spec: Spec, sample: Any, offset: Any) -> tuple[Any, float]:
    """:func:`fit_logistic` of ``spec`` (monotone: refitted without wrong-signed features;
    their weight is 0)."""
    import numpy as np

    keep = list(range(len(names)))
    while True:
        w, b = fit_logistic(x[:, keep], y, spec.l2, sample=sample, offset=offset)
        wrong = [k for k, v in zip(keep, w, strict=True) if spec.monotone and SIGNS.get(names[k], 0) * v < 0]
        if not wrong:
            break
        keep = [k for k in keep if k not in wrong]
    full = np.zeros(len(names))
    full[keep] = w
    return full, b


def _columns(names: Sequence[str], x: Any, spec: Spec) -> tuple[list[str], Any, Any, list[str]]:
    """The fitted features of ``spec``, their columns, the fixed part of each logit (``spec``'s
    fixed weights and the confidence's hand-set PRIORS: facts too rare here to fit — a
    demonstration's mismatch, a model's query — or whose fit is an artifact), and which were
    left unfitted."""
    import numpy as np

    from r3.pipeline.confidence import PRIORS

    col = {n: i for i, n in enumerate(names)}
    fixed = {**{n: v for n, v in PRIORS.items() if n in col}, **{n: v for n, v in spec.fixed if n in col}}
    support = (x != 0).sum(axis=0)
    wanted = spec.features or ([] if spec.fixed else list(names))
    rare = [n for n in wanted if n in col and support[col[n]] < MIN_SUPPORT and n not in fixed]
    fitted = [n for n in wanted if n in col and n not in fixed and n not in rare]
    offset = x[:, [col[n] for n in fixed]] @ np.array(list(fixed.values())) if fixed else np.zeros(len(x))
    return fitted, x[:, [col[n] for n in fitted]], offset, [*fixed, *rare]


# --------------------------------------------------------------------------- leave one graph out


@dataclass(frozen=True)
class Spec:
    """One confidence model measured leave-one-graph-out (:func:`logo`).

    ``features``: the features it fits (empty: every feature of
    :func:`r3.pipeline.confidence.features`); ``fixed``: features with hand-set weights (not
    fitted; with ``features`` empty and ``fixed`` given, only the cut is fitted — a rule
    model); ``l2``: the regularisation of the fit."""

    name: str
    features: tuple[str, ...] = ()
    fixed: tuple[tuple[str, float], ...] = ()
    l2: float = L2
    #: None: the cut flags the target share of the training graphs' wrong answers; a number:
    #: flag where the fitted probability of a right answer is below it (no quantile to move).
    p_cut: float | None = None
    #: Keep only weights of the sign the fact's meaning gives (:data:`SIGNS`): a feature whose
    #: fit goes the other way (an artifact of some graph's conventions) is dropped and the rest
    #: refitted.
    monotone: bool = False
    #: Put the cut where the training graphs' wrong-flagged share minus right-flagged share
    #: (each graph weighted equally) is largest, instead of at the target share.
    youden: bool = False


def logo(
    records: Sequence[dict[str, Any]], spec: Spec, target: float = TARGET_WRONG_FLAGGED
) -> dict[str, Any]:
    """For every graph: fit ``spec`` on the *other* graphs (each graph weighted equally), put
    the cut where ``target`` of their wrong answers are flagged, and flag the held-out graph's
    answers with it — what a graph nobody tuned on would see. Per graph and pooled."""
    import numpy as np

    names, x, y, usable = _design(records)
    if not len(y):
        return {"error": "no records with confidence facts"}
    fitted, xf, offset, _rare = _columns(names, x, spec)
    spaces = np.array([r["space"] for r in usable])
    flagged: list[dict[str, Any]] = []
    for space in sorted(set(spaces.tolist())):
        train, test = spaces != space, spaces == space
        sw = graph_weights(spaces[train])
        if fitted:
            w, b = fit_spec(xf[train], y[train], fitted, spec, sw, offset[train])
        else:
            w, b = np.zeros(0), 0.0
        s_train = xf[train] @ w + b + offset[train]
        cut = _cut(spec, s_train, y[train], sw, target)
        s_test = xf[test] @ w + b + offset[test]
        rows = [r for r, keep in zip(usable, test, strict=True) if keep]
        flagged += [dict(r, _flag=bool(v < cut), _score=float(v)) for r, v in zip(rows, s_test, strict=True)]
    flag = lambda r: r["_flag"]  # noqa: E731
    per = by_space(flagged, flag)
    for space, c in per.items():
        c["auc"] = auc([r for r in flagged if r["space"] == space])
    mean = macro(per)
    aucs = [c["auc"] for c in per.values() if c["auc"] is not None]
    mean["auc"] = statistics.fmean(aucs) if aucs else None
    return {"spec": spec.name, "pooled": calibration(flagged, flag), "by_space": per, "macro": mean}


def shortfall(shares: dict[str, Any]) -> float | None:
    """How far the flagged shares fall short of both targets, summed (wrong flagged below 85 %,
    right flagged above 10 %): the number the leave-one-graph-out choice minimises."""
    wrong, right = shares.get("wrong_flagged"), shares.get("right_flagged")
    if wrong is None or right is None:
        return None
    return max(0.0, TARGET_WRONG_FLAGGED - wrong) + max(0.0, right - TARGET_RIGHT_FLAGGED)


def _cut(spec: Spec, scores: Any, y: Any, sample: Any, target: float) -> float:
    """The logit below which ``spec`` flags an answer (:class:`Spec`: target share, a
    probability, or the largest difference of the flagged shares)."""
    import numpy as np

    if spec.p_cut is not None:
        return math.log(spec.p_cut / (1 - spec.p_cut))
    if not spec.youden:
        return cut_for(scores, y, target, sample=sample)
    wrong, right = y == 0, y == 1
    best, best_cut = -2.0, 0.0
    for c in np.unique(scores):
        c = float(c) + 1e-6
        flagged = scores < c
        j = sample[wrong & flagged].sum() / max(sample[wrong].sum(), 1e-9) - sample[
            right & flagged
        ].sum() / max(sample[right].sum(), 1e-9)
        if j > best:
            best, best_cut = float(j), c
    return best_cut


def auc(records: Sequence[dict[str, Any]]) -> float | None:
    """The chance that a right answer scores above a wrong one (``_score``; ties count half):
    how well a model ranks, whatever its cut."""
    right = [r["_score"] for r in records if r.get("ex")]
    wrong = [r["_score"] for r in records if not r.get("ex")]
    if not right or not wrong:
        return None
    wins = sum((a > b) + 0.5 * (a == b) for a in right for b in wrong)
    return wins / (len(right) * len(wrong))


def by_space(records: Sequence[dict[str, Any]], flagged: Any = None) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        groups.setdefault(str(r.get("space") or "-"), []).append(r)
    return {k: calibration(v, flagged) for k, v in sorted(groups.items())}


def macro(per: dict[str, dict[str, Any]]) -> dict[str, float | None]:
    """The mean over graphs of each share (every graph counts once, whatever its size)."""
    out: dict[str, float | None] = {}
    for key in ("wrong_flagged", "right_flagged"):
        values = [c[key] for c in per.values() if c[key] is not None]
        out[key] = statistics.fmean(values) if values else None
    return out


#: The models compared leave-one-graph-out (``--logo``): the feature set shipped before the
#: asks facts, every feature, and smaller sets that read only facts every graph has (no shape,
#: no score scale), with a fitted cut.
NEW_FACTS = ("unmet_any", "numbers_unused", "kind_mismatch")
#: Round 4: the composer's own reading leaves content words unexplained (r3/understand/explained.py).
UNEXPLAINED = ("unexplained_any", "unexplained_share")
#: Round 6: how many content words the composer read and left unexplained, the query's edge
#: steps, a walk of open length, the margin's square root.
ROUND6 = ("read_words", "steps", "variable_length", "unexplained_count", "margin_root")
#: Round 7: ten rows or more, unexplained words naming a schema item, a comparison of the
#: question's named entities.
ROUND7 = ("many_rows", "unexplained_named", "compares_named")
ROBUST = (
    "uncovered_share",
    "uncovered_any",
    "names_unused",
    "no_words",
    "empty",
    "echo",
    "tie",
    "margin",
    "agreeing",
    "demo",
    "demo_similarity",
    "composed_prior",
)
SMALL = (
    "uncovered_share",
    "names_unused",
    "empty",
    "echo",
    "tie",
    "margin",
    "unmet_any",
    "numbers_unused",
    "kind_mismatch",
)


def _shape_features() -> tuple[str, ...]:
    from r3.pipeline.confidence import SHAPES

    return tuple(f"shape:{shape}" for shape in SHAPES)


SHAPE_FEATURES = _shape_features()


def _all_but(*names: str) -> tuple[str, ...]:
    from r3.pipeline.confidence import Facts, features

    return tuple(n for n in sorted(features(Facts())) if n not in names)


def specs() -> tuple[Spec, ...]:
    """The compared models (:data:`ROBUST`, :data:`SMALL`; the shipped set is every feature
    but :data:`NEW_FACTS`)."""
    return (
        Spec("features before the asks facts, L2 10", _all_but(*NEW_FACTS), (), 10.0),
        Spec("every feature, L2 10", (), (), 10.0),
        Spec("every feature, L2 100", (), (), 100.0),
        Spec("robust facts, L2 10", ROBUST, (), 10.0),
        Spec("robust facts + asks, L2 10", (*ROBUST, *NEW_FACTS), (), 10.0),
        Spec("robust facts + asks, L2 100", (*ROBUST, *NEW_FACTS), (), 100.0),
        Spec("small set, L2 10", SMALL, (), 10.0),
        Spec("small set, L2 100", SMALL, (), 100.0),
        Spec("every feature, L2 10, monotone", (), (), 10.0, None, True),
        Spec("every feature but the round-7 facts, L2 10, monotone", _all_but(*ROUND7), (), 10.0, None, True),
        *(
            Spec(f"every feature but {name}, L2 10, monotone", _all_but(name), (), 10.0, None, True)
            for name in ROUND7
        ),
        Spec("every feature but the round-6 facts, L2 10, monotone", _all_but(*ROUND6), (), 10.0, None, True),
        Spec("every feature but the round-6 facts, L2 30, monotone", _all_but(*ROUND6), (), 30.0, None, True),
        Spec("every feature, L2 30, monotone", (), (), 30.0, None, True),
        Spec("every feature, L2 100, monotone", (), (), 100.0, None, True),
        Spec(
            "every feature but the shapes, L2 30, monotone", _all_but(*SHAPE_FEATURES), (), 30.0, None, True
        ),
        Spec(
            "every feature but the shapes, L2 100, monotone", _all_but(*SHAPE_FEATURES), (), 100.0, None, True
        ),
        Spec(
            "every feature but the unexplained words, L2 30, monotone",
            _all_but(*UNEXPLAINED),
            (),
            30.0,
            None,
            True,
        ),
        Spec(
            "every feature but unexplained_share, L2 30, monotone",
            _all_but("unexplained_share"),
            (),
            30.0,
            None,
            True,
        ),
        Spec(
            "every feature but unexplained_any, L2 30, monotone",
            _all_but("unexplained_any"),
            (),
            30.0,
            None,
            True,
        ),
        Spec("robust facts + asks, L2 10, monotone", (*ROBUST, *NEW_FACTS), (), 10.0, None, True),
        Spec(
            "robust facts + asks + unexplained, L2 10, monotone",
            (*ROBUST, *NEW_FACTS, *UNEXPLAINED),
            (),
            10.0,
            None,
            True,
        ),
        Spec("small set, L2 10, monotone", SMALL, (), 10.0, None, True),
        Spec("every feature, L2 10, monotone, Youden cut", (), (), 10.0, None, True, True),
        Spec("small set, L2 10, monotone, Youden cut", SMALL, (), 10.0, None, True, True),
        Spec("every feature, L2 10, p < 0.6", (), (), 10.0, 0.6),
        Spec("robust facts + asks, L2 10, p < 0.6", (*ROBUST, *NEW_FACTS), (), 10.0, 0.6),
        Spec("small set, L2 10, p < 0.6", SMALL, (), 10.0, 0.6),
    )


#: The model r3.pipeline.confidence ships (``--fit`` prints its weights): chosen by the
#: leave-one-graph-out table, not in sample. Round 7: without ``unexplained_named`` (the LOGO
#: shortfall was 0.8 lower without it than with it; many_rows and compares_named each lowered it).
SHIPPED = Spec(
    "every feature but unexplained_named, L2 10, monotone",
    _all_but("unexplained_named"),
    (),
    10.0,
    None,
    True,
)


def print_logo(records: Sequence[dict[str, Any]], compared: Sequence[Spec] = ()) -> list[dict[str, Any]]:
    """The leave-one-graph-out table of every spec, and the pipeline's own statuses beside it."""
    results = [logo(records, spec) for spec in (compared or specs())]
    own = by_space(records)
    spaces = sorted(own)
    print("\n## leave-one-graph-out (fit and cut on the other graphs; wrong flagged / right flagged, %)")
    print("| model | " + " | ".join(spaces) + " | pooled | mean of graphs | mean AUC | shortfall |")
    print("|---|" + "---:|" * (len(spaces) + 4))
    pooled_own = calibration(records)
    rows = [("pipeline's own status (shipped weights)", own, pooled_own, macro(own))]
    rows += [(r["spec"], r["by_space"], r["pooled"], r["macro"]) for r in results if "error" not in r]
    for label, per, pooled, mean in rows:
        cells = [
            f"{pct(per[s]['wrong_flagged'])} / {pct(per[s]['right_flagged'])}" if s in per else "-"
            for s in spaces
        ]
        print(
            f"| {label} | "
            + " | ".join(cells)
            + f" | {pct(pooled['wrong_flagged'])} / {pct(pooled['right_flagged'])}"
            f" | {pct(mean['wrong_flagged'])} / {pct(mean['right_flagged'])} | {pct(mean.get('auc'))}"
            f" | {pct(shortfall(mean))} |"
        )
    print("n (EX %): " + ", ".join(f"{s} {own[s]['n']} ({pct(own[s]['EX'])})" for s in spaces))
    return results


#: The wrong-flagged targets of the trade-off curve (:func:`print_tradeoff`).
TRADEOFF = (0.60, 0.70, 0.75, 0.80, 0.85, 0.90, 0.95)


def print_tradeoff(records: Sequence[dict[str, Any]], spec: Spec | None = None) -> None:
    """The shipped model's trade-off leave-one-graph-out: for each target share of the
    training graphs' wrong answers flagged (the cut), what the held-out graphs see."""
    spec = spec or SHIPPED
    print(f"\n## trade-off of {spec.name!r}, leave-one-graph-out (wrong flagged / right flagged, %)")
    print("| cut at wrong flagged (training graphs) | pooled | mean of graphs | shortfall |")
    print("|---:|---:|---:|---:|")
    for target in TRADEOFF:
        r = logo(records, spec, target=target)
        if "error" in r:
            print(f"| {100 * target:.0f} | {r['error']} | | |")
            continue
        p, m = r["pooled"], r["macro"]
        print(
            f"| {100 * target:.0f} | {pct(p['wrong_flagged'])} / {pct(p['right_flagged'])} | "
            f"{pct(m['wrong_flagged'])} / {pct(m['right_flagged'])} | {pct(shortfall(m))} |"
        )


# --------------------------------------------------------------------------- printing


def pct(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.2f}"


def print_report(after: dict[str, Any], before: dict[str, Any] | None, fitted: dict[str, Any] | None) -> None:
    runs = [("before", before), ("after", after)] if before else [("after", after)]
    print("\n| run | set | n | EX | wrong flagged (≥ 85) | right flagged (≤ 10) |")
    print("|---|---|---:|---:|---:|---:|")
    for label, data in runs:
        assert data is not None
        sets = {"all": calibration(data["records"]), **by_space(data["records"])}
        for name, c in sets.items():
            print(
                f"| {label} | {name} | {c['n']} | {pct(c['EX'])} | {pct(c['wrong_flagged'])} | "
                f"{pct(c['right_flagged'])} |"
            )
    print(
        "\n| run | unanswerable | refused | precision | recall | false refusals (answerable) | s/question |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, data in runs:
        assert data is not None
        ref = refusals(data["records"], data["unanswerable"])
        refused = sum(r["status"] == "unanswerable" for r in data["unanswerable"])
        print(
            f"| {label} | {ref['unanswerable']} | {refused} | {pct(ref['precision'])} | {pct(ref['recall'])} | "
            f"{ref['false_refusals']} of {ref['answerable']} | {data['seconds']['mean']:.3f} |"
        )
    for label, data in runs:
        assert data is not None
        para = data.get("paraphrases") or []
        if para:
            refused_para = [r for r in para if r["status"] == "unanswerable"]
            print(
                f"\n{label}: answerable relation paraphrases: {len(refused_para)} of {len(para)} refused"
                f" (EX {pct(sum(bool(r.get('ex')) for r in para) / len(para))})"
                + "".join(f"\n  refused: {r['question']} — {r['reason']}" for r in refused_para)
            )
    ref = refusals(after["records"], after["unanswerable"])
    if ref["missed"]:
        print("\nnot refused (after): " + "; ".join(ref["missed"]))
    if ref["false_refusal_ids"]:
        print("false refusals (after): " + ", ".join(ref["false_refusal_ids"]))
    if fitted:
        if "error" in fitted:
            print(f"\nfit: {fitted['error']}")
            return
        print(
            f"\n## fit of {fitted['spec']!r} ({fitted['n']} answers with facts; cut at wrong flagged ≥ "
            f"{100 * TARGET_WRONG_FLAGGED:.0f} % or the model's probability cut)"
        )
        for label, key in (("in sample", "in_sample"), ("fitted on the other graphs", "other_graphs")):
            c = fitted[key]
            print(
                f"- {label}: wrong flagged {pct(c['wrong_flagged'])}, right flagged {pct(c['right_flagged'])}"
            )
            for name, s in fitted[f"{key}_by_set"].items():
                print(
                    f"    {name}: wrong flagged {pct(s['wrong_flagged'])}, right flagged {pct(s['right_flagged'])}"
                )
        print("\nWEIGHTS: dict[str, float] = {")
        for name, w in sorted(fitted["weights"].items()):
            print(f'    "{name}": {w},')
        print("}")
        print(f"BIAS = {fitted['bias']}")
        print(f"not fitted (hand-set PRIORS, or fewer than {MIN_SUPPORT} items): {', '.join(fitted['rare'])}")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--shared", default=None)
    ap.add_argument("--unanswerable", type=Path, default=UNANSWERABLE)
    ap.add_argument("--old-root", type=Path, default=None, help="a checkout of r3 to measure as 'before'")
    ap.add_argument(
        "--before-json", type=Path, default=None, help="the 'before' answers of an earlier run (its --json)"
    )
    ap.add_argument("--fit", action="store_true", help="fit the confidence's weights on the recorded facts")
    ap.add_argument("--limit", type=int, default=0, help="at most N questions per graph, evenly spread")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--paraphrases", type=Path, default=PARAPHRASES)
    ap.add_argument("--refusals2", type=Path, default=REFUSALS2, help="--refusals-only's second suite")
    ap.add_argument("--fit-spec", default="", help="the --logo model to fit (default: the shipped one)")
    ap.add_argument(
        "--logo", action="store_true", help="compare confidence models leave-one-graph-out on the answers"
    )
    ap.add_argument(
        "--records-json", type=Path, default=None, help="reuse the answers of an earlier run (its --json)"
    )
    ap.add_argument(
        "--refusals-only",
        action="store_true",
        help="only link and judge answerability (seconds, not minutes)",
    )
    ap.add_argument("--collect-only", type=Path, default=None, help=argparse.SUPPRESS)
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    args.quiet = args.quiet or not sys.stderr.isatty()
    if args.refusals_only:
        print_refusals(collect_refusals(args))
        return 0
    if args.collect_only is not None:
        data = collect(args)
        data.pop("_inputs", None)
        args.collect_only.write_text(json.dumps(data, ensure_ascii=False, default=str), "utf-8")
        return 0
    before = collect_old(args.old_root, args) if args.old_root else None
    if args.before_json is not None:
        saved = json.loads(args.before_json.read_text("utf-8"))
        # A run measured with --old-root keeps its 'before'; any other run's answers are its 'after'.
        before = saved.get("before") or saved.get("after") or saved
    if args.records_json is not None:
        saved = json.loads(args.records_json.read_text("utf-8"))
        after = saved.get("after") or saved
        regathered = regather(after["records"], inputs_path(args.records_json))
        if regathered and not args.quiet:
            print(f"facts gathered again with this checkout's confidence for {regathered} answers")
    else:
        after = collect(args)
        inputs = after.pop("_inputs", {})
        if args.json:
            with inputs_path(args.json).open("wb") as fh:
                pickle.dump(inputs, fh)
    chosen = next((sp for sp in specs() if sp.name == args.fit_spec), None) if args.fit_spec else None
    if args.fit_spec and chosen is None:
        ap.error(
            f"--fit-spec: no model named {args.fit_spec!r} (one of: {', '.join(sp.name for sp in specs())})"
        )
    fitted = fit(after["records"], chosen) if args.fit else None
    print(
        f"# confidence of the offline pipeline, leave-one-graph-out: {len(after['records'])} answerable "
        f"questions, {len(after['unanswerable'])} unanswerable"
        + (f"; before = {args.old_root or args.before_json}" if before else "")
    )
    if args.json:  # first: a report that fails to print loses no answers
        args.json.write_text(
            json.dumps({"before": before, "after": after, "fit": fitted}, ensure_ascii=False, default=str)
            + "\n",
            "utf-8",
        )
    print_report(after, before, fitted)
    if args.logo:
        print_logo(after["records"])
        print_tradeoff(after["records"])
    secs = [r["seconds"] for r in after["records"]]
    print(f"\noffline seconds per question: mean {statistics.fmean(secs):.3f}" if secs else "")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
