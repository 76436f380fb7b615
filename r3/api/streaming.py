"""Server-sent events for ``POST /v1/query?stream=true``: stage progress, then the result.

Why SSE: a question takes from milliseconds (offline) to many seconds (a large model and a
repair loop); a client showing "linking… writing the query… running it…" needs to hear of
each stage as it finishes. The pipeline runs in a worker thread and reports through its
``progress`` callback; each report is handed to the event loop and written as::

    event: stage
    data: {"stage": "rerank+rewrite", "elapsed_s": 0.012, ...}

and the stream ends with one ``event: result`` (the JSON of the non-streamed response) or
one ``event: error`` (the usual ``{"error": {...}}`` body). Errors found before the stream
starts (a bad field, a wrong token) are plain HTTP errors as without ``stream``.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from fastapi.responses import StreamingResponse
from pydantic import BaseModel

from r3.api.errors import ApiError, internal_error
from r3.pipeline.pipeline import Progress

if TYPE_CHECKING:  # the service builds its streams: a type-only import
    from r3.api.app import ApiService


def sse(event: str, data: object) -> str:
    """One server-sent event."""
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False, default=str)}\n\n"


def stream_events(service: ApiService, work: Callable[[Progress], BaseModel]) -> StreamingResponse:
    """A streaming response running ``work(progress)`` in the service's worker pool."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[str, object]] = asyncio.Queue()
    started = time.perf_counter()

    def progress(stage: str, info: dict[str, Any]) -> None:
        event = {"stage": stage, "elapsed_s": round(time.perf_counter() - started, 4), **info}
        loop.call_soon_threadsafe(queue.put_nowait, ("stage", event))

    async def run() -> None:
        try:
            response = await service.in_worker(lambda: work(progress))
            await queue.put(("result", response.model_dump(mode="json", by_alias=True)))
        except ApiError as e:
            await queue.put(("error", e.body()))
        except Exception as e:  # noqa: BLE001 - the stream must end with an error event, not a broken connection
            await queue.put(("error", internal_error(e, "a streamed query").body()))

    async def events() -> AsyncIterator[str]:
        task = asyncio.create_task(run())
        try:
            while True:
                event, data = await queue.get()
                yield sse(event, data)
                if event in ("result", "error"):
                    break
        finally:
            if not task.done():
                task.cancel()

    return StreamingResponse(
        events(),
        media_type="text/event-stream",
        headers={"cache-control": "no-cache", "x-accel-buffering": "no"},
    )


__all__ = ["sse", "stream_events"]
