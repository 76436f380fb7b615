"""Check a candidate query: parse, refuse writes, validate against the schema, dry-run.

Why every step, in this order: each one catches a mistake the next cannot explain as well.
The parser says where the text stops being nGQL (line, column, expected tokens); the
validator names the unknown edge type and the right one (``likes`` → ``like``); the dry run
(``EXPLAIN`` on a live database, a read-only run on the embedded engine) catches the rest. A
failed step becomes a :class:`~r3.pipeline.types.Feedback` the refiner can act on.

Generated queries are read-only unless the configuration allows writes; a refused write is
final (asking the refiner again would only change what the user asked for).

The same :class:`Checker` parses and validates the offline refiner's candidates
(:func:`r3.pipeline.offline.select.dry_run`), with writes allowed (validated, not run) and
only validator errors failing: one implementation of "is this query well-formed here".
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Protocol

from r3.contracts.backend import GraphBackend, ResultSet
from r3.contracts.schema import SpaceSchema
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.storage import GraphStore
from r3.errors import QueryError, QuerySyntaxError, R3Error
from r3.freetext.run import FreeTextSetup, structural_part
from r3.graph.features import refuse_lacking
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.validator import validate
from r3.lang.validator.issues import SCHEMA_CODES, Issue
from r3.lang.writes import write_name, write_statements
from r3.pipeline.trace import Check
from r3.pipeline.types import CheckStatus, Feedback

#: Check modes after ``auto`` is resolved, from the least to the most thorough.
MODES = ("none", "parse", "validate", "explain", "execute")


class QueryRunner(Protocol):
    """Runs queries on the graph of one space (the dry run and ``ask``'s execution)."""

    #: Whether this is the embedded engine (dry runs execute) or a server (dry runs EXPLAIN).
    embedded: bool

    def run(self, query: str, *, allow_writes: bool = False) -> ResultSet: ...

    def explain(self, query: str) -> None: ...


class EngineRunner:
    """The embedded engine: a fresh session per query on a shared store, with its own time limit.

    ``backend`` (optional) is the object the store came from; writes go through it so its own
    read-only setting still holds. ``free_text`` answers ``answer()``/``summary()`` (default:
    the offline lexical answerer).
    """

    embedded = True

    def __init__(
        self,
        store: GraphStore,
        space: str,
        *,
        timeout_s: float = 10.0,
        backend: GraphBackend | None = None,
        free_text: FreeTextSetup | None = None,
    ) -> None:
        self.store = store
        self.space = space
        self.timeout_s = timeout_s
        self.backend = backend
        self.free_text = free_text or FreeTextSetup()

    def _engine(self) -> Engine:
        return Engine(self.store, space=self.space, limits=Limits(timeout_s=self.timeout_s))

    def run(self, query: str, *, allow_writes: bool = False) -> ResultSet:
        if allow_writes and self.backend is not None:
            result: ResultSet = self.backend.execute(query, space=self.space, allow_writes=True)
            return result
        # answer()/summary() run through r3's executor
        return self.free_text.execute(self._engine(), query, allow_writes=allow_writes)

    def explain(self, query: str) -> None:
        self._engine().explain(query)


class BackendRunner:
    """Any :class:`~r3.contracts.backend.GraphBackend`: runs in the space, dry runs the way its
    traits say (``EXPLAIN`` on a server; nothing when it has no dry run)."""

    embedded = False

    def __init__(
        self, backend: GraphBackend, space: str, dialect: str, *, free_text: FreeTextSetup | None = None
    ) -> None:
        self.backend = backend
        self.space = space
        self.dialect = dialect
        self.free_text = free_text or FreeTextSetup()

    def run(self, query: str, *, allow_writes: bool = False) -> ResultSet:
        refuse_lacking(self.backend.traits, query, self.dialect)  # what it lacks, named in one line
        # answer()/summary() never reach the server
        return self.free_text.execute(self.backend, query, space=self.space, allow_writes=allow_writes)

    def explain(self, query: str) -> None:
        refuse_lacking(self.backend.traits, query, self.dialect)
        if self.backend.traits.dry_run == "none":
            return  # nothing to dry-run it on: the schema validation before is the check
        self.backend.execute(
            explain_text(structural_part(query, self.dialect), self.dialect), space=self.space
        )


class InProcessRunner(BackendRunner):
    """A database whose traits dry-run by running the read (``read_only_run``: LadybugDB in
    this process, FalkorDB under its query timeout): dry runs execute the query, as on the
    embedded engine, so the checks see its rows (an ``explain`` server only plans it)."""

    embedded = True


def explain_text(query: str, dialect: str) -> str:
    """``EXPLAIN query``; several nGQL statements go in a ``{ … }`` block."""
    if get_dialect(dialect).multi_statement_scripts and ";" in query.strip().rstrip(";"):
        return f"EXPLAIN {{\n{query}\n}}"
    return f"EXPLAIN {query}"


def runner_for(
    graph: GraphBackend,
    space: str,
    dialect: str,
    *,
    timeout_s: float = 10.0,
    free_text: FreeTextSetup | None = None,
) -> QueryRunner:
    """The runner for a graph, from what it declares: the embedded engine's store when it has
    one (a fresh session per query), else the backend, dry-running as its traits say."""
    if graph.store is not None:
        return EngineRunner(graph.store, space, timeout_s=timeout_s, backend=graph, free_text=free_text)
    if graph.traits.dry_run == "read_only_run":
        return InProcessRunner(graph, space, dialect, free_text=free_text)
    return BackendRunner(graph, space, dialect, free_text=free_text)


# --------------------------------------------------------------------------- the checker


@dataclass
class Outcome:
    """How a candidate fared: its status, each check, the feedback, the dry run's rows.

    ``issues``: every validator issue (warnings that did not fail it too); ``notes``: what
    went wrong in the checker itself (a validator that failed: the query is not judged by it).
    """

    status: CheckStatus
    checks: list[Check] = field(default_factory=list)
    feedback: Feedback | None = None
    result: ResultSet | None = None
    writes: list[str] = field(default_factory=list)
    issues: list[Issue] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == "ok"


class Checker:
    """Checks candidates for one question (``mode`` is resolved: not ``auto``).

    ``space`` None: nothing to validate against (``validate`` checks parse only).
    ``on_warnings``: validator warnings fail the query; ``strict_names``: so do warnings that
    name something the graph does not have (:data:`SCHEMA_CODES`), whatever ``on_warnings``.
    """

    def __init__(
        self,
        space: SpaceSchema | None,
        dialect: str,
        *,
        mode: str,
        runner: QueryRunner | None,
        allow_writes: bool = False,
        on_warnings: bool = True,
        on_empty: bool = False,
        strict_names: bool = True,
    ) -> None:
        self.space = space
        self.dialect = dialect
        self.mode = mode
        self.runner = runner
        self.allow_writes = allow_writes
        self.on_warnings = on_warnings
        self.on_empty = on_empty
        self.strict_names = strict_names

    def check(self, query: str) -> Outcome:
        out = Outcome("ok")
        if not query.strip():
            out.status = "no-query"
            out.feedback = Feedback("no-query", "the answer held no query; write exactly one statement")
            return out
        if self.mode == "none":
            return out
        script = self._parse(query, out)
        if script is None or self._refuse_writes(script, out) or self.mode == "parse":
            return out
        if not self._validate(script, out) or self.mode == "validate" or self.runner is None:
            return out
        if self.mode == "explain" or out.writes or not self.runner.embedded:
            self._explain(query, out)
        else:
            self._execute(query, out)
        return out

    # ------------------------------------------------------------------ steps
    def _parse(self, query: str, out: Outcome) -> A.Script | None:
        started = time.perf_counter()
        try:
            script = parse(query, self.dialect)
        except QuerySyntaxError as e:
            out.checks.append(Check("parse", False, str(e), time.perf_counter() - started))
            out.status = "syntax"
            out.feedback = Feedback(
                "syntax", e.message, line=e.line, column=e.column, token=e.token, expected=list(e.expected)
            )
            return None
        except RecursionError:
            out.checks.append(Check("parse", False, "too deeply nested", time.perf_counter() - started))
            out.status = "syntax"
            out.feedback = Feedback("syntax", "the query is too deeply nested to parse; write it more simply")
            return None
        out.checks.append(Check("parse", True, elapsed_s=time.perf_counter() - started))
        return script

    def _refuse_writes(self, script: A.Script, out: Outcome) -> bool:
        out.writes = [write_name(node) for node in write_statements(script)]
        if not out.writes or self.allow_writes:
            return False
        message = f"write statements are disabled (read-only): {', '.join(dict.fromkeys(out.writes))}"
        out.checks.append(Check("read-only", False, message))
        out.status = "write"
        out.feedback = Feedback("write", message + "; set allow_writes to run them")
        return True

    def _validate(self, script: A.Script, out: Outcome) -> bool:
        if self.space is None:
            return True
        started = time.perf_counter()
        try:
            issues = validate(script, self.space, dialect=self.dialect)
        except R3Error as e:  # the validator's own failure says nothing about the query
            out.notes.append(f"validator: {e}")
            issues = []
        out.issues = list(issues)
        # A name the graph does not have is a mistake even where the database only warns
        # (Cypher): it answers nothing, so the repair loop fixes it whatever ``on_warnings``.
        wrong = [
            i
            for i in issues
            if i.severity == "error" or self.on_warnings or (self.strict_names and i.code in SCHEMA_CODES)
        ]
        elapsed = time.perf_counter() - started
        if not wrong:
            out.checks.append(Check("validate", True, elapsed_s=elapsed))
            return True
        details = [
            {
                "code": i.code,
                "message": i.message,
                "suggestion": i.suggestion,
                "line": i.line,
                "column": i.column,
                "severity": i.severity,
            }
            for i in wrong
        ]
        summary = "; ".join(str(i) for i in wrong)
        out.checks.append(Check("validate", False, summary, elapsed))
        out.status = "schema"
        plural = "s" if len(wrong) > 1 else ""
        out.feedback = Feedback("schema", f"{len(wrong)} problem{plural} with the schema", issues=details)
        first = wrong[0]
        out.feedback.line, out.feedback.column = first.line, first.column
        return False

    def _explain(self, query: str, out: Outcome) -> None:
        assert self.runner is not None
        started = time.perf_counter()
        try:
            self.runner.explain(query)
        except QueryError as e:
            out.checks.append(Check("explain", False, str(e), time.perf_counter() - started))
            out.status = "explain"
            out.feedback = Feedback("explain", f"{e.error_class}: {e}")
            return
        out.checks.append(Check("explain", True, elapsed_s=time.perf_counter() - started))

    def _execute(self, query: str, out: Outcome) -> None:
        assert self.runner is not None
        started = time.perf_counter()
        try:
            result = self.runner.run(query)
        except QueryError as e:
            out.checks.append(Check("execute", False, str(e), time.perf_counter() - started))
            out.status = "execution"
            out.feedback = Feedback("execution", f"{e.error_class}: {e}")
            return
        out.result = result
        out.checks.append(Check("execute", True, f"{len(result.rows)} rows", time.perf_counter() - started))
        if self.on_empty and not result.rows:
            out.status = "empty"
            out.feedback = Feedback(
                "empty",
                "0 rows: check the entity names against the related items, the direction of edges and the filters",
            )


def resolve_mode(mode: str, runner: QueryRunner | None) -> str:
    """``auto`` → ``execute`` on the embedded engine, ``explain`` on a server, ``validate`` without a graph."""
    if mode != "auto":
        if mode in ("explain", "execute") and runner is None:
            return "validate"
        return mode
    if runner is None:
        return "validate"
    return "execute" if runner.embedded else "explain"


#: Statuses from the best to the worst: when every try fails, the best failure is the answer.
STATUS_RANK: dict[str, int] = {
    "ok": 0,
    "empty": 1,
    "execution": 2,
    "explain": 2,
    "schema": 3,
    "write": 4,
    "syntax": 5,
    "no-query": 6,
}


__all__ = [
    "MODES",
    "STATUS_RANK",
    "BackendRunner",
    "Checker",
    "EngineRunner",
    "Outcome",
    "QueryRunner",
    "explain_text",
    "resolve_mode",
    "runner_for",
]
