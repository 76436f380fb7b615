"""The entity linker: both signals, bad input, the [related_item] text and the rewrite baseline."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.graph.embedded import EmbeddedBackend
from r3.retrieval.embedders import HashingEmbedder
from r3.retrieval.evaluate import gold_entities, mention_class
from r3.retrieval.index import RetrievalIndex, build_index
from r3.retrieval.linker import Linker, check_question, format_related_items, rewrite
from r3.retrieval.source import BackendSource

pytestmark = pytest.mark.quick

GRAPH = """\
CREATE SPACE IF NOT EXISTS mini(vid_type = FIXED_STRING(64));
USE mini;
CREATE TAG IF NOT EXISTS player(name string, age int);
CREATE TAG IF NOT EXISTS team(name string);
CREATE TAG IF NOT EXISTS character(name string, gender string);
CREATE EDGE IF NOT EXISTS like(likeness int);
CREATE EDGE IF NOT EXISTS kindred(rel_type string);
INSERT VERTEX player(name, age) VALUES "Tim Duncan":("Tim Duncan", 42), "Tony Parker":("Tony Parker", 36), \
"DeAndre Jordan":("DeAndre Jordan", 30), "Michael Jordan":("Michael Jordan", 55), "p1":("Shaquille O'Neal", 47), \
"Carmelo Anthony":("Carmelo Anthony", 34);
INSERT VERTEX team(name) VALUES "Spurs":("Spurs"), "Magic":("Magic");
INSERT VERTEX character(name, gender) VALUES "赫敏·格兰杰":("赫敏·格兰杰", "女"), "哈利·波特":("哈利·波特", "男"), \
"怪人尤里克":("怪人尤里克", "男"), "亨利":("亨利", "男"), "亨利七世":("亨利七世", "男");
INSERT EDGE like(likeness) VALUES "Tim Duncan"->"Tony Parker":(95);
INSERT EDGE kindred(rel_type) VALUES "哈利·波特"->"赫敏·格兰杰":("朋友"), "亨利七世"->"亨利":("儿子");
"""


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Linker:
    root = tmp_path_factory.mktemp("linker")
    script = root / "mini.ngql"
    script.write_text(GRAPH, encoding="utf-8")
    emb = HashingEmbedder(128)
    build_index(BackendSource(EmbeddedBackend.open(script, space="mini"), "mini"), root / "idx", embedder=emb)
    return Linker(RetrievalIndex.open(root / "idx"), emb)


def texts(linker: Linker, question: str, k: int = 5, signal: str = "both") -> list[str]:
    return [i.text for i in linker.link(question, k, signal=signal)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who does Tim Duncan like?", "Tim Duncan"),  # verbatim
        ("How old is duncan?", "Tim Duncan"),  # partial, lower case
        ("Find the player 'Carmelo' and his age.", "Carmelo Anthony"),  # quoted first name
        ("Who is shaquille oneal?", "Shaquille O'Neal"),  # no apostrophe, lower case
        ("Who likes Tonny Parkr?", "Tony Parker"),  # two typos
        ("赫敏的性别是什么？", "赫敏·格兰杰"),  # Chinese given name
        ("哈利波特的朋友是谁？", "哈利·波特"),  # no middle dot
        ("尤里克的头发颜色是什么？", "怪人尤里克"),  # inside a name without separators
    ],
)
def test_char_signal_links_variants(linker: Linker, question: str, expected: str) -> None:
    assert expected in texts(linker, question, 3, "char")


def test_longest_match_wins(linker: Linker) -> None:
    assert texts(linker, "亨利七世的儿子是谁？", 2, "char") == ["亨利七世", "儿子"]


def test_both_entities_of_a_question(linker: Linker) -> None:
    assert set(texts(linker, "哈利·波特的朋友是谁？", 2)) == {"哈利·波特", "朋友"}


def test_items_carry_scores_span_and_occurrences(linker: Linker) -> None:
    question = "How old is Duncan?"
    item = linker.link(question, 1)[0]
    assert item.text == "Tim Duncan" and item.match == "token"
    assert item.span is not None and question[item.span[0] : item.span[1]] == "Duncan"
    assert 0 < item.char_score < 1 and item.paper_score > 0
    assert item.dense_score is not None and item.signals == ("char", "dense")
    assert item.kinds == ["vid:player", "player.name"]
    assert item.occurrences[0].record["props"]["age"] == 42
    as_json = item.to_json()
    assert as_json["mention"] == "Duncan" and as_json["occurrences"][0]["kind"] == "vid"


def test_property_value_is_told_apart_from_a_vid(linker: Linker) -> None:
    item = next(i for i in linker.link("Who is Shaquille O'Neal?", 3) if i.text == "Shaquille O'Neal")
    assert item.kinds == ["player.name"]
    assert item.occurrences[0].record["vid"] == "p1"


def test_dense_signal_alone(linker: Linker) -> None:
    items = linker.link("Tony Parkr", 3, signal="dense")
    assert items[0].text == "Tony Parker" and items[0].char_rank is None


def test_dense_needs_vectors(tmp_path: Path) -> None:
    script = tmp_path / "g.ngql"
    script.write_text(GRAPH, encoding="utf-8")
    build_index(BackendSource(EmbeddedBackend.open(script, space="mini"), "mini"), tmp_path / "idx")
    plain = Linker(RetrievalIndex.open(tmp_path / "idx"))
    assert texts(plain, "Who is Tim Duncan?", 1) == ["Tim Duncan"]
    with pytest.raises(UserInputError, match="dense signal needs"):
        plain.link("Who is Tim Duncan?", signal="dense")


def test_embedder_must_match_the_index(linker: Linker) -> None:
    with pytest.raises(UserInputError, match="made with embedder"):
        Linker(linker.index, HashingEmbedder(64))


@pytest.mark.parametrize(
    ("question", "message"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("x" * 100_000, "more than"),
        (b"Tim \xff\xfe Duncan", "not valid UTF-8"),
        ("Tim \udcff Duncan", "undecodable"),
        (42, "must be text"),
    ],
)
def test_bad_questions_are_user_errors(linker: Linker, question: object, message: str) -> None:
    with pytest.raises(UserInputError, match=message):
        linker.link(question, 5)  # type: ignore[arg-type]


def test_bytes_questions_and_bad_k(linker: Linker) -> None:
    assert check_question(b"Tim") == "Tim"
    assert texts(linker, b"Who is Tim Duncan?", 1) == ["Tim Duncan"]  # type: ignore[arg-type]
    with pytest.raises(UserInputError, match="k must"):
        linker.link("Tim Duncan", 0)
    with pytest.raises(UserInputError, match="unknown signal"):
        linker.link("Tim Duncan", 3, signal="magic")


def test_format_related_items_lists_dense_hits_first(linker: Linker) -> None:
    items = linker.link("How old is Tim Duncan and who is 赫敏?", 4)
    text = format_related_items(items)
    lines = text.splitlines()
    assert lines[0] == "[related_item]:"
    assert any(
        line.startswith('"Tim Duncan" [vid:player, player.name]: ("Tim Duncan" :player{') for line in lines
    )
    dense_lines = [i for i in items if i.dense_score is not None]
    assert len(lines) == 1 + len(items) and lines[1].startswith(
        f'"{max(dense_lines, key=lambda i: i.dense_score or 0).text}"'
    )


def test_rewrite_baseline(linker: Linker) -> None:
    q = "How old is Duncan and who likes 哈利波特?"
    result = rewrite(q, linker.link(q, 10))
    assert result.text == "How old is Tim Duncan and who likes 哈利·波特?"
    assert [r.before for r in result.replacements] == ["Duncan", "哈利波特"]
    ambiguous = "Which team did Jordan play for?"
    assert rewrite(ambiguous, linker.link(ambiguous, 10)).text == ambiguous  # two Jordans
    exact = "Who does Tim Duncan like?"
    assert rewrite(exact, linker.link(exact, 10)).replacements == ()


def test_gold_entities_and_mention_classes(linker: Linker) -> None:
    gold = "GO FROM 'Tim Duncan' OVER like WHERE $$.player.name == 'Nobody' YIELD like._dst"
    assert gold_entities(gold, linker.index) == ["Tim Duncan"]
    assert gold_entities("NOT A QUERY", linker.index) == []
    assert mention_class("Tim Duncan", "Who is Tim Duncan?") == "verbatim"
    assert mention_class("Tim Duncan", "Who is Duncan?") == "partial"
    assert mention_class("哈利·波特", "哈利波特是谁") == "partial"
    assert mention_class("怪人尤里克", "尤里克的头发") == "partial"
    assert mention_class("Tony Parker", "Who does Ricky Rubio like?") == "unmentioned"
