"""What the validator reports: one :class:`Issue` per problem, with a stable code.

Why codes and not only messages: the repair loop, the benchmark and the tests branch on
the kind of problem (an unknown edge type is fixed differently from a missing tag
qualifier); the message is for people and the suggestion is the replacement text a repair
step can splice in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process

Severity = Literal["error", "warning"]

UNKNOWN_TAG = "unknown-tag"
UNKNOWN_EDGE = "unknown-edge"
UNKNOWN_PROPERTY = "unknown-property"
UNKNOWN_INDEX_TARGET = "unknown-index-target"
UNKNOWN_COLUMN = "unknown-column"
UNKNOWN_VARIABLE = "unknown-variable"
MISSING_TAG_QUALIFIER = "missing-tag-qualifier"
WRONG_QUALIFIER = "wrong-qualifier"
WRONG_KIND = "wrong-kind"
WRONG_SCHEMA = "wrong-schema"
TYPE_MISMATCH = "type-mismatch"
WRITE_STATEMENT = "write-statement"
NO_INDEX = "no-index"
UNSUPPORTED_FILTER = "unsupported-filter"
DUPLICATE_COLUMN = "duplicate-column"
MISPLACED_REFERENCE = "misplaced-reference"
#: GO's own SAMPLE/LIMIT need a list with one count per step (NebulaGraph 3.x)
INVALID_TRUNCATE = "invalid-truncate"
#: nGQL MATCH/WITH sort by returned column names only
SORT_ITEM_NOT_COLUMN = "sort-item-not-column"
#: a pattern variable bound again as another kind (node/relationship/path) or redeclared
VARIABLE_CONFLICT = "variable-conflict"
#: a relationship drawn against the direction the schema's endpoint pairs allow
WRONG_DIRECTION = "wrong-direction"

#: Every code the validator can emit, for documentation and for tests that group by code.
ISSUE_CODES = frozenset(
    {
        UNKNOWN_TAG,
        UNKNOWN_EDGE,
        UNKNOWN_PROPERTY,
        UNKNOWN_INDEX_TARGET,
        UNKNOWN_COLUMN,
        UNKNOWN_VARIABLE,
        MISSING_TAG_QUALIFIER,
        WRONG_QUALIFIER,
        WRONG_KIND,
        WRONG_SCHEMA,
        TYPE_MISMATCH,
        WRITE_STATEMENT,
        NO_INDEX,
        UNSUPPORTED_FILTER,
        DUPLICATE_COLUMN,
        MISPLACED_REFERENCE,
        INVALID_TRUNCATE,
        SORT_ITEM_NOT_COLUMN,
        VARIABLE_CONFLICT,
        WRONG_DIRECTION,
    }
)

#: Codes that name something the graph does not have (labels, types, properties, directions,
#: a relationship between labels it never connects). Neo4j runs such Cypher and returns
#: nothing, so they are warnings for ``r3 lint``; the pipeline's repair loop still treats them
#: as failures (see ``r3.pipeline.checks``).
SCHEMA_CODES = frozenset(
    {UNKNOWN_TAG, UNKNOWN_EDGE, UNKNOWN_PROPERTY, WRONG_KIND, WRONG_QUALIFIER, WRONG_DIRECTION, WRONG_SCHEMA}
)


@dataclass(frozen=True)
class Issue:
    """One problem found in a query.

    ``line``/``column`` are 1-based and come from the parser's spans (None for hand-built
    trees); ``suggestion`` is replacement text for the offending name or expression when
    there is a likely fix (``like`` for ``likes``, ``v.player.name`` for ``v.name``).

    ``severity`` is ``'error'`` when the database refuses the query (NebulaGraph raises a
    SyntaxError/SemanticError/ExecutionError) and ``'warning'`` when it runs it but the name
    can only read NULL or match nothing (nGQL MATCH ``v.name`` or ``v.player.nmae``, a
    comparison with a literal of the wrong type, anything schema-related in Cypher, which
    Neo4j only warns about). Both are mistakes; the split says how a query will fail.
    """

    code: str
    message: str
    line: int | None = None
    column: int | None = None
    suggestion: str | None = None
    severity: Severity = "error"

    def __str__(self) -> str:
        where = f"{self.line}:{self.column}: " if self.line is not None else ""
        level = "" if self.severity == "error" else f" ({self.severity})"
        return f"{where}{self.code}{level}: {self.message}"


def close_matches(name: str, choices: Iterable[str], limit: int = 3) -> list[str]:
    """The names in ``choices`` closest to ``name`` (case-insensitive, best first)."""
    pool = sorted(set(choices))
    if not pool:
        return []
    found = process.extract(name, pool, scorer=fuzz.ratio, processor=str.lower, limit=limit, score_cutoff=55)
    return [match for match, _score, _index in found]


def did_you_mean(names: list[str]) -> str:
    """`` (did you mean `a` or `b`?)`` or an empty string."""
    if not names:
        return ""
    quoted = [f"`{n}`" for n in names]
    joined = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f" (did you mean {joined}?)"
