"""What the HTTP layer needs beyond the routes: host checks, CORS, read timeouts for uvicorn.

Why each:

- **allowed hosts** — a server on 127.0.0.1 without a token is reachable from any web page
  through DNS rebinding (the page's own name resolves to 127.0.0.1; the browser sends that
  name as ``Host``). :class:`HostCheck` answers 421 unless ``Host`` is one of the allowed names;
  ``r3 serve`` allows the localhost names by default when it binds to loopback.
- **read deadlines** — uvicorn waits forever for a request's headers (its keep-alive timeout
  only starts after a response), and bounds a body only by the gap between its chunks, so
  slow sockets could hold connections without end. :func:`uvicorn_options` installs
  :func:`r3.api.connections.guarded_h11` (header and total request deadlines, per-client and
  server connection caps); :class:`BodyReadTimeout` answers 408 when the whole body is late.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Iterable
from dataclasses import asdict
from typing import Any

from starlette.exceptions import HTTPException as StarletteHTTPException

from r3.api.connections import LIMITS_ENV, WORKER_PROTOCOL, ConnectionLimits, guarded_h11
from r3.api.limits import ASGIApp, Message, Receive, Scope, Send, send_json_error

#: The names a loopback-bound server answers to by default.
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


def host_name(header: str) -> str:
    """``Host`` without its port, lower-cased (``[::1]:8000`` → ``::1``)."""
    value = header.strip().lower()
    if value.startswith("["):
        return value[1 : value.find("]")] if "]" in value else value[1:]
    if value.count(":") == 1:
        return value.split(":", 1)[0]
    return value


class HostCheck:
    """ASGI middleware: 421 ``bad_host`` unless the ``Host`` header names an allowed host.

    ``*.example.com`` allows the sub-domains of example.com; ``*`` allows any host.
    """

    def __init__(self, app: ASGIApp, allowed_hosts: Iterable[str]) -> None:
        self.app = app
        self.allowed = [h.strip().lower() for h in allowed_hosts if h.strip()]
        self.any = "*" in self.allowed

    def allows(self, host: str) -> bool:
        if self.any:
            return True
        name = host_name(host)
        for pattern in self.allowed:
            if pattern.startswith("*.") and (name.endswith(pattern[1:]) or name == pattern[2:]):
                return True
            if host_name(pattern) == name:
                return True
        return False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            host = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k == b"host"), "")
            if not self.allows(host):
                if scope["type"] == "http":
                    await send_json_error(
                        send,
                        421,
                        "bad_host",
                        f"host {host!r} is not served here (allowed: {', '.join(self.allowed)})",
                    )
                return
        await self.app(scope, receive, send)


class BodyReadTimeout:
    """ASGI middleware: 408 ``timeout`` when the whole body has not arrived ``timeout_s`` after
    the request reached the app.

    A total deadline, not one per chunk: a body trickled a byte every few seconds never
    stalls for long, yet must not hold the request open without end. Once the body is in,
    ``receive`` is passed through untimed (a streamed response listens on it for the client
    going away). ``r3 serve`` also bounds the whole request at the socket
    (:mod:`r3.api.connections`), which covers routes that never read their body.
    """

    def __init__(self, app: ASGIApp, timeout_s: float) -> None:
        self.app = app
        self.timeout_s = timeout_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False
        body_done = False
        deadline = asyncio.get_running_loop().time() + self.timeout_s

        async def timed_receive() -> Message:
            nonlocal body_done
            if body_done:
                return await receive()
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise _BodyStalled(self.timeout_s)
            try:
                message = await asyncio.wait_for(receive(), left)
            except TimeoutError:
                raise _BodyStalled(self.timeout_s) from None
            if message["type"] != "http.request" or not message.get("more_body", False):
                body_done = True
            return message

        async def tracked_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, timed_receive, tracked_send)
        except _BodyStalled:
            if not started:
                await send_json_error(
                    send,
                    408,
                    "timeout",
                    f"the request body did not arrive within {self.timeout_s:g} s",
                    headers={"connection": "close"},
                )


class _BodyStalled(StarletteHTTPException):
    """The body's deadline passed. An HTTPException so FastAPI's body reader lets it through
    (it turns any other exception into a 400 "error parsing the body") and the app answers
    ``408 timeout`` in the API's shape; caught here when raised outside a route."""

    def __init__(self, timeout_s: float) -> None:
        super().__init__(408, f"the request body did not arrive within {timeout_s:g} s")


def uvicorn_options(
    *,
    header_timeout_s: float = 10.0,
    read_timeout_s: float = 30.0,
    keep_alive_s: float = 5.0,
    max_connections: int = 256,
    max_per_client: int = 32,
    workers: int = 1,
) -> dict[str, Any]:
    """Keyword arguments for ``uvicorn.run`` that bound what a slow or idle client can hold
    (:mod:`r3.api.connections`). With ``workers > 1`` the protocol is named by import string
    and its limits travel in the environment (:mod:`r3.api.worker_protocol`): uvicorn pickles
    its config for worker processes, and a class made at run time does not pickle."""
    limits = ConnectionLimits(
        header_timeout_s=header_timeout_s,
        read_timeout_s=max(read_timeout_s, header_timeout_s),
        max_connections=max_connections,
        max_per_client=min(max_per_client, max_connections),
    )
    http: type | str = guarded_h11(limits)
    if workers > 1:
        os.environ[LIMITS_ENV] = json.dumps(asdict(limits))
        http = WORKER_PROTOCOL
    return {
        "http": http,
        "timeout_keep_alive": int(max(1, keep_alive_s)),
        # the API has no WebSocket routes; an upgraded connection would leave the guarded protocol
        "ws": "none",
        # ours drops slow senders at max_connections; uvicorn's 503 is left for running requests
        "limit_concurrency": max_connections + 1,
        "h11_max_incomplete_event_size": 16 * 1024,
    }


__all__ = ["LOCAL_HOSTS", "BodyReadTimeout", "HostCheck", "host_name", "uvicorn_options"]
