"""Any OpenAI-compatible chat-completions endpoint: OpenAI, vLLM, Ollama, LM Studio, TGI …

Why the official ``openai`` client rather than raw HTTP: it already speaks every server's
dialect of the protocol; r3 only adds what the pipeline needs around it — bounded retries
with jitter (the client's own retries are switched off so there is one retry policy), error
translation into :class:`r3.models.language_model.ModelError`, token and cost accounting, the response
cache, and grammar pass-through for servers that enforce grammars (vLLM).

The API key comes from ``api_key=``, else ``R3_OPENAI_KEY``, else ``OPENAI_API_KEY``. It is
never logged or shown in ``repr``. A server on ``base_url`` that needs no key (vLLM, Ollama)
gets a placeholder.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from r3.errors import one_line
from r3.models.language_model import (
    BadResponseError,
    BaseLanguageModel,
    BaseOptions,
    Generation,
    GrammarUnsupportedError,
    Message,
    ModelConfigError,
    ModelConnectionError,
    ModelTimeoutError,
    RateLimitError,
    RetryableError,
    RetryPolicy,
    Usage,
    require,
    retry_call,
)
from r3.values.json import JsonObject, JsonValue, json_object

if TYPE_CHECKING:  # PEP 692 keyword types; typing.Unpack needs Python 3.11
    from typing_extensions import Unpack

__all__ = ["DEFAULT_PRICES", "GrammarParam", "OpenAIModel", "PriceTable"]

#: USD per one million (prompt, completion) tokens, by model-name prefix (longest prefix
#: wins). List prices as published in 2025; override with ``prices=`` when they change or for
#: a self-hosted model (``{"my-model": (0, 0)}``). Unknown models get ``cost_usd=None``.
DEFAULT_PRICES: dict[str, tuple[float, float]] = {
    "gpt-4o": (2.50, 10.00),
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4.1": (2.00, 8.00),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1-nano": (0.10, 0.40),
    "gpt-4-turbo": (10.00, 30.00),
    "gpt-3.5-turbo": (0.50, 1.50),
}

#: How a grammar is sent: ``None`` (not sent; recorded as ignored), ``guided_grammar``
#: (vLLM's ``extra_body={"guided_grammar": …}``, with ``guided_decoding_backend`` when
#: ``grammar_backend`` is set), ``structured_outputs`` (newer vLLM:
#: ``extra_body={"structured_outputs": {"grammar": …}}``), ``refuse`` (raise
#: GrammarUnsupportedError instead of silently ignoring a grammar).
GrammarParam = Literal["guided_grammar", "structured_outputs", "refuse"] | None
_GRAMMAR_PARAMS = (None, "guided_grammar", "structured_outputs", "refuse")
_KEY_ENV = ("R3_OPENAI_KEY", "OPENAI_API_KEY")


@dataclass(frozen=True)
class PriceTable:
    """Cost of tokens, by model-name prefix."""

    prices: Mapping[str, tuple[float, float]]

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
        best = max((p for p in self.prices if model.startswith(p)), key=len, default=None)
        if best is None:
            return None
        per_in, per_out = self.prices[best]
        return (prompt_tokens * per_in + completion_tokens * per_out) / 1_000_000


class OpenAIModel(BaseLanguageModel):
    """Chat completions against ``base_url`` (default: api.openai.com).

    ``timeout`` bounds each HTTP attempt (seconds); ``retry`` bounds how often 429, 5xx,
    timeouts and connection failures are retried. ``extra_body`` is merged into every
    request (server-specific options). ``client`` lets tests inject a ready client.
    """

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        retry: RetryPolicy | None = None,
        grammar_param: GrammarParam = None,
        grammar_backend: str | None = None,
        prices: Mapping[str, tuple[float, float]] | None = None,
        extra_body: Mapping[str, JsonValue] | None = None,
        client: Any = None,
        **base: Unpack[BaseOptions],
    ) -> None:
        super().__init__(**base)
        if not model:
            raise ModelConfigError("the openai provider needs a model name, e.g. openai:gpt-4o")
        if grammar_param not in _GRAMMAR_PARAMS:
            raise ModelConfigError(
                f"grammar_param must be one of {', '.join(map(str, _GRAMMAR_PARAMS))}, got {grammar_param!r}"
            )
        if timeout <= 0:
            raise ModelConfigError(f"timeout must be positive, got {timeout!r}")
        self.model = model
        self.name = f"openai:{model}"
        self.base_url = base_url
        self.timeout = float(timeout)
        self.retry = retry or RetryPolicy()
        self.grammar_param = grammar_param
        self.grammar_backend = grammar_backend
        self.prices = PriceTable(dict(DEFAULT_PRICES if prices is None else prices))
        self.extra_body: JsonObject = dict(extra_body or {})
        self._client = client if client is not None else self._make_client(api_key)

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAIModel(model={self.model!r}, base_url={self.base_url!r}, grammar_param={self.grammar_param!r})"

    def _make_client(self, api_key: str | None) -> Any:
        openai = require("openai", "openai")
        key = api_key or next((os.environ[v] for v in _KEY_ENV if os.environ.get(v)), None)
        if key is None:
            if self.base_url is None:
                raise ModelConfigError(
                    "no OpenAI API key: set OPENAI_API_KEY (or R3_OPENAI_KEY), or give base_url= for a "
                    "local OpenAI-compatible server"
                )
            key = "not-needed"  # vLLM / Ollama accept any key
        return openai.OpenAI(api_key=key, base_url=self.base_url, timeout=self.timeout, max_retries=0)

    def cache_identity(self) -> JsonObject:
        return {
            "provider": "openai",
            "model": self.model,
            "base_url": self.base_url,
            "grammar_param": self.grammar_param,
            "extra_body": self.extra_body,
        }

    # ------------------------------------------------------------------ the call

    def _request(
        self, messages: list[Message], max_tokens: int, temperature: float, top_p: float, grammar: str | None
    ) -> tuple[dict[str, object], bool]:
        body = dict(self.extra_body)
        forwarded = False
        if grammar is not None:
            if self.grammar_param == "refuse":
                raise GrammarUnsupportedError(
                    f"{self.name} is configured to refuse grammars (grammar_param='refuse'); set "
                    "grammar_param='guided_grammar' or 'structured_outputs' for a vLLM server"
                )
            if self.grammar_param == "guided_grammar":
                body["guided_grammar"] = grammar
                if self.grammar_backend:
                    body["guided_decoding_backend"] = self.grammar_backend
                forwarded = True
            elif self.grammar_param == "structured_outputs":
                outputs = dict(json_object(body.get("structured_outputs") or {}))
                outputs["grammar"] = grammar
                body["structured_outputs"] = outputs
                forwarded = True
        request: dict[str, object] = {
            "model": self.model,
            "messages": [m.as_dict() for m in messages],
            "max_tokens": max_tokens,
            "temperature": temperature,
            "top_p": top_p,
        }
        if body:
            request["extra_body"] = body
        return request, forwarded

    def _generate(
        self,
        messages: list[Message],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        grammar: str | None,
    ) -> Generation:
        request, forwarded = self._request(messages, max_tokens, temperature, top_p, grammar)
        response = retry_call(lambda: self._call(request), self.retry, what=self.name)
        return self._to_generation(response, grammar, forwarded)

    def _call(self, request: dict[str, object]) -> object:
        openai = require("openai", "openai")
        try:
            return self._client.chat.completions.create(**request)
        except openai.APITimeoutError as e:
            raise RetryableError(
                ModelTimeoutError(f"{self.name} did not answer within {self.timeout:g}s (timeout=)")
            ) from e
        except openai.APIConnectionError as e:
            where = self.base_url or "api.openai.com"
            raise RetryableError(
                ModelConnectionError(
                    f"cannot reach {self.name} at {where}: {type(e).__name__}; is the server up?"
                )
            ) from e
        except openai.RateLimitError as e:
            raise RetryableError(
                RateLimitError(
                    f"{self.name} kept answering 429 (rate limit) after {self.retry.max_retries} retries"
                ),
                _retry_after(e),
            ) from e
        except openai.InternalServerError as e:
            raise RetryableError(
                ModelConnectionError(f"{self.name} kept failing with HTTP {e.status_code} (server error)"),
                _retry_after(e),
            ) from e
        except openai.AuthenticationError as e:
            raise ModelConfigError(
                f"{self.name} refused the API key (HTTP {e.status_code}); check OPENAI_API_KEY / R3_OPENAI_KEY"
            ) from e
        except openai.APIStatusError as e:
            raise BadResponseError(
                f"{self.name} refused the request: HTTP {e.status_code}: {one_line(e.message, 200)}"
            ) from e
        except openai.OpenAIError as e:
            raise BadResponseError(f"{self.name} failed: {type(e).__name__}: {one_line(e, 200)}") from e

    def _to_generation(self, response: object, grammar: str | None, forwarded: bool) -> Generation:
        choices = getattr(response, "choices", None)
        if not choices:
            raise BadResponseError(f"{self.name} returned no choices")
        choice = choices[0]
        text = getattr(getattr(choice, "message", None), "content", None)
        if not isinstance(text, str):
            raise BadResponseError(
                f"{self.name} returned a choice without text (finish_reason={choice.finish_reason!r})"
            )
        raw_usage = getattr(response, "usage", None)
        prompt = int(getattr(raw_usage, "prompt_tokens", 0) or 0)
        completion = int(getattr(raw_usage, "completion_tokens", 0) or 0)
        usage = Usage(prompt, completion, self.prices.cost(self.model, prompt, completion))
        finish = "length" if choice.finish_reason == "length" else "stop"
        mode = "none" if grammar is None else ("server" if forwarded else "ignored")
        raw: JsonObject = {
            "id": getattr(response, "id", None),
            "model": getattr(response, "model", None),
            "finish_reason": choice.finish_reason,
            "usage_reported": raw_usage is not None,
        }
        return Generation(text, usage, finish_reason=finish, grammar_mode=mode, model=self.name, raw=raw)  # type: ignore[arg-type]


def _retry_after(e: object) -> float | None:
    """The server's Retry-After (seconds), when it sent one."""
    response = getattr(e, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    value = headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None
