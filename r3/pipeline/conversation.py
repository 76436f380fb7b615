"""Conversations: follow-up questions rewritten into self-contained ones, and bounded state.

Why rewrite rather than pass history to every stage: the reranker, the linker, the refiner
and the memory of corrected queries all work on one question; a follow-up ("and which of
them are older than 30?", "他们效力过哪些球队？") made self-contained with the history
("Which of Ada Lind and Bea Abernathy are older than 30?") goes through them unchanged, and
the trace shows both texts.

Offline, the rewrite resolves what the previous turn makes clear, and nothing else:

- plural pronouns (they, them, those, their …; 他们, 这些 …) → the previous answer's names
  when there are a few (at most :data:`MAX_REFERENTS`);
- singular pronouns (he, him, she, it, his, its …; 他, 她, 它) → the previous answer when it
  was one name, else the entity the previous question named;
- ellipsis ("what about Kit Vance?", "and Tony Parker?", "那王芳呢？") → the previous question
  with its entity replaced.

With a model rewriter configured (``rewriter.kind: model``) the model rewrites instead
(prompt ``prompts/follow_up_task.txt``), and the offline rewrite answers when it fails.

State is bounded and expires: at most ``max_turns`` turns per conversation, at most
``max_conversations`` conversations and ``max_per_owner`` per owner (see
:class:`ConversationStore` for who is evicted), none older than ``ttl_s`` seconds since its
last question. Ids are issued by the store and bound to their owner.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from r3.errors import R3Error, UserInputError
from r3.models.untrusted import DATA_NOTICE, block, inline
from r3.pipeline.prompts import prompt_text, section

if TYPE_CHECKING:
    from r3.models.language_model import LanguageModel
    from r3.pipeline.config import ModelOptions
    from r3.pipeline.result import Result
    from r3.pipeline.trace import StageTrace

#: Most names a pronoun is replaced by (more: the pronoun stays and the trace says why).
MAX_REFERENTS = 5
#: Most answer names a turn keeps: a pronoun needs at most MAX_REFERENTS, and a conversation's
#: memory must not grow with the rows of its answers (1000 conversations × 8 turns × all rows).
MAX_KEPT_ANSWERS = 16
_ID = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")


@dataclass(frozen=True)
class Turn:
    """One answered question: as asked, as resolved, the names it mentioned and answered."""

    asked: str
    question: str
    entities: tuple[str, ...] = ()
    answers: tuple[str, ...] = ()
    space: str = ""
    #: How many names the answer had (``answers`` keeps at most :data:`MAX_KEPT_ANSWERS`).
    answer_count: int | None = None

    @property
    def answered(self) -> int:
        """The number of names the answer had."""
        return len(self.answers) if self.answer_count is None else self.answer_count


@dataclass
class Conversation:
    """The recent turns of one conversation (thread-safe append); ``owner`` is who may use it."""

    id: str
    max_turns: int = 8
    turns: deque[Turn] = field(default_factory=deque)
    updated: float = field(default_factory=time.monotonic)
    owner: str = ""
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, turn: Turn) -> None:
        with self._lock:
            self.turns.append(turn)
            while len(self.turns) > self.max_turns:
                self.turns.popleft()
            self.updated = time.monotonic()

    @property
    def last(self) -> Turn | None:
        with self._lock:
            return self.turns[-1] if self.turns else None


class UnknownConversation(UserInputError):
    """The id names no conversation this client may continue (unknown, expired or another's)."""


class ConversationStore:
    """Conversations by server-issued id, each bound to the owner that started it; bounded in
    number (overall and per owner) and turns, expiring.

    Why server-issued ids: an id a client may choose is an id another client may guess, and
    then read the history (the answers' names) or steer the follow-ups. Ids come from
    :func:`secrets.token_urlsafe`; an id the store never issued, that expired, or that belongs
    to another owner is one and the same :class:`UnknownConversation` — the error does not
    say whether the conversation exists.

    Why per-owner caps: a client starting conversations without end evicts its own oldest
    (at ``max_per_owner``); when the store is full, the oldest conversation of the owner
    holding the most goes — so no client can push another below its own count, and a client
    sending id-less questions in a loop never evicts someone else's live conversation.

    Why ``live_s``: clients that share an owner (one token and one address — every
    unauthenticated script on one machine) cannot be told apart, so the caps alone would let
    one of them evict the other's conversation. With ``live_s`` set, a conversation used within
    the last ``live_s`` seconds is never evicted to make room: when the caps are full of live
    ones, :meth:`start` returns None and the question is answered without a conversation.
    """

    def __init__(
        self,
        *,
        max_conversations: int = 1000,
        max_per_owner: int = 100,
        max_turns: int = 8,
        ttl_s: float = 3600.0,
        live_s: float = 0.0,
    ) -> None:
        self.max_conversations = max_conversations
        self.live_s = live_s
        self.max_per_owner = max(1, min(max_per_owner, max_conversations))
        self.max_turns = max_turns
        self.ttl_s = ttl_s
        self._items: OrderedDict[str, Conversation] = OrderedDict()
        self._by_owner: dict[str, OrderedDict[str, None]] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            self._expire(time.monotonic())
            return len(self._items)

    def owned(self, owner: str) -> int:
        """How many live conversations ``owner`` holds."""
        with self._lock:
            self._expire(time.monotonic())
            return len(self._by_owner.get(owner, ()))

    def start(self, owner: str = "") -> Conversation | None:
        """A new conversation for ``owner`` under a fresh unguessable id; None when making room
        would evict a live conversation (see the class doc)."""
        now = time.monotonic()
        with self._lock:
            self._expire(now)
            mine = self._by_owner.get(owner, OrderedDict())
            while len(mine) >= self.max_per_owner:
                oldest = next(iter(mine))
                if self._live(oldest, now):
                    return None
                self._drop(oldest)
            while len(self._items) >= self.max_conversations:
                victim = self._evictable(now)
                if victim is None:
                    return None
                self._drop(victim)
            key = secrets.token_urlsafe(18)
            while key in self._items:  # pragma: no cover - 144 random bits
                key = secrets.token_urlsafe(18)
            found = self._items[key] = Conversation(key, self.max_turns, owner=owner)
            self._by_owner.setdefault(owner, OrderedDict())[key] = None
            found.updated = now
            return found

    def _live(self, key: str, now: float) -> bool:
        return self.live_s > 0 and now - self._items[key].updated < self.live_s

    def _evictable(self, now: float) -> str | None:
        """The oldest conversation of the owner holding the most, among those not live."""
        for mine in sorted(self._by_owner.values(), key=len, reverse=True):
            oldest = next(iter(mine))
            if not self._live(oldest, now):
                return oldest
        return None

    def get(self, conversation_id: str, owner: str = "") -> Conversation:
        """The conversation ``conversation_id`` of ``owner``; UnknownConversation otherwise."""
        if not _ID.match(conversation_id):
            raise UserInputError(
                "conversation_id: 1 to 64 letters, digits or . _ : - (leave it out to start a conversation)"
            )
        now = time.monotonic()
        with self._lock:
            self._expire(now)
            found = self._items.get(conversation_id)
            if found is None or not secrets.compare_digest(found.owner.encode(), owner.encode()):
                raise UnknownConversation(
                    f"conversation_id {conversation_id!r} is not a conversation of yours here (ids are "
                    "issued by the server, belong to who started them and expire): leave it out to start one"
                )
            self._items.move_to_end(conversation_id)
            self._by_owner[owner].move_to_end(conversation_id)
            found.updated = now
            return found

    def get_or_create(self, conversation_id: str | None = None, owner: str = "") -> Conversation | None:
        """:meth:`get` the conversation named, or :meth:`start` one when none is named."""
        if conversation_id is None:
            return self.start(owner)
        return self.get(conversation_id, owner)

    def _drop(self, key: str) -> None:
        found = self._items.pop(key, None)
        if found is None:
            return
        mine = self._by_owner.get(found.owner)
        if mine is not None:
            mine.pop(key, None)
            if not mine:
                del self._by_owner[found.owner]

    def _expire(self, now: float) -> None:
        stale = [k for k, c in self._items.items() if now - c.updated > self.ttl_s]
        for key in stale:
            self._drop(key)


# --------------------------------------------------------------------------- the rewrite


@dataclass(frozen=True)
class Resolution:
    """A question made self-contained: ``question`` is what the pipeline answers."""

    asked: str
    question: str
    rule: str = ""
    note: str = ""
    #: The names a pronoun was replaced by (the next ellipsis replaces them as a whole).
    referent: str = ""

    @property
    def changed(self) -> bool:
        return self.question != self.asked

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"asked": self.asked, "question": self.question, "changed": self.changed}
        if self.rule:
            out["rule"] = self.rule
        if self.note:
            out["note"] = self.note
        return out


_EN_PLURAL = r"they|them|those|these"
_EN_SINGULAR = r"he|him|she|it"
_EN_ELLIPSIS = re.compile(
    r"^\s*(?:and\s+|but\s+)?(?:what|how)\s+about\s+(?P<x>.+?)\s*[?.!]?\s*$|^\s*and\s+(?P<y>.+?)\s*\?\s*$",
    re.I,
)
_WH = re.compile(
    r"^(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|do|does|did|can|list|show|give|name|count)\b",
    re.I,
)
_ZH_PLURAL = ("他们", "她们", "它们", "这些人", "那些人", "这些", "那些")
_ZH_SINGULAR = ("他", "她", "它")
_ZH_ELLIPSIS = re.compile(r"^\s*(?:那|那么)?(?P<x>.+?)呢\s*[？?]?\s*$")


def resolve(asked: str, history: Conversation | None) -> Resolution:
    """The offline rewrite of a follow-up (module doc); unchanged without history."""
    last = history.last if history is not None else None
    if last is None:
        return Resolution(asked, asked)
    zh = bool(re.search(r"[\u4e00-\u9fff]", asked))
    return _resolve_zh(asked, last) if zh else _resolve_en(asked, last)


def _names_en(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def _resolve_en(asked: str, last: Turn) -> Resolution:
    text = asked.strip()
    ellipsis = _EN_ELLIPSIS.match(text)
    if ellipsis and last.entities:
        subject = (ellipsis.group("x") or ellipsis.group("y") or "").strip()
        if (
            subject
            and not _WH.match(subject)
            and not re.search(rf"\b(?:{_EN_PLURAL}|{_EN_SINGULAR})\b", subject, re.I)
        ):
            swapped = last.question.replace(last.entities[0], subject, 1)
            if swapped != last.question:
                return Resolution(asked, swapped, "ellipsis")
    text = re.sub(r"^\s*(?:and|so|then)\s+", "", text, flags=re.I)
    text = text[:1].upper() + text[1:]
    rule, note, referent = "", "", ""
    plural = list(last.answers) if 1 <= last.answered <= MAX_REFERENTS else []
    has_plural = bool(re.search(rf"\b(?:{_EN_PLURAL}|their)\b", text, re.I))
    if has_plural:
        if plural:
            names = _names_en(plural)
            text = re.sub(r"\btheir\s+(\w+)", rf"the \1 of {names}", text, flags=re.I)
            text = re.sub(rf"\b(?:{_EN_PLURAL})\b", names, text, flags=re.I)
            rule, referent = "pronoun", names
        else:
            note = f"'they' not resolved: the previous answer had {last.answered} names"
    single = last.answers[0] if last.answered == 1 else last.entities[0] if last.entities else None
    if not has_plural and single is not None and re.search(rf"\b(?:{_EN_SINGULAR}|his|its)\b", text, re.I):
        text = re.sub(r"\b(?:his|its)\s+(\w+)", rf"the \1 of {single}", text, flags=re.I)
        text = re.sub(rf"\b(?:{_EN_SINGULAR})\b", single, text, flags=re.I)
        rule, referent = "pronoun", single
    if not rule:
        return Resolution(asked, asked, note=note)
    return Resolution(asked, text, rule, note, referent)


def _resolve_zh(asked: str, last: Turn) -> Resolution:
    text = asked.strip()
    ellipsis = _ZH_ELLIPSIS.match(text)
    if ellipsis and last.entities and len(ellipsis.group("x")) <= 20:
        swapped = last.question.replace(last.entities[0], ellipsis.group("x").strip(), 1)
        if swapped != last.question:
            return Resolution(asked, swapped, "ellipsis")
    plural = list(last.answers) if 1 <= last.answered <= MAX_REFERENTS else []
    rule, note, referent = "", "", ""
    has_plural = any(word in text for word in _ZH_PLURAL)
    for word in _ZH_PLURAL:
        if word in text:
            if plural:
                referent = "、".join(plural)
                text = text.replace(word, referent)
                rule = "pronoun"
            else:
                note = f"“{word}” not resolved: the previous answer had {last.answered} names"
            break
    single = last.answers[0] if last.answered == 1 else last.entities[0] if last.entities else None
    if not has_plural and single is not None:
        for word in _ZH_SINGULAR:
            if word in text:
                text = text.replace(word, single)
                rule, referent = "pronoun", single
                break
    if not rule:
        return Resolution(asked, asked, note=note)
    return Resolution(asked, text, rule, note, referent)


class FollowUpRewriter:
    """The follow-up rewrite: the model's when one is given, else (and on its failure) :func:`resolve`."""

    def __init__(self, model: LanguageModel | None, options: ModelOptions) -> None:
        self.model = model
        self.options = options

    def rewrite(self, asked: str, history: Conversation | None, trace: StageTrace) -> Resolution:
        offline = resolve(asked, history)
        last = history.last if history is not None else None
        if self.model is None or last is None:
            return offline

        turns = list(history.turns) if history is not None else []
        past = "\n".join(
            f"Q: {inline(t.question)}\nA: {inline(', '.join(t.answers[:MAX_REFERENTS])) or '(no names)'}"
            for t in turns[-3:]
        )
        prompt = "\n".join(
            [
                section("task", f"{prompt_text('follow_up_task')} {DATA_NOTICE}"),
                section("history", block(past, "history"), block=True),
                section("question", inline(asked)),
                section("output"),
            ]
        )
        try:
            text = trace.ask(self.model, prompt, self.options).strip().splitlines()
        except R3Error as e:
            trace.warn(f"the model did not rewrite the follow-up ({e}); the offline rewrite is used")
            return offline
        rewritten = text[0].strip() if text and text[0].strip() else asked
        return Resolution(asked, rewritten, "model" if rewritten != asked else "")


def turn_of(asked: str, result: Result, answers: Sequence[str], referent: str = "") -> Turn:
    """The turn to remember for a result: the names its question linked (a pronoun's referent
    first), its answer's names."""
    names = tuple(dict.fromkeys(answers))
    entities = question_entities(result)
    if referent and referent in result.question:
        entities = [referent, *(e for e in entities if e not in referent)]
    return Turn(
        asked=asked,
        question=result.question,
        entities=tuple(entities),
        answers=names[:MAX_KEPT_ANSWERS],
        space=str(result.space),
        answer_count=len(names),
    )


def question_entities(result: Result) -> list[str]:
    """Stored names the rewriter linked that the question writes literally, in the order written
    (of two overlapping names, the longer)."""
    stage = result.trace.stages.get("rewriter")
    related = (stage.output.get("related") if stage is not None else None) or []
    spans: dict[tuple[int, int], str] = {}
    low = result.question.lower()
    for line in related:
        if isinstance(line, str) and line.startswith('"'):
            name = line[1:].split('"', 1)[0]
            if name and name.lower() in low:
                start = low.index(name.lower())
                spans[(start, start + len(name))] = result.question[start : start + len(name)]
    kept = [(a, b) for a, b in spans if not any(c <= a and b <= d and (c, d) != (a, b) for c, d in spans)]
    return [spans[span] for span in sorted(kept)]


__all__ = [
    "MAX_KEPT_ANSWERS",
    "MAX_REFERENTS",
    "Conversation",
    "ConversationStore",
    "FollowUpRewriter",
    "Resolution",
    "Turn",
    "UnknownConversation",
    "question_entities",
    "resolve",
    "turn_of",
]
