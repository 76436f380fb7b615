"""The trace of one question: every prompt, raw output, parsed stage output, retry and timing.

Why keep all of it: a wrong query is only fixable when you can see which stage went wrong —
the reranker picked the wrong edge, the rewriter linked the wrong player, or the refiner
ignored both. ``r3 ask --explain`` prints the trace (:meth:`Trace.render`), the Python API
and the evaluator keep it as JSON (:meth:`Trace.to_dict`). Model calls go through
:meth:`StageTrace.generate`, so no call escapes the record (and the token count).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from r3.errors import R3Error
from r3.models.language_model import LanguageModel
from r3.pipeline.types import Feedback

if TYPE_CHECKING:  # for annotations only: the trace loads without the config module
    from r3.pipeline.config import ModelOptions

T = TypeVar("T")


@dataclass
class ModelCall:
    """One language-model call: the messages sent, the text returned, what it cost."""

    model: str
    messages: list[dict[str, str]]
    output: str
    elapsed_s: float
    params: dict[str, Any] = field(default_factory=dict)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    grammar: str = "none"
    cached: bool = False
    finish_reason: str = "stop"

    def to_dict(self, *, prompts: bool = True) -> dict[str, Any]:
        """JSON-able; without ``prompts`` the messages are left out (only their sizes kept)."""
        return {
            "model": self.model,
            "messages": self.messages
            if prompts
            else [{"role": m.get("role", ""), "chars": len(m.get("content", ""))} for m in self.messages],
            "output": self.output,
            "elapsed_s": round(self.elapsed_s, 4),
            "params": self.params,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "grammar": self.grammar,
            "cached": self.cached,
            "finish_reason": self.finish_reason,
        }


@dataclass
class StageTrace:
    """What one stage did. Each stage writes only its own StageTrace (stages run in threads)."""

    name: str
    kind: str = ""
    elapsed_s: float = 0.0
    calls: list[ModelCall] = field(default_factory=list)
    output: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    error: str | None = None

    def warn(self, message: str) -> None:
        self.warnings.append(message)

    def ask(self, model: LanguageModel, prompt: str, options: ModelOptions) -> str:
        """:meth:`generate` with one user message and a stage's sampling options
        (a :class:`~r3.pipeline.config.ModelOptions`: max_tokens, temperature, top_p)."""
        return self.generate(
            model,
            [{"role": "user", "content": prompt}],
            max_tokens=options.max_tokens,
            temperature=options.temperature,
            top_p=options.top_p,
        )

    def generate(
        self,
        model: LanguageModel,
        messages: Sequence[dict[str, str]],
        *,
        max_tokens: int,
        temperature: float,
        top_p: float,
        grammar: Any = None,
    ) -> str:
        """Call ``model`` and record the call (its :class:`~r3.models.language_model.Generation`'s text,
        usage, grammar mode, cache hit and finish reason)."""
        started = time.perf_counter()
        generation = model.generate(
            list(messages), max_tokens=max_tokens, temperature=temperature, top_p=top_p, grammar=grammar
        )
        elapsed = time.perf_counter() - started
        self.calls.append(
            ModelCall(
                model=generation.model or model.name,
                messages=[dict(m) for m in messages],
                output=generation.text,
                elapsed_s=elapsed,
                params={"max_tokens": max_tokens, "temperature": temperature, "top_p": top_p},
                prompt_tokens=generation.usage.prompt_tokens,
                completion_tokens=generation.usage.completion_tokens,
                grammar=generation.grammar_mode,
                cached=generation.cached,
                finish_reason=generation.finish_reason,
            )
        )
        return generation.text

    def tokens(self) -> tuple[int, int]:
        return (sum(c.prompt_tokens for c in self.calls), sum(c.completion_tokens for c in self.calls))

    def to_dict(self, *, prompts: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind,
            "elapsed_s": round(self.elapsed_s, 4),
            "output": self.output,
            "calls": [c.to_dict(prompts=prompts) for c in self.calls],
        }
        if self.warnings:
            out["warnings"] = self.warnings
        if self.error:
            out["error"] = self.error
        return out


@dataclass
class Check:
    """One check of a candidate: ``parse``, ``write``, ``validate``, ``explain`` or ``execute``."""

    name: str
    ok: bool
    message: str = ""
    elapsed_s: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "ok": self.ok, "elapsed_s": round(self.elapsed_s, 4)}
        if self.message:
            out["message"] = self.message
        return out


@dataclass
class Attempt:
    """One candidate query and how it fared. ``number`` counts every try of every sample.

    ``source`` is ``model`` for what the refiner wrote, ``repair`` for r3's own repair of the
    attempt before it (:mod:`r3.pipeline.repair`; no model call), and ``repairs`` lists what
    that repair changed (``publishd_by → published_by``).
    """

    number: int
    sample: int
    query: str
    status: str
    checks: list[Check] = field(default_factory=list)
    feedback: Feedback | None = None
    rows: int | None = None
    raw: str = ""
    source: str = "model"
    repairs: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "number": self.number,
            "sample": self.sample,
            "query": self.query,
            "status": self.status,
            "checks": [c.to_dict() for c in self.checks],
        }
        if self.feedback is not None:
            out["feedback"] = self.feedback.to_dict()
        if self.rows is not None:
            out["rows"] = self.rows
        if self.source != "model":
            out["source"] = self.source
        if self.repairs:
            out["repairs"] = list(self.repairs)
        return out


@dataclass
class Trace:
    """The whole story of one question."""

    question: str
    space: str
    dialect: str
    config: str = ""
    config_hash: str = ""
    stages: dict[str, StageTrace] = field(default_factory=dict)
    attempts: list[Attempt] = field(default_factory=list)
    vote: dict[str, Any] | None = None
    timings: dict[str, float] = field(default_factory=dict)
    #: The result's status, confidence and its reasons (:mod:`r3.pipeline.confidence`).
    status: str = ""
    confidence: float | None = None
    reasons: list[str] = field(default_factory=list)

    def stage(self, name: str, kind: str = "") -> StageTrace:
        """The trace of stage ``name`` (created on first use)."""
        found = self.stages.get(name)
        if found is None:
            found = self.stages[name] = StageTrace(name, kind)
        return found

    def usage(self) -> dict[str, int]:
        """Tokens and calls of every model call of this question."""
        calls = [c for s in self.stages.values() for c in s.calls]
        return {
            "calls": len(calls),
            "prompt_tokens": sum(c.prompt_tokens for c in calls),
            "completion_tokens": sum(c.completion_tokens for c in calls),
        }

    def to_dict(self, *, prompts: bool = True) -> dict[str, Any]:
        """JSON-able; ``prompts=False`` leaves the prompt texts out (benchmark caches stay small)."""
        return {
            "question": self.question,
            "space": self.space,
            "dialect": self.dialect,
            "config": self.config,
            "config_hash": self.config_hash,
            "stages": {name: s.to_dict(prompts=prompts) for name, s in self.stages.items()},
            "attempts": [a.to_dict() for a in self.attempts],
            "vote": self.vote,
            "status": self.status,
            "confidence": self.confidence,
            "reasons": list(self.reasons),
            "timings": {k: round(v, 4) for k, v in self.timings.items()},
            "usage": self.usage(),
        }

    def render(self, *, prompts: bool = True, style: Any = None) -> str:
        """The trace as text for people (``r3 ask --explain``).

        ``prompts`` includes every prompt and raw model output; ``style`` is an optional
        ``style(text, **click_style_kwargs)`` function for colour (plain text without it).
        """
        return _TraceText(self, prompts=prompts, style=style).render()


class _TraceText:
    def __init__(self, trace: Trace, *, prompts: bool, style: Any) -> None:
        self.trace = trace
        self.prompts = prompts
        self.style = style or (lambda text, **_: text)
        self.lines: list[str] = []

    def render(self) -> str:
        t = self.trace
        s = self.style
        self.lines.append(f"{s('question', bold=True)}  {t.question}")
        config = f" · config {t.config}" + (f" ({t.config_hash})" if t.config_hash else "")
        self.lines.append(f"{s('space', bold=True)}     {t.space} ({t.dialect}){config}")
        for number, stage in enumerate(t.stages.values(), start=1):
            self._stage(number, stage)
        if t.attempts:
            self.lines.append("")
            self.lines.append(s("checks", bold=True))
            for attempt in t.attempts:
                self._attempt(attempt)
        if t.vote:
            self.lines.append(f"{s('vote', bold=True)}      {_short(t.vote)}")
        if t.status:
            sure = f" · confidence {t.confidence:.2f}" if t.confidence is not None else ""
            self.lines.append("")
            self.lines.append(f"{s('status', bold=True)}    {t.status}{sure}")
            for reason in t.reasons:
                self.lines.append(f"   - {reason}")
        usage = t.usage()
        times = " · ".join(f"{k} {_ms(v)}" for k, v in t.timings.items())
        self.lines.append("")
        self.lines.append(
            f"{s('cost', bold=True)}      {usage['calls']} model calls · {usage['prompt_tokens']} prompt + "
            f"{usage['completion_tokens']} completion tokens" + (f" · {times}" if times else "")
        )
        return "\n".join(self.lines)

    def _stage(self, number: int, stage: StageTrace) -> None:
        s = self.style
        self.lines.append("")
        kind = f" [{stage.kind}]" if stage.kind else ""
        self.lines.append(
            f"{s(f'{number}. {stage.name}', bold=True)}{kind}  {s(_ms(stage.elapsed_s), dim=True)}"
        )
        for key, value in stage.output.items():
            if value is None or value is False or (isinstance(value, (list, dict, str)) and not value):
                continue
            self.lines.append(f"   {s(f'{key:<10}', dim=True)} {_value_text(value)}")
        for warning in stage.warnings:
            self.lines.append(f"   {s('warning', fg='yellow')}    {warning}")
        if stage.error:
            self.lines.append(f"   {s('error', fg='red')}      {stage.error}")
        if not self.prompts:
            return
        for i, call in enumerate(stage.calls, start=1):
            head = f"   --- call {i}: {call.model} · {_ms(call.elapsed_s)} · "
            head += f"{call.prompt_tokens}+{call.completion_tokens} tokens"
            if call.grammar not in ("none", ""):
                head += f" · grammar {call.grammar}"
            self.lines.append(s(head, dim=True))
            for message in call.messages:
                self.lines.append(s(f"   [{message.get('role', '?')}]", fg="cyan"))
                self.lines.extend("   | " + line for line in str(message.get("content", "")).splitlines())
            self.lines.append(s("   [output]", fg="cyan"))
            self.lines.extend("   | " + line for line in call.output.splitlines() or [""])

    def _attempt(self, attempt: Attempt) -> None:
        s = self.style
        mark = s("ok", fg="green") if attempt.ok else s(attempt.status, fg="red")
        sample = f" (sample {attempt.sample + 1})" if self.trace.vote else ""
        self.lines.append(f"   {attempt.number}{sample}. {attempt.query or '(no query)'}")
        if attempt.repairs:
            self.lines.append(f"      {s('repaired by r3', fg='cyan')}: {', '.join(attempt.repairs)}")
        checks = " · ".join(f"{c.name} {'✓' if c.ok else '✗'}" for c in attempt.checks)
        rows = f" · {attempt.rows} rows" if attempt.rows is not None else ""
        self.lines.append(f"      → {mark}" + (f"  ({checks}{rows})" if checks else ""))
        if attempt.feedback is not None:
            for line in attempt.feedback.render().splitlines():
                self.lines.append(f"      {s(line, fg='yellow')}")


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def _value_text(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) if value else "-"
    if isinstance(value, dict):
        return _short(value)
    text = str(value)
    return text.replace("\n", "\n" + " " * 14)


def _short(value: dict[str, Any], top: int = 8) -> str:
    """A dict on one line; numeric dicts (scores) sorted, best ``top`` first."""
    items = list(value.items())
    if items and all(isinstance(v, (int, float)) and not isinstance(v, bool) for _k, v in items):
        items = sorted(items, key=lambda kv: -float(kv[1]))
        more = len(items) - top
        text = " · ".join(f"{k} {v:.2f}" for k, v in items[:top])
        return text + (f" · … {more} more" if more > 0 else "")
    return " · ".join(f"{k} {_value_text(v) if not isinstance(v, dict) else v}" for k, v in items)


def run_stage(
    kind: str,
    trace: StageTrace,
    call: Callable[[], T],
    fallback: Callable[[], T],
    *,
    warning: str | None = None,
    record_output: bool = False,
) -> T:
    """Run one call of a pipeline stage of ``kind``, recording the kind and adding its time to ``trace``.

    A stage that fails with an R3Error (a model that is down, output it cannot read) does not
    fail the question: the error goes into ``trace.error`` (and ``warning`` into its warnings)
    and ``fallback()`` gives the output to go on with (the full context, the question as
    asked, no query). ``record_output`` keeps the output's ``to_dict()`` in the trace.
    """
    started = time.perf_counter()
    trace.kind = kind
    try:
        out = call()
    except R3Error as e:
        trace.error = f"{type(e).__name__}: {e}"
        if warning is not None:
            trace.warn(warning)
        out = fallback()
    trace.elapsed_s += time.perf_counter() - started
    if record_output:
        trace.output = out.to_dict()  # type: ignore[attr-defined]
    return out


__all__ = ["Attempt", "Check", "ModelCall", "StageTrace", "Trace", "run_stage"]
