"""Links for the offline stages: the stand-in linker, adapting other linkers' items, overlaps."""

from __future__ import annotations

from typing import Any

import pytest

from r3.retrieval.linker import ItemOccurrence, LinkedItem
from r3.understand.linking import Link, StoreLinker, as_links, resolve_links

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


def _occ(
    kind: str, schema: str | None, prop: str | None, record: dict[str, Any] | None = None
) -> ItemOccurrence:
    return ItemOccurrence(kind, schema, prop, record or {})


def _item(
    text: str, span: tuple[int, int] | None, char_score: float, occurrences: list[ItemOccurrence]
) -> LinkedItem:
    return LinkedItem(text, 0, char_score=char_score, match="exact", span=span, occurrences=occurrences)


def test_linked_items_of_the_retrieval_linker_are_read() -> None:
    q = "罗伯茨的妻子是谁？"
    items = [
        _item("罗伯茨", (0, 3), 0.95, [_occ("vid", "character", None)]),
        _item("妻子", (4, 6), 0.9, [_occ("edge_prop", "kindred", "rel_type")]),
        _item("罗伯茨家族", (0, 3), 0.6, [_occ("vid", "group", None)]),
        _item("dense only", None, 0.0, [_occ("vid", "character", None)]),
    ]
    links = resolve_links(as_links(items, q))
    assert [(lk.text, lk.kind, lk.schema, lk.prop) for lk in links] == [
        ("罗伯茨", "vertex", "character", None),
        ("妻子", "value", "kindred", "rel_type"),
    ]


def test_links_pass_through_and_other_items_are_refused() -> None:
    q = "Whom does Ada Lind like?"
    link = Link("Ada Lind", "vertex", 10, 18, 0.9, "player", None, ("player",))
    assert as_links([link], q) == [link]
    with pytest.raises(TypeError, match="not dict"):
        as_links([{"text": "Ada Lind", "mention": "Ada Lind", "tag": "player"}], q)  # type: ignore[list-item]


def test_resolve_prefers_the_better_reading_and_drops_weak_values() -> None:
    links = [
        Link("Tony Parker", "vertex", 10, 21, 1.0, "player"),
        Link("Tim Parker", "vertex", 15, 21, 0.7, None),
        Link("婚姻", "value", 30, 32, 0.6, "kindred", "rel_type"),
        Link("x", "value", 40, 41, 1.0, "kindred", "rel_type"),
    ]
    assert [lk.text for lk in resolve_links(links)] == ["Tony Parker"]


# --------------------------------------------------------------------------- opaque ids, precision, aliases

#: Opaque vertex ids, names in ``name``/``title``; a company whose name holds a common word.
MOVIES = """\
CREATE SPACE IF NOT EXISTS films(vid_type = FIXED_STRING(16));
USE films;
CREATE TAG IF NOT EXISTS person(name string, born int);
CREATE TAG IF NOT EXISTS movie(title string, genre string) COMMENT = "电影";
CREATE TAG IF NOT EXISTS company(name string);
CREATE EDGE IF NOT EXISTS directed();
CREATE EDGE IF NOT EXISTS produced();
INSERT VERTEX person(name, born) VALUES "p01":("Christopher Nolan", 1970), "p02":("Tim Duncan", 1976), \
"p03":("Tim Parker", 1980), "p04":("张艺谋", 1950);
INSERT VERTEX movie(title, genre) VALUES "m01":("The Dark Knight", "action"), "m02":("Inception", "scifi"), \
"m03":("英雄", "武侠"), "m04":("Memento", "thriller");
INSERT VERTEX company(name) VALUES "c01":("Paramount Pictures"), "c02":("Columbia Pictures"), \
"c03":("汤臣电影"), "c04":("华谊电影");
INSERT EDGE directed() VALUES "p01"->"m01":(), "p01"->"m02":(), "p04"->"m03":();
INSERT EDGE produced() VALUES "c01"->"m02":(), "c03"->"m03":();
"""


@pytest.fixture(scope="module")
def films(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from r3.graph.embedded import EmbeddedBackend

    script = tmp_path_factory.mktemp("films") / "films.ngql"
    script.write_text(MOVIES, encoding="utf-8")
    return EmbeddedBackend.open(script, space="films")


@pytest.fixture(scope="module")
def film_linker(films: Any) -> StoreLinker:
    return StoreLinker.from_engine(films, "films")


@pytest.mark.parametrize(
    ("question", "vid", "tag", "prop", "matched"),
    [
        ("Who directed The Dark Knight?", "m01", "movie", "title", "The Dark Knight"),
        ("Which movies did Christopher Nolan direct?", "p01", "person", "name", "Christopher Nolan"),
        ("张艺谋导演了哪些电影？", "p04", "person", "name", "张艺谋"),
        ("Movies by Nolan", "p01", "person", "name", "Christopher Nolan"),  # a distinctive part
        ("英雄是谁导演的？", "m03", "movie", "title", "英雄"),
    ],
)
def test_opaque_ids_link_with_vid_tag_and_matched_property(
    film_linker: StoreLinker, question: str, vid: str, tag: str, prop: str, matched: str
) -> None:
    (lk,) = [lk for lk in film_linker.link(question) if lk.kind == "vertex"]
    assert (lk.vid, lk.schema, lk.prop, lk.matched) == (vid, tag, prop, matched)
    assert lk.literal_for(None) == vid and lk.literal_for("id") == vid  # id(v) == "m01"
    assert lk.literal_for(prop) == matched  # v.movie.title == "The Dark Knight"
    assert lk.literal_for("genre") is None  # nothing known: never the vid, never the name


def test_display_property_is_read_from_the_data(film_linker: StoreLinker) -> None:
    assert film_linker.display == {"person": "name", "movie": "title", "company": "name"}


@pytest.mark.parametrize(
    "question",
    [
        "哪些电影是张艺谋导演的？",  # 电影 is the tag's word (COMMENT), also inside 汤臣电影
        "Which Pictures are the best?",  # Pictures: part of two studios' names
        "The movies of the year",  # function words
        "Who is Tim?",  # Tim: part of two names
    ],
)
def test_common_words_inside_names_do_not_link(film_linker: StoreLinker, question: str) -> None:
    linked = {lk.matched for lk in film_linker.link(question)}
    assert not linked & {"汤臣电影", "华谊电影", "Paramount Pictures", "Columbia Pictures", "The Dark Knight"}
    assert not linked & {"Tim Duncan", "Tim Parker"}


def test_names_used_as_ids_carry_their_name_property() -> None:
    from r3.demo import open_demo_engine

    linker = StoreLinker.from_engine(open_demo_engine(), "demo")
    (lk,) = [lk for lk in linker.link("Who does Ada Lind like?") if lk.text == "Ada Lind"]
    assert (lk.prop, lk.literal_for("name"), lk.literal_for(None)) == ("name", "Ada Lind", "Ada Lind")


def test_value_aliases_link_to_the_stored_value(films: Any) -> None:
    from r3.contracts.aliases import Aliases

    schema = films.schema().space("films")
    aliases = Aliases.from_mapping(
        {"movie.genre=scifi": ["科幻", "science fiction"], "movie": ["片子"]}, schema
    )
    linker = StoreLinker.from_engine(films, "films", aliases=aliases)
    got = [(lk.text, lk.kind, lk.schema, lk.prop) for lk in linker.link("有哪些科幻片子？")]
    assert got == [("scifi", "value", "movie", "genre")]
    assert [lk.text for lk in linker.link("Any science fiction movies?")] == ["scifi"]


def test_linker_items_found_through_a_display_property_carry_the_vid() -> None:
    q = "Who directed The Dark Knight?"
    record = {"vid": "m01", "tag": "movie", "props": {"title": "The Dark Knight"}}
    item = _item("The Dark Knight", (13, 28), 1.0, [_occ("prop", "movie", "title", record)])
    (lk,) = as_links([item], q)
    assert (lk.kind, lk.vid, lk.prop, lk.matched) == ("vertex", "m01", "title", "The Dark Knight")
    # With the data's display properties, a property not named like a name counts too.
    item2 = _item("Blue Pill", (0, 9), 1.0, [_occ("prop", "drug", "brand", {"vid": "d017"})])
    assert as_links([item2], "Blue Pill cures what?")[0].kind == "value"
    (lk2,) = as_links([item2], "Blue Pill cures what?", display={"drug": "brand"})
    assert (lk2.kind, lk2.vid, lk2.prop) == ("vertex", "d017", "brand")
