"""One exception tree for everything r3 raises.

Callers catch :class:`R3Error` (or a subclass) and never a backend's or library's own
exception type: adapters wrap those with ``raise ... from e`` so the cause stays visible.
"""

from __future__ import annotations


class R3Error(Exception):
    """Root of every error r3 raises on purpose."""


class UserInputError(R3Error):
    """Bad input from a user (a file, an option, a dataset row): shown as one line, no traceback."""


class MissingDependencyError(UserInputError):
    """An optional Python package is not installed; the message names the extra that brings it."""


class SchemaError(R3Error):
    """A schema that cannot be read or that contradicts itself."""


class QueryError(R3Error):
    """A query that cannot be parsed, validated or executed.

    ``error_class`` is NebulaGraph's name for the class of error, so conformance runners can
    compare it with the ``SyntaxError|SemanticError|ExecutionError`` of a TCK step.
    """

    error_class = "QueryError"
    #: The plan step it came from, when the engine ran one (:func:`r3.engine.plan.annotate`).
    step: str | None = None


class QuerySyntaxError(QueryError):
    """Text that is not a query of the dialect.

    Carries where the parser stopped (1-based ``line`` and ``column``), the ``token`` it
    found there and the tokens it ``expected``, so a repair loop or a person can fix it.

    ``near`` is the source text NebulaGraph would quote (``syntax error near `| GO FRO'``):
    when set, the error's text starts the way NebulaGraph words it (``headline``, default
    ``message``, then ``near `…'``) so conformance runs can compare messages, and r3's own
    detail follows in brackets. ``span`` holds the source offsets ``near`` is cut from,
    for the parser to fill in (AST builders raise before they see the whole text).
    """

    error_class = "SyntaxError"

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        token: str | None = None,
        expected: tuple[str, ...] = (),
        near: str | None = None,
        headline: str | None = None,
        span: tuple[int, int] | None = None,
    ) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.token = token
        self.expected = tuple(expected)
        self.near = near
        self.headline = headline
        self.span = span
        super().__init__(self._render())

    def set_near(self, near: str) -> None:
        """Record the text NebulaGraph would quote and re-render the error's text."""
        self.near = near
        self.args = (self._render(),)

    def _render(self) -> str:
        where = f" at line {self.line}, column {self.column}" if self.line is not None else ""
        exp = ""
        if self.expected:
            shown = ", ".join(sorted(self.expected)[:12])
            more = "" if len(self.expected) <= 12 else f", … ({len(self.expected) - 12} more)"
            exp = f"; expected one of: {shown}{more}"
        if self.near is not None:
            head = f"{self.headline or self.message} near `{self.near}'"
            detail = self.message.removeprefix("syntax error: ") if self.headline else ""
            detail = (detail + where + exp).strip()
            return f"{head} ({detail})" if detail else head
        near = f" near {self.token!r}" if self.token else ""
        return f"{self.message}{where}{near}{exp}"


class QuerySemanticError(QueryError):
    """A well-formed query that refers to unknown names, wrong kinds or wrong types."""

    error_class = "SemanticError"


class QueryExecutionError(QueryError):
    """A query that failed while running (guard tripped, runtime type error, …)."""

    error_class = "ExecutionError"


class GraphConnectionError(R3Error):
    """A graph database that cannot be reached, or that refuses the credentials or the session.

    The message names the host (never the password) and what to check: whether the server
    runs (``docker compose up -d``), the URL, the user and password.
    """


def one_line(text: object, limit: int | None = 300) -> str:
    """``text`` on one line (whitespace runs folded), cut to ``limit`` characters with "…".

    The one way r3 shortens a message, a query or a value for a log line, a report cell or a
    one-line error (``limit=None``: fold only).
    """
    flat = " ".join(str(text).split())
    if limit is None or len(flat) <= limit:
        return flat
    return flat[: limit - 1] + "…"
