"""Time to live of a tag or an edge type (``TTL_DURATION``, ``TTL_COL``), as NebulaGraph reads it.

Why a rule applied when reading, not a purge: NebulaGraph keeps expired rows on disk and only
hides them (compaction removes them later), so ``ALTER TAG t TTL_COL = ""`` makes them visible
again — TCK ``ttl/TTL.feature``. A row of a tag or edge type with a rule is expired when its
``ttl_col`` value (an int or a timestamp: seconds since the epoch) plus ``ttl_duration`` is
before now; a NULL value never expires, nor does a rule with a duration of 0 or no column.

The rules live on the engine's :class:`~r3.engine.storage_space.Space` (in memory, with the
process: a store reopened from its SQLite file has none), keyed by ``(kind, name)``.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from r3.contracts.schema import SchemaItem
from r3.errors import QueryExecutionError

#: Column types a TTL may read (NebulaGraph's meta refuses any other).
TTL_TYPES = ("int64", "int32", "int16", "int8", "int", "timestamp")


@dataclass(frozen=True)
class TtlRule:
    """``ttl_duration`` seconds after the value of column ``col``."""

    duration: int = 0
    col: str = ""

    @property
    def active(self) -> bool:
        return self.duration > 0 and bool(self.col)

    def expired(self, props: Mapping[str, object], now: float) -> bool:
        value = props.get(self.col)
        return isinstance(value, int) and not isinstance(value, bool) and value + self.duration < now


def rule_from_options(
    item: SchemaItem, options: Iterable[tuple[str, object]], old: TtlRule | None = None
) -> TtlRule | None:
    """The rule after CREATE's or ALTER's ``ttl_duration`` / ``ttl_col`` options (None: no TTL).

    ``ttl_col = ""`` drops the rule, as NebulaGraph's meta does; a column that is not an int or
    a timestamp of ``item`` is refused with meta's error.
    """
    duration, col = (old.duration, old.col) if old is not None else (0, "")
    seen = False
    for key, value in options:
        key = key.lower()
        if key == "ttl_duration":
            duration, seen = max(int(value), 0) if isinstance(value, (int, float)) else 0, True
        elif key == "ttl_col":
            col, seen = str(value), True
    if not seen:
        return old
    if not col:
        return None
    prop = item.prop(col)
    if prop is None:
        raise QueryExecutionError(f"Unsupported! (ttl column `{col}' not found in `{item.name}')")
    if prop.type.lower() not in TTL_TYPES:
        raise QueryExecutionError(f"Unsupported! (ttl column `{col}' must be an integer or a timestamp)")
    return TtlRule(duration, col)


#: A tag's properties, whatever mapping holds them.
P = TypeVar("P", bound=Mapping[str, Any])


def live_tags(
    rules: Mapping[tuple[str, str], TtlRule], tags: dict[str, P], now: float
) -> dict[str, P] | None:
    """``tags`` less the expired ones (the same dict when none is); None when every tag expired."""
    gone = [
        t for t, props in tags.items() if (r := rules.get(("tag", t))) is not None and r.expired(props, now)
    ]
    if not gone:
        return tags
    if len(gone) == len(tags):
        return None
    return {t: p for t, p in tags.items() if t not in gone}


def live_edges(rules: Mapping[tuple[str, str], TtlRule], records: Iterable, now: float) -> Iterator:
    """The edge records whose type's rule has not expired them."""
    for rec in records:
        rule = rules.get(("edge", rec.type))
        if rule is None or not rule.expired(rec.props, now):
            yield rec


def now() -> float:
    return time.time()
