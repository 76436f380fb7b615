"""Schema-aware query validator: unknown names, wrong qualifiers and kinds, type clashes.

Why a validator before execution: a generated query that names ``likes`` instead of
``like`` or reads ``v.name`` instead of ``v.player.name`` fails (or silently returns
nothing) on NebulaGraph; catching it here gives the repair loop a precise message and a
suggested fix, without a database. It reports *every* problem it is certain of, and nothing
it is unsure of: valid queries must come back clean.

Usage::

    issues = validate(parse(text), space)            # nGQL
    issues = validate(text, space, dialect="cypher")  # text is parsed first
"""

from __future__ import annotations

from r3.contracts.schema import SpaceSchema
from r3.lang import ast
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.validator.issues import ISSUE_CODES, Issue, close_matches
from r3.lang.validator.statements import StatementChecker

__all__ = ["ISSUE_CODES", "Issue", "close_matches", "validate"]


def validate(
    script_or_statement: ast.Script | ast.Statement | str,
    space: SpaceSchema,
    *,
    dialect: str = "ngql",
    read_only: bool = False,
) -> list[Issue]:
    """Every schema problem in a query, in source order (empty list = valid as far as we know).

    ``script_or_statement`` is a parsed Script/Statement or query text (parsed with
    ``dialect``; a syntax error raises :class:`r3.errors.QuerySyntaxError`). With
    ``read_only=True`` writes (INSERT/UPDATE/UPSERT/DELETE/DDL, Cypher CREATE/MERGE/SET/
    REMOVE/DELETE) are reported too. ``$var`` use before assignment is only reported when a
    whole script is given.
    """
    name = get_dialect(dialect).name
    tree = script_or_statement
    if isinstance(tree, str):
        tree = parse(tree, dialect=name)
    checker = StatementChecker(space, name, read_only)
    if isinstance(tree, ast.Script):
        checker.script(tree)
    else:
        checker.statement(tree, None)
    order = {id(issue): i for i, issue in enumerate(checker.issues)}
    return sorted(
        checker.issues,
        key=lambda i: (i.line is None, i.line or 0, i.column or 0, order[id(i)]),
    )
