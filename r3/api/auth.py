"""Who a request comes from, and what it may do: bearer tokens, roles and client identities.

Why middleware and not a route dependency: it answers 401 before the body is read or parsed,
so an unauthenticated client learns nothing (not even which routes exist) and costs nothing.
Why an allowlist (:data:`OPEN_PATHS`): a route added later is protected without anyone
remembering to. Tokens are compared in constant time, every one of them on every request.

Three kinds of token, each from its own environment variable in ``r3 serve``:

- the **API token** (``--token-env``): when set, every path but the open ones needs a token;
- **feedback tokens** (``--feedback-token-env``): may also write the memory of corrections
  (``POST /v1/feedback``); several, comma-separated, are several authors;
- **admin tokens** (``--admin-token-env``): may also replace or forget anyone's correction.

A feedback or admin token is accepted wherever the API token is. Every request gets a
:class:`Client` in ``scope["r3.client"]``: its role, an identity that never holds the token
(``token:<hash>``, or ``peer:<address>`` without a token) and the peer address. The memory
records the identity as an entry's author; a conversation belongs to identity and address.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from r3.api.docs import DOCS_PATHS
from r3.api.limits import ASGIApp, Receive, Scope, Send, send_json_error

#: Paths that answer without a token: liveness and the API's own documentation (no data).
OPEN_PATHS = frozenset({"/healthz", "/openapi.json", *DOCS_PATHS})
#: Where a request's :class:`Client` is kept in the ASGI scope.
CLIENT_KEY = "r3.client"

Role = Literal["anonymous", "user", "feedback", "admin"]


@dataclass(frozen=True)
class Client:
    """Who sent a request (module doc)."""

    role: Role
    #: ``token:<12 hex of its SHA-256>`` or ``peer:<address>``: never the token itself.
    identity: str
    peer: str

    @property
    def owner(self) -> str:
        """What a conversation is bound to: the identity and the address it came from."""
        return f"{self.identity}@{self.peer}"

    @property
    def admin(self) -> bool:
        return self.role == "admin"


def token_identity(token: str) -> str:
    """An author name for a token that does not reveal it."""
    return "token:" + hashlib.sha256(token.encode("utf-8")).hexdigest()[:12]


def split_tokens(value: str | None) -> tuple[str, ...]:
    """The tokens in an environment variable's value: comma-separated, blanks dropped."""
    return tuple(t.strip() for t in (value or "").split(",") if t.strip())


def peer_of(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def client_of(scope: Scope) -> Client:
    """The request's client (anonymous by its address when no middleware set one)."""
    found = scope.get(CLIENT_KEY)
    if isinstance(found, Client):
        return found
    peer = peer_of(scope)
    return Client("anonymous", f"peer:{peer}", peer)


class BearerAuth:
    """ASGI middleware: identifies every request's client and, when an API token is set,
    answers 401 on every path but :data:`OPEN_PATHS` without a valid token (module doc)."""

    def __init__(
        self,
        app: ASGIApp,
        token: str | None = None,
        open_paths: frozenset[str] = OPEN_PATHS,
        *,
        feedback_tokens: Iterable[str] = (),
        admin_tokens: Iterable[str] = (),
    ) -> None:
        self.app = app
        self.required = bool(token)
        known: list[tuple[bytes, Role]] = [(t.encode("utf-8"), "admin") for t in admin_tokens]
        known += [(t.encode("utf-8"), "feedback") for t in feedback_tokens]
        if token:
            known.append((token.encode("utf-8"), "user"))
        self.known = known
        self.open_paths = open_paths

    def _match(self, given: bytes) -> tuple[bytes, Role] | None:
        found: tuple[bytes, Role] | None = None
        for expected, role in self.known:  # every comparison runs: the time says nothing
            if secrets.compare_digest(given, expected) and found is None:
                found = (expected, role)
        return found

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given: bytes | None = None
        for key, value in scope.get("headers", []):
            if key == b"authorization":
                scheme, _, rest = value.partition(b" ")
                if scheme.lower() == b"bearer":
                    given = rest.strip()
        peer = peer_of(scope)
        match = self._match(given) if given is not None and self.known else None
        is_open = scope.get("path") in self.open_paths
        if match is None and not is_open and (self.required or (given is not None and self.known)):
            message = "missing or wrong bearer token: send 'Authorization: Bearer <token>'"
            await send_json_error(send, 401, "unauthorized", message, headers={"www-authenticate": "Bearer"})
            return
        client: Client
        if match is not None:
            client = Client(match[1], token_identity(match[0].decode("utf-8")), peer)
        else:
            client = Client("anonymous", f"peer:{peer}", peer)
        scope[CLIENT_KEY] = client
        await self.app(scope, receive, send)


__all__ = ["CLIENT_KEY", "OPEN_PATHS", "BearerAuth", "Client", "client_of", "split_tokens", "token_identity"]
