"""The held-out set (``eval/holdout/``): its gold queries are valid and reproduce.

Why: the two held-out graphs and their hand-written questions are run once, for one honest
measurement of r3 on graphs nobody tuned it on (see ``eval/holdout/README.md``), so the
material must be sound: the same checks as the development set (``test_unseen_gold.py``,
whose ``GoldSetChecks`` are run here), with 30 questions per graph. The test only keeps
the gold sound; it never runs r3's query generator. Needs nothing from ``../shared``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_unseen_gold import GoldSetChecks

pytestmark = pytest.mark.conformance


class TestHoldoutSet(GoldSetChecks):
    FOLDER = Path(__file__).resolve().parents[2] / "eval" / "holdout"
    SPACES = ("cinema", "campus")
    MIN_ROWS = 30
