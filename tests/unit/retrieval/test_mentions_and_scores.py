"""Keys, mentions and character scores of the retrieval package (no index needed)."""

from __future__ import annotations

import numpy as np
import pytest

from r3.retrieval.charscore import (
    COMPACT,
    EXACT,
    FUZZY,
    PART,
    TOKEN,
    fuzzy_candidates,
    grade,
    normalized_score,
    paper_score,
    same_text,
)
from r3.retrieval.mentions import extract_mentions, quoted_spans, strong_mentions
from r3.retrieval.normalize import cjk_substrings, fnv64, fnv64_many, grams, grams_many, token_runs, tokens
from r3.retrieval.sorted_arrays import Postings
from r3.text import compact

pytestmark = pytest.mark.quick


# --------------------------------------------------------------------------- normalize


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("哈利·波特", "哈利波特"),
        ("Amar'e Stoudemire", "amarestoudemire"),
        ("ＴＩＭ  Duncan", "timduncan"),  # full-width letters fold
        ("帕金 (追球手II)", "帕金追球手ii"),
        ("-", "-"),  # punctuation only keeps a key of its own
    ],
)
def test_compact_keys(text: str, key: str) -> None:
    assert compact(text) == key


def test_tokens_split_at_separators_and_scripts() -> None:
    assert tokens("帕金 (追球手II)") == ["帕金", "追球手", "ii"]
    assert tokens("赫敏·格兰杰") == ["赫敏", "格兰杰"]
    assert tokens("Jean-Luc Picard") == ["jean", "luc", "picard"]


def test_vectorised_hash_equals_scalar_hash() -> None:
    texts = ["", "a", "Tim Duncan", "赫敏·格兰杰", "x" * 300, "😀 emoji"]
    assert fnv64_many(texts).tolist() == [fnv64(t) for t in texts]


def test_grams_are_bigrams_for_cjk_and_trigrams_elsewhere() -> None:
    assert len(grams("timduncan")) == 7
    assert len(grams("尤里克")) == 2
    owner, gram = grams_many(["timduncan", "尤里克", "ab"])
    assert sorted(set(gram[owner == 0].tolist())) == sorted(set(grams("timduncan")))
    assert not len(gram[owner == 2])  # shorter than a trigram


def test_token_runs_and_cjk_substrings() -> None:
    assert list(token_runs(["tim", "duncan", "jr"])) == ["tim", "duncan", "jr", "timduncan", "duncanjr"]
    subs = set(cjk_substrings("怪人尤里克"))
    assert "尤里克" in subs and "怪人" in subs and "怪人尤里克" not in subs
    assert not list(cjk_substrings("duncan"))


# --------------------------------------------------------------------------- mentions


def test_quoted_spans_ignore_apostrophes_inside_words() -> None:
    q = "Does 'Amar'e Stoudemire' like \u201cTim Duncan\u201d or Shaquille O'Neal?"
    assert [q[s:e] for s, e in quoted_spans(q)] == ["Amar'e Stoudemire", "Tim Duncan"]


def test_mentions_cover_windows_and_flags() -> None:
    q = "Who does 'Tim Duncan' like?"
    by_text = {m.text: m for m in extract_mentions(q)}
    assert by_text["Tim Duncan"].quoted and by_text["Tim Duncan"].capitalized
    assert by_text["Duncan"].key == "duncan"
    assert "Who" not in by_text  # a lone stopword is no mention
    assert "does Tim" not in by_text  # quotes end a span
    assert extract_mentions("Who does Tim like")[1].stop  # "Who does": stopword at an end


def test_cjk_mentions_are_substrings_and_cross_soft_separators() -> None:
    texts = {m.text for m in extract_mentions("帕金 (追球手II)的父亲是谁？")}
    assert {"帕金", "父亲", "帕金 (追球手II"} <= texts
    assert all("？" not in t for t in texts)


def test_strong_mentions() -> None:
    strong = [m.text for m in strong_mentions("Find the 'like' edges of Tim Duncan and 哈利波特的朋友")]
    assert strong[:2] == ["like", "Tim Duncan"]
    assert "哈利波特" in strong


@pytest.mark.parametrize(
    ("question", "span"),
    [
        ("What is Mason Quinn's age?", "Mason Quinn"),
        ("mason quinn's manager", "mason quinn"),
        ("Who is Tim Duncan’s coach?", "Tim Duncan"),
        ("Where does O'Neal play?", "O'Neal"),  # an apostrophe inside a name stays
    ],
)
def test_a_possessive_s_is_not_part_of_the_name(question: str, span: str) -> None:
    texts = {m.text for m in extract_mentions(question)}
    assert span in texts
    assert not any(t.endswith(("'s", "’s", " s")) for t in texts)


def test_names_in_lower_case_are_strong_mentions() -> None:
    strong = [m.text for m in strong_mentions("how old is masen quinn now")]
    assert "masen quinn" in strong  # worth a fuzzy search: a typo in a lower-case name
    assert not any(t.startswith(("how", "is ")) for t in strong)  # stopwords never start one
    assert strong_mentions("Tim Duncan") and all(m.capitalized for m in strong_mentions("Tim Duncan"))


# --------------------------------------------------------------------------- scores


def test_paper_score_defines_distance_zero() -> None:
    assert paper_score("Tim Duncan", "Tim Duncan") == 11.0  # min length + 1
    assert paper_score("Tim Duncan", "Tim Dunkan") == 10.0  # 10 / 1
    assert paper_score("", "x") == 0.0
    assert paper_score("abc", "abd") < paper_score("abc", "abc")


def test_normalized_score_and_grades_are_ordered() -> None:
    assert normalized_score("abc", "abc") == 1.0
    assert 0 < normalized_score("tonyparker", "tonnyparkr") < 1
    assert grade(EXACT) > grade(COMPACT) > grade(FUZZY, similarity=0.95) > grade(TOKEN, coverage=0.7)
    assert grade(TOKEN, coverage=0.6) > grade(PART, coverage=0.6)
    assert grade(TOKEN, coverage=0.7) > grade(TOKEN, coverage=0.3)
    with pytest.raises(ValueError):
        grade("nope")


def test_same_text_trims_punctuation_and_case() -> None:
    assert same_text("帕金 (追球手II", "帕金 (追球手II)")
    assert same_text("tim  DUNCAN", "Tim Duncan")
    assert not same_text("TimDuncan", "Tim Duncan")


def test_fuzzy_prefilter_finds_typos_and_skips_common_grams() -> None:
    keys = ["tonyparker", "timduncan", "tonykukoc"]
    owner, gram = grams_many(keys)
    post = Postings.build(gram, owner.astype(np.uint32))
    found = fuzzy_candidates(grams("tonnyparkr"), post.keys, post.offsets, post.ids)
    assert 0 in found.tolist()
    none = fuzzy_candidates(grams("tonnyparkr"), post.keys, post.offsets, post.ids, max_postings=0)
    assert not len(none)
