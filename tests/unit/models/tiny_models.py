"""Builders the model tests share: a tokenizer and tiny random models made on the spot.

No weights are downloaded: the tokenizer is a byte-level BPE trained here on a few lines of
nGQL/Cypher and questions (so every byte is a token and any text can be generated), the
models are randomly initialised Llama / GPT-2 with hidden size 32 and two layers. The
tokenizer and the Llama are :mod:`r3.models.tiny`'s builders; GPT-2 is only built here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from r3.models.tiny import tiny_llama, tiny_tokenizer

CORPUS = [
    "MATCH (v:player{name: 'Tim Duncan'})-[e:like]->(v2) RETURN v2.player.name AS name",
    'GO FROM "Tony Parker" OVER serve YIELD serve._dst, $$.team.name',
    "LOOKUP ON player WHERE player.age > 30 YIELD id(vertex) AS id",
    'FETCH PROP ON player "Tim Duncan" YIELD player.name, player.age',
    'FIND SHORTEST PATH FROM "a" TO "b" OVER * YIELD path AS p',
    "MATCH (n:Person)-[r:KNOWS]->(m) WHERE n.age >= 18 RETURN count(*) ORDER BY n.name DESC LIMIT 5",
    "Which players does Tim Duncan like? Who served the Spurs before 2010?",
    'GET SUBGRAPH 2 STEPS FROM "Tim" BOTH like YIELD VERTICES AS nodes, EDGES AS relationships',
]

#: A chat template in the usual Jinja form (system/user/assistant markers).
CHAT_TEMPLATE = (
    "{% for m in messages %}<{{ m['role'] }}>{{ m['content'] }}</{{ m['role'] }}>{% endfor %}"
    "{% if add_generation_prompt %}<assistant>{% endif %}"
)


def make_tokenizer(vocab_size: int = 400, chat_template: str | None = None) -> Any:
    """A byte-level BPE tokenizer (transformers fast tokenizer) with <pad>, <s>, </s>."""
    pytest.importorskip("tokenizers")
    pytest.importorskip("transformers")
    fast = tiny_tokenizer(CORPUS * 4, vocab_size=vocab_size)
    if chat_template:
        fast.chat_template = chat_template
    return fast


def make_model(kind: str, tokenizer: Any, seed: int = 0) -> Any:
    """A randomly initialised tiny causal LM (``llama`` or ``gpt2``) for ``tokenizer``."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    if kind == "llama":
        return tiny_llama(tokenizer, seed=seed, max_positions=1024)
    torch.manual_seed(seed)
    ids = {"bos_token_id": tokenizer.bos_token_id, "eos_token_id": tokenizer.eos_token_id}
    config = transformers.GPT2Config(
        vocab_size=len(tokenizer), n_embd=32, n_layer=2, n_head=4, n_positions=1024, **ids
    )
    return transformers.GPT2LMHeadModel(config)


def save_model(path: Path, kind: str = "llama", chat_template: str | None = None, seed: int = 0) -> Path:
    """Save a tiny model and its tokenizer to ``path`` (a folder ``hf:`` can load)."""
    tokenizer = make_tokenizer(chat_template=chat_template)
    model = make_model(kind, tokenizer, seed)
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


@pytest.mark.quick
def test_tokenizer_covers_every_byte() -> None:
    tok = make_tokenizer()
    text = 'MATCH (v) WHERE v.name == "é字" RETURN v'
    assert tok.decode(tok(text)["input_ids"]) == text
    assert tok.eos_token_id is not None and tok.pad_token_id is not None
