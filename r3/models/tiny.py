"""A tiny randomly initialised Llama and byte-level BPE tokenizer, built and saved locally.

Why it ships in the library: no model weights can be downloaded in offline or CI settings,
yet the real loading path (``load_model("hf:…")``, LoRA adapters, constrained decoding,
training scripts) must run end to end. Tests, smoke recipes and benchmarks build one of these
in seconds instead of each writing its own builder. Its outputs are noise by construction.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from r3.models.language_model import require


def save_tiny_llama(
    folder: str | Path,
    corpus: Iterable[str],
    *,
    vocab_size: int = 400,
    seed: int = 0,
    max_positions: int = 2048,
) -> Path:
    """Train a byte-level BPE tokenizer on ``corpus``, build a random two-layer Llama (hidden
    size 32) over it, and save both in ``folder`` (loadable with ``load_model("hf:" + folder)``)."""
    folder = Path(folder)
    tokenizer = tiny_tokenizer(corpus, vocab_size=vocab_size)
    tiny_llama(tokenizer, seed=seed, max_positions=max_positions).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def tiny_tokenizer(corpus: Iterable[str], *, vocab_size: int = 400) -> Any:
    """A byte-level BPE tokenizer trained on ``corpus`` (a transformers fast tokenizer with
    ``<pad>``, ``<s>``, ``</s>``): every byte is a token, so any text can be written."""
    tokenizers = require("tokenizers", "hf")
    transformers = require("transformers", "hf")
    tok = tokenizers.Tokenizer(tokenizers.models.BPE())
    tok.pre_tokenizer = tokenizers.pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = tokenizers.decoders.ByteLevel()
    trainer = tokenizers.trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=["<pad>", "<s>", "</s>"],
        initial_alphabet=tokenizers.pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(list(corpus), trainer)
    return transformers.PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token="<s>", eos_token="</s>", pad_token="<pad>"
    )


def tiny_llama(tokenizer: Any, *, seed: int = 0, max_positions: int = 2048) -> Any:
    """A randomly initialised two-layer Llama (hidden size 32) over ``tokenizer``'s vocabulary."""
    torch = require("torch", "hf")
    transformers = require("transformers", "hf")
    torch.manual_seed(seed)
    config = transformers.LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=max_positions,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    return transformers.LlamaForCausalLM(config)
