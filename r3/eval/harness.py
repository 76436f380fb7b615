"""Run a system over a dataset and score it: ``r3 eval``'s engine room.

What it does, in order, for each selected row:

1. **predict** — ``system.predict(row)`` in a thread pool (``workers``): systems that call a
   language model wait on the network, so threads overlap those waits;
2. **execute** — the prediction and the gold query on the backend, in the *main* thread:
   the embedded engine is pure Python (threads would only contend for the GIL; measured in
   ``eval/bench_eval.py``) and its hard time limit (SIGALRM) works only there. A query is
   executed once per (space, text) in a run, so the gold system costs one execution per item;
3. **score** — :class:`r3.eval.metrics.item.ItemScorer` (SA, CA, EA/IEA paper and clean,
   EX, parse/valid), then the record is written to the cache at once.

The embedded engine runs every space in the state the gold results were recorded in
(``writes="prepared"``, :class:`r3.eval.replay.Replayer`); a query that writes runs on a
fresh copy that is thrown away. ``backend=`` takes any :class:`~r3.contracts.backend.GraphBackend`
instead (a live NebulaGraph): it runs read-only and writes fail.

**Resuming.** A SQLite cache (``cache_dir``, default ``.r3-cache/eval/``) keeps predictions
under (dataset checksum, system config hash, item id) and scored records additionally under
a hash of the evaluation settings (backend, graphs, providers, weights, metric version). An
interrupted run (Ctrl-C) keeps every finished item; the same command continues where it
stopped. Predictions that failed with an error are not cached, so a re-run retries them.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Generator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from r3 import __version__
from r3.contracts.backend import GraphBackend, ResultSet, SpacePool
from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.embedders import Embedder, HashNgramEmbedder
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.runner import GraphPool, run_query
from r3.errors import QueryError, R3Error, UserInputError, one_line
from r3.eval.cost import PriceTable, cost_totals, item_cost
from r3.eval.metrics.bertscore import BertScorer, HashTokenEmbedder, TokenEmbedder
from r3.eval.metrics.comprehension import ComprehensionScorer
from r3.eval.metrics.exact import STRICT_RULE
from r3.eval.metrics.item import Execution, GoldSide, ItemScorer, ScoreSettings, cross_backend
from r3.eval.refusals import calibration, refusal_metrics, refusal_record
from r3.eval.replay import Replayer
from r3.eval.scoring_backend import ScoringBackend
from r3.eval.slices import METRICS, SLICES, by_slice, item_slices, slice_groups, summarize
from r3.eval.stats import metric_intervals
from r3.eval.systems import Prediction, System, system_info
from r3.eval.taxonomy import classify, error_summary
from r3.graph.connect import open_backend, redact
from r3.inputs import is_unanswerable
from r3.lang import ast as A
from r3.lang.ddl import load_space_schema
from r3.lang.writes import write_statements
from r3.values.json import JsonObject, JsonValue, json_number, json_object, json_text

#: Bump when a metric's definition changes: cached records of older runs are then ignored.
METRICS_VERSION = 1
DEFAULT_CACHE = Path(".r3-cache/eval")
GOLD_FROM = ("result", "execute")
PAPER_ROWS = ("aligned", "raw")
EA_MODES = ("paper", "clean")


class EvaluationInterrupted(R3Error):
    """Ctrl-C during a run; ``done`` items are in the cache."""

    def __init__(self, done: int, total: int) -> None:
        super().__init__(
            f"interrupted after {done} of {total} items; they are cached — run the same command again to continue"
        )
        self.done = done
        self.total = total


@dataclass
class EvalSettings:
    """How to evaluate (not what): everything here goes into the cache key of a record."""

    graphs_dir: Path | None = None
    gold_from: str = "result"
    writes: str = "prepared"
    paper_rows: str = "aligned"
    ea_mode: str = "paper"
    alpha: float = 0.5
    beta: float = 0.5
    timeout_s: float = 20.0
    workers: int = 4
    cache_dir: Path | None = DEFAULT_CACHE

    def check(self) -> None:
        if self.gold_from not in GOLD_FROM:
            raise UserInputError(f"gold_from must be one of {', '.join(GOLD_FROM)}, got {self.gold_from!r}")
        if self.paper_rows not in PAPER_ROWS:
            raise UserInputError(
                f"paper_rows must be one of {', '.join(PAPER_ROWS)}, got {self.paper_rows!r}"
            )
        if self.ea_mode not in EA_MODES:
            raise UserInputError(f"--ea-mode must be one of {', '.join(EA_MODES)}, got {self.ea_mode!r}")
        for name, value in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 <= value <= 1:
                raise UserInputError(f"--{name} must lie in [0, 1], got {value:g}")
        if self.timeout_s <= 0:
            raise UserInputError(f"--timeout must be positive, got {self.timeout_s:g}")
        if self.workers < 1:
            raise UserInputError(f"--workers must be at least 1, got {self.workers}")


# --------------------------------------------------------------------------- backends


def folder_schema(graphs_dir: Path, space: str, cache: dict[str, SpaceSchema | None]) -> SpaceSchema | None:
    """The schema of ``space`` in a graphs folder, read once into ``cache`` (None where it
    cannot be read: scoring goes on without schema checks)."""
    if space not in cache:
        try:
            cache[space] = load_space_schema(graphs_dir, space)
        except R3Error:
            cache[space] = None
    return cache[space]


class EngineBackend:
    """The embedded engine over a graphs folder, in the replay's prepared state (a
    :class:`~r3.eval.scoring_backend.ScoringBackend`)."""

    dialect = "ngql"

    def __init__(
        self, graphs_dir: Path, dataset_rows: Sequence[JsonObject], *, writes: str, timeout_s: float
    ):
        self.graphs_dir = graphs_dir
        self.replayer = Replayer(
            graphs_dir, writes=writes, dataset_rows=dataset_rows, limits=Limits(timeout_s=timeout_s)
        )
        self._schemas: dict[str, SpaceSchema | None] = {}
        self.description = f"embedded engine on {graphs_dir} (writes={writes})"

    @property
    def pool(self) -> GraphPool:
        return self.replayer.pool

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        wrote = bool(write_statements(script)) if script is not None else False
        try:
            store = self.pool.fresh(space) if wrote else self.pool.shared(space)
            engine = Engine(store, space=space, limits=self.replayer.limits)
        except R3Error as e:
            return Execution(False, error=one_line(str(e)))
        out = run_query(engine, query, allow_writes=wrote, hard_limit_s=self.replayer.hard_limit_s)
        if out.result is None:
            return Execution(False, error=out.error_line(), elapsed_s=out.elapsed_s)
        return Execution(True, list(out.result.columns), list(out.result.rows), elapsed_s=out.elapsed_s)

    def schema(self, space: str) -> SpaceSchema | None:
        return folder_schema(self.graphs_dir, space, self._schemas)

    def fingerprint(self) -> JsonObject:
        files = sorted(p for p in self.graphs_dir.rglob("*") if p.is_file())
        digest = hashlib.sha256()
        for p in files:
            st = p.stat()
            digest.update(f"{p.relative_to(self.graphs_dir)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
        return {
            "backend": "embedded",
            "graphs": str(self.graphs_dir.resolve()),
            "files": digest.hexdigest()[:16],
        }

    def close(self) -> None:
        """The stores live in this process: nothing to stop."""


def timed_execution(run: Callable[[], ResultSet]) -> Execution:
    """Run a query on a backend (``run()`` returns its result set) as the scorer sees it: rows,
    or the one-line error (with NebulaGraph's error class for query errors), and the time."""
    started = time.perf_counter()
    try:
        result = run()
    except QueryError as e:
        error = f"{e.error_class}: {one_line(str(e))}"
        return Execution(False, error=error, elapsed_s=time.perf_counter() - started)
    except R3Error as e:
        return Execution(False, error=one_line(str(e)), elapsed_s=time.perf_counter() - started)
    return Execution(True, list(result.columns), list(result.rows), elapsed_s=time.perf_counter() - started)


class LiveBackend:
    """Any :class:`~r3.contracts.backend.GraphBackend` (e.g. a NebulaGraph server); read-only.
    Scored in the database's own dialect; systems get no pool (they are given its URL)."""

    pool: SpacePool | None = None

    def __init__(self, backend: GraphBackend, *, label: str) -> None:
        self.backend = backend
        self.dialect = backend.dialect
        self.label = label
        self._schema: GraphSchema | None = None
        self.description = f"backend {label}"

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        return timed_execution(lambda: self.backend.execute(query, space=space))

    def schema(self, space: str) -> SpaceSchema | None:
        try:
            if self._schema is None:
                self._schema = self.backend.schema()
            return self._schema.space(space)
        except R3Error:
            return None

    def fingerprint(self) -> JsonObject:
        return {"backend": self.label}

    def close(self) -> None:
        self.backend.close()


def open_live_backend(url: str) -> LiveBackend:
    """``--backend URL`` through :func:`r3.graph.connect.open_backend` (when that module exists)."""

    return LiveBackend(open_backend(url), label=redact(url))


# --------------------------------------------------------------------------- cache


class EvalCache:
    """Predictions and scored records in one SQLite file; ``folder=None`` keeps nothing."""

    def __init__(self, folder: Path | None) -> None:
        self.path = None if folder is None else folder / "eval.sqlite"
        self._db: sqlite3.Connection | None = None
        if self.path is not None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(self.path)
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute(
                    "CREATE TABLE IF NOT EXISTS predictions (dataset TEXT, system TEXT, item TEXT, "
                    "query TEXT, trace TEXT, PRIMARY KEY (dataset, system, item))"
                )
                self._db.execute(
                    "CREATE TABLE IF NOT EXISTS records (dataset TEXT, system TEXT, settings TEXT, item TEXT, "
                    "record TEXT, PRIMARY KEY (dataset, system, settings, item))"
                )
                columns = {row[1] for row in self._db.execute("PRAGMA table_info(predictions)")}
                if "latency_s" not in columns:  # caches written before latency was kept
                    self._db.execute("ALTER TABLE predictions ADD COLUMN latency_s REAL")
                self._db.commit()
            except sqlite3.Error as e:
                raise UserInputError(
                    f"cannot open the evaluation cache {self.path}: {e} (pass --no-cache)"
                ) from e

    def prediction(self, dataset: str, system: str, item: str) -> Prediction | None:
        if self._db is None:
            return None
        row = self._db.execute(
            "SELECT query, trace, latency_s FROM predictions WHERE dataset=? AND system=? AND item=?",
            (dataset, system, item),
        ).fetchone()
        if row is None:
            return None
        return Prediction(row[0], json.loads(row[1]) if row[1] else None, latency_s=row[2])

    def put_prediction(self, dataset: str, system: str, item: str, prediction: Prediction) -> None:
        if self._db is None or prediction.error:
            return
        trace = json.dumps(prediction.trace, ensure_ascii=False, default=str) if prediction.trace else None
        self._db.execute(
            "INSERT OR REPLACE INTO predictions (dataset, system, item, query, trace, latency_s) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (dataset, system, item, prediction.query, trace, prediction.latency_s),
        )
        self._db.commit()

    def records(self, dataset: str, system: str, settings: str) -> dict[str, JsonObject]:
        if self._db is None:
            return {}
        rows = self._db.execute(
            "SELECT item, record FROM records WHERE dataset=? AND system=? AND settings=?",
            (dataset, system, settings),
        )
        return {item: json.loads(record) for item, record in rows}

    def put_record(self, dataset: str, system: str, settings: str, record: JsonObject) -> None:
        if self._db is None or record.get("prediction_error"):
            return
        self._db.execute(
            "INSERT OR REPLACE INTO records VALUES (?, ?, ?, ?, ?)",
            (dataset, system, settings, record["id"], json.dumps(record, ensure_ascii=False, default=str)),
        )
        self._db.commit()

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None


# --------------------------------------------------------------------------- the run


@dataclass
class EvalRun:
    """The outcome of one evaluation: per-item records (dataset order) and the summary."""

    records: list[JsonObject]
    #: What the report, leaderboard and comparison read (a TypedDict would name its keys).
    summary: dict[str, Any]

    @property
    def final_line(self) -> str:
        return str(self.summary["final_line"])

    def to_json(self) -> dict[str, object]:
        return {"summary": self.summary, "items": self.records}

    def write_json(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(
                json.dumps(self.to_json(), ensure_ascii=False, indent=1, default=str) + "\n", "utf-8"
            )
        except OSError as e:
            raise UserInputError(f"cannot write {path}: {e.strerror or e}") from e


def dataset_checksum(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as e:
        raise UserInputError(f"cannot read dataset {path}: {e.strerror or e}") from e


class SystemEvaluator:
    """Evaluates one system on rows of one dataset (see the module doc)."""

    def __init__(
        self,
        backend: ScoringBackend,
        *,
        settings: EvalSettings | None = None,
        embedder: Embedder | None = None,
        token_embedder: TokenEmbedder | None = None,
        prices: PriceTable | None = None,
    ) -> None:
        self.settings = settings or EvalSettings()
        #: Applied when summarising (not part of the cache key): re-pricing needs no re-run.
        self.prices = prices
        self.settings.check()
        self.backend = backend
        self.comprehension = ComprehensionScorer(embedder or HashNgramEmbedder())
        self.bertscore = BertScorer(token_embedder or HashTokenEmbedder())
        self._memo: dict[tuple[str, str], Execution] = {}
        self._memo_lock = threading.Lock()
        dialect = backend.dialect
        self.score_settings = ScoreSettings(
            self.settings.gold_from,
            self.settings.paper_rows,
            self.settings.alpha,
            self.settings.beta,
            dialect=dialect,
            cross_backend=cross_backend(dialect, self.settings.gold_from),
        )
        self.scorer = ItemScorer(
            self._execute, backend.schema, self.comprehension, self.bertscore, self.score_settings
        )
        self.timing: dict[str, float] = defaultdict(float)

    def providers(self) -> dict[str, str]:
        return {"ca": self.comprehension.name, "bertscore": self.bertscore.name}

    def settings_hash(self) -> str:
        s = self.settings
        data = {
            "metrics": METRICS_VERSION,
            "r3": __version__,
            "backend": self.backend.fingerprint(),
            "gold_from": s.gold_from,
            "writes": s.writes,
            "paper_rows": s.paper_rows,
            "alpha": s.alpha,
            "beta": s.beta,
            "timeout": s.timeout_s,
            "providers": self.providers(),
        }
        if self.score_settings.cross_backend:  # records scored strictly before stay apart
            data["ex_rule"] = self.score_settings.ex_rule
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]

    def _execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        key = (space, query)
        with self._memo_lock:
            hit = self._memo.get(key)
        if hit is not None:
            return hit
        started = time.perf_counter()
        out = self.backend.execute(space, query, script)
        self.timing["execute_s"] += time.perf_counter() - started
        with self._memo_lock:
            self._memo[key] = out
        return out

    def gold_side(self, row: JsonObject) -> GoldSide:
        return self.scorer.gold_side(row)

    def evaluate_item(self, row: JsonObject, prediction: Prediction) -> JsonObject:
        """The full record of one item (gold side, prediction, metrics, slices, trace); an
        unanswerable row (no gold) is right when the system refused it (:mod:`.refusals`)."""
        if is_unanswerable(row):
            refusal = refusal_record(row, prediction.query or "", prediction.trace, prediction.error)
            slices: JsonObject = {**item_slices(row, None), "crud": "(unanswerable)", "hops": "-"}
            refusal["slices"] = slices
            refusal["trace"] = prediction.trace
            refusal["latency_s"] = prediction.latency_s
            return refusal
        gold = self.gold_side(row)
        started = time.perf_counter()
        record = self.scorer.score(row, gold, prediction.query or "", prediction_error=prediction.error)
        self.timing["score_s"] += time.perf_counter() - started
        record["slices"] = item_slices(row, gold.script)
        record["trace"] = prediction.trace
        record["latency_s"] = prediction.latency_s
        return record

    def run(
        self,
        rows: Sequence[JsonObject],
        system: System,
        *,
        dataset_sha: str,
        dataset_name: str = "",
        on_record: Callable[[JsonObject], None] | None = None,
    ) -> EvalRun:
        """Evaluate ``rows`` (resuming from the cache); Ctrl-C raises :class:`EvaluationInterrupted`."""
        started = time.perf_counter()
        cache = EvalCache(self.settings.cache_dir)
        settings_hash = self.settings_hash()
        system_hash = str(system.config_hash)
        done: dict[str, JsonObject] = {}
        try:
            cached = cache.records(dataset_sha, system_hash, settings_hash)
            todo: list[JsonObject] = []
            for row in rows:
                rid = str(row.get("id"))
                if rid in cached:
                    done[rid] = cached[rid]
                    if on_record is not None:
                        on_record(cached[rid])
                else:
                    todo.append(row)
            from_cache = len(done)
            predictions = self._predictions(todo, system, cache, dataset_sha, system_hash)
            try:
                for row, prediction in predictions:
                    record = self.evaluate_item(row, prediction)
                    cache.put_record(dataset_sha, system_hash, settings_hash, record)
                    done[json_text(record["id"])] = record
                    if on_record is not None:
                        on_record(record)
            finally:
                predictions.close()  # stops the thread pool at once on Ctrl-C or an error
        except KeyboardInterrupt:
            raise EvaluationInterrupted(len(done), len(rows)) from None
        finally:
            cache.close()
        records = [done[str(r.get("id"))] for r in rows if str(r.get("id")) in done]
        self.timing["wall_s"] = time.perf_counter() - started
        summary = self.summarize(records, system, dataset_name=dataset_name, dataset_sha=dataset_sha)
        summary["cached_items"] = from_cache
        return EvalRun(records, summary)

    def _predictions(
        self,
        rows: Sequence[JsonObject],
        system: System,
        cache: EvalCache,
        dataset_sha: str,
        system_hash: str,
    ) -> Generator[tuple[JsonObject, Prediction], None, None]:
        """(row, prediction) pairs: cached ones first, the rest as the thread pool finishes them."""
        fresh: list[JsonObject] = []
        for row in rows:
            hit = cache.prediction(dataset_sha, system_hash, str(row.get("id")))
            if hit is not None:
                yield row, hit
            else:
                fresh.append(row)
        if self.settings.workers == 1 or len(fresh) <= 1:
            for row in fresh:
                prediction = self._predict(system, row)
                cache.put_prediction(dataset_sha, system_hash, str(row.get("id")), prediction)
                yield row, prediction
            return
        pool = ThreadPoolExecutor(max_workers=self.settings.workers, thread_name_prefix="r3-predict")
        try:
            pending: dict[Future[Prediction], JsonObject] = {
                pool.submit(self._predict, system, row): row for row in fresh
            }
            while pending:
                finished, _ = wait(list(pending), return_when=FIRST_COMPLETED)
                for future in finished:
                    row = pending.pop(future)
                    prediction = future.result()
                    cache.put_prediction(dataset_sha, system_hash, str(row.get("id")), prediction)
                    yield row, prediction
        finally:
            pool.shutdown(wait=False, cancel_futures=True)

    def _predict(self, system: System, row: JsonObject) -> Prediction:
        started = time.perf_counter()
        try:
            prediction = system.predict(row)
        except R3Error as e:  # a model timeout, a refused request …: this item fails, the run goes on
            prediction = Prediction("", error=one_line(str(e)))
        elapsed = time.perf_counter() - started
        prediction.latency_s = round(elapsed, 6)
        with self._memo_lock:
            self.timing["predict_s"] += elapsed
        return prediction

    # ------------------------------------------------------------------ summary
    def summarize(
        self,
        records: Sequence[JsonObject],
        system: System,
        *,
        dataset_name: str = "",
        dataset_sha: str = "",
    ) -> dict[str, Any]:
        s = self.settings
        for r in records:  # derived here, not cached: a new taxonomy or price table needs no re-run
            verdict = classify(r)
            r["error"] = verdict.to_dict() if verdict is not None else None
            r["cost"] = item_cost(r.get("trace"), r.get("latency_s"), self.prices)
        metrics = summarize(records)
        reproducible = [r for r in records if r.get("gold_reproduced")]
        unreproducible = [r for r in records if not r.get("gold_reproduced")]
        confusion: dict[str, Counter[str]] = {}
        for r in records:
            crud = json_text(json_object(r["slices"]).get("crud", "-"))
            confusion.setdefault(crud, Counter())[json_text(r.get("pred_crud", "?"))] += 1
        summary: dict[str, Any] = {
            "system": system.name,
            "config_hash": system.config_hash,
            "system_info": system_info(system),
            "dataset": dataset_name,
            "dataset_sha256": dataset_sha,
            "backend": self.backend.description,
            "ex_rule": self.score_settings.ex_rule,
            "settings": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(s).items()},
            "providers": self.providers(),
            "metrics": metrics,
            "metrics_reproducible": summarize(reproducible),
            "intervals": metric_intervals(records, METRICS),
            "intervals_reproducible": metric_intervals(reproducible, METRICS),
            "unreproducible": [r["id"] for r in unreproducible],
            "unreproducible_reasons": {json_text(r["id"]): r.get("gold_status", "") for r in unreproducible},
            "slices": {name: by_slice(records, name) for name in SLICES},
            "slice_intervals": {
                name: {v: metric_intervals(g, ["EX"])["EX"] for v, g in slice_groups(records, name).items()}
                for name in SLICES
            },
            "failures": dict(Counter(_reason_kind(r.get("reason", "")) for r in records)),
            "errors": error_summary(records),
            "cost": cost_totals(records),
            "crud_confusion": {g: dict(c) for g, c in sorted(confusion.items())},
            "timing": {k: round(v, 3) for k, v in self.timing.items()},
            "refusals": refusal_metrics(records),
            "calibration": calibration(records),
        }
        summary["final_line"] = final_line(metrics, s.ea_mode, self.score_settings.ex_rule)
        return summary


def _reason_kind(reason: JsonValue) -> str:
    return json_text(reason).split(":", 1)[0] if reason else "correct (EX)"


def percent(value: JsonValue) -> str:
    """A share as a percent with 2 decimals; ``-`` for None."""
    return "-" if value is None else f"{100 * json_number(value):.2f}"


def final_line(metrics: Mapping[str, JsonValue], ea_mode: str = "paper", ex_rule: str = STRICT_RULE) -> str:
    """``SA … CA … EA … IEA … EX …`` in percent with 2 decimals (EA/IEA of ``ea_mode``),
    followed by EX's rule in brackets when it is not the strict one (cross-backend scoring)."""
    ea, iea = ("EA", "IEA") if ea_mode == "paper" else ("EA_clean", "IEA_clean")
    return (
        f"SA {percent(metrics['SA'])} CA {percent(metrics['CA'])} EA {percent(metrics[ea])} "
        f"IEA {percent(metrics[iea])} EX {percent(metrics['EX'])}"
        + ("" if ex_rule == STRICT_RULE else f" (EX {ex_rule})")
    )


__all__ = [
    "DEFAULT_CACHE",
    "EA_MODES",
    "GOLD_FROM",
    "METRICS",
    "METRICS_VERSION",
    "PAPER_ROWS",
    "EngineBackend",
    "EvalCache",
    "EvalRun",
    "EvalSettings",
    "EvaluationInterrupted",
    "LiveBackend",
    "ScoringBackend",
    "SystemEvaluator",
    "dataset_checksum",
    "final_line",
    "open_live_backend",
    "percent",
]
