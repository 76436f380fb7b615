"""The entity linker: both signals, bad input, the [related_item] text and the rewrite baseline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from r3.embedders import HashingEmbedder
from r3.errors import UserInputError
from r3.graph.embedded import EmbeddedBackend
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
    # A full match (the whole name without its middle dot) is rewritten; a partial one never.
    assert result.text == "How old is Duncan and who likes 哈利·波特?"
    assert [r.before for r in result.replacements] == ["哈利波特"]
    typo = "Who likes Tonny Parkr?"
    assert rewrite(typo, linker.link(typo, 10)).text == "Who likes Tony Parker?"
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


# --------------------------------------------------------------------------- precision, opaque ids, aliases

FILMS = """\
CREATE SPACE IF NOT EXISTS films(vid_type = FIXED_STRING(16));
USE films;
CREATE TAG IF NOT EXISTS person(name string);
CREATE TAG IF NOT EXISTS movie(title string, genre string) COMMENT = "电影";
CREATE TAG IF NOT EXISTS company(name string);
CREATE EDGE IF NOT EXISTS directed();
INSERT VERTEX person(name) VALUES "p01":("Christopher Nolan"), "p02":("Tim Duncan"), "p03":("Tim Parker Jr");
INSERT VERTEX movie(title, genre) VALUES "m01":("The Dark Knight", "action"), "m02":("Dark Shadows", "horror"), \
"m03":("Knight and Day", "action"), "m04":("Inception", "scifi"), "m05":("英雄", "武侠");
INSERT VERTEX company(name) VALUES "c01":("Paramount Pictures"), "c02":("Columbia Pictures"), \
"c03":("Sony Pictures"), "c04":("Focus Pictures"), "c05":("汤臣电影"), "c06":("华谊电影"), "c07":("博纳电影"), \
"c08":("光线电影");
INSERT EDGE directed() VALUES "p01"->"m01":();
"""


@pytest.fixture(scope="module")
def films(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Linker]:
    from r3.contracts.aliases import Aliases, schema_words

    root = tmp_path_factory.mktemp("films")
    script = root / "films.ngql"
    script.write_text(FILMS, encoding="utf-8")
    backend = EmbeddedBackend.open(script, space="films")
    build_index(BackendSource(backend, "films"), root / "idx")
    schema = backend.schema().space("films")
    aliases = Aliases.from_mapping({"movie.genre=scifi": ["科幻"]}, schema)
    return backend, Linker(
        RetrievalIndex.open(root / "idx"), vocabulary=schema_words(schema, aliases), aliases=aliases
    )


def test_tim_duncan_is_never_rewritten_into_another_name(films: tuple[Any, Linker]) -> None:
    # The `r3 eval` bug: 'Tim' (a part of 'Tim Parker Jr') rewrote 'Tim Duncan' to 'Tim Parker Jr Duncan'.
    linker = films[1]
    for q in ("Who does Tim Duncan like?", "tim duncan的年龄", "Is Tim Duncan older than Tim?"):
        assert rewrite(q, linker.link(q, 10)).text == q


@pytest.mark.parametrize(
    ("question", "span_text", "weak"),
    [
        ("哪些电影是张艺谋导演的？", "电影", "汤臣电影"),  # the tag's own word (COMMENT 电影)
        ("Which Pictures won?", "Pictures", "Paramount Pictures"),  # in four studios' names
    ],
)
def test_partial_matches_need_evidence(
    films: tuple[Any, Linker], question: str, span_text: str, weak: str
) -> None:
    from r3.understand.linking import as_links, resolve_links

    items = films[1].link(question, 10)
    hits = [i for i in items if i.text == weak]
    assert all(i.char_score < 0.55 for i in hits)  # below what the offline stages accept
    assert all(lk.display != weak for lk in resolve_links(as_links(items, question)))
    assert rewrite(question, items).text == question


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who directed Dark Knight?", "The Dark Knight"),  # a long enough part
        ("What did Nolan direct?", "Christopher Nolan"),  # a distinctive token
        ("Paramount produced what?", "Paramount Pictures"),
    ],
)
def test_distinctive_partial_matches_still_link(
    films: tuple[Any, Linker], question: str, expected: str
) -> None:
    from r3.understand.linking import as_links, resolve_links

    items = films[1].link(question, 5)
    assert expected in [lk.display for lk in resolve_links(as_links(items, question))]
    assert rewrite(question, items).text == question  # linked, but the question is left as asked


def test_no_duplicated_words_in_a_rewrite(films: tuple[Any, Linker]) -> None:
    q = "Who directed the Dark Knigth?"  # a typo of the whole title after "the"
    assert "the The" not in rewrite(q, films[1].link(q, 10)).text


def test_opaque_ids_give_vertex_links_with_vid_and_property(films: tuple[Any, Linker]) -> None:
    from r3.understand.linking import as_links

    q = "Who directed The Dark Knight?"
    (lk,) = [lk for lk in as_links(films[1].link(q, 3), q) if lk.display == "The Dark Knight"]
    assert (lk.kind, lk.vid, lk.schema, lk.prop) == ("vertex", "m01", "movie", "title")
    assert lk.literal_for("title") == "The Dark Knight" and lk.literal_for(None) == "m01"


def test_value_alias_links_the_stored_value(films: tuple[Any, Linker]) -> None:
    from r3.understand.linking import as_links

    q = "有哪些科幻电影？"
    items = films[1].link(q, 3)
    assert items[0].text == "scifi" and items[0].match == "alias"
    assert [(lk.text, lk.kind, lk.prop) for lk in as_links(items[:1], q)] == [("scifi", "value", "genre")]
    assert rewrite(q, items).text == q
