"""The offline composer asks free text when a question is about a long text property; the
text demo space is generated, not typed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from r3.graph.embedded import EmbeddedBackend
from r3.understand.freetext import predicate_question
from r3.understand.profile import GraphProfile

ROOT = Path(__file__).resolve().parents[3]
SPACE = ROOT / "data" / "restaurants"

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("question", "names", "want"),
    [
        ("Which thai places in Ivel are quiet, according to their reviews?", [], "Is it quiet?"),
        ("Which shops have free parking according to the reviews?", [], "Does it have free parking?"),
        ("Which cafes serve big portions?", [], "Does it serve big portions?"),
        ("Is Red Fig 3 dog friendly? Judge by its reviews.", ["Red Fig 3"], "Is it dog friendly?"),
        (
            "Is the service fast at Blue Spoon 9, judging by its reviews?",
            ["Blue Spoon 9"],
            "Is the service fast?",
        ),
        ("How many restaurants are there?", [], None),
    ],
)
def test_the_question_put_to_the_text_is_the_users_predicate(
    question: str, names: list[str], want: str | None
) -> None:
    assert predicate_question(question, names) == want


def test_long_text_properties_are_detected_from_the_data() -> None:
    backend = EmbeddedBackend.open(SPACE)
    schema = backend.schema().space("restaurants")
    profile = GraphProfile.from_engine(backend.engine, "restaurants", schema)
    assert profile.long_text_props("restaurant") == ["reviews"]  # not name, cuisine
    assert profile.long_text_props("city") == []


def test_the_offline_pipeline_asks_the_reviews_for_review_questions() -> None:
    from r3.pipeline.pipeline import Pipeline

    items = [
        json.loads(line) for line in (SPACE / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    with Pipeline.from_config("offline", graph=f"embedded://{SPACE}?space=restaurants") as pipe:
        results = {
            q["kind"]: pipe.ask(q["question"]) for q in items if q["id"] in ("list-2", "ask-0", "summary-0")
        }
    queries = {kind: r.query or "" for kind, r in results.items()}
    assert "answer(t.restaurant.reviews" in queries["list"] and '== "Yes"' in queries["list"]
    assert "RETURN answer(t.restaurant.reviews" in queries["yes/no"]
    assert "RETURN summary(t.restaurant.reviews)" in queries["summary"]
    assert any(r.startswith("free text by offline-lexical (no model)") for r in results["list"].reasons)


def test_the_committed_text_demo_space_is_what_the_generator_writes() -> None:
    run = subprocess.run(
        [sys.executable, str(SPACE / "generate.py"), "--check"], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
