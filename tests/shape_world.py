"""A graph built in a test and the offline composer's best reading on it: the fixture the
shape-rule tables (``tests/unit/understand/shapes/test_shapes*.py``) share."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest
from helpers import engine_with

from r3.engine.engine import Engine
from r3.lang.printer import to_text
from r3.lexical import default_index
from r3.understand.build import build
from r3.understand.compose import Neighbours, intents_for, neighbours_on
from r3.understand.cues import question_facts
from r3.understand.intent import Intent
from r3.understand.linking import StoreLinker, as_links, resolve_links
from r3.understand.profile import GraphProfile
from r3.understand.reading import Reading, read


@dataclass
class World:
    engine: Engine
    space: str
    linker: StoreLinker
    profile: GraphProfile
    neighbours: Neighbours

    def reading(self, question: str) -> Reading:
        """What the composer reads from ``question`` (anchors, values, mentioned schema items)."""
        links = resolve_links(as_links(self.linker.link(question, 10), question))
        facts = question_facts(question, names=[lk.span for lk in links])
        return read(question, links, facts, self.profile, neighbours=self.neighbours)

    def readings(self, question: str) -> list[Intent]:
        links = resolve_links(as_links(self.linker.link(question, 10), question))
        facts = question_facts(question, names=[lk.span for lk in links])
        found = intents_for(question, links, facts, self.profile, neighbours=self.neighbours)
        assert found, f"no reading of {question!r}"
        return found

    def best(self, question: str) -> Intent:
        return self.readings(question)[0]

    def query(self, intent: Intent) -> str:
        return to_text(build(intent, self.profile.display))

    def best_query(self, question: str) -> str:
        """The query of the best reading of ``question``."""
        return self.query(self.best(question))

    def answer(self, query: str) -> Counter[Any]:
        """The rows ``query`` returns, one value a row where it has one column; floats rounded
        (a sum may add in another order)."""
        rows = [tuple(_rounded(v) for v in r) for r in self.engine.execute(query, space=self.space).rows]
        return Counter(r[0] if len(r) == 1 else r for r in rows)


def _rounded(value: Any) -> Any:
    return round(value, 6) if isinstance(value, float) else value


def world(script: str, space: str) -> World:
    """The graph of ``script`` (nGQL DDL + inserts) loaded into a fresh engine, read as the composer reads it."""
    engine = engine_with(script)
    schema = engine.schema().space(space)
    return World(
        engine,
        space,
        StoreLinker.from_engine(engine, space),
        GraphProfile.from_engine(engine, space, schema),
        neighbours_on(engine, space),
    )


def needs_lexicon() -> None:
    """Skip the calling test where the lexical index is not built."""
    if default_index() is None:
        pytest.skip("the lexical index is not built (r3 models fetch lexicon)")


def row(*values: Any) -> Any:
    """A table row, its question (the second value) as the test id."""
    return pytest.param(*values, id=str(values[0]))


def check(w: World, question: str, shape: str, parts: tuple[str, ...], answer: Any) -> None:
    """The best reading has ``shape``, its query contains every part, and (unless None) returns ``answer``."""
    best = w.best(question)
    text = w.query(best)
    assert best.shape == shape, text
    for part in parts:
        assert part in text, text
    if answer is not None:
        assert w.answer(text) == Counter(answer), text
