"""A real small model answers the text demo space's yes/no questions through answer().

Skipped unless ``r3 models fetch smollm2-135m`` put the model in the user's cache (CI does).
Only the form is asserted (a 135M model is often wrong; eval/README.md reports how often).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from r3.freetext import FreeTextExecutor, ModelAnswerer
from r3.graph.embedded import EmbeddedBackend
from r3.models.language_model import ModelConfigError

SPACE = Path(__file__).resolve().parents[3] / "data" / "restaurants"


@pytest.mark.usefixtures("user_model_cache")
def test_smollm2_answers_a_demo_question_with_yes_or_no() -> None:
    from r3.models import local as lm
    from r3.models.factory import load_model

    try:
        lm.gguf_path("smollm2-135m")
    except ModelConfigError as e:
        pytest.skip(f"SmolLM2 is not fetched ({e})")
    answerer = ModelAnswerer(load_model("local:smollm2-135m"))
    item = next(
        json.loads(line)
        for line in (SPACE / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        if json.loads(line)["kind"] == "yes/no"
    )
    out = FreeTextExecutor(answerer).execute(EmbeddedBackend.open(SPACE), item["ngql"])
    assert out.result.rows[0][0] in ("Yes", "No") and out.stats.calls == 1
    assert out.answerer.startswith("model local:")
