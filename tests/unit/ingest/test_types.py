"""Property types read off the values (r3.ingest.property_types), checked against what the loader reads."""

from __future__ import annotations

import pytest

from r3.engine.loader_csv import _Column, _converter, _parser
from r3.ingest.property_types import fits, infer_type, type_word


@pytest.mark.parametrize(
    ("cells", "expected"),
    [
        (["1", "2", "-3"], "int"),
        (["1", "2.5", None], "double"),
        (["1e3", ".5"], "double"),
        (["true", "FALSE", None], "bool"),
        (["0", "1"], "int"),  # 0/1 may be counts: no bool
        (["2024-01-02", "1999-12-31"], "date"),
        (["2024-01-02T10:00:00", "2024-01-02 11:30"], "datetime"),
        (["2024-01-02", "2024-01-02T10:00:00Z"], "datetime"),  # a date alone is midnight
        (["10:30", "23:59:59"], "time"),
        (["02134", "10001"], "string"),  # leading zeros: a code, not a number
        (["007"], "string"),
        (["9223372036854775808"], "double"),  # beyond INT64
        (["2024-13-01"], "string"),  # no 13th month
        (["abc", "1"], "string"),
        ([None, None], "string"),
        ([], "string"),
    ],
)
def test_infer_type(cells: list[str | None], expected: str) -> None:
    assert infer_type(cells)[0] == expected


@pytest.mark.parametrize(
    ("kind", "cells"),
    [
        ("int", ["1", " 2", "-3"]),
        ("double", ["1", "2.5", "1e3"]),
        ("bool", ["true", "False"]),
        ("date", ["2024-01-02"]),
        ("datetime", ["2024-01-02T10:00:00", "2024-01-02"]),
        ("time", ["10:30:00"]),
    ],
)
def test_what_fits_a_type_is_what_the_loader_reads(kind: str, cells: list[str]) -> None:
    parse = _parser(kind, "p")
    for cell in cells:
        assert fits(kind, cell)
        parse(cell)  # raises ValueError when the loader would reject the row


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("INTEGER", "int"),
        ("long", "int"),
        ("VARCHAR(20)", "string"),
        ("double precision", "double"),
        ("NUMERIC(10,2)", "double"),
        ("boolean", "bool"),
        ("timestamp with time zone", "datetime"),
        ("localdatetime", "datetime"),
        ("int[]", None),
        ("geometry", None),
    ],
)
def test_type_word(word: str, expected: str | None) -> None:
    assert type_word(word) == expected


def test_a_nullable_column_reads_an_empty_cell_as_null() -> None:
    """The config r3 init writes marks NULL-holding columns nullable; the loader then reads '' as NULL."""
    assert _converter(_Column("p", 0, "int", nullable=True))("") is None
