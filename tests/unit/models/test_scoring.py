"""Scoring given continuations (:mod:`r3.models.scoring`): the HF provider's one-prefill scores
equal a full forward pass, the fake prefers what its rules would say, shares sum to 1."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from r3.models.fake import FakeModel
from r3.models.scoring import Score, Scorer, choice_shares

CONTINUATIONS = [
    "MATCH (v:player) RETURN v.player.name",
    'GO FROM "Tim Duncan" OVER like YIELD dst(edge)',
    "x",
]


@pytest.mark.parametrize(
    ("scores", "normalise", "best"),
    [
        # per token: the long query with the better mean wins over the short one
        ([Score(-10.0, 10), Score(-3.0, 2)], True, 0),
        # summed: the shorter total wins
        ([Score(-10.0, 10), Score(-3.0, 2)], False, 1),
        ([Score(-1.0, 1)], True, 0),
    ],
)
def test_choice_shares_sum_to_one_and_follow_the_likelihood(
    scores: list[Score], normalise: bool, best: int
) -> None:
    shares = choice_shares(scores, normalise=normalise)
    assert math.isclose(sum(shares), 1.0)
    assert max(range(len(shares)), key=shares.__getitem__) == best


def test_fake_model_scores_what_it_would_say_highest() -> None:
    model = FakeModel(rules=[("Tim", CONTINUATIONS[1])])
    assert isinstance(model, Scorer)
    scores = model.score([{"role": "user", "content": "Who does Tim like?"}], CONTINUATIONS)
    assert max(range(3), key=lambda i: scores[i].mean) == 1
    assert model.calls == 1


@pytest.mark.parametrize("kind", ["llama", "gpt2"])
def test_hf_scores_equal_a_full_forward_pass(tmp_path: Path, kind: str) -> None:
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from tiny_models import CHAT_TEMPLATE, save_model

    from r3.models import Message, load_model

    folder = save_model(tmp_path / kind, kind, chat_template=CHAT_TEMPLATE if kind == "gpt2" else None)
    model = load_model(f"hf:{folder}")
    messages = [Message("user", "Who does Tim Duncan like?")]
    scores = model.score(messages, CONTINUATIONS)  # type: ignore[attr-defined]
    tok = model.tokenizer  # type: ignore[attr-defined]
    templated = bool(getattr(tok, "chat_template", None))
    prompt = tok(model.prompt_text(messages), add_special_tokens=not templated)["input_ids"]  # type: ignore[attr-defined]
    for text, score in zip(CONTINUATIONS, scores, strict=True):
        tokens = tok(text, add_special_tokens=False)["input_ids"] + [tok.eos_token_id]
        with torch.inference_mode():
            logits = model.model(input_ids=torch.tensor([prompt + tokens])).logits[0].float()  # type: ignore[attr-defined]
        logp = torch.log_softmax(logits[len(prompt) - 1 : -1], dim=-1)
        expected = float(logp[torch.arange(len(tokens)), torch.tensor(tokens)].sum())
        assert score.tokens == len(tokens)
        assert math.isclose(score.logprob, expected, rel_tol=1e-4, abs_tol=1e-3)
