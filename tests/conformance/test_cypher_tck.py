"""The openCypher TCK (``../shared/opencypher-tck``) as a conformance test for the Cypher parser.

Every query whose scenario expects rows or side effects must parse, and the validator must
raise no error on it; queries the TCK expects to fail with a compile-time SyntaxError are
counted, not required (some need types or procedures r3 cannot know): r3 must keep
refusing at least the share it refuses today. Numbers: ``eval/bench_cypher_tck.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from r3.contracts.schema import SpaceSchema
from r3.lang.parser import parse
from r3.lang.validator import validate

pytestmark = pytest.mark.conformance

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "eval"))
from bench_cypher_tck import run, tck_queries  # noqa: E402


def test_every_valid_tck_query_parses_and_validates_without_errors(shared_dir: Path) -> None:
    root = shared_dir / "opencypher-tck" / "features"
    if not root.is_dir():
        pytest.skip("openCypher TCK not in the shared folder")
    empty = SpaceSchema("tck")
    failures = []
    for q in tck_queries(root):
        if q.expects != "result":
            continue
        try:
            errors = [
                i
                for i in validate(parse(q.query, "cypher"), empty, dialect="cypher")
                if i.severity == "error"
            ]
        except Exception as e:  # noqa: BLE001 - report every failure, not the first
            failures.append(f"{q.where}: {type(e).__name__}: {e}")
            continue
        if errors:
            failures.append(f"{q.where}: {errors[0]}")
    assert not failures, "\n".join(failures[:20])


def test_share_of_syntax_error_queries_refused_does_not_drop(shared_dir: Path) -> None:
    if not (shared_dir / "opencypher-tck" / "features").is_dir():
        pytest.skip("openCypher TCK not in the shared folder")
    total = run(shared_dir).total()
    assert total.invalid > 500
    assert total.refused / total.invalid >= 0.85
