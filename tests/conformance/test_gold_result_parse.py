"""The value text reader against real data: every gold_result row of the dev set and every
result-table cell of the TCK features must parse, and survive render → parse unchanged."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from r3.eval.tck.gherkin import iter_feature_files, read_feature
from r3.values import (
    Regex,
    ValueParseError,
    gold_result_rows,
    parse_cell,
    parse_row,
    parse_value,
    render,
    render_row,
    rows_equal,
    values_equal,
)

pytestmark = pytest.mark.conformance

_LIST_VAR = re.compile(r"<\[(\w+)\]>")


def _gold_rows(dev_rows: list[dict]) -> list[tuple[str, str]]:
    return [(row["id"], text) for row in dev_rows for text in gold_result_rows(row["gold_result"])]


def test_every_gold_row_parses_and_round_trips(dev_rows: list[dict]) -> None:
    rows = _gold_rows(dev_rows)
    failures: list[str] = []
    for item_id, text in rows:
        try:
            row = parse_row(text)
        except ValueParseError as e:
            failures.append(f"{item_id}: {e}")
            continue
        console = render_row(row, style="console")
        if console != text:
            failures.append(f"{item_id}: console render differs:\n  {text[:200]}\n  {console[:200]}")
        ngql = parse_row(render_row(row, style="ngql"))
        if ngql != row or not rows_equal([ngql], [row]):
            failures.append(f"{item_id}: ngql render does not parse back to the same row: {text[:200]}")
    print(f"gold_result rows: {len(rows)} parsed, {len(failures)} failures")
    assert len(rows) > 1000, "the dev set should hold thousands of gold rows"
    assert not failures, "\n".join(failures[:20])


def _fill_lists(cell: str, lists: dict[str, list[str]]) -> str:
    """Replace ``<[name]>`` by the list defined with "define some list variables" (blank cells
    end a column); an undefined name is left unparseable so that it shows up as a failure."""

    def literal(m: re.Match[str]) -> str:
        items = lists.get(m.group(1))
        return "[" + ", ".join(c for c in items if c.strip()) + "]" if items is not None else m.group(0)

    return _LIST_VAR.sub(literal, cell)


def _tck_cells(tck_dir: Path) -> list[tuple[str, str, bool]]:
    """(where, cell text, relax) for every result-table cell, list variables filled in."""
    cells: list[tuple[str, str, bool]] = []
    for path in iter_feature_files(tck_dir):
        feature = read_feature(path)
        for scenario in feature.scenarios:
            lists: dict[str, list[str]] = {}
            for step in scenario.steps:
                if step.table is None:
                    continue
                if step.text.startswith("define some list variables"):
                    header, *body = step.table
                    for k, name in enumerate(header):
                        lists[name] = [r[k] for r in body]
                if not step.text.startswith("the result should be"):
                    continue
                relax = "relax comparison" in step.text
                for row in step.table[1:]:
                    for cell in row:
                        text = _fill_lists(cell, lists)
                        cells.append((f"{path.name}:{step.line}", text, relax))
    return cells


def test_every_tck_result_cell_parses(shared_dir: Path) -> None:
    tck_dir = shared_dir / "tck" / "features"
    if not tck_dir.is_dir():
        pytest.skip(f"no TCK features at {tck_dir}")
    cells = _tck_cells(tck_dir)
    failures: list[str] = []
    kinds: dict[str, int] = {}
    for where, text, relax in cells:
        try:
            value = parse_cell(text)
        except ValueParseError as e:
            failures.append(f"{where}: {text!r}: {e}")
            continue
        kinds[type(value).__name__] = kinds.get(type(value).__name__, 0) + 1
        back = parse_value(render(value)) if text.strip() else value
        if back != value:
            failures.append(f"{where}: {text!r} renders as {render(value)!r}, which parses differently")
        if not isinstance(value, Regex) and not values_equal(value, value, relax=relax):
            failures.append(f"{where}: {text!r} does not equal itself")
    print(f"TCK result cells: {len(cells)} parsed, {len(failures)} failures; kinds: {sorted(kinds.items())}")
    assert len(cells) > 1000
    assert not failures, "\n".join(failures[:20])
