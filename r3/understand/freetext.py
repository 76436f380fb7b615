"""Readings that ask about the content of a free-text property (SUQL's ``answer()``/``summary()``).

Why a reading of its own: "Which thai restaurants in X are quiet, according to their
reviews?" names a structure (thai, in X) *and* a judgement no property stores — it lives in
the reviews. The reader already finds the structure; this adds, to the readings whose answer
tag has a long text property (detected from the data, :attr:`.profile.PropStats.long_text`)
that the question mentions, a variant that asks the text: a yes/no ``answer()`` filter for a
"which …" question, ``answer()`` returned for a yes/no question about one vertex, and
``summary()`` for "summarize …". The yes/no question put to the text is the question's own
predicate with the answer vertex as "it" ("are quiet" → "Is it quiet?"). English only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from r3.retrieval.english_words import stem
from r3.understand.intent import FreeText, Intent
from r3.understand.profile import GraphProfile, split_name

__all__ = ["predicate_question", "with_free_text"]

#: Preferred over the structural reading it extends: the question did mention the text.
BONUS = 0.05
_WORD = re.compile(r"[A-Za-z]+")
_SUMMARY = re.compile(r"\b(summari[sz]e|summary|sum up|gist)\b", re.I)
_AUX = re.compile(r"^\s*(is|are|does|do|did|was|were|has|have|can)\b", re.I)
_PREDICATE = re.compile(
    r"\b(are|is|have|has|serve|serves|offer|offers|allow|allows|welcome|welcomes|mention|mentions)\s+(.+?)"
    r"\s*(?:,|\baccording to\b|\bjudging by\b|\bbased on\b|\bper (?:their|its)\b|\?|\.|$)",
    re.I,
)
_TAIL = re.compile(r"\s*(?:,|\baccording to\b|\bjudging by\b|\bbased on\b|\bjudge by\b)[^?]*", re.I)


def predicate_question(question: str, names: Sequence[str] = ()) -> str | None:
    """The yes/no question to put to one vertex's text, from the user's question; None if none.

    A yes/no question is kept with the vertex's ``names`` replaced by "it"; a "which …" question
    gives its predicate ("are quiet" → "Is it quiet?", "have parking" → "Does it have parking?").
    """
    q = question.strip()
    if _AUX.match(q):
        first = q.split("?")[0]
        for name in names:
            if name:
                first = re.sub(rf"\s+(?:at|in|of)\s+{re.escape(name)}\b", "", first, flags=re.I)
                first = re.sub(re.escape(name), "it", first, flags=re.I)
        return _TAIL.sub("", first).strip() + "?"
    m = _PREDICATE.search(q)
    if m is None:
        return None
    verb, rest = m.group(1).lower(), m.group(2).strip()
    if not rest or rest.split()[0].lower() in ("there", "here", "the", "a", "an"):
        return None  # "how many … are there", "what is the …": no predicate of the vertex
    if verb in ("are", "is"):
        return f"Is it {rest}?"
    if verb in ("have", "has"):
        return f"Does it have {rest}?"
    base = verb[:-1] if verb.endswith("s") else verb
    return f"Does it {base} {rest}?"


def _mentioned(question: str, prop: str) -> bool:
    words = {stem(w.lower()) for w in _WORD.findall(question)}
    return any(stem(w.lower()) in words for w in split_name(prop))


def with_free_text(question: str, intents: Sequence[Intent], profile: GraphProfile) -> list[Intent]:
    """``intents`` plus, before each that qualifies, its free-text variant (module doc)."""
    out: list[Intent] = []
    for intent in intents:
        variant = _variant(question, intent, profile)
        if variant is not None:
            out.append(variant)
        out.append(intent)
    return sorted(out, key=lambda i: -i.score)


def _variant(question: str, intent: Intent, profile: GraphProfile) -> Intent | None:
    if intent.kind != "select" or intent.aggregate or intent.free_text:
        return None
    target = intent.target or (intent.anchors[0].tag if intent.anchors and not intent.hops else None)
    if target is None:
        return None
    texts = [p for p in profile.long_text_props(target) if _mentioned(question, p)]
    if not texts:
        return None
    prop = texts[0]
    about_anchor = bool(intent.anchors) and not intent.hops and not intent.negated
    returns = tuple(r for r in intent.returns if r != prop)
    if _SUMMARY.search(question):
        if not about_anchor:
            return None
        ask = FreeText(target, prop, None, "return")
    else:
        names = [str(a.value) for a in intent.anchors if a.value is not None] + [
            str(a.vid) for a in intent.anchors
        ]
        asked = predicate_question(question, names)
        if asked is None:
            return None
        ask = FreeText(target, prop, asked, "return" if about_anchor else "filter")
    reason = f"asks the {prop} text: {ask.question or 'summary'}"
    return intent.with_(
        target=target, free_text=(ask,), returns=returns, score=min(1.0, intent.score + BONUS),
        reasons=(*intent.reasons, reason),
    )  # fmt: skip
