"""Reading WordNet and CC-CEDICT into tables (r3.lexical.sources), on lines in their formats."""

from __future__ import annotations

import pytest
from tiny_lexicon import CEDICT, WORDNET

from r3.lexical.sources import cedict_glosses, read_cedict, read_wordnet

pytestmark = pytest.mark.quick


@pytest.mark.parametrize(
    ("lemma", "related", "weight"),
    [
        ("base", "locate", 0.7),  # hypernym of its sense
        ("base", "situate", 0.7),  # the hypernym synset's other word
        ("locate", "situate", 0.9),  # synonym
        ("employer", "employ", 0.85),  # derivation (pointer +)
        ("employ", "employer", 0.85),
        ("employer", "leader", 0.7),
        ("old", "age", 0.8),  # an adjective's attribute (pointer =)
        ("age", "old", 0.8),
        ("movie", "film", 0.9),
        ("publishing_house", "publisher", 0.9),  # compounds are lemmas too
    ],
)
def test_wordnet_relations(lemma: str, related: str, weight: float) -> None:
    assert read_wordnet(WORDNET).english[lemma][related] == weight


def test_wordnet_skips_instances_proper_names_and_itself() -> None:
    tables = read_wordnet(WORDNET)
    assert tables.english["city"] == {}  # its only sense is an instance (a named city)
    assert all("paris" not in rel for rel in tables.english.values())
    assert all(lemma not in rel for lemma, rel in tables.english.items())
    assert tables.morph["geese"] == "goose"
    assert "flight" in tables.english  # known, though nothing is related to it


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("航班 航班 [hang2 ban1] /(scheduled) flight; (scheduled) sailing/", ("航班", ["flight", "sailing"])),
        (
            "位於 位于 [wei4 yu2] /to be located at/to be situated at/",
            ("位于", ["located at", "situated at"]),
        ),
        ("電影 电影 [dian4 ying3] /movie/CL:部[bu4]/", ("电影", ["movie"])),
        ("張三 张三 [Zhang1 San1] /Zhang San/", None),  # a proper name
        ("王 王 [wang2] /king/", ("王", ["king"])),  # one character
        ("王 王 [Wang2] /surname Wang/", None),  # a surname
        ("乾杯 干杯 [gan1 bei1] /variant of 乾杯/", None),
        ("某 某 [mou3] /surname Mou/", None),
        ("說明 说明 [shuo1 ming2] /to explain the meaning of a long thing in detail/", None),
        ("一二三四五六七 一二三四五六七 [yi1 er4 san1 si4 wu3 liu4 qi1] /one to seven/", None),  # > 6
        ("# a comment", None),
    ],
)
def test_cedict_glosses(line: str, expected: tuple[str, list[str]] | None) -> None:
    assert cedict_glosses(line) == expected


def test_cedict_tables_both_ways() -> None:
    tables = read_cedict(CEDICT, lemmas={"publishing_house"})
    assert tables.chinese["航班"] == {"flight": 1.0, "sailing": 0.9}
    assert tables.chinese["出版社"]["publishing_house"] == 1.0  # the compound WordNet holds
    assert tables.chinese["位于"]["located"] < 1.0  # a word of a longer gloss counts less
    assert "张三" not in tables.chinese and "王" not in tables.chinese and "干杯" not in tables.chinese
    assert tables.reverse["flight"] == ["航班"]
    assert set(tables.reverse["movie"]) == {"电影", "影片"}
    assert tables.reverse["movie"][0] == "电影"  # its first gloss


def test_a_noun_relates_to_the_nouns_of_its_definition() -> None:
    """price: "the amount of money needed to purchase something" → amount, money (0.6); the
    definition's verbs and the words no noun entry knows are no relations."""
    files = {
        "index.noun": [
            "price n 1 0 1 0 00000001",
            "money n 1 0 1 0 00000002",
            "amount n 1 0 1 0 00000003",
        ],
        "data.noun": [
            '00000001 21 n 01 price 0 000 | the amount of money needed to purchase something; "the price is right"',
            "00000002 21 n 01 money 0 000 | the most common medium of exchange",
            "00000003 21 n 01 amount 0 000 | a quantity of money",
        ],
    }
    english = read_wordnet(files).english
    assert english["price"] == {"amount": 0.6, "money": 0.6}
    assert english["amount"] == {"money": 0.6}
    assert english["money"] == {}  # "medium", "exchange": no noun entry here


def test_a_noun_names_people_by_its_lexicographer_file() -> None:
    """employer and leader are in noun.person (18): people; Paris (an instance) and bird are not;
    a noun whose second sense is a person counts (a climber: a plant first, then a person)."""
    kinds = read_wordnet(WORDNET).kinds
    assert kinds.get("employer") == "person" and kinds.get("leader") == "person"
    assert "bird" not in kinds and "movie" not in kinds and "paris" not in kinds
    files = {
        "index.noun": ["climber n 2 0 2 0 00000001 00000002"],
        "data.noun": [
            "00000001 20 n 01 climber 0 000 | a vine or climbing plant",
            "00000002 18 n 01 climber 0 000 | someone who climbs as a sport",
        ],
    }
    assert read_wordnet(files).kinds == {"climber": "person"}


@pytest.mark.parametrize(
    ("first_file", "kind"),
    [
        (5, None),  # an animal first (a dog; "a guy" only second): no person
        (6, None),  # a made thing first (a machine; "a person who acts mechanically" second)
        (20, "person"),  # a plant first (a climber): its second sense still names people
    ],
)
def test_an_animal_or_a_made_thing_first_names_no_people(first_file: int, kind: str | None) -> None:
    files = {
        "index.noun": ["dog n 2 0 2 0 00000001 00000002"],
        "data.noun": [
            f"00000001 {first_file:02d} n 01 dog 0 000 | the first sense",
            "00000002 18 n 01 dog 0 000 | informal term for a man",
        ],
    }
    assert read_wordnet(files).kinds.get("dog") == kind
