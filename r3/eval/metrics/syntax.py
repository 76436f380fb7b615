"""Syntax Accuracy (SA) and the two checks that explain a failure: parse rate and valid rate.

The paper's SA is "the graph database can execute the generated GQL without errors" — it
is decided by the backend (see the harness), not here. When SA is low a user wants to know
*why*: r3's grammar could not read the query (parse rate), or it read it but the query names
something the schema lacks (valid rate, :func:`r3.lang.validator.validate`), or it was valid
and still failed at run time. :func:`check_query` gives the first two, with one-line reasons.

Warnings of the validator (names that read NULL without failing) do not make a query
invalid here, as they do not make NebulaGraph refuse it; they are kept in ``warnings``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.errors import QuerySyntaxError, R3Error
from r3.lang import ast as A
from r3.lang.lint import syntax_message
from r3.lang.parser import parse
from r3.lang.validator import validate


@dataclass
class QueryCheck:
    """What r3's front end says about one query text."""

    parsed: bool
    #: None when the schema was unavailable (the check was not made).
    valid: bool | None = None
    syntax_error: str = ""
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    script: A.Script | None = None

    @property
    def reason(self) -> str:
        """One line: the syntax error, else the first validation error, else ``""``."""
        if not self.parsed:
            return f"syntax: {self.syntax_error}"
        if self.errors:
            return f"invalid: {self.errors[0]}"
        return ""


def check_query(
    query: str, schema: SpaceSchema | None, *, dialect: str = "ngql", script: A.Script | None = None
) -> QueryCheck:
    """Parse ``query`` (unless its parsed ``script`` is given) and validate it against ``schema``."""

    if not query.strip():
        return QueryCheck(False, syntax_error="empty query")
    try:
        script = script if script is not None else parse(query, dialect)
    except QuerySyntaxError as e:
        return QueryCheck(False, syntax_error=syntax_message(e).format())
    except RecursionError:
        return QueryCheck(False, syntax_error="query too deeply nested to parse")
    check = QueryCheck(True, script=script)
    if schema is None:
        return check
    try:
        issues = validate(script, schema, dialect=dialect)
    except R3Error as e:
        check.valid = False
        check.errors.append(str(e))
        return check
    for issue in issues:
        text = f"{issue.code}: {issue.message}"
        (check.errors if issue.severity == "error" else check.warnings).append(text)
    check.valid = not check.errors
    return check


__all__ = ["QueryCheck", "check_query"]
