"""Every failure of the HTTP API as one JSON shape: ``{"error": {"code": "...", "message": "..."}}``.

Why one shape and a fixed set of codes: a client branches on ``code`` (retry on ``busy`` and
``timeout``, fix the request on ``bad_request``, pick another space on ``unknown_space``)
and shows ``message`` to a person. The codes:

========================  ======  =======================================================
code                      status  meaning
========================  ======  =======================================================
``bad_request``           400/422  malformed JSON, a missing or mistyped field, bad input (415: not JSON)
``unauthorized``          401     missing or wrong bearer token
``write_refused``         403     the generated query writes; the API only reads
``other_space``           403     the query switches (``USE``) to another space than the request's
``forbidden``             403     no permission to write the memory, or another client's entry
``not_found``             404     no such route
``unknown_space``         404     the graph has no such space
``unknown_conversation``  404     not a conversation of this client (unknown, expired, another's)
``method_not_allowed``    405     wrong HTTP method for the route
``timeout``               408     the request did not arrive in time (line, headers and body)
``memory_full``           409     the memory of corrections holds its most entries
``too_large``             413     body, question or correction over the limit
``too_many_connections``  429     the client's address holds its most connections
``invalid_query``         422     a correction (``/v1/feedback``) whose query does not check
``query_failed``          422     the generated query failed when it ran
``internal``              500     a bug; logged with its traceback, never sent to the client
``model_error``           502     the language model failed (after its retries)
``busy``                  503     every worker busy and the queue full; retry later
``graph_unavailable``     503     the graph database cannot be reached
``timeout``               504     the request ran past its time limit
========================  ======  =======================================================

:class:`ErrorBoundary` is the last line: anything unexpected becomes a logged 500 whose
message carries an id to find the traceback in the server log — never the traceback itself.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from r3.api.limits import ASGIApp, Message, Receive, Scope, Send, send_json_error
from r3.errors import GraphConnectionError, QueryError, R3Error, SchemaError, UserInputError
from r3.models.language_model import ModelError, ModelTimeoutError, RateLimitError

log = logging.getLogger("r3.api")


class ApiError(Exception):
    """A failure with its HTTP status, error code and one-line message (``details``: extra facts)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        details: Mapping[str, object] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.headers = headers

    def body(self) -> dict[str, object]:
        error: dict[str, object] = {"code": self.code, "message": self.message}
        if self.details:
            error["details"] = self.details
        return {"error": error}

    def response(self) -> JSONResponse:
        return JSONResponse(self.body(), status_code=self.status, headers=self.headers)


def from_r3_error(e: R3Error) -> ApiError:
    """The API error for an r3 exception that escaped the pipeline or a backend."""

    text = str(e)
    if isinstance(e, ModelTimeoutError):
        return ApiError(504, "timeout", f"the language model did not answer in time: {text}")
    if isinstance(e, RateLimitError):
        return ApiError(
            503, "busy", f"the language model is rate-limited: {text}", headers={"retry-after": "5"}
        )
    if isinstance(e, ModelError):
        return ApiError(502, "model_error", f"the language model failed: {text}")
    if isinstance(e, GraphConnectionError):
        return ApiError(503, "graph_unavailable", text)
    if isinstance(e, QueryError):
        return ApiError(
            422, "query_failed", f"{e.error_class}: {text}", details={"error_class": e.error_class}
        )
    if isinstance(e, (UserInputError, SchemaError)):
        return ApiError(400, "bad_request", text)
    return internal_error(e)


def internal_error(e: BaseException, where: str = "request") -> ApiError:
    """Log ``e`` with its traceback under a fresh id and return the 500 that names only the id."""
    incident = uuid.uuid4().hex[:12]
    log.error("internal error %s during %s", incident, where, exc_info=(type(e), e, e.__traceback__))
    return ApiError(
        500, "internal", f"internal server error (incident {incident}); the server log has the details"
    )


_EXAMPLE = '{"question": "Who likes Kit Vance?"}'


def _validation_message(errors: list[Any], content_type: str) -> tuple[int, str]:
    """(status, message) for FastAPI's validation errors: 400 bad JSON, 415 not JSON, 422 bad fields."""
    first = errors[0] if errors else {}
    if first.get("type") == "json_invalid":
        ctx = first.get("ctx") or {}
        reason = ctx.get("error", "not valid JSON")
        return 400, f"the request body is not valid JSON ({reason}); send a JSON object like {_EXAMPLE}"
    if tuple(first.get("loc", ())) == ("body",):
        if content_type.split(";")[0].strip().lower() != "application/json":
            shown = content_type or "none"
            return 415, f"send the body as JSON with 'Content-Type: application/json' (got {shown})"
        if first.get("type") == "missing":
            return 422, f"the request has no body; send a JSON object like {_EXAMPLE}"
        return 422, f"the body must be a JSON object like {_EXAMPLE}"
    parts = []
    for error in errors[:5]:
        loc = [str(x) for x in error.get("loc", ()) if x != "body"]
        where = ".".join(loc) or "body"
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    more = f" (and {len(errors) - 5} more)" if len(errors) > 5 else ""
    return 422, "bad request: " + "; ".join(parts) + more


def install_error_handlers(app: FastAPI) -> None:
    """Route every error FastAPI and Starlette raise through the one JSON shape."""

    async def on_api_error(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ApiError)
        return exc.response()

    async def on_r3_error(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, R3Error)
        return from_r3_error(exc).response()

    async def on_validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        status, message = _validation_message(list(exc.errors()), request.headers.get("content-type", ""))
        return ApiError(status, "bad_request", message).response()

    async def on_http(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        codes = {
            404: "not_found",
            405: "method_not_allowed",
            401: "unauthorized",
            408: "timeout",
            413: "too_large",
        }
        code = codes.get(exc.status_code, "bad_request" if exc.status_code < 500 else "internal")
        message = str(exc.detail) if exc.status_code != 404 else "no such endpoint; see /docs for the API"
        return ApiError(exc.status_code, code, message, headers=dict(exc.headers or {})).response()

    app.add_exception_handler(ApiError, on_api_error)
    app.add_exception_handler(R3Error, on_r3_error)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(StarletteHTTPException, on_http)


class ErrorBoundary:
    """ASGI middleware: an exception nothing else handled becomes a logged ``internal`` 500.

    Why not ``app.add_exception_handler(Exception, …)``: Starlette answers with that handler
    but then re-raises, so the server logs a second traceback and test clients raise.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception as e:  # the server's last line of defence: log it, answer 500, keep serving
            error = internal_error(e, f"{scope.get('method')} {scope.get('path')}")
            if not started:
                await send_json_error(send, error.status, error.code, error.message)


__all__ = ["ApiError", "ErrorBoundary", "from_r3_error", "install_error_handlers", "internal_error"]
