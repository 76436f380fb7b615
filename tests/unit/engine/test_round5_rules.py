"""Engine fidelity round 5 (issue 29 §1): rules found by running the manual's examples.

Each row names its source: a page of NebulaGraph's manual in ``../shared/nebula-docs`` (path and
line), or NebulaGraph's meta/graph rule where the offline manual has no page for it.
"""

from __future__ import annotations

import pytest

from r3.contracts.schema import PropertyDef
from r3.engine.engine import Engine
from r3.engine.functions_string import hash_value
from r3.engine.storage_codec import check_default, default_value
from r3.errors import QueryExecutionError
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.values import NULL, List

pytestmark = pytest.mark.quick

HASHES = [
    # 6.functions-and-expressions/16.type-conversion.md:124-148
    ("abcde", 811036730794841393),
    (List([1, 2, 3]), 11093822460243),
    (NULL, -1),
    ("hello nebula", -8481157362655072082),
    # an empty list folds nothing (seed 0); one item: its hash + 0x9e3779b9
    (List([]), 0),
    (List([1]), 1 + 0x9E3779B9),
]


@pytest.mark.parametrize(("value", "expected"), HASHES)
def test_hash_value_follows_the_manual(value: object, expected: int) -> None:
    assert hash_value(value) == expected


def _default_expr(text: str) -> A.Expr:
    stmt = parse(f"YIELD {text}").statements[0]
    return stmt.yield_.items[0].expr  # type: ignore[attr-defined]


DEFAULTS = [
    # NebulaGraph evaluates a DEFAULT expression on each write that leaves the column out
    ("1+1", 2),
    ('"a" + "b"', "ab"),
    ("10 * 3", 30),
    ("NULL", None),
]


@pytest.mark.parametrize(("text", "expected"), DEFAULTS)
def test_default_expressions_are_evaluated(text: str, expected: object) -> None:
    assert default_value(_default_expr(text)) == expected


def test_now_default_is_the_time_of_writing() -> None:
    assert isinstance(default_value(_default_expr("now()")), int)


BAD_DEFAULTS = [
    # meta's SchemaUtil::checkType: E_INVALID_PARM ("Invalid parm!")
    ("int64", '"hello"', True),
    ("string", "1 + 1", True),
    ("int8", "300", True),
    ("bool", "1", True),
    ("int64", "NULL", False),  # NOT NULL DEFAULT NULL
    ("date", '"2020-01-01"', True),
]


@pytest.mark.parametrize(("ptype", "text", "nullable"), BAD_DEFAULTS)
def test_defaults_the_column_cannot_hold_are_refused(ptype: str, text: str, nullable: bool) -> None:
    prop = PropertyDef("p", ptype, nullable=nullable, default=_default_expr(text), has_default=True)
    with pytest.raises(QueryExecutionError, match=r"Invalid parm!"):
        check_default(prop)


GOOD_DEFAULTS = [
    ("int64", "1 + 1"),
    ("double", "1"),
    ("double", "1.5"),
    ("timestamp", "now()"),
    ("string", '"a" + "b"'),
    ("int64", "NULL"),
    ("date", 'date("2020-01-01")'),
]


@pytest.mark.parametrize(("ptype", "text"), GOOD_DEFAULTS)
def test_defaults_the_column_holds_are_kept(ptype: str, text: str) -> None:
    check_default(PropertyDef("p", ptype, default=_default_expr(text), has_default=True))


def test_rebuild_index_answers_a_job_id() -> None:
    # 7.general-query-statements/5.lookup.md:72
    eng = Engine()
    eng.execute("CREATE SPACE s(vid_type=FIXED_STRING(8)); USE s", allow_writes=True)
    eng.execute("CREATE TAG t(a int); CREATE TAG INDEX ti ON t(a)", allow_writes=True)
    result = eng.execute("REBUILD TAG INDEX ti", allow_writes=True)
    assert result.columns == ["New Job Id"]
    assert len(result.rows) == 1
