"""The engine's "not found" sentinel, distinct from NULL, EMPTY and ``None``.

Why an enum member rather than a bare ``object()``: a hook or a lookup that may not know a
name returns ``Value | Missing``, and ``if v is MISSING:`` narrows the result for the type
checker, so callers cannot forget the not-found case.
"""

from __future__ import annotations

import enum
from typing import Final


class Missing(enum.Enum):
    """The type of :data:`MISSING` (one member)."""

    MISSING = "MISSING"

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final = Missing.MISSING
"""Sentinel: the name, key or property is not there."""

__all__ = ["MISSING", "Missing"]
