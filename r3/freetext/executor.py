"""Run a query with ``answer()``/``summary()`` on any backend, with SUQL's optimisations.

Why here and not in each backend: the optimisations are the same everywhere. The structural
part runs in the database (:mod:`r3.freetext.split`); r3 evaluates the free-text part on the
rows that come back:

- WHERE's free-text conjuncts run after the structural ones, cheapest first, and AND stops
  at the first false conjunct;
- with LIMIT, rows are decided lazily, a window at a time, and evaluation stops as soon as
  LIMIT rows passed (SUQL's lazy evaluation); a window is only as large as the rows still
  missing, so no row after the last one returned is ever sent to the model;
- without ORDER BY, a LIMIT query returns the *most relevant* passing rows: candidates are
  ranked by embedding similarity between each ``answer()`` question and its text (SUQL's
  dense prefilter), ties in the database's order. This is the query's meaning in r3 (Cypher
  and nGQL leave the rows of an unordered LIMIT open), so the naive evaluation ranks the same
  way and both return the same rows;
- ``summary()``/``answer()`` in RETURN run only for the rows returned;
- requests are batched, run in parallel up to a bound, cached on disk and budgeted
  (:mod:`r3.freetext.calls`).

Two baselines, for the benchmark: ``mode='naive'`` pushes nothing of a free-text WHERE, so
every candidate row of the pattern meets every predicate (one call per row and call site);
``mode='udf'`` is what a database does with a user-defined function — top-level structural
conjuncts filter first, the rest runs as written (AND short-circuits) on every row left. Both
project every passing row before LIMIT and use no cache.

Queries whose free text cannot be split off run on the embedded engine as written, the model
being a plain function there (cached and budgeted, but neither reordered nor lazy); other
backends refuse them with a one-line error — an ``answer()`` call is never sent to a server.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeVar

import numpy as np

from r3.contracts.backend import GraphBackend, ResultSet
from r3.embedders import get_embedder
from r3.engine.evaluator import ExpressionEvaluator
from r3.engine.scope import Scope
from r3.engine.value_order import sort_key
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.freetext.answer_cache import FreeTextCache
from r3.freetext.answerers import Answerer, FreeTextRequest, make_answerer
from r3.freetext.calls import Budget, BudgetSpent, CallRunner, CallStats
from r3.freetext.split import OutputColumn, SplitQuery, Unsupported, is_free_text_query, split_query
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.registry import load_reference
from r3.values import NULL, List, Null, Value

__all__ = ["FreeTextBudgetError", "FreeTextExecutor", "FreeTextResult", "Mode"]

Mode = Literal["optimized", "udf", "naive"]
_T = TypeVar("_T")


@dataclass
class FreeTextResult:
    """The rows, what they cost, and how they were computed."""

    result: ResultSet
    stats: CallStats = field(default_factory=CallStats)
    answerer: str = ""
    mode: str = "optimized"
    #: The query the backend ran (None when the query had no free text or ran as written).
    pushed: str | None = None
    #: Rows the backend returned for the free-text part to judge.
    candidates: int = 0
    #: True when the budget ran out: ``result`` holds the rows decided so far.
    partial: bool = False
    reason: str | None = None
    elapsed_s: float = 0.0

    def note(self) -> str:
        """One line for humans: answerer, calls, cache hits, and a partial mark."""
        mark = f" · PARTIAL ({self.reason})" if self.partial else ""
        return (
            f"free text by {self.answerer}: {self.stats.calls} model calls, {self.stats.cache_hits} cache hits, "
            f"{self.candidates} candidate rows, {self.elapsed_s:.2f} s{mark}"
        )


class FreeTextBudgetError(QueryExecutionError):
    """The query's budget of model calls or seconds ran out; ``partial`` holds what was decided."""

    def __init__(self, message: str, partial: FreeTextResult) -> None:
        super().__init__(message)
        self.partial = partial


class _Need(Exception):
    """Raised inside evaluation: this request has no answer yet (the caller batches them)."""

    def __init__(self, request: FreeTextRequest) -> None:
        super().__init__(request.kind)
        self.request = request


def request_of(name: str, args: Sequence[Value]) -> FreeTextRequest | None:
    """The request an ``answer()``/``summary()`` call with these argument values makes; None
    when the text is NULL (the call is then NULL, without a model call)."""
    text = args[0] if args else NULL
    if isinstance(text, Null):
        return None
    if isinstance(text, List):
        text = "\n".join(str(t) for t in text if isinstance(t, str))
    if not isinstance(text, str):
        raise QuerySemanticError(f"{name}() reads text, got {type(text).__name__}: pass a string property")
    if name.lower() == "summary":
        return FreeTextRequest("summary", text)
    question = args[1] if len(args) > 1 else NULL
    if not isinstance(question, str):
        raise QuerySemanticError(f"answer()'s question must be a string, got {type(question).__name__}")
    return FreeTextRequest("answer", text, question)


class FreeTextExecutor:
    """Runs queries with ``answer()``/``summary()`` on any :class:`GraphBackend`.

    ``answerer``: an :class:`Answerer`, a model spec or object, or None (the offline lexical
    answerer). ``cache``: a :class:`FreeTextCache` shared across queries (None: each query
    remembers only its own answers). ``window_min``: the fewest rows a lazy window holds
    (more parallel calls, a few more rows judged than strictly needed).
    """

    def __init__(
        self,
        answerer: Answerer | object | str | None = None,
        *,
        cache: FreeTextCache | None = None,
        budget: Budget | None = None,
        concurrency: int = 4,
        batch_size: int = 8,
        embedder: str | None = "offline",
        mode: Mode = "optimized",
        window_min: int = 1,
    ) -> None:
        self.answerer = make_answerer(answerer)
        self.cache = cache
        self.budget = budget or Budget()
        self.concurrency = concurrency
        self.batch_size = batch_size
        self.embedder = get_embedder(embedder)
        if mode not in ("optimized", "udf", "naive"):
            raise QuerySemanticError(f"unknown free-text mode {mode!r}; known: optimized, udf, naive")
        self.mode: Mode = mode
        self.window_min = max(1, window_min)

    # ------------------------------------------------------------------ entry point

    def execute(
        self,
        backend: GraphBackend,
        query: str,
        *,
        space: str | None = None,
        on_budget: Literal["raise", "partial"] = "raise",
    ) -> FreeTextResult:
        """Run ``query``; queries without free text go to the backend untouched."""
        started = time.perf_counter()
        script = parse(query, backend.dialect)
        if not is_free_text_query(script):
            return FreeTextResult(
                backend.execute(query, space=space), answerer=self.answerer.name, mode=self.mode
            )
        runner = CallRunner(
            self.answerer,
            cache=self.cache,
            budget=self.budget,
            concurrency=self.concurrency,
            batch_size=self.batch_size,
        )
        out = FreeTextResult(ResultSet([]), runner.stats, self.answerer.name, self.mode)
        try:
            if len(script.statements) != 1:
                raise Unsupported("answer()/summary() in a script of several statements")
            split = split_query(script.statements[0], namer(backend.dialect), mode=self.mode)
        except Unsupported as u:
            self._as_written(backend, query, space, runner, out, u.reason)
        else:
            self._split_run(backend, split, space, runner, out)
        out.elapsed_s = time.perf_counter() - started
        if out.partial and on_budget == "raise":
            raise FreeTextBudgetError(
                f"query stopped: {out.reason}; {len(out.result.rows)} rows decided so far are partial "
                "(raise the budget: --max-calls/--max-seconds, or freetext.max_calls/max_seconds in a pipeline config)",
                out,
            )
        return out

    # ------------------------------------------------------------------ split path

    def _split_run(
        self,
        backend: GraphBackend,
        split: SplitQuery,
        space: str | None,
        runner: CallRunner,
        out: FreeTextResult,
    ) -> None:
        pushed = to_text(split.pushed, backend.dialect)
        if is_free_text_query(split.pushed):  # the rewrite's promise, checked before anything leaves r3
            raise QueryExecutionError("internal error: a free-text call was about to be sent to the database")
        out.pushed = pushed
        base = backend.execute(pushed, space=space)
        index = {name: i for i, name in enumerate(base.columns)}
        missing = [h for h in split.hidden if h not in index]
        if missing:
            raise QueryExecutionError(f"the backend returned no column {missing[0]!r} for the free-text part")
        scopes = [Scope({h: row[index[h]] for h in split.hidden}) for row in base.rows]
        out.candidates = len(scopes)
        run = _RowRun(runner, scopes)
        columns = [c.name for c in split.columns]
        chosen: list[int] = []
        try:
            chosen = self._choose(split, run)
            rows = run.project(chosen, [c.expr for c in split.columns])
        except BudgetSpent as spent:
            out.partial, out.reason = True, spent.reason
            rows = run.project_known(run.passed_so_far, [c.expr for c in split.columns])
        out.result = ResultSet(columns, rows, space=base.space)

    def _choose(self, split: SplitQuery, run: _RowRun) -> list[int]:
        """Indexes of the rows to return, in order."""
        n = len(run.scopes)
        order = list(range(n))
        if split.where is not None and split.limit is not None and not split.ordered and split.where_calls:
            order = self._by_relevance(split.where_calls, run)
        need = None if split.limit is None or split.order or split.distinct else split.skip + split.limit
        if split.where is None:
            passed = order if need is None else order[:need]
        elif self.mode == "naive":
            passed = run.filter_naive(order, split.where)
        elif self.mode == "udf":
            passed = run.filter_as_written(order, split.where)
        else:
            passed = run.filter_lazy(order, split.where, need, self.window_min)
        if split.order:
            passed = run.sort(passed, split.order)
        if split.distinct:
            passed = run.distinct(passed, split.columns)
        if self.mode != "optimized" and split.columns:
            run.project(passed, [c.expr for c in split.columns])  # the baseline projects every passing row
        end = None if split.limit is None else split.skip + split.limit
        return passed[split.skip : end]

    def _by_relevance(self, calls: list[A.Expr], run: _RowRun) -> list[int]:
        """Candidate rows, most similar (question vs text, averaged over the calls) first."""
        n = len(run.scopes)
        score = np.zeros(n, dtype=np.float64)
        ev = ExpressionEvaluator()
        for call in calls:
            if (
                not isinstance(call, A.FunctionCall)
                or len(call.args) != 2
                or any(_has_call(a) for a in call.args)
            ):
                continue
            texts: list[str] = []
            questions: list[str] = []
            for scope in run.scopes:
                req = request_of("answer", [ev.eval(a, scope) for a in call.args])
                texts.append(req.text if req else "")
                questions.append(req.question or "" if req else "")
            unique_q = sorted(set(questions))
            qvec = dict(zip(unique_q, self.embedder.embed(unique_q), strict=True))
            tvec = self.embedder.embed(texts)
            score += np.einsum("ij,ij->i", tvec, np.stack([qvec[q] for q in questions]))
        return sorted(range(n), key=lambda i: (-round(float(score[i]), 9), i))

    # ------------------------------------------------------------------ as written (embedded only)

    def _as_written(
        self,
        backend: GraphBackend,
        query: str,
        space: str | None,
        runner: CallRunner,
        out: FreeTextResult,
        reason: str,
    ) -> None:
        engine = backend.engine
        if engine is None:
            raise QuerySemanticError(
                f"{reason} cannot run on {type(backend).__name__}: r3 evaluates answer()/summary() itself "
                "only in the last WHERE, RETURN and ORDER BY of a MATCH query (move it there)"
            )

        def call(name: str, args: Sequence[Value]) -> Value:
            req = request_of(name, args)
            if req is None:
                return NULL
            runner.resolve([req], use_memo=self.mode == "optimized")
            return runner.memo[req]

        saved = engine.free_text
        engine.free_text = call
        try:
            out.result = backend.execute(query, space=space)
        except BudgetSpent as spent:
            out.partial, out.reason = True, spent.reason
        finally:
            engine.free_text = saved


def _has_call(expr: A.Expr) -> bool:
    return any(isinstance(n, A.FunctionCall) and n.name.lower() in ("answer", "summary") for n in expr.walk())


def namer(dialect: str) -> Callable[[A.Expr], str]:
    """How the backend names an unaliased column: NebulaGraph's expression text, or Cypher's
    (``Dialect.column_namer``; by default the expression as printed)."""
    named_by = get_dialect(dialect).column_namer
    if named_by:
        column_name: Callable[[A.Expr], str] = load_reference(named_by)
        return column_name

    return lambda e: to_text(e, dialect)


class _RowRun:
    """The candidate rows of one query and the evaluation of local expressions over them.

    Evaluation is resumable: a free-text call without an answer yet raises :class:`_Need`;
    the rows of a round collect their needs, the runner answers them in one batch, and the
    round is tried again. AND/OR short-circuit, so a row only asks for what it needs.
    """

    def __init__(self, runner: CallRunner, scopes: list[Scope]) -> None:
        self.runner = runner
        self.scopes = scopes
        self.ev = ExpressionEvaluator(free_text=self._free_text)
        self.passed_so_far: list[int] = []
        self._projected: dict[int, tuple[Value, ...]] = {}

    def _free_text(self, name: str, args: Sequence[Value]) -> Value:
        req = request_of(name, args)
        if req is None:
            return NULL
        value = self.runner.memo.get(req)
        if value is None:
            raise _Need(req)
        return value

    def _rounds(
        self, rows: Sequence[int], compute: Callable[[int], _T], *, use_memo: bool = True
    ) -> dict[int, _T]:
        """``compute`` for every row, answering what the rows need between rounds."""
        done: dict[int, _T] = {}
        todo = list(rows)
        while todo:
            needs: list[FreeTextRequest] = []
            again: list[int] = []
            for i in todo:
                try:
                    done[i] = compute(i)
                except _Need as need:
                    needs.append(need.request)
                    again.append(i)
            if needs:
                try:
                    self.runner.resolve(needs, use_memo=use_memo)
                except BudgetSpent as spent:
                    spent.decided = done
                    raise
            todo = again
        return done

    def filter_lazy(self, order: list[int], where: A.Expr, need: int | None, window_min: int) -> list[int]:
        passed: list[int] = []
        pos = 0
        chunk = max(window_min, self.runner.batch_size * self.runner.concurrency)
        while pos < len(order) and (need is None or len(passed) < need):
            size = chunk if need is None else max(need - len(passed), window_min)
            window = order[pos : pos + size]
            pos += len(window)
            try:
                verdict = self._rounds(window, lambda i: self.ev.truthy(where, self.scopes[i], strict=False))
            except BudgetSpent as spent:  # keep the rows decided before the first undecided one
                decided = spent.decided
                for i in window:
                    if i not in decided:
                        break
                    if decided[i]:
                        passed.append(i)
                self.passed_so_far = passed if need is None else passed[:need]
                raise
            passed.extend(i for i in window if verdict[i])
            self.passed_so_far = passed
        return passed if need is None else passed[:need]

    def filter_naive(self, order: list[int], where: A.Expr) -> list[int]:
        """Every free-text call site of WHERE on every row (no short-circuit, no reuse), then filter."""
        sites = [
            n
            for n in where.walk()
            if isinstance(n, A.FunctionCall) and n.name.lower() in ("answer", "summary")
        ]
        for site in reversed(sites):  # innermost first, so a nested call's input is known
            self._rounds(order, lambda i, s=site: self.ev.eval(s, self.scopes[i]), use_memo=False)  # type: ignore[misc]
        verdict = self._rounds(order, lambda i: self.ev.truthy(where, self.scopes[i], strict=False))
        passed = [i for i in order if verdict[i]]
        self.passed_so_far = passed
        return passed

    def filter_as_written(self, order: list[int], where: A.Expr) -> list[int]:
        """WHERE on every row as written (AND short-circuits), one call per row that asks."""
        verdict = self._rounds(
            order, lambda i: self.ev.truthy(where, self.scopes[i], strict=False), use_memo=False
        )
        passed = [i for i in order if verdict[i]]
        self.passed_so_far = passed
        return passed

    def sort(self, rows: list[int], order: list[A.OrderItem]) -> list[int]:
        keys = self._rounds(rows, lambda i: tuple(self.ev.eval(o.expr, self.scopes[i]) for o in order))
        out = list(rows)
        for j in reversed(range(len(order))):
            out.sort(key=lambda i, j=j: sort_key(keys[i][j]), reverse=order[j].descending)  # type: ignore[misc]
        return out

    def distinct(self, rows: list[int], columns: Sequence[OutputColumn]) -> list[int]:
        values = self.project(rows, [c.expr for c in columns])
        seen: set[tuple[Hashable, ...]] = set()
        out: list[int] = []
        for i, v in zip(rows, values, strict=True):
            key = tuple(sort_key(x) for x in v)
            if key not in seen:
                seen.add(key)
                out.append(i)
        return out

    def project(self, rows: list[int], exprs: list[A.Expr]) -> list[tuple[Value, ...]]:
        todo = [i for i in rows if i not in self._projected]
        done = self._rounds(todo, lambda i: tuple(self.ev.eval(e, self.scopes[i]) for e in exprs))
        self._projected.update(done)
        return [self._projected[i] for i in rows]

    def project_known(self, rows: list[int], exprs: list[A.Expr]) -> list[tuple[Value, ...]]:
        """Project what can be without another model call (after the budget ran out)."""
        out = []
        for i in rows:
            try:
                out.append(self._projected.get(i) or tuple(self.ev.eval(e, self.scopes[i]) for e in exprs))
            except _Need:
                out.append(tuple(self._value_or_null(e, i) for e in exprs))
        return out

    def _value_or_null(self, expr: A.Expr, i: int) -> Value:
        try:
            return self.ev.eval(expr, self.scopes[i])
        except _Need:
            return NULL
