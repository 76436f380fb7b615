"""Who answers ``answer(text, question)`` and ``summary(text)``: a language model, or no model.

Why a small protocol of its own instead of handing the executor a ``LanguageModel``: the
executor batches, caches and budgets *requests* (text + question), not chat messages, and it
must also run with no model at all. :class:`ModelAnswerer` turns requests into SUQL's
zero-shot prompts for any :class:`~r3.models.language_model.LanguageModel` (fake, hf, local,
openai-compatible); :class:`LexicalAnswerer` is the honest offline baseline — word overlap
between the question and the best sentence of the text, with a threshold and a negation cue —
and says so in its name, which every output that used it prints.

Yes/no questions ("is it quiet?", "does it have parking?") get exactly ``"Yes"`` or ``"No"``
(SUQL compares ``answer(...) = 'Yes'``); other questions get a short free answer, or
``"no info"`` when the text says nothing about them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from r3.errors import UserInputError
from r3.models.factory import load_model
from r3.models.language_model import CacheIdentified, LanguageModel
from r3.models.untrusted import DATA_NOTICE, block, evidence, inline
from r3.retrieval.english_words import ANSWER_STOPWORDS, ANSWER_SUFFIXES, strip_suffix

__all__ = [
    "NO_INFO",
    "Answerer",
    "FreeTextRequest",
    "LexicalAnswerer",
    "ModelAnswerer",
    "is_yes_no",
    "make_answerer",
    "normalize_answer",
]

NO_INFO = "no info"
_YES_NO_START = re.compile(
    r"^\s*(is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|shall|may|might|must)\b",
    re.I,
)
_WORD = re.compile(r"[a-z0-9]+")
_NEGATION = frozenset(
    [
        "not",
        "no",
        "never",
        "nothing",
        "nowhere",
        "hardly",
        "barely",
        "without",
        "lacks",
        "lacking",
        "lack",
        "cannot",
        "cant",
        "dont",
        "doesnt",
        "didnt",
        "isnt",
        "wasnt",
        "arent",
        "werent",
        "wont",
        "nobody",
        "none",
        "neither",
        "nor",
    ]
)


@dataclass(frozen=True)
class FreeTextRequest:
    """One model question: ``answer(text, question)`` or ``summary(text)`` (question None)."""

    kind: Literal["answer", "summary"]
    text: str
    question: str | None = None


@runtime_checkable
class Answerer(Protocol):
    """Answers free-text requests, many at a time (the executor batches and parallelises)."""

    #: Shown in every output that used it (``offline-lexical (no model)``, ``model local:…``).
    name: str
    #: Calls in flight at once (None: the executor's bound).
    max_concurrency: int | None

    def identity(self) -> str:
        """What decides the answers (model + prompt version): part of the cache key."""
        ...

    def run(self, requests: Sequence[FreeTextRequest]) -> list[str]:
        """One answer per request, in order."""
        ...


def is_yes_no(question: str) -> bool:
    """Whether a question asks for yes or no (starts with an auxiliary verb)."""
    return bool(_YES_NO_START.match(question))


def normalize_answer(question: str | None, raw: str) -> str:
    """A model's reply as the value ``answer()`` returns: ``Yes``/``No`` for yes/no questions
    (so ``= "Yes"`` compares reliably), else the first line without quotes and trailing dots."""
    text = raw.strip().splitlines()[0].strip() if raw.strip() else ""
    text = text.strip(" \"'`").rstrip(".").strip()
    if question is not None and is_yes_no(question):
        first = _WORD.findall(text.lower())[:1]
        if first == ["yes"]:
            return "Yes"
        if first == ["no"] and not text.lower().startswith("no info"):
            return "No"
        return NO_INFO if text else "No"
    return text or NO_INFO


# --------------------------------------------------------------------------- with a model

_ANSWER_PROMPT = """Answer a question based on the text below. {notice}

{text}

Question: {question} If there is no information, say "no info".
Provide a concise answer in a few words:"""

_YES_NO_PROMPT = """Read the text below and answer the question with Yes or No. {notice}

{text}

Question: {question}
Answer (Yes or No):"""

_SUMMARY_PROMPT = """Summarize the text below in one short sentence. {notice}

{text}

Summary:"""

#: Bump when a prompt changes: cached answers of the old prompt must not be reused.
PROMPT_VERSION = "suql-2"


class ModelAnswerer:
    """SUQL's zero-shot ANSWER/SUMMARY prompts on any :class:`~r3.models.language_model.LanguageModel`.

    Yes/no questions are decoded under a ``Yes | No`` grammar where the model enforces
    grammars (local models do; endpoints that ignore it still get the instruction).
    ``max_text_chars`` keeps long texts inside a small model's context.
    """

    def __init__(
        self,
        model: object,
        *,
        max_tokens: int = 48,
        max_text_chars: int = 2000,
        max_concurrency: int | None = None,
    ) -> None:
        if not isinstance(model, LanguageModel):
            raise UserInputError(f"an answerer needs a language model, got {type(model).__name__}")
        self.model = model
        self.max_tokens = max_tokens
        self.max_text_chars = max_text_chars
        self.name = f"model {model.name}"
        #: Calls in flight at once (None: the executor's bound); 1 for in-process models,
        #: which share one set of weights and gain nothing from threads.
        self.max_concurrency = max_concurrency

    def identity(self) -> str:
        ident = (
            self.model.cache_identity()
            if isinstance(self.model, CacheIdentified)
            else {"name": self.model.name}
        )
        return f"model:{sorted(ident.items())!r}:{PROMPT_VERSION}:{self.max_text_chars}"

    def run(self, requests: Sequence[FreeTextRequest]) -> list[str]:
        return [self._one(r) for r in requests]

    def _one(self, request: FreeTextRequest) -> str:
        return normalize_answer(
            request.question if request.kind == "answer" else None, self._generate(request)
        )

    def prompt(self, request: FreeTextRequest) -> str:
        """The prompt for one request: the stored text fenced as data, the question on one line
        (:mod:`r3.models.untrusted`), so neither can add a line the prompt did not write."""
        text = block(request.text[: self.max_text_chars], "text")
        if request.kind == "summary":
            return _SUMMARY_PROMPT.format(text=text, notice=DATA_NOTICE)
        question = inline(request.question or "")
        template = _YES_NO_PROMPT if is_yes_no(question) else _ANSWER_PROMPT
        return template.format(text=text, question=question, notice=DATA_NOTICE)

    def _generate(self, request: FreeTextRequest) -> str:
        prompt = self.prompt(request)
        if request.kind == "answer" and is_yes_no(request.question or ""):
            grammar = 'start: "Yes" | "No"'
            return self.model.generate(prompt, max_tokens=2, temperature=0.0, grammar=grammar).text
        return self.model.generate(prompt, max_tokens=self.max_tokens, temperature=0.0).text


# --------------------------------------------------------------------------- without a model


def _content_words(text: str) -> list[str]:
    words = _WORD.findall(text.lower().replace("n't", "nt"))
    return [strip_suffix(w, ANSWER_SUFFIXES) for w in words if w not in ANSWER_STOPWORDS]


def _negated(sentence: str) -> bool:
    return any(w in _NEGATION for w in _WORD.findall(sentence.lower().replace("n't", "nt")))


class LexicalAnswerer:
    """No model: lexical entailment with a threshold (the honest offline baseline).

    ``answer`` finds the sentence of the text sharing the most content words (crudely stemmed)
    with the question; at least ``threshold`` of the question's words must appear. A yes/no
    question is "Yes" when that sentence is found and carries no negation cue (``not``,
    ``never``, ``hardly`` …), else "No"; other questions get that sentence, or ``no info``.
    ``summary`` is the text's first sentence (a lead summary). Only the text's statements count
    (:func:`r3.models.untrusted.evidence`): a question, a quoted prompt line (``Answer (Yes or
    No): Yes``) or an instruction to a model inside the text is not evidence. It knows no synonyms and no
    sarcasm: a model does better, and outputs name this answerer so nobody mistakes it for one.
    """

    name = "offline-lexical (no model)"
    max_concurrency: int | None = None

    def __init__(self, threshold: float = 0.5) -> None:
        if not 0.0 < threshold <= 1.0:
            raise UserInputError(f"the lexical answerer's threshold must be in (0, 1], got {threshold}")
        self.threshold = threshold

    def identity(self) -> str:
        return f"lexical:{self.threshold}"

    def run(self, requests: Sequence[FreeTextRequest]) -> list[str]:
        return [self._one(r) for r in requests]

    def _one(self, request: FreeTextRequest) -> str:
        sentences = evidence(request.text)
        if request.kind == "summary":
            return sentences[0] if sentences else ""
        question = request.question or ""
        wanted = set(_content_words(question))
        best, best_score = "", 0.0
        for sentence in sentences:
            have = set(_content_words(sentence))
            score = len(wanted & have) / len(wanted) if wanted else 0.0
            if score > best_score:
                best, best_score = sentence, score
        found = best_score >= self.threshold
        if is_yes_no(question):
            return "Yes" if found and not _negated(best) else "No"
        return best if found else NO_INFO


# --------------------------------------------------------------------------- specs

ANSWERER_FORMS = ("offline", "lexical[:THRESHOLD]", "any model spec (fake:…, local:…, hf:…, openai:…)")


def make_answerer(spec: str | object | None, *, load: Callable[[str], object] | None = None) -> Answerer:
    """The answerer a spec names: ``offline``/``lexical[:T]`` (no model) or a model spec
    (:func:`r3.models.factory.load_model`, or ``load`` — the pipeline passes its own so a stage's
    model and the answerer share one set of weights); an :class:`Answerer` or model object
    passes through."""
    if isinstance(spec, Answerer):
        return spec
    if spec is None or isinstance(spec, str) and spec.strip().lower() in ("", "offline", "lexical"):
        return LexicalAnswerer()
    if isinstance(spec, str) and spec.strip().lower().startswith("lexical:"):
        value = spec.split(":", 1)[1]
        try:
            return LexicalAnswerer(float(value))
        except ValueError:
            raise UserInputError(f"bad answerer {spec!r}: lexical:THRESHOLD needs a number") from None
    if isinstance(spec, str):
        if load is None:
            load = load_model

        in_process = spec.strip().lower().startswith(("local:", "hf:"))
        return ModelAnswerer(load(spec), max_concurrency=1 if in_process else None)
    return ModelAnswerer(spec)
