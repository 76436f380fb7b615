"""``r3 query`` runs answer()/summary(), names the answerer, and marks budget-cut rows."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from r3.cli import cli

SPACE = Path(__file__).resolve().parents[3] / "data" / "restaurants"
QUERY = (
    'MATCH (r:restaurant) WHERE r.restaurant.cuisine == "thai" AND answer(r.restaurant.reviews, "Is it quiet?") '
    '== "Yes" RETURN r.restaurant.name AS name, summary(r.restaurant.reviews) AS gist ORDER BY name LIMIT 2'
)

pytestmark = pytest.mark.quick


def test_free_text_runs_and_the_answerer_is_named() -> None:
    out = CliRunner().invoke(cli, ["query", QUERY, "--graph", f"embedded://{SPACE}"])
    assert out.exit_code == 0, out.output
    assert "name" in out.stdout and "(2 rows)" in out.stdout
    assert "free text by offline-lexical (no model)" in out.stderr


def test_a_spent_budget_prints_the_partial_rows_and_one_error_line() -> None:
    fresh = QUERY.replace("Is it quiet?", "Is it dog friendly?")  # not in the answer cache yet
    out = CliRunner().invoke(cli, ["query", fresh, "--graph", f"embedded://{SPACE}", "--max-calls", "1"])
    assert out.exit_code == 1
    assert "rows)" in out.stdout
    assert (
        out.stderr.strip().splitlines()[-1].startswith("error: query stopped: call budget of 1 model calls")
    )
