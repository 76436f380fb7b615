"""Relating question words to schema names through the index (r3.lexical.relate, .store)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tiny_lexicon import tiny_tables

from r3 import lexical
from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.lexical.relate import INDEX_NAME, default_index
from r3.lexical.store import FORMAT, LexicalIndex, write_index
from r3.understand.profile import GraphProfile
from r3.understand.reading import mentions

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("word", "name", "low", "high"),
    [
        ("based", "located_in", 0.6, 0.8),  # base → its hypernym locate (located → locate)
        ("employers", "employ", 0.8, 0.9),  # employers → employer → derivation employ
        ("old", "age", 0.8, 0.8),
        ("geese", "goose", 1.0, 1.0),  # an irregular plural
        ("航班", "flight", 0.9, 1.0),  # a Chinese word through its gloss
        ("航班", "flights", 0.9, 1.0),
        ("雇主", "employ", 0.7, 0.9),  # gloss employer, then its derivation
        ("影片", "电影", 0.8, 1.0),  # two Chinese words sharing glosses
        ("film", "movie", 0.9, 0.9),
        ("出版社", "publishing_house", 0.9, 1.0),
        ("publisher", "publishingHouse", 0.9, 0.9),  # camelCase, whole as a WordNet compound
        ("航班", "located_in", 0.0, 0.0),
        ("weather", "movie", 0.0, 0.0),
        ("天气", "film", 0.0, 0.0),
    ],
)
def test_relatedness(tiny_index: Path, word: str, name: str, low: float, high: float) -> None:
    assert low <= lexical.relatedness(word, name) <= high


def test_related_and_lemmas(tiny_index: Path) -> None:
    assert lexical.lemmas("located") == ["located", "locate"] or lexical.lemmas("located") == ["locate"]
    assert lexical.lemmas("geese") == ["goose"]
    assert lexical.related("based")["locate"] == 0.7
    assert lexical.related("航班")["flight"] == 1.0
    assert lexical.chinese_of("flight") == ("航班",)
    assert lexical.chinese_words("哪些航班位于上海") == [("哪些", 0), ("航班", 2), ("位于", 4)]
    assert lexical.chinese_words("有哪些药") == [("有", 0), ("哪些", 1), ("药", 3)]
    assert lexical.related("zyzzyva") == {} and lexical.note() == ""


def test_without_an_index_nothing_is_related(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_LEXICAL", str(tmp_path / "missing.sqlite"))
    assert default_index() is None
    assert lexical.relatedness("航班", "flight") == 0.0 and lexical.related("based") == {}
    assert lexical.chinese_words("航班") == []
    assert "r3 models fetch lexicon" in lexical.note()
    monkeypatch.setenv("R3_LEXICAL", "off")
    assert default_index() is None and "off" in lexical.note()
    monkeypatch.delenv("R3_LEXICAL")
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    assert lexical.relate.index_path() == tmp_path / "cache" / "lexical" / INDEX_NAME


def test_an_unreadable_index_is_said_not_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a database", encoding="utf-8")
    monkeypatch.setenv("R3_LEXICAL", str(bad))
    assert default_index() is None
    assert "unreadable" in lexical.note()


def test_store_round_trip_and_format_check(tmp_path: Path) -> None:
    path = write_index(tmp_path / "ix.sqlite", tiny_tables(), {"sources": '["a", "b"]'})
    ix = LexicalIndex(path)
    assert ix.neighbours("employer") == {"employ": 0.85, "leader": 0.7}
    assert ix.glosses("电影") == {"movie": 1.0, "film": 0.9}
    assert ix.exception("geese") == "goose" and ix.known("flight") and not ix.known("zyzzyva")
    assert ix.meta["format"] == FORMAT and "a, b" in ix.describe()
    ix.close()
    old = write_index(tmp_path / "old.sqlite", tiny_tables(), {"format": "0"})
    with pytest.raises(ValueError, match="format"):
        LexicalIndex(old)


def _schema() -> SpaceSchema:
    s = SpaceSchema("g")
    s.add(SchemaItem("firm", "tag", [PropertyDef("name", "string")]))
    s.add(SchemaItem("town", "tag", [PropertyDef("name", "string")]))
    s.add(SchemaItem("harbor", "tag", [PropertyDef("code", "string")]))
    s.add(SchemaItem("located_in", "edge", []))
    return s


@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("Which town is the firm based in?", "edge:located_in"),  # question side: base → locate
        ("有哪些港口？", "tag:harbor"),  # a Chinese word for an English name
    ],
)
def test_mentions_use_the_index(
    tiny_index: Path, monkeypatch: pytest.MonkeyPatch, question: str, key: str
) -> None:
    with_index = mentions(question, GraphProfile.build(_schema()))
    assert key in with_index
    assert with_index[key].score < 1.0  # weaker than the name's own word
    monkeypatch.setenv("R3_LEXICAL", "off")
    assert key not in mentions(question, GraphProfile.build(_schema()))


def test_the_real_index_when_fetched(user_model_cache: None) -> None:
    """The index `r3 models fetch lexicon` builds (CI fetches it): a few relations it must hold."""
    index = default_index()
    if index is None:
        pytest.skip(f"the real lexical index is absent ({lexical.note()})")
    assert lexical.relatedness("航班", "flight") >= 0.9
    assert lexical.relatedness("based", "located_in") >= 0.5
    assert lexical.relatedness("film", "movie") >= 0.9
    assert lexical.relatedness("old", "age") >= 0.7
    assert lexical.relatedness("电影", "movie") >= 0.9
    assert lexical.relatedness("航班", "located_in") < 0.5
    assert lexical.relatedness("price", "age") < 0.5
