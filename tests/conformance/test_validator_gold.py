"""The validator on real queries: no false alarms on gold/TCK queries, mutants caught.

- Every dev gold query that NebulaGraph answered with rows validates clean against its
  space's schema (read from ``graphs/<space>/`` like any user would). A gold query the
  validator flags must have had an empty gold result (consistent with NebulaGraph refusing
  it) and may only be flagged for names the schema does not have.
- No TCK query on the nba graph that the scenario expects to succeed gets an issue of
  severity ``error`` (DDL run by the scenario is applied to its copy of the schema).
- The mutation benchmark (``eval/bench_validator_mutations.py``) detects at least 99% of
  the mutants of every kind.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from helpers import load_script

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.lang import parser
from r3.lang.ddl import load_space_schema
from r3.lang.validator import validate

pytestmark = pytest.mark.conformance


REPO_ROOT = Path(__file__).resolve().parents[2]
#: Issues a query can only get for naming something the schema lacks.
UNKNOWN_NAME_CODES = {"unknown-tag", "unknown-edge", "unknown-property", "unknown-index-target"}


def has_rows(gold_result: object) -> bool:
    """Whether NebulaGraph returned rows (the field is a list, or its text form in some rows)."""
    if isinstance(gold_result, str):
        return gold_result.strip() not in ("", "[]")
    return bool(gold_result)


def _schemas(shared_dir: Path) -> dict[str, SpaceSchema]:
    graphs = shared_dir / "datasets" / "nl2gql" / "graphs"
    return {p.name: load_space_schema(graphs, p.name) for p in sorted(graphs.iterdir()) if p.is_dir()}


def test_dev_gold_queries_validate_clean(dev_rows: list[dict], shared_dir: Path) -> None:
    schemas = _schemas(shared_dir)
    parsed = 0
    false_alarms: list[str] = []
    refused: list[str] = []
    for row in dev_rows:
        try:
            tree = parser.parse(row["gold"], dialect="ngql")
        except R3Error:
            continue  # the parser's own conformance tests count these
        parsed += 1
        issues = validate(tree, schemas[row["space"]], read_only=False)
        if not issues:
            continue
        text = f"{row['id']}: {row['gold']!r} -> {[str(i) for i in issues]}"
        if has_rows(row.get("gold_result")) or not {i.code for i in issues} <= UNKNOWN_NAME_CODES:
            false_alarms.append(text)
        else:
            refused.append(text)
    assert parsed >= 0.95 * len(dev_rows), f"only {parsed} of {len(dev_rows)} gold queries parse"
    assert not false_alarms, "false alarms on gold queries:\n" + "\n".join(false_alarms)
    # the flagged-but-empty gold queries are few and are reported, not hidden
    assert len(refused) <= 0.05 * len(dev_rows), "\n".join(refused)


def _bench() -> ModuleType:
    return load_script(REPO_ROOT / "eval" / "bench_validator_mutations.py", "bench_validator_mutations")


def test_tck_queries_that_succeed_have_no_errors(shared_dir: Path) -> None:
    """No ``error``-severity issue on a query NebulaGraph runs (``warning``s read NULL there,
    e.g. ``v.name`` or a misspelt property in MATCH, which the TCK checks on purpose)."""
    result = _bench().run_tck(shared_dir)
    if result is None:
        pytest.skip("no TCK features or nebula-nba config under the shared folder")
    assert result.succeed > 500, f"only {result.succeed} TCK queries were checked"
    assert not result.errors_on_success, "\n".join(result.errors_on_success)
    # and the validator does catch part of what NebulaGraph refuses
    assert sum(result.refused_flagged.values()) > 20


def test_mutation_detection_rate(shared_dir: Path) -> None:
    bench = _bench()
    result = bench.run(shared_dir)
    assert not result.false_alarms, result.false_alarms
    report = bench.format_table(result)
    for kind in result.kinds.values():
        assert kind.mutants >= 20, f"too few {kind.kind} mutants:\n{report}"
        assert kind.rate >= 0.99, f"{kind.kind}: {kind.rate:.2%} detected\n{report}"
