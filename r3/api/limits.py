"""What one HTTP client may cost the server: body size, question length, time, concurrency, rows.

Why each limit, and why here rather than in the pipeline:

- **body size** — a JSON body is parsed whole, so a 1 GB body is a 1 GB allocation. The
  :class:`BodySizeLimit` middleware refuses a body whose ``Content-Length`` is too big before
  reading a byte of it, and stops a chunked body (no length) as soon as it crosses the limit.
- **time** — a model call can hang and a runaway query can take minutes. A request that
  runs out of time gets a 504 at its deadline; the thread doing the work cannot be killed in
  Python, so it finishes in the background (the engine's own query timeout bounds it) and
  keeps its worker busy until then, which is what keeps the pool bounded.
- **concurrency** — the pipeline blocks (model calls, query execution), so it runs in a
  fixed pool of threads, never on the event loop: ``/healthz`` answers while every worker is
  busy. At most ``max_concurrency`` questions run at once and ``max_queue`` wait; one more
  gets a 503 ``busy`` at once instead of an unbounded queue.
- **rows** — ``/v1/query`` returns at most ``max_rows`` rows (``truncated`` says so).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Awaitable, Callable, MutableMapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

import anyio

from r3.errors import UserInputError

T = TypeVar("T")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


@dataclass(frozen=True)
class ApiLimits:
    """The server's limits (see the module doc); every one is checked when the app is built."""

    #: Largest request body in bytes (64 KiB holds any sensible question many times over).
    max_body_bytes: int = 64 * 1024
    #: Longest question in characters.
    max_question_chars: int = 4000
    #: Seconds one request may take, queueing included (504 ``timeout`` after that).
    timeout_s: float = 60.0
    #: Questions answered at the same time (threads of the worker pool).
    max_concurrency: int = 8
    #: Questions waiting for a worker before new ones get 503 ``busy``.
    max_queue: int = 128
    #: Most rows ``/v1/query`` returns.
    max_rows: int = 1000
    #: Largest ``max_retries`` a request may ask for.
    max_retries: int = 5

    def __post_init__(self) -> None:
        positive = {
            "max_body_bytes": self.max_body_bytes,
            "max_question_chars": self.max_question_chars,
            "timeout_s": self.timeout_s,
            "max_concurrency": self.max_concurrency,
            "max_rows": self.max_rows,
        }
        for name, value in positive.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise UserInputError(f"API limit {name} must be a positive number, got {value!r}")
        for name, value in {"max_queue": self.max_queue, "max_retries": self.max_retries}.items():
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise UserInputError(f"API limit {name} must be 0 or more, got {value!r}")


# --------------------------------------------------------------------------- the worker pool


class Busy(Exception):
    """Every worker is busy and the queue is full."""


class RequestTimeout(Exception):
    """The request's deadline passed before its work finished."""


class WorkerPool:
    """A fixed pool of threads for blocking work, with a bounded queue and per-call deadlines.

    Why not ``anyio.to_thread.run_sync``: on a timeout it can abandon the thread, but it then
    frees the thread's slot in its limiter while the thread still runs, so a stream of slow
    requests would grow the number of busy threads without bound. Here a slot is held until
    the work really ends (``Future`` done callback), and work still queued at its deadline is
    cancelled before it starts.
    """

    def __init__(self, workers: int, queue: int) -> None:
        self.workers = workers
        self.queue = queue
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="r3-api")
        self._lock = threading.Lock()
        self._pending = 0  # submitted and not finished: running + queued
        self._running = 0
        self.completed = 0
        self.timed_out = 0
        self.refused = 0

    def stats(self) -> dict[str, int]:
        with self._lock:
            return {
                "workers": self.workers,
                "running": self._running,
                "queued": self._pending - self._running,
                "completed": self.completed,
                "timed_out": self.timed_out,
                "refused_busy": self.refused,
            }

    async def run(self, fn: Callable[[], T], *, timeout_s: float) -> T:
        """``fn()`` in a worker thread; Busy when the queue is full, RequestTimeout at the deadline."""
        with self._lock:
            if self._pending >= self.workers + self.queue:
                self.refused += 1
                raise Busy()
            self._pending += 1
        try:
            future = self._executor.submit(self._call, fn)
        except RuntimeError:  # the pool is shut down: the server is stopping
            self._finished(None)
            raise Busy() from None
        future.add_done_callback(self._finished)
        try:
            with anyio.fail_after(timeout_s):
                # Cancelling the asyncio wrapper cancels the Future too, if it has not started.
                return await asyncio.wrap_future(future)
        except TimeoutError:
            with self._lock:
                self.timed_out += 1
            raise RequestTimeout() from None

    def _call(self, fn: Callable[[], T]) -> T:
        with self._lock:
            self._running += 1
        try:
            return fn()
        finally:
            with self._lock:
                self._running -= 1

    def _finished(self, _future: Future[Any] | None) -> None:
        with self._lock:
            self._pending -= 1
            if _future is not None and not _future.cancelled():
                self.completed += 1

    def shutdown(self) -> None:
        """Stop taking work and drop queued work; running work finishes in the background."""
        self._executor.shutdown(wait=False, cancel_futures=True)


# --------------------------------------------------------------------------- body size


class _BodyTooLarge(Exception):
    pass


def too_large_message(limit: int, size: int | None = None) -> str:
    got = f" ({size} bytes)" if size is not None else ""
    return (
        f"request body too large{got}: the limit is {limit} bytes; "
        "send a shorter question (the server's --max-body sets the limit)"
    )


async def send_json_error(
    send: Send, status: int, code: str, message: str, *, headers: dict[str, str] | None = None
) -> None:
    """An error response in the API's one shape, from plain ASGI code (before FastAPI runs)."""
    body = json.dumps({"error": {"code": code, "message": message}}).encode("utf-8")
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw.extend((k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in (headers or {}).items())
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


class BodySizeLimit:
    """ASGI middleware: 413 ``too_large`` for a body over ``max_bytes``, without buffering it.

    With a ``Content-Length`` the answer comes before the body is read (and the connection is
    closed, so the client stops sending). Without one (chunked upload) the body is counted as
    it arrives; crossing the limit aborts the app's read and the app's own error response is
    replaced by the 413.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = _content_length(scope)
        if length == -1:
            await send_json_error(
                send, 400, "bad_request", "bad Content-Length header: expected a byte count"
            )
            return
        if length is not None and length > self.max_bytes:
            await send_json_error(
                send,
                413,
                "too_large",
                too_large_message(self.max_bytes, length),
                headers={"connection": "close"},
            )
            return
        upload = _Upload()

        async def guarded_receive() -> Message:
            message = await receive()
            if message["type"] == "http.request":
                upload.received += len(message.get("body", b""))
                if upload.received > self.max_bytes:
                    upload.over = True
                    raise _BodyTooLarge()
            return message

        async def guarded_send(message: Message) -> None:
            if upload.over:
                return  # the app's answer to the aborted read; ours is sent below
            upload.started = True
            await send(message)

        with contextlib.suppress(_BodyTooLarge):
            await self.app(scope, guarded_receive, guarded_send)
        if upload.over and not upload.started:
            await send_json_error(
                send, 413, "too_large", too_large_message(self.max_bytes), headers={"connection": "close"}
            )


@dataclass
class _Upload:
    received: int = 0
    over: bool = False
    started: bool = False


def _content_length(scope: Scope) -> int | None:
    """The declared body length; None when absent, -1 when it is not a number."""
    for key, value in scope.get("headers", []):
        if key == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else -1
    return None


__all__ = [
    "ApiLimits",
    "BodySizeLimit",
    "Busy",
    "RequestTimeout",
    "WorkerPool",
    "send_json_error",
    "too_large_message",
]
