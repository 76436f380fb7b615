"""Links for the offline stages: the stand-in linker, adapting other linkers' items, overlaps."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from r3.pipeline.offline.linking import Link, StoreLinker, as_links, resolve_links

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def demo_linker() -> StoreLinker:
    from r3.demo import open_demo_engine

    return StoreLinker.from_engine(open_demo_engine(), "demo")


def test_exact_names_with_their_tag(demo_linker: StoreLinker) -> None:
    q = "Which teams has Ada Lind played for since joining River Foxes?"
    links = demo_linker.link(q)
    got = {(lk.text, lk.kind, lk.schema) for lk in links}
    assert ("Ada Lind", "vertex", "player") in got
    assert ("River Foxes", "vertex", "team") in got
    for lk in links:
        assert q[lk.start : lk.end].lower() == lk.text.lower()


def test_unique_part_of_a_name_links_but_shared_part_does_not(demo_linker: StoreLinker) -> None:
    links = demo_linker.link("Whom does Calloway like?")
    assert [(lk.text, lk.exact) for lk in links] == [("Ulric Calloway", False)]
    # "Lind" is part of several names (Ada Lind, Eli Lind, …): no guess.
    assert demo_linker.link("Whom does Lind like?") == []


def test_no_match_inside_a_longer_word(demo_linker: StoreLinker) -> None:
    assert all(lk.text != "Ada Lind" for lk in demo_linker.link("Find the Ada Lindqvist fan club"))


@dataclass
class _Occ:
    kind: str
    schema: str | None
    prop: str | None
    record: dict[str, Any] = field(default_factory=dict)


@dataclass
class _Item:
    text: str
    span: tuple[int, int] | None
    char_score: float
    occurrences: list[_Occ]
    match: str = "exact"


def test_linked_items_of_the_retrieval_linker_are_read() -> None:
    q = "罗伯茨的妻子是谁？"
    items = [
        _Item("罗伯茨", (0, 3), 0.95, [_Occ("vid", "character", None)]),
        _Item("妻子", (4, 6), 0.9, [_Occ("edge_prop", "kindred", "rel_type")]),
        _Item("罗伯茨家族", (0, 3), 0.6, [_Occ("vid", "group", None)]),
        _Item("dense only", None, 0.0, [_Occ("vid", "character", None)]),
    ]
    links = resolve_links(as_links(items, q))
    assert [(lk.text, lk.kind, lk.schema, lk.prop) for lk in links] == [
        ("罗伯茨", "vertex", "character", None),
        ("妻子", "value", "kindred", "rel_type"),
    ]


def test_plain_dict_items_are_read_and_spans_found() -> None:
    q = "Whom does Ada Lind like?"
    links = as_links([{"text": "Ada Lind", "mention": "Ada Lind", "tag": "player", "score": 0.9}], q)
    assert links == [Link("Ada Lind", "vertex", 10, 18, 0.9, "player", None, ("player",))]


def test_resolve_prefers_the_better_reading_and_drops_weak_values() -> None:
    links = [
        Link("Tony Parker", "vertex", 10, 21, 1.0, "player"),
        Link("Tim Parker", "vertex", 15, 21, 0.7, None),
        Link("婚姻", "value", 30, 32, 0.6, "kindred", "rel_type"),
        Link("x", "value", 40, 41, 1.0, "kindred", "rel_type"),
    ]
    assert [lk.text for lk in resolve_links(links)] == ["Tony Parker"]
