"""The offline stages' lists of syntax-tree classes by role hold every class that plays it.

Why: :func:`r3.pipeline.offline.adapt.drop_stale_conditions` prunes the ``where`` of the
classes in ``CONDITIONED_NODES`` and :func:`r3.pipeline.offline.select.trim_projection`
trims the ``yield_`` of those in ``PROJECTING_STATEMENTS``; a new class with such a field
that is not listed would be skipped silently.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

import pytest

from r3.lang import ast as A
from r3.pipeline.offline.adapt import CONDITIONED_NODES
from r3.pipeline.offline.select import PROJECTING_STATEMENTS

pytestmark = pytest.mark.quick


def _declaring(field_name: str) -> set[type]:
    return {
        c
        for c in vars(A).values()
        if isinstance(c, type) and is_dataclass(c) and field_name in {f.name for f in fields(c)}
    }


@pytest.mark.parametrize(
    ("listed", "field_name"), [(CONDITIONED_NODES, "where"), (PROJECTING_STATEMENTS, "yield_")]
)
def test_every_class_with_the_field_is_listed(listed: tuple[type, ...], field_name: str) -> None:
    assert set(listed) == _declaring(field_name)
