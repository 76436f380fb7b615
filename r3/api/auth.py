"""Bearer-token auth for the HTTP API (an ASGI middleware) and the paths open without a token."""

from __future__ import annotations

import secrets

from r3.api.docs import DOCS_PATHS
from r3.api.limits import ASGIApp, Receive, Scope, Send, send_json_error

#: Paths that answer without a token: liveness and the API's own documentation (no data).
OPEN_PATHS = frozenset({"/healthz", "/openapi.json", *DOCS_PATHS})


class BearerAuth:
    """ASGI middleware: every path but :data:`OPEN_PATHS` needs ``Authorization: Bearer <token>``.

    Why middleware and not a route dependency: it answers 401 before the body is read or
    parsed, so an unauthenticated client learns nothing (not even which routes exist) and
    costs nothing. Why an allowlist: a route added later is protected without anyone
    remembering to. The token is compared in constant time.
    """

    def __init__(self, app: ASGIApp, token: str, open_paths: frozenset[str] = OPEN_PATHS) -> None:
        self.app = app
        self.expected = token.encode("utf-8")
        self.open_paths = open_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("path") in self.open_paths:
            await self.app(scope, receive, send)
            return
        given = b""
        for key, value in scope.get("headers", []):
            if key == b"authorization":
                scheme, _, rest = value.partition(b" ")
                if scheme.lower() == b"bearer":
                    given = rest.strip()
        if not secrets.compare_digest(given, self.expected):
            message = "missing or wrong bearer token: send 'Authorization: Bearer <token>'"
            await send_json_error(send, 401, "unauthorized", message, headers={"www-authenticate": "Bearer"})
            return
        await self.app(scope, receive, send)


__all__ = ["OPEN_PATHS", "BearerAuth"]
