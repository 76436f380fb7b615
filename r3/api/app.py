"""r3's HTTP API: questions in, nGQL/Cypher (and, read-only, their rows) out.

::

    from r3.api import create_app
    app = create_app("offline", graph="embedded:///abs/data/demo?space=demo", token="s3cret")
    # uvicorn.run(app)  — or: r3 serve --config offline --graph …

Routes: ``POST /v1/generate``, ``POST /v1/query`` (answered in words, paged, ``?stream=true``
for server-sent stage events), ``POST /v1/run`` (a user's query, read-only),
``POST /v1/feedback`` (the memory of corrections), ``GET /v1/spaces``,
``GET /v1/spaces/{space}/schema``, ``GET /healthz``; docs at ``/docs`` and ``/redoc``, served
offline (:mod:`r3.api.docs`); the page to ask in at ``/`` (:mod:`r3.api.web`). A ``conversation_id`` carries follow-up questions.

Why it is shaped this way:

- **one pipeline, shared** — models, demonstration pools and retrieval indexes are costly,
  so one :class:`r3.pipeline.pipeline.Pipeline` serves every request. It is built to be shared
  between threads (locks around its lazy caches; each question keeps its state in its own
  trace; the embedded engine gets a fresh session per query on a shared read-only store).
- **blocking work off the event loop** — the pipeline blocks on model calls and queries, so
  it runs in the bounded :class:`~r3.api.limits.WorkerPool`; the event loop only parses
  requests and writes responses, so ``/healthz`` answers while every worker is busy.
- **read-only, always** — ``/v1/query`` runs the generated query with ``allow_writes=False``
  on its own runner, and refuses a query holding a write statement with a 403 before
  anything runs, whatever the pipeline config allows.
- **the app owns the graph** — it opens the graph once and passes that object to every
  pipeline call (``graph=``), so the spaces it lists, the schema it shows and the graph the
  pipeline answers on are the same.
"""

from __future__ import annotations

import contextlib
import inspect
import threading
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from fastapi import FastAPI, Request, Security
from fastapi.security import HTTPBearer

from r3 import __version__
from r3.api.auth import OPEN_PATHS, BearerAuth, Client, client_of
from r3.api.docs import install_docs
from r3.api.errors import ApiError, ErrorBoundary, from_r3_error, install_error_handlers
from r3.api.limits import (
    ApiLimits,
    BodySizeLimit,
    Busy,
    RequestTimeout,
    WorkerPool,
)
from r3.api.schemas import (
    DryRun,
    ErrorResponse,
    FeedbackRequest,
    FeedbackResponse,
    GenerateRequest,
    GenerateResponse,
    Health,
    QueryRequest,
    QueryResponse,
    RunRequest,
    RunResponse,
    SchemaResponse,
    SpaceInfo,
    SpacesResponse,
    schema_json,
)
from r3.api.server import BodyReadTimeout, HostCheck
from r3.api.streaming import stream_events
from r3.api.view import rows_view
from r3.api.web import WEB_PATHS, install_web
from r3.contracts.backend import GraphBackend
from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.errors import R3Error, SchemaError, UserInputError
from r3.graph.connect import open_backend, parse_url
from r3.graph.readonly import WriteRefused, check_read_only
from r3.lang.writes import parsed_writes
from r3.pipeline.checks import runner_for
from r3.pipeline.config import PipelineConfig
from r3.pipeline.conversation import Conversation, ConversationStore, UnknownConversation
from r3.pipeline.graph_cache import is_graph_path, open_cached
from r3.pipeline.memory import (
    EntryTooLarge,
    MemoryFull,
    NotAuthor,
    QueryMemory,
    check_correction,
    memory_path,
    normalize,
)
from r3.pipeline.offline.demos import Demo
from r3.pipeline.pipeline import Pipeline, Progress
from r3.pipeline.result import Result
from r3.pipeline.space_switch import SpaceSwitch, check_space
from r3.pipeline.trace import Attempt
from r3.represent.schema_code import render_schema_code, render_schema_text
from r3.values import Value, to_json

T = TypeVar("T")

#: Checks from the most to the least thorough: the dry run a response reports.
_CHECK_ORDER = ("execute", "explain", "validate", "parse")


# --------------------------------------------------------------------------- the service


class ApiService:
    """The pipeline, the graph, the worker pools and the schema cache behind the routes."""

    def __init__(
        self,
        pipeline: Pipeline,
        graph: GraphBackend,
        *,
        limits: ApiLimits,
        graph_label: str = "",
        owns_graph: bool = False,
        owns_pipeline: bool = False,
        memory_path: Path | None = None,
        open_feedback: bool = False,
    ) -> None:
        self.pipeline = pipeline
        self.graph = graph
        self.limits = limits
        self.graph_label = graph_label or type(graph).__name__
        self.owns_graph = owns_graph
        self.owns_pipeline = owns_pipeline
        config = pipeline.config
        #: What the pipeline writes for this graph (the graph's own language where it runs one).
        self.dialect: str = str(pipeline.dialect(graph=graph))
        self.config_name: str = config.name
        self.config_hash: str = config.config_hash()
        self.configured_retries: int = config.repair.retries
        # Per-request retries are not part of Pipeline.generate: a subclass may take them.
        self._retries_kw = _keyword(pipeline.generate, ("retries", "max_retries"))
        self.pool = WorkerPool(limits.max_concurrency, limits.max_queue)
        # Schema reads are quick but may block on a server: a small pool of their own, so a
        # queue of questions never delays /v1/spaces.
        self.light_pool = WorkerPool(2, 64)
        self._lock = threading.Lock()
        #: Follow-up questions: bounded, expiring (``conversation_id`` in requests).
        self.conversations = ConversationStore(live_s=600.0)
        #: Where the graph's memory of corrections lives (None: the graph keeps none).
        self.memory_path = memory_path
        #: Whether any client may write the memory (else only feedback and admin tokens).
        self.open_feedback = open_feedback
        self._graph_schema: GraphSchema | None = None

    # ------------------------------------------------------------------ spaces
    def graph_schema(self, *, refresh: bool = False) -> GraphSchema:
        with self._lock:
            if self._graph_schema is None or refresh:
                self._graph_schema = self.graph.schema()
            return self._graph_schema

    def space(self, name: str) -> SpaceSchema:
        """The schema of space ``name``; ``unknown_space`` (404) naming the known ones."""
        schema = self.graph_schema()
        if name not in schema.spaces:
            schema = self.graph_schema(refresh=True)  # created since we last looked?
        try:
            return schema.space(name)
        except SchemaError as e:
            raise ApiError(404, "unknown_space", str(e), details={"spaces": sorted(schema.spaces)}) from e

    def default_space(self) -> str | None:
        """The graph's current space, else its only space with data, else None."""
        spaces = self.graph_schema().spaces
        current = self.graph.space  # the contract's current (or only) space
        if isinstance(current, str) and current in spaces:
            return current
        filled = [n for n, s in spaces.items() if s.tags or s.edges] or list(spaces)
        return filled[0] if len(filled) == 1 else None

    def resolve_space(self, requested: str | None) -> str:
        if requested is not None:
            if not requested.strip():
                raise ApiError(
                    422, "bad_request", "space: must not be empty (leave it out for the default space)"
                )
            return self.space(requested).name
        found = self.default_space()
        if found is None:
            known = ", ".join(sorted(self.graph_schema().spaces)) or "none"
            raise ApiError(422, "bad_request", f"name the space: the graph holds several ({known})")
        return found

    def spaces(self) -> SpacesResponse:
        schema = self.graph_schema(refresh=True)
        infos = [
            SpaceInfo(name=s.name, tags=list(s.tags), edges=list(s.edges), vid_type=s.vid_type)
            for s in sorted(schema.spaces.values(), key=lambda s: s.name)
        ]
        return SpacesResponse(dialect=self.dialect, default=self.default_space(), spaces=infos)

    def schema_response(self, name: str, *, paper: bool) -> SchemaResponse:
        space = self.space(name)
        return SchemaResponse(
            space=space.name,
            dialect=self.dialect,
            code=render_schema_code(space, paper=paper, dialect=self.dialect),
            text=render_schema_text(space, paper=False),
            schema_=schema_json(space),
        )

    # ------------------------------------------------------------------ questions
    def check_request(self, body: GenerateRequest) -> None:
        """The cheap checks, on the event loop, before a worker is spent on the request."""
        if not body.question.strip():
            raise ApiError(422, "bad_request", "question: must not be empty; ask something")
        if len(body.question) > self.limits.max_question_chars:
            raise ApiError(
                413,
                "too_large",
                f"question too long ({len(body.question)} characters): the limit is "
                f"{self.limits.max_question_chars}",
            )
        if body.dialect is not None and body.dialect != self.dialect:
            raise ApiError(
                422,
                "bad_request",
                f"dialect {body.dialect!r} is not served here: this server's pipeline writes {self.dialect}",
            )
        retries = body.options.max_retries
        if retries is None or retries == self.configured_retries:
            return
        if retries > self.limits.max_retries:
            raise ApiError(422, "bad_request", f"options.max_retries: at most {self.limits.max_retries}")
        if self._retries_kw is None:
            raise ApiError(
                422,
                "bad_request",
                f"options.max_retries: this server's pipeline repairs a fixed {self.configured_retries} "
                "times (repair.retries in its config); leave the option out",
            )

    def _run_pipeline(
        self,
        body: GenerateRequest,
        space: str,
        *,
        execute: bool = False,
        progress: Progress | None = None,
        history: Conversation | None = None,
    ) -> Result:
        """The pipeline's result: ``ask`` (run, and answered unless the request says not) when
        ``execute``, else ``generate``; with the conversation and ``progress``."""
        try:
            if execute:
                answer = body.answer if isinstance(body, QueryRequest) else True
                return self.pipeline.ask(
                    body.question, space=space, graph=self.graph, history=history, answer=answer,
                    progress=progress,
                )  # fmt: skip
            kwargs: dict[str, Any] = {}
            if self._retries_kw is not None and body.options.max_retries is not None:
                kwargs[self._retries_kw] = body.options.max_retries
            return self.pipeline.generate(
                body.question, space=space, graph=self.graph, history=history, progress=progress, **kwargs
            )
        except R3Error as e:
            raise from_r3_error(e) from e

    def conversation(self, body: GenerateRequest, client: Client) -> Conversation | None:
        """The request's conversation: the client's own one it names (404 for any other id:
        unknown, expired, or another client's), or a new one when it names none — None when
        the client's conversations are all live and at their cap (answered without one)."""
        try:
            return self.conversations.get_or_create(body.conversation_id, owner=client.owner)
        except UnknownConversation as e:
            raise ApiError(404, "unknown_conversation", str(e)) from e
        except UserInputError as e:
            raise ApiError(422, "bad_request", str(e)) from e

    def conversation_check(self, body: GenerateRequest, client: Client) -> None:
        """On the event loop, before any work (or stream) starts: 404 for an id that is not the
        client's own conversation."""
        if body.conversation_id is not None:
            self.conversation(body, client)

    def generate(self, body: GenerateRequest, client: Client) -> GenerateResponse:
        """Runs in a worker thread."""
        started = time.perf_counter()
        space = self.resolve_space(body.space)
        history = self.conversation(body, client)
        result = self._run_pipeline(body, space, history=history)
        return self._response(GenerateResponse, body, result, started, history)

    def run(self, body: RunRequest) -> RunResponse:
        """Run a query the user wrote or edited, read-only (in a worker thread)."""
        started = time.perf_counter()
        space = self.resolve_space(body.space)
        self.check_space(body.query, space)
        try:
            rs = self.pipeline.run(body.query, space=space, graph=self.graph)
        except WriteRefused as e:
            raise ApiError(403, "write_refused", str(e), details={"query": body.query}) from e
        except R3Error as e:
            raise from_r3_error(e) from e
        page = self._page(list(rs.columns), list(rs.rows), body.max_rows, body.offset)
        timings = {"server": round(time.perf_counter() - started, 4)}
        return RunResponse(query=body.query, space=space, dialect=self.dialect, timings=timings, **page)

    def check_space(self, query: str, space: str) -> None:
        """403 ``other_space`` when ``query`` switches to a space other than the request's."""
        try:
            check_space(query, self.dialect, space)
        except SpaceSwitch as e:
            raise ApiError(403, "other_space", str(e), details={"query": query}) from e

    def may_write_memory(self, client: Client) -> None:
        """403 ``forbidden`` unless ``client`` may write the memory of corrections."""
        if self.open_feedback or client.role in ("feedback", "admin"):
            return
        raise ApiError(
            403,
            "forbidden",
            "writing the memory of corrections needs a feedback token on this server "
            "(r3 serve --feedback-token-env, or --open-feedback to let every client write)",
        )

    def feedback(self, body: FeedbackRequest, client: Client) -> FeedbackResponse:
        """Remember a corrected query (checked and run read-only first), or forget one — by
        permission (:meth:`may_write_memory`), as the client's own (its author)."""

        self.may_write_memory(client)
        space = self.resolve_space(body.space)
        author = client.identity
        memory = self.memory(create=body.correct)
        if not body.correct:
            return self._forget(memory, body.question, space, client)
        assert memory is not None
        self.check_space(body.query, space)
        try:
            rs = check_correction(self.pipeline, body.question, body.query, space=space, graph=self.graph)
        except EntryTooLarge as e:
            raise ApiError(413, "too_large", str(e)) from e
        except WriteRefused as e:
            raise ApiError(403, "write_refused", str(e), details={"query": body.query}) from e
        except R3Error as e:
            error = from_r3_error(e)
            if error.code == "bad_request":
                error.status, error.code = 422, "invalid_query"
            raise error from e
        try:
            entry = memory.add(
                body.question, body.query, space, self.dialect, author=author, admin=client.admin
            )
        except NotAuthor as e:
            raise ApiError(403, "forbidden", str(e)) from e
        except MemoryFull as e:
            raise ApiError(409, "memory_full", str(e)) from e
        except EntryTooLarge as e:
            raise ApiError(413, "too_large", str(e)) from e
        return FeedbackResponse(
            stored=True,
            id=entry.id,
            rows=len(rs.rows),
            space=space,
            author=entry.author,
            message=f"remembered #{entry.id}: the same question now returns this query",
        )

    def _forget(
        self, memory: QueryMemory | None, question: str, space: str, client: Client
    ) -> FeedbackResponse:
        """``correct=false``: forget the client's own entries for the question (an admin's: any);
        403 when the only ones are another client's."""
        key = normalize(question)
        found = [
            e for e in (memory.entries(space) if memory is not None else []) if normalize(e.question) == key
        ]
        mine = [e for e in found if client.admin or e.author == client.identity]
        if found and not mine:
            raise ApiError(
                403,
                "forbidden",
                "the query remembered for this question was stored by another client: only its author "
                "or an admin may forget it",
            )
        gone = 0
        assert memory is not None or not mine
        for entry in mine:
            if memory is not None and memory.remove(entry.id, author=client.identity, admin=client.admin):
                gone += 1
        return FeedbackResponse(
            stored=False,
            removed=gone,
            space=space,
            message=f"forgot {gone} remembered quer{'y' if gone == 1 else 'ies'}",
        )

    def memory(self, *, create: bool) -> QueryMemory | None:
        """The graph's memory of corrections (created on the first correction)."""
        with self._lock:
            found: QueryMemory | None = self.pipeline.memory
            if found is not None or not create:
                return found
            if self.memory_path is None:
                raise ApiError(
                    422, "bad_request", "this server keeps no memory: serve a graph store file or folder"
                )

            try:
                self.pipeline.memory = QueryMemory(self.memory_path)
            except R3Error as e:
                raise from_r3_error(e) from e
            return self.pipeline.memory

    def _page(
        self, columns: list[str], rows: list[tuple[Value, ...]], max_rows: int | None, offset: int
    ) -> dict[str, Any]:
        cap = min(max_rows or self.limits.max_rows, self.limits.max_rows)
        page = rows[offset : offset + cap]
        more = offset + cap < len(rows)
        return {
            "columns": columns,
            "rows": [[to_json(v) for v in row] for row in page],
            **rows_view(rows, page),
            "row_count": len(rows),
            "truncated": more,
            "offset": offset,
            "next_offset": offset + cap if more else None,
        }

    def query(self, body: QueryRequest, client: Client, progress: Progress | None = None) -> QueryResponse:
        """Generate, refuse anything but a read, run it once (in a worker thread).

        The read-only decision is :func:`r3.graph.readonly.check_read_only`'s. When the
        pipeline's dry run already ran the query on this graph, its rows are the answer:
        the query is not run a second time.
        """

        started = time.perf_counter()
        space = self.resolve_space(body.space)
        history = self.conversation(body, client)
        result = self._run_pipeline(body, space, execute=True, progress=progress, history=history)
        query = str(result.query or "")
        writes = write_statement_names(query, self.dialect)
        if result.status == "refused" or writes:
            what = ", ".join(writes) if writes else "a write statement"
            raise ApiError(
                403,
                "write_refused",
                f"the generated query writes ({what}); this API only runs read-only queries",
                details={"query": query},
            )
        if result.status not in ("ok", "uncertain") or not query:
            # r3 found no answer (unanswerable, no valid query): a 200 that says so in
            # ``status``/``error`` with empty rows — 4xx stays for requests that are wrong
            unanswered = self._response(QueryResponse, body, result, started, history)
            for key, value in self._page([], [], body.max_rows, body.offset).items():
                setattr(unanswered, key, value)
            return unanswered
        self.check_space(query, space)
        try:
            check_read_only(query, self.dialect)
        except WriteRefused as e:
            raise ApiError(403, "write_refused", str(e), details={"query": query}) from e
        except R3Error as e:
            raise ApiError(
                422, "invalid_query", f"the generated query does not parse: {e}", details={"query": query}
            ) from e
        run_started = time.perf_counter()
        reused = result.executed and result.rows is not None
        if reused and result.rows is not None:
            columns, rows = list(result.columns or []), list(result.rows)
        else:
            runner = runner_for(
                self.graph,
                space,
                self.dialect,
                timeout_s=self.limits.timeout_s,
                free_text=self.pipeline.free_text,  # the config's freetext answerer
            )
            try:
                rs = runner.run(query, allow_writes=False)
            except R3Error as e:
                error = from_r3_error(e)
                error.details = {**(error.details or {}), "query": query}
                raise error from e
            columns, rows = list(rs.columns), list(rs.rows)
        response = self._response(QueryResponse, body, result, started, history)
        for key, value in self._page(columns, rows, body.max_rows, body.offset).items():
            setattr(response, key, value)
        response.answer = result.answer
        response.timings["execute"] = 0.0 if reused else round(time.perf_counter() - run_started, 4)
        response.timings["server"] = round(time.perf_counter() - started, 4)
        return response

    def _response(
        self,
        cls: type[T],
        body: GenerateRequest,
        result: Result,
        started: float,
        history: Conversation | None = None,
    ) -> T:
        trace = result.trace
        timings = {k: round(float(v), 4) for k, v in trace.timings.items()}
        timings["server"] = round(time.perf_counter() - started, 4)
        usage = trace.usage()
        attempts = list(trace.attempts)
        fields: dict[str, Any] = {
            "query": str(result.query or ""),
            "valid": result.status in ("ok", "uncertain"),
            "status": str(result.status),
            "confidence": float(result.confidence),
            "reasons": [str(r) for r in result.reasons],
            "error": result.error,
            "question": body.question,
            "rewritten": result.rewritten,
            "space": str(result.space),
            "dialect": str(result.dialect),
            "dry_run": _dry_run(attempts, str(result.query or "")),
            "attempts": len(attempts),
            "timings": timings,
            "usage": usage,
            "resolved": result.question if result.asked is not None else None,
        }
        if history is not None:
            fields["conversation_id"] = history.id
        if body.options.trace:
            fields["trace"] = trace.to_dict()
        if body.options.explain:
            fields["explain"] = trace.render(prompts=body.options.prompts)
        return cls(**fields)

    # ------------------------------------------------------------------ running
    async def in_worker(self, fn: Callable[[], T], *, light: bool = False) -> T:
        """``fn()`` in a worker thread under the request's time limit, errors mapped to ApiError."""
        pool = self.light_pool if light else self.pool
        try:
            return await pool.run(fn, timeout_s=self.limits.timeout_s)
        except Busy:
            raise ApiError(
                503,
                "busy",
                f"the server is busy ({pool.workers} questions running, {pool.queue} waiting); retry shortly",
                headers={"retry-after": "1"},
            ) from None
        except RequestTimeout:
            raise ApiError(
                504,
                "timeout",
                f"the request took longer than {self.limits.timeout_s:g} s and was abandoned; "
                "try a simpler question or retry later",
            ) from None
        except R3Error as e:
            raise from_r3_error(e) from e

    def warm_up(self) -> None:
        """Answer one question before serving: builds what the pipeline builds lazily (indexes,
        models) and turns a broken setting into an error at start instead of on the first request."""
        space = self.default_space()
        if space is not None:
            self._run_pipeline(GenerateRequest.model_validate({"question": "What is in this graph?"}), space)

    def health(self, *, auth: bool) -> Health:
        limits: dict[str, int | float] = {
            "max_body_bytes": self.limits.max_body_bytes,
            "max_question_chars": self.limits.max_question_chars,
            "timeout_s": _number(self.limits.timeout_s),
            "max_rows": self.limits.max_rows,
        }
        return Health(
            version=__version__,
            config=self.config_name,
            config_hash=self.config_hash,
            dialect=self.dialect,
            graph=self.graph_label,
            auth=auth,
            workers=self.pool.stats(),
            limits=limits,
        )

    def close(self) -> None:
        self.pool.shutdown()
        self.light_pool.shutdown()
        if self.owns_pipeline:
            self.pipeline.close()
        if self.owns_graph:
            self.graph.close()


def _number(value: float) -> int | float:
    """A limit as people write it: ``60``, not ``60.0``."""
    return int(value) if float(value).is_integer() else value


def _keyword(fn: Callable[..., object], names: tuple[str, ...]) -> str | None:
    """The first of ``names`` that ``fn`` takes as a keyword (None: none of them)."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return None
    return next((n for n in names if n in params), None)


def _dry_run(attempts: list[Attempt], query: str) -> DryRun | None:
    """The most thorough check of the attempt that produced ``query`` (None without checks)."""
    chosen = next((a for a in reversed(attempts) if a.query == query), None)
    if chosen is None:
        return None
    checks = {c.name: c for c in chosen.checks}
    for name in _CHECK_ORDER:
        check = checks.get(name)
        if check is not None:
            rows = chosen.rows if name == "execute" else None
            return DryRun(check=name, ok=bool(check.ok), rows=rows, message=check.message or None)
    return None


def write_statement_names(query: str, dialect: str) -> list[str]:
    """The write statements in ``query`` (``InsertVertex``, ``DeleteClause`` …); [] when none.

    Text that does not parse is not judged here: it never reaches execution (the pipeline
    marks it invalid, and the engine/adapters refuse writes on their own anyway).
    """
    if not query.strip():
        return []

    writes = parsed_writes(query, dialect) or []
    return list(dict.fromkeys(type(node).__name__ for node in writes))


# --------------------------------------------------------------------------- the app

_ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorResponse, "description": text}
    for status, text in {
        400: "malformed JSON or bad input (`bad_request`)",
        401: "missing or wrong bearer token (`unauthorized`)",
        404: "unknown space (`unknown_space`) or conversation (`unknown_conversation`)",
        413: "body or question too large (`too_large`)",
        422: "invalid field (`bad_request`)",
        503: "every worker busy (`busy`) or the graph unreachable (`graph_unavailable`)",
        504: "the request ran past its time limit (`timeout`)",
    }.items()
}
_QUERY_ERRORS: dict[int | str, dict[str, Any]] = {
    **_ERRORS,
    403: {
        "model": ErrorResponse,
        "description": "the query writes (`write_refused`) or switches to another space (`other_space`); "
        "no permission to write the memory, or another client's entry (`forbidden`)",
    },
    409: {"model": ErrorResponse, "description": "the memory of corrections is full (`memory_full`)"},
    422: {
        "model": ErrorResponse,
        "description": "invalid field (`bad_request`), no valid query (`invalid_query`), the run failed "
        "(`query_failed`)",
    },
}


def create_app(
    pipeline_or_config: Pipeline | PipelineConfig | str | Path | Mapping[str, object] | None = None,
    *,
    graph: str | GraphBackend | None = None,
    token: str | None = None,
    limits: ApiLimits | None = None,
    demos: Sequence[Demo | Mapping[str, object]] | None = None,
    allowed_hosts: Sequence[str] | None = None,
    cors_origins: Sequence[str] | None = None,
    body_timeout_s: float = 30.0,
    feedback_tokens: Sequence[str] = (),
    admin_tokens: Sequence[str] = (),
    open_feedback: bool = False,
) -> FastAPI:
    """The FastAPI app serving ``pipeline_or_config``.

    ``pipeline_or_config``: a :class:`~r3.pipeline.pipeline.Pipeline` (or a subclass), or what
    :meth:`r3.pipeline.pipeline.Pipeline.from_config` takes (a built-in config name, a YAML/TOML path,
    a dict, a :class:`PipelineConfig`; None: ``offline``), with ``demos`` as its
    demonstrations. ``graph``: a graph URL or backend (default: the pipeline config's ``graph:``). ``token``: require
    ``Authorization: Bearer <token>`` everywhere but ``/healthz`` and the docs.
    ``limits``: :class:`ApiLimits`. ``allowed_hosts``: the ``Host`` names served (None: any;
    ``r3 serve`` passes the localhost names when bound to loopback) — against DNS rebinding.
    ``cors_origins``: browser origins allowed to call the API (None: no CORS headers).
    ``body_timeout_s``: a request body not all in this many seconds after its headers gets 408.
    ``feedback_tokens``: tokens that may also write the memory of corrections (each one an
    author); ``admin_tokens``: may also replace or forget anyone's; ``open_feedback``: every
    client may write it (authors told apart by token, else by address). Without any of them
    ``POST /v1/feedback`` is 403 ``forbidden`` (:mod:`r3.api.auth`).
    Raises UserInputError when there is no graph, a URL cannot be opened, or the pipeline's
    config allows writes (this API only reads).
    """
    limits = limits or ApiLimits()
    if token is not None and not token.strip():
        raise UserInputError("the API token is empty: set it to a long random string, or run without one")
    if any(not t.strip() for t in (*feedback_tokens, *admin_tokens)):
        raise UserInputError("a feedback or admin token is empty: set each to a long random string")
    pipeline, owns_pipeline = _pipeline(pipeline_or_config, demos)
    if pipeline.config.allow_writes:
        raise UserInputError(
            "the pipeline config sets allow_writes: the API only runs read-only queries; set allow_writes=false"
        )
    backend, owns_graph, label = _graph(graph, pipeline)
    service = ApiService(
        pipeline,
        backend,
        limits=limits,
        graph_label=label,
        owns_graph=owns_graph,
        owns_pipeline=owns_pipeline,
        memory_path=_memory_path(graph, pipeline),
        open_feedback=open_feedback,
    )

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        service.close()

    app = FastAPI(
        title="r3",
        version=__version__,
        docs_url=None,
        redoc_url=None,
        description="Natural-language questions to nGQL (NebulaGraph) and Cypher (Neo4j). "
        'Errors are always `{"error": {"code": …, "message": …}}`.',
        lifespan=lifespan,
    )
    app.state.service = service
    install_error_handlers(app)
    install_docs(app)
    install_web(app)
    # Only for the docs' "Authorize" button: BearerAuth below does the checking.
    security = [Security(HTTPBearer(auto_error=False))] if token or feedback_tokens or admin_tokens else []

    @app.post("/v1/generate", response_model=GenerateResponse, responses=_ERRORS, dependencies=security)
    async def generate(body: GenerateRequest, request: Request) -> GenerateResponse:
        """Write the query for a question (checked, repaired, dry-run as configured; not executed)."""
        service.check_request(body)
        client = client_of(request.scope)
        service.conversation_check(body, client)
        return await service.in_worker(lambda: service.generate(body, client))

    @app.post(
        "/v1/query",
        response_model=QueryResponse,
        responses={**_QUERY_ERRORS, 200: {"content": {"text/event-stream": {}}}},
        dependencies=security,
    )
    async def query(body: QueryRequest, request: Request, stream: bool = False) -> Any:
        """Write the query, run it read-only (writes are refused with 403 whatever the config) and
        answer in words. With `?stream=true`: server-sent events — `stage` as each stage
        finishes, then one `result` (this response) or one `error` (the error body)."""
        service.check_request(body)
        client = client_of(request.scope)
        service.conversation_check(body, client)  # a foreign id is a 404, not an error event
        if stream:
            return stream_events(service, lambda progress: service.query(body, client, progress))
        return await service.in_worker(lambda: service.query(body, client))

    @app.post("/v1/run", response_model=RunResponse, responses=_QUERY_ERRORS, dependencies=security)
    async def run(body: RunRequest) -> RunResponse:
        """Run a query (e.g. one the user edited) read-only: write statements are refused (403)."""
        if not body.query.strip():
            raise ApiError(422, "bad_request", "query: must not be empty")
        return await service.in_worker(lambda: service.run(body))

    @app.post("/v1/feedback", response_model=FeedbackResponse, responses=_QUERY_ERRORS, dependencies=security)
    async def feedback(body: FeedbackRequest, request: Request) -> FeedbackResponse:
        """Correct an answer: `correct=true` remembers the query for the question (checked and run
        read-only first; the same question then returns it), `correct=false` forgets it. Needs
        a feedback or admin token (or a server started with --open-feedback); only an entry's
        author (or an admin) may replace or forget it."""
        if not body.question.strip() or not body.query.strip():
            raise ApiError(422, "bad_request", "question and query: must not be empty")
        client = client_of(request.scope)
        service.may_write_memory(client)
        return await service.in_worker(lambda: service.feedback(body, client))

    @app.get("/v1/spaces", response_model=SpacesResponse, responses=_ERRORS, dependencies=security)
    async def spaces() -> SpacesResponse:
        """The graph's spaces with their tags and edge types."""
        return await service.in_worker(service.spaces, light=True)

    @app.get(
        "/v1/spaces/{space}/schema", response_model=SchemaResponse, responses=_ERRORS, dependencies=security
    )
    async def space_schema(space: str, paper: bool = False) -> SchemaResponse:
        """A space's schema: code-structure text (rich, or the paper's with ?paper=true), plain text and JSON."""
        return await service.in_worker(lambda: service.schema_response(space, paper=paper), light=True)

    @app.get("/healthz", response_model=Health)
    async def healthz() -> Health:
        """Liveness: answers without touching the graph or a worker (open even with a token)."""
        return service.health(auth=token is not None)

    # Outermost last: ErrorBoundary → HostCheck → CORS → BearerAuth → BodySizeLimit →
    # BodyReadTimeout → FastAPI.
    app.add_middleware(BodyReadTimeout, timeout_s=body_timeout_s)
    app.add_middleware(BodySizeLimit, max_bytes=limits.max_body_bytes)
    # Always installed: it also names every request's client (authorship, conversations).
    app.add_middleware(
        BearerAuth,
        token=token,
        open_paths=OPEN_PATHS | WEB_PATHS,
        feedback_tokens=tuple(feedback_tokens),
        admin_tokens=tuple(admin_tokens),
    )
    if cors_origins:
        from starlette.middleware.cors import CORSMiddleware

        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["authorization", "content-type"],
        )
    if allowed_hosts is not None:
        app.add_middleware(HostCheck, allowed_hosts=list(allowed_hosts))
    app.add_middleware(ErrorBoundary)
    return app


def _memory_path(graph: str | GraphBackend | None, pipeline: Pipeline) -> Path | None:
    """Where the served graph's memory of corrections lives (None: a graph given as an object).
    An existing memory is used from the start; a new one is made by the first correction."""

    target = graph if graph is not None else pipeline.config.graph
    if not isinstance(target, str):
        return None
    path = memory_path(target)
    if path is not None and path.is_file() and pipeline.memory is None:
        pipeline.memory = QueryMemory(path)
    return path


def _pipeline(source: object, demos: Sequence[Demo | Mapping[str, object]] | None) -> tuple[Pipeline, bool]:
    """A pipeline object and whether the app built it (and so closes it)."""
    if isinstance(source, Pipeline):
        return source, False
    if source is None or isinstance(source, (str, Path, Mapping, PipelineConfig)):
        return Pipeline.from_config(source, demos=demos), True
    raise UserInputError(
        f"create_app needs a Pipeline or a config (name, path, dict), got {type(source).__name__}"
    )


def _graph(graph: str | GraphBackend | None, pipeline: Pipeline) -> tuple[GraphBackend, bool, str]:
    """(backend, opened here, label for /healthz): the given graph, or the pipeline config's."""

    target: object = graph if graph is not None else pipeline.config.graph
    if target is None:
        raise UserInputError(
            "the API needs a graph: pass --graph URL (e.g. embedded:///path/graphs/nba?space=nba) "
            "or set 'graph:' in the pipeline config"
        )
    if isinstance(target, str) and is_graph_path(target):  # a graph folder, loaded once into the cache
        return open_cached(target)[0], True, "folder"
    if isinstance(target, str):  # the label names the kind of graph only: no paths, hosts or users
        return open_backend(target), True, parse_url(target).scheme
    if not isinstance(target, GraphBackend):
        raise UserInputError(f"the API's graph must be a URL or a graph backend, got {type(target).__name__}")
    return target, False, type(target).__name__


__all__ = [
    "OPEN_PATHS",
    "ApiService",
    "BearerAuth",
    "create_app",
    "write_statement_names",
]
