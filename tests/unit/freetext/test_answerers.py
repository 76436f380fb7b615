"""Who answers answer()/summary(): yes/no detection, normalisation, the lexical baseline,
a language model through SUQL's prompts, batching and the on-disk cache."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.freetext import FreeTextCache, FreeTextRequest, LexicalAnswerer, ModelAnswerer, make_answerer
from r3.freetext.answerers import NO_INFO, is_yes_no, normalize_answer
from r3.freetext.calls import Budget, BudgetSpent, CallRunner
from r3.models.fake import FakeModel

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("question", "yes_no"),
    [("Is it quiet?", True), ("does it have parking?", True), ("Can kids come?", True),
     ("What is the best dish?", False), ("Which city?", False), ("Island food?", False)],
)  # fmt: skip
def test_yes_no_questions_start_with_an_auxiliary(question: str, yes_no: bool) -> None:
    assert is_yes_no(question) is yes_no


@pytest.mark.parametrize(
    ("question", "raw", "want"),
    [
        ("Is it quiet?", "Yes.", "Yes"),
        ("Is it quiet?", " yes, very quiet", "Yes"),
        ("Is it quiet?", "No", "No"),
        ("Is it quiet?", "no info", NO_INFO),
        ("Is it quiet?", "", "No"),
        ("What is the best dish?", '"Green curry."\nmore text', "Green curry"),
        ("What is the best dish?", "  ", NO_INFO),
        (None, "A calm place.", "A calm place"),
    ],
)
def test_replies_are_normalised(question: str | None, raw: str, want: str) -> None:
    assert normalize_answer(question, raw) == want


TEXT = "The pasta was cold. Parking was easy behind the shop. We never found a quiet table."


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("Is parking easy?", "Yes"),  # both words in one sentence, no negation
        ("Is it quiet?", "No"),  # the sentence with "quiet" is negated
        ("Does it have outdoor seating?", "No"),  # not mentioned
        ("What about parking behind the shop?", "Parking was easy behind the shop."),
        ("What about the wine list?", NO_INFO),
    ],
)
def test_the_lexical_answerer_reads_the_best_sentence(question: str, want: str) -> None:
    assert LexicalAnswerer().run([FreeTextRequest("answer", TEXT, question)]) == [want]


def test_the_lexical_summary_is_the_lead_sentence_and_the_name_says_no_model() -> None:
    a = LexicalAnswerer()
    assert a.run([FreeTextRequest("summary", TEXT)]) == ["The pasta was cold."]
    assert "no model" in a.name


def test_answerer_specs() -> None:
    assert isinstance(make_answerer(None), LexicalAnswerer)
    assert make_answerer("lexical:0.8").identity() == "lexical:0.8"
    assert isinstance(make_answerer("fake:const?text=Yes"), ModelAnswerer)
    with pytest.raises(UserInputError, match="lexical:THRESHOLD"):
        make_answerer("lexical:high")


def test_a_model_answers_through_suql_prompts_with_a_yes_no_grammar() -> None:
    model = FakeModel(
        [(r"outdoor", "yes, a terrace"), (r"Summarize", "Cold pasta, easy parking.")], default="no"
    )
    a = ModelAnswerer(model)
    got = a.run(
        [
            FreeTextRequest("answer", TEXT, "Does it have outdoor seating?"),
            FreeTextRequest("answer", TEXT, "Is it quiet?"),
            FreeTextRequest("summary", TEXT),
        ]
    )
    assert got == ["Yes", "No", "Cold pasta, easy parking"]
    assert model.requests[0]["grammar"] and "Yes" in model.requests[0]["grammar"]
    assert TEXT in str(model.requests[0]["messages"])
    assert a.name == f"model {model.name}"


class _Counting:
    name = "counting"
    max_concurrency = None

    def __init__(self) -> None:
        self.batches: list[int] = []

    def identity(self) -> str:
        return "counting"

    def run(self, requests: Sequence[FreeTextRequest]) -> list[str]:
        self.batches.append(len(requests))
        return [r.question or "" for r in requests]


def _requests(n: int) -> list[FreeTextRequest]:
    return [FreeTextRequest("answer", f"text {i}", f"q{i}?") for i in range(n)]


def test_calls_are_batched_deduplicated_and_cached(tmp_path: Path) -> None:
    answerer = _Counting()
    cache = FreeTextCache(tmp_path / "a.sqlite")
    runner = CallRunner(answerer, cache=cache, batch_size=2, concurrency=3)
    runner.resolve(_requests(5) + _requests(2))
    assert sorted(answerer.batches) == [1, 2, 2] and runner.stats.calls == 5
    again = CallRunner(answerer, cache=FreeTextCache(tmp_path / "a.sqlite"))
    again.resolve(_requests(5))
    assert (again.stats.calls, again.stats.cache_hits) == (0, 5)
    assert again.memo[_requests(5)[3]] == "q3?"


def test_the_call_budget_stops_with_what_was_answered() -> None:
    runner = CallRunner(_Counting(), budget=Budget(max_calls=3))
    with pytest.raises(BudgetSpent, match="3 model calls"):
        runner.resolve(_requests(5))
    assert runner.stats.calls == 3 and len(runner.memo) == 3


def test_a_spent_budget_refuses_the_next_request_cleanly() -> None:
    runner = CallRunner(_Counting(), budget=Budget(max_calls=1))
    runner.resolve(_requests(1))
    with pytest.raises(BudgetSpent, match="1 model calls"):
        runner.resolve(_requests(2))
    assert runner.stats.calls == 1
