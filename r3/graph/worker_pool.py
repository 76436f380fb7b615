"""Run an in-process graph backend's queries in child processes, so one query cannot take r3 down.

Why: an embedded database runs inside r3's own process, and a native bug there (LadybugDB
segfaults on some list predicates, see :mod:`r3.graph.ladybug_gate`), an allocation the
database does not bound, or a function its own timeout cannot interrupt (``lpad`` of a
billion characters) took ``r3 serve`` / ``r3 mcp`` down with every other request. Here each
query runs in a worker: a fresh ``python -m r3.graph.worker_pool`` child that opens its own
backend (its own connection, so one slow query does not queue the others behind one lock),
caps its own address space (``RLIMIT_AS``: an over-allocation kills the worker, not the
machine) and answers one JSON line per request. A worker that crashes, or runs past the
query's deadline, is killed and replaced; its request gets one line
(:class:`~r3.errors.QueryExecutionError`), the next request gets a fresh worker.

Generic on purpose: the child builds its backend from a ``"module:attribute"`` factory and
keyword arguments (JSON), and runs its ``execute``; values cross the pipe in r3's JSON value
form (:func:`r3.values.to_json` / :func:`r3.values.from_json`). Any in-process backend can
use it.

Protocol (one JSON object per line): the child prints ``{"ready": true}`` (or ``{"error": …}``)
once its backend is open, then answers each ``{"query", "params", "allow_writes", "space"}``
with ``{"columns", "rows", "space", "elapsed_s", "notes"}`` or
``{"error": class name, "message": …}``. The child's own stdout is moved to stderr first, so
nothing a library prints can corrupt the protocol.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TypedDict

from r3.contracts.backend import ResultSet
from r3.engine.limits import MAX_QUERY_BYTES
from r3.errors import (
    QueryError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    R3Error,
    SchemaError,
    UserInputError,
    one_line,
)
from r3.graph.readonly import WriteRefused
from r3.registry import load_reference
from r3.values import from_json, to_json
from r3.values.json import JsonValue

#: Seconds a worker may take to start and open its backend.
START_TIMEOUT_S = 60.0
#: Seconds past the query's own timeout before the worker is killed (the database's own
#: timeout normally answers first, with a cleaner message).
KILL_GRACE_S = 1.0

#: Bytes one answer may take on the pipe (the embedded engine's per-query byte budget).
MAX_ANSWER_BYTES = MAX_QUERY_BYTES

#: Error classes that cross the pipe by name (anything else arrives as an execution error).
_ERRORS: dict[str, type[R3Error]] = {
    cls.__name__: cls
    for cls in (
        WriteRefused,
        QuerySyntaxError,
        QuerySemanticError,
        QueryExecutionError,
        QueryError,
        SchemaError,
        UserInputError,
    )
}


@dataclass(frozen=True)
class WorkerSpec:
    """How a worker builds its backend, and the limits it runs under.

    ``factory``: a ``"module:attribute"`` callable; ``kwargs``: its JSON keyword arguments.
    ``memory_bytes``: the worker's address-space cap (None: none). ``label``: the backend's
    name in messages ("LadybugDB").
    """

    factory: str
    kwargs: Mapping[str, JsonValue]
    label: str
    memory_bytes: int | None = None


class _Request(TypedDict):
    """One line r3 sends a worker: a query and its parameters in r3's JSON value form."""

    query: str
    params: dict[str, JsonValue]
    allow_writes: bool
    space: str | None


class _Answer(TypedDict, total=False):
    """One line a worker sends back: ``ready``, a result (``columns`` … ``notes``), or an ``error``."""

    ready: bool
    columns: list[str]
    rows: list[list[JsonValue]]
    space: str | None
    elapsed_s: float | None
    notes: list[str]
    error: str
    message: str


class _Worker:
    """One child process and the read end of its answers."""

    def __init__(self, spec: WorkerSpec) -> None:
        self.spec = spec
        payload = json.dumps(
            {"factory": spec.factory, "kwargs": dict(spec.kwargs), "memory": spec.memory_bytes}
        )
        self.proc = subprocess.Popen(  # noqa: S603 - our own interpreter and module
            [sys.executable, "-m", "r3.graph.worker_pool", payload],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            # few malloc arenas: each reserves 64 MiB of address space per thread, which the cap counts
            env={**os.environ, "MALLOC_ARENA_MAX": "2", "PYTHONPATH": _python_path()},
            start_new_session=True,  # a Ctrl-C in the terminal reaches r3, which stops the workers
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._in: IO[bytes] = self.proc.stdin
        self._fd = self.proc.stdout.fileno()
        self.ready = False

    def wait_ready(self) -> None:
        """Wait for the child's first line (its backend is open), up to :data:`START_TIMEOUT_S`."""
        if self.ready:
            return
        try:
            answer = self._read(time.monotonic() + START_TIMEOUT_S)
        except _Timeout:
            raise QueryExecutionError(
                f"the {self.spec.label} worker did not start within {START_TIMEOUT_S:g} s"
            ) from None
        if "error" in answer:
            self.kill()
            raise _error(answer)
        self.ready = True

    def request(self, message: _Request, deadline: float) -> _Answer:
        try:
            self._in.write(json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n")
            self._in.flush()
        except (BrokenPipeError, OSError):
            raise self._crashed() from None
        return self._read(deadline)

    def _read(self, deadline: float) -> _Answer:
        """One answer line (the child writes one line per request, and nothing else)."""
        chunks: list[bytes] = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.kill()
                raise _Timeout()
            ready, _, _ = select.select([self._fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._fd, 1 << 20)
            if not chunk:
                raise self._crashed()
            chunks.append(chunk)
            if chunk.endswith(b"\n"):
                break
        try:
            answer: _Answer = json.loads(b"".join(chunks))
        except ValueError:
            self.kill()
            raise QueryExecutionError(f"the {self.spec.label} worker sent an unreadable answer") from None
        return answer

    def _crashed(self) -> QueryExecutionError:
        code = self.kill()
        how = f"signal {-code}, {_signal_name(-code)}" if code is not None and code < 0 else f"exit {code}"
        return QueryExecutionError(
            f"the {self.spec.label} worker crashed on this query ({how}); the server is still up "
            "(a new worker takes the next query)"
        )

    def kill(self) -> int | None:
        """Stop the child (SIGKILL) and reap it; its exit code (negative: the signal)."""
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        return code

    def close(self) -> None:
        """Ask the child to exit (end of input), then make sure it did; one still starting is killed."""
        if not self.ready:
            self.kill()
            return
        try:
            self._in.close()
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            pass
        self.kill()


class _Timeout(Exception):
    """The deadline passed (the worker is already killed)."""

    def __init__(self) -> None:
        super().__init__("deadline passed")


class WorkerPool:
    """Up to ``size`` workers for one backend, started on demand (the first one at once).

    :meth:`execute` takes an idle worker (or starts one, or waits for one until the
    deadline), sends the query, and puts the worker back, unless it crashed or timed out:
    then it is killed and the pool starts a new one for the next query.
    """

    def __init__(self, spec: WorkerSpec, *, size: int = 4, prestart: bool = True) -> None:
        if size < 1:
            raise UserInputError(f"a worker pool needs at least one worker, got {size}")
        self.spec = spec
        self.size = size
        self._idle: list[_Worker] = []
        self._live = 0
        self._cond = threading.Condition()
        self._closed = False
        self.replaced = 0  # workers killed (crash or timeout) and replaced: for reports and tests
        if prestart:  # the child boots while the caller goes on (a CLI query pays little for it)
            self._idle.append(_Worker(spec))
            self._live = 1

    def execute(
        self,
        query: str,
        *,
        timeout_s: float,
        space: str | None = None,
        allow_writes: bool = False,
        params: Mapping[str, object] | None = None,
    ) -> ResultSet:
        """Run ``query`` in a worker; the worker is killed at ``timeout_s`` + a grace period."""
        worker = self._acquire(time.monotonic() + timeout_s, timeout_s)
        message: _Request = {
            "query": query,
            "params": {k: _param_json(v) for k, v in (params or {}).items()},
            "allow_writes": allow_writes,
            "space": space,
        }
        healthy = False
        try:
            worker.wait_ready()  # a fresh worker's start-up is not the query's time
            answer = worker.request(message, time.monotonic() + timeout_s + KILL_GRACE_S)
            healthy = True
        except _Timeout:
            raise QueryExecutionError(
                f"query stopped: it ran past the time limit of {timeout_s:g} s (the {self.spec.label} "
                "worker was stopped; a new one takes the next query)"
            ) from None
        finally:
            self._release(worker, healthy)
        if "error" in answer:
            raise _error(answer)
        return ResultSet(
            list(answer["columns"]),
            [tuple(from_json(v) for v in row) for row in answer["rows"]],
            space=answer.get("space"),
            elapsed_s=answer.get("elapsed_s"),
            notes=list(answer.get("notes") or []),
        )

    def _acquire(self, deadline: float, timeout_s: float) -> _Worker:
        with self._cond:
            while True:
                if self._closed:
                    raise QueryExecutionError(f"the {self.spec.label} backend is closed")
                while self._idle:
                    worker = self._idle.pop()
                    if worker.proc.poll() is None:
                        return worker
                    self._live -= 1  # died while idle (killed from outside): start another
                    self.replaced += 1
                    worker.kill()
                if self._live < self.size:
                    self._live += 1
                    break
                left = deadline - time.monotonic()
                if left <= 0:
                    raise QueryExecutionError(
                        f"query stopped: no {self.spec.label} worker was free within {timeout_s:g} s "
                        f"({self.size} busy)"
                    )
                self._cond.wait(left)
        try:
            return _Worker(self.spec)
        except OSError as e:
            with self._cond:
                self._live -= 1
                self._cond.notify()
            raise QueryExecutionError(f"cannot start a {self.spec.label} worker: {e}") from e

    def _release(self, worker: _Worker, healthy: bool) -> None:
        """Put ``worker`` back; a dead one is replaced at once (the new child boots meanwhile)."""
        replacement: _Worker | None = None
        if not healthy:
            worker.kill()
            try:
                replacement = None if self._closed else _Worker(self.spec)
            except OSError:
                replacement = None
        with self._cond:
            if healthy and not self._closed:
                self._idle.append(worker)
            elif replacement is not None and not self._closed:
                self._idle.append(replacement)
                replacement = None
            else:
                self._live -= 1
            if not healthy:
                self.replaced += 1
            self._cond.notify()
        if healthy and self._closed:
            worker.close()
        if replacement is not None:
            replacement.kill()

    def warm(self) -> None:
        """Start every worker now and wait until each is ready (a server's first requests, a benchmark)."""
        with self._cond:
            new = [_Worker(self.spec) for _ in range(self.size - self._live)]
            self._live += len(new)
            self._idle.extend(new)
            idle = list(self._idle)
        for worker in idle:
            worker.wait_ready()

    def pids(self) -> list[int]:
        """The idle workers' process ids (tests kill them to check the pool survives)."""
        with self._cond:
            return [w.proc.pid for w in self._idle]

    def close(self) -> None:
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            self._live -= len(idle)
            self._cond.notify_all()
        for worker in idle:
            worker.close()


def _python_path() -> str:
    """The child's import path: the folder this r3 was imported from first, so both run the same r3."""
    root = str(Path(__file__).resolve().parents[2])
    rest = os.environ.get("PYTHONPATH", "")
    return os.pathsep.join([root, *([rest] if rest else [])])


def _param_json(value: Any) -> JsonValue:
    """A parameter in r3's JSON value form; plain Python lists, tuples and dicts item by item."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return [_param_json(v) for v in value]
    if isinstance(value, dict):
        entries = {str(k): _param_json(v) for k, v in value.items()}
        return {"type": "map", "entries": entries} if "type" in entries else entries
    return to_json(value)


def _error(answer: _Answer) -> R3Error:
    cls = _ERRORS.get(str(answer.get("error")), QueryExecutionError)
    return cls(one_line(answer.get("message") or "the worker failed", None))


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown signal"


# --------------------------------------------------------------------------- the child


def _answer(out: IO[bytes], message: _Answer) -> None:
    """One line; an answer over :data:`MAX_ANSWER_BYTES` becomes an error line instead."""
    data = json.dumps(message, ensure_ascii=False).encode("utf-8")
    if len(data) > MAX_ANSWER_BYTES:
        data = json.dumps(
            {
                "error": "QueryExecutionError",
                "message": f"query stopped: the result takes {len(data)} bytes, over the limit of "
                f"{MAX_ANSWER_BYTES} bytes (add a LIMIT or return fewer columns)",
            }
        ).encode("utf-8")
    out.write(data + b"\n")
    out.flush()


def _failure(e: BaseException) -> _Answer:
    name = type(e).__name__
    for cls in type(e).__mro__:
        if cls.__name__ in _ERRORS:
            name = cls.__name__
            break
    else:
        name = "QueryExecutionError"
    text = str(e) or type(e).__name__
    if isinstance(e, MemoryError):
        text = "query stopped: the worker ran out of its memory limit"
    return {"error": name, "message": one_line(text, 2000)}


def _orphan_watch(parent: int) -> None:
    """Exit when r3 is gone, even mid-query (end of input is only read between queries)."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


def serve(argv: list[str]) -> int:
    """The child's main loop (``python -m r3.graph.worker_pool PAYLOAD``)."""
    config = json.loads(argv[0])
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # stray prints go to stderr, never into the protocol
    parent = os.getppid()
    threading.Thread(target=_orphan_watch, args=(parent,), daemon=True).start()
    memory = config.get("memory")
    if memory:
        resource.setrlimit(resource.RLIMIT_AS, (int(memory), int(memory)))
    try:
        backend = load_reference(config["factory"])(**config["kwargs"])
    except Exception as e:  # noqa: BLE001 - reported to the parent as one line
        _answer(out, _failure(e))
        return 1
    _answer(out, {"ready": True})
    for line in sys.stdin.buffer:
        if not line.strip():
            continue
        try:
            request: _Request = json.loads(line)
            result = backend.execute(
                request["query"],
                space=request.get("space"),
                allow_writes=bool(request.get("allow_writes")),
                params={k: from_json(v) for k, v in (request.get("params") or {}).items()},
            )
            answer: _Answer = {
                "columns": list(result.columns),
                "rows": [[to_json(v) for v in row] for row in result.rows],
                "space": result.space,
                "elapsed_s": result.elapsed_s,
                "notes": list(result.notes),
            }
        except Exception as e:  # noqa: BLE001 - every failure (MemoryError too) is one answer; the worker lives on
            answer = _failure(e)
        try:
            _answer(out, answer)
        except MemoryError as e:
            _answer(out, _failure(e))
    return 0


if __name__ == "__main__":
    sys.exit(serve(sys.argv[1:]))


__all__ = ["KILL_GRACE_S", "MAX_ANSWER_BYTES", "START_TIMEOUT_S", "WorkerPool", "WorkerSpec", "serve"]
