"""The LanguageModel contract every provider implements, and the one place that owns caching,
retries and token accounting.

Why a base class beside the Protocol: the pipeline only needs ``generate`` (the Protocol),
but every provider needs the same chores around the actual call — normalising messages,
looking the request up in the response cache, counting tokens and cost, retrying transient
failures with bounded exponential backoff. :class:`BaseLanguageModel` does those once;
providers implement :meth:`BaseLanguageModel._generate` (and optionally ``_generate_batch``).

Messages cross the boundary as ``[{"role": ..., "content": ...}]`` dicts or
:class:`Message` objects; both are accepted everywhere.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypedDict, TypeGuard, TypeVar, runtime_checkable

from r3.errors import MissingDependencyError, R3Error, UserInputError
from r3.registry import require
from r3.values.json import JsonObject

if TYPE_CHECKING:
    from r3.models.grammar import GenerationGrammar
    from r3.models.response_cache import ResponseCache

__all__ = [
    "BadResponseError",
    "BaseLanguageModel",
    "Defaults",
    "Generation",
    "GrammarUnsupportedError",
    "CacheIdentified",
    "LanguageModel",
    "LarkGrammar",
    "TokenizedModel",
    "Message",
    "MessageLike",
    "MissingDependencyError",
    "ModelConfigError",
    "ModelConnectionError",
    "ModelError",
    "ModelTimeoutError",
    "PAPER_REFINER",
    "RateLimitError",
    "RetryPolicy",
    "Usage",
    "grammar_text_of",
    "normalize_messages",
    "require",
    "retry_call",
]

log = logging.getLogger(__name__)

Role = Literal["system", "user", "assistant"]
_ROLES = ("system", "user", "assistant")


def _is_role(role: object) -> TypeGuard[Role]:
    return role in _ROLES


# --------------------------------------------------------------------------- errors


class ModelError(R3Error):
    """A language model call that failed (after retries, where retrying made sense)."""


class ModelTimeoutError(ModelError):
    """The model did not answer within the timeout."""


class RateLimitError(ModelError):
    """The endpoint kept answering 429 (too many requests) until the retries ran out."""


class ModelConnectionError(ModelError):
    """The endpoint could not be reached (refused, DNS, TLS) or kept failing with 5xx."""


class BadResponseError(ModelError):
    """The endpoint answered, but not with a usable completion (4xx, malformed body, no text)."""


class GrammarUnsupportedError(ModelError):
    """A grammar was given to a model that was configured to refuse unenforceable grammars."""


class ModelConfigError(ModelError, UserInputError):
    """A model spec or option that cannot work (unknown provider, bad value, missing path)."""


# --------------------------------------------------------------------------- data at the boundary


@dataclass(frozen=True)
class Message:
    """One chat message."""

    role: Role
    content: str

    def as_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


MessageLike = Message | Mapping[str, object]


def normalize_messages(messages: Sequence[MessageLike] | str) -> list[Message]:
    """Messages as :class:`Message` objects; a bare string is one user message.

    Raises :class:`ModelConfigError` naming the bad item, so a pipeline bug shows up as one
    clear line instead of a provider's traceback.
    """
    if isinstance(messages, str):
        return [Message("user", messages)]
    out: list[Message] = []
    for i, m in enumerate(messages):
        if isinstance(m, Message):
            out.append(m)
            continue
        if not isinstance(m, Mapping) or "role" not in m or "content" not in m:
            raise ModelConfigError(
                f"message {i} must be a {{'role': ..., 'content': ...}} mapping, got {m!r:.80}"
            )
        role, content = m["role"], m["content"]
        if not _is_role(role):
            raise ModelConfigError(f"message {i} has role {role!r}; use one of: {', '.join(_ROLES)}")
        if not isinstance(content, str):
            raise ModelConfigError(f"message {i} content must be a string, got {type(content).__name__}")
        out.append(Message(role, content))
    if not out:
        raise ModelConfigError("no messages to send to the model")
    return out


@dataclass(frozen=True)
class Usage:
    """Tokens spent by one call (or a sum of calls) and, when the price is known, the cost."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = None

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        if self.cost_usd is None and other.cost_usd is None:
            cost = None
        else:
            cost = (self.cost_usd or 0.0) + (other.cost_usd or 0.0)
        return Usage(
            self.prompt_tokens + other.prompt_tokens, self.completion_tokens + other.completion_tokens, cost
        )


#: How a grammar given to ``generate`` was used: ``none`` (no grammar given), ``constrained``
#: (enforced while decoding locally), ``server`` (sent to an endpoint that enforces it),
#: ``ignored`` (not enforced: the caller's parse/repair loop must check the text).
GrammarMode = Literal["none", "constrained", "server", "ignored"]

#: Why generation stopped: ``stop`` (the model ended), ``length`` (max_tokens reached and the
#: text may be incomplete), ``forced`` (max_tokens reached under a grammar and the decoder
#: completed the text to a grammatical end), ``error`` (a constrained decoder gave up).
FinishReason = Literal["stop", "length", "forced", "error"]


@dataclass(frozen=True)
class Generation:
    """What a model returned: the text, what it cost, and how it was produced."""

    text: str
    usage: Usage = field(default_factory=Usage)
    finish_reason: FinishReason = "stop"
    grammar_mode: GrammarMode = "none"
    cached: bool = False
    model: str = ""
    raw: JsonObject | None = None


# --------------------------------------------------------------------------- grammar argument


@runtime_checkable
class LarkGrammar(Protocol):
    """A grammar object with its llguidance-Lark text (:class:`r3.models.grammar.GenerationGrammar`)."""

    lark: str


def grammar_text_of(grammar: object) -> str | None:
    """The llguidance-Lark text of a ``grammar=`` argument (a string or a GenerationGrammar)."""
    if grammar is None:
        return None
    if isinstance(grammar, str):
        return grammar
    if isinstance(grammar, LarkGrammar) and isinstance(grammar.lark, str):
        return grammar.lark
    raise ModelConfigError(f"grammar must be Lark text or a GenerationGrammar, got {type(grammar).__name__}")


# --------------------------------------------------------------------------- the contract


@runtime_checkable
class LanguageModel(Protocol):
    """What the pipeline needs from a model: one chat completion per call."""

    name: str

    def generate(
        self,
        messages: Sequence[MessageLike] | str,
        *,
        max_tokens: int | None = None,
        temperature: float | None = None,
        top_p: float | None = None,
        grammar: str | GenerationGrammar | None = None,
    ) -> Generation: ...


@runtime_checkable
class CacheIdentified(Protocol):
    """A model that says what decides its outputs (:meth:`BaseLanguageModel.cache_identity`):
    what a cache of its answers is keyed by."""

    def cache_identity(self) -> JsonObject: ...


@runtime_checkable
class TokenizedModel(Protocol):
    """A local model whose tokenizer counts prompt tokens (``hf:``/``local:`` models): what a
    stage needs to cut its prompt to a token budget (``reranker.prompt_tokens``)."""

    #: A transformers tokenizer: ``tokenizer(text, add_special_tokens=False)["input_ids"]``.
    tokenizer: Any

    def prompt_text(self, messages: Sequence[Message]) -> str:
        """The text the model is fed for ``messages`` (its chat wrapping included)."""
        ...


# --------------------------------------------------------------------------- defaults


@dataclass(frozen=True)
class Defaults:
    """Sampling parameters a model uses when ``generate`` is called without them."""

    max_tokens: int = 512
    temperature: float = 0.0
    top_p: float = 1.0


#: The R3-NL2GQL paper's refiner settings (large model): ``Defaults(**PAPER_REFINER)``.
PAPER_REFINER: dict[str, float] = {"temperature": 0.2, "top_p": 0.7}


# --------------------------------------------------------------------------- retries


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded exponential backoff with full jitter.

    Attempt ``k`` (0-based) sleeps ``uniform(0, min(max_delay, base_delay * 2**k))`` before
    the next try; ``retry_after`` from the server (seconds) is honoured up to ``max_delay``.
    """

    max_retries: int = 4
    base_delay: float = 0.5
    max_delay: float = 20.0

    def delay(self, attempt: int, rng: random.Random, retry_after: float | None = None) -> float:
        cap = min(self.max_delay, self.base_delay * (2**attempt))
        wait = rng.uniform(0.0, cap)
        if retry_after is not None:
            wait = max(wait, min(retry_after, self.max_delay))
        return wait


class RetryableError(Exception):
    """Raised by a provider's call to ask :func:`retry_call` for another attempt.

    ``final`` is the :class:`ModelError` to raise when the attempts are used up.
    """

    def __init__(self, final: ModelError, retry_after: float | None = None) -> None:
        super().__init__(str(final))
        self.final = final
        self.retry_after = retry_after


T = TypeVar("T")


def retry_call(
    call: Callable[[], T],
    policy: RetryPolicy,
    *,
    sleep: Callable[[float], None] = time.sleep,
    rng: random.Random | None = None,
    what: str = "model call",
) -> T:
    """Run ``call``; on :class:`RetryableError` wait and try again, at most ``policy.max_retries`` times."""
    rng = rng or random.Random()
    attempt = 0
    while True:
        try:
            return call()
        except RetryableError as e:
            if attempt >= policy.max_retries:
                raise e.final from e
            wait = policy.delay(attempt, rng, e.retry_after)
            log.info(
                "%s failed (%s); retry %d/%d in %.2fs", what, e.final, attempt + 1, policy.max_retries, wait
            )
            sleep(wait)
            attempt += 1


# --------------------------------------------------------------------------- the shared chores


#: When a response cache is read and written (see :class:`BaseLanguageModel`).
CacheMode = Literal["deterministic", "always", "off"]


def is_cache_mode(mode: object) -> TypeGuard[CacheMode]:
    return mode in ("deterministic", "always", "off")


class BaseOptions(TypedDict, total=False):
    """The keywords of :class:`BaseLanguageModel` that a provider's model passes on to it."""

    cache: ResponseCache | None
    cache_mode: CacheMode
    defaults: Defaults | None


class BaseLanguageModel:
    """Normalises messages, consults the response cache and keeps the usage totals.

    Caching policy (see docs/models.md): with a cache attached, requests at temperature 0
    are served from it (``cache_mode='deterministic'``, the default); ``'always'`` also caches
    sampled requests (useful to replay a benchmark run), ``'off'`` never reads or writes.
    """

    name: str = "model"

    def __init__(
        self,
        *,
        cache: ResponseCache | None = None,
        cache_mode: CacheMode = "deterministic",
        defaults: Defaults | None = None,
    ) -> None:
        self.defaults = defaults or Defaults()
        _check_params(self.defaults.max_tokens, self.defaults.temperature, self.defaults.top_p)
        if not is_cache_mode(cache_mode):
            raise ModelConfigError(
                f"cache_mode must be 'deterministic', 'always' or 'off', got {cache_mode!r}"
            )
        self.cache = cache
        self.cache_mode = cache_mode
        #: Sum of the usage of every call that reached the model (cache hits cost nothing).
        self.usage = Usage()
        self.calls = 0
        self.cache_hits = 0

    # -- to implement ------------------------------------------------------------------

    def _generate(
        self,
        messages: list[Message],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        grammar: str | None,
    ) -> Generation:
        raise NotImplementedError

    def _generate_batch(
        self,
        batch: list[list[Message]],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        grammar: str | None,
    ) -> list[Generation]:
        return [
            self._generate(m, max_tokens=max_tokens, temperature=temperature, top_p=top_p, grammar=grammar)
            for m in batch
        ]

    def cache_identity(self) -> JsonObject:
        """What, besides the request, decides the answer (model id, adapter, server …)."""
        return {"name": self.name}

    # -- public --------------------------------------------------------------------------

    def generate(
        self,
        messages: Sequence[MessageLike] | str,
        *,
        max_tokens: int | None = None,
        temperature: float | None = None,
        top_p: float | None = None,
        grammar: str | GenerationGrammar | None = None,
    ) -> Generation:
        """One completion; parameters left as None take the model's defaults (:class:`Defaults`)."""
        return self.generate_batch(
            [messages], max_tokens=max_tokens, temperature=temperature, top_p=top_p, grammar=grammar
        )[0]

    def generate_batch(
        self,
        batch: Sequence[Sequence[MessageLike] | str],
        *,
        max_tokens: int | None = None,
        temperature: float | None = None,
        top_p: float | None = None,
        grammar: str | GenerationGrammar | None = None,
    ) -> list[Generation]:
        """One generation per conversation; cached ones are not sent again."""
        max_tokens = self.defaults.max_tokens if max_tokens is None else max_tokens
        temperature = self.defaults.temperature if temperature is None else temperature
        top_p = self.defaults.top_p if top_p is None else top_p
        _check_params(max_tokens, temperature, top_p)
        grammar_text = grammar_text_of(grammar)
        convs = [normalize_messages(m) for m in batch]
        params = {"max_tokens": max_tokens, "temperature": temperature, "top_p": top_p}
        results: list[Generation | None] = [None] * len(convs)
        keys: list[str | None] = [None] * len(convs)
        use_cache = self.cache is not None and (
            self.cache_mode == "always" or (self.cache_mode == "deterministic" and temperature == 0.0)
        )
        if use_cache:
            assert self.cache is not None
            for i, conv in enumerate(convs):
                key = self.cache.key(self.cache_identity(), conv, params, grammar_text)
                keys[i] = key
                hit = self.cache.get(key)
                if hit is not None:
                    results[i] = replace(hit, cached=True)
                    self.cache_hits += 1
        todo = [i for i, r in enumerate(results) if r is None]
        if todo:
            fresh = self._generate_batch(
                [convs[i] for i in todo],
                max_tokens=max_tokens,
                temperature=temperature,
                top_p=top_p,
                grammar=grammar_text,
            )
            for i, gen in zip(todo, fresh, strict=True):
                self.calls += 1
                self.usage = self.usage + gen.usage
                results[i] = gen
                stored = keys[i]
                if use_cache and stored is not None and gen.finish_reason != "error":
                    assert self.cache is not None
                    self.cache.put(stored, gen)
        return [r for r in results if r is not None]


def _check_params(max_tokens: int, temperature: float, top_p: float) -> None:
    if not isinstance(max_tokens, int) or max_tokens < 1:
        raise ModelConfigError(f"max_tokens must be a positive integer, got {max_tokens!r}")
    if not 0.0 <= temperature <= 5.0:
        raise ModelConfigError(f"temperature must be between 0 and 5, got {temperature!r}")
    if not 0.0 < top_p <= 1.0:
        raise ModelConfigError(f"top_p must be in (0, 1], got {top_p!r}")
