"""Whether a query leaves the space it was asked on: nGQL ``USE space`` and Cypher ``USE graph``.

Why a check of its own: a request names one space (``space`` in the API, the space a
correction is stored under), and what it returns is labelled with that space. A query that
switches (``USE other; MATCH …``) would read another space's rows under this space's name —
through ``/v1/run``, a generated query, or a stored correction that every later asker of the
question gets. So the HTTP API, the MCP tools and the memory of corrections refuse a query
whose ``USE`` names another space; ``USE`` of the request's own space is harmless and kept.

The parser decides (every ``Use`` statement and ``UseClause`` anywhere in the tree). Text r3
cannot parse is judged by its words (outside strings and comments, in the dialect's own comment
syntax): any ``USE`` word is refused, since what it names cannot be read reliably.
"""

from __future__ import annotations

from r3.errors import QueryError, UserInputError
from r3.graph.readonly import code_words
from r3.lang import ast as A
from r3.lang.parser import parse


class SpaceSwitch(UserInputError):
    """A query switches to a space other than the request's (a one-line refusal)."""


def used_spaces(query: str, dialect: str) -> list[str] | None:
    """The spaces (graphs) ``query``'s ``USE`` statements name, in order; None when r3 cannot
    parse it."""
    try:
        tree = parse(query, dialect)
    except (QueryError, RecursionError):
        return None
    names: list[str] = []
    for node in tree.walk():
        if isinstance(node, A.Use):
            names.append(node.space)
        elif isinstance(node, A.UseClause):
            names.append(node.graph)
    return names


def check_space(query: str, dialect: str, space: str) -> None:
    """Raise :class:`SpaceSwitch` when ``query`` switches to a space other than ``space``."""
    names = used_spaces(query, dialect)
    if names is None:
        if any(word.upper() == "USE" for word in code_words(query, dialect)):
            raise SpaceSwitch(
                f"the query switches space (USE …) in a form r3 cannot check; this request is for space "
                f"{space!r}: leave USE out and name the space in the request"
            )
        return
    other = next((name for name in names if name != space), None)
    if other is not None:
        raise SpaceSwitch(
            f"the query switches to space {other!r} (USE {other}); this request is for space {space!r}: "
            f"leave USE out and name the space in the request (space: {other!r})"
        )


__all__ = ["SpaceSwitch", "check_space", "used_spaces"]
