"""One call for callers that hold a backend and a query text: free text or not, get rows.

Why: the CLI (``r3 query``), the pipeline's execution step and the demo all run query texts
that may or may not call ``answer()``/``summary()``. Queries without them go straight to the
backend (a substring test first, so the common case pays nothing); the others go through a
:class:`~r3.freetext.executor.FreeTextExecutor` with r3's on-disk answer cache, and the one
line that names the answerer and what it cost is handed to ``report``.
:class:`FreeTextSetup` holds one answerer and budget for many queries (a pipeline's dry runs
and execution).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict

from r3.contracts.backend import GraphBackend, ResultSet
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.freetext.answer_cache import FreeTextCache
from r3.freetext.answerers import Answerer, make_answerer
from r3.freetext.calls import Budget, BudgetSpent, CallRunner
from r3.freetext.executor import FreeTextExecutor, namer, request_of
from r3.freetext.split import Unsupported, is_free_text_query, split_query
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.values import NULL, Value

if TYPE_CHECKING:  # PEP 692 keyword types; typing.Unpack needs Python 3.11
    from typing_extensions import Unpack

__all__ = ["FreeTextSetup", "engine_hook", "execute_query", "mentions_free_text", "structural_part"]


class ExecuteOptions(TypedDict, total=False):
    """What :meth:`~r3.contracts.backend.GraphBackend.execute` takes besides the query text,
    passed through unchanged."""

    space: str | None
    allow_writes: bool
    params: Mapping[str, object] | None


_CALL = re.compile(r"\b(answer|summary)\s*\(", re.I)


def mentions_free_text(query: str) -> bool:
    """A cheap pre-check: could the query call ``answer()``/``summary()``?"""
    return bool(_CALL.search(query))


def execute_query(
    backend: GraphBackend,
    query: str,
    *,
    answerer: object = None,
    budget: Budget | None = None,
    report: Callable[[str], None] | None = None,
    **execute_options: Unpack[ExecuteOptions],
) -> ResultSet:
    """Run ``query``; free text is evaluated by r3 (``answerer``: a spec, object or None for
    the offline lexical one). Raises :class:`~r3.freetext.executor.FreeTextBudgetError`
    (carrying the partial rows) when the budget runs out."""
    if not mentions_free_text(query):
        return backend.execute(query, **execute_options)

    executor = FreeTextExecutor(answerer, cache=FreeTextCache(), budget=budget)
    space = execute_options.get("space")
    try:
        out = executor.execute(backend, query, space=space)
    finally:
        if executor.cache is not None:
            executor.cache.close()
    if report is not None:
        report(out.note())
    out.result.notes.append(out.note())
    return out.result


class FreeTextSetup:
    """Who answers ``answer()``/``summary()`` for many queries, and each query's budget.

    Why an object: a model answerer is built on the first query that calls a free-text
    function (most never do) and then serves every later dry run and execution; ``load``
    lets the pipeline hand over the model a stage already loaded for the same spec.
    ``answerer``: ``offline``/None (the lexical baseline), ``lexical:T``, a model spec, a
    model or an :class:`~r3.freetext.answerers.Answerer`.
    """

    def __init__(
        self,
        answerer: object = None,
        *,
        budget: Budget | None = None,
        load: Callable[[str], object] | None = None,
    ) -> None:
        self.spec = answerer
        self.budget = budget
        self._load = load
        self._built: Answerer | None = None
        self._lock = threading.Lock()

    def answerer(self) -> Answerer:
        with self._lock:
            if self._built is None:
                self._built = make_answerer(self.spec, load=self._load)
            return self._built

    def execute(
        self,
        backend: GraphBackend,
        query: str,
        *,
        report: Callable[[str], None] | None = None,
        **execute_options: Unpack[ExecuteOptions],
    ) -> ResultSet:
        """:func:`execute_query` with this answerer and budget (built only if the query needs it)."""
        if not mentions_free_text(query):
            return backend.execute(query, **execute_options)
        return execute_query(
            backend, query, answerer=self.answerer(), budget=self.budget, report=report, **execute_options
        )


def structural_part(query: str, dialect: str) -> str:
    """The query a database may see for ``query``: itself without free text, else the structural
    part r3 would push (for a server's EXPLAIN). Raises QuerySemanticError when the free text
    cannot be split off."""
    if not mentions_free_text(query):
        return query

    script = parse(query, dialect)
    if not is_free_text_query(script):
        return query
    try:
        if len(script.statements) != 1:
            raise Unsupported("answer()/summary() in a script of several statements")
        return to_text(split_query(script.statements[0], namer(dialect)).pushed, dialect)
    except Unsupported as u:
        raise QuerySemanticError(
            f"{u.reason} cannot run on a server: r3 evaluates answer()/summary() itself only in the "
            "last WHERE, RETURN and ORDER BY of a MATCH query (move it there)"
        ) from None


def engine_hook(
    answerer: object = None, *, budget: Budget | None = None
) -> Callable[[str, Sequence[Value]], Value]:
    """``answer()``/``summary()`` as plain functions for an embedded :class:`~r3.engine.engine.Engine`
    (``engine.free_text = engine_hook()``): what a dry run needs to execute a candidate that
    calls them. Answers are remembered; a spent budget is a clean QueryExecutionError."""
    runner = CallRunner(make_answerer(answerer), budget=budget or Budget(max_calls=2000, max_seconds=60.0))

    def call(name: str, args: Sequence[Value]) -> Value:
        req = request_of(name, args)
        if req is None:
            return NULL
        try:
            runner.resolve([req])
        except BudgetSpent as spent:
            raise QueryExecutionError(f"query stopped: {spent.reason}") from None
        return runner.memo[req]

    return call
