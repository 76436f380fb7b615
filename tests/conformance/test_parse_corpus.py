"""Parse rates over real query corpora (reference data in ../shared).

- every gold query of the NL2GQL dev set (nGQL) must parse;
- NebulaGraph's own TCK: queries NebulaGraph accepts must parse (>= 99%), queries whose
  next Then-step expects a SyntaxError must be rejected (>= 95%). All scenarios count, also
  ``@skip`` ones and those on other spaces: parsing needs no data.

Run with ``-s`` to see the rates and the parse speed.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from lark import Tree

from r3.errors import QuerySyntaxError
from r3.eval.tck.gherkin import iter_feature_files, query_steps, read_feature
from r3.lang import ast
from r3.lang.parser import parse

pytestmark = pytest.mark.conformance

ACCEPT_FLOOR = 0.99
REJECT_FLOOR = 0.95
_SYNTAX_ERROR = re.compile(r"^an? SyntaxError should be raised", re.I)


@dataclass(frozen=True)
class TckQuery:
    where: str
    text: str
    outcome: str


def _tck_queries(shared_dir: Path) -> tuple[list[TckQuery], list[TckQuery]]:
    """(queries NebulaGraph accepts, queries it rejects with a SyntaxError)."""
    root = shared_dir / "tck" / "features"
    if not root.is_dir():
        pytest.skip(f"TCK features not found at {root}")
    accepted: list[TckQuery] = []
    rejected: list[TckQuery] = []
    seen: set[tuple[str, int, str]] = set()
    for path in iter_feature_files(root):
        feature = read_feature(path)
        rel = path.relative_to(root).as_posix()
        for scenario in feature.scenarios:
            for step, outcome in query_steps(scenario):
                assert step.docstring is not None
                key = (rel, step.line, step.docstring)
                if key in seen:  # outline rows on other spaces repeat the same query
                    continue
                seen.add(key)
                query = TckQuery(f"{rel}:{step.line}", step.docstring, outcome.text if outcome else "")
                (rejected if _SYNTAX_ERROR.match(query.outcome) else accepted).append(query)
    return accepted, rejected


def _has_parse_tree(node: ast.Node) -> bool:
    stack: list[object] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, Tree):
            return True
        if isinstance(item, ast.Node):
            stack.extend(vars(item).values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return False


def _report(title: str, ok: int, total: int, failures: list[str]) -> str:
    lines = [f"{title}: {ok}/{total} = {ok / max(total, 1):.2%}"]
    lines += [f"  - {f}" for f in failures[:60]]
    if len(failures) > 60:
        lines.append(f"  … {len(failures) - 60} more")
    return "\n".join(lines)


def test_dev_gold_queries_all_parse(dev_rows: list[dict]) -> None:
    golds = [row["gold"] for row in dev_rows]
    failures: list[str] = []
    for row in dev_rows:
        try:
            script = parse(row["gold"], "ngql")
        except QuerySyntaxError as e:
            failures.append(f"{row.get('id')}: {row['gold']!r}: {e}")
            continue
        if _has_parse_tree(script):
            failures.append(f"{row.get('id')}: parse tree leaked into the AST")
    report = _report("dev gold (nGQL)", len(golds) - len(failures), len(golds), failures)
    started = time.process_time()
    for text in golds:
        parse(text, "ngql")
    elapsed = time.process_time() - started
    print(f"\n{report}\nparse speed: {len(golds) / elapsed:.0f} queries/s (CPU time, warm parser)")
    assert not failures, report


def _script_without_console_commands(text: str) -> str:
    """nebula-console lines (``:sleep 20;``) and a stray ``''`` line are not nGQL."""
    keep = [ln for ln in text.splitlines() if not ln.lstrip().startswith(":") and ln.strip() != "''"]
    return "\n".join(keep)


def test_ddl_and_data_scripts_parse(shared_dir: Path) -> None:
    datasets = shared_dir / "datasets"
    scripts = sorted((datasets / "nl2gql" / "graphs").glob("*/*.ngql")) + sorted(
        datasets.glob("nebula-nba/*.ngql")
    )
    assert scripts, f"no .ngql scripts under {datasets}"
    for script in scripts:
        text = _script_without_console_commands(script.read_text(encoding="utf-8-sig"))
        parsed = parse(text, "ngql")
        kinds = {type(s).__name__ for s in parsed.statements}
        assert {"CreateSchema", "CreateIndex"} <= kinds or "InsertVertex" in kinds, (script, kinds)
        assert not _has_parse_tree(parsed), script


def test_tck_queries_nebula_accepts_parse(shared_dir: Path) -> None:
    accepted, _ = _tck_queries(shared_dir)
    failures = []
    for q in accepted:
        try:
            parse(q.text, "ngql")
        except QuerySyntaxError as e:
            failures.append(f"{q.where}: {q.text!r}: {e}")
    ok = len(accepted) - len(failures)
    report = _report("TCK accepted queries that parse", ok, len(accepted), failures)
    print("\n" + report)
    assert accepted and ok / len(accepted) >= ACCEPT_FLOOR, report


def test_tck_syntax_errors_are_rejected(shared_dir: Path) -> None:
    _, rejected = _tck_queries(shared_dir)
    failures = []
    for q in rejected:
        try:
            parse(q.text, "ngql")
        except QuerySyntaxError:
            continue
        failures.append(f"{q.where}: {q.text!r} (expected: {q.outcome})")
    ok = len(rejected) - len(failures)
    report = _report("TCK SyntaxError queries that are rejected", ok, len(rejected), failures)
    print("\n" + report)
    assert rejected and ok / len(rejected) >= REJECT_FLOOR, report
