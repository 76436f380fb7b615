"""The n-th of a ranking: "the second oldest student", "2nd biggest plot", "成立时间第二早的乐队".

Why its own step: every shape that ranks (a top-k over a property, over a count per vertex,
over an edge's number) reads the superlative the same way; an ordinal before it only says
which place of that ranking is asked. So the readings are made as for "the oldest", then each
ranked reading of one answer keeps place n alone (``skip=n-1, limit=1``) — in one place.
"""

from __future__ import annotations

from collections.abc import Sequence

from r3.understand.intent import Intent
from r3.understand.operators import rank_asked
from r3.understand.reading import Reading


def at_rank(r: Reading, intents: Sequence[Intent]) -> list[Intent]:
    """``intents`` with each ranked reading of one answer moved to the asked place (module doc)."""
    rank = rank_asked(r.question)
    if rank is None:
        return list(intents)
    n = rank[0]
    return [i.with_(skip=n - 1) if i.order is not None and i.limit == 1 else i for i in intents]


__all__ = ["at_rank"]
