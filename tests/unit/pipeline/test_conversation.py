"""Conversations (r3.pipeline.conversation): follow-ups made self-contained, bounded expiring state."""

from __future__ import annotations

from typing import Any

import pytest

from r3.errors import UserInputError
from r3.pipeline import conversation as C
from r3.pipeline.conversation import Conversation, ConversationStore, Turn, resolve

FANS = Turn("Who likes Hana?", "Who likes Hana?", entities=("Hana",), answers=("Ada Lind", "Bea Abe"))
ONE = Turn("How old is Ada Lind?", "How old is Ada Lind?", entities=("Ada Lind",), answers=())
CAPTAIN = Turn("Who leads Spurs?", "Who leads Spurs?", entities=("Spurs",), answers=("Tim",))
MANY = Turn("Who plays?", "Who plays?", entities=(), answers=tuple(f"P{i}" for i in range(9)))
ZH = Turn("谁喜欢王芳？", "谁喜欢王芳？", entities=("王芳",), answers=("刘洋", "赵静"))


def _history(*turns: Turn) -> Conversation:
    conversation = Conversation("t")
    for turn in turns:
        conversation.add(turn)
    return conversation


@pytest.mark.parametrize(
    ("last", "asked", "expected", "rule"),
    [
        (
            FANS,
            "and which of them are older than 30?",
            "Which of Ada Lind and Bea Abe are older than 30?",
            "pronoun",
        ),
        (FANS, "How old are they?", "How old are Ada Lind and Bea Abe?", "pronoun"),
        (FANS, "what are their ages?", "What are the ages of Ada Lind and Bea Abe?", "pronoun"),
        (ONE, "which teams did she play for?", "Which teams did Ada Lind play for?", "pronoun"),
        (CAPTAIN, "how old is he?", "How old is Tim?", "pronoun"),  # one answer: the answer
        (ONE, "what about Kit Vance?", "How old is Kit Vance?", "ellipsis"),
        (ONE, "and Kit Vance?", "How old is Kit Vance?", "ellipsis"),
        (ONE, "Who likes Kit Vance?", "Who likes Kit Vance?", ""),  # self-contained: unchanged
        (MANY, "how old are they?", "how old are they?", ""),  # too many names to say
        (ZH, "他们效力过哪些球队？", "刘洋、赵静效力过哪些球队？", "pronoun"),
        (ZH, "那陈伟呢？", "谁喜欢陈伟？", "ellipsis"),
        (
            Turn("王芳几岁？", "王芳几岁？", entities=("王芳",)),
            "她效力过哪些球队？",
            "王芳效力过哪些球队？",
            "pronoun",
        ),
    ],
)
def test_resolve(last: Turn, asked: str, expected: str, rule: str) -> None:
    resolution = resolve(asked, _history(last))
    assert resolution.question == expected
    assert resolution.rule == rule
    assert resolution.changed is (expected != asked)


def test_unresolved_plural_says_why_and_keeps_singular_words() -> None:
    # "他们" holds "他": an unresolved plural must not be read as a singular pronoun.
    resolution = resolve("他们效力过哪些球队？", _history(Turn("q", "q", entities=("王芳",), answers=())))
    assert resolution.question == "他们效力过哪些球队？"
    assert "not resolved" in resolution.note
    assert "9 names" in resolve("how old are they?", _history(MANY)).note


def test_no_history_changes_nothing() -> None:
    assert resolve("how old is he?", None).question == "how old is he?"
    assert resolve("how old is he?", Conversation("empty")).question == "how old is he?"


def test_turns_are_bounded() -> None:
    conversation = Conversation("t", max_turns=3)
    for i in range(5):
        conversation.add(Turn(f"q{i}", f"q{i}"))
    assert [t.asked for t in conversation.turns] == ["q2", "q3", "q4"]
    assert conversation.last is not None and conversation.last.asked == "q4"


def test_store_evicts_least_recently_used_and_expires(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr(C.time, "monotonic", lambda: now[0])
    store = ConversationStore(max_conversations=2, ttl_s=60)
    a = store.start("me")
    b = store.start("me")
    assert store.get(a.id, "me") is a  # touched: b is now the oldest
    store.start("me")
    assert len(store) == 2
    assert store.get(a.id, "me") is a
    with pytest.raises(C.UnknownConversation):
        store.get(b.id, "me")
    now[0] += 61
    assert len(store) == 0
    with pytest.raises(C.UnknownConversation):
        store.get(a.id, "me")


@pytest.mark.parametrize(
    ("chosen", "owner"),
    [("a", "me"), ("my-own-id", "me"), ("", "me")],
)
def test_ids_are_the_servers(chosen: str, owner: str) -> None:
    """An id the store never issued is refused, not created (clients cannot pick ids)."""
    with pytest.raises(UserInputError, match="conversation_id"):
        ConversationStore().get_or_create(chosen, owner)


def test_a_conversation_belongs_to_its_owner() -> None:
    store = ConversationStore()
    mine = store.start("alice@127.0.0.1")
    for other in ("bob@127.0.0.1", "alice@127.0.0.2", ""):
        with pytest.raises(C.UnknownConversation) as refused:
            store.get(mine.id, other)
        assert "not a conversation of yours" in str(refused.value)  # the same words as an unknown id
    assert store.get(mine.id, "alice@127.0.0.1") is mine
    assert len(mine.id) >= 20 and store.start("x").id != mine.id


@pytest.mark.parametrize(("total", "per_owner", "flood"), [(10, 3, 50), (1000, 100, 1001), (4, 4, 9)])
def test_one_owner_cannot_evict_anothers(total: int, per_owner: int, flood: int) -> None:
    """A flood of id-less questions from one owner evicts only that owner's conversations."""
    store = ConversationStore(max_conversations=total, max_per_owner=per_owner)
    victims = [store.start(f"victim{i}") for i in range(2)]
    for _ in range(flood):
        store.start("flooder")
    for i, victim in enumerate(victims):
        assert store.get(victim.id, f"victim{i}") is victim
    assert store.owned("flooder") <= min(per_owner, total - len(victims))
    assert len(store) <= total


@pytest.mark.parametrize(("total", "per_owner"), [(10, 3), (1000, 100), (5, 50)])
def test_a_flood_from_the_same_owner_spares_live_conversations(
    monkeypatch: pytest.MonkeyPatch, total: int, per_owner: int
) -> None:
    """Two clients the server cannot tell apart (one owner): with ``live_s``, a flood of new
    conversations is answered without one once the caps are full of live ones, and the live
    ones survive; once they are no longer live, the caps evict them again."""
    now = [1000.0]
    monkeypatch.setattr(C.time, "monotonic", lambda: now[0])
    store = ConversationStore(max_conversations=total, max_per_owner=per_owner, live_s=600)
    victim = store.start("same")
    assert victim is not None
    flood = [store.start("same") for _ in range(1001)]
    kept = [c for c in flood if c is not None]
    assert len(kept) == min(total, per_owner) - 1 and flood[-1] is None
    assert store.get(victim.id, "same") is victim
    now[0] += 601
    fresh = [store.start("same") for _ in range(min(total, per_owner))]
    assert all(c is not None for c in fresh)  # the old ones, no longer live, made room
    with pytest.raises(C.UnknownConversation):
        store.get(victim.id, "same")


@pytest.mark.parametrize("bad", ["", "x" * 65, "a b", "../etc", "ä"])
def test_bad_conversation_id(bad: str) -> None:
    with pytest.raises(UserInputError, match="conversation_id"):
        ConversationStore().get_or_create(bad)


def test_new_ids_differ() -> None:
    store = ConversationStore()
    assert store.get_or_create().id != store.get_or_create().id


class _Model:
    name = "fake"

    def __init__(self, text: str | None) -> None:
        self.text = text

    def generate(self, messages: Any, **_: Any) -> Any:
        from r3.models.language_model import Generation, ModelError

        if self.text is None:
            raise ModelError("down")
        return Generation(self.text)


@pytest.mark.parametrize(
    ("model_text", "expected", "rule"),
    [
        ("Which teams did Ada Lind play for?\n(extra line)", "Which teams did Ada Lind play for?", "model"),
        (None, "Which teams did Ada Lind play for?", "pronoun"),  # the model failed: offline
    ],
)
def test_model_rewrite(model_text: str | None, expected: str, rule: str) -> None:
    from r3.pipeline.config import RewriterConfig
    from r3.pipeline.trace import StageTrace

    trace = StageTrace("conversation")
    out = C.FollowUpRewriter(_Model(model_text), RewriterConfig()).rewrite(
        "which teams did she play for?", _history(ONE), trace
    )
    assert (out.question, out.rule) == (expected, rule)
    assert bool(trace.warnings) is (model_text is None)


def test_pipeline_follow_ups_on_the_demo_graph() -> None:
    """The whole loop: the first answer's names resolve the follow-up; the trace shows both texts."""
    from r3.demo import demo_dir
    from r3.pipeline.pipeline import Pipeline

    url = f"embedded://{demo_dir()}?space=demo"
    conversation = ConversationStore().get_or_create()
    with Pipeline.from_config(
        "offline", graph=url, overrides={"demos": str(demo_dir() / "demos.jsonl")}
    ) as p:
        first = p.ask("How old is Ada Lind?", history=conversation)
        second = p.ask("which teams did she play for?", history=conversation)
        third = p.ask("what about Kit Vance?", history=conversation)
    assert first.asked is None and "conversation" in first.trace.stages
    assert second.asked == "which teams did she play for?"
    assert "Ada Lind" in second.question and "Ada Lind" in second.query
    stage = second.trace.stages["conversation"]
    assert stage.output["asked"] == second.asked and stage.output["question"] == second.question
    assert list(second.trace.stages)[0] == "conversation"
    assert "Kit Vance" in third.question and "Kit Vance" in third.query
    assert [t.asked for t in conversation.turns] == [
        "How old is Ada Lind?",
        "which teams did she play for?",
        "what about Kit Vance?",
    ]


@pytest.mark.parametrize(("rows", "kept"), [(3, 3), (5000, C.MAX_KEPT_ANSWERS)])
def test_a_turn_keeps_few_names_and_counts_them_all(rows: int, kept: int) -> None:
    """A conversation's memory does not grow with its answers' rows; 'they' still knows how many."""
    from types import SimpleNamespace

    result = SimpleNamespace(question="Who likes Ada Lind?", space="demo", trace=SimpleNamespace(stages={}))
    turn = C.turn_of("Who likes Ada Lind?", result, [f"P{i}" for i in range(rows)])
    assert len(turn.answers) == kept and turn.answered == rows
    conversation = Conversation("t")
    conversation.add(turn)
    follow = resolve("how old are they?", conversation)
    assert follow.changed is (rows <= C.MAX_REFERENTS)
    if rows > C.MAX_REFERENTS:
        assert f"had {rows} names" in follow.note
