"""``load_model(spec)``: one string (or dict) names a model, its provider and its options.

Why URL-ish strings: a model is configured in YAML recipes, on the command line and in
benchmark configs; one line such as ``hf:/models/qwen-1.5b?adapter=/runs/reranker-lora``
or ``openai:gpt-4o?temperature=0.2&top_p=0.7`` travels everywhere unchanged.

Forms (``provider:model?key=value&…``):

- ``hf:<path or hub name>`` — options ``adapter``, ``dtype``, ``device_map``, ``device``,
  ``trust_remote_code``, ``batch_size``, ``max_depth``, ``max_chars``, ``finish_tokens``,
  ``seed``;
- ``openai:<model>`` — options ``base_url``, ``timeout``, ``max_retries``,
  ``grammar_param``, ``grammar_backend``, ``api_key_env`` (the *name* of the variable that
  holds the key; keys themselves never go into specs);
- ``local:<name>`` — a packaged small model (``local:smollm2-135m``; see
  :mod:`r3.models.local`), the ``hf`` options plus ``trust_unverified``; ``hf:<file.gguf>``
  loads a GGUF file the same way (dequantized once into r3's cache);
- ``fake:echo``, ``fake:const?text=…``, ``fake:<rules.json|yaml>``;
- every provider: ``max_tokens``, ``temperature``, ``top_p`` (defaults for calls that do not
  pass them), ``cache`` (``off``, ``memory``, ``default`` or a file path) and ``cache_mode``.

A dict spec has the same keys plus ``provider`` and ``model``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from urllib.parse import parse_qsl

from r3.inputs import parse_bool
from r3.models.fake import FakeModel, load_rules
from r3.models.hf import HFModel
from r3.models.language_model import (
    BaseLanguageModel,
    BaseOptions,
    Defaults,
    LanguageModel,
    ModelConfigError,
    RetryPolicy,
    is_cache_mode,
)
from r3.models.local import CATALOGUE, local_model_dir
from r3.models.openai_compat import OpenAIModel
from r3.models.response_cache import ResponseCache
from r3.registry import Registry

__all__ = ["PROVIDERS", "ModelOptions", "ModelSpec", "ProviderFactory", "load_model", "parse_spec"]


@dataclass(frozen=True)
class ModelSpec:
    """A parsed model spec."""

    provider: str
    model: str
    options: dict[str, object] = field(default_factory=dict)


#: Builds a model: (parsed spec, its options, the options every provider shares) → model.
#: A provider reads its options from ``opts`` (unread ones are reported as unknown).
ProviderFactory = Callable[[ModelSpec, "ModelOptions", BaseOptions], BaseLanguageModel]

#: Model providers, by the word before ``:`` in a spec (``r3.model_providers`` entry points join).
PROVIDERS: Registry[ProviderFactory] = Registry("model provider", entry_points="r3.model_providers")


def parse_spec(spec: str | Mapping[str, object]) -> ModelSpec:
    """Split ``provider:model?k=v&…`` (or read a dict) without building anything."""
    if isinstance(spec, Mapping):
        data = dict(spec)
        provider = str(data.pop("provider", "") or "")
        model = str(data.pop("model", "") or "")
        options = {str(k): v for k, v in data.items()}
    elif isinstance(spec, str):
        head, sep, rest = spec.strip().partition(":")
        if not sep:
            raise ModelConfigError(
                f"model spec {spec!r} has no provider; write e.g. hf:/path/to/model, openai:gpt-4o or fake:echo"
            )
        provider = head.strip().lower()
        model, _, query = rest.partition("?")
        try:
            pairs = parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query))
        except ValueError as e:
            raise ModelConfigError(f"model spec {spec!r}: cannot read the options after '?': {e}") from e
        options = dict(pairs)
        if "api_key" in options:
            raise ModelConfigError(
                "do not put API keys in model specs (they end up in logs and configs); set OPENAI_API_KEY "
                "or R3_OPENAI_KEY, or name another variable with api_key_env="
            )
    else:
        raise ModelConfigError(f"a model spec is a string or a mapping, got {type(spec).__name__}")
    if provider not in PROVIDERS:
        raise ModelConfigError(f"unknown model provider {provider!r}; known: {', '.join(PROVIDERS.names())}")
    return ModelSpec(PROVIDERS.resolve(provider), model, options)


def load_model(spec: str | Mapping[str, object] | LanguageModel) -> LanguageModel:
    """Build the model a spec names (a ready LanguageModel is returned unchanged)."""
    if isinstance(spec, (str, Mapping)):
        parsed = parse_spec(spec)
    elif isinstance(spec, LanguageModel):
        return spec
    else:
        raise ModelConfigError(f"a model spec is a string or a mapping, got {type(spec).__name__}")
    opts = ModelOptions(parsed)
    common = opts.common()
    model = PROVIDERS.get(parsed.provider)(parsed, opts, common)
    opts.check_consumed()
    return model


# --------------------------------------------------------------------------- options


class ModelOptions:
    """Typed access to the options of a spec; unread options are an error (typos)."""

    def __init__(self, spec: ModelSpec) -> None:
        self.spec = spec
        self.values = dict(spec.options)
        self.used: set[str] = set()

    def raw(self, key: str) -> object:
        self.used.add(key)
        return self.values.get(key)

    def get_str(self, key: str, default: str | None = None) -> str | None:
        value = self.raw(key)
        return default if value is None or value == "" else str(value)

    def get_int(self, key: str, default: int | None = None) -> int | None:
        value = self.raw(key)
        if value is None or value == "":
            return default
        try:
            if not isinstance(value, (str, int, float)):
                raise TypeError(type(value).__name__)
            return int(value)
        except (TypeError, ValueError):
            raise ModelConfigError(f"model option {key}={value!r} must be an integer") from None

    def get_float(self, key: str, default: float | None = None) -> float | None:
        value = self.raw(key)
        if value is None or value == "":
            return default
        try:
            if not isinstance(value, (str, int, float)):
                raise TypeError(type(value).__name__)
            return float(value)
        except (TypeError, ValueError):
            raise ModelConfigError(f"model option {key}={value!r} must be a number") from None

    def get_bool(self, key: str, default: bool = False) -> bool:
        value = self.raw(key)
        if value is None or value == "":
            return default
        parsed = parse_bool(value)
        if parsed is None:
            raise ModelConfigError(f"model option {key}={value!r} must be true or false")
        return parsed

    def common(self) -> BaseOptions:
        defaults = Defaults()
        made = Defaults(
            max_tokens=self.get_int("max_tokens", defaults.max_tokens) or defaults.max_tokens,
            temperature=self.get_float("temperature", defaults.temperature),  # type: ignore[arg-type]
            top_p=self.get_float("top_p", defaults.top_p),  # type: ignore[arg-type]
        )
        where = self.get_str("cache", "off") or "off"
        cache: ResponseCache | None
        if where == "off":
            cache = None
        elif where == "memory":
            cache = ResponseCache(":memory:")
        elif where == "default":
            cache = ResponseCache()
        else:
            cache = ResponseCache(where)
        mode = self.get_str("cache_mode", "deterministic")
        if not is_cache_mode(mode):  # the message BaseLanguageModel gives
            raise ModelConfigError(f"cache_mode must be 'deterministic', 'always' or 'off', got {mode!r}")
        return {"defaults": made, "cache": cache, "cache_mode": mode}

    def check_consumed(self) -> None:
        unknown = sorted(set(self.values) - self.used)
        if unknown:
            raise ModelConfigError(
                f"unknown option(s) for the {self.spec.provider} provider: {', '.join(unknown)} "
                f"(known: {', '.join(sorted(self.used))})"
            )


# --------------------------------------------------------------------------- providers


def _build_openai(spec: ModelSpec, opts: ModelOptions, common: BaseOptions) -> BaseLanguageModel:
    key_env = opts.get_str("api_key_env")
    api_key = None
    if key_env is not None:
        api_key = os.environ.get(key_env)
        if not api_key:
            raise ModelConfigError(f"api_key_env={key_env} names an environment variable that is not set")
    retries = opts.get_int("max_retries")
    return OpenAIModel(
        spec.model,
        base_url=opts.get_str("base_url"),
        api_key=api_key,
        timeout=opts.get_float("timeout", 60.0) or 60.0,
        retry=RetryPolicy(max_retries=retries) if retries is not None else None,
        grammar_param=opts.get_str("grammar_param"),  # type: ignore[arg-type]
        grammar_backend=opts.get_str("grammar_backend"),
        **common,
    )


def _build_hf(spec: ModelSpec, opts: ModelOptions, common: BaseOptions) -> BaseLanguageModel:
    if not spec.model:
        raise ModelConfigError("the hf provider needs a model path or hub name, e.g. hf:/models/qwen2.5-1.5b")
    if spec.model.lower().endswith(".gguf"):
        return _hf_model(str(local_model_dir(spec.model)), f"hf:{spec.model}", opts, common)
    return _hf_model(spec.model, None, opts, common)


def _build_local(spec: ModelSpec, opts: ModelOptions, common: BaseOptions) -> BaseLanguageModel:
    if not spec.model:
        raise ModelConfigError(f"the local provider needs a model name: {', '.join(sorted(CATALOGUE))}")
    folder = local_model_dir(spec.model, allow_unverified=opts.get_bool("trust_unverified"))
    return _hf_model(str(folder), f"local:{spec.model}", opts, common)


def _hf_model(model: str, name: str | None, opts: ModelOptions, common: BaseOptions) -> BaseLanguageModel:
    built = HFModel(
        model,
        adapter=opts.get_str("adapter"),
        dtype=opts.get_str("dtype", "auto") or "auto",
        device_map=opts.get_str("device_map"),
        device=opts.get_str("device"),
        trust_remote_code=opts.get_bool("trust_remote_code"),
        batch_size=opts.get_int("batch_size", 8) or 8,
        max_depth=opts.get_int("max_depth", 16) or 16,
        max_chars=opts.get_int("max_chars", 400) or 400,
        finish_tokens=opts.get_int("finish_tokens", 64) or 64,
        seed=opts.get_int("seed"),
        **common,
    )
    if name is not None:
        built.name = name + (f"+{built.adapter}" if built.adapter else "")
    return built


def _build_fake(spec: ModelSpec, opts: ModelOptions, common: BaseOptions) -> BaseLanguageModel:
    default = opts.get_str("default")
    if spec.model == "echo":
        return FakeModel(echo=True, default=default, name="fake:echo", **common)
    if spec.model == "const":
        text = opts.raw("text")
        if text is None:
            raise ModelConfigError("fake:const needs ?text=… (the reply)")
        return FakeModel(default=str(text), name="fake:const", **common)
    if spec.model:
        return FakeModel(load_rules(spec.model), default=default, name=f"fake:{spec.model}", **common)
    raise ModelConfigError("fake models: fake:echo, fake:const?text=…, or fake:<rules.json|yaml>")


PROVIDERS.register(
    "hf", _build_hf, description="a Hugging Face model folder, hub name or GGUF file (r3-nl2gql[hf])"
)
PROVIDERS.register("local", _build_local, description="a packaged small model (r3 models fetch NAME)")
PROVIDERS.register(
    "openai", _build_openai, description="an OpenAI-compatible chat endpoint (r3-nl2gql[openai])"
)
PROVIDERS.register("fake", _build_fake, description="scripted replies for tests: echo, const, a rules file")
