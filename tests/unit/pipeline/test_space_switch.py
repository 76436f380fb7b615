"""Which queries leave the request's space (r3.pipeline.space_switch): nGQL and Cypher USE,
in every spelling the parser takes, and unparseable text judged by its words."""

from __future__ import annotations

import pytest

from r3.pipeline.space_switch import SpaceSwitch, check_space, used_spaces

GO = 'GO FROM "Ada Lind" OVER like YIELD dst(edge)'


@pytest.mark.parametrize(
    ("query", "dialect"),
    [
        (f"USE other; {GO}", "ngql"),
        (f"use other; {GO}", "ngql"),
        (f"USE `other`; {GO}", "ngql"),
        (f"/* hi */ USE other; {GO}", "ngql"),
        (f"USE demo; USE other; {GO}", "ngql"),
        (f"{GO}; USE other; {GO}", "ngql"),
        (f"USE other\n;{GO}", "ngql"),
        ("USE other MATCH (n) RETURN n", "cypher"),
        ("MATCH (n) RETURN n UNION USE other MATCH (m) RETURN m", "cypher"),
        ("GO FROM ( ; USE other", "ngql"),  # not parsed: the word decides
        ("MATCH (a)--(b) RETURN a ; USE other ((", "cypher"),  # Cypher's -- is no comment
    ],
)
def test_switching_to_another_space_is_refused(query: str, dialect: str) -> None:
    with pytest.raises(SpaceSwitch) as refused:
        check_space(query, dialect, "demo")
    assert "'demo'" in str(refused.value) and "\n" not in str(refused.value)


@pytest.mark.parametrize(
    ("query", "dialect"),
    [
        (GO, "ngql"),
        (f"USE demo; {GO}", "ngql"),
        (f'{GO} WHERE $$.player.name == "USE other"', "ngql"),  # in a string
        (f"{GO} -- USE other", "ngql"),  # in a comment
        ("MATCH (n) WHERE n.use = 1 RETURN n.use", "cypher"),  # a property named use
        ("USE demo MATCH (n) RETURN n", "cypher"),
    ],
)
def test_staying_in_the_space_runs(query: str, dialect: str) -> None:
    check_space(query, dialect, "demo")


def test_used_spaces_in_order_and_none_when_unparsed() -> None:
    assert used_spaces(f"USE a; {GO}; USE b; {GO}", "ngql") == ["a", "b"]
    assert used_spaces("GO FROM (", "ngql") is None
