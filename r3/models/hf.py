"""Hugging Face transformers causal LMs, optionally with a peft LoRA adapter, run locally.

Why local models at all: R3-NL2GQL's reranker and rewriter are small LoRA-tuned models; they
run on the node that serves r3, and constrained decoding (the query grammar enforced token by
token, :mod:`r3.models.constrained`) needs the logits, which remote APIs do not give.

Prompts are built with the tokenizer's chat template when it has one. Otherwise the plain
fallback format is used (documented in docs/models.md)::

    <|system|>
    {system message}
    <|user|>
    {user message}
    <|assistant|>
    {assistant message, for earlier turns}
    <|assistant|>

Batches are left-padded, so every row's prompt ends at the same position and greedy decoding
gives the same text batched or one by one.
"""

from __future__ import annotations

import copy
import inspect
import logging
import os
import threading
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from r3.inputs import parse_bool
from r3.models.constrained import DecodeOptions, TokenTable, constrained_decode
from r3.models.language_model import (
    BaseLanguageModel,
    BaseOptions,
    Generation,
    Message,
    MessageLike,
    ModelConfigError,
    ModelError,
    Usage,
    normalize_messages,
    require,
)
from r3.models.scoring import Score
from r3.values.json import JsonObject

if TYPE_CHECKING:
    import torch
    from torch import Tensor

    # PEP 692 keyword types; typing.Unpack needs Python 3.11
    from typing_extensions import Unpack

__all__ = ["FALLBACK_TEMPLATE_ROLES", "HFModel", "format_fallback"]

log = logging.getLogger(__name__)

#: Role markers of the fallback prompt format (tokenizers without a chat template).
FALLBACK_TEMPLATE_ROLES = {"system": "<|system|>", "user": "<|user|>", "assistant": "<|assistant|>"}
_DTYPES = ("auto", "float32", "float16", "bfloat16")


def format_fallback(messages: Sequence[Message]) -> str:
    """The fallback prompt: role marker lines, contents, and an open assistant turn."""
    parts = [f"{FALLBACK_TEMPLATE_ROLES[m.role]}\n{m.content}\n" for m in messages]
    return "".join(parts) + FALLBACK_TEMPLATE_ROLES["assistant"] + "\n"


def _env_true(name: str) -> bool:
    return parse_bool(os.environ.get(name, "")) is True


def _hub_endpoint() -> str:
    return os.environ.get("HF_ENDPOINT", "https://huggingface.co").rstrip("/")


def hub_reachable(timeout: float = 4.0) -> bool:
    """Whether the Hugging Face hub answers within ``timeout`` seconds (any HTTP status).

    Why: offline, transformers retries a hub name for about a minute before failing; this
    probe (urllib, so proxy variables apply; run in a thread, so a hanging DNS lookup is
    bounded too) lets a hub spec fail in seconds with a hint instead.
    """
    import urllib.error
    import urllib.request

    answer: list[bool] = []

    def probe() -> None:
        request = urllib.request.Request(_hub_endpoint() + "/api/models?limit=1", method="HEAD")
        try:
            with urllib.request.urlopen(request, timeout=timeout):
                answer.append(True)
        except urllib.error.HTTPError:
            answer.append(True)  # it answered
        except (OSError, ValueError):
            answer.append(False)

    thread = threading.Thread(target=probe, name="r3-hub-probe", daemon=True)
    thread.start()
    thread.join(timeout + 0.5)
    return bool(answer and answer[0])


class HFModel(BaseLanguageModel):
    """A transformers causal LM from a local folder (or a hub name, with internet).

    ``adapter`` is a peft adapter folder (LoRA) applied on top; ``dtype`` one of
    ``auto|float32|float16|bfloat16``; ``device_map`` is passed to transformers (``auto``
    spreads a large model over the GPUs, needs accelerate), ``device`` moves the whole model
    (``cpu``, ``cuda:0``). ``max_depth`` / ``max_chars`` / ``finish_tokens`` tune
    constrained decoding (see :class:`r3.models.constrained.DecodeOptions`); ``seed`` makes
    sampling repeatable.
    """

    def __init__(
        self,
        model: str,
        *,
        adapter: str | None = None,
        dtype: str = "auto",
        device_map: str | None = None,
        device: str | None = None,
        trust_remote_code: bool = False,
        batch_size: int = 8,
        max_depth: int = 16,
        max_chars: int = 400,
        finish_tokens: int = 64,
        seed: int | None = None,
        **base: Unpack[BaseOptions],
    ) -> None:
        super().__init__(**base)
        if dtype not in _DTYPES:
            raise ModelConfigError(f"dtype must be one of {', '.join(_DTYPES)}, got {dtype!r}")
        if batch_size < 1:
            raise ModelConfigError(f"batch_size must be at least 1, got {batch_size}")
        self.path = model
        self.adapter = adapter
        self.name = f"hf:{model}" + (f"+{adapter}" if adapter else "")
        self.batch_size = batch_size
        self.max_depth = max_depth
        self.max_chars = max_chars
        self.finish_tokens = finish_tokens
        self.seed = seed
        self._table: TokenTable | None = None
        self.tokenizer, self.model = self._load(model, adapter, dtype, device_map, device, trust_remote_code)

    # ------------------------------------------------------------------ loading

    @staticmethod
    def _load(
        path: str, adapter: str | None, dtype: str, device_map: str | None, device: str | None, trust: bool
    ) -> tuple[Any, Any]:  # a transformers tokenizer and model, loaded at run time
        torch = require("torch", "hf")
        transformers = require("transformers", "hf")
        local = Path(path).expanduser()
        if (path.startswith((".", "/", "~")) or local.exists()) and not local.is_dir():
            raise ModelConfigError(f"model folder {path} does not exist (hf:<folder with config.json>)")
        source = str(local) if local.is_dir() else path  # else a hub name (needs internet)
        kwargs: dict[str, object] = {"trust_remote_code": trust}
        if dtype != "auto":
            kwargs["dtype"] = getattr(torch, dtype)
        if device_map:
            require("accelerate", "hf")
            kwargs["device_map"] = device_map
        offline_hint = ""
        if not local.is_dir() and (_env_true("HF_HUB_OFFLINE") or not hub_reachable()):
            # fail in seconds, not after a minute of retries: only the local hub cache can help
            kwargs["local_files_only"] = True
            offline_hint = (
                f"; the Hugging Face hub ({_hub_endpoint()}) is not reachable and {path} is not in "
                "its local cache. Use a local model instead: local:smollm2-135m (after `r3 models "
                "fetch smollm2-135m`), hf:/path/to/folder or hf:/path/model.gguf; or run without "
                "models: --set reranker.kind=offline --set rewriter.kind=offline"
            )
        try:
            tokenizer = transformers.AutoTokenizer.from_pretrained(
                source, local_files_only=bool(offline_hint)
            )
            model = transformers.AutoModelForCausalLM.from_pretrained(source, **kwargs)
        except (OSError, ValueError) as e:
            if offline_hint:
                raise ModelConfigError(f"cannot load the model {path}{offline_hint}") from e
            raise ModelConfigError(f"cannot load the model {path}: {e}") from e
        if adapter:
            peft = require("peft", "hf")
            if not Path(adapter).expanduser().is_dir():
                raise ModelConfigError(
                    f"adapter folder {adapter} does not exist (adapter=<peft output folder>)"
                )
            try:
                with warnings.catch_warnings():  # peft asks transformers a deprecated question
                    warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*")
                    model = peft.PeftModel.from_pretrained(model, str(Path(adapter).expanduser()))
            except (OSError, ValueError, KeyError) as e:
                raise ModelConfigError(f"cannot load the adapter {adapter} onto {path}: {e}") from e
            model = _merged(model)
        if device and not device_map:
            model = model.to(device)
        model.eval()
        tokenizer.padding_side = "left"
        if tokenizer.pad_token_id is None:
            if tokenizer.eos_token_id is None:
                raise ModelConfigError(f"the tokenizer of {path} has neither a pad nor an eos token")
            tokenizer.pad_token = tokenizer.eos_token
        return tokenizer, model

    def cache_identity(self) -> JsonObject:
        return {"provider": "hf", "model": self.path, "adapter": self.adapter, "seed": self.seed}

    @property
    def device(self) -> torch.device:
        return next(self.model.parameters()).device

    # ------------------------------------------------------------------ prompts

    @property
    def templated(self) -> bool:
        """Whether the tokenizer has a chat template (else r3's plain fallback format is used)."""
        return bool(getattr(self.tokenizer, "chat_template", None))

    def prompt_text(self, messages: Sequence[Message]) -> str:
        """The exact text the model is given for a conversation."""
        if self.templated:
            text: str = self.tokenizer.apply_chat_template(
                [m.as_dict() for m in messages], tokenize=False, add_generation_prompt=True
            )
            return text
        return format_fallback(messages)

    def _encode(self, batch: list[list[Message]]) -> tuple[Tensor, Tensor]:
        templated = self.templated
        enc = self.tokenizer(
            [self.prompt_text(m) for m in batch],
            return_tensors="pt",
            padding=True,
            add_special_tokens=not templated,
        )
        return enc["input_ids"].to(self.device), enc["attention_mask"].to(self.device)

    # ------------------------------------------------------------------ generation

    def _generate_batch(
        self,
        batch: list[list[Message]],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        grammar: str | None,
    ) -> list[Generation]:
        out: list[Generation] = []
        for start in range(0, len(batch), self.batch_size):
            chunk = batch[start : start + self.batch_size]
            if grammar is None:
                out.extend(self._free(chunk, max_tokens, temperature, top_p))
            else:
                out.extend(self._constrained(chunk, max_tokens, temperature, top_p, grammar))
        return out

    def _free(
        self, chunk: list[list[Message]], max_tokens: int, temperature: float, top_p: float
    ) -> list[Generation]:
        torch = require("torch", "hf")
        ids, mask = self._encode(chunk)
        eos = self.tokenizer.eos_token_id
        kwargs: dict[str, Any] = {
            "max_new_tokens": max_tokens,
            "pad_token_id": self.tokenizer.pad_token_id,
            "eos_token_id": eos,
            "do_sample": temperature > 0.0,
        }
        if temperature > 0.0:
            kwargs.update(temperature=temperature, top_p=top_p, top_k=0)
            if self.seed is not None:
                torch.manual_seed(self.seed)
        try:
            with torch.inference_mode():
                generated = self.model.generate(input_ids=ids, attention_mask=mask, **kwargs)
        except RuntimeError as e:
            raise ModelError(f"{self.name} failed while generating: {e}") from e
        new = generated[:, ids.shape[1] :]
        results = []
        for row in range(new.shape[0]):
            tokens = new[row].tolist()
            stopped = eos in tokens
            if stopped:
                tokens = tokens[: tokens.index(eos)]
            text = self.tokenizer.decode(tokens, skip_special_tokens=True)
            usage = Usage(int(mask[row].sum()), len(tokens) + (1 if stopped else 0), 0.0)
            results.append(
                Generation(text, usage, finish_reason="stop" if stopped else "length", model=self.name)
            )
        return results

    def _token_table(self) -> TokenTable:
        if self._table is None:
            self._table = TokenTable.from_hf(self.tokenizer)
        return self._table

    def _constrained(
        self, chunk: list[list[Message]], max_tokens: int, temperature: float, top_p: float, grammar: str
    ) -> list[Generation]:
        ids, mask = self._encode(chunk)
        options = DecodeOptions(
            max_tokens=max_tokens,
            temperature=temperature,
            top_p=top_p,
            max_depth=self.max_depth,
            max_chars=self.max_chars,
            finish_tokens=self.finish_tokens,
            seed=self.seed,
        )
        stepper = _Stepper(self.model, ids, mask)
        try:
            results = constrained_decode(stepper, self._token_table(), [grammar] * len(chunk), options)
        except RuntimeError as e:
            raise ModelError(f"{self.name} failed while generating: {e}") from e
        out = []
        for row, res in enumerate(results):
            usage = Usage(int(mask[row].sum()), len(res.tokens), 0.0)
            raw: JsonObject = {
                "model_tokens": res.model_tokens,
                "forced_tokens": res.forced_tokens,
                "dropped_tokens": res.dropped_tokens,
                "error": res.error,
            }
            out.append(
                Generation(
                    res.text,
                    usage,
                    finish_reason=res.finish_reason,  # type: ignore[arg-type]
                    grammar_mode="constrained",
                    model=self.name,
                    raw=raw,
                )
            )
        return out

    # ------------------------------------------------------------------ scoring

    def score(self, messages: Sequence[MessageLike] | str, continuations: Sequence[str]) -> list[Score]:
        """The log-likelihood of each continuation as the assistant's reply (the end-of-turn
        token included, so a query cut short scores worse than the whole one).

        Why one prefill: the prompt (schema, question) is the same for every candidate, so its
        KV cache is computed once and each continuation costs only its own few tokens."""
        torch = require("torch", "hf")
        conv = normalize_messages(messages)
        templated = self.templated
        prompt = self.tokenizer(self.prompt_text(conv), add_special_tokens=not templated)["input_ids"]
        eos = self.tokenizer.eos_token_id
        ids = torch.tensor([prompt], device=self.device)
        last_only: dict[str, int] = {"logits_to_keep": 1} if _keeps_last_logits(self.model) else {}
        cache_arg = _cache_argument(self.model)
        out: list[Score] = []
        try:
            with torch.inference_mode():
                first = self.model(input_ids=ids, use_cache=True, **last_only)
                prefix, head = _cache_of(first), first.logits[0, -1:, :].float()
                for text in continuations:
                    tokens = self.tokenizer(text, add_special_tokens=False)["input_ids"]
                    tokens = [*tokens, eos] if eos is not None else tokens
                    if not tokens:
                        out.append(Score(0.0, 0))
                        continue
                    logits = head
                    if len(tokens) > 1:  # the logits after each token but the last
                        rest = self.model(
                            input_ids=torch.tensor([tokens[:-1]], device=self.device),
                            use_cache=True,
                            **{cache_arg: copy.deepcopy(prefix)},
                        )
                        logits = torch.cat([head, rest.logits[0].float()], dim=0)
                    logp = torch.log_softmax(logits, dim=-1)
                    picked = logp[torch.arange(len(tokens)), torch.tensor(tokens, device=logp.device)]
                    out.append(Score(float(picked.sum()), len(tokens)))
        except RuntimeError as e:
            raise ModelError(f"{self.name} failed while scoring: {e}") from e
        self.calls += 1
        self.usage = self.usage + Usage(len(prompt) + sum(s.tokens for s in out), 0, 0.0)
        return out


def _merged(model: Any) -> Any:
    """A LoRA adapter folded into the base weights (inference only: every forward pass then
    costs what the base model costs, about a quarter less CPU time for SmolLM2 + r=8 here);
    adapters that cannot be merged (prefix tuning) stay as they are."""
    peft_type = getattr(getattr(model, "active_peft_config", None), "peft_type", None)
    if getattr(peft_type, "value", None) != "LORA":
        return model
    return model.merge_and_unload()


def _cache_argument(model: Any) -> str:
    """The name under which ``forward`` takes the KV cache: ``cache`` in transformers 5.x
    (where ``past_key_values`` is deprecated), ``past_key_values`` before."""
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    try:
        params = inspect.signature(base.forward).parameters
    except (TypeError, ValueError):
        return "past_key_values"
    return "cache" if "cache" in params else "past_key_values"


def _keeps_last_logits(model: Any) -> bool:
    """Whether ``forward`` takes ``logits_to_keep`` (transformers ≥ 4.45 causal LMs).

    Why it matters: without it the prefill computes the vocabulary logits of *every* prompt
    position (SmolLM2: 3,700 × 49,152 × 576 multiply-adds, about a sixth of a 3.7k-token
    prefill on a CPU) only to read the last row."""
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    try:
        return "logits_to_keep" in inspect.signature(base.forward).parameters
    except (TypeError, ValueError):
        return False


def _cache_of(out: object) -> object:
    cache = getattr(out, "cache", None)
    return cache if cache is not None else getattr(out, "past_key_values", None)


class _Stepper:
    """Next-token logits for a left-padded batch, reusing the KV cache between steps."""

    def __init__(self, model: Any, input_ids: Tensor, attention_mask: Tensor) -> None:
        self.model = model
        self.ids = input_ids
        self.mask = attention_mask
        self.past: object = None
        self.next_pos: Tensor | None = None
        self.cache_arg = _cache_argument(model)
        self.last_only: dict[str, int] = {"logits_to_keep": 1} if _keeps_last_logits(model) else {}

    def start(self) -> Tensor:
        torch = require("torch", "hf")
        pos = (self.mask.long().cumsum(-1) - 1).clamp(min=0)
        with torch.inference_mode():
            out = self.model(
                input_ids=self.ids,
                attention_mask=self.mask,
                position_ids=pos,
                use_cache=True,
                **self.last_only,
            )
        self.past = _cache_of(out)
        self.next_pos = pos[:, -1] + 1
        return out.logits[:, -1, :].float().cpu()

    def step(self, tokens: Sequence[int]) -> Tensor:
        torch = require("torch", "hf")
        device = self.ids.device
        new = torch.tensor(list(tokens), dtype=self.ids.dtype, device=device).unsqueeze(1)
        self.mask = torch.cat([self.mask, torch.ones_like(new, dtype=self.mask.dtype)], dim=1)
        assert self.next_pos is not None, "start() comes first"
        pos = self.next_pos.unsqueeze(1)
        self.next_pos = self.next_pos + 1
        with torch.inference_mode():
            out = self.model(
                input_ids=new,
                attention_mask=self.mask,
                position_ids=pos,
                use_cache=True,
                **{self.cache_arg: self.past},
            )
        self.past = _cache_of(out)
        return out.logits[:, -1, :].float().cpu()
