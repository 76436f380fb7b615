"""What one connection, and one client, may hold of ``r3 serve`` at the socket level.

Why here, in uvicorn's h11 protocol, and not in an ASGI middleware: a middleware runs only
once a request's headers are in and never sees the connections themselves, so it can neither
bound the time a request takes to *arrive* nor tell who holds the server's connection slots.
A server that lets a client trickle its body one byte every few seconds gives that client a
slot for as long as it likes; a few hundred such sockets used to fill uvicorn's
``limit_concurrency`` and every later request, ``/healthz`` included, got a 503.

What :func:`guarded_h11` adds to uvicorn's protocol:

- **a header deadline** — a request's line and headers must arrive within
  ``header_timeout_s`` of its first byte (of the connection, for its first request), else the
  connection is closed;
- **a total request deadline** — line, headers *and body* must arrive within
  ``read_timeout_s``; a late one gets ``408 timeout`` and the connection is closed (the gap
  between chunks does not matter, only the whole);
- **a per-client cap** — at most ``max_per_client`` connections per peer address. One more
  from that address drops that address's own oldest connection that is still *sending* a
  request (or idle between requests), so a client can only crowd out itself; when all of its
  connections are being answered, the new one gets ``429 too_many_connections``;
- **room for new clients** — when the server holds ``max_connections``, a new connection
  drops the oldest connection still sending its request (whoever it belongs to) instead of
  being refused: a legitimate request arrives in milliseconds, so only slow senders are
  ever old enough to be dropped, and ``/healthz`` keeps answering while they hold slots.

Requests being answered are never dropped: their time is bounded by ``--timeout`` and the
worker pool (:mod:`r3.api.limits`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

#: The environment variable carrying the limits to ``--workers`` processes (JSON).
LIMITS_ENV = "R3_SERVE_CONNECTION_LIMITS"
#: The import name of the protocol class those processes build (:mod:`r3.api.worker_protocol`).
WORKER_PROTOCOL = "r3.api.worker_protocol:WorkerH11Protocol"

#: What an error response written straight to the socket says (uvicorn's phrases for these).
_PHRASES = {408: "Request Timeout", 429: "Too Many Requests", 503: "Service Unavailable"}


@dataclass(frozen=True)
class ConnectionLimits:
    """The socket-level limits (module doc); every one must be positive."""

    #: Seconds for a request's line and headers.
    header_timeout_s: float = 10.0
    #: Seconds for the whole request: line, headers and body.
    read_timeout_s: float = 30.0
    #: Connections the server holds at once (a new one drops the oldest slow sender).
    max_connections: int = 256
    #: Connections one peer address holds at once.
    max_per_client: int = 32

    def __post_init__(self) -> None:
        values = {
            "header_timeout_s": self.header_timeout_s,
            "read_timeout_s": self.read_timeout_s,
            "max_connections": self.max_connections,
            "max_per_client": self.max_per_client,
        }
        for name, value in values.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise ValueError(f"connection limit {name} must be a positive number, got {value!r}")


def raw_error(status: int, code: str, message: str) -> bytes:
    """A complete ``Connection: close`` HTTP/1.1 error response in the API's JSON shape."""
    body = json.dumps({"error": {"code": code, "message": message}}).encode("utf-8")
    head = (
        f"HTTP/1.1 {status} {_PHRASES.get(status, 'Error')}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    )
    return head.encode("latin-1") + body


def guarded_h11(limits: ConnectionLimits) -> type:
    """uvicorn's h11 protocol with the deadlines and caps of :class:`ConnectionLimits`.

    Each call makes a class of its own: the class keeps the connections of one server by
    peer address (a server's protocols all run on its one event loop thread).
    """
    from uvicorn.protocols.http.h11_impl import H11Protocol

    by_peer: dict[str, list[GuardedH11Protocol]] = {}

    class GuardedH11Protocol(H11Protocol):
        _header_timer: asyncio.TimerHandle | None = None
        _read_timer: asyncio.TimerHandle | None = None
        _request_started: float = 0.0
        _peer: str = ""
        _dropped: bool = False

        # ------------------------------------------------------------ uvicorn's hooks
        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._peer = self.client[0] if self.client else ""
            by_peer.setdefault(self._peer, []).append(self)
            self._request_started = self.loop.time()
            if self._make_room():
                self._arm()

        def data_received(self, data: bytes) -> None:
            if self._dropped:
                return
            if self._waiting():
                self._arm()
            super().data_received(data)
            if not self._waiting():
                self._disarm_header()
            if not self.sending():
                self._disarm_read()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._disarm_header()
            self._disarm_read()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm_header()
            self._disarm_read()
            mine = by_peer.get(self._peer)
            if mine is not None:
                if self in mine:
                    mine.remove(self)
                if not mine:
                    del by_peer[self._peer]
            super().connection_lost(exc)

        # ------------------------------------------------------------ state
        def _waiting(self) -> bool:
            """Between requests: no request in progress, or the last one answered."""
            return self.cycle is None or bool(self.cycle.response_complete)

        def sending(self) -> bool:
            """Whether the client is still sending a request (or idle between requests): the
            connections that may be dropped, as opposed to requests being answered."""
            if self._waiting():
                return True
            return bool(self.cycle.more_body) and not self.cycle.response_started

        # ------------------------------------------------------------ caps
        def _make_room(self) -> bool:
            """Apply the per-client and server caps to this new connection; False: refused."""
            mine = [p for p in by_peer[self._peer] if not p._dropped]
            if len(mine) > limits.max_per_client:
                victim = _oldest(p for p in mine if p is not self and p.sending())
                if victim is None:
                    self._refuse(
                        429,
                        "too_many_connections",
                        f"too many connections from your address (the limit is {limits.max_per_client}); "
                        "close some or wait for their answers",
                    )
                    return False
                victim._drop_for_room()
            held = [p for p in self.connections if isinstance(p, GuardedH11Protocol) and not p._dropped]
            if len(held) > limits.max_connections:
                victim = _oldest(p for p in held if p is not self and p.sending())
                if victim is None:
                    self._refuse(503, "busy", "the server holds its most connections; retry shortly")
                    return False
                victim._drop_for_room()
            return True

        def _drop_for_room(self) -> None:
            self._drop(503, "busy", "the connection was closed to make room: send requests without pausing")

        def _refuse(self, status: int, code: str, message: str) -> None:
            self._drop(status, code, message)

        def _drop(self, status: int, code: str, message: str) -> None:
            """Answer ``status`` (unless a response started) and close, whatever the app does next."""
            if self._dropped or self.transport.is_closing():
                return
            self._dropped = True
            self._disarm_header()
            self._disarm_read()
            if self.cycle is not None and not self.cycle.response_complete:
                started = bool(self.cycle.response_started)
                self.cycle.disconnected = True  # the app's receive() says http.disconnect from now on
                self.cycle.message_event.set()
                if started:
                    self.transport.close()
                    return
            self.transport.write(raw_error(status, code, message))
            self.transport.close()

        # ------------------------------------------------------------ deadlines
        def _arm(self) -> None:
            if self._header_timer is None and self._waiting():
                self._header_timer = self.loop.call_later(limits.header_timeout_s, self._headers_late)
            if self._read_timer is None:
                self._request_started = self.loop.time()
                self._read_timer = self.loop.call_later(limits.read_timeout_s, self._request_late)

        def _disarm_header(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _disarm_read(self) -> None:
            if self._read_timer is not None:
                self._read_timer.cancel()
                self._read_timer = None

        def _headers_late(self) -> None:
            self._header_timer = None
            if self._waiting() and not self.transport.is_closing():
                self._dropped = True
                self._disarm_read()
                self.transport.close()

        def _request_late(self) -> None:
            self._read_timer = None
            if self.sending():
                self._drop(
                    408,
                    "timeout",
                    f"the request did not arrive within {limits.read_timeout_s:g} s "
                    "(line, headers and body together)",
                )

    def _oldest(candidates: Iterable[GuardedH11Protocol]) -> GuardedH11Protocol | None:
        return min(candidates, key=lambda p: p._request_started, default=None)

    GuardedH11Protocol.open_by_peer = by_peer  # type: ignore[attr-defined]
    return GuardedH11Protocol


__all__ = ["LIMITS_ENV", "WORKER_PROTOCOL", "ConnectionLimits", "guarded_h11", "raw_error"]
