"""A scripted, deterministic model for pipeline tests and offline runs.

Why: pipeline tests must exercise the real orchestration (prompts in, parse/repair loop,
traces, token accounting) without a GPU or a network. A :class:`FakeModel` answers by rules —
the first regular expression that matches the conversation decides the reply — or from a
queue of canned replies, and counts usage like a real model (one token per word).
"""

from __future__ import annotations

import difflib
import json
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from r3.models.language_model import (
    BadResponseError,
    BaseLanguageModel,
    BaseOptions,
    Generation,
    Message,
    MessageLike,
    ModelConfigError,
    Usage,
    normalize_messages,
)
from r3.models.scoring import Score
from r3.values.json import JsonObject

if TYPE_CHECKING:  # PEP 692 keyword types; typing.Unpack needs Python 3.11
    from typing_extensions import Unpack

__all__ = ["FakeModel", "Rule", "count_tokens", "load_rules"]

Responder = Callable[[list[Message], "re.Match[str] | None"], str]


def count_tokens(text: str) -> int:
    """The fake tokenizer: words and punctuation runs (close enough to BPE counts for budgets)."""
    return len(re.findall(r"\w+|[^\w\s]+", text))


@dataclass(frozen=True)
class Rule:
    """Reply ``response`` when ``pattern`` matches the conversation text.

    ``response`` is a string (``\\1``/``\\g<name>`` refer to the match's groups) or a callable
    ``(messages, match) -> str``.
    """

    pattern: re.Pattern[str]
    response: str | Responder


class FakeModel(BaseLanguageModel):
    """Replies by rules, then from ``queue``, then ``default``; otherwise raises BadResponseError.

    The conversation text a rule sees is every message as ``role: content`` on its own line,
    so a rule can anchor on the system prompt (``^system: ...``) or on the question.
    ``echo=True`` replies with the last user message (handy for plumbing tests).
    Every request is recorded in ``requests`` (messages + parameters + grammar).
    """

    def __init__(
        self,
        rules: Iterable[tuple[str, str | Responder]] = (),
        *,
        queue: Sequence[str] = (),
        default: str | None = None,
        echo: bool = False,
        name: str = "fake",
        **base: Unpack[BaseOptions],
    ) -> None:
        super().__init__(**base)
        self.name = name
        self.rules: list[Rule] = []
        for pattern, response in rules:
            try:
                compiled = re.compile(pattern, re.M | re.S)
            except re.error as e:
                raise ModelConfigError(
                    f"fake model rule {pattern!r} is not a valid regular expression: {e}"
                ) from e
            self.rules.append(Rule(compiled, response))
        self.queue = list(queue)
        self.default = default
        self.echo = echo
        self.requests: list[dict[str, Any]] = []

    def cache_identity(self) -> JsonObject:
        return {"name": self.name, "fake": id(self)}

    def _reply(self, messages: list[Message]) -> str:
        text = "\n".join(f"{m.role}: {m.content}" for m in messages)
        for rule in self.rules:
            match = rule.pattern.search(text)
            if match is None:
                continue
            if callable(rule.response):
                return str(rule.response(messages, match))
            return match.expand(rule.response)
        if self.queue:
            return self.queue.pop(0)
        if self.echo:
            users = [m.content for m in messages if m.role == "user"]
            return users[-1] if users else ""
        if self.default is not None:
            return self.default
        raise BadResponseError(
            f"fake model {self.name!r} has no rule for this conversation (last message: {messages[-1].content!r:.80})"
        )

    def _generate(
        self,
        messages: list[Message],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        grammar: str | None,
    ) -> Generation:
        self.requests.append(
            {
                "messages": [m.as_dict() for m in messages],
                "max_tokens": max_tokens,
                "temperature": temperature,
                "top_p": top_p,
                "grammar": grammar,
            }
        )
        text = self._reply(messages)
        finish = "stop"
        pieces = re.findall(r"\s*(?:\w+|[^\w\s]+)", text)
        if len(pieces) > max_tokens:
            text = "".join(pieces[:max_tokens])
            finish = "length"
        usage = Usage(sum(count_tokens(m.content) for m in messages), count_tokens(text), 0.0)
        return Generation(
            text,
            usage,
            finish_reason=finish,  # type: ignore[arg-type]
            grammar_mode="ignored" if grammar else "none",
            model=self.name,
        )

    def score(self, messages: Sequence[MessageLike] | str, continuations: Sequence[str]) -> list[Score]:
        """Scores by closeness to the reply the rules would give (the fake "prefers" what it
        would say): ``log`` of :class:`difflib.SequenceMatcher`'s ratio per token, so tests of
        likelihood re-ranking can script the model's preference with the same rules."""
        conv = normalize_messages(messages)
        self.requests.append({"messages": [m.as_dict() for m in conv], "score": list(continuations)})
        reply = self._reply(conv)
        self.calls += 1
        out = []
        for text in continuations:
            tokens = max(count_tokens(text), 1)
            ratio = difflib.SequenceMatcher(None, " ".join(reply.split()), " ".join(text.split())).ratio()
            out.append(Score(math.log(max(ratio, 1e-6)) * tokens, tokens))
        return out


def load_rules(path: str | Path) -> list[tuple[str, str]]:
    """Rules from a JSON or YAML file: a list of ``{pattern: ..., response: ...}`` objects."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise ModelConfigError(f"cannot read fake model rules {p}: {e}") from e
    import yaml

    try:
        data = yaml.safe_load(text) if p.suffix.lower() in (".yaml", ".yml") else json.loads(text)
    except (ValueError, yaml.YAMLError) as e:
        raise ModelConfigError(f"fake model rules {p} are not valid: {e}") from e
    if not isinstance(data, list) or not all(
        isinstance(r, dict) and isinstance(r.get("pattern"), str) and isinstance(r.get("response"), str)
        for r in data
    ):
        raise ModelConfigError(
            f"fake model rules {p} must be a list of {{pattern: str, response: str}} objects"
        )
    return [(r["pattern"], r["response"]) for r in data]
