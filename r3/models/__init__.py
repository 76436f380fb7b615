"""Language models: the ``LanguageModel`` contract and its providers.

``load_model("hf:/path?adapter=/lora")``, ``load_model("openai:gpt-4o")`` or
``load_model("fake:echo")`` build one; see docs/models.md. Providers import their heavy
dependencies (torch, transformers, peft, llguidance, openai) only when they are built.
"""

from __future__ import annotations

from r3.models.factory import load_model, parse_spec
from r3.models.language_model import (
    PAPER_REFINER,
    BadResponseError,
    BaseLanguageModel,
    Defaults,
    Generation,
    GrammarUnsupportedError,
    LanguageModel,
    Message,
    MissingDependencyError,
    ModelConfigError,
    ModelConnectionError,
    ModelError,
    ModelTimeoutError,
    RateLimitError,
    RetryPolicy,
    Usage,
)

__all__ = [
    "PAPER_REFINER",
    "BadResponseError",
    "BaseLanguageModel",
    "Defaults",
    "Generation",
    "GrammarUnsupportedError",
    "LanguageModel",
    "Message",
    "MissingDependencyError",
    "ModelConfigError",
    "ModelConnectionError",
    "ModelError",
    "ModelTimeoutError",
    "RateLimitError",
    "RetryPolicy",
    "Usage",
    "load_model",
    "parse_spec",
]
