"""Print/parse round-trip over real queries: the dev gold set and NebulaGraph's TCK scenarios.

For every query the parser accepts, ``parse(to_text(parse(q))) == parse(q)``; the canonical
text must also be a fixed point (printing it again gives the same text) and the ``pretty=True``
layout must parse back to the same tree. Queries the parser rejects are the parser's business
(its own conformance tests count them), not the printer's.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from r3.errors import R3Error
from r3.lang.printer import to_text

pytestmark = pytest.mark.conformance

parser = pytest.importorskip("r3.lang.parser", reason="the parser is not available yet")


def roundtrip(queries: Iterable[tuple[str, str]], dialect: str = "ngql") -> tuple[int, int, list[str]]:
    """``(accepted, rejected, failures)`` over ``(label, query)`` pairs."""
    accepted = rejected = 0
    failures: list[str] = []
    for label, query in queries:
        try:
            tree = parser.parse(query, dialect=dialect)
        except R3Error:
            rejected += 1
            continue
        accepted += 1
        try:
            text = to_text(tree, dialect)
            again = parser.parse(text, dialect=dialect)
            pretty = parser.parse(to_text(tree, dialect, pretty=True), dialect=dialect)
        except R3Error as e:
            failures.append(f"{label}: {query!r}\n    -> {type(e).__name__}: {e}")
            continue
        if again != tree:
            failures.append(f"{label}: {query!r}\n    -> {text!r} parses to a different tree")
        elif to_text(again, dialect) != text:
            failures.append(f"{label}: {query!r}\n    -> {text!r} is not a fixed point")
        elif pretty != tree:
            failures.append(f"{label}: {query!r}\n    -> the pretty form parses to a different tree")
    return accepted, rejected, failures


def _report(what: str, accepted: int, failures: list[str]) -> str:
    shown = "\n".join(failures[:40])
    more = f"\n… and {len(failures) - 40} more" if len(failures) > 40 else ""
    return f"{len(failures)} of {accepted} accepted {what} do not round-trip:\n{shown}{more}"


def test_dev_gold_queries_round_trip(dev_rows: list[dict]) -> None:
    accepted, _, failures = roundtrip((row["id"], row["gold"]) for row in dev_rows)
    assert accepted > 0, "the parser accepted none of the dev gold queries"
    assert not failures, _report("dev gold queries", accepted, failures)


def _tck_queries(root: Path) -> list[tuple[str, str]]:
    from r3.eval.tck.gherkin import query_steps, read_feature

    queries = []
    for path in sorted(root.rglob("*.feature")):
        feature = read_feature(path)
        for scenario in feature.scenarios:
            for step, _ in query_steps(scenario):
                label = f"{path.relative_to(root)}:{step.line} ({scenario.name})"
                queries.append((label, step.docstring or ""))
    return queries


def test_tck_queries_round_trip(shared_dir: Path) -> None:
    root = shared_dir / "tck" / "features"
    if not root.is_dir():
        pytest.skip(f"no TCK features at {root}")
    queries = _tck_queries(root)
    accepted, _, failures = roundtrip(queries)
    assert accepted > 0, f"the parser accepted none of the {len(queries)} TCK queries"
    assert not failures, _report("TCK queries", accepted, failures)
