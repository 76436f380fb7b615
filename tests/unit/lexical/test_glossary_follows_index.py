"""The glossary follows the lexical index (r3.understand.glossary): the former general
vocabulary is read only without it; query words and function characters never reach it."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.understand import glossary

pytestmark = pytest.mark.quick

MOVIE_LINE = "movie film picture | 电影 影片"


def test_general_vocabulary_only_without_the_index(tiny_index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with_index = glossary.concept_lines()
    assert MOVIE_LINE not in with_index
    assert "person" in glossary.concept_words("who")  # a question word stays either way
    assert "电影" not in glossary.cjk_concepts()
    monkeypatch.setenv("R3_LEXICAL", "off")
    without = glossary.concept_lines()
    assert MOVIE_LINE in without and len(without) > len(with_index)
    assert "movie" in glossary.concept_words("film") and "person" in glossary.concept_words("who")
    assert glossary.cjk_concepts()["电影"][0] == "movie"
    assert MOVIE_LINE in glossary.without_index_lines()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("有哪些药", [("药", 3)]),  # 有 is a function character, 哪些 a query word
        ("有哪些港口", [("港口", 3)]),
        ("先修课程", []),  # 先 and 修 side by side: an unknown compound, neither read alone
        ("哪些航班位于", [("航班", 2), ("位于", 4)]),
    ],
)
def test_content_chinese_words(tiny_index: Path, text: str, words: list[tuple[str, int]]) -> None:
    assert glossary.content_chinese_words(text) == words
