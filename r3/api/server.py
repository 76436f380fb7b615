"""What the HTTP layer needs beyond the routes: host checks, CORS, read timeouts for uvicorn.

Why each:

- **allowed hosts** — a server on 127.0.0.1 without a token is reachable from any web page
  through DNS rebinding (the page's own name resolves to 127.0.0.1; the browser sends that
  name as ``Host``). :class:`HostCheck` answers 421 unless ``Host`` is one of the allowed names;
  ``r3 serve`` allows the localhost names by default when it binds to loopback.
- **read timeouts** — uvicorn waits forever for a request's headers (its keep-alive timeout
  only starts after a response), so slow sockets could hold connections without end.
  :func:`timed_h11` closes a connection whose request line and headers have not arrived within
  ``header_timeout_s``; :class:`BodyReadTimeout` answers 408 when the body stalls.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

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
    """ASGI middleware: 408 ``timeout`` when the client stops sending its body for ``timeout_s``."""

    def __init__(self, app: ASGIApp, timeout_s: float) -> None:
        self.app = app
        self.timeout_s = timeout_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def timed_receive() -> Message:
            try:
                return await asyncio.wait_for(receive(), self.timeout_s)
            except TimeoutError:
                raise _BodyStalled() from None

        async def tracked_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, timed_receive, tracked_send)
        except _BodyStalled:
            if not started:
                await send_json_error(
                    send, 408, "timeout", f"the request body did not arrive within {self.timeout_s:g} s"
                )


class _BodyStalled(Exception):
    pass


def timed_h11(header_timeout_s: float) -> type:
    """uvicorn's h11 protocol, closing connections whose headers take over ``header_timeout_s``."""
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class TimedH11Protocol(H11Protocol):
        _header_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._arm()

        def _waiting(self) -> bool:
            return self.cycle is None or bool(self.cycle.response_complete)

        def _arm(self) -> None:
            if self._header_timer is None and self._waiting():
                self._header_timer = self.loop.call_later(header_timeout_s, self._headers_late)

        def _disarm(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def data_received(self, data: bytes) -> None:
            self._arm()
            super().data_received(data)
            if not self._waiting():
                self._disarm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._disarm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def _headers_late(self) -> None:
            self._header_timer = None
            if self._waiting() and not self.transport.is_closing():
                self.transport.close()

    return TimedH11Protocol


def uvicorn_options(
    *, header_timeout_s: float = 10.0, keep_alive_s: float = 5.0, max_connections: int = 256
) -> dict[str, Any]:
    """Keyword arguments for ``uvicorn.run`` that bound what a slow or idle client can hold."""
    return {
        "http": timed_h11(header_timeout_s),
        "timeout_keep_alive": int(max(1, keep_alive_s)),
        "limit_concurrency": max_connections,
        "h11_max_incomplete_event_size": 16 * 1024,
    }


__all__ = ["LOCAL_HOSTS", "BodyReadTimeout", "HostCheck", "host_name", "timed_h11", "uvicorn_options"]
